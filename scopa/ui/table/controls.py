"""Mouse and keyboard on the table: hover, click, drag and drop, capture choice, keys.

The pointer turns pygame events into the model's intents (pick this card, take this set,
cycle the sets, put the choice down) and the screen's own (skip, undo, hint, the menu). Every
path ends in a move the core accepts, or in the core's own sentence saying why not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from ...core.cards import Card
from ..anim import Sprite
from ..i18n import t
from ..widgets import Button, Click
from .animator import Animator
from .dialog import ChoiceButtons
from .model import Outcome, TableModel, Waiting

DRAG_START = 8
Said = str | Callable[[], str]  # a message, or how to say it in the language of the moment


class Table(Protocol):
    """What the pointer asks of the screen it serves."""

    model: TableModel
    anim: Animator

    @property
    def my_turn(self) -> bool: ...
    def act(self, outcome: Outcome) -> None:
        """Carry out what an intent came to: play, explain a refusal, ask to confirm."""

    def tools(self) -> list[Button]: ...
    def answer_buttons(self) -> list[Button]:
        """Trust and Doubt, while the seat shown is asked to answer a claim."""

    def answer(self, trust: bool) -> None: ...
    def choice_buttons(self) -> list[Button]:
        """A button for each move of the choice open, where a build is among them."""

    def show_tools(self) -> bool: ...
    def open_menu(self) -> None: ...
    def undo(self) -> None: ...
    def request_hint(self) -> None: ...
    def open_history(self) -> None: ...
    def say(self, message: Said, seconds: float = 3.5, *, error: bool = False) -> None: ...


class Pointer:
    """Where the mouse is and what it holds: the hovered card, a press, a drag; and the
    buttons of a choice where a build is among a card's moves (see :mod:`.dialog`)."""

    def __init__(self, click: Click = None) -> None:
        self.hover: int | None = None
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag: tuple[Card, tuple[int, int]] | None = None
        self.mouse = (0, 0)
        self.choices = ChoiceButtons(click)

    def drop(self) -> None:
        """Let go of everything (a move was made or taken back)."""
        self.hover = self.press = self.drag = None

    # -- what is under the mouse ---------------------------------------------------------
    @staticmethod
    def _rect(anim: Animator, sprite: Sprite) -> pygame.Rect:
        x, y, _, _ = anim.place(sprite)
        rw, rh = anim.slot(sprite).rect_size()
        return pygame.Rect(round(x - rw / 2), round(y - rh / 2), rw, rh)

    def hand_index_at(self, table: Table, pos: tuple[int, int]) -> int | None:
        """The bottom hand's card under ``pos`` (the topmost, i.e. the rightmost overlapping)."""
        anim = table.anim
        cards = anim.zones.get(("hand", table.model.bottom), [])
        lift = anim.layout.hand_h * 0.12
        for i in reversed(range(len(cards))):
            r = self._rect(anim, cards[i])
            if r.inflate(0, lift * 2).move(0, -lift).collidepoint(pos) and r.top - lift <= pos[1]:
                return i
        return None

    def table_card_at(self, table: Table, pos: tuple[int, int]) -> Card | None:
        for sprite in reversed(table.anim.zones.get(("table",), [])):
            if self._rect(table.anim, sprite).collidepoint(pos):
                return sprite.card
        return None

    @staticmethod
    def pile_top_at(table: Table, pos: tuple[int, int]) -> Card | None:
        """The top card of the pile under ``pos``, where piles are stolen by it."""
        view = table.model.view
        if not view.rules.capture.steal.pile_top:
            return None
        for team, top in enumerate(view.pile_tops()):
            slot = table.anim.layout.pile_slot(team)
            rect = pygame.Rect(0, 0, *slot.size)
            rect.center = (round(slot.x), round(slot.y))
            if top is not None and rect.collidepoint(pos):
                return top
        return None

    @staticmethod
    def my_cards(table: Table) -> list[Card]:
        return [c for c in table.anim.hand(table.model.bottom) if c is not None]

    # -- events --------------------------------------------------------------------------
    def handle(self, table: Table, event: pygame.event.Event) -> None:
        for button in table.answer_buttons():
            if button.handle(event):
                return
        for i, button in enumerate(table.choice_buttons()):
            if button.handle(event):
                return
            choosing = table.model.choosing
            moved = event.type == pygame.MOUSEMOTION and button.hover
            if moved and choosing is not None and choosing.choice != i:
                table.model.cycle(i - choosing.choice)  # the move the mouse is on is lit
        if table.show_tools():
            for button in table.tools():
                if button.handle(event):
                    return
        if event.type == pygame.MOUSEMOTION:
            self._motion(table, event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._down(table, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._up(table, event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(table, event)

    def _motion(self, table: Table, pos: tuple[int, int]) -> None:
        self.mouse = pos
        self.hover = self.hand_index_at(table, pos) if table.my_turn else None
        if self.press and not self.drag and table.my_turn:
            i, start = self.press
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > DRAG_START:
                cards = self.my_cards(table)
                if i < len(cards):
                    self.drag = (cards[i], pos)
        elif self.drag:
            self.drag = (self.drag[0], pos)

    def _down(self, table: Table, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if not table.anim.timeline.idle:
            table.anim.timeline.skip()
            return
        if not table.my_turn:
            if isinstance(table.model.state, Waiting):  # a computer is to play
                table.say(lambda: t("wait_turn"), 1.5)
            return
        index = self.hand_index_at(table, pos)
        if index is not None:
            self.press = (index, pos)

    def _up(self, table: Table, pos: tuple[int, int]) -> None:
        press, drag = self.press, self.drag
        self.press = self.drag = None
        if not table.my_turn:
            return
        model = table.model
        if drag is not None:
            self._drop(table, drag[0], pos)
            return
        if press is not None:
            cards = self.my_cards(table)
            if press[0] < len(cards) and self.hand_index_at(table, pos) == press[0]:
                card = cards[press[0]]
                choosing, armed = model.choosing, model.armed
                if choosing is not None and choosing.card == card:
                    table.act(model.take())
                elif armed is not None and armed[0] == card:  # the raised card, confirmed
                    table.act(model.pick(*armed))  # where it was dropped, if it was
                else:
                    table.act(model.pick(card))
            return
        on_table = self.table_card_at(table, pos) or self.pile_top_at(table, pos)
        if on_table is not None and model.choosing is not None:
            table.act(model.pick_table(on_table))

    def _drop(self, table: Table, card: Card, pos: tuple[int, int]) -> None:
        lay = table.anim.layout
        x0, y0, tw, th = lay.table_rect
        area = pygame.Rect(x0, y0, tw, th).inflate(lay.hand_w, lay.hand_w * 0.5)
        top = self.pile_top_at(table, pos)  # a pile is stolen by a drop on its top card
        if top is None and not area.collidepoint(pos):
            return
        table.model.cancel()
        table.act(table.model.pick(card, self.table_card_at(table, pos) or top))

    def _key(self, table: Table, event: pygame.event.Event) -> None:
        key, model = event.key, table.model
        if key == pygame.K_SPACE:
            table.anim.timeline.skip()
            return
        if key == pygame.K_ESCAPE and model.choosing is None:
            if not model.disarm():  # an armed claim is put down first
                table.open_menu()
            return
        if key == pygame.K_u:
            table.undo()
            return
        if key == pygame.K_h:
            table.request_hint()
            return
        if key == pygame.K_l:
            table.open_history()
            return
        if not table.my_turn:
            return
        answers = (pygame.K_t, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d)
        if model.asked is not None and key in answers:  # T or Enter trusts, D doubts
            table.answer(key != pygame.K_d)
            return
        if key == pygame.K_c:  # a claim: the next card goes face down
            model.choose_claim()
            return
        if key == pygame.K_d:  # the declarations in turn, then none again
            flags = [flag for flag, _, _ in model.declarations()]
            if flags:
                at = flags.index(model.declare) + 1 if model.declare in flags else 0
                model.choose_declaration(flags[at] if at < len(flags) else model.declare)
            return
        choosing = model.choosing
        if choosing is not None:
            n = len(choosing.options)
            if key == pygame.K_ESCAPE:
                model.cancel()
            elif key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
                back = key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                model.cycle(-1 if back else 1)
            elif key in (pygame.K_LEFT, pygame.K_UP):
                model.cycle(-1)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                table.act(model.take())
            elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < n:
                table.act(model.take(key - pygame.K_1))
            return
        armed = model.armed
        if armed is not None and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            table.act(model.pick(*armed))  # the raised card confirmed, however it was picked
            return
        cards = self.my_cards(table)
        if not cards:
            return
        if pygame.K_1 <= key <= pygame.K_9:
            i = key - pygame.K_1
            if i < len(cards):
                model.focus = i
                table.act(model.pick(cards[i]))
        elif key in (pygame.K_RIGHT, pygame.K_TAB):
            model.move_focus(1, len(cards))
        elif key == pygame.K_LEFT:
            model.move_focus(-1, len(cards))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and model.focus is not None:
            table.act(model.pick(cards[min(model.focus, len(cards) - 1)]))
