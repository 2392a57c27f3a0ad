"""Reading rules YAML safely, and checking it against the rules dataclasses.

Two jobs, both about giving a player a clear message and never running anything:

* :func:`read_yaml` parses with PyYAML's safe loader only, refuses aliases (alias bombs),
  duplicate keys, tags that construct objects, files over :data:`MAX_BYTES`, control
  characters, nesting deeper than :data:`~scopa.core.reading.MAX_DEPTH`, more than
  :data:`MAX_EVENTS` values and numbers of more than ``MAX_DIGITS`` digits, turning every
  failure of PyYAML's into a :class:`RulesError`; it returns the plain data together with
  the line and column of every key and value. Every text field is checked too: no NUL or
  control characters, no lone surrogates, at most :data:`TEXT_LIMITS` characters.
* :func:`build` turns plain data into the frozen dataclasses of :mod:`scopa.core.rules`,
  driven by their type hints and field metadata, collecting every problem with its key path
  and, where the marks know it, its file, line and column. Unknown keys are errors, with a
  "did you mean" for misspellings.
"""

from __future__ import annotations

import dataclasses
import difflib
import types
import typing
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import yaml

from .errors import Problem, RulesError
from .reading import MAX_DEPTH, MAX_DIGITS, text_fault, text_problem

MAX_BYTES = 256 * 1024
TEXT_LIMITS = {"name": 201, "title": 80, "description": 500}  # characters; any other: 80
MAX_TEXT = 80
MAX_EVENTS = 10_000  # keys, values, lists and mappings in one file (a preset has ~150)
MAX_ITEMS = 64  # entries in any one list or mapping of rules
MAX_PROBLEMS = 20  # problems told about one file (the rest are the same mistake again)

K = TypeVar("K")
V = TypeVar("V")


class FrozenMap(Mapping[K, V], Generic[K, V]):
    """An immutable, hashable mapping: what a rules field holds where YAML has a mapping, so
    that loaded rules can never be changed behind their back.

    >>> m = FrozenMap({15: 1, 30: 2})
    >>> m[15], len(m), hash(m) == hash(FrozenMap({30: 2, 15: 1}))
    (1, 2, True)
    """

    __slots__ = ("_data", "_hash")

    def __init__(self, data: Mapping[K, V] | None = None) -> None:
        self._data: dict[K, V] = dict(data or {})
        self._hash: int | None = None

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._data.items()))
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._data == other._data
        if isinstance(other, Mapping):
            return self._data == dict(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenMap, (self._data,))


Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Mark:
    file: str
    line: int  # 1-based
    column: int  # 1-based


Marks = dict[Path_, Mark]


def spec(
    doc: str = "",
    *,
    choices: tuple[Any, ...] | None = None,
    low: int | None = None,
    high: int | None = None,
    keys: tuple[Any, ...] | None = None,
    max_len: int | None = None,
    **kw: Any,
) -> Any:
    """Metadata for a rules field: what it means and what values are allowed (``keys``: the
    keys a mapping field allows; ``max_len``: the most characters a text may have,
    :data:`MAX_TEXT` when not given)."""
    meta = {
        "doc": doc,
        "choices": choices,
        "low": low,
        "high": high,
        "keys": keys,
        "max_len": max_len,
    }
    return dataclasses.field(metadata=meta, **kw)


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


def read_yaml(text: str | bytes, file: str) -> tuple[Any, Marks]:
    """Parse one YAML document; returns ``(data, marks)`` or raises :class:`RulesError`.

    Every failure of reading, composing or converting (a bad date, ``!!int abc``, a number
    of thousands of digits, a NUL byte, nesting a thousand deep) is a :class:`RulesError`
    with the file and, where known, the line and column.
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
        return _read(text, file)
    except RulesError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or "is not valid YAML"
        if exc.context and "python" in str(getattr(exc, "problem", "")).lower():
            problem = f"{exc.context} {problem}"
        raise _yaml_error(file, problem, mark) from None
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
    file: str, problem: str, mark: Any, offset: tuple[str, int] | None = None
) -> RulesError:
    line = column = None
    if mark is not None:
        line, column = mark.line + 1, mark.column + 1
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


def _read(text: str, file: str) -> tuple[Any, Marks]:
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
        return _walk(loader, node, (), file, marks), marks
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


def _scalar(loader: Any, node: yaml.Node) -> Any:
    """One scalar, converted by the safe loader; any failure says where it is."""
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


def _walk(loader: Any, node: yaml.Node, path: Path_, file: str, marks: Marks) -> Any:
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
            out[key] = _walk(loader, value_node, (*path, key), file, marks)
            marks[(*path, key)] = Mark(
                file, key_node.start_mark.line + 1, key_node.start_mark.column + 1
            )
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_walk(loader, item, (*path, i), file, marks) for i, item in enumerate(node.value)]
    return _scalar(loader, node)


def merge(base: Any, override: Any, cls: Any = None) -> Any:
    """Deep-merge mappings: the override wins key by key; lists and scalars are replaced.

    With ``cls`` (a rules dataclass), only its sections merge: a field that holds a mapping
    of values (``table_bonus``, a term) is replaced whole, like a list.
    """
    if isinstance(base, Mapping) and isinstance(override, Mapping):
        hints = _section_types(cls) if cls is not None else {}
        out = dict(base)
        for key, value in override.items():
            if key not in base:
                out[key] = value
            elif cls is None:
                out[key] = merge(base[key], value)
            elif key in hints:
                out[key] = merge(base[key], value, hints[key])
            else:
                out[key] = value
        return out
    return override


def _section_types(cls: Any) -> dict[str, Any]:
    """The fields of ``cls`` that are sections (dataclasses), by name."""
    hints = typing.get_type_hints(cls)
    return {
        f.name: hints[f.name]
        for f in dataclasses.fields(cls)
        if dataclasses.is_dataclass(hints[f.name])
    }


class _Collector:
    def __init__(self, marks: Marks, file: str | None) -> None:
        self.marks = marks
        self.file = file
        self.problems: list[Problem] = []

    def add(self, path: Path_, message: str, code: str | None = None, **params: Any) -> None:
        if len(self.problems) >= MAX_PROBLEMS:
            return
        mark = None
        for cut in range(len(path), -1, -1):
            mark = self.marks.get(path[:cut])
            if mark:
                break
        self.problems.append(
            Problem(
                message,
                file=mark.file if mark else self.file,
                line=mark.line if mark else None,
                column=mark.column if mark else None,
                key=dotted(path) or None,
                code=code,
                params=params,
            )
        )


def _describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def _limits(meta: Mapping[str, Any], tp: Any) -> dict[str, Any]:
    """What a field allows, as parts: ``choices``, ``low``, ``high`` and ``kind``."""
    return {
        "choices": list(meta.get("choices") or ()),
        "low": meta.get("low"),
        "high": meta.get("high"),
        "kind": "number" if tp is int else "text",
    }


def _allowed(meta: Mapping[str, Any], tp: Any) -> str:
    choices = meta.get("choices")
    if choices:
        return "one of " + ", ".join(str(c) for c in choices)
    low, high = meta.get("low"), meta.get("high")
    if tp is bool:
        return "true or false"
    if low is not None and high is not None:
        return f"a whole number from {low} to {high}"
    if low is not None:
        return f"a whole number, at least {low}"
    return "a whole number" if tp is int else "text"


def _convert(tp: Any, meta: Mapping[str, Any], value: Any, path: Path_, out: _Collector) -> Any:
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if value is None:
            return None
        return _convert(args[0], meta, value, path, out)
    if dataclasses.is_dataclass(tp):
        return _build(tp, value, path, out)
    if origin is tuple:
        inner = typing.get_args(tp)
        if len(inner) == 2 and inner[1] is Ellipsis:
            if not isinstance(value, list):
                out.add(path, f"should be a list, not {_describe(value)}", "not_list")
                return ()
            if len(value) > MAX_ITEMS:
                out.add(path, f"has {len(value):,} items; at most {MAX_ITEMS}", "too_many")
                return ()
            items = [_convert(inner[0], meta, v, (*path, i), out) for i, v in enumerate(value)]
            return tuple(items)
        raise TypeError(f"unsupported field type {tp!r}")
    if origin in (dict, FrozenMap):
        key_tp, value_tp = typing.get_args(tp)
        if not isinstance(value, Mapping):
            out.add(path, f"should be a mapping, not {_describe(value)}", "not_mapping")
            return FrozenMap()
        if len(value) > MAX_ITEMS:
            out.add(path, f"has {len(value):,} entries; at most {MAX_ITEMS}", "too_many")
            return FrozenMap()
        out_map = {}
        for k, v in value.items():
            digits = k.strip().lstrip("-") if isinstance(k, str) else ""
            if key_tp is int and digits.isascii() and digits.isdigit() and len(digits) <= 9:
                k = int(k)  # JSON (saves, records) writes mapping keys as text
            key_meta = {"choices": meta.get("keys")} if meta.get("keys") else {}
            out_map[_convert(key_tp, key_meta, k, (*path, k), out)] = _convert(
                value_tp, meta, v, (*path, k), out
            )
        return FrozenMap(out_map)
    choices = meta.get("choices")
    if tp is str and choices and value is False and "none" in choices:
        value = "none"  # YAML reads a bare `off` or `no` as false
    if tp is bool:
        if not isinstance(value, bool):
            out.add(path, f"should be true or false, not {_describe(value)}", "not_bool")
        return bool(value)
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            out.add(
                path,
                f"should be {_allowed(meta, int)}, not {_describe(value)}",
                "not_allowed",
                value=_describe(value),
                **_limits(meta, int),
            )
            return 0
        low, high = meta.get("low"), meta.get("high")
        if (
            (low is not None and value < low)
            or (high is not None and value > high)
            or (choices and value not in choices)
        ):
            out.add(
                path,
                f"is {value}; allowed: {_allowed(meta, int)}",
                "not_allowed",
                **_limits(meta, int),
            )
        return value
    if tp is str:
        if not isinstance(value, str):
            out.add(
                path,
                f"should be {_allowed(meta, str)}, not {_describe(value)}",
                "not_allowed",
                value=_describe(value),
                **_limits(meta, str),
            )
            return ""
        field_name = next((p for p in reversed(path) if isinstance(p, str)), "")
        limit = meta.get("max_len") or TEXT_LIMITS.get(field_name, MAX_TEXT)
        fault = text_fault(value, max_len=limit, multiline=field_name == "description")
        if fault:
            out.add(path, fault[1], "bad_text", why=fault[0], limit=limit)
            return ""
        if choices and value not in choices:
            hint = difflib.get_close_matches(value, [str(c) for c in choices], n=1)
            tip = f" (did you mean {hint[0]!r}?)" if hint else ""
            out.add(
                path,
                f"is {value!r}; allowed: {_allowed(meta, str)}{tip}",
                "not_allowed",
                value=repr(value),
                hint=hint[0] if hint else None,
                **_limits(meta, str),
            )
        return value
    raise TypeError(f"unsupported field type {tp!r}")


def _build(cls: Any, value: Any, path: Path_, out: _Collector) -> Any:
    if not isinstance(value, Mapping):
        out.add(path, f"should be a mapping of keys, not {_describe(value)}", "not_mapping")
        value = {}
    hints = typing.get_type_hints(cls)
    known = {f.name: f for f in dataclasses.fields(cls) if f.init and not f.name.startswith("_")}
    for key in value:
        if key not in known:
            hint = difflib.get_close_matches(str(key), list(known), n=1, cutoff=0.6)
            tip = f"did you mean {hint[0]!r}? " if hint else ""
            out.add(
                (*path, key),
                f"unknown key; {tip}allowed here: {', '.join(known)}",
                "unknown_key",
                hint=hint[0] if hint else None,
                allowed=list(known),
            )
    kwargs: dict[str, Any] = {}
    for name, f in known.items():
        if name in value:
            kwargs[name] = _convert(hints[name], f.metadata, value[name], (*path, name), out)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            if dataclasses.is_dataclass(hints[name]):
                kwargs[name] = _build(hints[name], {}, (*path, name), out)
                continue
            out.add(
                path,
                f"missing key {dotted((*path, name))!r} ({f.metadata.get('doc', '')}); "
                "a file without `extends:` must give every rule. Start from a preset "
                "with `extends: scopa` to change only what differs",
                "missing_key",
                missing=dotted((*path, name)),
            )
    try:
        return cls(**kwargs)
    except TypeError:
        return None


def build(cls: Any, data: Any, marks: Marks, file: str | None) -> Any:
    """Build ``cls`` from plain data or raise :class:`RulesError` listing every problem."""
    out = _Collector(marks, file)
    result = _build(cls, data, (), out)
    if not out.problems and hasattr(result, "check"):
        for path, message, code, parts in result.check():
            out.add(path, message, code, **parts)
    if out.problems or result is None:
        raise RulesError(out.problems or [Problem("the rules could not be read", file=file)])
    return result


def to_data(value: Any) -> Any:
    """The plain-data form of a rules dataclass: mappings, lists, numbers and text."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: to_data(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.init and not f.name.startswith("_")
        }
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if isinstance(value, Mapping):
        return {k: to_data(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class FieldSpec:
    """What one rules field is and allows: its meaning, its kind ("bool", "int", "text",
    "list" or "mapping"), its choices and bounds."""

    doc: str
    kind: str
    choices: tuple[Any, ...] | None
    low: int | None
    high: int | None


def field_spec(cls: Any, path: tuple[str, ...]) -> FieldSpec:
    """The :class:`FieldSpec` of the field at ``path`` below the dataclass ``cls``."""
    for depth, name in enumerate(path):
        hints = typing.get_type_hints(cls)
        found = next((f for f in dataclasses.fields(cls) if f.name == name), None)
        if found is None:
            raise KeyError(dotted(path))
        tp = hints[name]
        if depth < len(path) - 1:
            cls = tp
            continue
        origin = typing.get_origin(tp)
        if origin in (types.UnionType, typing.Union):
            tp = next(a for a in typing.get_args(tp) if a is not type(None))
            origin = typing.get_origin(tp)
        kind = (
            "list"
            if origin is tuple
            else "mapping"
            if origin in (dict, FrozenMap)
            else {bool: "bool", int: "int", str: "text"}.get(tp, "section")
        )
        meta = found.metadata
        choices = meta.get("choices")
        if kind == "bool":
            choices = (True, False)
        return FieldSpec(str(meta.get("doc", "")), kind, choices, meta.get("low"), meta.get("high"))
    raise KeyError(dotted(path))


def describe_field(cls: Any, name: str) -> str:
    """The doc string of a rules field, for error messages and the house-rules panel."""
    for f in dataclasses.fields(cls):
        if f.name == name:
            return str(f.metadata.get("doc", ""))
    return ""
