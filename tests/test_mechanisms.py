"""The core's house for its mechanisms: no import circle in the rules core (type-only imports
counted), no function in it too tangled to read, and each mechanism one module with one
object installed with the rules, whose hooks the rules' check and the round scoring call."""

from __future__ import annotations

import graphlib
import importlib
import random
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import grimp
import pytest

from scopa.core import mechanism, mechanisms
from scopa.core.capture import CompiledRules
from scopa.core.cards import bits
from scopa.core.engine import Round
from scopa.core.errors import RulesError
from scopa.core.mechanism import Conflict, Mechanism, Move, Playing, Position, Tally
from scopa.core.rules import Rules
from scopa.core.scoring import CATEGORY_ORDER, score_masks
from tests.helpers import installed_beside

ROOT = Path(__file__).resolve().parent.parent
TWO = Rules.preset("scopa").replace(players={"counts": [2], "default": 2})


def test_the_core_imports_form_no_circle_even_for_its_types() -> None:
    g = grimp.build_graph("scopa", exclude_type_checking_imports=False, cache_dir=None)
    core = {m for m in g.modules if m.startswith("scopa.core.")}
    order = graphlib.TopologicalSorter(
        {m: g.find_modules_directly_imported_by(m) & core for m in core}
    )
    try:
        order.prepare()
    except graphlib.CycleError as exc:  # pragma: no cover - what the test is for
        raise AssertionError("an import circle: " + " -> ".join(exc.args[1])) from None


def test_no_function_of_the_core_is_above_complexity_25_and_the_linter_keeps_it_so() -> None:
    """The project's own ruff settings hold the core to a cyclomatic complexity of 25."""
    found = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "C901", "scopa/core"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode == 0, found.stdout
    assert "max-complexity = 25" in (ROOT / "pyproject.toml").read_text()


def test_every_mechanism_module_has_one_installed_object() -> None:
    for installed in mechanism.installed():
        module = importlib.import_module(type(installed).__module__)
        assert module.MECHANISM is installed and installed.name
    assert mechanism.installed() == mechanisms.MECHANISMS
    assert len({m.name for m in mechanisms.MECHANISMS}) == len(mechanisms.MECHANISMS)


class _Dice(Mechanism):
    """A mechanism the game does not have, added as a new one would be: it says a conflict,
    names a card, deals to one more table and scores a category of its own."""

    name = "dice"

    def conflicts(self, rules: Rules) -> list[Conflict]:
        return [(("match", "target"), "dice do not go with this", "dice_conflict", {})]

    def named_cards(self, rules: Rules) -> list[tuple[tuple[str | int, ...], str]]:
        return [(("match", "target"), "12D")]  # not in the 40-card deck

    def dealt_counts(self, rules: Rules) -> Sequence[int]:
        return (6,)

    def categories(self, rules: Rules) -> tuple[str, ...]:
        return ("dice",)

    def score(self, rules: Rules, tally: Tally, points: list[dict[str, int]]) -> None:
        for side, pile in zip(points, tally.piles, strict=True):
            side["dice"] = pile.bit_count() % 6


@pytest.fixture
def dice() -> Iterator[_Dice]:
    added = _Dice()
    with installed_beside(added):
        yield added


def test_a_new_mechanism_is_consulted_by_the_check_the_deck_and_the_deal(dice: _Dice) -> None:
    rules = TWO  # 6 players share the 36 cards left evenly
    kinds = [kind for _, _, kind, _ in rules.check()]
    assert kinds == ["dice_conflict", "not_in_deck"]
    assert rules.dealt_counts() == (2, 6)
    with pytest.raises(RulesError, match="dice do not go with this"):
        Rules.preset("scopa")


def test_a_new_mechanism_scores_its_own_category_after_those_named(dice: _Dice) -> None:
    rules = TWO  # loaded before the mechanism came: with it, its check would refuse them
    result = score_masks(rules, [0b111, 0b1], [0, 0])
    assert [side["dice"] for side in result.points] == [3, 1]
    assert "dice" not in CATEGORY_ORDER
    assert list(result.points[0]) == ["scope", "cards", "coins", "settebello", "primiera", "dice"]


def test_without_the_new_mechanism_nothing_of_it_is_left() -> None:
    rules = TWO
    assert rules.check() == [] and rules.dealt_counts() == (2,)
    assert "dice" not in score_masks(rules, [0, 0], [0, 0]).points[0]


# ------------------------------------------------------------------ captures and moves
_CAPTURE_MECHANISMS = {
    # the mechanism's name: a preset that uses it, and whether it changes captures or moves
    "steal": ("rubamazzo", "moves"),
    "difference": ("scopa_di_differenza", "captures"),
    "ace_takes_all": ("asso_piglia_tutto", "captures"),
    "figures": ("cicera", "captures"),
    "twins": ("mariscal_80", "captures"),
}


def test_steal_twins_difference_ace_and_figures_are_each_one_installed_object() -> None:
    by_name = {m.name: m for m in mechanisms.MECHANISMS}
    for name in _CAPTURE_MECHANISMS:
        found = by_name[name]
        module = importlib.import_module(type(found).__module__)
        assert module.MECHANISM is found
        assert module.__name__ != "scopa.core.capture"


@pytest.mark.parametrize("name", sorted(_CAPTURE_MECHANISMS))
def test_each_capture_mechanism_says_itself_whether_it_leaves_the_plain_game(name: str) -> None:
    preset, changes = _CAPTURE_MECHANISMS[name]
    found = next(m for m in mechanisms.MECHANISMS if m.name == name)
    plain = Rules.preset("scopa")
    assert found.plain_captures(plain) and found.plain_moves(plain)
    used = Rules.preset(preset)
    assert found.plain_captures(used) == (changes != "captures")
    assert found.plain_moves(used) == (changes != "moves")
    compiled = CompiledRules(used)
    assert not (compiled._plain if changes == "captures" else compiled.plain_round)


class _Fog(Mechanism):
    """A mechanism the game does not have that changes what a card captures and which moves
    a round lists: it counts how often it is asked."""

    name = "fog"

    def __init__(self) -> None:
        self.asked = 0

    def plain_captures(self, rules: Rules) -> bool:
        self.asked += 1
        return False

    def plain_moves(self, rules: Rules) -> bool:
        self.asked += 1
        return False


@pytest.fixture
def fog() -> Iterator[_Fog]:
    added = _Fog()
    with installed_beside(added):
        yield added


def test_a_new_mechanism_takes_the_captures_off_the_plain_path_asked_once_not_per_move(
    fog: _Fog,
) -> None:
    rules = Rules.preset("scopa")
    compiled = CompiledRules(rules)
    assert not compiled._plain and not compiled.plain_round
    assert fog.asked == 2  # once for the captures, once for the moves
    rng = random.Random(7)
    order = list(range(40))
    plays = 0
    for _ in range(3):
        rng.shuffle(order)
        rnd = Round(compiled, rules.teams(2), 1)
        if not rnd.deal(order):
            continue
        while not rnd.over:
            moves = rnd.legal()
            rnd.play(*moves[rng.randrange(len(moves))])
            plays += 1
        rnd.score(detailed=False)
    assert plays > 0 and fog.asked == 2
    # the captures are those of plain Scopa all the same, off the fast path
    mechanism.install(mechanisms.MECHANISMS)
    plain = CompiledRules(rules)
    assert plain._plain and plain.plain_round
    for table in (0b1011, 0b110100101, 0b11100000111):
        for rank in range(1, 11):
            assert compiled.options(rank, table) == plain.options(rank, table)


class _Discard(Mechanism):
    """A mechanism the game does not have that adds a move of its own: a seat may put a card
    of its hand face down on its own side's pile, taking nothing. Written as a new
    mechanism's module would be: its moves, and its play of them, in its own hooks."""

    name = "discard"
    FLAG = 1 << 62  # above every mark the game's own mechanisms put in a mask

    def __init__(self) -> None:
        self.played = 0

    def plain_moves(self, rules: Rules) -> bool:
        return False

    def moves(self, c: Any, rnd: Position, moves: list[Move] | None) -> list[Move] | None:
        hand = rnd.hands[rnd.current]
        listed = c.legal(hand, rnd.table) if moves is None else moves
        return listed + [(idx, self.FLAG) for idx in bits(hand)]

    def before_play(self, rnd: Playing, seat: int, idx: int, mask: int) -> int:
        if not mask & self.FLAG:
            return mask
        rnd.hands[seat] ^= 1 << idx
        rnd.piles[rnd.team[seat]] |= 1 << idx
        rnd.to_play -= 1
        rnd.in_hands -= 1
        self.played += 1
        rnd.pass_turn(seat)
        return -1


def test_a_new_mechanism_adds_a_move_and_plays_it_through_its_hooks_alone() -> None:
    """The round lists the new move beside the rules' own and plays it by the mechanism's
    hook: no function of the engine knows it. Every card is accounted for at the end."""
    added = _Discard()
    with installed_beside(added):
        rules = Rules.preset("scopa")
        compiled = CompiledRules(rules)
        assert compiled.hooks.moves == (added,) and compiled.hooks.before_play == (added,)
        rng = random.Random(3)
        order = list(range(40))
        for _ in range(5):
            rng.shuffle(order)
            rnd = Round(compiled, rules.teams(2), 1)
            if not rnd.deal(order):
                continue
            while not rnd.over:
                moves = rnd.legal()
                hand = rnd.hands[rnd.current]
                assert {(i, _Discard.FLAG) for i in bits(hand)} <= set(moves)
                rnd.play(*moves[rng.randrange(len(moves))])
            assert rnd.piles[0] | rnd.piles[1] == (1 << 40) - 1 and not rnd.piles[0] & rnd.piles[1]
            assert rnd.table == 0 and not any(rnd.hands)
    assert added.played > 0
    assert CompiledRules(rules).hooks.moves == ()  # uninstalled: the plain game again


def test_the_compiled_rules_keep_each_mechanism_in_one_slot_not_in_flags() -> None:
    slots = set(CompiledRules.__slots__)
    gone = {"ace_takes_all", "ace_sweeps", "ace_free_choice", "ace_on_table_takes_all"}
    gone |= {"ace_on_table_as_card", "twin_sweep", "twin_by_card"}
    assert not slots & gone
    assert {"ace", "twins", "takes_twin"} <= slots
    asso = CompiledRules(Rules.preset("asso_piglia_tutto"))
    assert asso.ace is not None and CompiledRules(Rules.preset("scopa")).ace is None
    assert CompiledRules(Rules.preset("mariscal_80")).twins.sweep_only
