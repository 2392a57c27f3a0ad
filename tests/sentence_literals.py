"""The sentences still written in Python where the player could read them.

Every word a player reads belongs in the catalogues (``scopa/locales``). This walks the
interface's modules and ``core/names.py`` with ``ast`` and lists each string literal of three
words or more that is not a docstring, a logging call's, an exception's, a ``print`` to the
developer's terminal, an assertion, or a text another program writes that is recognised
to say a message of the catalogues instead (a pattern, a key mapped to a message's id).
``python tests/sentence_literals.py`` prints them; ``tests/test_catalogues.py`` holds the
count down.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLACES = (ROOT / "scopa" / "ui", ROOT / "scopa" / "core" / "names.py")
_LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
# a word: two letters or more, with its punctuation (not "7D", "{}", "a_key", "file.otf")
_WORD = re.compile(r"[(\"'¿¡«“]*[^\W\d_]{2,}(?:['’][^\W\d_]+)?[)\"'.,;:!?»”…]*")


def _message_id(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and bool(re.fullmatch(r"[a-z0-9_]+", str(node.value)))


def _sentence(text: str) -> bool:
    return sum(1 for token in text.split() if _WORD.fullmatch(token)) >= 3


def _files() -> list[Path]:
    out: list[Path] = []
    for place in PLACES:
        out += sorted(place.rglob("*.py")) if place.is_dir() else [place]
    return out


def _skipped(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are not for the player: docstrings, and the
    arguments of logging calls, raised exceptions and prints."""
    skip: set[int] = set()

    def strings_in(node: ast.AST) -> None:
        for inner in ast.walk(node):
            if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
                skip.add(id(inner))

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                skip.add(id(value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # a string standing alone: an attribute's docstring
        if isinstance(node, ast.Raise) and node.exc is not None:
            strings_in(node.exc)
        if isinstance(node, ast.Assert):
            strings_in(node)
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in _LOGGING or name == "print" or name.endswith(("Error", "Exception")):
                strings_in(node)
            if name == "compile":  # a pattern that recognises what another program says
                strings_in(node)
        if isinstance(node, ast.Dict):  # what another program says -> the message to say
            for key, value in zip(node.keys, node.values, strict=True):
                if key is not None and _message_id(value):
                    strings_in(key)
    return skip


def sentences() -> list[tuple[str, int, str]]:
    """(file, line, text) of every sentence literal left."""
    found = []
    for path in _files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _skipped(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):  # an f-string: its words between the values
                words = [v.value for v in node.values if isinstance(v, ast.Constant)]
                if _sentence(" ".join(words)) and not any(id(v) in skip for v in node.values):
                    text = "".join(
                        v.value if isinstance(v, ast.Constant) else "{}" for v in node.values
                    )
                    found.append((str(path.relative_to(ROOT)), node.lineno, text))
                for v in node.values:
                    skip.add(id(v))
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in skip or not _sentence(node.value):
                    continue
                found.append((str(path.relative_to(ROOT)), node.lineno, node.value))
    return found


if __name__ == "__main__":
    left = sentences()
    for file, line, text in left:
        print(f"{file}:{line}: {text[:90]!r}")
    print(len(left), "sentence literals", file=sys.stderr)
