"""Suit signs of the Sicilian deck, each drawn around (0, 0) in its own units.

Coins are gold discs with a scalloped orange rim and a rosette (or a regional motif: the
Trinacria, a crowned profile, a chariot); cups are gold chalices banded in red and
blue; swords are straight steel blades with drooping quillons; clubs are knotty brown cudgels
(the "mazze") with a sprig of leaves. ``lw`` is the outline width in the sign's own units.
"""

from __future__ import annotations

import math

from _svg import INK, circle, ellipse, group, line, n, path, poly, rect

YELLOW = "#f3c531"
YELLOW_LIGHT = "#fbe48a"
ORANGE = "#e5802a"
RED = "#c9302c"
DARK_RED = "#8c1f1c"
BLUE = "#2c5ca8"
LIGHT_BLUE = "#9dbfe8"
GREEN = "#3a8a3e"
LIGHT_GREEN = "#8cc66b"
STEEL = "#d5dde6"
STEEL_DARK = "#6f8499"
WOOD = "#a0622c"
WOOD_LIGHT = "#d69a55"
WOOD_DARK = "#6b3f1c"
CREAM = "#fdf8ec"


def oval(x: float, y: float, rx: float, ry: float, rot: float = 0) -> str:
    """An ellipse as a sub-path (two arcs), so that many can share one element."""
    a = math.radians(rot)
    ux, uy = rx * math.cos(a), rx * math.sin(a)
    return (
        f"M{n(x + ux)},{n(y + uy)} A{n(rx)},{n(ry)} {n(rot)} 1,0 {n(x - ux)},{n(y - uy)}"
        f" A{n(rx)},{n(ry)} {n(rot)} 1,0 {n(x + ux)},{n(y + uy)} Z"
    )


def _scallop(r_out: float, r_in: float, lobes: int) -> str:
    """A closed scalloped ring outline: ``lobes`` round bumps between radii r_in and r_out."""
    d = ""
    for i in range(lobes):
        a0 = math.radians(i * 360 / lobes - 90)
        a1 = math.radians((i + 1) * 360 / lobes - 90)
        am = (a0 + a1) / 2
        x0, y0 = r_in * math.cos(a0), r_in * math.sin(a0)
        xm, ym = (2 * r_out - r_in) * math.cos(am), (2 * r_out - r_in) * math.sin(am)
        x1, y1 = r_in * math.cos(a1), r_in * math.sin(a1)
        d += f"M{n(x0)},{n(y0)}" if i == 0 else ""
        d += f" Q{n(xm)},{n(ym)} {n(x1)},{n(y1)}"
    return d + " Z"


def coin(lw: float, motif: str = "rosette") -> list[str]:
    """Denaro: a scalloped orange rim, a gold field, and a motif in the middle."""
    out = [
        path(_scallop(54, 47, 16), ORANGE, INK, lw),
        circle(0, 0, 40, YELLOW, INK, lw),
    ]
    if motif == "rosette":
        petals = []
        for i in range(6):
            a = i * 60
            x, y = 17 * math.sin(math.radians(a)), -17 * math.cos(math.radians(a))
            petals.append(oval(x, y, 8.5, 15, a))
        out.append(path(" ".join(petals), RED, None))
        out += [circle(0, 0, 11, BLUE, INK, lw), circle(0, 0, 4, YELLOW_LIGHT, None)]
    elif motif == "trinacria":
        out += _trinacria(lw)
    elif motif == "head":
        out += _profile()
    elif motif == "chariot":
        out += _chariot(lw)
    return out


def _trinacria(lw: float) -> list[str]:
    """The three running legs of Sicily around a face."""
    out = []
    w = max(10, lw * 1.5)
    for i in range(3):
        a = math.radians(i * 120 - 90)
        b = math.radians(i * 120 - 10)
        c = math.radians(i * 120 + 60)
        knee = (25 * math.cos(a), 25 * math.sin(a))
        heel = (knee[0] + 15 * math.cos(b), knee[1] + 15 * math.sin(b))
        toe = (heel[0] + 8 * math.cos(c), heel[1] + 8 * math.sin(c))
        out.append(line([(0, 0), knee, heel, toe], RED, w))
    out += [circle(0, 0, 13, "#f4d3b0", INK, lw)]
    return out


def _profile() -> list[str]:
    """A crowned head in profile, as on a coin of the realm."""
    head = (
        "M-14,30 C-18,18 -20,6 -16,-6 C-12,-18 0,-22 10,-18 C16,-14 18,-8 17,-2 L24,6"
        " L17,9 C19,13 18,17 14,19 C16,24 12,28 4,26 L4,32 Z"
    )
    return [
        path(head, RED, None),
        poly(
            [(-16, -12), (-14, -30), (-6, -20), (0, -32), (6, -20), (14, -28), (12, -14)],
            ORANGE,
            DARK_RED,
            6,
        ),
        circle(6, -4, 3, YELLOW, None),
    ]


def _chariot(lw: float) -> list[str]:
    """A chariot (the biga of the old coins) running to the right: a wheel, the car, a horse."""
    w = max(6, lw)
    return [
        circle(-20, 12, 12, None, DARK_RED, w),
        path("M-20,0 L-20,24 M-32,12 L-8,12", None, DARK_RED, w),
        path("M-32,-4 C-32,-18 -20,-22 -10,-18 L-8,6 L-30,6 Z", RED, None),
        line([(-8, 0), (6, -2)], DARK_RED, w),
        ellipse(14, -2, 14, 8, RED, None),
        path("M22,-6 L30,-22 L38,-20 L32,-8 Z", RED, None),
        line([(4, 2), (-2, 18)], RED, w),
        line([(22, 2), (30, 18)], RED, w),
    ]


def cup(lw: float) -> list[str]:
    """Coppa: a gold chalice, a red band under the rim, a blue knot, a broad foot."""
    return [
        path("M-38,66 C-34,48 -14,42 -9,28 L9,28 C14,42 34,48 38,66 Z", YELLOW, INK, lw),
        rect(-44, 60, 88, 12, ORANGE, INK, lw, rx=6),
        rect(-8, 2, 16, 30, YELLOW, INK, lw),
        ellipse(0, 14, 17, 9, BLUE, INK, lw),
        path("M-46,-54 C-46,-20 -26,4 0,4 C26,4 46,-20 46,-54 Z", YELLOW, INK, lw),
        path(
            "M-45,-44 C-30,-38 30,-38 45,-44 L42,-28 C28,-22 -28,-22 -42,-28 Z",
            RED,
            None,
        ),
        path("M-30,-12 C-18,-4 18,-4 30,-12", None, ORANGE, lw),
        ellipse(0, -54, 46, 10, ORANGE, INK, lw),
        ellipse(0, -54, 34, 5, DARK_RED, None),
    ]


def sword(length: float, lw: float) -> list[str]:
    """Spada: a straight tapering steel blade, a crossbar with drooping quillons, red grip."""
    top, bot = -length / 2, length / 2
    guard = bot - 60
    return [
        poly(
            [(-17, guard), (-13, top + 44), (0, top), (13, top + 44), (17, guard)],
            STEEL,
            INK,
            lw,
        ),
        path(f"M0,{n(guard - 10)} L0,{n(top + 30)}", None, STEEL_DARK, lw),
        rect(-8, guard, 16, 42, RED, INK, lw, rx=3),
        path(
            f"M-40,{n(guard + 12)} C-40,{n(guard - 4)} -26,{n(guard - 8)} 0,{n(guard - 8)}"
            f" C26,{n(guard - 8)} 40,{n(guard - 4)} 40,{n(guard + 12)}"
            f" L30,{n(guard + 10)} C28,{n(guard + 2)} 20,{n(guard + 2)} 0,{n(guard + 2)}"
            f" C-20,{n(guard + 2)} -28,{n(guard + 2)} -30,{n(guard + 10)} Z",
            YELLOW,
            INK,
            lw,
        ),
        circle(0, bot - 9, 12, YELLOW, INK, lw),
    ]


def club(length: float, lw: float, leaves: bool = True) -> list[str]:
    """Mazza: a knotty brown cudgel, thick at the head, lopped knots left and right."""
    top, bot = -length / 2, length / 2
    knots = max(2, int(length / 75))
    stubs = []
    for i in range(knots):
        y = top + 40 + (length - 110) * (i + 0.5) / knots
        side = -1 if i % 2 == 0 else 1
        half = 28 - 14 * (y - top) / length
        stubs.append(
            f"M{n(side * (half - 6))},{n(y - 6)} L{n(side * (half + 12))},{n(y - 18)}"
            f" L{n(side * (half + 14))},{n(y - 4)} L{n(side * (half - 4))},{n(y + 10)} Z"
        )
    out = [path(" ".join(stubs), WOOD_LIGHT, INK, lw)]
    d = (
        f"M-30,{n(top + 16)} C-36,{n(top + 70)} -18,{n(top + 100)} -17,{n(top + 140)}"
        f" L-12,{n(bot - 8)} Q0,{n(bot + 6)} 12,{n(bot - 8)} L17,{n(top + 140)}"
        f" C18,{n(top + 100)} 36,{n(top + 70)} 30,{n(top + 16)} Z"
    )
    out.append(path(d, WOOD, INK, lw))
    holes = [
        oval(-4 if i % 2 else 4, top + 70 + (length - 120) * (i + 0.5) / knots, 4, 7)
        for i in range(knots)
    ]
    out.append(path(" ".join(holes), WOOD_DARK, None))
    out += [
        path(
            f"M-10,{n(top + 34)} C-16,{n(top + 70)} -6,{n(top + 110)} -6,{n(bot - 30)}",
            None,
            WOOD_LIGHT,
            lw,
        ),
        ellipse(0, top + 16, 30, 10, WOOD_LIGHT, INK, lw),
        ellipse(0, top + 16, 14, 5, WOOD_DARK, None),
    ]
    if leaves:
        y = top + 30
        out.append(
            path(oval(-38, y - 10, 8, 18, -50) + " " + oval(36, y + 4, 8, 18, 55), GREEN, INK, lw)
        )
    return out


def sign(suit: str, lw: float, length: float = 300, motif: str = "rosette") -> list[str]:
    if suit == "coins":
        return coin(lw, motif)
    if suit == "cups":
        return cup(lw)
    if suit == "swords":
        return sword(length, lw)
    return club(length, lw)


def place(
    suit: str,
    x: float,
    y: float,
    scale: float,
    rot: float = 0,
    length: float = 300,
    motif: str = "rosette",
) -> str:
    """A sign at (x, y), its outline kept at 6.5 units on the card whatever the scale."""
    return group(sign(suit, 6.5 / scale, length, motif), x, y, rot, scale)
