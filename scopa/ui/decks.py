"""The decks a player may choose, built-in and their own, as the menus list them, and what
each deck's art holds.

Settings and New match both offer every built-in deck and every deck folder under
``decks/`` in the config folder (:mod:`scopa.store.own_decks`); a deck of one's own is shown
with a note: its licence when all is well, or every problem found in it, in words, with the
cards that fell back to the game's own and why (broken, too slow to draw), as the drawer of
:mod:`scopa.ui.own_drawing` finds them in the background (the screens look again as it does).

A deck's art is addressed by (rank, suit), one file per face named like a card (``7D``), and
:func:`art_rank` is the one place that says which face a game's card shows. The Italian and
Spanish decks hold the 40 cards, ranks 1-10 with the figures at 8, 9, 10; the French-suited
decks hold 52, ranks 1-13 with the Jack, Queen and King at 11, 12, 13. A game with fewer
ranks than its deck's art shows its figures (its three highest ranks) as the art's courts,
so a 40-card game on the French deck shows its 8, 9, 10 as the faces 11, 12, 13 (J, Q, K).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..core.cards import SUIT_LETTERS, SUITS
from ..core.names import DECKS, OWN_PREFIX, printed_rank
from ..core.reading import printable
from ..store.own_decks import OwnDeck, find_own_deck, is_own, list_own_decks
from .i18n import t
from .messages import deck_problem_text
from .own_drawing import BROKEN, DRAWER, SKIPPED, SLOW, check_deck, deck_key, file_key


@dataclass(frozen=True, slots=True)
class DeckArt:
    """What a deck's art holds: a face for each rank 1..``ranks`` in each suit, the three
    figures (Jack/Fante, Queen/Cavallo, King/Re) at ``courts``, lowest first."""

    ranks: int
    courts: tuple[int, int, int]

    @property
    def pips(self) -> int:
        """The highest rank below the courts (7 in a 40-card deck, 10 in a 52-card one)."""
        return self.courts[0] - 1


FORTY = DeckArt(10, (8, 9, 10))
FIFTY_TWO = DeckArt(13, (11, 12, 13))
ART: dict[str, DeckArt] = {deck: FORTY for deck in DECKS}
ART.update(french=FIFTY_TWO, french_four_colour=FIFTY_TWO)
GAME_RANKS = 10  # the 40-card game's ranks, 1-10: what every game played today deals


class Face(NamedTuple):
    """One face of a deck's art: ``rank`` as the art numbers it (1-13 for the French decks)
    and ``suit``; its file is named :attr:`name` (``11S.svg``)."""

    rank: int
    suit: str

    @property
    def name(self) -> str:
        return f"{self.rank}{SUIT_LETTERS[SUITS.index(self.suit)]}"


def deck_art(deck: str) -> DeckArt:
    """The art of a built-in deck; a player's own deck holds the 40 cards."""
    return ART.get(deck, FORTY)


def art_rank(deck: str, rank: int, game_ranks: int = GAME_RANKS) -> int | None:
    """The art rank that a game's card of ``rank`` shows on ``deck``, in a game whose ranks
    run 1..``game_ranks`` (10 for 40 cards, 13 for 52); None when the deck has no face for it
    (a 52-card game's 8, 9, 10 on a 40-card deck).

    >>> art_rank("french", 8), art_rank("french", 7), art_rank("french", 8, 13)
    (11, 7, 8)
    >>> art_rank("neapolitan", 8), art_rank("neapolitan", 9, 13)
    (8, None)
    """
    art = deck_art(deck)
    if not 1 <= rank <= game_ranks:
        return None
    if game_ranks == art.ranks:
        return rank
    figures = game_ranks - len(art.courts) + 1  # the game's figures: its three highest ranks
    if rank >= figures:
        return art.courts[rank - figures]
    return rank if rank <= art.pips else None


def game_rank(deck: str, rank: int, game_ranks: int = GAME_RANKS) -> int | None:
    """The rank of the game's card that shows the art's face of ``rank`` (the other way of
    :func:`art_rank`); None when no card of the game shows it (a 40-card game's 8 to 10 pips).

    >>> game_rank("french", 11), game_rank("french", 8), game_rank("french", 8, 13)
    (8, None, 8)
    """
    shown = (r for r in range(1, game_ranks + 1) if art_rank(deck, r, game_ranks) == rank)
    return next(shown, None)


def shows_game(deck: str, game_ranks: int = GAME_RANKS) -> bool:
    """Whether ``deck`` has a face for every card of a game with ranks 1..``game_ranks``."""
    return all(art_rank(deck, rank, game_ranks) is not None for rank in range(1, game_ranks + 1))


def art_faces(deck: str) -> list[Face]:
    """Every face a deck's art draws, by suit and then rank (the files ``tools/make_cards.py``
    writes, and the gallery shows)."""
    art = deck_art(deck)
    return [Face(rank, suit) for suit in SUITS for rank in range(1, art.ranks + 1)]


def art_index(deck: str, rank: int) -> str:
    """The corner index printed on the art's face of ``rank``: A, 2-10, J, Q, K on the French
    decks; the game's own printed rank on the 40-card ones (Spanish figures 10, 11, 12)."""
    return printed_rank(rank, deck, deck_art(deck).ranks)


MAX_PROBLEMS_SHOWN = 4


def deck_options(
    current: str | None = None, auto: bool = False, ranks: int = GAME_RANKS
) -> list[tuple[str, str]]:
    """(deck, label) for a Choice: ``auto`` first when asked, the built-in decks, then the
    player's own (a chosen deck whose folder has gone stays listed, so nothing jumps); for a
    game of 13 ``ranks`` (52 cards) only the decks that hold its cards."""
    options = [("auto", t("deck_auto"))] if auto else []
    options += [(d, t(f"deck_{d}")) for d in DECKS if shows_game(d, ranks)]
    own = list_own_decks() if ranks == GAME_RANKS else []
    options += [(deck.id, t("deck_own", name=deck.title)) for deck in own]
    if current and is_own(current) and current not in {deck.id for deck in own}:
        options.append(
            (current, t("deck_own", name=printable(current[len(OWN_PREFIX) :], 40)) + " ?")
        )
    return options


def own_deck(deck: str | None) -> OwnDeck | None:
    if not deck or not is_own(deck):
        return None
    return next((d for d in list_own_decks() if d.id == deck), None)


def own_deck_note(deck: str | None) -> tuple[str, bool] | None:
    """What to say under a deck of one's own: (text, whether it is a problem); None for a
    built-in deck. Its cards not tried yet are handed to the drawer to try (never drawn
    here), and the note says how many are still being checked."""
    if not deck or not is_own(deck):
        return None
    found = own_deck(deck)
    if found is None:
        return t("own_deck_gone", name=printable(deck[len(OWN_PREFIX) :], 40)), True
    given_up = DRAWER.deck_given_up(deck_key(found.folder, found.images))
    verdicts = {path.name: DRAWER.verdict(file_key(path)) for path in found.images.values()}
    unchecked = [name for name, verdict in verdicts.items() if verdict is None]
    if unchecked and given_up is None:
        check_deck(found.folder, found.images)
    words = [deck_problem_text(p, str(found.folder)) for p in found.problems]
    if given_up is not None:
        left = sum(1 for v in verdicts.values() if v is None or v[0] in (SLOW, SKIPPED))
        files = ", ".join(printable(name, 60) for name in given_up)
        words.append(t("own_deck_given_up", files=files, count=left))
    for name, verdict in verdicts.items():
        if verdict is None or (given_up is not None and name in given_up):
            continue
        if verdict[0] == BROKEN:
            words.append(t("own_deck_not_drawn", file=printable(name, 60)))
        elif verdict[0] == SLOW:
            words.append(t("own_deck_slow", file=printable(name, 60)))
    checking = (
        t("own_deck_checking", done=len(verdicts) - len(unchecked), count=len(verdicts))
        if unchecked and given_up is None
        else ""
    )
    if words:
        shown = words[:MAX_PROBLEMS_SHOWN] + (["..."] if len(words) > MAX_PROBLEMS_SHOWN else [])
        text = t("own_deck_problems", name=found.title, problems="; ".join(shown))
        return (f"{text} {checking}" if checking else text), True
    assert found.manifest is not None
    suits = t(f"own_deck_suits_{found.suits}")
    text = t("own_deck_fine", suits=suits, licence=found.manifest.licence or "-")
    return (f"{text} {checking}" if checking else text), False


class NoteWatch:
    """Tells a screen with a deck's note when to build it again: the deck is one's own, the
    drawer has since judged more cards and the note reads otherwise (looked at every
    :attr:`EVERY` seconds)."""

    EVERY = 0.5

    def __init__(self) -> None:
        self.version = DRAWER.version
        self.waited = 0.0
        self.shown: tuple[str, bool] | None = None

    def due(self, deck: str | None, dt: float) -> bool:
        self.waited += dt
        if self.waited < self.EVERY:
            return False
        self.waited = 0.0
        version = DRAWER.version
        if version == self.version or not is_own(deck):
            return False
        self.version = version
        note = own_deck_note(deck)
        if note == self.shown:
            return False
        self.shown = note
        return True


def deck_gone(deck: str) -> str:
    """The folder name of a deck of one's own that is no longer there ("" otherwise): a save
    or the settings may name one the player has since removed."""
    if is_own(deck) and find_own_deck(deck) is None:
        return deck[len(OWN_PREFIX) :]
    return ""
