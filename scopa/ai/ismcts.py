"""Information Set Monte Carlo Tree Search over the moves of the round (single observer).

One tree for the whole information set of the seat to move, as in Cowling, Powley and
Whitehouse (2012) and Di Palma and Lanzi (2018) for Scopone: every iteration deals the hidden
cards again with the core's sampler, walks the tree choosing among the moves legal in that
deal only (UCB1 with availability counts, so a move another seat may or may not be able to
make is judged only where it could), adds one node and plays the round out with a quick
epsilon-greedy policy on the fast engine. The reward is the round's score difference for the
mover's team, as the rules score it. Moves are public, so the tree's branches are the same in
every deal; nothing is fused across deals except what the seat really cannot tell apart.

Medium's one-ply estimate seeds the root as a prior worth a few visits, so that a small
iteration budget still plays sensibly; once no card is hidden any more the round is solved
exactly with alpha-beta. :class:`TreePlayer` is the arena's ``tree`` level, measured against
``hard_v1`` (docs/hard-notes.md); it is not yet offered at the table: it has not yet been
shown stronger than today's Hard.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable

from ..core.builds import taken_mask
from ..core.capture import CompiledRules
from ..core.cards import RANK_MASKS
from ..core.declarations import DECLARE
from ..core.engine import Round
from ..core.sampling import determinize, forbidden_cards, hidden_cards_known
from ..core.steal import STEAL_BITS
from ..core.view import PlayerView
from .hard_v1 import DEFAULT_TIME_BUDGET, INF, MAX_TIME_BUDGET, HardV1Player, Searcher
from .knowledge import card_weights, chunk_weights, mask_worth, searched_moves, taken_worth
from .players import Player, RawMove, score_moves

REWARD_SCALE = 4.0  # a round's score difference of this many points is a reward of 1
EXPLORATION = 0.7
EPSILON = 0.2  # the playout plays a random legal move this often
PRIOR_VISITS = 3.0  # Medium's estimate at the root counts as this many visits


class Node:
    __slots__ = ("avail", "children", "visits", "wins")

    def __init__(self) -> None:
        self.children: dict[RawMove, Node] = {}
        self.visits = 0
        self.wins = 0.0  # summed reward, for the team of the seat that made the move here
        self.avail = 0


def team_rewards(rnd: Round) -> list[float]:
    """Each team's score difference against its best other team, scaled."""
    totals = rnd.score(detailed=False).totals
    out = []
    for t, mine in enumerate(totals):
        best = max(v for i, v in enumerate(totals) if i != t)
        out.append((mine - best) / REWARD_SCALE)
    return out


class Playout:
    """The quick policy: the best capture by worth (sweep included), else the least card."""

    def __init__(
        self, compiled: CompiledRules, rng: random.Random, epsilon: float, guard: bool = False
    ) -> None:
        self.compiled = compiled
        self.rng = rng
        self.epsilon = epsilon
        self.guard = guard
        self.chunks = chunk_weights(compiled.rules)
        self.weights = card_weights(compiled.rules)
        self.sweepable: dict[int, bool] = {}
        # what a sweep is worth, on average over the card that makes it (its value or the
        # cards in it, where the rules say so)
        ranks = range(1, compiled.deck.ranks + 1)
        one = [(RANK_MASKS[r] & -RANK_MASKS[r]).bit_length() - 1 for r in ranks]
        worth = [compiled.sweep_points(i, 1 << i) for i in one]
        self.danger = float(sum(worth) / len(worth) or 1)

    def open_to_sweep(self, table: int) -> bool:
        """Whether some card could take the whole of ``table`` (whoever holds it)."""
        hit = self.sweepable.get(table)
        if hit is None:
            sweeps = self.compiled.sweeps_with
            ranks = range(1, self.compiled.deck.ranks + 1)
            hit = bool(table) and any(sweeps(r, table) for r in ranks)
            if len(self.sweepable) > 50_000:
                self.sweepable.clear()
            self.sweepable[table] = hit
        return hit

    def move(self, rnd: Round, moves: list[RawMove]) -> RawMove:
        if len(moves) == 1:
            return moves[0]
        rng = self.rng
        if rng.random() < self.epsilon:
            return moves[rng.randrange(len(moves))]
        chunks, weights, score = self.chunks, self.weights, self.compiled.play_score
        table, last, laid = rnd.table, rnd.to_play == 1, rnd.laid
        best, choice = -math.inf, moves[0]
        guard = self.guard and not last
        for idx, mask in moves:
            cap = taken_mask(mask)
            if mask & STEAL_BITS:  # a pile taken by its top card: what the core says it holds
                v = 1.0 + taken_worth(chunks, idx, rnd.takes(idx, mask))
                v += score(idx, cap, table, last, laid)
                after = table ^ cap
            elif cap:
                v = 1.0 + mask_worth(chunks, cap | 1 << idx) + score(idx, cap, table, last, laid)
                after = table ^ cap
            else:
                v = -weights[idx]
                after = table | 1 << idx
            if guard and self.open_to_sweep(after):
                v -= self.danger
            if mask & DECLARE:
                v += 1.0  # a declaration scores: make it
            if v > best:
                best, choice = v, (idx, mask)
        return choice

    def finish(self, rnd: Round) -> None:
        while not rnd.over:
            idx, cap = self.move(rnd, searched_moves(rnd, self.chunks))
            rnd.play(idx, cap)


class Search:
    """One ISMCTS over the information set of the seat to move."""

    def __init__(
        self,
        compiled: CompiledRules,
        rng: random.Random,
        root_moves: list[RawMove],
        prior: list[float],
        *,
        epsilon: float = EPSILON,
        exploration: float = EXPLORATION,
        guard: bool = False,
        prior_visits: float = PRIOR_VISITS,
    ) -> None:
        self.root = Node()
        self.prior_visits = prior_visits
        self.root_moves = root_moves
        self.prior = dict(zip(root_moves, prior, strict=True))
        self.playout = Playout(compiled, rng, epsilon, guard)
        self.exploration = exploration
        self.iterations = 0
        self.nodes = 1

    def iterate(self, sample: Callable[[], Round]) -> None:
        rnd = sample()
        node = self.root
        path: list[tuple[Node, int]] = []  # each node entered and the team that moved into it
        c = self.exploration
        at_root = True
        while not rnd.over:
            moves = self.root_moves if at_root else searched_moves(rnd, self.playout.chunks)
            untried = [m for m in moves if m not in node.children]
            team = rnd.team[rnd.current]
            if untried:
                move = untried[0] if at_root else untried[self.playout.rng.randrange(len(untried))]
                child = node.children[move] = Node()
                self.nodes += 1
                for m in moves:
                    seen = node.children.get(m)
                    if seen is not None:
                        seen.avail += 1
                rnd.play(*move)
                path.append((child, team))
                break
            best, move = -math.inf, moves[0]
            prior = self.prior if at_root else None
            pv = self.prior_visits
            for m in moves:
                ch = node.children[m]
                ch.avail += 1
                if prior is not None:
                    q = (ch.wins + pv * prior[m]) / (ch.visits + pv)
                else:
                    q = ch.wins / ch.visits
                v = q + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best:
                    best, move = v, m
            node = node.children[move]
            rnd.play(*move)
            path.append((node, team))
            at_root = False
        self.playout.finish(rnd)
        rewards = team_rewards(rnd)
        for n, team in path:
            n.visits += 1
            n.wins += rewards[team]
        self.iterations += 1

    def values(self) -> list[float]:
        """Each root move's mean reward with the prior mixed in (in scaled points)."""
        out = []
        for m in self.root_moves:
            ch = self.root.children.get(m)
            w, n = (ch.wins, ch.visits) if ch else (0.0, 0)
            out.append((w + self.prior_visits * self.prior[m]) / (n + self.prior_visits))
        return out


class TreePlayer(Player):
    """The information-set tree search as a player, anytime within ``time_budget`` seconds;
    ``samples`` fixes the number of sampled deals instead (one per iteration of the tree)."""

    level = "tree"

    def __init__(
        self,
        seed: int | None = None,
        *,
        time_budget: float | None = None,
        samples: int | None = None,
        exploration: float = EXPLORATION,
        epsilon: float = EPSILON,
        guard: bool = False,
        anchor: int = 0,
        prior_visits: float = PRIOR_VISITS,
    ) -> None:
        super().__init__(seed)
        self.anchor = int(anchor)
        self.prior_visits = prior_visits
        if time_budget is None:
            time_budget = MAX_TIME_BUDGET if samples is not None else DEFAULT_TIME_BUDGET
        self.time_budget = max(0.0, min(float(time_budget), MAX_TIME_BUDGET))
        self.samples = samples
        self.exploration = exploration
        self.epsilon = epsilon
        self.guard = guard
        self.last_stats: dict[str, float] = {}

    def pick(
        self, view: PlayerView, moves: list[RawMove], cancel: threading.Event | None
    ) -> RawMove:
        values, _ = self.evaluate(view, moves, cancel)
        return moves[values.index(max(values))]

    def evaluate(
        self,
        view: PlayerView,
        moves: list[RawMove],
        cancel: threading.Event | None = None,
    ) -> tuple[list[float], int]:
        """Each move's value in round points for this seat's team, and the deals sampled."""
        start = time.perf_counter()
        deadline = start + self.time_budget
        rng = self.rng(view)
        pub = self.public(view)
        compiled = pub.compiled
        forbidden = forbidden_cards(view, compiled)
        certain = hidden_cards_known(view)
        if certain and not self.cancelled(cancel):
            values = self.solve(view, compiled, determinize(view, rng, compiled, forbidden), moves)
            self.last_stats = {"samples": 1, "nodes": 0, "seconds": time.perf_counter() - start}
            return values, 1
        if self.anchor:
            reference = HardV1Player(self.seed, samples=self.anchor)
            prior = [v / REWARD_SCALE for v in reference.evaluate(view, moves, cancel)[0]]
        else:
            prior = [s / REWARD_SCALE for s, _ in score_moves(view, pub, moves)]
        tree = Search(
            compiled,
            rng,
            moves,
            prior,
            exploration=self.exploration,
            epsilon=self.epsilon,
            guard=self.guard,
            prior_visits=self.prior_visits,
        )

        def sample() -> Round:
            return determinize(view, rng, compiled, forbidden)

        target = self.samples
        while target is None or tree.iterations < target:
            if self.cancelled(cancel):
                break
            if tree.iterations and time.perf_counter() >= deadline:
                break
            tree.iterate(sample)
        self.last_stats = {
            "samples": tree.iterations,
            "nodes": tree.nodes,
            "seconds": time.perf_counter() - start,
        }
        return [v * REWARD_SCALE for v in tree.values()], tree.iterations

    def solve(
        self, view: PlayerView, compiled: CompiledRules, rnd: Round, moves: list[RawMove]
    ) -> list[float]:
        """Every move's exact value when no card is hidden: alpha-beta to the round's end."""
        searcher = Searcher(view, compiled)
        values = []
        for idx, cap in moves:
            child = rnd.clone()
            child.play(idx, cap)
            values.append(searcher.value(child, child.to_play + 1, -INF, INF))
        return values
