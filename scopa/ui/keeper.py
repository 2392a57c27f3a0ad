"""Nothing lost: every move on disk before the next is shown, and the statistics after it.

The save is written first, and the statistics count only what it holds. Each batch of events
the table hands the keeper is appended at once, on the table's own thread, to the autosave's
journal (:mod:`scopa.store.journal`: one short line a move, one ``write()``): when the frame
that shows a move is drawn, the move is with the kernel and survives the game being killed.
Only then are the statistics counted (:func:`scopa.store.stats.count_match`, keyed by the
match's id and round), and written by a background thread after it has fsynced the journal,
so that not even a power cut leaves them counting a round the save does not hold.

The full save (:func:`scopa.store.saves.encode_save`) is written when a keeper takes a match
up (the one place it is written on the table's thread, before the first move), and after that
by the background thread: at a round's end, every :data:`COMPACT_EVERY` moves, on quit and on
:meth:`MatchKeeper.flush`; once it is on disk the journal keeps only the moves after it. A
journal that cannot be written (a full disk) makes the keeper write the full save instead,
at once, and start a journal afresh. A write that fails is told to the table once
(:meth:`MatchKeeper.take_notice`), logged once per distinct failure, retried with the next
move, and its end is told too.
"""

from __future__ import annotations

import hashlib
import logging
import queue
import threading
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.events import Event
from ..store import journal, saves, stats
from ..store.atomic import failure_kind, write_atomic

if TYPE_CHECKING:
    from ..core.game import Game
    from .match import MatchConfig

log = logging.getLogger(__name__)

Notice = tuple[str, str, str]  # ("failed", "full" | "readonly" | "other", detail) or ("ok", "", "")
COMPACT_EVERY = 24  # moves between full saves (and at every round's end)


class MatchKeeper:
    def __init__(self, config: MatchConfig) -> None:
        self.setup = saves.MatchSetup(
            seats=list(config.seats),
            names=list(config.names or []),
            deck=config.deck,
            rules_file=config.rules_file,
        )
        if config.match_id:
            self.setup.match_id = config.match_id
        self.stats, problem = stats.load_stats()
        self.problems: list[str] = [problem] if problem else []
        self.team: int | None = None
        self._stats_unsaved = False
        self._failing: dict[str, tuple[str, str]] = {}  # job kind -> the failure it meets
        self._failing_lock = threading.Lock()
        self._notices: queue.Queue[Notice] = queue.Queue()
        self._jobs: queue.Queue[tuple[str, object] | None] = queue.Queue()
        self._game: Game | None = None  # the match kept (a StatsKeeper keeps none)
        self._journal: journal.JournalWriter | None = None
        self._compacted = 0  # moves when the last full save was asked for
        self._compacted_end = 0  # the last round whose end a full save was asked for
        self._held: tuple[str, int] | None = None  # a full save on disk: (epoch, step)
        self._epoch = ""  # the journal epoch the full saves now follow
        self._saving = threading.Lock()  # one full save at a time, the newest epoch's last
        self._thread = threading.Thread(target=self._work, name="scopa-save", daemon=True)
        self._thread.start()

    # -- from the table ----------------------------------------------------------------
    def begin(self, game: Game, humans: Sequence[int]) -> None:
        """A match starts (or resumes): follow the first human seat's team from here on,
        write its full save, and count what a resumed match played that the statistics do
        not hold yet."""
        if not game.moves:
            self.setup.match_id = uuid.uuid4().hex  # a new match, even at the same table
        self.team = game.team_of(humans[0]) if humans else None
        self._close_journal()
        self.after(game, ())

    def after(self, game: Game, events: Sequence[Event]) -> None:
        """Events were played: put them on disk, then count them."""
        if not self._hold(game):
            return  # not on disk: counted once it is
        counted = self.team is not None and stats.count_match(
            self.stats, game, self.setup.match_id, self.team
        )
        if counted or self._stats_unsaved:
            self._sync()  # the journal durable before the statistics that count it
            self._jobs.put(("stats", stats.stats_text(self.stats)))
        if game.match_over:
            self._jobs.put(("finish", saves.encode_save(game, self.setup)))
            self._close_journal()
            self._game = None
        elif game.round_over and game.round_number > self._compacted_end:
            self._compact(game)  # a round's end
        elif len(game.moves) - self._compacted >= COMPACT_EVERY:
            self._compact(game)

    def save(self, game: Game) -> None:
        """The match changed without events (a move taken back): on disk at once."""
        self._hold(game)

    def take_notice(self) -> Notice | None:
        """What the table should tell the player about saving, once: a write failed (and
        why), or writes work again."""
        try:
            return self._notices.get_nowait()
        except queue.Empty:
            return None

    def flush(self, timeout: float = 3.0) -> None:
        """Write the full save as the match now stands, and wait until the writes asked
        for so far are done (or have failed)."""
        if self._game is not None:
            self._compact(self._game)
        done = threading.Event()
        self._jobs.put(("flush", done))
        done.wait(timeout)
        self._shorten()

    def close(self, timeout: float = 3.0) -> None:
        """Finish the writes still waiting (on quit or a new match): the full save as the
        match now stands first."""
        if self._game is not None:
            self._compact(self._game)
        if self._stats_unsaved:
            self._jobs.put(("stats", stats.stats_text(self.stats)))
        self._jobs.put(None)
        self._thread.join(timeout)
        self._shorten()
        self._close_journal()

    # -- the save, on the table's thread -----------------------------------------------
    def _hold(self, game: Game) -> bool:
        """Put ``game`` on disk as it now stands: its new moves appended to the journal, or,
        where there is none yet (a match taken up) or it cannot be written, the full save
        written at once and a journal started after it. Returns whether it is there."""
        self._game = game
        writer = self._journal
        if writer is not None and writer.match_id == self.setup.match_id:
            try:
                self._shorten()
                if writer.append(game):
                    self._sync()
                self._worked("save")
                return True
            except OSError as exc:
                self._failed("save", exc)
                self._close_journal()
        return self._start(game)

    def _start(self, game: Game) -> bool:
        """The full save written now, and a new journal epoch to follow it."""
        writer = journal.JournalWriter(
            journal.journal_path(saves.autosave_path()), self.setup.match_id, game
        )
        try:
            with self._saving:  # an older epoch's save waiting on the writer is left
                self._epoch = writer.epoch
                self._write("save", saves.encode_save(game, self.setup, mark=writer.mark))
        except Exception as exc:
            self._failed("save", exc)
            return False
        self._worked("save")
        if not game.match_over:
            self._journal = writer
        self._compacted = len(game.moves)
        self._compacted_end = game.round_number if game.round_over else game.round_number - 1
        self._held = None
        return True

    def _compact(self, game: Game) -> None:
        """The full save, written off the frame; the journal is shortened once it is."""
        writer = self._journal
        if writer is None:
            return
        self._compacted = len(game.moves)
        if game.round_over:
            self._compacted_end = game.round_number
        path_text = saves.encode_save(game, self.setup, mark=writer.mark)
        self._jobs.put(("save", (*path_text, writer.mark)))

    def _shorten(self) -> None:
        """Drop from the journal the moves a full save written since holds."""
        held, writer = self._held, self._journal
        if held is not None and writer is not None and held[0] == writer.epoch:
            self._held = None
            writer.restart(held[1])

    def _sync(self) -> None:
        writer = self._journal
        fd = writer.sync_handle() if writer is not None else None
        if fd is not None:
            self._jobs.put(("sync", fd))

    def _close_journal(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    # -- the writer thread -------------------------------------------------------------
    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            kind, data = job
            if kind == "flush":
                data.set()  # type: ignore[attr-defined]
                continue
            if kind in ("save", "sync") and self._newer_waiting(kind):
                if kind == "sync":
                    journal.sync(data, None, durable=False)  # type: ignore[arg-type]
                continue
            try:
                self._write(kind, data)
            except Exception as exc:  # never let the writer die: the next move retries
                self._failed(kind, exc)
            else:
                self._worked(kind)

    def _write(self, kind: str, data: object) -> None:
        if kind == "sync":
            journal.sync(data, saves.saves_dir())  # type: ignore[arg-type]
            return
        if kind == "stats":
            self._stats_unsaved = True
            write_atomic(stats.stats_path(), data)  # type: ignore[arg-type]
            self._stats_unsaved = False
            return
        assert isinstance(data, tuple)
        path, text = Path(data[0]), str(data[1])
        if kind == "save" and len(data) > 2:  # a compaction: the journal may then drop
            mark: journal.Mark = data[2]  # what this save holds
            with self._saving:
                if mark.epoch != self._epoch:
                    return  # a full save of a later epoch is on disk already
                write_atomic(path, text)
            self._held = (mark.epoch, mark.seq)
            return
        if kind == "save":
            write_atomic(path, text)
            return
        # A finished match is not continued: remove its save, or, where the file cannot be
        # removed, write the finished match over it (Continue skips a match that is over).
        try:
            saves.clear_autosave()
        except OSError:
            write_atomic(path, text)

    def _failed(self, kind: str, exc: BaseException) -> None:
        why = failure_kind(exc) if isinstance(exc, OSError) else "other"
        detail = (getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)[:120]
        failure = (why, detail)
        with self._failing_lock:
            new = failure not in self._failing.values()
            self._failing[kind] = failure
        if new:
            log.error("could not write the %s (the game keeps trying): %s", kind, exc)
            self._notices.put(("failed", why, detail))

    def _worked(self, kind: str) -> None:
        with self._failing_lock:
            back = self._failing.pop(kind, None) is not None and not self._failing
        if back:
            log.info("writing works again")
            self._notices.put(("ok", "", ""))

    def _newer_waiting(self, kind: str) -> bool:
        """Whether a later job does this one's work: a later save (or the end), or, for an
        fsync of the journal, a later one with no statistics to write between them."""
        with self._jobs.mutex:
            for job in self._jobs.queue:
                if job is None:
                    continue
                if kind == "save" and job[0] in ("save", "finish"):
                    return True
                if kind == "sync" and job[0] in ("sync", "stats"):
                    return job[0] == "sync"
            return False


class StatsKeeper(MatchKeeper):
    """The statistics of a match whose save this window does not keep: one hosted here (the
    host keeps it apart, ``lan/host.json``) or joined on another computer (the host keeps
    it). ``match_id`` names the match for good (the hosted match's own id; a joined seat's
    token, hashed), so a match resumed or a seat rejoined is never counted twice; ``team``
    is the player's side."""

    def __init__(self, config: MatchConfig, match_id: str, team: int) -> None:
        super().__init__(config)
        self.setup.match_id = match_id
        self.team = team

    def begin(self, game: Game, humans: Sequence[int]) -> None:
        self.count(game)

    def after(self, game: Game, events: Sequence[Event]) -> None:
        self.count(game)

    def count(self, game: stats.PlayedMatch) -> None:
        """Count what ``game`` played that the statistics do not hold yet."""
        if self.team is not None and stats.count_match(
            self.stats, game, self.setup.match_id, self.team
        ):
            self._jobs.put(("stats", stats.stats_text(self.stats)))

    def save(self, game: Game) -> None:
        """No save of its own (see the class)."""


def joined_match_id(token: str) -> str:
    """The statistics' name for the match a seat with ``token`` joined (the token itself is
    a secret, kept in no other file)."""
    return "lan-" + hashlib.sha256(token.encode()).hexdigest()[:32]
