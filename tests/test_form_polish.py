"""Menu lists at any text size: the panel keeps its room, rows are drawn whole."""

from __future__ import annotations

import pytest

from scopa.store.settings import Settings
from scopa.ui.app_loop import App
from scopa.ui.i18n import set_language
from scopa.ui.scenes.settings_screen import SettingsScreen


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


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
