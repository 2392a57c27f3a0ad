"""The computer levels, named once for the menus, the command line and the saves.

Kept apart from the players themselves so that naming a level costs no import of a search.
The first four are offered in New match, in this order; ``greedy`` (always the most valuable
capture) is the arena's baseline, also reachable from the command line.
"""

from __future__ import annotations

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "random", "greedy")
OFFERED: tuple[str, ...] = LEVELS[:4]


def seat_kind(text: str) -> bool:
    """Whether ``text`` names a seat: ``human`` or ``cpu:<level>``."""
    kind, _, level = text.partition(":")
    return (kind == "human" and not level) or (kind == "cpu" and level in LEVELS)
