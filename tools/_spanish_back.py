"""The back of the Spanish deck: a blue ground with a gold trellis of diamonds, a rayed oval
medallion in the middle and a fan in each corner, symmetric under a half turn."""

from __future__ import annotations

import math

from _spanish_signs import GOLD, GOLD_DARK, GOLD_LIGHT, RED
from _svg import CREAM, CX, CY, INK, circle, clip_segment, ellipse, n, path, poly, rect, star

GROUND = "#1d4585"
TRELLIS = "#4f7fc4"
BOX = (36.0, 36.0, 364.0, 614.0)


def back() -> list[str]:
    out = [
        rect(3, 3, 394, 644, CREAM, INK, 6, rx=24),
        rect(22, 22, 356, 606, GROUND, INK, 6, rx=12),
    ]
    slope, step = 0.7, 48.0
    # the trellis and its diamonds, each one path (fewer shapes to draw)
    bars = []
    for k in range(-12, 13):
        for sign in (1, -1):
            c = k * step
            p = (CX + c - sign * slope * (-400), CY - 400)
            q = (CX + c - sign * slope * 400, CY + 400)
            seg = clip_segment(p, q, BOX)
            if seg:
                (ax, ay), (bx, by) = seg
                bars.append(f"M{n(ax)},{n(ay)} L{n(bx)},{n(by)}")
    out.append(path(" ".join(bars), None, TRELLIS, 7))
    gems = []
    for i in range(-12, 13):
        for j in range(-12, 13):
            x = CX + (i + j) * step / 2
            y = CY + (i - j) * step / (2 * slope)
            inside = BOX[0] + 10 < x < BOX[2] - 10 and BOX[1] + 10 < y < BOX[3] - 10
            in_medallion = ((x - CX) / 128) ** 2 + ((y - CY) / 176) ** 2 < 1
            if inside and not in_medallion:
                gems.append(f"M{n(x)},{n(y - 9)} l7,9 l-7,9 l-7,-9 Z")
    out.append(path(" ".join(gems), GOLD, None))
    out.append(rect(36, 36, 328, 578, None, GOLD, 7, rx=6))
    # a fan of rays in each corner
    for cx, cy, a0 in ((36, 36, 0), (364, 36, 90), (364, 614, 180), (36, 614, 270)):
        rays = []
        for i in range(5):
            a = math.radians(a0 + 9 + i * 18)
            rays.append(f"M{cx},{cy} L{n(cx + 56 * math.cos(a))},{n(cy + 56 * math.sin(a))}")
        out.append(path(" ".join(rays), None, GOLD_LIGHT, 7))
        out.append(circle(cx, cy, 16, GOLD, INK, 6))
    # the medallion
    out += [
        ellipse(CX, CY, 112, 160, GROUND, INK, 8),
        ellipse(CX, CY, 100, 148, CREAM, INK, 6),
    ]
    beads = []
    for i in range(20):
        a = math.radians(i * 18)
        x, y = CX + 88 * math.cos(a), CY + 136 * math.sin(a)
        beads.append(f"M{n(x - 5)},{n(y)} a5,5 0 1,0 10,0 a5,5 0 1,0 -10,0 Z")
    out.append(path(" ".join(beads), GOLD_DARK, None))
    out += [
        poly(star(CX, CY, 76, 44, 12, turn=-90), GOLD, INK, 6),
        circle(CX, CY, 44, GOLD_LIGHT, INK, 6),
        poly(star(CX, CY, 38, 16, 8, turn=-90), RED, None),
        circle(CX, CY, 11, GROUND, INK, 6),
        poly(
            [(CX, CY - 150), (CX + 14, CY - 126), (CX, CY - 102), (CX - 14, CY - 126)], RED, INK, 6
        ),
        poly(
            [(CX, CY + 150), (CX + 14, CY + 126), (CX, CY + 102), (CX - 14, CY + 126)], RED, INK, 6
        ),
    ]
    return out
