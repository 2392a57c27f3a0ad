"""The four Trevisane Aces, each with its motto ribbon across the foot of the card.

Coins: one large ornate coin, a circle in its middle kept plain for the tax stamp. Cups: a
monumental goblet on a six-sided foot, two faces and a keyhole under its capital, a small cup
and hanging flowers on the bowl. Swords: one big curved sword between two roosters. Clubs: one
big baton held by a hand from the right, two faces under its capital, festoons hanging from it,
and a rooster at its foot. The Aces of cups and swords have the two suns with an eye in their
top corners.
"""

from __future__ import annotations

from _svg import CREAM, INK, group, path, poly, rect, star
from _trevisane_kit import SKIN, WHITE, head
from _trevisane_signs import (
    BLUE,
    DARK_RED,
    GREEN,
    NAVY,
    RED,
    YELLOW,
    YELLOW_LIGHT,
    baton,
    cup_at,
    disc,
    leaf,
    oval,
    ring,
    sword,
)


def ace(suit: str) -> list[str]:
    return {"coins": ace_coins, "cups": ace_cups, "swords": ace_swords, "clubs": ace_clubs}[suit]()


def sun(x: float, y: float, r: float = 26) -> list[str]:
    """A sun with an eye looking out of it."""
    return [
        poly(star(x, y, r + 12, r - 2, 12), YELLOW, INK),
        disc(x, y, r - 4, YELLOW_LIGHT, INK),
        oval(x, y, r * 0.62, r * 0.36, WHITE, INK),
        disc(x, y, r * 0.26, BLUE, None),
    ]


def motto(y: float, colour: str = WHITE) -> list[str]:
    """The ribbon that carries the motto, its writing hinted by a dotted line."""
    band = f"M78,{y} C140,{y - 26} 260,{y - 26} 304,{y}"
    return [
        path(
            f"M78,{y} l-24,-4 l10,18 l-12,16 l30,-4 Z M304,{y} l24,-4 l-10,18 l12,16 l-30,-4 Z",
            RED,
            INK,
        ),
        path(band, None, INK, 40),
        path(band, None, colour, 28),
        path(
            f"M100,{y - 8} C156,{y - 30} 236,{y - 30} 284,{y - 8}",
            None,
            INK,
            7,
            'stroke-dasharray="6 7 12 7 4 10"',
        ),
    ]


def ace_coins() -> list[str]:
    x, y = 200.0, 290.0
    out = []
    for side in (-1, 1):
        for i in range(5):
            t = i / 4
            out.append(leaf(x + side * (118 - 40 * t), y + 150 + 60 * t, side * (30 + 40 * t), 1.3))
    out += [
        poly(star(x, y, 150, 128, 24), YELLOW, INK),
        disc(x, y, 126, RED, INK),
        ring(x, y, 116, YELLOW_LIGHT, 8, "2 14"),
        disc(x, y, 104, YELLOW, INK),
        path(f"M{x},{y - 92} A92,92 0 0,0 {x},{y + 92} Z", BLUE, None),
        path(f"M{x},{y - 92} A92,92 0 0,1 {x},{y + 92} Z", YELLOW_LIGHT, None),
        disc(x, y, 92, None, INK),
    ]
    for i in range(8):
        out.append(
            group(
                [oval(0, -66, 13, 24, RED, INK)],
                x,
                y,
                rot=i * 45,
            )
        )
    out += [
        disc(x, y, 50, CREAM, INK),
        disc(x, y, 40, None, DARK_RED, 6),
    ]
    out += motto(530)
    return out


def ace_cups() -> list[str]:
    out: list[str] = []
    # hanging flowers from the rim of the bowl
    for side in (-1, 1):
        sx = 200 + side * 118
        out += [
            path(
                f"M{sx},{176} C{sx + side * 14},{230} {sx + side * 4},{270} {sx},{300}",
                None,
                GREEN,
                8,
            ),
            leaf(sx + side * 8, 240, side * 30, 1.0),
            oval(sx, 316, 16, 22, RED, INK),
            oval(sx, 330, 10, 10, YELLOW, INK),
        ]
    out += [
        # six-sided foot
        poly([(120, 500), (150, 470), (250, 470), (280, 500), (250, 516), (150, 516)], YELLOW, INK),
        path("M124,500 L276,500", None, RED, 8),
        rect(172, 396, 56, 76, BLUE, INK),
        # the knot with two faces and a keyhole between them
        path("M128,340 C132,420 268,420 272,340 Z", YELLOW, INK),
    ]
    out += head(166, 372, 20) + head(234, 372, 20)
    out += [
        disc(200, 366, 7, INK, None),
        poly([(196, 368), (204, 368), (208, 390), (192, 390)], INK, None),
        # the bowl, its capital and lip
        path("M82,180 C86,290 150,340 200,340 C250,340 314,290 318,180 Z", YELLOW, INK),
        path("M90,228 C130,250 270,250 310,228 L300,262 C260,282 140,282 100,262 Z", RED, INK),
        oval(200, 180, 124, 24, BLUE, INK),
        oval(200, 180, 100, 12, NAVY, None),
        path("M110,170 C130,120 270,120 290,170", None, INK, 22),
        path("M110,170 C130,120 270,120 290,170", None, YELLOW, 10),
        poly([(186, 134), (200, 100), (214, 134)], YELLOW, INK),
        disc(200, 96, 10, RED, INK),
        cup_at(200, 296, 0.5),
    ]
    return sun(122, 98, 22) + sun(278, 98, 22) + [group(out, 0, -16)] + motto(544)


def rooster(x: float, y: float, flip: bool = False, body: str = RED) -> str:
    """A rooster standing with its feet at (x, y), facing right (``flip``: facing left)."""
    parts = [
        path("M-34,-52 C-70,-82 -72,-132 -44,-146 C-54,-112 -48,-84 -26,-62 Z", NAVY, INK),
        path("M-30,-44 C-80,-56 -92,-100 -74,-118 C-74,-88 -58,-66 -24,-56 Z", GREEN, INK),
        path("M-6,-20 L-10,0 M12,-20 L14,0", None, INK, 10),
        path("M-6,-20 L-10,0 M12,-20 L14,0", None, YELLOW, 6),
        path(
            "M-42,-42 C-52,-80 -10,-92 12,-82 C20,-100 26,-112 38,-112 C50,-110 52,-96 44,-84"
            " C40,-64 40,-42 28,-28 C10,-12 -30,-14 -42,-42 Z",
            body,
            INK,
        ),
        oval(-6, -50, 24, 14, YELLOW, INK, 6, rot=-12),
        path(
            "M26,-110 C26,-126 34,-126 36,-116 C38,-130 48,-128 46,-114 C54,-122 60,-112 50,-106 Z",
            RED,
            INK,
        ),
        poly([(48, -102), (64, -96), (48, -90)], YELLOW, INK),
        oval(46, -80, 6, 10, RED, INK),
        disc(38, -100, 4, INK, None),
    ]
    return group(parts, x, y, flip=flip)


def ace_swords() -> list[str]:
    out = sun(116, 104) + sun(284, 104)
    out += [
        path("M110,486 C150,470 250,470 290,486", None, GREEN, 14),
    ]
    out += [leaf(120 + i * 40, 478 - (i % 2) * 8, 60 if i % 2 else -60, 1.1) for i in range(5)]
    out += sword((200, 420), (200, 74), 34, 46)
    out += [
        group(
            [
                rect(-14, 0, 28, 64, RED, INK),
                path(
                    "M-70,-20 C-58,0 -30,6 0,6 C30,6 58,0 70,-20 L76,-4 C62,18 30,24 0,24"
                    " C-30,24 -62,18 -76,-4 Z",
                    YELLOW,
                    INK,
                ),
                disc(-74, -20, 10, YELLOW, INK),
                disc(74, -20, 10, YELLOW, INK),
                disc(0, 80, 20, YELLOW, INK),
                disc(0, 80, 8, RED, None),
            ],
            200,
            420,
        ),
        rooster(110, 500, body=RED),
        rooster(290, 500, flip=True, body="#d98a2b"),
    ]
    out += motto(540)
    return out


def ace_clubs() -> list[str]:
    out = []
    # festoons hanging from the capital
    for side in (-1, 1):
        x0, x1, x2, x3 = (200 + side * dx for dx in (40, 120, 130, 110))
        d = f"M{x0},170 C{x1},190 {x2},260 {x3},330"
        out += [
            path(d, None, INK, 26),
            path(d, None, GREEN, 14),
            path(d, None, "#8cc46e", 8, 'stroke-dasharray="8 14"'),
            oval(200 + side * 110, 344, 12, 20, RED, INK),
        ]
    out += baton((200, 520), (200, 76), 54, 4)
    out += [
        rect(146, 150, 108, 30, YELLOW, INK, rx=8),
        path("M150,180 C160,222 240,222 250,180 Z", BLUE, INK),
    ]
    out += head(178, 200, 16) + head(222, 200, 16)
    # the hand from the right, its fist closed round the baton
    out += [
        path("M372,446 L262,440 L262,490 L372,504 Z", RED, INK),
        path("M266,436 L266,494", None, YELLOW, 12),
        path(
            "M262,440 C250,426 214,422 196,430 C182,438 180,480 194,490 C212,500 248,498 262,490 Z",
            SKIN,
            INK,
        ),
        path("M198,444 L232,444 M196,460 L234,460 M198,476 L232,476", None, "#b9805c", 6),
        oval(226, 428, 24, 11, SKIN, INK, rot=-8),
    ]
    out += [
        rooster(104, 520, body="#d98a2b"),
    ]
    out += motto(540)
    return out
