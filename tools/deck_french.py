"""The French-suited deck (Milanese/Piedmontese courts): corner indices, pips 1-10 and
double-headed courts split at a straight middle line, 52 faces by (rank, suit) with the Jack,
Queen and King at 11, 12, 13 (a 40-card game shows them for its 8, 9, 10)."""

from __future__ import annotations

from _french_back import back as _back
from _french_figures import PIP_AT, court_half
from _french_suits import GOLD, ace, colour, pip
from _layouts import FRENCH
from _svg import INK, card_blank, glyphs, group, half_turn, line, path, rect

from scopa.ui.decks import Face, art_index

PAPER = "#fffefa"
# pip sizes by rank: the 8 has two pips in its middle column, not one as the 7, and the 9 and
# 10 stand four high, so their pips are smaller to keep them apart
PIP_SIZE = {2: 0.92, 3: 0.92, 4: 0.92, 5: 0.92, 6: 0.84, 7: 0.84, 8: 0.8, 9: 0.74, 10: 0.74}
PANEL = "#fffbf0"


# the backs: (ground, lattice) colours; the four-colour deck keeps its own purple
BACKS = {"french": ("#8e1b28", "#c0505a"), "french_four_colour": ("#3b2f6b", "#7d6cc0")}


def back(style: str = "french") -> list[str]:
    ground, light = BACKS[style]
    four = style == "french_four_colour"
    signs = {suit: colour(suit, four) for suit in ("coins", "cups", "swords", "clubs")}
    return _back(ground, light, GOLD, signs)


def index(card: Face, four: bool) -> list[str]:
    """The rank and a small sign in the top-left corner, and again turned in the bottom-right."""
    text = art_index("french", card.rank)
    ink = colour(card.suit, four)
    corner = [
        ten(ink) if text == "10" else glyphs(text, 38, 26, 50, ink, weight=10, gap=2),
        pip(card.suit, 38, 110, 0.34, four),
    ]
    return [*corner, half_turn(corner)]


# the "10" of the index: a footless 1 and a narrow 0 in a 100-unit-high box, so that the two
# digits stand apart and as high as the other indices while keeping inside the border
TEN = (
    "M2,22 L20,0 L20,100"
    " M72,0 C54,0 50,30 50,50 C50,70 54,100 72,100 C90,100 94,70 94,50 C94,30 90,0 72,0 Z"
)


def ten(ink: str) -> str:
    return group([path(TEN, None, ink, 20)], 18, 26, scale=0.5)


def court(card: Face, four: bool) -> list[str]:
    half = [*court_half(card.suit, card.rank)]
    x, y = PIP_AT[(card.suit, card.rank)]
    half.append(pip(card.suit, x, y, 0.36, four))
    return [
        rect(66, 34, 268, 582, PANEL, None),
        rect(76, 44, 248, 562, None, colour(card.suit, four), 6, rx=4),
        *half,
        half_turn(half),
        line([(66, 325), (334, 325)], INK, 6),
        rect(66, 34, 268, 582, None, INK, 6, rx=6),
    ]


def face(card: Face, style: str = "french") -> list[str]:
    four = style == "french_four_colour"
    out = [card_blank(PAPER), *index(card, four)]
    if card.rank >= 11:
        out += court(card, four)
    elif card.rank == 1:
        out += ace(card.suit, four)
    else:
        size = PIP_SIZE[card.rank]
        out += [
            pip(card.suit, x, y, size, four, 180 if y > 325 else 0) for x, y in FRENCH[card.rank]
        ]
    return out
