"""Reading a rules file's YAML safely: the data, and where each key and value stands.

:func:`read_yaml` parses with PyYAML's safe loader only and refuses aliases (alias bombs),
duplicate keys, merge keys, tags that construct objects, files over :data:`MAX_BYTES`,
control characters, nesting deeper than :data:`~scopa.core.reading.MAX_DEPTH`, more than
:data:`MAX_EVENTS` values and numbers of more than
:data:`~scopa.core.reading.MAX_DIGITS` digits. Every failure of PyYAML's becomes a
:class:`~scopa.core.errors.RulesError` with the file, line and column; it returns the plain
data together with the :class:`Mark` of every key and value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from .errors import Problem, RulesError
from .reading import MAX_DEPTH, MAX_DIGITS, text_problem

MAX_BYTES = 256 * 1024
MAX_EVENTS = 10_000  # keys, values, lists and mappings in one file (a preset has ~150)

Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Mark:
    file: str
    line: int  # 1-based
    column: int  # 1-based


Marks = dict[Path_, Mark]


def dotted(path: Path_) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


# libyaml's parser and composer where PyYAML has them (far faster on a big file), PyYAML's own
# otherwise; the constructor is always the safe one.
_LOADER: Any = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
_NON_PRINTABLE = yaml.reader.Reader.NON_PRINTABLE


class _Problem(yaml.MarkedYAMLError):
    """A refusal of ours, at a place in the file."""

    def __init__(self, problem: str, mark: Any) -> None:
        super().__init__(problem=problem, problem_mark=mark)


class Unreadable:
    """A value that YAML could not convert (``!!bool maybe``, ``2001-02-30``), kept in its
    place by a lenient read so that the checks which follow refuse that one value alone."""

    __slots__ = ("tag", "text")

    def __init__(self, text: str, tag: str) -> None:
        self.text = text[:40]
        self.tag = tag

    def __repr__(self) -> str:  # as the player wrote it, for "should be ..., not 'maybe'"
        return repr(self.text)


def read_yaml(text: str | bytes, file: str, *, lenient: bool = False) -> tuple[Any, Marks]:
    """Parse one YAML document; returns ``(data, marks)`` or raises :class:`RulesError`.

    Every failure of reading, composing or converting (a bad date, ``!!int abc``, a number
    of thousands of digits, a NUL byte, nesting a thousand deep) is a :class:`RulesError`
    with the file and, where known, the line and column. With ``lenient``, a value that
    cannot be converted is an :class:`Unreadable` instead (a settings file keeps its other
    values); a key, and anything wrong with the document itself, still refuses the file.
    """
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > MAX_BYTES:
        raise RulesError(
            Problem(
                f"the file is {size:,} bytes; a rules file may be at most {MAX_BYTES:,}",
                file=file,
                code="too_big",
                params={"limit": MAX_BYTES},
            )
        )
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RulesError(
                Problem(f"the file is not UTF-8 text ({exc.reason})", file=file)
            ) from None
    try:
        return _read(text, file, lenient)
    except RulesError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or "is not valid YAML"
        if exc.context and "python" in str(getattr(exc, "problem", "")).lower():
            problem = f"{exc.context} {problem}"
        raise _yaml_error(file, problem, mark, within=text) from None
    except yaml.reader.ReaderError as exc:
        problem = f"the character U+{exc.character:04X} is not allowed in a rules file"
        if isinstance(exc.character, bytes):
            problem = "the file is not UTF-8 text"
        raise _yaml_error(file, problem, None, offset=(text, exc.position)) from None
    except yaml.YAMLError as exc:
        raise _yaml_error(file, str(exc), None) from None
    except RecursionError:
        raise _yaml_error(file, f"it nests deeper than {MAX_DEPTH} levels", None) from None
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError, IndexError) as exc:
        raise _yaml_error(file, f"a value cannot be read ({type(exc).__name__})", None) from None


def _yaml_error(
    file: str,
    problem: str,
    mark: Any,
    offset: tuple[str, int] | None = None,
    *,
    within: str | None = None,
) -> RulesError:
    line = column = None
    if mark is not None:
        line, column = mark.line + 1, mark.column + 1
        if within is not None:  # the parser marks the end of the text past its last line
            lines = within.splitlines() or [""]
            if line > len(lines):
                line, column = len(lines), len(lines[-1]) + 1
    elif offset is not None:
        text, position = offset
        before = text[:position]
        line = before.count("\n") + 1
        column = position - (before.rfind("\n") + 1) + 1
    return RulesError(
        Problem(
            f"not valid YAML: {problem}",
            file=file,
            line=line,
            column=column,
            code="yaml",
            params={"detail": problem},
        )
    )


def _read(text: str, file: str, lenient: bool = False) -> tuple[Any, Marks]:
    bad = _NON_PRINTABLE.search(text)
    if bad:
        raise yaml.reader.ReaderError(file, bad.start(), ord(bad.group()), "unicode", "")
    _check_events(text)
    loader = _LOADER(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return {}, {}
        marks: Marks = {}
        return _walk(loader, node, (), file, marks, lenient), marks
    finally:
        loader.dispose()


def _check_events(text: str) -> None:
    """Refuse aliases (alias bombs), deep nesting and a flood of values before any node is
    composed: the composer recurses, the parser that makes the events does not."""
    depth = 0
    for count, event in enumerate(yaml.parse(text, Loader=_LOADER)):
        if count > MAX_EVENTS:
            raise _Problem(f"it holds more than {MAX_EVENTS:,} values", event.start_mark)
        if isinstance(event, yaml.AliasEvent):
            raise _Problem("YAML aliases (*name) are not allowed in rules files", event.start_mark)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise _Problem(f"it nests deeper than {MAX_DEPTH} levels", event.start_mark)
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


_PLAIN_TAGS = ("tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")
_INT_TAG = "tag:yaml.org,2002:int"


def _scalar(loader: Any, node: yaml.Node, lenient: bool = False) -> Any:
    """One scalar, converted by the safe loader; any failure says where it is (with
    ``lenient``, a value that cannot be converted is kept as :class:`Unreadable`)."""
    if node.tag == _INT_TAG and len(str(node.value).replace("_", "")) > MAX_DIGITS + 3:
        raise yaml.MarkedYAMLError(
            problem=f"a number may have at most {MAX_DIGITS} digits",
            problem_mark=node.start_mark,
        )
    try:
        value = loader.construct_object(node)
    except yaml.YAMLError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError, IndexError):
        shown = str(node.value)[:40]
        if lenient:
            return Unreadable(str(node.value), node.tag.rsplit(":", 1)[-1])
        raise yaml.MarkedYAMLError(
            problem=f"{shown!r} cannot be read as {node.tag.rsplit(':', 1)[-1]}",
            problem_mark=node.start_mark,
        ) from None
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**MAX_DIGITS:
        raise yaml.MarkedYAMLError(
            problem=f"a number may have at most {MAX_DIGITS} digits",
            problem_mark=node.start_mark,
        )
    return value


def _walk(
    loader: Any, node: yaml.Node, path: Path_, file: str, marks: Marks, lenient: bool = False
) -> Any:
    marks[path] = Mark(file, node.start_mark.line + 1, node.start_mark.column + 1)
    if not isinstance(node, yaml.ScalarNode) and node.tag not in _PLAIN_TAGS:
        raise yaml.MarkedYAMLError(
            problem=f"the tag {node.tag!r} is not allowed", problem_mark=node.start_mark
        )
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise yaml.MarkedYAMLError(
                    problem="a key must be a plain word", problem_mark=key_node.start_mark
                )
            key = _scalar(loader, key_node)
            if isinstance(key, str) and text_problem(key, max_len=80):
                raise yaml.MarkedYAMLError(
                    problem=f"the key {key[:40]!r} {text_problem(key, max_len=80)}",
                    problem_mark=key_node.start_mark,
                )
            try:
                twice = key in out
            except TypeError:  # a key that cannot be a key
                raise yaml.MarkedYAMLError(
                    problem="a key must be a plain word", problem_mark=key_node.start_mark
                ) from None
            if twice:
                raise yaml.MarkedYAMLError(
                    problem=f"the key {key!r} is written twice", problem_mark=key_node.start_mark
                )
            if key == "<<":
                raise yaml.MarkedYAMLError(
                    problem="merge keys (<<) are not allowed", problem_mark=key_node.start_mark
                )
            out[key] = _walk(loader, value_node, (*path, key), file, marks, lenient)
            marks[(*path, key)] = Mark(
                file, key_node.start_mark.line + 1, key_node.start_mark.column + 1
            )
        return out
    if isinstance(node, yaml.SequenceNode):
        return [
            _walk(loader, item, (*path, i), file, marks, lenient)
            for i, item in enumerate(node.value)
        ]
    return _scalar(loader, node, lenient)
