"""What each seat is told of a move: the events it may know and its view after them, as
the text of one ``update`` frame a seat (see ``docs/lan-protocol.md``).

Every seat and spectator is told the public events; a card dealt into a hand is told to
its seat alone. Most of an update is the same for every seat (the public events, and every
field of the view but ``seat``, ``hand`` and ``face_down``), so it is written as JSON text
once, and each seat's frame adds its own cards to it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core.cards import Card
from ..core.events import Dealt, Event, is_public
from ..core.game import Game
from . import codec
from .protocol import opened, to_json

NOBODY = -2  # the audience of an event no seat may be told


def audience(event: Event) -> int | None:
    """Who may be told ``event``: every seat and spectator (None: a public event), or the
    one seat a card was dealt to (:data:`NOBODY` for any other event that is not public)."""
    if is_public(event):
        return None
    if isinstance(event, Dealt) and event.seat is not None:
        return event.seat
    return NOBODY


def visible(event: Event, seat: int) -> bool:
    """Whether ``seat`` (:data:`~scopa.net.codec.NO_SEAT`: a spectator) may be told
    ``event``: every public event, and the cards dealt into its own hand."""
    told = audience(event)
    return told is None or told == seat >= 0


def update_frames(game: Game, seats: Iterable[int], events: Sequence[Event]) -> dict[int, str]:
    """For each of ``seats`` (:data:`~scopa.net.codec.NO_SEAT`: a spectator), the text of
    its update after ``events``: the events it may be told, in order, and its view."""
    pieces = _event_texts(events)
    public = codec.encode_fields(game.view(0), codec.PUBLIC_FIELDS)  # alike for all
    shared = to_json(public)[1:]  # the public fields, the view's closing brace after
    head = opened("update", at=len(game.moves))  # the match's end: its MatchWon's outcome
    made: dict[int, str] = {}
    for seat in seats:
        if seat in made:
            continue
        hand: tuple[Card, ...] = ()
        face_down: tuple[Card, ...] = ()
        if seat != codec.NO_SEAT:
            hand, face_down = game.seat_cards(seat)
        own = {
            "seat": seat,
            "hand": codec.encode_cards(hand),
            "face_down": codec.encode_cards(face_down),
        }
        seen = ",".join([t for p in pieces if (t := p if isinstance(p, str) else p.get(seat))])
        made[seat] = f'{head},"events":[{seen}],"view":{to_json(own)[:-1]},{shared}}}'
    return made


def _event_texts(events: Sequence[Event]) -> list[str | dict[int, str]]:
    """``events`` as JSON texts, in order, each made once: a run of public events is one
    text; the events between two such runs that one seat alone may be told (the cards dealt
    to it) are one text per seat, in their order. So a seat's events are the public runs
    and its own texts, joined; no seat's text holds another seat's cards."""
    pieces: list[list[dict[str, Any]] | dict[int, list[dict[str, Any]]]] = []
    for event in events:
        told = audience(event)
        data = codec.encode_event(event)
        last = pieces[-1] if pieces else None
        if told is None:
            if isinstance(last, list):
                last.append(data)
            else:
                pieces.append([data])
        elif told != NOBODY:
            if not isinstance(last, dict):
                last = {}
                pieces.append(last)
            last.setdefault(told, []).append(data)
    return [
        to_json(p)[1:-1] if isinstance(p, list) else {s: to_json(d)[1:-1] for s, d in p.items()}
        for p in pieces
    ]
