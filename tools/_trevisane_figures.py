"""The twelve Trevisane figures: full length, single-ended, each its own pose and attribute.

Fante (8) a standing page: of coins with a raised coin and a feathered beret; of cups with the
cup held high, the crescent moon with a red face at his side and the dog at his feet; of swords
the bare-headed "vecia" holding the curved sword and a severed head; of clubs in a wide hat,
leaning on his baton. Cavallo (9) a rider in a plumed hat on a plumed horse: coins walking right
with the coin raised, cups standing facing left with the cup held high, swords rearing with the
blade swung, clubs walking left with the baton on the shoulder. Re (10) crowned, in a gown to
the ground: coins with coin and sceptre, cups with the cup raised, swords with the blade
upright, clubs with the baton and the round arms of Treviso.
"""

from __future__ import annotations

from _svg import INK, group, path, poly, rect, star
from _trevisane_kit import (
    BLACK,
    BROWN,
    GREY,
    SKIN,
    WHITE,
    beret,
    brim_hat,
    collar,
    crown,
    doublet,
    ermine,
    hand,
    head,
    horse,
    legs,
    limb,
    mantle,
    plumed_hat,
    robe,
    rolled_cap,
    sprinkle,
)
from _trevisane_signs import (
    BLUE,
    DARK_RED,
    GREEN,
    RED,
    YELLOW,
    YELLOW_LIGHT,
    baton,
    coin_at,
    cup_at,
    disc,
    oval,
    sword,
)

HAIR_BROWN = "#6b3d1f"
HAIR_FAIR = "#d9a441"


def figure(suit: str, rank: int) -> list[str]:
    return FIGURES[(suit, rank)]()


# --- Fanti ------------------------------------------------------------------------------


def fante_coins() -> list[str]:
    out = legs(200, 404, 590, (BLUE, RED))
    out += limb([(150, 216), (112, 272), (148, 318)], BLUE)
    out += doublet(200, 200, 322, 410, YELLOW, RED, BLUE)
    out.append(sprinkle([(160, 326), (240, 326), (270, 400), (130, 400)], YELLOW, 30, 6))
    out += [hand(148, 318)]
    out += [collar(200, 198, 46)]
    out += head(200, 152, 32, look=0.5, hair=HAIR_BROWN, long_hair=True)
    out += beret(200, 152, 32, RED, YELLOW)
    out += limb([(250, 216), (292, 206), (300, 160)], BLUE)
    out += [coin_at(302, 112, 0.86), hand(300, 158)]
    return out


def moon(x: float, y: float) -> list[str]:
    """The crescent moon with a red face that the Fante of cups carries at his side."""
    return [
        path(
            f"M{x - 4},{y - 50} C{x - 64},{y - 40} {x - 64},{y + 40} {x - 4},{y + 50}"
            f" C{x + 40},{y + 44} {x + 40},{y - 44} {x - 4},{y - 50} Z",
            RED,
            INK,
        ),
        path(
            f"M{x - 4},{y - 50} C{x - 64},{y - 40} {x - 64},{y + 40} {x - 4},{y + 50}"
            f" C{x - 30},{y + 30} {x - 30},{y - 30} {x - 4},{y - 50} Z",
            YELLOW,
            INK,
        ),
        disc(x + 6, y - 12, 5, INK, None),
        path(f"M{x + 14},{y - 6} l12,16 l-12,2", None, DARK_RED, 6),
        oval(x + 6, y + 24, 10, 5, DARK_RED, None),
    ]


def dog(x: float, y: float) -> list[str]:
    """A small white dog sitting, looking up at his master."""
    return [
        path(
            f"M{x - 40},{y + 90} C{x - 60},{y + 70} {x - 56},{y + 20} {x - 30},{y + 6}"
            f" C{x - 20},{y - 20} {x - 4},{y - 40} {x + 14},{y - 36} C{x + 36},{y - 32}"
            f" {x + 42},{y - 10} {x + 30},{y + 2} C{x + 20},{y + 10} {x + 10},{y + 10}"
            f" {x + 6},{y + 20} C{x + 12},{y + 50} {x + 20},{y + 80} {x + 16},{y + 90} Z",
            WHITE,
            INK,
        ),
        path(
            f"M{x - 4},{y - 30} C{x - 20},{y - 30} {x - 26},{y - 4} {x - 16},{y + 6}"
            f" C{x - 8},{y - 6} {x - 4},{y - 18} {x - 4},{y - 30} Z",
            BROWN,
            INK,
        ),
        disc(x + 16, y - 20, 4, INK, None),
        disc(x + 38, y - 8, 5, INK, None),
        path(
            f"M{x - 52},{y + 74} C{x - 72},{y + 66} {x - 78},{y + 50} {x - 74},{y + 36}",
            None,
            INK,
            14,
        ),
        path(
            f"M{x - 52},{y + 74} C{x - 72},{y + 66} {x - 78},{y + 50} {x - 74},{y + 36}",
            None,
            WHITE,
            6,
        ),
        oval(x - 30, y + 40, 14, 12, BROWN, None),
        path(f"M{x + 2},{y + 88} L{x + 24},{y + 88}", None, INK, 8),
    ]


def fante_cups() -> list[str]:
    out = dog(118, 496)
    out += legs(200, 430, 590, (YELLOW, YELLOW), spread=18)
    out += doublet(200, 200, 330, 440, BLUE, BLUE, YELLOW, wide=1.05)
    out.append(sprinkle([(156, 210), (244, 210), (278, 430), (122, 430)], YELLOW, 36, 6, "flower"))
    out += [collar(200, 198, 44, YELLOW_LIGHT)]
    out += limb([(250, 216), (284, 270), (270, 312)], RED)
    out += moon(292, 350)
    out += [hand(270, 312)]
    out += head(200, 152, 32, look=-0.5, hair=HAIR_FAIR, long_hair=True)
    out += rolled_cap(200, 152, 32, RED, YELLOW)
    out += limb([(150, 216), (122, 196), (132, 150)], RED)
    out += [cup_at(134, 98, 0.74), hand(132, 148)]
    return out


def severed_head(x: float, y: float) -> list[str]:
    """The head held by its hair: eyes shut, a dark beard."""
    return [
        path(f"M{x - 6},{y - 30} L{x - 4},{y - 62}", None, INK, 14),
        disc(x, y, 32, SKIN, INK),
        path(
            f"M{x - 32},{y - 2} C{x - 36},{y - 44} {x + 36},{y - 44} {x + 32},{y - 2}"
            f" C{x + 18},{y - 20} {x - 18},{y - 20} {x - 32},{y - 2} Z",
            BLACK,
            INK,
        ),
        path(f"M{x - 18},{y + 2} l10,2 M{x + 8},{y + 4} l10,-2", None, INK, 6),
        path(
            f"M{x - 28},{y + 8} C{x - 20},{y + 42} {x + 20},{y + 42} {x + 28},{y + 8}"
            f" C{x + 10},{y + 20} {x - 10},{y + 20} {x - 28},{y + 8} Z",
            BLACK,
            INK,
        ),
        path(f"M{x - 12},{y + 36} l4,16 l8,-14 l6,12 l5,-14", RED, None),
    ]


def fante_swords() -> list[str]:
    out = legs(200, 440, 590, (BLUE, BLUE), spread=16)
    out += [
        path(
            "M146,330 L254,330 L284,452 Q200,470 116,452 Z",
            YELLOW,
            INK,
        ),
        path("M120,444 Q200,462 280,444", None, BLUE, 10),
    ]
    out.append(sprinkle([(150, 340), (250, 340), (276, 440), (124, 440)], RED, 32, 6))
    out += doublet(200, 200, 334, 336, RED, RED, BLUE)
    out += [collar(200, 198, 48)]
    out += limb([(252, 216), (284, 270), (290, 312)], RED)
    out += severed_head(294, 374)
    out += [hand(290, 312)]
    # the bare head of the old woman: grey hair drawn back into a bun
    out += [disc(220, 112, 16, GREY, INK)]
    out += head(200, 152, 32, look=-0.6, hair=GREY, long_hair=False)
    out += sword((124, 300), (152, 70), -34)
    out += limb([(150, 216), (116, 262), (124, 304)], RED)
    out += [hand(124, 304)]
    return out


def fante_clubs() -> list[str]:
    out = [mantle(200, 206, 440, YELLOW, RED, 96)]
    out += legs(200, 408, 590, (RED, YELLOW))
    out += doublet(200, 200, 322, 412, RED, BLUE, YELLOW)
    out.append(sprinkle([(160, 326), (240, 326), (270, 402), (130, 402)], YELLOW, 28, 5))
    out += baton((282, 594), (262, 100), 26)
    out += [collar(200, 198, 44)]
    out += head(200, 152, 32, look=0.4, hair=HAIR_BROWN, long_hair=True)
    out += brim_hat(200, 152, 32, BLUE, RED)
    out += limb([(250, 216), (282, 246), (270, 262)], RED)
    out += limb([(150, 216), (170, 300), (272, 322)], RED)
    out += [hand(270, 262), hand(272, 322)]
    return out


# --- Cavalli ----------------------------------------------------------------------------


def rider(
    coat: str,
    skirt: str,
    hose: str,
    hat: list[str],
    arms: list[str],
    front_arm: list[str],
    trim: str = YELLOW,
) -> list[str]:
    """A rider seated at the saddle (about (210, 332)), facing right."""
    out = [
        path("M184,330 L244,330 L262,396 Q216,408 176,392 Z", skirt, INK),
        path("M180,388 Q216,402 258,390", None, YELLOW, 8),
    ]
    out += limb([(222, 344), (262, 378), (252, 440)], hose, 24)
    out += [oval(262, 448, 22, 10, BLACK, INK)]
    out += arms
    out += [
        path(
            "M178,244 C180,230 248,228 250,244 L242,338 L186,338 Z",
            coat,
            INK,
        ),
        sprinkle([(184, 246), (246, 246), (240, 318), (188, 318)], trim, 22, 4),
        rect(184, 320, 60, 14, YELLOW, INK, rx=4),
        collar(214, 234, 34),
    ]
    out += head(216, 198, 28, look=0.7, hair=HAIR_BROWN)
    out += hat
    out += front_arm
    return out


def mirrored(parts: list[str]) -> str:
    return group(parts, 400, 0, flip=True)


def cavallo_coins() -> list[str]:
    behind, front = horse(WHITE, RED, YELLOW, "walk", GREY, (RED, BLUE))
    reins = [*limb([(190, 248), (214, 298), (262, 296)], BLUE, 20), hand(262, 296)]
    raised = limb([(240, 248), (272, 230), (290, 184)], BLUE, 20)
    raised += [coin_at(296, 132, 0.78), hand(290, 182)]
    man = rider(BLUE, BLUE, RED, plumed_hat(216, 198, 28, RED, (WHITE, YELLOW)), reins, raised)
    return behind + man + front


def cavallo_cups() -> list[str]:
    behind, front = horse("#b77a45", BLUE, YELLOW, "stand", BLACK, (YELLOW, RED))
    raised = limb([(190, 248), (160, 214), (156, 166)], RED, 20)
    raised += [cup_at(156, 116, 0.7), hand(156, 164)]
    reins = [*limb([(240, 250), (262, 290), (276, 292)], RED, 20), hand(276, 292)]
    man = rider(RED, RED, BLUE, plumed_hat(216, 198, 28, YELLOW, (WHITE, BLUE)), raised, reins)
    return [mirrored(behind + man + front)]


def cavallo_swords() -> list[str]:
    behind, front = horse("#d8d2c6", YELLOW, RED, "rear", BLACK, (BLUE, WHITE))
    swing = sword((158, 170), (286, 58), 28) + limb(
        [(190, 248), (168, 210), (160, 176)], YELLOW, 20
    )
    swing += [hand(160, 174)]
    reins = [*limb([(240, 250), (262, 288), (280, 282)], YELLOW, 20), hand(280, 282)]
    man = rider(YELLOW, RED, BLUE, plumed_hat(216, 198, 28, BLUE, (RED, WHITE)), swing, reins, RED)
    return [*behind, group(man, -31, -5), *front]


def cavallo_clubs() -> list[str]:
    behind, front = horse("#6e4a33", RED, BLUE, "walk", BLACK, (BLUE, YELLOW))
    carry = baton((252, 300), (120, 96), 22)
    back_arm = [*limb([(190, 248), (206, 296), (240, 302)], GREEN, 20), hand(240, 302)]
    front_arm = [*limb([(240, 250), (262, 286), (254, 300)], GREEN, 20), hand(254, 300)]
    man = rider(
        GREEN,
        YELLOW,
        RED,
        plumed_hat(216, 198, 28, RED, (YELLOW, WHITE)),
        carry + back_arm,
        front_arm,
    )
    return [mirrored(behind + man + front)]


# --- Re ---------------------------------------------------------------------------------


def sceptre(x: float, top: float, bottom: float) -> list[str]:
    return [
        rect(x - 6, top, 12, bottom - top, YELLOW, INK),
        poly(star(x, top - 10, 20, 8, 4), YELLOW, INK),
        disc(x, top - 10, 6, RED, None),
    ]


def re_coins() -> list[str]:
    out = [mantle(200, 214, 578, BLUE, YELLOW, 96)]
    out += robe(200, 210, 576, RED, 80, YELLOW)
    out.append(sprinkle([(150, 230), (250, 230), (276, 560), (124, 560)], YELLOW, 40, 7, "flower"))
    out += ermine(200, 230, 570)
    out += sceptre(280, 150, 548)
    out += limb([(252, 226), (272, 290), (280, 330)], BLUE)
    out += [hand(280, 330)]
    out += [collar(200, 214, 58)]
    out += head(200, 168, 32, look=-0.3, beard=WHITE, hair=GREY)
    out += crown(200, 142, 74, 40, "points")
    out += limb([(148, 226), (118, 280), (128, 322)], BLUE)
    out += [coin_at(128, 270, 0.8), hand(128, 322)]
    return out


def re_cups() -> list[str]:
    out = [mantle(200, 214, 580, RED, YELLOW, 100)]
    out += robe(200, 210, 576, BLUE, 82, YELLOW)
    out.append(sprinkle([(150, 230), (250, 230), (278, 560), (122, 560)], YELLOW, 38, 6))
    out += [rect(152, 360, 96, 18, YELLOW, INK, rx=6)]
    out += ermine(200, 230, 360, 22)
    out += limb([(148, 226), (130, 300), (176, 366)], RED)
    out += [hand(176, 366)]
    out += [collar(200, 214, 60, YELLOW_LIGHT)]
    out += head(200, 168, 32, look=0.4, beard=HAIR_BROWN, hair=HAIR_BROWN)
    out += crown(200, 142, 74, 40, "arched")
    out += limb([(252, 226), (296, 240), (300, 200)], RED)
    out += [cup_at(300, 150, 0.78), hand(300, 198)]
    return out


def re_swords() -> list[str]:
    out = [mantle(200, 214, 578, RED, BLUE, 94)]
    out += robe(200, 210, 576, YELLOW, 78, RED)
    out.append(sprinkle([(150, 380), (250, 380), (274, 560), (126, 560)], RED, 38, 7, "flower"))
    out += [
        path(
            "M150,236 L250,236 C254,300 248,352 200,384 C152,352 146,300 150,236 Z", "#b9c3cc", INK
        ),
        path("M200,244 L200,370 M164,262 C180,290 220,290 236,262", None, "#eef2f5", 8),
        rect(150, 372, 100, 18, RED, INK, rx=6),
    ]
    out += limb([(252, 226), (282, 300), (244, 376)], RED)
    out += [hand(244, 376)]
    out += [collar(200, 214, 58)]
    out += head(200, 168, 32, look=-0.4, beard=BLACK, hair=BLACK)
    out += crown(200, 142, 74, 38, "lilies")
    out += sword((118, 318), (100, 84), 30)
    out += limb([(148, 226), (112, 276), (118, 320)], RED)
    out += [hand(118, 320)]
    return out


def treviso_arms(x: float, y: float) -> list[str]:
    """The round arms of Treviso: a red shield, a white cross, two stars above it."""
    d = f"M{x - 28},{y - 30} L{x + 28},{y - 30} L{x + 28},{y + 4} C{x + 28},{y + 22} {x},{y + 34}"
    d += f" {x},{y + 34} C{x},{y + 34} {x - 28},{y + 22} {x - 28},{y + 4} Z"
    return [
        disc(x, y, 50, YELLOW, INK),
        disc(x, y, 40, BLUE, INK),
        path(d, RED, INK),
        rect(x - 5, y - 24, 10, 52, WHITE, None),
        rect(x - 22, y - 10, 44, 10, WHITE, None),
        poly(star(x - 14, y - 20, 7, 3, 8), WHITE, None),
        poly(star(x + 14, y - 20, 7, 3, 8), WHITE, None),
    ]


def re_clubs() -> list[str]:
    out = [mantle(200, 214, 578, GREEN, RED, 96)]
    out += robe(200, 210, 576, YELLOW, 80, BLUE)
    out.append(sprinkle([(150, 230), (250, 230), (276, 560), (124, 560)], BLUE, 36, 6))
    out += [path("M200,214 L200,574", None, RED, 14)]
    out += baton((132, 338), (96, 92), 24)
    out += limb([(148, 226), (116, 290), (132, 334)], GREEN)
    out += [hand(132, 334)]
    out += [collar(200, 214, 58)]
    out += head(200, 168, 32, look=0.2, beard=GREY, hair=GREY)
    out += crown(200, 142, 74, 40, "cap")
    out += limb([(252, 226), (282, 300), (250, 360)], GREEN)
    out += treviso_arms(240, 392)
    out += [hand(276, 356)]
    return out


FIGURES = {
    ("coins", 8): fante_coins,
    ("cups", 8): fante_cups,
    ("swords", 8): fante_swords,
    ("clubs", 8): fante_clubs,
    ("coins", 9): cavallo_coins,
    ("cups", 9): cavallo_cups,
    ("swords", 9): cavallo_swords,
    ("clubs", 9): cavallo_clubs,
    ("coins", 10): re_coins,
    ("cups", 10): re_cups,
    ("swords", 10): re_swords,
    ("clubs", 10): re_clubs,
}
