"""A move: the card played and the table cards it takes."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import CARDS, Card, from_mask, to_mask

_NOTHING: frozenset[Card] = frozenset()


@dataclass(frozen=True)
class Move:
    """Play ``card``, capturing ``captured`` (empty: lay the card on the table).

    >>> Move.parse("7D 3C 4S")
    Move(card=Card.parse('7D'), captured=frozenset({Card.parse('3C'), Card.parse('4S')}))
    >>> str(Move.parse("5B"))
    '5B'
    """

    card: Card
    captured: frozenset[Card] = field(default_factory=frozenset)
    _mask: int = field(default=-1, compare=False, repr=False, kw_only=True)

    def __post_init__(self) -> None:
        if type(self.captured) is not frozenset:
            object.__setattr__(self, "captured", frozenset(self.captured))

    @classmethod
    def from_mask(cls, index: int, captured: int) -> Move:
        """The move of card ``index`` taking the cards of mask ``captured``."""
        taken = frozenset(from_mask(captured)) if captured else _NOTHING
        return cls(CARDS[index], taken, _mask=captured)

    @property
    def is_capture(self) -> bool:
        return bool(self.captured)

    @property
    def captured_mask(self) -> int:
        if self._mask < 0:
            object.__setattr__(self, "_mask", to_mask(self.captured))
        return self._mask

    @classmethod
    def parse(cls, text: str) -> Move:
        """``"7D 3C 4S"``: the card played, then the cards taken; ``"7D x 3C 4S"`` also reads."""
        parts = [p for p in text.replace(",", " ").split() if p.lower() not in ("x", "takes")]
        if not parts:
            raise ValueError("a move names the card played, e.g. '7D' or '7D 3C 4S'")
        return cls(Card.parse(parts[0]), frozenset(Card.parse(p) for p in parts[1:]))

    def __str__(self) -> str:
        if not self.captured:
            return str(self.card)
        return f"{self.card} x {' '.join(str(c) for c in sorted(self.captured))}"

    def __repr__(self) -> str:
        taken = "{" + ", ".join(repr(c) for c in sorted(self.captured)) + "}"
        inner = f"frozenset({taken})" if self.captured else "frozenset()"
        return f"Move(card={self.card!r}, captured={inner})"

    def to_data(self) -> list[str]:
        return [str(self.card), *(str(c) for c in sorted(self.captured))]

    @classmethod
    def from_data(cls, data: list[str]) -> Move:
        return cls(Card.parse(data[0]), frozenset(Card.parse(c) for c in data[1:]))
