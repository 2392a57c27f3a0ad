"""Properties of the core over random matches of every preset and player count."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from scopa import CARDS, Game, MatchWon, Move, Outcome, Rules, Swept, Termination
from scopa.core.cards import ALL_CARDS, to_mask

SETUPS = [(name, count) for name in Rules.presets() for count in Rules.preset(name).players.counts]

HOUSE_RULES = [
    "extends: scopa\nscoring: {ties: everybody}\nmatch: {target: 5}",
    "extends: scopa\ncapture: {compulsory: hand}\nsweep: {on_last_play: true}",
    "extends: escoba\ncapture: {compulsory: none}\nscoring: {sevens_tiebreak: primiera}",
    "extends: napola\nmatch: {all_coins_wins: true, cappotto: 7}",
    "extends: scopa\ncapture: {modes: [match, sum, fifteen], fewest_cards: [fifteen],"
    " leftovers: nobody}\nplayers: {six: three_teams_of_two}",
    "extends: asso_piglia_tutto\ncapture: {ace: {sweep: true, ace_on_table: takes_all}}",
    "extends: scopa\nsweep: {value: cards_taken}\nscoring: {primiera_scale: most_sevens}",
    "extends: scopa_libia\nmatch: {coins_reset: 8}\nplayers: {four: alone}",
    "extends: folla_a_undici\ncapture: {fewest_cards: [eleven], compulsory: hand}",
    "extends: frac\nmatch: {rounds: 1, first_dealer_card: 10D}",
    "extends: scopone_romano\ndeal: {hand: 9, table: 4}\nmatch: {rounds: 2, tie_card: 7D}",
    "extends: punti_a_denari\nplayers: {four: alone}\nmatch: {first_dealer_card: 1B}",
    "extends: scopa\nplayers: {counts: [5], default: 5}\ndeal: {by_players: {5: {hand: 3, "
    "table: 5}}}\nmatch: {target: 7}",
    "extends: scopa\nplayers: {counts: [3, 4], default: 3, four: alone}\n"
    "match: {target: 6, objective: lose}",
    "extends: scopa\nplayers: {counts: [3, 4, 5], default: 4, four: alone}\n"
    "deal: {by_players: {5: {hand: 7, table: 5}}}\n"
    "match: {target: 5, objective: lose, elimination: true, ties_play_on: false}",
    "extends: mariscal\nplayers: {four: alone}\nsweep: {by_card: {10S: -4, 1D: 0}}\n"
    "scoring: {napola_cap: 6, card_points: [{cards: 10S, points: -1}, {cards: 8D, beside: 7D,"
    " points: 1}, {cards: 8S, beside: 10S, points: -1}, {cards: 8D 9D 10D, all: true,"
    " points: 5}]}\nmatch: {target: 9, objective: lose}",
    "extends: scopa_a_chi_fidasse\nplayers: {four: alone}\nclaims: {bluff_penalty: 3, "
    "doubt_penalty: 0}\nsweep: {on_last_play: true}",
    "extends: tuzzulicchio\nclaims: {sweep: true}\nplayers: {counts: [2, 3]}",
    "extends: scopa_di_differenza\ncapture: {fewest_cards: [difference], compulsory: hand}",
    "extends: scopa_inversa\ncapture: {modes: [match, sum, difference, eleven],"
    " match_forbids_sums: false}\nplayers: {four: alone}",
    "extends: modulo_sette\ncapture: {modulo: 5, compulsory: none}\nsweep: {value: cards_taken}",
    "extends: cirulla\ncapture: {modes: [match, sum], modulo: 7}",
    "extends: cirulla\ndeal: {redeal_dealer: next}\nplayers: {counts: [2, 3, 4], four: alone}",
    "extends: asso_piglia_tutto\ncapture: {modes: [match, sum, fifteen], ace: {free_choice: "
    "true}}\nscoring: {primiera_scale: most_by_rank}",
    "extends: scopa\nmatch: {rounds: per_dealer, ties_play_on: false}\ndeal: {redeal: "
    "[{rank: 10, at_least: 2}], redeal_dealer: next}",
    "extends: scopa_52\nmatch: {objective: lose}\nscoring: {primiera_scale: most_by_rank}",
]

SLOW = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def accounted(game: Game) -> None:
    """Every card is in exactly one place: a hand, the table, a pile or the stock."""
    rnd = game._round
    claimed = 1 << rnd.claim if rnd.claim >= 0 else 0  # face down, awaiting its answers
    stock = to_mask(ALL_CARDS[i] for i in rnd.deck[rnd.pos :])
    places = [*rnd.hands, rnd.table, *rnd.piles, stock, claimed]
    union = 0
    for place in places:
        assert union & place == 0, "a card is in two places"
        union |= place
    if game.rules.capture.leftovers == "last_capturer" or not game.round_over:
        assert union == game.rules.deck.cards.mask, "a card went missing"
    for team, top in enumerate(rnd.tops):  # a pile's top card lies in that pile
        assert top < 0 or rnd.piles[team] >> top & 1, "a pile top is not in its pile"


def pick(game: Game, rng: random.Random) -> Move:
    """A random legal move, but a claimed sweep only now and then: a player claiming at
    random with every card loses points faster than the rounds give them, and its match
    would never reach the target."""
    moves = game.legal_moves()
    honest = [m for m in moves if not m.claims]
    if honest and len(honest) < len(moves) and rng.random() < 0.9:
        return rng.choice(honest)
    return rng.choice(moves)


def play_out(game: Game, rng: random.Random, check: bool = True) -> None:
    while not game.match_over:
        if game.round_over:
            game.next_round()
        if check:
            accounted(game)
        last = game._round.to_play == 1
        events = game.play(pick(game, rng))
        if last and not game.rules.sweep.on_last_play:
            assert not any(isinstance(e, Swept) for e in events), "a sweep on the last play"
        if check:
            accounted(game)


@SLOW
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32))
def test_every_card_is_accounted_for_after_every_move(setup: tuple[str, int], seed: int) -> None:
    name, players = setup
    game = Game(Rules.preset(name), players, seed=seed)
    rng = random.Random(seed)
    for _ in range(3):
        while not game.round_over:
            accounted(game)
            game.play(rng.choice(game.legal_moves()))
            accounted(game)
        if game.match_over:
            break
        game.next_round()


def strict_winner(game: Game) -> None:
    """One side won: the highest score (the lowest, in a losing game; the last one left, in
    an elimination game, where a draw among the last ones level is allowed by the rules)."""
    match = game.rules.match
    assert game.match_over and game.outcome is not None
    assert game.events[-1] == MatchWon(game.round_number, game.outcome, tuple(game.scores))
    why = game.outcome.termination
    if match.elimination:
        if game.winner is None:
            assert not match.ties_play_on and game.outcome == Outcome(Termination.DRAWN)
            return
        assert game.seats_in == [game.winner] and len(game.out) == game.players - 1
        assert game.loser is None or game.loser in game.out
        return
    rounds = game.rules.round_count(game.players)
    if game.winner is None:  # level after the last of set rounds, where a tie does not play on
        assert rounds is not None and not match.ties_play_on
        assert game.outcome == Outcome(Termination.DRAWN) and game.round_number == rounds
        return
    best = game.scores[game.winner]
    if match.objective == "lose":
        if game.rules.plays_to_target:
            assert max(game.scores) >= game.target
        else:  # a round per dealer: the rounds decide, never the target
            assert game.round_number >= game.players and why == Termination.ROUNDS
        assert all(best < s for t, s in enumerate(game.scores) if t != game.winner)
        return
    assert best >= game.target or why != Termination.TARGET
    if why == Termination.ALL_COINS:  # all ten coins in one round win outright
        assert match.all_coins_wins
        assert sum(c.suit == "coins" for c in game.piles[game.winner]) == 10
        return
    if why == Termination.TIE_CARD:  # level at the end: the named card decided
        assert all(best >= s for s in game.scores)
        return
    assert all(best > s for t, s in enumerate(game.scores) if t != game.winner)


@SLOW
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32))
@example(setup=("cirulla", 4), seed=680)  # all ten coins in round 3 win from behind
def test_every_match_of_every_preset_ends_with_one_strict_winner(
    setup: tuple[str, int], seed: int
) -> None:
    name, players = setup
    game = Game(Rules.preset(name), players, seed=seed)
    play_out(game, random.Random(seed), check=False)
    strict_winner(game)


@SLOW
@given(text=st.sampled_from(HOUSE_RULES), seed=st.integers(0, 2**32), data=st.data())
def test_house_rule_matches_end_and_keep_every_card(text: str, seed: int, data) -> None:
    rules = Rules.from_yaml(text)
    players = data.draw(st.sampled_from(rules.players.counts))
    game = Game(rules, players, seed=seed)
    play_out(game, random.Random(seed))
    strict_winner(game)


# Five to eight seats on forty cards (tests/crowded_table.yaml), eight also in teams
CROWDED = Path(__file__).with_name("crowded_table.yaml")
CROWDED_SETUPS = [(n, "alone") for n in (5, 6, 7, 8)] + [
    (8, "four_teams_of_two"),
    (8, "two_teams_of_four"),
]


@pytest.mark.parametrize(("players", "eight"), CROWDED_SETUPS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_crowded_tables_play_to_one_winner_and_keep_every_card(
    players: int, eight: str, seed: int
) -> None:
    rules = Rules.load(CROWDED).replace(players={"eight": eight})
    game = Game(rules, players, seed=seed)
    assert len(set(game.teams)) == players // rules.players.team_size(players)
    play_out(game, random.Random(seed))
    strict_winner(game)


@SLOW
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32), cut=st.integers(0, 200))
def test_replaying_a_record_reproduces_state_and_events(
    setup: tuple[str, int], seed: int, cut: int
) -> None:
    name, players = setup
    game = Game(Rules.preset(name), players, seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if game.match_over:
            break
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    again = Game.replay(game.record())
    assert again.events == game.events
    assert again.hands == game.hands and again.table == game.table
    assert again.scores == game.scores and again.current_player == game.current_player
    assert again.record() == game.record()


@SLOW
@given(seed=st.integers(0, 2**32), deck_seed=st.integers(0, 2**32))
def test_a_given_deck_fixes_the_first_round(seed: int, deck_seed: int) -> None:
    deck = list(CARDS)
    random.Random(deck_seed).shuffle(deck)
    a = Game(Rules.preset("scopone_scientifico"), 4, deck=deck, seed=seed)
    b = Game(Rules.preset("scopone_scientifico"), 4, deck=deck, seed=seed + 1)
    assert a.hands == b.hands
    assert [c for h in a.hands for c in h[:1]] == deck[:4]
