"""A move: the card played and the table cards it takes."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, SupportsIndex, overload

from .builds import BUILD
from .cards import ALL_CARDS, Card, cards_of, to_mask
from .claims import CLAIM, DOUBT, NO_CARD, TRUST
from .declarations import CARD_BITS, DECLARE, declare_flag, wild_rank_of
from .steal import steal_flag, stolen_sides

_tuple_new = tuple.__new__
_tuple_getitem = tuple.__getitem__
_tuple_iter = tuple.__iter__
_tuple_contains = tuple.__contains__
_tuple_index = tuple.index
_tuple_eq = tuple.__eq__
_CARDS: tuple[Card | None, ...] = (*ALL_CARDS, None)  # index -1 (an answer): no card
_ANSWER_WORDS = {TRUST: "trust", DOUBT: "doubt"}


class Move(tuple):  # type: ignore[type-arg]
    """Play ``card``, capturing ``captured`` (empty: lay the card on the table).

    A move is a value: the card and the mask of the cards taken, an immutable pair that
    compares and hashes by them. The set of cards taken is read off the mask when asked for,
    so the legal moves of a position cost little to list.

    >>> Move.parse("7D 3C 4S")
    Move(card=Card.parse('7D'), captured=frozenset({Card.parse('3C'), Card.parse('4S')}))
    >>> str(Move.parse("5B"))
    '5B'
    >>> Move.parse("7D 3C 4S") == Move.from_mask(6, Card.parse("3C").bit | Card.parse("4S").bit)
    True

    A play that declares the hand first says so: ``declare`` (and ``declare=5`` where the
    wild card is named a 5). The declaration rides above the card bits of the mask.

    >>> move = Move.parse("2D declare=1")
    >>> move.declares, move.wild_rank, str(move)
    (True, 1, '2D declare=1')

    A card played face down claiming a sweep (see :mod:`~scopa.core.claims`) names the
    table it claims, and the answers to a claim play no card:

    >>> claim = Move.parse("5B 3C 4S claim")
    >>> claim.claims, str(claim), str(Move.answer(True)), Move.parse("doubt").trusts
    (True, '5B x 3C 4S claim', 'trust', False)

    A card that takes an opponent's pile by its top card (see :mod:`~scopa.core.steal`)
    names the side robbed, ``steal=1``; its captured cards are the table cards alone.

    >>> steal = Move.parse("9C 2D 3S steal=1")
    >>> steal.steals, str(steal), str(Move(Card.parse("7D"), steal=[1]))
    ((1,), '9C x 2D 3S steal=1', '7D steal=1')

    A card laid on table cards as a build (see :mod:`~scopa.core.builds`) names what it is
    laid on, and takes nothing:

    >>> build = Move.parse("3C on 4S build")
    >>> build.builds, str(build), sorted(map(str, build.onto)), build.captured
    (True, '3C on 4S build', ['4S'], frozenset())
    """

    __slots__ = ()

    def __new__(
        cls,
        card: Card,
        captured: Iterable[Card] = (),
        *,
        declare: bool = False,
        wild_rank: int = 0,
        steal: Iterable[int] = (),
    ) -> Move:
        mask = to_mask(captured)
        if declare or wild_rank:
            mask |= declare_flag(wild_rank)
        for side in steal:
            mask |= steal_flag(side)
        return _tuple_new(cls, (card, mask))

    @classmethod
    def from_mask(cls, index: int, captured: int) -> Move:
        """The move of card ``index`` taking the cards of mask ``captured`` (index -1: an
        answer to a claim, whose mask says which)."""
        return _tuple_new(cls, (_CARDS[index], captured))

    @classmethod
    def claim(cls, card: Card, table: Iterable[Card]) -> Move:
        """Play ``card`` face down, claiming it sweeps ``table`` (the whole table)."""
        return _tuple_new(cls, (card, to_mask(table) | CLAIM))

    @classmethod
    def build(cls, card: Card, onto: Iterable[Card]) -> Move:
        """Lay ``card`` on ``onto`` (a loose table card, or every card of a build) as a build."""
        return _tuple_new(cls, (card, to_mask(onto) | BUILD))

    @property
    def builds(self) -> bool:
        """Whether the card is laid on table cards as a build (or raising one)."""
        return bool(self[1] & BUILD)

    @property
    def onto(self) -> frozenset[Card]:
        """The table cards a build move lays its card on (empty for any other move)."""
        return frozenset(cards_of(self[1] & CARD_BITS)) if self[1] & BUILD else frozenset()

    @classmethod
    def answer(cls, trust: bool) -> Move:
        """The answer to a claimed sweep: trust it, or doubt it."""
        return _tuple_new(cls, (None, TRUST if trust else DOUBT))

    @property
    def card_index(self) -> int:
        """The engine's index of the card played (-1: an answer, which plays none)."""
        card = self[0]
        return NO_CARD if card is None else card.index  # type: ignore[no-any-return]

    @property
    def card(self) -> Card:
        """The card played (an answer plays none: check :attr:`is_answer` first)."""
        card = self[0]
        if card is None:
            raise ValueError("an answer to a claim plays no card")
        return card  # type: ignore[no-any-return]

    @property
    def is_answer(self) -> bool:
        """Whether the move answers a claimed sweep (see :attr:`trusts`)."""
        return self[0] is None

    @property
    def trusts(self) -> bool:
        """An answer that trusts the claim (False: it doubts it, or it is no answer)."""
        return self[0] is None and self[1] == TRUST

    @property
    def claims(self) -> bool:
        """Whether the card is played face down, claiming a sweep of the table."""
        return bool(self[1] & CLAIM)

    @property
    def captured_mask(self) -> int:
        """The table cards taken, as a mask."""
        if self[1] & BUILD:
            return 0
        return self[1] & CARD_BITS  # type: ignore[no-any-return]

    @property
    def captured(self) -> frozenset[Card]:
        """The table cards taken."""
        return frozenset(cards_of(self.captured_mask))

    @property
    def steals(self) -> tuple[int, ...]:
        """The sides whose piles the card takes by their top card (none: ``()``)."""
        return stolen_sides(self[1])

    @property
    def declares(self) -> bool:
        """Whether the hand is declared before this card is played."""
        return bool(self[1] & DECLARE)

    @property
    def wild_rank(self) -> int:
        """The rank a declaring play names for the wild card (0: none)."""
        return wild_rank_of(self[1])

    def __eq__(self, other: object) -> bool:
        return type(other) is Move and tuple.__eq__(self, other)  # type: ignore[arg-type]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return tuple.__hash__(self)

    def __reduce__(self) -> tuple[object, tuple[int, int]]:
        return (Move.from_mask, (self.card_index, self[1]))

    @property
    def is_capture(self) -> bool:
        """Whether the card takes cards: from the table, or a pile by its top card."""
        return (self[1] & CARD_BITS != 0 or bool(self.steals)) and not self[1] & (CLAIM | BUILD)

    @classmethod
    def parse(cls, text: str) -> Move:
        """``"7D 3C 4S"``: the card played, then the cards taken; ``"7D x 3C 4S"`` also
        reads, and a last ``declare`` (``declare=5``: the wild card named a 5) or ``claim``
        (played face down, claiming the cards named); ``trust`` and ``doubt`` answer a
        claim."""
        skip = ("x", "takes", "on")
        parts = [p for p in text.replace(",", " ").split() if p.lower() not in skip]
        if not parts:
            raise ValueError("a move names the card played, e.g. '7D' or '7D 3C 4S'")
        return cls.from_data(parts)

    def _declaration(self) -> list[str]:
        if self[1] & CLAIM:
            return ["claim"]
        said = [f"steal={side}" for side in stolen_sides(self[1])]
        if not self[1] & DECLARE:
            return said
        named = wild_rank_of(self[1])
        return [*said, f"declare={named}" if named else "declare"]

    def __str__(self) -> str:
        if self[0] is None:
            return _ANSWER_WORDS.get(self[1], "answer")
        if self[1] & BUILD:
            return f"{self.card} on {' '.join(str(c) for c in sorted(self.onto))} build"
        said = "".join(" " + d for d in self._declaration())
        if not self[1] & CARD_BITS:
            return f"{self.card}{said}"
        return f"{self.card} x {' '.join(str(c) for c in sorted(self.captured))}{said}"

    def __repr__(self) -> str:
        if self[0] is None:
            return f"Move.answer({self[1] == TRUST})"
        if self.claims:
            return f"Move.claim({self.card!r}, {sorted(self.captured)!r})"
        if self.builds:
            return f"Move.build({self.card!r}, {sorted(self.onto)!r})"
        taken = "{" + ", ".join(repr(c) for c in sorted(self.captured)) + "}"
        inner = f"frozenset({taken})" if self.captured else "frozenset()"
        extra = ""
        if self.declares:
            extra = ", declare=True" + (f", wild_rank={self.wild_rank}" if self.wild_rank else "")
        if self.steals:
            extra += f", steal={list(self.steals)}"
        return f"Move(card={self.card!r}, captured={inner}{extra})"

    def to_data(self) -> list[str]:
        if self[0] is None:
            return [_ANSWER_WORDS.get(self[1], "answer")]
        if self[1] & BUILD:
            return [str(self.card), *(str(c) for c in sorted(self.onto)), "build"]
        return [str(self.card), *(str(c) for c in sorted(self.captured)), *self._declaration()]

    @classmethod
    def from_data(cls, data: list[str]) -> Move:
        """The move :meth:`to_data` wrote; raises ValueError for anything else."""
        if not data:
            raise ValueError("a move names the card played, e.g. '7D' or '7D 3C 4S'")
        words = list(data)
        declare, named = False, 0
        sides: list[int] = []
        last = words[-1] if isinstance(words[-1], str) else ""
        if len(words) == 1 and last.lower() in ("trust", "doubt"):
            return cls.answer(last.lower() == "trust")
        if len(words) > 1 and last.lower() == "build":
            onto = [w for w in words[1:-1] if w.lower() != "on"]
            return cls.build(Card.parse(words[0]), [Card.parse(c) for c in onto])
        if len(words) > 1 and last.lower() == "claim":
            return cls.claim(Card.parse(words[0]), [Card.parse(c) for c in words[1:-1]])
        if len(words) > 1 and last.lower().startswith("declare"):
            words.pop()
            declare = True
            _, eq, rank = last.partition("=")
            if last.lower() != "declare" and not (eq and rank.isdigit() and 1 <= int(rank) <= 10):
                raise ValueError(f"{last!r}: write declare, or declare=N with a rank 1 to 10")
            named = int(rank) if eq else 0
        while len(words) > 1 and isinstance(words[-1], str) and words[-1].lower()[:6] == "steal=":
            side = words.pop()[6:]
            if not (side.isdigit() and int(side) < 8):
                raise ValueError(f"steal={side}: write steal=N with the side robbed, 0 to 7")
            sides.insert(0, int(side))
        return cls(
            Card.parse(words[0]),
            frozenset(Card.parse(c) for c in words[1:]),
            declare=declare,
            wild_rank=named,
            steal=sides,
        )


class LegalMoves(tuple):  # type: ignore[type-arg]
    """The legal moves of a position, as a read-only sequence of :class:`Move`.

    Each move is made when it is read, so listing the moves of a position costs one move
    generation however few of them the caller looks at (a random playout reads one). It
    supports ``len``, indexing, slicing, iteration and ``in``, and compares equal to any
    sequence of the same moves in the same order. Underneath it is a tuple of the engine's
    (card index, captured mask) pairs, so that making one and asking its length cost little.

    >>> moves = LegalMoves([(6, 0), (6, Card.parse("3C").bit | Card.parse("4S").bit)])
    >>> len(moves), str(moves[1]), Move.parse("7D") in moves, Move.parse("7D 3C") in moves
    (2, '7D x 3C 4S', True, False)
    >>> moves == [Move.parse("7D"), Move.parse("7D 3C 4S")], moves[::-1][0] == moves[1]
    (True, True)
    """

    __slots__ = ()

    def __new__(cls, raw: Iterable[tuple[int, int]]) -> LegalMoves:
        return _tuple_new(cls, raw)  # type: ignore[no-any-return]

    @overload  # type: ignore[override]
    def __getitem__(self, i: SupportsIndex) -> Move: ...

    @overload
    def __getitem__(self, i: slice) -> list[Move]: ...

    def __getitem__(self, i: SupportsIndex | slice) -> Move | list[Move]:
        if isinstance(i, slice):
            return [_tuple_new(Move, (_CARDS[a], m)) for a, m in _tuple_getitem(self, i)]
        a, m = _tuple_getitem(self, i)
        return _tuple_new(Move, (_CARDS[a], m))  # type: ignore[no-any-return]

    def __iter__(self) -> Iterator[Move]:
        for a, m in _tuple_iter(self):
            yield _tuple_new(Move, (_CARDS[a], m))

    def __contains__(self, move: object) -> bool:
        return type(move) is Move and _tuple_contains(self, (move.card_index, move[1]))

    def raw(self) -> tuple[tuple[int, int], ...]:
        """The engine's (card index, captured mask) pairs, in order."""
        return tuple(_tuple_iter(self))

    def index(
        self, move: object, start: SupportsIndex = 0, stop: SupportsIndex = sys.maxsize
    ) -> int:  # type: ignore[override]
        if type(move) is not Move:
            raise ValueError(f"{move!r} is not a legal move")
        return _tuple_index(self, (move.card_index, move[1]), start, stop)

    def count(self, move: object) -> int:  # type: ignore[override]
        return int(move in self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalMoves):
            return _tuple_eq(self, other)
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __add__(self, other: object) -> list[Move]:  # type: ignore[override]
        return [*self, *other]  # type: ignore[misc]

    def __mul__(self, n: SupportsIndex) -> list[Move]:  # type: ignore[override]
        return list(self) * n

    __rmul__ = __mul__  # type: ignore[assignment]
    __hash__ = None  # type: ignore[assignment]

    def __lt__(self, other: object) -> bool:
        return NotImplemented

    __le__ = __gt__ = __ge__ = __lt__  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (LegalMoves, (self.raw(),))

    def __repr__(self) -> str:
        return f"LegalMoves([{', '.join(str(m) for m in self)}])"
