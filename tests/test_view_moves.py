"""A seat's view lists the moves the engine lists: both ask the same mechanisms' hooks, the
engine on its round and the view on the round as the seat sees it (``SeenRound``), so the
computer players, the table and the network never disagree with the rules. Checked at every
move of a match's first rounds, on every preset and player count."""

from __future__ import annotations

import random

import pytest

from scopa.core.game import Game
from scopa.core.rules import Rules
from tests.helpers import PRESET_COUNTS

CASES = PRESET_COUNTS


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_the_seat_to_move_sees_the_moves_the_engine_lists(preset: str, players: int) -> None:
    game = Game(Rules.preset(preset), players, seed=11)
    rng = random.Random(11)
    checked = 0
    while not game.match_over and checked < 120:
        if game.round_over:
            game.next_round()
            continue
        engine = game._round.legal()
        seat = game.current_player
        assert sorted(game.view(seat).legal_raw()) == sorted(engine), (preset, checked)
        for other in range(players):  # a seat not to move lists no answer to a claim
            if other != seat and game._round.asking:
                assert game.view(other).legal_raw() == []
        game.play(rng.choice(game.legal_moves()))
        checked += 1
    assert checked > 0
