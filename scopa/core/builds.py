"""Builds on the table: a card laid on a table card for a later capture (Escoba de granja).

Where the rules allow it (``capture.builds.allowed``), a player may lay a card on a loose
table card, making a *build* of their total, when it still holds a card of that total to take
it with next turn; a build may be raised by laying a card on it, on the same condition
(``capture.builds.raise_by`` says who may). A build is one unit of its value: it is taken
only whole, by a card equal to its value, and never as part of a sum; with
``capture.builds.takes_equal`` that capture also takes one loose table card of the same
value. The last player to build on it owns it.

In the engine's ``(card, mask)`` pairs a build move is the card with :data:`BUILD` above the
card bits of the table cards it is laid on (one loose card, or every card of the build it
raises); taking a build is a capture like any other, its mask the build's cards (and the
equal card). The round keeps its builds beside the table mask, whose bits include them.

>>> from scopa.core.rules import Rules
>>> from scopa.core.capture import CompiledRules
>>> from scopa.core.cards import Card
>>> c = CompiledRules(Rules.preset("escoba_de_granja"))
>>> three, seven, four = Card.parse("3C"), Card.parse("7B"), Card.parse("4S")
>>> hand, table = three.bit | seven.bit, four.bit
>>> (three.index, BUILD | four.bit) in legal_with_builds(c, hand, table, (), 0, (0, 1))
True
>>> b = Build(three.bit | four.bit, 7, 0, True)  # 3C on 4S: a build of 7 owned by seat 0
>>> [m == b.mask for m in build_options(c, 7, b.mask, (b,))]
[True]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from .cards import ALL_CARDS, RANK_MASKS, RANK_OF, bits, cards_of
from .claims import CLAIM_SHIFT
from .declarations import CARD_BITS
from .errors import IllegalMove
from .events import Built, Played
from .mechanism import Conflict, Mechanism, Move, Playing, Position
from .record import Record, record

if TYPE_CHECKING:
    from .captures import Captures
    from .rules import Rules

BUILD_SHIFT = CLAIM_SHIFT + 3 + 8  # above the claim bits and one steal bit a side (steal.py)
BUILD = 1 << BUILD_SHIFT  # a card laid on table cards as a build (or raising one)


class Build(NamedTuple):
    """A build on the table: its cards (a mask), its value, the seat that owns it and
    whether that seat is known to hold a card of its value (it said so by building, and has
    not played a card of that value since)."""

    mask: int
    value: int
    owner: int
    pledged: bool


def taken_mask(mask: int) -> int:
    """The table cards a raw move's mask takes (a build move takes none)."""
    return 0 if mask & BUILD else mask & CARD_BITS


def built_mask(builds: Sequence[Build]) -> int:
    """The table cards that lie in builds."""
    out = 0
    for b in builds:
        out |= b.mask
    return out


def build_options(
    compiled: Captures, rank: int, table: int, builds: Sequence[Build]
) -> tuple[int, ...]:
    """What a card of ``rank`` may take from ``table`` (a mask that holds the builds'
    cards): the captures of the loose cards, then each build of value ``rank`` whole, with
    one loose card of that value if the rules say so and there is one."""
    if not builds:
        return compiled.options(rank, table)
    loose = table & ~built_mask(builds)
    found = list(compiled.options(rank, loose))
    equal = loose & RANK_MASKS[rank] if compiled.rules.capture.builds.takes_equal else 0
    for b in builds:
        if b.value != rank:
            continue
        if equal:
            found += [b.mask | 1 << i for i in bits(equal)]
        else:
            found.append(b.mask)
    return tuple(found)


def may_raise(compiled: Captures, seat: int, owner: int, teams: Sequence[int]) -> bool:
    """Whether ``seat`` may raise a build ``owner`` owns, under ``capture.builds.raise_by``."""
    who = compiled.rules.capture.builds.raise_by
    if who == "anyone":
        return True
    if who == "others":
        return seat != owner
    if who == "opponents":
        return teams[seat] != teams[owner]
    return False


def build_moves(
    compiled: Captures,
    hand: int,
    table: int,
    builds: Sequence[Build],
    seat: int,
    teams: Sequence[int],
) -> list[tuple[int, int]]:
    """Every build ``seat`` may make with ``hand``: a card on a loose table card, or on a
    build it may raise, where the total is one of the hand's other cards' values."""
    if not compiled.rules.capture.builds.allowed:
        return []
    loose = table & ~built_mask(builds)
    raisable = [b for b in builds if may_raise(compiled, seat, b.owner, teams)]
    # what a card may go on: each loose card, and each build it may raise, with its value
    onto = [(1 << t, RANK_OF[t]) for t in bits(loose)] + [(b.mask, b.value) for b in raisable]
    moves: list[tuple[int, int]] = []
    for idx in bits(hand):
        rest = hand & ~(1 << idx)
        rank = RANK_OF[idx]
        for mask, value in onto:
            total = rank + value
            if total <= 10 and rest & RANK_MASKS[total]:
                moves.append((idx, BUILD | mask))
    return moves


def legal_with_builds(
    compiled: Captures,
    hand: int,
    table: int,
    builds: Sequence[Build],
    seat: int,
    teams: Sequence[int],
) -> list[tuple[int, int]]:
    """:meth:`CompiledRules.legal` on a table with builds: the loose cards' captures and
    lays, the captures of whole builds (a card able to take one may not be laid where
    capture is compulsory), then the build moves."""
    if not builds:
        moves = compiled.legal(hand, table)
    else:
        loose = table & ~built_mask(builds)
        moves = compiled.legal(hand, loose)
        takers: dict[int, list[int]] = {}
        for idx in bits(hand):
            whole = [m for m in build_options(compiled, RANK_OF[idx], table, builds) if m & ~loose]
            if whole:
                takers[idx] = whole
        if takers:
            out: list[tuple[int, int]] = []
            compulsory = compiled.compulsory
            for idx, m in moves:
                if m == 0 and idx in takers and compulsory != "none":
                    continue  # this card can take a build: it may not be laid
                out.append((idx, m))
            for idx, whole in takers.items():
                out += [(idx, m) for m in whole]
            if compulsory == "hand":
                out = [m for m in out if m[1]]
            moves = out
    return moves + build_moves(compiled, hand, table, builds, seat, teams)


def after_play(builds: tuple[Build, ...], seat: int, idx: int, taken: int) -> tuple[Build, ...]:
    """The builds after ``seat`` played card ``idx`` taking ``taken``: the builds taken
    go, and the seat's builds of the card's value no longer tell that it holds one."""
    rank = RANK_OF[idx]
    out = []
    for b in builds:
        if b.mask & taken:
            continue
        if b.owner == seat and b.value == rank and b.pledged:
            b = b._replace(pledged=False)
        out.append(b)
    return tuple(out)


def after_build(
    builds: tuple[Build, ...], seat: int, idx: int, onto: int
) -> tuple[tuple[Build, ...], Build]:
    """The builds after ``seat`` laid card ``idx`` on ``onto`` (a loose card, or a build's
    cards), and the build it made or raised."""
    raised = next((b for b in builds if b.mask == onto), None)
    value = RANK_OF[idx] + (raised.value if raised is not None else RANK_OF[onto.bit_length() - 1])
    made = Build(onto | 1 << idx, value, seat, True)
    rest = after_play(tuple(b for b in builds if b.mask != onto), seat, idx, 0)
    return (*rest, made), made


def refusal(
    compiled: Captures,
    hand: int,
    table: int,
    builds: Sequence[Build],
    seat: int,
    teams: Sequence[int],
    idx: int,
    mask: int,
) -> tuple[str, dict[str, object]]:
    """Why a build move (or a capture touching a build) is not legal: a reason code and its
    parts (``value``, the total it would make)."""
    onto = mask & CARD_BITS
    if not mask & BUILD:
        return "build_whole", {}  # a capture taking part of a build, or a build with sums
    if not compiled.rules.capture.builds.allowed:
        return "no_builds", {}
    raised = next((b for b in builds if b.mask == onto), None)
    loose = table & ~built_mask(builds)
    if raised is None and not (onto and not onto & (onto - 1) and onto & loose):
        return "build_onto", {}
    if raised is not None and not may_raise(compiled, seat, raised.owner, teams):
        return "cannot_raise", {}
    base = raised.value if raised is not None else RANK_OF[onto.bit_length() - 1]
    value = RANK_OF[idx] + base
    if value > 10:
        return "build_too_high", {"value": value}
    return "build_needs_card", {"value": value}


@record
class BuildState(Record):
    """A round's builds: those on the table (their cards lie in it). Play replaces the
    record, never changes it, so that a round's clone shares it at no cost."""

    on_table: tuple[Build, ...] = ()


NO_BUILDS = BuildState()
"""No build on the table."""


class Builds(Mechanism):
    """Builds in the rules' check: they do not go with the mechanisms that change what a
    table card is (a wild card, declared hands), where the captures go (piles stolen) or how
    a sweep is made (claimed face down)."""

    name = "builds"
    record = "building"  # the builds on the table (their cards in it)
    shared = True

    def new_record(self, seats: int, sides: int) -> BuildState:
        return NO_BUILDS

    def conflicts(self, rules: Rules) -> list[Conflict]:
        if not rules.capture.builds.allowed:
            return []
        place = ("capture", "builds", "allowed")
        out: list[Conflict] = []
        if rules.declarations.kinds or rules.declarations.wild:
            out.append(
                (
                    place,
                    "builds do not go with declared hands or a wild card",
                    "builds_with_declarations",
                    {},
                )
            )
        if rules.capture.steal.pile_top:
            out.append(
                (
                    place,
                    "builds do not go with piles taken by their top card (capture.steal)",
                    "builds_with_steals",
                    {},
                )
            )
        if rules.claims.sweep:
            out.append(
                (
                    place,
                    "builds do not go with sweeps claimed face down (claims.sweep)",
                    "builds_with_claims",
                    {},
                )
            )
        return out

    def plain_moves(self, rules: Rules) -> bool:
        return not rules.capture.builds.allowed

    def moves(self, c: Captures, rnd: Position, moves: list[Move] | None) -> list[Move] | None:
        if moves is not None:  # pragma: no cover - builds go with no other mechanism's moves
            return moves
        seat = rnd.current
        hand, table = rnd.hands[seat], rnd.table
        return legal_with_builds(c, hand, table, rnd.building.on_table, seat, rnd.team)

    def before_play(self, rnd: Playing, seat: int, idx: int, mask: int) -> int:
        if mask & BUILD:
            _lay_build(rnd, seat, idx, mask & CARD_BITS)
            return -1
        on_table = rnd.building.on_table
        if on_table:
            rnd.building = BuildState(after_play(on_table, seat, idx, mask))
        return mask

    def finished(self, rnd: Playing) -> None:
        rnd.building = NO_BUILDS

    def refusal(
        self, rnd: Playing, idx: int, mask: int, legal: Sequence[Move]
    ) -> IllegalMove | None:
        """A build move, or a capture that takes part of a build, with its reason."""
        builds = rnd.building.on_table
        onto = mask & CARD_BITS if mask & BUILD else 0
        if idx < 0 or (not mask & BUILD and not mask & CARD_BITS & built_mask(builds)):
            return None
        seat, card = rnd.current, ALL_CARDS[idx]
        if not rnd.hands[seat] >> idx & 1:
            return None  # not in hand: said as for any move
        said = (card, *cards_of(onto or mask & CARD_BITS))
        missing = [c for c in cards_of(onto) if not rnd.table >> c.index & 1]
        if missing:
            return IllegalMove(
                "not_on_table", tuple(map(str, said)), {"card": card, "cards": missing}
            )
        code, params = refusal(rnd.c, rnd.hands[seat], rnd.table, builds, seat, rnd.team, idx, mask)
        return IllegalMove(code, tuple(map(str, said)), {"card": card, **params})


def _lay_build(rnd: Playing, seat: int, idx: int, onto: int) -> None:
    """``seat`` lays card ``idx`` on ``onto`` (a loose card, or a build's cards), making or
    raising a build."""
    bit = 1 << idx
    rnd.hands[seat] ^= bit
    rnd.declarations.fresh &= ~(1 << seat)  # a card played: the hand is no longer all dealt
    rnd.declarations.shown[seat] &= ~bit
    rnd.table |= bit
    builds, made = after_build(rnd.building.on_table, seat, idx, onto)
    rnd.building = BuildState(builds)
    events = rnd.events
    if events is not None:
        rnd.arrived(idx)
        card, n = ALL_CARDS[idx], rnd.number
        events.append(Played(n, seat, card, ()))
        events.append(Built(n, seat, rnd.team[seat], card, rnd.ordered(onto), made.value))
    rnd.to_play -= 1
    rnd.in_hands -= 1
    rnd.pass_turn(seat)


MECHANISM = Builds()
