"""A seat at a match hosted on another computer: the same face to the table screen as
:class:`~scopa.ui.table.local.LocalMatch`, with the host's game as the authority.

The host sends this seat its view and the events it may see (:mod:`scopa.net.client`, on
a thread of its own); :meth:`RemoteMatch.poll`, called each frame, hands the table what came
in since the last frame, never waiting on the socket. A move the player makes is sent to the
host; the host's answer is its next update, or a refusal, said on the table in the player's
language. The host deals the next round at once; what comes after a round's scoring waits
here until the player has read the summary (:meth:`RemoteMatch.next_round`).

A card dealt into another hand is never sent, not even as a count: the view's hand sizes
say how many each seat holds, and the table is given one :class:`Unseen` card for each, so
it deals them face down as at a local table.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalMove
from ...core.events import (
    Built,
    Claimed,
    Dealt,
    Event,
    MatchWon,
    Played,
    PlayerOut,
    RoundScored,
    RoundStarted,
)
from ...core.moves import Move
from ...core.outcome import Decided, Outcome
from ...core.rules import Rules
from ...core.scoring import RoundResult
from ...core.view import PlayerView
from ...net.client import Client
from ..keeper import StatsKeeper, joined_match_id
from ..match import MatchConfig
from ..players import ComputerSeats
from .model import Unseen
from .words import host_names

log = logging.getLogger(__name__)

_LEAVES_HAND = (Played, Built, Claimed)


@dataclass
class Heard:
    """What came from the host since the last frame."""

    events: list[Event] = field(default_factory=list)  # to show, in order
    refused: IllegalMove | None = None  # the host refused the move sent
    snap: bool = False  # a new connection: the whole position, nothing moving
    link: str | None = None  # the connection changed: "lost", "back" or "closed"
    seats: bool = False  # the seats' names or states changed
    new_match: bool = False  # the host started a new match at the same table


class RemoteGame(Decided):
    """The match as this seat knows it: what the table's screens read of a game."""

    def __init__(self, match: RemoteMatch) -> None:
        self._match = match

    @property
    def _view(self) -> PlayerView:
        return self._match.shown

    @property
    def rules(self) -> Rules:
        return self._match.rules

    @property
    def players(self) -> int:
        return self._view.players

    @property
    def teams(self) -> tuple[int, ...]:
        return self._view.teams

    @property
    def target(self) -> int:
        return self._view.target

    @property
    def scores(self) -> list[int]:
        return list(self._view.scores)

    @property
    def current_player(self) -> int:
        return self._view.current_player

    @property
    def round_number(self) -> int:
        return self._view.round_number

    @property
    def events(self) -> list[Event]:
        return self._match.told

    @property
    def round_results(self) -> list[RoundResult]:
        return [e.result for e in self._match.told if isinstance(e, RoundScored)]

    @property
    def out_in_round(self) -> dict[int, int]:
        return {e.seat: e.round for e in self._match.told if isinstance(e, PlayerOut)}

    @property
    def outcome(self) -> Outcome | None:
        """How the match ended, as the host's last event says (None: it goes on)."""
        won = [e for e in self._match.told if isinstance(e, MatchWon)]
        return won[-1].outcome if won else None

    take_back_stop: str | None = None


class RemoteMatch:
    """The seat ``client`` joined (welcomed already), shown through ``config``."""

    remote = True
    keeper = None

    def __init__(
        self, config: MatchConfig, client: Client, on_end: Callable[[], None] | None = None
    ) -> None:
        assert client.view is not None and client.rules is not None and client.seat is not None
        self.config = config
        self.client = client
        client.keep_positions = True
        self.me = client.seat
        self.humans = [self.me]
        self.computers = ComputerSeats({})
        self.shown: PlayerView = client.view  # the position the table shows
        self.told: list[Event] = list(client.view.history)  # every event shown here
        self.busy = False  # a move went to the host, its answer has not come
        self.game = RemoteGame(self)
        self._queue: list[tuple[list[Event], PlayerView]] = []
        self._held = False  # a round's summary is read: the next round waits
        self._sizes = list(client.view.hand_sizes)
        self._welcomes = client.welcomes
        self._refusals = len(client.refusals)
        self._link = "up"  # the connection: up, lost (being tried again) or closed
        self._seats = list(client.seats)
        # the statistics count a joined match for this seat's side, named by its token
        self.counter: StatsKeeper | None = None
        self._match_id = client.match_id
        self._count_anew()
        self.on_end = on_end  # called once the match's end came (the seat kept is forgotten)
        self._ended = False

    @property
    def rules(self) -> Rules:
        """The match's rules, as the host sent them."""
        assert self.client.rules is not None
        return self.client.rules

    def _count_anew(self) -> None:
        """The statistics of the match the host plays now (named by this seat's token and
        the host's match id: a seat taken back counts on, a new match counts anew)."""
        client = self.client
        if self.counter is not None:
            self.counter.close()
            self.counter = None
        if client.token and not self.config.demo and client.view is not None:
            team = client.view.teams[self.me]
            name = joined_match_id(client.token + client.match_id)
            self.counter = StatsKeeper(self.config, name, team)
            self.counter.count(self.game)

    @staticmethod
    def config_for(client: Client, speed: str, deck: str | None = None) -> MatchConfig:
        """The table's setup for the seat ``client`` joined: this seat the one person here,
        the others named as the host names them."""
        assert client.rules is not None
        n = client.view.players if client.view is not None else len(client.seats)
        seats = ["human" if s == client.seat else "net" for s in range(n)]
        names = host_names(client.seats, client.rules.deck.art)[:n]
        if client.seat is not None and client.seat < len(names):
            names[client.seat] = names[client.seat] or client.name
        return MatchConfig(
            client.rules,
            seats,
            deck=deck,
            speed=speed,
            names=names if len(names) == n and any(names) else None,
            save=False,
        )

    # -- the table's questions -------------------------------------------------------
    @property
    def seats(self) -> ComputerSeats:
        return self.computers

    @property
    def key(self) -> tuple[int, int]:
        return (self.shown.round_number, self.client.at)

    @property
    def seat_states(self) -> list[dict[str, Any]]:
        return self._seats

    @property
    def linked(self) -> bool:
        """Whether the connection to the host is up (not lost, nor closed)."""
        return self._link == "up"

    def view(self, seat: int) -> PlayerView:
        return self.shown

    def lifted(self, move: Move) -> int | None:
        if move.is_answer or self.shown.current_player != self.me:
            return None
        hand = self.shown.hand
        return hand.index(move.card) if move.card in hand else None

    def check(self, move: Move) -> None:
        """The host checks every move: what it refuses comes back in :meth:`poll`."""

    def play(self, move: Move) -> list[Event]:
        """Send ``move`` to the host; its events come back with the next update."""
        if self.busy:
            return []
        self.client.send_move(move)
        self.busy = True
        return []

    def computer_move(self, now: float, rate: float) -> Move | None:
        return None  # the other seats play at their own computers, or at the host

    def next_round(self) -> list[Event]:
        """The summary was read: what the host sent after it."""
        self._held = False
        return self._release()

    def can_take_back(self) -> bool:
        return False  # a move sent to the host is the host's

    def take_back(self) -> bool:
        return False

    def restart(self, game: object = None) -> None:
        raise RuntimeError("a match joined across the network is the host's to start")

    def close(self) -> None:
        self.computers.close()
        self.client.close()
        if self.counter is not None:
            self.counter.close()

    # -- what came in ----------------------------------------------------------------
    def poll(self) -> Heard:
        client = self.client
        client.poll()
        heard = Heard()
        if client.welcomes > self._welcomes:  # joined again: the host's whole position
            self._welcomes = client.welcomes
            client.positions.clear()
            self._queue.clear()
            self._held = False
            assert client.view is not None
            self.shown = client.view
            self._sizes = list(self.shown.hand_sizes)
            self.busy = False
            heard.snap = True
            if client.match_id != self._match_id:  # the host began a new match
                self._match_id = client.match_id
                self.told = list(self.shown.history)
                self._ended = False
                self._count_anew()
                heard.new_match = True
        self._queue += client.positions
        client.positions.clear()
        if len(client.refusals) > self._refusals:
            refusal = client.refusals[-1]
            self._refusals = len(client.refusals)
            self.busy = False
            heard.refused = IllegalMove(str(refusal.get("code") or "illegal"))
        link = "closed" if client.closed else "up" if client.connected else "lost"
        if link != self._link and self._link != "closed" and not client.over:
            heard.link = "back" if link == "up" else link
            self._link = link
        if client.seats != self._seats:
            self._seats = list(client.seats)
            heard.seats = True
        if client.over and not self._ended:
            self._ended = True
            if self.on_end is not None:
                self.on_end()
        if not self._held:
            heard.events = self._release()
        return heard

    def _release(self) -> list[Event]:
        out: list[Event] = []
        while self._queue and not self._held:
            events, view = self._queue[0]
            cut = _after_scoring(events)
            if cut is not None:  # the next round waits for the summary
                self._queue[0] = (events[cut:], view)
                out += self._shown(events[:cut], None)
                self._held = True
                break
            self._queue.pop(0)
            out += self._shown(events, view)
            self.busy = False
        return out

    def _shown(self, events: list[Event], view: PlayerView | None) -> list[Event]:
        """``events`` with the cards dealt to the other hands, face down, and the position
        after them (``view``: the update's, when these events end it)."""
        out: list[Event] = []
        last_deal = None
        for ev in events:
            if isinstance(ev, RoundStarted):
                self._sizes = [0] * len(self._sizes)
            elif isinstance(ev, _LEAVES_HAND) and ev.seat < len(self._sizes):
                self._sizes[ev.seat] = max(0, self._sizes[ev.seat] - 1)
            elif isinstance(ev, Dealt) and ev.seat == self.me:
                self._sizes[self.me] += 1
            out.append(ev)
            if isinstance(ev, Dealt):
                last_deal = len(out)
        if view is not None:
            unseen: list[Event] = []
            stock = view.stock_count
            rnd = view.round_number
            for seat, size in enumerate(view.hand_sizes):
                if seat == self.me:
                    continue
                unseen += [Unseen(rnd, seat, stock)] * max(0, size - self._sizes[seat])
            if unseen:
                at = last_deal if last_deal is not None else len(out)
                out[at:at] = _round_robin(unseen)
            self._sizes = list(view.hand_sizes)
            self.shown = view
        self.told += out
        if self.counter is not None and any(isinstance(e, RoundScored | MatchWon) for e in out):
            self.counter.count(self.game)
        return out


def _after_scoring(events: list[Event]) -> int | None:
    """Where the next round begins in ``events`` after a round's scoring (None: it does
    not)."""
    scored = False
    for i, ev in enumerate(events):
        if isinstance(ev, RoundScored):
            scored = True
        elif scored and isinstance(ev, RoundStarted):
            return i
    return None


def _round_robin(cards: list[Event]) -> list[Event]:
    """One card to each hand in turn, as a dealer deals."""
    by_seat: dict[int, list[Event]] = {}
    for ev in cards:
        assert isinstance(ev, Unseen)
        by_seat.setdefault(ev.seat, []).append(ev)
    out: list[Event] = []
    while any(by_seat.values()):
        for seat in sorted(by_seat):
            if by_seat[seat]:
                out.append(by_seat[seat].pop())
    return out
