"""The base of the reference Hard and Medium's one-ply estimate that it blends in: the
functions of :mod:`scopa.ai.players` it uses, as they were when it was pinned (2026-12),
copied verbatim. Do not edit: the live module is the one to improve.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod

from ...core.builds import taken_mask
from ...core.capture import CompiledRules
from ...core.cards import RANK_MASKS, bits, to_mask
from ...core.claims import CLAIM, DOUBT
from ...core.engine import next_seats
from ...core.moves import Move
from ...core.steal import STEAL_BITS, take_of
from ...core.view import PlayerView
from .knowledge import (
    Public,
    card_weights,
    chunk_weights,
    claim_true_chance,
    doubt_worth,
    holds_probability,
    mask_worth,
    public_state,
    taken_worth,
)

RawMove = tuple[int, int]


def to_move(raw: RawMove) -> Move:
    return Move.from_mask(*raw)


def takes_any(raw: RawMove) -> bool:
    """Whether the move takes cards: from the table, or a pile by its top card."""
    return bool(taken_mask(raw[1]) or raw[1] & STEAL_BITS)


def doubt_gain(view: PlayerView, pub: Public) -> float:
    """What doubting the claim awaiting this seat's answer is expected to gain its side over
    trusting it, from the view: the chance the claimant held a card that sweeps the table
    (against how often claimants bluff), and what each outcome is worth."""
    pending = view.claim()
    if pending is None:
        return 0.0
    claimant = pending[0].seat
    held = view.hand_sizes[claimant] - len(view.shown_cards()[claimant]) + 1
    p_true = claim_true_chance(pub.compiled, pub.table, pub.unseen, held)
    return doubt_worth(pub.compiled, chunk_weights(view.rules), pub.table, p_true)


def claim_outcome(view: PlayerView, pub: Public, idx: int) -> tuple[bool, bool]:
    """Whether a claim of the table with card ``idx`` would be doubted by the next side, as
    this seat judges that side's judgement (its unseen cards are about ours and our hand),
    and whether the card makes the claim good."""
    table, compiled = pub.table, pub.compiled
    p_true = claim_true_chance(compiled, table, pub.unseen | pub.hand, view.hand_sizes[view.seat])
    doubted = doubt_worth(compiled, chunk_weights(view.rules), table, p_true) > 0
    return doubted, compiled.claim_true(idx, table)


class Player(ABC):
    """Base: ``choose(view, cancel=None)`` returns a legal move for ``view.seat``."""

    level = "base"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self._cancel = threading.Event()
        self._compiled: CompiledRules | None = None

    def compiled(self, view: PlayerView) -> CompiledRules:
        """The capture rules of ``view``, compiled for this player alone: their cache holds
        only what this player asked, never what another seat's play filled in."""
        if self._compiled is None or self._compiled.rules != view.rules:
            self._compiled = CompiledRules(view.rules)
        return self._compiled

    def public(self, view: PlayerView) -> Public:
        return public_state(view, self.compiled(view))

    def rng(self, view: PlayerView) -> random.Random:
        """A generator fixed by the seed and the public position alone."""
        key = (
            f"{self.seed}/{view.round_number}/{view.seat}/{len(view.history)}/"
            f"{view.stock_count}/{view.hand_sizes}/{view.scores}"
        )
        return random.Random(key)

    def cancel(self) -> None:
        """Ask a ``choose`` running in another thread to return at once (it still returns a
        legal move). The flag is cleared when the next ``choose`` starts."""
        self._cancel.set()

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Move:
        self._cancel.clear()
        moves = view.legal_raw(self.compiled(view))
        if not moves:
            raise ValueError("no legal move: it is not this seat's turn or the hand is empty")
        if len(moves) == 1:
            return to_move(moves[0])
        if moves[0][0] < 0:  # a claimed sweep awaits this seat's answer
            return to_move(self.answer(view, moves, cancel))
        return to_move(self.pick(view, moves, cancel))

    def answer(
        self, view: PlayerView, moves: list[RawMove], cancel: threading.Event | None
    ) -> RawMove:
        """The answer to the claimed sweep awaiting this seat (``moves``: trust, doubt):
        doubt where that is expected to gain (:func:`doubt_gain`)."""
        doubt = doubt_gain(view, self.public(view)) > 0
        return next(m for m in moves if (m[1] == DOUBT) == doubt)

    @abstractmethod
    def pick(
        self, view: PlayerView, moves: list[RawMove], cancel: threading.Event | None
    ) -> RawMove:
        """The level's choice among ``moves`` (more than one)."""

    def cancelled(self, cancel: threading.Event | None) -> bool:
        return self._cancel.is_set() or (cancel is not None and cancel.is_set())

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def capture_worth(view: PlayerView, pub: Public, raw: RawMove) -> float:
    """Points-worth of what the move takes, sweep included (0 for laying a card)."""
    idx, mask = raw
    declared = float(pub.compiled.declared_points(to_mask(view.hand), mask))
    take = pub.takes((idx, mask & ~CLAIM))
    if not take:
        return declared
    worth = taken_worth(chunk_weights(view.rules), idx, take)
    compiled = pub.compiled  # the sweep and the in-play points, as the core scores them
    laid = view.laid_card() if compiled.play_points_on else -1
    return declared + worth + compiled.play_score(idx, take.table, pub.table, pub.last_play, laid)


def next_opponent(view: PlayerView, compiled: CompiledRules) -> tuple[int, int] | None:
    """After this seat's move: (the seat to play next, its hand size), or None when no
    opponent plays next (a partner follows, or the round ends)."""
    after = next_seats(view.players, view.out)  # seats out of the match are skipped
    sizes = list(view.hand_sizes)
    sizes[view.seat] -= 1
    nxt = after[view.seat]
    if sum(sizes) == 0:
        if view.stock_count == 0:
            return None
        nxt = after[view.dealer]
        size = compiled.plan(view.players - len(view.out)).hand_after(view.stock_count)
    else:
        size = sizes[nxt]
    if view.teams[nxt] == view.team or size <= 0:
        return None
    return nxt, size


def piles_after(pub: Public, raw: RawMove) -> tuple[list[int], list[int]]:
    """Each side's pile and pile top after this seat's move ``raw`` (what it takes, from
    where, as the core says): piles stolen are emptied, the card played goes on top."""
    piles, tops = list(pub.piles), list(pub.tops)
    take = pub.takes(raw)
    if take:
        for side, _, _ in take.piles:
            piles[side], tops[side] = 0, -1
        piles[pub.team] |= take.cards | 1 << raw[0]
        tops[pub.team] = raw[0]
    return piles, tops


def exposure(
    view: PlayerView,
    pub: Public,
    table_after: int,
    last_after: bool,
    after: tuple[list[int], list[int]] | None = None,
) -> float:
    """Expected points the next opponent takes from ``table_after`` given the unseen cards:
    each rank it might hold, the best capture that rank allows (sweep included), combined as
    the chance that it holds that rank and no better one. Where the rules steal piles,
    ``after`` (:func:`piles_after`) holds the piles and tops it may take from too."""
    compiled = pub.compiled
    nxt = next_opponent(view, compiled)
    stealing = compiled.steals.on and after is not None
    if nxt is None or not (table_after or stealing):
        return 0.0
    seat, size = nxt
    rules = view.rules
    chunks = chunk_weights(rules)
    weights = card_weights(rules)
    wild_rank = view.wild_rank()
    known = to_mask(view.shown_cards()[seat])  # a declared or face-up hand: certain
    unseen = pub.unseen & ~known
    hidden = size - known.bit_count()
    total = unseen.bit_count()
    threats: list[tuple[float, float]] = []
    for rank in range(1, rules.deck.ranks + 1):
        held = known & RANK_MASKS[rank], unseen & RANK_MASKS[rank]
        if not any(held):
            continue
        for copies, certain in zip(held, (True, False), strict=True):
            k = copies.bit_count()
            if not k:
                continue
            # what these cards take, as the core answers it: alike, or apart where one of
            # them is the wild card at its named rank or lies beside its own twin
            if stealing and after is not None:
                stolen = compiled.steals.options(rank, table_after, after[1], view.teams[seat])
                groups = [(copies, tuple(stolen))]
            else:
                groups = compiled.takes_grouped(copies, table_after, wild_rank)
            if not any(opts for _, opts in groups):
                continue
            card_worth = sum(weights[i] for i in bits(copies)) / k
            best = 0.0
            for cards, opts in groups:
                card = (cards & -cards).bit_length() - 1  # one of them: the same sweep
                for o in opts:
                    if o & STEAL_BITS and after is not None:
                        take = take_of(o, after[0], after[1])
                        gain = taken_worth(chunks, card, take) - mask_worth(chunks, 1 << card)
                        gain += card_worth
                        gain += compiled.sweep_score(card, take.table, table_after, last_after)
                    else:
                        gain = mask_worth(chunks, o) + card_worth
                        gain += compiled.play_score(card, o, table_after, last_after)
                    best = max(best, gain)
            threats.append((best, 1.0 if certain else holds_probability(total, k, hidden)))
    threats.sort(reverse=True)
    expected, none_better = 0.0, 1.0
    for gain, p in threats:
        expected += gain * p * none_better
        none_better *= 1.0 - p
    return expected


def score_moves(
    view: PlayerView, pub: Public, moves: list[RawMove], keep: float = 0.3
) -> list[tuple[float, RawMove]]:
    """Medium's one-ply estimate of each move, in round points: what the move takes, less
    what it leaves the next opponent, signed by whether the rules make points good (a
    losing objective wants to take little and leave much)."""
    weights = card_weights(view.rules)
    sign = 1.0 if view.rules.points_are_good else -1.0
    last_after = view.stock_count == 0 and sum(view.hand_sizes) == 2
    stealing = pub.compiled.steals.on
    out = []
    hand = to_mask(view.hand)
    for raw in moves:
        idx, mask = raw
        cap = taken_mask(mask)
        if idx < 0:  # an answer: doubting is worth what it is expected to gain
            out.append((doubt_gain(view, pub) if mask == DOUBT else 0.0, raw))
            continue
        if mask & CLAIM:
            doubted, true = claim_outcome(view, pub, idx)
            if doubted and not true:  # the bluff is called: the card is laid, a penalty
                gain = -view.rules.claims.bluff_penalty - keep * weights[idx]
                table_after = pub.table | 1 << idx
            else:
                gain = capture_worth(view, pub, (idx, cap))
                gain += view.rules.claims.doubt_penalty if doubted else 0.0
                table_after = 0
        elif takes_any(raw):
            gain = capture_worth(view, pub, raw)
            table_after = pub.table & ~cap
        else:
            gain = pub.compiled.declared_points(hand, mask) - keep * weights[idx]
            table_after = pub.table | 1 << idx
        after = piles_after(pub, raw) if stealing else None
        risk = exposure(view, pub, table_after, last_after, after)
        out.append((sign * (gain - risk), raw))
    return out
