"""Test setup: headless SDL, and every platform folder redirected into a temporary one."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import settings

# CI and a plain run draw the same examples every time, so a run's verdict is the code's, not
# the draw's; `HYPOTHESIS_PROFILE=explore` draws fresh ones each run (bench/explore.py).
settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))


@pytest.fixture(autouse=True)
def _no_drawing_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables draw their cards when shown, not ahead on a thread (tests/test_art.py tries
    that on its own): every test starts with an empty card cache."""
    from scopa.ui import art

    monkeypatch.setattr(art, "DRAW_AHEAD", False)


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """No test writes to the real user folders."""
    home = tmp_path_factory.mktemp("scopa-home")
    monkeypatch.setenv("SCOPA_HOME", str(home))
    yield home
