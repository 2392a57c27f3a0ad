"""The in-game menu over the table (Escape): resume, save, rules, settings, leave, quit.

While it is open the table waits (it only acts when it is on top); the autosave already holds
the position, so leaving loses nothing and Continue brings the match back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import language, t
from ..nav import Navigator, Scene
from ..table.face import TableFace
from ..text import GOLD, blit, fit, render
from ..widgets import Button, dim, navigate, panel
from .form import confirm
from .rules_screen import RulesScreen, own_words
from .saves_screen import SaveScreen
from .settings_screen import SettingsScreen


class PauseMenu(Scene):
    def __init__(self, app: Navigator, table: TableFace) -> None:
        super().__init__(app)
        self.table = table
        self.focus = 0
        self.message = ""
        self.buttons: list[Button] = []
        self.lang = ""
        self._build()

    def _build(self) -> None:
        self.lang = language()
        self.buttons = [
            Button(t("resume"), self.resume, default=True, click=self.app.click),
            Button(t("save_match"), self.save, enabled=not self.table.remote, click=self.app.click),
            Button(t("menu_rules"), self.rules, click=self.app.click),
            Button(t("menu_settings"), self.settings, click=self.app.click),
            Button(t("leave"), self.leave, click=self.app.click),
            Button(t("menu_quit"), self.quit, click=self.app.click),
        ]

    def resume(self) -> None:
        self.app.pop(self)

    def save(self) -> None:
        self.app.push(SaveScreen(self.app, self.table, self._saved))

    def _saved(self, message: str) -> None:
        self.message = message

    def rules(self) -> None:
        game = self.table.game
        own = own_words(game.rules) if self.table.config.rules_file else ""  # a house rule's
        self.app.push(
            RulesScreen(self.app, game.rules, self.table.deck, game.players, description=own)
        )

    def settings(self) -> None:
        self.app.push(SettingsScreen(self.app))

    def leave(self) -> None:
        """Back to the home screen; a host with players at other computers is asked first,
        since its leaving stops their match too (it is kept: Continue hosts it again)."""
        self._leaving(self.app.show_home)

    def quit(self) -> None:
        """Close the game: the match is already saved (the window's closing finishes any
        write still waiting), and Continue brings it back; a host is asked first, as above."""
        self._leaving(self.app.quit)

    def _leaving(self, then: Callable[[], None]) -> None:
        others = self.table.hosting_others()
        if not others:
            then()
            return
        confirm(
            self.app,
            t("leave_hosted_title"),
            t("leave_hosted_question", n=others),
            t("leave_hosted_yes"),
            t("cancel"),
            then,
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return
        self.focus = navigate(self.buttons, self.focus, event)

    def update(self, dt: float) -> None:
        if self.lang != language():
            self._build()

    def draw(self, target: pygame.Surface) -> None:
        if not self.buttons:
            self._build()
        dim(target)
        w, h = target.get_size()
        n = len(self.buttons)
        # the panel's height in text sizes; the largest text keeps the whole panel in view
        units = 4.5 + n * 1.9 * 1.35 + (1.4 if self.message else 0)
        f = min(self.app.font_size(), int(h * 0.96 / units))
        bw, bh = round(min(w * 0.5, f * 14)), round(f * 1.9)
        height = round(f * 4.5 + n * bh * 1.35 + (f * 1.4 if self.message else 0))
        rect = pygame.Rect(0, 0, bw + f * 4, height)
        rect.center = (w // 2, h // 2)
        target.blit(panel(rect.size, 255, (16, 40, 30)), rect)
        blit(
            target,
            render(t("paused"), round(f * 1.4), GOLD, bold=True),
            (rect.centerx, rect.top + f),
            "midtop",
        )
        y = rect.top + f * 3.3
        for i, b in enumerate(self.buttons):
            b.place_rect(pygame.Rect(rect.centerx - bw // 2, round(y), bw, bh))
            b.draw(target, f, i == self.focus)
            y += bh * 1.35
        if self.message:
            blit(
                target,
                fit(self.message, round(f * 0.8), rect.width - f, colour=GOLD),
                (rect.centerx, y + f * 0.2),
                "midtop",
            )
