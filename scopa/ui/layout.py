"""Where everything sits, computed from the window size and the seats (nothing fixed in pixels).

Seats are placed relative to the seat at the bottom (the player looking at the screen); play
goes counter-clockwise, so the next seat sits to the right. All positions are card centres.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .cards import ASPECT, card_size

# relative seat -> (x, y as fractions of the window, card angle), per player count. Seven
# and eight put two seats on each side: each of those keeps its pile beside its hand (see
# Layout.crowded), and the top row keeps clear of the corners' scores and last plays.
_SEATS: dict[int, list[tuple[float, float, int]]] = {
    2: [(0.5, 1.0, 0), (0.5, 0.0, 0)],
    3: [(0.5, 1.0, 0), (1.0, 0.42, 90), (0.0, 0.42, 90)],
    4: [(0.5, 1.0, 0), (1.0, 0.45, 90), (0.5, 0.0, 0), (0.0, 0.45, 90)],
    5: [(0.5, 1.0, 0), (1.0, 0.54, 90), (0.7, 0.0, 0), (0.36, 0.0, 0), (0.0, 0.54, 90)],
    6: [
        (0.5, 1.0, 0),
        (1.0, 0.54, 90),
        (0.76, 0.0, 0),
        (0.5, 0.0, 0),
        (0.24, 0.0, 0),
        (0.0, 0.54, 90),
    ],
    7: [
        (0.5, 1.0, 0),
        (1.0, 0.7, 90),
        (1.0, 0.4, 90),
        (0.62, 0.0, 0),
        (0.38, 0.0, 0),
        (0.0, 0.4, 90),
        (0.0, 0.7, 90),
    ],
    8: [
        (0.5, 1.0, 0),
        (1.0, 0.7, 90),
        (1.0, 0.4, 90),
        (0.67, 0.0, 0),
        (0.5, 0.0, 0),
        (0.33, 0.0, 0),
        (0.0, 0.4, 90),
        (0.0, 0.7, 90),
    ],
}


@dataclass(frozen=True)
class Slot:
    """A card's place: centre, width (before turning) and angle (0 or 90)."""

    x: float
    y: float
    w: int
    angle: int = 0

    @property
    def size(self) -> tuple[int, int]:
        return card_size(self.w)

    def rect_size(self) -> tuple[int, int]:
        w, h = self.size
        return (h, w) if self.angle % 180 else (w, h)


class Layout:
    def __init__(
        self,
        size: tuple[int, int],
        players: int,
        bottom: int,
        teams: tuple[int, ...],
        hand_size: int = 3,
        text_scale: float = 1.0,
    ):
        self.size = self.w, self.h = size
        self.players, self.bottom, self.teams = players, bottom, teams
        w, h = size
        self.unit = min(w / 1280, h / 800)
        self.hand_w = card_size(min(h * 0.2 / ASPECT, w * 0.085))[0]
        spots = _SEATS[players]
        self.opp_w = card_size(self.hand_w * (0.62 if self.crowded else 0.7))[0]
        self.small_w = card_size(self.hand_w * (0.52 if self.crowded else 0.58))[0]
        self.hand_h = card_size(self.hand_w)[1]
        self.opp_h = card_size(self.opp_w)[1]
        # the table's text size, the player's Text size setting included: its smallest words
        # (0.7 of it) stay at 12 px or more at 100% in the smallest window
        self.font = round(max(17.0, 22 * self.unit) * text_scale)
        self.margin = round(14 * self.unit)
        # Your hand spreads wide enough to read every card of the largest hand the rules deal
        # (ten in Scopone scientifico), overlapping only when the window is too narrow.
        most = max(1, hand_size)
        self.hand_step = self.hand_w * 1.1
        if most > 4:
            spread = (w * 0.6 - self.hand_w) / (most - 1)
            self.hand_step = max(self.hand_w * 0.6, min(self.hand_w * 1.1, spread))
        self.hand_half = ((most - 1) * self.hand_step + self.hand_w) / 2
        self.spot = {seat: spots[(seat - bottom) % players] for seat in range(players)}
        has_sides = any(a == 90 for _, _, a in spots)
        has_top = any(y == 0.0 for _, y, _ in spots)
        side = self.opp_h + 3.2 * self.margin if has_sides else 0
        if self.crowded:  # the side seats' piles stand between their hands and the table
            side = self.side_pile_x() + self.small_w / 2 + 1.5 * self.margin
        top = (self.opp_h + 2.6 * self.margin + self.font) if has_top else self.margin * 4
        bottom_edge = h - self.hand_h - 3.2 * self.margin - self.font * 1.6
        left = side + self.small_w * 1.8 + self.margin
        if self.crowded:  # a little more room for the side seats' names above the stock
            left += self.small_w * 0.6
        right = w - side - self.margin
        if not has_sides:
            left, right = w * 0.2, w * 0.8
        self.table_rect = (left, top, right - left, bottom_edge - top)
        # the stock beside the table's left edge: between the two seats on the left when
        # they are crowded, else below the left seat's name plate
        stock_y = top + (bottom_edge - top) / 2
        lefts = [fy for fx, fy, a in spots if a == 90 and fx == 0.0]
        if self.crowded:
            stock_y = sum(lefts) / len(lefts) * h
        elif lefts:
            plate_bottom = lefts[0] * h - self.fan_half() - self.margin * 0.6
            stock_y = max(stock_y, plate_bottom + card_size(self.small_w)[1] / 2 + self.margin)
        self.stock = Slot(left - self.small_w * 0.9 - self.margin * 0.5, stock_y, self.small_w)
        self.status_y = h - self.hand_h * 1.22 - 1.2 * self.margin - self.font * 0.6

    @property
    def thumb_w(self) -> int:
        """The width of the round summary's primiera cards."""
        return max(16, round(self.font * 1.9))

    @property
    def crowded(self) -> bool:
        """Two seats down each side (seven, eight): each keeps its pile beside its hand, the
        cards a little smaller."""
        return sum(1 for fx, _, a in _SEATS[self.players] if a == 90 and fx == 0.0) > 1

    def step_for(self, n: int) -> float:
        """From one card of your hand to the next when it holds ``n``: a full hand may
        overlap to fit, the last few cards of it never do."""
        if n <= 4:
            return self.hand_w * 1.1
        spread = (self.w * 0.6 - self.hand_w) / (n - 1)
        return max(self.hand_w * 0.6, min(self.hand_w * 1.1, spread))

    # -- seats -------------------------------------------------------------------------
    def rel(self, seat: int) -> int:
        return (seat - self.bottom) % self.players

    def hand_slot(self, seat: int, i: int, n: int) -> Slot:
        fx, fy, angle = self.spot[seat]
        if self.rel(seat) == 0:
            rel = i - (n - 1) / 2
            x = self.w / 2 + rel * self.step_for(n)
            arc = (rel / max(1.0, (n - 1) / 2)) ** 2 * self.hand_w * 0.08
            # the fan's lowest cards (its ends) keep the margin above the window's edge
            y = self.h - self.margin - self.hand_h / 2 - self.hand_w * 0.08 + arc
            return Slot(x, y, self.hand_w)
        # face down, a big hand is simply stacked tighter: it never outgrows three cards' fan
        step = self.opp_w * min(0.42, 0.84 / max(1, n - 1))
        offset = (i - (n - 1) / 2) * step
        if angle == 0:
            return Slot(fx * self.w - offset, self.margin + self.opp_h / 2, self.opp_w)
        x = self.margin + self.opp_h / 2 if fx == 0.0 else self.w - self.margin - self.opp_h / 2
        return Slot(x, fy * self.h + offset * (1 if fx == 0.0 else -1), self.opp_w, 90)

    def name_pos(self, seat: int) -> tuple[float, float, str]:
        """Where a seat's name plate goes, and its anchor."""
        fx, fy, angle = self.spot[seat]
        if self.rel(seat) == 0:
            x = self.w / 2 - max(self.hand_w * 1.9, self.hand_half + self.hand_w * 0.3)
            return (x, self.h - self.margin, "bottomright")
        if angle == 0:
            return (fx * self.w, self.margin * 1.6 + self.opp_h, "midtop")
        x = self.margin * 1.4 if fx == 0.0 else self.w - self.margin * 1.4  # off the edge
        y = fy * self.h - self.fan_half() - self.margin * 0.6
        return (x, y, "bottomleft" if fx == 0.0 else "bottomright")

    def name_rect(self, seat: int, size: tuple[int, int]) -> tuple[float, float, int, int]:
        """The plate of ``size`` placed at :meth:`name_pos`: left, top, width, height. A top
        seat's plate is centred under its hand, moved aside only as far as it must to stay
        in its :meth:`name_room`."""
        x, y, anchor = self.name_pos(seat)
        w, h = size
        left = {"bottomright": x - w, "midtop": x - w / 2}.get(anchor, x)
        top = y if anchor == "midtop" else y - h
        if anchor == "midtop":
            lo, hi = self._name_span(seat)
            left = max(lo, min(left, hi - w))
        return (left, top, w, h)

    def plate_height(self) -> float:
        """About how tall a name plate is (its text at 0.9 of the font, the face, a frame)."""
        return self.font * 0.9 * 1.3 + 12

    def name_room(self, seat: int) -> int:
        """The widest a seat's name plate may be: clear of the piles beside it, of the
        next seat's plate and of the corner boxes (a longer name is set smaller to fit)."""
        angle = self.spot[seat][2]
        if self.rel(seat) == 0:
            return round(self.w * 0.3)
        if angle == 90:
            if self.crowded:  # up to the stock, which stands between the two seats
                stock_left = self.stock.x - self.small_w / 2 - self.margin * 0.5
                return round(stock_left - self.margin * 1.4)
            return round(self.w * 0.2)
        lo, hi = self._name_span(seat)
        return max(round(self.font * 3), round(hi - lo))

    def _name_span(self, seat: int) -> tuple[float, float]:
        """From where to where a top seat's plate may reach: its half of the way to the next
        seat up there, short of the piles' words and the corner boxes beside it."""
        x = self.spot[seat][0] * self.w
        lo, hi = max(self.margin, x - self.w * 0.15), min(self.w - self.margin, x + self.w * 0.15)
        gap = self.margin / 2
        for other, (fx, fy, angle) in self.spot.items():
            if other != seat and fy == 0.0 and angle == 0 and self.rel(other) != 0:
                middle = (x + fx * self.w) / 2
                lo, hi = (
                    (max(lo, middle + gap), hi) if fx * self.w < x else (lo, min(hi, middle - gap))
                )
        top = self.margin * 1.6 + self.opp_h
        bottom = top + self.plate_height()
        blocks = [self.pile_block(team) for team in set(self.teams)]
        blocks += [self._scores_box(), self._plays_box()]
        for x0, y0, x1, y1 in blocks:
            if y1 <= top or y0 >= bottom:
                continue
            if x1 <= x:
                lo = max(lo, x1 + gap)
            elif x0 >= x:
                hi = min(hi, x0 - gap)
        return (lo, hi)

    def _scores_box(self) -> tuple[float, float, float, float]:
        """About where the scores reach at their largest (left, top, right, bottom)."""
        sides = len(set(self.teams))
        rows = (sides + 1) // 2 if sides > 4 else sides
        x, y = self.score_pos()
        width = self.w * 0.2 + self.font * (1.5 if sides > 4 else 1.0)
        height = self.font * (1.5 * 1.3 + rows * 1.3 + 0.6)
        return (x, y, x + width, y + height)

    def _plays_box(self) -> tuple[float, float, float, float]:
        """About where the last plays reach at their largest: three plays of two lines."""
        right, y = self.last_play_pos()
        height = self.font * (0.7 * 1.3 + 6 * 0.8 * 1.3 + 0.6)
        return (right - self.last_play_width() - self.font, y, right, y + height)

    def anchor_seat(self, team: int) -> int:
        """The team member sitting nearest the bottom, either way round the table (the one
        to the right when two are as near): its capture pile goes there."""
        members = [s for s in range(self.players) if self.teams[s] == team]
        return min(
            members, key=lambda s: (min(self.rel(s), self.players - self.rel(s)), self.rel(s))
        )

    def pile_slot(self, team: int) -> Slot:
        seat = self.anchor_seat(team)
        fx, fy, angle = self.spot[seat]
        sw, sh = card_size(self.small_w)
        if self.rel(seat) == 0:
            away = max(self.hand_w * 2.6, self.hand_half + self.hand_w * 0.5)
            return Slot(self.w / 2 + away + sw, self.h - self.margin - sh * 0.75, self.small_w)
        if angle == 0:
            if self.crowded:  # to the right of the hand: the top left corner keeps the scores
                x = fx * self.w + self.fan_half() + self.margin * 0.7 + sw / 2
                return Slot(x, self.margin + sh / 2, self.small_w)
            return Slot(
                fx * self.w - self.opp_w * 1.3 - sw * 1.2, self.margin + sh * 0.75, self.small_w
            )
        if self.crowded:  # beside the hand, towards the table: the seat below keeps its room
            x = self.side_pile_x() if fx == 0.0 else self.w - self.side_pile_x()
            return Slot(x, fy * self.h - self.font * 0.35, self.small_w)
        x = self.margin + self.opp_h / 2 if fx == 0.0 else self.w - self.margin - self.opp_h / 2
        dy = self.opp_w * 1.5 + sw * 0.9
        return Slot(x, fy * self.h + dy, self.small_w)

    def fan_half(self) -> float:
        """Half the length of a face-down hand's fan (it never outgrows three cards')."""
        return self.opp_w * 0.92

    def side_pile_x(self) -> float:
        """How far in from the window's edge a crowded side seat's pile stands."""
        return self.margin * 1.8 + self.opp_h + self.small_w / 2

    def shares_piles(self) -> bool:
        """Partners pool their captures: each pile says whose it is."""
        return len(set(self.teams)) < self.players

    def label_line(self) -> float:
        """About how tall one line of the words under a pile is (0.75 of the font)."""
        return self.font * 0.75 * 1.3

    def pile_label_room(self, team: int) -> int:
        """How wide the words under a pile (its count, whose it is) may be."""
        seat = self.anchor_seat(team)
        if self.crowded and self.spot[seat][2] == 90 and self.rel(seat) != 0:
            return round(self.opp_h * 1.3)
        return round(self.w * 0.2)

    def pile_label_pos(self, team: int, size: tuple[int, int]) -> tuple[float, float]:
        """The top left corner of the words under a pile: under it, or above it where the
        window ends first (your own pile, large text); beside a crowded side seat's hand,
        pushed towards the table so they never run over the hand."""
        slot = self.pile_slot(team)
        w, h = size
        sh = slot.size[1]
        y = slot.y + sh / 2 + self.font * 0.25
        if y + h > self.h - self.margin // 2:
            y = slot.y - sh / 2 - self.font * 0.25 - h
        x = slot.x - w / 2
        seat = self.anchor_seat(team)
        fx, _, angle = self.spot[seat]
        if self.crowded and angle == 90 and self.rel(seat) != 0:
            clear = self.margin * 1.4 + self.opp_h  # past the hand's edge
            x = max(x, clear) if fx == 0.0 else min(x, self.w - clear - w)
        elif angle == 90 and self.rel(seat) != 0:
            # a side seat's pile: its words beside it, towards the table; under it they ran
            # into the words of your own pile, set above it where the window ends first
            sw = slot.size[0]
            y = slot.y - h / 2
            x = (
                slot.x + sw / 2 + self.font * 0.4
                if fx == 0.0
                else slot.x - sw / 2 - self.font * 0.4 - w
            )
        x = min(max(x, self.margin), self.w - self.margin - w)
        mine = self.teams[self.bottom]
        if angle == 90 and self.rel(seat) != 0 and mine != team:
            # six or eight at large text: your pile's words, set above it, reach up beside
            # the side seat's pile; its words stand above yours
            ox, oy, ow, oh = self._label_rect(mine)
            if x < ox + ow and ox < x + w and y < oy + oh and oy < y + h:
                y = oy - self.font * 0.25 - h
                clear = self.margin + self.opp_h + self.font * 0.4  # beside the hand now
                x = max(x, clear) if fx == 0.0 else min(x, self.w - clear - w)
        return (x, y)

    def _label_rect(self, team: int) -> tuple[float, float, int, int]:
        """Where the words under a pile reach at their largest: left, top, width, height
        (as wide as they may grow when partners share the pile, else a count's width)."""
        biggest = max(self.teams.count(t) for t in set(self.teams))
        lines = 1 if biggest == 1 else 2 if biggest == 2 else 3  # three or four: two lines
        width = self.pile_label_room(team) if lines > 1 else self.font * 2.8
        size = (round(width), round(self.label_line() * lines))
        lx, ly = self.pile_label_pos(team, size)
        return (lx, ly, *size)

    def pile_block(self, team: int) -> tuple[float, float, float, float]:
        """Where a pile and the words under it reach (left, top, right, bottom), the words
        as wide as they may grow when partners share the pile, else a count's width."""
        slot = self.pile_slot(team)
        sw, sh = slot.size
        lx, ly, *size = self._label_rect(team)
        return (
            min(slot.x - sw / 2, lx),
            min(slot.y - sh / 2, ly),
            max(slot.x + sw / 2, lx + size[0]),
            max(slot.y + sh / 2, ly + size[1]),
        )

    def marker_slot(self, team: int, i: int) -> Slot:
        """A sweep marker: face up, crosswise across the pile, fanned so each one counts."""
        pile = self.pile_slot(team)
        h = card_size(pile.w)[1]
        seat = self.anchor_seat(team)
        if self.crowded and self.spot[seat][1] == 0.0 and self.rel(seat) != 0:
            # a crowded top row: across the pile itself, fanned back over its own hand
            x = pile.x - (h - pile.w) / 2 - i * pile.w * 0.22  # its right edge the pile's
            return Slot(x, pile.y + i * pile.w * 0.12, pile.w, 90)
        side = -1 if pile.x > self.w * 0.6 else 1  # stick out towards the middle of the table
        if self.rel(self.anchor_seat(team)) == 0 and pile.x + h * 1.6 < self.w:
            side = 1  # beside your own hand: stick out away from it
        x = pile.x + side * (h * 0.42 + i * pile.w * 0.22)
        return Slot(x, pile.y - pile.w * 0.2 + i * pile.w * 0.12, pile.w, 90)

    # -- the table ---------------------------------------------------------------------
    def _table_grid(self, n: int) -> tuple[float, int, int]:
        """The scale, rows and columns that lay ``n`` table cards out at their largest."""
        _, _, tw, th = self.table_rect
        cw, ch = card_size(self.hand_w)
        gap = self.hand_w * 0.14
        best: tuple[float, int, int] | None = None
        options = [1 if n <= 2 else 2] if n <= 4 else range(2, 5)
        for rows in options:
            cols = math.ceil(n / rows)
            need_w = cols * cw + (cols - 1) * gap
            need_h = rows * ch + (rows - 1) * gap
            scale = min(1.0, tw / need_w, th / need_h)
            if best is None or scale > best[0] + 1e-6:
                best = (scale, rows, cols)
        assert best is not None  # n > 0: there is always at least one way to lay them
        return best

    def table_room(self, n: int) -> int:
        """How many places the table's grid has once it holds ``n`` cards: whole rows, so
        that cards laid later fill it before it has to grow (and its cards move)."""
        if n <= 0:
            return 0
        _, rows, cols = self._table_grid(n)
        return rows * cols

    def table_slots(self, n: int) -> list[Slot]:
        """Table cards: a 2x2 square for four, then tidy rows, shrinking only when needed."""
        if n <= 0:
            return []
        x0, y0, tw, th = self.table_rect
        gap = self.hand_w * 0.14
        scale, rows, cols = self._table_grid(n)
        scale = max(0.6, math.floor(scale * 10) / 10 if scale < 1 else 1.0)
        w = card_size(self.hand_w * scale)[0]
        cw, ch = card_size(w)
        gap *= scale
        step_x = min(cw + gap, (tw - cw) / max(1, cols - 1)) if cols > 1 else 0
        step_y = ch + gap
        cx, cy = x0 + tw / 2, y0 + th / 2
        slots = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x = cx + (c - (in_row - 1) / 2) * step_x
            y = cy + (r - (rows - 1) / 2) * step_y
            slots.append(Slot(x, y, w))
        return slots

    # -- panels ------------------------------------------------------------------------
    def score_pos(self) -> tuple[float, float]:
        """The top left corner of the scores, out of the way of every seat's cards: below
        the top row when a seat up there keeps its pile near the left edge (five or six
        seats), where the scores would hide it."""
        reach = self.margin + self.w * 0.22  # about as wide as the scores grow
        for seat, (fx, fy, angle) in self.spot.items():  # a hand up there, pile or not
            low = fy == 0.0 and angle == 0 and self.rel(seat) != 0
            if low and fx * self.w - self.opp_w * 0.95 < reach:
                return (self.margin, self.table_rect[1])
        for team in set(self.teams):
            seat = self.anchor_seat(team)
            if self.spot[seat][1] == 0.0 and self.rel(seat) != 0:
                pile = self.pile_slot(team)
                if pile.x - pile.w < reach:
                    return (self.margin, self.table_rect[1])
        return (self.margin, self.margin)

    def last_play_pos(self) -> tuple[float, float]:
        return (self.w - self.margin, self.margin)

    def last_play_bottom(self) -> float:
        """How far down the last plays may reach from the top right corner: above the name
        plate of the highest seat on the right side, else a little below the middle's top."""
        bottom = self.h * 0.45
        for seat, (fx, _, angle) in self.spot.items():
            if angle == 90 and fx == 1.0 and self.rel(seat) != 0:
                _, y, _ = self.name_pos(seat)
                bottom = min(bottom, y - self.plate_height() - self.margin * 0.5)
        return max(self.margin + self.font * 4, bottom)

    def last_play_width(self) -> int:
        """How wide the last plays may grow from the top right corner: clear of the cards
        of a seat up there and of its pile (five to eight seats); its name makes way."""
        room = self.w * 0.24
        for seat, (fx, fy, angle) in self.spot.items():
            if fy == 0.0 and angle == 0 and self.rel(seat) != 0 and fx > 0.5:
                reach = fx * self.w + self.opp_w * 0.95  # the fanned backs reach this far
                for team in set(self.teams):
                    if self.anchor_seat(team) == seat:
                        reach = max(reach, self.pile_block(team)[2])
                room = min(room, self.w - 2 * self.margin - reach - self.margin)
        return round(max(self.w * 0.12, room))

    def banner_pos(self) -> tuple[float, float]:
        x0, y0, tw, th = self.table_rect
        return (x0 + tw / 2, y0 + th / 2)
