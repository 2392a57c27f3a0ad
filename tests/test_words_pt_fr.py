"""Brazilian Portuguese and French from their catalogues: the cards' names and articles,
French elision and contraction, numbers that agree, the variants' words, and the language
picked in the Settings screen as a player picks it."""

from __future__ import annotations

import re

import pygame
import pytest

from scopa import Rules
from scopa.core.cards import Card
from scopa.store import settings
from scopa.ui import i18n
from scopa.ui.rules_text import category_name, explain
from scopa.ui.scenes.menu import MainMenu
from scopa.ui.scenes.settings_screen import SettingsScreen
from scopa.words import catalogue
from scopa.words.cards import card_name, card_phrase, nickname, rank_name, rank_plural
from scopa.words.variants import term
from tests.helpers import press


def _text(rules: Rules, lang: str, deck: str | None = None) -> str:
    parts = []
    for s in explain(rules, lang, deck=deck):
        parts += [s.title, *s.paragraphs, *(e.caption for e in s.examples)]
    return "\n".join(parts)


@pytest.mark.parametrize(
    ("card", "deck", "lang", "name"),
    [
        ("1D", "neapolitan", "pt", "Ás de Ouros"),
        ("8C", "spanish", "pt", "Valete de Copas"),
        ("9C", "french", "pt", "Dama de Copas"),
        ("10B", "siciliane", "pt", "Rei de Paus"),
        ("7D", "neapolitan", "fr", "Sept de Deniers"),
        ("1S", "neapolitan", "fr", "As d'Épées"),
        ("10S", "neapolitan", "fr", "Roi d'Épées"),
        ("8C", "siciliane", "fr", "Dame de Coupes"),
        ("9C", "french", "fr", "Dame de Cœur"),
    ],
)
def test_every_card_has_its_name(card: str, deck: str, lang: str, name: str) -> None:
    assert card_name(Card.parse(card), deck, lang) == name


@pytest.mark.parametrize(
    ("card", "deck", "lang", "the", "to"),
    [
        ("1C", "neapolitan", "pt", "o Ás de Copas", "ao Ás de Copas"),  # no elision in pt
        ("9C", "french", "pt", "a Dama de Copas", "à Dama de Copas"),
        ("10D", "spanish", "pt", "o Rei de Ouros", "ao Rei de Ouros"),
        ("1C", "neapolitan", "fr", "l'As de Coupes", "à l'As de Coupes"),
        ("10S", "neapolitan", "fr", "le Roi d'Épées", "au Roi d'Épées"),
        ("9C", "french", "fr", "la Dame de Cœur", "à la Dame de Cœur"),
    ],
)
def test_a_card_takes_its_article(card, deck, lang, the, to) -> None:
    assert card_phrase(Card.parse(card), deck, lang) == the
    assert card_phrase(Card.parse(card), deck, lang, "to") == to


def test_the_52_card_deck_and_the_plurals() -> None:
    assert rank_name(8, "french", "pt", 13) == "Oito" and rank_name(11, "french", "pt", 13)
    assert rank_plural(9, "french", "pt") == "Damas" and rank_plural(7, "neapolitan", "pt")
    assert nickname(Card.parse("7D"), "pt") == "Sete Belo"
    assert nickname(Card.parse("7D"), "fr") is None
    eight = Card(8, "swords")  # the 52-card deck's Eight: the h of Huit is not elided
    assert card_phrase(eight, "french", "fr", ranks=13) == "le Huit de Pique"


def test_a_french_sentence_elides_where_a_name_meets_de_or_le() -> None:
    assert catalogue.text("fr", "turn_of", {"name": "Anna"}) == "Au tour d'Anna"
    assert catalogue.text("fr", "turn_of", {"name": "Marco"}) == "Au tour de Marco"
    pile = catalogue.text("fr", "steals_pile", {"name": "Marco", "victim": "Ugo"})
    assert pile == "Marco vole le tas d'Ugo"
    assert catalogue.text("es", "turn_of", {"name": "Anna"}).endswith("Anna")


def test_the_rules_read_in_french_without_a_missed_elision() -> None:
    unelided = re.compile(r"(?<![\w'-])(de|le|la) [AEIOUÉaeiouéà]|\b(de|à) (le|les) ")
    for name in Rules.presets():
        text = _text(Rules.preset(name), "fr", "neapolitan")
        assert not unelided.search(text), name
    assert "le Roi d'Épées" in _text(Rules.preset("mariscal"), "fr")


def test_portuguese_numbers_agree_with_what_they_count() -> None:
    cirulla = _text(Rules.preset("cirulla"), "pt")
    assert "dois ou mais Ases" in cirulla and "duas scopas" in cirulla
    assert "de duas cartas para cada um" in _text(Rules.preset("scopa_52"), "pt", "french")


def test_the_variants_words_in_pt_and_fr() -> None:
    escoba, scopa = Rules.preset("escoba"), Rules.preset("scopa")
    assert term(escoba, "sweep", "pt") == "escova" and term(escoba, "sweeps", "pt") == "escovas"
    assert term(escoba, "settebello", "pt") == "sete belo"
    assert category_name(escoba, "settebello", "pt") == "Sete belo (Sete de Ouros)"
    assert term(scopa, "sweeps", "fr") == "scopas" and term(escoba, "sweeps", "fr") == "escobas"
    assert category_name(scopa, "scope", "fr") == "Scopas"
    assert "Chaque scopa\u00a0: 1 point." in _text(scopa, "fr")


def test_french_puts_a_space_that_does_not_break_before_high_punctuation() -> None:
    # "Conseil : jouez", not "Conseil: jouez" nor an ordinary space a line may break at
    sources = {k: catalogue.source("fr", k) for k in catalogue.ids("fr")}
    wrong = {k: v for k, v in sources.items() if re.search(r" [:;!?»]|« |\w[;!?]", v)}
    assert not wrong
    assert len([v for v in sources.values() if re.search(r"[\w)}]\u00a0:", v)]) > 50


@pytest.mark.parametrize(("env", "lang"), [("fr_BE.UTF-8", "fr"), ("pt_BR.UTF-8", "pt")])
def test_the_systems_language_is_the_first_start(monkeypatch, env, lang) -> None:
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", env)
    assert settings.system_language() == lang


@pytest.mark.parametrize(("lang", "title", "new"), [("fr", "Réglages", "Nouvelle partie")])
def test_a_language_is_picked_in_the_settings_and_kept(app, lang, title, new) -> None:
    app.push(SettingsScreen(app))
    app.run_frames(1)
    screen = app.top
    for _ in i18n.languages():  # the language row has the focus: on to the one wanted
        if i18n.language() == lang:
            break
        press(app, pygame.K_RIGHT)
    assert i18n.language() == lang and screen.title() == title
    saved, problems = settings.load_settings()
    assert problems == [] and saved.language == lang
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    assert new in [b.label for b in app.top.buttons]


def test_refusals_name_a_card_without_an_article_that_could_disagree() -> None:
    """A refusal receives the card's bare name: pt words it as "a carta jogada (Dama de
    Copas)", so a feminine figure never reads "o Dama"."""
    from scopa.core.errors import IllegalMove
    from scopa.ui.messages import illegal_text

    queen, three = Card.parse("9C"), Card.parse("3D")
    try:
        i18n.set_language("pt")
        refusal = IllegalMove("cannot_capture", params={"card": queen})
        assert illegal_text(refusal, "french") == (
            "Esta carta (Dama de Copas) não leva nada aqui: deixe-a na mesa."
        )
        wrong = IllegalMove("wrong_sum", params={"card": queen, "value": 9, "total": 3})
        assert "o valor da carta jogada (Dama de Copas)" in illegal_text(wrong, "french")
        must = IllegalMove("must_match", params={"rank": 9, "cards": (three,)})
        assert "do mesmo valor (Dama)" in illegal_text(must, "french")
        assert i18n.t("target", target=11) == "até 11"
    finally:
        i18n.set_language("en")


def test_a_line_never_breaks_at_a_space_that_does_not_break() -> None:
    pygame.font.init()
    from scopa.ui import text
    from scopa.ui.widgets import wrap

    width = text.font(20).size("Conseil")[0] + 2  # room for the word, not for its colon
    lines = wrap("Conseil\u00a0: jouez le Sept", 20, width)
    assert lines[0] == "Conseil\u00a0:"
    assert not any(line.startswith(":") for line in lines)
    assert wrap("45\u202f% de 80", 20, 1)[0] == "45\u202f%"
