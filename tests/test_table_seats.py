"""Where the scores sit when many players sit alone, and what the score box says."""

from __future__ import annotations

import pytest

from scopa.core.rules import Rules
from scopa.ui.layout import Layout
from scopa.ui.table.view import score_title


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_scores_never_cover_a_capture_pile(size: tuple[int, int], players: int) -> None:
    # Five or six players alone put a pile near the top left corner (Folla per non prendere,
    # Scopone romano al contrario): the scores then sit below the top row instead.
    lay = Layout(size, players, 0, tuple(range(players)))
    x, y = lay.score_pos()
    reach_x = x + lay.w * 0.22
    for team in range(players):
        pile = lay.pile_slot(team)
        left, top = pile.x - pile.w, pile.y - pile.w * 1.7
        below_scores = top > y + lay.font * 6  # a pile further down the left edge
        assert left > reach_x or below_scores or pile.y + pile.w < y, (team, pile)


def test_four_players_keep_the_scores_in_the_corner() -> None:
    lay = Layout((1280, 800), 4, 0, (0, 1, 0, 1))
    assert lay.score_pos() == (lay.margin, lay.margin)


def test_the_score_box_says_what_the_match_is_played_to() -> None:
    frac = Rules.preset("frac")
    assert score_title(frac, 50) == f"{frac.title} · to 50"
    one = Rules.from_yaml("extends: frac\nmatch: {rounds: 1}")
    assert score_title(one, 50) == f"{one.title} · one round"  # the target plays no part
    three = Rules.from_yaml("extends: scopa\nmatch: {rounds: 3}")
    assert score_title(three, 11).endswith("· 3 rounds")
    losing = Rules.preset("folla_per_non_prendere")
    assert score_title(losing, 11).endswith("· first to 11 loses")
    out = Rules.preset("scopone_romano_al_contrario")
    assert score_title(out, 21).endswith("· 21 puts you out")


def test_computer_seats_are_named_alike_in_new_match_and_from_the_command_line() -> None:
    # The variant's own deck picks the names (Escoba: Spanish ones), not the art chosen.
    from scopa.ui.table.words import computer_name, seat_names

    assert seat_names(["human", "cpu:medium"], None, "spanish")[1] == computer_name(0, "spanish")
    assert computer_name(0, "spanish") != computer_name(0, "neapolitan")
    names = seat_names(["cpu:easy"] * 6, None, "neapolitan")
    assert len(set(names)) == 6
