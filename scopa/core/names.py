"""What the decks are, by name: the deck arts, their suit systems, the printed indices.

The words that name cards (Seven of Coins, Sota de Copas, Re di Bastoni) are not here: they
live in the catalogues of every language and :mod:`scopa.words.cards` reads them. The core
reads no files of words; it knows only which deck names its cards after which.
"""

from __future__ import annotations

# The codes a variant's own words (``terms:``) may be given in, beside ``all``: the two-letter
# ISO 639-1 languages CLDR knows. Which of them the game speaks is the catalogues' folders
# (scopa.words), not the core's business: a word for a language not spoken yet waits for it.
LANGUAGE_CODES: tuple[str, ...] = tuple(
    [
        "aa",
        "ab",
        "af",
        "ak",
        "am",
        "an",
        "ar",
        "as",
        "az",
        "ba",
        "be",
        "bg",
        "bm",
        "bn",
        "bo",
        "br",
        "bs",
        "ca",
        "ce",
        "co",
        "cs",
        "cu",
        "cv",
        "cy",
        "da",
        "de",
        "dv",
        "dz",
        "ee",
        "el",
        "en",
        "eo",
        "es",
        "et",
        "eu",
        "fa",
        "ff",
        "fi",
        "fo",
        "fr",
        "fy",
        "ga",
        "gd",
        "gl",
        "gn",
        "gu",
        "gv",
        "ha",
        "he",
        "hi",
        "hr",
        "ht",
        "hu",
        "hy",
        "ia",
        "id",
        "ie",
        "ig",
        "ii",
        "io",
        "is",
        "it",
        "iu",
        "ja",
        "jv",
        "ka",
        "ki",
        "kk",
        "kl",
        "km",
        "kn",
        "ko",
        "ks",
        "ku",
        "kw",
        "ky",
        "la",
        "lb",
        "lg",
        "ln",
        "lo",
        "lt",
        "lu",
        "lv",
        "mg",
        "mi",
        "mk",
        "ml",
        "mn",
        "mr",
        "ms",
        "mt",
        "my",
        "nb",
        "nd",
        "ne",
        "nl",
        "nn",
        "no",
        "nr",
        "nv",
        "ny",
        "oc",
        "om",
        "or",
        "os",
        "pa",
        "pi",
        "pl",
        "ps",
        "pt",
        "qu",
        "rm",
        "rn",
        "ro",
        "ru",
        "rw",
        "sa",
        "sc",
        "sd",
        "se",
        "sg",
        "si",
        "sk",
        "sl",
        "sn",
        "so",
        "sq",
        "sr",
        "ss",
        "st",
        "su",
        "sv",
        "sw",
        "ta",
        "te",
        "tg",
        "th",
        "ti",
        "tk",
        "tn",
        "to",
        "tr",
        "ts",
        "tt",
        "ug",
        "uk",
        "ur",
        "uz",
        "ve",
        "vi",
        "vo",
        "wa",
        "wo",
        "xh",
        "yi",
        "yo",
        "za",
        "zh",
        "zu",
    ]
)
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


def deck_style(deck: str) -> str:
    """The built-in deck whose names a deck's cards take (``french_four_colour`` ->
    ``french``; a player's own deck after its manifest's suits; anything else Neapolitan)."""
    return _STYLE.get(deck) or _OWN_STYLE.get(deck) or "neapolitan"


def name_own_deck(deck: str, suits: str) -> None:
    """Name a player's own deck's cards after its suit system (italian, spanish, french)."""
    if deck.startswith(OWN_PREFIX) and suits in SUIT_SYSTEMS:
        _OWN_STYLE[deck] = SUIT_SYSTEMS[suits]


TWIN_MARK = "II"
"""What tells a twin apart in its name and on its face: the second copy."""


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
