"""Card art timings: ``python bench/art.py [--deck NAME ...]`` (every deck without one).

Cold: every face and the back of a deck rasterized from SVG (and written to the raster cache).
Warm: a new start reading the same sizes back from the disk cache, no SVG rasterized.
Runs in a temporary cache folder, so the player's own cache is left alone.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from scopa.core.names import DECKS
from scopa.ui.art import CardArt

SIZES = [(120, 195), (240, 390)]


def timed(art: CardArt, size: tuple[int, int]) -> float:
    start = time.perf_counter()
    art.preload(size)
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", choices=DECKS, action="append", help="only this deck")
    decks = parser.parse_args().deck or DECKS
    pygame.init()
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder)
        # one card first, in a cache of its own: the process's one-time costs (the loader,
        # the first thread pool, the first files) are not charged to the first deck
        CardArt(decks[0], cache_root=cache / "warm-up").preload((60, 98))
        print(f"{'deck':<19}{'size':>9}{'cold ms':>10}{'warm ms':>10}   (41 images each)")
        for deck in decks:
            cold = CardArt(deck, cache_root=cache)
            colds = {size: timed(cold, size) for size in SIZES}
            warm = CardArt(deck, cache_root=cache)
            for size in SIZES:
                warm_ms = timed(warm, size)
                label = f"{size[0]}x{size[1]}"
                print(f"{deck:<19}{label:>9}{colds[size]:>10.1f}{warm_ms:>10.1f}")
            assert warm.rasterized == 0, "the warm start rasterized an SVG"
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
