"""Every preset and player count, a whole round with every seat a person (hot seat), each
move chosen by a fixed policy among the core's legal moves and made through the input layer
as a person makes it: by a click, a drag or the keys in turn; the choice of what a card takes
or builds by clicks (table cards, pile tops, the choice's buttons) or by keys (Tab, arrows,
numbers, Enter); declarations and a wild card's naming by their buttons or D; claims by their
button or C, and the answers by Trust/Doubt or T/D. After each move the core holds exactly
the move meant, and no frame of the window met an error (tests/conftest.py)."""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from scopa import Card, Move, Rules
from scopa.core.cards import to_mask
from scopa.core.declarations import DECLARE_SHIFT
from scopa.core.steal import BELOW_STEALS
from scopa.store.settings import Settings
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.i18n import t
from scopa.ui.scenes.overlays import SETTLE, MatchEndScene, PassScene, SummaryScene
from scopa.ui.scenes.table import TableScene
from scopa.ui.table.model import Choosing
from tests.helpers import (
    PRESET_COUNTS,
    ColourArt,
    game_with,
    hand_centre,
    post_click,
    post_key,
    table_centre,
)


class Faces(ColourArt):
    """A flat colour a face, for the decks of every preset (up to 13 ranks)."""

    def face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size)
        surf.fill((201, card.index * 4 % 256, 77))
        return surf


CASES = PRESET_COUNTS
HOWS = ("click", "drag", "keys")
FRAME = 1 / 60
DRAW_EVERY = 25  # a frame drawn now and then (and before any button is pressed)


def kind(move: Move, builds: tuple) -> str:
    """The kind of ``move``, for the policy to vary them."""
    if move.is_answer:
        return "trust" if move.trusts else "doubt"
    if move.claims:
        return "claim"
    if move.builds:
        raised = any(set(b.cards) == move.onto for b in builds)
        return "raise" if raised else "build"
    if move.steals:
        return "steal"
    if move.declares:
        return "wild" if move.wild_rank else "declare"
    return "capture" if move.captured else "lay"


ORDER = ("trust", "doubt", "claim", "wild", "declare", "raise", "build", "steal", "capture", "lay")


class Player:
    """Plays one round of a match through posted events, every seat a person."""

    def __init__(self, app: App) -> None:
        self.app = app
        table = app.table
        assert table is not None
        self.table: TableScene = table
        self.frames = 0
        self.turn = 0
        self.made: dict[str, int] = dict.fromkeys(ORDER, 0)
        self.confirmed = 0  # plays confirmed (the confirm-before-play setting)
        self.chosen: dict[str, int] = dict.fromkeys(ORDER, 0)  # choices opened, by kind

    # -- frames ----------------------------------------------------------------------------
    def step(self, draw: bool = False) -> None:
        self.frames += 1
        self.app.step(FRAME, draw=draw or self.frames % DRAW_EVERY == 0)

    def until(self, condition, frames: int = 2000) -> None:
        for _ in range(frames):
            if condition():
                return
            self.step()
        raise AssertionError("the table never got there")

    def ready(self) -> bool:
        """To this seat's turn (past a pass screen as a person gets past it); False at the
        round's end."""
        table, app = self.table, self.app
        for _ in range(4000):
            if isinstance(app.top, SummaryScene | MatchEndScene):
                return False
            if isinstance(app.top, PassScene):
                if self.turn % 2:
                    post_key(pygame.K_RETURN)
                else:
                    post_click((app.screen.get_width() // 2, app.screen.get_height() // 3))
            elif table.my_turn:
                self.step(draw=True)  # drawn once: every button has its place
                if table.my_turn:
                    return True
            self.step()
        raise AssertionError("the round never came to a seat's turn or its end")

    def next_round(self) -> None:
        """The round's summary (and the match's end, where the round ended it: a new match)
        continued as a person does, by the default button or Enter."""
        app = self.app
        for _ in range(3):
            top = app.top
            if not isinstance(top, SummaryScene | MatchEndScene):
                return
            self.until(lambda shown=top: shown.age > SETTLE)  # a person reads it first
            self.step(draw=True)  # drawn: its buttons have their places
            if self.turn % 2:
                post_key(pygame.K_RETURN)
            else:
                post_click(top.buttons[0].rect.center)
            self.until(lambda shown=top: app.top is not shown)
        raise AssertionError("the round's end never gave way to the next round")

    # -- the policy ------------------------------------------------------------------------
    def choose(self) -> Move:
        """The legal move of the kind made least so far (in ORDER on a tie), the turn's
        number picking among the moves of that kind."""
        game = self.table.game
        legal = list(game.legal_moves())
        builds = tuple(self.table.model.view.builds)
        by_kind: dict[str, list[Move]] = {}
        for m in legal:
            by_kind.setdefault(kind(m, builds), []).append(m)
        k = min(by_kind, key=lambda k: (self.made[k], ORDER.index(k)))
        moves = by_kind[k]
        return moves[self.turn * 7 % len(moves)]

    # -- a move by hand ----------------------------------------------------------------------
    def play(self, intended: Move) -> None:
        table = self.table
        before = len(table.game.moves)
        k = kind(intended, tuple(table.model.view.builds))
        how = HOWS[self.made[k] % 3]  # each kind made by a click, a drag and keys in turn
        self.made[k] += 1
        self.turn += 1
        if intended.is_answer:
            self.answer(intended, how)
        else:
            self.arm(intended, how)
            self.card(intended, how)
            if table.model.armed is not None:  # confirm before play: as the status line says
                self.confirm(intended)
            for _ in range(3):
                if len(table.game.moves) > before:
                    break
                self.step()
                if table.model.choosing is not None:
                    self.pick_choice(intended, self.chosen[k] % 2 == 1)
                    self.chosen[k] += 1
                    self.step()
        assert len(table.game.moves) == before + 1, (
            f"{intended} ({how}) did not reach the core; state {table.model.state}, "
            f"notice {table.notice}"
        )
        assert table.game.moves[-1] == intended, (
            f"meant {intended} ({how}), the table made {table.game.moves[-1]}"
        )
        assert self.app.crash is None and self.app.running

    def confirm(self, intended: Move) -> None:
        """The raised card played: "click it again or press Enter", in turn."""
        table = self.table
        self.confirmed += 1
        if self.confirmed % 2:
            post_key(pygame.K_RETURN)
        else:
            cards = [s.card for s in table.anim.zones[("hand", table.model.bottom)]]
            post_click(hand_centre(table, cards.index(intended.card)))
        self.step()

    def answer(self, intended: Move, how: str) -> None:
        if how == "keys":
            post_key(pygame.K_t if intended.trusts else pygame.K_d)
        else:
            trust, doubt = self.table.answer_buttons()
            post_click((trust if intended.trusts else doubt).rect.center)
        self.step()

    def arm(self, intended: Move, how: str) -> None:
        """A claim armed, or the declaration (the wild card's naming) chosen, before the card."""
        table, model = self.table, self.table.model
        if intended.claims:
            if how == "keys":
                post_key(pygame.K_c)
            else:
                button = next(b for b in table.tools() if b is table.buttons.claim)
                post_click(button.rect.center)
            self.step(draw=True)
            assert model.claiming
            return
        flag = ((intended[1] & BELOW_STEALS) >> DECLARE_SHIFT) << DECLARE_SHIFT
        if flag == model.declare:
            return
        flags = [f for f, _, _ in model.declarations()]
        assert flag in flags or flag == 0, f"{intended}: no way to declare it at the table"
        if how == "keys":
            for _ in range(len(flags) + 1):
                if model.declare == flag:
                    break
                post_key(pygame.K_d)
                self.step()
        else:
            on = flag or model.declare  # none: the declaration chosen, pressed again
            post_click(table.buttons.declare[on].rect.center)
            self.step(draw=True)
        assert model.declare == flag

    def card(self, intended: Move, how: str) -> None:
        table = self.table
        cards = [s.card for s in table.anim.zones[("hand", table.model.bottom)]]
        i = cards.index(intended.card)
        if how == "click":
            post_click(hand_centre(table, i))
        elif how == "drag":
            self.drag(i, intended)
        elif i < 9 and self.turn % 2:
            post_key(pygame.K_1 + i)
        else:
            focus = table.model.focus
            n = len(cards)
            steps = (i + 1) if focus is None else (i - focus) % n
            for _ in range(steps):
                post_key(pygame.K_RIGHT)
            post_key(pygame.K_RETURN)
        self.step()

    def drag(self, i: int, intended: Move) -> None:
        table = self.table
        if intended.steals:  # dropped on the pile it steals
            slot = table.anim.layout.pile_slot(intended.steals[0])
            end: tuple[float, float] = (slot.x, slot.y)
        else:
            on = sorted(intended.onto or intended.captured)
            end = table_centre(table, on[0]) if on else self.empty_spot()
        start = hand_centre(table, i)
        start = (round(start[0]), round(start[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        p = start
        for k in range(1, 5):
            p = (
                round(start[0] + (end[0] - start[0]) * k / 4),
                round(start[1] + (end[1] - start[1]) * k / 4),
            )
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            )
        self.step()
        assert table.pointer.drag is not None and table.pointer.drag[0] == intended.card
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1))

    def empty_spot(self) -> tuple[int, int]:
        """A point of the table's felt where no table card lies (a lay's drop)."""
        table = self.table
        x0, y0, tw, th = table.anim.layout.table_rect
        pointer = table.pointer
        for fy, fx in itertools.product((0.5, 0.3, 0.7, 0.1, 0.9), (0.5, 0.1, 0.9, 0.3, 0.7)):
            p = (round(x0 + tw * fx), round(y0 + th * fy))
            if pointer.table_card_at(table, p) is None:
                return p
        raise AssertionError("no free spot on the table to drop a card")

    def pick_choice(self, intended: Move, keys: bool) -> None:
        """The choice open: the option meaning ``intended``, by keys or clicks."""
        table, model = self.table, self.table.model
        s = model.choosing
        assert isinstance(s, Choosing)
        if s.moves:
            assert intended in s.moves, f"{intended} is not among the choice's {s.moves}"
            index = s.moves.index(intended)
        else:
            made = [Move.from_mask(s.card.index, to_mask(o) | model.declare) for o in s.options]
            assert intended in made, f"{intended} is not among the choice's {made}"
            index = made.index(intended)
        if keys:
            if index < 9 and self.turn % 4 < 2:
                post_key(pygame.K_1 + index)
            else:
                for _ in range(len(s.options)):
                    if model.choosing is None or model.choosing.choice == index:
                        break
                    post_key(pygame.K_TAB)
                    self.step()
                post_key(pygame.K_RETURN)
            return
        if s.worded:
            self.step(draw=True)  # the choice's panel drawn: its buttons have their places
            post_click(table.choice_buttons()[index].rect.center)
            return
        order = click_order(s, index)
        assert order is not None, f"{intended}: no order of clicks on the table takes it"
        for card in order:
            if card is None:
                cards = [s.card for s in table.anim.zones[("hand", table.model.bottom)]]
                post_click(hand_centre(table, cards.index(intended.card)))
            else:
                post_click(self.centre_of(card))
            self.step()

    def centre_of(self, card: Card) -> tuple[float, float]:
        table = self.table
        if any(s.card == card for s in table.anim.zones[("table",)]):
            return table_centre(table, card)
        tops = table.model.view.pile_tops()
        slot = table.anim.layout.pile_slot(tops.index(card))
        return (slot.x, slot.y)


def click_order(s: Choosing, index: int) -> list[Card | None] | None:
    """Clicks on cards (as TableModel.pick_table reads them) that end in option ``index``;
    None in it: a click on the card held in the hand, which takes the option lit."""
    want = s.options[index]
    for order in itertools.permutations(sorted(want ^ s.picked)):
        picked, lit = s.picked, s.choice
        for k, card in enumerate(order):
            picked = picked ^ {card}
            fits = [i for i, c in enumerate(s.options) if picked <= c]
            exact = [i for i in fits if s.options[i] == picked]
            if len(exact) == 1 or (not exact and len(fits) == 1):
                if (exact or fits)[0] == index:
                    return list(order[: k + 1])  # taken at this click
                break
            lit = (exact or fits)[0] if fits else lit
        else:
            if lit == index:
                return [*order, None]
    return None


def rounds_for(rules: Rules) -> int:
    """Rounds to play: three where the rules have moves beyond taking and laying (builds,
    steals, declarations and the wild card, claims), which come by the deal; else one. A
    round that ends the match is followed by a new match's first."""
    special = (
        rules.capture.builds.allowed
        or rules.capture.steal.pile_top
        or rules.declarations.kinds
        or rules.declarations.wild
        or rules.claims.sweep
    )
    return 3 if special else 1


@pytest.mark.parametrize("deal", [0, 1])
@pytest.mark.parametrize(("preset", "players"), CASES, ids=[f"{p}-{n}" for p, n in CASES])
def test_a_round_by_hand(preset: str, players: int, deal: int) -> None:
    """Two deals (seeds) of each: the rarer moves (a wild card named, a raise) come by them."""
    rules = Rules.preset(preset)
    seed = players * 31 + len(preset) + deal * 3000
    config = MatchConfig(rules, ["human"] * players, seed=seed, speed="instant")
    app = App(config, size=(1280, 800), art=Faces())
    try:
        player = Player(app)
        for played in range(rounds_for(rules)):
            if played:
                last = player.table.game.round_number
                player.next_round()
                game = player.table.game
                assert not game.round_over and game.round_number in (1, last + 1)
            while player.ready():
                player.play(player.choose())
            assert player.table.game.round_over
    finally:
        app.close()


# -- the moves the hand could not make before ----------------------------------------------
def _open(apps: list[App], rules: Rules, seats: list[str], game) -> tuple[App, TableScene]:
    app = App(None, size=(1280, 800))
    apps.append(app)
    table = app.start_match(MatchConfig(rules, seats, seed=1, speed="fast"), game=game, art=Faces())
    player = Player(app)
    assert player.ready()
    return app, table


def test_a_card_that_could_take_is_laid_by_the_mouse_where_taking_is_not_due(apps) -> None:
    """Captures optional: a click on the 5S (which could take the 5C) opens the choice with
    a button for laying it down, and that button lays it (the mouse had no way to)."""
    rules = Rules.preset("scopa")
    rules = dataclasses.replace(
        rules, capture=dataclasses.replace(rules.capture, compulsory="none")
    )
    game = game_with(rules, ["5S 1C 2C", "5B 1B 8D"], "5C 6D 9B 10S")
    app, table = _open(apps, rules, ["human", "cpu:easy"], game)
    five = Card.parse("5S")
    post_click(hand_centre(table, table.anim.hand(0).index(five)))
    app.step(FRAME)
    app.step(FRAME)  # drawn: the choice's buttons have their places
    buttons = table.choice_buttons()
    assert [b.label for b in buttons] == [
        "1. " + t("choice_take", cards=table.words.the(Card.parse("5C"))),
        "2. " + t("choice_lay"),
    ]
    post_click(buttons[1].rect.center)
    app.step(FRAME)
    assert table.game.moves == [Move(five, frozenset())]


def test_a_pile_is_stolen_by_a_drop_on_its_top_card(apps) -> None:
    """Rubamazzo: the 7C may take the 7B from the table or steal the pile topped by the 7D;
    dropped on that pile's top card it steals it (the drop was let go of before)."""
    game = game_with("rubamazzo", ["7D 1C 2C", "7C 3S 4S"], "7S 7B 5B 9B")
    game.play(Move.parse("7D 7S"))
    app, table = _open(apps, Rules.preset("rubamazzo"), ["cpu:easy", "human"], game)
    assert table.model.bottom == 1
    player = Player(app)
    steal = Move(Card.parse("7C"), frozenset(), steal=[0])
    player.drag(table.anim.hand(1).index(Card.parse("7C")), steal)
    app.step(FRAME)
    assert table.game.moves[-1] == steal


def test_a_drop_on_a_card_it_cannot_take_steals_no_pile(apps) -> None:
    """Dropped on the 9B, which it can neither take nor build on, the 7C is meant to be laid:
    it may not be (it must take), so the core's reason is said and nothing is played, where
    the pile it could steal was taken before."""
    game = game_with("rubamazzo", ["7D 1C 2C", "7C 3S 4S"], "7S 7B 5B 9B")
    game.play(Move.parse("7D 7S"))
    app, table = _open(apps, Rules.preset("rubamazzo"), ["cpu:easy", "human"], game)
    player = Player(app)
    player.drag(table.anim.hand(1).index(Card.parse("7C")), Move.parse("7C 9B"))
    app.step(FRAME)
    assert len(table.game.moves) == 1 and table.model.choosing is None
    assert table.notice is not None and table.notice.error  # said as an error


CONFIRMING = ["scopa", "escoba_de_granja", "rubamazzo", "cirulla", "scopa_a_chi_fidasse"]


@pytest.mark.parametrize("preset", CONFIRMING)
def test_a_round_by_hand_confirming_each_play(preset: str) -> None:
    """The confirm-before-play setting: each card that has one move waits raised for its
    confirmation (a click on it again, or Enter), whichever way it was played."""
    config = MatchConfig(Rules.preset(preset), ["human"] * 2, seed=7, speed="instant")
    app = App(config, size=(1280, 800), art=Faces(), settings=Settings(confirm_play=True))
    try:
        player = Player(app)
        while player.ready():
            player.play(player.choose())
        assert player.table.game.round_over and player.confirmed > 5
    finally:
        app.close()


def test_enter_confirms_a_clicked_card_waiting_raised(apps) -> None:
    """Confirm before play: "click it again or press Enter" — Enter plays the card raised by
    a click (it did nothing where no card had the keyboard's focus)."""
    game = game_with("scopa", ["5S 1C 2C", "5B 1B 8D"], "5C 6D 9B 10S")
    app = App(None, size=(1280, 800), settings=Settings(confirm_play=True))
    apps.append(app)
    config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:easy"], seed=1, speed="fast")
    table = app.start_match(config, game=game, art=Faces())
    assert Player(app).ready()
    one = Card.parse("1C")
    post_click(hand_centre(table, table.anim.hand(0).index(one)))
    app.step(FRAME)
    assert table.model.armed == (one, None) and table.game.moves == []
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    assert table.game.moves == [Move(one, frozenset())]


def test_a_click_confirms_a_dropped_card_as_it_was_dropped(apps) -> None:
    """Confirm before play: the 5S dropped on the 5C waits raised to take it; a click on it
    again takes the 5C (it opened the choice between the 5C and 2C + 3S instead)."""
    game = game_with("scopa", ["5S 1C 4D", "5B 1B 8D"], "5C 2C 3S 10S")
    app = App(None, size=(1280, 800), settings=Settings(confirm_play=True))
    apps.append(app)
    config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:easy"], seed=1, speed="fast")
    table = app.start_match(config, game=game, art=Faces())
    player = Player(app)
    assert player.ready()
    five, take = Card.parse("5S"), Move.parse("5S 5C")
    player.drag(table.anim.hand(0).index(five), take)
    app.step(FRAME)
    assert table.model.armed == (five, Card.parse("5C")) and table.game.moves == []
    post_click(hand_centre(table, table.anim.hand(0).index(five)))
    app.step(FRAME)
    assert table.game.moves == [take]


def test_a_long_declaration_button_leaves_the_hand_to_the_mouse(apps) -> None:
    """Six seats, a hand declaring two things at once: the ticked button's words no longer
    run across the hand, so a click on the card plays it with the declaration (the button
    took the click and took the declaration back)."""
    hands = ["2B 3S 3B", "4C 5C 6C", "4D 5D 6D", "4S 5S 6S", "8C 8D 8S", "9C 9D 9S"]
    game = game_with("tuzzulicchio", hands, "7C 7D 10C 10D")
    seats = ["human"] + ["cpu:easy"] * 5
    app, table = _open(apps, Rules.preset("tuzzulicchio"), seats, game)
    post_key(pygame.K_d)  # the one declaration this hand has
    app.step(FRAME)
    app.step(FRAME)  # drawn: the ticked button has its place
    assert table.model.declare
    cards = [s.card for s in table.anim.zones[("hand", 0)]]
    for sprite in table.anim.zones[("hand", 0)]:
        x, y = table.anim.place(sprite)[:2]
        w, h = table.anim.slot(sprite).rect_size()
        card = pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)
        assert not any(b.rect.colliderect(card) for b in table.tools())
    two = Card.parse("2B")
    post_click(hand_centre(table, cards.index(two)))
    app.step(FRAME)
    assert table.game.moves == [Move(two, frozenset(), declare=True)]


@pytest.mark.parametrize("how", ["click", "number", "tab"])
@pytest.mark.parametrize("option", [0, 1])
def test_a_choice_between_a_pile_and_the_table_has_its_buttons(apps, how, option) -> None:
    """Rubamazzo: the 7C may take the 7B from the table or the pile topped by the 7D; a click
    on it opens the choice with a button for each (there were none), taken by a click on
    it, by its number, or by Tab and Enter."""
    game = game_with("rubamazzo", ["7D 1C 2C", "7C 3S 4S"], "7S 7B 5B 9B")
    game.play(Move.parse("7D 7S"))
    app, table = _open(apps, Rules.preset("rubamazzo"), ["cpu:easy", "human"], game)
    seven = Card.parse("7C")
    post_click(hand_centre(table, table.anim.hand(1).index(seven)))
    app.step(FRAME)
    app.step(FRAME)  # drawn: the choice's buttons have their places
    s = table.model.choosing
    assert isinstance(s, Choosing) and s.worded
    buttons = table.choice_buttons()
    labels = {
        Move(seven, frozenset({Card.parse("7B")})): t(
            "choice_take", cards=table.words.the(Card.parse("7B"))
        ),
        Move(seven, frozenset(), steal=[0]): t(
            "choice_take", cards=t("choice_pile", victim=table.words.team_name(0), n=2)
        ),
    }
    assert [b.label for b in buttons] == [f"{i + 1}. {labels[m]}" for i, m in enumerate(s.moves)]
    meant = s.moves[option]
    if how == "click":
        post_click(buttons[option].rect.center)
    elif how == "number":
        post_key(pygame.K_1 + option)
    else:
        for _ in range(len(s.moves)):
            if table.model.choosing is None or table.model.choosing.choice == option:
                break
            post_key(pygame.K_TAB)
            app.step(FRAME)
        post_key(pygame.K_RETURN)
    app.step(FRAME)
    assert table.game.moves[-1] == meant
