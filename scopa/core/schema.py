"""Checking rules data against the rules dataclasses, never running anything.

:func:`build` turns plain data (read safely by :mod:`scopa.core.yaml_text`, or a save's
record) into the frozen dataclasses of :mod:`scopa.core.rules`, driven by their type hints
and field metadata (:func:`spec`), collecting every problem with its key path and, where the
marks know it, its file, line and column. Unknown keys are errors, with a "did you mean" for
misspellings; every text is checked (no NUL or control characters, no lone surrogates, at
most :data:`TEXT_LIMITS` characters) and every list and mapping holds at most
:data:`MAX_ITEMS` entries. Mappings become :class:`FrozenMap`, so loaded rules never change.
"""

from __future__ import annotations

import dataclasses
import difflib
import types
import typing
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .errors import Problem, RulesError
from .reading import text_fault
from .yaml_text import Marks, Path_, dotted

TEXT_LIMITS = {"name": 201, "title": 80, "description": 500}  # characters; any other: 80
MAX_TEXT = 80
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


def spec(
    doc: str = "",
    *,
    choices: tuple[Any, ...] | None = None,
    low: int | None = None,
    high: int | None = None,
    keys: tuple[Any, ...] | None = None,
    keys_said: str | None = None,
    max_len: int | None = None,
    **kw: Any,
) -> Any:
    """Metadata for a rules field: what it means and what values are allowed (``keys``: the
    keys a mapping field allows, ``keys_said`` those keys in words where they are too many
    to list; ``max_len``: the most characters a text may have, :data:`MAX_TEXT` when not
    given)."""
    meta = {
        "doc": doc,
        "choices": choices,
        "low": low,
        "high": high,
        "keys": keys,
        "keys_said": keys_said,
        "max_len": max_len,
    }
    return dataclasses.field(metadata=meta, **kw)


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
        self._add(path, message, code, params, conflict=False)

    def add_conflict(self, path: Path_, message: str, code: str, params: dict[str, Any]) -> None:
        """A rule valid alone that does not fit the others (:meth:`Rules.check`)."""
        self._add(path, message, code, params, conflict=True)

    def _add(
        self, path: Path_, message: str, code: str | None, params: dict[str, Any], *, conflict: bool
    ) -> None:
        if len(self.problems) >= MAX_PROBLEMS:
            return
        mark = None
        for cut in range(len(path), -1, -1):
            mark = self.marks.get(path[:cut])
            if mark:
                break
        if conflict and mark is not None and self.file is not None and mark.file != self.file:
            # a value this file inherits (``extends:``) that no longer fits what it changes:
            # the problem is this file's, at its ``extends:``, and says where the value is
            # (a value wrong in itself stays the fault of the file that wrote it)
            source = mark.file.replace("\\", "/").rsplit("/", 1)[-1]
            params = {**params, "from_file": source, "from_line": mark.line}
            message = f"{message} (inherited from {source}, line {mark.line})"
            own = self.marks.get(("extends",))
            mark = own if own is not None and own.file == self.file else None
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
    if choices and tp is int and meta.get("low") is not None:  # a number, or a word
        number = _allowed({**meta, "choices": None}, int)
        return f"{number}, or {' or '.join(str(c) for c in choices)}"
    if choices and meta.get("said"):
        return str(meta["said"])
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
        if len(args) > 1:
            return _convert_number_or_word(meta, value, path, out)
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
            key_meta = {"choices": meta.get("keys"), "said": meta.get("keys_said")}
            key_meta = key_meta if meta.get("keys") else {}
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
                value=str(value),
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


def _convert_number_or_word(
    meta: Mapping[str, Any], value: Any, path: Path_, out: _Collector
) -> Any:
    """A field that holds a whole number within its bounds or one of its words
    (``match.rounds``: 4, or ``per_dealer``)."""
    words = tuple(meta.get("choices") or ())
    if isinstance(value, str) and value in words:
        return value
    low, high = meta.get("low"), meta.get("high")
    number = isinstance(value, int) and not isinstance(value, bool)
    if number and (low is None or value >= low) and (high is None or value <= high):
        return value
    hint = None
    if isinstance(value, str):
        close = difflib.get_close_matches(value, [str(w) for w in words], n=1)
        hint = close[0] if close else None
    tip = f" (did you mean {hint!r}?)" if hint else ""
    shown = repr(value) if isinstance(value, str) else _describe(value)
    out.add(
        path,
        f"is {shown}; allowed: {_allowed(meta, int)}{tip}",
        "not_allowed",
        value=shown,
        hint=hint,
        **_limits(meta, int),
    )
    return None


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


def _in_file_order(problem: Problem) -> tuple[bool, int, int]:
    return (problem.line is None, problem.line or 0, problem.column or 0)


def build(cls: Any, data: Any, marks: Marks, file: str | None) -> Any:
    """Build ``cls`` from plain data or raise :class:`RulesError` listing every problem."""
    out = _Collector(marks, file)
    result = _build(cls, data, (), out)
    if not out.problems and hasattr(result, "check"):
        for path, message, code, parts in result.check():
            out.add_conflict(path, message, code, parts)
    if out.problems or result is None:
        out.problems.sort(key=_in_file_order)  # as the player reads the file, top to bottom
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
    "list" or "mapping"), its choices and bounds, and whether it may be null (``None``:
    ``all_coins: null``, no points for every coin)."""

    doc: str
    kind: str
    choices: tuple[Any, ...] | None
    low: int | None
    high: int | None
    nullable: bool = False


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
        nullable = False
        if origin in (types.UnionType, typing.Union):
            nullable = type(None) in typing.get_args(tp)
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
        low, high = meta.get("low"), meta.get("high")
        return FieldSpec(str(meta.get("doc", "")), kind, choices, low, high, nullable)
    raise KeyError(dotted(path))


def describe_field(cls: Any, name: str) -> str:
    """The doc string of a rules field, for error messages and the house-rules panel."""
    for f in dataclasses.fields(cls):
        if f.name == name:
            return str(f.metadata.get("doc", ""))
    return ""
