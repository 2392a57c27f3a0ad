"""Rules as data: presets, house-rule files, and clear messages for broken files."""

from __future__ import annotations

from pathlib import Path

import pytest

from scopa import Rules, RulesError, resources

PRESETS = [
    "asso_piglia_tutto",
    "bazzica",
    "cicera",
    "cirulla",
    "cocchiaundici",
    "escoba",
    "escoba_de_granja",
    "folla_a_undici",
    "folla_per_non_prendere",
    "frac",
    "mariscal",
    "mariscal_80",
    "modulo_sette",
    "napola",
    "punti_a_denari",
    "re_bello",
    "rubamazzo",
    "rubamazzo_a_somma",
    "sbarazzina",
    "scopa",
    "scopa_52",
    "scopa_a_15",
    "scopa_a_chi_fidasse",
    "scopa_a_quindici",
    "scopa_d_assi_non_prendere",
    "scopa_di_differenza",
    "scopa_inversa",
    "scopa_libia",
    "scopone",
    "scopone_romano",
    "scopone_romano_al_contrario",
    "scopone_scientifico",
    "tuzzulicchio",
]


def test_every_named_preset_exists_and_loads() -> None:
    assert Rules.presets() == PRESETS
    for name in PRESETS:
        rules = Rules.preset(name)
        assert rules.name == name  # its title and description: the catalogues' (test_catalogues)


def test_preset_shapes() -> None:
    scopone = Rules.preset("scopone")
    assert (scopone.deal.hand, scopone.deal.table, scopone.players.counts) == (9, 4, (4,))
    scientifico = Rules.preset("scopone_scientifico")
    assert (scientifico.deal.hand, scientifico.deal.table) == (10, 0)
    escoba = Rules.preset("escoba")
    assert escoba.deck.art == "spanish" and escoba.match.target == 21
    assert dict(escoba.deal.table_bonus) == {15: 1, 30: 2}
    assert Rules.preset("scopa").deck.art == "neapolitan"


def test_presets_round_trip_through_plain_data() -> None:
    for name in PRESETS:
        rules = Rules.preset(name)
        again = Rules.from_data(rules.to_data())
        assert again == rules
        assert Rules.from_yaml(rules.to_yaml()) == rules


def test_house_rule_extends_a_preset_and_changes_only_what_it_names() -> None:
    rules = Rules.from_yaml("extends: scopa\nmatch: {target: 21}\nsweep: {on_last_play: true}")
    base = Rules.preset("scopa")
    assert rules.match.target == 21 and rules.sweep.on_last_play
    assert rules.capture == base.capture and rules.scoring == base.scoring
    assert rules.base == "scopa"


def test_house_rule_extends_another_file(tmp_path: Path) -> None:
    (tmp_path / "family.yaml").write_text("extends: napola\ntitle: Family\nmatch: {target: 31}\n")
    (tmp_path / "cousins.yaml").write_text("extends: family.yaml\nscoring: {re_bello: 1}\n")
    rules = Rules.load(tmp_path / "cousins.yaml")
    assert rules.match.target == 31 and rules.scoring.re_bello == 1
    assert rules.scoring.napola == "run"
    assert rules.name == "cousins" and rules.base == "napola"


def test_a_house_rule_never_takes_a_presets_name(tmp_path: Path) -> None:
    # the name tells variants apart in the statistics and saves: a player's scopa.yaml of
    # house rules, or a file that says name: escoba, is not counted as the preset
    (tmp_path / "scopa.yaml").write_text("extends: scopa\ntitle: Ours\nmatch: {target: 21}\n")
    (tmp_path / "odd.yaml").write_text("extends: scopa\nname: escoba\n")
    ours, odd = Rules.load(tmp_path / "scopa.yaml"), Rules.load(tmp_path / "odd.yaml")
    assert ours.name == "scopa_house" and ours.title == "Ours" and ours.base == "scopa"
    assert odd.name == "escoba_house" and odd.title == "Escoba"
    assert Rules.from_data(ours.to_data()).name == "scopa_house"  # a save keeps it
    assert Rules.preset("scopa").name == "scopa"


def test_extends_cycle_is_reported(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("extends: b.yaml\n")
    (tmp_path / "b.yaml").write_text("extends: a.yaml\n")
    with pytest.raises(RulesError, match="extends itself"):
        Rules.load(tmp_path / "a.yaml")


def problem(text: str, tmp_path: Path, name: str = "house.yaml"):
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(RulesError) as err:
        Rules.load(path)
    return err.value.first, str(err.value)


def test_an_inherited_value_that_no_longer_fits_is_this_files_problem_at_its_extends(
    tmp_path: Path,
) -> None:
    # the preset's players.default (2) no longer fits the counts the house rule sets: the
    # player's file is blamed at its own `extends:` line, and the preset's line is named
    first, text = problem("# family\nextends: scopa\nplayers:\n  counts: [3]\n", tmp_path)
    assert first.file.endswith("house.yaml") and first.key == "players.default"
    assert (first.line, first.column) == (2, 1)
    preset_line = next(
        n
        for n, line in enumerate((resources.rules_dir() / "scopa.yaml").read_text().splitlines(), 1)
        if line.strip().startswith("default:")
    )
    assert first.params["from_file"] == "scopa.yaml"
    assert first.params["from_line"] == preset_line
    assert f"inherited from scopa.yaml, line {preset_line}" in text
    (tmp_path / "base.yaml").write_text("extends: scopa\nplayers: {counts: [2, 3], default: 3}\n")
    first, _ = problem("extends: base.yaml\nplayers: {counts: [2]}\n", tmp_path, "kids.yaml")
    assert first.file.endswith("kids.yaml") and first.line == 1
    assert (first.params["from_file"], first.params["from_line"]) == ("base.yaml", 2)


def test_unknown_key_names_file_line_column_key_and_suggests(tmp_path: Path) -> None:
    first, text = problem("extends: scopa\nmatch:\n  targt: 21\n", tmp_path)
    assert first.file.endswith("house.yaml")
    assert (first.line, first.column) == (3, 3)
    assert first.key == "match.targt"
    assert "did you mean 'target'" in first.message
    assert "allowed here" in first.message
    assert "house.yaml:3:3: match.targt:" in text


def test_bad_choice_lists_what_is_allowed(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\ncapture:\n  compulsory: always\n", tmp_path)
    assert first.key == "capture.compulsory" and first.line == 3
    assert "card, hand, none" in first.message


def test_misspelt_choice_gets_a_suggestion(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\nscoring: {primiera_scale: standrd}\n", tmp_path)
    assert "did you mean 'standard'" in first.message


def test_wrong_type_is_reported(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\nmatch: {target: eleven}\n", tmp_path)
    assert first.key == "match.target" and "whole number" in first.message


def test_out_of_range_is_reported(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\ndeal: {hand: 0}\n", tmp_path)
    assert first.key == "deal.hand" and "from 1 to" in first.message


def test_the_rules_say_which_numbers_may_be_none() -> None:
    # all_coins: null, no points for every coin; a most-sevens point is always a number
    assert Rules.allowed("scoring", "all_coins").nullable
    assert Rules.allowed("scoring", "all_coins").kind == "int"
    assert not Rules.allowed("scoring", "sevens").nullable


def test_unknown_capture_mode_in_a_list(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\ncapture:\n  modes: [match, summ]\n", tmp_path)
    assert first.key == "capture.modes[1]" and "did you mean 'sum'" in first.message


def test_every_problem_is_listed_not_only_the_first(tmp_path: Path) -> None:
    path = tmp_path / "many.yaml"
    path.write_text("extends: scopa\nmatch: {target: 0}\ndeal: {hand: x}\ncolour: red\n")
    with pytest.raises(RulesError) as err:
        Rules.load(path)
    keys = {p.key for p in err.value.problems}
    assert {"match.target", "deal.hand", "colour"} <= keys


def test_unknown_preset_in_extends(tmp_path: Path) -> None:
    first, _ = problem("extends: scopaa\n", tmp_path)
    assert first.key == "extends" and "did you mean 'scopa'" in first.message


def test_file_without_extends_must_be_complete(tmp_path: Path) -> None:
    _, text = problem("match: {target: 11}\n", tmp_path)
    assert "missing key" in text and "extends: scopa" in text


def test_rules_that_do_not_fit_together(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\nplayers: {counts: [2, 3], default: 4}\n", tmp_path)
    assert first.key == "players.default"
    first, _ = problem("extends: scopa\ndeal: {table: 3}\n", tmp_path)
    assert "cannot share" in first.message


def test_yaml_aliases_are_refused(tmp_path: Path) -> None:
    bomb = "extends: scopa\na: &a [1, 1, 1]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n"
    first, _ = problem(bomb, tmp_path)
    assert "aliases" in first.message and first.line == 3


def test_python_tags_are_refused_without_running_anything(tmp_path: Path) -> None:
    first, _ = problem(
        "extends: scopa\nname: !!python/object/apply:os.system ['echo hi']\n", tmp_path
    )
    assert first.line == 2 and "not valid YAML" in first.message


def test_huge_files_are_refused(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\n" + "# padding\n" * 40_000, tmp_path)
    assert "at most" in first.message


def test_syntax_error_names_the_line(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\nmatch: {target: 21\n", tmp_path)
    assert first.line is not None and "not valid YAML" in first.message


def test_duplicate_keys_are_refused(tmp_path: Path) -> None:
    first, _ = problem("extends: scopa\nmatch: {target: 21}\nmatch: {target: 11}\n", tmp_path)
    assert first.line == 3 and "twice" in first.message


def test_a_file_that_is_not_a_mapping(tmp_path: Path) -> None:
    first, _ = problem("- scopa\n- escoba\n", tmp_path)
    assert "mapping" in first.message


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="cannot be read"):
        Rules.load(tmp_path / "missing.yaml")


def test_error_in_a_parent_file_names_the_parent(tmp_path: Path) -> None:
    (tmp_path / "base.yaml").write_text("extends: scopa\nmatch: {target: -3}\n")
    (tmp_path / "child.yaml").write_text("extends: base.yaml\n")
    with pytest.raises(RulesError) as err:
        Rules.load(tmp_path / "child.yaml")
    assert err.value.first.file.endswith("base.yaml") and err.value.first.line == 2


def test_bare_off_reads_as_none_for_napola() -> None:
    assert Rules.from_yaml("extends: napola\nscoring: {napola: off}").scoring.napola == "none"


def test_teams() -> None:
    rules = Rules.preset("scopa")
    assert rules.teams(2) == (0, 1)
    assert rules.teams(3) == (0, 1, 2)
    assert rules.teams(4) == (0, 1, 0, 1)  # partners opposite
    assert rules.teams(6) == (0, 1, 0, 1, 0, 1)  # two teams of three, alternate seats
    pairs = Rules.from_yaml("extends: scopa\nplayers: {six: three_teams_of_two}")
    assert pairs.teams(6) == (0, 1, 2, 0, 1, 2)


def test_replace_validates_like_a_file() -> None:
    rules = Rules.preset("scopa").replace(match={"target": 16})
    assert rules.match.target == 16
    with pytest.raises(RulesError):
        Rules.preset("scopa").replace(match={"target": "x"})


def test_rules_are_hashable_values() -> None:
    assert hash(Rules.preset("escoba")) == hash(Rules.preset("escoba"))
    assert len({Rules.preset("escoba"), Rules.preset("escoba"), Rules.preset("scopa")}) == 2
