"""Cicera, the 52-card game of Brescia, each rule on a fixed deck.

Sources: VARIANTS.md, section 7 ("Cicera": deal 12 each + 4 up [PCi, WCi, RG], seed 000's
13 each contradicted; numerals by equal card or sum, J, C and K only the same figure, capture
not compulsory [RG]; in play 1 each [THC]: scopa, picchiata, bager, piccola; end of round:
cards 2 (26-26: 1 each), most swords 1 [WCi, RG] or 2 [PAR], napula in swords, 2S 10S and the
Fante of swords 1 each [PAR], all 13 swords win the match, target 51 (41/31/21)), and seed
000's Cicera passage (13 each, none up). THC (thanoscardgames, "Cicera"): a point "if you
play a card which captures a set of three or more cards from the table": the piccola counts
the table cards taken, not the played card.
"""

from __future__ import annotations

import random

import pytest

from scopa import Game, Outcome, Rules, Termination
from scopa.ai import make_player
from scopa.core.capture import CompiledRules
from scopa.core.cards import Deck, to_mask
from scopa.core.events import MatchWon, PlayScored, Swept
from scopa.core.scoring import score_masks
from tests.helpers import cards, game_with, mask, round_state

CICERA = "cicera"


def rules(**parts: object) -> Rules:
    """Cicera dealt 3 at a time (4 up, then 3 each four times: 52), for short fixed decks."""
    base = Rules.preset(CICERA).replace(deal={"hand": 3, "table": 4})
    return base.replace(**parts) if parts else base


def takes(game: Game, card: str) -> set[tuple[str, ...]]:
    return {
        tuple(sorted(map(str, m.captured)))
        for m in game.legal_moves()
        if str(m.card) == card and m.captured
    }


def test_the_preset_loads_with_52_french_cards_four_in_pairs_to_51() -> None:
    """VARIANTS.md 7: 12 each and 4 on the table, four in partnerships; target 51 (41/31/21)."""
    r = Rules.preset(CICERA)
    assert r.deck.cards is Deck.of(13) and r.deck.art == "french"
    assert r.players.counts == (4,) and r.teams(4) == (0, 1, 0, 1)
    plan = r.deal_plan(4)
    assert (plan.table, plan.hands, plan.left) == (4, (12,), 0)
    assert r.match.target == 51 and r.match.other_targets == (41, 31, 21)
    game = Game(r, 4, seed=3)
    assert [len(h) for h in game.hands] == [12] * 4 and len(game.table) == 4
    assert game.stock_count == 0


def test_thirteen_each_and_none_up_is_a_house_rule() -> None:
    """Seed 000 deals 13 each: ``deal: {hand: 13, table: 0}``."""
    r = Rules.preset(CICERA).replace(deal={"hand": 13, "table": 0})
    plan = r.deal_plan(4)
    assert (plan.table, plan.hands, plan.left) == (0, (13,), 0)
    game = Game(r, 4, seed=1)
    assert [len(h) for h in game.hands] == [13] * 4 and game.table == []


def test_figures_take_only_the_same_figure_and_numerals_take_by_rank_or_sum() -> None:
    """VARIANTS.md 7 [RG]: "numerals 1-10 by equal card or sum. J, C and K take only the same
    figure" (in Scopa a 52 carte a King, 13, takes a 6 and a 7)."""
    game = game_with(
        rules(), ["13D 11S 10C", "1B 2B 3B", "4B 5B 6B", "7B 8B 9B"], table="6C 7S 11C 4D"
    )
    assert takes(game, "13D") == set()  # no sum for a King
    assert takes(game, "11S") == {("11C",)}  # the Jack takes the Jack
    assert takes(game, "10C") == {("4D", "6C")}  # the numerals as usual
    s52 = game_with(Rules.preset("scopa_52"), ["13D 11S 10C", "1B 2B 3B"], table="6C 7S 11C 4D")
    assert takes(s52, "13D") == {("6C", "7S")}


def test_a_figure_is_never_taken_in_a_sum() -> None:
    compiled = CompiledRules(rules())
    assert compiled.options(12, mask("12C 5S 7D")) == (mask("12C"),)
    assert mask("12C") not in [o for o in compiled.options(5, mask("12C 5S"))]
    assert compiled.options(13, mask("12C 1S")) == ()


def test_capture_is_not_compulsory() -> None:
    """VARIANTS.md 7 [RG]: "Capture is not compulsory"."""
    game = game_with(rules(), ["7D 1C 2C", "1B 2B 3B", "4B 5B 6B", "7B 8B 9B"], table="7S 3D 4D 5D")
    laid = [m for m in game.legal_moves() if str(m.card) == "7D" and not m.captured]
    assert laid


def _play(game: Game, text: str) -> list:
    for m in game.legal_moves():
        if str(m.card) == text.split()[0] and sorted(map(str, m.captured)) == sorted(
            text.split()[1:]
        ):
            return game.play(m)
    raise AssertionError(f"no move {text}")


def test_the_picchiata_takes_the_card_just_laid_with_one_of_its_rank() -> None:
    """THC: "one point if you capture the card just played by the player to the left by
    playing a card of the same rank"."""
    game = game_with(
        rules(), ["5C 1C 2C", "5S 1B 2B", "4B 5B 6B", "7B 8B 9B"], table="10D 9D 8D 13C"
    )
    _play(game, "5C")  # seat 0 lays the 5C
    events = _play(game, "5S 5C")  # seat 1 takes it with the 5S
    scored = [e for e in events if isinstance(e, PlayScored)]
    assert [(e.seat, e.kinds, e.value) for e in scored] == [(1, ("last_laid",), 1)]
    game.play(next(m for m in game.legal_moves() if str(m.card) == "4B" and not m.captured))
    game.play(next(m for m in game.legal_moves() if str(m.card) == "7B" and not m.captured))
    game.play(next(m for m in game.legal_moves() if str(m.card) == "1C" and not m.captured))
    # the 4B was laid two turns ago: taking it now is no picchiata (the 1C was laid last)
    events = _play(game, "1B 1C")
    assert [e.kinds for e in events if isinstance(e, PlayScored)] == [("last_laid",)]
    assert game._round.plays == [[0, 0, 0], [2, 0, 0]]


def test_the_bager_is_a_capture_all_of_one_suit() -> None:
    """THC: "a point for a capture in a single suit - that is, the card you play and the
    cards you capture from the table all belong to the same suit"."""
    game = game_with(
        rules(), ["5S 1C 2C", "1B 2B 3B", "4B 5B 6B", "7B 8B 9B"], table="2S 3S 6D 13C"
    )
    events = _play(game, "5S 2S 3S")
    assert [e.kinds for e in events if isinstance(e, PlayScored)] == [("one_suit",)]
    game = game_with(
        rules(), ["5S 1C 2C", "1B 2B 3B", "4B 5B 6B", "7B 8B 9B"], table="2S 3D 6D 13C"
    )
    events = _play(game, "5S 2S 3D")
    assert not [e for e in events if isinstance(e, PlayScored)]


def test_the_piccola_takes_three_or_more_table_cards_and_adds_to_a_sweep() -> None:
    """THC: a point "if you play a card which captures a set of three or more cards from the
    table"; a capture which is also a sweep (and a bager) scores each (stated default)."""
    game = game_with(
        rules(), ["10D 1C 4C", "1B 2B 3B", "4B 5B 6B", "7B 8B 9B"], table="2C 3S 5C 13C"
    )
    events = _play(game, "10D 2C 3S 5C")
    assert [e.kinds for e in events if isinstance(e, PlayScored)] == [("many_cards",)]
    game = game_with(
        rules(), ["10D 1C 4C", "1B 2B 3B", "4B 5B 6B", "7B 8B 9B"], table="2C 3S 5C 4D"
    )
    events = _play(game, "10D 3S 5C 2C")
    assert not any(isinstance(e, Swept) for e in events)  # 4D left
    two = game_with(
        rules(), ["10D 1C 2C", "1B 2B 3B", "4B 5B 6B", "7B 8B 9B"], table="6C 4S 13B 12D"
    )
    events = _play(two, "10D 4S 6C")
    assert not [e for e in events if isinstance(e, PlayScored)]  # two table cards
    compiled = CompiledRules(rules())
    sweep = mask("1D 2D 3D 4D")  # all coins, four cards, the whole table
    assert compiled.play_points(Card_index("10D"), sweep, -1) == (0, 1, 1)
    assert compiled.play_score(Card_index("10D"), sweep, sweep, False) == 3  # sweep + both


def Card_index(text: str) -> int:
    return cards(text)[0].index


def test_in_play_points_count_in_the_round_score() -> None:
    rnd = round_state(rules(), ["10D", "1B", "4B", "7B"], "1D 2D 3D 4D")
    rnd.play(Card_index("10D"), mask("1D 2D 3D 4D"))
    assert rnd.plays == [[0, 1, 1], [0, 0, 0]]
    points = rnd.score().points[0]
    assert (points["scope"], points["one_suit"], points["many_cards"]) == (1, 1, 1)
    assert points["last_laid"] == 0


def test_end_of_round_cards_swords_napula_and_the_three_swords() -> None:
    """VARIANTS.md 7: cards 2 (26-26: 1 each), most swords 1, napula in swords (A-2-3 = 3,
    + run), 2S, 10S and the Fante (J) of swords 1 each [PAR]."""
    r = Rules.preset(CICERA)
    deck = Deck.of(13)
    swords = to_mask(cards("1S 2S 3S 4S 5S 6S 7S 10S 11S"))  # 9 swords, A to 7 in a run
    rest = [c.bit for c in deck.cards if not swords & c.bit]
    pile = swords | sum(rest[:17])  # 26 cards
    result = score_masks(r, [pile, deck.mask & ~pile], [0, 0])
    mine, theirs = result.points
    assert mine["cards"] == 1 and theirs["cards"] == 1  # 26-26
    assert mine["coins"] == 1 and theirs["coins"] == 0  # the most swords: 9 of 13
    assert mine["napola"] == 7  # A to 7 of swords
    for card in ("2S", "10S", "11S"):  # each its own line of the summary
        assert mine[f"card:{card}"] == 1 and theirs[f"card:{card}"] == 0
    more = pile | rest[17]
    result = score_masks(r, [more, deck.mask & ~more], [0, 0])
    assert [p["cards"] for p in result.points] == [2, 0]
    house = r.replace(scoring={"coins": 2})  # Parlett's 2 for the swords
    assert score_masks(house, [pile, deck.mask & ~pile], [0, 0]).points[0]["coins"] == 2


def test_the_other_presets_keep_coins_and_their_ties() -> None:
    scopa = Rules.preset("scopa")
    assert scopa.scoring.suit == "D" and scopa.scoring.napola_suit == "D"
    assert scopa.match.all_suit_wins is None


def test_all_thirteen_swords_win_the_match() -> None:
    """VARIANTS.md 7: "All 13 swords wins the match"."""
    r = Rules.preset(CICERA)
    game = Game(r, 4, seed=5)
    swords = Deck.of(13).suit_masks[2]
    rnd = round_state(
        r, ["1B", "2B", "3B", "4B"], piles=["13S 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S 11S 12S", ""]
    )
    assert rnd.piles[0] == swords
    assert game._match_decision(rnd) == Outcome(Termination.ALL_SUIT, 0)
    rnd = round_state(r, ["1B", "2B", "3B", "4B"], piles=["1S 2S", ""])
    assert game._match_decision(rnd) is None  # 2 of 13: the match goes on


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_replay_of_the_record_reproduces_a_cicera_match_with_its_in_play_points(
    seed: int,
) -> None:
    game = Game(Rules.preset(CICERA), 4, seed=seed)
    rng = random.Random(seed)
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        game.play(rng.choice(game.legal_moves()))
    assert any(isinstance(e, PlayScored) for e in game.events)
    again = Game.replay(game.record())
    assert again.events == game.events and again.scores == game.scores


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_computer_level_plays_a_whole_match_to_one_winner(level: str) -> None:
    r = Rules.preset(CICERA).replace(match={"target": 11})  # a shorter match, same play
    game = Game(r, 4, seed=7)
    players = [
        make_player(level, s, samples=1) if level == "hard" else make_player(level, s)
        for s in range(4)
    ]
    while not game.match_over:
        if game.round_over:
            game.next_round()
            continue
        seat = game.current_player
        game.play(players[seat].choose(game.view(seat)))
    won = [e for e in game.events if isinstance(e, MatchWon)]
    assert len(won) == 1 and won[0].outcome.winner is not None


def test_the_computer_sees_in_play_points_through_the_core() -> None:
    compiled = CompiledRules(rules())
    idx = Card_index("5S")
    both = mask("2S 3S")
    assert compiled.play_score(idx, both, both | mask("13C"), False) == 1  # the bager
    assert compiled.sweep_score(idx, both, both | mask("13C"), False) == 0


def test_the_house_rules_panel_offers_the_new_fields() -> None:
    from scopa.ui.scenes.house_rules import GROUPS

    paths = {o.path for _, options in GROUPS for o in options}
    assert ("capture", "figures") in paths and ("play_points", "last_laid") in paths
    assert ("play_points", "one_suit") in paths and ("play_points", "many_cards") in paths


def test_the_napula_run_goes_on_into_the_figures_of_a_52_card_deck() -> None:
    # VARIANTS.md section 7, Cicera: "Napula in swords (A-2-3 = 3, +run)"; in a 52-card deck
    # the run does not stop at the 10: A to K of swords is a run of 13.
    r = Rules.preset(CICERA)
    every = to_mask(cards("1S 2S 3S 4S 5S 6S 7S 8S 9S 10S 11S 12S 13S"))
    assert score_masks(r, [every, 0], [0, 0]).points[0]["napola"] == 13
    gap = to_mask(cards("1S 2S 3S 4S 5S 6S 7S 8S 9S 10S 12S 13S"))  # no Jack: the run ends
    assert score_masks(r, [gap, 0], [0, 0]).points[0]["napola"] == 10
