"""The French suit signs of the French-suited deck, its Aces and its colours.

Each sign is drawn around (0, 0) about 100 units tall, filled flat without an outline as they
are printed; :func:`pip` places one on the card. ``four`` gives each suit its own colour.
"""

from __future__ import annotations

import math

from _svg import INK, circle, group, n, path

RED = "#cf1f2e"
DARK_RED = "#8c1520"
BLUE = "#1f4f9e"
LIGHT_BLUE = "#7ea6dc"
GOLD = "#ebb22c"
LIGHT_GOLD = "#f8dc74"
BLACK = "#1d1a1a"
WHITE = "#fdfbf4"
GREEN = "#2d7a3e"
LEAF = "#4e8f3a"
LEAF_DARK = "#2f5f27"
# spades black, hearts red, diamonds blue, clubs green
FOUR_COLOUR = {"coins": "#1f5fbf", "cups": RED, "swords": BLACK, "clubs": "#17803d"}

SHAPES = {
    "coins": "M0,-56 Q13,-26 39,0 Q13,26 0,56 Q-13,26 -39,0 Q-13,-26 0,-56 Z",
    "cups": "M0,48 C-12,30 -52,8 -52,-18 C-52,-40 -38,-50 -25,-50 C-13,-50 -4,-43 0,-31"
    " C4,-43 13,-50 25,-50 C38,-50 52,-40 52,-18 C52,8 12,30 0,48 Z",
    "swords": "M0,-56 C-9,-38 -52,-16 -52,12 C-52,30 -39,40 -25,40 C-15,40 -8,35 -4,29"
    " C-5,40 -12,48 -23,55 L23,55 C12,48 5,40 4,29 C8,35 15,40 25,40 C39,40 52,30 52,12"
    " C52,-16 9,-38 0,-56 Z",
    "clubs": "M-4,4 C-10,10 -14,14 -26,14 C-40,14 -50,4 -50,-10 C-50,-24 -39,-34 -26,-34"
    " C-21,-34 -17,-32 -14,-30 C-20,-36 -22,-41 -22,-46 C-22,-60 -12,-68 0,-68 C12,-68 22,-60"
    " 22,-46 C22,-41 20,-36 14,-30 C17,-32 21,-34 26,-34 C39,-34 50,-24 50,-10 C50,4 40,14 26,14"
    " C14,14 10,10 4,4 C5,26 12,42 24,52 L-24,52 C-12,42 -5,26 -4,4 Z",
}


def colour(suit: str, four: bool = False) -> str:
    if four:
        return FOUR_COLOUR[suit]
    return RED if suit in ("coins", "cups") else BLACK


def sign(suit: str, fill: str) -> str:
    """One sign, centred on (0, 0) (the club's three leaves sit higher than its middle)."""
    if suit == "clubs":
        return f'<g transform="translate(0 8)">{path(SHAPES[suit], fill, None)}</g>'
    return path(SHAPES[suit], fill, None)


def pip(suit: str, x: float, y: float, scale: float, four: bool = False, rot: float = 0) -> str:
    """One suit sign at (x, y), ``scale`` times its 100-unit size."""
    return group([sign(suit, colour(suit, four))], x, y, rot, scale)


def _leaf(x: float, y: float, angle: float, size: float) -> str:
    """A pointed laurel leaf growing from (x, y) towards ``angle`` degrees."""
    w = size * 0.34
    shape = f"M0,0 Q{n(size * 0.45)},{n(-w)} {n(size)},0 Q{n(size * 0.45)},{n(w)} 0,0 Z"
    return group([path(shape, LEAF, LEAF_DARK, 6)], x, y, angle)


def garland(cx: float, cy: float, r: float, leaves: int = 8) -> list[str]:
    """Two laurel branches round the Ace's sign, tied below with a red ribbon."""
    out = []
    t0, t1 = math.radians(14), math.radians(150)
    for side in (-1, 1):
        stem = []
        for i in range(13):
            t = t0 + (t1 - t0) * i / 12
            stem.append((cx + side * r * math.sin(t), cy + r * math.cos(t)))
        d = f"M{n(stem[0][0])},{n(stem[0][1])}" + "".join(
            f" L{n(px)},{n(py)}" for px, py in stem[1:]
        )
        out.append(path(d, None, LEAF_DARK, 7))
        for i in range(leaves):
            t = t0 + (t1 - t0) * (i + 0.6) / leaves
            x, y = cx + side * r * math.sin(t), cy + r * math.cos(t)
            along = math.degrees(math.atan2(-math.sin(t), side * math.cos(t)))
            for k in (-1, 1):
                out.append(_leaf(x, y, along + k * side * 40, 34))
        for i in range(1, leaves, 3):
            t = t0 + (t1 - t0) * (i + 0.1) / leaves
            out.append(circle(cx + side * r * math.sin(t), cy + r * math.cos(t), 6, RED, None))
        tip = t1 + 0.06
        out.append(
            _leaf(cx + side * r * math.sin(tip), cy + r * math.cos(tip), 180 if side < 0 else 0, 30)
        )
    bottom = cy + r
    out += [
        path(
            f"M{n(cx)},{n(bottom)} C{n(cx - 30)},{n(bottom - 22)} {n(cx - 46)},{n(bottom + 6)}"
            f" {n(cx - 30)},{n(bottom + 20)} Z M{n(cx)},{n(bottom)} C{n(cx + 30)},{n(bottom - 22)}"
            f" {n(cx + 46)},{n(bottom + 6)} {n(cx + 30)},{n(bottom + 20)} Z",
            RED,
            INK,
            6,
        ),
        path(
            f"M{n(cx - 6)},{n(bottom)} L{n(cx - 24)},{n(bottom + 44)}"
            f" L{n(cx - 12)},{n(bottom + 38)}"
            f" L{n(cx - 6)},{n(bottom + 48)} L{n(cx + 2)},{n(bottom + 2)} Z"
            f" M{n(cx + 6)},{n(bottom)} L{n(cx + 24)},{n(bottom + 44)}"
            f" L{n(cx + 12)},{n(bottom + 38)} L{n(cx + 6)},{n(bottom + 48)}"
            f" L{n(cx - 2)},{n(bottom + 2)} Z",
            RED,
            INK,
            6,
        ),
        circle(cx, bottom, 9, DARK_RED, INK, 6),
    ]
    return out


def ace(suit: str, four: bool = False) -> list[str]:
    """The Aces: the sign large in a laurel garland; the Ace of spades ornate."""
    fill = colour(suit, four)
    cx, cy = 200, 318
    if suit != "swords":
        return [*garland(cx, cy, 128), pip(suit, cx, cy, 1.5, four)]
    # Ace of spades: a big spade with a gold inlay, a crown above and scrolls at its sides
    spade = [
        path(SHAPES["swords"], fill, INK, 6 / 2.05),
        path(
            "M0,-40 C-8,-26 -38,-10 -38,10 C-38,22 -30,28 -22,28 C-12,28 -6,22 -2,14 L2,14"
            " C6,22 12,28 22,28 C30,28 38,22 38,10 C38,-10 8,-26 0,-40 Z",
            None,
            GOLD,
            6 / 2.05,
        ),
        path("M0,-22 L9,-6 L0,10 L-9,-6 Z", GOLD, None),
        circle(0, 20, 4, LIGHT_GOLD, None),
    ]
    crown = [
        path("M-44,0 L-50,-40 L-26,-18 L0,-52 L26,-18 L50,-40 L44,0 Z", GOLD, INK, 6),
        path("M-46,0 L46,0 L44,14 L-44,14 Z", LIGHT_GOLD, INK, 6),
        circle(-50, -44, 8, LIGHT_GOLD, INK, 6),
        circle(0, -58, 9, LIGHT_GOLD, INK, 6),
        circle(50, -44, 8, LIGHT_GOLD, INK, 6),
        circle(0, 7, 5, RED, None),
    ]
    return [
        *garland(cx, cy + 8, 142, leaves=9),
        group(spade, cx, cy + 14, scale=2.05),
        group(crown, cx, cy - 108),
    ]
