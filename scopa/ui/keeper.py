"""Nothing lost: the autosave after every move and the statistics, written off the frame.

The table hands the keeper each batch of events it plays. The save text is made at once (the
match record is small) and written atomically by one background thread, so a slow disk never
holds up a frame; the latest save wins when several wait.

The statistics count what the match itself says it has played, keyed by the match's id and
round (:func:`scopa.store.stats.count_match`): written before the autosave or after it, a
kill between the two writes never counts a round twice nor loses one. A write that fails is
told to the table once (:meth:`MatchKeeper.take_notice`), logged once per distinct failure,
retried with the next move, and its end is told too.
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
from ..store import saves, stats
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
        self._notices: queue.Queue[Notice] = queue.Queue()
        self._jobs: queue.Queue[tuple[str, object] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._work, name="scopa-save", daemon=True)
        self._thread.start()

    # -- from the table ----------------------------------------------------------------
    def begin(self, game: Game, humans: Sequence[int]) -> None:
        """A match starts (or resumes): follow the first human seat's team from here on,
        and count what a resumed match played that the statistics do not hold yet."""
        if not game.moves:
            self.setup.match_id = uuid.uuid4().hex  # a new match, even at the same table
        self.team = game.team_of(humans[0]) if humans else None
        self.after(game, ())

    def after(self, game: Game, events: Sequence[Event]) -> None:
        """Events were played: count them, and save the match as it now stands."""
        counted = self.team is not None and stats.count_match(
            self.stats, game, self.setup.match_id, self.team
        )
        if counted or self._stats_unsaved:
            self._jobs.put(("stats", stats.stats_text(self.stats)))
        self.save(game)

    def save(self, game: Game) -> None:
        kind = "finish" if game.match_over else "save"
        self._jobs.put((kind, saves.encode_save(game, self.setup)))

    def take_notice(self) -> Notice | None:
        """What the table should tell the player about saving, once: a write failed (and
        why), or writes work again."""
        try:
            return self._notices.get_nowait()
        except queue.Empty:
            return None

    def flush(self, timeout: float = 3.0) -> None:
        """Wait until the writes asked for so far are done (or have failed)."""
        done = threading.Event()
        self._jobs.put(("flush", done))
        done.wait(timeout)

    def close(self, timeout: float = 3.0) -> None:
        """Finish the writes still waiting (on quit or a new match)."""
        if self._stats_unsaved:
            self._jobs.put(("stats", stats.stats_text(self.stats)))
        self._jobs.put(None)
        self._thread.join(timeout)

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
            if kind == "save" and self._newer_save_waiting():
                continue
            try:
                self._write(kind, data)
            except Exception as exc:  # never let the writer die: the next move retries
                self._failed(kind, exc)
            else:
                self._worked(kind)

    def _write(self, kind: str, data: object) -> None:
        if kind == "stats":
            self._stats_unsaved = True
            write_atomic(stats.stats_path(), data)  # type: ignore[arg-type]
            self._stats_unsaved = False
            return
        assert isinstance(data, tuple)
        path, text = Path(data[0]), str(data[1])
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
        new = failure not in self._failing.values()
        self._failing[kind] = failure
        if new:
            log.error("could not write the %s (the game keeps trying): %s", kind, exc)
            self._notices.put(("failed", why, detail))

    def _worked(self, kind: str) -> None:
        if self._failing.pop(kind, None) is not None and not self._failing:
            log.info("writing works again")
            self._notices.put(("ok", "", ""))

    def _newer_save_waiting(self) -> bool:
        with self._jobs.mutex:
            return any(j is not None and j[0] in ("save", "finish") for j in self._jobs.queue)


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
