"""The match played on this computer: the :class:`Game` (the authority), its computer seats
and its keeper.

The table screen never changes the game itself: it hands the driver a move (which the core
checks), and receives the events and the views of the seats it shows. A table across a
network would get the same from its host instead.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from ...core.errors import IllegalMove
from ...core.events import Event, RoundScored
from ...core.game import Game
from ...core.moves import Move
from ...core.view import PlayerView
from ..keeper import MatchKeeper
from ..match import MatchConfig
from ..players import ComputerSeats
from ..review_worker import WORKING, Reviews

log = logging.getLogger(__name__)
AI_PAUSE = 0.5


class LocalMatch:
    """The game, the computer seats that play in it, and the keeper that saves it."""

    def __init__(self, config: MatchConfig, game: Game | None = None) -> None:
        self.config = config
        self.humans = [s for s, kind in enumerate(config.seats) if kind == "human"]
        self.keeper = MatchKeeper(config) if config.save and not config.demo else None
        self.computers: ComputerSeats | None = None
        self.reviews: Reviews | None = None  # the first human seat's plays, reviewed
        self._ending: list[Reviews] = []  # ended matches' reviews still to be finished
        self.restart(game)

    # seat kinds that no computer of this match plays (a hosted match adds its network seats)
    played_elsewhere: tuple[str, ...] = ("human",)

    def restart(self, game: Game | None = None) -> None:
        """A new match, or ``game`` (a save) resumed where it stands."""
        self._seat_game(game)
        if self.keeper is not None:
            self.keeper.begin(self.game, self.humans)

    def _seat_game(self, game: Game | None) -> None:
        """The game (``game``, or a new one of the config), and its computer seats."""
        cfg = self.config
        if self.computers is not None:
            self.computers.close()
        self.game = game or Game(cfg.rules, cfg.players, seed=cfg.seed)
        levels = {
            s: (kind.split(":", 1)[1] if ":" in kind else "medium")
            for s, kind in enumerate(cfg.seats)
            if kind not in self.played_elsewhere
        }
        self.computers = ComputerSeats(levels, cfg.seed)
        old = self.reviews
        if old is not None and old.ending is not None and not old.recorded:
            self._ending.append(old)  # its accuracy is still to be kept
        elif old is not None:
            old.close()
        humans = [s for s, kind in enumerate(cfg.seats) if kind == "human"]
        wanted = humans and cfg.review and not cfg.demo
        self.reviews = Reviews(humans[0], cfg.seed or 0) if wanted else None

    @property
    def seats(self) -> ComputerSeats:
        assert self.computers is not None
        return self.computers

    @property
    def key(self) -> tuple[int, int]:
        """Which turn this is: the round and the moves made in it (a hint or a computer's
        answer for another turn is stale)."""
        return (self.game.round_number, len(self.game.moves))

    def view(self, seat: int) -> PlayerView:
        return self.game.view(seat)

    def lifted(self, move: Move) -> int | None:
        """Where in the current player's hand ``move``'s card is (as everyone sees it go; an
        answer to a claim plays none)."""
        if move.is_answer:
            return None
        hands = self.game.hands
        seat = self.game.current_player
        if seat < len(hands) and move.card in hands[seat]:
            return hands[seat].index(move.card)
        return None

    def check(self, move: Move) -> None:
        """Raise :class:`IllegalMove` with the core's reason when ``move`` may not be made."""
        self.game.check(move)

    def play(self, move: Move) -> list[Event]:
        """Make ``move``; a computer's illegal choice is logged and replaced by a legal one,
        a person's raises :class:`IllegalMove`."""
        try:
            events = self._apply(move)
        except IllegalMove as exc:
            if not self.seats.is_computer(self.game.current_player):
                raise
            log.warning("a computer seat chose an illegal move %s: %s", move, exc)
            events = self._apply(self.game.legal_moves()[0])
        self._kept(events)
        return events

    def _apply(self, move: Move) -> list[Event]:
        """The move made in the game (a hosted match makes it through its host)."""
        return self.game.play(move)

    def computer_move(self, now: float, rate: float) -> Move | None:
        """The current computer seat's move, once it is ready and a short pause is over."""
        seat = self.game.current_player
        if not self.seats.is_computer(seat):
            return None
        key = self.key
        self.seats.request(seat, self.game.view(seat), key, now)
        pause = AI_PAUSE * (0 if rate <= 0 else 1 / rate)
        return self.seats.poll(key, pause, now)

    def next_round(self) -> list[Event]:
        if self.game.match_over or not self.game.round_over:
            return []
        events = self.game.next_round()
        self._kept(events)
        return events

    def can_take_back(self) -> bool:
        """Whether the player has a move of this round that may be taken back."""
        return self.game.can_take_back(self.humans)

    def take_back(self) -> bool:
        """The player's last move of this round taken back (False: there is none)."""
        back = self.game.take_back(self.humans)
        if back is None:
            return False
        self.seats.cancel()
        self.game = back
        if self.keeper is not None:
            self.keeper.save(self.game)
        return True

    def _kept(self, events: Sequence[Event]) -> None:
        self._review(events)
        if self.keeper is not None:
            self.keeper.after(self.game, list(events))

    @property
    def stats_keeper(self) -> MatchKeeper | None:
        """What keeps this match's statistics (None: they are not kept)."""
        return self.keeper

    def _review(self, events: Sequence[Event]) -> None:
        """A round ended: its review of the player's plays, asked of the worker process;
        the match ended: every round of it (those played before a resume too), for its
        accuracy."""
        reviews = self.reviews
        if reviews is None or not any(isinstance(ev, RoundScored) for ev in events):
            return
        record = self.game.record()
        for ev in events:
            if isinstance(ev, RoundScored):
                reviews.submit(record, ev.round)
        if self.game.match_over and reviews.ending is None:
            rounds = [r.round for r in self.game.round_results]
            for n in rounds:
                reviews.submit(record, n)
            keeper = self.stats_keeper
            match_id = keeper.setup.match_id if keeper is not None else ""
            reviews.ending = (match_id, self.game.rules.name, rounds)

    def tend(self) -> None:
        """Each frame: an ended match's accuracy into the statistics, once its review is
        done (once only: the statistics keep one figure a match)."""
        for reviews in [*self._ending, self.reviews]:
            if reviews is None or reviews.ending is None or reviews.recorded:
                continue
            match_id, variant, rounds = reviews.ending
            _found, state = reviews.of(rounds)
            if state == WORKING:
                continue
            reviews.recorded = True
            value = reviews.accuracy(rounds)
            keeper = self.stats_keeper
            if value is not None and match_id and keeper is not None:
                keeper.record_accuracy(match_id, variant, value)
        for reviews in [r for r in self._ending if r.recorded]:
            reviews.close()
            self._ending.remove(reviews)

    def close(self) -> None:
        self.seats.close()
        for reviews in [*self._ending, self.reviews]:
            if reviews is not None:
                reviews.close()
        if self.keeper is not None:
            self.keeper.close()
