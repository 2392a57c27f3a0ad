"""The join code's door: how many codes the host checks, and when, against guessing.

A join code is six digits (a million codes). Wrong codes are counted per code, whatever
address they come from (an attacker has as many addresses as it likes): the first
:data:`~scopa.net.protocol.FREE_WRONG_CODES` (typos) are answered at once; after them the
code is *under attack* and the host checks at most one code every
:data:`~scopa.net.protocol.CHECK_EVERY` seconds, the joins waiting their turn in two bounded
lanes: one for addresses that never gave a wrong code, served first, one for the others,
served every other turn when both wait (so neither kind of address can keep the other
out); a join that finds its lane full is told the host is busy, and its seat tries again
by itself. Once a code has taken
:data:`~scopa.net.protocol.WRONG_CODE_BUDGET` wrong codes (0.1% of them all) it is
*retired*: no code is checked any more until the host's player issues a new one. So no more
than that share of the codes is ever tried against one code, and no address is ever shut
out of the right code: a join with it waits its turn, never longer than its lane is long.

A seat that comes back with its token (144 random bits) needs no code and never waits here.
The guard is plain bookkeeping on the host's thread; its clock is given (tests step it).
"""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import Generic, TypeVar

from .protocol import CHECK_EVERY, FREE_WRONG_CODES, JOIN_QUEUE, WRONG_CODE_BUDGET

T = TypeVar("T")
KEPT_ADDRESSES = 4096  # addresses remembered for their wrong codes (the oldest forgotten)


class CodeGuard(Generic[T]):
    """Counts the wrong codes tried against ``code`` and paces the checks; each join
    waiting is an item (the host's connection and its fields), known by its address."""

    def __init__(self, code: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.code = code
        self.clock = clock
        self.free = FREE_WRONG_CODES
        self.budget = WRONG_CODE_BUDGET
        self.every = CHECK_EVERY
        self.room = JOIN_QUEUE
        self.wrong = 0  # wrong codes tried against this code
        self.checked = 0  # codes checked against this code, right or wrong
        self.wrong_in_match = 0  # against every code of the match
        self.retired = False
        self._next = 0.0  # when the next code may be checked, under attack
        self._guessers: OrderedDict[str, None] = OrderedDict()  # addresses that gave one
        self._fresh: deque[tuple[T, str]] = deque()  # waiting, from addresses never wrong
        self._tainted: deque[tuple[T, str]] = deque()  # waiting, from the others
        self._fresh_turn = True  # whose turn it is when both lanes wait

    @property
    def under_attack(self) -> bool:
        """Whether wrong codes came past the free ones: each check now waits its turn."""
        return self.wrong >= self.free

    @property
    def waiting(self) -> int:
        return len(self._fresh) + len(self._tainted)

    def offer(self, item: T, address: str) -> str:
        """A join that needs its code checked: ``"check"`` (check it now), ``"wait"`` (it
        waits its turn: :meth:`due`), ``"busy"`` (its lane is full) or ``"retired"``."""
        if self.retired:
            return "retired"
        self.forget(item)  # a second join on the same connection takes the first's place
        if not self.under_attack and not self.waiting:
            return "check"
        lane = self._tainted if address in self._guessers else self._fresh
        if len(lane) >= max(1, self.room // 2):
            return "busy"
        lane.append((item, address))
        return "wait"

    def due(self) -> T | None:
        """The join whose code is to be checked now (None: none, or not yet)."""
        if not self.waiting or self.clock() < self._next:
            return None
        fresh = bool(self._fresh) and (self._fresh_turn or not self._tainted)
        self._fresh_turn = not fresh
        return (self._fresh if fresh else self._tainted).popleft()[0]

    def seconds_to_next(self) -> float | None:
        """How long until a waiting join is due (None: none waits)."""
        if not self.waiting:
            return None
        return max(0.0, self._next - self.clock())

    def forget(self, item: T) -> None:
        """The connection of ``item`` went: its join waits no more."""
        for queue in (self._fresh, self._tainted):
            for entry in queue:
                if entry[0] is item:
                    queue.remove(entry)
                    return

    def check(self, code: str, address: str) -> bool:
        """Whether ``code`` is the code (counting a wrong one against it, and pacing the
        next check once under attack). Check only what :meth:`offer` or :meth:`due` let."""
        self.checked += 1
        if secrets.compare_digest(code, self.code):
            right = True
        else:
            right = False
            self.wrong += 1
            self.wrong_in_match += 1
            self._guessers[address] = None
            self._guessers.move_to_end(address)
            if len(self._guessers) > KEPT_ADDRESSES:
                self._guessers.popitem(last=False)
            if self.wrong >= self.budget:
                self.retired = True
        if self.under_attack:
            self._next = self.clock() + self.every
        return right

    def drain(self) -> list[T]:
        """Every join waiting, taken out of the queue (the code was retired: refuse them)."""
        items = [item for item, _ in self._fresh] + [item for item, _ in self._tainted]
        self._fresh.clear()
        self._tainted.clear()
        return items

    def renew(self, code: str) -> None:
        """A new code: its wrong codes counted afresh (the addresses that tried are still
        known, and wait behind the others when codes are tried again)."""
        self.code = code
        self.wrong = self.checked = 0
        self.retired = False
        self._next = 0.0
