"""The guided first match's lessons, as data: each a short deal with its scripted moves.

A lesson fixes the deal (the hands and the table, or for the round's end the whole deck and
the moves already made), then lists its steps: the move the player is asked for, the
message that says why, and the opponent's scripted answer. The core checks every move and
says what it captures; nothing here works a rule out. ``tests/test_tutorial.py`` plays each
lesson through the core to prove its moves legal and its captures as its words say.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import Card, parse_cards
from ...core.game import Game
from ...core.moves import Move
from ...core.rules import Rules

GAMES = ("scopa", "escoba")


@dataclass(frozen=True)
class Step:
    """One thing to do: ``move`` (``"7C x 7B"``: the card played, then the cards it takes),
    taught by message ``say``; ``why`` is the reason another move will not do here, and
    ``reply`` the opponent's scripted move after it ("": none)."""

    say: str
    move: str
    why: str
    reply: str = ""

    @property
    def wanted(self) -> Move:
        return Move.parse(self.move)


@dataclass(frozen=True)
class Lesson:
    """A short deal that teaches one thing. ``hands`` (yours, then the opponent's) and
    ``table`` are dealt first and the rest of the deck follows in card order; or ``deck``
    fixes the whole order and ``before`` lists the moves made before the lesson starts
    (the round's last deal). ``done`` is said once its steps are made; ``scored``: the round
    ends with it, and its scoring is counted on the player's piles."""

    name: str
    steps: tuple[Step, ...]
    done: str
    hands: tuple[str, str] = ("", "")
    table: str = ""
    deck: str = ""
    before: str = ""
    scored: bool = False

    @property
    def title(self) -> str:
        """The message that names the lesson."""
        return f"learn_title_{self.name}"

    def order(self, rules: Rules) -> list[Card]:
        """The deck, top first: the seat after the dealer (you) is dealt first, a card each
        in turn, then the table."""
        if self.deck:
            return parse_cards(self.deck)
        yours, theirs = (parse_cards(h) for h in self.hands)
        order = [c for pair in zip(yours, theirs, strict=True) for c in pair]
        order += parse_cards(self.table)
        return order + [c for c in rules.deck.cards.cards if c not in order]

    def game(self, rules: Rules, step: int = 0) -> Game:
        """The lesson's deal, with its moves made up to ``step`` (a lesson taken up again)."""
        game = Game(rules, 2, deck=self.order(rules), dealer=1)
        for text in self.before.split("|") if self.before else ():
            game.play(Move.parse(text))
        for s in self.steps[:step]:
            game.play(s.wanted)
            if s.reply:
                game.play(Move.parse(s.reply))
        return game


# -- Scopa -----------------------------------------------------------------------------------
_SCOPA_END_DECK = (
    "1C 10D 9B 1D 2S 4S 1B 3C 6S 6B 9C 3S 4D 8B 5B 4B 6D 5S 5C 7C 6C 7B 7D 10S 9S 8D 8C 4C "
    "7S 10C 2B 3D 1S 2C 8S 2D 3B 9D 10B 5D"
)
_SCOPA_END_BEFORE = (
    "9B x 3C 6S|1D x 1B|1C|4S|2S|10D x 4S 6B|5B|3S x 1C 2S|9C|4B|4D x 4B|8B|5C x 5B|5S|6C|"
    "7B|6D x 6C|7C x 7B|9S x 9C|8D x 8B|8C|4C|7D|10S|7S x 7D|10C x 10S|1S|2C|2B x 2C|3D"
)

SCOPA: tuple[Lesson, ...] = (
    Lesson(
        "match",
        (Step("learn_match", "7C x 7B", "learn_match_why", "1B"),),
        "learn_match_done",
        hands=("7C 3S 9B", "1B 2C 8S"),
        table="7B 4D 6C 10S",
    ),
    Lesson(
        "sum",
        (Step("learn_sum", "5C x 2D 3S", "learn_sum_why", "1B"),),
        "learn_sum_done",
        hands=("5C 9B 1S", "1B 4C 8D"),
        table="2D 3S 8C 10B",
    ),
    Lesson(
        "rank_first",
        (Step("learn_rank_first", "5C x 5D", "learn_rank_first_why", "1C"),),
        "learn_rank_first_done",
        hands=("5C 1S 4B", "1C 6D 8S"),
        table="5D 2S 3B 9C",
    ),
    Lesson(
        "sweep",
        (Step("learn_sweep", "10C x 1D 2S 3B 4C", "learn_sweep_why", "6D"),),
        "learn_sweep_done",
        hands=("10C 8B 5S", "6D 7S 9C"),
        table="1D 2S 3B 4C",
    ),
    Lesson(
        "last",
        (
            Step("learn_last_deal", "10B x 4C 1S 5S", "learn_last_why", "2D"),
            Step("learn_last_next", "3B x 3D", "learn_last_why", "5D"),
            Step("learn_last_capture", "8S x 8C", "learn_last_why", "9D"),
        ),
        "learn_last_done",
        deck=_SCOPA_END_DECK,
        before=_SCOPA_END_BEFORE,
        scored=True,
    ),
)

# -- Escoba ----------------------------------------------------------------------------------
_ESCOBA_END_DECK = (
    "9D 7D 5D 6S 10C 9C 6B 1C 3B 7B 9S 8B 1D 3D 9B 6D 3S 1B 10B 2D 4C 2B 8S 10D 5S 2S 8D 3C "
    "7S 5B 8C 1S 6C 4S 2C 7C 10S 5C 4B 4D"
)
_ESCOBA_END_BEFORE = (
    "5D x 1C 3B 6B|6S|9D x 6S|9C|10C|7D|1D x 7D 7B|6D x 9C|9B|8B|9S|3D|4C x 3D 8B|1B|3S|"
    "2B x 10C 3S|10B|2D|5S x 9S 1B|3C x 2D 10B|8S|2S|8D|10D|7S x 8D|5B x 10D|6C x 9B|1S|8C|"
    "4S x 1S 2S 8S"
)

ESCOBA: tuple[Lesson, ...] = (
    Lesson(
        "fifteen",
        (Step("learn_fifteen", "7C x 8D", "learn_fifteen_why", "1S"),),
        "learn_fifteen_done",
        hands=("7C 1B 2S", "1S 3B 4S"),
        table="8D 10B 9C 10S",
    ),
    Lesson(
        "fifteen_many",
        (Step("learn_fifteen_many", "7C x 3D 5S", "learn_fifteen_many_why", "1B"),),
        "learn_fifteen_many_done",
        hands=("7C 4B 8S", "1B 2C 6D"),
        table="3D 5S 9B 10C",
    ),
    Lesson(
        "choose",
        (Step("learn_choose", "9C x 2D 4C", "learn_choose_why", "7B"),),
        "learn_choose_done",
        hands=("9C 10S 8B", "7B 1S 3D"),
        table="2D 6S 4C 9B",
    ),
    Lesson(
        "sweep",
        (Step("learn_sweep", "5C x 1D 2S 3B 4C", "learn_escoba_why", "6D"),),
        "learn_sweep_done",
        hands=("5C 8S 9B", "6D 7S 10C"),
        table="1D 2S 3B 4C",
    ),
    Lesson(
        "last",
        (
            Step("learn_last_deal", "2C", "learn_last_why", "7C x 8C"),
            Step("learn_last_next", "4B", "learn_last_why", "5C"),
            Step("learn_last_capture", "10S x 5C", "learn_last_why", "4D"),
        ),
        "learn_last_done",
        deck=_ESCOBA_END_DECK,
        before=_ESCOBA_END_BEFORE,
        scored=True,
    ),
)

LESSONS: dict[str, tuple[Lesson, ...]] = {"scopa": SCOPA, "escoba": ESCOBA}
