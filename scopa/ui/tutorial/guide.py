"""What a lesson's table and its scoring page ask of the course that runs them.

The course (:mod:`.course`) starts the tables and pages; they call back through this face,
so neither imports the course, not even for its types.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...core.events import RoundScored
from ...core.rules import Rules
from ..scenes.table import TableScene
from .lessons import Lesson


class Guide(Protocol):
    @property
    def rules(self) -> Rules: ...
    @property
    def lessons(self) -> Sequence[Lesson]: ...
    @property
    def lesson(self) -> int: ...  # the lesson being played, an index of ``lessons``

    def sweep_word(self) -> str: ...
    def reached(self, step: int) -> None: ...
    def next_lesson(self) -> None: ...
    def skip_lesson(self) -> None: ...
    def leave(self) -> None: ...
    def scoring(self, table: TableScene, ev: RoundScored) -> None: ...
    def finish(self) -> None: ...
