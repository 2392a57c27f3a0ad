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
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any

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
@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, localns={"Card": Card, "Rules": Rules})


def decode(value: Any, hint: Any, where: str) -> Any:
    """``value`` read as the type ``hint``; raises :class:`CodecError` naming ``where``."""
    origin = typing.get_origin(hint)
    if hint is Any:
        raise CodecError(f"{where}: no such value travels")
    if origin in (types.UnionType, typing.Union):
        args = typing.get_args(hint)
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            return decode(value, inner[0], where)
        raise CodecError(f"{where}: an unexpected kind of value")
    if hint is Card:
        if not isinstance(value, str) or len(value) > 4:  # 10D' at the longest
            raise CodecError(f"{where}: a card is written like 7D")
        try:
            return Card.parse(value)
        except ValueError:
            raise CodecError(f"{where}: {value[:8]!r} is not a card") from None
    if hint is bool:
        if not isinstance(value, bool):
            raise CodecError(f"{where}: should be true or false")
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**9:
            raise CodecError(f"{where}: should be a whole number")
        return value
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, int | float) or abs(value) > 1e9:
            raise CodecError(f"{where}: should be a number")
        return float(value)
    if hint is str:
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            raise CodecError(f"{where}: should be a short text")
        return value
    if origin in (tuple, list):
        args = typing.get_args(hint)
        if not isinstance(value, list) or len(value) > MAX_ITEMS:
            raise CodecError(f"{where}: should be a list")
        if origin is tuple and (len(args) != 2 or args[1] is not Ellipsis):
            if len(value) != len(args):
                raise CodecError(f"{where}: should hold {len(args)} values")
            pairs = enumerate(zip(value, args, strict=True))
            return tuple(decode(v, a, f"{where}[{i}]") for i, (v, a) in pairs)
        items = [decode(v, args[0], f"{where}[{i}]") for i, v in enumerate(value)]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        key_type, value_type = typing.get_args(hint)
        if not isinstance(value, dict) or len(value) > MAX_ITEMS:
            raise CodecError(f"{where}: should be an object")
        return {
            decode(k, key_type, f"{where} key"): decode(v, value_type, f"{where}.{k}")
            for k, v in value.items()
        }
    if hint is Event:
        return decode_event(value, where)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        allowed = {member.value: member for member in hint}
        if not isinstance(value, str) or value not in allowed:
            raise CodecError(f"{where}: one of {', '.join(map(str, allowed))}")
        return allowed[value]
    if isinstance(hint, type) and hint in _DATACLASSES:
        try:
            return _decode_dataclass(value, hint, where)
        except ValueError as exc:  # a value its class refuses (a drawn match's winner)
            if isinstance(exc, CodecError):
                raise
            raise CodecError(f"{where}: {exc}") from None
    raise CodecError(f"{where}: no such value travels")


def _decode_dataclass(value: Any, cls: type, where: str) -> Any:
    if not isinstance(value, dict):
        raise CodecError(f"{where}: should be an object")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(value) - set(fields)
    if unknown:
        raise CodecError(f"{where}: unknown field {sorted(unknown)[0][:20]!r}")
    parts: dict[str, Any] = {}
    for name, f in fields.items():
        if name not in value:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise CodecError(f"{where}: {name} is missing")
            continue
        parts[name] = decode(value[name], hints[name], f"{where}.{name}")
    return cls(**parts)


def decode_event(value: Any, where: str = "event") -> Event:
    if not isinstance(value, dict):
        raise CodecError(f"{where}: an event is an object")
    kind = value.get("kind")
    cls = EVENT_KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise CodecError(f"{where}: {str(kind)[:20]!r} is not a kind of event")
    if set(value) != {"kind", *cls._fields}:
        raise CodecError(f"{where}: the fields of {kind} are {', '.join(cls._fields)}")
    hints = _hints(cls)
    where = f"{where} {kind}"
    return cls(*(decode(value[n], hints[n], f"{where}.{n}") for n in cls._fields))


def decode_view(value: Any, rules: Rules, history: tuple[Event, ...] | None = None) -> PlayerView:
    """A view from :func:`encode_view` data, under ``rules``; ``history`` stands in for the
    round's events when the data leaves them out."""
    if not isinstance(value, dict):
        raise CodecError("view: should be an object")
    names = VIEW_FIELDS if history is None else UPDATE_FIELDS
    if set(value) != set(names):
        missing = sorted(set(names) - set(value)) or sorted(set(value) - set(names))
        raise CodecError(f"view: the field {missing[0][:20]!r} is wrong")
    hints = _hints(PlayerView)
    parts = {n: decode(value[n], hints[n], f"view.{n}") for n in names}
    if history is not None:
        parts["history"] = history
    view = PlayerView(rules=rules, **parts)
    n = view.players
    if n not in PLAYER_COUNTS or len(view.teams) != n or len(view.hand_sizes) != n:
        raise CodecError("view: the seats do not add up")
    if not (view.seat == NO_SEAT or 0 <= view.seat < n) or not 0 <= view.current_player < n:
        raise CodecError("view: a seat out of the table")
    return view
