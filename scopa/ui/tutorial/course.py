"""The guided first match of one game: its lessons in turn, where they stand kept.

A :class:`Course` starts each lesson's table (the real table screen, a lesson's panel on it),
keeps the lesson and step reached in the progress file, skips a lesson, leaves (the progress
kept for Learn to play to take up again), counts the round's scoring at the last lesson, and
at the end offers a real match of the game just learned.
"""

from __future__ import annotations

from functools import partial

from ...core.events import RoundScored
from ...core.rules import Rules
from ...words.variants import term
from ...words.variants import title as variant_title
from ..i18n import language, t
from ..match import MatchConfig
from ..nav import Navigator
from ..scenes.form import Dialog, replacing_match
from ..scenes.table import TableScene
from ..storage import Progress
from .lessons import LESSONS, Lesson
from .scoring import ScoringLesson
from .table import LessonMatch, LessonTable

OPPONENT = "cpu:medium"  # the seat the scripted answers are played from
REAL_MATCH_LEVEL = "cpu:easy"  # the first real match after the lessons


class Course:
    """The lessons of ``game`` (a preset with lessons), played from ``progress``."""

    def __init__(self, app: Navigator, game: str, progress: Progress) -> None:
        self.app = app
        self.game = game
        self.rules = Rules.preset(game)
        self.lessons: tuple[Lesson, ...] = LESSONS[game]
        self.progress = progress
        self.lesson = 0
        self._sweep: dict[str, str] = {}

    def sweep_word(self) -> str:
        """The game's word for a sweep: scopa, escoba (looked up once a language)."""
        lang = language()
        word = self._sweep.get(lang)
        if word is None:
            word = self._sweep[lang] = term(self.rules, "sweep", lang)
        return word

    def title(self) -> str:
        return variant_title(self.rules, language())

    # -- where the lessons stand ----------------------------------------------------------
    def _keep(self, lesson: int, step: int) -> None:
        self.progress = self.progress.at(self.game, lesson, step)
        self.app.store.save_lessons(self.progress)

    def reached(self, step: int) -> None:
        """A step's move was made: a lesson taken up again starts after it (the round's end
        is played again from its last move, so that its scoring is counted; a lesson done is
        left behind: the next one is taken up)."""
        lesson = self.lessons[self.lesson]
        if step >= len(lesson.steps) and self.lesson + 1 < len(self.lessons):
            self._keep(self.lesson + 1, 0)
            return
        self._keep(self.lesson, min(step, len(lesson.steps) - 1))

    # -- lessons ---------------------------------------------------------------------------
    def begin(self, lesson: int = 0, step: int = 0) -> None:
        """Lesson ``lesson`` at the table, its moves made up to ``step`` (a lesson taken up
        again: shown as it stands; from its start: dealt as a table deals)."""
        lesson = max(0, min(lesson, len(self.lessons) - 1))
        steps = self.lessons[lesson].steps
        step = max(0, min(step, len(steps) - 1))
        self.lesson = lesson
        self._keep(lesson, step)
        game = self.lessons[lesson].game(self.rules, step)
        config = MatchConfig(self.rules, ["human", OPPONENT], speed=self.app.settings.speed)
        config.save = False  # a lesson is no match: no autosave, no statistics,
        config.review = False  # and no review of its scripted plays
        match = LessonMatch(config, game)
        self.app.start_match(
            config,
            game if step or self.lessons[lesson].before else None,
            match=match,
            table=partial(LessonTable, course=self, step=step),
        )

    def next_lesson(self) -> None:
        """The next lesson, or after the last the end of the course."""
        if self.lesson + 1 < len(self.lessons):
            self.begin(self.lesson + 1)
        else:
            self.finish()

    def skip_lesson(self) -> None:
        self.next_lesson()

    def leave(self) -> None:
        """Back to the main menu; Learn to play takes the lessons up where they are."""
        self.app.show_home()

    def scoring(self, table: TableScene, ev: RoundScored) -> None:
        """The round is over: its scoring, counted on the player's piles."""
        self.app.push(ScoringLesson(self.app, table, ev, self))

    def finish(self) -> None:
        """The lessons are learned: offer a real match of the game."""
        self.progress = Progress(offered=True)
        self.app.store.save_lessons(self.progress)
        self.app.show_home()
        title = self.title()
        self.app.push(
            Dialog(
                self.app,
                t("learn_finished_title"),
                [t("learn_finished", game=title)],
                [
                    (t("learn_play_match", game=title), self.real_match),
                    (t("learn_menu"), lambda: None),
                ],
                cancel=1,
            )
        )

    def real_match(self) -> None:
        """A match of the game just learned, against an easy computer player."""
        rules = self.rules
        speed = self.app.settings.speed

        def go() -> None:
            self.app.start_match(MatchConfig(rules, ["human", REAL_MATCH_LEVEL], speed=speed))

        replacing_match(self.app, go, t("replace_start"))
