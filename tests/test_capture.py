"""Captures: every capture rule of RULES.md pinned by name, and a brute-force cross-check."""

from __future__ import annotations

import itertools
import random

import pytest

from scopa import CARDS, Card, Game, IllegalMove, Rules, capture_options
from scopa.core.capture import CompiledRules
from scopa.core.cards import from_mask
from tests.helpers import cards, game_with, move


def opts(rules: Rules | str, card: str, table: str) -> list[set[str]]:
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    found = capture_options(rules, Card.parse(card), cards(table))
    return [{str(c) for c in s} for s in found]


# ---------------------------------------------------------------- Scopa
def test_rank_match_takes_one_card_of_the_same_rank() -> None:
    assert opts("scopa", "7D", "7C 2S") == [{"7C"}]


def test_rank_match_forbids_sums() -> None:
    # 3 + 4 make 7, but a 7 lies on the table: only the 7 may be taken.
    assert opts("scopa", "7D", "7C 3S 4B") == [{"7C"}]


def test_rank_match_with_two_same_rank_cards_lets_the_player_choose_one() -> None:
    assert sorted(map(sorted, opts("scopa", "5D", "5C 5S 2B"))) == [["5C"], ["5S"]]


def test_sum_capture_takes_cards_adding_up_to_the_value() -> None:
    assert opts("scopa", "9D", "4C 5S 1B") == [{"4C", "5S"}]


def test_several_sum_sets_are_all_offered() -> None:
    found = opts("scopa", "8D", "1C 7S 3B 5S 2D 6C")
    assert {frozenset(s) for s in found} == {
        frozenset(s)
        for s in (
            {"1C", "7S"},
            {"3B", "5S"},
            {"2D", "6C"},
            {"1C", "2D", "5S"},
        )
    }


def test_figures_capture_by_value_8_9_10() -> None:
    assert opts("scopa", "10B", "3C 7S") == [{"3C", "7S"}]
    assert opts("scopa", "8B", "8C") == [{"8C"}]


def test_nothing_to_capture_gives_no_options() -> None:
    assert opts("scopa", "2D", "5C 6S") == []
    assert opts("scopa", "2D", "") == []


def test_a_card_that_can_capture_cannot_be_laid() -> None:
    game = game_with("scopa", ["7D 2C 4S", "1B 1S 1C"], "7C 9S 9B 10D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("7D"))
    assert err.value.code == "must_capture"
    assert err.value.params["options"] == [[Card.parse("7C")]]


def test_a_player_may_lay_another_card_that_captures_nothing() -> None:
    game = game_with("scopa", ["7D 2C 4S", "1B 1S 1C"], "7C 9S 9B 10D")
    game.play(move("2C"))  # the 7 could capture, the 2 cannot: laying the 2 is fine
    assert Card.parse("2C") in game.table


def test_illegal_sum_when_a_match_exists_is_explained_by_its_reason() -> None:
    game = game_with("scopa", ["8D 2C 4S", "1B 1S 1C"], "8C 5S 3B 10D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("8D 5S 3B"))
    assert err.value.code == "must_match" and err.value.params["rank"] == 8


def test_wrong_sum_is_explained() -> None:
    game = game_with("scopa", ["9D 2C 4S", "1B 1S 1C"], "6C 5S 3B 10D")
    with pytest.raises(IllegalMove) as err:
        game.play(move("9D 5S 3B"))
    assert err.value.code == "wrong_sum"
    assert (err.value.params["value"], err.value.params["total"]) == (9, 8)


def test_playing_a_card_not_in_hand_is_refused() -> None:
    game = game_with("scopa", ["9D 2C 4S", "1B 1S 1C"], "6C 5S 3B 10D")
    with pytest.raises(IllegalMove, match="not_in_hand"):
        game.play(move("7D"))


def test_capturing_a_card_not_on_the_table_is_refused() -> None:
    game = game_with("scopa", ["9D 2C 4S", "1B 1S 1C"], "6C 5S 3B 10D")
    with pytest.raises(IllegalMove, match="not_on_table"):
        game.play(move("9D 4D 5D"))


# --------------------------------------------------------------- Escoba
def test_escoba_card_and_taken_cards_make_fifteen() -> None:
    assert opts("escoba", "7D", "8C 3S 5B") == [{"8C"}, {"3S", "5B"}]


def test_escoba_has_no_rank_match() -> None:
    assert opts("escoba", "5D", "5C 4S") == []


def test_escoba_capturing_card_cannot_be_laid() -> None:
    game = game_with("escoba", ["7D 2C 4S", "1B 1S 1C"], "8C 9S 9B 10D")
    with pytest.raises(IllegalMove, match="must_capture"):
        game.play(move("7D"))


def test_escoba_wrong_total_is_explained() -> None:
    game = game_with("escoba", ["7D 2C 4S", "1B 1S 1C"], "8C 6S 9B 10D")
    with pytest.raises(IllegalMove, match="not_fifteen"):
        game.play(move("7D 6S"))


# ------------------------------------------------------------- variants
def test_scopa_a_15_replaces_normal_captures() -> None:
    # Seed 001's example: table A, 3, 5, 7; a 2 takes A, 5 and 7 (A + 2 + 5 + 7 = 15).
    assert {"1C", "5S", "7B"} in opts("scopa_a_15", "2D", "1C 3D 5S 7B")
    assert opts("scopa_a_15", "7D", "7C") == []  # no rank match


def folla() -> Rules:
    return Rules.from_yaml(
        "extends: scopa\ncapture: {modes: [match, sum, fifteen], fewest_cards: [fifteen]}"
    )


def test_folla_a_quindici_adds_fifteen_captures_to_normal_ones() -> None:
    found = opts(folla(), "7D", "3C 4S 8B")
    assert {"3C", "4S"} in found and {"8B"} in found


def test_folla_a_quindici_takes_the_fewest_cards_among_fifteens() -> None:
    # 5 + 10 = 15 with one card, 5 + 4 + 6 = 15 with two: only the single card is legal.
    found = opts(folla(), "5D", "10C 4S 6B")
    assert {"10C"} in found and {"4S", "6B"} not in found


def test_eleven_adds_captures_to_eleven_even_with_a_match_on_the_table() -> None:
    rules = Rules.from_yaml("extends: scopa\ncapture: {modes: [match, sum, eleven]}")
    found = opts(rules, "8D", "3C 8S")  # a Fante takes a 3 (8 + 3 = 11), or the Fante
    assert {"3C"} in found and {"8S"} in found


def test_fewest_cards_mandatory_for_sums() -> None:
    rules = Rules.from_yaml("extends: scopa\ncapture: {fewest_cards: [sum]}")
    found = opts(rules, "9D", "4C 5S 1B 3S 6B")
    assert all(len(s) == 2 for s in found) and {"4C", "5S"} in found


def test_sums_allowed_beside_a_match_when_the_house_rule_says_so() -> None:
    rules = Rules.from_yaml("extends: scopa\ncapture: {match_forbids_sums: false}")
    found = opts(rules, "7D", "7C 3S 4B")
    assert {"7C"} in found and {"3S", "4B"} in found


def test_ace_takes_the_whole_table() -> None:
    assert opts("asso_piglia_tutto", "1D", "5C 7S 9B") == [{"5C", "7S", "9B"}]


def test_ace_on_the_table_burns_the_ace_taking_only_that_ace() -> None:
    assert opts("asso_piglia_tutto", "1D", "1C 7S 9B") == [{"1C"}]


def test_ace_takes_all_even_with_an_ace_on_the_table_as_a_house_rule() -> None:
    rules = Rules.from_yaml("extends: asso_piglia_tutto\ncapture: {ace: {ace_on_table: takes_all}}")
    assert opts(rules, "1D", "1C 7S") == [{"1C", "7S"}]


def test_ace_on_an_empty_table_is_laid() -> None:
    assert opts("asso_piglia_tutto", "1D", "") == []


def test_ace_taking_all_is_no_sweep_by_default() -> None:
    game = game_with("asso_piglia_tutto", ["1D 2C 4S", "1B 6S 6C"], "5C 7S 9B 10D")
    events = game.play(move("1D 5C 7S 9B 10D"))
    assert not any(type(e).__name__ == "Swept" for e in events)
    assert game.sweep_counts == [0, 0]


def test_ace_taking_all_sweeps_when_the_house_rule_counts_it() -> None:
    rules = Rules.from_yaml("extends: asso_piglia_tutto\ncapture: {ace: {sweep: true}}")
    game = game_with(rules, ["1D 2C 4S", "1B 6S 6C"], "5C 7S 9B 10D")
    game.play(move("1D 5C 7S 9B 10D"))
    assert game.sweep_counts == [1, 0]


def test_compulsory_hand_forces_a_capture_with_any_card() -> None:
    rules = Rules.from_yaml("extends: scopa\ncapture: {compulsory: hand}")
    game = game_with(rules, ["7D 2C 4S", "1B 1S 1C"], "7C 9S 9B 10D")
    assert all(m.captured for m in game.legal_moves())
    with pytest.raises(IllegalMove) as err:
        game.play(move("2C"))
    assert err.value.code == "must_capture_hand"


def test_free_discard_lets_a_capturing_card_be_laid() -> None:
    rules = Rules.from_yaml("extends: escoba\ncapture: {compulsory: none}")
    game = game_with(rules, ["7D 2C 4S", "1B 1S 1C"], "8C 9S 9B 10D")
    game.play(move("7D"))
    assert Card.parse("7D") in game.table


# ------------------------------------------------- cross-check, golden counts
def reference_options(rules: Rules, card: Card, table: list[Card]) -> set[frozenset[Card]]:
    """Captures straight from the wording of RULES.md, by trying every subset."""
    cap = rules.capture
    if not table:
        return set()
    aces = [c for c in table if c.rank == 1]
    whole: set[frozenset[Card]] = set()  # the Ace's whole table, where it is one choice
    if card.rank == 1 and cap.ace.takes_all and not (aces and cap.ace.ace_on_table == "as_a_card"):
        if aces and cap.ace.ace_on_table == "takes_ace":
            return {frozenset([a]) for a in aces}
        if not cap.ace.free_choice:
            return {frozenset(table)}
        whole = {frozenset(table)}  # seed 001: "siempre son libres de elegir"
    subsets = [
        frozenset(s) for n in range(1, len(table) + 1) for s in itertools.combinations(table, n)
    ]
    found: dict[str, set[frozenset[Card]]] = {}
    n = cap.modulo

    def worth(value: int) -> int:
        """Seed 000, "Módulo siete": start again from 1 each time the cycle is passed."""
        if not n:
            return value
        while value > n:
            value -= n
        return value

    same = [c for c in table if worth(c.rank) == worth(card.rank)]
    barred = bool(same and cap.match_forbids_sums and "match" in cap.modes)
    if "match" in cap.modes:
        found["match"] = {frozenset([c]) for c in same}
    if "sum" in cap.modes and not barred:
        found["sum"] = {
            s
            for s in subsets
            if worth(sum(worth(c.rank) for c in s)) == worth(card.rank)
            and (len(s) > 1 or "match" not in cap.modes)
        }
    if "difference" in cap.modes and not barred:
        # seed 000, "Escoba de diferencias": the card played is the highest table card less
        # the others (an Ace, a Re and a 7: 10 - 7 - 1 = 2)
        found["difference"] = {
            s
            for s in subsets
            if len(s) > 1
            and max(c.rank for c in s) - (sum(c.rank for c in s) - max(c.rank for c in s))
            == card.rank
        }
    if "fifteen" in cap.modes:
        found["fifteen"] = {s for s in subsets if card.rank + sum(c.rank for c in s) == 15}
    if "eleven" in cap.modes:
        found["eleven"] = {s for s in subsets if card.rank + sum(c.rank for c in s) == 11}
    out: set[frozenset[Card]] = set(whole)
    for mode, sets in found.items():
        if mode in cap.fewest_cards and sets:
            least = min(len(s) for s in sets)
            sets = {s for s in sets if len(s) == least}
        out |= sets
    return out


VARIANT_RULES = [Rules.preset(name) for name in Rules.presets()] + [
    folla(),
    Rules.from_yaml("extends: scopa\ncapture: {modes: [match, sum, eleven]}"),
    Rules.from_yaml("extends: scopa\ncapture: {match_forbids_sums: false, fewest_cards: [sum]}"),
    Rules.from_yaml("extends: asso_piglia_tutto\ncapture: {ace: {ace_on_table: takes_all}}"),
    Rules.from_yaml("extends: scopa\ncapture: {modes: [difference], fewest_cards: [difference]}"),
    Rules.from_yaml("extends: scopa\ncapture: {modes: [match, sum, difference, eleven]}"),
    Rules.from_yaml("extends: scopa_inversa\ncapture: {match_forbids_sums: false}"),
    Rules.from_yaml("extends: modulo_sette\ncapture: {match_forbids_sums: false}"),
    Rules.from_yaml("extends: modulo_sette\ncapture: {modulo: 4, fewest_cards: [sum]}"),
    Rules.from_yaml("extends: asso_piglia_tutto\ncapture: {modulo: 7}"),
    Rules.from_yaml("extends: cirulla\ncapture: {ace: {ace_on_table: takes_all}}"),
    Rules.from_yaml("extends: asso_piglia_tutto\ncapture: {ace: {free_choice: true}}"),
]


@pytest.mark.parametrize("rules", VARIANT_RULES, ids=lambda r: r.name + str(r.capture.modes))
def test_capture_options_match_a_brute_force_reading_of_the_rules(rules: Rules) -> None:
    rng = random.Random(rules.name)
    for _ in range(400):
        pool = list(CARDS)
        rng.shuffle(pool)
        table = pool[: rng.randint(0, 9)]
        card = pool[20]
        got = set(capture_options(rules, card, table))
        assert got == reference_options(rules, card, table), (card, table)
        valued = CompiledRules(rules).options_valued(card.rank, [(c.bit, c.rank) for c in table])
        assert {frozenset(from_mask(m)) for m in valued} == got, (card, table)


def perft(rules: Rules, players: int, seeds: range) -> tuple[int, int]:
    """(moves seen, captures among them) over whole rounds, always playing the first move."""
    total = captures = 0
    for seed in seeds:
        game = Game(rules, players, seed=seed)
        while not game.round_over:
            moves = game.legal_moves()
            total += len(moves)
            captures += sum(1 for m in moves if m.captured)
            game.play(moves[0])
    return total, captures


# Pinned after the brute-force cross-check above agreed on every preset: a change in move
# generation shows up here first.
GOLDEN = {
    ("scopa", 2): (1495, 723),
    ("scopone", 4): (3847, 2023),
    ("scopone_scientifico", 4): (4527, 1885),
    ("escoba", 2): (1857, 958),
    ("scopa_a_15", 2): (1858, 962),
    ("asso_piglia_tutto", 2): (1474, 607),
    ("scopa_di_differenza", 2): (1564, 697),
    ("scopa_inversa", 2): (1564, 697),  # subtraction alone: as Scopa di differenza
    ("modulo_sette", 2): (1560, 778),
}


@pytest.mark.parametrize(("name", "players"), list(GOLDEN))
def test_golden_capture_option_counts(name: str, players: int) -> None:
    assert perft(Rules.preset(name), players, range(20)) == GOLDEN[(name, players)]


def reference_build_options(
    rules: Rules, card: Card, loose: list[Card], builds: list[tuple[list[Card], int]]
) -> set[frozenset[Card]]:
    """Captures on a table with builds, straight from seed 000's "escoba de granja": the
    loose cards as ever (every subset tried), and a build only whole, by a card equal to its
    value, "si hay una carta en la mesa con un valor igual a la masía, esta también es
    capturada" (one of them)."""
    out = reference_options(rules, card, loose)
    equal = [c for c in loose if c.rank == card.rank]
    for build_cards, value in builds:
        if value != card.rank:
            continue
        if equal and rules.capture.builds.takes_equal:
            out |= {frozenset([*build_cards, e]) for e in equal}
        else:
            out.add(frozenset(build_cards))
    return out


@pytest.mark.parametrize(
    "rules",
    [
        Rules.preset("escoba_de_granja"),
        Rules.from_yaml("extends: escoba_de_granja\ncapture: {builds: {takes_equal: false}}"),
    ],
    ids=["granja", "granja_no_equal"],
)
def test_build_capture_options_match_a_brute_force_reading(rules: Rules) -> None:
    from scopa.core.builds import Build, build_options

    compiled = CompiledRules(rules)
    rng = random.Random(rules.capture.builds.takes_equal)
    for _ in range(400):
        pool = list(CARDS)
        rng.shuffle(pool)
        loose = pool[: rng.randint(0, 7)]
        builds: list[tuple[list[Card], int]] = []
        at = 10
        for _ in range(rng.randint(0, 2)):
            size = rng.randint(2, 3)
            group = pool[at : at + size]
            at += size
            value = sum(c.rank for c in group)
            if value <= 10:
                builds.append((group, value))
        card = pool[30]
        table = sum(c.bit for c in loose) | sum(c.bit for g, _ in builds for c in g)
        engine = [Build(sum(c.bit for c in g), v, 0, True) for g, v in builds]
        got = {frozenset(from_mask(m)) for m in build_options(compiled, card.rank, table, engine)}
        assert got == reference_build_options(rules, card, loose, builds), (card, loose, builds)
