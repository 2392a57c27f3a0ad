"""A lesson at the real table: the real core and table screen, a scripted opponent, and a
panel that says what to do.

The table lights the cards of the move the step asks for (as it lights a hint), refuses any
other move with the step's reason, and plays the opponent's scripted answer once the timeline
is idle. The panel sits beside the table's cards, never over them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...core.moves import Move
from ..i18n import t
from ..match import MatchConfig
from ..nav import Navigator, Scene
from ..scenes.overlays import SummaryScene
from ..scenes.table import TableScene
from ..table.local import AI_PAUSE, LocalMatch
from ..table.model import Idle
from ..text import GOLD, LIGHT, fit, render
from ..widgets import Button, panel, wrap

if TYPE_CHECKING:
    from .guide import Guide


class LessonMatch(LocalMatch):
    """The lesson's game, whose opponent plays the scripted answer it is handed."""

    reply: Move | None = None
    _asked: float | None = None

    def computer_move(self, now: float, rate: float) -> Move | None:
        """The scripted answer, after the short pause a computer player takes."""
        if self.reply is None:
            return None
        if self._asked is None:
            self._asked = now
        pause = AI_PAUSE * (0 if rate <= 0 else 1 / rate)
        if now - self._asked < pause:
            return None
        move, self.reply, self._asked = self.reply, None, None
        return move


class LessonTable(TableScene):
    """The table of one lesson of ``course``, at step ``step``."""

    def __init__(
        self,
        app: Navigator,
        config: MatchConfig,
        *,
        course: Guide,
        step: int = 0,
        **kw: Any,
    ) -> None:
        self.course = course
        self.lesson = course.lessons[course.lesson]
        self.step = step
        self.finished = False  # the lesson's moves are made: its end was told
        self._offered = False  # the step's set was shown first in the choice now open
        self._laid: tuple[tuple, pygame.Surface] | None = None  # the panel's words, laid out
        super().__init__(app, config, **kw)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        click = app.click
        self._buttons = {
            "learn_skip_step": Button("", self.skip_step, click=click),
            "learn_skip_lesson": Button("", course.skip_lesson, click=click),
            "learn_next": Button("", course.next_lesson, default=True, click=click),
            "learn_leave": Button("", course.leave, click=click),
        }

    @property
    def panel_buttons(self) -> list[Button]:
        """Skip the step or the lesson, or leave; once the lesson is done, Next or leave."""
        keys = ("learn_next",) if self.finished else ("learn_skip_step", "learn_skip_lesson")
        buttons = []
        for key in (*keys, "learn_leave"):
            button = self._buttons[key]
            button.label = t(key)  # in the language of this frame
            buttons.append(button)
        return buttons

    # -- the step ------------------------------------------------------------------------
    @property
    def lesson_match(self) -> LessonMatch:
        assert isinstance(self.match, LessonMatch)
        return self.match

    @property
    def wanted(self) -> Move | None:
        """The move the step asks for (None: the lesson's moves are made)."""
        steps = self.lesson.steps
        return steps[self.step].wanted if self.step < len(steps) else None

    def values(self, move: Move) -> dict[str, object]:
        """A move's card and the cards it takes, as the lesson's sentences say them."""
        taken = [c for c in self.model.view.table if c in move.captured]
        return {
            "card": self.words.the(move.card),
            "cards": self.words.the_list(taken) if taken else "",
            "sweep": self.course.sweep_word(),
        }

    def instruction(self) -> str:
        """What the panel says: the step's lesson and what to do; the lesson's end once its
        moves are made."""
        wanted = self.wanted
        if wanted is None:
            return t(self.lesson.done, sweep=self.course.sweep_word())
        step = self.lesson.steps[self.step]
        values = self.values(wanted)
        todo = "learn_do_take" if wanted.captured else "learn_do_lay"
        return f"{t(step.say, **values)} {t(todo, **values)}"

    def allows(self, move: Move) -> bool:
        """The step's move, or the opponent's scripted one; any other is refused, with why."""
        if self.game.current_player != self.model.bottom:
            return True
        wanted = self.wanted
        if wanted is None:  # the lesson is over: its table waits for Next, and says so
            self.say(self.instruction, 6.0)
            return False
        if move == wanted:
            if self.notice is not None and self.notice.error:
                self.notice = None  # the refusal was of another move: this one is right
            step = self.lesson.steps[self.step]
            self.lesson_match.reply = Move.parse(step.reply) if step.reply else None
            self.step += 1
            self.course.reached(self.step)
            return True
        self.refuse(move)
        return False

    def refuse(self, move: Move) -> None:
        """Say why ``move`` will not do here: what it would do, and what the step asks."""
        wanted = self.wanted
        assert wanted is not None
        step = self.lesson.steps[self.step]
        that = self.values(move)  # what the move would do, said before the table changes
        values = self.values(wanted)

        def said() -> str:
            does = "learn_that_takes" if move.captured else "learn_that_lays"
            return t("learn_refused", that=t(does, **that), why=t(step.why, **values))

        self.say(said, 8.0, error=True)
        self.sfx("illegal")
        self.model.cancel()

    def skip_step(self) -> None:
        """Skip this step: its move is made for the player, as the table shows it."""
        wanted = self.wanted
        if wanted is not None and self.my_turn:
            self.model.cancel()
            self.play(wanted)

    # -- the table's screen --------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return False

    def show_tools(self) -> bool:
        return False

    def request_hint(self) -> None:
        """H: the step said again."""
        self.say(self.instruction, 6.0)

    def open_menu(self, over: Scene | None = None) -> None:
        """Escape: leave the lessons (where they stand is kept)."""
        if self.app.top is self:
            self.course.leave()

    def update(self, dt: float) -> None:
        super().update(dt)
        top = self.app.top
        if isinstance(top, SummaryScene) and top.table is self:  # the round's end: counted
            self.app.pop(top)  # on the player's piles, a category at a time
            self.course.scoring(self, top.ev)
            return
        wanted = self.wanted
        if self.my_turn and wanted is not None:
            self.model.hint = wanted  # its cards lit, as a hint lights them
            self._offer(wanted)
            if isinstance(self.model.state, Idle):
                self.status = ""  # the lesson's panel says what to do
        done = self.wanted is None and self.lesson_match.reply is None
        if done and not self.lesson.scored and self.anim.timeline.idle and top is self:
            self.finished = True  # the panel says so, and offers the next lesson
        if self.finished:
            self.status = ""

    def _offer(self, wanted: Move) -> None:
        """When the step's card opens a choice, the set the step asks for is the one shown
        first (the player may still cycle, or pick the table cards)."""
        choosing = self.model.choosing
        if choosing is None:
            self._offered = False
            return
        if self._offered or choosing.card != wanted.card or choosing.picked:
            return
        self._offered = True
        if wanted.captured in choosing.options:
            self.model.cycle(choosing.options.index(wanted.captured) - choosing.choice)

    def handle(self, event: pygame.event.Event) -> None:
        if self.app.top is self:
            for button in self.panel_buttons:
                if button.handle(event):
                    return
            enter = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            if self.finished and event.type == pygame.KEYDOWN and event.key in enter:
                self.course.next_lesson()
                return
        super().handle(event)

    def draw(self, target: pygame.Surface) -> None:
        super().draw(target)
        self.draw_panel(target)

    def draw_panel(self, target: pygame.Surface) -> None:
        """The lesson's panel, right of the table's cards: its title and what to do."""
        lay = self.anim.layout
        w, h = lay.w, lay.h
        f = lay.font
        width = round(min(f * 18, w * 0.29))
        left = w - width - lay.margin
        buttons = self.panel_buttons
        self._buttons["learn_skip_step"].enabled = self.my_turn and self.wanted is not None
        head = t(
            "learn_heading",
            n=self.course.lesson + 1,
            of=len(self.course.lessons),
            title=t(self.lesson.title, sweep=self.course.sweep_word()),
        )
        words = self._words(head, self.instruction(), round(f * 0.95), width - f, f // 3)
        bh = round(f * 1.8)
        text_h = words.get_height() + f // 2
        height = text_h + f + len(buttons) * (bh + f // 3)
        top = round(max(lay.h * 0.2, h * 0.5 - height / 2))
        rect = pygame.Rect(left, top, width, height)
        self.panel_rect = rect
        target.blit(panel(rect.size, 225, (16, 40, 30)), rect)
        target.blit(words, (rect.left + f // 2, rect.top + f // 2))
        y = rect.top + text_h + f // 2
        for button in buttons:
            button.place_rect(pygame.Rect(rect.left + f // 2, y, width - f, bh))
            button.draw(target, round(f * 0.8))
            y += bh + f // 3

    def _words(self, head: str, said: str, size: int, width: int, gap: int) -> pygame.Surface:
        """The panel's title and sentences, wrapped to ``width`` (laid out once for each
        text and size: a frame only blits them)."""
        key = (head, said, size, width, gap)
        if self._laid is not None and self._laid[0] == key:
            return self._laid[1]
        heads = [
            fit(line, size, width, colour=GOLD, bold=True)
            for line in wrap(head, size, width, bold=True)
        ]
        lines = [render(line, size, LIGHT) for line in wrap(said, size, width)]
        height = sum(s.get_height() for s in heads + lines) + gap
        out = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for i, line in enumerate(heads + lines):
            out.blit(line, (0, y))
            y += line.get_height() + (gap if i == len(heads) - 1 else 0)
        self._laid = (key, out)
        return out
