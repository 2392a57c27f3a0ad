"""A match: rounds of play to the target, with checking, events, views and records.

>>> from scopa.core.rules import Rules
>>> game = Game(Rules.preset("scopa"), 2, seed=7)
>>> len(game.hands[0]), len(game.table), game.current_player
(3, 4, 0)
>>> events = game.play(game.legal_moves()[0])
>>> Game.replay(game.record()).events == game.events
True
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from .capture import compiled_for_games
from .cards import ALL_CARDS, SUIT_LETTERS, Card, cards_of, from_mask
from .claims import NO_CARD
from .engine import Round, next_seats
from .errors import IllegalMove
from .events import (
    DealerDrawn,
    Dealt,
    Event,
    MatchWon,
    PlayerOut,
    Redeal,
    Revealed,
    RoundScored,
    RoundStarted,
    ScoresReset,
    is_public,
)
from .explain import explain_illegal
from .mechanism import installed
from .moves import LegalMoves, Move
from .outcome import Decided, Outcome, Termination
from .rules import Rules
from .scoring import RoundResult, coins_reset
from .steal import Take
from .view import PlayerView, TableBuild

RECORD_VERSION = 1
_legal_moves = tuple.__new__  # a LegalMoves of the engine's pairs, made without a copy
_REDEAL_LIMIT = 1000


class Game(Decided):
    """A match between ``players`` seats under ``rules``.

    ``deck`` fixes the first round's card order (top first); later rounds, and any redeal,
    shuffle from ``seed`` (0 when only ``deck`` was given; a random seed, kept in the record,
    when neither was). ``dealer`` defaults to the last seat, so seat 0 leads, or, when the
    rules name a ``match.first_dealer_card``, to the seat it is dealt to face up from a
    shuffle of ``seed`` (a :class:`DealerDrawn` event, the first of the match).
    """

    def __init__(
        self,
        rules: Rules,
        players: int | None = None,
        *,
        seed: int | None = None,
        deck: Sequence[Card | str] | None = None,
        dealer: int | None = None,
    ) -> None:
        players = rules.players.default if players is None else players
        if players not in rules.players.counts:
            counts = ", ".join(str(c) for c in rules.players.counts)
            raise ValueError(f"{rules.title} is played by {counts} players, not {players}")
        first: list[Card] | None = None
        if deck is not None:
            first = [c if isinstance(c, Card) else Card.parse(c) for c in deck]
            cards = rules.deck.cards
            if sorted(first) != list(cards.cards):
                raise ValueError(f"a deck must hold each of the {cards.size} cards exactly once")
        if seed is None:
            seed = 0 if deck is not None else random.SystemRandom().randrange(2**63)
        self._rng = random.Random(seed)
        self._deck_indices = rules.deck.cards.indices  # what every round is shuffled from
        self._dealer_drawn = dealer is None and rules.match.first_dealer_card is not None
        drawn: list[Event] = []
        if self._dealer_drawn:
            dealer, drawn = self._draw_dealer(rules, players)
        dealer = players - 1 if dealer is None else dealer
        if not 0 <= dealer < players:
            raise ValueError(f"the dealer is a seat from 0 to {players - 1}, not {dealer}")
        self.rules = rules
        self._compiled = compiled_for_games(rules)  # never handed to a view or a player
        self.players = players
        self.teams: tuple[int, ...] = rules.teams(players)
        self.n_teams = max(self.teams) + 1
        self.seed = seed
        self.first_deck: tuple[Card, ...] | None = tuple(first) if first is not None else None
        self.first_dealer = dealer
        self.target = rules.target(players)
        self.events: list[Event] = drawn
        self.moves: list[Move] = []
        self.move_seats: list[int] = []  # who made each move
        self._deal_first_move = 0
        self.take_back_stop = "deal"  # what the first move take back may reach follows: a
        # new deal, or "shown": a card a doubt showed (see :meth:`take_back`)
        self.scores: list[int] = [0] * self.n_teams
        self.round_results: list[RoundResult] = []
        self.round_number = 0
        self.outcome: Outcome | None = None  # how the match ended (None: it goes on)
        self.out: list[int] = []  # seats out of the match (elimination), in the order they left
        self.out_in_round: dict[int, int] = {}  # seat out: the round it left in
        self.dealer = dealer
        self._history: list[Event] = []  # this round's public events, read up to _read
        self._read = 0  # the events (an index into self.events) the history has read
        self._legal: list[tuple[int, int]] | None = None
        self._round: Round
        self._start_round()

    # ------------------------------------------------------------- the round
    def _start_round(self, after: tuple[int, ...] | None = None) -> list[Event]:
        """Deal a round (``after``: each seat's next seat still in, where known)."""
        start = len(self.events)
        self.round_number += 1
        if self.round_number == 1 and self.first_deck is not None:
            order = [c.index for c in self.first_deck]
        else:
            order = self._shuffled()
        self._history = []
        self._read = start
        self._deal_first_move = len(self.moves)
        self.take_back_stop = "deal"
        self._legal = None
        if after is None:
            after = next_seats(self.players, self.out)
        leader = after[self.dealer]
        self._emit([RoundStarted(self.round_number, self.dealer, leader)])
        for _ in range(_REDEAL_LIMIT):
            dealt: list[Event] = []
            rnd = Round(
                self._compiled,
                self.teams,
                self.dealer,
                dealt,
                number=self.round_number,
                out=self.out,
            )
            if rnd.deal(order):
                break
            table = tuple(ALL_CARDS[i] for i in rnd.in_order(rnd.table))
            rank, count = self._compiled.redeal_reason(rnd.table)
            self._emit([Redeal(self.round_number, self.dealer, table, rank, count)])
            order = self._shuffled()
            if self.rules.deal.redeal_dealer == "next":
                # the deal passes on as after a round: the round starts again with the next
                # dealer, and the seat after the new dealer leads
                self.dealer = after[self.dealer]
                self._emit([RoundStarted(self.round_number, self.dealer, after[self.dealer])])
        else:  # pragma: no cover - Rules.check() refuses redeal rules no deal can satisfy
            raise RuntimeError("the redeal rules reject every deal")
        self._round = rnd
        self._emit(dealt)
        if rnd.over:
            self._score_round()
        return self.events[start:]

    def _draw_dealer(self, rules: Rules, players: int) -> tuple[int, list[Event]]:
        """Deal the shuffled deck face up, a card to each seat in turn from seat 0, until
        ``match.first_dealer_card`` appears: its seat deals. The cards go back; the first
        round is shuffled again."""
        wanted = Card.parse(rules.match.first_dealer_card or "").index
        order = self._shuffled()
        shown = order[: order.index(wanted) + 1]
        seat = (len(shown) - 1) % players
        return seat, [DealerDrawn(1, tuple(ALL_CARDS[i] for i in shown), seat)]

    def _shuffled(self) -> list[int]:
        order = list(self._deck_indices)
        self._rng.shuffle(order)
        return order

    def _emit(self, events: list[Event]) -> None:
        """Record what happened (the public part is the round's history, read when asked)."""
        self.events += events

    def _public_history(self) -> list[Event]:
        """This round's public events: those recorded since the history last read them are
        read now, so that a move pays nothing for a history nobody asks for."""
        events = self.events
        if self._read < len(events):
            self._history += [e for e in events[self._read :] if is_public(e)]
            self._read = len(events)
        return self._history

    def _score_round(self) -> None:
        rnd = self._round
        result = rnd.score(round_no=self.round_number)
        self.round_results.append(result)
        for team, total in enumerate(result.totals):
            self.scores[team] += total
        self._reset_scores(rnd)
        self._emit([RoundScored(self.round_number, result, tuple(self.scores))])
        elimination = self.rules.match.elimination
        outcome = self._elimination() if elimination else self._match_decision(rnd)
        if outcome is not None:
            self.outcome = outcome
            self._emit([MatchWon(self.round_number, outcome, tuple(self.scores))])

    def _reset_scores(self, rnd: Round) -> None:
        """``match.coins_reset``: a side that took that many coins sets the others' match
        scores back to 0, after this round's points."""
        reset = coins_reset(self.rules, rnd.piles)
        if reset is None:
            return
        team, coins = reset
        before = tuple(self.scores)
        self.scores = [s if t == team else 0 for t, s in enumerate(before)]
        self._emit([ScoresReset(self.round_number, team, coins, before)])

    def _match_decision(self, rnd: Round) -> Outcome | None:
        """How the match ends after this round (None: it goes on)."""
        m = self.rules.match
        if m.all_coins_wins:
            coins = self.rules.deck.cards.suit_masks[0]
            for team, pile in enumerate(rnd.piles):
                if pile & coins == coins:
                    return Outcome(Termination.ALL_COINS, team)
        if m.all_suit_wins is not None:  # every card of a suit: all 13 swords in Cicera
            suit = self.rules.deck.cards.suit_masks[SUIT_LETTERS.index(m.all_suit_wins)]
            for team, pile in enumerate(rnd.piles):
                if pile & suit == suit:
                    coins = m.all_suit_wins == "D"
                    return Outcome(Termination.ALL_COINS if coins else Termination.ALL_SUIT, team)
        scores = self.scores
        best = max(scores)
        leaders = [t for t, s in enumerate(scores) if s == best]
        rounds = self.rules.round_count(self.players)
        last = rounds is not None and self.round_number >= rounds
        if m.objective == "lose":
            return self._lowest_wins(best, leaders, last)
        if (
            m.cappotto is not None
            and best >= m.cappotto
            and len(leaders) == 1
            and all(s == 0 for t, s in enumerate(scores) if t != leaders[0])
        ):
            return Outcome(Termination.CAPPOTTO, leaders[0])
        to_target = self.rules.plays_to_target  # per_dealer: only the rounds decide
        if to_target and best >= self.target and len(leaders) == 1:
            return Outcome(Termination.TARGET, leaders[0])
        if last:
            if len(leaders) == 1:
                return Outcome(Termination.ROUNDS, leaders[0])
            if m.tie_card is not None:
                bit = Card.parse(m.tie_card).bit
                for team in leaders:
                    if rnd.piles[team] & bit:
                        return Outcome(Termination.TIE_CARD, team)
            return None if m.ties_play_on else Outcome(Termination.DRAWN)
        if to_target and best >= self.target and not m.ties_play_on:
            return Outcome(Termination.DRAWN)
        return None

    def _lowest_wins(self, worst: int, highest: list[int], last: bool = False) -> Outcome | None:
        """A losing objective: once a side reaches the target (or, with ``last``, after the
        last of ``match.rounds``) the match ends; the highest score loses (several past the
        target in one round: the highest of them) and the lowest wins. Level lowest scores
        play on, or draw, as ``ties_play_on`` says."""
        if (worst < self.target or not self.rules.plays_to_target) and not last:
            return None
        least = min(self.scores)
        lowest = [t for t, s in enumerate(self.scores) if s == least]
        if len(lowest) > 1 and self.rules.match.ties_play_on:
            return None
        loser = highest[0] if len(highest) == 1 else None
        if len(lowest) > 1:
            return Outcome(Termination.DRAWN, None, loser)
        reached = worst >= self.target and self.rules.plays_to_target
        why = Termination.TARGET_LOSES if reached else Termination.ROUNDS
        return Outcome(why, lowest[0], loser)

    def _elimination(self) -> Outcome | None:
        """An elimination game: every player still in who has reached the target leaves
        (highest first); should that leave nobody, the lowest of them stay in (level lowest
        scores play on, or draw, as ``ties_play_on`` says). The last one left wins; the last
        to leave lost."""
        scores, teams = self.scores, self.teams
        still = [s for s in range(self.players) if s not in self.out]
        reached = [s for s in still if scores[teams[s]] >= self.target]
        if not reached:
            return None
        stay = [s for s in still if s not in reached]
        drawn = False
        if not stay:
            least = min(scores[teams[s]] for s in reached)
            stay = [s for s in reached if scores[teams[s]] == least]
            reached = [s for s in reached if s not in stay]
            drawn = len(stay) > 1 and not self.rules.match.ties_play_on
        reached.sort(key=lambda s: (-scores[teams[s]], s))
        for seat in reached:
            self.out.append(seat)
            self.out_in_round[seat] = self.round_number
        self._emit([PlayerOut(self.round_number, seat, scores[teams[seat]]) for seat in reached])
        if drawn:
            return Outcome(Termination.DRAWN)
        if len(stay) == 1:
            loser = teams[reached[-1]] if reached else None
            if len(reached) > 1:  # several left together: the highest of them lost
                top = scores[teams[reached[0]]]
                highest = [s for s in reached if scores[teams[s]] == top]
                loser = teams[highest[0]] if len(highest) == 1 else None
            return Outcome(Termination.LAST_LEFT, teams[stay[0]], loser)
        return None

    @property
    def seats_in(self) -> list[int]:
        """The seats still in the match (all of them, but in an elimination game)."""
        return [s for s in range(self.players) if s not in self.out]

    def next_round(self) -> list[Event]:
        """Deal the next round (the deal moves on to the next seat still in); returns its
        deal events."""
        if not self.round_over:
            raise IllegalMove("round_not_over")
        if self.match_over:
            raise IllegalMove("match_over")
        after = next_seats(self.players, self.out)
        self.dealer = after[self.dealer]
        return self._start_round(after)

    # ------------------------------------------------------------------ play
    @property
    def current_player(self) -> int:
        return self._round.current

    @property
    def round_over(self) -> bool:
        return self._round.over

    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's hand, in the order dealt."""
        rnd = self._round
        return [[ALL_CARDS[i] for i in rnd.in_order(hand)] for hand in rnd.hands]

    @property
    def table(self) -> list[Card]:
        """The table, in the order the cards arrived."""
        rnd = self._round
        return [ALL_CARDS[i] for i in rnd.in_order(rnd.table)]

    @property
    def builds(self) -> tuple[TableBuild, ...]:
        """The builds on the table (their cards are among :attr:`table`)."""
        rnd = self._round
        return tuple(
            TableBuild(
                tuple(ALL_CARDS[i] for i in rnd.in_order(b.mask)), b.value, b.owner, b.pledged
            )
            for b in rnd.builds
        )

    @property
    def piles(self) -> list[list[Card]]:
        """Each team's captures this round."""
        return [from_mask(p) for p in self._round.piles]

    @property
    def pile_tops(self) -> list[Card | None]:
        """Each team's pile top: the card of its last capture, face up where the rules steal
        piles (None: an empty pile, or one topped by a trusted face-down card)."""
        return [None if t < 0 else ALL_CARDS[t] for t in self._round.tops]

    def takes(self, move: Move) -> Take:
        """What ``move`` would take now, and from where: the table cards, and each pile it
        steals whole (see :mod:`~scopa.core.steal`)."""
        return self._round.takes(move.card_index, move[1])

    @property
    def sweeps(self) -> list[int]:
        """Each team's sweep points this round."""
        return list(self._round.sweeps)

    @property
    def sweep_counts(self) -> list[int]:
        return list(self._round.sweep_counts)

    @property
    def stock_count(self) -> int:
        return self._round.stock_count

    @property
    def last_capturer(self) -> int | None:
        seat = self._round.last_capturer
        return None if seat < 0 else seat

    @property
    def history(self) -> tuple[Event, ...]:
        """This round's public events, from its :class:`RoundStarted` on."""
        return tuple(self._public_history())

    def team_of(self, seat: int) -> int:
        return self.teams[seat]

    def _raw_legal(self) -> list[tuple[int, int]]:
        if self._legal is None:
            self._legal = [] if self.round_over else self._round.legal()
        return self._legal

    def legal_moves(self) -> LegalMoves:
        """The current player's legal moves (none once the round is over)."""
        raw = self._legal
        if raw is None:
            raw = self._legal = [] if self._round.over else self._round.legal()
        return _legal_moves(LegalMoves, raw)

    def capture_options(self, card: Card) -> list[frozenset[Card]]:
        """What ``card`` could take from the table now."""
        rnd = self._round
        options = self._compiled.takes(card.index, rnd.table, rnd.wild_rank, rnd.builds)
        return [frozenset(from_mask(m)) for m in options]

    def check(self, move: Move) -> None:
        """Raise :class:`IllegalMove` with the reason if the current player may not play it."""
        if self.round_over:
            raise IllegalMove("round_over")
        legal = self._raw_legal()
        if (move.card_index, move[1]) not in legal:
            rnd = self._round
            for mechanism in reversed(installed()):  # a mechanism's own reasons first
                why = mechanism.refusal(rnd, move.card_index, move[1], legal)
                if why is not None:
                    raise why
            hand = from_mask(rnd.hands[rnd.current])
            raise explain_illegal(self._compiled, hand, self.table, move, rnd.wild_rank)

    def play(self, move: Move) -> list[Event]:
        """Play a move for the current player; returns what happened, in order."""
        raw = self._legal
        card = move[0]
        key = (NO_CARD if card is None else card.index, move[1])  # card -1: an answer
        if raw is None or type(move) is not Move or key not in raw:
            self.check(move)
        rnd = self._round
        happened: list[Event] = []
        rnd.events = happened
        self.move_seats.append(rnd.current)
        rnd.play(*key)
        self.moves.append(move)
        self._legal = None
        self.events += happened
        last = type(happened[-1])
        if last is Dealt or last is Revealed:  # a new deal came: its cards are not public
            self._deal_first_move = len(self.moves)  # take back stops here: cards were seen
            self.take_back_stop = "deal"
        if rnd.c.hooks.moves and any(e.shows_unseen for e in happened):
            self._deal_first_move = len(self.moves)  # a card played unseen was shown
            self.take_back_stop = "shown"
        if rnd.over:
            start = len(self.events) - len(happened)
            self._score_round()
            return self.events[start:]
        return happened

    def can_take_back(self, seats: Collection[int]) -> bool:
        """Whether :meth:`take_back` would find a move of ``seats`` to take back."""
        if self.match_over:
            return False
        return any(s in seats for s in self.move_seats[self._deal_first_move :])

    def take_back(self, seats: Collection[int]) -> Game | None:
        """This match as it was before the last move made by one of ``seats`` since the
        last deal, rebuilt from the record (None when there is no such move to take back).
        A move is never taken back across a deal: its cards have been seen, and the same
        move would deal them again."""
        last = max(
            (i for i, s in enumerate(self.move_seats) if s in seats and i >= self._deal_first_move),
            default=None,
        )
        if last is None or self.match_over:
            return None
        record = self.record()
        record["moves"] = record["moves"][:last]
        return Game.replay(record, rules=self.rules)

    # ------------------------------------------------------------------ views
    def view(self, seat: int) -> PlayerView:
        """All that ``seat`` may know, and nothing else."""
        rnd = self._round
        last = rnd.last_capturer
        return PlayerView(
            seat=seat,
            rules=self.rules,
            players=self.players,
            teams=self.teams,
            hand=tuple(ALL_CARDS[i] for i in rnd.in_order(rnd.hands[seat])),
            table=tuple(self.table),
            hand_sizes=tuple(h.bit_count() for h in rnd.hands),
            pile_sizes=tuple(p.bit_count() for p in rnd.piles),
            sweeps=tuple(rnd.sweeps),
            sweep_counts=tuple(rnd.sweep_counts),
            stock_count=rnd.stock_count,
            history=tuple(self._public_history()),
            current_player=rnd.current,
            dealer=self.dealer,
            round_number=self.round_number,
            scores=tuple(self.scores),
            target=self.target,
            last_capturer=None if last < 0 else last,
            out=tuple(self.out),
            face_down=self._face_down(seat),
            builds=self.builds,
            round_points=rnd.points_so_far(),
        )

    def seat_cards(self, seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The cards of :meth:`view` that ``seat`` alone may see: its hand, and the cards it
        played face down (every other field of a view is the same for every seat)."""
        rnd = self._round
        hand = tuple(ALL_CARDS[i] for i in rnd.in_order(rnd.hands[seat]))
        return hand, self._face_down(seat)

    def _face_down(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` played face down, unseen by the others: a claim awaiting its
        answers last."""
        rnd = self._round
        mask = rnd.face_down[seat]
        if not mask:
            return ()
        pending = rnd.claim if rnd.claimant == seat else -1
        cards = [c for c in cards_of(mask) if c.index != pending]
        return (*cards, ALL_CARDS[pending]) if pending >= 0 else tuple(cards)

    # ---------------------------------------------------------------- records
    def record(self) -> dict[str, Any]:
        """Plain data from which :meth:`replay` rebuilds this exact game."""
        return {
            "version": RECORD_VERSION,
            "rules": self.rules.to_data(),
            "players": self.players,
            "seed": self.seed,
            "deck": None if self.first_deck is None else [str(c) for c in self.first_deck],
            "dealer": None if self._dealer_drawn else self.first_dealer,
            "moves": [m.to_data() for m in self.moves],
            "round": self.round_number,  # a round dealt and not yet played is dealt again
        }

    @classmethod
    def replay(cls, record: dict[str, Any], *, rules: Rules | None = None) -> Game:
        """Rebuild a game from :meth:`record`; raises ValueError or IllegalMove if it is not one."""
        if not isinstance(record, dict) or record.get("version") != RECORD_VERSION:
            raise ValueError("not a match record of a known version")
        if rules is None:
            rules = Rules.from_data(record["rules"], file="<record>")
        game = cls(
            rules,
            record["players"],
            seed=record["seed"],
            deck=record.get("deck"),
            dealer=record["dealer"],
        )
        for data in record["moves"]:
            if game.round_over:
                game.next_round()
            game.play(Move.from_data(data))
        dealt = record.get("round")  # the round the match was in: dealt, perhaps not played
        if isinstance(dealt, int) and not isinstance(dealt, bool):
            for _ in range(min(dealt - game.round_number, _REDEAL_LIMIT)):
                if not game.round_over or game.match_over:
                    break
                game.next_round()
        return game
