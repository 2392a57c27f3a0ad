"""Every preset in the arena: how the levels fare and how long Hard thinks, as one table.

    python bench/variants.py [--pairs 60] [--jobs 2] [--presets scopa,frac] [--all-counts]

For each preset (at its default player count, or every count it allows with
``--all-counts``) it plays Hard against Medium and Medium against Random over duplicate deals
(:mod:`scopa.ai.arena`: every deal once per orientation, so the cards' luck cancels) and
prints, as a Markdown table, each pairing's mean margin per round for the first level with
its 95% interval, Hard's milliseconds per move (p50/p95) and the seconds the row took. A
positive margin is always good for the first level, in a losing game too.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.ai.arena import Outcome, Setup, interval, percentile, run
from scopa.core.rules import Rules

PAIRINGS = (("hard", "medium"), ("medium", "random"))


def cell(out: Outcome) -> str:
    mean, half = interval(out.margins)
    return f"{mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=60, help="duplicate deal pairs a pairing")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--presets", default="", help="comma-separated; every preset if empty")
    parser.add_argument("--all-counts", action="store_true", help="every player count")
    parser.add_argument("--samples", type=int, default=16, help="Hard's sampled deals a move")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    names = [n for n in args.presets.split(",") if n] or Rules.presets_in_menu_order()
    print(
        f"{args.pairs} duplicate deal pairs a pairing; Hard at {args.samples} sampled deals "
        "a move; margin: the first level's points a round over the mean of the others"
    )
    print()
    print("| preset | players | Hard − Medium | Medium − Random | Hard ms/move p50 / p95 | s |")
    print("|---|---|---|---|---|---|")
    for name in names:
        rules = Rules.preset(name)
        counts = rules.players.counts if args.all_counts else (rules.players.default,)
        for players in counts:
            cells = []
            hard_ms: list[float] = []
            start = time.perf_counter()
            for first, second in PAIRINGS:
                setup = Setup(name, players, first, second, args.samples, None, args.seed)
                out = run(setup, args.pairs, 0, max(1, args.jobs))
                cells.append(cell(out))
                hard_ms += out.times.get("hard", [])
            timing = f"{percentile(hard_ms, 0.5):.0f} / {percentile(hard_ms, 0.95):.0f}"
            print(
                f"| {name} | {players} | {cells[0]} | {cells[1]} | {timing} "
                f"| {time.perf_counter() - start:.0f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
