"""A heavy deck of the player's own never freezes the table.

An outside review found that 41 SVG cards of 1.9 MB each (under the 2 MB a card's file may
hold) froze single frames for seconds: the window's own thread rasterized them. Now a player's
cards are drawn by a worker process, each within a time bound (killed when over), the game's
own card shown until one comes back or for good when it is over the bound; a deck whose first
cards all take too long is given up; the deck screen says which cards fell back and why.
"""

from __future__ import annotations

import io
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from scopa import Rules
from scopa.core.cards import Card
from scopa.store.own_decks import CARD_NAMES, decks_dir, find_own_deck
from scopa.store.settings import Settings
from scopa.ui import gallery, i18n, own_drawing
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.art import CardArt
from scopa.ui.decks import own_deck_note
from scopa.ui.own_drawing import DRAWER, Worker, deck_key
from scopa.ui.scenes.menu import MainMenu
from scopa.ui.scenes.settings_screen import SettingsScreen
from tests.helpers import click, press

PINK = (200, 30, 120)
MANIFEST = "name: Nonna's cards\nsuits: italian\nlicence: CC0\n"
HEAVY_BYTES = 1_900_000  # under the 2 MB limit of a card's file
# seconds a poll waits for the drawer, however busy the machine: each card over the bound
# kills its worker, and a new one (at a lower priority) can be slow to start on a loaded one
DEADLINE = 420.0


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def heavy() -> bytes:
    """An SVG card just under 2 MB that takes seconds to draw at any size: many shapes, each
    blurred and filled with a gradient."""
    rng = random.Random(7)
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 650" width="400" height="650">'
        '<defs><filter id="b"><feGaussianBlur stdDeviation="9"/></filter>'
        '<radialGradient id="g"><stop offset="0" stop-color="#c13"/>'
        '<stop offset="1" stop-color="#13c" stop-opacity="0.4"/></radialGradient></defs>'
    ]
    size = len(parts[0])
    while size < HEAVY_BYTES - 200:
        points = " ".join(f"{rng.randint(0, 400)},{rng.randint(0, 650)}" for _ in range(12))
        shape = f'<polygon points="{points}" fill="url(#g)" filter="url(#b)" opacity="0.3"/>'
        parts.append(shape)
        size += len(shape)
    parts.append("</svg>")
    return "".join(parts).encode()


def make_deck(name: str, heavy: bytes, heavy_cards: tuple[str, ...]) -> Path:
    """A deck folder: ``heavy_cards`` as the heavy SVG, the others plain pink PNGs."""
    folder = decks_dir() / name
    folder.mkdir(parents=True)
    (folder / "deck.yaml").write_text(MANIFEST)
    pink = pygame.Surface((40, 65))
    pink.fill(PINK)
    for card in CARD_NAMES:
        if card in heavy_cards:
            (folder / f"{card}.svg").write_bytes(heavy)
        else:
            pygame.image.save(pink, str(folder / f"{card}.png"))
    return folder


def poll(app: App, done, what: str) -> None:
    """Play frames until ``done()`` holds (a generous deadline: the machine may be busy)."""
    end = time.monotonic() + DEADLINE
    while not done():
        assert time.monotonic() < end, f"still waiting for {what}"
        app.run_frames(5)


def pink_pixels(surface: pygame.Surface) -> int:
    return pygame.mask.from_threshold(surface, PINK, (2, 2, 2, 255)).count()


def spy_on_drawing(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every SVG rasterized and image decoded in this process: (thread, bytes)."""
    calls: list[tuple[str, int]] = []
    real_svg, real_load = pygame.image.load_sized_svg, pygame.image.load

    def seen(file: object) -> int:
        return len(file.getvalue()) if isinstance(file, io.BytesIO) else -1

    def svg(file, size):
        calls.append((threading.current_thread().name, seen(file)))
        return real_svg(file, size)

    def load(file, *args):
        calls.append((threading.current_thread().name, seen(file)))
        return real_load(file, *args)

    monkeypatch.setattr(pygame.image, "load_sized_svg", svg)
    monkeypatch.setattr(pygame.image, "load", load)
    return calls


def test_a_heavy_deck_is_never_drawn_by_the_window_and_is_given_up(
    monkeypatch: pytest.MonkeyPatch, heavy: bytes
) -> None:
    assert DRAWER.wait_idle(DEADLINE)  # what earlier tests asked of the drawer is done
    monkeypatch.setattr(DRAWER, "limit", 0.3)  # the heavy card takes seconds
    folder = make_deck("heavy", heavy, CARD_NAMES)
    own = find_own_deck("own:heavy")
    assert own is not None and len(own.images) == 41
    calls = spy_on_drawing(monkeypatch)
    kills: list[bool] = []
    stop = Worker.stop

    def stopped(self: Worker, kill: bool = False) -> None:
        kills.append(kill and self.process is not None)
        stop(self, kill)

    monkeypatch.setattr(Worker, "stop", stopped)
    config = MatchConfig(
        Rules.preset("scopa"), ["human", "cpu:random"], seed=3, demo=True, deck="own:heavy"
    )
    app = App(config, size=(1280, 800))
    try:
        key = deck_key(folder, own.images)
        poll(app, lambda: DRAWER.deck_given_up(key) is not None, "the deck to be given up")
        app.run_frames(30)  # the table goes on with the game's own cards
        assert DRAWER.wait_idle(DEADLINE)
        app.run_frames(5)
        # nothing of the deck was drawn in this process (the built-in stand-ins were)
        assert [c for c in calls if c[1] >= HEAVY_BYTES // 2] == []
        assert any(c[0] == "MainThread" for c in calls)
        # each card over the bound was stopped by killing its worker
        assert kills.count(True) >= 3
        art = app.table.images.art
        assert isinstance(art, CardArt) and art.own_drawn == set()
        built_in = CardArt("neapolitan")
        for card in (Card.parse("7D"), Card.parse("1S")):
            assert pygame.image.tobytes(art.face(card, (80, 130)), "RGBA") == (
                pygame.image.tobytes(built_in.face(card, (80, 130)), "RGBA")
            )
        slow = DRAWER.deck_given_up(key) or []
        assert len(slow) == 3 and all(name.endswith(".svg") for name in slow)
        text, problem = own_deck_note("own:heavy") or ("", False)
        assert problem and "take too long to draw" in text and "not tried" in text
        assert "41 cards are shown as the game's own" in text
        assert ", ".join(slow) in text
        assert len(art.failed) == 41
    finally:
        app.close()


def test_a_card_over_the_bound_falls_back_and_the_deck_screen_says_why(
    monkeypatch: pytest.MonkeyPatch, heavy: bytes, tmp_path: Path
) -> None:
    monkeypatch.setattr(DRAWER, "limit", 0.5)  # the heavy card takes seconds, a PNG less
    make_deck("nonna", heavy, ("7D",))
    app = App(None, size=(1280, 800), settings=Settings(deck="own:nonna"))
    try:
        app.run_frames(2)
        assert isinstance(app.top, MainMenu)
        settings = next(b for b in app.top.buttons if b.label == i18n.t("menu_settings"))
        click(settings.rect.center)
        app.run_frames(1)
        screen = app.top
        assert isinstance(screen, SettingsScreen)

        def note() -> str:
            return " ".join(r.label for r in app.top.rows if r.note)  # type: ignore[attr-defined]

        assert "Checking that its cards draw" in note()
        poll(app, lambda: "7D.svg" in note() and "Checking" not in note(), "the deck's check")
        text = note()
        assert "7D.svg takes too long to draw; the game's own card is shown" in text
        assert "Nonna's cards" in text
        app.screenshot(tmp_path / "deck-screen.png")
        assert (tmp_path / "deck-screen.png").stat().st_size > 0
        for lang, said in (
            ("it", "7D.svg richiede troppo tempo per essere disegnata"),
            ("es", "7D.svg tarda demasiado en dibujarse"),
        ):
            for _ in i18n.languages():  # the language row has the focus: on to ``lang``
                if i18n.language() == lang:
                    break
                press(app, pygame.K_RIGHT)
            app.run_frames(1)
            assert said in note()
        # the other cards drew; at the table the 7D is the game's own
        monkeypatch.setattr(DRAWER, "limit", own_drawing.CARD_LIMIT)  # the 7D stays slow
        art = CardArt("own:nonna")
        art.face(Card.parse("7D"), (80, 130))
        art.face(Card.parse("6D"), (80, 130))
        assert DRAWER.wait_idle(DEADLINE)
        assert pink_pixels(art.face(Card.parse("7D"), (80, 130))) == 0
        assert pink_pixels(art.face(Card.parse("6D"), (80, 130))) == 80 * 130
        assert "7D.svg" in " ".join(art.failed) and len(art.failed) == 1
    finally:
        app.close()


def test_a_good_deck_shows_its_own_cards_once_drawn(heavy: bytes) -> None:
    make_deck("nonna", heavy, ())
    config = MatchConfig(
        Rules.preset("scopa"), ["human", "cpu:random"], seed=5, demo=True, deck="own:nonna"
    )
    with DRAWER._worker_lock:  # the worker held up: no card of the deck can come back yet
        app = App(config, size=(1280, 800), settings=Settings(capture_values="on"))
        app.run_frames(3)  # the frames ask for the cards, and show the game's own meanwhile
        assert pink_pixels(app.screen) == 0
    try:
        art = app.table.images.art
        assert isinstance(art, CardArt)
        poll(app, lambda: len(art.own_drawn) >= 5, "the deck's cards")
        assert DRAWER.wait_idle(DEADLINE)
        app.run_frames(3)
        assert pink_pixels(app.screen) > 5 * 40 * 65  # the hands, the table, the backs
        assert art.failed == []
        hand = app.table.model.view.hand
        assert hand
        size = app.table._sizes()[0]  # the hand's cards, with their capture values
        images = app.table.images
        first = [images.face(card, size) for card in hand]  # kept, where not drawn yet
        assert DRAWER.wait_idle(DEADLINE)
        app.run_frames(1)
        for card, before in zip(hand, first, strict=True):  # the copies follow the faces
            assert pink_pixels(images.face(card, size)) > size[0] * size[1] * 0.8, card
            assert images.face(card, size) is not before or pink_pixels(before) > 0
    finally:
        app.close()


def test_without_a_process_of_their_own_the_cards_are_drawn_on_the_drawers_thread(
    monkeypatch: pytest.MonkeyPatch, heavy: bytes
) -> None:
    def no_processes(method: str) -> object:
        raise OSError("no processes here")

    monkeypatch.setattr(own_drawing.multiprocessing, "get_context", no_processes)
    monkeypatch.setattr(DRAWER, "worker", Worker())
    make_deck("nonna", heavy, ())
    calls = spy_on_drawing(monkeypatch)
    art = CardArt("own:nonna")
    art.face(Card.parse("7D"), (80, 130))
    assert DRAWER.wait_idle(DEADLINE)
    assert DRAWER.worker.broken and DRAWER.worker.started == 0
    assert pink_pixels(art.face(Card.parse("7D"), (80, 130))) == 80 * 130
    png = (decks_dir() / "nonna" / "7D.png").stat().st_size
    assert [name for name, n in calls if n == png] == [own_drawing.THREAD]  # off the window


class _Clock:
    """A worker stand-in that says which cards are over the bound, without drawing."""

    def __init__(self, slow: set[str]) -> None:
        self.slow = slow
        self.process = None

    def draw(self, kind: str, data: bytes, size: tuple[int, int], limit: float) -> bytes:
        if data.decode() in self.slow:
            raise own_drawing.TooSlow
        return b"\0" * (size[0] * size[1] * 4)

    def stop(self, kill: bool = False) -> None:
        pass


def test_a_deck_is_given_up_after_its_first_three_slow_cards_or_any_eight() -> None:
    drawer = own_drawing.Drawer()

    def run(deck: str, cards: list[str], slow: set[str]) -> list[str]:
        drawer.worker = _Clock(slow)  # type: ignore[assignment]
        outcome = []
        for card in cards:
            try:
                drawer.draw((deck,), (f"/{deck}/{card}.svg", 1, 1), "svg", card.encode(), (4, 6))
                outcome.append("drawn")
            except own_drawing.TooSlow:
                outcome.append(drawer.verdict((f"/{deck}/{card}.svg", 1, 1))[0])  # type: ignore[index]
        return outcome

    cards = [f"{rank}D" for rank in range(1, 11)]
    # the first three tried all too slow: the rest is not tried
    assert run("a", cards, set(cards)) == ["slow"] * 3 + ["skipped"] * 7
    assert drawer.deck_given_up(("a",)) == ["1D.svg", "2D.svg", "3D.svg"]
    # one drawn among the first: tried on till eight are too slow
    assert run("b", cards, set(cards[1:])) == ["drawn"] + ["slow"] * 8 + ["skipped"]
    assert drawer.deck_given_up(("b",)) is not None and drawer.deck_given_up(("a", 1)) is None
    # a card drawn small after being too slow large stays slow
    drawer.judge(("/b/2D.svg", 1, 1), own_drawing.DRAWN)
    assert drawer.verdict(("/b/2D.svg", 1, 1)) == ("slow", "")


def test_the_gallery_of_a_deck_of_ones_own_waits_for_its_cards(
    heavy: bytes, tmp_path: Path
) -> None:
    """``scopa --gallery --deck own:NAME`` (its own process, started as players start it)
    draws the deck's sheet with the deck's cards, drawn by the worker it starts in turn."""
    make_deck("nonna", heavy, ())
    root = Path(__file__).resolve().parent.parent
    command = [sys.executable, str(root / "main.py"), "--gallery", "--deck", "own:nonna"]
    done = subprocess.run(
        [*command, "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=DEADLINE * 2,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    sheet = pygame.image.load(str(tmp_path / "cards-own-nonna.png"))
    width, height = gallery.CARD
    assert pink_pixels(sheet) >= 41 * width * height  # the 40 faces and the back
