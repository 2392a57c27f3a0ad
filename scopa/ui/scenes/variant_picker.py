"""Every variant at once: its name and what it is, to choose one for a new match.

New match steps through the variants one at a time; with thirty and more, a player looking
for one they half remember wants to see them all. The list gives each variant its line from
the catalogue (a house-rule file: its file and the preset it is based on; a broken one: its
mistake, greyed), the one chosen now marked and in view. Up and Down move, a letter jumps to
the next variant starting with it, Enter or a click chooses, Escape goes back unchanged.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...core.reading import printable
from ...words.variants import preset_title
from ..i18n import language, t
from ..nav import Navigator
from ..text import GOLD, LIGHT
from ..widgets import Button
from .form import RED, FormScene, Row


def _fold(text: str) -> str:
    """``text`` compared as a player types it: no case, no accents."""
    plain = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in plain if not unicodedata.combining(c))


class VariantPicker(FormScene):
    """The variants of New match as one list; ``choose(index)`` is told the one picked."""

    title_key = "variant_pick_title"
    label_share = 0.7

    def __init__(
        self,
        app: Navigator,
        variants: Sequence[Any],
        current: int,
        choose: Callable[[int], None],
        source: Callable[[], tuple[Sequence[Any], int]] | None = None,
    ) -> None:
        self.variants = list(variants)
        self.current = current
        self.choose = choose
        # where the list comes from: read again when it changes (a file added or fixed in
        # the rules folder while the list is open), so that a pick is of the list as it is
        self.source = source
        self._listed = variants
        self.picks: list[tuple[int, Button]] = []  # (variant index, its button), listed order
        super().__init__(app)
        chosen = next((b for i, b in self.picks if i == current), None)
        if chosen is not None:
            self.focus = chosen
            self.reveal = True  # the variant chosen now is in view when the list opens

    def build(self) -> None:
        self.picks = []
        presets = [i for i, v in enumerate(self.variants) if v.preset]
        own = [i for i, v in enumerate(self.variants) if not v.preset]
        self.rows.append(Row(t("variant_pick_presets", n=len(presets))))
        for i in presets:
            self._add(i)
        if own:
            broken = sum(1 for i in own if self.variants[i].rules is None)
            heading = (
                t("variant_pick_own_broken", n=len(own), broken=broken)
                if broken
                else t("variant_pick_own", n=len(own))
            )
            self.rows.append(Row(heading))  # every file listed is counted, the broken said so
            for i in own:
                self._add(i)
        self.buttons = [Button(t("back"), self.back, click=self.app.click)]

    def _add(self, index: int) -> None:
        v = self.variants[index]
        chosen = index == self.current
        label = t("variant_pick_chosen") if chosen else t("variant_pick_choose")
        button = Button(
            label, self._picker(index), enabled=v.rules is not None, click=self.app.click
        )
        button.default = chosen  # Enter with nothing else focused keeps what was chosen
        self.picks.append((index, button))
        self.rows.append(Row(v.title, button, colour=GOLD if chosen else None))
        if v.error:
            self.rows.append(Row(t("house_rule_broken", message=v.error), note=True, colour=RED))
        elif v.preset:
            self.rows.append(Row(t(f"desc_{v.preset}"), note=True))
        elif v.path is not None and v.rules is not None:
            if v.description:  # the house rule in its own words, then where it comes from
                self.rows.append(Row(v.description, note=True, colour=LIGHT))
            based = preset_title(v.rules.base, language()) if v.rules.base else "-"
            file = printable(v.path.name)
            self.rows.append(Row(t("house_rule_file", file=file, base=based), note=True))

    def update(self, dt: float) -> None:
        if self.source is None:
            return
        variants, current = self.source()
        if variants is not self._listed:
            self._listed, self.variants, self.current = variants, list(variants), current
            self.rebuild()

    def _picker(self, index: int) -> Callable[[], None]:
        def pick() -> None:
            self.app.pop(self)
            self.choose(index)

        return pick

    def _keep_focus_visible(self, area: pygame.Rect, f: int, band: int = 0) -> None:
        """The variant in focus in view with the lines that say what it is, below it, clear
        of the cues' strips (``band`` high)."""
        for n, row in enumerate(self.rows):
            if self.focus in row.widgets:
                bottom = row.top + row.height
                for below in self.rows[n + 1 :]:
                    if not below.note:
                        break
                    bottom = below.top + below.height
                if row.top < self.scroll + band:
                    self.scroll = row.top - f * 0.3 - band
                elif bottom > self.scroll + area.height - band:
                    self.scroll = min(
                        row.top - f * 0.3 - band, bottom - area.height + f * 0.3 + band
                    )
                return

    def _key(self, event: pygame.event.Event) -> None:
        letter = _fold(getattr(event, "unicode", "") or "")
        if (
            len(letter) == 1
            and letter.isalnum()
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
        ):
            self._jump(letter)
            return
        super()._key(event)

    def _jump(self, letter: str) -> None:
        """To the next variant (after the one in focus, round the list) whose name starts
        with ``letter``; where none does, the focus stays."""
        order = [(i, b) for i, b in self.picks if b.enabled]
        at = next((n for n, (_, b) in enumerate(order) if b is self.focus), -1)
        for step in range(1, len(order) + 1):
            i, button = order[(at + step) % len(order)]
            if _fold(self.variants[i].title).startswith(letter):
                self.focus = button
                self.reveal = True
                return
