"""Declared hands: what a hand may declare before its first card, and what it scores.

A declaration is part of a move: the first play a seat makes from a new deal may come with
one, which shows the hand to every seat (it is played face up from then on) and scores the
points of :attr:`~scopa.core.rules.Rules.declarations`. In the engine's ``(card, mask)``
pairs the declaration rides above the card bits of the mask (:data:`CARD_BITS`):
:data:`DECLARE`, and the rank
named for the wild card (if the hand holds it) in the four bits from :data:`WILD_SHIFT`.

>>> from scopa.core.rules import Rules
>>> from scopa.core.cards import Card, to_mask
>>> decl = Declarations(Rules.preset("tuzzulicchio"))
>>> hand = to_mask(Card.parse(c) for c in ("1D", "2D", "3D"))
>>> decl.score(hand, 0)  # Napoli: A-2-3 of one suit
(7, (3,))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .cards import ALL_CARDS, CARD_COUNT, RANK_OF, SUIT_OF, Card, bits
from .errors import IllegalMove
from .events import Declared, Revealed
from .mechanism import Conflict, Mechanism, Move, Playing, Position, Tally
from .record import Record, record

if TYPE_CHECKING:
    from .rules import DeclarationKind, Rules

CARD_BITS = (1 << CARD_COUNT) - 1  # every card a mask may hold: the 40, then ranks 11-13
DECLARE_SHIFT = CARD_COUNT  # mask >> DECLARE_SHIFT: a move's declaration (0: none)
DECLARE = 1 << DECLARE_SHIFT
WILD_SHIFT = DECLARE_SHIFT + 1  # four bits: the rank named for the wild card
DECLARATION_BITS = DECLARE | 15 << WILD_SHIFT  # a move's declaration, the rank it names


def declare_flag(wild_rank: int = 0) -> int:
    """The mask bits of a declaration naming ``wild_rank`` for the wild card (0: none)."""
    return DECLARE | wild_rank << WILD_SHIFT


def wild_rank_of(mask: int) -> int:
    """The rank a declaring move names for the wild card (0: none)."""
    return mask >> WILD_SHIFT & 15


def _kind_type(kind: DeclarationKind) -> str:
    if kind.same_rank is not None:
        return "same_rank"
    if kind.same_suit is not None:
        return "same_suit"
    return "total"


class Declarations:
    """The rules' declarations, compiled: which hands declare, and for how much."""

    def __init__(self, rules: Rules) -> None:
        d = rules.declarations
        self.kinds = d.kinds
        self.ranks = rules.deck.ranks
        self.by_kind = d.combine == "by_kind"
        self.wild = -1 if d.wild is None else Card.parse(d.wild).index
        self._types = tuple(_kind_type(k) for k in self.kinds)
        self._eligible = tuple(
            sum(1 << r for r in k.ranks) for k in self.kinds
        )  # rank bits that count for the kind
        self._cache: dict[int, tuple[tuple[int, int, tuple[int, ...]], ...]] = {}

    def __bool__(self) -> bool:
        return bool(self.kinds)

    def rank(self, idx: int, wild_rank: int) -> int:
        """The rank card ``idx`` plays at, with ``wild_rank`` named for the wild card."""
        return wild_rank if wild_rank and idx == self.wild else RANK_OF[idx]

    def score(self, hand: int, wild_rank: int) -> tuple[int, tuple[int, ...]]:
        """The points ``hand`` declares with the wild card at ``wild_rank`` (0: as itself),
        and the indices of the declarations that make them."""
        cards = [(self.rank(i, wild_rank), SUIT_OF[i]) for i in bits(hand)]
        best: dict[str, tuple[int, int]] = {}
        for k, kind in enumerate(self.kinds):
            eligible = self._eligible[k]
            if kind.same_rank is not None:
                counts: dict[int, int] = {}
                for r, _ in cards:
                    if eligible >> r & 1:
                        counts[r] = counts.get(r, 0) + 1
                ok = max(counts.values(), default=0) >= kind.same_rank
            elif kind.same_suit is not None:
                suits: dict[int, int] = {}
                for r, s in cards:
                    if eligible >> r & 1:
                        suits[s] = suits.get(s, 0) + 1
                ok = max(suits.values(), default=0) >= kind.same_suit
            else:
                assert kind.total_at_most is not None
                ok = sum(r for r, _ in cards) <= kind.total_at_most
            if not ok:
                continue
            group = self._types[k] if self.by_kind else "best"
            if group not in best or kind.points > best[group][0]:
                best[group] = (kind.points, k)
        if not best:
            return 0, ()
        chosen = sorted(k for _, k in best.values())
        return sum(p for p, _ in best.values()), tuple(chosen)

    def options(self, hand: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
        """Every way ``hand`` may be declared: (mask flag, points, declarations) each. The
        wild card, when the hand holds it, may be named any other rank with which the hand
        makes a declaration; it then plays at that rank (as an Ace, it takes the table)."""
        hit = self._cache.get(hand)
        if hit is not None:
            return hit
        out: list[tuple[int, int, tuple[int, ...]]] = []
        plain, kinds = self.score(hand, 0)
        if plain:
            out.append((DECLARE, plain, kinds))
        if self.wild >= 0 and hand >> self.wild & 1:
            own = RANK_OF[self.wild]
            for r in range(1, self.ranks + 1):
                if r == own:
                    continue
                points, kinds = self.score(hand, r)
                if points:
                    out.append((declare_flag(r), points, kinds))
        if len(self._cache) > 50_000:
            self._cache.clear()
        result = self._cache[hand] = tuple(out)
        return result


@record
class DeclarationState(Record):
    """A round's declarations: the seats (bits) yet to play a card of the current deal, the
    hand cards every seat sees (declared, or dealt face up), each side's declared points and
    the declarations that made them (their numbers), and the rank named for the wild card
    until it is captured (0: none)."""

    shown: list[int]
    declared: list[int]
    kinds: list[tuple[int, ...]]
    fresh: int = 0
    wild_rank: int = 0


class DeclaredHands(Mechanism):
    """Declared hands in the rules' check and the round's score."""

    name = "declarations"
    record = "declarations"

    def new_record(self, seats: int, sides: int) -> DeclarationState:
        return DeclarationState([0] * seats, [0] * sides, [()] * sides)

    def conflicts(self, rules: Rules) -> list[Conflict]:
        out: list[Conflict] = []
        for i, kind in enumerate(rules.declarations.kinds):
            given = [kind.same_rank, kind.same_suit, kind.total_at_most]
            if sum(g is not None for g in given) != 1:
                out.append(
                    (
                        ("declarations", "kinds", i),
                        "a declaration gives exactly one of same_rank, same_suit and total_at_most",
                        "declaration_needs_one",
                        {},
                    )
                )
        return out

    def categories(self, rules: Rules) -> tuple[str, ...]:
        return ("declarations",) if rules.declarations.kinds else ()

    def score(self, rules: Rules, tally: Tally, points: list[dict[str, int]]) -> None:
        if tally.declared is not None:
            for side, declared in zip(points, tally.declared, strict=True):
                side["declarations"] = declared

    def plain_moves(self, rules: Rules) -> bool:
        return not rules.declarations.kinds

    def plays(self, rules: Rules) -> bool:  # the hands dealt face up are shown cards too
        return rules.deal.last_face_up

    def moves(self, c: Any, rnd: Position, moves: list[Move] | None) -> list[Move] | None:
        # c: the compiled rules (their captures protocol holds this module's Declarations)
        state, seat = rnd.declarations, rnd.current
        may_declare = bool(state.fresh >> seat & 1)
        if moves is None and (state.wild_rank or may_declare):
            return c.legal_declaring(rnd.hands[seat], rnd.table, state.wild_rank, may_declare)
        return moves

    def dealt(self, rnd: Playing, last: bool) -> None:
        state = rnd.declarations
        if rnd.c.declarations:  # every seat dealt to may declare before its first card
            state.fresh = sum(1 << seat for seat in rnd.order)
        if last and rnd.c.rules.deal.last_face_up:  # the last hands are dealt face up
            for seat in rnd.order:
                state.shown[seat] = rnd.hands[seat]
                if rnd.events is not None:
                    rnd.events.append(Revealed(rnd.number, seat, rnd.ordered(rnd.hands[seat])))

    def before_play(self, rnd: Playing, seat: int, idx: int, mask: int) -> int:
        state = rnd.declarations
        if idx < 0 or not (mask & DECLARE or state.fresh or state.wild_rank or state.shown[seat]):
            return mask
        if mask & DECLARE:
            _declare(rnd, seat, wild_rank_of(mask))
        state.fresh &= ~(1 << seat)
        state.shown[seat] &= ~(1 << idx)
        if state.wild_rank and idx == rnd.c.declarations.wild:
            rnd.rank = state.wild_rank  # the wild card plays at the rank named
        return mask & ~DECLARATION_BITS

    def refusal(
        self, rnd: Playing, idx: int, mask: int, legal: Sequence[Move]
    ) -> IllegalMove | None:
        said = mask >> DECLARE_SHIFT
        if mask & DECLARE and not any(m >> DECLARE_SHIFT == said for _, m in legal):
            card = ALL_CARDS[idx]
            return IllegalMove("cannot_declare", (str(card),), {"card": card})
        return None

    def taken(self, rnd: Playing, cards: int) -> None:
        state = rnd.declarations
        if state.wild_rank and cards >> rnd.c.declarations.wild & 1:
            state.wild_rank = 0  # a captured wild card is itself again


def _declare(rnd: Playing, seat: int, named: int) -> None:
    """``seat`` declares its hand (naming rank ``named`` for the wild card, 0: none): the
    points go to its side, and the hand is shown to every seat."""
    state = rnd.declarations
    hand = rnd.hands[seat]
    points, kinds = rnd.c.declarations.score(hand, named)
    team = rnd.team[seat]
    state.declared[team] += points
    state.kinds[team] = state.kinds[team] + kinds
    state.shown[seat] = hand
    if named:
        state.wild_rank = named
    if rnd.events is not None:
        cards = rnd.ordered(hand)
        rnd.events.append(Declared(rnd.number, seat, team, cards, points, kinds, named))


MECHANISM = DeclaredHands()
