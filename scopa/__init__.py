"""Scopa: the Italian and Spanish fishing card game (Scopa, Escoba, Scopone and variants)."""

from .core.cards import Card

__all__ = ["Card"]
__version__ = "0.1.0"
