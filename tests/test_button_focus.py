"""One control lit at a time: the keys and the mouse share one focus, a screen's buttons
light one by one, and the focus stays where it was when a form rebuilds."""

from __future__ import annotations

import pygame
import pytest

from scopa.ui import widgets
from scopa.ui.app_loop import App
from scopa.ui.scenes.pause import PauseMenu
from tests.helpers import keydown, make_app


def test_keys_after_the_mouse_leave_one_button_lit() -> None:
    pygame.init()
    buttons = [widgets.Button(str(i), lambda: None) for i in range(4)]
    for i, b in enumerate(buttons):
        b.place_rect(pygame.Rect(0, i * 50, 100, 40))
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 120), rel=(0, 0), buttons=(0, 0, 0))
    focus = widgets.navigate(buttons, 0, motion)
    assert focus == 2 and buttons[2].hover
    focus = widgets.navigate(buttons, focus, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
    lit = [i for i, b in enumerate(buttons) if b.hover or i == focus]
    assert lit == [3]


def test_the_pause_menu_lights_one_button() -> None:
    app = make_app("human,cpu:random", speed="instant")
    try:
        app.open_pause(app.table)
        app.run_frames(1)
        menu = app.top
        assert isinstance(menu, PauseMenu)
        centre = menu.buttons[2].rect.center
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
        app.run_frames(2)
        lit = [i for i, b in enumerate(menu.buttons) if b.hover or i == menu.focus]
        assert lit == [3]
    finally:
        app.close()


def test_the_button_that_opened_a_screen_goes_out_when_the_screen_closes() -> None:
    """Plays lit under the mouse, clicked: the history opens over the table. Once it closes
    the table is told where the mouse is now, so the button is not left lit."""
    from scopa.ui.scenes.history import HistoryScene

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.top
        app.run_frames(30)
        plays = table.tools()[-1]
        plays.hover = True  # the mouse was over it when it was clicked
        plays.press()
        assert isinstance(app.top, HistoryScene)
        app.top.close()
        assert app.top is table
        assert not plays.hover
    finally:
        app.close()


@pytest.mark.usefixtures("english")
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
            pygame.event.post(keydown(pygame.K_RIGHT))
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
