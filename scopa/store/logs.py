"""The game's log file, in the user log folder (rotated, so it never grows without end)."""

from __future__ import annotations

import faulthandler
import logging
import signal
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from . import paths


class _Brief(logging.Formatter):
    """A record in one line, its traceback left to the log file: the terminal is told
    plainly what went wrong, the file keeps where."""

    def format(self, record: logging.LogRecord) -> str:
        kept = record.exc_info, record.exc_text, record.stack_info
        record.exc_info = record.exc_text = record.stack_info = None
        try:
            return super().format(record)
        finally:
            record.exc_info, record.exc_text, record.stack_info = kept


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to ``scopa.log`` in the log folder (tracebacks too) and warnings to the console
    (a line each); never raises."""
    root = logging.getLogger()
    root.setLevel(level)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(_Brief("%(levelname)s: %(message)s"))
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


def log_file() -> Path | None:
    """The file the game's log is written to now, the last set up (None: none was)."""
    for handler in reversed(logging.getLogger().handlers):
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    return None


def stopped_words(exc: BaseException, saved: bool | None = None, lang: str = "en") -> str:
    """What the terminal is told, in ``lang``, when the game stops on an error it could not
    show in its window: the error in a line, whether the match is saved, and where the log
    is."""
    from ..words import catalogue  # the words are read when there is something to say

    what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    said = [catalogue.text(lang, "cli_stopped", {"what": what[:300]})]
    if saved is not None:
        said.append(catalogue.text(lang, "cli_stopped_saved" if saved else "cli_stopped_not_saved"))
    path = log_file()
    if path:
        said.append(catalogue.text(lang, "cli_stopped_log", {"path": str(path)}))
    else:
        said.append(catalogue.text(lang, "cli_stopped_no_log"))
    return " ".join(said)


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
