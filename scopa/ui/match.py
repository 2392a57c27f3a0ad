"""What a table plays: the match setup the menus build and the app loop starts."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.rules import Rules
from ..store.saves import Saved

# the timeline's rate at each speed the settings allow (scopa.store.settings.SPEEDS)
SPEED_RATES = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}


@dataclass
class MatchConfig:
    """What the table plays: rules, seats ("human" or "cpu:<level>"), seed and the look."""

    rules: Rules
    seats: list[str] = field(default_factory=lambda: ["human", "cpu:medium"])
    seed: int | None = None
    deck: str | None = None
    speed: str = "normal"
    demo: bool = False
    names: list[str] | None = None  # one per seat; None: "You" and Italian first names
    rules_file: str | None = None  # the house-rule file the rules came from, if any
    save: bool = True  # autosave after every move and keep statistics (off for the demo)
    match_id: str | None = None  # the match a save continues (statistics count it once)
    first: bool = False  # the player's first match: the table says how to play on each turn
    review: bool = True  # the player's plays reviewed as each round ends (off for a lesson)

    @property
    def players(self) -> int:
        return len(self.seats)


def config_for(saved: Saved, speed: str) -> MatchConfig:
    """The table setup a save was made with, at the speed the player likes now."""
    setup = saved.setup
    return MatchConfig(
        saved.game.rules,
        list(setup.seats),
        deck=setup.deck,
        speed=speed,
        names=list(setup.names) or None,
        rules_file=setup.rules_file,
        match_id=setup.match_id,
    )
