"""How long a review of one round takes, and whether it names a blunder planted in it.

    python bench/review.py                 # the time to review one 2-player round, 20 rounds
    python bench/review.py --blunders 200  # a blunder planted in each of 200 rounds

Seat 0 plays ``--player`` (Medium by default) against Medium for one round of ``--preset``
(one round a seed), and the round's record is reviewed for seat 0 as
:func:`scopa.ai.review` does (``--samples`` and ``--leaf-budget`` set its cost). The first
mode prints the median and the longest review over the rounds, and seat 0's accuracy.

``--blunders N`` plants one blunder in each of N rounds, at a decision of seat 0 chosen at
random among those that allow one: a play that misses a sweep (the non-sweeping play Medium
likes best, where a sweep was there), or one that leaves the next opponent a table it may
sweep where another play gained as much at once and left none (the most tempting such
play). It prints how often the review names the planted play among the three biggest
losses of seat 0 in that round, by kind, and the reason codes it gave it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.ai import accuracy, make_player
from scopa.ai.knowledge import public_state
from scopa.ai.players import RawMove, is_sweep, move_gains, score_moves, sweepable, to_move
from scopa.ai.review import REVIEW_LEAF_BUDGET, REVIEW_SAMPLES, Grader, Review, plays_of
from scopa.core.claims import CLAIM
from scopa.core.game import Game
from scopa.core.moves import Move
from scopa.core.rules import Rules


def reviewed(record: dict, seed: int, samples: int, leaf_budget: int) -> tuple[list[Review], float]:
    """Seat 0's reviews of ``record`` (as :func:`scopa.ai.review` makes them) and seconds."""
    start = time.perf_counter()
    grader = Grader(seed, samples=samples, leaf_budget=leaf_budget)
    out = [grader.grade(view, move, number) for number, view, move in plays_of(record, 0)]
    return out, time.perf_counter() - start


def blunder(game: Game) -> dict[str, Move]:
    """The blunders seat 0 could make now, by kind (``missed_sweep``, ``left_sweep``)."""
    view = game.view(0)
    pub = public_state(view)
    plays: list[RawMove] = [m for m in view.legal_raw(pub.compiled) if m[0] >= 0]
    plays = [m for m in plays if not m[1] & CLAIM]
    if len(plays) < 2 or not view.rules.points_are_good:
        return {}
    out: dict[str, Move] = {}
    sweeps = [is_sweep(view, pub, m) for m in plays]
    if any(sweeps) and not all(sweeps):
        scored = score_moves(view, pub, plays)
        others = [(s, m) for (s, m), sw in zip(scored, sweeps, strict=True) if not sw]
        out["missed_sweep"] = to_move(max(others)[1])
    gains = move_gains(view, pub, plays)
    last_after = view.stock_count == 0 and sum(view.hand_sizes) == 2
    open_ = [sweepable(view, pub, table, last_after) for _, table in gains]
    safe = [g for (g, _), o in zip(gains, open_, strict=True) if not o]
    if safe:
        tempting = [
            (g, m)
            for m, (g, _), o in zip(plays, gains, open_, strict=True)
            if o and g <= max(safe) + 1e-9
        ]
        if tempting:
            out["left_sweep"] = to_move(max(tempting)[1])
    return out


def planted_round(rules: Rules, seed: int, player: str) -> tuple[dict, int, str] | None:
    """A round with one planted blunder of seat 0: its record, the blunder's move number and
    kind (None: the round offered none)."""
    rng = random.Random(seed)
    game = Game(rules, 2, seed=seed)
    me, other = make_player(player, seed), make_player("medium", seed + 10_000)
    planted: tuple[int, str] | None = None
    while not game.round_over:
        seat = game.current_player
        move = (me if seat == 0 else other).choose(game.view(seat))
        if seat == 0 and planted is None:
            kinds = blunder(game)
            if kinds and rng.random() < 0.4:
                kind = rng.choice(sorted(kinds))
                move = kinds[kind]
                planted = len(game.moves), kind
        game.play(move)
    if planted is None:
        return None
    return game.record(), planted[0], planted[1]


def plain_round(rules: Rules, seed: int, player: str) -> dict:
    game = Game(rules, 2, seed=seed)
    me, other = make_player(player, seed), make_player("medium", seed + 10_000)
    while not game.round_over:
        seat = game.current_player
        game.play((me if seat == 0 else other).choose(game.view(seat)))
    return game.record()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="rounds timed")
    parser.add_argument("--blunders", type=int, default=0, help="rounds with a planted blunder")
    parser.add_argument("--preset", default="scopa")
    parser.add_argument("--player", default="medium", help="the level playing seat 0")
    parser.add_argument("--samples", type=int, default=REVIEW_SAMPLES)
    parser.add_argument("--leaf-budget", type=int, default=REVIEW_LEAF_BUDGET)
    args = parser.parse_args()
    rules = Rules.preset(args.preset)
    cost = f"{args.samples} deals a play, leaf budget {args.leaf_budget}"
    if not args.blunders:
        times, kept = [], []
        for seed in range(args.rounds):
            reviews, seconds = reviewed(plain_round(rules, seed, args.player), 0, *_cost(args))
            times.append(seconds)
            kept.append(accuracy(reviews))
        print(f"{args.preset}, 2 players, one round reviewed for seat 0 ({cost})")
        print(
            f"{len(times)} rounds: median {statistics.median(times):.2f} s,"
            f" max {max(times):.2f} s, mean {statistics.mean(times):.2f} s"
        )
        print(
            f"{args.player}'s accuracy a round: mean {statistics.mean(kept):.1f}%,"
            f" lowest {min(kept):.1f}%"
        )
        return 0
    found, tried, seed = Counter[str](), Counter[str](), 0
    named: Counter[str] = Counter()
    ranks: Counter[int] = Counter()
    times = []
    while sum(tried.values()) < args.blunders:
        planted = planted_round(rules, seed, args.player)
        seed += 1
        if planted is None:
            continue
        record, number, kind = planted
        reviews, seconds = reviewed(record, 0, *_cost(args))
        times.append(seconds)
        order = sorted(reviews, key=lambda r: (-r.loss, r.move_number))
        rank = next(i for i, r in enumerate(order) if r.move_number == number)
        mine = order[rank]
        tried[kind] += 1
        ranks[min(rank, 3)] += 1
        named[f"{kind} -> {mine.reason}"] += 1
        if rank < 3 and mine.loss > 0:
            found[kind] += 1
    total = sum(found.values())
    print(f"{args.preset}, {args.player} as seat 0, a blunder planted in {args.blunders} rounds")
    print(f"review: {cost}; median {statistics.median(times):.2f} s a round")
    print(f"named among the three biggest mistakes: {total}/{args.blunders}")
    for kind in sorted(tried):
        print(f"  {kind:<13} {found[kind]:>4}/{tried[kind]:<4}")
    print("rank of the blunder (0 = the biggest):", dict(sorted(ranks.items())))
    for what, n in named.most_common():
        print(f"  {what:<40} {n:>4}")
    return 0


def _cost(args: argparse.Namespace) -> tuple[int, int]:
    return args.samples, args.leaf_budget


if __name__ == "__main__":
    raise SystemExit(main())
