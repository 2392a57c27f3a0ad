"""``python -m scopa`` starts the game, as ``scopa`` and ``python main.py`` do."""

from .app import launch

launch()
