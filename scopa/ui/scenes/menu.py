"""The main menu: Continue, New match, Learn to play, Load, Rules, Statistics, Settings, Quit.

Continue appears only when the autosave holds a match that is not over. Problems met at start
(a settings, save or statistics file that had to be set aside) are shown once, over the menu.
"""

from __future__ import annotations

import logging
import math

import pygame

from ...core.cards import Card
from ...core.rules import DEFAULT_PRESET, Rules
from ...net import keeping
from ...net.keeping import Resumed
from ...words.variants import title as variant_title
from ..cards import card_size, load_art
from ..felt import felt
from ..i18n import language, t
from ..match import config_for
from ..messages import about_a_file, problem_text
from ..nav import Navigator, Scene
from ..storage import Saved
from ..table.hosted import take_up
from ..table.words import side_scores
from ..text import GOLD, blit, fit, render
from ..widgets import Button, navigate
from .form import Dialog, confirm
from .join import JoinScreen
from .newmatch import NewMatch
from .rules_screen import RulesScreen
from .saves_screen import LoadScreen
from .settings_screen import SettingsScreen
from .stats_screen import StatsScreen

log = logging.getLogger(__name__)
_FAN = (Card(1, "coins"), Card(7, "cups"), Card(7, "coins"), Card(10, "swords"), Card(5, "clubs"))


def hosted_match() -> Resumed | None:
    """The match this computer hosted and left unfinished, if there is one to take up."""
    if not keeping.save_path().exists():
        return None
    try:
        return keeping.resume()
    except Exception as exc:  # not one to take up: said in the log, the menu goes on
        log.info("the hosted match cannot be taken up: %s", exc)
        return None


def menu_deck(app: Navigator) -> str:
    deck = app.settings.deck
    return "neapolitan" if deck == "auto" else deck


class MainMenu(Scene):
    opaque = True

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.saved: Saved | None = None
        saved, problem = app.store.load_autosave()
        self.saved = saved
        if problem:
            app.problems.append(problem)
        self.hosted = hosted_match()
        self.focus = 0
        self._fan: tuple[tuple[int, int], str, pygame.Surface] | None = None
        self.buttons: list[Button] = []
        self.rebuild()
        self._told = False

    def rebuild(self) -> None:
        """The buttons, in the current language (Continue only when there is a match)."""
        entries = [
            ("menu_continue", self.resume) if self.saved else None,
            ("menu_continue_lan", self.resume_hosted) if self.hosted else None,
            ("menu_new", self.new_match),
            ("menu_learn", self.learn),
            ("menu_join", self.join),
            ("menu_load", self.load),
            ("menu_rules", self.rules),
            ("menu_stats", self.statistics),
            ("menu_settings", self.settings),
            ("menu_quit", self.ask_quit),
        ]
        self.buttons = [
            Button(t(key), action, click=self.app.click)
            for key, action in (e for e in entries if e)
        ]
        self.lang = language()
        self.focus = min(self.focus, len(self.buttons) - 1)

    # -- actions -------------------------------------------------------------------------
    def resume(self) -> None:
        if self.saved is not None:
            saved, self.saved = self.saved, None
            self.app.start_match(config_for(saved, self.app.settings.speed), game=saved.game)

    def resume_hosted(self) -> None:
        """The match this window hosted, hosted again: its seats rejoin with their tokens."""
        if self.hosted is not None:
            resumed, self.hosted = self.hosted, None
            s = self.app.settings
            match = take_up(resumed, s.speed, s.stand_in_after)
            self.app.start_match(match.config, game=resumed.saved.game, match=match)

    def ask_quit(self) -> None:
        """Quitting asks first (the match in progress is kept either way)."""
        confirm(
            self.app, t("menu_quit"), t("quit_question"), t("menu_quit"), t("cancel"), self.app.quit
        )

    def new_match(self) -> None:
        self.app.push(NewMatch(self.app))

    def learn(self) -> None:
        """Learn to play: the guided first match, or the lessons where they were left."""
        self.app.learn()

    def join(self) -> None:
        self.app.push(JoinScreen(self.app))

    def load(self) -> None:
        self.app.push(LoadScreen(self.app))

    def rules(self) -> None:
        deck = None if self.app.settings.deck == "auto" else self.app.settings.deck
        self.app.push(RulesScreen(self.app, Rules.preset(DEFAULT_PRESET), deck, choose=True))

    def statistics(self) -> None:
        self.app.push(StatsScreen(self.app))

    def settings(self) -> None:
        self.app.push(SettingsScreen(self.app))

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()
            return
        self.focus = navigate(self.buttons, self.focus, event)

    def update(self, dt: float) -> None:
        if not self._told and self.app.top is self and self.app.problems:
            self._told = True
            about_files = [p for p in self.app.problems if about_a_file(p)]
            problems = [problem_text(p) for p in self.app.problems]
            self.app.problems = []
            title = t("problems_title") if about_files else t("already_open_title")
            self.app.push(Dialog(self.app, title, problems, [(t("ok"), lambda: None)]))
        if self.lang != language():
            self.rebuild()  # the language changed in Settings

    def continue_note(self) -> str:
        """What Continue would bring back: the variant and each side's score by name."""
        assert self.saved is not None
        game, setup = self.saved.game, self.saved.setup
        deck = setup.deck or game.rules.deck.art
        return t(
            "continue_note",
            variant=variant_title(game.rules, language()),
            score=side_scores(setup.seats, setup.names, deck, game.teams, game.scores),
            target=game.target,
        )

    # -- drawing -------------------------------------------------------------------------
    def _fan_surface(self, width: int) -> pygame.Surface:
        deck = menu_deck(self.app)
        size = card_size(width)
        if self._fan is None or self._fan[0] != size or self._fan[1] != deck:
            art = load_art(deck)
            n = len(_FAN)
            placed = []
            for i, card in enumerate(_FAN):
                angle = (i - (n - 1) / 2) * -11
                face = pygame.transform.rotozoom(art.face(card, size), angle, 1.0)
                dx = (i - (n - 1) / 2) * size[0] * 0.62
                dy = abs(i - (n - 1) / 2) ** 1.6 * size[1] * 0.05
                placed.append((face, face.get_rect(center=(round(dx), round(dy)))))
            bounds = placed[0][1].unionall([r for _, r in placed[1:]])  # every corner inside
            surf = pygame.Surface(bounds.size, pygame.SRCALPHA)
            for face, rect in placed:
                surf.blit(face, rect.move(-bounds.x, -bounds.y))
            self._fan = (size, deck, surf)
        return self._fan[2]

    def draw(self, target: pygame.Surface) -> None:
        w, h = target.get_size()
        f = self.app.font_size()
        target.blit(felt((w, h)), (0, 0))
        left = w * 0.30
        title_size = round(min(h * 0.16, w * 0.1))
        glow = render(t("title"), title_size, (90, 60, 10), outline=False, bold=True)
        for dx, dy in ((3, 4), (2, 2)):
            blit(target, glow, (left + dx, h * 0.1 + dy), "midtop")
        title = render(t("title"), title_size, GOLD, bold=True)
        blit(target, title, (left, h * 0.1), "midtop")
        subtitle = fit(t("menu_subtitle"), round(f * 1.0), round(w * 0.5))
        blit(target, subtitle, (left, h * 0.1 + title.get_height() + f * 0.3), "midtop")
        fan = self._fan_surface(round(min(w * 0.1, h * 0.15)))
        blit(target, fan, (left, h * 0.93), "midbottom")
        self._draw_buttons(target, w, h, f)
        if self.saved is not None and self.buttons:
            note = self.continue_note()
            b = self.buttons[0]
            # under its button, centred on it: as wide as the window lets it be on both
            # sides, so that large text stays large rather than shrunk to the button
            room = 2 * min(b.rect.centerx, w - b.rect.centerx) - f
            blit(
                target,
                fit(note, round(f * 0.75), max(b.rect.width, room)),
                (b.rect.centerx, b.rect.bottom + 3),
                "midtop",
            )

    def _draw_buttons(self, target: pygame.Surface, w: int, h: int, f: int) -> None:
        n = len(self.buttons)
        bw = round(min(w * 0.34, f * 15))
        bh = round(min(f * 2.1, h * 0.8 / (n * 1.35)))
        gap = round(bh * 0.35) + (f // 2 if self.saved else 0)
        total = n * bh + (n - 1) * gap
        if total > h * 0.84 and n > 1:  # large text: the column keeps a margin top and bottom
            scale = h * 0.84 / total
            bh, gap = round(bh * scale), round(gap * scale)
            total = n * bh + (n - 1) * gap
        x = round(w * 0.72 - bw / 2)
        y = round(h / 2 - total / 2)
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 400)
        for i, b in enumerate(self.buttons):
            b.place_rect(pygame.Rect(x, y, bw, bh))
            b.draw(target, round(f * 1.05), i == self.focus)
            if i == self.focus:
                pygame.draw.rect(
                    target,
                    (255, 230, 150),
                    b.rect.inflate(6, 6),
                    1 + round(pulse),
                    border_radius=bh // 3,
                )
            y += bh + gap + (f // 2 if i == 0 and self.saved else 0)
