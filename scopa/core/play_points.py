"""In-play points: points a capture scores as it is made, beside the sweep (``play_points``).

Cicera scores three: the *picchiata* (taking, with a card of the same rank, the card the
previous player has just laid), the *bager* (a capture whose played card and every card taken
are of one suit) and the *piccola* (taking at least ``many_cards_at_least`` table cards at
once). A capture earning several scores each. Each kind is a round-score category of its own
(:data:`PLAY_KINDS`); the round keeps every side's points by kind as they are made.

This module is the model of a mechanism (see :mod:`scopa.core.mechanism`): its rules are a
section of :class:`~scopa.core.rules.Rules` (``play_points``, :class:`PlayPointRules
<scopa.core.rules.PlayPointRules>`); :class:`InPlay` is what the engine and the computer
players ask as a capture is made (through
:meth:`CompiledRules.play_points <scopa.core.capture.CompiledRules.play_points>`); and
:data:`MECHANISM`, installed by :mod:`scopa.core.mechanisms`, gives the round scoring its
categories.

>>> from scopa.core.rules import Rules
>>> from scopa.core.cards import Card
>>> cicera = InPlay(Rules.preset("cicera"))
>>> seven, other = Card.parse("7S"), Card.parse("7D")  # the 7 of coins was just laid
>>> cicera.points(seven.index, other.bit, other.index)  # picchiata; not one suit; one card
(1, 0, 0)
>>> MECHANISM.categories(Rules.preset("cicera"))
('last_laid', 'one_suit', 'many_cards')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK_OF
from .mechanism import Mechanism, Tally

if TYPE_CHECKING:
    from .rules import Rules

PLAY_KINDS = ("last_laid", "one_suit", "many_cards")
"""The in-play point kinds (``play_points``), each a category of its own: Cicera's
picchiata, bager and piccola."""


class InPlay:
    """The rules' ``play_points``, compiled: what a capture scores as it is made."""

    __slots__ = ("last_laid", "many_cards", "many_cards_at_least", "on", "one_suit", "suits")

    def __init__(self, rules: Rules) -> None:
        pp = rules.play_points
        self.last_laid = pp.last_laid
        self.one_suit = pp.one_suit
        self.many_cards = pp.many_cards
        self.many_cards_at_least = pp.many_cards_at_least
        self.on = bool(pp.last_laid or pp.one_suit or pp.many_cards)
        self.suits = rules.deck.cards.suit_masks

    def points(self, idx: int, captured: int, laid: int) -> tuple[int, int, int]:
        """The points a capture of ``captured`` made with card ``idx`` scores as it is made,
        by kind of :data:`PLAY_KINDS`; ``laid`` is the card the previous player has just
        laid on the table (-1: the previous play was no lay)."""
        if not captured:
            return (0, 0, 0)
        last = 0
        if laid >= 0 and captured >> laid & 1 and RANK_OF[laid] == RANK_OF[idx]:
            last = self.last_laid
        suit = 0
        if self.one_suit:
            for mask in self.suits:
                if mask >> idx & 1:
                    suit = self.one_suit if captured & ~mask == 0 else 0
                    break
        many = 0
        if captured.bit_count() >= self.many_cards_at_least:
            many = self.many_cards
        return (last, suit, many)


class PlayPoints(Mechanism):
    """In-play points in the round's score: one category a kind the rules give points."""

    name = "play_points"

    def categories(self, rules: Rules) -> tuple[str, ...]:
        pp = rules.play_points
        worth = (pp.last_laid, pp.one_suit, pp.many_cards)
        return tuple(kind for kind, pts in zip(PLAY_KINDS, worth, strict=True) if pts > 0)

    def score(self, rules: Rules, tally: Tally, points: list[dict[str, int]]) -> None:
        if tally.plays is None:
            return
        kinds = self.categories(rules)
        for side, made in zip(points, tally.plays, strict=True):
            for kind, pts in zip(PLAY_KINDS, made, strict=True):
                if kind in kinds:
                    side[kind] = pts


MECHANISM = PlayPoints()
