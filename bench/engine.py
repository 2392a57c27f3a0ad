"""Engine speed: random-vs-random rounds per second, and microseconds per legal_moves().

    python bench/engine.py [--seconds 3] [--breakdown]

Prints, for 2-player Scopa, 4-player Scopone and 2-player Escoba, the rounds per second of
the fast engine (what the computer players' search runs on) and of the public Game API (with
checking, events and history), the cost of one legal-move generation on each, and how many
times faster the engine is (fast/API). Each throughput is the best of five slices that the
two loops take in turn, so that a burst of load elsewhere lowers neither figure more than the
other. The API loop plays whole matches (``next_round`` between rounds, a new match when
one ends), so it also pays for scoring each round in detail, the match decision and every
event; both loops pick a move the same way, so neither pays for a dearer random choice.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.core.capture import CompiledRules, compiled_for_games
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
    clock = time.process_time
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


def logged_rounds(rules: Rules, players: int, seconds: float, *, detailed: bool) -> float:
    """Rounds per second on the fast engine with its event log on (what a Game's round
    runs), and with ``detailed`` the round scored item by item as a Game scores it: the
    floor of the public API, which adds its checks and bookkeeping to this."""
    rng = random.Random(2)
    compiled = compiled_for_games(rules)
    teams = rules.teams(players)
    order = list(range(40))
    rounds = 0
    clock = time.process_time
    start = clock()
    while clock() - start < seconds:
        for _ in range(50):
            rng.shuffle(order)
            rnd = Round(compiled, teams, players - 1, [], number=1)
            if not rnd.deal(order):
                continue
            while not rnd.over:
                moves = rnd.legal()
                idx, cap = moves[int(rng.random() * len(moves))]
                rnd.events = []
                rnd.play(idx, cap)
            rnd.score(detailed=detailed)
            rounds += 1
    return rounds / (clock() - start)


def api_rounds(
    rules: Rules, players: int, seconds: float, *, time_legal: bool = False
) -> tuple[float, float]:
    """Rounds per second through the public Game API and, with ``time_legal``, microseconds
    per legal_moves() call (throughput is measured without timing each call)."""
    rng = random.Random(3 if not time_legal else 4)
    rounds = 0
    legal_calls = 0
    legal_time = 0.0
    clock = time.process_time
    start = clock()
    game = Game(rules, players, seed=rng.randrange(1 << 30))
    while clock() - start < seconds:
        if game.match_over:
            game = Game(rules, players, seed=rng.randrange(1 << 30))
        elif game.round_over:
            game.next_round()
        while not game.round_over:
            if time_legal:
                t0 = clock()
                moves = game.legal_moves()
                legal_time += clock() - t0
                legal_calls += 1
            else:
                moves = game.legal_moves()
            game.play(moves[int(rng.random() * len(moves))])
        rounds += 1
    elapsed = clock() - start
    return rounds / elapsed, legal_time / max(1, legal_calls) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument(
        "--breakdown",
        action="store_true",
        help="also where the API's time goes: the engine with its events, then with "
        "detailed scoring",
    )
    args = parser.parse_args()
    if args.breakdown:
        breakdown(args.seconds)
        return
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


def breakdown(seconds: float) -> None:
    """Rounds per second, best of ten alternating slices: the fast engine, the engine with
    its events, with detailed scoring too, and the public API."""
    print(f"{'variant':<22}{'fast':>9}{'+events':>9}{'+detail':>9}{'API':>9}   µs/round")
    for name, players in CASES:
        rules = Rules.preset(name)
        part = seconds / 10
        best = [0.0] * 4
        for _ in range(10):
            best[0] = max(best[0], fast_rounds(rules, players, part)[0])
            best[1] = max(best[1], logged_rounds(rules, players, part, detailed=False))
            best[2] = max(best[2], logged_rounds(rules, players, part, detailed=True))
            best[3] = max(best[3], api_rounds(rules, players, part)[0])
        label = f"{name} ({players}p)"
        rates = "".join(f"{b:>9,.0f}" for b in best)
        times = " / ".join(f"{1e6 / b:.0f}" for b in best)
        print(f"{label:<22}{rates}   {times}")


if __name__ == "__main__":
    main()
