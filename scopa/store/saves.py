"""Saved matches: the autosave after every move, and named save slots.

A save holds the match record (rules, seed or deck, dealer, moves) and the table setup
(who sits where), never the position itself: loading replays the record through the rules
core, so a save can never hold an impossible state. A file that cannot be used (corrupt,
truncated, from an unknown version, or edited into an illegal match) is reported and set
aside with a timestamped name, never deleted.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import uuid
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..ai.levels import seat_kind
from ..core.errors import ScopaError
from ..core.game import Game
from ..core.names import DECKS
from ..core.reading import FileRefused, load_json, printable, text_problem
from ..core.rules import PLAYER_COUNTS
from . import journal, paths, stats
from .atomic import clean_temp_files, read_limited, set_aside, write_atomic
from .own_decks import is_own

log = logging.getLogger(__name__)

# the date in a save's name, as the Load screen reads it back (a file's name holds no colon)
STAMP_FORMAT = "%Y-%m-%d %H.%M"
FORMAT = "scopa-save"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
AUTOSAVE = "autosave"
MAX_NAME = 40  # characters in a player's name


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
    match_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    """Which match this is, across saves and restarts: statistics count each of its rounds
    once, keyed by it (a save from before it existed gets one made from its record)."""

    @classmethod
    def from_data(cls, data: Any) -> MatchSetup:
        """The setup as a save holds it, every value checked (kind, size, text)."""
        if not isinstance(data, dict):
            raise SaveError("the table setup is missing", "bad_setup")
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise SaveError("the seats are not a list of players", "bad_setup")
        if len(seats) not in PLAYER_COUNTS:
            raise SaveError(f"{len(seats)} seats is not a table", "bad_setup")
        for seat in seats:
            if not seat_kind(seat):
                raise SaveError(f"{seat[:20]!r} is not a kind of player", "bad_setup")
        names = data.get("names") or []
        if not isinstance(names, list) or len(names) > len(seats):
            raise SaveError("the player names are not a list of text", "bad_setup")
        for name in names:
            problem = "is not text" if not isinstance(name, str) else None
            problem = problem or text_problem(name, max_len=MAX_NAME)
            if problem:
                raise SaveError(f"a player name {problem}", "bad_setup")
        deck = data.get("deck")
        if deck is not None and deck not in DECKS and not is_own(deck):
            raise SaveError(f"{str(deck)[:20]!r} is not a deck", "bad_setup")
        rules_file = data.get("rules_file")
        if rules_file is not None and (
            not isinstance(rules_file, str) or text_problem(rules_file, max_len=4096)
        ):
            rules_file = None
        match_id = data.get("match_id")
        if match_id is not None and (
            not isinstance(match_id, str) or not re.fullmatch(r"[0-9a-f]{8,64}", match_id)
        ):
            raise SaveError("the match id is not valid", "bad_setup")
        return cls(
            seats=list(seats),
            names=list(names),
            deck=deck,
            rules_file=rules_file,
            match_id=match_id or "",
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
    journal: journal.Mark | None = None  # the journal steps the save holds (the autosave's)


@dataclass
class SlotInfo:
    """One save slot for the Load screen; ``error`` is set when the file cannot be used."""

    name: str
    path: Path
    saved_at: datetime | None = None
    title: str = ""
    variant: str = ""  # the rules' name: a preset's title is said in the player's language
    players: int = 0
    scores: list[int] = field(default_factory=list)
    target: int = 0
    round: int = 0
    error: str | None = None
    error_code: str | None = None
    seats: list[str] = field(default_factory=list)  # the setup's, to name each side's score
    names: list[str] = field(default_factory=list)
    teams: list[int] = field(default_factory=list)  # each seat's team
    deck: str = ""  # the deck art the match is played with


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


def encode_save(
    game: Game, setup: MatchSetup, name: str = AUTOSAVE, mark: journal.Mark | None = None
) -> tuple[Path, str]:
    """Where a save goes and its text: made at once, so it can be written on another thread.
    ``mark`` says which steps of the journal beside it the save holds (see
    :mod:`scopa.store.journal`)."""
    if len(setup.seats) != game.players:
        raise ValueError("the setup must name a player for every seat")
    setup = MatchSetup(
        seats=list(setup.seats),
        names=[n if not text_problem(n, max_len=MAX_NAME) else "" for n in setup.names],
        deck=setup.deck,
        rules_file=setup.rules_file,
        match_id=setup.match_id,
    )
    payload = {
        "format": FORMAT,
        "version": VERSION,
        "name": printable(name, 200),
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "summary": _summary(game),
        "setup": asdict(setup),
        "record": game.record(),
    }
    if mark is not None:
        payload["journal"] = mark.to_data()
    path = autosave_path() if name == AUTOSAVE else slot_path(name)
    return path, json.dumps(payload, ensure_ascii=False, indent=1)


def save_match(game: Game, setup: MatchSetup, name: str = AUTOSAVE) -> Path:
    """Write the match atomically to the autosave or to the named slot."""
    path, text = encode_save(game, setup, name)
    write_atomic(path, text)
    return path


def read_save(path: Path) -> Saved:
    """Load and replay a save; raises :class:`SaveError` with the reason, never anything
    else, whatever the file holds."""
    try:
        return _read_save(path)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("its match record nests too deep", "invalid_record") from None
    except Exception as exc:  # the record replays through the whole rules core
        raise SaveError(
            f"its match record is not valid ({type(exc).__name__})", "invalid_record", str(exc)
        ) from None


def _read_save(path: Path) -> Saved:
    try:
        raw = read_limited(path, MAX_BYTES)
    except FileRefused as exc:
        code = {"missing": "missing", "not_regular": "not_regular", "too_big": "too_big"}
        raise SaveError(
            f"it cannot be read: {exc}", code.get(exc.code, "unreadable"), str(exc)
        ) from None
    except OSError as exc:
        raise SaveError(f"it cannot be read: {exc}", "unreadable", str(exc)) from None
    try:
        data = load_json(raw)
    except ValueError as exc:
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
            f"{str(data.get('version'))[:20]!r}, this game reads {VERSION})",
            "other_version",
        )
    setup = MatchSetup.from_data(data.get("setup"))
    record = data.get("record")
    try:
        game = Game.replay(record)  # type: ignore[arg-type]
    except ScopaError as exc:
        raise SaveError(
            f"its match cannot be replayed: {exc}", "not_replayable", str(exc)
        ) from None
    except (
        ValueError,
        KeyError,
        TypeError,
        AttributeError,
        IndexError,
        RuntimeError,
        OverflowError,
    ) as exc:
        raise SaveError(
            f"its match record is not valid ({type(exc).__name__}: {str(exc)[:200]})",
            "invalid_record",
        ) from None
    if len(setup.seats) != game.players:
        raise SaveError(
            f"it seats {len(setup.seats)} players at a {game.players}-player match", "bad_setup"
        )
    if not setup.match_id:
        setup.match_id = record_id(record)
    name = data.get("name")
    if not isinstance(name, str) or text_problem(name, max_len=200):
        name = path.stem
    return Saved(
        game=game,
        setup=setup,
        saved_at=_saved_at(data.get("saved_at"), path),
        path=path,
        name=name or path.stem,
        journal=journal.Mark.from_data(data.get("journal")),
    )


def _saved_at(value: Any, path: Path) -> datetime:
    """When a save was written: its own date, or the file's when it gives none; a date that
    cannot be shown, or is before 1971 or after 9998, makes the save a bad one."""
    if value is None:
        try:
            return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
        except (OSError, ValueError, OverflowError):
            return datetime.now().astimezone()
    try:
        if not isinstance(value, str) or len(value) > 40:
            raise ValueError("not a date")
        when = datetime.fromisoformat(value)
        if not 1971 <= when.year <= 9998:
            raise ValueError("out of range")
        when = when.astimezone() if when.tzinfo is None else when
        when.timestamp()
        when.astimezone().strftime("%Y-%m-%d %H:%M %A %B")
    except (ValueError, OverflowError, OSError):
        raise SaveError(
            f"the date it was saved ({str(value)[:40]!r}) is not valid", "bad_date"
        ) from None
    return when


def record_id(record: Any) -> str:
    """A match id made from a record's start (rules, seats, shuffle, dealer), for saves
    written before matches carried one: the same match always gets the same id."""
    start = {k: v for k, v in record.items() if k not in ("moves", "round")}
    text = json.dumps(start, sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def load_or_set_aside(path: Path) -> tuple[Saved | None, str | None]:
    """Load a save; if it cannot be used, move it aside and return the reason to show."""
    if not os.path.lexists(path):
        return None, None
    try:
        return read_save(path), None
    except SaveError as exc:
        moved = set_aside(path, str(exc))
        return None, SaveProblem.make(path.name, moved.name if moved else None, exc)


def load_autosave() -> tuple[Saved | None, str | None]:
    """The match to Continue, if any, and a message if a bad autosave (or its journal) was
    set aside. The autosave is the last full save and the moves of its journal after it
    (:mod:`scopa.store.journal`); a journal that cannot be read to its end gives the moves
    before the bad line, is set aside, and the save is written again holding them.

    A match the autosave holds to its end (the game was killed before it could forget it)
    is counted in the statistics, if they lack it, and then forgotten."""
    clean_temp_files(saves_dir())
    path = autosave_path()
    moves = journal.journal_path(path)
    saved, problem = load_or_set_aside(path)
    if saved is None:
        if problem is not None and os.path.lexists(moves):  # useless without its save
            set_aside(moves, "its save was set aside")
        return None, problem
    replayed = journal.replay(moves, saved.game, saved.setup.match_id, saved.journal)
    saved.game, saved.journal = replayed.game, replayed.mark
    if replayed.error is not None:
        moved = set_aside(moves, str(replayed.error))
        problem = journal.JournalProblem.make(
            replayed.error, moved.name if moved else None, replayed.steps
        )
        try:  # the moves read back are kept: a save of its own holds them
            write_atomic(path, encode_save(saved.game, saved.setup, mark=saved.journal)[1])
        except OSError as exc:
            log.error("could not write the autosave again: %s", exc)
    if saved.game.match_over:
        _count_finished(saved)
        return None, problem
    return saved, problem


def _count_finished(saved: Saved) -> None:
    """A finished match the statistics may lack (counted once, by its id); then it goes."""
    humans = saved.setup.humans
    if humans:
        counts, bad = stats.load_stats()
        team = saved.game.team_of(humans[0])
        if bad is None and stats.count_match(counts, saved.game, saved.setup.match_id, team):
            try:
                stats.save_stats(counts)
            except OSError as exc:  # not forgotten: counted at the next start
                log.error("could not count the finished match in the statistics: %s", exc)
                return
    with contextlib.suppress(OSError):
        clear_autosave()


def clear_autosave() -> None:
    """Forget the autosave once its match is over (a finished match is not continued), and
    then its journal: the other way round, a kill between the two would leave the full
    save alone, a match Continue would take up without its last moves. A journal left
    alone is never read (see :func:`load_autosave`)."""
    for path in (autosave_path(), journal.journal_path(autosave_path())):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


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
            slots.append(
                SlotInfo(name=printable(path.stem), path=path, error=str(exc), error_code=exc.code)
            )
            continue
        game = saved.game
        slots.append(
            SlotInfo(
                name=printable(saved.name),
                path=path,
                saved_at=saved.saved_at,
                title=game.rules.title,
                variant=game.rules.name,
                players=game.players,
                scores=list(game.scores),
                target=game.target,
                round=game.round_number,
                seats=list(saved.setup.seats),
                names=list(saved.setup.names),
                teams=list(game.teams),
                deck=saved.setup.deck or game.rules.deck.art,
            )
        )
    slots.sort(key=lambda s: s.saved_at.timestamp() if s.saved_at else 0.0, reverse=True)
    return slots


def delete_slot(path: Path) -> None:
    """Remove a save the player chose to delete (the game itself never deletes a save)."""
    if path.parent != saves_dir() or path.name == f"{AUTOSAVE}.json":
        raise ValueError("only a save slot can be deleted")
    path.unlink(missing_ok=True)


def keep_autosave(now: datetime | None = None, prefix: str = "Kept") -> str | None:
    """Keep the match in progress as a dated save slot the Load screen shows, before a new
    match (from the command line) takes the autosave's place; returns the slot's name
    (``prefix`` and the date: the player's language gives the word), or None when there was
    no match in progress, or one where nothing was played yet (its deal is all there is: a
    new match deals another). A bad autosave is set aside, not lost.

    Once the save is written, the autosave is retired: Continue offers the match once, from
    Load, and never beside it (a hosted or joined match keeps its own files, so nothing else
    would take the autosave's place). Should the save fail, the autosave stays as it was."""
    saved, _ = load_autosave()
    if saved is None or not saved.game.moves:
        return None
    stamp = (now or datetime.now()).strftime(STAMP_FORMAT)
    name = f"{prefix} {stamp}"
    n = 1
    while slot_path(name).exists():
        n += 1
        name = f"{prefix} {stamp} ({n})"
    save_match(saved.game, saved.setup, name)
    clear_autosave()
    return name
