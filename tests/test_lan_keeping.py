"""The hosted LAN match is kept as the table's autosave is: every move on disk (its journal)
before the seats are told it, the full save now and then, a bad journal set aside."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from scopa import Game, Rules
from scopa.net import codec, keeping
from scopa.net.host import NET
from scopa.store.journal import COMPACT_EVERY, journal_path

TOKEN = "t" * 32
WAIT = 30.0


def a_host(game: Game) -> SimpleNamespace:
    """What the keeper reads of a host: its match, seats, the join code."""
    seat = SimpleNamespace(token=TOKEN, name="Bruno")
    return SimpleNamespace(game=game, kinds=["human", NET], net_seats={1: seat}, code="4321")


def moves_of(game: Game) -> list[list[str]]:
    return [m.to_data() for m in game.moves]


def play(game: Game, rng: random.Random) -> None:
    if game.round_over:
        game.next_round()
    else:
        game.play(rng.choice(game.legal_moves()))


def test_every_move_of_the_hosted_match_is_on_disk_at_once_even_with_the_writer_stuck(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(["human", NET], ["Ada", ""]))
    gate = threading.Event()
    real = keeping.write_atomic

    def held(path: Path, data: str) -> None:
        if threading.current_thread() is keeper._thread:
            assert gate.wait(60)
        real(path, data)

    monkeypatch.setattr(keeping, "write_atomic", held)
    rng = random.Random(2)
    game = Game(Rules.preset("scopa"), 2, seed=2)
    host = a_host(game)
    keeper.changed(host)  # seated
    try:
        for _ in range(COMPACT_EVERY + 30):  # past a compaction and a round's end
            play(game, rng)
            keeper.changed(host)
            resumed = keeping.resume()  # what a kill now would leave
            assert moves_of(resumed.saved.game) == moves_of(game)
            assert resumed.saved.game.round_number == game.round_number
            assert resumed.tokens == [None, TOKEN] and resumed.code == "4321"
            assert resumed.saved.setup.names == ["Ada", "Bruno"]
    finally:
        gate.set()
        keeper.close()
    resumed = keeping.resume()
    assert moves_of(resumed.saved.game) == moves_of(game)
    assert json.loads(journal_path(keeping.save_path()).read_text().splitlines()[0])


def test_a_bad_journal_of_the_hosted_match_keeps_its_good_moves_and_is_set_aside() -> None:
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(["human", NET], []))
    rng = random.Random(3)
    game = Game(Rules.preset("scopa"), 2, seed=3)
    host = a_host(game)
    keeper.changed(host)
    for _ in range(5):
        play(game, rng)
        keeper.changed(host)
    keeper._keeping.close()  # killed: the journal holds the moves, the full save none
    keeper._jobs.put(None)
    keeper._thread.join(10)
    path = journal_path(keeping.save_path())
    lines = path.read_text().splitlines()
    step = json.loads(lines[4])
    step["m"] = ["not", "a", "move"]
    lines[4] = json.dumps(step)
    path.write_text("\n".join(lines) + "\n")
    resumed = keeping.resume()
    assert moves_of(resumed.saved.game) == moves_of(game)[:3]
    (aside,) = list(keeping.lan_dir().glob("*.bad-*"))
    assert aside.read_text().splitlines()[4] == lines[4]
    again = keeping.resume()  # the good moves were written into the full save
    assert moves_of(again.saved.game) == moves_of(game)[:3]


def test_the_end_of_the_hosted_match_forgets_its_save_journal_and_seats() -> None:
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(["human", NET], []))
    rng = random.Random(4)
    game = Game(Rules.from_yaml("extends: scopa\nmatch: {target: 1}"), 2)
    host = a_host(game)
    keeper.changed(host)
    while not game.match_over:
        play(game, rng)
        keeper.changed(host)
    keeper.close()
    folder = keeping.lan_dir()
    assert sorted(p.name for p in folder.iterdir()) == []


def test_a_player_joining_before_any_move_is_kept_by_the_name_they_joined_with() -> None:
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(["human", NET], ["Ada", ""]))
    rng = random.Random(5)
    game = Game(Rules.preset("scopa"), 2, seed=5)
    host = a_host(game)
    host.net_seats = {}
    keeper.changed(host)  # hosting, the seat still open
    host.net_seats = {1: SimpleNamespace(token=TOKEN, name="Bruno")}
    keeper.changed(host)  # a join: no move, yet the save must say who joined
    keeper.flush()
    resumed = keeping.resume()
    assert resumed.saved.setup.names == ["Ada", "Bruno"] and resumed.tokens == [None, TOKEN]
    play(game, rng)  # and the match goes on
    keeper.changed(host)
    keeper.close()
    assert moves_of(keeping.resume().saved.game) == moves_of(game)


@pytest.mark.parametrize("k", [1, 4, 7])
def test_a_host_killed_as_it_keeps_a_move_told_no_seat_of_it(
    k: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host keeps a move before it tells the seats: killed at that moment, the seats
    have seen no move its save lacks, and the match taken up holds every move they saw."""
    home = tmp_path / "home"
    env = dict(os.environ, SCOPA_HOME=str(home), SDL_VIDEODRIVER="dummy")
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.host_kill_child", str(k)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parent.parent,
    )
    try:
        assert child.stdout is not None
        _, port, code = child.stdout.readline().split()
        seats = [connect(f"ws://127.0.0.1:{port}", open_timeout=WAIT).__enter__() for _ in "ab"]
        for seat, ws in enumerate(seats):
            ws.send(json.dumps({"v": 1, "type": "join", "code": code, "seat": seat}))
        seen: list[int] = [0]
        players = [threading.Thread(target=_play_until_closed, args=(ws, seen)) for ws in seats]
        for player in players:
            player.start()
        for player in players:
            player.join(WAIT)
        told = child.stdout.readline().split()
        assert child.wait(WAIT) == -signal.SIGKILL
        for ws in seats:
            ws.close()
    finally:
        child.kill()
        child.wait(WAIT)
    monkeypatch.setenv("SCOPA_HOME", str(home))
    kept = keeping.resume().saved.game
    assert told == ["told", str(k - 1)]  # no frame of the K-th move was handed over
    assert max(seen) == k - 1  # the seats were told of every move before it
    assert len(kept.moves) == k - 1  # and the match taken up holds each of those


def _play_until_closed(ws: Any, told: list[int]) -> None:
    """Play this seat's moves as the frames come (its first legal move), until the host is
    gone, noting in ``told`` the most moves a frame told of."""
    rules: Rules | None = None
    while True:
        try:
            data = json.loads(ws.recv(timeout=WAIT))
        except ConnectionClosed:
            return
        if data["type"] == "welcome":
            rules = Rules.from_data(data["rules"])
        if data["type"] not in ("welcome", "update") or rules is None:
            continue
        at = data.get("at", 0)
        told.append(at)
        history = None if data["type"] == "welcome" else ()  # plain Scopa: moves need none
        view = codec.decode_view(data["view"], rules, history)
        moves = view.legal_moves() if view.current_player == view.seat else []
        if moves:
            move = moves[0]
            ws.send(json.dumps({"v": 1, "type": "move", "at": at, "move": move.to_data()}))
