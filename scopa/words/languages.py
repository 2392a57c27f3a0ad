"""Which languages the game speaks: the folders of ``scopa/locales``, read without Fluent.

The settings, the command line and the store ask this (cheaply, at start-up); the words
themselves are :mod:`.catalogue`'s.
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources.abc import Traversable

from .. import resources

ENGLISH = "en"
MAX_LANGUAGES = 40
_LANGUAGE_NAME = re.compile(r"[a-z]{2,3}(?:_[A-Z]{2})?")


def locales_dir() -> Traversable:
    return resources.locales_dir()


@cache
def languages() -> tuple[str, ...]:
    """The languages whose folder is there, English first, then by their code."""
    found = []
    try:
        entries = sorted(locales_dir().iterdir(), key=lambda e: e.name)
    except OSError:
        entries = []
    for entry in entries[: MAX_LANGUAGES * 4]:
        if entry.is_dir() and _LANGUAGE_NAME.fullmatch(entry.name):
            found.append(entry.name)
    found = found[:MAX_LANGUAGES]
    return (ENGLISH, *(lang for lang in found if lang != ENGLISH))
