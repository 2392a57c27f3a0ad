"""What one seat may know: :class:`PlayerView`.

A view is plain frozen data (tuples of cards and numbers, and the rules). It holds no
reference to the game, so a computer player that receives it cannot reach another hand or
the stock in any way. Everything derived (the cards still unseen, the legal moves) is
computed from what the view holds.
"""

from __future__ import annotations

from dataclasses import dataclass

from .capture import capture_options
from .cards import CARDS, Card, from_mask, to_mask
from .moves import Move
from .rules import Rules


@dataclass(frozen=True)
class HistoryEntry:
    """A public happening of the round.

    ``kind`` is "table" (the first table laid, ``cards``), "bonus" (``seat`` took the first
    table, ``cards``, worth ``sweeps``) or "play" (``seat`` played ``card`` taking ``cards``;
    ``sweeps`` is 1 when it emptied the table for a sweep). ``table`` is the table just before.
    """

    kind: str
    seat: int | None
    card: Card | None
    cards: tuple[Card, ...]
    sweeps: int
    table: tuple[Card, ...]


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules
    players: int
    teams: tuple[int, ...]  # team of each seat
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]  # per seat
    pile_sizes: tuple[int, ...]  # per team
    sweeps: tuple[int, ...]  # sweep points per team
    sweep_counts: tuple[int, ...]  # sweeps per team
    stock_count: int
    history: tuple[HistoryEntry, ...]  # this round's public happenings
    current_player: int
    dealer: int
    round_number: int
    scores: tuple[int, ...]  # match totals per team
    target: int
    last_capturer: int | None

    @property
    def team(self) -> int:
        return self.teams[self.seat]

    def team_of(self, seat: int) -> int:
        return self.teams[seat]

    def seen(self) -> frozenset[Card]:
        """Every card this seat has seen this round: its hand, the table and all played."""
        seen = set(self.hand) | set(self.table)
        for entry in self.history:
            seen.update(entry.cards)
            if entry.card is not None:
                seen.add(entry.card)
        return frozenset(seen)

    def unseen(self) -> list[Card]:
        """The cards this seat has not seen: in other hands or still in the stock."""
        seen = to_mask(self.seen())
        return [c for c in CARDS if not seen >> c.index & 1]

    def capture_options(self, card: Card) -> list[frozenset[Card]]:
        return capture_options(self.rules, card, self.table)

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (meaningful when it is this seat's turn)."""
        moves = self.rules.compiled.legal(to_mask(self.hand), to_mask(self.table))
        return [Move(CARDS[i], frozenset(from_mask(m))) for i, m in moves]
