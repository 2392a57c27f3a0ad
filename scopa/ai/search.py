"""Hard: sampled deals of the hidden cards, each searched with alpha-beta, averaged.

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
from collections.abc import Sequence

from ..core.builds import taken_mask
from ..core.capture import CompiledRules
from ..core.claims import CLAIM
from ..core.engine import Round
from ..core.sampling import determinize, forbidden_cards, hidden_cards_known
from ..core.scoring import coins_reset
from ..core.steal import STEAL_BITS
from ..core.view import PlayerView
from .knowledge import chunk_weights, claim_likelihood, mask_worth, searched_moves, taken_worth
from .players import Player, RawMove, guarded, score_moves

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
    leaves, depth = 1.0, len(rnd.asking)  # answers to a claim: one searched move each
    if rnd.asking:
        seat = after[rnd.claimant]
        remaining += depth
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
        # the other sides still in the match; whether points are good or to be avoided
        self.others = sorted({view.teams[s] for s in range(view.players) if s not in view.out})
        if self.team in self.others:
            self.others.remove(self.team)
        self.points_are_good = view.rules.points_are_good
        self.scores = view.scores  # the match so far: a coins reset takes the others' away
        self.quiescence = self.points_are_good

    def margin(self, values: list[float] | list[int]) -> float:
        """Our standing among the sides: ahead of the best other side where points are good,
        below the other sides' average where they are to be avoided."""
        others = [values[t] for t in self.others] or [0]
        if self.points_are_good:
            return values[self.team] - max(others)
        return sum(others) / len(others) - values[self.team]

    def root_values(self, rnd: Round, moves: Sequence[RawMove], leaf_budget: int) -> list[float]:
        """Each of ``moves`` made on ``rnd`` (one sampled deal) and searched as deep as
        ``leaf_budget`` allows: the values a sample adds to the moves' totals."""
        values = []
        for idx, cap in moves:
            child = rnd.clone()
            child.play(idx, cap)
            values.append(self.value(child, choose_depth(child, leaf_budget), -INF, INF))
        return values

    def terminal(self, rnd: Round) -> float:
        totals = rnd.score(detailed=False).totals
        reset = coins_reset(self.rules, rnd.piles)
        if reset is not None:  # the others' match scores go back to 0: a loss of them all
            totals = [
                t if side == reset[0] else -s
                for side, (t, s) in enumerate(zip(totals, self.scores, strict=True))
            ]
        return self.margin(totals)

    def static(self, rnd: Round) -> float:
        chunks = self.chunks
        values = [
            s + d + c + q + mask_worth(chunks, p)
            for s, d, c, q, p in zip(
                rnd.sweeps,
                rnd.declared,
                rnd.claim_points,
                rnd.play_totals(),
                rnd.piles,
                strict=True,
            )
        ]
        return self.margin(values)

    def threat(self, rnd: Round) -> float:
        """The side to move's best immediate capture, sweep included, signed for our team:
        a one-ply look past the horizon so that a leaf never hides a sweep about to happen."""
        compiled = self.compiled
        table = rnd.table
        last = rnd.to_play == 1
        best = 0.0
        for idx, mask in rnd.legal():
            cap = taken_mask(mask)  # a declaration's points are counted once it is made
            if mask & STEAL_BITS:  # a pile taken by its top card, as the core says
                gain = taken_worth(self.chunks, idx, rnd.takes(idx, mask))
            elif not cap or mask & CLAIM:
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


class HardPlayer(Player):
    """Determinized alpha-beta search, anytime within ``time_budget`` seconds."""

    level = "hard"

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

    def answer(
        self, view: PlayerView, moves: list[RawMove], cancel: threading.Event | None
    ) -> RawMove:
        return self.pick(view, moves, cancel)  # the same search: trust and doubt are moves

    def pick(
        self, view: PlayerView, moves: list[RawMove], cancel: threading.Event | None
    ) -> RawMove:
        moves = guarded(view, self.public(view), moves)  # as Medium: no settebello laid away
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
        certain = hidden_cards_known(view)
        target = 1 if certain else self.samples
        done = 0
        weight = 0.0  # the samples' summed likelihood (each 1 but under a claim to answer)
        while target is None or done < target:
            if done and (time.perf_counter() >= deadline or self.cancelled(cancel)):
                break
            if not done and self.cancelled(cancel):
                break
            rnd = determinize(view, rng, compiled, forbidden)
            # answering a claim, a sample counts as much as its hand would make the claim
            w = claim_likelihood(rnd) if rnd.asking else 1.0
            for i, v in enumerate(searcher.root_values(rnd, moves, self.leaf_budget)):
                totals[i] += w * v
            done += 1
            weight += w
        tie = [s for s, _ in score_moves(view, pub, moves)]
        if done and weight > 0:
            values = [t / weight + TIE_WEIGHT * b for t, b in zip(totals, tie, strict=True)]
        else:
            values = tie
        self.last_stats = {
            "samples": done,
            "nodes": searcher.nodes,
            "seconds": time.perf_counter() - start,
        }
        return values, done
