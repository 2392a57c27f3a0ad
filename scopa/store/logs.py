"""The game's log file, in the user log folder (rotated, so it never grows without end)."""

from __future__ import annotations

import faulthandler
import logging
import signal
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from . import paths


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to ``scopa.log`` in the log folder and warnings to the console; never raises."""
    root = logging.getLogger()
    root.setLevel(level)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
    root.addHandler(console)
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "scopa.log"
        handler = RotatingFileHandler(path, maxBytes=512 * 1024, backupCount=3, encoding="utf-8")
    except OSError as exc:
        logging.getLogger(__name__).warning("no log file: %s", exc)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    return path


def dump_stacks_on_signal() -> bool:
    """Let ``kill -USR1`` print where every thread of this process is, to its standard
    error, and go on (a headless host or seat that seems stuck says where; POSIX only)."""
    usr1 = getattr(signal, "SIGUSR1", None)
    if usr1 is None or sys.stderr is None:
        return False
    try:
        faulthandler.register(usr1, file=sys.stderr, all_threads=True)
    except (AttributeError, ValueError, OSError, RuntimeError):  # no file number, a thread
        return False
    return True
