"""Seven and eight seats on the forty-card deck: which deals fit, who sits with whom.

Seed 001 (001_94fa44a64c2c1dd4.txt, the 52-card game: "se puede jugar una partida de scopa
con 8 jugadores ... Se colocan 4 cartas boca arriba sobre la mesa y se reparten 3 a cada
jugador durante 2 rondas (52 = 4 + 3 * 8 * 2)") is the one source for eight players; with
forty cards a house rule must make the table and the hands fit (tests/crowded_table.yaml).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scopa import Game, Rules, RulesError
from scopa.core.rules import PLAYER_COUNTS
from tests.helpers import deck_for, move

CROWDED = Path(__file__).with_name("crowded_table.yaml")


def crowded() -> Rules:
    return Rules.load(CROWDED)


def test_two_to_eight_players_may_sit() -> None:
    assert PLAYER_COUNTS == (2, 3, 4, 5, 6, 7, 8)


@pytest.mark.parametrize(
    ("count", "said"),
    [
        (7, "7 players cannot share evenly the 36 cards left once the table is laid"),
        (8, "8 players cannot share evenly the 36 cards left once the table is laid"),
    ],
)
def test_a_deal_of_four_up_and_threes_is_refused_for_seven_and_eight(count: int, said: str) -> None:
    # 40 - 4 = 36 cards for the hands: neither 7 nor 8 divides it, so some would be left over
    text = f"extends: scopa\nplayers: {{counts: [{count}], default: {count}}}"
    with pytest.raises(RulesError, match=said):
        Rules.from_yaml(text)


def test_hands_bigger_than_the_deck_allows_are_refused_for_eight() -> None:
    # 8 up leaves 32 cards: 8 hands of 5 would need 40
    text = (
        "extends: scopa\nplayers: {counts: [8], default: 8}\n"
        "deal: {by_players: {8: {hand: 5, table: 8}}}"
    )
    with pytest.raises(RulesError, match="8 players with 5 cards each need more than the 32"):
        Rules.from_yaml(text)


def test_the_crowded_table_deals_every_card_to_five_to_eight_seats() -> None:
    rules = crowded()
    assert rules.check() == []
    plans = {n: rules.deal_plan(n) for n in rules.players.counts}
    assert {n: (p.table, p.hands) for n, p in plans.items()} == {
        5: (5, (3, 3, 1)),
        6: (4, (3, 3)),
        7: (5, (3, 2)),
        8: (8, (2, 2)),
    }
    for n, plan in plans.items():
        assert plan.left == 0 and plan.table + n * sum(plan.hands) == 40


@pytest.mark.parametrize(
    ("eight", "teams"),
    [
        ("alone", (0, 1, 2, 3, 4, 5, 6, 7)),
        ("four_teams_of_two", (0, 1, 2, 3, 0, 1, 2, 3)),  # partners opposite: 4 seats apart
        ("two_teams_of_four", (0, 1, 0, 1, 0, 1, 0, 1)),  # alternate seats
    ],
)
def test_eight_players_sit_alone_or_in_teams_never_beside_a_partner(
    eight: str, teams: tuple[int, ...]
) -> None:
    rules = crowded().replace(players={"eight": eight})
    assert rules.teams(8) == teams
    assert all(teams[s] != teams[(s + 1) % 8] for s in range(8))
    assert rules.players.team_size(8) == 8 // len(set(teams))


def test_six_and_four_keep_their_teams() -> None:
    scopa = Rules.preset("scopa")
    assert scopa.teams(4) == (0, 1, 0, 1)
    assert scopa.teams(6) == (0, 1, 0, 1, 0, 1)
    assert scopa.replace(players={"six": "three_teams_of_two"}).teams(6) == (0, 1, 2, 0, 1, 2)
    assert crowded().teams(6) == tuple(range(6))  # the crowded table's six: each alone
    assert crowded().teams(7) == tuple(range(7))  # seven always alone


def test_an_elimination_game_refuses_eight_in_teams() -> None:
    with pytest.raises(RulesError, match="with 8 players the seats are in teams"):
        crowded().replace(
            players={"eight": "four_teams_of_two"},
            match={"objective": "lose", "elimination": True},
        )


def test_eight_partners_opposite_pool_their_captures() -> None:
    # Eight in four teams of two (seats s and s + 4): a dealt deck, 2 each and 8 up. Seat 0
    # takes 7C with 7D, seat 4 takes 8C with 8D: both land on team 0's pile.
    rules = crowded().replace(players={"eight": "four_teams_of_two"})
    hands = ["7D 1D", "2D 3D", "4D 5D", "6D 1C", "8D 2C", "3C 4C", "5C 6C", "1S 2S"]
    table = "7C 9C 9S 9B 10C 10S 8C 8S"
    game = Game(rules, 8, deck=deck_for(hands, table))
    assert sorted(map(str, game.table)) == sorted(table.split())
    for text in ("7D 7C", "2D", "4D", "1C", "8D 8C"):
        game.play(move(text))
    piles = [sorted(map(str, p)) for p in game.piles]
    assert piles == [["7C", "7D", "8C", "8D"], [], [], []]
    assert game.view(4).teams == (0, 1, 2, 3, 0, 1, 2, 3)


@pytest.mark.parametrize(
    ("players", "eight"), [(7, "alone"), (8, "alone"), (8, "two_teams_of_four")]
)
def test_every_computer_level_plays_a_round_at_seven_and_eight_seats(
    players: int, eight: str
) -> None:
    # No level knows the player count: each asks its view, and only legal moves come back.
    from scopa.ai import make_player

    rules = crowded().replace(players={"eight": eight})
    game = Game(rules, players, seed=11)
    levels = ["easy", "medium", "hard", "greedy"]
    seats = [
        make_player(levels[s % 4], s, samples=2)
        if levels[s % 4] == "hard"
        else make_player(levels[s % 4], s)
        for s in range(players)
    ]
    while not game.round_over:
        seat = game.current_player
        chosen = seats[seat].choose(game.view(seat))
        assert chosen in game.legal_moves()
        game.play(chosen)
    assert sum(len(p) for p in game.piles) == 40  # the last capturer took what was left


def test_new_match_offers_seven_and_eight_and_seats_eight_at_the_table() -> None:
    # A house-rule file that allows them: New match offers 5 to 8 players, names the four
    # teams of two A to D, and Start sits eight at a table the computer plays on.
    import shutil

    from scopa.store import paths
    from scopa.ui import i18n
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.newmatch import NewMatch
    from scopa.ui.scenes.table import TableScene

    i18n.set_language("en")
    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(CROWDED, folder / CROWDED.name)
    app = App(None, size=(1280, 800))
    try:
        setup = NewMatch(app)
        app.push(setup)
        setup._variant(next(i for i, v in enumerate(setup.variants) if v.path and v.rules))
        players = next(r for r in setup.rows if r.label == i18n.t("players")).widgets[0]
        assert [n for n, _ in players.options] == [5, 6, 7, 8]
        setup._players(7)
        assert len(setup.seats) == 7
        setup.use_rules(setup.rules.replace(players={"eight": "four_teams_of_two"}))
        setup._players(8)
        labels = [r.label for r in setup.rows if r.label.startswith("Seat")]
        assert labels[3] == "Seat 4 (team D)" and labels[7] == "Seat 8 (team D)"
        players = next(r for r in setup.rows if r.label == i18n.t("players")).widgets[0]
        assert players.options[-1][1] == "8 players, 4 teams of 2"
        setup.seats = ["cpu:easy"] * 8
        setup.start()
        app.run_frames(30)
        assert isinstance(app.top, TableScene)
        assert app.top.model.view.players == 8 and len(set(app.top.model.view.teams)) == 4
    finally:
        app.close()


@pytest.mark.parametrize(
    ("lang", "seven", "pairs"),
    [
        ("en", "Seven players: each plays alone.", "Eight players: four teams of two"),
        ("it", "In sette: ognuno gioca per sé.", "In otto: quattro coppie"),
        ("es", "Siete jugadores: cada uno juega por su cuenta.", "Ocho jugadores: cuatro parejas"),
    ],
)
def test_the_rules_screen_says_how_seven_and_eight_sit(lang: str, seven: str, pairs: str) -> None:
    from scopa.ui.rules_text import explain

    rules = crowded().replace(players={"eight": "four_teams_of_two"})

    def players_text(count: int) -> str:
        sections = explain(rules, lang, players=count)
        return " ".join(next(s for s in sections if s.key == "players").paragraphs)

    assert seven in players_text(7)
    assert pairs in players_text(8)
    deal = " ".join(next(s for s in explain(rules, lang, players=8) if s.key == "deal").paragraphs)
    assert "8" in deal  # the eight face up of the crowded table's deal for eight
    if lang == "en":  # seven share 35 cards as three, then two each: the screen says so
        deal7 = explain(rules, lang, players=7)
        said = " ".join(next(s for s in deal7 if s.key == "deal").paragraphs)
        assert "With 7 players, the last deal is two cards each." in said


def test_a_match_of_eight_is_saved_and_continued() -> None:
    # The autosave after every move holds eight seats like any other table.
    import random

    from scopa.store.saves import MatchSetup, load_autosave, save_match

    game = Game(crowded().replace(players={"eight": "two_teams_of_four"}), 8, seed=5)
    rng = random.Random(5)
    for _ in range(12):
        game.play(rng.choice(game.legal_moves()))
    seats = ["human"] + ["cpu:easy", "cpu:medium", "cpu:hard"] * 2 + ["cpu:easy"]
    save_match(game, MatchSetup(seats=seats))
    saved, problem = load_autosave()
    assert problem is None and saved is not None
    assert saved.setup.seats == seats and saved.game.events == game.events
    assert saved.game.teams == (0, 1, 0, 1, 0, 1, 0, 1)
