"""What happens in a match, as plain frozen values.

The game returns these from :meth:`~scopa.core.game.Game.play`; the table turns them into
animations and sounds, a log prints them. Each carries everything its animation needs, so the
interface never has to ask the game what just happened.

An event is an immutable record with named fields, built by :func:`event` on a tuple: a
match makes some sixty a round, so they must cost little to make.

>>> e = Dealt(1, 0, Card.parse("7D"), 33)
>>> e.card, e == Dealt(1, 0, Card.parse("7D"), 33), e == Played(1, 0, Card.parse("7D"), ())
(Card.parse('7D'), True, False)
>>> e
Dealt(round=1, seat=0, card=Card.parse('7D'), stock_count=33)
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, ClassVar, TypeVar, dataclass_transform

from .cards import Card
from .outcome import Outcome
from .scoring import RoundResult

_E = TypeVar("_E", bound=type)


@dataclass_transform(frozen_default=True)
def event(cls: _E) -> _E:
    """Make ``cls`` (a subclass of :class:`Event` with annotated fields) an event type: a
    tuple of its fields, base fields first, read by name, compared with its own kind only."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        for name in vars(klass).get("__annotations__", {}):
            if name not in names and not name.startswith("_"):
                names.append(name)
    args = ", ".join(names)
    space: dict[str, Any] = {"_tuple_new": tuple.__new__}
    exec(f"def __new__(cls, {args}):\n    return _tuple_new(cls, ({args},))\n", space)
    body: dict[str, Any] = {
        k: v for k, v in vars(cls).items() if k not in ("__dict__", "__weakref__")
    }
    body.update(
        __slots__=(),
        __new__=space["__new__"],
        __match_args__=tuple(names),
        _fields=tuple(names),
        **{name: property(itemgetter(i), doc=f"the {name}") for i, name in enumerate(names)},
    )
    return type(cls)(cls.__name__, cls.__bases__, body)  # type: ignore[return-value]


@event
class Event(tuple):  # type: ignore[type-arg]
    """Base of every event: ``round`` is the round it happened in."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ("round",)
    round: int

    def __repr__(self) -> str:
        parts = ", ".join(f"{n}={v!r}" for n, v in zip(self._fields, self, strict=True))
        return f"{type(self).__name__}({parts})"

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)  # type: ignore[arg-type]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((type(self).__name__, tuple(self)))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), tuple(self))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"an event cannot be changed ({name})")

    def line(self) -> str:
        """What happened, in a log's words and card notation (without its round): each
        kind of event says its own line."""
        return type(self).__name__

    @property
    def shows_unseen(self) -> bool:
        """Whether it shows every seat a card played unseen (a move before it can no longer
        be taken back)."""
        return False


@event
class DealerDrawn(Event):
    """Before the match the deck was dealt face up, a card to each seat in turn from seat 0,
    until ``match.first_dealer_card`` (the last of ``cards``) came to ``seat``, who deals."""

    cards: tuple[Card, ...]
    seat: int

    def line(self) -> str:
        return f"dealt face up {_cards(self.cards)}: seat {self.seat} deals first"


@event
class RoundStarted(Event):
    dealer: int
    leader: int

    def line(self) -> str:
        return f"seat {self.dealer} deals, seat {self.leader} leads"


@event
class Redeal(Event):
    """The first table was dealt again: ``count`` cards of ``rank`` lay on it."""

    dealer: int
    table: tuple[Card, ...]
    rank: int
    count: int  # type: ignore[assignment]  # a field, in place of tuple.count

    def line(self) -> str:
        return f"redeal ({self.count} of rank {self.rank}): {_cards(self.table)}"


@event
class Dealt(Event):
    """One card leaves the stock: to ``seat``'s hand, or face up to the table (seat None)."""

    seat: int | None
    card: Card
    stock_count: int  # cards left in the stock after this one

    def line(self) -> str:
        return f"{self.card} to " + ("the table" if self.seat is None else f"seat {self.seat}")


@event
class TableBonus(Event):
    """The dealer (or leader) takes a first table of 15 or 30 with its sweeps (Escoba)."""

    seat: int
    team: int
    cards: tuple[Card, ...]
    sweeps: int

    def line(self) -> str:
        return f"seat {self.seat} takes the first table {_cards(self.cards)} ({self.sweeps} sweeps)"


@event
class Declared(Event):
    """Before its first card of a deal, ``seat`` declared its hand, now shown to every
    seat: ``points`` from the rules' declarations numbered ``kinds``; ``wild_rank`` is the
    rank named for the wild card (0: none)."""

    seat: int
    team: int
    cards: tuple[Card, ...]
    points: int
    kinds: tuple[int, ...]
    wild_rank: int


@event
class Revealed(Event):
    """``seat``'s hand was dealt face up (the last deal, where the rules say so)."""

    seat: int
    cards: tuple[Card, ...]


@event
class Played(Event):
    """``seat`` played ``card``; ``captured`` is empty when it was laid on the table."""

    seat: int
    card: Card
    captured: tuple[Card, ...]

    def line(self) -> str:
        taken = f" x {_cards(self.captured)}" if self.captured else ""
        return f"seat {self.seat} plays {self.card}{taken}"


@event
class Built(Event):
    """``seat`` laid ``card`` on the table cards ``onto`` (a loose card, or a build it
    raised), making a build of ``value`` that it owns; its :class:`Played` came first."""

    seat: int
    team: int
    card: Card
    onto: tuple[Card, ...]
    value: int

    def line(self) -> str:
        return f"seat {self.seat} builds {self.card} on {_cards(self.onto)}: {self.value}"


@event
class Claimed(Event):
    """``seat`` played a card face down, claiming it sweeps ``cards`` (the whole table);
    the seats ``asked`` answer in turn whether they trust the claim. The card is not said:
    it is seen only if a doubt shows it (:class:`ClaimSettled`)."""

    seat: int
    team: int
    cards: tuple[Card, ...]
    asked: tuple[int, ...]

    def line(self) -> str:
        return f"seat {self.seat} plays a card face down, claiming {_cards(self.cards)}"


@event
class Answered(Event):
    """``seat`` answered a claimed sweep: it trusts it, or doubts it (which settles it)."""

    seat: int
    trust: bool

    def line(self) -> str:
        return f"seat {self.seat} {'trusts' if self.trust else 'doubts'} the claim"


@event
class ClaimSettled(Event):
    """The claim of ``seat`` is settled. ``card`` is the card played when a doubt showed it
    (None: trusted by all, it stays unseen). ``upheld``: the sweep of ``cards`` stands,
    worth ``value`` points (``count`` sweeps so far); otherwise ``card`` was laid on the
    table beside them. ``doubter`` is the seat that doubted (None: trusted); ``penalty``
    the points the claim cost ``penalty_team`` (0: nobody)."""

    seat: int
    team: int
    card: Card | None
    cards: tuple[Card, ...]
    upheld: bool
    value: int
    count: int  # type: ignore[assignment]  # a field, in place of tuple.count
    doubter: int | None
    penalty_team: int | None
    penalty: int

    @property
    def shows_unseen(self) -> bool:
        return self.card is not None  # a doubt showed the card played face down

    def line(self) -> str:
        shown = "unseen" if self.card is None else f"{self.card}"
        outcome = "the sweep stands" if self.upheld else "the claim is cancelled"
        cost = f", -{self.penalty}" if self.penalty else ""
        return f"seat {self.seat}'s claim ({shown}): {outcome}{cost}"


@event
class Captured(Event):
    seat: int
    team: int
    card: Card
    cards: tuple[Card, ...]

    def line(self) -> str:
        return f"seat {self.seat} captures {_cards(self.cards)}"


@event
class Stole(Event):
    """``seat`` played ``card`` on the top card ``top`` of ``from_team``'s pile and took the
    whole pile, ``cards`` (the top included), to its side ``team`` (``capture.steal``). The
    :class:`Played` before it names ``top`` among the cards taken; the :class:`Captured`
    after it puts ``card`` on top of the taker's pile, with any table cards taken beside."""

    seat: int
    team: int
    card: Card
    from_team: int
    top: Card
    cards: tuple[Card, ...]

    def line(self) -> str:
        victim, top, n = self.from_team, self.top, len(self.cards)
        return f"seat {self.seat} steals team {victim}'s pile ({top} on top, {n})"


@event
class Swept(Event):
    """A capture emptied the table: a scopa (escoba). ``value`` points, ``count`` so far."""

    seat: int
    team: int
    card: Card
    value: int
    count: int  # type: ignore[assignment]  # a field, in place of tuple.count

    def line(self) -> str:
        return f"seat {self.seat} sweeps (+{self.value}, {self.count} this round)"


@event
class PlayScored(Event):
    """``seat``'s capture with ``card`` scored in-play points as it was made
    (``play_points``): ``kinds`` among ``last_laid``, ``one_suit`` and ``many_cards``
    (Cicera's picchiata, bager and piccola), ``value`` points in all."""

    seat: int
    team: int
    card: Card
    kinds: tuple[str, ...]
    value: int

    def line(self) -> str:
        return f"seat {self.seat} scores {' '.join(self.kinds)} (+{self.value})"


@event
class TableCleared(Event):
    """After the last play the last capturer took the cards left on the table."""

    seat: int
    team: int
    cards: tuple[Card, ...]

    def line(self) -> str:
        return f"seat {self.seat} takes the rest: {_cards(self.cards)}"


@event
class ScoresReset(Event):
    """``team`` took ``coins`` coins this round, so every other side's match score went back
    to 0 (``match.coins_reset``); ``before`` holds the match scores the reset replaced."""

    team: int
    coins: int
    before: tuple[int, ...]

    def line(self) -> str:
        before = list(self.before)
        return f"team {self.team} took {self.coins} coins: the others' {before} go to 0"


@event
class RoundScored(Event):
    result: RoundResult
    scores: tuple[int, ...]  # match totals after this round

    def line(self) -> str:
        return f"scored {self.result.totals}, match {list(self.scores)}"


@event
class PlayerOut(Event):
    """In an elimination game, ``seat`` reached the target with ``score`` and is out."""

    seat: int
    score: int

    def line(self) -> str:
        return f"seat {self.seat} is out at {self.score}"


@event
class MatchWon(Event):
    """The match is over, as ``outcome`` says (:attr:`Game.outcome`: who won, who lost where
    the objective names one, and why), with the match's final ``scores``."""

    outcome: Outcome
    scores: tuple[int, ...]

    def line(self) -> str:
        outcome = self.outcome
        who = "drawn" if outcome.winner is None else f"team {outcome.winner} wins"
        lost = "" if outcome.loser is None else f", team {outcome.loser} lost"
        return f"match {who} ({outcome.termination}{lost}) at {list(self.scores)}"


def is_public(event: Event) -> bool:
    """Whether every seat may know ``event``: all but a card dealt into a hand."""
    return not (isinstance(event, Dealt) and event.seat is not None)


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def describe(event: Event) -> str:
    """One log line in card notation, e.g. ``round 2: seat 0 plays 7D x 3C 4S`` (each kind
    of event says its own: :meth:`Event.line`)."""
    return f"round {event.round}: {event.line()}"
