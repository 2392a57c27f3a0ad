"""The four Neapolitan Aces: the double-headed eagle with a coin on its breast, the ornate
cup, the sword through a crown with a ribbon, and the leafy cudgel tied with a ribbon."""

from __future__ import annotations

import math

from _neapolitan_signs import (
    BLUE,
    DARK_RED,
    GOLD,
    GOLD_LIGHT,
    GREEN,
    LEAF,
    RED,
    club,
    place_coin,
    place_cup,
    sword,
)
from _svg import INK, circle, ellipse, line, n, path, poly

EAGLE = "#2b2320"
EAGLE_LIGHT = "#5a4a40"


def _feather(px: float, py: float, angle: float, length: float, width: float, fill: str) -> str:
    """One long rounded feather from near (px, py) outward at ``angle`` degrees."""
    a = math.radians(angle)
    cx, cy = px + math.cos(a) * (length / 2 + 16), py + math.sin(a) * (length / 2 + 16)
    return ellipse(cx, cy, length / 2, width, fill, INK, rot=angle)


def _wing(side: int) -> list[str]:
    """One raised wing: six long flight feathers fanning out from the shoulder, a mantle of
    coverts over their roots and a gold bar across it."""
    px, py = 200 + side * 54, 262
    out = []
    for i in range(6):
        angle = -50 + i * 18
        length = 128 - i * 10
        out.append(_feather(px, py, angle if side > 0 else 180 - angle, length, 17, EAGLE))
    cover = -26 if side > 0 else 180 + 26
    a = math.radians(cover)
    out.append(
        ellipse(px + math.cos(a) * 52, py + math.sin(a) * 52, 74, 46, EAGLE_LIGHT, INK, rot=cover)
    )
    b = math.radians(-30 if side > 0 else 210)
    out.append(
        ellipse(
            px + math.cos(b) * 64, py + math.sin(b) * 64, 60, 15, GOLD, INK, rot=cover - side * 4
        )
    )
    return out


def _head(side: int) -> list[str]:
    hx, hy = 200 + side * 54, 128
    return [
        path(
            f"M{200 + side * 8},{258} C{200 + side * 10},{214} {hx - side * 18},{190}"
            f" {hx - side * 14},{hy + 10} L{hx + side * 16},{hy + 18}"
            f" C{hx + side * 10},{200} {200 + side * 40},{226} {200 + side * 36},{262} Z",
            EAGLE,
            INK,
        ),
        circle(hx, hy, 24, EAGLE, INK),
        poly(
            [
                (hx + side * 18, hy - 12),
                (hx + side * 50, hy - 2),
                (hx + side * 44, hy + 10),
                (hx + side * 20, hy + 8),
            ],
            GOLD,
            INK,
        ),
        path(
            f"M{hx + side * 24},{hy + 8} C{hx + side * 40},{hy + 20} {hx + side * 52},{hy + 18}"
            f" {hx + side * 60},{hy + 28}",
            None,
            RED,
            7,
        ),
        circle(hx + side * 6, hy - 6, 6, GOLD_LIGHT, None),
        circle(hx + side * 7, hy - 6, 3, INK, None),
    ]


def eagle() -> list[str]:
    out: list[str] = []
    for side in (-1, 1):
        out += _wing(side)
    for angle in (62, 76, 90, 104, 118):
        out.append(_feather(200, 372, angle, 110 - abs(angle - 90), 16, EAGLE))
    for side in (-1, 1):
        out += _head(side)
        # legs and spread talons
        kx, ky = 200 + side * 46, 418
        out.append(line([(200 + side * 20, 380), (kx, ky), (kx + side * 14, 446)], GOLD, 12))
        for dx in (-14, 0, 16):
            out.append(line([(kx + side * 14, 446), (kx + side * (14 + dx), 472)], GOLD, 8))
    out.append(ellipse(200, 318, 62, 92, EAGLE, INK))
    out.append(place_coin(200, 318, 1.15))
    return out


def _cup() -> list[str]:
    out = []
    for side in (-1, 1):
        # scrolled handles
        out.append(
            path(
                f"M{200 + side * 96},{200} C{200 + side * 160},{196} {200 + side * 156},{300}"
                f" {200 + side * 80},{316} M{200 + side * 96},{200}"
                f" C{200 + side * 126},{214} {200 + side * 132},{246} {200 + side * 112},{256}",
                None,
                INK,
                22,
            )
        )
        out.append(
            path(
                f"M{200 + side * 96},{200} C{200 + side * 160},{196} {200 + side * 156},{300}"
                f" {200 + side * 80},{316} M{200 + side * 96},{200}"
                f" C{200 + side * 126},{214} {200 + side * 132},{246} {200 + side * 112},{256}",
                None,
                GOLD,
                10,
            )
        )
    out.append(place_cup(200, 330, 2.5))
    for i in range(5):
        x = 200 + (i - 2) * 40
        out.append(circle(x, 270 - abs(i - 2) * 2, 9, BLUE if i % 2 else GREEN, INK))
    # a flame of three tongues rising from the cup's mouth
    out += [
        path("M200,120 C184,150 168,170 186,196 L214,196 C232,170 216,150 200,120 Z", RED, INK),
        path("M160,150 C158,170 156,184 172,198 L188,196 C176,180 172,166 160,150 Z", GOLD, INK),
        path("M240,150 C242,170 244,184 228,198 L212,196 C224,180 228,166 240,150 Z", GOLD, INK),
    ]
    return out


def _crown(cx: float, cy: float, front: bool) -> list[str]:
    """A crown ringing the blade: its back drawn behind, its front band and points before."""
    if not front:
        return [ellipse(cx, cy, 70, 16, "#b9781a", INK)]
    tips = [
        (cx - 70, cy - 52),
        (cx - 36, cy - 66),
        (cx, cy - 72),
        (cx + 36, cy - 66),
        (cx + 70, cy - 52),
    ]
    outline = [(cx - 72, cy + 10)]
    for i, (tx, ty) in enumerate(tips):
        outline.append((tx, ty))
        if i < 4:
            outline.append(((tx + tips[i + 1][0]) / 2, cy - 18))
    outline.append((cx + 72, cy + 10))
    out = [poly(outline, GOLD, INK)]
    out += [circle(tx, ty, 8, GOLD_LIGHT, INK) for tx, ty in tips]
    out.append(
        path(
            f"M{cx - 72},{cy} C{cx - 40},{cy + 22} {cx + 40},{cy + 22} {cx + 72},{cy}"
            f" L{cx + 72},{cy + 14} C{cx + 40},{cy + 36} {cx - 40},{cy + 36} {cx - 72},{cy + 14} Z",
            GOLD_LIGHT,
            INK,
        )
    )
    out += [circle(cx + dx, cy + 16, 7, c, None) for dx, c in ((-40, RED), (0, BLUE), (40, RED))]
    return out


def _banner(y: float) -> list[str]:
    """A red banderole across the blade, its ends forked and folded back."""
    out = []
    for side in (-1, 1):
        x0 = 200 + side * 118
        out.append(
            poly(
                [
                    (200 + side * 88, y - 2),
                    (x0 + side * 40, y + 4),
                    (x0 + side * 22, y + 22),
                    (x0 + side * 40, y + 42),
                    (200 + side * 92, y + 38),
                ],
                DARK_RED,
                INK,
            )
        )
    out.append(
        path(
            f"M82,{n(y - 10)} C140,{n(y - 34)} 260,{n(y + 14)} 318,{n(y - 10)}"
            f" L318,{n(y + 26)} C260,{n(y + 50)} 140,{n(y + 2)} 82,{n(y + 26)} Z",
            RED,
            INK,
        )
    )
    out.append(
        path(
            f"M100,{n(y + 8)} C150,{n(y - 10)} 250,{n(y + 30)} 300,{n(y + 8)}",
            None,
            GOLD_LIGHT,
            6,
        )
    )
    return out


def _sword() -> list[str]:
    out = _crown(200, 160, False)
    out += sword((200, 496), (200, 48), 14, width=56, hilt_scale=1.7)
    out += _banner(300)
    out += _crown(200, 160, True)
    # two tassels hanging from the guard
    for side in (-1, 1):
        x = 200 + side * 64
        out.append(line([(200 + side * 58, 486), (x, 530)], GOLD, 8))
        out.append(
            path(
                f"M{x},{526} C{x - 18},{550} {x - 14},{574} {x},{576}"
                f" C{x + 14},{574} {x + 18},{550} {x},{526} Z",
                RED,
                INK,
            )
        )
    return out


def _club() -> list[str]:
    out = club((200, 598), (200, 84), -14, 60, sprig=3)
    # leaf sprigs springing from the head
    for side, turn in ((-1, -40), (1, 40), (-1, -75), (1, 75)):
        a = math.radians(turn)
        bx, by = 200 + side * 30, 100
        lx, ly = bx + 44 * math.sin(a), by - 44 * math.cos(a)
        out.append(line([(bx, by), (lx, ly)], GREEN, 8))
        out.append(ellipse(lx, ly, 12, 28, LEAF, INK, rot=turn))
    # a red ribbon tied in a bow round the middle
    out += [
        path("M170,360 C130,330 110,380 150,392 C160,394 170,384 176,372 Z", RED, INK),
        path("M230,360 C270,330 290,380 250,392 C240,394 230,384 224,372 Z", RED, INK),
        path("M186,376 L160,450 L176,444 L186,462 L200,380 Z", RED, INK),
        path("M214,376 L240,450 L224,444 L214,462 L200,380 Z", RED, INK),
        ellipse(200, 372, 24, 14, "#e0524a", INK),
    ]
    return out


def ace(suit: str) -> list[str]:
    if suit == "coins":
        return eagle()
    if suit == "cups":
        return _cup()
    if suit == "swords":
        return _sword()
    return _club()
