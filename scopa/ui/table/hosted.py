"""A match hosted by this window: the game is played here, as in a :class:`LocalMatch`,
and some seats are played on other computers of the network.

The host (:class:`scopa.net.host.Host`) listens on a thread of its own; :meth:`poll`, called
each frame, hands it what came in (joins, the remote seats' moves, which the game checks like
any other) and never waits on a socket. The moves made here (the person at this window, the
computer seats) go through the host too, so that every seat is told them. The match begins
once every network seat is taken.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from typing import Any

from ...core.events import Event
from ...core.game import Game
from ...core.moves import Move
from ...net.discovery import Announcer, lan_address
from ...net.host import NET, Host, HostOptions
from ...net.keeping import HostKeeper, Resumed
from ...net.protocol import shown_code
from ...words.variants import title
from ..i18n import language, t
from ..keeper import StatsKeeper
from ..match import MatchConfig
from ..players import ComputerSeats
from ..review_worker import Reviews
from ..widgets import Button
from .door import CodeDoor
from .local import LocalMatch
from .words import seat_names

log = logging.getLogger(__name__)

BIND = "0.0.0.0"  # where the window listens: every address of this computer
PORT = 8765  # as ``scopa --host``: a match taken up again listens where its seats look for it
DISCOVERY = True  # announce the match on the network (mDNS)


class HostedMatch(LocalMatch):
    """``config``'s seats ``net`` are played from other computers; the others here."""

    def __init__(
        self,
        config: MatchConfig,
        game: Game | None = None,
        *,
        stand_in_after: int = 0,
        tokens: Sequence[str | None] = (),
        code: str | None = None,
    ) -> None:
        self.config = config
        self.humans = [s for s, kind in enumerate(config.seats) if kind == "human"]
        self.keeper = None
        self.computers: ComputerSeats | None = None
        self.reviews: Reviews | None = None  # the window's person's plays, as at a local table
        self._ending: list[Reviews] = []
        self.host: Host | None = None
        self.announcer: Announcer | None = None
        self.options = HostOptions(
            bind=BIND,
            port=PORT,
            code=code,
            stand_in_after=float(stand_in_after) if stand_in_after > 0 else None,
            auto_next=False,  # the window deals the next round once its summary is read
            seed=config.seed,
            names=list(config.names or []),
        )
        self._discovery = DISCOVERY
        self._tokens = list(tokens)
        self.address = ""
        names = list(config.names or [])
        # the computers played here are sent named as this window names them (the seats at
        # other computers knew them as "Player n")
        shown = seat_names(config.seats, config.names, config.rules.deck.art)
        self.options.names = [
            shown[s] if kind.startswith("cpu") else (names[s] if s < len(names) else "")
            for s, kind in enumerate(config.seats)
        ]
        # kept as phase 1's host keeps it (lan/host.json, its seats and tokens beside it)
        self.lan_keeper = HostKeeper(HostKeeper.setup_for(config.seats, names, config.match_id))
        if config.deck:
            self.lan_keeper.setup.deck = config.deck
        self.lan_keeper.setup.rules_file = config.rules_file
        self.options.match_id = self.lan_keeper.setup.match_id  # the seats know it by it
        self.counter: StatsKeeper | None = None  # the statistics, counted as at a local table
        self.down_said = False  # the table said the network is lost for good (:attr:`down`)
        self.door = CodeDoor(Button(t("host_new_code"), self.new_join_code))
        self.restart(game)

    played_elsewhere = ("human", NET)

    def restart(self, game: Game | None = None) -> None:
        cfg = self.config
        self._seat_game(game)
        kinds = [NET if kind == NET else "human" for kind in cfg.seats]  # "human": played here
        if self.host is not None:  # the next match at the same table: the seats stay
            self.lan_keeper.setup.match_id = uuid.uuid4().hex
            self.host.new_match(self.game, self.lan_keeper.setup.match_id)
            self._count()
            return
        try:
            self.host, port = self._listen(kinds)
        except OSError as exc:  # the port is taken: any free one
            log.info("cannot listen on port %s (%s): another port", self.options.port, exc)
            self.options.port = 0
            self.host, port = self._listen(kinds)
        self.lan_keeper.changed(self.host)
        self._count()
        shown = lan_address() if self.options.bind in ("0.0.0.0", "") else self.options.bind
        self.address = f"{shown}:{port}"
        if self._discovery:
            self.announcer = Announcer(
                shown,
                port,
                title(self.game.rules, language()),
                self.game.players,
                self.host.open_seats(),
            )

    def _count(self) -> None:
        """The statistics of this match, counted as at a local table (a match taken up:
        what it played already, once)."""
        cfg = self.config
        if self.counter is not None:
            self.counter.close()
            self.counter = None
        if self.humans and cfg.save and not cfg.demo:
            team = self.game.team_of(self.humans[0])
            self.counter = StatsKeeper(cfg, self.lan_keeper.setup.match_id, team)
            self.counter.begin(self.game, self.humans)

    def _listen(self, kinds: list[str]) -> tuple[Host, int]:
        host = Host(
            self.game, kinds, self.options, tokens=self._tokens, on_change=self.lan_keeper.changed
        )
        try:
            return host, host.start()
        except OSError:
            host.close()
            raise

    @property
    def net(self) -> Host:
        assert self.host is not None
        return self.host

    @property
    def started(self) -> bool:
        """Whether every network seat has been taken (the match waits until then)."""
        return self.net.started

    @property
    def code(self) -> str:
        return self.net.code

    def seat_states(self) -> list[dict[str, Any]]:
        return self.net.seat_states()

    @property
    def down(self) -> bool:
        """Whether the network of this match stopped for good (the host could not start
        its network process again): the match is kept, to be taken up from the menu."""
        return bool(self.net.down)

    def new_join_code(self) -> None:
        """The waiting panel's New join code (the last was retired): issued, to be said."""
        self.door.issued = shown_code(self.net.new_join_code())
        self.door.said = False

    def poll(self) -> list[Event]:
        """Joins and the remote seats' moves since the last frame: the events they made."""
        if self.down:
            if self.announcer is not None:  # nobody can join it any more
                self.announcer.close()
                self.announcer = None
            return []
        events = self.net.pump()
        if events:
            self._kept(events)
        if self.announcer is not None:
            self.announcer.update(self.net.open_seats())
        return events

    def _apply(self, move: Move) -> list[Event]:
        return self.net.play(move)  # the host plays it and tells the remote seats

    def computer_move(self, now: float, rate: float) -> Move | None:
        if not self.started or self.down:
            return None
        return super().computer_move(now, rate)

    def next_round(self) -> list[Event]:
        if self.game.match_over or not self.game.round_over:
            return []
        events = self.net.next_round()
        self._kept(events)
        return events

    def _kept(self, events: Sequence[Event]) -> None:
        self._review(events)
        if self.counter is not None:
            self.counter.after(self.game, events)

    @property
    def stats_keeper(self) -> StatsKeeper | None:
        return self.counter

    def can_take_back(self) -> bool:
        return False

    def take_back(self) -> bool:
        return False  # the other computers saw the move

    def _close_host(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        if self.host is not None:
            self.host.close()

    def close(self) -> None:
        super().close()
        if self.counter is not None:
            self.counter.close()
        self._close_host()
        self.lan_keeper.close()


def resumed_config(resumed: Resumed, speed: str) -> MatchConfig:
    """The table's setup for a hosted match taken up again: its network seats, and the
    others as its save names them."""
    setup = resumed.saved.setup
    seats = [NET if k == NET else setup.seats[s] for s, k in enumerate(resumed.kinds)]
    return MatchConfig(
        resumed.saved.game.rules,
        seats,
        deck=setup.deck,
        speed=speed,
        names=list(setup.names) or None,
        rules_file=setup.rules_file,
        match_id=setup.match_id,
    )


def take_up(resumed: Resumed, speed: str, stand_in_after: int = 0) -> HostedMatch:
    """The hosted match left unfinished, hosted again with its code and its seats' tokens."""
    config = resumed_config(resumed, speed)
    return HostedMatch(
        config,
        resumed.saved.game,
        stand_in_after=stand_in_after,
        tokens=resumed.tokens,
        code=resumed.code,
    )
