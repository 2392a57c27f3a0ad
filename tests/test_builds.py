"""Builds on the table (Escoba de granja), each rule on a fixed deck.

Source: seed 000, passage "escoba de granja": "Añade la regla de poder jugar una carta encima
de una de las que hay en la mesa, si tienes una carta que te permita capturar a ambas en la
siguiente tirada. Otros jugadores pueden capturar la granja jugando una carta de puntuación
igual a la suma de las de la granja, o aumentando el valor de la granja agregando una carta,
pero deben respetar la regla de tener una carta que pueda capturar la granja en la siguiente
ronda. Al capturar la masía, si hay una carta en la mesa con un valor igual a la masía, esta
también es capturada. En el cálculo de la puntuación no se considera el primo, pero el 2 ♦
vale 1 punto". Where it is silent, the readings in config/rules/escoba_de_granja.yaml.
"""

from __future__ import annotations

import random

import pytest

from scopa import CARDS, Game, IllegalMove, Move, Rules
from scopa.ai import LEVELS, make_player
from scopa.core.builds import BUILD, Build
from scopa.core.capture import CompiledRules
from scopa.core.cards import RANK_MASKS, parse_cards
from scopa.core.events import Built, Captured, Played, TableCleared
from scopa.core.sampling import sample_position
from scopa.core.scoring import score_round
from scopa.core.view import TableBuild
from tests.helpers import game_with, mask, move, round_state

GRANJA = "escoba_de_granja"


def _built_seven() -> Game:
    """Seat 0 holds 3C 7B 1S, seat 1 7D 5D 6D; on the table 4S 7S 2B 10S."""
    return game_with(GRANJA, ["3C 7B 1S", "7D 5D 6D"], "4S 7S 2B 10S")


def test_the_preset_is_scopa_for_two_or_four_in_pairs_with_builds() -> None:
    """Seed: "Se juega en dos o cuatro (en parejas)"; the seed lists it among the variants of
    Italian Scopa, so the rest is Scopa."""
    rules = Rules.preset(GRANJA)
    assert rules.players.counts == (2, 4) and rules.teams(4) == (0, 1, 0, 1)
    assert rules.capture.builds.allowed and rules.capture.builds.takes_equal
    assert rules.capture.modes == Rules.preset("scopa").capture.modes
    assert not Rules.preset("scopa").capture.builds.allowed


def test_a_card_is_built_on_a_table_card_when_a_card_of_the_total_is_kept() -> None:
    """Seed: "jugar una carta encima de una de las que hay en la mesa, si tienes una carta que
    te permita capturar a ambas en la siguiente tirada": 3C on 4S, keeping 7B."""
    game = _built_seven()
    build = move("3C on 4S build")
    assert build in game.legal_moves() and build.builds and not build.captured
    events = game.play(build)
    assert [type(e) for e in events] == [Played, Built]
    assert events[0].captured == ()
    assert events[1] == Built(1, 0, 0, parse_cards("3C")[0], tuple(parse_cards("4S")), 7)
    assert game.builds == (TableBuild(tuple(parse_cards("4S 3C")), 7, 0, True),)
    assert set(parse_cards("4S 3C")) <= set(game.table)
    assert game.view(1).builds == game.builds  # public: cards, value, owner


def test_no_build_without_a_card_to_take_it() -> None:
    """Seed: "si tienes una carta que te permita capturar a ambas": without a 7 in hand the
    3 cannot be built on the 4; over 10 no card could take it."""
    game = game_with(GRANJA, ["3C 6B 8S", "7D 5D 6D"], "4S 7S 2B 10S")
    assert move("3C on 4S build") not in game.legal_moves()
    with pytest.raises(IllegalMove) as err:
        game.play(move("3C on 4S build"))
    assert err.value.code == "build_needs_card" and err.value.params["value"] == 7
    with pytest.raises(IllegalMove) as err:
        game.play(move("8S on 7S build"))
    assert err.value.code == "build_too_high" and err.value.params["value"] == 15


def test_a_build_is_taken_only_whole_with_the_table_card_of_its_value() -> None:
    """Seed: "capturar la granja jugando una carta de puntuación igual a la suma" and "Al
    capturar la masía, si hay una carta en la mesa con un valor igual a la masía, esta
    también es capturada"; a build's cards are not taken apart (reading: Hoyle)."""
    game = _built_seven()
    game.play(move("3C on 4S build"))
    seven = parse_cards("7D")[0]
    options = set(game.capture_options(seven))
    assert options == {frozenset(parse_cards("7S")), frozenset(parse_cards("3C 4S 7S"))}
    assert move("7D 7S 3C 4S") in game.legal_moves()
    assert move("7D 3C 4S") not in game.legal_moves()  # the equal card goes with it
    assert move("7D") not in game.legal_moves()  # a card that can capture is not laid
    with pytest.raises(IllegalMove) as err:
        game.play(move("7D 3C 4S"))
    assert err.value.code == "build_whole"
    events = game.play(move("7D 7S 3C 4S"))
    assert any(isinstance(e, Captured) for e in events)
    assert game.builds == () and sorted(game.piles[1]) == sorted(parse_cards("7D 7S 3C 4S"))


def test_a_build_card_is_never_taken_by_rank_nor_in_a_sum() -> None:
    """A build is one unit of its value: the 4 inside it is no 4, nor part of a 6."""
    game = game_with(GRANJA, ["3C 7B 1S", "4D 6D 5D"], "4S 2B 9S 10S")
    game.play(move("3C on 4S build"))
    assert game.capture_options(parse_cards("4D")[0]) == []
    assert set(game.capture_options(parse_cards("6D")[0])) == set()  # 4S + 2B: 4S is built
    with pytest.raises(IllegalMove) as err:
        game.play(move("4D 4S"))
    assert err.value.code == "build_whole"


def test_a_build_is_raised_on_the_same_condition_and_changes_owner() -> None:
    """Seed: "o aumentando el valor de la granja agregando una carta, pero deben respetar la
    regla de tener una carta que pueda capturar la granja": 2D on the 7 makes 9, keeping 9C."""
    game = game_with(GRANJA, ["3C 7B 1S", "2D 9C 5D"], "4S 6S 2B 10S")
    game.play(move("3C on 4S build"))
    raised = move("2D on 3C 4S build")
    assert raised in game.legal_moves()
    events = game.play(raised)
    assert events[-1].value == 9 and events[-1].onto == tuple(parse_cards("4S 3C"))
    assert game.builds == (TableBuild(tuple(parse_cards("4S 3C 2D")), 9, 1, True),)
    assert game.capture_options(parse_cards("7B")[0]) == []  # the 7 no longer takes it


def test_no_raise_without_the_card_to_take_it() -> None:
    """Seed: raising must "respetar la regla de tener una carta que pueda capturar la
    granja": 2D on the 7 would make 9, and no 9 is held."""
    game = game_with(GRANJA, ["3C 7B 1S", "2D 5D 6D"], "4S 6S 2B 10S")
    game.play(move("3C on 4S build"))
    with pytest.raises(IllegalMove) as err:
        game.play(move("2D on 3C 4S build"))
    assert err.value.code == "build_needs_card" and err.value.params["value"] == 9


OWN_RAISE = (["1S 3C 6D", "9D 9C 9B"], "2B 5S 8S 10S")


def test_the_owner_raises_its_own_build() -> None:
    """Reading (Hoyle, "Increasing Builds": "there is no reason why a player should be
    denied a privilege which is freely granted"): the owner may raise its own build. 1S on
    2B makes 3 (keeping 3C); then 3C on it makes 6 (keeping 6D)."""
    game = game_with(GRANJA, *OWN_RAISE)
    game.play(move("1S on 2B build"))
    game.play(move("9D"))
    assert move("3C on 1S 2B build") in game.legal_moves()
    game.play(move("3C on 1S 2B build"))
    assert game.builds == (TableBuild(tuple(parse_cards("2B 1S 3C")), 6, 0, True),)


def test_raise_by_others_keeps_an_owner_off_its_own_build() -> None:
    """The house rule ``raise_by: others`` (the seed's "Otros jugadores ... aumentando")."""
    others = Rules.from_yaml(f"extends: {GRANJA}\ncapture: {{builds: {{raise_by: others}}}}")
    game = game_with(others, *OWN_RAISE)
    game.play(move("1S on 2B build"))
    game.play(move("9D"))
    assert move("3C on 1S 2B build") not in game.legal_moves()
    with pytest.raises(IllegalMove) as err:
        game.play(move("3C on 1S 2B build"))
    assert err.value.code == "cannot_raise"
    with pytest.raises(IllegalMove) as err:
        game.play(move("3C on 7B build"))
    assert err.value.code == "not_on_table"


def test_a_build_taken_that_empties_the_table_is_a_scopa() -> None:
    """Reading: a capture that empties the table is a scopa, a build's as any other."""
    rnd = round_state(GRANJA, ["7D 5D", "6D 8D"], "3C 4S")
    rnd.builds = (Build(mask("3C 4S"), 7, 1, True),)
    assert (parse_cards("7D")[0].index, mask("3C 4S")) in rnd.legal()
    rnd.play(parse_cards("7D")[0].index, mask("3C 4S"))
    assert rnd.sweeps[0] == 1 and rnd.table == 0 and rnd.builds == ()


def test_builds_left_at_the_end_go_to_the_last_capturer() -> None:
    """Reading (Casino: "the last player who made a capture also wins any cards left on the
    table"): a build left at the end is table cards, taken with the rest."""
    rnd = round_state(GRANJA, ["9B", "5D"], "3C 4S 6S", last_capturer=1)
    rnd.builds = (Build(mask("3C 4S"), 7, 0, False),)
    rnd.events, rnd.arrival = [], [0] * 40
    rnd.play(parse_cards("9B")[0].index, 0)
    rnd.play(parse_cards("5D")[0].index, 0)
    assert rnd.over and rnd.table == 0 and rnd.builds == ()
    cleared = [e for e in rnd.events if isinstance(e, TableCleared)]
    assert cleared and set(cleared[0].cards) == set(parse_cards("3C 4S 6S 9B 5D"))
    assert rnd.piles[1] == mask("3C 4S 6S 9B 5D")


def test_scoring_has_no_primiera_and_the_two_of_coins_scores() -> None:
    """Seed: "En el cálculo de la puntuación no se considera el primo, pero el 2 ♦ vale 1
    punto"."""
    rules = Rules.preset(GRANJA)
    mine = parse_cards("7C 7S 7B 6C 6S 6B 1C 1S 1B 5C 5S 5B 2D")
    rest = [c for c in CARDS if c not in mine]
    ours, theirs = score_round(rules, [mine, rest], [0, 0])
    assert "primiera" not in ours and "primiera" not in theirs
    assert {k: v for k, v in ours.items() if v} == {"card:2D": 1}
    assert {k: v for k, v in theirs.items() if v} == {"cards": 1, "coins": 1, "settebello": 1}


def test_the_sampler_deals_the_owner_a_card_of_its_builds_value() -> None:
    """Seed: "si tienes una carta que te permita capturar": the builder holds a card of the
    build's value, so every deal the other seat samples gives it one."""
    game = game_with(GRANJA, ["3C 7B 1S", "8D 5D 6D"], "4S 9S 2B 10S")
    game.play(move("3C on 4S build"))
    view = game.view(1)
    compiled = CompiledRules(view.rules)
    rng = random.Random(4)
    for _ in range(200):
        hands, _ = sample_position(view, rng, compiled)
        assert hands[0] & RANK_MASKS[7], "the builder holds a 7"
    real = sum(c.bit for c in game.hands[0])
    assert real & RANK_MASKS[7]  # what the sampler asks for is true of the real hand


def test_the_pledge_ends_when_the_owner_plays_a_card_of_that_value() -> None:
    """Once the owner has played a card of the value, nothing says it still holds one: the
    sampler may then deal it none."""
    game = game_with(GRANJA, ["3C 7B 7C", "8D 5D 6D"], "4S 7S 2B 10S")
    game.play(move("3C on 4S build"))
    game.play(move("5D"))
    game.play(move("7C 7S"))  # a loose 7 alone: the build stays
    assert game.builds[0].pledged is False
    view = game.view(1)
    compiled = CompiledRules(view.rules)
    rng = random.Random(1)
    hands = [sample_position(view, rng, compiled)[0][0] for _ in range(20)]
    assert any(not h & RANK_MASKS[7] for h in hands)


def test_a_build_move_reads_writes_and_replays() -> None:
    game = _built_seven()
    build = Move.parse("3C on 4S build")
    assert build[1] == BUILD | mask("4S") and Move.from_data(build.to_data()) == build
    assert str(build) == "3C on 4S build" and repr(build).startswith("Move.build(")
    game.play(build)
    game.play(move("7D 7S 3C 4S"))
    again = Game.replay(game.record())
    assert again.events == game.events and again.builds == game.builds


def test_rules_without_builds_refuse_a_build() -> None:
    game = game_with("scopa", ["3C 7B 1S", "7D 5D 6D"], "4S 9S 2B 10S")
    with pytest.raises(IllegalMove) as err:
        game.play(move("3C on 4S build"))
    assert err.value.code == "no_builds"


@pytest.mark.parametrize("players", [2, 4])
def test_every_level_finishes_a_match_with_builds(players: int) -> None:
    rules = Rules.preset(GRANJA)
    for level in LEVELS:
        game = Game(rules, players, seed=11)
        seats = [
            make_player(level if s % 2 == 0 else "easy", seed=s, samples=2) for s in range(players)
        ]
        while not game.match_over:
            if game.round_over:
                game.next_round()
            game.play(seats[game.current_player].choose(game.view(game.current_player)))
        assert game.winner is not None


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_rules_screen_explains_builds_with_legal_examples(lang: str) -> None:
    from scopa.ui.rules_text import explain

    capture = next(s for s in explain(Rules.preset(GRANJA), lang) if s.key == "capture")
    kinds = [e.kind for e in capture.examples]
    assert "build" in kinds and "build_take" in kinds
    word = {"en": "build", "it": "granja", "es": "granja"}[lang]
    assert sum(word in p for p in capture.paragraphs) >= 4
    plain = next(s for s in explain(Rules.preset("scopa"), lang) if s.key == "capture")
    assert not any(e.kind.startswith("build") for e in plain.examples)


def test_the_table_makes_a_build_when_a_card_is_dropped_on_a_table_card() -> None:
    """The table (no pygame): dropping a card on a table card it cannot take builds on it;
    a click offers every move the core has for the card, the build among them. The moves
    come from the view."""
    from scopa.ui.table.model import Play, Seats, TableModel

    game = _built_seven()
    model = TableModel(Seats(["human", "cpu:easy"]), game.view(0))
    three, four = parse_cards("3C 4S")
    assert model.pick(three, four) == Play(Move.build(three, [four]))
    assert model.pick(three) is None
    choosing = model.choosing
    assert choosing is not None and choosing.builds
    assert set(choosing.moves) == {m for m in game.legal_moves() if m.card == three}
    assert set(choosing.moves) == {move("3C"), Move.build(three, [four])}
    assert model.pick_table(four) == Play(Move.build(three, [four]))  # the card it goes on


def test_a_hint_for_a_build_says_what_it_is_worth() -> None:
    from scopa.ai.hints import explain

    game = _built_seven()
    build = move("3C on 4S build")
    advice = explain(game.view(0), (build.card_index, build[1]))
    assert advice.code == "build" and advice.values == {"n": 7} and advice.move == build


def test_builds_with_declared_hands_are_refused_as_a_rules_conflict() -> None:
    """The engine's build moves leave out declarations: the rules file is told so."""
    from scopa import RulesError

    with pytest.raises(RulesError) as err:
        Rules.from_yaml(f"extends: {GRANJA}\ndeclarations: {{wild: 7C}}")
    assert err.value.first.code == "builds_with_declarations"


@pytest.mark.parametrize(
    ("extra", "code"),
    [
        ("capture: {steal: {pile_top: true}}", "builds_with_steals"),
        ("claims: {sweep: true}", "builds_with_claims"),
    ],
)
def test_builds_with_steals_or_claims_are_refused_as_a_rules_conflict(
    extra: str, code: str
) -> None:
    """A build is a table object the steal and claim moves know nothing of."""
    from scopa import RulesError

    with pytest.raises(RulesError) as err:
        Rules.from_yaml(f"extends: {GRANJA}\n{extra}\n")
    assert err.value.first.code == code


def test_the_table_lights_where_a_hand_card_would_build() -> None:
    """Hovering or dragging a card shows the table cards it may be laid on as a build."""
    from types import SimpleNamespace

    from scopa.ui.table.view import build_targets

    game = _built_seven().view(0)  # 3C 7B 1S in hand; 4S 7S 2B 10S on the table
    frame = SimpleNamespace(model=SimpleNamespace(view=game))
    assert build_targets(frame, CARDS[12]) == [CARDS[23]]  # the 3C on the 4S, keeping 7B
    assert build_targets(frame, CARDS[20]) == [CARDS[31]]  # the Ace on the 2B, keeping 3C
    assert build_targets(frame, CARDS[36]) == []  # the 7B: no total it holds a card for
