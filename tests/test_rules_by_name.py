"""Rules named on the command line and in New match: looked up among the presets, then in
the player's rules folder (by name or file name), a broken file said with every problem,
and the lists following the folder while they are open."""

from __future__ import annotations


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
