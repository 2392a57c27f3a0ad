"""The Piacentine deck (carte piacentine): Italo-Spanish suit signs, numbers 1 to 10 in two
corners, full-length single-ended court figures standing on a strip of ground, the crowned
eagle ("la Polla") on the Ace of coins, the arms of Piacenza on the 4 of coins and the foliage
behind the 5 of swords."""

from __future__ import annotations

import math

from _piacentine_figures import figure
from _piacentine_signs import (
    BLUE,
    DARK_RED,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    LIGHT_GREEN,
    RED,
    club,
    coin,
    face_coin,
    place,
    scimitar,
)
from _svg import (
    CREAM,
    INK,
    card_blank,
    circle,
    ellipse,
    glyphs,
    group,
    half_turn,
    line,
    path,
    poly,
    rect,
    star,
)

from scopa.core.cards import Card

GROUND = {"coins": "#e9b92f", "cups": "#c8322b", "swords": "#2d5fae", "clubs": "#2f7d3f"}
GROUND_LIGHT = {"coins": "#f8dc72", "cups": "#e0675f", "swords": "#6f98d8", "clubs": "#6fae6a"}

ROUND: dict[int, list[tuple[float, float]]] = {
    2: [(200, 190), (200, 460)],
    3: [(200, 140), (200, 325), (200, 510)],
    4: [(128, 168), (272, 168), (128, 482), (272, 482)],
    5: [(128, 160), (272, 160), (200, 325), (128, 490), (272, 490)],
    6: [(130, 160), (270, 160), (130, 325), (270, 325), (130, 490), (270, 490)],
    7: [(124, 150), (276, 150), (200, 238), (124, 325), (276, 325), (124, 500), (276, 500)],
}
ROUND_SCALE = {
    "coins": {2: 1.4, 3: 1.08, 4: 1.1, 5: 1.05, 6: 1.0, 7: 0.95},
    "cups": {2: 1.2, 3: 1.0, 4: 1.05, 5: 1.0, 6: 0.95, 7: 0.88},
}


def frame() -> list[str]:
    return [card_blank(), rect(20, 20, 360, 610, None, INK, 6, rx=14)]


def index(rank: int) -> list[str]:
    """The number in the top-left corner and, turned a half turn, in the bottom-right; on
    the court cards in a small cream cartouche, so that the bottom one reads clear of the
    coloured ground (and the bar under the 9 shows)."""
    x = 58 if rank < 10 else 70
    mark = ""
    if rank >= 8:
        w = 46 if rank < 10 else 72
        mark += rect(x - w / 2, 26, w, 88, CREAM, INK, 6, rx=10)
    mark += glyphs(str(rank), x, 34, 50, CREAM, weight=21, gap=16)
    mark += glyphs(str(rank), x, 34, 50, INK, weight=9, gap=16)
    if rank in (6, 9):  # a bar under the 6 and the 9 tells them apart upside down
        mark += path(f"M{x - 16},{94} L{x + 16},{94}", None, INK, 7)
    return [mark, half_turn([mark])]


def swords(rank: int) -> list[str]:
    """Straight swords crossed, points up: two or three long ones, then crossed pairs side by
    side (4, 5) or a group of three at each end (6, 7); an upright one for odd counts."""
    out: list[str] = foliage() if rank == 5 else []
    if rank <= 3:
        out += [place("swords", 200, 330, 1.0, a, 470) for a in (-20, 20)]
        if rank == 3:
            out.append(place("swords", 200, 330, 1.0, 0, 470))
        return out
    if rank <= 5:
        for dx in (-74, 74):
            out += [place("swords", 200 + dx, 330, 0.85, a, 450) for a in (-14, 14)]
        if rank == 5:
            out.append(place("swords", 200, 330, 0.85, 0, 490))
        return out
    for y in (198, 462):
        out += [place("swords", 200, y, 0.85, a, 290) for a in (-38, 0, 38)]
    if rank == 7:
        out.append(place("swords", 200, 330, 0.8, 90, 330))
    return out


def clubs(rank: int) -> list[str]:
    """Cudgels crossed: two or three long ones, from the 4 up a group at each end with the
    grips turned to the middle of the card."""
    if rank <= 3:
        out = [place("clubs", 200, 330, 0.95, a, 470) for a in (-22, 22)]
        if rank == 3:
            out.append(place("clubs", 200, 330, 0.95, 0, 470))
        return out
    angles = (-34, 34) if rank in (4, 5) else (-40, 0, 40)
    top = [place("clubs", 200, 200, 0.84, a, 270) for a in angles]
    out = [*top, half_turn(top)]
    if rank == 5:
        out.append(place("clubs", 200, 325, 0.84, 0, 500))
    if rank == 7:
        out.append(place("clubs", 200, 330, 0.8, 90, 320))
    return out


def foliage() -> list[str]:
    """The leafy sprays behind the 5 of swords, climbing both sides of the card."""
    out = []
    for side in (-1, 1):
        stem = [
            (200 + side * 40, 590),
            (200 + side * 150, 520),
            (200 + side * 110, 330),
            (200 + side * 150, 120),
        ]
        out.append(
            path(
                f"M{stem[0][0]},{stem[0][1]} C{stem[1][0]},{stem[1][1]} {stem[2][0]},{stem[2][1]}"
                f" {stem[3][0]},{stem[3][1]}",
                None,
                "#4f8a3a",
                8,
            )
        )
        for i in range(7):
            t = 0.08 + i * 0.13
            x = _bez(t, [p[0] for p in stem])
            y = _bez(t, [p[1] for p in stem])
            lean = side * (70 if i % 2 else -40)
            out.append(leaf(x, y, 44, lean, LIGHT_GREEN if i % 2 else "#5fa04a"))
        out.append(circle(stem[3][0], stem[3][1], 9, RED, INK))
    return out


def _bez(t: float, v: list[float]) -> float:
    u = 1 - t
    return u**3 * v[0] + 3 * u * u * t * v[1] + 3 * u * t * t * v[2] + t**3 * v[3]


def leaf(x: float, y: float, length: float, turn: float, colour: str = LIGHT_GREEN) -> str:
    """A pointed leaf growing from (x, y), turned ``turn`` degrees from upright."""
    w = length * 0.36
    d = f"M0,0 C{w:.0f},{-length * 0.3:.0f} {w * 0.7:.0f},{-length * 0.8:.0f} 0,{-length:.0f}"
    d += f" C{-w * 0.7:.0f},{-length * 0.8:.0f} {-w:.0f},{-length * 0.3:.0f} 0,0 Z"
    return group([path(d, colour, INK, 6)], x, y, turn)


def _side(a: tuple[float, float], b: tuple[float, float], p: tuple[float, float]) -> float:
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


def _meet(
    a: tuple[float, float], b: tuple[float, float], p: tuple[float, float], q: tuple[float, float]
) -> tuple[float, float]:
    """Where the segment p-q crosses the line through a and b."""
    sp, sq = _side(a, b, p), _side(a, b, q)
    t = sp / (sp - sq) if sp != sq else 0
    return p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])


def _clip_convex(
    subject: list[tuple[float, float]], clip: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """The polygon ``subject`` cut to the convex polygon ``clip`` (clockwise on screen)."""
    out = subject
    for i in range(len(clip)):
        a, b = clip[i - 1], clip[i]
        points, out = out, []
        for j in range(len(points)):
            p, q = points[j - 1], points[j]
            if _side(a, b, q) >= 0:
                if _side(a, b, p) < 0:
                    out.append(_meet(a, b, p, q))
                out.append(q)
            elif _side(a, b, p) >= 0:
                out.append(_meet(a, b, p, q))
        if not out:
            return []
    return out


def arms_of_piacenza(x: float, y: float) -> list[str]:
    """The white and red chequered shield of Piacenza under a small crown."""
    w, h = 88, 104
    left, top = x - w / 2, y - h / 2 + 8
    shield = [(left, top), (left + w, top), (left + w, top + h * 0.55)]
    for k in range(1, 6):
        a = math.radians(90 * k / 6)
        shield.append((x + w / 2 * math.cos(a), top + h * 0.55 + h * 0.45 * math.sin(a)))
    shield.append((x, top + h))
    for k in range(5, 0, -1):
        a = math.radians(90 * k / 6)
        shield.append((x - w / 2 * math.cos(a), top + h * 0.55 + h * 0.45 * math.sin(a)))
    shield.append((left, top + h * 0.55))
    out = [poly(shield, "#fdfbf4", None)]
    cell = w / 4
    for row in range(5):
        for col in range(4):
            if (row + col) % 2 == 0:
                cx, cy = left + col * cell, top + row * cell
                square = [(cx, cy), (cx + cell, cy), (cx + cell, cy + cell), (cx, cy + cell)]
                piece = _clip_convex(square, shield)
                if len(piece) >= 3:
                    out.append(poly(piece, RED, None))
    out.append(poly(shield, None, INK, 6))
    crown_y = top - 4
    out += [
        path(
            f"M{x - 34},{crown_y} L{x - 38},{crown_y - 26} L{x - 18},{crown_y - 12}"
            f" L{x},{crown_y - 32} L{x + 18},{crown_y - 12} L{x + 38},{crown_y - 26}"
            f" L{x + 34},{crown_y} Z",
            GOLD,
            INK,
            6,
        ),
        circle(x, crown_y - 34, 6, GOLD_LIGHT, INK, 6),
    ]
    return out


def eagle() -> list[str]:
    """La Polla: a single-headed crowned eagle, wings spread, a great coin on its breast."""
    dark, mid = "#2a221f", "#4d3d33"
    out = []
    for side in (-1, 1):

        def s(x: float, side: int = side) -> float:
            return 200 + side * x

        # the primaries fanned upward and out, from the outermost in
        fan = ((-84, 130), (-70, 132), (-56, 124), (-42, 112), (-28, 96), (-14, 82), (0, 68))
        for k, (angle, length) in enumerate(fan):
            t = k / (len(fan) - 1)
            bx, by = s(62 + 22 * t), 232 + 72 * t
            turn = angle if side > 0 else 180 - angle
            d = (
                f"M0,-15 L{length - 22},-15 Q{length},-15 {length},0"
                f" Q{length},15 {length - 22},15 L0,15 Z"
            )
            out.append(group([path(d, mid if k % 2 else "#5b4a3e", INK, 6)], bx, by, turn))
            tip = group([path(f"M{length - 30},0 L{length - 8},0", None, GOLD, 6)], bx, by, turn)
            out.append(tip)
        covert = (
            f"M{s(40)},330 C{s(40)},260 {s(80)},214 {s(128)},214"
            f" C{s(150)},240 {s(140)},300 {s(100)},334 Z"
        )
        out.append(path(covert, dark, INK))
        for k in range(3):
            y0 = 236 + k * 26
            out.append(
                path(
                    f"M{s(58 + k * 4)},{y0 + 26} Q{s(96)},{y0 + 6} {s(124 - k * 10)},{y0}",
                    None,
                    GOLD,
                    6,
                )
            )
        # legs and talons
        out.append(line([(s(34), 430), (s(56), 486)], INK, 24))
        out.append(line([(s(34), 430), (s(56), 486)], GOLD, 12))
        for dx in (-14, 0, 14):
            out.append(line([(s(56), 486), (s(56 + dx * 1.2), 506)], GOLD_DARK, 8))
    tail = [
        (200, 420),
        (150, 540),
        (176, 528),
        (188, 556),
        (200, 534),
        (212, 556),
        (224, 528),
        (250, 540),
    ]
    out.append(poly(tail, mid, INK))
    out.append(ellipse(200, 350, 66, 104, dark, INK))
    # the neck and the head, turned to the viewer's left
    out.append(
        path("M172,268 C160,230 164,196 180,176 L214,178 C222,206 226,240 226,268 Z", dark, INK)
    )
    out.append(
        path(
            "M170,184 C164,160 178,138 202,138 C224,138 236,156 232,178 C226,194 206,200 188,196 Z",
            dark,
            INK,
        )
    )
    out.append(path("M172,160 C152,158 136,168 130,184 C146,178 156,182 170,186 Z", GOLD, INK))
    out.append(path("M138,186 C148,188 158,190 168,188", None, RED, 6))
    out.append(circle(188, 160, 7, GOLD_LIGHT, INK, 6))
    # the crown
    out.append(path("M172,138 L166,100 L184,120 L200,92 L216,120 L234,100 L230,138 Z", GOLD, INK))
    out += [circle(x, y, 6, GOLD_LIGHT, INK, 6) for x, y in ((166, 100), (200, 92), (234, 100))]
    out.append(rect(170, 128, 62, 14, GOLD_LIGHT, INK, rx=4))
    out.append(group(coin(6.5 / 1.25), 200, 352, scale=1.25))
    return out


def ace_cup() -> list[str]:
    """The Ace of cups: a great chalice with a gadrooned bowl, gems on the knot, garlands."""
    out = []
    for side in (-1, 1):
        out.append(
            path(
                f"M{200 + side * 80},{170} C{200 + side * 150},{150} {200 + side * 160},{250}"
                f" {200 + side * 100},{290}",
                None,
                INK,
                20,
            )
        )
        out.append(
            path(
                f"M{200 + side * 80},{170} C{200 + side * 150},{150} {200 + side * 160},{250}"
                f" {200 + side * 100},{290}",
                None,
                GOLD,
                9,
            )
        )
    out += [
        # foot
        path("M92,560 C96,520 150,506 176,470 L224,470 C250,506 304,520 308,560 Z", GOLD, INK),
        rect(84, 548, 232, 22, GOLD_DARK, INK, rx=10),
        path("M120,536 C150,524 250,524 280,536", None, GOLD_LIGHT, 7),
        # stem and knot
        rect(180, 380, 40, 96, GOLD, INK),
        ellipse(200, 426, 46, 22, BLUE, INK),
        circle(176, 426, 7, RED, None),
        circle(200, 430, 8, RED, None),
        circle(224, 426, 7, RED, None),
        ellipse(200, 384, 34, 10, GOLD_LIGHT, INK),
        ellipse(200, 470, 30, 9, GOLD_LIGHT, INK),
        # bowl
        path("M76,146 C76,270 130,372 200,372 C270,372 324,270 324,146 Z", GOLD, INK),
        path(
            "M84,222 C130,236 270,236 316,222 C306,300 262,352 200,354 C138,352 94,300 84,222 Z",
            RED,
            INK,
        ),
    ]
    # gadroons: tongues on the lower bowl
    for i in range(-3, 4):
        x = 200 + i * 30
        top_y = 236 - abs(i) * 2
        out.append(
            path(
                f"M{x - 11},{top_y} C{x - 12},{top_y + 50} {x - 6},{top_y + 90}"
                f" {x},{top_y + 104 - abs(i) * 12}"
                f" C{x + 6},{top_y + 90} {x + 12},{top_y + 50} {x + 11},{top_y} Z",
                DARK_RED if i % 2 else "#e0574d",
                None,
            )
        )
    out += [
        path("M80,186 C140,200 260,200 320,186 L318,206 C260,220 140,220 82,206 Z", BLUE, INK),
    ]
    out += [circle(200 + i * 40, 202, 6, GOLD_LIGHT, None) for i in range(-2, 3)]
    out += [
        ellipse(200, 146, 124, 24, GOLD_LIGHT, INK),
        ellipse(200, 146, 100, 13, GOLD_DARK, None),
    ]
    return out


def spray(x0: float, y0: float, x1: float, y1: float, leaves: int = 6) -> list[str]:
    """A laurel spray from (x0, y0) to (x1, y1): a stem, pairs of leaves, a leaf at the tip."""
    out = [line([(x0, y0), (x1, y1)], "#4f8a3a", 9)]
    heading = math.degrees(math.atan2(x1 - x0, -(y1 - y0)))
    for k in range(leaves):
        t = 0.12 + 0.8 * k / (leaves - 1)
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        size = 46 - 14 * t
        out.append(leaf(x, y, size, heading - 38, "#5fa04a"))
        out.append(leaf(x, y, size, heading + 38, LIGHT_GREEN))
    out.append(leaf(x1, y1, 34, heading, LIGHT_GREEN))
    return out


def bow(x: float, y: float, tail: float = 1.0) -> list[str]:
    """A red ribbon tied in a bow: two loops, two forked tails and the knot."""
    out = []
    for side in (-1, 1):
        out.append(
            path(
                f"M{x},{y} C{x + side * 30},{y - 44} {x + side * 70},{y - 40} {x + side * 62},"
                f"{y - 6} C{x + side * 56},{y + 14} {x + side * 26},{y + 8} {x},{y} Z",
                RED,
                INK,
            )
        )
        out.append(
            path(
                f"M{x + side * 4},{y + 6} C{x + side * 24},{y + 40 * tail}"
                f" {x + side * 40},{y + 60 * tail} {x + side * 58},{y + 86 * tail}"
                f" L{x + side * 40},{y + 80 * tail} L{x + side * 36},{y + 100 * tail}"
                f" C{x + side * 22},{y + 72 * tail} {x + side * 10},{y + 46 * tail}"
                f" {x - side * 6},{y + 12} Z",
                RED,
                INK,
            )
        )
    out.append(ellipse(x, y + 2, 15, 13, DARK_RED, INK))
    return out


def ace_sword() -> list[str]:
    """The Ace of swords: a broad curved blade upright over two crossed laurel sprays tied
    with a red bow."""
    out = spray(240, 596, 78, 330, 7) + spray(160, 596, 322, 330, 7)
    out.append(group(scimitar(6.5), 200, 296))
    out += bow(200, 536, 0.72)
    return out


def ace_club() -> list[str]:
    """The Ace of clubs: one great cudgel sprouting leaves at its knots, a red bow."""
    out = []
    for x, y, side in ((174, 150, -1), (230, 226, 1), (176, 306, -1), (226, 384, 1)):
        tip = (x + side * 52, y - 40)
        out.append(line([(x, y), tip], "#4f8a3a", 8))
        out.append(leaf(tip[0], tip[1], 46, side * 40, LIGHT_GREEN))
        out.append(leaf(x + side * 26, y - 20, 38, side * 100, "#5fa04a"))
    out.append(group(club(480, 6.5 / 1.15), 200, 318, scale=1.15, rot=4))
    out += bow(196, 452)
    return out


def pips(suit: str, rank: int) -> list[str]:
    """The signs of a number card, 2 to 7."""
    if suit == "swords":
        return swords(rank)
    if suit == "clubs":
        return clubs(rank)
    scale = ROUND_SCALE[suit][rank]
    if suit == "coins" and rank == 2:
        # the two coins of the 2 carry faces, one smiling, one solemn
        return [
            group(face_coin(6.5 / scale, i == 0), x, y, scale=scale)
            for i, (x, y) in enumerate(ROUND[rank])
        ]
    out = [place(suit, x, y, scale) for x, y in ROUND[rank]]
    if suit == "coins" and rank == 4:
        out += arms_of_piacenza(200, 325)
    return out


def ground(suit: str) -> list[str]:
    """The strip of ground in the suit's colour that the court figures stand on."""
    return [
        path(
            "M26,560 L374,560 L374,604 C374,614 366,624 356,624 L44,624 C34,624 26,614 26,604 Z",
            GROUND[suit],
            INK,
        ),
        path("M32,569 L368,569", None, GROUND_LIGHT[suit], 8),
        path("M26,560 L374,560", None, INK, 6),
    ]


ACES = {"coins": eagle, "cups": ace_cup, "swords": ace_sword, "clubs": ace_club}


def face(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = frame()
    if rank >= 8:
        out += ground(suit) + figure(suit, rank)
    elif rank == 1:
        out += ACES[suit]()
    else:
        out += pips(suit, rank)
    return out + index(rank)


def _net_span(
    u: float, box: tuple[float, float, float, float], hx: float, hy: float, flip: int
) -> tuple[float, float]:
    """The range of v for which the net line ``u`` lies inside the box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    lo, hi = -99.0, 99.0
    p, q = _net_point(u, lo, hx, hy, flip), _net_point(u, hi, hx, hy, flip)
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for edge_p, edge_q in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if edge_p == 0:
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    return lo + (hi - lo) * t0, lo + (hi - lo) * t1


def _net_point(u: float, v: float, hx: float, hy: float, flip: int) -> tuple[float, float]:
    """A point of the lozenge net: ``flip`` 1 for lines of constant u, -1 for constant v."""
    if flip > 0:
        return 200 + hx * (u + v) / 2, 325 + hy * (u - v) / 2
    return 200 + hx * (u + v) / 2, 325 + hy * (v - u) / 2


def back() -> list[str]:
    """A lozenge net in wine red with a gold stud in every lozenge, a gold sunburst medallion;
    the same either way up."""
    ground, lattice, accent = "#7a1f3d", "#b24a6c", "#e9c46a"
    out = [
        rect(3, 3, 394, 644, CREAM, INK, 6, rx=24),
        rect(22, 22, 356, 606, ground, INK, 6, rx=12),
    ]
    box = (34.0, 34.0, 366.0, 616.0)
    hx, hy = 66.0, 100.0
    gap = math.hypot(hx / 2, hy / 2)
    for flip in (1, -1):
        for k in range(-12, 13):
            lo, hi = _net_span(k, box, hx, hy, flip)
            if hi > lo:
                ends = [_net_point(k, v, hx, hy, flip) for v in (lo, hi)]
                out.append(line(ends, lattice, 7))
    for k in range(-12, 12):
        u = k + 0.5
        studs = [
            _net_point(u, m + 0.5, hx, hy, 1)
            for m in range(-13, 13)
            if 46 < _net_point(u, m + 0.5, hx, hy, 1)[0] < 354
            and 46 < _net_point(u, m + 0.5, hx, hy, 1)[1] < 604
        ]
        if studs:
            dots = f'stroke-dasharray="0.1 {gap - 0.1:.2f}"'
            # run a little past the last stud so that its dot is not lost to rounding
            ex, ey = studs[-1][0] + hx / 2 * 0.02, studs[-1][1] - hy / 2 * 0.02
            d = f"M{studs[0][0]:.1f},{studs[0][1]:.1f} L{ex:.1f},{ey:.1f}"
            out.append(path(d, None, accent, 11, extra=dots))
    out.append(rect(34, 34, 332, 582, None, accent, 6, rx=6))
    out += [
        ellipse(200, 325, 100, 120, ground, INK, 8),
        ellipse(200, 325, 88, 108, CREAM, INK, 6),
        poly(star(200, 325, 80, 52, 12, turn=0), accent, INK, 6),
        circle(200, 325, 52, ground, INK, 6),
    ]
    for k in range(12):
        a = math.radians(k * 30)
        out.append(circle(200 + 94 * math.cos(a), 325 + 114 * math.sin(a), 7, accent, INK, 6))
    out += [circle(200, 325, 26, GOLD, INK, 6), circle(200, 325, 10, RED, None)]
    return [group(out)]
