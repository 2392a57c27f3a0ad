"""Small records of a round's state, their fields written once.

A mechanism keeps its part of a round (the claims, the declarations, the piles' tops) in a
record of its own: :func:`record` makes a class one, a slotted dataclass whose field list
gives its constructor, its equality and its :meth:`copy`, generated as dataclasses generate
their methods, so that a clone of a round (thousands a move, in the search) pays no loop for
it. A field annotated as a list is copied as a new list; every other is shared (numbers,
tuples: what play replaces, never changes in place).

>>> @record
... class Pair(Record):
...     seen: list[int]
...     count: int = 0
>>> a = Pair([1, 2], 3)
>>> b = a.copy()
>>> b.seen.append(4)
>>> a, b == Pair([1, 2, 4], 3)
(Pair(seen=[1, 2], count=3), True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Self, TypeVar, dataclass_transform

R = TypeVar("R", bound="Record")


class Record:
    """The base of a record: :func:`record` gives each its own :meth:`copy`."""

    __slots__ = ()

    def copy(self) -> Self:
        """A copy whose lists are new lists: playing on it leaves this one as it is."""
        raise TypeError(f"{type(self).__name__} is a Record not made by @record")


@dataclass_transform()
def record(cls: type[R]) -> type[R]:
    """``cls`` as a slotted dataclass with a ``copy()`` that copies each list field."""
    made: Any = dataclasses.dataclass(slots=True)(cls)
    made.copy = _copier(made)
    return made  # type: ignore[no-any-return]


def copy_lines(cls: type[Record], source: str, target: str, indent: str) -> list[str]:
    """The lines of Python that copy the record ``source`` (an expression naming a ``cls``)
    into a new one, ``target``: what :meth:`Record.copy` runs, for a method made from a
    field list (as a round's clone) to run in its own body, without a call. They need
    ``new`` (``object.__new__``) and the class, by its own name, in scope."""
    lines = [f"{indent}{target} = new({cls.__name__})"]
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        listed = str(f.type).startswith("list[")
        copied = f"{source}.{f.name}" + ("[:]" if listed else "")
        lines.append(f"{indent}{target}.{f.name} = {copied}")
    return lines


def _copier(cls: Any) -> Callable[[Any], Any]:
    lines = ["def copy(self):", *copy_lines(cls, "self", "other", "    "), "    return other"]
    source = "\n".join(lines) + "\n"
    scope: dict[str, Any] = {cls.__name__: cls, "new": object.__new__}
    exec(source, scope)  # a method made from the field list, as dataclasses make theirs
    copy: Callable[[Any], Any] = scope["copy"]
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    copy.__doc__ = "A copy whose lists are new lists: playing on it leaves this one as it is."
    return copy
