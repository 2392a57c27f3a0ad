"""Rules read again from their sources: Cirulla's Ace among the other captures, what a card
takes asked of a seat's view (a named wild card, a twin), Scopa a 52 carte's round per
dealer, Scopa inversa's subtraction, the primiera "down to the Aces" and who deals a first
table again. Each is pinned by a fixed deck and the passage it rests on."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from scopa import Card, Game, Rules, RulesError, Termination, capture_options
from scopa.core.capture import CompiledRules
from scopa.core.events import MatchWon, Redeal, RoundStarted
from scopa.ui.table.view import take_options
from tests.helpers import cards, game_with, mask, move


def taken(sets: list[frozenset[Card]]) -> set[frozenset[str]]:
    return {frozenset(str(c) for c in s) for s in sets}


def sets(*texts: str) -> set[frozenset[str]]:
    return {frozenset(t.split()) for t in texts}


# --------------------------------------------------------------- 1. Cirulla's Ace
CIRULLA_ACE = (
    # Seed 001, Cirulla: "Captura de as. Jugar un as permite capturar todas las cartas sobre
    # la mesa ... Cuando son posibles varios tipos de capturas, los jugadores siempre son
    # libres de elegir la que mejor les convenga, con la excepción de la captura de as, que
    # no está disponible cuando ya hay un as sobre la mesa."
    "5C 9B 3S 6D"
)


def test_cirulla_ace_offers_the_sweep_and_both_fifteens() -> None:
    rules = Rules.preset("cirulla")
    found = taken(capture_options(rules, Card.parse("1D"), cards(CIRULLA_ACE)))
    assert found == sets("5C 9B 3S 6D", "5C 9B", "3S 5C 6D")  # 1+5+9 and 1+3+5+6 make 15


def test_cirulla_ace_fifteen_is_played_and_leaves_the_rest() -> None:
    game = game_with("cirulla", ["1D 2S 4B", "8D 8C 9S"], CIRULLA_ACE)
    ace = Card.parse("1D")
    offered = {m.captured for m in game.legal_moves() if m.card == ace and not m.declares}
    assert taken(list(offered)) == sets("5C 9B 3S 6D", "5C 9B", "3S 5C 6D")
    game.play(move("1D 5C 9B"))  # the fifteen, not the sweep
    assert sorted(map(str, game.table)) == ["3S", "6D"]
    assert game.sweep_counts == [0, 0]


def test_cirulla_ace_sweep_is_still_a_scopa() -> None:
    game = game_with("cirulla", ["1D 2S 4B", "8D 8C 9S"], CIRULLA_ACE)
    game.play(move("1D 5C 9B 3S 6D"))
    assert not game.table and game.sweep_counts == [1, 0]


def test_the_ace_takes_all_alone_where_the_rules_give_no_choice() -> None:
    # Seed 000, "as atraparlo todo": "jugando un as se llevan todas las cartas de la mesa"
    found = taken(
        capture_options(Rules.preset("asso_piglia_tutto"), Card.parse("1D"), cards(CIRULLA_ACE))
    )
    assert found == sets("5C 9B 3S 6D")


def test_a_wrong_capture_with_a_free_ace_is_told_as_any_card_s() -> None:
    compiled = CompiledRules(Rules.preset("cirulla"))
    code, _ = compiled.refusal(1, mask(CIRULLA_ACE), mask("5C 3S"))
    assert code != "ace_takes_all"


# --------------------------------------------- 2. what a card takes, as it stands
def test_a_named_wild_card_takes_at_its_named_rank_in_the_view_and_the_hover() -> None:
    # Seed 001, Cirulla: "El 7♥ mantendrá entonces su rango declarado (en este ejemplo una
    # reina, que tiene un valor de nueve) durante el resto de la mano para los fines de
    # captura de cartas (y por lo tanto podría capturar un '6' ya que 9 + 6 = 15)"
    game = game_with("cirulla", ["9D 7C 9S", "4B 4C 4S"], "6B 7S 2D 10B")
    game.play(move("9D 6B declare=9"))  # three Nines, the 7C one of them: 9 + 6 = 15
    game.play(move("4B"))  # 7S 2D 10B 4B on the table
    seven = Card.parse("7C")
    view = game.view(0)
    assert view.wild_rank() == 9
    legal = [m.captured for m in game.legal_moves() if m.card == seven and m.captured]
    as_a_nine = sets("7S 2D", "2D 4B")  # 7 + 2 = 9, and 9 + 2 + 4 = 15; not the 7S alone
    assert taken(legal) == as_a_nine
    assert taken(view.capture_options(seven)) == as_a_nine
    assert taken(game.capture_options(seven)) == as_a_nine
    assert taken(capture_options(view.rules, seven, view.table, wild_rank=9)) == as_a_nine
    fr = SimpleNamespace(model=SimpleNamespace(view=view))
    assert taken(take_options(fr, seven)) == as_a_nine  # what the table's hover lights


def test_a_twin_is_not_offered_its_own_twin_by_the_view_or_the_hover() -> None:
    # Seed 000, Mariscal a 80: "Una misma carta no puede tomar la misma carta (por ejemplo,
    # el 5 de picas no puede tomarse con el otro cinco de picas) excepto para hacer una escoba"
    rules = Rules.preset("mariscal_80")
    game = game_with(rules, ["5S 3C 9B 2D 6C", "4B 5S' 9C 7D 8D"])
    game.play(move("5S"))
    game.play(move("4B"))
    game.play(move("3C"))  # 5S 4B 3C on the table: the twin may not take the 5S alone
    view = game.view(1)
    twin = Card.parse("5S'")
    assert view.capture_options(twin) == []
    assert capture_options(rules, twin, view.table) == []
    fr = SimpleNamespace(model=SimpleNamespace(view=view))
    assert take_options(fr, twin) == []
    assert taken(view.capture_options(Card.parse("7D"))) == sets("4B 3C")


@pytest.mark.parametrize(
    "preset", ["cirulla", "mariscal_80", "tuzzulicchio", "escoba_de_granja", "scopa"]
)
def test_the_view_and_the_moves_always_agree_on_what_a_card_takes(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    for seed in range(6):
        game = Game(rules, 2, seed=seed)
        while not game.match_over and game.round_number <= 2:
            if game.round_over:
                game.next_round()
                continue
            view = game.view(game.current_player)
            legal = game.legal_moves()
            for card in view.hand:
                plain = {
                    m.captured
                    for m in legal
                    if m.card == card and m.captured and not m.declares and not m.builds
                }
                assert set(view.capture_options(card)) == plain, (preset, card, view.table)
                assert set(game.capture_options(card)) == plain
            game.play(rng.choice(list(legal)))


# ------------------------------------------- 3. Scopa a 52 carte: a round per dealer
def play_out(game: Game, rng: random.Random, rounds: int = 40) -> None:
    """Random legal moves until the match ends (at most ``rounds`` rounds)."""
    while not game.match_over and game.round_number <= rounds:
        if game.round_over:
            game.next_round()
            continue
        game.play(rng.choice(list(game.legal_moves())))


@pytest.mark.parametrize("players", [8, 4, 3])
def test_scopa_52_is_one_round_per_dealer_and_the_highest_total_wins(players: int) -> None:
    # Seed 001: "Se recomienda jugar varias partidas para que cada jugador tenga la
    # oportunidad de repartir ... el jugador con más puntos al final de todas las partidas es
    # el ganador"
    rules = Rules.preset("scopa_52")
    assert rules.match.rounds == "per_dealer" and rules.round_count(players) == players
    game = Game(rules, players, seed=5)
    play_out(game, random.Random(5))
    starts = [e for e in game.events if isinstance(e, RoundStarted)]
    dealers = [e.dealer for e in starts][:players]
    assert sorted(dealers) == list(range(players))  # every seat deals once
    won = [e for e in game.events if isinstance(e, MatchWon)]
    assert len(won) == 1 and game.round_number >= players
    if game.round_number == players:  # no tie: the highest total wins
        outcome = won[0].outcome
        assert outcome.termination == Termination.ROUNDS and outcome.winner is not None
        assert game.scores[outcome.winner] == max(game.scores)
        assert game.scores.count(max(game.scores)) == 1


def test_a_round_per_dealer_ignores_the_target() -> None:
    # The target plays no part: a match to 1 point, which a target match would end after
    # the first round, plays a round for each dealer.
    rules = Rules.preset("scopa").replace(match={"rounds": "per_dealer", "target": 1})
    game = Game(rules, 3, seed=2)
    play_out(game, random.Random(2))
    assert game.round_number >= 3
    assert any(s >= 1 for s in game.round_results[0].totals)


NOTHING_SCORES = {
    "scoring": {"cards": 0, "coins": 0, "settebello": 0, "primiera": 0},
    "sweep": {"points": 0},
}


def test_a_tie_after_the_last_dealer_plays_on_or_draws_as_ties_play_on_says() -> None:
    level = Rules.preset("scopa").replace(
        match={"rounds": "per_dealer", "ties_play_on": True}, **NOTHING_SCORES
    )
    game = Game(level, 2, seed=1)
    play_out(game, random.Random(1), rounds=4)
    assert not game.match_over and game.round_number > 2  # level at 0-0: another round
    drawn = level.replace(match={"ties_play_on": False})
    game = Game(drawn, 2, seed=1)
    play_out(game, random.Random(1))
    assert game.match_over and game.round_number == 2 and game.winner is None


def test_per_dealer_is_a_checked_value_of_match_rounds() -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_yaml("extends: scopa\nmatch: {rounds: per_dealr}", file="mine.yaml")
    problem = err.value.first
    assert problem.file == "mine.yaml" and problem.line == 2
    assert "per_dealer" in str(problem) and "1 to 100" in str(problem)
    assert Rules.from_yaml("extends: scopa\nmatch: {rounds: 4}").round_count(2) == 4
    with pytest.raises(RulesError, match="elimination"):
        Rules.from_yaml(
            "extends: scopone_romano_al_contrario\nmatch: {rounds: per_dealer}", file="x.yaml"
        )


@pytest.mark.parametrize(
    ("lang", "title", "second", "extra"),
    [
        (
            "en",
            "Scopa a 52 carte · a round per dealer",
            "Round 2 of 8",
            "Round 9, to break the tie",
        ),
        ("it", "Scopa a 52 carte · una smazzata per mazziere", "Smazzata 2 di 8", None),
        ("es", "Scopa a 52 carte · una ronda por repartidor", "Ronda 2 de 8", None),
    ],
)
def test_the_score_box_says_the_round_of_the_rounds_not_a_target(
    lang: str, title: str, second: str, extra: str | None
) -> None:
    from scopa.ui import i18n
    from scopa.ui.messages import round_text
    from scopa.ui.table.view import score_title

    rules = Rules.preset("scopa_52")
    i18n.set_language(lang)
    try:
        assert score_title(rules, 11) == title
        assert round_text(rules, 8, 2) == second
        if extra is not None:
            assert round_text(rules, 8, 9) == extra
        assert round_text(Rules.preset("scopa"), 2, 2) == i18n.t("round_n", n=2)
    finally:
        i18n.set_language("en")


# --------------------------------------------------- 4. Scopa inversa: subtraction
def test_scopa_inversa_takes_by_subtraction_and_offers_the_hybrid_as_a_house_rule() -> None:
    # Seed 000, "escoba inversa": "en lugar de la clásica suma entre las cartas, tendrás que
    # hacer la resta. También puedes jugar a juegos híbridos"
    from scopa.ui.scenes.house_rules import GROUPS, changed

    inversa = Rules.preset("scopa_inversa")
    assert inversa.capture.modes == ("match", "difference")
    assert taken(capture_options(inversa, Card.parse("6D"), cards("8S 2B 1C 5C"))) == sets(
        "8S 2B"
    )  # 8 - 2 = 6; the sum 1 + 5 is no capture
    row = next(o for _, opts in GROUPS for o in opts if o.path == ("capture", "modes"))
    assert ("match", "sum", "difference") in row.values
    hybrid = changed(inversa, ("capture", "modes"), ("match", "sum", "difference"))
    assert sets("8S 2B", "1C 5C") == taken(
        capture_options(hybrid, Card.parse("6D"), cards("8S 2B 1C 5C"))
    )


# ------------------------------------------ 5. the primiera "down to the Aces"
def test_most_by_rank_goes_down_to_the_aces() -> None:
    # Seed 001: "otorgar el premio mayor a la persona con más sietes, o a la persona con
    # más seises en caso de empate, y así sucesivamente hasta los ases"
    from scopa.core.scoring import score_masks

    rules = Rules.preset("scopa").replace(scoring={"primiera_scale": "most_by_rank"})
    milan = Rules.preset("scopa").replace(scoring={"primiera_scale": "most_sevens"})
    # level in sevens and sixes; the fives decide, where Milan's rule goes on to the Aces
    piles = [mask("7D 6C 5S 5B 1D"), mask("7S 6B 5C 1C 1S")]
    assert score_masks(rules, piles, [0, 0]).points[0]["primiera"] == 1
    assert score_masks(milan, piles, [0, 0]).points[1]["primiera"] == 1  # more Aces
    # level all the way: no point
    even = [mask("7D 6C 5S 4B 3D 2C 1S"), mask("7S 6B 5C 4C 3S 2B 1D")]
    result = score_masks(rules, even, [0, 0])
    assert result.points[0]["primiera"] == result.points[1]["primiera"] == 0
    # the Aces come last: two sides level down to the Twos, the Aces decide
    aces = [mask("7D 2C 1S 1B"), mask("7S 2B 1D")]
    assert score_masks(rules, aces, [0, 0]).points[0]["primiera"] == 1


# ---------------------------------------------- 6. who deals a first table again
def redeal_game(dealer_rule: str, players: int = 2) -> Game:
    rules = Rules.preset("cirulla").replace(deal={"redeal_dealer": dealer_rule})
    hands = ["2D 3C 4S", "2C 3S 4B", "2S 3B 4D"][:players]
    return game_with(rules, hands, "1C 1S 5D 6B", seed=7)  # two Aces: dealt again


@pytest.mark.parametrize("players", [2, 3])
def test_the_next_dealer_deals_a_first_table_again_and_the_seat_after_leads(
    players: int,
) -> None:
    # Seed 001, Cirulla: "Si se reparten dos o más ases sobre la mesa, las cartas se
    # recogen, se vuelven a barajar y el siguiente repartidor las reparte de nuevo."
    game = redeal_game("next", players)
    events = game.events
    redeals = [i for i, e in enumerate(events) if isinstance(e, Redeal)]
    assert redeals and events[redeals[0]].dealer == players - 1
    dealer = players - 1
    for i in redeals:
        restart = events[i + 1]
        assert isinstance(restart, RoundStarted)
        assert restart.dealer == (dealer + 1) % players  # the deal passes on
        assert restart.leader == (restart.dealer + 1) % players  # the seat after leads
        dealer = restart.dealer
    assert game.dealer == dealer and game.current_player == (dealer + 1) % players
    assert game.view(0).dealer == dealer
    rng = random.Random(3)
    while not game.round_over:
        game.play(rng.choice(list(game.legal_moves())))
    if not game.match_over:
        game.next_round()  # and on from the new dealer, as after a round
        assert game.dealer == (dealer + 1) % players
    again = Game.replay(game.record())
    assert again.events == game.events


def test_the_same_dealer_deals_again_by_default() -> None:
    # VARIANTS.md §1: "The same dealer redeals [SB, RG] (common); S1 says the next dealer."
    assert Rules.preset("cirulla").deal.redeal_dealer == "same"
    game = redeal_game("same")
    assert any(isinstance(e, Redeal) for e in game.events)
    assert [e.dealer for e in game.events if isinstance(e, RoundStarted)] == [1]
    assert game.dealer == 1 and game.current_player == 0


def test_redeal_dealer_is_offered_in_the_house_rules_panel_and_checked() -> None:
    from scopa.ui.scenes.house_rules import GROUPS

    row = next(o for _, opts in GROUPS for o in opts if o.path == ("deal", "redeal_dealer"))
    assert row.values == ("same", "next")
    with pytest.raises(RulesError) as err:
        Rules.from_yaml("extends: cirulla\ndeal: {redeal_dealer: nxt}", file="mine.yaml")
    assert err.value.first.line == 2 and "same, next" in str(err.value.first)


# ------------------------------------------------ the Rules screen, in three languages
SAID = {
    "en": (
        "the Ace may instead capture",
        "as many rounds as there are players",
        "then Fives, Fours, Threes, Twos and last Aces",
        "The next player deals them",
    ),
    "it": (
        "l'Asso può invece prendere",
        "tante smazzate quanti sono i giocatori",
        "poi Cinque, Quattro, Tre, Due e infine Assi",
        "A ridarle è il giocatore seguente",
    ),
    "es": (
        "el As puede en cambio capturar",
        "tantas rondas como jugadores",
        "y luego Cincos, Cuatros, Treses, Doses y por último Ases",
        "Reparte el jugador siguiente",
    ),
}


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_rules_screen_says_each_new_rule(lang: str) -> None:
    from scopa.ui.rules_text import explain

    def text(rules: Rules) -> str:
        return " ".join(" ".join(s.paragraphs) for s in explain(rules, lang))

    ace, per_dealer, by_rank, next_dealer = SAID[lang]
    cirulla = Rules.preset("cirulla")
    assert ace in text(cirulla) and ace not in text(Rules.preset("asso_piglia_tutto"))
    assert per_dealer in text(Rules.preset("scopa_52"))
    by_rank_rules = Rules.preset("scopa").replace(scoring={"primiera_scale": "most_by_rank"})
    assert by_rank in text(by_rank_rules)
    assert next_dealer in text(cirulla.replace(deal={"redeal_dealer": "next"}))
    assert next_dealer not in text(cirulla)
    capture = next(s for s in explain(cirulla, lang) if s.key == "capture")
    choice = [e for e in capture.examples if e.kind == "ace_choice"]
    assert len(choice) == 1 and "15" in choice[0].caption
    assert frozenset(choice[0].taken) in capture_options(cirulla, choice[0].played, choice[0].table)


def test_the_house_rules_panel_offers_the_ace_s_choice_and_hides_a_target_it_lacks() -> None:
    from scopa.ui.scenes.house_rules import GROUPS

    rows = {o.path: o for _, opts in GROUPS for o in opts}
    assert rows[("capture", "ace", "free_choice")].values == (True, False)
    assert not rows[("match", "target")].shown(Rules.preset("scopa_52"))
    assert rows[("match", "target")].shown(Rules.preset("scopa"))


@pytest.mark.parametrize(
    ("preset", "wild_rank"), [("mariscal_80", 0), ("cirulla", 9), ("scopa", 0)]
)
def test_what_cards_take_grouped_is_what_each_takes(preset: str, wild_rank: int) -> None:
    # the computer players ask of the cards an opponent may hold in groups: each card of a
    # group must take what it takes alone
    compiled = CompiledRules(Rules.preset(preset))
    deck = list(Rules.preset(preset).deck.cards.cards)
    rng = random.Random(preset)
    for _ in range(150):
        rng.shuffle(deck)
        table = sum(c.bit for c in deck[: rng.randint(1, 6)])
        hand = sum(c.bit for c in deck[6:20])
        groups = compiled.takes_grouped(hand, table, wild_rank)
        assert sum(g for g, _ in groups) == hand
        for group, opts in groups:
            for card in (c for c in deck if group & c.bit):
                assert compiled.takes(card.index, table, wild_rank) == opts


def hovering(view, card: Card) -> SimpleNamespace:
    """The frame the table draws while the mouse rests on ``card`` in the hand of ``view``'s
    seat, on its turn: what :func:`~scopa.ui.table.view._glows` reads."""
    hand = [SimpleNamespace(card=c) for c in view.hand]
    model = SimpleNamespace(
        view=view,
        choosing=None,
        hint=None,
        claiming=False,
        armed=None,
        bottom=view.seat,
        focus=None,
    )
    return SimpleNamespace(
        model=model,
        anim=SimpleNamespace(shown=SimpleNamespace(lit=()), zones={("hand", view.seat): hand}),
        hud=SimpleNamespace(my_turn=True, question=None),
        pointer=SimpleNamespace(hover=view.hand.index(card), drag=None),
    )


def test_the_table_lights_only_what_the_game_lets_the_hovered_card_take() -> None:
    from scopa.ui.table.view import _glows

    game = game_with("cirulla", ["9D 7C 9S", "4B 4C 4S"], "6B 7S 2D 10B")
    game.play(move("9D 6B declare=9"))
    game.play(move("4B"))
    seven = Card.parse("7C")  # named a Nine: 7S + 2D, or 2D + 4B with it for 15
    lit = {c for c in _glows(hovering(game.view(0), seven)) if c is not None and c != seven}
    assert {str(c) for c in lit} == {"7S", "2D", "4B"}
    rules = Rules.preset("mariscal_80")
    game = game_with(rules, ["5S 3C 9B 2D 6C", "4B 5S' 9C 7D 8D"])
    for played in ("5S", "4B", "3C"):
        game.play(move(played))
    twin = Card.parse("5S'")  # its own twin on the table, not to sweep: nothing lights
    assert set(_glows(hovering(game.view(1), twin))) <= {None}
