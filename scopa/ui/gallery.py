"""Contact sheets of the decks: ``python main.py --gallery [--deck NAME] [--out DIR]``.

One PNG per deck with every face of its art in rows by suit (40, or the French decks' 52) and
the back, labelled with the names the game uses, so the art can be judged side by side (and
shown in the README). A deck whose art holds more faces than a 40-card game shows also gets
``art/<deck>-<faces>.png``: each face under its file's name, and the faces a 40-card game
shows for its figures.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pygame

from ..core.cards import CARDS, SUITS, Card
from ..core.names import DECKS, deck_style
from ..store.own_decks import is_own
from ..store.paths import cache_dir
from ..words.cards import rank_name, suit_name
from .art import CardArt, capture_badge
from .decks import FORTY, art_faces, deck_art

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
    "french": "French-suited 52 (Milanese / Piedmontese)",
    "french_four_colour": "French-suited 52 in four colours",
    "piacentine": "Piacentine cards (Piacenza)",
    "siciliane": "Sicilian cards (Siciliane)",
    "trevisane": "Trevisane cards (Treviso)",
}


# the 52-card deck's 8, 9, 10, which the 40-card game's names (1-7 and the figures) lack


def face_label(deck: str, rank: int, lang: str) -> str:
    """A face of the art named as the game names it: Ace ... Seven, Eight, Nine, Ten, and the
    figures (Jack, Queen, King on the French decks)."""
    return rank_name(rank, deck, lang, deck_art(deck).ranks)


def contact_sheet(deck: str, art: CardArt | None = None) -> pygame.Surface:
    """Every face in rows by suit, then the back (and a capture-value badge as a sample)."""
    art = art or CardArt(deck)
    if art.own is not None:  # its cards are drawn away from here: the sheet waits for them
        art.preload(CARD)
    lang = LANGUAGE[deck_style(deck)]
    if not pygame.font.get_init():
        pygame.font.init()
    title_font = pygame.font.Font(None, 36)
    font = pygame.font.Font(None, 20)
    cw, ch = CARD
    columns = deck_art(deck).ranks if art.own is None else FORTY.ranks
    width = SIDE + columns * (cw + GAP) + GAP
    height = TOP + 5 * (ch + LABEL + GAP) + GAP
    sheet = pygame.Surface((width, height))
    sheet.fill(BACKGROUND)
    title = TITLES.get(deck) or (art.own.title if art.own else deck)
    sheet.blit(title_font.render(title, True, TEXT), (GAP, 16))
    for row, suit in enumerate(SUITS):
        y = TOP + row * (ch + LABEL + GAP)
        name = font.render(suit_name(suit, deck, lang), True, TEXT)
        sheet.blit(name, (GAP, y + ch // 2 - name.get_height() // 2))
        for rank in range(1, columns + 1):
            x = SIDE + (rank - 1) * (cw + GAP)
            if art.own is None:
                image = art.art_face(rank, suit, CARD)
            else:  # a player's own deck is drawn as the game names its 40 cards
                image = art.face(Card(rank, suit), CARD)
            sheet.blit(image, (x, y))
            _label(sheet, font, face_label(deck, rank, lang), x + cw // 2, y + ch + 3)
    y = TOP + 4 * (ch + LABEL + GAP)
    sheet.blit(font.render("Back", True, TEXT), (GAP, y + ch // 2 - 8))
    sheet.blit(art.back(CARD), (SIDE, y))
    _label(sheet, font, "back", SIDE + cw // 2, y + ch + 3)
    sample = Card.parse("10B")  # the King of clubs with the "show capture values" badge
    x = SIDE + cw + GAP
    sheet.blit(capture_badge(art.face(sample, CARD), sample.rank), (x, y))
    _label(sheet, font, "capture value", x + cw // 2, y + ch + 3)
    return sheet


def faces_sheet(deck: str, art: CardArt | None = None) -> pygame.Surface:
    """Every face of a deck's art under its file's name (``11S``), in rows by suit, and a
    last row with the faces a 40-card game shows for its 8, 9, 10."""
    art = art or CardArt(deck)
    lang = LANGUAGE[deck_style(deck)]
    if not pygame.font.get_init():
        pygame.font.init()
    title_font = pygame.font.Font(None, 36)
    font = pygame.font.Font(None, 20)
    cw, ch = CARD
    faces = art_faces(deck)
    columns = deck_art(deck).ranks
    width = SIDE + columns * (cw + GAP) + GAP
    height = TOP + 5 * (ch + LABEL + GAP) + GAP
    sheet = pygame.Surface((width, height))
    sheet.fill(BACKGROUND)
    title = f"{TITLES.get(deck, deck)}: the {len(faces)} faces by file name"
    sheet.blit(title_font.render(title, True, TEXT), (GAP, 16))
    for face in faces:
        x = SIDE + (face.rank - 1) * (cw + GAP)
        y = TOP + SUITS.index(face.suit) * (ch + LABEL + GAP)
        if face.rank == 1:
            name = font.render(suit_name(face.suit, deck, lang), True, TEXT)
            sheet.blit(name, (GAP, y + ch // 2 - name.get_height() // 2))
        sheet.blit(art.art_face(face.rank, face.suit, CARD), (x, y))
        _label(sheet, font, face.name, x + cw // 2, y + ch + 3)
    y = TOP + 4 * (ch + LABEL + GAP)
    sheet.blit(font.render("40 cards", True, TEXT), (GAP, y + ch // 2 - 8))
    forty = CardArt(deck, art.cache_root)
    for i, card in enumerate(c for c in CARDS if c.suit == "swords" and c.is_figure):
        x = SIDE + i * (cw + GAP)
        sheet.blit(forty.face(card, CARD), (x, y))
        _label(sheet, font, f"{card} shows {forty.name_of(card)}", x + cw // 2, y + ch + 3)
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
        faces = art_faces(name) if not is_own(name) else []
        if len(faces) > len(CARDS):
            target = folder / "art" / f"{name}-{len(faces)}.png"
            target.parent.mkdir(exist_ok=True)
            pygame.image.save(faces_sheet(name), str(target))
            print(f"wrote {target}")
    if not out:
        print(f"(the contact sheets are in {folder}; --out DIR writes them elsewhere)")
    return 0
