"""What a hostile network does, said in the log in a few lines rather than one a frame.

A seat that sends frames the host refuses, at the flood limit, from many connections, could
write a line for each (tens of thousands a minute) and push the log's earlier lines out of
its rotating files (:mod:`scopa.store.logs`). A :class:`Tally` says the first of a stretch
in full, counts the rest per reason and address, and says the counts in one line of bounded
length at the end of each stretch of :data:`EVERY` seconds.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

EVERY = 5.0  # seconds a stretch lasts: its counts are said at its end
KEYS = 256  # reasons and addresses counted apart in a stretch (the rest together)
SAID = 8  # of them, the most frequent said by name in the line
OTHERS = "other addresses"


class Tally:
    """``what`` happened (``"refused"``): counted per reason and address, said by
    ``logger`` at ``level``: the first of a stretch in full, the rest in its summary."""

    def __init__(
        self,
        logger: logging.Logger,
        what: str,
        level: int = logging.WARNING,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.logger = logger
        self.what = what
        self.level = level
        self.clock = clock
        self.every = EVERY
        self.counts: dict[tuple[str, str], int] = {}
        self._began: float | None = None  # when the stretch began (None: none runs)

    def count(self, reason: str, address: str, detail: str = "") -> None:
        """One more: said at once if it begins a stretch, else counted for its summary."""
        self.flush()
        if self._began is None:
            self._began = self.clock()
            self.logger.log(self.level, "%s from %s: %s", self.what, address, detail or reason)
            return
        key = (reason, address)
        if key not in self.counts and len(self.counts) >= KEYS:
            key = (reason, OTHERS)
        self.counts[key] = self.counts.get(key, 0) + 1

    def flush(self, *, now: bool = False) -> None:
        """Say the stretch's counts if it is over (``now``: at once, as when closing)."""
        began = self._began
        if began is None or (not now and self.clock() - began < self.every):
            return
        self._began = None
        if not self.counts:
            return
        counts, self.counts = self.counts, {}
        total = sum(counts.values())
        most = sorted(counts.items(), key=lambda kv: -kv[1])
        said = ", ".join(f"{reason} from {address} x{n}" for (reason, address), n in most[:SAID])
        if len(most) > SAID:
            rest = sum(n for _, n in most[SAID:])
            said += f", {rest} more from {len({a for (_, a), _ in most[SAID:]})} addresses"
        seconds = max(1, round(self.clock() - began))
        self.logger.log(self.level, "%s %d more in %d s: %s", self.what, total, seconds, said)
