"""Text drawn once per (string, size, colour) and kept: a frame only blits."""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from .. import resources

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]
LIGHT: Colour = (246, 240, 222)
DARK: Colour = (18, 22, 20)
GOLD: Colour = (244, 200, 84)


class Surfaces:
    """Surfaces made once and kept within ``budget`` bytes of pixels, the least recently
    used let go first. A count of entries was no bound: the words of a long session (each
    last play, each notice) and the panels behind them come in ever new sizes, and two
    thousand of them held tens of megabytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._kept: dict[Any, pygame.Surface] = {}

    @staticmethod
    def weight(surf: pygame.Surface) -> int:
        return surf.get_pitch() * surf.get_height()

    def get(self, key: Any) -> pygame.Surface | None:
        surf = self._kept.pop(key, None)
        if surf is not None:
            self._kept[key] = surf  # the most recently used now
        return surf

    def put(self, key: Any, surf: pygame.Surface) -> None:
        old = self._kept.pop(key, None)
        if old is not None:
            self.bytes -= self.weight(old)
        self._kept[key] = surf
        self.bytes += self.weight(surf)
        while self.bytes > self.budget and len(self._kept) > 1:
            oldest = next(iter(self._kept))
            self.bytes -= self.weight(self._kept.pop(oldest))

    def clear(self) -> None:
        self._kept.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._kept)


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_cache = Surfaces(4 * 1024 * 1024)  # rendered words: a screenful many times over


# The game's typeface, shipped with it (assets/fonts, SIL Open Font License): Inter, drawn for
# screens, in a regular and a semibold face; a synthetic bold is never asked for.
_FACES = {False: "Inter-Regular.otf", True: "Inter-SemiBold.otf"}
# ``size`` is the height the layout asks for, as it was with pygame's own face, which is drawn
# at 0.6875 of the size it is given: the same factor keeps every layout's proportions.
_SCALE = 0.6875


def _forget_fonts() -> None:
    """pygame.quit() closes every font: the next one asked for is opened again."""
    _fonts.clear()


pygame.register_quit(_forget_fonts)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (max(6, int(size)), bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        px = max(6, round(key[0] * _SCALE))
        face = resources.fonts_dir() / _FACES[bold]
        try:
            f = pygame.font.Font(str(face), px)
        except (OSError, pygame.error):  # a damaged install: pygame's own face still reads
            log.warning("the typeface %s could not be read; using pygame's", face)
            f = pygame.font.Font(None, key[0])
        _fonts[key] = f
    return f


def render(
    text: str,
    size: int,
    colour: Colour = LIGHT,
    *,
    outline: bool = True,
    bold: bool = False,
) -> pygame.Surface:
    """``text`` at ``size`` px, with a dark outline so it reads on felt and on cards."""
    key = (text, int(size), colour, outline, bold)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    f = font(size, bold)
    inner = f.render(text, True, colour)
    if not outline:
        surf = inner
    else:
        edge = max(1, int(size) // 14)
        surf = _outline(f.render(text, True, DARK), edge)
        if edge >= _FILL_FROM:
            _fill_enclosed(surf)
        surf.blit(inner, (edge, edge))
    _cache.put(key, surf)
    return surf


_FILL_FROM = 3  # an edge this thick closes the counters of "o", "p", "a" to slivers: fill them


def _outline(shadow: pygame.Surface, edge: int) -> pygame.Surface:
    """The dark copy of the text grown by ``edge`` pixels all round, on a surface ``edge``
    larger on every side. One pixel: the eight neighbours. More: a disc, built as rows grown
    sideways one pixel at a time, each laid at the heights where the disc is that wide (a
    few dozen blits even for the title, where placing the copy at every offset took
    hundreds); the copies join by the larger alpha, so the edge stays smooth."""
    w, h = shadow.get_size()
    out = pygame.Surface((w + 2 * edge, h + 2 * edge), pygame.SRCALPHA)
    if edge == 1:
        out.blits(
            [(shadow, (1 + dx, 1 + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
        )
        return out
    rows = [pygame.Surface((w + 2 * edge, h), pygame.SRCALPHA)]
    rows[0].blit(shadow, (edge, 0))
    for _ in range(edge):
        grown = rows[-1].copy()
        grown.blit(rows[-1], (-1, 0), special_flags=pygame.BLEND_RGBA_MAX)
        grown.blit(rows[-1], (1, 0), special_flags=pygame.BLEND_RGBA_MAX)
        rows.append(grown)
    for dy in range(-edge, edge + 1):
        reach = min(edge, int(math.sqrt(max(0.0, (edge + 0.5) ** 2 - dy * dy))))
        out.blit(rows[reach], (0, edge + dy), special_flags=pygame.BLEND_RGBA_MAX)
    return out


def _fill_enclosed(surf: pygame.Surface) -> None:
    """Paint the see-through pixels the outline encloses (what is left of a letter's
    counter) in the outline's colour, so no speck or sliver of the background shows."""
    w, h = surf.get_size()
    holes = pygame.mask.from_surface(surf, 1)
    holes.invert()
    ring = [(dx, dy) for dx in (-2, -1, 0, 1, 2) for dy in (-2, -1, 0, 1, 2)]
    for part in holes.connected_components():
        box = part.get_bounding_rects()[0]
        if box.left > 0 and box.top > 0 and box.right < w and box.bottom < h:
            grown = part.copy()  # and the half-clear pixels at its rim, inside the outline
            for dx, dy in ring:
                grown.draw(part, (dx, dy))
            grown.to_surface(surf, setcolor=(*DARK, 255), unsetcolor=None)


def fit(
    text: str,
    size: int,
    width: int,
    *,
    colour: Colour = LIGHT,
    outline: bool = True,
    bold: bool = False,
) -> pygame.Surface:
    """``text`` at ``size`` or smaller, so that it is at most ``width`` wide."""
    surf = render(text, size, colour, outline=outline, bold=bold)
    while surf.get_width() > width and size > 10:
        size = int(size * 0.9)
        surf = render(text, size, colour, outline=outline, bold=bold)
    return surf


def common_size(texts: list[str], size: int, width: int, *, bold: bool = False) -> int:
    """The one size, ``size`` or smaller as :func:`fit` steps down, at which every one of
    ``texts`` is at most ``width`` wide: lines read together (a score box's sides) keep one
    size rather than each its own."""
    while size > 10 and any(render(x, size, bold=bold).get_width() > width for x in texts):
        size = int(size * 0.9)
    return size


def blit(
    target: pygame.Surface, surf: pygame.Surface, pos: tuple[float, float], anchor: str = "topleft"
) -> pygame.Rect:
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    target.blit(surf, rect)
    return rect
