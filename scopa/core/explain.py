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
    """The :class:`IllegalMove` for a move that :meth:`CompiledRules.legal` does not list.

    The English sentence is built here; ``params`` carries its parts so that the interface
    can say the same in the player's language.
    """
    deck = rules.deck.art
    card = move.card
    name = card_name(card, deck)
    cards = tuple(str(c) for c in (card, *sorted(move.captured)))

    def illegal(message: str, code: str, **params: object) -> IllegalMove:
        return IllegalMove(message, code, cards, {"card": card, **params})

    if card not in hand:
        return illegal(f"You do not hold the {name}.", "not_in_hand")
    missing = sorted(c for c in move.captured if c not in table)
    if missing:
        verb = "is" if len(missing) == 1 else "are"
        return illegal(
            f"{_names(missing, deck).capitalize()} {verb} not on the table.",
            "not_on_table",
            cards=missing,
        )
    c = rules.compiled
    table_mask = to_mask(table)
    options = c.options(card.rank, table_mask)
    sets = [from_mask(m) for m in options]
    if not move.captured:
        if options and c.compulsory != "none":
            return illegal(
                f"The {name} can capture, so it cannot be laid on the table: it takes "
                f"{_option_list(options, deck)}.",
                "must_capture",
                options=sets,
            )
        legal = c.legal(to_mask(hand), table_mask)
        takers = sorted({CARDS[i] for i, m in legal if m})
        return illegal(
            f"You must capture when you can: {_names(takers, deck)} can take cards from the table.",
            "must_capture_hand",
            cards=takers,
        )
    if not options:
        return illegal(
            f"The {name} cannot take anything here: lay it on the table.", "cannot_capture"
        )
    if c.is_ace_takes_all(card.rank, table_mask):
        return illegal("The Ace takes the whole table.", "ace_takes_all")
    if card.rank == 1 and c.ace_takes_all:
        return illegal("With an Ace on the table, the Ace takes only that Ace.", "ace_takes_ace")
    same_rank = table_mask & RANK_MASKS[card.rank]
    taken = move.captured
    if (
        c.match
        and c.match_forbids_sums
        and same_rank
        and not (len(taken) == 1 and next(iter(taken)).rank == card.rank)
    ):
        figure = rank_name(card.rank, deck)
        return illegal(
            f"The {figure} must take the {figure} on the table: a card of the same rank "
            "comes before any sum.",
            "must_match",
            rank=card.rank,
        )
    total = sum(t.rank for t in taken)
    if c.fewest:
        least = min(m.bit_count() for m in options)
        if len(taken) > least:
            fewest = [m for m in options if m.bit_count() == least]
            return illegal(
                f"Take the fewest cards: {_option_list(fewest, deck)}.",
                "fewest_cards",
                options=[from_mask(m) for m in fewest],
            )
    if c.fifteen and not c.sum and not c.match:
        return illegal(
            f"The {name} and the cards it takes must make 15; these make {card.rank + total}.",
            "not_fifteen",
            total=card.rank + total,
        )
    if c.sum and total != card.rank:
        return illegal(
            f"The cards taken must add up to {card.rank}, the value of the {name}; these add "
            f"up to {total}.",
            "wrong_sum",
            value=card.rank,
            total=total,
        )
    return illegal(
        f"That capture is not allowed: the {name} can take {_option_list(options, deck)}.",
        "not_an_option",
        options=sets,
    )
