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

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .cards import ALL_CARDS, CARD_COUNT
from .declarations import CARD_BITS, WILD_SHIFT
from .errors import IllegalMove
from .events import Answered, Claimed, ClaimSettled
from .mechanism import Mechanism, Move, Playing, Position, Tally
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
    record = "claims"

    def new_record(self, seats: int, sides: int) -> ClaimState:
        return ClaimState([0] * seats, [0] * sides)

    def categories(self, rules: Rules) -> tuple[str, ...]:
        return ("claims",) if rules.claims.sweep else ()

    def score(self, rules: Rules, tally: Tally, points: list[dict[str, int]]) -> None:
        if tally.claimed is not None:
            for side, cost in zip(points, tally.claimed, strict=True):
                side["claims"] = cost

    def plain_moves(self, rules: Rules) -> bool:
        return not rules.claims.sweep

    def moves(self, c: Any, rnd: Position, moves: list[Move] | None) -> list[Move] | None:
        seat, asking = rnd.current, rnd.claims.asking
        if asking:  # a claim awaits its answers: the seat answering has only those
            return list(ANSWERS) if asking[0] == seat else []
        hand, table = rnd.hands[seat], rnd.table
        if moves is None:
            moves = c.legal(hand, table)
        if table:  # a card every seat sees cannot be played unseen
            hidden = hand & ~rnd.declarations.shown[seat]
            moves = moves + c.claims(hidden, table, rnd.to_play == 1)
        return moves

    def before_play(self, rnd: Playing, seat: int, idx: int, mask: int) -> int:
        if idx == NO_CARD:
            _answer(rnd, mask == TRUST)
            return -1
        if mask & CLAIM:
            _claim(rnd, seat, idx)
            return -1
        return mask

    def refusal(
        self, rnd: Playing, idx: int, mask: int, legal: Sequence[Move]
    ) -> IllegalMove | None:
        if rnd.claims.asking:  # a claimed sweep awaits this seat's answer
            return IllegalMove("must_answer")
        if idx == NO_CARD:
            return IllegalMove("no_claim")
        if mask & CLAIM and rnd.hands[rnd.current] >> idx & 1:
            card = ALL_CARDS[idx]
            return IllegalMove("cannot_claim", (str(card),), {"card": card})
        return None


def _claim(rnd: Playing, seat: int, idx: int) -> None:
    """``seat`` plays ``idx`` face down claiming the table; the other sides' seats will
    answer in turn, from the one after it."""
    bit = 1 << idx
    state = rnd.claims
    rnd.hands[seat] ^= bit
    rnd.declarations.fresh &= ~(1 << seat)  # a card played: the hand is no longer all dealt
    rnd.declarations.shown[seat] &= ~bit
    state.face_down[seat] |= bit
    state.card, state.claimant = idx, seat
    team = rnd.team[seat]
    asked = []
    other = rnd.after[seat]
    while other != seat:
        if rnd.team[other] != team:
            asked.append(other)
        other = rnd.after[other]
    state.asking = tuple(asked)
    rnd.to_play -= 1
    rnd.in_hands -= 1
    if rnd.events is not None:
        rnd.events.append(Claimed(rnd.number, seat, team, rnd.ordered(rnd.table), state.asking))
    if state.asking:
        rnd.current = state.asking[0]
    else:  # pragma: no cover - a match always has another side
        _settle(rnd, None)


def _answer(rnd: Playing, trust: bool) -> None:
    seat = rnd.current
    state = rnd.claims
    if rnd.events is not None:
        rnd.events.append(Answered(rnd.number, seat, trust))
    if not trust:
        _settle(rnd, seat)
        return
    state.asking = state.asking[1:]
    if state.asking:
        rnd.current = state.asking[0]
    else:
        _settle(rnd, None)


def _settle(rnd: Playing, doubter: int | None) -> None:
    """The claim is trusted by all (``doubter`` None) or doubted by ``doubter``: the sweep
    stands or the card is laid, and a doubted claim costs a side its penalty."""
    state, c = rnd.claims, rnd.c
    seat, idx = state.claimant, state.card
    bit, team, table = 1 << idx, rnd.team[seat], rnd.table
    wild_rank = rnd.declarations.wild_rank
    rank = wild_rank if wild_rank and idx == c.declarations.wild else 0
    upheld = doubter is None or c.claim_true(idx, table, rank)
    penalty_team: int | None = None
    penalty = 0
    if doubter is not None:
        state.face_down[seat] &= ~bit  # shown to every seat
        penalty_team = rnd.team[doubter] if upheld else team
        penalty = c.rules.claims.doubt_penalty if upheld else c.rules.claims.bluff_penalty
        state.points[penalty_team] -= penalty
    value = 0
    if upheld:
        value = c.sweep_score(idx, table, table, rnd.to_play == 0, rank)
        rnd.piles[team] |= table | bit
        rnd.steals.tops[team] = -1 if doubter is None else idx  # a trusted card lies face down
        rnd.table = 0
        rnd.last_capturer = seat
        rnd.sweeps[team] += value
        rnd.sweep_counts[team] += 1
        rnd.sweep_cards[team] |= bit << CARD_COUNT if c.takes_twin(idx, table) else bit
        rnd.took(table | bit)
    else:
        rnd.table |= bit
        rnd.arrived(idx)
    if rnd.events is not None:
        rnd.events.append(
            ClaimSettled(
                rnd.number,
                seat,
                team,
                None if doubter is None else ALL_CARDS[idx],
                rnd.ordered(table),
                upheld,
                value,
                rnd.sweep_counts[team],
                doubter,
                penalty_team,
                penalty,
            )
        )
    state.card, state.claimant, state.asking = -1, -1, ()
    rnd.pass_turn(seat)


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
