"""Drawing the table: felt, stock, piles with sweep markers, hands, table, panels, banner.

A frame is blits of cached surfaces; only cards in flight are scaled or turned, from the
nearest cached raster, so no frame ever rasterizes card art for an in-between size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core.cards import Card
from ..anim import Sprite, ease_back
from ..cards import card_size
from ..felt import felt
from ..i18n import t
from ..text import GOLD, LIGHT, blit, fit, render
from ..widgets import panel

if TYPE_CHECKING:
    from .table import TableScene

TAKE = (255, 208, 80)
CHOICE = (120, 190, 255)
PICKED = (255, 255, 255)
HINT = (140, 235, 160)
_bands: dict[tuple[int, int], pygame.Surface] = {}


def draw(scene: TableScene, target: pygame.Surface) -> None:
    lay = scene.layout
    target.blit(felt(lay.size), (0, 0))
    _stock(scene, target)
    moving: list[Sprite] = []
    glow = _glows(scene)
    for team in range(scene.game.n_teams):
        _pile(scene, target, team, moving)
    for seat in range(scene.game.players):
        _seat_plate(scene, target, seat)
    for key, sprites in list(scene.zones.items()):
        if key[0] not in ("table", "hand"):
            continue
        for i, sprite in enumerate(sprites):
            if sprite.motion is not None:
                moving.append(sprite)
                continue
            if scene.drag and sprite.card == scene.drag[0]:
                continue
            lift = 0.0
            if key == ("hand", scene.bottom):
                lift = _lift(scene, i, sprite.card)
            _sprite(scene, target, sprite, glow.get(sprite.card), lift)
    moving.sort(key=lambda s: s.motion.start if s.motion else 0)
    for sprite in moving:
        _sprite(scene, target, sprite, glow.get(sprite.card))
    if scene.drag:
        card, pos = scene.drag
        size = card_size(lay.hand_w)
        _card(scene, target, card, True, pos[0], pos[1] - size[1] * 0.1, size[0], 0)
    _panels(scene, target)
    _flash(scene, target)
    _banner(scene, target)


# -- cards ---------------------------------------------------------------------------
def _face_shown(scene: TableScene, sprite: Sprite, face_up: bool) -> bool:
    if sprite.zone[0] == "hand" and not scene.may_see(sprite.zone[1]):
        return False  # a hidden hand is never drawn face up, whatever the sprite says
    return face_up


def _sprite(
    scene: TableScene,
    target: pygame.Surface,
    sprite: Sprite,
    glow: tuple[int, int, int] | None = None,
    lift: float = 0.0,
) -> None:
    x, y, w, angle = scene.place(sprite)
    face, squash = sprite.face_up, 1.0
    m = sprite.motion
    if m is not None and m.flip:
        p = m.progress(scene.timeline.now)
        face = sprite.was_face_up if p < 0.5 else sprite.face_up
        squash = max(0.04, abs(1 - 2 * p))
    face = _face_shown(scene, sprite, face)
    base_w = scene.slot(sprite).w
    _card(scene, target, sprite.card, face, x, y - lift, w, angle, squash, glow, base_w)


def _card(
    scene: TableScene,
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
    images = scene.images
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
    if glow is not None:
        halo = images.glow(rect.size, glow)
        target.blit(halo, halo.get_rect(center=rect.center))
    target.blit(surf, rect)


def _lift(scene: TableScene, i: int, card: Card) -> float:
    h = scene.layout.hand_h
    if scene.choosing == card:
        return h * 0.2
    if scene.my_turn and (scene.hover == i or scene.focus == i):
        return h * 0.12
    return 0.0


def _glows(scene: TableScene) -> dict[Card, tuple[int, int, int]]:
    """Which cards are lit: the ones being taken, or what the hovered card would take."""
    lit: dict[Card, tuple[int, int, int]] = {c: TAKE for c in scene.lit}
    if not scene.my_turn:
        return lit
    if scene.choosing is not None:
        for i, option in enumerate(scene.choices):
            for c in option:
                if i == scene.choice:
                    lit[c] = TAKE
                else:
                    lit.setdefault(c, CHOICE)
        for c in scene.picked:
            lit[c] = PICKED
        return lit
    if scene.hint is not None and scene.hover is None and scene.drag is None:
        for c in (scene.hint.card, *scene.hint.captured):
            lit[c] = HINT
    armed = scene.armed[0] if scene.armed else None
    if armed is not None:
        lit[armed] = PICKED
    hand = [s.card for s in scene.zones.get(("hand", scene.bottom), [])]
    index = scene.hover if scene.hover is not None else scene.focus
    card = (
        scene.drag[0]
        if scene.drag
        else (hand[index] if index is not None and index < len(hand) else None)
    )
    if card is not None:
        options = scene.game.capture_options(card)
        colour = TAKE if len(options) == 1 else CHOICE
        for option in options:
            for c in option:
                lit[c] = colour
        if options:
            lit[card] = colour
    return lit


# -- stock and piles -----------------------------------------------------------------
def _stock(scene: TableScene, target: pygame.Surface) -> None:
    slot = scene.layout.stock
    n = scene.stock_shown
    size = slot.size
    if n > 0:
        layers = min(5, 1 + n // 8)
        for k in range(layers):
            _card(scene, target, None, False, slot.x - k, slot.y - k * 1.5, size[0], 0)
    if n == 0 and scene.game.rules.deal_plan(scene.game.players).all_at_once:
        return  # every card is dealt at once (Scopone): there is no stock to speak of
    f = scene.layout.font
    label = render(f"{t('stock')} {n}", round(f * 0.8))
    blit(target, label, (slot.x, slot.y + size[1] / 2 + f * 0.3), "midtop")


def _pile(scene: TableScene, target: pygame.Surface, team: int, moving: list[Sprite]) -> None:
    lay = scene.layout
    slot = lay.pile_slot(team)
    sprites = scene.zones.get(("pile", team), [])
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
            _card(scene, target, None, False, slot.x + k, slot.y - k * 1.5, size[0], 0)
    for sprite in scene.zones.get(("marker", team), []):
        if sprite.motion is not None:
            moving.append(sprite)
        else:
            _sprite(scene, target, sprite)
    f = lay.font
    count = len(settled)
    label = render(t("cards_n", n=count), round(f * 0.75))
    blit(target, label, (slot.x, slot.y + size[1] / 2 + f * 0.25), "midtop")


# -- text ----------------------------------------------------------------------------
def _seat_plate(scene: TableScene, target: pygame.Surface, seat: int) -> None:
    lay = scene.layout
    x, y, anchor = lay.name_pos(seat)
    name = scene.names[seat]
    if seat == scene.dealer_shown:
        name = f"{name} · {t('dealer')}"
    turn = not scene.game.round_over and scene.game.current_player == seat
    surf = render(name, round(lay.font * 0.9), GOLD if turn else LIGHT, bold=turn)
    rect = surf.get_rect(**{anchor: (round(x), round(y))})
    back = panel((rect.width + 16, rect.height + 8), 150 if turn else 110)
    target.blit(back, back.get_rect(center=rect.center))
    target.blit(surf, rect)


def _panels(scene: TableScene, target: pygame.Surface) -> None:
    lay = scene.layout
    f = lay.font
    game = scene.game
    # match scores against the target
    title = f"{game.rules.title} · {t('target', target=game.target)}"
    lines = [render(title, round(f * 0.8), GOLD)]
    lines.append(render(t("round_n", n=scene.rounds_seen), round(f * 0.7)))
    for team in range(game.n_teams):
        lines.append(
            fit(f"{scene.team_name(team)}  {scene.scores_shown[team]}", f, round(lay.w * 0.2))
        )
    _stack(target, lines, lay.score_pos(), "topleft", f)
    if scene.last_play:
        lines = [render(t("last_play"), round(f * 0.7), GOLD)]
        lines += [fit(s, round(f * 0.8), round(lay.w * 0.24)) for s in scene.last_play]
        _stack(target, lines, lay.last_play_pos(), "topright", f)
    _tools(scene, target)
    # status and notices where the eye rests
    status = scene.status if scene.timeline.idle else ""
    y = lay.status_y
    if scene.notice:  # in place of the status line, so it never covers the table's cards
        message, _, error = scene.notice
        surf = fit(message, f, round(lay.w * 0.9), colour=(255, 235, 220) if error else LIGHT)
        rect = surf.get_rect(center=(lay.w // 2, round(y)))
        tint = (120, 30, 24) if error else (18, 52, 70)
        back = panel((rect.width + 24, rect.height + 12), 225, tint)
        target.blit(back, back.get_rect(center=rect.center))
        target.blit(surf, rect)
        status = ""
    if status:
        if scene.choosing is not None and len(scene.choices) > 1:
            status = f"{status}  ({scene.choice + 1}/{len(scene.choices)})"
        surf = render(status, f)
        rect = surf.get_rect(center=(lay.w // 2, round(y)))
        back = panel((rect.width + 24, rect.height + 10), 150)
        target.blit(back, back.get_rect(center=rect.center))
        target.blit(surf, rect)


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


def _banner(scene: TableScene, target: pygame.Surface) -> None:
    if scene.banner is None:
        return
    words, start, seconds = scene.banner
    age = scene.timeline.now - start
    if age >= seconds or age < 0:
        scene.banner = None
        return
    lay = scene.layout
    big = render(words, round(lay.h * 0.13), GOLD, bold=True)
    grow = min(1.0, age / 0.3)
    scale = 0.4 + 0.6 * ease_back(grow)
    fade = 1.0 if age < seconds - 0.25 else max(0.0, (seconds - age) / 0.25)
    w, h = big.get_size()
    surf = pygame.transform.smoothscale(big, (max(1, round(w * scale)), max(1, round(h * scale))))
    surf.set_alpha(round(255 * fade))
    cx, cy = lay.banner_pos()
    back = panel(
        (round(w * scale + lay.h * 0.06), round(h * scale + lay.h * 0.02)), round(160 * fade)
    )
    target.blit(back, back.get_rect(center=(round(cx), round(cy))))
    target.blit(surf, surf.get_rect(center=(round(cx), round(cy))))


def _flash(scene: TableScene, target: pygame.Surface) -> None:
    """A band of light sweeping across the table: the flourish of a sweep."""
    if scene.flash is None:
        return
    start, seconds = scene.flash
    p = (scene.timeline.now - start) / seconds
    if p >= 1 or p < 0:
        scene.flash = None
        return
    x0, y0, tw, th = scene.layout.table_rect
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


def _tools(scene: TableScene, target: pygame.Surface) -> None:
    """Hint and Take back, small, in the corner below-left of your hand."""
    if not scene.humans or (scene.hotseat and not scene.may_see(scene.bottom)):
        return
    lay = scene.layout
    f = round(lay.font * 0.75)
    x = lay.margin + f * 4
    y: float = lay.h - lay.margin - f
    for button in reversed(scene.tools()):
        button.place((x, y), f)
        button.rect.left = lay.margin
        button.draw(target, f)
        y -= button.rect.height + f * 0.5
