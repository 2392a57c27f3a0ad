"""How often each computer level gives something away: the settebello (any card that scores
by itself) laid while another play kept it, and a table left that the next opponent may sweep
where another play gained as much at once and left none (what :func:`scopa.ai.players.guarded`
keeps Medium and Hard from).

    python bench/blunders.py --rounds 300 --levels easy,medium,hard
    python bench/blunders.py --unguarded   # the same levels choosing among every play

Each level plays seat 0 against Medium for ``--rounds`` rounds of ``--preset`` (one round a
seed); every decision of seat 0 with two plays or more is checked before it is made.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.ai import make_player, players, search
from scopa.ai.knowledge import public_state
from scopa.ai.players import RawMove, move_gains, sweepable, takes_any
from scopa.core.claims import CLAIM
from scopa.core.game import Game
from scopa.core.moves import Move
from scopa.core.rules import Rules


def blunders(game: Game, seat: int, chosen: Move) -> tuple[bool, bool, bool]:
    """(a decision among two plays or more, the settebello laid away, a sweep left at no
    cost) for ``chosen``, the move ``seat`` is about to make."""
    view = game.view(seat)
    pub = public_state(view)
    plays: list[RawMove] = [m for m in view.legal_raw(pub.compiled) if m[0] >= 0]
    plays = [m for m in plays if not m[1] & CLAIM]
    raw = next((m for m in plays if players.to_move(m) == chosen), None)
    if raw is None or len(plays) < 2:
        return False, False, False
    alone = view.rules.points_per_card()
    laid_away = (
        view.rules.points_are_good
        and not takes_any(raw)
        and alone[raw[0]] > 0
        and any(takes_any(m) or alone[m[0]] <= 0 for m in plays)
    )
    gains = dict(zip(plays, move_gains(view, pub, plays), strict=True))
    last_after = view.stock_count == 0 and sum(view.hand_sizes) == 2
    gain, table = gains[raw]
    left = sweepable(view, pub, table, last_after) and any(
        g >= gain - 1e-9 and not sweepable(view, pub, t, last_after) for g, t in gains.values()
    )
    return True, laid_away, left


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--preset", default="scopa")
    parser.add_argument("--samples", type=int, default=8, help="Hard's sampled deals a move")
    parser.add_argument(
        "--unguarded", action="store_true", help="the levels weigh every play (as before)"
    )
    args = parser.parse_args()
    if args.unguarded:
        players.guarded = search.guarded = lambda view, pub, moves, keep=0.3: moves  # type: ignore[assignment]
    rules = Rules.preset(args.preset)
    print(
        f"{args.preset}, {args.rounds} rounds a level against Medium"
        f"{' (unguarded)' if args.unguarded else ''}"
    )
    print(f"{'level':<8} {'decisions':>9} {'settebello laid':>16} {'sweep left':>11} {'s':>6}")
    for level in args.levels.split(","):
        counts = [0, 0, 0]
        start = time.perf_counter()
        for seed in range(args.rounds):
            game = Game(rules, 2, seed=seed)
            extra = {"samples": args.samples} if level == "hard" else {}
            me = make_player(level, seed, **extra)
            other = make_player("medium", seed + 10_000)
            while not game.round_over:
                seat = game.current_player
                move = (me if seat == 0 else other).choose(game.view(seat))
                if seat == 0:
                    for i, flag in enumerate(blunders(game, seat, move)):
                        counts[i] += flag
                game.play(move)
        seconds = time.perf_counter() - start
        print(f"{level:<8} {counts[0]:>9} {counts[1]:>16} {counts[2]:>11} {seconds:>6.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
