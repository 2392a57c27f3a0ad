"""The wild card: a card its holder may give any rank when declaring (``declarations.wild``).

Where the rules name one, a hand that holds it may name it any other rank with which the hand
makes a declaration (see :mod:`~scopa.core.declarations`); it then plays, and counts on the
table, at that rank until it is captured. The engine keeps the rank named
(``Round.wild_rank``) and :meth:`CompiledRules.takes <scopa.core.capture.CompiledRules.takes>`
answers at it. Here, what the rules' check says of the card named.

>>> from scopa.core.rules import Rules
>>> MECHANISM.named_cards(Rules.preset("cirulla"))
[(('declarations', 'wild'), '7C')]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .mechanism import Conflict, Mechanism, Path

if TYPE_CHECKING:
    from .rules import Rules


class WildCard(Mechanism):
    """The wild card in the rules' check: a card the deck holds."""

    name = "wild"

    def conflicts(self, rules: Rules) -> list[Conflict]:
        wild = rules.declarations.wild
        if wild is None:
            return []
        try:
            Card.parse(wild)
        except ValueError as exc:
            return [(("declarations", "wild"), str(exc), "bad_card", {"value": wild})]
        return []

    def named_cards(self, rules: Rules) -> list[tuple[Path, str]]:
        wild = rules.declarations.wild
        return [] if wild is None else [(("declarations", "wild"), wild)]


MECHANISM = WildCard()
