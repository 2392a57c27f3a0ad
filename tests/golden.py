"""Golden transcripts: for every preset and player count, one whole match with a fixed seed
and a fixed policy, written as text a reviewer can read (each deal, play, capture, sweep,
declaration, claim, round score and how the match ended), kept under ``tests/golden/``.

    python tests/golden.py            # say which transcripts differ from the game today
    python tests/golden.py --update   # write them all again (then read the diff)

``tests/test_golden.py`` plays every match again and compares, so a change of behaviour shows
as a diff of these files. The policy asks only the rules core: no computer player's change
moves a transcript.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the checkout's own game
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.core.events import (
    Captured,
    Dealt,
    Declared,
    Event,
    MatchWon,
    Revealed,
    RoundScored,
    describe,
)
from scopa.core.game import Game
from scopa.core.moves import Move
from scopa.core.rules import Rules
from scopa.words.catalogue import ENGLISH
from scopa.words.variants import title

FOLDER = Path(__file__).resolve().parent / "golden"
SEED = 2026
MAX_MOVES = 20_000  # a match longer than this is a fault of its own


def policy(moves: Sequence[Move], played: int) -> Move:
    """The fixed player: every seat plays it. An answer to a claim doubts every third time
    (so both answers are seen); otherwise the move declaring, stealing and taking the most,
    a sweep claimed face down where it may be (a bluff now and then: every eleventh move), a
    build before a lay, then the lowest card."""
    answers = [m for m in moves if m.is_answer]
    if answers:
        doubt = played % 3 == 0
        return next((m for m in answers if m.trusts != doubt), answers[0])
    honest = {(m.card, m.captured) for m in moves if not m.claims}
    bluff = played % 11 == 0
    moves = [m for m in moves if not m.claims or bluff or (m.card, m.captured) in honest]

    def key(m: Move) -> tuple[object, ...]:
        return (
            m.declares,
            len(m.steals),
            len(m.captured),
            m.claims,
            m.builds,
            -m.card_index,
            str(m),
        )

    return max(moves, key=key)


def play(preset: str, players: int) -> Game:
    """The match of ``preset`` for ``players`` with :data:`SEED`, played by :func:`policy`."""
    game = Game(Rules.preset(preset), players, seed=SEED)
    while not game.match_over:
        if len(game.moves) >= MAX_MOVES:
            raise RuntimeError(f"{preset} for {players}: no end after {MAX_MOVES} moves")
        if game.round_over:
            game.next_round()
            continue
        game.play(policy(list(game.legal_moves()), len(game.moves)))
    return game


def _cards(cards: Sequence[object]) -> str:
    return " ".join(str(c) for c in cards) or "-"


def lines(game: Game) -> Iterator[str]:
    """The match as text: a deal on one line per seat, then each event in card notation."""
    rules = game.rules
    yield f"{title(rules, ENGLISH)} ({rules.name}), {game.players} players, seed {game.seed}"
    yield f"teams {list(game.teams)}, target {game.target}"
    dealt: dict[object, list[object]] = {}

    def deal_lines() -> Iterator[str]:
        for seat, cards in dealt.items():
            who = "table" if seat is None else f"seat {seat}"
            yield f"  dealt to {who}: {_cards(cards)}"
        dealt.clear()

    for event in game.events:
        if isinstance(event, Dealt):
            dealt.setdefault(event.seat, []).append(event.card)
            continue
        yield from deal_lines()
        yield from _event_lines(event)
    yield from deal_lines()


def _event_lines(event: Event) -> Iterator[str]:
    if isinstance(event, Captured):
        return  # the play that made it says what it took
    if isinstance(event, Declared):
        wild = f", the wild card a {event.wild_rank}" if event.wild_rank else ""
        yield f"  seat {event.seat} declares {_cards(event.cards)}: +{event.points}{wild}"
        return
    if isinstance(event, Revealed):
        yield f"  seat {event.seat} shows {_cards(event.cards)}"
        return
    text = describe(event).split(": ", 1)[1]
    if isinstance(event, RoundScored):
        for team, points in enumerate(event.result.points):
            said = ", ".join(f"{k} {v}" for k, v in points.items() if v)
            yield f"  team {team}: {said or 'nothing'} = {sum(points.values())}"
        yield f"  match scores {list(event.scores)}"
        return
    if isinstance(event, MatchWon):
        yield f"== {text}"
        return
    if text.startswith("seat ") and " deals, seat " in text:
        yield f"== round {event.round}: {text}"
        return
    yield f"  {text}"


def transcript(preset: str, players: int) -> str:
    return "\n".join(lines(play(preset, players))) + "\n"


def cases() -> list[tuple[str, int]]:
    """Every preset with every player count it allows."""
    return [(name, n) for name in Rules.presets() for n in Rules.preset(name).players.counts]


def path(preset: str, players: int) -> Path:
    return FOLDER / f"{preset}-{players}.txt"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="write every transcript again")
    args = parser.parse_args(argv)
    FOLDER.mkdir(exist_ok=True)
    differ = []
    wanted = set()
    for preset, players in cases():
        file = path(preset, players)
        wanted.add(file.name)
        text = transcript(preset, players)
        if not file.exists() or file.read_text(encoding="utf-8") != text:
            differ.append(file.name)
            if args.update:
                file.write_text(text, encoding="utf-8")
    stale = sorted(p.name for p in FOLDER.glob("*.txt") if p.name not in wanted)
    for name in stale:
        if args.update:
            (FOLDER / name).unlink()
    verb = "written again" if args.update else "differ"
    print(f"{len(wanted)} transcripts; {len(differ)} {verb}: {', '.join(differ) or '-'}")
    if stale:
        print(f"no longer a preset and player count: {', '.join(stale)}")
    return 0 if args.update or not (differ or stale) else 1


if __name__ == "__main__":
    raise SystemExit(main())
