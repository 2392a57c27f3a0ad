"""Learn to play: the guided first match, driven as a player drives it, by pygame events."""

from __future__ import annotations

import json

import pygame
import pytest

from scopa import Rules
from scopa.core.moves import Move
from scopa.store import lessons as lesson_store
from scopa.store import paths, settings, stats
from scopa.ui import i18n
from scopa.ui.app_loop import App
from scopa.ui.scenes.form import Dialog
from scopa.ui.scenes.menu import MainMenu
from scopa.ui.scenes.table import TableScene
from scopa.ui.tutorial import LESSONS, open_lessons
from scopa.ui.tutorial.scoring import ScoringLesson
from scopa.ui.tutorial.table import LessonTable

FRAMES = 3000  # frames a wait may take at most (each a sixtieth of a second of the game)


@pytest.fixture
def app(apps):
    made = App(None, size=(1280, 800))
    made.settings = made.settings.replace(speed="instant")
    made.run_frames(2)
    apps.append(made)
    return made


def click(app: App, pos: tuple[float, float]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(round(pos[0]), round(pos[1])), button=1))
    app.run_frames(1)


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    a, b = (round(start[0]), round(start[1])), (round(end[0]), round(end[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    app.run_frames(1)


def button(scene, label: str):
    buttons = scene.panel_buttons if isinstance(scene, LessonTable) else scene.buttons
    return next(b for b in buttons if b.label == label)


def settle(app: App) -> object:
    """Frames until the player is to act: a lesson's move or its Next, or a page to read."""
    for _ in range(FRAMES):
        app.run_frames(1)
        top = app.top
        if isinstance(top, LessonTable) and (top.my_turn or top.finished):
            return top
        if not isinstance(top, LessonTable | TableScene):
            return top
    raise AssertionError(f"the lesson never waited for the player: {app.top!r}")


def card_pos(table: LessonTable, zone: tuple, card) -> tuple[float, float]:
    sprite = next(s for s in table.anim.zones[zone] if s.card == card)
    x, y, _, _ = table.anim.place(sprite)
    return x, y


def lit(table: LessonTable) -> set:
    """The cards the table lights for the step (as it lights a hint)."""
    hint = table.model.hint
    return set() if hint is None else {hint.card, *hint.captured}


def play_step(app: App, table: LessonTable) -> None:
    """The step's move, made by clicks on the lit cards: the hand's card, then (where the
    card could take more than one set) the lit table cards."""
    wanted = table.wanted
    assert wanted is not None and lit(table) == {wanted.card, *wanted.captured}
    click(app, card_pos(table, ("hand", 0), wanted.card))
    for card in wanted.captured:
        if table.model.choosing is None:
            break
        click(app, card_pos(table, ("table",), card))


def start(app: App, game: str) -> LessonTable:
    open_lessons(app)
    app.run_frames(1)
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == i18n.t("learn_title")
    label = next(b for b in dialog.buttons if b.label.lower() == game)
    click(app, label.rect.center)
    table = settle(app)
    assert isinstance(table, LessonTable) and table.course.game == game
    return table


# -- the lessons as data: every move the core's ----------------------------------------------
@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_lessons_moves_are_legal_and_only_the_last_ends_the_round(game: str) -> None:
    rules = Rules.preset(game)
    for lesson in LESSONS[game]:
        g = lesson.game(rules)
        assert g.current_player == 0 and g.events[-1].__class__.__name__ != "Swept"
        for step in lesson.steps:
            assert step.wanted in g.legal_moves(), (lesson.name, step.move)
            g.play(step.wanted)
            if step.reply:
                reply = Move.parse(step.reply)
                assert reply in g.legal_moves(), (lesson.name, step.reply)
                g.play(reply)
        assert g.round_over == lesson.scored, lesson.name


# -- played through by clicks ---------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(LESSONS))
def test_each_lesson_is_played_to_its_end_by_clicks_on_the_lit_cards(app: App, game: str) -> None:
    table = start(app, game)
    seen: list[str] = []
    for _ in range(40):
        top = settle(app)
        if isinstance(top, ScoringLesson):
            break
        assert isinstance(top, LessonTable)
        if top.finished:
            seen.append(top.lesson.name)
            assert top.status == "" and top.instruction() == i18n.t(
                top.lesson.done, sweep=top.course.sweep_word()
            )
            click(app, button(top, i18n.t("learn_next")).rect.center)
            continue
        before, wanted = len(top.game.moves), top.wanted
        play_step(app, top)
        assert top.game.moves[before] == wanted  # the step's move, made
    else:
        raise AssertionError("the lessons never reached the round's scoring")
    assert seen == [lesson.name for lesson in LESSONS[game][:-1]]
    scoring = app.top
    assert isinstance(scoring, ScoringLesson)
    points = scoring.ev.result.points[0]
    assert points["cards"] == points["coins"] == 1 and points["settebello"] == 1
    said = []
    for _ in range(len(scoring.pages)):
        said.append(scoring.words())
        click(app, scoring.next.rect.center)
    details = scoring.ev.result.details[0]
    assert str(details.cards) in said[0]  # the number counted is the core's
    assert said[-1] == i18n.t(
        "learn_score_total",
        mine=scoring.ev.result.totals[0],
        theirs=0,
        name=table.words.names[1],
        target=Rules.preset(game).target(2),
    )
    end = app.top
    assert isinstance(end, Dialog) and end.title == i18n.t("learn_finished_title")
    click(app, end.buttons[0].rect.center)  # a real match of the game just learned
    real = app.top
    assert type(real) is TableScene and real.game.rules.name == game
    progress, _ = lesson_store.load_progress(tuple(LESSONS))
    assert progress.game == "" and progress.offered


def test_the_primiera_page_shows_each_suits_best_card_with_its_value(app: App) -> None:
    table = start(app, "scopa")
    table.course.begin(len(table.course.lessons) - 1)
    for _ in range(3):
        play_step(app, settle(app))
    scoring = settle(app)
    assert isinstance(scoring, ScoringLesson)
    scoring.page = scoring.pages.index("primiera")
    shown = scoring.lit()
    best = [c for c in scoring.ev.result.details[0].primiera_cards if c is not None]
    assert set(shown) == set(best) and all(shown[c] == "21" for c in best if c.rank == 7)
    app.run_frames(2)  # drawn without fault


# -- refusals --------------------------------------------------------------------------------
def test_a_move_the_step_does_not_ask_for_is_refused_with_its_reason_and_changes_nothing(
    app: App,
) -> None:
    table = start(app, "scopa")
    table.course.begin(2)  # the same rank comes before a sum
    table = settle(app)
    assert table.lesson.name == "rank_first"
    hand, on_table = list(table.game.hands[0]), list(table.game.table)
    lay = next(c for c in hand if c != table.wanted.card)
    click(app, card_pos(table, ("hand", 0), lay))
    app.run_frames(1)
    message, _, error = table.notice
    words = table.words
    assert error and message == i18n.t(
        "learn_refused",
        that=i18n.t("learn_that_lays", card=words.the(lay)),
        why=i18n.t(
            "learn_rank_first_why",
            card=words.the(table.wanted.card),
            cards=words.the_list(list(table.wanted.captured)),
        ),
    )
    assert table.game.hands[0] == hand and table.game.table == on_table and table.step == 0
    # the Five dropped on the Two (a sum, where a Five lies on the table): the core's reason
    two = next(c for c in on_table if c.rank == 2)
    drag(app, card_pos(table, ("hand", 0), table.wanted.card), card_pos(table, ("table",), two))
    message, _, error = table.notice
    assert error and "Five" in message and message != i18n.t("learn_refused", that="", why="")
    assert table.game.hands[0] == hand and table.game.table == on_table and table.step == 0
    play_step(app, table)
    assert table.step == 1
    # the right move made, the refusal of the wrong one is no longer said
    assert table.notice is None or not table.notice.error


def test_a_choice_opens_on_the_set_the_step_asks_for_and_refuses_the_other(app: App) -> None:
    table = start(app, "escoba")
    table.course.begin(2)  # choosing what to take: the Six, or the Two and the Four
    table = settle(app)
    wanted = table.wanted
    click(app, card_pos(table, ("hand", 0), wanted.card))
    choosing = table.model.choosing
    assert choosing is not None and choosing.options[choosing.choice] == wanted.captured
    other = next(o for o in choosing.options if o != wanted.captured)
    (six,) = other
    click(app, card_pos(table, ("table",), six))  # the other set, picked on the table
    assert table.notice.error and table.step == 0 and len(table.game.moves) == 0


# -- skip, leave and take up again ------------------------------------------------------------
def test_a_step_and_a_lesson_can_be_skipped(app: App) -> None:
    table = start(app, "scopa")
    click(app, button(table, i18n.t("learn_skip_step")).rect.center)
    table = settle(app)
    assert table.finished and table.game.moves[0] == table.lesson.steps[0].wanted
    click(app, button(table, i18n.t("learn_next")).rect.center)
    table = settle(app)
    assert table.course.lesson == 1
    click(app, button(table, i18n.t("learn_skip_lesson")).rect.center)
    table = settle(app)
    assert isinstance(table, LessonTable) and table.course.lesson == 2 and table.step == 0


def test_leaving_and_coming_back_takes_the_lessons_up_where_they_were(app: App) -> None:
    table = start(app, "scopa")
    last = len(table.course.lessons) - 1
    table.course.begin(last)
    table = settle(app)
    play_step(app, table)
    table = settle(app)
    assert table.step == 1
    kept = len(table.game.moves)
    click(app, button(table, i18n.t("learn_leave")).rect.center)
    assert isinstance(app.top, MainMenu)
    stored = json.loads(lesson_store.progress_path().read_text())
    assert (stored["game"], stored["lesson"], stored["step"]) == ("scopa", last, 1)
    menu = app.top
    click(app, next(b for b in menu.buttons if b.label == i18n.t("menu_learn")).rect.center)
    app.run_frames(1)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    assert i18n.t("learn_resume_line", game="Scopa", n=last + 1, of=last + 1) in dialog.lines
    click(app, button(dialog, i18n.t("learn_resume")).rect.center)
    again = settle(app)
    assert isinstance(again, LessonTable) and again is not table
    assert (again.course.lesson, again.step) == (last, 1)
    assert [str(m) for m in again.game.moves] == [str(m) for m in table.game.moves[:kept]]


def test_a_damaged_progress_file_is_set_aside_and_the_lessons_start_over(app: App) -> None:
    path = lesson_store.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "scopa-lessons", "version": 1, "game": "scopa", "lesson": 9999')
    open_lessons(app)
    app.run_frames(1)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    assert any(
        line.startswith("Where your lessons stood could not be read") for line in dialog.lines
    )
    assert not path.exists()
    kept = list(path.parent.glob("lessons.bad-*.json"))
    assert len(kept) == 1 and kept[0].name in dialog.lines[0]
    assert i18n.t("learn_resume") not in [b.label for b in dialog.buttons]
    click(app, button(dialog, "Scopa").rect.center)
    table = settle(app)
    assert (table.course.lesson, table.step) == (0, 0)


@pytest.mark.parametrize(
    "data",
    [
        {
            "format": "scopa-lessons",
            "version": 1,
            "game": "chess",
            "lesson": 0,
            "step": 0,
            "offered": True,
        },
        {
            "format": "scopa-lessons",
            "version": 1,
            "game": "scopa",
            "lesson": -1,
            "step": 0,
            "offered": True,
        },
        {
            "format": "scopa-lessons",
            "version": 1,
            "game": "scopa",
            "lesson": 0,
            "step": True,
            "offered": True,
        },
        {"format": "scopa-save", "version": 1},
        [1, 2, 3],
    ],
)
def test_a_progress_file_this_game_did_not_write_is_refused(data) -> None:
    path = lesson_store.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    progress, problem = lesson_store.load_progress(tuple(LESSONS))
    assert problem is not None and progress == lesson_store.Progress(offered=True)
    assert not path.exists() and list(path.parent.glob("lessons.bad-*.json"))


def test_a_huge_progress_file_is_not_read() -> None:
    path = lesson_store.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b" " * (lesson_store.MAX_BYTES + 1))
    progress, problem = lesson_store.load_progress(tuple(LESSONS))
    assert problem is not None and problem.code == "too_big" and progress.game == ""


# -- ways in: the menu, --tutorial, the first start --------------------------------------------
def test_the_main_menu_has_learn_to_play(app: App) -> None:
    menu = app.top
    assert isinstance(menu, MainMenu)
    click(app, next(b for b in menu.buttons if b.label == "Learn to play").rect.center)
    assert isinstance(app.top, Dialog) and app.top.title == "Learn to play"


def test_the_tutorial_option_opens_it_in_the_language_asked(monkeypatch, apps) -> None:
    from scopa import app as entry

    monkeypatch.setattr(App, "run", lambda self, frames=None: apps.append(self) or 0)
    assert entry.main(["--tutorial", "--lang", "it", "--size", "960x600"]) == 0
    top = apps[0].top
    assert isinstance(top, Dialog) and top.title == "Impara a giocare"
    assert [b.label for b in top.buttons][:2] == ["Scopa", "Escoba"]


def test_the_first_start_offers_the_lessons_once(monkeypatch, apps) -> None:
    from scopa import app as entry

    monkeypatch.setattr(App, "run", lambda self, frames=None: apps.append(self) or 0)
    assert not settings.settings_path().exists() and not stats.stats_path().exists()
    assert entry.main([]) == 0
    apps[0].run_frames(1)
    offer = apps[0].top
    assert isinstance(offer, Dialog) and offer.title == i18n.t("learn_offer_title")
    click(apps[0], offer.buttons[1].rect.center)  # Not now
    assert isinstance(apps[0].top, MainMenu)
    assert entry.main([]) == 0  # the settings are written now: no first start
    assert isinstance(apps[1].top, MainMenu)
    settings.settings_path().unlink()  # nothing written again, but the offer was made
    assert entry.main([]) == 0
    assert isinstance(apps[2].top, MainMenu) and not apps[2].guest
    assert paths.data_dir().joinpath("lessons.json").exists()


def test_yes_to_the_offer_opens_the_lessons(monkeypatch, apps) -> None:
    from scopa import app as entry

    monkeypatch.setattr(App, "run", lambda self, frames=None: apps.append(self) or 0)
    assert entry.main([]) == 0
    apps[0].run_frames(1)
    click(apps[0], apps[0].top.buttons[0].rect.center)
    assert isinstance(apps[0].top, Dialog) and apps[0].top.title == i18n.t("learn_title")


def test_a_lesson_done_then_left_is_taken_up_at_the_next(app: App) -> None:
    table = start(app, "scopa")
    assert table.match.reviews is None  # a lesson's scripted plays are not reviewed
    for _ in table.lesson.steps:
        play_step(app, settle(app))
    table = settle(app)
    assert table.finished and table.course.lesson == 0
    click(app, button(table, i18n.t("learn_leave")).rect.center)
    stored = json.loads(lesson_store.progress_path().read_text())
    assert (stored["game"], stored["lesson"], stored["step"]) == ("scopa", 1, 0)
