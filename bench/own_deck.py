"""A heavy deck of the player's own at the table: ``python bench/own_deck.py``.

Writes a deck folder of 41 SVG cards (the 40 and the back), each just under the 2 MB a card's
file may hold and slow to draw (many blurred, gradient-filled shapes), into a temporary
SCOPA_HOME, then opens a match of two computers drawn with it and times ``FRAMES`` frames of
the table, as ``bench/render.py`` does. Prints frame time p50, p99 and max and the wall time
of those frames; then plays on until the deck's drawing has ended and prints the same of
those frames, how many of the table's cards were drawn from the deck's files, how many fell
back to the game's own, and what the deck screen says.
``--frames N`` plays N frames; ``--light`` writes small, quick cards instead (the same deck
shown as it should be); ``--built-in`` plays with the variant's own deck, for comparison on a
machine as busy. The SDL dummy video driver is used unless ``--window`` is given.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRAMES = 300
SETTLE = 600.0  # seconds at most to play on while the deck is drawn
SIZE = (1280, 800)
CARD_BYTES = 1_900_000  # under the 2 MB limit of a card's file


def heavy_svg(seed: int, target: int = CARD_BYTES) -> bytes:
    """An SVG card of about ``target`` bytes, slow to draw: every shape blurred and filled
    with a gradient."""
    rng = random.Random(seed)
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 650" width="400" height="650">'
        '<defs><filter id="b"><feGaussianBlur stdDeviation="9"/></filter>'
        '<radialGradient id="g"><stop offset="0" stop-color="#c13"/>'
        '<stop offset="1" stop-color="#13c" stop-opacity="0.4"/></radialGradient></defs>'
        '<rect width="400" height="650" fill="#fff"/>'
    ]
    size = len(parts[0])
    while size < target - 200:
        points = " ".join(f"{rng.randint(0, 400)},{rng.randint(0, 650)}" for _ in range(12))
        shape = f'<polygon points="{points}" fill="url(#g)" filter="url(#b)" opacity="0.3"/>'
        parts.append(shape)
        size += len(shape)
    parts.append("</svg>")
    return "".join(parts).encode()


def light_svg(seed: int) -> bytes:
    rng = random.Random(seed)
    colour = f"#{rng.randrange(0x1000000):06x}"
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 650">'
        f'<rect width="400" height="650" rx="20" fill="{colour}"/></svg>'
    ).encode()


def write_deck(folder: Path, heavy: bool) -> None:
    from scopa.store.own_decks import CARD_NAMES

    folder.mkdir(parents=True)
    (folder / "deck.yaml").write_text("name: Heavy\nsuits: italian\nlicence: CC0\n")
    for seed, name in enumerate(CARD_NAMES):
        data = heavy_svg(seed) if heavy else light_svg(seed)
        (folder / f"{name}.svg").write_bytes(data)


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def main() -> None:
    if "--window" not in sys.argv:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    frames = FRAMES
    if "--frames" in sys.argv:
        frames = int(sys.argv[sys.argv.index("--frames") + 1])
    heavy = "--light" not in sys.argv
    with tempfile.TemporaryDirectory() as home:
        os.environ["SCOPA_HOME"] = home
        from scopa import Rules
        from scopa.store.own_decks import decks_dir
        from scopa.ui.app_loop import App, MatchConfig

        config = MatchConfig(
            Rules.preset("scopa"), ["cpu:random", "cpu:random"], seed=12, demo=True
        )
        if "--built-in" in sys.argv:
            print("deck: the variant's own (for comparison)")
        else:
            write_deck(decks_dir() / "heavy", heavy)
            kind = "heavy" if heavy else "light"
            print(f"deck: 41 {kind} SVG cards in {decks_dir() / 'heavy'}")
            config.deck = "own:heavy"
        on_window = count_window_draws()
        app = App(config, size=SIZE)
        start = time.perf_counter()
        for _ in range(frames):
            app.step(1 / 60)
        wall = time.perf_counter() - start
        times = app.frame_times[-frames:]
        print(
            f"{frames} frames at {SIZE[0]}x{SIZE[1]}: p50 {_pct(times, 0.5):.2f} ms,"
            f" p99 {_pct(times, 0.99):.2f} ms, max {max(times) * 1000:.2f} ms;"
            f" {wall:.1f} s in all"
        )
        settle(app, config.deck == "own:heavy")
        print(f"SVGs of over 1 MB drawn on the window's thread: {on_window[0]}")
        art = app.table.images.art  # type: ignore[union-attr]
        print(f"cards drawn from the deck's own files: {len(getattr(art, 'own_drawn', ()))}")
        print(f"cards shown as the game's own instead: {len(getattr(art, 'failed', []))}")
        app.close()


def count_window_draws() -> list[int]:
    """A count, kept up to date, of the SVGs over 1 MB (the deck's heavy cards) rasterized on
    the window's thread of this process."""
    import io
    import threading

    import pygame

    count = [0]
    rasterize = pygame.image.load_sized_svg

    def counted(file, size):  # type: ignore[no-untyped-def]
        if (
            threading.current_thread() is threading.main_thread()
            and isinstance(file, io.BytesIO)
            and len(file.getbuffer()) > 1_000_000
        ):
            count[0] += 1
        return rasterize(file, size)

    pygame.image.load_sized_svg = counted
    return count


def settle(app: object, own: bool) -> None:
    """Play on until the deck's drawing has ended (at most ``SETTLE`` seconds), and time
    those frames too."""
    try:
        from scopa.ui.decks import own_deck_note
        from scopa.ui.own_drawing import DRAWER
    except ImportError:  # the game before its cards were drawn in a process of their own
        return
    step, frame_times = app.step, app.frame_times  # type: ignore[attr-defined]
    start, count = time.perf_counter(), 0
    while time.perf_counter() - start < SETTLE and (count < 60 or not DRAWER.wait_idle(0)):
        step(1 / 60)
        count += 1
    for _ in range(60):  # the frames that take up what came back
        step(1 / 60)
        count += 1
    times = frame_times[-count:]
    print(
        f"then {count} frames till the drawing ended ({time.perf_counter() - start:.1f} s):"
        f" p50 {_pct(times, 0.5):.2f} ms, p99 {_pct(times, 0.99):.2f} ms,"
        f" max {max(times) * 1000:.2f} ms"
    )
    note = own_deck_note("own:heavy") if own else None
    print(f"the deck screen says: {note[0] if note else '-'}")


if __name__ == "__main__":
    main()
