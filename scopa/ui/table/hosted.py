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
from typing import Any

from ...core.errors import IllegalMove
from ...core.events import Event
from ...core.game import Game
from ...core.moves import Move
from ...net.discovery import Announcer, lan_address
from ...net.host import NET, Host, HostOptions
from ..match import MatchConfig
from ..players import ComputerSeats
from .local import LocalMatch

log = logging.getLogger(__name__)

BIND = "0.0.0.0"  # where the window listens: every address of this computer
DISCOVERY = True  # announce the match on the network (mDNS)


class HostedMatch(LocalMatch):
    """``config``'s seats ``net`` are played from other computers; the others here."""

    def __init__(
        self,
        config: MatchConfig,
        game: Game | None = None,
        *,
        port: int = 0,
        stand_in_after: int = 0,
    ) -> None:
        self.config = config
        self.humans = [s for s, kind in enumerate(config.seats) if kind == "human"]
        self.keeper = None
        self.computers: ComputerSeats | None = None
        self.host: Host | None = None
        self.announcer: Announcer | None = None
        self.options = HostOptions(
            bind=BIND,
            port=port,
            stand_in_after=float(stand_in_after) if stand_in_after > 0 else None,
            auto_next=False,  # the window deals the next round once its summary is read
            seed=config.seed,
            names=list(config.names or []),
        )
        self._discovery = DISCOVERY
        self.address = ""
        self.restart(game)

    def restart(self, game: Game | None = None) -> None:
        cfg = self.config
        if self.computers is not None:
            self.computers.close()
        self.game = game or Game(cfg.rules, cfg.players, seed=cfg.seed)
        levels = {
            s: (kind.split(":", 1)[1] if ":" in kind else "medium")
            for s, kind in enumerate(cfg.seats)
            if kind not in ("human", NET)
        }
        self.computers = ComputerSeats(levels, cfg.seed)
        kinds = [NET if kind == NET else "human" for kind in cfg.seats]  # "human": played here
        if self.host is not None:
            raise RuntimeError("a hosted match is hosted once: the next is a new one")
        self.host = Host(self.game, kinds, self.options)
        port = self.host.start()
        shown = lan_address() if self.options.bind in ("0.0.0.0", "") else self.options.bind
        self.address = f"{shown}:{port}"
        if self._discovery:
            open_seats = sum(1 for k in kinds if k == NET)
            self.announcer = Announcer(
                shown, port, str(self.game.rules.title), self.game.players, open_seats
            )

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

    def poll(self) -> list[Event]:
        """Joins and the remote seats' moves since the last frame: the events they made."""
        return self.net.pump()

    def play(self, move: Move) -> list[Event]:
        try:
            events = self.net.play(move)
        except IllegalMove as exc:
            if not self.seats.is_computer(self.game.current_player):
                raise
            log.warning("a computer seat chose an illegal move %s: %s", move, exc)
            events = self.net.play(self.game.legal_moves()[0])
        self._kept(events)
        return events

    def computer_move(self, now: float, rate: float) -> Move | None:
        if not self.started:
            return None
        return super().computer_move(now, rate)

    def next_round(self) -> list[Event]:
        if self.game.match_over or not self.game.round_over:
            return []
        events = self.net.next_round()
        self._kept(events)
        return events

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
        self._close_host()
