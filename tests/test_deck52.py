"""The 52-card deck and Scopa a 52 carte, each rule on a fixed deck.

Sources: seed 001 (``/work/shared/seeds/001_*.txt``, lines 46-47: "se puede jugar una partida
de scopa con 8 jugadores usando las 52 cartas. Se colocan 4 cartas boca arriba sobre la mesa y
se reparten 3 a cada jugador durante 2 rondas (52 = 4 + 3 * 8 * 2). Las jotas valen 11, las
reinas 12 y los reyes 13 ... Se otorgan puntos en caso de empate") and VARIANTS.md, section 7
("8-player Scopa ... Ties score for all tied players ... No primiera values are given for
8-K: house rule").
"""

from __future__ import annotations

import pytest

from scopa import Card, Game, Move, Rules
from scopa.core.cards import ALL_CARDS, CARDS, FULL_MASK, RANK_OF, Deck, cards_of, to_mask
from scopa.core.errors import RulesError
from scopa.core.scoring import primiera, score_masks
from tests.helpers import cards, game_with

S52 = "scopa_52"


def test_the_forty_cards_keep_their_indices_and_ranks_11_to_13_come_after() -> None:
    """A 40-card game's masks are the same with or without the 52-card deck in the core."""
    assert [c.index for c in CARDS] == list(range(40))
    assert Card.parse("7D").index == 6 and Card.parse("10B").index == 39
    assert [Card.parse(f"{r}D").index for r in (11, 12, 13)] == [40, 41, 42]
    assert Card.parse("13B").index == 51 and len(ALL_CARDS) == 104
    assert ALL_CARDS[52] == Card.parse("1D'")  # then the twins of an 80-card deck
    assert str(Card(12, "swords")) == "12S" and Card.parse("12s") == Card(12, "swords")
    assert RANK_OF[Card.parse("11C").index] == 11
    with pytest.raises(ValueError, match="1 to 13"):
        Card.parse("14D")


def test_cards_order_by_suit_then_rank_across_the_whole_deck() -> None:
    hand = cards("13D 1C 8D 11D 10D 2D")
    assert [str(c) for c in sorted(hand)] == ["2D", "8D", "10D", "11D", "13D", "1C"]
    mask = to_mask(hand)
    assert [str(c) for c in cards_of(mask)] == ["2D", "8D", "10D", "11D", "13D", "1C"]


def test_a_deck_knows_its_size_figures_and_masks() -> None:
    forty, fifty_two = Deck.of(10), Deck.of(13)
    assert (forty.size, fifty_two.size) == (40, 52)
    assert forty.figures == (8, 9, 10) and fifty_two.figures == (11, 12, 13)
    assert forty.mask == FULL_MASK and fifty_two.mask.bit_count() == 52
    assert [m.bit_count() for m in fifty_two.suit_masks] == [13, 13, 13, 13]
    assert Rules.preset(S52).deck.cards is fifty_two
    assert Rules.preset("scopa").deck.cards is forty


def test_eight_players_get_four_up_and_three_each_twice() -> None:
    """Seed 001: "Se colocan 4 cartas boca arriba sobre la mesa y se reparten 3 a cada
    jugador durante 2 rondas (52 = 4 + 3 * 8 * 2)", each player alone."""
    rules = Rules.preset(S52)
    plan = rules.deal_plan(8)
    assert (plan.table, plan.hands, plan.left) == (4, (3, 3), 0)
    assert rules.players.default == 8 and rules.teams(8) == tuple(range(8))
    game = Game(rules, 8, seed=2)
    assert [len(h) for h in game.hands] == [3] * 8 and len(game.table) == 4
    assert game.stock_count == 24
    for _ in range(24):  # the first deal played out: the second deal empties the stock
        game.play(game.legal_moves()[0])
    assert [len(h) for h in game.hands] == [3] * 8 and game.stock_count == 0


def test_five_and_seven_players_share_the_52_with_fewer_face_up() -> None:
    rules = Rules.preset(S52)
    assert (rules.deal_plan(5).table, rules.deal_plan(5).hands) == (2, (3, 3, 3, 1))
    assert (rules.deal_plan(7).table, rules.deal_plan(7).hands) == (3, (3, 3, 1))


def test_scopa_52_deals_four_up_and_three_each_from_52_cards() -> None:
    """Seed 001: 4 face up, 3 to each player; the deals go on until the 52 are out."""
    rules = Rules.preset(S52)
    assert rules.deal_plan(4).hands == (3, 3, 3, 3) and rules.deal_plan(4).table == 4
    assert sum(rules.deal_plan(2).hands) * 2 + 4 == 52
    game = Game(rules, 4, seed=1)
    dealt = [c for h in game.hands for c in h] + game.table
    assert len(dealt) == 16 and game.stock_count == 36
    assert all(c.rank <= 13 for c in dealt)


def test_the_jack_queen_and_king_count_11_12_and_13() -> None:
    """Seed 001: "Las jotas valen 11, las reinas 12 y los reyes 13": a King takes a Six and a
    Seven, a Queen a Two and a Ten; a Jack takes a Jack by rank before any sum of 11."""
    game = game_with(S52, ["13D 12C 11S", "1B 2B 3B"], table="6C 7S 2D 10C")
    takes = {tuple(sorted(map(str, m.captured))) for m in game.legal_moves() if m.card.rank == 13}
    assert takes == {("6C", "7S")}
    queen = {tuple(sorted(map(str, m.captured))) for m in game.legal_moves() if m.card.rank == 12}
    assert queen == {("10C", "2D")}
    game = game_with(S52, ["11S 4D 5D", "1B 2B 3B"], table="11C 4S 7C 9B")
    jack = [sorted(map(str, m.captured)) for m in game.legal_moves() if m.card.rank == 11]
    assert jack == [["11C"]]  # the same rank first: no sum (4 + 7) beside it


def test_the_8_9_and_10_are_pips_taken_by_their_sum() -> None:
    game = game_with(S52, ["10D 9C 8S", "1B 2B 3B"], table="3C 7S 5D 4B")
    ten = {tuple(sorted(map(str, m.captured))) for m in game.legal_moves() if m.card.rank == 10}
    assert ten == {("3C", "7S")}
    eight = {tuple(sorted(map(str, m.captured))) for m in game.legal_moves() if m.card.rank == 8}
    assert eight == {("3C", "5D")}
    nine = {tuple(sorted(map(str, m.captured))) for m in game.legal_moves() if m.card.rank == 9}
    assert nine == {("4B", "5D")}


def test_a_tied_category_scores_for_every_side_tied() -> None:
    """Seed 001: "Se otorgan puntos en caso de empate": 26 cards each, both score cards."""
    rules = Rules.preset(S52)
    deck = Deck.of(13)
    half = sum(1 << i for i in deck.indices[:26])
    result = score_masks(rules, [half, deck.mask & ~half], [0, 0])
    assert [p["cards"] for p in result.points] == [1, 1]


def test_the_primiera_counts_8_to_13_as_figures_unless_a_house_rule_says() -> None:
    """VARIANTS.md section 7: no primiera values for 8-K; the stated default is 10 each
    (the figures' value), ``scoring.primiera_high`` names others."""
    rules = Rules.preset(S52)
    pile = to_mask(cards("13D 8C 9S 12B"))  # one card a suit, none of 1-7
    key, ranks = primiera(rules, pile)
    assert key == (4 * 20,) and ranks == (13, 8, 9, 12)  # doubled values: 10 each
    house = rules.replace(scoring={"primiera_high": {8: 15}})
    key, _ = primiera(house, pile)
    assert key == (3 * 20 + 30,)
    seven = to_mask(cards("7D 13D 8C 9S 12B"))
    assert primiera(rules, seven)[1] == (7, 8, 9, 12)  # the seven beats the King


def test_all_thirteen_coins_are_all_the_coins() -> None:
    rules = Rules.preset(S52).replace(scoring={"all_coins": 3})
    coins = Deck.of(13).suit_masks[0]
    result = score_masks(rules, [coins, Deck.of(13).mask & ~coins], [0, 0])
    assert result.points[0]["coins"] == 3
    ten = score_masks(rules, [FULL_MASK & coins, Deck.of(13).mask & ~(FULL_MASK & coins)], [0, 0])
    assert ten.points[0]["coins"] == 1  # ten of the thirteen: the plain coins point


def test_a_forty_card_rule_may_not_name_a_card_beyond_the_deck() -> None:
    with pytest.raises(RulesError, match="12D is not in a deck of 40 cards"):
        Rules.preset("scopa").replace(match={"tie_card": "12D"})
    with pytest.raises(RulesError, match="13 is not in a deck of 40 cards"):
        Rules.preset("scopa").replace(deal={"redeal": [{"rank": 13, "at_least": 3}]})
    assert Rules.preset(S52).replace(match={"tie_card": "12D"}).check() == []


def test_a_game_of_52_replays_and_every_view_hides_the_others_hands() -> None:
    rules = Rules.preset(S52)
    game = Game(rules, 4, seed=9)
    while not game.round_over:
        for seat in range(4):
            view = game.view(seat)
            hidden = {c for s, h in enumerate(game.hands) if s != seat for c in h}
            assert hidden <= set(view.unseen()) and not hidden & set(view.hand)
            assert len(view.unseen()) + len(view.seen()) == 52
        game.play(game.legal_moves()[-1])
    again = Game.replay(game.record())
    assert again.events == game.events and again.scores == game.scores
    assert sum(len(p) for p in game.piles) == 52
    assert Move.parse("13D 6C 7S").card == Card(13, "coins")


def test_the_rules_screen_says_what_the_52_card_deck_counts() -> None:
    from scopa.ui.rules_text import explain

    sections = {s.key: s for s in explain(Rules.preset(S52), "en")}
    capture = " ".join(sections["capture"].paragraphs)
    assert "the Jack counts 11, the Queen 12 and the King 13" in capture
    scoring = " ".join(sections["scoring"].paragraphs)
    assert "Eight, Nine, Ten, Jack, Queen and King 10" in scoring
    italian = {s.key: s for s in explain(Rules.preset(S52), "it")}
    assert "il Fante vale 11, la Donna 12 e il Re 13" in " ".join(italian["capture"].paragraphs)
