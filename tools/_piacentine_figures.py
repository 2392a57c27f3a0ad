"""Court figures of the Piacentine deck: twelve full-length, single-ended figures.

Each rank and suit has its own pose, dress and attribute, after the Piacentine tradition: the
Fante a young page, the Cavallo a rider (the Cavallo of coins on a horse turning its back to the
viewer), the Re standing, crowned and bearded (the Re of coins with an axe, the Re of clubs in
profile). Feet stand on the ground line at y=560. Parts that make one silhouette are drawn as a
"union": every shape's outline first, then every fill, so that only the outer edge is inked.
"""

from __future__ import annotations

from _piacentine_signs import (
    BLUE,
    DARK_RED,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREEN,
    RED,
    STEEL,
    sign,
)
from _svg import INK, SKIN, SKIN_SHADE, circle, ellipse, group, line, path, poly

WHITE = "#fdfbf4"
SHOE = "#3b2a20"
BLACK = "#2b2422"
PURPLE = "#6b3f8e"
ORANGE = "#e07a22"
GREY = "#9aa3ad"
BROWN = "#8a5a2b"
BLOND = "#e4b64c"
CHESTNUT = "#7a4420"
DARK_HAIR = "#3a2418"
WHITE_BEARD = "#ece6da"
CHEEK = "#ef9d86"
MOUTH = "#b8392f"


# --- drawing helpers -------------------------------------------------------------------------


def union(parts: list[tuple[str, str]], edge: float = 6) -> list[str]:
    """Shapes (path data, fill) inked only along their joint outline."""
    out = [path(d, INK, INK, edge * 2) for d, _fill in parts]
    out += [path(d, fill, None) for d, fill in parts]
    return out


def limb(points: list[tuple[float, float]], colour: str, width: float = 22) -> list[str]:
    return [line(points, INK, width + 12), line(points, colour, width)]


def hand(x: float, y: float, r: float = 12) -> str:
    return circle(x, y, r, SKIN, INK)


def arm(points: list[tuple[float, float]], colour: str, width: float = 22) -> list[str]:
    """A sleeve through the points, a hand at the last."""
    return [*limb(points, colour, width), hand(*points[-1])]


def leg(points: list[tuple[float, float]], colour: str, toe: float = -1) -> list[str]:
    """Hose through the points, a shoe at the last pointing ``toe`` (-1 left, 1 right)."""
    x, y = points[-1]
    shoe = ellipse(x + toe * 9, y + 2, 21, 9, SHOE, INK)
    return [*limb(points, colour, 22), shoe]


def held(suit: str, x: float, y: float, scale: float, rot: float = 0, length: float = 300) -> str:
    return group(sign(suit, 6.5 / scale, length), x, y, rot, scale)


def head(
    x: float,
    y: float,
    r: float = 30,
    hair: str = CHESTNUT,
    style: str = "bob",
    beard: str | None = None,
    look: float = 0,
) -> list[str]:
    """A face seen from the front, ``look`` shifts the features (-1 left .. 1 right)."""
    out = []
    if style == "bob":
        out.append(
            path(
                f"M{x - r * 1.12},{y + r * 0.9} C{x - r * 1.3},{y - r * 1.2} {x + r * 1.3},"
                f"{y - r * 1.2} {x + r * 1.12},{y + r * 0.9} C{x + r * 0.6},{y + r * 1.05}"
                f" {x - r * 0.6},{y + r * 1.05} {x - r * 1.12},{y + r * 0.9} Z",
                hair,
                INK,
            )
        )
    elif style == "long":
        out.append(
            path(
                f"M{x - r * 1.15},{y + r * 1.7} C{x - r * 1.4},{y - r * 1.3} {x + r * 1.4},"
                f"{y - r * 1.3} {x + r * 1.15},{y + r * 1.7} Z",
                hair,
                INK,
            )
        )
    elif style == "curls":
        out += [
            circle(x + dx * r, y + dy * r, r * 0.42, hair, INK)
            for dx, dy in ((-0.95, 0.5), (0.95, 0.5), (-0.85, -0.2), (0.85, -0.2))
        ]
    out.append(circle(x, y, r, SKIN, INK))
    fx = x + look * r * 0.2
    out += [
        ellipse(fx - r * 0.36, y - r * 0.04, r * 0.12, r * 0.15, INK, None),
        ellipse(fx + r * 0.36, y - r * 0.04, r * 0.12, r * 0.15, INK, None),
        path(f"M{fx - r * 0.56},{y - r * 0.32} L{fx - r * 0.2},{y - r * 0.36}", None, hair, 6),
        path(f"M{fx + r * 0.2},{y - r * 0.36} L{fx + r * 0.56},{y - r * 0.32}", None, hair, 6),
        circle(fx - r * 0.55, y + r * 0.32, r * 0.15, CHEEK, None),
        circle(fx + r * 0.55, y + r * 0.32, r * 0.15, CHEEK, None),
        path(
            f"M{fx + r * 0.04},{y + r * 0.02} L{fx - r * 0.08},{y + r * 0.3} L{fx + r * 0.1},"
            f"{y + r * 0.3}",
            None,
            SKIN_SHADE,
            6,
        ),
    ]
    if beard:
        out += [
            path(
                f"M{x - r * 0.92},{y + r * 0.05} C{x - r * 0.95},{y + r * 1.2} {x - r * 0.4},"
                f"{y + r * 1.9} {x},{y + r * 2.05} C{x + r * 0.4},{y + r * 1.9} {x + r * 0.95},"
                f"{y + r * 1.2} {x + r * 0.92},{y + r * 0.05} C{x + r * 0.7},{y + r * 0.55}"
                f" {x + r * 0.3},{y + r * 0.62} {x},{y + r * 0.5} C{x - r * 0.3},{y + r * 0.62}"
                f" {x - r * 0.7},{y + r * 0.55} {x - r * 0.92},{y + r * 0.05} Z",
                beard,
                INK,
            ),
            path(
                f"M{fx - r * 0.5},{y + r * 0.56} C{fx - r * 0.25},{y + r * 0.34} {fx + r * 0.25},"
                f"{y + r * 0.34} {fx + r * 0.5},{y + r * 0.56} C{fx + r * 0.2},{y + r * 0.48}"
                f" {fx - r * 0.2},{y + r * 0.48} {fx - r * 0.5},{y + r * 0.56} Z",
                beard,
                INK,
            ),
        ]
    else:
        out.append(ellipse(fx, y + r * 0.55, r * 0.2, r * 0.09, MOUTH, None))
    return out


def profile_head(x: float, y: float, r: float, hair: str, beard: str | None) -> list[str]:
    """A head in profile looking to the viewer's left."""
    out = [
        path(
            f"M{x + r * 0.2},{y - r} C{x + r * 1.1},{y - r} {x + r * 1.2},{y + r * 0.2}"
            f" {x + r * 0.9},{y + r * 0.8} L{x + r * 0.2},{y + r * 0.9} Z",
            hair,
            INK,
        ),
        path(
            f"M{x + r * 0.3},{y - r} C{x - r * 0.4},{y - r} {x - r * 0.8},{y - r * 0.6}"
            f" {x - r * 0.8},{y - r * 0.15} L{x - r * 1.08},{y + r * 0.22}"
            f" L{x - r * 0.8},{y + r * 0.34} C{x - r * 0.8},{y + r * 0.7} {x - r * 0.6},"
            f"{y + r} {x - r * 0.1},{y + r} C{x + r * 0.4},{y + r} {x + r * 0.6},{y + r * 0.6}"
            f" {x + r * 0.6},{y + r * 0.1} C{x + r * 0.6},{y - r * 0.5} {x + r * 0.5},"
            f"{y - r * 0.9} {x + r * 0.3},{y - r} Z",
            SKIN,
            INK,
        ),
        ellipse(x - r * 0.4, y - r * 0.12, r * 0.1, r * 0.14, INK, None),
        path(f"M{x - r * 0.62},{y - r * 0.42} L{x - r * 0.22},{y - r * 0.42}", None, hair, 6),
    ]
    if beard:
        out.append(
            path(
                f"M{x - r * 0.82},{y + r * 0.5} C{x - r * 0.9},{y + r * 1.5} {x - r * 0.5},"
                f"{y + r * 2.2} {x - r * 0.2},{y + r * 2.3} C{x + r * 0.2},{y + r * 1.8}"
                f" {x + r * 0.6},{y + r * 1.1} {x + r * 0.55},{y + r * 0.2} C{x + r * 0.2},"
                f"{y + r * 0.5} {x - r * 0.4},{y + r * 0.6} {x - r * 0.82},{y + r * 0.5} Z",
                beard,
                INK,
            )
        )
    return out


def beret(x: float, y: float, w: float, colour: str, band: str, plume: str | None) -> list[str]:
    """A soft flat cap on a head whose top is at y, a plume sweeping back."""
    out = [
        path(
            f"M{x - w * 0.42},{y + 10} C{x - w * 0.5},{y - 40} {x + w * 0.5},{y - 40}"
            f" {x + w * 0.42},{y + 10} Z",
            colour,
            INK,
        ),
        ellipse(x, y + 10, w * 0.55, 12, band, INK),
    ]
    if plume:
        out.append(
            path(
                f"M{x + w * 0.2},{y - 8} C{x + w * 0.6},{y - 60} {x + w},{y - 64} {x + w * 1.2},"
                f"{y - 54} C{x + w * 0.9},{y - 40} {x + w * 0.6},{y - 20} {x + w * 0.36},{y + 2} Z",
                plume,
                INK,
            )
        )
    return out


def crown(
    x: float, y: float, w: float, h: float, kind: str = "open", jewel: str = RED
) -> list[str]:
    """A crown whose band sits on ``y``: open (fleurons), arched (closed) or points."""
    half = w / 2
    out = []
    if kind == "arched":
        out.append(
            path(
                f"M{x - half},{y - h * 0.3} C{x - half},{y - h * 1.5} {x + half},"
                f"{y - h * 1.5} {x + half},{y - h * 0.3} Z",
                RED,
                INK,
            )
        )
        out.append(path(f"M{x},{y - h * 0.3} L{x},{y - h * 1.18}", None, GOLD, 8))
        out.append(
            path(
                f"M{x - half},{y - h * 0.3} C{x - half},{y - h * 1.5} {x + half},"
                f"{y - h * 1.5} {x + half},{y - h * 0.3}",
                None,
                GOLD,
                8,
            )
        )
        out.append(circle(x, y - h * 1.3, 9, GOLD_LIGHT, INK))
        out.append(
            path(
                f"M{x - 6},{y - h * 1.56} L{x + 6},{y - h * 1.56} M{x},{y - h * 1.62}"
                f" L{x},{y - h * 1.46}",
                None,
                GOLD_DARK,
                6,
            )
        )
    if kind == "points":
        tips = [
            (x - half, y - h),
            (x - half * 0.5, y - h * 1.2),
            (x, y - h * 1.35),
            (x + half * 0.5, y - h * 1.2),
            (x + half, y - h),
        ]
        outline = (
            [(x - half, y)]
            + [
                p
                for i, t in enumerate(tips)
                for p in (
                    [t] if i == len(tips) - 1 else [t, ((t[0] + tips[i + 1][0]) / 2, y - h * 0.45)]
                )
            ]
            + [(x + half, y)]
        )
        out.append(poly(outline, GOLD, INK))
        out += [circle(tx, ty, 6, GOLD_LIGHT, INK) for tx, ty in tips]
    else:
        fleur = []
        for dx in (-half * 0.8, 0, half * 0.8):
            fleur.append(
                path(
                    f"M{x + dx - 12},{y - h * 0.3} C{x + dx - 16},{y - h * 0.8} {x + dx - 4},"
                    f"{y - h * 0.9} {x + dx},{y - h * 1.1} C{x + dx + 4},{y - h * 0.9}"
                    f" {x + dx + 16},{y - h * 0.8} {x + dx + 12},{y - h * 0.3} Z",
                    GOLD,
                    INK,
                )
            )
        out += fleur
    out.append(
        path(
            f"M{x - half},{y + 4} L{x - half * 0.98},{y - h * 0.36} L{x + half * 0.98},"
            f"{y - h * 0.36} L{x + half},{y + 4} Z",
            GOLD_LIGHT,
            INK,
        )
    )
    out += [
        circle(x + dx * half, y - h * 0.16, 6, c, None)
        for dx, c in ((-0.55, jewel), (0, BLUE), (0.55, jewel))
    ]
    return out


def ermine(x: float, y0: float, y1: float, w: float = 26) -> list[str]:
    out = [
        path(
            f"M{x - w / 2},{y0} L{x + w / 2},{y0} L{x + w / 2},{y1} L{x - w / 2},{y1} Z", WHITE, INK
        )
    ]
    out += [
        path(f"M{x},{yy} l-4,10 l8,0 Z", INK, None) for yy in range(int(y0) + 16, int(y1) - 10, 36)
    ]
    return out


def tunic(x: float, top: float, waist: float, hem: float, sh: float, ww: float, hw: float) -> str:
    """Path data of a doublet flaring to a skirt: shoulders half-width ``sh`` at ``top``."""
    return (
        f"M{x - sh},{top + 14} C{x - sh},{top} {x - sh * 0.6},{top - 4} {x},{top - 4}"
        f" C{x + sh * 0.6},{top - 4} {x + sh},{top} {x + sh},{top + 14}"
        f" L{x + ww},{waist} L{x + hw},{hem} C{x + hw * 0.5},{hem + 14} {x - hw * 0.5},{hem + 14}"
        f" {x - hw},{hem} L{x - ww},{waist} Z"
    )


def belt(x: float, y: float, half: float, colour: str = GOLD) -> list[str]:
    return [
        path(
            f"M{x - half},{y - 7} L{x + half},{y - 7} L{x + half + 1},{y + 7} L{x - half - 1},"
            f"{y + 7} Z",
            colour,
            INK,
        ),
        path(
            f"M{x - 8},{y - 7} L{x + 8},{y - 7} L{x + 8},{y + 7} L{x - 8},{y + 7} Z",
            GOLD_LIGHT,
            INK,
        ),
    ]


def robe(x: float, top: float, sh: float, hem_w: float, colour: str) -> str:
    """Path data of a robe from the shoulders to the ground."""
    return (
        f"M{x - sh},{top + 16} C{x - sh},{top} {x - sh * 0.6},{top - 4} {x},{top - 4}"
        f" C{x + sh * 0.6},{top - 4} {x + sh},{top} {x + sh},{top + 16}"
        f" L{x + hem_w},{550} C{x + hem_w * 0.5},{562} {x - hem_w * 0.5},{562} {x - hem_w},{550} Z"
    )


def axe(x: float, y: float) -> list[str]:
    """A long-handled axe, its head at (x, y), the haft down to the ground."""
    return [
        *limb([(x, y - 30), (x, 552)], BROWN, 10),
        path(
            f"M{x},{y - 20} C{x - 30},{y - 40} {x - 60},{y - 36} {x - 72},{y - 56}"
            f" C{x - 80},{y - 10} {x - 76},{y + 36} {x - 64},{y + 66} C{x - 50},{y + 40}"
            f" {x - 26},{y + 30} {x},{y + 30} Z",
            STEEL,
            INK,
        ),
        path(
            f"M{x - 62},{y - 40} C{x - 70},{y - 4} {x - 68},{y + 30} {x - 60},{y + 52}",
            None,
            GREY,
            6,
        ),
        path(f"M{x},{y - 12} L{x + 22},{y - 2} L{x},{y + 12} Z", STEEL, INK),
        circle(x, y - 34, 8, GOLD, INK),
    ]


# --- the Fanti ---------------------------------------------------------------------------------


def fante_coins() -> list[str]:
    """A page in a red tunic, blue cape and black plumed beret; hand on hip, a coin held up."""
    out = [path("M148,214 C118,300 112,420 124,470 L176,440 L188,230 Z", BLUE, INK)]  # cape
    out += leg([(184, 396), (178, 480), (172, 548)], BLUE, -1)
    out += leg([(216, 396), (226, 480), (234, 548)], BLUE, 1)
    out += arm([(152, 232), (120, 290), (160, 330)], RED)
    out += union([(tunic(200, 214, 330, 412, 50, 40, 62), RED)])
    out += [
        path("M200,212 L200,414", None, GOLD, 8),
        *belt(200, 330, 41),
        path("M140,404 C180,420 220,420 260,404", None, GOLD, 8),
        ellipse(200, 214, 34, 11, WHITE, INK),
    ]
    out += head(200, 170, 30, BLOND, "bob", look=0.6)
    out += beret(196, 138, 92, BLACK, RED, WHITE)
    out += arm([(246, 230), (282, 200), (296, 156)], RED)
    out.append(held("coins", 300, 118, 0.82))
    out.append(hand(296, 156))
    return out


def fante_cups() -> list[str]:
    """A page in a long green tunic and a red chaperon, a covered cup held in both hands."""
    out = leg([(186, 430), (182, 490), (178, 548)], RED, -1)
    out += leg([(214, 430), (222, 490), (230, 548)], RED, 1)
    out += union([(tunic(200, 214, 320, 448, 48, 38, 70), GREEN)])
    out += [
        path("M146,440 C180,456 220,456 254,440", None, GOLD, 8),
        *belt(200, 322, 39, BROWN),
        path("M168,214 C180,246 220,246 232,214 C220,204 180,204 168,214 Z", GOLD, INK),
    ]
    out += head(200, 172, 29, CHESTNUT, "curls", look=-0.3)
    out += [
        # a chaperon: a padded roll round the head, a puffed crown, a tail hanging behind
        path("M226,146 C250,160 262,200 254,250 L238,246 C242,206 234,176 216,156 Z", RED, INK),
        path("M168,146 C160,104 238,100 234,146 Z", RED, INK),
        ellipse(200, 146, 40, 15, DARK_RED, INK),
        path("M166,142 C186,150 214,150 234,142", None, GOLD, 6),
    ]
    out += arm([(154, 232), (146, 300), (182, 338)], GREEN)
    out += arm([(246, 232), (254, 300), (218, 338)], GREEN)
    out.append(held("cups", 200, 296, 0.78))
    out += [
        path("M168,252 C176,230 224,230 232,252 Z", GOLD, INK),
        circle(200, 226, 9, GOLD_LIGHT, INK),
        hand(182, 338),
        hand(218, 338),
    ]
    return out


def fante_swords() -> list[str]:
    """A page in a blue doublet with red puffed sleeves and a feathered hat, striding, his
    sword on his shoulder."""
    out = leg([(186, 392), (156, 470), (140, 548)], GOLD, -1)
    out += leg([(214, 392), (230, 470), (246, 548)], GOLD, 1)
    out += union([(tunic(200, 216, 330, 398, 46, 36, 54), BLUE)])
    out += [
        path("M176,216 L200,300 L224,216", None, GOLD_LIGHT, 8),
        *belt(200, 330, 37, RED),
        ellipse(200, 216, 30, 10, WHITE, INK),
    ]
    out += arm([(156, 236), (136, 300), (160, 334)], BLUE)
    out += [ellipse(150, 246, 22, 28, RED, INK), ellipse(250, 246, 22, 28, RED, INK)]
    out += head(200, 172, 29, DARK_HAIR, "bob", look=-0.5)
    out += [
        path("M158,148 C160,116 240,116 242,148 Z", BLUE, INK),
        ellipse(200, 148, 58, 12, RED, INK),
        path("M170,132 C140,96 130,80 120,60 C146,70 166,92 180,124 Z", GOLD_LIGHT, INK),
    ]
    out.append(held("swords", 292, 196, 0.8, 28, 360))
    out += arm([(250, 240), (278, 286), (240, 300)], BLUE)
    return out


def fante_clubs() -> list[str]:
    """A page in an orange tunic and a broad hat, leaning with both hands on a great club."""
    out = [held("clubs", 286, 420, 0.92, 184, 300)]
    out += leg([(190, 400), (204, 480), (218, 548)], GREEN, 1)
    out += leg([(206, 400), (180, 480), (168, 548)], GREEN, -1)
    out += union([(tunic(196, 216, 330, 410, 48, 38, 58), ORANGE)])
    out += [
        path("M172,220 L220,220 L214,300 L178,300 Z", GREEN, INK),
        *belt(196, 330, 39, GREEN),
        path("M140,402 C176,418 216,418 252,402", None, GOLD_LIGHT, 8),
    ]
    out += arm([(152, 234), (150, 300), (188, 316), (276, 286)], ORANGE)
    out += arm([(240, 234), (262, 270), (282, 282)], ORANGE)
    out += head(196, 172, 29, CHESTNUT, "bob", look=0.4)
    out += [
        path("M160,146 C164,112 228,112 232,146 Z", BROWN, INK),
        ellipse(196, 146, 74, 14, BROWN, INK),
        path("M162,138 L230,138", None, RED, 8),
    ]
    return out


# --- the horses and the Cavalli -----------------------------------------------------------------


def horse(coat: str, mane: str, pose: str = "walk") -> list[str]:
    """A horse in profile walking to the viewer's left (forelegs raised when rearing)."""
    far = _shade(coat)
    if pose == "rear":
        fore_far = [(132, 420), (108, 386), (86, 404)]
        fore_near = [(150, 424), (112, 408), (96, 436)]
    else:
        fore_far = [(140, 440), (134, 500), (132, 552)]
        fore_near = [(160, 446), (130, 482), (138, 516)]
    hind_far = [(288, 440), (300, 500), (290, 552)]
    hind_near = [(306, 436), (320, 496), (312, 552)]
    out = [path("M320,398 C348,406 356,462 348,530 C336,494 326,462 306,430 Z", mane, INK)]
    for pts in (fore_far, hind_far):
        out += [*limb(pts, far, 24), ellipse(pts[-1][0], pts[-1][1], 15, 9, BLACK, INK)]
    body = (
        "M120,420 C120,366 190,368 230,372 C280,372 336,366 336,418"
        " C336,470 280,470 230,468 C180,470 120,472 120,420 Z"
    )
    neck = "M116,426 C96,380 94,334 104,296 L150,286 C160,326 178,362 206,390 Z"
    skull = (
        "M114,262 C98,270 86,290 78,312 C72,326 62,336 62,348 C62,360 72,367 84,365"
        " C98,363 110,352 122,342 C136,332 148,318 148,300 C148,280 132,262 114,262 Z"
    )
    out += union([(body, coat), (neck, coat), (skull, coat)])
    crest = "M122,264 C150,280 174,330 206,384"
    out += [
        poly([(108, 266), (110, 234), (128, 262)], coat, INK),
        path(crest, None, INK, 28),
        path(crest, None, mane, 16),
        path("M116,262 C104,264 98,272 100,282", None, mane, 10),
        circle(108, 292, 5, INK, None),
        circle(70, 348, 4, INK, None),
        line([(74, 356), (110, 302), (210, 330)], RED, 6),
    ]
    for pts in (fore_near, hind_near):
        out += [*limb(pts, coat, 24), ellipse(pts[-1][0], pts[-1][1], 15, 9, BLACK, INK)]
    return out


def _shade(coat: str) -> str:
    r, g, b = (int(coat[i : i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * 0.72):02x}{int(g * 0.72):02x}{int(b * 0.72):02x}"


def mounted(steed: list[str], rider: list[str], grow: float = 1.06, dx: float = 6) -> list[str]:
    """The horse grown about its hooves' line, the rider lifted to sit on its back, both moved
    ``dx`` to the right."""
    lift = (552 - 372) * (grow - 1)
    return [
        group(steed, 220 * (1 - grow) + dx, 552 * (1 - grow), scale=grow),
        group(rider, dx, -lift),
    ]


def saddle(cloth: str) -> list[str]:
    return [
        path("M186,372 L280,372 L286,448 C254,460 212,460 180,448 Z", cloth, INK),
        path("M180,436 C212,448 254,448 286,436 L286,450 C254,462 212,462 180,450 Z", GOLD, INK),
    ]


def rider_seat(dress: str, hose: str, x: float = 232) -> list[str]:
    """The rider's near leg and torso, seated at x, facing the viewer."""
    out = leg([(x - 4, 372), (x - 30, 410), (x - 20, 470)], hose, -1)
    out += union([(tunic(x, 298, 356, 392, 30, 26, 40), dress)])
    return out


def cavallo_coins() -> list[str]:
    """A palomino turning its back to the viewer, its head looking round to the left; the
    rider, in a red beret and a red cape, looks round too and holds a coin high."""
    coat, mane = "#e2bf72", "#f6ecd0"
    shade = _shade(coat)
    out = [
        # neck and head of the horse beyond the rider, turned to the left
        *union(
            [
                ("M150,392 C118,352 100,312 100,276 L146,262 C160,306 180,344 206,372 Z", coat),
                ("M98,254 C110,236 140,240 148,262 L116,330 C104,346 80,342 78,326 Z", coat),
            ]
        ),
        poly([(106, 250), (108, 222), (126, 250)], coat, INK),
        path("M118,252 C146,262 170,316 200,366", None, mane, 12),
        circle(108, 276, 5, INK, None),
        line([(84, 324), (114, 276), (200, 330)], RED, 6),
    ]
    # forelegs glimpsed between the hind legs
    for x in (178, 222):
        out += [*limb([(x, 480), (x, 552)], shade, 20), ellipse(x, 552, 13, 8, BLACK, INK)]
    for x0, x1 in ((146, 136), (254, 264)):
        out += [
            *limb([(x0, 470), (x1 + (x0 - x1) * 0.4, 512), (x1, 552)], coat, 32),
            ellipse(x1, 554, 18, 9, BLACK, INK),
        ]
    rump = (
        "M200,384 C160,356 88,372 88,440 C88,492 140,508 200,496"
        " C260,508 312,492 312,440 C312,372 240,356 200,384 Z"
    )
    out += union([(rump, coat)])
    out += [
        path("M128,470 C110,446 112,410 132,392", None, shade, 8),
        path("M272,470 C290,446 288,410 268,392", None, shade, 8),
        # the long pale tail down the middle
        path(
            "M200,392 C176,438 168,500 180,560 C192,540 208,540 220,560 C232,500 224,438 200,392 Z",
            mane,
            INK,
        ),
        # the saddle cloth over the croup
        path("M122,378 C150,354 250,354 278,378 L286,418 C240,434 160,434 114,418 Z", GREEN, INK),
        path("M114,408 C160,424 240,424 286,408 L288,422 C240,438 160,438 112,422 Z", GOLD, INK),
    ]
    # the rider from behind: a leg down each flank, a short gold cape over the back
    out += leg([(170, 378), (124, 414), (120, 462)], BLUE, -1)
    out += leg([(230, 378), (276, 414), (280, 462)], BLUE, 1)
    out += arm([(172, 306), (148, 344), (160, 372)], GREEN)
    out += union([("M166,300 C166,282 234,282 234,300 L244,386 C220,398 180,398 156,386 Z", GREEN)])
    out += [
        path(
            "M162,296 C146,340 140,372 150,396 C180,410 220,410 250,396 C260,372 254,340 238,296"
            " C224,314 176,314 162,296 Z",
            RED,
            INK,
        ),
        path("M200,316 L200,404", None, DARK_RED, 6),
    ]
    out += head(200, 262, 27, BLOND, "bob", look=-0.9)
    out += beret(196, 232, 82, RED, GOLD, WHITE)
    out += arm([(230, 304), (268, 270), (290, 222)], GREEN)
    out.append(held("coins", 296, 178, 0.78))
    out.append(hand(290, 222))
    return out


def cavallo_cups() -> list[str]:
    """A rider in red on a bay horse walking to the right, offering a cup before him."""
    steed = horse("#b06a38", "#3d2417") + saddle(BLUE)
    rider = arm([(212, 312), (196, 340), (204, 362)], RED)
    rider += rider_seat(RED, GOLD)
    rider += [path("M206,300 C216,318 248,318 258,300", None, GOLD, 8)]
    rider += head(232, 264, 27, CHESTNUT, "curls", look=0.5)
    rider += [
        path("M204,246 C206,210 258,210 260,246 Z", GREEN, INK),
        ellipse(232, 246, 40, 10, GOLD, INK),
    ]
    rider += arm([(254, 316), (224, 296), (160, 262)], RED)
    rider.append(held("cups", 150, 214, 0.62))
    rider.append(hand(160, 262))
    return [group(mounted(steed, rider), 400, 0, flip=True)]


def cavallo_swords() -> list[str]:
    """A rider in armour on a rearing grey horse, his sword raised over his head."""
    steed = horse("#cfd3d6", "#5b6068", "rear") + saddle(GREEN)
    out = [held("swords", 262, 164, 0.64, 14, 300)]
    out += rider_seat(GREY, RED)
    out += [
        path("M210,310 C222,330 242,330 254,310 L250,350 L214,350 Z", STEEL, INK),
        *belt(232, 356, 27, RED),
    ]
    out += arm([(212, 310), (190, 350), (206, 372)], GREY)
    out += head(232, 266, 27, DARK_HAIR, None, look=-0.4)
    out += [
        path("M202,262 C198,218 266,218 262,262 L256,252 C248,236 216,236 208,252 Z", STEEL, INK),
        path("M232,230 C240,200 262,188 284,190 C268,204 252,220 240,236 Z", RED, INK),
    ]
    out += arm([(252, 306), (276, 268), (262, 232)], GREY)
    both = "".join(mounted(steed, out, grow=1.0, dx=0))
    return [f'<g transform="translate(20 4) rotate(-12 300 552)">{both}</g>']


def cavallo_clubs() -> list[str]:
    """A rider in a yellow coat and a broad green hat on a dark horse, club on his shoulder."""
    steed = horse("#5a3a28", "#22160f") + saddle(RED)
    out = [held("clubs", 176, 226, 0.72, -38, 300)]
    out += arm([(212, 312), (190, 344), (200, 366)], GOLD)
    out += rider_seat(GOLD, GREEN)
    out += [path("M212,300 L232,356 L252,300", None, GREEN, 8)]
    out += head(232, 264, 27, CHESTNUT, "bob", look=-0.6)
    out += [
        path("M202,246 C204,214 260,214 262,246 Z", GREEN, INK),
        ellipse(232, 246, 56, 12, GREEN, INK),
        path("M212,236 L252,236", None, RED, 6),
    ]
    out += arm([(254, 312), (236, 282), (208, 276)], GOLD)
    return mounted(steed, out)


# --- the Re -----------------------------------------------------------------------------------


def re_coins() -> list[str]:
    """A king in a red robe and blue ermine-lined mantle, an axe in one hand, a coin in the
    other."""
    out = axe(112, 200)
    out += union(
        [
            ("M146,236 C112,330 96,460 90,552 L310,552 C304,460 288,330 254,236 Z", BLUE),
            (robe(200, 230, 52, 80, RED), RED),
        ]
    )
    out += [path("M124,534 C170,546 230,546 276,534", None, GOLD, 12)]
    out += ermine(200, 236, 548)
    out += [
        *belt(200, 340, 60, GOLD),
        ellipse(176, 558, 20, 8, SHOE, INK),
        ellipse(224, 558, 20, 8, SHOE, INK),
        path("M136,232 C160,268 240,268 264,232 C244,214 156,214 136,232 Z", WHITE, INK),
    ]
    out += arm([(152, 250), (128, 300), (112, 290)], BLUE)
    out += head(200, 180, 32, WHITE_BEARD, "long", WHITE_BEARD)
    out += crown(200, 150, 82, 46, "open")
    out += arm([(250, 250), (276, 300), (262, 322)], BLUE)
    out.append(held("coins", 262, 318, 0.62))
    out.append(hand(262, 350))
    return out


def re_cups() -> list[str]:
    """A king in a green robe under a red mantle, an arched crown, raising a cup."""
    out = union(
        [
            ("M150,232 C124,320 108,450 96,552 L304,552 C292,450 276,320 250,232 Z", RED),
            (robe(200, 228, 50, 74, GREEN), GREEN),
        ]
    )
    out += [
        path("M130,536 C170,548 230,548 270,536", None, GOLD, 12),
        path("M200,232 L200,548", None, GOLD, 10),
        *[circle(200, y, 6, GOLD_LIGHT, INK) for y in (280, 360, 440, 520)],
        path("M150,334 C180,344 220,344 250,334", None, GOLD, 12),
        ellipse(178, 558, 20, 8, SHOE, INK),
        ellipse(222, 558, 20, 8, SHOE, INK),
        path("M140,236 C164,262 236,262 260,236 L252,226 C232,246 168,246 148,226 Z", GOLD, INK),
    ]
    out += arm([(150, 250), (150, 320), (184, 344)], RED)
    out += head(200, 178, 31, CHESTNUT, "long", CHESTNUT, look=0.3)
    out += crown(200, 148, 76, 46, "arched", GREEN)
    out += arm([(252, 250), (290, 230), (298, 170)], RED)
    out.append(held("cups", 300, 120, 0.66))
    out.append(hand(298, 170))
    return out


def re_swords() -> list[str]:
    """A king in armour and a long blue cloak, a pointed crown, his sword upright in his fist."""
    out = [path("M150,230 C118,330 104,450 98,552 L302,552 C296,450 282,330 250,230 Z", BLUE, INK)]
    out += leg([(184, 420), (178, 490), (176, 550)], RED, -1)
    out += leg([(216, 420), (224, 490), (228, 550)], RED, 1)
    out += union([(tunic(200, 228, 340, 430, 48, 40, 58), STEEL)])
    out += [
        path("M176,236 C176,290 190,320 200,326 C210,320 224,290 224,236", None, GREY, 6),
        *belt(200, 340, 41, GOLD),
        path("M146,418 L254,418 L258,434 C220,446 180,446 142,434 Z", GOLD, INK),
        path("M150,230 C170,250 230,250 250,230 C230,218 170,218 150,230 Z", GOLD, INK),
    ]
    out += arm([(154, 246), (130, 300), (160, 336)], STEEL)
    out += head(200, 178, 31, DARK_HAIR, "bob", DARK_HAIR, look=0.2)
    out += crown(200, 150, 80, 44, "points")
    out.append(held("swords", 282, 196, 0.82, 0, 340))
    out += arm([(246, 246), (266, 296), (282, 318)], STEEL)
    return out


def re_clubs() -> list[str]:
    """A king in profile to the left, in a long purple robe under a red mantle, his club held
    before him like a sceptre."""
    out = [
        path(
            "M206,226 C262,240 292,330 304,430 C312,490 322,530 330,552 L244,552"
            " C250,470 246,330 206,226 Z",
            RED,
            INK,
        )
    ]
    out += union(
        [
            (
                "M196,228 C240,232 262,300 272,400 C280,470 292,520 300,552"
                " L120,552 C128,470 140,330 160,250"
                " C168,234 180,228 196,228 Z",
                PURPLE,
            ),
        ]
    )
    out += [
        path("M300,552 C270,560 150,560 120,552 L122,530 C150,540 270,540 298,530 Z", WHITE, INK),
        path("M176,236 C160,300 150,420 146,536", None, GOLD, 10),
        path("M154,340 C190,352 230,352 262,340", None, GOLD, 12),
        path("M128,556 C128,540 150,540 156,556 Z", SHOE, INK),
    ]
    out.append(held("clubs", 132, 300, 0.86, -8, 340))
    out += profile_head(200, 184, 32, WHITE_BEARD, WHITE_BEARD)
    out += [
        path("M180,156 L176,112 L192,132 L206,104 L218,130 L230,112 L228,158 Z", GOLD, INK),
        path("M178,160 L230,160 L228,144 L180,142 Z", GOLD_LIGHT, INK),
        circle(204, 152, 5, RED, None),
    ]
    out += arm([(210, 250), (196, 322), (146, 318)], RED, 26)
    out += [path("M166,326 L178,304", None, WHITE, 12)]
    out += [path("M196,236 C220,242 234,260 232,276 C214,270 196,260 186,250 Z", WHITE, INK)]
    return out


FIGURES = {
    (8, "coins"): fante_coins,
    (8, "cups"): fante_cups,
    (8, "swords"): fante_swords,
    (8, "clubs"): fante_clubs,
    (9, "coins"): cavallo_coins,
    (9, "cups"): cavallo_cups,
    (9, "swords"): cavallo_swords,
    (9, "clubs"): cavallo_clubs,
    (10, "coins"): re_coins,
    (10, "cups"): re_cups,
    (10, "swords"): re_swords,
    (10, "clubs"): re_clubs,
}


def figure(suit: str, rank: int) -> list[str]:
    return FIGURES[(rank, suit)]()
