"""Where the guided first match stands: a small file in the data folder.

It says which game's lessons the player was learning, the lesson and the step reached (so
Learn to play takes them up where they were left), and whether the first start already
offered the lessons (so the offer never comes twice). Read as any file the game reads: the
one bounded way, checked field by field; a file that is not one this game wrote is set aside
(never deleted) and the lessons start from the beginning. Written atomically.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, replace
from pathlib import Path

from ..core.reading import FileRefused, load_json
from . import paths
from .atomic import SetAsideProblem, read_limited, set_aside, write_atomic

log = logging.getLogger(__name__)

FORMAT = "scopa-lessons"
VERSION = 1
MAX_BYTES = 4096
MAX_INDEX = 99  # a lesson or a step further than this is no file the game wrote


@dataclass(frozen=True)
class Progress:
    """``game`` ("" none begun, else a preset that has lessons), the ``lesson`` and ``step``
    reached in it, and whether the first start offered the lessons (``offered``)."""

    game: str = ""
    lesson: int = 0
    step: int = 0
    offered: bool = False

    def at(self, game: str, lesson: int, step: int = 0) -> Progress:
        return replace(self, game=game, lesson=lesson, step=step)


class ProgressProblem(SetAsideProblem):
    """The English sentence about a progress file set aside, with ``moved`` (its new name)
    and ``code`` (why) for the player's language."""

    SUBJECT = "The lessons' progress"


def progress_path() -> Path:
    return paths.data_dir() / "lessons.json"


def _parse(raw: bytes, games: tuple[str, ...]) -> Progress:
    data = load_json(raw)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("it is not a lessons file of this game")
    if data.get("version") != VERSION:
        raise ValueError(f"its version is {data.get('version')!r}, not {VERSION}")
    game, lesson, step, offered = (data.get(k) for k in ("game", "lesson", "step", "offered"))
    if not isinstance(game, str) or game not in ("", *games):
        raise ValueError(f"it names no game with lessons: {game!r}")
    return Progress(game, _index(lesson, "lesson"), _index(step, "step"), _flag(offered))


def _index(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_INDEX:
        raise ValueError(f"its {name} is not a number from 0 to {MAX_INDEX}")
    return value


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("its offered is not true or false")
    return value


def load_progress(games: tuple[str, ...]) -> tuple[Progress, ProgressProblem | None]:
    """The progress (``games``: the presets that have lessons), and a problem when a bad
    file had to be set aside: then the lessons start from the beginning."""
    path = progress_path()
    try:
        return _parse(read_limited(path, MAX_BYTES), games), None
    except FileRefused as exc:
        if exc.code == "missing":
            return Progress(), None
        reason, code = f"it cannot be read: {exc}", exc.code
    except OSError as exc:
        reason, code = f"it cannot be read: {exc}", "unreadable"
    except ValueError as exc:  # not UTF-8, not JSON, or not what this game writes
        reason, code = f"it is damaged ({exc})", "damaged"
    moved = set_aside(path, reason)
    # the offer was made, whatever the file says now: it is not made again
    return Progress(offered=True), ProgressProblem.make(reason, code, moved.name if moved else None)


def save_progress(progress: Progress) -> bool:
    """Write the progress; False (logged) when it cannot be written: the lessons go on."""
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "game": progress.game,
        "lesson": progress.lesson,
        "step": progress.step,
        "offered": progress.offered,
    }
    try:
        write_atomic(progress_path(), json.dumps(payload, indent=1) + "\n")
    except OSError as exc:
        log.error("the lessons' progress could not be written: %s", exc)
        return False
    return True
