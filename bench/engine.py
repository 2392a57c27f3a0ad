"""Engine speed: random-vs-random rounds per second, and microseconds per legal_moves().

    python bench/engine.py [--seconds 3]

Prints, for 2-player Scopa, 4-player Scopone and 2-player Escoba, the rounds per second of
the fast engine (what the computer players' search runs on) and of the public Game API (with
checking, events and history), the cost of one legal-move generation on each, and how many
times faster the engine is (fast/API). Each throughput is the best of five slices that the
two loops take in turn, so that a burst of load elsewhere lowers neither figure more than the
other. The API loop starts a new match for every round, so it also pays for a match's set-up.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.core.capture import CompiledRules
from scopa.core.engine import Round
from scopa.core.game import Game
from scopa.core.rules import Rules

CASES = (("scopa", 2), ("scopone", 4), ("escoba", 2))
_COMPILED: dict[Rules, CompiledRules] = {}


def fast_rounds(
    rules: Rules, players: int, seconds: float, *, time_legal: bool = False
) -> tuple[float, float]:
    """Rounds per second on the fast engine and, with ``time_legal``, microseconds per
    legal() call (timing each call slows the loop, so throughput is measured without it).
    The engine's capture answers are kept from one call to the next, as the games' are."""
    rng = random.Random(2 if not time_legal else 1)
    compiled = _COMPILED.setdefault(rules, CompiledRules(rules))
    teams = rules.teams(players)
    order = list(range(40))
    rounds = legal_calls = 0
    legal_time = 0.0
    clock = time.perf_counter
    start = clock()
    while clock() - start < seconds:
        for _ in range(50):
            rng.shuffle(order)
            rnd = Round(compiled, teams, players - 1)
            if not rnd.deal(order):
                continue
            while not rnd.over:
                if time_legal:
                    t0 = clock()
                    moves = rnd.legal()
                    legal_time += clock() - t0
                    legal_calls += 1
                else:
                    moves = rnd.legal()
                idx, cap = moves[int(rng.random() * len(moves))]
                rnd.play(idx, cap)
            rnd.score(detailed=False)
            rounds += 1
    elapsed = clock() - start
    return rounds / elapsed, legal_time / max(1, legal_calls) * 1e6


def api_rounds(
    rules: Rules, players: int, seconds: float, *, time_legal: bool = False
) -> tuple[float, float]:
    """Rounds per second through the public Game API and, with ``time_legal``, microseconds
    per legal_moves() call (throughput is measured without timing each call)."""
    rng = random.Random(3 if not time_legal else 4)
    rounds = 0
    legal_calls = 0
    legal_time = 0.0
    clock = time.perf_counter
    start = clock()
    while clock() - start < seconds:
        game = Game(rules, players, seed=rng.randrange(1 << 30))
        while not game.round_over:
            if time_legal:
                t0 = clock()
                moves = game.legal_moves()
                legal_time += clock() - t0
                legal_calls += 1
            else:
                moves = game.legal_moves()
            game.play(rng.choice(moves))
        rounds += 1
    elapsed = clock() - start
    return rounds / elapsed, legal_time / max(1, legal_calls) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    print(
        f"{'variant':<22}{'fast rounds/s':>15}{'fast legal µs':>15}"
        f"{'API rounds/s':>14}{'API legal µs':>14}{'fast/API':>10}"
    )
    slices = 5
    for name, players in CASES:
        rules = Rules.preset(name)
        part = args.seconds / slices
        fast = api = 0.0
        for _ in range(slices):  # alternate the two loops
            fast = max(fast, fast_rounds(rules, players, part)[0])
            api = max(api, api_rounds(rules, players, part)[0])
        _, fast_legal = fast_rounds(rules, players, args.seconds / 2, time_legal=True)
        _, api_legal = api_rounds(rules, players, args.seconds / 2, time_legal=True)
        label = f"{name} ({players}p)"
        print(
            f"{label:<22}{fast:>15,.0f}{fast_legal:>15.2f}{api:>14,.0f}{api_legal:>14.2f}"
            f"{fast / api:>10.2f}"
        )


if __name__ == "__main__":
    main()
