"""The table keeps the match: autosave after every move, resume, take back, statistics."""

from __future__ import annotations

import pygame
import pytest

from scopa import Rules
from scopa.store.saves import autosave_path, load_autosave, read_save
from scopa.store.settings import Settings
from scopa.store.stats import load_stats
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.scenes.overlays import SummaryScene
from tests.helpers import (
    ColourArt,
    face_colour,
    keeping_app,
    my_turn,
    play_first,
    post_click,
    post_key,
    wait_for,
)


def flush(app: App) -> None:
    if app.table and app.table.keeper:
        app.table.keeper.close()


def test_every_move_is_saved_and_continue_restores_the_position(apps) -> None:
    app = keeping_app()
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    play_first(app)
    wait_for(app, lambda: my_turn(app))
    game = app.table.game
    flush(app)
    saved = read_save(autosave_path())
    assert saved.game.record() == game.record()
    assert saved.setup.seats == ["human", "cpu:random"] and saved.setup.names == ["Ada", "Bruno"]

    loaded, problem = load_autosave()
    assert problem is None
    again = App(None, art=ColourArt(), settings=Settings())
    apps.append(again)
    config = MatchConfig(game.rules, loaded.setup.seats, names=loaded.setup.names, speed="instant")
    table = again.start_match(config, game=loaded.game)
    again.run_frames(3)
    assert table.game.hands == game.hands and table.game.table == game.table
    shown = {s.card for s in table.anim.zones[("hand", 0)]}
    assert shown == set(game.hands[0])
    assert {s.card for s in table.anim.zones[("table",)]} == set(game.table)
    piles = sum(
        len(table.anim.zones.get(("pile", t), [])) + len(table.anim.zones.get(("marker", t), []))
        for t in range(2)
    )
    assert piles == sum(len(p) for p in game.piles)
    assert table.anim.shown.stock == game.stock_count


def test_resuming_a_finished_round_brings_back_its_summary(apps) -> None:
    app = keeping_app()
    apps.append(app)
    table = app.table
    game = table.game
    while not game.round_over:
        game.play(game.legal_moves()[0])
    again = App(None, art=ColourArt(), settings=Settings())
    apps.append(again)
    resumed = again.start_match(MatchConfig(game.rules, ["human", "cpu:random"]), game=game)
    wait_for(again, lambda: isinstance(again.top, SummaryScene))
    assert resumed.anim.shown.scores == game.scores


def test_take_back_replays_the_record_without_the_players_last_move(apps) -> None:
    app = keeping_app()
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    before = app.table.game.record()
    play_first(app)
    wait_for(app, lambda: my_turn(app))
    assert len(app.table.game.moves) == 2
    post_key(pygame.K_u)
    app.run_frames(2)
    assert app.table.game.record() == before
    flush(app)
    assert read_save(autosave_path()).game.record() == before


@pytest.mark.parametrize("seed", [4, 5, 6, 7])
def test_the_cards_of_a_move_taken_back_glide_back_to_where_they_were(apps, seed) -> None:
    app = keeping_app(seed=seed)
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    table = app.table
    mine = table.game.legal_moves()[0].card
    play_first(app)
    wait_for(app, lambda: my_turn(app))
    (theirs,) = [p for p in table.game.view(0).plays()][-1:]
    table.undo()
    assert table.game.hands[0].count(mine) == 1 and not table.anim.timeline.idle
    moving = {s.card: s for z in table.anim.zones.values() for s in z if s.motion is not None}
    assert mine in moving  # the card played comes back to the hand
    played, _table = theirs
    # the reply's card goes back to its hidden hand, turning face down if it lay face up
    (back,) = [s for s in table.anim.zones[("hand", 1)] if s.card is not None]
    assert back.card == played.card and not back.face_up and back.motion is not None
    assert back.motion.flip == (not played.captured)
    for card in played.captured:  # what the reply took leaves the pile for where it lay
        where = ("hand", 0) if card == mine else ("table",)
        assert card in moving and moving[card].zone == where
    said = table._notice_now()  # what was taken back, in order
    assert said is not None and said[0] == (
        f"Taken back: you played {table.words.the(mine)}, Bruno played "
        f"{table.words.the(played.card)}"
    )
    wait_for(app, lambda: table.anim.timeline.idle)
    app.run_frames(2)
    assert all(s.motion is None for z in table.anim.zones.values() for s in z)
    assert {s.card for s in table.anim.zones[("hand", 0)]} == set(table.game.hands[0])
    assert {s.card for s in table.anim.zones[("table",)]} == set(table.game.table)
    assert all(s.card is None for s in table.anim.zones[("hand", 1)])


def test_take_back_is_off_in_hot_seat_and_when_the_setting_is_off(apps) -> None:
    hot = keeping_app("human,human")
    apps.append(hot)
    assert not hot.table.can_undo
    off = keeping_app(settings=Settings(undo=False))
    apps.append(off)
    assert not off.table.can_undo


def test_a_finished_match_clears_the_autosave_and_counts_in_the_statistics(apps) -> None:
    rules = Rules.from_yaml("extends: scopa\nmatch: {target: 1}")
    config = MatchConfig(rules, ["human", "cpu:random"], seed=2, speed="instant")
    app = App(config, art=ColourArt(), settings=Settings())
    apps.append(app)
    game = app.table.game
    rounds = 0
    while not game.match_over:
        if game.round_over:
            app.table.next_round()
        else:
            app.table.play(game.legal_moves()[0])
        rounds += game.round_over
    flush(app)
    assert not autosave_path().exists()
    stats, problem = load_stats()
    assert problem is None
    mine = stats.of(rules.name)
    assert mine.matches == 1 and mine.rounds == len(game.round_results)
    assert mine.matches_won == int(game.winner == 0)


def test_capture_values_are_drawn_on_cards_when_the_setting_asks(apps) -> None:
    app = keeping_app(settings=Settings(capture_values="on"))
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    card = app.table.game.hands[0][0]
    face = app.table.images.face(card, (120, 195))
    plain = ColourArt().face(card, (120, 195))
    assert face.get_at((60, 190))[:3] == face_colour(card)
    assert pygame.image.tobytes(face, "RGB") != pygame.image.tobytes(plain, "RGB")


def test_confirm_before_playing_needs_a_second_press(apps) -> None:
    app = keeping_app(settings=Settings(confirm_play=True))
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    table = app.table
    moves_before = len(table.game.moves)
    candidates = [
        c
        for c in table.game.hands[0]
        if len([m for m in table.game.legal_moves() if m.card == c]) == 1
    ]
    if not candidates:
        pytest.skip("every card of this hand has several captures")
    index = [s.card for s in table.anim.zones[("hand", 0)]].index(candidates[0])
    post_key(pygame.K_1 + index)
    app.run_frames(1)
    assert len(table.game.moves) == moves_before and table.model.armed is not None
    post_key(pygame.K_1 + index)
    app.run_frames(1)
    assert table.game.moves[moves_before].card == candidates[0]


def test_hint_names_a_legal_move(apps) -> None:
    app = keeping_app()
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    post_key(pygame.K_h)
    wait_for(app, lambda: app.table.model.hint is not None, frames=600)
    assert app.table.model.hint in app.table.game.legal_moves()
    assert app.table.notice and "Hint" in app.table.notice.text


def test_a_hint_goes_once_a_card_is_played(apps) -> None:
    # the hint is about the move to make: once one is made it would name a card gone
    app = keeping_app()
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    post_key(pygame.K_h)
    wait_for(app, lambda: app.table.model.hint is not None, frames=600)
    app.table.play(app.table.model.hint)
    app.run_frames(1)
    notice = app.table._notice_now()
    assert notice is None or "Hint" not in notice.text


def test_the_demo_never_touches_the_players_autosave(apps) -> None:
    config = MatchConfig(
        Rules.preset("scopa"), ["cpu:random", "cpu:random"], seed=1, speed="instant", demo=True
    )
    app = App(config, art=ColourArt(), settings=Settings())
    apps.append(app)
    app.run_frames(200)
    assert app.table.keeper is None and not autosave_path().exists()


def test_the_hint_and_take_back_buttons_work_by_mouse(apps) -> None:

    app = keeping_app()
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    app.run_frames(1)
    hint = app.table.tools()[0]
    post_click(hint.rect.center)
    wait_for(app, lambda: app.table.model.hint is not None, frames=600)
    before = app.table.game.record()
    play_first(app)
    wait_for(app, lambda: my_turn(app))
    app.run_frames(1)
    post_click(app.table.tools()[1].rect.center)
    app.run_frames(2)
    assert app.table.game.record() == before


def test_the_plays_of_the_round_begin_with_a_first_table_taken_at_the_deal(apps) -> None:
    # Escoba: the dealer takes a first table of 15 before any card is played (an escoba de
    # mano); the plays of the round say so, or a player who missed it could not find out
    from scopa.core.events import TableBonus
    from scopa.ui.scenes.history import history_lines

    app = keeping_app(rules="escoba", seed=18)
    apps.append(app)
    wait_for(app, lambda: my_turn(app) or app.table.game.current_player == 1)
    game = app.table.game
    (bonus,) = [e for e in game.events if isinstance(e, TableBonus)]
    wait_for(app, lambda: app.table.anim.timeline.idle)
    seat, what, took, swept = history_lines(app.table)[0]
    assert seat == bonus.seat and what == app.table.words.bonus(bonus)
    assert took == app.table.words.the_list(bonus.cards) and swept == (bonus.sweeps > 0)
