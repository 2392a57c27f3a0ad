"""How much seeing the hidden cards is worth: a ceiling for any honest Hard.

    python bench/oracle.py [--pairs 300] [--preset scopa] [--players 2] [--samples 16]

Plays duplicate deals (seats swapped) between an *oracle* and ``hard_v1``. The oracle is
Hard's own search given the one true deal instead of sampled ones: it knows every hand and
the order of the stock. No player that sees only its view can do better than knowing
everything, so the oracle's margin bounds what better inference about the hidden cards
(weighting sampled deals by a model of play, or any other) could ever gain against the same
opponent. The oracle reads the game itself, which only a bench may do: it is never a level
of the game.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa.ai import search
from scopa.ai.arena import interval, margin, orientations, percentile
from scopa.ai.hard_v1 import HardV1Player
from scopa.ai.players import Player, RawMove
from scopa.ai.search import HardPlayer
from scopa.core.cards import ALL_CARDS
from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.core.sampling import position_round
from scopa.core.view import PlayerView


class OraclePlayer(HardPlayer):
    """Hard searching the true deal, read from ``game`` (one sample: it is certain); with
    ``hands_only``, the true hands and the stock dealt again in each of ``samples``."""

    def __init__(self, game: Game, seed: int, *, hands_only: bool = False, samples: int = 16):
        super().__init__(seed, samples=samples if hands_only else 1)
        self.game = game
        self.hands_only = hands_only

    def evaluate(self, view: PlayerView, moves: list[RawMove], cancel: object = None):  # type: ignore[no-untyped-def, override]
        truth = self.game._round
        hands = list(truth.hands)
        stock = list(truth.deck[truth.pos :])

        def the_true_deal(
            view: PlayerView, rng: random.Random, compiled: object, forbidden: object
        ):  # type: ignore[no-untyped-def]
            order = stock
            if self.hands_only:  # the hands are known; the stock's order is not
                order = stock[:]
                rng.shuffle(order)
            return position_round(view, compiled, hands, order)  # type: ignore[arg-type]

        sampled = search.determinize
        search.determinize = the_true_deal  # type: ignore[assignment]
        try:
            return super().evaluate(view, moves, None)
        finally:
            search.determinize = sampled


def run_chunk(args: tuple[str, int, int, bool, list[int]]) -> tuple[list[float], list[float]]:
    preset, players, samples, hands_only, deals = args
    rules = Rules.preset(preset)
    teams = rules.teams(players)
    margins: list[float] = []
    times: list[float] = []
    for deal in deals:
        rng = random.Random(1_000_003 + deal)
        deck = list(rules.deck.cards.indices)
        rng.shuffle(deck)
        cards = [ALL_CARDS[i] for i in deck]
        both = []
        for side, seats in enumerate(orientations(teams)):
            game = Game(rules, players, deck=cards, seed=deal, dealer=players - 1)
            seated: list[Player | HardV1Player] = [
                OraclePlayer(game, deal * 64 + s, hands_only=hands_only, samples=samples)
                if s in seats
                else HardV1Player(deal * 64 + 32 + s, samples=samples)
                for s in range(players)
            ]
            while not game.round_over:
                seat = game.current_player
                t0 = time.perf_counter()
                move = seated[seat].choose(game.view(seat))
                if seat in seats:
                    times.append((time.perf_counter() - t0) * 1000)
                game.play(move)
            both.append(margin(game.round_results[-1].totals, side, rules.points_are_good))
        margins.append(sum(both) / len(both))
    return margins, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--preset", default="scopa")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--samples", type=int, default=16, help="hard_v1's sampled deals")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--hands-only",
        action="store_true",
        help="the oracle knows the hands, not the stock's order (what inference could learn)",
    )
    args = parser.parse_args()
    chunks = [list(range(i, args.pairs, args.jobs * 4)) for i in range(args.jobs * 4)]
    work = [(args.preset, args.players, args.samples, args.hands_only, c) for c in chunks if c]
    start = time.perf_counter()
    margins: list[float] = []
    times: list[float] = []
    with Pool(args.jobs) as pool:
        for m, t in pool.imap_unordered(run_chunk, work):
            margins += m
            times += t
    mean, half = interval(margins)
    who = "oracle (hands only)" if args.hands_only else "oracle"
    print(
        f"{who} vs hard_v1:{args.samples} ({args.preset}, {args.players} players, "
        f"{len(margins)} deal pairs, {time.perf_counter() - start:.0f} s)"
    )
    print(f"  margin {mean:+.3f} points/round, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}]")
    print(f"  oracle: {percentile(times, 0.5):.2f} ms/move p50, {percentile(times, 0.95):.2f} p95")


if __name__ == "__main__":
    main()
