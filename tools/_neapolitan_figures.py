"""The twelve Neapolitan court figures: full length, single-ended, standing on the platform
(feet at y=556). Each rank keeps its silhouette (the Fante a page on two legs in a short tunic,
the Cavallo a rider on four, the Re crowned in a robe to the ground) and each suit its own pose,
dress and attribute."""

from __future__ import annotations

from _neapolitan_signs import (
    BLUE,
    GOLD,
    GOLD_LIGHT,
    GREEN,
    LEAF,
    RED,
    club,
    place_coin,
    place_cup,
    sword,
)
from _svg import INK, SKIN, SKIN_SHADE, circle, ellipse, group, line, path, poly, rect

WHITE = "#fdfbf4"
SHOE = "#3b2a20"
ORANGE = "#d9861c"
PURPLE = "#6d3b7a"
TEAL = "#2a8a86"
PINK = "#e9a0a8"
BROWN_HAIR = "#6b3d1f"
BLOND = "#e0b64a"
BLACK_HAIR = "#2e211b"
AUBURN = "#a5562a"
GREY = "#d9d4ca"
STEEL_GREY = "#c9ced6"


# --- bodies -------------------------------------------------------------------------------


def head(x: float, y: float, hair: str, kind: str = "short", beard: str | None = None) -> list:
    """A face of radius 32 with hair: ``long`` falls to the shoulders, ``short`` is a bob."""
    r = 32
    out = []
    if kind == "long":
        # two long locks falling to the shoulders, the neck between them
        out.append(
            path(
                f"M{x - 30},{y - 24} C{x - 52},{y + 10} {x - 50},{y + 56} {x - 38},{y + 76}"
                f" L{x - 16},{y + 70} C{x - 20},{y + 50} {x - 16},{y + 30} {x},{y + 28}"
                f" C{x + 16},{y + 30} {x + 20},{y + 50} {x + 16},{y + 70} L{x + 38},{y + 76}"
                f" C{x + 50},{y + 56} {x + 52},{y + 10} {x + 30},{y - 24} Z",
                hair,
                INK,
            )
        )
        out.append(rect(x - 11, y + 20, 22, 36, SKIN, INK))
    elif kind == "short":
        out.append(
            path(
                f"M{x - 30},{y - 20} C{x - 44},{y + 6} {x - 40},{y + 30} {x - 30},{y + 34}"
                f" L{x + 30},{y + 34} C{x + 40},{y + 30} {x + 44},{y + 6} {x + 30},{y - 20} Z",
                hair,
                INK,
            )
        )
    out.append(circle(x, y, r, SKIN, INK))
    out += [
        circle(x - 12, y - 2, 4, INK, None),
        circle(x + 12, y - 2, 4, INK, None),
        path(
            f"M{x - 20},{y - 13} L{x - 6},{y - 15} M{x + 6},{y - 15} L{x + 20},{y - 13}",
            None,
            hair if hair != GREY else "#8a8276",
            6,
        ),
        path(f"M{x},{y} L{x - 4},{y + 9} L{x + 3},{y + 10}", None, SKIN_SHADE, 6),
        circle(x - 19, y + 10, 5, "#f1a18c", None),
        circle(x + 19, y + 10, 5, "#f1a18c", None),
    ]
    if beard:
        out.append(
            path(
                f"M{x - 30},{y + 2} C{x - 32},{y + 40} {x - 14},{y + 66} {x},{y + 70}"
                f" C{x + 14},{y + 66} {x + 32},{y + 40} {x + 30},{y + 2}"
                f" C{x + 22},{y + 18} {x + 12},{y + 14} {x},{y + 14}"
                f" C{x - 12},{y + 14} {x - 22},{y + 18} {x - 30},{y + 2} Z",
                beard,
                INK,
            )
        )
        out.append(
            path(
                f"M{x - 16},{y + 19} C{x - 8},{y + 11} {x + 8},{y + 11} {x + 16},{y + 19}"
                f" C{x + 6},{y + 16} {x - 6},{y + 16} {x - 16},{y + 19} Z",
                beard,
                INK,
                6,
            )
        )
    else:
        out.append(ellipse(x, y + 17, 6, 3.5, "#b8392f", None))
    # the fringe over the brow
    if kind in ("long", "short"):
        out.append(
            path(
                f"M{x - 31},{y - 4} C{x - 32},{y - 40} {x + 32},{y - 40} {x + 31},{y - 4}"
                f" C{x + 18},{y - 18} {x - 14},{y - 22} {x - 31},{y - 4} Z",
                hair,
                INK,
            )
        )
    return out


def crown(x: float, y: float, w: float = 84, h: float = 44, jewel: str = RED) -> list[str]:
    """An open crown whose band sits on ``y``."""
    half = w / 2
    tips = [(x + half * k, y - h * (1.2 if abs(k) == 0.5 else 1.0)) for k in (-1, -0.5, 0, 0.5, 1)]
    outline = [(x - half * 1.04, y + 4)]
    for i, tip in enumerate(tips):
        outline.append(tip)
        if i < 4:
            outline.append(((tip[0] + tips[i + 1][0]) / 2, y - h * 0.5))
    outline.append((x + half * 1.04, y + 4))
    out = [
        poly(outline, GOLD, INK),
        rect(x - half * 1.04, y - h * 0.34, w * 1.04, h * 0.38, GOLD_LIGHT, INK, rx=3),
    ]
    out += [circle(tx, ty, 7, GOLD_LIGHT, INK) for tx, ty in tips]
    out += [
        circle(x + dx * half, y - h * 0.15, 5.5, c, None)
        for dx, c in ((-0.55, jewel), (0, BLUE), (0.55, jewel))
    ]
    return out


def beret(x: float, y: float, colour: str, plume: str = WHITE, side: int = 1) -> list[str]:
    """A soft cap sitting on the head at ``y`` with a curling plume."""
    return [
        path(
            f"M{x - 40},{y + 2} C{x - 40},{y - 30} {x + 40},{y - 30} {x + 40},{y + 2} Z",
            colour,
            INK,
        ),
        ellipse(x, y + 2, 44, 10, colour, INK),
        path(
            f"M{x + side * 22},{y - 12} C{x + side * 44},{y - 52} {x + side * 64},{y - 60}"
            f" {x + side * 84},{y - 62} C{x + side * 70},{y - 40} {x + side * 50},{y - 20}"
            f" {x + side * 30},{y - 4} Z",
            plume,
            INK,
        ),
    ]


def brimmed_hat(x: float, y: float, colour: str, band: str, plume: str) -> list[str]:
    """A tall hat with a wide brim and a plume, for riders and pages."""
    return [
        path(
            f"M{x - 28},{y} L{x - 22},{y - 44} C{x - 10},{y - 52} {x + 10},{y - 52}"
            f" {x + 22},{y - 44} L{x + 28},{y} Z",
            colour,
            INK,
        ),
        rect(x - 27, y - 16, 54, 12, band, INK),
        ellipse(x, y, 52, 10, colour, INK),
        path(
            f"M{x + 18},{y - 36} C{x + 40},{y - 70} {x + 70},{y - 76} {x + 84},{y - 68}"
            f" C{x + 64},{y - 56} {x + 44},{y - 36} {x + 26},{y - 22} Z",
            plume,
            INK,
        ),
    ]


def arm(points: list[tuple[float, float]], sleeve: str, hand: bool = True) -> list[str]:
    """A sleeve through shoulder, elbow and wrist, and a round hand at the end."""
    out = [line(points, INK, 32), line(points, sleeve, 20)]
    if hand:
        out.append(circle(points[-1][0], points[-1][1], 12, SKIN, INK))
    return out


def legs(x: float, top: float, spread: float, hose: str, step: float = 0) -> list[str]:
    """Two legs in hose from the hem at ``top`` to shoes on the platform; ``step`` sets one
    foot forward (sideways on the card)."""
    out = []
    for side in (-1, 1):
        foot = x + side * spread + (step if side == 1 else 0)
        knee = (x + side * spread * 0.7 + (step / 2 if side == 1 else 0), (top + 548) / 2)
        pts = [(x + side * 14, top), knee, (foot, 540)]
        out += [line(pts, INK, 30), line(pts, hose, 18)]
        out.append(
            path(
                f"M{foot - side * 12},554 L{foot - side * 12},540 C{foot - side * 12},530"
                f" {foot + side * 8},530 {foot + side * 24},546 L{foot + side * 24},554 Z",
                SHOE,
                INK,
            )
        )
    return out


def tunic(
    x: float,
    top: float,
    hem: float,
    w_top: float,
    w_hem: float,
    colour: str,
    trim: str,
    belt: str = GOLD,
) -> list[str]:
    """A short tunic flaring from the shoulders to a scalloped hem, belted at the waist."""
    waist = top + (hem - top) * 0.48
    d = f"M{x - w_top},{top} L{x + w_top},{top} L{x + w_top * 0.8},{waist} L{x + w_hem},{hem}"
    for i in range(4):
        x0 = x + w_hem - (i + 1) * w_hem / 2
        d += f" Q{x0 + w_hem / 4},{hem + 16} {x0},{hem}"
    d += f" L{x - w_top * 0.8},{waist} Z"
    return [
        path(d, colour, INK),
        path(f"M{x - 12},{top} L{x + 12},{top} L{x + 8},{waist} L{x - 8},{waist} Z", trim, None),
        rect(x - w_top * 0.86, waist - 8, w_top * 1.72, 16, belt, INK, rx=4),
        path(
            f"M{x - w_top - 4},{top + 8} C{x - 20},{top - 10} {x + 20},{top - 10}"
            f" {x + w_top + 4},{top + 8} C{x + 20},{top + 22} {x - 20},{top + 22}"
            f" {x - w_top - 4},{top + 8} Z",
            trim,
            INK,
        ),
    ]


def robe(x: float, top: float, colour: str, trim: str, spread: float = 104) -> list[str]:
    """A king's robe to the ground, with a band of trim down the front."""
    return [
        path(
            f"M{x - 50},{top} L{x + 50},{top} C{x + 66},{top + 120} {x + spread},{460}"
            f" {x + spread},{556} C{x + 40},{562} {x - 40},{562} {x - spread},{556}"
            f" C{x - spread},{460} {x - 66},{top + 120} {x - 50},{top} Z",
            colour,
            INK,
        ),
        path(
            f"M{x - 16},{top + 10} L{x + 16},{top + 10} L{x + 26},{558} L{x - 26},{558} Z",
            trim,
            INK,
        ),
    ]


def mantle(x: float, top: float, colour: str, lining: str, spread: float = 132) -> list[str]:
    """A cloak hanging from the shoulders behind the figure, its lining showing at the hem."""
    return [
        path(
            f"M{x - 56},{top} C{x - 100},{top + 80} {x - spread},{440} {x - spread - 6},{552}"
            f" L{x + spread + 6},{552} C{x + spread},{440} {x + 100},{top + 80} {x + 56},{top} Z",
            colour,
            INK,
        ),
        path(
            f"M{x - spread - 6},{552} C{x - spread + 10},{520} {x - spread + 30},{516}"
            f" {x - spread + 40},{550} Z",
            lining,
            INK,
        ),
        path(
            f"M{x + spread + 6},{552} C{x + spread - 10},{520} {x + spread - 30},{516}"
            f" {x + spread - 40},{550} Z",
            lining,
            INK,
        ),
    ]


def ermine(x: float, y: float, w: float) -> list[str]:
    """An ermine collar: white with black tails."""
    out = [
        path(
            f"M{x - w},{y} C{x - w * 0.6},{y + 40} {x + w * 0.6},{y + 40} {x + w},{y}"
            f" C{x + w * 0.6},{y - 20} {x - w * 0.6},{y - 20} {x - w},{y} Z",
            WHITE,
            INK,
        )
    ]
    for dx in (-0.6, -0.2, 0.2, 0.6):
        out.append(path(f"M{x + dx * w},{y + 4} l-4,12 l8,0 Z", INK, None))
    return out


def branch(x: float, y: float, tx: float, ty: float) -> list[str]:
    """A leafy green twig held in the hand at (x, y), reaching to (tx, ty)."""
    out = [line([(x, y), (tx, ty)], INK, 14), line([(x, y), (tx, ty)], "#6b4a22", 6)]
    for i in range(4):
        t = 0.35 + i * 0.2
        px, py = x + (tx - x) * t, y + (ty - y) * t
        side = -1 if i % 2 else 1
        out.append(ellipse(px + side * 16, py - 6, 8, 16, LEAF, INK, rot=side * 40))
    out.append(ellipse(tx, ty - 10, 8, 16, LEAF, INK))
    return out


# --- the Fanti -----------------------------------------------------------------------------


def fante_coins() -> list[str]:
    """A young woman in red and gold, the coin raised high in her right hand, the left on her
    hip."""
    out = legs(200, 410, 26, BLUE)
    out += arm([(158, 236), (128, 300), (170, 330)], RED, hand=False)
    out += tunic(200, 226, 420, 50, 86, RED, GOLD_LIGHT)
    out += head(200, 176, BROWN_HAIR, "long")
    out += [
        path("M168,158 C176,136 224,136 232,158 L226,164 C218,146 182,146 174,164 Z", GOLD, INK),
        poly([(200, 128), (210, 142), (200, 152), (190, 142)], RED, INK),
    ]
    out += arm([(244, 236), (282, 206), (294, 164)], RED)
    out.append(place_coin(298, 122, 0.8))
    return out


def fante_cups() -> list[str]:
    """A fair-haired page in blue, carrying the cup before the chest in both hands."""
    out = legs(200, 404, 22, RED, step=10)
    out += tunic(200, 226, 410, 50, 80, BLUE, RED, GOLD)
    out += head(200, 176, BLOND, "long")
    out += beret(200, 150, RED, WHITE, side=-1)
    out += arm([(156, 238), (146, 300), (170, 344)], BLUE)
    out += arm([(244, 238), (254, 300), (230, 344)], BLUE)
    out.append(place_cup(200, 296, 0.95))
    return out


def fante_swords() -> list[str]:
    """The page of swords: the long blade held point down at the side, a leafy branch raised
    in the other hand."""
    out = sword((280, 318), (300, 548), -10, 30)
    out += legs(200, 400, 24, GOLD)
    out += [path("M150,228 C120,260 112,330 118,372 L160,360 C156,320 160,270 176,232 Z", RED, INK)]
    out += tunic(200, 226, 404, 50, 78, GREEN, GOLD_LIGHT, RED)
    out += [path("M150,228 C130,262 128,300 134,330 L156,326 C152,296 160,260 176,232 Z", RED, INK)]
    out += head(200, 176, BLACK_HAIR, "short")
    out += brimmed_hat(200, 150, RED, GOLD, WHITE)
    out += branch(116, 250, 96, 130)
    out += arm([(156, 238), (130, 270), (116, 252)], GREEN)
    out += arm([(244, 238), (270, 284), (280, 318)], GREEN)
    return out


def fante_clubs() -> list[str]:
    """A page leaning on a great cudgel planted on the platform, the other hand on the hip."""
    out = club((282, 552), (288, 170), 8, 30, sprig=1)
    out += legs(196, 404, 26, GREEN, step=-6)
    out += arm([(156, 238), (124, 292), (168, 320)], ORANGE, hand=False)
    out += tunic(196, 226, 410, 48, 80, ORANGE, GREEN, RED)
    for side in (-1, 1):
        out.append(
            poly(
                [
                    (196 + side * 22, 250),
                    (196 + side * 34, 250),
                    (196 + side * 54, 404),
                    (196 + side * 40, 406),
                ],
                GREEN,
                None,
            )
        )
    out += head(196, 176, AUBURN, "short")
    out += beret(196, 150, GREEN, GOLD_LIGHT)
    out += arm([(240, 238), (268, 262), (284, 236)], ORANGE)
    return out


# --- the Cavalli ---------------------------------------------------------------------------


def _hoof_leg(pts: list[tuple[float, float]], coat: str) -> list[str]:
    hx, hy = pts[-1]
    return [
        line(pts, INK, 28),
        line(pts, coat, 16),
        path(
            f"M{hx - 12},{hy - 4} L{hx + 12},{hy - 4} L{hx + 14},{hy + 10} L{hx - 14},{hy + 10} Z",
            "#2a1d16",
            INK,
        ),
    ]


HORSE_LEGS = {
    # far fore, far hind, near fore, near hind: (hip, knee, hoof), the horse facing left
    "walk": (
        [(150, 440), (132, 494), (126, 540)],
        [(272, 446), (292, 494), (282, 540)],
        [(172, 446), (160, 496), (170, 540)],
        [(296, 436), (304, 496), (300, 540)],
    ),
    "prance": (
        [(150, 440), (112, 468), (118, 500)],
        [(272, 446), (286, 494), (270, 540)],
        [(172, 446), (164, 496), (160, 540)],
        [(296, 436), (316, 494), (306, 540)],
    ),
    "rear": (
        [(150, 440), (104, 424), (96, 458)],
        [(272, 446), (300, 494), (318, 540)],
        [(172, 446), (120, 456), (118, 492)],
        [(296, 436), (330, 490), (344, 540)],
    ),
    "trot": (
        [(150, 440), (120, 490), (104, 532)],
        [(272, 446), (268, 494), (246, 530)],
        [(172, 446), (150, 470), (156, 508)],
        [(296, 436), (320, 494), (330, 540)],
    ),
}


def horse(coat: str, mane: str, pose: str, cloth: str, trim: str) -> list[str]:
    """A horse in profile facing left, a saddle cloth in the rider's colours."""
    far_fore, far_hind, near_fore, near_hind = HORSE_LEGS[pose]
    far = "#cfc9bd" if coat == WHITE else mane
    out = [
        path("M318,400 C352,404 370,456 356,520 C344,490 330,454 304,428 Z", mane, INK),
        *_hoof_leg(far_fore, far),
        *_hoof_leg(far_hind, far),
        ellipse(224, 420, 104, 50, coat, INK),
        path("M120,314 C148,306 182,342 198,392 L150,440 C138,398 120,362 104,338 Z", coat, INK),
        path(
            "M114,292 C134,284 152,300 144,322 L104,386 C96,400 72,400 66,386"
            " C62,372 74,354 88,332 Z",
            coat,
            INK,
        ),
        poly([(118, 298), (124, 264), (140, 298)], coat, INK),
        path("M128,290 C156,292 180,330 196,382 L184,388 C172,346 150,314 126,306 Z", mane, INK),
        circle(114, 320, 5, INK, None),
        circle(76, 382, 4, INK, None),
        line([(80, 374), (118, 332), (214, 344)], RED, 6),
        path("M184,372 L284,372 L290,448 C254,462 214,462 180,448 Z", cloth, INK),
        path("M180,448 C214,462 254,462 290,448 L288,434 C254,448 214,448 182,434 Z", trim, INK),
        *_hoof_leg(near_fore, coat),
        *_hoof_leg(near_hind, coat),
    ]
    return out


def rider(main: str, second: str, hair: str, hat: list[str], dress: str = "plain") -> list:
    """A rider seated on the horse's back (the legs astride, the body upright); ``dress`` adds
    a short cape, a steel cuirass or the long skirts of a coat."""
    out = []
    if dress == "cape":
        out.append(path("M206,296 C184,330 178,370 186,396 L232,386 L240,300 Z", second, INK))
    out += [
        path("M208,300 L256,300 L264,388 L200,388 Z", main, INK),
        poly([(214, 376), (254, 376), (244, 440), (214, 436)], second, INK),
        path("M212,428 L244,434 L240,490 L204,492 C204,480 212,474 214,470 Z", SHOE, INK),
    ]
    if dress == "long":
        out.append(path("M200,370 L264,370 L276,452 C254,462 218,462 196,452 Z", main, INK))
    if dress == "armour":
        out += [
            path("M206,300 L258,300 L262,372 C244,384 220,384 202,372 Z", STEEL_GREY, INK),
            path("M232,306 L232,376", None, "#8d96a3", 6),
        ]
    out += [rect(200, 340, 64, 12, GOLD, INK), ellipse(232, 298, 28, 9, WHITE, INK)]
    out += head(232, 262, hair, "short")
    out += hat
    return out


def helmet(x: float, y: float, plume: str) -> list[str]:
    """A round steel helmet with a brim and a crest of feathers."""
    return [
        path(
            f"M{x - 8},{y - 36} C{x - 10},{y - 70} {x + 30},{y - 80} {x + 52},{y - 64}"
            f" C{x + 30},{y - 60} {x + 14},{y - 50} {x + 8},{y - 36} Z",
            plume,
            INK,
        ),
        path(f"M{x - 32},{y} C{x - 34},{y - 46} {x + 34},{y - 46} {x + 32},{y} Z", STEEL_GREY, INK),
        ellipse(x, y, 44, 9, STEEL_GREY, INK),
        path(f"M{x},{y - 40} L{x},{y - 4}", None, "#8d96a3", 6),
    ]


def cavallo_coins() -> list[str]:
    """A white horse at a walk, the rider in red lifting the coin."""
    out = horse(WHITE, "#b9b2a4", "walk", BLUE, GOLD)
    out += rider(RED, BLUE, BROWN_HAIR, beret(232, 236, BLUE, WHITE), "cape")
    out += arm([(214, 318), (198, 352), (178, 358)], RED)
    out += arm([(252, 316), (290, 280), (306, 236)], RED)
    out.append(place_coin(310, 184, 0.72))
    return out


def cavallo_cups() -> list[str]:
    """A bay horse prancing, one foreleg raised, the rider in blue holding the cup out."""
    out = horse("#a8683a", "#3a2418", "prance", RED, GOLD_LIGHT)
    out += rider(BLUE, GOLD, BLOND, brimmed_hat(232, 236, RED, GOLD, WHITE), "long")
    out += arm([(214, 318), (198, 352), (178, 358)], BLUE)
    out += arm([(252, 316), (292, 312), (318, 288)], BLUE)
    out.append(place_cup(322, 256, 0.74))
    return out


def cavallo_swords() -> list[str]:
    """A grey horse rearing, the rider brandishing the curved sword overhead."""
    body = horse("#b9b6ae", "#4a4a52", "rear", GREEN, RED)
    body += rider(GREEN, RED, BLACK_HAIR, helmet(232, 236, RED), "armour")
    body += arm([(214, 318), (198, 352), (178, 358)], GREEN)
    body += sword((290, 214), (196, 84), -24, 28)
    body += arm([(252, 316), (284, 262), (290, 214)], GREEN)
    return [f'<g transform="translate(-50 0) rotate(14 330 540)">{"".join(body)}</g>']


def cavallo_clubs() -> list[str]:
    """A black horse trotting the other way, the rider raising his cudgel."""
    body = horse("#54423a", "#1f1714", "trot", ORANGE, GREEN)
    body += rider(ORANGE, GREEN, AUBURN, beret(232, 236, GREEN, GOLD_LIGHT))
    body += arm([(252, 316), (268, 346), (252, 340)], ORANGE)
    body += club((166, 352), (128, 128), 10, 24, sprig=1)
    body += arm([(212, 316), (190, 316), (162, 302)], ORANGE)
    return [group(body, 400, 0, flip=True)]


# --- the Re --------------------------------------------------------------------------------


def re_coins() -> list[str]:
    """The king of coins in red under a blue mantle, the coin held up, the sceptre at rest."""
    out = mantle(200, 230, BLUE, GOLD)
    out += robe(200, 228, RED, GOLD_LIGHT)
    out += [line([(128, 556), (132, 250)], INK, 14), line([(128, 556), (132, 250)], GOLD, 6)]
    out += [circle(132, 240, 12, GOLD_LIGHT, INK)]
    out += ermine(200, 236, 66)
    out += arm([(152, 256), (136, 320), (132, 350)], BLUE)
    out += head(200, 180, GREY, "short", GREY)
    out += crown(200, 150)
    out += arm([(248, 256), (280, 300), (290, 256)], BLUE)
    out.append(place_coin(292, 206, 0.72))
    return out


def re_cups() -> list[str]:
    """The king of cups in blue, red mantle, holding the cup before him in both hands."""
    out = mantle(200, 230, RED, GOLD_LIGHT, 124)
    out += robe(200, 228, BLUE, GOLD)
    out += ermine(200, 236, 62)
    out += head(200, 180, BROWN_HAIR, "short", BROWN_HAIR)
    out += arm([(152, 256), (140, 330), (172, 372)], RED)
    out += arm([(248, 256), (260, 330), (228, 372)], RED)
    out.append(place_cup(200, 326, 0.95))
    out += crown(200, 150, 80, 50, GREEN)
    return out


def re_swords() -> list[str]:
    """The king of swords in green and gold, the sword raised point up, his left on the
    belt."""
    out = mantle(200, 230, RED, GOLD, 120)
    out += robe(200, 228, GREEN, GOLD_LIGHT, 96)
    out += [
        path("M152,244 L248,244 L252,336 C232,360 168,360 148,336 Z", STEEL_GREY, INK),
        path("M200,252 L200,350", None, "#8d96a3", 6),
        *[circle(x, y, 5, GOLD, None) for x, y in ((166, 320), (234, 320), (200, 356))],
    ]
    out.append(rect(146, 350, 108, 18, GOLD, INK, rx=4))
    out += arm([(152, 256), (130, 310), (160, 352)], RED)
    out += ermine(200, 236, 60)
    out += head(200, 180, AUBURN, "short", AUBURN)
    out += crown(200, 150, 76, 40)
    out += sword((290, 292), (300, 96), 12, 30)
    out += arm([(248, 256), (278, 310), (290, 300)], RED)
    return out


def re_clubs() -> list[str]:
    """The king of clubs, black-bearded in purple under a green mantle, the cudgel on his
    shoulder like a sceptre."""
    out = mantle(200, 230, GREEN, ORANGE, 126)
    out += robe(200, 228, PURPLE, GOLD, 100)
    out += [
        path("M96,528 C140,540 260,540 304,528 L302,556 C240,564 160,564 98,556 Z", WHITE, INK),
        *[path(f"M{x},536 l-4,12 l8,0 Z", INK, None) for x in (122, 162, 200, 238, 278)],
        rect(148, 336, 104, 20, GOLD, INK, rx=4),
        circle(200, 346, 10, RED, INK),
    ]
    out += ermine(200, 236, 64)
    out += head(200, 180, BLACK_HAIR, "short", BLACK_HAIR)
    out += crown(200, 150, 80, 44, GREEN)
    out += arm([(248, 256), (270, 320), (240, 356)], GREEN)
    out += club((116, 392), (80, 100), 8, 28, sprig=1)
    out += arm([(152, 256), (120, 296), (112, 334)], GREEN)
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
    """The court figure, scaled up about its feet (the riders a little less: the horse is wide)."""
    parts = FIGURES[(rank, suit)]()
    if rank == 9:
        return [f'<g transform="translate(-12 -33.4) scale(1.06)">{"".join(parts)}</g>']
    return [f'<g transform="translate(-20 -55.6) scale(1.1)">{"".join(parts)}</g>']
