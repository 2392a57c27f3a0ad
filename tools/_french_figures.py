"""The twelve court figures of the French-suited deck, after the Paris and Piedmontese patterns.

Each figure is the upper half of a double-headed card: a half-length figure with its head,
shoulders, arms, dress and attribute, drawn in the panel above the card's middle line (y=325)
and turned a half turn for the lower end. Everything is a flat fill with a dark outline in the
traditional palette: red, blue, gold and black on white.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from _french_suits import (
    BLACK,
    BLUE,
    DARK_RED,
    GOLD,
    GREEN,
    LIGHT_BLUE,
    LIGHT_GOLD,
    RED,
    WHITE,
)
from _svg import INK, circle, ellipse, group, line, n, path, poly, rect

SKIN = "#f6d8bb"
SKIN_SHADE = "#dca27c"
CHEEK = "#f0a595"
LIP = "#c23a34"
GREY = "#dcd8cf"
BROWN = "#6b3d1f"
CHESTNUT = "#9a5128"
BLOND = "#e0b346"
DARK = "#2e221c"
WOOD = "#8a5a2b"
STEEL = "#cdd3dc"
VEIL = "#e8ecf6"
MID = 325.0  # the split line

Pt = tuple[float, float]


def d(*items: object) -> str:
    """A path string: numbers through ``n`` for stable output, commands as they are."""
    return " ".join(n(i) if isinstance(i, (int, float)) else str(i) for i in items)


def poly_d(points: list[Pt], close: bool = True) -> str:
    head, *rest = points
    out = f"M{n(head[0])},{n(head[1])}" + "".join(f" L{n(x)},{n(y)}" for x, y in rest)
    return out + (" Z" if close else "")


def ring(cx: float, cy: float, rx: float, ry: float, angles: Iterable[float]) -> list[Pt]:
    """Points on an ellipse at the given angles in degrees."""
    out = []
    for a in angles:
        r = math.radians(a)
        out.append((cx + rx * math.cos(r), cy + ry * math.sin(r)))
    return out


# --- bodies ---------------------------------------------------------------------------------


class Torso:
    """Shoulders at ``sy`` (half width ``sw``), narrowing to ``waist`` at the split line."""

    def __init__(self, sw: float = 104, sy: float = 214, waist: float = 96, cx: float = 200):
        self.sw, self.sy, self.waist, self.cx = sw, sy, waist, cx

    def half(self, y: float) -> float:
        top = self.sy + 44
        if y <= top:
            return self.sw - 2
        return self.sw - 2 + (self.waist - self.sw + 2) * (y - top) / (MID - top)

    def shape(self, fill: str) -> str:
        c, s, sy, w = self.cx, self.sw, self.sy, self.waist
        return path(
            d(
                "M", c - w, MID, "L", c - s + 2, sy + 44,
                "C", c - s, sy + 12, c - s + 16, sy - 4, c - 40, sy - 10,
                "L", c + 40, sy - 10,
                "C", c + s - 16, sy - 4, c + s, sy + 12, c + s - 2, sy + 44,
                "L", c + w, MID, "Z",
            ),
            fill,
            INK,
        )  # fmt: skip

    def band(self, y0: float, y1: float, fill: str, stroke: str | None = INK) -> str:
        """A horizontal band across the body between y0 and y1."""
        c = self.cx
        return poly(
            [
                (c - self.half(y0) + 3, y0),
                (c + self.half(y0) - 3, y0),
                (c + self.half(y1) - 3, y1),
                (c - self.half(y1) + 3, y1),
            ],
            fill,
            stroke,
        )


def mantle(fill: str, edge: str = GOLD, sy: float = 206) -> list[str]:
    """A king's mantle: from the shoulders it falls wide to the panel's edges."""
    shape = d(
        "M", 150, sy, "C", 112, sy + 8, 88, sy + 30, 82, sy + 66, "L", 74, MID,
        "L", 326, MID, "L", 318, sy + 66, "C", 312, sy + 30, 288, sy + 8, 250, sy, "Z",
    )  # fmt: skip
    hem = d("M", 92, sy + 60, "L", 86, MID, "M", 308, sy + 60, "L", 314, MID)
    return [path(shape, fill, INK), path(hem, None, edge, 8)]


def panel(top: float, y0: float, bottom: float, fill: str, cx: float = 200) -> str:
    """The front of a doublet or gown: a trapezoid from the neck to the split line."""
    return poly([(cx - top, y0), (cx + top, y0), (cx + bottom, MID), (cx - bottom, MID)], fill, INK)


def ermine(points: list[Pt], tails: list[Pt]) -> list[str]:
    """A white fur trim with its black tails."""
    out = [poly(points, WHITE, INK)]
    out.append(
        path(" ".join(d("M", x, y - 7, "l", -5, 12, "l", 10, 0, "Z") for x, y in tails), INK, None)
    )
    return out


def buttons(x: float, y0: float, y1: float, count: int, fill: str = GOLD) -> list[str]:
    step = (y1 - y0) / max(1, count - 1)
    return [circle(x, y0 + i * step, 6, fill, INK) for i in range(count)]


def sleeve(points: list[Pt], fill: str, width: float = 26) -> list[str]:
    """An arm as a thick outlined stroke through ``points`` (shoulder, elbow, wrist)."""
    return [line(points, INK, width + 12), line(points, fill, width)]


def puffs(fill: str, slash: str) -> list[str]:
    """A page's puffed and slashed shoulders."""
    out = []
    for x, tilt in ((124, -28), (276, 28)):
        out.append(ellipse(x, 232, 25, 15, fill, INK, rot=tilt))
        for k in (-8, 8):
            out.append(ellipse(x + k, 232 + k * tilt / 40, 3.5, 9, slash, None, rot=tilt))
    return out


def cuff(x: float, y: float, fill: str = WHITE, r: float = 12) -> str:
    return circle(x, y, r, fill, INK)


def hand(x: float, y: float, rot: float = 0, r: float = 13) -> str:
    return ellipse(x, y, r, r * 0.82, SKIN, INK, rot=rot)


def fist(x: float, y: float) -> list[str]:
    """A hand closed round a staff: the knuckles drawn over it."""
    return [
        ellipse(x, y, 15, 13, SKIN, INK),
        path(d("M", x - 9, y - 3, "L", x + 9, y - 3), None, SKIN_SHADE),
    ]


# --- heads ----------------------------------------------------------------------------------


def dots(points: Iterable[Pt], rx: float, ry: float | None = None) -> str:
    """Several small filled ovals as one path string."""
    ry = rx if ry is None else ry
    return " ".join(
        d("M", x - rx, y, "a", rx, ry, 0, "1,0", 2 * rx, 0, "a", rx, ry, 0, "1,0", -2 * rx, 0, "Z")
        for x, y in points
    )


def front_face(
    x: float, y: float, brow: str = DARK, look: float = 0, young: bool = True
) -> list[str]:
    """A face seen from the front (or a little turned, ``look``), 60 x 72 units."""
    eyes = [(x + side * 12 + look, y - 3) for side in (-1, 1)]
    brows = " ".join(d("M", ex - 8, y - 12, "Q", ex, y - 17, ex + 8, y - 12) for ex, _ in eyes)
    cheeks = [(x + side * 17 + look * 0.5, y + 12) for side in (-1, 1)]
    out = [
        ellipse(x, y, 30, 36, SKIN, INK),
        path(dots(eyes, 4.5, 3.6), INK, None),
        path(brows, None, brow),
        path(dots(cheeks, 5), CHEEK, None),
        path(
            d("M", x + look, y - 3, "Q", x + look + 6, y + 10, x + look - 2, y + 12),
            None,
            SKIN_SHADE,
        ),
    ]
    if young:
        out.append(ellipse(x + look, y + 22, 7, 3.5, LIP, None))
    return out


def hairline(x: float, y: float, fill: str) -> str:
    """Hair parted in the middle over the forehead of a front face at (x, y)."""
    return path(
        d(
            "M", x - 30, y - 4, "C", x - 30, y - 30, x - 14, y - 38, x, y - 36,
            "C", x + 14, y - 38, x + 30, y - 30, x + 30, y - 4,
            "C", x + 22, y - 20, x + 10, y - 26, x, y - 24,
            "C", x - 10, y - 26, x - 22, y - 20, x - 30, y - 4, "Z",
        ),
        fill,
        INK,
    )  # fmt: skip


def front_beard(x: float, y: float, fill: str, long: float = 0) -> list[str]:
    """A full beard and moustache on a front face at (x, y); ``long`` adds length."""
    return [
        path(
            d(
                "M", x - 30, y + 2, "C", x - 32, y + 40 + long, x - 16, y + 62 + long,
                x, y + 70 + long,
                "C", x + 16, y + 62 + long, x + 32, y + 40 + long, x + 30, y + 2,
                "C", x + 24, y + 24, x + 14, y + 30, x, y + 30,
                "C", x - 14, y + 30, x - 24, y + 24, x - 30, y + 2, "Z",
            ),
            fill,
            INK,
        ),
        path(
            d(
                "M", x - 18, y + 20, "C", x - 10, y + 12, x - 3, y + 14, x, y + 17,
                "C", x + 3, y + 14, x + 10, y + 12, x + 18, y + 20,
                "C", x + 10, y + 24, x + 4, y + 24, x, y + 21,
                "C", x - 4, y + 24, x - 10, y + 24, x - 18, y + 20, "Z",
            ),
            fill,
            INK,
        ),
        ellipse(x, y + 27, 6, 3, LIP, None),
    ]  # fmt: skip


def moustache(x: float, y: float, fill: str) -> str:
    return path(
        d(
            "M", x - 20, y + 18, "C", x - 10, y + 10, x - 3, y + 12, x, y + 15,
            "C", x + 3, y + 12, x + 10, y + 10, x + 20, y + 18,
            "C", x + 10, y + 20, x + 4, y + 20, x, y + 19,
            "C", x - 4, y + 20, x - 10, y + 20, x - 20, y + 18, "Z",
        ),
        fill,
        INK,
    )  # fmt: skip


PROFILE = (
    "M6,-38 C-16,-38 -28,-26 -29,-10 L-39,7 C-37,10 -33,11 -29,12 C-31,16 -30,19 -27,21"
    " C-29,24 -28,29 -24,31 C-24,37 -16,41 -6,41 C12,41 24,32 28,14 C32,-6 28,-38 6,-38 Z"
)


def profile_face(young: bool = True, brow: str = DARK) -> list[str]:
    """A head in profile looking left, centred on (0, 0): one eye, as on the old cards."""
    out = [
        path(PROFILE, SKIN, INK),
        ellipse(-15, -5, 4.2, 3.8, INK, None),
        path("M-25,-15 Q-17,-19 -8,-14", None, brow),
        circle(-10, 13, 5, CHEEK, None),
        ellipse(13, 2, 5, 8, SKIN_SHADE, None),
    ]
    if young:
        out.append(path("M-28,23 L-21,23", None, LIP))
    return out


def profile_beard(fill: str) -> list[str]:
    return [
        path(
            "M-27,19 C-31,32 -26,52 -12,62 C-4,50 10,42 24,24 C26,14 24,6 18,2 C14,16 4,24 -6,24 Z",
            fill,
            INK,
        ),
        path("M-31,17 C-26,12 -18,12 -12,18 C-18,22 -26,22 -31,17 Z", fill, INK),
    ]


# --- crowns and hats ------------------------------------------------------------------------


def crown(x: float, y: float, w: float, kind: str, jewel: str = RED) -> list[str]:
    """A crown whose band sits on the head at ``y`` (its lower edge); ``kind`` picks the top."""
    h = w / 2
    out: list[str] = []
    if kind == "fleur":  # three fleurs-de-lis on a band
        out.append(
            path(
                d(
                    "M", x - h, y - 16, "L", x - h - 6, y - 46, "C", x - h + 8, y - 44,
                    x - h + 14, y - 34, x - h * 0.5, y - 28,
                    "C", x - 12, y - 40, x - 10, y - 58, x, y - 70,
                    "C", x + 10, y - 58, x + 12, y - 40, x + h * 0.5, y - 28,
                    "C", x + h - 14, y - 34,
                    x + h - 8, y - 44, x + h + 6, y - 46, "L", x + h, y - 16, "Z",
                ),
                GOLD,
                INK,
            )
        )  # fmt: skip
        out += [
            circle(x - h - 6, y - 48, 7, LIGHT_GOLD, INK),
            circle(x + h + 6, y - 48, 7, LIGHT_GOLD, INK),
        ]
        out.append(ellipse(x, y - 44, 7, 11, RED, None))
    elif kind == "arched":  # closed crown: two arches, an orb and a cross
        arch = d("M", x - h, y - 16, "C", x - h, y - 56, x + h, y - 56, x + h, y - 16, "Z")
        left = d("M", x - h + 4, y - 20, "C", x - h + 10, y - 46, x - 12, y - 50, x, y - 50)
        right = d("M", x + h - 4, y - 20, "C", x + h - 10, y - 46, x + 12, y - 50, x, y - 50)
        cross = d("M", x, y - 60, "L", x, y - 72, "M", x - 7, y - 66, "L", x + 7, y - 66)
        out += [
            path(arch, RED, INK),
            path(d("M", x, y - 16, "L", x, y - 50), None, GOLD, 10),
            path(left, None, GOLD, 8),
            path(right, None, GOLD, 8),
            circle(x, y - 53, 8, GOLD, INK),
            path(cross, None, INK, 12),
            path(cross, None, GOLD, 6),
        ]
    elif kind == "points":  # five points with pearls
        tips = [
            (x - h, y - 44),
            (x - h * 0.5, y - 54),
            (x, y - 62),
            (x + h * 0.5, y - 54),
            (x + h, y - 44),
        ]
        outline = [(x - h + 2, y - 10)]
        for i, tip in enumerate(tips):
            outline.append(tip)
            if i < 4:
                outline.append(((tip[0] + tips[i + 1][0]) / 2, y - 28))
        outline.append((x + h - 2, y - 10))
        out.append(poly(outline, GOLD, INK))
        out += [circle(tx, ty - 4, 6, LIGHT_GOLD, INK) for tx, ty in tips]
    elif kind == "cap":  # a crown with points over a red cap (the Caesar of diamonds)
        out += [
            path(
                d("M", x - h + 6, y - 14, "C", x - h + 2, y - 66, x + h - 2, y - 66,
                  x + h - 6, y - 14),
                DARK_RED,
                INK,
            ),
            poly(
                [(x - h, y - 10), (x - h - 4, y - 44), (x - h * 0.45, y - 26), (x, y - 50),
                 (x + h * 0.45, y - 26), (x + h + 4, y - 44), (x + h, y - 10)],
                GOLD,
                INK,
            ),
            circle(x, y - 54, 6, LIGHT_GOLD, INK),
            circle(x - h - 4, y - 48, 6, LIGHT_GOLD, INK),
            circle(x + h + 4, y - 48, 6, LIGHT_GOLD, INK),
            circle(x, y - 64, 7, GOLD, INK),
        ]  # fmt: skip
    elif kind == "coronet":  # a queen's small crown
        tips = [
            (x - h, y - 34),
            (x - h * 0.5, y - 40),
            (x, y - 46),
            (x + h * 0.5, y - 40),
            (x + h, y - 34),
        ]
        outline = [(x - h + 2, y - 8), *tips, (x + h - 2, y - 8)]
        out.append(poly(outline, GOLD, INK))
        out += [circle(tx, ty - 3, 5, WHITE, INK) for tx, ty in tips]
    band = rect(x - h - 2, y - 18, w + 4, 18, LIGHT_GOLD, INK, rx=4)
    gems = [
        circle(x + k * h * 0.55, y - 9, 5, c, None) for k, c in ((-1, jewel), (0, BLUE), (1, jewel))
    ]
    return [*out, band, *gems]


HEAD = 1.14  # heads drawn a little larger than the bodies, as on the old cards


def scaled(parts: list[str], x: float, y: float, s: float = HEAD) -> str:
    """Parts enlarged by ``s`` about (x, y)."""
    return (
        f'<g transform="translate({n(x)} {n(y)}) scale({s}) translate({n(-x)} {n(-y)})">'
        + "".join(parts)
        + "</g>"
    )


def feather(points: list[Pt], fill: str = WHITE, width: float = 18) -> list[str]:
    """A plume as a tapering stroke with a dark outline."""
    return [line(points, INK, width + 12), line(points, fill, width)]


# --- attributes -----------------------------------------------------------------------------


def blade(
    hilt: Pt, tip: Pt, width: float = 18, fill: str = STEEL, guard: float = 36, grip: float = 40
) -> list[str]:
    """A straight sword from its hilt (at the guard) to its point."""
    (x0, y0), (x1, y1) = hilt, tip
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    px, py = -uy, ux
    w = width / 2
    sx, sy = x1 - ux * 30, y1 - uy * 30
    out = [
        poly(
            [(x0 + px * w, y0 + py * w), (sx + px * w, sy + py * w), (x1, y1),
             (sx - px * w, sy - py * w), (x0 - px * w, y0 - py * w)],
            fill,
            INK,
        ),
        path(d("M", x0 + ux * 12, y0 + uy * 12, "L", sx, sy), None, "#9aa3b1"),
        line([(x0 + px * guard, y0 + py * guard), (x0 - px * guard, y0 - py * guard)], INK, 22),
        line([(x0 + px * guard, y0 + py * guard), (x0 - px * guard, y0 - py * guard)], GOLD, 10),
        line([(x0, y0), (x0 - ux * grip, y0 - uy * grip)], INK, 20),
        line([(x0, y0), (x0 - ux * grip, y0 - uy * grip)], DARK_RED, 8),
        circle(x0 - ux * (grip + 6), y0 - uy * (grip + 6), 9, GOLD, INK),
    ]  # fmt: skip
    return out


def staff(p0: Pt, p1: Pt, fill: str = WOOD, width: float = 10) -> list[str]:
    return [line([p0, p1], INK, width + 12), line([p0, p1], fill, width)]


def rose(x: float, y: float, r: float = 16, fill: str = RED) -> list[str]:
    petals = [
        circle(
            x + r * 0.7 * math.cos(math.radians(a)),
            y + r * 0.7 * math.sin(math.radians(a)),
            r * 0.62,
            fill,
            INK,
        )
        for a in range(-90, 270, 72)
    ]
    return [*petals, circle(x, y, r * 0.5, LIGHT_GOLD, INK)]  # fmt: skip


def leaf(x: float, y: float, rot: float, size: float = 14) -> str:
    return ellipse(x, y, size, size * 0.45, GREEN, INK, rot=rot)


# --- the twelve figures ---------------------------------------------------------------------
# Kings


def king_hearts() -> list[str]:
    """Charles: beardless, his sword raised behind his head, a fleur-de-lis crown, red robe."""
    t = Torso(106, 214, 98)
    out = blade((292, 162), (132, 58), 18, grip=30)
    out += [
        scaled(
            [path("M164,160 C150,120 250,120 236,160 L244,224 L156,224 Z", CHESTNUT, INK)], 200, 156
        ),
        *mantle(BLUE),
        t.shape(RED),
        panel(34, 214, 44, BLUE),
        *buttons(200, 236, 312, 4),
        t.band(290, 304, GOLD),
    ]
    out += ermine(
        [(112, 226), (150, 200), (250, 200), (288, 226), (250, 262), (200, 272), (150, 262)],
        [(138, 232), (170, 252), (200, 258), (230, 252), (262, 232), (200, 226)],
    )
    out += sleeve([(126, 240), (114, 284), (166, 282)], RED)
    out += [cuff(166, 282, WHITE, 12), hand(182, 282)]
    out += sleeve([(272, 226), (298, 212), (292, 174)], RED)
    out += [cuff(296, 182, GOLD, 12)]
    head = front_face(200, 156, BROWN)
    head += [
        path("M168,128 C178,116 222,116 232,128 L232,142 C220,134 180,134 168,142 Z", CHESTNUT, INK)
    ]
    head += crown(200, 126, 84, "fleur")
    out += [scaled(head, 200, 156), *fist(292, 162)]
    return out


def king_diamonds() -> list[str]:
    """Caesar: in profile with one eye, an axe over his shoulder, the other hand held out."""
    t = Torso(104, 216, 96)
    out = staff((278, 318), (290, 70))
    out += [
        path("M290,80 C316,84 324,112 318,140 C308,130 296,126 287,128 Z", STEEL, INK),
        path("M288,70 L286,50 L296,68 Z", STEEL, INK),
        path("M276,92 C262,92 258,104 254,112 C264,110 272,112 280,116 Z", STEEL, INK),
        scaled([path("M214,150 C240,160 254,200 262,226 L212,224 Z", GREY, INK)], 198, 156),
        *mantle(DARK_RED),
        t.shape(BLUE),
        path(
            "M200,206 C262,206 296,214 304,258 L298,325 L232,325 C240,282 232,240 200,206 Z",
            RED,
            INK,
        ),
        panel(26, 212, 40, GOLD),
        path("M178,238 L222,238 L222,325 L178,325 Z", DARK_RED, None),
    ]
    out += [circle(x, y, 7, GOLD, INK) for x, y in ring(200, 214, 66, 30, range(20, 170, 25))]
    out += sleeve([(126, 236), (114, 282), (102, 262)], BLUE)
    out += [
        cuff(104, 266, GOLD),
        path(
            "M110,256 C96,262 82,256 80,244 C78,236 84,232 90,236 L92,226 C94,220 100,222 100,228"
            " L102,238 C108,238 112,246 110,256 Z",
            SKIN,
            INK,
        ),
    ]
    head = [group([*profile_face(young=False, brow=GREY), *profile_beard(GREY)], 198, 156)]
    head += [path("M208,128 C230,130 238,150 232,170 C228,156 220,146 208,142 Z", GREY, INK)]
    head += crown(198, 128, 80, "cap")
    out += [scaled(head, 198, 156)]
    out += sleeve([(270, 236), (296, 280), (282, 276)], RED, 24)
    out += fist(282, 268)
    return out


def king_spades() -> list[str]:
    """David: a long grey beard, a closed crown, his sword upright and his harp."""
    t = Torso(106, 214, 98)
    out = blade((118, 262), (112, 60), 18)
    out += [
        scaled(
            [path("M164,172 C152,132 248,132 236,172 L242,228 L158,228 Z", GREY, INK)], 200, 158
        ),
        *mantle(DARK_RED),
        t.shape(BLUE),
        path("M142,208 L258,208 L268,325 L132,325 Z", RED, INK),
        t.band(300, 314, GOLD),
    ]
    out += ermine(
        [(132, 325), (144, 212), (160, 212), (152, 325)], [(148, 240), (146, 272), (144, 304)]
    )
    out += ermine(
        [(268, 325), (256, 212), (240, 212), (248, 325)], [(252, 240), (254, 272), (256, 304)]
    )
    out += sleeve([(128, 236), (110, 290), (118, 276)], BLUE)
    out += fist(118, 270)
    head = front_face(200, 168, GREY, young=False)
    head += front_beard(200, 168, GREY, long=12)
    head += crown(200, 138, 84, "arched")
    out += [scaled(head, 200, 168)]
    out += sleeve([(272, 234), (298, 262), (290, 290)], BLUE)
    # the harp: a curved neck, a straight pillar and a slanting sound box, four strings
    harp = "M318,190 C300,180 270,200 248,226 L292,318 L318,318 Z"
    out += [
        path("M262,214 L262,252 M276,202 L276,282 M290,194 L290,312 M304,190 L304,318", None, INK),
        path(harp, None, INK, 22),
        path(harp, None, GOLD, 10),
        circle(318, 190, 9, LIGHT_GOLD, INK),
        cuff(292, 286, WHITE),
        hand(282, 296, 20),
    ]
    return out


def king_clubs() -> list[str]:
    """Alexander: a dark curled beard, the orb in one hand and a sceptre in the other."""
    t = Torso(108, 214, 98)
    out = staff((138, 300), (104, 92), GOLD, 10)
    out += [
        circle(102, 84, 12, GOLD, INK),
        *[circle(x, y, 8, GOLD, INK) for x, y in ring(102, 84, 12, 12, (-150, -90, -30))],
        scaled([path("M166,160 C150,118 250,118 234,160 L240,218 L160,218 Z", DARK)], 200, 156),
        *mantle(BLUE),
        t.shape(GOLD),
    ]  # fmt: skip
    # a black lozenge pattern on the gold robe
    for cx, cy in (
        (150, 262),
        (200, 262),
        (250, 262),
        (126, 304),
        (175, 304),
        (225, 304),
        (274, 304),
    ):
        out.append(poly([(cx, cy - 14), (cx + 12, cy), (cx, cy + 14), (cx - 12, cy)], BLACK, None))
    out += [
        path("M96,250 C100,224 122,212 150,206 C150,244 140,290 128,325 L104,325 Z", RED, INK),
        path("M304,250 C300,224 278,212 250,206 C250,244 260,290 272,325 L296,325 Z", RED, INK),
    ]
    out += ermine(
        [(124, 220), (160, 202), (240, 202), (276, 220), (240, 246), (160, 246)],
        [(150, 222), (178, 232), (200, 222), (222, 232), (250, 222)],
    )
    out += sleeve([(132, 238), (120, 290), (138, 296)], RED)
    out += fist(140, 292)
    head = front_face(200, 156, DARK, look=-3, young=False)
    head += front_beard(200, 156, DARK, long=2)
    head += [
        circle(178, 198, 8, DARK, INK),
        circle(222, 198, 8, DARK, INK),
        circle(200, 210, 8, DARK, INK),
    ]
    head += crown(200, 126, 82, "points", GREEN)
    out += [scaled(head, 200, 156)]
    out += sleeve([(270, 236), (296, 286), (282, 282)], RED)
    out += [
        circle(284, 246, 24, GOLD, INK),
        path("M260,246 L308,246 M284,246 L284,270", None, DARK_RED, 7),
        path("M284,222 L284,204 M276,212 L292,212", None, INK, 12),
        path("M284,222 L284,204 M276,212 L292,212", None, GOLD, 6),
        hand(282, 274, 10, 14),
    ]
    return out


# Queens


def queen_hearts() -> list[str]:
    """Judith: a white veil under a small crown, a red rose held up to her face."""
    t = Torso(100, 220, 92)
    out = [
        scaled(
            [
                path(
                    "M164,118 C140,130 130,170 126,222 L274,222 C270,170 260,130 236,118 Z",
                    VEIL,
                    INK,
                ),
                path("M166,152 C160,118 240,118 234,152 L242,214 L158,214 Z", BLOND, INK),
            ],
            200,
            160,
        ),
        t.shape(RED),
        path("M152,214 L248,214 L226,272 L174,272 Z", SKIN, INK),
        path(
            "M152,214 L174,272 L226,272 L248,214 L258,222 L232,284 L168,284 L142,222 Z", GOLD, INK
        ),
        panel(24, 284, 40, BLUE),
        path("M180,300 L220,300 M184,316 L216,316", None, GOLD, 7),
        path("M176,226 C184,250 216,250 224,226", None, LIGHT_GOLD, 7),
        circle(200, 250, 7, RED, INK),
    ]
    out += sleeve([(272, 238), (288, 282), (232, 282)], BLUE)
    out += [cuff(236, 282, GOLD), hand(220, 282, 0)]
    out += [
        scaled(
            [
                *front_face(200, 160, BROWN),
                hairline(200, 160, BLOND),
                path("M166,124 C150,146 144,186 144,214 L160,214 C160,184 164,152 176,130 Z", VEIL),
                path("M234,124 C250,146 256,186 256,214 L240,214 C240,184 236,152 224,130 Z", VEIL),
                *crown(200, 128, 70, "coronet"),
            ],
            200,
            160,
        )
    ]
    out += sleeve([(128, 238), (104, 274), (126, 214)], BLUE)
    out += [
        path("M132,200 C134,180 128,166 122,150", None, GREEN, 6),
        leaf(140, 180, -40, 13),
        *rose(120, 146, 18),
        cuff(128, 222, GOLD),
        hand(130, 208, -20),
    ]
    return out


def queen_diamonds() -> list[str]:
    """Rachel: in profile, dark hair in a net, a folded fan open in her hand."""
    t = Torso(100, 222, 94)
    out = [
        scaled(
            [
                path(
                    "M190,120 C150,118 136,150 140,186 C144,214 164,226 178,228 L200,190 Z",
                    BROWN,
                    INK,
                ),
                ellipse(150, 178, 22, 26, BROWN, INK),
                *[
                    circle(x, y, 4, LIGHT_GOLD, None)
                    for x, y in ring(150, 178, 12, 14, range(0, 360, 60))
                ],
                circle(150, 178, 4, LIGHT_GOLD, None),
            ],
            208,
            158,
        ),
        t.shape(BLUE),
    ]
    for k, y in enumerate(range(248, 325, 22)):
        out.append(t.band(y, y + 10, GOLD if k % 2 == 0 else LIGHT_BLUE, None))
    out += [
        path("M150,212 C170,232 230,232 250,212 L250,228 C230,250 170,250 150,228 Z", WHITE, INK),
        path("M166,230 L182,242 L200,234 L218,242 L234,230", None, RED, 7),
    ]
    out += sleeve([(128, 240), (118, 284), (168, 284)], BLUE)
    out += [cuff(166, 284, WHITE), hand(180, 284, 10)]
    # the fan: ribs spread from the hand
    fx, fy = 262, 282
    ribs = []
    for i in range(7):
        a = math.radians(-160 + i * 23)
        ribs.append((fx + 64 * math.cos(a), fy + 64 * math.sin(a)))
    fan_d = f"M{n(fx)},{n(fy)} " + " ".join(f"L{n(x)},{n(y)}" for x, y in ribs) + " Z"
    out += [path(fan_d, RED, INK)]
    for i in range(0, 6, 2):
        a0, a1 = math.radians(-160 + i * 23), math.radians(-160 + (i + 1) * 23)
        out.append(
            poly(
                [
                    (fx + 20 * math.cos(a0), fy + 20 * math.sin(a0)),
                    (fx + 60 * math.cos(a0), fy + 60 * math.sin(a0)),
                    (fx + 60 * math.cos(a1), fy + 60 * math.sin(a1)),
                    (fx + 20 * math.cos(a1), fy + 20 * math.sin(a1)),
                ],
                GOLD,
                None,
            )
        )
    out += [path(d("M", fx, fy, "L", x, y), None, INK) for x, y in ribs[1:-1]]
    out += [
        scaled(
            [group(profile_face(), 208, 158, flip=True), *crown(206, 124, 64, "coronet", GREEN)],
            208,
            158,
        )
    ]
    out += sleeve([(268, 238), (296, 282), (270, 290)], BLUE)
    out += [cuff(274, 290, WHITE), hand(262, 286, 30)]
    return out


def queen_spades() -> list[str]:
    """Pallas: black hair, a pointed crown, a high lace ruff and a tall sceptre."""
    t = Torso(102, 222, 94)
    out = staff((286, 316), (296, 104), GOLD, 10)
    out += [
        path("M296,102 C282,90 286,70 296,60 C306,70 310,90 296,102 Z", GOLD, INK),
        ellipse(296, 106, 12, 6, LIGHT_GOLD, INK),
        scaled(
            [path("M160,160 C146,114 254,114 240,160 L252,236 L148,236 Z", DARK, INK)], 200, 160
        ),
        t.shape(BLACK),
        panel(22, 222, 46, GOLD),
        path(
            "M182,240 L218,256 M218,240 L182,256 M182,268 L218,284 M218,268 L182,284", None, RED, 7
        ),
        t.band(300, 312, RED),
    ]
    out += [ellipse(x, y, 16, 12, WHITE, INK) for x, y in ring(200, 214, 38, 12, range(0, 360, 40))]
    out += sleeve([(128, 240), (114, 282), (166, 280)], RED)
    out += [cuff(164, 280, WHITE), hand(178, 280, 10)]
    out += [
        scaled(
            [
                *front_face(200, 160, DARK, look=2),
                hairline(200, 160, DARK),
                *crown(200, 128, 72, "points", BLUE),
            ],
            200,
            160,
        )
    ]
    out += sleeve([(272, 240), (304, 272), (292, 268)], RED)
    out += fist(292, 262)
    return out


def queen_clubs() -> list[str]:
    """Argine: auburn hair in plaits, a coronet, three tulips held in her hand."""
    t = Torso(100, 222, 94)
    out = [
        scaled(
            [path("M164,156 C150,112 250,112 236,156 L244,228 L156,228 Z", CHESTNUT, INK)], 200, 160
        ),
        ellipse(146, 236, 14, 22, CHESTNUT, INK),
        ellipse(254, 236, 14, 22, CHESTNUT, INK),
        t.shape(GREEN),
        path("M146,218 C170,240 230,240 254,218 L240,325 L160,325 Z", RED, INK),
        path("M170,240 L200,325 L230,240", None, GOLD, 8),
        path("M150,214 C172,236 228,236 250,214 L246,230 C226,252 174,252 154,230 Z", GOLD, INK),
    ]
    out += sleeve([(126, 240), (112, 284), (166, 282)], GREEN)
    out += [cuff(164, 282, GOLD), hand(178, 282, 10)]
    stems = [(238, 178), (276, 158), (312, 186)]
    for sx, sy in stems:
        out.append(
            path(d("M", 276, 282, "Q", (sx + 276) / 2 + 6, (sy + 282) / 2, sx, sy), None, GREEN, 7)
        )
    out += [leaf(258, 236, -60, 14), leaf(300, 240, 60, 14)]
    for (sx, sy), fill in zip(stems, (RED, GOLD, RED), strict=True):
        out.append(
            path(
                d("M", sx - 18, sy - 12, "C", sx - 18, sy + 16, sx + 18, sy + 16, sx + 18, sy - 12,
                  "L", sx + 9, sy - 4, "L", sx, sy - 18, "L", sx - 9, sy - 4, "Z"),
                fill,
                INK,
            )
        )  # fmt: skip
    out += [
        scaled(
            [
                *front_face(200, 160, CHESTNUT, look=-2),
                hairline(200, 160, CHESTNUT),
                *crown(200, 128, 68, "coronet"),
            ],
            200,
            160,
        )
    ]
    out += sleeve([(272, 240), (298, 290), (282, 286)], GREEN)
    out += [cuff(284, 288, GOLD), hand(276, 280, -10)]
    return out


# Jacks


def jack_diamonds() -> list[str]:
    """Hector: a moustache, a flat red cap with a feather, and a halberd."""
    t = Torso(96, 220, 86)
    out = staff((286, 318), (292, 80))
    out += [
        path("M294,90 C318,92 324,116 320,140 C310,130 302,128 294,130 Z", STEEL, INK),
        path("M290,92 C274,96 268,106 266,116 L290,112 Z", STEEL, INK),
        path("M288,84 L292,48 L298,84 Z", STEEL, INK),
        scaled(
            [path("M164,160 C154,122 246,122 236,160 L240,214 L160,214 Z", BROWN, INK)], 200, 160
        ),
        t.shape(BLUE),
        t.band(236, 252, GOLD),
        t.band(270, 286, GOLD),
        t.band(304, 325, RED),
        path("M170,206 L230,206 L222,232 L178,232 Z", WHITE, INK),
    ]
    out += sleeve([(126, 240), (114, 286), (150, 288)], RED)
    out += [cuff(150, 288, GOLD), hand(162, 288, 20)]
    head = front_face(200, 160, DARK)
    head += [moustache(200, 160, BROWN)]
    head += [
        path("M146,132 C150,96 250,96 254,132 C230,124 170,124 146,132 Z", RED, INK),
        ellipse(200, 132, 58, 10, DARK_RED, INK),
        *feather([(232, 120), (244, 98), (264, 88)]),
        circle(228, 124, 7, GOLD, INK),
    ]
    out += [scaled(head, 200, 160)]
    out += sleeve([(272, 238), (298, 282), (286, 280)], RED)
    out += fist(286, 276)
    out += puffs(GOLD, RED)
    return out


def jack_hearts() -> list[str]:
    """La Hire: in profile, a broad hat with a plume, holding up a burning torch."""
    t = Torso(96, 220, 86)
    out = staff((132, 300), (112, 124), WOOD, 12)
    out += [
        path(
            "M112,126 C86,110 92,86 104,70 C104,84 112,86 114,76 C118,90 130,98 122,112 Z", RED, INK
        ),
        path("M112,122 C102,112 104,100 110,92 C114,102 120,106 118,116 Z", LIGHT_GOLD, None),
        path("M94,128 L130,128 L126,142 L98,142 Z", GOLD, INK),
        scaled([path("M210,130 C238,136 244,180 236,222 L196,222 Z", GOLD, INK)], 196, 162),
        t.shape(RED),
        panel(30, 220, 40, GOLD),
        path("M172,236 L228,236 M172,262 L228,262 M170,288 L230,288", None, RED, 7),
    ]
    out += [path("M150,212 L250,212 L238,232 L162,232 Z", WHITE, INK)]
    out += sleeve([(272, 238), (290, 284), (236, 284)], BLUE)
    out += [cuff(240, 284, WHITE), hand(226, 284, 0)]
    head = [group(profile_face(), 196, 162)]
    head += [
        path("M140,130 C150,116 240,112 262,128 C236,140 170,142 140,130 Z", BLUE, INK),
        path("M164,126 C166,92 232,90 236,124 Z", BLUE, INK),
        path("M166,118 C196,112 222,112 236,118 L236,128 L166,128 Z", GOLD, None),
        *feather([(226, 106), (252, 86), (280, 88)], WHITE, 18),
        *feather([(222, 112), (248, 102), (274, 110)], RED, 12),
    ]
    out += [scaled(head, 196, 162)]
    out += sleeve([(128, 238), (116, 280), (130, 286)], BLUE)
    out += fist(128, 280)
    out += puffs(GOLD, BLUE)
    return out


def jack_spades() -> list[str]:
    """Ogier: in profile with one eye, a tall cap under a great plume, a lance with a pennon."""
    t = Torso(96, 220, 86)
    out = staff((292, 318), (296, 70))
    out += [
        path("M296,78 L240,86 L256,98 L240,112 L296,110 Z", RED, INK),
        path("M296,68 L288,80 L296,48 L304,80 Z", STEEL, INK),
        scaled(
            [
                path(
                    "M168,150 C160,114 236,112 232,150 L228,220 L168,220"
                    " C158,200 158,170 168,150 Z",
                    BLOND,
                    INK,
                )
            ],
            204,
            160,
        ),
        t.shape(BLACK),
        path("M120,225 L200,214 L280,225 L268,325 L132,325 Z", GOLD, INK),
        path("M138,236 L262,236 M140,266 L260,266 M142,296 L258,296", None, BLACK, 8),
        path("M200,214 L200,325", None, RED, 10),
    ]
    out += [
        path("M156,206 C176,226 224,226 244,206 L248,222 C226,246 174,246 152,222 Z", WHITE, INK)
    ]
    out += sleeve([(128, 238), (114, 284), (160, 284)], BLACK)
    out += [cuff(160, 284, GOLD), hand(174, 284, 0)]
    head = [group(profile_face(), 204, 160, flip=True)]
    head += [
        path("M156,134 C150,86 240,74 250,120 L250,134 Z", RED, INK),
        rect(152, 124, 102, 16, GOLD, INK, rx=5),
        *feather([(166, 122), (156, 100), (168, 82)], WHITE, 22),
        *feather([(178, 118), (182, 98), (196, 86)], LIGHT_BLUE, 14),
    ]
    out += [scaled(head, 204, 160)]
    out += sleeve([(272, 238), (298, 282), (292, 282)], BLACK)
    out += fist(292, 274)
    out += puffs(RED, GOLD)
    return out


def jack_clubs() -> list[str]:
    """The Jack of clubs: a green cap, three arrows in one hand, the triangular shield."""
    t = Torso(96, 220, 86)
    out: list[str] = []
    for tx in (258, 284, 310):
        out += [
            line([(284, 312), (tx, 70)], INK, 18),
            line([(284, 312), (tx, 70)], WOOD, 6),
            poly([(tx, 52), (tx - 9, 76), (tx + 9, 76)], STEEL, INK),
        ]
    out += [
        scaled(
            [path("M164,160 C152,120 248,120 236,160 L246,226 L154,226 Z", DARK, INK)], 200, 160
        ),
        t.shape(GREEN),
        panel(28, 220, 44, GOLD),
        *buttons(200, 236, 312, 4, RED),
        path("M150,212 L250,212 L240,232 L160,232 Z", WHITE, INK),
    ]
    out += sleeve([(128, 238), (116, 286), (128, 278)], RED)
    out += [
        path(
            "M86,232 L168,232 L166,270 C162,296 146,312 126,322 C106,312 90,296 88,270 Z", GOLD, INK
        ),
        path("M127,232 L127,322 M88,268 L166,268", None, RED, 8),
        path("M100,244 L116,256 M138,244 L154,256 M100,282 L116,294", None, BLACK, 7),
    ]
    head = front_face(200, 160, DARK, look=3)
    head += [
        path("M152,132 C150,96 250,96 248,132 Z", GREEN, INK),
        path("M146,138 C150,120 250,120 254,138 C230,130 170,130 146,138 Z", RED, INK),
        *feather([(170, 118), (154, 96), (140, 90)], RED, 12),
    ]
    out += [scaled(head, 200, 160)]
    out += sleeve([(272, 238), (300, 288), (286, 292)], RED)
    out += fist(284, 292)
    out += puffs(GOLD, RED)
    return out


# the courts by (suit, rank): Jacks 11, Queens 12, Kings 13, as in the 52-card deck
FIGURES: dict[tuple[str, int], Callable[[], list[str]]] = {
    ("cups", 13): king_hearts,
    ("coins", 13): king_diamonds,
    ("swords", 13): king_spades,
    ("clubs", 13): king_clubs,
    ("cups", 12): queen_hearts,
    ("coins", 12): queen_diamonds,
    ("swords", 12): queen_spades,
    ("clubs", 12): queen_clubs,
    ("cups", 11): jack_hearts,
    ("coins", 11): jack_diamonds,
    ("swords", 11): jack_spades,
    ("clubs", 11): jack_clubs,
}

# where each figure leaves room for the small suit sign in its panel
PIP_AT: dict[tuple[str, int], Pt] = {
    ("cups", 13): (96, 70),
    ("coins", 13): (96, 70),
    ("swords", 13): (304, 70),
    ("clubs", 13): (304, 70),
    ("cups", 12): (304, 70),
    ("coins", 12): (96, 70),
    ("swords", 12): (96, 70),
    ("clubs", 12): (96, 70),
    ("cups", 11): (306, 176),
    ("coins", 11): (96, 70),
    ("swords", 11): (96, 70),
    ("clubs", 11): (96, 70),
}


def court_half(suit: str, rank: int) -> list[str]:
    """The upper half of a court card's figure (nothing below the middle line)."""
    return FIGURES[(suit, rank)]()
