"""Test setup: headless SDL, and every platform folder redirected into a temporary one."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """No test writes to the real user folders."""
    home = tmp_path_factory.mktemp("scopa-home")
    monkeypatch.setenv("SCOPA_HOME", str(home))
    yield home
