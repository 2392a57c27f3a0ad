"""The three figures of each suit, built like peg dolls so that they read at 80 x 130 px.

A round head, a trapezoid body, a dark outline and a few flat fills; the silhouette carries the
rank: the page (Fante, Sota) has no crown and a short tunic, the rider (Cavallo, Caballo) sits
on a wide horse, the king (Re, Rey) wears a big crown and a robe to the ground.
Single-ended figures stand with their feet at y=560; French courts are half figures above the
card's middle line, turned a half turn for the lower end.
"""

from __future__ import annotations

from _suits import BLUE, GOLD, GOLD_LIGHT, GREEN, RED, sign
from _svg import INK, SKIN, SKIN_SHADE, circle, ellipse, group, line, path, poly, rect

WHITE = "#fdfbf4"
SHOE = "#3b2a20"
HAIR = {"coins": "#6b3d1f", "cups": "#e0b64a", "swords": "#3a2418", "clubs": "#a5562a"}
# (main, second) garment colours per suit: the figures of a suit share them.
DRESS = {
    "coins": (RED, BLUE),
    "cups": (BLUE, RED),
    "swords": (GREEN, RED),
    "clubs": ("#d4861c", GREEN),
}
HORSE = {"coins": "#f4efe4", "cups": "#a8683a", "swords": "#cfc9bd", "clubs": "#6e4a33"}


def face(x: float, y: float, r: float, beard: str | None = None) -> list[str]:
    """A round face: eyes, cheeks and mouth as plain fills (no thin strokes)."""
    out = [circle(x, y, r, SKIN, INK)]
    out += [
        circle(x - 0.36 * r, y - 0.06 * r, 0.12 * r, INK, None),
        circle(x + 0.36 * r, y - 0.06 * r, 0.12 * r, INK, None),
        circle(x - 0.52 * r, y + 0.3 * r, 0.15 * r, "#f1a18c", None),
        circle(x + 0.52 * r, y + 0.3 * r, 0.15 * r, "#f1a18c", None),
        path(
            f"M{x:.0f},{y + 0.02 * r:.0f} l-{0.1 * r:.0f},{0.26 * r:.0f} l{0.18 * r:.0f},0",
            None,
            SKIN_SHADE,
            6,
        ),
    ]
    if beard:
        out.append(
            path(
                f"M{x - 0.9 * r:.0f},{y + 0.1 * r:.0f} C{x - 0.9 * r:.0f},{y + 1.1 * r:.0f} "
                f"{x - 0.4 * r:.0f},{y + 1.75 * r:.0f} {x:.0f},{y + 1.85 * r:.0f} "
                f"C{x + 0.4 * r:.0f},{y + 1.75 * r:.0f} {x + 0.9 * r:.0f},{y + 1.1 * r:.0f} "
                f"{x + 0.9 * r:.0f},{y + 0.1 * r:.0f} C{x + 0.6 * r:.0f},{y + 0.6 * r:.0f} "
                f"{x - 0.6 * r:.0f},{y + 0.6 * r:.0f} {x - 0.9 * r:.0f},{y + 0.1 * r:.0f} Z",
                beard,
                INK,
            )
        )
        out.append(
            path(
                f"M{x - 0.5 * r:.0f},{y + 0.55 * r:.0f} C{x - 0.25 * r:.0f},{y + 0.3 * r:.0f} "
                f"{x + 0.25 * r:.0f},{y + 0.3 * r:.0f} {x + 0.5 * r:.0f},{y + 0.55 * r:.0f} "
                f"C{x + 0.2 * r:.0f},{y + 0.5 * r:.0f} {x - 0.2 * r:.0f},{y + 0.5 * r:.0f} "
                f"{x - 0.5 * r:.0f},{y + 0.55 * r:.0f} Z",
                beard,
                INK,
            )
        )
    else:
        out.append(ellipse(x, y + 0.5 * r, 0.2 * r, 0.09 * r, "#b8392f", None))
    return out


def crown(x: float, y: float, w: float, h: float, jewel: str = RED) -> list[str]:
    """A big open crown whose band sits on ``y`` (the top of the head)."""
    half = w / 2
    tips = [
        (x - half, y - h),
        (x - half * 0.45, y - h * 1.25),
        (x, y - h),
        (x + half * 0.45, y - h * 1.25),
        (x + half, y - h),
    ]
    outline = [
        (x - half * 1.04, y + 4),
        (x - half, y - h),
        (x - half * 0.7, y - h * 0.55),
        (x - half * 0.45, y - h * 1.25),
        (x - half * 0.2, y - h * 0.55),
        (x, y - h),
        (x + half * 0.2, y - h * 0.55),
        (x + half * 0.45, y - h * 1.25),
        (x + half * 0.7, y - h * 0.55),
        (x + half, y - h),
        (x + half * 1.04, y + 4),
    ]
    out = [
        poly(outline, GOLD, INK),
        rect(x - half * 1.04, y - h * 0.32, w * 1.04, h * 0.36, GOLD_LIGHT, INK, rx=3),
    ]
    out += [circle(tx, ty, 7, GOLD_LIGHT, INK) for tx, ty in tips]
    out += [
        circle(x + dx * half, y - h * 0.14, 6, c, None)
        for dx, c in ((-0.6, jewel), (0, BLUE), (0.6, jewel))
    ]
    return out


def _held(
    style: str, suit: str, hx: float, hy: float, scale: float = 1.0, staff: float = 380
) -> list[str]:
    """The suit sign in a hand at (hx, hy): coins and cups above it, blades upright."""
    lw = 6.5 / scale
    if suit in ("coins", "cups"):
        lift = 50 if suit == "coins" else 60
        return [group(sign(style, suit, lw), hx + 4, hy - lift * scale, scale=scale)]
    length = staff if suit == "clubs" else 300
    centre = hy - (length / 2 - 86) * scale if suit == "swords" else hy - 90 * scale
    return [group(sign(style, suit, lw, length), hx, centre, scale=scale)]


def _arm(sx: float, sy: float, hx: float, hy: float, colour: str) -> list[str]:
    """A sleeve from shoulder to hand: a thick outlined stroke and a round hand."""
    return [
        line([(sx, sy), (hx, hy)], INK, 34),
        line([(sx, sy), (hx, hy)], colour, 22),
        circle(hx, hy, 13, SKIN, INK),
    ]


def page(style: str, suit: str) -> list[str]:
    """Fante / Sota: a young page, bare-headed but for a cap, in a short tunic."""
    main, second = DRESS[suit]
    hair = HAIR[suit]
    out = [
        path(
            "M156,172 C146,108 254,108 244,172 C248,202 240,222 228,226 L172,226"
            " C160,222 152,202 156,172 Z",
            hair,
            INK,
        ),
        rect(172, 400, 22, 144, second, INK),
        rect(206, 400, 22, 144, second, INK),
        ellipse(180, 550, 22, 10, SHOE, INK),
        ellipse(220, 550, 22, 10, SHOE, INK),
    ]
    out += [
        path("M150,222 L250,222 L276,408 C240,422 160,422 124,408 Z", main, INK),
        poly([(192, 224), (208, 224), (208, 414), (192, 414)], second, None),
        poly([(136, 312), (264, 312), (266, 328), (134, 328)], GOLD, INK),
        path(
            "M124,408 C160,422 240,422 276,408 L272,384 C240,396 160,396 128,384 Z", GOLD_LIGHT, INK
        ),
    ]
    out += _arm(146, 240, 132, 356, main)
    out += [
        circle(150, 232, 20, second, INK),
        circle(250, 232, 20, second, INK),
        ellipse(200, 218, 32, 11, WHITE, INK),
    ]
    out += face(200, 168, 38)
    out += [
        path("M160,140 C162,104 238,104 240,140 Z", main, INK),
        ellipse(200, 140, 54, 13, second, INK),
        path("M228,126 C250,96 270,84 292,78 C278,98 262,116 240,134 Z", WHITE, INK),
    ]
    out += _held(style, suit, 300, 292) if suit != "clubs" else []
    out += _arm(250, 236, 298, 292, main)
    if suit == "clubs":
        out = _held(style, suit, 300, 292) + out + [circle(298, 292, 13, SKIN, INK)]
    return out


def king(style: str, suit: str) -> list[str]:
    """Re / Rey: crowned and bearded, a robe to the ground and an ermine-trimmed mantle."""
    main, second = DRESS[suit]
    beard = "#e9e4da" if suit in ("coins", "swords") else HAIR[suit]
    ermine = [rect(186, 252, 28, 300, WHITE, INK)]
    ermine += [path(f"M200,{y} l-4,10 l8,0 Z", INK, None) for y in range(270, 540, 34)]
    out = [
        path("M164,170 C160,128 240,128 236,170 L240,214 L160,214 Z", HAIR[suit], INK),
        path("M146,232 L254,232 L302,552 C240,562 160,562 98,552 Z", main, INK),
        path("M146,232 L178,242 L160,557 C134,557 116,555 98,552 Z", second, INK),
        path("M254,232 L222,242 L240,557 C266,557 284,555 302,552 Z", second, INK),
        *ermine,
        poly([(131, 338), (269, 338), (271, 354), (129, 354)], GOLD, INK),
        ellipse(176, 560, 20, 8, SHOE, INK),
        ellipse(224, 560, 20, 8, SHOE, INK),
    ]
    out += _arm(148, 250, 152, 352, second)
    out += [path("M136,232 C160,268 240,268 264,232 C244,214 156,214 136,232 Z", WHITE, INK)]
    out += [
        path(f"M{x},{y} l-4,9 l8,0 Z", INK, None)
        for x, y in ((160, 236), (184, 248), (216, 248), (240, 236))
    ]
    out += face(200, 178, 36, beard)
    out += crown(200, 150, 84, 48)
    if suit in ("swords", "clubs"):
        out += _held(style, suit, 280, 330, 0.95, staff=400)
        out += _arm(252, 250, 280, 330, second)
        out.append(circle(280, 330, 13, SKIN, INK))
    else:
        out += _arm(252, 250, 276, 318, second)
        out += _held(style, suit, 280, 318, 0.95)
        out.append(circle(276, 318, 13, SKIN, INK))
    return out


def _leg(points: list[tuple[float, float]], colour: str) -> list[str]:
    return [
        line(points, INK, 30),
        line(points, colour, 18),
        rect(points[-1][0] - 13, points[-1][1] - 6, 26, 14, SHOE, INK, rx=3),
    ]


def horse(suit: str) -> list[str]:
    """A horse in profile walking to the left, one foreleg raised."""
    coat = HORSE[suit]
    dark = "#3a2a20" if coat in ("#f4efe4", "#cfc9bd") else "#2a1d16"
    far = "#b7b0a2" if coat in ("#f4efe4", "#cfc9bd") else "#4e3324"
    out = [
        path("M312,398 C348,404 364,452 352,516 C340,486 326,452 300,424 Z", dark, INK),
        *_leg([(152, 440), (140, 500), (142, 548)], far),
        *_leg([(272, 446), (284, 500), (276, 548)], far),
        ellipse(222, 418, 104, 52, coat, INK),
        path("M118,312 C146,306 180,342 196,392 L148,438 C136,396 118,360 104,336 Z", coat, INK),
        path(
            "M112,292 C132,284 150,300 142,322 L104,384 C96,398 74,398 68,384"
            " C64,370 76,352 88,330 Z",
            coat,
            INK,
        ),
        poly([(118, 296), (126, 262), (138, 298)], coat, INK),
        path("M126,290 C152,292 178,330 194,380 L182,386 C170,344 148,312 124,304 Z", dark, INK),
        circle(114, 318, 5, INK, None),
        line([(78, 372), (116, 330), (214, 340)], RED, 6),
        *_leg([(170, 446), (136, 474), (142, 508)], coat),
        *_leg([(296, 436), (302, 498), (296, 548)], coat),
    ]
    return out


def rider(style: str, suit: str, rear: float = 0) -> list[str]:
    """Cavallo / Caballo: a rider in a plumed hat on a horse, the suit sign held high."""
    main, second = DRESS[suit]
    out = horse(suit)
    out += [
        path("M194,370 L272,370 L278,468 C250,478 214,478 188,468 Z", second, INK),
        path("M188,468 C214,478 250,478 278,468 L277,452 C250,462 214,462 189,452 Z", GOLD, INK),
    ]
    out += _arm(212, 318, 206, 352, main)
    out += [
        path("M208,300 L254,300 L262,386 L200,386 Z", main, INK),
        poly([(214, 376), (252, 376), (240, 440), (214, 436)], main, INK),
        path("M212,428 L240,434 L236,488 L204,490 C204,480 212,474 214,470 Z", SHOE, INK),
        poly([(200, 340), (262, 340), (263, 352), (199, 352)], GOLD, INK),
        ellipse(232, 298, 26, 9, WHITE, INK),
    ]
    out += face(232, 264, 30)
    out += [
        path("M202,246 C204,214 260,214 262,246 Z", second, INK),
        ellipse(232, 246, 44, 10, main, INK),
        path("M250,232 C270,204 288,196 306,194 C294,212 278,228 258,242 Z", WHITE, INK),
    ]
    if suit in ("coins", "cups"):
        out += _arm(254, 316, 308, 262, main)
        out += _held(style, suit, 308, 262, 0.9)
        out.append(circle(308, 262, 13, SKIN, INK))
    else:
        out += _held(style, suit, 310, 300, 0.8, staff=320)
        out += _arm(254, 316, 310, 300, main)
        out.append(circle(310, 300, 13, SKIN, INK))
    if rear:
        return [f'<g transform="rotate({rear:.0f} 290 552)">{"".join(out)}</g>']
    return out


def figure(style: str, suit: str, rank: int) -> list[str]:
    if rank == 8:
        return page(style, suit)
    if rank == 9:
        return rider(style, suit, rear=-12 if style == "spanish" else 0)
    return king(style, suit)


# French-suited courts: half figures above y=325, repeated a half turn below.


def court_half(suit: str, rank: int, style: str = "french") -> list[str]:
    """The upper half of a double-headed Jack, Queen or King (nothing below y=325)."""
    main, second = DRESS[suit]
    hair = HAIR[suit]
    out: list[str] = []
    if rank == 9:  # Queen: long hair to the shoulders behind the head
        out.append(path("M148,160 C140,96 260,96 252,160 L266,262 L134,262 Z", hair, INK))
    out += [
        path(
            "M84,325 L100,244 C130,222 168,214 200,214 C232,214 270,222 300,244 L316,325 Z",
            main,
            INK,
        ),
        path("M170,216 L230,216 L246,325 L154,325 Z", second, INK),
        path("M120,232 C150,256 250,256 280,232 C260,218 140,218 120,232 Z", GOLD, INK),
        poly([(192, 258), (208, 258), (208, 325), (192, 325)], GOLD_LIGHT, INK),
    ]
    if rank == 10:
        out += face(200, 158, 38, "#e9e4da" if suit in ("coins", "swords") else hair)
        out += crown(200, 128, 90, 52)
        out += [
            line([(286, 318), (322, 80)], INK, 18),
            line([(286, 318), (322, 80)], GOLD, 8),
            circle(324, 72, 14, GOLD, INK),
        ]
    elif rank == 9:
        out += face(200, 160, 36)
        out += [
            path("M162,126 L170,94 L186,114 L200,86 L214,114 L230,94 L238,126 Z", GOLD, INK),
            rect(160, 118, 80, 14, GOLD_LIGHT, INK, rx=4),
        ]
        petals = [
            circle(300 + dx, 230 + dy, 12, RED, INK)
            for dx, dy in ((0, -14), (13, -4), (8, 12), (-8, 12), (-13, -4))
        ]
        out += [
            line([(300, 230), (270, 318)], GREEN, 8),
            *petals,
            circle(300, 230, 8, GOLD_LIGHT, INK),
        ]
    else:
        out += [path("M160,170 C150,112 250,112 240,170 L244,206 L156,206 Z", hair, INK)]
        out += face(200, 164, 36)
        out += [
            path("M158,138 C160,100 240,100 242,138 Z", second, INK),
            ellipse(200, 138, 58, 13, main, INK),
            path("M230,126 C256,96 278,86 300,82 C284,102 266,120 242,136 Z", WHITE, INK),
            line([(300, 318), (300, 60)], INK, 18),
            line([(300, 318), (300, 60)], BROWN, 8),
            poly([(300, 40), (316, 76), (300, 90), (284, 76)], "#c9ced6", INK),
        ]
    out.append(group(sign(style, suit, 6), 106, 80, scale=0.42))
    return out


BROWN = "#8a5a2b"
