"""The Neapolitan deck (Napoletane): full-length figures on coloured platforms, no corner
indices, the eagle on the Ace of coins and the mask on the 3 of clubs."""

from __future__ import annotations

from _figures import figure
from _layouts import ROUND_IT, long_it
from _layouts import back as _back
from _suits import GOLD, GOLD_LIGHT, GREEN, PLATFORM, RED, place
from _svg import CREAM, INK, card_blank, circle, ellipse, group, line, path, poly, rect

from scopa.core.cards import Card


def back() -> list[str]:
    return _back("neapolitan")


def eagle() -> list[str]:
    """The double-headed eagle of the Neapolitan Ace of coins, a coin on its breast."""
    dark, wing = "#2b2320", "#4a3b33"
    out = []
    for side in (-1, 1):
        feathers = [
            (200 + side * 26, 250),
            (200 + side * 150, 150),
            (200 + side * 168, 196),
            (200 + side * 150, 208),
            (200 + side * 164, 250),
            (200 + side * 142, 262),
            (200 + side * 152, 302),
            (200 + side * 128, 312),
            (200 + side * 132, 350),
            (200 + side * 40, 360),
        ]
        out.append(poly(feathers, wing, INK))
        out.append(
            poly(
                [
                    (200 + side * 40, 268),
                    (200 + side * 136, 196),
                    (200 + side * 120, 236),
                    (200 + side * 48, 300),
                ],
                GOLD,
                INK,
            )
        )
        out.append(line([(200 + side * 14, 232), (200 + side * 40, 170)], INK, 26))
        out.append(line([(200 + side * 14, 232), (200 + side * 40, 170)], dark, 14))
        out.append(circle(200 + side * 46, 158, 22, dark, INK))
        out.append(
            poly(
                [(200 + side * 62, 150), (200 + side * 92, 162), (200 + side * 64, 170)], GOLD, INK
            )
        )
        out.append(circle(200 + side * 52, 153, 4, GOLD_LIGHT, None))
        out += [
            poly(
                [
                    (200 + side * 30, 140),
                    (200 + side * 34, 114),
                    (200 + side * 44, 128),
                    (200 + side * 50, 108),
                    (200 + side * 56, 128),
                    (200 + side * 66, 116),
                    (200 + side * 62, 140),
                ],
                GOLD,
                INK,
            )
        ]
        out.append(line([(200 + side * 30, 430), (200 + side * 54, 470)], GOLD, 12))
    out += [
        poly([(200, 360), (150, 470), (180, 460), (200, 490), (220, 460), (250, 470)], wing, INK),
        ellipse(200, 330, 58, 96, dark, INK),
        place("neapolitan", "coins", 200, 330, 1.3),
    ]
    return out


def face(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = [card_blank()]
    if rank >= 8:
        out += [
            rect(44, 556, 312, 46, PLATFORM[suit], INK, rx=6),
            rect(44, 556, 312, 12, GOLD_LIGHT if suit != "coins" else "#fbe9a6", None),
        ]
        out += figure("neapolitan", suit, rank)
        return out
    if rank == 1:
        if suit == "coins":
            out += eagle()
        elif suit == "cups":
            out += [laurel(200, 520, 150), place("neapolitan", suit, 200, 310, 2.7)]
        else:
            out += [laurel(200, 560, 170), place("neapolitan", suit, 200, 320, 1.4, 0, 420)]
        return out
    if suit in ROUND_IT:
        big = rank <= 5
        scale = (1.3 if big else 1.08) if suit == "coins" else (1.15 if big else 0.95)
        out += [place("neapolitan", suit, x, y, scale) for x, y in ROUND_IT[suit][rank]]
    else:
        out += [place("neapolitan", suit, x, y, s, 0, length) for x, y, length, s in long_it(rank)]
        if suit == "clubs" and rank == 3:
            out.append(mask(200, 325))
    return out


def laurel(x: float, y: float, spread: float) -> str:
    """Two laurel sprays meeting under an ace."""
    parts = []
    for side in (-1, 1):
        stem = [(x, y), (x + side * spread * 0.5, y - 40), (x + side * spread * 0.9, y - 130)]
        parts += [line(stem, "#3f6b2a", 8)]
        for i in range(5):
            t = (i + 1) / 6
            px = x + side * spread * 0.9 * t
            py = y - 130 * t * t - 10 * t
            parts.append(ellipse(px, py, 9, 20, GREEN, INK, 6, rot=side * (50 - 30 * t)))
    parts.append(circle(x, y, 12, RED, INK))
    return group(parts)


def mask(x: float, y: float) -> str:
    """The little mask on the Neapolitan 3 of clubs."""
    return group(
        [
            path(
                f"M{x - 46},{y - 14} C{x - 40},{y - 40} {x + 40},{y - 40} {x + 46},{y - 14}"
                f" C{x + 44},{y + 22} {x + 20},{y + 30} {x},{y + 16}"
                f" C{x - 20},{y + 30} {x - 44},{y + 22} {x - 46},{y - 14} Z",
                "#1f1b1a",
                INK,
            ),
            ellipse(x - 20, y - 6, 11, 8, CREAM, None),
            ellipse(x + 20, y - 6, 11, 8, CREAM, None),
            line([(x - 46, y - 14), (x - 70, y - 30)], RED, 6),
            line([(x + 46, y - 14), (x + 70, y - 30)], RED, 6),
        ]
    )
