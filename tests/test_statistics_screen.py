"""The statistics screen: the rows each variant scores, and the column titles."""

from __future__ import annotations

import pygame
import pytest

pytestmark = pytest.mark.usefixtures("english")


def test_statistics_rows_follow_what_the_variants_score() -> None:
    from scopa.ui.scenes.stats_screen import cell, shown_rows
    from scopa.ui.storage import VariantStats

    escoba = shown_rows(["escoba"])
    assert "primiere" not in escoba and "settebelli" in escoba  # the siete de oros scores
    assert "primiere" in shown_rows(["escoba", "scopa"])
    assert cell(VariantStats(), "best_comeback") == "-"
    # beside Scopa, Escoba's column says it has no primiera rather than 0 of them
    played = VariantStats(rounds=3, primiere=0, settebelli=1)
    assert cell(played, "primiere", "escoba") == "-" and cell(played, "primiere", "scopa") == "0"
    assert cell(played, "settebelli", "escoba") == "1" and cell(played, "primiere") == "0"
    # rounds played but no match ended yet: no share of matches won, so no "0" beside
    # another column's "1 (50 %)"; rounds won still has its share
    assert cell(played, "matches_won") == "-"
    assert cell(VariantStats(matches=2, matches_won=0), "matches_won").startswith("0 (0")
    assert cell(VariantStats(rounds=3), "rounds_won").startswith("0 (0")


def test_statistics_column_titles_share_one_size_and_a_long_one_takes_two_lines() -> None:
    from scopa.ui.scenes.stats_screen import title_lines
    from scopa.ui.text import render

    pygame.init()
    room = render("Scopone", 22, bold=True).get_width() + 4
    size, heads = title_lines(["All variants", "Scopa", "Scopone"], 22, room)
    assert size == 22  # the rows' own size: "All variants" goes on two lines instead
    assert heads == [["All", "variants"], ["Scopa"], ["Scopone"]]
    # a title too long for two lines at the rows' size makes every title smaller, together
    size, heads = title_lines(["Tutte le varianti di casa", "Scopa"], 22, room)
    assert size < 22 and all(len(lines) <= 2 for lines in heads)
    assert all(render(x, size, bold=True).get_width() <= room for x in heads[0] + heads[1])
