"""The Neapolitan deck (Napoletane): full-length figures on coloured platforms, no corner
indices, curved swords, knotty cudgels, the double-headed eagle on the Ace of coins, the arms on
the 4 of coins and the mask on the 3 of clubs."""

from __future__ import annotations

from _layouts import ROUND_IT
from _layouts import back as _back
from _neapolitan_aces import ace
from _neapolitan_figures import figure
from _neapolitan_signs import (
    BLUE,
    GOLD,
    GOLD_LIGHT,
    PLATFORM,
    RED,
    club,
    place_coin,
    place_cup,
    sword,
)
from _svg import CREAM, INK, card_blank, circle, ellipse, group, line, path, poly, rect

from scopa.core.cards import Card


def back() -> list[str]:
    return _back("neapolitan")


def face(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = [card_blank()]
    if rank >= 8:
        out += [
            rect(40, 560, 320, 50, PLATFORM[suit], INK, rx=6),
            rect(46, 566, 308, 10, GOLD_LIGHT if suit != "coins" else "#fbe9a6", None),
        ]
        out += figure(suit, rank)
        return out
    if rank == 1:
        return out + ace(suit)
    if suit == "coins":
        scale = 1.3 if rank <= 5 else 1.08
        if rank == 4:
            out.append(arms(200, 325))
        out += [place_coin(x, y, scale) for x, y in ROUND_IT["coins"][rank]]
    elif suit == "cups":
        scale = 1.15 if rank <= 5 else 0.95
        out += [place_cup(x, y, scale) for x, y in ROUND_IT["cups"][rank]]
    elif suit == "swords":
        out += swords(rank)
    else:
        out += clubs(rank)
    return out


def _pair(cx: float, spread: float, bow: float, low: float, high: float, down: bool) -> list:
    """Two curved swords bowed apart, their points leaning together: hilts at ``low`` (or at
    ``high`` when ``down``), points at the other end."""
    out = []
    for side in (-1, 1):
        hx = cx + side * spread
        tx = cx + side * spread * 0.25
        if down:
            out += sword((hx, high), (tx, low), -side * bow, 34, 1.15)
        else:
            out += sword((hx, low), (tx, high), side * bow, 34, 1.15)
    return out


def swords(rank: int) -> list[str]:
    """Curved blades in arched pairs, their points leaning together, one straight sword up the
    middle on the 3 and the 5; on the 4 and 5 a second pair hangs hilts up from the top
    corners, each side's two blades interlacing, so that the four hilts stand at the corners
    like the pips of a 4 and the middle stays clear for the 5's straight sword; the 6 and 7
    are two fans, hilts to the ends, points to the middle."""
    out: list[str] = []
    if rank in (2, 3):
        out += _pair(200, 78, 40, 560, 92, False)
    elif rank in (4, 5):
        out += _pair(200, 112, 40, 560, 96, False)
        out += _pair(200, 112, 40, 560, 96, True)
    else:
        # two fans of shorter blades, hilts to the card's ends and points to its middle
        for count, hilt_y, tip_y in (((3, 4)[rank - 6], 62, 300), (3, 588, 350)):
            hilts = (96, 200, 304) if count == 3 else (80, 160, 240, 320)
            turn = 0.12 if hilt_y > 300 else -0.12
            for x in hilts:
                tip = 200 + (x - 200) * 0.45
                out += sword((x, hilt_y), (tip, tip_y), (x - 200) * turn, 28, 0.9)
        return out
    if rank % 2 == 1:
        out += sword((200, 560), (200, 90), 0)
    return out


def clubs(rank: int) -> list[str]:
    """Cudgels upright side by side, heads up, never crossing, except on the 3 where two cross
    behind the upright one and the mask sits where they meet."""
    out: list[str] = []
    if rank == 3:
        out += club((120, 575), (280, 85), 0, 26)
        out += club((280, 575), (120, 85), 0, 26)
        out += club((200, 590), (200, 70), 0, 28)
        out.append(mask(200, 325))
        return out
    if rank in (2, 4):
        xs = {2: (140, 260), 4: (88, 164, 236, 312)}[rank]
        for i, x in enumerate(xs):
            out += club((x, 585), (x, 72), 12 if i % 2 else -12, 28 if rank == 2 else 24)
        return out
    rows = {5: (3, 2), 6: (3, 3), 7: (4, 3)}[rank]
    for row, count in enumerate(rows):
        low, high = (305, 50) if row == 0 else (600, 345)
        xs = {2: (140, 260), 3: (104, 200, 296), 4: (80, 160, 240, 320)}[count]
        for i, x in enumerate(xs):
            out += club((x, low), (x, high), 8 if (i + row) % 2 else -8, 22, sprig=0)
    return out


def arms(x: float, y: float) -> str:
    """The small crowned shield between the coins of the 4: a white cross on red."""
    return group(
        [
            path("M-34,-30 L34,-30 L34,6 C34,30 14,40 0,46 C-14,40 -34,30 -34,6 Z", RED, INK),
            rect(-8, -24, 16, 60, CREAM, None),
            rect(-28, -6, 56, 16, CREAM, None),
            poly(
                [(-30, -34), (-30, -56), (-15, -44), (0, -62), (15, -44), (30, -56), (30, -34)],
                GOLD,
                INK,
            ),
            circle(0, -62, 5, BLUE, None),
        ],
        x,
        y,
    )


def mask(x: float, y: float) -> str:
    """The black half-mask of the 3 of clubs, with its red ties."""
    return group(
        [
            line([(x - 48, y - 12), (x - 86, y - 36)], RED, 8),
            line([(x + 48, y - 12), (x + 86, y - 36)], RED, 8),
            path(
                f"M{x - 52},{y - 14} C{x - 44},{y - 44} {x + 44},{y - 44} {x + 52},{y - 14}"
                f" C{x + 50},{y + 24} {x + 22},{y + 32} {x},{y + 16}"
                f" C{x - 22},{y + 32} {x - 50},{y + 24} {x - 52},{y - 14} Z",
                "#1f1b1a",
                INK,
            ),
            ellipse(x - 22, y - 6, 12, 8, CREAM, None),
            ellipse(x + 22, y - 6, 12, 8, CREAM, None),
            path(f"M{x - 6},{y + 4} L{x},{y - 22} L{x + 6},{y + 4} Z", "#3a302c", None),
        ]
    )
