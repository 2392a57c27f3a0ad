"""The core's events turned into motion on the timeline.

Timings follow the table brief: a deal card takes 180 ms with the next leaving 70 ms later,
a played card 280 ms with an ease-out, captured cards slide to the pile in 350 ms with a
stagger, a flip is 200 ms, and a sweep stops the table for a banner before its marker card
turns face up crosswise on the pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.cards import Card
from ...core.events import (
    Captured,
    Dealt,
    Event,
    MatchWon,
    Played,
    Redeal,
    RoundScored,
    RoundStarted,
    Swept,
    TableBonus,
    TableCleared,
)
from ..anim import Motion, Sprite, Timeline, ease_in_out, ease_out
from ..i18n import t
from ..messages import card_text, redeal_text
from .overlays import MatchEndScene, SummaryScene

if TYPE_CHECKING:
    from .table import TableScene

DEAL, DEAL_GAP = 0.18, 0.07
PLAY = 0.28
SHOW_TAKE = 0.35
SLIDE, STAGGER = 0.35, 0.06
FLIP = 0.2
BANNER = 1.1


def move(
    scene: TableScene,
    sprite: Sprite,
    zone: tuple,
    duration: float,
    *,
    face_up: bool | None = None,
    ease=ease_out,
    lift: float = 0.0,
    index: int | None = None,
) -> None:
    """Send ``sprite`` from where it is now to the end of (or ``index`` in) ``zone``."""
    x, y, w, angle = scene.place(sprite)
    width, height = scene.layout.size
    old = scene.zones.get(sprite.zone)
    if old is not None and sprite in old:
        old.remove(sprite)
    cards = scene.zone(zone)
    cards.insert(len(cards) if index is None else index, sprite)
    sprite.zone = zone
    flip = face_up is not None and face_up != sprite.face_up
    sprite.was_face_up = sprite.face_up
    if face_up is not None:
        sprite.face_up = face_up
    tl = scene.timeline
    sprite.motion = Motion(
        tl.now, duration, (x / width, y / height, w / width, angle), ease, flip, lift
    )
    tl.hold(tl.now + duration)


def find(scene: TableScene, card: Card, zone: tuple | None = None) -> Sprite:
    """The sprite showing ``card`` (made at the stock if the table has lost track of it)."""
    zones = [zone] if zone is not None else list(scene.zones)
    for key in zones:
        for sprite in scene.zones.get(key, ()):
            if sprite.card == card:
                return sprite
    return Sprite(card)


def _name(scene: TableScene, card: Card) -> str:
    return card_text(card, scene.deck)


def _last_play(scene: TableScene, seat: int, card: Card, captured: Sequence[Card]) -> list[str]:
    """The "last play" panel's lines: who played what, and what it took."""
    lines = [t("played", name=scene.names[seat], card=_name(scene, card))]
    if captured:
        lines.append(t("took", cards=", ".join(_name(scene, c) for c in captured)))
    return lines


def schedule(scene: TableScene, events: Sequence[Event]) -> None:
    """Queue the animations of ``events``, one after another, from now."""
    tl = scene.timeline
    at = max(0.0, tl.busy_until - tl.now)
    for i, ev in enumerate(events):
        nxt = events[i + 1] if i + 1 < len(events) else None
        at = _one(scene, ev, nxt, at)
    tl.hold(tl.now + at)


def _one(scene: TableScene, ev: Event, nxt: Event | None, at: float) -> float:
    tl = scene.timeline
    if isinstance(ev, RoundStarted):

        def start(ev: RoundStarted = ev) -> None:
            scene.zones.clear()
            scene.stock_shown = 40
            scene.dealer_shown = ev.dealer
            scene.last_play = []
            scene.rounds_seen = ev.round

        tl.at(at, start)
        return at + 0.05
    if isinstance(ev, Redeal):
        text = redeal_text(ev, scene.deck)
        tl.at(at, lambda: _banner(scene, text, 1.2))
        return at + 1.2
    if isinstance(ev, Dealt):

        def deal(ev: Dealt = ev) -> None:
            scene.phase = "deal"
            scene.sfx("deal")
            sprite = Sprite(ev.card)
            scene.stock_shown = ev.stock_count
            if ev.seat is None:
                move(scene, sprite, ("table",), DEAL, face_up=True, ease=ease_in_out)
            else:
                sprite.face_up = False
                visible = scene.may_see(ev.seat)
                move(
                    scene,
                    sprite,
                    ("hand", ev.seat),
                    DEAL,
                    face_up=visible or None,
                    ease=ease_in_out,
                )
                sprite.face_up = True  # known to its owner; drawn face up only where allowed

        tl.at(at, deal)
        return at + DEAL_GAP
    if isinstance(ev, Played):
        at += DEAL - DEAL_GAP if at else 0

        def played(ev: Played = ev) -> None:
            scene.phase = "play"
            scene.sfx("slide")
            sprite = find(scene, ev.card, ("hand", ev.seat))
            if sprite.zone == ("stock",):
                sprite.zone = ("hand", ev.seat)
                scene.zone(sprite.zone).append(sprite)
            shown = sprite.face_up and scene.may_see(ev.seat)
            sprite.face_up = shown
            move(scene, sprite, ("table",), PLAY, face_up=True, lift=0.5)
            scene.last_play = _last_play(scene, ev.seat, ev.card, ev.captured)

        tl.at(at, played)
        return at + PLAY + 0.1
    if isinstance(ev, Captured):
        tl.at(at, lambda: scene.lit.update((ev.card, *ev.cards)))
        at += SHOW_TAKE
        return _slide(scene, (ev.card, *ev.cards), ev.team, at)
    if isinstance(ev, Swept):
        return _sweep(scene, ev.card, ev.team, at)
    if isinstance(ev, TableCleared):
        tl.at(at, lambda: scene.say(t("takes_rest", name=scene.names[ev.seat]), 2.5))
        tl.at(at, lambda: scene.lit.update(ev.cards))
        return _slide(scene, ev.cards, ev.team, at + SHOW_TAKE)
    if isinstance(ev, TableBonus):
        tl.at(at, lambda: scene.say(t("bonus", name=scene.names[ev.seat]), 2.5))
        tl.at(at, lambda: scene.lit.update(ev.cards))
        at = _slide(scene, ev.cards, ev.team, at + SHOW_TAKE + 0.4)
        for card in ev.cards[: ev.sweeps]:
            at = _sweep(scene, card, ev.team, at)
        return at
    if isinstance(ev, RoundScored):

        def scored(ev: RoundScored = ev) -> None:
            scene.scores_shown = list(ev.scores)
            scene.pending.append(SummaryScene(scene.app, scene, ev))

        tl.at(at + 0.5, scored)
        return at + 0.6
    if isinstance(ev, MatchWon):

        def won(ev: MatchWon = ev) -> None:
            scene.pending.append(MatchEndScene(scene.app, scene, ev))
            scene.sfx("victory")

        tl.at(at, won)
        return at
    return at


def _slide(scene: TableScene, cards: Sequence[Card], team: int, at: float) -> float:
    """Cards on the table slide to ``team``'s pile, one after another, turning face down."""
    tl = scene.timeline
    for k, card in enumerate(cards):

        def go(card: Card = card, k: int = k) -> None:
            sprite = find(scene, card, ("table",))
            scene.lit.discard(card)
            scene.sfx("capture" if k == 0 else "slide")
            move(scene, sprite, ("pile", team), SLIDE, face_up=False, ease=ease_in_out)

        tl.at(at + k * STAGGER, go)
    return at + SLIDE + STAGGER * max(0, len(cards) - 1) + 0.05


def _sweep(scene: TableScene, card: Card, team: int, at: float) -> float:
    """The flourish, the banner in the variant's word, then the marker turns up crosswise."""
    tl = scene.timeline

    def flourish() -> None:
        scene.phase = "sweep"
        scene.sfx("sweep")
        scene.flash = (tl.now, 0.6)
        _banner(scene, scene.sweep_word(), BANNER)

    def marker() -> None:
        sprite = find(scene, card, ("pile", team))
        sprite.face_up = False
        move(scene, sprite, ("marker", team), FLIP * 2, face_up=True, ease=ease_in_out, lift=0.4)

    tl.at(at, flourish)
    tl.at(at + BANNER * 0.6, marker)
    return at + BANNER + 0.1


def _banner(scene: TableScene, words: str, seconds: float) -> None:
    scene.banner = (words, scene.timeline.now, seconds)
    scene.timeline.hold(scene.timeline.now + seconds)


def snap(scene: TableScene) -> None:
    """Show the match as it stands, with nothing in motion: a resumed save or a move taken
    back. A finished round brings back its summary."""
    game = scene.game
    scene.timeline = Timeline()
    scene.zones.clear()
    scene.pending.clear()
    scene.lit.clear()
    scene.banner = scene.flash = None
    for seat, hand in enumerate(game.hands):
        for card in hand:
            _put(scene, card, ("hand", seat), face_up=True)
    for card in game.table:
        _put(scene, card, ("table",), face_up=True)
    markers: dict[Card, int] = {}
    for event in game.history:
        if isinstance(event, Swept):
            markers[event.card] = event.team
        elif isinstance(event, TableBonus):
            for card in event.cards[: event.sweeps]:
                markers[card] = event.team
    for team, pile in enumerate(game.piles):
        for card in pile:
            if card not in markers:
                _put(scene, card, ("pile", team), face_up=False)
    for card, team in markers.items():
        _put(scene, card, ("marker", team), face_up=True)
    scene.stock_shown = game.stock_count
    scene.scores_shown = list(game.scores)
    scene.dealer_shown = game.dealer
    scene.rounds_seen = game.round_number
    scene.last_play = []
    plays = [e for e in game.history if isinstance(e, Played)]
    if plays:
        last = plays[-1]
        scene.last_play = _last_play(scene, last.seat, last.card, last.captured)
    if game.round_over:
        scored = [e for e in game.events if isinstance(e, RoundScored)]
        if scored:
            scene.pending.append(SummaryScene(scene.app, scene, scored[-1]))
        won = [e for e in game.events if isinstance(e, MatchWon)]
        if won:
            scene.pending.append(MatchEndScene(scene.app, scene, won[-1]))


def _put(scene: TableScene, card: Card, zone: tuple, *, face_up: bool) -> None:
    sprite = Sprite(card, zone=zone, face_up=face_up)
    scene.zone(zone).append(sprite)
