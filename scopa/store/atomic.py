"""Writing files so that a crash never leaves half of one, and setting bad files aside.

:func:`write_atomic` writes a temporary file in the same folder, flushes and fsyncs it, then
replaces the target in one step: after a power cut the old file or the new one is there,
never a mix. :func:`set_aside` moves a file the game cannot use to a timestamped name next to
it, so nothing a player made is ever deleted.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import tempfile
import time
from pathlib import Path

from ..core.reading import FileRefused, read_bounded

__all__ = ["FileRefused", "failure_kind", "read_limited", "set_aside", "write_atomic"]

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"


def write_atomic(path: Path, data: str | bytes) -> None:
    """Replace ``path`` with ``data`` atomically (temp file, flush, fsync, replace)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
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


def clean_temp_files(folder: Path, older_than: float = 60.0) -> int:
    """Remove temporary files left by an interrupted write (never a real file)."""
    removed = 0
    if not folder.is_dir():
        return 0
    now = time.time()
    for temp in folder.glob(f".*{TEMP_SUFFIX}"):
        try:
            if now - temp.stat().st_mtime >= older_than:
                temp.unlink()
                removed += 1
        except OSError:
            continue
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
