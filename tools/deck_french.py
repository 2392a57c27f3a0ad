"""The French-suited 40-card deck (Milanese/Piedmontese): corner indices, double-headed
courts split at a straight middle line, J, Q, K counting 8, 9, 10."""

from __future__ import annotations

from _french_back import back as _back
from _french_figures import PIP_AT, court_half
from _french_suits import GOLD, ace, colour, pip
from _layouts import FRENCH
from _svg import INK, card_blank, glyphs, half_turn, line, rect

from scopa.core.cards import Card
from scopa.core.names import printed_rank

PAPER = "#fffefa"
PANEL = "#fffbf0"


# the backs: (ground, lattice) colours; the four-colour deck keeps its own purple
BACKS = {"french": ("#8e1b28", "#c0505a"), "french_four_colour": ("#3b2f6b", "#7d6cc0")}


def back(style: str = "french") -> list[str]:
    ground, light = BACKS[style]
    four = style == "french_four_colour"
    signs = {suit: colour(suit, four) for suit in ("coins", "cups", "swords", "clubs")}
    return _back(ground, light, GOLD, signs)


def index(card: Card, four: bool) -> list[str]:
    """The rank and a small sign in the top-left corner, and again turned in the bottom-right."""
    text = printed_rank(card.rank, "french")
    corner = [
        glyphs(text, 38, 26, 50, colour(card.suit, four), weight=10, gap=2),
        pip(card.suit, 38, 110, 0.34, four),
    ]
    return [*corner, half_turn(corner)]


def court(card: Card, four: bool) -> list[str]:
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


def face(card: Card, style: str = "french") -> list[str]:
    four = style == "french_four_colour"
    out = [card_blank(PAPER), *index(card, four)]
    if card.rank >= 8:
        out += court(card, four)
    elif card.rank == 1:
        out += ace(card.suit, four)
    else:
        size = 0.92 if card.rank <= 5 else 0.84
        out += [
            pip(card.suit, x, y, size, four, 180 if y > 325 else 0) for x, y in FRENCH[card.rank]
        ]
    return out
