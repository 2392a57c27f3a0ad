"""Declared hands, the wild card and hands dealt face up (issue: variant pack II).

Sources: seed 000 (Tuzzulicchio, Cocchiaundici, Bazzica) and shared/VARIANTS.md section 1
(Cirulla) and section 10; each test names its passage.
"""

from __future__ import annotations

import random

import pytest

from scopa import Card, Game, IllegalMove, Move, Rules
from scopa.ai import make_player
from scopa.core.capture import CompiledRules
from scopa.core.declarations import Declarations
from scopa.core.events import Declared, Revealed, Swept, TableBonus
from scopa.core.sampling import forbidden_cards, sample_position
from tests.helpers import cards, game_with, mask, move


def declared_points(preset: str, hand: str, wild_rank: int = 0) -> int:
    return Declarations(Rules.preset(preset)).score(mask(hand), wild_rank)[0]


# ------------------------------------------------------------------ Tuzzulicchio
@pytest.mark.parametrize(
    ("hand", "points"),
    [
        ("1D 1C 5S", 3),  # "dos cartas entre 1 y 3 iguales ... 3 puntos más"
        ("2D 2C 2S", 6),  # "3 cartas iguales, los puntos se duplican ... Buongioco"
        ("1D 3D 9S", 3),  # "dos cartas, entre 1 y 3, del mismo color ... los 3 puntos"
        ("1D 2D 3D", 7),  # "as, dos y tres ... los puntos ganados se convierten en 7"
        ("1D 1C 2D", 6),  # "As + (As + Two, del mismo palo) valen dos tuzzilicchi, 6"
        ("2B 2C 3B", 6),  # "Dos + (Dos + Tres, del mismo palo)"
        ("4D 5D 6D", 0),  # only Aces, Twos and Threes count
        ("1D 9C 10S", 0),
    ],
)
def test_tuzzulicchio_declarations_seed_000(hand: str, points: int) -> None:
    assert declared_points("tuzzulicchio", hand) == points
    assert declared_points("cocchiaundici", hand) == points  # "todas las reglas ... Tuzzulicchio"


def test_cocchiaundici_also_takes_eleven() -> None:
    # seed 000: "o si esa suma hace un total de once": a Fante (8) takes a 3
    game = game_with("cocchiaundici", ["8D 5C 6S", "4D 4C 4S"], "3B 9C 10C 7S")
    assert move("8D 3B") in game.legal_moves()


# ----------------------------------------------------------------------- Cirulla
@pytest.mark.parametrize(
    ("hand", "wild", "points"),
    [
        ("1D 2S 4B", 0, 3),  # VARIANTS 1: total of 9 or less, 3 (barsega)
        ("3D 3S 3B", 0, 10),  # three of a rank, 10 (decino)
        ("1D 1S 1B", 0, 10),  # A-A-A meets both: "usually 10 only" [S1]
        ("5D 6S 9B", 0, 0),
        ("7C 5D 5S", 5, 10),  # the seven of hearts named a 5: three Fives
        ("7C 1D 3S", 0, 0),  # as a 7 it makes 11: nothing
        ("7C 1D 3S", 5, 3),  # named a 5: 9 or less
    ],
)
def test_cirulla_hand_bonuses_vary_1(hand: str, wild: int, points: int) -> None:
    assert declared_points("cirulla", hand, wild) == points


def test_a_declaration_comes_with_the_first_card_and_shows_the_hand() -> None:
    # VARIANTS 1: "Knock and show before playing its first card; the hand is then played
    # face up [S1, SF]"
    game = game_with("cirulla", ["1D 2S 4B", "8D 8C 9S"], "5C 6B 9C 10B")
    legal = game.legal_moves()
    assert move("4B declare") in legal and move("4B") in legal
    events = game.play(move("4B declare"))
    declared = [e for e in events if isinstance(e, Declared)]
    assert len(declared) == 1 and declared[0].points == 3 and declared[0].seat == 0
    other = game.view(1)
    assert set(other.shown_cards()[0]) == set(cards("1D 2S"))  # still held, seen by all
    assert set(cards("1D 2S")) <= other.seen()
    assert other.declared() == (3, 0)
    game.play(game.legal_moves()[0])
    assert not any(m.declares for m in game.legal_moves())  # the second card: too late
    with pytest.raises(IllegalMove) as err:
        game.play(move("2S declare"))
    assert err.value.code == "cannot_declare"


def test_a_hand_that_scores_nothing_cannot_be_declared() -> None:
    game = game_with("cirulla", ["5D 6S 9B", "8D 8C 9S"], "5C 6B 9C 10B")
    assert not any(m.declares for m in game.legal_moves())
    with pytest.raises(IllegalMove) as err:
        game.play(move("9B declare"))
    assert err.value.code == "cannot_declare"


def test_declared_points_are_scored_in_their_own_category() -> None:
    game = game_with("tuzzulicchio", ["1D 2D 3D", "8D 8C 9S"], "5C 6B 9C 10B")
    game.play(move("3D declare"))
    rng = random.Random(1)
    while not game.round_over:
        game.play(rng.choice([m for m in game.legal_moves() if not m.declares]))
    result = game.round_results[-1]
    assert result.points[0]["declarations"] == 7
    assert result.points[1]["declarations"] == 0
    assert result.details[0].declared == (3,)  # Napoli


def test_the_wild_card_plays_at_its_named_rank_until_captured() -> None:
    # VARIANTS 1: "The holder names a rank and the card plays at that rank from then on
    # [PAR]. It keeps the rank even when discarded [GZ, VS]."
    game = game_with("cirulla", ["7C 2D 3S", "3D 7S 9B"], "10C 10S 9C 9S")
    assert move("7C declare=3") in game.legal_moves()  # named a 3: 3+2+3 = 8, 9 or less
    game.play(move("7C declare=3"))  # laid: it now lies on the table as a Three
    view = game.view(1)
    assert view.wild_rank() == 3
    legal = game.legal_moves()
    assert move("3D 7C") in legal  # a Three takes it
    assert move("7S 7C") not in legal  # a Seven does not
    game.play(move("3D 7C"))
    assert game.view(0).wild_rank() == 0  # captured: a seven of hearts again


def test_the_wild_card_named_an_ace_takes_the_table() -> None:
    # VARIANTS 1: "e.g. as an Ace it sweeps [PAR]"; the Ace takes the whole table, a scopa
    game = game_with("cirulla", ["3S 7C 1D", "8D 8C 9S"], "4D 2C 8S 6S")
    whole = "4D 2C 8S 6S"
    events = game.play(move(f"7C {whole} declare=1"))
    assert any(isinstance(e, Swept) for e in events)
    assert not game.table


def test_the_ace_takes_the_ace_on_the_table_or_makes_fifteen() -> None:
    # VARIANTS 1 (c): "If an Ace is on the table, the played Ace takes that Ace or makes a 15"
    game = game_with("cirulla", ["1D 5S 9B", "8D 8C 9S"], "1C 6D 8S 10B")
    aces = {m.captured for m in game.legal_moves() if m.card == Card.parse("1D")}
    assert aces == {frozenset(cards("1C")), frozenset(cards("6D 8S"))}


def test_the_dealer_takes_a_first_table_of_fifteen_with_the_wild_card() -> None:
    # VARIANTS 1: "Dealer bonus: table totals 15 -> dealer takes it, 1 scopa"; the matta is
    # wild "for the hand bonuses and the dealer's 15/30 [S1, GZ, PAR]"
    game = game_with("cirulla", ["5D 6S 9B", "8D 8C 9S"], "7C 4D 2S 1B")  # 14, or 15
    bonus = [e for e in game.events if isinstance(e, TableBonus)]
    assert len(bonus) == 1 and bonus[0].seat == 1 and bonus[0].sweeps == 1
    assert not game.table


def test_two_aces_on_the_first_table_deal_again() -> None:
    # VARIANTS 1: "2+ Aces among the 4 table cards -> reshuffle and redeal"
    rules = Rules.preset("cirulla")
    assert any(r.rank == 1 and r.at_least == 2 for r in rules.deal.redeal)
    assert CompiledRules(rules).redeal_needed(mask("1C 1S 5D 6B"))


def test_a_declared_hand_stays_with_its_holder_in_every_sampled_deal() -> None:
    game = game_with("tuzzulicchio", ["1D 2D 3D", "8D 8C 9S"], "5C 6B 9C 10B", stock="4D 4C")
    game.play(move("3D declare"))
    view = game.view(1)
    rng = random.Random(0)
    compiled = CompiledRules(view.rules)
    for _ in range(20):
        hands, _stock = sample_position(view, rng, compiled)
        assert hands[0] & mask("1D 2D") == mask("1D 2D")


# ----------------------------------------------------------------------- Bazzica
def test_bazzica_deals_its_last_hand_face_up() -> None:
    # seed 000: "en la última mano las cartas se reparten boca arriba a ambos jugadores"
    game = Game(Rules.preset("bazzica"), 2, seed=3)
    rng = random.Random(3)
    while game.stock_count:
        assert not any(game.view(1).shown_cards()[0][:1]) or any(
            isinstance(e, Declared) for e in game.history
        )
        game.play(rng.choice(game.legal_moves()))
    assert any(isinstance(e, Revealed) for e in game.history)
    for seat in (0, 1):
        other = game.view(1 - seat)
        assert set(other.shown_cards()[seat]) == set(game.hands[seat])


def test_bazzica_declarations_are_tressette_accusi() -> None:
    # tresette.org "L'accusa": Napoli (A-2-3 of a suit) 3, three of A/2/3 3, four 4
    assert declared_points("bazzica", "1D 2D 3D") == 3
    assert declared_points("bazzica", "3D 3C 3B") == 3
    assert declared_points("bazzica", "1D 1C 7B") == 0


# ---------------------------------------------------------------- moves, players
def test_a_declaring_move_reads_and_writes_its_declaration() -> None:
    m = Move.parse("7C 4D 2C declare=1")
    assert m.declares and m.wild_rank == 1 and m.captured == frozenset(cards("4D 2C"))
    assert Move.from_data(m.to_data()) == m
    assert Move.parse("7C") != Move.parse("7C declare")
    with pytest.raises(ValueError):
        Move.from_data(["7C", "declare=11"])


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
@pytest.mark.parametrize("preset", ["cirulla", "tuzzulicchio", "bazzica"])
def test_every_level_plays_a_declaring_game(level: str, preset: str) -> None:
    game = Game(Rules.preset(preset), 2, seed=5)
    players = [make_player(level, seed=s, samples=2) for s in (1, 2)]
    while not game.round_over:
        view = game.view(game.current_player)
        game.play(players[view.seat].choose(view))
    assert game.round_results


def test_medium_declares_a_scoring_hand() -> None:
    game = game_with("tuzzulicchio", ["1D 2D 3D", "8D 8C 9S"], "5C 6B 9C 10B")
    choice = make_player("medium", seed=1).choose(game.view(0))
    assert choice.declares


def test_cirulla_piccola_and_grande_vary_1() -> None:
    # VARIANTS 1: "Piccola: A-2-3 of coins = 3, +1 per card in an unbroken run. Cap 6";
    # "Grande: J-Q-K of coins = 5, else 0"
    from scopa.core.scoring import score_masks

    rules = Rules.preset("cirulla")

    def points(pile: str) -> dict[str, int]:
        return score_masks(rules, [mask(pile), 0], [0, 0], detailed=False).points[0]

    assert points("1D 2D 3D")["napola"] == 3
    assert points("1D 2D 3D 4D 5D")["napola"] == 5
    assert points("1D 2D 3D 4D 5D 6D 7D")["napola"] == 6  # the cap
    assert points("1D 2D 4D")["napola"] == 0
    grande = next(k for k in points("8D 9D 10D") if k.startswith("card:"))
    assert points("8D 9D 10D")[grande] == 5
    assert points("8D 9D")[grande] == 0


def test_medium_reads_a_declared_hand_as_certain() -> None:
    # a declared hand is played face up from then on: Medium's look at what the next
    # opponent takes counts those cards as held for sure, and no other card as held
    from scopa.ai.knowledge import public_state
    from scopa.ai.players import exposure

    game = game_with("tuzzulicchio", ["9C 9D 4B", "2D 2C 7S"], "10B 8C 6B 5D")
    game.play(move("4B"))
    game.play(move("2D declare"))
    view = game.view(0)
    assert view.shown_cards()[1] == tuple(cards("2C 7S"))
    pub = public_state(view)
    assert exposure(view, pub, mask("3C 4S"), False) > 1.0  # the 7S sweeps it, surely
    assert exposure(view, pub, mask("3C 5S"), False) == 0.0  # no card of the hand takes it


def test_easy_leaves_a_card_that_costs_points() -> None:
    # Mariscal: the King of swords costs whoever takes it a point (seed 000)
    game = game_with("mariscal", ["10D 9C 4B", "2D 2C 7S"], "10S 8C 6B 5D")
    for seed in range(12):
        chosen = make_player("easy", seed=seed).choose(game.view(0))
        assert not chosen.captured_mask & Card.parse("10S").bit or chosen.card != Card.parse("10D")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_what_the_sampler_rules_out_is_never_in_the_real_hand(players: int) -> None:
    # Cirulla's compulsory capture for the whole hand lets a seat that laid a card be read:
    # it held nothing that could take from that table, the wild card counted at its named
    # rank. The real hands never hold a card the reading rules out.
    compiled = CompiledRules(Rules.preset("cirulla"))
    checked = 0
    for seed in range(6):
        game = Game(Rules.preset("cirulla"), players, seed=seed)
        rng = random.Random(seed)
        while not game.match_over and len(game.moves) < 150:
            if game.round_over:
                game.next_round()
            for seat in range(players):
                view = game.view(seat)
                for other, bad in forbidden_cards(view, compiled).items():
                    hand = sum(c.bit for c in game.hands[other])
                    assert not hand & bad, (seed, seat, other)
                    checked += 1
            moves = game.legal_moves()
            declaring = [m for m in moves if m.declares]
            game.play(rng.choice(declaring or list(moves)))
    assert checked > 50
