"""Card names for every deck art and language, in one table.

The table, the rules screen and the gallery all name cards through here. Each language names
every card in its own words, with the deck's court names where the language has them: in
Italian a Fante is a Fante on any deck but the French (Fante, Donna, Re), in Spanish a Sota,
in English a Jack, beside a Knight and a King (a Queen with French-suited cards).

>>> card_name(Card.parse("8C"), "spanish", "es")
'Sota de Copas'
>>> card_name(Card.parse("7D"), "neapolitan", "it")
'Sette di Denari'
>>> card_name(Card.parse("9S"), "french", "en")
'Queen of Spades'
"""

from __future__ import annotations

from .cards import SUITS, Card

DECKS: tuple[str, ...] = (
    "neapolitan",
    "spanish",
    "french",
    "french_four_colour",
    "piacentine",
    "siciliane",
    "trevisane",
)
# the decks whose cards print no number (a Five of clubs reads as a Six at a glance): the
# table writes one in their corner unless the player turns capture values off
NO_INDEX: frozenset[str] = frozenset({"neapolitan", "siciliane"})
# the suit system each deck depicts, which names its cards: a deck is named like the deck of
# its system (the four-colour French deck like the French one)
SUIT_SYSTEMS: dict[str, str] = {"italian": "neapolitan", "spanish": "spanish", "french": "french"}
_STYLE = {"neapolitan": "neapolitan", "spanish": "spanish", "french": "french"}
_STYLE["french_four_colour"] = "french"
_STYLE.update(piacentine="neapolitan", siciliane="siciliane", trevisane="neapolitan")
OWN_PREFIX = "own:"  # a player's own deck: ``own:`` and its folder's name
_OWN_STYLE: dict[str, str] = {}  # a player's own deck -> the deck its cards are named after
LANGUAGES: tuple[str, ...] = ("en", "it", "es")

_NUMBERS = {  # the pips: 1-7 in the 40-card deck, 1-10 in the 52-card one
    "en": ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"),
    "it": ("Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette", "Otto", "Nove", "Dieci"),
    "es": ("As", "Dos", "Tres", "Cuatro", "Cinco", "Seis", "Siete", "Ocho", "Nueve", "Diez"),
}

# (deck, language) -> (Fante, Cavallo, Re) and (coins, cups, swords, clubs): every language
# names every card in its own words, with the deck's own court names where it has them
_FIGURES = {
    ("neapolitan", "en"): ("Jack", "Knight", "King"),
    ("neapolitan", "it"): ("Fante", "Cavallo", "Re"),
    ("neapolitan", "es"): ("Sota", "Caballo", "Rey"),
    # the Sicilian deck's Fante is a woman, the Donna, as Sicilian players call her
    ("siciliane", "en"): ("Jack", "Knight", "King"),
    ("siciliane", "it"): ("Donna", "Cavallo", "Re"),
    ("siciliane", "es"): ("Sota", "Caballo", "Rey"),
    ("spanish", "en"): ("Jack", "Knight", "King"),
    ("spanish", "it"): ("Fante", "Cavallo", "Re"),
    ("spanish", "es"): ("Sota", "Caballo", "Rey"),
    ("french", "en"): ("Jack", "Queen", "King"),
    ("french", "it"): ("Fante", "Donna", "Re"),
    ("french", "es"): ("Jota", "Reina", "Rey"),
}
_SUIT_NAMES = {
    ("neapolitan", "en"): ("Coins", "Cups", "Swords", "Clubs"),
    ("neapolitan", "it"): ("Denari", "Coppe", "Spade", "Bastoni"),
    ("neapolitan", "es"): ("Oros", "Copas", "Espadas", "Bastos"),
    ("siciliane", "en"): ("Coins", "Cups", "Swords", "Clubs"),
    ("siciliane", "it"): ("Denari", "Coppe", "Spade", "Bastoni"),
    ("siciliane", "es"): ("Oros", "Copas", "Espadas", "Bastos"),
    ("spanish", "en"): ("Coins", "Cups", "Swords", "Clubs"),
    ("spanish", "it"): ("Denari", "Coppe", "Spade", "Bastoni"),
    ("spanish", "es"): ("Oros", "Copas", "Espadas", "Bastos"),
    ("french", "en"): ("Diamonds", "Hearts", "Spades", "Clubs"),
    ("french", "it"): ("Quadri", "Cuori", "Picche", "Fiori"),
    ("french", "es"): ("Diamantes", "Corazones", "Picas", "Tréboles"),
}
_PATTERN = {"en": "{rank} of {suit}", "it": "{rank} di {suit}", "es": "{rank} de {suit}"}
_SPECIAL = {  # names players use for a card on its own, by language
    ("7D", "it"): "Settebello",
}


def deck_style(deck: str) -> str:
    """The built-in deck whose names a deck's cards take (``french_four_colour`` ->
    ``french``; a player's own deck after its manifest's suits; anything else Neapolitan)."""
    return _STYLE.get(deck) or _OWN_STYLE.get(deck) or "neapolitan"


def name_own_deck(deck: str, suits: str) -> None:
    """Name a player's own deck's cards after its suit system (italian, spanish, french)."""
    if deck.startswith(OWN_PREFIX) and suits in SUIT_SYSTEMS:
        _OWN_STYLE[deck] = SUIT_SYSTEMS[suits]


def _key(deck: str, lang: str) -> tuple[str, str]:
    return (deck_style(deck), lang if lang in LANGUAGES else "en")


TWIN_MARK = "II"
"""What tells a twin apart in its name and on its face: the second copy."""


def rank_name(rank: int, deck: str = "neapolitan", lang: str = "en", ranks: int = 10) -> str:
    """``1`` -> Ace/Asso/As ... ``8`` -> Fante/Sota/Jack, following the deck art; in a deck
    of 13 ``ranks`` (52 cards) the figures are 11, 12, 13 and ``8`` is the Eight.

    >>> rank_name(8, "french", "en"), rank_name(8, "french", "en", 13)
    ('Jack', 'Eight')
    >>> rank_name(13, "french", "es", 13)
    'Rey'
    """
    deck, lang = _key(deck, lang)
    first_figure = ranks - 2
    if rank < first_figure:
        return _NUMBERS[lang][rank - 1]
    return _FIGURES[(deck, lang)][rank - first_figure]


def suit_name(suit: str, deck: str = "neapolitan", lang: str = "en") -> str:
    """``"coins"`` -> Coins/Denari/Oros/Diamonds ..., following the deck art."""
    return _SUIT_NAMES[_key(deck, lang)][SUITS.index(suit)]


def card_name(card: Card, deck: str = "neapolitan", lang: str = "en", ranks: int = 10) -> str:
    """The full name of a card: "Seven of Coins", "Sota de Copas", "Re di Bastoni" (in a
    deck of 13 ``ranks``, "Eight of Spades", "Jack of Spades" for 11S). A twin, the second
    copy in a deck of every card twice, is told apart by :data:`TWIN_MARK`.

    >>> card_name(Card.parse("7D'"), "neapolitan", "it")
    'Sette di Denari II'
    """
    deck, lang = _key(deck, lang)
    name = _PATTERN[lang].format(
        rank=rank_name(card.rank, deck, lang, ranks), suit=suit_name(card.suit, deck, lang)
    )
    return f"{name} {TWIN_MARK}" if card.copy else name


# the figures whose name is feminine (they take "la"); every other rank word is masculine
_FEMININE = {"Donna", "Sota", "Jota", "Reina"}
# (language, form, feminine, elided) -> the article: "the" alone, or "to" (the preposition
# "a" joined with it, as Italian and Spanish contract them; English says "the" there too)
_ARTICLES = {
    ("it", "the", False, False): "il ",
    ("it", "the", False, True): "l'",
    ("it", "the", True, False): "la ",
    ("it", "to", False, False): "al ",
    ("it", "to", False, True): "all'",
    ("it", "to", True, False): "alla ",
    ("es", "the", False, False): "el ",
    ("es", "the", True, False): "la ",
    ("es", "to", False, False): "al ",
    ("es", "to", True, False): "a la ",
}


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
    lang = _key(deck, lang)[1]
    if lang == "en":
        return f"the {name}"
    word = rank_name(card.rank, deck, lang, ranks)
    elided = lang == "it" and word[0] in "AEIOU"
    article = _ARTICLES[(lang, form, word in _FEMININE, elided)]
    return article + name


def nickname(card: Card, lang: str = "en") -> str | None:
    """A traditional nickname, where the language has one (the Settebello)."""
    first = Card(card.rank, card.suit)  # both settebelli of an 80-card deck
    return _SPECIAL.get((str(first), _key("neapolitan", lang)[1]))


def printed_rank(rank: int, deck: str = "neapolitan", ranks: int = 10) -> str:
    """The index printed on the card: Spanish figures print 10, 11, 12 but count 8, 9, 10,
    and the Spanish Ace prints 1; French-suited cards print A, J, Q, K (the J being 8 in
    the 40-card game and 11 in the 52-card one, of 13 ``ranks``)."""
    style = deck_style(deck)
    if style == "spanish":  # the baraja prints its Ace as 1
        return str(rank + 2) if rank >= 8 else str(rank)
    if style == "french":
        figure = rank - (ranks - 3)  # 1, 2, 3: the J, Q, K
        return "A" if rank == 1 else "JQK"[figure - 1] if figure >= 1 else str(rank)
    return "A" if rank == 1 else str(rank)
