"""Scopa di differenza, Scopa inversa and Modulo sette: capture arithmetic (differences and
values counted in cycles), each rule pinned by a fixed deck and its source passage in seed
000 (/work/shared/seeds/000_*.txt) or the preset's written reading."""

from __future__ import annotations

import pytest

from scopa import Card, IllegalMove, Rules, RulesError, Swept, capture_options
from scopa.core.capture import CompiledRules, cycled
from scopa.core.cards import to_mask
from scopa.ui import i18n
from scopa.ui.messages import illegal_text, rules_problem_text
from scopa.ui.rules_text import explain
from scopa.words import catalogue
from tests.helpers import cards, game_with, move


def opts(rules: Rules | str, card: str, table: str) -> list[set[str]]:
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    return [{str(c) for c in s} for s in capture_options(rules, Card.parse(card), cards(table))]


# ---------------------------------------------------------- Scopa di differenza
def test_differenza_a_six_takes_a_fante_and_a_two() -> None:
    # Seed 000, "Escoba de diferencias o 'sustraído'": "si en la mesa hay una jota y un 2 para
    # sacar es necesario jugar un 6, para completar la diferencia 8 - 2 = 6."
    assert opts("scopa_di_differenza", "6D", "8C 2S 5B") == [{"8C", "2S"}]
    game = game_with("scopa_di_differenza", ["6D 4C 4S", "1B 3S 3C"], "8C 2S 5B 9D")
    game.play(move("6D 8C 2S"))
    assert set(cards("6D 8C 2S")) <= set(game.piles[0])
    assert set(game.table) == set(cards("5B 9D"))


def test_differenza_a_two_takes_an_ace_a_re_and_a_seven() -> None:
    # Seed 000: "si en la mesa hay un as, un rey y un 7 para tomar debes jugar un 2, porque
    # 10 - 7 - 1 = 2."
    assert opts("scopa_di_differenza", "2D", "1C 10S 7B") == [{"1C", "10S", "7B"}]
    game = game_with("scopa_di_differenza", ["2D 4C 4S", "5B 3S 3C"], "1C 10S 7B 9D")
    game.play(move("2D 1C 10S 7B"))
    assert game.table == cards("9D")


def test_differenza_a_single_card_is_still_taken_by_its_rank() -> None:
    # Seed 000: "El método para tomar una sola carta en la mesa permanece sin cambios, es
    # decir jugar una carta que está emparejada con la que quieres tomar".
    assert opts("scopa_di_differenza", "5D", "5C 9S") == [{"5C"}]


def test_differenza_has_no_sums() -> None:
    # Seed 000: to take more than one card "se debe jugar una carta que marque la diferencia".
    assert opts("scopa_di_differenza", "7D", "3C 4S") == []
    game = game_with("scopa_di_differenza", ["7D 4C 4S", "5B 1S 1C"], "3C 4B 9D 10D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("7D 3C 4B"))
    assert err.value.code == "wrong_difference"
    assert err.value.params == {"card": Card.parse("7D"), "value": 7, "difference": 1}


def test_differenza_a_card_of_the_played_rank_comes_first() -> None:
    # The preset's reading: the rest is Scopa's, so a card of the played rank on the table
    # must be taken before any difference (capture.match_forbids_sums).
    assert opts("scopa_di_differenza", "6D", "6C 8S 2B") == [{"6C"}]
    game = game_with("scopa_di_differenza", ["6D 4C 4S", "5B 1S 1C"], "6C 8S 2B 9D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("6D 8S 2B"))
    assert err.value.code == "must_match_difference"


def test_differenza_the_free_reading_offers_both() -> None:
    rules = Rules.from_yaml("extends: scopa_di_differenza\ncapture: {match_forbids_sums: false}")
    assert opts(rules, "6D", "6C 8S 2B") == [{"6C"}, {"8S", "2B"}]


# --------------------------------------------------------------- Scopa inversa
HYBRID = "extends: scopa_inversa\ncapture: {modes: [match, sum, difference]}"


def test_inversa_hybrid_takes_by_sum_or_by_difference() -> None:
    # Seed 000, "escoba inversa": "También puedes jugar a juegos híbridos, es decir, tanto con
    # sumas como con restas": the hybrid is the preset's house rule (its YAML gives it).
    hybrid = Rules.from_yaml(HYBRID)
    found = opts(hybrid, "5D", "2C 3S 7B")
    assert {"2C", "3S"} in found and {"7B", "2C"} in found
    game = game_with(hybrid, ["5D 4C 4S", "6B 1S 1C"], "2C 3S 7B 9D")
    game.play(move("5D 7B 2C"))
    assert set(game.table) == set(cards("3S 9D"))


def test_inversa_is_subtraction_instead_of_the_sum() -> None:
    # Seed 000: "en lugar de la clásica suma entre las cartas, tendrás que hacer la resta":
    # the preset takes by difference and never by sum, as Scopa di differenza does.
    inversa = Rules.preset("scopa_inversa")
    assert "sum" not in inversa.capture.modes and "difference" in inversa.capture.modes
    assert {"2C", "3S"} not in opts(inversa, "5D", "2C 3S 7B")  # 2 + 3: a sum, not taken
    assert {"7B", "2C"} in opts(inversa, "5D", "2C 3S 7B")  # 7 - 2 = 5
    differenza = Rules.preset("scopa_di_differenza")
    for card, table in (("5D", "2C 3S 7B"), ("2D", "1C 10S 7B"), ("7D", "3C 4S")):
        assert opts(inversa, card, table) == opts(differenza, card, table)
    game = game_with("scopa_inversa", ["5D 4C 4S", "6B 1S 1C"], "2C 3S 7B 9D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("5D 2C 3S"))
    assert err.value.code == "wrong_difference"


def test_inversa_wrong_capture_names_the_sum_and_the_difference() -> None:
    game = game_with(Rules.from_yaml(HYBRID), ["6D 4C 4S", "5B 1S 1C"], "9C 2S 1B 10D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("6D 9C 2S"))  # 9 + 2 = 11 and 9 - 2 = 7: neither is 6
    assert err.value.code == "wrong_sum_or_difference"
    assert err.value.params == {
        "card": Card.parse("6D"),
        "value": 6,
        "total": 11,
        "difference": 7,
    }


# ---------------------------------------------------------------- Modulo sette
def test_modulo_sette_values_start_again_from_one_past_seven() -> None:
    # Seed 000, "Módulo siete": "es necesario volver a comenzar desde 1 cada vez que se
    # supera 7. A partir de este punto de vista el escudero vale 1, el caballo vale 2 y el
    # rey vale 3."
    assert [cycled(v, 7) for v in range(1, 15)] == [1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7]
    assert cycled(5, 0) == 5


def test_modulo_sette_a_six_sweeps_a_five_and_a_fante() -> None:
    # Seed 000: "si hay un 5 en el suelo y un escudero es posible hacer una escoba con un 6".
    assert opts("modulo_sette", "6D", "5C 8S") == [{"5C", "8S"}]
    two_on_table = Rules.from_yaml(
        "extends: modulo_sette\nplayers: {counts: [2], default: 2}\ndeal: {table: 2}"
    )
    game = game_with(two_on_table, ["6D 4C 4S", "9B 3S 3C"], "5C 8S")
    events = game.play(move("6D 5C 8S"))
    assert any(isinstance(e, Swept) for e in events) and not game.table


def test_modulo_sette_sums_start_again_from_one() -> None:
    # Seed 000: "todos los valores de las cartas y sus sumas deben considerarse en el módulo
    # 7": 6 + 5 = 11 counts 4, so a 4 takes them.
    assert opts("modulo_sette", "4D", "6C 5S 9B") == [{"6C", "5S"}]


def test_modulo_sette_a_re_takes_a_three_by_its_value() -> None:
    # The preset's reading: "todos los valores" covers the match too, so the Re (3) takes a
    # 3, and a card of that value must be taken before any sum.
    assert opts("modulo_sette", "10D", "3C 1S 2B") == [{"3C"}]
    game = game_with("modulo_sette", ["10D 4C 4S", "5B 6S 6C"], "3C 1S 2B 7D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("10D 1S 2B"))
    assert err.value.code == "must_match_value"
    assert err.value.params["value"] == 3
    game.play(move("10D 3C"))
    assert set(game.table) == set(cards("1S 2B 7D"))


def test_modulo_sette_wrong_total_is_said_in_cycles() -> None:
    game = game_with("modulo_sette", ["9D 4C 4S", "5B 6S 6C"], "3C 1S 7B 8B")
    with pytest.raises(IllegalMove) as err:
        game.play(move("9D 3C 1S"))  # the Cavallo counts 2 (it could take 1S 8B); 3 + 1 = 4
    assert err.value.code == "wrong_sum_cycled"
    assert err.value.params == {"card": Card.parse("9D"), "value": 2, "total": 4, "modulo": 7}


def test_modulo_sette_keeps_three_kings_on_the_first_table() -> None:
    # The preset's reading: the three-Kings redeal goes, as a Re counting 3 sweeps easily.
    assert Rules.preset("modulo_sette").deal.redeal == ()


# ------------------------------------------------------ rules files and the fast path
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("extends: scopa\ncapture:\n  modulo: 1\n", "modulo_one"),
        (
            "extends: scopa\ncapture:\n  modulo: 7\n  modes: [match, sum, fifteen]\n",
            "modulo_with_mode",
        ),
        (
            "extends: scopa\ncapture:\n  modulo: 7\n  modes: [match, difference]\n",
            "modulo_with_mode",
        ),
    ],
)
def test_arithmetic_that_cannot_be_played_is_refused_with_its_place(text: str, code: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_yaml(text, file="house.yaml")
    first = err.value.first
    assert first.code == code and first.key == "capture.modulo" and first.line == 3
    for lang in ("en", "it", "es"):
        i18n.set_language(lang)
        try:
            said = rules_problem_text(first)
            assert "house.yaml:3" in said and "{" not in said
        finally:
            i18n.set_language("en")


def test_a_modulo_beyond_its_bounds_is_refused() -> None:
    with pytest.raises(RulesError):
        Rules.from_yaml("extends: scopa\ncapture: {modulo: 21}")


def test_plain_scopa_keeps_its_fast_path_and_the_arithmetic_leaves_it() -> None:
    assert CompiledRules(Rules.preset("scopa"))._plain
    for name in ("scopa_di_differenza", "scopa_inversa", "modulo_sette"):
        assert not CompiledRules(Rules.preset(name))._plain


def test_fewest_cards_applies_to_differences() -> None:
    rules = Rules.from_yaml("extends: scopa_di_differenza\ncapture: {fewest_cards: [difference]}")
    # 9 - 3 = 6 and 10 - 3 - 1 = 6: only the two-card difference is allowed
    assert opts(rules, "6D", "9C 3S 10B 1D") == [{"9C", "3S"}]
    compiled = CompiledRules(rules)
    code, _ = compiled.refusal(6, to_mask(cards("9C 3S 10B 1D")), to_mask(cards("10B 3S 1D")))
    assert code == "fewest_cards"


# ------------------------------------------------------- words for the new codes
@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_new_refusals_are_said_in_every_language(lang: str) -> None:
    tries = [
        ("scopa_di_differenza", ["7D 4C 4S", "5B 1S 1C"], "3C 4B 9D 10D", "7D 3C 4B"),
        ("scopa_di_differenza", ["6D 4C 4S", "5B 1S 1C"], "6C 8S 2B 9D", "6D 8S 2B"),
        ("scopa_inversa", ["6D 4C 4S", "5B 1S 1C"], "9C 2S 1B 10D", "6D 9C 2S"),
        ("modulo_sette", ["9D 4C 4S", "5B 6S 6C"], "3C 1S 7B 8B", "9D 3C 1S"),
        ("modulo_sette", ["10D 4C 4S", "5B 6S 6C"], "3C 1S 2B 7D", "10D 1S 2B"),
    ]
    i18n.set_language(lang)
    try:
        for name, hands, table, played in tries:
            game = game_with(name, hands, table)
            with pytest.raises(IllegalMove) as err:
                game.play(move(played))
            assert catalogue.has(lang, f"illegal_{err.value.code}")
            text = illegal_text(err.value, "neapolitan")
            assert "{" not in text and text != err.value.code
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_rules_screen_shows_legal_arithmetic_examples(lang: str) -> None:
    for name, kind in (
        ("scopa_di_differenza", "difference"),
        ("scopa_inversa", "difference"),
        ("modulo_sette", "cycled"),
    ):
        rules = Rules.preset(name)
        capture = next(s for s in explain(rules, lang) if s.key == "capture")
        examples = [e for e in capture.examples if e.kind == kind]
        assert len(examples) >= 2
        for e in examples:
            assert frozenset(e.taken) in capture_options(rules, e.played, e.table)
        assert all("{" not in p for p in capture.paragraphs)
    seed_example = next(
        e
        for s in explain(Rules.preset("modulo_sette"), lang)
        for e in s.examples
        if e.kind == "cycled"
    )
    assert seed_example.played == Card.parse("6C") and "5 + 1 = 6" in seed_example.caption
