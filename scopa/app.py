"""Command line entry point: ``python main.py [options]``."""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scopa", description="Scopa, Escoba and Scopone.")
    parser.add_argument("--gallery", action="store_true", help="write contact sheets of the decks")
    parser.add_argument("--deck", help="deck art: neapolitan, spanish or french")
    parser.add_argument("--out", help="folder for --gallery output (default: docs)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.gallery:
        from .ui.gallery import write_gallery

        return write_gallery(deck=args.deck, out=args.out)
    print("The table is not built yet: try --gallery.", file=sys.stderr)
    return 2
