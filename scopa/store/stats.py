"""Statistics per variant, from the player's side of the table.

Counted for the team of the first human seat: matches and rounds played and won, sweeps,
settebelli and primiere taken, points per round, and the best comeback (the largest deficit
overcome in a match that was won).

Nothing counted twice, nothing lost: the statistics file also says, for each recent match
(by its id), how many of its rounds it has counted and whether its end was. :func:`count_match`
reads what a match has played from the match itself and counts only what is not counted yet,
so a kill at any moment neither counts a round twice (the statistics remember it) nor loses one
(the autosave holds it and Continue counts it). The keeper counts a move only once the save
holds it (:mod:`scopa.ui.keeper`), so the statistics never count a round a Continue would play
again, perhaps otherwise.

The file also keeps the last matches played to their end, one :class:`Finished` each (the
variant, the day, won, lost or drawn, and the final score of both sides), for the chart over
time. Files written before it was kept have no ``history`` and load with an empty one; an
older game reading a newer file leaves the key alone.

Per variant, it keeps the accuracy of the last matches reviewed, one :class:`Accuracy` each
(the match's id, the day, the share of the value at stake the player kept, 0 to 100, as
:func:`scopa.ai.review.accuracy` measures it), for a chart over time: the newest
:data:`KEEP_ACCURACY` of each variant. A match reviewed again replaces its figure. Files
written before it was kept have no ``accuracy`` and load with none.
"""

from __future__ import annotations

import datetime
import json
import logging
import math
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..core.events import MatchWon, RoundScored
from ..core.reading import MAX_DIGITS, FileRefused, load_json, text_problem
from . import paths
from .atomic import SetAsideProblem, read_limited, set_aside, write_atomic

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.rules import Rules

log = logging.getLogger(__name__)

FORMAT = "scopa-statistics"
VERSION = 1
MAX_BYTES = 1024 * 1024
KEEP_MATCHES = 100  # matches whose counted rounds are remembered
KEEP_HISTORY = 60  # finished matches kept for the chart over time, the newest last
MAX_HISTORY = 1000  # a file that says more is not one this game wrote
KEEP_ACCURACY = 60  # per variant, the accuracy of the matches reviewed last, the newest last
MAX_MATCH_ID = 64  # the characters of a match's id
OUTCOMES = ("won", "lost", "drawn")
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


# the counts that may go below 0: the points of a round of penalties (a bluff found out, a
# costly sweep, Mariscal's King of swords) can add up to less than nothing
SIGNED = frozenset({"points"})


@dataclass
class VariantStats:
    matches: int = 0
    matches_won: int = 0
    rounds: int = 0
    rounds_won: int = 0
    sweeps: int = 0
    settebelli: int = 0
    primiere: int = 0
    points: int = 0
    best_comeback: int = 0

    @property
    def points_per_round(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0

    @classmethod
    def from_data(cls, data: Any) -> VariantStats:
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
        values = {}
        for f in fields(cls):
            value = data.get(f.name, 0)
            least = 1 - 10**MAX_DIGITS if f.name in SIGNED else 0
            if (
                isinstance(value, bool)
                or not isinstance(value, int)
                or not least <= value < 10**MAX_DIGITS
            ):
                shown = repr(value)[:40]
                raise ValueError(f"{f.name} should be a whole number, not {shown}")
            values[f.name] = value
        return cls(**values)


@dataclass
class Counted:
    """How much of one match the statistics hold: rounds counted, and whether its end."""

    rounds: int = 0
    over: bool = False


@dataclass(frozen=True)
class Finished:
    """One match played to its end, from the player's side: ``mine`` is the final score of
    the player's team, ``theirs`` the best of the others'; ``day`` is its ISO date."""

    variant: str
    day: str
    outcome: str  # one of OUTCOMES
    mine: int
    theirs: int

    @property
    def margin(self) -> int:
        return self.mine - self.theirs

    @classmethod
    def from_data(cls, data: Any) -> Finished:
        if not isinstance(data, dict):
            raise ValueError("a finished match is not a mapping")
        variant, day, outcome = data.get("variant"), data.get("day"), data.get("outcome")
        if not isinstance(variant, str) or text_problem(variant, max_len=300):
            raise ValueError("a finished match has no valid variant")
        if not isinstance(day, str) or not _DAY.fullmatch(day):
            raise ValueError("a finished match has no valid day")
        if outcome not in OUTCOMES:
            raise ValueError("a finished match has no valid outcome")
        scores = []
        for key in ("mine", "theirs"):
            value = data.get(key)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**6:
                raise ValueError("a finished match has no valid score")
            scores.append(value)
        return cls(variant, day, str(outcome), scores[0], scores[1])


@dataclass(frozen=True)
class Accuracy:
    """How well the player played one match, reviewed: ``percent`` of the value at stake
    kept (0 to 100, to a tenth), for the match of id ``match``, on ``day`` (ISO date)."""

    match: str
    day: str
    percent: float

    @classmethod
    def from_data(cls, data: Any) -> Accuracy:
        if not isinstance(data, dict):
            raise ValueError("a match's accuracy is not a mapping")
        match, day, percent = data.get("match"), data.get("day"), data.get("percent")
        if not isinstance(match, str) or text_problem(match, max_len=MAX_MATCH_ID):
            raise ValueError("a match's accuracy has no valid match id")
        if not isinstance(day, str) or not _DAY.fullmatch(day):
            raise ValueError("a match's accuracy has no valid day")
        return cls(match, day, _percent(percent))


def _percent(value: Any) -> float:
    """A share from 0 to 100, to a tenth; ValueError for anything else."""
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not 0 <= value <= 100
    ):
        raise ValueError(f"an accuracy is a share from 0 to 100, not {repr(value)[:40]}")
    return round(float(value), 1)


@dataclass
class Statistics:
    variants: dict[str, VariantStats] = field(default_factory=dict)
    counted: dict[str, Counted] = field(default_factory=dict)  # by match id, oldest first
    history: list[Finished] = field(default_factory=list)  # the newest last
    accuracy: dict[str, list[Accuracy]] = field(default_factory=dict)  # per variant, newest last

    def record_accuracy(
        self, variant: str, match: str, percent: float, day: str | None = None
    ) -> None:
        """The accuracy of the match of id ``match`` (a review's, 0 to 100), dated ``day``
        (ISO; today by default): it replaces the match's figure if it had one, and only the
        newest :data:`KEEP_ACCURACY` of the variant are kept. ValueError for a share out
        of range, a day that is not one, or an id too long."""
        when = day or datetime.date.today().isoformat()
        entry = Accuracy.from_data({"match": match, "day": when, "percent": percent})
        kept = [a for a in self.accuracy.get(variant, []) if a.match != match]
        kept.append(entry)
        self.accuracy[variant] = kept[-KEEP_ACCURACY:]

    def accuracy_over_time(self, variant: str) -> list[Accuracy]:
        """The variant's reviewed matches, oldest first (none: an empty list)."""
        return list(self.accuracy.get(variant, []))

    def recent(self, variant: str | None = None, last: int = KEEP_HISTORY) -> list[Finished]:
        """The last ``last`` finished matches, oldest first, of one variant or of all."""
        found = [m for m in self.history if variant is None or m.variant == variant]
        return found[-last:]

    def record_finished(self, match: Finished) -> None:
        self.history.append(match)
        del self.history[:-KEEP_HISTORY]

    def of(self, variant: str) -> VariantStats:
        return self.variants.setdefault(variant, VariantStats())

    def total(self) -> VariantStats:
        out = VariantStats()
        for stats in self.variants.values():
            for f in fields(VariantStats):
                if f.name == "best_comeback":
                    out.best_comeback = max(out.best_comeback, stats.best_comeback)
                else:
                    setattr(out, f.name, getattr(out, f.name) + getattr(stats, f.name))
        return out

    def record_round(
        self, variant: str, points: dict[str, int], won: bool, sweeps: int | None = None
    ) -> None:
        """A finished round: ``points`` is the player's team's categories; ``sweeps`` how
        many sweeps it made (where one is worth more than a point, its points are not a
        count), or None to read them off the points."""
        stats = self.of(variant)
        stats.rounds += 1
        stats.rounds_won += int(won)
        stats.points += sum(points.values())
        # a sweep that costs a point (a game played to avoid points) is still one sweep
        stats.sweeps += abs(points.get("scope", 0)) if sweeps is None else sweeps
        stats.settebelli += int(points.get("settebello", 0) > 0)
        stats.primiere += int(points.get("primiera", 0) > 0)

    def record_match(self, variant: str, won: bool, comeback: int = 0) -> None:
        stats = self.of(variant)
        stats.matches += 1
        if won:
            stats.matches_won += 1
            stats.best_comeback = max(stats.best_comeback, comeback)


def stats_path() -> Path:
    return paths.data_dir() / "statistics.json"


class StatsProblem(SetAsideProblem):
    """The English sentence about a statistics file that could not be read, with its parts
    (``code``: why; ``moved``: where the file was kept) for the player's language."""

    SUBJECT = "The statistics"


class _Bad(ValueError):
    def __init__(self, message: str, code: str = "damaged") -> None:
        super().__init__(message)
        self.code = code


def _parse(raw: bytes) -> Statistics:
    try:
        data = load_json(raw)
    except ValueError as exc:
        raise _Bad(f"it is damaged ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _Bad("it is not a statistics file", "not_stats")
    if data.get("version") != VERSION:
        version = str(data.get("version"))[:20]
        raise _Bad(f"it comes from another version (format {version!r})", "other_version")
    variants = data.get("variants")
    if not isinstance(variants, dict):
        raise _Bad("the variants are missing")
    for name in variants:
        problem = text_problem(name, max_len=300)
        if problem:
            raise _Bad(f"a variant name {problem}")
    counted: dict[str, Counted] = {}
    marks = data.get("counted", {})
    if not isinstance(marks, dict):
        raise _Bad("the counted matches are not valid")
    for match_id, entry in marks.items():
        if not isinstance(entry, dict) or len(match_id) > 64:
            raise _Bad("the counted matches are not valid")
        rounds, over = entry.get("rounds", 0), entry.get("over", False)
        if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 0:
            raise _Bad("the counted matches are not valid")
        counted[match_id] = Counted(rounds, bool(over))
    history = data.get("history", [])  # absent from files written before it was kept
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        raise _Bad("the finished matches are not valid")
    try:
        stats = {str(k): VariantStats.from_data(v) for k, v in variants.items()}
        finished = [Finished.from_data(entry) for entry in history][-KEEP_HISTORY:]
        accuracy = _parse_accuracy(data.get("accuracy", {}))  # absent from older files
    except ValueError as exc:
        raise _Bad(str(exc)) from None
    return Statistics(stats, counted, finished, accuracy)


def _parse_accuracy(data: Any) -> dict[str, list[Accuracy]]:
    if not isinstance(data, dict):
        raise ValueError("the accuracy of the matches reviewed is not valid")
    out: dict[str, list[Accuracy]] = {}
    for variant, entries in data.items():
        problem = text_problem(variant, max_len=300)
        if problem:
            raise ValueError(f"a variant name {problem}")
        if not isinstance(entries, list) or len(entries) > MAX_HISTORY:
            raise ValueError("the accuracy of the matches reviewed is not valid")
        out[variant] = [Accuracy.from_data(entry) for entry in entries][-KEEP_ACCURACY:]
    return out


def load_stats() -> tuple[Statistics, str | None]:
    """The statistics, and a message when a bad file had to be set aside."""
    path = stats_path()
    try:
        return _parse(read_limited(path, MAX_BYTES)), None
    except FileRefused as exc:
        if exc.code == "missing":
            return Statistics(), None
        reason, code = f"it cannot be read: {exc}", exc.code
    except OSError as exc:
        reason, code = f"it cannot be read: {exc}", "unreadable"
    except _Bad as exc:
        reason, code = str(exc), exc.code
    moved = set_aside(path, reason)
    return Statistics(), StatsProblem.make(reason, code, moved.name if moved else None)


def stats_text(stats: Statistics) -> str:
    """The statistics file's text (made at once, so it can be written on another thread)."""
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "variants": {k: asdict(v) for k, v in stats.variants.items()},
        "counted": {k: asdict(v) for k, v in list(stats.counted.items())[-KEEP_MATCHES:]},
        "history": [asdict(m) for m in stats.history[-KEEP_HISTORY:]],
        "accuracy": {k: [asdict(a) for a in v[-KEEP_ACCURACY:]] for k, v in stats.accuracy.items()},
    }
    return json.dumps(payload, indent=1)


def save_stats(stats: Statistics) -> None:
    write_atomic(stats_path(), stats_text(stats))


def reset_stats() -> None:
    """Start the statistics afresh (the screen asks first); the old file is kept aside. What
    was counted of the matches in progress stays known, so Continue does not count it again."""
    old, _ = load_stats()
    set_aside(stats_path(), "reset by the player")
    if old.counted:
        save_stats(Statistics(counted=old.counted))  # the history goes with the rest


class PlayedMatch(Protocol):
    """What the statistics read of a match: its rules and the events it played (a
    :class:`~scopa.core.game.Game`, or a seat's record of a match hosted elsewhere)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def events(self) -> Sequence[Event]: ...


def count_match(
    stats: Statistics, game: PlayedMatch, match_id: str, team: int, day: str | None = None
) -> bool:
    """Count what ``game`` has played that ``stats`` has not counted yet, for ``team``;
    returns whether anything was. Idempotent: counting the same match again adds nothing.
    A match's end also goes into the history, dated ``day`` (ISO; today by default)."""
    done = stats.counted.get(match_id, Counted())
    changed = False
    worst = 0
    good = game.rules.points_are_good  # a losing game: fewer points is better
    sign = 1 if good else -1
    for event in game.events:
        if isinstance(event, RoundScored):
            totals = [sign * sum(p.values()) for p in event.result.points]
            scores = [sign * s for s in event.scores]
            others = max((s for i, s in enumerate(scores) if i != team), default=0)
            worst = max(worst, others - scores[team])
            if event.round > done.rounds:
                mine = totals[team]
                won = all(mine > t for i, t in enumerate(totals) if i != team)
                details = event.result.details
                made = details[team].sweep_count if details else None
                stats.record_round(game.rules.name, event.result.points[team], won, made)
                done = Counted(event.round, done.over)
                changed = True
        elif isinstance(event, MatchWon) and not done.over:
            stats.record_match(game.rules.name, event.outcome.winner == team, worst)
            stats.record_finished(_finished(game.rules.name, event, team, day))
            done = Counted(done.rounds, True)
            changed = True
    if changed:
        stats.counted.pop(match_id, None)
        stats.counted[match_id] = done  # the newest last, so the oldest are dropped first
    return changed


def _finished(variant: str, event: MatchWon, team: int, day: str | None) -> Finished:
    scores = list(event.scores)
    others = max((s for i, s in enumerate(scores) if i != team), default=0)
    won = event.outcome.winner
    outcome = "drawn" if won is None else ("won" if won == team else "lost")
    when = day or datetime.date.today().isoformat()
    return Finished(variant, when, outcome, max(0, scores[team]), max(0, others))


class MatchTracker:
    """Feeds one match's rounds into the statistics, following the player's team."""

    def __init__(self, stats: Statistics, variant: str, team: int) -> None:
        self.stats = stats
        self.variant = variant
        self.team = team
        self.worst_deficit = 0

    def round_scored(self, points: list[dict[str, int]], scores: list[int]) -> None:
        totals = [sum(p.values()) for p in points]
        mine = totals[self.team]
        won = all(mine > t for i, t in enumerate(totals) if i != self.team)
        self.stats.record_round(self.variant, points[self.team], won)
        others = max((s for i, s in enumerate(scores) if i != self.team), default=0)
        self.worst_deficit = max(self.worst_deficit, others - scores[self.team])

    def match_over(self, winner: int | None) -> None:
        self.stats.record_match(self.variant, winner == self.team, self.worst_deficit)
