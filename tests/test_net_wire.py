"""The bytes on the wire: every kind of frame a host or a seat sends is the same text as
before the messages became typed structures (version 1 of the protocol, unchanged), and the
frames a seat sends are read into bounded values, hostile ones refused with their reason."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net import codec
from scopa.net.host import Conn, Host, HostOptions
from scopa.net.protocol import SEATS, VERSION, Refusal, frame, parse_client, parse_host, to_json

# Names as players type them: accents, other scripts, an emoji, a line separator, control
# characters and DEL, quotes and backslashes; each travels escaped, as ASCII.
NAMES = ("Nicolò", "José Ñúñez", "Ἀθηνᾶ", "😀 x", "a\u2028b", "tab\there\x7f", 'q"\\/', "")

# sha256 of every frame (below) as version 1 of the protocol wrote it, before the
# messages became typed structures: the same bytes now. Pinned again once, when the presets'
# descriptions and own words moved from the rules' data into the catalogues (each window
# words a preset from its own language's catalogue): the rules a host sends carry an empty
# description and terms there, nothing else changed.
PINNED = {
    ("scopone", 4): "2743fcac73881aceb3cc20682fed94b6f268af74d0a93000803bf9042d9c3c99",
    ("cirulla", 2): "a009a76425517b7e95b380766e7de15e2aef096b44cc16426af9e558761a084a",
    ("scopa_a_chi_fidasse", 3): "d39b2b2013c8847e76ffb01dfc825c81e06aac2a253b693df121bb9915adda83",
    ("mariscal_80", 2): "6549ea2bd9923f5b2b1ec9ff5730f6d4df908ecbf251b65a32c337ced57a2a12",
    ("rubamazzo", 3): "086fde6dd2383263c5ff9592a24ebe2ebfde132d5e72375d4edfcf30ffaf0e11",
}


class _Relay:
    def __init__(self) -> None:
        self.sent: list[str] = []

    def send_all(self, frames: list[tuple[int, str | None]]) -> None:
        self.sent += [text for _, text in frames if text is not None]


def host_frames(preset: str, players: int) -> list[str]:
    """Every frame a host sends through a seeded match (its first 300 moves at most): the
    welcome of every seat and of a spectator, the seats, every update, a refusal, an
    error."""
    game = Game(Rules.preset(preset), players, seed=9)
    host = Host(game, ["net"] * players, HostOptions(names=list(NAMES[:players])))
    host.match_id = "m" * 12
    relay = _Relay()
    host._relay = relay  # type: ignore[assignment]
    conns = []
    for seat in range(players):
        conn = Conn(seat + 1, "127.0.0.1")
        conn.seat = seat
        ns = host.net_seats[seat]
        ns.conn, ns.token, ns.name = conn, f"token{seat:012d}", NAMES[-1 - seat]
        conns.append(conn)
    watcher = Conn(players + 1, "127.0.0.1")
    watcher.seat = codec.NO_SEAT
    host.spectators.append(watcher)
    for conn in conns:
        host._welcome(conn, f"token{conn.seat:012d}")
    host._welcome(watcher, None)
    host.started = True
    host._send_seats(always=True)
    rng = random.Random(players)
    while not game.match_over and len(game.moves) < 300:
        moves = game.legal_moves()
        events = list(game.play(moves[int(rng.random() * len(moves))]))
        if game.round_over and not game.match_over:
            events += game.next_round()
        host.broadcast(events)
        if len(game.moves) == 7:
            host._welcome(conns[-1], None)  # a seat back: the welcome of a match under way
    host.refuse(conns[0], "stale", "the move came after another")
    host.refuse(conns[0], "bad_code", "the code is wrong", fatal=True)
    return relay.sent


def seat_frames() -> list[str]:
    """Every kind of frame a seat sends, and the host's short ones, with awkward values."""
    out = [frame("bye"), frame("move", at=0, move=["7D"]), frame("move", at=99, move=["10D'"])]
    out += [frame("join", code="482913", name=n, role="player", seat=1) for n in NAMES]
    out += [frame("join", code="1234", token="t" * 16), frame("join", code="482913", seat=None)]
    out += [frame("queued", reason="codes are checked in turn"), frame("over", at=3)]
    out += [to_json({"x": [1.0, 0.5, 84.0, -2.5, 1e-4, 123456.75, None, True, False]})]
    out += [to_json({"k": {"1": [], "": {}}, "e": "è\x00\x1f\n\r\t\b\f"})]
    return out


def _digest(texts: list[str]) -> str:
    return hashlib.sha256("\n".join(texts).encode("ascii")).hexdigest()


@pytest.mark.parametrize(("preset", "players"), list(PINNED))
def test_every_frame_of_a_match_is_the_same_text_as_before(preset: str, players: int) -> None:
    texts = host_frames(preset, players) + seat_frames()
    kinds = {json.loads(t).get("type") for t in texts}
    assert {"welcome", "update", "seats", "refused", "error", "queued", "join", "move"} <= kinds
    for text in texts:  # compact JSON, every character past ASCII escaped, as json writes it
        assert text == json.dumps(json.loads(text), separators=(",", ":")), text[:200]
    assert _digest(texts) == PINNED[(preset, players)]


def test_the_host_frames_read_back_as_they_were_written() -> None:
    for text in host_frames("scopone", 4):
        data = parse_host(text)
        assert data["v"] == VERSION and data == json.loads(text)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (b'{"v": 1, "type": "bye"}', "binary"),
        ('{"v": 1, "type": "join", "code": "482913", "name": "' + "x" * 17_000 + '"}', "too_big"),
        ("[" * 8_000 + "]" * 8_000, "not_json"),
        ('{"v": 1, "type": "bye"} trailing', "not_json"),
        ("[1, 2]", "not_object"),
        ('{"type": "bye"}', "version"),
        ('{"v": 2, "type": "bye"}', "version"),
        ('{"v": true, "type": "bye"}', "version"),
        ('{"v": 1, "type": "shout"}', "bad_type"),
        ('{"v": 1}', "bad_type"),
        ('{"v": 1, "type": ["move"]}', "bad_type"),
        ('{"v": 1, "type": "bye", "extra": 1}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 0}', "bad_field"),
        ('{"v": 1, "type": "move", "at": true, "move": ["7D"]}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 1.0, "move": ["7D"]}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 100000, "move": ["7D"]}', "bad_field"),
        ('{"v": 1, "type": "move", "at": -1, "move": ["7D"]}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 99999999999999999999999, "move": ["7D"]}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 0, "move": []}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 0, "move": ["7D"' + ', "3C"' * 24 + "]}", "bad_field"),
        ('{"v": 1, "type": "move", "at": 0, "move": ["7DDDDDDDDDDDD"]}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 0, "move": [["7D"]]}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 0, "move": "7D"}', "bad_field"),
        ('{"v": 1, "type": "move", "at": 0, "move": ["77X"]}', "bad_move"),
        ('{"v": 1, "type": "join"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": 482913}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "48291"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913\\n"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "role": "judge"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "token": "short"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "seat": 8}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "seat": -1}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "seat": "1"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "name": "' + "x" * 41 + '"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "name": "a\\nb"}', "bad_field"),
        ('{"v": 1, "type": "join", "code": "482913", "name": 5}', "bad_field"),
    ],
)
def test_a_hostile_frame_is_refused_with_its_reason(text: str | bytes, code: str) -> None:
    with pytest.raises(Refusal) as refused:
        parse_client(text)
    assert refused.value.code == code
    assert refused.value.fatal == (code in ("too_big", "version"))
    assert len(refused.value.reason) < 120


def test_a_seat_frame_is_read_into_its_values() -> None:
    join = parse_client(frame("join", code="1234", role=None, seat=SEATS - 1, name="Nicolò"))
    assert join.type == "join"
    assert join.fields == {
        "code": "1234",
        "role": "player",
        "token": None,
        "seat": SEATS - 1,
        "name": "Nicolò",
    }
    watcher = parse_client('{"v":1,"type":"join","code":"482913","role":"spectator","name":null}')
    assert (watcher.fields["role"], watcher.fields["name"]) == ("spectator", "")
    move = parse_client(frame("move", at=99_999, move=["10D'", "3C", "7D"]))
    assert move.fields["at"] == 99_999 and str(move.fields["move"]) == "10D' x 7D 3C"
    assert parse_client(frame("bye")).fields == {}


def test_what_is_refused_names_the_field() -> None:
    for sent, field in [
        ('{"v": 1, "type": "move", "at": 0, "extra": 1, "move": ["7D"]}', "unknown field 'extra'"),
        ('{"v": 1, "type": "move", "move": ["7D"]}', "the field 'at' is missing"),
        ('{"v": 1, "type": "join", "code": "1", "seat": 9}', "the code is six digits"),
        ('{"v": 1, "type": "join", "code": "123456", "seat": 9}', f"a seat is 0 to {SEATS - 1}"),
        ('{"v": 1, "type": "move", "at": "0", "move": ["7D"]}', "at should be int"),
    ]:
        with pytest.raises(Refusal) as refused:
            parse_client(sent)
        assert field in refused.value.reason, refused.value.reason


def _played(**changed: Any) -> dict[str, Any]:
    return {"kind": "Played", "round": 1, "seat": 0, "card": "7D", "captured": [], **changed}


def _won(**outcome: Any) -> dict[str, Any]:
    ends = {"termination": "target", "winner": 0, "loser": None, **outcome}
    return {"kind": "MatchWon", "round": 3, "outcome": ends, "scores": [11, 4]}


@pytest.mark.parametrize(
    "bad",
    [
        _played(captured=["3C"] * (codec.MAX_ITEMS + 1)),  # a list past its bound
        _played(round=10**10),  # a number past its bound
        _played(round=1.5),
        _played(card=None),
        _played(card="7D" * 3),
        _played(captured=[[[["3C"]]]]),  # nested where a card goes
        _played(extra=1),
        {
            "kind": "PlayScored",
            "round": 1,
            "seat": 0,
            "team": 0,
            "card": "7D",
            "kinds": ["x" * (codec.MAX_TEXT + 1)],
            "value": 1,
        },
        _won(termination="resigned"),
        _won(termination="drawn"),  # a drawn match names no winner
        _won(why="because"),  # an unknown field in a nested class
        {"kind": "MatchWon", "round": 3, "outcome": "target", "scores": [11, 4]},
        {"kind": ["Played"]},
        "Played",
        None,
    ],
)
def test_a_hostile_event_is_refused_saying_where(bad: Any) -> None:
    with pytest.raises(codec.CodecError) as refused:
        codec.decode_event(bad)
    assert str(refused.value).startswith("event: ") and len(str(refused.value)) < 200


def test_a_hostile_view_is_refused_and_a_good_one_read() -> None:
    game = Game(Rules.preset("scopone"), 4, seed=2)
    for _ in range(9):
        game.play(game.legal_moves()[0])
    view = game.view(1)
    good = json.loads(to_json(codec.encode_view(view)))
    assert codec.decode_view(good, view.rules) == view
    wrong = [
        {k: v for k, v in good.items() if k != "scores"},
        {**good, "secret": 1},
        {**good, "seat": 4},
        {**good, "teams": [0, 1]},
        {**good, "hand": ["7D"] * (codec.MAX_ITEMS + 1)},
        {**good, "history": [{"kind": "Nope", "round": 1}]},
        {**good, "builds": [{"cards": ["7D"], "value": 7, "owner": 0, "pledged": True, "x": 1}]},
        [good],
    ]
    for bad in wrong:
        with pytest.raises(codec.CodecError, match=r"^view: "):
            codec.decode_view(bad, view.rules)
