"""Everything the table *shows*, and the timeline that brings it there.

The animator is fed the events a screen may know (the public ones, with :class:`Unseen` for a
card dealt into a hidden hand and :class:`FromHand` for where a hidden hand's card came from)
and turns each into choreography through :attr:`Animator.choreography`, a table from event
kind to the method that stages it. The sprites of a hand this screen may not show carry no
card at all.

Timings follow the table brief: a deal card takes 180 ms with the next leaving 70 ms later,
a played card 280 ms with an ease-out, captured cards slide to the pile in 350 ms with a
stagger, a flip is 200 ms, and a sweep stops the table for a banner before its marker card
turns face up crosswise on the pile.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ...core.cards import SUITS, Card
from ...core.events import (
    Answered,
    Built,
    Captured,
    Claimed,
    ClaimSettled,
    DealerDrawn,
    Dealt,
    Declared,
    Event,
    MatchWon,
    Played,
    PlayerOut,
    PlayScored,
    Redeal,
    Revealed,
    RoundScored,
    RoundStarted,
    ScoresReset,
    Stole,
    Swept,
    TableBonus,
    TableCleared,
)
from ...core.view import PlayerView
from ..anim import Motion, Sprite, Timeline, blend, ease_in_out, ease_out
from ..layout import Layout, Slot
from . import claims
from .claims import LastPlay, build_kind, is_play, steal_kind, with_mark
from .model import FromHand, TableModel, Unseen
from .timing import (
    BANNER,
    DEAL,
    DEAL_GAP,
    FLIP,
    PLAY,
    REWIND,
    SHOW_TAKE,
    SLIDE,
    SORT,
    STAGGER,
    SWEEP_SEEN,
)
from .words import TableWords

Zone = tuple[Any, ...]
Choreography = Callable[[Any, Event | None, float], float]

# the orders a hand the screen shows may be laid out in (the player's Sort your hand):
# "dealt" keeps the cards as they came; "rank" by rank, then suit; "suit" by suit, then rank
HAND_KEYS: dict[str, Callable[[Sprite], tuple[int, ...]]] = {
    "dealt": lambda s: (s.made,),
    "rank": lambda s: (s.card.rank, SUITS.index(s.card.suit), s.card.index) if s.card else (),
    "suit": lambda s: (SUITS.index(s.card.suit), s.card.rank, s.card.index) if s.card else (),
}


# the events that follow a play and stage its parts: the last plays list the play once the
# last of them has been shown
PLAY_PARTS = (Captured, Stole, Swept, Built, PlayScored)

# the events by which a play scores as it is made: the score box follows them
SCORED_AT_ONCE = (Swept, PlayScored, TableBonus, ClaimSettled, Declared)


@dataclass
class Shown:
    """What the table shows besides the cards, as the timeline has reached it."""

    stock: int = 40
    scores: list[int] = field(default_factory=list)
    dealer: int = 0
    round: int = 1
    # the last plays, oldest first (seat, card, what it took; a claim adds its outcome), put
    # in words as they are drawn: one a seat but yours, at most three, so quick computer
    # plays can be followed
    last_plays: list[LastPlay] = field(default_factory=list)
    banner: tuple[str, float, float] | None = None  # words, start, seconds
    flash: tuple[float, float] | None = None  # start, seconds
    lit: set[Card] = field(default_factory=set)  # cards being taken, lit before they slide
    phase: str = ""  # what the timeline is showing: deal, play or sweep (the bench reads it)
    tops: dict[int, Card] = field(default_factory=dict)  # each pile's top, as it has landed
    # per team, the round's points so far (sweeps, in-play points, claims' costs), as the
    # plays that scored them are shown; empty once the round's scoring takes them in
    round_points: list[int] = field(default_factory=list)
    # the builds on the table as the timeline has reached them, each its cards in the order
    # laid (the view's are ahead: a build taken is still shown until its cards slide away)
    builds: list[tuple[Card, ...]] = field(default_factory=list)


@dataclass
class Seating:
    """The table's grid as last seated: the table it was seated for (its cards, which of
    them lie across a card they take, the builds), its number of places, and each card's
    unit (the unit's first card), depth in it, and the unit's depth."""

    key: object = None
    room: int = 0
    units: dict[Sprite, tuple[Sprite, int, int]] = field(default_factory=dict)


class Animator:
    """The sprites in their zones, the timeline, and what the table shows."""

    def __init__(
        self,
        model: TableModel,
        words: TableWords,
        size: tuple[int, int],
        *,
        sfx: Callable[[str], None],
        say: Callable[[Callable[[], str], float], None],
    ) -> None:
        self.model = model
        # the plays the table keeps in view: one a seat but yours, at most three
        self.plays_kept = max(1, model.view.players - 1)
        self.rate = 1.0  # how fast the timeline runs against the clock (the speed setting)
        self.words = words
        self.sfx, self.say = sfx, say
        self.timeline = Timeline()
        self.zones: dict[Zone, list[Sprite]] = {}
        self.shown = Shown(scores=[0] * len(model.view.scores), dealer=model.view.dealer)
        self.ready: list[RoundScored | MatchWon] = []  # overlays the timeline has reached
        self.lifted: dict[int, int] = {}  # seat: hand index of its next play (hidden hands)
        self.claim: Sprite | None = None  # a claim's card awaiting its answers, face down
        self.coming: dict[int, LastPlay] = {}  # plays being shown, listed once they have been
        self.seating = Seating()  # the table's grid as last seated (see _seat_table)
        self.text_scale = 1.0  # the player's Text size setting, as a factor
        self.hand_order = "dealt"  # the player's Sort your hand setting (see HAND_KEYS)
        self.layout = self._layout(size)
        self.choreography: dict[type[Event], Choreography] = {
            RoundStarted: self._round_started,
            Redeal: self._redeal,
            DealerDrawn: self._dealer_drawn,
            Dealt: self._dealt,
            Unseen: self._dealt,
            FromHand: self._from_hand,
            Declared: self._declared,
            Revealed: self._revealed,
            Played: self._played,
            Claimed: lambda ev, nxt, at: claims.stage_claimed(self, ev, nxt, at),
            Answered: lambda ev, nxt, at: claims.stage_answered(self, ev, nxt, at),
            ClaimSettled: lambda ev, nxt, at: claims.stage_settled(self, ev, nxt, at),
            Captured: self._captured,
            Stole: self._stole,
            Swept: self._swept,
            PlayScored: self._play_scored,
            TableCleared: self._table_cleared,
            Built: self._built,
            TableBonus: self._table_bonus,
            ScoresReset: self._scores_reset,
            RoundScored: self._round_scored,
            MatchWon: self._match_won,
            PlayerOut: self._player_out,
        }

    # -- layout --------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> Layout:
        self._table_slots: dict[int, list[Slot]] = {}
        self.seating.key = None  # a new size: the table is seated again
        view = self.model.view
        rules = view.rules  # the largest hand of any deal the match can see (players leave)
        counts = [c for c in rules.dealt_counts() if c <= view.players] or [view.players]
        largest = max(rules.deal_plan(c).largest_hand for c in counts)
        return Layout(size, view.players, self.model.bottom, view.teams, largest, self.text_scale)

    def relayout(
        self, size: tuple[int, int] | None = None, text_scale: float | None = None
    ) -> None:
        """A new window size, a new text size, or a new seat at the bottom."""
        if text_scale is not None:
            self.text_scale = text_scale
        self.layout = self._layout(size or self.layout.size)

    def zone(self, key: Zone) -> list[Sprite]:
        return self.zones.setdefault(key, [])

    def slot(self, sprite: Sprite) -> Slot:
        lay, kind = self.layout, sprite.zone[0]
        if kind == "hand":
            cards = self.zone(sprite.zone)
            return lay.hand_slot(sprite.zone[1], cards.index(sprite), len(cards))
        if kind == "table":
            cards = self.zone(sprite.zone)
            if sprite.over is not None:
                taken = next((s for s in cards if s.card == sprite.over), None)
                if taken is not None:
                    base = self.slot(taken)
                    return Slot(base.x + base.w * 0.3, base.y + base.w * 0.15, base.w)
                sprite.over = None
            self._seat_table(cards)
            return self._rest(sprite)
        if kind == "pile":
            return lay.pile_slot(sprite.zone[1])
        if kind == "marker":
            return lay.marker_slot(sprite.zone[1], self.zone(sprite.zone).index(sprite))
        return lay.stock

    def _grid(self, room: int) -> list[Slot]:
        """The places of a table grid of ``room`` places, at this window's size."""
        slots = self._table_slots.get(room)
        if slots is None:
            slots = self._table_slots[room] = self.layout.table_slots(room)
        return slots

    def _seat_table(self, cards: list[Sprite]) -> None:
        """Give each unit on the table its place: the places are a function of the table as
        the core holds it (its cards in the order they were laid, each build one unit where
        its first card lies), so a taken-back move, a resumed save and a reload show each
        card where it was. A capture closes the grid up and a card laid takes the next
        place; the grid has whole rows, a 2x2 square at least. A card at rest whose place
        changes glides there, one on its way bends to it from where it is drawn.

        Nothing is done while the table is as it was last seated."""
        key = (tuple((s, s.over is not None) for s in cards), tuple(self.shown.builds))
        seating = self.seating
        if key == seating.key:
            return
        before = {s: self._drawn(s) for s in cards if s in seating.units}
        seating.key = key
        stacks = self._stacks(cards)
        order: dict[Sprite, int] = {}
        for sprite in cards:
            if sprite in stacks:
                order.setdefault(stacks[sprite][0], len(order))
        for first, spot in order.items():
            first.spot = spot
        seating.units = stacks
        seating.room = max(self.layout.table_room(4), self.layout.table_room(len(order)))
        width, height = self.layout.size
        tl = self.timeline
        for sprite, (x, y, w, angle) in before.items():
            rest = self._rest(sprite)
            if (x, y) == (rest.x, rest.y):
                continue
            m = sprite.motion
            progress = m.progress(tl.now) if m is not None else 1.0
            left = m.start + m.duration - tl.now if m is not None and progress < 1 else 0.0
            origin = (x / width, y / height, w / width, angle)
            flip = m is not None and m.flip and progress < 0.5
            sprite.motion = Motion(tl.now, max(SORT, left), origin, ease_in_out, flip)
            tl.hold(tl.now + max(SORT, left))

    def _drawn(self, sprite: Sprite) -> tuple[float, float, float, float]:
        """Where a table card is drawn now, by its place as last seated."""
        s = self._rest(sprite)
        target = (s.x, s.y, float(s.w), float(s.angle))
        m = sprite.motion
        if m is None or m.progress(self.timeline.now) >= 1:
            return target
        w, h = self.layout.size
        origin = (m.origin[0] * w, m.origin[1] * h, m.origin[2] * w, m.origin[3])
        p = m.progress(self.timeline.now)
        return blend(origin, target, m.ease(p), m.lift * s.w)

    def _rest(self, sprite: Sprite) -> Slot:
        """A seated table card's place: its unit's place of the grid, a build's cards
        overlapping on its first, each a little lower and to the right, in the order they
        were laid (the builds as the timeline has reached them). A build fans out by at
        most a third of a card, whatever its size, so it never hides its neighbour's middle."""
        first, depth, above = self.seating.units.get(sprite, (sprite, 0, 0))
        grid = self._grid(self.seating.room)
        if not 0 <= first.spot < len(grid):  # pragma: no cover - every unit is seated
            return self.layout.stock
        base = grid[first.spot]
        if not depth:
            return base
        step = base.w * min(0.3, 0.34 / above)
        return Slot(base.x + depth * step, base.y + depth * step * 0.4, base.w, base.angle)

    def _stacks(self, cards: list[Sprite]) -> dict[Sprite, tuple[Sprite, int, int]]:
        """The units the table holds: for each table card the first card of its unit (a
        loose card is its own; a build's is the lowest of its cards lying there), how many
        cards above that first one it lies, in the order they were laid (the builds as the
        timeline has reached them), and how many lie above the first. A card lying across
        one it takes belongs to no unit."""
        of = {c: (i, k) for i, b in enumerate(self.shown.builds) for k, c in enumerate(b)}
        firsts: dict[object, tuple[int, Sprite]] = {}  # each unit: its lowest card
        units: dict[Sprite, tuple[object, int]] = {}
        for other in cards:
            if other.over is not None:
                continue  # on its way to a pile, across a card it takes
            where = of.get(other.card) if other.card is not None else None
            unit: object = ("build", where[0]) if where else id(other)
            low = where[1] if where else 0
            if unit not in firsts or low < firsts[unit][0]:
                firsts[unit] = (low, other)
            units[other] = (unit, low)
        depths = {s: low - firsts[unit][0] for s, (unit, low) in units.items()}
        above: dict[object, int] = {}
        for s, (unit, _) in units.items():
            above[unit] = max(above.get(unit, 0), depths[s])
        return {s: (firsts[unit][1], depths[s], above[unit]) for s, (unit, _) in units.items()}

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

    def hand(self, seat: int) -> list[Card | None]:
        return [s.card for s in self.zones.get(("hand", seat), [])]

    def shown_index(self, card: Card | None, index: int | None) -> int | None:
        """Where in its hand, as this screen lays it out, ``card`` is: ``index`` (its place
        in the game's order of the hand) where no hand here shows it."""
        for key, sprites in self.zones.items():
            if key[0] == "hand" and card is not None:
                for i, sprite in enumerate(sprites):
                    if sprite.card == card:
                        return i
        return index

    # -- sprites -------------------------------------------------------------------------
    def move(
        self,
        sprite: Sprite,
        zone: Zone,
        duration: float,
        *,
        face_up: bool | None = None,
        ease: Callable[[float], float] = ease_out,
        lift: float = 0.0,
    ) -> None:
        """Send ``sprite`` from where it is now to the end of ``zone``."""
        x, y, w, angle = self.place(sprite)
        width, height = self.layout.size
        old = self.zones.get(sprite.zone)
        if old is not None and sprite in old:
            old.remove(sprite)
        if zone != sprite.zone:
            sprite.spot = -1  # a place on the table is kept only while the card lies there
            sprite.over = None
        self.zone(zone).append(sprite)
        sprite.zone = zone
        flip = face_up is not None and face_up != sprite.face_up
        sprite.was_face_up = sprite.face_up
        if face_up is not None:
            sprite.face_up = face_up
        tl = self.timeline
        sprite.motion = Motion(
            tl.now, duration, (x / width, y / height, w / width, angle), ease, flip, lift
        )
        tl.hold(tl.now + duration)

    def find(self, card: Card, zone: Zone | None = None) -> Sprite:
        """The sprite showing ``card`` (made at the stock if the table has lost track of it)."""
        zones = [zone] if zone is not None else list(self.zones)
        for key in zones:
            for sprite in self.zones.get(key, ()):
                if sprite.card == card:
                    return sprite
        return Sprite(card)

    def know(self, seat: int | None, hand: Sequence[Card], glide: float = SORT) -> None:
        """Only ``seat``'s hand (``hand``, in its order) has faces here; every other hand's
        sprites forget theirs (hot seat: the device changed hands). The hand is then laid out
        in the player's order, its cards gliding there in ``glide`` seconds."""
        for key, sprites in self.zones.items():
            if key[0] != "hand":
                continue
            if key[1] == seat and len(sprites) == len(hand):
                if sorted(s.card for s in sprites if s.card) != sorted(hand):
                    for sprite, card in zip(sprites, hand, strict=True):
                        sprite.card = card
            elif key[1] != seat:
                for sprite in sprites:
                    if not sprite.public:
                        sprite.card = None
        self.arrange(seat, glide)

    def arrange(self, seat: int | None, glide: float = SORT) -> None:
        """Lay ``seat``'s hand out in the player's order (:attr:`hand_order`), where this
        screen knows every card of it; a card at rest that changes place glides there in
        ``glide`` seconds (0: at once), one on its way flies straight to its new place."""
        sprites = self.zones.get(("hand", seat)) if seat is not None else None
        if not sprites or any(s.card is None for s in sprites):
            return
        ordered = sorted(sprites, key=HAND_KEYS.get(self.hand_order, HAND_KEYS["dealt"]))
        if ordered == sprites:
            return
        before = {id(s): self.place(s) for s in sprites}
        sprites[:] = ordered
        if glide <= 0:
            return
        width, height = self.layout.size
        tl = self.timeline
        for sprite in ordered:
            x, y, w, angle = before[id(sprite)]
            if sprite.motion is None and (x, y) != self.place(sprite)[:2]:
                origin = (x / width, y / height, w / width, angle)
                sprite.motion = Motion(tl.now, glide, origin, ease_out)
                tl.hold(tl.now + glide)

    @property
    def busy(self) -> bool:
        """Whether anything moves: cards on their way, a banner, a flash."""
        shown = self.shown
        return not self.timeline.idle or shown.banner is not None or shown.flash is not None

    def advance(self, dt: float | None) -> None:
        """Run the timeline ``dt`` seconds on (None: to its end, the instant speed), and let a
        banner or a flash that is over go."""
        if dt is None:
            self.timeline.skip()
        else:
            self.timeline.advance(dt)
        now, shown = self.timeline.now, self.shown
        if shown.banner is not None and not 0 <= now - shown.banner[1] < shown.banner[2]:
            shown.banner = None
        if shown.flash is not None and not 0 <= (now - shown.flash[0]) / shown.flash[1] < 1:
            shown.flash = None

    # -- feeding -------------------------------------------------------------------------
    def schedule(self, events: Sequence[Event]) -> None:
        """Queue the choreography of ``events``, one after another, from now. The score box
        takes the round's points so far (the model's view, after them) once the last play
        that scored of them has been shown."""
        tl = self.timeline
        at = max(0.0, tl.busy_until - tl.now)
        scoring = [i for i, ev in enumerate(events) if isinstance(ev, SCORED_AT_ONCE)]
        points = list(self.model.view.round_points)
        showing = False  # a play is being staged: listed once its last part has been shown
        for i, ev in enumerate(events):
            nxt = events[i + 1] if i + 1 < len(events) else None
            stage = self.choreography.get(type(ev))
            if stage is not None:
                at = stage(ev, nxt, at)
            showing = showing or isinstance(ev, Played)
            if showing and not isinstance(nxt, PLAY_PARTS):
                tl.at(at, self._list_coming)
                showing = False
            if scoring and i == scoring[-1]:
                tl.at(at, lambda: setattr(self.shown, "round_points", points))
        tl.hold(tl.now + at)

    def _round_started(self, ev: RoundStarted, nxt: Event | None, at: float) -> float:
        def start() -> None:
            self.zones.clear()
            self.coming.clear()
            self.shown.tops.clear()
            self.shown.builds.clear()
            self.claim = None
            self.shown.stock = 40
            self.shown.dealer = ev.dealer
            self.shown.last_plays = []
            self.shown.round = ev.round
            self.shown.round_points = []

        self.timeline.at(at, start)
        return at + 0.05

    def _redeal(self, ev: Redeal, nxt: Event | None, at: float) -> float:
        text = self.words.redeal(ev)
        self.timeline.at(at, lambda: self._banner(text, 1.2))
        return at + 1.2

    def _dealer_drawn(self, ev: DealerDrawn, nxt: Event | None, at: float) -> float:
        # a sentence: the notice line, not the banner
        self.timeline.at(at, lambda: self.say(lambda: self.words.dealer_drawn(ev), 4.0))
        return at + 1.5

    def _dealt(self, ev: Dealt | Unseen, nxt: Event | None, at: float) -> float:
        def deal() -> None:
            self.shown.phase = "deal"
            self.sfx("deal")
            sprite = Sprite(ev.card if isinstance(ev, Dealt) else None)
            self.shown.stock = ev.stock_count
            if ev.seat is None:
                self.move(sprite, ("table",), DEAL, face_up=True, ease=ease_in_out)
                return
            sprite.face_up = False
            visible = isinstance(ev, Dealt) and self.model.may_see(ev.seat)
            zone = ("hand", ev.seat)
            self.move(sprite, zone, DEAL, face_up=visible or None, ease=ease_in_out)
            if visible:
                self.arrange(ev.seat)
            sprite.face_up = True  # known to its owner; drawn face up only where allowed

        self.timeline.at(at, deal)
        return at + DEAL_GAP

    def _from_hand(self, ev: FromHand, nxt: Event | None, at: float) -> float:
        self.lifted[ev.seat] = ev.index
        return at

    def _open_hand(self, seat: int, cards: Sequence[Card]) -> None:
        """``seat``'s hand turns face up for everyone: its sprites take the cards' faces."""
        hand = self.zones.get(("hand", seat), [])
        for sprite, card in zip(hand, cards, strict=False):
            sprite.card = card
            sprite.public = True
            if not self.model.may_see(seat):
                sprite.was_face_up, sprite.face_up = False, True
                x, y, w, angle = self.place(sprite)
                width, height = self.layout.size
                tl = self.timeline
                origin = (x / width, y / height, w / width, angle)
                sprite.motion = Motion(tl.now, FLIP * 2, origin, ease_in_out, True, 0.2)
                tl.hold(tl.now + FLIP * 2)

    def _declared(self, ev: Declared, nxt: Event | None, at: float) -> float:
        def declared() -> None:
            self._open_hand(ev.seat, ev.cards)
            self.sfx("sweep")
            self._banner(self.words.declaration(ev.kinds, ev.points, ev.wild_rank), BANNER)
            text = self.words.declared(ev.seat, ev.kinds, ev.points, ev.wild_rank)
            self.say(lambda: text, 4.0)

        self.timeline.at(at, declared)
        return at + BANNER + 0.1

    def _revealed(self, ev: Revealed, nxt: Event | None, at: float) -> float:
        at += DEAL - DEAL_GAP
        self.timeline.at(at, lambda: self._open_hand(ev.seat, ev.cards))
        return at + FLIP * 2

    def _played(self, ev: Played, nxt: Event | None, at: float) -> float:
        at += DEAL - DEAL_GAP if at else 0
        index = self.lifted.pop(ev.seat, None)

        def played() -> None:
            self.shown.phase = "play"
            self.sfx("slide")
            hand = self.zones.get(("hand", ev.seat), [])
            hidden = [s for s in hand if s.card is None]
            if index is not None and index < len(hand) and hand[index].card is None:
                sprite = hand[index]
                sprite.card = ev.card
            elif hidden and all(s.card != ev.card for s in hand):
                # a hidden hand played on another computer: this screen cannot know which of
                # its backs it was, but one of them goes (never a card from the stock)
                sprite = hidden[len(hidden) // 2]
                sprite.card = ev.card
            else:
                sprite = self.find(ev.card, ("hand", ev.seat))
            if sprite.zone == ("stock",):
                sprite.zone = ("hand", ev.seat)
                self.zone(sprite.zone).append(sprite)
            if isinstance(nxt, Built):  # laid on a card or a build: it lands on the stack
                self._stack(nxt)
            sprite.face_up = sprite.face_up and self.model.may_see(ev.seat)
            self.move(sprite, ("table",), PLAY, face_up=True, lift=0.5)
            # a card that takes lands across a card it takes, taking no place of its own
            table = {s.card for s in self.zone(("table",))}
            sprite.over = next((c for c in ev.captured if c in table), None)
            self.coming[ev.seat] = (ev.seat, ev.card, tuple(ev.captured))

        self.timeline.at(at, played)
        return at + PLAY + 0.1

    def _stack(self, ev: Built) -> None:
        """``ev``'s card joins the build it raises, or makes one on the card it is laid on."""
        builds = self.shown.builds
        onto = set(ev.onto)
        at = next((i for i, b in enumerate(builds) if set(b) == onto), None)
        if at is None:
            builds.append((*ev.onto, ev.card))
        else:
            builds[at] = (*builds[at], ev.card)

    def _captured(self, ev: Captured, nxt: Event | None, at: float) -> float:
        self.timeline.at(at, lambda: self.shown.lit.update((ev.card, *ev.cards)))
        end = self._slide((ev.card, *ev.cards), ev.team, at + SHOW_TAKE)

        def landed() -> None:
            self.shown.tops[ev.team] = ev.card
            for sprite in self.zones.get(("pile", ev.team), []):  # a stolen pile's old top
                sprite.face_up = sprite.was_face_up = False  # lies under the new one

        self.timeline.at(end, landed)
        return end

    def _stole(self, ev: Stole, nxt: Event | None, at: float) -> float:
        """A pile taken by its top card: the top lights, then the whole pile slides over to
        the thief's; the card that took it follows onto it (the :class:`Captured` after)."""
        tl = self.timeline
        tl.at(at, lambda: self.say(lambda: self.words.steals(ev.seat, ev.from_team), 2.5))
        tl.at(at, lambda: self.shown.lit.add(ev.top))
        tl.at(at, lambda: self.mark_play(ev.seat, steal_kind(ev)))

        def go() -> None:
            self.shown.lit.discard(ev.top)
            self.shown.tops.pop(ev.from_team, None)
            self.sfx("capture")
            pile = list(self.zones.get(("pile", ev.from_team), []))
            # the card that was showing travels face up (a sprite that knows it, or the last)
            shown = next((s for s in pile if s.card == ev.top), pile[-1] if pile else None)
            for sprite in pile:
                top = sprite is shown
                if top:  # already showing (drawn over the pile): no flip on the way
                    sprite.card, sprite.face_up = ev.top, True
                self.move(sprite, ("pile", ev.team), SLIDE * 1.6, face_up=top, ease=ease_in_out)

        tl.at(at + SHOW_TAKE, go)  # it turns face down once the thief's card lands on it
        return at + SHOW_TAKE + SLIDE * 1.6 + 0.05

    def snap_tops(self, view: PlayerView) -> None:
        """Where piles are stolen, each pile's top card is known: its sprite carries it."""
        self.shown.tops.clear()
        if not view.rules.capture.steal.pile_top:
            return
        for team, top in enumerate(view.pile_tops()):
            pile = self.zones.get(("pile", team), [])
            if top is not None and pile:
                pile[-1].card = top
                self.shown.tops[team] = top

    def _swept(self, ev: Swept, nxt: Event | None, at: float) -> float:
        self.timeline.at(at, lambda: self.mark_play(ev.seat, "swept"))
        return self._sweep(ev.card, ev.team, at)

    def _play_scored(self, ev: PlayScored, nxt: Event | None, at: float) -> float:
        """A capture scored in-play points (``play_points``): the table says which."""
        self.timeline.at(at, lambda: self.say(lambda: self.words.play_scored(ev), 2.5))
        return at

    def _built(self, ev: Built, nxt: Event | None, at: float) -> float:
        """A build made or raised: the card has gone onto its stack (the table places a
        build's cards together); the table says what it is worth."""
        self.timeline.at(at, lambda: self.say(lambda: self.words.built(ev.seat, ev.value), 2.0))
        self.timeline.at(at, lambda: self.mark_play(ev.seat, build_kind(ev)))
        return at

    def _table_cleared(self, ev: TableCleared, nxt: Event | None, at: float) -> float:
        tl = self.timeline
        tl.at(at, lambda: self.say(lambda: self.words.takes_rest(ev.seat), 2.5))
        tl.at(at, lambda: self.shown.lit.update(ev.cards))
        return self._slide(ev.cards, ev.team, at + SHOW_TAKE)

    def _table_bonus(self, ev: TableBonus, nxt: Event | None, at: float) -> float:
        tl = self.timeline
        tl.at(at, lambda: self.say(lambda: self.words.bonus(ev), 4.5))  # as the deal ends
        tl.at(at, lambda: self.shown.lit.update(ev.cards))
        at = self._slide(ev.cards, ev.team, at + SHOW_TAKE + 0.4)
        for card in ev.cards[: ev.sweeps]:
            at = self._sweep(card, ev.team, at)
        return at

    def _scores_reset(self, ev: ScoresReset, nxt: Event | None, at: float) -> float:
        self.timeline.at(at, lambda: self._banner(self.words.scores_reset(ev), BANNER * 2))
        return at + BANNER * 2

    def _round_scored(self, ev: RoundScored, nxt: Event | None, at: float) -> float:
        def scored() -> None:
            self.shown.scores = list(ev.scores)
            self.shown.round_points = []  # in the match's scores now
            self.ready.append(ev)

        self.timeline.at(at + 0.5, scored)
        return at + 0.6

    def _player_out(self, ev: PlayerOut, nxt: Event | None, at: float) -> float:
        """An elimination game: the seat that reached the target leaves (the round summary
        says so too); a banner over the table, taking no time of its own."""
        text = self.words.player_out(ev.seat, self.model.view.target)
        self.timeline.at(at, lambda: self._banner(text, 1.5))
        return at

    def _match_won(self, ev: MatchWon, nxt: Event | None, at: float) -> float:
        def won() -> None:
            self.ready.append(ev)
            self.sfx("victory")

        self.timeline.at(at, won)
        return at

    def _slide(self, cards: Sequence[Card], team: int, at: float) -> float:
        """Cards on the table slide to ``team``'s pile, one after another, turning face down."""
        for k, card in enumerate(cards):

            def go(card: Card = card, k: int = k) -> None:
                sprite = self.find(card, ("table",))
                self.shown.lit.discard(card)
                self.sfx("capture" if k == 0 else "slide")
                self.move(sprite, ("pile", team), SLIDE, face_up=False, ease=ease_in_out)
                if self.shown.builds:  # a build is gone once none of its cards lies there
                    on = {s.card for s in self.zones.get(("table",), [])}
                    self.shown.builds[:] = [b for b in self.shown.builds if on.intersection(b)]

            self.timeline.at(at + k * STAGGER, go)
        return at + SLIDE + STAGGER * max(0, len(cards) - 1) + 0.05

    def _sweep(self, card: Card, team: int, at: float) -> float:
        """The flourish, the banner in the variant's word, then the marker turns up crosswise."""
        tl = self.timeline

        def flourish() -> None:
            self.shown.phase = "sweep"
            self.sfx("sweep")
            self.shown.flash = (tl.now, 0.6)
            # the play goes on after BANNER, but the word stays SWEEP_SEEN seconds of the
            # clock at any speed: at "fast" it was gone in half a second
            self._banner(self.words.sweep(), BANNER, max(BANNER, SWEEP_SEEN * self.rate))

        def marker() -> None:
            sprite = self.find(card, ("pile", team))
            sprite.face_up = False
            zone = ("marker", team)
            self.move(sprite, zone, FLIP * 2, face_up=True, ease=ease_in_out, lift=0.4)

        tl.at(at, flourish)
        tl.at(at + BANNER * 0.6, marker)
        return at + BANNER + 0.1

    def _banner(self, words: str, seconds: float, shown: float | None = None) -> None:
        """``words`` over the table: the play waits ``seconds``; they stay ``shown`` (in
        the timeline's seconds; ``seconds`` when not given)."""
        self.shown.banner = (words, self.timeline.now, seconds if shown is None else shown)
        self.timeline.hold(self.timeline.now + seconds)

    # the pieces the claims' choreography (:mod:`.claims`) stages with
    banner = _banner
    slide = _slide
    sweep_marker = _sweep

    def _list_coming(self) -> None:
        """The plays whose every part has been shown join the last plays."""
        for entry in self.coming.values():
            self.keep_play(entry)
        self.coming.clear()

    def keep_play(self, entry: LastPlay) -> None:
        """A play joins the last plays (one a seat but yours, at most three)."""
        plays = self.shown.last_plays
        plays.append(entry)
        del plays[: -self.plays_kept]

    def mark_play(self, seat: int, kind: str) -> None:
        """``seat``'s last play among the last plays stole a pile, built or swept (``kind``,
        one more mark beside any it has); a claim is said by its outcome instead."""
        if seat in self.coming:  # still being shown
            self.coming[seat] = with_mark(self.coming[seat], kind)
            return
        plays = self.shown.last_plays
        for i in reversed(range(len(plays))):
            entry = plays[i]
            if entry[0] == seat:
                if is_play(entry):
                    plays[i] = with_mark(entry, kind)
                return

    def settle_play(self, seat: int, card: Card | None, outcome: str) -> None:
        """``seat``'s claim among the last plays is settled: its outcome, its card if shown."""
        plays = self.shown.last_plays
        for i in reversed(range(len(plays))):
            entry = plays[i]
            if entry[0] == seat and len(entry) == 4 and entry[3] == "pending":
                plays[i] = (seat, card, entry[2], outcome)
                return

    # -- a position at rest ----------------------------------------------------------------
    def snap(self, view: PlayerView) -> None:
        """Show the position ``view`` stands at, with nothing in motion: a resumed save or a
        move taken back. A finished round brings back its summary (and the match's end)."""
        self.timeline = Timeline()
        self.zones.clear()
        self.coming.clear()
        self.ready.clear()
        shown = self.shown
        shown.lit.clear()
        shown.builds[:] = [b.cards for b in view.builds]
        shown.banner = shown.flash = None
        shown_cards = view.shown_cards()
        for seat, size in enumerate(view.hand_sizes):
            faces = view.hand if seat == view.seat and self.model.may_see(seat) else None
            open_cards = shown_cards[seat]
            for k in range(size):
                card = faces[k] if faces else open_cards[k] if k < len(open_cards) else None
                self._put(card, ("hand", seat), face_up=True)
                if card is not None and card in open_cards:
                    self.zone(("hand", seat))[-1].public = True
            self.arrange(seat, glide=0)
        for card in view.table:
            self._put(card, ("table",), face_up=True)
        markers, unseen = claims.snap_claims(self, view)
        for event in view.history:
            if isinstance(event, Swept):
                markers[event.card] = event.team
            elif isinstance(event, TableBonus):
                for card in event.cards[: event.sweeps]:
                    markers[card] = event.team
        for team, size in enumerate(view.pile_sizes):
            marked = sum(1 for t in markers.values() if t == team) + unseen[team]
            for _ in range(size - marked):
                self._put(None, ("pile", team), face_up=False)
        for card, team in markers.items():
            self._put(card, ("marker", team), face_up=True)
        self.snap_tops(view)
        claims.face_down_markers(self, unseen)
        shown.stock = view.stock_count
        shown.scores = list(view.scores)
        shown.dealer = view.dealer
        shown.round = view.round_number
        shown.last_plays = claims.play_entries(view)[-self.plays_kept :]
        scored = [e for e in view.history if isinstance(e, RoundScored | MatchWon)]
        shown.round_points = [] if scored else list(view.round_points)
        self.ready.extend(scored)

    def rewind(
        self, before: PlayerView, view: PlayerView, duration: float = REWIND
    ) -> list[Played]:
        """Go back from ``before`` to the position ``view`` stands at, as :meth:`snap` does,
        but with every card that moves gliding back from where it lay (moves taken back):
        a card played returns to its player's hand, turning face down where that hand is
        hidden here, and the cards it took leave its side's pile for the table. Only what
        this screen may know is used: the plays in the history, and where it showed cards.
        Returns the plays taken back, in the order they were made."""
        w, h = self.layout.size
        was: dict[Card, tuple[tuple[float, float, float, float], bool]] = {}
        unseen: dict[Zone, list[tuple[float, float, float, float]]] = {}
        for zone, sprites in self.zones.items():
            for sprite in sprites:
                x, y, sw, angle = self.place(sprite)
                where = (x / w, y / h, sw / w, angle)
                if sprite.card is None:
                    unseen.setdefault(zone, []).append(where)
                else:
                    was[sprite.card] = (where, sprite.face_up)
        kept = len(list(view.plays()))
        undone = [p for p, _ in list(before.plays())[kept:] if isinstance(p, Played)]
        to_hand: dict[int, list[Card]] = {}
        from_pile: dict[Card, int] = {}
        for play in undone:
            to_hand.setdefault(play.seat, []).append(play.card)
            for taken in (play.card, *play.captured) if play.captured else ():
                from_pile[taken] = view.teams[play.seat]  # a capture: its cards went there
        self.snap(view)

        def pile(team: int) -> tuple[tuple[float, float, float, float], bool]:
            s = self.layout.pile_slot(team)
            return (s.x / w, s.y / h, s.w / w, float(s.angle)), False

        moved = 0
        for zone, sprites in self.zones.items():
            spare = unseen.get(zone, [])
            for sprite in sprites:
                card = sprite.card
                if card is not None:
                    start = was.get(card)
                    if start is None and card in from_pile:
                        start = pile(from_pile[card])
                elif spare:
                    start = (spare.pop(0), sprite.face_up)
                elif zone[0] == "hand" and to_hand.get(zone[1]):
                    # a card a hidden hand played, back in it: seen as it was until it has
                    # turned face down, then a card of that hand like the others
                    played = to_hand[zone[1]].pop()
                    start = was.get(played) or pile(view.teams[zone[1]])
                    sprite.card, sprite.face_up = played, False
                    self.timeline.at(duration, partial(setattr, sprite, "card", None))
                else:
                    start = None
                if start is None:
                    continue
                origin, face_up = start
                x, y, sw, angle = self.place(sprite)
                if origin == (x / w, y / h, sw / w, angle) and face_up == sprite.face_up:
                    continue
                sprite.was_face_up = face_up
                sprite.motion = Motion(
                    self.timeline.now,
                    duration,
                    origin,
                    ease_in_out,
                    flip=face_up != sprite.face_up,
                    lift=0.15,
                )
                moved += 1
        if moved:
            self.timeline.hold(self.timeline.now + duration)
            self.sfx("slide")
        return undone

    def _put(self, card: Card | None, zone: Zone, *, face_up: bool) -> None:
        self.zone(zone).append(Sprite(card, zone=zone, face_up=face_up))
