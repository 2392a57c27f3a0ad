"""The round and the match: deal, sweeps, the end of a round, targets, views and records."""

from __future__ import annotations

import gc
import random

import pytest

from scopa import (
    Card,
    Dealt,
    Game,
    IllegalMove,
    MatchWon,
    Outcome,
    Played,
    Redeal,
    RoundScored,
    RoundStarted,
    Rules,
    Swept,
    TableBonus,
    TableCleared,
    Termination,
)
from scopa.core.events import Captured, is_public
from scopa.core.game import Game as GameClass
from scopa.core.scoring import RoundResult
from tests.helpers import cards, deck_for, game_with, mask, move, round_state


# ------------------------------------------------------------------- deal
def test_deal_one_card_at_a_time_from_the_seat_after_the_dealer_then_the_table() -> None:
    deck = deck_for(["1D 2D 3D", "1C 2C 3C"], "4D 4C 4S 4B")
    game = Game(Rules.preset("scopa"), 2, deck=deck)
    dealt = [(e.seat, str(e.card)) for e in game.events if isinstance(e, Dealt)]
    assert dealt[:6] == [(0, "1D"), (1, "1C"), (0, "2D"), (1, "2C"), (0, "3D"), (1, "3C")]
    assert dealt[6:] == [(None, "4D"), (None, "4C"), (None, "4S"), (None, "4B")]
    assert game.dealer == 1 and game.current_player == 0
    assert game.stock_count == 30


def test_explicit_dealer_changes_who_is_dealt_first_and_leads() -> None:
    deck = [str(c) for c in deck_for(["1D 2D 3D", "1C 2C 3C"], "4D 4C 4S 4B")]
    game = Game(Rules.preset("scopa"), 2, deck=deck, dealer=0)
    assert game.current_player == 1
    assert [str(c) for c in game.hands[1]] == ["1D", "2D", "3D"]


def test_three_kings_on_the_first_table_redeal_deterministically() -> None:
    deck = deck_for(["1D 2D 3D", "1C 2C 3C"], "10D 10C 10S 4B")
    game = Game(Rules.preset("scopa"), 2, deck=deck, seed=5)
    redeals = [e for e in game.events if isinstance(e, Redeal)]
    assert len(redeals) >= 1 and redeals[0].rank == 10 and redeals[0].count >= 3
    assert sum(c.rank == 10 for c in game.table) < 3
    again = Game(Rules.preset("scopa"), 2, deck=deck, seed=5)
    assert again.table == game.table and again.hands == game.hands


def test_two_kings_do_not_redeal() -> None:
    game = game_with("scopa", ["1D 2D 3D", "1C 2C 3C"], "10D 10C 5S 4B")
    assert not any(isinstance(e, Redeal) for e in game.events)


def test_escoba_dealer_takes_a_first_table_of_fifteen_as_one_escoba() -> None:
    game = game_with("escoba", ["1D 2D 3D", "1C 2C 3C"], "4D 5C 3S 3B")  # 15
    bonus = [e for e in game.events if isinstance(e, TableBonus)]
    assert bonus and bonus[0].seat == 1 and bonus[0].sweeps == 1
    assert game.table == [] and game.sweep_counts == [0, 1]


def test_escoba_dealer_takes_a_first_table_of_thirty_as_two_escobas() -> None:
    game = game_with("escoba", ["1D 2D 3D", "1C 2C 3C"], "10D 10C 5S 5B")  # 30
    assert game.sweep_counts == [0, 2] and game.sweeps == [0, 2]


def test_escoba_other_first_tables_stay() -> None:
    game = game_with("escoba", ["1D 2D 3D", "1C 2C 3C"], "10D 10C 5S 4B")  # 29
    assert len(game.table) == 4 and game.sweep_counts == [0, 0]


def test_new_hands_are_dealt_when_every_hand_is_empty_and_none_to_the_table() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=11)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    assert [len(h) for h in game.hands] == [3, 3]
    assert game.stock_count == 24


def test_scopone_deals_nine_each_in_one_deal() -> None:
    game = Game(Rules.preset("scopone"), 4, seed=1)
    assert [len(h) for h in game.hands] == [9, 9, 9, 9] and len(game.table) == 4
    assert game.stock_count == 0


def test_scopone_scientifico_deals_ten_each_and_no_table() -> None:
    game = Game(Rules.preset("scopone_scientifico"), 4, seed=1)
    assert [len(h) for h in game.hands] == [10] * 4 and game.table == []


def test_player_count_must_be_allowed_by_the_variant() -> None:
    with pytest.raises(ValueError, match="played by 4"):
        Game(Rules.preset("scopone"), 2)


def test_a_deck_must_hold_forty_distinct_cards() -> None:
    with pytest.raises(ValueError, match="40 cards"):
        Game(Rules.preset("scopa"), 2, deck=["7D"] * 40)


# ----------------------------------------------------------------- sweeps
def test_a_capture_that_empties_the_table_is_a_sweep() -> None:
    game = game_with("scopa", ["9D 2C 4S", "1B 6S 6C"], "1C 2S 3B 3C")
    events = game.play(move("9D 1C 2S 3B 3C"))
    swept = [e for e in events if isinstance(e, Swept)]
    assert swept and swept[0].value == 1 and swept[0].count == 1
    assert game.sweeps == [1, 0]


def test_no_sweep_on_the_rounds_last_play() -> None:
    rnd = round_state("scopa", ["7D", ""], "7C", current=0)
    rnd.play(Card.parse("7D").index, mask("7C"))
    assert rnd.over and rnd.sweep_counts == [0, 0]


def test_sweep_on_the_last_play_as_a_house_rule() -> None:
    rules = Rules.from_yaml("extends: scopa\nsweep: {on_last_play: true}")
    rnd = round_state(rules, ["7D", ""], "7C", current=0)
    rnd.play(Card.parse("7D").index, mask("7C"))
    assert rnd.sweep_counts == [1, 0]


def test_a_sweep_before_the_last_play_still_counts_in_the_last_hand() -> None:
    rnd = round_state("scopa", ["7D 2C", "3S"], "7C", current=0)
    rnd.play(Card.parse("7D").index, mask("7C"))
    assert rnd.sweep_counts == [1, 0]


def test_last_capturer_takes_the_cards_left_on_the_table() -> None:
    rnd = round_state("scopa", ["2C", "9S"], "5D 6C", current=0, last_capturer=1, piles=["", "1D"])
    rnd.play(Card.parse("2C").index, 0)
    rnd.play(Card.parse("9S").index, 0)
    assert rnd.over and rnd.table == 0
    assert rnd.piles[1] == mask("1D 5D 6C 2C 9S")


def test_leftovers_to_nobody_as_a_house_rule() -> None:
    rules = Rules.from_yaml("extends: scopa\ncapture: {leftovers: nobody}")
    rnd = round_state(rules, ["2C", "9S"], "5D 6C", current=0, last_capturer=1)
    rnd.play(Card.parse("2C").index, 0)
    rnd.play(Card.parse("9S").index, 0)
    assert rnd.piles == [0, 0]


def test_leftovers_event_names_the_last_capturer() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=3)
    cleared = []
    while not game.round_over:
        cleared += [e for e in game.play(game.legal_moves()[-1]) if isinstance(e, TableCleared)]
    assert cleared, "this deal ends with cards on the table"
    assert cleared[0].seat == game.last_capturer
    assert cleared[0].team == game.team_of(cleared[0].seat) and cleared[0].cards


@pytest.mark.parametrize(("value", "expected"), [("card", 9), ("cards_taken", 5)])
def test_sweep_value_house_rules(value: str, expected: int) -> None:
    rules = Rules.from_yaml(f"extends: scopa\nsweep: {{value: {value}}}")
    game = game_with(rules, ["9D 2C 4S", "1B 6S 6C"], "1C 2S 3B 3C")
    game.play(move("9D 1C 2S 3B 3C"))
    assert game.sweeps == [expected, 0] and game.sweep_counts == [1, 0]


# ------------------------------------------------------------------ match
def play_match(game: Game, rng: random.Random) -> None:
    while not game.match_over:
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))


def test_round_is_scored_by_the_play_that_ends_it() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=4)
    rng = random.Random(4)
    while True:
        events = game.play(rng.choice(game.legal_moves()))
        if game.round_over:
            break
    scored = [e for e in events if isinstance(e, RoundScored)]
    assert scored and game.round_results[-1] is scored[0].result
    assert list(scored[0].scores) == game.scores == game.round_results[-1].totals


def test_dealer_rotates_each_round() -> None:
    game = Game(Rules.preset("scopa"), 3, seed=2)
    rng = random.Random(2)
    dealers = [game.dealer]
    while len(dealers) < 4 and not game.match_over:
        if game.round_over:
            game.next_round()
            dealers.append(game.dealer)
        else:
            game.play(rng.choice(game.legal_moves()))
    assert dealers[:4] == [2, 0, 1, 2][: len(dealers)]


def test_next_round_is_refused_while_the_round_is_played() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=2)
    with pytest.raises(IllegalMove):
        game.next_round()


def decide(rules: Rules, scores: list[int]) -> tuple[bool, int | None]:
    """Run the match decision on given totals, as after a round."""
    game = Game(rules, 2, seed=1)
    game.scores = list(scores)
    outcome = game._match_decision(game._round)
    return outcome is not None, None if outcome is None else outcome.winner


def test_a_side_wins_on_reaching_the_target_strictly_ahead() -> None:
    assert decide(Rules.preset("scopa"), [11, 7]) == (True, 0)
    assert decide(Rules.preset("scopa"), [10, 12]) == (True, 1)
    assert decide(Rules.preset("scopa"), [10, 10]) == (False, None)


def test_a_tie_at_the_target_plays_on() -> None:
    assert decide(Rules.preset("scopa"), [12, 12]) == (False, None)


def test_a_tie_at_the_target_is_a_draw_when_ties_do_not_play_on() -> None:
    rules = Rules.from_yaml("extends: scopa\nmatch: {ties_play_on: false}")
    assert decide(rules, [12, 12]) == (True, None)


def test_cappotto_wins_at_seven_to_nil() -> None:
    rules = Rules.from_yaml("extends: scopa\nmatch: {cappotto: 7}")
    assert decide(rules, [7, 0]) == (True, 0)
    assert decide(rules, [7, 1]) == (False, None)


def test_all_coins_win_the_match_when_agreed() -> None:
    rules = Rules.from_yaml("extends: napola\nmatch: {all_coins_wins: true}")
    rnd = round_state(
        rules, ["2C", "9S"], "", current=0, piles=["1D 2D 3D 4D 5D 6D 7D 8D 9D 10D", ""]
    )
    game = Game(rules, 2, seed=1)
    game._round = rnd
    assert game._match_decision(rnd) == Outcome(Termination.ALL_COINS, 0)


def test_target_by_player_count() -> None:
    rules = Rules.from_yaml("extends: scopa\nmatch: {targets: {3: 16, 4: 21}}")
    assert Game(rules, 3, seed=1).target == 16 and Game(rules, 2, seed=1).target == 11


def test_a_whole_match_ends_with_a_strict_winner_and_a_match_won_event() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=9)
    play_match(game, random.Random(9))
    won = [e for e in game.events if isinstance(e, MatchWon)]
    assert len(won) == 1 and won[0].outcome == game.outcome == Outcome(
        Termination.TARGET, game.winner
    )
    assert game.scores[game.winner] >= game.target
    assert game.scores[game.winner] > max(s for t, s in enumerate(game.scores) if t != game.winner)
    with pytest.raises(IllegalMove):
        game.next_round()


def test_team_members_pool_their_captures() -> None:
    game = Game(Rules.preset("scopone"), 4, seed=3)
    assert [game.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    rng = random.Random(3)
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    assert len(game.round_results[-1].points) == 2


# ------------------------------------------------------------------ views
def test_view_holds_only_what_the_seat_may_know() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=8)
    view = game.view(0)
    assert view.hand == tuple(game.hands[0])
    assert view.hand_sizes == (3, 3) and view.stock_count == 30
    hidden = set(game.hands[1])
    referents = gc.get_referents(view)
    assert game not in referents
    # nothing reachable from the view is the game, its round, or a hidden card list
    seen: set[int] = set()
    stack = [view]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        assert not isinstance(obj, GameClass)
        assert type(obj).__name__ != "Round"
        if isinstance(obj, (list, tuple)) and obj and set(obj) == hidden:
            pytest.fail("the view holds the other hand")
        stack.extend(gc.get_referents(obj))


def test_view_unseen_cards_are_other_hands_and_stock() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=8)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    view = game.view(game.current_player)
    other = game.hands[1 - game.current_player]
    assert set(other) <= set(view.unseen())
    assert len(view.unseen()) == game.stock_count + len(other)


def test_view_legal_moves_match_the_game() -> None:
    game = Game(Rules.preset("escoba"), 2, seed=8)
    view = game.view(game.current_player)
    assert set(view.legal_moves()) == set(game.legal_moves())


def test_history_is_the_public_events_and_gives_the_table_before_each_play() -> None:
    game = game_with("scopa", ["9D 2C 4S", "1B 6S 6C"], "1C 2S 3B 3C")
    game.play(move("9D 1C 2S 3B 3C"))
    view = game.view(1)
    table = {"1C", "2S", "3B", "3C"}
    assert isinstance(view.history[0], RoundStarted)
    assert all(not isinstance(e, Dealt) or e.seat is None for e in view.history)
    assert {str(e.card) for e in view.history if isinstance(e, Dealt)} == table
    assert [type(e) for e in view.history[5:]] == [Played, Captured, Swept]
    assert view.history == tuple(e for e in game.events if is_public(e))
    [(played, before)] = list(view.plays())
    assert str(played.card) == "9D" and {str(c) for c in before} == table


# ----------------------------------------------------------- events/records
def test_events_of_a_capture() -> None:
    game = game_with("scopa", ["9D 2C 4S", "1B 6S 6C"], "4C 5S 7B 10D")
    events = game.play(move("9D 4C 5S"))
    played = events[0]
    assert isinstance(played, Played) and played.seat == 0
    assert set(played.captured) == set(cards("4C 5S"))
    assert [type(e).__name__ for e in events] == ["Played", "Captured"]


def test_record_is_plain_data_and_replays_identically() -> None:
    import json

    game = Game(Rules.preset("escoba"), 2, seed=21)
    play_match(game, random.Random(21))
    record = json.loads(json.dumps(game.record()))
    again = Game.replay(record)
    assert again.events == game.events and again.scores == game.scores
    assert again.winner == game.winner


def test_replay_of_a_record_with_an_illegal_move_is_refused() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=3)
    record = game.record()
    record["moves"] = [["7D", "1C", "2C", "3C"]]
    with pytest.raises(IllegalMove):
        Game.replay(record)


def test_round_result_totals() -> None:
    result = RoundResult(points=[{"cards": 1, "scope": 2}, {"cards": 0}])
    assert result.totals == [3, 0]


def test_take_back_returns_to_before_the_seats_last_move_in_this_round() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=12)
    before = game.record()
    game.play(game.legal_moves()[0])  # seat 0
    game.play(game.legal_moves()[0])  # seat 1 (the computer, say)
    back = game.take_back({0})
    assert back is not None and back.record() == before
    assert back.current_player == 0 and back.hands == Game.replay(before).hands


def test_take_back_never_crosses_into_a_finished_round() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=12)
    rng = random.Random(12)
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    if not game.match_over:
        game.next_round()
        assert game.take_back({0, 1}) is None


def test_events_describe_themselves_in_card_notation() -> None:
    from scopa.core.events import describe

    game = game_with("scopa", ["9D 2C 4S", "1B 6S 6C"], "1C 2S 3B 3C")
    lines = [describe(e) for e in game.events + game.play(move("9D 1C 2S 3B 3C"))]
    assert "round 1: 9D to seat 0" in lines
    assert "round 1: seat 0 plays 9D x 1C 3C 2S 3B" in lines
    assert any("sweeps (+1, 1 this round)" in line for line in lines)


def test_take_back_never_crosses_a_deal() -> None:
    # A move after which new hands were dealt cannot be taken back: the player has seen the
    # new cards, and playing the same move again would deal them again.
    game = Game(Rules.preset("scopa"), 2, seed=12)
    for _ in range(6):  # the first deal's three cards each: the sixth move deals again
        game.play(game.legal_moves()[0])
    assert len(game.hands[0]) == 3 and game.stock_count == 40 - 4 - 12
    assert game.take_back({0}) is None and game.take_back({0, 1}) is None
    assert not game.can_take_back({0}) and not game.can_take_back({0, 1})  # the button is dim
    game.play(game.legal_moves()[0])  # seat 0 plays from the new hand
    assert game.can_take_back({0}) and not game.can_take_back({1})
    back = game.take_back({0})
    assert back is not None and len(back.moves) == 6


def test_a_record_made_after_the_next_deal_replays_into_that_deal() -> None:
    """Saved after the next round was dealt (no card of it played yet), the match comes back
    in that round, not at the end of the last one, whose summary would show again; and
    taking back the first move of a round leaves the round dealt."""
    from scopa.core.events import RoundScored

    game = Game(Rules.preset("scopa"), 2, seed=3)
    while not game.round_over:
        game.play(game.legal_moves()[0])
    game.next_round()
    again = Game.replay(game.record())
    assert again.round_number == 2 and not again.round_over
    assert again.hands == game.hands and again.events == game.events
    assert not any(isinstance(e, RoundScored) for e in again.view(0).history)
    game.play(game.legal_moves()[0])
    back = game.take_back([0, 1])
    assert back is not None and back.round_number == 2 and back.hands == again.hands
    older = game.record()
    del older["round"]  # a record from before it said its round: replayed as it was
    assert Game.replay(older).round_number == 2


def test_a_view_says_each_sides_points_of_the_round_as_they_happen() -> None:
    # the score box stayed at 0 after a sweep: the view now carries the round's points so far
    # (sweeps, in-play points, what doubted claims cost), before the round's scoring
    game = game_with("scopa", ["7D 1C 2C", "5S 6S 8S"], "1D 2D 3C 1S")
    assert game.view(0).round_points == (0, 0)
    game.play(move("7D x 1D 2D 3C 1S"))  # a scopa: 1 point at once (RULES.md, sweeps)
    assert game.view(0).round_points == (1, 0) == game.view(1).round_points
    game.play(move("5S"))
    assert game.view(1).round_points == (1, 0)


def test_a_declaration_counts_in_the_rounds_points_as_it_is_made() -> None:
    # Cirulla: a hand worth less than ten declared (the bàrsega, 3 points) showed nothing in
    # the score box until the round's end
    game = game_with("cirulla", ["1C 2C 3S", "5S 6S 8S"], "4D 9B 10C 2D")
    declaring = next(m for m in game.legal_moves() if m.declares)
    game.play(declaring)
    assert game.view(1).round_points[0] == 3
