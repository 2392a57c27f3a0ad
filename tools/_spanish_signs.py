"""The four Spanish suit signs in the Castilian style, and the four Aces.

Each sign is drawn around (0, 0) in its own units; ``lw`` is the outline width in those units,
chosen by the caller so that it stays at least 6 units on the card once scaled (``place``).
Oros are golden coins with a rayed star at the centre, copas gold goblets banded in red,
espadas straight broad blades with a crossguard, bastos knobbly cudgels, thick at the head.
"""

from __future__ import annotations

import itertools
import math

from _svg import INK, circle, ellipse, group, line, n, path, poly, star

GOLD = "#eab62c"
GOLD_LIGHT = "#f9dc74"
GOLD_DARK = "#c4841a"
RED = "#c8312a"
DARK_RED = "#8c1d1a"
BLUE = "#2a5ea8"
STEEL = "#a9c6e8"
STEEL_DARK = "#5f86bd"
GREEN = "#2f7d3e"
LEAF = "#5da246"
WOOD = "#c98a3f"
WOOD_LIGHT = "#e6b56e"
WOOD_DARK = "#8a5426"


def coin(lw: float) -> list[str]:
    """Oro: a gold disc, a bright rim, a red rayed star round a small boss."""
    return [
        circle(0, 0, 50, GOLD, INK, lw),
        circle(0, 0, 37, GOLD_LIGHT, INK, lw),
        poly(star(0, 0, 34, 15, 8, turn=-90), RED, None),
        poly(star(0, 0, 24, 11, 8, turn=-67.5), GOLD_DARK, None),
        circle(0, 0, 9, BLUE, None),
    ]


def cup(lw: float) -> list[str]:
    """Copa: a gold goblet, a wide bowl banded in red, a knot in the stem, a broad foot."""
    return [
        path("M-36,64 C-33,48 -14,42 -9,30 L9,30 C14,42 33,48 36,64 Z", GOLD, INK, lw),
        path("M-9,2 L-7,32 L7,32 L9,2 Z", GOLD, INK, lw),
        ellipse(0, 16, 15, 8, RED, INK, lw),
        path("M-44,-50 C-44,-14 -22,4 0,4 C22,4 44,-14 44,-50 Z", GOLD, INK, lw),
        path(
            "M-43,-38 C-30,-33 -14,-31 0,-31 C14,-31 30,-33 43,-38 L40,-22"
            " C27,-17 13,-16 0,-16 C-13,-16 -27,-17 -40,-22 Z",
            RED,
            None,
        ),
        circle(0, -23, 5, GOLD_LIGHT, None),
        circle(-22, -25, 4, BLUE, None),
        circle(22, -25, 4, BLUE, None),
        ellipse(0, -50, 44, 9, GOLD_DARK, INK, lw),
    ]


def sword(length: float, lw: float, guard_w: float = 40) -> list[str]:
    """Espada: a straight, broad, double-edged blade, a straight crossguard with knobbed
    ends, a red grip and a round gold pommel; the point up, the pommel at +length/2."""
    top, bot = -length / 2, length / 2
    guard = bot - 58
    return [
        poly(
            [(-14, guard), (-13, top + 40), (0, top), (13, top + 40), (14, guard)],
            STEEL,
            INK,
            lw,
        ),
        line([(0, guard - 10), (0, top + 34)], STEEL_DARK, max(lw, 7)),
        path(f"M-7,{n(guard)} L-6,{n(bot - 14)} L6,{n(bot - 14)} L7,{n(guard)} Z", RED, INK, lw),
        path(
            f"M-{n(guard_w)},{n(guard - 7)} L{n(guard_w)},{n(guard - 7)}"
            f" L{n(guard_w)},{n(guard + 7)} L-{n(guard_w)},{n(guard + 7)} Z",
            GOLD,
            INK,
            lw,
        ),
        circle(-guard_w - 3, guard, 9, GOLD, INK, lw),
        circle(guard_w + 3, guard, 9, GOLD, INK, lw),
        circle(0, bot - 8, 11, GOLD, INK, lw),
    ]


def club(
    length: float, lw: float, head: float = 26, grip: float = 12, wobble: float = 1
) -> list[str]:
    """Basto: a knobbly wooden cudgel, thick at the head, tapering to the grip, with lopped
    branches left as knots on alternate sides; the head up, the grip at +length/2."""
    top, bot = -length / 2, length / 2
    steps = 6
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        y = top + 12 + t * (length - 24)
        half = head + (grip - head) * t
        wob = (3 if i % 2 else -2) * wobble
        left.append((-half - wob, y))
        right.append((half + wob * 0.6, y))
    d = f"M{n(left[0][0])},{n(left[0][1])}"
    for (x0, y0), (x1, y1) in itertools.pairwise(left):
        d += f" Q{n(min(x0, x1) - 7)},{n((y0 + y1) / 2)} {n(x1)},{n(y1)}"
    d += f" Q0,{n(bot + 8)} {n(right[-1][0])},{n(right[-1][1])}"
    rev = right[::-1]
    for (x0, y0), (x1, y1) in itertools.pairwise(rev):
        d += f" Q{n(max(x0, x1) + 7)},{n((y0 + y1) / 2)} {n(x1)},{n(y1)}"
    d += " Z"
    # lopped branches: short stubs on alternate sides, their cut ends lighter
    stubs, cuts = [], []
    for k, t in enumerate((0.22, 0.44, 0.66)):
        y = top + 12 + t * (length - 24)
        half = head + (grip - head) * t
        side = -1 if k % 2 == 0 else 1
        x = side * (half + 2)
        stubs.append(
            f"M{n(x)},{n(y - 10)} L{n(x + side * 16)},{n(y - 24)}"
            f" L{n(x + side * 22)},{n(y - 14)} L{n(x)},{n(y + 6)} Z"
        )
        cuts.append(blob(x + side * 19, y - 19, 5, 7, side * 45))
    knots = []
    for k, t in enumerate((0.33, 0.55, 0.77)):
        y = top + 12 + t * (length - 24)
        half = head + (grip - head) * t
        side = 1 if k % 2 == 0 else -1
        knots.append(blob(side * half * 0.35, y, 6, 4.5))
    knots.append(blob(0, top + 12, 8, 3.5))
    return [
        path(" ".join(stubs), WOOD, INK, lw),
        path(" ".join(cuts), WOOD_LIGHT, None),
        path(d, WOOD, INK, lw),
        line([(-head * 0.45, top + 30), (-grip * 0.4, bot - 30)], WOOD_LIGHT, max(lw, 8)),
        ellipse(0, top + 12, head - 1, 9, WOOD_LIGHT, INK, lw),
        path(" ".join(knots), WOOD_DARK, None),
    ]


def blob(x: float, y: float, rx: float, ry: float, rot: float = 0) -> str:
    """An ellipse as a sub-path (so that many can share one element), turned ``rot``."""
    a = math.radians(rot)
    dx, dy = rx * math.cos(a), rx * math.sin(a)
    return (
        f"M{n(x - dx)},{n(y - dy)} A{n(rx)},{n(ry)} {n(rot)} 1,0 {n(x + dx)},{n(y + dy)}"
        f" A{n(rx)},{n(ry)} {n(rot)} 1,0 {n(x - dx)},{n(y - dy)} Z"
    )


def half_width(suit: str, length: float, y: float, girth: float = 1) -> float:
    """Half the width of a sword's blade or a club's body at ``y`` in the sign's own units."""
    top = -length / 2
    if suit == "swords":
        return 14.0 if y > top + 40 else 13.0 * max(0.0, (y - top) / 40)
    t = (y - (top + 12)) / (length - 24)
    return (26 + (12 - 26) * t) * girth


def patch(suit: str, length: float, lw: float, y0: float, y1: float, girth: float = 1) -> list[str]:
    """The piece of a sword's blade or a club's body between y0 and y1 (the sign's own units),
    drawn again over a sign that crosses it: the over-and-under of an interlaced lattice."""
    a, b = half_width(suit, length, y0, girth), half_width(suit, length, y1, girth)
    fill = STEEL if suit == "swords" else WOOD
    out = [
        poly([(-a, y0), (a, y0), (b, y1), (-b, y1)], fill, None),
        line([(-a, y0), (-b, y1)], INK, lw),
        line([(a, y0), (b, y1)], INK, lw),
    ]
    if suit == "swords":
        out.append(line([(0, y0), (0, y1)], STEEL_DARK, max(lw, 7)))
    else:
        top, bot = -length / 2, length / 2
        head, grip = 26 * girth, 12 * girth

        def shine(y: float) -> float:
            t = (y - (top + 30)) / (bot - 30 - (top + 30))
            return -head * 0.45 + (head * 0.45 - grip * 0.4) * t

        out.append(line([(shine(y0), y0), (shine(y1), y1)], WOOD_LIGHT, max(lw, 8)))
    return out


def sign(
    suit: str, lw: float, length: float = 300, guard_w: float = 40, girth: float = 1
) -> list[str]:
    if suit == "coins":
        return coin(lw)
    if suit == "cups":
        return cup(lw)
    if suit == "swords":
        return sword(length, lw, guard_w)
    return club(length, lw, 26 * girth, 12 * girth)


def place(
    suit: str,
    x: float,
    y: float,
    scale: float,
    rot: float = 0,
    length: float = 300,
    guard_w: float = 40,
    girth: float = 1,
) -> str:
    """A suit sign at (x, y), its outline 6.5 units wide on the card whatever the scale."""
    return group(sign(suit, 6.5 / scale, length, guard_w, girth), x, y, rot, scale)


# --- the Aces ------------------------------------------------------------------------------


def ace_coin() -> list[str]:
    """The great oro: a beaded rim, a rayed sun with a face, on the card's centre."""
    x, y = 200.0, 318.0
    out = [
        circle(x, y, 150, GOLD, INK, 8),
        circle(x, y, 132, GOLD_LIGHT, INK, 6),
    ]
    for i in range(24):
        a = math.radians(i * 15)
        out.append(circle(x + 141 * math.cos(a), y + 141 * math.sin(a), 4.5, GOLD_DARK, None))
    out += [
        poly(star(x, y, 124, 78, 16, turn=-90), RED, INK, 6),
        poly(star(x, y, 104, 70, 16, turn=-78.75), GOLD, INK, 6),
        circle(x, y, 66, GOLD_LIGHT, INK, 6),
    ]
    # the sun's face
    out += [
        path(
            f"M{n(x - 34)},{n(y - 14)} C{n(x - 26)},{n(y - 24)} {n(x - 14)},{n(y - 24)}"
            f" {n(x - 8)},{n(y - 14)}",
            None,
            INK,
            6,
        ),
        path(
            f"M{n(x + 34)},{n(y - 14)} C{n(x + 26)},{n(y - 24)} {n(x + 14)},{n(y - 24)}"
            f" {n(x + 8)},{n(y - 14)}",
            None,
            INK,
            6,
        ),
        circle(x - 21, y - 6, 6, INK, None),
        circle(x + 21, y - 6, 6, INK, None),
        path(
            f"M{n(x)},{n(y - 10)} L{n(x - 7)},{n(y + 14)} L{n(x + 6)},{n(y + 14)}",
            None,
            GOLD_DARK,
            6,
        ),
        circle(x - 36, y + 16, 8, "#f0a050", None),
        circle(x + 36, y + 16, 8, "#f0a050", None),
        path(
            f"M{n(x - 20)},{n(y + 30)} C{n(x - 8)},{n(y + 42)} {n(x + 8)},{n(y + 42)}"
            f" {n(x + 20)},{n(y + 30)}",
            None,
            DARK_RED,
            7,
        ),
    ]
    return out


def ace_cup() -> list[str]:
    """The great copa: a tall chalice with a lid crowned by a knob, jewels on the band."""
    parts = [
        path("M-70,150 C-64,118 -30,106 -18,82 L18,82 C30,106 64,118 70,150 Z", GOLD, INK, 5),
        path("M-76,150 L76,150 L72,164 L-72,164 Z", GOLD_DARK, INK, 5),
        path("M-16,30 L-13,86 L13,86 L16,30 Z", GOLD, INK, 5),
        ellipse(0, 56, 26, 13, RED, INK, 5),
        circle(0, 56, 5, GOLD_LIGHT, None),
        path("M-84,-60 C-84,-4 -44,34 0,34 C44,34 84,-4 84,-60 Z", GOLD, INK, 5),
        path(
            "M-83,-38 C-58,-28 -28,-25 0,-25 C28,-25 58,-28 83,-38 L77,-8"
            " C52,0 26,2 0,2 C-26,2 -52,0 -77,-8 Z",
            RED,
            INK,
            5,
        ),
        circle(0, -12, 9, BLUE, INK, 5),
        circle(-42, -15, 7, GOLD_LIGHT, INK, 5),
        circle(42, -15, 7, GOLD_LIGHT, INK, 5),
        path("M-30,18 C-20,26 20,26 30,18", None, GOLD_DARK, 6),
        ellipse(0, -60, 84, 15, GOLD_DARK, INK, 5),
        # the lid
        path("M-74,-66 C-66,-108 -30,-124 0,-124 C30,-124 66,-108 74,-66 Z", GOLD, INK, 5),
        path("M-60,-86 C-30,-96 30,-96 60,-86", None, RED, 8),
        circle(-30, -104, 5, BLUE, None),
        circle(30, -104, 5, BLUE, None),
        path("M-10,-122 L-8,-140 L8,-140 L10,-122 Z", GOLD_DARK, INK, 5),
        circle(0, -156, 18, GOLD, INK, 5),
        poly(star(0, -156, 12, 5, 4), RED, None),
    ]
    return [group(parts, 200, 318, scale=1.3)]


def _ribbon(cx: float, cy: float, span: float, colour: str, shade: str) -> list[str]:
    """A ribbon wound across a staff at (cx, cy): a wave with swallow-tailed ends."""
    wave = [(cx + t, cy - 22 * math.sin(t / 38)) for t in range(-int(span), int(span) + 1, 10)]
    out = []
    for side in (-1, 1):
        ex, ey = wave[0] if side < 0 else wave[-1]
        out.append(
            poly(
                [
                    (ex, ey - 14),
                    (ex + side * 34, ey - 22),
                    (ex + side * 20, ey),
                    (ex + side * 34, ey + 22),
                    (ex, ey + 14),
                ],
                shade,
                INK,
                6,
            )
        )
    out += [line(wave, INK, 40), line(wave, colour, 28), line(wave, "#e6675c", 7)]
    return out


def _laurel(cx: float, cy: float, r: float) -> list[str]:
    """A laurel wreath round (cx, cy): two green sprays of leaves meeting at the bottom."""
    out = []
    for side in (-1, 1):
        arc = []
        for i in range(7):
            a = math.radians(100 + i * 24)
            arc.append((cx + side * r * math.cos(a) * -1, cy + r * math.sin(a) * -1))
        out.append(line(arc, INK, 14))
        out.append(line(arc, GREEN, 7))
        for i in range(1, 7):
            a = math.radians(100 + i * 24)
            px, py = cx - side * r * math.cos(a), cy - r * math.sin(a)
            rot = math.degrees(math.atan2(py - cy, px - cx))
            out.append(ellipse(px, py, 21, 10, LEAF, INK, 6, rot=rot + side * 40))
    return out


def ace_sword() -> list[str]:
    """The great espada, upright, a laurel wreath round the blade and a red ribbon at the hilt."""
    blade = group(sword(420, 5.5, 50), 200, 318, scale=1.15)
    return [*_laurel(200, 186, 80), blade, *_ribbon(200, 408, 112, RED, DARK_RED)]


def ace_club() -> list[str]:
    """The great basto, upright, sprouting leaves at the head, a red ribbon round the grip."""
    staff = group(club(280, 3.6, 36, 13, 1.3), 200, 322, scale=1.7)
    leaves = []
    for (x, y), turn in (((112, 168), -1), ((280, 264), 1), ((129, 359), -1)):
        for spread in (-38, 38):
            a = math.radians(turn * 50 + spread - 90 if turn > 0 else -turn * -50 + spread - 90)
            lx, ly = x + 26 * math.cos(a), y + 26 * math.sin(a)
            leaves.append(ellipse(lx, ly, 26, 12, LEAF, INK, 6, rot=math.degrees(a)))
    return [staff, *leaves, *_ribbon(200, 462, 110, RED, DARK_RED)]
