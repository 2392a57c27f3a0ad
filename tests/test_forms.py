"""Menu lists at any text size: the panel keeps its room, rows are drawn whole."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scopa.store.settings import Settings
from scopa.ui.app_loop import App
from scopa.ui.i18n import set_language
from scopa.ui.scenes.settings_screen import SettingsScreen


pytestmark = pytest.mark.usefixtures("english")


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_large_text_leaves_the_settings_list_most_of_the_window(size) -> None:
    app = App(None, size=size, settings=Settings(ui_scale=150))
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        app.run_frames(2)
        assert screen.area.height >= size[1] * 0.5
    finally:
        app.close()


def test_a_scrolled_list_draws_only_whole_rows_inside_its_area() -> None:
    app = App(None, size=(1280, 800), settings=Settings())
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        for scroll in (0.0, 37.0, 90.0, 1e9):
            screen.scroll = scroll
            app.run_frames(1)
            for row in screen.rows:
                for widget in row.widgets:
                    if widget.rect.width:
                        assert screen.area.contains(widget.rect), (scroll, row.label)
    finally:
        app.close()


def _keydown(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def _typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def test_a_text_field_behaves_as_text_fields_do() -> None:
    from scopa.ui.widgets import TextField

    pygame.init()
    seen: list[str] = []
    field = TextField("Scopa 2026-12-01 12.00", seen.append, limit=40)
    field.key(_typed("My match"))  # the default is selected as the field opens: replaced
    assert field.value == "My match" and seen[-1] == "My match"
    field.key(_keydown(pygame.K_BACKSPACE, pygame.KMOD_CTRL))  # a word
    assert field.value == "My "
    field.key(_typed("table"))
    field.key(_keydown(pygame.K_HOME))
    field.key(_typed("Our "))
    assert field.value == "Our My table"
    field.key(_keydown(pygame.K_END))
    field.key(_keydown(pygame.K_LEFT, pygame.KMOD_SHIFT))
    field.key(_typed("E"))
    assert field.value == "Our My tablE"
    field.key(_keydown(pygame.K_a, pygame.KMOD_CTRL))
    assert field.selection == (0, len(field.value))
    field.key(_typed("New"))
    assert field.value == "New"
    field.key(_keydown(pygame.K_HOME))
    field.key(_keydown(pygame.K_DELETE))
    assert field.value == "ew"


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
        pygame.event.post(_typed("Sunday"))
        app.run_frames(1)
        assert field.value == "Sunday"
        pygame.event.post(_keydown(pygame.K_a, pygame.KMOD_CTRL))
        pygame.event.post(_keydown(pygame.K_BACKSPACE))
        app.run_frames(1)
        assert field.value == ""
    finally:
        app.close()


@pytest.mark.parametrize("by", ["key", "click"])
def test_changing_the_players_keeps_the_focus_where_it_was(by) -> None:
    from scopa.ui.scenes.newmatch import NewMatch

    app = App(None, size=(1280, 800))
    try:
        screen = NewMatch(app)
        app.push(screen)
        screen._variant(next(i for i, v in enumerate(screen.variants) if v.preset == "escoba"))
        app.run_frames(1)

        def players():
            return next(w for r in screen.rows if r.label == "Players" for w in r.widgets)

        screen.focus = screen.buttons[-1]  # Start, below the seats that are about to grow
        app.run_frames(1)
        if by == "key":
            screen.focus = players()
            pygame.event.post(_keydown(pygame.K_RIGHT))
        else:
            rect = players().rect
            pos = (rect.right - 5, rect.centery)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.run_frames(2)
        assert screen.players > 2
        assert screen.focus is players()
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_small_words_agree_with_the_buttons_and_with_each_other(lang) -> None:
    from scopa.ui.i18n import t
    from scopa.ui.scenes.house_rules import words

    set_language(lang)
    intro = t("house_rules_intro", variant="Scopa", use=t("use_rules"), save=t("save_rules"))
    assert t("use_rules") in intro and t("save_rules") in intro
    # a scoring category switched off reads the same whether it is points or a rule
    assert words(0, ("scoring", "re_bello")) == words("none", ("scoring", "napola"))
    assert words(0, ("scoring", "re_bello")) != t("no")
    assert t("house_rule_file", file="x.yaml", base="Scopa").startswith("*")  # the "*" mark


def test_statistics_rows_follow_what_the_variants_score() -> None:
    from scopa.ui.scenes.stats_screen import cell, shown_rows
    from scopa.ui.storage import VariantStats

    escoba = shown_rows(["escoba"])
    assert "primiere" not in escoba and "settebelli" in escoba  # the siete de oros scores
    assert "primiere" in shown_rows(["escoba", "scopa"])
    assert cell(VariantStats(), "best_comeback") == "-"
    # beside Scopa, Escoba's column says it has no primiera rather than 0 of them
    played = VariantStats(rounds=3, primiere=0, settebelli=1)
    assert cell(played, "primiere", "escoba") == "-" and cell(played, "primiere", "scopa") == "0"
    assert cell(played, "settebelli", "escoba") == "1" and cell(played, "primiere") == "0"
    # rounds played but no match ended yet: no share of matches won, so no "0" beside
    # another column's "1 (50 %)"; rounds won still has its share
    assert cell(played, "matches_won") == "-"
    assert cell(VariantStats(matches=2, matches_won=0), "matches_won").startswith("0 (0")
    assert cell(VariantStats(rounds=3), "rounds_won").startswith("0 (0")


def test_statistics_column_titles_share_one_size_and_a_long_one_takes_two_lines() -> None:
    from scopa.ui.scenes.stats_screen import title_lines
    from scopa.ui.text import render

    pygame.init()
    room = render("Scopone", 22, bold=True).get_width() + 4
    size, heads = title_lines(["All variants", "Scopa", "Scopone"], 22, room)
    assert size == 22  # the rows' own size: "All variants" goes on two lines instead
    assert heads == [["All", "variants"], ["Scopa"], ["Scopone"]]
    # a title too long for two lines at the rows' size makes every title smaller, together
    size, heads = title_lines(["Tutte le varianti di casa", "Scopa"], 22, room)
    assert size < 22 and all(len(lines) <= 2 for lines in heads)
    assert all(render(x, size, bold=True).get_width() <= room for x in heads[0] + heads[1])


def test_match_over_buttons_are_evenly_spaced() -> None:
    from scopa.ui.scenes.overlays import _Dialog
    from scopa.ui.widgets import Button

    pygame.init()
    dialog = _Dialog.__new__(_Dialog)
    dialog.buttons = [Button(label, lambda: None) for label in ("New match", "Main menu", "Quit")]
    dialog.place_buttons(pygame.Rect(0, 0, 1000, 400), 20)
    rects = [b.rect for b in dialog.buttons]
    gaps = {b.left - a.right for a, b in itertools.pairwise(rects)}
    assert len(gaps) == 1 and len({r.width for r in rects}) == 1
    assert abs((rects[0].left + rects[-1].right) / 2 - 500) <= 1


def test_the_round_summary_says_a_category_was_tied() -> None:
    """Primiera 78 to 78 goes to nobody: the summary says the sides were level, not only 0
    and 0 (which reads as if neither had one)."""
    from scopa.core.scoring import SideDetail
    from scopa.ui.scenes.overlays import _tied

    def side(primiera: float | None, cards: int) -> SideDetail:
        return SideDetail(
            cards=cards, coins=5, sevens=2, settebello=False, primiera=primiera,
            primiera_cards=(), sweeps=0, napola=0, pile=(),
        )  # fmt: skip

    level = [side(78, 20), side(78, 20)]
    assert _tied("primiera", [0, 0], level) and _tied("cards", [0, 0], level)
    assert _tied("coins", [0, 0], level) and _tied("sevens", [0, 0], level)
    assert not _tied("primiera", [1, 0], [side(78, 22), side(70, 18)])
    assert not _tied("primiera", [0, 0], [side(None, 20), side(None, 20)])  # none had one
    assert not _tied("settebello", [0, 0], level)


def test_the_round_summary_says_the_velo_counted_in_the_four_sevens() -> None:
    """Escoba's four sevens score 3 "including" the siete de oros (VARIANTS.md, Escoba): the
    velo's own row scores 0, and says where its point went instead of a bare "took it"."""
    from scopa.core.rules import Rules
    from scopa.core.scoring import score_masks
    from scopa.ui.scenes.overlays import SummaryScene
    from tests.helpers import mask

    rules = Rules.preset("escoba")
    four = mask("7D 7C 7S 7B")
    result = score_masks(rules, [four, rules.deck.cards.mask & ~four], [0, 0])
    assert result.points[0]["settebello"] == 0 and result.points[0]["sevens"] == 3
    try:
        for language, words in (("en", "in the four sevens"), ("es", "cuatro sietes")):
            set_language(language)
            said = SummaryScene._detail(None, "settebello", result.details[0])  # type: ignore[arg-type]
            assert words in said
            assert SummaryScene._detail(None, "settebello", result.details[1]) == "-"  # type: ignore[arg-type]
        three = score_masks(rules, [mask("7D 7C 7S"), mask("7B")], [0, 0])
        set_language("en")
        assert SummaryScene._detail(None, "settebello", three.details[0]) == "took it"  # type: ignore[arg-type]
    finally:
        set_language("en")


def test_a_list_longer_than_its_window_says_there_is_more_above_or_below() -> None:
    app = App(None, size=(1280, 800), settings=Settings())
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        app.run_frames(1)
        assert screen.more == (False, True)  # the first rows: more below
        screen.scroll = 1e9
        app.run_frames(1)
        assert screen.more == (True, False)  # the last rows: more above
        screen.scroll = 40.0
        app.run_frames(1)
        assert screen.more == (True, True)
    finally:
        app.close()
    tall = App(None, size=(1280, 2000), settings=Settings())
    try:
        screen = SettingsScreen(tall)
        tall.push(screen)
        tall.run_frames(1)
        assert screen.more == (False, False)  # everything in view: no cue
    finally:
        tall.close()


def _mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(1, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def test_dragging_the_text_size_keeps_its_slider_in_view_and_steps_nothing_else() -> None:
    # the rows grow as the text does: the slider stays in view, and the release, which
    # lands where another row has come to be (Animation speed), steps nothing there
    from scopa.ui.widgets import Slider

    app = App(None, size=(960, 600))
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        app.run_frames(2)
        screen.scroll = 200.0
        app.run_frames(2)
        slider = next(r for r in screen.rows if r.label == "Text size").widgets[0]
        assert isinstance(slider, Slider) and screen.area.contains(slider.rect)
        before = app.settings
        start = slider.rect.center
        for event in (
            _mouse(pygame.MOUSEBUTTONDOWN, start),
            _mouse(pygame.MOUSEMOTION, (slider.rect.right - 4, start[1])),
            _mouse(pygame.MOUSEBUTTONUP, (slider.rect.right - 4, start[1])),
        ):
            pygame.event.post(event)
            app.run_frames(2)
        assert app.settings.ui_scale > before.ui_scale
        assert app.settings.replace(ui_scale=before.ui_scale) == before  # nothing else
        assert screen.focus is slider and screen.area.contains(slider.rect)
    finally:
        app.close()


def test_a_press_slid_off_a_control_is_no_click() -> None:
    app = App(None, size=(960, 600))
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        app.run_frames(2)
        row = next(r for r in screen.rows if r.label == "Animation speed")
        choice = row.widgets[0]
        right = (choice.rect.right - 4, choice.rect.centery)
        back = screen.buttons[0]
        pygame.event.post(_mouse(pygame.MOUSEBUTTONDOWN, back.rect.center))
        pygame.event.post(_mouse(pygame.MOUSEBUTTONUP, right))
        app.run_frames(2)
        assert app.settings.speed == "normal"  # pressed on Back, let go on the arrow
        assert app.top is screen  # and Back was not clicked either
        pygame.event.post(_mouse(pygame.MOUSEBUTTONDOWN, right))
        pygame.event.post(_mouse(pygame.MOUSEBUTTONUP, right))
        app.run_frames(2)
        assert app.settings.speed != "normal"  # a click: pressed and let go on the arrow
    finally:
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_text_size_goes_to_200_percent_by_the_mouse_and_the_keys(size, tmp_path) -> None:
    # the slider stopped at 150%, where the table and the menus are made to hold 200%
    from scopa.ui.widgets import Slider

    app = App(None, size=size)
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        app.run_frames(2)

        def slider() -> Slider:
            found = next(r for r in screen.rows if r.label == "Text size").widgets[0]
            assert isinstance(found, Slider)
            return found

        screen.scroll = 200.0
        app.run_frames(2)
        bar = slider().rect
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # near its right end
            pygame.event.post(_mouse(kind, (bar.right - bar.height * 2 - 4, bar.centery)))
            app.run_frames(2)
        assert app.settings.ui_scale >= 175 and screen.focus is slider()
        for _ in range(3):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
            app.run_frames(2)
        assert app.settings.ui_scale == 200 and slider().value == 200
        assert screen.area.contains(slider().rect)
        app.screenshot(tmp_path / "settings-200.png")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
        app.run_frames(2)
        assert app.settings.ui_scale == 175
    finally:
        app.close()
