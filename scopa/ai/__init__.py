"""Computer opponents that see only a :class:`~scopa.core.view.PlayerView`.

>>> import scopa
>>> from scopa.ai import make_player
>>> game = scopa.Game(scopa.Rules.preset("scopa"), 2, seed=3)
>>> player = make_player("easy", seed=1)
>>> player.choose(game.view(game.current_player)) in game.legal_moves()
True

Levels: ``"random"``; ``"greedy"`` (always the most valuable capture: the arena's
baseline); ``"easy"`` (a friendly beginner); ``"medium"`` (counts cards, defends against
sweeps, protects the settebello, sevens and coins); ``"hard"`` (samples the hidden hands
consistently with everything public and searches each sample).

Interface for the table UI
--------------------------
- ``player = make_player(level, seed=None, time_budget=None)``: one player per computer seat.
- ``move = player.choose(view, cancel=None)`` returns a legal :class:`~scopa.core.moves.Move`
  for ``view.seat``. Call it from a worker thread: it reads only the view (frozen data, no
  game reference) and touches no shared state, so it never blocks the render loop. One call
  at a time per player object.
- Cancelling: pass a :class:`threading.Event` as ``cancel`` and set it (it also works when
  set before the worker starts), or call ``player.cancel()`` from any thread (it stops a
  ``choose`` already running; the next ``choose`` starts afresh). ``choose`` then returns
  within a few milliseconds with the best move found so far (still legal); the UI simply
  discards it on quit or a new match.
- Hard thinks for ``time_budget`` seconds (default 0.5, never above 1.0); the other levels
  answer at once, so the UI adds its own short pause.
- ``hint(view, time_budget=0.3) -> Hint(move, code, text)``: the move Hard would make and a
  few words why. ``code`` is one of :data:`HINT_CODES` so the UI can translate ``text``.

- ``review(record, seat, seed=0, time_budget=None) -> list[Review]``: each play of ``seat``
  in a match record graded by Hard's search from what the seat knew (:mod:`scopa.ai.review`);
  ``accuracy(reviews)`` is the share of the value at stake the player kept, 0 to 100.

Strength is measured by the duplicate-deal arena: ``python -m scopa.ai.arena --help``.

Decisions are reproducible: with a fixed ``seed`` (and for Hard a fixed ``samples``) the
same view gives the same move, whatever the hidden cards are.
"""

from __future__ import annotations

from .hints import HINT_CODES, Hint, hint
from .levels import LEVELS
from .players import EasyPlayer, GreedyPlayer, MediumPlayer, Player, RandomPlayer
from .review import REASONS, Review, accuracy, review
from .search import DEFAULT_TIME_BUDGET, MAX_TIME_BUDGET, HardPlayer


def make_player(
    level: str,
    seed: int | None = None,
    time_budget: float | None = None,
    *,
    samples: int | None = None,
) -> Player:
    """A computer player of ``level``.

    ``time_budget`` (seconds, Hard only) caps the thinking; ``samples`` fixes Hard's number
    of sampled deals instead, for reproducible tests and the arena (the time cap still holds
    when both are given).
    """
    level = level.lower()
    if level == "random":
        return RandomPlayer(seed)
    if level == "greedy":
        return GreedyPlayer(seed)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer(seed)
    if level == "hard":
        return HardPlayer(seed, time_budget=time_budget, samples=samples)
    raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")


__all__ = [
    "DEFAULT_TIME_BUDGET",
    "HINT_CODES",
    "LEVELS",
    "MAX_TIME_BUDGET",
    "REASONS",
    "HardPlayer",
    "Hint",
    "Player",
    "Review",
    "accuracy",
    "hint",
    "make_player",
    "review",
]
