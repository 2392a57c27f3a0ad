"""H: what the strongest computer player would do here, and why, asked off the render thread."""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor

from ...ai import Hint, hint
from ...core.view import PlayerView

log = logging.getLogger(__name__)
Advice = Hint


def _hint(view: PlayerView) -> Advice | None:
    return hint(view, time_budget=0.4)


class Hints:
    """One question at a time, for one turn; an answer for a turn gone by is dropped."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[Advice | None] | None = None
        self._key: tuple[int, int] | None = None

    @property
    def asking(self) -> bool:
        return self._future is not None

    def ask(self, view: PlayerView, key: tuple[int, int]) -> None:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scopa-hint")
        self._key = key
        self._future = self._pool.submit(_hint, view)

    def answer(self, key: tuple[int, int]) -> Advice | None:
        """The advice once it is ready and still about turn ``key``."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        if self._key != key:
            return None  # the position moved on meanwhile
        try:
            return future.result()
        except Exception:
            log.exception("the hint failed")
            return None

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
