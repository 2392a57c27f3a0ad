"""Render timings: ``python bench/render.py``.

Frame time p50, p95 and p99 over the frames of the deal animations and over the frames of the
sweep animations, at 1280x800 and 1920x1080, with computers playing each other at normal speed
(a match from its start, then a few positions where the computer to play can sweep); the resident
memory at the 2-player table; and the time from process start to the first frame drawn, cold
(empty art cache) and warm. Targets: p99 < 8 ms during the deal and sweeps at 1920x1080,
resident memory <= 150 MB. Uses a temporary cache folder, so the player's own cache is left
alone. The SDL dummy video driver is used unless ``--window`` is given (then the real display,
e.g. Xvfb).

``python bench/render.py --long [MINUTES]``: a long session instead, computers playing match
after match at 1920x1080 for MINUTES of game time (20 unless given), every frame drawn; the
resident memory is sampled every ten seconds of game time and its minimum, median and maximum
printed, with the peak the kernel saw and how it went minute by minute. Target: at most 120 MB
at any time.

``python bench/render.py --review [ROUNDS]``: frames while the review of the player's plays
runs (:mod:`scopa.ui.review_worker`), at 1920x1080, paced at 60 frames a second as the real
loop is, computers playing at the table: the rounds of one 2-player match (6 unless given)
are handed to the review worker one by one as each would end, as a table does. It prints the
frame times while a review is being made and while none is, and the time from each round's
end to its review being ready (first: the worker process's start included). Targets: p99 <
8 ms while it runs; each review ready within 5 s.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = [(1280, 800), (1920, 1080)]
FRAMES = 5400  # frames of matches from their start, at each size
SWEEPS = 6  # then positions where a sweep is to be played, each shown for SWEEP_FRAMES
SWEEP_FRAMES = 400


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def resident_mb() -> tuple[float, float]:
    """This process's resident memory now and at its peak, in MB (Linux; 0 elsewhere)."""
    found = {"VmRSS": 0.0, "VmHWM": 0.0}
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                key, _, value = line.partition(":")
                if key in found:
                    found[key] = int(value.split()[0]) / 1024
    except OSError:
        pass
    return found["VmRSS"], found["VmHWM"]


def sweep_positions(count: int) -> list[tuple[int, list[object]]]:
    """Matches (seed, moves) stopped just before a play that sweeps the table, found by random
    play in the core: the table is opened there, so its computer plays a sweep at once."""
    import random

    from scopa import Game, Rules
    from scopa.core.events import Swept

    found: list[tuple[int, list[object]]] = []
    seed = 0
    while len(found) < count:
        seed += 1
        game, rng = Game(Rules.preset("scopa"), 2, seed=seed), random.Random(seed)
        while not game.round_over:
            before = len(game.events)
            moves = list(game.moves)
            game.play(rng.choice(game.legal_moves()))
            if len(moves) > 2 and any(isinstance(e, Swept) for e in game.events[before:]):
                found.append((seed, moves))
                break
    return found


def frames(size: tuple[int, int]) -> tuple[dict[str, list[float]], int, float]:
    """Frame times by phase, the sweeps seen, and the resident memory (MB) at the table."""
    import pygame  # noqa: F401

    from scopa import Game, Rules
    from scopa.ui.app_loop import App, MatchConfig

    rules = Rules.preset("scopa")
    config = MatchConfig(rules, ["cpu:random", "cpu:random"], seed=12, demo=True)
    app = App(config, size=size)
    table = app.table
    for s in table._sizes():  # a warm start: the cache holds this size's faces
        table.images.art.preload(s)  # type: ignore[attr-defined]
    found: dict[str, list[float]] = {"deal": [], "sweep": [], "all": []}
    rss = 0.0

    def play(n: int) -> int:
        """Up to ``n`` frames; returns how many sweeps began."""
        nonlocal rss
        sweeps, last = 0, app.table.anim.shown.phase
        for _ in range(n):
            table = app.table
            busy = not table.anim.timeline.idle
            app.step(1 / 60)
            took = app.frame_times[-1]
            found["all"].append(took)
            phase = table.anim.shown.phase
            if busy and phase in found:
                found[phase].append(took)
            if phase == "sweep" and last != "sweep":
                sweeps += 1
            last = phase
            if not rss and len(found["all"]) >= FRAMES // 2:
                rss = resident_mb()[0]
        return sweeps

    sweeps = play(FRAMES)
    for seed, moves in sweep_positions(SWEEPS):  # then a sweep, from each of a few positions
        game = Game(rules, 2, seed=seed)
        for move in moves:
            game.play(move)  # type: ignore[arg-type]
        app.start_match(
            MatchConfig(rules, ["cpu:medium", "cpu:medium"], seed=seed, demo=True), game=game
        )
        sweeps += play(SWEEP_FRAMES)
    app.close()
    return found, sweeps, rss


def first_frame() -> None:
    """Child process: report the wall clock when the first frame is on screen."""
    from scopa import Rules
    from scopa.ui.app_loop import App, MatchConfig

    app = App(MatchConfig(Rules.preset("scopa")), size=(1280, 800))
    app.step(1 / 60)
    print(time.time())
    app.close()


def time_to_first_frame(home: str) -> float:
    env = dict(os.environ, SCOPA_HOME=home)
    start = time.time()
    out = subprocess.run(
        [sys.executable, __file__, "--first-frame"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout.strip().splitlines()[-1]) - start


def main() -> None:
    if "--window" not in sys.argv:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    if "--first-frame" in sys.argv:
        first_frame()
        return
    if "--long" in sys.argv:
        at = sys.argv.index("--long") + 1
        minutes = float(sys.argv[at]) if at < len(sys.argv) and sys.argv[at][0].isdigit() else 20
        with tempfile.TemporaryDirectory() as home:
            os.environ["SCOPA_HOME"] = home
            long_session(minutes, (1920, 1080))
        return
    if "--review" in sys.argv:
        at = sys.argv.index("--review") + 1
        rounds = int(sys.argv[at]) if at < len(sys.argv) and sys.argv[at].isdigit() else 6
        with tempfile.TemporaryDirectory() as home:
            os.environ["SCOPA_HOME"] = home
            review_frames(rounds, (1920, 1080))
        return
    if "--size" in sys.argv:
        w, _, h = sys.argv[sys.argv.index("--size") + 1].partition("x")
        one_size((int(w), int(h)))
        return
    with tempfile.TemporaryDirectory() as home:
        os.environ["SCOPA_HOME"] = home
        cold = time_to_first_frame(home)
        warm = time_to_first_frame(home)
        print(
            f"process start to first frame: cold cache {cold * 1000:.0f} ms, "
            f"warm cache {warm * 1000:.0f} ms"
        )
        print(
            f"{'size':>10} {'phase':>6} {'frames':>7} {'p50 ms':>8} {'p95 ms':>8} "
            f"{'p99 ms':>8} {'max ms':>8}"
        )
        for size in SIZES:  # each in a process of its own, so its memory is its own
            command = [sys.executable, __file__, "--size", f"{size[0]}x{size[1]}", *sys.argv[1:]]
            subprocess.run(command, check=True)


def one_size(size: tuple[int, int]) -> None:
    """Child process: the frame times and memory at one window size."""
    found, sweeps, rss = frames(size)
    for phase in ("deal", "sweep", "all"):
        values = found[phase]
        if not values:
            print(f"{size[0]}x{size[1]:<5} {phase:>6}  (none seen)")
            continue
        print(
            f"{size[0]}x{size[1]:<5} {phase:>6} {len(values):>7} {_pct(values, 0.5):>8.2f}"
            f" {_pct(values, 0.95):>8.2f} {_pct(values, 0.99):>8.2f}"
            f" {max(values) * 1000:>8.2f}"
        )
    print(
        f"{size[0]}x{size[1]:<5} {sweeps} sweeps seen; resident memory at the 2-player "
        f"table {rss:.0f} MB (peak {resident_mb()[1]:.0f} MB)",
        flush=True,
    )


def review_rounds(count: int) -> list[dict[str, object]]:
    """The record of one 2-player match (random play) at the end of each of its first
    ``count`` rounds."""
    import random

    from scopa import Game, Rules

    rules = Rules.preset("scopa").replace(match={"target": 1000})
    game, rng = Game(rules, 2, seed=7), random.Random(7)
    out = []
    while len(out) < count:
        if game.round_over:
            game.next_round()
        while not game.round_over:
            game.play(rng.choice(game.legal_moves()))
        out.append(game.record())
    return out


def review_frames(count: int, size: tuple[int, int]) -> None:
    """Frame times, paced at 60 fps, while each of ``count`` rounds is reviewed by the
    worker process, and while none is; and each review's time from its round's end."""
    import statistics

    from scopa import Rules
    from scopa.ui.app_loop import App, MatchConfig
    from scopa.ui.review_worker import WORKING, Reviews

    config = MatchConfig(Rules.preset("scopa"), ["cpu:random", "cpu:random"], seed=3, demo=True)
    app = App(config, size=size)
    for s in app.table._sizes():
        app.table.images.art.preload(s)  # type: ignore[attr-defined]
    reviews = Reviews(0)
    during: list[float] = []
    idle: list[float] = []

    def frame(into: list[float]) -> None:
        start = time.perf_counter()
        app.step(1 / 60)
        into.append(app.frame_times[-1])
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))  # the real loop's pace

    for _ in range(120):  # the deal's animation under way first
        frame(idle)
    for number, record in enumerate(review_rounds(count), 1):
        reviews.submit(record, number)
        deadline = time.monotonic() + 120
        while reviews.status(number) == WORKING and time.monotonic() < deadline:
            frame(during)
        for _ in range(90):
            frame(idle)
    reviews.close()
    app.close()
    print(f"{'':>14} {'frames':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for name, values in (("review runs", during), ("no review", idle)):
        print(
            f"{name:>14} {len(values):>7} {_pct(values, 0.5):>8.2f} {_pct(values, 0.95):>8.2f}"
            f" {_pct(values, 0.99):>8.2f} {max(values) * 1000:>8.2f}"
        )
    times = [reviews.times[n] for n in sorted(reviews.times)]
    said = ", ".join(f"{x:.2f}" for x in times)
    print(
        f"review of a 2-player round, from its end to ready: {said} s "
        f"(median {statistics.median(times):.2f} s, max {max(times):.2f} s; the first "
        f"includes the worker's start); {reviews.started} worker process started"
    )


def long_session(minutes: float, size: tuple[int, int]) -> None:
    """Computers playing match after match for ``minutes`` of game time, every frame drawn:
    the resident memory sampled every ten seconds of game time."""
    import statistics

    from scopa import Rules
    from scopa.core.events import MatchWon
    from scopa.ui.app_loop import App, MatchConfig

    presets = ["scopa", "scopone", "escoba", "cirulla", "rubamazzo"]
    config = MatchConfig(Rules.preset(presets[0]), ["cpu:random", "cpu:random"], seed=1, demo=True)
    app = App(config, size=size)
    samples: list[float] = []
    matches, started = 0, time.monotonic()
    total = int(minutes * 60 * 60)
    for frame in range(total):
        app.step(1 / 60)
        table = app.table
        if table is not None and table.game.match_over and table.anim.timeline.idle:
            won = any(isinstance(e, MatchWon) for e in table.game.history)
            if won and app.top is not table:  # its end shown: the next match, another variant
                matches += 1
                rules = Rules.preset(presets[matches % len(presets)])
                seats = ["cpu:random"] * rules.players.default
                app.start_match(MatchConfig(rules, seats, seed=matches + 1, demo=True))
        if frame % 600 == 0:
            samples.append(resident_mb()[0])
            if frame % 3600 == 0:
                print(f"  minute {frame // 3600:>3}: {samples[-1]:.1f} MB", flush=True)
    samples.append(resident_mb()[0])
    app.close()
    print(
        f"{size[0]}x{size[1]} long session: {minutes:g} minutes of game time, {matches} matches "
        f"ended, {time.monotonic() - started:.0f} s of wall clock"
    )
    print(
        f"resident memory over {len(samples)} samples: min {min(samples):.1f} MB, median "
        f"{statistics.median(samples):.1f} MB, max {max(samples):.1f} MB "
        f"(peak {resident_mb()[1]:.1f} MB)"
    )


if __name__ == "__main__":
    main()
