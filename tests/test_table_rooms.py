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
from tests.helpers import make_app, wait_for

UI = Path(__file__).resolve().parent.parent / "scopa" / "ui"
MAX_ATTRIBUTES = 20


def hidden_faces(app) -> list[object]:
    table = app.table
    return [
        sprite.card
        for (kind, *where), sprites in table.anim.zones.items()
        if kind == "hand" and not table.model.may_see(where[0])
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


def _rank_key(card) -> tuple[int, int, int]:
    from scopa.core.cards import SUITS

    return (card.rank, SUITS.index(card.suit), card.index)


def test_your_hand_is_laid_out_in_the_order_you_chose_and_glides_when_it_changes() -> None:
    """Settings -> Sort your hand: by rank (the default), by suit, or as the cards came;
    only the faces this screen may show are sorted, and a change of order glides."""
    from scopa import Game, Rules
    from scopa.core.cards import SUITS
    from scopa.ui.table.model import Seats, TableModel
    from scopa.ui.table.words import TableWords

    game = Game(Rules.preset("scopone"), 4, seed=11)
    model = TableModel(Seats(["human", "cpu:easy", "cpu:easy", "cpu:easy"]), game.view(0))
    words = TableWords(["Ada", "Bruno", "Carla", "Dino"], game.teams, "neapolitan", game.rules)
    anim = Animator(model, words, (1280, 800), sfx=lambda name: None, say=lambda m, s: None)
    anim.hand_order = "rank"
    anim.schedule(model.public(game.events))
    anim.advance(None)
    assert anim.hand(0) == sorted(game.hands[0], key=_rank_key)
    assert game.hands[0] != sorted(game.hands[0], key=_rank_key)  # the deal was not in order
    for _ in range(8):
        move = game.legal_moves()[0]
        lifted = game.hands[game.current_player].index(move.card)
        events = game.play(move)
        model.played(game.view(0))
        anim.schedule(model.public(events, lifted))
        anim.know(0, game.view(0).hand)
        anim.advance(None)
        assert anim.hand(0) == sorted(game.hands[0], key=_rank_key)
        assert anim.hand(1) == [None] * len(game.hands[1])  # a hidden hand stays unsorted
    xs = [anim.place(s)[0] for s in anim.zones[("hand", 0)]]
    assert xs == sorted(xs)  # left to right in the order

    anim.hand_order = "suit"
    anim.arrange(0)
    suited = sorted(game.hands[0], key=lambda c: (SUITS.index(c.suit), c.rank, c.index))
    assert anim.hand(0) == suited
    assert any(s.motion is not None for s in anim.zones[("hand", 0)])  # they glide over
    anim.advance(None)
    for sprite in anim.zones[("hand", 0)]:  # each has arrived where its place now is
        slot = anim.slot(sprite)
        assert anim.place(sprite)[:2] == (slot.x, slot.y)
    anim.hand_order = "dealt"
    anim.arrange(0)
    assert anim.hand(0) == game.hands[0]  # back as the cards came


def test_a_resumed_hand_is_shown_sorted_and_key_one_plays_its_first_card() -> None:
    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        assert app.settings.hand_order == "rank"
        wait_for(app, lambda: app.table.my_turn)
        table = app.top
        shown = table.anim.hand(table.model.bottom)
        assert shown == sorted(table.model.view.hand, key=_rank_key) != table.model.view.hand
        table.anim.snap(table.model.view)  # as a resumed save or a move taken back shows it
        assert table.anim.hand(table.model.bottom) == shown
        assert all(s.motion is None for s in table.anim.zones[("hand", table.model.bottom)])
        played = len(table.game.moves)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0))
        app.step(1 / 60)
        choosing = table.model.choosing
        card = choosing.card if choosing is not None else table.game.moves[played].card
        assert card == shown[0]  # key 1 is the card you see first, not the first dealt
    finally:
        app.close()


def test_a_new_order_chosen_in_settings_is_laid_out_once_the_table_shows_again() -> None:
    from scopa.ui.scenes.settings_screen import SettingsScreen

    app = make_app("human,cpu:random", speed="normal", seed=6)
    try:
        table = app.top
        wait_for(app, lambda: table.my_turn and table.anim.timeline.idle)
        before = table.anim.hand(0)
        settings = SettingsScreen(app)
        app.push(settings)
        settings.change("hand_order", "dealt")
        app.step(1 / 60)
        assert table.anim.hand(0) == before  # behind the settings nothing moves yet
        app.pop(settings)
        app.step(1 / 60)
        dealt = list(table.model.view.hand)  # the game's order: as the cards came
        assert table.anim.hand(0) == dealt != before
        assert any(s.motion is not None for s in table.anim.zones[("hand", 0)])  # they glide
    finally:
        app.close()


def _passes_through(fn: ast.FunctionDef) -> bool:
    """Whether ``fn`` only returns an attribute of one of self's parts (``self.a.b``)."""
    body = [
        s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
    ]
    if len(body) != 1 or not isinstance(body[0], ast.Return):
        return False
    value = body[0].value
    if isinstance(value, ast.Call):  # self.a.b(...) with the arguments passed on
        value = value.func
    return (
        isinstance(value, ast.Attribute)
        and isinstance(value.value, ast.Attribute)
        and isinstance(value.value.value, ast.Name)
        and value.value.value.id == "self"
    )


def test_the_table_screen_passes_through_only_what_the_screens_over_it_are_promised() -> None:
    # the table screen coordinates its parts: a test or a screen that wants the animator's
    # zones or the model's choice reaches that part; the one exception is the face that the
    # screens over the table are handed (scopa.ui.table.face.TableFace)
    from scopa.ui.table.face import TableFace

    source = (UI / "scenes" / "table.py").read_text(encoding="utf-8")
    (scene,) = [
        n for n in ast.parse(source).body if isinstance(n, ast.ClassDef) and n.name == "TableScene"
    ]
    through = {f.name for f in scene.body if isinstance(f, ast.FunctionDef) and _passes_through(f)}
    promised = {name for name in dir(TableFace) if not name.startswith("_")}
    assert through <= promised, sorted(through - promised)
