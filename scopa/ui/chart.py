"""Small line charts: one line a side, the points left to right, drawn straight onto a surface.

The match-end panel draws each side's score round by round against the target
(:func:`score_chart`); Statistics draws the final scores of the last matches with the same
:func:`line_chart`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .text import GOLD, blit, fit, render

SIDE_COLOURS = [
    (244, 200, 90),
    (130, 190, 240),
    (240, 130, 120),
    (160, 220, 150),
    (200, 160, 230),
    (120, 220, 210),
    (250, 160, 70),
    (225, 225, 220),
]  # one for each of eight sides
AXIS = (200, 190, 150)


def line_chart(
    target: pygame.Surface,
    rect: pygame.Rect,
    points: Sequence[Sequence[int]],
    names: Sequence[str],
    f: int,
    *,
    goal: int | None = None,
    first_label: int = 0,
) -> None:
    """One line a side through ``points`` (``points[i][side]``, left to right), a legend of
    ``names`` below; ``goal`` is drawn as a dashed line. The x axis counts the points from
    ``first_label`` (0: the first point is the start, before anything was played)."""
    span = len(points) - 1  # 0: a single point, drawn in the middle
    sides = len(points[0]) if points else 0
    top = max(goal or 0, *(max(p, default=0) for p in points), 1)
    low = min(0, *(min(p, default=0) for p in points))  # below 0: a penalty took points
    small = max(14, round(f * 0.85))
    plot = pygame.Rect(rect.left + f * 1.6, rect.top + f * 0.5, 0, 0)
    plot.width = rect.right - plot.left - f * 0.5
    plot.height = rect.bottom - plot.top - f * 1.4 - (small + 4) * ((sides + 1) // 2)

    def at(i: int, score: int) -> tuple[int, int]:
        x = plot.left + (plot.width * i / span if span else plot.width / 2)
        return round(x), round(plot.bottom - plot.height * (score - low) / (top - low))

    zero = at(0, 0)[1]
    pygame.draw.line(target, AXIS, (plot.left, zero), (plot.right, zero), 1)
    pygame.draw.line(target, AXIS, plot.bottomleft, plot.topleft, 1)
    if goal is not None:  # the target, dashed
        gy = at(0, goal)[1]
        for x in range(plot.left, plot.right, 10):
            pygame.draw.line(target, GOLD, (x, gy), (min(x + 5, plot.right), gy), 1)
        blit(target, render(str(goal), small, GOLD), (plot.left - 4, gy), "midright")
        if top > goal and plot.top < gy - small * 1.2:  # a final score past the target
            blit(target, render(str(top), small), (plot.left - 4, plot.top), "midright")
    else:
        blit(target, render(str(top), small), (plot.left - 4, plot.top), "midright")
    blit(target, render("0", small), (plot.left - 4, zero), "midright")
    if low < 0:
        blit(target, render(str(low), small), (plot.left - 4, plot.bottom), "midright")
    count = len(points) - 1 + first_label  # the number of the last point
    step = max(1, count // 8)
    for n in range(max(step, first_label), count + 1, step):
        blit(target, render(str(n), small), (at(n - first_label, 0)[0], plot.bottom + 3), "midtop")
    for side in range(sides):
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        line = [at(i, p[side]) for i, p in enumerate(points)]
        if len(line) > 1:
            pygame.draw.lines(target, colour, False, line, 3)
        for p in line if first_label else line[1:]:  # no dot on the start
            pygame.draw.circle(target, colour, p, 4)
    _legend(target, rect, plot, names, small)


def _legend(
    target: pygame.Surface, rect: pygame.Rect, plot: pygame.Rect, names: Sequence[str], small: int
) -> None:
    """Under the plot, each side's colour and name side by side, centred under it, two to
    a row."""
    y = plot.bottom + small + 8
    gap = small * 2
    for first in range(0, len(names), 2):
        labels = [
            fit(name, small, round(rect.width / 2 - small * 3)) for name in names[first : first + 2]
        ]
        width = sum(small * 1.4 + lab.get_width() for lab in labels) + gap * (len(labels) - 1)
        x = plot.centerx - width / 2
        for k, label in enumerate(labels):
            colour = SIDE_COLOURS[(first + k) % len(SIDE_COLOURS)]
            pygame.draw.rect(target, colour, (x, y + small * 0.3, small, small * 0.5))
            blit(target, label, (x + small * 1.4, y))
            x += small * 1.4 + label.get_width() + gap
        y += small + 4


def score_chart(
    target: pygame.Surface,
    rect: pygame.Rect,
    totals: list[list[int]],
    goal: int | None,
    names: list[str],
    f: int,
) -> None:
    """Each side's match score after every round, as a line against the target (None: a
    match with no target, of set rounds)."""
    sides = len(totals[0]) if totals else 0
    running = [[0] * sides]
    for scored in totals:
        running.append([a + b for a, b in zip(running[-1], scored, strict=True)])
    line_chart(target, rect, running, names, f, goal=goal)
