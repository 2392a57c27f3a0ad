"""The moves of the match in progress, one short line each, written as they are played.

The full save (:mod:`scopa.store.saves`) is the match record: every move since the deal of
the first round. Writing it after every move costs a whole file, an fsync and a rename, so
it is written now and then (at a round's end, on quit, every few moves), off the frame. In
between, each move is appended to a journal beside it (``autosave.journal`` next to
``autosave.json``) the moment it is played, before the frame that shows it.

What "on disk" means here. A line handed to the kernel by ``write()`` is in the page cache:
it survives the game being killed (``kill -9``, a crash, the window closed by force), since
the kernel writes it out whatever becomes of the process. Only ``fsync()`` makes it survive
a power cut. The frame waits for the first (some microseconds a move); the fsync is done by
the writer thread right after, so a power cut loses at most the moves of the last few
milliseconds, and the statistics, written after that fsync, never count one of them
(``bench/save.py`` measures both, and today's full save).

The journal's first line names the match and the journal's *epoch* (a fresh one each time
a keeper takes a match up); each further line is one step, numbered from 1 in its epoch:
a move (``{"s": 3, "n": 12, "m": ["7D", "3C", "4S"]}``, the 13th move of the match), the
next round dealt (``{"s": 4, "r": 3}``) or a take back (``{"s": 5, "back": 10}``). A full
save says which epoch and step it holds (``"journal": {"epoch": ..., "seq": ...}``);
loading replays the save, then the journal's steps after it. A journal of an older epoch
holds nothing the save does not (its save was written first), and is ignored. A torn last
line (a kill while it was written) is ignored; a journal of another match, or one whose
step is damaged, out of order or an illegal move, is handled like any hostile file: the
steps before the bad one are kept, the file is set aside with a message, never deleted.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import ScopaError
from ..core.moves import Move
from ..core.reading import FileRefused, load_json
from .atomic import TEMP_SUFFIX, read_limited

if TYPE_CHECKING:
    from ..core.game import Game

log = logging.getLogger(__name__)

FORMAT = "scopa-journal"
VERSION = 1
SUFFIX = ".journal"
MAX_BYTES = 1024 * 1024  # some 15,000 moves: a journal is compacted long before
MAX_LINE = 4096  # one step: a card and what it takes
COMPACT_EVERY = 24  # journal steps (moves) between full saves, and at every round's end
MAX_BACKS = 256  # moves taken back in one journal: one compacted every 24 steps has a few
_EPOCH = re.compile(r"[0-9a-f]{8,32}")


def journal_path(save: Path) -> Path:
    """The journal beside a save: ``autosave.json`` -> ``autosave.journal``."""
    return save.with_suffix(SUFFIX)


@dataclass(frozen=True)
class Mark:
    """Which journal steps a full save holds: those of ``epoch`` up to ``seq``."""

    epoch: str
    seq: int

    def to_data(self) -> dict[str, Any]:
        return {"epoch": self.epoch, "seq": self.seq}

    @classmethod
    def from_data(cls, data: Any) -> Mark | None:
        """The mark a save holds; None when it has none (or one no game wrote)."""
        if not isinstance(data, dict):
            return None
        epoch, seq = data.get("epoch"), data.get("seq")
        if not isinstance(epoch, str) or not _EPOCH.fullmatch(epoch):
            return None
        if isinstance(seq, bool) or not isinstance(seq, int) or not 0 <= seq < 10**9:
            return None
        return cls(epoch, seq)


class JournalError(ValueError):
    """A journal that cannot be used to its end: ``code`` says why (``damaged``,
    ``foreign``, ``illegal``, or a :class:`FileRefused` code)."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


class JournalProblem(str):
    """The English sentence about a journal set aside, with its parts for translation:
    ``code`` (why), ``moved`` (where it was kept) and ``kept`` (the moves it gave first)."""

    code: str
    moved: str | None
    kept: int

    @classmethod
    def make(cls, error: JournalError, moved: str | None, kept: int) -> JournalProblem:
        where = f" It was kept as {moved}." if moved else ""
        problem = cls(
            f"The moves saved since the last full save could not all be read back: {error}. "
            f"The match continues from its last good move ({kept} read back).{where}"
        )
        problem.code, problem.moved, problem.kept = error.code, moved, kept
        return problem


# -- writing -----------------------------------------------------------------------------
class JournalWriter:
    """One epoch of a match's journal, written by the thread that plays the match.

    :meth:`append` writes the steps that take the journal to where ``game`` stands (one
    ``write()``, no fsync); :meth:`restart` drops the steps a full save now holds;
    :meth:`sync_handle` gives the writer thread a handle to fsync. Nothing is written until
    the first step: a journal only ever follows a save of its own epoch, written first."""

    def __init__(self, path: Path, match_id: str, game: Game) -> None:
        self.path = Path(path)
        self.match_id = match_id
        self.epoch = uuid.uuid4().hex[:16]
        self.seq = 0  # the last step written
        self._fd: int | None = None
        self._lines: list[tuple[int, bytes]] = []  # the steps in the file, after its header
        self._moves = len(game.moves)
        self._round = game.round_number

    @property
    def mark(self) -> Mark:
        return Mark(self.epoch, self.seq)

    def _header(self) -> bytes:
        head = {"format": FORMAT, "version": VERSION, "match": self.match_id, "epoch": self.epoch}
        return _line(head)

    def steps(self, game: Game) -> list[dict[str, Any]]:
        """The steps from where the journal stands to where ``game`` does."""
        out: list[dict[str, Any]] = []
        moves = self._moves
        if len(game.moves) < moves:
            moves = len(game.moves)  # a move taken back: the match rebuilt without it
            out.append({"back": moves})
        for n in range(moves, len(game.moves)):
            out.append({"n": n, "m": game.moves[n].to_data()})
        if game.round_number > self._round:  # a round dealt (a move deals it again anyway)
            out.append({"r": game.round_number})
        return out

    def append(self, game: Game) -> int:
        """Write what ``game`` played since the last call; returns the steps written.
        Raises OSError (the steps are then not in the journal, and the journal must not be
        written again: :meth:`close` it and start an epoch afresh)."""
        steps = self.steps(game)
        if not steps:
            return 0
        data = []
        for step in steps:
            self.seq += 1
            line = _line({"s": self.seq, **step})
            self._lines.append((self.seq, line))
            data.append(line)
        payload = b"".join(data)
        if self._fd is None:
            self._fd = self._replace(self._header() + payload)
        else:
            _write_all(self._fd, payload)
        self._moves = len(game.moves)
        self._round = game.round_number
        return len(steps)

    def restart(self, held: int) -> None:
        """A full save of this epoch now holds the steps up to ``held``: the journal keeps
        only those after it (a new file put in its place; on failure the old one stays,
        and is still right: loading skips the steps the save holds)."""
        if self._fd is None:
            return
        self._lines = [(s, line) for s, line in self._lines if s > held]
        if not self._lines:  # the header alone: cut in place (a journal removed stays so)
            os.ftruncate(self._fd, len(self._header()))
            return
        os.close(self._fd)  # (a file open here could not be replaced on Windows)
        self._fd = None
        try:
            self._fd = self._replace(self._header() + b"".join(line for _, line in self._lines))
        except OSError as exc:
            log.info("the journal could not be shortened (it stays as it is): %s", exc)
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)

    def _replace(self, data: bytes) -> int:
        """Put a new journal file holding ``data`` in the journal's place; returns its
        handle, open for appending. The temporary file goes if anything fails."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temp = self.path.with_name(f".{self.path.name}.{uuid.uuid4().hex[:8]}{TEMP_SUFFIX}")
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
        try:
            _write_all(fd, data)
            os.replace(temp, self.path)
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
        return fd

    def sync_handle(self) -> int | None:
        """A handle on the journal as it is now, for the writer thread to fsync and close."""
        if self._fd is None:
            return None
        try:
            return os.dup(self._fd)
        except OSError:
            return None

    def close(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


# -- keeping a match: the full save and its journal -------------------------------------
Job = tuple[str, object]


class Keeping:
    """A match's full save (at ``save``) and its journal, kept from the thread that plays
    the match, with a writer thread of its owner's doing the slow part.

    :meth:`hold` puts the match on disk as it stands, before the frame that shows it: its
    new steps appended to the journal, or, where there is no journal yet (a match taken up)
    or it cannot be written, the full save written at once and a journal epoch started after
    it. :meth:`after` asks for the full save now and then (a round's end, every
    :data:`COMPACT_EVERY` moves) by putting a ``("save", ...)`` job on ``jobs``, and an fsync
    of the journal (``("sync", ...)``) after each step; the writer thread hands them to
    :meth:`run`. ``encode`` makes a full save's text, ``write`` writes a file atomically,
    ``failed`` and ``worked`` hear how the writes on the playing thread went."""

    def __init__(
        self,
        save: Path,
        encode: Callable[[Game, Mark], str],
        put: Callable[[Job], None],
        write: Callable[[Path, str], None],
        failed: Callable[[BaseException], None],
        worked: Callable[[], None],
    ) -> None:
        self.save = Path(save)
        self.encode = encode
        self.put = put
        self.write = write
        self.failed = failed
        self.worked = worked
        self.game: Game | None = None
        self._writer: JournalWriter | None = None
        self._compacted = 0  # the journal step when the last full save was asked for
        self._compacted_end = 0  # the last round whose end a full save was asked for
        self._asked = 0  # the journal step the last full save asked for holds (-1: it failed)
        self._held: tuple[str, int] | None = None  # a full save on disk: (epoch, step)
        self._epoch = ""  # the journal epoch the full saves now follow
        self._saving = threading.Lock()  # one full save at a time, the newest epoch's last

    # -- on the thread that plays the match
    def hold(self, game: Game, match_id: str) -> bool:
        """Put ``game`` (of match ``match_id``) on disk as it now stands; returns whether
        it is there."""
        self.game = game
        writer = self._writer
        if writer is not None and writer.match_id == match_id:
            try:
                self._shorten()
                if writer.append(game):
                    self.sync()
                self.worked()
                return True
            except OSError as exc:
                self.failed(exc)
        self.close()  # another match now, or a journal that cannot be written
        return self._start(game, match_id)

    def after(self, game: Game) -> None:
        """The full save asked for if it is time: a round's end, or enough steps since
        (moves, and moves taken back: a journal never grows without end)."""
        round_end = game.round_over and game.round_number > self._compacted_end
        writer = self._writer
        if round_end or (writer is not None and writer.seq - self._compacted >= COMPACT_EVERY):
            self.compact()

    def compact(self, *, force: bool = False) -> None:
        """The full save of the match as it stands, written off the frame; the journal is
        shortened once it is on disk. Unless ``force`` (what the journal does not hold
        changed: the names of the players who joined), nothing is written when the last
        full save asked for holds every step already (the match kept elsewhere and its save
        removed since, say, is not brought back)."""
        writer, game = self._writer, self.game
        if writer is None or game is None or (writer.seq == self._asked and not force):
            return
        self._asked = self._compacted = writer.seq
        if game.round_over:
            self._compacted_end = game.round_number
        self.put(("save", (self.save, self.encode(game, writer.mark), writer.mark)))

    def sync(self) -> None:
        """Ask the writer thread for an fsync of the journal as it now is."""
        writer = self._writer
        fd = writer.sync_handle() if writer is not None else None
        if fd is not None:
            self.put(("sync", (fd, self.save.parent)))

    def settled(self) -> None:
        """After the writer thread has done its jobs (flush, close): the journal shortened
        to what the last full save does not hold."""
        with contextlib.suppress(OSError):
            self._shorten()

    def close(self) -> None:
        """No more steps in this epoch (the match over, or a write that failed)."""
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def forget(self) -> None:
        """The match is over: nothing more of it is kept from here."""
        self.close()
        self.game = None

    def _start(self, game: Game, match_id: str) -> bool:
        writer = JournalWriter(journal_path(self.save), match_id, game)
        try:
            with self._saving:  # an older epoch's full save waiting on the writer is left
                self._epoch = writer.epoch
                self.write(self.save, self.encode(game, writer.mark))
        except Exception as exc:
            self.failed(exc)
            return False
        self.worked()
        if not game.match_over:
            self._writer = writer
        self._compacted = 0
        self._compacted_end = game.round_number if game.round_over else game.round_number - 1
        self._asked = 0
        self._held = None
        return True

    def _shorten(self) -> None:
        held, writer = self._held, self._writer
        if held is not None and writer is not None and held[0] == writer.epoch:
            self._held = None
            writer.restart(held[1])

    # -- on the writer thread
    def run(self, kind: str, data: object) -> None:
        """Do a job :meth:`after` or :meth:`sync` asked for (raises OSError on failure)."""
        assert isinstance(data, tuple)
        if kind == "sync":
            sync(data[0], data[1])
            return
        path, text, mark = data[0], data[1], data[2]
        with self._saving:
            if mark.epoch != self._epoch:
                return  # a full save of a later epoch is on disk already
            try:
                self.write(path, text)
            except BaseException:
                self._asked = -1  # the next compact() tries again, even with no new step
                raise
        self._held = (mark.epoch, mark.seq)


def sync(fd: int, folder: Path | None = None, *, durable: bool = True) -> None:
    """Make a journal durable (and its folder, where a journal may have been put in place
    anew); closes ``fd`` (``durable=False``: only closes it, a later sync doing the work)."""
    try:
        if durable:
            os.fsync(fd)
    finally:
        os.close(fd)
    if not durable:
        return
    if folder is not None and os.name == "posix":
        with contextlib.suppress(OSError):
            dfd = os.open(folder, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)


def _line(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, separators=(",", ":"), ensure_ascii=True) + "\n").encode("ascii")


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError("nothing was written")
        view = view[written:]


# -- reading -----------------------------------------------------------------------------
@dataclass
class Replayed:
    """What a journal added to its save: the match as it now stands, the save's new mark
    and how many steps were read back (``error`` says why the rest could not be)."""

    game: Game
    mark: Mark | None
    steps: int
    error: JournalError | None = None


def replay(path: Path, game: Game, match_id: str, mark: Mark | None) -> Replayed:
    """Play the steps of the journal at ``path`` that follow the save ``game`` was loaded
    from (of match ``match_id``, holding ``mark``). Never raises for what the file holds:
    ``error`` says why the steps after the last good one were left."""
    try:
        raw = read_limited(path, MAX_BYTES)
    except FileRefused as exc:
        if exc.code == "missing":
            return Replayed(game, mark, 0)
        return Replayed(game, mark, 0, JournalError(f"it cannot be read: {exc}", exc.code))
    except OSError as exc:
        return Replayed(game, mark, 0, JournalError(f"it cannot be read: {exc}", "unreadable"))
    lines = raw.split(b"\n")
    if lines[-1]:
        log.info("the journal's last line was cut short (a kill while it was written): left")
    lines = lines[:-1]  # the torn last line, or the empty text after the last newline
    if not lines:
        return Replayed(game, mark, 0)
    try:
        head = _parse(lines[0])
    except JournalError:
        return Replayed(game, mark, 0, JournalError("it is not a journal of moves", "foreign"))
    if head.get("format") != FORMAT or head.get("version") != VERSION:
        return Replayed(game, mark, 0, JournalError("it is not a journal of moves", "foreign"))
    if head.get("match") != match_id:
        return Replayed(game, mark, 0, JournalError("it is a journal of another match", "foreign"))
    epoch = head.get("epoch")
    if mark is None or epoch != mark.epoch:
        # an older epoch's journal: its save was written after it, holding all of it
        return Replayed(game, mark, 0)
    seq, steps, backs = mark.seq, 0, 0
    for number, text in enumerate(lines[1:], start=2):
        try:
            step = _parse(text)
            s = step.get("s")
            if isinstance(s, bool) or not isinstance(s, int):
                raise JournalError(f"line {number} has no step number", "damaged")
            if s <= seq:
                continue  # the save holds it
            if s != seq + 1:
                raise JournalError(f"line {number} skips from step {seq} to {s}", "damaged")
            backs += "back" in step
            if backs > MAX_BACKS:
                raise JournalError(f"it takes back more than {MAX_BACKS} moves", "damaged")
            game = _apply(game, step, number)
        except JournalError as exc:
            return Replayed(game, Mark(mark.epoch, seq), steps, exc)
        seq, steps = s, steps + 1
    return Replayed(game, Mark(mark.epoch, seq), steps)


def _parse(text: bytes) -> dict[str, Any]:
    if len(text) > MAX_LINE:
        raise JournalError(f"a line is {len(text):,} bytes long", "damaged")
    try:
        data = load_json(text, depth=4)
    except ValueError as exc:
        raise JournalError(f"a line is damaged ({str(exc)[:80]})", "damaged") from None
    if not isinstance(data, dict):
        raise JournalError("a line is damaged (not a step)", "damaged")
    return data


def _apply(game: Game, step: dict[str, Any], number: int) -> Game:
    """``game`` after one step (a new game for a take back); JournalError if it cannot be."""
    from ..core.game import Game

    try:
        if "m" in step:
            n = step.get("n")
            if n != len(game.moves):
                raise JournalError(
                    f"line {number} is move {str(n)[:12]}, not move {len(game.moves)}", "damaged"
                )
            data = step["m"]
            if not isinstance(data, list) or not all(isinstance(w, str) for w in data):
                raise JournalError(f"line {number} names no move", "damaged")
            move = Move.from_data(data)
            if game.round_over and not game.match_over:
                game.next_round()
            game.play(move)
            return game
        if "r" in step:
            r = step["r"]
            here = game.round_number
            if isinstance(r, bool) or not isinstance(r, int) or r not in (here, here + 1):
                raise JournalError(f"line {number} deals no next round", "damaged")
            if r > here:
                game.next_round()  # refused unless the round is over
            return game
        if "back" in step:
            k = step["back"]
            if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(game.moves):
                raise JournalError(f"line {number} takes back no move", "damaged")
            record = game.record()
            record["moves"] = record["moves"][:k]
            return Game.replay(record, rules=game.rules)
    except JournalError:
        raise
    except (ScopaError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise JournalError(
            f"line {number} is not a legal move ({str(exc)[:120]})", "illegal"
        ) from None
    raise JournalError(f"line {number} is no step the game knows", "damaged")
