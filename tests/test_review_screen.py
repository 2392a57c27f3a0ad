"""The review of the player's plays on screen: the Review button of a real round's summary,
the worker process's reviews reaching the screen, stepping with keys and the mouse, and the
match's accuracy kept once in the statistics."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from scopa import Rules
from scopa.ai.review import REASONS, Review
from scopa.core.moves import Move
from scopa.store import stats
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.i18n import set_language, t
from scopa.ui.review_worker import FAILED, READY, WORKING, Reviews
from scopa.ui.scenes.overlays import MatchEndScene, SummaryScene
from scopa.ui.scenes.review_screen import ReviewScene, mistake_sentence, positions
from scopa.ui.table.words import TableWords

DEADLINE = 120.0  # seconds a review may take on a loaded machine before a test gives up


def make_app(apps, seats: str = "human,cpu:random", **kw) -> App:
    size = kw.pop("size", (1280, 800))
    config = MatchConfig(kw.pop("rules", Rules.preset("scopa")), seats.split(","), **kw)
    app = App(config, size=size)
    apps.append(app)
    return app


def post_click(pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def post_key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def play_to(app: App, kind, frames: int = 20000) -> None:
    """Play the human seat by keys (its first card, the first choice) until ``kind`` shows."""
    table = app.table
    for _ in range(frames):
        if isinstance(app.top, kind):
            return
        if isinstance(app.top, SummaryScene) and kind is not SummaryScene:
            app.top.age = 10.0
            post_click(app.top.buttons[0].rect.center)
        elif table.my_turn and table.model.choosing is None:
            post_key(pygame.K_RIGHT)
            post_key(pygame.K_RETURN)
        elif table.my_turn:
            post_key(pygame.K_TAB)
            post_key(pygame.K_RETURN)
        app.step(1 / 60)
    raise AssertionError(f"the table never showed {kind.__name__}")


def wait_until(app: App, condition) -> None:
    """Step frames until ``condition`` holds (the worker process answers meanwhile)."""
    end = time.monotonic() + DEADLINE
    while not condition():
        assert time.monotonic() < end, "the review never came"
        app.step(1 / 60)
        time.sleep(0.01)


def test_review_from_a_real_round_summary(apps) -> None:
    app = make_app(apps, speed="instant", seed=4)
    table = app.table
    play_to(app, SummaryScene)
    summary = app.top
    review = next(b for b in summary.buttons if b.label == t("review_button"))
    summary.age = 10.0  # the panel has settled
    post_click(review.rect.center)
    app.step(1 / 60)
    screen = app.top
    assert isinstance(screen, ReviewScene) and screen.rounds == [1]
    wait_until(app, lambda: screen.state != WORKING)
    assert screen.state == READY
    reviews = table.match.reviews
    mine = reviews.rounds[1]
    assert mine and all(r.round_number == 1 for r in mine)
    assert len(mine) == sum(1 for p in screen.positions if p.seat == 0)
    assert reviews.times[1] < 60  # measured, not asserted tight: see bench/render.py --review
    # the mistakes, biggest first, as the screen lists them
    losses = [r.loss for r in screen.mistakes]
    assert losses == sorted(losses, reverse=True) and len(losses) >= 3
    app.step(1 / 60)
    post_click(screen.rows[2].center)  # a mistake chosen by the mouse
    app.step(1 / 60)
    assert screen.selected == 2
    post_key(pygame.K_UP)  # and by the keys
    app.step(1 / 60)
    assert screen.selected == 1
    # the replay: Tab, then Right steps one play, Left back, End to the last
    post_key(pygame.K_TAB)
    app.step(1 / 60)
    assert screen.replay and screen.step == 0
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RIGHT)
    app.step(1 / 60)
    assert screen.step == 2
    post_key(pygame.K_LEFT)
    app.step(1 / 60)
    assert screen.step == 1
    post_key(pygame.K_END)
    app.step(1 / 60)
    assert screen.step == len(screen.positions) - 1
    post_click(screen.previous.rect.center)  # the mouse too
    app.step(1 / 60)
    assert screen.step == len(screen.positions) - 2
    first = screen.positions[0]
    assert sum(len(h) for h in first.hands) == 6 and len(first.table) == 4  # every hand
    post_key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is summary  # back to the round's summary, which goes on as before
    post_click(summary.buttons[0].rect.center)
    app.step(1 / 60)
    assert table.game.round_number == 2


def test_the_worker_result_reaches_a_waiting_screen(apps) -> None:
    """Opened before the review is made, the screen says so, and fills in when it comes."""
    app = make_app(apps, speed="instant", seed=6)
    table = app.table
    play_to(app, SummaryScene)
    reviews = table.match.reviews
    held = Reviews(0)  # a worker not yet asked: the screen waits on it
    table.match.reviews = held
    screen = ReviewScene(app, table, [1])
    app.push(screen)
    app.step(1 / 60)
    assert screen.state == FAILED  # nothing asked of it: nothing is coming
    held.submit(table.game.record(), 1)
    app.step(1 / 60)
    assert screen.state == WORKING and not screen.found
    wait_until(app, lambda: screen.state == READY)
    assert [r.move_number for r in screen.found] == [r.move_number for r in held.rounds[1]]
    held.close()
    table.match.reviews = reviews


def test_no_review_where_nobody_plays_here(apps) -> None:
    app = make_app(apps, "cpu:random,cpu:random", speed="instant", seed=2, demo=True)
    assert app.table.match.reviews is None
    play_to(app, SummaryScene)
    assert [b.label for b in app.top.buttons] == [t("continue")]


def test_accuracy_recorded_once_per_match(apps) -> None:
    rules = Rules.preset("scopa").replace(match={"target": 1})  # one round, or two
    app = make_app(apps, speed="instant", seed=3, rules=rules)
    table = app.table
    match_id = table.keeper.setup.match_id
    play_to(app, MatchEndScene)
    end = app.top
    assert any(b.label == t("review_button") for b in end.buttons)
    wait_until(app, lambda: table.match.reviews.recorded)
    kept = table.keeper.stats.accuracy_over_time(rules.name)
    assert [a.match for a in kept] == [match_id]
    value = table.match.reviews.accuracy(end.rounds)
    assert kept[0].percent == round(value, 1)
    assert t("review_accuracy_match", value=t("percent", n=round(value))) in _said(end, table)
    for _ in range(30):  # more frames, and the match's end drawn again: no second count
        app.step(1 / 60)
    table.keeper.flush()
    on_disk, problem = stats.load_stats()
    assert problem is None
    assert [a.match for a in on_disk.accuracy_over_time(rules.name)] == [match_id]


def _said(end: MatchEndScene, table) -> str:
    from scopa.ui.scenes.review_screen import accuracy_line

    return accuracy_line(table, end.rounds)


@pytest.mark.parametrize("lang", ["en", "it", "es", "pt", "fr"])
def test_every_reason_has_a_sentence_in_every_language(lang: str) -> None:
    set_language(lang)
    try:
        words = TableWords(["Tu", "Marco"], [0, 1], "neapolitan", Rules.preset("scopa"), 0)
        for code in REASONS:
            played, best = Move.parse("3C"), Move.parse("10S 4D 6B")
            if code == "wrong_answer":
                played, best = Move.answer(True), Move.answer(False)
            said = mistake_sentence(words, Review(0, played, best, 0.5, code, 1.0, 1))
            assert f"review_reason_{code}" not in said and "{" not in said and said
            if code not in ("wrong_answer", "best", "only_move"):
                assert words.the(played.card) in said and words.the(best.card) in said
    finally:
        set_language("en")


def test_same_card_plays_are_told_apart() -> None:
    words = TableWords(["You", "Marco"], [0, 1], "neapolitan", Rules.preset("scopa"), 0)
    review = Review(0, Move.parse("7D 3C 4S"), Move.parse("7D 7C"), 0.4, "fewer_coins", 1.0, 1)
    said = mistake_sentence(words, review)
    assert said.count(words.the(Move.parse("7D").card)) == 2
    assert words.the(Move.parse("7C").card) in said


def test_positions_replay_the_round() -> None:
    from scopa import Game

    game = Game(Rules.preset("scopa"), 2, seed=9)
    while not game.round_over:
        game.play(game.legal_moves()[0])
    game.next_round()
    game.play(game.legal_moves()[0])
    found = positions(game.record(), [1])
    assert len(found) == 36 and {p.round_number for p in found} == {1}
    assert [p.move for p in found] == list(game.moves[:36])
    assert positions({"moves": "x"}, [1]) == []


def test_statistics_chart_the_accuracy_per_variant(apps, tmp_path) -> None:
    from scopa.ui.scenes.stats_screen import StatsScreen

    kept = stats.Statistics()
    for name in ("scopa", "escoba"):
        kept.variants[name] = stats.VariantStats(matches=3, rounds=9)
        kept.history.append(stats.Finished(name, "2026-01-02", "won", 11, 4))
    for i, value in enumerate((52.5, 61.0, 74.3)):
        kept.record_accuracy("scopa", f"m{i}", value, day=f"2026-01-0{i + 1}")
    kept.record_accuracy("escoba", "e1", 40.0, day="2026-01-05")
    stats.save_stats(kept)
    app = App(None, size=(1280, 800))
    apps.append(app)
    screen = StatsScreen(app)
    app.push(screen)
    app.run_frames(1)
    kind = next(r for r in screen.rows if r.label == t("stats_chart_kind")).widgets[0]
    rect = kind.rect
    post_click((rect.right - 5, rect.centery))  # the right half steps to the next kind
    app.run_frames(1)
    assert screen.chart_kind == "accuracy" and screen.chart_variant == "escoba"  # by title
    variants = next(r for r in screen.rows if r.label == t("stats_chart_variant")).widgets[0]
    assert [v for v, _ in variants.options] == ["escoba", "scopa"]  # reviewed ones, no "all"
    app.run_frames(1)
    app.screenshot(tmp_path / "accuracy.png")
    drawn = pygame.image.load(str(tmp_path / "accuracy.png"))
    assert drawn.get_size() == (1280, 800)
    screen._chart("scopa")
    app.run_frames(1)
    assert [a.percent for a in screen.stats.accuracy_over_time("scopa")] == [52.5, 61.0, 74.3]


def _gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (a zombie waiting for its reaper has)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGKILL and /proc")
def test_no_worker_outlives_a_killed_window(tmp_path) -> None:
    """The window's process killed mid-review: its review worker ends by itself (its pipe
    is gone), leaving no orphan behind."""
    root = Path(__file__).resolve().parent.parent
    with (tmp_path / "child.log").open("ab") as log:
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.review_child"],
            cwd=root,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
        )
    try:
        assert child.stdout is not None
        line = child.stdout.readline().decode()  # the child prints it, or dies trying
        assert line.startswith("worker "), (tmp_path / "child.log").read_text()
        pid = int(line.split()[1])
        assert not _gone(pid)
        os.kill(child.pid, signal.SIGKILL)
        child.wait(DEADLINE)
        end = time.monotonic() + DEADLINE
        while not _gone(pid):
            assert time.monotonic() < end, "the review worker outlived its window"
            time.sleep(0.05)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(DEADLINE)


def test_closing_the_window_ends_the_worker(apps) -> None:
    app = make_app(apps, speed="instant", seed=4)
    play_to(app, SummaryScene)
    reviews = app.table.match.reviews
    end = time.monotonic() + DEADLINE
    while reviews.process is None:
        assert time.monotonic() < end, "the worker never started"
        time.sleep(0.01)
    process = reviews.process
    app.close()  # mid-review or not: it ends with the window
    apps.remove(app)
    assert reviews.closed and not process.is_alive() and process.exitcode is not None
    assert reviews.status(1) in (READY, FAILED)


def test_the_settebello_is_called_as_the_variant_calls_it() -> None:
    set_language("es")
    try:
        words = TableWords(["Tú", "Marco"], [0, 1], "spanish", Rules.preset("escoba"), 0)
        review = Review(0, Move.parse("3C"), Move.parse("8S 7D"), 1.0, "missed_settebello", 1, 1)
        assert "el velo en la mesa" in mistake_sentence(words, review)
    finally:
        set_language("en")


def test_a_primiera_card_left_on_the_table_is_named() -> None:
    # the King took the Seven and the Three; the Three played took a Three and left the Seven
    words = TableWords(["You", "Marco"], [0, 1], "neapolitan", Rules.preset("scopa"), 0)
    review = Review(
        0, Move.parse("3C 3S"), Move.parse("10B 7S 3S"), 0.6, "missed_primiera_card", 1.0, 1
    )
    said = mistake_sentence(words, review)
    assert said == (
        "You played the Three of Cups and left the Seven of Swords on the table; with the King"
        " of Clubs you would have taken it."
    )
