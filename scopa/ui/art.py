"""Card faces and backs as pygame surfaces, rasterized from the SVG art once per size.

Rasterizing an SVG costs milliseconds, a blit microseconds: each (deck, card, size) is drawn
once, kept in memory and saved as a PNG in the user cache folder, keyed on a hash of the SVG so
that new art replaces old rasters. A warm start therefore reads rasters and rasterizes no SVG.
A cached raster is the card's RGBA pixels, zlib-compressed at its fastest level behind a short
header (:data:`RASTER_MAGIC`, width, height): writing one costs a quarter of a PNG and reading
it back half, and a damaged or foreign file is simply drawn again.
Rasterizing runs outside the interpreter's lock, so :meth:`CardArt.preload` draws a deck on
several threads and :meth:`CardArt.prepare` draws ahead of play on one background thread; the
main thread only converts the finished surfaces for the display.
A missing or broken SVG is logged with its file name and replaced by a plain card drawn here,
so a damaged install still plays. A player's own deck (``own:NAME``, see
:mod:`scopa.store.own_decks`) is never drawn in this process: its SVG or PNG files go to
:mod:`scopa.ui.own_drawing`'s worker process, each within a time bound, and until a card comes
back (cached like ours) the built-in card of the same suit system is shown in its place, for
good when the image is missing, broken or too slow to draw; :attr:`CardArt.version` grows
whenever a shown card changes so, for whoever keeps copies of the faces.
Files, and so the rasters in memory and on disk, are named by the face of the deck's art
(:func:`scopa.ui.decks.art_rank` says which face a game's card shows: on the French decks a
40-card game's 8 is the face ``11``, the Jack), and a cached raster is keyed on its file's
name and a hash of its SVG, so a file whose drawing changes never shows an older raster.
"""

from __future__ import annotations

import hashlib
import logging
import os
import struct
import threading
import zlib
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pygame

from ..core.cards import SUIT_LETTERS, SUITS, Card
from ..core.names import DECKS, TWIN_MARK
from ..resources import cards_dir
from ..store.atomic import write_atomic
from ..store.own_decks import OwnDeck, find_own_deck, is_own, read_image
from ..store.paths import cache_dir
from .decks import GAME_RANKS, Face, art_index, art_rank, game_rank
from .own_drawing import (
    AHEAD,
    BROKEN,
    DRAWER,
    DRAWN,
    SKIPPED,
    SLOW,
    URGENT,
    NotDrawn,
    TooSlow,
    deck_key,
    file_key,
)
from .raster import rasterize

log = logging.getLogger(__name__)

Size = tuple[int, int]
START_WAIT = 30.0  # seconds preload() allows the worker process to start
CANVAS: Size = (400, 650)
ASPECT = CANVAS[1] / CANVAS[0]

_SUIT_COLOURS = {  # colour-blind-safe accents, used by the fallback faces
    "coins": (230, 159, 0),
    "cups": (213, 94, 0),
    "swords": (0, 114, 178),
    "clubs": (0, 158, 115),
}
_INK = (35, 28, 23)
_PAPER = (251, 246, 234)


# Whether prepare() draws ahead at all (the test suite turns it off: each test starts with an
# empty cache, and drawing four sizes of a deck for every table it opens would only cost time).
DRAW_AHEAD = True
DRAWING = "scopa-cards"  # the name of the thread that draws ahead


def wait_drawn(timeout: float) -> None:
    """Let every drawing ahead end (each stops at its next card once its deck is closed),
    and a player's own cards asked for: before the folder its cards are cached in goes away."""
    for thread in threading.enumerate():
        if thread.name == DRAWING:
            thread.join(timeout)
    DRAWER.wait_idle(timeout)


def size_for_width(width: int) -> Size:
    """The card size for a width, at the art's 8:13 proportions."""
    return (width, round(width * ASPECT))


class CardArt:
    """The faces and back of one deck (``neapolitan``, ``spanish`` or ``french``), for a game
    whose ranks run 1..``game_ranks`` (10: the 40-card game; 13: the 52-card one)."""

    def __init__(
        self,
        deck: str = "neapolitan",
        cache_root: Path | None = None,
        own: OwnDeck | None = None,
        game_ranks: int = GAME_RANKS,
    ) -> None:
        if own is None and is_own(deck):
            own = find_own_deck(deck)
        if own is not None:
            deck = own.id
        elif deck not in DECKS:
            log.warning("unknown deck %r: using the Neapolitan cards", deck)
            deck = "neapolitan"
        self.deck = deck
        self.own = own
        self.game_ranks = game_ranks
        self.cache_root = cache_root if cache_root is not None else cache_dir() / "cards"
        self.rasterized = 0  # SVGs rasterized by this instance (the bench and tests read it)
        self.failed: list[str] = []  # a player's own images that could not be drawn
        self.version = 0  # grows when a shown face changes (a player's own card came back)
        self.own_drawn: set[tuple[str, Size]] = set()  # the own cards in memory (the bench)
        self._bad: set[str] = set()  # a player's own cards shown by the built-in deck for good
        self._token = object()  # names this deck's requests to the drawer
        self._deck_key = deck_key(own.folder, own.images) if own is not None else ()
        self._memory: dict[tuple[str, Size], pygame.Surface] = {}
        self._svg: dict[str, bytes | None] = {}
        self._stand_in: CardArt | None = None
        # drawn ahead by prepare()'s thread, not yet converted for the display
        self._prepared: dict[tuple[str, Size], pygame.Surface] = {}
        # faces let go of because a copy of them is what is shown (see release())
        self._released: set[tuple[str, Size]] = set()
        self._lock = threading.Lock()
        self._generation = 0  # a newer prepare() call or close() stops the older thread

    def face(self, card: Card | str, size: Size) -> pygame.Surface:
        """The face of the game's ``card`` at ``size`` (width, height) in pixels."""
        card = card if isinstance(card, Card) else Card.parse(card)
        return self._get(self.name_of(card), _whole(size), Face(card.rank, card.suit))

    def art_face(self, rank: int, suit: str, size: Size) -> pygame.Surface:
        """The face of the deck's art of ``rank`` (as the art numbers it: 1-13 on the French
        decks) and ``suit``, whatever game is played (the gallery shows every face so)."""
        shown = game_rank(self.deck, rank, self.game_ranks)  # a stand-in deck draws that card
        game = Face(shown, suit) if shown is not None else None
        return self._get(Face(rank, suit).name, _whole(size), game)

    def name_of(self, card: Card | Face) -> str:
        """The art's file name for the game's ``card`` (``11S`` for a 40-card game's 8S on the
        French deck); ``game-`` and the card's notation when the deck has no face for it."""
        rank = art_rank(self.deck, card.rank, self.game_ranks)
        if rank is None:
            return f"game-{Face(card.rank, card.suit).name}"
        return Face(rank, card.suit).name

    def back(self, size: Size) -> pygame.Surface:
        return self._get("back", _whole(size), None)

    def preload(self, size: Size) -> None:
        """Draw every face and the back at ``size`` now, on as many threads as there are
        cores (up to four)."""
        size = _whole(size)
        todo = self._missing([size])
        if self.own is not None:
            self.stand_in().preload(size)
            for name, at, card in todo:
                self._ask(name, at, card, URGENT)
            DRAWER.wait_idle(START_WAIT + len(todo) * (DRAWER.limit + 1.0))
            for name, at, card in todo:
                self._get(name, at, card)
            return
        workers = max(1, min(4, os.cpu_count() or 1, len(todo)))
        with ThreadPoolExecutor(workers, thread_name_prefix=DRAWING) as pool:
            drawn = list(pool.map(lambda job: self._load(*job), todo))
        for (name, at, _), surface in zip(todo, drawn, strict=True):
            self._memory.setdefault((name, at), _for_display(surface))

    def prepare(self, sizes: Iterable[Size]) -> threading.Thread | None:
        """Start drawing every face and the back at ``sizes`` on a background thread, so
        that play finds them drawn; a later call replaces the earlier one's work. Returns
        the thread (None: nothing to draw, or drawing ahead is off)."""
        todo = self._missing([_whole(s) for s in sizes])
        with self._lock:
            self._generation += 1
            generation = self._generation
        if self.own is not None:  # the built-in cards shown until these come back
            DRAWER.forget(self._token)
            if DRAW_AHEAD:
                for name, at, card in todo:
                    self._ask(name, at, card, AHEAD)
            return self.stand_in().prepare(sizes)
        if not todo or not DRAW_AHEAD:
            return None
        thread = threading.Thread(
            target=self._prepare, args=(todo, generation), name=DRAWING, daemon=True
        )
        thread.start()
        return thread

    def close(self) -> None:
        """Stop any drawing ahead (the deck is no longer shown)."""
        with self._lock:
            self._generation += 1
        if self.own is not None:
            DRAWER.forget(self._token)
            if self._stand_in is not None:
                self._stand_in.close()

    def release(self, card: Card, size: Size) -> None:
        """Let go of ``card``'s plain face at ``size``: the table shows a copy made of it
        (its corner index drawn on), which keeps its pixels, so two copies of every face need
        not stay in memory. Drawing ahead skips it; asked for again, it is drawn again. A
        player's own deck keeps its faces (they come back from a worker, slowly)."""
        if self.own is not None:
            return
        key = (self.name_of(card), _whole(size))
        with self._lock:
            self._released.add(key)
            self._memory.pop(key, None)
            self._prepared.pop(key, None)

    def _missing(self, sizes: list[Size]) -> list[tuple[str, Size, Face | None]]:
        """What the game shows and is not drawn yet at ``sizes``: its cards' faces, the back."""
        jobs: list[tuple[str, Size, Face | None]] = []
        cards = [Face(rank, suit) for suit in SUITS for rank in range(1, self.game_ranks + 1)]
        for size in sizes:
            for name, card in [*((self.name_of(c), c) for c in cards), ("back", None)]:
                if (name, size) not in self._memory and (name, size) not in self._released:
                    jobs.append((name, size, card))
        return jobs

    def _prepare(self, todo: list[tuple[str, Size, Face | None]], generation: int) -> None:
        for name, size, card in todo:
            key = (name, size)
            with self._lock:
                if generation != self._generation:
                    return
                if key in self._memory or key in self._prepared or key in self._released:
                    continue
            try:
                surface = self._load(name, size, card)
            except Exception:  # never let a worker's failure reach play: the card loads later
                log.info("drawing %s ahead failed", name, exc_info=True)
                continue
            with self._lock:
                if key not in self._memory:
                    self._prepared[key] = surface

    def capture_badge(self, surface_or_size: pygame.Surface | Size, value: int) -> pygame.Surface:
        return capture_badge(surface_or_size, value)

    def svg_path(self, name: str) -> str:
        if self.own is not None:
            image = self.own.images.get(name)
            return str(image if image is not None else self.own.folder / f"{name}.svg")
        return str(cards_dir() / self.deck / f"{name}.svg")

    def stand_in(self) -> CardArt:
        """The built-in deck that draws what a player's own deck lacks."""
        if self._stand_in is None:
            deck = self.own.stand_in if self.own is not None else "neapolitan"
            self._stand_in = CardArt(deck, self.cache_root, game_ranks=self.game_ranks)
        return self._stand_in

    # -- loading ---------------------------------------------------------------------------

    def _get(self, name: str, size: Size, card: Face | None) -> pygame.Surface:
        if self.own is not None:
            return self._get_own(name, size, card)
        key = (name, size)
        surface = self._memory.get(key)
        if surface is None:
            with self._lock:
                drawn = self._prepared.pop(key, None)
            if drawn is None:
                drawn = self._load(name, size, card)
            surface = self._memory[key] = _for_display(drawn)
            self._released.discard(key)
        return surface

    def _read(self, name: str) -> bytes | None:
        if name not in self._svg:
            try:
                self._svg[name] = (cards_dir() / self.deck / f"{name}.svg").read_bytes()
            except OSError as exc:
                log.warning(
                    "card art missing: %s (%s); drawing a plain card instead",
                    self.svg_path(name),
                    exc.strerror or exc,
                )
                self._svg[name] = None
        return self._svg[name]

    def _failed(self, name: str, why: str, level: int = logging.WARNING) -> None:
        message = f"{self.svg_path(name)}: {why}"
        if message not in self.failed:
            self.failed.append(message)
            log.log(level, "card image not drawn: %s; the built-in card stands in", message)

    def _stand_in_for(self, name: str, card: Face | None, size: Size) -> pygame.Surface:
        """The built-in deck's drawing of the game's ``card`` (None: the back)."""
        art = self.stand_in()
        if card is None:
            return (
                art.back(size)
                if name == "back"
                else _fallback(self._label(name, None), self.deck, size)
            )
        return art._get(art.name_of(card), size, card)

    def _load(self, name: str, size: Size, card: Face | None) -> pygame.Surface:
        """A built-in deck's card, rasterized here (never a player's own: see _get_own)."""
        assert self.own is None
        data = self._read(name) if not name.startswith("game-") else None
        if data is None:
            return _fallback(self._label(name, card), self.deck, size)
        digest = hashlib.sha256(data).hexdigest()[:16]
        folder = self.cache_root / self.deck / f"{size[0]}x{size[1]}"
        cached = folder / f"{name}-{digest}{RASTER_SUFFIX}"
        hit = _cached_card(cached, size)
        if hit is not None:
            return hit
        try:
            surface = rasterize(data, size)
        except (pygame.error, ValueError) as exc:
            log.warning(
                "card art could not be drawn: %s (%s); drawing a plain card instead",
                self.svg_path(name),
                exc,
            )
            return _fallback(self._label(name, card), self.deck, size)
        with self._lock:
            self.rasterized += 1
        _save(surface, folder, name, cached)
        return surface

    def _label(self, name: str, card: Face | None) -> tuple[str, str] | None:
        """(index, suit) of a plain card drawn in place of ``name``; None for the back."""
        face = _face_named(name)
        if face is not None:
            return art_index(self.deck, face.rank), face.suit
        if card is not None:
            return str(card.rank), card.suit
        return None  # the back

    # -- a player's own deck: drawn by the drawer, the built-in card shown meanwhile -------

    def _get_own(self, name: str, size: Size, card: Face | None) -> pygame.Surface:
        """The deck's own drawing of ``name`` if it has come back; the built-in card
        otherwise, having asked for the drawing (never drawn here: see the module's words)."""
        key = (name, size)
        surface = self._memory.get(key)
        if surface is not None:
            if name not in self._bad:
                return surface
            del self._memory[key]  # slow at another size: the built-in card, at every size
            self.own_drawn.discard(key)
            self.version += 1
        with self._lock:
            drawn = self._prepared.pop(key, None)
        if drawn is not None and name not in self._bad:
            surface = self._memory[key] = _for_display(drawn)
            self.own_drawn.add(key)
            self.version += 1
            return surface
        if not self._stands_in(name):
            self._ask(name, size, card, URGENT)
        return self._stand_in_for(name, card, size)

    def _stands_in(self, name: str) -> bool:
        """Whether the built-in card shows ``name`` for good: no image, or one that failed."""
        assert self.own is not None
        return name in self._bad or name.startswith("game-") or name not in self.own.images

    def _ask(self, name: str, size: Size, card: Face | None, priority: int) -> None:
        if self._stands_in(name):
            return
        DRAWER.submit(
            (self._token, name, size),
            lambda: self._draw_own(name, size),
            priority,
            self._token,
        )

    def _draw_own(self, name: str, size: Size) -> None:
        """On the drawer's thread: the card from the raster cache, or from the worker, left
        for the next frame that shows it (a failure leaves it to the built-in card)."""
        assert self.own is not None
        key = (name, size)
        with self._lock:
            if key in self._prepared or key in self._memory or name in self._bad:
                return
        path = self.own.images[name]
        stamp = file_key(path)
        verdict = DRAWER.verdict(stamp)
        if verdict is not None and verdict[0] in (SLOW, BROKEN):
            self._give_up(name, verdict[1] or "it cannot be drawn", verdict[0] == SLOW)
            return
        try:
            data = read_image(path)
        except OSError as exc:
            DRAWER.judge(stamp, BROKEN, str(exc))
            self._give_up(name, str(exc), False)
            return
        digest = hashlib.sha256(data).hexdigest()[:16]
        folder = self.cache_root / "own" / self.own.folder.name / f"{size[0]}x{size[1]}"
        cached = folder / f"{name}-{digest}{RASTER_SUFFIX}"
        surface = _cached_card(cached, size)
        if surface is None:
            kind = "png" if data.startswith(b"\x89PNG") else "svg"
            try:
                pixels = DRAWER.draw(self._deck_key, stamp, kind, data, size)
            except TooSlow:
                given_up = (DRAWER.verdict(stamp) or ("",))[0] == SKIPPED
                self._give_up(name, "", True, given_up)
                return
            except NotDrawn as exc:
                self._give_up(name, str(exc) or "it cannot be drawn", False)
                return
            surface = pygame.image.frombytes(pixels, size, "RGBA")
            with self._lock:
                self.rasterized += 1
            _save(surface, folder, name, cached)
        else:
            DRAWER.judge(stamp, DRAWN)
        with self._lock:
            self._prepared[key] = surface

    def _give_up(self, name: str, why: str, slow: bool, given_up: bool = False) -> None:
        """The built-in card shows ``name`` from now on; the reason is logged and kept."""
        if DRAWER.closing:  # the program is ending: no verdict on the card
            return
        if given_up:  # the drawer said so once for the whole deck
            why = "not tried: the deck's first cards take too long to draw"
        elif slow:
            why = f"it takes longer than {DRAWER.limit:g} s to draw"
        self._failed(name, why, logging.INFO if given_up else logging.WARNING)
        with self._lock:
            self._bad.add(name)
            self._prepared = {k: v for k, v in self._prepared.items() if k[0] != name}


def _face_named(name: str) -> Face | None:
    """The face an art file's name stands for (``11S`` -> rank 11 of swords); None otherwise."""
    if len(name) < 2 or not name[:-1].isdigit() or name[-1] not in SUIT_LETTERS:
        return None
    return Face(int(name[:-1]), SUITS[SUIT_LETTERS.index(name[-1])])


RASTER_MAGIC = b"SCOPARGBA1"
RASTER_SUFFIX = ".rgba"
_HEADER = struct.Struct(">HH")


def _cached_card(cached: Path, size: Size) -> pygame.Surface | None:
    """A card drawn before at ``size`` and kept at ``cached``, if it is there and sound:
    the right header and size, and exactly the pixels of a card that size (read no further
    than a card that size could need, decompressed no further than its pixels)."""
    pixels = size[0] * size[1] * 4
    head = len(RASTER_MAGIC) + _HEADER.size
    try:
        with open(cached, "rb") as handle:
            data = handle.read(head + pixels + 1024)  # zlib never grows data by that much
    except FileNotFoundError:
        return None
    except OSError as exc:
        log.info("ignoring an unreadable cached card %s: %s", cached, exc)
        return None
    try:
        if not data.startswith(RASTER_MAGIC):
            raise ValueError("not a cached card")
        if _HEADER.unpack_from(data, len(RASTER_MAGIC)) != size:
            raise ValueError("another size")
        inflate = zlib.decompressobj()
        raw = inflate.decompress(data[head:], pixels + 1)
        if len(raw) != pixels or not inflate.eof:
            raise ValueError("not a whole card")
        return pygame.image.frombytes(raw, size, "RGBA")
    except (ValueError, zlib.error, pygame.error) as exc:
        log.info("ignoring a damaged cached card %s: %s", cached, exc)
        return None


def _save(surface: pygame.Surface, folder: Path, name: str, target: Path) -> None:
    """Write the raster cache, replacing older rasters of the same card; failures only log."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for stale in folder.glob(f"{name}-*"):  # older art, or the older PNG rasters
            if stale != target:
                stale.unlink(missing_ok=True)
        pixels = pygame.image.tobytes(surface, "RGBA")
        header = RASTER_MAGIC + _HEADER.pack(*surface.get_size())
        # a cache: no fsync; a write that fails (a full disk) leaves no temporary file
        write_atomic(target, header + zlib.compress(pixels, 1), durable=False)
    except (pygame.error, OSError) as exc:
        log.info("could not cache %s: %s", target, exc)


def _whole(size: Size) -> Size:
    w, h = int(size[0]), int(size[1])
    if w <= 0 or h <= 0:
        raise ValueError(f"a card size is positive, not {size!r}")
    return (w, h)


def _for_display(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when there is a display; keep it otherwise."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _font(height: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(None, max(8, height))
    font.set_bold(True)
    return font


# -- drawn in code: fallbacks and the capture-value badge ----------------------------------


def draw_suit(target: pygame.Surface, suit: str, centre: tuple[float, float], r: float) -> None:
    """A suit sign from primitives, shape first: disc, goblet, blade, knotted club."""
    x, y = centre
    colour = _SUIT_COLOURS.get(suit, _INK)
    width = max(1, round(r / 6))
    if suit == "coins":
        pygame.draw.circle(target, colour, (x, y), r)
        pygame.draw.circle(target, _INK, (x, y), r, width)
        pygame.draw.circle(target, _INK, (x, y), r * 0.45, width)
    elif suit == "cups":
        bowl = [(x - r * 0.8, y - r), (x + r * 0.8, y - r), (x + r * 0.2, y), (x - r * 0.2, y)]
        foot = [
            (x - r * 0.6, y + r),
            (x + r * 0.6, y + r),
            (x + r * 0.1, y + r * 0.5),
            (x - r * 0.1, y + r * 0.5),
        ]
        for shape in (bowl, foot):
            pygame.draw.polygon(target, colour, shape)
            pygame.draw.polygon(target, _INK, shape, width)
        pygame.draw.line(target, _INK, (x, y), (x, y + r * 0.6), width * 2)
    elif suit == "swords":
        blade = [(x, y - r * 1.1), (x + r * 0.18, y + r * 0.4), (x - r * 0.18, y + r * 0.4)]
        pygame.draw.polygon(target, colour, blade)
        pygame.draw.polygon(target, _INK, blade, width)
        pygame.draw.line(
            target, _INK, (x - r * 0.55, y + r * 0.45), (x + r * 0.55, y + r * 0.45), width * 2
        )
        pygame.draw.line(target, _INK, (x, y + r * 0.45), (x, y + r * 1.05), width * 2)
    else:
        pygame.draw.line(
            target, colour, (x - r * 0.4, y + r), (x + r * 0.4, y - r), max(2, round(r * 0.45))
        )
        for t in (-0.5, 0.1, 0.6):
            kx, ky = x + r * 0.4 * t, y - r * t
            pygame.draw.circle(target, _INK, (kx, ky), max(2, r * 0.16))


def _card_shape(target: pygame.Surface, fill: tuple[int, int, int]) -> None:
    w, _h = target.get_size()
    radius = max(2, w // 16)
    pygame.draw.rect(target, fill, target.get_rect(), border_radius=radius)
    pygame.draw.rect(target, _INK, target.get_rect(), max(1, w // 60), border_radius=radius)


def _fallback(label: tuple[str, str] | None, deck: str, size: Size) -> pygame.Surface:
    """A plain, readable card drawn with primitives: ``label``'s index and suit sign (the
    back when None)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    if label is None:
        _card_shape(surface, (27, 75, 140))
        step = max(4, w // 8)
        for offset in range(-h, w + h, step):
            pygame.draw.line(surface, (91, 143, 210), (offset, 0), (offset + h, h), 1)
            pygame.draw.line(surface, (91, 143, 210), (offset + h, 0), (offset, h), 1)
        pygame.draw.circle(surface, _PAPER, (w / 2, h / 2), w * 0.22)
        _card_shape_border(surface)
        return surface
    _card_shape(surface, _PAPER)
    text, suit = label
    index = _font(round(h * 0.2)).render(text, True, _SUIT_COLOURS[suit])
    surface.blit(index, (w * 0.08, h * 0.04))
    draw_suit(surface, suit, (w * 0.5, h * 0.58), w * 0.26)
    corner = pygame.transform.rotate(index, 180)
    surface.blit(corner, (w * 0.92 - corner.get_width(), h * 0.96 - corner.get_height()))
    return surface


def _card_shape_border(surface: pygame.Surface) -> None:
    w = surface.get_width()
    pygame.draw.rect(
        surface, _INK, surface.get_rect(), max(1, w // 60), border_radius=max(2, w // 16)
    )


def badge_place(size: Size) -> tuple[tuple[int, int], int]:
    """The capture badge's centre and radius: the same place on every card, tucked into the
    top right corner inside the border, where the index and the pips leave the paper bare."""
    w, _ = size
    radius = max(6, round(w * 0.095))
    inset = max(1, round(w * 0.02))
    return (w - radius - inset, radius + inset), radius


def capture_badge(surface_or_size: pygame.Surface | Size, value: int) -> pygame.Surface:
    """The capture value (1-10; 11-13 in a 52-card game) in a round badge in the card's top
    right corner.

    Given a card surface, returns a copy with the badge; given a size, returns a transparent
    overlay of that size to blit over a card.
    """
    if not 1 <= int(value) <= 13:
        raise ValueError(f"a capture value is 1 to 13, not {value!r}")
    if isinstance(surface_or_size, pygame.Surface):
        out = surface_or_size.copy()
    else:
        out = pygame.Surface(_whole(surface_or_size), pygame.SRCALPHA)
    w, h = out.get_size()
    centre, radius = badge_place((w, h))
    pygame.draw.circle(out, (250, 246, 236), centre, radius)
    inner = radius - max(1, radius // 6)
    pygame.draw.circle(out, (24, 40, 72), centre, inner)
    text = str(int(value))
    size = round(radius * 1.65)
    label = _font(size).render(text, True, (255, 255, 255))
    while label.get_width() > inner * 1.55 and size > 6:  # two digits keep clear of the ring
        size -= 1
        label = _font(size).render(text, True, (255, 255, 255))
    out.blit(label, label.get_rect(center=(centre[0], centre[1] + max(1, radius // 10))))
    return out


def corner_index(surface: pygame.Surface, value: int) -> pygame.Surface:
    """A copy of a card's face with its value in the top left corner, dark on a small light
    plate inside the border: the index a deck that prints none lacks, where a fanned hand
    leaves each card's left edge in view (the next card covers its right)."""
    if not 1 <= int(value) <= 13:
        raise ValueError(f"a capture value is 1 to 13, not {value!r}")
    out = surface.copy()
    w, _ = out.get_size()
    # at least 12 px: a small window's cards (40 px wide at 960x600) still read their value
    label = _font(max(12, round(w * 0.2))).render(str(int(value)), True, (24, 32, 48))
    inset = max(1, round(w * 0.035))
    pad = max(1, round(w * 0.02))
    plate = pygame.Rect(inset, inset, label.get_width() + 2 * pad, label.get_height())
    plate.width = max(plate.width, plate.height * 3 // 4)
    pygame.draw.rect(out, (250, 246, 236), plate, border_radius=max(2, pad * 2))
    pygame.draw.rect(out, (150, 140, 120), plate, 1, border_radius=max(2, pad * 2))
    out.blit(label, label.get_rect(center=plate.center))
    return out


def twin_mark(surface: pygame.Surface) -> pygame.Surface:
    """A copy of a card's face with the twin's mark, "II" on a small dark tab in the bottom
    left corner, where the index and the pips leave the paper bare: in a deck of every card
    twice, the second copy (``7D'``) reads apart from the first at a glance."""
    out = surface.copy()
    w, h = out.get_size()
    (_, _), radius = badge_place((w, h))
    label = _font(round(radius * 1.9)).render(TWIN_MARK, True, (255, 255, 255))
    inset = max(1, round(w * 0.03))
    pad = max(2, radius // 3)
    tab = pygame.Rect(0, 0, label.get_width() + 2 * pad, max(label.get_height(), radius * 2))
    tab.bottomleft = (inset, h - inset)
    pygame.draw.rect(out, (250, 246, 236), tab.inflate(2, 2), border_radius=pad + 1)
    pygame.draw.rect(out, (120, 28, 36), tab, border_radius=pad)
    out.blit(label, label.get_rect(center=tab.center))
    return out
