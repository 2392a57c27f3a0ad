"""The table's rooms keep to their walls: a hidden hand has no faces on this screen, every
event kind has its choreography, and no class of the UI grows past twenty attributes."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pygame

from scopa.core import events
from scopa.core import events as events_module
from scopa.ui.table import view
from scopa.ui.table.animator import Animator
from scopa.ui.table.model import FromHand, Unseen
from tests.test_table import make_app

UI = Path(__file__).resolve().parent.parent / "scopa" / "ui"
MAX_ATTRIBUTES = 20


def hidden_faces(app) -> list[object]:
    table = app.table
    return [
        sprite.card
        for (kind, *where), sprites in table.zones.items()
        if kind == "hand" and not table.may_see(where[0])
        for sprite in sprites
        if sprite.card is not None
    ]


def test_no_sprite_of_a_hidden_hand_knows_its_card() -> None:
    app = make_app("human,cpu:random", speed="fast", seed=3)
    try:
        for _ in range(1500):
            app.step(1 / 60)
            assert hidden_faces(app) == []
            if app.table.my_turn:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0))
    finally:
        app.close()


def test_in_hot_seat_only_the_revealed_hand_has_faces() -> None:
    from scopa.ui.scenes.overlays import PassScene

    app = make_app("human,human", speed="fast", seed=2)
    try:
        passes = 0
        for _ in range(1500):
            app.step(1 / 60)
            assert hidden_faces(app) == []
            if isinstance(app.top, PassScene):
                passes += 1
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            elif app.table.my_turn:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0))
        assert passes >= 4
    finally:
        app.close()


def test_every_event_kind_has_its_choreography() -> None:
    kinds = {
        cls
        for _, cls in inspect.getmembers(events, inspect.isclass)
        if issubclass(cls, events.Event) and cls is not events.Event
    }
    app = make_app(speed="instant")
    try:
        table = app.table
        assert isinstance(table.anim, Animator)
        assert kinds | {Unseen, FromHand} == set(table.anim.choreography)
    finally:
        app.close()


def attribute_counts() -> dict[str, int]:
    """Per class under scopa/ui: the distinct ``self.<name>`` it assigns in its methods."""
    counts: dict[str, int] = {}
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in ast.walk(tree):
            if not isinstance(cls, ast.ClassDef):
                continue
            names = set()
            for node in ast.walk(cls):
                targets: list[ast.expr] = []
                if isinstance(node, ast.Assign):
                    targets = node.targets
                elif isinstance(node, ast.AnnAssign | ast.AugAssign):
                    targets = [node.target]
                for target in targets:
                    for leaf in ast.walk(target):
                        if (
                            isinstance(leaf, ast.Attribute)
                            and isinstance(leaf.value, ast.Name)
                            and leaf.value.id == "self"
                        ):
                            names.add(leaf.attr)
            counts[f"{path.relative_to(UI.parent.parent)}:{cls.name}"] = len(names)
    return counts


def test_no_class_of_the_ui_carries_more_than_twenty_attributes() -> None:
    counts = attribute_counts()
    assert counts, "no class found"
    too_many = {name: n for name, n in counts.items() if n > MAX_ATTRIBUTES}
    assert not too_many


def test_a_control_plays_the_click_it_was_given() -> None:
    from scopa.ui import widgets

    clicks: list[str] = []
    done: list[str] = []
    button = widgets.Button("OK", lambda: done.append("ok"), click=lambda: clicks.append("b"))
    choice = widgets.toggle(True, done.append, "on", "off", click=lambda: clicks.append("c"))
    button.press()
    choice.step(1)
    assert clicks == ["b", "c"] and done == ["ok", False]
    widgets.Button("quiet", lambda: done.append("q")).press()  # no click given: silent
    assert not hasattr(widgets, "on_click")


def test_the_animator_lands_every_card_where_the_game_has_it() -> None:
    from scopa import Game, Rules
    from scopa.ui.table.model import Seats, TableModel
    from scopa.ui.table.words import TableWords

    game = Game(Rules.preset("scopa"), 2, seed=8)
    model = TableModel(Seats(["human", "cpu:easy"]), game.view(0))
    words = TableWords(["Ada", "Bruno"], game.teams, "neapolitan", game.rules)
    said: list[str] = []
    anim = Animator(
        model, words, (1280, 800), sfx=lambda name: None, say=lambda m, s: said.append(m)
    )
    anim.schedule(model.public(game.events))
    for _ in range(30):
        move = game.legal_moves()[0]
        lifted = game.hands[game.current_player].index(move.card)
        events = game.play(move)
        model.played(game.view(0))
        anim.schedule(model.public(events, lifted))
        anim.advance(None)
        assert anim.hand(0) == game.hands[0]
        assert anim.hand(1) == [None] * len(game.hands[1])
        assert [s.card for s in anim.zones.get(("table",), [])] == game.table
        piles = [
            len(anim.zones.get(("pile", t), [])) + len(anim.zones.get(("marker", t), []))
            for t in range(2)
        ]
        assert piles == [len(p) for p in game.piles]
        # the number written under each pile counts its sweep cards too
        assert [view.pile_count(anim, t) for t in range(2)] == [len(p) for p in game.piles]
        assert anim.shown.stock == game.stock_count
        if game.round_over:
            break


def test_a_marker_turning_crosswise_still_counts_in_its_pile() -> None:
    from scopa import Game, Rules
    from scopa.ui.table.model import Seats, TableModel
    from scopa.ui.table.words import TableWords

    sweeps = 0
    for seed in range(30):
        game = Game(Rules.preset("scopa"), 2, seed=seed)
        model = TableModel(Seats(["human", "cpu:easy"]), game.view(0))
        words = TableWords(["Ada", "Bruno"], game.teams, "neapolitan", game.rules)
        anim = Animator(model, words, (1280, 800), sfx=lambda name: None, say=lambda m, s: None)
        anim.schedule(model.public(game.events))
        anim.advance(None)
        while not game.round_over and sweeps < 3:
            moves = game.legal_moves()
            # a sweep when there is one: the move that takes the whole table
            move = max(moves, key=lambda m: len(tuple(m.captured)))
            lifted = game.hands[game.current_player].index(move.card)
            events = game.play(move)
            sweeps += any(isinstance(e, events_module.Swept) for e in events)
            model.played(game.view(0))
            anim.schedule(model.public(events, lifted))
            before = [view.pile_count(anim, t) for t in range(2)]
            for _ in range(600):  # frame by frame: a count only ever grows within a turn
                anim.advance(1 / 60)
                now = [view.pile_count(anim, t) for t in range(2)]
                assert all(a >= b for a, b in zip(now, before, strict=True)), (before, now)
                before = now
                if anim.timeline.idle:
                    break
            assert before == [len(p) for p in game.piles]
    assert sweeps >= 3
