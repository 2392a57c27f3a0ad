"""The reference Hard, pinned: the arena's ``hard_v1``, against which every new Hard is
measured.

A copy of the Hard of 2026-11 (:mod:`.search`) with, beside it, the functions of the computer
players' modules it uses (:mod:`.knowledge`, :mod:`.players`) as they were when it was pinned
(2026-12), so that it imports nothing but the rules core (whose behaviour the golden
transcripts pin): a change to the live players never moves the yardstick. An import contract
(pyproject.toml) and tests/test_hard_v1_frozen.py (its choices on fixed positions) hold it
so. Do not edit this package; improve :mod:`scopa.ai.search` instead.
"""

from __future__ import annotations

from .players import Player, RawMove
from .search import (
    DEFAULT_TIME_BUDGET,
    INF,
    LEAF_BUDGET,
    MAX_TIME_BUDGET,
    TIE_WEIGHT,
    HardV1Player,
    Searcher,
    choose_depth,
)

__all__ = [
    "DEFAULT_TIME_BUDGET",
    "INF",
    "LEAF_BUDGET",
    "MAX_TIME_BUDGET",
    "TIE_WEIGHT",
    "HardV1Player",
    "Player",
    "RawMove",
    "Searcher",
    "choose_depth",
]
