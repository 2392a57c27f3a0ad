"""Claimed sweeps, trusted or doubted: Scopa a chi fidasse (issue: variant pack II).

Source: seed 000, "A la mierda en fidasse": "tienes la oportunidad de hacer escoba aunque no
tengas la carta de valor correspondiente ... debe decirle al otro '¿confías?' ... si responde
que sí, la escoba queda hecha y no debe mostrarse, mientras que si la respuesta es no, habrá
dos casos posibles: 1. si has dicho que no y la escoba es en realidad falsa, se cancela y se
quita un punto a la persona que hizo la pregunta; 2. si dijiste que no y la escoba es real, se
le quita el punto a los que no han confiado." The cards of a cancelled claim go back on the
table, as the public descriptions of scopa bugiarda say.
"""

from __future__ import annotations

import random

import pytest

from scopa import Card, Game, IllegalMove, Move, Rules
from scopa.ai import make_player
from scopa.ai.knowledge import claim_true_chance
from scopa.core.capture import CompiledRules
from scopa.core.claims import ANSWERS, CLAIM
from scopa.core.events import Answered, Claimed, ClaimSettled, Played, Swept
from scopa.core.sampling import determinize
from tests.helpers import cards, game_with, mask, move

PRESET = "scopa_a_chi_fidasse"
TRUST, DOUBT = Move.answer(True), Move.answer(False)


def claim(text: str, table: str) -> Move:
    return Move.claim(Card.parse(text), cards(table))


def two_seats(hand0: str = "7D 1C 2S", hand1: str = "9C 9D 8B", table: str = "1S 2B 3C 1B") -> Game:
    return game_with(PRESET, [hand0, hand1], table)


# ------------------------------------------------------------------------ the claim
def test_every_card_may_claim_the_whole_table() -> None:
    # "aunque no tengas la carta de valor correspondiente": any card, face down
    game = two_seats()
    claims = [m for m in game.legal_moves() if m.claims]
    assert sorted(str(m.card) for m in claims) == ["1C", "2S", "7D"]
    assert all(m.captured == frozenset(cards("1S 2B 3C 1B")) for m in claims)
    assert move("7D 1S 2B 3C 1B") in game.legal_moves()  # the open sweep is still there


def test_no_claim_without_the_rule_or_on_an_empty_table() -> None:
    scopa = game_with("scopa", ["7D 1C 2S", "9C 9D 8B"], "1S 2B 3C 1B")
    assert not any(m.claims for m in scopa.legal_moves())
    compiled = CompiledRules(Rules.preset(PRESET))
    assert compiled.claims(mask("7D 1C"), 0, False) == []
    with pytest.raises(IllegalMove) as err:
        scopa.play(claim("7D", "1S 2B 3C 1B"))
    assert err.value.code == "cannot_claim"


def test_no_claim_on_the_last_play_where_that_sweep_would_not_score() -> None:
    # sweep.on_last_play is false in Scopa: a claim there would claim nothing
    compiled = CompiledRules(Rules.preset(PRESET))
    assert compiled.claims(mask("7D"), mask("1S 2B 3C 1B"), True) == []
    assert len(compiled.claims(mask("7D"), mask("1S 2B 3C 1B"), False)) == 1


def test_the_claim_asks_the_other_side_and_hides_the_card() -> None:
    game = two_seats()
    events = game.play(claim("1C", "1S 2B 3C 1B"))
    assert [type(e) for e in events] == [Claimed]
    (claimed,) = events
    assert (
        claimed.seat == 0 and claimed.asked == (1,) and claimed.cards == tuple(cards("1S 2B 3C 1B"))
    )
    assert Card.parse("1C") not in claimed  # the event does not carry the card
    assert game.current_player == 1
    assert list(game.legal_moves()) == [TRUST, DOUBT]
    assert game.table == cards("1S 2B 3C 1B")  # the claimed cards stay until it is settled
    with pytest.raises(IllegalMove) as err:
        game.play(move("9C"))
    assert err.value.code == "must_answer"


def test_an_answer_with_no_claim_is_refused() -> None:
    with pytest.raises(IllegalMove) as err:
        two_seats().play(TRUST)
    assert err.value.code == "no_claim"


# ------------------------------------------------------------------------ trusted
def test_trusted_the_sweep_stands_unseen() -> None:
    # "si responde que sí, la escoba queda hecha y no debe mostrarse"
    game = two_seats()
    game.play(claim("1C", "1S 2B 3C 1B"))  # a bluff
    events = game.play(TRUST)
    settled = next(e for e in events if isinstance(e, ClaimSettled))
    assert settled.card is None and settled.upheld and settled.doubter is None
    assert settled.penalty == 0 and settled.value == 1
    assert game.table == [] and game.sweep_counts == [1, 0] and game.sweeps == [1, 0]
    assert set(game.piles[0]) == set(cards("1C 1S 2B 3C 1B"))
    assert game.current_player == 1
    other = game.view(1)
    assert Card.parse("1C") not in other.seen() and Card.parse("1C") in other.unseen()
    assert other.pile_sizes == (5, 0)
    assert game.view(0).face_down == (Card.parse("1C"),)
    assert not any(isinstance(e, Swept | Played) for e in game.history)


def test_trusted_by_every_seat_asked_in_turn_four_players() -> None:
    # four in two teams: the two opponents answer in turn, the partner is not asked
    game = game_with(PRESET, ["1C 2C 3B", "9C 9D 8B", "6C 6D 6B", "10C 10D 10B"], "1S 2B 3C 1B")
    (claimed,) = game.play(claim("1C", "1S 2B 3C 1B"))
    assert claimed.asked == (1, 3)
    assert game.play(TRUST) == [Answered(1, 1, True)]
    assert game.current_player == 3
    events = game.play(TRUST)
    assert isinstance(events[-1], ClaimSettled) and events[-1].upheld
    assert game.current_player == 1  # play goes on after the claimant


# ------------------------------------------------------------------------ doubted
def test_doubted_true_claim_stands_and_costs_the_doubter() -> None:
    game = two_seats()
    game.play(claim("7D", "1S 2B 3C 1B"))  # 7 = 1 + 2 + 3 + 1: true
    events = game.play(DOUBT)
    settled = events[-1]
    assert isinstance(settled, ClaimSettled)
    assert settled.card == Card.parse("7D") and settled.upheld and settled.doubter == 1
    assert settled.penalty_team == 1 and settled.penalty == 1
    assert set(game.piles[0]) == set(cards("7D 1S 2B 3C 1B")) and game.sweep_counts == [1, 0]
    assert Card.parse("7D") in game.view(1).seen()
    assert game.view(0).face_down == ()
    assert game.view(1).claim_points() == (0, -1)


def test_doubted_bluff_is_cancelled_and_costs_the_claimant() -> None:
    game = two_seats()
    game.play(claim("1C", "1S 2B 3C 1B"))
    settled = game.play(DOUBT)[-1]
    assert isinstance(settled, ClaimSettled)
    assert settled.card == Card.parse("1C") and not settled.upheld
    assert settled.penalty_team == 0 and settled.penalty == 1
    assert game.table == cards("1S 2B 3C 1B 1C")  # the card is laid beside the claimed cards
    assert game.piles == [[], []] and game.sweep_counts == [0, 0]
    assert game.current_player == 1
    assert game.view(1).claim_points() == (-1, 0)


def test_claim_penalties_score_in_their_own_category() -> None:
    game = two_seats()
    game.play(claim("1C", "1S 2B 3C 1B"))
    game.play(DOUBT)
    rng = random.Random(3)
    while not game.round_over:
        honest = [m for m in game.legal_moves() if not m.claims]
        game.play(rng.choice(honest))
    result = game.round_results[-1]
    assert result.points[0]["claims"] == -1 and result.points[1]["claims"] == 0
    assert "claims" not in Game(Rules.preset("scopa"), 2, seed=1)._round.score().points[0]


def test_take_back_stops_at_a_card_a_doubt_showed() -> None:
    game = two_seats()
    game.play(claim("1C", "1S 2B 3C 1B"))
    game.play(DOUBT)
    assert game.take_back([1]) is None  # the doubter saw the card: no answering again
    assert game.take_back_stop == "shown"  # said so at the table
    trusted = two_seats()
    trusted.play(claim("1C", "1S 2B 3C 1B"))
    trusted.play(TRUST)
    again = trusted.take_back([1])
    assert again is not None and again.current_player == 1 and again.table == cards("1S 2B 3C 1B")


# ------------------------------------------------------------------------ records
def test_record_and_notation_carry_claims_and_answers() -> None:
    game = two_seats()
    game.play(claim("1C", "1S 2B 3C 1B"))
    game.play(TRUST)
    record = game.record()
    assert record["moves"] == [["1C", "3C", "1S", "1B", "2B", "claim"], ["trust"]]
    assert Game.replay(record).events == game.events
    assert str(claim("1C", "1S 2B 3C 1B")) == "1C x 3C 1S 1B 2B claim" and str(DOUBT) == "doubt"
    assert Move.parse("doubt") == DOUBT and Move.parse("1C 3C 4S claim").claims


# ------------------------------------------------------------------------ what a view knows
def test_a_view_learns_nothing_from_an_unrevealed_claim() -> None:
    """The same table claimed with the card that sweeps (7D) and with a bluff (1C): the
    other seat's view, its legal moves and a computer player's answer are the same."""
    true_claim = two_seats("7D 1C 2S")
    bluff = two_seats("1C 7D 2S")
    true_claim.play(claim("7D", "1S 2B 3C 1B"))
    bluff.play(claim("1C", "1S 2B 3C 1B"))
    assert true_claim.view(1) == bluff.view(1)
    assert true_claim.view(1).legal_raw() == bluff.view(1).legal_raw() == list(ANSWERS)
    for level in ("easy", "medium", "hard"):
        a = make_player(level, seed=4, samples=6).choose(true_claim.view(1))
        b = make_player(level, seed=4, samples=6).choose(bluff.view(1))
        assert a == b and a.is_answer
    true_claim.play(TRUST)
    bluff.play(TRUST)
    assert true_claim.view(1) == bluff.view(1)  # trusted, it stays unseen
    assert true_claim.view(1).unseen() == bluff.view(1).unseen()


def test_sampled_deals_place_the_unseen_claim_anywhere_unseen() -> None:
    game = two_seats()
    game.play(claim("7D", "1S 2B 3C 1B"))
    view = game.view(1)
    compiled = CompiledRules(view.rules)
    rng = random.Random(5)
    drawn = set()
    for _ in range(60):
        rnd = determinize(view, rng, compiled)
        assert rnd.claimant == 0 and rnd.asking == (1,) and rnd.current == 1
        assert rnd.hands[1] == mask("9C 9D 8B")
        places = [*rnd.hands, rnd.table, *rnd.piles, 1 << rnd.claim]
        places.append(sum(1 << i for i in rnd.deck[rnd.pos :]))
        assert sum(p.bit_count() for p in places) == 40
        union = 0
        for p in places:
            union |= p
        assert union == (1 << 40) - 1
        drawn.add(rnd.claim)
    assert len(drawn) > 10  # not the true card: any unseen one
    game.play(TRUST)
    view = game.view(1)
    rnd = determinize(view, rng, compiled)
    assert rnd.piles[0].bit_count() == 5 and rnd.face_down[0].bit_count() == 1
    own = determinize(game.view(0), rng, compiled)
    assert own.piles[0] == mask("7D 1S 2B 3C 1B") and own.face_down[0] == mask("7D")


def test_the_claimants_own_pending_claim_is_its_card() -> None:
    game = game_with(PRESET, ["1C 2C 3B", "9C 9D 8B", "6C 6D 6B", "10C 10D 10B"], "1S 2B 3C 1B")
    game.play(claim("1C", "1S 2B 3C 1B"))
    game.play(TRUST)  # seat 1 trusts; seat 3 is asked
    rnd = determinize(game.view(0), random.Random(1), CompiledRules(game.rules))
    assert rnd.claim == Card.parse("1C").index and rnd.asking == (3,)


# ------------------------------------------------------------------------ the players
def test_a_claim_nobody_could_make_good_is_doubted() -> None:
    # the table adds up to 33: no card takes it all, the claim can only be a bluff
    game = game_with(PRESET, ["1C 2S 4B", "5D 5S 5B"], "5C 9S 9B 10C")
    game.play(claim("1C", "5C 9S 9B 10C"))
    view = game.view(1)
    for level in ("medium", "hard"):
        assert make_player(level, seed=2, samples=4).choose(view) == DOUBT


def test_the_chance_a_claim_is_true_grows_with_the_cards_that_make_it() -> None:
    compiled = CompiledRules(Rules.preset(PRESET))
    table = mask("1S 2B 3C 1B")
    few = mask("7D 1C 2C 2S 5B 6B")  # one Seven among six unseen cards
    many = mask("7D 7C 7B 1C 2C 5B")  # three
    assert claim_true_chance(compiled, table, few, 3) < claim_true_chance(compiled, table, many, 3)
    assert claim_true_chance(compiled, table, mask("1C 2C 5B"), 3) == 0.0


def test_greedy_never_claims_and_easy_claims_now_and_then() -> None:
    game = two_seats("9B 8C 10S", "9C 9D 8B")  # 1S 2B 3C 1B add up to 7: nothing to take
    assert not make_player("greedy", seed=1).choose(game.view(0)).claims
    chosen = [make_player("easy", seed=s).choose(game.view(0)) for s in range(200)]
    bluffs = sum(m.claims for m in chosen)
    assert 0 < bluffs < 60  # a beginner's bluff, now and then
    sweeping = two_seats()  # the 7D sweeps 1S 2B 3C 1B
    chosen = [make_player("easy", seed=s).choose(sweeping.view(0)) for s in range(200)]
    hidden = [m for m in chosen if m.claims]
    assert hidden and all(m.card == Card.parse("7D") for m in hidden)  # its own sweep
    assert any(m == move("7D 1S 2B 3C 1B") for m in chosen)  # or shown


def test_every_level_answers_and_claims_with_legal_moves_through_a_match() -> None:
    for players in (2, 3, 4):
        game = Game(Rules.preset(PRESET), players, seed=21)
        levels = ["hard", "medium", "random", "easy"]
        seats = [make_player(levels[s % 4], seed=s, samples=3) for s in range(players)]
        while not game.match_over:
            if game.round_over:
                game.next_round()
            seat = game.current_player
            chosen = seats[seat].choose(game.view(seat))
            assert chosen in game.legal_moves()
            game.play(chosen)
        assert any(isinstance(e, ClaimSettled) for e in game.events)


def test_claim_flag_rides_above_the_card_bits() -> None:
    assert CLAIM > (1 << 40) and claim("1C", "1S 2B 3C 1B")[1] & ((1 << 40) - 1) == mask(
        "1S 2B 3C 1B"
    )


def test_a_card_every_seat_sees_cannot_be_played_face_down() -> None:
    # a house rule with declarations too: a declared hand is played face up from then on
    rules = Rules.from_yaml("extends: tuzzulicchio\nclaims: {sweep: true}\n")
    game = game_with(rules, ["1D 1C 5S", "9C 9D 8B"], "4C 6S 7B 10B")
    game.play(move("5S declare"))  # two Aces: 3, the hand shown
    game.play(move("8B"))
    assert game.view(0).shown_cards()[0] == tuple(cards("1D 1C"))
    assert not any(m.claims for m in game.legal_moves())
    assert not any(m[1] & CLAIM for m in game.view(0).legal_raw())


def test_hard_plays_a_house_rule_with_declarations_and_claims() -> None:
    rules = Rules.from_yaml("extends: tuzzulicchio\nclaims: {sweep: true}\n")
    game = Game(rules, 2, seed=8)
    seats = [make_player("hard", seed=1, samples=2), make_player("medium", seed=2)]
    while not game.round_over:
        seat = game.current_player
        chosen = seats[seat].choose(game.view(seat))
        assert chosen in game.legal_moves()
        game.play(chosen)


def test_a_claim_with_the_wild_card_leaves_nothing_readied_for_the_next_play() -> None:
    """Cirulla with claims (a house rule): the declarations' hook readied the wild card's
    rank, then the claim made the whole play; the rank stayed for whatever came next."""
    from scopa.core.capture import CompiledRules
    from scopa.core.cards import Card
    from scopa.core.engine import Round

    data = Rules.preset("cirulla").to_data()
    data["claims"] = {"sweep": True}
    rules = Rules.from_data(data)
    assert rules.check() == []
    wild, table = Card.parse("7C"), Card.parse("5D").bit | Card.parse("2D").bit
    rnd = Round.from_state(
        CompiledRules(rules), rules.teams(2), 1,
        hands=[wild.bit | Card.parse("2S").bit, Card.parse("3S").bit], table=table,
        piles=[0, 0], sweeps=[0, 0], sweep_counts=[0, 0], stock=[], current=0,
        last_capturer=None, wild_rank=7,
    )  # fmt: skip
    rnd.play(wild.index, CLAIM | table)
    assert rnd.claim == wild.index and rnd.asking == (1,)
    assert (rnd.rank, rnd.taking, rnd.telling) == (0, 0, None)
