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
  :meth:`~Mechanism.sweeps_apart` and :meth:`~Mechanism.score_sweeps`: the sweeps it scores
  apart from the others;
- :meth:`~Mechanism.plain_captures` and :meth:`~Mechanism.plain_moves`: whether it leaves a
  card's captures, and a round's moves, the plain ones. :class:`CompiledRules
  <scopa.core.capture.CompiledRules>` asks them once, when the rules are compiled, and keeps
  the answer: no hook is asked once per move or per card.

A mechanism that adds moves of its own (a build, a steal, a claim, a declaration) also plays
them, through the hooks the round's engine calls (:class:`~scopa.core.engine.Round`), asked
only of the mechanisms whose :meth:`~Mechanism.plays` says they change the round's play:

- :meth:`~Mechanism.moves`: the seat's moves, on a :class:`Position` (the engine's round,
  or the round as a seat's view sees it: both list the same moves);
- :meth:`~Mechanism.dealt`: after each deal of the hands;
- :meth:`~Mechanism.before_play`: before a card is played, where a mechanism plays a move
  that is its own whole (a build, a claim, an answer) or readies one the ordinary capture
  ends (piles stolen, a declaration, a wild card's rank);
- :meth:`~Mechanism.taken`: cards that went into a side's pile;
- :meth:`~Mechanism.finished`: the round is over;
- :meth:`~Mechanism.refusal`: why a move the seat may not make is refused, where the reason
  is the mechanism's own (asked by :meth:`Game.check <scopa.core.game.Game.check>`).

A move's own mark rides in the mask above the card bits (each mechanism's module says its
bits). The hooks see the round through :class:`Playing`. A mechanism that keeps state in the
round names its field (:attr:`~Mechanism.record`) and makes its record
(:meth:`~Mechanism.new_record`); the round holds and clones it.

This module sits below the rules: a hook's ``rules`` is a :class:`~scopa.core.rules.Rules`
(each mechanism's module types it so), and the mechanisms are installed from above, by
:mod:`scopa.core.mechanisms`, in the order the rules consult them. :mod:`scopa.core.play_points`
is the model to read for a mechanism that scores, :mod:`scopa.core.claims` for one that adds
moves of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from .errors import IllegalMove

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


Move = tuple[int, int]  # the engine's move: (card index, mask); an answer's card is -1


class Position(Protocol):
    """A round as the hooks that list moves see it: the engine's round, or the round as one
    seat sees it (:meth:`PlayerView.legal_raw <scopa.core.view.PlayerView.legal_raw>` makes
    one), so both list the same moves. The seat to move (``current``) and its hand
    (``hands[current]``; a seat's view knows no other hand), the ``table``, every seat's side
    (``team``), the cards yet to be played in the round (``to_play``: the last is 1) and
    each mechanism's record (``steals``, ``building``, ``declarations``, ``claims``)."""

    hands: list[int]
    current: int
    table: int
    team: tuple[int, ...]
    to_play: int
    steals: Any
    building: Any
    declarations: Any
    claims: Any


class Playing(Position, Protocol):
    """A round in play, as the play hooks see it (:class:`~scopa.core.engine.Round` is one):
    its masks, whose turn it is, the log of events (None: the search's round, that keeps
    none) and each mechanism's record. The play being made: ``rank``, the rank the card
    plays at (0: its own), ``taking``, the cards it takes from beyond the table, and
    ``telling``, what says its capture's first events instead of the round (None: the
    round says them), each read and reset by the ordinary play that follows."""

    c: Any
    after: tuple[int, ...]
    order: tuple[int, ...]
    number: int
    piles: list[int]
    sweeps: list[int]
    sweep_counts: list[int]
    sweep_cards: list[int]
    last_capturer: int
    in_hands: int
    events: list[Any] | None
    arrival: list[int] | None
    rank: int
    taking: int
    telling: Teller | None

    def pass_turn(self, seat: int) -> None:
        """Play passes on from ``seat``: to the next seat, a new deal, or the round's end."""
        ...

    def arrived(self, idx: int) -> None:
        """Card ``idx`` reached the table now (with events: for the order cards lie in)."""
        ...

    def ordered(self, mask: int) -> tuple[Any, ...]:
        """The cards of ``mask`` in the order they reached the hand or the table."""
        ...

    def took(self, cards: int) -> None:
        """``cards`` went into a side's pile: every mechanism's :meth:`Mechanism.taken`."""
        ...


class Teller(Protocol):
    """What says the first events of a capture a mechanism readied (see
    :attr:`Playing.telling`)."""

    def tell(self, rnd: Playing, seat: int, team: int, idx: int, captured: int) -> None:
        """Append the capture's events, as the played card's: its play, then its captures."""
        ...


class Mechanism:
    """One mechanism of the rules. Every hook does nothing until a mechanism overrides it.

    ``rules`` is the :class:`~scopa.core.rules.Rules` (typed as such in each mechanism's
    module: this one sits below the rules)."""

    name: ClassVar[str] = ""
    # the round's field the mechanism keeps its part of the round in ("": it keeps none),
    # made by new_record() for every round; ``shared``: play replaces the record and never
    # changes it, so a round's clone shares it (else the clone copies it)
    record: ClassVar[str] = ""
    shared: ClassVar[bool] = False

    def new_record(self, seats: int, sides: int) -> Any:
        """The mechanism's part of a new round of ``seats`` seats and ``sides`` sides (a
        :class:`~scopa.core.record.Record`), kept in the round's field :attr:`record`. The
        round takes the fields of the mechanisms installed when it is first imported."""
        return None

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

    def sweeps_apart(self, rules: Any) -> tuple[str, ...]:
        """The categories of sweeps the mechanism scores apart from ``"scope"`` under
        ``rules`` (shown right after it), each named from ``"scope"``'s own points."""
        return ()

    def score_sweeps(
        self,
        rules: Any,
        tally: Tally,
        side: int,
        points: dict[str, int],
        counted: list[tuple[str, int]],
    ) -> int:
        """Set side ``side``'s ``points`` in the :meth:`sweeps_apart` categories, noting each
        as (category, how many sweeps) in ``counted``; returns the points they take out of
        ``"scope"``."""
        return 0

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

    # ------------------------------------------------------- the round's play
    def plays(self, rules: Any) -> bool:
        """Whether, under ``rules``, the mechanism hears the round's play (its hooks
        :meth:`dealt`, :meth:`before_play`, :meth:`taken`, :meth:`finished`) even where it
        lists no moves of its own (where it does, it always hears it). Asked once, when the
        rules are compiled."""
        return False

    def moves(self, c: Any, rnd: Position, moves: list[Move] | None) -> list[Move] | None:
        """The moves of the seat to play on ``rnd``, given ``moves``, what the mechanisms
        asked before listed (None: none listed them yet; the rules' own list follows if none
        does). ``c`` is the compiled rules. Asked of the mechanisms whose :meth:`plain_moves`
        is False."""
        return moves

    def dealt(self, rnd: Playing, last: bool) -> None:
        """The hands were just dealt (``last``: the stock is out)."""

    def before_play(self, rnd: Playing, seat: int, idx: int, mask: int) -> int:
        """``seat`` is to play card ``idx`` with ``mask`` (``idx`` -1: an answer). Returns
        the mask the ordinary play goes on with (the card bits of the table cards taken;
        0: the card is laid), or -1 where the mechanism made the whole play itself (then what
        hooks asked before it readied, ``rank``, ``taking`` and ``telling``, is dropped)."""
        return mask

    def taken(self, rnd: Playing, cards: int) -> None:
        """``cards`` (a mask) went into a side's pile."""

    def finished(self, rnd: Playing) -> None:
        """The round is over."""

    def refusal(
        self, rnd: Playing, idx: int, mask: int, legal: Sequence[Move]
    ) -> IllegalMove | None:
        """Why the seat to play may not play card ``idx`` (-1: an answer) with ``mask``, a
        move not in ``legal``, where the reason is the mechanism's own (None: not its to
        say). Asked of every installed mechanism, the last installed first (a claim's answer,
        a claim and a declaration wrap any other move), before the table's own reasons."""
        return None


@dataclass(frozen=True)
class PlayHooks:
    """The mechanisms whose play hooks a round calls under one set of rules, each hook's in
    the order installed: those that list ``moves`` (not :meth:`~Mechanism.plain_moves`), and
    those that :meth:`~Mechanism.plays` and override :meth:`~Mechanism.dealt`,
    :meth:`~Mechanism.before_play`, :meth:`~Mechanism.taken` or :meth:`~Mechanism.finished`.
    """

    moves: tuple[Mechanism, ...] = ()
    dealt: tuple[Mechanism, ...] = ()
    before_play: tuple[Mechanism, ...] = ()
    taken: tuple[Mechanism, ...] = ()
    finished: tuple[Mechanism, ...] = ()

    @classmethod
    def of(cls, rules: Any, listing: Sequence[Mechanism]) -> PlayHooks:
        """The hooks of the installed mechanisms under ``rules``, where those ``listing``
        list moves of their own (those whose :meth:`~Mechanism.plain_moves` is False)."""
        playing = [m for m in installed() if m in listing or m.plays(rules)]

        def overriding(hook: str) -> tuple[Mechanism, ...]:
            return tuple(
                m for m in playing if getattr(type(m), hook) is not getattr(Mechanism, hook)
            )

        return cls(
            tuple(listing),
            overriding("dealt"),
            overriding("before_play"),
            overriding("taken"),
            overriding("finished"),
        )


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
