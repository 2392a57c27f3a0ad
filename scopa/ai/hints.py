"""A hint for the human: the move Hard would make and a few words why.

The reason is a code from :data:`HINT_CODES` plus an English phrase built from it, so the UI
can show the phrase now and translate by code later.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace

from ..core.builds import BUILD, after_build
from ..core.cards import ALL_CARDS, RANK_MASKS, RANK_OF, SUIT_MASKS, SUIT_OF, Card, bits
from ..core.claims import CLAIM, TRUST
from ..core.declarations import CARD_BITS
from ..core.moves import Move
from ..core.view import PlayerView
from .knowledge import SETTEBELLO_IDX
from .players import Player, is_sweep, to_move
from .search import HardPlayer

HINT_CODES: dict[str, str] = {
    "only_move": "the only legal move",
    "sweep": "sweeps the table",
    "settebello": "takes the settebello",
    "sevens": "takes {n} sevens",
    "seven": "takes a seven",
    "coins": "takes {n} coins",
    "cards": "takes {n} cards",
    "capture": "takes {cards}",
    "steal": "takes the pile topped by {top}: {n} cards",
    "safe_lay": "leaves {total} on the table: no sweep possible",
    "keeps_sevens": "keeps the sevens",
    "keeps_coins": "keeps the coins",
    "lays_least": "lays the least useful card",
    "takes_least": "takes the fewest points it can (points are to be avoided)",
    "gives_away": "lays a card for the others to take (points are to be avoided)",
    "trust": "the claim is likely true: a doubt would cost a point",
    "doubt": "the claim is likely a bluff: doubt it",
    "claim": "claims the sweep face down: the card makes it good",
    "bluff": "bluffs a sweep: the others are likely to trust it",
    "build": "builds {n} on the table, to take it next turn",
}
"""Each reason code and its English phrase (with ``{n}``, ``{total}``, ``{cards}`` filled in)."""


@dataclass(frozen=True)
class Hint:
    move: Move
    code: str
    text: str
    values: dict[str, object] = field(default_factory=dict)  # what the phrase was filled with
    left: tuple[Card, ...] = ()  # the table the move leaves the next player
    open: bool = False  # whether a card still unseen could sweep what is left


def hint(
    view: PlayerView,
    time_budget: float = 0.3,
    *,
    samples: int | None = None,
    seed: int = 0,
    cancel: threading.Event | None = None,
) -> Hint:
    """What Hard would play from ``view`` and why."""
    moves = view.legal_raw()
    if not moves:
        raise ValueError("no legal move: it is not this seat's turn")
    if len(moves) == 1:
        only = explain(view, moves[0])
        return replace(only, code="only_move", text=HINT_CODES["only_move"], values={})
    player = HardPlayer(seed, time_budget=time_budget, samples=samples)
    values, _ = player.evaluate(view, moves, cancel)
    best = max(range(len(moves)), key=lambda i: values[i])
    return explain(view, moves[best], player)


def explain(view: PlayerView, raw: tuple[int, int], player: Player | None = None) -> Hint:
    """The short reason for playing ``raw`` (card index, captured mask) from ``view``, with
    what it leaves on the table and whether that is open to a sweep.

    The counts are of the table cards taken: a coin played to take a coin takes one coin.
    """
    idx, cap = raw
    pub = (player or HardPlayer(0)).public(view)
    compiled = pub.compiled
    if idx < 0:  # an answer to a claimed sweep
        left = tuple(ALL_CARDS[i] for i in bits(pub.table))
        return _make(raw, "trust" if cap == TRUST else "doubt", left=left)
    if cap & CLAIM:
        code = "claim" if compiled.claim_true(idx, pub.table) else "bluff"
        return _make(raw, code)
    if cap & BUILD:  # a build: the card joins the table, as one unit of the build's value
        made = after_build(view.engine_builds(), view.seat, idx, cap & CARD_BITS)[1]
        left = tuple(ALL_CARDS[i] for i in bits(pub.table | 1 << idx))
        return _make(raw, "build", left=left, n=made.value)
    table_after = pub.table & ~cap if cap else pub.table | 1 << idx
    open_ = bool(table_after) and any(
        compiled.sweeps_with(rank, table_after)
        for rank in range(1, compiled.deck.ranks + 1)
        if pub.unseen & RANK_MASKS[rank]
    )
    left = tuple(ALL_CARDS[i] for i in bits(table_after))

    def make(code: str, **values: object) -> Hint:
        return _make(raw, code, left=left, open_=open_, **values)

    if not view.rules.points_are_good:  # a losing game: the aim is to take little
        return make("takes_least" if cap else "gives_away")
    if cap:
        sevens = (cap & RANK_MASKS[7]).bit_count()
        coins = (cap & SUIT_MASKS[0]).bit_count()
        if is_sweep(view, pub, raw):
            return make("sweep")
        take = pub.takes(raw)  # the core's answer: a pile taken by its top card, too
        if take.piles:
            tops = " ".join(str(ALL_CARDS[i]) for i in bits(take.tops))
            return make("steal", top=tops, n=take.pile_cards.bit_count())
        if (cap | 1 << idx) >> SETTEBELLO_IDX & 1 and view.rules.scoring.settebello:
            return make("settebello")
        if sevens >= 2:
            return make("sevens", n=sevens)
        if sevens:
            return make("seven")
        if coins >= 2:
            return make("coins", n=coins)
        if cap.bit_count() >= 3:
            return make("cards", n=cap.bit_count())
        return make("capture", cards=" ".join(str(c) for c in to_move(raw).captured))
    if not open_:
        total = sum(RANK_OF[i] for i in bits(table_after))
        return make("safe_lay", total=total)
    if pub.hand & RANK_MASKS[7] and RANK_OF[idx] != 7:
        return make("keeps_sevens")
    if pub.hand & SUIT_MASKS[0] and SUIT_OF[idx] != 0:
        return make("keeps_coins")
    return make("lays_least")


def _make(
    raw: tuple[int, int],
    code: str,
    left: tuple[Card, ...] = (),
    open_: bool = False,
    **values: object,
) -> Hint:
    text = HINT_CODES[code].format(**values)
    return Hint(to_move(raw), code, text, dict(values), left, open_)
