"""An error no scene caught never closes the window unsaid: it is logged with its traceback,
the match is saved, and the player is told in their language, with Go on and Quit."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from scopa import Rules
from scopa.store.logs import setup_logging
from scopa.ui import i18n
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.nav import Scene
from scopa.ui.scenes.crash import CrashScene
from scopa.ui.scenes.menu import MainMenu
from scopa.ui.scenes.table import TableScene
from tests.helpers import ColourArt, hand_centre, post_click, post_key, wait_for

pytestmark = pytest.mark.tells_errors


class Broken(Scene):
    """A screen that fails in ``phase`` (handle, update or draw)."""

    def __init__(self, app: App, phase: str) -> None:
        super().__init__(app)
        self.phase = phase

    def _fail(self, phase: str) -> None:
        if phase == self.phase:
            raise RuntimeError(f"broken in {phase}")

    def handle(self, event: pygame.event.Event) -> None:
        self._fail("handle")

    def update(self, dt: float) -> None:
        self._fail("update")

    def draw(self, target: pygame.Surface) -> None:
        self._fail("draw")


@pytest.fixture
def game_log():
    """The game's log file, set up as the program does; the handlers go again after."""
    root = logging.getLogger()
    before = list(root.handlers)
    path = setup_logging()
    assert path is not None
    yield path
    for handler in root.handlers[len(before) :]:
        handler.close()
    root.handlers[:] = before


def _table_app(apps: list[App]) -> App:
    config = MatchConfig(
        Rules.preset("escoba_de_granja"), ["human", "cpu:random"], seed=3, speed="instant"
    )
    app = App(config, art=ColourArt())
    apps.append(app)
    return app


def _play_a_card(app: App) -> TableScene:
    table = app.table
    assert table is not None
    wait_for(app, lambda: table.my_turn)
    post_click(hand_centre(table, 0))
    wait_for(app, lambda: len(table.game.moves) >= 2 and table.my_turn)
    return table


@pytest.mark.parametrize(("phase", "lang"), [("handle", "en"), ("update", "it"), ("draw", "es")])
def test_an_error_in_a_scene_is_logged_the_match_saved_and_the_player_told(
    apps: list[App], game_log: Path, phase: str, lang: str
) -> None:
    app = _table_app(apps)
    table = _play_a_card(app)
    i18n.set_language(lang)
    app.push(Broken(app, phase))
    post_key(pygame.K_a)  # something for the broken screen to handle
    assert app.step(1 / 60)  # the window stays open
    crash = app.crash
    assert isinstance(crash, CrashScene)

    logged = game_log.read_text(encoding="utf-8")
    assert f"unexpected error in Broken.{phase}" in logged
    assert "Traceback (most recent call last)" in logged and f"broken in {phase}" in logged

    saved, problem = app.store.load_autosave()  # on disk already: the writes were waited for
    assert problem is None and saved is not None
    assert list(saved.game.moves) == list(table.game.moves)

    said = crash.sentences()
    assert said == [
        i18n.t("crash_what", where=i18n.t("crash_where_screen")),
        i18n.t("crash_saved"),
        i18n.t("crash_log"),
    ]
    words = {"en": "The match is saved", "it": "La partita è salvata", "es": "La partida está"}
    assert said[1].startswith(words[lang]) and crash.log == game_log
    post_key(pygame.K_RETURN)  # at once: meant for the table, not the message
    for _ in range(60):  # the broken screen is asked nothing more: no second error
        app.step(1 / 60)
    assert app.crash is crash
    assert logged.count("Traceback") == game_log.read_text(encoding="utf-8").count("Traceback")

    post_click(crash.buttons[0].rect.center)  # Go on: the main menu, with Continue
    app.step(1 / 60)
    menu = app.top
    assert app.crash is None and isinstance(menu, MainMenu) and app.scenes == [menu]
    continued = next(b for b in menu.buttons if b.label == i18n.t("menu_continue"))
    post_click(continued.rect.center)
    app.step(1 / 60)
    assert app.table is not None and list(app.table.game.moves) == list(saved.game.moves)


def test_the_overlay_goes_over_the_table_in_a_picture(apps: list[App], tmp_path: Path) -> None:
    """The table failing (the menu says which screen stopped); the picture is drawn."""
    app = _table_app(apps)
    table = _play_a_card(app)

    def broken(dt: float) -> None:
        raise ValueError("the table broke")

    table.update = broken  # type: ignore[method-assign]
    before = app.screen.copy()  # the table as last drawn
    app.step(1 / 60)
    crash = app.crash
    assert crash is not None
    assert crash.sentences()[0] == i18n.t("crash_what", where=i18n.t("crash_where_table"))
    app.step(1 / 60)
    shot = tmp_path / "crash.png"
    app.screenshot(shot)
    picture = pygame.image.load(str(shot))
    rect = crash.rect
    assert rect.width > app.size[0] // 2 and app.screen.get_rect().contains(rect)
    assert picture.get_at((rect.centerx, rect.top))[:3] == (200, 170, 90)  # its gold rim
    assert picture.get_at((rect.left + 40, rect.top + 8))[:3] == (16, 40, 30)  # the panel
    corner = before.get_at((4, 4))  # outside the panel: the table, dimmed
    dimmed = picture.get_at((4, 4))
    assert sum(dimmed[:3]) < sum(corner[:3])
    for button in crash.buttons:  # Go on and Quit, inside the panel
        assert rect.contains(button.rect) and button.rect.width > 0


def test_the_same_error_every_frame_neither_spins_nor_stacks(
    apps: list[App], game_log: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    def broken(self: MainMenu, target: pygame.Surface) -> None:
        raise RuntimeError("the menu cannot draw")

    monkeypatch.setattr(MainMenu, "draw", broken)
    app = App(None)
    apps.append(app)
    app.step(1 / 60)
    first = app.crash
    assert first is not None and app.running
    for _ in range(40):  # shown once: no new overlay, no new error
        app.step(1 / 60)
    assert app.crash is first
    assert game_log.read_text(encoding="utf-8").count("unexpected error in MainMenu.draw") == 1

    post_key(pygame.K_RETURN)  # Go on: the menu fails again, told a second time
    app.step(1 / 60)
    second = app.crash
    assert second is not None and second is not first and app.running
    for _ in range(40):  # read
        app.step(1 / 60)
    post_key(pygame.K_ESCAPE)  # Escape goes on too: the third time, the game stops
    app.step(1 / 60)
    assert app.crash is None and not app.running and app.failed
    err = capsys.readouterr().err
    assert "Scopa stopped on an unexpected error (RuntimeError: the menu cannot draw)" in err
    assert str(game_log) in err
    assert game_log.read_text(encoding="utf-8").count("unexpected error in MainMenu.draw") == 3


def test_an_error_while_the_message_shows_stops_the_game_with_it_printed(
    apps: list[App], game_log: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    def broken(self: CrashScene, target: pygame.Surface) -> None:
        raise KeyError("no words")

    monkeypatch.setattr(CrashScene, "draw", broken)
    app = _table_app(apps)
    table = _play_a_card(app)
    app.push(Broken(app, "update"))
    app.step(1 / 60)  # the first error: told in the next frame
    assert app.crash is not None and app.running
    app.step(1 / 60)  # whose drawing fails
    assert not app.running and app.failed and app.crash is None
    err = capsys.readouterr().err
    assert "Scopa stopped on an unexpected error (KeyError: 'no words')" in err
    assert "The match is saved: Continue takes it up." in err  # by the first error
    saved, _ = app.store.load_autosave()
    assert saved is not None and list(saved.game.moves) == list(table.game.moves)
    logged = game_log.read_text(encoding="utf-8")
    assert "broken in update" in logged and "the error's message failed too" in logged
    assert logged.count("Traceback (most recent call last)") == 2


def test_an_error_before_the_window_exists_is_logged_and_said_plainly(tmp_path: Path) -> None:
    """The real program, its window failing to open: the traceback in the log, one plain
    message on the terminal (no traceback there), and a failing exit code."""
    code = textwrap.dedent(
        """
        import sys
        from scopa.ui import app_loop

        def broken(self, *args, **kw):
            raise OSError("no window for you")

        app_loop.App.__init__ = broken
        from scopa.app import main
        sys.exit(main(["--frames", "2"]))
        """
    )
    env = dict(os.environ, SCOPA_HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1
    log_path = tmp_path / "log" / "scopa.log"
    assert "Scopa stopped on an unexpected error (OSError: no window for you)" in result.stderr
    assert f"The details are in {log_path}." in result.stderr
    assert "Traceback" not in result.stderr
    logged = log_path.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged and "no window for you" in logged
