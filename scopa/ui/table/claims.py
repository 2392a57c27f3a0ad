"""Claimed sweeps on the table: a card played face down, the answers, the outcome.

What the table shows of a claim comes from the events alone (:class:`Claimed`,
:class:`Answered`, :class:`ClaimSettled`): the card travels face down and is drawn without a
face (its sprite holds no card) until a doubt shows it; trusted, it goes into its side's pile
unseen, and the sweep's marker lies crosswise face down. The claimant's own screen may peek
at it (from its seat's view, :attr:`PlayerView.face_down`), never another's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ...core.cards import Card
from ...core.events import (
    Answered,
    Built,
    Claimed,
    ClaimSettled,
    Event,
    Played,
    Stole,
    Swept,
)
from ..anim import Sprite, Timeline, ease_in_out, ease_out
from .timing import BANNER, DEAL, DEAL_GAP, FLIP, PLAY, SHOW_TAKE, SLIDE, STAGGER
from .words import TableWords

if TYPE_CHECKING:
    from ...core.view import PlayerView

# an entry of the last plays: (seat, card, taken) for a play, and for a claim (seat, the card
# if a doubt showed it, the cards claimed, its outcome: pending, trusted, upheld or bluff); a
# play may carry marks too, separated by spaces: a pile stolen, a build, a sweep (PLAY_MARKS)
LastPlay = tuple[int, Card, tuple[Card, ...]] | tuple[int, Card | None, tuple[Card, ...], str]
PLAY_MARKS = ("stole", "built", "swept")


def is_play(entry: LastPlay) -> bool:
    """Whether a last play is a card played face up (marked or not), not a claim."""
    return len(entry) == 3 or all(
        mark.partition(":")[0] in PLAY_MARKS for mark in str(entry[3]).split()
    )


def with_mark(entry: LastPlay, mark: str) -> LastPlay:
    """A play's entry with one more mark (``mark`` as :func:`steal_kind` and the others)."""
    marks = f"{entry[3]} {mark}" if len(entry) == 4 else mark
    return (entry[0], entry[1], entry[2], marks)


class Stage(Protocol):
    """What the claims' choreography needs of the animator (:class:`.animator.Animator`)."""

    timeline: Timeline
    zones: dict[tuple[Any, ...], list[Sprite]]
    shown: Any  # the animator's Shown: phase, lit, flash
    words: TableWords
    lifted: dict[int, int]
    claim: Sprite | None
    sfx: Callable[[str], None]
    say: Callable[[Callable[[], str], float], None]

    def zone(self, key: tuple[Any, ...]) -> list[Sprite]: ...
    def move(
        self,
        sprite: Sprite,
        zone: tuple[Any, ...],
        duration: float,
        *,
        face_up: bool | None = None,
        ease: Callable[[float], float] = ease_out,
        lift: float = 0.0,
    ) -> None: ...
    def banner(self, words: str, seconds: float) -> None: ...
    def slide(self, cards: Sequence[Card], team: int, at: float) -> float: ...
    def sweep_marker(self, card: Card, team: int, at: float) -> float: ...
    def keep_play(self, entry: LastPlay) -> None: ...
    def settle_play(self, seat: int, card: Card | None, outcome: str) -> None: ...


def outcome(settled: ClaimSettled | None) -> str:
    """A claim's outcome in one word: pending, trusted, upheld (doubted and true) or bluff."""
    if settled is None:
        return "pending"
    if settled.card is None:
        return "trusted"
    return "upheld" if settled.upheld else "bluff"


def settlements(history: Iterable[Event]) -> list[tuple[Claimed, ClaimSettled | None]]:
    """Each claim of ``history`` in order, with how it was settled (None: not yet)."""
    out: list[tuple[Claimed, ClaimSettled | None]] = []
    for event in history:
        if isinstance(event, Claimed):
            out.append((event, None))
        elif isinstance(event, ClaimSettled) and out and out[-1][1] is None:
            out[-1] = (out[-1][0], event)
    return out


def steal_kind(ev: Stole) -> str:
    """A last play's mark for a pile stolen: the side robbed, the pile's size, its top."""
    return f"stole:{ev.from_team}:{len(ev.cards)}:{ev.top.index}"


def build_kind(ev: Built) -> str:
    """A last play's mark for a build made or raised: its value."""
    return f"built:{ev.value}"


def play_entries(view: PlayerView) -> list[LastPlay]:
    """The round's plays as the last-plays panel keeps them, claims with their outcomes,
    steals and builds marked."""
    settled = iter(settlements(view.history))
    entries: list[LastPlay] = []
    for play, _table in view.plays():
        if isinstance(play, Played):
            entries.append((play.seat, play.card, tuple(play.captured)))
        else:
            claim, end = next(settled, (play, None))
            card = end.card if end is not None else None
            entries.append((claim.seat, card, tuple(claim.cards), outcome(end)))
    marks = [e for e in view.history if isinstance(e, Stole | Built | Swept | Played | Claimed)]
    plays_seen = -1
    for event in marks:  # a steal, a build or a sweep follows the play it belongs to
        if isinstance(event, Played | Claimed):
            plays_seen += 1
        elif 0 <= plays_seen < len(entries) and is_play(entries[plays_seen]):
            if isinstance(event, Stole):
                kind = steal_kind(event)
            elif isinstance(event, Built):
                kind = build_kind(event)
            else:
                kind = "swept"
            entries[plays_seen] = with_mark(entries[plays_seen], kind)
    return entries


# -- choreography ------------------------------------------------------------------------
def stage_claimed(anim: Stage, ev: Claimed, nxt: Event | None, at: float) -> float:
    """The card leaves the hand face down for the table; the table asks: trust it?"""
    at += DEAL - DEAL_GAP if at else 0
    index = anim.lifted.pop(ev.seat, None)

    def claimed() -> None:
        anim.shown.phase = "play"
        anim.sfx("slide")
        hand = anim.zones.get(("hand", ev.seat), [])
        if index is not None and index < len(hand):
            sprite = hand[index]
        else:
            sprite = hand[-1] if hand else Sprite(None)
        sprite.card, sprite.public = None, False  # no face to show, on any screen
        sprite.face_up = sprite.was_face_up = False
        anim.move(sprite, ("table",), PLAY, face_up=False, lift=0.5)
        anim.claim = sprite
        anim.banner(anim.words.trust_shout(), BANNER)
        anim.say(lambda: anim.words.claimed(ev.seat, len(ev.cards)), 5.0)

    anim.timeline.at(at, claimed)
    # listed once the card has landed on the table
    anim.timeline.at(at + PLAY, lambda: anim.keep_play((ev.seat, None, tuple(ev.cards), "pending")))
    return at + BANNER + 0.1


def stage_answered(anim: Stage, ev: Answered, nxt: Event | None, at: float) -> float:
    anim.timeline.at(at, lambda: anim.say(lambda: anim.words.answered(ev.seat, ev.trust), 2.5))
    return at + 0.8


def stage_settled(anim: Stage, ev: ClaimSettled, nxt: Event | None, at: float) -> float:
    """Trusted: the table and the unseen card to the pile, the marker face down. Doubted: the
    card turns face up, then takes the table as a sweep, or stays laid beside it."""
    tl = anim.timeline

    def claim_sprite() -> Sprite:
        sprite = anim.claim
        if sprite is None or sprite not in anim.zones.get(("table",), []):
            sprite = Sprite(None, zone=("table",))
            anim.zone(("table",)).append(sprite)
            anim.claim = sprite
        return sprite

    def told() -> None:
        anim.settle_play(ev.seat, ev.card, outcome(ev))
        anim.say(lambda: anim.words.settled(ev), 5.0)

    if ev.card is None:  # trusted by all: never shown
        tl.at(at, lambda: anim.shown.lit.update(ev.cards))
        at += SHOW_TAKE

        def down() -> None:
            anim.sfx("capture")
            anim.move(claim_sprite(), ("pile", ev.team), SLIDE, face_up=False, ease=ease_in_out)

        tl.at(at, down)
        at = anim.slide(ev.cards, ev.team, at + STAGGER) if ev.cards else at + SLIDE
        tl.at(at, told)
        if ev.value <= 0:
            tl.at(at, lambda: setattr(anim, "claim", None))
            return at + 0.1

        def flourish() -> None:
            anim.shown.phase = "sweep"
            anim.sfx("sweep")
            anim.shown.flash = (tl.now, 0.6)
            anim.banner(anim.words.sweep(), BANNER)

        def marker() -> None:
            sprite = claim_sprite() if anim.claim is None else anim.claim
            anim.claim = None
            zone = ("marker", ev.team)
            anim.move(sprite, zone, FLIP * 2, face_up=False, ease=ease_in_out, lift=0.4)

        tl.at(at, flourish)
        tl.at(at + BANNER * 0.6, marker)
        return at + BANNER + 0.1

    card = ev.card

    def shown() -> None:
        sprite = claim_sprite()
        sprite.card, sprite.was_face_up, sprite.face_up = card, False, False
        anim.sfx("slide")
        anim.move(sprite, ("table",), FLIP * 2, face_up=True, ease=ease_in_out, lift=0.2)
        anim.claim = None

    tl.at(at, shown)
    at += FLIP * 2 + 0.35
    tl.at(at, told)
    if not ev.upheld:  # a bluff: the card stays laid on the table
        tl.at(at, lambda: anim.sfx("illegal"))
        return at + 1.2
    tl.at(at, lambda: anim.shown.lit.update((card, *ev.cards)))
    at = anim.slide((card, *ev.cards), ev.team, at + SHOW_TAKE)
    return anim.sweep_marker(card, ev.team, at) if ev.value > 0 else at


# -- a position at rest --------------------------------------------------------------------
def snap_claims(anim: Stage, view: PlayerView) -> tuple[dict[Card, int], list[int]]:
    """The claims of ``view`` at rest: a pending claim's card face down on the table; returns
    the face-up markers of sweeps a doubt showed (card: side) and each side's count of
    face-down ones (sweeps trusted unseen)."""
    shown: dict[Card, int] = {}
    unseen = [0] * len(view.scores)
    anim.claim = None
    for claim, settled in settlements(view.history):
        if settled is None:
            sprite = Sprite(None, zone=("table",), face_up=False)
            anim.zone(("table",)).append(sprite)
            anim.claim = sprite
        elif settled.upheld and settled.value > 0:
            if settled.card is None:
                unseen[claim.team] += 1
            else:
                shown[settled.card] = claim.team
    return shown, unseen


def face_down_markers(anim: Stage, unseen: Sequence[int]) -> None:
    """Put each side's face-down markers (sweeps trusted unseen) crosswise on its pile."""
    for team, n in enumerate(unseen):
        for _ in range(n):
            anim.zone(("marker", team)).append(Sprite(None, zone=("marker", team)))
