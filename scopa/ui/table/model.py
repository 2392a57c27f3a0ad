"""The table as one seat is shown it: that seat's view, whose turn it is, and the selection.

Plain Python, no pygame. The model is built only from a seat's :class:`PlayerView` and the
public events, the same input a seat across a network gets; it never holds a card of a hand
it may not show (a card dealt into such a hand reaches the animator as :class:`Unseen`).

The turn and selection are explicit states:

``Waiting(seat)``
    another seat (a computer) is to play.
``Passing(seat)``
    hot seat: the device goes to ``seat``'s player before any hand is shown.
``Idle()``
    this seat is to play and nothing is picked.
``Confirming(card, target)``
    a card is picked and, with the confirm-before-play setting, waits for a second press.
``Choosing(card, options, choice, picked, moves)``
    the picked card has several moves (capture sets; where the rules have builds, also a
    build on a table card, a raise of a build, laying it down): the player picks table cards
    or cycles the moves.
``Over()``
    the round is over (its summary is read, then the next round starts).

The seat's view decides between Waiting, Passing, Idle and Over (:meth:`TableModel.observe`);
the player's intents move between Idle, Confirming and Choosing and end in a :class:`Play`
(a move to make) or a :class:`Refuse` (a move to explain, in the core's words). Moves and
capture sets come from the view (the core), never worked out here.

Where the rules allow claimed sweeps, :attr:`TableModel.claiming` arms the next card to go
face down as a claim (the core's claim moves), and a seat asked to answer a claim
(:attr:`TableModel.asked`) answers it with :meth:`TableModel.answer`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

from ...core.cards import Card, from_mask, to_mask
from ...core.declarations import DECLARE_SHIFT
from ...core.events import Claimed, Dealt, Event, Played, RoundScored, event, is_public
from ...core.moves import Move
from ...core.steal import BELOW_STEALS
from ...core.view import PlayerView


# -- what the animator is told beyond the public events ---------------------------------
@event
class Unseen(Event):
    """A card went face down into ``seat``'s hand, which this screen may not show."""

    seat: int
    stock_count: int  # cards left in the stock after this one


@event
class FromHand(Event):
    """``seat``'s next play leaves its hand from position ``index`` (as anyone at a table
    sees which card of a fan is pulled), for a hand whose faces are not known here."""

    seat: int
    index: int  # type: ignore[assignment]  # a field, in place of tuple.index


# -- states ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Waiting:
    seat: int


@dataclass(frozen=True)
class Passing:
    seat: int


@dataclass(frozen=True)
class Idle:
    pass


@dataclass(frozen=True)
class Confirming:
    card: Card
    target: Card | None = None


@dataclass(frozen=True)
class Choosing:
    card: Card
    options: tuple[frozenset[Card], ...]  # the table cards each option takes or builds on
    choice: int = 0
    picked: frozenset[Card] = frozenset()
    moves: tuple[Move, ...] = ()  # the move of each option, where one takes a pile or builds

    @property
    def builds(self) -> bool:
        """Whether a build (or a raise) is among the options: each is then told in words,
        since the cards it lights could as well be taken."""
        return any(m.builds for m in self.moves)

    @property
    def worded(self) -> bool:
        """Whether each option is told in words, on a button of its own: where a build is
        among them, a pile's take (its top card lit as well), or laying the card down,
        which lights no card (the mouse could not choose it)."""
        lays = any(not m.is_capture and not m.builds for m in self.moves)
        return self.builds or lays or any(m.steals for m in self.moves)


@dataclass(frozen=True)
class Over:
    pass


State = Waiting | Passing | Idle | Confirming | Choosing | Over
_MY_TURN = (Idle, Confirming, Choosing)


# -- what an intent comes to -------------------------------------------------------------
@dataclass(frozen=True)
class Play:
    """Play this move (the driver still has the core check it)."""

    move: Move


@dataclass(frozen=True)
class Refuse:
    """The core will not allow this: ask it why and say so."""

    move: Move


@dataclass(frozen=True)
class Ask:
    """A card is picked and waits for its confirmation (the confirm-before-play setting)."""

    card: Card


Outcome = Play | Refuse | Ask | None


@dataclass
class Seats:
    """Who sits where on this screen: the people at it, the names, whose hand may be shown."""

    kinds: Sequence[str]  # "human" or "cpu:<level>", one per seat
    names: list[str] = field(default_factory=list)

    @cached_property
    def humans(self) -> list[int]:
        return [s for s, kind in enumerate(self.kinds) if kind == "human"]

    @cached_property
    def hotseat(self) -> bool:
        return len(self.humans) >= 2


class TableModel:
    """One screen's table: the seat it shows, that seat's view, and the turn's state."""

    def __init__(self, seats: Seats, view: PlayerView, *, confirm: bool = False) -> None:
        self.seats = seats
        humans = seats.humans
        self.bottom = humans[0] if humans else 0  # the seat drawn at the bottom
        self.revealed: int | None = None if seats.hotseat else self.bottom
        self.confirm = confirm  # the setting: a picked card waits for a second press
        self.view = view
        self.state: State = Idle()
        self.focus: int | None = None  # the keyboard's card in the hand
        self.hint: Move | None = None
        self.declare = 0  # the declaration chosen for the next card (its mask bits; 0: none)
        self.claiming = False  # the next card goes face down, claiming a sweep
        self.observe(view)

    # -- what may be seen ----------------------------------------------------------------
    def may_see(self, seat: int) -> bool:
        """Whether ``seat``'s hand may be drawn face up on this screen now."""
        humans = self.seats.humans
        if not humans:
            return seat == self.bottom
        if self.seats.hotseat:
            return seat == self.revealed
        return seat in humans

    @property
    def shown_seat(self) -> int | None:
        """The one seat whose hand this model knows (None: none, on a hot-seat pass)."""
        return self.bottom if self.may_see(self.bottom) else None

    def public(self, events: Iterable[Event], lifted: int | None = None) -> list[Event]:
        """``events`` as this screen may know them: a card dealt into a hidden hand becomes
        :class:`Unseen`, and a hidden hand's play says where in the hand it came from."""
        out: list[Event] = []
        for ev in events:
            if isinstance(ev, Dealt) and not is_public(ev):
                assert ev.seat is not None
                if not self.may_see(ev.seat):
                    out.append(Unseen(ev.round, ev.seat, ev.stock_count))
                    continue
            elif lifted is not None and (
                isinstance(ev, Claimed)  # no card said, even to its own seat: where it was
                or (isinstance(ev, Played) and not self.may_see(ev.seat))
            ):
                out.append(FromHand(ev.round, ev.seat, lifted))
            out.append(ev)
        return out

    # -- whose turn ----------------------------------------------------------------------
    def observe(self, view: PlayerView) -> None:
        """A new position: the view of the seat shown (or, on a pass, of the seat to play)."""
        self.view = view
        seat = view.current_player
        if any(isinstance(e, RoundScored) for e in view.history):
            self.state = Over()
        elif seat not in self.seats.humans:
            self.state = Waiting(seat)
        elif self.seats.hotseat and self.revealed != seat:
            self.state = Passing(seat)
        elif not isinstance(self.state, _MY_TURN):
            self.state = Idle()

    def played(self, view: PlayerView) -> None:
        """A move was made: the selection and the hint are gone, a hot seat hides its hand."""
        self.state = Idle()
        self.hint = None
        self.declare = 0
        self.claiming = False
        if self.seats.hotseat:
            self.revealed = None
            self.focus = None  # the next player's hand starts with no card of this one's
        self.observe(view)

    def reveal(self, seat: int, view: PlayerView) -> None:
        """The pass screen was clicked: ``seat`` sits at the bottom and sees its hand."""
        self.revealed = seat
        self.bottom = seat
        self.focus = None
        self.state = Idle()
        self.observe(view)

    @property
    def my_turn(self) -> bool:
        """Whether the seat shown is to play (the screen adds: and nothing moves)."""
        return isinstance(self.state, _MY_TURN) and self.may_see(self.view.current_player)

    @property
    def choosing(self) -> Choosing | None:
        return self.state if isinstance(self.state, Choosing) else None

    @property
    def armed(self) -> tuple[Card, Card | None] | None:
        s = self.state
        return (s.card, s.target) if isinstance(s, Confirming) else None

    # -- intents -------------------------------------------------------------------------
    def pick(self, card: Card, target: Card | None = None) -> Outcome:
        """A hand card was picked (clicked, dropped on ``target``, or its number pressed):
        play it, wait for its confirmation, or open the choice among its moves. Every move
        the core offers for the card is among them (its captures, a build on each table card
        it may go on, a raise of each build, laying it down); dropped on a table card, the
        moves that take that card or build on it."""
        if not self.my_turn:
            return None
        playable = [m for m in self.view.legal_moves() if not m.is_answer]
        if self.claiming:
            legal = [m for m in playable if m.claims and m.card == card]
        else:
            said = self.declare >> DECLARE_SHIFT
            legal = [
                m
                for m in playable
                if m.card == card
                and not m.claims
                and (m[1] & BELOW_STEALS) >> DECLARE_SHIFT == said
            ]
        if not legal:
            return Refuse(Move(card, frozenset({target} if target else ())))
        if target is not None:
            fits = [m for m in legal if target in m.captured | m.onto | self._tops(m)]
            if not fits:
                # dropped on a card it can neither take nor build on: laying it down is what
                # the player meant, when the rules allow it (else the reason a capture is due
                # is given)
                lays = [m for m in legal if not m.is_capture and not m.builds]
                if not lays:
                    return Refuse(Move(card, frozenset({target})))
                fits, target = lays, None
            legal = fits
        if len(legal) == 1:
            return self._play_or_ask(card, legal[0], target)
        options = tuple(m.onto or m.captured for m in legal)
        moves: tuple[Move, ...] = ()
        if any(m.steals for m in legal):
            options, moves = self.seen_takes(legal), tuple(legal)
        elif any(m.builds or not m.is_capture for m in legal):  # a build, or a lay
            moves = tuple(legal)
        self.state = Choosing(card, options, 0, frozenset({target} if target else ()), moves)
        return None

    def seen_takes(self, moves: Sequence[Move]) -> tuple[frozenset[Card], ...]:
        """What each move takes that the table shows: its table cards and the top card of
        each pile it steals (the core's answer, :meth:`PlayerView.takes`)."""
        takes = [self.view.takes(m.card_index, m[1]) for m in moves]
        return tuple(frozenset(from_mask(t.table | t.tops)) for t in takes)

    def _tops(self, move: Move) -> frozenset[Card]:
        """The top cards of the piles ``move`` steals (where a drop on one means it)."""
        if not move.steals:
            return frozenset()
        return frozenset(from_mask(self.view.takes(move.card_index, move[1]).tops))

    def _play_or_ask(self, card: Card, move: Move, target: Card | None) -> Outcome:
        """The one move a pick (a drop on ``target``) comes to: played, or first confirmed
        where the setting says (by the same pick again)."""
        if self.confirm and self.armed != (card, target):
            self.state = Confirming(card, target)
            return Ask(card)
        return Play(move)

    def pick_table(self, card: Card) -> Outcome:
        """In the choice, a table card picked (or dropped) narrows the sets holding it."""
        s = self.choosing
        if s is None:
            return None
        picked = s.picked ^ {card}
        fits = [i for i, c in enumerate(s.options) if picked <= c]
        if not fits:
            return Refuse(Move(s.card, frozenset(picked)))
        exact = [i for i in fits if s.options[i] == picked]
        if len(exact) == 1 or (not exact and len(fits) == 1):
            return self.take((exact or fits)[0])
        # several sets hold the cards picked (or are just them: taking a card, or building
        # on it): the first is shown, and Tab, a number or a button says which
        self.state = replace(s, picked=picked, choice=(exact or fits)[0])
        return None

    def cycle(self, step: int) -> None:
        """Tab or an arrow: the next (or previous) capture set."""
        s = self.choosing
        if s is not None:
            self.state = replace(s, choice=(s.choice + step) % len(s.options), picked=frozenset())

    def take(self, index: int | None = None) -> Outcome:
        """Take the set ``index`` (None: the one shown) with the card being played."""
        s = self.choosing
        if s is None:
            return None
        taken = s.options[s.choice if index is None else index]
        if s.moves:
            return Play(s.moves[s.choice if index is None else index])
        return Play(Move.from_mask(s.card.index, to_mask(taken) | self.declare))

    # -- declarations --------------------------------------------------------------------
    def declarations(self) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
        """The declarations the seat shown may make with its next card (the core's list)."""
        return self.view.declarations() if self.my_turn else ()

    def choose_declaration(self, flag: int) -> None:
        """A declaration button (or D): this one goes with the next card; again: none."""
        self.declare = 0 if self.declare == flag else flag
        self.claiming = False
        if isinstance(self.state, Choosing | Confirming):
            self.state = Idle()

    # -- claimed sweeps ------------------------------------------------------------------
    def may_claim(self) -> bool:
        """Whether the seat shown may play a card face down claiming a sweep now (the core
        lists such moves among its legal ones)."""
        return self.my_turn and any(m.claims for m in self.view.legal_moves())

    def choose_claim(self) -> None:
        """The claim button (or C): the next card goes face down as a claim; again: not."""
        self.claiming = not self.claiming and self.may_claim()
        if self.claiming:
            self.declare = 0
        if isinstance(self.state, Choosing | Confirming):
            self.state = Idle()

    @property
    def asked(self) -> Claimed | None:
        """The claimed sweep the seat shown is to answer now (trust or doubt), or None."""
        if not self.my_turn or not self.view.rules.claims.sweep:
            return None
        pending = self.view.claim()
        if pending is None or pending[1][:1] != (self.view.seat,):
            return None
        return pending[0]

    def answer(self, trust: bool) -> Outcome:
        """The Trust or Doubt button (or T, D): the answer, where the core lists it."""
        if self.asked is None:
            return None
        move = Move.answer(trust)
        return Play(move) if move in self.view.legal_moves() else Refuse(move)

    def cancel(self) -> None:
        """Escape (or a new drag): the choice is put down."""
        if isinstance(self.state, Choosing):
            self.state = Idle()

    def disarm(self) -> bool:
        """Escape: an armed claim is put down (True), or there was none (False)."""
        was, self.claiming = self.claiming, False
        return was

    def move_focus(self, step: int, size: int) -> None:
        """The arrows over a hand of ``size`` cards."""
        if size:
            if self.focus is None:
                self.focus = 0 if step > 0 else size - 1
            else:
                self.focus = (self.focus + step) % size
