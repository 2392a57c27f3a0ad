"""What every computer level may know, computed from a :class:`~scopa.core.view.PlayerView`.

The players never see a game: they rebuild the public state (each team's captures, the
cards still unseen) from the view's history, and value cards by what the rules in force
score, so that one player serves every variant without per-variant code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import comb

from ..core.capture import CompiledRules
from ..core.cards import CARDS, RANK_MASKS, RANK_OF, SUIT_OF, to_mask
from ..core.rules import Rules, ScoringRules
from ..core.scoring import card_sets
from ..core.view import PlayerView

SETTEBELLO_IDX = 6  # 7 of coins

# How much a card of each rank helps win the primiera, per scale (in points of a primiera).
_PRIMIERA_SHARE = {
    "standard": (0, 0.08, 0.02, 0.02, 0.02, 0.05, 0.15, 0.25, 0.01, 0.01, 0.01),
    "figures_zero": (0, 0.08, 0.02, 0.02, 0.02, 0.05, 0.15, 0.25, 0.0, 0.0, 0.0),
    "veneto": (0, 0.08, 0.02, 0.03, 0.04, 0.05, 0.15, 0.25, 0.0, 0.0, 0.0),
    "ace_low": (0, 0.02, 0.02, 0.02, 0.03, 0.06, 0.15, 0.25, 0.01, 0.01, 0.01),
    "most_sevens": (0, 0.08, 0.0, 0.0, 0.0, 0.0, 0.15, 0.3, 0.0, 0.0, 0.0),
}


def card_weights(rules: Rules) -> tuple[float, ...]:
    """The worth of holding each card (index 0..39) in a pile, in round points.

    A rough, linear share of every category the rules score: a card scored by itself (the
    settebello, every coin where each scores) is worth the points the core gives it, below 0
    for a penalty card (Mariscal's King of swords), so that every level shuns taking it; a
    coin a share of the coins point, a seven a share of primiera and sevens; the cards that
    score only together (the polaca, the grande: :func:`~scopa.core.scoring.card_sets`) an
    even share each of what they make together.
    """
    return _card_weights(rules.scoring, rules.points_per_card())


def _together_shares(sc: ScoringRules) -> list[float]:
    """Per card, its even share of the sets that score only together: the Queen of coins
    and the settebello half of the polaca's point each."""
    shares = [0.0] * 40
    for card_set in card_sets(sc):
        involved = card_set.cards | card_set.beside
        total = card_set.points * (1 if card_set.whole else card_set.cards.bit_count())
        each = total / involved.bit_count()
        for idx in range(40):
            if involved >> idx & 1:
                shares[idx] += each
    return shares


@lru_cache(maxsize=64)
def _card_weights(sc: ScoringRules, per_card: tuple[int, ...]) -> tuple[float, ...]:
    share = _PRIMIERA_SHARE.get(sc.primiera_scale, _PRIMIERA_SHARE["standard"])
    together = _together_shares(sc)
    weights = []
    for idx in range(40):
        rank, suit = RANK_OF[idx], SUIT_OF[idx]
        w = sc.cards * 0.05 + sc.primiera * share[rank]
        if suit == 0:
            w += max(sc.coins, sc.all_coins or 0) * 0.1
            if sc.napola != "none":
                w += 0.35 if rank <= 3 else 0.12 if rank <= 6 else 0.05
        if rank == 7:
            w += sc.sevens * 0.25 + sc.all_sevens * 0.05
        weights.append(w + per_card[idx] + together[idx])
    return tuple(weights)


def chunk_weights(rules: Rules) -> tuple[tuple[float, ...], ...]:
    """Per suit, the summed weight of every 10-bit set of ranks: a pile's worth in 4 lookups."""
    return _chunk_weights(card_weights(rules))


@lru_cache(maxsize=64)
def _chunk_weights(w: tuple[float, ...]) -> tuple[tuple[float, ...], ...]:
    out = []
    for s in range(4):
        table = [0.0] * 1024
        for chunk in range(1, 1024):
            low = chunk & -chunk
            table[chunk] = table[chunk ^ low] + w[s * 10 + low.bit_length() - 1]
        out.append(tuple(table))
    return tuple(out)


def mask_worth(chunks: tuple[tuple[float, ...], ...], mask: int) -> float:
    return (
        chunks[0][mask & 0x3FF]
        + chunks[1][(mask >> 10) & 0x3FF]
        + chunks[2][(mask >> 20) & 0x3FF]
        + chunks[3][(mask >> 30) & 0x3FF]
    )


def holds_probability(unseen: int, copies: int, hand: int) -> float:
    """The chance that a hand of ``hand`` cards drawn from ``unseen`` holds one of ``copies``."""
    if copies <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    if copies + hand > unseen:
        return 1.0
    return 1.0 - comb(unseen - copies, hand) / comb(unseen, hand)


@dataclass(frozen=True)
class Public:
    """The public state of the round as masks, seen from one seat, with the capture rules
    compiled for this player alone (their cache is filled by its own questions only)."""

    seat: int
    hand: int
    table: int
    unseen: int
    piles: tuple[int, ...]  # per team
    last_play: bool  # the move about to be made is the round's last
    compiled: CompiledRules


def public_state(view: PlayerView, compiled: CompiledRules | None = None) -> Public:
    """Each team's captures and the unseen cards, from what the view says."""
    piles = [0] * (max(view.teams) + 1)
    for team, cards in view.captures():
        piles[team] |= to_mask(cards)
    hand = to_mask(view.hand)
    table = to_mask(view.table)
    unseen = to_mask(view.unseen())
    last = view.stock_count == 0 and sum(view.hand_sizes) == 1
    if compiled is None or compiled.rules != view.rules:
        compiled = CompiledRules(view.rules)
    return Public(view.seat, hand, table, unseen, tuple(piles), last, compiled)


def unseen_by_rank(unseen: int) -> list[int]:
    """How many unseen cards of each rank (index 0 unused)."""
    return [0] + [(unseen & RANK_MASKS[r]).bit_count() for r in range(1, 11)]


def other_teams_best(values: list[float] | list[int], team: int) -> float:
    """The best value among the teams other than ``team`` (0 when there is none)."""
    others = [v for t, v in enumerate(values) if t != team]
    return max(others) if others else 0


def card_list(mask: int) -> list[str]:
    return [str(CARDS[i]) for i in range(40) if mask >> i & 1]
