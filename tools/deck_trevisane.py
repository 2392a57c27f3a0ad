"""The Trevisane deck (carte trevisane, venete): Italian suits in the Venetian manner.

Curved swords that bow out and cross at their ends, long batons crossing as a lattice, coins
half blue and half yellow, Venetian goblets; the number in the top-left corner and again,
turned, in the bottom-right; full-length single-ended figures; the four ornate Aces with their
motto ribbons, the suns with an eye on the Aces of cups and swords, the roosters on those of
swords and clubs.
"""

from __future__ import annotations

import math

from _svg import CREAM, INK, glyphs, half_turn, n, path, rect
from _trevisane_aces import ace
from _trevisane_back import back as _back
from _trevisane_figures import figure
from _trevisane_signs import (
    BLUE,
    DARK_RED,
    baton,
    blade_over,
    coin_at,
    cup_at,
    flower,
    sword,
)

from scopa.core.cards import Card

FRAME = (30.0, 30.0, 340.0, 590.0)  # x, y, width, height of the ruled frame

COINS = {
    2: [(200, 185), (200, 465)],
    3: [(130, 175), (200, 325), (270, 475)],
    4: [(128, 180), (272, 180), (128, 470), (272, 470)],
    5: [(128, 165), (272, 165), (200, 325), (128, 485), (272, 485)],
    6: [(128, 150), (272, 150), (128, 325), (272, 325), (128, 500), (272, 500)],
    7: [(128, 142), (272, 142), (200, 234), (128, 325), (272, 325), (128, 508), (272, 508)],
}
CUPS = {
    2: [(200, 190), (200, 462)],
    3: [(200, 175), (128, 470), (272, 470)],
    4: [(128, 185), (272, 185), (128, 468), (272, 468)],
    5: [(128, 172), (272, 172), (200, 326), (128, 480), (272, 480)],
    6: [(128, 150), (272, 150), (128, 326), (272, 326), (128, 502), (272, 502)],
    7: [(128, 150), (272, 150), (110, 325), (200, 325), (290, 325), (128, 500), (272, 500)],
}


def back() -> list[str]:
    return _back()


def blank() -> list[str]:
    """The card and its ruled frame. The outlines are drawn side by side as separate strokes:
    one stroke round the whole card costs the loader as much as filling it."""
    x, y, w, h = FRAME
    x1, y1, r = 397, 647, 24
    out = [rect(3, 3, 394, 644, CREAM, None, rx=r)]
    out += [
        path(d, None, INK, 6)
        for d in (
            f"M{3 + r},3 L{x1 - r},3",
            f"M{3 + r},{y1} L{x1 - r},{y1}",
            f"M3,{3 + r} L3,{y1 - r}",
            f"M{x1},{3 + r} L{x1},{y1 - r}",
            f"M3,{3 + r} A{r},{r} 0 0,1 {3 + r},3",
            f"M{x1 - r},3 A{r},{r} 0 0,1 {x1},{3 + r}",
            f"M{x1},{y1 - r} A{r},{r} 0 0,1 {x1 - r},{y1}",
            f"M{3 + r},{y1} A{r},{r} 0 0,1 3,{y1 - r}",
            f"M{n(x)},{n(y)} L{n(x + w)},{n(y)}",
            f"M{n(x)},{n(y + h)} L{n(x + w)},{n(y + h)}",
            f"M{n(x)},{n(y)} L{n(x)},{n(y + h)}",
            f"M{n(x + w)},{n(y)} L{n(x + w)},{n(y + h)}",
        )
    ]
    return out


def index(rank: int) -> str:
    """The number top left, and turned a half turn bottom right (a 6 and a 9
    underlined, as printed, so that one is not read for the other)."""
    text = str(rank)
    x = 62 if rank < 10 else 70
    # a cream halo under the ink keeps the number clear of a figure's robe or sceptre
    mark = glyphs(text, x, 42, 52, CREAM, weight=24, gap=6)
    mark += glyphs(text, x, 42, 52, INK, weight=10, gap=6)
    if rank in (6, 9):
        mark += path(f"M{x - 16},108 L{x + 16},108", None, INK, 7)
    return mark + half_turn([mark])


def face(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = blank()
    if rank >= 8:
        out += figure(suit, rank)
    elif rank == 1:
        out += ace(suit)
    elif suit == "coins":
        out += coins(rank)
    elif suit == "cups":
        out += cups(rank)
    elif suit == "swords":
        out += swords(rank)
    else:
        out += clubs(rank)
    out.append(index(rank))
    return out


def coins(rank: int) -> list[str]:
    scale = 1.28 if rank <= 4 else (1.12 if rank == 5 else (1.02 if rank == 6 else 0.96))
    out = []
    if rank == 2:
        out += ribbon_s()
    if rank == 4:
        out += shield(200, 325)
    out += [coin_at(x, y, scale) for x, y in COINS[rank]]
    return out


def cups(rank: int) -> list[str]:
    scale = 1.15 if rank <= 4 else (0.98 if rank < 7 else 0.8)
    out = []
    if rank in (2, 4):
        out += flower(200, 325, 1.1)
    out += [cup_at(x, y, scale) for x, y in CUPS[rank]]
    return out


def ribbon_s() -> list[str]:
    """The scroll that links the two coins of the 2."""
    d = "M96,300 C150,240 250,410 304,350"
    return [
        path(
            "M96,300 l-30,-6 l14,22 l-10,24 l34,-8 Z M304,350 l30,6 l-14,-22 l10,-24 l-34,8 Z",
            DARK_RED,
            INK,
        ),
        path(d, None, INK, 44),
        path(d, None, "#f3e3b5", 32),
        path("M118,292 C166,250 234,392 282,352", None, INK, 6, 'stroke-dasharray="5 7 10 7"'),
    ]


def shield(x: float, y: float) -> list[str]:
    """A small shield between the four coins: a white cross on red."""
    d = f"M{x - 40},{y - 46} L{x + 40},{y - 46} L{x + 40},{y + 6} C{x + 40},{y + 34} {x},{y + 50}"
    d += f" {x},{y + 50} C{x},{y + 50} {x - 40},{y + 34} {x - 40},{y + 6} Z"
    return [
        path(d, "#c8342b", INK),
        rect(x - 8, y - 40, 16, 82, "#fdfbf4", None),
        rect(x - 34, y - 14, 68, 16, "#fdfbf4", None),
        path(d, None, INK),
    ]


def _pairs(count: int) -> list[tuple[float, float, int]]:
    """(end offset, bow, hand) of each crossing pair of curved swords, outermost first: a pair
    of hand 1 has its hilts bottom right and top left, of hand -1 bottom left and top right
    (``count`` 4: the three pairs of the 7, kept clear of its upright blade)."""
    return {
        1: [(50, 126, 1)],
        2: [(74, 140, 1), (60, 72, -1)],
        3: [(80, 164, 1), (62, 92, -1), (22, 36, 1)],
        4: [(80, 164, 1), (62, 92, -1), (44, 60, 1)],
    }[count]


def swords(rank: int) -> list[str]:
    top, bottom = (104.0, 548.0) if rank < 4 else (124.0, 528.0)
    out = []
    if rank == 2:
        out += flower(200, 325, 1.0, BLUE)
    width = 30 if rank < 4 else (26 if rank < 6 else 23)
    over = []
    for off, bow, hand in _pairs(4 if rank == 7 else rank // 2):
        # one sword bows to one side, its twin (a half turn of it) to the other; each passes
        # over its twin at one crossing and under it at the other
        x = 200 + hand * off
        out += sword((x, bottom), (x, top), -hand * bow, width)
        out += sword((400 - x, top), (400 - x, bottom), -hand * bow, width)
        over += blade_over((x, bottom), (x, top), -hand * bow, width, 0.04, 0.3)
    out += over
    if rank % 2:
        out += sword((200, bottom), (200, top - 14), 0, 26)
    return out


def clubs(rank: int) -> list[str]:
    pairs = rank // 2
    tilt, length = (19.0, 452.0) if pairs < 3 else (13.0, 420.0)
    offsets = {1: [0.0], 2: [-62.0, 62.0], 3: [-88.0, 0.0, 88.0]}[pairs]
    out = []
    if rank in (2, 4):
        out += flower(200, 325, 0.9)
    leaning = []
    for off in offsets:
        for sign in (-1, 1):
            a = math.radians(sign * tilt)
            dx, dy = math.sin(a) * length / 2, -math.cos(a) * length / 2
            cx = 200 + off
            grip, end = (cx - dx, 325 - dy), (cx + dx, 325 + dy)
            if sign > 0:
                grip, end = end, grip
            leaning.append((sign, baton(grip, end, 26 if pairs < 3 else 21)))
    out += [b for s, bs in leaning if s < 0 for b in bs]
    out += [b for s, bs in leaning if s > 0 for b in bs]
    if rank % 2:
        out += baton((200, 575), (200, 75), 26 if pairs < 3 else 21)
    return out
