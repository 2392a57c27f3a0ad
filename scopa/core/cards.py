"""The cards: the 40-card Italian/Spanish deck, and the 52 French-suited cards beyond it.

A card is a rank (its capture value) and a suit. In the 40-card deck the ranks are 1..10, the
three figures being 8, 9, 10; a 52-card deck (see :class:`Deck`) adds ranks 11..13, its
figures (J = 11, Q = 12, K = 13), and its 8, 9, 10 are pips. Inside the engine every card is
an index so that a set of cards is a bit mask: the 40 cards are 0..39 (``suit * 10 + rank -
1``), whatever the deck, and ranks 11..13 are 40..51 (``40 + suit * 3 + rank - 11``), so a
40-card game's masks are the same in every deck. A deck made of two decks (``deck.copies: 2``,
the 80-card Mariscal) holds every card twice: the second copy, the *twin*, is written with a
prime after it (``7D'``) and its index is the first copy's plus :data:`TWIN` (52..103).
:class:`Card` is the readable value type at the API's edge.

>>> Card.parse("7D")
Card.parse('7D')
>>> str(Card(10, "clubs"))
'10B'
>>> Card.parse("7D").is_settebello
True
>>> twin = Card.parse("7D'")
>>> twin.copy, twin.index - Card.parse("7D").index, twin.is_settebello, twin.twin
(1, 52, True, Card.parse('7D'))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, total_ordering

SUITS: tuple[str, ...] = ("coins", "cups", "swords", "clubs")
SUIT_LETTERS: tuple[str, ...] = ("D", "C", "S", "B")
RANKS: tuple[int, ...] = tuple(range(1, 11))
"""The ranks of the 40-card deck."""
ALL_RANKS: tuple[int, ...] = tuple(range(1, 14))
"""Every rank a deck may hold: 1..13 in a 52-card deck."""
FIGURES: tuple[int, ...] = (8, 9, 10)
"""The 40-card deck's figures (a 52-card deck's are 11, 12, 13: see :attr:`Deck.figures`)."""
DECK_RANKS: tuple[int, ...] = (10, 13)
"""The decks there are, by their ranks a suit: 40 cards, and 52."""
DECK_COPIES: tuple[int, ...] = (1, 2)
"""How many times a deck may hold each card: once, or twice (two decks shuffled together)."""
TWIN = 52
"""A twin's index is its first copy's plus this: the twins are 52..103."""
PRIME = "'"
"""The mark after a twin's notation: ``7D'``."""

_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_LETTER_INDEX = {letter: i for i, letter in enumerate(SUIT_LETTERS)}


@total_ordering
@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """A card: ``rank`` 1..13 (1..10 in the 40-card deck), ``suit`` one of :data:`SUITS`,
    and ``copy`` 0, or 1 for the twin of a deck that holds every card twice.

    Cards order by suit (coins, cups, swords, clubs), then by rank, then the first copy before
    its twin; they hash by their index, and print in the short notation used in tests and
    logs: rank then suit letter, and a prime for a twin (``7D'``).
    """

    rank: int
    suit: str
    copy: int = 0
    index: int = field(init=False, repr=False)
    """0..39: coins 0-9, cups 10-19, swords 20-29, clubs 30-39; ranks 11..13: 40..51; a twin:
    its first copy's plus :data:`TWIN`."""

    def __post_init__(self) -> None:
        if self.rank not in ALL_RANKS:
            raise ValueError(f"a card's rank is 1 to 13, not {self.rank!r}")
        if self.suit not in _SUIT_INDEX:
            raise ValueError(f"a card's suit is one of {', '.join(SUITS)}, not {self.suit!r}")
        if self.copy not in (0, 1):
            raise ValueError(f"a card's copy is 0, or 1 for a twin, not {self.copy!r}")
        index = card_index(self.rank, _SUIT_INDEX[self.suit]) + TWIN * self.copy
        object.__setattr__(self, "index", index)

    @property
    def twin(self) -> Card:
        """The other copy of this card (in a deck that holds every card twice)."""
        return ALL_CARDS[twin_index(self.index)]

    @property
    def is_twin(self) -> bool:
        """Whether this is the second copy of its card (written ``7D'``)."""
        return self.copy == 1

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
        """Read the short notation: ``"7D"``, ``"10B"``, ``"1C"`` (``A`` is accepted for 1),
        and ``"7D'"`` for the twin of the 7D in a deck that holds every card twice."""
        raw = text.strip().upper()
        copy = 0
        if raw.endswith(PRIME):
            raw, copy = raw[:-1].rstrip(), 1
        if len(raw) < 2 or raw[-1] not in _LETTER_INDEX:
            raise ValueError(
                f"{text!r} is not a card: write the rank then the suit letter "
                "(D coins, C cups, S swords, B clubs), e.g. 7D"
            )
        rank_text = raw[:-1]
        rank = 1 if rank_text == "A" else int(rank_text) if rank_text.isdigit() else 0
        if rank not in ALL_RANKS:
            raise ValueError(
                f"{text!r} is not a card: the rank is 1 to 10 (or A), and 11 to 13 in a "
                "52-card deck"
            )
        return ALL_CARDS[card_index(rank, _LETTER_INDEX[raw[-1]]) + TWIN * copy]

    @staticmethod
    def from_index(index: int) -> Card:
        return ALL_CARDS[index]

    def __str__(self) -> str:
        mark = PRIME if self.copy else ""
        return f"{self.rank}{SUIT_LETTERS[_SUIT_INDEX[self.suit]]}{mark}"

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
            return _ORDER[self.index] < _ORDER[other.index]
        return NotImplemented

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (str(self),))


def twin_index(index: int) -> int:
    """The index of the other copy of the card at ``index``."""
    return index + TWIN if index < TWIN else index - TWIN


def fold_twins(mask: int) -> int:
    """``mask`` with every twin counted as its first copy: the cards it holds at least once."""
    return (mask | mask >> TWIN) & SINGLE_MASK


def both_copies(mask: int) -> int:
    """The first copies of the cards ``mask`` holds twice."""
    return mask & mask >> TWIN & SINGLE_MASK


def card_index(rank: int, suit: int) -> int:
    """The engine's index of the card of ``rank`` in suit number ``suit`` (coins 0)."""
    return suit * 10 + rank - 1 if rank <= 10 else 40 + suit * 3 + rank - 11


ALL_CARDS: tuple[Card, ...] = tuple(
    sorted(
        (Card(rank, suit, copy) for copy in (0, 1) for suit in SUITS for rank in ALL_RANKS),
        key=lambda c: c.index,
    )
)
"""Every card there is, in index order: the 40, then ranks 11..13, then their twins."""
CARDS: tuple[Card, ...] = ALL_CARDS[:40]
"""The 40 cards in index order."""
SINGLE_MASK = (1 << TWIN) - 1
"""Every first copy (indices 0..51): a mask's twins are what lies above it."""
_ORDER: tuple[int, ...] = tuple(SUITS.index(c.suit) * 32 + c.rank * 2 + c.copy for c in ALL_CARDS)
CARD_COUNT = len(ALL_CARDS)  # 104: the indices a mask's card bits may hold

FULL_MASK = (1 << 40) - 1
SUIT_OF: tuple[int, ...] = tuple(SUITS.index(c.suit) for c in ALL_CARDS)
SUIT_MASKS: tuple[int, ...] = tuple(
    sum(1 << i for i, s in enumerate(SUIT_OF) if s == suit) for suit in range(4)
)
"""Each suit's cards, ranks 1..13 and their twins (a deck's own may hold fewer:
:attr:`Deck.suit_masks`)."""
RANK_MASKS: tuple[int, ...] = (
    0,
    *(sum(1 << card_index(r, s) + TWIN * c for s in range(4) for c in (0, 1)) for r in ALL_RANKS),
)
"""``RANK_MASKS[r]`` holds the cards of rank ``r``, 1..13 (index 0 unused): four, and their
four twins."""
RANK_OF: tuple[int, ...] = tuple(c.rank for c in ALL_CARDS)


@dataclass(frozen=True)
class Deck:
    """A deck: ``ranks`` a suit (10: the 40 cards; 13: the 52 French-suited cards), each card
    ``copies`` times (2: two decks shuffled together), with its cards' indices and masks.

    >>> forty, fifty_two, eighty = Deck.of(10), Deck.of(13), Deck.of(10, copies=2)
    >>> forty.size, fifty_two.size, fifty_two.figures, forty.mask == FULL_MASK
    (40, 52, (11, 12, 13), True)
    >>> [str(c) for c in fifty_two.cards if c.suit == "coins"][-4:]
    ['10D', '11D', '12D', '13D']
    >>> eighty.size, [str(c) for c in eighty.cards][:4], eighty.suit_masks[0].bit_count()
    (80, ['1D', "1D'", '2D', "2D'"], 20)
    """

    ranks: int
    copies: int = 1

    @staticmethod
    def of(ranks: int, copies: int = 1) -> Deck:
        """The deck of ``ranks`` a suit, each card ``copies`` times (one value per deck)."""
        return _DECKS[ranks, copies]

    @property
    def size(self) -> int:
        return 4 * self.ranks * self.copies

    @property
    def figures(self) -> tuple[int, ...]:
        """The three figures: the deck's three highest ranks."""
        return (self.ranks - 2, self.ranks - 1, self.ranks)

    @property
    def twins(self) -> bool:
        """Whether every card is in the deck twice."""
        return self.copies > 1

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """The deck's cards in card order (by suit, then rank, a card before its twin)."""
        return tuple(sorted(ALL_CARDS[i] for i in self.indices))

    @cached_property
    def indices(self) -> tuple[int, ...]:
        """The deck's cards' indices, lowest first: the order a new deck is shuffled from."""
        once = tuple(range(40)) + tuple(range(40, 40 + 4 * (self.ranks - 10)))
        return once + tuple(i + TWIN for i in once) if self.twins else once

    @cached_property
    def mask(self) -> int:
        return sum(1 << i for i in self.indices)

    @cached_property
    def suit_masks(self) -> tuple[int, ...]:
        """Each suit's cards, coins first."""
        return tuple(self.mask & suit for suit in SUIT_MASKS)

    def is_figure(self, rank: int) -> bool:
        return rank > self.ranks - 3


_DECKS = {(ranks, copies): Deck(ranks, copies) for ranks in DECK_RANKS for copies in DECK_COPIES}


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
    """The cards of ``mask``, in card order (four table look-ups for the 40 cards)."""
    if mask >> 40:  # ranks 11..13 among them: in their places, suit by suit
        return tuple(sorted(ALL_CARDS[i] for i in bits(mask)))
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
