"""The surfaces the window keeps made (rendered words, the panels behind them) stay within a
budget of bytes over a long session: they come in ever new sizes (each last play, each
notice), and a bound on their count let two thousand of them hold tens of megabytes
(bench/render.py --long measures the whole window's memory)."""

from __future__ import annotations

import pygame

from scopa.ui import text, widgets


def test_rendered_words_stay_within_their_budget_the_latest_kept() -> None:
    pygame.font.init()
    for i in range(1500):  # a long session's last plays, each in words of its own
        text.render(f"Marco played the Seven of Cups and took {i} cards", 40)
    cache = text._cache
    assert 0 < cache.bytes <= cache.budget
    assert cache.bytes == sum(cache.weight(s) for s in cache._kept.values())
    latest = text.render("Marco played the Seven of Cups and took 1499 cards", 40)
    assert (
        text._cache.get(
            ("Marco played the Seven of Cups and took 1499 cards", 40, text.LIGHT, True, False)
        )
        is latest
    )


def test_panels_stay_within_their_budget_and_one_in_use_is_kept() -> None:
    kept = widgets.panel((600, 200))
    for i in range(400):  # a panel of each size the words behind it took
        widgets.panel((300 + i, 120 + i % 40))
        assert widgets.panel((600, 200)) is kept  # drawn every frame: never made again
    assert widgets._panels.bytes <= widgets._panels.budget


def test_a_window_resized_through_many_sizes_keeps_few_cloths() -> None:
    from scopa.ui import felt

    for width in range(1200, 1920, 80):  # an edge dragged across the screen
        felt.felt((width, width * 9 // 16))
    assert felt._cache.bytes <= felt._cache.budget
    assert len(felt._cache) <= 4  # of the nine sizes it went through
    last = felt.felt((1840, 1035))
    assert felt.felt((1840, 1035)) is last  # the window's own size is drawn once


def test_dimming_darkens_in_place_as_black_laid_over_it_would() -> None:
    from scopa.ui.scenes import overlays

    target = pygame.Surface((64, 32))
    target.fill((200, 120, 40))
    overlays.dim(target, 150)
    expected = [round(c * (255 - 150) / 255) for c in (200, 120, 40)]
    got = target.get_at((10, 10))[:3]
    assert all(abs(g - e) <= 2 for g, e in zip(got, expected, strict=True)), (got, expected)
    assert not hasattr(overlays, "_dim")  # no window-sized surface kept for it
