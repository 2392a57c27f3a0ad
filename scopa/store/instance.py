"""One game at a time on a player's folders: a second window is told, never stopped.

Two windows on the same folders would each write the autosave, the statistics and the
settings over the other's. The first game to start holds a lock on a small file in the data
folder for as long as it runs (the system lets it go when the process ends, a crash
included); a game that finds it held says so to its player, and plays on without saving a
match (nor keeping the other's aside), so the other window's match is never written over.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys

from . import paths

log = logging.getLogger(__name__)

LOCK_NAME = "running.lock"
_held: list[int] = []  # the lock's descriptor, kept open while the game runs


class AlreadyOpen(str):
    """The start-up problem a second game on the same folders tells its player (in English
    here; the interface says it in the player's language)."""

    def __new__(cls) -> AlreadyOpen:
        return super().__new__(
            cls,
            "Scopa is already open in another window on these folders: play in one at a "
            "time, or each will save over the other's match in progress.",
        )


def claim_folders() -> bool:
    """Hold the player's folders for this game; False when another running game holds them.

    Where it cannot be told (a folder that cannot be written, a lock file that is not a
    plain file), it says True: a warning is never given on a guess."""
    if _held:
        return True
    path = paths.data_dir() / LOCK_NAME
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o600)
    except OSError as exc:
        log.info("cannot tell whether another game runs: %s", exc)
        return True
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            return True
        _lock(fd)
    except OSError:
        os.close(fd)
        return False
    _held.append(fd)
    return True


def release_folders() -> None:
    """Let the folders go (the process ending does it as well)."""
    while _held:
        with contextlib.suppress(OSError):
            os.close(_held.pop())


def _lock(fd: int) -> None:
    """Lock ``fd`` without waiting; OSError when another process holds it."""
    if sys.platform == "win32":  # pragma: no cover - Windows
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
