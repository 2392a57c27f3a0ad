"""Drawing the table from the model and the animator: felt, stock, piles with sweep markers,
hands, table, panels, banner.

A frame is blits of cached surfaces; only cards in flight are scaled or turned, from the
nearest cached raster, so no frame ever rasterizes card art for an in-between size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import pygame

from ...core.cards import Card
from ...core.rules import Rules
from ...words.variants import title as variant_title
from ..anim import Sprite, ease_back
from ..cards import CardImages, card_size
from ..felt import felt
from ..i18n import language, t
from ..messages import round_text
from ..text import GOLD, LIGHT, blit, common_size, fit, font, render
from ..widgets import Button, panel, wrap
from .animator import Animator
from .controls import Pointer
from .dialog import question
from .model import Over, TableModel
from .words import TableWords

TAKE = (255, 208, 80)
CHOICE = (120, 190, 255)
PICKED = (255, 255, 255)
HINT = (140, 235, 160)
AWAY = (240, 150, 120)  # a seat on another computer that is not connected
_bands: dict[tuple[int, int], pygame.Surface] = {}


class Notice(NamedTuple):
    """A word said on the table in place of its status line: its ``text``, the table's clock
    time it is said ``until``, and whether it is an ``error`` (said in red)."""

    text: str
    until: float
    error: bool


@dataclass
class Hud:
    """What the screen adds to the table: its status line, a notice, the tool buttons."""

    my_turn: bool  # the seat shown is to play and nothing moves
    status: str = ""
    notice: Notice | None = None
    tools: list[Button] = field(default_factory=list)
    covered: bool = False  # a screen is open over the table: its passing words keep quiet
    question: tuple[str, list[Button]] | None = None  # a claim to answer: words, buttons
    seat_states: list[str] = field(default_factory=list)  # per seat on another computer


@dataclass
class Frame:
    """One frame's inputs: the model, the animator, the pointer and the screen's panels."""

    model: TableModel
    anim: Animator
    images: CardImages
    words: TableWords
    pointer: Pointer
    hud: Hud


def draw(fr: Frame, target: pygame.Surface) -> None:
    lay = fr.anim.layout
    target.blit(felt(lay.size), (0, 0))
    _stock(fr, target)
    moving: list[Sprite] = []
    glow = _glows(fr)
    for team in range(len(fr.model.view.scores)):
        _pile(fr, target, team, moving)
    _pile_tops(fr, target, glow)
    aside = None  # your plate, where it stands over your hand: the status keeps clear
    for seat in range(fr.model.view.players):
        plate = _seat_plate(fr, target, seat)
        if lay.rel(seat) == 0 and plate.bottom <= lay.h - lay.margin - lay.hand_h:
            aside = plate
    for key, sprites in list(fr.anim.zones.items()):
        if key[0] not in ("table", "hand"):
            continue
        for i, sprite in enumerate(sprites):
            if sprite.motion is not None:
                moving.append(sprite)
                continue
            if fr.pointer.drag and sprite.card == fr.pointer.drag[0]:
                continue
            lift = 0.0
            if key == ("hand", fr.model.bottom):
                lift = _lift(fr, i, sprite.card)
            _sprite(fr, target, sprite, glow.get(sprite.card), lift)
    _build_labels(fr, target)
    moving.sort(key=lambda s: s.motion.start if s.motion else 0)
    for sprite in moving:
        _sprite(fr, target, sprite, glow.get(sprite.card))
    if fr.pointer.drag:
        card, pos = fr.pointer.drag
        size = card_size(lay.hand_w)
        _card(fr, target, card, True, pos[0], pos[1] - size[1] * 0.1, size[0], 0)
    _peek(fr, target)
    _name_tag(fr, target)
    _panels(fr, target, aside)
    if not fr.hud.covered:
        _flash(fr, target)
        _banner(fr, target)
        if fr.hud.question is not None:
            question(target, fr.anim.layout, *fr.hud.question)


# -- cards ---------------------------------------------------------------------------
def _build_labels(fr: Frame, target: pygame.Surface) -> None:
    """On each build on the table, its value and its owner's name (the view's builds)."""
    f = fr.anim.layout.font
    for build in fr.model.view.builds:
        sprite = fr.anim.find(build.cards[-1], ("table",))
        if sprite.zone != ("table",) or sprite.motion is not None:
            continue
        x, y, w, _ = fr.anim.place(sprite)
        h = card_size(round(w))[1]
        name = fr.words.names[build.owner]
        surf = render(t("build_label", value=build.value, name=name), round(f * 0.7), GOLD)
        plate = pygame.Surface((surf.get_width() + 10, surf.get_height() + 4), pygame.SRCALPHA)
        plate.fill((0, 0, 0, 150))
        # on the lower edge of the build's own top card: never over a neighbour's cards
        rect = plate.get_rect(midbottom=(round(x), round(y + h / 2 - 3)))
        target.blit(plate, rect)
        target.blit(surf, surf.get_rect(center=rect.center))


def _hovered(fr: Frame) -> Sprite | None:
    """The card under the mouse whose face this screen shows: one of your hand (raised on
    your turn) or one on the table."""
    anim, pointer = fr.anim, fr.pointer
    if pointer.drag or fr.hud.covered or fr.hud.question is not None:
        return None
    hand = anim.zones.get(("hand", fr.model.bottom), [])
    if pointer.hover is not None and pointer.hover < len(hand):
        sprite = hand[pointer.hover]
        return sprite if sprite.card is not None and fr.model.may_see(fr.model.bottom) else None
    for sprite in reversed(anim.zones.get(("table",), [])):
        if sprite.card is None or not sprite.face_up:
            continue
        if Pointer._rect(anim, sprite).collidepoint(pointer.mouse):  # as a click finds it
            return sprite
    return None


def hovered_name(fr: Frame) -> tuple[Sprite, Card, str] | None:
    """The card under the mouse and its name ("Three of Clubs"), with what a figure counts
    ("Knight of Cups (9)"): the cards of some decks print no number."""
    sprite = _hovered(fr)
    if sprite is None or sprite.card is None:
        return None
    card = sprite.card
    name = fr.words.card(card)
    if card.rank in fr.model.view.rules.deck.cards.figures:
        name = t("card_counts", card=name, value=card.rank)
    return sprite, card, name


INDEX_ROOM = 0.17  # of a card's height: its lower index, which the name tag stays above


def name_tag_lines(name: str, text: int, card_w: float) -> tuple[int, list[str]]:
    """The size and lines of a card's name tag at text size ``text`` on a card ``card_w``
    wide: within the card, on two lines at most, so it never covers the art. A long name
    (large text, a narrow fanned card) is set smaller, down to a legible size, then let out
    a little past the card's edges."""
    size = round(text * 0.8)
    room = max(1, round(card_w) - 16)
    least = max(10, round(text * 0.5))

    def too_big(lines: list[str]) -> bool:
        return len(lines) > 2 or max(font(size).size(line)[0] for line in lines) > room

    lines = wrap(name, size, room)
    while size > least and too_big(lines):
        size -= 1
        lines = wrap(name, size, room)
    while too_big(lines) and room < card_w * 1.6:
        room = round(room * 1.15)
        lines = wrap(name, size, room)
    return size, lines


def _name_tag(fr: Frame, target: pygame.Surface) -> None:
    """The card under the mouse by name, on its lower part, clear of its lower index."""
    named = hovered_name(fr)
    if named is None:
        return
    sprite, card, name = named
    lay = fr.anim.layout
    x, y, w, _ = fr.anim.place(sprite)
    zone = fr.anim.zones.get(sprite.zone, [])
    lift = _lift(fr, zone.index(sprite), card) if sprite.zone[0] == "hand" else 0.0
    h = card_size(round(w))[1]
    size, lines = name_tag_lines(name, lay.font, w)
    shown = [render(line, size, LIGHT) for line in lines]
    tall = sum(s.get_height() for s in shown)
    plate = panel((max(s.get_width() for s in shown) + 12, tall + 6), 215)
    # above the lower corner, where a deck prints its index (the name says what it does)
    rect = plate.get_rect(midbottom=(round(x), round(y - lift + h / 2 - h * INDEX_ROOM)))
    rect.clamp_ip(target.get_rect())
    target.blit(plate, rect)
    top = rect.centery - tall // 2
    for line in shown:
        target.blit(line, line.get_rect(midtop=(rect.centerx, top)))
        top += line.get_height()


def _face_shown(fr: Frame, sprite: Sprite, face_up: bool) -> bool:
    if sprite.zone[0] == "hand" and not fr.model.may_see(sprite.zone[1]) and not sprite.public:
        return False  # a hidden hand is never drawn face up, whatever the sprite says
    return face_up


def _sprite(
    fr: Frame,
    target: pygame.Surface,
    sprite: Sprite,
    glow: tuple[int, int, int] | None = None,
    lift: float = 0.0,
) -> None:
    x, y, w, angle = fr.anim.place(sprite)
    face, squash = sprite.face_up, 1.0
    m = sprite.motion
    if m is not None and m.flip:
        p = m.progress(fr.anim.timeline.now)
        face = sprite.was_face_up if p < 0.5 else sprite.face_up
        squash = max(0.04, abs(1 - 2 * p))
    face = _face_shown(fr, sprite, face)
    base_w = fr.anim.slot(sprite).w
    _card(fr, target, sprite.card, face, x, y - lift, w, angle, squash, glow, base_w)


def _card(
    fr: Frame,
    target: pygame.Surface,
    card: Card | None,
    face: bool,
    x: float,
    y: float,
    w: float,
    angle: float,
    squash: float = 1.0,
    glow: tuple[int, int, int] | None = None,
    base_w: int | None = None,
) -> None:
    images = fr.images
    base = card_size(base_w or w)
    rounded_angle = int(round(angle / 3) * 3) % 360
    exact = abs(w - base[0]) < 1 and squash == 1.0
    if exact and rounded_angle in (0, 90, 180, 270):
        surf = images.image(card, base, face, rounded_angle)
    else:
        surf = images.image(card, base, face)
        h = w * base[1] / base[0]
        surf = pygame.transform.scale(surf, (max(1, round(w * squash)), max(1, round(h))))
        if rounded_angle:
            surf = pygame.transform.rotate(surf, rounded_angle)
    rect = surf.get_rect(center=(round(x), round(y)))
    if squash == 1.0:
        shadow = images.shadow(rect.size if rounded_angle in (0, 90) else base)
        target.blit(shadow, rect.move(2, 3).topleft)
    target.blit(surf, rect)
    if glow is not None:  # over the card, inside its rectangle
        target.blit(images.glow(rect.size, glow), rect)


def _lift(fr: Frame, i: int, card: Card | None) -> float:
    h = fr.anim.layout.hand_h
    choosing = fr.model.choosing
    if choosing is not None and choosing.card == card:
        return h * 0.2
    hover = fr.pointer.hover  # the mouse's card, else the keyboard's: never two raised
    if fr.hud.my_turn and (hover == i or (hover is None and fr.model.focus == i)):
        return h * 0.12
    return 0.0


def _glows(fr: Frame) -> dict[Card | None, tuple[int, int, int]]:
    """Which cards are lit: the ones being taken, or what the hovered card would take."""
    lit: dict[Card | None, tuple[int, int, int]] = {c: TAKE for c in fr.anim.shown.lit}
    if not fr.hud.my_turn or fr.hud.question is not None:  # a claim to answer plays no card
        return lit
    choosing = fr.model.choosing
    if choosing is not None:
        for i, option in enumerate(choosing.options):
            for c in option:
                if i == choosing.choice:
                    lit[c] = TAKE
                else:
                    lit.setdefault(c, CHOICE)
        for c in choosing.picked:
            lit[c] = PICKED
        return lit
    hint = fr.model.hint
    if hint is not None and not hint.is_answer:
        lit[hint.card] = HINT  # the card the hint names stays marked under another's light
        if fr.pointer.hover is None and not fr.pointer.drag:
            for c in hint.captured:
                lit[c] = HINT
    if fr.model.claiming:  # a claim takes the whole table: every card lights
        lit.update({s.card: TAKE for s in fr.anim.zones.get(("table",), []) if s.card})
    armed = fr.model.armed[0] if fr.model.armed else None
    if armed is not None:
        lit[armed] = PICKED
    hand = [s.card for s in fr.anim.zones.get(("hand", fr.model.bottom), [])]
    index = fr.pointer.hover if fr.pointer.hover is not None else fr.model.focus
    card = (
        fr.pointer.drag[0]
        if fr.pointer.drag
        else (hand[index] if index is not None and index < len(hand) else None)
    )
    if card is not None:
        options = take_options(fr, card)
        colour = TAKE if len(options) == 1 else CHOICE
        for option in options:
            for c in option:
                lit[c] = colour
        if options:
            lit[card] = colour
        for target in build_targets(fr, card):  # where a drop would build (the core's moves)
            lit.setdefault(target, CHOICE)
    return lit


def build_targets(fr: Frame, card: Card) -> list[Card]:
    """The table cards ``card`` may be laid on as a build, where the rules have builds."""
    view = fr.model.view
    if not view.rules.capture.builds.allowed:
        return []
    moves = [m for m in view.legal_moves() if not m.is_answer and m.card == card and m.builds]
    return sorted({c for m in moves for c in m.onto})


def take_options(fr: Frame, card: Card) -> list[frozenset[Card]]:
    """What ``card`` would take now, each set as the table shows it: table cards and, where
    piles are stolen, the top card of each pile it would take (the core's answer)."""
    view = fr.model.view
    if not view.rules.capture.steal.pile_top:
        return view.capture_options(card)
    moves = [m for m in view.legal_moves() if m.card == card and m.is_capture]
    return list(fr.model.seen_takes(moves))


def _peek(fr: Frame, target: pygame.Surface) -> None:
    """A claim's card is face down on the table; its claimant's own screen, and no other,
    shows a small face of it in the corner (from that seat's view)."""
    sprite, view = fr.anim.claim, fr.model.view
    if sprite is None or sprite.motion is not None or not view.face_down:
        return
    pending = view.claim() if view.rules.claims.sweep else None
    if pending is None or pending[0].seat != view.seat or not fr.model.may_see(view.seat):
        return
    x, y, w, _ = fr.anim.place(sprite)
    size = card_size(max(12, round(w * 0.5)))
    face = fr.images.face(view.face_down[-1], size)
    rect = face.get_rect(center=(round(x + w * 0.45), round(y + size[1] * 0.55)))
    pygame.draw.rect(target, GOLD, rect.inflate(4, 4), 2, border_radius=3)
    target.blit(face, rect)


# -- stock and piles -----------------------------------------------------------------
def _stock(fr: Frame, target: pygame.Surface) -> None:
    slot = fr.anim.layout.stock
    n = fr.anim.shown.stock
    size = slot.size
    if n > 0:
        layers = min(5, 1 + n // 8)
        for k in range(layers):
            _card(fr, target, None, False, slot.x - k, slot.y - k * 1.5, size[0], 0)
    if n == 0 and fr.model.view.rules.deal_plan(fr.model.view.players).all_at_once:
        return  # every card is dealt at once (Scopone): there is no stock to speak of
    if n == 0:  # dealt out: its empty place, as an empty pile's, under the words
        rect = pygame.Rect(0, 0, *size)
        rect.center = (round(slot.x), round(slot.y))
        pygame.draw.rect(target, (120, 170, 130), rect, 1, border_radius=max(3, size[0] // 10))
    f = fr.anim.layout.font
    label = render(f"{t('stock')} {n}", round(f * 0.8))
    blit(target, label, (slot.x, slot.y + size[1] / 2 + f * 0.3), "midtop")


def pile_count(anim: Animator, team: int) -> int:
    """The number under a capture pile: the cards that have landed on it and its sweep
    markers (a marker only ever leaves the pile, so one turning crosswise still counts)."""
    now = anim.timeline.now
    landed = sum(
        1
        for s in anim.zones.get(("pile", team), [])
        if s.motion is None or s.motion.progress(now) >= 1
    )
    return landed + len(anim.zones.get(("marker", team), []))


def _pile(fr: Frame, target: pygame.Surface, team: int, moving: list[Sprite]) -> None:
    lay = fr.anim.layout
    slot = lay.pile_slot(team)
    sprites = fr.anim.zones.get(("pile", team), [])
    settled = [s for s in sprites if s.motion is None]
    moving.extend(s for s in sprites if s.motion is not None)
    size = slot.size
    if not settled:  # an empty place for the pile, so everyone knows where captures go
        rect = pygame.Rect(0, 0, *size)
        rect.center = (round(slot.x), round(slot.y))
        pygame.draw.rect(target, (120, 170, 130), rect, 1, border_radius=max(3, size[0] // 10))
    else:
        layers = min(4, 1 + len(settled) // 6)
        for k in range(layers):
            _card(fr, target, None, False, slot.x + k, slot.y - k * 1.5, size[0], 0)
    markers = fr.anim.zones.get(("marker", team), [])
    for sprite in markers:
        if sprite.motion is not None:
            moving.append(sprite)
        else:
            _sprite(fr, target, sprite)
    f = lay.font
    count = pile_count(fr.anim, team)
    lines = [render(t("cards", n=count), round(f * 0.85))]
    view = fr.model.view
    room = lay.pile_label_room(team)
    if len(view.scores) < view.players:  # partners share a pile: say whose it is
        lines[:0] = team_lines(fr.words.team_name(team), round(f * 0.8), room)
    # the lines go under the pile as one block; where the window ends first (your own pile,
    # large text), above it: never clamped line by line onto one another
    block = (max(line.get_width() for line in lines), sum(line.get_height() for line in lines))
    x, y = lay.pile_label_pos(team, block)
    for line in lines:
        rect = line.get_rect(midtop=(round(x + block[0] / 2), round(y)))
        rect.clamp_ip(target.get_rect().inflate(-lay.margin, -lay.margin // 2))
        target.blit(line, rect)
        y += line.get_height()


def team_lines(name: str, size: int, room: int) -> list[pygame.Surface]:
    """Whose pile it is, in one line, or two where the names of a team of three or four
    would have to be set too small for one."""
    if render(name, size).get_width() > room and " & " in name:
        parts = name.split(" & ")
        half = (len(parts) + 1) // 2
        two = [" & ".join(parts[:half]) + " &", " & ".join(parts[half:])]
        return [fit(line, size, room, colour=GOLD) for line in two]
    return [fit(name, size, room, colour=GOLD)]


# -- text ----------------------------------------------------------------------------
def _pile_tops(
    fr: Frame, target: pygame.Surface, glow: dict[Card | None, tuple[int, int, int]]
) -> None:
    """Where piles are stolen, every pile lies face up with its top card showing (lit when
    the card hovered would take it)."""
    if not fr.model.view.rules.capture.steal.pile_top:
        return
    for team, top in fr.anim.shown.tops.items():  # as the piles have landed
        settled = [s for s in fr.anim.zones.get(("pile", team), []) if s.motion is None]
        if not settled:
            continue
        slot = fr.anim.layout.pile_slot(team)
        k = min(4, 1 + len(settled) // 6) - 1  # the top layer of the pile
        _card(
            fr, target, top, True, slot.x + k, slot.y - k * 1.5, slot.size[0], 0, 1.0, glow.get(top)
        )


def own_plate(lay: Any, plate: pygame.Rect, column: pygame.Rect | None) -> pygame.Rect:
    """Where your name plate goes: at its place beside your hand, or, where a wide hand (ten
    cards in Scopone) and a long name leave it no room clear of the buttons (``column``),
    over the left end of a full hand, where it cannot pass for one more button."""
    if column is None or plate.left >= column.right + lay.font:
        return plate
    edge = lay.w / 2 - lay.hand_half
    top = lay.h - lay.margin - lay.hand_h - lay.hand_w * 0.08  # the fan's highest card
    return plate.move_to(bottomleft=(round(edge), round(top - 6)))


def _seat_plate(fr: Frame, target: pygame.Surface, seat: int) -> pygame.Rect:
    lay = fr.anim.layout
    name = fr.words.names[seat]
    out = seat in fr.model.view.out  # out of the match (elimination): shown, dimmed
    if out:
        name = f"{name} · {t('seat_out')}"
    elif seat == fr.anim.shown.dealer:  # "Tú · repartes", "Marco · reparte"
        name = f"{name} · {t('dealer_you' if seat == fr.words.you else 'dealer')}"
    states = fr.hud.seat_states
    state = states[seat] if seat < len(states) else ""
    if state:  # a seat played on another computer: how it is connected
        name = f"{name} · {state}"
    turn = not isinstance(fr.model.state, Over) and fr.model.view.current_player == seat
    away = state in (t("net_state_away"), t("net_state_open"))
    colour = GOLD if turn else (150, 150, 140) if out else AWAY if away else LIGHT
    size = round(lay.font * 0.9)
    face = _avatar(fr.words.names[seat], seat, render(name, size).get_height() + 6)
    gap = 6
    # a long name is set smaller so that the plate keeps clear of its neighbours
    room = lay.name_room(seat) - face.get_width() - gap - 16
    surf = fit(name, size, room, colour=colour, bold=turn)
    plate = pygame.Rect(0, 0, face.get_width() + gap + surf.get_width() + 16, face.get_height() + 6)
    left, top, _, _ = lay.name_rect(seat, plate.size)  # at name_pos, kept in its room
    plate.topleft = (round(left), round(top))
    if lay.rel(seat) == 0:  # your plate keeps clear of the buttons beside your hand
        # those level with it: a wide one higher up (a declaration's) never moves it
        reach = plate.inflate(0, lay.font)
        placed = [
            b.rect
            for b in fr.hud.tools
            if b.rect.width and b.rect.top < reach.bottom and b.rect.bottom > reach.top
        ]
        column = placed[0].unionall(placed[1:]) if placed else None
        plate = own_plate(lay, plate, column)
    back = panel(plate.size, 200 if turn else 110)
    target.blit(back, plate)
    if turn:  # whose turn it is, plain from across the room: a gold ring round the plate
        pygame.draw.rect(target, GOLD, plate.inflate(4, 4), 3, border_radius=plate.height // 3)
    target.blit(face, face.get_rect(midleft=(plate.left + 5, plate.centery)))
    target.blit(
        surf, surf.get_rect(midleft=(plate.left + 5 + face.get_width() + gap, plate.centery))
    )
    return plate


_AVATAR_COLOURS = [(196, 84, 60), (60, 120, 190), (80, 160, 100), (170, 110, 190), (210, 160, 60)]
_avatars: dict[tuple[str, int, int], pygame.Surface] = {}


def _avatar(name: str, seat: int, size: int) -> pygame.Surface:
    """A simple face drawn by the game: a coloured disc, a head and shoulders, the initial."""
    key = (name, seat, size)
    surf = _avatars.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        colour = _AVATAR_COLOURS[seat % len(_AVATAR_COLOURS)]
        pygame.draw.circle(surf, colour, (r, r), r)
        skin = (244, 214, 180)
        pygame.draw.circle(surf, skin, (r, round(size * 0.4)), round(size * 0.2))
        body = pygame.Rect(0, 0, round(size * 0.62), round(size * 0.5))
        body.midtop = (r, round(size * 0.64))
        pygame.draw.ellipse(surf, skin, body)
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        letter = render(
            name[:1].upper() or "?", max(10, round(size * 0.36)), (60, 40, 30), bold=True
        )
        surf.blit(letter, letter.get_rect(center=(r, round(size * 0.4))))
        pygame.draw.circle(surf, (250, 240, 220), (r, r), r, max(1, size // 16))
        if len(_avatars) > 64:
            _avatars.clear()
        _avatars[key] = surf
    return surf


OLDER = (176, 182, 170)  # an earlier play in the last plays


def score_title(rules: Rules, target: int) -> str:
    """The score box's heading: the variant and what the match is played to (won, lost,
    out of the game, or a set number of rounds)."""
    match = rules.match
    goal = (
        "target_out"
        if match.elimination
        else "target_loses"
        if match.objective == "lose"
        else "target"
    )
    aim = t(goal, target=target)
    if match.rounds == "per_dealer":  # no target: a round for each player to deal
        aim = t("per_dealer")
    elif match.rounds is not None and not match.elimination:  # a match of set rounds
        aim = t("rounds", n=match.rounds)
    return f"{variant_title(rules, language())} · {aim}"


def _panels(fr: Frame, target: pygame.Surface, aside: pygame.Rect | None = None) -> None:
    lay = fr.anim.layout
    f = lay.font
    view = fr.model.view
    # match scores against the target
    title = score_title(view.rules, view.target)
    lines = [render(title, round(f * 0.8), GOLD)]
    numbered = round_text(view.rules, view.players, fr.anim.shown.round)  # "Round 2 of 8"
    lines.append(render(numbered, round(f * 0.8)))
    scores = []
    so_far = fr.anim.shown.round_points  # this round's points as they happen: "3 (+1)"
    for team, score in enumerate(fr.anim.shown.scores):
        line = f"{fr.words.team_name(team)}  {score}"
        if team < len(so_far) and so_far[team]:
            line = t("score_so_far", line=line, points=f"{so_far[team]:+d}".replace("-", "−"))
        gone = [s for s in view.out if view.teams[s] == team]
        if gone and len(gone) == view.teams.count(team):
            line = f"{line} · {t('seat_out')}"
        scores.append(line)
    # every side's line at one size: the longest names set the size of them all
    if len(scores) > 4:  # five or six sides: two columns, so the scores stay short
        width = round(lay.w * 0.1)
        size = common_size(scores, f, width)
        for pair in (scores[i : i + 2] for i in range(0, len(scores), 2)):
            lines.append(_side_by_side([fit(s, size, width) for s in pair], width + f // 2))
    else:
        width = round(lay.w * 0.2)
        size = common_size(scores, f, width)
        lines += [fit(s, size, width) for s in scores]
    _stack(target, lines, lay.score_pos(), "topleft", f)
    plays = fr.anim.shown.last_plays
    if plays and not fr.hud.covered:
        head = t("last_plays", n=len(plays))
        lines = [render(head, round(f * 0.7), GOLD)]
        width = lay.last_play_width()
        size = round(f * 0.8)
        # one play a seat since your last (seven at a table of eight): the newest first, the
        # older dimmer, past the third each on one line, as many as the corner has room for
        room = lay.last_play_bottom() - lay.last_play_pos()[1] - f * 0.6
        used = lines[0].get_height()
        for age, play in enumerate(reversed(plays)):
            colour = LIGHT if age == 0 else OLDER
            said = fr.words.last_play(*play)  # in the language of this frame
            if age < 3:
                more = _wrapped(said, size, width, colour, 3 if age == 0 else 2)
            else:
                more = [cut(" ".join(said), size, width, colour)]
            height = sum(s.get_height() for s in more)
            if age and used + height > room:
                break
            lines += more
            used += height
        _stack(target, lines, lay.last_play_pos(), "topright", f)
    _tools(fr, target)
    # status and notices where the eye rests (a claim's question says it in its panel)
    status = fr.hud.status if fr.anim.timeline.idle and fr.hud.question is None else ""
    y = lay.status_y
    if fr.hud.covered:
        return
    aside = _kept_clear(fr, aside, y)
    if fr.hud.notice:  # in place of the status line, so it never covers the table's cards
        message, error = fr.hud.notice.text, fr.hud.notice.error
        colour = (255, 235, 220) if error else LIGHT
        middle, width = status_span(lay, _notice_width(fr), aside)
        surf = _notice_lines(message, f, width, colour)
        rect = surf.get_rect(center=(middle, round(y)))
        rect.bottom = min(rect.bottom, round(lay.h - lay.hand_h * 1.12 - lay.margin))
        tint = (120, 30, 24) if error else (18, 52, 70)
        back = panel((rect.width + 24, rect.height + 12), 225, tint)
        target.blit(back, back.get_rect(center=rect.center))
        target.blit(surf, rect)
        status = ""
    if status:
        choosing = fr.model.choosing
        legend = None
        if choosing is not None and len(choosing.options) > 1:
            status = f"{status}  ({choosing.choice + 1}/{len(choosing.options)})"
            legend = choice_legend(round(f * 0.8))
        middle, width = status_span(lay, round(lay.w * 0.7), aside)
        surf = _notice_lines(status, f, width, LIGHT)  # long: on two lines
        if legend is not None:  # what the colours mean, on a line above
            both = pygame.Surface(
                (
                    max(surf.get_width(), legend.get_width()),
                    surf.get_height() + legend.get_height(),
                ),
                pygame.SRCALPHA,
            )
            both.blit(legend, ((both.get_width() - legend.get_width()) // 2, 0))
            both.blit(surf, ((both.get_width() - surf.get_width()) // 2, legend.get_height()))
            surf = both
        rect = surf.get_rect(center=(middle, round(y)))
        if legend is not None:
            rect.bottom = round(y + f * 0.2)  # clear of the raised card being played
        back = panel((rect.width + 24, rect.height + 10), 150)
        target.blit(back, back.get_rect(center=rect.center))
        target.blit(surf, rect)


def _kept_clear(fr: Frame, plate: pygame.Rect | None, y: float) -> pygame.Rect | None:
    """What the status line and the notices keep clear of, on their left: your name plate
    where it stands over your hand, and the tool buttons that reach up to their line (a
    column of declarations)."""
    f = fr.anim.layout.font
    band = pygame.Rect(0, round(y - f * 1.5), fr.anim.layout.w, round(f * 3))
    blocks = [b.rect for b in fr.hud.tools if b.rect.colliderect(band)]
    if plate is not None:
        blocks.append(plate)
    return blocks[0].unionall(blocks[1:]) if blocks else None


def status_span(lay: Any, width: int, aside: pygame.Rect | None) -> tuple[int, int]:
    """Where the status line and the notices are centred, and how wide they may be: over
    the middle of the window, or, with your name plate standing over your hand (``aside``),
    in the room to its right (short of the side seats' piles), wrapped to fit there."""
    if aside is None:
        return lay.w // 2, width
    left = aside.right + lay.margin
    right = lay.w - lay.margin
    if any(angle == 90 for _, _, angle in lay.spot.values()):  # short of the side seats
        x, _, table_w, _ = lay.table_rect
        right = round(x + table_w)
    room = right - left
    if width <= room:  # as wide as always: only moved out of the plate's way if it must
        middle = max(lay.w // 2, left + width // 2)
        return min(middle, right - width // 2), width
    return (left + right) // 2, room


def choice_legend(size: int) -> pygame.Surface:
    """A gold swatch and "the cards you take", a blue one and "another set you could take"."""
    parts: list[pygame.Surface] = []
    for colour, key in ((TAKE, "choice_taken"), (CHOICE, "choice_other")):
        words = render(t(key), size)
        swatch = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(swatch, colour, swatch.get_rect(), border_radius=max(2, size // 4))
        parts += [swatch, words]
    gap = size // 2
    width = sum(p.get_width() for p in parts) + gap * (len(parts) - 1) + size
    height = max(p.get_height() for p in parts)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for i, p in enumerate(parts):
        out.blit(p, (x, (height - p.get_height()) // 2))
        x += p.get_width() + (gap * 3 if i == 1 else gap)
    return out


def _notice_width(fr: Frame) -> int:
    """A notice keeps between the side seats' piles and names: over the table, not them."""
    lay = fr.anim.layout
    _, _, tw, _ = lay.table_rect
    if any(angle == 90 for _, _, angle in lay.spot.values()):
        return round(max(tw, lay.w * 0.5))
    return round(lay.w * 0.9)


def cut(line: str, size: int, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """``line`` at ``size`` on one line of ``width``: cut short at a word, with "…", where
    it is longer."""
    if render(line, size).get_width() <= width:
        return render(line, size, colour)
    words = line.split()
    while len(words) > 1 and render(" ".join(words) + "…", size).get_width() > width:
        words.pop()
    return fit(" ".join(words) + "…", size, width, colour=colour)


def _wrapped(
    said: Sequence[str], size: int, width: int, colour: tuple[int, int, int], most: int
) -> list[pygame.Surface]:
    """Each line of a last play at ``size``; one too long for ``width`` goes on over up to
    ``most`` lines, so that a capture of several cards stays readable."""
    out: list[pygame.Surface] = []
    for line in said:
        parts = wrap(line, size, width) if render(line, size).get_width() > width else [line]
        if len(parts) > most:
            parts = [*parts[: most - 1], " ".join(parts[most - 1 :])]
        out += [fit(part, size, width, colour=colour) for part in parts]
    return out


def _notice_lines(message: str, f: int, width: int, colour) -> pygame.Surface:
    """The notice in one line, or wrapped into two (a little smaller) when it is long."""
    if render(message, f).get_width() <= width:
        return render(message, f, colour)
    size = round(f * 0.9)
    lines = wrap(message, size, width)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    surfs = [fit(line, size, width, colour=colour) for line in lines]
    out = pygame.Surface(
        (max(s.get_width() for s in surfs), sum(s.get_height() for s in surfs)), pygame.SRCALPHA
    )
    y = 0
    for s in surfs:
        out.blit(s, ((out.get_width() - s.get_width()) // 2, y))
        y += s.get_height()
    return out


def _side_by_side(parts: list[pygame.Surface], column: int) -> pygame.Surface:
    """``parts`` in a row, each in a column ``column`` pixels wide."""
    h = max(p.get_height() for p in parts)
    row = pygame.Surface((column * (len(parts) - 1) + parts[-1].get_width(), h), pygame.SRCALPHA)
    for i, part in enumerate(parts):
        row.blit(part, (column * i, 0))
    return row


def _stack(
    target: pygame.Surface,
    lines: list[pygame.Surface],
    pos: tuple[float, float],
    anchor: str,
    f: int,
) -> None:
    w = max(s.get_width() for s in lines) + f
    h = sum(s.get_height() for s in lines) + f * 0.6
    box = panel((round(w), round(h)))
    rect = box.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    target.blit(box, rect)
    y = rect.top + f * 0.3
    for s in lines:
        target.blit(s, (rect.left + f * 0.5, y))
        y += s.get_height()


def _banner(fr: Frame, target: pygame.Surface) -> None:
    if fr.anim.shown.banner is None:
        return
    words, start, seconds = fr.anim.shown.banner
    age = fr.anim.timeline.now - start
    if age >= seconds or age < 0:
        return  # over: the animator lets it go
    lay = fr.anim.layout
    big = render(words, round(lay.h * 0.13), GOLD, bold=True)
    grow = min(1.0, age / 0.3)
    scale = 0.4 + 0.6 * ease_back(grow)
    fade = 1.0 if age < seconds - 0.25 else max(0.0, (seconds - age) / 0.25)
    w, h = big.get_size()
    if grow >= 1.0 and fade >= 1.0:
        surf = big  # grown and not yet fading: the text as it is, no scaling in the frame
    else:
        surf = pygame.transform.smoothscale(
            big, (max(1, round(w * scale)), max(1, round(h * scale)))
        )
        surf.set_alpha(round(255 * fade))
    cx, cy = lay.banner_pos()
    back = panel(
        (round(w * scale + lay.h * 0.06), round(h * scale + lay.h * 0.02)), round(160 * fade)
    )
    target.blit(back, back.get_rect(center=(round(cx), round(cy))))
    target.blit(surf, surf.get_rect(center=(round(cx), round(cy))))


def _flash(fr: Frame, target: pygame.Surface) -> None:
    """A band of light sweeping across the table: the flourish of a sweep."""
    if fr.anim.shown.flash is None:
        return
    start, seconds = fr.anim.shown.flash
    p = (fr.anim.timeline.now - start) / seconds
    if p >= 1 or p < 0:
        return
    x0, y0, tw, th = fr.anim.layout.table_rect
    band = _band((max(8, round(tw * 0.18)), max(8, round(th * 1.2))))
    x = x0 - band.get_width() + (tw + band.get_width()) * p
    target.blit(band, (round(x), round(y0 - th * 0.1)), special_flags=pygame.BLEND_RGB_ADD)


def _band(size: tuple[int, int]) -> pygame.Surface:
    surf = _bands.get(size)
    if surf is None:
        surf = pygame.Surface(size)
        w = size[0]
        for i in range(w):
            v = round(90 * (1 - abs(i / w * 2 - 1)) ** 2)
            pygame.draw.line(surf, (v, v, round(v * 0.8)), (i, 0), (i, size[1]))
        _bands[size] = surf
    return surf


WARNING = (255, 150, 120)  # the waiting panel's word that wrong join codes are tried


def _tools(fr: Frame, target: pygame.Surface) -> None:
    """Hint and Take back, small, in the corner below-left of your hand; none reaches into
    the hand (a long declaration's words are made smaller, else cut), whose cards it would
    hide and take the clicks of."""
    if not fr.hud.tools:
        return
    lay = fr.anim.layout
    f = round(lay.font * 0.75)
    x = lay.margin + f * 4
    y: float = lay.h - lay.margin - f
    room = max(f * 6, round(lay.w / 2 - lay.hand_half - lay.margin * 2))
    clip = target.get_clip()
    for button in reversed(fr.hud.tools):
        button.place((x, y), f)
        button.rect.left = lay.margin
        button.rect.width = min(button.rect.width, room)
        target.set_clip(button.rect.clip(clip))
        button.draw(target, f)
        target.set_clip(clip)
        y -= button.rect.height + f * 0.5


def draw_waiting(
    target: pygame.Surface,
    lay: Any,
    lines: list[str],
    warning: Sequence[str] = (),
    button: Button | None = None,
) -> None:
    """The panel over a hosted table while its network seats are still coming: where to
    join, the code, and who has come; below, in red, that wrong join codes are being tried
    (``warning``), and the button that issues a new code once the host retired its own."""
    f = lay.font
    surfs = [render(lines[0], round(f * 1.2), GOLD, bold=True)]
    surfs += [
        render(line, round(f * (1.3 if i == 1 else 1.0)), LIGHT, bold=i == 1)
        for i, line in enumerate(lines[1:])
    ]
    surfs += [render(line, f, WARNING, bold=True) for line in warning]
    if button is not None:
        button.place((0, 0), f)
    below = button.rect.height + f if button is not None else 0
    w = max([s.get_width() for s in surfs] + [button.rect.width if button else 0]) + f * 3
    h = sum(s.get_height() for s in surfs) + f * (len(surfs) + 1) + below
    box = pygame.Rect(0, 0, w, h)
    box.center = (lay.size[0] // 2, lay.size[1] // 2)
    target.blit(panel(box.size, 225), box)
    pygame.draw.rect(target, GOLD, box, 2, border_radius=f // 2)
    y = box.top + f
    for surf in surfs:
        target.blit(surf, surf.get_rect(midtop=(box.centerx, y)))
        y += surf.get_height() + f
    if button is not None:
        button.rect.midtop = (box.centerx, y)
        button.draw(target, f)
