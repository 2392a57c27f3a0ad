"""The player's settings: a YAML file in the config folder that can be edited by hand.

On first start the file is written with its defaults so a player can find it. A hand edit
with a mistake is reported (file, line, key and what is allowed); the good values are kept,
the bad ones fall back to their defaults, the edited file is set aside and a repaired one is
written in its place.
"""

from __future__ import annotations

import contextlib
import dataclasses
import locale
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..core.errors import Problem, RulesError
from ..core.names import DECKS, NO_INDEX, deck_style
from ..core.schema import build, spec, to_data
from ..core.yaml_text import read_yaml
from ..words.languages import languages
from . import paths
from .atomic import FileRefused, read_limited, set_aside, write_atomic
from .own_decks import is_own

log = logging.getLogger(__name__)

VERSION = 1
SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
# how a hand you see is laid out: as the cards came, by rank (then suit), by suit (then rank)
HAND_ORDERS: tuple[str, ...] = ("dealt", "rank", "suit")


@dataclass(frozen=True, kw_only=True)
class Settings:
    version: int = spec("the settings format", low=1, high=VERSION, default=VERSION)
    language: str = spec(
        "the game's language: a folder of the catalogues (en, it, es, ...)",
        choices=languages(),
        default="en",
    )
    deck: str = spec(
        "deck art: auto (the one the variant is played with), "
        + ", ".join(DECKS)
        + ", or own:NAME for a deck of your own in the decks folder",
        max_len=44,
        default="auto",
    )
    speed: str = spec("animation speed", choices=SPEEDS, default="normal")
    sound: bool = spec("sound effects on or off", default=True)
    volume: int = spec("sound volume in percent", low=0, high=100, default=80)
    fullscreen: bool = spec("start in fullscreen", default=False)
    capture_values: str = spec(
        "show each card's capture value on it; auto: in the top left corner of the decks "
        "that print no number (Neapolitan, Sicilian), and where it differs from the index "
        "printed, on the Spanish figures, which print 10, 11, 12 but count 8, 9, 10",
        choices=("auto", "on", "off"),
        default="auto",
    )
    hand_order: str = spec(
        "how your hand is laid out: dealt (as the cards came), rank or suit",
        choices=HAND_ORDERS,
        default="rank",
    )
    confirm_play: bool = spec("ask before a card is played", default=False)
    undo: bool = spec("allow taking back a move in games against the computer", default=True)
    player_name: str = spec("your name at the table (empty: You)", max_len=40, default="")
    ui_scale: int = spec("size of text and buttons in percent", low=75, high=200, default=100)
    last_variant: str = spec(
        "the variant of the last new match (a preset or a house-rule file)",
        max_len=255,
        default="",
    )
    last_deck: str = spec(
        "the deck art of the last new match, offered again with its variant (empty: none)",
        max_len=44,
        default="",
    )
    last_seats: tuple[str, ...] = spec(
        "who sat where in the last new match",
        choices=("human", "cpu:random", "cpu:easy", "cpu:medium", "cpu:hard", "net"),
        default=(),
    )
    last_names: tuple[str, ...] = spec(
        "the names typed for the seats of the last new match, seat by seat (empty: the "
        "seat's usual name)",
        max_len=40,
        default=(),
    )
    stand_in_after: int = spec(
        "seconds a seat on another computer may be away before the computer plays it "
        "until it returns (0: it waits for its player)",
        low=0,
        high=600,
        default=0,
    )

    def check(self) -> list[tuple[tuple[str, ...], str, str, dict[str, Any]]]:
        """A deck is a built-in one or ``own:`` and a deck folder's name (``last_deck`` may
        also be empty)."""
        problems: list[tuple[tuple[str, ...], str, str, dict[str, Any]]] = []
        for field, value, extra in (("deck", self.deck, "auto"), ("last_deck", self.last_deck, "")):
            if value in (extra, *DECKS) or is_own(value):
                continue
            allowed = (extra, *DECKS, "own:NAME") if extra else (*DECKS, "own:NAME")
            problems.append(
                (
                    (field,),
                    f"{value!r} is not a deck: one of {', '.join(allowed)}",
                    "not_allowed",
                    {"value": value, "choices": allowed},
                )
            )
        return problems

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def capture_badges(self, deck: str) -> str:
        """Which cards of ``deck`` carry their capture value: "all" (a badge on each),
        "differ" (only those whose printed index is not their value: the Spanish figures),
        "corner" (a number in the top left corner of every card of a deck that prints none)
        or "" (none)."""
        if self.capture_values == "auto":
            if deck in NO_INDEX:
                return "corner"  # a number in the corner, where the deck prints none
            return "differ" if deck_style(deck) == "spanish" else ""
        return "all" if self.capture_values == "on" else ""


class Told(str):
    """A sentence for the player about the settings file, in English, with its parts kept
    (``problem``: what was wrong; ``kept_as``: where the edited file was set aside) so the
    interface can say it in the player's language."""

    problem: Problem | None = None
    kept_as: str | None = None

    @classmethod
    def of(cls, text: str, problem: Problem | None = None, kept_as: str | None = None) -> Told:
        told = cls(text)
        told.problem, told.kept_as = problem, kept_as
        return told


def settings_path() -> Path:
    return paths.config_dir() / "settings.yaml"


def system_language() -> str:
    """The system locale's language where the game speaks it; English otherwise."""
    candidates = [os.environ.get(k, "") for k in ("LC_ALL", "LC_MESSAGES", "LANG")]
    with contextlib.suppress(ValueError):
        candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        code = value.split("_")[0].split(".")[0].lower()
        if code in languages():
            return code
    return "en"


def defaults() -> Settings:
    return Settings(language=system_language())


_HEADER = """\
# Scopa settings. Edit by hand if you like: a mistake is reported in the game, the
# defaults are used for what is wrong, and your file is kept next to this one.
"""


def save_settings(settings: Settings) -> Path:
    path = settings_path()
    lines = [_HEADER]
    for f in dataclasses.fields(Settings):
        lines.append(f"# {f.name}: {f.metadata.get('doc', '')}")
        lines.append(
            yaml.safe_dump({f.name: to_data(getattr(settings, f.name))}, allow_unicode=True).strip()
        )
    write_atomic(path, "\n".join(lines) + "\n")
    return path


MAX_BYTES = 64 * 1024


def load_settings() -> tuple[Settings, list[str]]:
    """The settings, and any problems to tell the player about (empty when all is well).

    The file is read the one bounded way (a FIFO, a device or a huge file is refused before
    it is read); anything wrong in it is reported, the file set aside and the game starts.
    """
    path = settings_path()
    try:
        raw = read_limited(path, MAX_BYTES)
    except FileRefused as exc:
        if exc.code == "missing":
            settings = defaults()
            try:
                save_settings(settings)
            except OSError as error:
                log.error("could not write %s: %s", path, error)
            return settings, []
        return _recover(path, defaults(), [_unreadable(path, exc.code, str(exc))])
    except OSError as exc:
        return _recover(path, defaults(), [_unreadable(path, "unreadable", str(exc))])
    try:
        data, marks = read_yaml(raw, str(path), lenient=True)  # a bad value: that one alone
        if not isinstance(data, dict):
            raise RulesError(
                Problem(
                    "the settings file should be a mapping of keys, such as 'volume: 80'",
                    file=str(path),
                    line=1,
                    code="not_mapping",
                )
            )
    except RulesError as exc:
        return _recover(path, defaults(), [Told.of(str(p), p) for p in exc.problems])
    base = defaults()
    try:
        return build(Settings, {**to_data(base), **data}, marks, str(path)), []
    except RulesError as exc:
        problems = [Told.of(str(p), p) for p in exc.problems]
        bad = {p.key.split(".")[0].split("[")[0] for p in exc.problems if p.key}
        kept = {k: v for k, v in data.items() if k not in bad}
        try:
            settings = build(Settings, {**to_data(base), **kept}, marks, str(path))
        except RulesError:
            settings = base
        return _recover(path, settings, problems)


def _unreadable(path: Path, reason: str, english: str) -> Told:
    problem = Problem(
        f"cannot be read: {english}",
        file=str(path),
        code="unreadable",
        params={"reason": reason, "limit": MAX_BYTES},
    )
    return Told.of(str(problem), problem)


def _recover(path: Path, settings: Settings, problems: list[Told]) -> tuple[Settings, list[str]]:
    moved = set_aside(path, "; ".join(problems))
    if moved is not None:
        problems.append(Told.of(f"Your file was kept as {moved.name}.", kept_as=moved.name))
    try:
        save_settings(settings)
    except OSError as exc:
        log.error("could not write %s: %s", path, exc)
    return settings, list(problems)
