"""The menus around saved things: Continue, Load, Save, Statistics, and the sound setting."""

from __future__ import annotations

import pygame
import pytest

from scopa.store import saves, stats
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.chart import SIDE_COLOURS
from scopa.ui.i18n import set_language, t
from scopa.ui.scenes.form import Dialog
from scopa.ui.scenes.menu import MainMenu
from scopa.ui.scenes.pause import PauseMenu
from scopa.ui.scenes.saves_screen import LoadScreen, SaveScreen, shown_name
from scopa.ui.scenes.settings_screen import SettingsScreen
from scopa.ui.scenes.stats_screen import StatsScreen
from scopa.ui.scenes.table import TableScene
from tests.helpers import (
    button,
    click,
    key,
    keydown,
    played_game,
    press,
    type_text,
    typed,
    widget_row,
)


# -- continue, load and save -------------------------------------------------------------------
def test_continue_resumes_the_autosave(tmp_path) -> None:
    game = played_game()
    saves.save_match(game, saves.MatchSetup(["human", "cpu:easy"], ["Ada", "Bo"]))
    app = App(None, size=(1280, 800))
    try:
        app.run_frames(1)
        menu = app.top
        assert menu.buttons[0].label == "Continue"
        scores = game.scores
        assert menu.continue_note() == f"Scopa: Ada {scores[0]} \u2013 {scores[1]} Bo (to 11)"
        press(app, pygame.K_RETURN)
        table = app.top
        assert isinstance(table, TableScene)
        assert list(table.game.moves) == list(game.moves)
        assert table.words.names == ["Ada", "Bo"]
        assert table.config.seats == ["human", "cpu:easy"]
    finally:
        app.close()


def test_load_screen_lists_slots_and_resumes_one(app: App) -> None:
    game = played_game(8, seed=9)
    saves.save_match(game, saves.MatchSetup(["human", "cpu:hard"]), "Evening")
    folder = saves.saves_dir()
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    app.push(LoadScreen(app))
    app.run_frames(1)
    screen = app.top
    notes = [r.label for r in screen.rows if r.note]
    line = next(n for n in notes if "Scopa, 2 players" in n)
    assert f": You {game.scores[0]} \u2013 {game.scores[1]} Marco" in line  # a scoreline
    assert "today at " in line  # when it was saved, as a person says it
    assert any(n.startswith("Cannot be loaded") for n in notes)
    broken = widget_row(screen, "broken").widgets[0]
    assert not broken.enabled
    click(widget_row(screen, "Evening").widgets[0].rect.center)
    app.run_frames(1)
    table = app.top
    assert isinstance(table, TableScene)
    assert list(table.game.moves) == list(game.moves)


def test_the_in_game_menu_saves_a_named_slot(app: App) -> None:
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    press(app, pygame.K_ESCAPE, pygame.K_DOWN, pygame.K_RETURN)
    screen = app.top
    assert isinstance(screen, SaveScreen)
    key(pygame.K_DELETE)
    type_text("My match")
    app.run_frames(1)
    press(app, pygame.K_RETURN)  # Enter in the field saves
    assert isinstance(app.top, PauseMenu)
    assert "My match" in app.top.message
    assert [s.name for s in saves.list_slots()] == ["My match"]
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TableScene)


def test_leaving_the_table_offers_continue(app: App) -> None:
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    table.app.run_frames(5)
    press(app, pygame.K_ESCAPE)
    app.top.leave()
    app.run_frames(1)
    assert isinstance(app.top, MainMenu)
    assert app.top.buttons[0].label == "Continue"


# -- statistics ----------------------------------------------------------------------------
def test_statistics_reset_asks_first(app: App) -> None:
    numbers = stats.Statistics()
    numbers.record_round("scopa", {"scope": 2, "settebello": 1}, True)
    numbers.record_match("scopa", True, 3)
    stats.save_stats(numbers)
    app.push(StatsScreen(app))
    app.run_frames(1)
    screen = app.top
    click(button(screen, "Reset statistics").rect.center)
    app.run_frames(1)
    assert isinstance(app.top, Dialog)
    press(app, pygame.K_ESCAPE)  # no: nothing is forgotten
    assert app.top is screen
    assert stats.load_stats()[0].of("scopa").matches == 1
    click(button(screen, "Reset statistics").rect.center)
    app.run_frames(1)
    press(app, pygame.K_RIGHT, pygame.K_RETURN)  # to "Reset" and confirm
    assert app.top is screen
    assert stats.load_stats()[0].variants == {}


class FakeBoard:
    def __init__(self) -> None:
        self.enabled, self.volume, self.played = True, 0.8, []

    def set_enabled(self, on: bool) -> None:
        self.enabled = on

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self, name: str) -> None:
        self.played.append(name)


def test_sound_follows_the_settings(app: App) -> None:
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    board, menu_board = FakeBoard(), FakeBoard()
    table.sound = type("Sounds", (), {"board": board})()
    app._menu_sound = menu_board
    screen = SettingsScreen(app)
    app.push(screen)
    screen.change("volume", 30)
    assert board.volume == pytest.approx(0.3) and menu_board.volume == pytest.approx(0.3)
    assert menu_board.played == ["click"]  # a click to hear the new volume
    screen.change("sound", False)
    assert board.enabled is False and menu_board.enabled is False
    app.click()
    assert menu_board.played == ["click"]  # sound off: the menus are silent too


def test_starting_or_loading_over_a_match_in_progress_asks_first(app: App) -> None:
    from scopa.ui.scenes.newmatch import NewMatch

    game = played_game(6, seed=3)
    saves.save_match(game, saves.MatchSetup(["human", "cpu:easy"]))
    saves.save_match(played_game(4, seed=5), saves.MatchSetup(["human", "cpu:hard"]), "Other")
    app.push(NewMatch(app))
    app.run_frames(1)
    button(app.top, "Start").press()
    app.run_frames(1)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    assert dialog.buttons[1].label == t("replace_start")
    assert "lost" not in " ".join(dialog.lines)
    press(app, pygame.K_RETURN)  # No is the safe default: the match in progress is kept
    assert isinstance(app.top, NewMatch)
    assert saves.read_save(saves.autosave_path()).game.record() == game.record()
    app.pop()
    app.push(LoadScreen(app))
    app.run_frames(1)
    click(widget_row(app.top, "Other").widgets[0].rect.center)
    app.run_frames(1)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    assert dialog.buttons[1].label == t("replace_load")  # says what it does
    click(dialog.buttons[1].rect.center)  # yes: load it
    app.run_frames(1)
    assert isinstance(app.top, TableScene) and app.top.config.seats == ["human", "cpu:hard"]
    # the match in progress was not lost, as the question said: it is a save of its own
    (kept,) = [s for s in saves.list_slots() if s.name.startswith("Kept ")]
    assert saves.read_save(kept.path).game.record() == game.record()
    assert app.top.notice is not None and shown_name(kept.name) in app.top.notice.text


def test_a_slot_can_be_deleted_after_a_question(app: App) -> None:
    saves.save_match(played_game(4, seed=2), saves.MatchSetup(["human", "cpu:easy"]), "Old")
    app.push(LoadScreen(app))
    app.run_frames(1)
    row = widget_row(app.top, "Old")
    click(row.widgets[1].rect.center)
    app.run_frames(1)
    assert isinstance(app.top, Dialog)
    press(app, pygame.K_RETURN)  # No, the safe default
    assert saves.slot_path("Old").exists()
    click(widget_row(app.top, "Old").widgets[1].rect.center)
    app.run_frames(1)
    click(app.top.buttons[1].rect.center)
    app.run_frames(1)
    assert not saves.slot_path("Old").exists()
    assert not any(r.label == "Old" for r in app.top.rows)


def test_saving_over_a_slot_of_the_same_name_asks_first(app: App) -> None:
    from scopa.ui.scenes.saves_screen import SaveScreen

    first = played_game(4, seed=2)
    saves.save_match(first, saves.MatchSetup(["human", "cpu:easy"]), "Same")
    app.start_match(MatchConfig(first.rules, ["human", "cpu:easy"], seed=8, speed="instant"))
    app.run_frames(5)
    screen = SaveScreen(app, app.table)
    screen.name = "Same"
    app.push(screen)
    app.run_frames(1)
    screen.save()
    app.run_frames(1)
    assert isinstance(app.top, Dialog)
    press(app, pygame.K_RETURN)  # keep the old one
    assert saves.read_save(saves.slot_path("Same")).game.record() == first.record()


def test_the_save_screen_lists_the_slots_and_replaces_one_after_the_question(app: App) -> None:
    from scopa.ui.scenes.saves_screen import SaveScreen
    from scopa.ui.widgets import Button

    first = played_game(4, seed=2)
    saves.save_match(first, saves.MatchSetup(["human", "cpu:easy"]), "Old one")
    app.start_match(MatchConfig(first.rules, ["human", "cpu:easy"], seed=8, speed="instant"))
    app.run_frames(5)
    screen = SaveScreen(app, app.table)
    app.push(screen)
    app.run_frames(1)
    row = next(r for r in screen.rows if r.label == "Old one")
    (replace,) = row.widgets
    assert isinstance(replace, Button)
    replace.press()
    app.run_frames(1)
    assert isinstance(app.top, Dialog)  # the question first
    assert saves.read_save(saves.slot_path("Old one")).game.record() == first.record()
    next(b for b in app.top.buttons if b.label == t("overwrite")).press()
    app.run_frames(1)
    assert saves.read_save(saves.slot_path("Old one")).game.record() == app.table.game.record()


def _colours_in(surface: pygame.Surface, area: pygame.Rect) -> set[tuple[int, int, int]]:
    seen = set()
    for x in range(area.left, area.right, 2):
        for y in range(area.top, area.bottom, 2):
            seen.add(tuple(surface.get_at((x, y)))[:3])
    return seen


def test_statistics_chart_the_last_matches_and_choose_a_variant(app: App) -> None:
    numbers = stats.Statistics()
    numbers.record_round("scopa", {"scope": 1}, True)
    numbers.record_match("scopa", True)
    for i, (variant, mine, theirs) in enumerate(
        [("scopa", 11, 4), ("escoba", 9, 21), ("scopa", 12, 10), ("scopa", 3, 11)]
    ):
        outcome = "won" if mine > theirs else "lost"
        numbers.record_finished(stats.Finished(variant, f"2026-02-0{i + 1}", outcome, mine, theirs))
    stats.save_stats(numbers)
    app.push(StatsScreen(app))
    app.run_frames(1)
    screen = app.top
    right = pygame.Rect(app.size[0] // 2 + 40, 150, app.size[0] // 2 - 140, app.size[1] - 300)
    seen = _colours_in(app.screen, right)
    assert SIDE_COLOURS[0] in seen and SIDE_COLOURS[1] in seen
    (chooser,) = [w for r in screen.rows for w in r.widgets]
    assert chooser.options[0][1] == t("stats_total")
    assert len(screen.stats.recent(screen.chart_variant)) == 4
    chooser.on_change("escoba")
    assert [m.mine for m in screen.stats.recent(screen.chart_variant)] == [9]


def test_statistics_before_any_finished_match_say_so_instead_of_a_chart(app: App) -> None:
    numbers = stats.Statistics()
    numbers.record_round("scopa", {"scope": 1}, True)  # a round, but no match to its end
    stats.save_stats(numbers)
    app.push(StatsScreen(app))
    app.run_frames(1)
    right = pygame.Rect(app.size[0] // 2 + 40, 150, app.size[0] // 2 - 140, app.size[1] - 300)
    seen = _colours_in(app.screen, right)
    assert SIDE_COLOURS[1] not in seen
    assert not app.top.rows  # one variant: nothing to choose


def test_default_seat_names_follow_a_language_change(app: App) -> None:
    """A match started with "You" and a computer's name says "Tu" once Settings turn the
    game to Italian; the save keeps no English word for it."""
    from scopa import Rules
    from scopa.ui import i18n
    from scopa.ui.scenes.newmatch import NewMatch

    app.push(NewMatch(app))
    app.run_frames(1)
    button(app.top, "Start").press()
    app.run_frames(1)
    table = app.top
    assert isinstance(table, TableScene)
    human = table.config.seats.index("human")
    assert table.config.names is not None and table.config.names[human] == ""
    assert table.words.names[human] == "You"
    computer = table.words.names[1 - human]
    i18n.set_language("it")
    app.run_frames(1)
    assert table.words.names[human] == i18n.t("you") != "You"
    assert table.words.names[1 - human] == computer  # a name, not a word: it stays
    i18n.set_language("en")
    hot = App(
        MatchConfig(Rules.preset("scopa"), ["human", "cpu:easy", "human"], names=["", "", ""]),
        size=(1280, 800),
    )
    try:
        assert [hot.table.words.names[0], hot.table.words.names[2]] == ["Player 1", "Player 2"]
        i18n.set_language("es")
        hot.run_frames(1)
        assert hot.table.words.names[2] == i18n.t("player_n", n=2) != "Player 2"
    finally:
        hot.close()
        i18n.set_language("en")


def test_a_kept_match_is_named_in_the_players_language(app: App) -> None:
    # the match in progress, kept aside before a new one, is a save named in the player's
    # words: "Conservata 2026-12-01 16.00" at an Italian table
    from scopa.ui import i18n
    from scopa.ui.storage import Storage

    game = played_game(4, seed=3)
    saves.save_match(game, saves.MatchSetup(["human", "cpu:easy"]))  # the autosave
    i18n.set_language("it")
    try:
        name = Storage().keep_autosave()
    finally:
        i18n.set_language("en")
    assert name is not None and name.startswith("Conservata ")
    assert any(s.name == name for s in saves.list_slots())


def test_a_kept_match_is_offered_once_from_load_and_no_longer_by_continue() -> None:
    # a hosted match started over a hot-seat one does not write the autosave: the kept
    # match was offered twice, by Continue and under Load
    game = played_game(4, seed=3)
    saves.save_match(game, saves.MatchSetup(["human", "human"]))  # the autosave
    name = saves.keep_autosave()
    assert name is not None
    assert saves.load_autosave() == (None, None)
    slot = next(s for s in saves.list_slots() if s.name == name)
    assert saves.read_save(slot.path).game.record() == game.record()


def test_a_match_where_nothing_was_played_is_not_kept() -> None:
    """Trying a deck or a variant and leaving at once leaves no save behind: the Load list
    would fill with matches at 0 - 0, round 1, that no one played."""
    from scopa import Game, Rules

    saves.save_match(Game(Rules.preset("scopa"), 2, seed=4), saves.MatchSetup(["human", "cpu"]))
    assert saves.keep_autosave() is None
    assert not saves.list_slots()
    saves.save_match(played_game(1, seed=4), saves.MatchSetup(["human", "cpu:easy"]))
    assert saves.keep_autosave() is not None  # one card played is a match to keep


def test_a_kept_match_is_named_in_the_language_of_now_with_its_date_as_said() -> None:
    from datetime import datetime

    from scopa.ui.scenes.saves_screen import shown_name

    now = datetime(2026, 12, 2, 9, 0)
    try:
        set_language("en")
        assert shown_name("Guardada 2026-12-02 03.36", now) == "Kept today at 03:36"
        assert shown_name("Conservata 2026-12-02 03.36 (2)", now) == "Kept today at 03:36 (2)"
        assert shown_name("Scopa 2026-12-01 21.05", now) == "Scopa yesterday at 21:05"
        assert shown_name("Scopa 2026-11-20 21.05", now) == "Scopa 20 Nov 2026 at 21:05"
        assert shown_name("Guardadas de la abuela", now) == "Guardadas de la abuela"  # a name
        assert shown_name("Table 2026-13-45 99.99", now) == "Table 2026-13-45 99:99"  # no date
        set_language("es")
        assert shown_name("Kept 2026-12-02 03.36", now) == "Guardada hoy a las 03:36"
        set_language("it")
        assert shown_name("Scopa 2026-01-05 21.05", now) == "Scopa 5 gen 2026 alle 21:05"
    finally:
        set_language("en")


def test_a_slots_line_names_each_side_and_says_its_date_once() -> None:
    from datetime import datetime
    from pathlib import Path

    from scopa.ui.scenes.saves_screen import slot_line

    now = datetime(2026, 12, 2, 9, 0)
    slot = saves.SlotInfo(
        name="Scopone 2026-12-02 08.15",
        path=Path("x.json"),
        saved_at=datetime(2026, 12, 2, 8, 15, 40),
        title="Scopone",
        players=4,
        scores=[7, 4],
        target=11,
        round=3,
        seats=["human", "cpu:easy", "cpu:hard", "cpu:medium"],
        names=["Anna", "Marco", "Luca", "Sara"],
        teams=[0, 1, 0, 1],
        deck="neapolitan",
    )
    line = slot_line(slot, now)  # the name says the minute it was saved: not said again
    assert line == "Scopone, 4 players: Anna & Luca 7 \u2013 4 Marco & Sara (to 11), round 3"
    slot.name = "Evening"
    assert slot_line(slot, now).endswith("round 3, today at 08:15")


def test_a_save_written_in_another_time_zone_is_dated_in_this_ones() -> None:
    from datetime import datetime, timedelta, timezone

    from scopa.ui.scenes.saves_screen import when

    written = datetime(2026, 12, 2, 3, 36, tzinfo=timezone(timedelta(hours=9)))
    here = written.astimezone()  # the same moment on this machine's clock
    assert when(written, here.replace(tzinfo=None)) == f"today at {here:%H:%M}"


def test_a_saves_scores_read_as_a_scoreline() -> None:
    # "Jugador 1 & Jugador 2 0 - Marco & Giulia 0" ran each score into the next side's name
    from scopa.ui.table.words import side_scores

    two = side_scores(["human", "cpu:easy"], ["Anna", "Marco"], "neapolitan", (0, 1), (2, 3))
    assert two == "Anna 2 \u2013 3 Marco"
    three = side_scores(
        ["human", "cpu:easy", "cpu:easy"],
        ["Anna", "Marco", "Sara"],
        "neapolitan",
        (0, 1, 2),
        (7, 4, 2),
    )
    assert three == "Anna 7 \u00b7 Marco 4 \u00b7 Sara 2"


def test_the_name_offered_is_dated_when_the_match_is_saved(app: App, monkeypatch) -> None:
    # opened at 12:48 and saved at 12:49: the Load screen showed "today at 12:48" in the
    # name and "today at 12:49" in the line under it
    from datetime import datetime

    from scopa.ui.scenes import saves_screen

    class Clock(datetime):
        minute_now = 48

        @classmethod
        def now(cls, tz=None):
            return datetime(2026, 12, 3, 12, cls.minute_now)

    monkeypatch.setattr(saves_screen, "datetime", Clock)
    game = played_game(4, seed=2)
    app.start_match(MatchConfig(game.rules, ["human", "cpu:easy"], seed=8, speed="instant"))
    app.run_frames(5)
    screen = SaveScreen(app, app.table)
    app.push(screen)
    app.run_frames(1)
    assert screen.name == "Scopa 2026-12-03 12.48"
    Clock.minute_now = 49
    screen.save()
    app.run_frames(1)
    assert saves.slot_path("Scopa 2026-12-03 12.49").exists()
    assert not saves.slot_path("Scopa 2026-12-03 12.48").exists()
    # a name the player typed is theirs, whenever it is saved
    screen = SaveScreen(app, app.table)
    app.push(screen)
    app.run_frames(1)
    screen._named("Sunday")
    Clock.minute_now = 55
    screen.save()
    app.run_frames(1)
    assert saves.slot_path("Sunday").exists()


def test_load_groups_the_kept_matches_and_deletes_them_all_after_a_question(app: App) -> None:
    # thirteen kept saves piled up after a few command-line starts, each deleted by hand
    from datetime import datetime, timedelta

    game = played_game()
    setup = saves.MatchSetup(seats=["human", "cpu:easy"])
    saves.save_match(game, setup, "Sunday at Nonna's")
    start = datetime(2026, 12, 6, 20, 0)
    for k in range(4):
        saves.save_match(game, setup, f"Kept {(start + timedelta(minutes=k)):%Y-%m-%d %H.%M}")
    saves.save_match(game, setup, "Guardada 2026-12-06 21.00")  # kept in another language
    screen = LoadScreen(app)
    app.push(screen)
    app.run_frames(1)
    labels = [r.label for r in screen.rows]
    heading = labels.index(t("kept_group", n=5))
    assert labels.index("Sunday at Nonna's") < heading  # the named saves first
    kept = [r.label for r in screen.rows[heading:] if len(r.widgets) == 2]  # Load, Delete
    assert len(kept) == 5 and all(label.startswith("Kept ") for label in kept)
    every = button_in_rows(screen, t("delete_kept", n=5))
    assert screen.focus is not every  # the first in focus is a Load, never this
    for _ in range(30):  # down the list by keys to the button after the kept matches
        if screen.focus is every:
            break
        press(app, pygame.K_DOWN)
    app.run_frames(1)
    click(every.rect.center)
    app.run_frames(1)
    dialog = app.top
    assert isinstance(dialog, Dialog) and t("delete_kept_question", n=5) in dialog.lines
    assert dialog.buttons[0].label == t("keep_them")  # the safe answer first
    click(dialog.buttons[0].rect.center)  # nothing goes
    app.run_frames(1)
    assert len(saves.list_slots()) == 6
    app.run_frames(1)
    click(button_in_rows(screen, t("delete_kept", n=5)).rect.center)
    app.run_frames(1)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    click(dialog.buttons[1].rect.center)
    app.run_frames(1)
    assert [s.name for s in saves.list_slots()] == ["Sunday at Nonna's"]
    assert t("kept_group", n=5) not in [r.label for r in screen.rows]


def button_in_rows(screen: LoadScreen, label: str):
    return next(w for row in screen.rows for w in row.widgets if w.label == label)


@pytest.mark.usefixtures("english")
def test_the_save_name_box_opens_with_its_default_name_selected() -> None:
    from scopa import Rules
    from scopa.ui.app_loop import MatchConfig
    from scopa.ui.scenes.saves_screen import SaveScreen
    from scopa.ui.widgets import TextField

    config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"], speed="instant")
    app = App(config, size=(1280, 800))
    try:
        screen = SaveScreen(app, app.table)
        app.push(screen)
        app.run_frames(2)
        field = screen.focus
        assert isinstance(field, TextField) and field.selection == (0, len(field.value)) != (0, 0)
        pygame.event.post(typed("Sunday"))
        app.run_frames(1)
        assert field.value == "Sunday"
        pygame.event.post(keydown(pygame.K_a, pygame.KMOD_CTRL))
        pygame.event.post(keydown(pygame.K_BACKSPACE))
        app.run_frames(1)
        assert field.value == ""
    finally:
        app.close()
