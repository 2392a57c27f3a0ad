"""Mouse and keyboard on the table: hover, click, drag and drop, capture choice, keys.

Every path ends in :meth:`TableScene.play` with a move the core accepts, or in the core's own
sentence saying why not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core.cards import Card
from ...core.errors import IllegalMove
from ...core.moves import Move
from ..i18n import t
from ..messages import card_text, illegal_text

if TYPE_CHECKING:
    from .table import TableScene

DRAG_START = 8


def _rect(scene: TableScene, sprite) -> pygame.Rect:
    x, y, _, _ = scene.place(sprite)
    s = scene.slot(sprite)
    rw, rh = s.rect_size()
    return pygame.Rect(round(x - rw / 2), round(y - rh / 2), rw, rh)


def hand_index_at(scene: TableScene, pos: tuple[int, int]) -> int | None:
    """The bottom hand's card under ``pos`` (the topmost, i.e. the rightmost overlapping)."""
    cards = scene.zones.get(("hand", scene.bottom), [])
    lift = scene.layout.hand_h * 0.12
    for i in reversed(range(len(cards))):
        r = _rect(scene, cards[i])
        if r.inflate(0, lift * 2).move(0, -lift).collidepoint(pos) and r.top - lift <= pos[1]:
            return i
    return None


def table_card_at(scene: TableScene, pos: tuple[int, int]) -> Card | None:
    for sprite in reversed(scene.zones.get(("table",), [])):
        if _rect(scene, sprite).collidepoint(pos):
            return sprite.card
    return None


def my_cards(scene: TableScene) -> list[Card]:
    return [s.card for s in scene.zones.get(("hand", scene.bottom), [])]


def attempt(scene: TableScene, card: Card, target: Card | None = None) -> None:
    """A hand card was picked: play it, or open the choice among its capture sets."""
    game = scene.game
    legal = [m for m in game.legal_moves() if m.card == card]
    if not legal:
        _explain(scene, Move(card, frozenset({target} if target else ())))
        return
    if target is not None:
        fits = [m for m in legal if target in m.captured]
        if not fits:
            _explain(scene, Move(card, frozenset({target})))
            return
        legal = fits
    if len(legal) == 1:
        if scene.app.settings.confirm_play and scene.armed != (card, target):
            scene.armed = (card, target)  # the setting: a second click or Enter plays it
            scene.say(t("confirm_play", card=card_text(card, scene.deck)), 4.0)
            return
        scene.play(legal[0])
        return
    scene.choosing, scene.choices, scene.choice = card, [m.captured for m in legal], 0
    scene.picked = {target} if target else set()
    scene.status = t("your_turn_choose")


def _explain(scene: TableScene, move: Move) -> None:
    try:
        scene.game.check(move)
    except IllegalMove as exc:
        # the core's reason, in the player's words
        scene.say(illegal_text(exc, scene.deck), 5.0, error=True)
        scene.sfx("illegal")
        return
    scene.play(move)


def pick_table(scene: TableScene, card: Card) -> None:
    """In the capture choice, a click on a table card narrows the sets that contain it."""
    assert scene.choosing is not None
    picked = scene.picked ^ {card}
    fits = [i for i, c in enumerate(scene.choices) if picked <= c]
    if not fits:
        _explain(scene, Move(scene.choosing, frozenset(picked)))
        return
    scene.picked = picked
    exact = [i for i in fits if scene.choices[i] == picked]
    if exact or len(fits) == 1:
        confirm(scene, (exact or fits)[0])
    else:
        scene.choice = fits[0]


def confirm(scene: TableScene, index: int | None = None) -> None:
    if scene.choosing is None:
        return
    index = scene.choice if index is None else index
    scene.play(Move(scene.choosing, scene.choices[index]))


def cancel(scene: TableScene) -> None:
    scene.choosing, scene.choices, scene.picked = None, [], set()


def handle(scene: TableScene, event: pygame.event.Event) -> None:
    if scene.humans and (not scene.hotseat or scene.may_see(scene.bottom)):
        for button in scene.tools():
            if button.handle(event):
                return
    if event.type == pygame.MOUSEMOTION:
        scene.mouse = event.pos
        scene.hover = hand_index_at(scene, event.pos) if scene.my_turn else None
        if scene.press and not scene.drag and scene.my_turn:
            i, start = scene.press
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_START:
                cards = my_cards(scene)
                if i < len(cards):
                    scene.drag = (cards[i], event.pos)
        elif scene.drag:
            scene.drag = (scene.drag[0], event.pos)
        return
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        scene.mouse = event.pos
        if not scene.timeline.idle:
            scene.timeline.skip()
            return
        if not scene.my_turn:
            if scene.game.current_player in scene.humans or scene.game.round_over:
                return
            scene.say(t("wait_turn"), 1.5)
            return
        index = hand_index_at(scene, event.pos)
        if index is not None:
            scene.press = (index, event.pos)
        return
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        press, drag = scene.press, scene.drag
        scene.press = scene.drag = None
        if not scene.my_turn:
            return
        if drag is not None:
            _drop(scene, drag[0], event.pos)
            return
        if press is not None:
            cards = my_cards(scene)
            if press[0] < len(cards) and hand_index_at(scene, event.pos) == press[0]:
                card = cards[press[0]]
                if scene.choosing == card:
                    confirm(scene)
                else:
                    attempt(scene, card)
            return
        on_table = table_card_at(scene, event.pos)
        if on_table is not None and scene.choosing is not None:
            pick_table(scene, on_table)
        return
    if event.type == pygame.KEYDOWN:
        _key(scene, event)


def _drop(scene: TableScene, card: Card, pos: tuple[int, int]) -> None:
    x0, y0, tw, th = scene.layout.table_rect
    area = pygame.Rect(x0, y0, tw, th).inflate(scene.layout.hand_w, scene.layout.hand_w * 0.5)
    if not area.collidepoint(pos):
        return
    cancel(scene)
    attempt(scene, card, table_card_at(scene, pos))


def _key(scene: TableScene, event: pygame.event.Event) -> None:
    key = event.key
    if key == pygame.K_SPACE:
        scene.timeline.skip()
        return
    if key == pygame.K_ESCAPE and scene.choosing is None:
        scene.open_menu()
        return
    if key == pygame.K_u:
        scene.undo()
        return
    if key == pygame.K_h:
        scene.request_hint()
        return
    if not scene.my_turn:
        return
    cards = my_cards(scene)
    if scene.choosing is not None:
        n = len(scene.choices)
        if key == pygame.K_ESCAPE:
            cancel(scene)
        elif key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
            back = key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            scene.choice = (scene.choice + (-1 if back else 1)) % n
            scene.picked = set()
        elif key in (pygame.K_LEFT, pygame.K_UP):
            scene.choice = (scene.choice - 1) % n
            scene.picked = set()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            confirm(scene)
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < n:
            confirm(scene, key - pygame.K_1)
        return
    if not cards:
        return
    if pygame.K_1 <= key <= pygame.K_9:
        i = key - pygame.K_1
        if i < len(cards):
            scene.focus = i
            attempt(scene, cards[i])
    elif key in (pygame.K_RIGHT, pygame.K_TAB):
        scene.focus = 0 if scene.focus is None else (scene.focus + 1) % len(cards)
    elif key == pygame.K_LEFT:
        scene.focus = len(cards) - 1 if scene.focus is None else (scene.focus - 1) % len(cards)
    elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and scene.focus is not None:
        attempt(scene, cards[min(scene.focus, len(cards) - 1)])
