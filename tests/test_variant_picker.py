"""New match's list of every variant, driven by posted keys and clicks as a player would."""

from __future__ import annotations

import pygame

from scopa import Rules
from scopa.store import house_rules, paths
from scopa.ui import i18n
from scopa.ui.app_loop import App
from scopa.ui.scenes.newmatch import NewMatch
from scopa.ui.scenes.variant_picker import VariantPicker
from tests.helpers import ColourArt


def key(app: App, k: int, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
    app.run_frames(1)


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(1)


def opened(app: App) -> tuple[NewMatch, VariantPicker]:
    setup = NewMatch(app)
    app.push(setup)
    app.run_frames(1)
    variant_row = next(r for r in setup.rows if r.label == "Variant")
    all_button = variant_row.widgets[1]
    assert all_button.label == "See all"
    click(app, all_button.rect.center)
    picker = app.top
    assert isinstance(picker, VariantPicker)
    return setup, picker


def test_every_variant_is_listed_by_name_with_what_it_is(app: App) -> None:
    setup, picker = opened(app)
    listed = [v.title for v in picker.variants]
    presets = [v.title for v in setup.variants if v.preset]
    assert len(presets) == len(Rules.presets())
    assert presets[0] == Rules.preset("scopa").title  # the classic game first, then by name
    assert presets[1:] == sorted(presets[1:], key=str.casefold)
    labels = [r.label for r in picker.rows]
    for v in picker.variants:
        at = labels.index(v.title)
        note = picker.rows[at + 1]
        assert note.note and note.label == i18n.t(f"desc_{v.preset}")
    assert listed == [v.title for v in setup.variants]
    chosen = [b for i, b in picker.picks if b.label == "Chosen"]
    assert len(chosen) == 1 and picker.focus is chosen[0]


def test_a_letter_jumps_and_enter_chooses(app: App) -> None:
    setup, picker = opened(app)
    key(app, pygame.K_e, "e")
    index = next(i for i, b in picker.picks if b is picker.focus)
    assert picker.variants[index].title.lower().startswith("e")
    key(app, pygame.K_e, "e")  # the next one starting with it
    again = next(i for i, b in picker.picks if b is picker.focus)
    assert again != index and picker.variants[again].title.lower().startswith("e")
    app.run_frames(1)
    assert picker.area.contains(picker.focus.rect)  # scrolled into view
    key(app, pygame.K_RETURN)
    assert app.top is setup
    assert setup.index == again and setup.rules == picker.variants[again].rules
    variant = next(r for r in setup.rows if r.label == "Variant").widgets[0]
    assert variant.value == again


def test_a_click_chooses_and_escape_changes_nothing(app: App) -> None:
    setup, picker = opened(app)
    before = setup.index
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and setup.index == before
    setup, picker = opened(app)
    target = next(i for i, v in enumerate(picker.variants) if v.preset == "scopone_scientifico")
    button = next(b for i, b in picker.picks if i == target)
    picker.focus = button
    picker.reveal = True
    app.run_frames(1)
    click(app, button.rect.center)
    assert app.top is setup and setup.variant.preset == "scopone_scientifico"
    assert setup.players == 4  # the variant's own players came with it


def test_house_rules_are_listed_apart_and_a_broken_one_cannot_be_chosen(app: App) -> None:
    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "typo.yaml").write_text("extends: scopa\ncapture:\n  compulsory: maybe\n")
    house_rules.save_house_rule(Rules.preset("scopa"), "scopa", "Grandma's")
    _, picker = opened(app)
    labels = [r.label for r in picker.rows]
    # the heading counts the files it lists, and says how many cannot be used (it said
    # "(1)" over two files)
    heading = labels.index("Your house rules (2, of which 1 cannot be used)")
    assert picker.rows[heading].heading
    assert labels.index("Grandma's") > heading and labels.index("typo.yaml") > heading
    broken = next(b for i, b in picker.picks if picker.variants[i].title == "typo.yaml")
    assert not broken.enabled
    note = picker.rows[labels.index("typo.yaml") + 1]
    assert "typo.yaml:3" in note.label and "maybe" in note.label
    key(app, pygame.K_t, "t")  # the broken file is skipped by its letter
    focused = next(i for i, b in picker.picks if b is picker.focus)
    assert picker.variants[focused].title != "typo.yaml"
    (folder / "typo.yaml").unlink()
    _, picker = opened(app)
    assert "Your house rules (1)" in [r.label for r in picker.rows]


def test_a_variant_comes_with_its_own_usual_table(app: App) -> None:
    """Scopa, then Scopone (four), then Scopa again: two players, Scopa's usual table."""
    setup = NewMatch(app)
    app.push(setup)
    app.run_frames(1)
    at = {v.preset: i for i, v in enumerate(setup.variants)}
    setup._variant(at["scopone"])
    assert setup.players == 4
    setup._variant(at["scopa"])
    assert setup.players == Rules.preset("scopa").players.default == 2


def test_a_click_on_the_variants_name_takes_the_focus_and_only_the_arrows_step(app: App) -> None:
    setup = NewMatch(app)
    app.push(setup)
    app.run_frames(1)
    chooser = next(r for r in setup.rows if r.label == "Variant").widgets[0]
    first = setup.index
    click(app, chooser.rect.center)  # on the name
    chooser = next(r for r in app.top.rows if r.label == "Variant").widgets[0]
    assert setup.index == first and app.top.focus is chooser
    click(app, (chooser.rect.right - 5, chooser.rect.centery))  # on ">"
    assert setup.index == (first + 1) % len(setup.variants)
    chooser = next(r for r in setup.rows if r.label == "Variant").widgets[0]
    click(app, (chooser.rect.left + 5, chooser.rect.centery))  # on "<"
    assert setup.index == first
    chooser = next(r for r in setup.rows if r.label == "Variant").widgets[0]
    click(app, (chooser.rect.centerx + chooser.rect.width // 3, chooser.rect.centery))
    assert setup.index == first  # the name's right half is still the name
    key(app, pygame.K_e, "e")  # then a letter typed jumps, as the note under it says
    assert setup.variant.title.casefold().startswith("e")


def test_new_match_counts_only_the_variants_that_load(app: App) -> None:
    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "typo.yaml").write_text("extends: scopa\ncapture:\n  compulsory: maybe\n")
    house_rules.save_house_rule(Rules.preset("scopa"), "scopa", "Grandma's")
    setup = NewMatch(app)
    app.push(setup)
    app.run_frames(1)
    assert len(setup.variants) == len(Rules.presets()) + 2  # the broken file is still listed
    labels = [r.label for r in setup.rows]
    playable = len(Rules.presets()) + 1
    assert any(f"through the {playable} variants" in label for label in labels), labels


def test_a_house_rules_description_is_shown_in_its_own_words(app: App) -> None:
    from scopa.ui.scenes.rules_screen import RulesScreen

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    words = "Nonna's way: an Ace sweeps the table.\nNo talking across the table!"
    (folder / "nonna.yaml").write_text(
        "extends: scopa\ntitle: Nonna's\ndescription: |\n"
        + "".join(f"  {line}\n" for line in words.splitlines())
    )
    i18n.set_language("it")  # a house rule's words are its own, in any language
    setup = NewMatch(app)
    app.push(setup)
    app.run_frames(1)
    setup._variant(next(i for i, v in enumerate(setup.variants) if v.title == "Nonna's"))
    app.run_frames(1)
    labels = [r.label for r in setup.rows]
    at = labels.index(words)
    assert setup.rows[at].note and "nonna.yaml" in labels[at + 1]
    setup.pick_variant()
    app.run_frames(1)
    picker = app.top
    labels = [r.label for r in picker.rows]
    assert labels[labels.index("Nonna's") + 1] == words
    app.pop(picker)
    setup.show_rules()
    app.run_frames(1)
    screen = app.top
    assert isinstance(screen, RulesScreen)
    lead = [item.text for item in screen.items if item.kind == "lead"]
    assert " ".join(lead) == words.replace("\n", " ")
    assert screen.items[len(lead)].kind == "title"  # before the rules themselves
    app.pop(screen)
    setup._variant(0)  # a preset: its words from the catalogue, none of a file
    app.run_frames(1)
    setup.show_rules()
    app.run_frames(1)
    assert not [item for item in app.top.items if item.kind == "lead"]


def test_the_rules_from_the_game_menu_open_with_the_house_rules_own_words() -> None:
    from scopa.ui.app_loop import MatchConfig
    from scopa.ui.scenes.pause import PauseMenu
    from scopa.ui.scenes.rules_screen import RulesScreen

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "nonna.yaml"
    path.write_text("extends: scopa\ntitle: Nonna's\ndescription: An Ace sweeps the table.\n")
    config = MatchConfig(Rules.load(path), ["human", "cpu:random"], seed=1, rules_file=str(path))
    made = App(config, size=(1280, 800), art=ColourArt())
    try:
        made.run_frames(2)
        assert made.table is not None
        pause = PauseMenu(made, made.table)
        made.push(pause)
        pause.rules()
        made.run_frames(1)
        assert isinstance(made.top, RulesScreen)
        assert [i.text for i in made.top.items if i.kind == "lead"] == ["An Ace sweeps the table."]
    finally:
        made.close()


def test_every_problem_of_a_broken_house_rule_is_listed(app: App) -> None:
    folder = paths.house_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "typos.yaml").write_text(
        "extends: scopa\nmatch: {targt: 21}\ncapture: {modez: 1}\nsweep: {points: lots}\n"
    )
    (broken,) = house_rules.list_house_rules()
    assert len(broken.problems) == 3 and broken.problem is broken.problems[0]
    _, picker = opened(app)
    labels = [r.label for r in picker.rows]
    note = picker.rows[labels.index("typos.yaml") + 1]
    lines = note.label.split("\n")
    assert len(lines) == 3, note.label  # one a line, as the command line lists them
    for where, key in (
        ("typos.yaml:2", "targt"),
        ("typos.yaml:3", "modez"),
        ("typos.yaml:4", "lots"),
    ):
        assert any(where in line and key in line for line in lines), (where, lines)
    app.run_frames(1)
    assert len(note.lines) >= 3  # drawn wrapped, every line of it
