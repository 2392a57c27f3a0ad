"""Draw the three decks as SVG: ``python tools/make_cards.py [--out DIR]``.

Writes ``<out>/<deck>/<card>.svg`` (``7D.svg``: rank then suit letter) and ``back.svg`` for the
Neapolitan, Spanish and French-suited decks, and the French-suited deck in four colours (spades
black, hearts red, diamonds blue, clubs green). The output is deterministic: running it again
reproduces the committed files in ``assets/cards`` byte for byte (a test checks that).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (HERE, ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from _figures import court_half, figure  # noqa: E402
from _layouts import (  # noqa: E402
    FRENCH,
    ROUND_ES,
    ROUND_IT,
    back,
    long_es,
    long_it,
)
from _suits import (  # noqa: E402
    DARK_RED,
    GOLD,
    GOLD_LIGHT,
    GREEN,
    PLATFORM,
    RED,
    french_color,
    sign,
)
from _svg import (  # noqa: E402
    CREAM,
    INK,
    card_blank,
    circle,
    document,
    ellipse,
    glyphs,
    group,
    half_turn,
    line,
    path,
    poly,
    rect,
)

from scopa.core.cards import CARDS, Card  # noqa: E402
from scopa.core.names import printed_rank  # noqa: E402

DECKS = ("neapolitan", "spanish", "french", "french_four_colour")
DEFAULT_OUT = ROOT / "assets" / "cards"


def place(
    style: str, suit: str, x: float, y: float, scale: float, rot: float = 0, length: float = 300
) -> str:
    """A suit sign at (x, y), its outline kept at 6.5 units on the card whatever the scale."""
    return group(sign(style, suit, 6.5 / scale, length), x, y, rot, scale)


# Neapolitan ------------------------------------------------------------------------------


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


def neapolitan(card: Card) -> list[str]:
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


# Spanish ---------------------------------------------------------------------------------

PINTA = {"coins": 0, "cups": 1, "swords": 2, "clubs": 3}
FRAME = (22.0, 22.0, 378.0, 628.0)


def spanish_frame(suit: str) -> list[str]:
    """The frame line, broken on the short sides once per pinta (oros none ... bastos three)."""
    x0, y0, x1, y1 = FRAME
    breaks = PINTA[suit]
    gap = 24
    centres = [x0 + (x1 - x0) * (i + 1) / (breaks + 1) for i in range(breaks)]
    out = [line([(x0, y0), (x0, y1)], INK, 6), line([(x1, y0), (x1, y1)], INK, 6)]
    for y in (y0, y1):
        start = x0
        for c in centres:
            out.append(line([(start, y), (c - gap / 2, y)], INK, 6))
            start = c + gap / 2
        out.append(line([(start, y), (x1, y)], INK, 6))
    return out


def corner_numbers(text: str, color: str, height: float = 50) -> list[str]:
    top_left = glyphs(text, 64, 38, height, color, weight=10, gap=2)
    return [top_left, half_turn([top_left])]


def spanish(card: Card) -> list[str]:
    suit, rank = card.suit, card.rank
    out = [card_blank("#fffdf6"), *spanish_frame(suit)]
    if rank >= 8:
        out.append(ellipse(200, 566, 130, 16, "#e4dccb", None))
        out.append(group(figure("spanish", suit, rank), 0, 14))
    elif rank == 1:
        if suit == "coins":
            out += [circle(200, 330, 150, None, GOLD, 10), place("spanish", suit, 200, 330, 2.5)]
        elif suit == "cups":
            out.append(place("spanish", suit, 200, 330, 2.8))
        else:
            out += [ribbon(200, 420), place("spanish", suit, 200, 330, 1.35, 0, 420)]
    elif suit in ("coins", "cups"):
        big = rank <= 5
        scale = (1.2 if big else 0.95) if suit == "coins" else (1.1 if big else 0.88)
        out += [place("spanish", suit, x, y, scale) for x, y in ROUND_ES[rank]]
    else:
        out += [
            place("spanish", suit, x, y, s, rot, length) for x, y, rot, length, s in long_es(rank)
        ]
    out += corner_numbers(printed_rank(rank, "spanish"), INK)
    return out


def ribbon(x: float, y: float) -> str:
    """A red ribbon wound round the hilt of the Spanish aces of swords and clubs."""
    wave = [(x + t, y - 26 * math.sin(t / 42)) for t in range(-130, 131, 10)]
    ends = []
    for side in (-1, 1):
        ex, ey = wave[0] if side < 0 else wave[-1]
        ends.append(
            poly(
                [
                    (ex, ey - 15),
                    (ex + side * 34, ey - 20),
                    (ex + side * 20, ey),
                    (ex + side * 34, ey + 20),
                    (ex, ey + 15),
                ],
                DARK_RED,
                INK,
            )
        )
    return group([*ends, line(wave, INK, 42), line(wave, RED, 30), line(wave, "#e05a4f", 8)])


# French-suited ---------------------------------------------------------------------------


def french_index(card: Card, style: str = "french") -> list[str]:
    color = french_color(card.suit, four=style == "french_four_colour")
    text = printed_rank(card.rank, "french")
    corner = [
        glyphs(text, 38, 28, 50, color, weight=10, gap=2),
        place(style, card.suit, 38, 116, 0.36),
    ]
    return [*corner, half_turn(corner)]


def french(card: Card, style: str = "french") -> list[str]:
    suit, rank = card.suit, card.rank
    out = [card_blank("#fffefa"), *french_index(card, style)]
    if rank >= 8:
        half = court_half(suit, rank, style)
        out += [
            rect(66, 34, 268, 582, "#fffdf5", INK, rx=8),
            *half,
            half_turn(half),
            line([(66, 325), (334, 325)], INK, 6),
        ]
    elif rank == 1:
        if suit == "swords":
            out += [circle(200, 325, 112, None, "#1d1a1a", 6), circle(200, 325, 124, None, GOLD, 8)]
        out.append(place(style, suit, 200, 325, 2.0))
    else:
        out += [place(style, suit, x, y, 0.8, 180 if y > 325 else 0) for x, y in FRENCH[rank]]
    return out


def french_four_colour(card: Card) -> list[str]:
    """The French-suited deck with each suit its own colour, for telling suits apart at a
    glance: spades black, hearts red, diamonds blue, clubs green."""
    return french(card, "french_four_colour")


# Assembly --------------------------------------------------------------------------------

DRAW = {
    "neapolitan": neapolitan,
    "spanish": spanish,
    "french": french,
    "french_four_colour": french_four_colour,
}


def deck_files(deck: str) -> dict[str, str]:
    """File name -> SVG text for one deck: 40 faces and the back."""
    files = {f"{card}.svg": document(DRAW[deck](card)) for card in CARDS}
    files["back.svg"] = document(back(deck))
    return files


def generate(out: Path, decks: tuple[str, ...] = DECKS) -> list[Path]:
    """Write the decks under ``out`` and return the paths written."""
    written = []
    for deck in decks:
        folder = out / deck
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in deck_files(deck).items():
            target = folder / name
            target.write_bytes(text.encode("utf-8"))
            written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--deck", choices=DECKS, action="append")
    args = parser.parse_args(argv)
    written = generate(args.out, tuple(args.deck) if args.deck else DECKS)
    print(f"wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
