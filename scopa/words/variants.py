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


def _preset(rules: Rules) -> str | None:
    """The preset these rules are, or the nearest one they extend."""
    return rules.name if is_preset(rules) else rules.base


def term(rules: Rules, name: str, lang: str) -> str:
    """The variant's word ``name`` (sweep, sweeps, settebello) in ``lang``: a house rule's
    own (its ``terms:``, for ``lang`` or ``all``), else its preset's (``term_escoba_sweep``),
    else the game's (``term_sweep``).

    >>> escoba = Rules.preset("escoba")
    >>> term(escoba, "sweep", "it"), term(escoba, "settebello", "es")
    ('escoba', 'velo')
    >>> term(escoba, "settebello", "it")
    'settebello'
    """
    own = getattr(rules.terms, name)
    if own.get(lang) or own.get("all"):
        return str(own.get(lang) or own.get("all"))
    preset = _preset(rules)
    key = f"term_{preset}_{name}"
    if preset and (catalogue.has(lang, key) or catalogue.has(catalogue.ENGLISH, key)):
        return catalogue.text(lang, key)
    return catalogue.text(lang, f"term_{name}")


def own_term(rules: Rules, name: str, lang: str) -> str | None:
    """The variant's word ``name`` in ``lang`` where it is not the game's usual one
    (Escoba's "velo" for the settebello), else None.

    >>> escoba = Rules.preset("escoba")
    >>> own_term(escoba, "settebello", "es"), own_term(escoba, "settebello", "it")
    ('velo', None)
    """
    word = term(rules, name, lang)
    return None if word == catalogue.text(lang, f"term_{name}") else word


def preset_gender(name: str, lang: str) -> str:
    """The grammatical gender of preset ``name``'s title in ``lang`` (masculine, feminine):
    "La mia Scopa", "Il mio Scopone"."""
    return catalogue.attribute(lang, f"preset_title_{name}", "gender", "feminine")
