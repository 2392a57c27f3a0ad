"""LAN matches across real processes on 127.0.0.1 (issue 18): ``scopa --host`` and
``scopa --join`` as a player would start them, read by their printed lines. Nothing here
sleeps or times anything: each step waits for a process's line or its exit, with a generous
timeout that only a hang would meet."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from scopa.core.game import Game
from scopa.core.moves import Move
from scopa.core.rules import Rules
from scopa.net import codec
from tests.helpers import OPEN_SOCKETS, WAIT, host_proc, join_proc


@pytest.mark.parametrize(
    ("rules", "seats", "levels"),
    [
        ("scopa", "net,net", ("random", "greedy")),
        ("scopone", "net,cpu:easy,net,net", ("easy",) * 3),
    ],
)
def test_a_whole_match_across_processes(procs, tmp_path: Path, rules, seats, levels) -> None:
    record = tmp_path / "record.json"
    host, address, code = host_proc(procs, "--rules", rules, "--seats", seats, "--seed", "11",
                                "--record", str(record))  # fmt: skip
    joins = [join_proc(procs, address, code, level) for level in levels]
    seats_taken = sorted(int(j.line("joined").split()[3]) for j in joins)
    assert seats_taken == [s for s, k in enumerate(seats.split(",")) if k == "net"]
    final = host.last()
    assert final.startswith("final score: ")
    assert all(j.last() == final for j in joins)  # every seat saw the same end
    game = Game.replay(json.loads(record.read_text()))
    assert game.match_over and game.rules == Rules.preset(rules)
    assert final == f"final score: {'-'.join(map(str, game.scores))}, team {game.winner} wins"


def test_a_seat_killed_mid_match_takes_its_seat_back(procs, tmp_path: Path) -> None:
    record = tmp_path / "record.json"
    host, address, code = host_proc(
        procs, "--seats", "net,net", "--seed", "5", "--record", str(record)
    )
    first = join_proc(procs, address, code, "greedy")
    token = first.line("joined").split()[-1]
    other = join_proc(procs, address, code, "random")
    other.line("joined")
    for _ in range(4):
        first.line("seat 0 plays")
    first.kill()  # mid-match: the host waits for the seat
    again = join_proc(procs, address, code, "greedy", "--token", token)
    assert again.line("joined").split()[3] == "0"  # the same seat
    final = host.last()
    assert again.last() == final and other.last() == final
    data = json.loads(record.read_text())
    game = Game.replay(data)
    assert game.record() == data  # the record a local replay gives is the match's
    assert final == f"final score: {'-'.join(map(str, game.scores))}, team {game.winner} wins"


def test_a_host_restarted_takes_its_match_up_and_its_seats_come_back(procs, tmp_path: Path) -> None:
    """The host stopped mid-match takes it up again (``--resume``, on the same port) with
    the same code: a seat still running finds it again by itself, a seat restarted takes
    its seat back with its token (``--stand-in-after``, the computer playing a seat away, is
    tried with the bad frames below)."""
    host, address, code = host_proc(procs, "--seats", "net,net", "--seed", "8")
    first = join_proc(procs, address, code, "random")
    token = first.line("joined").split()[-1]
    second = join_proc(procs, address, code, "random")
    second.line("joined")
    played = [first.line("seat 0 plays").split(" plays ")[1] for _ in range(3)]
    _kept(tmp_path / "home", played[0])  # the host's full save comes a moment later
    host.kill()
    first.kill()
    record = tmp_path / "record.json"
    port = address.rsplit(":", 1)[1]
    host, address, again_code = host_proc(
        procs, "--resume", "--port", port, "--record", str(record)
    )
    assert again_code == code  # the same match, the same code
    back = join_proc(procs, address, code, "random", "--token", token)
    assert back.line("joined").split()[3] == "0"
    final = host.last()
    assert back.last() == final and second.last() == final
    game = Game.replay(json.loads(record.read_text()))
    assert str(game.moves[0]) == played[0]  # the match taken up is the one left


def _kept(home: Path, first_move: str) -> None:
    """Wait (a bounded while) until the host's autosave holds ``first_move``: it is written
    on a thread of its own (the move itself is in the journal before the seats are told)."""
    woken = threading.Event()
    for _ in range(int(WAIT * 20)):
        for saved in home.rglob("host.json"):
            try:
                moves = json.loads(saved.read_text())["record"]["moves"]
            except (OSError, ValueError, KeyError):
                continue
            if moves and str(Move.from_data(moves[0])) == first_move:
                return
        woken.wait(0.05)
    raise AssertionError("the host never kept its first move")


def _raw(address: str) -> ClientConnection:
    ws = connect(f"ws://{address}", open_timeout=WAIT, max_size=None).__enter__()
    OPEN_SOCKETS.append(ws)
    return ws


def _send(ws: ClientConnection, **fields: Any) -> None:
    ws.send(json.dumps({"v": 1, **fields}))


def _until(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        data = json.loads(ws.recv(timeout=WAIT))
        if data["type"] == kind:
            return data


def test_bad_frames_are_refused_and_the_match_goes_on(procs) -> None:
    """Garbage, a wrong code, an oversized frame, a flood, a move out of turn and an
    illegal one are each refused with a reason; then the match is played to its end."""
    host, address, code = host_proc(procs, "--seats", "net,net", "--seed", "3",
                                "--stand-in-after", "0", "--stand-in", "random")  # fmt: skip
    wrong = _raw(address)
    _send(wrong, type="join", code=f"{(int(code) + 1) % 1_000_000:06d}")
    assert _until(wrong, "error")["code"] == "bad_code"
    with pytest.raises(ConnectionClosed):
        wrong.recv(timeout=WAIT)
    seats = [_raw(address), _raw(address)]
    for s, ws in enumerate(seats):
        _send(ws, type="join", code=code, seat=s)
    welcome = [_until(ws, "welcome") for ws in seats]
    rules = Rules.from_data(welcome[0]["rules"])
    _until(seats[0], "seats")
    a, b = seats  # seat 0 leads
    a.send("this is not json")
    assert _until(a, "refused")["code"] == "not_json"
    _send(a, type="shout")
    assert _until(a, "refused")["code"] == "bad_type"
    _send(a, type="move", at=0, move=["7D"], extra=1)
    assert _until(a, "refused")["code"] == "bad_field"
    _send(a, type="move", at="0", move=["7D"])
    assert _until(a, "refused")["code"] == "bad_field"
    _send(a, type="move", at=0, move=["77X"])
    assert _until(a, "refused")["code"] == "bad_move"
    view = codec.decode_view(welcome[0]["view"], rules)
    assert view.seat == 0 and view.current_player == 0
    theirs = codec.decode_view(welcome[1]["view"], rules)
    _send(b, type="move", at=0, move=[str(theirs.hand[0])])
    assert _until(b, "refused")["code"] == "not_your_turn"
    not_mine = next(c for c in theirs.hand)
    _send(a, type="move", at=0, move=[str(not_mine)])
    assert _until(a, "refused")["code"] == "not_in_hand"
    _send(a, type="move", at=7, move=[str(view.hand[0])])
    assert _until(a, "refused")["code"] == "stale"
    # an oversized frame and a flood end their own connections only
    big = _raw(address)
    big.send(json.dumps({"v": 1, "type": "join", "code": code, "name": "x" * 20_000}))
    with pytest.raises(ConnectionClosed) as too_big:
        while True:
            big.recv(timeout=WAIT)
    assert too_big.value.rcvd is not None and too_big.value.rcvd.code == 1009
    flood = _raw(address)
    for _ in range(200):
        try:
            flood.send('{"v": 1, "type": "nonsense"}')
        except (ConnectionClosed, TimeoutError):
            break  # the host already ended the flood: its "error" frame is still to be read
    assert _until(flood, "error")["code"] == "flood"
    with pytest.raises(ConnectionClosed):
        while True:
            flood.recv(timeout=WAIT)
    # the match goes on: seat 0 plays a legal move, seat 1 is told of it
    move: Move = view.legal_moves()[0]
    _send(a, type="move", at=0, move=move.to_data())
    update = _until(b, "update")
    assert update["at"] == 1 and update["events"][0]["kind"] == "Played"
    a.close()
    b.close()  # both away: the computer stands in for them to the end
    assert host.last().startswith("final score: ")
    # each refusal logged, with why: the first of a stretch in full, the rest in its count
    assert any("not_json" in line for line in host.errors)
    assert any("flood" in line for line in host.errors)


def test_a_spectator_watches_to_the_end(procs) -> None:
    host, address, code = host_proc(procs, "--seats", "net,cpu:random", "--seed", "2")
    shown = f"{code[:3]} {code[3:]}"  # typed as the host shows it, grouped
    watcher = procs("--join", address, "--code", shown, "--as", "spectator", "--until-end")
    assert watcher.line("joined").split()[2] == "spectator"
    player = join_proc(procs, address, code, "random")
    player.line("joined")
    final = host.last()
    assert watcher.last() == final and player.last() == final
