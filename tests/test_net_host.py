"""The host's door (issue 18; docs/lan-protocol.md): join codes, tokens, a full table, a
seat that comes back on a new connection, spectators that may not play, and the host's
autosave of a LAN match, all over real loopback sockets to a host in this process."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net import keeping
from scopa.net.host import Host, HostOptions
from scopa.net.protocol import FREE_WRONG_CODES
from scopa.ui.i18n import t
from scopa.ui.table.hosted import resumed_config
from scopa.ui.table.words import computer_name, seat_names

WAIT = 30.0


@pytest.fixture
def host() -> Iterator[Host]:
    game = Game(Rules.preset("scopa"), 2, seed=6)
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(["net", "net"], []))
    h = Host(game, ["net", "net"], HostOptions(bind="127.0.0.1"), on_change=keeper.changed)
    h.start()
    stop = threading.Event()

    def pump() -> None:
        while not stop.is_set():
            h.wait(0.05)
            h.pump()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    h.keeper = keeper  # type: ignore[attr-defined]
    yield h
    stop.set()
    thread.join(5)
    h.close()
    keeper.close()


def _open(h: Host) -> ClientConnection:
    return connect(f"ws://127.0.0.1:{h.port}", open_timeout=WAIT).__enter__()


def _join(ws: ClientConnection, code: str, **fields: Any) -> None:
    ws.send(json.dumps({"v": 1, "type": "join", "code": code, **fields}))


def _next(ws: ClientConnection, *kinds: str) -> dict[str, Any]:
    while True:
        data = json.loads(ws.recv(timeout=WAIT))
        if data["type"] in kinds:
            return data


def _closed(ws: ClientConnection) -> bool:
    try:
        while True:
            ws.recv(timeout=WAIT)
    except ConnectionClosed:
        return True


def test_tokens_take_a_seat_back_and_a_full_table_is_refused(host: Host) -> None:
    first, second = _open(host), _open(host)
    _join(first, host.code)
    welcome = _next(first, "welcome")
    assert welcome["seat"] == 0 and len(welcome["token"]) >= 16
    _join(second, host.code)
    assert _next(second, "welcome")["seat"] == 1
    third = _open(host)
    _join(third, host.code)
    assert _next(third, "error")["code"] == "table_full" and _closed(third)
    forged = _open(host)
    _join(forged, host.code, token="x" * 24)
    assert _next(forged, "error")["code"] == "bad_token" and _closed(forged)
    again = _open(host)  # seat 0 comes back while its old connection still hangs on
    _join(again, host.code, token=welcome["token"])
    back = _next(again, "welcome")
    assert back["seat"] == 0 and back["token"] == welcome["token"]
    assert _next(first, "error")["code"] == "replaced" and _closed(first)


def test_a_seat_held_for_a_player_who_left_is_not_counted_open(host: Host) -> None:
    # what the network is told of open seats: a seat held for its token is not open, so a
    # new player is never sent to a table that will refuse it as full
    assert host.open_seats() == 2
    first = _open(host)
    _join(first, host.code)
    _next(first, "welcome")
    assert host.open_seats() == 1
    first.close()  # the player leaves; the seat waits for its token
    second = _open(host)
    _join(second, host.code)
    assert _next(second, "welcome")["seat"] == 1
    assert host.open_seats() == 0
    third = _open(host)
    _join(third, host.code)
    assert _next(third, "error")["code"] == "table_full"


def _wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


def test_a_spectator_may_not_play_and_wrong_codes_shut_out_no_address(host: Host) -> None:
    watcher = _open(host)
    _join(watcher, host.code, role="spectator")
    welcome = _next(watcher, "welcome")
    assert welcome["seat"] is None and welcome["token"] is None
    assert welcome["view"]["hand"] == [] and welcome["view"]["seat"] == -1
    watcher.send(json.dumps({"v": 1, "type": "move", "at": 0, "move": ["7D"]}))
    assert _next(watcher, "refused")["code"] == "spectator"
    for _ in range(FREE_WRONG_CODES - 1):
        ws = _open(host)
        _join(ws, _wrong(host.code))
        assert _next(ws, "error")["code"] == "bad_code"
    assert host.guard.wrong == FREE_WRONG_CODES - 1 and not host.guard.under_attack
    ws = _open(host)
    _join(ws, host.code)  # the right code, from the address that gave the wrong ones
    assert _next(ws, "welcome")["seat"] == 0


def test_a_hosted_match_taken_up_again_keeps_the_names_its_players_joined_with(
    host: Host,
) -> None:
    # "Continue the hosted match" called a joined player by a default name until it came back
    first, second = _open(host), _open(host)
    _join(first, host.code, name="Ada")
    _next(first, "welcome")
    _join(second, host.code, name="Bruno")
    _next(second, "welcome")
    while not _next(first, "seats")["started"]:
        pass
    host.keeper.flush()  # type: ignore[attr-defined]
    resumed = keeping.resume()
    assert resumed.saved.setup.names == ["Ada", "Bruno"]
    config = resumed_config(resumed, "fast")
    assert config.names == ["Ada", "Bruno"]


def test_a_seat_at_another_computer_with_no_name_yet_is_a_player_not_a_computer() -> None:
    # the window joined to a host called the host's own seat by a computer's first name
    # ("Marco is thinking...") when the host's player had left its name at "You"
    names = seat_names(["net", "human", "cpu:easy"], ["", "", ""])
    assert names[0] == t("player_n", n=1) and names[1] == t("you")
    assert names[2] == computer_name(0, "neapolitan")


def test_the_hosted_match_is_kept_and_taken_up_with_its_tokens(host: Host) -> None:
    seat = _open(host)
    _join(seat, host.code)
    token = _next(seat, "welcome")["token"]
    other = _open(host)
    _join(other, host.code)
    _next(other, "welcome")
    while not _next(seat, "seats")["started"]:
        pass
    host.keeper.flush()  # type: ignore[attr-defined]
    resumed = keeping.resume()
    assert resumed.code == host.code and resumed.kinds == ["net", "net"]
    assert resumed.tokens[0] == token and resumed.saved.game.record() == host.game.record()


def _join_args(address: str, code: str):
    from scopa.app import build_parser

    return build_parser().parse_args(
        ["--join", address, "--code", code, "--as", "cpu:random", "--speed", "instant"]
    )


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("wrong", "refused: bad_field (join: the code is six digits)"),
        (None, "refused: bad_code (that is not this match's code)"),
    ],
)
def test_a_refused_join_is_said_once(host: Host, code, said, capsys, caplog) -> None:
    import logging

    from scopa.net import headless

    code = code or _wrong(host.code)
    with caplog.at_level(logging.INFO):
        assert headless.run_join(_join_args(f"127.0.0.1:{host.port}", code)) == 2
    err = capsys.readouterr().err
    # the seat's own lines (the host here, in this process, logs its side of it too)
    said_lines = [line for line in err.splitlines() if line.startswith("refused")]
    assert said_lines == [said], err
    seat = [r for r in caplog.records if r.name == "scopa.net.client"]
    assert seat and not [r for r in seat if r.levelno >= logging.WARNING]  # the console
    # shows warnings: it would have said the refusal a second time


def test_a_join_where_nothing_listens_says_so_at_once_then_why(monkeypatch, capsys) -> None:
    import socket

    from scopa.net import client as client_module
    from scopa.net import headless

    with socket.socket() as probe:  # a port nothing listens on once it is closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    before_trying: list[str] = []
    real_start = client_module.Client.start

    def start(self) -> None:
        before_trying.append(capsys.readouterr().err)  # what was said before the first try
        real_start(self)

    monkeypatch.setattr(client_module.Client, "start", start)
    monkeypatch.setattr(headless, "JOIN_TIMEOUT", 1.0)  # the wait made short, not timed
    assert headless.run_join(_join_args(f"127.0.0.1:{port}", "1234")) == 2
    assert before_trying == [f"reaching 127.0.0.1:{port}...\n"]
    err = capsys.readouterr().err
    assert err.startswith(f"cannot reach 127.0.0.1:{port} in 1 s: ") and err.count("\n") == 1
    assert "refused" not in err.split(":", 2)[0]
