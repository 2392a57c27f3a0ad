"""The decks a player may choose, built-in and their own, as the menus list them.

Settings and New match both offer every built-in deck and every deck folder under
``decks/`` in the config folder (:mod:`scopa.store.own_decks`); a deck of one's own is shown
with a note: its licence when all is well, or every problem found in it, in words.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pygame

from ..core.names import DECKS, OWN_PREFIX
from ..core.reading import printable
from ..store.own_decks import OwnDeck, find_own_deck, is_own, list_own_decks, read_image
from .art import rasterize
from .i18n import t
from .messages import deck_problem_text

MAX_PROBLEMS_SHOWN = 4


def deck_options(current: str | None = None, auto: bool = False) -> list[tuple[str, str]]:
    """(deck, label) for a Choice: ``auto`` first when asked, the built-in decks, then the
    player's own (a chosen deck whose folder has gone stays listed, so nothing jumps)."""
    options = [("auto", t("deck_auto"))] if auto else []
    options += [(d, t(f"deck_{d}")) for d in DECKS]
    own = list_own_decks()
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
            else:
                rasterize(data, (40, 65))
            _DRAWN[key] = True
        except (pygame.error, ValueError, OSError):
            _DRAWN[key] = False
    return _DRAWN[key]
