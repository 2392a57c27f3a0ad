"""The host on a hostile network (docs/lan-protocol.md, "Against guessing and floods"): join
codes guessed from many addresses, connections that never join, and refused frames that
would flood the log. Real sockets on loopback (127.0.0.0/8 is all loopback: a client binds
the source address it likes), and the host itself fed joins from many made-up addresses."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net.guard import CodeGuard
from scopa.net.host import Host, HostOptions
from scopa.net.protocol import CODE_PATTERN, Message, read_code, shown_code
from scopa.net.tally import Tally

WAIT = 60.0  # seconds: only a hang waits this long


def _wrong(code: str, n: int) -> str:
    return f"{(int(code) + 1 + n) % 1_000_000:06d}"


# ----------------------------------------------------------------- the code itself
def test_a_code_is_six_digits_shown_grouped_and_read_with_or_without_its_space() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=1)
    codes = {Host(game, ["net", "net"]).code for _ in range(20)}
    assert all(CODE_PATTERN.fullmatch(c) for c in codes) and len(codes) > 15
    assert shown_code("482913") == "482 913"
    for typed in ("482 913", "482913", " 482 913 ", "482-913"):
        assert read_code(typed) == "482913"
    assert read_code("48 x") == "48 x"  # not a code: left for the checks to refuse
    # a code kept from before codes had six digits: the match gets a new one
    assert CODE_PATTERN.fullmatch(Host(game, ["net", "net"], HostOptions(code="4821")).code)


# ------------------------------------------------------- the host, many addresses
class _Relay:
    """Stands in for the relay: keeps each frame the host hands it, by connection."""

    def __init__(self) -> None:
        self.sent: dict[int, list[str | None]] = {}

    def send_all(self, frames: list[tuple[int, str | None]]) -> None:
        for number, text in frames:
            self.sent.setdefault(number, []).append(text)

    def answer(self, number: int) -> str | None:
        """The answer to the join of ``number``: ``welcome``, the code of its ``error``, or
        None (none yet: it waits its turn)."""
        for text in self.sent.get(number, []):
            data = json.loads(text) if text is not None else {}
            if data.get("type") in ("welcome", "error"):
                return str(data.get("code") or data["type"])
        return None


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class _Door:
    """A host whose joins come from made-up addresses, on a clock the test steps."""

    def __init__(self) -> None:
        game = Game(Rules.preset("scopa"), 2, seed=3)
        self.host = Host(game, ["net", "net"], HostOptions())
        self.relay = _Relay()
        self.host._relay = self.relay  # type: ignore[assignment]
        self.clock = _Clock()
        self.host.guard.clock = self.clock
        self.numbers = 0

    def join(self, address: str, code: str, **fields: Any) -> int:
        self.numbers += 1
        f = {"code": code, "role": "player", "token": None, "seat": None, "name": ""}
        f.update(fields)
        self.host._inbox.put(("frame", self.numbers, address, Message("join", f)))
        self.host.pump()
        return self.numbers

    def tick(self, seconds: float) -> None:
        self.clock.now += seconds
        self.host.pump()


def test_guessing_from_thousands_of_addresses_tries_a_tenth_of_a_percent_of_the_codes() -> None:
    door = _Door()
    host, guard = door.host, door.host.guard
    code = host.code
    attackers: list[int] = []
    honest: dict[str, tuple[int, str, str]] = {}  # who: its connection, address, role
    began = door.clock.now
    order = random.Random(5)  # who comes first after a check: a fair race, the same each run
    for n in range(6000):  # five guesses a second, each from an address never seen before
        if n == 300:  # during the attack: the right code from a new address...
            honest["fresh"] = (0, "192.168.1.20", "player")
        if n == 400:  # ... and from an address that tried a wrong one
            honest["guesser"] = (0, "10.0.1.7", "spectator")
        guess = f"10.{n // 65536}.{n // 256 % 256}.{n % 256}"
        if order.random() < 0.5:
            attackers.append(door.join(guess, _wrong(code, n)))
        for who, (number, address, role) in honest.items():
            if number == 0 or door.relay.answer(number) == "busy":  # a seat tries again
                honest[who] = (door.join(address, code, role=role), address, role)
        if len(attackers) <= n:
            attackers.append(door.join(guess, _wrong(code, n)))
        if n == 1200:
            assert guard.under_attack and not guard.retired
            assert {door.relay.answer(number) for number, _, _ in honest.values()} == {"welcome"}
            # the seat comes back with its token, whatever the code, and waits for nothing
            back = door.join("10.0.0.9", "000000", token=host.net_seats[0].token)
            assert door.relay.answer(back) == "welcome"
        door.tick(0.2)
        # never more codes checked than the free ones and one a second since
        assert guard.checked <= guard.free + (door.clock.now - began) / guard.every + 1
    assert host.net_seats[0].conn is not None and len(host.spectators) == 1
    # the budget spent, the code is retired: no code is checked any more
    assert guard.retired and guard.wrong == guard.budget == 1000
    assert guard.wrong / 1_000_000 <= 0.001
    answers = {door.relay.answer(n) for n in attackers}
    assert answers <= {"bad_code", "busy", "code_retired", None}
    assert "busy" in answers and "code_retired" in answers
    checked = guard.checked
    late = door.join("10.9.9.9", code, role="spectator")  # the right code, now retired
    assert door.relay.answer(late) == "code_retired" and guard.checked == checked
    new = host.new_join_code()  # the host's player issues a new code
    assert new != code and not guard.retired and guard.wrong == 0
    second = door.join("10.0.0.7", new)  # from an address that guessed: the open seat
    assert door.relay.answer(second) == "welcome" and host.net_seats[1].conn is not None


def test_a_few_typos_are_answered_at_once() -> None:
    door = _Door()
    for n in range(door.host.guard.free - 1):
        assert door.relay.answer(door.join("192.168.1.20", _wrong(door.host.code, n))) == (
            "bad_code"
        )
    assert door.relay.answer(door.join("192.168.1.20", door.host.code)) == "welcome"
    assert not door.host.guard.under_attack


def test_the_lanes_take_turns_so_no_kind_of_address_keeps_the_other_out() -> None:
    clock = _Clock()
    guard: CodeGuard[str] = CodeGuard("123456", clock)
    guard.free, guard.every, guard.room = 2, 1.0, 8
    for n in range(2):
        assert guard.offer(f"typo{n}", "10.0.0.1") == "check"
        guard.check("000000", "10.0.0.1")
    assert guard.under_attack
    offered = [(f"new{n}", f"10.1.0.{n}") for n in range(6)] + [("old", "10.0.0.1")]
    verdicts = [guard.offer(item, address) for item, address in offered]
    assert verdicts == ["wait"] * 4 + ["busy", "busy", "wait"]  # four a lane
    order = []
    for _ in range(5):
        assert guard.due() is None  # not before its turn
        clock.now += 1.0
        item = guard.due()
        assert item is not None
        order.append(item)
        guard.check("999999", "10.9.9.9")
    assert order == ["new0", "old", "new1", "new2", "new3"]


# ------------------------------------------------ real sockets, rotating addresses
@pytest.fixture
def host() -> Iterator[Host]:
    h = Host(Game(Rules.preset("scopa"), 2, seed=6), ["net", "net"], HostOptions("127.0.0.1"))
    h.guard.free, h.guard.budget, h.guard.every = 5, 150, 0.05  # the same door, quicker
    h.start()
    stop = threading.Event()

    def pump() -> None:
        while not stop.is_set():
            h.wait(0.05)
            h.pump()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    yield h
    stop.set()
    thread.join(5)
    h.close()


async def _try(port: int, address: str, code: str, **fields: Any) -> dict[str, Any]:
    """Join from ``address`` (a loopback address of the test's choosing): the answer."""
    async with connect(f"ws://127.0.0.1:{port}", local_addr=(address, 0), open_timeout=WAIT) as ws:
        await ws.send(json.dumps({"v": 1, "type": "join", "code": code, **fields}))
        while True:
            data = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
            if data["type"] in ("welcome", "error"):
                return data


def test_guesses_from_rotating_loopback_addresses_and_the_right_code_still_joins(
    host: Host,
) -> None:
    async def attack(worker: int, stop: asyncio.Event, answers: list[str]) -> None:
        n = 0
        while not stop.is_set() and n < 400:  # bounded: the budget ends it long before
            address = f"127.0.{1 + worker}.{2 + n % 200}"
            data = await _try(host.port, address, _wrong(host.code, 1000 * worker + n))
            answers.append(data["code"])
            n += 1

    async def main() -> dict[str, Any]:
        stop = asyncio.Event()
        answers: list[str] = []
        attackers = [asyncio.ensure_future(attack(w, stop, answers)) for w in range(4)]
        deadline = time.monotonic() + WAIT
        while not host.guard.under_attack and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert host.guard.under_attack
        # during the attack: the right code, from a fresh address and from an attacking one
        fresh, guesser = await asyncio.gather(
            _try(host.port, "127.0.9.9", host.code, name="Ada"),
            _try(host.port, "127.0.1.2", host.code, role="spectator"),
        )
        attacking = not host.guard.retired
        while not host.guard.retired and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        retired = await _try(host.port, "127.0.9.10", host.code, role="spectator")
        stop.set()
        await asyncio.gather(*attackers)
        # after it: a new code, and the seat that joined comes back with its token
        code = host.new_join_code()
        after = await _try(host.port, "127.0.1.3", shown_code(code).replace(" ", ""))
        back = await _try(host.port, "127.0.1.4", "000000", token=fresh["token"])
        return {"fresh": fresh, "guesser": guesser, "attacking": attacking,
                "retired": retired, "after": after, "back": back, "answers": answers}  # fmt: skip

    got = asyncio.run(main())
    assert got["fresh"]["type"] == "welcome" and got["fresh"]["seat"] == 0
    assert got["guesser"]["type"] == "welcome" and got["guesser"]["seat"] is None
    assert got["attacking"]  # both joined while the guessing went on
    assert got["retired"]["code"] == "code_retired"
    assert got["after"]["type"] == "welcome" and got["after"]["seat"] == 1
    assert got["back"]["type"] == "welcome" and got["back"]["seat"] == 0
    assert set(got["answers"]) <= {"bad_code", "busy", "code_retired"}
    assert host.guard.wrong == 0 and host.guard.wrong_in_match == 150  # the budget, no more


# ----------------------------------------------------------------- the log
def test_refusals_are_said_in_a_few_lines_with_counts_per_reason_and_address(caplog) -> None:
    clock = _Clock()
    logger = logging.getLogger("scopa.test.tally")
    tally = Tally(logger, "refused", clock=clock)
    with caplog.at_level(logging.INFO, logger="scopa.test.tally"):
        for _second in range(20):
            for n in range(1000):  # a thousand refusals a second from three addresses
                reason = "not_json" if n % 4 else "bad_field"
                tally.count(reason, f"10.0.0.{n % 3}", f"a frame: {reason}: details")
            clock.now += 1.0
        tally.flush(now=True)
    lines = [r.getMessage() for r in caplog.records]
    assert 4 <= len(lines) <= 10, lines  # 20 s: a line in full and a summary each 5 s
    assert sum(len(line) for line in lines) < 4000
    assert lines[0] == "refused from 10.0.0.0: a frame: bad_field: details"  # the first, whole
    counted = 0
    for line in lines[1::2]:
        assert line.startswith("refused ") and " more in " in line
        counted += int(line.split()[1])
        assert "not_json from 10.0.0.1 x" in line and "bad_field from 10.0.0.0 x" in line
    assert counted + len(lines[::2]) == 20_000  # every refusal: said or counted


# ------------------------------------------------- connections that never join
class _RelayLoop:
    """The relay's serving side (scopa/net/relay.py, ``_Side``) on a thread of this process,
    so that a test may give it small bounds; real sockets on 127.0.0.1."""

    def __init__(self) -> None:
        import multiprocessing

        from scopa.net import relay

        commands_out, self.commands = multiprocessing.Pipe(duplex=False)
        self.reports, reports_in = multiprocessing.Pipe(duplex=False)
        self.side = relay._Side(commands_out, reports_in)
        self.thread = threading.Thread(
            target=lambda: asyncio.run(self.side.run("127.0.0.1", 0)), daemon=True
        )
        self.thread.start()
        assert self.reports.poll(WAIT)
        first = self.reports.recv()
        assert first[0] == "listening", first
        self.port = int(first[1])

    def frames(self) -> list[tuple[Any, ...]]:
        got = []
        while self.reports.poll(0):
            report = self.reports.recv()
            if report[0] == "frame":
                got.append(report)
        return got

    def close(self) -> None:
        self.commands.send(("stop",))
        self.thread.join(WAIT)


def _closed_by_peer(sock: socket.socket) -> bool:
    try:
        return sock.recv(4096) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def _until(done, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not done():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


def test_idle_connections_are_closed_and_their_number_is_bounded(monkeypatch, caplog) -> None:
    from scopa.net import relay

    caplog.set_level(logging.INFO, logger="scopa.net.relay")

    monkeypatch.setattr(relay, "MAX_UNJOINED", 20)
    monkeypatch.setattr(relay, "JOIN_WITHIN", 60.0)  # here the bound closes them, not the time
    loop = _RelayLoop()
    socks: list[socket.socket] = []
    try:
        most = 0
        for _ in range(60):  # sixty connections that say nothing, not even a handshake
            sock = socket.create_connection(("127.0.0.1", loop.port), timeout=WAIT)
            sock.setblocking(False)
            socks.append(sock)
            most = max(most, len(loop.side.unjoined))
        closed: set[int] = set()

        def forty_closed() -> bool:
            closed.update(i for i, s in enumerate(socks) if i not in closed and _closed_by_peer(s))
            most_now = len(loop.side.unjoined)
            assert most_now <= 20
            return len(closed) >= 40

        _until(forty_closed, "the relay kept more than its bound of idle connections")
        assert most <= 20 and min(closed) < 40  # the oldest made room for the newest

        # the door stays open: a seat that joins at once comes in, however many wait idle
        async def join() -> None:
            async with connect(f"ws://127.0.0.1:{loop.port}", open_timeout=WAIT) as ws:
                await ws.send(json.dumps({"v": 1, "type": "join", "code": "123456"}))
                deadline = time.monotonic() + WAIT
                while not loop.frames():
                    assert time.monotonic() < deadline
                    await asyncio.sleep(0.02)

        asyncio.run(join())
    finally:
        for sock in socks:
            sock.close()
        loop.close()
    said = [r.getMessage() for r in caplog.records if r.name == "scopa.net.relay"]
    assert 2 <= len(said) <= 6, said  # forty and more closed: a line in full, then counts
    assert any("crowded from" in line for line in said), said


def test_a_connection_that_does_not_join_in_time_is_closed_and_a_joined_one_is_not(
    monkeypatch,
) -> None:
    from scopa.net import relay

    monkeypatch.setattr(relay, "JOIN_WITHIN", 3.0)  # short, but a loaded machine joins in it
    loop = _RelayLoop()

    async def main() -> tuple[bool, bool, int]:
        url = f"ws://127.0.0.1:{loop.port}"
        joined = await connect(url, open_timeout=WAIT)
        await joined.send(json.dumps({"v": 1, "type": "join", "code": "123456"}))
        waiting = await connect(url, open_timeout=WAIT)  # its join waits for the host
        await waiting.send(json.dumps({"v": 1, "type": "join", "code": "654321"}))
        deadline = time.monotonic() + WAIT
        numbers: list[int] = []
        while len(numbers) < 2:
            assert time.monotonic() < deadline
            await asyncio.sleep(0.02)
            numbers += [f[1] for f in loop.frames()]
        welcome = '{"v":1,"type":"welcome","seat":0}'  # as the host's frame begins
        loop.commands.send(("send", [(numbers[0], welcome)]))
        assert json.loads(await asyncio.wait_for(joined.recv(), WAIT))["type"] == "welcome"
        idle = [await connect(url, open_timeout=WAIT) for _ in range(5)]  # say nothing
        raw = socket.create_connection(("127.0.0.1", loop.port), timeout=WAIT)  # no handshake
        for ws in idle:
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(ws.recv(), WAIT)
        raw.settimeout(WAIT)
        assert raw.recv(4096) == b""
        raw.close()
        # the joined one and the one waiting for its code's check came first, yet stay
        kept = joined.state.name == "OPEN", waiting.state.name == "OPEN", len(loop.side.unjoined)
        await joined.close()
        await waiting.close()
        return kept

    try:
        joined_open, waiting_open, unjoined = asyncio.run(main())
    finally:
        loop.close()
    assert joined_open and waiting_open and unjoined == 1


def test_a_flood_of_refused_frames_is_said_in_a_few_lines_and_the_log_keeps_its_past(
    tmp_path,
) -> None:
    """Frames refused at the flood limit from many connections, through the real relay: the
    rotating log (as scopa/store/logs.py makes it, smaller) keeps its earlier lines."""
    from logging.handlers import RotatingFileHandler

    path = tmp_path / "scopa.log"
    handler = RotatingFileHandler(path, maxBytes=64 * 1024, backupCount=3, encoding="utf-8")
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    logging.getLogger("scopa").info("an earlier line of the log")
    host = Host(Game(Rules.preset("scopa"), 2, seed=6), ["net", "net"], HostOptions("127.0.0.1"))
    host.start()

    async def flood(n: int) -> int:
        """35 bad frames from one connection (under the flood limit): the answers read."""
        async with connect(
            f"ws://127.0.0.1:{host.port}", local_addr=(f"127.0.3.{n}", 0), open_timeout=WAIT
        ) as ws:
            for _ in range(35):
                await ws.send('{"v": 1, "type": "shout"}')
            for _ in range(35):
                data = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
                assert data["code"] == "bad_type"
        return 35

    async def main() -> int:
        return sum(await asyncio.gather(*(flood(n) for n in range(1, 101))))

    try:
        assert asyncio.run(main()) == 3500
        _until(lambda: " more in " in path.read_text(), "no summary of the refusals came")
    finally:
        host.close()
        root.removeHandler(handler)
        root.setLevel(level)
        handler.close()
    text = path.read_text()
    assert "an earlier line of the log" in text and not (tmp_path / "scopa.log.1").exists()
    said = [line for line in text.splitlines() if "refused" in line]
    assert 2 <= len(said) <= 6 and len(text) < 8 * 1024, said
    summary = next(line for line in said if " more in " in line)
    assert "bad_type from 127.0.3." in summary


def test_a_seat_told_the_host_is_busy_tries_again_by_itself_and_joins(host: Host, caplog) -> None:
    from websockets.sync.client import connect as connect_sync

    from scopa.net.client import Client

    host.guard.free, host.guard.room, host.guard.every = 0, 2, 0.3  # one join a lane
    host.guard._next = time.monotonic() + 1.5  # the first check comes a while later
    caplog.set_level(logging.INFO, logger="scopa.net.host")
    sock = socket.create_connection(("127.0.0.1", host.port), WAIT, ("127.0.7.1", 0))
    with connect_sync(f"ws://127.0.0.1:{host.port}", sock=sock, open_timeout=WAIT) as blocker:
        blocker.send(json.dumps({"v": 1, "type": "join", "code": _wrong(host.code, 0)}))
        assert json.loads(blocker.recv(WAIT))["type"] == "queued"  # its join holds the lane
        seat = Client(f"127.0.0.1:{host.port}", shown_code(host.code), name="Ada")
        seat.start()
        try:
            deadline = time.monotonic() + WAIT
            while seat.view is None:
                assert time.monotonic() < deadline and seat.error is None, seat.error
                seat.wait(0.05)
                seat.poll()
            assert seat.queued and seat.seat == 0  # it was told to try again, then joined
        finally:
            seat.close()
    said = [r.getMessage() for r in caplog.records]
    assert any("busy" in line and "127.0.0.1" in line for line in said), said


def test_a_hosted_match_kept_with_a_four_digit_code_is_taken_up_with_a_new_one() -> None:
    """A match kept before codes had six digits: taken up, its seats come back with their
    tokens (whatever code they send), and new players need the new six-digit code."""
    from scopa.net import keeping

    game = Game(Rules.preset("scopa"), 2, seed=4)
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(["net", "net"], []))
    host = Host(game, ["net", "net"], HostOptions(), tokens=["t" + "a" * 23, None])
    keeper.changed(host)
    keeper.flush()
    keeper.close()
    data = json.loads(keeping.seats_path().read_text())
    data["code"] = "4821"
    keeping.seats_path().write_text(json.dumps(data))
    resumed = keeping.resume()
    assert resumed.code == "4821" and resumed.tokens[0] == "t" + "a" * 23
    again = Host(resumed.saved.game, resumed.kinds, HostOptions(code=resumed.code),
                 tokens=resumed.tokens)  # fmt: skip
    assert CODE_PATTERN.fullmatch(again.code) and again.code != "4821"
    door = _Door()
    door.host = again
    again._relay = door.relay  # type: ignore[assignment]
    back = door.join("10.0.0.2", "4821", token="t" + "a" * 23)  # the seat's old code: its token
    assert door.relay.answer(back) == "welcome"
    assert door.relay.answer(door.join("10.0.0.3", "4821")) == "bad_code"
