"""Claimed sweeps: a card played face down with the word that it sweeps the table.

Where the rules allow it (``claims.sweep``), a seat may play any card of its hand face down
(but one every seat already sees: a declared hand, or one dealt face up),
claiming that it takes the whole table as a sweep: a bluff when the card cannot. The seats of
the other sides then answer in turn whether they trust the claim. Trusted by all, the sweep
stands and the card stays unseen; doubted, the card is shown at once: a claim it makes good
stands and costs the doubter ``claims.doubt_penalty``, a false one is cancelled (the card is
laid on the table beside the cards it claimed) and costs its claimant ``claims.bluff_penalty``.

In the engine's ``(card, mask)`` pairs a claim is the card with :data:`CLAIM` above the card
bits of the whole table; an answer plays no card: ``(NO_CARD, TRUST)`` or ``(NO_CARD, DOUBT)``.

>>> from scopa.core.rules import Rules
>>> from scopa.core.capture import CompiledRules
>>> c = CompiledRules(Rules.preset("scopa_a_chi_fidasse"))
>>> hand, table = 1 << 0 | 1 << 6, 1 << 12 | 1 << 23  # 1D 7D in hand; 3C 4S on the table
>>> [(i, m == CLAIM | table) for i, m in c.claims(hand, table, False)]
[(0, True), (6, True)]
>>> c.claim_true(6, table), c.claim_true(0, table)  # the 7 takes 3 and 4; the Ace cannot
(True, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .declarations import CARD_BITS, WILD_SHIFT
from .mechanism import Mechanism, Tally
from .record import Record, record

if TYPE_CHECKING:
    from .rules import Rules

CLAIM_SHIFT = WILD_SHIFT + 4  # above the declaration's bits
CLAIM = 1 << CLAIM_SHIFT  # a card played face down, claiming the table
TRUST = 1 << CLAIM_SHIFT + 1  # an answer: the claim is trusted
DOUBT = 1 << CLAIM_SHIFT + 2  # an answer: the claim is doubted, the card must be shown
NO_CARD = -1  # the card index of an answer
ANSWERS: tuple[tuple[int, int], ...] = ((NO_CARD, TRUST), (NO_CARD, DOUBT))


@record
class ClaimState(Record):
    """A round's claims: the card of a claimed sweep awaiting its answers (-1: none), the
    seat that claimed it (-1: none), the seats yet to answer it in turn, per seat the cards
    it played face down and still unseen, and what doubted claims cost each side."""

    face_down: list[int]
    points: list[int]
    card: int = -1
    claimant: int = -1
    asking: tuple[int, ...] = ()


class Claims(Mechanism):
    """Claimed sweeps in the round's score: what doubted claims cost each side."""

    name = "claims"

    def categories(self, rules: Rules) -> tuple[str, ...]:
        return ("claims",) if rules.claims.sweep else ()

    def score(self, rules: Rules, tally: Tally, points: list[dict[str, int]]) -> None:
        if tally.claimed is not None:
            for side, cost in zip(points, tally.claimed, strict=True):
                side["claims"] = cost

    def plain_moves(self, rules: Rules) -> bool:
        return not rules.claims.sweep


MECHANISM = Claims()

__all__ = [
    "ANSWERS",
    "CARD_BITS",
    "CLAIM",
    "CLAIM_SHIFT",
    "DOUBT",
    "MECHANISM",
    "NO_CARD",
    "TRUST",
    "ClaimState",
    "Claims",
]
