"""Reading a file the game did not write itself: every byte is hostile until proven otherwise.

One path for every file the game opens (rules, settings, statistics, saves): :func:`read_bounded`
opens without blocking, refuses anything that is not a regular file (a FIFO, a device such as
``/dev/zero``, a folder) before reading a byte, and reads at most the limit plus one byte, so
a file that grows while it is read is still refused. :func:`check_text` and
:func:`check_depth` bound what the parsed data may hold. Plain Python, no pygame, no store.
"""

from __future__ import annotations

import errno
import os
import stat
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Any

MAX_DEPTH = 32  # nesting of mappings and lists; no file of the game needs more than 6
MAX_DIGITS = 20  # a whole number in any file of the game (a shuffle seed is up to 2**63)


class FileRefused(OSError):
    """A file that cannot be read safely: ``code`` names why (``not_regular``, ``too_big``,
    ``missing``, ``unreadable``) for a message in the player's language."""

    def __init__(self, message: str, code: str, path: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.path = path

    def __str__(self) -> str:
        return self.message


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or :class:`FileRefused`.

    A symlink to a regular file is followed (the player may keep their files where they
    like); a symlink to anything else is refused like the thing itself.
    """
    name = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(name, flags)
    except FileNotFoundError:
        raise FileRefused("the file is not there", "missing", name) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = getattr(exc, "strerror", None) or str(exc)
        if getattr(exc, "errno", None) == errno.ENAMETOOLONG:
            reason = "the name is too long"
        raise FileRefused(f"it cannot be opened: {reason}", "unreadable", name) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(
                "it is not a regular file (a folder, a pipe or a device)", "not_regular", name
            )
        if info.st_size > limit:
            raise FileRefused(
                f"the file is {info.st_size:,} bytes; at most {limit:,} are allowed",
                "too_big",
                name,
            )
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 65536))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
    except FileRefused:
        raise
    except OSError as exc:
        raise FileRefused(f"it cannot be read: {exc.strerror or exc}", "unreadable", name) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileRefused(f"the file is over {limit:,} bytes, the most allowed", "too_big", name)
    return data


def is_regular_file(path: Path) -> bool:
    """Whether ``path`` (a symlink followed) is a regular file; never raises."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def text_fault(value: str, *, max_len: int, multiline: bool = False) -> tuple[str, str] | None:
    """What is wrong with a piece of text read from a file, as ``(code, English)``, or None
    when it is fine: no NUL or control characters (tab and newline only where
    ``multiline``), no lone surrogates, at most ``max_len`` characters. The code is
    ``too_long``, ``nul``, ``control`` or ``surrogate``."""
    if len(value) > max_len:
        return "too_long", f"is {len(value):,} characters long; at most {max_len} are allowed"
    allowed = "\t\n" if multiline else ""
    for ch in value:
        if "\ud800" <= ch <= "\udfff":
            return "surrogate", "holds a broken character (a lone surrogate)"
        if ch == "\0":
            return "nul", "holds a NUL character"
        if ch not in allowed and unicodedata.category(ch) == "Cc":
            return "control", f"holds a control character (U+{ord(ch):04X})"
    return None


def text_problem(value: str, *, max_len: int, multiline: bool = False) -> str | None:
    """The English of :func:`text_fault`, or None when the text is fine."""
    fault = text_fault(value, max_len=max_len, multiline=multiline)
    return fault[1] if fault else None


def printable(text: str, max_len: int = 80) -> str:
    """``text`` made safe to draw (a file name from the disk may hold anything): control
    characters and lone surrogates become "?", and it is cut to ``max_len``."""
    out = "".join(
        "?" if ("\ud800" <= ch <= "\udfff" or unicodedata.category(ch) == "Cc") else ch
        for ch in text[:max_len]
    )
    return out + ("…" if len(text) > max_len else "")


def check_text(value: Any, *, max_len: int, multiline: bool = False) -> str:
    """``value`` if it is acceptable text, else ValueError saying why."""
    if not isinstance(value, str):
        raise ValueError(f"should be text, not {type(value).__name__}")
    problem = text_problem(value, max_len=max_len, multiline=multiline)
    if problem:
        raise ValueError(problem)
    return value


def check_int(value: Any, *, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is a whole number (not a boolean) within bounds, else ValueError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"should be a whole number, not {type(value).__name__}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{value} is out of range")
    return value


def check_depth(data: Any, limit: int = MAX_DEPTH) -> None:
    """ValueError when mappings and lists nest deeper than ``limit`` (walked without
    recursion, so any depth is measured safely)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping):
            children: Any = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth > limit:
            raise ValueError(f"the data nests deeper than {limit} levels")
        stack.extend((child, depth + 1) for child in children)


def bounded_int(text: str) -> int:
    """``int(text)`` for JSON's ``parse_int``, refusing numbers of more than MAX_DIGITS."""
    digits = text.lstrip("-")
    if len(digits) > MAX_DIGITS:
        raise ValueError(f"a number of {len(digits):,} digits; at most {MAX_DIGITS} are allowed")
    return int(text)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a file of the game may hold")


def load_json(raw: bytes, *, depth: int = MAX_DEPTH) -> Any:
    """Parse JSON bytes from a file: UTF-8 only, numbers bounded, NaN and Infinity refused,
    nesting bounded. Raises ValueError (UnicodeDecodeError and JSONDecodeError are ones)."""
    import json

    text = raw.decode("utf-8")
    try:
        data = json.loads(text, parse_int=bounded_int, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError(f"the data nests deeper than {depth} levels") from None
    check_depth(data, depth)
    return data
