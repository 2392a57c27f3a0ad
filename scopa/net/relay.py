"""The host's sockets, in a process of their own.

A host's game is played on its caller's thread (a window's render loop), and Python runs
one thread of a process at a time: a network thread in the same process (reading frames,
checking them, compressing and writing) takes the interpreter from the render loop in
slices of up to its switch interval. So the sockets live in a child process, the
**relay**: it listens, reads each frame, checks its size, rate and fields
(:mod:`~scopa.net.protocol`) and passes on what passes; it writes to each connection the
frames the host made for it. It knows no game: the host's :class:`~scopa.core.game.Game`
stays the only authority in the host's own process, and what it hands the relay is one
frame for one connection at a time, each made for the seat of that connection.

Between the two processes, two pipes (:func:`multiprocessing.Pipe`), each read on a thread
of its own, so that neither side ever waits on the other:

- host to relay: ``("send", [(number, text or None), ...])`` (None closes that
  connection), ``("stop",)``;
- relay to host: ``("listening", port)`` or ``("failed", errno, reason)`` once, then
  ``("frame", number, address, message)`` (a checked :class:`~scopa.net.protocol.Message`),
  ``("gone", number)`` and ``("log", level, text)``.

The relay ends when told to stop, and when its pipe from the host ends (the host's
process ended in any way, a crash or a kill included): no relay outlives its host. A relay
that ends untold (a kill, a crash of its own) is told to the host at once, by its reports
pipe's end or its process's sentinel: ``("ended", relay, exit code)``, its last report, so
that the host can start another.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import queue
import threading
import time
import weakref
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .protocol import FLOOD_BURST, FLOOD_RATE, MAX_FRAME, Refusal, frame, parse_client
from .tally import Tally

log = logging.getLogger(__name__)

POSITIONS = ('{"v":1,"type":"update"', '{"v":1,"type":"welcome"')
START_TIMEOUT = 20.0  # seconds for the relay's process to start and listen
JOIN_WITHIN = 5.0  # seconds a connection has, from its accept, to send its join
ANSWER_WITHIN = 120.0  # seconds a join may wait for the host's answer (its code's turn)
MAX_UNJOINED = 256  # connections not joined yet, at most: the oldest idle one makes room
SWEEP_EVERY = 0.5  # seconds between two looks for idle connections


class Relay:
    """The host's side of the relay: start it, hand it frames, stop it.

    ``on_report`` is called on the reading thread with each report of the relay but the
    first (``("frame", ...)``, ``("gone", number)``, and last ``("ended", relay, exit
    code)`` if its process ended untold); it should only queue it."""

    def __init__(self, bind: str, port: int, on_report: Callable[[tuple[Any, ...]], None]) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a threaded process
        commands_out, commands_in = context.Pipe(duplex=False)
        reports_out, reports_in = context.Pipe(duplex=False)
        self.process = context.Process(
            target=run, args=(bind, port, commands_out, reports_in), name="scopa-relay", daemon=True
        )
        self.process.start()
        commands_out.close()  # the relay's ends: each side sees the other's end as an EOF
        reports_in.close()
        self._commands = commands_in
        self._reports = reports_out
        self._outbox: queue.Queue[tuple[Any, ...] | None] = queue.Queue()
        self._closing = False  # told to stop: its end is no news
        self.ended = False  # its process ended untold (reported as ``("ended", ...)``)
        first: tuple[Any, ...] = ("log",)
        while first[0] == "log":
            if not reports_out.poll(START_TIMEOUT):
                self._kill()
                raise OSError("the host's network process did not start")
            try:
                first = reports_out.recv()
            except EOFError:  # it ended at once (a main module run again that failed)
                self._kill()
                raise OSError("the host's network process ended as it started") from None
            if first[0] == "log":
                log.log(first[1], "%s", first[2])
        if first[0] != "listening":
            self._kill()
            raise OSError(first[1], first[2])
        self.port: int = first[1]
        self.pid = self.process.pid
        self._on_report = on_report
        self._reader = threading.Thread(target=self._read, name="scopa-relay-in", daemon=True)
        self._writer = threading.Thread(target=self._write, name="scopa-relay-out", daemon=True)
        self._reader.start()
        self._writer.start()

    def send_all(self, frames: list[tuple[int, str | None]]) -> None:
        """Queue each text for its connection (None: close it), handed over at once;
        returns at once."""
        self._outbox.put(("send", frames))

    def close(self, timeout: float = 5.0) -> None:
        """Let the relay send what is waiting and close every socket, then end it."""
        self._closing = True
        self._outbox.put(None)
        self._writer.join(timeout)
        self.process.join(timeout)
        if self.process.is_alive():
            log.info("the host's network process did not end: stopped")
            self._kill()
        self._reader.join(1.0)
        self._reports.close()

    def _kill(self) -> None:
        self.process.terminate()
        self.process.join(2.0)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(2.0)

    def _write(self) -> None:
        """Hand the relay what the host queued, as many frames at once as are waiting."""
        stopping = False
        while not stopping:
            batch: list[tuple[int, str | None]] = []
            item = self._outbox.get()
            while True:
                if item is None:
                    stopping = True
                    break
                batch += item[1]
                try:
                    item = self._outbox.get_nowait()
                except queue.Empty:
                    break
            try:
                if batch:
                    self._commands.send(("send", batch))
                if stopping:
                    self._commands.send(("stop",))
            except OSError as exc:  # the relay is gone
                log.info("the host's network process is gone: %s", exc)
                break
        self._commands.close()

    def _read(self) -> None:
        """Pass on each report; once the relay's process ended (its pipe's end, or its
        sentinel should the pipe outlive it), what it sent is read to the end and, unless it
        was told to stop, ``("ended", self, exit code)`` follows."""
        sentinel = self.process.sentinel
        while True:
            try:
                ready = wait([self._reports, sentinel])
                if self._reports not in ready and not self._reports.poll(0):
                    break  # ended, and nothing left to read
                report = self._reports.recv()
            except (EOFError, OSError):
                break
            if report[0] == "log":
                log.log(report[1], "%s", report[2])
            else:
                self._on_report(report)
        if self._closing:
            return
        self.process.join(1.0)  # it ended or is ending: its exit code, if it has one now
        self.ended = True
        self._on_report(("ended", self, self.process.exitcode))


# ------------------------------------------------------------------ the relay's process
class _Conn:
    """One socket: its frames to write, and how many it may still send at once."""

    def __init__(self, number: int, ws: ServerConnection) -> None:
        self.number = number
        self.ws = ws
        address = ws.remote_address
        self.address = str(address[0]) if address else "?"
        self.reported = False  # the host heard of it (it sent a frame that passed)
        self.joined = False  # the host's welcome passed through it
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self._allowance = float(FLOOD_BURST)
        self._last = time.monotonic()

    def refill(self) -> None:
        """The host sent this seat a new position: it may answer it."""
        self._allowance = float(FLOOD_BURST)

    def flooding(self) -> bool:
        """Count one frame: whether this seat sends more than :data:`FLOOD_RATE` a second
        beyond a burst of :data:`FLOOD_BURST` (each new position it is sent gives it the
        whole burst again, so a seat that plays as fast as the host answers never floods)."""
        now = time.monotonic()
        self._allowance = min(FLOOD_BURST, self._allowance + (now - self._last) * FLOOD_RATE)
        self._last = now
        self._allowance -= 1
        return self._allowance < 0


def run(bind: str, port: int, commands: Connection, reports: Connection) -> None:
    """The relay's process: serve until told to stop or until the host is gone. What it
    logs goes to the host's log (a ``("log", level, text)`` report)."""
    from ..store.logs import dump_stacks_on_signal

    dump_stacks_on_signal()  # kill -USR1 on the relay: where its threads are, on stderr
    side = _Side(commands, reports)
    root = logging.getLogger()
    root.handlers[:] = [_Forward(side)]
    root.setLevel(logging.INFO)
    logging.getLogger("websockets").setLevel(logging.WARNING)
    asyncio.run(side.run(bind, port))


class _Forward(logging.Handler):
    def __init__(self, side: _Side) -> None:
        super().__init__()
        self.side = side

    def emit(self, record: logging.LogRecord) -> None:
        self.side.report("log", record.levelno, record.getMessage())


class _Side:
    """The relay's loop: its connections, and the door they come in by.

    A connection is *unjoined* from its accept (its WebSocket handshake included) until the
    host's welcome passes through it. An unjoined connection that has not sent its join
    within :data:`JOIN_WITHIN` seconds is closed, as is one whose join the host has not
    answered within :data:`ANSWER_WITHIN` (the host answers long before: a join waits its
    code's check a minute at most, :mod:`~scopa.net.guard`); at most :data:`MAX_UNJOINED`
    are kept: a new one closes the oldest that has sent no join yet, or is closed at once
    when every one of them has. So what idle or half-open connections hold is bounded."""

    def __init__(self, commands: Connection, reports: Connection) -> None:
        self.commands = commands
        self.reports = reports
        self.conns: dict[int, _Conn] = {}
        self.numbers = 0  # the reports pipe is written from the loop's thread only
        self.unjoined: dict[ServerConnection, float] = {}  # since its accept, oldest first
        self.asked: dict[ServerConnection, float] = {}  # of them, those that sent a join
        self.refusals = Tally(log, "refused")  # frames refused, said a few lines a minute
        self.dropped = Tally(log, "closed before joining", logging.INFO)
        self.cut: weakref.WeakSet[ServerConnection] = weakref.WeakSet()  # closed by the door

    def arrived(self, ws: ServerConnection) -> bool:
        """A connection accepted (before its handshake): whether it may stay."""
        if len(self.unjoined) >= MAX_UNJOINED:
            idle = next((w for w in self.unjoined if w not in self.asked), None)
            if idle is None:
                self.dropped.count("crowded", _address(ws), "no room: closed at once")
                return False
            self._drop(idle, "crowded", "the oldest idle one, to make room")
        self.unjoined[ws] = time.monotonic()
        return True

    def left(self, ws: ServerConnection) -> None:
        self.unjoined.pop(ws, None)
        self.asked.pop(ws, None)

    def _drop(self, ws: ServerConnection, why: str, detail: str) -> None:
        self.dropped.count(why, _address(ws), detail)
        self.cut.add(ws)
        self.left(ws)
        ws.transport.abort()  # at once: no closing handshake to wait for

    async def _sweep(self) -> None:
        """Close the connections that came and did not join in time; say the tallies."""
        while True:
            await asyncio.sleep(SWEEP_EVERY)
            now = time.monotonic()
            for ws, since in list(self.unjoined.items()):
                asked = self.asked.get(ws)
                if asked is not None:
                    if now - asked > ANSWER_WITHIN:
                        self._drop(ws, "unanswered", "the host did not answer its join")
                    continue
                if now - since < JOIN_WITHIN:
                    break  # the rest came later (a join's answer waits longer than this)
                self._drop(ws, "idle", f"no join within {JOIN_WITHIN:g} s")
            self.refusals.flush()
            self.dropped.flush()

    def report(self, *message: Any) -> None:
        with contextlib.suppress(OSError):  # the host is gone: its pipe's end stops us
            self.reports.send(message)

    async def run(self, bind: str, port: int) -> None:
        loop = asyncio.get_running_loop()
        side = self

        class Guarded(ServerConnection):
            """A connection counted from its accept: the door's bounds hold from there."""

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                if not side.arrived(self):
                    self.transport.abort()

            def connection_lost(self, exc: Exception | None) -> None:
                side.left(self)
                super().connection_lost(exc)

        try:
            server = await serve(
                self._serve,
                bind,
                port,
                max_size=MAX_FRAME,
                max_queue=64,
                open_timeout=JOIN_WITHIN,  # the handshake's own bound
                create_connection=Guarded,
            )
        except OSError as exc:
            self.report("failed", exc.errno, str(exc))
            return
        self.report("listening", int(next(iter(server.sockets)).getsockname()[1]))
        stop = loop.create_future()

        def listen() -> None:  # on a thread: the command pipe, read as it comes
            while True:
                try:
                    command = self.commands.recv()
                except (EOFError, OSError):  # the host's process ended
                    command = ("stop",)
                loop.call_soon_threadsafe(self._command, command, stop)
                if command[0] == "stop":
                    return

        threading.Thread(target=listen, name="scopa-relay-commands", daemon=True).start()
        sweeper = asyncio.ensure_future(self._sweep())
        await stop
        sweeper.cancel()
        self.refusals.flush(now=True)
        self.dropped.flush(now=True)
        for conn in list(self.conns.values()):
            conn.outbox.put_nowait(None)
        server.close(close_connections=False)
        try:
            await asyncio.wait_for(server.wait_closed(), 4.0)
        except TimeoutError:
            log.info("the relay closed with sockets still open")
        self.reports.close()

    def _command(self, command: tuple[Any, ...], stop: asyncio.Future[None]) -> None:
        if command[0] == "stop":
            if not stop.done():
                stop.set_result(None)
            return
        for number, text in command[1]:
            conn = self.conns.get(number)
            if conn is None:
                continue
            if text is not None and text.startswith(POSITIONS):
                conn.refill()
                conn.joined = True
                self.left(conn.ws)  # welcomed: joined (or an update: joined long ago)
            conn.outbox.put_nowait(text)

    async def _serve(self, ws: ServerConnection) -> None:
        self.numbers += 1
        conn = self.conns[self.numbers] = _Conn(self.numbers, ws)
        writer = asyncio.ensure_future(self._write(conn))
        try:
            async for text in ws:
                if conn.flooding():
                    detail = f"connection {conn.number} floods: cut off"
                    self.refusals.count("flood", conn.address, detail)
                    self._refuse(conn, Refusal("flood", "too many frames", fatal=True))
                    break
                try:
                    message = parse_client(text)
                except Refusal as refusal:
                    self.refusals.count(refusal.code, conn.address, f"a frame: {refusal}")
                    self._refuse(conn, refusal)
                    if refusal.fatal:
                        break
                    continue
                if message.type == "join" and ws in self.unjoined:
                    self.asked.setdefault(ws, time.monotonic())  # it waits for the host now
                conn.reported = True
                self.report("frame", conn.number, conn.address, message)
            async for _ in ws:  # cut off: read on, unheard, until its close comes
                pass
        except ConnectionClosed as closed:
            if conn.joined:
                log.info("connection %s (%s) closed: %s", conn.number, conn.address, closed)
            elif ws not in self.cut:  # (those the door closed are counted already)
                self.dropped.count("closed", conn.address, f"connection {conn.number}: {closed}")
        finally:
            if conn.reported:  # the host knows it: now it knows it went
                self.report("gone", conn.number)
            conn.outbox.put_nowait(None)
            await writer
            self.conns.pop(conn.number, None)

    @staticmethod
    async def _write(conn: _Conn) -> None:
        """Send ``conn``'s frames in order; None closes it."""
        try:
            while (text := await conn.outbox.get()) is not None:
                await conn.ws.send(text)
            await conn.ws.close()
        except ConnectionClosed:
            pass

    @staticmethod
    def _refuse(conn: _Conn, refusal: Refusal) -> None:
        kind = "error" if refusal.fatal else "refused"
        conn.outbox.put_nowait(frame(kind, code=refusal.code, reason=refusal.reason))
        if refusal.fatal:
            conn.outbox.put_nowait(None)


def _address(ws: ServerConnection) -> str:
    """Where a connection comes from, before or after its handshake."""
    peer = ws.transport.get_extra_info("peername") if ws.transport is not None else None
    return str(peer[0]) if peer else "?"
