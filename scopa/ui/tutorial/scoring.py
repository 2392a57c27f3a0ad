"""The lessons' last page: the round's scoring counted on the player's own pile.

The pile is laid out a suit a row; each page lights the cards one category counts (all of
them, the coins, the seven of coins, the best card of each suit with its primiera value, the
sevens) and says in a sentence what was counted and who scores it. The numbers are the
core's (the round's :class:`~scopa.core.scoring.SideDetail` and points), never counted here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core.cards import SUITS, Card
from ...core.events import RoundScored
from ...core.scoring import primiera_values
from ...words.cards import suit_name
from ...words.variants import term
from ..cards import ASPECT, card_size
from ..i18n import decimal, language, t
from ..nav import Navigator, Scene
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import Button, dim, panel, wrap

if TYPE_CHECKING:
    from ..scenes.table import TableScene
    from .guide import Guide

# the categories in the order they are counted (those the round scored), then the total
ORDER = ("cards", "coins", "settebello", "primiera", "sevens", "scope")


class ScoringLesson(Scene):
    """The round's categories, one page each, over the lesson's table."""

    def __init__(self, app: Navigator, table: TableScene, ev: RoundScored, course: Guide) -> None:
        super().__init__(app)
        self.table, self.ev, self.course = table, ev, course
        points = ev.result.points[0]
        self.pages = [c for c in ORDER if c in points] + ["total"]
        self.page = 0
        self.next = Button("", self.advance, default=True, click=app.click)
        self.leave = Button("", course.leave, click=app.click)
        self._dark: dict[tuple[Card, tuple[int, int]], pygame.Surface] = {}
        self._laid: tuple[tuple, list[pygame.Surface]] | None = None  # the page's words

    @property
    def category(self) -> str:
        return self.pages[self.page]

    def advance(self) -> None:
        """The next category; after the total, the end of the lessons."""
        if self.page + 1 < len(self.pages):
            self.page += 1
        else:
            self.course.finish()

    # -- what each page says and lights ------------------------------------------------------
    def _who(self, category: str) -> str:
        mine, theirs = (p.get(category, 0) for p in self.ev.result.points)
        return "you" if mine > theirs else "them" if theirs > mine else "none"

    def words(self) -> str:
        """The page's sentences: what is counted, both sides' numbers, who scores."""
        you, them = self.ev.result.details
        rules, deck = self.course.rules, self.table.deck
        lang = language()
        name = self.table.words.names[1]
        cat = self.category
        values: dict[str, object] = {"name": name}
        if cat == "total":
            mine, theirs = self.ev.result.totals
            return t(
                "learn_score_total", mine=mine, theirs=theirs, name=name, target=rules.target(2)
            )
        if cat == "cards":
            values |= {"mine": you.cards, "theirs": them.cards}
        elif cat == "coins":
            values |= {
                "mine": you.coins,
                "theirs": them.coins,
                "suit": suit_name("coins", deck, lang),
            }
        elif cat == "settebello":
            values |= {
                "card": self.table.words.the(Card(7, "coins")),
                "settebello": term(rules, "settebello", lang),
                "mine": int(you.settebello),
            }
        elif cat == "primiera":
            values |= {
                "mine": decimal(you.primiera or 0, None),
                "theirs": decimal(them.primiera or 0, None),
            }
        elif cat == "sevens":
            values |= {"mine": you.sevens, "theirs": them.sevens}
        elif cat == "scope":
            values |= {
                "mine": you.sweeps,
                "theirs": them.sweeps,
                "sweep": term(rules, "sweep", lang),
            }
        said = t(f"learn_score_{cat}", **values)
        return f"{said} {t('learn_score_point', who=self._who(cat), name=name)}"

    def lit(self) -> dict[Card, str]:
        """The cards of the pile this page lights, each with the number shown under it
        (empty: none)."""
        you = self.ev.result.details[0]
        pile, cat = you.pile, self.category
        if cat in ("cards", "total"):
            return {c: "" for c in pile}
        if cat == "coins":
            return {c: "" for c in pile if c.suit == "coins"}
        if cat == "settebello":
            return {c: "" for c in pile if c == Card(7, "coins")}
        if cat == "sevens":
            return {c: "" for c in pile if c.rank == 7}
        if cat == "primiera":
            scale = primiera_values(self.course.rules.scoring.primiera_scale)
            best = [c for c in you.primiera_cards if c is not None]
            return {c: decimal(scale[c.rank], None) for c in best}
        return {}

    # -- input and drawing ---------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        for button in (self.next, self.leave):
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
                self.next.press()
            elif event.key == pygame.K_LEFT and self.page:
                self.page -= 1
            elif event.key == pygame.K_ESCAPE:
                self.leave.press()

    def draw(self, target: pygame.Surface) -> None:
        dim(target, 120)
        w, h = target.get_size()
        f = self.app.font_size()
        rect = pygame.Rect(0, 0, min(w - f, f * 44), h - f)
        rect.center = (w // 2, h // 2)
        target.blit(panel(rect.size, 240, (16, 40, 30)), rect)
        title = t("learn_score_title", page=self.page + 1, of=len(self.pages))
        blit(
            target,
            fit(title, round(f * 1.2), rect.width - f * 2, colour=GOLD, bold=True),
            (rect.centerx, rect.top + f // 2),
            "midtop",
        )
        # the words, at the bottom, and the buttons under them
        size = round(f * 0.95)
        lines = self._lines(size, rect.width - f * 3)
        bh = round(f * 1.9)
        words_h = len(lines) * round(size * 1.3)
        bottom = rect.bottom - f // 2 - bh
        y = bottom - f // 2 - words_h
        for line in lines:
            blit(target, line, (rect.centerx, y), "midtop")
            y += round(size * 1.3)
        self.next.label = t(
            "learn_score_next" if self.page + 1 < len(self.pages) else "learn_score_done"
        )
        self.leave.label = t("learn_leave")
        bw = round(min(rect.width * 0.3, f * 12))
        self.next.place_rect(pygame.Rect(rect.centerx + f // 2, bottom, bw, bh))
        self.leave.place_rect(pygame.Rect(rect.centerx - f // 2 - bw, bottom, bw, bh))
        self.leave.draw(target, round(f * 0.85))
        self.next.draw(target, round(f * 0.85))
        top = rect.top + round(f * 2.4)
        self._draw_pile(
            target,
            pygame.Rect(rect.left + f, top, rect.width - 2 * f, bottom - f - words_h - top - f),
        )

    def _lines(self, size: int, width: int) -> list[pygame.Surface]:
        """The page's sentences, wrapped to ``width`` (laid out once a page, language and
        size: a frame only blits them)."""
        key = (self.page, language(), size, width)
        if self._laid is None or self._laid[0] != key:
            lines = [render(line, size, LIGHT) for line in wrap(self.words(), size, width)]
            self._laid = (key, lines)
        return self._laid[1]

    def _draw_pile(self, target: pygame.Surface, area: pygame.Rect) -> None:
        """The player's pile, a suit a row (coins first), the lit cards raised and outlined."""
        pile = self.ev.result.details[0].pile
        lit = self.lit()
        rows = [sorted((c for c in pile if c.suit == s), key=lambda c: c.rank) for s in SUITS]
        card_h = min(area.height / (len(rows) * 1.08), area.width / 11 * ASPECT)
        size = card_size(card_h / ASPECT)
        label_size = max(12, round(size[1] * 0.2))
        images = self.table.images
        for r, row in enumerate(rows):
            y = area.top + r * area.height / len(rows)
            step = min(size[0] * 1.08, (area.width - size[0]) / max(1, len(row) - 1))
            x0 = area.centerx - (step * (len(row) - 1) + size[0]) / 2
            for i, card in enumerate(row):
                face = images.face(card, size)
                x = round(x0 + i * step)
                if card in lit:
                    box = pygame.Rect(x, round(y), *size)
                    pygame.draw.rect(target, GOLD, box.inflate(6, 6), 3, border_radius=6)
                    target.blit(face, box)
                    if lit[card]:
                        number = render(lit[card], label_size, GOLD, bold=True)
                        back = panel((number.get_width() + 10, number.get_height() + 4), 230)
                        spot = back.get_rect(midbottom=(box.centerx, box.bottom - 2))
                        target.blit(back, spot)
                        blit(target, number, spot.center, "center")
                else:
                    target.blit(self._shaded(card, size, face), (x, round(y)))

    def _shaded(self, card: Card, size: tuple[int, int], face: pygame.Surface) -> pygame.Surface:
        """A card this page does not count, darker (made once per card and size)."""
        key = (card, size)
        shaded = self._dark.get(key)
        if shaded is None:
            shaded = face.copy()
            shaded.fill((120, 120, 120), special_flags=pygame.BLEND_RGB_MULT)
            self._dark[key] = shaded
        return shaded
