"""Computer seats, thinking off the render thread.

The table hands a worker only ``game.view(seat)``, and polls the future every frame; the move
is applied after a short natural pause so people can follow. Each seat is a
``scopa.ai.make_player`` of its level.
"""

from __future__ import annotations

import inspect
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from ..ai import Player, make_player
from ..core.moves import Move
from ..core.view import PlayerView


def make_computer(level: str, seed: int | None = None) -> Player:
    return make_player(level, seed=seed)


def _accepts(fn: Any, name: str) -> bool:
    try:
        return name in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


class ComputerSeats:
    """One worker thread; at most one seat thinking at a time (turns are sequential)."""

    def __init__(self, levels: dict[int, str], seed: int | None = None) -> None:
        self.players = {
            seat: make_computer(level, None if seed is None else seed * 31 + seat)
            for seat, level in levels.items()
        }
        # Only the searching level needs a thread; the others answer in a fraction of a
        # millisecond and are asked in the frame (a worker can wait long for the GIL while
        # the render loop keeps taking it).
        self.threaded = {seat for seat, level in levels.items() if level == "hard"}
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scopa-ai")
        self._future: Future[Move] | None = None
        self._cancel = threading.Event()
        self._key: tuple[int, int] | None = None
        self._started = 0.0

    def is_computer(self, seat: int) -> bool:
        return seat in self.players

    def request(self, seat: int, view: PlayerView, key: tuple[int, int], now: float) -> None:
        """Start thinking about ``view`` unless already thinking about this turn (``key``)."""
        if self._key == key:
            return
        self.cancel()
        self._cancel = threading.Event()
        self._key = key
        self._started = now
        player, cancel = self.players[seat], self._cancel
        if seat not in self.threaded:
            done: Future[Move] = Future()
            done.set_result(self._think(player, view, cancel))
            self._future = done
            return
        self._future = self._pool.submit(self._think, player, view, cancel)

    @staticmethod
    def _think(player: Any, view: PlayerView, cancel: threading.Event) -> Move:
        if _accepts(player.choose, "cancel"):
            return player.choose(view, cancel=cancel)
        return player.choose(view)

    def poll(self, key: tuple[int, int], pause: float, now: float) -> Move | None:
        """The chosen move for turn ``key`` once it is ready and ``pause`` seconds have passed."""
        future = self._future
        if future is None or self._key != key or not future.done():
            return None
        if now - self._started < pause:
            return None
        self._future, self._key = None, None
        return future.result()

    def thinking(self) -> bool:
        return self._future is not None

    def cancel(self) -> None:
        self._cancel.set()  # the players' own cancel: choose() returns at once, we drop it
        if self._future is not None:
            self._future.cancel()
        self._future, self._key = None, None

    def close(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
