"""The table's geometry for every seat count from two to eight, at the smallest window and
at 1280x800, 1920x1080 and 2560x1440: every hand, pile (with its words and sweep markers)
and name plate inside the window, and no two seats' places running into each other or into
the table's cards and the stock.

Sizes are the layout's own, the words measured as the table renders them; a name plate is
taken as wide as the layout lets it grow (a longer name is set smaller).
"""

from __future__ import annotations

import pygame
import pytest

from scopa.ui.i18n import t
from scopa.ui.layout import Layout, Slot
from scopa.ui.table.view import team_lines
from scopa.ui.text import fit, render

SIZES = [(960, 600), (1280, 800), (1920, 1080), (2560, 1440)]
# every way each count may sit: alone, and the teams the rules offer (players.four, .six, .eight)
TEAMS = {4: (4, 2), 6: (6, 3, 2), 8: (8, 4, 2)}
SETUPS = [
    (players, tuple(s % n for s in range(players)))
    for players in range(2, 9)
    for n in TEAMS.get(players, (players,))
]
# the largest hands dealt at a count: three for every count, more for Scopone (4), Scopone
# romano al contrario (5: seven), Scopa d'assi per non prendere (4: ten)
HANDS = {2: (3, 6), 3: (3,), 4: (3, 9, 10), 5: (3, 7), 6: (3,), 7: (3,), 8: (3,)}

Box = tuple[float, float, float, float]  # left, top, right, bottom


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def box(slot: Slot) -> Box:
    w, h = slot.rect_size()
    return (slot.x - w / 2, slot.y - h / 2, slot.x + w / 2, slot.y + h / 2)


def meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def places(lay: Layout, hand: int) -> dict[int, list[tuple[str, Box]]]:
    """Each seat's hand, name plate and (where its team's pile lies) pile, its words and
    three sweep markers."""
    f = lay.font
    long_name = "Francesca · " + t("dealer")
    pair = "Francesca & Giulia"
    if lay.players > 2 * len(set(lay.teams)):  # teams of three or four
        pair = " & ".join(
            ["Francesca", "Giulia", "Paolo", "Andrea"][: lay.players // len(set(lay.teams))]
        )
    out: dict[int, list[tuple[str, Box]]] = {}
    for seat in range(lay.players):
        rects = [("hand", box(lay.hand_slot(seat, i, hand))) for i in range(hand)]
        words = fit(long_name, round(f * 0.9), lay.name_room(seat) - f * 2)
        plate = (round(words.get_width() + f * 2), words.get_height() + 12)
        x, y, w, h = lay.name_rect(seat, plate)
        rects.append(("name", (x, y, x + w, y + h)))
        out[seat] = rects
    count = render(t("cards_n", n=40), round(f * 0.75))
    for team in set(lay.teams):
        seat = lay.anchor_seat(team)
        rects = out[seat]
        rects.append(("pile", box(lay.pile_slot(team))))
        lines = [count]
        if lay.shares_piles():
            lines += team_lines(pair, round(f * 0.75), lay.pile_label_room(team))
        size = (max(s.get_width() for s in lines), sum(s.get_height() for s in lines))
        x, y = lay.pile_label_pos(team, size)
        rects.append(("pile words", (x, y, x + size[0], y + size[1])))
        rects += [("marker", box(lay.marker_slot(team, i))) for i in range(3)]
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "teams"), SETUPS)
def test_every_seat_is_on_screen_and_clear_of_the_others(
    size: tuple[int, int], players: int, teams: tuple[int, ...]
) -> None:
    for hand in HANDS[players]:
        lay = Layout(size, players, 0, teams, hand_size=hand)
        seats = places(lay, hand)
        window = (0, 0, size[0], size[1])
        for seat, rects in seats.items():
            for what, r in rects:
                assert window[0] <= r[0] and r[2] <= window[2], (seat, what, r)
                assert window[1] <= r[1] and r[3] <= window[3], (seat, what, r)
        for a, rects_a in seats.items():
            for b, rects_b in seats.items():
                if a >= b:
                    continue
                for what_a, ra in rects_a:
                    for what_b, rb in rects_b:
                        assert not meets(ra, rb), (hand, a, what_a, ra, b, what_b, rb)
        middle = [("stock", box(lay.stock))]  # and the table's cards, however many
        middle += [(f"table {n}", box(slot)) for n in (4, 8, 12) for slot in lay.table_slots(n)]
        for seat, rects in seats.items():
            for what, r in rects:
                for name, m in middle:
                    assert not meets(r, m), (hand, seat, what, r, name, m)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 9))
def test_you_sit_at_the_bottom_and_the_table_holds_its_first_cards_full_size(
    size: tuple[int, int], players: int
) -> None:
    lay = Layout(size, players, 3 % players, tuple(range(players)))
    you = lay.hand_slot(3 % players, 0, 3)
    assert you.y > size[1] * 0.75 and you.w == lay.hand_w
    first = lay.table_slots(8)  # eight up is the most a crowded table starts with
    assert all(slot.w >= lay.hand_w * 0.9 for slot in first)
    x0, y0, tw, th = lay.table_rect
    for slot in first:
        left, top, right, bottom = box(slot)
        assert x0 - 1 <= left and right <= x0 + tw + 1 and y0 - 1 <= top and bottom <= y0 + th + 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [7, 8])
def test_partners_piles_lie_by_the_partner_nearest_you(size: tuple[int, int], players: int) -> None:
    # Eight in four pairs (partners opposite): each pair's pile by whichever of the two sits
    # fewer seats from you, either way round; seven and eight alone: each by its own seat.
    alone = Layout(size, players, 0, tuple(range(players)))
    assert [alone.anchor_seat(team) for team in range(players)] == list(range(players))
    if players == 8:
        pairs = Layout(size, 8, 0, (0, 1, 2, 3, 0, 1, 2, 3))
        assert [pairs.anchor_seat(team) for team in range(4)] == [0, 1, 2, 7]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "teams"), [s for s in SETUPS if s[0] >= 5])
def test_the_scores_and_last_plays_keep_off_every_seat(
    size: tuple[int, int], players: int, teams: tuple[int, ...]
) -> None:
    # The two corner boxes as the table stacks them: the scores (two columns past four
    # sides) top left, three plays of two lines each top right.
    from pathlib import Path

    from scopa.core.rules import Rules
    from scopa.ui.table.view import score_title

    lay = Layout(size, players, 0, teams, hand_size=3)
    f = lay.font
    rules = Rules.load(Path(__file__).with_name("crowded_table.yaml"))
    sides = len(set(teams))
    title = render(score_title(rules, 11), round(f * 0.8))
    line = render("Francesca  10", f).get_height()
    rows = (sides + 1) // 2 if sides > 4 else sides
    width = max(title.get_width(), round(lay.w * 0.2 + f / 2) if sides > 4 else lay.w * 0.2) + f
    height = title.get_height() + render("Round 1", round(f * 0.7)).get_height()
    height += rows * line + f * 0.6
    x, y = lay.score_pos()
    scores = (x, y, x + width, y + height)
    said = render("Francesca played the Knight of Coins", round(f * 0.8)).get_height()
    head = render(t("last_plays"), round(f * 0.7)).get_height()
    right, top = lay.last_play_pos()
    plays = (right - lay.last_play_width() - f, top, right, top + head + 6 * said + f * 0.6)
    for seat, rects in places(lay, 3).items():
        for what, r in rects:
            assert not meets(r, scores), (seat, what, r, scores)
            assert not meets(r, plays), (seat, what, r, plays)
    for n in (4, 8, 12):  # nor the table's cards
        for slot in lay.table_slots(n):
            assert not meets(box(slot), scores) and not meets(box(slot), plays), (n, slot)


@pytest.mark.parametrize("size", SIZES)
def test_your_plate_beside_a_wide_hand_keeps_clear_of_the_buttons(size: tuple[int, int]) -> None:
    # Scopone's ten cards and a long name: no room for the plate beside the hand, short of
    # the Hint / Take back / Plays column; it goes over the hand's left end, not into it
    from scopa.ui.table.view import own_plate

    pygame.init()
    lay = Layout(size, 4, 0, (0, 1, 0, 1), hand_size=10)
    f = lay.font
    column = pygame.Rect(lay.margin, lay.h - lay.margin - f * 6, f * 5, f * 6)
    for width in (f * 4, lay.name_room(0)):
        x, y, w, h = lay.name_rect(0, (width, f + 12))
        plate = own_plate(lay, pygame.Rect(round(x), round(y), w, h), column)
        assert not plate.colliderect(column)
        assert pygame.Rect(0, 0, *size).contains(plate)
        hand = [box(lay.hand_slot(0, i, 10)) for i in range(10)]
        left, top = min(b[0] for b in hand), min(b[1] for b in hand)
        beside = plate.right <= left and plate.left >= column.right + f
        over = plate.bottom <= top and plate.left == round(left)
        assert beside or over
        if width == lay.name_room(0) and size[0] < 1300:  # no room beside it: over the hand
            assert over
    # a plate with room beside the hand stays where it was
    three = Layout(size, 2, 0, (0, 1), hand_size=3)
    x, y, w, h = three.name_rect(0, (f * 3, f + 12))
    plate = pygame.Rect(round(x), round(y), w, h)
    assert own_plate(three, plate, column) == plate


def test_the_status_line_keeps_clear_of_your_plate_over_your_hand() -> None:
    # with your plate over the hand's left end, the status line (the first match's long
    # help above all) moves to its right, short of the side seats' piles, and wraps there
    from scopa.ui.table.view import status_span

    lay = Layout((960, 600), 4, 0, (0, 1, 0, 1), hand_size=10)
    assert status_span(lay, 500, None) == (480, 500)  # no plate there: over the middle
    plate = pygame.Rect(192, 430, 130, 28)
    x, _, table_w, _ = lay.table_rect
    for width in (200, 500, 700):
        middle, room = status_span(lay, width, plate)
        assert middle - room / 2 >= plate.right + lay.margin - 1
        assert middle + room / 2 <= x + table_w + 1
        assert room == min(width, round(x + table_w) - plate.right - lay.margin)
    assert status_span(lay, 200, plate) == (480, 200)  # a short line stays in the middle


def test_the_notices_keep_clear_of_a_column_of_declarations_reaching_their_line() -> None:
    # Cirulla's five "Declare" buttons stood up to the notice's line, which covered them
    from types import SimpleNamespace

    from scopa.ui.table.view import _kept_clear, status_span

    lay = Layout((1280, 800), 2, 0, (0, 1), hand_size=3)
    y = lay.status_y
    tall = [
        SimpleNamespace(rect=pygame.Rect(14, round(y - 20 - 36 * i), 274, 28)) for i in range(5)
    ]
    low = [SimpleNamespace(rect=pygame.Rect(14, 760, 60, 28))]  # Hint, below: no matter
    frame = SimpleNamespace(anim=SimpleNamespace(layout=lay), hud=SimpleNamespace(tools=low))
    assert _kept_clear(frame, None, y) is None
    frame.hud.tools = tall + low
    clear = _kept_clear(frame, None, y)
    assert clear is not None and clear.right == 288
    middle, room = status_span(lay, 900, clear)
    assert middle - room / 2 >= clear.right + lay.margin - 1  # the notice starts past them
    plate = pygame.Rect(300, round(y), 100, 28)
    both = _kept_clear(frame, plate, y)
    assert both is not None and both.right == plate.right


def test_lines_read_together_keep_one_size() -> None:
    # the score box: "Jugador 1 & Jugador 2  0" too long at the size "Marco & Giulia  0" has
    # room for made that one line smaller than the other
    from scopa.ui.text import common_size

    pygame.init()
    lines = ["Jugador 1 & Jugador 2  0", "Marco & Giulia  0"]
    width = render(lines[1], 24).get_width() + 2
    size = common_size(lines, 24, width)
    assert size < 24 and all(render(x, size).get_width() <= width for x in lines)
    assert common_size(lines[1:], 24, width) == 24


@pytest.mark.parametrize("size", SIZES[:2])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize(("players", "teams"), SETUPS)
def test_the_words_of_two_piles_never_meet_at_any_text_size(
    size: tuple[int, int], scale: float, players: int, teams: tuple[int, ...]
) -> None:
    # at text size 200% your team's words, set above your pile where the window ends, ran
    # into the words under the side seat's pile (Scopone at 1280x800)
    for hand in HANDS[players]:
        lay = Layout(size, players, 0, teams, hand_size=hand, text_scale=scale)
        words = [
            r for rects in places(lay, hand).values() for what, r in rects if what == "pile words"
        ]
        for i, a in enumerate(words):
            for b in words[i + 1 :]:
                assert not meets(a, b), (hand, a, b)
        if players < 6 or len(set(teams)) == players:
            continue
        # six or eight in teams: a side pile's words, moved above yours, meet no hand either
        cards = [r for rects in places(lay, hand).values() for what, r in rects if what == "hand"]
        for a in words:
            assert not any(meets(a, c) for c in cards), (hand, a)


@pytest.mark.parametrize("name", ["Quattro di Spade", "Cuatro de Espadas", "Knight of Cups (9)"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_a_cards_name_tag_takes_two_lines_at_most(name: str, scale: float) -> None:
    # at text size 200% a card's name wrapped to three lines over a fanned Scopone card's art
    from scopa.ui.table.view import name_tag_lines

    lay = Layout((960, 600), 4, 0, (0, 1, 0, 1), hand_size=10, text_scale=scale)
    size, lines = name_tag_lines(name, lay.font, lay.hand_w)
    assert 1 <= len(lines) <= 2 and " ".join(lines) == name
    assert size >= max(10, round(lay.font * 0.5))
