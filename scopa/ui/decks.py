"""The decks a player may choose, built-in and their own, as the menus list them, and what
each deck's art holds.

Settings and New match both offer every built-in deck and every deck folder under
``decks/`` in the config folder (:mod:`scopa.store.own_decks`); a deck of one's own is shown
with a note: its licence when all is well, or every problem found in it, in words.

A deck's art is addressed by (rank, suit), one file per face named like a card (``7D``), and
:func:`art_rank` is the one place that says which face a game's card shows. The Italian and
Spanish decks hold the 40 cards, ranks 1-10 with the figures at 8, 9, 10; the French-suited
decks hold 52, ranks 1-13 with the Jack, Queen and King at 11, 12, 13. A game with fewer
ranks than its deck's art shows its figures (its three highest ranks) as the art's courts,
so a 40-card game on the French deck shows its 8, 9, 10 as the faces 11, 12, 13 (J, Q, K).
"""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import pygame

from ..core.cards import SUIT_LETTERS, SUITS
from ..core.names import DECKS, OWN_PREFIX, printed_rank
from ..core.reading import printable
from ..store.own_decks import OwnDeck, find_own_deck, is_own, list_own_decks, read_image
from .i18n import t
from .messages import deck_problem_text


@dataclass(frozen=True, slots=True)
class DeckArt:
    """What a deck's art holds: a face for each rank 1..``ranks`` in each suit, the three
    figures (Jack/Fante, Queen/Cavallo, King/Re) at ``courts``, lowest first."""

    ranks: int
    courts: tuple[int, int, int]

    @property
    def pips(self) -> int:
        """The highest rank below the courts (7 in a 40-card deck, 10 in a 52-card one)."""
        return self.courts[0] - 1


FORTY = DeckArt(10, (8, 9, 10))
FIFTY_TWO = DeckArt(13, (11, 12, 13))
ART: dict[str, DeckArt] = {deck: FORTY for deck in DECKS}
ART.update(french=FIFTY_TWO, french_four_colour=FIFTY_TWO)
GAME_RANKS = 10  # the 40-card game's ranks, 1-10: what every game played today deals


class Face(NamedTuple):
    """One face of a deck's art: ``rank`` as the art numbers it (1-13 for the French decks)
    and ``suit``; its file is named :attr:`name` (``11S.svg``)."""

    rank: int
    suit: str

    @property
    def name(self) -> str:
        return f"{self.rank}{SUIT_LETTERS[SUITS.index(self.suit)]}"


def deck_art(deck: str) -> DeckArt:
    """The art of a built-in deck; a player's own deck holds the 40 cards."""
    return ART.get(deck, FORTY)


def art_rank(deck: str, rank: int, game_ranks: int = GAME_RANKS) -> int | None:
    """The art rank that a game's card of ``rank`` shows on ``deck``, in a game whose ranks
    run 1..``game_ranks`` (10 for 40 cards, 13 for 52); None when the deck has no face for it
    (a 52-card game's 8, 9, 10 on a 40-card deck).

    >>> art_rank("french", 8), art_rank("french", 7), art_rank("french", 8, 13)
    (11, 7, 8)
    >>> art_rank("neapolitan", 8), art_rank("neapolitan", 9, 13)
    (8, None)
    """
    art = deck_art(deck)
    if not 1 <= rank <= game_ranks:
        return None
    if game_ranks == art.ranks:
        return rank
    figures = game_ranks - len(art.courts) + 1  # the game's figures: its three highest ranks
    if rank >= figures:
        return art.courts[rank - figures]
    return rank if rank <= art.pips else None


def game_rank(deck: str, rank: int, game_ranks: int = GAME_RANKS) -> int | None:
    """The rank of the game's card that shows the art's face of ``rank`` (the other way of
    :func:`art_rank`); None when no card of the game shows it (a 40-card game's 8 to 10 pips).

    >>> game_rank("french", 11), game_rank("french", 8), game_rank("french", 8, 13)
    (8, None, 8)
    """
    shown = (r for r in range(1, game_ranks + 1) if art_rank(deck, r, game_ranks) == rank)
    return next(shown, None)


def shows_game(deck: str, game_ranks: int = GAME_RANKS) -> bool:
    """Whether ``deck`` has a face for every card of a game with ranks 1..``game_ranks``."""
    return all(art_rank(deck, rank, game_ranks) is not None for rank in range(1, game_ranks + 1))


def art_faces(deck: str) -> list[Face]:
    """Every face a deck's art draws, by suit and then rank (the files ``tools/make_cards.py``
    writes, and the gallery shows)."""
    art = deck_art(deck)
    return [Face(rank, suit) for suit in SUITS for rank in range(1, art.ranks + 1)]


def art_index(deck: str, rank: int) -> str:
    """The corner index printed on the art's face of ``rank``: A, 2-10, J, Q, K on the French
    decks; the game's own printed rank on the 40-card ones (Spanish figures 10, 11, 12)."""
    return printed_rank(rank, deck, deck_art(deck).ranks)


MAX_PROBLEMS_SHOWN = 4


def deck_options(
    current: str | None = None, auto: bool = False, ranks: int = GAME_RANKS
) -> list[tuple[str, str]]:
    """(deck, label) for a Choice: ``auto`` first when asked, the built-in decks, then the
    player's own (a chosen deck whose folder has gone stays listed, so nothing jumps); for a
    game of 13 ``ranks`` (52 cards) only the decks that hold its cards."""
    options = [("auto", t("deck_auto"))] if auto else []
    options += [(d, t(f"deck_{d}")) for d in DECKS if shows_game(d, ranks)]
    own = list_own_decks() if ranks == GAME_RANKS else []
    options += [(deck.id, t("deck_own", name=deck.title)) for deck in own]
    if current and is_own(current) and current not in {deck.id for deck in own}:
        options.append(
            (current, t("deck_own", name=printable(current[len(OWN_PREFIX) :], 40)) + " ?")
        )
    return options


def own_deck(deck: str | None) -> OwnDeck | None:
    if not deck or not is_own(deck):
        return None
    return next((d for d in list_own_decks() if d.id == deck), None)


def own_deck_note(deck: str | None) -> tuple[str, bool] | None:
    """What to say under a deck of one's own: (text, whether it is a problem); None for a
    built-in deck."""
    if not deck or not is_own(deck):
        return None
    found = own_deck(deck)
    if found is None:
        return t("own_deck_gone", name=printable(deck[len(OWN_PREFIX) :], 40)), True
    undrawn = [name for name in found.images.values() if not drawable(name)]
    if found.problems or undrawn:
        words = [deck_problem_text(p, str(found.folder)) for p in found.problems]
        words += [t("own_deck_not_drawn", file=printable(path.name, 60)) for path in undrawn]
        shown = words[:MAX_PROBLEMS_SHOWN] + (["..."] if len(words) > MAX_PROBLEMS_SHOWN else [])
        return t("own_deck_problems", name=found.title, problems="; ".join(shown)), True
    assert found.manifest is not None
    suits = t(f"own_deck_suits_{found.suits}")
    return t("own_deck_fine", suits=suits, licence=found.manifest.licence or "-"), False


def deck_gone(deck: str) -> str:
    """The folder name of a deck of one's own that is no longer there ("" otherwise): a save
    or the settings may name one the player has since removed."""
    if is_own(deck) and find_own_deck(deck) is None:
        return deck[len(OWN_PREFIX) :]
    return ""


_DRAWN: dict[tuple[str, int, int], bool] = {}  # (file, mtime, size) -> whether it draws


def drawable(path: Path) -> bool:
    """Whether a card image that passed the store's checks really draws (decoded once per
    version of the file, at a small size), so a listing names what would be stood in for."""
    try:
        info = os.stat(path)
    except OSError:
        return False
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key not in _DRAWN:
        try:
            data = read_image(path)
            if path.suffix == ".png":
                pygame.image.load(io.BytesIO(data), "card.png")
                _DRAWN[key] = True
            else:  # as the art rasterizes it (the art asks this module what its faces are)
                drawn = pygame.image.load_sized_svg(io.BytesIO(data), (40, 65))
                _DRAWN[key] = pygame.mask.from_surface(drawn).count() > 0
        except (pygame.error, ValueError, OSError):
            _DRAWN[key] = False
    return _DRAWN[key]
