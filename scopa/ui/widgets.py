"""Small drawn pieces shared by the scenes: panels and buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import text

_panels: dict[tuple[int, int, int, tuple[int, int, int]], pygame.Surface] = {}


def panel(size: tuple[int, int], alpha: int = 170, colour: tuple[int, int, int] = (10, 24, 18)):
    """A rounded translucent dark panel (cached per size), for text over the felt."""
    key = (int(size[0]), int(size[1]), alpha, colour)
    surf = _panels.get(key)
    if surf is None:
        surf = pygame.Surface(key[:2], pygame.SRCALPHA)
        r = max(6, min(key[0], key[1]) // 8)
        pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, (240, 220, 160, 60), surf.get_rect(), 1, border_radius=r)
        if len(_panels) > 200:
            _panels.clear()
        _panels[key] = surf
    return surf


class Button:
    """A clickable label; Enter triggers the default button of a screen."""

    def __init__(self, label: str, action: Callable[[], None], *, default: bool = False) -> None:
        self.label, self.action, self.default = label, action, default
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False

    def place(self, centre: tuple[float, float], size: int) -> None:
        label = text.render(self.label, size, bold=True)
        self.rect = label.get_rect(center=(round(centre[0]), round(centre[1]))).inflate(
            size * 1.6, size * 0.8
        )

    def draw(self, target: pygame.Surface, size: int) -> None:
        colour = (196, 150, 52) if self.hover or self.default else (60, 90, 70)
        pygame.draw.rect(target, colour, self.rect, border_radius=self.rect.height // 3)
        pygame.draw.rect(target, (250, 235, 190), self.rect, 2, border_radius=self.rect.height // 3)
        text.blit(target, text.render(self.label, size, bold=True), self.rect.center, "center")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.action()
            return True
        return False
