"""Match options any preset can use: a losing objective, elimination, five players, tied
categories scoring for everyone, and the presets built on them.

Sources: seed 000 ("Folla para no tomar", "Escoba de ases para no tomar", "Scopone romano
por el contrario") and VARIANTS.md sections 2 and 4.
"""

from __future__ import annotations

import json
import random

import pytest

from scopa import Game, MatchWon, Outcome, Rules, RulesError, Termination
from scopa.ai import make_player
from scopa.ai.search import Searcher
from scopa.core.capture import CompiledRules
from scopa.core.cards import CARDS, parse_cards
from scopa.core.engine import next_seats
from scopa.core.events import PlayerOut, RoundStarted
from scopa.core.scoring import score_round
from scopa.store.saves import MatchSetup, encode_save, read_save
from scopa.store.stats import Statistics, count_match
from tests.helpers import deck_for, mask, round_state

LOSE4 = "extends: scopa\nplayers: {counts: [4], default: 4, four: alone}\n"


def decide(rules: Rules, scores: list[int]) -> tuple[bool, int | None, int | None]:
    """The match decision on given totals, as after a round: (over, winner, loser)."""
    game = Game(rules, len(scores), seed=1)
    game.scores = list(scores)
    outcome = game._match_decision(game._round)
    if outcome is None:
        return False, None, None
    return True, outcome.winner, outcome.loser


def eliminate(game: Game, scores: list[int]) -> Outcome | None:
    """The elimination decision on given totals (None: the match goes on)."""
    game.scores = list(scores)
    return game._elimination()


# ------------------------------------------------------------ a losing objective
def test_the_first_to_the_target_loses_and_the_lowest_wins() -> None:
    # seed 000, Folla para no tomar: "El primer jugador en llegar a 11 puntos pierde"
    rules = Rules.from_yaml(LOSE4 + "match: {objective: lose}")
    assert not rules.points_are_good
    assert decide(rules, [10, 4, 7, 9]) == (False, None, None)
    assert decide(rules, [11, 4, 7, 9]) == (True, 1, 0)


def test_several_past_the_target_in_one_round_the_highest_loses() -> None:
    # VARIANTS.md section 4, "Unspecified": several past 11 in one round, the highest loses
    rules = Rules.from_yaml(LOSE4 + "match: {objective: lose}")
    assert decide(rules, [12, 14, 3, 11]) == (True, 2, 1)


def test_level_lowest_scores_play_on_or_draw_as_the_rules_say() -> None:
    rules = Rules.from_yaml(LOSE4 + "match: {objective: lose}")
    assert decide(rules, [12, 3, 3, 8]) == (False, None, None)
    drawn = Rules.from_yaml(LOSE4 + "match: {objective: lose, ties_play_on: false}")
    assert decide(drawn, [12, 3, 3, 8]) == (True, None, 0)


def test_a_losing_match_names_one_winner_in_its_event() -> None:
    # a whole round from a fixed deck: every card dealt, ten each; the target is 1
    rules = Rules.from_yaml(
        "extends: folla_per_non_prendere\nmatch: {target: 1, ties_play_on: false}"
    )
    game = Game(rules, 4, deck=list(CARDS), seed=0)
    while not game.round_over:
        game.play(game.legal_moves()[0])
    won = [e for e in game.events if isinstance(e, MatchWon)]
    assert game.match_over and len(won) == 1 and won[0].outcome is game.outcome
    assert game.outcome.termination in (Termination.TARGET_LOSES, Termination.DRAWN)
    least = min(game.scores)
    if game.scores.count(least) == 1:
        assert game.winner == game.scores.index(least) == won[0].outcome.winner
    else:
        assert game.winner is None


# ------------------------------------------------------------------ elimination
def test_reaching_the_target_takes_a_player_out_and_the_deal_follows_the_players_left() -> None:
    # seed 000, Scopone romano por el contrario: "El jugador que primero alcanza o supera los
    # 21 puntos abandona el juego que continúa con los jugadores restantes hasta que quedan dos"
    rules = Rules.preset("scopone_romano_al_contrario")
    game = Game(rules, 4, seed=3)
    assert eliminate(game, [22, 5, 8, 9]) is None
    assert game.out == [0] and game.seats_in == [1, 2, 3]
    assert [e for e in game.events if isinstance(e, PlayerOut)][-1] == PlayerOut(1, 0, 22)
    game._round.over = True
    game.next_round()
    assert game.dealer == 1 and game.current_player == 2  # seat 0 is skipped
    assert [len(h) for h in game.hands] == [0, 6, 6, 6] and len(game.table) == 4
    seats = []
    while not game.round_over:
        seats.append(game.current_player)
        game.play(game.legal_moves()[0])
    assert 0 not in seats and seats[:3] == [2, 3, 1]


def test_with_two_left_four_up_and_six_each_per_deal() -> None:
    # seed 000: "se juega con cuatro cartas sobre la mesa y seis cada una que se devuelven
    # hasta agotar la baraja"
    rules = Rules.preset("scopone_romano_al_contrario")
    plan = rules.deal_plan(2)
    assert (plan.table, plan.hands) == (4, (6, 6, 6))
    game = Game(rules, 4, seed=3)
    eliminate(game, [22, 25, 8, 9])
    assert game.out == [1, 0]  # the highest leaves first
    game._round.over = True
    game.next_round()
    assert [len(h) for h in game.hands] == [0, 0, 6, 6] and game.stock_count == 24


def test_the_last_to_reach_the_target_loses_and_the_last_one_left_wins() -> None:
    # seed 000: "El juego termina con la salida del jugador que alcanza o supera el límite
    # de 21 puntos dejando al oponente como ganador"
    rules = Rules.preset("scopone_romano_al_contrario")
    game = Game(rules, 4, seed=3)
    game.out = [0, 1]
    assert eliminate(game, [22, 25, 21, 9]) == Outcome(Termination.LAST_LEFT, 3, 2)
    assert game.seats_in == [3]


def test_all_left_past_the_target_in_one_round_the_lowest_stays() -> None:
    rules = Rules.preset("scopone_romano_al_contrario")
    game = Game(rules, 4, seed=3)
    game.out = [0, 1]
    assert eliminate(game, [22, 25, 24, 23]) == Outcome(Termination.LAST_LEFT, 3, 2)
    level = Game(rules, 4, seed=3)
    level.out = [0, 1]
    assert eliminate(level, [22, 25, 23, 23]) is None  # level: they play on
    assert level.seats_in == [2, 3]


def test_a_whole_elimination_match_ends_with_the_last_one_left() -> None:
    rules = Rules.preset("scopone_romano_al_contrario")
    game = Game(rules, 5, seed=11)
    rng = random.Random(11)
    while not game.match_over:
        if game.round_over:
            game.next_round()
            starts = [e for e in game.events if isinstance(e, RoundStarted)]
            assert starts[-1].dealer not in game.out and starts[-1].leader not in game.out
            assert all(not game.hands[s] for s in game.out)
        game.play(rng.choice(game.legal_moves()))
    assert game.seats_in == [game.winner] and game.loser == game.out[-1]
    again = Game.replay(game.record())
    assert again.events == game.events and again.out == game.out


def test_elimination_needs_a_losing_objective_and_everyone_alone() -> None:
    with pytest.raises(RulesError, match="objective: lose"):
        Rules.from_yaml(LOSE4 + "match: {elimination: true}")
    with pytest.raises(RulesError, match="everyone alone"):
        Rules.from_yaml("extends: scopone\nmatch: {objective: lose, elimination: true}")


def test_seats_out_are_skipped_in_the_order_of_play() -> None:
    assert next_seats(5, [1, 3]) == (2, 2, 4, 4, 0)
    assert next_seats(4) == (1, 2, 3, 0)


def test_a_save_with_a_seat_out_resumes(tmp_path) -> None:
    rules = Rules.preset("scopone_romano_al_contrario")
    game = Game(rules, 4, seed=5)
    rng = random.Random(5)
    while not game.out and not game.match_over:
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    game.next_round()
    game.play(game.legal_moves()[0])
    _, text = encode_save(game, MatchSetup(seats=["human"] + ["cpu:medium"] * 3))
    path = tmp_path / "save.json"
    path.write_text(text)
    saved = read_save(path)
    back = saved.game
    assert back.out == game.out and back.hands == game.hands
    assert back.current_player == game.current_player
    assert json.loads(text)["record"]["players"] == 4


# ---------------------------------------------------------------- five players
def test_five_players_sit_alone_with_the_deal_the_rules_give_for_five() -> None:
    # seed 000: "en cinco personas habrá 5 sobre la mesa y 7 para los jugadores"
    rules = Rules.preset("scopone_romano_al_contrario")
    game = Game(rules, 5, seed=2)
    assert rules.teams(5) == (0, 1, 2, 3, 4)
    assert [len(h) for h in game.hands] == [7] * 5 and len(game.table) == 5
    assert game.stock_count == 0


def test_five_players_need_a_deal_that_shares_the_cards() -> None:
    with pytest.raises(RulesError, match="5 players cannot share"):
        Rules.from_yaml("extends: scopa\nplayers: {counts: [2, 5]}")
    with pytest.raises(ValueError):
        Game(Rules.preset("scopa"), 5)


# --------------------------------------------------- tied categories for everyone
def test_a_tied_category_scores_for_every_tied_player() -> None:
    # seed 000, Escoba de ases para no tomar: "en caso de empate en lugar de no otorgarse el
    # punto se otorga a ambos jugadores"
    rules = Rules.preset("scopa_d_assi_non_prendere")
    piles = [
        parse_cards("1D 2D 3D 4D 5D 1C 2C 3C 4C 5C 1S"),
        parse_cards("6D 7D 8D 9D 10D 6C 7C 8C 9C 10C 2S"),
        parse_cards("3S 4S 5S 6S 7S 8S 9S"),
        parse_cards("10S 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B"),
    ]
    points = score_round(rules, piles, [0, 0, 0, 0])
    assert [p["cards"] for p in points] == [1, 1, 0, 1]
    assert [p["coins"] for p in points] == [1, 1, 0, 0]


# ---------------------------------------------------------------------- presets
def test_folla_per_non_prendere() -> None:
    # seed 000, Folla para no tomar: four or six each alone, every card dealt, Scopa's
    # scoring, capture compulsory, the first to 11 loses
    rules = Rules.preset("folla_per_non_prendere")
    assert rules.players.counts == (4, 6) and rules.match.target == 11
    assert rules.match.objective == "lose" and rules.capture.compulsory == "hand"
    assert rules.teams(4) == (0, 1, 2, 3) and rules.teams(6) == tuple(range(6))
    assert rules.deal_plan(4).hands == (10,) and rules.deal_plan(4).table == 0
    assert rules.deal_plan(6).hands == (6,) and rules.deal_plan(6).table == 4
    hands = ["5D 1C", "2C 9S", "3C 9B", "4C 8B"]
    table = "5C 6S 7B 8C"
    game = Game(rules.replace(deal={"hand": 2, "table": 4}), 4, deck=deck_for(hands, table))
    assert all(m.captured for m in game.legal_moves())  # the 5D must take the 5C


def test_scopa_d_assi_non_prendere() -> None:
    # seed 000, Escoba de ases para no tomar: four alone, ten each, an Ace takes the table
    rules = Rules.preset("scopa_d_assi_non_prendere")
    assert rules.players.counts == (4,) and rules.teams(4) == (0, 1, 2, 3)
    assert rules.deal_plan(4).hands == (10,) and rules.deal_plan(4).table == 0
    assert rules.capture.ace.takes_all and rules.scoring.ties == "everybody"
    assert rules.match.objective == "lose" and rules.match.target == 11
    rnd = round_state(rules, ["1D", "2C", "3C", "4C"], "5S 6S 10B", current=0)
    assert (parse_cards("1D")[0].index, mask("5S 6S 10B")) in rnd.legal()


def test_scopone_romano_al_contrario() -> None:
    # seed 000, Scopone romano por el contrario; VARIANTS.md section 2
    rules = Rules.preset("scopone_romano_al_contrario")
    assert rules.players.counts == (4, 5) and rules.teams(4) == (0, 1, 2, 3)
    assert rules.deal_plan(4).hands == (9,) and rules.deal_plan(4).table == 4
    assert rules.deal_plan(5).hands == (7,) and rules.deal_plan(5).table == 5
    assert rules.match.target == 21 and rules.match.elimination
    assert rules.dealt_counts() == (2, 3, 4, 5)


# -------------------------------------------------- computer players and statistics
def test_the_computer_takes_as_little_as_it_can_in_a_losing_game() -> None:
    # capture is compulsory: the 7D may take the 2S 5C or the 3D 4S; in a losing game the
    # computer keeps clear of the coin, in the usual game it takes it
    hands = ["7D 1C", "2C 9S", "3C 9B", "4C 8B"]
    table = "3D 4S 2S 5C"
    for text, wanted in (
        ("extends: folla_per_non_prendere", "2S 5C"),
        ("extends: folla_per_non_prendere\nmatch: {objective: win}", "3D 4S"),
    ):
        rules = Rules.from_yaml(text).replace(deal={"hand": 2, "table": 4})
        game = Game(rules, 4, deck=deck_for(hands, table))
        for level in ("greedy", "medium"):
            move = make_player(level, seed=1).choose(game.view(0))
            assert str(move.card) == "7D"
            assert sorted(move.captured) == sorted(parse_cards(wanted)), (text, level)


def test_hard_values_a_round_by_the_sign_the_rules_give_points() -> None:
    # Hard's leaves: ahead of the best other side where points are good; below the others'
    # average where they are to be avoided (and only the seats still in count)
    lose = Game(Rules.preset("folla_per_non_prendere"), 4, seed=1)
    searcher = Searcher(lose.view(0), CompiledRules(lose.rules))
    assert searcher.margin([1, 2, 3, 4]) == 2 and searcher.margin([5, 2, 3, 4]) == -2
    win = Game(Rules.from_yaml("extends: folla_per_non_prendere\nmatch: {objective: win}"), 4)
    searcher = Searcher(win.view(0), CompiledRules(win.rules))
    assert searcher.margin([5, 2, 3, 4]) == 1
    out = Game(Rules.preset("scopone_romano_al_contrario"), 4, seed=1)
    out.out = [3]
    searcher = Searcher(out.view(0), CompiledRules(out.rules))
    assert searcher.margin([1, 2, 3, 40]) == 1.5


def test_the_computer_plays_only_the_seats_still_in() -> None:
    rules = Rules.preset("scopone_romano_al_contrario")
    game = Game(rules, 4, seed=3)
    eliminate(game, [22, 5, 8, 9])
    game._round.over = True
    game.next_round()
    while not game.round_over:
        seat = game.current_player
        assert seat != 0
        view = game.view(seat)
        assert view.out == (0,)
        game.play(make_player("hard", seed=seat, samples=2).choose(view))


def test_statistics_count_the_one_winner_of_a_losing_game() -> None:
    rules = Rules.from_yaml("extends: folla_per_non_prendere\nmatch: {target: 1}")
    game = Game(rules, 4, deck=list(CARDS), seed=0)
    rng = random.Random(0)
    while not game.match_over:
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    stats = Statistics()
    count_match(stats, game, "m", game.winner if game.winner is not None else 0)
    if game.winner is not None:
        assert stats.of(rules.name).matches_won == 1


def test_a_hint_in_a_losing_game_says_why_in_its_own_terms() -> None:
    from scopa.ai import hint

    hands = ["7D 1C", "2C 9S", "3C 9B", "4C 8B"]
    rules = Rules.preset("folla_per_non_prendere").replace(deal={"hand": 2, "table": 4})
    game = Game(rules, 4, deck=deck_for(hands, "3D 4S 2S 5C"))
    h = hint(game.view(0), samples=2)
    assert h.code == "takes_least" and h.move.captured
