"""The network messages' cost: microseconds to write and read one event, one seat's frame
and one view, with the functions the host and a seat use.

    python bench/codec.py [--seconds 2] [--preset scopa] [--players 2]

An *event* is every event of a seeded match, each written by the host
(:func:`~scopa.net.codec.encode_event` in an ``update`` frame's text) and read by a seat
(:func:`~scopa.net.protocol.parse_host`, then :func:`~scopa.net.codec.decode_event`); a
*frame* is a seat's ``move`` and ``join`` read by the host
(:func:`~scopa.net.protocol.parse_client`); a *view* is every fourth position's view of the
match, written and read back. Each figure is the best of five slices, so that a burst of load
elsewhere does not count; numbers are printed, never judged.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.core.events import Event
from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.core.view import PlayerView
from scopa.net import codec
from scopa.net.protocol import frame, parse_client, parse_host


def match(preset: str, players: int, seed: int) -> tuple[list[Event], list[PlayerView]]:
    """Every event of a seeded match played at random, and every fourth position's view."""
    game = Game(Rules.preset(preset), players, seed=seed)
    rng = random.Random(seed)
    events: list[Event] = []
    views: list[PlayerView] = []
    while not game.match_over:
        events += game.play(rng.choice(list(game.legal_moves())))
        if len(game.moves) % 4 == 0 and not game.round_over:
            views.append(game.view(game.current_player))
        if game.round_over and not game.match_over:
            events += game.next_round()
    return events, views


def per_item(work: Callable[[], int], seconds: float) -> float:
    """Microseconds per item: the best of five slices of ``seconds / 5`` each."""
    best = float("inf")
    for _ in range(5):
        done, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds / 5:
            done += work()
        best = min(best, (time.perf_counter() - start) / done * 1e6)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--preset", default="scopa")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    events, views = match(args.preset, args.players, args.seed)
    rules = Rules.preset(args.preset)
    codec.prepare()

    def event_round_trip() -> int:
        for event in events:
            text = frame("update", at=0, events=[codec.encode_event(event)])
            codec.decode_event(parse_host(text)["events"][0])
        return len(events)

    seats_frames = [
        frame("move", at=12, move=["7D", "3C", "4S"]),
        frame("join", code="482913", role="player", seat=1, name="Nicolò"),
        frame("bye"),
    ]

    def client_frames() -> int:
        for text in seats_frames:
            parse_client(text)
        return len(seats_frames)

    def view_round_trip() -> int:
        for view in views:
            text = frame("welcome", view=codec.encode_view(view))
            codec.decode_view(parse_host(text)["view"], rules)
        return len(views)

    print(f"{args.preset}, {args.players} players, seed {args.seed}: {len(events)} events")
    print(f"event written and read: {per_item(event_round_trip, args.seconds):8.2f} µs")
    print(f"seat's frame read:      {per_item(client_frames, args.seconds):8.2f} µs")
    print(f"view written and read:  {per_item(view_round_trip, args.seconds):8.2f} µs")


if __name__ == "__main__":
    main()
