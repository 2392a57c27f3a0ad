"""Elimination: reaching the target takes a player out, and the others play on
(``match.elimination``).

Each deal is then for the players still in (:attr:`Round.out <scopa.core.engine.Round>` holds
the seats out: never dealt, skipped), with the deal the rules give that many players
(``deal.by_players``), until one is left, who wins (see :meth:`Game
<scopa.core.game.Game>`'s match decision). Here, what the rules' check says of it and the
smaller tables it deals to.

>>> from scopa.core.rules import Rules
>>> list(MECHANISM.dealt_counts(Rules.preset("scopone_romano_al_contrario")))
[2, 3, 4, 5]
>>> MECHANISM.dealt_counts(Rules.preset("scopa"))
()
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .mechanism import Conflict, Mechanism

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .rules import Rules


class Elimination(Mechanism):
    """Elimination in the rules' check and the deals: everyone alone, losing by the target,
    and dealt to every smaller table down to the last two."""

    name = "elimination"

    def conflicts(self, rules: Rules) -> list[Conflict]:
        match = rules.match
        if not match.elimination:
            return []
        out: list[Conflict] = []
        if match.objective != "lose":
            out.append(
                (
                    ("match", "elimination"),
                    "an elimination game needs objective: lose (reaching the target is bad)",
                    "elimination_needs_lose",
                    {},
                )
            )
        if match.rounds == "per_dealer":
            out.append(
                (
                    ("match", "rounds"),
                    "a round per dealer does not go with an elimination game: who deals when "
                    "players leave?",
                    "per_dealer_with_elimination",
                    {},
                )
            )
        for count in rules.players.counts:
            if len(set(rules.teams(count))) != count:
                out.append(
                    (
                        ("match", "elimination"),
                        f"an elimination game is played by everyone alone; with {count} "
                        "players the seats are in teams",
                        "elimination_needs_alone",
                        {"n": count},
                    )
                )
        return out

    def dealt_counts(self, rules: Rules) -> Sequence[int]:
        if not rules.match.elimination:
            return ()
        return range(2, max(rules.players.counts, default=2) + 1)


MECHANISM = Elimination()
