"""The scoring section of the rules, and the cards it makes worth points by themselves.

``scoring:`` in a rules file is :class:`ScoringRules`; its ``card_points`` entries name cards
by *class* (a card, a rank, a suit: :func:`card_class_mask`). The points each card scores by
itself when taken (:func:`points_per_card`) are worked out here, below both the rules (which
check the classes) and the round scoring (which counts them): neither imports the other for
them.

>>> card_class_mask("7D") == SETTEBELLO
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import CARD_COUNT, RANK_MASKS, SUIT_LETTERS, SUIT_MASKS, Card, bits
from .schema import FrozenMap, spec

PRIMIERA_SCALES = ("standard", "figures_zero", "veneto", "ace_low", "most_sevens", "most_by_rank")


@dataclass(frozen=True, kw_only=True)
class CardPoints:
    """Points for every card of a kind that a side takes in a round."""

    cards: str = spec(
        "the cards: one card (7D), a rank (1 to 10, or A: that rank in every suit), a suit "
        "(D coins, C cups, S swords, B clubs: every card of it), or several of these "
        "separated by spaces (8D 9D 10D)",
        max_len=80,
    )
    points: int = spec(
        "points for each of those cards taken; below 0 a penalty: {cards: 10S, points: -1} "
        "costs whoever takes the King of swords a point",
        low=-20,
        high=20,
    )
    beside: str | None = spec(
        "cards written like `cards` that the same side must also take for the entry to score "
        "(Mariscal's polaca: {cards: 8D, beside: 7D, points: 1}, the Queen of coins is worth 1 "
        "beside the settebello and nothing alone); null: the entry always scores",
        max_len=80,
        default=None,
    )
    all: bool = spec(
        "true: the entry scores `points` once, and only when one side took every card named "
        "(Cirulla's grande: {cards: 8D 9D 10D, all: true, points: 5}); false: each card "
        "scores `points`",
        default=False,
    )


@dataclass(frozen=True, kw_only=True)
class ScoringRules:
    ties: str = spec(
        "a tied category scores for nobody, for every side tied at the top, or (split) for "
        "every side tied, each its share of the points rounded down (Cicera: cards 2, at "
        "26-26 each side 1)",
        choices=("nobody", "everybody", "split"),
    )
    cards: int = spec("points for the most cards", low=0, default=0)
    coins: int = spec(
        "points for the most cards of `suit` (coins unless it says)", low=0, default=0
    )
    suit: str = spec(
        "the suit of the `coins` and `all_coins` points: D coins, C cups, S swords (Cicera's "
        "most swords), B clubs",
        choices=("D", "C", "S", "B"),
        default="D",
    )
    all_coins: int | None = spec(
        "points instead of the coins point for every card of `suit`", low=0, default=None
    )
    settebello: int = spec("points for the seven of coins", low=0, default=0)
    primiera: int = spec("points for the best primiera", low=0, default=0)
    primiera_scale: str = spec(
        "standard (7=21 6=18 A=16 5=15 4=14 3=13 2=12 figures=10), figures_zero, veneto "
        "(face values, A=5.5, figures=0.5), ace_low (7=21 6=18 5=16 ... A=12), most_sevens "
        "(most sevens, then sixes, then Aces: Milan, seed 000), most_by_rank (most sevens, "
        "then sixes, fives, fours, threes, twos, then Aces: seed 001's \"and so on down to "
        'the Aces"); level all the way, nobody scores it',
        choices=PRIMIERA_SCALES,
        default="standard",
    )
    primiera_high: FrozenMap[int, int] = spec(
        "in a 52-card deck, the primiera value of ranks 8 to 13 (the pips 8, 9, 10 and the "
        "J, Q, K), e.g. {8: 10, 13: 10}; a rank not named counts as the scale's figures do "
        "(10 on the standard scale)",
        keys=(8, 9, 10, 11, 12, 13),
        low=0,
        high=30,
        default_factory=FrozenMap,
    )
    primiera_missing_suit: str = spec(
        "loses: a side missing a suit cannot win the primiera; counts: it scores the suits "
        "it holds",
        choices=("loses", "counts"),
        default="loses",
    )
    sevens: int = spec("points for the most sevens", low=0, default=0)
    sevens_tiebreak: str = spec(
        "how a tie in sevens is broken: none, sixes_aces_fives, or primiera",
        choices=("none", "sixes_aces_fives", "primiera"),
        default="none",
    )
    all_sevens: int = spec(
        "points for all four sevens, instead of the most-sevens point", low=0, default=0
    )
    all_sevens_replaces: tuple[str, ...] = spec(
        "categories the four sevens replace (Escoba: settebello)",
        choices=("settebello",),
        default=(),
    )
    napola: str = spec(
        "none; run: A-2-3 of coins scores the length of the run of coins from the Ace; "
        "three_plus_coins: A-2-3 scores 3 and every other coin 1",
        choices=("none", "run", "three_plus_coins"),
        default="none",
    )
    napola_suit: str = spec(
        "the suit of the napola: D coins, C cups, S swords (Cicera's napula), B clubs",
        choices=("D", "C", "S", "B"),
        default="D",
    )
    napola_cap: int | None = spec(
        "the most a napola scores (Cirulla's piccola: A-2-3 of coins 3, one more a card in "
        "the unbroken run, at most 6); null: no cap",
        low=3,
        high=10,
        default=None,
    )
    re_bello: int = spec("points for the King of coins", low=0, default=0)
    seven_of_cups: int = spec("points for the seven of cups", low=0, default=0)
    card_points: tuple[CardPoints, ...] = spec(
        "points for cards taken in a round, added to every other category; each entry is "
        "{cards, points}, with `beside` and `all` if wanted. cards: one card (7D), a rank (1 "
        "to 10, or A), a suit (D, C, S, B) or several of these separated by spaces; "
        "[{cards: D, points: 1}] scores every coin 1, and a card named by several entries "
        "scores in each. points below 0 are a penalty ({cards: 10S, points: -1}). beside: "
        "cards the same side must also take for the entry to score ({cards: 8D, beside: 7D, "
        "points: 1}, Mariscal's polaca). all: true scores `points` once, when one side took "
        "every card named ({cards: 8D 9D 10D, all: true, points: 5}, Cirulla's grande)",
        default=(),
    )


def _both(card: Card) -> int:
    """A card and its twin, as a mask."""
    return card.bit | card.twin.bit


SETTEBELLO = _both(Card.parse("7D"))  # the seven of coins; in an 80-card deck both of them
RE_BELLO = _both(Card.parse("10D"))
SEVEN_OF_CUPS = _both(Card.parse("7C"))


CARD_CATEGORY = "card:"  # a category scored per card: "card:" and the class, e.g. "card:D"


def card_class_atoms(text: str) -> tuple[str, ...]:
    """The parts of a class of cards as written in ``scoring.card_points``, checked and in
    upper case: a card (``7D``, and in an 80-card deck its twin with it; ``7D'`` the twin
    alone), a rank (``1`` to ``10``, ``A`` for 1) or a suit letter.

    >>> card_class_atoms("8d 9D, 10D")
    ('8D', '9D', '10D')
    """
    atoms = tuple(a.upper() for a in text.replace(",", " ").split())
    if not atoms:
        raise ValueError("name at least one card (7D), rank (1 to 13, or A) or suit (D, C, S, B)")
    for atom in atoms:
        if atom in SUIT_LETTERS or atom == "A" or (atom.isdigit() and 1 <= int(atom) <= 13):
            continue
        try:
            Card.parse(atom)
        except ValueError:
            raise ValueError(
                f"{atom!r} is neither a card (7D), a rank (1 to 10, or A) nor a suit "
                "(D coins, C cups, S swords, B clubs); a 52-card deck has ranks 11 to 13 too"
            ) from None
    return atoms


def atom_mask(atom: str) -> int:
    """The cards one checked atom of a class names, as a mask."""
    if atom in SUIT_LETTERS:
        return SUIT_MASKS[SUIT_LETTERS.index(atom)]
    if atom == "A":
        return RANK_MASKS[1]
    if atom.isdigit():
        return RANK_MASKS[int(atom)]
    card = Card.parse(atom)
    return card.bit if card.is_twin else _both(card)  # 7D: its twin too


def card_class_mask(text: str) -> int:
    """The cards a class names, as a mask (ValueError with the reason if it names none).

    >>> card_class_mask("D") == SUIT_MASKS[0], card_class_mask("7D") == SETTEBELLO
    (True, True)
    """
    mask = 0
    for atom in card_class_atoms(text):
        mask |= atom_mask(atom)
    return mask


def atoms_or_none(text: str | None) -> tuple[str, ...] | None:
    try:
        return card_class_atoms(text or "")
    except ValueError:  # Rules.check() refuses such a class
        return None


@lru_cache(maxsize=64)
def card_categories(sc: ScoringRules) -> tuple[tuple[str, int, int], ...]:
    """Every category scored card by card whatever else a side took, as (category, cards
    mask, points per card, below 0 a penalty): the settebello, re bello and seven of cups,
    then each plain ``card_points`` entry (entries naming the same class add up). Only those
    worth points are listed; the entries with ``beside`` or ``all`` are :func:`card_sets`."""
    out: dict[str, tuple[int, int]] = {}
    for cat, mask, pts in (
        ("settebello", SETTEBELLO, sc.settebello),
        ("re_bello", RE_BELLO, sc.re_bello),
        ("seven_of_cups", SEVEN_OF_CUPS, sc.seven_of_cups),
    ):
        if pts:
            out[cat] = (mask, pts)
    for entry in sc.card_points:
        if entry.beside is not None or entry.all:
            continue
        atoms = atoms_or_none(entry.cards)
        if atoms is None:  # pragma: no cover - Rules.check() refuses such a class
            continue
        cat = CARD_CATEGORY + " ".join(atoms)
        mask = 0
        for atom in atoms:
            mask |= atom_mask(atom)
        if entry.points:
            old = out.get(cat, (mask, 0))
            out[cat] = (mask, old[1] + entry.points)
    return tuple((cat, mask, pts) for cat, (mask, pts) in out.items() if pts)


@lru_cache(maxsize=64)
def _points_per_card(sc: ScoringRules) -> tuple[int, ...]:
    values = [0] * CARD_COUNT
    for _, mask, pts in card_categories(sc):
        for idx in bits(mask):
            values[idx] += pts
    return tuple(values)


def points_per_card(sc: ScoringRules) -> tuple[int, ...]:
    """The points each card (by its index) scores by itself when taken under the scoring
    rules ``sc``: the sum of every category scored card by card that names it (see
    :func:`card_categories`)."""
    return _points_per_card(sc)
