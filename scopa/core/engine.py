"""The fast round engine: one round of play on card masks.

:class:`Round` holds a round's whole state as integers (hands, table and piles are 40-bit
masks) and plays moves without checking them, so that the computer players' search and the
benchmarks can run hundreds of thousands of plays a second. :class:`~scopa.core.game.Game`
wraps it with checking, history and the match; it is the only place a rule is applied.

With ``events`` set to a list, the round appends the public :mod:`~scopa.core.events` of what
happens, in order, and keeps the order of hands and table; with ``events=None`` (the search) it
records nothing and keeps no card order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .builds import (
    BUILD,
    NO_BUILDS,
    Build,
    BuildState,
    after_build,
    after_play,
    legal_with_builds,
)
from .capture import CompiledRules
from .cards import ALL_CARDS, CARD_COUNT, RANK_OF, Card, bits, cards_of
from .claims import ANSWERS, CLAIM, TRUST, ClaimState
from .declarations import CARD_BITS, DeclarationState, wild_rank_of
from .events import (
    Answered,
    Built,
    Captured,
    Claimed,
    ClaimSettled,
    Dealt,
    Declared,
    Event,
    Played,
    PlayScored,
    Revealed,
    Stole,
    Swept,
    TableBonus,
    TableCleared,
)
from .play_points import PLAY_KINDS
from .record import Record, copy_lines
from .scoring import RoundResult, score_masks
from .steal import (
    BELOW_STEALS,
    NOTHING_STOLEN,
    STEAL_BITS,
    STEAL_SHIFT,
    StealState,
    StolenPiles,
    Take,
    take_of,
)

# The hot path of a played round makes its commonest events straight from their fields, in
# field order: what each event type's own constructor does, without its call.
_make = tuple.__new__


# Every field of a round, written once, with how a clone copies it: SAME shares it (a number,
# a tuple, or what play replaces and never changes in place), LIST makes a new list, LISTS a
# new list of new lists (or None), RECORD copies the record (a mechanism's part of the round,
# of the class _RECORDS names: see .record); anything else is the value a clone starts with
# (the log of events and the order cards arrived in are left behind). __slots__ and clone()
# are made from it.
_SAME, _LIST, _LISTS, _RECORD = "same", "list", "lists", "record"
_RECORDS: dict[str, type[Record]] = {
    "steals": StealState,
    "claims": ClaimState,
    "declarations": DeclarationState,
}
_STATE: dict[str, str] = {
    # the table's shape, and the round's number in the match
    "c": _SAME,
    "n": _SAME,
    "team": _SAME,
    "dealer": _SAME,
    "out": _SAME,
    "after": _SAME,
    "order": _SAME,
    "plan": _SAME,
    "number": _SAME,
    # the cards: hands, table and piles (masks), the stock and the deal's position in it
    "hands": _LIST,
    "table": _SAME,
    "piles": _LIST,
    "deck": _SAME,
    "pos": _SAME,
    # the sweeps and the in-play points
    "sweeps": _LIST,
    "sweep_counts": _LIST,
    "sweep_cards": _LIST,
    "laid": _SAME,
    "plays": _LISTS,
    # each mechanism's records
    "steals": _RECORD,
    "claims": _RECORD,
    "declarations": _RECORD,
    "building": _SAME,  # a record play replaces, never changes: shared
    # whose turn, and how far the round has gone
    "current": _SAME,
    "last_capturer": _SAME,
    "in_hands": _SAME,
    "to_play": _SAME,
    "over": _SAME,
    # what a clone leaves behind
    "events": "None",
    "arrival": "None",
    "stamp": "0",
    "_stolen": "NOTHING_STOLEN",  # a record play replaces, never changes
}
_FIELDS = tuple(sorted(_STATE))


class Round:
    """One round's state. Seats play in increasing order; the seat after the dealer leads.

    Its fields are listed once, in :data:`_STATE`; a mechanism's part of the round is a
    record of its own (``claims``, ``declarations``, ``steals``, ``building``; the note of the
    piles a play steals, ``_stolen``, too), read from outside through the properties below
    (``rnd.claim``, ``rnd.tops``, ``rnd.builds``...)."""

    __slots__ = _FIELDS  # every field, written once: see _STATE

    def __init__(
        self,
        compiled: CompiledRules,
        team: Sequence[int],
        dealer: int,
        events: list[Event] | None = None,
        *,
        number: int = 0,
        out: Sequence[int] = (),
    ) -> None:
        self.c = compiled
        self.n = len(team)
        self.team = tuple(team)
        n_teams = max(team) + 1
        self.dealer = dealer
        self.out = tuple(out)  # seats out of the match (elimination): never dealt, skipped
        self.after = next_seats(self.n, self.out)
        self.order = seat_order(self.after, dealer)
        self.plan = compiled.plan(len(self.order))
        self.number = number  # the round's number in the match, for its events
        self.hands = [0] * self.n
        self.table = 0
        self.piles = [0] * n_teams
        self.sweeps = [0] * n_teams  # sweep points
        self.sweep_counts = [0] * n_teams
        # a mask of the cards that made each team's sweeps (a sweep that took the card's own
        # twin: at the card's index + CARD_COUNT, see CompiledRules.takes_twin)
        self.sweep_cards = [0] * n_teams
        # the card the previous play laid on the table (-1: it laid none), and per side the
        # points its captures scored as they were made, by kind (play_points; None: off)
        self.laid = -1
        self.plays: list[list[int]] | None = (
            [[0, 0, 0] for _ in range(n_teams)] if compiled.play_points_on else None
        )
        # each mechanism's part of the round, a record of its own
        self.steals = StealState([-1] * n_teams)  # each pile's top card
        self.claims = ClaimState([0] * self.n, [0] * n_teams)
        self.declarations = DeclarationState([0] * self.n, [0] * n_teams, [()] * n_teams)
        self.building = NO_BUILDS  # the builds on the table (their cards in it)
        self.deck: list[int] = []
        self.pos = 0
        self.current = self.after[dealer]
        self.last_capturer = -1
        self.in_hands = 0
        self.to_play = 0
        self.over = False
        self.events = events
        # with events, the order cards reached a hand or the table: a stamp per card
        self.arrival: list[int] | None = None if events is None else [0] * CARD_COUNT
        self.stamp = 0
        self._stolen = NOTHING_STOLEN  # the piles the play being made took, for its events

    @classmethod
    def from_state(
        cls,
        compiled: CompiledRules,
        team: Sequence[int],
        dealer: int,
        *,
        hands: Sequence[int],
        table: int,
        piles: Sequence[int],
        sweeps: Sequence[int],
        sweep_counts: Sequence[int],
        stock: Sequence[int],
        current: int,
        last_capturer: int | None,
        out: Sequence[int] = (),
        fresh: int = 0,
        shown: Sequence[int] | None = None,
        declared: Sequence[int] | None = None,
        declared_kinds: Sequence[tuple[int, ...]] | None = None,
        wild_rank: int = 0,
        claim: int = -1,
        claimant: int = -1,
        asking: Sequence[int] = (),
        face_down: Sequence[int] | None = None,
        claim_points: Sequence[int] | None = None,
        tops: Sequence[int] | None = None,
        builds: Sequence[Build] = (),
        laid: int = -1,
        plays: Sequence[Sequence[int]] | None = None,
    ) -> Round:
        """A round in the middle of play, e.g. one deal of the hidden cards that a computer
        player samples. ``stock`` is the order the remaining cards will be dealt in; ``fresh``
        the seats (bits) yet to play from the current deal, ``shown`` each seat's hand cards
        every seat sees, ``declared`` each side's declared points so far and ``wild_rank``
        the rank named for the wild card. ``claim`` is the card of a claimed sweep by
        ``claimant`` that the seats ``asking`` are yet to answer (``current`` the first of
        them), ``face_down`` each seat's cards played face down and still unseen (the claim's
        included, the others in their side's pile) and ``claim_points`` what doubted claims
        cost each side; ``tops`` each pile's top card (-1: none), where the rules steal;
        ``builds`` the builds on the table; ``laid`` the card the previous play laid (-1:
        none) and ``plays`` each side's in-play points so far by kind (``play_points``)."""
        rnd = cls(compiled, team, dealer, out=out)
        if tops is not None:
            rnd.steals.tops = list(tops)
        rnd.builds = tuple(builds)
        cl = rnd.claims
        cl.card, cl.claimant, cl.asking = claim, claimant, tuple(asking)
        if face_down is not None:
            cl.face_down = list(face_down)
        if claim_points is not None:
            cl.points = list(claim_points)
        dc = rnd.declarations
        dc.fresh, dc.wild_rank = fresh, wild_rank
        if shown is not None:
            dc.shown = list(shown)
        if declared is not None:
            dc.declared = list(declared)
        if declared_kinds is not None:
            dc.kinds = list(declared_kinds)
        rnd.hands = list(hands)
        rnd.table = table
        rnd.piles = list(piles)
        rnd.sweeps = list(sweeps)
        rnd.sweep_counts = list(sweep_counts)
        rnd.deck = list(stock)
        rnd.pos = 0
        rnd.current = current
        rnd.last_capturer = -1 if last_capturer is None else last_capturer
        rnd.laid = laid
        if plays is not None and rnd.plays is not None:
            rnd.plays = [list(p) for p in plays]
        rnd.in_hands = sum(h.bit_count() for h in hands)
        rnd.to_play = rnd.in_hands + len(rnd.deck)
        rnd.over = rnd.to_play == 0 and claim < 0
        return rnd

    # ------------------------------------------------------------------ deal
    def deal(self, deck: Sequence[int]) -> bool:
        """Deal a round from ``deck`` (top first). False: the first table calls for a redeal."""
        rules = self.c.rules
        self.deck = list(deck)
        self.pos = 0
        self._deal_hands()
        events = self.events
        for _ in range(self.plan.table):
            idx = self.deck[self.pos]
            self.pos += 1
            self.table |= 1 << idx
            if events is not None:
                self.arrival[idx] = self.stamp  # type: ignore[index]
                self.stamp += 1
                events.append(Dealt(self.number, None, ALL_CARDS[idx], len(self.deck) - self.pos))
        self.to_play = self.in_hands + len(self.deck) - self.pos
        if self.c.redeal_needed(self.table):
            return False
        bonus = rules.deal.table_bonus
        if bonus and self.table:
            total = sum(RANK_OF[i] for i in bits(self.table))
            wild = self.c.declarations.wild
            if wild >= 0 and self.table >> wild & 1:  # the wild card counts as any rank
                rest = total - RANK_OF[wild]
                total = max(
                    (rest + r for r in range(1, rules.deck.ranks + 1) if rest + r in bonus),
                    key=bonus.__getitem__,
                    default=total,
                )
            if total in bonus:
                seat = self.dealer if rules.deal.table_bonus_to == "dealer" else self.current
                team = self.team[seat]
                taken = self.table
                self.piles[team] |= taken
                self.steals.tops[team] = taken.bit_length() - 1  # the highest card lies on top
                self.sweep_counts[team] += bonus[total]
                self.sweeps[team] += bonus[total] * rules.sweep.points
                self.table = 0
                self.last_capturer = seat
                if events is not None:
                    cards = cards_of(taken)
                    events.append(TableBonus(self.number, seat, team, cards, bonus[total]))
        return True

    def _deal_hands(self) -> None:
        order = self.order
        k = self.plan.hand_after(len(self.deck) - self.pos)
        deck, hands, events, arrival = self.deck, self.hands, self.events, self.arrival
        pos = self.pos
        if events is None or arrival is None:
            for _ in range(k):
                for seat in order:
                    hands[seat] |= 1 << deck[pos]
                    pos += 1
        else:
            add, number, left, stamp = events.append, self.number, len(deck), self.stamp
            for _ in range(k):
                for seat in order:
                    idx = deck[pos]
                    pos += 1
                    hands[seat] |= 1 << idx
                    arrival[idx] = stamp
                    stamp += 1
                    add(_make(Dealt, (number, seat, ALL_CARDS[idx], left - pos)))
            self.stamp = stamp
        self.pos = pos
        self.in_hands = k * len(order)
        if self.c.declarations:
            self.declarations.fresh = sum(1 << seat for seat in order)
        if pos == len(deck) and self.c.rules.deal.last_face_up:
            for seat in order:
                self.declarations.shown[seat] = hands[seat]
                if events is not None:
                    events.append(Revealed(self.number, seat, tuple(self._ordered(hands[seat]))))

    @property
    def stock_count(self) -> int:
        return len(self.deck) - self.pos

    # ------------------------------------------------------------------ play
    def legal(self) -> list[tuple[int, int]]:
        """The current seat's moves as (card index, mask) pairs: the mask holds the cards
        taken and, for a play that declares the hand first, the declaration's bits (see
        :mod:`~scopa.core.declarations`)."""
        c = self.c
        if c.plain_round:  # no claims, builds, steals nor declarations: the rules' own list
            return c.legal(self.hands[self.current], self.table)
        if self.claims.asking:
            return list(ANSWERS)
        if self.building.on_table or self.c.builds_allowed:
            seat = self.current
            moves = legal_with_builds(
                self.c, self.hands[seat], self.table, self.building.on_table, seat, self.team
            )
        elif self.declarations.wild_rank or self.declarations.fresh:
            moves = self._legal_declaring()
        elif self.c.steals.on:
            seat = self.current
            moves = self.c.steals.legal(
                self.hands[seat], self.table, self.steals.tops, self.team[seat]
            )
        else:
            moves = self.c.legal(self.hands[self.current], self.table)
        if self.c.claim_sweeps and self.table:
            seat = self.current  # a card every seat sees cannot be played unseen
            hidden = self.hands[seat] & ~self.declarations.shown[seat]
            moves = moves + self.c.claims(hidden, self.table, self.to_play == 1)
        return moves

    def _legal_declaring(self) -> list[tuple[int, int]]:
        seat = self.current
        if self.c.steals.on:  # the wild card steals at its own rank
            return self.c.steals.legal_declaring(
                self.hands[seat],
                self.table,
                self.steals.tops,
                self.team[seat],
                bool(self.declarations.fresh >> seat & 1),
            )
        return self.c.legal_declaring(
            self.hands[seat],
            self.table,
            self.declarations.wild_rank,
            bool(self.declarations.fresh >> seat & 1),
        )

    def play(self, idx: int, captured: int) -> None:
        """Play card ``idx`` taking ``captured`` (0: lay it on the table), declaring the hand
        first when the mask carries a declaration, face down when it claims a sweep. An
        answer to a claim plays no card (``idx`` -1). Not checked."""
        if idx < 0:
            self._answer(captured == TRUST)
            return
        seat = self.current
        stolen = 0
        if captured > CARD_BITS:  # a flag above the card bits: a build, a steal, a claim...
            if captured & BUILD:
                self._build(seat, idx, captured & CARD_BITS)
                return
            stolen = (captured & STEAL_BITS) >> STEAL_SHIFT  # the sides whose piles it takes
            if stolen:
                captured &= BELOW_STEALS
        if self.building.on_table:
            self.building = BuildState(after_play(self.building.on_table, seat, idx, captured))
        bit = 1 << idx
        rank = 0
        decl = self.declarations
        if captured > CARD_BITS or decl.fresh or decl.wild_rank or decl.shown[seat]:
            if captured & CLAIM:
                self._claim(seat, idx)
                return
            rank = self._before_play(seat, idx, captured)
            captured &= CARD_BITS
        self.hands[seat] ^= bit
        sweep = 0
        made: tuple[int, int, int] = (0, 0, 0)
        team = self.team[seat]
        piles = 0
        if stolen:
            piles = self._steal(seat, team, idx, stolen)
        if captured or stolen:
            sweep = self.c.sweep_score(idx, captured, self.table, self.to_play == 1, rank)
            self.table ^= captured
            self.piles[team] |= captured | bit | piles
            self.steals.tops[team] = idx
            self.last_capturer = seat
            if sweep:
                self.sweeps[team] += sweep
                self.sweep_counts[team] += 1
                # a sweep that took the card's own twin is marked above the card bits
                twin = self.c.takes_twin(idx, captured)
                self.sweep_cards[team] |= bit << CARD_COUNT if twin else bit
            if self.plays is not None:
                made = self.c.play_points(idx, captured, self.laid)
                side = self.plays[team]
                for k in range(3):
                    side[k] += made[k]
            self.laid = -1
            if decl.wild_rank and (captured | bit) >> self.c.declarations.wild & 1:
                decl.wild_rank = 0  # a captured wild card is itself again
        else:
            self.table |= bit
            self.laid = idx
        events = self.events
        if events is not None:
            card, n = ALL_CARDS[idx], self.number
            if captured or stolen:
                if stolen:
                    self._stole_events(seat, team, idx, captured)
                else:
                    cards = cards_of(captured)
                    events.append(_make(Played, (n, seat, card, cards)))
                    events.append(_make(Captured, (n, seat, team, card, cards)))
                if sweep:
                    events.append(Swept(n, seat, team, card, sweep, self.sweep_counts[team]))
                if made != (0, 0, 0):
                    kinds = tuple(k for k, v in zip(PLAY_KINDS, made, strict=True) if v)
                    events.append(PlayScored(n, seat, team, card, kinds, sum(made)))
            else:
                self.arrival[idx] = self.stamp  # type: ignore[index]
                self.stamp += 1
                events.append(_make(Played, (n, seat, card, ())))
        self.to_play -= 1
        self.in_hands -= 1
        self._next(seat)

    # ---------------------------------------------------------------- steals
    def _steal(self, seat: int, team: int, idx: int, stolen: int) -> int:
        """``seat`` takes the piles of the sides in ``stolen`` (bits): they are emptied;
        returns their cards. With events, the tops are noted for :meth:`_stole_events`."""
        taken = 0
        note = []
        for side in bits(stolen):
            taken |= self.piles[side]
            note.append((side, self.piles[side], self.steals.tops[side]))
            self.piles[side] = 0
            self.steals.tops[side] = -1
        if self.events is not None:
            self._stolen = StolenPiles(tuple(note))
        return taken

    def _stole_events(self, seat: int, team: int, idx: int, captured: int) -> None:
        events, n, card = self.events, self.number, ALL_CARDS[idx]
        assert events is not None
        note = self._stolen.piles
        tops = 0
        for _, _, top in note:
            tops |= 1 << top
        events.append(_make(Played, (n, seat, card, cards_of(captured | tops))))
        for side, pile, top in note:
            events.append(Stole(n, seat, team, card, side, ALL_CARDS[top], cards_of(pile)))
        events.append(_make(Captured, (n, seat, team, card, cards_of(captured))))
        self._stolen = NOTHING_STOLEN

    def takes(self, idx: int, mask: int) -> Take:
        """What playing card ``idx`` with ``mask`` takes now, and from where (see
        :func:`~scopa.core.steal.take_of`)."""
        return take_of(mask, self.piles, self.steals.tops)

    def _build(self, seat: int, idx: int, onto: int) -> None:
        """``seat`` lays card ``idx`` on ``onto`` (a loose card, or a build's cards), making
        or raising a build."""
        bit = 1 << idx
        self.hands[seat] ^= bit
        self.declarations.fresh &= ~(1 << seat)
        self.declarations.shown[seat] &= ~bit
        self.table |= bit
        builds, made = after_build(self.building.on_table, seat, idx, onto)
        self.building = BuildState(builds)
        events = self.events
        if events is not None:
            self.arrival[idx] = self.stamp  # type: ignore[index]
            self.stamp += 1
            card, n = ALL_CARDS[idx], self.number
            events.append(_make(Played, (n, seat, card, ())))
            onto_cards = tuple(self._ordered(onto))
            events.append(Built(n, seat, self.team[seat], card, onto_cards, made.value))
        self.to_play -= 1
        self.in_hands -= 1
        self._next(seat)

    def _next(self, seat: int) -> None:
        """Play passes on from ``seat``: to the next seat, or to a new deal, or the end."""
        self.current = self.after[seat]
        if self.in_hands == 0:
            if self.pos < len(self.deck):
                self._deal_hands()
                self.current = self.after[self.dealer]
            else:
                self._finish()

    # --------------------------------------------------------------- claims
    def _claim(self, seat: int, idx: int) -> None:
        """``seat`` plays ``idx`` face down claiming the table; the other sides' seats will
        answer in turn, from the one after it."""
        bit = 1 << idx
        self.hands[seat] ^= bit
        self.declarations.fresh &= ~(1 << seat)
        self.declarations.shown[seat] &= ~bit
        self.claims.face_down[seat] |= bit
        self.claims.card, self.claims.claimant = idx, seat
        team = self.team[seat]
        asked = []
        other = self.after[seat]
        while other != seat:
            if self.team[other] != team:
                asked.append(other)
            other = self.after[other]
        self.claims.asking = tuple(asked)
        self.to_play -= 1
        self.in_hands -= 1
        if self.events is not None:
            table = tuple(self._ordered(self.table))
            self.events.append(Claimed(self.number, seat, team, table, self.claims.asking))
        if self.claims.asking:
            self.current = self.claims.asking[0]
        else:  # pragma: no cover - a match always has another side
            self._settle(None)

    def _answer(self, trust: bool) -> None:
        seat = self.current
        if self.events is not None:
            self.events.append(Answered(self.number, seat, trust))
        if not trust:
            self._settle(seat)
            return
        self.claims.asking = self.claims.asking[1:]
        if self.claims.asking:
            self.current = self.claims.asking[0]
        else:
            self._settle(None)

    def _settle(self, doubter: int | None) -> None:
        """The claim is trusted by all (``doubter`` None) or doubted by ``doubter``: the
        sweep stands or the card is laid, and a doubted claim costs a side its penalty."""
        seat, idx = self.claims.claimant, self.claims.card
        bit, team, table = 1 << idx, self.team[seat], self.table
        claims = self.c.rules.claims
        decl = self.c.declarations
        rank = (
            self.declarations.wild_rank if self.declarations.wild_rank and idx == decl.wild else 0
        )
        upheld = doubter is None or self.c.claim_true(idx, table, rank)
        penalty_team: int | None = None
        penalty = 0
        if doubter is not None:
            self.claims.face_down[seat] &= ~bit  # shown to every seat
            penalty_team = self.team[doubter] if upheld else team
            penalty = claims.doubt_penalty if upheld else claims.bluff_penalty
            self.claims.points[penalty_team] -= penalty
        value = 0
        if upheld:
            value = self.c.sweep_score(idx, table, table, self.to_play == 0, rank)
            self.piles[team] |= table | bit
            self.steals.tops[team] = -1 if doubter is None else idx  # a trusted card lies face down
            self.table = 0
            self.last_capturer = seat
            self.sweeps[team] += value
            self.sweep_counts[team] += 1
            self.sweep_cards[team] |= bit << CARD_COUNT if self.c.takes_twin(idx, table) else bit
            if self.declarations.wild_rank and (table | bit) >> decl.wild & 1:
                self.declarations.wild_rank = 0
        else:
            self.table |= bit
            if self.arrival is not None:
                self.arrival[idx] = self.stamp
                self.stamp += 1
        if self.events is not None:
            self.events.append(
                ClaimSettled(
                    self.number,
                    seat,
                    team,
                    None if doubter is None else ALL_CARDS[idx],
                    tuple(self._ordered(table)),
                    upheld,
                    value,
                    self.sweep_counts[team],
                    doubter,
                    penalty_team,
                    penalty,
                )
            )
        self.claims.card, self.claims.claimant, self.claims.asking = -1, -1, ()
        self._next(seat)

    def _before_play(self, seat: int, idx: int, captured: int) -> int:
        """A declaration the move makes, the seat's first play of its deal, and the rank
        the card plays at (0: its own)."""
        decl = self.c.declarations
        if captured > CARD_BITS:
            hand = self.hands[seat]
            named = wild_rank_of(captured)
            points, kinds = decl.score(hand, named)
            team = self.team[seat]
            self.declarations.declared[team] += points
            self.declarations.kinds[team] = self.declarations.kinds[team] + kinds
            self.declarations.shown[seat] = hand
            if named:
                self.declarations.wild_rank = named
            if self.events is not None:
                cards = tuple(self._ordered(hand))
                self.events.append(Declared(self.number, seat, team, cards, points, kinds, named))
        self.declarations.fresh &= ~(1 << seat)
        self.declarations.shown[seat] &= ~(1 << idx)
        if self.declarations.wild_rank and idx == decl.wild:
            return self.declarations.wild_rank
        return 0

    def _ordered(self, mask: int) -> list[Card]:
        return [ALL_CARDS[i] for i in self.in_order(mask)]

    def in_order(self, mask: int) -> list[int]:
        """The cards of ``mask`` (in a hand or on the table) in the order they arrived there
        (card order in a round without events)."""
        arrival = self.arrival
        if arrival is None:
            return list(bits(mask))
        return sorted(bits(mask), key=arrival.__getitem__)

    @property
    def next_hand_size(self) -> int:
        """The hand size of the next deal (0: none is left)."""
        return self.plan.hand_after(len(self.deck) - self.pos)

    def _finish(self) -> None:
        if (
            self.table
            and self.last_capturer >= 0
            and self.c.rules.capture.leftovers == ("last_capturer")
        ):
            taken = self.table
            seat = self.last_capturer
            self.piles[self.team[seat]] |= taken
            self.table = 0
            if self.events is not None:
                cards = cards_of(taken)
                self.events.append(TableCleared(self.number, seat, self.team[seat], cards))
        self.building = NO_BUILDS
        self.over = True

    # ----------------------------------------------------------------- other
    def score(self, *, detailed: bool = True, round_no: int = 0) -> RoundResult:
        return score_masks(
            self.c.rules,
            self.piles,
            self.sweeps,
            detailed=detailed,
            round_no=round_no,
            sweep_counts=self.sweep_counts,
            declared=self.declarations.declared,
            declared_kinds=self.declarations.kinds,
            sweep_cards=self.sweep_cards,
            claimed=self.claims.points,
            plays=self.plays,
        )

    def points_so_far(self) -> tuple[int, ...]:
        """Each side's points scored so far this round as they happened: its sweeps, its
        in-play points, its declarations and what doubted claims cost it."""
        plays = self.play_totals()
        parts = zip(self.sweeps, plays, self.declarations.declared, self.claims.points, strict=True)
        return tuple(s + p + d + c for s, p, d, c in parts)

    def play_totals(self) -> tuple[int, ...]:
        """Each side's in-play points so far this round (``play_points``; 0s where off)."""
        if self.plays is None:
            return (0,) * len(self.piles)
        return tuple(sum(p) for p in self.plays)

    def clone(self) -> Round:
        """A copy for search: no log, no card order (see :data:`_STATE`)."""
        return _clone(self)

    # what the round's records hold, under the names the rest of the game reads them by
    @property
    def builds(self) -> tuple[Build, ...]:
        """The builds on the table (their cards lie in it)."""
        return self.building.on_table

    @builds.setter
    def builds(self, builds: tuple[Build, ...]) -> None:
        self.building = BuildState(tuple(builds))

    @property
    def tops(self) -> list[int]:
        """Each pile's top card (-1: empty, or its top face down)."""
        return self.steals.tops

    @property
    def claim(self) -> int:
        """The card of a claimed sweep awaiting its answers (-1: none)."""
        return self.claims.card

    @property
    def claimant(self) -> int:
        return self.claims.claimant

    @property
    def asking(self) -> tuple[int, ...]:
        """The seats yet to answer the claim, in turn."""
        return self.claims.asking

    @property
    def face_down(self) -> list[int]:
        """Per seat, the cards it played face down, unseen."""
        return self.claims.face_down

    @property
    def claim_points(self) -> list[int]:
        """What doubted claims cost each side."""
        return self.claims.points

    @property
    def fresh(self) -> int:
        """The seats (bits) yet to play a card of the current deal."""
        return self.declarations.fresh

    @property
    def shown(self) -> list[int]:
        """The hand cards every seat sees (declared or dealt face up)."""
        return self.declarations.shown

    @property
    def declared(self) -> list[int]:
        """Each side's declared points."""
        return self.declarations.declared

    @property
    def declared_kinds(self) -> list[tuple[int, ...]]:
        """What each side declared (the rules' declarations, by number)."""
        return self.declarations.kinds

    @property
    def wild_rank(self) -> int:
        """The rank named for the wild card, until it is captured (0: none)."""
        return self.declarations.wild_rank


def _cloner() -> Callable[[Round], Round]:
    """:meth:`Round.clone`, made from :data:`_STATE` as dataclasses make their methods: one
    assignment a field, no loop."""
    how = {
        _SAME: "self.{0}",
        _LIST: "self.{0}[:]",
        _LISTS: "None if self.{0} is None else [p[:] for p in self.{0}]",
    }
    lines = ["def clone(self):", "    other = new(Round)"]
    for name, kind in _STATE.items():
        if kind == _RECORD:  # the record's own copy, in the body: no call
            lines += copy_lines(_RECORDS[name], f"self.{name}", f"other.{name}", "    ")
        else:
            lines.append(f"    other.{name} = " + how.get(kind, kind).format(name))
    lines.append("    return other")
    scope: dict[str, object] = {"new": object.__new__, "Round": Round}
    scope["NOTHING_STOLEN"] = NOTHING_STOLEN
    scope.update((cls.__name__, cls) for cls in _RECORDS.values())
    exec("\n".join(lines), scope)
    clone: Callable[[Round], Round] = scope["clone"]  # type: ignore[assignment]
    return clone


_clone = _cloner()


def next_seats(players: int, out: Sequence[int] = ()) -> tuple[int, ...]:
    """For every seat, the next seat in play after it (seats ``out`` are skipped).

    >>> next_seats(4), next_seats(4, out=[1])
    ((1, 2, 3, 0), (2, 2, 3, 0))
    """
    gone = set(out)
    after = []
    for seat in range(players):
        nxt = (seat + 1) % players
        while nxt in gone and nxt != seat:
            nxt = (nxt + 1) % players
        after.append(nxt)
    return tuple(after)


def seat_order(after: Sequence[int], dealer: int) -> tuple[int, ...]:
    """The seats in play in the order they are dealt and play: from the one after the dealer."""
    order = [after[dealer]]
    while after[order[-1]] != order[0]:
        order.append(after[order[-1]])
    return tuple(order)
