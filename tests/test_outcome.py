"""How a match ended is one value: ``Game.outcome`` (None while it goes on), carried whole by
its ``MatchWon`` event, over the network too, and read by the screens and the statistics."""

from __future__ import annotations

import pytest

from scopa import Game, MatchWon, Outcome, Rules, Termination
from scopa.net import codec
from tests import golden


def test_the_outcome_is_none_until_the_end_then_the_last_event_carries_it() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=golden.SEED)
    assert game.outcome is None and not game.match_over
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        game.play(golden.policy(list(game.legal_moves()), len(game.moves)))
        if not game.match_over:
            assert game.outcome is None
    won = game.events[-1]
    assert isinstance(won, MatchWon) and won.outcome is game.outcome
    assert game.outcome == Outcome(Termination.TARGET, 1)  # tests/golden/scopa-2.txt
    assert (game.winner, game.loser) == (1, None)  # read from the outcome, not kept apart


@pytest.mark.parametrize(
    ("preset", "players", "outcome"),
    [
        # tests/golden: the losing game names who lost, the elimination game too
        ("folla_per_non_prendere", 4, Outcome(Termination.TARGET_LOSES, 0, 1)),
        ("scopone_romano_al_contrario", 5, Outcome(Termination.LAST_LEFT, 4, 2)),
        ("scopa_52", 4, Outcome(Termination.ROUNDS, 1)),
    ],
)
def test_each_way_a_match_ends_is_one_outcome(preset: str, players: int, outcome: Outcome) -> None:
    assert golden.play(preset, players).outcome == outcome


def test_the_match_end_travels_whole_and_checked() -> None:
    won = MatchWon(3, Outcome(Termination.LAST_LEFT, 4, 2), (24, 23, 31, 21, 25))
    data = codec.encode_event(won)
    assert data["outcome"] == {"termination": "last_left", "winner": 4, "loser": 2}
    assert codec.decode_event(data) == won
    drawn = dict(data, outcome={"termination": "drawn", "winner": 4, "loser": None})
    with pytest.raises(codec.CodecError, match="drawn match has no winner"):
        codec.decode_event(drawn)
    made_up = dict(data, outcome={"termination": "resigned", "winner": 4, "loser": None})
    with pytest.raises(codec.CodecError, match="one of target"):
        codec.decode_event(made_up)


def test_a_drawn_match_names_no_winner_and_every_other_one() -> None:
    assert Outcome(Termination.DRAWN).winner is None
    with pytest.raises(ValueError):
        Outcome(Termination.DRAWN, 0)
    with pytest.raises(ValueError):
        Outcome(Termination.TARGET)


def test_a_match_here_and_one_at_another_computer_read_its_end_from_one_place() -> None:
    from scopa.core.outcome import Decided
    from scopa.ui.table.remote import RemoteGame

    for name in ("match_over", "winner", "loser"):
        assert getattr(Game, name) is getattr(Decided, name), name
        assert getattr(RemoteGame, name) is getattr(Decided, name), name


def test_a_seat_at_another_computer_reads_winner_and_loser_from_the_hosts_last_event() -> None:
    from types import SimpleNamespace

    from scopa.ui.table.remote import RemoteGame

    told: list = []
    seat = RemoteGame(SimpleNamespace(told=told))  # type: ignore[arg-type]
    assert (seat.match_over, seat.winner, seat.loser) == (False, None, None)
    told.append(MatchWon(7, Outcome(Termination.TARGET_LOSES, 0, 1), (12, 31)))
    assert (seat.match_over, seat.winner, seat.loser) == (True, 0, 1)
    told.append(MatchWon(8, Outcome(Termination.DRAWN), (5, 5)))  # the last one says
    assert (seat.match_over, seat.winner, seat.loser) == (True, None, None)
