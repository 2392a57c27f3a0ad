"""The game's own icon: the settebello over the back of a card, on a round felt tile.

Drawn from the deck art (no image file of its own), for the window and the desktop entry.
"""

from __future__ import annotations

import contextlib

import pygame

from ..core.cards import Card
from .art import CardArt

FELT = (22, 96, 58)


def icon(size: int = 64, art: CardArt | None = None) -> pygame.Surface:
    """A square icon ``size`` pixels wide: two cards fanned on felt, the settebello on top."""
    art = art or CardArt("neapolitan")
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(out, (*FELT, 255), out.get_rect(), border_radius=size // 5)
    pygame.draw.rect(out, (240, 220, 160, 255), out.get_rect(), max(1, size // 32), size // 5)
    card_h = round(size * 0.78)
    card_w = round(card_h * 0.62)
    back = pygame.transform.rotozoom(art.back((card_w, card_h)), 14, 1.0)
    face = pygame.transform.rotozoom(art.face(Card.parse("7D"), (card_w, card_h)), -8, 1.0)
    out.blit(back, back.get_rect(center=(round(size * 0.4), round(size * 0.5))))
    out.blit(face, face.get_rect(center=(round(size * 0.58), round(size * 0.52))))
    return out


def set_window_icon() -> None:
    """The window's icon (before the window opens, so every system picks it up)."""
    with contextlib.suppress(pygame.error, OSError, ValueError):  # never a reason to stop
        pygame.display.set_icon(icon(64))
