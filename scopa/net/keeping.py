"""The host's match kept on disk after every move, and taken up again after a restart.

The match itself is an ordinary save (:func:`scopa.store.saves.encode_save`, read back by
:func:`~scopa.store.saves.read_save`, which replays it through the rules core), with each
network seat in its setup as ``human`` (a person plays it, elsewhere), kept as the table
keeps its autosave (:class:`scopa.store.journal.Keeping`): each move appended to a journal
beside it (``lan/host.journal``) before the host tells it to the seats, the full save
written now and then by a background thread. Beside them a small file says what a save does
not: which seats are on other computers, their tokens, the join code; it changes only when
a seat joins, and is written then, at once, before the moves that follow (a save never
outruns its tokens). They live in ``lan/`` in the data folder, apart from the window's own
autosave, which a LAN match never replaces.
"""

from __future__ import annotations

import contextlib
import json
import logging
import queue
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ai.levels import seat_kind
from ..core.reading import load_json, text_problem
from ..store import journal, paths, saves
from ..store.atomic import read_limited, set_aside, write_atomic
from .host import NET, Host
from .protocol import SENT_CODE, TOKEN_PATTERN

log = logging.getLogger(__name__)

FORMAT = "scopa-lan-host"
VERSION = 1


def lan_dir() -> Path:
    return paths.data_dir() / "lan"


def save_path() -> Path:
    return lan_dir() / "host.json"


def seats_path() -> Path:
    return lan_dir() / "host-seats.json"


@dataclass
class Resumed:
    saved: saves.Saved
    kinds: list[str]
    tokens: list[str | None]
    code: str


def seats_text(host: Host, match_id: str) -> str:
    tokens = [
        host.net_seats[s].token if s in host.net_seats else None for s in range(len(host.kinds))
    ]
    data = {
        "format": FORMAT,
        "version": VERSION,
        "match_id": match_id,
        "code": host.code,
        "kinds": host.kinds,
        "tokens": tokens,
    }
    return json.dumps(data, indent=1)


class HostKeeper:
    """Saves ``host``'s match after every change (pass :meth:`changed` as its
    ``on_change``, called on the thread that plays the match); the match is forgotten
    once it is over."""

    def __init__(self, setup: saves.MatchSetup) -> None:
        self.setup = setup
        self._jobs: queue.Queue[tuple[str, object] | None] = queue.Queue()
        self._flushed: list[threading.Event] = []
        self._seats_written = ""
        self._keeping = journal.Keeping(
            save_path(),
            lambda game, mark: saves.encode_save(game, self.setup, mark=mark)[1],
            self._jobs.put,
            lambda path, text: write_atomic(path, text),
            lambda exc: log.error("could not keep the LAN match: %s", exc),
            lambda: None,
        )
        self._thread = threading.Thread(target=self._work, name="scopa-lan-save", daemon=True)
        self._thread.start()

    @staticmethod
    def setup_for(
        kinds: list[str], names: list[str], match_id: str | None = None
    ) -> saves.MatchSetup:
        setup = saves.MatchSetup(seats=["human" if k == NET else k for k in kinds], names=names)
        if match_id:
            setup.match_id = match_id
        return setup

    def changed(self, host: Host) -> None:
        game = host.game
        if game.match_over:
            self._keeping.forget()
            self._jobs.put(("finish", None))
            return
        self._keep_names(host)
        seats = seats_text(host, self.setup.match_id)
        joined = seats != self._seats_written
        if joined:  # the seats first, at once: a save never outruns its tokens
            try:
                write_atomic(seats_path(), seats)
                self._seats_written = seats
            except OSError as exc:  # the next change tries again
                log.error("could not keep the LAN match's seats: %s", exc)
        if self._keeping.hold(game, self.setup.match_id):
            if joined:
                self._keeping.compact(force=True)  # the names the seats joined with
            else:
                self._keeping.after(game)

    def _keep_names(self, host: Host) -> None:
        """The names the players at other computers joined with, kept in the save so that
        the match taken up again still calls them by them before they are back."""
        names = list(self.setup.names) or [""] * len(host.kinds)
        if len(names) != len(host.kinds):
            return
        for seat, ns in host.net_seats.items():
            if ns.name and not text_problem(ns.name, max_len=saves.MAX_NAME):
                names[seat] = ns.name
        self.setup.names = names

    def flush(self, timeout: float = 5.0) -> None:
        """Write the full save as the match now stands, and wait until the writes asked
        for so far are done."""
        self._keeping.compact(force=True)
        done = threading.Event()
        self._flushed.append(done)
        self._jobs.put(("flush", None))
        done.wait(timeout)
        self._keeping.settled()

    def close(self, timeout: float = 5.0) -> None:
        self._keeping.compact()
        self._jobs.put(None)
        self._thread.join(timeout)
        self._keeping.settled()
        self._keeping.close()

    def _work(self) -> None:
        while (job := self._jobs.get()) is not None:
            kind, data = job
            if kind == "flush":
                self._flushed.pop(0).set()
                continue
            if kind in ("save", "sync") and self._newer_waiting(kind):
                if kind == "sync":
                    journal.sync(data[0], durable=False)  # type: ignore[index]
                continue
            try:
                if kind == "finish":  # the save first: never a match without its last moves
                    for path in (save_path(), journal.journal_path(save_path()), seats_path()):
                        with contextlib.suppress(FileNotFoundError):
                            path.unlink()
                else:
                    self._keeping.run(kind, data)
            except OSError as exc:  # the next move tries again
                log.error("could not keep the LAN match (%s): %s", kind, exc)

    def _newer_waiting(self, kind: str) -> bool:
        kinds = ("save", "finish") if kind == "save" else ("sync",)
        with self._jobs.mutex:
            return any(j is not None and j[0] in kinds for j in self._jobs.queue)


def resume() -> Resumed:
    """The hosted match left unfinished, ready to host again; raises ValueError (or
    :class:`~scopa.store.saves.SaveError`) saying why there is none to take up."""
    if not save_path().exists():
        raise ValueError(f"there is no hosted match to take up ({save_path()} is missing)")
    saved = saves.read_save(save_path())
    _replay_journal(saved)
    try:
        data: Any = load_json(read_limited(seats_path(), 64 * 1024))
    except Exception as exc:
        raise ValueError(f"the hosted match's seats cannot be read: {exc}") from None
    n = saved.game.players
    kinds, tokens, code = data.get("kinds"), data.get("tokens"), data.get("code")
    ok = (
        data.get("format") == FORMAT
        and data.get("version") == VERSION
        and data.get("match_id") == saved.setup.match_id
        and isinstance(kinds, list)
        and len(kinds) == n
        and all(isinstance(k, str) and (k == NET or seat_kind(k)) for k in kinds)
        and isinstance(tokens, list)
        and len(tokens) == n
        and all(t is None or (isinstance(t, str) and TOKEN_PATTERN.fullmatch(t)) for t in tokens)
        and isinstance(code, str)
        and SENT_CODE.fullmatch(code)  # four digits: kept before codes had six (a new one)
    )
    if not ok:
        raise ValueError("the hosted match's seats do not match its save")
    if saved.game.match_over:
        raise ValueError("the hosted match is over")
    return Resumed(saved, list(kinds), list(tokens), code)


def _replay_journal(saved: saves.Saved) -> None:
    """The moves the journal beside the save holds after it; a journal that cannot be read
    to its end gives the moves before the bad line, is set aside (never deleted), and the
    save is written again holding them."""
    moves = journal.journal_path(save_path())
    replayed = journal.replay(moves, saved.game, saved.setup.match_id, saved.journal)
    saved.game, saved.journal = replayed.game, replayed.mark
    if replayed.error is None:
        return
    moved = set_aside(moves, str(replayed.error))
    log.warning(
        "the hosted match's journal could not be read to its end (%s): taken up after its "
        "move %d%s",
        replayed.error,
        len(saved.game.moves),
        f"; it was kept as {moved.name}" if moved else "",
    )
    try:
        write_atomic(save_path(), saves.encode_save(saved.game, saved.setup, mark=saved.journal)[1])
    except OSError as exc:
        log.error("could not write the hosted match's save again: %s", exc)
