"""The seat this computer last took at a match hosted elsewhere, so that it can be taken
back after the window closed or crashed: the host's address, the join code, the seat's
token (the host's proof that the seat is this computer's) and what the join screen says of it.

Kept in ``lan/joined.json`` in the data folder, written atomically; forgotten once the match
is over or the host no longer knows the token.
"""

from __future__ import annotations

import contextlib
import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path

from . import paths
from .atomic import read_limited, write_atomic

log = logging.getLogger(__name__)

FORMAT = "scopa-lan-joined"
MAX_BYTES = 4096


@dataclass(frozen=True)
class JoinedSeat:
    address: str  # HOST:PORT
    code: str  # the match's join code
    token: str  # the seat's token, from the host's welcome
    seat: int
    title: str = ""  # the variant's title, as the host sent its rules
    name: str = ""  # the player's name at that seat


def joined_path() -> Path:
    return paths.data_dir() / "lan" / "joined.json"


def remember_seat(seat: JoinedSeat) -> None:
    """Keep ``seat`` as the one to take back (a failed write is logged: joining went on)."""
    text = json.dumps({"format": FORMAT, **asdict(seat)}, ensure_ascii=False)
    try:
        write_atomic(joined_path(), text)
    except OSError as exc:
        log.error("could not keep the seat joined: %s", exc)


def last_seat() -> JoinedSeat | None:
    """The seat kept, or None (nothing kept, or a file that is not one: ignored)."""
    try:
        data = json.loads(read_limited(joined_path(), MAX_BYTES))
        if not isinstance(data, dict) or data.pop("format", None) != FORMAT:
            return None
        seat = JoinedSeat(**data)
    except (OSError, ValueError, TypeError):
        return None
    fields = (seat.address, seat.code, seat.token, seat.title, seat.name)
    if not all(isinstance(f, str) for f in fields) or not isinstance(seat.seat, int):
        return None
    return seat


def forget_seat() -> None:
    with contextlib.suppress(OSError):
        joined_path().unlink()
