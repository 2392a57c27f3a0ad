"""Where the scores sit when many players sit alone, and what the score box says."""

from __future__ import annotations

import pygame
import pytest

from scopa.core.rules import Rules
from scopa.ui.layout import Layout
from scopa.ui.table.view import score_title
from tests.helpers import ColourArt, wait_for


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
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
    assert score_title(frac, 50) == "Scopa FRAC · to 50"  # the preset's title, as English says it
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


@pytest.mark.parametrize("players", [2, 4, 5, 6, 7, 8])
def test_the_last_plays_stay_clear_of_the_top_seats(players: int) -> None:
    # With four or more players several computer plays come one after another: the table
    # keeps one a seat (at most three) in the top right box, never over a seat's cards.
    lay = Layout((1280, 800), players, 0, tuple(range(players)))
    right = lay.w - lay.margin
    left = right - lay.last_play_width() - lay.font
    for seat, (fx, fy, angle) in lay.spot.items():
        if fy == 0.0 and angle == 0 and lay.rel(seat) != 0:
            assert fx * lay.w + lay.opp_w * 0.95 < left


def test_the_table_keeps_a_play_for_each_other_seat(apps) -> None:
    from scopa import Rules
    from scopa.ui.app_loop import App, MatchConfig

    # seed 9: the first of the kept plays is a sweep, which the box marks as one
    config = MatchConfig(Rules.preset("scopone"), ["cpu:random"] * 4, speed="instant", seed=9)
    app = App(config, size=(1280, 800), art=ColourArt())
    apps.append(app)
    wait_for(
        app, lambda: len(list(app.table.model.view.plays())) >= 5 and app.table.anim.timeline.idle
    )
    shown = app.table.anim.shown
    assert app.table.anim.plays_kept == 3
    plays = [e for e, _ in app.table.model.view.plays()]
    kept = [(e.seat, e.card, tuple(e.captured)) for e in plays][-3:]
    assert [play[:3] for play in shown.last_plays] == kept and len(kept) == 3
    assert [play[3:] for play in shown.last_plays] == [("swept",), (), ()]


def test_at_a_table_of_eight_the_box_keeps_the_seven_plays_since_yours(
    apps, monkeypatch: pytest.MonkeyPatch
) -> None:
    # with eight players "Last plays" showed three of the seven plays since your turn
    from scopa import Rules
    from scopa.ui.app_loop import App, MatchConfig
    from scopa.ui.table import view as table_view

    config = MatchConfig(Rules.preset("scopa_52"), ["cpu:random"] * 8, speed="fast", seed=4)
    app = App(config, size=(1280, 800))
    apps.append(app)
    wait_for(
        app, lambda: len(list(app.table.model.view.plays())) >= 9 and app.table.anim.timeline.idle
    )
    assert app.table.anim.plays_kept == 7
    plays = [e for e, _ in app.table.model.view.plays()]
    kept = [(e.seat, e.card, tuple(e.captured)) for e in plays][-7:]
    assert [play[:3] for play in app.table.anim.shown.last_plays] == kept
    boxes: list[tuple[int, pygame.Rect]] = []
    stack = table_view._stack

    def spy(target, lines, pos, anchor, f):  # type: ignore[no-untyped-def]
        stack(target, lines, pos, anchor, f)
        if anchor == "topright":
            boxes.append(
                (len(lines), pygame.Rect(0, pos[1], 1, sum(s.get_height() for s in lines)))
            )

    monkeypatch.setattr(table_view, "_stack", spy)
    app.step(1 / 60)
    ((count, box),) = boxes
    assert count >= 1 + 7  # the heading, then a line at least for each of the seven
    assert box.bottom <= app.table.anim.layout.last_play_bottom()
