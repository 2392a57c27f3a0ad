"""Rules read again from their sources: Cirulla's Ace among the other captures, what a card
takes asked of a seat's view (a named wild card, a twin), Scopa a 52 carte's round per
dealer, Scopa inversa's subtraction, the primiera "down to the Aces" and who deals a first
table again. Each is pinned by a fixed deck and the passage it rests on."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from scopa import Card, Game, Rules, capture_options
from scopa.core.capture import CompiledRules
from scopa.ui.table.view import take_options
from tests.helpers import cards, game_with, mask, move


def taken(sets: list[frozenset[Card]]) -> set[frozenset[str]]:
    return {frozenset(str(c) for c in s) for s in sets}


def sets(*texts: str) -> set[frozenset[str]]:
    return {frozenset(t.split()) for t in texts}


# --------------------------------------------------------------- 1. Cirulla's Ace
CIRULLA_ACE = (
    # Seed 001, Cirulla: "Captura de as. Jugar un as permite capturar todas las cartas sobre
    # la mesa ... Cuando son posibles varios tipos de capturas, los jugadores siempre son
    # libres de elegir la que mejor les convenga, con la excepción de la captura de as, que
    # no está disponible cuando ya hay un as sobre la mesa."
    "5C 9B 3S 6D"
)


def test_cirulla_ace_offers_the_sweep_and_both_fifteens() -> None:
    rules = Rules.preset("cirulla")
    found = taken(capture_options(rules, Card.parse("1D"), cards(CIRULLA_ACE)))
    assert found == sets("5C 9B 3S 6D", "5C 9B", "3S 5C 6D")  # 1+5+9 and 1+3+5+6 make 15


def test_cirulla_ace_fifteen_is_played_and_leaves_the_rest() -> None:
    game = game_with("cirulla", ["1D 2S 4B", "8D 8C 9S"], CIRULLA_ACE)
    ace = Card.parse("1D")
    offered = {m.captured for m in game.legal_moves() if m.card == ace and not m.declares}
    assert taken(list(offered)) == sets("5C 9B 3S 6D", "5C 9B", "3S 5C 6D")
    game.play(move("1D 5C 9B"))  # the fifteen, not the sweep
    assert sorted(map(str, game.table)) == ["3S", "6D"]
    assert game.sweep_counts == [0, 0]


def test_cirulla_ace_sweep_is_still_a_scopa() -> None:
    game = game_with("cirulla", ["1D 2S 4B", "8D 8C 9S"], CIRULLA_ACE)
    game.play(move("1D 5C 9B 3S 6D"))
    assert not game.table and game.sweep_counts == [1, 0]


def test_the_ace_takes_all_alone_where_the_rules_give_no_choice() -> None:
    # Seed 000, "as atraparlo todo": "jugando un as se llevan todas las cartas de la mesa"
    found = taken(
        capture_options(Rules.preset("asso_piglia_tutto"), Card.parse("1D"), cards(CIRULLA_ACE))
    )
    assert found == sets("5C 9B 3S 6D")


def test_a_wrong_capture_with_a_free_ace_is_told_as_any_card_s() -> None:
    compiled = CompiledRules(Rules.preset("cirulla"))
    code, _ = compiled.refusal(1, mask(CIRULLA_ACE), mask("5C 3S"))
    assert code != "ace_takes_all"


# --------------------------------------------- 2. what a card takes, as it stands
def test_a_named_wild_card_takes_at_its_named_rank_in_the_view_and_the_hover() -> None:
    # Seed 001, Cirulla: "El 7♥ mantendrá entonces su rango declarado (en este ejemplo una
    # reina, que tiene un valor de nueve) durante el resto de la mano para los fines de
    # captura de cartas (y por lo tanto podría capturar un '6' ya que 9 + 6 = 15)"
    game = game_with("cirulla", ["9D 7C 9S", "4B 4C 4S"], "6B 7S 2D 10B")
    game.play(move("9D 6B declare=9"))  # three Nines, the 7C one of them: 9 + 6 = 15
    game.play(move("4B"))  # 7S 2D 10B 4B on the table
    seven = Card.parse("7C")
    view = game.view(0)
    assert view.wild_rank() == 9
    legal = [m.captured for m in game.legal_moves() if m.card == seven and m.captured]
    as_a_nine = sets("7S 2D", "2D 4B")  # 7 + 2 = 9, and 9 + 2 + 4 = 15; not the 7S alone
    assert taken(legal) == as_a_nine
    assert taken(view.capture_options(seven)) == as_a_nine
    assert taken(game.capture_options(seven)) == as_a_nine
    assert taken(capture_options(view.rules, seven, view.table, wild_rank=9)) == as_a_nine
    fr = SimpleNamespace(model=SimpleNamespace(view=view))
    assert taken(take_options(fr, seven)) == as_a_nine  # what the table's hover lights


def test_a_twin_is_not_offered_its_own_twin_by_the_view_or_the_hover() -> None:
    # Seed 000, Mariscal a 80: "Una misma carta no puede tomar la misma carta (por ejemplo,
    # el 5 de picas no puede tomarse con el otro cinco de picas) excepto para hacer una escoba"
    rules = Rules.preset("mariscal_80")
    game = game_with(rules, ["5S 3C 9B 2D 6C", "4B 5S' 9C 7D 8D"])
    game.play(move("5S"))
    game.play(move("4B"))
    game.play(move("3C"))  # 5S 4B 3C on the table: the twin may not take the 5S alone
    view = game.view(1)
    twin = Card.parse("5S'")
    assert view.capture_options(twin) == []
    assert capture_options(rules, twin, view.table) == []
    fr = SimpleNamespace(model=SimpleNamespace(view=view))
    assert take_options(fr, twin) == []
    assert taken(view.capture_options(Card.parse("7D"))) == sets("4B 3C")


@pytest.mark.parametrize(
    "preset", ["cirulla", "mariscal_80", "tuzzulicchio", "escoba_de_granja", "scopa"]
)
def test_the_view_and_the_moves_always_agree_on_what_a_card_takes(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    for seed in range(6):
        game = Game(rules, 2, seed=seed)
        while not game.match_over and game.round_number <= 2:
            if game.round_over:
                game.next_round()
                continue
            view = game.view(game.current_player)
            legal = game.legal_moves()
            for card in view.hand:
                plain = {
                    m.captured
                    for m in legal
                    if m.card == card and m.captured and not m.declares and not m.builds
                }
                assert set(view.capture_options(card)) == plain, (preset, card, view.table)
                assert set(game.capture_options(card)) == plain
            game.play(rng.choice(list(legal)))
