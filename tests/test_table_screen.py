"""The table screen as drawn and handled: what lies over it hides and quiets it, cards and
their badges keep clear of each other and of the edges, the card under the mouse is named,
and one card at a time is raised."""

from __future__ import annotations

import pygame
import pytest

from scopa.ui.i18n import set_language
from scopa.ui.scenes.pause import PauseMenu
from scopa.ui.table import view as table_view
from tests.helpers import (
    ColourArt,
    face_colour,
    make_app,
    post_key,
    visible_faces,
    wait_for,
)


def test_an_open_screen_quiets_the_table_under_it(monkeypatch) -> None:
    app = make_app("human,cpu:random", speed="instant")
    try:
        seen: list[bool] = []
        real = table_view.draw
        monkeypatch.setattr(
            table_view, "draw", lambda fr, target: seen.append(fr.hud.covered) or real(fr, target)
        )
        app.table.say("the cards left on the table")
        app.run_frames(2)
        assert seen[-1] is False
        app.open_pause(app.table)
        app.run_frames(2)
        assert seen[-1] is True
    finally:
        app.close()


def test_the_text_size_setting_reaches_the_table() -> None:
    app = make_app("human,cpu:random", speed="instant", size=(960, 600))
    try:
        small = app.table.anim.layout.font
        assert round(small * 0.7) >= 12  # the table's smallest words at 100%
        app.settings = app.settings.replace(ui_scale=150)
        app.apply_settings()
        assert app.table.anim.layout.font == round(small * 1.5)
        hint = app.table.tools()[0]
        app.run_frames(2)
        assert hint.rect.height > 0
    finally:
        app.close()


def test_a_scopone_hand_of_two_cards_does_not_overlap_and_side_names_keep_off_the_edge() -> None:
    from scopa.ui.layout import Layout

    lay = Layout((1280, 800), 4, 0, (0, 1, 0, 1), hand_size=9)
    two = [lay.hand_slot(0, i, 2).x for i in range(2)]
    assert two[1] - two[0] >= lay.hand_w  # side by side, not fanned as if nine
    nine = [lay.hand_slot(0, i, 9).x for i in range(9)]
    assert nine[1] - nine[0] < two[1] - two[0]
    for seat in (1, 3):
        x, _, anchor = lay.name_pos(seat)
        assert lay.margin <= x <= lay.w - lay.margin, anchor


def test_capture_value_badges_cover_no_pip_of_the_spanish_sixes() -> None:
    from scopa.core.cards import Card
    from scopa.ui.art import capture_badge
    from scopa.ui.cards import load_art

    pygame.init()
    art = load_art("spanish")
    for code in ("6D", "6C", "5C", "7D", "4D"):
        for size in ((90, 139), (140, 216)):
            face = art.face(Card.parse(code), size)
            badged = capture_badge(face, Card.parse(code).rank)
            changed = pygame.mask.from_threshold(badged, (0, 0, 0, 0), (1, 1, 1, 1))
            w, h = face.get_size()
            # the badge changes only paper: no pixel it painted was a pip's before
            for x in range(w):
                for y in range(h):
                    before, after = face.get_at((x, y)), badged.get_at((x, y))
                    if before != after and 0.12 * w < x < 0.88 * w and 0.08 * h < y < 0.92 * h:
                        assert sum(before[:3]) > 600, (code, size, (x, y), before)
    assert changed is not None


def test_the_deck_setting_redraws_the_match_in_progress_and_new_match_starts_from_it() -> None:
    from scopa.ui.scenes.newmatch import NewMatch
    from scopa.ui.scenes.settings_screen import SettingsScreen

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.table
        assert table.deck == "neapolitan"
        screen = SettingsScreen(app)
        app.push(screen)
        screen.change("volume", 50)  # another setting leaves the deck alone
        assert table.deck == "neapolitan"
        screen.change("deck", "french")
        assert table.deck == "french" and table.config.deck == "french"
        if table.keeper is not None:
            assert table.keeper.setup.deck == "french"  # and a resumed match keeps it
        app.run_frames(2)
        screen.change("deck", "auto")  # the variant's own
        assert table.deck == "neapolitan"
        app.settings = app.settings.replace(deck="spanish")
        assert NewMatch(app).deck == "spanish"
    finally:
        app.close()


def _hover(app, table, sprite, frames: int = 1) -> None:
    """The mouse moved over ``sprite``'s centre, and ``frames`` frames drawn."""
    x, y, _, _ = table.anim.place(sprite)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0)))
    for _ in range(frames):
        app.step(1 / 60)


def test_the_card_under_the_mouse_is_named_and_a_figure_says_what_it_counts() -> None:
    """The Neapolitan cards print no number: hovering one of your cards or a table card
    names it, a figure with its count ("Jack of Coins (8)"); a hidden hand's card never."""
    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        wait_for(app, lambda: table.my_turn and table.anim.timeline.idle)
        hand = table.anim.zones[("hand", table.model.bottom)]
        for sprite in (*hand, *table.anim.zones[("table",)]):
            _hover(app, table, sprite)
            named = table_view.hovered_name(table.frame())
            assert named is not None and named[1] == sprite.card, (sprite, table.pointer.hover)
            card = sprite.card
            expected = table.words.card(card)
            if card.rank >= 8:
                expected = f"{expected} ({card.rank})"
            assert named[2] == expected
        _hover(app, table, table.anim.zones[("hand", 1)][0])  # the opponent's hidden hand
        assert table_view.hovered_name(table.frame()) is None
    finally:
        app.close()


def test_a_first_match_says_how_to_play_on_each_turn_and_later_ones_do_not() -> None:
    from scopa import Rules
    from scopa.store.stats import load_stats, save_stats
    from scopa.ui.app_loop import MatchConfig
    from scopa.ui.i18n import t

    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        assert table.config.first  # no round played anywhere yet
        wait_for(app, lambda: table.my_turn and table.anim.timeline.idle)
        assert table.status == t("your_turn_first")
        # left and taken up again before a round is over: still the first match
        table = app.start_match(
            MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"]), game=table.game
        )
        assert table.config.first
        wait_for(app, lambda: table.my_turn and table.anim.timeline.idle and table.status)
        assert table.status == t("your_turn_first")
        stats, _ = load_stats()
        stats.record_round("scopa", {"cards": 1}, True)
        save_stats(stats)
        game = table.game
        table = app.start_match(MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"]))
        assert not table.config.first
        wait_for(app, lambda: table.my_turn and table.anim.timeline.idle)
        assert table.status == t("your_turn")
        table = app.start_match(
            MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"]), game=game
        )
        assert not table.config.first  # a round was played since: no longer a new player
    finally:
        app.close()


def test_the_name_tag_leaves_the_cards_lower_index_in_sight() -> None:
    # the tag sat on the card's lower edge, over the index Spanish and French cards print
    # there: the bottom of a hovered card is its own face, tag or no tag

    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        wait_for(app, lambda: table.my_turn and table.anim.timeline.idle)
        hand = table.anim.zones[("hand", table.model.bottom)]
        for sprite in (*hand, *table.anim.zones[("table",)]):
            _hover(app, table, sprite, frames=2)
            frame = table.frame()
            assert table_view.hovered_name(frame) is not None
            x, y, w, _ = table.anim.place(sprite)
            if sprite.zone[0] == "hand":  # a hovered card of the hand is lifted
                y -= table_view._lift(frame, hand.index(sprite), sprite.card)
            h = w * 650 / 400
            bottom = round(y + h / 2) - 3
            for py in range(bottom - round(h * (table_view.INDEX_ROOM - 0.03)), bottom):
                for px in (round(x - w / 4), round(x), round(x + w / 4)):
                    got = app.screen.get_at((px, py))[:3]
                    want = face_colour(sprite.card)  # a hovered card is lit a little
                    near = all(abs(a - b) <= 40 for a, b in zip(got, want, strict=True))
                    assert near, (sprite.card, (px, py), got, want)
    finally:
        app.close()


def test_the_mouse_and_the_keyboard_never_raise_two_cards_at_once() -> None:
    # the keyboard's card stayed raised beside the card under the mouse
    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        wait_for(app, lambda: table.my_turn and table.anim.timeline.idle)
        hand = table.anim.zones[("hand", table.model.bottom)]
        table.model.focus = 0
        frame = table.frame()
        assert table_view._lift(frame, 0, hand[0].card) > 0  # the keyboard's, alone
        _hover(app, table, hand[1], frames=2)
        frame = table.frame()
        raised = [i for i, s in enumerate(hand) if table_view._lift(frame, i, s.card) > 0]
        assert raised == [1]
    finally:
        app.close()


@pytest.mark.usefixtures("english")
def test_escape_on_the_pass_screen_opens_the_menu_and_shows_no_hand() -> None:
    from scopa.ui.scenes.overlays import PassScene

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


@pytest.mark.usefixtures("english")
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


@pytest.mark.usefixtures("english")
def test_a_lit_cards_glow_stays_inside_its_own_rectangle() -> None:
    from scopa.ui.cards import CardImages

    pygame.init()
    glow = CardImages(ColourArt()).glow((80, 130), table_view.TAKE)
    assert glow.get_size() == (80, 130)
    assert glow.get_at((0, 65)).a > 200 and glow.get_at((40, 65)).a == 0  # an edge, not a face


@pytest.mark.usefixtures("english")
def test_a_capture_choice_says_what_its_colours_mean() -> None:
    from scopa.ui.i18n import t

    pygame.init()
    for lang in ("en", "it", "es"):
        set_language(lang)
        legend = table_view.choice_legend(16)
        words = table_view.render(t("choice_taken"), 16).get_width()
        assert legend.get_width() > words + table_view.render(t("choice_other"), 16).get_width()


@pytest.mark.usefixtures("english")
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


@pytest.mark.usefixtures("english")
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
