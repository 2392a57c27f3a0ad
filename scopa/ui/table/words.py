"""What the table says: names, the last play, a sweep in the variant's own word.

Every sentence of the table is made here, from the seats' names, the deck (for card names)
and the rules (for the variant's words), in the language the settings chose.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ai.hints import Hint
from ...core.cards import Card
from ...core.events import (
    ClaimSettled,
    DealerDrawn,
    PlayScored,
    Redeal,
    ScoresReset,
    TableBonus,
)
from ...core.rules import Rules
from ...net.host import NET
from ...words.cards import rank_name, suit_name
from ...words.variants import term
from ..i18n import language, t
from ..messages import card_text, join, redeal_text, the_card, the_cards
from ..rules_text import declaration_name

_ITALIAN = ("Marco", "Giulia", "Luca", "Sofia", "Paolo", "Chiara", "Andrea", "Francesca")
_SPANISH = ("Pablo", "Lucía", "Javier", "Carmen", "Diego", "Elena", "Manuel", "Isabel")


def computer_name(i: int, deck: str) -> str:
    """The name of the ``i``-th computer seat: Spanish first names for a variant played with
    Spanish cards (``deck``: the rules' own deck, not the art chosen), Italian ones
    otherwise; the same in New match and from the command line."""
    pool = _SPANISH if deck == "spanish" else _ITALIAN
    return pool[i % len(pool)]


# the reasons said in brackets (a plain capture, or a lay no sweep can follow, needs none:
# what it leaves says it)
WHY = {
    f"why_{code}"
    for code in (
        "sweep",
        "settebello",
        "sevens",
        "seven",
        "coins",
        "cards",
        "steal",
        "keeps_sevens",
        "keeps_coins",
        "lays_least",
        "takes_least",
        "gives_away",
        "build",
    )
}


def seat_names(
    kinds: Sequence[str], given: Sequence[str] | None, deck: str = "neapolitan"
) -> list[str]:
    """The name given for each seat; a seat given none is "You" (or "Player n", counting the
    people at the table) in the language in use, or a first name for a computer
    (:func:`computer_name`). Asked again when the language changes, so a default name
    follows it."""
    if not given or len(given) != len(kinds):
        given = [""] * len(kinds)
    hotseat = sum(kind == "human" for kind in kinds) >= 2
    names, cpu, human = [], 0, 0
    for seat, kind in enumerate(kinds):
        if kind == "human":
            human += 1
            default = t("player_n", n=human) if hotseat else t("you")
        elif kind == NET:  # a person at another computer (or the host's), not yet named
            default = t("player_n", n=seat + 1)
        else:
            default = computer_name(cpu, deck)
            cpu += 1
        names.append(given[seat] or default)
    return names


def host_names(seats: Sequence[dict[str, Any]], deck: str) -> list[str]:
    """Each seat's name as a host sends it (its seats' states); a computer seat it names
    not is named as a local table names it (:func:`computer_name`), never "Player n"."""
    names, cpu = [], 0
    for state in seats:
        name = str(state.get("name") or "")
        if str(state.get("kind") or "").startswith("cpu"):
            name = name or computer_name(cpu, deck)
            cpu += 1
        names.append(name)
    return names


def side_scores(
    kinds: Sequence[str],
    given: Sequence[str] | None,
    deck: str,
    teams: Sequence[int],
    scores: Sequence[int],
) -> str:
    """The sides' scores as a save or Continue shows them: two sides as a scoreline, each
    score on its side's name's side ("You 2 – 3 Marco", "Anna & Luca 7 – 4 Marco & Sara"),
    more as a list ("Anna 7 · Marco 4 · Sara 2")."""
    names = seat_names(kinds, given, deck)
    if len(names) != len(teams):  # a setup that does not fit its match: the scores alone
        return " \u2013 ".join(map(str, scores))
    sides = [side_name(names, teams, team) for team in range(len(scores))]
    if len(scores) == 2:
        return f"{sides[0]} {scores[0]} \u2013 {scores[1]} {sides[1]}"
    return " \u00b7 ".join(f"{side} {n}" for side, n in zip(sides, scores, strict=True))


def side_name(names: Sequence[str], teams: Sequence[int], team: int) -> str:
    """A side by its players' names: "Marco", or "Anna & Luca" for a team."""
    return " & ".join(names[s] for s in range(len(teams)) if teams[s] == team)


class TableWords:
    """The table's sentences for one match."""

    def __init__(
        self,
        names: list[str],
        teams: Sequence[int],
        deck: str,
        rules: Rules,
        you: int | None = None,
    ) -> None:
        self.names = names
        self.you = you  # the one person at the table, spoken to in the second person
        self.teams = tuple(teams)
        self.deck = deck
        self.rules = rules
        self.ranks = rules.deck.ranks  # how the deck's cards are named (13: 52 cards)

    def card(self, card: Card) -> str:
        return card_text(card, self.deck, self.ranks)

    def the(self, card: Card) -> str:
        """The card with its article, as a sentence says it: "the Seven of Coins"."""
        return the_card(card, self.deck, ranks=self.ranks)

    def the_list(self, cards: Sequence[Card], form: str = "the") -> str:
        """Cards with their articles, listed ("to": after "a", as Italian contracts it)."""
        return the_cards(cards, self.deck, form, ranks=self.ranks)

    def team_name(self, team: int) -> str:
        return side_name(self.names, self.teams, team)

    def last_play(
        self, seat: int, card: Card | None, captured: Sequence[Card], claim: str = ""
    ) -> list[str]:
        """The "last play" panel's lines: who played what, and what it took. A claimed sweep
        (``claim``: "pending", "trusted", "upheld" or "bluff") names its card only once a
        doubt has shown it; ``claim`` "stole:SIDE:N:TOP" says a pile of N cards was taken
        from SIDE by its top card (index TOP), "built:V" that a build worth V was made, and
        "swept" (alone or after another mark, a space between) that it swept the table."""
        mine = "_you" if seat == self.you else ""
        marks = claim.split()  # a play's: a pile stolen, a build, a sweep
        kind, _, said = (marks[0] if marks else "").partition(":")
        if claim and kind not in ("stole", "built", "swept"):
            first = t(f"last_claimed{mine}", name=self.names[seat])
            shown = self.the(card) if card is not None else ""
            key = f"last_claim_{claim}" + ("_you" if mine and claim == "pending" else "")
            return [first, t(key, sweep=self._sweep_word(), card=shown)]
        assert card is not None
        lines = [t(f"played{mine}", name=self.names[seat], card=self.the(card))]
        if kind == "stole":  # a pile taken by its top card, which ``captured`` names too
            team, size, top = (int(part) for part in said.split(":"))
            if self.you is not None and self.teams[self.you] == team:
                lines.append(t("took_your_pile", n=size))
            else:
                lines.append(t(f"took_pile{mine}", victim=self.team_name(team), n=size))
            table = [c for c in captured if c.index != top]
            if table:
                lines.append(t(f"took{mine}", cards=self.the_list(table)))
        elif kind == "built":
            lines.append(t(f"built_line{mine}", value=int(said)))
        elif captured:
            lines.append(t(f"took{mine}", cards=self.the_list(captured)))
        if "swept" in marks:
            lines.append(t(f"swept_line{mine}", sweep=self._sweep_word()))
        return lines

    def history_claim(self, seat: int, settled: ClaimSettled | None) -> tuple[str, str]:
        """A line of the plays of the round for a claimed sweep: its outcome, and its card
        only where a doubt showed it (``settled`` None: its answers are awaited)."""
        mine = "_you" if seat == self.you else ""
        sweep = self._sweep_word()
        what = t(f"history_claimed{mine}", name=self.names[seat], sweep=sweep)
        if settled is None:
            return what, t("history_claim_pending")
        if settled.card is None:
            return what, t("history_claim_trusted", cards=self.the_list(settled.cards))
        outcome = "upheld" if settled.upheld else "bluff"
        form = "the" if settled.upheld else "to"  # took the cards / laid beside them
        cards = self.the_list(settled.cards, form)
        return what, t(f"history_claim_{outcome}", card=self.the(settled.card), cards=cards)

    def history(self, seat: int, card: Card, captured: Sequence[Card]) -> tuple[str, str]:
        """A line of the plays of the round: who played what, and what it took."""
        mine = "_you" if seat == self.you else ""
        what = t(f"history_played{mine}", name=self.names[seat], card=self.the(card))
        if captured:
            return what, t(f"history_took{mine}", cards=self.the_list(captured))
        return what, t(f"history_laid{mine}")

    def taken_back(self, plays: Sequence[tuple[int, Card]]) -> str:
        """What a take back undid: each (seat, card) played, in the order they were made
        ("Taken back: you played the Four of Swords, Marco played the Ace of Swords")."""
        said = []
        for seat, card in plays:
            mine = "_you" if seat == self.you else ""
            words = t(f"history_played{mine}", name=self.names[seat], card=self.the(card))
            said.append(words[:1].lower() + words[1:] if mine else words)
        return t("undone_plays", plays=", ".join(said)) if said else t("undone")

    def history_note(self, took: str, swept: bool) -> str:
        """A play's second line in the plays of the round: what it took, and the sweep's
        shout after it where it swept the table."""
        return t("history_swept", took=took, shout=self.sweep()) if swept else took

    def hint(self, advice: Hint) -> str:
        """The hint in one sentence: the card, what it takes and why, what it leaves."""
        move, code, values = advice.move, advice.code, advice.values
        if move.is_answer:  # a claim to answer: trust it or doubt it
            return t("hint_trust" if move.trusts else "hint_doubt")
        card = self.the(move.card)
        if move.claims:  # face down, claiming the table (a bluff where the card cannot)
            key = "hint_bluff" if code == "bluff" else "hint_claim"
            return t(key, card=card, sweep=self._sweep_word())
        lays = not move.is_capture
        sweep = term(self.rules, "sweep", language())  # the variant's own word
        # a card laid joins the table: what is said is what it lies beside
        left = [c for c in advice.left if not (lays and c == move.card)]
        safety = "open" if advice.open else "safe"
        if not left:
            where = t(f"hint_alone_{safety}" if lays else "hint_left_empty", sweep=sweep)
        else:
            cards = (
                self.the_list(left, "to" if lays else "the")  # beside them / leaving them
                if len(left) <= 3
                else t(
                    "hint_left_sum_to" if lays else "hint_left_sum",
                    n=len(left),
                    total=sum(c.rank for c in left),
                )
            )
            where = t(
                f"hint_beside_{safety}" if lays else f"hint_left_{safety}", cards=cards, sweep=sweep
            )
        if code == "only_move":
            return t("hint_only_lay" if lays else "hint_only", card=card, left=where)
        settebello = term(self.rules, "settebello", language())  # Escoba's velo
        words = {"sweep": sweep, "settebello": settebello, **values}
        reason = t(f"why_{code}", **words) if f"why_{code}" in WHY else ""
        if move.is_capture:
            tops = str(values.get("top", "")).split()  # a pile's top card, where one is taken
            shown = sorted(move.captured) + [Card.parse(c) for c in tops]
            taken = self.the_list(shown)
            key = "hint_take_why" if reason else "hint_take"
            return t(key, card=card, taken=taken, reason=reason, left=where)
        return t("hint_lay_why" if reason else "hint_lay", card=card, reason=reason, left=where)

    def declaration(
        self, kinds: Sequence[int], points: int, wild_rank: int = 0, *, capital: bool = True
    ) -> str:
        """A declaration in a few words: "Napoli · 7", "Bàrsega · 3, 7 of Hearts as an Ace"
        (``capital`` False: as said within a sentence)."""
        lang = language()
        name = declaration_name(self.rules, kinds, lang, capital=capital)
        what = t("declaration", what=name, points=points)
        wild = self.rules.declarations.wild
        if wild_rank and wild is not None:
            rank = rank_name(wild_rank, self.deck, lang, self.ranks)
            what = t("declaration_wild", what=what, card=self.card(Card.parse(wild)), rank=rank)
        return what

    def declare_button(self, kinds: Sequence[int], points: int, wild_rank: int, on: bool) -> str:
        """The button that declares the hand with the next card (ticked once chosen)."""
        what = self.declaration(kinds, points, wild_rank)
        return t("declared_button" if on else "declare_button", what=what)

    def declared(self, seat: int, kinds: Sequence[int], points: int, wild_rank: int) -> str:
        """The notice of a declaration: who, what, for how much."""
        mine = "_you" if seat == self.you else ""
        what = self.declaration(kinds, points, wild_rank, capital=False)  # within a sentence
        return t(f"declares{mine}", name=self.names[seat], what=what)

    # -- claimed sweeps ------------------------------------------------------------------
    def _sweep_word(self) -> str:
        return term(self.rules, "sweep", language())

    def claim_button(self, on: bool) -> str:
        """The button that plays the next card face down, claiming a sweep (ticked once armed)."""
        return t("claim_button_on" if on else "claim_button", sweep=self._sweep_word())

    def claimed(self, seat: int, n: int) -> str:
        """The notice of a claim: who played a card face down, claiming ``n`` cards."""
        mine = "_you" if seat == self.you else ""
        return t(f"claims{mine}", name=self.names[seat], n=n, sweep=self._sweep_word())

    def trust_shout(self) -> str:
        """The banner over a claim: "Trust me?", "Ti fidi?", "¿Confías?"."""
        return t("trust_shout")

    def answered(self, seat: int, trust: bool) -> str:
        mine = "_you" if seat == self.you else ""
        return t(f"{'trusts' if trust else 'doubts'}{mine}", name=self.names[seat])

    def question(self, seat: int, n: int, trusted: Sequence[int] = ()) -> str:
        """The question put to a person asked to answer a claim, with who has trusted it
        already (``trusted``: the seats asked before, in turn)."""
        text = t("answer_question", name=self.names[seat], n=n, sweep=self._sweep_word())
        if trusted:
            names = join(self.names[s] for s in trusted)
            text += " " + t("answer_trusted_by", names=names)
        return text

    def settled(self, ev: ClaimSettled) -> str:
        """How a claim ended: trusted and unseen, true against a doubt, or a bluff; and what
        it cost whom."""
        sweep, name = self._sweep_word(), self.names[ev.seat]
        if ev.card is None:
            mine = "_you" if ev.seat == self.you else ""
            return t(f"claim_trusted{mine}", name=name, sweep=sweep)
        outcome = "upheld" if ev.upheld else "bluff"
        card = self.card(ev.card)
        if not ev.penalty or ev.penalty_team is None:
            return t(f"claim_{outcome}_free", card=card, sweep=sweep)
        if self.you is not None and self.teams[self.you] == ev.penalty_team:
            return t(f"claim_{outcome}_you", card=card, points=-ev.penalty, sweep=sweep)
        side = self.team_name(ev.penalty_team)
        return t(f"claim_{outcome}", card=card, points=-ev.penalty, side=side, sweep=sweep)

    def sweep(self) -> str:
        """The banner of a sweep in the variant's own word: "Scopa!", "¡Escoba!"."""
        word = term(self.rules, "sweep", language())
        return t("sweep_shout", word=word[:1].upper() + word[1:])

    def redeal(self, event: Redeal) -> str:
        return redeal_text(event, self.deck, self.ranks)

    def dealer_drawn(self, event: DealerDrawn) -> str:
        """Who deals first, found by dealing face up until the rules' card came."""
        card = card_text(event.cards[-1], self.deck, self.ranks)
        mine = "_you" if event.seat == self.you else ""
        return t(f"dealer_drawn{mine}", name=self.names[event.seat], card=card, n=len(event.cards))

    def player_out(self, seat: int, target: int) -> str:
        """An elimination game: ``seat`` reached ``target`` and leaves."""
        mine = "_you" if seat == self.you else ""
        return t(f"out_in_round{mine}", name=self.names[seat], target=target)

    def steals(self, seat: int, team: int) -> str:
        """``seat`` took ``team``'s pile by its top card (you, or your pile, said so)."""
        if seat == self.you:
            return t("steals_pile_you", victim=self.team_name(team))
        if self.you is not None and self.teams[self.you] == team:
            return t("steals_your_pile", name=self.names[seat])
        return t("steals_pile", name=self.names[seat], victim=self.team_name(team))

    def built(self, seat: int, value: int) -> str:
        """``seat`` made or raised a build worth ``value``."""
        mine = "_you" if seat == self.you else ""
        return t(f"built{mine}", name=self.names[seat], value=value)

    def play_scored(self, event: PlayScored) -> str:
        """``event``'s in-play points: "Anna: picchiata (...), +1"."""
        kinds = ", ".join(t(f"kind_{k}") for k in event.kinds)
        return t("play_scored", name=self.names[event.seat], kinds=kinds, value=event.value)

    def takes_rest(self, seat: int) -> str:
        mine = "_you" if seat == self.you else ""
        return t(f"takes_rest{mine}", name=self.names[seat])

    def bonus(self, event: TableBonus) -> str:
        """The dealer (or the leader) takes a first table worth sweeps, and why: what its
        cards add up to (Escoba: 15), where that sum is one the rules name."""
        mine = "_you" if event.seat == self.you else ""
        total = sum(card.rank for card in event.cards)
        if total in self.rules.deal.table_bonus:
            return t(f"bonus_sum{mine}", name=self.names[event.seat], total=total)
        return t(f"bonus{mine}", name=self.names[event.seat])

    def side_says(self, key: str, team: int, **parts: object) -> str:
        """A sentence whose subject is side ``team``: ``key`` of one player, ``key_team`` of
        several ("Marco & Luca win", "vincono"), ``key_you`` where you are among them."""
        if self.you is not None and self.teams[self.you] == team:
            return t(f"{key}_you", **parts)
        several = self.teams.count(team) > 1
        return t(f"{key}_team" if several else key, name=self.team_name(team), **parts)

    def scores_reset(self, event: ScoresReset) -> str:
        """A side took enough coins to send every other match score back to 0."""
        coins = suit_name("coins", self.deck, language())
        others = [team for team in range(len(event.before)) if team != event.team]
        return t(
            "scores_reset",
            name=self.team_name(event.team),
            n=event.coins,
            coins=coins,
            others=join((self.team_name(team) for team in others), "and"),
            before=join((str(event.before[team]) for team in others), "and"),
        )
