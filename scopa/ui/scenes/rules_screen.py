"""The rules of the selected variant, in the player's language, with small card examples.

The words come from :func:`scopa.ui.rules_text.explain`, built from the Rules object itself,
so a house rule changes the explanation. Sections are listed on the left (click to jump);
the text scrolls with the wheel, the arrows, Page Up/Down, Home and End.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...core.reading import printable
from ...core.rules import Rules
from ...words.variants import preset_title
from ...words.variants import title as variant_title
from ..cards import CardImages, card_size, load_art
from ..decks import shows_game
from ..felt import felt
from ..i18n import language, t
from ..nav import Navigator, Scene
from ..rules_text import Example, Section, explain
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import GREY, Button, Choice, panel, wrap

LIT = (250, 210, 90)
LEAD = (230, 225, 200)  # a house rule's own words, apart from the rules' explanation


def own_words(rules: Rules | None) -> str:
    """A house rule's ``description:``, as written, ready to draw: its lines kept, a tab
    as a space."""
    text = (rules.description if rules else "").replace("\t", " ")[:500]
    return "\n".join(printable(line, 500).rstrip() for line in text.splitlines()).strip()


@dataclass
class _Item:
    kind: str  # "lead", "title", "line" or "example"
    y: int
    height: int
    text: str = ""
    example: Example | None = None
    section: int = 0


class RulesScreen(Scene):
    opaque = True

    def __init__(
        self,
        app: Navigator,
        rules: Rules,
        deck: str | None = None,
        players: int | None = None,
        *,
        choose: bool = False,
        description: str = "",
    ):
        super().__init__(app)
        self.rules, self.players = rules, players
        self.description = description  # a house rule's own words, shown before its rules
        self.deck = deck or rules.deck.art
        self.fixed_deck = deck
        if not shows_game(self.deck, rules.deck.ranks):
            self.deck = rules.deck.art
        self.images = CardImages(load_art(self.deck, rules.deck.ranks))
        self.chooser: Choice | None = None
        if choose:  # from the main menu: Tab steps through the presets
            names = Rules.presets_in_menu_order()
            options = [(n, preset_title(n, language())) for n in names]
            options.sort(key=lambda o: (o[0] != names[0], o[1].casefold()))  # as New match
            self.chooser = Choice(
                options, rules.name, self.show_variant, click=self.app.click, name_steps=False
            )
        self.scroll = 0.0
        self.dragged: tuple[int, float, bool] | None = None  # press y, scroll then, moved
        self.items: list[_Item] = []
        self.sections: list[Section] = []
        self._key: tuple[object, ...] | None = None
        self.content_h = 0
        self.view = pygame.Rect(0, 0, 1, 1)
        self.index_rects: list[pygame.Rect] = []
        self.back_button = Button(t("back"), self.close_screen, default=True, click=self.app.click)

    def show_variant(self, name: str) -> None:
        """Another preset's rules, with its own deck."""
        self.rules = Rules.preset(name)
        self.description = ""
        ranks = self.rules.deck.ranks
        deck = self.fixed_deck or self.rules.deck.art
        if not shows_game(deck, ranks):
            deck = self.rules.deck.art
        if deck != self.deck or ranks != getattr(self.images.art, "game_ranks", ranks):
            self.deck = deck
            self.images.close()  # a deck of one's own: its cards no longer asked for
            self.images = CardImages(load_art(deck, ranks))
        self._key = None
        self.scroll = 0.0

    def close_screen(self) -> None:
        self.images.close()
        self.app.pop(self)

    # -- layout --------------------------------------------------------------------------
    def _lay_out(self, width: int, f: int) -> None:
        key = (width, f, language())
        if key == self._key:
            return
        self._key = key
        self.sections = explain(self.rules, language(), self.deck, self.players)
        self.back_button.label = t("back")
        items: list[_Item] = []
        y = 0
        small = round(f * 0.9)
        cw, ch = card_size(f * 2.4)
        if self.description:  # the house rule in its own words, as its file has them
            for line in wrap(self.description, small, width):
                items.append(_Item("lead", y, round(small * 1.2), line))
                y += round(small * 1.2)
            y += round(small * 0.5)
        for i, section in enumerate(self.sections):
            items.append(_Item("title", y, round(f * 2.0), section.title, section=i))
            y += round(f * 2.0)
            for para in section.paragraphs:
                for line in wrap(para, small, width):
                    items.append(_Item("line", y, round(small * 1.2), line, section=i))
                    y += round(small * 1.2)
                y += round(small * 0.5)
            for ex in section.examples:
                caption = wrap(ex.caption, round(f * 0.8), width - f)
                height = ch + round(f * 0.9) + len(caption) * round(f * 0.95) + f
                items.append(_Item("example", y, height, "\n".join(caption), ex, section=i))
                y += height
            y += f
        self.items = items
        self.content_h = y
        self.card = (cw, ch)

    # -- input ---------------------------------------------------------------------------
    def _scroll_by(self, dy: float) -> None:
        self.scroll = max(0.0, min(self.scroll + dy, self.content_h - self.view.height))

    def jump(self, section: int) -> None:
        for item in self.items:
            if item.section == section:
                self.scroll = 0.0
                self._scroll_by(item.y)
                return

    def handle(self, event: pygame.event.Event) -> None:
        if self.back_button.handle(event):
            return
        if self.chooser is not None:
            if self.chooser.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                self.chooser.step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
            if event.type == pygame.KEYDOWN and event.unicode[:1].isalpha():
                self.chooser.jump(event.unicode[:1])  # to the next variant of that letter
                return
        f = self.app.font_size()
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * f * 3)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_text = self.view.collidepoint(event.pos)
            self.dragged = (event.pos[1], self.scroll, False) if on_text else None
        elif event.type == pygame.MOUSEMOTION and self.dragged is not None:
            y0, scroll0, _ = self.dragged
            if abs(event.pos[1] - y0) > f * 0.3:
                self.dragged = (y0, scroll0, True)
                self._scroll_by(scroll0 - self.scroll + y0 - event.pos[1])
        elif event.type == pygame.MOUSEBUTTONUP and self.dragged is not None and self.dragged[2]:
            self.dragged = None  # the end of a drag, not a click on the index
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragged = None
            for i, rect in enumerate(self.index_rects):
                if rect.collidepoint(event.pos):
                    self.jump(i)
        elif event.type == pygame.KEYDOWN:
            page = self.view.height * 0.9
            steps = {
                pygame.K_UP: -f * 2,
                pygame.K_DOWN: f * 2,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
                pygame.K_HOME: -self.content_h,
                pygame.K_END: self.content_h,
            }
            if event.key in steps:
                self._scroll_by(steps[event.key])
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                now = self.current_section()
                self.jump(
                    max(
                        0,
                        min(
                            len(self.sections) - 1, now + (1 if event.key == pygame.K_RIGHT else -1)
                        ),
                    )
                )
            elif event.key in (
                pygame.K_ESCAPE,
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_BACKSPACE,
            ):
                self.close_screen()

    def current_section(self) -> int:
        for item in self.items:
            if item.y + item.height > self.scroll + 2:
                return item.section
        return 0

    # -- drawing -------------------------------------------------------------------------
    def draw(self, target: pygame.Surface) -> None:
        w, h = target.get_size()
        f = self.app.font_size()
        target.blit(felt((w, h)), (0, 0))
        title = t("rules_of", variant=variant_title(self.rules, language()))
        blit(
            target,
            fit(title, round(f * 1.7), w - 2 * f, colour=GOLD, bold=True),
            (w / 2, f * 0.9),
            "midtop",
        )
        box = pygame.Rect(f, round(f * 3.6), w - 2 * f, round(h - f * 7.8))
        target.blit(panel(box.size, 200), box)
        index_w = round(min(box.width * 0.26, f * 12))
        self.view = pygame.Rect(
            box.left + index_w + f * 2, box.top + f, box.width - index_w - f * 4, box.height - f * 2
        )
        self._lay_out(self.view.width, f)
        self._scroll_by(0)
        self._draw_index(target, box, index_w, f)
        clip = target.get_clip()
        target.set_clip(self.view)
        for item in self.items:
            y = self.view.top + item.y - round(self.scroll)
            if y + item.height < self.view.top or y > self.view.bottom:
                continue
            if item.kind == "title":
                blit(
                    target,
                    render(item.text, round(f * 1.15), GOLD, bold=True),
                    (self.view.left, y + f * 0.5),
                )
            elif item.kind == "line":
                blit(target, render(item.text, round(f * 0.9), LIGHT), (self.view.left, y))
            elif item.kind == "lead":
                blit(target, render(item.text, round(f * 0.9), LEAD), (self.view.left, y))
            elif item.example is not None:
                self._draw_example(target, item, y, f)
        target.set_clip(clip)
        if self.content_h > self.view.height:
            share = self.view.height / self.content_h
            bar = pygame.Rect(
                self.view.right + f // 2, 0, 4, max(f, round(self.view.height * share))
            )
            bar.top = self.view.top + round(self.scroll / self.content_h * self.view.height)
            pygame.draw.rect(target, (200, 190, 150), bar, border_radius=2)
        keys = t("rules_keys") + (t("rules_keys_choose") if self.chooser else "")
        blit(
            target,
            fit(keys, round(f * 0.75), w - 2 * f, colour=GREY),
            (w / 2, h - f * 3.9),
            "midtop",
        )
        bw = max(round(f * 8), render(t("back"), f, bold=True).get_width() + f * 2)
        self.back_button.place_rect(
            pygame.Rect(w // 2 - bw // 2, round(h - f * 2.6), bw, round(f * 1.9))
        )
        self.back_button.draw(target, f, True)

    def _draw_index(self, target: pygame.Surface, box: pygame.Rect, index_w: int, f: int) -> None:
        now = self.current_section()
        self.index_rects = []
        y: float = box.top + f
        if self.chooser is not None:
            self.chooser.rect = pygame.Rect(box.left + f, round(y), index_w, round(f * 1.6))
            self.chooser.draw(target, round(f * 0.9), True)
            y += round(f * 2.6)
        # the sections' titles keep within the box, at a size still read at a glance: where
        # the window is short for the text size (200% in a 960x600 window) they stand closer,
        # and if they still do not all fit, the ones around the section being read are shown
        room = box.bottom - f * 0.5 - y
        count = max(1, len(self.sections))
        step = max(min(f * 1.7, room / count), f * 1.1)
        size = min(round(f * 0.95), round(step * 0.62))
        shown = max(1, min(count, int(room // step)))
        first = min(max(0, now - shown // 2), count - shown)
        for i, section in enumerate(self.sections):
            if not first <= i < first + shown:
                self.index_rects.append(pygame.Rect(0, 0, 0, 0))  # off the list: no click
                continue
            colour = GOLD if i == now else LIGHT
            label = fit(section.title, size, index_w, colour=colour, bold=i == now)
            rect = blit(target, label, (box.left + f, round(y)))
            self.index_rects.append(rect.inflate(f, step - rect.height))
            y += step
        x = box.left + index_w + f * 1.3
        pygame.draw.line(target, (200, 190, 150), (x, box.top + f), (x, box.bottom - f), 1)

    def _draw_example(self, target: pygame.Surface, item: _Item, y: int, f: int) -> None:
        ex = item.example
        assert ex is not None
        cw, ch = self.card
        x = self.view.left + f * 0.5
        top = y + f * 0.3
        if ex.played is not None:
            target.blit(self.images.face(ex.played, (cw, ch)), (x, top))
            x += cw + f * 0.6
            mid = top + ch / 2
            length, head = f * 1.6, f * 0.45
            pygame.draw.line(target, GOLD, (x, mid), (x + length - head, mid), max(3, f // 6))
            tip = [
                (x + length, mid),
                (x + length - head, mid - head),
                (x + length - head, mid + head),
            ]
            pygame.draw.polygon(target, GOLD, tip)
            x += length + f * 0.6
        for card in ex.table:
            taken = card in ex.taken
            if taken:
                glow = self.images.glow((cw, ch), LIT)
                pad = (glow.get_width() - cw) // 2
                target.blit(glow, (x - pad, top - pad))
            face = self.images.face(card, (cw, ch))
            target.blit(face, (x, top))
            if taken:
                edge = pygame.Rect(round(x) - 2, round(top) - 2, cw + 4, ch + 4)
                pygame.draw.rect(target, LIT, edge, 3, border_radius=max(4, cw // 10))
            else:
                shade = pygame.Surface((cw, ch), pygame.SRCALPHA)
                shade.fill((0, 0, 0, 110))
                target.blit(shade, (x, top))
            x += cw + f * 0.35
        cy = top + ch + f * 0.5
        for line in item.text.split("\n"):
            blit(
                target,
                render(line, round(f * 0.8), (230, 225, 200)),
                (self.view.left + f * 0.5, cy),
            )
            cy += round(f * 0.95)
