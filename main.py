"""Start the game: ``python main.py`` (see ``python main.py --help``)."""

from scopa.app import main

if __name__ == "__main__":
    raise SystemExit(main())
