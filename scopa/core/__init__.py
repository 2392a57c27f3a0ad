"""The rules core: pure game logic, no pygame and no files but the rule presets."""

# the mechanisms first: the rules consult them (see .mechanism)
from . import mechanisms as mechanisms  # isort: skip
from .capture import capture_options
from .cards import CARDS, Card, parse_cards
from .errors import IllegalMove, Problem, RulesError
from .events import (
    Captured,
    DealerDrawn,
    Dealt,
    Event,
    MatchWon,
    Played,
    PlayerOut,
    Redeal,
    RoundScored,
    RoundStarted,
    ScoresReset,
    Swept,
    TableBonus,
    TableCleared,
)
from .game import Game
from .moves import Move
from .outcome import Outcome, Termination
from .rules import DealPlan, Rules
from .scoring import RoundResult, SideDetail, score_round
from .view import PlayerView

__all__ = [
    "CARDS",
    "Captured",
    "Card",
    "DealPlan",
    "DealerDrawn",
    "Dealt",
    "Event",
    "Game",
    "IllegalMove",
    "MatchWon",
    "Move",
    "Outcome",
    "Played",
    "PlayerOut",
    "PlayerView",
    "Problem",
    "Redeal",
    "RoundResult",
    "RoundScored",
    "RoundStarted",
    "Rules",
    "RulesError",
    "ScoresReset",
    "SideDetail",
    "Swept",
    "TableBonus",
    "TableCleared",
    "Termination",
    "capture_options",
    "parse_cards",
    "score_round",
]
