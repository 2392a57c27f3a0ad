"""Contact sheets of the decks: ``python main.py --gallery [--deck NAME] [--out DIR]``.

One PNG per deck with the 40 faces in rows by suit and the back, labelled with the names the
game uses, so the art can be judged side by side (and shown in the README).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pygame

from ..core.cards import CARDS, SUITS, Card
from ..core.names import DECKS, deck_style, rank_name, suit_name
from ..store.own_decks import is_own
from ..store.paths import cache_dir
from .art import CardArt, capture_badge

log = logging.getLogger(__name__)

CARD: tuple[int, int] = (120, 195)
GAP = 14
LABEL = 22
SIDE = 120
TOP = 56
BACKGROUND = (22, 84, 52)
TEXT = (245, 240, 225)
LANGUAGE = {
    "neapolitan": "it",
    "spanish": "es",
    "french": "en",
    "french_four_colour": "en",
    "piacentine": "it",
    "siciliane": "it",
    "trevisane": "it",
}
TITLES = {
    "neapolitan": "Neapolitan cards (Napoletane)",
    "spanish": "Spanish cards (baraja española)",
    "french": "French-suited 40 (Milanese / Piedmontese)",
    "french_four_colour": "French-suited 40 in four colours",
    "piacentine": "Piacentine cards (Piacenza)",
    "siciliane": "Sicilian cards (Siciliane)",
    "trevisane": "Trevisane cards (Treviso)",
}


def contact_sheet(deck: str, art: CardArt | None = None) -> pygame.Surface:
    """All faces in rows by suit, then the back (and a capture-value badge as a sample)."""
    art = art or CardArt(deck)
    lang = LANGUAGE[deck_style(deck)]
    if not pygame.font.get_init():
        pygame.font.init()
    title_font = pygame.font.Font(None, 36)
    font = pygame.font.Font(None, 20)
    cw, ch = CARD
    width = SIDE + 10 * (cw + GAP) + GAP
    height = TOP + 5 * (ch + LABEL + GAP) + GAP
    sheet = pygame.Surface((width, height))
    sheet.fill(BACKGROUND)
    title = TITLES.get(deck) or (art.own.title if art.own else deck)
    sheet.blit(title_font.render(title, True, TEXT), (GAP, 16))
    for row, suit in enumerate(SUITS):
        y = TOP + row * (ch + LABEL + GAP)
        name = font.render(suit_name(suit, deck, lang), True, TEXT)
        sheet.blit(name, (GAP, y + ch // 2 - name.get_height() // 2))
        for card in (c for c in CARDS if c.suit == suit):
            x = SIDE + (card.rank - 1) * (cw + GAP)
            sheet.blit(art.face(card, CARD), (x, y))
            _label(sheet, font, rank_name(card.rank, deck, lang), x + cw // 2, y + ch + 3)
    y = TOP + 4 * (ch + LABEL + GAP)
    sheet.blit(font.render("Back", True, TEXT), (GAP, y + ch // 2 - 8))
    sheet.blit(art.back(CARD), (SIDE, y))
    _label(sheet, font, "back", SIDE + cw // 2, y + ch + 3)
    sample = Card.parse("10B")  # the King of clubs with the "show capture values" badge
    x = SIDE + cw + GAP
    sheet.blit(capture_badge(art.face(sample, CARD), sample.rank), (x, y))
    _label(sheet, font, "capture value", x + cw // 2, y + ch + 3)
    return sheet


def _label(sheet: pygame.Surface, font: pygame.font.Font, text: str, cx: int, top: int) -> None:
    image = font.render(text, True, TEXT)
    sheet.blit(image, (cx - image.get_width() // 2, top))


def write_gallery(deck: str | None = None, out: str | Path | None = None) -> int:
    """Write ``cards-<deck>.png`` for one deck or all three; returns a process exit code."""
    if deck is not None and deck not in DECKS and not is_own(deck):
        print(f"unknown deck {deck!r}: choose one of {', '.join(DECKS)}", file=sys.stderr)
        return 2
    folder = Path(out) if out else cache_dir() / "gallery"  # never into the current folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"cannot write to {folder}: {exc}", file=sys.stderr)
        return 1
    for name in (deck,) if deck else DECKS:
        target = folder / f"cards-{name.replace(':', '-')}.png"
        pygame.image.save(contact_sheet(name), str(target))
        print(f"wrote {target}")
    if not out:
        print(f"(the contact sheets are in {folder}; --out DIR writes them elsewhere)")
    return 0
