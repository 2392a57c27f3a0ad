"""Why a move is illegal: a reason code and its parts, never a sentence.

The reasons come from the capture rules' own answers (:meth:`CompiledRules.options`,
:meth:`CompiledRules.legal` and :meth:`CompiledRules.refusal`); the interface words them.
"""

from __future__ import annotations

from collections.abc import Sequence

from .capture import CompiledRules
from .cards import ALL_CARDS, Card, from_mask, to_mask
from .errors import IllegalMove
from .moves import Move


def explain_illegal(
    compiled: CompiledRules,
    hand: Sequence[Card],
    table: Sequence[Card],
    move: Move,
    wild_rank: int = 0,
) -> IllegalMove:
    """The :class:`IllegalMove` for a move that :meth:`CompiledRules.legal` does not list
    (``wild_rank``: the rank named for the wild card, 0: none)."""
    card = move.card
    cards = tuple(str(c) for c in (card, *sorted(move.captured)))

    def illegal(code: str, **params: object) -> IllegalMove:
        return IllegalMove(code, cards, {"card": card, **params})

    if card not in hand:
        return illegal("not_in_hand")
    missing = sorted(c for c in move.captured if c not in table)
    if missing:
        return illegal("not_on_table", cards=missing)
    table_mask = to_mask(table)
    options = compiled.takes(card.index, table_mask, wild_rank)
    rank = compiled.declarations.rank(card.index, wild_rank)  # a named wild card's
    if not move.captured:
        if options and compiled.compulsory != "none":
            return illegal("must_capture", options=[from_mask(m) for m in options])
        legal = compiled.legal(to_mask(hand), table_mask)
        takers = sorted({ALL_CARDS[i] for i, m in legal if m})
        return illegal("must_capture_hand", cards=takers)
    if compiled.twins_sweep_only and move.captured_mask in compiled.options(
        rank, table_mask
    ):  # its own twin, without clearing the table
        return illegal("twin_only_to_sweep", twin=card.twin)
    code, params = compiled.refusal(rank, table_mask, move.captured_mask)
    if "options" in params:
        params["options"] = [from_mask(m) for m in params["options"]]  # type: ignore[attr-defined]
    return illegal(code, **params)
