"""Small SVG building blocks for the card generator.

Only what pygame-ce's SVG loader draws: paths and basic shapes, nested ``<g transform>``, hex
colours. Numbers are written with one decimal so that the output is byte-for-byte stable.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

W, H = 400, 650
CX, CY = W / 2, H / 2
INK = "#231c17"
CREAM = "#fbf6ea"
SKIN = "#f4d3b0"
SKIN_SHADE = "#e2ad86"
LW = 6.0  # thinnest stroke on the 400-unit canvas: thinner washes out at 80 px wide

Point = tuple[float, float]


def n(value: float) -> str:
    """A coordinate as short, stable text."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[Point]) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def _attrs(fill: str | None, stroke: str | None, sw: float | None, extra: str) -> str:
    out = f' fill="{fill}"' if fill else ' fill="none"'
    if stroke:
        out += f' stroke="{stroke}" stroke-width="{n(sw if sw is not None else LW)}"'
        out += ' stroke-linejoin="round" stroke-linecap="round"'
    return out + (f" {extra}" if extra else "")


def path(
    d: str,
    fill: str | None = None,
    stroke: str | None = INK,
    sw: float | None = None,
    extra: str = "",
) -> str:
    return f'<path d="{d}"{_attrs(fill, stroke, sw, extra)}/>'


def poly(
    points: Sequence[Point],
    fill: str | None = None,
    stroke: str | None = INK,
    sw: float | None = None,
) -> str:
    return f'<polygon points="{pts(points)}"{_attrs(fill, stroke, sw, "")}/>'


def line(points: Sequence[Point], stroke: str = INK, sw: float | None = None) -> str:
    return f'<polyline points="{pts(points)}"{_attrs(None, stroke, sw, "")}/>'


def circle(
    x: float,
    y: float,
    r: float,
    fill: str | None = None,
    stroke: str | None = INK,
    sw: float | None = None,
) -> str:
    return f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}"{_attrs(fill, stroke, sw, "")}/>'


def ellipse(
    x: float,
    y: float,
    rx: float,
    ry: float,
    fill: str | None = None,
    stroke: str | None = INK,
    sw: float | None = None,
    rot: float = 0,
) -> str:
    extra = f'transform="rotate({n(rot)} {n(x)} {n(y)})"' if rot else ""
    return (
        f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(rx)}" ry="{n(ry)}"'
        f"{_attrs(fill, stroke, sw, extra)}/>"
    )


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str | None = None,
    stroke: str | None = INK,
    sw: float | None = None,
    rx: float = 0,
) -> str:
    corner = f' rx="{n(rx)}"' if rx else ""
    return (
        f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{corner}'
        f"{_attrs(fill, stroke, sw, '')}/>"
    )


def group(
    parts: Iterable[str],
    x: float = 0,
    y: float = 0,
    rot: float = 0,
    scale: float = 1,
    flip: bool = False,
) -> str:
    """Wrap parts in a transform: move to (x, y), turn by ``rot`` degrees, scale."""
    ops = []
    if x or y:
        ops.append(f"translate({n(x)} {n(y)})")
    if rot:
        ops.append(f"rotate({n(rot)})")
    if scale != 1 or flip:
        ops.append(f"scale({n(-scale) if flip else _s(scale)} {_s(scale)})")
    body = "".join(parts)
    return f'<g transform="{" ".join(ops)}">{body}</g>' if ops else body


def _s(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def half_turn(parts: Iterable[str]) -> str:
    """The parts turned 180 degrees about the card's centre (double-headed courts, backs)."""
    return f'<g transform="rotate(180 {n(CX)} {n(CY)})">{"".join(parts)}</g>'


def star(
    x: float, y: float, r_out: float, r_in: float, points: int, turn: float = -90
) -> list[Point]:
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180 / points)
        out.append((x + r * math.cos(a), y + r * math.sin(a)))
    return out


def document(parts: Iterable[str]) -> str:
    body = "\n".join(parts)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
        f'viewBox="0 0 {W} {H}">\n{body}\n</svg>\n'
    )


# Digits and letters drawn as strokes in a 60 x 100 box (no <text>: the loader ignores it).
GLYPHS = {
    "0": "M30,0 C6,0 2,30 2,50 C2,70 6,100 30,100 C54,100 58,70 58,50 C58,30 54,0 30,0 Z",
    "1": "M12,22 L36,0 L36,100 M14,100 L58,100",
    "2": "M5,22 C6,8 18,0 31,0 C46,0 56,10 56,26 C56,46 34,60 4,100 L58,100",
    "3": "M5,12 C12,4 21,0 30,0 C45,0 54,10 54,24 C54,38 44,47 26,47 C46,47 58,58 58,74"
    " C58,90 45,100 30,100 C18,100 8,96 2,87",
    "4": "M44,100 L44,0 L2,70 L60,70",
    "5": "M54,0 L12,0 L7,44 C14,38 21,36 30,36 C47,36 58,49 58,68 C58,88 45,100 28,100"
    " C17,100 8,96 2,89",
    "6": "M52,8 C46,3 39,0 32,0 C12,0 2,24 2,58 C2,86 14,100 30,100 C46,100 58,88 58,70"
    " C58,52 46,40 30,40 C17,40 7,48 3,60",
    "7": "M2,0 L58,0 L22,100",
    "8": "M30,46 C15,46 6,37 6,23 C6,9 16,0 30,0 C44,0 54,9 54,23 C54,37 45,46 30,46"
    " C13,46 2,57 2,73 C2,90 14,100 30,100 C46,100 58,90 58,73 C58,57 47,46 30,46 Z",
    "9": "M8,92 C14,97 21,100 28,100 C48,100 58,76 58,42 C58,14 46,0 30,0 C14,0 2,12 2,30"
    " C2,48 14,60 30,60 C43,60 53,52 57,40",
    "A": "M2,100 L30,0 L58,100 M13,64 L47,64",
    "J": "M20,0 L58,0 M44,0 L44,70 C44,90 36,100 22,100 C9,100 2,91 2,78",
    "Q": "M30,0 C6,0 2,30 2,50 C2,70 6,100 30,100 C54,100 58,70 58,50 C58,30 54,0 30,0 Z"
    " M36,72 L60,104",
    "K": "M6,0 L6,100 M56,0 L8,62 M26,42 L58,100",
}


def glyphs(
    text: str,
    x: float,
    y: float,
    height: float,
    color: str,
    weight: float = 9,
    gap: float = 8,
    center: bool = True,
) -> str:
    """Text as stroked paths with its top-left (or top-centre) at (x, y)."""
    scale = height / 100
    advance = 60 + gap
    width = (len(text) * advance - gap) * scale
    left = x - width / 2 if center else x
    parts = []
    for i, ch in enumerate(text):
        parts.append(
            f'<path transform="translate({n(left + i * advance * scale)} {n(y)}) '
            f'scale({_s(scale)})" d="{GLYPHS[ch]}" fill="none" stroke="{color}" '
            f'stroke-width="{n(weight / scale)}" stroke-linecap="round" '
            'stroke-linejoin="round"/>'
        )
    return "".join(parts)


def card_blank(fill: str = CREAM, edge: str = INK) -> str:
    return rect(3, 3, W - 6, H - 6, fill=fill, stroke=edge, sw=6, rx=24)


def clip_segment(
    p: tuple[float, float], q: tuple[float, float], box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The segment p-q cut to the box (x0, y0, x1, y1), or None when none of it is inside:
    the loader cannot clip, so lattices are cut to their frames line by line."""
    x0, y0, x1, y1 = box
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for edge_p, edge_q in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if edge_p == 0:
            if edge_q < 0:
                return None
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)
