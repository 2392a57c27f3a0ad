"""The hidden cards of a position, dealt again consistently with everything public.

A computer player that searches needs whole positions, but a seat knows only its
:class:`~scopa.core.view.PlayerView`. :func:`sample_position` deals the cards the seat has not
seen to the other hands (by their sizes) and to the stock, in a way that agrees with every
public fact the rules make certain, and :func:`determinize` turns one such deal into a
:class:`~scopa.core.engine.Round` ready to be played out (as OpenSpiel's
resample-from-information-state does). The rules' constraints live here, beside the rules,
so no player works them out again:

* a hand declared, or dealt face up, is known: its cards stay with their holder;
* a card another seat played face down, claiming a sweep, and nobody has seen is any of the
  unseen cards: the claim awaiting its answers, or a card in the claimant's side's pile;
* with compulsory capture for the whole hand (``capture.compulsory: hand``), a seat that laid
  a card held no card able to capture on the table it faced, and it still holds every card of
  its current hand that it held then (all of them, within the same deal);
* a seat that made or raised a build held a card of its value, and still holds one unless it
  has played a card of that value since (see :mod:`~scopa.core.builds`).
"""

from __future__ import annotations

import random

from .capture import CompiledRules
from .cards import RANK_MASKS, RANK_OF, Card, bits, to_mask
from .engine import Round
from .events import Claimed, Declared, Played
from .view import PlayerView

_STRICT_TRIES = 20


def forbidden_cards(view: PlayerView, compiled: CompiledRules) -> dict[int, int]:
    """Per other seat, the unseen cards (a mask) it cannot hold now, by the rules."""
    if compiled.compulsory != "hand":
        return {}
    unseen = to_mask(view.unseen())
    plays = list(view.plays())
    wild = compiled.declarations.wild
    named = _wild_ranks(view) if wild >= 0 else [0] * len(plays)
    start = view.finished_deal_plays(len(plays))  # skip the plays of finished deals
    out: dict[int, int] = {}
    for (played, table), wild_rank in list(zip(plays, named, strict=True))[start:]:
        if not isinstance(played, Played) or played.captured or played.seat == view.seat:
            continue
        table_mask = to_mask(table)
        bad = 0
        for idx in bits(unseen):  # the wild card on that table counted at its named rank
            if compiled.takes(idx, table_mask, wild_rank):
                bad |= 1 << idx
        out[played.seat] = out.get(played.seat, 0) | bad
    return out


def _wild_ranks(view: PlayerView) -> list[int]:
    """The rank named for the wild card at each play of :meth:`PlayerView.plays` (0: none)."""
    wild = Card.parse(view.rules.declarations.wild or "")
    rank, out = 0, []
    for event in view.history:
        if isinstance(event, Declared) and event.wild_rank:
            rank = event.wild_rank
        elif isinstance(event, Played | Claimed):
            out.append(rank)
            if isinstance(event, Played) and (event.card == wild or wild in event.captured):
                rank = 0 if event.captured else rank  # captured, the wild card is itself
    return out


def required_ranks(view: PlayerView) -> dict[int, list[int]]:
    """Per other seat, the ranks it is known to hold a card of: the values of the builds it
    owns that it has not played a card of since building (see :class:`TableBuild`)."""
    out: dict[int, list[int]] = {}
    for b in view.builds:
        if b.pledged and b.owner != view.seat and b.value not in out.get(b.owner, []):
            out.setdefault(b.owner, []).append(b.value)
    return out


def hidden_cards_known(view: PlayerView) -> bool:
    """Whether the seat can know where every card it has not seen is: the stock is empty and
    one other hand holds them all, so every sampled deal would be the same one."""
    shown = view.shown_cards()
    hidden = [h - len(shown[s]) for s, h in enumerate(view.hand_sizes)]
    others_hold = sum(hidden) - hidden[view.seat]
    holders = sum(1 for s, h in enumerate(hidden) if h and s != view.seat)
    return others_hold == len(view.unseen()) and holders <= 1


def sample_position(
    view: PlayerView,
    rng: random.Random,
    compiled: CompiledRules,
    forbidden: dict[int, int] | None = None,
) -> tuple[list[int], list[int]]:
    """One deal of the unseen cards: (hand mask per seat, stock order top first). Where
    other seats hold cards played face down that nobody has seen, the last of them in the
    order are those cards (see :func:`position_round`).

    ``forbidden`` is :func:`forbidden_cards` (worked out once per decision by a caller that
    samples many times). Seats are filled most constrained first, each from the unseen cards
    it may hold, so a deal is found whenever one exists; should the public record allow none
    (it cannot, from a real game), the constraints are dropped rather than fail.
    """
    if forbidden is None:
        forbidden = forbidden_cards(view, compiled)
    unseen = [c.index for c in view.unseen()]
    others = [s for s in range(view.players) if s != view.seat and view.hand_sizes[s]]
    required = required_ranks(view) if view.builds else {}
    others.sort(key=lambda s: (-len(required.get(s, ())), -forbidden.get(s, 0).bit_count()))
    mine = to_mask(view.hand)
    shown = [to_mask(cards) for cards in view.shown_cards()]  # held, and seen by all
    for attempt in range(_STRICT_TRIES + 1):
        strict = attempt < _STRICT_TRIES
        cards = unseen[:]
        rng.shuffle(cards)
        hands = [0] * view.players
        hands[view.seat] = mine
        ok = True
        for seat in others:
            bad = forbidden.get(seat, 0) if strict else 0
            hands[seat] = shown[seat]
            size = view.hand_sizes[seat] - shown[seat].bit_count()
            must: list[int] = []
            for rank in required.get(seat, ()) if strict else ():
                if hands[seat] & RANK_MASKS[rank] or any(RANK_OF[c] == rank for c in must):
                    continue
                pick = next((c for c in cards if RANK_OF[c] == rank and not bad >> c & 1), -1)
                if pick >= 0:
                    must.append(pick)
            if len(must) > size:
                ok = False
                break
            free = [c for c in cards if not bad >> c & 1 and c not in must]
            take = must + free[: size - len(must)]
            if len(take) < size:
                ok = False
                break
            for c in take:
                hands[seat] |= 1 << c
            cards = [c for c in cards if not hands[seat] >> c & 1]
        if ok:
            return hands, cards
    raise AssertionError("unreachable: without constraints every deal fits")


def determinize(
    view: PlayerView,
    rng: random.Random,
    compiled: CompiledRules,
    forbidden: dict[int, int] | None = None,
) -> Round:
    """A whole round consistent with ``view``, with ``view.seat`` to play."""
    hands, stock = sample_position(view, rng, compiled, forbidden)
    return position_round(view, compiled, hands, stock)


def position_round(
    view: PlayerView, compiled: CompiledRules, hands: list[int], stock: list[int]
) -> Round:
    """The round of ``view`` with the hidden cards as given (hand masks, stock order; the
    cards after the stock's are the ones other seats played face down, unseen)."""
    piles = list(view.pile_masks())
    shown = [to_mask(cards) for cards in view.shown_cards()]
    shown[view.seat] &= hands[view.seat]
    face_down = [0] * view.players
    face_down[view.seat] = to_mask(view.face_down)
    claim, claimant = -1, -1
    asking: tuple[int, ...] = ()
    if view.rules.claims.sweep:
        hidden = stock[view.stock_count :]
        stock = stock[: view.stock_count]
        pending = view.claim()
        mine = list(view.face_down)
        if pending is not None:
            claimant, asking = pending[0].seat, pending[1]
            if claimant == view.seat:
                claim = mine.pop().index  # this seat's own claim: the last it played down
            else:
                claim = hidden.pop()
                face_down[claimant] |= 1 << claim
        piles[view.team] |= to_mask(mine)  # this seat's trusted claims, in its side's pile
        counts = view.face_down_counts()
        for seat, count in enumerate(counts):
            if seat == view.seat:
                continue
            for _ in range(count - (seat == claimant)):  # the trusted ones: in the pile
                idx = hidden.pop()
                face_down[seat] |= 1 << idx
                piles[view.teams[seat]] |= 1 << idx
    return Round.from_state(
        compiled,
        view.teams,
        view.dealer,
        hands=hands,
        table=to_mask(view.table),
        piles=piles,
        sweeps=view.sweeps,
        sweep_counts=view.sweep_counts,
        stock=stock,
        current=view.current_player,
        last_capturer=view.last_capturer,
        out=view.out,
        fresh=view.fresh_seats(),
        shown=shown,
        declared=view.declared(),
        declared_kinds=view.declared_kinds(),
        wild_rank=view.wild_rank(),
        claim=claim,
        claimant=claimant,
        asking=asking,
        face_down=face_down,
        claim_points=view.claim_points(),
        tops=[-1 if c is None else c.index for c in view.pile_tops()],
        builds=view.engine_builds(),
        laid=view.laid_card(),
        plays=view.play_points() if compiled.play_points_on else None,
    )
