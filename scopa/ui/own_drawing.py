"""Drawing a player's own cards away from the window, each within a time bound.

A card image of a player's own deck (:mod:`scopa.store.own_decks`) may be anything under
2 MB, and an SVG that small can take seconds to rasterize. So no frame ever draws one: the
window's thread only asks, and shows the built-in card meanwhile. One **drawer** thread takes
the requests, most urgent first (a card a frame is showing, then the deck screen's check,
then what a table draws ahead), reads the file and hands it to a **worker process** that
rasterizes it (SVG) or decodes and scales it (PNG) at one size and sends back the pixels.
The worker gets :data:`CARD_LIMIT` seconds a card: a card over it is stopped by killing the
worker (pygame's rasterizer cannot be interrupted, and a process can), the next request
starts a new one, and the card is marked slow, its built-in card shown in its place.

What each file came to (drawn, broken, slow, or not tried because its deck was given up) is
kept here by the file's path, modification time and size, so the deck screen says it and a
changed file is tried again. A deck's work is bounded as a whole too: when its first
:data:`FIRST_SLOW` cards tried all take too long, or :data:`MAX_SLOW` of them do in all, the
deck is given up and the rest of its cards are shown as the built-in ones without trying.

Should the worker process fail to start, cards are drawn on the drawer thread instead
(pygame's rasterizer lets go of the interpreter's lock, so frames go on meanwhile), with the
same time bound judged once the card is drawn.
"""

from __future__ import annotations

import atexit
import contextlib
import io
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pygame

from ..store.own_decks import read_image
from .raster import fit, rasterize

log = logging.getLogger(__name__)

Size = tuple[int, int]
CARD_LIMIT = 2.0  # seconds the worker may take over one card at one size
FIRST_SLOW = 3  # a deck whose first cards tried all take too long is given up after these
MAX_SLOW = 8  # and any deck with this many slow cards
START_LIMIT = 30.0  # seconds for a worker process to start
IDLE_STOP = 20.0  # seconds without work after which the worker process is ended
MAX_SIDE = 2048  # the largest card side the worker draws
THREAD = "scopa-own-cards"

URGENT, CHECK, AHEAD = 0, 1, 2  # a request's priority: shown now, deck screen, drawn ahead

# what became of a file: drawn (at some size), broken, slow, or skipped (its deck given up)
DRAWN, BROKEN, SLOW, SKIPPED = "drawn", "broken", "slow", "skipped"
FileKey = tuple[str, int, int]  # (path, modification time in ns, size in bytes)


class TooSlow(Exception):
    """The card took longer than its bound to draw."""


class NotDrawn(Exception):
    """The card's image could not be drawn (its words say why)."""


def file_key(path: Path) -> FileKey | None:
    """What names one version of a file: its path, modification time and size."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (str(path), info.st_mtime_ns, info.st_size)


def deck_key(folder: Path, images: dict[str, Path]) -> tuple[object, ...]:
    """What names one version of a deck: its folder and the versions of its card files."""
    return (str(folder), tuple(sorted((n, file_key(p)) for n, p in images.items())))


# -- the worker process ------------------------------------------------------------------


def draw_image(kind: str, data: bytes, size: Size) -> bytes:
    """The RGBA pixels of one card image drawn at exactly ``size`` (in the worker)."""
    if not (0 < size[0] <= MAX_SIDE and 0 < size[1] <= MAX_SIDE):
        raise ValueError(f"no card is drawn at {size[0]}x{size[1]}")
    if kind == "png":
        surface = fit(pygame.image.load(io.BytesIO(data), "card.png"), size)
    else:
        surface = rasterize(data, size)
    return pygame.image.tobytes(surface, "RGBA")


def serve(conn: Connection) -> None:
    """The worker process: draw each ``(kind, data, size)`` it is sent, answer ``("ok",
    pixels)`` or ``("broken", why)``; end when sent None or when its pipe ends."""
    # a main module run again here may have started SDL, which catches SIGTERM: the worker
    # ends when told to, as every child ends when its parent exits
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    with contextlib.suppress(OSError, AttributeError):  # the window's process comes first
        os.nice(10)
    conn.send(("ready",))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        kind, data, size = job
        try:
            answer: tuple[str, Any] = ("ok", draw_image(kind, data, size))
        except (pygame.error, ValueError, OSError, MemoryError) as exc:
            answer = ("broken", str(exc) or "the image could not be drawn")
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return


class Worker:
    """The drawer's side of the worker process: started when first needed, killed when a
    card is over its bound, started again for the next."""

    def __init__(self) -> None:
        self.process: Any = None
        self.conn: Connection | None = None
        self.broken = False  # it would not start: cards are drawn on the drawer thread
        self.started = 0  # processes started (the tests read it)

    def draw(self, kind: str, data: bytes, size: Size, limit: float) -> bytes:
        """The card's pixels; raises :class:`TooSlow` or :class:`NotDrawn`."""
        if self.process is not None and not self.process.is_alive():
            self.stop(kill=True)  # ended since its last card (killed from outside): anew
        if not self.broken and self.conn is None:
            self._start()
        if self.conn is None:
            return self._draw_here(kind, data, size, limit)
        try:
            self.conn.send((kind, data, size))
            if not self.conn.poll(limit):
                self.stop(kill=True)
                raise TooSlow
            answer = self.conn.recv()
        except (EOFError, OSError) as exc:  # it died over this card (memory, a crash)
            self.stop(kill=True)
            raise NotDrawn(f"the drawing stopped: {exc or 'its process ended'}") from None
        if answer[0] != "ok":
            raise NotDrawn(str(answer[1]))
        pixels: bytes = answer[1]
        if len(pixels) != size[0] * size[1] * 4:
            raise NotDrawn("the drawing came back the wrong size")
        return pixels

    def _draw_here(self, kind: str, data: bytes, size: Size, limit: float) -> bytes:
        start = time.perf_counter()
        try:
            pixels = draw_image(kind, data, size)
        except (pygame.error, ValueError, OSError, MemoryError) as exc:
            raise NotDrawn(str(exc) or "the image could not be drawn") from None
        if time.perf_counter() - start > limit:
            raise TooSlow
        return pixels

    def _start(self) -> None:
        process: Any = None
        ours: Connection | None = None
        try:
            context = multiprocessing.get_context("spawn")  # no fork of a threaded process
            ours, theirs = context.Pipe()
            process = context.Process(target=serve, args=(theirs,), name=THREAD, daemon=True)
            process.start()
            theirs.close()
            if not ours.poll(START_LIMIT) or ours.recv() != ("ready",):
                raise OSError("it did not start")
        except Exception as exc:  # no process of its own here: the thread draws
            log.warning("the card drawing process did not start (%r): drawing on a thread", exc)
            if process is not None and process.pid is not None:
                process.kill()
                process.join(5.0)
            if ours is not None:
                ours.close()
            self.broken = True
            return
        self.process, self.conn = process, ours
        self.started += 1

    def stop(self, kill: bool = False) -> None:
        process, conn = self.process, self.conn
        self.process = self.conn = None
        if conn is not None and not kill:
            try:
                conn.send(None)
            except (OSError, ValueError):
                kill = True
        if process is not None:
            if kill:
                process.kill()
            process.join(5.0)
            if process.is_alive():
                process.kill()
                process.join(5.0)
        if conn is not None:
            conn.close()


# -- the drawer thread -------------------------------------------------------------------


@dataclass
class _Job:
    priority: int
    order: int
    run: Callable[[], None]
    owner: object


@dataclass
class _DeckTally:
    drawn: int = 0
    slow: list[str] = field(default_factory=list)  # the files over the bound, in order
    given_up: bool = False


class Drawer:
    """The one thread that draws a player's cards, and what became of each file."""

    def __init__(self) -> None:
        self.worker = Worker()
        self.limit = CARD_LIMIT
        self.version = 0  # grows whenever a verdict changes (the deck screen redraws)
        self.closing = False  # the program is ending
        self._jobs: dict[object, _Job] = {}
        self._order = 0
        self._running: object | None = None  # the key of the job being run
        self._verdicts: dict[FileKey, tuple[str, str]] = {}
        self._decks: dict[tuple[object, ...], _DeckTally] = {}
        self._cond = threading.Condition()
        self._worker_lock = threading.Lock()  # the worker is used by one thread at a time
        self._thread: threading.Thread | None = None

    # -- asking (any thread) --------------------------------------------------------------

    def submit(self, key: object, run: Callable[[], None], priority: int, owner: object) -> None:
        """Queue ``run`` to be called on the drawer thread under ``key`` (asked again while
        queued, it keeps its place, moved up if the new ask is more urgent)."""
        with self._cond:
            if self.closing:
                return
            job = self._jobs.get(key)
            if job is not None:
                if priority < job.priority:
                    job.priority = priority
                return
            if key == self._running:
                return
            self._order += 1
            self._jobs[key] = _Job(priority, self._order, run, owner)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=THREAD, daemon=True)
                self._thread.start()
            self._cond.notify()

    def queued(self, key: object) -> bool:
        with self._cond:
            return key in self._jobs or key == self._running

    def forget(self, owner: object) -> None:
        """Drop the queued requests of ``owner`` (a deck no longer shown)."""
        with self._cond:
            for key in [k for k, job in self._jobs.items() if job.owner is owner]:
                del self._jobs[key]

    def wait_idle(self, timeout: float) -> bool:
        """Wait until nothing is queued or being drawn; whether it came to that in time."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._jobs or self._running is not None:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(min(left, 0.05))
        return True

    # -- what became of the files ------------------------------------------------------

    def verdict(self, key: FileKey | None) -> tuple[str, str] | None:
        """(what, why) for one version of a file, None while it has not been tried."""
        if key is None:
            return None
        with self._cond:
            return self._verdicts.get(key)

    def deck_given_up(self, deck: tuple[object, ...]) -> list[str] | None:
        """The files over the bound that made a deck be given up, None if it is not."""
        with self._cond:
            tally = self._decks.get(deck)
            return list(tally.slow) if tally is not None and tally.given_up else None

    def judge(self, key: FileKey | None, what: str, why: str = "") -> None:
        """Record what became of a file (a drawing does not undo a slow or broken one)."""
        if key is None:
            return
        with self._cond:
            old = self._verdicts.get(key)
            if what == DRAWN and old is not None and old[0] in (SLOW, BROKEN):
                return
            if old != (what, why):
                self._verdicts[key] = (what, why)
                self.version += 1

    def draw(
        self, deck: tuple[object, ...], file: FileKey | None, kind: str, data: bytes, size: Size
    ) -> bytes:
        """On the drawer thread: one card's pixels, counted against its deck. Raises
        :class:`TooSlow` (also when its deck is already given up) or :class:`NotDrawn`."""
        with self._cond:
            tally = self._decks.setdefault(deck, _DeckTally())
            skipped = tally.given_up
        if skipped:
            self.judge(file, SKIPPED)
            raise TooSlow
        try:
            with self._worker_lock:
                pixels = self.worker.draw(kind, data, size, self.limit)
        except TooSlow:
            name = Path(file[0]).name if file is not None else "?"
            with self._cond:
                tally.slow.append(name)
                if (not tally.drawn and len(tally.slow) >= FIRST_SLOW) or len(
                    tally.slow
                ) >= MAX_SLOW:
                    tally.given_up = True
                    log.warning(
                        "own deck %s: %s take too long to draw; its other cards are not tried",
                        deck[0],
                        ", ".join(tally.slow),
                    )
            self.judge(file, SLOW)
            raise
        except NotDrawn as exc:
            if not self.closing:
                self.judge(file, BROKEN, str(exc))
            raise
        with self._cond:
            tally.drawn += 1
        self.judge(file, DRAWN)
        return pixels

    def shut(self) -> None:
        """The program ends: nothing more is drawn, and the worker goes now (before
        multiprocessing's own ending waits on it; an ending while a card is drawn is no
        verdict on the card)."""
        with self._cond:
            self.closing = True
            self._jobs.clear()
        process = self.worker.process
        if process is not None and process.is_alive():
            process.kill()

    # -- the thread ------------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._jobs:
                    self._cond.wait(IDLE_STOP)
                if not self._jobs or self.closing:
                    job = None
                else:
                    key, job = min(self._jobs.items(), key=lambda kv: (kv[1].priority, kv[1].order))
                    del self._jobs[key]
                    self._running = key
            if job is None:  # nothing to draw for a while (or ever): the worker goes
                with self._worker_lock:
                    self.worker.stop()
                continue
            try:
                job.run()
            except Exception:  # one card's failure never ends the drawing of the others
                log.warning("drawing a card of one's own failed", exc_info=True)
            finally:
                with self._cond:
                    self._running = None
                    self._cond.notify_all()


DRAWER = Drawer()
atexit.register(DRAWER.shut)

CHECK_SIZE: Size = (40, 65)  # the deck screen's check draws each card this small


def check_deck(folder: Path, images: dict[str, Path]) -> None:
    """Ask the drawer to try each card of a deck not tried yet (the deck screen's check: it
    says what is broken or too slow before a table shows it)."""
    deck = deck_key(folder, images)
    if DRAWER.deck_given_up(deck) is not None:
        return
    for path in images.values():
        stamp = file_key(path)
        if stamp is not None and untried(DRAWER.verdict(stamp)):
            DRAWER.submit(("check", stamp), partial(_check, deck, path, stamp), CHECK, deck)


def untried(verdict: tuple[str, str] | None) -> bool:
    """Whether a file with this verdict is still to be tried (not yet, or only skipped with a
    deck since changed)."""
    return verdict is None or verdict[0] == SKIPPED


def _check(deck: tuple[object, ...], path: Path, stamp: FileKey) -> None:
    if not untried(DRAWER.verdict(stamp)):
        return
    try:
        data = read_image(path)
    except OSError as exc:
        DRAWER.judge(stamp, BROKEN, str(exc))
        return
    kind = "png" if data.startswith(b"\x89PNG") else "svg"
    with contextlib.suppress(TooSlow, NotDrawn):  # judged by the drawer
        DRAWER.draw(deck, stamp, kind, data, CHECK_SIZE)
