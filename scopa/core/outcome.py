"""How a match ended: one value, :attr:`scopa.core.game.Game.outcome`.

``None`` while the match goes on; then an :class:`Outcome`, which the match's last event
(:class:`~scopa.core.events.MatchWon`) carries too, so a seat at another computer, the
screens and the statistics all read the same value and nothing keeps a copy of its parts.

>>> Outcome(Termination.TARGET, winner=1)
Outcome(termination=<Termination.TARGET: 'target'>, winner=1, loser=None)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol


class Termination(StrEnum):
    """Why the match ended."""

    TARGET = "target"  # a side reached the target, alone at the top
    TARGET_LOSES = "target_loses"  # a losing game: a side reached the target and lost
    LAST_LEFT = "last_left"  # an elimination game: the last player left in
    ROUNDS = "rounds"  # after the last of a set number of rounds
    CAPPOTTO = "cappotto"  # the target reached with the others still at nothing
    ALL_COINS = "all_coins"  # every coin taken in one round
    ALL_SUIT = "all_suit"  # every card of a suit taken in one round
    TIE_CARD = "tie_card"  # level after the last round: the side holding the named card
    DRAWN = "drawn"  # level at the end, where ties do not play on: nobody won


@dataclass(frozen=True)
class Outcome:
    """How a match ended: ``winner`` and ``loser`` are sides (a team's number), or None:
    a drawn match has no winner, and only a losing game or an elimination game names the
    side that lost (the one that reached the target)."""

    termination: Termination
    winner: int | None = None
    loser: int | None = None

    def __post_init__(self) -> None:
        if (self.winner is None) != (self.termination is Termination.DRAWN):
            raise ValueError("a drawn match has no winner, and every other has one")


class _Ends(Protocol):
    @property
    def outcome(self) -> Outcome | None: ...


class Decided:
    """``match_over``, ``winner`` and ``loser``, each read from the one ``outcome``: for a
    match played here (:class:`~scopa.core.game.Game`) and for one whose host's events say
    how it ended (the seat at another computer's game)."""

    __slots__ = ()

    @property
    def match_over(self: _Ends) -> bool:
        return self.outcome is not None

    @property
    def winner(self: _Ends) -> int | None:
        """The side that won (None: the match goes on, or was drawn)."""
        return None if self.outcome is None else self.outcome.winner

    @property
    def loser(self: _Ends) -> int | None:
        """The side that lost, where the objective names one."""
        return None if self.outcome is None else self.outcome.loser
