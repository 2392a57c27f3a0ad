"""The twelve court figures of the Sicilian deck, single-ended and full length.

Donna (8): a young woman standing, each in her own dress and headgear; Cavallo (9): a rider on
a grey horse, each horse in its own gait; Re (10): a crowned king in a robe to the ground,
each with his own crown, beard and gesture. Feet stand on y=560, the top of the coloured base.
Limbs are thick outlined strokes; every figure holds its suit sign large.
"""

from __future__ import annotations

from _siciliane_signs import (
    BLUE,
    CREAM,
    DARK_RED,
    GREEN,
    LIGHT_BLUE,
    LIGHT_GREEN,
    ORANGE,
    RED,
    STEEL,
    STEEL_DARK,
    YELLOW,
    YELLOW_LIGHT,
    oval,
    place,
)
from _svg import INK, SKIN, SKIN_SHADE, circle, ellipse, group, line, path, poly, rect

Point = tuple[float, float]
SHOE = "#3b2a20"
WHITE = "#fdfbf4"
BROWN_HAIR = "#6b3d1f"
BLOND = "#e0b64a"
BLACK_HAIR = "#2e2019"
AUBURN = "#a5462a"
PURPLE = "#6d3f8e"


SHADE = {
    RED: "#a82622",
    YELLOW: "#dba524",
    BLUE: "#234a8a",
    GREEN: "#2c6e30",
    ORANGE: "#c1631c",
    LIGHT_BLUE: "#7ea3d1",
    DARK_RED: "#6e1714",
}


def shade(colour: str) -> str:
    return SHADE.get(colour, colour)


def limb(points: list[Point], colour: str, width: float = 22) -> list[str]:
    """A sleeve or a leg: a thick stroke with a dark outline."""
    return [line(points, INK, width + 12), line(points, colour, width)]


def hand(x: float, y: float, r: float = 12) -> str:
    return circle(x, y, r, SKIN, INK)


def head(
    x: float,
    y: float,
    r: float,
    look: float = 0,
    beard: str | None = None,
    woman: bool = False,
) -> list[str]:
    """A round face; ``look`` shifts the features sideways (-1 left .. 1 right)."""
    dx = look * r * 0.22
    out = [circle(x, y, r, SKIN, INK)]
    out += [
        circle(x + dx - 0.36 * r, y - 0.05 * r, 0.12 * r, INK, None),
        circle(x + dx + 0.36 * r, y - 0.05 * r, 0.12 * r, INK, None),
        circle(x + dx - 0.55 * r, y + 0.32 * r, 0.16 * r, "#f1a18c", None),
        circle(x + dx + 0.55 * r, y + 0.32 * r, 0.16 * r, "#f1a18c", None),
        path(
            f"M{x + dx:.0f},{y + 0.02 * r:.0f} l{-0.12 * r:.0f},{0.26 * r:.0f} l{0.2 * r:.0f},0",
            None,
            SKIN_SHADE,
            6,
        ),
    ]
    if woman:
        out += [
            path(
                f"M{x + dx - 0.48 * r:.0f},{y - 0.26 * r:.0f} l{0.24 * r:.0f},{-0.08 * r:.0f}"
                f" M{x + dx + 0.48 * r:.0f},{y - 0.26 * r:.0f} l{-0.24 * r:.0f},{-0.08 * r:.0f}",
                None,
                INK,
                6,
            ),
            ellipse(x + dx, y + 0.52 * r, 0.2 * r, 0.11 * r, "#c43a3a", None),
        ]
    elif beard:
        out.append(
            path(
                f"M{x - 0.92 * r:.0f},{y + 0.05 * r:.0f} C{x - 0.9 * r:.0f},{y + 1.1 * r:.0f}"
                f" {x - 0.4 * r:.0f},{y + 1.8 * r:.0f} {x + dx:.0f},{y + 1.9 * r:.0f}"
                f" C{x + 0.4 * r:.0f},{y + 1.8 * r:.0f} {x + 0.9 * r:.0f},{y + 1.1 * r:.0f}"
                f" {x + 0.92 * r:.0f},{y + 0.05 * r:.0f} C{x + 0.6 * r:.0f},{y + 0.6 * r:.0f}"
                f" {x - 0.6 * r:.0f},{y + 0.6 * r:.0f} {x - 0.92 * r:.0f},{y + 0.05 * r:.0f} Z",
                beard,
                INK,
            )
        )
        out.append(
            path(
                f"M{x + dx - 0.55 * r:.0f},{y + 0.52 * r:.0f}"
                f" C{x + dx - 0.25 * r:.0f},{y + 0.28 * r:.0f} {x + dx + 0.25 * r:.0f},"
                f"{y + 0.28 * r:.0f} {x + dx + 0.55 * r:.0f},{y + 0.52 * r:.0f}"
                f" C{x + dx + 0.2 * r:.0f},{y + 0.46 * r:.0f} {x + dx - 0.2 * r:.0f},"
                f"{y + 0.46 * r:.0f} {x + dx - 0.55 * r:.0f},{y + 0.52 * r:.0f} Z",
                beard,
                INK,
            )
        )
    else:
        out.append(ellipse(x + dx, y + 0.5 * r, 0.2 * r, 0.09 * r, "#b8392f", None))
    return out


def long_hair(x: float, y: float, r: float, colour: str, length: float = 2.6) -> str:
    """Hair falling behind the shoulders (drawn before the body)."""
    return path(
        f"M{x - r * 1.05:.0f},{y - r * 0.1:.0f} C{x - r * 1.2:.0f},{y - r * 1.3:.0f}"
        f" {x + r * 1.2:.0f},{y - r * 1.3:.0f} {x + r * 1.05:.0f},{y - r * 0.1:.0f}"
        f" C{x + r * 1.3:.0f},{y + r * length * 0.5:.0f} {x + r * 1.5:.0f},{y + r * length:.0f}"
        f" {x + r * 0.9:.0f},{y + r * length:.0f} L{x - r * 0.9:.0f},{y + r * length:.0f}"
        f" C{x - r * 1.5:.0f},{y + r * length:.0f} {x - r * 1.3:.0f},{y + r * length * 0.5:.0f}"
        f" {x - r * 1.05:.0f},{y - r * 0.1:.0f} Z",
        colour,
        INK,
    )


def fringe(x: float, y: float, r: float, colour: str) -> str:
    """Hair over the forehead."""
    return path(
        f"M{x - r:.0f},{y - r * 0.05:.0f} C{x - r * 1.05:.0f},{y - r * 1.2:.0f}"
        f" {x + r * 1.05:.0f},{y - r * 1.2:.0f} {x + r:.0f},{y - r * 0.05:.0f}"
        f" C{x + r * 0.5:.0f},{y - r * 0.5:.0f} {x - r * 0.5:.0f},{y - r * 0.5:.0f}"
        f" {x - r:.0f},{y - r * 0.05:.0f} Z",
        colour,
        INK,
    )


# --- the Donne ----------------------------------------------------------------------------


def donna_body(bodice: str, skirt: str, band: str, hem: float = 500) -> list[str]:
    """Legs, shoes, a flared skirt to mid-calf and a fitted bodice."""
    return [
        *limb([(184, hem - 20), (182, 548)], WHITE, 18),
        *limb([(216, hem - 20), (218, 548)], WHITE, 18),
        ellipse(178, 554, 20, 9, SHOE, INK),
        ellipse(222, 554, 20, 9, SHOE, INK),
        path(
            f"M176,300 L224,300 C250,360 280,420 292,{hem} C240,{hem + 14} 160,{hem + 14}"
            f" 108,{hem} C120,420 150,360 176,300 Z",
            skirt,
            INK,
        ),
        path(
            f"M212,306 C236,370 256,430 262,{hem + 8} C276,{hem + 6} 286,{hem + 3} 292,{hem}"
            f" C280,420 250,360 224,300 Z",
            shade(skirt),
            None,
        ),
        path(
            f"M112,{hem - 24} C160,{hem - 12} 240,{hem - 12} 288,{hem - 24} L292,{hem}"
            f" C240,{hem + 14} 160,{hem + 14} 108,{hem} Z",
            band,
            INK,
        ),
        path(
            " ".join(
                oval(x, hem - 6 + abs(x - 200) * -0.06, 4.5, 4.5)
                for x in (130, 152, 176, 200, 224, 248, 270)
            ),
            WHITE if band == RED else RED,
            None,
        ),
        path("M160,210 L240,210 L228,306 L172,306 Z", bodice, INK),
        rect(170, 296, 60, 14, band, INK, rx=4),
        path("M176,212 L200,250 L224,212 Z", CREAM, INK),
    ]


def donna_coins() -> list[str]:
    """The Donna of coins lifts the coin beside her head; a plumed blue beret."""
    out = [long_hair(200, 160, 34, BROWN_HAIR, 2.4)]
    out += donna_body(RED, YELLOW, RED)
    out += limb([(166, 222), (140, 270), (176, 300)], RED)
    out += [hand(176, 300)]
    out += limb([(236, 222), (276, 246), (292, 196)], RED)
    out += head(200, 160, 34, look=0.4, woman=True)
    out += [
        fringe(200, 160, 34, BROWN_HAIR),
        ellipse(196, 124, 46, 14, BLUE, INK, rot=-8),
        path("M166,124 C170,96 226,94 232,120 Z", BLUE, INK),
        path("M222,112 C238,78 266,66 292,64 C278,86 258,104 232,122 Z", WHITE, INK),
        circle(222, 114, 8, YELLOW, INK),
        place("coins", 300, 150, 0.92),
        hand(292, 196),
    ]
    return out


def donna_cups() -> list[str]:
    """The Donna of cups offers the cup with both hands; a wreath of flowers in fair hair."""
    out = [long_hair(200, 160, 34, BLOND, 2.8)]
    out += donna_body(BLUE, RED, YELLOW, hem=505)
    out += [path("M184,306 L216,306 L228,480 C210,486 190,486 172,480 Z", LIGHT_BLUE, INK)]
    out += limb([(166, 222), (152, 290), (184, 330)], BLUE)
    out += limb([(234, 222), (248, 290), (216, 330)], BLUE)
    out += head(200, 160, 34, look=0, woman=True)
    out += [fringe(200, 160, 34, BLOND)]
    for i, dx in enumerate((-30, -15, 0, 15, 30)):
        y = 130 - (8 if abs(dx) < 20 else 0) - (4 if dx == 0 else 0)
        out.append(ellipse(200 + dx, y + 4, 10, 6, GREEN, INK, rot=dx))
        out.append(circle(200 + dx, y, 7, RED if i % 2 == 0 else WHITE, INK))
    out += [place("cups", 200, 276, 0.86), hand(184, 334), hand(216, 334)]
    return out


def donna_swords() -> list[str]:
    """The Donna of swords, armed like a soldier: a crested helmet, a breastplate, a round
    shield and the sword held upright."""
    out = [long_hair(200, 162, 34, BLACK_HAIR, 2.2)]
    out += donna_body(GREEN, GREEN, YELLOW, hem=470)
    out += [
        *limb([(184, 470), (182, 540)], "#7a5230", 20),
        *limb([(216, 470), (218, 540)], "#7a5230", 20),
        path("M162,214 L238,214 L230,296 C214,306 186,306 170,296 Z", STEEL, INK),
        path("M200,220 L200,296", None, STEEL_DARK, 6),
    ]
    out += limb([(238, 222), (272, 272), (292, 330)], GREEN)
    out += head(200, 162, 34, look=-0.3, woman=True)
    out += [
        path("M160,150 C156,104 244,104 240,150 C232,138 168,138 160,150 Z", STEEL, INK),
        path("M150,150 L250,150 L244,140 L156,140 Z", YELLOW, INK),
        path("M196,112 C190,78 218,64 246,70 C236,84 226,98 212,112 Z", RED, INK),
        place("swords", 292, 226, 0.86, 0, 330),
        hand(292, 330),
        circle(126, 336, 52, RED, INK),
        circle(126, 336, 38, None, YELLOW, 7),
        circle(126, 336, 14, YELLOW, INK),
    ]
    return out


def donna_clubs() -> list[str]:
    """The Donna of clubs carries her cudgel on her shoulder, her other hand on her hip; a
    broad straw hat with a ribbon."""
    out = [long_hair(200, 160, 34, AUBURN, 2.0)]
    out += donna_body(GREEN, BLUE, YELLOW)
    out += limb([(166, 222), (136, 262), (170, 300)], GREEN)
    out += [hand(170, 300)]
    out += head(200, 160, 34, look=-0.5, woman=True)
    out += [
        fringe(200, 160, 34, AUBURN),
        ellipse(200, 130, 70, 16, YELLOW, INK),
        path("M164,130 C164,96 236,96 236,130 Z", YELLOW, INK),
        rect(164, 116, 72, 12, RED, None),
        path("M164,124 L140,150 L154,152 L146,170", None, RED, 8),
        place("clubs", 266, 232, 0.8, 25, 300),
    ]
    out += limb([(234, 222), (266, 266), (240, 298)], GREEN)
    out += [hand(240, 298)]
    return out


# --- the Cavalli --------------------------------------------------------------------------

HORSE_GREYS = {
    "coins": ("#d6d1c8", "#9d968b"),
    "cups": ("#8f8982", "#5e5852"),
    "swords": ("#f2efe9", "#b8b1a6"),
    "clubs": ("#b3ada4", "#746d64"),
}


def horse(suit: str, gait: str, cloth: str, cloth_edge: str) -> list[str]:
    """A grey horse facing right, its body about (210, 395); ``gait`` sets legs and head."""
    coat, dark = HORSE_GREYS[suit]
    # near hind, far hind, near fore, far fore: hip/shoulder, hock/knee, hoof
    legs = {
        "walk": [
            [(138, 410), (122, 478), (130, 548)],
            [(166, 420), (160, 484), (166, 548)],
            [(276, 414), (284, 482), (282, 548)],
            [(300, 410), (330, 452), (316, 500)],
        ],
        "stand": [
            [(138, 410), (126, 480), (132, 548)],
            [(164, 420), (156, 484), (160, 548)],
            [(280, 414), (282, 482), (280, 548)],
            [(298, 412), (304, 482), (304, 548)],
        ],
        "rear": [
            [(138, 410), (118, 470), (132, 548)],
            [(164, 420), (150, 480), (168, 548)],
            [(284, 412), (326, 418), (322, 462)],
            [(300, 404), (344, 392), (344, 436)],
        ],
        "trot": [
            [(138, 410), (156, 470), (138, 520)],
            [(166, 420), (154, 484), (160, 548)],
            [(276, 414), (280, 482), (276, 548)],
            [(300, 410), (332, 446), (328, 496)],
        ],
    }[gait]
    out = []
    for leg in (legs[1], legs[3]):
        out += limb(leg, dark, 22)
        out.append(ellipse(leg[-1][0], leg[-1][1] + 3, 15, 8, SHOE, INK))
    if gait == "stand":  # head bowed, neck arched
        neck = "M256,362 C284,318 312,296 340,296 L360,338 C340,350 330,380 324,414 Z"
        head_d = (
            "M318,304 C324,278 368,276 378,300 L398,356 C404,382 382,398 364,388"
            " L352,374 C330,376 314,354 316,334 C314,322 314,312 318,304 Z"
        )
        mane = "M334,292 C304,298 278,324 252,366 L264,372 C286,334 310,310 340,304 Z"
        ear, eye, muzzle = (334, 282), (352, 318), (382, 380)
    else:
        neck = "M250,362 C262,320 284,282 304,252 L348,266 C354,300 352,352 336,410 Z"
        head_d = (
            "M300,258 C300,230 328,218 350,230 L386,268 C404,282 408,306 390,316"
            " C376,324 364,318 356,312 C340,318 322,312 316,298 C308,286 300,274 300,258 Z"
        )
        mane = "M306,246 C288,280 272,318 256,364 L270,370 C284,326 298,290 318,256 Z"
        ear, eye, muzzle = (318, 232), (336, 254), (390, 300)
    out += [
        path("M116,376 C80,382 64,426 72,502 C88,480 98,440 122,404 Z", dark, INK),
        path(neck, coat, INK),
        path(
            "M110,382 C106,350 146,340 190,344 C232,348 262,340 292,346 C322,354 332,394 314,424"
            " C300,444 262,450 210,450 C170,450 134,448 118,430 C104,418 104,398 110,382 Z",
            coat,
            INK,
        ),
        path(head_d, coat, INK),
        path(mane, dark, INK),
        poly(
            [(ear[0] - 9, ear[1] + 12), (ear[0] - 2, ear[1] - 14), (ear[0] + 9, ear[1] + 8)],
            coat,
            INK,
        ),
        circle(eye[0], eye[1], 5, INK, None),
        circle(muzzle[0], muzzle[1], 5, dark, None),
        line([eye, muzzle, (muzzle[0] - 20, muzzle[1] + 6)], RED, 6),
        line([(muzzle[0] - 20, muzzle[1] + 6), (226, 330)], INK, 6),
        # saddle cloth over the back
        path(
            "M166,340 C186,334 224,334 244,340 L250,446 C226,456 186,456 160,446 Z",
            cloth,
            INK,
        ),
        path(
            "M161,430 C186,440 226,440 249,430 L250,446 C226,456 186,456 160,446 Z",
            cloth_edge,
            None,
        ),
    ]
    for leg in (legs[0], legs[2]):
        out += limb(leg, coat, 24)
        out.append(ellipse(leg[-1][0], leg[-1][1] + 3, 16, 9, SHOE, INK))
    return [group(out, -16, 0)]


def rider(tunic: str, hose: str, boot: str = SHOE) -> list[str]:
    """The rider's seated body: hip at (200, 352), shoulders at y=262."""
    return [
        *limb([(196, 356), (236, 392), (230, 452)], hose, 22),
        path("M222,452 L252,452 L250,466 L218,466 Z", boot, INK),
        path("M170,258 L230,258 L236,360 L164,360 Z", tunic, INK),
    ]


def cavallo(
    suit: str,
    gait: str,
    cloth: tuple[str, str],
    tunic: str,
    hose: str,
    sign_at: tuple[float, float, float, float],
    arms: tuple[list[Point], list[Point]],
    hat: list[str],
    beard: str | None = None,
    flip: bool = False,
    tilt: float = 0,
    cape: str | None = None,
) -> list[str]:
    sx, sy, scale, length = sign_at
    body = horse(suit, gait, *cloth)
    if cape:  # a cloak blowing out behind the rider
        body.append(
            path("M176,256 C140,270 108,300 84,340 C112,336 136,346 156,356 L176,330 Z", cape, INK)
        )
    body += rider(tunic, hose)
    back_arm, front_arm = arms
    held = place(suit, sx, sy, scale, 0, length)
    parts = body + limb(back_arm, tunic, 20) + [hand(*back_arm[-1], 11)]
    parts += head(200, 226, 30, look=0.5, beard=beard) + hat
    if suit in ("swords", "clubs"):
        parts += [held, *limb(front_arm, tunic, 20), hand(*front_arm[-1], 11)]
    else:
        parts += [*limb(front_arm, tunic, 20), held, hand(*front_arm[-1], 11)]
    if tilt:
        parts = [group([group(parts, -150, -550)], 150, 550, rot=tilt)]
    return [group(parts, 400, 0, flip=True)] if flip else parts


def cavallo_coins() -> list[str]:
    """Walking to the right, the rider lifts the coin high; a feathered cap."""
    hat = [
        path("M172,204 C172,174 228,174 228,204 Z", RED, INK),
        ellipse(200, 204, 42, 10, RED, INK),
        path("M214,186 C228,156 250,146 270,142 C258,162 242,178 224,192 Z", WHITE, INK),
    ]
    return cavallo(
        "coins",
        "walk",
        (RED, YELLOW),
        BLUE,
        RED,
        (282, 138, 0.8, 0),
        ([(172, 270), (164, 320), (196, 340)], [(228, 270), (262, 240), (280, 186)]),
        hat,
    )


def cavallo_cups() -> list[str]:
    """Riding to the left on a dark grey, head bowed; in green, the cup held out; a wound
    turban."""
    hat = [
        ellipse(200, 200, 36, 20, YELLOW, INK),
        path("M170,200 C182,190 218,190 230,200", None, ORANGE, 7),
        circle(200, 184, 9, RED, INK),
    ]
    return cavallo(
        "cups",
        "stand",
        (BLUE, LIGHT_BLUE),
        GREEN,
        RED,
        (288, 262, 0.68, 0),
        ([(172, 270), (168, 320), (196, 344)], [(228, 270), (258, 300), (286, 300)]),
        hat,
        flip=True,
    )


def cavallo_swords() -> list[str]:
    """On a rearing white horse, in armour and a red cloak, the sword raised overhead."""
    hat = [
        path("M168,222 C164,180 236,180 232,222 C220,212 180,212 168,222 Z", STEEL, INK),
        path("M196,186 C186,152 214,138 240,146 C230,158 220,172 210,188 Z", RED, INK),
    ]
    body = cavallo(
        "swords",
        "rear",
        (GREEN, YELLOW),
        STEEL,
        GREEN,
        (252, 120, 0.7, 300),
        ([(172, 270), (166, 320), (194, 340)], [(228, 270), (256, 232), (252, 196)]),
        hat,
        tilt=-12,
        cape=RED,
    )
    return body


def cavallo_clubs() -> list[str]:
    """Trotting to the left, a bearded rider in a red shirt and a round cap, the cudgel on
    his shoulder."""
    hat = [
        # a brown cap that sits above the brows (a black one read as a blindfold when small)
        path("M172,198 L174,174 C186,164 214,164 226,174 L228,198 Z", "#6b4426", INK),
        rect(172, 190, 56, 8, RED, None),
    ]
    return cavallo(
        "clubs",
        "trot",
        (ORANGE, GREEN),
        RED,
        "#7f786f",
        (244, 236, 0.6, 300),
        ([(172, 270), (168, 322), (196, 344)], [(228, 270), (250, 300), (244, 300)]),
        hat,
        beard="#a5562a",
        flip=True,
    )


# --- the Re -------------------------------------------------------------------------------


def crown(x: float, y: float, kind: str) -> list[str]:
    """Four crowns: fleurons, spikes, an arched imperial crown, a crown over a cap."""
    if kind == "fleurons":
        out = [
            path(
                f"M{x - 40},{y} L{x - 44},{y - 34} L{x + 44},{y - 34} L{x + 40},{y} Z", YELLOW, INK
            )
        ]
        for dx in (-36, 0, 36):
            out.append(
                path(
                    f"M{x + dx - 12},{y - 32} C{x + dx - 16},{y - 48} {x + dx - 4},{y - 54}"
                    f" {x + dx},{y - 62} C{x + dx + 4},{y - 54} {x + dx + 16},{y - 48}"
                    f" {x + dx + 12},{y - 32} Z",
                    YELLOW,
                    INK,
                )
            )
        out += [circle(x + dx, y - 17, 6, c, None) for dx, c in ((-24, RED), (0, BLUE), (24, RED))]
        return out
    if kind == "spikes":
        pts = [(x - 42, y)]
        for i in range(7):
            px = x - 42 + i * 14
            pts += [(px, y - 26), (px + 7, y - 52 - (8 if i == 3 else 0))]
        pts += [(x + 42, y - 26), (x + 42, y)]
        out = [poly(pts, YELLOW, INK), rect(x - 44, y - 14, 88, 16, ORANGE, INK, rx=3)]
        out += [circle(x + dx, y - 6, 5, GREEN, None) for dx in (-26, 0, 26)]
        return out
    if kind == "arched":
        return [
            path(f"M{x - 40},{y} C{x - 44},{y - 60} {x + 44},{y - 60} {x + 40},{y} Z", RED, INK),
            path(
                f"M{x - 40},{y - 6} C{x - 40},{y - 60} {x + 40},{y - 60} {x + 40},{y - 6}",
                None,
                YELLOW,
                8,
            ),
            path(f"M{x},{y - 4} L{x},{y - 50}", None, YELLOW, 8),
            rect(x - 44, y - 16, 88, 18, YELLOW, INK, rx=4),
            circle(x, y - 52, 9, YELLOW, INK),
            path(f"M{x},{y - 60} L{x},{y - 80} M{x - 9},{y - 72} L{x + 9},{y - 72}", None, INK, 7),
            circle(x - 22, y - 7, 5, BLUE, None),
            circle(x + 22, y - 7, 5, BLUE, None),
        ]
    # a crown over a tall red cap
    return [
        path(f"M{x - 34},{y} C{x - 40},{y - 70} {x + 40},{y - 70} {x + 34},{y} Z", DARK_RED, INK),
        poly(
            [
                (x - 44, y + 2),
                (x - 46, y - 28),
                (x - 30, y - 14),
                (x - 16, y - 34),
                (x, y - 16),
                (x + 16, y - 34),
                (x + 30, y - 14),
                (x + 46, y - 28),
                (x + 44, y + 2),
            ],
            YELLOW,
            INK,
        ),
        circle(x, y - 56, 8, YELLOW, INK),
    ]


def robe(main: str, mantle: str, lining: str, belt: str = YELLOW) -> list[str]:
    """A robe to the ground, a mantle over the shoulders that falls wide behind it, its
    front edges trimmed in ``lining``, a few gold dots on the robe."""
    out = [
        path("M148,226 C118,320 86,450 70,556 L330,556 C314,450 282,320 252,226 Z", mantle, INK),
        path("M150,226 L250,226 L290,552 C240,562 160,562 110,552 Z", main, INK),
        path("M226,230 L250,228 L288,550 C272,554 258,556 244,557 Z", shade(main), None),
        path("M146,232 C130,330 120,450 112,554", None, lining, 10),
        path("M254,232 C270,330 280,450 288,554", None, lining, 10),
        rect(148, 330, 104, 16, belt, INK, rx=4),
        ellipse(178, 560, 18, 8, SHOE, INK),
        ellipse(222, 560, 18, 8, SHOE, INK),
    ]
    out += [
        circle(x, y, 5, belt, None)
        for x, y in ((170, 400), (230, 400), (160, 470), (240, 470), (200, 520))
    ]
    return out


def ermine(y: float = 228) -> list[str]:
    out = [
        path(
            f"M134,{y} C160,{y + 40} 240,{y + 40} 266,{y} C246,{y - 20} 154,{y - 20} 134,{y} Z",
            WHITE,
            INK,
        )
    ]
    out += [
        path(f"M{x},{y + dy} l-4,9 l8,0 Z", INK, None)
        for x, dy in ((158, 6), (182, 16), (218, 16), (242, 6))
    ]
    return out


def re_coins() -> list[str]:
    """The Re of coins (the "matta"): red robe, blue mantle, fleuron crown, white beard; the
    coin held forward at his side, an orb in the other hand."""
    out = robe(RED, BLUE, YELLOW)
    out += limb([(158, 246), (130, 300), (150, 340)], BLUE)
    out += [
        circle(150, 314, 18, YELLOW, INK),
        path("M132,314 L168,314 M150,296 L150,284 M143,288 L157,288", None, INK, 6),
        hand(150, 340),
    ]
    out += limb([(244, 246), (270, 290), (286, 300)], BLUE)
    out += ermine()
    out += head(200, 176, 34, look=0.2, beard="#ece7dd")
    out += crown(200, 150, "fleurons")
    out += [place("coins", 298, 262, 0.88), hand(286, 302)]
    return out


def re_cups() -> list[str]:
    """The Re of cups lifts the cup high; blue robe, red mantle, arched crown, brown beard;
    a sceptre in his other hand."""
    out = robe(BLUE, RED, YELLOW, belt=ORANGE)
    out += [
        *limb([(246, 246), (272, 300), (268, 340)], RED),
        line([(272, 226), (266, 470)], INK, 16),
        line([(272, 226), (266, 470)], YELLOW, 8),
        circle(272, 222, 12, YELLOW, INK),
        hand(268, 340),
    ]
    out += limb([(156, 246), (124, 210), (118, 170)], RED)
    out += ermine()
    out += head(200, 178, 34, look=-0.3, beard=BROWN_HAIR)
    out += crown(200, 150, "arched")
    out += [place("cups", 116, 112, 0.68), hand(118, 170)]
    return out


def re_swords() -> list[str]:
    """The Re of swords, a paladin: armour over a green robe, a red cloak, a spiked crown,
    a black beard, both hands resting on the hilt of his sword, its point to the ground."""
    out = robe(GREEN, RED, DARK_RED)
    out += [
        path("M156,228 L244,228 L252,334 L148,334 Z", STEEL, INK),
        path("M200,236 L200,330", None, STEEL_DARK, 6),
        path("M150,334 L250,334 L258,374 C240,386 160,386 142,374 Z", STEEL, INK),
    ]
    out += ermine(226)
    out += head(200, 176, 34, look=0.3, beard=BLACK_HAIR)
    out += crown(200, 150, "spikes")
    out += [place("swords", 200, 428, 0.9, 180, 300)]
    out += limb([(158, 246), (146, 296), (190, 326)], STEEL)
    out += limb([(242, 246), (254, 296), (210, 326)], STEEL)
    out += [hand(190, 326), hand(210, 326)]
    return out


def re_clubs() -> list[str]:
    """The Re of clubs leans on his cudgel like a staff: orange robe, green mantle, a crown
    over a red cap, a long grey beard; his other hand raised."""
    out = robe(ORANGE, GREEN, LIGHT_GREEN, belt=RED)
    out += [place("clubs", 290, 392, 0.8, 0, 400)]
    out += limb([(244, 246), (276, 280), (290, 300)], GREEN)
    out += [hand(290, 302)]
    out += limb([(156, 246), (126, 262), (112, 222)], GREEN)
    out += [hand(112, 220)]
    out += ermine()
    out += head(200, 178, 34, look=0.4, beard="#b9b4ac")
    out += crown(200, 150, "cap")
    return out


FIGURES = {
    (8, "coins"): donna_coins,
    (8, "cups"): donna_cups,
    (8, "swords"): donna_swords,
    (8, "clubs"): donna_clubs,
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


_ = (LIGHT_GREEN, YELLOW_LIGHT, PURPLE, rect)
