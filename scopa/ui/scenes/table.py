"""The table screen: a match played here, shown through one seat's model.

The pieces live in :mod:`scopa.ui.table`: the match itself (:class:`LocalMatch`, the game as
the authority), the seat's :class:`TableModel` (its view and the turn's state), the
:class:`Animator` (everything shown, and the timeline), the :class:`Pointer` (input into the
model's intents) and the view (drawing). This screen joins them: it feeds the model and the
animator what the match says, plays what the model's intents come to, and takes input or
asks a computer seat only when the timeline is idle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from ...core.errors import IllegalMove
from ...core.events import Event, RoundScored
from ...core.game import Game
from ...core.moves import Move
from ...net.host import NET
from ...words.variants import term
from ..cards import Art, CardImages, load_art
from ..decks import deck_gone, shows_game
from ..i18n import language, t
from ..keeper import MatchKeeper
from ..layout import Slot
from ..match import SPEED_RATES, MatchConfig
from ..messages import illegal_text, saving_text
from ..nav import Navigator, Scene
from ..review_worker import Reviews
from ..table import lan
from ..table import view as table_view
from ..table.animator import Animator
from ..table.controls import Pointer, Said
from ..table.dialog import TableButtons, choices, move_words
from ..table.hints import Hints
from ..table.hosted import HostedMatch
from ..table.local import LocalMatch
from ..table.model import (
    Ask,
    Choosing,
    Outcome,
    Over,
    Passing,
    Play,
    Refuse,
    Seats,
    TableModel,
    Waiting,
)
from ..table.remote import RemoteGame, RemoteMatch
from ..table.sounds import TableSounds
from ..table.words import TableWords, host_names, seat_names
from ..widgets import Button
from .history import HistoryScene
from .overlays import MatchEndScene, PassScene, SummaryScene
from .pause import PauseMenu

PASS_PAUSE = 1.2  # seconds the table shows a hot-seat play's result before it is handed on


class TableScene(Scene):
    def __init__(
        self,
        app: Navigator,
        config: MatchConfig,
        art: Art | None = None,
        game: Game | None = None,
        match: LocalMatch | RemoteMatch | None = None,
    ) -> None:
        super().__init__(app)
        self.config = config
        deck = config.deck or config.rules.deck.art
        gone = deck_gone(deck)
        ranks = config.rules.deck.ranks
        if gone or not shows_game(deck, ranks):  # a deck of one's own no longer there, or
            deck = config.deck = config.rules.deck.art  # one without the game's cards
        self.deck = deck
        self.images = CardImages(art if art is not None else load_art(deck, ranks))
        self.images.badges = app.settings.capture_badges(deck)
        self.speed = config.speed
        self.sound = TableSounds.start()
        self.match: LocalMatch | RemoteMatch = match or (
            HostedMatch(config, game, stand_in_after=app.settings.stand_in_after)
            if NET in config.seats
            else LocalMatch(config, game)
        )
        self.hints = Hints()
        self.pointer = Pointer(click=app.click)
        self.buttons = TableButtons(
            declare=lambda flag: self.model.choose_declaration(flag),
            claim=lambda: self.model.choose_claim(),  # the claim button, or C
            answer=self.answer,
            hint=self.request_hint,
            undo=self.undo,
            history=self.open_history,
            click=app.click,
        )
        self.new_match(game, restart=False)
        if isinstance(self.match, HostedMatch):
            self.match.door.new_code.click = app.click
        if gone:
            self.say(lambda: t("own_deck_gone", name=gone), 6.0)

    # -- match and seats ---------------------------------------------------------------
    def new_match(self, game: Game | None = None, *, restart: bool = True) -> None:
        """Start a new match, or resume ``game`` (a save) where it stands."""
        if restart and isinstance(self.match, RemoteMatch):  # the host's to start
            self.say(lambda: t("net_next_is_hosts"), 600.0)
            return
        if restart:
            self.match.restart(game)
        cfg, g = self.config, self.match.game
        seats = Seats(cfg.seats, seat_names(cfg.seats, cfg.names, cfg.rules.deck.art))
        self.model = TableModel(seats, self.match.view(seats.humans[0] if seats.humans else 0))
        you = None if seats.hotseat or not seats.humans else seats.humans[0]
        self.words = TableWords(seats.names, g.teams, self.deck, cfg.rules, you)
        self.anim = Animator(self.model, self.words, self.app.size, sfx=self.sfx, say=self.say)
        self.anim.hand_order = self.app.settings.hand_order
        self.clock = 0.0
        self.status = ""
        self.notice: table_view.Notice | None = None
        self._said: Callable[[], str] | None = None  # how to say the notice again
        self.pending: list[Scene] = []  # summary / match end waiting for the idle timeline
        self.pointer.drop()
        self.images.plan_warm(self._sizes())
        if game is None and not isinstance(self.match, RemoteMatch):
            self._show(g.events)
        else:
            self._snap()

    def use_deck(self, deck: str) -> None:
        """Draw the match in progress with ``deck``'s art (Settings -> Deck): its cards,
        their names and the save that keeps it."""
        ranks = self.config.rules.deck.ranks
        if deck == self.deck or not shows_game(deck, ranks):  # a deck without the game's
            return  # cards (a 40-card deck for the 52-card game) keeps the one in use
        self.deck = self.config.deck = deck
        badges = self.app.settings.capture_badges(deck)
        self.images.close()
        self.images = CardImages(load_art(deck, ranks))
        self.images.badges = badges
        self.images.plan_warm(self._sizes())
        cfg = self.config
        self.words = TableWords(self.words.names, self.game.teams, deck, cfg.rules, self.words.you)
        self.anim.words = self.words
        if self.keeper is not None:
            self.keeper.setup.deck = deck

    def _refresh(self) -> None:
        """The model looks again at the position: its seat's view."""
        self.model.observe(self.match.view(self.model.bottom))

    def _show(self, events: Sequence[Event], lifted: int | None = None) -> None:
        """What the match just did, as this screen may know it, onto the timeline."""
        self.anim.schedule(self.model.public(events, lifted))

    def _snap(self) -> None:
        """The position as it stands, nothing moving (a resumed save, a new seat below)."""
        self._refresh()
        self.pending.clear()
        self.anim.snap(self.model.view)

    @property
    def game(self) -> Game | RemoteGame:
        return self.match.game

    @property
    def remote(self) -> bool:
        """Whether this table is a seat of a match hosted on another computer."""
        return isinstance(self.match, RemoteMatch)

    @property
    def keeper(self) -> MatchKeeper | None:
        return self.match.keeper

    @property
    def reviews(self) -> Reviews | None:
        """The reviews of the player's plays, where this match has them (a local or hosted
        match with a player at this window)."""
        reviews = getattr(self.match, "reviews", None)
        return reviews if isinstance(reviews, Reviews) else None

    # -- what is shown (the animator's) ----------------------------------------------------
    # -- the selection (the model's) -----------------------------------------------------
    # -- layout ------------------------------------------------------------------------
    def _sizes(self) -> list[tuple[int, int]]:
        lay = self.anim.layout
        sizes = (lay.hand_w, lay.opp_w, lay.small_w, lay.thumb_w)  # thumb: the summary's
        return [Slot(0, 0, w).size for w in sizes]

    def resize(self, size: tuple[int, int]) -> None:
        scale = getattr(self.app.settings, "ui_scale", 100) / 100
        if size != self.anim.layout.size or scale != self.anim.text_scale:
            self.anim.relayout(size, scale)
            self.images.plan_warm(self._sizes())

    def tools(self) -> list[Button]:
        """The buttons beside your hand: the declarations, the claim, a hint, taking back a
        move and the plays so far."""
        model, words, idle = self.model, self.words, self.anim.timeline.idle
        undo = None  # not offered at this table
        if self.can_undo:  # a claim awaiting this seat's answer is answered first
            undo = self.my_turn and model.asked is None and self.match.can_take_back()
        return (
            self.buttons.declarations(model, words, idle)
            + self.buttons.claims(model, words, idle)
            + self.buttons.tools(hint=self.my_turn, undo=undo)
        )

    def answer_buttons(self) -> list[Button]:
        """Trust and Doubt, while the seat shown is asked to answer a claim."""
        if not self.my_turn or self.model.asked is None:
            return []
        return self.buttons.trust_and_doubt()

    def answer(self, trust: bool) -> None:
        """Trust (T, Enter) or Doubt (D) the claim this seat is asked about."""
        if self.my_turn:
            self.act(self.model.answer(trust))

    def choice_buttons(self) -> list[Button]:
        """A button for each move of the choice open, where a build or a lay is among them
        (each move then needs its words: the cards a build lights could as well be taken, a
        lay lights none)."""
        s = self.model.choosing
        if not self.my_turn or s is None or not s.worded:
            return []
        view = self.model.view
        labels = [move_words(self.words, view, m) for m in s.moves]
        return self.pointer.choices.labelled(labels, self.take_option)

    def take_option(self, index: int) -> None:
        """A choice's button (or its number): the move it names."""
        if self.my_turn and self.model.choosing is not None:
            self.act(self.model.take(index))

    def _question(self) -> tuple[str, list[Button]] | None:
        asked = self.model.asked if self.my_turn else None
        if asked is None:
            return None
        me = self.model.view.seat
        trusted = asked.asked[: asked.asked.index(me)] if me in asked.asked else ()
        return self.words.question(asked.seat, len(asked.cards), trusted), self.answer_buttons()

    def open_history(self) -> None:
        """L: the plays of the round so far, over the table."""
        if self.app.top is self:
            self.app.push(HistoryScene(self.app, self))

    def show_tools(self) -> bool:
        """Hint and Take back are there for a person whose hand is shown."""
        return bool(self.match.humans) and (
            not self.model.seats.hotseat or self.model.may_see(self.model.bottom)
        )

    @property
    def animating(self) -> bool:
        """Whether frames must come at full rate: cards moving, a banner, a computer's turn."""
        return (
            self.anim.busy
            or bool(self.pending)
            or self.match.seats.thinking()
            or self.hints.asking
            or isinstance(self.model.state, Waiting)
        )

    # -- turns -------------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        return (
            self.anim.timeline.idle
            and not self.pending
            and self.model.my_turn
            and self.app.top is self
            and not (isinstance(self.match, RemoteMatch) and self.match.busy)
            and not lan.gathering(self.match)
            and not (isinstance(self.match, HostedMatch) and self.match.down)
        )

    def update(self, dt: float) -> None:
        self.clock += dt
        if isinstance(self.match, RemoteMatch):
            self._hear(self.match)
        elif isinstance(self.match, HostedMatch):
            self._moved(self.match.poll())
            if self.match.down and not self.match.down_said:  # the match stops here, kept
                self.match.down_said = True
                self.say(
                    lambda: t("host_net_down", button=t("menu_continue_lan")), 3600.0, error=True
                )
            for said, seconds, error in lan.door_news(self.match):
                self.say(said, seconds, error=error)
            for seat, net in enumerate(self.match.seat_states()):
                if net["kind"] == NET and net["name"]:
                    self.config.names = self.config.names or [""] * len(self.config.seats)
                    self.config.names[seat] = net["name"]
        names = seat_names(self.config.seats, self.config.names, self.config.rules.deck.art)
        if names != self.words.names:  # the language changed: so do the default names
            self.words.names[:] = names
        self._poll_hint()
        if isinstance(self.match, LocalMatch):
            self.match.tend()  # a match's review, once done, into the statistics
        self.model.confirm = self.app.settings.confirm_play
        order = self.app.settings.hand_order
        if order != self.anim.hand_order and self.app.top is self:  # changed in Settings:
            # the cards glide into it once the table is in view again
            self.anim.hand_order = order
            for seat in range(self.model.view.players):
                self.anim.arrange(seat)
        rate = SPEED_RATES.get(self.speed, 1.0)
        self.anim.rate = max(rate, 0.0)
        self.anim.advance(None if rate <= 0 else dt * rate)
        for ev in self.anim.ready:
            if isinstance(ev, RoundScored):
                self.pending.append(SummaryScene(self.app, self, ev))
            else:
                self.pending.append(MatchEndScene(self.app, self, ev))
        self.anim.ready.clear()
        if self.anim.timeline.idle:
            self.images.warm(0.004)
        if self.notice and self.clock > self.notice.until:
            self.notice = None
        saving = self.keeper.take_notice() if self.keeper is not None else None
        if saving is not None:
            notice = saving
            self.say(lambda: saving_text(notice), 8.0, error=notice[0] == "failed")
        if self.app.top is not self or not self.anim.timeline.idle:
            return
        if self.pending:
            self.status = ""  # nobody is thinking while the summary is read
            self.app.push(self.pending.pop(0))
            return
        state = self.model.state
        if isinstance(state, Over):
            return
        if isinstance(state, Waiting):
            self.status = t("thinking", name=self.words.names[state.seat])
            move = self.match.computer_move(self.clock, rate)
            if move is not None:
                self.play(move)
        elif isinstance(state, Passing):
            self.app.push(PassScene(self.app, self, state.seat))
        elif self.model.asked is not None:
            self.status = t("your_turn_answer")
        elif self.model.claiming:
            self.status = t("your_turn_claim", sweep=term(self.game.rules, "sweep", language()))
        elif self.model.choosing is not None and self.model.choosing.worded:
            self.status = ""  # the choice's panel says it, each move in words
        elif self.model.choosing is not None:
            self.status = t("your_turn_choose")
        elif self.model.armed is not None:  # the raised card waits for its second press
            self.status = t("confirm_play", card=self.words.the(self.model.armed[0]))
        else:
            # a first match ever: how to find what a card takes, and the keys that help
            self.status = t("your_turn_first" if self.config.first else "your_turn")

    def _hear(self, match: RemoteMatch) -> None:
        """What the host sent since the last frame: onto the timeline, and said."""
        heard = match.poll()
        if heard.new_match:  # the host began the next match: this table follows it
            for _ in range(8):  # the round's summary, the match's end: put away
                if self.app.top is self:
                    break
                self.app.pop(self.app.top)
            self.new_match(restart=False)
            self.say(lambda: t("net_new_match"), 5.0)
        elif heard.snap:
            self.model.cancel()
            self.pointer.drop()
            self._snap()
        else:
            self._moved(heard.events)
        if heard.refused is not None:
            refused = heard.refused
            self.model.observe(match.view(self.model.bottom))
            self.say(lambda: self._refusal(refused), 5.0, error=True)
            self.sfx("illegal")
        if heard.link is not None:
            link = heard.link
            lasting = 3.5 if link == "back" else 600.0
            self.say(lambda: t(f"net_{link}"), lasting, error=link != "back")
        if heard.seats:
            names = host_names(match.seat_states, self.config.rules.deck.art)
            if len(names) == len(self.config.seats):
                mine = (self.config.names or [""] * len(names))[match.me]
                names[match.me] = names[match.me] or mine
                self.config.names = names

    def _moved(self, events: list[Event]) -> None:
        """Moves made at other computers: the position after them, and their events."""
        if not events:
            return
        self.pointer.drop()
        self.model.played(self.match.view(self.model.bottom))
        self._show(events)
        self.anim.know(self.model.shown_seat, self.model.view.hand)

    def hosting_others(self) -> int:
        """How many players at other computers this window's hosted match would leave
        waiting if it closed (0: it hosts no one, or the match is over)."""
        return lan.others_waiting(self.match)

    def reveal(self, seat: int) -> None:
        """The pass screen was clicked: ``seat`` sits at the bottom and sees its hand."""
        moved = self.model.bottom != seat
        view = self.match.view(seat)
        self.model.reveal(seat, view)
        self.anim.know(seat, view.hand, glide=0)  # the hand turns up already in its order
        if moved:
            self.anim.relayout()

    def act(self, outcome: Outcome) -> None:
        """Carry out what the player's intent came to."""
        if isinstance(outcome, Play):
            self.play(outcome.move)
        elif isinstance(outcome, Refuse):
            self._explain(outcome.move)
        elif isinstance(outcome, Ask):
            card = outcome.card
            self.say(lambda: t("confirm_play", card=self.words.the(card)), 4.0)
        elif isinstance(self.model.state, Choosing):
            self.status = "" if self.model.state.worded else t("your_turn_choose")
            if self.notice and not self.notice.error:  # a passing word gives way to the choice
                self.notice = None

    def _explain(self, move: Move) -> None:
        try:
            self.match.check(move)
        except IllegalMove as exc:
            # the core's reason, in the player's words
            refused = exc
            self.say(lambda: self._refusal(refused), 5.0, error=True)
            self.sfx("illegal")
            return
        self.play(move)

    def allows(self, move: Move) -> bool:
        """Whether this table lets ``move`` be made (a lesson's asks for one move): any the
        core accepts, here."""
        return True

    def play(self, move: Move) -> None:
        if not self.allows(move):
            return
        card = None if move.is_answer else move.card
        lifted = self.anim.shown_index(card, self.match.lifted(move))
        if isinstance(self.match, RemoteMatch) and lifted is not None:
            # the host's events for this move come later, without the card of a claim:
            # where it lies in this hand waits for them
            self.anim.lifted[self.model.bottom] = lifted
        try:
            events = self.match.play(move)
        except IllegalMove as exc:
            refused = exc
            self.say(lambda: self._refusal(refused), error=True)
            return
        self.pointer.drop()
        said = self._said
        if isinstance(said, partial) and said.func == self.words.hint:
            self.notice = self._said = None  # the hint was for the move now made
        self.model.played(self.match.view(self.model.bottom))
        self._show(events, lifted)
        self.anim.know(self.model.shown_seat, self.model.view.hand)
        if isinstance(self.model.state, Passing):  # the play's result is seen, then handed on
            timeline = self.anim.timeline
            timeline.hold(max(timeline.busy_until, timeline.now) + PASS_PAUSE)

    def open_menu(self, over: Scene | None = None) -> None:
        """Escape: the in-game menu (save, rules, settings, leave), where there is one; ``over``
        a screen of the table's own (the hot seat's pass screen), it opens over that one."""
        if self.app.top is (over or self):
            self.app.push(PauseMenu(self.app, self))

    def request_hint(self) -> None:
        """H: ask the strongest player what it would do here, off the render thread."""
        if not self.my_turn or self.hints.asking:
            return
        self.hints.ask(self.match.view(self.game.current_player), self.match.key)
        self.say(lambda: t("hint_thinking"), 1.5)

    def _poll_hint(self) -> None:
        advice = self.hints.answer(self.match.key)
        if advice is None:
            return
        self.model.hint = advice.move
        words = len(self.words.hint(advice).split())  # time to read it: 2.5 words a second
        self.say(partial(self.words.hint, advice), max(7.0, words / 2.5))

    @property
    def can_undo(self) -> bool:
        """Taking back a move: a setting, against the computer only, never in hot seat."""
        return (
            self.app.settings.undo
            and not self.model.seats.hotseat
            and bool(self.match.humans)
            and bool(self.match.seats.players)
            and not isinstance(self.match, HostedMatch)
            and not self.game.match_over
        )

    def undo(self) -> None:
        """Take back the player's last move of this round: the record replayed without it."""
        if not self.can_undo or not self.anim.timeline.idle or self.pending:
            return
        if self.model.asked is not None:  # a claim awaits the answer: Trust or Doubt first
            return
        if not self.match.take_back():
            stop = self.game.take_back_stop  # a doubt showed a card, or a new deal came
            self.say(lambda: t("undo_after_doubt" if stop == "shown" else "undo_nothing"))
            return
        self.model.cancel()
        self.pointer.drop()
        before = self.model.view
        self._refresh()
        self.pending.clear()
        undone = self.anim.rewind(before, self.model.view)  # the cards glide back
        self.say(partial(self.words.taken_back, [(p.seat, p.card) for p in undone]), 4.0)

    def sfx(self, name: str) -> None:
        """Play a sound effect once they are loaded (never synthesised in a frame)."""
        if self.sound is not None:
            self.sound.play(name)

    def _refusal(self, refused: IllegalMove) -> str:
        """Why the core refused a move, in the player's words for this deck."""
        return illegal_text(refused, self.deck, self.config.rules.deck.ranks)

    def say(self, message: Said, seconds: float = 3.5, *, error: bool = False) -> None:
        """A short message where the eye rests: red for a refusal, calm for information.

        Given as a function, it is said again in each frame's language (Settings can
        change the language while it shows)."""
        self._said = message if callable(message) else None
        text = message() if callable(message) else message
        self.notice = table_view.Notice(text, self.clock + seconds, error)

    def _notice_now(self) -> table_view.Notice | None:
        """The notice in the language of this frame."""
        if self.notice is not None and self._said is not None:
            self.notice = self.notice._replace(text=self._said())
        return self.notice

    def next_round(self) -> None:
        self._show(self.match.next_round())
        self._refresh()

    def close(self) -> None:
        self.match.close()
        self.hints.close()
        self.images.close()  # no more drawing of its cards ahead

    # -- input and drawing ---------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        match = self.match
        if (
            isinstance(match, HostedMatch)
            and match.net.guard.retired
            and lan.code_panel(match)
            and match.door.new_code.handle(event)
        ):
            return  # the panel's New join code
        self.pointer.handle(self, event)

    def draw(self, target: pygame.Surface) -> None:
        table_view.draw(self.frame(), target)
        buttons = self.choice_buttons()
        s = self.model.choosing
        if buttons and s is not None:
            words = t("choice_question", card=self.words.the(s.card))
            choices(target, self.anim.layout, words, buttons, s.choice)
        match = self.match
        if isinstance(match, HostedMatch) and lan.code_panel(match):
            lan.draw_panel(target, self.anim.layout, match, self.words.names)

    def frame(self) -> table_view.Frame:
        """What a frame of the table draws from."""
        hud = table_view.Hud(
            self.my_turn,
            self.status if self.anim.timeline.idle and not lan.gathering(self.match) else "",
            self._notice_now(),
            self.tools() if self.show_tools() else [],
            covered=self.app.top is not self,
            question=self._question(),
            seat_states=lan.seat_words(self.match, len(self.words.names)),
        )
        return table_view.Frame(self.model, self.anim, self.images, self.words, self.pointer, hud)
