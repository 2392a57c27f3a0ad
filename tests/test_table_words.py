"""The table's words: they follow a language change at once, a long notice wraps, your own
plays are said to you, and a prompt stays while it is needed."""

from __future__ import annotations

import pytest

from scopa.ui.i18n import set_language
from scopa.ui.table import view as table_view
from tests.helpers import ColourArt, keeping_app, my_turn, wait_for

pytestmark = pytest.mark.usefixtures("english")


def _drawn_frame(app, monkeypatch) -> table_view.Frame:
    seen: list[table_view.Frame] = []
    real = table_view.draw
    monkeypatch.setattr(table_view, "draw", lambda fr, target: seen.append(fr) or real(fr, target))
    app.run_frames(1)
    return seen[-1]


def test_every_table_text_follows_a_language_change_at_once(apps, monkeypatch) -> None:
    app = keeping_app()
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    table = app.table
    table.play(table.game.legal_moves()[0])
    wait_for(app, lambda: my_turn(app))
    table.say(lambda: table.words.takes_rest(1))
    frame = _drawn_frame(app, monkeypatch)
    assert frame.hud.tools[0].label == "Hint"
    set_language("it")
    frame = _drawn_frame(app, monkeypatch)
    labels = [b.label for b in frame.hud.tools]
    assert labels[0] == "Consiglio" and labels[-1] == "Giocate"
    assert frame.anim.shown.last_plays
    said = frame.words.last_play(*frame.anim.shown.last_plays[-1])
    assert "giocato" in said[0].lower()
    other = table.words.names[1]
    assert frame.hud.notice is not None and other in frame.hud.notice.text
    assert (
        frame.hud.notice.text
        == table.words.takes_rest(1)
        == f"{other} prende le carte rimaste in tavola"
    )


def test_a_long_notice_wraps_between_the_side_seats_at_large_text(apps, monkeypatch) -> None:
    from scopa import Rules
    from scopa.store.settings import Settings
    from scopa.ui.app_loop import App, MatchConfig

    config = MatchConfig(Rules.preset("scopone"), ["human"] + ["cpu:random"] * 3, speed="instant")
    app = App(config, size=(960, 600), art=ColourArt(), settings=Settings(ui_scale=150))
    apps.append(app)
    app.run_frames(2)
    frame = _drawn_frame(app, monkeypatch)
    width = table_view._notice_width(frame)
    lay = frame.anim.layout
    _, _, tw, _ = lay.table_rect
    assert width <= max(tw, lay.w * 0.5) + 1
    surf = table_view._notice_lines("word " * 40, lay.font, width, (255, 255, 255))
    assert surf.get_width() <= width
    assert surf.get_height() > render_height(lay.font)


def render_height(size: int) -> int:
    from scopa.ui.text import render

    return render("Ag", size).get_height()


@pytest.mark.parametrize(
    ("lang", "played", "took"),
    [
        ("en", "You played", "and took"),
        ("it", "Hai giocato", "e hai preso"),
        ("es", "Jugaste", "y te llevaste"),
    ],
)
def test_your_own_plays_are_said_in_the_second_person(lang, played, took) -> None:
    from scopa import Card, Rules
    from scopa.ui.table.words import TableWords

    set_language(lang)
    words = TableWords(["Tú", "Marco"], (0, 1), "spanish", Rules.preset("scopa"), you=0)
    five, four = Card(5, "cups"), Card(5, "swords")
    mine = words.last_play(0, five, [four])
    assert mine[0].startswith(played) and mine[1].startswith(took)
    assert "Tú" not in mine[0]
    theirs = words.last_play(1, five, [four])
    assert theirs[0].startswith("Marco")
    what, taken = words.history(0, five, [four])
    assert what.startswith(played) and taken.split()[0] in took.split()


def test_the_confirm_prompt_stays_while_the_card_waits_raised(apps) -> None:
    from scopa.store.settings import Settings

    app = keeping_app(settings=Settings(confirm_play=True))
    apps.append(app)
    wait_for(app, lambda: my_turn(app))
    table = app.table
    single = [
        c for c in table.game.hands[0] if [m.card for m in table.game.legal_moves()].count(c) == 1
    ]
    if not single:
        pytest.skip("every card of this hand has several captures")
    table.act(table.model.pick(single[0]))
    assert table.model.armed is not None
    table.notice = None  # the spoken prompt has gone, some seconds later
    app.run_frames(2)
    assert table.words.card(single[0]) in table.status
