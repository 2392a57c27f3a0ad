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
    """The first table was dealt again: ``count`` cards of ``rank`` lay on it."""

    dealer: int
    table: tuple[Card, ...]
    rank: int
    count: int


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


def is_public(event: Event) -> bool:
    """Whether every seat may know ``event``: all but a card dealt into a hand."""
    return not (isinstance(event, Dealt) and event.seat is not None)


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def describe(event: Event) -> str:
    """One log line in card notation, e.g. ``round 2: seat 0 plays 7D x 3C 4S``."""
    head = f"round {event.round}: "
    match event:
        case RoundStarted(dealer=dealer, leader=leader):
            return head + f"seat {dealer} deals, seat {leader} leads"
        case Redeal(table=table, rank=rank, count=count):
            return head + f"redeal ({count} of rank {rank}): {_cards(table)}"
        case Dealt(seat=None, card=card):
            return head + f"{card} to the table"
        case Dealt(seat=seat, card=card):
            return head + f"{card} to seat {seat}"
        case TableBonus(seat=seat, cards=cards, sweeps=sweeps):
            return head + f"seat {seat} takes the first table {_cards(cards)} ({sweeps} sweeps)"
        case Played(seat=seat, card=card, captured=captured):
            taken = f" x {_cards(captured)}" if captured else ""
            return head + f"seat {seat} plays {card}{taken}"
        case Captured(seat=seat, cards=cards):
            return head + f"seat {seat} captures {_cards(cards)}"
        case Swept(seat=seat, value=value, count=count):
            return head + f"seat {seat} sweeps (+{value}, {count} this round)"
        case TableCleared(seat=seat, cards=cards):
            return head + f"seat {seat} takes the rest: {_cards(cards)}"
        case RoundScored(result=result, scores=scores):
            return head + f"scored {result.totals}, match {list(scores)}"
        case MatchWon(team=team, scores=scores, reason=reason):
            who = "drawn" if team is None else f"team {team} wins"
            return head + f"match {who} ({reason}) at {list(scores)}"
    return head + type(event).__name__
