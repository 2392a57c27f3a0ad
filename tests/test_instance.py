"""Two games on the same folders: the second is told, and plays on."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from scopa.store import instance, paths
from scopa.store.instance import AlreadyOpen, claim_folders, release_folders
from scopa.ui.i18n import set_language
from scopa.ui.messages import problem_text

ASK = "from scopa.store.instance import claim_folders; print(claim_folders())"


def other_game_claims() -> str:
    """What a second game, a process of its own on the same folders, is told."""
    done = subprocess.run(
        [sys.executable, "-c", ASK], capture_output=True, text=True, env=os.environ, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.fixture
def fresh() -> object:
    release_folders()
    yield
    release_folders()


def test_a_second_game_on_the_same_folders_is_told_and_the_first_is_not(fresh: object) -> None:
    assert claim_folders() is True
    assert claim_folders() is True  # asking again, the same game: still its own
    assert other_game_claims() == "False"
    release_folders()  # the first game ends: the next one is alone again
    assert other_game_claims() == "True"


@pytest.mark.skipif(os.name != "posix", reason="a FIFO in place of the lock file")
def test_a_lock_file_that_is_not_a_file_never_hangs_nor_warns(fresh: object) -> None:
    path = paths.data_dir() / instance.LOCK_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    assert claim_folders() is True  # nothing can be told: no warning on a guess
    assert path.exists()  # and nothing of the player's is removed


def test_the_warning_is_said_in_the_players_language() -> None:
    said = set()
    try:
        for language in ("en", "it", "es"):
            set_language(language)
            text = problem_text(AlreadyOpen())
            assert "Scopa" in text
            said.add(text)
    finally:
        set_language("en")
    assert len(said) == 3
