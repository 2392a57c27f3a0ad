"""What a player notices at the table: overlays hide it, one button lit at a time."""

from __future__ import annotations

import pygame

from scopa.ui import widgets
from scopa.ui.scenes.pause import PauseMenu
from scopa.ui.table import view as table_view
from tests.helpers import face_colour, make_app, wait_for


def test_an_open_screen_quiets_the_table_under_it(monkeypatch) -> None:
    app = make_app("human,cpu:random", speed="instant")
    try:
        seen: list[bool] = []
        real = table_view.draw
        monkeypatch.setattr(
            table_view, "draw", lambda fr, target: seen.append(fr.hud.covered) or real(fr, target)
        )
        app.table.say("the cards left on the table")
        app.run_frames(2)
        assert seen[-1] is False
        app.open_pause(app.table)
        app.run_frames(2)
        assert seen[-1] is True
    finally:
        app.close()


def test_keys_after_the_mouse_leave_one_button_lit() -> None:
    pygame.init()
    buttons = [widgets.Button(str(i), lambda: None) for i in range(4)]
    for i, b in enumerate(buttons):
        b.place_rect(pygame.Rect(0, i * 50, 100, 40))
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 120), rel=(0, 0), buttons=(0, 0, 0))
    focus = widgets.navigate(buttons, 0, motion)
    assert focus == 2 and buttons[2].hover
    focus = widgets.navigate(buttons, focus, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
    lit = [i for i, b in enumerate(buttons) if b.hover or i == focus]
    assert lit == [3]


def test_the_pause_menu_lights_one_button() -> None:
    app = make_app("human,cpu:random", speed="instant")
    try:
        app.open_pause(app.table)
        app.run_frames(1)
        menu = app.top
        assert isinstance(menu, PauseMenu)
        centre = menu.buttons[2].rect.center
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
        app.run_frames(2)
        lit = [i for i, b in enumerate(menu.buttons) if b.hover or i == menu.focus]
        assert lit == [3]
    finally:
        app.close()


def test_the_text_size_setting_reaches_the_table() -> None:
    app = make_app("human,cpu:random", speed="instant", size=(960, 600))
    try:
        small = app.table.layout.font
        assert round(small * 0.7) >= 12  # the table's smallest words at 100%
        app.settings = app.settings.replace(ui_scale=150)
        app.apply_settings()
        assert app.table.layout.font == round(small * 1.5)
        hint = app.table.tools()[0]
        app.run_frames(2)
        assert hint.rect.height > 0
    finally:
        app.close()


def _wheel(app, n: int) -> None:
    for _ in range(n):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.run_frames(2)


def test_settings_reach_their_last_row_by_wheel_keys_and_drag() -> None:
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.settings_screen import SettingsScreen

    app = App(None, size=(960, 600))
    try:
        screen = SettingsScreen(app)
        app.push(screen)
        app.run_frames(2)
        last = screen.rows[-1]
        area = screen.area

        def last_shown() -> bool:
            return area.top + last.top - screen.scroll + last.height <= area.bottom + 1

        assert screen.scroll == 0 and not last_shown(), "the list is longer than the window"
        _wheel(app, 40)
        assert last_shown()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
        app.run_frames(2)
        assert screen.scroll == 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
        app.run_frames(2)
        assert last_shown()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
        app.run_frames(2)
        x = area.left + 4  # on the labels, away from the controls
        y = area.bottom - 4
        post = pygame.event.post
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
        post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(x, area.top - 2000), rel=(0, 0), buttons=(1, 0, 0)
            )
        )
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, area.top - 2000), button=1))
        app.run_frames(2)
        assert last_shown()
    finally:
        app.close()


def test_a_text_field_stays_inside_the_list_it_scrolls_in() -> None:
    pygame.init()
    target = pygame.Surface((200, 200))
    target.fill((0, 0, 0))
    field = widgets.TextField("", lambda v: None, placeholder="a name")
    field.rect = pygame.Rect(10, 150, 180, 40)  # half below the list's edge at 170
    target.set_clip(pygame.Rect(0, 0, 200, 170))
    field.draw(target, 20)
    target.set_clip(None)
    assert all(target.get_at((x, y))[:3] == (0, 0, 0) for x in range(200) for y in range(171, 200))


def test_a_scopone_hand_of_two_cards_does_not_overlap_and_side_names_keep_off_the_edge() -> None:
    from scopa.ui.layout import Layout

    lay = Layout((1280, 800), 4, 0, (0, 1, 0, 1), hand_size=9)
    two = [lay.hand_slot(0, i, 2).x for i in range(2)]
    assert two[1] - two[0] >= lay.hand_w  # side by side, not fanned as if nine
    nine = [lay.hand_slot(0, i, 9).x for i in range(9)]
    assert nine[1] - nine[0] < two[1] - two[0]
    for seat in (1, 3):
        x, _, anchor = lay.name_pos(seat)
        assert lay.margin <= x <= lay.w - lay.margin, anchor


def test_capture_value_badges_cover_no_pip_of_the_spanish_sixes() -> None:
    from scopa.core.cards import Card
    from scopa.ui.art import capture_badge
    from scopa.ui.cards import load_art

    pygame.init()
    art = load_art("spanish")
    for code in ("6D", "6C", "5C", "7D", "4D"):
        for size in ((90, 139), (140, 216)):
            face = art.face(Card.parse(code), size)
            badged = capture_badge(face, Card.parse(code).rank)
            changed = pygame.mask.from_threshold(badged, (0, 0, 0, 0), (1, 1, 1, 1))
            w, h = face.get_size()
            # the badge changes only paper: no pixel it painted was a pip's before
            for x in range(w):
                for y in range(h):
                    before, after = face.get_at((x, y)), badged.get_at((x, y))
                    if before != after and 0.12 * w < x < 0.88 * w and 0.08 * h < y < 0.92 * h:
                        assert sum(before[:3]) > 600, (code, size, (x, y), before)
    assert changed is not None


def test_the_deck_setting_redraws_the_match_in_progress_and_new_match_starts_from_it() -> None:
    from scopa.ui.scenes.newmatch import NewMatch
    from scopa.ui.scenes.settings_screen import SettingsScreen

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.table
        assert table.deck == "neapolitan"
        screen = SettingsScreen(app)
        app.push(screen)
        screen.change("volume", 50)  # another setting leaves the deck alone
        assert table.deck == "neapolitan"
        screen.change("deck", "french")
        assert table.deck == "french" and table.config.deck == "french"
        if table.keeper is not None:
            assert table.keeper.setup.deck == "french"  # and a resumed match keeps it
        app.run_frames(2)
        screen.change("deck", "auto")  # the variant's own
        assert table.deck == "neapolitan"
        app.settings = app.settings.replace(deck="spanish")
        assert NewMatch(app).deck == "spanish"
    finally:
        app.close()


def test_rules_by_name_are_looked_up_in_the_presets_then_the_players_folder() -> None:
    from scopa.app import _find_rules
    from scopa.store import paths

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "family.yaml").write_text("extends: scopa\ntitle: Nonna's Scopa\n")
    rules, path = _find_rules("family")
    assert rules.title == "Nonna's Scopa" and path == str(folder / "family.yaml")
    assert _find_rules("escoba")[1] is None  # a preset stays a preset
    import pytest

    with pytest.raises(Exception, match="preset"):
        _find_rules("famly")


def test_rules_may_be_named_by_their_file_name_with_its_ending(tmp_path, monkeypatch) -> None:
    import pytest

    from scopa.app import _find_rules
    from scopa.store import paths

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "family.yaml").write_text("extends: scopa\ntitle: Nonna's Scopa\n")
    (folder / "cousins.yml").write_text("extends: escoba\ntitle: The cousins' Escoba\n")
    monkeypatch.chdir(tmp_path)  # nothing of that name where the game is started
    rules, path = _find_rules("family.yaml")
    assert rules.title == "Nonna's Scopa" and path == str(folder / "family.yaml")
    rules, path = _find_rules("cousins.yml")
    assert rules.title == "The cousins' Escoba" and path == str(folder / "cousins.yml")
    assert _find_rules("cousins")[1] == str(folder / "cousins.yml")
    rules, path = _find_rules("escoba.yaml")  # a preset by its file's name
    assert rules.name == "escoba" and path is None
    (tmp_path / "here.yaml").write_text("extends: scopa\ntitle: Here\n")
    assert _find_rules("here.yaml")[0].title == "Here"  # a file where the game is started
    assert _find_rules(str(folder / "family.yaml"))[1] == str(folder / "family.yaml")
    with pytest.raises(
        Exception, match=r"famly.yaml is not here nor in .*'family.yaml'.*no preset 'famly'"
    ):
        _find_rules("famly.yaml")
    with pytest.raises(Exception, match="not there"):
        _find_rules(str(tmp_path / "nowhere.yaml"))


def test_a_broken_rules_file_on_the_command_line_is_said_alone_with_every_problem(
    tmp_path, capsys
) -> None:
    import pytest

    from scopa.app import main

    bad = tmp_path / "two.yaml"
    bad.write_text("extends: scopa\nfoo: 1\nmatch: {target: 0}\n")
    for name, said in (
        (str(bad), [f"{bad}:2:1: foo:", f"{bad}:3:9: match.target:"]),
        ("nope", ["scopa: error: there is no preset 'nope'"]),
    ):
        with pytest.raises(SystemExit) as stop:
            main(["--rules", name, "--frames", "1"])
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert "usage:" not in err and "<rules>" not in err  # the options would bury it
        for part in said:
            assert part in err


def test_new_match_sees_the_rules_folder_change_while_it_is_open() -> None:
    from scopa.store import paths
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.newmatch import NewMatch

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    app = App(None, size=(1280, 800))
    try:
        screen = NewMatch(app)
        app.push(screen)
        app.run_frames(2)
        before = len(screen.variants)
        (folder / "late.yaml").write_text("extends: scopa\ncapture:\n  compulsory: maybe\n")
        screen.update(1.5)
        late = [v for v in screen.variants if v.path and v.path.name == "late.yaml"]
        assert len(screen.variants) == before + 1 and late[0].error
        (folder / "late.yaml").write_text("extends: scopa\ntitle: Fixed at last\n")
        screen.update(1.5)
        late = [v for v in screen.variants if v.path and v.path.name == "late.yaml"]
        assert late[0].error is None and late[0].title == "Fixed at last"
    finally:
        app.close()


def test_the_list_of_every_variant_follows_the_rules_folder_while_it_is_open() -> None:
    # "See all" showed the list as it was when opened; a file added meanwhile shifted New
    # match's list under it, so a pick could choose the variant beside the one clicked
    from scopa.store import paths
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.newmatch import NewMatch
    from scopa.ui.scenes.variant_picker import VariantPicker

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "zeta.yaml").write_text("extends: scopa\ntitle: Zeta\n")
    app = App(None, size=(1280, 800))
    try:
        setup = NewMatch(app)
        app.push(setup)
        app.run_frames(1)
        setup.pick_variant()
        app.run_frames(1)
        picker = app.top
        assert isinstance(picker, VariantPicker)
        (folder / "alpha.yaml").write_text("extends: escoba\ntitle: Alpha\n")  # listed first
        setup.update(1.5)  # New match looks at the folder, under the list
        app.run_frames(1)
        titles = [r.label for r in picker.rows]
        assert "Alpha" in titles and "Zeta" in titles
        zeta = next(i for i, b in picker.picks if picker.variants[i].title == "Zeta")
        button = next(b for i, b in picker.picks if i == zeta)
        button.action()
        assert setup.variant.title == "Zeta"  # the one clicked, not the one beside it
    finally:
        app.close()


def test_the_desktop_entry_and_icon_go_where_the_desktop_looks(tmp_path, monkeypatch) -> None:
    import os

    from scopa.app import main
    from scopa.ui.app_loop import name_the_window

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop"]) == 0
    entry = (tmp_path / "applications" / "scopa.desktop").read_text()
    assert "Name=Scopa" in entry and "StartupWMClass=Scopa" in entry and "-m scopa" in entry
    picture = pygame.image.load(str(tmp_path / "icons/hicolor/256x256/apps/scopa.png"))
    assert picture.get_size() == (256, 256)
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "main.py")  # what pygame sets on import
    name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "Scopa"


def test_a_hint_counts_the_cards_it_takes_and_says_what_it_leaves() -> None:
    from scopa import Card
    from scopa.ai.hints import explain
    from scopa.core.moves import Move
    from scopa.ui.i18n import set_language
    from scopa.ui.table.words import TableWords
    from tests.helpers import game_with

    # the Three of coins takes the Two of coins and the Ace of cups: one coin taken, not two
    game = game_with("scopa", ["3D 9B 10S", "1S 1B 10C"], table="2D 1C 8S 9C")
    view = game.view(0)
    move = Move(Card.parse("3D"), [Card.parse("2D"), Card.parse("1C")])
    raw = (move.card.index, move.captured_mask)
    advice = explain(view, raw)
    assert advice.code != "coins"  # one coin on the table: not "2 coins"
    assert set(advice.left) == {Card.parse("8S"), Card.parse("9C")}
    words = TableWords(["Ada", "Bruno"], game.teams, "neapolitan", game.rules)
    for lang in ("en", "it", "es"):
        set_language(lang)
        text = words.hint(advice)
        assert words.card(Card.parse("8S")) in text  # what it leaves
        assert words.card(Card.parse("2D")) in text  # what it takes
        assert text.count(".") == 1  # one sentence
    set_language("en")
    assert words.hint(advice).startswith("Hint: play the Three of Coins to take")


def test_the_play_history_lists_the_rounds_plays_from_the_seats_view() -> None:
    from scopa.ui.scenes.history import HistoryScene, history_lines

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.table
        for _ in range(3):
            for _ in range(600):
                if table.my_turn:
                    break
                app.run_frames(1)
            table.play(table.game.legal_moves()[0])
        app.run_frames(5)
        lines = history_lines(table)
        played = [e for e, _ in table.model.view.plays()]
        assert len(lines) == len(played) >= 5
        pairs = zip(played, lines, strict=True)
        assert all(table.words.card(e.card) in line[1] for e, line in pairs)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
        app.run_frames(2)
        assert isinstance(app.top, HistoryScene)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        app.run_frames(2)
        assert app.top is table
    finally:
        app.close()


def test_the_play_history_scrolls_back_to_the_first_plays() -> None:
    """A long round's plays do not fit the panel: it opens on the latest, says how many lie
    above, and the keys and the wheel scroll back to the first and down again."""
    from scopa.ui.scenes.history import HistoryScene, history_lines

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.table
        while len(history_lines(table)) < 20 and not table.game.round_over:
            for _ in range(600):
                if table.my_turn:
                    break
                app.run_frames(1)
            table.play(table.game.legal_moves()[0])
            app.run_frames(2)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
        app.run_frames(2)
        scene = app.top
        assert isinstance(scene, HistoryScene)
        assert scene.room < scene.total and scene.back == 0  # the latest plays first

        def key(k: int) -> None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))
            app.run_frames(1)

        key(pygame.K_UP)
        assert scene.back == 1
        key(pygame.K_HOME)
        assert scene.back == scene.total - scene.room  # the round's first play at the top
        key(pygame.K_PAGEDOWN)
        assert 0 < scene.back < scene.total - scene.room
        key(pygame.K_END)
        assert scene.back == 0
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
        app.run_frames(1)
        assert scene.back == 3
        key(pygame.K_ESCAPE)
        assert app.top is table
    finally:
        app.close()


def test_the_match_end_chart_draws_a_line_for_each_side() -> None:
    from scopa.ui.chart import SIDE_COLOURS, score_chart

    pygame.init()
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    score_chart(surface, pygame.Rect(0, 0, 400, 300), [[2, 2], [0, 4], [6, 1]], 11, ["A", "B"], 20)
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 400, 2) for y in range(0, 300, 2)}
    assert SIDE_COLOURS[0] in seen and SIDE_COLOURS[1] in seen


def test_a_thick_outline_leaves_no_specks_inside_the_letters() -> None:
    """The menu title's outline used to leave dots of felt in the middle of "o" and "p": a
    thick outline fills what it leaves of a counter, so no speck or sliver shows through."""
    from scopa.ui import text

    for size in (96, 128, 173):
        surf = text.render("Scopa", size, text.GOLD, bold=True)
        edge = max(1, size // 14)
        holes = pygame.mask.from_surface(surf, 1)
        holes.invert()  # the see-through pixels
        w, h = surf.get_size()
        for part in holes.connected_components():
            box = part.get_bounding_rects()[0]
            if box.left == 0 or box.top == 0 or box.right == w or box.bottom == h:
                continue  # around the text, not inside it
            assert edge < text._FILL_FROM, (size, box, part.count())


def test_a_hints_reason_leads_it_in_the_variants_own_words() -> None:
    """The reason tags the whole move, not the cards it takes (it read as if the Jack were
    the settebello), and it names the seven of coins as the variant does: Escoba's velo."""
    from scopa import Card, Move, Rules
    from scopa.ai.hints import Hint
    from scopa.ui.i18n import set_language
    from scopa.ui.table.words import TableWords

    seven, jack, two = Card.parse("7D"), Card.parse("8D"), Card.parse("2D")
    advice = Hint(Move(seven, [jack]), "settebello", "", left=(two,))
    words = TableWords(["You", "Lucía"], (0, 1), "spanish", Rules.preset("escoba"), you=0)
    try:
        set_language("es")
        said = words.hint(advice)
        assert said.startswith("Consejo (el velo): juega el Siete de Oros para llevarte la Sota")
        assert "dejando el Dos de Oros" in said
        set_language("en")
        assert words.hint(advice).startswith("Hint (the velo): play the Seven of Coins to take")
        scopa = TableWords(["You", "Marco"], (0, 1), "neapolitan", Rules.preset("scopa"), you=0)
        set_language("it")
        assert scopa.hint(advice).startswith("Consiglio (il settebello): gioca il Sette di Denari")
    finally:
        set_language("en")


def test_a_hint_says_what_it_leaves_open_in_the_variants_word_for_a_sweep() -> None:
    """Italian players make a scopa, Spanish ones an escoba: what a hint leaves is open to
    that, in the variant's own word (``terms.sweep``), not to a generic "sweeping"."""
    from scopa import Card, Move, Rules
    from scopa.ai.hints import Hint
    from scopa.ui.i18n import set_language
    from scopa.ui.table.words import TableWords

    four, three = Card.parse("4D"), Card.parse("3C")
    lays = Hint(Move(four), "lay", "", left=(three, four), open=True)
    takes = Hint(Move(four, [Card.parse("4S")]), "take", "", left=(three,), open=False)
    escoba = TableWords(["You", "Lucía"], (0, 1), "spanish", Rules.preset("escoba"), you=0)
    scopa = TableWords(["You", "Marco"], (0, 1), "neapolitan", Rules.preset("scopa"), you=0)
    try:
        set_language("es")
        assert escoba.hint(lays).endswith("luego se puede hacer escoba.")
        assert escoba.hint(takes).endswith(": así ninguna carta hace escoba.")
        assert scopa.hint(lays).endswith("luego se puede hacer scopa.")
        set_language("it")
        assert scopa.hint(lays).endswith("poi si può fare scopa.")
        assert scopa.hint(takes).endswith(": così nessuna carta fa scopa.")
        assert escoba.hint(lays).endswith("poi si può fare escoba.")
    finally:
        set_language("en")


def test_a_chart_of_one_match_shows_its_scores_in_the_middle_not_on_the_axis() -> None:
    from scopa.ui.chart import SIDE_COLOURS, line_chart

    pygame.init()
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    line_chart(surface, pygame.Rect(0, 0, 400, 300), [[11, 6]], ["A", "B"], 20, first_label=1)
    where = {tuple(surface.get_at((x, y)))[:3]: x for x in range(0, 400) for y in range(0, 240)}
    for colour in SIDE_COLOURS[:2]:
        assert colour in where and 150 < where[colour] < 300  # a dot near the middle


def test_the_button_that_opened_a_screen_goes_out_when_the_screen_closes() -> None:
    """Plays lit under the mouse, clicked: the history opens over the table. Once it closes
    the table is told where the mouse is now, so the button is not left lit."""
    from scopa.ui.scenes.history import HistoryScene

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.top
        app.run_frames(30)
        plays = table.tools()[-1]
        plays.hover = True  # the mouse was over it when it was clicked
        plays.press()
        assert isinstance(app.top, HistoryScene)
        app.top.close()
        assert app.top is table
        assert not plays.hover
    finally:
        app.close()


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


def _hover(app, table, sprite, frames: int = 1) -> None:
    """The mouse moved over ``sprite``'s centre, and ``frames`` frames drawn."""
    x, y, _, _ = table.anim.place(sprite)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0)))
    for _ in range(frames):
        app.step(1 / 60)


def test_the_card_under_the_mouse_is_named_and_a_figure_says_what_it_counts() -> None:
    """The Neapolitan cards print no number: hovering one of your cards or a table card
    names it, a figure with its count ("Jack of Coins (8)"); a hidden hand's card never."""
    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        wait_for(app, lambda: table.my_turn and table.timeline.idle)
        hand = table.anim.zones[("hand", table.model.bottom)]
        for sprite in (*hand, *table.anim.zones[("table",)]):
            _hover(app, table, sprite)
            named = table_view.hovered_name(table.frame())
            assert named is not None and named[1] == sprite.card, (sprite, table.pointer.hover)
            card = sprite.card
            expected = table.words.card(card)
            if card.rank >= 8:
                expected = f"{expected} ({card.rank})"
            assert named[2] == expected
        _hover(app, table, table.anim.zones[("hand", 1)][0])  # the opponent's hidden hand
        assert table_view.hovered_name(table.frame()) is None
    finally:
        app.close()


def test_a_first_match_says_how_to_play_on_each_turn_and_later_ones_do_not() -> None:
    from scopa import Rules
    from scopa.store.stats import load_stats, save_stats
    from scopa.ui.app_loop import MatchConfig
    from scopa.ui.i18n import t

    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        assert table.config.first  # no round played anywhere yet
        wait_for(app, lambda: table.my_turn and table.timeline.idle)
        assert table.status == t("your_turn_first")
        # left and taken up again before a round is over: still the first match
        table = app.start_match(
            MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"]), game=table.game
        )
        assert table.config.first
        wait_for(app, lambda: table.my_turn and table.timeline.idle and table.status)
        assert table.status == t("your_turn_first")
        stats, _ = load_stats()
        stats.record_round("scopa", {"cards": 1}, True)
        save_stats(stats)
        game = table.game
        table = app.start_match(MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"]))
        assert not table.config.first
        wait_for(app, lambda: table.my_turn and table.timeline.idle)
        assert table.status == t("your_turn")
        table = app.start_match(
            MatchConfig(Rules.preset("scopa"), ["human", "cpu:random"]), game=game
        )
        assert not table.config.first  # a round was played since: no longer a new player
    finally:
        app.close()


def test_the_name_tag_leaves_the_cards_lower_index_in_sight() -> None:
    # the tag sat on the card's lower edge, over the index Spanish and French cards print
    # there: the bottom of a hovered card is its own face, tag or no tag

    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        wait_for(app, lambda: table.my_turn and table.timeline.idle)
        hand = table.anim.zones[("hand", table.model.bottom)]
        for sprite in (*hand, *table.anim.zones[("table",)]):
            _hover(app, table, sprite, frames=2)
            frame = table.frame()
            assert table_view.hovered_name(frame) is not None
            x, y, w, _ = table.anim.place(sprite)
            if sprite.zone[0] == "hand":  # a hovered card of the hand is lifted
                y -= table_view._lift(frame, hand.index(sprite), sprite.card)
            h = w * 650 / 400
            bottom = round(y + h / 2) - 3
            for py in range(bottom - round(h * (table_view.INDEX_ROOM - 0.03)), bottom):
                for px in (round(x - w / 4), round(x), round(x + w / 4)):
                    got = app.screen.get_at((px, py))[:3]
                    want = face_colour(sprite.card)  # a hovered card is lit a little
                    near = all(abs(a - b) <= 40 for a, b in zip(got, want, strict=True))
                    assert near, (sprite.card, (px, py), got, want)
    finally:
        app.close()


def test_the_mouse_and_the_keyboard_never_raise_two_cards_at_once() -> None:
    # the keyboard's card stayed raised beside the card under the mouse
    app = make_app("human,cpu:random", speed="instant", seed=6)
    try:
        table = app.top
        wait_for(app, lambda: table.my_turn and table.timeline.idle)
        hand = table.anim.zones[("hand", table.model.bottom)]
        table.model.focus = 0
        frame = table.frame()
        assert table_view._lift(frame, 0, hand[0].card) > 0  # the keyboard's, alone
        _hover(app, table, hand[1], frames=2)
        frame = table.frame()
        raised = [i for i, s in enumerate(hand) if table_view._lift(frame, i, s.card) > 0]
        assert raised == [1]
    finally:
        app.close()
