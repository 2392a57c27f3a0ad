"""The French-suited decks' 52 faces: pips 1-10 and the J, Q, K at ranks 11-13.

Seed 001 (shared/seeds/001_94fa44a64c2c1dd4.txt, its paragraphs on the French deck): the
40-card "Milanese" deck is the 52 without its 8s, 9s and 10s, with the Jack worth 8, the
Queen 9 and the King 10; the 52-card game for eight counts the Jacks 11, the Queens 12 and
the Kings 13 (VARIANTS.md, section 7). So the French art holds 52 faces and a 40-card game
shows its 8, 9, 10 as the faces 11, 12, 13.
"""

from __future__ import annotations

import importlib.util
import itertools
import logging
import sys
from pathlib import Path

import pygame
import pytest

from scopa.core.cards import CARDS, SUITS, Card
from scopa.core.names import DECKS
from scopa.resources import cards_dir
from scopa.ui import art as art_module
from scopa.ui import gallery
from scopa.ui.art import CardArt
from scopa.ui.decks import Face, art_faces, art_index, art_rank, deck_art, shows_game
from scopa.ui.gallery import write_gallery
from tests.helpers import make_deck, settle

ROOT = Path(__file__).resolve().parent.parent
FRENCH = ("french", "french_four_colour")
FORTY = tuple(deck for deck in DECKS if deck not in FRENCH)


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _layouts():
    """tools/_layouts.py, imported by path (tools/ is not a package)."""
    tools = str(ROOT / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    spec = importlib.util.spec_from_file_location("_layouts", ROOT / "tools" / "_layouts.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_french_decks_hold_52_faces_and_the_others_40():
    for deck in DECKS:
        files = {p.stem for p in (cards_dir() / deck).glob("*.svg")}
        faces = {face.name for face in art_faces(deck)}
        assert files == faces | {"back"}, deck
        assert len(faces) == (52 if deck in FRENCH else 40), deck
    assert {"8S", "9S", "10S", "11S", "12S", "13S"} <= {f.name for f in art_faces("french")}
    assert Face(13, "clubs").name == "13B" and Face(1, "coins").name == "1D"


def test_the_indices_read_a_2_to_10_and_j_q_k():
    assert [art_index("french", r) for r in range(1, 14)] == [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ]  # fmt: skip
    # the 40-card decks print what they printed before: the Spanish figures 10, 11, 12
    assert [art_index("spanish", r) for r in (1, 8, 9, 10)] == ["1", "10", "11", "12"]
    assert [art_index("neapolitan", r) for r in (1, 7, 10)] == ["A", "7", "10"]


def test_a_40_card_game_shows_its_figures_as_the_courts():
    """Seed 001: in the 40-card Milanese deck the Jack counts 8, the Queen 9, the King 10."""
    for deck in FRENCH:
        assert [art_rank(deck, r) for r in range(1, 11)] == [1, 2, 3, 4, 5, 6, 7, 11, 12, 13]
        assert art_rank(deck, 11) is None and art_rank(deck, 0) is None
        assert shows_game(deck) and shows_game(deck, 13)
    for deck in FORTY:  # the Italian and Spanish decks keep their 40 faces, figures 8-10
        assert [art_rank(deck, r) for r in range(1, 11)] == list(range(1, 11))
        assert deck_art(deck).ranks == 10 and deck_art(deck).courts == (8, 9, 10)
        assert shows_game(deck) and not shows_game(deck, 13)


def test_a_52_card_game_shows_every_face_as_it_is_numbered():
    """VARIANTS.md section 7: J = 11, Q = 12, K = 13 in the 52-card game."""
    for deck in FRENCH:
        assert [art_rank(deck, r, 13) for r in range(1, 14)] == list(range(1, 14))
    # a 40-card deck has no 8, 9, 10 for it; its figures still show the 52's courts
    assert [art_rank("neapolitan", r, 13) for r in (7, 8, 10, 11, 12, 13)] == [
        7, None, None, 8, 9, 10,
    ]  # fmt: skip


@pytest.mark.parametrize("deck", FRENCH)
def test_the_40_card_game_draws_the_courts_and_caches_them_by_file(deck: str):
    art = CardArt(deck)
    size = (80, 130)
    for rank, shown in ((7, 7), (8, 11), (9, 12), (10, 13)):
        for suit in SUITS:
            card = Card(rank, suit)
            assert art.name_of(card) == Face(shown, suit).name
            assert _bytes(art.face(card, size)) == _bytes(art.art_face(shown, suit, size))
    folder = art_module.cache_dir() / "cards" / deck / "80x130"
    cached = {p.name.split("-")[0] for p in folder.iterdir()}
    assert {"7S", "11S", "12S", "13S"} <= cached and "8S" not in cached
    assert art.rasterized == 16  # each face drawn once, whichever way it was asked for


def test_a_52_card_game_shows_the_pip_8_where_a_40_card_game_shows_the_jack():
    forty, fifty_two = CardArt("french"), CardArt("french", game_ranks=13)
    eight = Card.parse("8S")
    assert fifty_two.name_of(eight) == "8S" and forty.name_of(eight) == "11S"
    assert _bytes(fifty_two.face(eight, (80, 130))) == _bytes(
        forty.art_face(8, "swords", (80, 130))
    )
    assert _bytes(fifty_two.face(eight, (80, 130))) != _bytes(forty.face(eight, (80, 130)))


def test_preloading_draws_what_the_game_shows(caplog):
    caplog.set_level(logging.WARNING)
    art = CardArt("french")
    art.preload((60, 98))
    assert art.rasterized == 41  # 40 faces (1-7 and the courts) and the back
    assert not caplog.records


@pytest.mark.parametrize("deck", FRENCH)
def test_no_two_of_the_52_faces_look_the_same(deck: str, caplog):
    caplog.set_level(logging.WARNING)
    art = CardArt(deck)
    images = {_bytes(art.art_face(f.rank, f.suit, (80, 130))) for f in art_faces(deck)}
    images.add(_bytes(art.back((80, 130))))
    assert len(images) == 53
    assert not caplog.records, "no face fell back to the plain drawing"


def test_the_pips_of_8_9_10_stand_on_the_anglo_french_grid():
    """Seed 001 plays the 52-card French deck: its 8 is the 6 with a pip above and below
    the middle, the 9 and 10 two columns of four with one middle pip or two."""
    grid = _layouts().FRENCH
    for rank in range(2, 11):
        spots = grid[rank]
        assert len(spots) == len(set(spots)) == rank
        # a half turn maps the layout onto itself (the 7's odd pip is the one exception)
        if rank != 7:
            turned = {(round(400 - x, 1), round(650 - y, 1)) for x, y in spots}
            assert turned == {(round(x, 1), round(y, 1)) for x, y in spots}, rank
        assert all(80 <= x <= 320 and 120 <= y <= 530 for x, y in spots), rank
    for rank in (9, 10):
        rows = sorted({y for x, y in grid[rank] if x != 200})
        steps = [b - a for a, b in itertools.pairwise(rows)]
        assert len(rows) == 4 and max(steps) - min(steps) < 0.5  # evenly spaced
    middles = sorted(y for x, y in grid[10] if x == 200)
    rows = sorted({y for x, y in grid[10] if x != 200})
    halves = [(rows[0] + rows[1]) / 2, (rows[2] + rows[3]) / 2]
    assert middles == [pytest.approx(y, abs=0.5) for y in halves]
    assert sorted(y for x, y in grid[8] if x == 200) == [237.5, 412.5]
    assert [p for p in grid[9] if p[0] == 200] == [(200, 325)]


def _pip_blobs(face: pygame.Surface) -> tuple[int, pygame.Rect]:
    """How many separate pips the middle of a face holds, and the box round all of them
    (the middle: the card without its border and the index corners)."""
    w, h = face.get_size()
    middle = pygame.Rect(round(w * 0.18), round(h * 0.05), round(w * 0.64), round(h * 0.9))
    part = face.subsurface(middle).copy()
    paper = part.get_at((2, 2))
    ink = pygame.mask.from_threshold(part, paper, (40, 40, 40, 255))
    ink.invert()
    blobs = [c for c in ink.connected_components() if c.count() > 4]
    box = blobs[0].get_bounding_rects()[0].unionall([b.get_bounding_rects()[0] for b in blobs[1:]])
    return len(blobs), box.move(middle.topleft)


@pytest.mark.parametrize("deck", FRENCH)
@pytest.mark.parametrize("size", [(120, 195), (240, 390)])
def test_the_pips_stand_apart_inside_the_card(deck: str, size: tuple[int, int]):
    """At table size and twice it, each pip of the 2-10 is a shape of its own (none touches
    another) and they all lie inside the card, clear of the corner indices."""
    art = CardArt(deck)
    w, h = size
    for rank in range(2, 11):
        for suit in SUITS:
            count, box = _pip_blobs(art.art_face(rank, suit, size))
            assert count == rank, f"{deck} {rank}{suit}: {count} shapes"
            assert box.left > w * 0.18 and box.right < w * 0.82, (rank, suit, box)
            assert box.top > h * 0.05 and box.bottom < h * 0.95, (rank, suit, box)


@pytest.mark.parametrize("deck", FRENCH)
def test_the_10s_index_stands_inside_the_border(deck: str):
    """The two digits of the "10" are drawn as far from the edge as the other indices."""
    art = CardArt(deck)
    size = (240, 390)

    def ink(rank: int) -> pygame.Rect:
        """The box round the index's digits (drawn in the suit's red, unlike the border)."""
        face = art.art_face(rank, "cups", size)
        corner = face.subsurface(pygame.Rect(0, 0, 60, 50)).copy()
        red = pygame.mask.from_threshold(corner, (207, 31, 46, 255), (60, 60, 60, 255))
        rects = red.get_bounding_rects()
        return rects[0].unionall(rects[1:])

    for rank in range(2, 10):
        assert ink(10).left >= ink(rank).left - 8, rank
        assert ink(10).top == pytest.approx(ink(rank).top, abs=2), rank
    assert ink(10).left >= 8  # the border's line ends 4 px in at this size
    assert ink(10).right < 50


def test_the_gallery_shows_all_52_faces(tmp_path: Path):
    assert write_gallery(deck="french", out=tmp_path) == 0

    def width(columns: int) -> int:
        return gallery.SIDE + columns * (gallery.CARD[0] + gallery.GAP) + gallery.GAP

    sheet = pygame.image.load(str(tmp_path / "cards-french.png"))
    assert sheet.get_width() == width(13)
    faces = pygame.image.load(str(tmp_path / "art" / "french-52.png"))
    assert faces.get_width() == width(13)
    assert write_gallery(deck="neapolitan", out=tmp_path) == 0
    assert not (tmp_path / "art" / "neapolitan-40.png").exists()
    assert pygame.image.load(str(tmp_path / "cards-neapolitan.png")).get_width() == width(10)


def test_an_old_raster_under_a_name_that_now_means_another_face_is_not_shown(tmp_path, monkeypatch):
    """8S.svg was the Jack of spades and is now the pip 8: a raster cached for the old file
    is never shown for the new one (the cache is keyed on the file's name and its SVG)."""
    folder = tmp_path / "french"
    folder.mkdir()
    jack = (cards_dir() / "french" / "11S.svg").read_bytes()
    eight = (cards_dir() / "french" / "8S.svg").read_bytes()
    (folder / "8S.svg").write_bytes(jack)
    monkeypatch.setattr(art_module, "cards_dir", lambda: tmp_path)
    old = CardArt("french", game_ranks=13).face(Card.parse("8S"), (80, 130))
    (folder / "8S.svg").write_bytes(eight)
    new_art = CardArt("french", game_ranks=13)
    new = new_art.face(Card.parse("8S"), (80, 130))
    assert new_art.rasterized == 1
    assert _bytes(new) != _bytes(old)
    assert _bytes(new) == _bytes(art_module.rasterize(eight, (80, 130)))
    cached = list((art_module.cache_dir() / "cards" / "french" / "80x130").glob("8S-*"))
    assert len(cached) == 1


def test_a_missing_court_file_falls_back_to_a_plain_card_with_its_letter(tmp_path, monkeypatch):
    (tmp_path / "french").mkdir()
    monkeypatch.setattr(art_module, "cards_dir", lambda: tmp_path)
    art = CardArt("french")
    face = art.face(Card.parse("8C"), (120, 195))
    assert face.get_size() == (120, 195)
    assert pygame.mask.from_surface(face).count() > 120 * 195 // 2
    assert art._label("11C", Card.parse("8C")) == ("J", "cups")
    assert art._label("10C", None) == ("10", "cups")
    assert all(art.name_of(card).endswith(str(card)[-1]) for card in CARDS)


def test_a_52_card_game_preloads_all_52_faces(caplog):
    caplog.set_level(logging.WARNING)
    art = CardArt("french", game_ranks=13)
    art.preload((60, 98))
    assert art.rasterized == 53  # 52 faces and the back
    assert not caplog.records


def test_a_french_deck_of_ones_own_stands_in_with_the_built_in_courts():
    """A player's own French deck names its 40 cards as the game does (8D its Jack); a card
    it lacks is drawn by the built-in French deck's face for that card: the Jack, 11D."""

    make_deck("carte", "name: Mine\nsuits: french\nlicence: mine\n", leave_out=("8D", "7D"))
    art = CardArt("own:carte")
    built_in = CardArt("french")
    size = (80, 130)
    for name, face in (("8D", 11), ("7D", 7)):
        assert _bytes(art.face(name, size)) == _bytes(built_in.art_face(face, "coins", size))
    assert _bytes(art.art_face(8, "coins", size)) == _bytes(built_in.art_face(11, "coins", size))
    art.face("9D", size)  # asked for: drawn away from the window, the built-in card till then
    settle()
    own = art.face("9D", size)  # its own Queen, a plain PNG of one colour
    assert own.get_at((40, 65))[:3] == (200, 30, 120)
    # in a 52-card game the deck has no 8, 9, 10 of its own: the built-in pips stand in,
    # and its own 8, 9, 10 (its Jack, Queen, King) show the game's 11, 12, 13
    wide = CardArt("own:carte", game_ranks=13)
    assert wide.name_of(Card.parse("9D")) == "game-9D"
    assert _bytes(wide.face("9D", size)) == _bytes(built_in.art_face(9, "coins", size))
