"""The animation timeline: cues at times, and card sprites gliding between logical places.

A sprite's destination is a *place* (a zone and its index in it) resolved through the current
layout every frame, and its starting point is kept as fractions of the window; so a resize in
the middle of a deal just bends the paths to the new table. Skipping runs every cue at once.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.cards import Card


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_back(t: float) -> float:
    c = 1.5
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


@dataclass
class Motion:
    start: float
    duration: float
    origin: tuple[float, float, float, float]  # x, y (fractions of the window), width, angle
    ease: Callable[[float], float] = ease_out
    flip: bool = False  # face changes at the midpoint, with a horizontal squash
    lift: float = 0.0  # an arc: extra height at mid-flight, in card widths

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (now - self.start) / self.duration))


_made = itertools.count()


@dataclass(eq=False)
class Sprite:
    card: Card | None  # None: a card of a hand whose faces this screen does not know
    zone: tuple = ("stock",)
    face_up: bool = False
    motion: Motion | None = None
    was_face_up: bool = False
    public: bool = False  # a card of a hand every seat sees (declared, or dealt face up)
    made: int = field(default_factory=lambda: next(_made))  # sprites are made as cards come
    spot: int = -1  # a table card's place in the table's grid (-1: none yet, or not there)
    over: Card | None = None  # a card played to take this table card: shown lying across it


@dataclass(order=True)
class _Cue:
    at: float
    order: int
    fn: Callable[[], None] = field(compare=False)


class Timeline:
    """Cues run in time order; ``now`` advances by the scaled frame time."""

    def __init__(self) -> None:
        self.now = 0.0
        self._cues: list[_Cue] = []
        self._count = itertools.count()
        self.busy_until = 0.0

    def at(self, delay: float, fn: Callable[[], None]) -> float:
        """Run ``fn`` ``delay`` seconds from now; returns the absolute time."""
        when = self.now + max(0.0, delay)
        heapq.heappush(self._cues, _Cue(when, next(self._count), fn))
        self.busy_until = max(self.busy_until, when)
        return when

    def hold(self, until: float) -> None:
        """Count the timeline busy until ``until`` (a motion or a banner still playing)."""
        self.busy_until = max(self.busy_until, until)

    @property
    def idle(self) -> bool:
        return not self._cues and self.now >= self.busy_until

    def advance(self, dt: float) -> None:
        target = self.now + dt
        while self._cues and self._cues[0].at <= target:
            cue = heapq.heappop(self._cues)
            self.now = max(self.now, cue.at)
            cue.fn()
        self.now = target

    def skip(self) -> None:
        """Finish everything now: every cue runs and every motion lands."""
        for _ in range(10000):
            if not self._cues:
                break
            self.advance(max(0.0, self._cues[0].at - self.now))
        self.now = max(self.now, self.busy_until)

    def clear(self) -> None:
        self._cues.clear()
        self.busy_until = self.now


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def blend(
    origin: tuple[float, float, float, float],
    target: tuple[float, float, float, float],
    t: float,
    lift: float = 0.0,
) -> tuple[float, float, float, float]:
    """A point on the way from ``origin`` to ``target`` (pixels), arcing up by ``lift``."""
    x = lerp(origin[0], target[0], t)
    y = lerp(origin[1], target[1], t) - math.sin(math.pi * t) * lift
    return (x, y, lerp(origin[2], target[2], t), lerp(origin[3], target[3], t))
