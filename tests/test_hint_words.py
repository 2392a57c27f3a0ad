"""A hint in words: what it takes, what it leaves open, and its reason, in the variant's
own words (a sweep by its name in each variant)."""

from __future__ import annotations

import pytest

from scopa.ui.i18n import set_language


def test_a_hint_counts_the_cards_it_takes_and_says_what_it_leaves() -> None:
    from scopa import Card
    from scopa.ai.hints import explain
    from scopa.core.moves import Move
    from scopa.ui.i18n import set_language
    from scopa.ui.table.words import TableWords
    from tests.helpers import game_with

    # the Three of coins takes the Two of coins and the Ace of cups: one coin taken, not two
    game = game_with("scopa", ["3D 9B 10S", "1S 1B 10C"], table="2D 1C 8S 9C")
    view = game.view(0)
    move = Move(Card.parse("3D"), [Card.parse("2D"), Card.parse("1C")])
    raw = (move.card.index, move.captured_mask)
    advice = explain(view, raw)
    assert advice.code != "coins"  # one coin on the table: not "2 coins"
    assert set(advice.left) == {Card.parse("8S"), Card.parse("9C")}
    words = TableWords(["Ada", "Bruno"], game.teams, "neapolitan", game.rules)
    for lang in ("en", "it", "es"):
        set_language(lang)
        text = words.hint(advice)
        assert words.card(Card.parse("8S")) in text  # what it leaves
        assert words.card(Card.parse("2D")) in text  # what it takes
        assert text.count(".") == 1  # one sentence
    set_language("en")
    assert words.hint(advice).startswith("Hint: play the Three of Coins to take")


def test_a_hints_reason_leads_it_in_the_variants_own_words() -> None:
    """The reason tags the whole move, not the cards it takes (it read as if the Jack were
    the settebello), and it names the seven of coins as the variant does: Escoba's velo."""
    from scopa import Card, Move, Rules
    from scopa.ai.hints import Hint
    from scopa.ui.i18n import set_language
    from scopa.ui.table.words import TableWords

    seven, jack, two = Card.parse("7D"), Card.parse("8D"), Card.parse("2D")
    advice = Hint(Move(seven, [jack]), "settebello", "", left=(two,))
    words = TableWords(["You", "Lucía"], (0, 1), "spanish", Rules.preset("escoba"), you=0)
    try:
        set_language("es")
        said = words.hint(advice)
        assert said.startswith("Consejo (el velo): juega el Siete de Oros para llevarte la Sota")
        assert "dejando el Dos de Oros" in said
        set_language("en")
        assert words.hint(advice).startswith("Hint (the velo): play the Seven of Coins to take")
        scopa = TableWords(["You", "Marco"], (0, 1), "neapolitan", Rules.preset("scopa"), you=0)
        set_language("it")
        assert scopa.hint(advice).startswith("Consiglio (il settebello): gioca il Sette di Denari")
    finally:
        set_language("en")


def test_a_hint_says_what_it_leaves_open_in_the_variants_word_for_a_sweep() -> None:
    """Italian players make a scopa, Spanish ones an escoba: what a hint leaves is open to
    that, in the variant's own word (``terms.sweep``), not to a generic "sweeping"."""
    from scopa import Card, Move, Rules
    from scopa.ai.hints import Hint
    from scopa.ui.i18n import set_language
    from scopa.ui.table.words import TableWords

    four, three = Card.parse("4D"), Card.parse("3C")
    lays = Hint(Move(four), "lay", "", left=(three, four), open=True)
    takes = Hint(Move(four, [Card.parse("4S")]), "take", "", left=(three,), open=False)
    escoba = TableWords(["You", "Lucía"], (0, 1), "spanish", Rules.preset("escoba"), you=0)
    scopa = TableWords(["You", "Marco"], (0, 1), "neapolitan", Rules.preset("scopa"), you=0)
    try:
        set_language("es")
        assert escoba.hint(lays).endswith("luego se puede hacer escoba.")
        assert escoba.hint(takes).endswith(": así ninguna carta hace escoba.")
        assert scopa.hint(lays).endswith("luego se puede hacer scopa.")
        set_language("it")
        assert scopa.hint(lays).endswith("poi si può fare scopa.")
        assert scopa.hint(takes).endswith(": così nessuna carta fa scopa.")
        assert escoba.hint(lays).endswith("poi si può fare escoba.")
    finally:
        set_language("en")


def _advice(rules: str, hands: list[str], table: str, card: str, taken: str = ""):
    from scopa import Card
    from scopa.ai.hints import explain
    from scopa.core.moves import Move
    from tests.helpers import game_with

    game = game_with(rules, hands, table=table)
    move = Move(Card.parse(card), [Card.parse(c) for c in taken.split()])
    return game, explain(game.view(0), (move.card.index, move.captured_mask))


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(("rules", "word"), [("scopa", "scopa"), ("escoba", "escoba")])
def test_a_sweep_hint_says_the_variants_own_word(rules, word) -> None:
    from scopa.ui.table.words import TableWords

    # RULES.md: taking every table card is a sweep, called by the variant's own word
    # the King (10) takes 1+2+3+4 in Scopa; in Escoba the Five makes 15 with them
    card = "10S" if rules == "scopa" else "5S"
    table = "1C 2S 3B 4C"
    game, advice = _advice(rules, [f"{card} 9B 8B", "1S 1B 10C"], table, card, table)
    assert advice.code == "sweep"
    words = TableWords(["Ada", "Bruno"], game.teams, "spanish", game.rules)
    for lang in ("en", "it", "es"):
        set_language(lang)
        text = words.hint(advice)
        assert word in text.lower()
        other = {"scopa": "escoba", "escoba": "scopa"}[word]
        assert other not in text.lower()


@pytest.mark.usefixtures("english")
def test_a_lay_hint_does_not_count_the_card_laid_among_what_it_lies_beside() -> None:
    from scopa import Card
    from scopa.ui.table.words import TableWords

    # four table cards (8 + 9 + 10 + 6 = 33) and the Two laid beside them: five after
    game, advice = _advice("scopa", ["2C 9B 10S", "1S 1B 10C"], "8S 9C 10B 6C", "2C")
    assert Card.parse("2C") in advice.left and len(advice.left) == 5
    words = TableWords(["Ada", "Bruno"], game.teams, "neapolitan", game.rules)
    for lang in ("en", "it", "es"):
        set_language(lang)
        text = words.hint(advice)
        two = words.card(Card.parse("2C"))
        assert text.count(two) == 1 and "4" in text and "33" in text, text


def test_a_declaration_said_in_a_sentence_is_not_capitalised_unless_it_is_a_name() -> None:
    """The notice read "You declare Two cards of one suit, ..." (Tuzzulicchio)."""
    from scopa import Rules
    from scopa.ui.table.words import TableWords

    set_language("en")
    rules = Rules.preset("tuzzulicchio")
    words = TableWords(["You", "Marco"], (0, 1), "neapolitan", rules, you=0)
    assert words.declared(0, [2], 3, 0).startswith("You declare two cards of one suit")
    assert words.declared(1, [3], 7, 0) == "Marco declares Napoli · 7"  # a name keeps it
    assert words.declare_button([2], 3, 0, False).startswith("Declare: Two cards")
