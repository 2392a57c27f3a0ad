"""The rules of a variant explained in words, generated from its :class:`Rules` object.

The rules screen shows what :func:`explain` returns, so a house rule changes the explanation
as surely as it changes the game. Card and figure names follow the deck (Fante, Sota, Jack),
the sweep word is the variant's own (its rules' terms), and the small card illustrations are built
from the rules themselves through :func:`scopa.capture_options`, so they are always legal.
Pure Python: no pygame, so it can be tested and reused anywhere.

>>> sections = explain(Rules.preset("scopa"))
>>> [s.key for s in sections]
['players', 'deal', 'capture', 'sweep', 'end', 'scoring', 'match']
>>> explain(Rules.preset("escoba"), "es")[3].title
'La escoba'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..core.builds import BUILD, Build, build_options, legal_with_builds
from ..core.capture import CompiledRules, capture_options, cycled
from ..core.cards import SUIT_LETTERS, SUITS, Card, parse_cards, to_mask
from ..core.mechanism import installed
from ..core.names import deck_style
from ..core.rules import Rules
from ..core.scoring import (
    BY_RANK_SCALES,
    CARD_CATEGORY,
    SWEEP_CATEGORY,
    TWIN_SWEEP,
    card_categories,
    card_sets,
    category_parts,
    class_cards,
    primiera,
    primiera_scale,
    sweep_categories,
    twin_sweep_categories,
)
from ..core.steal import steal_flag
from ..words import catalogue
from ..words.cards import card_name, rank_key, rank_name, rank_plural, suit_name, the
from ..words.variants import own_term, term


@dataclass(frozen=True)
class Example:
    """A small card illustration: ``played`` on ``table`` takes ``taken``.

    ``kind`` is "match_first", "sum", "fifteen", "eleven", "fewest", "sweep", "ace",
    "ace_choice" (the Ace taking less than the whole table), "steal" (the last card of
    ``table`` is the top of an opponent's pile, taken whole), "build" (``taken``: the card
    it is laid on), "build_take", "primiera" or "card_points" (for these two nothing is
    played: ``table`` is a pile and ``taken`` the best card of each suit, or the cards that
    score by themselves).
    """

    kind: str
    played: Card | None
    table: tuple[Card, ...]
    taken: tuple[Card, ...]
    caption: str


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    paragraphs: list[str]
    examples: list[Example] = field(default_factory=list)


class _Words:
    """The phrase catalogue for one language, deck and variant."""

    def __init__(self, rules: Rules, lang: str, deck: str) -> None:
        self.lang = lang if lang in catalogue.languages() else "en"
        self.deck = deck_style(deck)  # the names of the deck's suit system
        self.ranks_in_deck = rules.deck.ranks  # 13: the 52-card deck's figures are 11-13
        self.sweep = term(rules, "sweep", self.lang)
        self.sweeps = term(rules, "sweeps", self.lang)
        self.nick = term(rules, "settebello", self.lang)
        # the suit of the most-of-a-suit point (coins unless scoring.suit names another)
        self.coins = suit_name(SUITS[SUIT_LETTERS.index(rules.scoring.suit)], deck, self.lang)
        self.napola_suit = suit_name(
            SUITS[SUIT_LETTERS.index(rules.scoring.napola_suit)], deck, self.lang
        )

    def __call__(self, key: str, **values: object) -> str:
        values.setdefault("sweep", self.sweep)
        values.setdefault("sweeps", self.sweeps)
        values.setdefault("Sweeps", self.sweeps[:1].upper() + self.sweeps[1:])
        values.setdefault("coins", self.coins)
        values.setdefault("nick", self.nick)
        return catalogue.text(self.lang, "rules-" + key, values)

    def rank(self, rank: int) -> str:
        return rank_name(rank, self.deck, self.lang, self.ranks_in_deck)

    def ranks(self, rank: int) -> str:
        """The plural: Sevens, Sette, Sietes; Re, Reyes, Kings."""
        return rank_plural(rank, self.deck, self.lang, self.ranks_in_deck)

    def the(self, name: str) -> str:
        """``name``, a word the catalogue does not describe (a variant's own), with its
        definite article: the settebello, il settebello, el velo."""
        return the(name, self.lang)

    def the_rank(self, rank: int) -> str:
        """A rank with its definite article: the Seven, il Sette, l'Asso, la Sota."""
        key = rank_key(rank, self.deck, self.ranks_in_deck)
        return the(self.rank(rank), self.lang, key)

    def card(self, card: Card, article: bool = True) -> str:
        name = card_name(Card(card.rank, card.suit), self.deck, self.lang, self.ranks_in_deck)
        if not article:
            return name
        return the(name, self.lang, rank_key(card.rank, self.deck, self.ranks_in_deck))

    def join(self, items: Sequence[str], word: str = "and") -> str:
        if len(items) <= 1:
            return "".join(items)
        return f"{', '.join(items[:-1])} {self(word)} {items[-1]}"

    def number(self, n: int, masculine: bool = False) -> str:
        """A count as a word (zero to thirteen), in figures beyond: as it counts cards, or
        ``masculine`` where it counts ranks or coins (Portuguese "duas cartas", "dois Ases")."""
        return self("number", n=n, gender="masculine" if masculine else "feminine")

    def points(self, n: int) -> str:
        if n < 0:  # a penalty: "minus 4 points"
            return self("point_minus", n=-n)
        return self("point", n=n)

    def cards(self, n: int) -> str:
        return self("card", n=n, word=self.number(n))

    def sweep_count(self, n: int) -> str:
        return self("sweep_count", n=n, word=self.number(n))

    def decimal(self, value: float) -> str:
        text = f"{value:g}"
        return text.replace(".", self("decimal"))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _class_words(w: _Words, atoms: Sequence[str]) -> str:
    """A class of cards from ``scoring.card_points`` in words: "cards of Coins", "Aces",
    "Fante of Coins", joined with "and"."""
    parts = []
    for atom in atoms:
        if atom in SUIT_LETTERS:
            suit = SUITS[SUIT_LETTERS.index(atom)]
            parts.append(w("class_suit", suit=suit_name(suit, w.deck, w.lang)))
        elif atom == "A" or atom.isdigit():
            parts.append(w.ranks(1 if atom == "A" else int(atom)))
        else:
            card = Card.parse(atom)
            parts.append(w.nick if card.is_settebello else w.card(card, article=False))
    return w.join(parts)


def category_name(rules: Rules, category: str, lang: str = "en", deck: str | None = None) -> str:
    """The name of a round-score category for the round summary where the variant names
    it: the sweeps in its own word ("Scopas", "Escobas"), a category scored card by card
    (``"card:D"`` is "Coins, one by one"); "" for the other fixed categories, which the
    catalogues name.

    >>> frac, escoba = Rules.preset("frac"), Rules.preset("escoba")
    >>> category_name(frac, "card:8", "it"), category_name(escoba, "scope", "it")
    ('Fanti', 'Escobas')
    >>> category_name(escoba, "settebello", "es"), category_name(escoba, "settebello", "it")
    ('Velo (Siete de Oros)', '')
    """
    w = _Words(rules, lang, deck or rules.deck.art)
    if category == "scope":  # "Scope (sweeps)" in English: the Italian word could mislead
        return _cap(w("class_sweeps", sweeps=term(rules, "sweeps", lang)))
    if category == "coins" and (rules.scoring.suit != "D" or w.deck == "french"):
        # the most of another suit, or of coins where the deck calls them diamonds
        suit = SUITS[SUIT_LETTERS.index(rules.scoring.suit)]
        return _cap(suit_name(suit, w.deck, w.lang))
    if category == "settebello" and own_term(rules, "settebello", w.lang):
        # the variant's own name for it, and which card that is: "Velo (siete de oros)"
        return f"{_cap(w.nick)} ({w.card(Card.parse('7D'), article=False)})"
    if category.startswith(TWIN_SWEEP):  # "Scopa on the twin", "King of Swords scopa on..."
        if category == TWIN_SWEEP:
            return _cap(w("class_twin_sweep"))
        card = Card.parse(category[len(TWIN_SWEEP) + 1 :])
        return _cap(w("class_twin_sweep_with", card=w.card(card, article=w.lang != "en")))
    if category.startswith(SWEEP_CATEGORY):  # "King of Swords scopa", "Scopa con il Re..."
        card = Card.parse(category[len(SWEEP_CATEGORY) :])
        return _cap(w("class_sweep_with", card=w.card(card, article=w.lang != "en")))
    if not category.startswith(CARD_CATEGORY):
        return ""
    atoms, beside, whole = category_parts(category)
    if len(atoms) == 1 and atoms[0] in SUIT_LETTERS and not (beside or whole):
        suit = SUITS[SUIT_LETTERS.index(atoms[0])]  # a whole suit: "Coins, one by one"
        return _cap(w("class_suit_each", suit=suit_name(suit, w.deck, w.lang)))
    name = _class_words(w, atoms)
    if whole:
        name = w("class_all", cards=name)
    if beside:  # "Jack of Coins + settebello"
        name = w("class_beside", cards=name, beside=_class_words(w, beside))
    return _cap(name)


def explain(
    rules: Rules, lang: str = "en", deck: str | None = None, players: int | None = None
) -> list[Section]:
    """The rules of ``rules`` in ``lang`` (en, it, es), section by section.

    ``deck`` names cards after another deck art than the variant's own; ``players`` narrows
    the explanation to one player count (teams, deals, target).
    """
    w = _Words(rules, lang, deck or rules.deck.art)
    counts = (players,) if players else tuple(rules.players.counts)
    builders = (_players, _deal, _capture, _sweep, _end, _scoring, _match)
    sections = [build(rules, w, counts) for build in builders]
    return [
        Section(s.key, _cap(s.title), [_cap(p) for p in s.paragraphs if p], s.examples)
        for s in sections
    ]


# ---------------------------------------------------------------------------- sections
def _players(rules: Rules, w: _Words, counts: tuple[int, ...]) -> Section:
    allowed = rules.players.counts
    if len(allowed) == 1:
        text = [w("players_one", n=allowed[0])]
    else:
        text = [w("players_many", counts=w.join([str(c) for c in allowed], "or"))]
    teams = False
    for count in counts:
        key = {
            2: "p2",
            3: "p3",
            4: f"p4_{rules.players.four}",
            5: "p5",
            6: f"p6_{rules.players.six}",
            7: "p7",
            8: f"p8_{rules.players.eight}",
        }
        text.append(w(key[count]))
        teams = teams or len(set(rules.teams(count))) < count
    if teams:
        text.append(w("teams_pool"))
    return Section("players", w("title_players"), text)


def _deal(rules: Rules, w: _Words, counts: tuple[int, ...]) -> Section:
    d = rules.deal
    hand = w.cards(d.hand)
    text = [w("deck_twins")] if rules.deck.cards.twins else []
    if any(c not in d.by_players for c in counts):  # else each count's own deal says it
        if d.table:
            text.append(w("deal_first", hand=hand, table=w.cards(d.table)))
        else:
            text.append(w("deal_first_empty", hand=hand))
    deals = {c: rules.deal_plan(c).deals for c in counts}
    if all(n <= 1 for n in deals.values()):
        text.append(w("deal_all"))
    else:
        text.append(w("deal_again", hand=w.number(d.hand)))
        if len(counts) == 1:
            text.append(w("deal_count", players=counts[0], deals=deals[counts[0]]))
    shown = counts if not rules.match.elimination else rules.dealt_counts()

    def who(count: int) -> str:  # a table the match begins with, or one left by those out
        return w("who_players" if count in rules.players.counts else "who_left", n=count)

    for count in sorted((c for c in d.by_players if c in shown), reverse=True):
        shape = d.by_players[count]
        if rules.deal_plan(count).deals > 1:
            line = w(
                "deal_for_again",
                who=who(count),
                hand=w.cards(shape.hand),
                table=w.cards(shape.table),
                more=w.number(shape.hand),
            )
        elif shape.table:
            hand, table = w.cards(shape.hand), w.cards(shape.table)
            line = w("deal_for", who=who(count), hand=hand, table=table)
        else:
            line = w("deal_for_empty", who=who(count), hand=w.cards(shape.hand))
        text.append(line)
    for count in sorted(shown, reverse=True):  # the cards left do not make a full last deal
        hands = rules.deal_plan(count).hands
        if len(hands) > 1 and hands[-1] != hands[0]:
            text.append(w("deal_last", who=who(count), last=w.cards(hands[-1])))
    text.append(w("lead"))
    most_up = max(rules.deal_plan(c).table for c in counts)  # the largest first table
    redealt = False
    for rule in d.redeal:
        if rule.at_least > most_up:
            continue  # no first table here holds that many cards: the rule never applies
        redealt = True
        if rule.at_least >= 4:
            text.append(w("redeal_all", ranks=w.ranks(rule.rank)))
        else:
            text.append(w("redeal", count=w.number(rule.at_least, True), ranks=w.ranks(rule.rank)))
    if redealt:
        text.append(w(f"redeal_{d.redeal_dealer}"))
    if d.table:
        taker = w(f"taker_{d.table_bonus_to}")
        for total, sweeps in sorted(d.table_bonus.items()):
            text.append(w("table_bonus", total=total, taker=taker, sweeps=w.sweep_count(sweeps)))
    if d.last_face_up:
        text.append(w("last_face_up"))
    return Section("deal", w("title_deal"), text)


def _capture(rules: Rules, w: _Words, counts: tuple[int, ...]) -> Section:
    cap = rules.capture
    modes = cap.modes
    names = {r: w.rank(r) for r in range(1, 8)}
    high = rules.deck.cards.figures  # 8, 9, 10; in the 52-card deck 11, 12, 13
    figures = [w.the_rank(r) for r in high]
    intro = "cap_intro_face_up" if cap.steal.pile_top else "cap_intro"
    values = {"v8": high[0], "v9": high[1], "v10": high[2]}
    if cap.figures == "same_only":  # the figures have no number (said below)
        text = [w(intro), w("values_numbers_only", top=w.rank(high[0] - 1))]
    else:
        text = [w(intro), w("values", f8=figures[0], f9=figures[1], f10=figures[2], **values)]
    if w.deck == "spanish":
        text.append(w("values_spanish"))
    if cap.modulo:
        n = cap.modulo
        text.append(
            w(
                "cycle",
                n=n,
                f8=figures[0],
                f9=figures[1],
                f10=figures[2],
                v8=cycled(8, n),
                v9=cycled(9, n),
                v10=cycled(10, n),
            )
        )
    words = {"seven": names[7], "three": names[3], "four": names[4], "five": names[5]}
    words |= {"two": names[2], "six": names[6]}
    if "match" in modes:
        text.append(w("mode_match", **words))
        if cap.modulo and cycled(10, cap.modulo) < 10:
            text.append(w("cycle_match", f10=figures[2], value=w.rank(cycled(10, cap.modulo))))
    if "sum" in modes:
        text.append(w("mode_sum" if "match" in modes else "mode_sum_single", **words))
    if "difference" in modes:
        text.append(w("mode_difference", **words))
    for mode in ("fifteen", "eleven"):
        if mode in modes:
            text.append(w(f"mode_{mode}", **words))
    ways = "_".join(m for m in ("sum", "difference") if m in modes)
    if "match" in modes and ways:
        key = "match_forbids" if cap.match_forbids_sums else "match_or"
        text.append(w(f"{key}_{ways}"))
        goals = [goal for mode, goal in _GOALS.items() if mode in modes]
        if cap.match_forbids_sums and goals:
            text.append(w("totals_despite_match", goals=w.join([str(g) for g in goals], "or")))
    text.append(w("choose"))
    if cap.fewest_cards:
        text.append(w("fewest", modes=w.join([w(f"mode_name_{m}") for m in cap.fewest_cards])))
    text.append(w(f"compulsory_{cap.compulsory}"))
    said, shown = _mechanisms_say(rules, w, "capture")
    return Section("capture", w("title_capture"), text + said, _capture_examples(rules, w) + shown)


# ------------------------------------------------------------------ the mechanisms' words
Said = tuple[list[str], list[Example]]  # a mechanism's sentences in a section, its examples
_NOTHING: Said = ([], [])


def _mechanisms_say(rules: Rules, w: _Words, place: str) -> Said:
    """What every installed mechanism says at ``place`` (a section's room for them: see
    :data:`MECHANISM_WORDS`), in the order they are installed."""
    text: list[str] = []
    examples: list[Example] = []
    for mechanism in installed():
        say = MECHANISM_WORDS.get(mechanism.name, {}).get(place)
        if say is not None:
            said, shown = say(rules, w)
            text += said
            examples += shown
    return text, examples


def _twins_capture(rules: Rules, w: _Words) -> Said:
    if not CompiledRules(rules).twins_sweep_only:
        return _NOTHING
    five = w.card(Card.parse("5S"), article=False)
    return [w("capture_twin_only_to_sweep", card=five)], []


def _figures_capture(rules: Rules, w: _Words) -> Said:
    if rules.capture.figures != "same_only":
        return _NOTHING
    figures = [w.ranks(r) for r in rules.deck.cards.figures]
    return [w("figures_same_only", figures=w.join(figures, "and"))], []


def _ace_capture(rules: Rules, w: _Words) -> Said:
    ace_rules = rules.capture.ace
    if not ace_rules.takes_all:
        return _NOTHING
    ace = w.rank(1)
    text = [w("ace_takes_all", ace=ace), w("ace_sweep_yes" if ace_rules.sweep else "ace_sweep_no")]
    text.append(w(f"ace_on_table_{ace_rules.ace_on_table.removeprefix('takes_')}", ace=ace))
    if ace_rules.free_choice:
        text.append(w("ace_free_choice", ace=ace))
    return text, []


def _steal_capture(rules: Rules, w: _Words) -> Said:
    return _steal_text(rules, w), _steal_examples(rules, w)


def _builds_capture(rules: Rules, w: _Words) -> Said:
    if not rules.capture.builds.allowed:
        return _NOTHING
    return _builds_text(rules, w), _build_examples(rules, w)


def _play_points_sweep(rules: Rules, w: _Words) -> Said:
    pp = rules.play_points
    text = []
    for kind in ("last_laid", "one_suit", "many_cards"):
        pts = getattr(pp, kind)
        if pts:
            text.append(w(f"play_{kind}", points=w.points(pts), n=pp.many_cards_at_least))
    return text, []


def _claims_scoring(rules: Rules, w: _Words) -> Said:
    if not rules.claims.sweep:
        return _NOTHING
    return [w("cat_claims", **_claim_costs(rules, w))], []


# What each mechanism (by its name: see scopa.core.mechanism) says on the rules screen, at
# each place a section leaves for the mechanisms: "capture" (after how cards are taken),
# "sweep_worth" (after what a sweep is worth), "sweep" (the section's end), "scoring_sweeps"
# (after the sweeps' points) and "scoring" (the section's end). A new mechanism adds its
# words here: no section changes.
MECHANISM_WORDS: dict[str, dict[str, Callable[[Rules, _Words], Said]]] = {
    "builds": {"capture": _builds_capture},
    "steal": {"capture": _steal_capture},
    "ace_takes_all": {"capture": _ace_capture},
    "figures": {"capture": _figures_capture},
    "twins": {
        "capture": _twins_capture,
        "sweep_worth": lambda rules, w: (_twin_sweep_lines(rules, w, "sweep_twin"), []),
        "scoring_sweeps": lambda rules, w: (_twin_sweep_lines(rules, w, "cat_sweep_twin"), []),
    },
    "play_points": {"sweep": _play_points_sweep},
    "declarations": {"scoring": lambda rules, w: (_declarations_text(rules, w), [])},
    "claims": {
        "sweep": lambda rules, w: (_claims_text(rules, w), []),
        "scoring": _claims_scoring,
    },
}


def _steal_text(rules: Rules, w: _Words) -> list[str]:
    """Piles taken by their top card (``capture.steal``), from its fields."""
    steal = rules.capture.steal
    if not steal.pile_top:
        return []
    text = [w("steal_piles"), w("steal_capture")]
    text.append(w("steal_barred" if steal.barred_by_table else "steal_choose"))
    text.append(w("steal_with_table" if steal.with_table else "steal_alone"))
    return text


def _steal_examples(rules: Rules, w: _Words) -> list[Example]:
    """A steal, and a table-and-pile take where the rules allow one: each shown only when
    the core lists it for that position (the top card is the last of ``table``)."""
    steal = CompiledRules(rules).steals
    if not steal.on:
        return []
    out: list[Example] = []
    cases = [("5C", "", "5D", "ex_steal", "")]
    if steal.with_table:
        cases.append(("9C", "3S 2D", "4C", "ex_steal_sum", "3 + 2 + 4 = 9"))
    for p, t, top_text, key, expr in cases:
        played, table, top = Card.parse(p), parse_cards(t), Card.parse(top_text)
        wanted = to_mask(table) | steal_flag(1)  # the table cards and side 1's pile
        if wanted not in steal.options(played.rank, to_mask(table), [-1, top.index], 0):
            continue
        caption = w(
            key,
            played=w.the_rank(played.rank),
            taken=_names(w, table),
            top=w.the_rank(top.rank),
            expr=expr,
        )
        cards = (*table, top)
        out.append(Example("steal", played, cards, cards, _cap(caption)))
    return out


def _builds_text(rules: Rules, w: _Words) -> list[str]:
    """The builds of ``capture.builds``, field by field."""
    b = rules.capture.builds
    text = [w("builds_intro"), w("builds_whole")]
    if b.takes_equal:
        text.append(w("builds_equal"))
    text.append(w(f"builds_raise_{b.raise_by}"))
    text.append(w("builds_left"))
    return text


def _build_examples(rules: Rules, w: _Words) -> list[Example]:
    """A build made (3 on a 4, keeping a 7) and taken (a 7 takes it, with a loose 7 where the
    rules say so), each checked by the core's own answers."""
    compiled = CompiledRules(rules)
    three, four, seven, keep = parse_cards("3C 4S 7D 7B")
    hand = three.bit | keep.bit
    out: list[Example] = []
    if (three.index, BUILD | four.bit) in legal_with_builds(
        compiled, hand, four.bit, (), 0, (0, 1)
    ):
        caption = w(
            "ex_build",
            played=w.the_rank(3),
            onto=w.the_rank(4),
            value=w.number(7),
            keep=w.the_rank(7),
        )
        out.append(Example("build", three, (four,), (four,), _cap(caption)))
    build = Build(three.bit | four.bit, 7, 1, True)
    loose = parse_cards("7S 9B")
    table = tuple([four, three, *loose])
    taken = (four, three, loose[0]) if rules.capture.builds.takes_equal else (four, three)
    options = build_options(compiled, 7, to_mask(table), (build,))
    if to_mask(taken) in options:
        if len(taken) == 3:
            key, equal = "ex_build_take", w.the_rank(7)
        else:
            key, equal = "ex_build_take_alone", ""
        caption = w(key, played=w.the_rank(7), value=w.number(7), equal=equal)
        out.append(Example("build_take", seven, table, taken, _cap(caption)))
    return out


def _sweep(rules: Rules, w: _Words, counts: tuple[int, ...]) -> Section:
    sw = rules.sweep
    text = [w("sweep_what")]
    if sw.value == "fixed":
        text.append(w("sweep_fixed", points=w.points(sw.points)) if sw.points else w("sweep_zero"))
    else:
        text.append(w(f"sweep_{sw.value}", seven=w.rank(7)))
    for _category, idx, pts in sweep_categories(sw.by_card):
        card = w.card(Card.parse(_INDEX_NAMES[idx]))
        text.append(w("sweep_by_card", card=card, points=w.points(pts)))
    for named, pts in sw.by_card.items():
        if not pts:
            text.append(w("sweep_by_card_zero", card=w.card(Card.parse(named))))
    text += _mechanisms_say(rules, w, "sweep_worth")[0]
    if sw.points or sw.value != "fixed" or any(sw.by_card.values()):  # a sweep counts
        text.append(w("sweep_mark"))
        text.append(w("last_play_yes" if sw.on_last_play else "last_play_no"))
    said, shown = _mechanisms_say(rules, w, "sweep")
    example = _sweep_example(rules, w)
    examples = ([example] if example else []) + _by_card_examples(rules, w) + shown
    return Section("sweep", w("title_sweep"), text + said, examples)


def _twin_sweep_lines(rules: Rules, w: _Words, key: str) -> list[str]:
    """What a sweep on the played card's own twin is worth (``key``: the sweep section's
    sentences, or the scoring section's), card by card and then for any other card."""
    out = []
    for _category, idx, twin_pts in twin_sweep_categories(rules):
        if twin_pts is None:
            continue
        if idx < 0:
            out.append(w(key, points=w.points(twin_pts)))
        else:
            card = w.card(Card.parse(_INDEX_NAMES[idx]))
            out.append(w(f"{key}_by_card", card=card, points=w.points(twin_pts)))
    return out


def _end(rules: Rules, w: _Words, counts: tuple[int, ...]) -> Section:
    leftovers = (
        "leftovers_last" if rules.capture.leftovers == "last_capturer" else "leftovers_nobody"
    )
    return Section("end", w("title_end"), [w("end_last"), w(leftovers), w("end_count")])


def _scoring(rules: Rules, w: _Words, counts: tuple[int, ...]) -> Section:
    sc = rules.scoring
    sw = rules.sweep
    text = [w("scoring_intro")]
    twins = [w("scoring_twins")] if rules.deck.cards.twins else []
    if twins and sc.napola != "none":
        twins.append(w("scoring_twins_napola"))
    if sw.value != "fixed":
        text.append(w("cat_sweeps_value"))
    elif sw.points:
        text.append(w("cat_sweeps", points=w.points(sw.points)))
    for _category, idx, pts in sweep_categories(sw.by_card):
        card = w.card(Card.parse(_INDEX_NAMES[idx]))
        text.append(w("cat_sweep_by_card", card=card, points=w.points(pts)))
    text += _mechanisms_say(rules, w, "scoring_sweeps")[0]
    if sc.cards:
        text.append(w("cat_cards", points=w.points(sc.cards)))
    if sc.coins:
        text.append(w("cat_coins", points=w.points(sc.coins)))
    if sc.all_coins is not None:
        text.append(w("cat_all_coins", points=w.points(sc.all_coins)))
    settebello = w.card(Card.parse("7D"), article=False)
    if sc.settebello:
        text.append(w("cat_settebello", card=settebello, points=w.points(sc.settebello)))
    if sc.primiera:
        text.append(w("cat_primiera", points=w.points(sc.primiera)))
    sevens = w.ranks(7)
    if sc.sevens:
        text.append(w("cat_sevens", sevens=sevens, points=w.points(sc.sevens)))
    if sc.all_sevens:
        key = "cat_all_sevens_instead" if sc.sevens else "cat_all_sevens"
        line = w(key, sevens=sevens, points=w.points(sc.all_sevens))
        if "settebello" in sc.all_sevens_replaces and sc.settebello:
            line = f"{line} {w('all_sevens_settebello')}"
        text.append(line)
    if sc.napola != "none":
        text.append(w("cat_napola"))
    if sc.re_bello:
        card = w.card(Card.parse("10D"), article=False)
        text.append(w("cat_re_bello", card=card, points=w.points(sc.re_bello)))
    if sc.seven_of_cups:
        card = w.card(Card.parse("7C"))
        text.append(w("cat_seven_of_cups", card=card, points=w.points(sc.seven_of_cups)))
    for category, _mask, pts in card_categories(sc):
        if not category.startswith(CARD_CATEGORY):
            continue
        atoms = class_cards(category)
        single = len(atoms) == 1 and atoms[0] not in SUIT_LETTERS and not atoms[0].isdigit()
        single = single and atoms[0] != "A"
        key = "cat_card_point" if single else "cat_card_points"
        text.append(w(key, cards=_class_words(w, atoms), points=w.points(pts)))
    for card_set in card_sets(sc):
        atoms, beside, whole = category_parts(card_set.category)
        single = card_set.cards.bit_count() == 1
        key = "cat_card_set" if whole else "cat_card_beside" if single else "cat_card_beside_each"
        if whole and beside:
            key = "cat_card_set_beside"
        text.append(
            w(
                key,
                cards=_class_words(w, atoms),
                beside=_beside_words(w, beside),
                points=w.points(card_set.points),
            )
        )
    text.extend(_cards_in_all(rules, w))
    examples = []
    if sc.card_points:
        examples.append(_card_points_example(rules, w))
    if sc.primiera:
        text.extend(_primiera_text(rules, w))
        examples.append(_primiera_example(rules, w))
    if sc.sevens and sc.sevens_tiebreak != "none":
        key = (
            "sevens_tie_cards"
            if sc.sevens_tiebreak == "sixes_aces_fives"
            else "sevens_tie_primiera"
        )
        text.append(w(key, sixes=w.ranks(6), aces=w.ranks(1), fives=w.ranks(5)))
    if sc.napola != "none":
        key = "napola_run" if sc.napola == "run" else "napola_three_plus"
        top = rules.deck.ranks  # the run's longest: 10, or 13 in a 52-card deck
        capped = sc.napola_cap is not None and sc.napola == "run" and sc.napola_cap < top
        if capped:  # "and so on, up to 6 at most", not "up to 10 for all ten" and then 6
            key = "napola_run_capped"
        text.append(
            w(
                key,
                a=w.rank(1),
                b=w.rank(2),
                c=w.rank(3),
                d=w.rank(4),
                coins=w.napola_suit,
                top=top,
                top_word=w.number(top),
                cap=sc.napola_cap,
            )
        )
        if sc.napola_cap is not None and not capped:
            text.append(w("napola_cap", points=w.points(sc.napola_cap)))
    if sc.cards or sc.coins or sc.primiera or sc.sevens:  # the categories a tie can split
        text.append(w(f"ties_{sc.ties}"))
    text.extend(twins)  # an 80-card deck: each copy scores
    said, shown = _mechanisms_say(rules, w, "scoring")
    return Section("scoring", w("title_scoring"), text + said, examples + shown)


def _claim_costs(rules: Rules, w: _Words) -> dict[str, str]:
    """What a doubted claim costs, in points: a bluff its claimant, a wrong doubt the doubter."""
    claims = rules.claims
    return {"bluff": w.points(-claims.bluff_penalty), "doubt": w.points(-claims.doubt_penalty)}


def _claims_text(rules: Rules, w: _Words) -> list[str]:
    """A sweep claimed with a card face down, trusted or doubted (``claims``)."""
    if not rules.claims.sweep:
        return []
    costs = _claim_costs(rules, w)
    return [w("claim_intro"), w("claim_trusted"), w("claim_doubted", **costs)]


def _kind_words(rules: Rules, w: _Words, index: int) -> str:
    kind = rules.declarations.kinds[index]
    own = kind.name.get(w.lang) or kind.name.get("all")
    if kind.total_at_most is not None:
        plain = w("decl_total", n=kind.total_at_most)
    else:
        among = ""
        if tuple(kind.ranks) != tuple(range(1, 11)):
            among = w("decl_among", ranks=w.join([w.ranks(r) for r in kind.ranks], "or"))
        n = w.number(kind.same_rank if kind.same_rank is not None else kind.same_suit or 0)
        plain = w("decl_rank" if kind.same_rank is not None else "decl_suit", n=n) + among
    return f"{own} ({plain})" if own else plain


def declaration_name(
    rules: Rules, kinds: Sequence[int], lang: str = "en", *, capital: bool = True
) -> str:
    """What a declaration of the rules' declarations numbered ``kinds`` is called: its own
    name where the rules give one ("Napoli"), else what it is ("Three of one rank"; with
    ``capital`` False, as said within a sentence: "three of one rank").

    >>> declaration_name(Rules.preset("tuzzulicchio"), [3], "it")
    'Napoli'
    """
    w = _Words(rules, lang, rules.deck.art)
    names = []
    for k in kinds:
        kind = rules.declarations.kinds[k]
        own = kind.name.get(w.lang) or kind.name.get("all")
        names.append(own or _kind_words(rules, w, k))
    said = w.join(names)
    return _cap(said) if capital else said


def _declarations_text(rules: Rules, w: _Words) -> list[str]:
    decl = rules.declarations
    if not decl.kinds:
        return []
    text = [w("decl_intro")]
    largest = max(max(rules.deal_plan(c).hands, default=0) for c in rules.dealt_counts())
    for k, kind in enumerate(decl.kinds):
        needs = kind.same_rank or kind.same_suit or 0
        if needs > largest:  # four of a rank in hands of three: it never applies here
            continue
        text.append(
            w("decl_kind", what=_cap(_kind_words(rules, w, k)), points=w.points(kind.points))
        )
    text.append(w(f"decl_{decl.combine}"))
    if decl.wild is not None:
        text.append(w("decl_wild", card=_cap(w.card(Card.parse(decl.wild)))))
    return text


def _match(rules: Rules, w: _Words, counts: tuple[int, ...]) -> Section:
    m = rules.match
    targets = {c: rules.target(c) for c in counts}
    opening = (
        "elimination" if m.elimination else "target_lose" if m.objective == "lose" else "target"
    )
    ties = "_out" if m.elimination else "_lose" if m.objective == "lose" else ""
    if not rules.plays_to_target:  # a round per dealer: no target
        text = [w("match_per_dealer")]
        if len(counts) == 1:
            text.append(w("match_per_dealer_n", n=counts[0]))
        text.append(w("ties_play_on_rounds" if m.ties_play_on else "ties_draw_rounds"))
        text += _match_ends(rules, w)
        return Section("match", w("title_match"), text)
    if len(set(targets.values())) == 1:
        target = next(iter(targets.values()))
        text = [w(opening, target=target, target_points=w.points(target))]
    else:
        target = m.target
        parts = [w("target_for", target=t, n=c) for c, t in targets.items()]
        opened = w(opening, target=m.target, target_points=w.points(m.target))
        text = [opened, w("targets", list=w.join(parts))]
    others = [str(n) for n in m.other_targets if n not in targets.values()]
    if others:
        text.append(w("other_targets", list=w.join(others, "or")))
    text.append(w(("ties_play_on" if m.ties_play_on else "ties_draw") + ties, target=target))
    text += _match_ends(rules, w)
    return Section("match", w("title_match"), text)


def _match_ends(rules: Rules, w: _Words) -> list[str]:
    """What else ends a match, or breaks its tie, or says who deals first."""
    m = rules.match
    text: list[str] = []
    if m.cappotto is not None:
        text.append(w("cappotto", n=m.cappotto))
    if m.all_coins_wins:
        text.append(w("all_coins_wins"))
    if m.all_suit_wins is not None:
        suit = suit_name(SUITS[SUIT_LETTERS.index(m.all_suit_wins)], w.deck, w.lang)
        text.append(w("all_suit_wins", suit=suit))
    if m.coins_reset is not None:
        n = m.coins_reset
        text.append(w("coins_reset_all") if n >= 10 else w("coins_reset_n", n=w.number(n, True)))
    if m.rounds == 1:
        text.append(w("match_one_round"))
    elif isinstance(m.rounds, int):
        text.append(w("match_rounds", n=m.rounds))
    if m.tie_card is not None:
        card = _card_words(w, Card.parse(m.tie_card))
        text.append(w("tie_card" if m.rounds is not None else "tie_card_rounds", card=card))
    if m.first_dealer_card is not None:
        text.append(w("first_dealer_card", card=_card_words(w, Card.parse(m.first_dealer_card))))
    return text


def _beside_words(w: _Words, atoms: Sequence[str]) -> str:
    """The cards a set needs beside it, with their article: "the settebello"."""
    one_card = len(atoms) == 1 and atoms[0] not in SUIT_LETTERS and not atoms[0].isdigit()
    if one_card and atoms[0] != "A":
        card = Card.parse(atoms[0])
        return w.the(w.nick) if card.is_settebello else w.card(card)
    return _class_words(w, atoms)


def _card_words(w: _Words, card: Card) -> str:
    """A card without its article: the settebello by its nickname."""
    return w.nick if card.is_settebello else w.card(card, article=False)


def _cards_in_all(rules: Rules, w: _Words) -> list[str]:
    """Where one card scores in several categories (the settebello as a coin and on its
    own), say what it makes in all, once, for the first such card."""
    named: dict[int, int] = {}
    for _, mask, _ in card_categories(rules.scoring):
        for idx in range(40):
            if mask >> idx & 1:
                named[idx] = named.get(idx, 0) + 1
    values = rules.points_per_card()
    for idx, times in named.items():
        if times > 1:
            card = Card.parse(_INDEX_NAMES[idx])
            words = w.the(w.nick) if card.is_settebello else w.card(card)
            return [w("cards_in_all", card=words, points=w.points(values[idx]))]
    return []


_INDEX_NAMES = [f"{r}{s}" for s in SUIT_LETTERS for r in range(1, 11)]
_CARD_POINTS_PILE = parse_cards("7D 2D 8D 9C 10S 1B 5C 4S 6B")


def _card_points_example(rules: Rules, w: _Words) -> Example:
    """A pile with the cards that score by themselves or together lit, and what they make
    (penalties taken off)."""
    values = rules.points_per_card()
    pile = to_mask(_CARD_POINTS_PILE)
    sets = [s for s in card_sets(rules.scoring) if s.score(pile)]
    together = 0
    for card_set in sets:
        together |= pile & (card_set.cards | card_set.beside)
    lit = tuple(c for c in _CARD_POINTS_PILE if values[c.index] or together & c.bit)
    total = sum(values[c.index] for c in lit) + sum(s.score(pile) for s in sets)
    caption = w("ex_card_points", total=w.points(total))
    return Example("card_points", None, tuple(_CARD_POINTS_PILE), lit, _cap(caption))


# ------------------------------------------------------------------------- primiera
def _primiera_text(rules: Rules, w: _Words) -> list[str]:
    sc = rules.scoring
    if sc.primiera_scale == "most_sevens":
        return [w("prim_most_sevens", sevens=w.ranks(7), sixes=w.ranks(6), aces=w.ranks(1))]
    if sc.primiera_scale == "most_by_rank":
        names = ("aces", "twos", "threes", "fours", "fives", "sixes", "sevens")
        return [w("prim_most_by_rank", **{k: w.ranks(r) for r, k in enumerate(names, 1)})]
    doubled = primiera_scale(rules)  # the deck's ranks: 8 to 13 too in a 52-card deck
    scale = {rank: doubled[rank] / 2 for rank in range(1, rules.deck.ranks + 1)}
    groups: dict[float, list[int]] = {}
    for rank in range(1, rules.deck.ranks + 1):
        groups.setdefault(scale[rank], []).append(rank)
    parts = [
        f"{w.join([w.rank(r) for r in ranks])} {w.decimal(value)}"
        for value, ranks in sorted(groups.items(), reverse=True)
    ]
    top = max(groups)
    text = [
        w(
            "prim_how",
            scale=", ".join(parts),
            best=w.decimal(top * 4),
            ranks=w.ranks(groups[top][0]),
        )
    ]
    text.append(w(f"prim_missing_{sc.primiera_missing_suit}"))
    return text


_PRIMIERA_PILE = parse_cards("7D 4D 7C 2C 6S 8S 1B 5B 10B")


def _primiera_example(rules: Rules, w: _Words) -> Example:
    """A side's pile and its best card in each suit, with the total the rules give it."""
    _, ranks = primiera(rules, to_mask(_PRIMIERA_PILE))
    suits = ("coins", "cups", "swords", "clubs")
    best = tuple(Card(r, s) for r, s in zip(ranks, suits, strict=True) if r)
    if rules.scoring.primiera_scale in BY_RANK_SCALES:
        sevens = sum(1 for c in _PRIMIERA_PILE if c.rank == 7)
        caption = w("ex_primiera_sevens", n=_cap(w.number(sevens, True)), sevens=w.ranks(7))
    else:
        doubled = primiera_scale(rules)
        parts = " + ".join(f"{w.rank(c.rank)} {w.decimal(doubled[c.rank] / 2)}" for c in best)
        total = sum(doubled[c.rank] / 2 for c in best)
        caption = w("ex_primiera", parts=parts, total=w.decimal(total))
    return Example("primiera", None, tuple(_PRIMIERA_PILE), best, _cap(caption))


# ------------------------------------------------------------------------- captures
def _legal(rules: Rules, played: Card, table: Sequence[Card], taken: Sequence[Card]) -> bool:
    return frozenset(taken) in capture_options(rules, played, table)


def _names(w: _Words, cards: Sequence[Card]) -> str:
    return w.join([w.the_rank(c.rank) for c in cards])


def _capture_examples(rules: Rules, w: _Words) -> list[Example]:
    cap = rules.capture
    out: list[Example] = []
    if "match" in cap.modes and "sum" in cap.modes and cap.match_forbids_sums:
        played, table = Card.parse("7C"), parse_cards("7S 3D 4B")
        if capture_options(rules, played, table) == [frozenset(table[:1])]:
            caption = w(
                "ex_match_first",
                played=w.the_rank(7),
                match=w.the_rank(7),
                sum=_names(w, table[1:]),
            )
            out.append(Example("match_first", played, tuple(table), (table[0],), _cap(caption)))
    candidates = {
        "sum": ("7C", "3D 4B 9S", "3D 4B", "3 + 4 = 7"),
        "fifteen": ("5C", "8S 2B 6D", "8S 2B", "5 + 8 + 2 = 15"),
        "eleven": ("4C", "7S 9D", "7S", "4 + 7 = 11"),
    }
    for mode, (p, t, k, expr) in candidates.items():
        if mode not in cap.modes:
            continue
        played, table, taken = Card.parse(p), parse_cards(t), parse_cards(k)
        if _legal(rules, played, table, taken):
            caption = w("ex_sum", played=w.the_rank(played.rank), taken=_names(w, taken), expr=expr)
            out.append(Example(mode, played, tuple(table), tuple(taken), _cap(caption)))
    out += _arithmetic_examples(rules, w)
    out += _total_examples(rules, w)
    if cap.ace.takes_all:
        played, table = Card.parse("1B"), parse_cards("5C 8S 3D")
        if _legal(rules, played, table, table):
            caption = w("ex_ace", played=w.the_rank(1))
            out.append(Example("ace", played, tuple(table), tuple(table), _cap(caption)))
        # seed 001's Cirulla: the Ace's fifteen, where the whole table is one choice of many
        table, taken = parse_cards("5C 9S 3D 6B"), parse_cards("5C 9S")
        if cap.ace.free_choice and _legal(rules, played, table, taken):
            caption = w(
                "ex_ace_choice",
                played=w.the_rank(1),
                taken=_names(w, taken),
                expr="1 + 5 + 9 = 15",
            )
            out.append(Example("ace_choice", played, tuple(table), tuple(taken), _cap(caption)))
    return out


_GOALS = {"fifteen": 15, "eleven": 11}

# differences (seed 000, "Escoba de diferencias": a Fante and a 2 for a 6; an Ace, a Re and
# a 7 for a 2): played, table, taken
_DIFFERENCES = (("6C", "8S 2B 5D", "8S 2B"), ("2C", "1D 10S 7B", "10S 7B 1D"))
# values in cycles (seed 000, "Módulo siete": a 5 and a Fante, swept by a 6), a total that
# passes the cycle, and a figure taking by its value: played, table, taken
_CYCLED = (("6C", "5S 8D", "5S 8D"), ("4C", "6S 5D 9B", "6S 5D"), ("10C", "3S 6D", "3S"))


def _arithmetic_examples(rules: Rules, w: _Words) -> list[Example]:
    """Differences and values in cycles, each example shown only where the core allows it;
    the figures in the captions are worked out from the cards."""
    cap = rules.capture
    out: list[Example] = []
    if "difference" in cap.modes:
        for p, t, k in _DIFFERENCES:
            played, table, taken = Card.parse(p), parse_cards(t), parse_cards(k)
            if _legal(rules, played, table, taken):
                values = sorted((c.rank for c in taken), reverse=True)
                expr = " − ".join(map(str, values)) + f" = {played.rank}"
                caption = w(
                    "ex_sum", played=w.the_rank(played.rank), taken=_names(w, taken), expr=expr
                )
                out.append(Example("difference", played, tuple(table), tuple(taken), _cap(caption)))
    if cap.modulo:
        n = cap.modulo
        for p, t, k in _CYCLED:
            played, table, taken = Card.parse(p), parse_cards(t), parse_cards(k)
            if not _legal(rules, played, table, taken):
                continue
            value = cycled(played.rank, n)
            if len(taken) == 1:
                caption = w(
                    "ex_cycled_match",
                    played=w.the_rank(played.rank),
                    value=value,
                    taken=_names(w, taken),
                )
            else:
                total = sum(c.rank for c in taken)
                expr = " + ".join(str(cycled(c.rank, n)) for c in taken)
                counted = sum(cycled(c.rank, n) for c in taken)
                caption = w(
                    "ex_cycled" if counted > n else "ex_sum",
                    played=w.the_rank(played.rank),
                    taken=_names(w, taken),
                    expr=expr if counted > n else f"{expr} = {counted}",
                    total=counted,
                    value=cycled(total, n),
                )
            out.append(Example("cycled", played, tuple(table), tuple(taken), _cap(caption)))
    return out


# the total modes' illustrations: played, table, taken, expression; beside a card of the
# played rank (seed 000: "a Fante takes a 3, even with a Fante on the table"), and the
# fewest cards (seed 000: a 6 on A 3 4 5 Fante takes A + Fante or 4 + 5, never A + 3 + 5)
_BESIDE_MATCH = {
    "fifteen": ("7C", "7S 8D", "8D", "7 + 8 = 15"),
    "eleven": ("8C", "8S 3D", "3D", "8 + 3 = 11"),
}
_FEWEST = {
    "fifteen": ("6C", "1D 3S 4B 5C 8S", "1D 8S", "1D 3S 5C", "6 + 1 + 8 = 15"),
    "eleven": ("4C", "7S 2D 5B", "7S", "2D 5B", "4 + 7 = 11"),
}


def _total_examples(rules: Rules, w: _Words) -> list[Example]:
    """A total capture beside a card of the played rank, and the fewest-cards rule, each
    shown only when the rules make it so."""
    cap = rules.capture
    out: list[Example] = []
    for mode in _GOALS:
        if mode not in cap.modes:
            continue
        if "match" in cap.modes and cap.match_forbids_sums:
            p, t, k, expr = _BESIDE_MATCH[mode]
            played, table, taken = Card.parse(p), parse_cards(t), parse_cards(k)
            same = tuple(c for c in table if c.rank == played.rank)
            if _legal(rules, played, table, taken) and _legal(rules, played, table, same):
                caption = w(
                    "ex_total_beside_match",
                    played=w.the_rank(played.rank),
                    taken=_names(w, taken),
                    match=_names(w, same),
                    expr=expr,
                )
                out.append(Example(mode, played, tuple(table), tuple(taken), _cap(caption)))
        if mode in cap.fewest_cards:
            p, t, k, more_text, expr = _FEWEST[mode]
            played, table = Card.parse(p), parse_cards(t)
            taken, more = parse_cards(k), parse_cards(more_text)
            if _legal(rules, played, table, taken) and not _legal(rules, played, table, more):
                caption = w(
                    "ex_fewest",
                    played=w.the_rank(played.rank),
                    taken=_names(w, taken),
                    more=_names(w, more),
                    expr=expr,
                )
                out.append(Example("fewest", played, tuple(table), tuple(taken), _cap(caption)))
    return out


def _by_card_examples(rules: Rules, w: _Words) -> list[Example]:
    """For each card ``sweep.by_card`` names, a legal sweep made with it and its worth (the
    one function the engine asks)."""
    out = []
    for _category, idx, pts in sweep_categories(rules.sweep.by_card):
        played = Card.parse(_INDEX_NAMES[idx])
        rank = played.rank
        tables = [[Card(rank, "cups" if played.suit != "cups" else "clubs")]]
        tables += [[Card(a, "cups"), Card(rank - a, "clubs")] for a in range(rank - 1, 0, -1)]
        tables += [[Card(goal - rank, "cups")] for goal in (15, 11) if 0 < goal - rank <= 10]
        for table in tables:
            if _legal(rules, played, table, table):
                caption = w(
                    "ex_sweep_worth",
                    played=w.card(played),
                    taken=_names(w, table),
                    sweep=_cap(w.sweep),
                    points=w.points(pts),
                )
                out.append(Example("sweep", played, tuple(table), tuple(table), _cap(caption)))
                break
    return out


def _sweep_example(rules: Rules, w: _Words) -> Example | None:
    """The first of a few sweeps that the capture modes allow, where it scores (a sweep worth
    nothing, as in Rubamazzo, is shown no cheer)."""
    for p, t in (("6D", "2C 4S"), ("10C", "5S"), ("7D", "7S"), ("4C", "7S"), ("3C", "8B")):
        played, table = Card.parse(p), parse_cards(t)
        if _legal(rules, played, table, table):
            worth = CompiledRules(rules).sweep_points(played.index, to_mask(table))
            if not worth:
                return None
            caption = w(
                "ex_sweep" if rules.sweep.value == "fixed" else "ex_sweep_worth",
                played=w.the_rank(played.rank),
                taken=_names(w, table),
                sweep=_cap(w.sweep),
                points=w.points(worth),
            )
            return Example("sweep", played, tuple(table), tuple(table), _cap(caption))
    return None
