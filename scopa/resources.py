"""Where the game's own data lives: rule presets, card art and the typeface.

An installed wheel carries ``config/`` and ``assets/`` inside the package as ``scopa/_data``;
a checkout (or an editable install) keeps them at the top of the repository. Everything that
reads a preset or an SVG asks this module, so both layouts work the same way.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path


@cache
def data_root() -> Traversable:
    """The folder holding ``config/`` and ``assets/``."""
    packaged = resources.files("scopa") / "_data"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent


@cache
def rules_dir() -> Traversable:
    """The folder of the YAML rule presets (``config/rules``; asked for every frame's title)."""
    return data_root() / "config" / "rules"


def fonts_dir() -> Traversable:
    """The folder of the game's typeface (``assets/fonts``: Inter, with its licence)."""
    return data_root() / "assets" / "fonts"


def cards_dir() -> Traversable:
    """The folder of the card art (``assets/cards``), one sub-folder per deck."""
    return data_root() / "assets" / "cards"


def locales_dir() -> Traversable:
    """The folder of the word catalogues (``scopa/locales``), one Fluent folder a language."""
    return resources.files("scopa") / "locales"
