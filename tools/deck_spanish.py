"""The Spanish deck (baraja española) in the Castilian style: corner numbers, the pinta's
breaks in the frame line (oros none, copas one, espadas two, bastos three), swords and clubs
crossing, figures printed 10, 11, 12 and counting 8, 9, 10."""

from __future__ import annotations

import math

from _spanish_back import back as _back
from _spanish_figures import court
from _spanish_signs import ace_club, ace_coin, ace_cup, ace_sword, half_width, patch, place
from _svg import INK, card_blank, glyphs, group, half_turn, line

from scopa.core.cards import Card
from scopa.core.names import printed_rank


def back() -> list[str]:
    return _back()


PINTA = {"coins": 0, "cups": 1, "swords": 2, "clubs": 3}
FRAME = (24.0, 24.0, 376.0, 626.0)
PAPER = "#fffcf3"


def frame(suit: str) -> list[str]:
    """The frame line, broken on the short sides once per pinta (oros none ... bastos three)."""
    x0, y0, x1, y1 = FRAME
    breaks = PINTA[suit]
    gap = 26
    # the breaks sit right of the corner number, evenly over the rest of the side
    left = x0 + 92
    centres = [left + (x1 - 20 - left) * (i + 1) / (breaks + 1) for i in range(breaks)]
    r = 10
    out = [
        line([(x0, y0 + r), (x0, y1 - r)], INK, 6),
        line([(x1, y0 + r), (x1, y1 - r)], INK, 6),
    ]
    for y, sign in ((y0, 1), (y1, -1)):
        xs = centres if sign > 0 else [x0 + x1 - c for c in centres]
        start = x0 + r
        for c in sorted(xs):
            out.append(line([(start, y), (c - gap / 2, y)], INK, 6))
            start = c + gap / 2
        out.append(line([(start, y), (x1 - r, y)], INK, 6))
    corners = (
        f"M{x0},{y0 + r} Q{x0},{y0} {x0 + r},{y0} M{x1 - r},{y0} Q{x1},{y0} {x1},{y0 + r}"
        f" M{x1},{y1 - r} Q{x1},{y1} {x1 - r},{y1} M{x0 + r},{y1} Q{x0},{y1} {x0},{y1 - r}"
    )
    out.append(
        f'<path d="{corners}" fill="none" stroke="{INK}" stroke-width="6" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )
    return out


def corner_numbers(text: str) -> list[str]:
    top_left = glyphs(text, 40 + (24 if len(text) == 1 else 36), 40, 54, INK, weight=10, gap=4)
    return [top_left, half_turn([top_left])]


# Round signs (oros, copas): (x, y) of each and the scale, per rank.
ROUND: dict[str, dict[int, tuple[float, list[tuple[float, float]]]]] = {
    "coins": {
        2: (1.45, [(200, 176), (200, 474)]),
        3: (1.2, [(200, 148), (200, 325), (200, 502)]),
        4: (1.2, [(122, 150), (278, 150), (122, 500), (278, 500)]),
        5: (1.1, [(122, 150), (278, 150), (200, 325), (122, 500), (278, 500)]),
        6: (1.0, [(125, 150), (275, 150), (125, 325), (275, 325), (125, 500), (275, 500)]),
        7: (
            0.95,
            [(125, 140), (275, 140), (200, 232), (125, 325), (275, 325), (125, 510), (275, 510)],
        ),
    },
    "cups": {
        2: (1.4, [(200, 172), (200, 482)]),
        3: (1.05, [(200, 148), (200, 328), (200, 508)]),
        4: (1.1, [(122, 160), (278, 160), (122, 496), (278, 496)]),
        5: (1.0, [(118, 150), (282, 150), (200, 328), (118, 506), (282, 506)]),
        6: (0.98, [(125, 150), (275, 150), (125, 328), (275, 328), (125, 506), (275, 506)]),
        7: (
            0.86,
            [(120, 136), (280, 136), (200, 236), (120, 336), (280, 336), (120, 516), (280, 516)],
        ),
    },
}

# Long signs (espadas, bastos) cross as a lattice: per rank the scale, the tilt in degrees,
# the half length on the card, the sideways offsets of each family and whether one stands
# upright in the middle.
CROSS: dict[int, tuple[float, float, float, tuple[float, ...], bool]] = {
    2: (0.95, 21, 245, (0,), False),
    3: (0.9, 21, 245, (0,), True),
    4: (0.78, 24, 225, (-54, 54), False),
    5: (0.75, 24, 225, (-54, 54), True),
    6: (0.6, 25, 212, (-64, 0, 64), False),
    7: (0.58, 25, 212, (-64, 0, 64), True),
}


def long_signs(suit: str, rank: int) -> list[str]:
    """Crossing swords or clubs, grips down: one family leaning right, one leaning left,
    woven over and under one another where they cross; the upright one lies on top."""
    scale, tilt, half, offsets, upright = CROSS[rank]
    guard = 40 if rank <= 3 else (32 if rank <= 5 else 28)
    girth = 1.0 if rank <= 3 else (1.12 if rank <= 5 else 1.3)  # clubs stay stout when small
    length = 2 * half / scale
    lw = 6.5 / scale
    cy = 328
    signs = []  # (index in its family, lean, centre x): drawn in this order
    for k, off in enumerate(offsets):
        for lean in (1, -1):
            index = k if lean > 0 else len(offsets) - 1 - k
            signs.append((index, lean, 200 + lean * off))
    out = [place(suit, x, cy, scale, lean * tilt, length, guard, girth) for _, lean, x in signs]
    # where an earlier sign should lie over a later one, draw its piece again on top
    top, bot = -length / 2, length / 2
    low, high = (top + 34, bot - 70) if suit == "swords" else (top + 24, bot - 24)
    sin2 = math.sin(math.radians(2 * tilt))
    for i, (a, lean_i, xi) in enumerate(signs):
        for b, lean_j, xj in signs[i + 1 :]:
            if lean_i == lean_j or (a + b) % 2 != (0 if lean_i > 0 else 1):
                continue
            # the axes cross where xi + lean_i * d * tan = xj + lean_j * d * tan, d above cy
            d = (xj - xi) / ((lean_i - lean_j) * math.tan(math.radians(tilt)))
            y_local = -d / math.cos(math.radians(tilt)) / scale
            if not low < y_local < high:
                continue
            reach = (half_width(suit, length, y_local, girth) + lw) / sin2 + 2
            parts = patch(suit, length, lw, y_local - reach, y_local + reach, girth)
            out.append(group(parts, xi, cy, lean_i * tilt, scale))
    if upright:
        out.append(place(suit, 200, cy, scale, 0, length + 10 / scale, guard, girth))
    return out


ACES = {"coins": ace_coin, "cups": ace_cup, "swords": ace_sword, "clubs": ace_club}


def face(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = [card_blank(PAPER), *frame(suit)]
    if rank >= 8:
        out += court(suit, rank)
    elif rank == 1:
        out += ACES[suit]()
    elif suit in ROUND:
        scale, spots = ROUND[suit][rank]
        out += [place(suit, x, y, scale) for x, y in spots]
    else:
        out += long_signs(suit, rank)
    out += corner_numbers(printed_rank(rank, "spanish"))
    return out
