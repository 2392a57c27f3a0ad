"""The twelve Spanish court figures in the Castilian manner, each its own pose and dress.

Sota (10): a standing page in a short doublet and hose, holding the suit sign. Caballo (11):
a rider on a horse, each suit its own horse and gait (walking or rearing). Rey (12): a
standing king, crowned and bearded, in a robe to the ground under a mantle. Figures are
single-ended and stand with their feet near y=580; limbs are two stacked strokes (a dark one
under a coloured one), so that the outline stays 6 units wide at any pose.
"""

from __future__ import annotations

import math

import _svg
from _spanish_signs import (
    BLUE,
    DARK_RED,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREEN,
    RED,
    club,
    coin,
    cup,
    sword,
)
from _svg import INK, SKIN, SKIN_SHADE, group, n

Point = tuple[float, float]
# The figures are drawn a little larger than they are shown (FIGURE_SCALE): outlines are drawn
# wide enough to stay at least 6 units on the card.
FIGURE_SCALE = 0.9
SW = 6.8


def _sw(sw: float | None) -> float:
    return max(sw or SW, SW)


def path(d: str, fill: str | None = None, stroke: str | None = INK, sw: float | None = None) -> str:
    return _svg.path(d, fill, stroke, _sw(sw))


def poly(points: list[Point], fill: str | None = None, stroke: str | None = INK) -> str:
    return _svg.poly(points, fill, stroke, SW)


def line(points: list[Point], stroke: str = INK, sw: float | None = None) -> str:
    return _svg.line(points, stroke, _sw(sw))


def circle(x: float, y: float, r: float, fill: str | None = None, stroke: str | None = INK) -> str:
    return _svg.circle(x, y, r, fill, stroke, SW)


def ellipse(
    x: float, y: float, rx: float, ry: float, fill: str | None = None, stroke: str | None = INK
) -> str:
    return _svg.ellipse(x, y, rx, ry, fill, stroke, SW)


WHITE = "#fbf8ef"
CHEEK = "#f0a48e"
SHOE = "#3a2a20"
PURPLE = "#6a3c8c"
ORANGE = "#de7a22"
SKY = "#5f9bd8"
LIGHT_GREEN = "#7cb356"


def limb(points: list[Point], width: float, colour: str) -> list[str]:
    """A sleeve, leg or hose: an outlined stroke through the joints."""
    return [line(points, INK, width + 12), line(points, colour, width)]


def hand(x: float, y: float, r: float = 11) -> str:
    return circle(x, y, r, SKIN, INK)


def shoe(x: float, y: float, facing: int) -> str:
    return ellipse(x + facing * 6, y, 20, 9, SHOE, INK)


def head(
    x: float,
    y: float,
    r: float,
    hair: str,
    facing: float = 0,
    beard: str | None = None,
    long_hair: bool = False,
    beard_len: float = 1.95,
) -> list[str]:
    """A face turned ``facing`` (-1 left .. 1 right): hair behind, eyes, nose, mouth, beard."""
    f = facing * r * 0.22
    out = []
    if long_hair:
        out.append(
            path(
                f"M{n(x - r * 1.05)},{n(y - r * 0.2)} C{n(x - r * 1.2)},{n(y + r * 0.9)}"
                f" {n(x - r * 0.9)},{n(y + r * 1.35)} {n(x - r * 0.5)},{n(y + r * 1.3)}"
                f" L{n(x + r * 0.5)},{n(y + r * 1.3)} C{n(x + r * 0.9)},{n(y + r * 1.35)}"
                f" {n(x + r * 1.2)},{n(y + r * 0.9)} {n(x + r * 1.05)},{n(y - r * 0.2)} Z",
                hair,
                INK,
            )
        )
    out.append(circle(x, y, r, SKIN, INK))
    out.append(
        path(
            f"M{n(x - r * 0.98)},{n(y - r * 0.05)} C{n(x - r)},{n(y - r * 1.1)}"
            f" {n(x + r)},{n(y - r * 1.1)} {n(x + r * 0.98)},{n(y - r * 0.05)}"
            f" C{n(x + r * 0.6)},{n(y - r * 0.5)} {n(x - r * 0.6)},{n(y - r * 0.5)}"
            f" {n(x - r * 0.98)},{n(y - r * 0.05)} Z",
            hair,
            INK,
        )
    )
    out += [
        circle(x - r * 0.36 + f, y - r * 0.02, r * 0.12, INK, None),
        circle(x + r * 0.36 + f, y - r * 0.02, r * 0.12, INK, None),
        path(
            f"M{n(x + f)},{n(y + r * 0.04)} L{n(x + f * 1.6)},{n(y + r * 0.32)}"
            f" L{n(x + f * 0.4 - r * 0.06)},{n(y + r * 0.34)}",
            None,
            SKIN_SHADE,
            6,
        ),
    ]
    if beard:
        out.append(
            path(
                f"M{n(x - r * 0.95)},{n(y + r * 0.05)} C{n(x - r * 0.95)},{n(y + r * 1.2)}"
                f" {n(x - r * 0.4)},{n(y + r * (beard_len - 0.1))}"
                f" {n(x + f)},{n(y + r * beard_len)}"
                f" C{n(x + r * 0.4)},{n(y + r * (beard_len - 0.1))}"
                f" {n(x + r * 0.95)},{n(y + r * 1.2)}"
                f" {n(x + r * 0.95)},{n(y + r * 0.05)} C{n(x + r * 0.7)},{n(y + r * 0.6)}"
                f" {n(x + r * 0.35)},{n(y + r * 0.45)} {n(x + f)},{n(y + r * 0.62)}"
                f" C{n(x - r * 0.35)},{n(y + r * 0.45)} {n(x - r * 0.7)},{n(y + r * 0.6)}"
                f" {n(x - r * 0.95)},{n(y + r * 0.05)} Z",
                beard,
                INK,
            )
        )
        out.append(
            path(
                f"M{n(x - r * 0.55 + f)},{n(y + r * 0.55)} C{n(x - r * 0.25 + f)},{n(y + r * 0.3)}"
                f" {n(x + r * 0.25 + f)},{n(y + r * 0.3)} {n(x + r * 0.55 + f)},{n(y + r * 0.55)}"
                f" C{n(x + r * 0.2 + f)},{n(y + r * 0.48)} {n(x - r * 0.2 + f)},{n(y + r * 0.48)}"
                f" {n(x - r * 0.55 + f)},{n(y + r * 0.55)} Z",
                beard,
                INK,
            )
        )
    else:
        out += [
            circle(x - r * 0.55 + f, y + r * 0.32, r * 0.14, CHEEK, None),
            circle(x + r * 0.55 + f, y + r * 0.32, r * 0.14, CHEEK, None),
            ellipse(x + f, y + r * 0.55, r * 0.2, r * 0.09, "#b23a30", None),
        ]
    return out


# --- hats and crowns ----------------------------------------------------------------------


def beret(x: float, y: float, colour: str, feather: str = WHITE, side: int = 1) -> list[str]:
    """A flat beret tilted to one side with a curling feather (y: the top of the head)."""
    return [
        path(
            f"M{n(x - 46)},{n(y + 10)} C{n(x - 40)},{n(y - 20)} {n(x + 40)},{n(y - 26)}"
            f" {n(x + 54)},{n(y + 4)} C{n(x + 20)},{n(y + 16)} {n(x - 20)},{n(y + 18)}"
            f" {n(x - 46)},{n(y + 10)} Z",
            colour,
            INK,
        ),
        path(
            f"M{n(x + side * 18)},{n(y - 8)} C{n(x + side * 40)},{n(y - 50)}"
            f" {n(x + side * 70)},{n(y - 58)} {n(x + side * 92)},{n(y - 44)}"
            f" C{n(x + side * 66)},{n(y - 38)} {n(x + side * 44)},{n(y - 20)}"
            f" {n(x + side * 30)},{n(y + 2)} Z",
            feather,
            INK,
        ),
    ]


def brim_hat(x: float, y: float, colour: str, band: str) -> list[str]:
    """A round crowned hat with a wide brim."""
    return [
        path(
            f"M{n(x - 28)},{n(y + 2)} C{n(x - 30)},{n(y - 40)} {n(x + 30)},{n(y - 40)}"
            f" {n(x + 28)},{n(y + 2)} Z",
            colour,
            INK,
        ),
        path(f"M{n(x - 28)},{n(y - 10)} L{n(x + 28)},{n(y - 10)}", None, band, 9),
        ellipse(x, y + 4, 58, 12, colour, INK),
    ]


def cap(x: float, y: float, colour: str, turn: str) -> list[str]:
    """A soft cap with a turned-up band and a bobble."""
    return [
        path(
            f"M{n(x - 34)},{n(y + 6)} C{n(x - 30)},{n(y - 34)} {n(x + 20)},{n(y - 44)}"
            f" {n(x + 44)},{n(y - 22)} C{n(x + 38)},{n(y - 8)} {n(x + 36)},{n(y)}"
            f" {n(x + 34)},{n(y + 6)} Z",
            colour,
            INK,
        ),
        path(
            f"M{n(x - 38)},{n(y + 10)} C{n(x - 20)},{n(y - 4)} {n(x + 20)},{n(y - 4)}"
            f" {n(x + 38)},{n(y + 10)} L{n(x + 36)},{n(y - 6)} C{n(x + 16)},{n(y - 18)}"
            f" {n(x - 16)},{n(y - 18)} {n(x - 36)},{n(y - 6)} Z",
            turn,
            INK,
        ),
        circle(x + 46, y - 24, 9, turn, INK),
    ]


def crown(x: float, y: float, style: int, jewel: str = RED) -> list[str]:
    """A king's crown on the head whose top is at y: four styles, one per suit."""
    w = 84
    half = w / 2
    out = []
    if style == 0:  # open crown with tall points
        tips = [(-1, 0), (-0.5, 1.25), (0, 0.85), (0.5, 1.25), (1, 0)]
        pts = [(x - half * 1.04, y + 8)]
        for tx, th in tips:
            pts.append((x + tx * half, y - 40 * max(th, 0.55)))
            if tx < 1:
                pts.append((x + (tx + 0.25) * half, y - 18))
        pts.append((x + half * 1.04, y + 8))
        out.append(poly(pts, GOLD, INK))
        out += [
            circle(x + tx * half, y - 40 * max(th, 0.55), 7, GOLD_LIGHT, INK) for tx, th in tips
        ]
    elif style == 1:  # closed crown with arches and an orb
        out += [
            path(
                f"M{n(x - half)},{n(y + 6)} C{n(x - half)},{n(y - 44)} {n(x + half)},{n(y - 44)}"
                f" {n(x + half)},{n(y + 6)} Z",
                RED,
                INK,
            ),
            path(
                f"M{n(x - half)},{n(y)} C{n(x - half * 0.9)},{n(y - 40)} {n(x)},{n(y - 46)}"
                f" {n(x)},{n(y - 36)} C{n(x)},{n(y - 46)} {n(x + half * 0.9)},{n(y - 40)}"
                f" {n(x + half)},{n(y)}",
                None,
                GOLD,
                10,
            ),
            path(f"M{n(x)},{n(y - 36)} L{n(x)},{n(y)}", None, GOLD, 10),
            circle(x, y - 46, 10, GOLD, INK),
            path(
                f"M{n(x)},{n(y - 58)} L{n(x)},{n(y - 70)}"
                f" M{n(x - 7)},{n(y - 64)} L{n(x + 7)},{n(y - 64)}",
                None,
                INK,
                6,
            ),
        ]
    elif style == 2:  # tall pointed crown, fleurs on the points
        pts = [(x - half * 1.04, y + 8)]
        for i in range(7):
            tx = -1 + i / 3
            pts.append((x + tx * half, y - (52 if i % 2 == 0 else 24)))
        pts.append((x + half * 1.04, y + 8))
        out.append(poly(pts, GOLD, INK))
        out += [
            poly(
                [
                    (x + (-1 + i / 1.5) * half, y - 52),
                    (x + (-1 + i / 1.5) * half - 7, y - 60),
                    (x + (-1 + i / 1.5) * half, y - 70),
                    (x + (-1 + i / 1.5) * half + 7, y - 60),
                ],
                GOLD_LIGHT,
                INK,
            )
            for i in range(4)
        ]
    else:  # low crown with round fleurons
        out.append(
            path(
                f"M{n(x - half * 1.04)},{n(y + 8)} L{n(x - half)},{n(y - 26)}"
                f" L{n(x + half)},{n(y - 26)}"
                f" L{n(x + half * 1.04)},{n(y + 8)} Z",
                GOLD,
                INK,
            )
        )
        out += [circle(x + dx * half, y - 36, 11, GOLD, INK) for dx in (-0.9, -0.3, 0.3, 0.9)]
        out += [circle(x + dx * half, y - 36, 4, RED, None) for dx in (-0.9, -0.3, 0.3, 0.9)]
    out.append(
        path(
            f"M{n(x - half * 1.06)},{n(y - 8)} L{n(x + half * 1.06)},{n(y - 8)}"
            f" L{n(x + half * 1.06)},{n(y + 10)} L{n(x - half * 1.06)},{n(y + 10)} Z",
            GOLD_LIGHT,
            INK,
        )
    )
    out += [
        circle(x + dx * half, y + 1, 5.5, c, None)
        for dx, c in ((-0.6, jewel), (0, BLUE), (0.6, jewel))
    ]
    return out


# --- the suit signs in a hand ---------------------------------------------------------------


def held(suit: str, x: float, y: float, scale: float, rot: float = 0, length: float = 300) -> str:
    """The suit sign centred on (x, y) at ``scale``, its outline kept 6.5 units on the card."""
    lw = 7.3 / scale
    if suit == "coins":
        parts = coin(lw)
    elif suit == "cups":
        parts = cup(lw)
    elif suit == "swords":
        parts = sword(length, lw, 34)
    else:
        parts = club(length, lw)
    return group(parts, x, y, rot, scale)


def along(x: float, y: float, rot: float, dist: float) -> Point:
    """The point ``dist`` from (x, y) along a sign turned ``rot`` degrees (towards its head)."""
    a = math.radians(rot)
    return x + dist * math.sin(a), y - dist * math.cos(a)


# --- Sota -----------------------------------------------------------------------------------

SOTA = {
    "coins": dict(tunic=BLUE, trim=GOLD, hose=RED, hair="#6b3d1f", hat="beret", hat_c=RED),
    "cups": dict(tunic=RED, trim=GOLD, hose=GREEN, hair="#d9a93e", hat="brim", hat_c=GOLD),
    "swords": dict(tunic=GREEN, trim=GOLD_LIGHT, hose=GOLD, hair="#3a2418", hat="cap", hat_c=RED),
    "clubs": dict(
        tunic=ORANGE, trim=GOLD_LIGHT, hose=BLUE, hair="#a5562a", hat="beret", hat_c=GREEN
    ),
}


def sota(suit: str) -> list[str]:
    """A standing page: doublet to mid thigh, hose, a hat of his own, the sign in his hands."""
    s = SOTA[suit]
    tunic, trim, hose = s["tunic"], s["trim"], s["hose"]
    out: list[str] = []
    facing = {"coins": 0.4, "cups": 0, "swords": -0.4, "clubs": 0.3}[suit]
    # legs: each suit its own stance
    if suit == "coins":
        legs = [[(184, 400), (176, 482), (168, 566)], [(216, 400), (232, 482), (246, 564)]]
    elif suit == "cups":
        legs = [[(186, 400), (184, 482), (180, 566)], [(214, 400), (218, 482), (222, 566)]]
    elif suit == "swords":
        legs = [[(184, 400), (166, 480), (150, 562)], [(216, 400), (220, 482), (222, 566)]]
    else:
        legs = [[(184, 400), (180, 482), (172, 566)], [(216, 400), (236, 480), (250, 560)]]
    # behind the body: the club stands on the ground at his right, the sword on his shoulder
    if suit == "clubs":
        out.append(held("clubs", 300, 356, 1.05, 4, 400))
    for leg in legs:
        out += limb(leg, 24, hose)
        if suit == "clubs":  # tall boots
            out += limb([leg[1], leg[2]], 28, SHOE)
            out.append(line([leg[1], (leg[1][0] + 2, leg[1][1] + 4)], GOLD_DARK, 20))
    for leg in legs:
        out.append(shoe(leg[-1][0], leg[-1][1] + 4, -1 if leg[-1][0] < 200 else 1))
    if suit == "cups":
        # a long cloak behind, a bell-shaped tunic to the knee
        out += [
            path(
                "M150,230 C116,320 100,420 104,500 C130,510 160,506 176,498 L200,240 Z", BLUE, INK
            ),
            path(
                "M250,230 C284,320 300,420 296,500 C270,510 240,506 224,498 L200,240 Z", BLUE, INK
            ),
            path(
                "M154,226 L246,226 L262,330 L280,470 C240,486 160,486 120,470 L138,330 Z",
                tunic,
                INK,
            ),
            path(
                "M120,470 C160,486 240,486 280,470 L277,450 C240,464 160,464 123,450 Z", trim, INK
            ),
            path("M192,228 L208,228 L210,466 L190,466 Z", trim, None),
        ]
    elif suit == "swords":
        # a short doublet over puffed, slashed trunk hose
        out += [
            path(
                "M128,330 C106,360 112,404 138,414 C160,420 184,416 200,408"
                " C216,416 240,420 262,414 C288,404 294,360 272,330 Z",
                RED,
                INK,
            ),
            line([(146, 344), (140, 404)], GOLD, 9),
            line([(178, 346), (176, 410)], GOLD, 9),
            line([(222, 346), (224, 410)], GOLD, 9),
            line([(254, 344), (260, 404)], GOLD, 9),
            path(
                "M152,226 L248,226 L262,330 L268,352 C230,364 170,364 132,352 L138,330 Z",
                tunic,
                INK,
            ),
            path(
                "M132,352 C170,364 230,364 268,352 L265,336 C230,348 170,348 135,336 Z", trim, INK
            ),
            path("M192,228 L208,228 L209,350 L191,350 Z", trim, None),
        ]
    elif suit == "clubs":
        # a jerkin with a dagged hem
        hem = [(118, 404)]
        for i in range(8):
            x0 = 118 + i * 20.5
            hem += [(x0 + 10, 430 if i % 2 == 0 else 426), (x0 + 20.5, 404)]
        out += [
            path(
                "M152,226 L248,226 L266,330 L282,404 "
                + " ".join(f"L{n(x)},{n(y)}" for x, y in hem[::-1])
                + " L134,330 Z",
                tunic,
                INK,
            ),
            path("M192,228 L208,228 L210,400 L190,400 Z", trim, None),
            path("M226,338 L252,338 L256,372 L230,376 Z", SHOE, INK),
        ]
    else:
        out += [
            path(
                "M152,226 L248,226 L266,330 L282,414 C240,428 160,428 118,414 L134,330 Z",
                tunic,
                INK,
            ),
            path(
                "M118,414 C160,428 240,428 282,414 L278,396 C240,408 160,408 122,396 Z", trim, INK
            ),
            path("M192,228 L208,228 L210,410 L190,410 Z", trim, None),
        ]
    out += [
        path("M134,318 L266,318 L268,336 L132,336 Z", SHOE, INK),
        circle(200, 327, 9, GOLD, INK),
    ]
    for y in (258, 288) if suit == "swords" else (258, 288, 360, 384):
        out.append(circle(200, y, 5, GOLD_DARK, None))
    # arms and the sign
    if suit == "coins":
        out += limb([(156, 240), (138, 300), (160, 330)], 24, tunic)  # hand on the hip
        out.append(hand(164, 330))
        out += limb([(244, 240), (286, 262), (300, 206)], 24, tunic)
        out.append(held("coins", 304, 160, 0.95))
        out.append(hand(300, 204))
    elif suit == "cups":
        out += limb([(156, 240), (146, 310), (184, 344)], 24, tunic)
        out += limb([(244, 240), (254, 310), (216, 344)], 24, tunic)
    elif suit == "swords":
        out += limb([(156, 240), (140, 300), (162, 332)], 24, tunic)
        out.append(hand(164, 332))
        out += limb([(244, 240), (270, 290), (240, 300)], 24, tunic)
        # the sword in his hand, its blade resting on his shoulder
        cx, cy = along(238, 300, 30, (330 / 2 - 30) * 0.8)
        out += [held("swords", cx, cy, 0.8, 30, 330), hand(238, 300)]
    else:
        out += limb([(156, 240), (138, 296), (160, 328)], 24, tunic)
        out.append(hand(162, 328))
        out += limb([(244, 240), (280, 256), (298, 222)], 24, tunic)
        out.append(hand(298, 226))
    # shoulders, collar, head and hat
    out += [
        ellipse(156, 236, 20, 16, trim, INK),
        ellipse(244, 236, 20, 16, trim, INK),
        path("M168,222 C180,238 220,238 232,222 L226,212 L174,212 Z", WHITE, INK),
    ]
    out += head(200, 176, 36, s["hair"], facing, long_hair=suit == "cups")
    if suit == "cups":  # the cup held up before him in both hands
        out += [held("cups", 200, 292, 0.9), hand(184, 344), hand(216, 344)]
    if s["hat"] == "beret":
        out += beret(
            200,
            146,
            s["hat_c"],
            WHITE if suit == "coins" else GOLD_LIGHT,
            1 if suit == "coins" else -1,
        )
    elif s["hat"] == "brim":
        out += brim_hat(200, 144, s["hat_c"], RED)
    else:
        out += cap(196, 146, s["hat_c"], GOLD)
    return out


# --- Rey ------------------------------------------------------------------------------------

REY = {
    "coins": dict(robe=RED, mantle=BLUE, lining=GOLD, beard="#8a5a2b", hair="#8a5a2b", crown=0),
    "cups": dict(robe=GREEN, mantle=RED, lining=GOLD, beard="#7a4a22", hair="#7a4a22", crown=1),
    "swords": dict(
        robe=BLUE, mantle=RED, lining=GOLD_LIGHT, beard="#ece6da", hair="#ece6da", crown=2
    ),
    "clubs": dict(robe=PURPLE, mantle=GREEN, lining=GOLD, beard="#b8b0a4", hair="#b8b0a4", crown=3),
}


def _ermine(d: str, spots: list[Point]) -> list[str]:
    return [path(d, WHITE, INK)] + [path(f"M{x},{y} l-4,9 l8,0 Z", INK, None) for x, y in spots]


def rey(suit: str) -> list[str]:
    """A standing king, robe to the ground, crowned and bearded; each his own dress:
    oros an open mantle, copas a shoulder cape over hanging sleeves, espadas a mantle flung
    over one shoulder above a knee-length surcoat, bastos a cope clasped at the chest."""
    s = REY[suit]
    robe, mantle, lining = s["robe"], s["mantle"], s["lining"]
    facing = {"coins": 0.3, "cups": -0.3, "swords": 0, "clubs": 0.35}[suit]
    out: list[str] = []
    if suit == "swords":
        out.append(held("swords", 292, 332 - 120 * 0.95, 0.95, 0, 300))
    if suit == "clubs":
        out.append(held("clubs", 262, 226, 0.95, 30, 330))
    # the mantle behind, falling to the heels
    if suit in ("coins", "clubs"):
        out += [
            path(
                "M150,236 C112,330 96,470 84,572 C150,586 250,586 316,572"
                " C304,470 288,330 250,236 Z",
                mantle,
                INK,
            ),
            path(
                "M96,548 C150,560 250,560 304,548 L316,572 C250,586 150,586 84,572 Z", lining, INK
            ),
        ]
    elif suit == "swords":
        out.append(
            path("M150,236 C110,330 92,470 80,570 C120,580 160,580 190,574 L200,250 Z", mantle, INK)
        )
    # the robe
    out += [
        path("M160,236 L240,236 L268,566 C230,576 170,576 132,566 Z", robe, INK),
        path("M188,240 L212,240 L222,568 L178,568 Z", lining, INK),
    ]
    for y in (420, 470, 520):
        out.append(circle(200, y, 5, RED, None))
    if suit == "swords":  # a surcoat to the knee, its hem in gold
        out += [
            path("M156,236 L244,236 L262,440 C230,452 170,452 138,440 Z", mantle, INK),
            path(
                "M138,440 C170,452 230,452 262,440 L259,420 C230,432 170,432 141,420 Z", GOLD, INK
            ),
            path("M186,300 L214,300 L214,420 L186,420 Z", GOLD, INK),
            poly([(200, 316), (210, 340), (200, 364), (190, 340)], RED),
        ]
    out += [
        path("M146,352 L254,352 L256,370 L144,370 Z", GOLD, INK),
        circle(200, 361, 10, RED, INK),
    ]
    if suit == "clubs":  # the cope closes over the robe, clasped at the chest
        out += [
            path(
                "M150,236 C132,340 126,460 124,566 C150,572 168,572 182,570 L196,262 Z", mantle, INK
            ),
            path(
                "M250,236 C268,340 274,460 276,566 C250,572 232,572 218,570 L204,262 Z", mantle, INK
            ),
            path(
                "M124,540 C150,546 168,546 182,544 L182,570 C168,572 150,572 124,566 Z", lining, INK
            ),
            path(
                "M276,540 C250,546 232,546 218,544 L218,570 C232,572 250,572 276,566 Z", lining, INK
            ),
        ]
    out += [shoe(176, 576, -1), shoe(224, 576, 1)]
    # arms
    if suit == "coins":
        out += limb([(160, 250), (138, 320), (176, 350)], 26, robe)
        out.append(hand(178, 350))
        out += limb([(240, 250), (282, 250), (300, 196)], 26, robe)
        out.append(held("coins", 302, 152, 0.95))
        out.append(hand(300, 196))
    elif suit == "cups":
        # wide hanging sleeves
        out += [
            path(
                "M150,244 C128,300 118,350 112,400 C132,410 156,408 168,396 L176,262 Z", robe, INK
            ),
            path(
                "M112,400 C132,410 156,408 168,396 L166,382 C150,392 130,392 114,384 Z", GOLD, INK
            ),
            line([(112, 566), (112, 214)], INK, 22),
            line([(112, 566), (112, 214)], GOLD, 10),
            circle(112, 204, 16, GOLD, INK),
            circle(112, 204, 6, RED, None),
            hand(112, 330),
            path(
                "M250,244 C276,280 290,300 296,336 C280,348 258,346 248,336 L232,262 Z", robe, INK
            ),
            path(
                "M296,336 C280,348 258,346 248,336 L252,322 C262,330 280,332 292,322 Z", GOLD, INK
            ),
        ]

    elif suit == "swords":
        out += limb([(160, 250), (140, 320), (180, 356)], 26, mantle)
        out.append(hand(182, 356))
        out += limb([(240, 250), (276, 310), (292, 330)], 26, mantle)
        out.append(hand(292, 332, 12))
    else:
        out += limb([(240, 250), (262, 314), (232, 320)], 26, mantle)
        out.append(hand(230, 318, 12))
        out += [circle(200, 300, 13, GOLD, INK), circle(200, 300, 5, RED, None)]
    # collar or cape
    if suit == "cups":
        out += _ermine(
            "M136,236 C120,270 118,300 124,318 C170,334 230,334 276,318"
            " C282,300 280,270 264,236 C240,216 160,216 136,236 Z",
            [(140, 300), (170, 314), (200, 318), (230, 314), (260, 300), (200, 270)],
        )
        out.append(path("M124,318 C170,334 230,334 276,318", None, INK))
        out += [held("cups", 276, 240, 0.95), hand(276, 300)]
    elif suit == "swords":
        out.append(
            path(
                "M150,230 C170,268 190,280 206,284 L196,240 C180,232 164,226 150,230 Z", mantle, INK
            )
        )
        out += _ermine(
            "M146,236 C168,262 232,262 254,236 C236,218 164,218 146,236 Z",
            [(170, 240), (200, 250), (230, 240)],
        )
    else:
        out += _ermine(
            "M140,238 C162,282 238,282 260,238 C240,216 160,216 140,238 Z",
            [(160, 242), (182, 256), (218, 256), (240, 242), (200, 262)],
        )
    young = suit in ("coins", "cups")  # the kings of oros and copas are the younger two
    out += head(
        200,
        184,
        36,
        s["hair"],
        facing,
        s["beard"],
        long_hair=True,
        beard_len=1.45 if young else 2.1,
    )
    out += crown(200, 150, s["crown"])
    return out


# --- Caballo --------------------------------------------------------------------------------

HORSE = {
    "coins": ("#f3eee2", "#c9bfae", "#8a7f70"),
    "cups": ("#a6612e", "#6e3a19", "#2f1c10"),
    "swords": ("#c4c8cc", "#8d949b", "#3e444a"),
    "clubs": ("#5a3a26", "#3a2416", "#1c120c"),
}
RIDER = {
    "coins": dict(coat=RED, trim=GOLD, hose=BLUE, hair="#6b3d1f", cloth=BLUE),
    "cups": dict(coat=BLUE, trim=GOLD, hose=RED, hair="#d9a93e", cloth=RED),
    "swords": dict(coat=GREEN, trim=GOLD_LIGHT, hose=RED, hair="#3a2418", cloth=GOLD),
    "clubs": dict(coat=ORANGE, trim=GOLD_LIGHT, hose=GREEN, hair="#a5562a", cloth=GREEN),
}


def _rot(p: Point, c: Point, deg: float) -> Point:
    a = math.radians(deg)
    x, y = p[0] - c[0], p[1] - c[1]
    return c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a)


def about(parts: list[str], pivot: Point, deg: float) -> str:
    """The parts turned ``deg`` degrees about ``pivot``."""
    if not deg:
        return "".join(parts)
    inner = group(parts, -pivot[0], -pivot[1])
    return group([inner], pivot[0], pivot[1], rot=deg)


PIVOT = (-70.0, 30.0)


GAIT = {"coins": "walk", "cups": "rear", "swords": "gallop", "clubs": "trot"}


def horse(suit: str, rear: float, cloth: str) -> tuple[list[str], list[str]]:
    """A horse facing right, body centre (0, 0), hooves on y=140, in its suit's gait (walk,
    trot, gallop or rearing: ``rear`` lifts the forehand that many degrees about the hind
    quarters). Returns (far legs, body and near legs)."""
    coat, shade, mane = HORSE[suit]
    gait = GAIT[suit]
    if gait == "rear":
        fore_far = [(62, 30), (104, 46), (118, 12)]
        fore_near = [(80, 30), (120, 62), (140, 34)]
        back = _rot((-62, 30), PIVOT, -rear), _rot((-84, 30), PIVOT, -rear)
        hind_far = [back[0], (-44, 92), (-28, 140)]
        hind_near = [back[1], (-84, 90), (-64, 140)]
    elif gait == "gallop":  # legs flung out fore and aft
        fore_far = [(62, 30), (100, 66), (140, 60)]
        fore_near = [(80, 30), (124, 58), (156, 38)]
        hind_far = [(-62, 30), (-98, 74), (-142, 94)]
        hind_near = [(-84, 30), (-116, 70), (-158, 80)]
    elif gait == "trot":  # near fore and far hind lifted together
        fore_far = [(62, 30), (64, 90), (66, 140)]
        fore_near = [(80, 30), (112, 70), (100, 106)]
        hind_far = [(-62, 30), (-52, 84), (-74, 116)]
        hind_near = [(-84, 30), (-96, 86), (-90, 140)]
    else:
        fore_far = [(62, 30), (62, 90), (60, 140)]
        fore_near = [(80, 30), (110, 78), (104, 116)]
        hind_far = [(-62, 30), (-70, 90), (-60, 140)]
        hind_near = [(-84, 30), (-98, 86), (-110, 138)]
    far = [
        *limb(hind_far, 20, shade),
        ellipse(hind_far[-1][0] + 4, hind_far[-1][1], 12, 7, INK, None),
        about([*limb(fore_far, 20, shade), circle(*fore_far[-1], 10, INK, None)], PIVOT, -rear),
    ]
    body = (
        "M96,-30 C112,0 104,40 72,48 C24,58 -40,58 -84,46 C-114,36 -116,-8 -98,-30"
        " C-72,-48 -20,-42 20,-42 C52,-44 78,-50 96,-30 Z"
    )
    neck = "M46,-36 C56,-84 86,-118 110,-136 L150,-110 C138,-72 126,-30 104,-2 Z"
    muzzle = (
        "M108,-134 C122,-150 142,-144 152,-128 L188,-88 C198,-74 188,-56 172,-60"
        " C158,-64 146,-76 132,-88 C120,-98 110,-112 108,-134 Z"
    )
    tail = "M-100,-26 C-144,-12 -150,44 -132,96 C-120,58 -112,22 -92,2 Z"
    if gait == "gallop":  # streaming out behind
        tail = "M-100,-26 C-130,-44 -156,-44 -176,-30 C-156,-16 -130,-4 -94,2 Z"
    forehand = [
        path(tail, mane, INK),
        path(body, coat, INK),
        path(neck, coat, INK),
        path(muzzle, coat, INK),
        poly([(116, -138), (110, -166), (132, -146)], coat, INK),
        path("M112,-130 C88,-110 70,-80 54,-40 L70,-30 C84,-72 100,-100 126,-122 Z", mane, INK),
        circle(140, -118, 5, INK, None),
        circle(184, -74, 4, INK, None),
        line([(126, -100), (150, -126)], DARK_RED, 6),
        line([(132, -92), (178, -68)], DARK_RED, 6),
        # the saddle cloth
        path("M-52,-40 C-20,-46 30,-46 46,-40 L52,28 C20,40 -30,40 -58,30 Z", cloth, INK),
        path("M-58,30 C-30,40 20,40 52,28 L52,40 C20,52 -30,52 -58,42 Z", GOLD, INK),
        *limb(fore_near, 20, coat),
        circle(*fore_near[-1], 10, INK, None),
    ]
    near = [
        *limb(hind_near, 20, coat),
        ellipse(hind_near[-1][0] + 4, hind_near[-1][1], 12, 7, INK, None),
        about(forehand, PIVOT, -rear),
    ]
    return far, near


def caballo(suit: str) -> list[str]:
    """A rider on his horse: walking (oros), rearing (copas), at the gallop (espadas) or
    trotting (bastos), facing right (oros, espadas) or left (copas, bastos), the sign held
    his own way."""
    s = RIDER[suit]
    rear = {"coins": 0, "cups": 18, "swords": 0, "clubs": 0}[suit]
    left = suit in ("coins", "cups")  # the horses of oros and copas face left
    far, near = horse(suit, rear, s["cloth"])
    sx, sy = _rot((0, -42), PIVOT, -rear)
    lean = -rear * 0.3
    coat, trim, hose = s["coat"], s["trim"], s["hose"]
    rider: list[str] = []
    # the far arm and the sign behind the body
    if suit == "swords":
        rider += limb([(10, -90), (44, -118), (62, -150)], 20, coat)
        rider.append(held("swords", 62 + 92 * 0.77, -150 - 92 * 0.64, 0.66, 50, 300))
        rider.append(hand(62, -152))
    elif suit == "clubs":
        rider.append(held("clubs", 30, -160, 0.7, -40, 340))
    if suit == "swords":  # a cloak streaming behind at the gallop
        rider.append(
            path(
                "M-22,-106 C-64,-116 -110,-104 -140,-80 C-112,-74 -96,-58 -88,-36"
                " C-70,-50 -50,-48 -28,-34 Z",
                RED,
                INK,
            )
        )
    rider += limb([(0, -8), (34, 26), (28, 76)], 22, hose)
    rider.append(shoe(36, 82, 1))
    rider += [
        path("M-28,-100 L26,-100 L34,0 C10,10 -18,10 -36,0 Z", coat, INK),
        path("M-36,0 C-18,10 10,10 34,0 L36,14 C10,26 -20,26 -40,14 Z", trim, INK)
        if suit != "clubs"
        else path(
            "M-36,0 L34,0 L38,16 L26,8 L16,20 L6,8 L-4,20 L-14,8 L-24,20 L-32,8 L-42,16 Z",
            trim,
            INK,
        ),
        path("M-32,-44 L30,-44 L31,-32 L-33,-32 Z", SHOE, INK),
        path("M-16,-108 C-8,-96 10,-96 18,-108 L14,-116 L-12,-116 Z", WHITE, INK),
    ]
    rider += head(0, -142, 30, s["hair"], 0.5, long_hair=suit == "cups")
    if suit == "coins":
        rider += beret(0, -166, RED, WHITE, -1)
        rider += limb([(18, -92), (52, -110), (62, -150)], 20, coat)
        rider.append(held("coins", 66, -194, 0.8))
        rider.append(hand(62, -152))
        rider += limb([(-18, -90), (10, -56), (60, -60)], 20, coat)
        rider.append(hand(62, -60, 10))
    elif suit == "cups":
        rider += brim_hat(0, -168, GOLD, RED)
        rider += limb([(-20, -92), (-56, -110), (-66, -150)], 20, coat)
        rider.append(held("cups", -68, -196, 0.72, -10))
        rider.append(hand(-66, -152))
        rider += limb([(-18, -90), (10, -56), (56, -62)], 20, coat)
        rider.append(hand(58, -62, 10))
    elif suit == "swords":
        rider += cap(-2, -166, RED, GOLD)
        rider += limb([(-18, -90), (10, -56), (60, -60)], 20, coat)
        rider.append(hand(62, -60, 10))
    else:
        rider += brim_hat(0, -168, GREEN, GOLD)
        rider += limb([(18, -92), (40, -60), (20, -46)], 20, coat)
        rider.append(hand(20, -46, 11))
        rider += limb([(-18, -90), (10, -56), (60, -62)], 20, coat)
        rider.append(hand(62, -62, 10))
    # reins from the hand to the bit
    bit = _rot((128, -96), PIVOT, -rear)
    reins = line([(sx + 62, sy - 60), bit], INK, 6)
    placed = group(rider, sx, sy, rot=lean)
    scene = [*far, *near, placed, reins]
    if GAIT[suit] == "gallop":  # in the air, and longer: a little smaller
        return [group(scene, 196, 404, scale=1.0)]
    return [group(scene, 200 + (20 if left else -20), 426, scale=1.1, flip=left)]


def court(suit: str, rank: int) -> list[str]:
    """The figure of ``rank`` (8 Sota, 9 Caballo, 10 Rey) of ``suit``, fitted in the frame."""
    ground = ellipse(200, 578, 150 if rank == 9 else 112, 14, "#ebe1cb", None)
    parts = [ground, *(sota(suit) if rank == 8 else rey(suit) if rank == 10 else caballo(suit))]
    k = FIGURE_SCALE
    return [group(parts, 200 * (1 - k), 84 * (1 - k), scale=k)]
