"""The table's "last plays" panel names a stolen pile and a build for what they are, from the
round's public events (the same whether the plays were watched or the table was snapped)."""

from __future__ import annotations

from scopa import Rules
from scopa.ui.table.claims import play_entries
from scopa.ui.table.words import TableWords
from tests.helpers import game_with, move


def test_a_stolen_pile_is_said_as_a_pile_with_its_size() -> None:
    # Rubamazzo a somma (seed 000, "Robar por sumas"): the 9 takes 2D and 3S from the table
    # and the 4 of cups topping seat 1's pile of two cards
    game = game_with("rubamazzo_a_somma", ["1B 9D 6B", "4C 7B 5B"], "4S 3S 2D 8C")
    game.play(move("1B"))
    game.play(move("4C 4S"))
    game.play(move("9D 2D 3S steal=1"))
    entry = play_entries(game.view(1))[-1]
    words = TableWords(["Anna", "Marco"], (0, 1), "neapolitan", game.rules, you=1)
    lines = words.last_play(*entry)
    assert lines[0].startswith("Anna played")
    assert lines[1] == "and took your pile (2 cards)"
    other = TableWords(["Anna", "Marco"], (0, 1), "neapolitan", game.rules, you=0)
    assert other.last_play(*entry)[1] == "and took Marco's pile (2 cards)"
    assert "Two of Coins" in lines[2] and "Four" not in lines[2]


def test_a_build_is_said_with_its_value() -> None:
    # Escoba de granja (seed 000): the 3 laid on the 4, keeping a 7
    game = game_with("escoba_de_granja", ["3C 7B 1S", "7D 5D 6D"], "4S 7S 2B 10S")
    game.play(move("3C on 4S build"))
    entry = play_entries(game.view(0))[-1]
    words = TableWords(
        ["You", "Marco"], (0, 1), "neapolitan", Rules.preset("escoba_de_granja"), you=0
    )
    assert words.last_play(*entry)[-1] == "and built 7"


def test_a_claim_is_said_to_its_claimant_in_the_second_person() -> None:
    # Scopa a chi fidasse: the claimant reads "your scopa", and a penalty "to you"
    from scopa import Card
    from scopa.core.events import ClaimSettled

    rules = Rules.preset("scopa_a_chi_fidasse")
    words = TableWords(["You", "Marco"], (0, 1), "neapolitan", rules, you=0)
    trusted = ClaimSettled(1, 0, 0, None, (), True, 1, 1, None, None, 0)
    assert words.settled(trusted) == "Trusted: your scopa stands, its card unseen"
    bluff = ClaimSettled(1, 0, 0, Card.parse("1B"), (), False, 0, 0, 1, 0, 1)
    assert words.settled(bluff).endswith("-1 to you")
    assert words.last_play(0, None, (), "pending")[1] == "claiming a scopa: the others answer"
    other = TableWords(["Anna", "You"], (0, 1), "neapolitan", rules, you=1)
    assert other.last_play(0, None, (), "pending")[1] == "claiming a scopa: trust it?"
