"""Piles stolen by their top card: a capture source beyond the table (``capture.steal``).

Where the rules steal (``capture.steal.pile_top``), every side keeps its captures face up with
the capturing card on top, and a played card equal in rank to the top card of an opponent
side's pile takes that whole pile (with ``with_table``, together with table cards, the top
card counting as one of them). The card played then lies on top of the taker's pile, which
may be stolen in turn.

In the engine's ``(card, mask)`` pairs the mask's card bits are the *table* cards taken; each
pile stolen is one bit from :data:`STEAL_SHIFT` up, bit ``STEAL_SHIFT + team`` for the pile of
``team``, above the declaration and claim bits. :func:`take_of` is the one place that
says what a move takes and from where; the engine, the views, the computer players and the
table all ask it.

>>> from scopa.core.rules import Rules
>>> from scopa.core.capture import CompiledRules
>>> from scopa.core.cards import Card, from_mask
>>> from scopa.core.declarations import CARD_BITS
>>> c = CompiledRules(Rules.preset("rubamazzo"))
>>> seven, table = Card.parse("7D").index, Card.parse("7C").bit
>>> tops = [-1, Card.parse("7S").index]  # side 1's pile has the 7 of swords on top
>>> options = c.steals.options(7, table, tops, 0)  # take the 7C, or side 1's pile
>>> [([str(t) for t in from_mask(m & CARD_BITS)], stolen_sides(m)) for m in options]
[(['7C'], ()), ([], (1,))]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .builds import BUILD
from .cards import ALL_CARDS, RANK_MASKS, RANK_OF, bits, cards_of, from_mask
from .claims import CLAIM_SHIFT
from .declarations import CARD_BITS
from .errors import IllegalMove
from .events import Captured, Played, Stole
from .mechanism import Mechanism, Move, Playing, Position
from .record import Record, record

if TYPE_CHECKING:
    from .captures import Captures
    from .rules import Rules

STEAL_SHIFT = CLAIM_SHIFT + 3  # mask >> STEAL_SHIFT: the sides whose piles a move steals (bits)
BELOW_STEALS = (1 << STEAL_SHIFT) - 1  # the card, declaration and claim bits of a mask
STEAL_BITS = 0xFF << STEAL_SHIFT  # one bit a side (the builds' flag lies above them)


def steal_flag(team: int) -> int:
    """The mask bit of stealing ``team``'s pile."""
    return 1 << (STEAL_SHIFT + team)


def stolen_sides(mask: int) -> tuple[int, ...]:
    """The sides whose piles a move's ``mask`` steals, in order (none: ``()``)."""
    return tuple(bits((mask & STEAL_BITS) >> STEAL_SHIFT))


@dataclass(frozen=True)
class Take:
    """What a move takes and from where: ``table`` (a mask) from the table, and each pile
    stolen as (side, the pile's cards as a mask, its top card's index)."""

    table: int
    piles: tuple[tuple[int, int, int], ...] = ()

    @property
    def pile_cards(self) -> int:
        """Every card of the piles stolen, as a mask."""
        out = 0
        for _, pile, _ in self.piles:
            out |= pile
        return out

    @property
    def cards(self) -> int:
        """Everything taken, table and piles, as a mask (the card played not included)."""
        return self.table | self.pile_cards

    @property
    def sides(self) -> tuple[int, ...]:
        return tuple(side for side, _, _ in self.piles)

    @property
    def tops(self) -> int:
        """The top cards of the piles stolen, as a mask."""
        out = 0
        for _, _, top in self.piles:
            out |= 1 << top
        return out

    def __bool__(self) -> bool:
        return bool(self.table or self.piles)


def take_of(mask: int, piles: Sequence[int], tops: Sequence[int]) -> Take:
    """What a move of ``mask`` takes, given each side's pile (masks) and pile top (card
    index, -1: none): the table cards, and each pile it steals whole."""
    if mask & BUILD:  # a card laid on a build takes nothing
        return Take(0)
    table = mask & CARD_BITS
    if not mask & STEAL_BITS:
        return Take(table)
    return Take(table, tuple((t, piles[t], tops[t]) for t in stolen_sides(mask)))


@record
class StealState(Record):
    """A round's piles as the steals see them: each side's top card (-1: an empty pile, or
    one whose top card lies face down)."""

    tops: list[int]


@record
class StolenPiles(Record):
    """The piles the play being made took, each as (side, the pile's cards as a mask, its
    top card's index): the round's :attr:`~scopa.core.mechanism.Playing.telling` for that
    play, which says its events, then is forgotten."""

    piles: tuple[tuple[int, int, int], ...] = ()

    def tell(self, rnd: Playing, seat: int, team: int, idx: int, captured: int) -> None:
        """The card played with the pile tops it took, each pile stolen, then the table
        cards captured."""
        events, n, card = rnd.events, rnd.number, ALL_CARDS[idx]
        assert events is not None
        tops = 0
        for _, _, top in self.piles:
            tops |= 1 << top
        events.append(Played(n, seat, card, cards_of(captured | tops)))
        for side, pile, top in self.piles:
            events.append(Stole(n, seat, team, card, side, ALL_CARDS[top], cards_of(pile)))
        events.append(Captured(n, seat, team, card, cards_of(captured)))


class Steals:
    """The rules' ``capture.steal``, compiled: which piles a card may take, and with what."""

    __slots__ = ("barred", "c", "on", "with_table")

    def __init__(self, compiled: Captures) -> None:
        rules = compiled.rules.capture.steal
        self.c = compiled
        self.on = rules.pile_top
        self.barred = rules.barred_by_table
        self.with_table = rules.with_table

    def __bool__(self) -> bool:
        return self.on

    def options(self, rank: int, table: int, tops: Sequence[int], team: int) -> list[int]:
        """What a card of ``rank`` played by ``team`` may take: masks of table cards with the
        flag of the pile stolen, if any (:func:`steal_flag`); ``tops`` is each side's pile
        top (card index, -1: an empty pile or one whose top card lies face down)."""
        c = self.c
        opp = [(t, top) for t, top in enumerate(tops) if t != team and top >= 0]
        if not self.on or not opp:
            return list(c.options(rank, table))
        if self.barred and table & RANK_MASKS[rank]:
            return list(c.options(rank, table))  # an equal table card bars every steal
        if self.with_table:
            top_bits = 0
            side_of: dict[int, int] = {}
            for t, top in opp:
                top_bits |= 1 << top
                side_of[1 << top] = t
            out = []
            for m in c.options(rank, table | top_bits):
                hit = m & top_bits
                if hit & (hit - 1):
                    continue  # one pile at a time
                out.append(m ^ hit | steal_flag(side_of[hit]) if hit else m)
            return out
        out = list(c.options(rank, table))
        out += [steal_flag(t) for t, top in opp if RANK_OF[top] == rank]
        return out

    def legal(self, hand: int, table: int, tops: Sequence[int], team: int) -> list[tuple[int, int]]:
        """Every legal (card index, mask) for ``hand`` of ``team``: captures from the table
        and the piles, and the cards that may be laid (a steal is a capture for
        ``capture.compulsory``)."""
        compulsory = self.c.compulsory
        moves: list[tuple[int, int]] = []
        any_capture = False
        known: dict[int, list[int]] = {}
        for idx in bits(hand):
            rank = RANK_OF[idx]
            opts = known.get(rank)
            if opts is None:
                opts = known[rank] = self.options(rank, table, tops, team)
            if opts:
                any_capture = True
                moves += [(idx, o) for o in opts]
                if compulsory == "none":
                    moves.append((idx, 0))
            else:
                moves.append((idx, 0))
        if any_capture and compulsory == "hand":
            moves = [m for m in moves if m[1]]
        return moves

    def legal_declaring(
        self, hand: int, table: int, tops: Sequence[int], team: int, may_declare: bool
    ) -> list[tuple[int, int]]:
        """:meth:`legal` and, where ``may_declare``, every play again with each declaration
        the hand may make first (the wild card plays at its own rank where piles are
        stolen)."""
        moves = self.legal(hand, table, tops, team)
        decl = self.c.declarations
        if may_declare and decl:
            for flag, _, _ in decl.options(hand):
                moves = moves + [(i, m | flag) for i, m in self.legal(hand, table, tops, team)]
        return moves

    def refusal(
        self, idx: int, mask: int, table: int, tops: Sequence[int], team: int
    ) -> tuple[str, dict[str, object]] | None:
        """Why a move of card ``idx`` with ``mask`` that the rules do not list as legal is
        refused, where it steals or where the card could steal: a reason code and its parts
        (``top``: the top card's index; ``options``: masks); None: the table's own reasons
        apply."""
        rank = RANK_OF[idx]
        sides = stolen_sides(mask)
        opts = self.options(rank, table, tops, team)
        if not sides:
            stealing = [o for o in opts if o & STEAL_BITS]
            if not mask & CARD_BITS and stealing and self.c.compulsory != "none":
                return "must_steal", {"options": stealing}
            return None
        if not self.on:
            return "cannot_steal", {}
        for side in sides:
            if side == team or side >= len(tops) or tops[side] < 0:
                return "no_pile", {}
        if len(sides) > 1:
            return "one_pile", {}
        top = tops[sides[0]]
        if self.barred and table & RANK_MASKS[rank]:
            return "steal_barred", {"top": top}
        if mask & CARD_BITS and not self.with_table:
            return "steal_alone", {"top": top}
        if mask & CARD_BITS:
            return "steal_sum", {"top": top}
        return "steal_no_match", {"top": top}


class Steal(Mechanism):
    """Piles stolen by their top card: a round's moves are no longer the rules' own list (a
    card may take an opponent's pile beside the table's cards)."""

    name = "steal"
    record = "steals"

    def new_record(self, seats: int, sides: int) -> StealState:
        return StealState([-1] * sides)  # each pile's top card: none yet

    def plain_moves(self, rules: Rules) -> bool:
        return not rules.capture.steal.pile_top

    def moves(self, c: Any, rnd: Position, moves: list[Move] | None) -> list[Move] | None:
        if moves is not None:  # pragma: no cover - steals go with no builds
            return moves
        seat = rnd.current
        hand, table, tops, team = rnd.hands[seat], rnd.table, rnd.steals.tops, rnd.team[seat]
        if rnd.declarations.fresh >> seat & 1:  # the wild card steals at its own rank
            return c.steals.legal_declaring(hand, table, tops, team, True)
        return c.steals.legal(hand, table, tops, team)

    def before_play(self, rnd: Playing, seat: int, idx: int, mask: int) -> int:
        stolen = (mask & STEAL_BITS) >> STEAL_SHIFT  # the sides whose piles the move takes
        if not stolen:
            return mask
        taken = 0
        note = []
        tops, piles = rnd.steals.tops, rnd.piles
        for side in bits(stolen):
            taken |= piles[side]
            note.append((side, piles[side], tops[side]))
            piles[side] = 0
            tops[side] = -1
        rnd.taking = taken
        if rnd.events is not None:
            rnd.telling = StolenPiles(tuple(note))
        return mask & BELOW_STEALS

    def refusal(
        self, rnd: Playing, idx: int, mask: int, legal: Sequence[Move]
    ) -> IllegalMove | None:
        """A pile the move may not take, or a card laid that must take one; a move the
        steal rules have nothing against is left to the table's reasons."""
        if idx < 0 or not (rnd.c.steals.on or mask & STEAL_BITS):
            return None
        seat, card = rnd.current, ALL_CARDS[idx]
        if not rnd.hands[seat] >> idx & 1:
            return IllegalMove("not_in_hand", (str(card),), {"card": card})
        taken = 0 if mask & BUILD else mask & CARD_BITS
        missing = [c for c in cards_of(taken) if not rnd.table >> c.index & 1]
        if missing:
            return IllegalMove("not_on_table", (str(card),), {"card": card, "cards": missing})
        tops = rnd.steals.tops
        why = rnd.c.steals.refusal(idx, mask, rnd.table, tops, rnd.team[seat])
        if why is None:
            return None
        code, params = why
        parts: dict[str, object] = {"card": card}
        if "top" in params:
            top = ALL_CARDS[params["top"]]
            parts["cards"] = [top]
            parts["rank"] = top.rank
        if "options" in params:  # each as the cards it takes: table cards and pile tops
            takes = [take_of(m, rnd.piles, tops) for m in params["options"]]
            parts["options"] = [from_mask(t.table | t.tops) for t in takes]
        return IllegalMove(code, (str(card),), parts)


MECHANISM = Steal()
