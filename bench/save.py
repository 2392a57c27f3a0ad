"""What keeping a match costs per move, on the thread that plays it.

    python bench/save.py [--matches 3] [--folder PATH]

Plays matches of Scopa (two seats, random legal moves, to 11 points) and, for every move,
times three ways of putting it on disk, in microseconds a move (median, 90th percentile and
the worst):

- ``append``: the move's line appended to the journal with one ``write()`` (what the table
  does before the frame that shows the move: it survives the game being killed);
- ``append+fsync``: the same line, then ``fsync()`` (it would survive a power cut too; the
  game leaves this to its writer thread);
- ``full save``: the whole save made (:func:`scopa.store.saves.encode_save`) and written
  atomically (temporary file, fsync, rename, fsync of the folder), as the game did after
  every move before the journal, and still does now and then, off the frame;
- ``keeper``: :meth:`scopa.ui.keeper.MatchKeeper.after` as the table calls it (the append,
  the statistics counted, the full save and the statistics handed to the writer thread).

The folder is a fresh temporary one (``--folder`` puts it elsewhere, e.g. on another disk):
the numbers are those of the disk under it.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _row(name: str, times: list[float]) -> str:
    us = sorted(t * 1e6 for t in times)
    p90 = us[int(0.9 * (len(us) - 1))]
    return f"{name:<14} {statistics.median(us):>10.1f} {p90:>10.1f} {us[-1]:>10.1f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        os.environ["SCOPA_HOME"] = folder
        from scopa import Game, Rules
        from scopa.store import journal, saves
        from scopa.store.atomic import write_atomic
        from scopa.ui.keeper import MatchKeeper

        timed: dict[str, list[float]] = {"append": [], "append+fsync": [], "full save": []}
        timed["keeper"] = []
        setup = saves.MatchSetup(seats=["human", "cpu:random"])
        config = SimpleNamespace(
            seats=setup.seats, names=[], deck=None, rules_file=None, match_id=None
        )
        for seed in range(args.matches):
            rng = random.Random(seed)
            game = Game(Rules.preset("scopa"), 2, seed=seed)
            plain = journal.JournalWriter(Path(folder) / "plain.journal", "a" * 32, game)
            synced = journal.JournalWriter(Path(folder) / "synced.journal", "a" * 32, game)
            keeper = MatchKeeper(config)  # type: ignore[arg-type]
            keeper.begin(game, [0])
            while not game.match_over:
                if game.round_over:
                    game.next_round()
                else:
                    game.play(rng.choice(game.legal_moves()))
                start = time.perf_counter()
                plain.append(game)
                timed["append"].append(time.perf_counter() - start)
                start = time.perf_counter()
                synced.append(game)
                handle = synced.sync_handle()
                assert handle is not None
                journal.sync(handle)
                timed["append+fsync"].append(time.perf_counter() - start)
                start = time.perf_counter()
                path, text = saves.encode_save(game, setup, "bench")
                write_atomic(path, text)
                timed["full save"].append(time.perf_counter() - start)
                start = time.perf_counter()
                keeper.after(game, ())
                timed["keeper"].append(time.perf_counter() - start)
            keeper.close()
            plain.close()
            synced.close()
        moves = len(timed["append"])
        print(f"{args.matches} matches, {moves} moves; microseconds a move, in {folder}")
        print(f"{'':<14} {'median':>10} {'p90':>10} {'worst':>10}")
        for name, times in timed.items():
            print(_row(name, times))
    return 0


if __name__ == "__main__":
    sys.exit(main())
