"""The match's score chart: a line per side, one match's scores clear of the axis, a score
below zero inside its box."""

from __future__ import annotations

import pygame


def test_the_match_end_chart_draws_a_line_for_each_side() -> None:
    from scopa.ui.chart import SIDE_COLOURS, score_chart

    pygame.init()
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    score_chart(surface, pygame.Rect(0, 0, 400, 300), [[2, 2], [0, 4], [6, 1]], 11, ["A", "B"], 20)
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 400, 2) for y in range(0, 300, 2)}
    assert SIDE_COLOURS[0] in seen and SIDE_COLOURS[1] in seen


def test_a_chart_of_one_match_shows_its_scores_in_the_middle_not_on_the_axis() -> None:
    from scopa.ui.chart import SIDE_COLOURS, line_chart

    pygame.init()
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    line_chart(surface, pygame.Rect(0, 0, 400, 300), [[11, 6]], ["A", "B"], 20, first_label=1)
    where = {tuple(surface.get_at((x, y)))[:3]: x for x in range(0, 400) for y in range(0, 240)}
    for colour in SIDE_COLOURS[:2]:
        assert colour in where and 150 < where[colour] < 300  # a dot near the middle


def test_the_match_chart_keeps_a_score_below_zero_inside_its_box() -> None:
    """A round that costs more than it scores (the marshal's sweep) can leave a match score
    below 0: the chart draws it above its legend, inside its box."""
    import pygame

    from scopa.ui.chart import SIDE_COLOURS, score_chart

    pygame.init()
    surface = pygame.Surface((400, 400))
    surface.fill((0, 0, 0))
    box = pygame.Rect(0, 0, 400, 300)
    score_chart(surface, box, [[-5, 2], [1, 3]], 21, ["A", "B"], 20)
    first = [
        (x, y)
        for x in range(400)
        for y in range(400)
        if tuple(surface.get_at((x, y)))[:3] == SIDE_COLOURS[0]
    ]
    assert first and all(box.collidepoint(p) for p in first)
    bottom = max(y for _, y in first)  # the legend's swatch is the lowest of its colour
    swatch = [(x, y) for x, y in first if y > bottom - 10]
    swatch_top = min(y for _, y in swatch)
    left, right = min(x for x, _ in swatch), max(x for x, _ in swatch)
    line = [(x, y) for x, y in first if not (left <= x <= right and y >= swatch_top)]
    assert line and all(y < swatch_top - 5 for _, y in line)  # the line stays above it
