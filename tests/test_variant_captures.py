"""Folla a undici, Scopa a quindici, Sbarazzina and Scopa libia: their captures, sweeps and
the coins that wipe out a score, each pinned by a fixed deck and its source passage."""

from __future__ import annotations

import random

import pytest

from scopa import Card, Game, IllegalMove, Rules, RulesError, ScoresReset, Swept
from scopa.core.capture import CompiledRules
from scopa.core.cards import to_mask
from scopa.core.scoring import COINS
from tests.helpers import cards, game_with, move


def opts(rules: Rules | str, card: str, table: str) -> list[set[str]]:
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    from scopa import capture_options

    return [{str(c) for c in s} for s in capture_options(rules, Card.parse(card), cards(table))]


# --------------------------------------------------------------- Folla a undici
def test_folla_a_undici_a_fante_takes_a_three_even_beside_a_fante() -> None:
    # Seed 000, "Folla a las once": "con una jota es posible sacar un tres. Es posible hacer
    # este truco incluso si la carta jugada está presente en la mesa." (VARIANTS.md §10)
    found = opts("folla_a_undici", "8D", "3C 8S")
    assert {"3C"} in found and {"8S"} in found
    game = game_with("folla_a_undici", ["8D 2C 4S", "1B 6S 6C"], "3C 8S 9B 10D")
    game.play(move("8D 3C"))
    assert Card.parse("3C") in game.piles[0] and Card.parse("8S") in game.table


def test_folla_a_undici_keeps_the_normal_captures() -> None:
    # Seed 000: "Añade a las reglas normales": the rank match and the sums stay.
    assert {"7C"} in opts("folla_a_undici", "7D", "7C 9S")
    assert {"3S", "4B"} in opts("folla_a_undici", "7D", "3S 4B 9C")
    # and no fewest-cards rule is stated: 2 + (4 + 5) = 11 is as good as 2 + 9
    assert {"4S", "5B"} in opts("folla_a_undici", "2D", "9C 4S 5B")


def test_folla_a_undici_refuses_a_sum_beside_a_same_rank_card_naming_both_ways() -> None:
    game = game_with("folla_a_undici", ["7D 2C 4S", "1B 6S 6C"], "7C 3S 4B 10D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("7D 3S 4B"))
    assert err.value.code == "must_match_or_total" and err.value.params["goal"] == 11
    with pytest.raises(IllegalMove) as err:
        game.play(move("7D 10D"))
    assert err.value.code == "not_an_option"


def test_folla_a_undici_wrong_total_says_both_totals() -> None:
    game = game_with("folla_a_undici", ["9D 2C 4S", "1B 6C 7C"], "3C 6S 2B 10D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("9D 3C 2B"))  # 5: neither 9 nor 11 with the Nine
    assert err.value.code == "wrong_sum_or_total"
    assert err.value.params == {"card": Card.parse("9D"), "value": 9, "total": 5, "goal": 11}


# ------------------------------------------------------------- Scopa a quindici
SEED_000_TABLE = "1C 3S 4B 5D 8S"  # "un as, un tres, un cuatro, un cinco y una jota"


def test_scopa_a_quindici_seed_example_a_six_takes_ace_and_fante() -> None:
    # Seed 000, "Joder a los quince": "el jugador que juega un seis puede tomar as y jota
    # (6 + 1 + 8 = 15) o cuatro y cinco (6 + 4 + 5 = 15)".
    found = opts("scopa_a_quindici", "6D", SEED_000_TABLE)
    assert {"1C", "8S"} in found and {"4B", "5D"} in found


def test_scopa_a_quindici_seed_example_never_ace_three_and_five() -> None:
    # Seed 000: "no puede sacar as, tres y cinco (6 + 1 + 3 + 5 = 15) ... siempre se debe
    # sacar la combinación con menos cartas".
    assert {"1C", "3S", "5D"} not in opts("scopa_a_quindici", "6D", SEED_000_TABLE)
    compiled = CompiledRules(Rules.preset("scopa_a_quindici"))
    code, parts = compiled.refusal(6, to_mask(cards(SEED_000_TABLE)), to_mask(cards("1C 3S 5D")))
    assert code == "fewest_cards"
    assert set(parts["options"]) == {to_mask(cards("1C 8S")), to_mask(cards("4B 5D"))}  # type: ignore[call-overload]
    game = game_with("scopa_a_quindici", ["6D 2C 4C", "1B 6S 6C"], "1C 3S 5D 8S")
    with pytest.raises(IllegalMove) as err:
        game.play(move("6D 1C 3S 5D"))
    assert err.value.code == "fewest_cards"
    game.play(move("6D 1C 8S"))
    assert sorted(game.piles[0]) == sorted(cards("6D 1C 8S"))


def test_scopa_a_quindici_keeps_the_normal_captures_unlike_scopa_a_15() -> None:
    # Seed 000: "también se puede hacer una baza" (also), against seed 001's Scopa a Quindici
    # ("la carta jugada no toma una carta ... cuya suma sea igual a su valor"), scopa_a_15.
    assert {"7C"} in opts("scopa_a_quindici", "7D", "7C 9S")
    assert {"1C", "5D"} in opts("scopa_a_quindici", "6D", SEED_000_TABLE)  # a sum: 1 + 5
    assert opts("scopa_a_15", "7D", "7C 9S") == []
    assert Rules.preset("scopa_a_quindici").capture != Rules.preset("scopa_a_15").capture


def test_scopa_a_quindici_fifteen_beside_a_same_rank_card() -> None:
    found = opts("scopa_a_quindici", "7D", "7S 8C")
    assert {"7S"} in found and {"8C"} in found


# ------------------------------------------------------------------ Sbarazzina
def test_sbarazzina_ace_takes_the_table_and_it_is_no_sweep() -> None:
    # Seed 000, "Fácil" (Sbarazzina, VARIANTS.md §8): "si juegas una de estas cartas, tienes
    # derecho a tomar todas las cartas ... Esta bodega no cuenta como una escoba."
    game = game_with("sbarazzina", ["1D 2C 4S", "1B 6S 6C"], "5C 7S 9B 10D")
    events = game.play(move("1D 5C 7S 9B 10D"))
    assert not game.table and not any(isinstance(e, Swept) for e in events)
    assert game.sweeps == [0, 0] and game.sweep_counts == [0, 0]


def test_sbarazzina_ace_takes_everything_even_with_an_ace_on_the_table() -> None:
    # Seed 000: "todas las cartas que se encuentren, boca arriba, sobre la mesa".
    assert opts("sbarazzina", "1D", "1C 7S 9B") == [{"1C", "7S", "9B"}]


def test_sbarazzina_plays_to_41() -> None:
    # Seed 000: "El objetivo del juego es conseguir 41 puntos."
    assert Rules.preset("sbarazzina").target(2) == 41


def test_sbarazzina_other_sweeps_still_score() -> None:
    game = game_with("sbarazzina", ["7D 2C 4S", "1B 6S 6C"], "1C 2S 1S 3B")
    game.play(move("7D 1C 2S 1S 3B"))
    assert game.sweeps == [1, 0]


# ------------------------------------------------------------------ Scopa libia
def test_scopa_libia_a_sweep_is_worth_the_capturing_card() -> None:
    # Seed 001, "Scopa libia": "si la 'carta ganadora' vale 7, la scopa vale 7" (VARIANTS §6)
    game = game_with("scopa_libia", ["7D 2C 4S", "1B 6S 6C"], "1C 2S 1S 3B")
    events = game.play(move("7D 1C 2S 1S 3B"))
    swept = [e for e in events if isinstance(e, Swept)]
    assert swept and swept[0].value == 7 and game.sweeps == [7, 0]
    # the round summary counts one sweep, worth 7 points
    while not game.round_over:
        game.play(game.legal_moves()[0])
    result = game.round_results[-1]
    assert result.details[0].sweep_count >= 1
    assert result.points[0]["scope"] >= 7 > result.details[0].sweep_count


def test_scopa_libia_option_a_sweep_is_worth_the_cards_in_it() -> None:
    # Seed 001: "si una scopa tiene solo 2 cartas, solo se otorgan 2 puntos": the played card
    # counts, so the least is 2 (VARIANTS §6).
    rules = Rules.preset("scopa_libia").replace(sweep={"value": "cards_taken"})
    game = game_with(rules, ["7D 2C 4S", "1B 6S 6C"], "1C 2S 1S 3B")
    game.play(move("7D 1C 2S 1S 3B"))
    assert game.sweeps == [5, 0]
    one = to_mask(cards("7C"))
    assert CompiledRules(rules).sweep_points(Card.parse("7D").index, one) == 2


def _take_everything(game: Game, taker: int) -> None:
    """Play out the round: ``taker`` captures once whenever it can, the others lay, so the
    last capture is the taker's and the leftovers are too."""
    while not game.round_over:
        moves = game.legal_moves()
        takes = [m for m in moves if m.captured]
        lays = [m for m in moves if not m.captured]
        seat = game.current_player
        game.play(takes[0] if seat == taker and takes else lays[0] if lays else moves[0])


def test_scopa_libia_all_ten_coins_set_the_opponents_score_back_to_0() -> None:
    # Seed 001: "Una barrida de Diamantes ... reiniciará al oponente a cero" (VARIANTS §6).
    rules = Rules.preset("scopa_libia").replace(
        capture={"compulsory": "none"}, match={"target": 500}
    )
    game = Game(rules, 2, seed=5)
    _take_everything(game, 1)
    assert to_mask(game.piles[1]) & COINS == COINS
    after_one = list(game.scores)
    assert after_one[0] == 0 and after_one[1] > 0
    game.next_round()
    _take_everything(game, 0)
    resets = [e for e in game.events if isinstance(e, ScoresReset)]
    assert len(resets) == 2
    last = resets[-1]
    assert last.team == 0 and last.coins == 10 and last.before[1] >= after_one[1]
    assert game.scores[1] == 0 and game.scores[0] == last.before[0] > 0


def test_coins_reset_needs_the_coins_it_names() -> None:
    rules = Rules.preset("scopa").replace(match={"coins_reset": 10, "target": 500})
    game = Game(rules, 2, seed=3)
    rng = random.Random(3)
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    coins = [(to_mask(p) & COINS).bit_count() for p in game.piles]
    resets = [e for e in game.events if isinstance(e, ScoresReset)]
    assert bool(resets) == (max(coins) == 10)


def test_coins_reset_is_bounded() -> None:
    with pytest.raises(RulesError):
        Rules.from_yaml("extends: scopa\nmatch: {coins_reset: 5}")
    assert Rules.from_yaml("extends: scopa\nmatch: {coins_reset: 8}").match.coins_reset == 8


def test_scores_reset_survives_replay() -> None:
    rules = Rules.preset("scopa_libia").replace(
        capture={"compulsory": "none"}, match={"target": 500}
    )
    game = Game(rules, 2, seed=9)
    _take_everything(game, 0)
    assert Game.replay(game.record()).events == game.events


def test_a_sweep_threat_is_asked_of_the_rules() -> None:
    # what the hint and the tree search call "open to a sweep": Sbarazzina's Ace takes the
    # table but scores no sweep; Scopa libia's card-valued sweep does score
    table = to_mask(cards("5C 8S 3D"))
    assert not CompiledRules(Rules.preset("sbarazzina")).sweeps_with(1, table)
    assert CompiledRules(
        Rules.preset("asso_piglia_tutto").replace(capture={"ace": {"sweep": True}})
    ).sweeps_with(1, table)
    assert CompiledRules(Rules.preset("scopa_libia")).sweeps_with(5, to_mask(cards("2C 3S")))
    assert not CompiledRules(Rules.preset("scopa_libia")).sweeps_with(6, to_mask(cards("2C 3S")))


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_table_says_whose_score_went_back_to_0(lang: str) -> None:
    from scopa.ui import i18n
    from scopa.ui.table.words import TableWords

    i18n.set_language(lang)
    try:
        words = TableWords(["Anna", "Marco"], (0, 1), "neapolitan", Rules.preset("scopa_libia"))
        text = words.scores_reset(ScoresReset(2, 0, 10, (4, 7)))
    finally:
        i18n.set_language("en")
    assert "{" not in text and text.startswith("Anna") and "Marco" in text and "7" in text


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_new_refusals_are_worded_in_every_language(lang: str) -> None:
    from scopa.ui import i18n
    from scopa.ui.messages import illegal_text

    game = game_with("folla_a_undici", ["7D 2C 4S", "1B 6S 6C"], "7C 3S 4B 10D")
    i18n.set_language(lang)
    try:
        with pytest.raises(IllegalMove) as err:
            game.play(move("7D 3S 4B"))
        text = illegal_text(err.value, "neapolitan")
    finally:
        i18n.set_language("en")
    assert "11" in text and "{" not in text
