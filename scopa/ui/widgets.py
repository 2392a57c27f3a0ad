"""Small drawn pieces shared by the scenes: panels, buttons and the controls of the menus.

Every control answers the mouse through ``handle`` and, when it has the keyboard focus, keys
through ``key``; the menus move the focus with the arrows and Tab, so the whole game can be
played without a mouse.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from . import text
from .i18n import t

ACCENT = (196, 150, 52)
QUIET = (60, 90, 70)
EDGE = (250, 235, 190)
GREY = (150, 150, 140)


Click = Callable[[], None] | None  # the soft click a control plays when it acts (the app's)


SEPARATOR = " · "  # between the parts of a line: where a line breaks first


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``words`` broken into lines no wider than ``width`` at ``size`` px. A line of parts
    ("Won 3, lost 2 · average margin -1.5") breaks between its parts where it can, the
    separator left out, so that no part ends on a line of its own number."""
    f = text.font(size, bold)
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for part in para.split(SEPARATOR):
            trial = f"{line}{SEPARATOR}{part}" if line else part
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            line = ""
            # a part too long for a line: broken at its words, at ordinary spaces only (never
            # at a space that does not break, as French puts before a colon or a %)
            for word in part.split(" "):
                if not word:
                    continue
                trial = f"{line} {word}" if line else word
                if f.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
        lines.append(line)
    return lines


_panels = text.Surfaces(4 * 1024 * 1024)  # the panels behind words, in their many sizes


def panel(size: tuple[int, int], alpha: int = 170, colour: tuple[int, int, int] = (10, 24, 18)):
    """A rounded translucent dark panel (cached per size), for text over the felt."""
    key = (int(size[0]), int(size[1]), alpha, colour)
    surf = _panels.get(key)
    if surf is None:
        surf = pygame.Surface(key[:2], pygame.SRCALPHA)
        r = max(6, min(key[0], key[1]) // 8)
        pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, (240, 220, 160, 60), surf.get_rect(), 1, border_radius=r)
        _panels.put(key, surf)
    return surf


def dim(target: pygame.Surface, alpha: int = 150) -> None:
    """Darken ``target`` as black laid over it at ``alpha`` would: each colour multiplied in
    place, with no window-sized surface kept for it (8 MB at 1920x1080)."""
    keep = 255 - max(0, min(255, alpha))
    target.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


class Button:
    """A clickable label; Enter triggers the default button of a screen."""

    focusable = True

    def __init__(
        self,
        label: str,
        action: Callable[[], None],
        *,
        default: bool = False,
        enabled: bool = True,
        click: Click = None,
    ) -> None:
        self.label, self.action, self.default = label, action, default
        self.click = click
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.enabled = enabled

    def place(self, centre: tuple[float, float], size: int) -> None:
        label = text.render(self.label, size, bold=True)
        self.rect = label.get_rect(center=(round(centre[0]), round(centre[1]))).inflate(
            size * 1.6, size * 0.8
        )

    def place_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, target: pygame.Surface, size: int, focused: bool = False) -> None:
        # One gold button at a time: the one the keyboard or the mouse is on. The default
        # (what Enter does when nothing has the focus) shows a gold border instead.
        lit = self.enabled and (self.hover or focused)
        colour = ACCENT if lit else QUIET
        edge = EDGE if self.enabled else GREY
        if self.default and self.enabled and not lit:
            edge = text.GOLD
        radius = self.rect.height // 3
        pygame.draw.rect(target, colour, self.rect, border_radius=radius)
        thick = 3 if focused or (self.default and self.enabled) else 2
        pygame.draw.rect(target, edge, self.rect, thick, border_radius=radius)
        label = text.fit(
            self.label,
            size,
            self.rect.width - size,
            colour=text.LIGHT if self.enabled else GREY,
            bold=True,
        )
        text.blit(target, label, self.rect.center, "center")

    def press(self) -> None:
        if self.enabled:
            if self.click is not None:
                self.click()
            self.action()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.press()
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _ENTER:
            self.press()
            return True
        return False


_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def button_row(
    buttons: Sequence[Button],
    centerx: float,
    gap: float,
    *,
    centery: float | None = None,
    bottom: float | None = None,
) -> None:
    """``buttons`` (each placed once, so that its size is known) in a row centred on
    ``centerx``, one width for all (the widest's) and ``gap`` between them: their middles
    at ``centery``, or their feet at ``bottom``."""
    each = max(b.rect.width for b in buttons)
    x = centerx - (len(buttons) * each + (len(buttons) - 1) * gap) / 2
    for b in buttons:
        b.rect.width = each
        b.rect.left = round(x)
        if bottom is not None:
            b.rect.bottom = round(bottom)
        else:
            assert centery is not None
            b.rect.centery = round(centery)
        x += each + gap


def _box(target: pygame.Surface, rect: pygame.Rect, focused: bool) -> None:
    radius = max(4, rect.height // 4)
    pygame.draw.rect(target, (12, 34, 26), rect, border_radius=radius)
    edge = text.GOLD if focused else (120, 140, 120)
    pygame.draw.rect(target, edge, rect, 3 if focused else 1, border_radius=radius)


class Choice:
    """One value among a few, shown in words: Left/Right or a click on either half steps.

    With ``name_steps`` False (a long list such as the variants, where a letter typed jumps)
    only a click on an arrow steps: a click on the name between them takes the focus, to
    type into, and leaves the value as it is."""

    focusable = True

    def __init__(
        self,
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        *,
        greyed: Sequence[Any] = (),
        click: Click = None,
        name_steps: bool = True,
    ) -> None:
        self.click = click
        self.name_steps = name_steps
        self.options = list(options)
        self.greyed = set(greyed)
        self.on_change = on_change
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False

    @property
    def value(self) -> Any:
        return self.options[self.index][0] if self.options else None

    @property
    def label(self) -> str:
        return self.options[self.index][1] if self.options else ""

    def set(self, value: Any) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    def step(self, delta: int) -> None:
        if len(self.options) < 2:
            return
        self.index = (self.index + delta) % len(self.options)
        if self.click is not None:
            self.click()
        if self.on_change is not None:
            self.on_change(self.value)

    def jump(self, letter: str) -> bool:
        """To the next value whose words begin with ``letter`` (a long list, typed into):
        False when none does."""
        want = _folded(letter)
        n = len(self.options)
        for k in range(1, n + 1):
            i = (self.index + k) % n
            if _folded(self.options[i][1][:1]) == want and i != self.index:
                self.step(i - self.index)
                return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button in (1, 3)
            and self.rect.collidepoint(event.pos)
        ):
            if not self.name_steps:
                arrow = min(self.rect.height, self.rect.width / 4)  # the arrow's square
                if event.pos[0] < self.rect.left + arrow:
                    self.step(-1)
                elif event.pos[0] >= self.rect.right - arrow:
                    self.step(1)
                return True  # on the name: the focus, not a step
            back = event.button == 3 or event.pos[0] < self.rect.left + self.rect.width / 4
            self.step(-1 if back else 1)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_LEFT:
            self.step(-1)
        elif event.key in (pygame.K_RIGHT, pygame.K_SPACE):  # Enter is the screen's own
            self.step(1)
        elif len(self.options) > 8 and event.unicode[:1].isalpha():
            return self.jump(event.unicode[:1])
        else:
            return False
        return True

    def draw(self, target: pygame.Surface, size: int, focused: bool = False) -> None:
        r = self.rect
        _box(target, r, focused or self.hover)
        arrows = text.GOLD if len(self.options) > 1 else GREY
        text.blit(
            target,
            text.render("<", size, arrows, bold=True),
            (r.left + size * 0.5, r.centery),
            "midleft",
        )
        text.blit(
            target,
            text.render(">", size, arrows, bold=True),
            (r.right - size * 0.5, r.centery),
            "midright",
        )
        colour = GREY if self.value in self.greyed else text.LIGHT
        # every value reads in one style, whichever catalogue line it came from: a capital
        # first letter ("On", "Fast", "Human", "Same rank + sum")
        shown = self.label[:1].upper() + self.label[1:]
        label = text.fit(shown, size, r.width - size * 3, colour=colour)
        text.blit(target, label, r.center, "center")


def _folded(text: str) -> str:
    """``text`` for comparing first letters: lower case, accents dropped (É reads as e)."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def toggle(
    value: bool, on_change: Callable[[Any], None], on: str, off: str, *, click: Click = None
) -> Choice:
    """A yes/no choice with its words (the caller passes them from the catalogue)."""
    return Choice([(True, on), (False, off)], value, on_change, click=click)


class Slider:
    """A whole number from ``low`` to ``high`` in ``step`` steps: drag, click or Left/Right.
    It reads as a percentage in the language in use unless ``unit`` follows the number."""

    focusable = True

    def __init__(
        self,
        value: int,
        on_change: Callable[[int], None] | None = None,
        *,
        low: int = 0,
        high: int = 100,
        step: int = 10,
        unit: str | None = None,
        click: Click = None,
    ) -> None:
        self.click = click
        self.value, self.low, self.high, self.step_size, self.unit = value, low, high, step, unit
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self._dragging = False

    def set(self, value: int) -> None:
        value = max(self.low, min(self.high, int(value)))
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def _bar(self) -> pygame.Rect:
        r = self.rect
        pad = r.height // 2
        return pygame.Rect(r.left + pad, r.centery - 3, r.width - pad * 2 - r.height * 2, 6)

    def _from_x(self, x: int) -> None:
        bar = self._bar()
        share = (x - bar.left) / max(1, bar.width)
        raw = self.low + share * (self.high - self.low)
        self.set(round(raw / self.step_size) * self.step_size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._dragging = True
                self._from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            if self._dragging:
                self._from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            if self.click is not None:
                self.click()
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(
                self.value + (self.step_size if event.key == pygame.K_RIGHT else -self.step_size)
            )
            if self.click is not None:
                self.click()
            return True
        return False

    @property
    def label(self) -> str:
        """The value as it is written beside the bar."""
        return t("percent", n=self.value) if self.unit is None else f"{self.value}{self.unit}"

    def draw(self, target: pygame.Surface, size: int, focused: bool = False) -> None:
        _box(target, self.rect, focused or self.hover)
        bar = self._bar()
        pygame.draw.rect(target, (70, 80, 70), bar, border_radius=3)
        share = (self.value - self.low) / max(1, self.high - self.low)
        filled = bar.copy()
        filled.width = round(bar.width * share)
        pygame.draw.rect(target, text.GOLD, filled, border_radius=3)
        knob = (filled.right, bar.centery)
        pygame.draw.circle(target, EDGE, knob, max(5, self.rect.height // 4))
        label = text.render(self.label, size)
        text.blit(target, label, (self.rect.right - size * 0.5, self.rect.centery), "midright")


class TextField:
    """A line of text the player types (a name, a save's title), as text fields behave: the
    text is selected when the field takes the focus, so typing replaces it; Ctrl+A selects
    all, Backspace and Delete remove the selection or a character (Ctrl+Backspace a word),
    Left/Right and Home/End move the cursor (Shift selects)."""

    focusable = True

    def __init__(
        self,
        value: str,
        on_change: Callable[[str], None] | None = None,
        *,
        limit: int = 24,
        placeholder: str = "",
    ) -> None:
        self.value, self.on_change, self.limit, self.placeholder = (
            value,
            on_change,
            limit,
            placeholder,
        )
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.blink = 0
        self.cursor = len(value)
        self.anchor: int | None = None  # the other end of the selection, if any
        self.focused = False  # whether the field had the focus when last drawn or typed in

    # -- the text and its selection -------------------------------------------------------
    def _set(self, value: str) -> None:
        self.value = value[: self.limit]
        self.cursor = min(self.cursor, len(self.value))
        if self.on_change is not None:
            self.on_change(self.value)

    @property
    def selection(self) -> tuple[int, int]:
        """The selected range (start, end); empty when nothing is selected."""
        if self.anchor is None:
            return (self.cursor, self.cursor)
        return (min(self.anchor, self.cursor), max(self.anchor, self.cursor))

    def select_all(self) -> None:
        self.anchor, self.cursor = 0, len(self.value)

    def _focus_in(self) -> None:
        if not self.focused:
            self.focused = True
            self.select_all()

    def _replace(self, typed: str) -> None:
        """``typed`` in place of the selection (or at the cursor)."""
        a, b = self.selection
        room = self.limit - (len(self.value) - (b - a))
        typed = typed[: max(0, room)]
        self.anchor = None
        self.cursor = a + len(typed)
        self._set(self.value[:a] + typed + self.value[b:])

    def _go(self, to: int, select: bool) -> None:
        if select and self.anchor is None:
            self.anchor = self.cursor
        elif not select:
            self.anchor = None
        self.cursor = max(0, min(len(self.value), to))
        if self.anchor == self.cursor:
            self.anchor = None

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.rect.collidepoint(event.pos)  # a click only takes the focus
        return False

    def key(self, event: pygame.event.Event) -> bool:
        self._focus_in()
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            if typed:
                self._replace(typed)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key, mod = event.key, event.mod
        ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
        a, b = self.selection
        if key == pygame.K_a and ctrl:
            self.select_all()
        elif key == pygame.K_BACKSPACE:
            if a == b:
                start = a - 1
                if ctrl:  # the word before the cursor, and the spaces after it
                    head = self.value[:a].rstrip()
                    start = head.rfind(" ") + 1 if " " in head else 0
                a = max(0, start)
            self.anchor, self.cursor = a, b
            self._replace("")
        elif key == pygame.K_DELETE:
            self.anchor, self.cursor = a, (b + 1 if a == b else b)
            self._replace("")
        elif key in (pygame.K_HOME, pygame.K_END):
            self._go(0 if key == pygame.K_HOME else len(self.value), shift)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if a != b and not shift:
                self._go(a if step < 0 else b, False)
            else:
                self._go(self.cursor + step, shift)
        else:
            return False
        return True

    def draw(self, target: pygame.Surface, size: int, focused: bool = False) -> None:
        if focused:
            self._focus_in()
        else:
            self.focused, self.anchor = False, None
            self.cursor = len(self.value)
        r = self.rect
        _box(target, r, focused or self.hover)
        shown = self.value or ("" if focused else self.placeholder)
        colour = text.LIGHT if self.value else GREY
        label = text.render(shown, size, colour, outline=False) if shown else None
        x = r.left + size * 0.5
        room = r.width - size * 1.5
        font = text.font(size, False)
        at = font.size(self.value[: self.cursor])[0] if self.value else 0
        over = max(0, at - room)  # the cursor stays in sight
        clip = target.get_clip()
        target.set_clip(r.inflate(-size // 2, 0).clip(clip))  # inside a scrolled list's too
        a, b = self.selection
        if focused and a != b:
            left = font.size(self.value[:a])[0]
            width = font.size(self.value[a:b])[0]
            band = pygame.Rect(
                round(x - over + left), r.top + r.height * 0.2, width, r.height * 0.6
            )
            pygame.draw.rect(target, (70, 110, 150), band)
        if label is not None:
            text.blit(target, label, (x - over, r.centery), "midleft")
        target.set_clip(clip)
        if focused and pygame.time.get_ticks() // 500 % 2 == 0:
            cx = x - over + at
            pygame.draw.line(
                target,
                text.GOLD,
                (cx + 2, r.top + r.height * 0.2),
                (cx + 2, r.bottom - r.height * 0.2),
                2,
            )


def navigate(buttons: list[Button], focus: int, event: pygame.event.Event) -> int:
    """A column of buttons by mouse and keys: arrows and Tab move the focus, Enter or Space
    press the focused button, a click presses the one under it. Returns the new focus."""
    for i, b in enumerate(buttons):
        if b.handle(event):
            return focus
        if event.type == pygame.MOUSEMOTION and b.hover:
            focus = i
    if event.type == pygame.KEYDOWN and buttons:
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            focus = (focus - 1) % len(buttons)
        elif event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            focus = (focus + 1) % len(buttons)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            buttons[focus].press()
    # one lit button: the mouse's only while it is the focus (the keys moved it elsewhere)
    for i, b in enumerate(buttons):
        b.hover = b.hover and i == focus
    return focus
