"""Twins: a deck that holds every card twice (the 80-card Mariscal), and what taking a card's
own twin does (``capture.twins``, ``sweep.twin``, ``sweep.twin_by_card``).

The second copy of a card, its twin, is written with a prime (``7D'``). Where
``capture.twins`` is ``only_to_sweep`` a card may take its own twin only in a capture that
clears the table; and a sweep that takes the played card's own twin may be worth points of
its own: ``sweep.twin_by_card`` for the cards it names, ``sweep.twin`` for the others, each
itemised in a round-score category of its own (:func:`twin_sweep_categories`).

:class:`Twins` is the rules compiled, which :class:`CompiledRules
<scopa.core.capture.CompiledRules>` keeps and asks what a card may take beside its twin and
what its sweep is worth; :data:`MECHANISM` tells the compiled rules once that captures barred
beside a twin are no longer the plain ones.

>>> from scopa.core.rules import Rules
>>> from scopa.core.cards import Card
>>> twins = Twins(Rules.preset("mariscal_80"))
>>> king, other = Card.parse("10S"), Card.parse("10S'")
>>> twins.taken(king.index, other.bit), twins.sweep_points(king.index)
(True, 10)
>>> twin_sweep_categories(Rules.preset("mariscal_80"))
(('twin_sweep:10S', 29, 10), ('twin_sweep', -1, 3))
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from .cards import ALL_CARDS, CARD_COUNT, TWIN, Card, twin_index
from .mechanism import Mechanism, Tally

if TYPE_CHECKING:
    from .rules import Rules

TWIN_SWEEP = "twin_sweep"  # a sweep that took the played card's own twin (80 cards)


def both_copies_points(by_card: Mapping[str, int]) -> dict[int, int]:
    """``{"10S": -4}`` as card index to points, for the card and its twin alike."""
    out: dict[int, int] = {}
    for text, points in by_card.items():
        card = Card.parse(text)
        out[card.index] = out[card.twin.index] = points
    return out


class Twins:
    """The rules' twins, compiled: ``sweep_only`` (a card takes its own twin only to sweep),
    and what a sweep that takes the played card's twin is worth (``sweep``, ``by_card``)."""

    __slots__ = ("by_card", "scores", "sweep", "sweep_only")

    def __init__(self, rules: Rules) -> None:
        twins = rules.deck.cards.twins
        self.sweep_only = rules.capture.twins == "only_to_sweep" and twins
        self.sweep = rules.sweep.twin if twins else None
        self.by_card = both_copies_points(rules.sweep.twin_by_card) if twins else {}
        # a sweep that takes the played card's twin is worth points of its own
        self.scores = bool(self.by_card or self.sweep is not None)

    def taken(self, idx: int, captured: int) -> bool:
        """Whether playing card ``idx`` and taking ``captured`` takes the card's own twin
        where the rules make that a sweep of its own."""
        return self.scores and bool(captured >> twin_index(idx) & 1)

    def sweep_points(self, idx: int) -> int | None:
        """What a sweep made with card ``idx`` that takes its own twin is worth (None: what
        any sweep of the card is)."""
        return self.by_card.get(idx, self.sweep)

    def barred(self, idx: int, table: int, opts: tuple[int, ...]) -> tuple[int, ...]:
        """``opts`` without the captures that take card ``idx``'s own twin from ``table``
        but leave cards behind (``capture.twins: only_to_sweep``)."""
        twin = 1 << twin_index(idx)
        if not table & twin:
            return opts
        return tuple(o for o in opts if not o & twin or o == table)


def never_twin(idx: int, captured: int) -> bool:
    """:meth:`Twins.taken` where no sweep on a twin is worth points of its own."""
    return False


@lru_cache(maxsize=64)
@lru_cache(maxsize=64)
def twin_sweep_categories(rules: Rules) -> tuple[tuple[str, int, int | None], ...]:
    """Where the deck holds every card twice and a sweep that takes the played card's own
    twin is worth points of its own: (category, card index, points) for every card
    ``sweep.twin_by_card`` names (``"twin_sweep:10S"``), then (``"twin_sweep"``, -1,
    ``sweep.twin``) for the others (points None: such a sweep is worth what any sweep is).

    >>> from scopa.core.rules import Rules
    >>> twin_sweep_categories(Rules.preset("mariscal"))
    ()
    """
    sw = rules.sweep
    if not rules.deck.cards.twins or (sw.twin is None and not sw.twin_by_card):
        return ()
    out: list[tuple[str, int, int | None]] = []
    for text, pts in sw.twin_by_card.items():
        try:
            card = Card.parse(text)
        except ValueError:  # pragma: no cover - Rules.check() refuses it
            continue
        first = ALL_CARDS[card.index % TWIN]
        out.append((f"{TWIN_SWEEP}:{first}", first.index, pts))
    out.sort(key=lambda c: c[1])
    return (*out, (TWIN_SWEEP, -1, sw.twin))


class TwinsMechanism(Mechanism):
    """Twins: where a card takes its own twin only to sweep, its captures are no longer the
    plain ones; a sweep that took the played card's own twin may score apart."""

    name = "twins"

    def sweeps_apart(self, rules: Rules) -> tuple[str, ...]:
        return tuple(cat for cat, _, pts in twin_sweep_categories(rules) if pts is not None)

    def score_sweeps(
        self,
        rules: Rules,
        tally: Tally,
        side: int,
        points: dict[str, int],
        counted: list[tuple[str, int]],
    ) -> int:
        made = tally.sweep_cards[side] if tally.sweep_cards is not None else 0
        twin_made = made >> CARD_COUNT  # the sweeps that took the played card's twin
        apart = 0
        for category, idx, pts in twin_sweep_categories(rules):
            if idx >= 0:  # either copy of the card named
                times = (twin_made >> idx & 1) + (twin_made >> (idx + TWIN) & 1)
                twin_made &= ~(1 << idx | 1 << (idx + TWIN))
            else:  # every other card
                times = twin_made.bit_count()
            if pts is not None:  # worth points of its own: itemised apart from "scope"
                counted.append((category, times))
                points[category] = times * pts
                apart += times * pts
        return apart

    def plain_captures(self, rules: Rules) -> bool:
        return not (rules.capture.twins == "only_to_sweep" and rules.deck.cards.twins)


MECHANISM = TwinsMechanism()
