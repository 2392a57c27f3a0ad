"""What a played card may capture, under the rules in force.

The engine works on card masks (see :mod:`scopa.core.cards`); :class:`CompiledRules`
answers "which table sets may this rank take from this table?" and caches the answer per
(rank, table), because the same tables come back again and again, above all in the search of
the strongest computer player. :func:`capture_options` is the readable form for everyone else.

>>> from scopa.core.rules import Rules
>>> from scopa.core.cards import parse_cards
>>> rules = Rules.preset("scopa")
>>> seven = Card.parse("7D")
>>> [sorted(map(str, s)) for s in capture_options(rules, seven, parse_cards("3C 4S 7B"))]
[['7B']]
>>> [sorted(map(str, s)) for s in capture_options(rules, seven, parse_cards("3C 4S 2B 5D"))]
[['3C', '4S'], ['2B', '5D']]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from . import ace_takes_all
from .builds import build_options
from .cards import (
    ALL_RANKS,
    RANK_MASKS,
    RANK_OF,
    SINGLE_MASK,
    TWIN,
    Card,
    bits,
    from_mask,
    to_mask,
)
from .claims import CLAIM
from .declarations import DECLARE, Declarations, wild_rank_of
from .difference import differences, differences_valued
from .figures import figure_cards, figure_options
from .mechanism import PlayHooks, Position, installed
from .modulo import cycled as cycled  # values in cycles: what the rules screen shows
from .modulo import subsets_cycled
from .play_points import InPlay
from .steal import Steals
from .twins import Twins, both_copies_points, never_twin

if TYPE_CHECKING:
    from .ace_takes_all import AceTakesAll
    from .builds import Build
    from .rules import DealPlan, Rules

_CACHE_LIMIT = 400_000


class CompiledRules:
    """Precomputed capture logic for one :class:`~scopa.core.rules.Rules`.

    Its cache remembers every (rank, table) it was asked about, so it knows what its user
    held: each game and each computer player keeps its own, and :class:`Rules` carries none.
    """

    __slots__ = (
        "_cache",
        "_plain",
        "_plans",
        "_redeal",
        "ace",
        "claim_sweeps",
        "compulsory",
        "deck",
        "declarations",
        "difference",
        "eleven",
        "fewest",
        "fifteen",
        "figure_cards",
        "hooks",
        "in_play",
        "match",
        "match_forbids_sums",
        "modulo",
        "plain_round",
        "play_points_on",
        "rules",
        "same_value",
        "steals",
        "sum",
        "sweep_by_card",
        "sweep_fixed",
        "sweep_on_last",
        "sweep_value",
        "takes_twin",
        "twins",
        "twins_sweep_only",
    )

    def __init__(self, rules: Rules) -> None:
        cap = rules.capture
        self.rules = rules
        self.deck = rules.deck.cards  # the deck's cards and masks
        self.match = "match" in cap.modes
        self.sum = "sum" in cap.modes
        self.difference = "difference" in cap.modes
        self.modulo = cap.modulo
        # rank -> the cards a card of that rank matches: its own rank, or with values counted
        # in cycles (capture.modulo) every rank of the same value (modulo 7: a Re takes a 3)
        self.same_value = tuple(
            sum(
                RANK_MASKS[r] for r in ALL_RANKS if cycled(r, self.modulo) == cycled(v, self.modulo)
            )
            if v
            else 0
            for v in range(len(ALL_RANKS) + 1)
        )
        self.fifteen = "fifteen" in cap.modes
        self.eleven = "eleven" in cap.modes
        self.match_forbids_sums = cap.match_forbids_sums
        self.fewest = frozenset(cap.fewest_cards)
        self.compulsory = cap.compulsory
        # Ace takes all (capture.ace), compiled; None: an Ace takes as any card does
        self.ace: AceTakesAll | None = ace_takes_all.compiled(rules)
        self.sweep_fixed = rules.sweep.points
        self.sweep_value = rules.sweep.value
        # card index -> what a sweep made with it is worth instead (sweep.by_card)
        self.sweep_by_card = both_copies_points(rules.sweep.by_card)
        # a deck of every card twice: a card's own twin taken only to sweep, and the sweeps
        # that take it worth points of their own (see takes_twin)
        self.twins = Twins(rules)
        self.twins_sweep_only = self.twins.sweep_only
        self.takes_twin: Callable[[int, int], bool] = (
            self.twins.taken if self.twins.scores else never_twin
        )
        self.sweep_on_last = rules.sweep.on_last_play
        self._redeal = tuple((r.rank, r.at_least) for r in rules.deal.redeal)
        self._plans: dict[int, DealPlan] = {}
        self.declarations = Declarations(rules)
        self.claim_sweeps = rules.claims.sweep
        self._cache: dict[int, tuple[int, ...]] = {}
        # Plain Scopa captures (match before sums, nothing else) have a cache-free fast path:
        # the plain capture modes, and no mechanism (see scopa.core.mechanism) changing them
        self._plain = (
            self.match
            and self.sum
            and self.match_forbids_sums
            and not self.fifteen
            and not self.eleven
            and not self.fewest
            and all(m.plain_captures(rules) for m in installed())
        )
        # capture.figures same_only: the figures' cards, which take and are taken only alike
        self.figure_cards = figure_cards(rules)
        self.in_play = InPlay(rules)  # the points scored as a capture is made (play_points)
        self.play_points_on = self.in_play.on
        self.steals = Steals(self)  # piles taken by their top card (capture.steal)
        # a round whose moves are the plain legal list (no claim, build, steal or declaration)
        listing = [m for m in installed() if not m.plain_moves(rules)]
        self.plain_round = not listing
        self.hooks = PlayHooks.of(rules, listing)  # the mechanisms that list moves, play them

    # ------------------------------------------------------------- captures
    def options(self, rank: int, table: int) -> tuple[int, ...]:
        """The masks of table cards a card of ``rank`` may capture (empty: none)."""
        if self._plain:
            same = table & RANK_MASKS[rank]
            if same:
                if not same & (same - 1):
                    return (same,)
                return tuple(1 << i for i in bits(same))
            smaller = table & _AT_MOST[rank - 1]
            if not smaller & (smaller - 1):
                return ()  # a sum needs two cards of lower value
        key = (table << 4) | rank
        hit = self._cache.get(key)
        if hit is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            hit = self._cache[key] = self._compute(rank, table)
        return hit

    # ----------------------------------------------------------------- deal
    def plan(self, players: int) -> DealPlan:
        """The rules' :meth:`~scopa.core.rules.Rules.deal_plan` for ``players``, kept."""
        plan = self._plans.get(players)
        if plan is None:
            plan = self._plans[players] = self.rules.deal_plan(players)
        return plan

    def redeal_needed(self, table: int) -> bool:
        """Whether a first ``table`` (a mask) is dealt again under the redeal rules."""
        return any((table & RANK_MASKS[rank]).bit_count() >= least for rank, least in self._redeal)

    def redeal_reason(self, table: int) -> tuple[int, int]:
        """The (rank, count) that makes a first ``table`` be dealt again ((0, 0): none)."""
        for rank, least in self._redeal:
            count = (table & RANK_MASKS[rank]).bit_count()
            if count >= least:
                return rank, count
        return 0, 0

    # --------------------------------------------------------------- sweeps
    def sweep_points(self, idx: int, captured: int) -> int:
        """What a sweep made by playing card ``idx`` and taking ``captured`` is worth: taking
        the card's own twin, what ``sweep.twin_by_card`` or ``sweep.twin`` says (the 80-card
        Mariscal: the King of swords on the other 10, any other card 3); else what
        ``sweep.by_card`` says for that card (Mariscal's King of swords: -4), or else what
        ``sweep.value`` makes it. The engine, the computer players and the rules screen all
        ask this one function."""
        if self.takes_twin(idx, captured):
            twin = self.twins.sweep_points(idx)
            if twin is not None:
                return twin
        if self.sweep_by_card and idx in self.sweep_by_card:
            return self.sweep_by_card[idx]
        value = self.sweep_value
        if value == "card":
            return RANK_OF[idx]
        if value == "cards_taken":
            return captured.bit_count() + 1
        return self.sweep_fixed

    def sweep_score(self, idx: int, captured: int, table: int, last: bool, rank: int = 0) -> int:
        """The sweep points of playing ``idx`` taking ``captured`` from ``table`` (0: it is no
        sweep; below 0, a sweep that costs points); ``last`` says it is the round's last play,
        ``rank`` the rank the card plays at when it is not its own (a wild card's named rank)."""
        if not captured or captured != table or (last and not self.sweep_on_last):
            return 0
        if self.ace is not None and self.ace.no_sweep(rank or RANK_OF[idx], table):
            return 0
        return self.sweep_points(idx, captured)

    def sweeps_with(self, rank: int, table: int) -> bool:
        """Whether a card of ``rank`` may take the whole of ``table`` as a sweep that scores
        (before the round's last play)."""
        if not table or table not in self.options(rank, table):
            return False
        if self.sweep_by_card:  # one card of the rank may sweep for less than the others
            return any(self.sweep_score(i, table, table, False) > 0 for i in bits(RANK_MASKS[rank]))
        low = RANK_MASKS[rank] & -RANK_MASKS[rank]  # any card of the rank: same sweep value
        return self.sweep_score(low.bit_length() - 1, table, table, False) > 0

    def claims(self, hand: int, table: int, last: bool) -> list[tuple[int, int]]:
        """The claimed sweeps ``hand`` may make on ``table`` (see :mod:`~scopa.core.claims`):
        every card, played face down, as a claim of the whole table, where the rules allow
        claims and a sweep made now would score."""
        if not self.claim_sweeps or not table:
            return []
        flag = CLAIM | table
        return [(i, flag) for i in bits(hand) if self.sweep_score(i, table, table, last) > 0]

    def claim_true(self, idx: int, table: int, rank: int = 0) -> bool:
        """Whether card ``idx`` (at ``rank``, 0: its own) could take the whole of ``table``:
        a claimed sweep it makes good."""
        return bool(table) and table in self.options(rank or RANK_OF[idx], table)

    def is_ace_takes_all(self, rank: int, table: int) -> bool:
        """Whether playing ``rank`` on ``table`` is an Ace taking the whole table."""
        return self.ace is not None and self.ace.whole(rank, table)

    def _compute(self, rank: int, table: int) -> tuple[int, ...]:
        if not table:
            return ()
        figures = self.figure_cards  # capture.figures same_only (see scopa.core.figures)
        if figures and (RANK_MASKS[rank] | table) & figures:
            return figure_options(figures, self.match, rank, table, self._compute)
        found: list[int] = []
        if rank == 1 and self.ace is not None:
            first, only = self.ace.captures(table, table & RANK_MASKS[1])
            if only:
                return first
            found += first
        same = table & self.same_value[rank] if self.match else 0
        if same:
            found += self._fewest("match", [1 << i for i in bits(same)])
        barred = bool(same and self.match_forbids_sums)
        if self.sum and not barred:
            sums = (
                subsets_cycled(table, rank, self.modulo) if self.modulo else _subsets(table, rank)
            )
            if self.match:
                sums = [m for m in sums if m & (m - 1)]  # single cards are matches
            found += self._fewest("sum", sums)
        if self.difference and not barred:
            found += self._fewest("difference", differences(table, rank, _subsets))
        if self.fifteen and rank < 15:
            found += self._fewest("fifteen", _subsets(table, 15 - rank))
        if self.eleven and rank < 11:
            found += self._fewest("eleven", _subsets(table, 11 - rank))
        if len(found) > 1:
            found = sorted(set(found), key=_size_then_mask)
        return tuple(found)

    # ---------------------------------------------------------- play points
    def play_points(self, idx: int, captured: int, laid: int) -> tuple[int, int, int]:
        """The points a capture of ``captured`` made with card ``idx`` scores as it is made,
        beside any sweep (``play_points``): (last_laid, one_suit, many_cards). ``laid`` is
        the card the previous player has just laid on the table (-1: the previous play was
        no lay). The engine, the computer players and the summary all ask this one
        function."""
        return self.in_play.points(idx, captured, laid)

    def play_score(self, idx: int, captured: int, table: int, last: bool, laid: int = -1) -> int:
        """Every point playing ``idx`` taking ``captured`` from ``table`` scores at once: the
        sweep (:meth:`sweep_score`) and the ``play_points``; ``laid`` as in
        :meth:`play_points`. What a computer player adds to a capture's worth."""
        value = self.sweep_score(idx, captured, table, last)
        if self.play_points_on and captured:
            value += sum(self.play_points(idx, captured, laid))
        return value

    def refusal(self, rank: int, table: int, taken: int) -> tuple[str, dict[str, object]]:
        """Why taking ``taken`` with a card of ``rank`` is not among :meth:`options`: a
        reason code and its parts (``options`` as masks, ``rank``, ``value``, ``total``, and
        ``goal``, the 15 or 11 a total mode makes with the card)."""
        options = self.options(rank, table)
        if not options:
            return "cannot_capture", {}
        ace = self.ace.refusal(rank, table) if self.ace is not None else None
        if ace is not None:
            return ace, {}
        for mode in sorted(self.fewest):
            found = self._mode_sets(mode, rank, table)
            if taken in found:  # a capture of its mode, with more cards than the fewest
                return "fewest_cards", {"options": self._fewest(mode, found)}
        if self.modulo or self.difference:
            return self._arithmetic_refusal(rank, table, taken, options)
        total = sum(RANK_OF[i] for i in bits(taken))
        goals = [goal for goal, on in ((15, self.fifteen), (11, self.eleven)) if on]
        same = table & RANK_MASKS[rank] if self.match else 0
        forbidden_sum = bool(same and self.match_forbids_sums)
        single_same = taken & (taken - 1) == 0 and bool(taken & same)
        if not self.sum and not self.match and len(goals) == 1:
            code = "not_fifteen" if goals[0] == 15 else "not_eleven"
            return code, {"total": rank + total, "goal": goals[0]}
        if len(goals) == 1:  # normal captures and one total beside them
            goal = goals[0]
            if forbidden_sum and total == rank and not single_same:
                return "must_match_or_total", {"rank": rank, "goal": goal}
            if self.sum and not forbidden_sum and total != rank and rank + total != goal:
                return "wrong_sum_or_total", {"value": rank, "total": total, "goal": goal}
            return "not_an_option", {"options": list(options)}
        if not goals and forbidden_sum and not single_same:
            return "must_match", {"rank": rank}
        if not goals and self.sum and total != rank:
            return "wrong_sum", {"value": rank, "total": total}
        return "not_an_option", {"options": list(options)}

    def _arithmetic_refusal(
        self, rank: int, table: int, taken: int, options: tuple[int, ...]
    ) -> tuple[str, dict[str, object]]:
        """:meth:`refusal` under capture arithmetic (``difference`` captures, or values in
        cycles of ``capture.modulo``): ``value`` is what the card counts, ``total`` what the
        cards taken add up to (in cycles), ``difference`` their highest less the others."""
        same = table & self.same_value[rank] if self.match else 0
        single = taken & (taken - 1) == 0
        values = [RANK_OF[i] for i in bits(taken)]
        n = self.modulo
        if same and self.match_forbids_sums and not (single and taken & same):
            if n:
                return "must_match_value", {"value": cycled(rank, n), "options": list(options)}
            return ("must_match" if self.sum else "must_match_difference"), {"rank": rank}
        if single or self.fifteen or self.eleven:
            return "not_an_option", {"options": list(options)}
        if n:
            return "wrong_sum_cycled", {
                "value": cycled(rank, n),
                "total": cycled(sum(values), n),
                "modulo": n,
            }
        difference = 2 * max(values) - sum(values)
        if self.sum:
            return "wrong_sum_or_difference", {
                "value": rank,
                "total": sum(values),
                "difference": difference,
            }
        return "wrong_difference", {"value": rank, "difference": difference}

    def _mode_sets(self, mode: str, rank: int, table: int) -> list[int]:
        """Every capture ``mode`` alone allows ``rank`` on ``table``, before any fewest-cards
        rule."""
        same = table & self.same_value[rank]
        if mode == "match":
            return [1 << i for i in bits(same)]
        barred = bool(same and self.match and self.match_forbids_sums)
        if mode == "difference":
            return [] if barred else differences(table, rank, _subsets)
        if mode == "sum":
            if barred:
                return []
            sums = (
                subsets_cycled(table, rank, self.modulo) if self.modulo else _subsets(table, rank)
            )
            return [m for m in sums if m & (m - 1)] if self.match else sums
        goal = 15 if mode == "fifteen" else 11
        return _subsets(table, goal - rank) if rank < goal else []

    def _fewest(self, mode: str, masks: list[int]) -> list[int]:
        if mode in self.fewest and masks:
            least = min(m.bit_count() for m in masks)
            return [m for m in masks if m.bit_count() == least]
        return masks

    # ---------------------------------------------------------------- moves
    def legal(self, hand: int, table: int) -> list[tuple[int, int]]:
        """Every legal (card index, captured mask) for ``hand`` on ``table``."""
        if self._plain and self.compulsory == "card":
            return self._legal_plain(hand, table)
        return self._legal_general(hand, table, -1, 0)

    def moves(self, rnd: Position) -> list[tuple[int, int]]:
        """The moves of the seat to play on ``rnd``: each mechanism that lists moves asked
        in turn (see :meth:`Mechanism.moves <scopa.core.mechanism.Mechanism.moves>`), the
        rules' own list where none does (the engine's round runs the same, inlined)."""
        moves: list[tuple[int, int]] | None = None
        for m in self.hooks.moves:
            moves = m.moves(self, rnd, moves)
        return self.legal(rnd.hands[rnd.current], rnd.table) if moves is None else moves

    def legal_wild(self, hand: int, table: int, wild: int, wild_rank: int) -> list[tuple[int, int]]:
        """:meth:`legal` with the wild card ``wild`` playing, and counting on the table, as
        ``wild_rank`` (its named rank, until it is captured)."""
        if not wild_rank or wild < 0 or not (hand | table) >> wild & 1:
            return self.legal(hand, table)
        return self._legal_general(hand, table, wild, wild_rank)

    def legal_declaring(
        self, hand: int, table: int, wild_rank: int, may_declare: bool
    ) -> list[tuple[int, int]]:
        """:meth:`legal` with the wild card at ``wild_rank`` (0: as itself) and, where
        ``may_declare`` (the seat's first play of its deal), every play again with each
        declaration the hand may make first (see :mod:`~scopa.core.declarations`)."""
        decl = self.declarations
        moves = self.legal_wild(hand, table, decl.wild, wild_rank)
        if may_declare and decl:
            for flag, _, _ in decl.options(hand):
                base = self.legal_wild(hand, table, decl.wild, wild_rank_of(flag))
                moves = moves + [(i, m | flag) for i, m in base]
        return moves

    def declared_points(self, hand: int, mask: int) -> int:
        """The points a move's declaration scores (0: the move declares nothing), for a
        seat holding ``hand`` before it."""
        if not mask & DECLARE:
            return 0
        return self.declarations.score(hand, wild_rank_of(mask))[0]

    def _legal_general(
        self, hand: int, table: int, wild: int, wild_rank: int
    ) -> list[tuple[int, int]]:
        moves: list[tuple[int, int]] = []
        compulsory = self.compulsory
        any_capture = False
        h = hand
        while h:
            low = h & -h
            idx = low.bit_length() - 1
            h ^= low
            opts = self.takes(idx, table, wild_rank if wild >= 0 else 0)
            if opts:
                any_capture = True
                for o in opts:
                    moves.append((idx, o))
                if compulsory == "none":
                    moves.append((idx, 0))
            else:
                moves.append((idx, 0))
        if any_capture and compulsory == "hand":
            moves = [m for m in moves if m[1]]
        return moves

    def takes(
        self, idx: int, table: int, wild_rank: int = 0, builds: Sequence[Build] = ()
    ) -> tuple[int, ...]:
        """What card ``idx`` may take from ``table`` (a mask) as the card stands: the one
        answer the moves, the views, the table's hover, the hints and the computer players
        all ask. The wild card plays at ``wild_rank``, the rank named for it (0: none), and
        counts at it on the table; a card may not take its own twin where the rules bar it
        (``capture.twins``); ``builds`` on the table are taken whole (see
        :mod:`~scopa.core.builds`)."""
        wild = self.declarations.wild
        named = wild_rank if wild >= 0 else 0
        rank = named if named and idx == wild else RANK_OF[idx]
        if builds:
            opts = build_options(self, rank, table, builds)
        elif named:
            opts = self.options_wild(rank, table, wild, named)
        else:
            opts = self.options(rank, table)
        return self.twins.barred(idx, table, opts) if self.twins_sweep_only and opts else opts

    def takes_grouped(
        self, cards: int, table: int, wild_rank: int = 0
    ) -> list[tuple[int, tuple[int, ...]]]:
        """:meth:`takes` for every card of ``cards``, as (the cards, what each takes): the
        cards of one rank together where they take alike, each apart where it may differ
        (the wild card at its named rank, a card beside its own twin). What a computer
        player asks of the cards an opponent might hold."""
        out: list[tuple[int, tuple[int, ...]]] = []
        wild = self.declarations.wild
        # a card whose own twin lies on the table (the others of its rank take alike)
        apart = (
            cards & (table >> TWIN | (table & SINGLE_MASK) << TWIN) if self.twins_sweep_only else 0
        )
        if wild_rank and wild >= 0:
            apart |= cards & 1 << wild
        alike = cards & ~apart
        while alike:
            rank = RANK_OF[(alike & -alike).bit_length() - 1]
            group = alike & RANK_MASKS[rank]
            alike &= ~group
            low = (group & -group).bit_length() - 1
            out.append((group, self.takes(low, table, wild_rank)))
        out += [(1 << i, self.takes(i, table, wild_rank)) for i in bits(apart)]
        return out

    def card_options(
        self, idx: int, rank: int, table: int, wild: int = -1, wild_rank: int = 0
    ) -> tuple[int, ...]:
        """What card ``idx``, playing at ``rank``, may take from ``table``: :meth:`options`
        (with the wild card ``wild`` counted at ``wild_rank``), less the captures of its own
        twin that the rules bar."""
        opts = self.options_wild(rank, table, wild, wild_rank)
        return self.twins.barred(idx, table, opts) if self.twins_sweep_only and opts else opts

    def options_wild(self, rank: int, table: int, wild: int, wild_rank: int) -> tuple[int, ...]:
        """:meth:`options` where the wild card ``wild``, if on the table, counts as
        ``wild_rank``."""
        if wild < 0 or not table >> wild & 1 or wild_rank == RANK_OF[wild]:
            return self.options(rank, table)
        cards = [(1 << i, wild_rank if i == wild else RANK_OF[i]) for i in bits(table)]
        return self.options_valued(rank, cards)

    def options_valued(self, rank: int, cards: list[tuple[int, int]]) -> tuple[int, ...]:
        """What a card of ``rank`` may take from table ``cards`` given as (bit, value) pairs:
        :meth:`options` worked out from the values alone, subset by subset (slow; for a table
        where a card does not count as its own rank)."""
        if not cards:
            return ()
        table = sum(b for b, _ in cards)
        found: list[int] = []
        if rank == 1 and self.ace is not None:
            first, only = self.ace.captures(table, sum(b for b, v in cards if v == 1))
            if only:
                return first
            found += first
        cycle = self.modulo
        subsets: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)]  # mask, total, cards, highest
        for b, v in cards:
            subsets += [(m | b, t + v, n + 1, max(h, v)) for m, t, n, h in subsets]

        def adding_to(total: int) -> list[int]:
            if cycle:
                return [m for m, t, n, _ in subsets if n and (t - total) % cycle == 0]
            return [m for m, t, n, _ in subsets if n and t == total]

        value = cycled(rank, cycle)
        same = [b for b, v in cards if cycled(v, cycle) == value] if self.match else []
        if same:
            found += self._fewest("match", same)
        barred = bool(same and self.match_forbids_sums)
        if self.sum and not barred:
            sums = adding_to(rank)
            if self.match:
                sums = [m for m in sums if m & (m - 1)]
            found += self._fewest("sum", sums)
        if self.difference and not barred:
            found += self._fewest("difference", differences_valued(subsets, rank))
        if self.fifteen and rank < 15:
            found += self._fewest("fifteen", adding_to(15 - rank))
        if self.eleven and rank < 11:
            found += self._fewest("eleven", adding_to(11 - rank))
        return tuple(sorted(set(found), key=_size_then_mask))

    def _legal_plain(self, hand: int, table: int) -> list[tuple[int, int]]:
        """:meth:`legal` for plain Scopa captures, inlined: the hottest loop of the search."""
        moves: list[tuple[int, int]] = []
        h = hand
        while h:
            low = h & -h
            idx = low.bit_length() - 1
            h ^= low
            rank = RANK_OF[idx]
            same = table & RANK_MASKS[rank]
            if same:
                if not same & (same - 1):
                    moves.append((idx, same))
                else:
                    moves.extend((idx, 1 << i) for i in bits(same))
                continue
            smaller = table & _AT_MOST[rank - 1]
            if not smaller & (smaller - 1):
                moves.append((idx, 0))
                continue
            opts = self.options(rank, table)
            if opts:
                moves.extend((idx, o) for o in opts)
            else:
                moves.append((idx, 0))
        return moves


_SHARED: dict[Rules, CompiledRules] = {}
_SHARED_LIMIT = 8


def compiled_for_games(rules: Rules) -> CompiledRules:
    """The compiled rules every :class:`~scopa.core.game.Game` of ``rules`` in this process
    shares, so that a new match starts with the capture answers earlier ones worked out.

    Only games hold it: a view carries the bare rules, and each computer player compiles its
    own, so nothing a seat is handed can reach what another seat's play asked.
    """
    compiled = _SHARED.get(rules)
    if compiled is None:
        if len(_SHARED) >= _SHARED_LIMIT:
            _SHARED.pop(next(iter(_SHARED)))
        compiled = _SHARED[rules] = CompiledRules(rules)
    return compiled


def _size_then_mask(mask: int) -> tuple[int, int]:
    return (mask.bit_count(), mask)


# _AT_MOST[v]: the cards whose value is v or less
_AT_MOST = tuple(sum(RANK_MASKS[r] for r in range(1, min(v, 13) + 1)) for v in range(16))


def _subsets(table: int, target: int) -> list[int]:
    """Masks of the sets of ``table`` cards whose values add up to ``target`` (> 0)."""
    if target <= 0:
        return []
    usable = table & _AT_MOST[target]
    if not usable:
        return []
    if not usable & (usable - 1):
        return [usable] if RANK_OF[usable.bit_length() - 1] == target else []
    partial = [(0, 0)]  # (sum, mask) of the sets so far that stay within the target
    out: list[int] = []
    while usable:
        low = usable & -usable
        usable ^= low
        value = RANK_OF[low.bit_length() - 1]
        grown = [(total + value, mask | low) for total, mask in partial if total + value <= target]
        for total, mask in grown:
            if total == target:
                out.append(mask)
        partial += grown
    return out


def capture_options(
    rules: Rules, card: Card, table: Iterable[Card], *, wild_rank: int = 0
) -> list[frozenset[Card]]:
    """The legal capture sets for playing ``card`` on ``table``; empty when it takes nothing.
    ``wild_rank``: the rank named for the rules' wild card (0: none), at which it plays and
    counts on the table. The answer of :meth:`CompiledRules.takes`, as every other.

    Sets come smallest first, then in card order, so the list is stable for golden tests.
    """
    masks = CompiledRules(rules).takes(card.index, to_mask(table), wild_rank)
    return [frozenset(from_mask(m)) for m in masks]
