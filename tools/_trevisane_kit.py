"""Body parts for the Trevisane figures: heads, hats, crowns, limbs, garments, the horse.

Everything is flat fills with a dark outline, sized to read at 120 x 195 px. A figure is
composed in card units; a horse and its rider are drawn facing right and mirrored as a whole
when the card wants them facing left.
"""

from __future__ import annotations

import math

from _svg import INK, group, line, n, path, poly, rect, star
from _trevisane_signs import BLUE, RED, YELLOW, YELLOW_LIGHT, disc, oval

SKIN = "#f6d4b1"
SKIN_SHADE = "#dca27c"
CHEEK = "#ef9a86"
WHITE = "#fdfbf4"
GREY = "#cfcac0"
BLACK = "#2a2320"
BROWN = "#7a4a26"
SHOE = "#3b2a20"


def limb(points: list[tuple[float, float]], colour: str, w: float = 24) -> list[str]:
    """A sleeve or a leg: a thick outlined stroke through the points."""
    return [line(points, INK, w + 12), line(points, colour, w)]


def hand(x: float, y: float, r: float = 12) -> str:
    return disc(x, y, r, SKIN, INK)


def head(
    x: float,
    y: float,
    r: float,
    look: float = 0,
    beard: str | None = None,
    hair: str | None = None,
    long_hair: bool = False,
    moustache: bool = False,
) -> list[str]:
    """A round face turned a little towards ``look`` (-1 left, 1 right)."""
    out = []
    if hair and long_hair:
        out.append(
            path(
                f"M{n(x - r * 1.05)},{n(y - r * 0.2)} C{n(x - r * 1.3)},{n(y + r * 0.9)}"
                f" {n(x - r * 1.1)},{n(y + r * 1.3)} {n(x - r * 0.7)},{n(y + r * 1.35)}"
                f" L{n(x + r * 0.7)},{n(y + r * 1.35)} C{n(x + r * 1.1)},{n(y + r * 1.3)}"
                f" {n(x + r * 1.3)},{n(y + r * 0.9)} {n(x + r * 1.05)},{n(y - r * 0.2)} Z",
                hair,
                INK,
            )
        )
    out.append(disc(x, y, r, SKIN, INK))
    if hair:
        out.append(
            path(
                f"M{n(x - r)},{n(y - r * 0.05)} C{n(x - r * 1.05)},{n(y - r * 1.2)}"
                f" {n(x + r * 1.05)},{n(y - r * 1.2)} {n(x + r)},{n(y - r * 0.05)}"
                f" C{n(x + r * 0.6)},{n(y - r * 0.55)} {n(x - r * 0.6)},{n(y - r * 0.55)}"
                f" {n(x - r)},{n(y - r * 0.05)} Z",
                hair,
                INK,
            )
        )
    ex = x + look * r * 0.22
    out += [
        oval(ex - r * 0.36, y - r * 0.02, r * 0.11, r * 0.15, INK, None),
        oval(ex + r * 0.36, y - r * 0.02, r * 0.11, r * 0.15, INK, None),
        path(
            f"M{n(ex + look * r * 0.12)},{n(y + r * 0.02)} l{n(look * r * 0.16 - r * 0.06)},"
            f"{n(r * 0.3)} l{n(r * 0.14)},0",
            None,
            SKIN_SHADE,
            6,
        ),
    ]
    if r >= 24:
        brow = BROWN if hair in (None, GREY) else hair
        out.append(
            path(
                f"M{n(ex - r * 0.56)},{n(y - r * 0.24)} Q{n(ex - r * 0.36)},{n(y - r * 0.4)}"
                f" {n(ex - r * 0.16)},{n(y - r * 0.26)} M{n(ex + r * 0.16)},{n(y - r * 0.26)}"
                f" Q{n(ex + r * 0.36)},{n(y - r * 0.4)} {n(ex + r * 0.56)},{n(y - r * 0.24)}",
                None,
                INK if brow == BLACK else brow,
                6,
            )
        )
    if beard:
        out.append(
            path(
                f"M{n(x - r * 0.95)},{n(y + r * 0.05)} C{n(x - r * 0.95)},{n(y + r * 1.1)}"
                f" {n(x - r * 0.45)},{n(y + r * 1.8)} {n(x)},{n(y + r * 1.9)}"
                f" C{n(x + r * 0.45)},{n(y + r * 1.8)} {n(x + r * 0.95)},{n(y + r * 1.1)}"
                f" {n(x + r * 0.95)},{n(y + r * 0.05)} C{n(x + r * 0.6)},{n(y + r * 0.62)}"
                f" {n(x - r * 0.6)},{n(y + r * 0.62)} {n(x - r * 0.95)},{n(y + r * 0.05)} Z",
                beard,
                INK,
            )
        )
    if beard or moustache:
        colour = beard or BROWN
        out.append(
            path(
                f"M{n(ex - r * 0.55)},{n(y + r * 0.55)} C{n(ex - r * 0.3)},{n(y + r * 0.3)}"
                f" {n(ex + r * 0.3)},{n(y + r * 0.3)} {n(ex + r * 0.55)},{n(y + r * 0.55)}"
                f" C{n(ex + r * 0.2)},{n(y + r * 0.48)} {n(ex - r * 0.2)},{n(y + r * 0.48)}"
                f" {n(ex - r * 0.55)},{n(y + r * 0.55)} Z",
                colour,
                INK,
            )
        )
    else:
        out += [
            disc(ex - r * 0.55, y + r * 0.32, r * 0.14, CHEEK, None),
            disc(ex + r * 0.55, y + r * 0.32, r * 0.14, CHEEK, None),
            oval(ex, y + r * 0.55, r * 0.2, r * 0.09, "#b8392f", None),
        ]
    return out


def plume(x: float, y: float, length: float, rot: float, colour: str = WHITE) -> list[str]:
    """A curling feather rising from (x, y), turned ``rot`` degrees from upright."""
    d = (
        f"M0,0 C{n(-length * 0.28)},{n(-length * 0.35)} {n(-length * 0.2)},{n(-length * 0.8)}"
        f" {n(length * 0.18)},{n(-length)} C{n(length * 0.05)},{n(-length * 0.7)}"
        f" {n(length * 0.28)},{n(-length * 0.4)} 0,0 Z"
    )
    return [group([path(d, colour, INK)], x, y, rot)]


def beret(x: float, y: float, r: float, colour: str, band: str, feather: str = WHITE) -> list[str]:
    """A soft flat cap worn at a tilt, a feather curling back."""
    return [
        *plume(x + r * 0.6, y - r * 0.55, r * 1.6, 35, feather),
        path(
            f"M{n(x - r * 1.25)},{n(y - r * 0.45)} C{n(x - r * 1.2)},{n(y - r * 1.45)}"
            f" {n(x + r * 1.3)},{n(y - r * 1.5)} {n(x + r * 1.3)},{n(y - r * 0.6)}"
            f" C{n(x + r * 0.5)},{n(y - r * 0.3)} {n(x - r * 0.6)},{n(y - r * 0.25)}"
            f" {n(x - r * 1.25)},{n(y - r * 0.45)} Z",
            colour,
            INK,
        ),
        path(
            f"M{n(x - r * 1.15)},{n(y - r * 0.5)} C{n(x - r * 0.5)},{n(y - r * 0.2)}"
            f" {n(x + r * 0.5)},{n(y - r * 0.25)} {n(x + r * 1.25)},{n(y - r * 0.6)}",
            None,
            band,
            10,
        ),
    ]


def brim_hat(x: float, y: float, r: float, colour: str, band: str) -> list[str]:
    """A wide-brimmed traveller's hat."""
    return [
        oval(x, y - r * 0.55, r * 1.75, r * 0.32, colour, INK),
        path(
            f"M{n(x - r * 0.85)},{n(y - r * 0.6)} C{n(x - r * 0.9)},{n(y - r * 1.6)}"
            f" {n(x + r * 0.9)},{n(y - r * 1.6)} {n(x + r * 0.85)},{n(y - r * 0.6)} Z",
            colour,
            INK,
        ),
        rect(x - r * 0.85, y - r * 0.9, r * 1.7, r * 0.26, band, INK),
    ]


def rolled_cap(x: float, y: float, r: float, colour: str, roll: str) -> list[str]:
    """A tall soft cap with a rolled brim, its tip falling to one side."""
    return [
        path(
            f"M{n(x - r * 0.9)},{n(y - r * 0.6)} C{n(x - r * 0.8)},{n(y - r * 1.9)}"
            f" {n(x + r * 0.5)},{n(y - r * 2.2)} {n(x + r * 1.35)},{n(y - r * 1.3)}"
            f" C{n(x + r * 0.9)},{n(y - r * 1.2)} {n(x + r * 0.9)},{n(y - r * 0.9)}"
            f" {n(x + r * 0.9)},{n(y - r * 0.6)} Z",
            colour,
            INK,
        ),
        disc(x + r * 1.35, y - r * 1.3, r * 0.22, roll, INK),
        rect(x - r * 1.02, y - r * 0.86, r * 2.04, r * 0.42, roll, INK, rx=r * 0.2),
    ]


def plumed_hat(x: float, y: float, r: float, colour: str, feathers: tuple[str, str]) -> list[str]:
    """The rider's hat: a turned-up brim and two big plumes."""
    return [
        *plume(x - r * 0.2, y - r * 1.1, r * 1.9, -25, feathers[0]),
        *plume(x + r * 0.2, y - r * 1.1, r * 1.7, 30, feathers[1]),
        path(
            f"M{n(x - r * 0.9)},{n(y - r * 0.6)} C{n(x - r * 0.9)},{n(y - r * 1.5)}"
            f" {n(x + r * 0.9)},{n(y - r * 1.5)} {n(x + r * 0.9)},{n(y - r * 0.6)} Z",
            colour,
            INK,
        ),
        path(
            f"M{n(x - r * 1.3)},{n(y - r * 0.75)} C{n(x - r * 0.6)},{n(y - r * 0.45)}"
            f" {n(x + r * 0.6)},{n(y - r * 0.45)} {n(x + r * 1.3)},{n(y - r * 0.75)}"
            f" L{n(x + r * 1.1)},{n(y - r * 0.45)} C{n(x + r * 0.5)},{n(y - r * 0.2)}"
            f" {n(x - r * 0.5)},{n(y - r * 0.2)} {n(x - r * 1.1)},{n(y - r * 0.45)} Z",
            YELLOW,
            INK,
        ),
    ]


def crown(
    x: float, y: float, w: float, h: float, kind: str = "points", jewel: str = RED
) -> list[str]:
    """A crown whose band sits on ``y``: ``points`` (open, five points), ``lilies`` (three
    fleurons), ``arched`` (closed with an orb) or ``cap`` (points over a red cap)."""
    half = w / 2
    out = []
    if kind == "cap":
        out.append(
            path(
                f"M{n(x - half * 0.9)},{n(y - h * 0.3)} C{n(x - half)},{n(y - h * 1.6)}"
                f" {n(x + half)},{n(y - h * 1.6)} {n(x + half * 0.9)},{n(y - h * 0.3)} Z",
                RED,
                INK,
            )
        )
    if kind == "arched":
        out += [
            path(
                f"M{n(x - half * 0.9)},{n(y - h * 0.35)} C{n(x - half * 0.9)},{n(y - h * 1.5)}"
                f" {n(x + half * 0.9)},{n(y - h * 1.5)} {n(x + half * 0.9)},{n(y - h * 0.35)}",
                None,
                INK,
                16,
            ),
            path(
                f"M{n(x - half * 0.9)},{n(y - h * 0.35)} C{n(x - half * 0.9)},{n(y - h * 1.5)}"
                f" {n(x + half * 0.9)},{n(y - h * 1.5)} {n(x + half * 0.9)},{n(y - h * 0.35)}",
                None,
                YELLOW,
                6,
            ),
            path(
                f"M{n(x)},{n(y - h * 0.35)} L{n(x)},{n(y - h * 1.2)}",
                None,
                INK,
                16,
            ),
            path(f"M{n(x)},{n(y - h * 0.35)} L{n(x)},{n(y - h * 1.2)}", None, YELLOW, 6),
            disc(x, y - h * 1.32, h * 0.2, BLUE, INK),
        ]
        tips = [(x - half, y - h * 0.55), (x, y - h * 0.7), (x + half, y - h * 0.55)]
    elif kind == "lilies":
        tips = [(x - half, y - h * 0.8), (x, y - h * 1.15), (x + half, y - h * 0.8)]
    else:
        tips = [
            (x - half, y - h),
            (x - half * 0.5, y - h * 1.2),
            (x, y - h * 1.05),
            (x + half * 0.5, y - h * 1.2),
            (x + half, y - h),
        ]
    outline = [(x - half * 1.04, y + 4)]
    for i, (tx, ty) in enumerate(tips):
        if i:
            px = (tips[i - 1][0] + tx) / 2
            outline.append((px, y - h * 0.4))
        outline.append((tx, ty))
    outline.append((x + half * 1.04, y + 4))
    out.append(poly(outline, YELLOW, INK))
    if kind == "lilies":
        for tx, ty in tips:
            out.append(poly(star(tx, ty - 6, 14, 6, 3), YELLOW, INK))
    else:
        out += [disc(tx, ty, 6.5, YELLOW_LIGHT, INK) for tx, ty in tips]
    out += [
        rect(x - half * 1.04, y - h * 0.34, w * 1.04, h * 0.38, YELLOW_LIGHT, INK, rx=3),
        disc(x - half * 0.55, y - h * 0.15, 6, jewel, None),
        disc(x, y - h * 0.15, 6, BLUE, None),
        disc(x + half * 0.55, y - h * 0.15, 6, jewel, None),
    ]
    return out


def shoe(x: float, y: float, facing: float = 0) -> str:
    return oval(x + facing * 6, y, 22, 10, SHOE, INK)


def legs(
    x: float, hip: float, foot: float, colours: tuple[str, str], spread: float = 22
) -> list[str]:
    """Two legs in hose from the hem ``hip`` down to the feet, one a little apart."""
    left, right = colours
    out = limb([(x - 18, hip), (x - spread, foot - 10)], left, 22)
    out += limb([(x + 18, hip), (x + spread + 6, foot - 10)], right, 22)
    out += [shoe(x - spread - 6, foot), shoe(x + spread + 12, foot)]
    return out


def doublet(
    x: float,
    top: float,
    waist: float,
    hem: float,
    colour: str,
    skirt: str,
    trim: str = YELLOW,
    wide: float = 1.0,
) -> list[str]:
    """The page's fitted jacket and a flared skirt to mid-thigh."""
    s = wide
    return [
        path(
            f"M{n(x - 44 * s)},{n(waist)} L{n(x + 44 * s)},{n(waist)} L{n(x + 76 * s)},{n(hem)}"
            f" Q{n(x)},{n(hem + 16)} {n(x - 76 * s)},{n(hem)} Z",
            skirt,
            INK,
        ),
        path(
            f"M{n(x - 74 * s)},{n(hem - 2)} Q{n(x)},{n(hem + 14)} {n(x + 74 * s)},{n(hem - 2)}",
            None,
            trim,
            8,
        ),
        path(
            f"M{n(x - 58 * s)},{n(top + 8)} C{n(x - 60 * s)},{n(top - 4)} {n(x - 30)},{n(top - 6)}"
            f" {n(x)},{n(top - 6)} C{n(x + 30)},{n(top - 6)} {n(x + 60 * s)},{n(top - 4)}"
            f" {n(x + 58 * s)},{n(top + 8)} L{n(x + 44 * s)},{n(waist)}"
            f" L{n(x - 44 * s)},{n(waist)} Z",
            colour,
            INK,
        ),
        rect(x - 46 * s, waist - 12, 92 * s, 16, trim, INK, rx=4),
        path(f"M{n(x)},{n(top)} L{n(x)},{n(waist - 14)}", None, trim, 6),
    ]


def robe(
    x: float,
    top: float,
    foot: float,
    colour: str,
    hem_w: float = 96,
    trim: str = YELLOW,
) -> list[str]:
    """A king's gown to the ground."""
    return [
        path(
            f"M{n(x - 58)},{n(top + 8)} C{n(x - 60)},{n(top - 4)} {n(x - 30)},{n(top - 6)}"
            f" {n(x)},{n(top - 6)} C{n(x + 30)},{n(top - 6)} {n(x + 60)},{n(top - 4)}"
            f" {n(x + 58)},{n(top + 8)} L{n(x + hem_w)},{n(foot)} Q{n(x)},{n(foot + 14)}"
            f" {n(x - hem_w)},{n(foot)} Z",
            colour,
            INK,
        ),
        path(
            f"M{n(x - hem_w + 4)},{n(foot - 12)} Q{n(x)},{n(foot + 2)} {n(x + hem_w - 4)},"
            f"{n(foot - 12)}",
            None,
            trim,
            10,
        ),
    ]


def mantle(x: float, top: float, foot: float, colour: str, lining: str, w: float = 110) -> str:
    """A cloak hanging from the shoulders behind the body, its lining showing at the edges."""
    return group(
        [
            path(
                f"M{n(x - 56)},{n(top)} C{n(x - 80)},{n(top + 100)} {n(x - w)},{n(foot - 80)}"
                f" {n(x - w - 6)},{n(foot)} L{n(x + w + 6)},{n(foot)} C{n(x + w)},{n(foot - 80)}"
                f" {n(x + 80)},{n(top + 100)} {n(x + 56)},{n(top)} Z",
                lining,
                INK,
            ),
            path(
                f"M{n(x - 50)},{n(top)} C{n(x - 70)},{n(top + 100)} {n(x - w + 14)},"
                f"{n(foot - 80)} {n(x - w + 12)},{n(foot - 4)} L{n(x + w - 12)},{n(foot - 4)}"
                f" C{n(x + w - 14)},{n(foot - 80)} {n(x + 70)},{n(top + 100)}"
                f" {n(x + 50)},{n(top)} Z",
                colour,
                None,
            ),
        ]
    )


def ermine(x: float, top: float, bottom: float, w: float = 26) -> list[str]:
    """A white fur band down the front, with black tails."""
    out = [rect(x - w / 2, top, w, bottom - top, WHITE, INK)]
    y = top + 22
    while y < bottom - 14:
        out.append(path(f"M{n(x)},{n(y)} l-5,12 l10,0 Z", INK, None))
        y += 40
    return out


def collar(x: float, y: float, w: float = 64, colour: str = WHITE) -> str:
    return path(
        f"M{n(x - w)},{n(y)} C{n(x - w * 0.6)},{n(y + 30)} {n(x + w * 0.6)},{n(y + 30)} {n(x + w)},"
        f"{n(y)} C{n(x + w * 0.6)},{n(y - 16)} {n(x - w * 0.6)},{n(y - 16)} {n(x - w)},{n(y)} Z",
        colour,
        INK,
    )


# The horse, facing right: the barrel about (200, 400), hooves at about y=585.
HORSE_BODY = (
    "M112,392 C108,356 140,338 186,340 C222,342 246,334 258,318 C270,286 282,248 300,228"
    " L302,200 L318,220 C334,228 350,244 360,264 C368,280 378,294 374,306 C370,318 350,320"
    " 340,314 C330,308 322,302 316,296 C314,326 312,356 304,386 C298,424 278,446 246,452"
    " C210,458 170,458 140,448 C120,440 114,420 112,392 Z"
)
MANE = "M302,222 C288,246 272,282 258,320 L242,318 C256,278 274,240 296,214 Z"


def rearing(parts: list[str]) -> str:
    """Parts turned as the horse rears, about its hind quarters."""
    return f'<g transform="rotate(-16 176 440)">{"".join(parts)}</g>'


def horse(
    coat: str,
    cloth: str,
    trim: str,
    gait: str = "walk",
    mane: str = BLACK,
    plumes: tuple[str, ...] = (),
) -> tuple[list[str], list[str]]:
    """A horse facing right: (parts behind the rider's leg, parts in front of it).

    ``gait``: ``walk`` (a foreleg raised), ``stand``, or ``rear`` (forelegs tucked up, the body
    turned about the hind quarters).
    """
    if gait == "rear":
        fore = [[(276, 426), (322, 452), (332, 408)], [(258, 432), (300, 470), (300, 430)]]
        hind = [[(146, 432), (140, 510), (150, 578)], [(172, 440), (186, 512), (200, 580)]]
    elif gait == "walk":
        fore = [[(276, 430), (300, 486), (282, 530)], [(262, 436), (258, 510), (262, 578)]]
        hind = [[(144, 432), (126, 508), (134, 578)], [(170, 440), (170, 510), (184, 580)]]
    else:
        fore = [[(270, 432), (276, 510), (278, 578)], [(252, 436), (248, 510), (248, 580)]]
        hind = [[(146, 432), (130, 508), (136, 578)], [(168, 440), (168, 510), (178, 580)]]

    def leg(points: list[tuple[float, float]], w: float) -> list[str]:
        """A leg tapering from a full thigh to the fetlock, and its hoof."""
        widths = (w * 1.7, w * 0.85, w * 0.75)
        left, right = [], []
        for i, (x, y) in enumerate(points):
            ax, ay = points[max(i - 1, 0)]
            bx, by = points[min(i + 1, len(points) - 1)]
            dx, dy = bx - ax, by - ay
            length = math.hypot(dx, dy) or 1
            nx, ny = -dy / length * widths[i] / 2, dx / length * widths[i] / 2
            left.append((x + nx, y + ny))
            right.append((x - nx, y - ny))
        x, y = points[-1]
        return [
            poly(left + right[::-1], coat, INK),
            poly(
                [
                    (x - w * 0.5, y - 2),
                    (x + w * 0.55, y - 2),
                    (x + w * 0.75, y + 12),
                    (x - w * 0.6, y + 12),
                ],
                BLACK,
                INK,
            ),
        ]

    far_fore, near_fore = leg(fore[1], 20), leg(fore[0], 22)
    body = [
        path("M120,380 C90,400 84,470 100,520 C104,490 110,450 126,420 Z", mane, INK),
        path(HORSE_BODY, coat, INK),
        path(MANE, mane, INK),
        oval(332, 250, 5, 6, INK, None),
        oval(362, 300, 4, 5, INK, None),
        path("M322,232 L340,302 L370,292", None, RED, 8),
        path(
            "M160,346 C190,338 232,338 256,344 L262,420 C230,432 188,432 154,420 Z",
            cloth,
            INK,
        ),
        path("M156,414 C188,426 230,426 262,414", None, trim, 10),
        sprinkle([(160, 350), (256, 348), (260, 410), (156, 410)], trim, 28, 5, "flower"),
        rect(176, 332, 66, 22, BROWN, INK, rx=8),
    ]
    for i, colour in enumerate(plumes):
        body += plume(306 - i * 8, 216, 50, -20 - i * 25, colour)
    if gait == "rear":
        behind = [rearing(far_fore), *leg(hind[1], 20), rearing(body)]
        front = [rearing(near_fore), *leg(hind[0], 22)]
    else:
        behind = [*far_fore, *leg(hind[1], 20), *body]
        front = [*near_fore, *leg(hind[0], 22)]
    return behind, front


def _inside(px: float, py: float, polygon: list[tuple[float, float]]) -> bool:
    inside = False
    j = len(polygon) - 1
    for i, (xi, yi) in enumerate(polygon):
        xj, yj = polygon[j]
        if (yi > py) != (yj > py) and px < (xj - xi) * (py - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def sprinkle(
    region: list[tuple[float, float]],
    colour: str,
    step: float = 34,
    size: float = 7,
    motif: str = "lozenge",
) -> str:
    """A printed pattern over a garment: small motifs on a staggered grid, kept inside
    ``region`` (the loader cannot clip), all in one path."""
    xs = [x for x, _ in region]
    ys = [y for _, y in region]
    parts = []
    row = 0
    y = min(ys) + step / 2
    while y < max(ys):
        x = min(xs) + (step / 2 if row % 2 else 0) + step / 4
        while x < max(xs):
            if _inside(x, y, region) and all(
                _inside(x + dx, y + dy, region)
                for dx, dy in ((size, 0), (-size, 0), (0, size), (0, -size))
            ):
                if motif == "lozenge":
                    parts.append(
                        f"M{n(x)},{n(y - size * 1.4)} L{n(x + size)},{n(y)}"
                        f" L{n(x)},{n(y + size * 1.4)} L{n(x - size)},{n(y)} Z"
                    )
                else:  # a little four-petalled flower
                    s = size
                    parts.append(
                        f"M{n(x)},{n(y - s * 1.6)} L{n(x + s * 0.5)},{n(y - s * 0.5)}"
                        f" L{n(x + s * 1.6)},{n(y)} L{n(x + s * 0.5)},{n(y + s * 0.5)}"
                        f" L{n(x)},{n(y + s * 1.6)} L{n(x - s * 0.5)},{n(y + s * 0.5)}"
                        f" L{n(x - s * 1.6)},{n(y)} L{n(x - s * 0.5)},{n(y - s * 0.5)} Z"
                    )
            x += step
        y += step * 0.8
        row += 1
    return path(" ".join(parts), colour, None) if parts else ""
