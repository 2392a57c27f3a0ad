"""The table's sound effects, rendered in a background thread at start-up."""

from __future__ import annotations

import logging
import threading

from ..sound import SoundBoard

log = logging.getLogger(__name__)


class TableSounds:
    """The sound board; an effect plays only once they are all loaded (never synthesised in
    a frame)."""

    def __init__(self, board: SoundBoard) -> None:
        self.board = board
        self.ready = threading.Event()
        threading.Thread(target=self._load, name="scopa-sound", daemon=True).start()

    @classmethod
    def start(cls) -> TableSounds | None:
        """The table's sounds, or None where there is no audio device."""
        board = SoundBoard()
        return cls(board) if board.available else None

    def _load(self) -> None:
        try:
            self.board.preload()
        except Exception:
            log.info("sound effects unavailable", exc_info=True)
            return
        self.ready.set()

    def play(self, name: str) -> None:
        if self.ready.is_set():
            self.board.play(name)
