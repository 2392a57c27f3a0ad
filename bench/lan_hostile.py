"""The host on a hostile network, on loopback: what idle connections cost it, and how many
join codes guessing gets checked.

    python bench/lan_hostile.py [--idle 1000 5000] [--guess-for 20] [--guessers 8]

A host in this process (its relay a process of its own, as always) is met by an attacker,
a process of its own: first ``N`` WebSocket connections that never join (for each ``N`` of
``--idle``), then ``--guessers`` connections at a time guessing the join code, each guess
from another loopback address, for ``--guess-for`` seconds. Printed: the resident memory of
the host's process and of its relay before, at the highest while the connections stand, and
after; how many of them the attacker still holds open a while later; the wrong codes the
host checked, and how many a second.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net.host import Host, HostOptions


def rss_mb(pid: int) -> float:
    """A process's resident memory, in MB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


# ------------------------------------------------------------------ the attacker
async def _idle(port: int, n: int, hold: float) -> None:
    """Open ``n`` connections that never join; say how many stay open, now and then."""
    from websockets.asyncio.client import connect

    opened: list = []
    refused = 0

    async def one(k: int) -> None:
        nonlocal refused
        try:
            ws = await connect(
                f"ws://127.0.0.1:{port}",
                local_addr=(f"127.1.{k // 250}.{1 + k % 250}", 0),
                open_timeout=20,
                ping_interval=None,
            )
        except Exception:
            refused += 1
            return
        opened.append(ws)

    began = time.monotonic()
    for start in range(0, n, 200):  # two hundred at a time
        await asyncio.gather(*(one(k) for k in range(start, min(n, start + 200))))
    done = time.monotonic()
    print(f"opened {len(opened)}, refused {refused}, in {done - began:.1f} s", flush=True)
    for at in (1.0, hold):
        await asyncio.sleep(max(0.0, done + at - time.monotonic()))
        still = sum(1 for ws in opened if ws.state.name == "OPEN")
        print(f"still open {at:g} s later: {still}", flush=True)
    for ws in opened:
        ws.transport.abort()


async def _guess(port: int, code: str, guessers: int, seconds: float) -> None:
    from websockets.asyncio.client import connect

    answers: dict[str, int] = {}
    end = time.monotonic() + seconds

    async def guesser(g: int) -> None:
        n = 0
        while time.monotonic() < end:
            n += 1
            address = f"127.2.{g}.{1 + n % 250}"
            wrong = f"{(int(code) + 1 + g * 100_000 + n) % 1_000_000:06d}"
            try:
                async with connect(
                    f"ws://127.0.0.1:{port}", local_addr=(address, 0), open_timeout=20
                ) as ws:
                    await ws.send(json.dumps({"v": 1, "type": "join", "code": wrong}))
                    while True:
                        left = end - time.monotonic()
                        if left <= 0:
                            return
                        data = json.loads(await asyncio.wait_for(ws.recv(), left))
                        if data["type"] == "error":
                            answers[data["code"]] = answers.get(data["code"], 0) + 1
                            break
            except (TimeoutError, OSError, Exception):
                answers["closed"] = answers.get("closed", 0) + 1

    await asyncio.gather(*(guesser(g) for g in range(guessers)))
    print("answers " + json.dumps(answers), flush=True)


# ------------------------------------------------------------------ the host
def _attacker(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, __file__, "--attack", *args], stdout=subprocess.PIPE, text=True
    )


def idle_run(n: int, hold: float) -> None:
    host = Host(Game(Rules.preset("scopa"), 2, seed=1), ["net", "net"], HostOptions("127.0.0.1"))
    port = host.start()
    stop = threading.Event()

    def pump() -> None:
        while not stop.is_set():
            host.wait(0.05)
            host.pump()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    relay = host.relay_pid
    assert relay is not None
    time.sleep(1.0)  # settled
    before = (rss_mb(os.getpid()), rss_mb(relay))
    attacker = _attacker("idle", str(port), str(n), str(hold))
    peak = list(before)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(attacker.stdout or []), daemon=True)
    reader.start()
    while attacker.poll() is None:
        peak = [max(peak[0], rss_mb(os.getpid())), max(peak[1], rss_mb(relay))]
        time.sleep(0.1)
    reader.join(5)
    time.sleep(1.0)
    after = (rss_mb(os.getpid()), rss_mb(relay))
    stop.set()
    thread.join(5)
    host.close()
    said = " | ".join(line.strip() for line in lines)
    print(f"{n} idle connections: host {before[0]:.1f} -> peak {peak[0]:.1f} -> {after[0]:.1f}"
          f" MB, relay {before[1]:.1f} -> peak {peak[1]:.1f} -> {after[1]:.1f} MB;"
          f" attacker: {said}")  # fmt: skip


def guess_run(guessers: int, seconds: float) -> None:
    host = Host(Game(Rules.preset("scopa"), 2, seed=1), ["net", "net"], HostOptions("127.0.0.1"))
    port = host.start()
    stop = threading.Event()

    def pump() -> None:
        while not stop.is_set():
            host.wait(0.05)
            host.pump()

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    attacker = _attacker("guess", str(port), host.code, str(guessers), str(seconds))
    out, _ = attacker.communicate(timeout=seconds + 60)
    stop.set()
    thread.join(5)
    guard = host.guard
    host.close()
    print(f"guessing for {seconds:g} s, {guessers} at a time from rotating addresses: "
          f"{guard.checked} codes checked ({guard.checked / seconds:.2f} a second; the first "
          f"{guard.free} at once), {guard.wrong} wrong, retired: {guard.retired}; "
          f"{out.strip()}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--idle", type=int, nargs="*", default=[1000, 5000])
    parser.add_argument("--hold", type=float, default=8.0, help="seconds the attacker waits")
    parser.add_argument("--guess-for", type=float, default=20.0)
    parser.add_argument("--guessers", type=int, default=8)
    parser.add_argument("--attack", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attack:
        kind, port, *rest = args.attack
        if kind == "idle":
            asyncio.run(_idle(int(port), int(rest[0]), float(rest[1])))
        else:
            asyncio.run(_guess(int(port), rest[0], int(rest[1]), float(rest[2])))
        return
    for n in args.idle:
        idle_run(n, args.hold)
    if args.guess_for > 0:
        guess_run(args.guessers, args.guess_for)


if __name__ == "__main__":
    main()
