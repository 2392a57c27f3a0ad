"""Same-rank figures (``capture.figures: same_only``): a figure takes only a figure of its own
rank, and is never part of a sum nor takes one.

Cicera's rule: the figures (the deck's three highest ranks: Fante, Cavallo, Re) take and are
taken only alike, one at a time; a numeral captures as the other rules say among the table's
numerals alone. :class:`CompiledRules <scopa.core.capture.CompiledRules>` keeps the figures'
cards (:func:`figure_cards`) and asks :func:`figure_options` for a card's captures;
:data:`MECHANISM` tells it once that such captures are no longer the plain ones.

>>> from scopa.core.rules import Rules
>>> from scopa.core.cards import parse_cards, to_mask, from_mask
>>> rules = Rules.preset("cicera")
>>> table = to_mask(parse_cards("12C 12S 2S 10B"))  # Cicera's deck: J, Q, K are 11, 12, 13
>>> figures = figure_cards(rules)
>>> [str(c) for c in from_mask(figures & table)]
['12C', '12S']
>>> numerals = lambda rank, cards: (cards,)  # what the capture modes would say
>>> [sorted(map(str, from_mask(m))) for m in figure_options(figures, True, 12, table, numerals)]
[['12C'], ['12S']]
>>> figure_options(figures, True, 12, table & ~figures, numerals)  # no Queen on the table
()
>>> [sorted(map(str, from_mask(m))) for m in figure_options(figures, True, 2, table, numerals)]
[['10B', '2S']]
>>> MECHANISM.plain_captures(rules), MECHANISM.plain_captures(Rules.preset("scopa"))
(False, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .cards import RANK_MASKS, bits
from .mechanism import Mechanism

if TYPE_CHECKING:
    from .rules import Rules


def figure_cards(rules: Rules) -> int:
    """The figures' cards (a mask) where they take and are taken only alike (0: they capture
    as any card does)."""
    if rules.capture.figures != "same_only":
        return 0
    return sum(RANK_MASKS[r] for r in rules.deck.cards.figures)


def figure_options(
    figures: int,
    match: bool,
    rank: int,
    table: int,
    numerals: Callable[[int, int], tuple[int, ...]],
) -> tuple[int, ...]:
    """What a card of ``rank`` may take from ``table`` where the ``figures`` (a mask) take
    only alike: a figure, each figure of its rank on the table, one at a time (where the
    rules ``match`` at all); a numeral, what ``numerals(rank, cards)`` says of the table's
    numerals alone."""
    if RANK_MASKS[rank] & figures:
        same = table & RANK_MASKS[rank] if match else 0
        return tuple(1 << i for i in bits(same))
    return numerals(rank, table & ~figures)


class SameRankFigures(Mechanism):
    """Same-rank figures: a card's captures are no longer the plain ones."""

    name = "figures"

    def plain_captures(self, rules: Rules) -> bool:
        return rules.capture.figures != "same_only"


MECHANISM = SameRankFigures()
