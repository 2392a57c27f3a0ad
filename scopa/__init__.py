"""Scopa: the Italian and Spanish fishing card game (Scopa, Escoba, Scopone and variants).

The rules core is importable without pygame:

>>> import scopa
>>> game = scopa.Game(scopa.Rules.preset("scopa"), 2, seed=1)
>>> game.current_player
0
"""

from .core import *  # noqa: F403
from .core import __all__ as _core_all

__all__ = list(_core_all)
__version__ = "0.1.0"
