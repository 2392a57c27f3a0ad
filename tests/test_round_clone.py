"""A round's clone, which every search plays on thousands of times a move, is complete and
independent: every field of the round is copied (a field added to ``Round`` and forgotten in
``clone`` would silently corrupt the search), and playing on the clone never touches the
round it was made from. Checked on every preset, at every move of a round."""

from __future__ import annotations

import copy
import random

import pytest

from scopa.core.engine import Round
from scopa.core.game import Game
from scopa.core.rules import Rules

# what a clone leaves behind on purpose: the log of events and the order cards arrived
NOT_CLONED = {"events", "arrival", "stamp", "_stolen"}
FIELDS = [name for name in Round.__slots__ if name not in NOT_CLONED]


def _state(rnd: Round) -> dict[str, object]:
    return {name: copy.deepcopy(getattr(rnd, name)) for name in FIELDS if name != "c"}


CASES = [(name, n) for name in Rules.presets() for n in Rules.preset(name).players.counts]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_a_clone_is_complete_and_independent(preset: str, players: int) -> None:
    game = Game(Rules.preset(preset), players, seed=7)
    rng = random.Random(7)
    checked = 0
    while not game.round_over and checked < 60:
        rnd = game._round
        twin = rnd.clone()
        assert all(hasattr(twin, name) for name in Round.__slots__)  # every field set
        assert _state(twin) == _state(rnd)
        assert twin.c is rnd.c
        before = _state(rnd)
        legal = twin.legal()
        if legal:  # play on the clone to its round's end: the original stays as it was
            while legal and not twin.over:
                twin.play(*rng.choice(legal))
                legal = twin.legal()
            assert _state(rnd) == before
        moves = game.legal_moves()
        game.play(rng.choice(moves))
        checked += 1
    assert checked > 0


def test_every_field_a_round_sets_is_one_clone_copies() -> None:
    """``Round.__slots__`` names the fields; a new one must be copied by ``clone`` or named
    here as left behind on purpose."""
    rnd = Game(Rules.preset("scopa"), 2, seed=1)._round
    twin = rnd.clone()
    missing = [name for name in Round.__slots__ if not hasattr(twin, name)]
    assert missing == []
    assert set(Round.__slots__) >= NOT_CLONED


def test_the_fields_are_written_once_and_each_mechanism_keeps_a_record() -> None:
    """``Round.__slots__`` and ``clone`` are made from one list of fields; the claims, the
    declarations and the piles' tops are each a record of their own, and the builds a tuple
    of :class:`~scopa.core.builds.Build`."""
    from scopa.core import engine
    from scopa.core.claims import ClaimState
    from scopa.core.declarations import DeclarationState
    from scopa.core.steal import StealState

    assert set(Round.__slots__) == set(engine._STATE)
    rnd = Game(Rules.preset("scopa"), 2, seed=1)._round
    assert all(hasattr(rnd, name) for name in engine._STATE)  # __init__ sets every field
    assert isinstance(rnd.claims, ClaimState) and isinstance(rnd.steals, StealState)
    assert isinstance(rnd.declarations, DeclarationState) and isinstance(rnd.builds, tuple)
    mechanism_fields = {"claim", "claimant", "asking", "face_down", "claim_points", "tops"}
    mechanism_fields |= {"fresh", "shown", "declared", "declared_kinds", "wild_rank"}
    assert not mechanism_fields & set(Round.__slots__)  # read through the records only
    assert len(Round.__slots__) < 40


@pytest.mark.parametrize("preset", ["scopa_a_chi_fidasse", "rubamazzo", "cirulla"])
def test_a_clone_shares_no_list_of_a_record(preset: str) -> None:
    """Each record of a clone is a new one, and so is every list in it: playing on the clone
    cannot reach the round's claims, declarations or piles."""
    game = Game(Rules.preset(preset), 2, seed=3)
    rnd = game._round
    twin = rnd.clone()
    for name in ("claims", "declarations", "steals"):
        mine, theirs = getattr(rnd, name), getattr(twin, name)
        assert mine == theirs and mine is not theirs
        for field in type(mine).__slots__:
            value = getattr(mine, field)
            if isinstance(value, list):
                assert getattr(theirs, field) is not value, (name, field)
