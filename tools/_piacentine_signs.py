"""Suit signs of the Piacentine deck, each drawn around (0, 0) in its own units.

Italo-Spanish signs: a gold coin with a red beaded ring and a flower at its heart, a footed
chalice, a straight sword with a round pommel and a cross guard, a knotty cudgel. ``lw`` is the
outline width in the sign's own units, chosen by the caller so that it stays 6 units or more
on the card once scaled.
"""

from __future__ import annotations

import math

from _svg import INK, circle, ellipse, group, n, path, poly, rect

GOLD = "#eab12a"
GOLD_LIGHT = "#f8dc72"
GOLD_DARK = "#b97812"
RED = "#c8322b"
DARK_RED = "#8c1f1c"
BLUE = "#2d5fae"
LIGHT_BLUE = "#a9c6ea"
STEEL = "#d7e0ea"
GREEN = "#2f7d3f"
LIGHT_GREEN = "#7fbf62"
WOOD = "#c98a3c"
WOOD_LIGHT = "#e8b86a"
WOOD_DARK = "#7a4a1e"


def coin(lw: float) -> list[str]:
    """Denaro: a gold disc, a red ring beaded in gold, a four-petalled flower in the middle."""
    out = [
        circle(0, 0, 52, GOLD, INK, lw),
        circle(0, 0, 41, RED, INK, lw),
        circle(0, 0, 30, GOLD_LIGHT, INK, lw),
    ]
    # twelve gold beads on the red ring: one dashed circle with round caps
    ring = "M35.5,0 A35.5,35.5 0 1 1 -35.5,0 A35.5,35.5 0 1 1 35.5,0 Z"
    period = 2 * math.pi * 35.5 / 12
    out.append(
        path(ring, None, GOLD_LIGHT, lw * 1.2, extra=f'stroke-dasharray="0.1 {period - 0.1:.2f}"')
    )
    # the flower: red petals up and down, green ones left and right, one path each
    out.append(
        path(
            "M0,-26 C10,-26 10,0 0,0 C-10,0 -10,-26 0,-26 Z M0,26 C10,26 10,0 0,0"
            " C-10,0 -10,26 0,26 Z",
            RED,
            None,
        )
    )
    out.append(
        path(
            "M-26,0 C-26,10 0,10 0,0 C0,-10 -26,-10 -26,0 Z M26,0 C26,10 0,10 0,0"
            " C0,-10 26,-10 26,0 Z",
            GREEN,
            None,
        )
    )
    out.append(circle(0, 0, 7, BLUE, None))
    return out


def face_coin(lw: float, smile: bool = True) -> list[str]:
    """The coin of the 2 of coins: the beaded ring round a round, rosy-cheeked face."""
    out = coin(lw)[:4]
    mouth = "M-10,9 C-5,15 5,15 10,9" if smile else "M-9,12 C-4,8 4,8 9,12"
    out += [
        circle(0, 0, 30, "#f6d9a8", INK, lw),
        circle(-10, -5, 3.6, INK, None),
        circle(10, -5, 3.6, INK, None),
        circle(-16, 6, 4.5, "#ef9d86", None),
        circle(16, 6, 4.5, "#ef9d86", None),
        path("M0,-3 L-3,5 L2,5", None, "#d0956a", lw),
        path(mouth, None, DARK_RED, lw),
        path("M-16,-13 C-12,-16 -8,-16 -5,-13 M5,-13 C8,-16 12,-16 16,-13", None, GOLD_DARK, lw),
    ]
    return out


def cup(lw: float) -> list[str]:
    """Coppa: a gold chalice with a red bowl band, a blue knot and a broad stepped foot."""
    return [
        path(
            "M-40,66 C-38,48 -16,42 -9,26 L9,26 C16,42 38,48 40,66 Z M-8,-2 L8,-2 L8,30 L-8,30 Z",
            GOLD,
            INK,
            lw,
        ),
        rect(-44, 60, 88, 10, GOLD_DARK, INK, lw, rx=5),
        ellipse(0, 12, 17, 9, BLUE, INK, lw),
        path("M-46,-58 C-46,-20 -26,2 0,2 C26,2 46,-20 46,-58 Z", GOLD, INK, lw),
        path(
            "M-44,-40 C-30,-35 -14,-34 0,-34 C14,-34 30,-35 44,-40 L40,-22"
            " C28,-18 14,-17 0,-17 C-14,-17 -28,-18 -40,-22 Z",
            RED,
            None,
        ),
        ellipse(0, -58, 46, 10, GOLD_LIGHT, INK, lw),
    ]


def sword(length: float, lw: float) -> list[str]:
    """Spada: a straight double-edged blade to a point, a gold cross guard, red grip, pommel."""
    top, bot = -length / 2, length / 2
    guard = bot - 58
    return [
        poly(
            [(-19, guard), (-12, top + 60), (0, top), (12, top + 60), (19, guard)],
            STEEL,
            INK,
            lw,
        ),
        path(f"M0,{n(guard - 8)} L0,{n(top + 30)}", None, BLUE, lw),
        rect(-7, guard, 14, 40, RED, INK, lw, rx=3),
        path(
            f"M-42,{n(guard - 4)} C-30,{n(guard - 12)} 30,{n(guard - 12)} 42,{n(guard - 4)}"
            f" L42,{n(guard + 6)} C30,{n(guard)} -30,{n(guard)} -42,{n(guard + 6)} Z",
            GOLD,
            INK,
            lw,
        ),
        path(
            f"M-49,{n(guard + 1)} a7,7 0 1 0 14,0 a7,7 0 1 0 -14,0 Z"
            f" M35,{n(guard + 1)} a7,7 0 1 0 14,0 a7,7 0 1 0 -14,0 Z",
            GOLD_LIGHT,
            INK,
            lw,
        ),
        circle(0, bot - 9, 12, GOLD, INK, lw),
    ]


def scimitar(lw: float) -> list[str]:
    """The Ace's sword: a broad curved blade, an ornate hilt (about 480 units long)."""
    blade = (
        "M-18,120 C-26,30 -30,-80 -8,-186 C2,-220 26,-240 48,-246"
        " C30,-214 26,-176 26,-120 C26,-40 22,40 18,120 Z"
    )
    return [
        path(blade, STEEL, INK, lw),
        path("M4,110 C2,30 2,-80 14,-170 C18,-196 26,-214 34,-226", None, LIGHT_BLUE, lw),
        path("M-4,100 C-8,20 -8,-80 6,-170", None, BLUE, lw),
        rect(-10, 128, 20, 62, RED, INK, lw, rx=5),
        path("M-10,146 L10,140 M-10,166 L10,160", None, GOLD_LIGHT, lw),
        path(
            "M-64,112 C-50,128 -24,134 0,134 C24,134 50,128 64,112 C66,130 46,146 0,146"
            " C-46,146 -66,130 -64,112 Z",
            GOLD,
            INK,
            lw,
        ),
        circle(-66, 106, 11, GOLD_LIGHT, INK, lw),
        circle(66, 106, 11, GOLD_LIGHT, INK, lw),
        circle(0, 134, 9, RED, INK, lw),
        path("M-16,190 C-24,204 -14,222 0,224 C14,222 24,204 16,190 Z", GOLD, INK, lw),
        circle(0, 236, 9, GOLD_LIGHT, INK, lw),
    ]


def club(length: float, lw: float) -> list[str]:
    """Bastone: a knotty cudgel, thick at the head, knots on alternate sides, a red grip."""
    top, bot = -length / 2, length / 2
    body = length - 20
    steps = max(4, int(length / 45))
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        y = top + 14 + t * body
        half = 25 - 13 * t
        left.append((-half, y))
        right.append((half, y))
    d = f"M{n(left[0][0])},{n(left[0][1])}"
    for i in range(1, len(left)):
        (x0, y0), (x1, y1) = left[i - 1], left[i]
        bulge = 11 if i % 2 else 5
        d += f" Q{n(x0 - bulge)},{n((y0 + y1) / 2)} {n(x1)},{n(y1)}"
    d += f" Q0,{n(bot + 6)} {n(right[-1][0])},{n(right[-1][1])}"
    for i in range(len(right) - 1, 0, -1):
        (x0, y0), (x1, y1) = right[i], right[i - 1]
        bulge = 11 if i % 2 == 0 else 5
        d += f" Q{n(x0 + bulge)},{n((y0 + y1) / 2)} {n(x1)},{n(y1)}"
    d += " Z"
    out = [path(d, WOOD, INK, lw)]
    # lopped branches: short stubs on alternate sides, all in one path
    stubs = ""
    for i in range(1, steps - 1):
        t = i / steps
        y = top + 14 + t * body
        half = 25 - 13 * t
        x = (-1 if i % 2 else 1) * (half - 2)
        stubs += f"M{n(x - 9)},{n(y)} a9,7 0 1 0 18,0 a9,7 0 1 0 -18,0 Z "
    out.append(path(stubs.strip(), WOOD_DARK, INK, lw))
    out += [
        path(
            f"M-8,{n(top + 34)} C-10,{n(top + body * 0.4)} -6,{n(bot - 60)} -3,{n(bot - 34)}",
            None,
            WOOD_LIGHT,
            lw,
        ),
        ellipse(0, top + 14, 24, 9, WOOD_LIGHT, INK, lw),
        rect(-14, bot - 52, 28, 13, RED, INK, lw, rx=4),
    ]
    return out


def sign(suit: str, lw: float, length: float = 300) -> list[str]:
    if suit == "coins":
        return coin(lw)
    if suit == "cups":
        return cup(lw)
    if suit == "swords":
        return sword(length, lw)
    return club(length, lw)


def place(suit: str, x: float, y: float, scale: float, rot: float = 0, length: float = 300) -> str:
    """A suit sign at (x, y), its outline kept at 6.5 units on the card whatever the scale."""
    return group(sign(suit, 6.5 / scale, length), x, y, rot, scale)
