"""The arena: duplicate deals between computer levels, with honest intervals.

    python -m scopa.ai.arena --pairs 500 --pairings medium-easy,hard-medium,hard-greedy
    python bench/arena.py --preset scopone --players 4 --pairings hard-greedy --jobs 2

Every deal is played once per orientation (2 players: seats swapped; teams: each side in
each team's seats; players alone: the first level in each seat in turn, the second in all
the others), so the luck of the cards cancels. Margins are signed by the rules: in a losing
game, points taken count against the side that took them. For each pairing it prints the first
level's mean point margin per round over deal pairs with a 95% interval, round and match
win/draw/loss, and the milliseconds per move (p50/p95) of each level. A level written
``hard16`` is Hard with 16 sampled deals a move (the default is ``--samples``); Hard's
time cap is ``--time-budget``.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import statistics
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from multiprocessing import Pool

from ..core.cards import ALL_CARDS
from ..core.game import Game
from ..core.rules import Rules
from . import make_player
from .hard_v1 import HardV1Player
from .ismcts import TreePlayer
from .players import Player

# a level that plays: a live one, or the pinned reference (which has its own pinned base)
Contender = Player | HardV1Player


@dataclass
class Outcome:
    """What one chunk of deal pairs produced for a pairing."""

    margins: list[float] = field(default_factory=list)  # per deal pair, mean over orientations
    rounds: list[int] = field(default_factory=lambda: [0, 0, 0])  # win, draw, loss
    matches: list[int] = field(default_factory=lambda: [0, 0, 0])
    match_margins: list[float] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> ms per move

    def merge(self, other: Outcome) -> None:
        self.margins += other.margins
        self.match_margins += other.match_margins
        for i in range(3):
            self.rounds[i] += other.rounds[i]
            self.matches[i] += other.matches[i]
        for level, ms in other.times.items():
            self.times.setdefault(level, []).extend(ms)


@dataclass(frozen=True)
class Setup:
    preset: str
    players: int
    first: str
    second: str
    samples: int
    time_budget: float | None
    seed: int


LEVEL_SPEC = re.compile(r"(hard_v1|[a-z]+)(?::?(\d+))?(?:@(\d*\.?\d+))?")


TREE_OPTIONS = {
    "c": "exploration",
    "e": "epsilon",
    "g": "guard",
    "a": "anchor",
    "p": "prior_visits",
}


def build_player(spec: str, setup: Setup, seed: int) -> Contender:
    """The player a level spec names: ``level``, ``level16`` or ``level:16`` (the sampled
    deals of Hard and ``hard_v1``; the iterations of ``tree``, the information-set tree
    search), with ``@0.05`` for its own seconds cap; ``tree`` takes settings after slashes
    (``tree:400/c0.5/e0.1/g1/a16/p40``: exploration, playout epsilon, sweep guard in
    playouts, and a root prior from ``hard_v1`` with that many deals worth that many visits)."""
    base, *settings = spec.split("/")
    found = LEVEL_SPEC.fullmatch(base)
    if not found:
        raise ValueError(f"not a level: {spec!r}")
    level, count, seconds = found.group(1), found.group(2), found.group(3)
    budget = float(seconds) if seconds else setup.time_budget
    budgeted = int(count or setup.samples) or None
    if level == "hard_v1":
        return HardV1Player(seed, time_budget=budget, samples=budgeted)
    if level == "tree":
        kwargs: dict[str, float] = {}
        for item in settings:
            if item[:1] not in TREE_OPTIONS:
                raise ValueError(f"not a setting of the tree search: {item!r}")
            kwargs[TREE_OPTIONS[item[0]]] = float(item[1:])
        return TreePlayer(seed, time_budget=budget, samples=budgeted, **kwargs)  # type: ignore[arg-type]
    if settings:
        raise ValueError(f"{level} takes no settings: {spec!r}")
    if level == "hard":
        return make_player("hard", seed, budget, samples=budgeted)
    return make_player(level, seed)


def orientations(teams: tuple[int, ...]) -> list[list[int]]:
    """For each orientation, which seats play the first level (one orientation per team)."""
    return [[s for s, t in enumerate(teams) if t == side] for side in range(max(teams) + 1)]


def margin(totals: list[int], side: int, points_are_good: bool = True) -> float:
    """The first level's side against the mean of the others, signed so that more is
    better for the first level: where the rules make points to be avoided (a losing
    objective), it is the others' mean less the side's points."""
    others = [t for i, t in enumerate(totals) if i != side]
    ahead = totals[side] - sum(others) / len(others)
    return ahead if points_are_good else -ahead


def play(game: Game, players: list[Contender], specs: list[str], out: Outcome, whole: bool) -> None:
    """Play the round (or, with ``whole``, the match), timing every decision."""
    clock = time.perf_counter
    while True:
        while not game.round_over:
            seat = game.current_player
            t0 = clock()
            move = players[seat].choose(game.view(seat))
            out.times.setdefault(specs[seat], []).append((clock() - t0) * 1000)
            game.play(move)
        if not whole or game.match_over:
            return
        game.next_round()


def run_chunk(args: tuple[Setup, list[int], int]) -> Outcome:
    setup, deals, matches = args
    rules = Rules.preset(setup.preset)
    teams = rules.teams(setup.players)
    out = Outcome()
    for deal in deals:
        rng = random.Random(setup.seed * 1_000_003 + deal)
        deck = list(rules.deck.cards.indices)
        rng.shuffle(deck)
        cards = [ALL_CARDS[i] for i in deck]
        per_orientation = []
        for side, seats in enumerate(orientations(teams)):
            specs = [setup.first if s in seats else setup.second for s in range(setup.players)]
            # seeds follow the level's side, not the seat, so that a level against itself
            # is two independent players and the null check means something
            players = [
                build_player(sp, setup, deal * 64 + (0 if s in seats else 32) + s)
                for s, sp in enumerate(specs)
            ]
            game = Game(rules, setup.players, deck=cards, seed=deal, dealer=setup.players - 1)
            play(game, players, specs, out, whole=False)
            m = margin(game.round_results[-1].totals, side, rules.points_are_good)
            out.rounds[0 if m > 0 else 1 if m == 0 else 2] += 1
            per_orientation.append(m)
            if deal < matches:
                game = Game(rules, setup.players, seed=deal + 7_777, dealer=setup.players - 1)
                play(game, players, specs, out, whole=True)
                w = game.winner
                won = 1 if w is None else 0 if w == side else 2
                out.matches[won] += 1
                out.match_margins.append(margin(list(game.scores), side, rules.points_are_good))
        out.margins.append(sum(per_orientation) / len(per_orientation))
    return out


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    if len(values) < 2:
        return (values[0] if values else 0.0), math.inf
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def run(setup: Setup, pairs: int, matches: int, jobs: int, progress: bool = False) -> Outcome:
    chunks = [list(range(i, pairs, jobs * 4)) for i in range(min(pairs, jobs * 4))]
    work = [(setup, chunk, matches) for chunk in chunks]
    total = Outcome()
    if jobs > 1:
        with Pool(jobs) as pool:
            for part in pool.imap_unordered(run_chunk, work):
                total.merge(part)
                if progress:
                    mean, half = interval(total.margins)
                    print(f"  ... {len(total.margins)} pairs: {mean:+.3f} ± {half:.3f}", flush=True)
    else:
        for item in work:
            total.merge(run_chunk(item))
            if progress:
                mean, half = interval(total.margins)
                print(f"  ... {len(total.margins)} pairs: {mean:+.3f} ± {half:.3f}", flush=True)
    return total


def report(setup: Setup, out: Outcome, seconds: float) -> str:
    mean, half = interval(out.margins)
    w, d, lo = out.rounds
    lines = [
        f"{setup.first} vs {setup.second} ({setup.preset}, {setup.players} players, "
        f"{len(out.margins)} deal pairs, {seconds:.0f} s)",
        f"  margin {mean:+.3f} points/round, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}]",
        f"  rounds W/D/L {w}/{d}/{lo}",
    ]
    if sum(out.matches):
        mm, mh = interval(out.match_margins)
        mw, md, ml = out.matches
        lines.append(f"  matches W/D/L {mw}/{md}/{ml} (final score margin {mm:+.2f} ± {mh:.2f})")
    for level, ms in sorted(out.times.items()):
        lines.append(
            f"  {level}: {percentile(ms, 0.5):.2f} ms/move p50, {percentile(ms, 0.95):.2f} p95"
            f" ({len(ms)} moves)"
        )
    return "\n".join(lines)


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=200, help="duplicate deal pairs")
    parser.add_argument("--matches", type=int, default=0, help="duplicate match pairs too")
    parser.add_argument("--preset", default="scopa")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument(
        "--pairings",
        default="medium-easy,hard-medium,hard-greedy",
        help="comma-separated first-second levels, e.g. hard-greedy,hard32-hard8",
    )
    parser.add_argument("--samples", type=int, default=16, help="Hard's sampled deals a move")
    parser.add_argument("--time-budget", type=float, default=None, help="Hard's seconds cap")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--progress", action="store_true", help="print the margin so far")
    args = parser.parse_args(None if argv is None else list(argv))
    rules = Rules.preset(args.preset)
    players = args.players or rules.players.default
    for pairing in args.pairings.split(","):
        first, second = pairing.split("-")
        setup = Setup(
            args.preset, players, first, second, args.samples, args.time_budget, args.seed
        )
        start = time.perf_counter()
        out = run(setup, args.pairs, args.matches, max(1, args.jobs), args.progress)
        print(report(setup, out, time.perf_counter() - start), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
