"""The messages of a LAN match: JSON text frames, each with ``"v"`` and ``"type"``.

Every frame a seat sends is read here before the host looks at it: its size, then its JSON
into the typed message of its ``"type"`` (msgspec structures, each field bounded). A frame
that fails is refused with a :class:`Refusal` (a code for the log and the answer, and an
English reason); the match goes on. The whole format is
documented in ``docs/lan-protocol.md``.

>>> message = parse_client('{"v": 1, "type": "move", "at": 3, "move": ["7D", "3C", "4S"]}')
>>> message.type, message.fields["at"], str(message.fields["move"])
('move', 3, '7D x 3C 4S')
>>> parse_client('{"v": 1, "type": "move"}')
Traceback (most recent call last):
...
scopa.net.protocol.Refusal: bad_field: move: the field 'at' is missing
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from ..core.moves import Move
from ..core.rules import PLAYER_COUNTS

VERSION = 1
SEATS = max(PLAYER_COUNTS)  # seats at the largest table a variant may set: 0 to SEATS - 1
MAX_FRAME = 16 * 1024  # bytes: the largest frame a seat may send (the host refuses more)
MAX_HOST_FRAME = 1024 * 1024  # bytes: the largest frame a seat accepts from the host
FLOOD_RATE = 20.0  # frames a second a seat may send, on average
FLOOD_BURST = 40  # frames a seat may send at once, before the rate counts
FREE_WRONG_CODES = 10  # wrong join codes a code takes at once (typos), from any addresses
WRONG_CODE_BUDGET = 1_000  # wrong join codes a code takes in all (0.1%): then it is retired
CHECK_EVERY = 1.0  # seconds between two codes checked, once past the free wrong ones
JOIN_QUEUE = 64  # joins waiting their code's check: half from new addresses, half from others
MAX_NAME = 40  # characters of a player's name
CODE_PATTERN = re.compile(r"[0-9]{6}")  # a join code: six digits, shown "482 913"
SENT_CODE = re.compile(r"[0-9]{4}|[0-9]{6}")  # a join's code (four: a seat kept from before)
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{16,64}")
CLIENT_TYPES = ("join", "move", "bye")
ROLES = ("player", "spectator")


class Refusal(Exception):
    """A frame the host (or a seat) will not take: ``code`` for the answer and the log,
    ``reason`` in English; ``fatal`` ones end the connection."""

    def __init__(self, code: str, reason: str, *, fatal: bool = False) -> None:
        super().__init__(f"{code}: {reason}")
        self.code = code
        self.reason = reason
        self.fatal = fatal


@dataclass(frozen=True)
class Message:
    """A checked frame from a seat: its type and its fields, read into their values."""

    type: str
    fields: dict[str, Any] = field(default_factory=dict)


# ----------------------------------------------------------------- a seat's frames
# Each message a seat sends, as a typed structure whose every field is bounded: msgspec
# reads a frame into one of them, or says why not (:func:`_refusal` turns that into the
# reason a seat is told).
class _Frame(Struct, forbid_unknown_fields=True, tag_field="type"):
    v: Literal[1]  # VERSION


class _Join(_Frame, tag="join"):
    code: Annotated[str, Meta(pattern=r"^(?:[0-9]{4}|[0-9]{6})\Z")]  # SENT_CODE
    role: Literal["player", "spectator", ""] | None = None  # none, or empty: a player
    token: Annotated[str, Meta(pattern=r"^[A-Za-z0-9_-]{16,64}\Z")] | None = None
    seat: Annotated[int, Meta(ge=0, lt=SEATS)] | None = None
    name: Annotated[str, Meta(max_length=MAX_NAME)] | None = None  # printable, checked after


class _Move(_Frame, tag="move"):
    at: Annotated[int, Meta(ge=0, lt=100_000)]
    move: Annotated[list[Annotated[str, Meta(max_length=12)]], Meta(min_length=1, max_length=24)]


class _Bye(_Frame, tag="bye"):
    pass


_READ_CLIENT = msgspec.json.Decoder(_Join | _Move | _Bye)
_READ_ANY = msgspec.json.Decoder()  # JSON as plain data: the host's frames, a refused one
_UNREADABLE = (msgspec.DecodeError, RecursionError, UnicodeEncodeError)  # a lone surrogate
# what each field of a seat's frame holds, said when its value is not that
_HOLDS = {
    "code": "join: the code is six digits",
    "role": "join: the role is player or spectator",
    "token": "join: not a seat token",
    "seat": f"join: a seat is 0 to {SEATS - 1}",
    "name": f"join: a name is up to {MAX_NAME} printable characters",
    "at": "move: at counts the moves played",
    "move": "move: a list of up to 24 short words",
}
_JSON_TYPES = {"array": "list", "object": "dict"}
_PROBLEM = re.compile(
    r"(?:Object contains unknown field `(?P<unknown>[^`]*)"
    r"|Object missing required field `(?P<missing>[a-z]+)`"
    r"|Expected `(?P<kind>[a-z]+)[^`]*`, got .* - at `\$\.(?P<wrong>[a-z]+)`$"
    r"|.* - at `\$\.(?P<field>[a-z]+))"
)


def _refusal(text: str, problem: Exception) -> Refusal:
    """Why a frame that did not read is refused, in the order a reader checks: its JSON,
    its version, its type, then its first wrong field (what msgspec found)."""
    try:
        data = _READ_ANY.decode(text)
    except _UNREADABLE:
        return Refusal("not_json", "the frame is not JSON")
    if not isinstance(data, dict):
        return Refusal("not_object", "a frame is a JSON object")
    version = data.get("v")
    if type(version) is not int or version != VERSION:
        return Refusal("version", f"this host speaks version {VERSION}", fatal=True)
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        return Refusal("bad_type", f"{str(kind)[:20]!r} is not a message a seat sends")
    found = _PROBLEM.match(str(problem))
    parts = found.groupdict() if found else {}
    if parts.get("unknown") is not None:
        return Refusal("bad_field", f"{kind}: unknown field {parts['unknown'][:20]!r}")
    if parts.get("missing"):
        return Refusal("bad_field", f"{kind}: the field {parts['missing']!r} is missing")
    if parts.get("wrong"):
        wanted = _JSON_TYPES.get(parts["kind"], parts["kind"])
        return Refusal("bad_field", f"{kind}: {parts['wrong']} should be {wanted}")
    return Refusal("bad_field", _HOLDS.get(parts.get("field") or "", f"{kind}: a wrong field"))


def parse_client(text: str | bytes) -> Message:
    """A frame from a seat, read into its typed message; raises :class:`Refusal`."""
    if isinstance(text, bytes):
        raise Refusal("binary", "frames are JSON text, not binary")
    if len(text) * 4 > MAX_FRAME and len(text.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise Refusal("too_big", f"a frame holds at most {MAX_FRAME} bytes", fatal=True)
    try:
        read = _READ_CLIENT.decode(text)
    except _UNREADABLE as exc:
        raise _refusal(text, exc) from None
    if isinstance(read, _Move):
        try:
            move = Move.from_data(read.move)
        except Exception:
            raise Refusal("bad_move", "move: not a move in card notation") from None
        return Message("move", {"at": read.at, "move": move})
    if isinstance(read, _Bye):
        return Message("bye", {})
    name = read.name or ""
    if not name.isprintable():
        raise Refusal("bad_field", _HOLDS["name"])
    role = read.role or "player"
    return Message(
        "join",
        {"code": read.code, "role": role, "token": read.token, "seat": read.seat, "name": name},
    )


def shown_code(code: str) -> str:
    """A join code as the game shows it, its digits in groups of three: ``482 913``."""
    return " ".join(code[i : i + 3] for i in range(0, len(code), 3))


def read_code(text: str) -> str:
    """A join code as typed (``482 913``, ``482913``, `` 482-913 ``): its digits, joined; what
    is not a code comes back as typed, stripped, for the checks to refuse."""
    digits = re.sub(r"[\s-]", "", text)
    return digits if re.fullmatch(r"[0-9]+", digits) else text.strip()


def frame(kind: str, **fields: Any) -> str:
    """A frame's text: ``kind`` with its fields, compact."""
    return to_json({"v": VERSION, "type": kind, **fields})


def _unsendable(value: object) -> object:
    raise TypeError(f"cannot send a {type(value).__name__}")


_WRITE = msgspec.json.Encoder(enc_hook=_unsendable)
_PAST_ASCII = re.compile("[\x7f-\U0010ffff]")


def _escaped(found: re.Match[str]) -> str:
    """A character past ASCII (or DEL) as JSON writes it: ``\\u00e8``, a surrogate pair above
    the first 65,536."""
    code = ord(found.group())
    if code > 0xFFFF:
        code -= 0x10000
        return f"\\u{0xD800 | code >> 10:04x}\\u{0xDC00 | code & 0x3FF:04x}"
    return f"\\u{code:04x}"


def to_json(value: Any) -> str:
    """A value as compact JSON text, every character past ASCII escaped: the same text as
    ``json.dumps(value, separators=(",", ":"))`` (for numbers that travel: a float from
    1e-4 to 1e16), by msgspec's one encoder."""
    data = _WRITE.encode(value)
    if data.isascii() and b"\x7f" not in data:
        return data.decode("ascii")
    return _PAST_ASCII.sub(_escaped, data.decode("utf-8"))


def opened(kind: str, **fields: Any) -> str:
    """:func:`frame` left open after its last field, for more fields whose values are JSON
    texts already (parts that several frames share, made once): add ``,"name":text`` for
    each, then the closing ``}``."""
    return frame(kind, **fields)[:-1]


HOST_TYPES = ("welcome", "update", "seats", "refused", "error", "over", "queued")


def parse_host(text: str | bytes) -> dict[str, Any]:
    """A frame from the host, its envelope checked (the codec checks what it carries)."""
    if isinstance(text, bytes) or len(text) > MAX_HOST_FRAME:
        raise Refusal("bad_frame", "not a text frame of the host")
    try:
        data = _READ_ANY.decode(text)
    except _UNREADABLE:
        raise Refusal("not_json", "the host's frame is not JSON") from None
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise Refusal("version", f"the host does not speak version {VERSION}", fatal=True)
    if data.get("type") not in HOST_TYPES:
        raise Refusal("bad_type", "not a message a host sends")
    return data
