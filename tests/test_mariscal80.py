"""The 80-card Mariscal: two 40-card decks, every card with a twin (seed 000, the Mariscal
passage: "Más fascinante es la versión con 80 cartas (2 barajas de 40 cartas)...")."""

from __future__ import annotations

import random

import pytest

from scopa import Card, Game, Move, Rules
from scopa.core.capture import CompiledRules
from scopa.core.cards import ALL_CARDS, TWIN, Deck, cards_of, fold_twins, to_mask
from scopa.core.errors import IllegalMove
from scopa.core.scoring import primiera, score_masks
from tests.helpers import cards, game_with, mask

M80 = Rules.preset("mariscal_80")


def test_the_twin_is_written_with_a_prime_and_is_its_own_card() -> None:
    # README, "Card notation": the second copy of 7D is 7D'; both are the settebello.
    seven, twin = Card.parse("7D"), Card.parse("7D'")
    assert seven != twin and seven.twin == twin and twin.twin == seven
    assert twin.index == seven.index + TWIN and str(twin) == "7D'" and twin.is_settebello
    assert Card.parse(" 7d' ") == twin and Card(7, "coins", 1) == twin
    assert sorted(cards("7D' 1C 7D 6D")) == cards("6D 7D 7D' 1C")
    with pytest.raises(ValueError):
        Card(7, "coins", 2)


def test_the_80_card_deck_holds_every_card_twice() -> None:
    # "2 barajas de 40 cartas"
    deck = Deck.of(10, copies=2)
    assert deck.size == 80 and len(set(deck.cards)) == 80
    assert {c for c in deck.cards if not c.is_twin} == set(Deck.of(10).cards)
    assert all(c.twin in deck.cards for c in deck.cards)
    assert M80.deck.cards is deck


def test_five_each_and_none_up_four_hands_for_four() -> None:
    # "5 cartas para cada jugador en cada mano (es decir, 4 manos en total por juego) y sin
    # cartas sobre la mesa"
    plan = M80.deal_plan(4)
    assert plan.table == 0 and plan.hands == (5, 5, 5, 5) and plan.size == 80
    game = Game(M80, 4, seed=3)
    assert game.table == [] and all(len(h) == 5 for h in game.hands)
    seen = [c for h in game.hands for c in h]
    assert len(set(seen)) == 20


def test_a_card_takes_its_own_twin_only_to_sweep() -> None:
    # "Una misma carta no puede tomar la misma carta (por ejemplo, el 5 de picas no puede
    # tomarse con el otro cinco de picas) excepto para hacer una escoba"
    game = game_with(M80, ["5S 3C 9B 2D 6C", "5S' 4B 9C 7D 8D"])
    game.play(Move.parse("5S"))  # 5S alone on the table: the twin may take it, a sweep
    assert Move.parse("5S' 5S") in game.legal_moves()
    game = game_with(M80, ["5S 3C 9B 2D 6C", "4B 5S' 9C 7D 8D"])
    game.play(Move.parse("5S"))
    game.play(Move.parse("4B"))
    game.play(Move.parse("3C"))  # 5S 4B 3C: taking the twin would leave 4B and 3C
    five = Card.parse("5S'")
    assert game.capture_options(five) == []
    assert Move.parse("5S'") in game.legal_moves()
    assert Move.parse("5S' 5S") not in game.legal_moves()
    with pytest.raises(IllegalMove) as refused:
        game.play(Move.parse("5S' 5S"))
    assert refused.value.code == "twin_only_to_sweep"
    # another card of the same rank and suit is no twin of it: 5C could take the 5S
    options = CompiledRules(M80).card_options(Card.parse("5C").index, 5, mask("5S 4B 3C"))
    assert options == (mask("5S"),)


def test_the_twin_rule_is_for_the_twin_deck_and_free_by_default() -> None:
    compiled = CompiledRules(M80)
    free = CompiledRules(Rules.from_yaml("extends: mariscal_80\ncapture: {twins: free}"))
    table = mask("5S 4B 3C")
    idx = Card.parse("5S'").index
    assert compiled.card_options(idx, 5, table) == ()
    assert free.card_options(idx, 5, table) == (mask("5S"),)
    assert Rules.preset("scopa").capture.twins == "free"


def test_a_sweep_on_the_twin_is_worth_3() -> None:
    # "...y en este caso la escoba vale no uno sino tres puntos"
    game = game_with(M80, ["5S 3C 9B 2D 6C", "5S' 4B 9C 7D 8D"])
    game.play(Move.parse("5S"))
    events = game.play(Move.parse("5S' 5S"))
    swept = [e for e in events if type(e).__name__ == "Swept"]
    assert len(swept) == 1 and swept[0].value == 3


def test_the_king_of_swords_on_the_other_king_of_swords_wins_10() -> None:
    # "Si barre el rey de picas sobre el otro rey de picas ("mariscal"), gana 10 puntos,
    # mientras que el barrido del rey de picas sobre otras cartas conlleva 4 puntos de
    # penalización como de costumbre"
    game = game_with(M80, ["10S 3C 9B 2D 6C", "10S' 4B 9C 7D 8D"])
    game.play(Move.parse("10S"))
    events = game.play(Move.parse("10S' 10S"))
    assert [e.value for e in events if type(e).__name__ == "Swept"] == [10]
    game = game_with(M80, ["3C 10S 9B 2D 6C", "4B 10S' 9C 7D 8D"])
    game.play(Move.parse("3C"))
    game.play(Move.parse("4B"))
    game.play(Move.parse("9B"))  # 3C 4B 9B on the table; the other King cannot sweep it
    assert CompiledRules(M80).sweep_points(Card.parse("10S").index, mask("3C 7B")) == -4
    assert CompiledRules(M80).sweep_points(Card.parse("10S'").index, mask("3C 7B")) == -4


def test_the_round_summary_itemises_the_twin_sweeps() -> None:
    # The King's 10 and the other twin sweeps' 3 apart from the plain sweeps, and the total
    # unchanged: one plain sweep (1), one twin sweep (3), the Kings' (10).
    king, five, seven = (Card.parse(c).index for c in ("10S'", "5S", "7C"))
    made = (1 << king | 1 << five) << 104 | 1 << seven
    result = score_masks(M80, [mask("10S 10S' 5S 5S' 7C"), 0], [14, 0], sweep_cards=[made, 0])
    points = result.points[0]
    assert points["twin_sweep:10S"] == 10 and points["twin_sweep"] == 3 and points["scope"] == 1
    assert dict(result.details[0].counted)["twin_sweep"] == 1


def test_every_point_counts_twice_in_two_decks() -> None:
    # "con posibilidad de puntos dobles (2 settebelli, 2 polacos, 2 "napole"), pero también
    # doble penalización con rey y reina de picas (2 mariscales y 2 jaboneros para un total
    # de -4 puntos)"
    pile = mask("7D 7D' 8D 8D' 1D 2D 3D 1D' 2D' 3D' 4D 10S 10S' 8S 8S'")
    points = score_masks(M80, [pile, 0], [0, 0]).points[0]
    assert points["settebello"] == 2
    assert points["card:8D with 7D"] == 2
    assert points["napola"] == 4 + 3  # A-2-3-4 once, A-2-3 again
    assert points["card:10S"] == -2 and points["card:8S with 10S"] == -2
    # one settebello hosts one polaca; one marshal one soap-maker
    one = score_masks(M80, [mask("7D 8D 8D' 10S 8S 8S'"), 0], [0, 0]).points[0]
    assert one["card:8D with 7D"] == 1 and one["card:8S with 10S"] == -1
    assert one["settebello"] == 1 and one["card:10S"] == -1


def test_coins_and_primiera_with_twins() -> None:
    # 20 coins in all; a suit's best card counts once for the primiera
    coins = Deck.of(10, copies=2).suit_masks[0]
    assert coins.bit_count() == 20
    points = score_masks(M80, [coins, 0], [0, 0]).points
    assert points[0]["coins"] == 1 and points[1]["coins"] == 0
    doubled, single = mask("7D 7D' 7C 7S 7B"), mask("7D 7C 7S 7B")
    assert primiera(M80, doubled) == primiera(M80, single)
    assert fold_twins(doubled) == single


def test_the_view_never_holds_a_hidden_twin() -> None:
    # A seat's view of an 80-card round: its own hand, the table, and 80 - those unseen.
    game = Game(M80, 4, seed=9)
    view = game.view(0)
    unseen = view.unseen()
    assert len(unseen) == 80 - 5 and not set(unseen) & set(game.hands[0])
    for seat in (1, 2, 3):
        assert set(game.hands[seat]) <= set(unseen)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_plays_a_whole_80_card_match(players: int, level: str) -> None:
    from scopa.ai import make_player

    game = Game(M80, players, seed=players * 7)
    kw = {"samples": 2} if level == "hard" else {}
    seats = [make_player(level, s, **kw) for s in range(players)]
    rounds = 0
    while not game.match_over:
        if game.round_over:
            piles = [c for p in game.piles for c in p]
            assert sorted(piles) == sorted(M80.deck.cards.cards)  # all 80, each once
            game.next_round()
            rounds += 1
            continue
        seat = game.current_player
        chosen = seats[seat].choose(game.view(seat))
        assert chosen in game.legal_moves()
        game.play(chosen)
    assert game.winner is not None and rounds >= 1


def test_a_record_of_an_80_card_match_replays() -> None:
    game = Game(M80, 4, seed=21)
    rng = random.Random(4)
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        game.play(rng.choice(list(game.legal_moves())))
    again = Game.replay(game.record())
    assert again.scores == game.scores and again.winner == game.winner


def test_twins_print_and_read_back_in_every_form() -> None:
    every = ALL_CARDS[TWIN:]
    assert all(Card.parse(str(c)) == c for c in every)
    assert cards_of(to_mask(every)) == tuple(sorted(every))
