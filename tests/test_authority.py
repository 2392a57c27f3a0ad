"""The rules core is the one authority: views hold nothing play has filled, the players and
screens ask the core's rule facts, and no screen or player recognises a variant by name."""

from __future__ import annotations

import gc
import pickle
import random
import re
from pathlib import Path

import pytest

from scopa import CARDS, Game, Rules
from scopa.ai import LEVELS, make_player
from scopa.ai.knowledge import chunk_weights, mask_worth
from scopa.ai.players import capture_worth, next_opponent
from scopa.ai.search import INF, Searcher
from scopa.core.capture import CompiledRules
from scopa.core.events import Dealt, Played, RoundStarted, Swept
from scopa.core.sampling import determinize, position_round, sample_position
from scopa.core.view import PlayerView
from scopa.ui.rules_text import explain
from tests.helpers import reshuffled_twin

ROOT = Path(__file__).resolve().parent.parent
CASES = [(p, n) for p in Rules.presets() for n in Rules.preset(p).players.counts]

CARDS_TAKEN = Rules.preset("scopa").replace(sweep={"value": "cards_taken", "on_last_play": True})
HAND_OF_FOUR = Rules.preset("scopa").replace(deal={"hand": 4})


def _ask_everything(game: Game) -> None:
    """What a table or a hint does: every seat's options are asked of the game."""
    for hand in game.hands:
        for card in hand:
            game.capture_options(card)
    game.legal_moves()


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_a_view_is_the_same_bytes_whatever_the_hidden_cards(preset: str, players: int) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(11)
    for _ in range(3):
        deck = list(rules.deck.cards.cards)
        rng.shuffle(deck)
        game = Game(rules, players, deck=deck, seed=0)
        for _ in range(rng.randrange(1, 25)):
            if game.round_over:
                break
            _ask_everything(game)
            game.play(rng.choice(game.legal_moves()))
        if game.round_over:
            continue
        _ask_everything(game)
        for seat in range(players):
            view = game.view(seat)
            twin = reshuffled_twin(game, deck, seat, rng)
            _ask_everything(twin)
            assert twin.view(seat) == view
            assert pickle.dumps(twin.view(seat)) == pickle.dumps(view)


def test_nothing_reachable_from_a_view_is_compiled_or_cached() -> None:
    game = Game(Rules.preset("escoba"), 2, seed=5)
    for _ in range(5):
        _ask_everything(game)
        game.play(game.legal_moves()[0])
    view = game.view(0)
    seen: set[int] = set()
    todo: list[object] = [view]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        assert not isinstance(obj, CompiledRules | Game)
        todo.extend(gc.get_referents(obj))
    assert set(vars(view.rules)) == {f for f in vars(Rules.preset("escoba"))}


def test_rules_cannot_be_changed_after_loading() -> None:
    rules = Rules.preset("escoba")
    with pytest.raises(TypeError):
        rules.deal.table_bonus[15] = 3  # type: ignore[index]
    with pytest.raises(TypeError):
        rules.terms.sweep["en"] = "broom"  # type: ignore[index]
    assert Rules.preset("escoba").deal.table_bonus == {15: 1, 30: 2}
    assert hash(rules) == hash(Rules.preset("escoba")) and {rules: 1}[Rules.preset("escoba")]
    assert Rules.from_data(rules.to_data()) == rules
    assert isinstance(rules.to_data()["deal"]["table_bonus"], dict)


# ------------------------------------------------------------------- the deal plan
def _deals_seen(game: Game) -> tuple[int, list[int]]:
    """The table size and each deal's cards per seat, read from the round's events."""
    table, hands, current = 0, [], 0
    for event in game.events:
        if isinstance(event, Dealt) and event.seat is None:
            table += 1
        elif isinstance(event, Dealt):
            current += 1
        elif isinstance(event, Played | RoundStarted) and current:
            hands.append(current // game.players)
            current = 0
    if current:
        hands.append(current // game.players)
    return table, hands


@pytest.mark.parametrize(
    ("rules", "players"),
    [*((Rules.preset(p), n) for p, n in CASES), (HAND_OF_FOUR, 2), (HAND_OF_FOUR, 3)],
)
def test_the_deal_plan_is_what_the_engine_deals(rules: Rules, players: int) -> None:
    game = Game(rules, players, seed=3)
    rng = random.Random(3)
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    plan = rules.deal_plan(players)
    assert _deals_seen(game) == (plan.table, list(plan.hands))
    assert plan.table + sum(plan.hands) * players + plan.left == rules.deck.cards.size


def test_a_hand_of_four_makes_five_deals_and_the_rules_screen_says_so() -> None:
    """RULES.md, the deal: cards are dealt again whenever every hand is empty; 36 cards in
    hands of four for two players are four deals of four and a last of two."""
    assert HAND_OF_FOUR.deal_plan(2).hands == (4, 4, 4, 4, 2)
    deal = next(
        s for s in explain(HAND_OF_FOUR.replace(players={"counts": [2]})) if s.key == "deal"
    )
    assert any("5 deals" in p for p in deal.paragraphs)


def test_the_next_opponent_hand_after_a_short_deal_is_the_plans() -> None:
    game = Game(HAND_OF_FOUR, 2, seed=9)
    rng = random.Random(9)
    while game.stock_count > 0 or sum(len(h) for h in game.hands) > 1:
        game.play(rng.choice(game.legal_moves()))
        if game.stock_count == 4 and sum(len(h) for h in game.hands) == 1:
            break
    view = game.view(game.current_player)
    assert view.stock_count == 4 and sum(view.hand_sizes) == 1
    nxt = next_opponent(view, CompiledRules(view.rules))
    assert nxt is not None and nxt[1] == 2
    game.play(game.legal_moves()[0])
    assert [len(h) for h in game.hands] == [2, 2]


# ------------------------------------------------------------------- sweeps
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rules", [CARDS_TAKEN, HAND_OF_FOUR], ids=["cards_taken", "hand_4"])
def test_every_level_plays_house_rules_and_values_sweeps_as_the_engine_scores(
    level: str, rules: Rules
) -> None:
    """sweep.value cards_taken: a sweep is worth the cards taken and the card played."""
    kwargs = {"samples": 2} if level == "hard" else {}
    for seed in range(3):
        game = Game(rules, 2, seed=seed)
        seats = [make_player(level, seed + s, **kwargs) for s in range(2)]
        while not game.round_over:
            view = game.view(game.current_player)
            player = seats[game.current_player]
            pub = player.public(view)
            for move in game.legal_moves():
                raw = (move.card.index, move.captured_mask)
                estimate = capture_worth(view, pub, raw)
                if move.captured:
                    estimate -= mask_worth(chunk_weights(rules), raw[1] | 1 << raw[0])
                twin = Game.replay(game.record())
                swept = [e for e in twin.play(move) if isinstance(e, Swept)]
                assert estimate == pytest.approx(swept[0].value if swept else 0)
            move = player.choose(view)
            assert move in game.legal_moves()
            game.play(move)


def test_hard_solves_the_last_play_to_the_engines_score() -> None:
    for seed in range(12):
        game = Game(CARDS_TAKEN, 2, seed=seed)
        rng = random.Random(seed)
        while sum(len(h) for h in game.hands) > 1 or game.stock_count:
            game.play(rng.choice(game.legal_moves()))
        view = game.view(game.current_player)
        compiled = CompiledRules(view.rules)
        rnd = determinize(view, random.Random(0), compiled)
        searcher = Searcher(view, compiled)
        for move in game.legal_moves():
            child = rnd.clone()
            child.play(move.card.index, move.captured_mask)
            estimate = searcher.value(child, 4, -INF, INF)
            twin = Game.replay(game.record())
            twin.play(move)
            totals = twin.round_results[-1].totals
            assert estimate == totals[view.team] - totals[1 - view.team]


# ------------------------------------------------------------------- the sampler
@pytest.mark.parametrize(("preset", "players"), CASES)
def test_sampled_positions_agree_with_everything_public(preset: str, players: int) -> None:
    rules = Rules.preset(preset).replace(capture={"compulsory": "hand"})
    game = Game(rules, players, seed=4)
    rng = random.Random(4)
    compiled = CompiledRules(rules)
    while not game.round_over:
        view = game.view(game.current_player)
        hands, stock = sample_position(view, rng, compiled)
        assert hands[view.seat] == sum(c.bit for c in view.hand)
        assert [h.bit_count() for h in hands] == list(view.hand_sizes)
        hidden = sum(c.bit for c in view.unseen())
        shown = [sum(c.bit for c in cards) for cards in view.shown_cards()]
        for seat, cards in enumerate(shown):  # a declared or face-up hand stays its holder's
            assert hands[seat] & cards == cards
        known = sum(shown) - shown[view.seat]
        assert sum(hands) - hands[view.seat] + sum(1 << i for i in stock) == hidden + known
        rnd = position_round(view, compiled, hands, stock)
        assert rnd.table == sum(c.bit for c in view.table)
        assert [p.bit_count() for p in rnd.piles] == list(view.pile_sizes)
        game.play(rng.choice(game.legal_moves()))


def test_a_view_lists_each_play_with_the_table_it_was_made_on() -> None:
    game = Game(Rules.preset("scopa"), 2, seed=2)
    tables = []
    while not game.round_over:
        tables.append(tuple(game.table))
        game.play(game.legal_moves()[-1])
        if game.stock_count == 0 and sum(len(h) for h in game.hands) == 0:
            break
    view: PlayerView = game.view(0)
    plays = list(view.plays())
    assert [t for _, t in plays] == tables[: len(plays)]
    assert all(isinstance(p, Played) for p, _ in plays)


# ------------------------------------------------------------------- no names
def test_no_player_or_screen_recognises_a_variant_by_its_name() -> None:
    names = "|".join(Rules.presets())
    compared = re.compile(
        rf"(==|!=|\bin\b)\s*[(\[]?[^#\n]*['\"]({names})['\"]|['\"]({names})['\"]\s*(==|!=|\bin\b)"
    )
    found = []
    for folder in ("ai", "ui", "store"):
        for path in sorted((ROOT / "scopa" / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                code = line.split("#")[0]
                if compared.search(code) and "category ==" not in code and ">>>" not in code:
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


def test_the_core_speaks_in_codes_and_every_code_has_its_sentence() -> None:
    from scopa.words.catalogue import has

    rng = random.Random(6)
    seen = set()
    for preset, players in CASES:
        game = Game(Rules.preset(preset), players, seed=rng.randrange(1000))
        for _ in range(12):
            if game.round_over:
                break
            hand = game.hands[game.current_player]
            for card in CARDS:
                for taken in (frozenset(), frozenset(rng.sample(list(CARDS), 2))):
                    from scopa import IllegalMove, Move

                    move = Move(card, taken - {card})
                    try:
                        game.check(move)
                    except IllegalMove as exc:
                        seen.add(exc.code)
                        assert has("en", f"illegal_{exc.code}")
                        assert str(exc).startswith("illegal move (")
            game.play(rng.choice(game.legal_moves()))
            del hand
    assert {"not_in_hand", "not_on_table", "must_capture", "cannot_capture"} <= seen


def test_each_vocabulary_is_defined_once_and_the_others_follow_it() -> None:
    from scopa.ai.levels import LEVELS as AI_LEVELS
    from scopa.ai.levels import seat_kind
    from scopa.core.names import DECKS
    from scopa.store.settings import SPEEDS, Settings
    from scopa.ui.match import SPEED_RATES
    from scopa.words.catalogue import languages

    assert set(SPEED_RATES) == set(SPEEDS)
    assert AI_LEVELS == LEVELS and all(seat_kind(f"cpu:{level}") for level in LEVELS)
    fields = {f.name: f.metadata for f in __import__("dataclasses").fields(Settings)}
    # a deck is one of DECKS or a player's own (own:NAME): the check follows DECKS
    assert all(Settings(deck=d).check() == [] for d in ("auto", *DECKS))
    assert all(d in fields["deck"]["doc"] for d in DECKS) and Settings(deck="nope").check()
    assert fields["language"]["choices"] == languages()
