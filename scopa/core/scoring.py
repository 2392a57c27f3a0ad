"""Round scoring: cards, coins, settebello, primiera, sweeps and the variants' extras.

Each category is a small function of the sides' capture piles; the rules say which ones
score and how much. Every category that the rules enable appears in every side's result,
with 0 where that side did not earn it, so a breakdown can list them all.

>>> from scopa.core.rules import Rules
>>> from scopa.core.cards import parse_cards, CARDS
>>> rules = Rules.preset("scopa")
>>> mine = parse_cards("7D 7C 7S 7B 1D 2D 3D 4D 5D 6D 8D 9D 10D 1C 1S 6C 6S 6B 5C 5S 5B")
>>> theirs = [c for c in CARDS if c not in mine]
>>> score_round(rules, [mine, theirs], [1, 0])[0]
{'scope': 1, 'cards': 1, 'coins': 1, 'settebello': 1, 'primiera': 1}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from .cards import (
    ALL_CARDS,
    FULL_MASK,
    RANK_MASKS,
    RANK_OF,
    SUIT_LETTERS,
    SUIT_MASKS,
    SUIT_OF,
    TWIN,
    Card,
    bits,
    both_copies,
    card_index,
    cards_of,
    fold_twins,
    to_mask,
)
from .mechanism import Mechanism, Tally, installed
from .play_points import PLAY_KINDS as PLAY_KINDS  # the in-play point kinds, in this order
from .scoring_rules import (
    CARD_CATEGORY,
    SETTEBELLO,
    ScoringRules,
    atom_mask,
    atoms_or_none,
    card_categories,
)
from .scoring_rules import card_class_atoms as card_class_atoms
from .scoring_rules import card_class_mask as card_class_mask
from .scoring_rules import points_per_card as _points_per_card
from .twins import TWIN_SWEEP as TWIN_SWEEP  # a sweep that took the played card's own twin
from .twins import twin_sweep_categories as twin_sweep_categories

if TYPE_CHECKING:
    from .rules import Rules


COINS = SUIT_MASKS[0] & FULL_MASK  # the ten coins of the 40-card deck
_COINS = SUIT_MASKS[0]  # every coin there is (and 11D-13D in a 52-card deck)

# Primiera values per rank (index 0 unused), doubled so that Veneto's halves stay whole.
_SCALES: dict[str, tuple[int, ...]] = {
    "standard": (0, 32, 24, 26, 28, 30, 36, 42, 20, 20, 20),
    "figures_zero": (0, 32, 24, 26, 28, 30, 36, 42, 0, 0, 0),
    "veneto": (0, 11, 4, 6, 8, 10, 12, 14, 1, 1, 1),
    "ace_low": (0, 24, 26, 28, 30, 32, 36, 42, 20, 20, 20),
}


# The scales that count cards by rank instead of adding values: the ranks compared in turn,
# the most of the first winning, a tie going to the next (level all the way: no point).
BY_RANK_SCALES: dict[str, tuple[int, ...]] = {
    "most_sevens": (7, 6, 1),  # seed 000, Milan: "los 6 y, en caso de nuevo empate, los Ases"
    "most_by_rank": (7, 6, 5, 4, 3, 2, 1),  # seed 001: "y así sucesivamente hasta los ases"
}


def primiera_values(scale: str) -> dict[int, float]:
    """The primiera value of each rank (1..10) on an additive scale (the scales of
    :data:`BY_RANK_SCALES` have none).

    >>> primiera_values("standard")[7], primiera_values("veneto")[1]
    (21.0, 5.5)
    """
    return {rank: _SCALES[scale][rank] / 2 for rank in range(1, 11)}


@dataclass(frozen=True)
class CardSet:
    """A ``card_points`` entry that scores only together with other cards: ``beside`` (a
    mask) must all be in the same side's pile, and with ``whole`` every card of ``cards``
    too, for ``points`` once; without ``whole``, each card of ``cards`` taken scores it."""

    category: str
    cards: int
    beside: int
    points: int
    whole: bool

    @property
    def taken(self) -> int:
        """The cards that score, with their twins."""
        return self.cards | self.cards << TWIN

    def score(self, pile: int) -> int:
        """What a side whose round pile is ``pile`` makes of this entry.

        >>> polaca = card_sets_of([("8D", "7D", 1, False)])[0]
        >>> polaca.score(Card.parse("8D").bit), polaca.score(Card.parse("8D").bit | SETTEBELLO)
        (0, 1)
        """
        if pile >> TWIN:  # an 80-card pile: a set once with the cards taken at least once,
            # and once more with those taken twice (two polacche need two settebelli)
            return self._score(fold_twins(pile)) + self._score(both_copies(pile))
        return self._score(pile)

    def _score(self, pile: int) -> int:
        if pile & self.beside != self.beside:
            return 0
        taken = pile & self.cards
        if self.whole:
            return self.points if taken == self.cards else 0
        return taken.bit_count() * self.points


WITH, ALL = " with ", " all"  # in a set's category: "card:8D with 7D", "card:8D 9D 10D all"


def card_sets_of(entries: Iterable[tuple[str, str | None, int, bool]]) -> tuple[CardSet, ...]:
    """:class:`CardSet` from (cards, beside, points, all) entries; those naming the same
    cards, beside and all add their points up, and those worth nothing are left out."""
    out: dict[str, CardSet] = {}
    for cards_text, beside_text, pts, whole in entries:
        atoms = atoms_or_none(cards_text)
        beside = () if beside_text is None else atoms_or_none(beside_text)
        if atoms is None or beside is None:  # pragma: no cover - Rules.check() refuses
            continue
        cat = CARD_CATEGORY + " ".join(atoms)
        if beside:
            cat += WITH + " ".join(beside)
        if whole:
            cat += ALL
        old = out.get(cat)
        if old is not None:
            pts += old.points
        mask = beside_mask = 0
        for atom in atoms:
            mask |= atom_mask(atom)
        for atom in beside:
            beside_mask |= atom_mask(atom)
        # a set is of first copies: a twin counts as its card, pile by pile (see score)
        out[cat] = CardSet(cat, fold_twins(mask), fold_twins(beside_mask), pts, whole)
    return tuple(s for s in out.values() if s.points)


@lru_cache(maxsize=64)
def card_sets(sc: ScoringRules) -> tuple[CardSet, ...]:
    """The ``card_points`` entries with ``beside`` or ``all``: cards that score only
    together (Mariscal's polaca, Cirulla's grande), each its own category.

    >>> from scopa.core.rules import Rules
    >>> [s.category for s in card_sets(Rules.preset("mariscal").scoring)]
    ['card:8D with 7D']
    """
    return card_sets_of(
        (e.cards, e.beside, e.points, e.all)
        for e in sc.card_points
        if e.beside is not None or e.all
    )


SWEEP_CATEGORY = "sweep:"  # the sweeps made with a card of sweep.by_card: "sweep:10S"


@lru_cache(maxsize=64)
def sweep_categories(by_card: Mapping[str, int]) -> tuple[tuple[str, int, int], ...]:
    """(category, card index, points) for every card ``sweep.by_card`` names with points:
    the sweeps made with it are itemised apart from the others.

    >>> from scopa.core.rules import Rules
    >>> sweep_categories(Rules.preset("mariscal").sweep.by_card)
    (('sweep:10S', 29, -4),)
    """
    out = []
    for text, pts in by_card.items():
        try:
            card = Card.parse(text)
        except ValueError:  # pragma: no cover - Rules.check() refuses it
            continue
        if pts:
            out.append((SWEEP_CATEGORY + str(card), card.index, pts))
    return tuple(sorted(out, key=lambda c: c[1]))


def points_per_card(rules: Rules) -> tuple[int, ...]:
    """The points each card (by its index) scores by itself when taken: the sum of every
    category scored card by card that names it (see :func:`card_categories`).

    >>> from scopa.core.rules import Rules
    >>> points_per_card(Rules.preset("scopa"))[6]  # the settebello
    1
    """
    return _points_per_card(rules.scoring)


def class_cards(category: str) -> tuple[str, ...]:
    """The atoms of a ``card:`` category, e.g. ``("8D", "9D")`` for ``"card:8D 9D"`` (and
    for ``"card:8D 9D with 7D"``: the cards that score, not those they need beside them)."""
    body = category[len(CARD_CATEGORY) :].removesuffix(ALL)
    return tuple(body.split(WITH)[0].split())


def category_parts(category: str) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """A ``card:`` category's cards, the cards needed beside them, and whether it scores the
    whole set once.

    >>> category_parts("card:8D with 7D"), category_parts("card:8D 9D 10D all")
    ((('8D',), ('7D',), False), (('8D', '9D', '10D'), (), True))
    """
    body = category[len(CARD_CATEGORY) :]
    whole = body.endswith(ALL)
    parts = body.removesuffix(ALL).split(WITH)
    beside = tuple(parts[1].split()) if len(parts) > 1 else ()
    return tuple(parts[0].split()), beside, whole


CATEGORY_ORDER = (
    "scope",
    *PLAY_KINDS,
    "declarations",
    "claims",
    "cards",
    "coins",
    "settebello",
    "primiera",
    "sevens",
    "napola",
    "re_bello",
    "seven_of_cups",
)


@dataclass(frozen=True)
class SideDetail:
    """What one side took in a round, for the breakdown screen."""

    cards: int
    coins: int
    sevens: int
    settebello: bool
    primiera: float | None  # None: missing a suit (where that loses) or not scored
    primiera_cards: tuple[Card | None, ...]  # the best card in each suit, coins first
    sweeps: int  # sweep points
    napola: int
    pile: tuple[Card, ...]
    counted: tuple[tuple[str, int], ...] = ()  # per category scored card by card: cards taken
    sweep_count: int | None = None  # how many sweeps (their points differ where a sweep is
    # worth the card or the cards taken); None where the caller did not say
    declared: tuple[int, ...] = ()  # the rules' declarations the side made (their numbers)
    # categories whose cards the side took but that scored in another category instead
    # (``all_sevens_replaces``: Escoba's velo counted in the four sevens)
    replaced: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoundResult:
    """A scored round: ``points[team]`` maps category to points, ``details[team]`` explains."""

    points: list[dict[str, int]]
    details: list[SideDetail] = field(default_factory=list)
    round: int = 0

    @property
    def totals(self) -> list[int]:
        return [sum(p.values()) for p in self.points]


def _best_table(scale: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """For every set of ranks of one suit (a 10-bit chunk), the best (doubled value, rank)."""
    table = [(0, 0)] * 1024
    for chunk in range(1, 1024):
        best = (0, 0)
        for rank in range(1, 11):
            if chunk >> (rank - 1) & 1 and (scale[rank] > best[0] or best[1] == 0):
                best = (scale[rank], rank)
        table[chunk] = best
    return tuple(table)


_BEST = {name: _best_table(scale) for name, scale in _SCALES.items()}


def primiera_scale(rules: Rules) -> tuple[int, ...]:
    """The doubled primiera value of each rank (index 0 unused) under ``rules``: the scale's,
    and in a 52-card deck ``scoring.primiera_high`` for ranks 8 to 13 (a rank it does not
    name counts as the scale's figures do).

    >>> from scopa.core.rules import Rules
    >>> primiera_scale(Rules.preset("scopa"))[7], len(primiera_scale(Rules.preset("scopa")))
    (42, 11)
    """
    sc = rules.scoring
    scale = _SCALES[sc.primiera_scale if sc.primiera_scale in _SCALES else "standard"]
    if rules.deck.ranks == 10:
        return scale
    figure = scale[8]
    high = tuple(2 * sc.primiera_high.get(r, figure / 2) for r in range(8, rules.deck.ranks + 1))
    return (*scale[:8], *(int(v) for v in high))


def _primiera_by_suit(rules: Rules, pile: int) -> list[tuple[int, int]]:
    """The best (doubled value, rank) of each suit of ``pile``, in a deck beyond 40 cards."""
    scale = primiera_scale(rules)
    best = [(0, 0)] * 4
    for idx in bits(pile):
        suit, rank = SUIT_OF[idx], RANK_OF[idx]
        if scale[rank] > best[suit][0] or best[suit][1] == 0:
            best[suit] = (scale[rank], rank)
    return best


def primiera(rules: Rules, pile: int) -> tuple[tuple[int, ...] | None, tuple[int, ...]]:
    """A comparable primiera key for ``pile`` (None: cannot win) and its best rank per suit."""
    sc = rules.scoring
    if pile >> TWIN:  # an 80-card pile: a twin counts as its first copy, one best a suit
        pile = fold_twins(pile)
    by_rank = BY_RANK_SCALES.get(sc.primiera_scale)
    if rules.deck.ranks != 10 and by_rank is None:
        best = _primiera_by_suit(rules, pile)
        ranks = tuple(b[1] for b in best)
        if sc.primiera_missing_suit == "loses" and 0 in ranks:
            return None, ranks
        return (sum(b[0] for b in best),), ranks
    if by_rank is not None:
        key = tuple((pile & RANK_MASKS[r]).bit_count() for r in by_rank)
        table = _BEST["standard"]
        ranks = tuple(table[(pile >> (10 * s)) & 0x3FF][1] for s in range(4))
        return key, ranks
    table = _BEST[sc.primiera_scale]
    best = [table[(pile >> (10 * s)) & 0x3FF] for s in range(4)]
    ranks = tuple(b[1] for b in best)
    if sc.primiera_missing_suit == "loses" and 0 in ranks:
        return None, ranks
    return (sum(b[0] for b in best),), ranks


def _napola(rules: Rules, pile: int) -> int:
    mode = rules.scoring.napola
    suit = SUIT_LETTERS.index(rules.scoring.napola_suit)
    coins = pile >> 10 * suit & 0x3FF  # its A to 10
    if mode == "none" or coins & 0b111 != 0b111:
        return 0
    if pile >> 40:  # a 52-card deck: the run goes on into the suit's J, Q and K
        coins |= (pile >> (40 + 3 * suit) & 0b111) << 10
    if mode == "three_plus_coins":
        run = coins.bit_count()  # 3 for the A-2-3 and 1 for every other coin
    else:
        run = 0
        while coins & 1:
            run += 1
            coins >>= 1
    cap = rules.scoring.napola_cap
    return run if cap is None else min(run, cap)


def _napola_layers(rules: Rules, pile: int) -> int:
    """The napola of ``pile``; of an 80-card pile, one napola with the cards taken at least
    once and another with those taken twice (two napole need A-2-3 of coins twice)."""
    if pile >> TWIN:
        return _napola(rules, fold_twins(pile)) + _napola(rules, both_copies(pile))
    return _napola(rules, pile)


def _award(values: Sequence[object | None], ties: str) -> list[bool]:
    """Which sides win a "most" category: the single best, or on a tie nobody or all tied."""
    present = [v for v in values if v is not None]
    if not present:
        return [False] * len(values)
    best = max(present)  # type: ignore[type-var]
    if best == 0 or best == (0,):
        return [False] * len(values)
    top = [v == best for v in values]
    if sum(top) > 1 and ties != "everybody":  # split: see _points
        return [False] * len(values)
    return top


def _split(values: Sequence[object | None], ties: str, points: int) -> list[int]:
    """A "most" category's points per side: all to the single best; on a tie none, all to
    every side tied (everybody), or each tied side its share rounded down (split)."""
    if ties != "split":
        return [points if won else 0 for won in _award(values, ties)]
    top = _award(values, "everybody")
    tied = sum(top)
    return [points // tied if won else 0 for won in top]


def score_masks(
    rules: Rules,
    piles: Sequence[int],
    sweeps: Sequence[int],
    *,
    detailed: bool = True,
    round_no: int = 0,
    sweep_counts: Sequence[int] | None = None,
    sweep_cards: Sequence[int] | None = None,
    declared: Sequence[int] | None = None,
    declared_kinds: Sequence[tuple[int, ...]] | None = None,
    claimed: Sequence[int] | None = None,
    plays: Sequence[Sequence[int]] | None = None,
) -> RoundResult:
    """Score a round from the sides' pile masks, sweep points and declared points.

    ``sweep_cards[side]`` is a mask of the cards that made its sweeps: those that
    ``sweep.by_card`` names are itemised in their own category (``"sweep:10S"``) and taken
    out of ``"scope"``, the total staying the same. Without it every sweep is ``"scope"``.
    ``claimed[side]`` is what doubted claims cost the side (0 or less: see
    :mod:`~scopa.core.claims`), the ``"claims"`` category. ``plays[side]`` holds the
    points its captures scored as they were made, one per kind of :data:`PLAY_KINDS`.
    The categories of the mechanisms (:mod:`scopa.core.mechanism`) are each one's to score.
    """
    tally = Tally(
        piles, sweeps, sweep_counts, sweep_cards, declared, declared_kinds, claimed, plays
    )
    plan = _plan(rules, installed())
    scope = "scope" in plan.enabled or any(sweeps)
    keys = plan.keys_with_scope if scope else plan.keys
    points = [dict.fromkeys(keys, 0) for _ in piles]
    counted: list[list[tuple[str, int]]] = [[] for _ in piles]
    _sweep_points(rules, plan, tally, points, counted, scope)
    for mechanism in plan.scoring:
        mechanism.score(rules, tally, points)
    counts = _Counts(rules, piles)
    replaced = _pile_points(rules, plan, piles, points, counted, counts)
    details = _details(rules, tally, counted, replaced, counts) if detailed else []
    return RoundResult(points=points, details=details, round=round_no)


@dataclass(frozen=True)
class _Plan:
    """What scoring a round under some rules lists and asks, worked out once for them."""

    per_card: tuple[tuple[str, int, int], ...]  # card_categories
    sets: tuple[CardSet, ...]  # card_sets
    by_sweep: tuple[tuple[str, int, int], ...]  # sweep_categories
    sweeping: tuple[Mechanism, ...]  # the mechanisms that score sweeps apart
    enabled: frozenset[str]  # the categories listed ("scope" only where the rules score it)
    scoring: tuple[Mechanism, ...]  # the mechanisms that add categories
    keys: tuple[str, ...]  # every side's categories in order, "scope" if it is enabled
    keys_with_scope: tuple[str, ...]  # the same, where sweeps were made that the rules value 0


@lru_cache(maxsize=64)
def _plan(rules: Rules, mechanisms: tuple[Mechanism, ...]) -> _Plan:
    sc = rules.scoring
    per_card = card_categories(sc)
    by_card = {cat for cat, _, _ in per_card}
    by_sweep = sweep_categories(rules.sweep.by_card)
    base = {
        "scope": rules.sweep.points > 0 or rules.sweep.value != "fixed" or bool(by_sweep),
        "cards": sc.cards > 0,
        "coins": sc.coins > 0 or bool(sc.all_coins),
        "settebello": "settebello" in by_card,
        "primiera": sc.primiera > 0,
        "sevens": sc.sevens > 0 or sc.all_sevens > 0,
        "napola": sc.napola != "none",
        "re_bello": "re_bello" in by_card,
        "seven_of_cups": "seven_of_cups" in by_card,
    }
    enabled = {cat for cat, on in base.items() if on}
    scoring = []
    for mechanism in mechanisms:
        categories = mechanism.categories(rules)
        if categories:
            scoring.append(mechanism)
            enabled.update(categories)
    sweeping = tuple(m for m in mechanisms if m.sweeps_apart(rules))
    apart = [cat for cat, _, _ in by_sweep]
    apart += [cat for m in sweeping for cat in m.sweeps_apart(rules)]
    sets = card_sets(sc)
    return _Plan(
        per_card,
        sets,
        by_sweep,
        sweeping,
        frozenset(enabled),
        tuple(scoring),
        _order(enabled, apart, per_card, sets),
        _order(enabled | {"scope"}, apart, per_card, sets),
    )


def _order(
    enabled: set[str],
    apart: list[str],
    per_card: tuple[tuple[str, int, int], ...],
    sets: tuple[CardSet, ...],
) -> tuple[str, ...]:
    """Every side's categories in the order a breakdown shows them: :data:`CATEGORY_ORDER`
    (a mechanism's category it does not name after them), the sweeps itemised ``apart``
    right after ``"scope"``, then the cards scored one by one and the card sets."""
    order: list[str] = []
    for cat in (*CATEGORY_ORDER, *sorted(enabled - set(CATEGORY_ORDER))):
        if cat in enabled:
            order.append(cat)
        if cat == "scope":
            order += apart
    order += [cat for cat, _, _ in per_card]
    order += [card_set.category for card_set in sets]
    return tuple(dict.fromkeys(order))


def _sweep_points(
    rules: Rules,
    plan: _Plan,
    tally: Tally,
    points: list[dict[str, int]],
    counted: list[list[tuple[str, int]]],
    scope: bool,
) -> None:
    """The sweeps: those made with a card ``sweep.by_card`` names, each in its category,
    then those a mechanism scores apart (:meth:`Mechanism.score_sweeps`); the rest in
    ``"scope"``."""
    for t, side in enumerate(points):
        made = tally.sweep_cards[t] if tally.sweep_cards is not None else 0
        apart = 0
        for sweep_cat, idx, pts in plan.by_sweep:  # either copy of the card
            times = (made >> idx & 1) + (made >> (idx + TWIN) & 1)
            counted[t].append((sweep_cat, times))
            side[sweep_cat] = times * pts
            apart += times * pts
        for mechanism in plan.sweeping:
            apart += mechanism.score_sweeps(rules, tally, t, side, counted[t])
        if scope:
            side["scope"] = tally.sweeps[t] - apart


class _Counts:
    """What each side's pile holds that the "most" categories compare."""

    def __init__(self, rules: Rules, piles: Sequence[int]) -> None:
        sc = rules.scoring
        self.suit_mask = SUIT_MASKS[SUIT_LETTERS.index(sc.suit)]  # coins, or the suit named
        self.cards = [p.bit_count() for p in piles]
        self.coins = [(p & self.suit_mask).bit_count() for p in piles]
        self.sevens = [(p & RANK_MASKS[7]).bit_count() for p in piles]
        self.primiera = [primiera(rules, p) for p in piles]
        self.napola = [_napola_layers(rules, p) for p in piles]
        self.all_sevens = [c == 4 and sc.all_sevens > 0 for c in self.sevens]


def _pile_points(
    rules: Rules,
    plan: _Plan,
    piles: Sequence[int],
    points: list[dict[str, int]],
    counted: list[list[tuple[str, int]]],
    counts: _Counts,
) -> list[list[str]]:
    """The categories the piles score: the "most" ones, the cards scored one by one and the
    card sets. Returns, per side, the categories the four sevens replaced."""
    sc = rules.scoring
    enabled = plan.enabled
    if "cards" in enabled:
        for side, pts in zip(points, _split(counts.cards, sc.ties, sc.cards), strict=True):
            side["cards"] = pts
    if "coins" in enabled:
        _coins_points(rules, points, counts)
    replaced: list[list[str]] = [[] for _ in piles]
    for cat, mask, pts in plan.per_card:
        for t, pile in enumerate(piles):
            taken = (pile & mask).bit_count()
            counted[t].append((cat, taken))
            if cat == "settebello" and counts.all_sevens[t] and cat in sc.all_sevens_replaces:
                replaced[t].append(cat)
                taken = 0
            points[t][cat] = taken * pts
    for card_set in plan.sets:
        for t, pile in enumerate(piles):
            counted[t].append((card_set.category, (pile & card_set.taken).bit_count()))
            points[t][card_set.category] = card_set.score(pile)
    if "primiera" in enabled:
        keys = [k for k, _ in counts.primiera]
        for side, pts in zip(points, _split(keys, sc.ties, sc.primiera), strict=True):
            side["primiera"] = pts
    if "sevens" in enabled:
        _sevens_points(rules, piles, points, counts)
    if "napola" in enabled:
        for side, napola in zip(points, counts.napola, strict=True):
            side["napola"] = napola
    return replaced


def _coins_points(rules: Rules, points: list[dict[str, int]], counts: _Counts) -> None:
    """The most coins (of ``scoring.suit``), or ``all_coins`` for a side that took them all."""
    sc = rules.scoring
    every = (rules.deck.cards.mask & counts.suit_mask).bit_count()  # 10, 13, or 20 (80 cards)
    for t, pts in enumerate(_split(counts.coins, sc.ties, sc.coins)):
        full = sc.all_coins is not None and counts.coins[t] == every
        points[t]["coins"] = sc.all_coins if full and sc.all_coins is not None else pts


def _sevens_points(
    rules: Rules, piles: Sequence[int], points: list[dict[str, int]], counts: _Counts
) -> None:
    """The most sevens, a tie broken as ``scoring.sevens_tiebreak`` says, or ``all_sevens``
    for a side that took the four."""
    sc = rules.scoring
    keys: list[object] = list(counts.sevens)
    if sc.sevens_tiebreak == "sixes_aces_fives":
        keys = [tuple((p & RANK_MASKS[r]).bit_count() for r in (7, 6, 1, 5)) for p in piles]
    elif sc.sevens_tiebreak == "primiera":
        keys = [
            (n, (key or (0,))[0])
            for n, (key, _) in zip(counts.sevens, counts.primiera, strict=True)
        ]
    most = _split(keys, sc.ties, sc.sevens)
    for t, side in enumerate(points):
        side["sevens"] = sc.all_sevens if counts.all_sevens[t] else most[t]


def _details(
    rules: Rules,
    tally: Tally,
    counted: list[list[tuple[str, int]]],
    replaced: list[list[str]],
    counts: _Counts,
) -> list[SideDetail]:
    """What each side took, for the breakdown screen."""
    by_rank = rules.scoring.primiera_scale in BY_RANK_SCALES
    details = []
    for t, pile in enumerate(tally.piles):
        key, ranks = counts.primiera[t]
        details.append(
            SideDetail(
                cards=counts.cards[t],
                coins=counts.coins[t],
                sevens=counts.sevens[t],
                settebello=bool(pile & SETTEBELLO),
                primiera=None if key is None or by_rank else key[0] / 2,
                primiera_cards=tuple(
                    ALL_CARDS[card_index(r, s)] if r else None for s, r in enumerate(ranks)
                ),
                sweeps=tally.sweeps[t],
                napola=counts.napola[t],
                pile=cards_of(pile),
                counted=tuple(counted[t]),
                sweep_count=None if tally.sweep_counts is None else tally.sweep_counts[t],
                declared=() if tally.declared_kinds is None else tally.declared_kinds[t],
                replaced=tuple(replaced[t]),
            )
        )
    return details


def score_round(
    rules: Rules, piles: Sequence[Iterable[Card]], sweeps: Sequence[int]
) -> list[dict[str, int]]:
    """One dict per team, category to points.

    ``piles[team]`` is what the team captured in the round; ``sweeps[team]`` the points its
    sweeps are worth (with fixed sweep values, the number of sweeps times their value).
    """
    return score_masks(rules, [to_mask(p) for p in piles], sweeps, detailed=False).points


def coins_reset(rules: Rules, piles: Sequence[int]) -> tuple[int, int] | None:
    """``match.coins_reset``: the side whose round pile holds at least that many coins, and
    how many it took (every other side's match score then goes back to 0), or None.

    >>> from scopa.core.rules import Rules
    >>> libia, scopa = Rules.preset("scopa_libia"), Rules.preset("scopa")
    >>> coins_reset(libia, [0, COINS]), coins_reset(scopa, [0, COINS])
    ((1, 10), None)
    """
    least = rules.match.coins_reset
    if least is None:
        return None
    for team, pile in enumerate(piles):
        coins = (pile & _COINS).bit_count()
        if coins >= least:
            return team, coins
    return None
