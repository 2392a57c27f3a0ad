"""Start the game: ``python main.py`` (see ``python main.py --help``)."""

import multiprocessing

from scopa.app import launch

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a hosted match's network process, in a bundled build
    launch()
