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

from .builds import Build, BuildState
from .capture import CompiledRules
from .cards import ALL_CARDS, Card, from_mask, to_mask
from .claims import ClaimState
from .declarations import Declarations, DeclarationState
from .events import (
    Answered,
    Captured,
    Claimed,
    ClaimSettled,
    Dealt,
    Declared,
    Event,
    Played,
    Revealed,
    Stole,
    TableBonus,
    TableCleared,
)
from .moves import Move
from .rules import Rules
from .steal import StealState, Take, take_of


@dataclass
class SeenRound:
    """The round as one seat sees it (:meth:`PlayerView.position`): its own hand only, and
    each mechanism's record as the public events tell it."""

    hands: list[int]
    current: int
    table: int
    team: tuple[int, ...]
    to_play: int
    steals: StealState
    building: BuildState
    declarations: DeclarationState
    claims: ClaimState


@dataclass(frozen=True)
class TableBuild:
    """A build on the table, as every seat sees it (see :mod:`~scopa.core.builds`): its
    cards (in the order laid), its value, the seat that owns it, and whether that seat is
    known to hold a card of its value (it built saying so, and has not played one since)."""

    cards: tuple[Card, ...]
    value: int
    owner: int
    pledged: bool = True


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
    # the cards this seat played face down, still unseen by the others: the trusted ones (in
    # its side's pile), then a claim awaiting its answers
    face_down: tuple[Card, ...] = ()
    builds: tuple[TableBuild, ...] = ()  # the builds on the table (their cards in ``table``)
    # per team, the points scored so far this round as they happened: sweeps, in-play points,
    # declarations and what doubted claims cost (the round's other points come with its
    # scoring)
    round_points: tuple[int, ...] = ()

    @property
    def team(self) -> int:
        return self.teams[self.seat]

    def team_of(self, seat: int) -> int:
        return self.teams[seat]

    def seen(self) -> frozenset[Card]:
        """Every card this seat has seen this round: its hand, the table and all played."""
        seen = set(self.hand) | set(self.table) | set(self.face_down)
        for event in self.history:
            if isinstance(event, Played):
                seen.add(event.card)
                seen.update(event.captured)
            elif isinstance(event, TableBonus | TableCleared):
                seen.update(event.cards)
            elif isinstance(event, Dealt):
                seen.add(event.card)
            elif isinstance(event, Declared | Revealed):
                seen.update(event.cards)
            elif isinstance(event, ClaimSettled) and event.card is not None:
                seen.add(event.card)
        return frozenset(seen)

    def shown_cards(self) -> tuple[tuple[Card, ...], ...]:
        """Per seat, the cards of its hand every seat sees: a declared hand, or one dealt
        face up, less the cards played since."""
        shown: list[list[Card]] = [[] for _ in range(self.players)]
        if not self.rules.declarations.kinds and not self.rules.deal.last_face_up:
            return tuple(() for _ in shown)  # no hand is ever shown: no need to read on
        for event in self.history:
            if isinstance(event, Declared | Revealed):
                shown[event.seat] = list(event.cards)
            elif isinstance(event, Played) and event.card in shown[event.seat]:
                shown[event.seat].remove(event.card)
        return tuple(tuple(cards) for cards in shown)

    def declared(self) -> tuple[int, ...]:
        """Each side's declared points this round."""
        points = [0] * (max(self.teams) + 1)
        if not self.rules.declarations.kinds:
            return tuple(points)
        for event in self.history:
            if isinstance(event, Declared):
                points[event.team] += event.points
        return tuple(points)

    def declared_kinds(self) -> tuple[tuple[int, ...], ...]:
        """Each side's declarations this round (their numbers in the rules)."""
        kinds: list[tuple[int, ...]] = [()] * (max(self.teams) + 1)
        if not self.rules.declarations.kinds:
            return tuple(kinds)
        for event in self.history:
            if isinstance(event, Declared):
                kinds[event.team] = kinds[event.team] + event.kinds
        return tuple(kinds)

    def wild_rank(self) -> int:
        """The rank named for the wild card, until it is captured (0: none)."""
        wild = self.rules.declarations.wild
        if wild is None:
            return 0
        card = Card.parse(wild)
        rank = 0
        for event in self.history:
            if isinstance(event, Declared) and event.wild_rank:
                rank = event.wild_rank
            elif isinstance(event, Played) and event.captured:
                taken = card == event.card or card in event.captured
                rank = 0 if taken else rank  # captured, the wild card is itself again
        return rank

    def finished_deal_plays(self, plays: int) -> int:
        """How many of the round's first ``plays`` plays belong to deals already played out
        (the plays of the current deal come after them)."""
        playing = self.players - len(self.out)  # the seats dealt to
        start = 0
        for k in self.rules.deal_plan(playing).hands:
            size = k * playing
            if start + size > plays:
                break
            start += size
        return start

    def deal_plays(self) -> list[Played | Claimed]:
        """The plays made since the current deal was dealt (a card played face down, claiming
        a sweep, is one)."""
        plays = [e for e in self.history if isinstance(e, Played | Claimed)]
        return plays[self.finished_deal_plays(len(plays)) :]

    def fresh_seats(self) -> int:
        """The seats (bits) yet to play a card of the current deal, where the rules have
        declarations (0 otherwise)."""
        if not self.rules.declarations.kinds:
            return 0
        played = {p.seat for p in self.deal_plays()}
        return sum(
            1 << s
            for s in range(self.players)
            if s not in self.out and s not in played and self.hand_sizes[s]
        )

    def unseen(self) -> list[Card]:
        """The cards this seat has not seen: in other hands or still in the stock."""
        seen = to_mask(self.seen())
        return [c for c in self.rules.deck.cards.cards if not seen >> c.index & 1]

    def plays(self) -> Iterator[tuple[Played | Claimed, tuple[Card, ...]]]:
        """Each play of the round so far, with the table it was made on: a card played face
        down, claiming a sweep, is its :class:`Claimed` event."""
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
            elif isinstance(event, Claimed):
                yield event, tuple(table)
            elif isinstance(event, ClaimSettled):
                if event.upheld:
                    table = [c for c in table if c not in event.cards]
                elif event.card is not None:
                    table.append(event.card)

    def captures(self) -> Iterator[tuple[int, tuple[Card, ...]]]:
        """(team, cards) for every capture of the round so far, first-table bonus included;
        a pile stolen whole is a capture of the thief's (each side's pile now:
        :meth:`pile_masks`)."""
        for event in self.history:
            if isinstance(event, Captured):
                yield event.team, (event.card, *event.cards)
            elif isinstance(event, TableBonus):
                yield event.team, event.cards
            elif isinstance(event, ClaimSettled) and event.upheld:
                shown = () if event.card is None else (event.card,)
                yield event.team, (*shown, *event.cards)  # a trusted card stays unseen
            elif isinstance(event, Stole):
                yield event.team, event.cards  # a pile taken whole (see pile_masks)

    def pile_masks(self) -> tuple[int, ...]:
        """Each side's pile now, as a mask: its captures, less the piles stolen from it,
        plus the piles it stole (the trusted face-down cards of other seats not included)."""
        return self._piles()[0]

    def pile_tops(self) -> tuple[Card | None, ...]:
        """Each side's pile top: the card that made its last capture, face up (None: an
        empty pile, or one whose top card was played face down and trusted)."""
        return tuple(None if t < 0 else ALL_CARDS[t] for t in self._piles()[1])

    def _piles(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        n = max(self.teams) + 1
        piles, tops = [0] * n, [-1] * n
        for event in self.history:
            if isinstance(event, Captured):
                piles[event.team] |= to_mask((event.card, *event.cards))
                tops[event.team] = event.card.index
            elif isinstance(event, Stole):
                piles[event.team] |= piles[event.from_team]
                piles[event.from_team], tops[event.from_team] = 0, -1
            elif isinstance(event, TableBonus):
                piles[event.team] |= to_mask(event.cards)
                tops[event.team] = max(c.index for c in event.cards)
            elif isinstance(event, ClaimSettled) and event.upheld:
                shown = () if event.card is None else (event.card,)
                piles[event.team] |= to_mask((*shown, *event.cards))
                tops[event.team] = -1 if event.card is None else event.card.index
        return tuple(piles), tuple(tops)

    def takes(self, idx: int, mask: int) -> Take:
        """What this seat's move of card ``idx`` with ``mask`` (the engine's pair) takes, and
        from where: the table cards, and each opponent's pile it steals whole."""
        piles, tops = self._piles()
        return take_of(mask, piles, tops)

    def claim(self) -> tuple[Claimed, tuple[int, ...]] | None:
        """The claimed sweep awaiting answers, and the seats yet to answer it in turn (the
        first is the seat to move), or None."""
        pending: Claimed | None = None
        answered = 0
        for event in self.history:
            if isinstance(event, Claimed):
                pending, answered = event, 0
            elif isinstance(event, Answered):
                answered += 1
            elif isinstance(event, ClaimSettled):
                pending = None
        if pending is None:
            return None
        return pending, pending.asked[answered:]

    def face_down_counts(self) -> tuple[int, ...]:
        """Per seat, how many cards it played face down that nobody else has seen: a claim
        awaiting its answers and the trusted ones, which lie in its side's pile."""
        counts = [0] * self.players
        if not self.rules.claims.sweep:
            return tuple(counts)
        for event in self.history:
            if isinstance(event, Claimed):
                counts[event.seat] += 1
            elif isinstance(event, ClaimSettled) and event.card is not None:
                counts[event.seat] -= 1
        return tuple(counts)

    def claim_points(self) -> tuple[int, ...]:
        """What doubted claims have cost each side this round (0 or less)."""
        points = [0] * (max(self.teams) + 1)
        for event in self.history:
            if isinstance(event, ClaimSettled) and event.penalty_team is not None:
                points[event.penalty_team] -= event.penalty
        return tuple(points)

    def laid_card(self) -> int:
        """The card (its index) the last play laid on the table, -1 if it laid none: what a
        ``play_points.last_laid`` capture takes."""
        for event in reversed(self.history):
            if isinstance(event, Played):
                return event.card.index if not event.captured else -1
        return -1

    def play_points(self) -> tuple[tuple[int, ...], ...]:
        """Each side's in-play points this round so far, one per kind of
        :data:`~scopa.core.scoring.PLAY_KINDS` (``play_points``)."""
        points = [[0, 0, 0] for _ in range(max(self.teams) + 1)]
        compiled: CompiledRules | None = None
        laid = -1
        for event in self.history:
            if isinstance(event, Played):
                if event.captured:
                    compiled = compiled or CompiledRules(self.rules)
                    made = compiled.play_points(event.card.index, to_mask(event.captured), laid)
                    side = points[self.teams[event.seat]]
                    for k in range(3):
                        side[k] += made[k]
                    laid = -1
                else:
                    laid = event.card.index
        return tuple(tuple(p) for p in points)

    def engine_builds(self) -> tuple[Build, ...]:
        """The builds as the engine holds them."""
        return tuple(Build(to_mask(b.cards), b.value, b.owner, b.pledged) for b in self.builds)

    def capture_options(self, card: Card) -> list[frozenset[Card]]:
        """What ``card`` could take from the table now, as the card stands: a wild card at
        the rank named for it, never its own twin where the rules bar that, builds whole
        (:meth:`CompiledRules.takes`, the answer the moves are made of)."""
        compiled = CompiledRules(self.rules)
        table = to_mask(self.table)
        masks = compiled.takes(card.index, table, self.wild_rank(), self.engine_builds())
        return [frozenset(from_mask(m)) for m in masks]

    def declarations(self) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
        """The ways this seat may declare its hand now: (mask flag, points, the rules'
        declarations made) each; none unless the seat is yet to play from this deal."""
        if not self.fresh_seats() >> self.seat & 1:
            return ()
        return Declarations(self.rules).options(to_mask(self.hand))

    def legal_raw(self, compiled: CompiledRules | None = None) -> list[tuple[int, int]]:
        """This seat's legal moves as the engine's (card index, mask) pairs, declarations
        and the wild card's named rank included (meaningful when it is this seat's turn).
        ``compiled``: the caller's own compiled rules, to keep its capture answers."""
        compiled = compiled or CompiledRules(self.rules)
        hand, table = to_mask(self.hand), to_mask(self.table)
        if compiled.plain_round:
            return compiled.legal(hand, table)
        return compiled.moves(self.position(hand, table))

    def position(self, hand: int, table: int) -> SeenRound:
        """The round as this seat sees it, for the mechanisms that list moves (the engine's
        round is the same to them: see :class:`~scopa.core.mechanism.Position`)."""
        n, sides = self.players, max(self.teams) + 1
        hands = [0] * n
        hands[self.seat] = hand
        pending = self.claim() if self.rules.claims.sweep else None
        shown = [to_mask(cards) for cards in self.shown_cards()]
        return SeenRound(
            hands,
            self.seat,
            table,
            tuple(self.teams),
            self.stock_count + sum(self.hand_sizes),
            StealState(list(self._piles()[1])),
            BuildState(self.engine_builds()),
            DeclarationState(
                shown, [0] * sides, [()] * sides, self.fresh_seats(), self.wild_rank()
            ),
            ClaimState([0] * n, [0] * sides, asking=() if pending is None else pending[1]),
        )

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (meaningful when it is this seat's turn)."""
        return [Move.from_mask(i, m) for i, m in self.legal_raw()]
