"""Render timings: ``python bench/render.py``.

Frame time p50 and p99 while cards are dealt and while a sweep plays, at 1280x800 and
1920x1080, with computers playing each other at normal speed; and the time from process start
to the first frame drawn, cold (empty art cache) and warm. Targets: p99 <= 16.7 ms, first frame
<= 1 s warm. Uses a temporary cache folder, so the player's own cache is left alone. The SDL
dummy video driver is used unless ``--window`` is given (then the real display, e.g. Xvfb).
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
FRAMES = 5400


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def frames(size: tuple[int, int]) -> dict[str, list[float]]:
    import pygame  # noqa: F401

    from scopa import Rules
    from scopa.ui.app_loop import App, MatchConfig

    config = MatchConfig(Rules.preset("scopa"), ["cpu:random", "cpu:random"], seed=12, demo=True)
    app = App(config, size=size)
    table = app.table
    for s in table._sizes():  # a warm start: the cache holds this size's faces
        table.images.art.preload(s)  # type: ignore[attr-defined]
    found: dict[str, list[float]] = {"deal": [], "sweep": [], "all": []}
    for _ in range(FRAMES):
        busy = not table.timeline.idle
        app.step(1 / 60)
        took = app.frame_times[-1]
        found["all"].append(took)
        if busy and table.phase in found:
            found[table.phase].append(took)
    app.close()
    return found


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
    with tempfile.TemporaryDirectory() as home:
        os.environ["SCOPA_HOME"] = home
        cold = time_to_first_frame(home)
        warm = time_to_first_frame(home)
        print(
            f"process start to first frame: cold cache {cold * 1000:.0f} ms, "
            f"warm cache {warm * 1000:.0f} ms"
        )
        print(f"{'size':>10} {'phase':>6} {'frames':>7} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
        for size in SIZES:
            found = frames(size)
            for phase in ("deal", "sweep", "all"):
                values = found[phase]
                if not values:
                    print(f"{size[0]}x{size[1]:<5} {phase:>6}  (none seen)")
                    continue
                print(
                    f"{size[0]}x{size[1]:<5} {phase:>6} {len(values):>7} {_pct(values, 0.5):>8.2f}"
                    f" {_pct(values, 0.99):>8.2f} {max(values) * 1000:>8.2f}"
                )


if __name__ == "__main__":
    main()
