"""Draw the decks as SVG: ``python tools/make_cards.py [--out DIR] [--deck NAME ...]``.

Writes ``<out>/<deck>/<card>.svg`` (``7D.svg``: rank then suit letter) and ``back.svg`` for
every deck in :data:`DECKS`: the faces its art holds (:func:`scopa.ui.decks.art_faces`: 40
for the Italian and Spanish decks, 52 with ranks 1-13 for the French-suited ones). Each deck
is drawn by its own module, ``tools/deck_<name>.py``, which has ``face(card)`` (given the
face's ``rank`` and ``suit``) and ``back()``, both returning SVG elements on the 400x650 canvas;
its signs, figures and back are in its own ``_<name>_*.py`` modules, built on ``_svg.py``
(the elements, and digits drawn as paths) and ``_layouts.py`` (shared pip grids). The output
is deterministic: running it again reproduces the committed files in ``assets/cards`` byte
for byte (a test checks that).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (HERE, ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from _svg import document  # noqa: E402

from scopa.ui.decks import art_faces  # noqa: E402

DECKS = (
    "neapolitan",
    "spanish",
    "french",
    "french_four_colour",
    "piacentine",
    "siciliane",
    "trevisane",
)
DEFAULT_OUT = ROOT / "assets" / "cards"


def drawing(deck: str) -> ModuleType:
    """The module that draws ``deck``."""
    return importlib.import_module(f"deck_{deck}")


def deck_files(deck: str) -> dict[str, str]:
    """File name -> SVG text for one deck: its faces (40 or 52) and the back."""
    module = drawing(deck)
    files = {f"{face.name}.svg": document(module.face(face)) for face in art_faces(deck)}
    files["back.svg"] = document(module.back())
    return files


def generate(out: Path, decks: tuple[str, ...] = DECKS) -> list[Path]:
    """Write the decks under ``out`` and return the paths written."""
    written = []
    for deck in decks:
        folder = out / deck
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in deck_files(deck).items():
            target = folder / name
            target.write_bytes(text.encode("utf-8"))
            written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--deck", choices=DECKS, action="append")
    args = parser.parse_args(argv)
    written = generate(args.out, tuple(args.deck) if args.deck else DECKS)
    print(f"wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
