"""A mechanism of the rules: one object, in its own module, that the rules consult.

Each mechanism a variant may use beside the plain game that the rules' check or the round's
score must hear of (builds, claimed sweeps, declared hands, a wild card, values in cycles,
in-play points, elimination) is one :class:`Mechanism` in its own module. It overrides the
few hooks it needs, as a chess variant overrides a few methods of the board; the central
functions call every installed mechanism's hook and know none of them by name:

- :meth:`~Mechanism.conflicts`: what :meth:`Rules.check <scopa.core.rules.Rules.check>` says
  of the mechanism's rules that do not fit together;
- :meth:`~Mechanism.named_cards`: the cards its rules name, which the deck must hold;
- :meth:`~Mechanism.dealt_counts`: player counts a round may be dealt to beside the allowed
  ones;
- :meth:`~Mechanism.categories` and :meth:`~Mechanism.score`: the round-score categories it
  adds, and their points (see :func:`scopa.core.scoring.score_masks`);
- :meth:`~Mechanism.plain_captures` and :meth:`~Mechanism.plain_moves`: whether it leaves a
  card's captures, and a round's moves, the plain ones. :class:`CompiledRules
  <scopa.core.capture.CompiledRules>` asks them once, when the rules are compiled, and keeps
  the answer: no hook is asked once per move or per card.

This module sits below the rules: a hook's ``rules`` is a :class:`~scopa.core.rules.Rules`
(each mechanism's module types it so), and the mechanisms are installed from above, by
:mod:`scopa.core.mechanisms`, in the order the rules consult them. :mod:`scopa.core.play_points`
is the model to read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

Path = tuple[str | int, ...]  # a rule's place in the file: ("capture", "builds", "allowed")
Conflict = tuple[Path, str, str, dict[str, object]]  # place, English sentence, kind, parts


@dataclass(frozen=True)
class Tally:
    """What :func:`~scopa.core.scoring.score_masks` is given of a round, side by side: the
    piles (masks), the sweep points, and what each mechanism kept (None where not said):
    ``sweep_counts``, ``sweep_cards`` (the cards that made the sweeps), ``declared`` points
    and ``declared_kinds``, ``claimed`` (what doubted claims cost) and ``plays`` (in-play
    points by kind)."""

    piles: Sequence[int]
    sweeps: Sequence[int]
    sweep_counts: Sequence[int] | None = None
    sweep_cards: Sequence[int] | None = None
    declared: Sequence[int] | None = None
    declared_kinds: Sequence[tuple[int, ...]] | None = None
    claimed: Sequence[int] | None = None
    plays: Sequence[Sequence[int]] | None = None


class Mechanism:
    """One mechanism of the rules. Every hook does nothing until a mechanism overrides it.

    ``rules`` is the :class:`~scopa.core.rules.Rules` (typed as such in each mechanism's
    module: this one sits below the rules)."""

    name: ClassVar[str] = ""

    def conflicts(self, rules: Any) -> list[Conflict]:
        """Rules of the mechanism that are each valid but do not fit together, as
        :meth:`~scopa.core.rules.Rules.check` says them."""
        return []

    def named_cards(self, rules: Any) -> list[tuple[Path, str]]:
        """The cards the mechanism's rules name, as (place, the card as written): the deck
        must hold each (a card that is no card at all, the mechanism says in
        :meth:`conflicts`)."""
        return []

    def dealt_counts(self, rules: Any) -> Sequence[int]:
        """Player counts a round may be dealt to beside ``players.counts``."""
        return ()

    def categories(self, rules: Any) -> tuple[str, ...]:
        """The round-score categories the mechanism adds under ``rules`` (none: it scores
        nothing), each named in :data:`~scopa.core.scoring.CATEGORY_ORDER`."""
        return ()

    def score(self, rules: Any, tally: Tally, points: list[dict[str, int]]) -> None:
        """Set each side's points in the mechanism's :meth:`categories` (already 0 in
        ``points``) from the round's ``tally``."""

    def plain_captures(self, rules: Any) -> bool:
        """Whether, under ``rules``, the mechanism leaves what a card captures the plain
        Scopa captures (a match before any sum), so that the captures may take their
        cache-free fast path. Asked once, when the rules are compiled."""
        return True

    def plain_moves(self, rules: Any) -> bool:
        """Whether, under ``rules``, the mechanism leaves a round's moves the rules' own legal
        list (no claim, build, steal or declaration beside it). Asked once, when the rules are
        compiled."""
        return True


_INSTALLED: list[Mechanism] = []


def install(mechanisms: Sequence[Mechanism]) -> None:
    """Make ``mechanisms`` the ones the rules consult, in this order (see
    :mod:`scopa.core.mechanisms`)."""
    _INSTALLED[:] = mechanisms


def installed() -> tuple[Mechanism, ...]:
    """The mechanisms the rules consult, in order."""
    if not _INSTALLED:  # pragma: no cover - scopa.core installs them before anything runs
        raise RuntimeError("no mechanism installed: import scopa.core first")
    return tuple(_INSTALLED)
