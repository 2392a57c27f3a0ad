"""Table cards lie in a tidy grid whose places are a function of the table as the core holds
it: a capture closes the grid up (the cards left gliding, never jumping), a card laid takes
the next place, the grid grows by whole rows when it is full, and a taken-back move, a
resumed save or a reload show each card where it was."""

from __future__ import annotations

import math

from scopa.core.cards import Card
from scopa.core.game import Game
from scopa.ui.anim import Sprite
from scopa.ui.table.animator import Animator
from scopa.ui.table.model import Seats, TableModel
from scopa.ui.table.words import TableWords
from tests.helpers import game_with, move


def _table(game: Game) -> tuple[Animator, TableModel]:
    model = TableModel(Seats(["human", "cpu:easy"]), game.view(0))
    words = TableWords(["You", "Marco"], game.teams, "neapolitan", game.rules, you=0)
    anim = Animator(model, words, (1280, 800), sfx=lambda name: None, say=lambda m, s: None)
    anim.schedule(model.public(game.events))
    anim.advance(None)
    _places(anim)  # drawn once: the deal's motions are over
    return anim, model


def _play(game: Game, anim: Animator, model: TableModel, text: str) -> bool:
    """Play ``text`` and watch it to its end; whether any table card glided meanwhile that
    neither came nor went in the play. No such card ever jumps: from one frame to the next
    it goes at most two fifths of the way it glides."""
    played = move(text)
    before = {s.card for s in anim.zones.get(("table",), [])} - set(played.captured)
    start = {c: p for c, p in _places(anim).items() if c in before}
    events = game.play(played)
    model.played(game.view(0))
    anim.schedule(model.public(events, 0))
    glided, last = False, dict(start)
    steps: dict[Card | None, float] = {}
    for _ in range(2000):
        anim.advance(1 / 60)
        for sprite in anim.zones.get(("table",), []):
            x, y = anim.place(sprite)[:2]  # as each frame draws it
            if sprite.card in before:
                glided = glided or sprite.motion is not None
                step = math.dist(last[sprite.card], (x, y))
                steps[sprite.card] = max(steps.get(sprite.card, 0.0), step)
                last[sprite.card] = (x, y)
        if anim.timeline.idle:
            break
    for card, step in steps.items():
        way = math.dist(start[card], last[card])
        assert step <= way * 0.4, f"{card} jumped {step:.0f} px of {way:.0f}"
    return glided


def _places(anim: Animator) -> dict[Card | None, tuple[float, float]]:
    return {s.card: anim.place(s)[:2] for s in anim.zones.get(("table",), [])}


def test_a_capture_closes_the_grid_up_and_a_laid_card_takes_the_next_place() -> None:
    game = game_with("scopa", ["7D 1D 2D", "4C 5C 6C"], "7S 8S 9S 10S")
    anim, model = _table(game)
    square = [(s.x, s.y) for s in anim.layout.table_slots(4)]
    assert list(_places(anim).values()) == square

    assert _play(game, anim, model, "7D 7S")  # the three left glide up, in their order
    after = _places(anim)
    assert [after[Card.parse(c)] for c in ["8S", "9S", "10S"]] == square[:3]

    assert not _play(game, anim, model, "4C")  # laid: it takes the next place, the fourth
    laid = _places(anim)
    assert laid[Card.parse("4C")] == square[3]
    assert all(laid[card] == after[card] for card in after)


def test_the_places_are_the_same_after_take_back_and_a_reload() -> None:
    game = game_with("scopa", ["7D 1D 2D", "4C 5C 8C"], "7S 8S 9S 10S")
    anim, model = _table(game)
    _play(game, anim, model, "7D 7S")
    _play(game, anim, model, "4C")
    before_take = _places(anim)
    _play(game, anim, model, "1D")
    _play(game, anim, model, "8C 8S")  # a hole in the middle closes up

    fresh, _ = _table(game)  # Continue, or a reload: the table as the core holds it
    fresh.snap(game.view(0))
    assert _places(fresh) == _places(anim)

    earlier = game.take_back([0])  # the 1 of coins taken back, and the reply after it
    assert earlier is not None
    rewound = anim.rewind(model.view, earlier.view(0))
    assert [p.card for p in rewound] == [Card.parse("1D"), Card.parse("8C")]
    anim.advance(None)
    assert _places(anim) == before_take


def test_a_full_table_grows_by_whole_rows_and_its_cards_glide_there_in_order() -> None:
    game = game_with("scopa", ["1D 2D 3D", "4C 5C 6C"], "7S 8S 9S 10S")
    anim, model = _table(game)
    order = [s.card for s in anim.zones[("table",)]]

    assert _play(game, anim, model, "1D")  # a fifth card: the square becomes two rows of three
    six = [(s.x, s.y) for s in anim.layout.table_slots(6)]
    places = _places(anim)
    assert [places[card] for card in order] == six[:4]
    assert places[Card.parse("1D")] == six[4]

    assert not _play(game, anim, model, "4C")  # the sixth fills the grid: nothing moves
    assert _places(anim)[Card.parse("4C")] == six[5]
    assert {k: v for k, v in _places(anim).items() if k != Card.parse("4C")} == places


def test_an_emptied_table_starts_again_from_a_square() -> None:
    game = game_with("scopa", ["1D 2D 3D", "4C 5C 6C"], "7S 8S 9S 10S")
    anim, _ = _table(game)
    table = anim.zone(("table",))
    for card in ["1D", "2D", "3D"]:
        table.append(Sprite(Card.parse(card), zone=("table",)))
    anim.place(table[-1])  # seven cards: a grid of eight
    assert anim.layout.table_room(7) == 8
    assert len({anim.place(s)[:2] for s in table}) == 7
    for sprite in list(table):
        anim.move(sprite, ("pile", 0), 0.0)  # a sweep takes them all
    laid = Sprite(Card.parse("4C"))
    anim.move(laid, ("table",), 0.0)
    anim.advance(1.0)
    first = anim.layout.table_slots(4)[0]
    assert anim.place(laid)[:2] == (first.x, first.y)


def test_a_build_keeps_the_place_of_the_card_it_was_made_on() -> None:
    # Escoba de granja (seed 000): the 3 of cups laid on the 4 of swords builds 7
    game = game_with("escoba_de_granja", ["3C 7B 1S", "7D 5D 6D"], "4S 7S 2B 10S")
    anim, model = _table(game)
    dealt = _places(anim)

    assert not _play(game, anim, model, "3C on 4S build")
    built = _places(anim)
    assert built[Card.parse("4S")] == dealt[Card.parse("4S")]
    assert all(built[card] == dealt[card] for card in dealt)
    x, y = built[Card.parse("3C")]  # on the build's first card, a little lower and right
    assert x > built[Card.parse("4S")][0] and y > built[Card.parse("4S")][1]

    assert _play(game, anim, model, "7D 7S")  # the cards after the 7 close up, the build stays
    after = _places(anim)
    square = [(s.x, s.y) for s in anim.layout.table_slots(4)]
    order = [Card.parse(c) for c in ["4S", "2B", "10S"]]
    assert [after[card] for card in order] == square[:3]
    assert after[Card.parse("3C")] == built[Card.parse("3C")]


def test_a_card_laid_on_a_full_table_beside_a_build_grows_the_grid() -> None:
    # Escoba de granja: the 3 of cups built on the 4 of swords fills the 2x2 square's four
    # places with the loose cards; the 5 of coins laid next needs a fifth place. Seating it
    # once recursed without end (RecursionError), closing the window.
    game = game_with("escoba_de_granja", ["3C 7B 1S", "7D 5D 6D"], "4S 7S 2B 10S")
    anim, model = _table(game)
    assert not _play(game, anim, model, "3C on 4S build")
    built = _places(anim)
    four, three = Card.parse("4S"), Card.parse("3C")
    offset = (built[three][0] - built[four][0], built[three][1] - built[four][1])

    assert _play(game, anim, model, "5D")  # the square becomes two rows of three
    six = [(s.x, s.y) for s in anim.layout.table_slots(6)]
    places = _places(anim)
    order = ["4S", "7S", "2B", "10S", "5D"]
    assert [places[Card.parse(c)] for c in order] == six[:5]
    moved = (places[three][0] - places[four][0], places[three][1] - places[four][1])
    assert moved == offset  # the build's card still lies on its first


def test_taking_a_build_closes_the_grid_up_once_its_cards_have_gone() -> None:
    # the view knows at once that the build is taken; the table shows it whole, in its
    # place, until its cards slide to the pile; then the loose cards close up
    game = game_with("escoba_de_granja", ["3C 7B 1S", "7D 5D 6D"], "4S 7S 2B 10S")
    anim, model = _table(game)
    assert not _play(game, anim, model, "3C on 4S build")
    built = _places(anim)
    assert _play(game, anim, model, "7D 7S 3C 4S")  # the build, with the 7 of its value
    after = _places(anim)
    assert set(after) == {Card.parse("2B"), Card.parse("10S")}
    square = [(s.x, s.y) for s in anim.layout.table_slots(4)]
    assert [after[Card.parse("2B")], after[Card.parse("10S")]] == square[:2]
    assert built[Card.parse("2B")] == square[2]
    assert anim.shown.builds == []


def test_a_raise_lands_on_its_build() -> None:
    game = game_with("escoba_de_granja", ["3C 7B 1S", "2D 9C 5D"], "4S 6S 2B 10S")
    anim, model = _table(game)
    assert not _play(game, anim, model, "3C on 4S build")
    _play(game, anim, model, "2D on 3C 4S build")  # the build's cards close in, gliding
    places = _places(anim)
    four, three, two = Card.parse("4S"), Card.parse("3C"), Card.parse("2D")
    assert places[two][0] > places[three][0] > places[four][0]  # each a little further on
    assert places[two][1] > places[three][1] > places[four][1]
    assert anim.shown.builds == [(four, three, two)]
    # a build fans out by no more than a third of a card: its neighbour's middle shows
    assert places[two][0] - places[four][0] <= anim.layout.hand_w * 0.34 + 1
