"""The round's summary and the match's end over the table: their buttons, the categories
tied or counted together, and Escape opening the in-game menu over them."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scopa.ui.i18n import set_language
from scopa.ui.scenes.pause import PauseMenu
from tests.helpers import make_app

pytestmark = pytest.mark.usefixtures("english")


def test_match_over_buttons_are_evenly_spaced() -> None:
    from scopa.ui.scenes.overlays import _Dialog
    from scopa.ui.widgets import Button

    pygame.init()
    dialog = _Dialog.__new__(_Dialog)
    dialog.buttons = [Button(label, lambda: None) for label in ("New match", "Main menu", "Quit")]
    dialog.place_buttons(pygame.Rect(0, 0, 1000, 400), 20)
    rects = [b.rect for b in dialog.buttons]
    gaps = {b.left - a.right for a, b in itertools.pairwise(rects)}
    assert len(gaps) == 1 and len({r.width for r in rects}) == 1
    assert abs((rects[0].left + rects[-1].right) / 2 - 500) <= 1


def test_the_round_summary_says_a_category_was_tied() -> None:
    """Primiera 78 to 78 goes to nobody: the summary says the sides were level, not only 0
    and 0 (which reads as if neither had one)."""
    from scopa.core.scoring import SideDetail
    from scopa.ui.scenes.overlays import _tied

    def side(primiera: float | None, cards: int) -> SideDetail:
        return SideDetail(
            cards=cards, coins=5, sevens=2, settebello=False, primiera=primiera,
            primiera_cards=(), sweeps=0, napola=0, pile=(),
        )  # fmt: skip

    level = [side(78, 20), side(78, 20)]
    assert _tied("primiera", [0, 0], level) and _tied("cards", [0, 0], level)
    assert _tied("coins", [0, 0], level) and _tied("sevens", [0, 0], level)
    assert not _tied("primiera", [1, 0], [side(78, 22), side(70, 18)])
    assert not _tied("primiera", [0, 0], [side(None, 20), side(None, 20)])  # none had one
    assert not _tied("settebello", [0, 0], level)


def test_the_round_summary_says_the_velo_counted_in_the_four_sevens() -> None:
    """Escoba's four sevens score 3 "including" the siete de oros (VARIANTS.md, Escoba): the
    velo's own row scores 0, and says where its point went instead of a bare "took it"."""
    from scopa.core.rules import Rules
    from scopa.core.scoring import score_masks
    from scopa.ui.scenes.overlays import SummaryScene
    from tests.helpers import mask

    rules = Rules.preset("escoba")
    four = mask("7D 7C 7S 7B")
    result = score_masks(rules, [four, rules.deck.cards.mask & ~four], [0, 0])
    assert result.points[0]["settebello"] == 0 and result.points[0]["sevens"] == 3
    try:
        for language, words in (("en", "in the four sevens"), ("es", "cuatro sietes")):
            set_language(language)
            said = SummaryScene._detail(None, "settebello", result.details[0])  # type: ignore[arg-type]
            assert words in said
            assert SummaryScene._detail(None, "settebello", result.details[1]) == "-"  # type: ignore[arg-type]
        three = score_masks(rules, [mask("7D 7C 7S"), mask("7B")], [0, 0])
        set_language("en")
        assert SummaryScene._detail(None, "settebello", three.details[0]) == "took it"  # type: ignore[arg-type]
    finally:
        set_language("en")


def test_escape_on_the_round_summary_opens_the_in_game_menu_over_it() -> None:
    from scopa.ui.scenes.overlays import SETTLE, SummaryScene

    app = make_app("human,cpu:random", speed="instant", seed=4)
    try:
        table = app.top
        for _ in range(3000):
            app.step(1 / 60)
            if isinstance(app.top, SummaryScene):
                break
            if table.my_turn and app.top is table:
                table.play(table.game.legal_moves()[0])
        summary = app.top
        assert isinstance(summary, SummaryScene)
        summary.age = SETTLE  # read for a moment
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        app.step(1 / 60)
        assert isinstance(app.top, PauseMenu)
        app.pop(app.top)  # resume: the summary is still there to be read
        assert app.top is summary
    finally:
        app.close()


def test_a_long_row_name_goes_on_two_readable_lines_not_into_tiny_letters() -> None:
    """Cirulla's set of the three figures of Diamonds was named in letters a few pixels high."""
    from scopa.ui.scenes.overlays import _row_label
    from scopa.ui.text import font

    long = "Jack of Diamonds, Queen of Diamonds and King of Diamonds, all"
    f, width = 20, 220
    label = _row_label(long, f, width, f * 1.7)
    line = font(round(f * 0.75)).get_linesize()
    assert label.get_width() <= width and label.get_height() >= line * 2  # two lines
    short = _row_label("Primiera", f, width, f * 1.7)  # one line, at the row's own size
    assert short.get_height() < label.get_height()
    cramped = _row_label(long, f, width, f * 0.8)  # no room for two: one line, smaller
    assert cramped.get_width() <= width and cramped.get_height() < line * 1.5
