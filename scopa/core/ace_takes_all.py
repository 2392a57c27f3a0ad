"""Ace takes all (*Asso piglia tutto*): a played Ace takes the whole table (``capture.ace``).

Where the rules say so, an Ace takes every card on the table at once, whatever they add up
to. An Ace already on the table changes that as ``ace_on_table`` says: the Ace played takes
only that Ace (``takes_ace``), the whole table still (``takes_all``), or captures as any card
does (``as_a_card``). With ``free_choice`` the whole table is one choice among the Ace's
captures (Cirulla: a fifteen instead), and only with ``sweep`` does taking the whole table
this way score a sweep.

:class:`AceTakesAll` is the rules compiled, which :class:`CompiledRules
<scopa.core.capture.CompiledRules>` keeps (None where an Ace takes as any card does) and asks
for an Ace's captures, its sweep and the reason an Ace's capture is refused; :data:`MECHANISM`
tells the compiled rules once that an Ace's captures are no longer the plain ones.

>>> from scopa.core.rules import Rules
>>> from scopa.core.cards import parse_cards, to_mask
>>> ace = AceTakesAll(Rules.preset("asso_piglia_tutto"))
>>> table = to_mask(parse_cards("3C 4S 7B"))
>>> ace.whole(1, table), ace.captures(table, 0) == ((table,), True)
(True, True)
>>> MECHANISM.plain_captures(Rules.preset("scopa"))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK_MASKS, bits
from .mechanism import Mechanism

if TYPE_CHECKING:
    from .rules import Rules


class AceTakesAll:
    """The rules' ``capture.ace``, compiled (where an Ace takes all)."""

    __slots__ = ("as_a_card", "free_choice", "on_table_takes_all", "sweeps")

    def __init__(self, rules: Rules) -> None:
        ace = rules.capture.ace
        self.sweeps = ace.sweep
        self.on_table_takes_all = ace.ace_on_table == "takes_all"
        self.as_a_card = ace.ace_on_table == "as_a_card"
        # the whole table one choice among the Ace's captures (Cirulla: or a fifteen)
        self.free_choice = ace.free_choice

    def whole(self, rank: int, table: int) -> bool:
        """Whether playing ``rank`` on ``table`` is an Ace taking the whole table."""
        return rank == 1 and table != 0 and (self.on_table_takes_all or not table & RANK_MASKS[1])

    def captures(self, table: int, aces: int) -> tuple[tuple[int, ...], bool]:
        """What an Ace played on ``table`` (not empty), where ``aces`` are the table's Aces
        (a mask), takes before the capture modes are heard, and whether that is all it may
        take (False: the capture modes add theirs)."""
        if not aces or self.on_table_takes_all:
            if not self.free_choice:
                return (table,), True
            return (table,), False  # the whole table, or any capture as another card's
        if not self.as_a_card:
            return tuple(1 << i for i in bits(aces)), True
        return (), False

    def no_sweep(self, rank: int, table: int) -> bool:
        """Whether playing ``rank`` taking the whole of ``table`` is an Ace taking all that
        scores no sweep (``capture.ace.sweep`` false)."""
        return not self.sweeps and self.whole(rank, table)

    def refusal(self, rank: int, table: int) -> str | None:
        """Why an Ace's capture off its list is refused, where Ace takes all says why
        (``ace_takes_all``, ``ace_takes_ace``); None: the capture modes say why."""
        if self.whole(rank, table):
            return None if self.free_choice else "ace_takes_all"
        if rank == 1 and not self.as_a_card:
            return "ace_takes_ace"
        return None


def compiled(rules: Rules) -> AceTakesAll | None:
    """The rules' Ace takes all compiled, or None where an Ace takes as any card does."""
    return AceTakesAll(rules) if rules.capture.ace.takes_all else None


class AceTakesAllMechanism(Mechanism):
    """Ace takes all: an Ace's captures are no longer the plain ones."""

    name = "ace_takes_all"

    def plain_captures(self, rules: Rules) -> bool:
        return not rules.capture.ace.takes_all


MECHANISM = AceTakesAllMechanism()
