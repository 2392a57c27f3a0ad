"""The table cloth: deep green, a soft vignette and a little noise, drawn once per size."""

from __future__ import annotations

import math
import random

import pygame

from .text import Surfaces

BASE = (22, 92, 58)
# the window's size and the one before it, at 2560x1440: a window resized by dragging its
# edge through many sizes kept up to seven window-sized cloths (58 MB at 1920x1080)
_cache = Surfaces(2 * 2560 * 1440 * 4)


_GRAIN = 14  # the noise adds 0..13 to each channel of the cloth, which is then darkened by 7
_DARKER = 7


def _noise_tile(side: int = 96) -> pygame.Surface:
    """A tile of the finished cloth: the base colour plus grain, darkened (no blending later)."""
    rnd = random.Random(11)
    grain = rnd.randbytes(side * side)
    data = bytearray(side * side * 3)
    for channel, base in enumerate(BASE):
        # base + grain - darker stays within 0..255 for this base, so no channel saturates
        shift = bytes(max(0, min(255, base + b % _GRAIN - _DARKER)) for b in range(256))
        data[channel::3] = grain.translate(shift)
    return pygame.image.frombytes(bytes(data), (side, side), "RGB")


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    small_w, small_h = 48, 30
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy))
            if d < 0.45:  # a soft pool of light in the middle of the cloth
                small.set_at((x, y), (255, 255, 225, int(14 * (1 - d / 0.45))))
            else:
                alpha = int(230 * (d - 0.45) ** 1.5)
                small.set_at((x, y), (0, 10, 4, min(255, alpha)))
    return pygame.transform.smoothscale(small, size)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The felt for a window of ``size``; cached, so resizing back is free."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    surf = _cache.get(size)
    if surf is not None:
        return surf
    shown = pygame.display.get_init() and pygame.display.get_surface() is not None
    surf = pygame.Surface(size)
    tile = _noise_tile()
    if shown:  # in the window's own pixel format, the copies below are plain copies
        surf, tile = surf.convert(), tile.convert()
    tw, th = tile.get_size()
    surf.blits([(tile, (x, y)) for y in range(0, size[1], th) for x in range(0, size[0], tw)])
    surf.blit(_vignette(size), (0, 0))
    _cache.put(size, surf)
    return surf
