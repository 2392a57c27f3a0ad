"""The rules screen's text: generated from the rules, complete in every language, legal examples."""

from __future__ import annotations

import pytest

from scopa import CARDS, Rules, capture_options
from scopa.core.cards import to_mask
from scopa.core.scoring import card_sets
from scopa.ui.rules_text import Example, Section, category_name, explain
from scopa.words.catalogue import languages

PRESETS = Rules.presets()
LANGUAGES = languages()


def _text(sections: list[Section]) -> str:
    parts = []
    for s in sections:
        parts.append(s.title)
        parts.extend(s.paragraphs)
        parts.extend(e.caption for e in s.examples)
    return "\n".join(parts)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_reads_completely(name: str, lang: str) -> None:
    rules = Rules.preset(name)
    for players in (None, *rules.players.counts):
        sections = explain(rules, lang, players=players)
        assert [s.key for s in sections] == [
            "players",
            "deal",
            "capture",
            "sweep",
            "end",
            "scoring",
            "match",
        ]
        for s in sections:
            assert s.title and s.paragraphs
            for text in (s.title, *s.paragraphs, *(e.caption for e in s.examples)):
                assert text.strip(), (name, lang, s.key)
                assert "{" not in text and "}" not in text, text
                assert "None" not in text and "  " not in text, text
                assert text[0] == text[0].upper() or text[0] in "¡¿", text


@pytest.mark.parametrize("deck", ["neapolitan", "spanish", "french"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", PRESETS)
def test_examples_are_legal_captures(name: str, lang: str, deck: str) -> None:
    rules = Rules.preset(name)
    for section in explain(rules, lang, deck=deck):
        for ex in section.examples:
            if ex.kind == "primiera":
                assert len(ex.taken) == 4 and set(ex.taken) <= set(ex.table)
                assert len({c.suit for c in ex.taken}) == 4
                continue
            if ex.kind == "card_points":  # a pile: the lit cards are those scored by themselves
                values = rules.points_per_card()  # or together (a set that scores in it)
                pile = to_mask(ex.table)
                sets = [s for s in card_sets(rules.scoring) if s.score(pile)]
                together = {c for c in ex.table for s in sets if (s.cards | s.beside) & c.bit}
                assert set(ex.taken) == {c for c in ex.table if values[c.index]} | together
                continue
            if ex.kind.startswith("build"):  # a build made, or taken whole: the core's answers
                _assert_legal_build(rules, ex)
                continue
            options = capture_options(rules, ex.played, ex.table)
            assert frozenset(ex.taken) in options, (name, ex)
            if ex.kind == "match_first":
                assert options == [frozenset(ex.taken)]
            if ex.kind in ("sweep", "ace"):
                assert set(ex.taken) == set(ex.table)


def _assert_legal_build(rules: Rules, ex: Example) -> None:
    """A build example: the card laid on ``taken`` while keeping a card of the total, or a
    card of the build's value taking it (the build is the first two table cards)."""
    from scopa.core.builds import BUILD, Build, build_options, legal_with_builds
    from scopa.core.capture import CompiledRules

    compiled = CompiledRules(rules)
    assert ex.played is not None
    if ex.kind == "build":
        onto = to_mask(ex.taken)
        value = ex.played.rank + sum(c.rank for c in ex.taken)
        keep = next(c for c in CARDS if c.rank == value and c != ex.played)
        hand = ex.played.bit | keep.bit
        moves = legal_with_builds(compiled, hand, to_mask(ex.table), (), 0, (0, 1))
        assert (ex.played.index, BUILD | onto) in moves
        return
    stack = ex.table[:2]
    build = Build(to_mask(stack), sum(c.rank for c in stack), 1, True)
    assert ex.played.rank == build.value
    options = build_options(compiled, ex.played.rank, to_mask(ex.table), (build,))
    assert to_mask(ex.taken) in options


def test_key_illustrations_follow_the_rules() -> None:
    kinds = {n: {e.kind for s in explain(Rules.preset(n)) for e in s.examples} for n in PRESETS}
    assert {"match_first", "sum", "sweep", "primiera"} <= kinds["scopa"]
    assert "fifteen" in kinds["escoba"] and "match_first" not in kinds["escoba"]
    assert "primiera" not in kinds["escoba"]
    assert "ace" in kinds["asso_piglia_tutto"] and "ace" not in kinds["scopa"]
    free = Rules.preset("scopa").replace(capture={"match_forbids_sums": False})
    assert "match_first" not in {e.kind for s in explain(free) for e in s.examples}


def test_house_rules_change_the_text() -> None:
    base = Rules.preset("scopa")
    plain = _text(explain(base))
    last = base.replace(sweep={"on_last_play": True})
    assert "last card of the round counts as a scopa too" in _text(explain(last))
    assert "last card of the round is not a scopa" in plain
    assert "reach 21 points" in _text(explain(base.replace(match={"target": 21})))
    assert "reach 11 points" in plain
    counts = base.replace(scoring={"primiera_missing_suit": "counts"})
    assert "still counts the suits it holds" in _text(explain(counts))
    assert "cannot win the primiera" in plain
    veneto = _text(explain(base.replace(scoring={"primiera_scale": "veneto"}), "it"))
    assert "Asso 5,5" in veneto and "Fante, Cavallo e Re 0,5" in veneto
    cappotto = _text(explain(base.replace(match={"cappotto": 7}), "es"))
    assert "Cappotto" in cappotto and "7 puntos" in cappotto
    targets = base.replace(match={"targets": {3: 16, 4: 21}})
    assert "16 with 3" in _text(explain(targets)) and "21 with 4" in _text(explain(targets))
    assert "21 points" in _text(explain(targets, players=4))
    assert _text(explain(base.replace(capture={"compulsory": "none"}))) != plain


def test_player_count_narrows_the_deal_and_teams() -> None:
    rules = Rules.preset("scopa")
    two = _text(explain(rules, players=2))
    assert "6 deals in a round" in two and "Partners" not in two
    assert "for 2, 3, 4 or 6 players" in two
    assert "Partners" in _text(explain(rules, players=4))
    scientifico = _text(explain(Rules.preset("scopone_scientifico"), "it"))
    assert "la tavola resta vuota" in scientifico and "una sola mano" in scientifico


def test_cards_are_named_after_the_deck() -> None:
    escoba = _text(explain(Rules.preset("escoba"), "es"))
    assert "Sota" in escoba and "Oros" in escoba and "escoba" in escoba
    french = _text(explain(Rules.preset("scopa"), "en", deck="french"))
    assert "Jack" in french and "Diamonds" in french and "Fante" not in french
    english = _text(explain(Rules.preset("escoba"), "en"))
    assert "Knight" in english and "Sota" not in english and "Caballo" not in english
    neapolitan = _text(explain(Rules.preset("scopa"), "it"))
    assert "Fante" in neapolitan and "Denari" in neapolitan and "settebello" in neapolitan


def test_sweep_word_is_the_rules_own_term_never_the_preset_name() -> None:
    fifteen = "extends: scopa\ncapture: {modes: [fifteen], match_forbids_sums: false}\n"
    house = Rules.from_yaml(fifteen + "terms: {sweep: {all: escoba}, sweeps: {all: escobas}}")
    assert "escoba" in explain(house, "it")[3].title.lower()
    assert "scopa" in explain(Rules.from_yaml(fifteen), "es", deck="spanish")[3].title.lower()
    for lang in LANGUAGES:
        escoba = explain(Rules.preset("escoba"), lang)
        scopa = explain(Rules.preset("scopa"), lang)
        word = "escova" if lang == "pt" else "escoba"  # the Escoba's sweep is an escova in Brazil
        assert word in escoba[3].title.lower() and "scopa" not in _text(escoba).lower()
        assert "scopa" in scopa[3].title.lower() and "escoba" not in _text(scopa).lower()
    assert "Each escoba: 1 point" in _text(explain(Rules.preset("escoba")))
    assert "Ogni scopa: 1 punto" in _text(explain(Rules.preset("scopa"), "it"))


def test_escoba_scoring_reads_in_spanish() -> None:
    text = _text(explain(Rules.preset("escoba"), "es"))
    assert "Los diez Oros: 2 puntos" in text
    assert "Los cuatro Sietes: 3 puntos" in text and "velo" in text
    assert "suman 15" in text and "dos escobas" in text
    assert "primiera" not in text.lower()


def test_unknown_language_falls_back_to_english() -> None:
    assert explain(Rules.preset("scopa"), "de")[0].title == "Players and teams"


def test_no_redeal_sentence_where_the_first_table_is_empty() -> None:
    # Scopa d'assi non prendere deals ten each and nothing to the table (seed 000): the
    # Kings-on-the-table redeal it inherits can never happen, so the screen does not say it.
    from scopa.ui.rules_text import explain

    def deal_text(name: str, players: int | None = None) -> str:
        sections = explain(Rules.preset(name), "en", players=players)
        return " ".join(next(s for s in sections if s.key == "deal").paragraphs)

    assert "dealt again" not in deal_text("scopa_d_assi_non_prendere")
    assert "dealt again" not in deal_text("folla_per_non_prendere", 4)
    assert "dealt again" in deal_text("folla_per_non_prendere", 6)  # four face up with six
    assert "dealt again" in deal_text("scopa")


def test_the_summary_names_a_variants_own_settebello_and_says_which_card_it_is() -> None:
    """Escoba calls the seven of coins the velo (config/rules/escoba.yaml, ``terms``): the
    round summary says so with the card, where the catalogue alone would name it another
    way; in Italian it is the settebello, as everywhere in Scopa."""
    escoba = Rules.preset("escoba")
    assert category_name(escoba, "settebello", "es") == "Velo (Siete de Oros)"
    assert category_name(escoba, "settebello", "en") == "Velo (Seven of Coins)"
    assert category_name(escoba, "settebello", "it") == ""  # the catalogue's "Settebello"
    assert category_name(Rules.preset("scopa"), "settebello", "es") == ""


def _all_text(name: str, lang: str) -> str:
    return "\n".join(p for s in explain(Rules.preset(name), lang) for p in s.paragraphs)


def test_the_rules_text_never_says_a_thing_and_its_opposite() -> None:
    # Cicera (seed 000; VARIANTS.md section 7): the figures have no number, so the text no
    # longer also gives the Jack 11, the Queen 12 and the King 13
    cicera = _all_text("cicera", "en")
    assert "Jack counts 11" not in cicera
    assert "Cards from the Ace to the Ten count their number." in cicera
    assert "have no number" in cicera
    # Cirulla's napola is capped at 6: "and so on, up to 6 at most", not "up to 10 for all
    # ten" then "at most 6"
    cirulla = _all_text("cirulla", "en")
    assert "up to 6 at most" in cirulla and "for all ten" not in cirulla
    assert "A napola scores at most" not in cirulla
    # Scopone romano al contrario is begun by four or five: three and two are those left
    contrario = _all_text("scopone_romano_al_contrario", "en")
    assert "When 3 are left: six cards each" in contrario and "With 3 players" not in contrario
    assert "With 5 players: seven cards each" in contrario
    assert "Quando ne restano 2" in _all_text("scopone_romano_al_contrario", "it")
    # the sweep's word takes its article: an escoba
    escoba = _all_text("escoba", "en")
    assert "is an escoba" in escoba and " a escoba" not in escoba
    assert "is a scopa" in _all_text("scopa", "en")
    # a claim is said in the variant's own word for a sweep
    assert "Scopas cantadas" in _all_text("scopa_a_chi_fidasse", "es")


def test_a_declaration_no_hand_can_hold_is_not_described() -> None:
    # Bazzica declares as Tressette does, where four Aces, Twos or Threes score 4; its hands
    # hold three cards, so the rules screen does not offer that one
    text = _all_text("bazzica", "en")
    assert "three cards of one rank" in text.lower() or "3 cards of one rank" in text.lower()
    assert "four cards of one rank" not in text.lower()


def test_each_mechanisms_words_are_named_after_an_installed_mechanism() -> None:
    from scopa.core.mechanism import installed
    from scopa.ui.rules_text import MECHANISM_WORDS

    names = {m.name for m in installed()}
    assert set(MECHANISM_WORDS) <= names
    places = {place for words in MECHANISM_WORDS.values() for place in words}
    assert places == {"capture", "sweep_worth", "sweep", "scoring_sweeps", "scoring"}


def test_a_new_mechanism_says_its_words_in_its_place_without_a_section_changing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A mechanism the game does not have: installed with its words, the rules screen says
    them where it asked (the capture section, after how cards are taken), and only there."""
    from scopa.core import mechanism
    from scopa.ui import rules_text
    from tests.helpers import installed_beside

    class Fog(mechanism.Mechanism):
        name = "fog"

    words = {"fog": {"capture": lambda rules, w: (["Fog hides the table."], [])}}
    monkeypatch.setattr(rules_text, "MECHANISM_WORDS", {**rules_text.MECHANISM_WORDS, **words})
    with installed_beside(Fog()):
        sections = explain(Rules.preset("scopa"))
    said = {s.key: s.paragraphs for s in sections}
    assert said["capture"][-1] == "Fog hides the table."
    assert all("Fog hides the table." not in p for k, p in said.items() if k != "capture")
    plain = {s.key: s.paragraphs for s in explain(Rules.preset("scopa"))}
    assert plain["capture"] == said["capture"][:-1]


def test_the_most_coins_is_named_after_the_decks_own_suit() -> None:
    """Cirulla's French deck calls coins diamonds: its round summary said "Coins"."""
    cirulla = Rules.preset("cirulla")
    assert category_name(cirulla, "coins", "en") == "Diamonds"
    assert category_name(cirulla, "coins", "it") == "Quadri"
    assert category_name(cirulla, "coins", "en", "neapolitan") == ""  # the catalogue's word
    assert category_name(Rules.preset("scopa"), "coins", "en") == ""
    assert category_name(Rules.preset("cicera"), "coins", "en") == "Spades"


@pytest.mark.parametrize("name", ["rubamazzo", "frac", "scopa"])
def test_a_sweep_is_shown_as_an_example_only_where_it_scores(name: str) -> None:
    """Rubamazzo's rules said a sweep scores nothing, then showed one with a cheer."""
    rules = Rules.preset(name)
    sweep = next(s for s in explain(rules) if s.key == "sweep")
    shown = [e for e in sweep.examples if e.kind == "sweep"]
    assert bool(shown) == (rules.sweep.points > 0)
