"""Suit signs of the Trevisane deck, in the northern (Venetian) manner.

Coins are round, half blue and half yellow about a red rosette; cups are footed Venetian
goblets; swords are curved blades that bow out and cross at their ends; clubs are long straight
batons with lopped knots and red bands, crossing as a lattice. Round signs are drawn about
(0, 0) in their own units (``lw`` keeps the outline 6.5 units on the card once scaled); swords
and batons are drawn straight onto the card between two points.
"""

from __future__ import annotations

import math

from _svg import INK, group, n, path, poly, rect

YELLOW = "#efbc2f"
YELLOW_LIGHT = "#f9df86"
RED = "#c8342b"
DARK_RED = "#8c1f1b"
BLUE = "#2c5da8"
BLUE_LIGHT = "#93b8e6"
NAVY = "#1d3766"
GREEN = "#3d7b39"
WOOD = "#e3aa45"
WOOD_DARK = "#a8681f"
STEEL = "#dfe7ee"

Point = tuple[float, float]


def _sides(r: float) -> int:
    return 12 if r < 12 else (18 if r < 30 else (24 if r < 70 else 36))


def disc(
    x: float,
    y: float,
    r: float,
    fill: str | None = None,
    stroke: str | None = INK,
    sw: float | None = None,
) -> str:
    """A circle drawn as a many-sided polygon: as round as a circle on the card, and cheaper for
    the loader to rasterize than its curves."""
    return oval(x, y, r, r, fill, stroke, sw)


def oval(
    x: float,
    y: float,
    rx: float,
    ry: float,
    fill: str | None = None,
    stroke: str | None = INK,
    sw: float | None = None,
    rot: float = 0,
) -> str:
    """An ellipse as a polygon, turned ``rot`` degrees."""
    k = _sides(max(rx, ry))
    c, s = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    points = []
    for i in range(k):
        a = 2 * math.pi * i / k
        px, py = rx * math.cos(a), ry * math.sin(a)
        points.append((x + px * c - py * s, y + px * s + py * c))
    return poly(points, fill, stroke, sw)


def ring(x: float, y: float, r: float, colour: str, sw: float, dash: str) -> str:
    """A dashed circle (a ring of beads in one element)."""
    d = f"M{n(x - r)},{n(y)} a{n(r)},{n(r)} 0 1,0 {n(2 * r)},0 a{n(r)},{n(r)} 0 1,0 {n(-2 * r)},0"
    return path(d, None, colour, sw, f'stroke-dasharray="{dash}"')


def coin(lw: float) -> list[str]:
    """Denaro: a yellow rim, the field half blue and half yellow, a small red rosette."""
    return [
        disc(0, 0, 50, YELLOW, INK, lw),
        path("M0,-36 A36,36 0 0,0 0,36 Z", BLUE, INK, lw),
        path("M0,-36 A36,36 0 0,1 0,36 Z", YELLOW_LIGHT, INK, lw),
        path(
            "M-6,-13 a6,11 0 1,0 12,0 a6,11 0 1,0 -12,0 Z M-6,13 a6,11 0 1,0 12,0"
            " a6,11 0 1,0 -12,0 Z M-24,0 a11,6 0 1,0 22,0 a11,6 0 1,0 -22,0 Z"
            " M2,0 a11,6 0 1,0 22,0 a11,6 0 1,0 -22,0 Z",
            RED,
            INK,
            lw,
        ),
        disc(0, 0, 6, YELLOW, INK, lw),
    ]


def cup(lw: float) -> list[str]:
    """Coppa: a Venetian goblet, a wide yellow bowl with a red band, blue knop and lip."""
    return [
        path("M-36,66 C-30,50 -12,46 -8,34 L8,34 C12,46 30,50 36,66 Z", YELLOW, INK, lw),
        rect(-7, 4, 14, 32, YELLOW, INK, lw),
        oval(0, 18, 17, 9, BLUE, INK, lw),
        path("M-46,-46 C-46,-10 -24,8 0,8 C24,8 46,-10 46,-46 Z", YELLOW, INK, lw),
        path(
            "M-44,-30 C-30,-24 30,-24 44,-30 L40,-14 C26,-8 -26,-8 -40,-14 Z",
            RED,
            None,
        ),
        path("M-20,-4 C-8,2 8,2 20,-4", None, YELLOW_LIGHT, lw),
        oval(0, -48, 48, 11, BLUE, INK, lw),
        oval(0, -48, 34, 5, NAVY, None),
    ]


def place(sign: list[str], x: float, y: float, scale: float, rot: float = 0) -> str:
    return group(sign, x, y, rot, scale)


def coin_at(x: float, y: float, scale: float, rot: float = 0) -> str:
    return place(coin(6.5 / scale), x, y, scale, rot)


def cup_at(x: float, y: float, scale: float, rot: float = 0) -> str:
    return place(cup(6.5 / scale), x, y, scale, rot)


def _bezier(p0: Point, c: Point, p1: Point, t: float) -> tuple[Point, Point]:
    """Point and unit tangent on a quadratic curve."""
    u = 1 - t
    x = u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0]
    y = u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]
    dx = 2 * u * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0])
    dy = 2 * u * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1])
    length = math.hypot(dx, dy) or 1
    return (x, y), (dx / length, dy / length)


def _curve(base: Point, tip: Point, bow: float) -> tuple[Point, Point, Point]:
    """A quadratic curve from ``base`` to ``tip`` whose middle stands ``bow`` off the chord."""
    mx, my = (base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy) or 1
    nx, ny = -dy / length, dx / length  # to the left of the chord, walking base -> tip
    return base, (mx - 2 * bow * nx, my - 2 * bow * ny), tip


def sword(
    base: Point, tip: Point, bow: float = 0, width: float = 30, blade: str = BLUE
) -> list[str]:
    """A curved blade from the guard at ``base`` to the point at ``tip``, with its hilt.

    ``bow`` bends the blade sideways (positive: to the right of the line base -> tip).
    """
    p0, c, p1 = _curve(base, tip, -bow)
    left, right, spine = [], [], []
    steps = 9
    for i in range(steps + 1):
        t = i / steps
        (x, y), (tx, ty) = _bezier(p0, c, p1, t)
        nx, ny = -ty, tx
        half = width / 2 * (1 - 0.55 * t**2)
        if i == steps:
            half = 0
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
        if 0 < i < steps - 1:
            spine.append((x + nx * half * 0.35, y + ny * half * 0.35))
    edge = left + right[::-1]
    d = "M" + " L".join(f"{n(x)},{n(y)}" for x, y in edge) + " Z"
    _, (tx, ty) = _bezier(p0, c, p1, 0)
    angle = math.degrees(math.atan2(tx, -ty))
    spine_d = "M" + " L".join(f"{n(x)},{n(y)}" for x, y in spine)
    scale = min(1.0, max(0.72, (width / 30) ** 2))
    sw = 6.5 / scale
    hilt = [
        rect(-8, 0, 16, 40, RED, INK, sw),
        path(
            "M-36,-14 C-30,-2 -16,2 0,2 C16,2 30,-2 36,-14 L40,-4 C32,10 16,14 0,14"
            " C-16,14 -32,10 -40,-4 Z",
            YELLOW,
            INK,
            sw,
        ),
        disc(0, 50, 12, YELLOW, INK, sw),
    ]
    return [
        path(d, blade, INK),
        path(spine_d, None, BLUE_LIGHT if blade == BLUE else "#ffffff", 6),
        group(hilt, base[0], base[1], angle, scale),
    ]


def blade_over(
    base: Point, tip: Point, bow: float, width: float, t0: float, t1: float
) -> list[str]:
    """The stretch ``t0``..``t1`` of a blade drawn again on top, its two edges outlined but not
    its cut ends: where two curved swords cross, this one passes over the other."""
    p0, c, p1 = _curve(base, tip, -bow)
    left, right = [], []
    steps = 5
    for i in range(steps + 1):
        t = t0 + (t1 - t0) * i / steps
        (x, y), (tx, ty) = _bezier(p0, c, p1, t)
        nx, ny = -ty, tx
        half = width / 2 * (1 - 0.55 * t**2) - 1
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))

    def trace(points: list[Point]) -> str:
        return "M" + " L".join(f"{n(x)},{n(y)}" for x, y in points)

    return [
        path(trace(left + right[::-1]) + " Z", BLUE, None),
        path(trace(left) + " " + trace(right), None, INK, 6),
    ]


def baton(a: Point, b: Point, width: float = 26, knots: int = 3) -> list[str]:
    """A long straight baton from end ``a`` (the grip) to end ``b``: knots and red bands."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    angle = math.degrees(math.atan2(dx, -dy))
    half = width / 2
    top = -length
    body = (
        f"M{n(-half * 0.8)},0 L{n(-half)},{n(top + half)} Q0,{n(top - half * 0.6)}"
        f" {n(half)},{n(top + half)} L{n(half * 0.8)},0 Q0,{n(half * 0.9)} {n(-half * 0.8)},0 Z"
    )
    parts = []
    for i in range(knots):
        y = top * (i + 1) / (knots + 1)
        side = -1 if i % 2 == 0 else 1
        x0 = side * half * 0.9
        parts.append(
            path(
                f"M{n(x0)},{n(y + 8)} L{n(x0 + side * 14)},{n(y - 6)}"
                f" L{n(x0 + side * 10)},{n(y - 16)} L{n(x0)},{n(y - 8)} Z",
                WOOD,
                INK,
            )
        )
    parts += [
        path(body, WOOD, INK),
        path(f"M{n(-half * 0.35)},{n(-20)} L{n(-half * 0.4)},{n(top + 30)}", None, "#f5d58e", 6),
        rect(-half - 1, -36, width + 2, 14, RED, INK, rx=3),
        rect(-half - 1, top + 24, width + 2, 14, RED, INK, rx=3),
        rect(-half - 1, top / 2 - 7, width + 2, 14, BLUE, INK, rx=3),
    ]
    return [group(parts, a[0], a[1], angle)]


def leaf(x: float, y: float, rot: float, size: float = 1.0) -> str:
    return oval(x, y, 8 * size, 20 * size, GREEN, INK, 6, rot=rot)


def flower(x: float, y: float, size: float = 1.0, colour: str = RED) -> list[str]:
    """A small four-petalled flower with two leaves: the filler between crossed signs."""
    s = size
    return [
        leaf(x - 22 * s, y + 14 * s, -55, s),
        leaf(x + 22 * s, y + 14 * s, 55, s),
        oval(x, y - 12 * s, 9 * s, 13 * s, colour, INK, 6),
        oval(x - 12 * s, y, 13 * s, 9 * s, colour, INK, 6),
        oval(x + 12 * s, y, 13 * s, 9 * s, colour, INK, 6),
        disc(x, y, 7 * s, YELLOW, INK, 6),
    ]
