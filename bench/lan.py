"""LAN play on loopback: how soon a move reaches the other seats, how many bytes a move
costs on the wire, and what hosting costs the host's frame.

    python bench/lan.py [--rules scopone] [--seed 1] [--matches 3] [--spectators 1]

A host in this process runs matches of four network seats, each played by a ``scopa
--join --as cpu:random`` process, and a spectator (a process of its own, as the seats are:
the host's process holds only what a window that hosts holds) times each update's arrival
from the moment the host handed it to its relay (both read the system's monotonic clock).
The host's loop runs at 60 frames a second as a window's would, timing each
:meth:`~scopa.net.host.Host.pump`; the same matches with the four seats played by the host's
own computers (no sockets) are the yardstick. With ``--spectators N`` the spectators' process
holds N connections (one event loop, as N watching computers would each hold one), and the
latency is counted at each of them, and to the last of them for each move.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net.client import Client
from scopa.net.host import Host, HostOptions

FRAME = 1 / 60


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def _far() -> None:
    """A seat's process stands for another computer: on this one it runs at the lowest
    priority, so that it takes as little as it can of the time the host's loop would get."""
    os.nice(19)


def run(rules: Rules, seed: int, remote: bool, home: str, spectators: int = 1) -> dict[str, object]:
    players = 4
    game = Game(rules, players, seed=seed)
    kinds = ["net"] * players if remote else ["cpu:random"] * players
    host = Host(game, kinds, HostOptions(bind="127.0.0.1", seed=seed))
    handed: dict[int, float] = {}
    arrived: dict[int, float] = {}
    every: list[tuple[int, float]] = []  # each update's arrival at each spectator

    def sent(seat: int | None, at: int, text: str) -> None:  # handed to the relay
        handed.setdefault(at, time.perf_counter())

    host.on_send = sent
    port = host.start()
    procs: list[subprocess.Popen[bytes]] = []
    watcher = None
    if remote:
        env = dict(os.environ, SCOPA_HOME=home)
        for _ in range(players):
            procs.append(
                subprocess.Popen(
                    [
                        sys.executable,
                        "-m",
                        "scopa",
                        "--join",
                        f"127.0.0.1:{port}",
                        "--code",
                        host.code,
                        "--as",
                        "cpu:random",
                        "--speed",
                        "instant",
                        "--until-end",
                    ],
                    stdout=subprocess.DEVNULL,
                    env=env,
                    preexec_fn=_far if hasattr(os, "nice") else None,
                )
            )
        watch = ["--watch", f"127.0.0.1:{port}", "--code", host.code]
        watcher = subprocess.Popen(
            [sys.executable, __file__, *watch, "--spectators", str(spectators)],
            stdout=subprocess.PIPE,
            text=True,
        )
    frames: list[float] = []
    cpu: list[float] = []  # the host's own thread's processor time in each pump
    deadline = time.perf_counter() + 300
    tick = time.perf_counter()
    while not game.match_over and time.perf_counter() < deadline:
        t0, c0 = time.perf_counter(), time.thread_time()
        host.pump()
        frames.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        tick += FRAME
        time.sleep(max(0.0, tick - time.perf_counter()))
    moves = len(game.moves)
    for _ in range(30):  # a few frames more, so the last update arrives
        host.pump()
        time.sleep(FRAME)
    host.close()
    for proc in procs:
        proc.wait(30)
    if watcher is not None:
        out, _ = watcher.communicate(timeout=30)
        for line in out.split():
            at, when = line.split("@")
            every.append((int(at), float(when)))
            arrived[int(at)] = max(arrived.get(int(at), 0.0), float(when))  # the last one
    latency = [arrived[a] - handed[a] for a in arrived if a in handed and a > 0]
    each = [when - handed[a] for a, when in every if a in handed and a > 0]
    return {
        "moves": moves,
        "frames": frames,
        "cpu": cpu,
        "latency": latency,
        "each": each,
        "bytes": host.bytes_sent,
        "frames_sent": host.frames_sent,
    }


def watch_many(address: str, code: str, n: int) -> None:
    """``n`` spectators on one event loop: each update's ``at`` and when it came to each,
    until the host closes."""
    from websockets.asyncio.client import connect

    seen: list[str] = []

    async def one() -> None:
        async with connect(f"ws://{address}", max_size=None, open_timeout=60) as ws:
            join = {"v": 1, "type": "join", "code": code, "role": "spectator"}
            await ws.send(json.dumps(join))
            async for text in ws:
                if '"type":"update"' in str(text)[:30]:
                    at = int(str(text).split('"at":', 1)[1].split(",", 1)[0])
                    seen.append(f"{at}@{time.perf_counter()!r}")

    async def main() -> None:
        await asyncio.gather(*(one() for _ in range(n)), return_exceptions=True)

    asyncio.run(main())
    print("\n".join(seen))


def watch(address: str, code: str, n: int = 1) -> None:
    """The spectator: each update's ``at`` and when it came, until the host closes."""
    if n > 1:
        return watch_many(address, code, n)
    seen: list[str] = []

    def came(text: str) -> None:
        if '"type":"update"' in text[:30]:
            at = int(text.split('"at":', 1)[1].split(",", 1)[0])
            seen.append(f"{at}@{time.perf_counter()!r}")

    watcher = Client(address, code, role="spectator")
    watcher.on_frame = came
    watcher.start()
    while not watcher.closed:
        watcher.wait(0.5)
        watcher.poll()
    watcher.close()
    print("\n".join(seen))


def merged(results: list[dict[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key in ("moves", "bytes", "frames_sent"):
        out[key] = sum(int(r[key]) for r in results)  # type: ignore[call-overload]
    for key in ("frames", "cpu", "latency", "each"):
        out[key] = [x for r in results for x in r[key]]  # type: ignore[attr-defined]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="scopone")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", type=int, default=3, help="matches of each kind")
    parser.add_argument("--spectators", type=int, default=1, help="spectators' connections")
    parser.add_argument("--watch", help=argparse.SUPPRESS)
    parser.add_argument("--code", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.watch:
        return watch(args.watch, args.code, args.spectators)
    rules = Rules.preset(args.rules)
    seeds = range(args.seed, args.seed + args.matches)
    with tempfile.TemporaryDirectory() as home:
        local = merged([run(rules, seed, False, home) for seed in seeds])
        lan = merged([run(rules, seed, True, home, args.spectators) for seed in seeds])
    lat = [x * 1000 for x in lan["latency"]]  # type: ignore[attr-defined]
    print(f"{args.rules}, four seats, seeds {seeds.start}-{seeds.stop - 1}: {lan['moves']} moves"
          " over loopback")  # fmt: skip
    print(f"move latency to the other seats: p50 {pct(lat, 50):.2f} ms, p95 {pct(lat, 95):.2f} ms "
          f"({len(lat)} updates)")  # fmt: skip
    if args.spectators > 1:
        each = [x * 1000 for x in lan["each"]]  # type: ignore[attr-defined]
        print(f"  (to the last of {args.spectators} spectators; at each: p50 {pct(each, 50):.2f}"
              f" ms, p95 {pct(each, 95):.2f} ms, {len(each)} updates)")  # fmt: skip
    moves = int(lan["moves"])  # type: ignore[call-overload]
    sent = int(lan["bytes"])  # type: ignore[call-overload]
    conns = 4 + args.spectators
    print(f"bytes per move on the wire (JSON, before compression): {sent / moves:.0f} to the "
          f"{conns} connections, {sent / moves / conns:.0f} a connection")  # fmt: skip
    rows = {}
    for name, result in (("no remote seats", local), ("four remote seats", lan)):
        ms = [x * 1000 for x in result["frames"]]  # type: ignore[attr-defined]
        own = [x * 1000 for x in result["cpu"]]  # type: ignore[attr-defined]
        rows[name] = (pct(ms, 99), pct(own, 99))
        print(f"host pump per frame, {name}: p50 {pct(ms, 50):.3f} ms, p99 {pct(ms, 99):.3f} ms,"
              f" max {max(ms):.3f} ms ({len(ms)} frames); its thread's processor time:"
              f" p50 {pct(own, 50):.3f} ms, p99 {pct(own, 99):.3f} ms")  # fmt: skip
    (wall0, cpu0), (wall1, cpu1) = rows.values()
    print(f"p99 rise with four remote seats: {wall1 - wall0:+.3f} ms of the frame's time,"
          f" {cpu1 - cpu0:+.3f} ms of the host thread's processor time")  # fmt: skip


if __name__ == "__main__":
    main()
