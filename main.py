"""Start the game: ``python main.py`` (see ``python main.py --help``)."""

from scopa.app import launch

if __name__ == "__main__":
    launch()
