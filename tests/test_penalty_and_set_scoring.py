"""Penalty cards, cards that score only together, sweeps worth what their card says, a capped
napola, and the Mariscal preset built from them.

Sources: seed 000 (shared/seeds/000_*.txt), the paragraph "Mariscal Es una escoba as con 4
cartas sobre la mesa y 3 cartas repartidas a cada jugador...": the marshal, the King of swords,
"penaliza con 1 punto a quien la toma y con 4 puntos a quien ... lo usa para hacer una
escoba"; the Queen of coins "se puede colocar al lado del settebello y vale un punto adicional
(se llama 'polaca'), mientras que por sí sola no cuenta"; the Queen of swords ("fabricante de
jabón") "si se toma junto con el 'mariscal', cuesta un punto de penalización adicional".
VARIANTS.md section 1 (Cirulla): "Piccola: A-2-3 of coins = 3, +1 per card in an unbroken run.
Cap 6" and "Grande: J-Q-K of coins = 5, else 0". The Queen is the 8 (Donna/Fante) here: 8D,
8S; the King 10S.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from scopa import CARDS, Game, Rules, RulesError, Swept
from scopa.ai import LEVELS, make_player
from scopa.ai.knowledge import card_weights, chunk_weights, mask_worth
from scopa.ai.players import capture_worth
from scopa.ai.search import Searcher
from scopa.core.capture import CompiledRules
from scopa.core.cards import Card
from scopa.core.scoring import SideDetail, card_sets, score_masks
from scopa.ui.i18n import set_language
from scopa.ui.rules_text import category_name, explain
from scopa.ui.scenes.overlays import SummaryScene
from tests.helpers import game_with, mask, round_state
from tests.helpers import move as parse_move

MARISCAL = Rules.preset("mariscal")
SAPONARO = """extends: mariscal
scoring:
  card_points:
    - {cards: 10S, points: -1}
    - {cards: 8D, beside: 7D, points: 1}
    - {cards: 8S, beside: 10S, points: -1}
"""
GRANDE = "extends: scopa\nscoring: {card_points: [{cards: 8D 9D 10D, all: true, points: 5}]}"
PICCOLA = "extends: scopa\nscoring: {napola: run, napola_cap: 6}"

# the dealer is seat 1: seat 0 leads with the King of swords onto A-2-3-4, which add up to 10
KING_SWEEP = (["10S 5C 6C", "7B 8B 9B"], "1C 2C 3C 4B")
KING_MOVE = parse_move("10S x 1C 2C 3C 4B")


def _points(rules: Rules, piles: list[str], **kw: object) -> list[dict[str, int]]:
    return score_masks(rules, [mask(p) for p in piles], [0] * len(piles), **kw).points  # type: ignore[arg-type]


def _play_round(game: Game) -> None:
    while not game.round_over:
        game.play(game.legal_moves()[0])


# ------------------------------------------------------------------ penalty cards
def test_the_marshal_costs_whoever_takes_it_a_point() -> None:
    """Seed 000: the King of swords "penaliza con 1 punto a quien la toma"."""
    mine, theirs = _points(MARISCAL, ["10S 2B", "3B"])
    assert mine["card:10S"] == -1 and theirs["card:10S"] == 0
    assert MARISCAL.points_per_card()[Card.parse("10S").index] == -1
    result = score_masks(MARISCAL, [mask("10S"), mask("2B 3B 4B")], [0, 0])
    assert result.totals[0] == -1  # a round total below 0 is the side's honest score


def test_penalty_points_are_bounded_and_refused_with_file_line_and_allowed() -> None:
    bad = "extends: scopa\nscoring:\n  card_points:\n    - {cards: 10S, points: -30}\n"
    with pytest.raises(RulesError) as err:
        Rules.from_yaml(bad, file="house.yaml")
    message = str(err.value)
    assert "house.yaml:4" in message and "scoring.card_points[0].points" in message
    assert "from -20 to 20" in message


def test_the_computer_players_shun_the_penalty_card() -> None:
    """Every level values the marshal below nothing, so none takes it where it may lay."""
    assert card_weights(MARISCAL)[Card.parse("10S").index] < 0
    # seat 0 may take the King of swords with its King of clubs, or take the Five with a
    # Five of cups: the same cards taken, one costing the marshal's point
    for level in ("greedy", "medium", "hard"):
        game = game_with(MARISCAL, ["10B 5C 6C", "7B 8B 9B"], "10S 5S 2D 3S")
        kwargs = {"samples": 4} if level == "hard" else {}
        move = make_player(level, 3, **kwargs).choose(game.view(0))
        assert Card.parse("10S") not in move.captured, level


# ----------------------------------------------------------- cards that score together
def test_the_polaca_scores_only_beside_the_settebello() -> None:
    """Seed 000: the Queen of coins beside the settebello is worth a point, alone nothing."""
    alone, both = _points(MARISCAL, ["8D 2B", "7D 3B"])
    assert alone["card:8D with 7D"] == 0 and both["card:8D with 7D"] == 0
    together = _points(MARISCAL, ["8D 7D", "3B"])[0]
    assert together["card:8D with 7D"] == 1 and together["settebello"] == 1
    result = score_masks(MARISCAL, [mask("8D 7D"), mask("3B")], [0, 0])
    assert ("card:8D with 7D", 1) in result.details[0].counted


def test_the_saponaro_is_a_house_rule_a_file_switches_on(tmp_path: Path) -> None:
    """Seed 000: "en algunas zonas del centro de Italia" the Queen of swords taken with the
    marshal costs a point more; alone it does nothing. Off in the preset."""
    assert [s.category for s in card_sets(MARISCAL.scoring)] == ["card:8D with 7D"]
    path = tmp_path / "saponaro.yaml"
    path.write_text(SAPONARO, encoding="utf-8")
    rules = Rules.load(path)
    assert rules.base == "mariscal" and rules.sweep.by_card == {"10S": -4}
    with_king, alone = _points(rules, ["8S 10S", "3B"])[0], _points(rules, ["8S", "10S"])[0]
    assert with_king["card:8S with 10S"] == -1 and with_king["card:10S"] == -1
    assert alone["card:8S with 10S"] == 0
    assert "Jack of Swords beside the King of Swords: minus 1 point" in " ".join(
        explain(rules)[5].paragraphs
    )


def test_a_whole_set_scores_once_and_only_whole() -> None:
    """VARIANTS.md section 1: Cirulla's grande, J-Q-K of coins (8D 9D 10D) = 5, else 0."""
    rules = Rules.from_yaml(GRANDE)
    three, two = _points(rules, ["8D 9D 10D", "1B"])[0], _points(rules, ["8D 9D", "10D"])
    assert three["card:8D 9D 10D all"] == 5
    assert two[0]["card:8D 9D 10D all"] == 0 and two[1]["card:8D 9D 10D all"] == 0
    assert rules.points_per_card()[Card.parse("8D").index] == 0  # nothing by itself
    assert card_weights(rules)[Card.parse("8D").index] > card_weights(rules)[Card.parse("8C").index]


def test_a_set_needs_good_cards_with_file_line_and_allowed() -> None:
    bad = "extends: scopa\nscoring:\n  card_points:\n    - {cards: 8D, beside: 7X, points: 1}\n"
    with pytest.raises(RulesError) as err:
        Rules.from_yaml(bad, file="house.yaml")
    message = str(err.value)
    assert "house.yaml:4" in message and "scoring.card_points[0].beside" in message
    assert "'7X' is neither a card (7D), a rank (1 to 10, or A) nor a suit" in message
    with pytest.raises(RulesError, match=r"card_points\[0\]\.all.*true or false"):
        Rules.from_yaml("extends: scopa\nscoring: {card_points: [{cards: D, all: 3, points: 1}]}")


# ------------------------------------------------------- a sweep worth what its card says
def test_a_sweep_with_the_marshal_costs_four_and_is_itemised() -> None:
    """Seed 000: the King of swords costs 4 "a quien ... lo usa para hacer una escoba". It
    still counts as a sweep made (the summary and statistics count it), itemised apart."""
    game = game_with(MARISCAL, *KING_SWEEP)
    events = game.play(KING_MOVE)
    swept = [e for e in events if isinstance(e, Swept)]
    assert swept and swept[0].value == -4 and swept[0].card == Card.parse("10S")
    assert game.sweeps == [-4, 0] and game.sweep_counts == [1, 0]
    _play_round(game)
    result = game.round_results[-1]
    mine = result.points[0]
    assert mine["sweep:10S"] == -4 and mine["card:10S"] == -1  # 5 in all for the sweeper
    assert mine["scope"] + mine["sweep:10S"] == result.details[0].sweeps
    detail = result.details[0]
    assert ("sweep:10S", 1) in detail.counted
    set_language("en")
    shown = SummaryScene._detail(None, "scope", detail)  # type: ignore[arg-type]
    assert shown == str(detail.sweep_count - 1)  # "Scope 0 · King of Swords scopa 1"
    assert SummaryScene._detail(None, "sweep:10S", detail) == "1"  # type: ignore[arg-type]


def test_the_sweep_value_is_one_function_the_players_and_the_engine_share() -> None:
    compiled = CompiledRules(MARISCAL)
    king, other = Card.parse("10S").index, Card.parse("10B").index
    table = mask("1C 2C 3C 4B")
    assert compiled.sweep_score(king, table, table, False) == -4
    assert compiled.sweep_score(other, table, table, False) == 1
    assert compiled.sweeps_with(10, table)  # the other Kings still sweep for a point
    only_king = Rules.preset("scopa").replace(sweep={"by_card": {"10S": 0, "10B": 0}})
    only = CompiledRules(only_king)
    assert only.sweep_score(king, table, table, False) == 0  # 0: no sweep at all
    assert only.sweeps_with(10, table)  # the Kings of coins and cups still do


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_values_the_marshals_sweep_as_the_engine_scores(level: str) -> None:
    """As tests/test_authority.py does for other sweeps: each level's estimate of each
    legal move's sweep is what the engine scores for it."""
    game = game_with(MARISCAL, *KING_SWEEP)
    player = make_player(level, 1, **({"samples": 2} if level == "hard" else {}))
    view = game.view(0)
    pub = player.public(view)
    for move in game.legal_moves():
        raw = (move.card.index, move.captured_mask)
        estimate = capture_worth(view, pub, raw)
        if move.captured:
            estimate -= mask_worth(chunk_weights(MARISCAL), raw[1] | 1 << raw[0])
        twin = Game.replay(game.record())
        swept = [e for e in twin.play(move) if isinstance(e, Swept)]
        assert estimate == pytest.approx(swept[0].value if swept else 0)
    assert any(m.card == Card.parse("10S") and m.captured for m in game.legal_moves())


def test_hards_round_value_counts_the_marshals_sweep_as_the_engine() -> None:
    """Hard's leaf and round-end values read the fast round's sweep points, the engine's
    own: after the King's sweep they are the game's score."""
    game = game_with(MARISCAL, *KING_SWEEP)
    hands, table = KING_SWEEP
    rnd = round_state(
        MARISCAL, hands, table, stock=" ".join(str(CARDS[i]) for i in game._round.deck[10:])
    )
    searcher = Searcher(game.view(0), CompiledRules(MARISCAL))
    rng = random.Random(4)
    game.play(KING_MOVE)
    rnd.play(KING_MOVE.card.index, KING_MOVE.captured_mask)
    assert rnd.sweeps == [-4, 0]
    assert searcher.static(rnd) == pytest.approx(
        -4 + mask_worth(searcher.chunks, rnd.piles[0]) - mask_worth(searcher.chunks, rnd.piles[1])
    )
    while not game.round_over:
        move = rng.choice(game.legal_moves())
        game.play(move)
        rnd.play(move.card.index, move.captured_mask)
    totals = game.round_results[-1].totals
    assert searcher.terminal(rnd) == totals[0] - totals[1]


# ------------------------------------------------------------------ the capped napola
def test_a_capped_napola_run_stops_at_six() -> None:
    """VARIANTS.md section 1: the piccola, A-2-3 of coins 3, +1 a card in the unbroken run,
    at most 6."""
    rules = Rules.from_yaml(PICCOLA)
    assert _points(rules, ["1D 2D 3D", "4D"])[0]["napola"] == 3
    assert _points(rules, ["1D 2D 3D 4D 6D", "5D"])[0]["napola"] == 4  # broken at the Five
    assert _points(rules, ["1D 2D 3D 4D 5D 6D 7D 8D", "9D"])[0]["napola"] == 6
    assert _points(Rules.preset("napola"), ["1D 2D 3D 4D 5D 6D 7D 8D", "9D"])[0]["napola"] == 8
    assert _points(rules, ["1D 2D 4D", "3D"])[0]["napola"] == 0
    with pytest.raises(RulesError, match=r"napola_cap.*from 3 to 10"):
        Rules.from_yaml("extends: scopa\nscoring: {napola: run, napola_cap: 2}")


# ----------------------------------------------------------------- the preset itself
def test_mariscal_is_an_escoba_de_ases_with_the_napola_and_the_four_points() -> None:
    """Seed 000: "una escoba as con 4 cartas sobre la mesa y 3 cartas repartidas a cada
    jugador", "con la napola y los 4 puntos de la baraja más las escobas"."""
    r = MARISCAL
    assert r.capture == Rules.preset("asso_piglia_tutto").capture and r.capture.ace.takes_all
    assert not r.capture.ace.sweep  # the common reading: the Ace's take is no scopa
    assert (r.deal.hand, r.deal.table) == (3, 4)
    assert r.scoring.napola == "run"
    sc = r.scoring
    assert (sc.cards, sc.coins, sc.settebello, sc.primiera, r.sweep.points) == (1, 1, 1, 1, 1)
    assert r.match.target == 21


def test_the_bad_sweep_card_is_refused_with_file_line_and_allowed() -> None:
    text = "extends: mariscal\nsweep:\n  by_card: {11S: -4}\n"
    with pytest.raises(RulesError) as err:
        Rules.from_yaml(text, file="house.yaml")
    message = str(err.value)
    assert "house.yaml:3" in message and "sweep.by_card.11S" in message
    with pytest.raises(RulesError, match=r"sweep\.by_card\.10S.*from -20 to 20"):
        Rules.from_yaml("extends: mariscal\nsweep: {by_card: {10S: -40}}")


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_the_rules_screen_and_the_summary_name_every_new_line(lang: str) -> None:
    rules = Rules.from_yaml(SAPONARO + "  napola_cap: 6\n")
    sections = {s.key: " ".join(s.paragraphs) for s in explain(rules, lang)}
    words = {
        "en": ("minus 4 points", "minus 1 point", "beside the settebello", "up to 6 at most"),
        "it": ("meno 4 punti", "meno 1 punto", "con il settebello", "fino a 6 al massimo"),
        "es": ("menos 4 puntos", "menos 1 punto", "con el settebello", "hasta 6 como máximo"),
    }[lang]
    assert words[0] in sections["sweep"] and words[0] in sections["scoring"]
    assert words[1] in sections["scoring"] and words[2] in sections["scoring"]
    assert words[3] in sections["scoring"]
    names = {
        "en": ("King of Swords scopa", "Jack of Coins + settebello"),
        "it": ("Scopa con il Re di Spade", "Fante di Denari + settebello"),
        "es": ("Scopa con el Rey de Espadas", "Sota de Oros + settebello"),
    }[lang]
    assert category_name(rules, "sweep:10S", lang) == names[0]
    assert category_name(rules, "card:8D with 7D", lang) == names[1]


def test_a_detail_without_sweep_cards_keeps_every_sweep_in_scope() -> None:
    """A round scored without the sweeping cards (a computer player's sampled round) keeps
    the same total: every sweep stays in "scope"."""
    piles = [mask("10S 1C 2C 3C 4B"), mask("5B")]
    plain = score_masks(MARISCAL, piles, [-4, 0], sweep_counts=[1, 0])
    itemised = score_masks(
        MARISCAL, piles, [-4, 0], sweep_counts=[1, 0], sweep_cards=[mask("10S"), 0]
    )
    assert plain.totals == itemised.totals
    assert plain.points[0]["scope"] == -4 and plain.points[0]["sweep:10S"] == 0
    assert itemised.points[0]["scope"] == 0 and itemised.points[0]["sweep:10S"] == -4
    assert isinstance(itemised.details[0], SideDetail)
