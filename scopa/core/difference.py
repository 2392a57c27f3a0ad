"""Captures by difference (the ``difference`` capture mode): two or more table cards whose
highest, less all the others, leaves the played card's value.

Seed 000's *escoba de diferencias*: a Fante (8) and a 2 take with a 6. The mode stands beside
the others in ``capture.modes`` (Scopa di differenza: ``[match, difference]``); a match still
comes first where ``match_forbids_sums`` says so. :class:`CompiledRules
<scopa.core.capture.CompiledRules>` asks :func:`differences` (or, on a table where a card
counts at another value, :func:`differences_valued`) for the sets; :data:`MECHANISM` tells it
once that captures by difference are no longer the plain ones.

>>> from scopa.core.cards import parse_cards, to_mask, from_mask
>>> from scopa.core.capture import CompiledRules
>>> from scopa.core.rules import Rules
>>> c = CompiledRules(Rules.preset("scopa_di_differenza"))
>>> [sorted(map(str, from_mask(m))) for m in c.options(6, to_mask(parse_cards("8C 2S")))]
[['2S', '8C']]
>>> MECHANISM.plain_captures(Rules.preset("scopa_di_differenza"))
False
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from .cards import RANK_OF, bits
from .mechanism import Mechanism

if TYPE_CHECKING:
    from .rules import Rules


def differences(table: int, value: int, subsets: Callable[[int, int], list[int]]) -> list[int]:
    """Masks of the sets of two or more ``table`` cards whose highest card, less all the
    others, leaves ``value``; ``subsets(cards, total)`` gives the sets of ``cards`` adding up
    to ``total``. The highest card is found once per set: the others add up to less than it."""
    out: list[int] = []
    for i in bits(table):
        top = RANK_OF[i]
        if top > value:
            out += [m | 1 << i for m in subsets(table & ~(1 << i), top - value)]
    return out


def differences_valued(subsets: Iterable[tuple[int, int, int, int]], value: int) -> list[int]:
    """:func:`differences` from every set of the table worked out by value, each as (mask,
    total, cards, highest value)."""
    return [m for m, t, n, h in subsets if n > 1 and 2 * h - t == value]


class Difference(Mechanism):
    """Captures by difference: a card's captures are no longer the plain ones."""

    name = "difference"

    def plain_captures(self, rules: Rules) -> bool:
        return "difference" not in rules.capture.modes


MECHANISM = Difference()
