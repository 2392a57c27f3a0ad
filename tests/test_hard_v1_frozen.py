"""The reference Hard (``hard_v1``) is frozen: a pinned copy that imports nothing of the
computer players that may change, and chooses on fixed positions what it chose when it was
pinned (2026-12), so that every new Hard is measured against the same yardstick."""

from __future__ import annotations

import ast
import hashlib
import math
import random
from pathlib import Path

import pytest

from scopa.ai import knowledge, players
from scopa.ai.hard_v1 import HardV1Player
from scopa.core.game import Game
from scopa.core.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "scopa" / "ai" / "hard_v1"

# (preset, players, deal seed) -> the moves hard_v1 (seed 7, 3 sampled deals) chooses at
# every third turn of the deal's first round, random moves between, and a digest of the
# values it gives every move there (rounded to 6 places).
PINNED: dict[tuple[str, int, int], tuple[list[str], str]] = {
    ("scopa", 2, 11): (
        [
            "9C",
            "8D x 7D 1C",
            "4C x 4S",
            "6C",
            "2B",
            "7B x 3S 4B",
            "3D",
            "6D x 6C",
            "9B x 4D 5C",
            "10C x 10D",
            "3C x 3D",
            "3B",
        ],
        "49929b49e8e2b328",
    ),
    ("scopone", 4, 3): (
        [
            "6D x 6C",
            "7D x 7B",
            "3D x 1C 2B",
            "10C",
            "7C x 7S",
            "2S",
            "1B x 1S",
            "10D x 10C",
            "4C x 4B",
            "4S",
            "6S",
        ],
        "7df16fcdbb1e0bb9",
    ),
    ("escoba", 2, 5): (
        [
            "5D x 10D",
            "1S x 2S 5S 2B 5B",
            "5C x 10C",
            "6S x 9S",
            "1D",
            "7S x 1D 7D",
            "8C",
            "3C x 8D 4C",
            "7B x 8C",
            "6C x 9C",
            "7C",
            "2D x 7C 3S 3B",
        ],
        "c3ce1208fa02a32b",
    ),
    ("scopa_a_chi_fidasse", 2, 8): (
        [
            "2D",
            "doubt",
            "8C",
            "5D x 4D 1B",
            "doubt",
            "9B",
            "5B",
            "1S x 9C 2S 5B 9B claim",
            "doubt",
            "doubt",
            "doubt",
            "7D x 1D 6D",
            "7B",
            "9D x 9C",
            "4S",
        ],
        "c8495356dc76a315",
    ),
    ("rubamazzo", 2, 4): (
        [
            "9S x 9C",
            "9B steal=0",
            "2S",
            "1D",
            "8B x 8S",
            "1S",
            "8D",
            "7B",
            "3C x 3D",
            "8C x 8D",
            "10D",
            "7D x 7B",
        ],
        "428114b403267607",
    ),
    ("scopa_inversa", 3, 6): (
        ["7S x 2D 9B", "3B x 3C", "4D x 4B", "9C", "4C", "5B x 1C 6C", "1D x 7D 6S", "2B x 9D 7C"],
        "98921047d2c498a9",
    ),
    ("mariscal_80", 2, 9): (
        [
            "6B",
            "9B",
            "1S x 10D",
            "10S",
            "2B' x 2C'",
            "7C' x 7B",
            "10C",
            "1S' x 4C'",
            "1B' x 5B' 7B'",
            "6D' x 6S'",
            "8S",
            "5C",
            "7S x 7D'",
            "9D x 3B' 6B'",
            "10D' x 7D 3B",
            "6C'",
            "9D' x 4D 5D",
            "6D x 6C",
            "8C' x 3D' 5C'",
            "4S",
            "5S' x 2S 3S'",
        ],
        "6aeabd65ea96acef",
    ),
    ("cicera", 4, 2): (
        [
            "10B x 4D 6D",
            "1C",
            "13D",
            "11C x 11B",
            "13C x 13D",
            "9B x 5S 4B",
            "13S x 13B",
            "7D x 7B",
            "6C x 6S",
            "2S x 2B",
            "11S x 11D",
            "5C",
            "3D x 3B",
            "1B",
            "1S x 1B",
            "10S x 10D",
        ],
        "44d72ada66fb297a",
    ),
    ("scopa_52", 5, 1): (
        [
            "9B",
            "6C",
            "13B x 3D 10D",
            "4S",
            "3B x 3S",
            "9C x 9B",
            "11D x 11B",
            "12B x 12S",
            "12D",
            "8S x 8B",
            "13C x 2D 5C 6S",
            "5S",
        ],
        "2ab5ee6460b1da19",
    ),
}


def _positions(preset: str, players: int, seed: int) -> tuple[list[str], str]:
    game = Game(Rules.preset(preset), players, seed=seed)
    rng = random.Random(seed)
    chosen: list[str] = []
    values: list[str] = []
    turn = 0
    while not game.round_over:
        legal = game.legal_moves()
        if turn % 3 == 0 and len(legal) > 1:
            view = game.view(game.current_player)
            hard = HardV1Player(7, samples=3)
            hard.time_budget = math.inf  # three deals however slow the machine: no clock
            move = hard.choose(view)
            assert move in legal
            chosen.append(str(move))
            raw = view.legal_raw(hard.compiled(view))
            if raw[0][0] >= 0:  # a play, not an answer to a claim
                found, done = hard.evaluate(view, raw)
                values.append(",".join(f"{v:.6f}" for v in found) + f"/{done}")
            game.play(move)
        else:
            game.play(rng.choice(legal))
        turn += 1
    return chosen, hashlib.sha256(";".join(values).encode()).hexdigest()[:16]


@pytest.mark.parametrize(("preset", "players", "seed"), list(PINNED))
def test_the_reference_hard_chooses_what_it_chose_when_pinned(
    preset: str, players: int, seed: int
) -> None:
    assert _positions(preset, players, seed) == PINNED[(preset, players, seed)]


def test_the_reference_hard_imports_only_the_rules_core_and_itself() -> None:
    """What lint-imports' contract says, read from the files: each module of the pinned copy
    imports its siblings and the rules core, and no other module of scopa."""
    for path in sorted(FROZEN.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                module = node.module or ""
                sibling = node.level == 1 and module in ("", "knowledge", "players", "search")
                core = node.level == 3 and (module == "core" or module.startswith("core."))
                assert sibling or core, (path.name, "." * node.level + module)
            elif isinstance(node, ast.ImportFrom):
                assert not str(node.module).startswith("scopa"), (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("scopa") for a in node.names), path.name


def test_changing_the_live_players_does_not_move_the_reference(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The live card values and Medium's estimate changed out of all recognition: the
    reference still chooses as pinned."""
    flat = (1.0,) * 104  # every card alike, twins too
    monkeypatch.setattr(knowledge, "card_weights", lambda rules: flat)
    monkeypatch.setattr(players, "card_weights", lambda rules: flat)
    monkeypatch.setattr(players, "exposure", lambda *args, **kw: 0.0)
    key = ("scopa", 2, 11)
    assert _positions(*key) == PINNED[key]
