"""What a new player met in a first hour at the table: language, words, layout, focus."""

from __future__ import annotations

import pygame
import pytest

from scopa.ui.i18n import set_language
from scopa.ui.table import view as table_view
from tests.helpers import ColourArt, keeping_app, make_app, my_turn, post_key, until, visible_faces


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
    until(app, lambda: my_turn(app))
    table = app.table
    table.play(table.game.legal_moves()[0])
    until(app, lambda: my_turn(app))
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
    assert frame.hud.notice is not None and other in frame.hud.notice[0]
    assert (
        frame.hud.notice[0]
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


def _advice(rules: str, hands: list[str], table: str, card: str, taken: str = ""):
    from scopa import Card
    from scopa.ai.hints import explain
    from scopa.core.moves import Move
    from tests.helpers import game_with

    game = game_with(rules, hands, table=table)
    move = Move(Card.parse(card), [Card.parse(c) for c in taken.split()])
    return game, explain(game.view(0), (move.card.index, move.captured_mask))


@pytest.mark.parametrize(("rules", "word"), [("scopa", "scopa"), ("escoba", "escoba")])
def test_a_sweep_hint_says_the_variants_own_word(rules, word) -> None:
    from scopa.ui.table.words import TableWords

    # RULES.md: taking every table card is a sweep, called by the variant's own word
    # the King (10) takes 1+2+3+4 in Scopa; in Escoba the Five makes 15 with them
    card = "10S" if rules == "scopa" else "5S"
    table = "1C 2S 3B 4C"
    game, advice = _advice(rules, [f"{card} 9B 8B", "1S 1B 10C"], table, card, table)
    assert advice.code == "sweep"
    words = TableWords(["Ada", "Bruno"], game.teams, "spanish", game.rules)
    for lang in ("en", "it", "es"):
        set_language(lang)
        text = words.hint(advice)
        assert word in text.lower()
        other = {"scopa": "escoba", "escoba": "scopa"}[word]
        assert other not in text.lower()


def test_a_lay_hint_does_not_count_the_card_laid_among_what_it_lies_beside() -> None:
    from scopa import Card
    from scopa.ui.table.words import TableWords

    # four table cards (8 + 9 + 10 + 6 = 33) and the Two laid beside them: five after
    game, advice = _advice("scopa", ["2C 9B 10S", "1S 1B 10C"], "8S 9C 10B 6C", "2C")
    assert Card.parse("2C") in advice.left and len(advice.left) == 5
    words = TableWords(["Ada", "Bruno"], game.teams, "neapolitan", game.rules)
    for lang in ("en", "it", "es"):
        set_language(lang)
        text = words.hint(advice)
        two = words.card(Card.parse("2C"))
        assert text.count(two) == 1 and "4" in text and "33" in text, text


def test_escape_on_the_pass_screen_opens_the_menu_and_shows_no_hand() -> None:
    from scopa.ui.scenes.overlays import PassScene
    from scopa.ui.scenes.pause import PauseMenu

    app = make_app("human,human", speed="instant", size=(960, 600))
    try:
        for _ in range(600):
            if isinstance(app.top, PassScene):
                break
            app.step(1 / 60)
        assert isinstance(app.top, PassScene)
        post_key(pygame.K_ESCAPE)
        app.run_frames(3)
        assert isinstance(app.top, PauseMenu)
        hands = [c for hand in app.table.game.hands for c in hand]
        assert not visible_faces(app.screen, hands)
        post_key(pygame.K_ESCAPE)  # Resume: back to the pass screen, still nothing shown
        app.run_frames(3)
        assert isinstance(app.top, PassScene) and not visible_faces(app.screen, hands)
    finally:
        app.close()


def test_a_dialog_panel_hides_what_is_under_it() -> None:
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.form import Dialog

    app = App(None, size=(1280, 800))
    try:
        dialog = Dialog(app, "Quit", ["Close the game?"], [("Cancel", lambda: None)])
        shots = []
        for colour in ((255, 255, 255), (255, 0, 0)):
            surf = pygame.Surface((1280, 800))
            surf.fill(colour)
            dialog.draw(surf)
            shots.append(surf)
        x, y = dialog.rect.left + 6, dialog.rect.centery
        assert shots[0].get_at((x, y)) == shots[1].get_at((x, y))
        # the screen behind is dimmed the same everywhere
        assert shots[0].get_at((5, 5)) == shots[0].get_at((1270, 790))
    finally:
        app.close()


def test_a_lit_cards_glow_stays_inside_its_own_rectangle() -> None:
    from scopa.ui.cards import CardImages

    pygame.init()
    glow = CardImages(ColourArt()).glow((80, 130), table_view.TAKE)
    assert glow.get_size() == (80, 130)
    assert glow.get_at((0, 65)).a > 200 and glow.get_at((40, 65)).a == 0  # an edge, not a face


def test_a_capture_choice_says_what_its_colours_mean() -> None:
    from scopa.ui.i18n import t

    pygame.init()
    for lang in ("en", "it", "es"):
        set_language(lang)
        legend = table_view.choice_legend(16)
        words = table_view.render(t("choice_taken"), 16).get_width()
        assert legend.get_width() > words + table_view.render(t("choice_other"), 16).get_width()


def test_capture_badges_sit_in_one_corner_on_every_card_clear_of_pips() -> None:
    from scopa.core.cards import CARDS
    from scopa.ui.art import badge_place, capture_badge
    from scopa.ui.cards import load_art

    pygame.init()
    art = load_art("spanish")
    size = (90, 139)
    (cx, cy), r = badge_place(size)
    assert cx > size[0] * 0.75 and cy < size[1] * 0.15  # the top right corner
    for card in CARDS:
        face = art.face(card, size)
        badged = capture_badge(face, card.rank)
        assert badged.get_at((cx, cy)) != face.get_at((cx, cy)) or card.rank == 0
        # the badge paints only inside its disc: the same place on every card
        changed = [
            (x, y)
            for x in range(size[0])
            for y in range(0, cy + r + 2)
            if badged.get_at((x, y)) != face.get_at((x, y))
        ]
        assert all((x - cx) ** 2 + (y - cy) ** 2 <= (r + 1.5) ** 2 for x, y in changed)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize(("players", "hand"), [(2, 3), (4, 9), (4, 10)])
def test_your_hand_and_name_keep_a_margin_from_the_bottom_edge(size, players, hand) -> None:
    from scopa.ui.layout import Layout

    teams = tuple(range(players)) if players == 2 else (0, 1, 0, 1)
    lay = Layout(size, players, 0, teams, hand_size=hand)
    for i in range(hand):
        slot = lay.hand_slot(0, i, hand)
        assert slot.y + slot.size[1] / 2 <= size[1] - lay.margin + 0.5
    assert lay.name_pos(0)[1] <= size[1] - lay.margin
    top = lay.hand_slot(1 if players == 2 else 2, 0, hand)
    assert top.y - top.size[1] / 2 >= lay.margin - 0.5


def test_the_confirm_prompt_stays_while_the_card_waits_raised(apps) -> None:
    from scopa.store.settings import Settings

    app = keeping_app(settings=Settings(confirm_play=True))
    apps.append(app)
    until(app, lambda: my_turn(app))
    table = app.table
    single = [
        c for c in table.game.hands[0] if [m.card for m in table.game.legal_moves()].count(c) == 1
    ]
    if not single:
        pytest.skip("every card of this hand has several captures")
    table.act(table.model.pick(single[0]))
    assert table.armed is not None
    table.notice = None  # the spoken prompt has gone, some seconds later
    app.run_frames(2)
    assert table.words.card(single[0]) in table.status
