"""Fresh examples for the property tests, for as long as you give it.

    python bench/explore.py [--minutes 20] [--jobs 2] [-- PYTEST-ARGS ...]

The test suite draws the same hypothesis examples on every run (the "repeatable" profile in
``tests/conftest.py``), so CI's verdict never depends on the draw. This soak runs the property
tests again and again under the "explore" profile, each run with new random examples, and
prints every failure hypothesis found with the line that reproduces it. Add a failing case to
its test as an ``@example`` once the cause is fixed, so the repeatable run keeps it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ["tests/test_properties.py", "tests/test_hostile_property.py"]


def one_run(args: list[str]) -> tuple[int, str]:
    env = dict(os.environ, HYPOTHESIS_PROFILE="explore", SDL_VIDEODRIVER="dummy")
    env["SDL_AUDIODRIVER"] = "dummy"
    cmd = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *args]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    return done.returncode, done.stdout + done.stderr


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("pytest_args", nargs="*", help="what to run (default: the property tests)")
    opts = parser.parse_args()
    args = opts.pytest_args or DEFAULT
    end = time.monotonic() + opts.minutes * 60
    runs = failures = 0
    started = time.monotonic()
    with ThreadPoolExecutor(opts.jobs) as pool:
        while time.monotonic() < end:
            for code, out in pool.map(one_run, [args] * opts.jobs):
                runs += 1
                if code != 0:
                    failures += 1
                    tail = [line for line in out.splitlines() if line.strip()][-40:]
                    print(f"--- run {runs} failed (pytest exit {code}):")
                    print("\n".join(tail))
            print(f"{runs} runs, {failures} failed, {time.monotonic() - started:.0f} s", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
