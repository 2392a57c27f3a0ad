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


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "tells_errors: the window's own handling of an error is tested (it is not raised)",
    )


@pytest.fixture(autouse=True)
def _errors_in_the_window_fail_the_test(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window tells the player of an error no scene caught and goes on (App._fault); in a
    test such an error is raised, failing the test, unless the test is about that message."""
    import sys

    app_loop = sys.modules.get("scopa.ui.app_loop")
    if app_loop is None or request.node.get_closest_marker("tells_errors"):
        return

    def raise_it(self: object, exc: Exception) -> None:
        raise exc

    monkeypatch.setattr(app_loop.App, "_fault", raise_it)


@pytest.fixture
def apps():
    """Windows a test opens (it appends each): all closed at its end, the language back to
    English whatever the test chose."""
    from scopa.ui import i18n

    made: list = []
    yield made
    for app in made:
        app.close()
    i18n.set_language("en")


@pytest.fixture
def app():
    """A window opened on the main menu, in English, closed at the test's end."""
    from scopa.ui import i18n
    from scopa.ui.app_loop import App

    i18n.set_language("en")
    made = App(None, size=(1280, 800))
    made.run_frames(2)
    yield made
    made.close()
    i18n.set_language("en")


@pytest.fixture
def procs(tmp_path):
    """Start ``python -m scopa`` processes (each killed at the test's end, with the raw
    connections the test opened to them)."""
    from tests.helpers import LIVE, OPEN_SOCKETS, Proc

    started: list[Proc] = []

    def start(*args: str) -> Proc:
        proc = Proc(list(args), tmp_path / "home")
        started.append(proc)
        return proc

    LIVE.clear()
    yield start
    for proc in started:
        proc.kill()
    LIVE.clear()
    while OPEN_SOCKETS:
        OPEN_SOCKETS.pop().close()


@pytest.fixture
def hosting(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window hosts on the loopback address only, and announces nothing."""
    from scopa.ui.table import hosted

    monkeypatch.setattr(hosted, "BIND", "127.0.0.1")
    monkeypatch.setattr(hosted, "DISCOVERY", False)


@pytest.fixture
def english():
    """The game in English for the test, and English again after it whatever it chose (a
    module of tests that all read English words marks them ``usefixtures("english")``)."""
    from scopa.ui.i18n import set_language

    set_language("en")
    yield
    set_language("en")
