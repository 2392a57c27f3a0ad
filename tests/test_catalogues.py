"""The catalogues of words: every language complete, every message formats, gaps fall back.

The words a player reads live in ``scopa/locales/<lang>/*.ftl`` (Fluent); a language is a
folder. These tests read the real folders, and a copy in a temporary folder where a file is
broken on purpose.
"""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import pytest

from scopa.ui import i18n
from scopa.words import catalogue
from scopa.words import languages as folders
from scopa.words.cards import card_phrase, rank_plural

LANGS = catalogue.languages()
# the grammar a language's articles may need beside English's variables (cards.ftl's
# attributes, passed to card-the and card-to)
GRAMMAR = {"gender", "elided"}
LOCALES = Path(catalogue.__file__).resolve().parent.parent / "locales"


def test_the_languages_are_the_folders_english_first() -> None:
    folders = sorted(p.name for p in LOCALES.iterdir() if p.is_dir())
    assert LANGS[0] == "en" and sorted(LANGS) == folders
    assert {"en", "it", "es"} <= set(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_every_message_with_the_same_variables(lang: str) -> None:
    english = catalogue.ids("en")
    assert not catalogue.catalogue(lang).problems
    assert sorted(english - catalogue.ids(lang)) == [], f"{lang} lacks these"
    assert sorted(catalogue.ids(lang) - english) == [], f"{lang} has these English has not"
    wrong = {
        key: (catalogue.variables("en", key), catalogue.variables(lang, key))
        for key in english
        if catalogue.variables("en", key) - GRAMMAR != catalogue.variables(lang, key) - GRAMMAR
    }
    assert not wrong


@pytest.mark.parametrize("lang", LANGS)
def test_every_rank_gives_its_gender_and_plural(lang: str) -> None:
    ranks = [k for k in catalogue.ids("en") if k.startswith(("rank-", "figure-"))]
    assert len(ranks) == 10 + 4 * 3
    for key in ranks:
        assert catalogue.attribute(lang, key, "gender") in ("masculine", "feminine"), key
        assert catalogue.attribute(lang, key, "plural"), key


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_formats_with_sample_values(lang: str) -> None:
    """Each message with its variables given numbers (the plural selectors chosen by 0, 1,
    2 and 5) and words: nothing missing, no braces left."""
    problems = {}
    for key in sorted(catalogue.ids(lang)):
        names = catalogue.variables(lang, key) | catalogue.variables("en", key)
        samples = [dict.fromkeys(names, n) for n in (0, 1, 2, 5)]
        samples.append({name: "Otto" for name in names} | {"gender": "feminine"})
        samples.append({name: "asso" for name in names} | {"elided": "auto"})
        for values in samples:
            found = catalogue.errors(lang, key, values)
            if found:
                problems[key] = found
    assert not problems


@pytest.mark.parametrize(
    ("lang", "n", "said"),
    [
        ("en", 0, "0 cards"),
        ("en", 1, "1 card"),
        ("en", 2, "2 cards"),
        ("it", 1, "1 carta"),
        ("it", 5, "5 carte"),
        ("es", 0, "0 cartas"),
        ("es", 1, "1 carta"),
    ],
)
def test_a_count_chooses_its_words_by_the_languages_plural_rules(lang, n, said) -> None:
    assert catalogue.text(lang, "cards", {"n": n}) == said


def test_a_number_is_written_as_before_without_grouping_marks() -> None:
    assert catalogue.text("en", "cards", {"n": 12345}) == "12345 cards"
    assert catalogue.text("it", "cards", {"n": 12345}) == "12345 carte"


def test_the_article_follows_the_ranks_gender_and_elision() -> None:
    from scopa.core.cards import Card

    assert card_phrase(Card.parse("1C"), "neapolitan", "it") == "l'Asso di Coppe"
    assert card_phrase(Card.parse("8C"), "siciliane", "it", "to") == "alla Donna di Coppe"
    assert card_phrase(Card.parse("10C"), "neapolitan", "it", "to") == "al Re di Coppe"
    assert card_phrase(Card.parse("8C"), "spanish", "es", "to") == "a la Sota de Copas"
    assert card_phrase(Card.parse("7D"), "spanish", "es") == "el Siete de Oros"
    assert card_phrase(Card.parse("9S"), "french", "en", "to") == "the Queen of Spades"
    assert rank_plural(10, "spanish", "es") == "Reyes"


def test_an_english_sentence_says_an_before_a_vowel() -> None:
    assert catalogue.text("en", "claim_button", {"sweep": "escoba"}) == "Claim an escoba (C)"
    assert catalogue.text("en", "claim_button", {"sweep": "scopa"}) == "Claim a scopa (C)"


def test_the_same_words_asked_again_are_the_same_text() -> None:
    first = i18n.t("played", name="Anna", card="il Sette")
    assert i18n.t("played", name="Anna", card="il Sette") is first


@pytest.fixture
def locales(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A copy of English in a folder of catalogues of its own, read instead of the game's."""
    shutil.copytree(LOCALES / "en", tmp_path / "en")
    monkeypatch.setattr(folders, "locales_dir", lambda: tmp_path)
    catalogue.forget()
    yield tmp_path
    catalogue.forget()


def _language(folder: Path, lang: str, text: str, name: str = "game.ftl") -> None:
    (folder / lang).mkdir()
    (folder / lang / name).write_text(text, encoding="utf-8")


def test_a_language_is_a_folder_and_a_missing_message_is_englishs_logged_once(
    locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _language(locales, "xx", "title = Skopa\nyou = Tu\n")
    assert catalogue.languages() == ("en", "xx")
    assert catalogue.text("xx", "you") == "Tu"
    with caplog.at_level(logging.WARNING, logger="scopa.words.catalogue"):
        assert catalogue.text("xx", "menu_new") == "New match"
        assert catalogue.text("xx", "menu_new") == "New match"
        assert catalogue.text("xx", "menu_quit", {}) == catalogue.text("en", "menu_quit")
    said = [r.getMessage() for r in caplog.records if "menu_new" in r.getMessage()]
    assert len(said) == 1 and "xx" in said[0] and "English" in said[0]


def test_a_folder_that_is_no_language_is_not_offered(locales: Path) -> None:
    _language(locales, "not a language", "title = x\n")
    _language(locales, "Xx", "title = x\n")
    assert catalogue.languages() == ("en",)


def test_a_broken_file_is_reported_with_its_line_and_english_is_used(
    locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _language(locales, "xx", "title = Skopa\n\nyou = { $name\nmenu_new = Nuova\n")
    with caplog.at_level(logging.WARNING, logger="scopa.words.catalogue"):
        problems = catalogue.catalogue("xx").problems
    assert problems and problems[0].startswith("game.ftl:3:"), problems
    assert any("game.ftl:3" in r.getMessage() for r in caplog.records)
    assert catalogue.text("xx", "title") == "Skopa"  # what is whole is used
    assert catalogue.text("xx", "menu_new") == "Nuova"
    assert catalogue.text("xx", "you") == "You"  # the broken one: English


def test_an_oversized_or_undecodable_file_is_not_read(locales: Path) -> None:
    _language(locales, "xx", "title = Skopa\n")
    big = "menu_new = " + "a" * catalogue.MAX_BYTES + "\n"
    (locales / "xx" / "big.ftl").write_text(big, encoding="utf-8")
    (locales / "xx" / "latin.ftl").write_bytes("you = T\xfa\n".encode("latin-1"))
    found = catalogue.catalogue("xx")
    assert len(found.problems) == 2
    assert catalogue.text("xx", "title") == "Skopa"
    assert catalogue.text("xx", "menu_new") == "New match"
    assert catalogue.text("xx", "you") == "You"


def test_a_message_no_catalogue_has_shows_its_id() -> None:
    assert i18n.t("no_such_message_anywhere") == "no_such_message_anywhere"


def test_a_presets_title_and_description_live_in_the_catalogues_only() -> None:
    import yaml

    from scopa import Rules
    from scopa.resources import rules_dir

    for name in Rules.presets():
        data = yaml.safe_load((rules_dir() / f"{name}.yaml").read_text(encoding="utf-8"))
        assert "title" not in data and "description" not in data, name
        for lang in LANGS:
            assert catalogue.has(lang, f"preset_title_{name}"), (lang, name)
            assert catalogue.has(lang, f"desc_{name}"), (lang, name)
    frac = [catalogue.text(lang, "desc_frac") for lang in LANGS]
    assert "Jacks, Knights, Kings and Aces" in frac[0]


def test_a_house_rule_keeps_its_own_title_and_description() -> None:
    from scopa import Rules
    from scopa.words.variants import description, title

    own = Rules.from_yaml("extends: frac\ntitle: Da nonna\ndescription: Come la fa lei.")
    for lang in LANGS:
        assert title(own, lang) == "Da nonna" and description(own, lang) == "Come la fa lei."
        assert title(Rules.preset("frac"), lang) == catalogue.text(lang, "preset_title_frac")
    assert title(Rules.preset("frac"), "en") == "Scopa FRAC"


def test_hardly_a_sentence_is_left_in_the_interfaces_python() -> None:
    """The words a player reads are the catalogues': at most a couple of dozen sentences
    stay in Python (the tour's sample data, the card gallery's and the sound tool's)."""
    from tests.sentence_literals import sentences

    left = sentences()
    assert left, "the scan found nothing: it reads the wrong folder"
    assert len(left) <= 24, "\n".join(f"{f}:{n}: {text!r}" for f, n, text in left)


def test_a_variants_words_are_its_own_then_its_presets_then_the_games() -> None:
    from scopa import Rules
    from scopa.words.variants import own_term, term

    escoba, scopa = Rules.preset("escoba"), Rules.preset("scopa")
    assert [term(escoba, "sweep", lang) for lang in ("en", "it", "es")] == ["escoba"] * 3
    assert term(scopa, "sweeps", "es") == "scopas" and term(scopa, "sweeps", "it") == "scope"
    assert own_term(escoba, "settebello", "es") == "velo"
    assert own_term(escoba, "settebello", "it") is None
    house = Rules.from_yaml("extends: escoba\ntitle: Ours\nterms: {sweep: {es: barrida}}")
    assert term(house, "sweep", "es") == "barrida"  # its own, where it writes one
    assert term(house, "sweep", "it") == "escoba"  # its preset's
    assert term(house, "settebello", "es") == "velo"


def test_the_terminal_is_told_in_the_players_language(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    from scopa.store.logs import stopped_words

    said = stopped_words(RuntimeError("x"), True, "it")
    assert said.startswith("Scopa si è fermato per un errore inatteso (RuntimeError: x).")
    assert "La partita è salvata: Continua la riprende." in said
    env = dict(os.environ, SCOPA_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy")
    root = LOCALES.parent.parent
    run = subprocess.run(
        [sys.executable, "main.py", "--lang", "fr", "--size", "200x200", "--frames", "1"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "est plus petit que ce qu'il faut pour dessiner la table" in run.stderr, run.stderr


@pytest.mark.parametrize("lang", LANGS)
def test_plain_words_are_written_as_the_runtime_writes_them(lang: str) -> None:
    """A message of text and values is written without the Fluent runtime (the first frame
    needs neither it nor Babel): exactly as the runtime writes it, attributes too."""
    found = catalogue.catalogue(lang)
    plain = 0
    for key in sorted(catalogue.ids(lang)):
        entry = found.message(key)
        assert entry is not None
        names = catalogue.variables(lang, key)
        samples = [{n: "Anna" for n in names}, {}]
        samples += [dict.fromkeys(names, count) for count in (0, 1, 2, 5, 7, 1_000_000)]
        samples.append({n: "escoba" if n == "sweep" else 2 for n in names})
        for values in samples:
            patterns = [(entry.value, found.bundle.get_message(key).value)]
            patterns += [
                (a.value, found.bundle.get_message(key).attributes[a.id.name])
                for a in entry.attributes
            ]
            for ours, theirs in patterns:
                plural = catalogue._plural(lang)
                written = catalogue._plain(ours, values, plural) if ours is not None else None
                if written is None:
                    continue
                plain += 1
                said, _ = found.bundle.format_pattern(theirs, catalogue._fluent_args(values))
                assert written == said, (key, values)
    assert plain > 2000  # most of the words are written without the runtime


@pytest.mark.parametrize("lang", LANGS)
def test_a_languages_plural_rules_are_cldrs(lang: str) -> None:
    """The catalogue's ``plural_rules`` (read without Babel's locale data, for the first
    frame) choose as CLDR's rules in Babel do, for every count a table shows and more."""
    import babel

    ours, cldr = catalogue._plural(lang), babel.Locale.parse(lang).plural_form
    assert ours is not None
    assert [ours(n) for n in range(2000)] + [ours(10**6)] == [cldr(n) for n in range(2000)] + [
        cldr(10**6)
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_is_defined_twice_in_a_language(lang: str) -> None:
    # a second definition silently replaces the first: "rounds" was once both a count
    # ("3 rounds") and a heading ("Rounds"), and one of the two screens said the other's words
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as ftl

    seen: dict[str, str] = {}
    twice = []
    for path in sorted((folders.locales_dir() / lang).iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".ftl"):
            continue
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message | ftl.Term):
                key = ("-" if isinstance(entry, ftl.Term) else "") + entry.id.name
                if key in seen:
                    twice.append(f"{key} ({seen[key]} and {path.name})")
                seen[key] = path.name
    assert not twice, f"{lang}: " + ", ".join(twice)
