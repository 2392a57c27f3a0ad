"""Wrong join codes as the players see them (docs/lan-protocol.md, "Against guessing and
floods"): the hosting window's panel says that wrong codes are being tried and, once its
code is retired, offers a new one with a button; the join screen takes a code typed as the
host shows it ("482 913"). Wrong codes come from a hostile client on loopback addresses."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
from pathlib import Path

import pygame
import pytest
from websockets.asyncio.client import connect

from scopa.net.client import Client
from scopa.net.protocol import shown_code
from scopa.ui import i18n
from scopa.ui.app_loop import App
from scopa.ui.scenes.join import JoinScreen
from scopa.ui.table import lan
from scopa.ui.widgets import TextField
from tests.helpers import HANG, host_proc, host_window, wait_on_host

SHOTS = os.environ.get("SCOPA_SHOTS")  # a folder: the panel's pictures are kept there


async def _guess(port: int, address: str, code: str) -> str:
    async with connect(f"ws://127.0.0.1:{port}", local_addr=(address, 0), open_timeout=HANG) as ws:
        await ws.send(json.dumps({"v": 1, "type": "join", "code": code}))
        while True:
            data = json.loads(await asyncio.wait_for(ws.recv(), HANG))
            if data["type"] == "error":
                return str(data["code"])


def _shot(window: App, tmp_path: Path, name: str) -> Path:
    folder = Path(SHOTS) if SHOTS else tmp_path
    path = folder / name
    window.screenshot(path)
    return path


def test_the_hosting_panel_says_wrong_codes_are_tried_and_issues_a_new_code(
    app: App,
    hosting,
    tmp_path: Path,
) -> None:
    table, match = host_window(app, ["human", "net"])
    guard = match.net.guard
    guard.free, guard.budget, guard.every = 3, 8, 0.01  # the same door, quicker
    app.step(1 / 60)
    port = match.net.port
    code = match.code
    warned = i18n.t("host_guessing", n=guard.free)

    def guesses(n: int, first: int) -> list[str]:
        async def main() -> list[str]:
            return [
                await _guess(port, f"127.0.5.{1 + k}", f"{(int(code) + 1 + first + k) % 10**6:06d}")
                for k in range(n)
            ]

        return _guessing_between_frames(main, match)

    assert guesses(guard.free, 0) == ["bad_code"] * guard.free
    wait_on_host(app, lambda: guard.under_attack)
    app.step(1 / 60)
    said = [line for line in _panel_lines(app, table) if line]
    assert warned in said, said
    _shot(app, tmp_path, "host-panel-guessing.png")
    assert guesses(guard.budget - guard.free, guard.free)[-1] == "bad_code"
    wait_on_host(app, lambda: guard.retired)
    app.step(1 / 60)
    assert i18n.t("host_code_retired", n=guard.budget) in _panel_lines(app, table)
    _shot(app, tmp_path, "host-panel-retired.png")
    button = match.door.new_code
    assert button.rect.width and button.label == i18n.t("host_new_code")
    # the host's player clicks New join code
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))  # fmt: skip
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.step(1 / 60)
    assert match.code != code and not guard.retired
    new = shown_code(match.code)
    assert table.notice is not None and table.notice.text == i18n.t("host_new_code_said", code=new)
    assert i18n.t("host_code", code=new) in _panel_lines(app, table)
    _shot(app, tmp_path, "host-panel-new-code.png")
    # a seat joins with the new code as the panel shows it, grouped, from an address that
    # guessed: the match begins
    seat = Client(match.address.replace("0.0.0.0", "127.0.0.1"), new, name="Zia")
    seat.start()
    try:
        wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))
    finally:
        seat.close()


def _guessing_between_frames(main, match) -> list[str]:
    """Run the hostile client while a thread pumps the host (the window's frames are not
    running meanwhile: its host is pumped as a headless one would be)."""
    import threading

    stop = threading.Event()

    def pump() -> None:
        while not stop.is_set():
            match.net.wait(0.02)
            match.poll()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    try:
        return asyncio.run(main())
    finally:
        stop.set()
        thread.join(HANG)


def _panel_lines(window: App, table) -> list[str]:
    """The lines the table draws in its waiting panel now (as drawn: a frame's texts)."""
    from scopa.ui.table import view

    seen: list[list[str]] = []
    real = view.draw_waiting

    def spy(target, lay, lines, warning=(), button=None) -> None:
        seen.append(list(lines) + list(warning))
        real(target, lay, lines, warning, button)

    view.draw_waiting = spy
    try:
        window.step(1 / 60)
    finally:
        view.draw_waiting = real
    assert seen, "no panel drawn"
    return seen[-1]


def test_the_join_screen_takes_the_code_typed_as_the_host_shows_it(
    app: App,
    procs,
) -> None:
    _, address, code = host_proc(procs, "--rules", "scopa", "--seats", "net,cpu:easy")
    app.settings = dataclasses.replace(app.settings, speed="instant")
    screen = JoinScreen(app, discover=False)
    screen.give_up = HANG
    app.push(screen)
    app.run_frames(2)
    fields = [w for r in screen.rows for w in r.widgets if isinstance(w, TextField)]
    address_field, code_field = fields[0], fields[1]
    for field, typed in ((address_field, address), (code_field, shown_code(code))):
        at = field.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.step(1 / 60)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
        app.step(1 / 60)
    assert screen.code == f"{code[:3]} {code[3:]}"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    wait_on_host(app, lambda: app.table is not None)
    assert app.store.last_seat() is not None and app.store.last_seat().code == code


@pytest.mark.parametrize("typed", ["4821", "48 21 9", "abcdef"])
def test_the_join_screen_asks_for_six_digits(app: App, typed: str) -> None:
    screen = JoinScreen(app, discover=False)
    app.push(screen)
    screen._set_address("127.0.0.1:9")
    screen._set_code(typed)
    screen.join()
    assert screen.client is None and screen.message is not None
    assert screen.message[0] == i18n.t("join_bad_code") == "The join code is six digits."


def test_the_join_screen_says_the_host_checks_codes_in_turn_then_joins(app: App) -> None:
    """Wrong codes were tried: the host checks each in its turn; the join screen says why
    the welcome is late (in the player's language), waits for it, and opens the table."""
    import threading
    import time

    from scopa.core.game import Game
    from scopa.core.rules import Rules
    from scopa.net.host import Host, HostOptions

    host = Host(
        Game(Rules.preset("scopa"), 2, seed=2), ["net", "cpu:easy"], HostOptions("127.0.0.1")
    )
    host.guard.free = 0  # as if the typos were spent: every join waits its turn
    host.guard._next = time.monotonic() + 5.0  # and the next turn comes a while later
    host.start()
    stop = threading.Event()

    def pump() -> None:
        while not stop.is_set():
            host.wait(0.05)
            host.pump()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    try:
        i18n.set_language("it")
        app.settings = dataclasses.replace(app.settings, speed="instant")
        screen = JoinScreen(app, discover=False)
        screen.give_up = 3.0  # shorter than the wait: the screen waits longer, told to
        app.push(screen)
        screen._set_address(f"127.0.0.1:{host.port}")
        screen._set_code(shown_code(host.code))
        screen.join()
        said: list[str] = []

        def look() -> None:
            if screen.message is not None and screen.message[0] not in said:
                said.append(screen.message[0])

        wait_on_host(app, lambda: app.table is not None, look)
        assert i18n.t("join_queued") in said and "attendi" in i18n.t("join_queued")
        assert i18n.t("join_unreachable") not in said
    finally:
        stop.set()
        thread.join(5)
        host.close()
        i18n.set_language("en")


def test_mid_match_the_hosting_table_says_wrong_codes_are_tried(app: App, hosting) -> None:
    table, match = host_window(app, ["human", "net"])
    seat = Client(match.address.replace("0.0.0.0", "127.0.0.1"), match.code, name="Zia")
    seat.start()
    try:
        wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))
        guard = match.net.guard
        guard.free, guard.every = 2, 0.01
        port, code = match.net.port, match.code

        async def main() -> list[str]:
            return [
                await _guess(port, f"127.0.6.{1 + k}", f"{(int(code) + 1 + k) % 10**6:06d}")
                for k in range(2)
            ]

        assert _guessing_between_frames(main, match) == ["bad_code", "bad_code"]
        app.step(1 / 60)
        assert table.notice is not None and table.notice.error  # said in red, the panel gone
        assert table.notice.text == i18n.t("host_guessing", n=2)
        assert not lan.code_panel(table.match)  # the code still works: the table is not covered
    finally:
        seat.close()
