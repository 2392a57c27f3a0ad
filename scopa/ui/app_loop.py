"""The window and its loop: a scene stack drawn every frame at a steady 60 fps.

``step(dt)`` is one frame (events, updates, drawing); ``run_frames`` lets tests and the bench
play a match without sleeping. Nothing slow happens in a frame: computer players think in a
worker thread and card faces are drawn once per size.

An error no scene caught never closes the window unsaid: it is logged with its traceback, the
match in progress is saved, and :class:`~scopa.ui.scenes.crash.CrashScene` tells the player,
in their language, what happened and where the log is (Go on: the main menu, with Continue).
The same error again and again stops the game with the message printed instead.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import logging
import os
import shutil
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Protocol

import pygame

from ..core.game import Game
from ..store.logs import log_file, stopped_words
from ..store.settings import Settings
from . import allocator
from .cards import Art
from .i18n import language, t
from .icon import set_window_icon
from .match import SPEED_RATES, MatchConfig
from .nav import Scene
from .scenes.crash import CrashScene
from .scenes.menu import MainMenu
from .scenes.saves_screen import shown_name
from .scenes.table import TableScene
from .sound import SoundBoard
from .storage import Storage, Store
from .table.local import LocalMatch
from .table.remote import RemoteMatch
from .tutorial import open_lessons

log = logging.getLogger(__name__)

__all__ = ["MIN_SIZE", "SPEED_RATES", "App", "MatchConfig", "Scene", "has_screen"]

IDLE_FPS = 12  # frames a second while nothing moves: input is still read at once
IDLE_REDRAW = 0.5  # and the picture is redrawn twice a second, for what changes slowly
MIN_SIZE = (960, 600)
# errors in the window within FAULT_SPAN seconds after which the game stops (the message
# printed) rather than tell the player once more
FAULTS_TO_STOP = 3
FAULT_SPAN = 60.0


@dataclass
class StartUp:
    """When the program started (``time.perf_counter``, set by the command line) and how
    long after that the first frame was on screen, in seconds; the log says it too."""

    launched: float | None = None
    first_frame: float | None = None
    # another game holds the player's folders (scopa.store.instance): this window plays but
    # saves no match, and keeps no match of the other's aside
    guest: bool = False


@dataclass
class Faults:
    """Errors no scene caught (see :meth:`App._fault`): the message shown for the last, when
    the last few came, the scene being asked (its class's name) and what, and whether the
    game stopped on one."""

    shown: CrashScene | None = None
    times: list[float] = field(default_factory=list)
    doing: tuple[str, str] = ("", "")
    failed: bool = False


class Board(Protocol):
    """A sound board as the menus drive it."""

    def play(self, name: str) -> object: ...
    def set_enabled(self, enabled: bool) -> None: ...
    def set_volume(self, volume: float) -> None: ...


def name_the_window() -> None:
    """The window's class is "Scopa" (not "main.py"), so a desktop groups it under the
    game's launcher; set before SDL opens the display."""
    # pygame, on import, names it after the script (sys.argv[0]): it is said again here
    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME"):
        os.environ[hint] = "Scopa"
    # A frame is blits onto the window's own surface: SDL's plain framebuffer shows it, with no
    # OpenGL renderer (and its ~100 MB of driver libraries) behind it unless asked for
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def has_screen() -> bool:
    """False when SDL found no real display and fell back to drawing nowhere."""
    name_the_window()
    if os.environ.get("SDL_VIDEODRIVER"):
        return True  # asked for by name (tests, benchmarks): trust it
    if sys.platform.startswith("linux") and not os.environ.get("XDG_RUNTIME_DIR"):
        # SDL complains on the terminal without one (it looks there for a Wayland socket):
        # a private folder of our own keeps its words off the player's screen
        runtime = tempfile.mkdtemp(prefix="scopa-runtime-")
        atexit.register(shutil.rmtree, runtime, ignore_errors=True)
        os.environ["XDG_RUNTIME_DIR"] = runtime
    pygame.display.init()
    return pygame.display.get_driver() not in ("offscreen", "dummy")


def _let_go() -> None:
    """Free the screens just closed now. A table's scene, its match and its cards' pictures
    hold one another in cycles, which Python frees only at its occasional full collection: a
    player going from match to match would carry several tables' pictures (tens of MB) in
    between. A change of screen is the moment a collection costs nothing seen."""
    gc.collect()


class App:
    def __init__(
        self,
        config: MatchConfig | None,
        *,
        size: tuple[int, int] = (1280, 800),
        fullscreen: bool = False,
        screenshots: str | None = None,
        shot_every: int = 90,
        art: Art | None = None,
        settings: object | None = None,
        store: Store | None = None,
        guest: bool = False,
    ) -> None:
        allocator.tune()  # before the first picture is allocated
        name_the_window()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Scopa")
        set_window_icon()
        self.windowed_size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.fullscreen = False
        self.screen = self._set_mode(self.windowed_size)
        self.scenes: list[Scene] = []
        self.running = True
        self.frame = 0
        # where a PNG of the window goes every so many frames
        self.shots = (Path(screenshots), max(1, shot_every)) if screenshots else None
        self.clock = pygame.time.Clock()
        self.last_input = self.last_draw = time.perf_counter()
        self.frame_times: list[float] = []
        self.start_up = StartUp(guest=guest)
        self.settings: Settings = settings if isinstance(settings, Settings) else Settings()
        self.problems: list[str] = []  # start-up problems (bad files set aside) to show once
        self.store: Store = store if store is not None else Storage()
        self._kept: str | None = None  # the save the match in progress was just kept as
        self._deck_set: str | None = None  # the deck setting the open table last heard
        self.table: TableScene | None = None
        self.faults = Faults()
        self._menu_sound: Board | Literal[False] | None = None  # False: no sound to be had
        if fullscreen:  # once the window is whole: filling the screen resizes what it shows
            self.toggle_fullscreen()
        if config is not None:
            self.start_match(config, art=art)
        else:
            self.show_home()

    # -- what is on screen ---------------------------------------------------------------
    def start_match(
        self,
        config: MatchConfig,
        game: Game | None = None,
        art: Art | None = None,
        match: LocalMatch | RemoteMatch | None = None,
        table: Callable[..., TableScene] = TableScene,
    ) -> TableScene:
        """Replace whatever is shown by a table playing ``config`` (or resuming ``game``, or
        the seat ``match`` joined on another computer); ``table`` makes the table's screen
        (a lesson's, for the guided first match)."""
        self._close_scenes()
        unsaved = self.guest and config.save and not config.demo
        if unsaved:  # the other window's saves are its own: this match is not saved
            config.save = False
        if match is None and config.save and not config.demo:
            # no round played yet, anywhere: a new player, also taking up the first match
            stats, _ = self.store.load_stats()
            config.first = not any(v.rounds for v in stats.variants.values())
        self.table = None
        self.scenes = []
        _let_go()
        self.table = table(self, config, art=art, game=game, match=match)
        self.scenes = [self.table]
        self.table.resize(self.size)
        self.apply_settings(live=False)
        if self._kept is not None:  # the match this one replaced: where it was kept
            self.table.say(t("kept_match", name=shown_name(self._kept)), 10.0)
            self._kept = None
        if unsaved:
            self.table.say(lambda: t("already_open_guest"), 12.0)
        return self.table

    def open_pause(self, table: TableScene) -> None:
        """Escape at the table: the in-game menu (resume, save, rules, settings, leave)."""
        table.open_menu()

    @property
    def guest(self) -> bool:
        """Whether another window holds the player's folders: this one saves no match."""
        return self.start_up.guest

    def keep_match_in_progress(self) -> str | None:
        if self.guest:  # the match in progress is the other window's, still being played
            return None
        if self.table is not None and self.table.keeper is not None:
            self.table.keeper.flush()  # the autosave holds its last play
        kept = self.store.keep_autosave()
        self._kept = kept
        return kept

    def match_in_progress(self) -> bool:
        """Whether a table is open on a match that is not over and is being kept."""
        table = self.table
        return table is not None and not table.game.match_over and table.keeper is not None

    # -- settings, sound and sizes for the menus -----------------------------------------
    def font_size(self) -> int:
        """The menus' text size: from the window, times the UI scale setting."""
        w, h = self.size
        scale = getattr(self.settings, "ui_scale", 100) / 100
        return max(14, round(min(h / 31, w / 48) * scale))

    def click(self) -> None:
        """The soft click of a menu control (silent without audio or with sound off)."""
        if not self.settings.sound:
            return
        if self._menu_sound is None:
            try:
                self._menu_sound = SoundBoard(True, self.settings.volume / 100)
            except Exception:  # no sound is never a reason to stop
                self._menu_sound = False
        if self._menu_sound:
            with contextlib.suppress(Exception):
                self._menu_sound.play("click")

    def apply_settings(self, live: bool = True) -> None:
        """Make the settings felt: sound on every board; ``live`` (changed in the Settings
        screen) also sets the open table's speed, which otherwise comes from its match."""
        s = self.settings
        for board in (self._menu_sound, getattr(getattr(self.table, "sound", None), "board", None)):
            if board:
                with contextlib.suppress(Exception):
                    board.set_enabled(s.sound)
                    board.set_volume(s.volume / 100)
        if self.table is not None:
            if live:
                self.table.speed = s.speed
                if s.deck != self._deck_set:  # the deck setting changed: the table's too
                    self.table.use_deck(
                        s.deck if s.deck != "auto" else self.table.game.rules.deck.art
                    )
            self._deck_set = s.deck
            self.table.images.badges = s.capture_badges(self.table.deck)
            self.table.resize(self.size)  # the text size, felt at the table too

    def show_home(self) -> None:
        """The main menu."""
        self._close_scenes()
        self.table = None
        self.scenes = []
        _let_go()
        self.scenes = [MainMenu(self)]
        self.scenes[0].resize(self.size)

    def learn(self) -> None:
        """Learn to play: which game to learn, or the lessons where they were left."""
        open_lessons(self)

    # -- window ------------------------------------------------------------------------
    def _set_mode(self, size: tuple[int, int], flags: int = pygame.RESIZABLE) -> pygame.Surface:
        screen = pygame.display.set_mode(size, flags)
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
        return screen

    @property
    def crash(self) -> CrashScene | None:
        """The message an error left, shown instead of the scenes until it is answered."""
        return self.faults.shown

    @property
    def failed(self) -> bool:
        """Whether the game stopped on an error it could not show in the window."""
        return self.faults.failed

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        """Fill the screen, or go back to the window as it was, centred. The screen is filled
        at the desktop's own resolution (no change of video mode, which left the window off
        the screen on the way back); where the window cannot be reached, as before."""
        window = self._window()
        if window is None:
            if self.fullscreen:
                self.screen = self._set_mode(self.windowed_size)
            else:
                self.windowed_size = self.size
                self.screen = self._set_mode((0, 0), pygame.FULLSCREEN)
        elif self.fullscreen:
            window.set_windowed()
            window.size = self.windowed_size
            window.position = pygame.WINDOWPOS_CENTERED
            self.screen = pygame.display.get_surface() or self.screen
        else:
            self.windowed_size = self.size
            window.set_fullscreen(desktop=True)
            self.screen = pygame.display.get_surface() or self.screen
        self.fullscreen = not self.fullscreen
        self._resized()

    @staticmethod
    def _window() -> pygame.Window | None:
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
        return None

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if size != self.size:
            self.screen = self._set_mode(size)
        self._resized()

    def _resized(self) -> None:
        if self.crash is not None:  # the scenes below stay as the error left them
            self.crash.resize(self.size)
            return
        for scene in self.scenes:
            self.faults.doing = (type(scene).__name__, "resize")
            scene.resize(self.size)

    # -- the stack ---------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.resize(self.size)

    def pop(self, scene: Scene | None = None) -> None:
        top = self.scenes[-1] if self.scenes else None
        if scene is None:
            self.scenes.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
        if self.scenes and self.scenes[-1] is not top:
            self._point(self.scenes[-1])

    @staticmethod
    def _point(scene: Scene) -> None:
        """Tell a scene back on top where the mouse is now, so that a button it lit while
        the mouse was over it (the one that opened the screen just closed) goes out."""
        pos = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def quit(self) -> None:
        self.running = False

    # -- frames ------------------------------------------------------------------------
    def step(self, dt: float, draw: bool = True) -> bool:
        """One frame: input to the top scene, every scene updated, the visible ones drawn
        (``draw`` False: a still frame, updated but not redrawn). An error no scene caught
        ends the frame and is told (:meth:`_fault`); it never leaves the loop."""
        try:
            self._frame(dt, draw)
        except Exception as exc:
            self._fault(exc)
        return self.running

    def _frame(self, dt: float, draw: bool) -> None:
        start = time.perf_counter()
        self.faults.doing = ("", "")
        for event in pygame.event.get():
            if event.type != pygame.ACTIVEEVENT:
                self.last_input = start
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self.resize(event.size)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif self.crash is not None:
                self.faults.doing = ("CrashScene", "handle")
                self.crash.handle(event)
            elif self.scenes:
                self.faults.doing = (type(self.top).__name__, "handle")
                self.top.handle(event)
        if self.crash is not None:  # while an error is told, the scenes below are left alone
            self.faults.doing = ("CrashScene", "update")
            self.crash.update(dt)
        else:
            for scene in list(self.scenes):
                self.faults.doing = (type(scene).__name__, "update")
                scene.update(dt)
        if not draw:
            return
        self.last_draw = time.perf_counter()
        if self.crash is not None:
            self.faults.doing = ("CrashScene", "draw")
            self.crash.draw(self.screen)
        else:
            first = 0
            for i, scene in enumerate(self.scenes):
                if scene.opaque:
                    first = i
            for scene in self.scenes[first:]:
                self.faults.doing = (type(scene).__name__, "draw")
                scene.draw(self.screen)
        self.faults.doing = ("", "")
        pygame.display.flip()
        self.frame += 1
        if self.frame == 1 and self.start_up.launched is not None:
            self.start_up.first_frame = time.perf_counter() - self.start_up.launched
            log.info(
                "first frame on screen at %.3f, %.0f ms after the game's modules loaded",
                time.time(),
                self.start_up.first_frame * 1000,
            )
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 100000:
            del self.frame_times[:50000]
        if self.shots is not None and self.frame % self.shots[1] == 0:
            self.screenshot(self.shots[0] / f"frame_{self.frame:05d}.png")

    # -- an error in the window --------------------------------------------------------
    def _fault(self, exc: Exception) -> None:
        """An error no scene caught: logged with its traceback, the match in progress saved,
        and the player told in the window; an error while that message shows, or the third
        within a minute, stops the game with the message printed instead."""
        name, doing = self.faults.doing
        self.faults.doing = ("", "")
        if self.crash is not None or name == "CrashScene":
            log.critical("the error's message failed too", exc_info=exc)
            self._stop(exc, self.crash.saved if self.crash is not None else None)
            return
        log.error("unexpected error in %s.%s", name or "the app", doing or "step", exc_info=exc)
        now = time.monotonic()
        self.faults.times = [when for when in self.faults.times if now - when < FAULT_SPAN] + [now]
        saved = self._save_after_fault()
        if len(self.faults.times) >= FAULTS_TO_STOP:
            log.critical(
                "%d errors in under %.0f seconds: the game stops",
                len(self.faults.times),
                FAULT_SPAN,
            )
            self._stop(exc, saved)
            return
        try:
            self.faults.shown = CrashScene(
                self,
                self.screen.copy(),
                where=name,
                saved=saved,
                log=log_file(),
                go_on=self._go_on,
                leave=self.quit,
            )
            self.faults.shown.resize(self.size)
        except Exception as inner:
            log.critical("the error's message could not be shown", exc_info=inner)
            self._stop(exc, saved)

    def _save_after_fault(self) -> bool | None:
        """Save the match in progress as it stands and wait for every write the keeper
        holds: True once done, False if it failed, None without a match kept here."""
        table = self.table
        if table is None or not self.match_in_progress():
            return None
        keeper = table.keeper
        assert keeper is not None
        try:
            keeper.save(table.game)  # type: ignore[arg-type]  # a local match's game
            keeper.flush()
        except Exception:
            log.exception("the match could not be saved after the error")
            return False
        notice = None
        while (said := keeper.take_notice()) is not None:
            notice = said
        return notice is None or notice[0] != "failed"

    def _go_on(self) -> None:
        """Go on after an error: the main menu, whose Continue takes the match up again."""
        self.faults.shown = None
        self.show_home()

    def _stop(self, exc: BaseException, saved: bool | None) -> None:
        """End the game, saying why on the terminal (the window could not)."""
        self.faults.shown = None
        self.running = False
        self.faults.failed = True
        with contextlib.suppress(Exception):
            print(stopped_words(exc, saved, language()), file=sys.stderr)

    def screenshot(self, path: str | os.PathLike[str]) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))

    def run_frames(self, n: int, dt: float = 1 / 60) -> None:
        """Play ``n`` frames of ``dt`` seconds each as fast as possible (tests, bench)."""
        for _ in range(n):
            if not self.step(dt):
                break

    @property
    def busy(self) -> bool:
        """Something moves, or the player touched something in the last second."""
        if time.perf_counter() - self.last_input < 1.0:
            return True
        if self.crash is not None:
            return False  # an error's message: still, until the player answers
        try:
            return any(getattr(scene, "animating", False) for scene in self.scenes)
        except Exception as exc:  # a scene that cannot say: an error in the window
            self._fault(exc)
            return True

    def run(self, frames: int | None = None) -> int:
        """The real loop: 60 fps while anything moves, a gentle 12 fps while the table just
        waits for the player (so a laptop is not kept busy redrawing a still picture)."""
        dt = 1 / 60
        while self.running:
            busy = self.busy or frames is not None
            self.step(dt, draw=busy or time.perf_counter() - self.last_draw > IDLE_REDRAW)
            if frames is not None and self.frame >= frames:
                break
            fps = 60 if busy else IDLE_FPS
            dt = min(0.1, self.clock.tick(fps) / 1000)
        self.close()
        return 1 if self.faults.failed else 0

    def close(self) -> None:
        self._close_scenes()
        pygame.display.quit()

    def _close_scenes(self) -> None:
        """Let every scene stop its threads and finish its writes (one that fails to is
        logged, and the others still close)."""
        for scene in self.scenes:
            closer = getattr(scene, "close", None)
            if callable(closer):
                try:
                    closer()
                except Exception:
                    log.exception("%s did not close cleanly", type(scene).__name__)
