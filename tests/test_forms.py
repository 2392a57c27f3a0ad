"""Forms and their lists at any text size: the panel keeps its room, rows are drawn whole
and reached by wheel, keys and drag, text fields and sliders behave as they do elsewhere."""

from __future__ import annotations

import pygame
import pytest

from scopa.store.settings import Settings
from scopa.ui import widgets
from scopa.ui.app_loop import App
from scopa.ui.scenes.settings_screen import SettingsScreen
from tests.helpers import keydown, typed

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


def test_a_text_field_behaves_as_text_fields_do() -> None:
    from scopa.ui.widgets import TextField

    pygame.init()
    seen: list[str] = []
    field = TextField("Scopa 2026-12-01 12.00", seen.append, limit=40)
    field.key(typed("My match"))  # the default is selected as the field opens: replaced
    assert field.value == "My match" and seen[-1] == "My match"
    field.key(keydown(pygame.K_BACKSPACE, pygame.KMOD_CTRL))  # a word
    assert field.value == "My "
    field.key(typed("table"))
    field.key(keydown(pygame.K_HOME))
    field.key(typed("Our "))
    assert field.value == "Our My table"
    field.key(keydown(pygame.K_END))
    field.key(keydown(pygame.K_LEFT, pygame.KMOD_SHIFT))
    field.key(typed("E"))
    assert field.value == "Our My tablE"
    field.key(keydown(pygame.K_a, pygame.KMOD_CTRL))
    assert field.selection == (0, len(field.value))
    field.key(typed("New"))
    assert field.value == "New"
    field.key(keydown(pygame.K_HOME))
    field.key(keydown(pygame.K_DELETE))
    assert field.value == "ew"


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


def _wheel(app, n: int) -> None:
    for _ in range(n):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.run_frames(2)


def test_settings_reach_their_last_row_by_wheel_keys_and_drag() -> None:
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.settings_screen import SettingsScreen

    app = App(None, size=(960, 600))
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        app.run_frames(2)
        last = screen.rows[-1]
        area = screen.area

        def last_shown() -> bool:
            return area.top + last.top - screen.scroll + last.height <= area.bottom + 1

        assert screen.scroll == 0 and not last_shown(), "the list is longer than the window"
        _wheel(app, 40)
        assert last_shown()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
        app.run_frames(2)
        assert screen.scroll == 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
        app.run_frames(2)
        assert last_shown()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
        app.run_frames(2)
        x = area.left + 4  # on the labels, away from the controls
        y = area.bottom - 4
        post = pygame.event.post
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
        post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(x, area.top - 2000), rel=(0, 0), buttons=(1, 0, 0)
            )
        )
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, area.top - 2000), button=1))
        app.run_frames(2)
        assert last_shown()
    finally:
        app.close()


def test_a_text_field_stays_inside_the_list_it_scrolls_in() -> None:
    pygame.init()
    target = pygame.Surface((200, 200))
    target.fill((0, 0, 0))
    field = widgets.TextField("", lambda v: None, placeholder="a name")
    field.rect = pygame.Rect(10, 150, 180, 40)  # half below the list's edge at 170
    target.set_clip(pygame.Rect(0, 0, 200, 170))
    field.draw(target, 20)
    target.set_clip(None)
    assert all(target.get_at((x, y))[:3] == (0, 0, 0) for x in range(200) for y in range(171, 200))
