"""Statistics per variant, from the player's side of the table.

Counted for the team of the first human seat: matches and rounds played and won, sweeps,
settebelli and primiere taken, points per round, and the best comeback (the largest deficit
overcome in a match that was won).
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from . import paths
from .atomic import read_limited, set_aside, write_atomic

log = logging.getLogger(__name__)

FORMAT = "scopa-statistics"
VERSION = 1


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
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{f.name} should be a whole number, not {value!r}")
            values[f.name] = value
        return cls(**values)


@dataclass
class Statistics:
    variants: dict[str, VariantStats] = field(default_factory=dict)

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

    def record_round(self, variant: str, points: dict[str, int], won: bool) -> None:
        """A finished round: ``points`` is the player's team's categories."""
        stats = self.of(variant)
        stats.rounds += 1
        stats.rounds_won += int(won)
        stats.points += sum(points.values())
        stats.sweeps += points.get("scope", 0)
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


def load_stats() -> tuple[Statistics, str | None]:
    """The statistics, and a message when a bad file had to be set aside."""
    path = stats_path()
    if not path.exists():
        return Statistics(), None
    try:
        data = json.loads(read_limited(path, 1024 * 1024).decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("it is not a statistics file")
        if data.get("version") != VERSION:
            raise ValueError(f"it comes from another version (format {data.get('version')!r})")
        variants = data.get("variants")
        if not isinstance(variants, dict):
            raise ValueError("the variants are missing")
        return Statistics({str(k): VariantStats.from_data(v) for k, v in variants.items()}), None
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as exc:
        moved = set_aside(path, str(exc))
        where = f" It was kept as {moved.name}." if moved else ""
        return Statistics(), f"The statistics could not be read: {exc}.{where}"


def save_stats(stats: Statistics) -> None:
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "variants": {k: asdict(v) for k, v in stats.variants.items()},
    }
    write_atomic(stats_path(), json.dumps(payload, indent=1))


def reset_stats() -> None:
    """Start the statistics afresh (the screen asks first); the old file is kept aside."""
    set_aside(stats_path(), "reset by the player")


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
