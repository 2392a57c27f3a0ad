"""Learn to play's frame times: ``python bench/learn.py``.

Each lesson of Scopa and of Escoba played through at normal speed (the deal, the lit cards,
the step's move, the scripted answer, the lesson's panel drawn every frame), then the scoring
pages, at 1280x800 and 960x600: frame time p50, p95 and p99 over the lessons' frames, and over
the scoring pages' frames. Target, as for the table: p99 under 8 ms. The SDL dummy video
driver and a temporary home folder are used, so the player's own files are left alone.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = [(1280, 800), (960, 600)]
WAIT = 1200  # frames a lesson may take to wait for the player, at most
READ = 30  # frames each scoring page is shown


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def run(size: tuple[int, int], game: str) -> tuple[list[float], list[float]]:
    from scopa.ui.app_loop import App
    from scopa.ui.tutorial import Course
    from scopa.ui.tutorial.scoring import ScoringLesson
    from scopa.ui.tutorial.table import LessonTable

    app = App(None, size=size)
    app.settings = app.settings.replace(speed="normal", sound=False)
    progress, _ = app.store.load_lessons((game,))
    course = Course(app, game, progress)
    course.begin()
    lessons: list[float] = []
    scoring: list[float] = []

    def frame(into: list[float]) -> None:
        start = time.perf_counter()
        app.step(1 / 60)
        into.append(time.perf_counter() - start)

    for _ in range(40):
        for _ in range(WAIT):
            top = app.top
            if isinstance(top, ScoringLesson) or (
                isinstance(top, LessonTable) and (top.my_turn or top.finished)
            ):
                break
            frame(lessons)
        top = app.top
        if isinstance(top, ScoringLesson):
            for _ in top.pages:
                for _ in range(READ):
                    frame(scoring)
                top.next.press()
            break
        assert isinstance(top, LessonTable)
        for _ in range(10):  # the player reads the step (the panel drawn meanwhile)
            frame(lessons)
        if top.finished:
            course.next_lesson()
            continue
        wanted = top.wanted
        assert wanted is not None
        top.play(wanted)
    app.close()
    return lessons, scoring


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["SCOPA_HOME"] = tempfile.mkdtemp(prefix="scopa-bench-learn-")
    sys.path.insert(0, str(ROOT))
    for size in SIZES:
        for game in ("scopa", "escoba"):
            lessons, scoring = run(size, game)
            for name, times in (("lessons", lessons), ("scoring", scoring)):
                print(
                    f"{game:7} {size[0]}x{size[1]} {name:8} {len(times):5} frames  "
                    f"p50 {_pct(times, 0.5):5.2f} ms  p95 {_pct(times, 0.95):5.2f} ms  "
                    f"p99 {_pct(times, 0.99):5.2f} ms"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
