"""The Spanish deck (baraja española): corner numbers, the pinta's breaks in the frame line,
figures printed 10, 11, 12 and counting 8, 9, 10."""

from __future__ import annotations

import math

from _figures import figure
from _layouts import ROUND_ES, long_es
from _layouts import back as _back
from _suits import DARK_RED, GOLD, RED, place
from _svg import INK, card_blank, circle, ellipse, glyphs, group, half_turn, line, poly

from scopa.core.cards import Card
from scopa.core.names import printed_rank


def back() -> list[str]:
    return _back("spanish")


PINTA = {"coins": 0, "cups": 1, "swords": 2, "clubs": 3}
FRAME = (22.0, 22.0, 378.0, 628.0)


def spanish_frame(suit: str) -> list[str]:
    """The frame line, broken on the short sides once per pinta (oros none ... bastos three)."""
    x0, y0, x1, y1 = FRAME
    breaks = PINTA[suit]
    gap = 24
    centres = [x0 + (x1 - x0) * (i + 1) / (breaks + 1) for i in range(breaks)]
    out = [line([(x0, y0), (x0, y1)], INK, 6), line([(x1, y0), (x1, y1)], INK, 6)]
    for y in (y0, y1):
        start = x0
        for c in centres:
            out.append(line([(start, y), (c - gap / 2, y)], INK, 6))
            start = c + gap / 2
        out.append(line([(start, y), (x1, y)], INK, 6))
    return out


def corner_numbers(text: str, color: str, height: float = 50) -> list[str]:
    top_left = glyphs(text, 64, 38, height, color, weight=10, gap=2)
    return [top_left, half_turn([top_left])]


def face(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = [card_blank("#fffdf6"), *spanish_frame(suit)]
    if rank >= 8:
        out.append(ellipse(200, 566, 130, 16, "#e4dccb", None))
        out.append(group(figure("spanish", suit, rank), 0, 14))
    elif rank == 1:
        if suit == "coins":
            out += [circle(200, 330, 150, None, GOLD, 10), place("spanish", suit, 200, 330, 2.5)]
        elif suit == "cups":
            out.append(place("spanish", suit, 200, 330, 2.8))
        else:
            out += [ribbon(200, 420), place("spanish", suit, 200, 330, 1.35, 0, 420)]
    elif suit in ("coins", "cups"):
        big = rank <= 5
        scale = (1.2 if big else 0.95) if suit == "coins" else (1.1 if big else 0.88)
        out += [place("spanish", suit, x, y, scale) for x, y in ROUND_ES[rank]]
    else:
        out += [
            place("spanish", suit, x, y, s, rot, length) for x, y, rot, length, s in long_es(rank)
        ]
    out += corner_numbers(printed_rank(rank, "spanish"), INK)
    return out


def ribbon(x: float, y: float) -> str:
    """A red ribbon wound round the hilt of the Spanish aces of swords and clubs."""
    wave = [(x + t, y - 26 * math.sin(t / 42)) for t in range(-130, 131, 10)]
    ends = []
    for side in (-1, 1):
        ex, ey = wave[0] if side < 0 else wave[-1]
        ends.append(
            poly(
                [
                    (ex, ey - 15),
                    (ex + side * 34, ey - 20),
                    (ex + side * 20, ey),
                    (ex + side * 34, ey + 20),
                    (ex, ey + 15),
                ],
                DARK_RED,
                INK,
            )
        )
    return group([*ends, line(wave, INK, 42), line(wave, RED, 30), line(wave, "#e05a4f", 8)])
