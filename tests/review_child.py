"""A window's review worker whose window is killed (tests/test_review_screen.py).

Plays one round of a 2-player match through the table's match (:class:`LocalMatch`, a
person's seat played at random), so the round's end asks the worker process for its review
as a table does; prints ``worker <pid>`` once that process runs, then waits to be killed (or
for its stdin to close)."""

from __future__ import annotations

import random
import sys
import time

from scopa import Rules
from scopa.ui.match import MatchConfig
from scopa.ui.table.local import LocalMatch


def main() -> int:
    config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"], seed=5, save=False)
    match = LocalMatch(config)
    rng = random.Random(5)
    while not match.game.round_over:
        match.play(rng.choice(match.game.legal_moves()))
    reviews = match.reviews
    assert reviews is not None
    end = time.monotonic() + 60
    while (reviews.process is None or reviews.process.pid is None) and time.monotonic() < end:
        time.sleep(0.01)
    print(f"worker {reviews.process.pid}", flush=True)
    sys.stdin.read()  # until killed, or the test lets go
    return 0


if __name__ == "__main__":
    sys.exit(main())
