"""Writing files so that a crash never leaves half of one, and setting bad files aside.

:func:`write_atomic` writes a temporary file in the same folder, flushes and fsyncs it, then
replaces the target in one step: after a power cut the old file or the new one is there,
never a mix. A write that fails (a full disk included) removes its temporary file; one that
a kill interrupts leaves it, and the next start removes it (:func:`clean_stale_temps`, in
every folder the game writes into, once it is a minute old: another window's write in
progress is never touched). :func:`set_aside` moves a file the game cannot use to a
timestamped name next to it, so nothing a player made is ever deleted.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Self

from ..core.reading import FileRefused, read_bounded
from . import paths

__all__ = ["FileRefused", "failure_kind", "read_limited", "set_aside", "write_atomic"]

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"
STALE_AFTER = 60.0  # seconds: a temporary file older than this is no write in progress
MAX_CACHE_FOLDERS = 2000  # folders of the cache looked into at start, at most


def write_atomic(path: Path, data: str | bytes, *, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically (temp file, flush, fsync, replace); the
    temporary file is removed if anything fails. ``durable=False`` (a cache, which can be
    made again) leaves out the fsyncs: the file survives the game being killed, perhaps not
    a power cut."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    if durable:
        _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (not on Windows)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: Path, reason: str) -> Path | None:
    """Move an unusable file to ``<name>.bad-<timestamp><suffix>``; returns the new path."""
    path = Path(path)
    if not os.path.lexists(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.stem}.bad-{stamp}-{n}{path.suffix}")
    try:
        os.replace(path, target)
    except OSError as exc:
        log.error("could not move %s aside (%s): %s", path, reason, exc)
        return None
    log.warning("moved %s aside to %s: %s", path.name, target.name, reason)
    return target


def clean_temp_files(folder: Path, older_than: float = STALE_AFTER) -> int:
    """Remove the temporary files an interrupted write left in ``folder`` (``.name.*.tmp``,
    regular files only, never a real file), once ``older_than`` seconds old."""
    removed = 0
    if not folder.is_dir():
        return 0
    now = time.time()
    for temp in folder.glob(f".*{TEMP_SUFFIX}"):
        try:
            info = temp.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                temp.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def game_folders() -> list[Path]:
    """Every folder the game writes into atomically: saves and statistics, the LAN match
    kept here, settings and house rules, and the caches (each card size and each deck)."""
    data, config, cache = paths.data_dir(), paths.config_dir(), paths.cache_dir()
    folders = [data, data / "saves", data / "lan", config, paths.house_rules_dir()]
    folders += [cache / "sounds", *_cache_folders(cache / "cards")]
    return folders


def _cache_folders(root: Path) -> list[Path]:
    """``root`` and the folders under it (the card cache: deck, then size; a player's own
    deck one deeper), bounded in depth and count, links not followed."""
    found: list[Path] = []
    todo = [(root, 0)]
    while todo and len(found) < MAX_CACHE_FOLDERS:
        folder, depth = todo.pop()
        found.append(folder)
        if depth >= 3:
            continue
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.is_dir(follow_symlinks=False):
                        todo.append((Path(entry.path), depth + 1))
        except OSError:
            continue
    return found


def clean_stale_temps(older_than: float = STALE_AFTER) -> int:
    """At start: remove the temporary files interrupted writes left in every folder the
    game writes into (:func:`game_folders`); returns how many."""
    removed = sum(clean_temp_files(folder, older_than) for folder in game_folders())
    if removed:
        log.info("removed %d temporary files left by interrupted writes", removed)
    return removed


def read_limited(path: Path, limit: int) -> bytes:
    """Read a regular file of at most ``limit`` bytes, the one bounded way
    (:func:`scopa.core.reading.read_bounded`); anything else raises :class:`FileRefused`,
    an OSError."""
    return read_bounded(path, limit)


def failure_kind(exc: BaseException) -> str:
    """Why a write failed, for the player: ``full`` (no room left), ``readonly`` (the folder
    cannot be written to) or ``other``."""
    code = getattr(exc, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "full"
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "readonly"
    return "other"


class SetAsideProblem(str):
    """The English sentence about a file of ``SUBJECT`` that could not be read, with its
    parts for the player's language: ``code`` (why) and ``moved`` (where the file was kept,
    see :func:`set_aside`)."""

    SUBJECT = "the file"
    code: str
    moved: str | None

    @classmethod
    def make(cls, reason: str, code: str, moved: str | None) -> Self:
        where = f" It was kept as {moved}." if moved else ""
        problem = cls(f"{cls.SUBJECT} could not be read: {reason}.{where}")
        problem.code, problem.moved = code, moved
        return problem
