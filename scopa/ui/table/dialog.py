"""Panels on the table (not screens of their own) that ask the player something.

The question put to a person asked to answer a claimed sweep: its words and the Trust / Doubt
buttons with their keys. It lies over the person's own hand, which plays no card in an
answer, so the table it asks about stays in view.

The choice of what a card does, where a build or laying it down is among its moves: a button
for each move the core offers for the card, in words (take these cards, build 7 on this card,
raise that build, lay it down), since the cards a build lights could as well be taken and a
lay lights none. It stands just above the hand, whose card waits raised; Tab, the arrows, a
number or a click choose, as for captures.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from ...core.declarations import wild_rank_of
from ...core.moves import Move
from ...core.view import PlayerView
from ..i18n import t
from ..layout import Layout
from ..messages import join
from ..text import LIGHT, render
from ..widgets import Button, Click, button_row, panel, wrap
from .model import TableModel
from .words import TableWords


class TableButtons:
    """The buttons beside the own hand, kept from frame to frame (their focus and hover with
    them) and labelled again in each frame's language: one for each way to declare the hand,
    the claim, the question's Trust and Doubt, and the tools (a hint, taking back a move, the
    plays so far)."""

    def __init__(
        self,
        *,
        declare: Callable[[int], None],
        claim: Callable[[], None],
        answer: Callable[[bool], None],
        hint: Callable[[], None],
        undo: Callable[[], None],
        history: Callable[[], None],
        click: Click | None = None,
    ) -> None:
        self._choose, self._click = declare, click
        self.declare: dict[int, Button] = {}  # by the declaration's flag
        self.claim = Button("", claim, click=click)
        self.answers = [
            Button("", lambda: answer(True), default=True, click=click),
            Button("", lambda: answer(False), click=click),
        ]
        self.hint = Button("", hint, click=click)
        self.undo = Button("", undo, click=click)
        self.plays = Button("", history, click=click)

    def declarations(self, model: TableModel, words: TableWords, idle: bool) -> list[Button]:
        """One button for each way to declare the hand, while its first card is to come."""
        buttons = []
        for flag, points, kinds in model.declarations() if idle else ():
            button = self.declare.get(flag)
            if button is None:
                button = self.declare[flag] = Button(
                    "", partial(self._choose, flag), click=self._click
                )
            on = model.declare == flag
            button.label = words.declare_button(kinds, points, wild_rank_of(flag), on)
            buttons.append(button)
        return buttons

    def claims(self, model: TableModel, words: TableWords, idle: bool) -> list[Button]:
        """The claim button, where the core lists claims among this seat's moves now."""
        if not (idle and model.may_claim()):
            return []
        self.claim.label = words.claim_button(model.claiming)
        return [self.claim]

    def trust_and_doubt(self) -> list[Button]:
        """Trust and Doubt, for the seat asked to answer a claim."""
        trust, doubt = self.answers
        trust.label, doubt.label = t("trust_button"), t("doubt_button")
        return self.answers

    def tools(self, *, hint: bool, undo: bool | None) -> list[Button]:
        """A hint (``hint``: it may be asked now), taking back a move (``undo``: it may be
        taken back now; None: not offered at this table), and the plays so far."""
        # labelled again each time: the language may have changed since the last frame
        self.hint.label, self.undo.label = t("hint_button"), t("undo")
        self.plays.label = t("history_button")
        self.hint.enabled = hint
        self.undo.enabled = bool(undo)
        return [self.hint, self.plays] if undo is None else [self.hint, self.undo, self.plays]


def question_rect(
    lay: Layout, words: str, buttons: list[Button], window: pygame.Rect
) -> tuple[pygame.Rect, list[pygame.Surface]]:
    """Where the question's panel goes, and its lines: over the foot of the table, its
    bottom clear of the own hand (a card raised by the keyboard's focus included), the
    whole panel in the window."""
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
    hand_top = lay.h - lay.margin - lay.hand_h * 1.12 - lay.hand_w * 0.08
    rect.midbottom = (round(x0 + tw / 2), round(hand_top - lay.margin / 2))
    rect.clamp_ip(window)
    return rect, lines


def question(target: pygame.Surface, lay: Layout, words: str, buttons: list[Button]) -> None:
    """``words`` and ``buttons`` in a panel at the foot of the table, above the own hand."""
    f = lay.font
    rect, lines = question_rect(lay, words, buttons, target.get_rect())
    target.blit(panel(rect.size, 255, (16, 40, 30)), rect)  # opaque: nothing reads through
    pygame.draw.rect(target, (200, 170, 90), rect, 2, border_radius=max(4, f // 2))
    y = rect.top + f * 0.8
    for line in lines:
        target.blit(line, line.get_rect(midtop=(rect.centerx, round(y))))
        y += line.get_height()
    if not buttons:
        return
    button_row(buttons, rect.centerx, f, bottom=rect.bottom - f * 0.6)
    for button in buttons:
        button.draw(target, f)


class ChoiceButtons:
    """A button for each move of a choice that holds a build, numbered as its key."""

    def __init__(self, click: Click = None) -> None:
        self.click = click
        self.buttons: list[Button] = []
        self.take: Callable[[int], None] = lambda index: None

    def labelled(self, labels: list[str], take: Callable[[int], None]) -> list[Button]:
        """The buttons, one a label, each saying its number (the key that takes it too);
        pressed, the ``index`` of its move goes to ``take``."""
        self.take = take
        while len(self.buttons) < len(labels):
            self.buttons.append(
                Button("", partial(self._press, len(self.buttons)), click=self.click)
            )
        del self.buttons[len(labels) :]
        for i, (button, label) in enumerate(zip(self.buttons, labels, strict=True)):
            button.label = f"{i + 1}. {label}" if i < 9 else label
        return self.buttons

    def _press(self, index: int) -> None:
        self.take(index)


def move_words(words: TableWords, view: PlayerView, move: Move) -> str:
    """What ``move`` does with its card, as a choice's button says it."""
    card = move.card
    if move.builds:
        onto = move.onto
        raised = next((b for b in view.builds if set(b.cards) == onto), None)
        if raised is not None:
            return t("choice_raise", old=raised.value, value=raised.value + card.rank)
        (base,) = onto
        return t("choice_build", value=card.rank + base.rank, card=words.the(base))
    if move.steals:  # a pile taken by its top card, with any table cards it takes too
        piles = [
            t("choice_pile", victim=words.team_name(side), n=view.pile_sizes[side])
            for side in move.steals
        ]
        on_table = [words.the(c) for c in view.table if c in move.captured]
        return t("choice_take", cards=join(piles + on_table))
    if move.captured:
        taken = move.captured
        whole = [b for b in view.builds if set(b.cards) <= taken]  # a build goes as one
        loose = [c for c in view.table if c in taken and not any(c in b.cards for b in whole)]
        parts = [t("choice_build_part", value=b.value) for b in whole]
        return t("choice_take", cards=join(parts + [words.the(c) for c in loose]))
    return t("choice_lay")


def choices(
    target: pygame.Surface, lay: Layout, words: str, buttons: list[Button], chosen: int
) -> pygame.Rect:
    """``words`` and ``buttons`` (the one ``chosen`` lit) in a panel where the status line
    stands, between the table's cards and the own hand: on one line where the window allows,
    else the words above rows of buttons."""
    x0, _, tw, _ = lay.table_rect
    f = round(lay.font * 0.85)
    gap = f // 2
    pad = round(f * 0.4)
    room = round(lay.w * 0.94) - pad * 2
    for button in buttons:
        button.place((0, 0), f)
    said = render(words, f, LIGHT)
    row_w = sum(b.rect.width for b in buttons) + gap * max(0, len(buttons) - 1)
    high = max((b.rect.height for b in buttons), default=0)
    if said.get_width() + f + row_w <= room:  # all on one line: the words, then the buttons
        rect = pygame.Rect(0, 0, said.get_width() + f + row_w + pad * 2, high + pad * 2)
        rect.center = (round(x0 + tw / 2), round(lay.status_y))
        rect.bottom = min(rect.bottom, _above_hand(lay))
        rect.clamp_ip(target.get_rect())
        _panel(target, rect)
        target.blit(said, said.get_rect(midleft=(rect.left + pad, rect.centery)))
        x = rect.left + pad + said.get_width() + f
        for i, button in enumerate(buttons):
            button.rect.left, button.rect.centery = x, rect.centery
            button.draw(target, f, i == chosen)
            x += button.rect.width + gap
        return rect
    rows: list[list[int]] = [[]]
    for i, button in enumerate(buttons):  # as many to a row as fit
        wide = sum(buttons[k].rect.width + gap for k in rows[-1]) + button.rect.width
        if rows[-1] and wide > room:
            rows.append([])
        rows[-1].append(i)
    lines = [render(line, f, LIGHT) for line in wrap(words, f, room)]
    widest = max(sum(buttons[k].rect.width + gap for k in r) - gap for r in rows)
    width = max(widest, *(line.get_width() for line in lines)) + pad * 2
    text_h = sum(line.get_height() for line in lines)
    height = text_h + len(rows) * (high + gap) + pad * 2
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (
        round(x0 + tw / 2),
        min(round(lay.status_y + high / 2 + pad), _above_hand(lay)),
    )
    rect.clamp_ip(target.get_rect())
    _panel(target, rect)
    y = rect.top + pad
    for line in lines:
        target.blit(line, line.get_rect(midtop=(rect.centerx, y)))
        y += line.get_height()
    for r in rows:
        y += gap
        x = rect.centerx - (sum(buttons[k].rect.width + gap for k in r) - gap) // 2
        for k in r:
            buttons[k].rect.left, buttons[k].rect.top = x, y
            buttons[k].draw(target, f, k == chosen)
            x += buttons[k].rect.width + gap
        y += high
    return rect


def _above_hand(lay: Layout) -> int:
    """Just above the own hand with its chosen card raised (see the view's ``_lift``)."""
    return round(lay.h - lay.margin - lay.hand_h * 1.2 - lay.hand_w * 0.08 - lay.margin * 0.4)


def _panel(target: pygame.Surface, rect: pygame.Rect) -> None:
    target.blit(panel(rect.size, 235, (16, 40, 30)), rect)
    radius = max(6, min(rect.size) // 8)  # the panel's own corners
    pygame.draw.rect(target, (200, 170, 90), rect, 2, border_radius=radius)
