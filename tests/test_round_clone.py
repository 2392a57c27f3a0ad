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
from tests.helpers import PRESET_COUNTS

# what a clone leaves behind on purpose: the log of events and the order cards arrived, and
# what the play just made readied (each play starts it afresh)
NOT_CLONED = {"events", "arrival", "stamp", "rank", "taking", "telling"}
FIELDS = [name for name in Round.__slots__ if name not in NOT_CLONED]


def _state(rnd: Round) -> dict[str, object]:
    return {name: copy.deepcopy(getattr(rnd, name)) for name in FIELDS if name != "c"}


CASES = PRESET_COUNTS


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


def _random_round(preset: str, seed: int, events: bool = False) -> tuple[Round, random.Random]:
    from scopa.core.capture import CompiledRules

    rules = Rules.preset(preset)
    rng = random.Random(seed)
    order = list(range(40))
    rng.shuffle(order)
    rnd = Round(CompiledRules(rules), rules.teams(2), 1, [] if events else None)
    assert rnd.deal(order)
    return rnd, rng


def test_the_builds_are_a_record_of_their_own_and_a_play_starts_with_nothing_readied() -> None:
    from scopa.core.builds import BuildState

    rnd = Game(Rules.preset("scopa"), 2, seed=1)._round
    assert isinstance(rnd.building, BuildState) and rnd.building.on_table == ()
    assert rnd.builds is rnd.building.on_table  # read as before, kept in the record
    assert "builds" not in Round.__slots__ and "building" in Round.__slots__
    assert (rnd.rank, rnd.taking, rnd.telling) == (0, 0, None)
    clone = rnd.clone()
    assert (clone.rank, clone.taking, clone.telling) == (0, 0, None)


def test_the_builds_of_a_clone_change_apart_from_its_rounds() -> None:
    """The builds' record is shared by a clone (play replaces it, never changes it)."""
    from scopa.core.builds import BUILD

    found = 0
    for seed in range(40):  # random rounds of a preset with builds, until some build
        rnd, rng = _random_round("escoba_de_granja", seed)
        for _ in range(60):
            if rnd.over:
                break
            moves = rnd.legal()
            building = [m for m in moves if m[1] & BUILD]
            rnd.play(*(rng.choice(building) if building else rng.choice(moves)))
            if rnd.builds:
                break
        if not rnd.builds:
            continue
        found += 1
        before = rnd.builds
        twin = rnd.clone()
        assert twin.builds == before
        while not twin.over and twin.builds == before:
            twin.play(*rng.choice(twin.legal()))
        assert twin.builds != before and rnd.builds == before and rnd.building.on_table == before
        if found >= 3:
            break
    assert found > 0


def test_a_steal_readies_its_piles_for_its_events_and_a_clone_leaves_them_behind() -> None:
    """Rubamazzo: the steal's play hook takes the piles before the capture, and says them
    in the play's events (Played with the pile tops, Stole, then Captured)."""
    from scopa.core.cards import ALL_CARDS, cards_of
    from scopa.core.declarations import CARD_BITS
    from scopa.core.events import Captured, Played, Stole
    from scopa.core.steal import STEAL_BITS, Steal, StolenPiles, stolen_sides

    for seed in range(40):
        rnd, rng = _random_round("rubamazzo", seed, events=True)
        while not rnd.over:
            moves = rnd.legal()
            stealing = [m for m in moves if m[1] & STEAL_BITS]
            if not stealing:
                rnd.play(*rng.choice(moves))
                assert rnd.telling is None and rnd.taking == 0
                continue
            idx, mask = stealing[0]
            side = stolen_sides(mask)[0]
            pile, top = rnd.piles[side], rnd.tops[side]
            assert rnd.events is not None
            start = len(rnd.events)
            readied = rnd.clone()
            readied.events = []
            assert Steal().before_play(readied, rnd.current, idx, mask) == mask & CARD_BITS
            assert readied.telling == StolenPiles(((side, pile, top),))
            assert readied.taking == pile and readied.piles[side] == 0
            rnd.play(idx, mask)
            assert rnd.piles[side] == 0 and rnd.tops[side] == -1
            assert (rnd.taking, rnd.telling) == (0, None)  # read once, by this play alone
            said = rnd.events[start:]
            assert [type(e) for e in said[:3]] == [Played, Stole, Captured]
            assert said[1] == Stole(rnd.number, said[0].seat, said[2].team, said[0].card, side,
                                    ALL_CARDS[top], cards_of(pile))  # fmt: skip
            return
    raise AssertionError("no steal in 40 rounds")


def test_each_mechanisms_record_is_a_field_of_the_round_that_it_makes() -> None:
    """A mechanism that keeps state in the round names its field and makes its record; the
    round holds one from each (the engine names none of them), and a clone copies each
    record or, where play replaces it and never changes it, shares it."""
    from scopa.core.capture import CompiledRules
    from scopa.core.mechanism import installed

    keepers = [m for m in installed() if m.record]
    assert {m.record for m in keepers} == {"steals", "claims", "declarations", "building"}
    rules = Rules.preset("scopone")
    rnd = Round(CompiledRules(rules), rules.teams(4), 0)
    twin = rnd.clone()
    for m in keepers:
        assert m.record in Round.__slots__
        made = getattr(rnd, m.record)
        assert made == m.new_record(4, 2)
        assert getattr(twin, m.record) == made
        assert (getattr(twin, m.record) is made) == m.shared
