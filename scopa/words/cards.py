"""Card names for every deck art and language, from the catalogues (``cards.ftl``).

The table, the rules screen and the gallery all name cards through here. Each language names
every card in its own words, with the deck's court names where the language has them: in
Italian a Fante is a Fante on any deck but the French (Fante, Donna, Re), in Spanish a Sota,
in English a Jack, beside a Knight and a King (a Queen with French-suited cards). A rank's
message carries its grammar as attributes (``.gender``, ``.elided``, ``.plural``), and the
catalogue's ``card-the`` and ``card-to`` choose the article from them: no grammar is written
here.

>>> from scopa.core.cards import Card
>>> card_name(Card.parse("8C"), "spanish", "es")
'Sota de Copas'
>>> card_name(Card.parse("7D"), "neapolitan", "it")
'Sette di Denari'
>>> card_name(Card.parse("9S"), "french", "en")
'Queen of Spades'
"""

from __future__ import annotations

from ..core.cards import Card
from ..core.names import TWIN_MARK, deck_style
from . import catalogue


def _lang(lang: str) -> str:
    return lang if lang in catalogue.languages() else catalogue.ENGLISH


def rank_key(rank: int, deck: str = "neapolitan", ranks: int = 10) -> str:
    """The message naming ``rank`` on ``deck``: ``rank-7``, ``figure-spanish-1`` (in a deck
    of 13 ``ranks`` the figures are 11, 12 and 13 and 8 is a pip)."""
    first_figure = ranks - 2
    if rank < first_figure:
        return f"rank-{rank}"
    return f"figure-{deck_style(deck)}-{rank - first_figure + 1}"


def rank_name(rank: int, deck: str = "neapolitan", lang: str = "en", ranks: int = 10) -> str:
    """``1`` -> Ace/Asso/As ... ``8`` -> Fante/Sota/Jack, following the deck art; in a deck
    of 13 ``ranks`` (52 cards) the figures are 11, 12, 13 and ``8`` is the Eight.

    >>> rank_name(8, "french", "en"), rank_name(8, "french", "en", 13)
    ('Jack', 'Eight')
    >>> rank_name(13, "french", "es", 13)
    'Rey'
    """
    return catalogue.text(_lang(lang), rank_key(rank, deck, ranks))


def rank_plural(rank: int, deck: str = "neapolitan", lang: str = "en", ranks: int = 10) -> str:
    """A rank in the plural, "Sevens", "Re", "Reyes" (the rank message's ``.plural``)."""
    return catalogue.attribute(_lang(lang), rank_key(rank, deck, ranks), "plural")


def suit_name(suit: str, deck: str = "neapolitan", lang: str = "en") -> str:
    """``"coins"`` -> Coins/Denari/Oros/Diamonds ..., following the deck art."""
    return catalogue.text(_lang(lang), f"suit-{deck_style(deck)}-{suit}")


def card_name(card: Card, deck: str = "neapolitan", lang: str = "en", ranks: int = 10) -> str:
    """The full name of a card: "Seven of Coins", "Sota de Copas", "Re di Bastoni" (in a
    deck of 13 ``ranks``, "Eight of Spades", "Jack of Spades" for 11S). A twin, the second
    copy in a deck of every card twice, is told apart by :data:`TWIN_MARK`.

    >>> card_name(Card.parse("7D'"), "neapolitan", "it")
    'Sette di Denari II'
    """
    lang = _lang(lang)
    name = catalogue.text(
        lang,
        "card-name",
        {"rank": rank_name(card.rank, deck, lang, ranks), "suit": suit_name(card.suit, deck, lang)},
    )
    return f"{name} {TWIN_MARK}" if card.copy else name


def the(name: str, lang: str = "en", key: str | None = None, form: str = "the") -> str:
    """``name`` with its definite article (``form`` "the"), or after the preposition "a"
    (``form`` "to", contracted as Italian and Spanish do): the catalogue's ``card-the`` or
    ``card-to``, told the gender and elision of the rank message ``key`` (a word the
    catalogue does not describe, a variant's own, is masculine and elided by its sound).

    >>> the("Asso", "it", "rank-1"), the("Sota", "es", "figure-spanish-1", "to")
    ("l'Asso", 'a la Sota')
    """
    lang = _lang(lang)
    gender = catalogue.attribute(lang, key, "gender", "masculine") if key else "masculine"
    elided = catalogue.attribute(lang, key, "elided", "no") if key else "auto"
    values = {"name": name, "gender": gender, "elided": elided}
    return catalogue.text(lang, f"card-{form}", values)


def card_phrase(
    card: Card, deck: str = "neapolitan", lang: str = "en", form: str = "the", ranks: int = 10
) -> str:
    """A card's name with its definite article, as a sentence says it: ``form`` "the" gives
    "the Seven of Coins", "il Sette di Denari", "l'Asso di Coppe", "la Sota de Copas"; "to"
    gives it after the preposition "a", contracted as Italian and Spanish do ("al Re",
    "all'Asso", "alla Donna"; "al Rey", "a la Sota"; in English "the" again).

    >>> card_phrase(Card.parse("1C"), "neapolitan", "it")
    "l'Asso di Coppe"
    >>> card_phrase(Card.parse("8C"), "spanish", "es", "to")
    'a la Sota de Copas'
    """
    name = card_name(card, deck, lang, ranks)
    return the(name, lang, rank_key(card.rank, deck, ranks), form)


def nickname(card: Card, lang: str = "en") -> str | None:
    """A traditional nickname, where the language has one (the Settebello)."""
    first = Card(card.rank, card.suit)  # both settebelli of an 80-card deck
    key = f"nickname-{first}"
    lang = _lang(lang)
    if not (catalogue.has(lang, key) or catalogue.has(catalogue.ENGLISH, key)):
        return None
    return catalogue.text(lang, key) or None
