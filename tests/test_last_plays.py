"""The table's "last plays" panel names a stolen pile and a build for what they are, from the
round's public events (the same whether the plays were watched or the table was snapped)."""

from __future__ import annotations

import pytest

from scopa import Rules
from scopa.core.cards import Card
from scopa.core.events import TableBonus
from scopa.ui import i18n
from scopa.ui.i18n import set_language
from scopa.ui.table.claims import play_entries
from scopa.ui.table.words import TableWords
from tests.helpers import ColourArt, game_with, hand_centre, move, post_click


def test_a_stolen_pile_is_said_as_a_pile_with_its_size() -> None:
    # Rubamazzo a somma (seed 000, "Robar por sumas"): the 9 takes 2D and 3S from the table
    # and the 4 of cups topping seat 1's pile of two cards
    game = game_with("rubamazzo_a_somma", ["1B 9D 6B", "4C 7B 5B"], "4S 3S 2D 8C")
    game.play(move("1B"))
    game.play(move("4C 4S"))
    game.play(move("9D 2D 3S steal=1"))
    entry = play_entries(game.view(1))[-1]
    words = TableWords(["Anna", "Marco"], (0, 1), "neapolitan", game.rules, you=1)
    lines = words.last_play(*entry)
    assert lines[0].startswith("Anna played")
    assert lines[1] == "and took your pile (2 cards)"
    other = TableWords(["Anna", "Marco"], (0, 1), "neapolitan", game.rules, you=0)
    assert other.last_play(*entry)[1] == "and took Marco's pile (2 cards)"
    assert "Two of Coins" in lines[2] and "Four" not in lines[2]


def test_a_build_is_said_with_its_value() -> None:
    # Escoba de granja (seed 000): the 3 laid on the 4, keeping a 7
    game = game_with("escoba_de_granja", ["3C 7B 1S", "7D 5D 6D"], "4S 7S 2B 10S")
    game.play(move("3C on 4S build"))
    entry = play_entries(game.view(0))[-1]
    words = TableWords(
        ["You", "Marco"], (0, 1), "neapolitan", Rules.preset("escoba_de_granja"), you=0
    )
    assert words.last_play(*entry)[-1] == "and built 7"


def test_a_claim_is_said_to_its_claimant_in_the_second_person() -> None:
    # Scopa a chi fidasse: the claimant reads "your scopa", and a penalty "to you"
    from scopa import Card
    from scopa.core.events import ClaimSettled

    rules = Rules.preset("scopa_a_chi_fidasse")
    words = TableWords(["You", "Marco"], (0, 1), "neapolitan", rules, you=0)
    trusted = ClaimSettled(1, 0, 0, None, (), True, 1, 1, None, None, 0)
    assert words.settled(trusted) == "Trusted: your scopa stands, its card unseen"
    bluff = ClaimSettled(1, 0, 0, Card.parse("1B"), (), False, 0, 0, 1, 0, 1)
    assert words.settled(bluff).endswith("-1 to you")
    assert words.last_play(0, None, (), "pending")[1] == "claiming a scopa: the others answer"
    other = TableWords(["Anna", "You"], (0, 1), "neapolitan", rules, you=1)
    assert other.last_play(0, None, (), "pending")[1] == "claiming a scopa: trust it?"


def _swept_escoba():
    # Escoba: the 7 of coins with the four table cards (1, 2, 3 and 2: 8) makes 15 and sweeps
    game = game_with("escoba", ["7D 1B 2B", "3C 4C 5C"], "1S 2S 3S 2C")
    events = game.play(move("7D 1S 2S 3S 2C"))
    assert any(type(e).__name__ == "Swept" for e in events)
    return game, events


@pytest.mark.parametrize(
    ("lang", "mine", "theirs"),
    [
        ("en", "and swept the table: escoba!", "and swept the table: escoba!"),
        ("it", "e hai fatto escoba!", "e ha fatto escoba!"),
        ("es", "¡e hiciste escoba!", "¡e hizo escoba!"),
    ],
)
def test_the_last_play_says_it_swept_the_table(lang, mine, theirs) -> None:
    game, _ = _swept_escoba()
    entry = play_entries(game.view(1))[-1]
    set_language(lang)
    try:
        you = TableWords(["Ana", "Marco"], (0, 1), "spanish", game.rules, you=0)
        assert you.last_play(*entry)[-1] == mine
        other = TableWords(["Ana", "Marco"], (0, 1), "spanish", game.rules, you=1)
        lines = other.last_play(*entry)
        assert lines[-1] == theirs and len(lines) == 3  # played, took, swept
    finally:
        set_language("en")
    laid = game_with("escoba", ["7D 1B 2B", "3C 4C 5C"], "1S 2S 3S 2C")
    laid.play(move("1B"))  # no capture, no sweep: nothing said of one
    plain = TableWords(["Ana", "Marco"], (0, 1), "spanish", laid.rules, you=1)
    assert len(plain.last_play(*play_entries(laid.view(1))[-1])) == 1


def test_a_sweep_is_said_the_same_watched_as_snapped() -> None:
    from scopa.ui.table.animator import Animator
    from scopa.ui.table.model import Seats, TableModel

    game = game_with("escoba", ["7D 1B 2B", "3C 4C 5C"], "1S 2S 3S 2C")
    model = TableModel(Seats(["cpu:easy", "human"]), game.view(1))
    words = TableWords(["Ana", "Marco"], game.teams, "spanish", game.rules, you=1)
    anim = Animator(model, words, (1280, 800), sfx=lambda name: None, say=lambda m, s: None)
    anim.schedule(model.public(game.events))
    anim.advance(None)
    events = game.play(move("7D 1S 2S 3S 2C"))
    model.played(game.view(1))
    anim.schedule(model.public(events, 0))
    for _ in range(600):
        anim.advance(1 / 60)
        if anim.timeline.idle:
            break
    watched = anim.shown.last_plays[-1]
    assert watched == play_entries(game.view(1))[-1]
    assert words.last_play(*watched)[-1] == "and swept the table: escoba!"


@pytest.mark.parametrize(
    ("lang", "shout"), [("en", "Escoba!"), ("it", "Escoba!"), ("es", "¡Escoba!")]
)
def test_the_plays_of_the_round_say_a_sweep_after_one_space(lang, shout) -> None:
    game, _ = _swept_escoba()
    set_language(lang)
    try:
        words = TableWords(["Ana", "Marco"], (0, 1), "spanish", game.rules, you=1)
        _, took = words.history(0, game.view(1).hand[0], ())
        note = words.history_note("took the Ace", True)
        assert note == f"took the Ace · {shout}" and "  " not in note
        assert words.history_note(took, False) == took
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("lang", "rest", "bonus", "out", "wins", "lost"),
    [
        (
            "en",
            "You take the cards left on the table",
            "You take the first table: its cards add up to 15",
            "You reached 21: out of the game",
            "Marco & Luca win the match",
            "Marco & Luca reached 21 and lost",
        ),
        (
            "it",
            "Prendi le carte rimaste in tavola",
            "Prendi la prima tavola: le sue carte fanno 15",
            "Hai raggiunto 21: esci dal gioco",
            "Marco & Luca vincono la partita",
            "Marco & Luca hanno raggiunto 21 e hanno perso",
        ),
        (
            "es",
            "Te llevas las cartas que quedan en la mesa",
            "Te llevas la primera mesa: sus cartas suman 15",
            "Llegaste a 21: sales del juego",
            "Marco & Luca ganan la partida",
            "Marco & Luca llegaron a 21 y perdieron",
        ),
    ],
)
def test_sentences_about_you_or_a_team_agree_with_their_subject(
    lang, rest, bonus, out, wins, lost
) -> None:
    # "You takes the cards left on the table" was said at the end of a round you took last;
    # a team of two "win", not "wins"
    i18n.set_language(lang)
    try:
        words = TableWords(
            ["Ana", "Marco", "Giulia", "Luca"],
            (0, 1, 0, 1),
            "spanish",
            Rules.preset("scopone"),
            you=0,
        )
        assert (words.takes_rest(0), words.player_out(0, 21)) == (rest, out)
        assert words.side_says("winner", 1) == wins
        assert words.side_says("loser_line", 1, target=21) == lost
        assert words.side_says("winner", 0) == i18n.t("winner_you")
        assert words.takes_rest(1) == i18n.t("takes_rest", name="Marco")
        alone = TableWords(["Ana", "Marco"], (0, 1), "spanish", Rules.preset("escoba"), you=0)
        assert alone.side_says("winner", 1) == i18n.t("winner", name="Marco")
        # Escoba: a first table of 15 is the dealer's, with its escoba, and the sum says why
        fifteen = TableBonus(1, 0, 0, tuple(Card.parse(c) for c in ("7D", "5C", "3S")), 1)
        assert alone.bonus(fifteen) == bonus
        other = TableBonus(1, 1, 1, fifteen.cards, 1)
        assert alone.bonus(other) == i18n.t("bonus_sum", name="Marco", total=15)
        # a table taken whole by a rule that names no sum: said plainly
        assert words.bonus(fifteen) == i18n.t("bonus_you")
    finally:
        i18n.set_language("en")


def _watch(game, text: str):
    """``text`` played and watched frame by frame: the table and the frames at which the last
    plays listed it, and at which the cards it moved were all at rest."""
    from scopa.ui.table.animator import Animator
    from scopa.ui.table.model import Seats, TableModel

    model = TableModel(Seats(["human", "cpu:easy"]), game.view(0))
    words = TableWords(["You", "Marco"], game.teams, "neapolitan", game.rules, you=0)
    anim = Animator(model, words, (1280, 800), sfx=lambda name: None, say=lambda m, s: None)
    anim.schedule(model.public(game.events))
    anim.advance(None)
    played = move(text)
    events = game.play(played)
    model.played(game.view(0))
    anim.schedule(model.public(events, 0))
    moved = {played.card, *played.captured}
    listed = at_rest = None
    for frame in range(1000):
        anim.advance(1 / 60)
        sprites = [s for zone in anim.zones.values() for s in zone if s.card in moved]
        for sprite in sprites:
            anim.place(sprite)  # as each frame draws it
        if listed is None and any(e[1] == played.card for e in anim.shown.last_plays):
            listed = frame
        if at_rest is None and all(s.motion is None and s.zone[0] != "hand" for s in sprites):
            at_rest = frame
        if anim.timeline.idle:
            break
    return anim, listed, at_rest


def test_the_last_plays_list_a_capture_once_its_cards_have_reached_the_pile() -> None:
    game = game_with("scopa", ["7D 1D 2D", "4C 5C 6C"], "7S 8S 9S 10S")
    anim, listed, at_rest = _watch(game, "7D 7S")
    assert listed is not None and at_rest is not None
    assert listed >= at_rest  # never ahead of the cards
    assert anim.shown.last_plays == [(0, Card.parse("7D"), (Card.parse("7S"),))]


def test_the_last_plays_list_a_sweep_with_its_mark_once_it_has_been_shown() -> None:
    game = game_with("escoba", ["7D 1B 2B", "3C 4C 5C"], "1S 2S 3S 2C")
    anim, listed, at_rest = _watch(game, "7D 1S 2S 3S 2C")
    assert listed is not None and at_rest is not None and listed >= at_rest
    (entry,) = anim.shown.last_plays
    assert entry[1] == Card.parse("7D") and entry[3] == "swept"


def test_a_capture_clicked_at_the_table_is_listed_once_its_cards_have_moved() -> None:
    # the corner's list named the play as the card left the hand, before anything had moved
    from scopa import Rules
    from scopa.ui.app_loop import App, MatchConfig

    game = game_with("scopa", ["7D 1D 2D", "4C 5C 6C"], "7S 8S 9S 10S")
    app = App(None, size=(1280, 800))
    try:
        config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:easy"], seed=1, speed="normal")
        table = app.start_match(config, game=game, art=ColourArt())
        for _ in range(600):
            if table.my_turn and table.anim.timeline.idle:
                break
            app.step(1 / 60)
        seven = Card.parse("7D")
        post_click(hand_centre(table, table.anim.hand(0).index(seven)))
        taken = {seven, Card.parse("7S")}
        listed = None
        for frame in range(600):
            app.step(1 / 60)
            if any(entry[1] == seven for entry in table.anim.shown.last_plays):
                listed = frame
                break
        assert listed is not None and listed > 10  # a few frames: the cards went first
        sprites = [s for zone in table.anim.zones.values() for s in zone if s.card in taken]
        assert len(sprites) == 2  # both at rest on the pile when the play is listed
        assert all(s.zone == ("pile", 0) and s.motion is None for s in sprites)
    finally:
        app.close()
