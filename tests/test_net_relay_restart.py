"""The host outlives its network process (scopa/net/relay.py): a relay killed mid-match is
noticed at once and started again on the same port, and the seats rejoin with their tokens
and play the match to its end; a relay that cannot be started again (the port taken, or
killed again soon after) is said plainly, and the match is kept to be taken up. With real
processes (``scopa --host`` / ``scopa --join``) and ``kill -9``; every wait polls for a
condition with a generous deadline that only a hang would meet."""

from __future__ import annotations

import json
import os
import signal
import socket
import threading
import time
from pathlib import Path

import pytest

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net import keeping
from scopa.net.host import Host, HostOptions
from scopa.store.saves import SaveError
from tests.helpers import WAIT, Proc, host_proc, host_window, join_proc, seat_words, wait_on_host

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="Linux's /proc")

SHORT = "extends: scopa\nname: short_scopa\nmatch: {target: 3}\n"  # a match of a round or two


def _poll(done, what: str, deadline: float = WAIT):
    """Poll ``done()`` until it gives something true (at most ``deadline`` seconds)."""
    pause = threading.Event()
    limit = time.monotonic() + deadline
    while time.monotonic() < limit:
        if got := done():
            return got
        pause.wait(0.05)
    raise AssertionError(f"waited {deadline:g} s for {what}")


def _relay_of(parent: int) -> int | None:
    """The relay process a host ``parent`` runs (a child started by multiprocessing's
    spawn), or None."""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:
            continue
        if int(fields[1]) == parent and fields[0] not in "ZX" and b"spawn_main" in command:
            return int(stat.parent.name)
    return None


def _kill_relay(host: Proc) -> int:
    """``kill -9`` the host's relay, once it runs; its process id."""
    relay = _poll(lambda: _relay_of(host.p.pid), "the host's relay")
    os.kill(relay, signal.SIGKILL)
    return relay


def _started_again(host: Proc, old: int) -> int:
    return _poll(lambda: (pid := _relay_of(host.p.pid)) != old and pid, "a new relay")


def _short(tmp_path: Path) -> str:
    path = tmp_path / "short.yaml"
    path.write_text(SHORT)
    return str(path)


def _said(proc: Proc, words: str) -> None:
    """Wait until ``proc`` said ``words`` on its standard error (read on a thread)."""
    _poll(lambda: any(words in line for line in proc.errors), repr(words))


def _log(home: Path) -> str:
    return "\n".join(p.read_text(errors="replace") for p in home.rglob("scopa.log"))


def test_a_relay_killed_mid_match_is_started_again_and_the_seats_play_on(
    procs,
    tmp_path: Path,
) -> None:
    record = tmp_path / "record.json"
    host, address, code = host_proc(procs, "--rules", _short(tmp_path), "--seats", "net,net",
                                "--seed", "4", "--record", str(record))  # fmt: skip
    # seat 0 takes its time (the match is still on when the relay goes); seat 1 does not
    first = join_proc(procs, address, code, "random", "--speed", "fast", "--seat", "0")
    second = join_proc(procs, address, code, "random", "--seat", "1")
    first.line("joined")
    second.line("joined")
    played = [first.line("seat 0 plays") for _ in range(2)]
    killed = _kill_relay(host)
    again = _started_again(host, killed)
    assert again != killed
    final = host.last()  # the match went on to its end: the seats came back
    assert final.startswith("final score: ")
    assert first.last() == final and second.last() == final
    game = Game.replay(json.loads(record.read_text()))
    assert game.match_over and game.rules.name == "short_scopa"
    assert {line.split(" plays ")[1] for line in played} <= set(map(str, game.moves))
    _said(host, "network process ended (exit code -9): starting another on port")
    _said(host, "network process started again on port")
    logged = _log(tmp_path / "home")
    for seat in (0, 1):  # each seat joined, then rejoined the new relay with its token
        assert logged.count(f"seat {seat} joined from") == 2, logged[-3000:]


def test_a_relay_that_cannot_be_started_again_stops_the_host_and_keeps_the_match(
    procs,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Killed twice in a short time: the host says it plainly and stops; the match is kept,
    and the host taken up again (``--resume`` on the same port) plays it to its end with
    the seats that kept trying."""
    host, address, code = host_proc(procs, "--rules", _short(tmp_path), "--seats", "net,net",
                                "--seed", "6")  # fmt: skip
    first = join_proc(procs, address, code, "random", "--speed", "fast", "--seat", "0")
    second = join_proc(procs, address, code, "random", "--seat", "1")
    first.line("joined")
    second.line("joined")
    first.line("seat 0 plays")
    monkeypatch.setenv("SCOPA_HOME", str(tmp_path / "home"))  # the host's own folders

    def kept() -> int:
        try:
            return len(keeping.resume().saved.game.moves)
        except (ValueError, OSError, SaveError):
            return 0  # not written yet (a torn last line of the journal is not read)

    _poll(kept, "the host to keep the first move")  # "plays" is said as the move is sent
    killed = _kill_relay(host)
    again = _started_again(host, killed)
    _said(host, "started again on port")  # the host took the new relay
    os.kill(again, signal.SIGKILL)  # and once more, soon after
    assert host.p.wait(WAIT) == 1
    _said(host, "cannot be started again: it ended again")
    _said(host, "The match is kept: scopa --host --resume takes it up.")
    assert "cannot be started again" in _log(tmp_path / "home")
    moves = len(keeping.resume().saved.game.moves)  # the save and its journal of moves
    assert moves >= 1
    port = address.rsplit(":", 1)[1]
    record = tmp_path / "record.json"
    host, address, again_code = host_proc(
        procs, "--resume", "--port", port, "--record", str(record)
    )
    assert again_code == code
    final = host.last()
    assert first.last() == final and second.last() == final
    game = Game.replay(json.loads(record.read_text()))
    assert game.match_over and len(game.moves) > moves


def _killed_and_taken(host: Host, taken: socket.socket) -> None:
    """Kill ``host``'s relay and take its port (once its socket is closed) before the
    host starts another."""
    port, relay = host.port, host.relay_pid
    assert relay is not None
    os.kill(relay, signal.SIGKILL)

    def take() -> bool:
        try:
            taken.bind(("127.0.0.1", port))
        except OSError:
            return False  # the relay's socket is not closed yet
        return True

    _poll(take, "the relay's port")
    taken.listen()


def test_a_relay_whose_port_is_taken_is_said_and_the_match_kept() -> None:
    """The relay killed, its port taken before the host starts another: the host says so
    (:attr:`Host.down`), keeps its match as it stands and plays no more."""
    game = Game(Rules.preset("scopa"), 2, seed=3)
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(["net", "cpu:random"], []))
    host = Host(game, ["net", "cpu:random"], HostOptions("127.0.0.1"), on_change=keeper.changed)
    taken = socket.socket()
    try:
        host.start()
        _killed_and_taken(host, taken)

        def gave_up() -> str:
            host.wait(0.05)
            host.pump()
            return host.down

        _poll(gave_up, "the host to give up")
        assert "another could not start" in host.down and "in use" in host.down
        assert host.relay_pid is None and host.pump() == []
        keeper.flush()
        assert keeping.resume().saved.game.events == game.events  # kept as it stands
    finally:
        taken.close()
        host.close()
        keeper.close()


def test_a_host_closed_while_its_relay_is_started_again_closes_cleanly() -> None:
    """The host closed once the restart is under way, before it hears how it went (here:
    the port was taken): the close ends as any other, leaving no relay behind."""
    host = Host(Game(Rules.preset("scopa"), 2, seed=3), ["net", "net"], HostOptions("127.0.0.1"))
    taken = socket.socket()
    try:
        host.start()
        _killed_and_taken(host, taken)

        def restarting() -> threading.Thread | None:
            host.wait(0.05)
            host.pump()  # hears the end, starts another on a thread
            return host._restarting

        _poll(restarting, "the restart").join(WAIT)  # it failed: its answer waits, unheard
        host.close()
        assert host.relay_pid is None and not host.down
    finally:
        taken.close()
        host.close()


def test_the_hosting_window_plays_on_after_its_relay_restarts_then_says_it_cannot(
    app,
    procs,
    hosting,
    tmp_path: Path,
    monkeypatch,
) -> None:
    """A window's hosted match: the relay killed, the seat at the other computer comes back
    and the match goes on; killed again soon after, the table says in the player's language
    that the match stops here and is kept, and the match is no longer played."""
    from scopa.ui import i18n
    from scopa.ui.i18n import t
    from scopa.ui.table import hosted

    monkeypatch.setattr(hosted, "PORT", 0)  # a port of its own: nobody else's to take meanwhile
    i18n.set_language("it")
    table, match = host_window(app, ["human", "net"], seed=4)
    joiner = join_proc(procs, match.address, match.code, "easy")
    connected, away = t("net_state_connected"), t("net_state_away")
    wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))
    joiner.line("joined")

    def mine() -> None:
        if table.my_turn:
            table.play(table.model.view.legal_moves()[0])
        else:
            match.net.wait(0.02)

    wait_on_host(app, lambda: len(match.game.moves) >= 2, mine)
    killed = match.net.relay_pid
    assert killed is not None
    os.kill(killed, signal.SIGKILL)
    wait_on_host(app, lambda: seat_words(table)[1] == away, lambda: match.net.wait(0.02))
    wait_on_host(
        app, lambda: match.net.relay_pid not in (None, killed), lambda: match.net.wait(0.02)
    )
    wait_on_host(app, lambda: seat_words(table)[1] == connected, lambda: match.net.wait(0.02))
    moves = len(match.game.moves)
    wait_on_host(app, lambda: len(match.game.moves) >= moves + 2, mine)  # the match goes on
    again = match.net.relay_pid
    assert again is not None
    os.kill(again, signal.SIGKILL)
    wait_on_host(app, lambda: match.down, lambda: match.net.wait(0.02))
    app.run_frames(3)
    said = t("host_net_down", button=t("menu_continue_lan"))
    assert "Riprendi la partita ospitata" in said
    assert table.notice is not None and table.notice.text == said and table.notice.error
    assert not table.my_turn and match.computer_move(table.clock, 1.0) is None
    app.screenshot(tmp_path / "down.png")
    match.lan_keeper.flush()
    kept = keeping.resume()
    assert kept.saved.game.events == match.game.events and kept.code == match.code
    # as the table says: leave it (Escape, Leave), and the main menu offers to take it up
    import pygame

    from scopa.ui.scenes.menu import MainMenu
    from scopa.ui.scenes.pause import PauseMenu

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.run_frames(2)
    assert isinstance(app.top, PauseMenu)
    next(b for b in app.top.buttons if b.label == t("leave")).press()
    app.run_frames(2)
    assert isinstance(app.top, MainMenu)
    assert app.top.buttons[0].label == t("menu_continue_lan")
