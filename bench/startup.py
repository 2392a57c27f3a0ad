"""Start-up time: from launch to the first frame of the main menu, for each way of starting.

    python bench/startup.py [--runs 5] [--window] [-- COMMAND ...]

Each command is started with ``--frames 1`` (draw the main menu once, then quit) in a fresh
home folder (``SCOPA_HOME``), so no earlier cache helps the first run; the first run of each
is cold (card art rasterized), the rest warm. Two times are printed for every run: to the
first frame (the game logs the moment its first frame is on screen) and the whole run, quit
included. SDL's dummy video driver is used, or with ``--window`` the real display (``DISPLAY``,
e.g. an Xvfb server). With no command given it measures the game as installed here
(``python -m scopa``) and the standalone bundle ``dist/Scopa/Scopa`` when
``python tools/build_app.py`` has made one.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST_FRAME = re.compile(r"first frame on screen at (\d+\.\d+)")


def _first_frame(home: Path) -> float | None:
    """The wall clock of the last first frame the game logged in ``home``."""
    found = None
    for log in (home / "log").glob("*.log*"):
        for match in FIRST_FRAME.finditer(log.read_text(encoding="utf-8", errors="replace")):
            found = max(found or 0.0, float(match.group(1)))
    return found


def measure(command: list[str], runs: int, window: bool) -> list[tuple[float, float]]:
    """(seconds to the first frame, seconds to the end) of each run."""
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        env = dict(os.environ, SCOPA_HOME=str(home), SDL_AUDIODRIVER="dummy")
        if window:
            env.pop("SDL_VIDEODRIVER", None)
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        times = []
        for _ in range(runs):
            wall = time.time()
            start = time.perf_counter()
            subprocess.run([*command, "--frames", "1"], env=env, check=True, capture_output=True)
            whole = time.perf_counter() - start
            first = _first_frame(home)
            times.append((first - wall if first else float("nan"), whole))
        return times


def _summary(values: list[float]) -> str:
    return (
        f"warm median {statistics.median(values):.2f} s "
        f"(min {min(values):.2f}, max {max(values):.2f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each command")
    parser.add_argument("--window", action="store_true", help="a real window (needs DISPLAY)")
    parser.add_argument("command", nargs="*", help="a command that starts the game")
    args = parser.parse_args()
    commands = [args.command] if args.command else [[sys.executable, "-m", "scopa"]]
    bundle = ROOT / "dist" / "Scopa" / ("Scopa.exe" if sys.platform == "win32" else "Scopa")
    if not args.command and bundle.exists():
        commands.append([str(bundle)])
    where = "a real window" if args.window else "the dummy video driver"
    for command in commands:
        times = measure(command, max(2, args.runs), args.window)
        (cold_first, cold_whole), warm = times[0], times[1:]
        print(f"{' '.join(command)} ({where})")
        print(f"  to the first frame: cold {cold_first:.2f} s, {_summary([f for f, _ in warm])}")
        print(f"  with the quit:      cold {cold_whole:.2f} s, {_summary([w for _, w in warm])}")


if __name__ == "__main__":
    main()
