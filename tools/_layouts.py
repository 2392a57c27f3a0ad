"""Pip grids shared by decks, and the lattice back of the Neapolitan deck.

Positions are on the 400 x 650 canvas. The Italian round signs (coins, cups) sit on grids;
the French grid is the Milanese/Piedmontese one (2-7), with the Anglo-French 8, 9 and 10 of
the 52-card deck; pips below the middle are turned a half turn.
Each deck's own signs, figures and back live in its ``deck_<name>.py`` and ``_<name>_*.py``.
"""

from __future__ import annotations

import math

from _svg import CREAM, CX, CY, INK, circle, clip_segment, group, line, poly, rect, star

ROUND_IT: dict[str, dict[int, list[tuple[float, float]]]] = {
    "coins": {
        2: [(200, 190), (200, 460)],
        3: [(118, 150), (200, 325), (282, 500)],
        4: [(125, 175), (275, 175), (125, 475), (275, 475)],
        5: [(125, 165), (275, 165), (200, 325), (125, 485), (275, 485)],
        6: [(125, 140), (275, 140), (125, 325), (275, 325), (125, 510), (275, 510)],
        7: [(125, 140), (275, 140), (200, 232), (125, 325), (275, 325), (125, 510), (275, 510)],
    },
    "cups": {
        2: [(200, 180), (200, 468)],
        3: [(200, 165), (122, 465), (278, 465)],
        4: [(125, 175), (275, 175), (125, 475), (275, 475)],
        5: [(125, 160), (275, 160), (200, 325), (125, 490), (275, 490)],
        6: [(125, 135), (275, 135), (125, 325), (275, 325), (125, 515), (275, 515)],
        7: [(120, 130), (280, 130), (200, 234), (120, 330), (280, 330), (120, 520), (280, 520)],
    },
}

_FOUR = (134, 261.3, 388.7, 516)  # four rows evenly from top to bottom (the 9 and 10)
FRENCH: dict[int, list[tuple[float, float]]] = {
    2: [(200, 170), (200, 480)],
    3: [(200, 150), (200, 325), (200, 500)],
    4: [(130, 170), (270, 170), (130, 480), (270, 480)],
    5: [(130, 170), (270, 170), (200, 325), (130, 480), (270, 480)],
    6: [(130, 150), (270, 150), (130, 325), (270, 325), (130, 500), (270, 500)],
    7: [(130, 150), (270, 150), (200, 237), (130, 325), (270, 325), (130, 500), (270, 500)],
    # the 52-card deck's 8, 9, 10 in the Anglo-French arrangement: the 8 is the 6 with a pip
    # above and below the middle; the 9 and 10 stand in two columns of four, with one pip in
    # the middle (9) or one in each half (10)
    8: [
        *[(x, y) for y in (150, 325, 500) for x in (130, 270)],
        (200, 237.5),
        (200, 412.5),
    ],
    9: [*[(x, y) for y in _FOUR for x in (120, 280)], (200, 325)],
    10: [*[(x, y) for y in _FOUR for x in (120, 280)], (200, 197.7), (200, 452.3)],
}


GOLD = "#e8ad22"
GOLD_LIGHT = "#f8d867"
RED = "#c62f2a"

BACKS = {
    "neapolitan": ("#9e2226", "#d4564c", GOLD),
}


def back(style: str) -> list[str]:
    """A lattice with a central medallion, symmetric under a half turn."""
    ground, lattice, accent = BACKS[style]
    box = (34.0, 34.0, 366.0, 616.0)
    out = [
        rect(3, 3, 394, 644, CREAM, INK, 6, rx=24),
        rect(24, 24, 352, 602, ground, INK, 6, rx=12),
    ]
    slope, step = 0.62, 44.0
    lines = []
    for k in range(-14, 15):
        for sign in (1, -1):
            c = k * step
            # points with (x - CX) + sign * slope * (y - CY) = c
            p = (CX + c - sign * slope * (-400), CY - 400)
            q = (CX + c - sign * slope * 400, CY + 400)
            seg = clip_segment(p, q, box)
            if seg:
                lines.append(line(list(seg), lattice, 7))
    out += lines
    for i in range(-14, 15):
        for j in range(-14, 15):
            x = CX + (i + j) * step / 2
            y = CY + (i - j) * step / (2 * slope)
            if box[0] + 6 < x < box[2] - 6 and box[1] + 6 < y < box[3] - 6:
                out.append(circle(x, y, 5, accent, None))
    out += [rect(34, 34, 332, 582, None, accent, 6, rx=6)]
    out += [
        circle(CX, CY, 96, ground, INK, 8),
        circle(CX, CY, 84, CREAM, INK, 6),
        poly(star(CX, CY, 74, 34, 8, turn=0), ground, INK, 6),
        poly(star(CX, CY, 40, 20, 8, turn=22.5), accent, INK, 6),
        circle(CX, CY, 12, RED if style != "spanish" else GOLD_LIGHT, INK, 6),
    ]
    for ang in range(0, 360, 45):
        a = math.radians(ang)
        out.append(circle(CX + 84 * math.cos(a), CY + 84 * math.sin(a), 9, accent, INK, 6))
    return [group(out)]
