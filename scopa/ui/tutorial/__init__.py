"""Learn to play: a guided first match of Scopa or Escoba, taught by playing.

:func:`open_lessons` is the main menu's Learn to play (and ``--tutorial``): the player picks
the game, or takes the lessons up where they were left. :func:`offer_lessons` asks once, at
the very first start, whether the player would like them. The lessons are data
(:mod:`.lessons`), played at the real table (:mod:`.table`) by a :class:`~.course.Course`.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.rules import Rules
from ...words.variants import title as variant_title
from ..i18n import language, t
from ..messages import save_error_text
from ..nav import Navigator
from ..scenes.form import Dialog
from ..storage import Progress, ProgressProblem
from .course import Course
from .lessons import GAMES, LESSONS

__all__ = ["GAMES", "LESSONS", "Course", "first_start", "offer_lessons", "open_lessons"]


def _problem_text(problem: ProgressProblem) -> str:
    reason = save_error_text(problem.code, str(problem))
    return t("learn_progress_set_aside", reason=reason, name=problem.moved or "")


def open_lessons(app: Navigator) -> None:
    """Learn to play: which game to learn, or the lessons taken up where they were left."""
    progress, problem = app.store.load_lessons(GAMES)
    lines = [t("learn_pick")]
    if problem is not None:
        lines.insert(0, _problem_text(problem))
    buttons = []
    if progress.game:
        course = Course(app, progress.game, progress)
        lines.append(
            t(
                "learn_resume_line",
                game=course.title(),
                n=progress.lesson + 1,
                of=len(course.lessons),
            )
        )
        buttons.append((t("learn_resume"), lambda: course.begin(progress.lesson, progress.step)))
    for game in GAMES:
        buttons.append((_game_title(game), _starter(app, game, progress)))
    buttons.append((t("learn_not_now"), lambda: None))
    app.push(Dialog(app, t("learn_title"), lines, buttons))


def _game_title(game: str) -> str:
    return variant_title(Rules.preset(game), language())


def _starter(app: Navigator, game: str, progress: Progress) -> Callable[[], None]:
    return lambda: Course(app, game, progress).begin()


def first_start(app: Navigator) -> bool:
    """Whether the lessons were never offered (the caller knows whether this is the game's
    very first start: no settings and no statistics yet)."""
    progress, _ = app.store.load_lessons(GAMES)
    return not progress.offered


def offer_lessons(app: Navigator) -> None:
    """At the very first start: a short offer of the lessons, Yes or Not now; remembered at
    once, so it is never made again."""
    progress, _ = app.store.load_lessons(GAMES)
    app.store.save_lessons(Progress(progress.game, progress.lesson, progress.step, offered=True))
    app.push(
        Dialog(
            app,
            t("learn_offer_title"),
            [t("learn_offer")],
            [(t("learn_offer_yes"), lambda: open_lessons(app)), (t("learn_not_now"), lambda: None)],
            cancel=1,
        )
    )
