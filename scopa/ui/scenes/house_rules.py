"""The house-rules panel: the chosen variant's options in words, changed and saved as YAML.

Each change goes through ``Rules.replace``, so a combination the rules core refuses is
refused here too, with its message. "Use" plays the changed rules in this match; "Save"
writes a house-rule file (``extends:`` the preset, only the differences) that New match
lists from then on.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from ...core.cards import SUIT_LETTERS, SUITS
from ...core.errors import RulesError
from ...core.rules import DEFAULT_PRESET, Rules
from ...words.cards import suit_name
from ...words.variants import is_preset, preset_gender, preset_title, term, title
from ..i18n import language, t
from ..messages import rules_refusal_text
from ..nav import Navigator
from ..widgets import Button, Choice, TextField
from .form import FormScene, Row

_POINTS = (0, 1, 2, 3, 4, 5)  # the panel offers these; the rules allow what Rules.allowed says
_BONUS = (None, 1, 2, 3, 4)  # a bonus that may be none at all (every coin)
_TARGETS = (11, 15, 16, 21, 31, 51)
_MODES = (
    ("match", "sum"),
    ("fifteen",),
    ("match", "fifteen"),
    ("eleven",),
    ("match", "eleven"),
    ("match", "difference"),  # Scopa inversa: subtraction instead of the sum
    ("match", "sum", "difference"),  # its hybrid, "tanto con sumas como con restas"
)
_HANDS = (2, 3, 4, 5, 6, 8, 9, 10)
_TABLES = (0, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class Option:
    """One row of the panel: a rule, and the values offered for it. The values come from the
    rules' own field metadata (true/false, or the choices a field allows); numbers and
    capture-mode sets are a short list of the panel's, kept within what the field allows."""

    path: tuple[str, ...]
    offered: tuple[Any, ...] = ()
    players: int | None = None  # shown only where the rules let this many sit
    # a deal's size: where the rules deal a player count its own way (deal.by_players), the
    # row reads and changes that count's deal, the one the match being set up is dealt
    by_players: bool = False

    def shown(self, rules: Rules) -> bool:
        if self.path == ("match", "target") and not rules.plays_to_target:
            return False  # a match of a round per dealer has no target
        return self.players is None or self.players in rules.players.counts

    def place(self, rules: Rules, players: int) -> tuple[str | int, ...]:
        """Where the row's value lives for a table of ``players``: its own path, or that
        count's entry of ``deal.by_players``."""
        if self.by_players and players in rules.deal.by_players:
            return ("deal", "by_players", players, self.path[-1])
        return self.path

    @property
    def key(self) -> str:
        return "hr_" + "_".join(self.path)

    @property
    def values(self) -> tuple[Any, ...]:
        spec = Rules.allowed(*self.path)
        if spec.kind == "int":
            return tuple(
                v
                for v in self.offered
                if (v is None and spec.nullable)
                or (
                    v is not None
                    and (spec.low is None or v >= spec.low)
                    and (spec.high is None or v <= spec.high)
                )
            )
        if spec.kind == "list":
            allowed = set(spec.choices or ())
            return tuple(o for o in self.offered if set(o) <= allowed)
        return tuple(spec.choices or ())


GROUPS: tuple[tuple[str, tuple[Option, ...]], ...] = (
    (
        "hr_group_deal",
        (
            Option(("deal", "hand"), _HANDS, by_players=True),
            Option(("deal", "table"), _TABLES, by_players=True),
            Option(("deal", "last_face_up")),
            Option(("deal", "redeal_dealer")),
        ),
    ),
    (
        "hr_group_capture",
        (
            Option(("capture", "modes"), _MODES),
            Option(("capture", "match_forbids_sums")),
            Option(("capture", "compulsory")),
            Option(("capture", "figures")),
            Option(("capture", "ace", "takes_all")),
            Option(("capture", "ace", "sweep")),
            Option(("capture", "ace", "free_choice")),
            Option(("capture", "leftovers")),
        ),
    ),
    (
        "hr_group_sweep",
        (
            Option(("sweep", "points"), _POINTS),
            Option(("sweep", "on_last_play")),
            Option(("play_points", "last_laid"), _POINTS),
            Option(("play_points", "one_suit"), _POINTS),
            Option(("play_points", "many_cards"), _POINTS),
        ),
    ),
    (
        "hr_group_scoring",
        (
            Option(("scoring", "cards"), _POINTS),
            Option(("scoring", "coins"), _POINTS),
            Option(("scoring", "all_coins"), _BONUS),
            Option(("scoring", "settebello"), _POINTS),
            Option(("scoring", "primiera"), _POINTS),
            Option(("scoring", "primiera_scale")),
            Option(("scoring", "primiera_missing_suit")),
            Option(("scoring", "sevens"), _POINTS),
            Option(("scoring", "sevens_tiebreak")),
            Option(("scoring", "all_sevens"), _POINTS),
            Option(("scoring", "all_sevens_replaces"), (("settebello",), ())),  # yes, no
            Option(("scoring", "napola")),
            Option(("scoring", "re_bello"), _POINTS),
            Option(("scoring", "ties")),
        ),
    ),
    (
        "hr_group_match",
        (
            Option(("match", "target"), _TARGETS),
            Option(("match", "ties_play_on")),
            Option(("match", "objective")),
            Option(("players", "four"), players=4),
            Option(("players", "six"), players=6),
            Option(("players", "eight"), players=8),
        ),
    ),
)


def terms_of(rules: Rules) -> dict[str, str]:
    """The variant's own words the panel's labels take: "Points for an escoba", "Velo"."""
    lang = language()
    nick = term(rules, "settebello", lang)
    sweeps = term(rules, "sweeps", lang)
    suit = SUITS[SUIT_LETTERS.index(rules.scoring.suit)]  # Cicera's: swords
    return {
        "sweep": term(rules, "sweep", lang),
        "Sweeps": sweeps[:1].upper() + sweeps[1:],
        "Nick": nick[:1].upper() + nick[1:],
        "coins": suit_name(suit, rules.deck.art, lang).lower(),
    }


def table_counts(rules: Rules, option: Option, players: int) -> list[int]:
    """The tables a row is shown for: the one being set up (``players``) and, for a deal's
    size in an elimination game, each smaller table the match deals as players leave
    (Scopone romano al contrario: four or five, then three, then the last two)."""
    if not option.by_players or not rules.match.elimination:
        return [players]
    left = [n for n in rules.dealt_counts() if n < players]
    return [players, *reversed(left)]


def option_label(
    rules: Rules, option: Option, count: int, players: int, terms: dict[str, str]
) -> str:
    """A row's words: the rule, and the table it is for where that is not every table."""
    label = t(option.key, **terms)
    if count != players:  # once players have left the match
        return t("hr_with_players_left", label=label, n=count)
    if option.place(rules, count) != option.path:  # this many players are dealt their own way
        return t("hr_with_players", label=label, n=count)
    return label


def rule_changes(before: Rules, after: Rules, players: int) -> list[str]:
    """What the panel changed from ``before`` to ``after`` for a table of ``players``, each
    as its row says it with the new value ("Points for an escoba: 2"), in the panel's order;
    the target, which New match shows on its own row, is left out."""
    terms = terms_of(after)
    out: list[str] = []
    for _group, options in GROUPS:
        for option in options:
            if option.path == ("match", "target") or not option.shown(after):
                continue
            for count in table_counts(after, option, players):
                new = value_of(after, option.place(after, count))
                old = value_of(before, option.place(before, count))
                if old == new:
                    continue
                if option.by_players and before.deal_plan(count) == after.deal_plan(count):
                    continue  # the same deal, written another way (a count's own entry)
                label = option_label(after, option, count, players, terms)
                out.append(t("hr_change", label=label, value=words(new, option.path)))
    return out


def value_of(rules: Rules, path: tuple[str | int, ...]) -> Any:
    value: Any = rules
    for part in path:
        value = value[part] if isinstance(part, int) else getattr(value, part)
    return value


# fields whose values have words of their own, hrv_<field>_<value>: a tie in sevens "stays
# a tie" where another rule's "none" is "no" or "not scored"
_OWN_WORDS = {("scoring", "sevens_tiebreak"), ("deal", "redeal_dealer")}


def value_key(value: str, path: tuple[str, ...] = ()) -> str:
    """The catalogue key of a rule's value in words."""
    return f"hrv_{path[-1]}_{value}" if path in _OWN_WORDS else f"hrv_{value}"


def words(value: Any, path: tuple[str, ...] = ()) -> str:
    """A rule's value as the player reads it (a scoring category worth nothing, or without
    its rule, reads "not scored" whichever way it is switched off)."""
    off = value is None or (value in (0, "none") and not isinstance(value, bool))
    if path[:1] == ("scoring",) and path not in _OWN_WORDS and off:
        return t("hrv_not_scored")
    if isinstance(value, bool):
        return t("yes" if value else "no")
    if isinstance(value, int):
        return str(value)
    if path == ("scoring", "all_sevens_replaces"):  # the categories they stand for
        return t("yes" if value else "no")
    if isinstance(value, tuple):
        return " + ".join(t(f"mode_{m}") for m in value)
    return t(value_key(value, path))


def offered_with(values: tuple[Any, ...], current: Any) -> tuple[Any, ...]:
    """The values a row steps through: those offered, and the rule's own value where it is
    not among them, numbers in their order (none first)."""
    if current in values:
        return values
    every = (*values, current)
    if all(v is None or (isinstance(v, int) and not isinstance(v, bool)) for v in every):
        return tuple(sorted(every, key=lambda v: (v is not None, v or 0)))
    return every


def changed(rules: Rules, path: tuple[str | int, ...], value: Any) -> Rules:
    """``rules`` with one option changed, validated by the rules core (raises RulesError).
    The whole section goes to ``Rules.replace``: a mapping in it (a player count's deal)
    is replaced whole, so it must be given whole."""
    data = rules.to_data()
    section = data[str(path[0])]
    node = section
    for part in path[1:-1]:
        node = node[part]
    node[path[-1]] = list(value) if isinstance(value, tuple) else value
    if path == ("match", "target"):
        section["targets"] = {}
    return rules.replace(**{str(path[0]): section})


def default_title(rules: Rules) -> str:
    """A new house rule's name after ``rules``: "My Scopa" ("La mia Scopa", but "Il mio
    Scopone": the catalogue gives each preset's title its gender, and a house rule takes
    the gender of the preset it is based on)."""
    lang = language()
    gender = preset_gender(rules.name if is_preset(rules) else rules.base or "", lang)
    return t("house_rule_default_title", variant=title(rules, lang), gender=gender)


def own_deal(rules: Rules, players: int, option: Option, value: Any) -> Rules:
    """``rules`` where a table of ``players``, dealt so far as every table without a deal of
    its own, is dealt so but for ``option``'s field (``hand`` or ``table``) set to ``value``,
    as a ``deal.by_players`` entry of its own; raises :class:`RulesError` where the rules
    refuse that deal too."""
    deal = rules.to_data()["deal"]
    shape = {"hand": rules.deal.hand, "table": rules.deal.table, option.path[-1]: value}
    deal["by_players"][players] = shape
    return rules.replace(deal=deal)


class MatchSetup(Protocol):
    """The screen the panel was opened from (New match): the rules it would play, and where
    the panel's changes go back to."""

    players: int  # the seats of the match being set up

    def match_rules(self) -> Rules: ...
    def use_rules(self, rules: Rules) -> None: ...
    def reload(self, select: Path) -> None: ...
    def say(self, message: str, error: bool = False) -> None: ...


def _free_title(app: Navigator, title: str) -> str:
    """``title``, or "title 2", "title 3"... where a house rule already has it: two files of
    one name could not be told apart in New match."""
    taken = {h.title for h in app.store.house_rules() if h.rules is not None}
    n, free = 1, title
    while free in taken and n < 100:
        n += 1
        free = f"{title} {n}"
    return free


class HouseRules(FormScene):
    title_key = "house_rules"
    label_share = 0.55

    def __init__(self, app: Navigator, setup: MatchSetup) -> None:
        self.setup = setup
        self.rules = setup.match_rules()
        self.players = setup.players
        base = self.rules.base or DEFAULT_PRESET
        self.base = base
        self.name = _free_title(app, default_title(Rules.preset(base)))
        super().__init__(app)

    def build(self) -> None:
        based = preset_title(self.base, language())
        use, save = t("use_rules"), t("save_rules")  # the buttons' own words
        self.rows.append(Row(t("house_rules_intro", variant=based, use=use, save=save), note=True))
        # the name first: what New match will list the file as
        untitled = default_title(self.rules)  # what an empty name saves as
        field = TextField(self.name, self._title, limit=32, placeholder=untitled)
        self.rows.append(Row(t("house_rule_title"), field))
        terms = terms_of(self.rules)
        for group, options in GROUPS:
            self.rows.append(Row(t(group, **terms)))
            for option in options:
                if not option.shown(self.rules):
                    continue
                for count in table_counts(self.rules, option, self.players):
                    place = option.place(self.rules, count)
                    current = value_of(self.rules, place)
                    values = offered_with(option.values, current)
                    choices = [(v, words(v, option.path)) for v in values]
                    label = option_label(self.rules, option, count, self.players, terms)
                    setter = self._setter(option, count)
                    self.rows.append(
                        Row(label, Choice(choices, current, setter, click=self.app.click))
                    )
        self.buttons = [
            Button(t("back"), self.back, click=self.app.click),
            Button(t("use_rules"), self.use, default=True, click=self.app.click),
            Button(t("save_rules"), self.save, click=self.app.click),
        ]

    def _setter(self, option: Option, count: int):
        def set_value(value: Any) -> None:
            place = option.place(self.rules, count)
            if count != self.players and place == option.path:
                # a smaller table dealt as the others are: it gets a deal of its own, so
                # that the table being set up keeps its deal
                try:
                    self.rules = own_deal(self.rules, count, option, value)
                    self.message = None
                except RulesError as exc:
                    self.say(rules_refusal_text(exc.first), error=True, passing=True)
                self.rebuild()
                return
            try:
                self.rules = changed(self.rules, place, value)
                self.message = None
            except RulesError as exc:
                own = None
                if option.by_players and place == option.path:
                    # the deal cannot change for every player count the variant allows, but
                    # it may for the table being set up: it gets a deal of its own
                    with contextlib.suppress(RulesError):
                        own = own_deal(self.rules, count, option, value)
                if own is not None:
                    self.rules = own
                    self.message = None
                else:
                    self.say(rules_refusal_text(exc.first), error=True, passing=True)
                self.rebuild()  # show the value that holds, and where it lives

        return set_value

    def _title(self, name: str) -> None:
        self.name = name

    def use(self) -> None:
        self.setup.use_rules(self.rules)
        self.app.pop(self)

    def save(self) -> None:
        title = self.name.strip() or default_title(self.rules)
        try:
            path = self.app.store.save_house_rule(self.rules, self.base, title)
        except (RulesError, OSError) as exc:
            self.say(str(exc), error=True)
            return
        self.saved_path = path
        self.setup.reload(path)
        self.setup.say(t("house_rule_saved", file=str(path)))
        self.app.pop(self)
