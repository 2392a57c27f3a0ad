"""Start-up time: from launch to the first frame of the main menu, for each way of starting.

    python bench/startup.py [--runs 5] [-- COMMAND ...]

Each command is started with ``--frames 1`` (draw the main menu once, then quit) under SDL's
dummy video driver, in a fresh home folder so no earlier cache helps the first run; the
first run of each is cold (card art rasterized), the rest warm. Prints the wall time of every
run, which includes the quit after the frame. With no command given it measures the game
as installed here (``python -m scopa``) and the standalone bundle ``dist/Scopa/Scopa`` when
``python tools/build_app.py`` has made one.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(command: list[str], runs: int) -> list[float]:
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            HOME=home,
            XDG_CONFIG_HOME=f"{home}/config",
            XDG_DATA_HOME=f"{home}/data",
            XDG_CACHE_HOME=f"{home}/cache",
            XDG_STATE_HOME=f"{home}/state",
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
        )
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([*command, "--frames", "1"], env=env, check=True, capture_output=True)
            times.append(time.perf_counter() - start)
        return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each command")
    parser.add_argument("command", nargs="*", help="a command that starts the game")
    args = parser.parse_args()
    commands = [args.command] if args.command else [[sys.executable, "-m", "scopa"]]
    bundle = ROOT / "dist" / "Scopa" / ("Scopa.exe" if sys.platform == "win32" else "Scopa")
    if not args.command and bundle.exists():
        commands.append([str(bundle)])
    for command in commands:
        times = measure(command, max(2, args.runs))
        warm = times[1:]
        print(
            f"{' '.join(command)}\n  cold {times[0]:.2f} s, warm median "
            f"{statistics.median(warm):.2f} s (min {min(warm):.2f}, max {max(warm):.2f})"
        )


if __name__ == "__main__":
    main()
