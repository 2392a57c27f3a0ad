"""The plays of the round so far, opened from the table (L, or the Plays button).

Built from the seat's view alone (:meth:`PlayerView.plays` and its public history): who
played what, what it took, and the sweeps, so three quick computer plays can be checked. A
card played face down claiming a sweep is shown as a back, and named only once a doubt has
shown it.
"""

from __future__ import annotations

import pygame

from ...core.cards import Card
from ...core.events import Played, PlayScored, Swept, TableBonus
from ..cards import card_size
from ..i18n import t
from ..nav import Navigator, Scene
from ..table.claims import settlements
from ..table.face import TableFace
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import Button, dim, panel


def history_lines(table: TableFace) -> list[tuple[int, str, str, bool]]:
    """(seat, what was played, what it took, a sweep) for each play of the round, in order."""
    return [line for line, _face in _history(table)]


def _history(table: TableFace) -> list[tuple[tuple[int, str, str, bool], Card | None]]:
    """Each play's line and the card to show beside it (None: a card still face down)."""
    view = table.model.view
    words = table.words
    swept = {(e.seat, e.card) for e in view.history if isinstance(e, Swept)}
    # the in-play points a capture scored (play_points): named after what it took
    scored = {(e.seat, e.card): e.kinds for e in view.history if isinstance(e, PlayScored)}
    claims = iter(settlements(view.history))
    out: list[tuple[tuple[int, str, str, bool], Card | None]] = []
    for bonus in (e for e in view.history if isinstance(e, TableBonus)):  # before any play
        took = words.the_list(bonus.cards)
        out.append(((bonus.seat, words.bonus(bonus), took, bonus.sweeps > 0), bonus.cards[0]))
    for played, _table in view.plays():
        if not isinstance(played, Played):  # a claimed sweep, and how it ended
            _claim, settled = next(claims, (played, None))
            what, took = words.history_claim(played.seat, settled)
            upheld = settled is not None and settled.upheld and settled.value > 0
            card = settled.card if settled is not None else None
            out.append(((played.seat, what, took, upheld), card))
            continue
        what, took = words.history(played.seat, played.card, played.captured)
        kinds = scored.get((played.seat, played.card))
        if kinds:
            took += " · " + ", ".join(t(f"cat_{k}") for k in kinds)
        out.append(((played.seat, what, took, (played.seat, played.card) in swept), played.card))
    return out


class HistoryScene(Scene):
    """A panel over the table: the round's plays, the latest at the bottom. It opens on the
    latest; the wheel, the arrows and Page Up/Down scroll back to the earlier ones (Home:
    the first, End: the latest), and a line says how many lie above or below."""

    def __init__(self, app: Navigator, table: TableFace) -> None:
        super().__init__(app)
        self.table = table
        self.button = Button(t("back"), self.close, default=True, click=app.click)
        self.back = 0  # rows scrolled back from the latest
        self.room = 1  # rows the panel showed at its last drawing
        self.total = 0  # plays it listed then

    def scroll(self, rows: int) -> None:
        """Scroll ``rows`` back towards the first play (negative: towards the latest)."""
        self.back = max(0, min(self.total - self.room, self.back + rows))

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> None:
        if self.button.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(event.y)
            return
        keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_l)
        page = max(1, self.room - 1)
        steps = {
            pygame.K_UP: 1,
            pygame.K_DOWN: -1,
            pygame.K_PAGEUP: page,
            pygame.K_PAGEDOWN: -page,
            pygame.K_HOME: self.total,
            pygame.K_END: -self.total,
        }
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.close()
        elif event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll(steps[event.key])

    def draw(self, target: pygame.Surface) -> None:
        dim(target)
        w, h = target.get_size()
        f = self.table.anim.layout.font
        rect = pygame.Rect(0, 0, min(w - 2 * f, round(f * 36)), round(h * 0.86))
        rect.center = (w // 2, h // 2)
        target.blit(panel(rect.size, 255, (16, 40, 30)), rect)
        blit(
            target,
            render(t("history_title"), round(f * 1.4), GOLD, bold=True),
            (rect.centerx, rect.top + f * 0.7),
            "midtop",
        )
        entries = _history(self.table)
        lines = [line for line, _ in entries]
        thumb = card_size(round(f * 1.5))
        row_h = max(thumb[1] + f * 0.3, f * 2.6)
        top, bottom = rect.top + f * 3.2, rect.bottom - f * 3.4
        room = max(1, int((bottom - top - f * 1.6) // row_h))  # a line for "more" at each end
        self.room, self.total = room, len(lines)
        self.back = max(0, min(len(lines) - room, self.back))
        end = len(lines) - self.back
        start = max(0, end - room)
        shown = lines[start:end]
        if not lines:
            blit(target, render(t("history_none"), f), (rect.centerx, top + f), "midtop")
        small = round(f * 0.8)
        if start:
            more = render(t("history_more_above", n=start), small, GOLD)
            blit(target, more, (rect.centerx, top - f * 0.2), "midtop")
        if self.back:
            more = render(t("history_more_below", n=self.back), small, GOLD)
            blit(target, more, (rect.centerx, bottom + f * 0.1), "midbottom")
        faces = [card for _, card in entries][start:end]
        y = top + f * 0.8
        width = rect.width - thumb[0] - f * 3
        for (seat, what, took, sweep), card in zip(shown, faces, strict=True):
            images = self.table.images
            face = images.face(card, thumb) if card is not None else images.back(thumb)
            target.blit(face, (rect.left + f, round(y)))
            x = rect.left + f * 1.6 + thumb[0]
            colour = GOLD if seat == self.table.model.bottom else LIGHT
            blit(target, fit(what, f, round(width), colour=colour, bold=True), (x, y))
            note = self.table.words.history_note(took, sweep)
            blit(target, fit(note, round(f * 0.85), round(width)), (x, y + f * 1.25))
            y += row_h
        self.button.place((rect.centerx, rect.bottom - f * 1.6), f)
        self.button.draw(target, f)
