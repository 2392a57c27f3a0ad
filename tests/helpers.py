"""Building exact deals for rule tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from scopa import CARDS, Card, Game, IllegalMove, Move, Rules, parse_cards
from scopa.core.capture import CompiledRules
from scopa.core.engine import Round


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def deck_for(
    hands: Sequence[str],
    table: str = "",
    stock: str = "",
    dealer: int | None = None,
    cards_in_deck: Sequence[Card] = CARDS,
) -> list[Card]:
    """A deck (top first) that deals ``hands`` (one string per seat) and then ``table``.

    Cards go one at a time to each seat in playing order, starting after the dealer (the last
    seat by default). ``stock`` is what comes next; the unnamed cards of ``cards_in_deck``
    (the 40 by default) follow in card order.
    """
    players = len(hands)
    dealer = players - 1 if dealer is None else dealer
    per_seat = [parse_cards(h) for h in hands]
    size = len(per_seat[0])
    assert all(len(h) == size for h in per_seat), "every hand holds the same number of cards"
    order: list[Card] = []
    for i in range(size):
        for j in range(players):
            order.append(per_seat[(dealer + 1 + j) % players][i])
    order += parse_cards(table) + parse_cards(stock)
    assert len(set(order)) == len(order), "a card is named twice"
    order += [c for c in cards_in_deck if c not in order]
    return order


def game_with(
    rules: Rules | str, hands: Sequence[str], table: str = "", stock: str = "", **kw: object
) -> Game:
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    deck = deck_for(hands, table, stock, cards_in_deck=rules.deck.cards.cards)
    return Game(rules, len(hands), deck=deck, **kw)  # type: ignore[arg-type]


def move(text: str) -> Move:
    return Move.parse(text)


def mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text))


def round_state(
    rules: Rules | str,
    hands: Sequence[str],
    table: str = "",
    *,
    current: int = 0,
    stock: str = "",
    piles: Sequence[str] | None = None,
    last_capturer: int | None = None,
) -> Round:
    """A fast-engine round in mid-play: exact hands, table and stock."""
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    team = rules.teams(len(hands))
    n_teams = max(team) + 1
    return Round.from_state(
        CompiledRules(rules),
        team,
        len(hands) - 1,
        hands=[mask(h) for h in hands],
        table=mask(table),
        piles=[mask(p) for p in piles] if piles else [0] * n_teams,
        sweeps=[0] * n_teams,
        sweep_counts=[0] * n_teams,
        stock=[c.index for c in parse_cards(stock)],
        current=current,
        last_capturer=last_capturer,
    )


def reshuffled_twin(game: Game, deck: Sequence[Card], seat: int, rng: random.Random) -> Game:
    """``game`` (first dealt from ``deck``) replayed with every card ``seat`` has not seen
    moved to another of those cards' places in the deck: the same game as ``seat`` knows it."""
    unseen = set(game.view(seat).unseen())
    places = [i for i, c in enumerate(deck) if c in unseen]
    moved = [deck[i] for i in places]
    for _ in range(_TWIN_TRIES):
        rng.shuffle(moved)
        twin_deck = list(deck)
        for i, card in zip(places, moved, strict=True):
            twin_deck[i] = card
        twin = Game(game.rules, game.players, deck=twin_deck, seed=0)
        # a card played face down and never shown is one of the unseen: it moved with them
        moved_to = dict(zip((deck[i] for i in places), (twin_deck[i] for i in places), strict=True))
        try:
            for m in game.moves:
                if m.claims and m.card in moved_to:
                    m = Move.from_mask(moved_to[m.card].index, m[1])
                twin.play(m)
        except IllegalMove:
            # a hand that could have captured where its seat laid a card (compulsory capture
            # for the whole hand): not a deal the seat can be in; shuffle again
            continue
        return twin
    return Game.replay(game.record(), rules=game.rules)  # every shuffle broke a rule: itself


_TWIN_TRIES = 200
