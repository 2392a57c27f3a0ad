"""Points per card held, the presets scored by them, and the match options beside them.

Sources: seed 000 (shared/seeds/000_*.txt), the paragraphs "Scopone romano", "escoba FRAC"
and "Puntos a denari", and its opening on the first dealer ("con el reparto de cartas boca
arriba hasta la salida del ... Rey de las Monedas"); VARIANTS.md sections 2 and 3.
"""

from __future__ import annotations

import random

import pytest

from scopa import (
    CARDS,
    DealerDrawn,
    Dealt,
    Game,
    MatchWon,
    Outcome,
    RoundStarted,
    Rules,
    RulesError,
    Termination,
)
from scopa.ai.knowledge import card_weights
from scopa.core.cards import ALL_CARDS, FULL_MASK, TWIN, Card, parse_cards
from scopa.core.scoring import card_class_mask, score_masks, score_round
from scopa.ui.rules_text import category_name, explain
from tests.helpers import game_with


def _deck(k: int) -> list[Card]:
    """A fixed deck: the cards shuffled by ``random.Random(k)``."""
    deck = list(CARDS)
    random.Random(k).shuffle(deck)
    return deck


def _play_round(game: Game) -> None:
    """Play the round out, each seat making its first legal move."""
    while not game.round_over:
        game.play(game.legal_moves()[0])


def _rest(mine: list[Card]) -> list[Card]:
    return [c for c in CARDS if c not in mine]


# ----------------------------------------------------------------------- the field
def test_a_class_names_a_card_a_rank_a_suit_or_several() -> None:
    coins = card_class_mask("D")  # every coin of the deck: ranks 11-13 too in a 52-card one
    assert coins == sum(c.bit for c in ALL_CARDS if c.suit == "coins")
    assert coins & FULL_MASK == sum(c.bit for c in CARDS if c.suit == "coins")
    seven = Card.parse("7D")  # a card names its twin too (80 cards), the twin itself alone
    assert card_class_mask("7D") == seven.bit | seven.twin.bit
    assert card_class_mask("7D'") == seven.twin.bit
    aces = sum(c.bit for c in ALL_CARDS if c.rank == 1)
    assert card_class_mask("A") == card_class_mask("1") == aces
    assert aces & FULL_MASK == sum(c.bit for c in CARDS if c.rank == 1)
    assert card_class_mask("8D 9D, 10D") & FULL_MASK == sum(c.bit for c in parse_cards("8D 9D 10D"))
    for bad in ("", "7X", "14", "coins"):
        with pytest.raises(ValueError):
            card_class_mask(bad)
    # a rank of 11 names the Jacks of a 52-card deck; the rules of a 40-card one refuse it
    assert card_class_mask("11") == sum(c.bit for c in ALL_CARDS if c.rank == 11)
    with pytest.raises(RulesError, match="not in a deck of 40 cards"):
        Rules.preset("scopa").replace(scoring={"card_points": [{"cards": "11", "points": 1}]})


def test_a_bad_class_is_refused_with_file_line_and_what_is_allowed() -> None:
    text = "extends: scopa\nscoring:\n  card_points:\n    - {cards: 7X, points: 1}\n"
    with pytest.raises(RulesError) as err:
        Rules.from_yaml(text, file="house.yaml")
    message = str(err.value)
    assert "house.yaml:4" in message and "scoring.card_points[0].cards" in message
    assert "'7X' is neither a card (7D), a rank (1 to 10, or A) nor a suit" in message
    with pytest.raises(RulesError, match=r"points.*from -20 to 20"):
        Rules.from_yaml("extends: scopa\nscoring: {card_points: [{cards: D, points: 99}]}")
    with pytest.raises(RulesError, match=r"match\.tie_card"):
        Rules.from_yaml("extends: frac\nmatch: {tie_card: 11D}")


def test_each_card_of_a_class_scores_and_the_breakdown_names_the_class() -> None:
    rules = Rules.preset("scopa").replace(
        scoring={"card_points": [{"cards": "D", "points": 1}, {"cards": "8 9", "points": 2}]}
    )
    mine = parse_cards("1D 2D 3D 8C 9S 4B")
    result = score_masks(rules, [sum(c.bit for c in mine), sum(c.bit for c in _rest(mine))], [0, 0])
    assert result.points[0]["card:D"] == 3 and result.points[1]["card:D"] == 7
    assert result.points[0]["card:8 9"] == 4 and result.points[1]["card:8 9"] == 12
    assert dict(result.details[0].counted) == {"settebello": 0, "card:D": 3, "card:8 9": 2}
    assert category_name(rules, "card:D") == "Coins, one by one"
    assert category_name(rules, "card:8 9", "es") == "Sotas y Caballos"
    assert category_name(rules, "cards") == ""


def test_old_rules_data_and_the_special_cards_load_and_score_unchanged() -> None:
    """A save written before ``card_points``, ``rounds``, ``tie_card`` and
    ``first_dealer_card`` existed holds none of them: it loads to the same rules."""
    old = Rules.preset("re_bello").to_data()
    del old["scoring"]["card_points"]
    for key in ("rounds", "tie_card", "first_dealer_card"):
        del old["match"][key]
    assert Rules.from_data(old) == Rules.preset("re_bello")
    rules = Rules.preset("re_bello")
    values = rules.points_per_card()
    assert values[Card.parse("7D").index] == 1 and values[Card.parse("10D").index] == 1
    assert sum(values[:TWIN]) == 2  # and the same again for the twins of an 80-card deck
    mine = parse_cards("7D 10D")
    assert score_round(rules, [mine, _rest(mine)], [0, 0])[0]["re_bello"] == 1


# ------------------------------------------------------------------------ presets
def test_scopone_romano_scores_each_coin_the_settebello_two_cards_and_primiera() -> None:
    """Seed 000, "Scopone romano": "cada denario vale un punto y el settebello dos, la
    primiera y las cartas ... un punto cada una ... los puntos disponibles para cada mano
    son 13"; no most-coins point (VARIANTS.md section 2)."""
    rules = Rules.preset("scopone_romano")
    assert rules.players.counts == (4,) and rules.deal.hand == 10 and rules.deal.table == 0
    assert rules.target(4) == Rules.preset("scopone").target(4)
    mine = parse_cards("7D 1D 2D 3D 4D 5D 7C 7S 6B 1C 2C 3C 4C 5C 6C 8C 9C 10C 1S 2S 3S")
    ours, theirs = score_round(rules, [mine, _rest(mine)], [0, 0])
    assert ours == {"scope": 0, "cards": 1, "settebello": 1, "primiera": 1, "card:D": 6}
    assert theirs["card:D"] == 4 and "coins" not in theirs and "napola" not in theirs
    assert sum(ours.values()) + sum(theirs.values()) == 13
    assert rules.points_per_card()[Card.parse("7D").index] == 2  # the settebello, 2 in all


def test_scopone_romano_round_from_a_fixed_deck_counts_every_coin() -> None:
    game = Game(Rules.preset("scopone_romano"), 4, deck=_deck(3))
    _play_round(game)
    result = game.round_results[0]
    coins = [sum(1 for c in pile if c.suit == "coins") for pile in game.piles]
    assert [p["card:D"] for p in result.points] == coins and sum(coins) == 10
    assert sum(p["settebello"] for p in result.points) == 1
    plain = sum(result.totals) - sum(p["scope"] for p in result.points)
    assert plain <= 13 and plain >= 11  # 13, less the cards or primiera point on a tie


def test_scopone_romano_nine_and_four_is_a_house_rule_away() -> None:
    rules = Rules.from_yaml("extends: scopone_romano\ndeal: {hand: 9, table: 4}")
    assert rules.deal_plan(4).hands == (9,) and rules.deal_plan(4).table == 4


def test_frac_scores_only_fante_re_asso_and_cavallo() -> None:
    """Seed 000, "escoba FRAC": "asignando un punto por cada sota, as, caballo y rey
    sacados ... un total de 16 puntos en la baraja"."""
    rules = Rules.preset("frac")
    mine = parse_cards("1D 1C 8D 9S 10B 7D 7C 6D")
    ours, theirs = score_round(rules, [mine, _rest(mine)], [0, 0])
    assert ours == {"card:8": 1, "card:10": 1, "card:A": 2, "card:9": 1}
    assert sum(ours.values()) + sum(theirs.values()) == 16
    game = Game(rules, 2, deck=_deck(0))
    _play_round(game)
    assert sum(game.round_results[0].totals) == 16


def test_frac_takes_a_sum_even_with_an_equal_card_on_the_table() -> None:
    """Seed 000, "escoba FRAC": "si juegas una carta y sobre la mesa hay una de igual valor
    y dos que suman el mismo valor, no hay obligación de coger la única"."""
    game = game_with("frac", ["5D 1B 1C", "6B 6C 6S"], table="5C 2S 3B 4D")
    options = {m.captured for m in game.legal_moves() if m.card == Card.parse("5D")}
    assert frozenset(parse_cards("5C")) in options
    assert frozenset(parse_cards("2S 3B")) in options


def test_frac_sweeps_score_nothing() -> None:
    """VARIANTS.md section 3: "Scope seem not to score"; the seed's 16 points a round and its
    8-8 tie leave no room for them."""
    game = game_with("frac", ["6D 7B 7C", "2B 3C 4C"], table="1D 1B 2C 2S")
    events = game.play(next(m for m in game.legal_moves() if len(m.captured) == 4))
    assert not game.table and game.sweeps == [0, 0]
    assert not any(type(e).__name__ == "Swept" for e in events)
    _play_round(game)
    assert "scope" not in game.round_results[0].points[0]


def test_frac_one_round_game_level_at_8_goes_to_the_king_of_coins() -> None:
    """Seed 000, "escoba FRAC": "en un juego directo (una sola mano), en el caso de 8 a 8, el
    ganador es el que se ha llevado el rey de diamantes"."""
    rules = Rules.from_yaml("extends: frac\nmatch: {rounds: 1}")
    game = Game(rules, 2, deck=_deck(8))
    _play_round(game)
    assert game.round_results[0].totals == [8, 8]
    holder = next(t for t, pile in enumerate(game.piles) if Card.parse("10D") in pile)
    assert game.match_over and game.winner == holder
    assert game.events[-1] == MatchWon(1, Outcome(Termination.TIE_CARD, holder), (8, 8))


def test_frac_to_50_and_100_as_an_option() -> None:
    assert Rules.preset("frac").target(2) == 50
    assert Rules.preset("frac").match.other_targets == (100,)  # offered by New match
    assert Rules.from_yaml("extends: frac\nmatch: {target: 100}").target(2) == 100
    frac = "\n".join(p for s in explain(Rules.preset("frac")) for p in s.paragraphs)
    assert "reach 50 points wins" in frac and "It is also played to 100 points." in frac


def test_punti_a_denari_scores_the_figures_of_coins_and_no_primiera() -> None:
    """Seed 000, "Puntos a denari": "no se cuenta la primera pero las figuras de oro (mujer,
    caballo y rey) valen 1 punto cada una ... Cartas (1pt), denario (1pt), Settebello (1pt),
    ... escoba (1pt)"."""
    rules = Rules.preset("punti_a_denari")
    mine = parse_cards("7D 8D 9D 10D 1D 2D 3D 4D 5D 6C 6S 6B 5C 5S 5B 4C 4S 4B 3C 3S 3B")
    ours, theirs = score_round(rules, [mine, _rest(mine)], [1, 0])
    assert ours == {
        "scope": 1,
        "cards": 1,
        "coins": 1,
        "settebello": 1,
        "card:8D": 1,
        "card:9D": 1,
        "card:10D": 1,
    }
    assert sum(theirs.values()) == 0 and "primiera" not in ours
    game = Game(rules, 2, deck=_deck(1))
    _play_round(game)
    points = game.round_results[0].points
    assert sum(p["card:8D"] + p["card:9D"] + p["card:10D"] for p in points) == 3


# ------------------------------------------------------------------ match options
def test_a_single_round_match_ends_after_its_round_with_one_winner() -> None:
    rules = Rules.preset("scopa").replace(match={"rounds": 1})
    game = Game(rules, 2, deck=_deck(0))
    _play_round(game)
    assert game.match_over and game.round_number == 1
    assert game.winner == 0 and game.scores[0] > game.scores[1]
    assert game.outcome == Outcome(Termination.ROUNDS, 0)


def test_a_tie_nobody_breaks_plays_another_round() -> None:
    """Three players level at 6 in a one-round FRAC, the King of coins with the third: the
    tie card breaks nothing, so a round more is played (ties play on)."""
    rules = Rules.from_yaml("extends: frac\nmatch: {rounds: 1}")
    game = Game(rules, 3, deck=_deck(74))
    _play_round(game)
    assert game.round_results[0].totals == [6, 6, 4]
    assert not game.match_over
    game.next_round()
    _play_round(game)
    assert game.match_over and game.winner is not None
    drawn = rules.replace(match={"ties_play_on": False, "tie_card": None})
    game = Game(drawn, 3, deck=_deck(74))
    _play_round(game)
    assert game.match_over and game.outcome == Outcome(Termination.DRAWN)


def test_the_tie_card_is_any_card() -> None:
    rules = Rules.from_yaml("extends: frac\nmatch: {rounds: 1, tie_card: 5C}")
    game = Game(rules, 2, deck=_deck(8))
    _play_round(game)
    holder = next(t for t, pile in enumerate(game.piles) if Card.parse("5C") in pile)
    assert game.winner == holder


def test_the_first_dealer_is_who_gets_the_king_of_coins_face_up() -> None:
    """Seed 000: the first dealer is chosen "con el reparto de cartas boca arriba hasta la
    salida del ... Rey de las Monedas"; the cards go back and the deck is shuffled."""
    rules = Rules.preset("scopa").replace(match={"first_dealer_card": "10D"})
    for seed in range(6):
        game = Game(rules, 3, seed=seed)
        drawn = game.events[0]
        assert isinstance(drawn, DealerDrawn) and drawn.cards[-1] == Card.parse("10D")
        assert Card.parse("10D") not in drawn.cards[:-1]
        assert drawn.seat == (len(drawn.cards) - 1) % 3 == game.dealer
        started = game.events[1]
        assert isinstance(started, RoundStarted) and started.dealer == drawn.seat
        assert game.current_player == (drawn.seat + 1) % 3
        shuffled = list(range(40))
        rng = random.Random(seed)
        rng.shuffle(shuffled)
        assert [c.index for c in drawn.cards] == shuffled[: len(drawn.cards)]
        shuffled = list(range(40))  # the cards went back and were shuffled again to deal
        rng.shuffle(shuffled)
        dealt = [e.card.index for e in game.events if isinstance(e, Dealt)]
        assert dealt == shuffled[: len(dealt)]
        again = Game.replay(game.record())
        assert again.events == game.events and again.dealer == game.dealer
    given = Game(rules, 2, seed=1, dealer=0)
    assert not any(isinstance(e, DealerDrawn) for e in given.events) and given.dealer == 0


# ---------------------------------------------------------------- screens and AI
def test_the_rules_screen_explains_the_new_fields_in_three_languages() -> None:
    def text(rules: Rules, lang: str) -> str:
        return "\n".join(p for s in explain(rules, lang) for p in s.paragraphs)

    romano = Rules.preset("scopone_romano")
    assert "Cards of Coins: 1 point a card." in text(romano, "en")
    assert "il settebello vale 2 punti in tutto" in text(romano, "it")
    assert "Cartas de Oros: 1 punto por carta." in text(romano, "es")
    frac = Rules.from_yaml(
        "extends: frac\nmatch: {rounds: 1, first_dealer_card: 10D}", file="frac1.yaml"
    )
    assert "The match is a single round" in text(frac, "en")
    assert "preso il Re di Denari" in text(frac, "it")
    assert "hasta que sale el Rey de Oros" in text(frac, "es")
    assert "Fante of Coins: 1 point." not in text(Rules.preset("punti_a_denari"), "en")
    assert "Jack of Coins: 1 point." in text(Rules.preset("punti_a_denari"), "en")
    example = next(e for s in explain(romano) for e in s.examples if e.kind == "card_points")
    assert set(example.taken) == {c for c in example.table if c.suit == "coins"}


def test_the_computer_values_a_card_by_the_points_the_rules_give_it() -> None:
    """No variant code: the weights follow ``Rules.points_per_card``, whatever names it."""
    base = Rules.preset("scopa")
    odd = base.replace(scoring={"card_points": [{"cards": "5S", "points": 3}]})
    five = Card.parse("5S").index
    assert card_weights(odd)[five] == pytest.approx(card_weights(base)[five] + 3)
    frac = card_weights(Rules.preset("frac"))
    assert all(frac[c.index] >= 1 for c in CARDS if c.rank in (1, 8, 9, 10))
    assert all(frac[c.index] == 0 for c in CARDS if c.rank not in (1, 8, 9, 10))
    romano = card_weights(Rules.preset("scopone_romano"))
    assert romano[Card.parse("2D").index] > romano[Card.parse("2C").index] + 0.9


def test_a_save_keeps_the_drawn_dealer_and_the_new_scoring() -> None:
    """A save holds the rules as data and replays the record: the face-up draw for the
    dealer comes back from the seed, and the per-card categories score the same."""
    from scopa.store.saves import MatchSetup, load_autosave, save_match

    rules = Rules.from_yaml("extends: punti_a_denari\nmatch: {first_dealer_card: 10D}")
    game = Game(rules, 2, seed=11)
    rng = random.Random(11)
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    save_match(game, MatchSetup(seats=["human", "cpu:medium"]))
    saved, problem = load_autosave()
    assert problem is None and saved is not None
    assert saved.game.events == game.events and saved.game.dealer == game.dealer
    assert saved.game.rules == rules
    assert saved.game.round_results[0].points == game.round_results[0].points
