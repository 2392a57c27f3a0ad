"""The French-suited 40-card deck (Milanese/Piedmontese): corner indices, double-headed
courts, J, Q, K counting 8, 9, 10."""

from __future__ import annotations

from _figures import court_half
from _layouts import FRENCH
from _layouts import back as _back
from _suits import GOLD, french_color, place
from _svg import INK, card_blank, circle, glyphs, half_turn, line, rect

from scopa.core.cards import Card
from scopa.core.names import printed_rank


def back() -> list[str]:
    return _back("french")


def french_index(card: Card, style: str = "french") -> list[str]:
    color = french_color(card.suit, four=style == "french_four_colour")
    text = printed_rank(card.rank, "french")
    corner = [
        glyphs(text, 38, 28, 50, color, weight=10, gap=2),
        place(style, card.suit, 38, 116, 0.36),
    ]
    return [*corner, half_turn(corner)]


def face(card: Card, style: str = "french") -> list[str]:
    suit, rank = card.suit, card.rank
    out = [card_blank("#fffefa"), *french_index(card, style)]
    if rank >= 8:
        half = court_half(suit, rank, style)
        out += [
            rect(66, 34, 268, 582, "#fffdf5", INK, rx=8),
            *half,
            half_turn(half),
            line([(66, 325), (334, 325)], INK, 6),
        ]
    elif rank == 1:
        if suit == "swords":
            out += [circle(200, 325, 112, None, "#1d1a1a", 6), circle(200, 325, 124, None, GOLD, 8)]
        out.append(place(style, suit, 200, 325, 2.0))
    else:
        out += [place(style, suit, x, y, 0.8, 180 if y > 325 else 0) for x, y in FRENCH[rank]]
    return out
