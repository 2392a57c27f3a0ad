"""What the capture mechanisms ask of the compiled rules, as a protocol.

The modules of the mechanisms that capture beside the table's plain answers (the builds of
:mod:`~scopa.core.builds`, the piles stolen of :mod:`~scopa.core.steal`) work on the rules
compiled by :class:`~scopa.core.capture.CompiledRules`, which in turn calls them. Typed
against :class:`Captures` instead, they stay below it: no module of the core imports, even
for its types, one that imports it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .declarations import Declarations
    from .rules import Rules


class Captures(Protocol):
    """The compiled rules as a mechanism sees them: :class:`~scopa.core.capture.CompiledRules`
    is one."""

    rules: Rules
    compulsory: str  # capture.compulsory: card, hand or none
    declarations: Declarations

    def options(self, rank: int, table: int) -> tuple[int, ...]:
        """The masks of table cards a card of ``rank`` may capture (empty: none)."""
        ...

    def legal(self, hand: int, table: int) -> list[tuple[int, int]]:
        """Every legal (card index, captured mask) for ``hand`` on ``table``."""
        ...
