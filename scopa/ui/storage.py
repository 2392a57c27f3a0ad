"""The game's files as the screens reach them: saves, statistics, settings, house rules.

Scenes never import :mod:`scopa.store`; they ask ``app.store``, a :class:`Store`. The app
owns one :class:`Storage`, which looks each call up in the store's modules when it is made
(so a test that patches ``scopa.store.saves.save_match`` is heard), and a test can hand a
scene any object with these methods instead.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

from ..core.game import Game
from ..core.rules import Rules
from ..store import house_rules, joined, lessons, paths, saves, settings, stats
from ..store.house_rules import HouseRule
from ..store.joined import JoinedSeat
from ..store.lessons import Progress, ProgressProblem
from ..store.saves import STAMP_FORMAT, MatchSetup, Saved, SaveError, SlotInfo
from ..store.settings import HAND_ORDERS, SPEEDS, Settings
from ..store.stats import Finished, Statistics, VariantStats
from .i18n import t

__all__ = [
    "HAND_ORDERS",
    "SPEEDS",
    "STAMP_FORMAT",
    "Finished",
    "HouseRule",
    "JoinedSeat",
    "MatchSetup",
    "Progress",
    "ProgressProblem",
    "SaveError",
    "Saved",
    "SlotInfo",
    "Statistics",
    "Storage",
    "Store",
    "VariantStats",
]


class Store(Protocol):
    """What a screen may read and write."""

    # -- saves ---------------------------------------------------------------------------
    def load_autosave(self) -> tuple[Saved | None, str | None]: ...
    def slots(self) -> list[SlotInfo]: ...
    def read_slot(self, path: Path) -> Saved: ...
    def slot_exists(self, name: str) -> bool: ...
    def save_slot(self, game: Game, setup: MatchSetup, name: str) -> Path: ...
    def delete_slot(self, path: Path) -> None: ...
    def keep_autosave(self) -> str | None:
        """Keep the match in progress as a dated save (Load lists it); its name, or None
        when there is none. Raises OSError or SaveError when it cannot be kept."""
        ...

    # -- statistics, settings, house rules ------------------------------------------------
    def load_stats(self) -> tuple[Statistics, str | None]: ...
    def last_seat(self) -> JoinedSeat | None: ...
    def remember_seat(self, seat: JoinedSeat) -> None: ...
    def forget_seat(self) -> None: ...
    def reset_stats(self) -> None: ...
    def save_settings(self, value: Settings) -> Path: ...
    def house_rules(self) -> list[HouseRule]: ...
    def save_house_rule(self, rules: Rules, base: str, title: str) -> Path: ...
    def house_rules_stamp(self) -> tuple[tuple[str, int, int], ...]:
        """What the rules folder holds, to notice a change: names, times, sizes."""
        ...

    # -- the lessons (Learn to play) -----------------------------------------------------
    def load_lessons(self, games: tuple[str, ...]) -> tuple[Progress, ProgressProblem | None]:
        """Where the lessons stand; a bad file is set aside (the problem says so)."""
        ...

    def save_lessons(self, progress: Progress) -> bool: ...


class Storage:
    """The player's own folders (see :mod:`scopa.store.paths`)."""

    def load_autosave(self) -> tuple[Saved | None, str | None]:
        return saves.load_autosave()

    def slots(self) -> list[SlotInfo]:
        return saves.list_slots()

    def read_slot(self, path: Path) -> Saved:
        return saves.read_save(path)

    def slot_exists(self, name: str) -> bool:
        return saves.slot_path(name).exists()

    def save_slot(self, game: Game, setup: MatchSetup, name: str) -> Path:
        return saves.save_match(game, setup, name)

    def delete_slot(self, path: Path) -> None:
        saves.delete_slot(path)

    def keep_autosave(self) -> str | None:
        return saves.keep_autosave(prefix=t("kept_prefix"))

    def load_stats(self) -> tuple[Statistics, str | None]:
        return stats.load_stats()

    def reset_stats(self) -> None:
        stats.reset_stats()

    def last_seat(self) -> JoinedSeat | None:
        return joined.last_seat()

    def remember_seat(self, seat: JoinedSeat) -> None:
        joined.remember_seat(seat)

    def forget_seat(self) -> None:
        joined.forget_seat()

    def save_settings(self, value: Settings) -> Path:
        return settings.save_settings(value)

    def house_rules(self) -> list[HouseRule]:
        return house_rules.list_house_rules()

    def save_house_rule(self, rules: Rules, base: str, title: str) -> Path:
        return house_rules.save_house_rule(rules, base, title)

    def house_rules_stamp(self) -> tuple[tuple[str, int, int], ...]:
        folder = paths.house_rules_dir()
        try:
            found = []
            for entry in sorted(os.scandir(folder), key=lambda e: e.name):
                if entry.name.endswith(".yaml"):
                    st = entry.stat()
                    found.append((entry.name, st.st_mtime_ns, st.st_size))
            return tuple(found)
        except OSError:  # no folder (yet), or one that cannot be read: nothing in it
            return ()

    def load_lessons(self, games: tuple[str, ...]) -> tuple[Progress, ProgressProblem | None]:
        return lessons.load_progress(games)

    def save_lessons(self, progress: Progress) -> bool:
        return lessons.save_progress(progress)
