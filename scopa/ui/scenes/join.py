"""Join a match: the matches announced on the network, or an address and a join code.

Looking for matches (:func:`scopa.net.discovery.find_matches`) runs on a thread of its own,
again every few seconds; joining (:class:`scopa.net.client.Client`) on the client's own
network thread. The screen only reads what they found, each frame, and never waits.
"""

from __future__ import annotations

import logging
import threading
import time

from ...net.client import Client
from ...net.discovery import Found, find_matches
from ...net.protocol import CODE_PATTERN, read_code
from ...words.variants import title as variant_title
from ..i18n import language, t
from ..nav import Navigator
from ..storage import JoinedSeat
from ..table.remote import RemoteMatch
from ..widgets import Button, TextField
from .form import FormScene, Row

log = logging.getLogger(__name__)

LOOK_EVERY = 5.0  # seconds between two looks for matches on the network
GIVE_UP = 15.0  # seconds without the host's welcome before the screen says so
GIVE_UP_QUEUED = 150.0  # ... when the host checks join codes in turn (wrong ones are tried)
REFUSALS = ("bad_code", "too_many_tries", "bad_token", "table_full", "code_retired")


class Finder:
    """The matches on the network, looked for again and again on a daemon thread."""

    def __init__(self) -> None:
        self.found: list[Found] = []
        self.looked = False  # one look has ended
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="scopa-find", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.found = find_matches(2.0)
            except Exception as exc:  # discovery is a convenience: never a reason to stop
                log.info("looking for matches: %s", exc)
            self.looked = True
            self._stop.wait(LOOK_EVERY)

    def close(self) -> None:
        self._stop.set()


class JoinScreen(FormScene):
    title_key = "join_title"

    def __init__(self, app: Navigator, *, discover: bool = True) -> None:
        self.address = ""
        self.code = ""
        self.name = app.settings.player_name
        self.finder = Finder() if discover else None
        self.shown: list[Found] = []
        self.client: Client | None = None
        self.since = 0.0
        self.give_up = GIVE_UP  # seconds to wait for the host's welcome (tests wait longer)
        self.kept = app.store.last_seat()  # the seat joined last, to take back after a crash
        self.taking_back = False
        super().__init__(app)

    def build(self) -> None:
        kept = self.kept
        if kept is not None:
            self.rows.append(Row(t("join_kept_title")))
            back = Button(t("join_take_back"), self.take_back, click=self.app.click)
            label = t("join_kept", title=kept.title, address=kept.address, seat=kept.seat + 1)
            self.rows.append(Row(label, back))
        # the fields first: matches found as the screen is read come in below them, and
        # never move a field being typed in
        self.rows += [
            Row(t("join_by_address")),
            Row(t("join_address"), TextField(self.address, self._set_address, limit=60)),
            Row(t("join_code"), TextField(self.code, self._set_code, limit=9)),
            Row(
                t("set_player_name"),
                TextField(self.name, self._set_name, limit=16, placeholder=t("you")),
            ),
        ]
        self.rows.append(Row(t("join_found")))
        if not self.shown:
            looked = self.finder is None or self.finder.looked
            self.rows.append(Row(t("join_none" if looked else "join_looking"), note=True))
        self._none_row = len(self.rows) - 1 if not self.shown else -1
        for found in self.shown:
            pick = Button(t("join_pick"), self._picker(found), click=self.app.click)
            label = t("join_match", title=found.title, address=found.address, open=found.open_seats)
            self.rows.append(Row(label, pick))
        self.buttons = [
            Button(t("join_button"), self.join, default=True, click=self.app.click),
            Button(t("back"), self.back, click=self.app.click),
        ]

    def _picker(self, found: Found):
        def pick() -> None:
            self.address = found.address
            self.rebuild()
            # the address is filled in: the join code is what to type next
            code = next((r.widgets[0] for r in self.rows if r.label == t("join_code")), None)
            if code is not None:
                self.focus = code

        return pick

    def _set_address(self, text: str) -> None:
        self.address = text.strip()

    def _set_code(self, text: str) -> None:
        self.code = text.strip()

    def _set_name(self, text: str) -> None:
        self.name = text.strip()

    # -- joining -----------------------------------------------------------------------
    def take_back(self) -> None:
        """Join the seat kept, with its token: the host hands it back."""
        kept = self.kept
        if kept is None or self.client is not None:
            return
        self.address, self.code = kept.address, kept.code
        self.join(token=kept.token)

    def join(self, token: str | None = None) -> None:
        """Connect (on the client's thread); :meth:`update` opens the table on its welcome."""
        if self.client is not None:
            return
        host, _, port = self.address.rpartition(":")
        if not host or not port.isdigit():
            self.say(t("join_bad_address"), error=True)
            return
        code = read_code(self.code)  # "482 913" as the host shows it, or "482913"
        if token is None and not CODE_PATTERN.fullmatch(code):  # a seat's token needs none
            self.say(t("join_bad_code"), error=True)
            return
        self.code = code
        self.client = Client(self.address, code, name=self.name, token=token)
        self.taking_back = token is not None
        self.client.start()
        self.since = time.monotonic()  # the network's time, not the frames'
        self.say(t("join_joining", address=self.address))

    def update(self, dt: float) -> None:
        if self.finder is not None and self.finder.found != self.shown:
            self.shown = list(self.finder.found)
            self.rebuild()
        elif (
            self.finder is not None
            and not self.shown
            and self.finder.looked
            and self.rows[self._none_row].label != t("join_none")
        ):
            self.rebuild()
        client = self.client
        if client is None:
            return
        client.poll()
        if client.view is not None and client.seat is not None:
            self.client = None
            if client.token and client.rules is not None:
                title = variant_title(client.rules, language())
                seat = JoinedSeat(
                    self.address, self.code, client.token, client.seat, title, self.name
                )
                self.app.store.remember_seat(seat)
            self.close()
            config = RemoteMatch.config_for(client, self.app.settings.speed)
            match = RemoteMatch(config, client, on_end=self.app.store.forget_seat)
            self.app.start_match(config, match=match)
            return
        waited = time.monotonic() - self.since
        if client.queued and (self.message or ("",))[0] != t("join_queued"):
            self.say(t("join_queued"))  # the welcome comes later: the screen says why
        give_up = max(self.give_up, GIVE_UP_QUEUED) if client.queued else self.give_up
        if client.error is not None or client.closed or waited > give_up:
            code = str((client.error or {}).get("code") or "")
            if self.taking_back and code in ("bad_token", "bad_code"):  # that match is gone
                self.app.store.forget_seat()
                self.kept = None
                self.rebuild()
            self.say(t(f"join_refused_{code}" if code in REFUSALS else "join_unreachable"), True)
            self.client = None
            threading.Thread(target=client.close, daemon=True).start()

    def back(self) -> None:
        self.close()
        if self.client is not None:
            client, self.client = self.client, None
            threading.Thread(target=client.close, daemon=True).start()
        super().back()

    def close(self) -> None:
        if self.finder is not None:
            self.finder.close()
