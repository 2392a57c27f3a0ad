"""Builds and raises made by hand at the table (Escoba de granja), through the pygame events
a player makes at the cards' real places on the screen: a drag onto a table card, a click
and the choice of what the card does, and the keys. The core receives exactly the move meant,
and the window never meets an error on the way."""

from __future__ import annotations

import pygame
import pytest

from scopa import Card, Game, Move, Rules
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.i18n import set_language, t
from scopa.ui.scenes.table import TableScene
from tests.helpers import (
    ColourArt,
    game_with,
    hand_centre,
    move,
    post_click,
    post_key,
    table_centre,
    wait_for,
)

GRANJA = "escoba_de_granja"
C = Card.parse


def _build_deal() -> Game:
    """Seat 0 holds 3C 7B 1S: the 3 may be laid, or built on the 4S keeping the 7B (and
    nothing else: the 3 takes no card). Seat 1 holds 5D 6D 8D, none of which can take or
    build on anything after that build: it lays one on a table already full."""
    return game_with(GRANJA, ["3C 7B 1S", "5D 6D 8D"], "4S 7S 2B 10S")


def _raise_deal() -> Game:
    """Seat 0 built 1S on 2B (3, keeping the 3C), seat 1 laid the 9D: now the 3C may take
    that build whole, or raise it to 6 (keeping the 6D)."""
    game = game_with(GRANJA, ["1S 3C 6D", "9D 9C 9B"], "2B 5S 8S 10S")
    game.play(move("1S on 2B build"))
    game.play(move("9D"))
    return game


BUILD = Move.build(C("3C"), [C("4S")])
RAISE = Move.build(C("3C"), [C("1S"), C("2B")])
TAKE_BUILD = move("3C 1S 2B")


@pytest.fixture
def table_for(apps):
    def open_table(game: Game) -> tuple[App, TableScene]:
        config = MatchConfig(Rules.preset(GRANJA), ["human", "cpu:easy"], seed=1, speed="fast")
        app = App(None, art=ColourArt())
        apps.append(app)
        table = app.start_match(config, game=game, art=ColourArt())
        wait_for(app, lambda: table.my_turn)
        return app, table

    return open_table


def _index(table: TableScene, card: Card) -> int:
    return [s.card for s in table.anim.zones[("hand", 0)]].index(card)


def _drag(app: App, table: TableScene, card: Card, onto: Card) -> None:
    """Press on ``card`` in the hand, move in steps to ``onto`` on the table, let go."""
    start = hand_centre(table, _index(table, card))
    end = table_centre(table, onto)
    start = (round(start[0]), round(start[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 7):
        p = (
            round(start[0] + (end[0] - start[0]) * k / 6),
            round(start[1] + (end[1] - start[1]) * k / 6),
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        )
    app.step(1 / 60)
    assert table.pointer.drag is not None and table.pointer.drag[0] == card
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1))
    app.step(1 / 60)


def _played(app: App, table: TableScene, before: int) -> Move:
    """The move the core received (one more than ``before``), once the table is quiet
    again; nothing in the window went wrong meanwhile."""
    assert len(table.game.moves) == before + 1, "the move did not reach the core"
    made = table.game.moves[before]
    wait_for(app, lambda: table.anim.timeline.idle and len(table.game.moves) >= before + 2)
    wait_for(app, lambda: table.my_turn or table.game.round_over)
    assert app.crash is None and app.running
    return made


def _choice_shown(app: App, table: TableScene, moves: set[Move]) -> list[str]:
    """The choice is open on the moves ``moves``, its panel drawn: its buttons' words."""
    app.step(1 / 60)
    choosing = table.model.choosing
    assert choosing is not None and set(choosing.moves) == moves
    buttons = table.choice_buttons()
    assert len(buttons) == len(moves) and all(b.rect.width > 0 for b in buttons)
    return [b.label for b in buttons]


def test_a_build_by_drag_onto_the_table_card(table_for) -> None:
    app, table = table_for(_build_deal())
    _drag(app, table, C("3C"), C("4S"))
    assert _played(app, table, 0) == BUILD
    assert table.game.builds[0].cards == (C("4S"), C("3C"))
    # the computer then laid a card beside the build on the full table: the grid grew
    assert len(table.game.moves) == 2 and not table.game.moves[1].captured


def test_a_build_by_click_and_the_choice(table_for) -> None:
    app, table = table_for(_build_deal())
    post_click(hand_centre(table, _index(table, C("3C"))))
    labels = _choice_shown(app, table, {move("3C"), BUILD})
    assert labels == [
        "1. " + t("choice_lay"),
        "2. " + t("choice_build", value=7, card=table.words.the(C("4S"))),
    ]
    assert table.game.moves == []  # nothing played until the choice is made
    post_click(table.choice_buttons()[1].rect.center)
    app.step(1 / 60)
    assert _played(app, table, 0) == BUILD


def test_a_build_by_click_then_the_table_card_it_goes_on(table_for) -> None:
    app, table = table_for(_build_deal())
    post_click(hand_centre(table, _index(table, C("1S"))))
    _choice_shown(app, table, {move("1S"), Move.build(C("1S"), [C("2B")])})
    post_click(table_centre(table, C("2B")))
    app.step(1 / 60)
    assert _played(app, table, 0) == Move.build(C("1S"), [C("2B")])


def test_a_build_by_keys(table_for) -> None:
    app, table = table_for(_build_deal())
    post_key(pygame.K_1 + _index(table, C("3C")))  # the card by its number
    _choice_shown(app, table, {move("3C"), BUILD})
    assert table.model.choosing.choice == 0
    post_key(pygame.K_TAB)  # the next move: the build, lit
    app.step(1 / 60)
    assert (
        table.model.choosing is not None
        and table.model.choosing.moves[table.model.choosing.choice] == BUILD
    )
    post_key(pygame.K_RETURN)
    app.step(1 / 60)
    assert _played(app, table, 0) == BUILD


def test_escape_puts_the_choice_down_and_plays_nothing(table_for) -> None:
    app, table = table_for(_build_deal())
    post_key(pygame.K_1 + _index(table, C("3C")))
    _choice_shown(app, table, {move("3C"), BUILD})
    post_key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert table.model.choosing is None and table.choice_buttons() == []
    assert table.game.moves == [] and app.top is table


def test_a_raise_by_drag_onto_the_build_then_the_choice(table_for) -> None:
    """Dropped on a build it could also take, the card asks which: take it or raise it."""
    app, table = table_for(_raise_deal())
    _drag(app, table, C("3C"), C("2B"))
    labels = _choice_shown(app, table, {TAKE_BUILD, RAISE})
    raise_words = t("choice_raise", old=3, value=6)
    assert f"{1 + table.model.choosing.moves.index(RAISE)}. {raise_words}" in labels
    post_key(pygame.K_1 + table.model.choosing.moves.index(RAISE))  # its number
    app.step(1 / 60)
    assert _played(app, table, 2) == RAISE
    assert table.game.builds[0].value == 6


def test_a_raise_by_click_and_the_choice_in_italian(table_for) -> None:
    set_language("it")
    app, table = table_for(_raise_deal())
    post_click(hand_centre(table, _index(table, C("3C"))))
    labels = _choice_shown(app, table, {TAKE_BUILD, RAISE})
    at = table.model.choosing.moves.index(RAISE)
    assert labels[at] == f"{at + 1}. Alza la granja da 3 a 6"
    post_click(table.choice_buttons()[at].rect.center)
    app.step(1 / 60)
    assert _played(app, table, 2) == RAISE


def test_a_raise_by_keys_and_a_take_of_the_build_by_keys(table_for) -> None:
    app, table = table_for(_raise_deal())
    post_key(pygame.K_1 + _index(table, C("3C")))
    _choice_shown(app, table, {TAKE_BUILD, RAISE})
    for _ in range(len(table.model.choosing.moves)):  # round the choices to the raise
        if table.model.choosing.moves[table.model.choosing.choice] == RAISE:
            break
        post_key(pygame.K_RIGHT)
        app.step(1 / 60)
    post_key(pygame.K_RETURN)
    app.step(1 / 60)
    assert _played(app, table, 2) == RAISE

    app2, table2 = table_for(_raise_deal())
    post_key(pygame.K_1 + _index(table2, C("3C")))
    _choice_shown(app2, table2, {TAKE_BUILD, RAISE})
    post_key(pygame.K_1 + table2.model.choosing.moves.index(TAKE_BUILD))
    app2.step(1 / 60)
    assert _played(app2, table2, 2) == TAKE_BUILD
    assert table2.game.builds == ()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["Take the Seven of Swords", "Take the build of 7 and the Seven of Swords"]),
        ("it", ["Prendi il Sette di Spade", "Prendi la granja da 7 e il Sette di Spade"]),
        ("es", ["Llévate el Siete de Espadas", "Llévate la granja de 7 y el Siete de Espadas"]),
    ],
)
def test_a_choices_words_take_a_build_as_one(apps, lang: str, said: list[str]) -> None:
    """Taking a build says the build, not its cards; the loose card of its value with it."""
    from scopa.ui.table.dialog import move_words
    from scopa.ui.table.words import TableWords

    set_language(lang)
    game = game_with(GRANJA, ["3C 7B 1S", "7D 5D 6D"], "4S 7S 2B 10S")
    game.play(BUILD)
    view = game.view(1)
    words = TableWords(["Ana", "Marco"], game.teams, "neapolitan", game.rules, you=1)
    sevens = sorted(
        (m for m in view.legal_moves() if m.card == C("7D")), key=lambda m: len(m.captured)
    )
    assert [move_words(words, view, m) for m in sevens] == said
