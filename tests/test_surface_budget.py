"""The surfaces the window keeps made (rendered words, the panels behind them) stay within a
budget of bytes over a long session: they come in ever new sizes (each last play, each
notice), and a bound on their count let two thousand of them hold tens of megabytes
(bench/render.py --long measures the whole window's memory)."""

from __future__ import annotations

from pathlib import Path

import pygame

from scopa.ui import text, widgets


def test_rendered_words_stay_within_their_budget_the_latest_kept() -> None:
    pygame.font.init()
    for i in range(1500):  # a long session's last plays, each in words of its own
        text.render(f"Marco played the Seven of Cups and took {i} cards", 40)
    cache = text._cache
    assert 0 < cache.bytes <= cache.budget
    assert cache.bytes == sum(cache.weight(s) for s in cache._kept.values())
    latest = text.render("Marco played the Seven of Cups and took 1499 cards", 40)
    assert (
        text._cache.get(
            ("Marco played the Seven of Cups and took 1499 cards", 40, text.LIGHT, True, False)
        )
        is latest
    )


def test_panels_stay_within_their_budget_and_one_in_use_is_kept() -> None:
    kept = widgets.panel((600, 200))
    for i in range(400):  # a panel of each size the words behind it took
        widgets.panel((300 + i, 120 + i % 40))
        assert widgets.panel((600, 200)) is kept  # drawn every frame: never made again
    assert widgets._panels.bytes <= widgets._panels.budget


def test_a_window_resized_through_many_sizes_keeps_few_cloths() -> None:
    from scopa.ui import felt

    for width in range(1200, 1920, 80):  # an edge dragged across the screen
        felt.felt((width, width * 9 // 16))
    assert felt._cache.bytes <= felt._cache.budget
    assert len(felt._cache) <= 4  # of the nine sizes it went through
    last = felt.felt((1840, 1035))
    assert felt.felt((1840, 1035)) is last  # the window's own size is drawn once


def test_dimming_darkens_in_place_as_black_laid_over_it_would() -> None:
    from scopa.ui.scenes import overlays

    target = pygame.Surface((64, 32))
    target.fill((200, 120, 40))
    overlays.dim(target, 150)
    expected = [round(c * (255 - 150) / 255) for c in (200, 120, 40)]
    got = target.get_at((10, 10))[:3]
    assert all(abs(g - e) <= 2 for g, e in zip(got, expected, strict=True)), (got, expected)
    assert not hasattr(overlays, "_dim")  # no window-sized surface kept for it


def test_a_badged_face_is_kept_once_its_plain_face_let_go_and_not_drawn_again_ahead(
    tmp_path: Path,
) -> None:
    """The Neapolitan deck shows a corner index on every face: the copy with the index is
    what the table draws, so the plain face is let go of, and drawing ahead at that size
    does not bring it back; asked for again, it is drawn again."""
    from scopa.core.cards import CARDS
    from scopa.ui.art import CardArt
    from scopa.ui.cards import CardImages

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    art = CardArt("neapolitan", cache_root=tmp_path)
    images = CardImages(art)
    images.badges = "corner"
    size = (76, 124)
    shown = {card: images.face(card, size) for card in CARDS}
    assert not any(key[1] == size for key in art._memory if key[0] != "back")
    thread = art.prepare([size])
    if thread is not None:
        thread.join(60)
    assert not any(key[1] == size for key in art._memory if key[0] != "back")
    assert all(images.face(card, size) is shown[card] for card in CARDS)  # made once
    plain = art.face(CARDS[0], size)  # someone else asks for the plain face: drawn again
    assert plain.get_size() == size and (art.name_of(CARDS[0]), size) in art._memory
    assert images.face(CARDS[0], size) is shown[CARDS[0]]


def test_without_badges_the_plain_faces_stay(tmp_path: Path) -> None:
    from scopa.core.cards import CARDS
    from scopa.ui.art import CardArt
    from scopa.ui.cards import CardImages

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    art = CardArt("neapolitan", cache_root=tmp_path)
    images = CardImages(art)
    images.badges = ""
    size = (76, 124)
    first = [images.face(card, size) for card in CARDS]
    assert [images.face(card, size) for card in CARDS] == first
    assert sum(1 for key in art._memory if key[1] == size) == len(CARDS)


def test_a_local_match_loads_no_network_stack() -> None:
    """The sockets, the event loop and the relay load when a match is hosted or joined, not
    for a match at this table (they cost some 12 MB and a share of the start)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from scopa import Rules\n"
        "from scopa.ui.app_loop import App, MatchConfig\n"
        "app = App(MatchConfig(Rules.preset('scopa'), ['human', 'cpu:easy'], seed=1))\n"
        "for _ in range(30): app.step(1 / 60)\n"
        "app.close()\n"
        "heavy = ('asyncio', 'websockets', 'scopa.net.relay')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True
    )
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout + out.stderr


def test_the_allocator_gives_pictures_their_own_mappings_where_it_can() -> None:
    import platform
    import sys

    from scopa.ui import allocator

    expected = sys.platform == "linux" and platform.libc_ver()[0] == "glibc"
    assert allocator.tune() is expected
    assert allocator.tune() is expected  # once a process, asked again


def test_a_match_left_for_another_lets_its_table_go_at_once() -> None:
    """A table's scene, its match and its pictures hold one another in cycles: the app frees
    them when it changes screen, not at Python's occasional full collection."""
    import gc
    import weakref

    from scopa import Rules
    from scopa.ui.app_loop import App, MatchConfig

    app = App(MatchConfig(Rules.preset("scopa"), ["cpu:easy", "cpu:easy"], seed=1, demo=True))
    try:
        app.run_frames(20)
        first = weakref.ref(app.table)
        gc.disable()  # only the app's own collection may free it
        try:
            app.start_match(MatchConfig(Rules.preset("escoba"), ["cpu:easy"] * 2, demo=True))
            assert first() is None
            second = weakref.ref(app.table)
            app.show_home()
            assert second() is None
        finally:
            gc.enable()
    finally:
        app.close()
