"""A match played through the real keeper until the test kills it (tests/test_save_kills.py).

The match is the one Continue would take up (the autosave, with its journal), or a new one.
Each move is played as the table plays it (:class:`scopa.ui.table.local.LocalMatch`, whose
keeper saves it) and then reported on stdout, as the frame that shows it would be drawn:
``match <id> <moves>`` first, then ``shown <n> <move>`` for the n-th move and ``dealt
<round>`` for each new round, and ``over`` at the end, after which the child waits to be
killed (or for its stdin to close)."""

from __future__ import annotations

import random
import sys

from scopa import Rules
from scopa.store.saves import load_autosave
from scopa.ui.match import MatchConfig, config_for
from scopa.ui.table.local import LocalMatch


def main(seed: int) -> int:
    saved, problem = load_autosave()
    if problem:
        print(f"problem {problem}", flush=True)
    if saved is not None:
        match = LocalMatch(config_for(saved, "instant"), saved.game)
    else:
        rules = Rules.preset("scopa")
        config = MatchConfig(rules, ["human", "cpu:random"], seed=seed, speed="instant")
        match = LocalMatch(config)
    keeper = match.keeper
    assert keeper is not None
    game = match.game
    print(f"match {keeper.setup.match_id} {len(game.moves)}", flush=True)
    rng = random.Random(seed)
    while not game.match_over:
        if game.round_over:
            match.next_round()
            print(f"dealt {game.round_number}", flush=True)
            continue
        move = rng.choice(game.legal_moves())
        match.play(move)
        print(f"shown {len(game.moves)} {' '.join(move.to_data())}", flush=True)
    print("over", flush=True)
    sys.stdin.read()
    match.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1))
