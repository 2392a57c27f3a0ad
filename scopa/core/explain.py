"""Why a move is illegal, in a sentence a player can read."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARDS, RANK_MASKS, Card, from_mask, to_mask
from .errors import IllegalMove
from .moves import Move
from .names import card_name, rank_name
from .rules import Rules


def _names(cards: Sequence[Card], deck: str) -> str:
    names = [f"the {card_name(c, deck)}" for c in sorted(cards)]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _option_list(options: Sequence[int], deck: str) -> str:
    return " or ".join(_names(from_mask(m), deck) for m in options)


def explain_illegal(
    rules: Rules, hand: Sequence[Card], table: Sequence[Card], move: Move
) -> IllegalMove:
    """The :class:`IllegalMove` for a move that :meth:`CompiledRules.legal` does not list."""
    deck = rules.deck.art
    card = move.card
    name = card_name(card, deck)
    cards = tuple(str(c) for c in (card, *sorted(move.captured)))
    if card not in hand:
        return IllegalMove(f"You do not hold the {name}.", "not_in_hand", cards)
    missing = [c for c in move.captured if c not in table]
    if missing:
        verb = "is" if len(missing) == 1 else "are"
        return IllegalMove(
            f"{_names(missing, deck).capitalize()} {verb} not on the table.", "not_on_table", cards
        )
    c = rules.compiled
    table_mask = to_mask(table)
    options = c.options(card.rank, table_mask)
    if not move.captured:
        if options and c.compulsory != "none":
            return IllegalMove(
                f"The {name} can capture, so it cannot be laid on the table: it takes "
                f"{_option_list(options, deck)}.",
                "must_capture",
                cards,
            )
        legal = c.legal(to_mask(hand), table_mask)
        takers = sorted({CARDS[i] for i, m in legal if m})
        return IllegalMove(
            f"You must capture when you can: {_names(takers, deck)} can take cards from the table.",
            "must_capture_hand",
            cards,
        )
    if not options:
        return IllegalMove(
            f"The {name} cannot take anything here: lay it on the table.", "cannot_capture", cards
        )
    if c.is_ace_takes_all(card.rank, table_mask):
        return IllegalMove("The Ace takes the whole table.", "ace_takes_all", cards)
    if card.rank == 1 and c.ace_takes_all:
        return IllegalMove(
            "With an Ace on the table, the Ace takes only that Ace.", "ace_takes_ace", cards
        )
    same_rank = table_mask & RANK_MASKS[card.rank]
    taken = move.captured
    if (
        c.match
        and c.match_forbids_sums
        and same_rank
        and not (len(taken) == 1 and next(iter(taken)).rank == card.rank)
    ):
        figure = rank_name(card.rank, deck)
        return IllegalMove(
            f"The {figure} must take the {figure} on the table: a card of the same rank "
            "comes before any sum.",
            "must_match",
            cards,
        )
    total = sum(t.rank for t in taken)
    if c.fewest:
        least = min(m.bit_count() for m in options)
        if len(taken) > least:
            fewest = [m for m in options if m.bit_count() == least]
            return IllegalMove(
                f"Take the fewest cards: {_option_list(fewest, deck)}.", "fewest_cards", cards
            )
    if c.fifteen and not c.sum and not c.match:
        return IllegalMove(
            f"The {name} and the cards it takes must make 15; these make {card.rank + total}.",
            "not_fifteen",
            cards,
        )
    if c.sum and total != card.rank:
        return IllegalMove(
            f"The cards taken must add up to {card.rank}, the {name}'s value; these add up "
            f"to {total}.",
            "wrong_sum",
            cards,
        )
    return IllegalMove(
        f"That capture is not allowed: the {name} can take {_option_list(options, deck)}.",
        "not_an_option",
        cards,
    )
