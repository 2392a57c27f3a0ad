"""The 40-card Italian/Spanish deck.

A card is a rank (1..10, the capture value: 8, 9, 10 are the three figures) and a suit.
Inside the engine every card is an index 0..39 (``suit * 10 + rank - 1``) so that a set of
cards is a 40-bit mask; :class:`Card` is the readable value type at the API's edge.

>>> Card.parse("7D")
Card.parse('7D')
>>> str(Card(10, "clubs"))
'10B'
>>> Card.parse("7D").is_settebello
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import total_ordering

SUITS: tuple[str, ...] = ("coins", "cups", "swords", "clubs")
SUIT_LETTERS: tuple[str, ...] = ("D", "C", "S", "B")
RANKS: tuple[int, ...] = tuple(range(1, 11))
FIGURES: tuple[int, ...] = (8, 9, 10)

_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_LETTER_INDEX = {letter: i for i, letter in enumerate(SUIT_LETTERS)}


@total_ordering
@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """A card: ``rank`` 1..10 and ``suit`` one of :data:`SUITS`.

    Cards order by suit (coins, cups, swords, clubs) and then by rank, hash by their index,
    and print in the short notation used in tests and logs: rank then suit letter.
    """

    rank: int
    suit: str
    index: int = field(init=False, repr=False)
    """0..39: coins 0-9, cups 10-19, swords 20-29, clubs 30-39."""

    def __post_init__(self) -> None:
        if self.rank not in RANKS:
            raise ValueError(f"a card's rank is 1 to 10, not {self.rank!r}")
        if self.suit not in _SUIT_INDEX:
            raise ValueError(f"a card's suit is one of {', '.join(SUITS)}, not {self.suit!r}")
        object.__setattr__(self, "index", _SUIT_INDEX[self.suit] * 10 + self.rank - 1)

    @property
    def suit_index(self) -> int:
        return _SUIT_INDEX[self.suit]

    @property
    def bit(self) -> int:
        return 1 << self.index

    @property
    def is_settebello(self) -> bool:
        return self.rank == 7 and self.suit == "coins"

    @property
    def is_figure(self) -> bool:
        return self.rank in FIGURES

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read the short notation: ``"7D"``, ``"10B"``, ``"1C"`` (``A`` is accepted for 1)."""
        raw = text.strip().upper()
        if len(raw) < 2 or raw[-1] not in _LETTER_INDEX:
            raise ValueError(
                f"{text!r} is not a card: write the rank then the suit letter "
                "(D coins, C cups, S swords, B clubs), e.g. 7D"
            )
        rank_text = raw[:-1]
        rank = 1 if rank_text == "A" else int(rank_text) if rank_text.isdigit() else 0
        if rank not in RANKS:
            raise ValueError(f"{text!r} is not a card: the rank is 1 to 10 (or A)")
        return CARDS[_LETTER_INDEX[raw[-1]] * 10 + rank - 1]

    @staticmethod
    def from_index(index: int) -> Card:
        return CARDS[index]

    def __str__(self) -> str:
        return f"{self.rank}{SUIT_LETTERS[_SUIT_INDEX[self.suit]]}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index == other.index
        return NotImplemented

    def __lt__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index < other.index
        return NotImplemented

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (str(self),))


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
"""All 40 cards in index order."""

FULL_MASK = (1 << 40) - 1
SUIT_MASKS: tuple[int, ...] = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
RANK_MASKS: tuple[int, ...] = (0, *(sum(1 << (s * 10 + r - 1) for s in range(4)) for r in RANKS))
"""``RANK_MASKS[r]`` holds the four cards of rank ``r`` (index 0 unused)."""
RANK_OF: tuple[int, ...] = tuple(i % 10 + 1 for i in range(40))
SUIT_OF: tuple[int, ...] = tuple(i // 10 for i in range(40))


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """``"7D 3C"`` or ``["7D", "3C"]`` to a list of cards."""
    items = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(item) for item in items]


def to_mask(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def bits(mask: int) -> Iterator[int]:
    """The card indices in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _chunk_cards(suit: int) -> tuple[tuple[Card, ...], ...]:
    """For each 10-bit set of ranks of ``suit``, its cards in rank order."""
    table: list[tuple[Card, ...]] = [()]
    for chunk in range(1, 1024):
        low = chunk & -chunk
        table.append((*table[chunk ^ low], CARDS[suit * 10 + low.bit_length() - 1]))
    return tuple(sorted(t) for t in table)  # type: ignore[misc]


_CHUNKS = tuple(tuple(tuple(t) for t in _chunk_cards(s)) for s in range(4))
_C0, _C1, _C2, _C3 = _CHUNKS


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask``, in card order (four table look-ups)."""
    return (
        _C0[mask & 0x3FF]
        + _C1[(mask >> 10) & 0x3FF]
        + _C2[(mask >> 20) & 0x3FF]
        + _C3[(mask >> 30) & 0x3FF]
    )


def from_mask(mask: int) -> list[Card]:
    return list(cards_of(mask))


def full_deck() -> list[Card]:
    return list(CARDS)
