"""The table played through posted mouse and key events, as a player would."""

from __future__ import annotations

import random

import pygame
import pytest

from scopa import Card, Rules
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.scenes.overlays import MatchEndScene, PassScene, SummaryScene
from scopa.ui.scenes.table import TableScene
from tests.helpers import (
    ColourArt,
    hand_centre,
    make_app,
    post_click,
    post_key,
    table_centre,
    visible_faces,
    wait_for,
)


@pytest.fixture
def app_factory():
    apps: list[App] = []

    def factory(*args, **kw) -> App:
        app = make_app(*args, **kw)
        apps.append(app)
        return app

    yield factory
    for app in apps:
        app.close()


def continue_summary(app: App) -> None:
    scene = app.top
    assert isinstance(scene, SummaryScene | MatchEndScene)
    post_click(scene.buttons[0].rect.center)
    app.step(1 / 60)


def test_a_whole_round_by_mouse(app_factory) -> None:
    app = app_factory()
    table = app.table
    played = 0
    for _ in range(6000):
        if isinstance(app.top, SummaryScene):
            break
        if table.my_turn and table.model.choosing is None:
            post_click(hand_centre(table, 0))
            played += 1
        elif table.my_turn:
            post_key(pygame.K_TAB)
            post_key(pygame.K_RETURN)
        app.step(1 / 60)
    assert isinstance(app.top, SummaryScene), "the round never ended"
    assert table.game.round_over and played >= 18
    continue_summary(app)
    wait_for(app, lambda: table.my_turn)
    assert table.game.round_number == 2
    hand = sorted(s.card for s in table.anim.zones[("hand", 0)])
    assert hand == sorted(table.game.hands[0])


def test_keyboard_only_round(app_factory) -> None:
    app = app_factory(speed="instant", seed=5)
    table = app.table
    for _ in range(4000):
        if isinstance(app.top, SummaryScene):
            break
        if table.my_turn and table.model.choosing is None:
            post_key(pygame.K_RIGHT)
            post_key(pygame.K_RETURN)
        elif table.my_turn:
            post_key(pygame.K_TAB)
            post_key(pygame.K_RETURN)
        app.step(1 / 60)
    assert isinstance(app.top, SummaryScene)
    post_key(pygame.K_RETURN)  # an Enter as the panel comes up was meant for the table
    app.step(1 / 60)
    assert isinstance(app.top, SummaryScene) and table.game.round_number == 1
    for _ in range(40):  # the summary has been read
        app.step(1 / 60)
    post_key(pygame.K_RETURN)
    app.step(1 / 60)
    assert table.game.round_number == 2


def _seed_with_choice() -> tuple[int, Card, list[frozenset[Card]]]:
    from scopa import Game

    for seed in range(2000):
        game = Game(Rules.preset("scopa"), 2, seed=seed)
        for card in game.hands[0]:
            options = game.capture_options(card)
            if len(options) >= 2 and len(game.table) > sum(len(o) for o in options[:1]):
                return seed, card, options
    raise AssertionError("no seed deals a capture choice")


def test_capture_choice_by_clicking_table_cards(app_factory) -> None:
    seed, card, options = _seed_with_choice()
    app = app_factory(seed=seed, speed="instant")
    table = app.table
    wait_for(app, lambda: table.my_turn)
    i = [s.card for s in table.anim.zones[("hand", 0)]].index(card)
    post_click(hand_centre(table, i))
    app.step(1 / 60)
    assert table.model.choosing is not None
    assert table.model.choosing.card == card and len(table.model.choosing.options) == len(options)
    # a table card in no set: refused with the core's own sentence
    outside = [c for c in table.game.table if not any(c in o for o in options)]
    if outside:
        post_click(table_centre(table, outside[0]))
        app.step(1 / 60)
        assert table.notice and table.model.choosing is not None
        assert table.model.choosing.card == card
    want = options[-1]
    distinct = next((c for c in want if not any(c in o for o in options[:-1])), None)
    for c in [distinct] if distinct else sorted(want):
        if table.model.choosing is None:
            break
        post_click(table_centre(table, c))
        app.step(1 / 60)
    assert table.game.moves[0].card == card
    assert table.game.moves[0].captured == want


def test_tab_cycles_capture_sets(app_factory) -> None:
    seed, card, options = _seed_with_choice()
    app = app_factory(seed=seed, speed="instant")
    table = app.table
    wait_for(app, lambda: table.my_turn)
    i = [s.card for s in table.anim.zones[("hand", 0)]].index(card)
    post_key(pygame.K_1 + i)
    post_key(pygame.K_TAB)
    app.step(1 / 60)
    assert table.model.choosing.choice == 1
    post_key(pygame.K_RETURN)
    app.step(1 / 60)
    assert table.game.moves[0].captured == table.game.moves[0].captured
    assert table.game.moves[0].captured == options[1] or len(options) > 1


def test_drag_and_drop_plays(app_factory) -> None:
    app = app_factory(speed="instant")
    table = app.table
    wait_for(app, lambda: table.my_turn)
    start = hand_centre(table, 1)
    dragged = table.anim.zones[("hand", 0)][1].card
    x0, y0, _, _ = table.anim.layout.table_rect
    end = (x0 + 4, y0 + 4)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        p = (start[0] + (end[0] - start[0]) * k / 5, start[1] + (end[1] - start[1]) * k / 5)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        )
    app.step(1 / 60)
    assert table.pointer.drag is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(1 / 60)
    assert (
        table.model.choosing is not None and table.model.choosing.card == dragged
    ) or table.game.moves[0].card == dragged


def test_resize_in_the_middle_of_the_deal(app_factory) -> None:
    app = app_factory(speed="slow")
    table = app.table
    app.run_frames(20)
    assert not table.anim.timeline.idle
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
    app.run_frames(5)
    assert app.size == (1000, 640) and table.anim.layout.size == (1000, 640)
    app.resize((700, 400))  # below the minimum: held at 960x600
    assert app.size == (960, 600)
    wait_for(app, lambda: table.anim.timeline.idle)
    app.step(1 / 60)
    for sprites in table.anim.zones.values():
        for sprite in sprites:
            slot = table.anim.slot(sprite)
            assert table.anim.place(sprite) == (slot.x, slot.y, float(slot.w), float(slot.angle))
            assert 0 <= slot.x <= 960 and 0 <= slot.y <= 600


@pytest.mark.parametrize("players", [3, 4, 6])
def test_layouts_for_more_seats_play_a_round(app_factory, players: int) -> None:
    app = app_factory(",".join(["cpu:random"] * players), speed="instant", demo=True)
    table = app.table
    wait_for(app, lambda: isinstance(app.top, SummaryScene), 4000)
    w, h = app.size
    for n in range(1, 17):
        for slot in table.anim.layout.table_slots(n):
            sw, sh = slot.size
            assert sw / 2 <= slot.x <= w - sw / 2 and sh / 2 <= slot.y <= h - sh / 2
    app.run_frames(10)


def test_match_end_and_new_match(app_factory) -> None:
    app = app_factory("cpu:random,cpu:random", speed="instant", demo=True, seed=2)
    table = app.table
    for _ in range(40):
        wait_for(app, lambda: isinstance(app.top, SummaryScene | MatchEndScene), 5000)
        if isinstance(app.top, MatchEndScene):
            break
        continue_summary(app)
    assert isinstance(app.top, MatchEndScene) and table.game.match_over
    app.step(1 / 60)
    continue_summary(app)
    assert table.game.round_number == 1 and not table.game.match_over


def test_random_input_fuzz(app_factory) -> None:
    rnd = random.Random(4)
    app = app_factory("human,cpu:random,human,cpu:random", rules="scopone", speed="fast")
    quits: list[int] = []
    app.quit = lambda: quits.append(app.frame)  # the fuzz may find the menus' Quit: go on
    keys = [
        pygame.K_1,
        pygame.K_2,
        pygame.K_3,
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_ESCAPE,
        pygame.K_SPACE,
        pygame.K_UP,
    ]
    for _ in range(1500):
        w, h = app.size
        pos = (rnd.randrange(w), rnd.randrange(h))
        roll = rnd.random()
        if roll < 0.3:
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
        elif roll < 0.55:
            post_click(pos)
        elif roll < 0.6:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        elif roll < 0.9:
            post_key(rnd.choice(keys))
        elif roll < 0.905:
            size = (rnd.randrange(900, 1500), rnd.randrange(560, 1000))
            pygame.event.post(
                pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            )
        app.step(1 / 60)
    assert app.running


def _hot_seat_handover(pause: float, monkeypatch: pytest.MonkeyPatch) -> float:
    """Table seconds from a hot-seat play to its pass screen, the table resting ``pause``."""
    from scopa.ui.scenes import table as table_module

    monkeypatch.setattr(table_module, "PASS_PAUSE", pause)
    app = make_app("human,human", speed="normal", size=(960, 600))
    table = app.table
    try:
        for _ in range(3000):
            if isinstance(app.top, PassScene):
                post_click((480, 300))
            elif table.my_turn:
                break
            app.step(1 / 60)
        assert table.my_turn
        table.play(table.game.legal_moves()[0])
        played_at = table.clock
        for _ in range(3000):
            app.step(1 / 60)
            if isinstance(app.top, PassScene):
                return table.clock - played_at
        raise AssertionError("no pass screen came")
    finally:
        app.close()


def test_hot_seat_shows_the_plays_result_before_the_screen_is_handed_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the pass screen came the moment the play's cards landed, so the mover never saw the
    # table it left: now the table rests a moment first (table time, not the wall clock)
    from scopa.ui.scenes.table import PASS_PAUSE

    at_once = _hot_seat_handover(0.0, monkeypatch)
    rested = _hot_seat_handover(PASS_PAUSE, monkeypatch)
    assert rested - at_once >= PASS_PAUSE - 0.05


def test_hot_seat_never_shows_a_hidden_face() -> None:
    app = make_app("human,human", speed="fast", size=(960, 600))
    table = app.table
    try:
        seen_pass = 0
        for _ in range(1500):
            app.step(1 / 60)
            screen = app.screen
            if isinstance(app.top, PassScene):
                seen_pass += 1
                hidden = [c for hand in table.game.hands for c in hand]
                assert not visible_faces(screen, hidden), "a hand shows through the pass screen"
                post_click((480, 300))
                continue
            allowed = table.model.revealed
            hidden = [
                c for seat, hand in enumerate(table.game.hands) if seat != allowed for c in hand
            ]
            assert not visible_faces(screen, hidden), "a hand shown to the wrong player"
            if table.my_turn:
                own = table.game.hands[table.model.revealed]
                assert len(visible_faces(screen, own)) == len(own), (
                    "the player cannot see their hand"
                )
                post_key(pygame.K_1)
                post_key(pygame.K_RETURN)
            if len(table.game.moves) >= 8:
                break
        assert seen_pass >= 4 and len(table.game.moves) >= 8
    finally:
        app.close()


def test_help_does_not_load_pygame() -> None:
    import subprocess
    import sys

    code = "import sys, scopa.app; scopa.app.build_parser(); print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_main_runs_a_demo_for_some_frames(tmp_path) -> None:
    from scopa.app import main

    assert (
        main(
            [
                "--demo",
                "--frames",
                "40",
                "--speed",
                "instant",
                "--seed",
                "1",
                "--screenshots",
                str(tmp_path),
                "--shot-every",
                "20",
                "--size",
                "960x600",
            ]
        )
        == 0
    )
    assert len(list(tmp_path.glob("*.png"))) == 2


def test_a_passing_notice_gives_way_to_the_capture_choice(app_factory) -> None:
    # a "match kept" word may still show when the first card opens a choice: the choice's
    # prompt must not stay hidden behind it
    seed, card, _options = _seed_with_choice()
    app = app_factory(seed=seed, speed="instant")
    table = app.table
    wait_for(app, lambda: table.my_turn)
    table.say("Kept 2026-12-01 16.00", 8.0)
    i = [s.card for s in table.anim.zones[("hand", 0)]].index(card)
    post_key(pygame.K_1 + i)
    app.step(1 / 60)
    assert table.model.choosing is not None and table.model.choosing.card == card
    assert table.notice is None


def test_the_score_box_counts_a_sweep_as_it_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    # the score box stayed at 0 after a sweep until the round's end: it now shows the round's
    # points so far beside each side's score, once the sweep has been seen
    from scopa.ui.table import view as table_view
    from tests.helpers import game_with

    said: list[str] = []
    words = table_view.t

    def spy(key: str, **kw: object) -> str:
        text = words(key, **kw)
        said.append(text)
        return text

    monkeypatch.setattr(table_view, "t", spy)
    app = App(None, size=(1280, 800))
    try:
        config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"], speed="fast")
        game = game_with("scopa", ["7D 1C 2C", "5S 6S 8S"], "1D 2D 3C 1S")
        app.start_match(config, game=game, art=ColourArt())
        table = app.top
        assert isinstance(table, TableScene)
        wait_for(app, lambda: table.anim.timeline.idle and table.game.current_player == 0)
        assert not any(table.anim.shown.round_points)
        hand = table.anim.zones[("hand", 0)]
        seven = next(i for i, s in enumerate(hand) if s.card == Card.parse("7D"))
        post_click(hand_centre(table, seven))
        app.step(1 / 60)
        assert [str(m) for m in table.game.moves] == ["7D x 1D 2D 3C 1S"]
        assert not any(table.anim.shown.round_points)  # not before the sweep is seen
        wait_for(app, lambda: table.anim.shown.round_points == [1, 0])
        said.clear()
        app.step(1 / 60)
        assert "You  0 (+1 this round)" in said
    finally:
        app.close()


def test_your_name_plate_stays_put_when_a_declaration_is_armed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # after Declare in Cirulla the button's longer words widened the buttons' column, and
    # your plate jumped onto the first card of your hand, the prompt moving right with it
    from scopa.ui.table import view as table_view
    from tests.helpers import game_with

    plates: list[pygame.Rect] = []
    seat_plate = table_view._seat_plate

    def spy(fr, target, seat):  # type: ignore[no-untyped-def]
        rect = seat_plate(fr, target, seat)
        if seat == 0:
            plates.append(rect.copy())
        return rect

    monkeypatch.setattr(table_view, "_seat_plate", spy)
    app = App(None, size=(1280, 800))
    try:
        config = MatchConfig(
            Rules.preset("cirulla"),
            ["human", "cpu:easy"],
            speed="fast",
            names=["Alessandra Bianchi", ""],
        )
        game = game_with("cirulla", ["1C 2C 3S", "5S 6S 8S"], "4D 9B 10C 2D")
        app.start_match(config, game=game, art=ColourArt())
        table = app.top
        assert isinstance(table, TableScene)
        wait_for(app, lambda: table.anim.timeline.idle and table.game.current_player == 0)
        app.step(1 / 60)
        before = plates[-1]
        declare = table.tools()[0]
        assert declare.label.startswith("Declare")
        post_click(declare.rect.center)
        app.step(1 / 60)
        app.step(1 / 60)
        assert table.tools()[0].label.startswith("✓")  # armed: it goes with the next card
        assert plates[-1] == before
    finally:
        app.close()


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_sweeps_banner_stays_long_enough_to_read_at_any_speed(speed: str) -> None:
    # at "fast" the Scopa! banner was gone in half a second
    from scopa.ui.table.timing import SWEEP_SEEN
    from tests.helpers import game_with

    app = App(None, size=(1280, 800))
    try:
        config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"], speed=speed)
        game = game_with("scopa", ["7D 1C 2C", "5S 6S 8S"], "1D 2D 3C 1S")
        app.start_match(config, game=game, art=ColourArt())
        table = app.top
        assert isinstance(table, TableScene)
        wait_for(app, lambda: table.anim.timeline.idle and table.game.current_player == 0)
        hand = table.anim.zones[("hand", 0)]
        seven = next(i for i, s in enumerate(hand) if s.card == Card.parse("7D"))
        post_click(hand_centre(table, seven))
        app.step(1 / 60)
        wait_for(app, lambda: table.anim.shown.banner is not None)
        frames = 0
        while table.anim.shown.banner is not None and frames < 1000:
            app.step(1 / 60)  # a frame of the clock, whatever the speed
            frames += 1
        assert frames / 60 >= SWEEP_SEEN - 0.05
    finally:
        app.close()
