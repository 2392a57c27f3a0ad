"""The calm word after an uncaught error in the window (see :meth:`App.step`).

What happened in one sentence, whether the match in progress is saved, where the game's log
is, and two buttons: Go on (the main menu, whose Continue takes the match up again) and Quit.
It is drawn over a picture of the window as the error found it, taken once: nothing of the
screen that failed is asked to draw or move again while it shows.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from ..i18n import t
from ..nav import Navigator, Scene
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import Button, button_row, dim, navigate, panel, wrap
from .overlays import SETTLE

# what stopped, in the player's words: the scene that failed, by its class's name
WHERE = {"TableScene": "crash_where_table", "MainMenu": "crash_where_menu"}


class CrashScene(Scene):
    """What happened, whether the match is saved, where the log is; Go on and Quit."""

    opaque = True

    def __init__(
        self,
        app: Navigator,
        backdrop: pygame.Surface | None,
        *,
        where: str,
        saved: bool | None,
        log: Path | None,
        go_on: Callable[[], None],
        leave: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.backdrop = backdrop
        self.where = where  # the failing scene's class name (see WHERE)
        self.saved = saved  # None: there was no match in progress to keep
        self.log = log  # None: the game writes no log file this time
        self.focus = 0
        self.age = 0.0  # seconds shown: a key or click meant for the screen that failed waits
        self.rect = pygame.Rect(0, 0, 0, 0)  # the panel, as last drawn
        self.buttons = [
            Button(t("crash_go_on"), go_on, default=True, click=app.click),
            Button(t("quit"), leave, click=app.click),
        ]

    def sentences(self) -> list[str]:
        """The panel's words, one paragraph each, in the language of the moment."""
        where = t(WHERE.get(self.where, "crash_where_screen"))
        said = [t("crash_what", where=where)]
        if self.saved is not None:
            said.append(t("crash_saved" if self.saved else "crash_not_saved"))
        said.append(t("crash_log") if self.log is not None else t("crash_no_log"))
        return said

    def handle(self, event: pygame.event.Event) -> None:
        pressed = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if self.age < SETTLE and event.type in pressed:
            return  # meant for the screen that failed, before the message was there to read
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.buttons[0].press()  # Escape goes on, as the default button does
            return
        self.focus = navigate(self.buttons, self.focus, event)

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, target: pygame.Surface) -> None:
        w, h = target.get_size()
        if self.backdrop is not None and self.backdrop.get_size() == (w, h):
            target.blit(self.backdrop, (0, 0))
        else:
            target.fill((16, 40, 30))
        dim(target, 170)
        f = self.app.font_size()
        width = round(min(w * 0.8, f * 34))
        inner = width - f * 3
        title = render(t("crash_title"), round(f * 1.3), GOLD, bold=True)
        lines: list[pygame.Surface] = []
        for paragraph in self.sentences():
            lines += [render(line, f, LIGHT) for line in wrap(paragraph, f, inner)]
            lines.append(pygame.Surface((1, f // 2), pygame.SRCALPHA))  # a paragraph's gap
        if self.log is not None:  # the path alone on its line, as small as it must be
            lines.insert(-1, fit(str(self.log), round(f * 0.85), inner, colour=GOLD))
        for b in self.buttons:
            b.place((0, 0), f)
        row = max(b.rect.height for b in self.buttons)
        body = sum(s.get_height() for s in lines)
        height = round(f * 1.2 + title.get_height() + f * 0.8 + body + f * 0.6 + row + f * 1.2)
        rect = pygame.Rect(0, 0, width, min(height, h - f))
        rect.center = (w // 2, h // 2)
        self.rect = rect
        target.blit(panel(rect.size, 255, (16, 40, 30)), rect)
        radius = max(6, min(rect.size) // 8)  # the panel's own corners
        pygame.draw.rect(target, (200, 170, 90), rect, 2, border_radius=radius)
        y = rect.top + f * 1.2
        blit(target, title, (rect.centerx, y), "midtop")
        y += title.get_height() + f * 0.8
        for line in lines:
            blit(target, line, (rect.centerx, y), "midtop")
            y += line.get_height()
        button_row(self.buttons, rect.centerx, f, bottom=rect.bottom - f * 1.2)
        for i, b in enumerate(self.buttons):
            b.draw(target, f, i == self.focus)
