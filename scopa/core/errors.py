"""The two errors a player can meet: a broken rules file and an illegal move."""

from __future__ import annotations

from dataclasses import dataclass, field


class ScopaError(Exception):
    """Base of the game's own errors."""


@dataclass
class Problem:
    """One thing wrong in a rules file, with where it is."""

    message: str
    file: str | None = None
    line: int | None = None  # 1-based
    column: int | None = None  # 1-based
    key: str | None = None  # dotted key path, e.g. "capture.modes"
    code: str | None = None  # the kind of problem, for translations ("unknown_key", ...)
    params: dict[str, object] = field(default_factory=dict)  # its parts, for translations

    def __str__(self) -> str:
        key = f"{self.key}: " if self.key else ""
        if self.file is None and self.line is None:  # no file to name: a preset's name, say
            return f"{key}{self.message}"
        where = self.file or "<rules>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {key}{self.message}"


class RulesError(ScopaError, ValueError):
    """A rules file that cannot be used; ``problems`` lists every fault found, with places."""

    def __init__(self, problems: list[Problem] | Problem | str) -> None:
        if isinstance(problems, str):
            problems = [Problem(problems)]
        elif isinstance(problems, Problem):
            problems = [problems]
        self.problems: list[Problem] = problems
        super().__init__("\n".join(str(p) for p in problems))

    @property
    def first(self) -> Problem:
        return self.problems[0]


@dataclass
class IllegalMove(ScopaError, ValueError):
    """A move the rules forbid, as a reason ``code`` and its typed parts.

    ``code`` names the reason ("not_in_hand", "must_match", ...): the interface words it in
    the player's language from the catalogue key ``illegal_<code>``; ``cards`` are the cards
    the move was made of, in notation, and ``params`` what the sentence needs: ``card`` (a
    Card), ``cards`` (Cards), ``options`` (capture sets), ``rank``, ``value`` and ``total``
    (numbers). ``str()`` is the code and the move, for logs.
    """

    code: str = "illegal"
    cards: tuple[str, ...] = field(default_factory=tuple)
    params: dict[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        ValueError.__init__(self, str(self))

    def __str__(self) -> str:
        return f"illegal move ({self.code})" + (f": {' '.join(self.cards)}" if self.cards else "")
