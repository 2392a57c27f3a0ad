"""Statistics: per variant and in total, from the player's side of the table; a reset that asks.

Counted by :mod:`scopa.store.stats` as matches are played; this screen only reads them. Beside
the table, a chart of the final scores of the last matches (all variants, or one), drawn by
the same :func:`scopa.ui.chart.line_chart` as the match-end panel's; once a match has been
reviewed (:mod:`scopa.ui.review_worker`), the chart may show instead the player's accuracy
match by match, one variant at a time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from ...core.errors import RulesError
from ...core.rules import Rules
from ...words.variants import preset_title
from ..chart import line_chart
from ..i18n import decimal, language, percent, t
from ..messages import problem_text
from ..nav import Navigator
from ..storage import Finished, Statistics, VariantStats
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import GREY, Button, Choice, wrap
from .form import FormScene, Row, confirm

ROWS = (
    "matches",
    "matches_won",
    "rounds",
    "rounds_won",
    "sweeps",
    "settebelli",
    "primiere",
    "points_per_round",
    "best_comeback",
)


# rows that only a variant scoring the category has: the row, and the scoring field asked
_SCORED = {"settebelli": "settebello", "primiere": "primiera"}


def scores(name: str, category: str) -> bool:
    """Whether the variant ``name`` scores ``category`` (asked of its rules; a variant whose
    rules cannot be read is given the benefit of the doubt)."""
    try:
        return bool(getattr(Rules.preset(name).scoring, category))
    except RulesError:
        return True


def shown_rows(names: list[str]) -> list[str]:
    """The statistics rows for the variants ``names``: a category none of them scores is left
    out (Escoba has no primiera)."""
    return [
        row
        for row in ROWS
        if row not in _SCORED or any(scores(name, _SCORED[row]) for name in names)
    ]


def variant_title(name: str, own: Mapping[str, str] | None = None) -> str:
    """What the statistics call the variant ``name``: a preset's title, or the title of the
    player's house rule of that name (``own``: name -> title); the name itself only where
    neither is found (a house-rule file since removed)."""
    if name in Rules.presets():
        return preset_title(name, language())
    if own and name in own:
        return own[name]
    return name.replace("_", " ").capitalize()


def cell(stats: VariantStats, row: str, variant: str | None = None) -> str:
    """A row's value in a column; ``variant`` (the preset, None for the totals) shows "-" for
    a category it does not score (Escoba's primiera) rather than a 0 it could never beat,
    and matches won is "-" where no match of it has ended yet (its rounds were played)."""
    if variant is not None and row in _SCORED and not scores(variant, _SCORED[row]):
        return "-"
    if row == "points_per_round":
        return decimal(stats.points_per_round) if stats.rounds else "-"
    value = getattr(stats, row)
    if row in ("matches_won", "rounds_won"):
        played = stats.matches if row == "matches_won" else stats.rounds
        # none played: no share to give, and "0" beside "1 (50 %)" reads as a count
        return f"{value} ({percent(value, played)})" if played else "-"
    if row == "best_comeback" and not value:
        return "-"  # no match won from behind yet
    return str(value)


def title_lines(titles: Sequence[str], f: int, room: int) -> tuple[int, list[list[str]]]:
    """The column titles' one size and each title's lines: the largest size, from the rows'
    own ``f`` down to 0.7 of it, at which every title fits ``room`` on at most two lines
    ("All variants" on two lines rather than in a smaller type than the others)."""
    sizes = [f, round(f * 0.9), round(f * 0.8), round(f * 0.7)]
    for size in sizes:
        heads = [wrap(title, size, room, bold=True) for title in titles]
        if all(
            len(lines) <= 2 and all(render(x, size, bold=True).get_width() <= room for x in lines)
            for lines in heads
        ):
            return size, heads
    size = sizes[-1]  # still too long (a house rule's long title): cut to fit, at the least
    return size, [wrap(title, size, room, bold=True)[:2] for title in titles]


def chart_caption(matches: Sequence[Finished]) -> str:
    """The line over the chart: matches won and lost, and the average margin (+1.5; +1,5 in
    Italian and Spanish)."""
    won = sum(m.outcome == "won" for m in matches)
    lost = sum(m.outcome == "lost" for m in matches)
    if len(matches) == 1:  # "of the last 1" reads oddly: the one match, by its result
        margin = decimal(matches[0].margin, None, sign=True)  # whole points: -6, not -6.0
        result = t(f"stats_result_{matches[0].outcome}")
        return t("stats_chart_caption_one", result=result, margin=margin)
    margin = decimal(sum(m.margin for m in matches) / len(matches), sign=True)
    return t("stats_chart_caption", won=won, lost=lost, n=len(matches), margin=margin)


class StatsScreen(FormScene):
    title_key = "menu_stats"

    def __init__(self, app: Navigator) -> None:
        self.stats, problem = app.store.load_stats()
        # the house rules by the name the statistics keep, for their titles
        self.own = {h.rules.name: h.rules.title for h in app.store.house_rules() if h.rules}
        self.page = 0
        self.chart_variant: str | None = None  # None: every variant
        self.chart_kind = "scores"  # or "accuracy": the reviewed matches' accuracy
        super().__init__(app)
        if problem:
            self.say(problem_text(problem), error=True)

    def title_of(self, name: str) -> str:
        return variant_title(name, self.own)

    def columns(self) -> list[tuple[str, VariantStats]]:
        played = sorted(
            (
                (self.title_of(k), v)
                for k, v in self.stats.variants.items()
                if v.matches or v.rounds
            ),
            key=lambda kv: -kv[1].rounds,
        )
        return [(t("stats_total"), self.stats.total()), *played]

    def build(self) -> None:
        cols = self.columns()
        pages = [(i, title) for i, (title, _) in enumerate(cols[1:])]
        if len(cols) > 4:
            self.rows.append(
                Row(
                    t("stats_first_column"),
                    Choice(pages, self.page, self._page, click=self.app.click),
                )
            )
        reviewed = self.reviewed()
        if reviewed:
            kinds = [("scores", t("stats_chart_scores")), ("accuracy", t("stats_chart_accuracy"))]
            self.rows.append(
                Row(
                    t("stats_chart_kind"),
                    Choice(kinds, self.chart_kind, self._kind, click=self.app.click),
                )
            )
        charted = sorted({m.variant for m in self.stats.history}, key=self.title_of)
        if self.chart_kind == "accuracy" and len(reviewed) > 1:  # one variant at a time
            per_variant: list[tuple[str | None, str]] = [(v, self.title_of(v)) for v in reviewed]
            self.rows.append(
                Row(
                    t("stats_chart_variant"),
                    Choice(
                        per_variant,
                        self.chart_variant,
                        self._chart,
                        click=self.app.click,
                        name_steps=False,
                    ),
                )
            )
        elif self.chart_kind != "accuracy" and len(charted) > 1:
            options = [(None, t("stats_total")), *((v, self.title_of(v)) for v in charted)]
            self.rows.append(
                Row(
                    t("stats_chart_variant"),
                    Choice(
                        options,
                        self.chart_variant,
                        self._chart,
                        click=self.app.click,
                        name_steps=False,
                    ),
                )
            )
        self.buttons = [
            Button(t("back"), self.back, default=True, click=self.app.click),
            Button(
                t("stats_reset"),
                self.ask_reset,
                enabled=bool(self.stats.variants),
                click=self.app.click,
            ),
        ]

    def _page(self, page: int) -> None:
        self.page = page

    def _chart(self, variant: str | None) -> None:
        self.chart_variant = variant

    def reviewed(self) -> list[str]:
        """The variants with a reviewed match, by title."""
        return sorted((v for v, a in self.stats.accuracy.items() if a), key=self.title_of)

    def _kind(self, kind: str) -> None:
        """The chart's kind: final scores, or accuracy (of one variant: the one shown, or
        the first reviewed)."""
        self.chart_kind = kind
        reviewed = self.reviewed()
        if kind == "accuracy" and self.chart_variant not in reviewed:
            self.chart_variant = reviewed[0] if reviewed else None
        self.rebuild()

    def ask_reset(self) -> None:
        confirm(
            self.app,
            t("stats_reset"),
            t("stats_reset_question"),
            t("stats_reset_yes"),
            t("no"),
            self.reset,
        )

    def reset(self) -> None:
        self.app.store.reset_stats()
        self.stats = Statistics()
        self.page = 0
        self.chart_variant = None
        self.chart_kind = "scores"
        self.rebuild()
        self.say(t("stats_reset_done"))

    def draw(self, target: pygame.Surface) -> None:
        rect, f = self.frame(target)
        inner = rect.inflate(-f * 2, -f * 1.4)
        top = inner.top
        if self.rows:
            rows_h = round(f * 1.9 * len(self.rows))
            self.draw_rows(target, pygame.Rect(inner.left, inner.top, inner.width, rows_h), f)
            top += rows_h + round(f * 0.5)
        cols = self.columns()
        if len(cols) == 1:
            msg = fit(t("stats_none"), f, inner.width, colour=GREY)
            blit(target, msg, inner.center, "center")
            self.draw_bar(target, f)
            return
        split = round(inner.width * 0.56)
        table = pygame.Rect(inner.left, top, split - f, inner.bottom - top)
        self.draw_table(target, table, cols, f)
        chart = pygame.Rect(inner.left + split + f, top, inner.width - split - f, table.height)
        self.draw_chart(target, chart, f)
        self.draw_bar(target, f)

    def draw_table(
        self,
        target: pygame.Surface,
        inner: pygame.Rect,
        cols: list[tuple[str, VariantStats]],
        f: int,
    ) -> None:
        top = inner.top
        shown = [cols[0], *cols[1 + self.page : 4 + self.page]] if len(cols) > 4 else cols
        variants = {self.title_of(k): k for k in self.stats.variants}  # column title -> preset
        label_w = round(inner.width * 0.36)
        col_w = (inner.width - label_w) / max(1, len(shown))
        rows = shown_rows(
            [name for name, s in self.stats.variants.items() if s.matches or s.rounds]
        )
        note = fit(t("stats_comeback_note"), round(f * 0.8), inner.width, colour=GREY)
        space = inner.bottom - top - f * 2 - note.get_height()
        row_h = min(f * 2.0, space / (len(rows) + 1))
        room = round(col_w - f // 2)
        size, heads = title_lines([title for title, _ in shown], f, room)
        bottom = top + row_h * 1.2 - row_h * 0.3  # each title's last line ends here
        for j, lines in enumerate(heads):
            cx = inner.left + label_w + col_w * (j + 0.5)
            for k, line in enumerate(reversed(lines)):
                line_surf = fit(line, size, room, colour=GOLD, bold=True)
                blit(target, line_surf, (cx, bottom - k * size * 1.15), "midbottom")
        y = top + row_h * 1.2
        pygame.draw.line(
            target,
            (200, 190, 150),
            (inner.left, y - row_h * 0.15),
            (inner.right, y - row_h * 0.15),
            1,
        )
        for i, row in enumerate(rows):
            if i % 2 == 0:
                band = pygame.Surface((inner.width, round(row_h)), pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                target.blit(band, (inner.left, round(y)))
            label = fit(t(f"stat_{row}"), round(f * 0.95), label_w - f // 2, colour=LIGHT)
            blit(target, label, (inner.left + f * 0.3, y + row_h / 2), "midleft")
            for j, (title, stats) in enumerate(shown):
                cx = inner.left + label_w + col_w * (j + 0.5)
                text = cell(stats, row, variants.get(title))
                blit(target, render(text, round(f * 0.95)), (cx, y + row_h / 2), "center")
            y += row_h
        blit(target, note, (inner.left + f * 0.3, y + f * 0.4))

    def draw_chart(self, target: pygame.Surface, area: pygame.Rect, f: int) -> None:
        """The final scores of the last matches, or a plain sentence before the first."""
        if self.chart_kind == "accuracy":
            self.draw_accuracy(target, area, f)
            return
        title = fit(t("stats_chart_title"), f, area.width, colour=GOLD, bold=True)
        blit(target, title, (area.centerx, area.top), "midtop")
        matches = self.stats.recent(self.chart_variant)
        small = round(f * 0.85)
        if not matches:
            _note(target, area, t("stats_chart_none"), small, f)
            return
        caption = chart_caption(matches)
        y = area.top + f * 1.5
        for line in wrap(caption, small, area.width)[:2]:
            blit(target, render(line, small, LIGHT), (area.centerx, y), "midtop")
            y += small * 1.3
        plot = pygame.Rect(area.left, round(y + f * 0.4), area.width, 0)
        plot.height = area.bottom - plot.top
        line_chart(
            target,
            plot,
            [[m.mine, m.theirs] for m in matches],
            [t("stats_chart_you"), t("stats_chart_them")],
            f,
            first_label=1,
        )

    def draw_accuracy(self, target: pygame.Surface, area: pygame.Rect, f: int) -> None:
        """The accuracy of the player's reviewed matches of one variant, oldest first."""
        title = fit(t("stats_accuracy_title"), f, area.width, colour=GOLD, bold=True)
        blit(target, title, (area.centerx, area.top), "midtop")
        reviewed = self.reviewed()
        variant = self.chart_variant if self.chart_variant in reviewed else None
        variant = variant or (reviewed[0] if reviewed else None)
        kept = self.stats.accuracy_over_time(variant) if variant else []
        small = round(f * 0.85)
        if not kept:
            _note(target, area, t("stats_accuracy_none"), small, f)
            return
        mean = sum(a.percent for a in kept) / len(kept)
        said = t("stats_accuracy_caption", n=len(kept), value=t("percent", n=round(mean)))
        y = area.top + f * 1.5
        assert variant is not None
        for line in wrap(f"{self.title_of(variant)} · {said}", small, area.width)[:2]:
            blit(target, render(line, small, LIGHT), (area.centerx, y), "midtop")
            y += small * 1.3
        plot = pygame.Rect(area.left, round(y + f * 0.4), area.width, 0)
        plot.height = area.bottom - plot.top
        points = [[round(a.percent)] for a in kept]
        line_chart(target, plot, points, [t("stats_accuracy_line")], f, goal=100, first_label=1)


def _note(target: pygame.Surface, area: pygame.Rect, text: str, size: int, f: int) -> None:
    """``text`` in grey, wrapped and centred in ``area``: a chart with nothing to show."""
    lines = wrap(text, size, area.width - f)
    y = area.centery - len(lines) * size * 0.7
    for line in lines:
        blit(target, render(line, size, GREY), (area.centerx, y), "midtop")
        y += size * 1.4
