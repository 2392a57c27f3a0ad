"""The Trevisane deck: drawn for now on the Neapolitan figures, with its own back."""

from __future__ import annotations

import deck_neapolitan
from _layouts import back as _back

from scopa.core.cards import Card


def face(card: Card) -> list[str]:
    return deck_neapolitan.face(card)


def back() -> list[str]:
    return _back("trevisane")
