"""Views and events as JSON-ready data, and back, every value checked against its type.

Cards travel as their short notation (``"7D"``), events as objects naming their kind and
fields (``{"kind": "Played", "round": 1, "seat": 0, "card": "7D", "captured": []}``), views
as objects of the :class:`~scopa.core.view.PlayerView` fields. Decoding follows the type
annotations of the core's own classes, so a field added to an event travels without a line
here, and a value of the wrong kind is refused with :class:`CodecError` saying where.

>>> from scopa.core.cards import Card
>>> from scopa.core.events import Played
>>> data = encode_event(Played(1, 0, Card.parse("7D"), (Card.parse("3C"), Card.parse("4S"))))
>>> data
{'kind': 'Played', 'round': 1, 'seat': 0, 'card': '7D', 'captured': ['3C', '4S']}
>>> decode_event(data) == Played(1, 0, Card.parse("7D"), (Card.parse("3C"), Card.parse("4S")))
True
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import operator
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any

import msgspec
from msgspec import Meta
from msgspec.structs import astuple

from ..core import events as _events
from ..core.cards import Card
from ..core.events import Event
from ..core.outcome import Outcome
from ..core.rules import PLAYER_COUNTS, Rules
from ..core.scoring import RoundResult, SideDetail
from ..core.view import PlayerView, TableBuild

MAX_ITEMS = 400  # no list in a message is longer (a round has some sixty events)
MAX_TEXT = 64  # no text value of an event is longer
NO_SEAT = -1  # the seat of a spectator's view: it holds no hand

EVENT_KINDS: dict[str, type[Event]] = {
    name: cls
    for name, cls in vars(_events).items()
    if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event
}
_DATACLASSES: dict[type, str] = {RoundResult: "RoundResult", SideDetail: "SideDetail"}
_DATACLASSES[TableBuild] = "TableBuild"
_DATACLASSES[Outcome] = "Outcome"
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in _DATACLASSES}
VIEW_FIELDS = tuple(f.name for f in dataclasses.fields(PlayerView) if f.name != "rules")
# the fields an update carries: all but the rules (sent once) and the history (the events)
UPDATE_FIELDS = tuple(f for f in VIEW_FIELDS if f != "history")
SEAT_FIELDS = ("seat", "hand", "face_down")  # a view's fields that differ from seat to seat
PUBLIC_FIELDS = tuple(f for f in UPDATE_FIELDS if f not in SEAT_FIELDS)


class CodecError(ValueError):
    """A value that is not what its field holds; ``str()`` says which and why."""


# ---------------------------------------------------------------------------- encoding
_PLAIN = (type(None), bool, int, float, str)
_CARD_TEXT: dict[Card, str] = {}  # each card's notation, made once


def encode(value: Any) -> Any:
    """Plain JSON data for a value of a view or event."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is Card:
        return _card_text(value)
    if kind is tuple or kind is list:
        return [encode(v) for v in value]
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Event):
        return encode_event(value)
    if isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, tuple | list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    names = _FIELDS.get(kind)
    if names is not None:
        return {name: encode(getattr(value, name)) for name in names}
    raise TypeError(f"cannot send a {kind.__name__}")


def _card_text(card: Card) -> str:
    text = _CARD_TEXT.get(card)
    if text is None:
        text = _CARD_TEXT[card] = str(card)
    return text


_SAME = (int, bool, str, int | None, bool | None, str | None)


@cache
def _encoder(cls: type, names: tuple[str, ...], kind: bool) -> Callable[[Any], dict[str, Any]]:
    """The encoding of some fields of one class (an event kind's, by position, with its
    ``kind``; a view's, by name), written out from their types as one function, for a match
    sends thousands: a plain value as it is, a card or a tuple of cards by their notation,
    anything else by :func:`encode`."""
    hints = _hints(cls)
    parts = [f'"kind": {cls.__name__!r}'] if kind else []
    for i, name in enumerate(names):
        hint = hints[name]
        field = f"e[{i}]" if kind else f"e.{name}"
        if hint in _SAME:
            value = field
        elif hint is Card:
            value = f"_card({field})"
        elif hint == tuple[Card, ...]:
            value = f"list(map(_card, {field}))"
        else:
            value = f"_encode({field})"
        parts.append(f"{name!r}: {value}")
    space: dict[str, Any] = {"_card": _card_text, "_encode": encode}
    exec(f"def encode_one(e):\n    return {{{', '.join(parts)}}}\n", space)
    return space["encode_one"]  # type: ignore[no-any-return]


def encode_event(event: Event) -> dict[str, Any]:
    kind = type(event)
    return _encoder(kind, kind._fields, True)(event)


def prepare() -> None:
    """Write out every encoder now (a host calls this as it starts), so that no frame of a
    match pays for making one the first time its kind of event comes."""
    for kind in EVENT_KINDS.values():
        _encoder(kind, kind._fields, True)
    for names in (PUBLIC_FIELDS, VIEW_FIELDS, UPDATE_FIELDS):
        _encoder(PlayerView, names, False)
    for cls in _DATACLASSES:
        _hints(cls)


def encode_cards(cards: tuple[Card, ...]) -> list[str]:
    return list(map(_card_text, cards))


def encode_view(view: PlayerView, *, history: bool = True) -> dict[str, Any]:
    """A view's fields (never its rules, sent once on joining); ``history=False`` leaves
    the round's events out too (an update carries the new ones beside)."""
    return encode_fields(view, VIEW_FIELDS if history else UPDATE_FIELDS)


def encode_fields(view: PlayerView, names: tuple[str, ...]) -> dict[str, Any]:
    """Some of a view's fields, ``names`` (an update's :data:`PUBLIC_FIELDS`, encoded
    once for every seat)."""
    return _encoder(PlayerView, names, False)(view)


def public_view(view: PlayerView) -> PlayerView:
    """What a spectator may see of a position: ``view`` less its seat's hand and the cards
    it played face down (the seat becomes :data:`NO_SEAT`)."""
    return dataclasses.replace(view, seat=NO_SEAT, hand=(), face_down=())


# ---------------------------------------------------------------------------- decoding
# Each class that travels (an event kind, a scored round, a view) is read through a typed,
# bounded structure made once from its type annotations (:func:`_mirror`): msgspec checks
# every value against its type and bounds as it reads, and the structure then becomes the
# core's own object (:func:`_converter`: a card from its notation, an enum from its value).
_INT = Annotated[int, Meta(ge=-(10**9), le=10**9)]  # no number of a match is larger
_FLOAT = Annotated[float, Meta(ge=-1e9, le=1e9)]
_TEXT = Annotated[str, Meta(max_length=MAX_TEXT)]
_SCALARS: dict[Any, Any] = {int: _INT, float: _FLOAT, str: _TEXT, bool: bool}
_SCALARS[Card] = Annotated[str, Meta(max_length=4)]  # 10D' at the longest
_SCALARS[type(None)] = type(None)
_BUILD: dict[type, Callable[[Any], Any]] = {}  # a structure read -> the core's object
_PLANS: dict[type, list[tuple[str, Callable[[Any], Any] | None]]] = {}  # its fields' making
_CARDS: dict[str, Card] = {}  # each notation read so far (of real cards only), and its card


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, localns={"Card": Card, "Rules": Rules})


def _card(text: str) -> Card:
    card = _CARDS.get(text)
    if card is None:
        try:
            card = _CARDS[text] = Card.parse(text)
        except ValueError:
            raise ValueError(f"{text[:8]!r} is not a card") from None
    return card


def _member(kind: type[enum.Enum], value: str) -> enum.Enum:
    try:
        return kind(value)
    except ValueError:
        raise ValueError(f"one of {', '.join(str(m.value) for m in kind)}") from None


@cache
def _wire(hint: Any) -> Any:
    """The bounded type that carries a value of the type ``hint``: every number, text and
    list within its bounds; a class that travels as its :func:`_mirror`."""
    scalar = _SCALARS.get(hint)
    if scalar is not None:
        return scalar
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        return functools.reduce(operator.or_, [_wire(a) for a in args])
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return Annotated[tuple[_wire(args[0]), ...], Meta(max_length=MAX_ITEMS)]  # type: ignore[misc]
    if origin is tuple:
        return tuple[tuple(_wire(a) for a in args)]  # type: ignore[misc]
    if origin is list:
        return Annotated[list[_wire(args[0])], Meta(max_length=MAX_ITEMS)]  # type: ignore[misc]
    if origin is dict:
        return Annotated[dict[_wire(args[0]), _wire(args[1])], Meta(max_length=MAX_ITEMS)]  # type: ignore[misc]
    if hint is Event:
        return _EVENTS
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _TEXT
    if hint in _DATACLASSES:
        return _mirror(hint, tuple(_FIELDS[hint]))
    raise TypeError(f"no {hint} travels")


def _converter(hint: Any) -> Callable[[Any], Any] | None:
    """How a value read as :func:`_wire` of ``hint`` becomes the core's (None: as it is)."""
    if hint is Card:
        return _card
    if hint is Event or hint in _DATACLASSES:
        return _build
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return functools.partial(_member, hint)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        one = _converter(next(a for a in args if a is not type(None)))
        return None if one is None else lambda v: None if v is None else one(v)
    if origin is list or (origin is tuple and args[1:] == (Ellipsis,)):
        each = _converter(args[0])
        if each is None:
            return None
        return (lambda v: list(map(each, v))) if origin is list else lambda v: tuple(map(each, v))
    return None  # a pair of plain values, a dict of them: as they are


def _build(value: Any) -> Any:
    return _BUILD[type(value)](value)


@cache
def _mirror(cls: type, names: tuple[str, ...]) -> type:
    """The structure that carries ``names`` of ``cls`` (an event kind, tagged by its
    ``kind``; a dataclass, its defaults kept), every field bounded; unknown fields refused."""
    hints = _hints(cls)
    defaults = {f.name: f for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else {}
    fields: list[Any] = []
    for name in names:
        f = defaults.get(name)
        if f is not None and f.default is not dataclasses.MISSING:
            fields.append((name, _wire(hints[name]), f.default))
        elif f is not None and f.default_factory is not dataclasses.MISSING:
            fields.append(
                (name, _wire(hints[name]), msgspec.field(default_factory=f.default_factory))
            )
        else:
            fields.append((name, _wire(hints[name])))
    if issubclass(cls, Event):  # tagged by its kind, as it travels
        mirror = msgspec.defstruct(
            cls.__name__, fields, forbid_unknown_fields=True, tag=cls.__name__, tag_field="kind"
        )
    else:
        mirror = msgspec.defstruct(cls.__name__, fields, forbid_unknown_fields=True)
    plan = _PLANS[mirror] = [(name, _converter(hints[name])) for name in names]
    if issubclass(cls, Event) and not any(c for _, c in plan):
        _BUILD[mirror] = lambda v: cls(*astuple(v))
    elif issubclass(cls, Event):
        _BUILD[mirror] = lambda v: cls(*[c(getattr(v, n)) if c else getattr(v, n) for n, c in plan])
    else:
        _BUILD[mirror] = lambda v: cls(**_made(v))
    return mirror


def _made(value: Any) -> dict[str, Any]:
    """The fields of a structure read, each made the core's value."""
    return {n: c(getattr(value, n)) if c else getattr(value, n) for n, c in _PLANS[type(value)]}


def _read(value: Any, kind: Any, where: str) -> Any:
    """``value`` (plain JSON data) read as ``kind`` and made the core's object; raises
    :class:`CodecError` naming ``where`` and, msgspec says, the path to the wrong value."""
    try:
        return _build(msgspec.convert(value, kind))
    except msgspec.ValidationError as exc:
        raise CodecError(f"{where}: {exc}") from None
    except (ValueError, TypeError) as exc:  # a value its class refuses (a drawn match's winner)
        raise CodecError(f"{where}: {exc}") from None


_EVENT_MIRRORS = {name: _mirror(cls, cls._fields) for name, cls in EVENT_KINDS.items()}
_EVENTS: Any = functools.reduce(operator.or_, _EVENT_MIRRORS.values())
_VIEW = _mirror(PlayerView, VIEW_FIELDS)
_UPDATE_VIEW = _mirror(PlayerView, UPDATE_FIELDS)


def decode_event(value: Any, where: str = "event") -> Event:
    """An event from :func:`encode_event` data; raises :class:`CodecError` naming ``where``."""
    kind = value.get("kind") if isinstance(value, dict) else None
    mirror = _EVENT_MIRRORS.get(kind) if isinstance(kind, str) else None
    # read as its kind's structure (msgspec keeps what it learnt of it), or as any event's,
    # which says what is wrong
    return _read(value, mirror or _EVENTS, where)  # type: ignore[no-any-return]


def decode_view(value: Any, rules: Rules, history: tuple[Event, ...] | None = None) -> PlayerView:
    """A view from :func:`encode_view` data, under ``rules``; ``history`` stands in for the
    round's events when the data leaves them out."""
    mirror = _VIEW if history is None else _UPDATE_VIEW
    try:
        parts = _made(msgspec.convert(value, mirror))
        if history is not None:
            parts["history"] = history
        view = PlayerView(rules=rules, **parts)
    except msgspec.ValidationError as exc:
        raise CodecError(f"view: {exc}") from None
    except (ValueError, TypeError) as exc:
        raise CodecError(f"view: {exc}") from None
    n = view.players
    if n not in PLAYER_COUNTS or len(view.teams) != n or len(view.hand_sizes) != n:
        raise CodecError("view: the seats do not add up")
    if not (view.seat == NO_SEAT or 0 <= view.seat < n) or not 0 <= view.current_player < n:
        raise CodecError("view: a seat out of the table")
    return view
