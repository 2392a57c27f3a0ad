"""The messages of a LAN match: JSON text frames, each with ``"v"`` and ``"type"``.

Every frame a seat sends is read here before the host looks at it: its size, its JSON, and
each field by kind and bounds. A frame that fails is refused with a :class:`Refusal` (a code
for the log and the answer, and an English reason); the match goes on. The whole format is
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

import json
import json.encoder
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

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


def _load(text: str | bytes) -> dict[str, Any]:
    if isinstance(text, bytes):
        raise Refusal("binary", "frames are JSON text, not binary")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise Refusal("too_big", f"a frame holds at most {MAX_FRAME} bytes", fatal=True)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Refusal("not_json", "the frame is not JSON") from None
    if not isinstance(data, dict):
        raise Refusal("not_object", "a frame is a JSON object")
    if data.get("v") != VERSION:
        raise Refusal("version", f"this host speaks version {VERSION}", fatal=True)
    return data


def _field(data: dict[str, Any], name: str, kind: type, *, required: bool = True) -> Any:
    if name not in data:
        if required:
            raise Refusal("bad_field", f"{data['type']}: the field {name!r} is missing")
        return None
    value = data[name]
    if value is None and not required:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise Refusal("bad_field", f"{data['type']}: {name} should be {kind.__name__}")
    return value


def parse_client(text: str | bytes) -> Message:
    """A frame from a seat, checked field by field; raises :class:`Refusal`."""
    data = _load(text)
    kind = data.get("type")
    if kind not in CLIENT_TYPES:
        raise Refusal("bad_type", f"{str(kind)[:20]!r} is not a message a seat sends")
    allowed = {"v", "type"}
    fields: dict[str, Any] = {}
    if kind == "join":
        allowed |= {"code", "role", "token", "seat", "name"}
        code = _field(data, "code", str)
        if not SENT_CODE.fullmatch(code):
            raise Refusal("bad_field", "join: the code is six digits")
        role = _field(data, "role", str, required=False) or "player"
        if role not in ROLES:
            raise Refusal("bad_field", "join: the role is player or spectator")
        token = _field(data, "token", str, required=False)
        if token is not None and not TOKEN_PATTERN.fullmatch(token):
            raise Refusal("bad_field", "join: not a seat token")
        seat = _field(data, "seat", int, required=False)
        if seat is not None and not 0 <= seat < SEATS:
            raise Refusal("bad_field", f"join: a seat is 0 to {SEATS - 1}")
        name = _field(data, "name", str, required=False) or ""
        if len(name) > MAX_NAME or not name.isprintable():
            raise Refusal("bad_field", f"join: a name is up to {MAX_NAME} printable characters")
        fields = {"code": code, "role": role, "token": token, "seat": seat, "name": name}
    elif kind == "move":
        allowed |= {"at", "move"}
        at = _field(data, "at", int)
        if not 0 <= at < 100_000:
            raise Refusal("bad_field", "move: at counts the moves played")
        words = _field(data, "move", list)
        if not 1 <= len(words) <= 24 or not all(isinstance(w, str) and len(w) <= 12 for w in words):
            raise Refusal("bad_field", "move: a list of up to 24 short words")
        try:
            move = Move.from_data(words)
        except Exception:
            raise Refusal("bad_move", "move: not a move in card notation") from None
        fields = {"at": at, "move": move}
    unknown = set(data) - allowed
    if unknown:
        raise Refusal("bad_field", f"{kind}: unknown field {sorted(unknown)[0][:20]!r}")
    return Message(kind, fields)


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


def _compact() -> Callable[[Any], str]:
    """The fastest way this Python has to write a value as compact JSON text: the standard
    library's C encoder made once (``json.dumps`` makes one a call), or its plain encoder."""
    plain = json.JSONEncoder(separators=(",", ":"), default=_unsendable).encode
    make: Any = getattr(json.encoder, "c_make_encoder", None)
    try:
        fast = make(None, _unsendable, json.encoder.encode_basestring_ascii, None, ":", ",",
                    False, False, True)  # fmt: skip
        sample: Any = {"v": [1, -2.5, None, True, '\u00e8"x'], "k": {}}
        if "".join(fast(sample, 0)) != plain(sample):
            return plain
    except TypeError:  # none here, or one that takes other arguments
        return plain
    return lambda value: "".join(fast(value, 0))


to_json = _compact()  # a value as compact JSON text, as json.dumps writes it


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
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Refusal("not_json", "the host's frame is not JSON") from None
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise Refusal("version", f"the host does not speak version {VERSION}", fatal=True)
    if data.get("type") not in HOST_TYPES:
        raise Refusal("bad_type", "not a message a host sends")
    return data
