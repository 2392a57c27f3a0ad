"""Rubamazzo and Rubamazzo a somma: piles stolen by their top card (``capture.steal``), each
rule pinned by a fixed deck and its source passage (seed 000, "Robar" and "Robar por sumas";
VARIANTS.md section 5, with its keys WR, SAP, IG, S0)."""

from __future__ import annotations

import random

import pytest

from scopa import Card, Game, IllegalMove, Move, Rules
from scopa.core.capture import CompiledRules
from scopa.core.engine import Round
from scopa.core.events import Captured, Played, Stole, Swept
from scopa.core.steal import STEAL_SHIFT, steal_flag, take_of
from scopa.store.saves import MatchSetup, load_autosave, save_match
from tests.helpers import cards, game_with, mask, move

RUBA = "rubamazzo"
SOMMA = "rubamazzo_a_somma"


def c(text: str) -> Card:
    return Card.parse(text)


def piles(game: Game) -> list[set[Card]]:
    return [set(p) for p in game.piles]


def legal(game: Game) -> set[str]:
    return {str(m) for m in game.legal_moves()}


def barred() -> Rules:
    # SAP's reading (VARIANTS.md section 5): no steal while an equal table card lies there
    return Rules.from_yaml("extends: rubamazzo\ncapture: {steal: {barred_by_table: true}}")


def first_capture(rules: Rules | str = RUBA) -> Game:
    """Seat 0 takes 5S with 5D, so its pile is 5D (on top) and 5S; seat 1 holds 5C and 7B."""
    game = game_with(rules, ["5D 2C 9S", "5C 7B 1S"], "5S 3B 6D 10C")
    game.play(move("5D 5S"))
    return game


# ------------------------------------------------------------------ the steal itself
def test_a_card_equal_to_an_opponents_top_card_takes_the_whole_pile() -> None:
    # Seed 000, "Robar": "Si un jugador tiene una carta de igual valor que la primera en la
    # parte superior de la pila de su oponente, puede usarla para robar la pila y luego
    # agregar todas las cartas del oponente a la suya".
    game = first_capture()
    assert game.pile_tops == [c("5D"), None]
    assert "5C steal=0" in legal(game)
    events = game.play(move("5C steal=0"))
    assert piles(game) == [set(), set(cards("5D 5S 5C"))]
    stole = [e for e in events if isinstance(e, Stole)]
    assert len(stole) == 1 and stole[0].from_team == 0 and stole[0].top == c("5D")
    assert set(stole[0].cards) == set(cards("5D 5S"))
    played = next(e for e in events if isinstance(e, Played))
    assert played.captured == (c("5D"),)  # the top card it matched, no table card
    assert game.table == cards("3B 6D 10C")  # the table is untouched


def test_the_stealing_card_goes_on_top_of_the_takers_pile() -> None:
    # Seed 000: "y luego volver a colocar la carta que tiene encima su pila de nuevo, solía
    # robar el paquete"; VARIANTS.md section 5: "the stealing card goes on top".
    game = first_capture()
    game.play(move("5C steal=0"))
    assert game.pile_tops == [None, c("5C")]
    view = game.view(0)
    assert view.pile_tops() == (None, c("5C"))
    assert view.pile_masks() == (0, mask("5D 5S 5C"))


def test_a_stolen_pile_may_be_stolen_again() -> None:
    # Seed 000: "y su paquete a su vez puede ser robado por los oponentes".
    game = game_with(RUBA, ["5D 5B 9S", "5C 7B 1S"], "5S 3B 6D 10C")
    game.play(move("5D 5S"))
    game.play(move("5C steal=0"))
    assert "5B steal=1" in legal(game)
    game.play(move("5B steal=1"))
    assert piles(game) == [set(cards("5D 5S 5C 5B")), set()]
    assert game.pile_tops == [c("5B"), None]


def test_a_card_taking_from_the_table_tops_its_pile_and_may_be_robbed() -> None:
    # VARIANTS.md section 5: "Piles: kept face up, capturing card on top".
    game = game_with(RUBA, ["6C 2C 9S", "5C 6B 1S"], "6D 3B 5S 10C")
    game.play(move("6C 6D"))
    assert game.pile_tops[0] == c("6C")
    assert {"6B steal=0", "5C x 5S"} <= legal(game)


def test_any_opponent_may_be_robbed() -> None:
    # VARIANTS.md section 5 [IG]: "Any opponent may be robbed"; three players, each alone.
    game = game_with(RUBA, ["5D 2C 9S", "7D 4B 1S", "5C 7B 3S"], "5S 7S 6D 10C")
    game.play(move("5D 5S"))
    game.play(move("7D 7S"))
    assert {"5C steal=0", "7B steal=1"} <= legal(game)
    game.play(move("7B steal=1"))
    assert set(game.piles[2]) == set(cards("7D 7S 7B")) and game.pile_tops[0] == c("5D")


def test_an_own_pile_is_never_stolen() -> None:
    game = game_with(RUBA, ["5D 5B 9S", "2C 7B 1S"], "5S 3B 6D 10C")
    game.play(move("5D 5S"))
    game.play(move("1S"))
    assert not any(m.steals for m in game.legal_moves())
    with pytest.raises(IllegalMove) as err:
        game.play(move("5B steal=0"))
    assert err.value.code == "no_pile"


# ---------------------------------------------------- table card and pile top both match
def test_table_card_and_pile_top_both_matching_the_player_chooses() -> None:
    # VARIANTS.md section 5 [WR]: "Table card and pile top both match: the player chooses".
    game = game_with(RUBA, ["5D 2C 9S", "5C 7B 1S"], "5S 5B 6D 10C")
    game.play(move("5D 5S"))
    assert {"5C x 5B", "5C steal=0"} <= legal(game)
    game.play(move("5C 5B"))  # the table card, leaving the pile where it is
    assert piles(game) == [set(cards("5D 5S")), set(cards("5C 5B"))]


def test_the_bar_option_forbids_the_steal_while_an_equal_table_card_lies_there() -> None:
    # VARIANTS.md section 5 [SAP]: "stealing is barred while an equal card is on the table".
    game = game_with(barred(), ["5D 2C 9S", "5C 7B 1S"], "5S 5B 6D 10C")
    game.play(move("5D 5S"))
    assert "5C steal=0" not in legal(game) and "5C x 5B" in legal(game)
    with pytest.raises(IllegalMove) as err:
        game.play(move("5C steal=0"))
    assert err.value.code == "steal_barred" and err.value.params["cards"] == [c("5D")]
    # with no equal table card the steal is open again
    free = game_with(barred(), ["5D 2C 9S", "5C 7B 1S"], "5S 3B 6D 10C")
    free.play(move("5D 5S"))
    assert "5C steal=0" in legal(free)


def test_equal_rank_only_and_a_card_that_can_steal_must_take() -> None:
    # VARIANTS.md section 5 [WR]: "Capture: equal rank only, compulsory".
    game = game_with(RUBA, ["7D 2C 9S", "5C 7B 1S"], "3B 4S 6D 10C")
    assert "7D x 3B 4S" not in legal(game)  # no sums in plain Rubamazzo
    game = first_capture()
    with pytest.raises(IllegalMove) as err:
        game.play(move("5C"))
    assert err.value.code == "must_steal" and err.value.params["options"] == [[c("5D")]]


def test_a_steal_takes_a_pile_alone_and_only_by_an_equal_card() -> None:
    game = first_capture()
    with pytest.raises(IllegalMove) as err:
        game.play(move("7B steal=0"))
    assert err.value.code == "steal_no_match" and err.value.params["rank"] == 5
    with pytest.raises(IllegalMove) as err:
        game.play(move("5C 3B steal=0"))
    assert err.value.code == "steal_alone"
    classic = game_with("scopa", ["5D 2C 9S", "5C 7B 1S"], "5S 3B 6D 10C")
    classic.play(move("5D 5S"))
    with pytest.raises(IllegalMove) as err:
        classic.play(move("5C steal=0"))
    assert err.value.code == "cannot_steal"
    assert classic.pile_tops == [c("5D"), None]  # tops are kept, but only stealing reads them


# ----------------------------------------------------------------------- a somma
def somma_position() -> Game:
    """Seat 1's pile is topped by the 4 of cups; 3S, 2D, 8C and 1B are on the table."""
    game = game_with(SOMMA, ["1B 9D 6B", "4C 7B 5B"], "4S 3S 2D 8C")
    game.play(move("1B"))
    game.play(move("4C 4S"))
    return game


def test_a_somma_one_card_takes_table_cards_and_a_top_card_together() -> None:
    # Seed 000, "Robar por sumas": "si hay un 3 de picas, un 2 de diamantes y la baraja del
    # oponente termina con un 4 de corazones, si tienes alguna Reina (valor 9) en tu mano,
    # puedes tomar las 3 cartas. La carta con la que tomaste debe colocarse encima de tu
    # mazo". The Cavallo (9) takes 3S, 2D and the pile topped by 4C.
    game = somma_position()
    assert game.pile_tops == [None, c("4C")]
    assert "9D x 2D 3S steal=1" in legal(game)
    taken = game.takes(move("9D 2D 3S steal=1"))
    assert taken.table == mask("2D 3S") and taken.sides == (1,)
    assert taken.pile_cards == mask("4C 4S")
    events = game.play(move("9D 2D 3S steal=1"))
    assert piles(game) == [set(cards("2D 3S 9D 4C 4S")), set()]
    assert game.pile_tops == [c("9D"), None]
    assert game.table == cards("8C 1B")
    assert [type(e) for e in events[:3]] == [Played, Stole, Captured]
    assert set(events[0].captured) == set(cards("2D 3S 4C"))


def test_a_somma_sums_of_table_cards_alone_still_take() -> None:
    # VARIANTS.md section 5 [IG]: "A somma: sums allowed".
    game = somma_position()
    assert "9D x 8C 1B" in legal(game)


def test_a_somma_an_equal_card_has_priority_over_a_sum() -> None:
    # VARIANTS.md section 5 [IG]: "sums allowed, but an equal card has priority".
    game = game_with(SOMMA, ["5D 9B 6B", "4C 7B 1S"], "2C 3S 5B 10C")
    assert "5D x 5B" in legal(game) and "5D x 2C 3S" not in legal(game)
    # an equal top card is an equal card too: with 5D on a pile, a 5 takes it, not 2 + 3
    other = game_with(SOMMA, ["5D 9B 6B", "5C 7B 1S"], "5S 2C 3B 10C")
    other.play(move("5D 5S"))
    assert {"5C steal=0"} == {m for m in legal(other) if m.startswith("5C")}


def test_a_somma_a_combination_that_does_not_add_up_is_refused() -> None:
    game = somma_position()
    with pytest.raises(IllegalMove) as err:
        game.play(move("9D 3S steal=1"))  # 3 + 4 is not 9
    assert err.value.code == "steal_sum" and err.value.params["cards"] == [c("4C")]


# -------------------------------------------------------------- leftovers and scoring
def test_the_last_capturer_takes_the_leftovers_a_thief_included() -> None:
    # VARIANTS.md section 5 [IG]: "the last capturer takes the leftovers".
    rules = Rules.preset(RUBA)
    rnd = Round.from_state(
        CompiledRules(rules),
        rules.teams(2),
        1,
        hands=[mask("5C"), mask("9B")],
        table=mask("3B 6D"),
        piles=[0, mask("5D 5S")],
        sweeps=[0, 0],
        sweep_counts=[0, 0],
        stock=[],
        current=0,
        last_capturer=1,
        tops=[-1, c("5D").index],
    )
    rnd.play(c("5C").index, steal_flag(1))
    rnd.play(c("9B").index, 0)
    assert rnd.over and rnd.table == 0
    assert rnd.piles == [mask("5C 5D 5S 3B 6D 9B"), 0]


def test_only_the_card_count_scores_no_sweeps_and_a_tie_plays_again() -> None:
    # Seed 000: "Generalmente no se calculan los puntos de escoba tradicionales sino solo el
    # número de cartas tomadas"; VARIANTS.md section 5 [IG, S0]: "a tie replays".
    game = game_with(RUBA, ["5D 2C 9S", "5C 7B 1S"], "5S")
    events = game.play(move("5D 5S"))  # empties the table
    assert not any(isinstance(e, Swept) for e in events)
    rules = Rules.preset(RUBA)
    pile = mask("7D 1D 1C 1S 1B 7C 7S 7B 6D 6C 6S 6B 5D 5C 5S 5B 4D 4C 4S 4B 3D")
    result = Round.from_state(
        CompiledRules(rules),
        rules.teams(2),
        1,
        hands=[0, 0],
        table=0,
        piles=[pile, ((1 << 40) - 1) ^ pile],
        sweeps=[0, 0],
        sweep_counts=[0, 0],
        stock=[],
        current=0,
        last_capturer=0,
    ).score()
    assert list(result.totals) == [1, 0]  # 21 cards to 19: coins, primiera... count nothing
    assert rules.match.target == 1 and rules.match.ties_play_on


# ------------------------------------------------------------ records, take back, saves
def played_with_steals(name: str, players: int, seed: int) -> Game:
    game = Game(Rules.preset(name), players, seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        moves = list(game.legal_moves())
        steals = [m for m in moves if m.steals]
        game.play(rng.choice(steals or moves))
    return game


@pytest.mark.parametrize("name", [RUBA, SOMMA])
def test_records_replay_and_views_agree_with_the_round(name: str) -> None:
    for players in (2, 3, 4):
        for seed in range(6):
            game = Game(Rules.preset(name), players, seed=seed)
            rng = random.Random(seed)
            while not game.round_over:
                view = game.view(game.current_player)
                assert sorted(view.legal_raw()) == sorted(game._round.legal())
                assert view.pile_masks() == tuple(game._round.piles)
                assert [t.index if t else -1 for t in view.pile_tops()] == game._round.tops
                game.play(rng.choice(game.legal_moves()))
            again = Game.replay(game.record())
            assert again.events == game.events and piles(again) == piles(game)


def test_a_steal_is_taken_back_and_saved() -> None:
    game = first_capture()
    game.play(move("5C steal=0"))
    back = game.take_back({1})
    assert back is not None and piles(back) == [set(cards("5D 5S")), set()]
    assert back.pile_tops == [c("5D"), None]
    save_match(game, MatchSetup(seats=["human", "cpu:easy"]))
    saved, problem = load_autosave()
    assert problem is None and saved is not None
    assert piles(saved.game) == piles(game) and saved.game.moves == game.moves


def test_move_notation_names_the_side_robbed() -> None:
    steal = Move.parse("9C 2D 3S steal=1")
    assert steal.steals == (1,) and steal.captured == frozenset(cards("2D 3S"))
    assert Move.from_data(steal.to_data()) == steal and steal.is_capture
    assert steal[1] >> STEAL_SHIFT == 0b10
    assert str(Move(c("7D"), steal=[2])) == "7D steal=2"
    assert Move.parse("7D steal=0").is_capture
    with pytest.raises(ValueError):
        Move.parse("7D steal=x")
    assert take_of(0, [0, 0], [-1, -1]).cards == 0


def test_every_steal_refusal_is_worded_in_every_language() -> None:
    from scopa.words.catalogue import has

    codes = ("must_steal", "cannot_steal", "no_pile", "one_pile", "steal_barred")
    codes += ("steal_alone", "steal_sum", "steal_no_match")
    for lang in ("en", "it", "es"):
        for code in codes:
            assert has(lang, f"illegal_{code}"), (lang, code)
        assert has(lang, f"desc_{RUBA}") and has(lang, f"desc_{SOMMA}")


@pytest.mark.parametrize("name", [RUBA, SOMMA])
def test_every_level_finishes_a_match(name: str) -> None:
    from scopa.ai import make_player

    for players in (2, 3, 4):
        levels = ["random", "greedy", "easy", "medium", "hard"]
        seats = [make_player(levels[(i + players) % 5], seed=i, samples=2) for i in range(players)]
        game = Game(Rules.preset(name), players, seed=players)
        while not game.match_over:
            if game.round_over:
                game.next_round()
            seat = game.current_player
            game.play(seats[seat].choose(game.view(seat)))
        assert game.winner is not None


def test_the_computer_players_take_a_pile_worth_taking() -> None:
    from scopa.ai import make_player

    # seat 1 may take 5S from the table or steal seat 0's pile of two: the pile is worth more
    for level in ("greedy", "medium", "hard"):
        game = game_with(RUBA, ["5D 2C 9S", "5C 7B 1S"], "5S 5B 6D 10C")
        game.play(move("5D 5S"))
        choice = make_player(level, seed=1, samples=4).choose(game.view(1))
        assert choice == move("5C steal=0"), level


# ------------------------------------------------------------ the table and the rules screen
def test_the_table_model_plays_a_steal_chosen_by_its_top_card() -> None:
    from scopa.ui.table.model import Choosing, Play, Seats, TableModel

    game = game_with(RUBA, ["5D 2C 9S", "5C 7B 1S"], "5S 5B 6D 10C")
    game.play(move("5D 5S"))
    model = TableModel(Seats(["cpu:easy", "human"]), game.view(1))
    model.observe(game.view(1))
    assert model.pick(c("5C")) is None
    choosing = model.choosing
    assert isinstance(choosing, Choosing)
    assert set(choosing.options) == {frozenset({c("5B")}), frozenset({c("5D")})}
    outcome = model.pick_table(c("5D"))  # the pile's top card, clicked
    assert isinstance(outcome, Play) and outcome.move == move("5C steal=0")
    game.play(outcome.move)
    assert game.pile_tops == [None, c("5C")]


def test_the_table_says_who_steals_whose_pile_in_every_language() -> None:
    from scopa.ui.i18n import set_language
    from scopa.ui.table.words import TableWords

    rules = Rules.preset(RUBA)
    words = TableWords(["You", "Marco", "Giulia"], (0, 1, 2), "neapolitan", rules, you=0)
    try:
        for lang, said in (("en", "steal"), ("it", "mazzo"), ("es", "montón")):
            set_language(lang)
            lines = (words.steals(0, 1), words.steals(1, 0), words.steals(1, 2))
            assert all(said in line.lower() for line in lines), lines
            assert "Giulia" in lines[2] and "Marco" in lines[1]
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_rules_screen_explains_stealing_from_the_fields(lang: str) -> None:
    from scopa.ui.rules_text import explain
    from scopa.words.catalogue import text

    def capture(rules: Rules) -> list[str]:
        return next(s for s in explain(rules, lang) if s.key == "capture").paragraphs

    words = {k: text(lang, f"rules-{k}") for k in ("steal_piles", "steal_choose")}
    words |= {k: text(lang, f"rules-{k}") for k in ("steal_with_table", "steal_barred")}
    plain, somma = capture(Rules.preset(RUBA)), capture(Rules.preset(SOMMA))
    assert any(words["steal_piles"][:30] in p for p in plain)
    assert any(words["steal_choose"][:20] in p for p in plain)
    assert any(words["steal_with_table"][:30] in p for p in somma)
    assert any(words["steal_barred"][:30] in p for p in capture(barred()))
    assert not any(words["steal_piles"][:30] in p for p in capture(Rules.preset("scopa")))
    steals = [
        e for s in explain(Rules.preset(SOMMA), lang) for e in s.examples if e.kind == "steal"
    ]
    assert len(steals) == 2  # a pile alone, and table cards with a pile
    compiled = CompiledRules(Rules.preset(SOMMA))
    for ex in steals:
        *table, top = ex.table
        assert ex.played is not None
        options = compiled.steals.options(
            ex.played.rank, mask(" ".join(map(str, table))) if table else 0, [-1, top.index], 0
        )
        assert any(o >> STEAL_SHIFT == 0b10 for o in options)


def test_a_hint_to_steal_says_the_pile_it_takes() -> None:
    from scopa.ai import hint
    from scopa.ui.table.words import TableWords

    game = game_with(RUBA, ["5D 2C 9S", "5C 7B 1S"], "5S 5B 6D 10C")
    game.play(move("5D 5S"))
    advice = hint(game.view(1), samples=4)
    assert advice.move == move("5C steal=0") and advice.code == "steal"
    assert advice.values == {"top": "5D", "n": 2}
    words = TableWords(["Marco", "You"], (0, 1), "neapolitan", Rules.preset(RUBA), you=1)
    said = words.hint(advice)
    assert said.startswith("Hint (the whole pile under it: 2 cards): play the Five of Cups")
    assert "to take the Five of Coins," in said


@pytest.mark.parametrize("name", Rules.presets())
def test_every_views_piles_and_tops_agree_with_the_round(name: str) -> None:
    """The view's piles (what view.captures() fed before steals) and pile tops are the
    round's, in every preset: a trusted face-down card is the only thing a view lacks."""
    rules = Rules.preset(name)
    for seed in range(3):
        game = Game(rules, rules.players.default, seed=seed)
        rng = random.Random(seed)
        while not game.round_over:
            view = game.view(game.current_player)
            rnd = game._round
            hidden = 0
            for seat, down in enumerate(rnd.face_down):
                hidden |= 0 if seat == view.seat else down
            mine = sum(c.bit for c in view.face_down)
            piles = [p & ~hidden for p in rnd.piles]
            seen = list(view.pile_masks())
            seen[view.team] |= mine & rnd.piles[view.team]
            assert seen == piles
            assert [t.index if t else -1 for t in view.pile_tops()] == rnd.tops
            game.play(rng.choice(game.legal_moves()))


def test_a_stolen_pile_slides_over_with_its_top_card_showing() -> None:
    """The pile's top is what everyone saw it by: it stays face up on its way to the thief,
    and lies face down under the thief's new top once there."""
    from scopa.ui.table.animator import Animator
    from scopa.ui.table.model import Seats, TableModel
    from scopa.ui.table.words import TableWords

    game = game_with(RUBA, ["5D 2C 9S", "5C 7B 1S"], "5S 5B 6D 10C")
    model = TableModel(Seats(["cpu:easy", "human"]), game.view(1))
    words = TableWords(["Marco", "You"], game.teams, "neapolitan", game.rules, you=1)
    anim = Animator(model, words, (1280, 800), sfx=lambda name: None, say=lambda m, s: None)
    anim.schedule(model.public(game.events))
    anim.advance(None)
    for chosen in (move("5D 5S"), move("5C steal=0")):
        lifted = game.hands[game.current_player].index(chosen.card)
        events = game.play(chosen)
        model.played(game.view(1))
        anim.schedule(model.public(events, lifted))
        if chosen.steals:
            break
        anim.advance(None)
    seen_moving: list[bool] = []
    for _ in range(600):
        anim.advance(1 / 60)
        if anim.shown.tops.get(1) == c("5C"):
            break  # the thief's card has landed on the pile: the new top
        top = next((s for s in anim.zones.get(("pile", 1), []) if s.card == c("5D")), None)
        if top is not None:
            seen_moving.append(top.face_up)
    assert seen_moving and all(seen_moving)  # 5D showed all the way, until covered
    anim.advance(None)
    pile = anim.zones[("pile", 1)]
    assert not any(s.face_up for s in pile)  # landed: the top drawn over the pile is 5C
    assert anim.shown.tops[1] == c("5C")
