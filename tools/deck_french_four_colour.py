"""The French-suited deck with each suit its own colour, for telling suits apart at a glance:
spades black, hearts red, diamonds blue, clubs green."""

from __future__ import annotations

import deck_french

from scopa.ui.decks import Face


def face(card: Face) -> list[str]:
    return deck_french.face(card, "french_four_colour")


def back() -> list[str]:
    return deck_french.back("french_four_colour")
