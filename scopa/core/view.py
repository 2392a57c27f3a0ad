"""What one seat may know: :class:`PlayerView`.

A view is plain frozen data (tuples of cards and numbers, the round's public events and the
rules, which carry no cache). It holds no reference to the game, nor to anything the game's
play has filled, so a computer player that receives it cannot reach another hand or the
stock in any way. Everything derived (the cards still unseen, the legal moves, the table
each play was made on) is computed from what the view holds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .capture import CompiledRules, capture_options
from .cards import CARDS, Card, to_mask
from .events import Captured, Dealt, Event, Played, TableBonus, TableCleared
from .moves import Move
from .rules import Rules


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
    history: tuple[Event, ...]  # this round's public events, from RoundStarted on
    current_player: int
    dealer: int
    round_number: int
    scores: tuple[int, ...]  # match totals per team
    target: int
    last_capturer: int | None
    out: tuple[int, ...] = ()  # seats out of the match (elimination)

    @property
    def team(self) -> int:
        return self.teams[self.seat]

    def team_of(self, seat: int) -> int:
        return self.teams[seat]

    def seen(self) -> frozenset[Card]:
        """Every card this seat has seen this round: its hand, the table and all played."""
        seen = set(self.hand) | set(self.table)
        for event in self.history:
            if isinstance(event, Played):
                seen.add(event.card)
                seen.update(event.captured)
            elif isinstance(event, TableBonus | TableCleared):
                seen.update(event.cards)
            elif isinstance(event, Dealt):
                seen.add(event.card)
        return frozenset(seen)

    def unseen(self) -> list[Card]:
        """The cards this seat has not seen: in other hands or still in the stock."""
        seen = to_mask(self.seen())
        return [c for c in CARDS if not seen >> c.index & 1]

    def plays(self) -> Iterator[tuple[Played, tuple[Card, ...]]]:
        """Each play of the round so far, with the table it was made on."""
        table: list[Card] = []
        for event in self.history:
            if isinstance(event, Dealt) and event.seat is None:
                table.append(event.card)
            elif isinstance(event, TableBonus | TableCleared):
                table = [c for c in table if c not in event.cards]
            elif isinstance(event, Played):
                yield event, tuple(table)
                if event.captured:
                    table = [c for c in table if c not in event.captured]
                else:
                    table.append(event.card)

    def captures(self) -> Iterator[tuple[int, tuple[Card, ...]]]:
        """(team, cards) for every capture of the round so far, first-table bonus included."""
        for event in self.history:
            if isinstance(event, Captured):
                yield event.team, (event.card, *event.cards)
            elif isinstance(event, TableBonus):
                yield event.team, event.cards

    def capture_options(self, card: Card) -> list[frozenset[Card]]:
        return capture_options(self.rules, card, self.table)

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (meaningful when it is this seat's turn)."""
        moves = CompiledRules(self.rules).legal(to_mask(self.hand), to_mask(self.table))
        return [Move.from_mask(i, m) for i, m in moves]
