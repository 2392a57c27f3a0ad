"""The table scene: the match state, the visible cards, input and whose turn it is.

The game is played at once (``game.play``); its events become animations on the timeline
(:mod:`.choreo`), and the scene takes input or asks a computer seat only when the timeline
is idle. Drawing lives in :mod:`.table_draw`.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from ...ai import hint
from ...core.cards import Card
from ...core.errors import IllegalMove
from ...core.game import Game
from ...core.moves import Move
from ...core.view import PlayerView
from ..anim import Sprite, Timeline, blend
from ..cards import Art, CardImages, load_art
from ..i18n import language, t
from ..keeper import MatchKeeper
from ..layout import Layout, Slot
from ..match import SPEED_RATES, MatchConfig
from ..messages import card_text, cards_text, illegal_text, saving_text
from ..nav import Navigator, Scene
from ..players import ComputerSeats
from ..sound import SoundBoard
from ..widgets import Button
from . import choreo, table_draw, table_input
from .overlays import PassScene
from .pause import PauseMenu

log = logging.getLogger(__name__)
_NAMES = ("Marco", "Giulia", "Luca", "Sofia", "Paolo", "Chiara")
AI_PAUSE = 0.5


class _Sounds:
    """The sound board, its effects rendered in a background thread at start-up."""

    def __init__(self, board: SoundBoard) -> None:
        self.board = board
        self.ready = threading.Event()
        threading.Thread(target=self._load, name="scopa-sound", daemon=True).start()

    def _load(self) -> None:
        try:
            self.board.preload()
        except Exception:
            log.info("sound effects unavailable", exc_info=True)
            return
        self.ready.set()


def _hint(view: PlayerView) -> tuple[Move, str, dict[str, object]] | None:
    advice = hint(view, time_budget=0.4)
    return advice.move, advice.code, dict(advice.values)


def _sound_board() -> _Sounds | None:
    board = SoundBoard()
    return _Sounds(board) if board.available else None


class TableScene(Scene):
    def __init__(
        self,
        app: Navigator,
        config: MatchConfig,
        art: Art | None = None,
        game: Game | None = None,
    ) -> None:
        super().__init__(app)
        self.config = config
        deck = config.deck or config.rules.deck.art
        self.deck = deck
        self.images = CardImages(art if art is not None else load_art(deck))
        self.images.badges = app.settings.shows_capture_values(deck)
        self.computers: ComputerSeats | None = None
        self.speed = config.speed
        self.sound = _sound_board()
        self.keeper = MatchKeeper(config) if config.save and not config.demo else None
        self._hint_pool: ThreadPoolExecutor | None = None
        self._hint_future: Future[tuple[Move, str, dict[str, object]] | None] | None = None
        self._hint_key: tuple[int, int] | None = None
        self.hint: Move | None = None
        self._tools: list[Button] | None = None
        self.new_match(game)

    # -- match and seats ---------------------------------------------------------------
    def new_match(self, game: Game | None = None) -> None:
        """Start a new match, or resume ``game`` (a save) where it stands."""
        if self.computers is not None:
            self.computers.close()
        cfg = self.config
        fresh = game is None
        self.game = game or Game(cfg.rules, cfg.players, seed=cfg.seed)
        self.humans = [s for s, kind in enumerate(cfg.seats) if kind == "human"]
        levels = {
            s: (kind.split(":", 1)[1] if ":" in kind else "medium")
            for s, kind in enumerate(cfg.seats)
            if kind != "human"
        }
        self.computers = ComputerSeats(levels, cfg.seed)
        self.hotseat = len(self.humans) >= 2
        self.bottom = self.humans[0] if self.humans else 0
        self.revealed: int | None = None if self.hotseat else self.bottom
        self.names = self._names()
        self.timeline = Timeline()
        self.clock = 0.0
        self.zones: dict[tuple, list[Sprite]] = {}
        self.stock_shown = 40
        self.scores_shown = [0] * self.game.n_teams
        self.dealer_shown = self.game.dealer
        self.last_play: list[str] = []
        self.status = ""
        self.notice: tuple[str, float, bool] | None = None
        self.banner: tuple[str, float, float] | None = None
        self.flash: tuple[float, float] | None = None
        self.phase = ""  # what the timeline is showing: deal, play or sweep (the bench reads it)
        self.lit: set[Card] = set()  # cards being taken, lit before they slide
        self.pending: list[Scene] = []  # summary / match end waiting for the idle timeline
        self.rounds_seen = 1
        self.hover: int | None = None
        self.focus: int | None = None
        self.choosing: Card | None = None
        self.armed: tuple[Card, Card | None] | None = None  # confirm-before-play selection
        self.choices: list[frozenset[Card]] = []
        self.choice = 0
        self.picked: set[Card] = set()
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag: tuple[Card, tuple[int, int]] | None = None
        self.mouse = (0, 0)
        self.layout = self._layout(self.app.size)
        self.images.plan_warm(self._sizes())
        if self.keeper is not None:
            self.keeper.begin(self.game, self.humans)
        if fresh:
            choreo.schedule(self, self.game.events)
        else:
            choreo.snap(self)

    def _names(self) -> list[str]:
        given = self.config.names or []
        if len(given) == self.game.players and all(given):
            return list(given)
        names, cpu = [], 0
        for seat, kind in enumerate(self.config.seats):
            if kind == "human":
                names.append(t("player_n", n=seat + 1) if self.hotseat else t("you"))
            else:
                names.append(_NAMES[cpu % len(_NAMES)])
                cpu += 1
        return names

    def team_name(self, team: int) -> str:
        members = [self.names[s] for s in range(self.game.players) if self.game.teams[s] == team]
        return members[0] if len(members) == 1 else " & ".join(members)

    def may_see(self, seat: int) -> bool:
        """Whether ``seat``'s hand may be drawn face up on this screen now."""
        if not self.humans:
            return seat == self.bottom
        if self.hotseat:
            return seat == self.revealed
        return seat in self.humans

    def sweep_word(self) -> str:
        """The banner of a sweep in the variant's own word: "Scopa!", "¡Escoba!"."""
        word = self.game.rules.term("sweep", language())
        return t("sweep_shout", word=word[:1].upper() + word[1:])

    # -- layout ------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> Layout:
        self._table_slots: dict[int, list[Slot]] = {}
        largest = self.game.rules.deal_plan(self.game.players).largest_hand
        return Layout(size, self.game.players, self.bottom, self.game.teams, largest)

    def _sizes(self) -> list[tuple[int, int]]:
        lay = self.layout
        thumb = max(16, int(lay.font * 1.2))  # the round summary's primiera cards
        return [Slot(0, 0, w).size for w in (lay.hand_w, lay.opp_w, lay.small_w, thumb)]

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.layout.size:
            self.layout = self._layout(size)
            self.images.plan_warm(self._sizes())

    def zone(self, key: tuple) -> list[Sprite]:
        return self.zones.setdefault(key, [])

    def slot(self, sprite: Sprite) -> Slot:
        lay, kind = self.layout, sprite.zone[0]
        if kind == "hand":
            cards = self.zone(sprite.zone)
            return lay.hand_slot(sprite.zone[1], cards.index(sprite), len(cards))
        if kind == "table":
            cards = self.zone(sprite.zone)
            n = len(cards)
            if n not in self._table_slots:
                self._table_slots[n] = lay.table_slots(n)
            return self._table_slots[n][cards.index(sprite)]
        if kind == "pile":
            return lay.pile_slot(sprite.zone[1])
        if kind == "marker":
            return lay.marker_slot(sprite.zone[1], self.zone(sprite.zone).index(sprite))
        return lay.stock

    def place(self, sprite: Sprite) -> tuple[float, float, float, float]:
        """Where ``sprite`` is drawn now: x, y, width, angle (pixels, degrees)."""
        s = self.slot(sprite)
        target = (s.x, s.y, float(s.w), float(s.angle))
        m = sprite.motion
        if m is None:
            return target
        p = m.progress(self.timeline.now)
        if p >= 1:
            sprite.motion = None
            return target
        w, h = self.layout.size
        origin = (m.origin[0] * w, m.origin[1] * h, m.origin[2] * w, m.origin[3])
        return blend(origin, target, m.ease(p), m.lift * s.w)

    def tools(self) -> list[Button]:
        """The small buttons beside your hand: a hint, and taking back a move."""
        if self._tools is None:
            self._tools = [
                Button(t("hint_button"), self.request_hint),
                Button(t("undo"), self.undo),
            ]
        hint, undo = self._tools
        hint.enabled = self.my_turn
        undo.enabled = self.can_undo and self.my_turn
        return [hint, undo] if self.can_undo else [hint]

    @property
    def animating(self) -> bool:
        """Whether frames must come at full rate: cards moving, a banner, a computer's turn."""
        return (
            not self.timeline.idle
            or self.banner is not None
            or self.flash is not None
            or bool(self.pending)
            or (self.computers is not None and self.computers.thinking())
            or self._hint_future is not None
            or (not self.game.round_over and self.game.current_player not in self.humans)
        )

    # -- turns -------------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        g = self.game
        return (
            self.timeline.idle
            and not self.pending
            and not g.round_over
            and g.current_player in self.humans
            and self.may_see(g.current_player)
            and self.app.top is self
        )

    def update(self, dt: float) -> None:
        self.clock += dt
        self._poll_hint()
        rate = SPEED_RATES.get(self.speed, 1.0)
        if rate <= 0:
            self.timeline.skip()
        else:
            self.timeline.advance(dt * rate)
        if self.timeline.idle:
            self.images.warm(0.004)
        if self.notice and self.clock > self.notice[1]:
            self.notice = None
        saving = self.keeper.take_notice() if self.keeper is not None else None
        if saving is not None:
            self.say(saving_text(saving), 8.0, error=saving[0] == "failed")
        if self.app.top is not self or not self.timeline.idle:
            return
        if self.pending:
            self.status = ""  # nobody is thinking while the summary is read
            self.app.push(self.pending.pop(0))
            return
        g = self.game
        if g.round_over:
            return
        seat = g.current_player
        assert self.computers is not None
        if self.computers.is_computer(seat):
            self.status = t("thinking", name=self.names[seat])
            key = (g.round_number, len(g.moves))
            self.computers.request(seat, g.view(seat), key, self.clock)
            pause = AI_PAUSE * (0 if rate <= 0 else 1 / rate)
            move = self.computers.poll(key, pause, self.clock)
            if move is not None:
                self.play(move)
        elif self.hotseat and self.revealed != seat:
            self.app.push(PassScene(self.app, self, seat))
        else:
            self.status = t("your_turn_choose") if self.choosing else t("your_turn")

    def reveal(self, seat: int) -> None:
        """The pass screen was clicked: ``seat`` sits at the bottom and sees its hand."""
        self.revealed = seat
        if self.bottom != seat:
            self.bottom = seat
            self.layout = self._layout(self.layout.size)

    def play(self, move: Move) -> None:
        try:
            events = self.game.play(move)
        except IllegalMove as exc:
            if self.computers and self.computers.is_computer(self.game.current_player):
                log.warning("a computer seat chose an illegal move %s: %s", move, exc)
                events = self.game.play(self.game.legal_moves()[0])
            else:
                self.say(illegal_text(exc, self.deck), error=True)
                return
        self.choosing, self.choices, self.picked = None, [], set()
        self.hover = self.press = self.drag = None
        self.hint = self.armed = None
        if self.hotseat:
            self.revealed = None
        if self.keeper is not None:
            self.keeper.after(self.game, events)
        choreo.schedule(self, events)

    def open_menu(self) -> None:
        """Escape: the in-game menu (save, rules, settings, leave), where there is one."""
        if self.app.top is self:
            self.app.push(PauseMenu(self.app, self))

    def request_hint(self) -> None:
        """H: ask the strongest player what it would do here, off the render thread."""
        if not self.my_turn or self._hint_future is not None:
            return
        if self._hint_pool is None:
            self._hint_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scopa-hint")
        view = self.game.view(self.game.current_player)
        self._hint_key = (self.game.round_number, len(self.game.moves))
        self._hint_future = self._hint_pool.submit(_hint, view)
        self.say(t("hint_thinking"), 1.5)

    def _poll_hint(self) -> None:
        future = self._hint_future
        if future is None or not future.done():
            return
        self._hint_future = None
        if self._hint_key != (self.game.round_number, len(self.game.moves)):
            return  # the position moved on meanwhile
        try:
            advice = future.result()
        except Exception:
            log.exception("the hint failed")
            return
        if advice is None:
            return
        move, code, values = advice
        card = card_text(move.card, self.deck)
        if code == "capture":
            values["cards"] = cards_text(move.captured, self.deck)
        self.hint = move
        self.say(t("hint", card=card, why=t(f"hint_{code}", **values)), 6.0)

    @property
    def can_undo(self) -> bool:
        """Taking back a move: a setting, against the computer only, never in hot seat."""
        return (
            self.app.settings.undo
            and not self.hotseat
            and bool(self.humans)
            and self.computers is not None
            and bool(self.computers.players)
            and not self.game.match_over
        )

    def undo(self) -> None:
        """Take back the player's last move of this round: the record replayed without it."""
        if not self.can_undo or not self.timeline.idle or self.pending:
            return
        back = self.game.take_back(self.humans)
        if back is None:
            self.say(t("undo_nothing"))
            return
        assert self.computers is not None
        self.computers.cancel()
        self.game = back
        self.choosing, self.choices, self.picked = None, [], set()
        self.hover = self.press = self.drag = None
        choreo.snap(self)
        if self.keeper is not None:
            self.keeper.save(self.game)
        self.say(t("undone"), 2.0)

    def sfx(self, name: str) -> None:
        """Play a sound effect once they are loaded (never synthesised in a frame)."""
        if self.sound is not None and self.sound.ready.is_set():
            self.sound.board.play(name)

    def say(self, message: str, seconds: float = 3.5, *, error: bool = False) -> None:
        """A short message where the eye rests: red for a refusal, calm for information."""
        self.notice = (message, self.clock + seconds, error)

    def next_round(self) -> None:
        if not self.game.match_over and self.game.round_over:
            events = self.game.next_round()
            if self.keeper is not None:
                self.keeper.after(self.game, events)
            choreo.schedule(self, events)

    def close(self) -> None:
        if self.computers is not None:
            self.computers.close()
        if self.keeper is not None:
            self.keeper.close()
        if self._hint_pool is not None:
            self._hint_pool.shutdown(wait=False, cancel_futures=True)

    # -- input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        table_input.handle(self, event)

    def draw(self, target: pygame.Surface) -> None:
        table_draw.draw(self, target)
