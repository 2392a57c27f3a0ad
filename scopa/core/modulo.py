"""Values in cycles: every card value and every total counted in cycles of ``capture.modulo``.

Above the cycle a value starts again from 1: in cycles of 7 the Fante counts 1, the Cavallo 2
and the Re 3, so a Re takes a 3 (rank matches go by these values) and a 5 with a Fante makes 6.
:class:`CompiledRules <scopa.core.capture.CompiledRules>` asks :func:`cycled` and
:func:`subsets_cycled` for its captures; the rules' check asks :data:`MECHANISM` which other
rules a cycle does not go with.

>>> cycled(10, 7), cycled(14, 7), cycled(10, 0)
(3, 7, 10)
>>> from scopa.core.rules import Rules
>>> [kind for _, _, kind, _ in MECHANISM.conflicts(Rules.preset("escoba"))]
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK_OF
from .mechanism import Conflict, Mechanism

if TYPE_CHECKING:
    from .rules import Rules


def cycled(value: int, cycle: int) -> int:
    """``value`` counted in cycles of ``cycle`` (``capture.modulo``): above the cycle it
    starts again from 1, so that in sevens 8 counts 1, 10 counts 3 and 14 counts 7
    (0: no cycle, the value itself)."""
    return (value - 1) % cycle + 1 if cycle and value > 0 else value


def subsets_cycled(table: int, target: int, cycle: int) -> list[int]:
    """Masks of the sets of ``table`` cards whose total, counted in cycles of ``cycle``, is
    what ``target`` counts: every subset, tried by its remainder."""
    partial = [(0, 0)]  # (total mod cycle, mask) of every set so far, the empty one first
    h = table
    while h:
        low = h & -h
        h ^= low
        value = RANK_OF[low.bit_length() - 1]
        partial += [((total + value) % cycle, mask | low) for total, mask in partial]
    want = target % cycle
    return [mask for total, mask in partial if mask and total == want]


class Modulo(Mechanism):
    """Values in cycles in the rules' check: a cycle of 1 makes every value the same, and a
    cycle means nothing to a total (15, 11) or to a "highest card" (differences)."""

    name = "modulo"

    def conflicts(self, rules: Rules) -> list[Conflict]:
        modulo, modes = rules.capture.modulo, rules.capture.modes
        if not modulo:
            return []
        if modulo == 1:
            return [
                (
                    ("capture", "modulo"),
                    "a cycle of 1 makes every value the same: use 2 or more, or 0 for none",
                    "modulo_one",
                    {},
                )
            ]
        return [
            (
                ("capture", "modulo"),
                f"values counted in cycles of {modulo} do not go with the {mode!r} capture mode",
                "modulo_with_mode",
                {"mode": mode, "n": modulo},
            )
            for mode in modes
            if mode in ("difference", "fifteen", "eleven")
        ]

    def plain_captures(self, rules: Rules) -> bool:
        return not rules.capture.modulo


MECHANISM = Modulo()
