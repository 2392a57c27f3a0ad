"""Seven and eight seats over the network: the seats a join may ask for and the side a
match's end may name come from the rules' player counts (scopa.core.rules.PLAYER_COUNTS),
so seats 6 and 7 join, play and see the match's end like any other. Over loopback, with
the host's relay in a process of its own; each loop is bounded in time and count."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import connect

from scopa import Game, Rules
from scopa.ai import make_player
from scopa.core.rules import PLAYER_COUNTS
from scopa.net.client import Client
from scopa.net.host import Host, HostOptions
from scopa.net.protocol import SEATS, Refusal, frame, parse_client

CROWDED = Path(__file__).with_name("crowded_table.yaml")
WAIT = 120.0  # seconds: only a hang waits this long


def _played_to_avoid_points() -> Rules:
    """The crowded table (five to eight seats, each alone), the first to reach 4 losing:
    the match's end names the side that lost."""
    return Rules.load(CROWDED).replace(match={"objective": "lose", "target": 4})


def test_the_seats_a_join_names_come_from_the_player_counts() -> None:
    assert SEATS == max(PLAYER_COUNTS) == 8

    def join(seat: int) -> Any:
        return parse_client(frame("join", code="1234", seat=seat)).fields["seat"]

    assert join(7) == 7
    with pytest.raises(Refusal, match="a seat is 0 to 7"):
        join(8)
    with pytest.raises(Refusal):
        join(-1)


def _refused_join(port: int, seat: int) -> dict[str, Any]:
    with connect(f"ws://127.0.0.1:{port}", open_timeout=WAIT) as ws:
        ws.send(frame("join", code="0000", seat=seat))
        return json.loads(ws.recv(timeout=WAIT))


@pytest.mark.parametrize(
    ("players", "seed", "remote", "loser"),
    [
        (7, 1, (3, 5, 6), 6),  # seeds whose match the seat 6, or 7, loses
        (8, 14, (1, 6, 7), 7),
    ],
)
def test_seven_and_eight_seats_play_to_the_end_over_the_network(
    players: int, seed: int, remote: tuple[int, ...], loser: int
) -> None:
    rules = _played_to_avoid_points()
    kinds = ["net" if s in remote else "cpu:random" for s in range(players)]
    game = Game(rules, players, seed=seed)
    host = Host(game, kinds, HostOptions(bind="127.0.0.1", seed=seed))
    host.start()
    clients: list[Client] = []
    try:
        # seat 8 is no seat of any table: refused as a bad field before the host sees it
        answer = _refused_join(host.port, SEATS)
        assert (answer["type"], answer["code"]) == ("refused", "bad_field")
        for seat in reversed(remote):  # each asks for its seat by number, the last first
            client = Client(f"127.0.0.1:{host.port}", host.code, seat=seat, name=f"P{seat}")
            client.start()
            clients.append(client)
        seats = {c.want_seat: make_player("random", seed + (c.want_seat or 0)) for c in clients}
        sent = {c.want_seat: -1 for c in clients}
        deadline = time.monotonic() + WAIT
        for _ in range(200_000):
            host.wait(0.02)
            host.pump()
            for client in clients:
                client.poll()
                if client.my_turn() and client.at != sent[client.seat]:
                    assert client.view is not None and client.seat is not None
                    client.send_move(seats[client.seat].choose(client.view))
                    sent[client.seat] = client.at
            told = all(c.over and c.at == len(game.moves) for c in clients)
            if (game.match_over and told) or time.monotonic() > deadline:
                break
        assert game.match_over, f"the match stopped at move {len(game.moves)}"
        assert game.loser == loser  # (another seed, if the computer players change)
        for client in clients:
            assert client.error is None and client.seat == client.want_seat
            assert client.over and client.at == len(game.moves), client.seat
            assert client.view is not None and tuple(client.view.scores) == tuple(game.scores)
            assert client.outcome == game.outcome  # the match's end, side 6 or 7 named, taken
    finally:
        for client in clients:
            client.close()
        host.close()
