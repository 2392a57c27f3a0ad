"""The review of the player's plays: the biggest mistakes first, and a replay of the round.

Opened from the round's summary (the round just played) and from the match's end (every
round of it), over the table. The reviews come from :mod:`scopa.ui.review_worker`, made in a
process of their own while the match went on: while they are still being made the screen
says so, and fills in when they come. Each mistake is one sentence worded from its reason
code, with the cards named, the expected points it gave up, and the table as it was when it
was made (the seat's hand and the table, the card played and the better one marked), drawn
with the table's own cards from the match record replayed to that play. The replay steps
through the plays one by one, every hand shown (the round is over).

Keys: Left and Right (or the wheel) step, Tab switches between the mistakes and the replay,
Escape or Enter goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ...ai.review import PRIMIERA_RANKS, Review, accuracy
from ...core.cards import Card
from ...core.game import Game
from ...core.moves import Move
from ...words.variants import term
from ..cards import ASPECT, card_size
from ..i18n import decimal, language, t
from ..nav import Navigator, Scene
from ..review_worker import FAILED, READY, WORKING, Reviews
from ..table.face import TableFace
from ..table.words import TableWords
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import GREY, Button, button_row, panel, wrap

MIN_LOSS = 0.05  # expected points: a smaller loss is the search's noise, not a mistake
MAX_MISTAKES = 30  # the mistakes listed at most
PLAYED = (235, 120, 100)  # the mark of the card played
BETTER = (120, 220, 140)  # the mark of the better card, and of what it takes
MOVED = GOLD  # the replay's mark: the card about to be played, and what it takes


@dataclass(frozen=True)
class Position:
    """The table just before a play: every hand, the table, who plays and what."""

    number: int  # the play's index in the record's moves
    round_number: int
    seat: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    move: Move


def positions(record: dict[str, Any], rounds: list[int]) -> list[Position]:
    """The position before each play of a card in ``rounds`` of ``record``, in order (one
    replay of the record: the answers to a claim, which play no card, are left out)."""
    moves = record.get("moves") or []
    try:
        game = Game.replay({**record, "moves": [], "round": 1})
    except (KeyError, TypeError, ValueError):
        return []
    out = []
    for number, data in enumerate(moves):
        if game.round_over:
            game.next_round()
        move = Move.from_data(data)
        if game.round_number in rounds and not move.is_answer:
            hands = tuple(tuple(hand) for hand in game.hands)
            out.append(
                Position(
                    number, game.round_number, game.current_player, hands, tuple(game.table), move
                )
            )
        game.play(move)
    return out


def play_words(words: TableWords, move: Move, same: bool) -> str:
    """A play as a sentence names it: its card with the article ("the Three of Cups"), and,
    where both plays compared use the same card (``same``), what it takes."""
    if move.is_answer:
        return ""
    card = words.the(move.card)
    if not same:
        return card
    taken = sorted(move.captured, key=lambda c: c.index)
    if taken:
        return t("review_play_taking", card=card, cards=words.the_list(taken))
    return t("review_play_laying", card=card)


def mistake_sentence(words: TableWords, review: Review) -> str:
    """One sentence for a reviewed play, worded from its reason code with the cards named
    ("You played the Three of Cups; with the King of Swords you would have swept the
    table")."""
    if review.reason == "wrong_answer":
        return t("review_reason_wrong_answer", trusted="yes" if review.played.trusts else "no")
    played, best = review.played, review.best
    same = not played.is_answer and not best.is_answer and played.card == best.card
    return t(
        f"review_reason_{review.reason}",
        played=play_words(words, played, same),
        best=play_words(words, best, same),
        settebello=term(words.rules, "settebello", language()),  # Escoba's "velo"
        left=words.the(left_behind(played, best)) if not best.is_answer else "",
    )


def left_behind(played: Move, best: Move) -> Card:
    """The card of most worth to the primiera that ``best`` took and ``played`` left on the
    table (a seven first, then a six, then an ace); the first card ``best`` took else."""
    missed = [c for c in best.captured if c not in played.captured]
    for rank in PRIMIERA_RANKS:
        for card in missed:
            if card.rank == rank:
                return card
    return (missed or list(best.captured) or [best.card])[0]


def mistakes(reviews: list[Review]) -> list[Review]:
    """The plays that gave up something, the biggest loss first."""
    found = [r for r in reviews if r.loss >= MIN_LOSS and r.reason not in ("best", "only_move")]
    return sorted(found, key=lambda r: (-r.loss, r.move_number))[:MAX_MISTAKES]


def reviews_of(table: TableFace) -> Reviews | None:
    """The reviews of the table's match, where it has them (a local or hosted match with a
    player at the table)."""
    return table.reviews


def review_button(app: Navigator, table: TableFace, rounds: list[int]) -> Button | None:
    """The round summary's and the match end's Review button (None: nothing reviewed)."""
    if reviews_of(table) is None:
        return None
    return Button(
        t("review_button"),
        lambda: app.push(ReviewScene(app, table, rounds)),
        click=app.click,
    )


def accuracy_line(table: TableFace, rounds: list[int]) -> str:
    """The match end's line: the player's accuracy over ``rounds``, or that it is coming
    ("" where nothing is reviewed)."""
    reviews = reviews_of(table)
    if reviews is None:
        return ""
    value = reviews.accuracy(rounds)
    if value is not None:
        return t("review_accuracy_match", value=t("percent", n=round(value)))
    _found, state = reviews.of(rounds)
    return t("review_accuracy_working") if state == WORKING else ""


class ReviewScene(Scene):
    """A panel over the table: the mistakes of ``rounds``, or a replay of their plays."""

    def __init__(self, app: Navigator, table: TableFace, rounds: list[int]) -> None:
        super().__init__(app)
        self.table = table
        self.rounds = list(rounds)
        self.reviews = reviews_of(table)
        game = table.game  # a match played here (a seat joined elsewhere has no reviews)
        self.positions = positions(game.record(), self.rounds) if isinstance(game, Game) else []
        self.by_number = {p.number: p for p in self.positions}
        self.replay = False  # False: the mistakes
        self.selected = 0  # the mistake shown
        self.step = 0  # the play shown in the replay
        self.found: list[Review] = []
        self.state = WORKING
        self.rows: list[pygame.Rect] = []  # where the mistakes' list lies, for the mouse
        self.back_button = Button(t("back"), self.close, default=True, click=app.click)
        self.previous = Button(t("review_previous"), lambda: self.move(-1), click=app.click)
        self.next = Button(t("review_next"), lambda: self.move(1), click=app.click)
        self.switch = Button(t("review_show_replay"), self.toggle, click=app.click)
        self.buttons = [self.previous, self.next, self.switch, self.back_button]
        self.update(0.0)

    # -- state -----------------------------------------------------------------------------
    @property
    def mistakes(self) -> list[Review]:
        return mistakes(self.found)

    def update(self, dt: float) -> None:
        """The reviews as they stand: filled in when the worker has made them."""
        if self.reviews is None:
            self.found, self.state = [], FAILED
            return
        self.found, self.state = self.reviews.of(self.rounds)

    def close(self) -> None:
        self.app.pop(self)

    def toggle(self) -> None:
        self.replay = not self.replay

    def move(self, by: int) -> None:
        """The next (or previous) mistake, or play of the replay."""
        if self.replay:
            self.step = max(0, min(len(self.positions) - 1, self.step + by))
        else:
            self.selected = max(0, min(len(self.mistakes) - 1, self.selected + by))

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEWHEEL:
            self.move(-event.y)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.replay:
            for i, row in enumerate(self.rows):
                if row.collidepoint(event.pos):
                    self.selected = i
                    return
        if event.type != pygame.KEYDOWN:
            return
        steps = {
            pygame.K_LEFT: -1,
            pygame.K_RIGHT: 1,
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -10,
            pygame.K_PAGEDOWN: 10,
            pygame.K_HOME: -10_000,
            pygame.K_END: 10_000,
        }
        if event.key in steps:
            self.move(steps[event.key])
        elif event.key == pygame.K_TAB:
            self.toggle()
        elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE):
            self.close()

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, target: pygame.Surface) -> None:
        target.fill((105, 105, 105), special_flags=pygame.BLEND_RGB_MULT)  # the table, dim
        w, h = target.get_size()
        f = self.table.anim.layout.font
        rect = pygame.Rect(0, 0, round(w * 0.94), round(h * 0.92))
        rect.center = (w // 2, h // 2)
        target.blit(panel(rect.size, 255, (16, 40, 30)), rect)
        match = len(self.rounds) != 1
        title = t("review_title_match") if match else t("review_title_round", n=self.rounds[0])
        blit(
            target,
            render(title, round(f * 1.4), GOLD, bold=True),
            (rect.centerx, rect.top + f * 0.6),
            "midtop",
        )
        blit(target, render(self._status(), f, LIGHT), (rect.centerx, rect.top + f * 2.6), "midtop")
        body = pygame.Rect(rect.left + f, rect.top + f * 4.4, rect.width - 2 * f, 0)
        body.height = round(rect.bottom - f * 4.6 - body.top)
        if self.replay:
            self._draw_replay(target, body, f)
        else:
            self._draw_mistakes(target, body, f)
        keys = fit(t("review_keys"), round(f * 0.8), rect.width - 2 * f, colour=GREY)
        blit(target, keys, (rect.centerx, rect.bottom - f * 3.4), "midbottom")
        self._place_buttons(target, rect, f)

    def _status(self) -> str:
        if self.state == READY:
            return t("review_accuracy", value=t("percent", n=round(accuracy(self.found))))
        return t("review_working") if self.state == WORKING else t("review_failed")

    def _place_buttons(self, target: pygame.Surface, rect: pygame.Rect, f: int) -> None:
        self.previous.label, self.next.label = t("review_previous"), t("review_next")
        self.switch.label = t("review_show_mistakes" if self.replay else "review_show_replay")
        self.back_button.label = t("back")
        count = len(self.positions) if self.replay else len(self.mistakes)
        at = self.step if self.replay else self.selected
        self.previous.enabled = at > 0
        self.next.enabled = at < count - 1
        for b in self.buttons:
            b.place((0, 0), f)
        button_row(self.buttons, rect.centerx, f, centery=rect.bottom - f * 1.6)
        for b in self.buttons:
            b.draw(target, f)

    def _lines(
        self,
        target: pygame.Surface,
        words: str,
        size: int,
        width: int,
        at: tuple[float, float],
        colour=LIGHT,
    ) -> float:
        """``words`` wrapped to ``width`` from ``at`` down; the y under the last line."""
        x, y = at
        for line in wrap(words, size, width):
            blit(target, render(line, size, colour), (x, y))
            y += size * 1.3
        return y

    def _draw_mistakes(self, target: pygame.Surface, body: pygame.Rect, f: int) -> None:
        found = self.mistakes
        self.rows = []
        if not found:
            key = {READY: "review_none", WORKING: "review_working"}.get(self.state, "review_failed")
            lines = wrap(t(key), f, body.width - 4 * f)
            y = body.centery - len(lines) * f * 0.7
            for line in lines:
                blit(target, render(line, f, LIGHT), (body.centerx, y), "midtop")
                y += f * 1.4
            return
        self.selected = min(self.selected, len(found) - 1)
        words = self.table.words
        # the list, biggest first, on the left
        list_w = round(body.width * 0.3)
        blit(target, render(t("review_mistakes"), f, GOLD, bold=True), (body.left, body.top))
        row_h = round(f * 1.7)
        y = body.top + f * 1.8
        room = max(1, int((body.bottom - y) // row_h))
        first = max(0, min(self.selected - room // 2, len(found) - room))
        for i in range(first, min(len(found), first + room)):
            r = found[i]
            row = pygame.Rect(body.left, round(y), list_w, row_h - 4)
            if i == self.selected:
                pygame.draw.rect(target, (40, 80, 60), row, border_radius=6)
                pygame.draw.rect(target, GOLD, row, 2, border_radius=6)
            name = (
                words.card(r.played.card)
                if not r.played.is_answer  # an answer to a claim: trusted, or doubted
                else t("trust_button" if r.played.trusts else "doubt_button")
            )
            loss = decimal(-r.loss, 1)
            blit(
                target,
                render(loss, round(f * 0.9), PLAYED, bold=True),
                (row.right - f * 0.4, row.centery),
                "midright",
            )
            label = fit(f"{i + 1}. {name}", round(f * 0.9), list_w - f * 4, colour=LIGHT)
            blit(target, label, (row.left + f * 0.4, row.centery), "midleft")
            self.rows.append(row)
            y += row_h
        self.rows = [pygame.Rect(0, 0, 0, 0)] * first + self.rows
        # the one chosen, on the right: what it was, and the table as it was
        r = found[self.selected]
        right = pygame.Rect(
            body.left + list_w + f * 1.5, body.top, body.width - list_w - f * 1.5, body.height
        )
        head = t("review_mistake_n", n=self.selected + 1, total=len(found))
        position = self.by_number.get(r.move_number)
        if position is not None and len(self.rounds) > 1:
            head = f"{head} · {t('summary_title', n=position.round_number)}"
        blit(target, render(head, f, GOLD, bold=True), right.topleft)
        y = self._lines(
            target, mistake_sentence(words, r), f, right.width, (right.left, right.top + f * 1.6)
        )
        given = t("review_given_up", points=decimal(r.loss, 1))
        blit(target, render(given, round(f * 0.9), PLAYED), (right.left, y + f * 0.2))
        y += f * 1.8
        if position is None:
            return
        marks: dict[Card, tuple[int, int, int]] = {}
        if not r.played.is_answer:
            marks[r.played.card] = PLAYED
            for c in r.played.captured:
                marks[c] = PLAYED
        if not r.best.is_answer:
            marks[r.best.card] = BETTER
            for c in r.best.captured:
                marks[c] = BETTER
        labels = {}
        if not r.played.is_answer:
            labels[r.played.card] = t("review_mark_played")
        if not r.best.is_answer:
            labels[r.best.card] = t("review_mark_better")
        space = right.bottom - y
        card_h = max(30, min(space / 2 - f * 2.6, f * 9))
        card_w = card_h / ASPECT
        for key, cards in (
            ("review_table", position.table),
            ("review_your_hand", position.hands[position.seat]),
        ):
            blit(target, render(t(key), round(f * 0.9), GOLD), (right.left, y))
            y += f * 1.3
            self._row(
                target,
                list(cards),
                pygame.Rect(right.left, round(y), right.width, 0),
                card_w,
                marks,
                labels,
                f,
            )
            y += card_h + f * 1.5

    def _draw_replay(self, target: pygame.Surface, body: pygame.Rect, f: int) -> None:
        if not self.positions:
            return
        self.step = min(self.step, len(self.positions) - 1)
        p = self.positions[self.step]
        words = self.table.words
        in_round = [q for q in self.positions if q.round_number == p.round_number]
        n = in_round.index(p) + 1
        if len(self.rounds) > 1:
            head = t("review_step_round", round=p.round_number, n=n, total=len(in_round))
        else:
            head = t("review_step", n=n, total=len(in_round))
        blit(target, render(head, f, GOLD, bold=True), (body.centerx, body.top), "midtop")
        taken = sorted(p.move.captured, key=lambda c: c.index)
        what, took = words.history(p.seat, p.move.card, taken)
        line = fit(f"{what} · {took}", f, body.width, colour=LIGHT)
        blit(target, line, (body.centerx, body.top + f * 1.5), "midtop")
        marks = {p.move.card: MOVED, **{c: MOVED for c in taken}}
        seats = len(p.hands)
        me = self.reviews.seat if self.reviews is not None else 0
        order = [s for s in range(seats) if s != me] + [me]
        rows = seats + 1  # every hand and the table
        y = body.top + f * 3.2
        space = body.bottom - y
        card_h = max(24, min(space / rows - f * 0.6, f * 8))
        card_w = card_h / ASPECT
        label_w = round(body.width * 0.18)
        area = pygame.Rect(body.left + label_w, 0, body.width - label_w, 0)
        named = [(self.table.words.names[s], p.hands[s]) for s in order[:-1]]
        named += [(t("review_table"), p.table), (self.table.words.names[me], p.hands[me])]
        for name, cards in named:
            colour = GOLD if name == t("review_table") else LIGHT
            label = fit(name, round(f * 0.9), label_w - f, colour=colour, bold=True)
            blit(target, label, (body.left, y + card_h / 2), "midleft")
            area.top = round(y)
            self._row(target, list(cards), area, card_w, marks, {}, f)
            y += card_h + f * 0.6

    def _row(
        self,
        target: pygame.Surface,
        cards: list[Card],
        area: pygame.Rect,
        card_w: float,
        marks: dict[Card, tuple[int, int, int]],
        labels: dict[Card, str],
        f: int,
    ) -> None:
        """``cards`` left to right from ``area``'s top left, overlapping where they would
        not fit its width; a marked card framed in its colour, a label under it."""
        size = card_size(card_w)
        if not cards:
            return
        gap = size[0] * 0.12
        step = size[0] + gap
        if len(cards) > 1:
            step = min(step, (area.width - size[0]) / (len(cards) - 1))
        x = float(area.left)
        small = round(f * 0.75)
        for card in cards:
            face = self.table.images.face(card, size)
            spot = pygame.Rect(round(x), area.top, size[0], size[1])
            target.blit(face, spot)
            colour = marks.get(card)
            if colour is not None:
                pygame.draw.rect(target, colour, spot.inflate(6, 6), 3, border_radius=5)
            label = labels.get(card)
            if label:
                text = render(label, small, colour or LIGHT, bold=True)
                blit(target, text, (spot.centerx, spot.bottom + 4), "midtop")
            x += step
