"""One card image drawn at one size: an SVG rasterized, a PNG scaled to fit.

The built-in decks' art (:mod:`scopa.ui.art`) and the worker process that draws a player's own
cards (:mod:`scopa.ui.own_drawing`) both draw with these; the worker imports nothing else of
the game's.
"""

from __future__ import annotations

import io

import pygame

Size = tuple[int, int]


def fit(image: pygame.Surface, size: Size) -> pygame.Surface:
    """An image scaled to fit ``size``, centred on a transparent card of exactly that size."""
    w, h = image.get_size()
    if w <= 0 or h <= 0:
        raise ValueError("the image is empty")
    scale = min(size[0] / w, size[1] / h)
    source = pygame.Surface((w, h), pygame.SRCALPHA)  # 32 bits whatever the PNG held
    source.blit(image, (0, 0))
    scaled = pygame.transform.smoothscale(
        source, (max(1, round(w * scale)), max(1, round(h * scale)))
    )
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(scaled, scaled.get_rect(center=(size[0] // 2, size[1] // 2)))
    return out


def rasterize(svg: bytes, size: Size) -> pygame.Surface:
    """Draw SVG bytes at exactly ``size``; an SVG that draws nothing counts as broken."""
    drawn = pygame.image.load_sized_svg(io.BytesIO(svg), size)
    if drawn.get_size() != size:  # the loader rounds up by a pixel at some sizes
        exact = pygame.Surface(size, pygame.SRCALPHA)
        exact.blit(
            drawn,
            (
                max(0, (size[0] - drawn.get_width()) // 2),
                max(0, (size[1] - drawn.get_height()) // 2),
            ),
        )
        drawn = exact
    if pygame.mask.from_surface(drawn).count() == 0:
        raise ValueError("the SVG drew nothing")
    return drawn
