"""The four-colour French deck, and a player's own deck read as hostile.

The four-colour deck follows /work/shared/ART.md ("French-suited 40": "a four-colour option
(diamonds blue, clubs green) helps") and issue 17 ("A four-colour French deck
`french_four_colour` (each suit its own colour)"). A player's own deck follows issue 17 ("A
player's own deck: a folder under the user config folder (`decks/NAME/`) of SVG or PNG files
named like the game's own, with a small manifest (name, suits, licence) ... a deck with
missing or broken files is listed with what is wrong, and the missing cards fall back to a
drawn stand-in").
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scopa import Rules
from scopa.core.cards import CARDS, Card
from scopa.core.names import printed_rank
from scopa.store import own_decks, saves
from scopa.store.own_decks import CARD_NAMES, IMAGE_BYTES, list_own_decks
from scopa.store.settings import Settings, load_settings, save_settings, settings_path
from scopa.ui import i18n
from scopa.ui.app_loop import App
from scopa.ui.art import CardArt
from scopa.ui.decks import own_deck_note
from scopa.ui.match import MatchConfig
from scopa.ui.messages import deck_problem_text
from scopa.ui.scenes.newmatch import NewMatch
from scopa.ui.scenes.settings_screen import SettingsScreen
from scopa.ui.scenes.table import TableScene
from scopa.ui.widgets import Choice
from scopa.words import catalogue
from scopa.words.cards import card_name
from tests.helpers import make_deck, played_game, settle

SIZE = (80, 130)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _codes(deck: own_decks.OwnDeck) -> list[str | None]:
    return [p.code for p in deck.problems]


# -- the four-colour French deck ---------------------------------------------------------


def test_four_colour_deck_gives_each_suit_its_own_colour() -> None:
    # ART.md "French-suited 40": red hearts and diamonds, black spades and clubs; "a
    # four-colour option (diamonds blue, clubs green)": spades black, hearts red
    folder = Path(__file__).resolve().parent.parent / "assets" / "cards" / "french_four_colour"
    colours = {"D": "#1f5fbf", "C": "#cf1f2e", "S": "#1d1a1a", "B": "#17803d"}
    for suit, colour in colours.items():
        text = (folder / f"5{suit}.svg").read_text()
        assert f'fill="{colour}"' in text
        others = set(colours.values()) - {colour, "#1d1a1a"}
        assert not any(f'fill="{o}"' in text for o in others), suit
    two = (folder / "2D.svg").read_text()
    assert two != (folder.parent / "french" / "2D.svg").read_text()


def test_four_colour_deck_is_named_and_indexed_like_the_french_one() -> None:
    for card in (Card.parse("9S"), Card.parse("8D"), Card.parse("1C")):
        for lang in ("en", "it", "es"):
            assert card_name(card, "french_four_colour", lang) == card_name(card, "french", lang)
    assert printed_rank(10, "french_four_colour") == "K"
    assert {i18n.t("deck_french_four_colour")} != {""}
    for lang in ("en", "it", "es"):
        assert catalogue.has(lang, "deck_french_four_colour")


def test_four_colour_deck_is_offered_in_settings_and_new_match(app: App) -> None:
    app.push(SettingsScreen(app))
    deck = _deck_choice(app.top)
    assert "french_four_colour" in [v for v, _ in deck.options]
    app.push(NewMatch(app))
    assert "french_four_colour" in [v for v, _ in _deck_choice(app.top).options]


# -- a player's own deck -----------------------------------------------------------------


def test_a_good_deck_is_listed_and_draws_its_own_images() -> None:
    make_deck()
    (deck,) = list_own_decks()
    assert deck.id == "own:nonna" and deck.title == "Nonna's cards"
    assert deck.problems == [] and deck.suits == "italian" and deck.stand_in == "neapolitan"
    art = CardArt("own:nonna")
    face = art.face(Card.parse("7D"), SIZE)  # the built-in card, until its own comes back
    assert face.get_size() == SIZE and art.back(SIZE).get_size() == SIZE
    settle()
    face = art.face(Card.parse("7D"), SIZE)
    assert face.get_at((40, 65))[:3] == (200, 30, 120)
    assert art.back(SIZE).get_at((40, 65))[:3] == (200, 30, 120)
    assert art.rasterized == 2 and art.failed == []
    # its cards are named after its suit system
    assert card_name(Card.parse("8C"), "own:nonna", "it") == "Fante di Coppe"


def test_a_french_deck_of_ones_own_is_named_like_the_french_cards() -> None:
    make_deck("carte", "name: Mine\nsuits: french\nlicence: mine\n")
    (deck,) = list_own_decks()
    assert deck.stand_in == "french"
    assert card_name(Card.parse("9S"), "own:carte", "en") == "Queen of Spades"


def test_a_missing_card_is_listed_and_drawn_by_the_built_in_deck() -> None:
    make_deck(leave_out=("7D", "back"))
    (deck,) = list_own_decks()
    assert _codes(deck) == ["deck_missing"]
    assert deck.problems[0].params["cards"] == ["7D", "back"]
    art = CardArt("own:nonna")
    built_in = CardArt("neapolitan")
    assert _bytes(art.face(Card.parse("7D"), SIZE)) == _bytes(built_in.face(Card.parse("7D"), SIZE))
    assert _bytes(art.back(SIZE)) == _bytes(built_in.back(SIZE))
    for lang in ("en", "it", "es"):
        i18n.set_language(lang)
        text = deck_problem_text(deck.problems[0], str(deck.folder))
        assert "7D, back" in text and "2" in text
    i18n.set_language("en")


def test_a_broken_png_and_a_broken_svg_are_named_and_stood_in_for() -> None:
    folder = make_deck(leave_out=("1D", "2D"))
    (folder / "1D.png").write_bytes(b"not a png at all")
    (folder / "2D.svg").write_text("hello")
    (deck,) = list_own_decks()
    by_file = {Path(p.file or "").name: p for p in deck.problems}
    assert by_file["1D.png"].params["why"] == "not_png"
    assert by_file["2D.svg"].params["why"] == "not_svg"
    assert "1D.png is not a PNG image" in deck_problem_text(by_file["1D.png"], str(folder))
    assert "2D.svg is not an SVG image" in deck_problem_text(by_file["2D.svg"], str(folder))
    art = CardArt("own:nonna")
    stand_in = CardArt("neapolitan").face(Card.parse("1D"), SIZE)
    assert _bytes(art.face(Card.parse("1D"), SIZE)) == _bytes(stand_in)


def test_a_png_that_passes_a_glance_but_does_not_decode_is_stood_in_for() -> None:
    folder = make_deck()
    good = (folder / "3C.png").read_bytes()
    (folder / "3C.png").write_bytes(good[:40] + b"\0" * 60)  # a real header, a broken body
    (folder / "4C.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    (folder / "4C.png").unlink()
    (deck,) = list_own_decks()
    assert deck.problems == []
    art = CardArt("own:nonna")
    built_in = CardArt("neapolitan")
    for name in ("3C", "4C"):
        art.face(Card.parse(name), SIZE)
    settle()
    for name in ("3C", "4C"):
        face = art.face(Card.parse(name), SIZE)
        assert _bytes(face) == _bytes(built_in.face(Card.parse(name), SIZE))
    assert len(art.failed) == 2 and "3C.png" in art.failed[0]
    text, problem = own_deck_note("own:nonna") or ("", False)
    assert problem and "3C.png cannot be drawn" in text and "4C.svg cannot be drawn" in text


def test_an_oversized_file_and_a_huge_png_are_refused_before_they_are_decoded() -> None:
    folder = make_deck()
    with open(folder / "5S.png", "wb") as handle:
        handle.write(b"\x89PNG" + b"\0" * IMAGE_BYTES)
    header = (folder / "6S.png").read_bytes()
    huge = header[:16] + (100_000).to_bytes(4, "big") + (100_000).to_bytes(4, "big") + header[24:]
    (folder / "6S.png").write_bytes(huge)
    (deck,) = list_own_decks()
    by_file = {Path(p.file or "").name: p for p in deck.problems}
    assert by_file["5S.png"].code == "deck_image_refused"
    assert by_file["5S.png"].params["reason"] == "too_big"
    assert "larger than 2048 KB" in deck_problem_text(by_file["5S.png"], str(folder))
    assert by_file["6S.png"].params["why"] == "pixels"
    assert "2048x2048" in deck_problem_text(by_file["6S.png"], str(folder))
    art = CardArt("own:nonna")
    assert _bytes(art.face(Card.parse("6S"), SIZE)) == _bytes(
        CardArt("neapolitan").face(Card.parse("6S"), SIZE)
    )


def test_a_manifest_with_bad_yaml_is_reported_with_its_line() -> None:
    make_deck(manifest="name: Mine\nsuits: [italian\nlicence: x\n")
    (deck,) = list_own_decks()
    problem = deck.problems[0]
    assert deck.manifest is None and problem.code == "yaml"
    assert problem.line is not None and problem.file and problem.file.endswith("deck.yaml")
    text = deck_problem_text(problem, str(deck.folder))
    assert text.startswith(f"deck.yaml:{problem.line}")
    # the deck is listed all the same, drawn as Italian cards
    assert deck.stand_in == "neapolitan"


def test_a_manifest_with_an_unknown_key_suggests_the_right_one() -> None:
    make_deck(manifest="name: Mine\nsuits: italian\nlicense: CC0\n")
    (deck,) = list_own_decks()
    (problem,) = deck.problems
    assert problem.code == "unknown_key" and problem.line == 3
    text = deck_problem_text(problem, str(deck.folder))
    assert "deck.yaml:3" in text and "licence" in text


def test_a_manifest_with_wrong_types_says_what_is_allowed() -> None:
    make_deck(manifest="name: [1, 2]\nsuits: tarot\nlicence: CC0\n")
    (deck,) = list_own_decks()
    keys = {p.key: p for p in deck.problems}
    assert {"name", "suits"} <= set(keys)
    suits = deck_problem_text(keys["suits"], str(deck.folder))
    assert "deck.yaml:2" in suits and "italian, spanish, french" in suits


def test_a_deck_without_a_manifest_is_listed_with_what_it_needs() -> None:
    folder = make_deck()
    (folder / "deck.yaml").unlink()
    (deck,) = list_own_decks()
    assert _codes(deck) == ["missing_manifest"] and deck.title == "nonna"
    assert "name, suits" in deck_problem_text(deck.problems[0], str(folder))


def test_reading_a_deck_changes_and_deletes_nothing() -> None:
    folder = make_deck(manifest="name: [")
    (folder / "1B.png").write_bytes(b"junk")
    before = sorted((p.name, p.read_bytes()) for p in folder.iterdir())
    list_own_decks()
    CardArt("own:nonna").preload(SIZE)
    assert sorted((p.name, p.read_bytes()) for p in folder.iterdir()) == before


# -- in the menus, the settings and the saves --------------------------------------------


def _deck_choice(scene) -> Choice:
    return next(r.widgets[0] for r in scene.rows if r.label == i18n.t("deck"))


def test_settings_and_new_match_list_own_decks_with_their_problems(app: App) -> None:
    make_deck()
    make_deck("broken", leave_out=("7D",))
    app.push(SettingsScreen(app))
    screen = app.top
    options = dict(_deck_choice(screen).options)
    assert options["own:nonna"] == "Nonna's cards (your own)"
    assert "own:broken" in options
    screen.change("deck", "own:broken")
    assert isinstance(app.top, SettingsScreen)
    notes = [r.label for r in app.top.rows if r.note]
    assert any("7D" in n and "built-in" in n for n in notes)
    screen.change("deck", "own:nonna")
    notes = [r.label for r in app.top.rows if r.note]
    assert any("licence: CC0" in n for n in notes)
    app.run_frames(2)
    setup = NewMatch(app)
    app.push(setup)
    assert "own:nonna" in dict(_deck_choice(setup).options)
    assert setup.deck == "own:nonna"  # the setting is taken up


def test_settings_keep_an_own_deck_and_refuse_a_path() -> None:
    save_settings(Settings(deck="own:nonna"))
    assert load_settings()[0].deck == "own:nonna"
    text = settings_path().read_text().replace("deck: own:nonna", "deck: own:../../etc")
    settings_path().write_text(text)
    settings, problems = load_settings()
    assert settings.deck == "auto"
    assert any("deck" in p and "own:NAME" in p for p in problems)


def test_a_save_with_an_own_deck_reloads_it(app: App) -> None:
    make_deck()
    game = played_game()
    path = saves.save_match(game, saves.MatchSetup(["human", "cpu:easy"], deck="own:nonna"))
    saved = saves.read_save(path)
    assert saved.setup.deck == "own:nonna"
    config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:easy"], deck=saved.setup.deck)
    table = TableScene(app, config, game=saved.game)
    assert table.deck == "own:nonna"
    table.images.face(Card.parse("7D"), SIZE)
    settle()
    face = table.images.face(Card.parse("7D"), SIZE)
    assert face.get_at((40, 65))[:3] == (200, 30, 120)


def test_a_save_naming_a_deck_that_is_gone_falls_back_with_a_notice(app: App) -> None:
    game = played_game()
    path = saves.save_match(game, saves.MatchSetup(["human", "cpu:easy"], deck="own:gone"))
    saved = saves.read_save(path)
    assert saved.setup.deck == "own:gone"
    config = MatchConfig(Rules.preset("scopa"), ["human", "cpu:easy"], deck=saved.setup.deck)
    table = TableScene(app, config, game=saved.game)
    assert table.deck == "neapolitan" and config.deck == "neapolitan"
    assert table.notice is not None and "gone" in table.notice.text
    assert "no longer" in table.notice.text


def test_the_game_starts_with_a_broken_deck_chosen() -> None:
    folder = make_deck("broken", manifest="suits: 7\n", leave_out=tuple(CARD_NAMES[:20]))
    (folder / "back.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 40)
    save_settings(Settings(deck="own:broken"))
    i18n.set_language("en")
    settings, problems = load_settings()
    assert problems == []
    started = App(None, size=(1280, 800), settings=settings)
    try:
        started.run_frames(2)
        started.push(NewMatch(started))
        started.run_frames(2)
        assert started.top.deck == "own:broken"
        art = CardArt("own:broken")
        for card in CARDS:
            assert art.face(card, SIZE).get_size() == SIZE
        assert art.back(SIZE).get_size() == SIZE
    finally:
        started.close()


def test_the_sicilian_fante_is_the_donna_in_italian() -> None:
    """The Sicilian deck draws its 8 as a woman, and Italian players call her the Donna; the
    other languages keep their usual names, and the sentences give her the feminine article."""
    from scopa.words.cards import card_phrase, rank_name, rank_plural

    queen = Card.parse("8C")
    assert card_name(queen, "siciliane", "it") == "Donna di Coppe"
    assert card_phrase(queen, "siciliane", "it") == "la Donna di Coppe"
    assert card_phrase(queen, "siciliane", "it", "to") == "alla Donna di Coppe"
    assert card_name(queen, "siciliane", "en") == "Jack of Cups"
    assert card_name(queen, "neapolitan", "it") == "Fante di Coppe"
    assert rank_name(9, "siciliane", "it") == "Cavallo"
    assert rank_plural(8, "siciliane", "it") == "Donne"
