"""A variant's title and description as the player reads them.

A preset's (Scopa, Escoba, ...) live in the catalogues only, once per language
(``presets.ftl``: ``preset_title_<name>``, ``desc_<name>``); a player's own house rules keep
the ``title`` and ``description`` their file writes, as written.

>>> from scopa.core.rules import Rules
>>> title(Rules.preset("frac"), "en")
'Scopa FRAC'
"""

from __future__ import annotations

from ..core.rules import Rules
from . import catalogue


def is_preset(rules: Rules) -> bool:
    """Whether ``rules`` are a preset's own (a house rule is never named like one)."""
    return rules.name in Rules.presets()


def preset_title(name: str, lang: str) -> str:
    """Preset ``name``'s title in ``lang``."""
    return catalogue.text(lang, f"preset_title_{name}")


def title(rules: Rules, lang: str) -> str:
    """What a player calls these rules: a preset's title in ``lang``, a house rule's own."""
    return title_of(rules.name, rules.title, lang)


def title_of(name: str, own: str, lang: str) -> str:
    """The title of the variant named ``name`` whose rules call themselves ``own``: a
    preset's from the catalogue in ``lang``, a house rule's ``own`` (a save, a match found
    on the network, keep both)."""
    return preset_title(name, lang) if name in Rules.presets() else own


def description(rules: Rules, lang: str) -> str:
    """A sentence about these rules: a preset's in ``lang``, a house rule's own ("" if its
    file writes none)."""
    return catalogue.text(lang, f"desc_{rules.name}") if is_preset(rules) else rules.description


def preset_gender(name: str, lang: str) -> str:
    """The grammatical gender of preset ``name``'s title in ``lang`` (masculine, feminine):
    "La mia Scopa", "Il mio Scopone"."""
    return catalogue.attribute(lang, f"preset_title_{name}", "gender", "feminine")
