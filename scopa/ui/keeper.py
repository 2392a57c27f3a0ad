"""Nothing lost: the autosave after every move and the statistics, written off the frame.

The table hands the keeper each batch of events it plays. The save text is made at once (the
match record is small) and written atomically by one background thread, so a slow disk never
holds up a frame; the latest save wins when several wait.
"""

from __future__ import annotations

import copy
import logging
import queue
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.events import Event, MatchWon, RoundScored
from ..store import saves, stats
from ..store.atomic import write_atomic

if TYPE_CHECKING:
    from ..core.game import Game
    from .match import MatchConfig

log = logging.getLogger(__name__)
_Data = tuple[Path, str] | stats.Statistics | None  # a save's place and text, or the numbers


class MatchKeeper:
    def __init__(self, config: MatchConfig) -> None:
        self.setup = saves.MatchSetup(
            seats=list(config.seats),
            names=list(config.names or []),
            deck=config.deck,
            rules_file=config.rules_file,
        )
        self.stats, problem = stats.load_stats()
        self.problems: list[str] = [problem] if problem else []
        self.tracker: stats.MatchTracker | None = None
        self._jobs: queue.Queue[tuple[str, _Data] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._work, name="scopa-save", daemon=True)
        self._thread.start()

    # -- from the table ----------------------------------------------------------------
    def begin(self, game: Game, humans: Sequence[int]) -> None:
        """A match starts (or resumes): follow the first human seat's team from here on."""
        self.tracker = (
            stats.MatchTracker(self.stats, game.rules.name, game.team_of(humans[0]))
            if humans
            else None
        )
        self.save(game)

    def after(self, game: Game, events: Sequence[Event]) -> None:
        """Events were played: count them, and save the match as it now stands."""
        counted = False
        for event in events:
            if self.tracker is None:
                break
            if isinstance(event, RoundScored):
                self.tracker.round_scored(event.result.points, list(event.scores))
                counted = True
            elif isinstance(event, MatchWon):
                self.tracker.match_over(event.team)
                counted = True
        if counted:
            self._jobs.put(("stats", copy.deepcopy(self.stats)))
        self.save(game)

    def save(self, game: Game) -> None:
        if game.match_over:
            self._jobs.put(("clear", None))
            return
        self._jobs.put(("save", saves.encode_save(game, self.setup)))

    def close(self, timeout: float = 3.0) -> None:
        """Finish the writes still waiting (on quit or a new match)."""
        self._jobs.put(None)
        self._thread.join(timeout)

    # -- the writer thread -------------------------------------------------------------
    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            kind, data = job
            if kind == "save" and self._newer_save_waiting():
                continue
            try:
                if kind == "save" and isinstance(data, tuple):
                    path, text = data
                    write_atomic(Path(path), text)
                elif kind == "clear":
                    saves.clear_autosave()
                elif kind == "stats" and isinstance(data, stats.Statistics):
                    stats.save_stats(data)
            except OSError as exc:
                log.error("could not write the %s: %s", kind, exc)

    def _newer_save_waiting(self) -> bool:
        with self._jobs.mutex:
            return any(j is not None and j[0] in ("save", "clear") for j in self._jobs.queue)
