"""The Sicilian deck (Siciliane): Spanish-model signs standing apart, full-length single-ended
figures on coloured bases (red for the Donna, yellow for the Cavallo, green for the Re), no
corner indices, the crowned eagle on the Ace of coins, the Trinacria on the 3 of coins and the
little vignettes on some of the numeral cards."""

from __future__ import annotations

import math

from _siciliane_figures import figure
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
    WOOD,
    YELLOW,
    YELLOW_LIGHT,
    club,
    coin,
    place,
    sword,
)
from _svg import CX, CY, INK, circle, ellipse, group, half_turn, line, n, path, poly, rect, star

from scopa.core.cards import Card

FRAME = "#b3322c"
BASE = {8: RED, 9: YELLOW, 10: GREEN}  # the coloured bases tell the rank of a figure
BASE_LIGHT = {8: "#e56a5a", 9: YELLOW_LIGHT, 10: LIGHT_GREEN}

ROUND: dict[str, dict[int, list[tuple[float, float]]]] = {
    "coins": {
        2: [(200, 185), (200, 465)],
        3: [(200, 150), (200, 325), (200, 500)],
        4: [(125, 175), (275, 175), (125, 475), (275, 475)],
        5: [(125, 160), (275, 160), (200, 325), (125, 490), (275, 490)],
        6: [(125, 150), (275, 150), (125, 325), (275, 325), (125, 500), (275, 500)],
        7: [(125, 140), (275, 140), (200, 232), (125, 325), (275, 325), (125, 510), (275, 510)],
    },
    "cups": {
        2: [(200, 175), (200, 470)],
        3: [(200, 160), (122, 470), (278, 470)],
        4: [(125, 170), (275, 170), (125, 480), (275, 480)],
        5: [(125, 160), (275, 160), (200, 325), (125, 490), (275, 490)],
        6: [(115, 135), (285, 135), (115, 325), (285, 325), (115, 515), (285, 515)],
        7: [(118, 130), (282, 130), (200, 232), (118, 330), (282, 330), (118, 520), (282, 520)],
    },
}


def blank() -> list[str]:
    """The card: cream ground, a thin red frame line inside the edge."""
    return [
        rect(3, 3, 394, 644, CREAM, INK, 6, rx=24),
        rect(20, 20, 360, 610, None, FRAME, 6, rx=14),
    ]


def long_layout(rank: int) -> list[tuple[float, float, float, float]]:
    """Swords and clubs stand apart, as in the Spanish model: (x, y, length, scale)."""
    if rank <= 3:
        xs = {2: (140, 260), 3: (110, 200, 290)}[rank]
        return [(x, 325, 500, 1.05) for x in xs]
    rows = {4: (2, 2), 5: (3, 2), 6: (3, 3), 7: (4, 3)}[rank]
    out = []
    # the 5 leaves room in the middle for its vignette
    length, ys = (240, (172, 478)) if rank == 5 else (262, (182, 468))
    for row, count in enumerate(rows):
        xs = {2: (140, 260), 3: (110, 200, 290), 4: (92, 164, 236, 308)}[count]
        scale = {2: 1.0, 3: 0.9, 4: 0.8}[count]
        out += [(x, ys[row], length, scale) for x in xs]
    return out


def face(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = blank()
    if rank >= 8:
        out += [
            rect(40, 560, 320, 48, BASE[rank], INK, rx=6),
            rect(46, 566, 308, 10, BASE_LIGHT[rank], None, rx=4),
        ]
        out += figure(suit, rank)
        return out
    if rank == 1:
        return out + ACES[suit]()
    if suit in ROUND:
        big = rank <= 5
        scale = (1.25 if big else 1.02) if suit == "coins" else (1.12 if big else 0.84)
        spots = ROUND[suit][rank]
        for i, (x, y) in enumerate(spots):
            motif = "rosette"
            if suit == "coins" and rank == 3:
                motif = "trinacria"
            elif suit == "coins" and rank == 2:
                motif = "head"
            elif suit == "coins" and rank == 5 and i == 2:
                motif = "chariot"
            out.append(place(suit, x, y, scale, motif=motif))
        if suit == "cups" and rank == 4:
            out.append(savoy(200, 325))
        if suit == "cups" and rank == 6:
            out.append(ship(200, 232))
        return out
    out += [place(suit, x, y, s, 0, length) for x, y, length, s in long_layout(rank)]
    if suit == "swords" and rank == 5:
        out.append(etna(200, 330))  # the mountain between the rows
    if suit == "clubs" and rank == 2:
        out.append(ribbon(200, 325, BLUE))
    return out


# --- the Aces ---------------------------------------------------------------------------


def ace_coins() -> list[str]:
    """A crowned eagle, wings spread, the great coin on its breast."""
    dark, mid = "#2d2622", "#5a4a3e"
    out = []
    for side in (-1, 1):
        x = lambda dx, s=side: 200 + s * dx  # noqa: E731
        wing = [
            (x(30), 236),
            (x(96), 190),
            (x(150), 150),
            (x(170), 176),
            (x(156), 196),
            (x(174), 222),
            (x(154), 240),
            (x(168), 270),
            (x(144), 284),
            (x(150), 318),
            (x(122), 326),
            (x(116), 360),
            (x(40), 380),
        ]
        out.append(poly(wing, mid, INK))
        out.append(
            path(
                f"M{x(50)},{262} C{x(90)},{226} {x(120)},{208} {x(150)},{176}"
                f" M{x(54)},{300} C{x(92)},{272} {x(124)},{256} {x(152)},{244}"
                f" M{x(58)},{340} C{x(90)},{320} {x(112)},{306} {x(138)},{298}",
                None,
                YELLOW,
                7,
            )
        )
        # talons on the scroll
        out.append(line([(x(34), 440), (x(52), 484)], YELLOW, 12))
        out.append(line([(x(52), 484), (x(68), 492)], YELLOW, 8))
    out += [
        path("M200,376 L140,478 L172,468 L200,500 L228,468 L260,478 Z", mid, INK),
        path("M200,392 L160,466 M200,392 L200,486 M200,392 L240,466", None, dark, 7),
        ellipse(200, 320, 62, 94, dark, INK),
        # neck and a single head turned to the viewer's right
        path("M168,250 C164,214 176,190 194,178 L228,182 C222,204 226,228 232,250 Z", dark, INK),
        path(
            "M182,178 C176,146 202,124 232,130 C248,134 258,146 258,158 L292,170 L262,188"
            " C250,194 232,194 222,188 C204,194 184,190 182,178 Z",
            dark,
            INK,
        ),
        poly([(256, 152), (296, 168), (280, 190), (260, 184)], YELLOW, INK),
        circle(236, 154, 7, YELLOW_LIGHT, None),
        path("M272,188 C274,204 266,214 254,214", None, RED, 8),
    ]
    crown = [
        (188, 140),
        (184, 98),
        (200, 114),
        (212, 88),
        (224, 114),
        (240, 98),
        (236, 140),
    ]
    out += [
        poly(crown, YELLOW, INK),
        circle(212, 88, 7, RED, INK),
        circle(184, 98, 5, YELLOW, INK),
        circle(240, 98, 5, YELLOW, INK),
        rect(184, 128, 56, 14, ORANGE, INK, rx=3),
        place("coins", 200, 322, 1.35),
        path(
            "M96,520 C130,500 160,512 200,512 C240,512 270,500 304,520 L296,548"
            " C266,532 240,542 200,542 C160,542 134,532 104,548 Z",
            RED,
            INK,
        ),
        path(
            "M96,520 L72,512 L88,534 L72,552 L104,548 M304,520 L328,512 L312,534 L328,552 L296,548",
            DARK_RED,
            INK,
        ),
    ]
    return out


def ace_cups() -> list[str]:
    """The nuptial vase: a round two-handled urn with a lid, on a tall foot, flowers above."""
    out = []
    for side in (-1, 1):
        out.append(
            path(
                f"M{200 + side * 84},{300} C{200 + side * 150},{280} {200 + side * 150},{200}"
                f" {200 + side * 96},{196} L{200 + side * 90},{216}"
                f" C{200 + side * 126},{220} {200 + side * 124},{272} {200 + side * 78},{282} Z",
                YELLOW,
                INK,
            )
        )
    out += [
        # flowers rising out of the lid
        line([(200, 150), (200, 96)], GREEN, 10),
        line([(200, 150), (150, 108)], GREEN, 8),
        line([(200, 150), (250, 108)], GREEN, 8),
        ellipse(166, 132, 10, 20, LIGHT_GREEN, INK, rot=-40),
        ellipse(234, 132, 10, 20, LIGHT_GREEN, INK, rot=40),
        poly(star(200, 86, 22, 10, 6), RED, INK),
        poly(star(146, 102, 18, 8, 6), BLUE, INK),
        poly(star(254, 102, 18, 8, 6), BLUE, INK),
        circle(200, 86, 6, YELLOW, None),
        circle(146, 102, 5, YELLOW, None),
        circle(254, 102, 5, YELLOW, None),
        # foot
        path("M128,540 C132,510 172,496 182,466 L218,466 C228,496 268,510 272,540 Z", YELLOW, INK),
        rect(116, 534, 168, 20, ORANGE, INK, rx=8),
        rect(180, 420, 40, 52, YELLOW, INK),
        ellipse(200, 444, 34, 16, BLUE, INK),
        # body of the urn
        path("M112,220 C84,300 110,420 200,428 C290,420 316,300 288,220 Z", YELLOW, INK),
        path("M102,286 C140,304 260,304 298,286 L296,322 C258,340 142,340 104,322 Z", RED, INK),
        path("M130,372 C160,390 240,390 270,372", None, ORANGE, 8),
        ellipse(200, 304, 16, 12, BLUE, INK),
        ellipse(200, 220, 92, 20, ORANGE, INK),
        path("M140,214 C150,172 250,172 260,214 Z", YELLOW, INK),
        circle(200, 168, 14, ORANGE, INK),
    ]
    return out


def ace_swords() -> list[str]:
    """One great straight sword, point up, through a crown, ribbons wound about the blade."""
    out = [place("swords", 200, 330, 1.55, 0, 370)]
    crown = [(148, 154), (142, 104), (166, 126), (180, 92), (200, 118), (220, 92), (234, 126)]
    crown += [(258, 104), (252, 154)]
    out += [
        poly(crown, YELLOW, INK),
        rect(146, 136, 108, 20, ORANGE, INK, rx=4),
        circle(180, 92, 7, RED, INK),
        circle(220, 92, 7, RED, INK),
        circle(142, 104, 6, YELLOW, INK),
        circle(258, 104, 6, YELLOW, INK),
        circle(164, 146, 5, BLUE, None),
        circle(236, 146, 5, BLUE, None),
        # the blade passes in front of the crown's band
        poly([(183, 112), (217, 112), (220, 158), (180, 158)], STEEL, None),
        line([(183, 112), (180, 158)], INK, 6),
        line([(217, 112), (220, 158)], INK, 6),
        line([(200, 114), (200, 156)], "#6f8499", 6),
    ]
    out += [
        path(
            "M118,250 C160,232 240,262 282,244 L292,272 C250,290 170,262 128,280 Z",
            RED,
            INK,
        ),
        path("M118,250 L92,240 L104,262 L94,286 L128,280", DARK_RED, INK),
        path("M282,244 L308,236 L298,258 L308,282 L292,272", DARK_RED, INK),
        path(
            "M132,372 C170,352 230,380 268,362 L276,388 C238,406 172,380 140,398 Z",
            BLUE,
            INK,
        ),
    ]
    for side in (-1, 1):
        out.append(
            path(
                f"M{200 + side * 40},{560} C{200 + side * 90},{546} {200 + side * 120},{510}"
                f" {200 + side * 130},{470}",
                None,
                GREEN,
                9,
            )
        )
        for i, (dx, dy) in enumerate(((76, 546), (104, 524), (122, 494))):
            out.append(
                ellipse(200 + side * dx, dy, 9, 19, LIGHT_GREEN, INK, rot=side * (60 - 20 * i))
            )
    return out


def ace_clubs() -> list[str]:
    """One great knotty cudgel, sprouting leaves, a knotted ribbon across it."""
    out = [group(club(360, 6.5 / 1.5, leaves=False), 200, 320, scale=1.5)]
    out += [  # a rounded, knotted head instead of a cut end
        path(
            "M150,86 C146,46 176,30 200,32 C226,30 256,46 250,86 C240,100 160,100 150,86 Z",
            WOOD,
            INK,
        ),
        path("M168,66 C176,52 196,46 212,48", None, "#d69a55", 7),
        ellipse(222, 72, 7, 10, "#6b3f1c", None),
        ellipse(178, 80, 5, 7, "#6b3f1c", None),
    ]
    for side, y, rot in ((-1, 150, -35), (1, 214, 40), (-1, 300, -45), (1, 380, 45)):
        x = 200 + side * 54
        out += [
            line([(200 + side * 22, y + 10), (x, y)], GREEN, 8),
            ellipse(x + side * 12, y - 6, 11, 24, LIGHT_GREEN, INK, rot=rot * 1.6),
        ]
    out.append(ribbon(200, 470, RED))
    return out


ACES = {"coins": ace_coins, "cups": ace_cups, "swords": ace_swords, "clubs": ace_clubs}


# --- vignettes on the numeral cards -------------------------------------------------------


def savoy(x: float, y: float) -> str:
    """The Savoy shield between two sprays: red, a white cross."""
    return group(
        [
            path("M-44,-46 L44,-46 L44,4 C44,32 20,46 0,54 C-20,46 -44,32 -44,4 Z", RED, INK),
            rect(-10, -42, 20, 88, CREAM, None),
            rect(-40, -18, 80, 20, CREAM, None),
            path("M-44,-46 L44,-46 L44,4 C44,32 20,46 0,54 C-20,46 -44,32 -44,4 Z", None, INK),
            poly(
                [(-30, -46), (-34, -66), (-16, -56), (0, -72), (16, -56), (34, -66), (30, -46)],
                YELLOW,
                INK,
            ),
        ],
        x,
        y,
    )


def ship(x: float, y: float) -> str:
    """A small sailing ship on blue waves."""
    return group(
        [
            path("M-62,30 C-40,22 -20,38 0,30 C20,22 40,38 62,30", None, BLUE, 8),
            line([(0, 6), (0, -60)], INK, 7),
            path("M-34,-48 C-22,-42 22,-42 34,-48 L30,-8 C18,-2 -18,-2 -30,-8 Z", CREAM, INK),
            path("M-28,-30 C-16,-25 16,-25 28,-30", None, RED, 6),
            path("M-56,4 L56,4 C50,18 36,24 0,24 C-36,24 -50,18 -56,4 Z", WOOD, INK),
            poly([(0, -60), (22, -54), (0, -48)], RED, None),
        ],
        x,
        y,
    )


def etna(x: float, y: float) -> str:
    """A little landscape: the smoking mountain over the sea."""
    return group(
        [
            path("M-52,22 L-14,-24 L-4,-16 L6,-26 L48,22 Z", "#8a6a4a", INK, 7),
            path("M-14,-24 L-4,-16 L6,-26 L-1,-30 Z", CREAM, None),
            path("M-2,-34 C-12,-44 4,-52 -4,-64 C8,-60 14,-50 6,-40", None, "#9a9590", 8),
            path("M-58,30 C-38,22 -18,38 0,30 C18,22 38,38 58,30", None, BLUE, 8),
        ],
        x,
        y,
        scale=0.9,
    )


def ribbon(x: float, y: float, colour: str) -> str:
    """A bow of ribbon tied across the signs."""
    return group(
        [
            path("M0,0 C-30,-30 -60,-20 -58,0 C-60,20 -30,30 0,0 Z", colour, INK),
            path("M0,0 C30,-30 60,-20 58,0 C60,20 30,30 0,0 Z", colour, INK),
            path("M-6,4 L-26,48 L-12,42 L-4,56 Z", colour, INK),
            path("M6,4 L26,48 L12,42 L4,56 Z", colour, INK),
            circle(0, 0, 10, YELLOW, INK),
        ],
        x,
        y,
    )


# --- the back -----------------------------------------------------------------------------

BACK_GROUND = "#8a3418"
BACK_LINE = "#d9853a"
BACK_ACCENT = "#f3d27a"


def back() -> list[str]:
    """Orange-brown ground, a lattice of lozenges with rosettes, a sun medallion: the same
    upside down."""
    out = [
        rect(3, 3, 394, 644, CREAM, INK, 6, rx=24),
        rect(22, 22, 356, 606, BACK_GROUND, INK, 6, rx=12),
    ]
    lattice = []
    # lozenges: diagonal lines at +/-60 degrees clipped to the inner box
    left, top, right, bottom = 36, 36, 364, 614
    step = 52
    for k in range(-12, 13):
        for sign_ in (1, -1):
            x0 = CX + k * step
            # a line through (x0, CY) with slope sign_ * 1.6
            pts_ = []
            for y in (top, bottom):
                x = x0 + sign_ * (y - CY) / 1.6
                pts_.append((x, y))
            (ax, ay), (bx, by) = pts_
            # clip horizontally
            if max(ax, bx) < left or min(ax, bx) > right:
                continue

            def at_x(xc: float, ax=ax, ay=ay, bx=bx, by=by) -> float:
                return ay + (by - ay) * (xc - ax) / (bx - ax)

            if ax < left:
                ax, ay = left, at_x(left)
            if ax > right:
                ax, ay = right, at_x(right)
            if bx < left:
                bx, by = left, at_x(left)
            if bx > right:
                bx, by = right, at_x(right)
            lattice.append(f"M{n(ax)},{n(ay)} L{n(bx)},{n(by)}")
    out.append(path(" ".join(lattice), None, BACK_LINE, 7))
    dots = []
    for i in range(-8, 9):
        for j in range(-8, 9):
            x = CX + (i + j) * step / 2
            y = CY + (i - j) * step * 1.6 / 2
            if left + 10 < x < right - 10 and top + 10 < y < bottom - 10:
                dots.append(f"M{n(x - 6)},{n(y)} a6,6 0 1,0 12,0 a6,6 0 1,0 -12,0 Z")
    out.append(path(" ".join(dots), BACK_ACCENT, None))
    out.append(rect(34, 34, 332, 582, None, BACK_ACCENT, 6, rx=8))
    # the medallion: a sun of sixteen rays around the Trinacria's round
    med = [
        circle(CX, CY, 102, BACK_GROUND, INK, 8),
        poly(star(CX, CY, 96, 70, 16, turn=0), BACK_ACCENT, INK, 6),
        circle(CX, CY, 66, CREAM, INK, 6),
        circle(CX, CY, 50, RED, INK, 6),
    ]
    for i in range(8):
        a = math.radians(i * 45)
        med.append(
            ellipse(
                CX + 30 * math.cos(a), CY + 30 * math.sin(a), 9, 16, YELLOW, None, rot=i * 45 + 90
            )
        )
    med += [circle(CX, CY, 14, BLUE, INK, 6), circle(CX, CY, 5, YELLOW_LIGHT, None)]
    out += med
    corner = [
        path("M40,80 C40,56 56,40 80,40 L80,54 C64,54 54,64 54,80 Z", BACK_ACCENT, INK, 6),
        circle(66, 66, 8, RED, INK, 6),
    ]
    mirrored = group(corner, 400, 0, flip=True)
    out += [*corner, mirrored, half_turn(corner), half_turn([mirrored])]
    return [group(out)]


_ = (LIGHT_BLUE, STEEL, sword, coin)
