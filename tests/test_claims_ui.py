"""Claimed sweeps at the table (Scopa a chi fidasse), played as people would: the claim button
and key, the Trust/Doubt question, the card kept unseen in hot seat, the summary's claims row,
the rules screen's paragraph.

The rules are those of the preset (config/rules/scopa_a_chi_fidasse.yaml, seed 000: "si uno
de los jugadores 'hace' escoba, debe decirle al otro '¿confías?'"; trusted, "la escoba queda
hecha y no debe mostrarse"; VARIANTS.md section 10). The deal is stacked: seat 0 holds the
King of coins (10D), which takes the whole first table 1C 2S 3B 4C (1+2+3+4 = 10), and the
Ace of clubs (1B), which cannot.
"""

from __future__ import annotations

import pygame
import pytest

from scopa import Card, Game, IllegalMove, Move, Rules
from scopa.ui import i18n
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.messages import illegal_text
from scopa.ui.rules_text import explain
from scopa.ui.scenes.history import history_lines
from scopa.ui.scenes.overlays import PassScene, SummaryScene
from scopa.ui.scenes.rules_screen import RulesScreen
from scopa.ui.scenes.table import TableScene
from tests.helpers import (
    ColourArt,
    cards,
    game_with,
    hand_centre,
    post_click,
    post_key,
    visible_faces,
    wait_for,
)

PRESET = "scopa_a_chi_fidasse"
HANDS = ["10D 1B 9C", "5B 6B 8B"]
TABLE = "1C 2S 3B 4C"
KING, ACE = Card.parse("10D"), Card.parse("1B")


def table_for(apps: list[App], seats: str = "human,human", game: Game | None = None) -> App:
    config = MatchConfig(Rules.preset(PRESET), seats.split(","), speed="fast")
    app = App(None, size=(1280, 800))
    apps.append(app)
    app.start_match(config, game=game or game_with(PRESET, HANDS, TABLE), art=ColourArt())
    return app


def ready(app: App) -> TableScene:
    """Past the hot seat's pass screen (if any), to the seat's turn with nothing moving."""
    table = app.table
    assert table is not None
    wait_for(app, lambda: table.my_turn or isinstance(app.top, PassScene))
    if isinstance(app.top, PassScene):
        post_key(pygame.K_RETURN)
        wait_for(app, lambda: table.my_turn)
    app.step(1 / 60)  # drawn once: the buttons have their places
    return table


def claim_by_key(app: App, card: Card) -> TableScene:
    table = ready(app)
    post_key(pygame.K_c)
    app.step(1 / 60)
    assert table.model.claiming
    post_key(pygame.K_1 + table.anim.hand(table.model.bottom).index(card))
    app.step(1 / 60)
    return table


def test_the_claim_button_plays_the_card_face_down_as_the_cores_claim(apps) -> None:
    app = table_for(apps)
    table = ready(app)
    legal = table.model.view.legal_moves()
    button = next(b for b in table.tools() if "Claim" in b.label)
    post_click(button.rect.center)
    app.step(1 / 60)
    assert table.model.claiming and "✓" in table.tools()[0].label
    post_click(hand_centre(table, table.anim.hand(0).index(KING)))
    app.step(1 / 60)
    made = table.game.moves[-1]
    assert made == Move.claim(KING, cards(TABLE)) and made in legal and made.claims


def test_the_claim_key_arms_and_esc_or_a_second_press_disarms(apps) -> None:
    app = table_for(apps)
    table = ready(app)
    for disarm in (pygame.K_c, pygame.K_ESCAPE):
        post_key(pygame.K_c)
        app.step(1 / 60)
        assert table.model.claiming
        post_key(disarm)
        app.step(1 / 60)
        assert not table.model.claiming and app.top is table  # Esc opened no menu
    post_key(pygame.K_1 + table.anim.hand(0).index(KING))  # disarmed: a plain play
    app.step(1 / 60)
    assert not table.game.moves[-1].claims
    app = table_for(apps)
    table = claim_by_key(app, ACE)
    assert table.game.moves[-1] == Move.claim(ACE, cards(TABLE))  # a bluff is a claim too


def test_no_claim_button_where_the_rules_allow_none(apps) -> None:
    config = MatchConfig(Rules.preset("scopa"), ["human", "human"], speed="fast")
    app = App(None, size=(1280, 800))
    apps.append(app)
    app.start_match(config, game=game_with("scopa", HANDS, TABLE), art=ColourArt())
    table = ready(app)
    assert not table.model.may_claim()
    assert not any("Claim" in b.label for b in table.tools())
    post_key(pygame.K_c)
    app.step(1 / 60)
    assert not table.model.claiming


@pytest.mark.parametrize(
    ("how", "trusts"),
    [("trust_button", True), ("doubt_button", False), ("t", True), ("d", False), ("enter", True)],
)
def test_the_person_asked_is_put_the_question_and_answers_it(apps, how, trusts) -> None:
    app = table_for(apps)
    table = claim_by_key(app, KING)
    table = ready(app)  # the pass screen to the second player, then their turn to answer
    assert table.model.bottom == 1 and table.model.asked is not None
    words, buttons = table._question() or ("", [])
    assert "Player 1" in words and "4 cards" in words and "trust" in words
    assert [b.label for b in buttons] == ["Trust (T, Enter)", "Doubt (D)"]
    assert table.model.view.legal_moves() == [Move.answer(True), Move.answer(False)]
    if how.endswith("_button"):
        post_click(buttons[0 if trusts else 1].rect.center)
    else:
        post_key({"t": pygame.K_t, "d": pygame.K_d, "enter": pygame.K_RETURN}[how])
    app.step(1 / 60)
    assert table.game.moves[-1] == Move.answer(trusts)
    assert table._question() is None


def test_a_card_of_the_hand_is_refused_while_a_claim_awaits_the_answer(apps) -> None:
    app = table_for(apps)
    claim_by_key(app, KING)
    table = ready(app)
    post_key(pygame.K_1)  # a card, not an answer: the core's reason, said
    app.step(1 / 60)
    assert len(table.game.moves) == 1
    assert table.notice is not None and "answer" in table.notice.text


def sprite_faces(table: TableScene) -> list[Card]:
    """Every card a sprite of the table shows face up now (a hidden hand shows none)."""
    shown = []
    for (kind, *where), sprites in table.anim.zones.items():
        for sprite in sprites:
            hidden = kind == "hand" and not table.model.may_see(where[0]) and not sprite.public
            if sprite.card is not None and sprite.face_up and not hidden:
                shown.append(sprite.card)
    return shown


def test_hot_seat_never_shows_a_trusted_claims_card(apps) -> None:
    app = table_for(apps)
    table = claim_by_key(app, KING)
    frames = asked = 0
    for _ in range(900):  # the claim travels, the pass, the question, the sweep, the next turn
        app.step(1 / 60)
        frames += 1
        assert KING not in sprite_faces(table)
        assert not visible_faces(app.screen, [KING]), "the claimed card shows"
        if table.my_turn and table.model.asked is not None:
            assert not visible_faces(app.screen, table.game.hands[0]), "the claimant's hand shows"
            asked += 1
            post_key(pygame.K_t)
        elif isinstance(app.top, PassScene):
            post_key(pygame.K_RETURN)
        elif table.my_turn and table.model.bottom == 0 and len(table.game.moves) >= 2:
            break
    assert table.game.moves[1] == Move.answer(True) and frames > 60 and asked == 1
    markers = table.anim.zones[("marker", 0)]
    assert [(s.card, s.face_up) for s in markers] == [(None, False)]  # crosswise, face down
    said = " ".join(line for entry in history_lines(table) for line in entry[1:3])
    name = table.words.card(KING)
    assert "face down" in said and "trusted" in said and name not in said
    assert all(entry[1] is None for entry in table.anim.shown.last_plays)
    table._snap()  # a save resumed here draws the same: the marker face down, unnamed
    assert [(s.card, s.face_up) for s in table.anim.zones[("marker", 0)]] == [(None, False)]
    assert KING not in sprite_faces(table)


def test_a_doubt_shows_the_card_and_the_bluff_stays_on_the_table(apps) -> None:
    app = table_for(apps)
    claim_by_key(app, ACE)
    table = ready(app)
    post_key(pygame.K_d)
    app.step(1 / 60)
    wait_for(app, lambda: table.anim.timeline.idle and not table.anim.busy)
    assert ACE in [s.card for s in table.anim.zones[("table",)] if s.face_up]
    assert table.anim.shown.last_plays[-1] == (0, ACE, tuple(cards(TABLE)), "bluff")
    assert "Ace of Clubs" in " ".join(history_lines(table)[-1][1:3])


def test_a_pending_claim_is_snapped_face_down_on_the_table(apps) -> None:
    game = game_with(PRESET, HANDS, TABLE)
    game.play(Move.claim(KING, cards(TABLE)))
    app = table_for(apps, game=game)
    table = app.table
    assert table is not None
    down = [s for s in table.anim.zones[("table",)] if s.card is None]
    assert len(down) == 1 and not down[0].face_up and table.anim.claim is down[0]
    assert table.anim.shown.last_plays == [(0, None, tuple(cards(TABLE)), "pending")]


def test_the_claimants_own_screen_peeks_at_its_card(apps) -> None:
    """Against the computer the one person sees their own claim's face in a small corner;
    the computer seat is asked (its answer comes from the AI, not played here)."""
    app = table_for(apps, "human,cpu:random")
    table = claim_by_key(app, KING)
    wait_for(app, lambda: table.anim.timeline.idle and not table.anim.busy, 600)
    app.step(1 / 60)
    assert table.model.view.face_down == (KING,) and table.model.may_see(0)
    assert len(visible_faces(app.screen, [KING])) == 1  # the peek
    assert KING not in sprite_faces(table)  # the card on the table itself has no face


def bluffed_round() -> Game:
    """A round whose first play is a doubted bluff (seat 0: -1), played to its end."""
    game = game_with(PRESET, HANDS, TABLE)
    game.play(Move.claim(ACE, cards(TABLE)))
    game.play(Move.answer(False))
    while not game.round_over:
        moves = game.legal_moves()
        answers = [m for m in moves if m.is_answer]
        game.play(answers[0] if answers else next(m for m in moves if not m.claims))
    return game


@pytest.mark.parametrize(("lang", "label"), [("en", "Claims"), ("it", "Scope dichiarate")])
def test_the_round_summary_lists_the_claims_row(apps, lang: str, label: str) -> None:
    game = bluffed_round()
    result = game.round_results[-1]
    assert result.points[0]["claims"] == -1 and result.points[1]["claims"] == 0
    i18n.set_language(lang)
    try:
        app = table_for(apps, game=game)
        wait_for(app, lambda: isinstance(app.top, SummaryScene), 600)
        assert "claims" in app.top.ev.result.points[0]
        assert i18n.t("cat_claims") == label
        app.step(1 / 60)  # drawn with the row
    finally:
        i18n.set_language("en")


WORDS = {
    "en": ("face down, saying", "minus 1 point", "Scope claimed: a bluff found out minus 1 point"),
    "it": (
        "coperta una carta qualsiasi",
        "meno 1 punto",
        "Scope dichiarate: un bluff scoperto meno 1 punto",
    ),
    "es": (
        "boca abajo cualquier carta",
        "menos 1 punto",
        "Scopas cantadas: un farol descubierto menos 1",
    ),
}


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_rules_screen_explains_claims_in_three_languages(apps, lang: str) -> None:
    sections = {s.key: " ".join(s.paragraphs) for s in explain(Rules.preset(PRESET), lang)}
    down, cost, row = WORDS[lang]
    assert down in sections["sweep"] and cost in sections["sweep"] and row in sections["scoring"]
    plain = " ".join(" ".join(s.paragraphs) for s in explain(Rules.preset("scopa"), lang))
    assert down not in plain and row not in plain
    house = Rules.preset(PRESET).replace(claims={"bluff_penalty": 3})
    three = {"en": "minus 3 points", "it": "meno 3 punti", "es": "menos 3 puntos"}[lang]
    assert three in " ".join(" ".join(s.paragraphs) for s in explain(house, lang))
    i18n.set_language(lang)
    try:
        app = App(None, size=(1280, 800))
        apps.append(app)
        screen = RulesScreen(app, Rules.preset(PRESET))
        app.push(screen)
        app.step(1 / 60)
        text = " ".join(item.text for item in screen.items)
        assert down in text and cost in text
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_cores_claim_refusals_are_said_in_every_language(lang: str) -> None:
    codes = []
    game = game_with(PRESET, HANDS, TABLE)
    with pytest.raises(IllegalMove) as err:
        game.check(Move.answer(True))
    codes.append(err.value)
    game.play(Move.claim(KING, cards(TABLE)))
    with pytest.raises(IllegalMove) as err:
        game.check(Move.parse("5B"))
    codes.append(err.value)
    plain = game_with("scopa", HANDS, TABLE)
    with pytest.raises(IllegalMove) as err:
        plain.check(Move.claim(KING, cards(TABLE)))
    codes.append(err.value)
    assert [e.code for e in codes] == ["no_claim", "must_answer", "cannot_claim"]
    i18n.set_language(lang)
    try:
        for exc in codes:
            text = illegal_text(exc, "neapolitan")
            assert "{" not in text and text != i18n.t("illegal_illegal")
    finally:
        i18n.set_language("en")


def test_a_hint_to_claim_says_the_card_goes_face_down(apps) -> None:
    from scopa.ai.hints import Hint

    app = table_for(apps)
    table = ready(app)
    said = table.words.hint(Hint(Move.claim(KING, cards(TABLE)), "claim", ""))
    assert said == "Hint: play the King of Coins face down, claiming a scopa of the table."
    said = table.words.hint(Hint(Move.claim(ACE, cards(TABLE)), "bluff", ""))
    assert said.startswith("Hint: play the Ace of Clubs face down and bluff a scopa")
    assert table.words.hint(Hint(Move.answer(False), "doubt", "")).startswith("Hint: doubt")


def test_a_hint_for_the_answer_comes_from_the_computer_and_is_said(apps) -> None:
    app = table_for(apps)
    claim_by_key(app, ACE)
    table = ready(app)
    post_key(pygame.K_h)
    app.step(1 / 60)
    asked = table.hints._future  # the computer thinks off the render thread: wait for it
    assert asked is not None
    asked.result()
    wait_for(app, lambda: table.model.hint is not None, 60)
    assert table.model.hint is not None and table.model.hint.is_answer
    assert table.notice is not None and table.notice.text.startswith("Hint: ")
    app.step(1 / 60)  # drawn with the hint: no card of it to light


def test_the_question_says_who_has_trusted_already(apps) -> None:
    # four players, two opponents asked in turn: the second is told the first trusted
    game = game_with(PRESET, ["10D 1B 9C", "5B 6B 8B", "5C 6C 8C", "5S 6S 8S"], TABLE)
    game.play(Move.claim(ACE, cards(TABLE)))
    game.play(Move.answer(True))  # seat 1 trusts; seat 3 is asked
    app = table_for(apps, "cpu:easy,cpu:easy,cpu:easy,human", game=game)
    table = ready(app)
    words, _ = table._question() or ("", [])
    names = table.words.names
    assert f"{names[0]} claims" in words and f"Already trusted by {names[1]}." in words


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_question_stands_clear_of_the_hand_and_take_back_waits_for_it(
    apps, size, scale
) -> None:
    # the panel lay over the foot of the hand, and Take back stayed enabled (U took the
    # player's move back from under the question)
    from scopa.store.settings import Settings
    from scopa.ui.table.dialog import question_rect

    game = game_with(PRESET, HANDS, TABLE)
    game.play(Move.parse("1B 1C"))  # yours, which Take back could take back
    game.play(next(m for m in game.legal_moves() if m.claims))  # Marco claims a sweep
    app = App(None, size=size, settings=Settings(ui_scale=scale, undo=True))
    apps.append(app)
    config = MatchConfig(Rules.preset(PRESET), ["human", "cpu:easy"], speed="fast")
    table = app.start_match(config, game=game, art=ColourArt())
    wait_for(app, lambda: table.my_turn and table.model.asked is not None)
    app.step(1 / 60)  # drawn: the buttons have their places
    asked = table._question()
    assert asked is not None
    panel, _ = question_rect(table.anim.layout, *asked, app.screen.get_rect())
    assert app.screen.get_rect().contains(panel)
    for sprite in table.anim.zones[("hand", 0)]:
        x, y = table.anim.place(sprite)[:2]
        w, h = table.anim.slot(sprite).rect_size()
        card = pygame.Rect(round(x - w / 2), round(y - h / 2 - h * 0.12), w, h)  # raised too
        assert not panel.colliderect(card), (panel, card)
    undo = next(b for b in table.tools() if b.label == i18n.t("undo"))
    assert not undo.enabled
    post_click(undo.rect.center)
    post_key(pygame.K_u)
    app.step(1 / 60)
    app.step(1 / 60)
    assert len(table.game.moves) == 2 and table.model.asked is not None
    post_click(asked[1][0].rect.center)  # Trust
    app.step(1 / 60)
    assert table.game.moves[-1] == Move.answer(True)
