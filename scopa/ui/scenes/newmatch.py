"""New match: the variant, who sits where, the deck art and the target, then Start.

Every preset is offered, then the player's own house-rule files; a file with a mistake is
listed greyed with its message so it can be mended, and cannot be started. Defaults: you
against one Medium computer, Scopa, to 11.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from ...ai.levels import OFFERED
from ...core.errors import RulesError
from ...core.reading import printable
from ...core.rules import Rules
from ...words.variants import preset_title
from ..decks import NoteWatch, deck_options, own_deck_note, shows_game
from ..i18n import language, t
from ..match import MatchConfig
from ..messages import rules_problem_text
from ..nav import Navigator
from ..storage import Store
from ..table.words import computer_name
from ..text import GOLD, LIGHT
from ..widgets import GREY, Button, Choice, TextField
from .form import RED, FormScene, Row, replacing_match
from .house_rules import HouseRules, rule_changes
from .rules_screen import RulesScreen, own_words
from .variant_picker import VariantPicker

TARGETS = (11, 15, 16, 21, 31, 51)


@dataclass
class Variant:
    """One entry of the variant list: a preset, a house-rule file, or a broken file."""

    title: str
    rules: Rules | None
    preset: str | None = None
    path: Path | None = None
    error: str | None = None
    description: str = ""  # a house rule's own words about itself, as its file has them


def variants(store: Store) -> list[Variant]:
    names = Rules.presets_in_menu_order()
    presets = [(n, Rules.preset(n)) for n in names]  # each file read once
    titles = {n: preset_title(n, language()) for n in names}
    presets.sort(key=lambda p: (p[0] != names[0], titles[p[0]].casefold()))  # as players say
    out = [Variant(titles[n], rules, preset=n) for n, rules in presets]
    for house in store.house_rules():
        title = house.title if house.rules else printable(house.path.name)
        error = house.error and house.error.replace(f"{house.path.parent}{os.sep}", "")
        found = house.problems or ([house.problem] if house.problem is not None else [])
        if found:  # every problem of the file, one a line, as the command line lists them
            error = "\n".join(rules_problem_text(p, file=house.path.name) for p in found)
        if error:  # a file name on the disk may hold anything
            error = "\n".join(printable(line, 2000) for line in error.split("\n"))
        out.append(
            Variant(
                title,
                house.rules,
                path=house.path,
                error=error,
                description=own_words(house.rules),
            )
        )
    return out


def players_label(rules: Rules, n: int) -> str:
    teams = len(set(rules.teams(n)))
    if teams == n:
        return t("players_n", n=n)
    return t("players_teams", n=n, teams=teams, size=n // teams)


class NewMatch(FormScene):
    title_key = "new_match"

    def __init__(self, app: Navigator, select: Path | None = None) -> None:
        self.app = app
        self.deck_watch = NoteWatch()  # the note under a deck of one's own, as it is checked
        self.stamp = (app.store.house_rules_stamp(), 0.0)  # the rules folder, looked at when
        self.variants = variants(self.app.store)
        last = app.settings.last_variant
        remembered = next(
            (
                i
                for i, v in enumerate(self.variants)
                if v.rules is not None and last and last in (v.preset, v.path and v.path.name)
            ),
            0,
        )
        self.index = next(
            (i for i, v in enumerate(self.variants) if select and v.path == select), remembered
        )
        self.rules: Rules | None = None
        self.players = 2
        self.seats: list[str] = []
        self.names: list[str] = []
        self.deck = "neapolitan"
        self.target = 11
        self._choose(self.index)
        last_deck = app.settings.last_deck
        rules = self.rules
        if (
            self.index == remembered
            and last_deck
            and rules
            and shows_game(last_deck, rules.deck.ranks)
        ):
            self.deck = last_deck  # the deck chosen for it last time
        seats = list(app.settings.last_seats)
        if select is None and self.rules is not None and len(seats) in self.rules.players.counts:
            self.players = len(seats)  # the table as it was last time
            self.target = self.rules.target(self.players)
            self.seats, self.names = [], []
            self._seat(len(seats))
            self.seats = seats
            typed = list(app.settings.last_names)[: len(seats)]
            typed += [""] * (len(seats) - len(typed))
            self.names = [typed[i] or self._default_name(i, k, seats) for i, k in enumerate(seats)]
        super().__init__(app)

    # -- state ---------------------------------------------------------------------------
    @property
    def variant(self) -> Variant:
        return self.variants[self.index]

    def _choose(self, index: int) -> None:
        """A variant was picked: its own players, deck and target come with it."""
        self.index = index
        rules = self.variant.rules
        self.rules = rules
        if rules is None:
            return
        self.players = rules.players.default  # each variant comes with its usual table
        chosen = self.app.settings.deck
        self.deck = rules.deck.art if chosen == "auto" else chosen
        if not shows_game(self.deck, rules.deck.ranks):  # the 52-card game: a French deck
            self.deck = rules.deck.art
        self.target = rules.target(self.players)
        self._seat(self.players)

    def _default_name(self, seat: int, kind: str, seats: list[str]) -> str:
        if kind == "human":
            humans = [i for i, k in enumerate(seats) if k == "human"]
            if len(humans) == 1:
                return self.app.settings.player_name or t("you")
            return t("player_n", n=humans.index(seat) + 1)
        cpu = [i for i, k in enumerate(seats) if k != "human"].index(seat)
        return computer_name(cpu, self.rules.deck.art if self.rules else self.deck)

    @staticmethod
    def _worded_default(seat: int, seats: list[str]) -> str:
        """A person's default name in words of the language in use: "You" or "Player n"."""
        humans = [i for i, k in enumerate(seats) if k == "human"]
        return t("you") if len(humans) == 1 else t("player_n", n=humans.index(seat) + 1)

    def _seat(self, n: int) -> None:
        """``n`` seats: those there already keep their player and a name typed for them;
        the rest are new (the computer at Medium), with their usual names."""
        old = self.seats
        typed = self._typed_names()
        seats = [
            old[i] if i < len(old) else ("human" if i == 0 else "cpu:medium") for i in range(n)
        ]
        self.seats = seats
        self.names = [
            (typed[i] if i < len(typed) else "") or self._default_name(i, k, seats)
            for i, k in enumerate(seats)
        ]

    def _typed_names(self) -> list[str]:
        """Per seat, the name typed for it ("" where it has its usual name)."""
        return [
            "" if n.strip() in ("", self._default_name(i, k, self.seats)) else n.strip()
            for i, (k, n) in enumerate(zip(self.seats, self.names, strict=True))
        ]

    # -- rows ----------------------------------------------------------------------------
    def build(self) -> None:
        v = self.variant
        greyed = [i for i, x in enumerate(self.variants) if x.rules is None]
        self.rows.append(Row(t("match_setup")))
        options = [(i, x.title + ("" if x.preset else " *")) for i, x in enumerate(self.variants)]
        self.rows.append(
            Row(
                t("variant"),
                Choice(
                    options,
                    self.index,
                    self._variant,
                    greyed=greyed,
                    click=self.app.click,
                    name_steps=False,
                ),
                Button(t("variant_all"), self.pick_variant, click=self.app.click),
                weights=(2.6, 1),
            )
        )
        if v.error:
            self.rows.append(Row(t("house_rule_broken", message=v.error), note=True, colour=RED))
        elif v.preset:
            # as tall as the longest description, so stepping through the variants never
            # moves the rows below under the pointer
            told = [t(f"desc_{x.preset}") for x in self.variants if x.preset]
            self.rows.append(Row(t(f"desc_{v.preset}"), note=True, room_for=told))
        elif v.path is not None and v.rules is not None:
            if v.description:
                self.rows.append(Row(v.description, note=True, colour=LIGHT))
            based = preset_title(v.rules.base, language()) if v.rules.base else "-"
            file = printable(v.path.name)
            self.rows.append(Row(t("house_rule_file", file=file, base=based), note=True))
        if v.rules is not None and self.rules is not None and self.rules != v.rules:
            # the house-rules panel's changes, used for this match and not saved: said, so
            # that the player sees they hold (the variant's name and words are its own)
            changes = rule_changes(v.rules, self.rules, self.players)
            if changes:
                said = t("house_rules_in_use", changes="; ".join(changes))
                self.rows.append(Row(said, note=True, colour=GOLD))
        playable = len(self.variants) - len(greyed)  # a broken file is no variant to play
        if len(self.variants) > 8:  # too many to step through: say how to jump
            self.rows.append(Row(t("variant_keys", n=playable), note=True, colour=GREY))
        rules = self.rules
        if rules is not None:
            counts = [(n, players_label(rules, n)) for n in rules.players.counts]
            self.rows.append(
                Row(t("players"), Choice(counts, self.players, self._players, click=self.app.click))
            )
            decks = deck_options(self.deck, ranks=rules.deck.ranks)
            self.rows.append(
                Row(t("deck"), Choice(decks, self.deck, self._deck, click=self.app.click))
            )
            note = own_deck_note(self.deck)
            if note is not None:
                self.rows.append(Row(note[0], note=True, colour=RED if note[1] else None))
            own = (rules.target(self.players), *rules.match.other_targets)
            targets = sorted({*TARGETS, *own, self.target})
            points = [(n, t("points_n", n=n)) for n in targets]
            if rules.plays_to_target:  # not a match of a round per dealer: it has no target
                self.rows.append(
                    Row(
                        t("target_score"),
                        Choice(points, self.target, self._target, click=self.app.click),
                    )
                )
            self.rows.append(Row(t("seats")))
            kinds = [("human", t("seat_human"))] + [(f"cpu:{lv}", t(f"cpu_{lv}")) for lv in OFFERED]
            kinds.append(("net", t("seat_net")))
            teams = rules.teams(self.players)
            for seat, kind in enumerate(self.seats):
                label = t("seat_n", n=seat + 1)
                if len(set(teams)) < self.players:
                    label = t("seat_team", seat=label, team="ABCD"[teams[seat]])
                said = (  # what the seat is called if its field is left empty
                    t("player_n", n=seat + 1)
                    if kind == "net"
                    else self._default_name(seat, kind, self.seats)
                )
                field = TextField(self.names[seat], self._namer(seat), limit=16, placeholder=said)
                choice = Choice(kinds, kind, self._kinder(seat), click=self.app.click)
                self.rows.append(Row(label, choice, field, weights=(1.15, 1)))
        self.buttons = [
            Button(t("back"), self.back, click=self.app.click),
            Button(
                t("house_rules"), self.house_rules, enabled=rules is not None, click=self.app.click
            ),
            Button(
                t("menu_rules"), self.show_rules, enabled=rules is not None, click=self.app.click
            ),
            Button(
                t("start"),
                self.start,
                default=True,
                enabled=rules is not None,
                click=self.app.click,
            ),
        ]

    def _variant(self, index: int) -> None:
        self._choose(index)
        self.message = None
        self.rebuild()

    def pick_variant(self) -> None:
        """Every variant as one list, with what each is; the one picked comes back here."""
        self.app.push(
            VariantPicker(
                self.app,
                self.variants,
                self.index,
                self._variant,
                source=lambda: (self.variants, self.index),
            )
        )

    def _players(self, n: int) -> None:
        self.players = n
        assert self.rules is not None
        self.target = self.rules.target(n) if self.target in TARGETS else self.target
        self._seat(n)
        self.rebuild()

    def _deck(self, deck: str) -> None:
        changed = own_deck_note(deck) is not None or own_deck_note(self.deck) is not None
        self.deck = deck
        if changed:
            self.rebuild()  # the note under a deck of one's own comes or goes

    def _target(self, target: int) -> None:
        self.target = target

    def _namer(self, seat: int):
        def set_name(name: str) -> None:
            self.names[seat] = name

        return set_name

    def _kinder(self, seat: int):
        def set_kind(kind: str) -> None:
            was = [self._default_name(i, k, self.seats) for i, k in enumerate(self.seats)]
            self.seats[seat] = kind
            for i, k in enumerate(self.seats):  # names still at their default follow the seats
                if self.names[i] in ("", was[i]):
                    self.names[i] = self._default_name(i, k, self.seats)
            self.rebuild()

        return set_kind

    # -- buttons -------------------------------------------------------------------------
    def match_rules(self) -> Rules:
        """The rules to play: the variant (or its house-rule edits) with the chosen target."""
        assert self.rules is not None
        rules = self.rules
        if self.target != rules.target(self.players):
            rules = rules.replace(match={"target": self.target, "targets": {}})
        return rules

    def use_rules(self, rules: Rules) -> None:
        """The house-rules panel changed the rules for this match."""
        self.rules = rules
        self.target = rules.target(self.players)
        self.rebuild()

    def house_rules(self) -> None:
        self.app.push(HouseRules(self.app, self))

    def show_rules(self) -> None:
        self.app.push(
            RulesScreen(
                self.app,
                self.match_rules(),
                self.deck,
                self.players,
                description=self.variant.description,
            )
        )

    def update(self, dt: float) -> None:
        """Once a second, a look at the rules folder: a file added, fixed or broken there
        shows in the list at once, not at the next visit."""
        stamp, waited = self.stamp
        waited += dt
        if waited >= 1.0:
            now = self.app.store.house_rules_stamp()
            if now != stamp:
                self.refresh()
            stamp, waited = now, 0.0
        self.stamp = (stamp, waited)
        if self.deck_watch.due(self.deck, dt):  # the deck's note, as its cards are checked
            self.rebuild()

    def refresh(self) -> None:
        """The variants read again, the one chosen kept (picked again if it changed)."""
        old = self.variant
        self.variants = variants(self.app.store)
        same = next(
            (
                i
                for i, v in enumerate(self.variants)
                if (v.preset, v.path) == (old.preset, old.path)
            ),
            None,
        )
        if same is None:
            self._choose(0)
        elif (self.variants[same].rules, self.variants[same].error) != (old.rules, old.error):
            self._choose(same)
        else:
            self.index = same
        self.rebuild()

    def reload(self, select: Path) -> None:
        """A house-rule file was written: list it and pick it."""
        self.variants = variants(self.app.store)
        index = next((i for i, v in enumerate(self.variants) if v.path == select), self.index)
        players = self.players
        self._choose(index)
        if self.rules is not None and players in self.rules.players.counts:
            self.players = players
            self.target = self.rules.target(players)
            self._seat(players)
        self.rebuild()

    def start(self) -> None:
        if self.rules is None:
            first = (self.variant.error or "").split("\n")[0]  # the list shows them all
            self.say(t("house_rule_broken", message=first), error=True)
            return
        try:
            rules = self.match_rules()
        except RulesError as exc:
            self.say(str(exc), error=True)
            return
        names = [
            n.strip() or self._default_name(i, k, self.seats)
            for i, (k, n) in enumerate(zip(self.seats, self.names, strict=True))
        ]
        # a person's name left at "You" or "Player n" is given as none: the table says it in
        # the language in use, then and after a change in Settings
        given = [
            "" if k == "human" and n == self._worded_default(i, self.seats) else n
            for i, (k, n) in enumerate(zip(self.seats, names, strict=True))
        ]
        humans = [i for i, k in enumerate(self.seats) if k == "human"]
        settings = self.app.settings.replace(
            last_variant=self.variant.preset
            or (self.variant.path.name if self.variant.path else ""),
            last_seats=tuple(self.seats),
            last_names=tuple(self._typed_names()),
            last_deck=self.deck,
        )
        if len(humans) == 1 and names[humans[0]] not in (t("you"), settings.player_name):
            settings = settings.replace(player_name=names[humans[0]])
        if settings != self.app.settings:
            self.app.settings = settings
            with contextlib.suppress(OSError):
                self.app.store.save_settings(settings)
        config = MatchConfig(
            rules,
            list(self.seats),
            deck=self.deck,
            speed=self.app.settings.speed,
            names=given,
            rules_file=str(self.variant.path) if self.variant.path else None,
        )
        replacing_match(self.app, lambda: self.app.start_match(config), t("replace_start"))
