"""What the reference Hard knows of a position: the functions of :mod:`scopa.ai.knowledge` it
uses, as they were when it was pinned (2026-12), copied verbatim. Do not edit: the live
module is the one to improve.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import comb

from ...core.capture import CompiledRules
from ...core.cards import CARD_COUNT, RANK_OF, SUIT_OF, TWIN, bits, to_mask
from ...core.claims import ANSWERS, CLAIM
from ...core.engine import Round
from ...core.rules import Rules, ScoringRules
from ...core.scoring import card_sets
from ...core.steal import Take, take_of
from ...core.view import PlayerView

Chunks = tuple[tuple[float, ...], ...]  # per suit, the worth of every set of its ranks


_PRIMIERA_SHARE = {
    "standard": (0, 0.08, 0.02, 0.02, 0.02, 0.05, 0.15, 0.25, 0.01, 0.01, 0.01),
    "figures_zero": (0, 0.08, 0.02, 0.02, 0.02, 0.05, 0.15, 0.25, 0.0, 0.0, 0.0),
    "veneto": (0, 0.08, 0.02, 0.03, 0.04, 0.05, 0.15, 0.25, 0.0, 0.0, 0.0),
    "ace_low": (0, 0.02, 0.02, 0.02, 0.03, 0.06, 0.15, 0.25, 0.01, 0.01, 0.01),
    "most_sevens": (0, 0.08, 0.0, 0.0, 0.0, 0.0, 0.15, 0.3, 0.0, 0.0, 0.0),
    "most_by_rank": (0, 0.01, 0.01, 0.01, 0.02, 0.04, 0.15, 0.3, 0.0, 0.0, 0.0),
}


def card_weights(rules: Rules) -> tuple[float, ...]:
    """The worth of holding each card (index 0..39) in a pile, in round points.

    A rough, linear share of every category the rules score: a card scored by itself (the
    settebello, every coin where each scores) is worth the points the core gives it, below 0
    for a penalty card (Mariscal's King of swords), so that every level shuns taking it; a
    coin a share of the coins point, a seven a share of primiera and sevens; the cards that
    score only together (the polaca, the grande: :func:`~scopa.core.scoring.card_sets`) an
    even share each of what they make together.
    """
    return _card_weights(rules.scoring, rules.points_per_card())


def _together_shares(sc: ScoringRules) -> list[float]:
    """Per card, its even share of the sets that score only together: the Queen of coins
    and the settebello half of the polaca's point each."""
    shares = [0.0] * CARD_COUNT
    for card_set in card_sets(sc):
        involved = card_set.cards | card_set.beside
        total = card_set.points * (1 if card_set.whole else card_set.cards.bit_count())
        each = total / involved.bit_count()
        for idx in bits(involved):
            shares[idx] += each
    return shares


@lru_cache(maxsize=64)
def _card_weights(sc: ScoringRules, per_card: tuple[int, ...]) -> tuple[float, ...]:
    scale = _PRIMIERA_SHARE.get(sc.primiera_scale, _PRIMIERA_SHARE["standard"])
    share = (*scale, scale[8], scale[8], scale[8])  # ranks 11-13 (a 52-card deck): as figures
    together = _together_shares(sc)
    weights = []
    for idx in range(CARD_COUNT):
        rank, suit = RANK_OF[idx], SUIT_OF[idx]
        w = sc.cards * 0.05 + sc.primiera * share[rank]
        if suit == 0:
            w += max(sc.coins, sc.all_coins or 0) * 0.1
            if sc.napola != "none":
                w += 0.35 if rank <= 3 else 0.12 if rank <= 6 else 0.05
        if rank == 7:
            w += sc.sevens * 0.25 + sc.all_sevens * 0.05
        weights.append(w + per_card[idx] + together[idx])
    return tuple(weights)


def chunk_weights(rules: Rules) -> tuple[tuple[float, ...], ...]:
    """Per suit, the summed weight of every 10-bit set of ranks, and of every set of the 12
    cards of ranks 11-13 (a 52-card deck): a pile's worth in 5 lookups."""
    return _chunk_weights(card_weights(rules))


@lru_cache(maxsize=64)
def _chunk_weights(w: tuple[float, ...]) -> tuple[tuple[float, ...], ...]:
    out = []
    for first, size in ((0, 10), (10, 10), (20, 10), (30, 10), (40, TWIN - 40)):
        table = [0.0] * (1 << size)
        for chunk in range(1, 1 << size):
            low = chunk & -chunk
            table[chunk] = table[chunk ^ low] + w[first + low.bit_length() - 1]
        out.append(tuple(table))
    return tuple(out)


def mask_worth(chunks: tuple[tuple[float, ...], ...], mask: int) -> float:
    """The summed weight of ``mask``'s cards (a twin weighs as its first copy)."""
    worth = (
        chunks[0][mask & 0x3FF]
        + chunks[1][(mask >> 10) & 0x3FF]
        + chunks[2][(mask >> 20) & 0x3FF]
        + chunks[3][(mask >> 30) & 0x3FF]
        + chunks[4][(mask >> 40) & 0xFFF]
    )
    return worth + mask_worth(chunks, mask >> TWIN) if mask >> TWIN else worth


def taken_worth(chunks: tuple[tuple[float, ...], ...], idx: int, take: Take) -> float:
    """What playing card ``idx`` and taking ``take`` (the core's answer to what a move takes)
    gains the side against the others: the cards it takes with the card itself, and each pile
    stolen once more, as the side robbed loses it."""
    worth = mask_worth(chunks, take.cards | 1 << idx)
    for _, pile, _ in take.piles:
        worth += mask_worth(chunks, pile)
    return worth


def holds_probability(unseen: int, copies: int, hand: int) -> float:
    """The chance that a hand of ``hand`` cards drawn from ``unseen`` holds one of ``copies``."""
    if copies <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    if copies + hand > unseen:
        return 1.0
    return 1.0 - comb(unseen - copies, hand) / comb(unseen, hand)


@dataclass(frozen=True)
class Public:
    """The public state of the round as masks, seen from one seat, with the capture rules
    compiled for this player alone (their cache is filled by its own questions only)."""

    seat: int
    hand: int
    table: int
    unseen: int
    piles: tuple[int, ...]  # per team
    last_play: bool  # the move about to be made is the round's last
    compiled: CompiledRules
    tops: tuple[int, ...] = ()  # per team, its pile's top card (-1: none), where piles are stolen
    team: int = 0

    def takes(self, raw: tuple[int, int]) -> Take:
        """What the move ``raw`` takes, and from where (the core's answer)."""
        return take_of(raw[1], self.piles, self.tops)


def public_state(view: PlayerView, compiled: CompiledRules | None = None) -> Public:
    """Each team's captures and the unseen cards, from what the view says."""
    piles = view.pile_masks()
    hand = to_mask(view.hand)
    table = to_mask(view.table)
    unseen = to_mask(view.unseen())
    last = view.stock_count == 0 and sum(view.hand_sizes) == 1
    if compiled is None or compiled.rules != view.rules:
        compiled = CompiledRules(view.rules)
    tops = tuple(-1 if c is None else c.index for c in view.pile_tops())
    return Public(view.seat, hand, table, unseen, tuple(piles), last, compiled, tops, view.team)


BLUFF_RATE = 0.15  # how often a claimant holding no card that sweeps is taken to bluff


def claim_true_chance(compiled: CompiledRules, table: int, unseen: int, hand: int) -> float:
    """The chance that a claim of ``table`` is true, seen by a seat for which the cards of
    ``unseen`` are hidden, the claimant having held ``hand`` of them (the claimed card
    included): the chance it held a card that sweeps, against how often a claimant bluffs."""
    sweepers = sum(1 for i in bits(unseen) if compiled.claim_true(i, table))
    has = holds_probability(unseen.bit_count(), sweepers, hand)
    if has <= 0.0:
        return 0.0
    return has / (has + (1.0 - has) * BLUFF_RATE)


def doubt_worth(compiled: CompiledRules, chunks: Chunks, table: int, p_true: float) -> float:
    """What doubting a claim of ``table`` is expected to gain the doubter's side over
    trusting it, in round points, when the claim is true with chance ``p_true``: a true
    claim costs the doubter its penalty; a false one costs the claimant its penalty and the
    sweep, and leaves the table's cards in play."""
    claims = compiled.rules.claims
    if_false = claims.bluff_penalty + compiled.rules.sweep.points + mask_worth(chunks, table)
    return (1.0 - p_true) * if_false - p_true * claims.doubt_penalty


def round_unseen(rnd: Round, seat: int) -> int:
    """The cards hidden from ``seat`` in a whole round: the other hands, the stock and the
    cards others played face down, unseen (what that seat's own view would call unseen)."""
    hidden = public = shown = 0
    for s, mask in enumerate(rnd.face_down):
        if s != seat:
            hidden |= mask
    for pile in rnd.piles:
        public |= pile
    for s, mask in enumerate(rnd.shown):
        if s != seat:
            shown |= mask
    seen = rnd.hands[seat] | rnd.table | (public & ~hidden) | shown | rnd.face_down[seat]
    return rnd.c.deck.mask & ~seen


def answer_in_round(rnd: Round, chunks: Chunks) -> tuple[int, int]:
    """The answer the seat asked gives to the claim awaiting it in a whole round, from what
    that seat can know there (never the claimed card): the answer a searching player
    expects of every seat, itself included, below the root of its search."""
    c = rnd.c
    seat, claimant = rnd.current, rnd.claimant
    unseen = round_unseen(rnd, seat)
    held = rnd.hands[claimant].bit_count() + 1
    p_true = claim_true_chance(c, rnd.table, unseen, held)
    return ANSWERS[1] if doubt_worth(c, chunks, rnd.table, p_true) > 0 else ANSWERS[0]


def searched_moves(rnd: Round, chunks: Chunks) -> list[tuple[int, int]]:
    """The moves a search tries below its root: every legal move but claimed sweeps, which
    only the root weighs; a claim awaiting answers gets the answer of
    :func:`answer_in_round`, so that no search below the root reads the claimed card."""
    if rnd.asking:
        return [answer_in_round(rnd, chunks)]
    moves = rnd.legal()
    if rnd.c.claim_sweeps:
        return [m for m in moves if not m[1] & CLAIM]
    return moves
