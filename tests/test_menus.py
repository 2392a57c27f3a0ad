"""The menus driven by posted keys, clicks and typing, as a player would."""

from __future__ import annotations

import pygame
import pytest

from scopa import Rules
from scopa.store import house_rules, paths, settings
from scopa.ui import i18n
from scopa.ui.app_loop import App
from scopa.ui.scenes.form import Dialog
from scopa.ui.scenes.house_rules import HouseRules
from scopa.ui.scenes.join import JoinScreen
from scopa.ui.scenes.menu import MainMenu
from scopa.ui.scenes.newmatch import NewMatch
from scopa.ui.scenes.pause import PauseMenu
from scopa.ui.scenes.rules_screen import RulesScreen
from scopa.ui.scenes.saves_screen import LoadScreen
from scopa.ui.scenes.settings_screen import SettingsScreen
from scopa.ui.scenes.stats_screen import StatsScreen
from scopa.ui.scenes.table import TableScene
from scopa.ui.widgets import Choice, Slider, TextField
from tests.helpers import PanelSetup, button, click, key, played_game, press, type_text, widget_row


# -- main menu and new match ----------------------------------------------------------------
def test_no_match_options_open_the_main_menu(app: App) -> None:
    menu = app.top
    assert isinstance(menu, MainMenu)
    labels = [b.label for b in menu.buttons]
    assert labels == [
        "New match",
        "Learn to play",
        "Join a match",
        "Load",
        "Rules",
        "Statistics",
        "Settings",
        "Quit",
    ]


def test_menu_keys_reach_every_screen_and_escape_comes_back(app: App) -> None:
    for steps, kind in (
        (0, NewMatch),
        (2, JoinScreen),
        (3, LoadScreen),
        (4, RulesScreen),
        (5, StatsScreen),
        (6, SettingsScreen),
    ):
        press(app, *[pygame.K_DOWN] * steps, pygame.K_RETURN)
        assert isinstance(app.top, kind)
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, MainMenu)
        app.top.focus = 0
    press(app, pygame.K_ESCAPE)  # Escape asks before quitting; Escape again stays
    assert isinstance(app.top, Dialog)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu) and app.running
    press(app, pygame.K_UP, pygame.K_RETURN)  # Up from the first wraps to Quit, which asks
    assert isinstance(app.top, Dialog) and app.running
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert not app.running


def test_new_match_defaults_are_you_against_one_medium_computer(app: App) -> None:
    press(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, NewMatch)
    assert setup.variant.preset == "scopa"
    assert setup.seats == ["human", "cpu:medium"]
    assert setup.target == 11 and setup.deck == "neapolitan"
    press(app, pygame.K_RETURN)  # Enter starts
    assert isinstance(app.top, TableScene)
    config = app.top.config
    assert config.seats == ["human", "cpu:medium"]
    assert config.rules.name == "scopa" and config.rules.target(2) == 11


def test_new_match_changed_by_keys_then_started_by_a_click(app: App) -> None:
    press(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, NewMatch)
    escoba = next(i for i, v in enumerate(setup.variants) if v.preset == "escoba")
    press(app, *[pygame.K_RIGHT] * escoba)  # the variant row has the focus
    assert setup.variant.preset == "escoba"
    assert setup.deck == "spanish" and setup.target == 21
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # players: 2 -> 3
    assert setup.players == 3 and len(setup.seats) == 3
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT)  # the target: 21 -> 16
    assert setup.target == 16
    # the second seat: computer medium -> hard, then rename it
    seat = widget_row(setup, "Seat 2")
    kind = seat.widgets[0]
    setup.focus = kind
    press(app, pygame.K_RIGHT)
    assert setup.seats[1] == "cpu:hard"
    seat = widget_row(setup, "Seat 2")
    click(seat.widgets[1].rect.center)
    app.run_frames(1)
    key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text("Lola")
    app.run_frames(2)
    assert setup.names[1] == "Lola"
    click(button(setup, "Start").rect.center)
    app.run_frames(2)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.config.seats == ["human", "cpu:hard", "cpu:medium"]
    assert table.config.deck == "spanish"
    assert table.words.names[1] == "Lola"
    assert table.game.target == 16


def test_four_players_are_two_teams(app: App) -> None:
    setup = NewMatch(app)
    app.push(setup)
    setup._players(4)
    app.run_frames(1)
    labels = [r.label for r in setup.rows if r.label.startswith("Seat")]
    assert labels == ["Seat 1 (team A)", "Seat 2 (team B)", "Seat 3 (team A)", "Seat 4 (team B)"]


# -- settings ---------------------------------------------------------------------------------
def test_settings_change_live_and_persist(app: App) -> None:
    app.push(SettingsScreen(app))
    app.run_frames(1)
    screen = app.top
    for _ in i18n.languages():  # the language row has the focus: English on to Italiano
        if i18n.language() == "it":
            break
        press(app, pygame.K_RIGHT)
    assert i18n.language() == "it"
    assert screen.title() == "Impostazioni"
    volume = next(
        w for r in screen.rows for w in r.widgets if isinstance(w, Slider) and w.high == 100
    )
    screen.focus = volume
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    saved, problems = settings.load_settings()
    assert problems == []
    assert saved.language == "it" and saved.volume == 60
    assert app.settings == saved
    sound = next(r for r in screen.rows if r.label == "Effetti sonori").widgets[0]
    click(sound.rect.center)
    app.run_frames(1)
    assert settings.load_settings()[0].sound is False
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    assert app.top.buttons[0].label == "Nuova partita"


def test_settings_reach_an_open_table(app: App) -> None:
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    pause.settings()
    app.run_frames(1)
    screen = app.top
    speed = next(r for r in screen.rows if r.label == "Animation speed").widgets[0]
    values = next(r for r in screen.rows if r.label == "Capture values on cards").widgets[0]
    speed.set("slow")
    speed.step(1)  # -> normal
    speed.step(1)  # -> fast
    values.step(1)  # auto -> on
    assert table.speed == "fast"
    assert table.images.badges == "all"


# -- rules screen ----------------------------------------------------------------------------
def test_rules_screen_scrolls_and_jumps(app: App) -> None:
    screen = RulesScreen(app, Rules.preset("escoba"), "spanish", 2)
    app.push(screen)
    app.run_frames(1)
    assert screen.scroll == 0 and screen.content_h > screen.view.height
    press(app, pygame.K_PAGEDOWN)
    assert screen.scroll > 0
    press(app, pygame.K_END)
    assert screen.scroll == pytest.approx(screen.content_h - screen.view.height)
    press(app, pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT)
    assert screen.current_section() == 2
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    app.run_frames(1)
    assert screen.sections[2].key == "capture"
    assert any(item.example is not None for item in screen.items)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_rules_from_the_main_menu_step_through_the_variants(app: App) -> None:
    press(app, *[pygame.K_DOWN] * 4, pygame.K_RETURN)
    screen = app.top
    assert isinstance(screen, RulesScreen) and screen.rules.name == "scopa"
    press(app, pygame.K_PAGEDOWN)
    assert screen.chooser is not None
    steps = [v for v, _ in screen.chooser.options].index("escoba")
    press(app, *[pygame.K_TAB] * steps)
    assert screen.rules.name == "escoba" and screen.deck == "spanish"
    assert screen.scroll == 0
    assert "escoba" in screen.sections[3].title


# -- house rules ------------------------------------------------------------------------------
def test_house_rules_panel_saves_a_file_that_loads(app: App) -> None:
    setup = NewMatch(app)
    app.push(setup)
    app.run_frames(1)
    click(button(setup, "House rules").rect.center)
    app.run_frames(1)
    panel = app.top
    assert isinstance(panel, HouseRules)
    last_play = widget_row(panel, "A scopa on the last play counts").widgets[0]
    assert last_play.value is False
    panel.focus = last_play
    press(app, pygame.K_RIGHT)
    assert panel.rules.sweep.on_last_play is True
    name = next(w for r in panel.rows for w in r.widgets if isinstance(w, TextField))
    panel.focus = name
    key(pygame.K_DELETE)
    type_text("Our table")
    app.run_frames(1)
    click(button(panel, "Save as file").rect.center)
    app.run_frames(1)
    assert app.top is setup
    files = list(paths.house_rules_dir().glob("*.yaml"))
    assert [f.name for f in files] == ["our_table.yaml"]
    loaded = Rules.load(files[0])
    assert loaded.sweep.on_last_play is True and loaded.title == "Our table"
    assert loaded.capture == Rules.preset("scopa").capture
    assert setup.variant.path == files[0] and setup.rules == loaded
    click(button(setup, "Start").rect.center)
    app.run_frames(1)
    assert isinstance(app.top, TableScene)
    assert app.top.config.rules_file == str(files[0])


def test_house_rules_refused_by_the_core_are_explained(app: App) -> None:
    setup = NewMatch(app)
    app.push(setup)
    setup.house_rules()
    app.run_frames(1)
    panel = app.top
    cards = widget_row(panel, "Most cards").widgets[0]
    cards.step(1)  # a legal change
    assert panel.rules.scoring.cards == 2
    press(app, pygame.K_ESCAPE)
    assert setup.rules.scoring.cards == 1  # Back keeps the variant as it was
    setup.house_rules()
    app.run_frames(1)
    panel = app.top
    widget_row(panel, "Play to").widgets[0].set(31)
    widget_row(panel, "Play to").widgets[0].step(1)  # 31 -> 51
    press(app, pygame.K_RETURN)  # Use
    assert app.top is setup and setup.target == 51


def test_a_broken_house_rule_file_is_listed_with_its_message(app: App) -> None:
    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "typo.yaml").write_text("extends: scopa\ncapture:\n  compulsory: maybe\n")
    house_rules.save_house_rule(Rules.preset("scopa"), "scopa", "Fine")
    setup = NewMatch(app)
    app.push(setup)
    titles = [v.title for v in setup.variants]
    assert "Fine" in titles and "typo.yaml" in titles
    variant = next(r for r in setup.rows if r.label == "Variant").widgets[0]
    broken = titles.index("typo.yaml")
    assert broken in variant.greyed
    variant.set(broken - 1)
    variant.step(1)
    app.run_frames(1)
    notes = [r.label for r in setup.rows if r.note]
    assert any("typo.yaml:3" in n and "maybe" in n for n in notes)
    assert not button(setup, "Start").enabled
    press(app, pygame.K_RETURN)
    assert app.top is setup


# -- problems, command line -------------------------------------------------------------------
def test_problems_at_start_are_shown_once(app: App) -> None:
    app.show_home()
    app.problems.append("The save x.json could not be loaded: it is damaged.")
    app.run_frames(2)
    assert isinstance(app.top, Dialog)
    assert "damaged" in app.top.lines[0]
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu) and app.problems == []


def test_main_opens_the_menu_and_reports_a_bad_settings_file(monkeypatch) -> None:
    from scopa import app as entry

    paths.config_dir().mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text("language: klingon\nvolume: 50\n")
    seen: list[App] = []
    monkeypatch.setattr(App, "run", lambda self, frames=None: seen.append(self) or 0)
    assert entry.main(["--lang", "es", "--size", "960x600"]) == 0
    made = seen[0]
    try:
        assert isinstance(made.top, MainMenu)
        assert i18n.language() == "es"
        assert made.settings.volume == 50
        assert any("klingon" in p for p in made.problems)
    finally:
        made.close()
        i18n.set_language("en")


def test_match_options_still_start_a_table(monkeypatch) -> None:
    from scopa import app as entry

    seen: list[App] = []
    monkeypatch.setattr(App, "run", lambda self, frames=None: seen.append(self) or 0)
    assert entry.main(["--players", "3", "--seed", "4"]) == 0
    try:
        assert isinstance(seen[0].top, TableScene)
        assert seen[0].top.game.players == 3
    finally:
        seen[0].close()


def test_choice_and_slider_by_mouse() -> None:
    pygame.display.init()
    picked: list[str] = []
    choice = Choice([("a", "A"), ("b", "B"), ("c", "C")], "b", picked.append)
    choice.rect = pygame.Rect(0, 0, 200, 30)
    choice.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(190, 10), button=1))
    choice.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 10), button=1))
    choice.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 10), button=1))
    assert picked == ["c", "b", "a"]
    slider = Slider(50)
    slider.rect = pygame.Rect(0, 0, 300, 30)
    bar = slider._bar()
    slider.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.right, 10), button=1))
    assert slider.value == 100
    slider.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.left, 10), rel=(0, 0), buttons=(1, 0, 0))
    )
    assert slider.value == 0


@pytest.mark.parametrize("lang", ("it", "es"))
def test_the_tour_writes_every_screen(tmp_path, lang: str) -> None:
    from scopa.ui.tour import run_tour

    i18n.set_language(lang)
    try:
        run_tour(tmp_path, size=(1024, 640), settings=settings.Settings())
    finally:
        i18n.set_language("en")
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(names) == 12
    assert all(n.startswith(f"{lang}-") for n in names)
    assert any("house-rules" in n for n in names) and any("in-game-menu" in n for n in names)


def test_new_match_remembers_the_last_variant_and_seats(app: App) -> None:
    app.push(NewMatch(app))
    app.run_frames(1)
    screen = app.top
    escoba = next(i for i, v in enumerate(screen.variants) if v.preset == "escoba")
    screen._choose(escoba)
    screen.players = 3
    screen._seat(3)
    screen.seats = ["human", "cpu:hard", "cpu:easy"]
    screen._deck("trevisane")  # not Escoba's own Spanish deck
    screen.start()
    app.run_frames(2)
    assert settings.load_settings()[0].last_seats == ("human", "cpu:hard", "cpu:easy")
    again = NewMatch(app)
    assert again.variant.preset == "escoba"
    assert again.seats == ["human", "cpu:hard", "cpu:easy"] and again.players == 3
    assert again.deck == "trevisane"  # the deck chosen for it last time
    scopa = next(i for i, v in enumerate(again.variants) if v.preset == "scopa")
    again._choose(scopa)
    assert again.deck == "neapolitan"  # another variant comes with its own


def test_the_rules_screen_jumps_to_a_variant_by_its_first_letter(app: App) -> None:
    # thirty variants: typing a letter goes to the next one of that letter, not step by step
    screen = RulesScreen(app, Rules.preset("scopa"), choose=True)
    app.push(screen)
    app.run_frames(1)
    assert screen.chooser is not None
    for letter in "rr":
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode=letter, scancode=0)
        )
        app.run_frames(1)
        assert screen.rules.title.lower().startswith("r")
    first = screen.rules.name
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="R", scancode=0)
    )
    app.run_frames(1)
    assert screen.rules.title.lower().startswith("r") and screen.rules.name != first


def test_house_rules_ask_for_their_name_first_and_never_repeat_one(app: App) -> None:
    """The name is the first thing on the panel, and a second house rule saved without a
    name of its own is not listed as a second "My Scopa"."""
    setup = NewMatch(app)
    app.push(setup)
    app.run_frames(1)
    setup.house_rules()
    app.run_frames(1)
    panel = app.top
    assert isinstance(panel, HouseRules)
    first = next(r for r in panel.rows if not r.note)
    assert first.label == "Name" and isinstance(first.widgets[0], TextField)
    assert panel.name == "My Scopa"
    panel.save()
    app.run_frames(1)
    setup.house_rules()
    app.run_frames(1)
    again = app.top
    assert isinstance(again, HouseRules) and again.name == "My Scopa 2"
    again.save()
    titles = sorted(v.title for v in app.top.variants if not v.preset)
    assert titles == ["My Scopa", "My Scopa 2"]


def test_house_rules_panel_seats_six_and_eight_where_the_rules_let_them_sit(app: App) -> None:
    """A game for up to eight (Scopa a 52 carte) offers how six and eight sit; one for two
    to four (Escoba) offers only how four sit. The choice changes the teams the core seats."""
    setup = PanelSetup(Rules.preset("scopa_52"))
    panel = HouseRules(app, setup)
    app.push(panel)
    app.run_frames(1)
    for label in ("Four players play", "Six players play", "Eight players play"):
        assert widget_row(panel, label) is not None
    six = widget_row(panel, "Six players play").widgets[0]
    assert six.value == "two_teams_of_three"
    six.step(1)
    assert panel.rules.players.six == "three_teams_of_two"
    assert panel.rules.teams(6) == (0, 1, 2, 0, 1, 2)
    eight = widget_row(panel, "Eight players play").widgets[0]
    eight.step(1)
    eight.step(1)
    assert panel.rules.players.eight == "two_teams_of_four"
    assert panel.rules.teams(8) == (0, 1) * 4
    press(app, pygame.K_ESCAPE)
    small = HouseRules(app, PanelSetup(Rules.preset("escoba")))
    app.push(small)
    app.run_frames(1)
    labels = {row.label for row in small.rows}
    assert "Four players play" in labels
    assert not {"Six players play", "Eight players play"} & labels


def test_statistics_name_a_house_rule_by_its_title(app) -> None:
    from scopa.store.stats import Finished, Statistics, VariantStats, save_stats

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "family.yaml").write_text("extends: scopa\ntitle: Nonna's Scopa\n")
    (folder / "cousins.yaml").write_text("extends: escoba\n")  # no title of its own
    stats = Statistics()
    for name in ("family", "cousins", "gone_now"):  # the last one's file was removed
        stats.variants[name] = VariantStats(matches=1, matches_won=1, rounds=2, points=5)
        stats.history.append(Finished(name, "2026-01-02", "won", 11, 4))
    save_stats(stats)
    screen = StatsScreen(app)
    app.push(screen)
    app.run_frames(1)
    titles = [title for title, _ in screen.columns()[1:]]
    assert sorted(titles) == ["Cousins", "Gone now", "Nonna's Scopa"]
    chart = next(r for r in screen.rows if r.label == "Chart").widgets[0]
    assert "Nonna's Scopa" in [label for _, label in chart.options]
    assert "Family" not in titles


def test_a_host_with_players_at_other_computers_is_asked_before_leaving(app: App) -> None:
    # leaving a hosted match stops it for the players at the other computers too: ask first
    from types import SimpleNamespace

    for others, asked in ((2, True), (0, False)):
        table = SimpleNamespace(remote=False, hosting_others=lambda n=others: n)
        pause = PauseMenu(app, table)  # type: ignore[arg-type]
        app.push(pause)
        pause.leave()
        if asked:
            dialog = app.top
            assert isinstance(dialog, Dialog) and dialog.title == i18n.t("leave_hosted_title")
            assert any("(2)" in line for line in dialog.lines)
            dialog.buttons[0].action()  # Cancel: the match goes on
            app.pop(dialog)
            assert app.top is pause
            app.pop(pause)
        else:
            assert isinstance(app.top, MainMenu)


def test_a_row_half_in_view_is_drawn_cut_at_the_lists_edge_not_left_out(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a scrolled list left a gap where a row was half in view; it is drawn now, cut at the
    # list's edge, and its controls wait until it is scrolled into view to take a click
    app.resize((960, 600))
    screen = SettingsScreen(app)
    app.push(screen)
    app.run_frames(1)
    drawn: list[tuple[object, pygame.Rect, int, bool]] = []
    draw_row = SettingsScreen._draw_row

    def spy(self, target, row, area, top, label_w, f, visible):  # type: ignore[no-untyped-def]
        draw_row(self, target, row, area, top, label_w, f, visible)
        drawn.append((row, area.copy(), top, visible))

    monkeypatch.setattr(SettingsScreen, "_draw_row", spy)
    cut = []
    for scroll in range(0, 400, 7):
        screen.scroll = float(scroll)
        drawn.clear()
        app.run_frames(1)
        edge = screen.seen.top  # the list's edge, under the strip of its cue
        for row, _, top, visible in drawn:
            if row.widgets and top < edge - 1 and edge < top + row.height:
                cut.append((row, visible))
                assert visible, row.label
                assert all(w.rect.width == 0 for w in row.widgets), row.label
    assert cut, "no scroll put a row across the list's top edge"


def test_quit_from_the_game_menu_closes_the_window_with_the_match_kept(app: App) -> None:
    # the game menu had no Quit: a player had to leave to the main menu first
    from scopa.store import saves

    press(app, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    for _ in range(600):  # the deal's animation, then a card of the player's, by its key
        if table.game.moves:
            break
        press(app, pygame.K_1)
        app.run_frames(5)
    assert table.game.moves
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    app.run_frames(1)  # drawn: the buttons have their places
    quit_button = button(pause, "Quit")
    assert pause.buttons[-1] is quit_button
    click(quit_button.rect.center)
    app.run_frames(1)
    assert not app.running
    app.close()  # what the real loop does when it stops: the writes waiting are finished
    saved, problem = saves.load_autosave()
    assert problem is None and saved is not None
    assert len(saved.game.moves) == len(table.game.moves)


def test_the_game_menu_stays_in_view_at_the_largest_text_in_the_smallest_window(app: App) -> None:
    # at 960x600 with text at 200% the panel ran past the window's top and bottom
    import dataclasses

    app.resize((960, 600))
    app.settings = dataclasses.replace(app.settings, ui_scale=200)
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    app.run_frames(1)
    window = pygame.Rect((0, 0), app.size)
    assert all(window.contains(b.rect) for b in pause.buttons)


def _rename_seat(app: App, setup: NewMatch, seat: int, name: str) -> None:
    row = widget_row(setup, f"Seat {seat + 1}")
    click(row.widgets[1].rect.center)
    app.run_frames(1)
    key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(name)
    app.run_frames(2)


def test_names_typed_for_the_seats_stay_through_other_choices_and_the_next_new_match(
    app: App,
) -> None:
    # New match forgot the names typed for the seats: a change of variant or of the players
    # put every seat back to its usual name, and the next New match did too
    press(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, NewMatch)
    setup.focus = widget_row(setup, "Seat 2").widgets[0]
    while setup.seats[1] != "human":
        press(app, pygame.K_LEFT)
    app.run_frames(1)
    _rename_seat(app, setup, 0, "Anna")
    _rename_seat(app, setup, 1, "Luca")
    assert setup.names == ["Anna", "Luca"]
    escoba = next(i for i, v in enumerate(setup.variants) if v.preset == "escoba")
    setup.focus = setup.rows[1].widgets[0]  # the variant
    press(app, *[pygame.K_RIGHT] * (escoba - setup.index))
    assert setup.variant.preset == "escoba"
    assert setup.names == ["Anna", "Luca"]
    setup.focus = widget_row(setup, "Players").widgets[0]
    press(app, pygame.K_RIGHT)  # a third seat comes, with its usual name
    assert setup.players == 3 and setup.names[:2] == ["Anna", "Luca"]
    assert setup.names[2] not in ("", "Anna", "Luca")
    click(button(setup, "Start").rect.center)
    app.run_frames(2)
    assert isinstance(app.top, TableScene) and app.top.words.names[:2] == ["Anna", "Luca"]
    assert settings.load_settings()[0].last_names == ("Anna", "Luca", "")
    app.show_home()
    app.run_frames(1)
    click(button(app.top, "New match").rect.center)
    app.run_frames(1)
    again = app.top
    assert isinstance(again, NewMatch)
    assert again.names[:2] == ["Anna", "Luca"] and again.seats[:2] == ["human", "human"]


def _computers_round_over(app: App) -> None:
    """A match of two computers, watched, up to its first round's summary."""
    from scopa.ui.match import MatchConfig
    from scopa.ui.scenes.overlays import SummaryScene

    config = MatchConfig(Rules.preset("scopa"), ["cpu:easy", "cpu:easy"], seed=5, speed="fast")
    app.start_match(config)
    for _ in range(20000):
        if isinstance(app.top, SummaryScene):
            return
        app.step(1 / 60, draw=False)
    raise AssertionError("the round never ended")


def test_a_match_of_computers_goes_on_to_its_next_round_by_itself(app: App) -> None:
    # watching the computer play, the round's summary waited for a click at every round
    from scopa.ui.scenes.overlays import WATCH_WAIT, SummaryScene

    _computers_round_over(app)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    app.step(1 / 60)
    assert summary.buttons[0].label == f"Continue ({int(WATCH_WAIT)})"  # it counts down
    app.step(WATCH_WAIT / 2)
    assert app.top is summary and summary.buttons[0].label == f"Continue ({int(WATCH_WAIT / 2)})"
    app.step(WATCH_WAIT / 2 + 0.1)
    assert app.top is not summary
    assert app.table is not None and app.table.game.round_number == 2


def test_a_click_on_the_summary_holds_it_for_the_one_watching(app: App) -> None:
    from scopa.ui.scenes.overlays import WATCH_WAIT, SummaryScene

    _computers_round_over(app)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    app.step(1.0)  # past the moment a panel takes no click
    click((summary.buttons[0].rect.centerx, summary.buttons[0].rect.top - 40))  # on the panel
    app.step(1 / 60)
    assert summary.buttons[0].label == "Continue"
    app.step(WATCH_WAIT * 2)
    assert app.top is summary  # it waits for Continue now
    click(summary.buttons[0].rect.center)
    app.step(1 / 60)
    assert app.top is not summary and app.table is not None and app.table.game.round_number == 2


def test_a_person_at_the_table_is_always_waited_for_at_the_summary(app: App) -> None:
    from scopa.ui.scenes.overlays import SummaryScene

    for seats in (["human", "cpu:easy"], ["cpu:easy", "human"]):
        summary = SummaryScene(app, _table(app, seats), _scored())
        assert summary.waits is None


def _table(app: App, seats: list[str]) -> TableScene:
    from scopa.ui.match import MatchConfig

    app.start_match(MatchConfig(Rules.preset("scopa"), seats, seed=5))
    assert app.table is not None
    return app.table


def _scored():
    from scopa.core.events import RoundScored

    game = played_game(0)
    while not game.round_over:
        game.play(game.legal_moves()[0])
    return next(e for e in reversed(game.events) if isinstance(e, RoundScored))


def test_a_scrolled_lists_cues_have_strips_of_their_own_at_the_largest_text(app: App) -> None:
    # at text size 200% the scroll cue lay on the first row, cut at the list's edge: each cue
    # now has a strip of its own, and the focused row is always whole and clear of both
    import dataclasses

    app.resize((960, 600))
    app.settings = dataclasses.replace(app.settings, ui_scale=200)
    screen = SettingsScreen(app)
    app.push(screen)
    app.run_frames(1)
    f = app.font_size()
    band = round(f * 0.6)
    seen_both = False
    for _ in range(len(screen.rows)):
        press(app, pygame.K_DOWN)
        area = screen.area
        top = area.top + (band if screen.more[0] else 0)
        bottom = area.bottom - (band if screen.more[1] else 0)
        seen_both = seen_both or all(screen.more)
        focus = screen.focus
        if any(focus in row.widgets for row in screen.rows):  # not the Back button below
            assert focus is not None and top <= focus.rect.top and focus.rect.bottom <= bottom
    assert seen_both


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_loads_buttons_keep_their_words_whole_at_the_largest_text(app: App, lang: str) -> None:
    # Load's Delete was drawn in tiny letters at text size 200%: its column was too narrow
    import dataclasses

    from scopa.store import saves
    from scopa.ui.text import render

    saves.save_match(played_game(), saves.MatchSetup(seats=["human", "cpu:easy"]), "Sunday")
    i18n.set_language(lang)
    app.resize((960, 600))
    app.settings = dataclasses.replace(app.settings, ui_scale=200)
    screen = LoadScreen(app)
    app.push(screen)
    app.run_frames(1)
    f = app.font_size()
    buttons = [w for row in screen.rows for w in row.widgets]
    assert len(buttons) == 2
    for b in buttons:  # the label at the text size, with room either side: not shrunk
        assert render(b.label, f, bold=True).get_width() <= b.rect.width - f, b.label


def test_stepping_through_the_variants_leaves_the_rows_below_in_place(app: App) -> None:
    # a longer or shorter description pushed the rows below up and down under the pointer
    press(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, NewMatch)
    setup.focus = setup.rows[1].widgets[0]  # the variant
    app.run_frames(1)
    tops = set()
    presets = sum(1 for v in setup.variants if v.preset)
    for _ in range(presets - 1):
        press(app, pygame.K_RIGHT)
        app.run_frames(1)
        assert setup.variant.preset
        tops.add(widget_row(setup, "Players").top)
    assert len(tops) == 1, sorted(tops)


def test_f11_fills_the_screen_and_brings_the_window_back_as_it_was(app: App) -> None:
    # leaving fullscreen kept the screen's size, the window running off the screen
    app.resize((1100, 700))
    press(app, pygame.K_F11)
    assert app.fullscreen
    press(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1100, 700)
    assert isinstance(app.top, MainMenu)


def test_leaving_fullscreen_asks_the_window_back_to_its_size_centred(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a change of video mode left the window at the screen's size, off the screen (seen
    # under Xvfb, with and without a window manager): the desktop is filled instead, and
    # the window is given back its size and put in the middle
    said: list[tuple[str, object]] = []

    class Window:
        def set_fullscreen(self, desktop: bool = False) -> None:
            said.append(("fullscreen", desktop))

        def set_windowed(self) -> None:
            said.append(("windowed", None))

        def __setattr__(self, name: str, value: object) -> None:
            said.append((name, value))

    monkeypatch.setattr(App, "_window", staticmethod(lambda: Window()))
    app.resize((1100, 700))
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    assert said == [
        ("fullscreen", True),
        ("windowed", None),
        ("size", (1100, 700)),
        ("position", pygame.WINDOWPOS_CENTERED),
    ]


@pytest.mark.parametrize(
    ("size", "scale"), [((960, 600), 200), ((960, 600), 150), ((1280, 800), 200)]
)
def test_rules_sections_stay_in_their_box_at_the_largest_text(
    size: tuple[int, int], scale: int
) -> None:
    """At 200% in a 960x600 window the sections' titles ran below the panel, over the hint
    line and off the window; each stays in the box, and a click on one still jumps to it."""
    i18n.set_language("en")
    from scopa.store.settings import Settings

    made = App(None, size=size, settings=Settings(ui_scale=scale))
    try:
        made.run_frames(2)
        press(made, *[pygame.K_DOWN] * 4, pygame.K_RETURN)
        screen = made.top
        assert isinstance(screen, RulesScreen)
        made.run_frames(1)
        f = made.font_size()
        box_bottom = round(f * 3.6) + round(size[1] - f * 7.8)
        assert len(screen.index_rects) == len(screen.sections) >= 7
        listed = [rect for rect in screen.index_rects if rect.width]
        assert len(listed) >= 2 and all(rect.bottom <= box_bottom for rect in listed)
        last = len(screen.sections) - 1
        for _ in range(last):  # the list follows the section being read to the last
            press(made, pygame.K_RIGHT)
        assert screen.index_rects[last].width
        assert all(rect.bottom <= box_bottom for rect in screen.index_rects if rect.width)
        press(made, pygame.K_HOME)
        shown = [i for i, rect in enumerate(screen.index_rects) if rect.width]
        chosen = shown[-1]  # the lowest title listed: a click jumps to its section
        click(screen.index_rects[chosen].center)
        made.run_frames(2)
        title = next(i for i in screen.items if i.kind == "title" and i.section == chosen)
        assert screen.scroll > 0 and 0 <= title.y - screen.scroll < screen.view.height
    finally:
        made.close()
