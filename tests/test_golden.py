"""Every preset and player count plays the match of its golden transcript (tests/golden/),
event for event, and so does the match rebuilt from its record. A change of behaviour shows
as a diff of those files: `python tests/golden.py --update` writes them again, to be read."""

from __future__ import annotations

import difflib

import pytest

from scopa.core.game import Game
from tests import golden


@pytest.mark.parametrize(("preset", "players"), golden.cases())
def test_the_match_plays_as_its_golden_transcript_says(preset: str, players: int) -> None:
    file = golden.path(preset, players)
    assert file.exists(), f"no transcript: run python tests/golden.py --update ({file.name})"
    game = golden.play(preset, players)
    text = "\n".join(golden.lines(game)) + "\n"
    kept = file.read_text(encoding="utf-8")
    if text != kept:
        diff = difflib.unified_diff(
            kept.splitlines(), text.splitlines(), file.name, "today", lineterm="", n=2
        )
        shown = "\n".join(list(diff)[:40])
        pytest.fail(f"{file.name} differs (python tests/golden.py --update, then read):\n{shown}")
    again = Game.replay(game.record())
    assert "\n".join(golden.lines(again)) + "\n" == kept  # replay(record()) is the same match


def test_every_transcript_kept_is_a_preset_and_player_count() -> None:
    wanted = {golden.path(p, n).name for p, n in golden.cases()}
    assert {p.name for p in golden.FOLDER.glob("*.txt")} == wanted
