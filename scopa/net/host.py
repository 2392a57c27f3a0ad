"""The host of a LAN match: the only :class:`~scopa.core.game.Game`, and its seats' sockets.

The sockets live in a process of their own (:mod:`~scopa.net.relay`): it reads each frame,
checks its size, rate and fields (:mod:`~scopa.net.protocol`) and passes on what passes,
which a thread here queues.
Should the relay's process end untold (a kill, a crash), the host starts another on the
same port, which the seats rejoin with their tokens; if it cannot (the port taken, or the
relay ending again soon after), :attr:`Host.down` says why and the match stays kept.
The caller's thread (a render loop, or the headless loop of :mod:`~scopa.net.headless`)
calls :meth:`Host.pump` as often as it likes: the queued joins and moves are handled there,
each move checked by the game like any other, and every seat is sent what it may see, and
nothing else: its own view and the events :func:`visible` lets through. Nothing in
:meth:`Host.pump` waits on a socket or on a computer player's thinking.
"""

from __future__ import annotations

import logging
import queue
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..ai import Player, make_player
from ..core.errors import IllegalMove
from ..core.events import Event
from ..core.game import Game
from ..core.moves import Move
from ..core.view import PlayerView
from . import codec
from .guard import CodeGuard
from .protocol import CODE_PATTERN, frame, opened, shown_code, to_json
from .tally import Tally
from .updates import update_frames

if TYPE_CHECKING:  # the relay (its sockets, its event loop) loads when a match is hosted
    from .relay import Relay

log = logging.getLogger(__name__)

NET = "net"
RESTART_WINDOW = 60.0  # seconds: a relay ending again this soon after a restart stays down


def new_code() -> str:
    """A join code: six random digits (shown "482 913", :func:`~.protocol.shown_code`)."""
    return f"{secrets.randbelow(1_000_000):06d}"


def new_token() -> str:
    """A seat's rejoin token: 144 random bits in URL-safe letters, never starting with "-",
    which a command line (``scopa --join ... --token T``) would read as an option."""
    return "t" + secrets.token_urlsafe(18)


class Conn:
    """One connection as the host knows it: its number at the relay, its address, and its
    seat once it joined (:data:`~scopa.net.codec.NO_SEAT` for a spectator)."""

    def __init__(self, number: int, address: str) -> None:
        self.number = number
        self.address = address
        self.seat: int | None = None
        self.asked: dict[str, Any] | None = None  # its join, waiting for its code's check


@dataclass
class NetSeat:
    """A seat played from another computer: its token once joined, its connection now."""

    seat: int
    token: str | None = None
    name: str = ""
    conn: Conn | None = None
    away_since: float | None = None  # when it vanished (None: here, or never came)

    @property
    def state(self) -> str:
        if self.token is None:
            return "open"
        return "connected" if self.conn is not None else "away"


@dataclass
class HostOptions:
    bind: str = "0.0.0.0"
    port: int = 0
    code: str | None = None  # None: a new one
    stand_in_after: float | None = None  # seconds a vanished seat waits for a computer
    stand_in_level: str = "medium"
    auto_next: bool = True  # deal the next round at once (a window paces it itself)
    cpu_pause: float = 0.0  # seconds between a computer seat's moves
    seed: int | None = None  # the computer players' seeds
    names: list[str] = field(default_factory=list)
    match_id: str = ""  # the match's name for good (its save's id); "" : a new one


class Host:
    """Host ``game`` with ``kinds`` per seat (``net``, ``cpu:<level>`` or ``human``)."""

    def __init__(
        self,
        game: Game,
        kinds: Sequence[str],
        options: HostOptions | None = None,
        *,
        tokens: Sequence[str | None] = (),
        on_change: Callable[[Host], None] | None = None,
    ) -> None:
        if len(kinds) != game.players:
            raise ValueError("name a kind of player for every seat")
        self.game = game
        self.kinds = list(kinds)
        self.options = options or HostOptions()
        code = self.options.code
        self.code = code if code and CODE_PATTERN.fullmatch(code) else new_code()
        self.match_id = self.options.match_id or secrets.token_hex(16)
        self.on_change = on_change  # called (on the caller's thread) after a move or a join
        # every frame sent: its seat, the moves played then, its text (on the network thread)
        self.on_send: Callable[[int | None, int, str], None] | None = None
        self.net_seats: dict[int, NetSeat] = {
            s: NetSeat(s, token=(list(tokens) + [None] * len(kinds))[s])
            for s, kind in enumerate(kinds)
            if kind == NET
        }
        now = time.monotonic()
        for ns in self.net_seats.values():
            ns.away_since = now if ns.token else None
        self.started = all(ns.token for ns in self.net_seats.values())
        self.spectators: list[Conn] = []
        self.bytes_sent = 0
        self.frames_sent = 0
        self.port = 0
        self._inbox: queue.Queue[tuple[Any, ...]] = queue.Queue()  # the relay's reports
        self._conns_by_number: dict[int, Conn] = {}
        self.wake = threading.Event()
        self.guard: CodeGuard[Conn] = CodeGuard(self.code)  # wrong codes, and their pace
        self._refusals = Tally(log, "refused")  # the log says them a few lines a minute
        self._numbers = 0
        self._players: dict[int, Player] = {}
        self._thinking: tuple[int, int, Future[Move]] | None = None  # seat, at, its move
        self._workers = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scopa-host-ai")
        self._next_cpu = 0.0
        self._relay: Relay | None = None
        self.down = ""  # why the network stopped for good and the match with it ("": it did not)
        self._restarted: float | None = None  # when the relay was last started again
        self._restarting: threading.Thread | None = None
        self._life = threading.Lock()  # a relay started again, and the host closed: in turn
        self._closed = False
        self._seats_said = ""
        self._rules_said: tuple[object, str] = (None, "")  # the rules, and their text

    # ----------------------------------------------------------------- life
    def start(self) -> int:
        """Listen (in the relay's process); returns the port."""
        codec.prepare()
        from .relay import Relay

        self._relay = Relay(self.options.bind, self.options.port, self._reported)
        self.port = self._relay.port
        return self.port

    @property
    def relay_pid(self) -> int | None:
        """The process id of the relay (None: not listening)."""
        return None if self._relay is None else self._relay.pid

    def close(self, timeout: float = 5.0) -> None:
        """Send what is waiting, close every socket and end the relay's process (and one
        being started again)."""
        with self._life:
            self._closed = True
            relay, self._relay = self._relay, None
        if relay is not None:
            relay.close(timeout)
        restarting = self._restarting
        if restarting is not None:
            restarting.join(timeout)  # a relay it starts now closes at once
        while True:  # one started again before the close, not taken yet: closed too
            try:
                report = self._inbox.get_nowait()
            except queue.Empty:
                break
            if report[0] == "restarted" and report[1] is not None:
                report[1].close(timeout)
        self._workers.shutdown(wait=False, cancel_futures=True)

    def _reported(self, report: tuple[Any, ...]) -> None:
        """On the relay's reading thread: a frame or a connection's end, queued."""
        self._inbox.put(report)
        self.wake.set()

    def _relay_ended(self, relay: Relay, exitcode: int | None) -> None:
        """The relay's process ended untold (a kill, a crash of its own), and every socket
        with it: each seat is away until it rejoins with its token. Another relay is started
        on the same port, on a thread (the caller's frames go on meanwhile); a relay that
        ended this soon after the last restart is not started again (:attr:`down`)."""
        if relay is not self._relay:
            return  # closed, or not taken yet (then its ``restarted`` report sees it ended)
        self._relay = None
        relay.close(1.0)
        now = time.monotonic()
        for ns in self.net_seats.values():
            if ns.conn is not None:
                ns.conn, ns.away_since = None, now
        self.spectators.clear()
        self._conns_by_number.clear()
        self._seats_said = ""
        if self._restarted is not None and now - self._restarted < RESTART_WINDOW:
            again = f"it ended again {now - self._restarted:.0f} s after it was started again"
            return self._stop(f"{again} (exit code {exitcode})")
        log.warning(
            "the host's network process ended (exit code %s): starting another on port %s",
            exitcode,
            self.port,
        )
        self._restarted = now
        self._restarting = threading.Thread(
            target=self._start_again, name="scopa-relay-again", daemon=True
        )
        self._restarting.start()

    def _start_again(self) -> None:
        """On a thread of its own: a new relay on the same port, handed to :meth:`pump` as a
        ``("restarted", relay)`` report (``("restarted", None, why)`` if it cannot start)."""
        try:
            from .relay import Relay

            relay = Relay(self.options.bind, self.port, self._reported)
        except OSError as exc:
            self._reported(("restarted", None, exc.strerror or str(exc) or type(exc).__name__))
            return
        with self._life:
            if not self._closed:
                self._reported(("restarted", relay, ""))
                return
        relay.close()

    def _started_again(self, relay: Relay | None, why: str) -> None:
        if relay is None:
            return self._stop(f"another could not start: {why}")
        self._relay = relay
        if relay.ended:  # it ended before it was taken: its report came first, unheard
            return self._relay_ended(relay, relay.process.exitcode)
        log.warning(
            "the host's network process started again on port %s: the seats rejoin with "
            "their tokens",
            relay.port,
        )

    def _stop(self, why: str) -> None:
        """The network cannot go on: say why; the match is kept as it stands."""
        self.down = f"the host's network process ended and cannot be started again: {why}"
        log.error("%s; the match is kept as it stands", self.down)
        self._changed()

    # ------------------------------------------------------- caller's thread
    def send(self, conn: Conn, text: str | None) -> None:
        """Queue ``text`` (None: the close) for ``conn``; returns at once."""
        self.send_all([(conn, text)])

    def send_all(self, frames: Sequence[tuple[Conn, str | None]]) -> None:
        """Queue each text (None: the close) for its connection, handed over at once."""
        if self._relay is None or not frames:
            return
        for conn, text in frames:
            if text is not None:
                self.bytes_sent += len(text)
                self.frames_sent += 1
                if self.on_send is not None:
                    self.on_send(conn.seat, len(self.game.moves), text)
        self._relay.send_all([(conn.number, text) for conn, text in frames])

    def refuse(self, conn: Conn, code: str, reason: str, *, fatal: bool = False) -> None:
        what = "a join" if fatal else "a frame"
        self._refusals.count(code, conn.address, f"{what}: {code} ({reason})")
        self.send(
            conn,
            frame(
                "error" if fatal else "refused", code=code, reason=reason, at=len(self.game.moves)
            ),
        )
        if fatal:
            self.send(conn, None)

    def wait(self, timeout: float) -> None:
        """Block until a frame or a computer's move arrives (or ``timeout``): for headless
        loops; a render loop just calls :meth:`pump` every frame."""
        if not self._inbox.empty():  # the last pump left some for the next
            return
        due = self._next_cpu - time.monotonic()
        if self._thinking is None and 0 < due < timeout:
            timeout = due  # a computer's pause ends sooner
        check = self.guard.seconds_to_next()
        if check is not None:
            timeout = min(timeout, check)  # a join waiting for its code's check is due
        self.wake.wait(timeout)
        self.wake.clear()

    def pump(self) -> list[Event]:
        """Handle what came in, let the computers move; returns the events played. One
        move is played, or one join handled, a call at most (a frame's work stays small
        when several come together): what came after it is handled by the next call."""
        played: list[Event] = []
        while not self.down:
            try:
                report = self._inbox.get_nowait()
            except queue.Empty:
                break
            if report[0] == "ended":
                self._relay_ended(report[1], report[2])
                continue
            if report[0] == "restarted":
                self._started_again(report[1], report[2])
                continue
            if report[0] == "gone":
                conn = self._conns_by_number.pop(report[1], None)
                if conn is not None:
                    self._gone(conn)
                continue
            _, number, address, message = report
            conn = self._conns_by_number.setdefault(number, Conn(number, address))
            if message.type == "join":
                self._join(conn, message.fields)
                return played  # a join a frame too: it welcomes the seat with the position
            elif message.type == "move":
                played += self._remote_move(conn, message.fields)
                if played:  # a move a frame: one that came with it waits for the next
                    return played
            else:  # bye
                self.send(conn, None)
        if self.down:
            return []
        if self._check_waiting():
            return played
        return self._computers()

    # ---------------------------------------------------------------- joins
    def _join(self, conn: Conn, f: dict[str, Any]) -> None:
        """A join: a seat's token takes its seat back whatever the code; any other join
        has its code checked, at once or in its turn (:class:`~.guard.CodeGuard`)."""
        if conn.seat is not None:
            return self.refuse(conn, "already_joined", "this connection has joined")
        if f["token"] and self._seat_for(f) is not None:
            return self._admit(conn, f)
        was_attacked = self.guard.under_attack
        verdict = self.guard.offer(conn, conn.address)
        if verdict == "retired":
            return self.refuse(conn, "code_retired", "the host must issue a new code", fatal=True)
        if verdict == "busy":  # a seat tries again by itself
            return self.refuse(conn, "busy", "too many joins wait their turn", fatal=True)
        if verdict == "wait":
            conn.asked = f
            return self.send(conn, frame("queued", reason="codes are checked in turn"))
        self._checked(conn, f)
        if self.guard.under_attack and not was_attacked:
            log.warning(
                "wrong join codes are being tried (%s): one code is checked every %g s",
                self.guard.wrong,
                self.guard.every,
            )
        return None

    def _check_waiting(self) -> bool:
        """Check the code of the join whose turn it is, if one is due; whether one was.
        (The refusals' summary is said here too, when its time comes.)"""
        self._refusals.flush()
        conn = self.guard.due()
        if conn is None:
            return False
        f, conn.asked = conn.asked, None
        if f is not None:
            self._checked(conn, f)
        return True

    def _checked(self, conn: Conn, f: dict[str, Any]) -> None:
        right = self.guard.check(f["code"], conn.address)
        if self.guard.retired:
            log.warning(
                "the join code was retired: %s wrong codes were tried against it",
                self.guard.wrong,
            )
            for waiting in self.guard.drain():
                waiting.asked = None
                self.refuse(waiting, "code_retired", "the host must issue a new code", fatal=True)
        if not right:
            return self.refuse(conn, "bad_code", "that is not this match's code", fatal=True)
        self._admit(conn, f)

    def new_join_code(self) -> str:
        """Issue a new join code (the last was retired, or given to the wrong people): the
        joins waiting with the old one are refused, wrong codes are counted afresh."""
        for waiting in self.guard.drain():
            waiting.asked = None
            self.refuse(waiting, "code_retired", "the host issued a new code", fatal=True)
        self.code = new_code()
        self.guard.renew(self.code)
        log.info("a new join code: %s", shown_code(self.code))
        self._changed()  # kept with the match: taken up again, it has this code
        return self.code

    def _admit(self, conn: Conn, f: dict[str, Any]) -> None:
        """Seat (or let watch) a join whose code or token is right."""
        if f["role"] == "spectator":
            conn.seat = codec.NO_SEAT
            self.spectators.append(conn)
            log.info("a spectator joined from %s", conn.address)
            return self._welcome(conn, None)
        seat = self._seat_for(f)
        if seat is None:
            why = "no seat has that token" if f["token"] else "every seat is taken"
            code = "bad_token" if f["token"] else "table_full"
            return self.refuse(conn, code, why, fatal=True)
        ns = self.net_seats[seat]
        if ns.conn is not None and ns.conn is not conn:  # the seat came back on a new socket
            self.refuse(ns.conn, "replaced", "this seat joined again elsewhere", fatal=True)
            ns.conn.seat = None
        if ns.token is None:
            ns.token = new_token()
        ns.conn, ns.away_since, conn.seat = conn, None, seat
        ns.name = f["name"] or ns.name
        if self._thinking is not None and self._thinking[0] == seat:
            self._thinking = None  # a stand-in was thinking for it: the player decides
        log.info("seat %s joined from %s", seat, conn.address)
        self.started = self.started or all(n.token for n in self.net_seats.values())
        self._changed()
        self._welcome(conn, ns.token)
        self._send_seats(always=True)

    def open_seats(self) -> int:
        """The seats a new player may join: neither taken nor held for a player who left."""
        return sum(1 for ns in self.net_seats.values() if ns.token is None)

    def _seat_for(self, f: dict[str, Any]) -> int | None:
        if f["token"]:
            for ns in self.net_seats.values():
                if ns.token is not None and secrets.compare_digest(ns.token, f["token"]):
                    return ns.seat
            return None
        open_seats = [s for s, ns in self.net_seats.items() if ns.token is None]
        if f["seat"] is not None:
            return f["seat"] if f["seat"] in open_seats else None
        return open_seats[0] if open_seats else None

    def _gone(self, conn: Conn) -> None:
        if conn.asked is not None:
            self.guard.forget(conn)
            conn.asked = None
        if conn in self.spectators:
            self.spectators.remove(conn)
        for ns in self.net_seats.values():
            if ns.conn is conn:
                ns.conn, ns.away_since = None, time.monotonic()
                log.info("seat %s is away", ns.seat)
                self._send_seats()

    def _remote_move(self, conn: Conn, f: dict[str, Any]) -> list[Event]:
        why = self._why_not(conn.seat, f["at"])
        if why is None:
            try:
                self.game.check(f["move"])
            except IllegalMove as illegal:
                why = (illegal.code, str(illegal))
        if why is not None:
            self.refuse(conn, *why)
            return []
        return self.play(f["move"])

    def _why_not(self, seat: int | None, at: int) -> tuple[str, str] | None:
        """Why ``seat`` may not move now (None: it may, if the move is legal)."""
        game = self.game
        if seat is None:
            return "not_joined", "join first"
        if seat == codec.NO_SEAT:
            return "spectator", "a spectator does not play"
        if not self.started:
            return "not_started", "the other seats are still coming"
        if game.match_over:
            return "match_over", "the match is over"
        if game.round_over or game.current_player != seat:
            return "not_your_turn", "it is another seat's turn"
        if at != len(game.moves):
            return "stale", "that move answers an older position"
        return None

    def play(self, move: Move) -> list[Event]:
        """Play ``move`` for the seat to play (checked: raises IllegalMove), deal on when
        the round ended (``auto_next``), keep the match, then tell every seat: a host killed
        at any moment has told no seat of a move it did not keep."""
        game = self.game
        events = list(game.play(move))
        if game.round_over and not game.match_over and self.options.auto_next:
            events += game.next_round()
        self._changed()
        self.broadcast(events)
        return events

    def new_match(self, game: Game, match_id: str = "") -> None:
        """A new match at the same table, once the last is over: every seat keeps its place
        and its token, and each connected seat is welcomed to the new match afresh."""
        if game.players != len(self.kinds):
            raise ValueError("a new match at the same table has the same seats")
        self.game = game
        self.match_id = match_id or secrets.token_hex(16)
        self._thinking = None
        self._next_cpu = 0.0
        self._changed()  # kept before any seat is welcomed to it
        for conn in self._conns():
            seat = conn.seat
            assert seat is not None
            ns = self.net_seats.get(seat)
            self._welcome(conn, ns.token if ns is not None else None)

    def next_round(self) -> list[Event]:
        """Deal the next round (a window that paces rounds itself), telling every seat."""
        events = self.game.next_round()
        self._changed()
        self.broadcast(events)
        return events

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # ------------------------------------------------------------- computers
    def computer_for(self, seat: int) -> Player | None:
        """The computer that plays ``seat`` now: its own, or a stand-in for a seat away
        longer than ``stand_in_after`` (None: a person plays it)."""
        kind = self.kinds[seat]
        if kind.startswith("cpu:"):
            level = kind[4:]
        elif kind == NET and self._stands_in(self.net_seats[seat]):
            level = self.options.stand_in_level
        else:
            return None
        if seat not in self._players:
            base = self.options.seed
            self._players[seat] = make_player(level, None if base is None else base + seat)
        return self._players[seat]

    def _stands_in(self, ns: NetSeat) -> bool:
        after = self.options.stand_in_after
        if after is None or ns.conn is not None or ns.token is None or ns.away_since is None:
            return False
        return time.monotonic() - ns.away_since >= after

    def _computers(self) -> list[Event]:
        """Play the move a computer finished thinking, and set the next one thinking."""
        game = self.game
        if not self.started or game.match_over or game.round_over:
            return []
        played: list[Event] = []
        if self._thinking is not None:
            seat, at, future = self._thinking
            if not future.done():
                return []
            self._thinking = None
            if at == len(game.moves) and seat == game.current_player:
                self._next_cpu = time.monotonic() + self.options.cpu_pause
                played = self.play(future.result())
                if game.match_over or game.round_over:
                    return played
        seat = game.current_player
        player = self.computer_for(seat)
        if player is None or time.monotonic() < self._next_cpu:
            return played
        future = self._workers.submit(player.choose, game.view(seat))
        future.add_done_callback(lambda _: self.wake.set())
        self._thinking = (seat, len(game.moves), future)
        if self.kinds[seat] == NET:
            self._send_seats()
        return played

    # ------------------------------------------------------------ what is sent
    def seat_states(self) -> list[dict[str, Any]]:
        """Per seat: its kind, name and state (``here`` for the host's own seats; ``open``,
        ``connected``, ``away`` or ``computer`` for a network seat)."""
        names = self.options.names
        states = []
        for s, kind in enumerate(self.kinds):
            ns = self.net_seats.get(s)
            state = "here" if ns is None else ns.state
            if ns is not None and self._stands_in(ns):
                state = "computer"
            name = ns.name if ns is not None and ns.name else (names[s] if s < len(names) else "")
            states.append({"kind": kind, "name": name, "state": state})
        return states

    def _conns(self) -> list[Conn]:
        return [ns.conn for ns in self.net_seats.values() if ns.conn] + self.spectators

    def _seat_view(self, seat: int) -> PlayerView:
        if seat == codec.NO_SEAT:
            return codec.public_view(self.game.view(0))
        return self.game.view(seat)

    def _view_data(self, seat: int, *, history: bool) -> dict[str, Any]:
        return codec.encode_view(self._seat_view(seat), history=history)

    def _rules_text(self) -> str:
        """The match's rules as JSON text, made once a match (every welcome carries them)."""
        rules = self.game.rules
        if self._rules_said[0] is not rules:
            self._rules_said = (rules, to_json(rules.to_data()))
        return self._rules_said[1]

    def _welcome(self, conn: Conn, token: str | None) -> None:
        game, seat = self.game, conn.seat
        assert seat is not None
        head = opened(
            "welcome",
            seat=None if seat == codec.NO_SEAT else seat,
            token=token,
            match=self.match_id,
            seats=self.seat_states(),
            started=self.started,
            at=len(game.moves),
            view=self._view_data(seat, history=True),
        )
        self.send(conn, f'{head},"rules":{self._rules_text()}}}')

    def _send_seats(self, *, always: bool = False) -> None:
        text = frame("seats", seats=self.seat_states(), started=self.started)
        if text == self._seats_said and not always:
            return
        self._seats_said = text
        self.send_all([(conn, text) for conn in self._conns()])

    def broadcast(self, events: Sequence[Event]) -> None:
        """Tell every connected seat what it may see of ``events`` and its view after them:
        one frame for each seat (:func:`~scopa.net.updates.update_frames`), made here and
        handed to the relay at once."""
        conns = self._conns()
        if self._relay is None or not conns:
            return
        seats = [conn.seat for conn in conns if conn.seat is not None]
        made = update_frames(self.game, seats, events)
        self.send_all([(conn, made[conn.seat]) for conn in conns if conn.seat is not None])
