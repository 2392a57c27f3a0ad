"""``scopa --host`` and ``scopa --join`` without a window: for scripts, tests and benches.

The host prints ``hosting ADDRESS:PORT code: 482 913`` as its first line, the moment it
listens; a seat prints ``joined ADDRESS seat N token: TOKEN``. With ``--until-end`` each
quits when the match ends, its last line the final score (:func:`final_line`).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path

from ..ai import make_player
from ..ai.levels import LEVELS, seat_kind
from ..core.events import MatchWon
from ..core.game import Game
from ..core.rules import Rules
from ..store.atomic import write_atomic
from ..words.catalogue import ENGLISH
from ..words.variants import title
from .client import Client
from .host import NET, Host, HostOptions
from .protocol import shown_code

log = logging.getLogger(__name__)

PAUSES = {"instant": 0.0, "fast": 0.2, "normal": 0.5, "slow": 1.0}  # between computer moves
JOIN_TIMEOUT = 30.0  # seconds a seat waits for the host's welcome
QUEUED_TIMEOUT = 150.0  # ... when the host checks join codes in turn (wrong ones are tried)


def host_seats(text: str | None, counts: tuple[int, ...]) -> list[str]:
    """The seats of ``--host --seats``: ``net``, ``cpu:<level>`` or ``human`` each."""
    seats = [s.strip().lower() for s in (text or "net,net").split(",") if s.strip()]
    seats = ["cpu:medium" if s == "cpu" else s for s in seats]
    for s in seats:
        if s != NET and not seat_kind(s):
            raise ValueError(f"a seat is net, human or cpu:<{'|'.join(LEVELS)}>, not {s!r}")
    if len(seats) not in counts:
        raise ValueError(f"this variant is played by {', '.join(map(str, counts))} players")
    if NET not in seats:
        raise ValueError("a hosted match has at least one net seat")
    if "human" in seats:
        raise ValueError(
            "a human seat at the host needs the window (New match, a seat On another "
            "computer): without it, give the host's seats to computers (cpu:LEVEL) or net seats"
        )
    return seats


def final_line(scores: tuple[int, ...] | list[int], winner: int | None) -> str:
    """``final score: 11-7, team 0 wins`` (or ``drawn``)."""
    said = "drawn" if winner is None else f"team {winner} wins"
    return f"final score: {'-'.join(str(s) for s in scores)}, {said}"


def run_host(args: argparse.Namespace, rules: Rules | None) -> int:
    from . import keeping

    resumed = None
    if args.resume:
        try:
            resumed = keeping.resume()
        except Exception as exc:
            print(f"cannot take up the hosted match: {exc}", file=sys.stderr)
            return 2
        game, kinds, tokens = resumed.saved.game, resumed.kinds, resumed.tokens
        setup = resumed.saved.setup
        code: str | None = resumed.code
    else:
        assert rules is not None
        kinds = host_seats(args.seats, rules.players.counts)
        game = Game(rules, len(kinds), seed=args.seed)
        tokens, code = [], None
        setup = keeping.HostKeeper.setup_for(kinds, [])
    options = HostOptions(
        bind=args.bind,
        port=args.port,
        code=code,
        stand_in_after=args.stand_in_after,
        stand_in_level=args.stand_in,
        cpu_pause=PAUSES[args.speed or "normal"],
        seed=args.seed,
        match_id=setup.match_id,  # taken up again, the same match to its seats
    )
    keeper = keeping.HostKeeper(setup)
    host = Host(game, kinds, options, tokens=tokens, on_change=keeper.changed)
    try:
        port = host.start()
    except OSError as exc:
        print(f"cannot listen on {args.bind}:{args.port}: {exc}", file=sys.stderr)
        return 2
    from .discovery import Announcer, lan_address

    shown = lan_address() if args.bind in ("0.0.0.0", "") else args.bind
    print(f"hosting {shown}:{port} code: {shown_code(host.code)}", flush=True)
    keeper.changed(host)
    announcer = None
    if not args.no_discovery:
        announcer = Announcer(shown, port, rules_title(game), game.players, host.open_seats())
    try:
        while not game.match_over and not host.down:
            host.wait(0.25)
            host.pump()
            if host.guard.retired:  # no panel here to ask: a new code, said as the first was
                code = shown_code(host.new_join_code())
                print(f"the join code was retired (wrong codes tried): code: {code}", flush=True)
            if announcer is not None:
                announcer.update(host.open_seats())
        if host.down:
            print(down_line(host.down), file=sys.stderr, flush=True)
            return 1
        print(final_line(game.scores, game.winner), flush=True)
        if args.record:
            write_atomic(Path(args.record), json.dumps(game.record()))
        while not args.until_end and not host.down:  # stay, so the seats see the end
            host.wait(1.0)
            host.pump()
    except KeyboardInterrupt:
        pass
    finally:
        if announcer is not None:
            announcer.close()
        host.close()
        keeper.close()
    return 0


def down_line(why: str) -> str:
    """What a host whose network cannot go on says as it stops: why, and that the match is
    kept for ``--resume``."""
    return f"{why}. The match is kept: scopa --host --resume takes it up."


def rules_title(game: Game) -> str:
    """The match's title as the network lists it: a preset's in English (a host without a
    window has no player's language), a house rule's own."""
    return title(game.rules, ENGLISH)


def run_join(args: argparse.Namespace) -> int:
    kind = (args.as_ or "cpu:medium").lower()
    role = "spectator" if kind == "spectator" else "player"
    if role == "player" and not (kind.startswith("cpu:") and seat_kind(kind)):
        print(
            f"--as is cpu:<{'|'.join(LEVELS)}> or spectator (a person joins from the window: "
            "Join a match in its main menu)",
            file=sys.stderr,
        )
        return 2
    if not args.code:
        print("--join needs the match's --code", file=sys.stderr)
        return 2
    client = Client(args.join, args.code, role=role, token=args.token, seat=args.seat)
    # said before the first try: a host that is not there takes a while to give up on
    print(f"reaching {args.join}...", file=sys.stderr, flush=True)
    client.start()
    try:
        return _play_seat(client, args, kind)
    except KeyboardInterrupt:
        return 0
    finally:
        client.close()


def refusal_line(why: dict[str, object]) -> str:
    """``refused: bad_code (that is not this match's code)``: the host's answer, once."""
    return f"refused: {why.get('code')} ({why.get('reason')})"


def _play_seat(client: Client, args: argparse.Namespace, kind: str) -> int:
    deadline = time.monotonic() + JOIN_TIMEOUT
    while (
        client.view is None
        and not client.closed
        and not client.refusals  # the join itself refused (a code not of four digits)
        and time.monotonic() < deadline + (QUEUED_TIMEOUT - JOIN_TIMEOUT) * client.queued
    ):
        client.wait(0.5)
        client.poll()
    if client.view is None:
        if client.error is not None or client.refusals:
            print(refusal_line(client.error or client.refusals[-1]), file=sys.stderr)
        else:
            # nothing there to answer: what the last try met, or the silence
            reason = client.unreached or "no answer from the host"
            print(f"cannot reach {args.join} in {JOIN_TIMEOUT:g} s: {reason}", file=sys.stderr)
        return 2
    who = "spectator" if client.seat is None else f"seat {client.seat}"
    print(f"joined {args.join} {who} token: {client.token}", flush=True)
    player = make_player(kind[4:], args.seed) if kind.startswith("cpu:") else None
    pause = PAUSES[args.speed or "normal"]
    sent_at, refusals, welcomes = -1, 0, client.welcomes
    while True:
        if len(client.refusals) > refusals:  # the host refused our move: think again
            refusals, sent_at = len(client.refusals), -1
        if client.welcomes > welcomes:  # joined again: a move sent before may be lost
            welcomes, sent_at = client.welcomes, -1
        if player is not None and client.my_turn() and client.at != sent_at:
            assert client.view is not None
            move = player.choose(client.view)
            if pause:
                client.wait(pause)
            client.send_move(move)
            sent_at = client.at
            print(f"seat {client.seat} plays {move}", flush=True)
        if client.over:
            won = next(e for e in reversed(client.events) if isinstance(e, MatchWon))
            print(final_line(won.scores, won.outcome.winner), flush=True)
            if args.until_end:
                return 0
            while not client.closed:
                client.wait(1.0)
                client.poll()
            return 0
        if client.closed:
            if client.error is not None:  # sent away: why, in the host's words
                print(refusal_line(client.error), file=sys.stderr)
            else:
                print("the host closed the match before its end", file=sys.stderr)
            return 1
        client.wait(0.5)
        client.poll()
