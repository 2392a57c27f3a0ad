"""What inference about the other hand could ever gain: Hard told the exact posterior.

    python bench/inference_ceiling.py [--pairs 200] [--samples 16] [--opp-samples 8] [--jobs 2]

Hard samples the other seat's hand knowing only the rules' hard constraints. Inference (a
model of how that seat plays, weighting or rejecting the samples its plays make unlikely)
can at best sample from the true posterior: the hands with which *that very player* would
have made every play it made this deal. This bench draws exactly those. For each sampled
hand it replays the match on a deck with the unseen cards dealt that way and asks the
opponent itself (``hard_v1``, whose choices depend only on its seed and its view) what it
would have played at each of its plays of the current deal; a hand is kept only if every
answer is the play it made (after ``--tries`` rejections, a plain sample stands in). Plays of
earlier deals say nothing about the hand held now, which was dealt after them.

Every deal pair is played twice, by plain Hard and by Hard with the perfect model, both
against ``hard_v1`` with the same seeds, so the gain is a paired difference per deal pair.
It reads the game's deck and replays the opponent, which only a bench may do.
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
from scopa.core.cards import ALL_CARDS, Card
from scopa.core.errors import IllegalMove
from scopa.core.events import Played
from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.core.sampling import position_round
from scopa.core.view import PlayerView


class PosteriorHard(HardPlayer):
    """Hard whose sampled deals are kept only where the opponent, replayed, would have made
    every play it made this deal."""

    def __init__(
        self,
        game: Game,
        seed: int,
        *,
        samples: int,
        opponents: dict[int, int],
        opp_samples: int,
        tries: int,
    ) -> None:
        super().__init__(seed, samples=samples)
        self.game, self.opponents, self.opp_samples, self.tries = (
            game,
            opponents,
            opp_samples,
            tries,
        )
        self.kept = self.drawn = self.plain = 0

    def evaluate(self, view: PlayerView, moves: list[RawMove], cancel: object = None):  # type: ignore[no-untyped-def, override]
        game = self.game
        assert game.first_deck is not None
        deck = list(game.first_deck)
        where = {c: i for i, c in enumerate(deck)}
        plays = [p for p, _ in view.plays()]
        this_deal = plays[view.finished_deal_plays(len(plays)) :]
        first = len(game.moves) - len(this_deal)  # the move this deal's plays start at
        checked = {
            first + i
            for i, p in enumerate(this_deal)
            if isinstance(p, Played) and p.seat != view.seat
        }
        truth = game._round
        unseen: list[Card] = [
            ALL_CARDS[i]
            for s in range(game.players)
            if s != view.seat
            for i in range(len(ALL_CARDS))
            if truth.hands[s] >> i & 1
        ] + [ALL_CARDS[i] for i in truth.deck[truth.pos :]]
        places = sorted(where[c] for c in unseen)
        made = list(game.moves)
        plain = search.determinize

        def posterior(view_, rng, compiled, forbidden):  # type: ignore[no-untyped-def]
            for _ in range(self.tries if checked else 1):
                self.drawn += 1
                cards = unseen[:]
                rng.shuffle(cards)
                order = deck[:]
                for place, card in zip(places, cards, strict=True):
                    order[place] = card
                again = Game(
                    game.rules, game.players, deck=order, seed=game.seed, dealer=game.first_dealer
                )
                if self._agrees(again, made, checked):
                    self.kept += 1
                    rnd = again._round
                    return position_round(
                        view_, compiled, list(rnd.hands), list(rnd.deck[rnd.pos :])
                    )
            self.plain += 1
            return plain(view_, rng, compiled, forbidden)

        search.determinize = posterior  # type: ignore[assignment]
        try:
            return super().evaluate(view, moves, None)
        finally:
            search.determinize = plain

    def _agrees(self, again: Game, made: list, checked: set[int]) -> bool:  # type: ignore[type-arg]
        for k, move in enumerate(made):
            if k in checked:
                seat = again.current_player
                other = HardV1Player(self.opponents[seat], samples=self.opp_samples)
                if other.choose(again.view(seat)) != move:
                    return False
            try:
                again.play(move)
            except IllegalMove:
                return False
        return True


def play_pair(rules: Rules, players: int, deal: int, args: argparse.Namespace, model: bool):  # type: ignore[no-untyped-def]
    rng = random.Random(9_000_011 + deal)
    order = list(rules.deck.cards.indices)
    rng.shuffle(order)
    cards = [ALL_CARDS[i] for i in order]
    both, times, stats = [], [], [0, 0, 0]
    for side, seats in enumerate(orientations(rules.teams(players))):
        game = Game(rules, players, deck=cards, seed=deal, dealer=players - 1)
        opponents = {s: deal * 64 + 32 + s for s in range(players)}
        seated: list[Player | HardV1Player] = []
        for s in range(players):
            if s not in seats:
                seated.append(HardV1Player(opponents[s], samples=args.opp_samples))
            elif model:
                seated.append(
                    PosteriorHard(
                        game,
                        deal * 64 + s,
                        samples=args.samples,
                        opponents=opponents,
                        opp_samples=args.opp_samples,
                        tries=args.tries,
                    )
                )
            else:
                seated.append(HardPlayer(deal * 64 + s, samples=args.samples))
        while not game.round_over:
            seat = game.current_player
            t0 = time.perf_counter()
            move = seated[seat].choose(game.view(seat))
            if seat in seats:
                times.append((time.perf_counter() - t0) * 1000)
            game.play(move)
        both.append(margin(game.round_results[-1].totals, side, rules.points_are_good))
        for p in seated:
            if isinstance(p, PosteriorHard):
                stats = [stats[0] + p.drawn, stats[1] + p.kept, stats[2] + p.plain]
    return sum(both) / len(both), times, stats


def run_chunk(work: tuple[argparse.Namespace, list[int]]):  # type: ignore[no-untyped-def]
    args, deals = work
    rules = Rules.preset(args.preset)
    out = []
    for deal in deals:
        plain, _, _ = play_pair(rules, args.players, deal, args, model=False)
        model, times, stats = play_pair(rules, args.players, deal, args, model=True)
        out.append((plain, model, times, stats))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--preset", default="scopa")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--samples", type=int, default=16, help="Hard's sampled deals")
    parser.add_argument("--opp-samples", type=int, default=8, help="hard_v1's sampled deals")
    parser.add_argument(
        "--tries", type=int, default=120, help="hands drawn per kept sample, at most"
    )
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    chunks = [list(range(i, args.pairs, args.jobs * 8)) for i in range(args.jobs * 8)]
    start = time.perf_counter()
    plain, model, diff, times = [], [], [], []
    drawn = kept = fell = 0
    with Pool(args.jobs) as pool:
        for rows in pool.imap_unordered(run_chunk, [(args, c) for c in chunks if c]):
            for p, m, t, (d, k, f) in rows:
                plain.append(p)
                model.append(m)
                diff.append(m - p)
                times += t
                drawn, kept, fell = drawn + d, kept + k, fell + f
    print(
        f"Hard:{args.samples} vs hard_v1:{args.opp_samples} ({args.preset}, {args.players} "
        f"players, {len(diff)} deal pairs, {time.perf_counter() - start:.0f} s)"
    )
    for label, values in (("plain Hard", plain), ("Hard, exact posterior", model), ("gain", diff)):
        mean, half = interval(values)
        print(
            f"  {label:<22} {mean:+.3f} points/round, "
            f"95% CI [{mean - half:+.3f}, {mean + half:+.3f}]"
        )
    print(
        f"  hands drawn {drawn}, kept {kept} ({kept / max(1, drawn):.0%}), plain samples "
        f"instead {fell}; with the posterior {percentile(times, 0.5):.1f} ms/move p50, "
        f"{percentile(times, 0.95):.1f} p95"
    )


if __name__ == "__main__":
    main()
