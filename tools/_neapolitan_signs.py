"""The Neapolitan suit signs: rosette coins, footed goblets, curved swords, knotty cudgels.

Coins and cups are drawn around (0, 0) in their own units (a coin is 100 units across, a cup
130 tall) and placed with a transform. Swords and clubs are drawn straight in card units along
a curve from the hilt (or handle) to the tip, so that every pip can bend its own way and the
outlines stay 6.5 units wide.
"""

from __future__ import annotations

import math

from _svg import INK, circle, ellipse, group, n, path, poly, rect, star

Point = tuple[float, float]

GOLD = "#e8ad22"
GOLD_LIGHT = "#f8d867"
GOLD_DARK = "#b9781a"
RED = "#c62f2a"
DARK_RED = "#8e1d1b"
BLUE = "#2f62b3"
STEEL = "#bcd4ee"
STEEL_DARK = "#6f94c4"
GREEN = "#2e7d3c"
LEAF = "#4f9a3a"
WOOD = "#a8692f"
WOOD_DARK = "#6b3f1c"
WOOD_LIGHT = "#e0ae6e"
LW = 6.5

# Coloured platforms under the figures: yellow coins, red cups, blue swords, green clubs.
PLATFORM = {"coins": "#f1c02b", "cups": "#cc3128", "swords": "#2f62b3", "clubs": "#2f8a45"}


def coin(lw: float = LW) -> list[str]:
    """A denaro: a gold disc with a scalloped rim and an eight-pointed red rosette."""
    rim = []
    for i in range(48):
        r = 52 if i % 2 == 0 else 46
        a = math.radians(i * 7.5)
        rim.append((r * math.sin(a), -r * math.cos(a)))
    return [
        poly(rim, GOLD, INK, lw),
        circle(0, 0, 37, GOLD_LIGHT, INK, lw),
        poly(star(0, 0, 33, 15, 8), RED, DARK_RED, lw),
        circle(0, 0, 11, GREEN, INK, lw),
    ]


def cup(lw: float = LW) -> list[str]:
    """A coppa: a deep gold bowl with a red band, a blue knop on the stem and a broad red foot."""
    return [
        path("M-36,66 C-34,48 -14,42 -8,30 L8,30 C14,42 34,48 36,66 Z", RED, INK, lw),
        rect(-42, 60, 84, 11, GOLD, INK, lw, rx=5),
        rect(-7, -2, 14, 34, GOLD, INK, lw),
        ellipse(0, 14, 17, 9, BLUE, INK, lw),
        path("M-44,-54 C-46,-18 -24,2 0,2 C24,2 46,-18 44,-54 Z", GOLD, INK, lw),
        path(
            "M-43,-36 C-30,-31 -12,-30 0,-30 C12,-30 30,-31 43,-36 L40,-20"
            " C28,-15 12,-14 0,-14 C-12,-14 -28,-15 -40,-20 Z",
            RED,
            None,
        ),
        ellipse(0, -54, 44, 9, GOLD_LIGHT, INK, lw),
    ]


def _bezier(p0: Point, p1: Point, p2: Point, t: float) -> Point:
    u = 1 - t
    return (
        u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
        u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    )


def _frame(p0: Point, p1: Point, p2: Point, t: float) -> tuple[Point, Point]:
    """The point at ``t`` and the unit normal (to the left of the direction of travel)."""
    x, y = _bezier(p0, p1, p2, t)
    dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
    dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
    d = math.hypot(dx, dy) or 1.0
    return (x, y), (-dy / d, dx / d)


def _curve(hilt: Point, tip: Point, bend: float) -> tuple[Point, Point, Point]:
    """A quadratic curve from ``hilt`` to ``tip`` bowed ``bend`` units to the right of it."""
    mx, my = (hilt[0] + tip[0]) / 2, (hilt[1] + tip[1]) / 2
    dx, dy = tip[0] - hilt[0], tip[1] - hilt[1]
    d = math.hypot(dx, dy) or 1.0
    return hilt, (mx - dy / d * bend * 2, my + dx / d * bend * 2), tip


def _angle(a: Point, b: Point) -> float:
    """Degrees to turn a sign drawn pointing up (0, -1) so that it points from a to b."""
    return math.degrees(math.atan2(b[0] - a[0], -(b[1] - a[1])))


def sword(
    hilt: Point, tip: Point, bend: float = 0.0, width: float = 30.0, hilt_scale: float = 1.0
) -> list[str]:
    """A spada: a curved, single-edged blade from the guard at ``hilt`` to its point at ``tip``,
    a gold guard with curled ends, a red grip and a round pommel."""
    p0, p1, p2 = _curve(hilt, tip, bend)
    steps = 14
    left, right, middle = [], [], []
    for i in range(steps + 1):
        t = i / steps
        (x, y), (nx, ny) = _frame(p0, p1, p2, t)
        half = width / 2 * (1 - 0.55 * t**2)
        # the back of the blade runs straight to the point; the edge swells before it
        edge = half * (1 + 0.35 * math.sin(math.pi * t))
        if i == steps:
            half = edge = 0.0
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * edge, y - ny * edge))
        if 0 < i < steps - 2:
            middle.append((x + nx * half * 0.35, y + ny * half * 0.35))
    rot = _angle(p1, p0) + 180
    hl = LW / min(hilt_scale, 1.0)  # the outline stays 6.5 wide on a smaller hilt
    hilt_parts = [
        rect(-8, 0, 16, 46, RED, INK, hl),
        path(
            "M-40,-10 C-40,4 -26,8 -14,2 C-6,-2 6,-2 14,2 C26,8 40,4 40,-10"
            " C38,8 20,16 0,12 C-20,16 -38,8 -40,-10 Z",
            GOLD,
            INK,
            hl,
        ),
        circle(-40, -12, 7, GOLD_LIGHT, INK, hl),
        circle(40, -12, 7, GOLD_LIGHT, INK, hl),
        circle(0, 54, 13, GOLD, INK, hl),
    ]
    return [
        poly(left + right[::-1], STEEL, INK, LW),
        path("M" + " L".join(f"{n(x)},{n(y)}" for x, y in middle), None, STEEL_DARK, LW),
        group(hilt_parts, hilt[0], hilt[1], rot, hilt_scale),
    ]


def club(
    handle: Point, head: Point, bend: float = 0.0, thick: float = 27.0, sprig: int = 1
) -> list[str]:
    """A bastone: a knotty wooden cudgel, thin at the ``handle``, thick at the ``head``, with
    lopped branch stubs along it; ``sprig`` of the stubs, from the head down, put out two
    leaves as an accent."""
    p0, p1, p2 = _curve(handle, head, bend)
    steps = 16
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        (x, y), (nx, ny) = _frame(p0, p1, p2, t)
        half = thick * (0.45 + 0.55 * t)
        bump = 5.0 if i % 4 == 2 else 0.0  # knots, alternating sides
        lh = half + (bump if i % 8 == 2 else 0.0)
        rh = half + (bump if i % 8 == 6 else 0.0)
        left.append((x + nx * lh, y + ny * lh))
        right.append((x - nx * rh, y - ny * rh))
    out = []
    # stubs of cut branches, drawn first so the trunk overlaps their roots
    for k, (t, side) in enumerate(((0.3, 1), (0.52, -1), (0.74, 1))):
        (x, y), (nx, ny) = _frame(p0, p1, p2, t)
        (x2, y2), _ = _frame(p0, p1, p2, t + 0.08)
        half = thick * (0.45 + 0.55 * t)
        root = (x + side * nx * half * 0.5, y + side * ny * half * 0.5)
        dxu, dyu = x2 - x, y2 - y
        du = math.hypot(dxu, dyu) or 1.0
        ux, uy = dxu / du, dyu / du
        reach = half + 16
        end = (x + side * nx * reach + ux * 14, y + side * ny * reach + uy * 14)
        w = 8.0
        out.append(
            poly(
                [
                    (root[0] - ux * w * 1.6, root[1] - uy * w * 1.6),
                    (end[0] - ux * w, end[1] - uy * w),
                    (end[0] + ux * w, end[1] + uy * w),
                    (root[0] + ux * w * 1.6, root[1] + uy * w * 1.6),
                ],
                WOOD,
                INK,
                LW,
            )
        )
        out.append(
            ellipse(end[0], end[1], w + 1, 5.5, WOOD_LIGHT, INK, LW, rot=_angle(root, end) + 90)
        )
        if k >= 3 - sprig:
            for turn in (-38, 38):
                a = math.radians(_angle(root, end) + turn)
                lx, ly = end[0] + 22 * math.sin(a), end[1] - 22 * math.cos(a)
                out.append(ellipse(lx, ly, 7, 17, LEAF, INK, LW, rot=math.degrees(a)))
    out.append(poly(left + right[::-1], WOOD, INK, LW))
    # a darker grain down the shady side, the cut top of the head
    grain = []
    for i in range(2, steps - 1):
        (x, y), (nx, ny) = _frame(p0, p1, p2, i / steps)
        half = thick * (0.45 + 0.55 * i / steps)
        grain.append((x - nx * half * 0.45, y - ny * half * 0.45))
    out.append(path("M" + " L".join(f"{n(x)},{n(y)}" for x, y in grain), None, WOOD_DARK, LW))
    (hx, hy), _ = _frame(p0, p1, p2, 1.0)
    rot = _angle(p1, p2)
    out.append(ellipse(hx, hy, thick, 9, WOOD_LIGHT, INK, LW, rot=rot))
    out.append(ellipse(hx, hy, thick * 0.4, 3.5, WOOD_DARK, None, rot=rot))
    return out


def place_coin(x: float, y: float, scale: float) -> str:
    return group(coin(LW / scale), x, y, scale=scale)


def place_cup(x: float, y: float, scale: float) -> str:
    return group(cup(LW / scale), x, y, scale=scale)


def held(suit: str, x: float, y: float, scale: float = 0.8, up: float = 1.0) -> list[str]:
    """A suit sign held in a hand at (x, y): coins and cups sit above the hand, swords and clubs
    rise from it (``up`` -1 points them down)."""
    if suit == "coins":
        return [place_coin(x, y - 44 * scale, scale)]
    if suit == "cups":
        return [place_cup(x, y - 30 * scale, scale)]
    if suit == "swords":
        return sword((x, y - 12 * up), (x + 18 * up, y - 250 * up * scale), 8 * up)
    return club((x, y + 40 * up), (x + 10 * up, y - 220 * up * scale), -6 * up, 24 * scale)
