"""The table model, state by state, without pygame: a seat's view and the public events in,
the turn's state and the moves to make out."""

from __future__ import annotations

import subprocess
import sys

from scopa import Card, Game, Move, Rules
from scopa.core.events import Dealt, Played
from scopa.ui.table.model import (
    Ask,
    Choosing,
    Confirming,
    FromHand,
    Idle,
    Over,
    Passing,
    Play,
    Refuse,
    Seats,
    TableModel,
    Unseen,
    Waiting,
)
from tests.helpers import game_with

C = Card.parse


def choice_game() -> Game:
    """Seat 0 to play; its 7D takes 3C+4S or 2B+5S."""
    return game_with("scopa", ["7D 1C 8S", "9C 10C 6B"], "3C 4S 2B 5S")


def model_of(game: Game, kinds: str = "human,cpu:easy", seat: int = 0, **kw: bool) -> TableModel:
    return TableModel(Seats(kinds.split(",")), game.view(seat), **kw)


def test_the_model_needs_no_pygame() -> None:
    code = "import sys, scopa.ui.table.model; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_whose_turn_decides_idle_waiting_and_over() -> None:
    game = choice_game()
    model = model_of(game)
    assert model.state == Idle() and model.my_turn
    game.play(game.legal_moves()[2])  # 1C laid on the table
    model.played(game.view(0))
    assert model.state == Waiting(1) and not model.my_turn
    while not game.round_over:
        game.play(game.legal_moves()[0])
    model.observe(game.view(0))
    assert model.state == Over() and not model.my_turn


def test_a_card_with_one_move_is_played_and_the_move_is_the_cores() -> None:
    game = choice_game()
    model = model_of(game)
    outcome = model.pick(C("1C"))
    assert outcome == Play(next(m for m in game.legal_moves() if m.card == C("1C")))


def test_confirm_before_playing_waits_for_the_same_card_again() -> None:
    game = choice_game()
    model = model_of(game, confirm=True)
    assert model.pick(C("1C")) == Ask(C("1C"))
    assert model.state == Confirming(C("1C")) and model.armed == (C("1C"), None)
    assert model.pick(C("8S")) == Ask(C("8S"))  # another card: that one waits instead
    assert isinstance(model.pick(C("8S")), Play)


def test_several_captures_open_the_choice_with_the_cores_sets() -> None:
    game = choice_game()
    model = model_of(game)
    assert model.pick(C("7D")) is None
    state = model.state
    assert isinstance(state, Choosing) and state.card == C("7D")
    assert set(state.options) == set(game.capture_options(C("7D")))
    model.cycle(1)
    assert model.choosing is not None and model.choosing.choice == 1
    model.cycle(1)
    assert model.choosing.choice == 0  # round again
    outcome = model.take(1)
    assert outcome == Play(Move(C("7D"), state.options[1]))


def test_picking_table_cards_narrows_the_sets_and_refuses_one_in_none() -> None:
    game = choice_game()
    model = model_of(game)
    model.pick(C("7D"))
    refused = model.pick_table(C("9C"))  # in the other hand: in no set
    assert isinstance(refused, Refuse) and refused.move.card == C("7D")
    outcome = model.pick_table(C("2B"))  # only one set holds it: that set is taken
    assert outcome == Play(Move(C("7D"), frozenset({C("2B"), C("5S")})))


def test_escape_puts_the_choice_down() -> None:
    model = model_of(choice_game())
    model.pick(C("7D"))
    model.cancel()
    assert model.state == Idle() and model.choosing is None


def test_a_drop_on_a_card_the_play_cannot_take_lays_it_or_is_refused() -> None:
    game = choice_game()
    model = model_of(game)
    laid = model.pick(C("1C"), C("3C"))  # the Ace takes nothing here: dropped, it is laid
    assert laid == Play(Move(C("1C"))) and Move(C("1C")) in game.legal_moves()
    outcome = model.pick(C("7D"), C("9C"))  # the seven must take: a wrong card is refused
    assert isinstance(outcome, Refuse) and outcome.move.captured == frozenset({C("9C")})
    dropped = model.pick(C("7D"), C("4S"))  # the drop names the set
    assert dropped == Play(Move(C("7D"), frozenset({C("3C"), C("4S")})))


def test_no_intent_counts_when_it_is_not_this_seats_turn() -> None:
    game = choice_game()
    game.play(game.legal_moves()[2])
    model = model_of(game)
    assert model.state == Waiting(1)
    assert model.pick(C("7D")) is None and model.take() is None


def test_hot_seat_passes_the_device_and_shows_one_hand_at_a_time() -> None:
    game = choice_game()
    model = model_of(game, "human,human")
    assert model.state == Passing(0) and not model.may_see(0) and not model.may_see(1)
    model.reveal(0, game.view(0))
    assert model.state == Idle() and model.may_see(0) and not model.may_see(1)
    game.play(game.legal_moves()[2])
    model.played(game.view(0))
    assert model.state == Passing(1) and model.shown_seat is None
    model.reveal(1, game.view(1))
    assert model.bottom == 1 and model.view.hand == tuple(game.hands[1])
    assert model.state == Idle() and model.may_see(1) and not model.may_see(0)


def test_hot_seat_hands_the_next_player_no_keyboard_card_of_the_last_ones() -> None:
    # seat 0 picked its third card with the keyboard; seat 1's third card was shown lifted
    game = choice_game()
    model = model_of(game, "human,human")
    model.reveal(0, game.view(0))
    model.move_focus(1, 3)
    model.move_focus(1, 3)
    assert model.focus == 1
    game.play(game.legal_moves()[2])
    model.played(game.view(0))
    assert model.focus is None
    model.reveal(1, game.view(1))
    assert model.focus is None


def test_the_events_a_screen_may_know_hide_every_other_hand() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=3)
    model = model_of(game)
    shown = model.public(game.events)
    hidden = set(game.hands[1])
    for ev in shown:
        assert not (isinstance(ev, Dealt) and ev.card in hidden)
    unseen = [ev for ev in shown if isinstance(ev, Unseen)]
    assert len(unseen) == 3 and all(ev.seat == 1 for ev in unseen)
    assert [ev.card for ev in shown if isinstance(ev, Dealt) and ev.seat == 0] == game.hands[0]
    game.play(game.legal_moves()[0])
    model.played(game.view(0))
    move = game.legal_moves()[0]
    index = game.hands[1].index(move.card)
    events = model.public(game.play(move), index)
    first = events.index(next(e for e in events if isinstance(e, Played)))
    assert events[first - 1] == FromHand(1, 1, index)


def test_the_demo_shows_the_first_seat_and_a_single_player_their_own() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=1)
    demo = model_of(game, "cpu:easy,cpu:easy")
    assert demo.may_see(0) and not demo.may_see(1) and isinstance(demo.state, Waiting)
    four = Game(Rules.preset("scopone"), 4, seed=1)
    mine = model_of(four, "human,cpu:easy,cpu:easy,cpu:easy")
    assert [mine.may_see(s) for s in range(4)] == [True, False, False, False]


def test_the_arrows_walk_the_hand_round() -> None:
    model = model_of(choice_game())
    model.move_focus(-1, 3)
    assert model.focus == 2
    model.move_focus(1, 3)
    assert model.focus == 0
