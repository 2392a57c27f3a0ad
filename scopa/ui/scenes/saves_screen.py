"""Save slots: the Load screen lists them (unusable ones with the reason), Save names one.

A slot holds the match record and the table setup; loading replays the record through the
rules core (:mod:`scopa.store.saves`), so what is resumed is always a legal position.
"""

from __future__ import annotations

import re
from datetime import datetime

from ...core.game import Game
from ...words.variants import title_of
from ..i18n import in_every_language, language, t
from ..match import config_for
from ..messages import save_error_text
from ..nav import Navigator
from ..storage import STAMP_FORMAT, MatchSetup, SaveError, SlotInfo
from ..table.face import TableFace
from ..table.words import side_scores
from ..widgets import Button, TextField
from .form import RED, FormScene, Row, confirm, replacing_match


def when(moment: datetime | None, now: datetime | None = None) -> str:
    """A moment as the language in use says it, from ``now``: "today at 03:36", "yesterday
    at 21:05", "2 Dec 2026 at 03:36"."""
    if moment is None:
        return "-"
    if moment.tzinfo is not None:  # written elsewhere, or before a change of clocks
        moment = moment.astimezone()
    day = moment.date()
    today = (now or datetime.now()).date()
    clock = moment.strftime("%H:%M")
    if day == today:
        return t("date_today", time=clock)
    if (today - day).days == 1:
        return t("date_yesterday", time=clock)
    month = t("months_short").split()[moment.month - 1]
    return t("date_on", day=moment.day, month=month, year=moment.year, time=clock)


_STAMP = re.compile(r"(\d{4}-\d{2}-\d{2} \d{2})\.(\d{2})")  # a name's date: 2026-12-02 03.36


def _kept_word(name: str) -> str | None:
    """The word a match kept aside starts with ("Kept", "Guardada": whichever language kept
    it), before its date; None for a save the player named."""
    for word in in_every_language("kept_prefix"):
        if name.startswith(word) and _STAMP.match(name[len(word) :].lstrip()):
            return word
    return None


def is_kept(name: str) -> bool:
    """Whether a save is a match kept aside ("Kept 2026-12-02 03.36"), not one the player
    named."""
    return _kept_word(name) is not None


def shown_name(name: str, now: datetime | None = None) -> str:
    """A save's name as the Load screen says it: a match kept aside in another language
    ("Guardada 2026-12-02 03.36") in this one's word ("Kept"), and the date in a name (a
    file's name cannot hold a colon) as the language says it: "Kept today at 03:36"."""
    word = _kept_word(name)
    if word is not None:
        name = f"{t('kept_prefix')}{name[len(word) :]}"

    def said(found: re.Match[str]) -> str:
        try:
            return when(datetime.strptime(found.group(0), STAMP_FORMAT), now)
        except ValueError:  # digits that only look like a date: "2026-13-45 99.99"
            return f"{found.group(1)}:{found.group(2)}"

    return _STAMP.sub(said, name)


def slot_line(slot: SlotInfo, now: datetime | None = None) -> str:
    """What a slot holds, in words: variant, players, each side's score by name against the
    target, round, and when it was saved (unless its name already says that minute)."""
    fields = {
        "variant": title_of(slot.variant, slot.title, language()),
        "players": t("players_n", n=slot.players),
        "score": side_scores(slot.seats, slot.names, slot.deck, slot.teams, slot.scores),
        "target": slot.target,
        "round": slot.round,
    }
    stamped = _STAMP.search(slot.name)
    if (
        stamped
        and slot.saved_at is not None
        and stamped.group(0) == slot.saved_at.astimezone().strftime(STAMP_FORMAT)
    ):
        return t("slot_line_undated", **fields)
    return t("slot_line", date=when(slot.saved_at, now), **fields)


class LoadScreen(FormScene):
    title_key = "menu_load"
    label_share = 0.55  # the buttons keep room for their words at the largest text

    def __init__(self, app: Navigator) -> None:
        self.slots = app.store.slots()
        super().__init__(app)

    def build(self) -> None:
        """The saves the player named, then the matches kept aside (each match a command
        line or a new match replaced), together under a heading of their own that deletes
        them all at once, asking first."""
        if not self.slots:
            self.rows.append(Row(t("no_saves"), note=True))
        kept = sorted(  # the newest first, by the time in their names
            (slot for slot in self.slots if is_kept(slot.name)),
            key=lambda slot: stamp.group(0) if (stamp := _STAMP.search(slot.name)) else "",
            reverse=True,
        )
        for slot in self.slots:
            if slot not in kept:
                self._add(slot)
        if kept:  # the button that deletes them all after them, never the first in focus
            every = Button(t("delete_kept", n=len(kept)), self._delete_kept, click=self.app.click)
            self.rows.append(Row(t("kept_group", n=len(kept))))
            for slot in kept:
                self._add(slot)
            self.rows.append(Row(t("kept_group_note"), every, note=False))
        self.buttons = [Button(t("back"), self.back, default=True, click=self.app.click)]

    def _add(self, slot: SlotInfo) -> None:
        button = Button(
            t("load"), self._loader(slot), enabled=slot.error is None, click=self.app.click
        )
        remove = Button(t("delete"), self._deleter(slot), click=self.app.click)
        self.rows.append(Row(shown_name(slot.name), button, remove, weights=[1.0, 1.0]))
        if slot.error:
            reason = save_error_text(slot.error_code, slot.error)
            self.rows.append(Row(t("slot_broken", reason=reason), note=True, colour=RED))
        else:
            self.rows.append(Row(slot_line(slot), note=True))

    def _delete_kept(self) -> None:
        kept = [slot for slot in self.slots if is_kept(slot.name)]
        confirm(
            self.app,
            t("delete_kept_title"),
            t("delete_kept_question", n=len(kept)),
            t("delete_kept", n=len(kept)),
            t("keep_them"),
            lambda: self.delete_all(kept),
        )

    def delete_all(self, slots: list[SlotInfo]) -> None:
        for slot in slots:
            try:
                self.app.store.delete_slot(slot.path)
            except OSError as exc:  # one that cannot go stays listed; the others go
                self.say(str(exc), error=True)
        self.slots = self.app.store.slots()
        self.rebuild()

    def _loader(self, slot: SlotInfo):
        def load() -> None:
            self.load(slot)

        return load

    def _deleter(self, slot: SlotInfo):
        def ask() -> None:
            confirm(
                self.app,
                t("delete"),
                t("delete_question", name=shown_name(slot.name)),
                t("delete"),
                t("keep_save"),
                lambda: self.delete(slot),
            )

        return ask

    def delete(self, slot: SlotInfo) -> None:
        self.app.store.delete_slot(slot.path)
        self.slots = self.app.store.slots()
        self.rebuild()

    def load(self, slot: SlotInfo) -> None:
        try:
            saved = self.app.store.read_slot(slot.path)
        except SaveError as exc:
            self.say(t("slot_broken", reason=save_error_text(exc.code, str(exc))), error=True)
            return
        replacing_match(
            self.app,
            lambda: self.app.start_match(
                config_for(saved, self.app.settings.speed), game=saved.game
            ),
            t("replace_load"),
        )


def table_setup(table: TableFace) -> MatchSetup:
    """Who sits where at ``table``, as a save records it."""
    if table.keeper is not None:
        return table.keeper.setup
    cfg = table.config
    return MatchSetup(list(cfg.seats), list(cfg.names or []), cfg.deck, cfg.rules_file)


class SaveScreen(FormScene):
    title_key = "save_match"
    label_share = 0.35

    def __init__(self, app: Navigator, table: TableFace, on_saved=None) -> None:
        self.table = table
        self.on_saved = on_saved
        self.name = self.proposed = self._dated()
        self.slots = app.store.slots()
        super().__init__(app)

    def build(self) -> None:
        self.rows.append(Row(t("save_name"), TextField(self.name, self._named, limit=40)))
        self.rows.append(Row(t("save_note"), note=True))  # what a named save is for
        if self.slots:  # each one can be saved over, after the question
            self.rows.append(Row(t("saved_slots")))
            for slot in self.slots:
                replace = Button(t("overwrite"), self._replacer(slot.name), click=self.app.click)
                self.rows.append(Row(shown_name(slot.name), replace, weights=[1.0, 1.4]))
                if slot.error:
                    reason = save_error_text(slot.error_code, slot.error)
                    self.rows.append(Row(t("slot_broken", reason=reason), note=True, colour=RED))
                else:
                    self.rows.append(Row(slot_line(slot), note=True))
        self.buttons = [
            Button(t("back"), self.back, click=self.app.click),
            Button(t("save"), self.save, default=True, click=self.app.click),
        ]

    def _replacer(self, name: str):
        def ask() -> None:
            self.name = name
            self._ask_over(name)

        return ask

    def _ask_over(self, name: str) -> None:
        confirm(
            self.app,
            t("save_match"),
            t("overwrite_question", name=name),
            t("overwrite"),
            t("cancel"),
            lambda: self._write(name),
        )

    def _named(self, name: str) -> None:
        self.name = name

    def _dated(self) -> str:
        """The name a save is offered: the variant and the minute it is made."""
        rules = self.table.game.rules
        variant = title_of(rules.name, rules.title, language())
        return f"{variant} {datetime.now().strftime(STAMP_FORMAT)}"

    def save(self) -> None:
        if self.name == self.proposed:  # the name offered, kept: dated when it is saved,
            self.name = self._dated()  # so that it says the minute its slot line says
        name = self.name.strip()
        if not name:
            self.say(t("save_needs_name"), error=True)
            return
        if self.app.store.slot_exists(name):
            self._ask_over(name)
            return
        self._write(name)

    def _write(self, name: str) -> None:
        game = self.table.game
        if not isinstance(game, Game):  # a seat joined across the network: the host keeps it
            return
        try:
            path = self.app.store.save_slot(game, table_setup(self.table), name)
        except OSError as exc:
            self.say(t("save_failed", reason=str(exc)), error=True)
            return
        self.app.pop(self)
        if self.on_saved is not None:
            self.on_saved(t("saved_as", name=name, file=path.name))
