"""Suit signs, each drawn around (0, 0) in its own units; callers place them with a transform.

``lw`` is the outline width in the sign's own units, chosen by the caller so that it stays at
least 6 units on the card once scaled. Italian signs (Neapolitan), Spanish signs and the four
French pips differ by outline first and colour second.
"""

from __future__ import annotations

import itertools
import math

from _svg import INK, circle, ellipse, group, n, path, poly, rect, star

GOLD = "#e8ad22"
GOLD_LIGHT = "#f8d867"
RED = "#c62f2a"
DARK_RED = "#8e1d1b"
BLUE = "#2f62b3"
LIGHT_BLUE = "#9cc0ec"
GREEN = "#2e7d3c"
LIGHT_GREEN = "#86c46d"
BROWN = "#8a5a2b"
TAN = "#e7c48c"
FRENCH_RED = "#cf1f2e"
FRENCH_BLACK = "#1d1a1a"
# the usual four-colour scheme: spades black, hearts red, diamonds blue, clubs green
FOUR_COLOUR = {"coins": "#1f5fbf", "cups": FRENCH_RED, "swords": FRENCH_BLACK, "clubs": "#17803d"}

# Coloured platforms under the Neapolitan figures, and the accents of each suit.
PLATFORM = {"coins": "#f1c02b", "cups": "#cc3128", "swords": "#2f62b3", "clubs": "#2f8a45"}


def coin_it(lw: float) -> list[str]:
    """Neapolitan denaro: a gold disc with a red and green rosette."""
    out = [circle(0, 0, 50, GOLD, INK, lw), circle(0, 0, 36, GOLD_LIGHT, INK, lw)]
    for i in range(8):
        a = i * 45
        x, y = 20 * math.sin(math.radians(a)), -20 * math.cos(math.radians(a))
        out.append(ellipse(x, y, 6.5, 13, RED, None, rot=a))
    for i in range(16):
        a = math.radians(i * 22.5)
        out.append(circle(43 * math.sin(a), -43 * math.cos(a), 2.6, DARK_RED, None))
    out.append(circle(0, 0, 8, GREEN, None))
    return out


def coin_es(lw: float) -> list[str]:
    """Spanish oro: a star in a spiked ring."""
    return [
        poly(star(0, 0, 54, 44, 24), GOLD, INK, lw),
        circle(0, 0, 40, GOLD_LIGHT, INK, lw),
        poly(star(0, 0, 33, 14, 8), RED, None),
        circle(0, 0, 10, BLUE, None),
    ]


def cup_it(lw: float) -> list[str]:
    """Neapolitan coppa: a wide red goblet, gold rim and knot."""
    return [
        path("M-34,64 C-32,46 -13,40 -7,28 L7,28 C13,40 32,46 34,64 Z", RED, INK, lw),
        rect(-40, 58, 80, 10, GOLD, INK, lw, rx=5),
        rect(-7, 0, 14, 32, GOLD, INK, lw),
        ellipse(0, 16, 16, 8, BLUE, INK, lw),
        path("M-44,-52 C-44,-12 -22,4 0,4 C22,4 44,-12 44,-52 Z", RED, INK, lw),
        path(
            "M-40,-34 C-30,-30 -12,-28 0,-28 C12,-28 30,-30 40,-34 L37,-22"
            " C26,-18 12,-17 0,-17 C-12,-17 -26,-18 -37,-22 Z",
            GOLD_LIGHT,
            None,
        ),
        ellipse(0, -52, 44, 9, GOLD, INK, lw),
    ]


def cup_es(lw: float) -> list[str]:
    """Spanish copa: a tall tulip-shaped chalice with a gold band and a broad foot."""
    return [
        path("M-38,66 C-34,50 -14,44 -8,30 L8,30 C14,44 34,50 38,66 Z", GOLD, INK, lw),
        rect(-8, 4, 16, 30, GOLD, INK, lw),
        ellipse(0, 12, 13, 9, BLUE, INK, lw),
        path("M-36,-64 C-42,-30 -30,4 0,6 C30,4 42,-30 36,-64 Z", RED, INK, lw),
        path("M-38,-48 L38,-48 L37,-37 L-37,-37 Z", GOLD, None),
        poly([(0, -28), (9, -17), (0, -6), (-9, -17)], GOLD_LIGHT, None),
        ellipse(0, -64, 36, 8, DARK_RED, INK, lw),
    ]


def sword_it(length: float, lw: float) -> list[str]:
    """Neapolitan spada: a straight blue blade with a round point, gold guard, red grip."""
    top, bot = -length / 2, length / 2
    guard = bot - 62
    return [
        path(
            f"M-15,{n(guard)} L-12,{n(top + 30)} Q0,{n(top - 6)} 12,{n(top + 30)} L15,{n(guard)} Z",
            BLUE,
            INK,
            lw,
        ),
        path(f"M0,{n(guard - 8)} L0,{n(top + 30)}", None, LIGHT_BLUE, lw),
        rect(-9, guard, 18, 44, RED, INK, lw),
        path(
            f"M-38,{n(guard - 6)} Q0,{n(guard + 10)} 38,{n(guard - 6)}"
            f" L34,{n(guard + 8)} Q0,{n(guard + 22)} -34,{n(guard + 8)} Z",
            GOLD,
            INK,
            lw,
        ),
        circle(0, bot - 10, 13, GOLD, INK, lw),
    ]


def sword_es(length: float, lw: float) -> list[str]:
    """Spanish espada: a straight double-edged dagger-like blade, curled quillons."""
    top, bot = -length / 2, length / 2
    guard = bot - 64
    return [
        poly(
            [(-15, guard), (-13, top + 44), (0, top), (13, top + 44), (15, guard)],
            LIGHT_BLUE,
            INK,
            lw,
        ),
        path(f"M0,{n(guard - 6)} L0,{n(top + 34)}", None, BLUE, lw),
        rect(-7, guard, 14, 46, DARK_RED, INK, lw),
        path(
            f"M-38,{n(guard - 16)} C-38,{n(guard + 2)} -20,{n(guard + 4)} 0,{n(guard + 4)}"
            f" C20,{n(guard + 4)} 38,{n(guard + 2)} 38,{n(guard - 16)}"
            f" L30,{n(guard - 14)} C28,{n(guard - 6)} 16,{n(guard - 6)} 0,{n(guard - 6)}"
            f" C-16,{n(guard - 6)} -28,{n(guard - 6)} -30,{n(guard - 14)} Z",
            GOLD,
            INK,
            lw,
        ),
        ellipse(0, bot - 10, 10, 12, GOLD, INK, lw),
    ]


def _knots(length: float, side_w: float) -> list[tuple[float, float]]:
    count = max(2, int(length / 70))
    step = length / (count + 1)
    return [(-length / 2 + step * (i + 1), side_w) for i in range(count)]


def club_it(length: float, lw: float) -> list[str]:
    """Neapolitan bastone: a tapering green cudgel with lopped branches."""
    top, bot = -length / 2, length / 2
    out = []
    for i, (y, _w) in enumerate(_knots(length, 0)):
        side = -1 if i % 2 == 0 else 1
        half = 18 - 7 * (y - top) / length
        out.append(
            poly(
                [
                    (side * (half - 4), y - 8),
                    (side * (half + 14), y - 20),
                    (side * (half + 16), y - 10),
                    (side * (half - 2), y + 8),
                ],
                LIGHT_GREEN,
                INK,
                lw,
            )
        )
    out += [
        path(
            f"M-19,{n(top + 8)} L-11,{n(bot - 6)} Q0,{n(bot + 4)} 11,{n(bot - 6)}"
            f" L19,{n(top + 8)} Z",
            GREEN,
            INK,
            lw,
        ),
        path(f"M-6,{n(top + 24)} L-3,{n(bot - 20)}", None, LIGHT_GREEN, lw),
        ellipse(0, top + 8, 19, 8, TAN, INK, lw),
        rect(-12, bot - 46, 24, 12, RED, INK, lw, rx=4),
    ]
    return out


def club_es(length: float, lw: float) -> list[str]:
    """Spanish basto: a knobbly wooden club, thick at the head."""
    top, bot = -length / 2, length / 2
    count = max(3, int(length / 42))
    left, right = [], []
    for i in range(count + 1):
        t = i / count
        y = top + 16 + t * (length - 30)
        half = 24 - 11 * t
        left.append((y, -half))
        right.append((y, half))
    d = f"M{n(left[0][1])},{n(left[0][0])}"
    for (y0, x0), (y1, x1) in itertools.pairwise(left):
        d += f" Q{n(x0 - 12)},{n((y0 + y1) / 2)} {n(x1)},{n(y1)}"
    d += f" Q0,{n(bot + 8)} {n(right[-1][1])},{n(right[-1][0])}"
    for (y0, x0), (y1, x1) in zip(right[::-1], right[-2::-1], strict=False):
        d += f" Q{n(x0 + 12)},{n((y0 + y1) / 2)} {n(x1)},{n(y1)}"
    d += " Z"
    return [
        path(d, "#7a8f2a", INK, lw),
        path(f"M-7,{n(top + 30)} L-3,{n(bot - 24)}", None, "#b9c95a", lw),
        ellipse(0, top + 16, 23, 9, "#d9b36c", INK, lw),
        rect(-13, bot - 58, 26, 14, RED, INK, lw, rx=4),
    ]


def french(suit: str, four: bool = False) -> list[str]:
    """The four French pips, filled flat: no outline, as printed (``four``: each suit its own
    colour)."""
    if four:
        colour = FOUR_COLOUR[suit]
        return [_recolour(part, colour) for part in french(suit)]
    if suit == "coins":
        return [
            path("M0,-54 Q16,-26 38,0 Q16,26 0,54 Q-16,26 -38,0 Q-16,-26 0,-54 Z", FRENCH_RED, None)
        ]
    if suit == "cups":
        return [
            path(
                "M0,48 C-14,28 -50,8 -50,-18 C-50,-38 -37,-50 -24,-50 C-12,-50 -4,-42"
                " 0,-32 C4,-42 12,-50 24,-50 C37,-50 50,-38 50,-18 C50,8 14,28 0,48 Z",
                FRENCH_RED,
                None,
            )
        ]
    if suit == "swords":
        return [
            path(
                "M0,-52 C-14,-30 -50,-12 -50,12 C-50,30 -37,40 -24,40 C-14,40 -6,35"
                " -3,28 C-4,38 -10,48 -20,54 L20,54 C10,48 4,38 3,28 C6,35 14,40 24,40"
                " C37,40 50,30 50,12 C50,-12 14,-30 0,-52 Z",
                FRENCH_BLACK,
                None,
            )
        ]
    return [
        circle(0, -26, 23, FRENCH_BLACK, None),
        circle(-26, 10, 23, FRENCH_BLACK, None),
        circle(26, 10, 23, FRENCH_BLACK, None),
        path("M-5,0 C-4,30 -10,44 -20,54 L20,54 C10,44 4,30 5,0 Z", FRENCH_BLACK, None),
    ]


def _recolour(element: str, colour: str) -> str:
    return element.replace(f'fill="{FRENCH_RED}"', f'fill="{colour}"').replace(
        f'fill="{FRENCH_BLACK}"', f'fill="{colour}"'
    )


def french_color(suit: str, four: bool = False) -> str:
    if four:
        return FOUR_COLOUR[suit]
    return FRENCH_RED if suit in ("coins", "cups") else FRENCH_BLACK


def sign(style: str, suit: str, lw: float, length: float = 300) -> list[str]:
    """Any suit sign: ``style`` is the deck (neapolitan, spanish, french, french_four_colour)."""
    if style in ("french", "french_four_colour"):
        return french(suit, four=style == "french_four_colour")
    it = style == "neapolitan"
    if suit == "coins":
        return coin_it(lw) if it else coin_es(lw)
    if suit == "cups":
        return cup_it(lw) if it else cup_es(lw)
    if suit == "swords":
        return sword_it(length, lw) if it else sword_es(length, lw)
    return club_it(length, lw) if it else club_es(length, lw)


def place(
    style: str, suit: str, x: float, y: float, scale: float, rot: float = 0, length: float = 300
) -> str:
    """A suit sign at (x, y), its outline kept at 6.5 units on the card whatever the scale."""
    return group(sign(style, suit, 6.5 / scale, length), x, y, rot, scale)
