"""The rules of a variant, as data.

A variant is a YAML file: the presets live in ``config/rules/`` and a player's house rules in
the platform config folder. A file either gives every rule (``scopa.yaml`` does) or says
``extends: <preset or file>`` and changes only what differs.

>>> rules = Rules.preset("escoba")
>>> rules.capture.modes
('fifteen',)
>>> Rules.from_yaml("extends: scopa\\nmatch: {target: 21}").match.target
21
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import yaml

from .. import resources
from .cards import DECK_COPIES, DECK_RANKS, SUIT_LETTERS, Card, Deck
from .errors import Problem, RulesError
from .mechanism import Conflict, installed
from .names import DECKS, LANGUAGE_CODES
from .reading import FileRefused, check_depth, is_regular_file, printable, read_bounded
from .schema import FieldSpec, FrozenMap, build, field_spec, merge, spec, to_data
from .scoring_rules import PRIMIERA_SCALES as PRIMIERA_SCALES  # the section's own, here too
from .scoring_rules import CardPoints as CardPoints
from .scoring_rules import (
    ScoringRules,
    card_class_atoms,
    card_class_mask,
    points_per_card,
)
from .yaml_text import MAX_BYTES, Marks, read_yaml

CAPTURE_MODES = ("match", "sum", "difference", "fifteen", "eleven")
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7, 8)
ROUND_WORDS = ("per_dealer",)  # match.rounds beside a number: one round per dealer
DEFAULT_PRESET = "scopa"  # the classic game: offered first, and the base of a new house rule
# the presets of each folder, listed once: the game's own, which nothing writes while it runs
_PRESET_NAMES: dict[str, tuple[str, ...]] = {}


@dataclass(frozen=True, kw_only=True)
class DeckRules:
    art: str = spec("the deck art the variant is played with", choices=DECKS)
    ranks: int = spec(
        "ranks a suit: 10, the 40-card deck (its figures count 8, 9, 10); 13, the 52 "
        "French-suited cards (8, 9, 10 are pips; J = 11, Q = 12, K = 13)",
        choices=DECK_RANKS,
        default=10,
    )
    copies: int = spec(
        "how many times the deck holds each card: 1; 2, two decks shuffled together (the "
        "80-card Mariscal), the second copy of a card, its twin, written with a prime: 7D'",
        choices=DECK_COPIES,
        default=1,
    )

    @property
    def cards(self) -> Deck:
        """The deck itself: its size, its cards and their masks."""
        return Deck.of(self.ranks, self.copies)


@dataclass(frozen=True, kw_only=True)
class PlayerRules:
    counts: tuple[int, ...] = spec("how many players may sit", choices=PLAYER_COUNTS)
    default: int = spec("the player count offered first", choices=PLAYER_COUNTS)
    four: str = spec(
        "four players: two teams of two (partners opposite) or each alone",
        choices=("teams", "alone"),
        default="teams",
    )
    six: str = spec(
        "six players: two teams of three (alternate seats), three teams of two "
        "(partners opposite) or each alone",
        choices=("two_teams_of_three", "three_teams_of_two", "alone"),
        default="two_teams_of_three",
    )
    eight: str = spec(
        "eight players: each alone (the 52-card game of seed 001), four teams of two "
        "(partners opposite) or two teams of four (alternate seats)",
        choices=("alone", "four_teams_of_two", "two_teams_of_four"),
        default="alone",
    )

    def team_size(self, players: int) -> int:
        """How many sit in each team at a table of ``players`` (1: each plays alone)."""
        chosen = {4: self.four, 6: self.six, 8: self.eight}.get(players, "alone")
        return _TEAM_SIZES[chosen]


# each way of sitting in teams -> the players in one team
_TEAM_SIZES = {
    "alone": 1,
    "teams": 2,
    "three_teams_of_two": 2,
    "four_teams_of_two": 2,
    "two_teams_of_three": 3,
    "two_teams_of_four": 4,
}


@dataclass(frozen=True, kw_only=True)
class RedealRule:
    rank: int = spec("the rank to count on the first table", low=1, high=13)
    at_least: int = spec("this many or more of that rank on the first table: redeal", low=1, high=4)


@dataclass(frozen=True, kw_only=True)
class PlayerDeal:
    hand: int = spec("cards dealt to each player at a time", low=1, high=20)
    table: int = spec("cards laid face up on the table at the start of a round", low=0, high=10)


@dataclass(frozen=True, kw_only=True)
class DealRules:
    hand: int = spec("cards dealt to each player at a time", low=1, high=20)
    table: int = spec("cards laid face up on the table at the start of a round", low=0, high=10)
    by_players: FrozenMap[int, PlayerDeal] = spec(
        "a different deal by the number of players in the round (in an elimination game, "
        "those still in), e.g. {5: {hand: 7, table: 5}, 2: {hand: 6, table: 4}}",
        keys=PLAYER_COUNTS,
        default_factory=FrozenMap,
    )
    redeal: tuple[RedealRule, ...] = spec("first tables that are dealt again", default=())
    table_bonus: FrozenMap[int, int] = spec(
        "first-table totals the bonus taker captures at once, with the sweeps it scores "
        "(Escoba de mano: {15: 1, 30: 2})",
        low=1,
        default_factory=FrozenMap,
    )
    table_bonus_to: str = spec(
        "who takes a first-table bonus", choices=("dealer", "leader"), default="dealer"
    )
    redeal_dealer: str = spec(
        "who deals a first table that is dealt again (deal.redeal): same, the same dealer; "
        "next, the deal passes on as after a round, and the seat after the new dealer leads "
        '(Cirulla, seed 001: "el siguiente repartidor las reparte de nuevo")',
        choices=("same", "next"),
        default="same",
    )
    last_face_up: bool = spec(
        "the last deal's hands are dealt face up: every seat sees every hand (Bazzica)",
        default=False,
    )


@dataclass(frozen=True, kw_only=True)
class AceRules:
    takes_all: bool = spec("an Ace takes the whole table (Asso piglia tutto)", default=False)
    sweep: bool = spec("an Ace taking the whole table scores a sweep", default=False)
    ace_on_table: str = spec(
        "when an Ace lies on the table, the played Ace takes only that Ace (takes_ace), "
        "still the whole table (takes_all), or captures as any card does: that Ace, or "
        "whatever the capture modes allow, such as a fifteen (as_a_card)",
        choices=("takes_ace", "takes_all", "as_a_card"),
        default="takes_ace",
    )
    free_choice: bool = spec(
        "true: taking the whole table is one choice among the Ace's captures, beside what "
        "the capture modes allow it (Cirulla: a fifteen instead); false: an Ace that can take "
        "the whole table takes it and nothing else",
        default=False,
    )


@dataclass(frozen=True, kw_only=True)
class StealRules:
    """Piles taken by their top card (Rubamazzo): each side keeps its captures face up with
    the capturing card on top, and an opponent's pile is a capture source beyond the table."""

    pile_top: bool = spec(
        "true: a played card equal in rank to the top card of an opponent side's pile takes "
        "that whole pile and goes on top of the taker's own (piles are kept face up, the "
        "capturing card on top); a steal counts as a capture for capture.compulsory",
        default=False,
    )
    barred_by_table: bool = spec(
        "true: a pile may not be stolen while a table card of the played card's rank lies "
        "there (that card must be taken); false: the player chooses",
        default=False,
    )
    with_table: bool = spec(
        "true: one card may take table cards and one opponent's top card together, the top "
        "card counting in the capture as a table card (a sum of them, or an equal card), "
        "and the whole pile goes with it; false: a steal takes a pile alone",
        default=False,
    )


@dataclass(frozen=True, kw_only=True)
class BuildRules:
    """Builds on the table (Escoba de granja): see :mod:`scopa.core.builds`."""

    allowed: bool = spec(
        "true: a player may lay a card on a loose table card, making a build of their total, "
        "when it holds another card of that total to take it with; a build is taken only "
        "whole, by a card equal to its value",
        default=False,
    )
    raise_by: str = spec(
        "who may raise a build by laying a card on it, on the same condition (the raiser then "
        "owns it): anyone, others (anyone but its owner), opponents (another side), or nobody",
        choices=("anyone", "others", "opponents", "nobody"),
        default="anyone",
    )
    takes_equal: bool = spec(
        "taking a build also takes one loose table card of the build's value, if there is one",
        default=True,
    )


@dataclass(frozen=True, kw_only=True)
class CaptureRules:
    modes: tuple[str, ...] = spec(
        "how a played card captures: match (a table card of the same rank), sum (table "
        "cards adding up to its value), difference (two or more table cards: the highest "
        "less all the others leaves its value, as a 6 takes a Fante and a 2), fifteen (it "
        "and the table cards make 15), eleven (it and the table cards make 11)",
        choices=CAPTURE_MODES,
    )
    match_forbids_sums: bool = spec(
        "a table card of the same rank must be taken, not a sum or a difference"
    )
    modulo: int = spec(
        "count every card value and every total in cycles of this number: a value above it "
        "starts again from 1 (7: the Fante counts 1, the Cavallo 2, the Re 3, and a 5 with "
        "a Fante makes 6); rank matches then go by these values; 0: plain values",
        low=0,
        high=20,
        default=0,
    )
    fewest_cards: tuple[str, ...] = spec(
        "capture modes in which only the captures with the fewest cards are allowed",
        choices=CAPTURE_MODES,
        default=(),
    )
    twins: str = spec(
        "in a deck that holds every card twice: free, a card takes its twin like any other "
        "card; only_to_sweep, a card may take its own twin (7D' with 7D) only in a capture "
        "that clears the table (the 80-card Mariscal)",
        choices=("free", "only_to_sweep"),
        default="free",
    )
    compulsory: str = spec(
        "card: a card that can capture cannot be laid; hand: if any card can capture, the "
        "player must capture; none: any card may be laid",
        choices=("card", "hand", "none"),
    )
    figures: str = spec(
        "any: the figures (the deck's three highest ranks) capture and are captured like any "
        "card; same_only: a figure takes only a figure of the same rank, and is never part of "
        "a sum nor takes one (Cicera: J, Q and K take only the same figure)",
        choices=("any", "same_only"),
        default="any",
    )
    ace: AceRules = spec("the Ace-takes-all rules", default_factory=AceRules)
    builds: BuildRules = spec("builds on the table", default_factory=BuildRules)
    leftovers: str = spec(
        "after the last play, the cards left on the table go to the last capturer, or to nobody",
        choices=("last_capturer", "nobody"),
    )
    steal: StealRules = spec(
        "taking an opponent's pile by its top card (Rubamazzo)", default_factory=StealRules
    )


@dataclass(frozen=True, kw_only=True)
class SweepRules:
    points: int = spec("points for a sweep (scopa, escoba)", low=0, high=10)
    value: str = spec(
        "fixed: each sweep scores `points`; card: the capturing card's value; cards_taken: "
        "the cards taken, the played card included",
        choices=("fixed", "card", "cards_taken"),
        default="fixed",
    )
    on_last_play: bool = spec(
        "a capture that empties the table on the round's last play is a sweep"
    )
    by_card: FrozenMap[str, int] = spec(
        "what a sweep made with one of these cards is worth instead, e.g. {10S: -4}: a sweep "
        "with the King of swords costs 4 (Mariscal). The round summary itemises them apart "
        "from the other sweeps; 0 makes a sweep with that card no sweep at all",
        low=-20,
        high=20,
        default_factory=FrozenMap,
    )
    twin: int | None = spec(
        "what a sweep that takes the played card's own twin is worth instead (the 80-card "
        "Mariscal: 3); none: as any sweep",
        low=-20,
        high=20,
        default=None,
    )
    twin_by_card: FrozenMap[str, int] = spec(
        "what a sweep that takes the played card's twin is worth when made with one of these "
        "cards, before `twin`, e.g. {10S: 10}: the King of swords sweeping the other King of "
        "swords wins 10 (the 80-card Mariscal)",
        low=-20,
        high=20,
        default_factory=FrozenMap,
    )


@dataclass(frozen=True, kw_only=True)
class PlayPointRules:
    """Points scored as a capture is made, beside the sweep (Cicera's in-play points); a
    capture earning several scores each, and a sweep besides."""

    last_laid: int = spec(
        "points for taking, with a card of the same rank, the card the previous player has "
        "just laid on the table (Cicera's picchiata)",
        low=0,
        high=10,
        default=0,
    )
    one_suit: int = spec(
        "points for a capture whose played card and every card taken are of one suit "
        "(Cicera's bager)",
        low=0,
        high=10,
        default=0,
    )
    many_cards: int = spec(
        "points for taking at least `many_cards_at_least` table cards in one capture, the "
        "played card not counted (Cicera's piccola)",
        low=0,
        high=10,
        default=0,
    )
    many_cards_at_least: int = spec(
        "the table cards one capture must take for the `many_cards` points",
        low=2,
        high=12,
        default=3,
    )


@dataclass(frozen=True, kw_only=True)
class MatchRules:
    target: int = spec("points that win the match", low=1, high=1000)
    targets: FrozenMap[int, int] = spec(
        "a different target by player count, e.g. {3: 16, 4: 21}",
        low=1,
        high=1000,
        default_factory=FrozenMap,
    )
    other_targets: tuple[int, ...] = spec(
        "other targets the variant is commonly played to, offered beside its own when a "
        "match is set up (FRAC: [100])",
        low=1,
        high=1000,
        default=(),
    )
    ties_play_on: bool = spec(
        "sides tied at or above the target play more rounds (else the match is drawn)", default=True
    )
    cappotto: int | None = spec(
        "a side leading by this score to nil wins at once", low=1, default=None
    )
    all_coins_wins: bool = spec("taking all ten coins in a round wins the match", default=False)
    all_suit_wins: str | None = spec(
        "a suit (D, C, S, B): taking every card of it in a round wins the match (Cicera: S, "
        "all 13 swords); null: none beside all_coins_wins",
        choices=("D", "C", "S", "B"),
        default=None,
    )
    coins_reset: int | None = spec(
        "taking at least this many coins in a round sets every other side's match score back "
        "to 0 (Scopa libia: 10, some play 8; null: never)",
        low=6,
        high=10,
        default=None,
    )
    rounds: int | str | None = spec(
        "the match is this many rounds at most (1: a single-round match); after the last "
        "one the highest score wins (null: play to the target only). per_dealer: as many "
        "rounds as players, each dealing once, and no target: the highest total after the "
        "last wins, a tie as ties_play_on says (Scopa a 52 carte, seed 001)",
        choices=ROUND_WORDS,
        low=1,
        high=100,
        default=None,
    )
    tie_card: str | None = spec(
        "a card (like 10D): when a match of set rounds (match.rounds) ends level, the side "
        "that took it in the last round wins (null: a tie plays on, or is drawn)",
        max_len=3,
        default=None,
    )
    first_dealer_card: str | None = spec(
        "a card (like 10D): the first dealer is found by dealing the shuffled deck face up, "
        "one card to each seat in turn from the first, until it appears; the seat it falls "
        "to deals, and the cards go back to be shuffled (null: the last seat deals first)",
        max_len=3,
        default=None,
    )
    objective: str = spec(
        "win: the first side to the target wins (several past it: the highest); lose: the "
        "first to the target loses (several past it: the highest) and the lowest score wins",
        choices=("win", "lose"),
        default="win",
    )
    elimination: bool = spec(
        "reaching the target takes a player out and the others play on, each deal for the "
        "players still in, until one is left, who wins (needs objective lose and everyone "
        "alone)",
        default=False,
    )


TERM_KEYS = ("all", *LANGUAGE_CODES)
TERM_KEYS_SAID = "all or a language code (en, it, es, pt, fr, ...)"
RANKS = tuple(range(1, 11))


@dataclass(frozen=True, kw_only=True)
class DeclarationKind:
    """One scoring hand a player may declare: give exactly one of ``same_rank``,
    ``same_suit`` and ``total_at_most``."""

    same_rank: int | None = spec(
        "this many cards of one rank (among `ranks`) in the hand", low=2, high=4, default=None
    )
    same_suit: int | None = spec(
        "this many cards of one suit (among `ranks`) in the hand", low=2, high=10, default=None
    )
    total_at_most: int | None = spec(
        "the values of the whole hand add up to this or less", low=1, high=100, default=None
    )
    ranks: tuple[int, ...] = spec(
        "the ranks that count for same_rank and same_suit (e.g. [1, 2, 3])",
        choices=RANKS,
        default=RANKS,
    )
    points: int = spec("points the declaration scores", low=1, high=30)
    name: FrozenMap[str, str] = spec(
        "the declaration's own name, by language (all: every language), e.g. "
        "{all: Napoli}; without it the table describes it",
        keys=TERM_KEYS,
        keys_said=TERM_KEYS_SAID,
        default_factory=FrozenMap,
    )


@dataclass(frozen=True, kw_only=True)
class DeclarationRules:
    """Hands a player shows before playing the first card of a deal, for points."""

    kinds: tuple[DeclarationKind, ...] = spec(
        "the hands that may be declared (none: no declarations)", default=()
    )
    combine: str = spec(
        "best: a hand scores its best declaration only; by_kind: the best of each kind "
        "(same rank, same suit, total) added together",
        choices=("best", "by_kind"),
        default="best",
    )
    wild: str | None = spec(
        "a card (e.g. 7C) its holder may give any rank when declaring; it then plays at "
        "that rank until it is captured",
        default=None,
    )


@dataclass(frozen=True, kw_only=True)
class ClaimRules:
    """Sweeps claimed with a card played face down, which may be a bluff (Scopa a chi
    fidasse): the other sides answer in turn whether they trust the claim."""

    sweep: bool = spec(
        "true: a player may play any card face down, claiming that it sweeps the table. "
        "Trusted by every other side, the sweep stands unseen; doubted, the card is shown",
        default=False,
    )
    bluff_penalty: int = spec(
        "points a doubted claim costs its claimant when the card could not sweep (the claim "
        "is cancelled: the card is laid on the table)",
        low=0,
        high=10,
        default=1,
    )
    doubt_penalty: int = spec(
        "points a doubted claim costs the doubter's side when the card could sweep (the "
        "sweep stands)",
        low=0,
        high=10,
        default=1,
    )


@dataclass(frozen=True, kw_only=True)
class TermsRules:
    """A house rule's own words. Each is a mapping from a language (en, it, es, ...) to the
    word, with ``all`` for every language not named: ``sweep: {all: escoba}``. Without them
    the words are the catalogues' (the game's, or the preset's own: Escoba's escoba), which
    the core never reads."""

    sweep: FrozenMap[str, str] = spec(
        "what a sweep is called (without it: the preset's word, scopa or escoba)",
        keys=TERM_KEYS,
        keys_said=TERM_KEYS_SAID,
        default_factory=FrozenMap,
    )
    sweeps: FrozenMap[str, str] = spec(
        "the plural of the sweep's name",
        keys=TERM_KEYS,
        keys_said=TERM_KEYS_SAID,
        default_factory=FrozenMap,
    )
    settebello: FrozenMap[str, str] = spec(
        "the seven of coins' nickname",
        keys=TERM_KEYS,
        keys_said=TERM_KEYS_SAID,
        default_factory=FrozenMap,
    )


DECK_SIZE = 40


@dataclass(frozen=True)
class DealPlan:
    """A round's deal for a player count: ``table`` cards face up, then deals of ``hands[i]``
    cards to every seat; ``left`` cards are never dealt; ``size`` cards in the deck."""

    players: int
    table: int
    hands: tuple[int, ...]
    left: int = 0
    size: int = DECK_SIZE

    @property
    def deals(self) -> int:
        return len(self.hands)

    @property
    def largest_hand(self) -> int:
        return max(self.hands, default=0)

    @property
    def all_at_once(self) -> bool:
        """Every card is dealt in the first deal: there is never a stock to show."""
        return self.deals <= 1

    def hand_after(self, stock: int) -> int:
        """The hand size of the deal made when ``stock`` cards are left (0: no more deals).
        The first deal comes before the table is laid, from the whole deck."""
        if stock == self.size:
            return self.hands[0] if self.hands else 0
        left = self.size - self.table
        for k in self.hands:
            if left == stock:
                return k
            left -= k * self.players
        return 0


@dataclass(frozen=True, kw_only=True)
class Rules:
    """One variant's rules. Build with :meth:`preset`, :meth:`load` or :meth:`from_yaml`."""

    name: str = spec("a short identifier", default="custom")
    title: str = spec("the name shown to players", default="")
    description: str = spec("a sentence about the variant", default="")
    deck: DeckRules = spec("the deck")
    players: PlayerRules = spec("players and teams")
    deal: DealRules = spec("the deal")
    capture: CaptureRules = spec("captures")
    sweep: SweepRules = spec("sweeps")
    scoring: ScoringRules = spec("round scoring")
    match: MatchRules = spec("the match")
    terms: TermsRules = spec("the variant's own words", default_factory=TermsRules)
    declarations: DeclarationRules = spec(
        "hands declared for points before a deal's first card",
        default_factory=DeclarationRules,
    )
    play_points: PlayPointRules = spec(
        "points scored as a capture is made, beside the sweep", default_factory=PlayPointRules
    )
    claims: ClaimRules = spec(
        "sweeps claimed face down, which the other sides may trust or doubt",
        default_factory=ClaimRules,
    )
    _source: str | None = field(default=None, compare=False, repr=False)
    _base: str | None = field(default=None, compare=False, repr=False)
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # hashed once, when made (never later, by play): a game looks its compiled rules up
        # by them at every start
        object.__setattr__(self, "_hash", self._field_hash())

    def _field_hash(self) -> int:
        return hash(tuple(getattr(self, f.name) for f in fields(self) if f.compare))

    def __hash__(self) -> int:
        cached = self._hash
        return self._field_hash() if cached is None else cached

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("_hash", None)  # string hashes differ from one process to the next
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        object.__setattr__(self, "_hash", self._field_hash())

    # ----------------------------------------------------------------- loading
    @staticmethod
    def presets() -> list[str]:
        """The preset names, e.g. ``["asso_piglia_tutto", "escoba", ...]``: the folder is
        listed once (the screens ask every frame, for a variant's title)."""
        folder = resources.rules_dir()
        names = _PRESET_NAMES.get(str(folder))
        if names is None:
            names = tuple(sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml")))
            _PRESET_NAMES[str(folder)] = names
        return list(names)

    @staticmethod
    def presets_in_menu_order() -> list[str]:
        """The presets as menus list them: the classic game first, then by name."""
        return sorted(Rules.presets(), key=lambda n: (n != DEFAULT_PRESET, n))

    @classmethod
    def preset(cls, name: str) -> Rules:
        if name not in cls.presets():
            import difflib

            hint = difflib.get_close_matches(name, cls.presets(), n=1)
            tip = f" (did you mean {hint[0]!r}?)" if hint else ""
            raise RulesError(
                f"there is no preset {name!r}{tip}; the presets are {', '.join(cls.presets())}"
            )
        data, marks, base = _resolve_preset(name, ())
        return _finish(data, marks, f"{name}.yaml", name=name, base=base)

    @classmethod
    def load(cls, path: str | Path) -> Rules:
        path = Path(path)
        data, marks, base = _resolve_file(path, ())
        return _finish(data, marks, str(path), name=path.stem, base=base, own=True)

    @classmethod
    def from_yaml(cls, text: str, *, file: str = "<rules>", folder: Path | None = None) -> Rules:
        data, marks = read_yaml(text, file)
        data, marks, base = _resolve(data, marks, file, folder, ())
        return _finish(data, marks, file, name="custom", base=base)

    @classmethod
    def from_data(cls, data: dict[str, Any], *, file: str = "<data>") -> Rules:
        """Rebuild rules from :meth:`to_data` output (saves and match records)."""
        if not isinstance(data, dict):
            raise RulesError(Problem("the rules should be a mapping of keys", file=file))
        try:
            check_depth(data)
        except ValueError as exc:
            raise RulesError(Problem(str(exc), file=file)) from None
        data, marks, base = _resolve(dict(data), {}, file, None, ())
        return _finish(data, marks, file, name=str(data.get("name", "custom")), base=base)

    def to_data(self) -> dict[str, Any]:
        """Every rule as plain data: loading it back gives equal rules."""
        return to_data(self)

    def to_yaml(self) -> str:
        return yaml.safe_dump(self.to_data(), sort_keys=False, allow_unicode=True)

    def replace(self, **sections: Any) -> Rules:
        """A copy with whole fields or sections replaced, validated like a file."""
        data = merge(self.to_data(), to_data(sections), Rules)
        return Rules.from_data(data, file=self._source or "<rules>")

    # ---------------------------------------------------------------- queries
    @property
    def source(self) -> str | None:
        """The file the rules were read from (None for presets built from data)."""
        return self._source

    @property
    def base(self) -> str | None:
        """The nearest preset in the ``extends:`` chain (a preset's own name), if any."""
        return self._base

    def teams(self, players: int) -> tuple[int, ...]:
        """The team index of each seat. Partners sit opposite or alternate, never side by side."""
        n_teams = players // self.players.team_size(players)
        return tuple(seat % n_teams for seat in range(players))

    def points_per_card(self) -> tuple[int, ...]:
        """The points each card (index 0..39) scores by itself when a side takes it: the
        settebello, re bello and seven of cups, and every ``scoring.card_points`` entry
        naming it (the computer players value captures by it).

        >>> Rules.preset("scopa").points_per_card()[6]  # the settebello
        1
        """
        return points_per_card(self.scoring)

    def target(self, players: int) -> int:
        return self.match.targets.get(players, self.match.target)

    def round_count(self, players: int) -> int | None:
        """How many rounds a match of ``players`` is set to (None: played to the target):
        ``match.rounds``, or with ``per_dealer`` one round for each player to deal.

        >>> Rules.preset("scopa_52").round_count(8), Rules.preset("scopa").round_count(2)
        (8, None)
        """
        rounds = self.match.rounds
        if rounds == "per_dealer":
            return players
        return rounds if isinstance(rounds, int) else None

    @property
    def plays_to_target(self) -> bool:
        """Whether reaching the target decides the match (not with ``match.rounds:
        per_dealer``, where only the rounds do)."""
        return self.match.rounds != "per_dealer"

    def deal_plan(self, players: int) -> DealPlan:
        """How a round is dealt to ``players`` seats: the table, then each deal's hand size.

        >>> Rules.preset("scopa").replace(deal={"hand": 4}).deal_plan(2).hands
        (4, 4, 4, 4, 2)
        """
        shape = self.deal.by_players.get(players)
        hand = self.deal.hand if shape is None else shape.hand
        table = self.deal.table if shape is None else shape.table
        size = self.deck.cards.size
        left = size - table
        hands = []
        while left >= players:
            k = min(hand, left // players)
            hands.append(k)
            left -= k * players
        return DealPlan(players=players, table=table, hands=tuple(hands), left=left, size=size)

    @property
    def points_are_good(self) -> bool:
        """Whether a side wants points (the usual game) or wants to avoid them (a losing
        objective): the sign the computer players give every point they estimate.

        >>> Rules.preset("scopa").points_are_good
        True
        """
        return self.match.objective == "win"

    def dealt_counts(self) -> tuple[int, ...]:
        """Every number of players a round may be dealt to: the allowed counts and those a
        mechanism deals to (in an elimination game, every smaller count down to the last
        two: see :mod:`.elimination`)."""
        counts = set(self.players.counts)
        for mechanism in installed():
            counts.update(mechanism.dealt_counts(self))
        return tuple(sorted(counts))

    @staticmethod
    def allowed(*path: str) -> FieldSpec:
        """What the rule at ``path`` means and allows, e.g. ``Rules.allowed("sweep",
        "value").choices`` is ``("fixed", "card", "cards_taken")``."""
        return field_spec(Rules, path)

    def _deck_conflicts(self) -> list[Conflict]:
        """Cards and ranks the rules name that the deck does not hold (a Jack of 11 in the
        40-card deck): every rule written against a card must find it in the deck."""
        ranks, size = self.deck.ranks, self.deck.cards.size
        named: list[tuple[tuple[str | int, ...], str, int]] = []  # (place, as written, rank)
        for i, rule in enumerate(self.deal.redeal):
            named.append((("deal", "redeal", i, "rank"), str(rule.rank), rule.rank))
        cards: list[tuple[tuple[str | int, ...], str | None]] = [
            *(named for m in installed() for named in m.named_cards(self)),
            (("match", "tie_card"), self.match.tie_card),
            (("match", "first_dealer_card"), self.match.first_dealer_card),
            *((("sweep", "by_card", k), k) for k in self.sweep.by_card),
        ]
        for place, text in cards:
            with contextlib.suppress(ValueError):  # not a card at all: said as bad_card
                if text is not None:
                    named.append((place, text, Card.parse(text).rank))
        for i, entry in enumerate(self.scoring.card_points):
            for key in ("cards", "beside"):
                text = getattr(entry, key)
                with contextlib.suppress(ValueError):  # said as bad_card_class
                    for atom in card_class_atoms(text or ""):
                        rank = int(atom) if atom.isdigit() else 0
                        if not rank and atom not in SUIT_LETTERS and atom != "A":
                            rank = Card.parse(atom).rank
                        named.append((("scoring", "card_points", i, key), atom, rank))
        return [
            (
                place,
                f"{text} is not in a deck of {size} cards (ranks 1 to {ranks})",
                "not_in_deck",
                {"value": text, "size": size, "ranks": ranks},
            )
            for place, text, rank in named
            if rank > ranks
        ]

    def _most_cards_without_redeal(self) -> int:
        """The most cards a first table can hold that no redeal rule rejects: fewer than
        ``at_least`` of each rank with a rule (the smallest, if several), any of the rest."""
        least: dict[int, int] = {}
        for rule in self.deal.redeal:
            least[rule.rank] = min(least.get(rule.rank, 5), rule.at_least)
        ranks = range(1, self.deck.ranks + 1)
        return sum(min(4, least[rank] - 1) if rank in least else 4 for rank in ranks)

    def check(self) -> list[Conflict]:
        """Rules that are each valid but do not fit together: (key path, English sentence,
        kind, parts) each, the kind and parts for a translation. The plain game's rules are
        checked here, then each mechanism's (:meth:`.mechanism.Mechanism.conflicts`), then
        every card named against the deck."""
        out = self._seat_conflicts()
        out += self._capture_conflicts()
        out += self._redeal_conflicts()
        out += self._card_conflicts()
        for mechanism in installed():
            out += mechanism.conflicts(self)
        out += self._deck_conflicts()
        out += [
            (
                ("match", "targets", count),
                f"{count} is not a player count ({PLAYER_COUNTS})",
                "not_a_player_count",
                {"n": count},
            )
            for count in self.match.targets
            if count not in PLAYER_COUNTS
        ]
        return out

    def _seat_conflicts(self) -> list[Conflict]:
        """A default player count not allowed, and counts that cannot share the deal."""
        out: list[Conflict] = []
        if self.players.default not in self.players.counts:
            out.append(
                (
                    ("players", "default"),
                    f"{self.players.default} is not among players.counts",
                    "default_not_allowed",
                    {"n": self.players.default},
                )
            )
        for count in self.dealt_counts():
            shape = self.deal.by_players.get(count)
            hand = self.deal.hand if shape is None else shape.hand
            dealt = self.deck.cards.size - (self.deal.table if shape is None else shape.table)
            parts: dict[str, object] = {"n": count, "cards": dealt, "hand": hand}
            if dealt % count:
                out.append(
                    (
                        ("players", "counts"),
                        f"{count} players cannot share evenly the {dealt} cards left once the "
                        "table is laid",
                        "uneven_deal",
                        parts,
                    )
                )
            elif hand * count > dealt:
                out.append(
                    (
                        ("deal", "hand"),
                        f"{count} players with {hand} cards each need more than the "
                        f"{dealt} cards left once the table is laid",
                        "hands_too_big",
                        parts,
                    )
                )
        return out

    def _capture_conflicts(self) -> list[Conflict]:
        """No capture mode, or a fewest-cards rule for a mode not played."""
        out: list[Conflict] = [
            (
                ("capture", "fewest_cards"),
                f"{mode!r} is not one of capture.modes",
                "fewest_not_a_mode",
                {"mode": mode},
            )
            for mode in self.capture.fewest_cards
            if mode not in self.capture.modes
        ]
        if not self.capture.modes:
            out.append((("capture", "modes"), "name at least one capture mode", "no_modes", {}))
        return out

    def _redeal_conflicts(self) -> list[Conflict]:
        """Redeal rules that every first table of the deal would meet."""
        most = self._most_cards_without_redeal()
        biggest = max([self.deal.table, *(d.table for d in self.deal.by_players.values())])
        if most >= biggest:
            return []
        return [
            (
                ("deal", "redeal"),
                f"every first table of {biggest} cards would be dealt again: a "
                f"table without a redeal holds at most {most} cards",
                "redeal_every_deal",
                {"cards": biggest, "most": most},
            )
        ]

    def _card_conflicts(self) -> list[Conflict]:
        """Cards and classes of cards the plain rules name that are none."""
        out: list[Conflict] = []
        for i, entry in enumerate(self.scoring.card_points):
            for key in ("cards", "beside"):
                text = getattr(entry, key)
                if text is None:
                    continue
                try:
                    card_class_mask(text)
                except ValueError as exc:
                    place: tuple[str | int, ...] = ("scoring", "card_points", i, key)
                    out.append((place, str(exc), "bad_card_class", {"value": text}))
        named: list[tuple[tuple[str | int, ...], str | None]] = [
            *((("sweep", "by_card", k), k) for k in self.sweep.by_card),
            (("match", "tie_card"), self.match.tie_card),
            (("match", "first_dealer_card"), self.match.first_dealer_card),
        ]
        for place, text in named:
            if text is None:
                continue
            try:
                Card.parse(text)
            except ValueError as exc:
                out.append((place, str(exc), "bad_card", {"value": text}))
        return out


# --------------------------------------------------------------- resolution
_NOT_INHERITED = ("name", "title", "description")
MAX_EXTENDS = 16  # files in one `extends:` chain
MAX_NAME = 64  # characters in the name `extends:` gives
_PLAIN_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_ .-]*")


def _read_rules_file(path: Path) -> bytes:
    """The bytes of a rules file, read the one bounded way (see :mod:`.reading`)."""
    try:
        return read_bounded(path, MAX_BYTES)
    except FileRefused as exc:
        params = {"reason": exc.code, "limit": MAX_BYTES}
        raise RulesError(
            Problem(f"cannot be read: {exc}", file=str(path), code="unreadable", params=params)
        ) from None


def _resolve_preset(name: str, chain: tuple[str, ...]) -> tuple[dict[str, Any], Marks, str]:
    file = f"{name}.yaml"
    raw = (resources.rules_dir() / file).read_bytes()
    data, marks = read_yaml(raw, file)
    data, marks, _ = _resolve(data, marks, file, None, chain)
    return data, marks, name


def _resolve_file(path: Path, chain: tuple[str, ...]) -> tuple[dict[str, Any], Marks, str | None]:
    data, marks = read_yaml(_read_rules_file(path), str(path))
    return _resolve(data, marks, str(path), path.parent, chain)


def _extends_target(parent: str, folder: Path | None, where: dict[str, Any]) -> Path | None:
    """The file ``extends: parent`` names, or None for a preset; a name that could leave
    the rules folder (a path, ``..``, an absolute name) is refused."""
    if len(parent) > MAX_NAME:
        raise RulesError(
            Problem(f"the name is {len(parent):,} characters; at most {MAX_NAME}", **where)
        )
    if parent.removesuffix(".yaml") in Rules.presets() and "/" not in parent:
        return None
    if not _PLAIN_NAME.fullmatch(parent) or ".." in parent:
        raise RulesError(
            Problem(
                f"{parent[:40]!r} should be a preset or the name of a file in the same folder "
                "(no folders, no '..')",
                **{**where, "code": "extends_outside", "params": {"name": parent[:40]}},
            )
        )
    candidate = None
    if folder is not None:
        candidate = folder / parent
        if not candidate.suffix:
            candidate = candidate.with_suffix(".yaml")
        try:
            inside = candidate.resolve().is_relative_to(folder.resolve())
        except (OSError, RuntimeError, ValueError):
            inside = False
        if not inside:
            raise RulesError(
                Problem(
                    f"{parent!r} leads out of the rules folder",
                    **{**where, "code": "extends_outside", "params": {"name": parent}},
                )
            )
    if candidate is None or not is_regular_file(candidate):
        import difflib

        hint = difflib.get_close_matches(parent, Rules.presets(), n=1)
        tip = f" (did you mean {hint[0]!r}?)" if hint else ""
        raise RulesError(
            Problem(
                f"{parent!r} is neither a preset nor a file next to this one{tip}; the "
                f"presets are {', '.join(Rules.presets())}",
                **{
                    **where,
                    "code": "extends_unknown",
                    "params": {"name": parent[:40], "hint": hint[0] if hint else ""},
                },
            )
        )
    return candidate


def _resolve(
    data: Any, marks: Marks, file: str, folder: Path | None, chain: tuple[str, ...]
) -> tuple[dict[str, Any], Marks, str | None]:
    """Follow ``extends:`` and merge the parent under the child."""
    if data is None:  # a document of nothing: "---" alone
        data = {}
    if not isinstance(data, dict):
        raise RulesError(
            Problem(
                "a rules file is a mapping of keys (like `extends: scopa`)",
                file=file,
                line=1,
                column=1,
                code="file_not_mapping",
            )
        )
    if not data and not chain:
        raise RulesError(
            Problem(
                "the file is empty: a house rule starts with `extends: scopa` (or another "
                "preset) and then changes only what differs",
                file=file,
                code="empty_file",
            )
        )
    parent = data.pop("extends", None)
    if parent is None:
        return data, marks, None
    mark = marks.get(("extends",))
    where: dict[str, Any] = {
        "file": file,
        "line": mark.line if mark else None,
        "column": mark.column if mark else None,
        "key": "extends",
    }
    if not isinstance(parent, str) or not parent:
        raise RulesError(Problem("should name a preset or a rules file", **where))
    if parent in chain:
        raise RulesError(
            Problem(f"{parent!r} extends itself through {' -> '.join((*chain, parent))}", **where)
        )
    if len(chain) >= MAX_EXTENDS:
        raise RulesError(
            Problem(
                f"more than {MAX_EXTENDS} files extend one another here",
                **{**where, "code": "extends_too_deep", "params": {"limit": MAX_EXTENDS}},
            )
        )
    candidate = _extends_target(parent, folder, where)
    base: str | None
    if candidate is None:
        pdata, pmarks, base = _resolve_preset(parent.removesuffix(".yaml"), (*chain, parent))
    else:
        pdata, pmarks, base = _resolve_file(candidate, (*chain, parent))
    for key in _NOT_INHERITED:
        pdata.pop(key, None)
    merged_marks = dict(pmarks)
    merged_marks.update(marks)
    return merge(pdata, data, Rules), merged_marks, base


def _finish(
    data: dict[str, Any], marks: Marks, file: str, *, name: str, base: str | None, own: bool = False
) -> Rules:
    """The rules of ``data``, named ``name`` unless it names itself. A rules file read from
    the disk (``own``) never takes a preset's name, whether from its file name or its ``name:``:
    the name is what statistics and saves tell variants apart by, so a ``scopa.yaml`` of
    house rules is ``scopa_house``, counted apart from the preset it changes."""
    data.setdefault("name", printable(name, 200))  # a file's name may hold anything
    if isinstance(data["name"], str):
        data.setdefault("title", printable(data["name"].replace("_", " ").capitalize(), 79))
        if own:
            presets = Rules.presets()
            while data["name"] in presets:
                data["name"] += "_house"
    rules: Rules = build(Rules, data, marks, file)
    return dataclasses.replace(rules, _source=file, _base=base)
