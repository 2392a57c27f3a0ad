"""Card images for the table, from the deck's art.

Faces are cached per (card, size) by the art; this adapter adds what the table needs on
top (crosswise and squashed copies for flips). Planning the sizes a table needs starts the
art drawing them on a background thread (where the art can), and what is still missing is
drawn a little each idle frame, so no frame ever rasterizes a whole deck.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Protocol

import pygame

from ..core.cards import CARDS, Card
from ..core.names import printed_rank
from .art import CardArt, capture_badge, corner_index, twin_mark

ASPECT = 650 / 400  # height / width of a card
Size = tuple[int, int]


class Art(Protocol):
    deck: str  # the deck's name, for the index its cards print
    game_ranks: int  # ranks a suit in the game: 10, or 13 for the 52 cards

    def face(self, card: Card, size: Size) -> pygame.Surface: ...
    def back(self, size: Size) -> pygame.Surface: ...


def card_size(width: float) -> Size:
    """Card size for a width, rounded to even pixels so resizing reuses rasters."""
    w = max(16, int(width) // 2 * 2)
    return (w, round(w * ASPECT))


def load_art(deck: str, ranks: int = 10) -> Art:
    """The deck's :class:`~scopa.ui.art.CardArt`, for a game of ``ranks`` a suit (13: the
    52 cards)."""
    return CardArt(deck, game_ranks=ranks)


class CardImages:
    """Faces, backs and their transformed copies, each made once."""

    def __init__(self, art: Art) -> None:
        self.art = art
        self._turned: dict[tuple[object, Size, int, str], pygame.Surface] = {}
        self._shadows: dict[Size, pygame.Surface] = {}
        self._glow: dict[tuple[Size, tuple[int, int, int]], pygame.Surface] = {}
        self._warm_queue: list[tuple[Card | None, Size]] = []
        self._badged: dict[tuple[Card, Size, bool], pygame.Surface] = {}
        self._version = getattr(art, "version", 0)  # the art's faces these copies were made of
        self.badges = ""  # the "show capture values" setting: "all", "differ", "corner", ""
        # the built-in deck lets go of a plain face once its badged copy is made (a player's
        # own deck, whose faces may change as they come back, keeps them)
        release = getattr(art, "release", None)
        self._release: Callable[[Card, Size], None] | None = (
            release if getattr(art, "own", True) is None else None
        )

    def badged(self, card: Card) -> bool:
        """Whether ``card`` carries its capture value (the setting: on every card, or only
        where the printed index is not the value, as on the Spanish figures)."""
        if self.badges == "differ":
            return printed_rank(card.rank, self.art.deck, self.art.game_ranks) != str(card.rank)
        return bool(self.badges)

    def _fresh(self) -> None:
        """Drop the copies made of faces the art has since replaced (a player's own card
        drawn in place of the built-in one shown meanwhile)."""
        version = getattr(self.art, "version", 0)
        if version != self._version:
            self._version = version
            self._badged.clear()
            self._turned.clear()

    def face(self, card: Card, size: Size) -> pygame.Surface:
        badge = self.badged(card) if self.badges else False
        key = (card, size, badge)
        release = self._release if badge else None
        if release is not None and key in self._badged:  # its plain face is let go of
            return self._badged[key]
        base = self.art.face(card, size)
        self._fresh()
        if not badge and not card.copy:
            return base
        surf = self._badged.get(key)
        if surf is None:
            if len(self._badged) > 400:
                self._badged.clear()
            surf = twin_mark(base) if card.copy else base  # the second copy's "II"
            if badge and self.badges == "corner":
                surf = corner_index(surf, card.rank)
            elif badge:
                surf = capture_badge(surf, card.rank)
            self._badged[key] = surf
            if release is not None:
                release(card, size)
        return surf

    def back(self, size: Size) -> pygame.Surface:
        return self.art.back(size)

    def image(self, card: Card | None, size: Size, face_up: bool, angle: int = 0) -> pygame.Surface:
        """A card (``card`` None or face down: the back) turned by a multiple of 90 degrees."""
        base = self.face(card, size) if face_up and card is not None else self.back(size)
        self._fresh()
        angle %= 360
        if angle == 0:
            return base
        key = (str(card) if face_up else "back", size, angle, self.badges if face_up else "")
        surf = self._turned.get(key)
        if surf is None:
            surf = pygame.transform.rotate(base, angle)
            if len(self._turned) > 400:
                self._turned.clear()
            self._turned[key] = surf
        return surf

    def shadow(self, size: Size) -> pygame.Surface:
        surf = self._shadows.get(size)
        if surf is None:
            surf = pygame.Surface((size[0] + 6, size[1] + 6), pygame.SRCALPHA)
            r = max(3, size[0] // 12)
            for i, alpha in enumerate((22, 30, 40)):
                pygame.draw.rect(
                    surf,
                    (0, 0, 0, alpha),
                    surf.get_rect().inflate(-2 * i, -2 * i),
                    border_radius=r + 3 - i,
                )
            self._shadows[size] = surf
        return surf

    def glow(self, size: Size, colour: tuple[int, int, int]) -> pygame.Surface:
        """A coloured frame drawn over a card to light it up: inside the card's own rectangle,
        strong at the edge and fading inwards, so it never spills onto a neighbour."""
        key = (size, colour)
        surf = self._glow.get(key)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pad = max(4, min(size) // 11)
            r = max(4, min(size) // 12)
            for i in range(pad):
                alpha = round(255 * (1 - i / pad) ** 1.6)
                pygame.draw.rect(
                    surf,
                    (*colour, alpha),
                    surf.get_rect().inflate(-2 * i, -2 * i),
                    width=1,
                    border_radius=max(1, r - i // 2),
                )
            self._glow[key] = surf
        return surf

    def plan_warm(self, sizes: Iterable[Size], cards: Iterable[Card] = CARDS) -> None:
        """Queue faces to draw ahead of need: the art starts on them in the background, and
        :meth:`warm` takes a few each idle frame."""
        cards, sizes = list(cards), list(sizes)
        self._warm_queue = [(None, s) for s in sizes] + [(c, s) for s in sizes for c in cards]
        prepare = getattr(self.art, "prepare", None)
        if prepare is not None:
            prepare(sizes)

    def close(self) -> None:
        """Stop drawing ahead: these images are no longer shown."""
        self._warm_queue = []
        close = getattr(self.art, "close", None)
        if close is not None:
            close()

    def warm(self, budget: float) -> None:
        """Draw queued faces for at most ``budget`` seconds."""
        end = time.perf_counter() + budget
        while self._warm_queue and time.perf_counter() < end:
            card, size = self._warm_queue.pop(0)
            if card is None:
                self.back(size)
            else:
                self.face(card, size)
