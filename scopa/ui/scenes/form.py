"""The shape every menu screen shares: a title, rows of labelled controls, a bar of buttons.

A :class:`FormScene` lays its rows out from the window size, scrolls when they do not fit and
moves the keyboard focus with the arrows (Up/Down between rows, Left/Right inside a control,
Tab through everything), so each screen only says what its rows are and what they do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ..felt import felt
from ..i18n import t
from ..nav import Navigator, Scene
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import GREY, Button, TextField, dim, panel, wrap

RED = (240, 130, 110)
_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def _can_focus(widget: Any) -> bool:
    return getattr(widget, "focusable", False) and getattr(widget, "enabled", True)


class Row:
    """A label and its controls side by side; or, without controls, a heading or a note."""

    def __init__(
        self,
        label: str,
        *widgets: Any,
        weights: Sequence[float] | None = None,
        note: bool = False,
        colour: tuple[int, int, int] | None = None,
        room_for: Sequence[str] = (),
    ) -> None:
        self.label, self.widgets, self.note = label, list(widgets), note
        self.weights = list(weights or [1.0] * len(widgets))
        self.colour = colour
        self.heading = not widgets and not note
        self.top = 0
        self.height = 0
        self.lines: list[str] = []
        # a note that changes in place (a variant's description): the texts it may say, the
        # longest of which sets its height, so the rows below stay where they are
        self.room_for = tuple(room_for)
        self._room: tuple[int, int, int] = (0, 0, 0)  # (size, width) -> lines, made once

    def least_lines(self, size: int, width: int) -> int:
        """How many lines the longest of :attr:`room_for` takes at ``size`` in ``width``."""
        if not self.room_for:
            return 0
        if self._room[:2] != (size, width):
            most = max(len(wrap(text, size, width)) for text in self.room_for)
            self._room = (size, width, most)
        return self._room[2]


class FormScene(Scene):
    """A full-screen menu page; subclasses fill ``rows`` and ``buttons`` in :meth:`build`."""

    opaque = True
    title_key = ""
    label_share = 0.4  # of the panel's width, for the row labels

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.rows: list[Row] = []
        self.buttons: list[Button] = []
        self.focus: Any = None
        self.scroll = 0.0
        self.reveal = False  # the keys moved the focus: scroll it into view once
        self.dragging: float | None = None  # the pointer's y where a drag of the list began
        self.pressed: Any = None  # the control the mouse button went down on, till it is up
        self.message: tuple[str, tuple[int, int, int]] | None = None
        self.message_left: float | None = None  # seconds a passing message has still to show
        self.area = pygame.Rect(0, 0, 0, 0)
        self.seen = pygame.Rect(0, 0, 0, 0)  # the part of the list drawn: less its cues' strips
        self.more = (False, False)  # whether rows lie above and below the list's window
        self.rebuild()

    # -- content -----------------------------------------------------------------------
    def build(self) -> None:
        """Fill ``self.rows`` and ``self.buttons`` (called again when the language changes)."""

    def title(self) -> str:
        return t(self.title_key)

    def rebuild(self) -> None:
        """Build the rows afresh, keeping the focus on the same control where it can (rows
        added or taken away above or below it never move it)."""
        where = self._focus_index()
        address = self._address(self.focus, self.rows, self.buttons)
        self.rows, self.buttons = [], []
        self.build()
        items = self.focusables()
        again = self._at(address)
        if again is not None and again in items:
            self.focus = again
        elif items:
            self.focus = items[min(max(0, where), len(items) - 1)]

    @staticmethod
    def _address(widget: Any, rows: Sequence[Row], buttons: Sequence[Button]) -> tuple | None:
        """Where ``widget`` sits, in words that survive a rebuild: its row and place in it."""
        for row in rows:
            if widget in row.widgets:
                return ("row", row.label, row.widgets.index(widget))
        if widget in buttons:
            return ("button", buttons.index(widget), len(buttons))
        return None

    def _at(self, address: tuple | None) -> Any:
        if address is None:
            return None
        if address[0] == "row":
            _, label, i = address
            row = next((r for r in self.rows if r.label == label), None)
            return row.widgets[i] if row is not None and i < len(row.widgets) else None
        _, i, n = address
        return self.buttons[i] if len(self.buttons) == n else None

    def say(self, message: str, error: bool = False, passing: bool = False) -> None:
        """Show ``message`` above the buttons; a ``passing`` one (about one change, not
        about the screen) goes after time enough to read it, at least five seconds."""
        self.message = (message, RED if error else GOLD)
        self.message_left = max(5.0, len(message.split()) / 3) if passing else None

    def update(self, dt: float) -> None:
        if self.message_left is not None:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = self.message_left = None

    def back(self) -> None:
        self.app.pop(self)

    # -- focus -------------------------------------------------------------------------
    def focusables(self) -> list[Any]:
        out = [w for r in self.rows for w in r.widgets if _can_focus(w)]
        return out + [b for b in self.buttons if b.enabled]

    def _focus_index(self) -> int:
        items = self.focusables() if self.rows or self.buttons else []
        return items.index(self.focus) if self.focus in items else 0

    def _grid(self) -> list[list[Any]]:
        grid = [[w for w in r.widgets if _can_focus(w)] for r in self.rows]
        grid.append([b for b in self.buttons if b.enabled])
        return [line for line in grid if line]

    def _move(self, drow: int, dcol: int) -> None:
        grid = self._grid()
        if not grid:
            return
        at = next(
            ((i, line.index(self.focus)) for i, line in enumerate(grid) if self.focus in line),
            (0, 0),
        )
        row, col = at
        if drow:
            row = (row + drow) % len(grid)
            col = min(col, len(grid[row]) - 1)
        else:
            col = (col + dcol) % len(grid[row])
        self.focus = grid[row][col]

    # -- input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.TEXTINPUT:
            if isinstance(self.focus, TextField):
                self.focus.key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0.0, self.scroll - event.y * self.app.font_size() * 2)
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            inside = not hasattr(event, "pos") or self.area.collidepoint(event.pos)
            before, buttons = self.rows, self.buttons
            rows = [w for r in self.rows for w in r.widgets] if inside else []
            widgets = rows + self.buttons
            if event.type == pygame.MOUSEBUTTONDOWN:  # a row's control only where it shows
                self.pressed = next((w for w in widgets if w.rect.collidepoint(event.pos)), None)
            if self._drag(event):
                return
            every = [w for r in self.rows for w in r.widgets] + self.buttons
            if event.type == pygame.MOUSEBUTTONUP and self.pressed is not None:
                # a release goes to the control it was pressed on, wherever it lands: a
                # slider dragged while the rows grow under it (the text size) steps no
                # choice it comes to rest over, and a press slid off a button is no click
                pressed, self.pressed = self.pressed, None
                widgets = [pressed] if pressed in every else []
            for w in widgets:
                if w.handle(event):
                    if self.rows is not before:  # the click rebuilt the rows: the same place
                        w = self._at(self._address(w, before, buttons))
                    if getattr(w, "focusable", False) and w in self.focusables():
                        self.focus = w
                    return

    def _drag(self, event: pygame.event.Event) -> bool:
        """The list dragged up and down by a press on it away from its controls."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_widget = any(w.rect.collidepoint(event.pos) for r in self.rows for w in r.widgets)
            if self.area.collidepoint(event.pos) and not on_widget:
                self.dragging = event.pos[1] + self.scroll
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.scroll = max(0.0, self.dragging - event.pos[1])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self.dragging is not None:
            self.dragging = None
            return True
        return False

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        self.reveal = True
        page = self.area.height * 0.9
        if isinstance(self.focus, TextField) and self.focus.key(event):
            return  # Home, End, the arrows inside the text being typed
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            self.reveal = False
            if key == pygame.K_HOME:
                self.scroll = 0.0
            elif key == pygame.K_END:
                self.scroll = float(1 << 30)  # drawing holds it to the last row
            else:
                self.scroll = max(0.0, self.scroll + (page if key == pygame.K_PAGEDOWN else -page))
            return
        if key == pygame.K_ESCAPE:
            self.back()
            return
        if key == pygame.K_TAB:
            items = self.focusables()
            if items:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.focus = items[(self._focus_index() + step) % len(items)]
            return
        if self.focus is not None and self.focus.key(event):
            return
        if key == pygame.K_UP:
            self._move(-1, 0)
        elif key == pygame.K_DOWN:
            self._move(1, 0)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(self.focus, Button):
            self._move(0, -1 if key == pygame.K_LEFT else 1)
        elif key in _ENTER:  # from anywhere, a text field included: the default button
            for b in self.buttons:
                if b.default and b.enabled:
                    b.press()
                    return

    # -- drawing -----------------------------------------------------------------------
    def frame(self, target: pygame.Surface) -> tuple[pygame.Rect, int]:
        """The felt, the title and the panel; returns the panel's rect and the text size."""
        w, h = target.get_size()
        f = self.app.font_size()
        target.blit(felt((w, h)), (0, 0))
        # the title grows less than the text: large text needs the room for its rows
        scale = getattr(self.app.settings, "ui_scale", 100) / 100
        title = render(self.title(), round(f * 1.7 / max(1.0, scale) ** 0.5), GOLD, bold=True)
        blit(target, title, (w / 2, f * 0.6), "midtop")
        pw = min(w - 2 * f, round(f * 42))
        top = round(f * 0.6 + title.get_height() + f * 0.3)
        rect = pygame.Rect(0, 0, pw, round(h - f * 4.4 - top))
        rect.midtop = (w // 2, top)
        target.blit(panel(rect.size, 200), rect)
        return rect, f

    def draw(self, target: pygame.Surface) -> None:
        rect, f = self.frame(target)
        self.draw_rows(target, rect.inflate(-f * 2, -f * 1.4), f)
        self.draw_bar(target, f)

    def draw_rows(self, target: pygame.Surface, area: pygame.Rect, f: int) -> None:
        self.area = area
        label_w = round(area.width * self.label_share)
        y = 0
        for row in self.rows:
            row.top = y
            if row.heading:
                row.lines = [row.label]
                row.height = round(f * (2.0 if y else 1.4))
            elif row.note:
                row.lines = wrap(row.label, round(f * 0.85), area.width)
                lines = max(len(row.lines), row.least_lines(round(f * 0.85), area.width))
                row.height = round(lines * f * 0.95 + f * 0.5)
            else:
                row.lines = wrap(row.label, f, label_w - f // 2)[:2]
                row.height = round(f * (1.9 if len(row.lines) < 2 else 2.5))
            y += row.height
        content = y
        band = round(f * 0.6)  # where there is more to see, a strip of its own for the cue
        if self.reveal:
            self._keep_focus_visible(area, f, band)
            self.reveal = False
        self.scroll = max(0.0, min(self.scroll, content - area.height))
        more = (
            content > area.height and self.scroll > 0.5,
            content > area.height and self.scroll < content - area.height - 0.5,
        )
        # the rows are cut at the strips' edges, never under the cue
        seen = pygame.Rect(area.left, area.top, area.width, area.height)
        if more[0]:
            seen.top, seen.height = seen.top + band, seen.height - band
        if more[1]:
            seen.height -= band
        self.seen = seen
        clip = target.get_clip()
        target.set_clip(seen)
        for row in self.rows:
            top = area.top + row.top - round(self.scroll)
            # a row half in view is drawn cut at the list's edge (inside the panel's rounded
            # corners), so the list never shows a gap; its controls answer clicks once it
            # is scrolled into view whole (a row taller than the list: as it is)
            inside = top >= seen.top - 1 and top + row.height <= seen.bottom + 1
            overlaps = top + row.height > seen.top and top < seen.bottom
            self._draw_row(target, row, area, top, label_w, f, overlaps)
            if overlaps and not inside and row.height <= area.height:
                for widget in row.widgets:
                    widget.rect = pygame.Rect(0, 0, 0, 0)
        target.set_clip(clip)
        if content > area.height:  # a thin scroll bar
            share = area.height / content
            bar = pygame.Rect(area.right + f // 2, 0, 4, max(f, round(area.height * share)))
            bar.top = area.top + round(self.scroll / content * area.height)
            pygame.draw.rect(target, (200, 190, 150), bar, border_radius=2)
            # and a chevron where there is more to see, in its strip: over the rows it lay on
            # the row cut at the list's edge
            self.more = more
            half, tall = f * 0.45, f * 0.3
            cues = (
                (more[0], area.top + band / 2 + tall / 2, -1),
                (more[1], area.bottom - band / 2 - tall / 2, 1),
            )
            for shown, base, sign in cues:
                if shown:
                    tip = (area.centerx, base + sign * tall)
                    left, right = (area.centerx - half, base), (area.centerx + half, base)
                    pygame.draw.polygon(target, GOLD, (left, right, tip))
        else:
            self.more = (False, False)

    def _keep_focus_visible(self, area: pygame.Rect, f: int, band: int = 0) -> None:
        """Scroll the focused row into view whole, clear of the strips (``band`` high) the
        cues take where there is more above or below."""
        for row in self.rows:
            if self.focus in row.widgets:
                if row.top < self.scroll + band:
                    self.scroll = row.top - f * 0.3 - band
                elif row.top + row.height > self.scroll + area.height - band:
                    self.scroll = row.top + row.height - area.height + band
                return

    def _draw_row(self, target, row: Row, area, top: int, label_w: int, f: int, visible: bool):
        if not visible:
            for widget in row.widgets:
                widget.rect = pygame.Rect(0, 0, 0, 0)
            return
        if row.heading:
            blit(
                target,
                render(row.label, round(f * 1.05), GOLD, bold=True),
                (area.left, top + row.height - f * 1.3),
            )
            pygame.draw.line(
                target,
                (200, 190, 150),
                (area.left, top + row.height - 2),
                (area.right, top + row.height - 2),
                1,
            )
            return
        if row.note:
            for i, line in enumerate(row.lines):
                colour = row.colour or GREY
                blit(
                    target,
                    render(line, round(f * 0.85), colour),
                    (area.left, top + f * 0.2 + i * f * 0.95),
                )
            return
        line_h = f * 1.0
        y0 = top + row.height / 2 - line_h * (len(row.lines) - 1) / 2
        for i, line in enumerate(row.lines):  # centred on the controls beside them
            label = render(line, f, row.colour or LIGHT)
            blit(target, label, (area.left, y0 + i * line_h), "midleft")
        x, room = area.left + label_w, area.width - label_w
        total = sum(row.weights) or 1
        gap = f // 2
        for widget, weight in zip(row.widgets, row.weights, strict=False):
            width = round(room * weight / total) - gap
            widget.rect = pygame.Rect(
                round(x), round(top + (row.height - f * 1.55) / 2), width, round(f * 1.55)
            )
            x += width + gap
            widget.draw(target, f, widget is self.focus)

    def draw_bar(self, target: pygame.Surface, f: int) -> None:
        """The message line and the buttons along the bottom."""
        w, h = target.get_size()
        if self.message:
            text, colour = self.message
            blit(
                target,
                fit(text, round(f * 0.9), w - 2 * f, colour=colour),
                (w / 2, h - f * 4.1),
                "midtop",
            )
        widths = [
            max(round(f * 7), render(b.label, f, bold=True).get_width() + f * 2)
            for b in self.buttons
        ]
        total = sum(widths) + f * (len(widths) - 1)
        scale = min(1.0, (w - 2 * f) / max(1, total))
        x = (w - total * scale) / 2
        for b, bw in zip(self.buttons, widths, strict=True):
            b.place_rect(
                pygame.Rect(round(x), round(h - f * 2.6), round(bw * scale), round(f * 1.9))
            )
            b.draw(target, f, b is self.focus)
            x += (bw + f) * scale


class Dialog(Scene):
    """A question or a notice over the screen below: a few lines and a row of buttons."""

    def __init__(
        self,
        app: Navigator,
        title: str,
        lines: Sequence[str],
        buttons: Sequence[tuple[str, Callable[[], object]]],  # what they return is dropped
        cancel: int = -1,
    ) -> None:
        super().__init__(app)
        self.cancel = cancel
        self.title, self.lines = title, list(lines)
        self.buttons = [
            Button(label, self._then(action), default=i == 0, click=self.app.click)
            for i, (label, action) in enumerate(buttons)
        ]
        self.focus = 0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def _then(self, action: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            self.app.pop(self)
            action()

        return run

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and not self.rect.collidepoint(event.pos):
            self.buttons[self.cancel].press()  # a click beside the question answers "no"
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.buttons[self.cancel].press()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            self.focus = (self.focus + (-1 if event.key == pygame.K_LEFT else 1)) % len(
                self.buttons
            )
        elif event.key in (*_ENTER, pygame.K_SPACE):
            self.buttons[self.focus].press()

    def draw(self, target: pygame.Surface) -> None:
        dim(target)
        w, h = target.get_size()
        f = self.app.font_size()
        width = min(w - 2 * f, f * 30)
        lines = [line for text in self.lines for line in wrap(text, round(f * 0.9), width - f * 2)]
        lines = lines[: max(3, int((h - f * 9) / (f * 1.05)))]
        height = round(f * 6.2 + len(lines) * f * 1.05)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (w // 2, h // 2)
        self.rect = rect
        target.blit(panel(rect.size, 255, (16, 40, 30)), rect)  # opaque: nothing shows through
        blit(
            target,
            fit(self.title, round(f * 1.3), width - f * 2, colour=GOLD, bold=True),
            (rect.centerx, rect.top + f * 0.8),
            "midtop",
        )
        y = rect.top + f * 2.8
        for line in lines:
            blit(target, render(line, round(f * 0.9)), (rect.left + f, y))
            y += f * 1.05
        n = len(self.buttons)
        widest = max(render(b.label, f, bold=True).get_width() for b in self.buttons)
        bw = min(max(f * 9, widest + f * 2), (width - f * (n + 1)) // n)  # room round the words
        for i, b in enumerate(self.buttons):
            cx = rect.centerx + (i - (n - 1) / 2) * (bw + f)
            b.place_rect(
                pygame.Rect(round(cx - bw / 2), rect.bottom - round(f * 2.6), bw, round(f * 1.8))
            )
            b.draw(target, f, i == self.focus)


def confirm(
    app: Navigator, title: str, question: str, yes: str, no: str, action: Callable[[], object]
) -> Dialog:
    """Ask before doing something that cannot be undone; No is the safe default."""
    dialog = Dialog(app, title, [question], [(no, lambda: None), (yes, action)], cancel=0)
    dialog.buttons[0].default, dialog.buttons[1].default = True, False
    app.push(dialog)
    return dialog


def replacing_match(app: Navigator, go: Callable[[], object], yes: str) -> None:
    """Run ``go`` (which starts or loads a match); if a match in progress, the one Continue
    would resume, is about to be replaced by it, ask first (``yes`` says what ``go`` does).
    The match in progress is not lost: it is kept as a dated save the Load screen lists, as
    the command line keeps it, and the player is told its name at the new table. A window
    playing beside another (a guest) replaces nothing: the match in progress is the other's."""
    if app.guest:
        go()
        return
    if app.match_in_progress():
        in_progress = True
    else:
        saved, _ = app.store.load_autosave()
        in_progress = saved is not None
    if not in_progress:
        go()
        return

    def keep_then_go() -> None:
        try:
            app.keep_match_in_progress()
        except Exception as exc:  # not kept: nothing is replaced
            app.push(
                Dialog(
                    app,
                    t("replace_title"),
                    [t("keep_failed", reason=str(exc)[:200])],
                    [(t("ok"), lambda: None)],
                )
            )
            return
        go()

    confirm(app, t("replace_title"), t("replace_question"), yes, t("cancel"), keep_then_go)
