"""The question put to a person asked to answer a claimed sweep: a panel on the table (not a
screen of its own), its words and the Trust / Doubt buttons with their keys. It lies over the
person's own hand, which plays no card in an answer, so the table it asks about stays in view."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..layout import Layout
from ..text import LIGHT, render
from ..widgets import Button, panel, wrap


class ClaimButtons:
    """The claim button beside the hand, and the question's Trust and Doubt buttons."""

    def __init__(
        self,
        claim: Callable[[], None],
        answer: Callable[[bool], None],
        click: Callable[[], None] | None = None,
    ) -> None:
        self.claim = Button("", claim, click=click)
        self.answers = [
            Button("", lambda: answer(True), default=True, click=click),
            Button("", lambda: answer(False), click=click),
        ]


def question(target: pygame.Surface, lay: Layout, words: str, buttons: list[Button]) -> None:
    """``words`` and ``buttons`` in a panel at the foot of the table, over the own hand."""
    x0, _, tw, _ = lay.table_rect
    f = lay.font
    natural = render(words, f).get_width() + f * 2  # one line, where the window allows
    width = round(min(lay.w * 0.6, max(f * 22, natural)))
    lines = [render(line, f, LIGHT) for line in wrap(words, f, width - f * 2)]
    for button in buttons:
        button.place((0, 0), f)
    row = max(b.rect.height for b in buttons) if buttons else 0
    height = round(sum(s.get_height() for s in lines) + row + f * 2.4)
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (round(x0 + tw / 2), round(lay.h - lay.margin / 2))
    rect.clamp_ip(target.get_rect())
    target.blit(panel(rect.size, 235, (16, 40, 30)), rect)
    pygame.draw.rect(target, (200, 170, 90), rect, 2, border_radius=max(4, f // 2))
    y = rect.top + f * 0.8
    for line in lines:
        target.blit(line, line.get_rect(midtop=(rect.centerx, round(y))))
        y += line.get_height()
    if not buttons:
        return
    each = max(b.rect.width for b in buttons)
    gap = f
    x = rect.centerx - (len(buttons) * each + (len(buttons) - 1) * gap) / 2
    for button in buttons:
        button.rect.width = each
        button.rect.left = round(x)
        button.rect.bottom = round(rect.bottom - f * 0.6)
        button.draw(target, f)
        x += each + gap
