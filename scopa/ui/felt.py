"""The table cloth: deep green, a soft vignette and a little noise, drawn once per size."""

from __future__ import annotations

import math
import random

import pygame

BASE = (22, 92, 58)
_cache: dict[tuple[int, int], pygame.Surface] = {}


def _noise_tile(side: int = 96) -> pygame.Surface:
    rnd = random.Random(11)
    values = rnd.randbytes(side * side)
    data = bytes(v for b in values for v in (b % 14,) * 3)
    return pygame.image.frombytes(data, (side, side), "RGB")


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    small_w, small_h = 48, 30
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy))
            alpha = int(200 * max(0.0, d - 0.35) ** 1.6)
            small.set_at((x, y), (0, 10, 4, min(255, alpha)))
    return pygame.transform.smoothscale(small, size)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The felt for a window of ``size``; cached, so resizing back is free."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    surf = _cache.get(size)
    if surf is not None:
        return surf
    surf = pygame.Surface(size)
    surf.fill(BASE)
    tile = _noise_tile()
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            surf.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    surf.fill((7, 7, 7), special_flags=pygame.BLEND_RGB_SUB)
    light = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    pygame.draw.ellipse(light, (255, 255, 220, 10), (w * 0.15, h * 0.12, w * 0.7, h * 0.7))
    surf.blit(light, (0, 0))
    surf.blit(_vignette(size), (0, 0))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert()
    if len(_cache) > 6:
        _cache.clear()
    _cache[size] = surf
    return surf
