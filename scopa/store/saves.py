"""Saved matches: the autosave after every move, and named save slots.

A save holds the match record (rules, seed or deck, dealer, moves) and the table setup
(who sits where), never the position itself: loading replays the record through the rules
core, so a save can never hold an impossible state. A file that cannot be used (corrupt,
truncated, from an unknown version, or edited into an illegal match) is reported and set
aside with a timestamped name, never deleted.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..ai.levels import seat_kind
from ..core.errors import ScopaError
from ..core.game import Game
from ..core.names import DECKS
from . import paths
from .atomic import clean_temp_files, read_limited, set_aside, write_atomic

log = logging.getLogger(__name__)

FORMAT = "scopa-save"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
AUTOSAVE = "autosave"


class SaveError(ScopaError):
    """A save file the game cannot use; ``str()`` says why in English, ``code`` names the
    reason for translations and ``detail`` carries the technical particulars."""

    def __init__(self, message: str, code: str = "damaged", detail: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.detail = detail


class SaveProblem(str):
    """The English sentence about a save that was set aside, with its parts for translation."""

    file: str
    moved: str | None
    error: SaveError

    @classmethod
    def make(cls, file: str, moved: str | None, error: SaveError) -> SaveProblem:
        where = f" It was moved to {moved}." if moved else ""
        problem = cls(f"The save {file} could not be loaded: {error}.{where}")
        problem.file, problem.moved, problem.error = file, moved, error
        return problem


@dataclass
class MatchSetup:
    """Who sits where and how the table looks: what the record alone does not say."""

    seats: list[str]  # "human" or "cpu:<level>" per seat
    names: list[str] = field(default_factory=list)
    deck: str | None = None  # deck art; None: the variant's own
    rules_file: str | None = None  # the house-rule file the match was started from

    @classmethod
    def from_data(cls, data: Any) -> MatchSetup:
        if not isinstance(data, dict):
            raise SaveError("the table setup is missing", "bad_setup")
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise SaveError("the seats are not a list of players", "bad_setup")
        for seat in seats:
            if not seat_kind(seat):
                raise SaveError(f"{seat!r} is not a kind of player", "bad_setup")
        names = data.get("names") or []
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise SaveError("the player names are not a list of text", "bad_setup")
        deck = data.get("deck")
        if deck is not None and deck not in DECKS:
            raise SaveError(f"{deck!r} is not a deck", "bad_setup")
        rules_file = data.get("rules_file")
        return cls(
            seats=list(seats),
            names=[n[:40] for n in names],
            deck=deck,
            rules_file=rules_file if isinstance(rules_file, str) else None,
        )

    @property
    def has_computer(self) -> bool:
        return any(s.startswith("cpu") for s in self.seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]


@dataclass
class Saved:
    """A save that loaded: the rebuilt match, its setup and when it was written."""

    game: Game
    setup: MatchSetup
    saved_at: datetime
    path: Path
    name: str


@dataclass
class SlotInfo:
    """One save slot for the Load screen; ``error`` is set when the file cannot be used."""

    name: str
    path: Path
    saved_at: datetime | None = None
    title: str = ""
    players: int = 0
    scores: list[int] = field(default_factory=list)
    target: int = 0
    round: int = 0
    error: str | None = None
    error_code: str | None = None


def saves_dir() -> Path:
    return paths.data_dir() / "saves"


def slot_path(name: str) -> Path:
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-")[:60] or "save"
    return saves_dir() / f"{slug}.json"


def autosave_path() -> Path:
    return saves_dir() / f"{AUTOSAVE}.json"


def _summary(game: Game) -> dict[str, Any]:
    return {
        "title": game.rules.title,
        "players": game.players,
        "scores": list(game.scores),
        "target": game.target,
        "round": game.round_number,
        "over": game.match_over,
    }


def encode_save(game: Game, setup: MatchSetup, name: str = AUTOSAVE) -> tuple[Path, str]:
    """Where a save goes and its text: made at once, so it can be written on another thread."""
    if len(setup.seats) != game.players:
        raise ValueError("the setup must name a player for every seat")
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "name": name,
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "summary": _summary(game),
        "setup": asdict(setup),
        "record": game.record(),
    }
    path = autosave_path() if name == AUTOSAVE else slot_path(name)
    return path, json.dumps(payload, ensure_ascii=False, indent=1)


def save_match(game: Game, setup: MatchSetup, name: str = AUTOSAVE) -> Path:
    """Write the match atomically to the autosave or to the named slot."""
    path, text = encode_save(game, setup, name)
    write_atomic(path, text)
    return path


def read_save(path: Path) -> Saved:
    """Load and replay a save; raises :class:`SaveError` with the reason."""
    try:
        raw = read_limited(path, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError("the file is not there", "missing") from None
    except (OSError, ValueError) as exc:
        raise SaveError(f"it cannot be read: {exc}", "unreadable", str(exc)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        text = raw.strip()
        cut = text.startswith(b"{") and not text.endswith(b"}")
        reason = "it is cut short" if cut else "it is damaged"
        raise SaveError(
            f"{reason} (not a readable save: {exc})", "truncated" if cut else "damaged", str(exc)
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("it is not a Scopa save", "not_a_save")
    if data.get("version") != VERSION:
        raise SaveError(
            f"it comes from another version of the game (save format "
            f"{data.get('version')!r}, this game reads {VERSION})",
            "other_version",
        )
    setup = MatchSetup.from_data(data.get("setup"))
    try:
        game = Game.replay(data.get("record"))  # type: ignore[arg-type]
    except ScopaError as exc:
        raise SaveError(
            f"its match cannot be replayed: {exc}", "not_replayable", str(exc)
        ) from None
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
        raise SaveError(
            f"its match record is not valid ({type(exc).__name__}: {exc})", "invalid_record"
        ) from None
    if len(setup.seats) != game.players:
        raise SaveError(
            f"it seats {len(setup.seats)} players at a {game.players}-player match", "bad_setup"
        )
    try:
        saved_at = datetime.fromisoformat(str(data.get("saved_at")))
    except ValueError:
        saved_at = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    return Saved(
        game=game,
        setup=setup,
        saved_at=saved_at,
        path=path,
        name=str(data.get("name") or path.stem),
    )


def load_or_set_aside(path: Path) -> tuple[Saved | None, str | None]:
    """Load a save; if it cannot be used, move it aside and return the reason to show."""
    if not path.exists():
        return None, None
    try:
        return read_save(path), None
    except SaveError as exc:
        moved = set_aside(path, str(exc))
        return None, SaveProblem.make(path.name, moved.name if moved else None, exc)


def load_autosave() -> tuple[Saved | None, str | None]:
    """The match to Continue, if any, and a message if a bad autosave was set aside."""
    clean_temp_files(saves_dir())
    saved, problem = load_or_set_aside(autosave_path())
    if saved is not None and saved.game.match_over:
        return None, problem
    return saved, problem


def clear_autosave() -> None:
    """Forget the autosave once its match is over (a finished match is not continued)."""
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


def list_slots() -> list[SlotInfo]:
    """The named saves, newest first; unusable ones are listed with the reason."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    slots: list[SlotInfo] = []
    for path in folder.glob("*.json"):
        if path.name == f"{AUTOSAVE}.json" or ".bad-" in path.name:
            continue
        try:
            saved = read_save(path)
        except SaveError as exc:
            slots.append(SlotInfo(name=path.stem, path=path, error=str(exc), error_code=exc.code))
            continue
        game = saved.game
        slots.append(
            SlotInfo(
                name=saved.name,
                path=path,
                saved_at=saved.saved_at,
                title=game.rules.title,
                players=game.players,
                scores=list(game.scores),
                target=game.target,
                round=game.round_number,
            )
        )
    slots.sort(key=lambda s: s.saved_at.timestamp() if s.saved_at else 0.0, reverse=True)
    return slots


def delete_slot(path: Path) -> None:
    """Remove a save the player chose to delete (the game itself never deletes a save)."""
    if path.parent != saves_dir() or path.name == f"{AUTOSAVE}.json":
        raise ValueError("only a save slot can be deleted")
    path.unlink(missing_ok=True)
