"""``python main.py --tour --screenshots DIR --lang LANG``: a PNG of every screen.

The tour runs in a temporary home folder it fills with a little of everything (a save slot,
an unreadable one, statistics, a house-rule file and a broken one), so each screen shows
real content and the player's own files are never touched.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from ..core.game import Game
from ..core.rules import Rules
from ..store import house_rules, paths, saves, stats
from . import art
from .app_loop import App, MatchConfig
from .i18n import language, t
from .nav import Scene
from .scenes.menu import MainMenu
from .scenes.newmatch import NewMatch
from .scenes.rules_screen import RulesScreen
from .scenes.saves_screen import LoadScreen
from .scenes.settings_screen import SettingsScreen
from .scenes.stats_screen import StatsScreen


def _fill_home() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=5)
    for _ in range(14):
        if game.round_over:
            game.next_round()
        game.play(game.legal_moves()[0])
    setup = saves.MatchSetup(["human", "cpu:medium"], ["Anna", "Marco"])
    saves.save_match(game, setup, t("tour_save_name"))
    saves.save_match(game, setup)  # the autosave: Continue appears
    broken = saves.saves_dir() / "old-match.json"
    broken.write_text('{"format": "scopa-save", "version": 1, "record": ', encoding="utf-8")
    numbers = stats.Statistics()
    numbers.variants["scopa"] = stats.VariantStats(12, 7, 61, 33, 19, 8, 35, 262, 6)
    numbers.variants["escoba"] = stats.VariantStats(4, 1, 30, 12, 9, 3, 14, 101, 0)
    # the last sixteen matches, oldest first, for the chart: as many won as the table says
    results = "WLWWLWLWWLWL" + "LWLL"
    finals = [(11, 7), (6, 11), (12, 9), (11, 4), (9, 12), (13, 10), (8, 11), (11, 8)]
    for i, r in enumerate(results):
        mine, theirs = finals[i % len(finals)]
        if (r == "W") != (mine > theirs):
            mine, theirs = theirs, mine
        variant = "scopa" if i < 12 else "escoba"
        day = f"2026-11-{i + 10:02d}"
        outcome = "won" if r == "W" else "lost"
        numbers.history.append(stats.Finished(variant, day, outcome, mine, theirs))
    stats.save_stats(numbers)
    home_rules = Rules.preset("scopa").replace(sweep={"on_last_play": True}, match={"target": 21})
    house_rules.save_house_rule(home_rules, "scopa", t("tour_house_rule"))
    folder = paths.house_rules_dir()
    (folder / "typo.yaml").write_text("extends: scopa\ncapture:\n  compulsory: maybe\n")


def run_tour(out: str | os.PathLike[str], *, size: tuple[int, int], settings: object) -> int:
    """Write ``<lang>-NN-<screen>.png`` for each screen into ``out``; returns 0."""
    saved_home = os.environ.get("SCOPA_HOME")
    home = tempfile.mkdtemp(prefix="scopa-tour-")
    os.environ["SCOPA_HOME"] = home
    try:
        _fill_home()
        _visit(Path(out), size, settings)
    finally:
        if saved_home is None:
            os.environ.pop("SCOPA_HOME", None)
        else:
            os.environ["SCOPA_HOME"] = saved_home
        art.wait_drawn(10.0)  # cards drawn ahead may still be writing into its cache
        shutil.rmtree(home, ignore_errors=True)
    return 0


def _visit(out: Path, size: tuple[int, int], settings: object) -> None:
    lang = language()
    app = App(None, size=size, settings=settings)
    app.settings = app.settings.replace(language=lang, player_name="Anna")
    count = [0]

    def shot(name: str, frames: int = 3) -> None:
        app.run_frames(frames)
        count[0] += 1
        app.screenshot(out / f"{lang}-{count[0]:02d}-{name}.png")

    def visit(name: str, make: Callable[[], Scene]) -> Scene:
        scene = make()
        app.push(scene)
        shot(name)
        return scene

    app.problems.clear()
    menu = app.top
    assert isinstance(menu, MainMenu)
    shot("main-menu")
    setup = visit("new-match", lambda: NewMatch(app))
    assert isinstance(setup, NewMatch)
    setup.house_rules()
    shot("house-rules")
    app.pop()
    broken = next(i for i, v in enumerate(setup.variants) if v.error)
    setup._variant(broken)
    shot("new-match-broken-file")
    app.pop()
    rules = visit("rules", lambda: RulesScreen(app, Rules.preset("scopa"), "neapolitan", 2))
    assert isinstance(rules, RulesScreen)
    rules.jump(2)
    shot("rules-captures")
    app.pop()
    escoba = visit("rules-escoba", lambda: RulesScreen(app, Rules.preset("escoba"), "spanish", 2))
    assert isinstance(escoba, RulesScreen)
    app.pop()
    visit("settings", lambda: SettingsScreen(app))
    app.pop()
    visit("statistics", lambda: StatsScreen(app))
    app.pop()
    visit("load", lambda: LoadScreen(app))
    app.pop()
    config = MatchConfig(
        Rules.preset("scopa"), ["human", "cpu:medium"], seed=7, speed="instant", save=False
    )
    config.names = ["Anna", "Marco"]
    table = app.start_match(config)
    for _ in range(600):
        app.run_frames(1)
        if table.my_turn:
            break
    shot("table", 2)
    app.open_pause(table)
    shot("in-game-menu")
    app.close()
