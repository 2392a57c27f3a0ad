"""The back of the French-suited decks: a fine lattice with a small gold lozenge at each crossing
inside a double border, and an oval medallion with the four signs, all symmetric under a half
turn. The lattice and its small lozenges are one path each, so the back stays cheap to draw."""

from __future__ import annotations

from _french_suits import SHAPES
from _svg import CX, CY, INK, card_blank, clip_segment, ellipse, group, n, path, rect

BOX = (30.0, 30.0, 370.0, 620.0)
STEP = 34.0  # lattice spacing along x; lines run at 60 degrees


def _lattice() -> tuple[str, str]:
    """The lattice lines and a small lozenge at each crossing, each as one path string."""
    slope = 1.6  # dy per dx
    lines = []
    for k in range(-30, 31):
        for sign in (-1, 1):
            c = k * STEP
            p = (CX + c - sign * 500 / slope, CY - 500)
            q = (CX + c + sign * 500 / slope, CY + 500)
            seg = clip_segment(p, q, BOX)
            if seg:
                (a, b), (e, f) = seg
                lines.append(f"M{n(a)},{n(b)} L{n(e)},{n(f)}")
    dots = []
    r = 7
    for i in range(-30, 31):
        for j in range(-30, 31):
            x = CX + (i + j) * STEP / 2
            y = CY + (i - j) * STEP * slope / 2
            if BOX[0] + 10 < x < BOX[2] - 10 and BOX[1] + 10 < y < BOX[3] - 10:
                dots.append(f"M{n(x)},{n(y - r)} l{r},{r} l{-r},{r} l{-r},{-r} Z")
    return " ".join(lines), " ".join(dots)


def back(ground: str, light: str, accent: str, signs: dict[str, str]) -> list[str]:
    """``signs`` gives each suit's colour in the medallion."""
    lattice, dots = _lattice()
    x0, y0, x1, y1 = BOX
    out = [
        card_blank("#fffefa"),
        rect(x0, y0, x1 - x0, y1 - y0, ground, INK, 6, rx=14),
        path(lattice, None, light, 6),
        path(dots, accent, None),
        rect(x0 + 14, y0 + 14, x1 - x0 - 28, y1 - y0 - 28, None, accent, 6, rx=8),
        ellipse(CX, CY, 112, 150, ground, INK, 8),
        ellipse(CX, CY, 98, 136, "#fffaf0", accent, 10),
        ellipse(CX, CY, 80, 118, None, ground, 6),
    ]
    # spades above and below, hearts to the sides, diamonds on the diagonals, clubs in the middle
    places = [
        ("swords", 0, -64, 0, 0.52),
        ("swords", 0, 64, 180, 0.52),
        ("cups", -44, 0, -90, 0.46),
        ("cups", 44, 0, 90, 0.46),
        ("coins", -44, -70, 0, 0.3),
        ("coins", 44, 70, 0, 0.3),
        ("coins", 44, -70, 0, 0.3),
        ("coins", -44, 70, 0, 0.3),
    ]
    for suit, dx, dy, rot, scale in places:
        out.append(group([path(SHAPES[suit], signs[suit], None)], CX + dx, CY + dy, rot, scale))
    out.append(group([path(SHAPES["clubs"], signs["clubs"], None)], CX, CY, 0, 0.36))
    out.append(group([path(SHAPES["clubs"], signs["clubs"], None)], CX, CY, 180, 0.36))
    return out
