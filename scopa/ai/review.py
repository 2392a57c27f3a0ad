"""A review of one seat's plays in a match record, graded by Hard's search.

>>> import scopa
>>> from scopa.ai import accuracy, review
>>> game = scopa.Game(scopa.Rules.preset("scopa"), 2, seed=5)
>>> for _ in range(4):
...     _ = game.play(game.legal_moves()[0])
>>> reviews = review(game.record(), 0, samples=2)
>>> [r.move_number for r in reviews], 0 <= accuracy(reviews) <= 100
([0, 2], True)

The record is replayed move by move; at each play of ``seat`` the grader is handed that
seat's :class:`~scopa.core.view.PlayerView` and nothing else, so a play is judged from what
the seat knew then, never from the cards it could not see: two records whose seat saw the
same things give the same review, whatever the hidden cards were. Every legal play is
valued as Hard values it (:mod:`scopa.ai.search`): the same sampled deals of the hidden
cards for every play, each searched with alpha-beta (to the round's end once few cards
remain), the values averaged and Medium's one-ply estimate blended in. A value is the
expected margin of the seat's side over the best other side at the round's end, in round
points (where points are to be avoided, the others' average less the side's own), so a
``loss`` is the expected points of margin the play gave up against the best one.

No variant code: the search plays what the rules say and the reasons read the rules'
own answers (what sweeps, what a card scores by itself), so every preset is reviewed alike.

Cost: ``samples`` sampled deals per play (:data:`REVIEW_SAMPLES` by default) and Hard's
search depth per deal (:data:`REVIEW_LEAF_BUDGET`); ``time_budget`` caps the whole review in
seconds, shared among the plays (each gets at least one deal). Without a time budget the
review depends on the record, the seat and ``seed`` alone; with one, a loaded machine may
search fewer deals. Run it off the frame thread: ``bench/review.py`` measures a round.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.builds import taken_mask
from ..core.cards import RANK_MASKS, SUIT_MASKS
from ..core.claims import CLAIM
from ..core.game import Game
from ..core.moves import Move
from ..core.sampling import determinize, forbidden_cards, hidden_cards_known
from ..core.view import PlayerView
from .knowledge import Public, chunk_weights, claim_likelihood, searched_moves, taken_worth
from .players import RawMove, is_sweep, score_moves, sweepable, takes_any, to_move
from .search import INF, TIE_WEIGHT, HardPlayer, Searcher

REVIEW_SAMPLES = 32  # sampled deals of the hidden cards per play
REVIEW_LEAF_BUDGET = 500  # leaves per play and deal, which set the search's depth (Hard: 120)
LAST_TAKE_CARDS = 8  # the cards left in hand at most for a line to the round's end (exact)
PRIMIERA_RANKS = (7, 6, 1)  # the cards worth most to the primiera (sevens: where they score)

REASONS: dict[str, str] = {
    "best": "the best play, as far as the seat could know",
    "only_move": "the only legal play",
    "missed_sweep": "a sweep was there to make",
    "left_sweep": "left the next opponent a table it may sweep, where another play left none",
    "gave_settebello": "laid the settebello (a card that scores by itself) for others to take",
    "missed_settebello": "left the settebello (a card that scores by itself) on the table",
    "lost_last_take": "let the others take last, and with it the cards left at the round's end",
    "gave_primiera_card": "laid a seven, a six or an ace (the primiera's best) for others to take",
    "missed_primiera_card": "left a seven, a six or an ace on the table that another play took",
    "gave_coin": "laid a coin for others to take, where the best play laid none",
    "fewer_coins": "took fewer coins than the best play",
    "fewer_cards": "took fewer cards than the best play",
    "took_points": "took more points than the best play (points are to be avoided)",
    "wrong_answer": "trusted a claimed sweep that was better doubted, or the other way round",
    "risky_claim": "claimed a sweep face down where the best play did not",
    "weaker_play": "worth less over the rest of the round than the best play",
}
"""Each reason code and what it means (an English gloss: the catalogues word them later).

The first that holds is given, in this order: ``only_move``, ``best``, then for a worse
play ``wrong_answer``, ``risky_claim``, ``took_points`` (a game where points are to be
avoided), ``missed_sweep``, ``left_sweep``, ``lost_last_take`` (only in the last deal once
every card left is known to the seat, so that the search's line of play to the round's end
is exact), ``gave_settebello``, ``missed_settebello``, ``gave_primiera_card``,
``missed_primiera_card`` (sevens alone where the rules score sevens and no primiera),
``gave_coin``, ``fewer_coins``, ``fewer_cards`` and
``weaker_play`` (the search sees it worth less, for no reason the rules name at once: what
it keeps in hand, or leaves for later)."""


@dataclass(frozen=True)
class Review:
    """One play of the reviewed seat, graded."""

    move_number: int  # the play's index in the record's moves
    played: Move
    best: Move  # the play itself when it was the best
    loss: float  # expected points of margin given up against ``best`` (0 when it was made)
    reason: str  # one of REASONS
    spread: float  # the best play's value less the worst's: what was at stake (0: one play)
    round_number: int


def plays_of(record: dict[str, Any], seat: int) -> Iterator[tuple[int, PlayerView, Move]]:
    """Each play of ``seat`` in ``record``: its index among the record's moves, the view the
    seat had when it played, and the move. Raises ValueError (or
    :class:`~scopa.core.errors.IllegalMove`) when the record is not one."""
    if not isinstance(record, dict) or not isinstance(record.get("moves"), list):
        raise ValueError("not a match record")
    moves = record["moves"]
    try:
        game = Game.replay({**record, "moves": [], "round": 1})
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a match record ({exc!r:.80})") from None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
        raise ValueError(f"the seats of this match are 0 to {game.players - 1}, not {seat!r}")
    for number, data in enumerate(moves):
        if game.round_over:
            game.next_round()
        try:
            move = Move.from_data(data)
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"move {number} is not a move ({exc!r:.80})") from None
        if game.current_player == seat:
            yield number, game.view(seat), move
        game.play(move)


def review(
    record: dict[str, Any],
    seat: int,
    *,
    seed: int = 0,
    time_budget: float | None = None,
    samples: int | None = None,
) -> list[Review]:
    """One :class:`Review` per play of ``seat`` in ``record`` (a :meth:`Game.record`), in
    order. ``seed`` fixes the sampled deals; ``samples`` their number per play
    (:data:`REVIEW_SAMPLES`); ``time_budget`` caps the whole review in seconds."""
    plays = list(plays_of(record, seat))
    grader = Grader(seed, samples=REVIEW_SAMPLES if samples is None else samples)
    start = time.perf_counter()
    out = []
    for i, (number, view, played) in enumerate(plays):
        deadline = None
        if time_budget is not None:  # what an earlier play left unused passes on
            deadline = start + max(0.0, time_budget) * (i + 1) / len(plays)
        out.append(grader.grade(view, played, number, deadline))
    return out


def accuracy(reviews: Sequence[Review]) -> float:
    """How much of the value at stake the player kept over ``reviews``, 0 to 100: 100 less
    the summed losses as a share of the summed spreads (every play's best value less its
    worst). A play with no choice counts for nothing; no choice at all is 100."""
    at_stake = sum(r.spread for r in reviews)
    if at_stake <= 0:
        return 100.0
    lost = sum(min(r.loss, r.spread) for r in reviews)
    return max(0.0, min(100.0, 100.0 * (1.0 - lost / at_stake)))


class Grader:
    """Values every legal play of a view as Hard does, with a fixed number of deals."""

    def __init__(
        self, seed: int = 0, *, samples: int = REVIEW_SAMPLES, leaf_budget: int = REVIEW_LEAF_BUDGET
    ) -> None:
        self.player = HardPlayer(seed, leaf_budget=leaf_budget)  # its seed, rules and search
        self.samples = max(1, int(samples))
        self.leaf_budget = leaf_budget

    def values(
        self, view: PlayerView, moves: list[RawMove], deadline: float | None = None
    ) -> list[float]:
        """Each move's value: the mean searched margin over the sampled deals, plus Hard's
        share of Medium's estimate. The deals come from the seed and the view alone."""
        player = self.player
        rng = player.rng(view)
        pub = player.public(view)
        compiled = pub.compiled
        forbidden = forbidden_cards(view, compiled)
        searcher = Searcher(view, compiled)
        target = 1 if hidden_cards_known(view) else self.samples
        totals = [0.0] * len(moves)
        weight = 0.0
        for done in range(target):
            if done and deadline is not None and time.perf_counter() >= deadline:
                break
            rnd = determinize(view, rng, compiled, forbidden)
            w = claim_likelihood(rnd) if rnd.asking else 1.0
            for i, v in enumerate(searcher.root_values(rnd, moves, self.leaf_budget)):
                totals[i] += w * v
            weight += w
        tie = [s for s, _ in score_moves(view, pub, moves)]
        if weight <= 0:
            return tie
        return [t / weight + TIE_WEIGHT * b for t, b in zip(totals, tie, strict=True)]

    def grade(
        self, view: PlayerView, played: Move, number: int = 0, deadline: float | None = None
    ) -> Review:
        """The review of ``played``, made from ``view`` (the seat's view before it)."""
        moves = view.legal_raw(self.player.compiled(view))
        key = (played.card_index, played[1])
        if key not in moves:
            raise ValueError(f"move {number} ({played}) is not legal for seat {view.seat}")
        if len(moves) == 1:
            return Review(number, played, played, 0.0, "only_move", 0.0, view.round_number)
        values = self.values(view, moves, deadline)
        mine = values[moves.index(key)]
        top = max(values)
        spread = top - min(values)
        if mine >= top:
            return Review(number, played, played, 0.0, "best", spread, view.round_number)
        best = moves[values.index(top)]
        why = reason(view, self.player.public(view), key, best, self.takes_last(view, key, best))
        return Review(number, played, to_move(best), top - mine, why, spread, view.round_number)

    def takes_last(
        self, view: PlayerView, played: RawMove, best: RawMove
    ) -> tuple[bool, bool] | None:
        """Whether the seat's side makes the round's last capture after ``played`` and after
        ``best``, each followed by the search's best line for every side: only where the
        cards left on the table go to the last capturer and every card left is known to the
        seat (the last deal, the hands known, :data:`LAST_TAKE_CARDS` at most), so the line
        is exact. None elsewhere."""
        rules = view.rules
        if (
            rules.capture.leftovers != "last_capturer"
            or not rules.points_are_good
            or view.stock_count
            or sum(view.hand_sizes) > LAST_TAKE_CARDS
            or not hidden_cards_known(view)
        ):
            return None
        player = self.player
        compiled = player.compiled(view)
        rnd = determinize(view, player.rng(view), compiled, forbidden_cards(view, compiled))
        searcher = Searcher(view, compiled)
        chunks = chunk_weights(rules)
        out = []
        for idx, cap in (played, best):
            line = rnd.clone()
            line.play(idx, cap)
            while not line.over:
                ours = view.teams[line.current] == view.team
                best_value, choice = -INF if ours else INF, None
                for move in searched_moves(line, chunks):
                    child = line.clone()
                    child.play(*move)
                    v = searcher.value(child, child.to_play + 1, -INF, INF)
                    if choice is None or (v > best_value if ours else v < best_value):
                        best_value, choice = v, move
                assert choice is not None
                line.play(*choice)
            out.append(line.last_capturer >= 0 and view.teams[line.last_capturer] == view.team)
        return out[0], out[1]


def reason(
    view: PlayerView,
    pub: Public,
    played: RawMove,
    best: RawMove,
    takes_last: tuple[bool, bool] | None = None,
) -> str:
    """Why ``played`` is worse than ``best``, as far as the rules tell at once (a code of
    :data:`REASONS`; see there for the order in which they are tried). ``takes_last``:
    whether the seat's side takes last after each of them, where that is known
    (:meth:`Grader.takes_last`)."""
    if played[0] < 0:
        return "wrong_answer"
    if played[1] & CLAIM:
        return "risky_claim"
    rules = view.rules
    if not rules.points_are_good:
        chunks = chunk_weights(rules)
        worth = [
            taken_worth(chunks, m[0], pub.takes(m)) if takes_any(m) else 0.0 for m in (played, best)
        ]
        return "took_points" if worth[0] > worth[1] + 1e-9 else "weaker_play"
    best = (best[0], best[1] & ~CLAIM)  # a claim made good is the sweep it claims
    if is_sweep(view, pub, best) and not is_sweep(view, pub, played):
        return "missed_sweep"
    last_after = view.stock_count == 0 and sum(view.hand_sizes) == 2
    after = [_table_after(pub, m) for m in (played, best)]
    if sweepable(view, pub, after[0], last_after) and not sweepable(
        view, pub, after[1], last_after
    ):
        return "left_sweep"
    if takes_last is not None and takes_last[1] and not takes_last[0]:
        return "lost_last_take"
    alone = rules.points_per_card()
    scoring = 0
    for idx, points in enumerate(alone):
        if points > 0:
            scoring |= 1 << idx
    code = _left_behind(played, best, after, scoring, "settebello")
    if code:
        return code
    sc = rules.scoring
    if sc.primiera or sc.sevens:
        key = 0
        for rank in PRIMIERA_RANKS if sc.primiera else (7,):
            key |= RANK_MASKS[rank]
        code = _left_behind(played, best, after, key, "primiera_card")
        if code:
            return code
    if sc.coins or sc.all_coins:
        laid = [not takes_any(m) and SUIT_MASKS[0] >> m[0] & 1 for m in (played, best)]
        if laid[0] and not laid[1]:
            return "gave_coin"
    taken = [_taken(pub, m) for m in (played, best)]
    if (taken[1] & SUIT_MASKS[0]).bit_count() > (taken[0] & SUIT_MASKS[0]).bit_count():
        return "fewer_coins"
    if taken[1].bit_count() > taken[0].bit_count():
        return "fewer_cards"
    return "weaker_play"


def _table_after(pub: Public, move: RawMove) -> int:
    idx, mask = move
    return pub.table & ~taken_mask(mask) if takes_any(move) else pub.table | 1 << idx


def _taken(pub: Public, move: RawMove) -> int:
    """The cards the move brings its side: those it takes and the card itself (0: a lay)."""
    if not takes_any(move):
        return 0
    take = pub.takes(move)
    return take.cards | 1 << move[0]


def _left_behind(
    played: RawMove, best: RawMove, after: list[int], cards: int, what: str
) -> str | None:
    """``gave_<what>``: the play laid one of ``cards`` where the best play laid none of
    them; ``missed_<what>``: it left more of them on the table than the best play did."""
    if not cards:
        return None
    laid = [not takes_any(m) and cards >> m[0] & 1 for m in (played, best)]
    if laid[0] and not laid[1]:
        return f"gave_{what}"
    if (after[0] & cards).bit_count() > (after[1] & cards).bit_count():
        return f"missed_{what}"
    return None
