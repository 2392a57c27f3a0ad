"""A seat at a hosted match: the socket on a thread of its own, the seat's view here.

:class:`Client` connects, joins with the match's code (and a seat's token, to take it
back), and keeps what the host sends: the rules, the seat, its token, its view (rebuilt from
each update: the host sends the round's events once, the client keeps the history) and the
seats' states. Nothing in :meth:`Client.poll` waits on the socket. A connection that drops
before the match is over is tried again with the seat's token.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.events import Event, MatchWon, RoundStarted, is_public
from ..core.moves import Move
from ..core.outcome import Outcome
from ..core.rules import Rules
from ..core.view import PlayerView
from . import codec
from .protocol import MAX_HOST_FRAME, Refusal, frame, parse_host, read_code

if TYPE_CHECKING:  # the event loop and the sockets load when a seat first connects
    from websockets.asyncio.client import ClientConnection

log = logging.getLogger(__name__)

RETRIES = 20  # tries to connect again after a drop, before giving up
RETRY_PAUSE = 0.5  # seconds before the first retry (doubling, to 4 s)


class Client:
    def __init__(
        self,
        address: str,
        code: str,
        *,
        role: str = "player",
        token: str | None = None,
        seat: int | None = None,
        name: str = "",
    ) -> None:
        self.address = address
        self.code = read_code(code)  # typed as shown ("482 913") or not
        self.role = role
        self.token = token
        self.want_seat = seat
        self.name = name
        self.rules: Rules | None = None
        self.seat: int | None = None
        self.view: PlayerView | None = None
        self.at = 0  # moves played in the match, as of the view
        self.seats: list[dict[str, Any]] = []
        self.started = False
        self.welcomes = 0  # welcomes taken: a new one is a new connection's whole position
        self.events: list[Event] = []  # every event this seat was told, in order
        self.refusals: list[dict[str, Any]] = []
        self.error: dict[str, Any] | None = None  # why the host sent this seat away
        self.queued = False  # the host checks join codes in turn (wrong ones are tried)
        self.unreached: str | None = None  # why the last try to connect failed, if it did
        self.closed = False  # for good: the match ended, the host went, or it refused us
        self.match_id = ""  # the host's name for the match (a new one: a new match)
        self.frames: list[str] = []  # every frame received (kept when ``keep_frames``)
        self.keep_frames = False
        # each update as it came, its events and the view after them (kept when
        # ``keep_positions``: a window shows them one after the other)
        self.positions: list[tuple[list[Event], PlayerView]] = []
        self.keep_positions = False
        self.on_frame: Callable[[str], None] | None = None  # on the network thread, as it comes
        self.wake = threading.Event()
        self._history: list[Event] = []
        self._inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        from .loop import NetLoop

        self._net = NetLoop("scopa-client-net")
        self._ws: ClientConnection | None = None
        self._stop = False

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        """How the match ended, as its last event says (None: it goes on)."""
        won = [e for e in self._history if isinstance(e, MatchWon)]
        return won[-1].outcome if won else None

    @property
    def connected(self) -> bool:
        """Whether the connection to the host is open now (it is tried again when not)."""
        return self._ws is not None

    def start(self) -> None:
        import asyncio

        self._net.call(lambda: asyncio.ensure_future(self._run()))

    def close(self) -> None:
        self._stop = True
        if self._ws is not None:
            ws = self._ws
            try:
                self._net.run(ws.close(), 3.0)
            except Exception as exc:
                log.info("closing the connection: %s", exc)
        with contextlib.suppress(Exception):  # the tries to connect again end with it
            self._net.run(_end_tasks(), 3.0)
        self._net.stop()

    def send_move(self, move: Move) -> None:
        text = frame("move", at=self.at, move=move.to_data())
        self.send_text(text)

    def send_text(self, text: str) -> None:
        """Send a frame as it is (the tests send bad ones)."""
        ws = self._ws
        if ws is not None:
            import asyncio

            self._net.call(lambda: asyncio.ensure_future(self._send(ws, text)))

    @staticmethod
    async def _send(ws: ClientConnection, text: str) -> None:
        from websockets.exceptions import ConnectionClosed

        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)

    # ------------------------------------------------------------ network thread
    async def _run(self) -> None:
        import asyncio

        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

        tries, pause = 0, RETRY_PAUSE
        while not self._stop:
            try:
                async with connect(
                    f"ws://{self.address}", max_size=MAX_HOST_FRAME, open_timeout=10
                ) as ws:
                    self._ws = ws
                    self.unreached = None
                    await ws.send(self._join_frame())
                    async for text in ws:
                        tries, pause = 0, RETRY_PAUSE
                        if self.on_frame is not None:
                            self.on_frame(str(text))
                        self._inbox.put(("frame", text))
                        self.wake.set()
            except (OSError, InvalidHandshake, InvalidURI, ConnectionClosed, TimeoutError) as exc:
                log.info("connection to %s: %s", self.address, exc)
                if self._ws is None:  # not even connected: what stood in the way
                    self.unreached = str(exc) or type(exc).__name__
            self._ws = None
            if self._stop or self.closed or self.over or self.error is not None:
                break
            tries += 1
            if tries > RETRIES:
                self._inbox.put(("gone", "the host cannot be reached"))
                self.wake.set()
                break
            await asyncio.sleep(pause)
            pause = min(pause * 2, 4.0)
        self._inbox.put(("gone", "closed"))
        self.wake.set()

    def _join_frame(self) -> str:
        fields: dict[str, Any] = {"code": self.code, "role": self.role}
        if self.token:
            fields["token"] = self.token
        if self.want_seat is not None:
            fields["seat"] = self.want_seat
        if self.name:
            fields["name"] = self.name
        return frame("join", **fields)

    # ------------------------------------------------------------ caller's thread
    def wait(self, timeout: float) -> None:
        self.wake.wait(timeout)
        self.wake.clear()

    def poll(self) -> list[dict[str, Any]]:
        """Take in what the host sent; returns the frames, read."""
        got: list[dict[str, Any]] = []
        while True:
            try:
                kind, data = self._inbox.get_nowait()
            except queue.Empty:
                return got
            if kind == "gone":
                self.closed = True
                continue
            if self.keep_frames:
                self.frames.append(data)
            try:
                message = parse_host(data)
                self._take(message)
            except (Refusal, codec.CodecError, ValueError) as exc:
                log.warning("a frame from the host was not understood: %s", exc)
                continue
            got.append(message)

    def _take(self, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind == "welcome":
            self.rules = Rules.from_data(m["rules"], file="<host>")
            view = codec.decode_view(m["view"], self.rules)
            self.seat = m["seat"]
            match_id = m.get("match", "")
            if not isinstance(match_id, str) or len(match_id) > 64:
                raise ValueError("the match's id is a short text")
            self.match_id = match_id
            self.token = m["token"] or self.token
            self.seats, self.started, self.at = m["seats"], bool(m["started"]), m["at"]
            self._history = list(view.history)
            self.view = view
            self.welcomes += 1
        elif kind == "update":
            if self.rules is None:
                raise ValueError("an update came before the welcome")
            events = [codec.decode_event(e) for e in m["events"]]
            for event in events:
                if isinstance(event, RoundStarted):
                    self._history = []
                if is_public(event):
                    self._history.append(event)
            self.events += events
            self.view = codec.decode_view(m["view"], self.rules, tuple(self._history))
            self.at = m["at"]
            sides = len(set(self.view.teams))
            for event in events:  # how the match ended names sides of this match
                if isinstance(event, MatchWon) and not all(
                    side is None or 0 <= side < sides
                    for side in (event.outcome.winner, event.outcome.loser)
                ):
                    raise ValueError("the match's end names a side it does not have")
            if self.keep_positions:
                self.positions.append((events, self.view))
        elif kind == "seats":
            self.seats, self.started = m["seats"], bool(m["started"])
        elif kind == "refused":
            self.refusals.append(m)
            # a move refused is worth a warning; a join refused, the caller tells the player
            say = log.warning if self.view is not None else log.info
            say("the host refused: %s (%s)", m.get("code"), m.get("reason"))
        elif kind == "queued":  # its code is checked in turn: the welcome comes later
            self.queued = True
            log.info("the host checks join codes in turn: this join waits for its own")
        elif kind == "error" and m.get("code") == "busy" and self.view is None:
            self.queued = True  # too many joins wait their turn: the connection is tried again
            log.info("the host is busy with joins: trying again")
        elif kind == "error":
            self.error = m
            self.closed = True
            # the caller tells the player (a window on its screen, --join on its stderr)
            log.info("the host sent this seat away: %s (%s)", m.get("code"), m.get("reason"))

    def my_turn(self) -> bool:
        """Whether this seat is to play in its view now."""
        view = self.view
        if view is None or self.seat is None or not self.started or self.over:
            return False
        return view.current_player == self.seat and bool(view.legal_raw())


async def _end_tasks() -> None:
    """Cancel every other task of the client's own loop, and let each finish."""
    import asyncio

    others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in others:
        task.cancel()
    await asyncio.gather(*others, return_exceptions=True)
