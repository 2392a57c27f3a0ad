"""The review of a player's plays: graded by Hard's search from what the seat knew."""

from __future__ import annotations

import random

import pytest

from scopa import CARDS, Game, Move, Rules
from scopa.ai import REASONS, Review, accuracy, make_player, review
from scopa.ai.review import plays_of
from tests.helpers import game_with, reshuffled_twin

CASES = [(p, n) for p in Rules.presets() for n in Rules.preset(p).players.counts]


def _check(reviews: list[Review], record: dict, seat: int) -> None:
    """Every review is of a play of ``seat``, in order, and says a consistent thing."""
    game = Game.replay(record)
    mine = [i for i, s in enumerate(game.move_seats) if s == seat]
    assert [r.move_number for r in reviews] == mine
    for r in reviews:
        assert r.played == Move.from_data(record["moves"][r.move_number])
        assert r.reason in REASONS
        assert r.loss >= 0 and r.spread >= 0
        if r.reason in ("best", "only_move"):
            assert r.loss == 0.0 and r.best == r.played
        else:
            assert r.loss > 0 and r.best != r.played
        assert r.loss <= r.spread + 1e-9
    assert 0 <= accuracy(reviews) <= 100


def _played(game: Game, *moves: str) -> dict:
    for text in moves:
        game.play(Move.parse(text))
    return game.record()


def test_a_missed_sweep_is_named_and_costs_what_the_sweep_was_worth() -> None:
    deal = (["7C 2S 9B", "1S 8B 5C"], "1D 2C 3S 1B")  # the seven sweeps 1 + 2 + 3 + 1
    first = review(_played(game_with("scopa", *deal), "9B"), 0)[0]
    assert first.move_number == 0 and first.played == Move.parse("9B")
    assert first.best == Move.parse("7C x 1D 2C 3S 1B") and first.reason == "missed_sweep"
    assert first.loss > 0.7  # a sweep is a point, and the cards with it
    swept = review(_played(game_with("scopa", *deal), "7C x 1D 2C 3S 1B"), 0)
    assert swept[0].reason == "best" and swept[0].loss == 0.0
    assert swept[0].best == swept[0].played == Move.parse("7C x 1D 2C 3S 1B")
    assert accuracy(swept) == 100.0 > accuracy([first])


def test_a_table_left_open_to_a_sweep_is_named() -> None:
    # after a sweep and the other's six, a four laid makes 10, which a ten sweeps; the nine
    # makes 15, which no card takes at once
    game = game_with("scopa", ["7C 4B 9D", "8B 10C 6S"], "1D 2C 3S 1B")
    reviews = review(_played(game, "7C x 1D 2C 3S 1B", "6S", "4B"), 0)
    assert [r.reason for r in reviews] == ["best", "left_sweep"]
    assert reviews[1].loss > 0.1 and reviews[1].best == Move.parse("9D")


@pytest.mark.parametrize(("preset", "players", "moves"), [("scopa", 2, 9), ("scopone", 4, 13)])
def test_the_same_review_whatever_the_hidden_cards_were(
    preset: str, players: int, moves: int
) -> None:
    """Two records whose seat 0 saw the same things, but whose other hands and stock hold
    the cards it never saw in other places, give seat 0 the same review."""
    rules = Rules.preset(preset)
    rng = random.Random(5)
    deck = list(CARDS)
    rng.shuffle(deck)
    game = Game(rules, players, deck=deck, seed=0)
    seats = [make_player("medium", s) for s in range(players)]
    for _ in range(moves):
        game.play(seats[game.current_player].choose(game.view(game.current_player)))
    twin = reshuffled_twin(game, deck, 0, rng)
    assert twin.hands[0] == game.hands[0] and twin.view(0) == game.view(0)
    assert twin.hands[1:] != game.hands[1:]  # what seat 0 never saw lies elsewhere
    mine, theirs = review(game.record(), 0, samples=6), review(twin.record(), 0, samples=6)
    assert mine == theirs
    assert any(r.spread > 0 for r in mine)  # something was graded, not only forced plays
    _check(mine, game.record(), 0)


def test_a_review_is_the_same_for_a_seed() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=21)
    seats = [make_player("easy", 1), make_player("medium", 2)]
    while not game.round_over:
        game.play(seats[game.current_player].choose(game.view(game.current_player)))
    record = game.record()
    first = review(record, 0, seed=4, samples=8)
    assert review(record, 0, seed=4, samples=8) == first
    _check(first, record, 0)
    assert len(first) == 18  # every play of the seat in a round of two players
    _check(review(record, 1, seed=4, samples=8), record, 1)


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_every_preset_and_player_count_is_reviewed(preset: str, players: int) -> None:
    rules = Rules.preset(preset)
    game = Game(rules, players, seed=3)
    seats = [make_player("easy", s) for s in range(players)]  # claims, bluffs and answers too
    while not game.round_over:
        game.play(seats[game.current_player].choose(game.view(game.current_player)))
    record = game.record()
    for seat in {0, players - 1}:
        _check(review(record, seat, samples=1), record, seat)


def test_a_time_budget_still_reviews_every_play() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=8)
    seats = [make_player("random", 1), make_player("medium", 2)]
    while not game.round_over:
        game.play(seats[game.current_player].choose(game.view(game.current_player)))
    record = game.record()
    reviews = review(record, 0, time_budget=0.0)  # one sampled deal a play, at least
    _check(reviews, record, 0)


def test_a_match_of_several_rounds_reviews_the_plays_of_every_round() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=2)
    rng = random.Random(2)
    while game.round_number < 3 or not game.round_over:
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    record = game.record()
    reviews = review(record, 1, samples=1)
    _check(reviews, record, 1)
    assert {r.round_number for r in reviews} == {1, 2, 3}


def test_a_record_that_is_not_one_or_a_seat_not_in_it_is_refused() -> None:
    record = Game(Rules.preset("scopa"), 2, seed=1).record()
    with pytest.raises(ValueError, match="seats"):
        review(record, 2)
    with pytest.raises(ValueError, match="seats"):
        review(record, True)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        review({"version": 1, "moves": "7C"}, 0)
    with pytest.raises(ValueError):
        review([], 0)  # type: ignore[arg-type]
    for bad in (
        {k: v for k, v in record.items() if k != "players"},
        {**record, "rules": 3},
        {**record, "moves": [5]},
        {**record, "moves": [["zz"]]},
        {**record, "moves": [["7C"]] * 40},  # a card not in hand, then again
    ):
        with pytest.raises(ValueError):
            review(bad, 0)
    assert review(record, 0) == [] and list(plays_of(record, 1)) == []


def test_accuracy_is_the_share_of_what_was_at_stake_kept() -> None:
    card = Move.parse("7C")

    def graded(loss: float, spread: float) -> Review:
        return Review(0, card, card, loss, "weaker_play" if loss else "best", spread, 1)

    assert accuracy([]) == 100.0
    assert accuracy([graded(0.0, 0.0)]) == 100.0  # no choice: nothing at stake
    assert accuracy([graded(0.0, 2.0), graded(1.0, 2.0)]) == 75.0
    assert accuracy([graded(3.0, 3.0)]) == 0.0


def test_a_coin_laid_where_another_card_would_do_is_named() -> None:
    # nothing takes anything: the four of coins laid is one the others may take, where the
    # four of swords beside it would be laid as well and give away no coin
    game = game_with("scopa", ["4D 4S 5B", "5S 6B 7S"], "8C 9S 10C 10B")
    reviews = review(_played(game, "4D"), 0)
    assert reviews[0].reason == "gave_coin" and reviews[0].loss > 0
    assert reviews[0].best.card.suit != "D"


def test_a_last_take_given_up_in_the_last_deal_is_named() -> None:
    """Once every card left is known (the last deal of two players), the search follows the
    line to the round's end: a play that lets the others take last, and so take what is left
    on the table, is named for it."""
    from scopa.ai.review import Grader, plays_of

    named = []
    for seed in range(40):
        game = Game(Rules.preset("scopa"), 2, seed=seed)
        seats = [make_player("easy", seed), make_player("medium", seed + 1)]
        while not game.round_over:
            game.play(seats[game.current_player].choose(game.view(game.current_player)))
        record = game.record()
        reviews = {r.move_number: r for r in review(record, 0, samples=4)}
        for number, view, _move in plays_of(record, 0):
            r = reviews[number]
            if r.reason == "lost_last_take":
                assert view.stock_count == 0 and r.loss > 0
                raw = (r.played.card_index, r.played[1]), (r.best.card_index, r.best[1])
                assert Grader(0).takes_last(view, *raw) == (False, True)
                named.append(number)
        if len(named) >= 2:
            break
    assert len(named) >= 2
