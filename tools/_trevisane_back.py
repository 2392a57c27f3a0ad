"""The Trevisane back: a blue lattice with red lozenges at its crossings, a gold border and a
round medallion with a Venetian rosette, the same both ways up. Each lattice is drawn as one
path, so the back stays cheap to rasterize."""

from __future__ import annotations

import math

from _svg import CREAM, CX, CY, INK, clip_segment, n, path, poly, rect, star
from _trevisane_signs import BLUE, NAVY, RED, YELLOW, YELLOW_LIGHT, disc

GROUND = "#1f3b6e"
LATTICE = "#5d8ccc"
GOLD = "#e9c46a"


def back() -> list[str]:
    box = (34.0, 34.0, 366.0, 616.0)
    slope, step = 0.6, 46.0
    lines = []
    for k in range(-14, 15):
        for sign in (1, -1):
            c = k * step
            p = (CX + c - sign * slope * (-400), CY - 400)
            q = (CX + c - sign * slope * 400, CY + 400)
            seg = clip_segment(p, q, box)
            if seg:
                (x0, y0), (x1, y1) = seg
                lines.append(f"M{n(x0)},{n(y0)} L{n(x1)},{n(y1)}")
    lozenges = []
    for i in range(-14, 15):
        for j in range(-14, 15):
            x = CX + (i + j) * step / 2
            y = CY + (i - j) * step / (2 * slope)
            if box[0] + 14 < x < box[2] - 14 and box[1] + 14 < y < box[3] - 14:
                if math.hypot(x - CX, (y - CY) * 0.8) < 112:
                    continue
                lozenges.append(
                    f"M{n(x)},{n(y - 11)} L{n(x + 8)},{n(y)} L{n(x)},{n(y + 11)}"
                    f" L{n(x - 8)},{n(y)} Z"
                )
    out = [
        rect(3, 3, 394, 644, CREAM, INK, 6, rx=24),
        rect(24, 24, 352, 602, GROUND, INK, 6, rx=12),
        path(" ".join(lines), None, LATTICE, 7),
        path(" ".join(lozenges), RED, None),
        rect(34, 34, 332, 582, None, GOLD, 6, rx=6),
        disc(CX, CY, 100, GROUND, INK, 8),
        disc(CX, CY, 88, GOLD, INK, 6),
        disc(CX, CY, 74, NAVY, INK, 6),
        poly(star(CX, CY, 68, 40, 8, turn=0), YELLOW, INK, 6),
        poly(star(CX, CY, 42, 24, 8, turn=22.5), RED, INK, 6),
        path(f"M{CX},{CY - 24} A24,24 0 0,0 {CX},{CY + 24} Z", BLUE, None),
        path(f"M{CX},{CY - 24} A24,24 0 0,1 {CX},{CY + 24} Z", YELLOW_LIGHT, None),
        disc(CX, CY, 24, None, INK, 6),
    ]
    return out
