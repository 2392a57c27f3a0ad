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

from .builds import Build, BuildState
from .capture import CompiledRules
from .cards import ALL_CARDS, CARD_COUNT, RANK_OF, Card, bits, cards_of
from .claims import ClaimState
from .declarations import DeclarationState
from .events import (
    Captured,
    Dealt,
    Event,
    Played,
    PlayScored,
    Swept,
    TableBonus,
    TableCleared,
)
from .mechanism import Teller, installed
from .play_points import PLAY_KINDS
from .record import Record, copy_lines
from .scoring import RoundResult, score_masks
from .steal import StealState, Take, take_of

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
# the mechanisms that keep a record in the round (see Mechanism.record), and the records a
# clone copies (the others it shares)
_KEEPERS = tuple(m for m in installed() if m.record)
_RECORDS: dict[str, type[Record]] = {
    m.record: type(m.new_record(1, 1)) for m in _KEEPERS if not m.shared
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
    # each mechanism's record: copied, or shared where play replaces it and never changes it
    **{m.record: _SAME if m.shared else _RECORD for m in _KEEPERS},
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
    # the play being made (see mechanism.Playing): its card's rank, the cards it takes from
    # beyond the table, and what says its capture's events; read and reset by the play
    "rank": "0",
    "taking": "0",
    "telling": "None",
}
_FIELDS = tuple(sorted(_STATE))


class Round:
    """One round's state. Seats play in increasing order; the seat after the dealer leads.

    Its fields are listed once, in :data:`_STATE`; a mechanism's part of the round is a
    record of its own (``claims``, ``declarations``, ``steals``, ``building``), read from
    outside through the properties below (``rnd.claim``, ``rnd.tops``, ``rnd.builds``...).
    The mechanisms that add moves list and play them through their hooks (see
    :mod:`scopa.core.mechanism`): the round calls each hook and knows none by name."""

    __slots__ = _FIELDS  # every field, written once: see _STATE
    # the records of the game's own mechanisms, named for the code that reads them
    steals: StealState
    claims: ClaimState
    declarations: DeclarationState
    building: BuildState

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
        for keeper in _KEEPERS:  # each mechanism's part of the round, a record of its own
            setattr(self, keeper.record, keeper.new_record(self.n, n_teams))
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
        self.rank = 0  # the play being made: the rank its card plays at (0: its own),
        self.taking = 0  # the cards it takes from beyond the table,
        self.telling: Teller | None = None  # and what says its capture's events

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
                self.arrived(idx)
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
        for m in self.c.hooks.dealt:
            m.dealt(self, pos == len(deck))

    @property
    def stock_count(self) -> int:
        return len(self.deck) - self.pos

    # ------------------------------------------------------------------ play
    def legal(self) -> list[tuple[int, int]]:
        """The current seat's moves as (card index, mask) pairs: the mask holds the cards
        taken and, above them, the mark of a mechanism's own move (a declaration, a build,
        a claim, a steal: see each one's module)."""
        c = self.c
        if c.plain_round:  # no mechanism lists moves: the rules' own list
            return c.legal(self.hands[self.current], self.table)
        moves = None  # CompiledRules.moves, inlined: the search asks this at every node
        for m in c.hooks.moves:
            moves = m.moves(c, self, moves)
        return c.legal(self.hands[self.current], self.table) if moves is None else moves

    def play(self, idx: int, captured: int) -> None:
        """Play card ``idx`` taking ``captured`` (0: lay it on the table); a mechanism's own
        move (marked above the card bits of the mask, or an answer, card -1) is played by
        its :meth:`~scopa.core.mechanism.Mechanism.before_play`. Not checked."""
        c = self.c
        seat = self.current
        hooks = c.hooks
        rank = taking = 0
        if hooks.before_play:
            for m in hooks.before_play:
                captured = m.before_play(self, seat, idx, captured)
                if captured < 0:  # the mechanism made the whole play: what a hook asked
                    self.rank = self.taking = 0  # before it readied is left unused
                    self.telling = None
                    return
            rank, taking = self.rank, self.taking
            if rank or taking:  # what the hooks readied is this play's alone
                self.rank = self.taking = 0
        bit = 1 << idx
        self.hands[seat] ^= bit
        sweep = 0
        made: tuple[int, int, int] = (0, 0, 0)
        team = self.team[seat]
        if captured or taking:
            sweep = c.sweep_score(idx, captured, self.table, self.to_play == 1, rank)
            self.table ^= captured
            self.piles[team] |= captured | bit | taking
            self.steals.tops[team] = idx
            self.last_capturer = seat
            if sweep:
                self.sweeps[team] += sweep
                self.sweep_counts[team] += 1
                # a sweep that took the card's own twin is marked above the card bits
                twin = c.takes_twin(idx, captured)
                self.sweep_cards[team] |= bit << CARD_COUNT if twin else bit
            if self.plays is not None:
                made = c.play_points(idx, captured, self.laid)
                side = self.plays[team]
                for k in range(3):
                    side[k] += made[k]
            self.laid = -1
            for m in hooks.taken:  # Round.took, inlined
                m.taken(self, captured | bit)
        else:
            self.table |= bit
            self.laid = idx
        events = self.events
        if events is not None:
            card, n = ALL_CARDS[idx], self.number
            if captured or taking:
                telling = self.telling
                if telling is not None:
                    self.telling = None  # said once, for this play alone
                    telling.tell(self, seat, team, idx, captured)
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
                self.arrived(idx)
                events.append(_make(Played, (n, seat, card, ())))
        self.to_play -= 1
        self.in_hands -= 1
        self.pass_turn(seat)

    def takes(self, idx: int, mask: int) -> Take:
        """What playing card ``idx`` with ``mask`` takes now, and from where (see
        :func:`~scopa.core.steal.take_of`)."""
        return take_of(mask, self.piles, self.steals.tops)

    # ------------------------------------------- what the mechanisms' hooks call
    def pass_turn(self, seat: int) -> None:
        """Play passes on from ``seat``: to the next seat, or to a new deal, or the end."""
        self.current = self.after[seat]
        if self.in_hands == 0:
            if self.pos < len(self.deck):
                self._deal_hands()
                self.current = self.after[self.dealer]
            else:
                self._finish()

    def arrived(self, idx: int) -> None:
        """Card ``idx`` reached the table now: with events, its stamp in the table's order."""
        if self.arrival is not None:
            self.arrival[idx] = self.stamp
            self.stamp += 1

    def took(self, cards: int) -> None:
        """``cards`` went into a side's pile: every mechanism that hears of it is told."""
        for m in self.c.hooks.taken:
            m.taken(self, cards)

    def ordered(self, mask: int) -> tuple[Card, ...]:
        """The cards of ``mask`` (in a hand or on the table) in the order they arrived."""
        return tuple(ALL_CARDS[i] for i in self.in_order(mask))

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
        for m in self.c.hooks.finished:
            m.finished(self)
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
