"""Settings: every change is saved at once and felt at once (language, sound, speed, window).

The settings file is the one a player can also edit by hand (see :mod:`scopa.store.settings`).
"""

from __future__ import annotations

import logging
from typing import Any

from ...words import catalogue
from ..decks import NoteWatch, deck_options, own_deck_note
from ..i18n import set_language, t
from ..nav import Navigator
from ..storage import HAND_ORDERS, SPEEDS
from ..widgets import Button, Choice, Slider, TextField, toggle
from .form import RED, FormScene, Row

log = logging.getLogger(__name__)
STAND_INS = (0, 30, 60, 120, 300)  # seconds an away network seat waits for its player


class SettingsScreen(FormScene):
    title_key = "menu_settings"

    def __init__(self, app: Navigator) -> None:
        self.deck_watch = NoteWatch()  # the deck's note, as its cards are checked
        super().__init__(app)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.deck_watch.due(self.app.settings.deck, dt):
            self.rebuild()

    def build(self) -> None:
        s = self.app.settings
        yes, no = t("on"), t("off")

        def choice(field: str, values: tuple[str, ...], prefix: str) -> Choice:
            options = [(v, t(f"{prefix}{v}")) for v in values]
            return Choice(options, getattr(s, field), self._setter(field), click=self.app.click)

        self.rows += [
            Row(t("set_group_game")),
            Row(
                t("set_language"),
                Choice(
                    [(k, catalogue.text(k, "language_name")) for k in catalogue.languages()],
                    s.language,
                    self._setter("language"),
                    click=self.app.click,
                ),
            ),
            Row(
                t("set_player_name"),
                TextField(
                    s.player_name, self._setter("player_name"), limit=16, placeholder=t("you")
                ),
            ),
            Row(t("set_hand_order"), choice("hand_order", HAND_ORDERS, "order_")),
            Row(
                t("set_confirm_play"),
                toggle(s.confirm_play, self._setter("confirm_play"), yes, no, click=self.app.click),
            ),
            Row(t("set_undo"), toggle(s.undo, self._setter("undo"), yes, no, click=self.app.click)),
            Row(t("set_group_look")),
            Row(
                t("deck"),
                Choice(
                    deck_options(s.deck, auto=True),
                    s.deck,
                    self._setter("deck"),
                    click=self.app.click,
                ),
            ),
            *self._deck_note(s.deck),
            Row(
                t("set_capture_values"), choice("capture_values", ("auto", "on", "off"), "values_")
            ),
            Row(t("set_speed"), choice("speed", SPEEDS, "speed_")),
            Row(
                t("set_fullscreen"),
                toggle(
                    self.app.fullscreen, self._setter("fullscreen"), yes, no, click=self.app.click
                ),
            ),
            Row(
                t("set_ui_scale"),
                Slider(
                    s.ui_scale,
                    self._setter("ui_scale"),
                    low=75,
                    high=200,
                    step=25,
                    click=self.app.click,
                ),
            ),
            Row(t("set_group_sound")),
            Row(
                t("set_sound"),
                toggle(s.sound, self._setter("sound"), yes, no, click=self.app.click),
            ),
            Row(t("set_volume"), Slider(s.volume, self._setter("volume"), click=self.app.click)),
            Row(t("set_group_network")),  # only a match with seats on other computers
            Row(
                t("set_stand_in"),
                Choice(
                    [(n, t("stand_in_n", n=n) if n else t("stand_in_never")) for n in STAND_INS],
                    s.stand_in_after if s.stand_in_after in STAND_INS else 0,
                    self._setter("stand_in_after"),
                    click=self.app.click,
                ),
            ),
        ]
        self.buttons = [Button(t("back"), self.back, default=True, click=self.app.click)]

    def _deck_note(self, deck: str) -> list[Row]:
        """Under a deck of the player's own: its licence, or what is wrong with it."""
        note = own_deck_note(deck)
        if note is None:
            return []
        text, problem = note
        return [Row(text, note=True, colour=RED if problem else None)]

    def _setter(self, field: str):
        def set_value(value: Any) -> None:
            self.change(field, value)

        return set_value

    def change(self, field: str, value: Any) -> None:
        """Store one setting, save the file and apply it now."""
        app = self.app
        app.settings = app.settings.replace(**{field: value})
        try:
            app.store.save_settings(app.settings)
        except OSError as exc:
            log.error("could not save the settings: %s", exc)
            self.say(t("settings_not_saved", reason=str(exc)), error=True)
        if field == "language":
            set_language(value)
            self.rebuild()
        elif field == "deck":
            self.rebuild()  # the note under a deck of one's own
        elif field == "fullscreen" and bool(value) != app.fullscreen:
            app.toggle_fullscreen()
        elif field == "ui_scale":  # every row grows or shrinks: the slider stays in view
            row = next(r for r in self.rows if r.label == t("set_ui_scale"))
            self.focus = row.widgets[0]
            self.reveal = True
        app.apply_settings()
        if field == "volume" or (field == "sound" and value):
            app.click()
