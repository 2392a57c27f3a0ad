"""What happens in a match, as plain frozen values.

The game returns these from :meth:`~scopa.core.game.Game.play`; the table turns them into
animations and sounds, a log prints them. Each carries everything its animation needs, so the
interface never has to ask the game what just happened.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .scoring import RoundResult


@dataclass(frozen=True)
class Event:
    round: int


@dataclass(frozen=True)
class RoundStarted(Event):
    dealer: int
    leader: int


@dataclass(frozen=True)
class Redeal(Event):
    """The first table was dealt again (``reason``: e.g. "three or more Kings")."""

    dealer: int
    table: tuple[Card, ...]
    reason: str


@dataclass(frozen=True)
class Dealt(Event):
    """One card leaves the stock: to ``seat``'s hand, or face up to the table (seat None)."""

    seat: int | None
    card: Card
    stock_count: int  # cards left in the stock after this one


@dataclass(frozen=True)
class TableBonus(Event):
    """The dealer (or leader) takes a first table of 15 or 30 with its sweeps (Escoba)."""

    seat: int
    team: int
    cards: tuple[Card, ...]
    sweeps: int


@dataclass(frozen=True)
class Played(Event):
    """``seat`` played ``card``; ``captured`` is empty when it was laid on the table."""

    seat: int
    card: Card
    captured: tuple[Card, ...]


@dataclass(frozen=True)
class Captured(Event):
    seat: int
    team: int
    card: Card
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Swept(Event):
    """A capture emptied the table: a scopa (escoba). ``value`` points, ``count`` so far."""

    seat: int
    team: int
    card: Card
    value: int
    count: int


@dataclass(frozen=True)
class TableCleared(Event):
    """After the last play the last capturer took the cards left on the table."""

    seat: int
    team: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class RoundScored(Event):
    result: RoundResult
    scores: tuple[int, ...]  # match totals after this round


@dataclass(frozen=True)
class MatchWon(Event):
    """The match is over: ``team`` won (None: drawn, where ties do not play on)."""

    team: int | None
    scores: tuple[int, ...]
    reason: str  # "target", "cappotto" or "all_coins"
