"""Round scoring: every category of RULES.md, ties, primiera scales and the variants' extras."""

from __future__ import annotations

import pytest

from scopa import CARDS, Rules, score_round
from scopa.core.scoring import score_masks
from tests.helpers import cards, mask


def split(mine: str) -> tuple[list, list]:
    """``mine`` to side 0, every other card to side 1."""
    a = cards(mine)
    return a, [c for c in CARDS if c not in a]


def score(rules: Rules | str, mine: str, sweeps: tuple[int, int] = (0, 0)) -> list[dict]:
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    return score_round(rules, split(mine), list(sweeps))


# 21 cards with 6 coins, the settebello, and the better primiera (four sevens).
STRONG = "7D 7C 7S 7B 1D 2D 3D 4D 5D 6D 8C 9C 10C 1C 1S 6C 6S 6B 5C 5S 5B"


def test_scopa_round_points_one_each() -> None:
    mine, theirs = score("scopa", STRONG, (2, 1))
    assert mine == {"scope": 2, "cards": 1, "coins": 1, "settebello": 1, "primiera": 1}
    assert theirs == {"scope": 1, "cards": 0, "coins": 0, "settebello": 0, "primiera": 0}


def test_tied_cards_score_nobody() -> None:
    twenty = "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C"
    mine, theirs = score("scopa", twenty)
    assert mine["cards"] == theirs["cards"] == 0


def test_tied_coins_score_nobody() -> None:
    five_coins = "1D 2D 3D 4D 5D 1C 2C 3C"
    mine, theirs = score("scopa", five_coins)
    assert mine["coins"] == theirs["coins"] == 0


def test_ties_score_everybody_as_a_house_rule() -> None:
    rules = Rules.from_yaml("extends: scopa\nscoring: {ties: everybody}")
    twenty = "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C"
    mine, theirs = score(rules, twenty)
    assert mine["cards"] == theirs["cards"] == 1


def test_primiera_is_the_sum_of_the_best_card_per_suit() -> None:
    rules = Rules.preset("scopa")
    # side 0: 7D 6C 1S 5B = 21 + 18 + 16 + 15 = 70; side 1 holds 7C, 7S, 7B: 21*3 + coins 6 18
    theirs = split("7D 6C 1S 5B")[1]
    result = score_masks(rules, [mask("7D 6C 1S 5B"), sum(c.bit for c in theirs)], [0, 0])
    assert result.details[0].primiera == 70
    assert result.details[1].primiera == 21 * 3 + 18
    assert result.points[1]["primiera"] == 1
    assert [str(c) for c in result.details[0].primiera_cards] == ["7D", "6C", "1S", "5B"]


def test_four_sevens_make_the_highest_primiera_84() -> None:
    result = score_masks(Rules.preset("scopa"), [mask("7D 7C 7S 7B"), 0], [0, 0])
    assert result.details[0].primiera == 84


def test_primiera_with_a_missing_suit_cannot_win_by_default() -> None:
    # Side 0 has three sevens but no clubs at all; side 1 has every suit with poor cards.
    mine = "7D 7C 7S 6D 6C 6S 1D 1C 1S"
    b = split(mine)[1]
    result = score_masks(Rules.preset("scopa"), [mask(mine), sum(c.bit for c in b)], [0, 0])
    assert result.details[0].primiera is None
    assert result.points[1]["primiera"] == 1 and result.points[0]["primiera"] == 0


def test_primiera_with_a_missing_suit_counts_the_suits_held_as_a_house_rule() -> None:
    rules = Rules.from_yaml("extends: scopa\nscoring: {primiera_missing_suit: counts}")
    mine = "7D 7C 7S 6D 6C 6S 1D 1C 1S"
    result = score_masks(rules, [mask(mine), sum(c.bit for c in split(mine)[1])], [0, 0])
    assert result.details[0].primiera == 63
    assert result.points[1]["primiera"] == 1  # 7B + 5D? no: side 1 best is 7B 5D 5C 5S = 66


def test_nobody_wins_primiera_when_both_sides_miss_a_suit() -> None:
    rules = Rules.preset("scopa")
    result = score_masks(rules, [mask("7D 7C"), mask("7S 7B")], [0, 0])
    assert result.points[0]["primiera"] == result.points[1]["primiera"] == 0


def test_tied_primiera_scores_nobody() -> None:
    result = score_masks(
        Rules.preset("scopa"), [mask("7D 7C 7S 7B"), mask("7D 7C 7S 7B") ^ 0], [0, 0]
    )
    assert result.points[0]["primiera"] == result.points[1]["primiera"] == 0


@pytest.mark.parametrize(
    ("scale", "pile", "value"),
    [
        ("standard", "1D 8C 2S 10B", 16 + 10 + 12 + 10),
        ("figures_zero", "1D 8C 2S 10B", 16 + 0 + 12 + 0),
        ("veneto", "1D 8C 2S 10B", 5.5 + 0.5 + 2 + 0.5),
        ("ace_low", "1D 5C 2S 10B", 12 + 16 + 13 + 10),
    ],
)
def test_primiera_scales(scale: str, pile: str, value: float) -> None:
    rules = Rules.from_yaml(f"extends: scopa\nscoring: {{primiera_scale: {scale}}}")
    assert score_masks(rules, [mask(pile), 0], [0, 0]).details[0].primiera == value


def test_most_sevens_primiera_scale_counts_sevens_then_sixes_then_aces() -> None:
    rules = Rules.from_yaml("extends: scopa\nscoring: {primiera_scale: most_sevens}")
    result = score_masks(rules, [mask("7D 7C 6D 1C"), mask("7S 7B 6C 6S")], [0, 0])
    assert result.points[1]["primiera"] == 1  # two sevens each, side 1 has more sixes


def test_settebello_scores_for_the_side_holding_it() -> None:
    mine, theirs = score("scopa", "7D")
    assert mine["settebello"] == 1 and theirs["settebello"] == 0


def test_sweep_points_are_added_per_side() -> None:
    mine, theirs = score("scopa", STRONG, (3, 0))
    assert mine["scope"] == 3 and theirs["scope"] == 0


def test_napola_run_reading() -> None:
    rules = Rules.preset("napola")
    assert score(rules, "1D 2D 3D")[0]["napola"] == 3
    assert score(rules, "1D 2D 3D 4D 5D 8D")[0]["napola"] == 5
    assert score(rules, "1D 2D 4D 5D")[0]["napola"] == 0
    assert score(rules, " ".join(f"{r}D" for r in range(1, 11)))[0]["napola"] == 10


def test_napola_three_plus_one_per_other_coin_reading() -> None:
    # Seed 001: A, 2, 3, 4, 5 and 8 of coins score 6 (3 for the napola and 1 for each other).
    rules = Rules.from_yaml("extends: napola\nscoring: {napola: three_plus_coins}")
    assert score(rules, "1D 2D 3D 4D 5D 8D")[0]["napola"] == 6


def test_re_bello_and_seven_of_cups() -> None:
    assert score("re_bello", "10D")[0]["re_bello"] == 1
    rules = Rules.from_yaml("extends: scopa\nscoring: {seven_of_cups: 1}")
    assert score(rules, "7C")[0]["seven_of_cups"] == 1


def test_all_four_sevens_extra_point_as_a_house_rule() -> None:
    rules = Rules.from_yaml("extends: scopa\nscoring: {all_sevens: 1}")
    mine, theirs = score(rules, "7D 7C 7S 7B")
    assert mine["sevens"] == 1 and mine["settebello"] == 1 and theirs["sevens"] == 0


# ------------------------------------------------------------------ Escoba
def test_escoba_round_points() -> None:
    # 21 cards, 6 oros, the siete de oros, three sevens.
    mine = "7D 7C 7S 1D 2D 3D 4D 5D 6D 8C 9C 10C 1C 1S 6C 6S 6B 5C 5S 5B 4B"
    got, other = score("escoba", mine, (1, 2))
    assert got == {"scope": 1, "cards": 1, "coins": 1, "settebello": 1, "sevens": 1}
    assert sum(other.values()) == 2


def test_escoba_all_ten_oros_score_two() -> None:
    all_oros = " ".join(f"{r}D" for r in range(1, 11))
    assert score("escoba", all_oros)[0]["coins"] == 2


def test_escoba_four_sevens_score_three_including_the_siete_de_oros() -> None:
    got = score("escoba", "7D 7C 7S 7B")[0]
    assert got["sevens"] == 3 and got["settebello"] == 0
    # the breakdown says where the velo's point went (VARIANTS.md, Escoba: the four sevens
    # "include" the siete de oros), so the summary need not show a bare 0 beside "took it"
    theirs = " ".join(str(c) for c in split("7D 7C 7S 7B")[1])
    details = score_masks(
        Rules.preset("escoba"), [mask("7D 7C 7S 7B"), mask(theirs)], [0, 0]
    ).details
    assert details[0].settebello and details[0].replaced == ("settebello",)
    assert details[1].replaced == ()
    three = score_masks(Rules.preset("escoba"), [mask("7D 7C 7S"), mask("7B")], [0, 0])
    assert three.details[0].replaced == () and three.points[0]["settebello"] == 1


def test_escoba_tied_sevens_score_nobody() -> None:
    got, other = score("escoba", "7D 7C")
    assert got["sevens"] == other["sevens"] == 0


def test_escoba_sevens_tiebreak_by_sixes_aces_fives() -> None:
    rules = Rules.from_yaml("extends: escoba\nscoring: {sevens_tiebreak: sixes_aces_fives}")
    got, other = score(rules, "7D 7C 6D 6C 6S")
    assert got["sevens"] == 1 and other["sevens"] == 0


def test_three_sides_each_category_goes_to_the_single_best() -> None:
    rules = Rules.preset("scopa")
    piles = [cards("7D 7C 7S 7B 1D 2D"), cards("3D 4D 5D 6D 8D"), cards("1C")]
    result = score_round(rules, piles, [0, 0, 1])
    assert result[1]["coins"] == 1 and result[0]["settebello"] == 1 and result[2]["scope"] == 1
