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
by the background thread: at a round's end, every few moves, on quit and on
:meth:`MatchKeeper.flush`; once it is on disk the journal keeps only the moves after it (see
:class:`scopa.store.journal.Keeping`). A journal that cannot be written (a full disk) makes
the keeper write the full save instead, at once, and start a journal afresh. A write that
fails is told to the table once (:meth:`MatchKeeper.take_notice`), logged once per distinct
failure, retried with the next move, and its end is told too.
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
        self._keeping = journal.Keeping(
            saves.autosave_path(),
            lambda game, mark: saves.encode_save(game, self.setup, mark=mark)[1],
            self._jobs.put,
            lambda path, text: write_atomic(path, text),
            lambda exc: self._failed("save", exc),
            lambda: self._worked("save"),
        )
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
        self._keeping.close()  # a full save, then a journal epoch of its own
        self.after(game, ())

    def after(self, game: Game, events: Sequence[Event]) -> None:
        """Events were played: put them on disk, then count them."""
        if not self._keeping.hold(game, self.setup.match_id):
            return  # not on disk: counted once it is
        counted = self.team is not None and stats.count_match(
            self.stats, game, self.setup.match_id, self.team
        )
        if counted or self._stats_unsaved:  # after the journal's fsync, which is queued
            self._jobs.put(("stats", stats.stats_text(self.stats)))
        if game.match_over:
            self._jobs.put(("finish", saves.encode_save(game, self.setup)))
            self._keeping.forget()
        else:
            self._keeping.after(game)

    def record_accuracy(self, match_id: str, variant: str, percent: float) -> None:
        """The review of the ended match ``match_id`` came to ``percent`` (0 to 100): into
        the statistics, written by the writer thread (a match's figure is kept once: the
        same match again replaces it)."""
        try:
            self.stats.record_accuracy(variant, match_id, percent)
        except ValueError as exc:
            log.warning("the accuracy of match %s was not kept: %s", match_id, exc)
            return
        self._jobs.put(("stats", stats.stats_text(self.stats)))

    def save(self, game: Game) -> None:
        """The match changed without events (a move taken back): on disk at once."""
        if self._keeping.hold(game, self.setup.match_id):
            self._keeping.after(game)

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
        self._keeping.compact(force=True)
        done = threading.Event()
        self._jobs.put(("flush", done))
        done.wait(timeout)
        self._keeping.settled()

    def close(self, timeout: float = 3.0) -> None:
        """Finish the writes still waiting (on quit or a new match): the full save as the
        match now stands first."""
        self._keeping.compact()
        if self._stats_unsaved:
            self._jobs.put(("stats", stats.stats_text(self.stats)))
        self._jobs.put(None)
        self._thread.join(timeout)
        self._keeping.settled()
        self._keeping.close()

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
                    journal.sync(data[0], durable=False)  # type: ignore[index]
                continue
            try:
                self._write(kind, data)
            except Exception as exc:  # never let the writer die: the next move retries
                self._failed(kind, exc)
            else:
                self._worked(kind)

    def _write(self, kind: str, data: object) -> None:
        if kind in ("save", "sync"):
            self._keeping.run(kind, data)
            return
        if kind == "stats":
            self._stats_unsaved = True
            write_atomic(stats.stats_path(), data)  # type: ignore[arg-type]
            self._stats_unsaved = False
            return
        assert isinstance(data, tuple)
        path, text = Path(data[0]), str(data[1])
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
