"""Card art: every SVG within the loader's limits, rasterized, cached, and never a crash."""

from __future__ import annotations

import importlib.util
import logging
import re
import sys
import threading
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pygame
import pytest

from scopa.core.cards import CARDS, Card
from scopa.core.names import DECKS
from scopa.resources import cards_dir
from scopa.ui import art as art_module
from scopa.ui.art import CardArt, capture_badge, rasterize
from scopa.ui.gallery import write_gallery

SIZES = [(80, 130), (120, 195), (240, 390)]
NAMES = [str(card) for card in CARDS] + ["back"]
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def _svg_files(deck: str) -> dict[str, bytes]:
    folder = cards_dir() / deck
    return {name: (folder / f"{name}.svg").read_bytes() for name in NAMES}


def _make_cards():
    """The generator in tools/, imported by path (tools/ is not a package)."""
    path = ROOT / "tools" / "make_cards.py"
    spec = importlib.util.spec_from_file_location("make_cards", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_cards"] = module
    spec.loader.exec_module(module)
    return module


def test_each_deck_has_forty_faces_and_a_back():
    for deck in DECKS:
        names = {p.name for p in (cards_dir() / deck).iterdir() if p.name.endswith(".svg")}
        assert {f"{n}.svg" for n in NAMES} <= names


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("size", SIZES)
def test_every_card_rasterizes(deck: str, size: tuple[int, int], caplog):
    caplog.set_level(logging.WARNING)
    art = CardArt(deck)
    for card in CARDS:
        assert art.face(card, size).get_size() == size
    assert art.back(size).get_size() == size
    assert art.rasterized == 41
    assert not caplog.records, "no card fell back to the plain drawing"


@pytest.mark.parametrize("deck", DECKS)
def test_no_two_faces_look_the_same(deck: str):
    art = CardArt(deck)
    images = {pygame.image.tobytes(art.face(card, (80, 130)), "RGBA") for card in CARDS}
    images.add(pygame.image.tobytes(art.back((80, 130)), "RGBA"))
    assert len(images) == 41


FORBIDDEN = re.compile(r"<\s*(text|use|clipPath|mask|pattern|filter|image|symbol|defs)\b", re.I)
COLOUR_ATTR = re.compile(r'(fill|stroke|stop-color)="([^"]*)"')
HEX = re.compile(r"#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3}|none")


SCALE = re.compile(r"scale\(([-\d.]+)(?:[ ,]+([-\d.]+))?\)")


def _stroke_widths(element: ET.Element, scale: float = 1.0) -> list[float]:
    """Every stroke's width on the card, through the scales of its transforms."""
    for match in SCALE.finditer(element.get("transform", "")):
        sx = float(match.group(1))
        sy = float(match.group(2) or sx)
        scale *= abs(sx * sy) ** 0.5
    widths = []
    if element.get("stroke", "none") != "none":
        widths.append(float(element.get("stroke-width", "1")) * scale)
    for child in element:
        widths += _stroke_widths(child, scale)
    return widths


@pytest.mark.parametrize("deck", DECKS)
def test_svgs_stay_within_what_the_loader_draws(deck: str):
    for name, data in _svg_files(deck).items():
        text = data.decode("utf-8")
        ET.fromstring(text)  # well formed
        assert 'viewBox="0 0 400 650"' in text, name
        assert not FORBIDDEN.search(text), f"{deck}/{name}: {FORBIDDEN.search(text)}"
        assert not re.search(r"rgba?\(|hsla?\(|currentColor|style=", text), name
        for attr, value in COLOUR_ATTR.findall(text):
            assert HEX.fullmatch(value), f"{deck}/{name}: {attr}={value!r} is not a hex colour"
        for width in _stroke_widths(ET.fromstring(text)):
            assert width >= 5.9, f"{deck}/{name}: a stroke {width:.1f} units wide washes out"


def test_generator_reproduces_the_committed_files(tmp_path: Path):
    make_cards = _make_cards()
    make_cards.generate(tmp_path)
    for deck in DECKS:
        generated = {p.name: p.read_bytes() for p in (tmp_path / deck).iterdir()}
        committed = {p.name: p.read_bytes() for p in (ROOT / "assets" / "cards" / deck).iterdir()}
        assert generated.keys() == committed.keys()
        changed = [name for name in generated if generated[name] != committed[name]]
        assert not changed, f"run tools/make_cards.py: {deck} differs in {changed[:5]}"


@pytest.mark.parametrize("deck", DECKS)
def test_backs_look_the_same_upside_down(deck: str):
    back = CardArt(deck).back((120, 195))
    turned = pygame.transform.rotate(back, 180)
    w, h = back.get_size()
    differing = 0
    for y in range(2, h - 2):
        for x in range(2, w - 2):
            a, b = back.get_at((x, y)), turned.get_at((x, y))
            if max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b)) > 60:
                differing += 1
    assert differing / (w * h) < 0.02


def test_missing_and_broken_art_falls_back_to_a_plain_card(tmp_path, monkeypatch, caplog):
    (tmp_path / "spanish").mkdir()
    (tmp_path / "spanish" / "7D.svg").write_text("<svg this is not")
    (tmp_path / "spanish" / "8D.svg").write_text("")
    monkeypatch.setattr(art_module, "cards_dir", lambda: tmp_path)
    caplog.set_level(logging.WARNING)
    art = CardArt("spanish")
    for name in ("7D", "8D", "1C"):
        face = art.face(name, (120, 195))
        assert face.get_size() == (120, 195)
        assert pygame.mask.from_surface(face).count() > 120 * 195 // 2
    assert art.back((120, 195)).get_size() == (120, 195)
    messages = " ".join(record.getMessage() for record in caplog.records)
    for name in ("7D.svg", "8D.svg", "1C.svg", "back.svg"):
        assert name in messages
    assert art.face("7D", (120, 195)) is art.face("7D", (120, 195))


def test_warm_start_rasterizes_no_svg(monkeypatch):
    first = CardArt("neapolitan")
    first.preload((100, 162))
    assert first.rasterized == 41

    def refuse(*_args, **_kwargs):
        raise AssertionError("a warm start must not rasterize an SVG")

    monkeypatch.setattr(pygame.image, "load_sized_svg", refuse)
    second = CardArt("neapolitan")
    second.preload((100, 162))
    assert second.rasterized == 0
    for card in CARDS[:5]:
        a, b = first.face(card, (100, 162)), second.face(card, (100, 162))
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_changed_art_replaces_the_cached_raster(tmp_path, monkeypatch):
    folder = tmp_path / "french"
    folder.mkdir()
    original = (cards_dir() / "french" / "7C.svg").read_bytes()
    (folder / "7C.svg").write_bytes(original)
    monkeypatch.setattr(art_module, "cards_dir", lambda: tmp_path)
    CardArt("french").face("7C", (80, 130))
    (folder / "7C.svg").write_bytes(original.replace(b"#cf1f2e", b"#1f2ecf"))
    again = CardArt("french")
    again.face("7C", (80, 130))
    assert again.rasterized == 1
    cached = list((art_module.cache_dir() / "cards" / "french" / "80x130").glob("7C-*"))
    assert len(cached) == 1


@pytest.mark.parametrize(
    "damage",
    ["empty", "foreign", "other_size", "truncated", "longer", "bomb", "directory"],
)
def test_a_damaged_cached_card_is_drawn_again(damage: str):
    """The raster cache is a file like any other: whatever lies there, the card is drawn
    from its SVG again and the file replaced, and nothing is read or inflated unbounded."""
    size = (80, 130)
    CardArt("french").face("7C", size)
    folder = art_module.cache_dir() / "cards" / "french" / "80x130"
    (cached,) = folder.glob("7C-*")
    good = cached.read_bytes()
    head = good[: len(art_module.RASTER_MAGIC) + 4]
    pixels = zlib.decompress(good[len(head) :])
    bad = {
        "empty": b"",
        "foreign": b"\x89PNG\r\n\x1a\n" + good[12:],
        "other_size": art_module.RASTER_MAGIC + b"\x00\x50\x00\x83" + good[len(head) :],
        "truncated": good[: len(good) // 2],
        "longer": head + zlib.compress(pixels + b"\xff" * 400, 1),
        "bomb": head + zlib.compress(b"\0" * 50_000_000, 9),
    }
    if damage == "directory":
        cached.unlink()
        cached.mkdir()
    else:
        cached.write_bytes(bad[damage])
    again = CardArt("french")
    face = again.face("7C", size)
    assert again.rasterized == 1
    assert pygame.image.tobytes(face, "RGBA") == pixels
    if damage != "directory":
        assert cached.read_bytes() == good  # replaced by a sound raster


def test_rasterize_gives_the_exact_size():
    data = (cards_dir() / "neapolitan" / "1D.svg").read_bytes()
    for size in [(120, 195), (241, 391), (99, 160), (150, 150)]:
        assert rasterize(data, size).get_size() == size


def test_works_with_a_display_too():
    pygame.display.set_mode((64, 64))
    try:
        face = CardArt("french").face(Card.parse("9S"), (60, 97))
        assert face.get_size() == (60, 97)
    finally:
        pygame.display.quit()


def test_capture_badge():
    face = CardArt("spanish").face("10B", (120, 195))
    before = pygame.image.tobytes(face, "RGBA")
    badged = capture_badge(face, 10)
    assert badged.get_size() == face.get_size()
    assert pygame.image.tobytes(face, "RGBA") == before, "the cached face is left untouched"
    assert pygame.image.tobytes(badged, "RGBA") != before
    overlays = {pygame.image.tobytes(capture_badge((80, 130), v), "RGBA") for v in range(1, 14)}
    assert len(overlays) == 13  # 11 to 13: the 52-card game's J, Q, K
    with pytest.raises(ValueError):
        capture_badge((80, 130), 14)


def test_unknown_deck_uses_the_neapolitan_cards(caplog):
    caplog.set_level(logging.WARNING)
    assert CardArt("tarot").deck == "neapolitan"
    assert "tarot" in caplog.text


def test_gallery_writes_a_contact_sheet(tmp_path: Path):
    assert write_gallery(deck="french", out=tmp_path) == 0
    sheet = pygame.image.load(str(tmp_path / "cards-french.png"))
    assert sheet.get_width() > 10 * 120
    assert write_gallery(deck="tarot", out=tmp_path) == 2


def test_the_game_draws_with_its_own_typeface_and_ships_its_licence() -> None:
    from scopa import resources
    from scopa.ui import text

    folder = resources.fonts_dir()
    assert "SIL OPEN FONT LICENSE Version 1.1" in (folder / "OFL.txt").read_text()
    regular, semibold = text.font(20), text.font(20, bold=True)
    assert regular is not semibold
    assert regular.get_height() > 0 and semibold.size("Escoba")[0] > 0
    # the typeface is the shipped one, not pygame's: its letters are as wide as Inter's
    inter = pygame.font.Font(str(folder / "Inter-Regular.otf"), round(20 * 0.6875))
    assert regular.size("The match") == inter.size("The match")


def test_preload_on_threads_draws_what_one_thread_draws():
    """The deck drawn on several threads (preload) is pixel for pixel the deck drawn card by
    card, and each card is rasterized once."""
    together = CardArt("spanish", cache_root=art_module.cache_dir() / "a")
    together.preload((90, 146))
    assert together.rasterized == 41
    alone = CardArt("spanish", cache_root=art_module.cache_dir() / "b")
    for card in CARDS:
        a, b = together.face(card, (90, 146)), alone.face(card, (90, 146))
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert together.rasterized == 41  # nothing drawn twice


def test_prepare_draws_ahead_and_play_takes_what_it_drew(monkeypatch):
    monkeypatch.setattr(art_module, "DRAW_AHEAD", True)
    art = CardArt("french")
    thread = art.prepare([(70, 114)])
    assert thread is not None
    thread.join()
    assert art.rasterized == 41

    def refuse(*_args, **_kwargs):
        raise AssertionError("a card drawn ahead is not drawn again")

    monkeypatch.setattr(pygame.image, "load_sized_svg", refuse)
    for card in CARDS:
        assert art.face(card, (70, 114)).get_size() == (70, 114)
    assert art.back((70, 114)).get_size() == (70, 114)
    assert art.prepare([(70, 114)]) is None  # all drawn: no thread


def test_a_closed_deck_stops_drawing_ahead(monkeypatch):
    monkeypatch.setattr(art_module, "DRAW_AHEAD", True)
    art = CardArt("neapolitan")
    started = threading.Event()
    release = threading.Event()
    real = art_module.rasterize

    def slow(svg: bytes, size: tuple[int, int]) -> pygame.Surface:
        started.set()
        release.wait(60)  # bounded, in case the test fails before releasing it
        return real(svg, size)

    monkeypatch.setattr(art_module, "rasterize", slow)
    thread = art.prepare([(60, 98)])
    assert thread is not None
    assert started.wait(60)
    art.close()
    release.set()
    thread.join()
    assert art.rasterized == 1  # the card under way finishes; no other is begun


def test_a_deck_that_prints_no_number_gets_one_in_its_top_left_corner() -> None:
    # the Neapolitan and Sicilian cards print no index: by default the table writes the value
    # in the top left corner, which a fanned hand leaves in view, on every card
    import pygame

    from scopa import Card
    from scopa.store.settings import Settings
    from scopa.ui.cards import CardImages, card_size, load_art

    pygame.init()
    for deck in ("neapolitan", "siciliane"):
        images = CardImages(load_art(deck))
        images.badges = Settings().capture_badges(deck)
        size = card_size(90)
        for text in ("5C", "6C", "10S"):
            card = Card.parse(text)
            plain = images.art.face(card, size)
            shown = images.face(card, size)
            assert images.badged(card)
            w, h = size
            left = pygame.Rect(0, 0, w // 3, h // 5)
            right = pygame.Rect(w - w // 3, 0, w // 3, h // 5)
            changed = [
                (x, y)
                for x in range(w)
                for y in range(h)
                if shown.get_at((x, y)) != plain.get_at((x, y))
            ]
            assert changed and all(left.collidepoint(p) for p in changed), (deck, text)
            assert not any(right.collidepoint(p) for p in changed)
