"""Screens over the table: the round summary, the match end and the hot-seat pass screen."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ...core.cards import Card
from ...core.events import Event, MatchWon, RoundScored, ScoresReset
from ...core.outcome import Termination
from ...core.scoring import CARD_CATEGORY, SWEEP_CATEGORY, TWIN_SWEEP, SideDetail
from ..cards import card_size
from ..chart import score_chart
from ..felt import felt
from ..i18n import decimal, language, t
from ..messages import card_text, round_text
from ..nav import Navigator, Scene
from ..rules_text import category_name, declaration_name
from ..table.face import TableFace
from ..text import GOLD, LIGHT, blit, common_size, fit, font, render
from ..widgets import Button, button_row, dim, panel, wrap
from .review_screen import accuracy_line, review_button

DEMO_WAIT = 4.0
WATCH_WAIT = 8.0  # a match of computers only goes on to its next round after this long
PENALTY = (235, 130, 110)  # the colour of points lost (a penalty card, a costly sweep)


# how long a new panel takes no key or click: the Enter that confirmed the last capture, or a
# second click on a card, must not dismiss the round's summary before it is read
SETTLE = 0.6


class _Dialog(Scene):
    """A centred panel with buttons; Enter presses the default one. Where nobody at this
    screen is asked (``waits``: a demo, or a match of computers only being watched) the
    default button presses itself after a while, its label counting down; a key or a click
    on the panel holds it for the one watching."""

    def __init__(self, app: Navigator, table: TableFace, waits: float | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.buttons: list[Button] = []
        self.age = 0.0
        self.waits = DEMO_WAIT if table.config.demo else waits
        self._label = ""  # the default button's own label, under its countdown

    def handle(self, event: pygame.event.Event) -> None:
        if self.age < SETTLE and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return  # a key or click meant for the table just before the panel came up
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.waits is not None:
            self._hold()
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_menu(over=self)  # the in-game menu, as at the table
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            for b in self.buttons:
                if b.default:
                    b.action()
                    return

    def update(self, dt: float) -> None:
        self.age += dt
        if self.waits is None or self.app.top is not self:
            return
        default = next((b for b in self.buttons if b.default), None)
        if default is None:
            return
        if self.age > self.waits:
            self.waits = None
            default.action()
            return
        if not self.table.config.demo:  # the one watching sees it coming
            self._label = self._label or default.label
            left = max(1, math.ceil(self.waits - self.age))
            default.label = t("button_countdown", label=self._label, n=left)

    def _hold(self) -> None:
        """The one watching touched the panel: it waits for them now."""
        self.waits = None
        for b in self.buttons:
            if b.default and self._label:
                b.label = self._label

    def frame(self, target: pygame.Surface, wf: float, hf: float) -> pygame.Rect:
        dim(target)
        w, h = target.get_size()
        box = panel((round(w * wf), round(h * hf)), 255, (16, 40, 30))  # hides what is under
        rect = box.get_rect(center=(w // 2, h // 2))
        target.blit(box, rect)
        return rect

    def place_buttons(self, rect: pygame.Rect, f: int) -> None:
        """The buttons in a row, one width for all and even gaps between them."""
        for b in self.buttons:
            b.place((0, 0), f)
        button_row(self.buttons, rect.centerx, f, centery=rect.bottom - f * 1.6)


# scoring categories whose detail is a count: category -> the SideDetail field (and key)
_COUNTED = {"scope": "sweeps", "napola": "napola"}
_APART = (SWEEP_CATEGORY, TWIN_SWEEP)  # the sweeps the summary itemises apart


class SummaryScene(_Dialog):
    """Per side: each category with its detail and points; the match totals; continue."""

    def __init__(self, app: Navigator, table: TableFace, ev: RoundScored) -> None:
        watched = not table.remote and all(k.startswith("cpu:") for k in table.config.seats)
        super().__init__(app, table, WATCH_WAIT if watched else None)
        self.ev = ev
        self.buttons = [Button(t("continue"), self._continue, default=True, click=self.app.click)]
        review = review_button(app, table, [ev.round])  # the player's plays of this round
        self.buttons += [review] if review is not None else []
        resets = [
            e for e in table.game.events if isinstance(e, ScoresReset) and e.round == ev.round
        ]
        self.reset = table.words.scores_reset(resets[-1]) if resets else ""

    def _continue(self) -> None:
        self.app.pop(self)
        self.table.next_round()

    def _detail(self, category: str, d: SideDetail) -> str:
        if category in ("cards", "coins", "sevens"):
            n = getattr(d, category)
            rules, deck = self.table.game.rules, self.table.deck
            if category == "coins" and category_name(rules, "coins", language(), deck):
                category = "cards"  # the most of a suit named on its row: a count of cards
            return t(f"detail_{category}", n=n)
        if category == "settebello":
            if category in d.replaced:  # its point is in the four sevens' (Escoba)
                return t("detail_settebello_in_sevens")
            return t("detail_settebello_yes" if d.settebello else "detail_settebello_no")
        if category == "primiera":
            if d.primiera is None:
                return t("detail_primiera_none")
            return t("detail_primiera", value=decimal(d.primiera, None))
        if category.startswith(CARD_CATEGORY):  # scored card by card: how many were taken
            n = dict(d.counted).get(category, 0)
            return t("detail_cards", n=n)
        if category == "declarations" and d.declared:  # what was declared, by its name
            return declaration_name(self.table.game.rules, d.declared, language())
        if category.startswith(_APART):  # the sweeps made with one card, or on a twin, apart
            return t("detail_sweeps", n=dict(d.counted).get(category, 0))
        if category == "scope" and d.sweep_count is not None:  # how many, whatever each is worth
            apart = sum(n for cat, n in d.counted if cat.startswith(_APART))
            return t("detail_sweeps", n=d.sweep_count - apart)
        counted = _COUNTED.get(category)  # the sweeps, the run of coins
        if counted:
            return t(f"detail_{counted}", n=getattr(d, counted))
        return ""

    def _title(self, n: int) -> str:
        """ "Round 2", or "Round 2 of 8" where the match is set to a number of rounds."""
        game = self.table.game
        if game.rules.round_count(game.players) is None:
            return t("summary_title", n=n)
        return round_text(game.rules, game.players, n)

    def draw(self, target: pygame.Surface) -> None:
        table, result = self.table, self.ev.result
        lay = table.anim.layout
        f = lay.font
        teams = len(result.points)
        categories = list(result.points[0])
        thumb = card_size(lay.thumb_w)  # warmed by the table with its other sizes
        game = table.game
        gone = [s for s, r in game.out_in_round.items() if r == result.round]
        extra = len(gone) + (1 if self.reset else 0)  # lines under the totals
        cards_h = thumb[1] if "primiera" in categories else 0  # its row holds its cards
        need = f * 12.5 + (len(categories) + extra) * f * 1.7 + cards_h
        rect = self.frame(target, min(0.9, 0.4 + 0.2 * teams), min(0.92, need / lay.h))
        blit(
            target,
            render(self._title(result.round), round(f * 1.6), GOLD, bold=True),
            (rect.centerx, rect.top + f * 0.8),
            "midtop",
        )
        label_w = rect.width * 0.22
        col_w = (rect.width - label_w - f * 2) / teams
        x0 = rect.left + f + label_w
        y = rect.top + f * 3.4
        left_before = {game.teams[s] for s, r in game.out_in_round.items() if r < result.round}
        for team in range(teams):
            label = table.words.team_name(team)
            if team in left_before:
                label = f"{label} · {t('seat_out')}"
            name = fit(label, f, round(col_w - f))
            blit(target, name, (x0 + col_w * (team + 0.5), y), "midtop")
        y += f * 1.8
        row_h = f * 1.7
        rules = table.game.rules
        small = round(f * 0.85)
        thumbs_w = 4 * (thumb[0] + 4)

        def below(d: SideDetail | None) -> bool:
            """Whether the primiera's cards go under its words: a narrow column (many
            sides) has no room beside them."""
            words = render(self._detail("primiera", d), small).get_width() if d else 0
            return words + thumbs_w + f * 2.4 > col_w

        details: list[SideDetail | None] = list(result.details) or [None] * teams
        under = "primiera" in categories and any(below(d) for d in details)
        # a long breakdown on a small window: rows and cards close up until all of it fits
        # above the buttons
        room = rect.bottom - f * 2.8 - y
        for _ in range(12):
            prim = 0.0
            if "primiera" in categories:
                prim = f * 1.5 + thumb[1] if under else max(row_h, thumb[1] + f * 0.5)
            rows = len(categories) - (1 if "primiera" in categories else 0) + 2 + extra
            if rows * row_h + prim + f * 0.5 <= room:
                break
            row_h = max(f * 1.15, row_h * 0.94)
            thumb = card_size(max(16, thumb[0] * 0.9))
        for category in categories:
            tied = _tied(category, [result.points[s][category] for s in range(teams)], details)
            label = category_name(rules, category, language(), table.deck) or t(f"cat_{category}")
            label_text = _row_label(label, f, round(label_w - f * 0.4), row_h)
            height, ty = row_h, y  # the row's height, and where its words stand in it
            if category == "primiera":  # its cards beside its words, or under them
                height = f * 1.5 + thumb[1] if under else max(row_h, thumb[1] + f * 0.5)
                ty = y if under else y + (height - f * 1.25) / 2
            blit(target, label_text, (rect.left + f * 1.2, ty), "topleft")
            for team in range(teams):
                d = result.details[team] if result.details else None
                cx = x0 + col_w * team
                detail = self._detail(category, d) if d else ""
                pts = result.points[team][category]
                colour = GOLD if pts > 0 else PENALTY if pts < 0 else (170, 170, 160)
                said = t("summary_tie", n=pts) if tied else str(pts)  # level: nobody scores
                points = render(said, f, colour, bold=True)
                # the words keep clear of the points beside them (narrow columns: many sides)
                room = round(col_w - f * 1.8 - points.get_width())
                blit(target, fit(detail, small, room), (cx + f * 0.4, ty + 2), "topleft")
                blit(target, points, (cx + col_w - f, ty), "topright")
                if category == "primiera" and d is not None:
                    tx = cx + f * 0.4 + render(detail, small).get_width() + f * 0.5
                    cy = y + (height - thumb[1]) / 2
                    step: float = thumb[0] + 4
                    if under:
                        tx, cy = cx + f * 0.4, y + f * 1.3
                        # four cards in a narrow column (eight sides) overlap to stay in it
                        step = min(step, (col_w - f * 0.8 - thumb[0]) / 3)
                    for card in d.primiera_cards:
                        if card is not None:
                            face = table.images.face(card, thumb)
                            target.blit(face, (round(tx), round(cy)))
                            tx += step
            y += height
        pygame.draw.line(target, (200, 190, 150), (rect.left + f, y), (rect.right - f, y), 1)
        y += f * 0.5
        for key, values in (("round_points", result.totals), ("match_total", self.ev.scores)):
            blit(target, render(t(key), f, LIGHT, bold=True), (rect.left + f * 1.2, y), "topleft")
            for team in range(teams):
                cx = x0 + col_w * team
                text = str(values[team])
                if key == "match_total" and rules.plays_to_target:  # else no target
                    text = f"{values[team]} / {table.game.target}"
                blit(target, render(text, f, GOLD, bold=True), (cx + col_w - f, y), "topright")
            y += row_h
        if self.reset:  # a side's coins sent the others' match scores back to 0
            line = fit(self.reset, round(f * 0.9), rect.width - 2 * f, colour=GOLD)
            blit(target, line, (rect.centerx, y + f * 0.2), "midtop")
            y += row_h
        for seat in gone:  # an elimination game: who reached the target this round is out
            words = table.words.player_out(seat, game.target)
            shown = fit(words, f, rect.width - 2 * f, colour=GOLD)
            blit(target, shown, (rect.centerx, y), "midtop")
            y += row_h
        self.place_buttons(rect, f)
        for b in self.buttons:
            b.draw(target, f)


def _row_label(label: str, f: int, width: int, row_h: float) -> pygame.Surface:
    """A summary row's name in ``width``: on one line, smaller if need be; a long one (a set
    of cards named one by one) on two lines where the row has room for them, rather than in
    letters too small to read."""
    size = common_size([label], f, width)
    two = round(f * 0.75)
    if size >= two:
        return render(label, size, GOLD)
    lines = wrap(label, two, width)
    step = font(two).get_linesize()
    if len(lines) != 2 or step * 2 > row_h + f * 0.3:
        return fit(label, f, width, colour=GOLD)
    parts = [render(line, two, GOLD) for line in lines]
    size2 = (max(p.get_width() for p in parts), step + parts[1].get_height())
    surf = pygame.Surface(size2, pygame.SRCALPHA)
    for n, part in enumerate(parts):
        surf.blit(part, (0, n * step))
    return surf


def _tied(category: str, points: list[int], details: list[SideDetail | None]) -> bool:
    """Whether a "most" category went to nobody because the sides were level in it (the
    primiera 78 to 78): the summary says so beside its 0s."""
    if category not in ("cards", "coins", "sevens", "primiera") or any(points):
        return False
    if any(d is None for d in details):
        return False
    values = [getattr(d, category) for d in details]
    return len(values) > 1 and values[0] is not None and values[0] > 0 and len(set(values)) == 1


def _score_steps(events: Sequence[Event]) -> list[list[int]]:
    """What each round changed in the match scores: its points, less what a reset took."""
    steps: list[list[int]] = []
    before: tuple[int, ...] | None = None
    for ev in events:
        if isinstance(ev, RoundScored):
            last = before or (0,) * len(ev.scores)
            steps.append([a - b for a, b in zip(ev.scores, last, strict=True)])
            before = ev.scores
    return steps


class MatchEndScene(_Dialog):
    """The winner and the match's rounds, then a new match."""

    def __init__(self, app: Navigator, table: TableFace, ev: MatchWon) -> None:
        super().__init__(app, table)
        self.ev = ev
        self.buttons = [
            Button(t("new_match"), self._again, default=True, click=self.app.click),
            Button(t("main_menu"), app.show_home, click=self.app.click),
            Button(t("quit"), app.quit, click=self.app.click),
        ]
        self.rounds = [r.round for r in table.game.round_results]
        review = review_button(app, table, self.rounds)  # the player's plays of the match
        self.buttons[1:1] = [review] if review is not None else []

    def _again(self) -> None:
        self.app.pop(self)
        self.table.new_match()

    def draw(self, target: pygame.Surface) -> None:
        table, ev = self.table, self.ev
        lay = table.anim.layout
        f = lay.font
        teams = len(ev.scores)
        shown = min(10, len(table.game.round_results))
        need = f * 14.5 + shown * f * 1.3
        whole = self.frame(target, min(0.9, 0.55 + 0.15 * teams), min(0.92, need / lay.h))
        rect = whole
        blit(
            target,
            render(t("match_end"), round(f * 1.2), LIGHT),
            (rect.centerx, rect.top + f * 0.8),
            "midtop",
        )
        outcome = ev.outcome
        won = outcome.winner
        headline = t("draw") if won is None else table.words.side_says("winner", won)
        blit(
            target,
            fit(headline, round(f * 1.8), rect.width - 2 * f, colour=GOLD, bold=True),
            (rect.centerx, rect.top + f * 2.4),
            "midtop",
        )
        named = table.game.rules.match.tie_card
        if outcome.termination == Termination.TIE_CARD and named:  # that card, by name
            ranks = table.config.rules.deck.ranks
            reason = t("reason_tie_card", card=card_text(Card.parse(named), table.deck, ranks))
        else:
            reason = t(f"reason_{outcome.termination}")
        loser = outcome.loser  # a losing or elimination game: who reached the target
        if loser is not None:
            goal = table.game.target
            lost = table.words.side_says("loser_line", loser, target=goal)
            reason = f"{reason} · {lost}" if reason else lost
        if reason:
            line = fit(reason, f, rect.width - 2 * f)
            blit(target, line, (rect.centerx, rect.top + f * 4.4), "midtop")
        # the score of each side round by round, as a chart, beside the rounds' table
        chart = pygame.Rect(whole.centerx, whole.top + f * 6, whole.width / 2 - f, 0)
        chart.height = round(whole.bottom - f * 3.4 - chart.top)
        score_chart(
            target,
            chart,
            _score_steps(table.game.events),
            table.game.target if table.game.rules.plays_to_target else None,
            [table.words.team_name(s) for s in range(teams)],
            f,
        )
        rect = pygame.Rect(whole.left, whole.top, whole.width / 2, whole.height)
        y: float = rect.top + f * 6
        col_w = (rect.width - f * 8) / teams
        x0 = rect.left + f * 6
        blit(target, render(t("rounds_heading"), f, GOLD), (rect.left + f * 1.2, y), "topleft")
        for team in range(teams):
            name = fit(table.words.team_name(team), f, round(col_w - f))
            blit(target, name, (x0 + col_w * (team + 0.5), y), "midtop")
        y += f * 1.6
        rounds = table.game.round_results[-10:]
        for r in rounds:
            said = round_text(table.game.rules, table.game.players, r.round)
            blit(target, render(said, f), (rect.left + f * 1.2, y), "topleft")
            for team in range(teams):
                blit(
                    target, render(str(r.totals[team]), f), (x0 + col_w * (team + 0.5), y), "midtop"
                )
            y += f * 1.3
        pygame.draw.line(target, (200, 190, 150), (rect.left + f, y), (rect.right - f, y), 1)
        y += f * 0.4
        for team in range(teams):
            blit(
                target,
                render(str(ev.scores[team]), round(f * 1.2), GOLD, bold=True),
                (x0 + col_w * (team + 0.5), y),
                "midtop",
            )
        said = accuracy_line(table, self.rounds)  # how well the player played, reviewed
        if said:
            line = fit(said, round(f * 0.9), rect.width - 2 * f, colour=GOLD)
            blit(target, line, (rect.left + f * 1.2, y + f * 1.8), "topleft")
        self.place_buttons(whole, f)
        for b in self.buttons:
            b.draw(target, f)


def pass_to(name: str) -> str:
    """Whose turn the pass screen gives: "Tocca a Lucia", but "Tocca al Giocatore 2" for a
    seat called by its number, which takes the article in Italian and Spanish."""
    numbered = any(name == t("player_n", n=k) for k in range(1, 9))
    return t("pass_to_numbered" if numbered else "pass_to", name=name)


class PassScene(Scene):
    """Hot seat: hides the whole table until ``seat``'s player says they are ready."""

    opaque = True

    def __init__(self, app: Navigator, table: TableFace, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.button = Button(t("continue"), self._ready, default=True, click=self.app.click)

    def _ready(self) -> None:
        self.app.pop(self)
        self.table.reveal(self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        if self.button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_menu(over=self)  # the table, and every hand, stay hidden
            return
        click = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if click or (event.type == pygame.KEYDOWN and event.key in keys):
            self._ready()

    def draw(self, target: pygame.Surface) -> None:
        w, h = target.get_size()
        target.blit(felt((w, h)), (0, 0))
        f = self.table.anim.layout.font
        box = panel((round(w * 0.5), round(h * 0.4)), 220)
        rect = box.get_rect(center=(w // 2, h // 2))
        target.blit(box, rect)
        name = self.table.words.names[self.seat]
        blit(
            target,
            render(pass_to(name), round(f * 2), GOLD, bold=True),
            (rect.centerx, rect.top + f * 1.5),
            "midtop",
        )
        blit(
            target,
            fit(t("pass_hint"), f, rect.width - 2 * f),
            (rect.centerx, rect.centery),
            "center",
        )
        self.button.place((rect.centerx, rect.bottom - f * 1.8), f)
        self.button.draw(target, f)
