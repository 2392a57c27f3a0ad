"""The reference Hard of 2026-11, kept unchanged so that every new Hard is measured against it.

The arena's ``hard_v1``: sampled deals of the hidden cards, each searched with alpha-beta,
averaged. Do not tune this module; improve :mod:`scopa.ai.search` instead.

Hard: sampled deals of the hidden cards, each searched with alpha-beta, averaged.

For each sample, the core's sampler (:mod:`scopa.core.sampling`) deals the cards this seat
has not seen to the other seats and the stock, consistently with everything public and with
what the rules make certain, and rebuilds the round. Every legal move is
searched with alpha-beta, the searching team maximizing and every other seat minimizing,
as deep as a leaf budget allows: to the end of the round (an exact solve of that sample)
when few cards remain. Leaves are valued by the rules' own scoring at the end of a round,
and otherwise by sweeps plus the worth of each team's captures under the rules in force,
plus the best capture the side to move has there (so a horizon never hides a sweep).
Move values are averaged over samples and blended with Medium's sweep-aware estimate,
which breaks near ties and steadies the average when few samples fit in the time.
"""

from __future__ import annotations

import threading
import time

from ...core.builds import taken_mask
from ...core.capture import CompiledRules
from ...core.engine import Round
from ...core.sampling import determinize, forbidden_cards
from ...core.steal import STEAL_BITS
from ...core.view import PlayerView
from .knowledge import chunk_weights, mask_worth, searched_moves, taken_worth
from .players import Player, RawMove, score_moves

INF = float("inf")
DEFAULT_TIME_BUDGET = 0.5
MAX_TIME_BUDGET = 1.0
LEAF_BUDGET = 120  # rough leaves per root move and sample that decide the search depth
TIE_WEIGHT = 0.3  # Medium's sweep-aware estimate, blended in: steadies few samples


def choose_depth(rnd: Round, budget: int) -> int:
    """The deepest search whose estimated leaves stay within ``budget`` (the first ply is
    the root move, already made)."""
    hands = [h.bit_count() for h in rnd.hands]
    seat, after = rnd.current, rnd.after
    remaining = rnd.to_play
    leaves, depth = 1.0, 0
    while depth < remaining:
        size = hands[seat]
        if size == 0:  # a new deal: the rules' next hand size
            size = rnd.next_hand_size or 1
            hands = [0 if s in rnd.out else size for s in range(rnd.n)]
        if leaves * size * 1.15 > budget and depth >= 1:
            break
        leaves *= size * 1.15
        hands[seat] -= 1
        seat = after[seat]
        depth += 1
    return depth


class Searcher:
    """Alpha-beta over one sampled round, for one team."""

    def __init__(self, view: PlayerView, compiled: CompiledRules) -> None:
        self.team = view.team
        self.teams = view.teams
        self.rules = view.rules
        self.compiled = compiled
        self.chunks = chunk_weights(view.rules)
        self.nodes = 0
        self.quiescence = True

    def terminal(self, rnd: Round) -> float:
        totals = rnd.score(detailed=False).totals
        mine = totals[self.team]
        return mine - max(t for i, t in enumerate(totals) if i != self.team)

    def static(self, rnd: Round) -> float:
        chunks = self.chunks
        values = [
            s + d + q + mask_worth(chunks, p)
            for s, d, q, p in zip(
                rnd.sweeps, rnd.declared, rnd.play_totals(), rnd.piles, strict=True
            )
        ]
        mine = values[self.team]
        return mine - max(v for i, v in enumerate(values) if i != self.team)

    def threat(self, rnd: Round) -> float:
        """The side to move's best immediate capture, sweep included, signed for our team:
        a one-ply look past the horizon so that a leaf never hides a sweep about to happen."""
        compiled = self.compiled
        table = rnd.table
        last = rnd.to_play == 1
        best = 0.0
        for idx, mask in searched_moves(rnd, self.chunks):
            cap = taken_mask(mask)  # a declaration's points are counted once it is made
            if mask & STEAL_BITS:  # a pile taken by its top card, as the core says
                gain = taken_worth(self.chunks, idx, rnd.takes(idx, mask))
            elif not cap:
                continue
            else:
                gain = mask_worth(self.chunks, cap | 1 << idx)
            gain += compiled.play_score(idx, cap, table, last, rnd.laid)
            if gain > best:
                best = gain
        return best if self.teams[rnd.current] == self.team else -best

    def value(self, rnd: Round, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if rnd.over:
            return self.terminal(rnd)
        if depth <= 0:
            return self.static(rnd) + (self.threat(rnd) if self.quiescence else 0.0)
        moves = searched_moves(rnd, self.chunks)
        if len(moves) > 1:
            moves.sort(key=_capture_size, reverse=True)
        if self.teams[rnd.current] == self.team:
            best = -INF
            for idx, cap in moves:
                child = rnd.clone()
                child.play(idx, cap)
                v = self.value(child, depth - 1, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        best = INF
        for idx, cap in moves:
            child = rnd.clone()
            child.play(idx, cap)
            v = self.value(child, depth - 1, alpha, beta)
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best


def _capture_size(move: RawMove) -> int:
    return move[1].bit_count()  # a declaring move sorts first among its card's


class HardV1Player(Player):
    """Determinized alpha-beta search, anytime within ``time_budget`` seconds."""

    level = "hard_v1"

    def __init__(
        self,
        seed: int | None = None,
        *,
        time_budget: float | None = None,
        samples: int | None = None,
        leaf_budget: int = LEAF_BUDGET,
    ) -> None:
        super().__init__(seed)
        if time_budget is None:
            time_budget = MAX_TIME_BUDGET if samples is not None else DEFAULT_TIME_BUDGET
        self.time_budget = max(0.0, min(float(time_budget), MAX_TIME_BUDGET))
        self.samples = samples
        self.leaf_budget = leaf_budget
        self.last_stats: dict[str, float] = {}

    def pick(
        self, view: PlayerView, moves: list[RawMove], cancel: threading.Event | None
    ) -> RawMove:
        values, _ = self.evaluate(view, moves, cancel)
        best = max(values)
        for v, raw in zip(values, moves, strict=True):
            if v == best:
                return raw
        return moves[0]

    def evaluate(
        self,
        view: PlayerView,
        moves: list[RawMove],
        cancel: threading.Event | None = None,
    ) -> tuple[list[float], int]:
        """Each move's mean searched value (plus the tie-break), and the samples used."""
        start = time.perf_counter()
        deadline = start + self.time_budget
        rng = self.rng(view)
        pub = self.public(view)
        compiled = pub.compiled
        forbidden = forbidden_cards(view, compiled)
        searcher = Searcher(view, compiled)
        totals = [0.0] * len(moves)
        others_hold = sum(view.hand_sizes) - len(view.hand)
        certain = others_hold == pub.unseen.bit_count() and (
            sum(1 for s, h in enumerate(view.hand_sizes) if h and s != view.seat) <= 1
        )
        target = 1 if certain else self.samples
        done = 0
        while target is None or done < target:
            if done and (time.perf_counter() >= deadline or self.cancelled(cancel)):
                break
            if not done and self.cancelled(cancel):
                break
            rnd = determinize(view, rng, compiled, forbidden)
            for i, (idx, cap) in enumerate(moves):
                child = rnd.clone()
                child.play(idx, cap)
                depth = choose_depth(child, self.leaf_budget)
                totals[i] += searcher.value(child, depth, -INF, INF)
            done += 1
        tie = [s for s, _ in score_moves(view, pub, moves)]
        if done:
            values = [t / done + TIE_WEIGHT * b for t, b in zip(totals, tie, strict=True)]
        else:
            values = tie
        self.last_stats = {
            "samples": done,
            "nodes": searcher.nodes,
            "seconds": time.perf_counter() - start,
        }
        return values, done
