"""Rules files are hostile until proven otherwise: every bad one is a RulesError, fast."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from scopa import Game, Rules
from scopa.core.errors import Problem, RulesError
from scopa.core.reading import FileRefused, load_json, read_bounded
from scopa.store.house_rules import list_house_rules
from scopa.ui.i18n import set_language
from scopa.ui.messages import rules_problem_text

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero")

# Each is a whole rules file that must be refused with a RulesError, never anything else.
BAD_SCALARS = [
    "title: 2001-02-30",
    "title: !!int abc",
    "title: !!float abc",
    "title: !!bool maybe",
    "title: !!timestamp x",
    "title: 0x_",
    "title: 0b",
    "title: 0o_",
    "title: 1:2:3:4:5:6:7:8:9:10:11:12:13:14:15:16:17:18:19:20",
    "match: {target: " + "9" * 5000 + "}",
    "match: {target: 0x" + "f" * 100 + "}",
    "title: " + "9" * 5000,
    "extends: scopa\ntitle: a\0b",
    "extends: scopa\ntitle: a\x01b",
    "extends: scopa\ntitle: \x85\x7f",
    'extends: scopa\ntitle: "a\\0b"',
    'extends: scopa\ntitle: "a\\x07b"',
    'extends: scopa\ntitle: "\\ud800"',
    'extends: scopa\ntitle: "\\uDFFF x"',
    "extends: scopa\ntitle: " + "x" * 81,
    "extends: scopa\ntitle: " + "x" * 200_000,
    "extends: scopa\ndescription: " + "x" * 501,
    "extends: scopa\nmatch: {targets: {" + "9" * 5000 + ": 3}}",
    'extends: scopa\nmatch: {targets: {"²": 3}}',
    "extends: scopa\ndeck: {art: " + "x" * 100_000 + "}",
    "[" * 500 + "]" * 500,
    "extends: scopa\nplayers: {counts: [" + "2, " * 100 + "2]}",
    "extends: scopa\ndeal: {redeal: [" + "{rank: 1, at_least: 4}, " * 5000 + "]}",
    "extends: scopa\ndeal: {table_bonus: {" + ", ".join(f"{i}: 1" for i in range(70)) + "}}",
    "[" + ",".join(["1"] * 100_000) + "]",
    "extends: scopa\n" + "".join(f"k{i}: 1\n" for i in range(20_000)),
    "{a: " * 500 + "1" + "}" * 500,
    "- " * 500 + "x",
    "".join("  " * i + "a:\n" for i in range(200)),
    "extends: scopa\n? [a, b]\n: 1",
    "extends: scopa\n!!python/object:os.system x: 1",
    "extends: scopa\ntitle: !!python/name:os.system",
    "extends: scopa\ntitle: !!binary aGVsbG8=",
    "extends: scopa\ntitle: !!set {a, b}",
    "extends: scopa\ntitle: !!omap [a: 1]",
    "a: &x [1]\nb: *x",
    "--- a\n--- b",
    "extends: scopa\nextends: escoba",
    "extends: /",
    "extends: ../../../outside.yaml",
    "extends: /etc/passwd",
    "extends: " + "a" * 5000,
    "extends: a/b",
    "extends: ..",
    "extends: .hidden",
    "extends: [scopa]",
    "extends: 3",
    "extends: ''",
    "extends: scopa\ndeal: {redeal: ["
    + ", ".join(f"{{rank: {r}, at_least: 1}}" for r in range(1, 11))
    + "]}",
    "extends: scopa\ndeal: {table: 10, redeal: ["
    + ", ".join(f"{{rank: {r}, at_least: 2}}" for r in range(1, 10))
    + "]}",
    "",
    "# only a comment\n",
    "null",
    "42",
    "[scopa]",
]


@pytest.mark.parametrize("text", BAD_SCALARS, ids=range(len(BAD_SCALARS)))
def test_a_hostile_rules_text_is_a_rules_error(text: str) -> None:
    with pytest.raises(RulesError) as caught:
        Rules.from_yaml(text)
    assert caught.value.problems
    for lang in ("en", "it", "es"):  # and each problem can be said to the player
        set_language(lang)
        for problem in caught.value.problems:
            said = rules_problem_text(problem)
            assert said and "\0" not in said and len(said) < 2000
    set_language("en")


@pytest.mark.parametrize("text", BAD_SCALARS[:20], ids=range(20))
def test_the_same_bytes_in_a_file_are_refused_too(tmp_path: Path, text: str) -> None:
    path = tmp_path / "x.yaml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    with pytest.raises(RulesError) as caught:
        Rules.load(path)
    assert str(path) in str(caught.value) or "x.yaml" in str(caught.value)


def test_bad_scalars_say_where_they_are() -> None:
    with pytest.raises(RulesError) as caught:
        Rules.from_yaml("extends: scopa\ntitle: 2001-02-30", file="f.yaml")
    problem = caught.value.first
    assert (problem.file, problem.line, problem.column) == ("f.yaml", 2, 8)
    with pytest.raises(RulesError) as caught:
        Rules.from_yaml("extends: scopa\ntitle: a\0", file="f.yaml")
    assert (caught.value.first.line, caught.value.first.column) == (2, 9)


def test_invalid_utf8_and_byte_order_marks() -> None:
    for raw in (b"\xff\xfe", b"title: \xc3\x28", b"\xef\xbb\xbfextends: scopa\x00"):
        with pytest.raises(RulesError):
            from scopa.core.yaml_text import read_yaml

            read_yaml(raw, "x.yaml")


def test_a_long_chain_of_files_stops_at_the_bound(tmp_path: Path) -> None:
    for i in range(600):
        parent = "scopa" if i == 0 else f"r{i - 1}"
        (tmp_path / f"r{i}.yaml").write_text(f"extends: {parent}\n", encoding="utf-8")
    with pytest.raises(RulesError, match="extend one another"):
        Rules.load(tmp_path / "r599.yaml")
    assert Rules.load(tmp_path / "r10.yaml").base == "scopa"  # a short chain is fine


def test_a_cycle_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("extends: b\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("extends: a\n", encoding="utf-8")
    with pytest.raises(RulesError, match="extends itself"):
        Rules.load(tmp_path / "a.yaml")


def test_extends_never_leaves_the_rules_folder(tmp_path: Path) -> None:
    outside = tmp_path / "outside.yaml"
    outside.write_text("extends: scopa\n", encoding="utf-8")
    folder = tmp_path / "config" / "rules"
    folder.mkdir(parents=True)
    for name in ("../outside.yaml", "../outside", str(outside), "../../config/rules/../../outside"):
        (folder / "h.yaml").write_text(f"extends: {name!r}\n", encoding="utf-8")
        with pytest.raises(RulesError):
            Rules.load(folder / "h.yaml")
    if os.name == "posix":  # a link inside that leads outside is refused as well
        (folder / "sneaky.yaml").symlink_to(outside)
        (folder / "h.yaml").write_text("extends: sneaky\n", encoding="utf-8")
        with pytest.raises(RulesError, match="out of the rules folder"):
            Rules.load(folder / "h.yaml")
    (folder / "mine.yaml").write_text("extends: scopa\nmatch: {target: 5}\n", encoding="utf-8")
    (folder / "h.yaml").write_text("extends: mine\n", encoding="utf-8")
    assert Rules.load(folder / "h.yaml").match.target == 5


def test_from_yaml_without_a_folder_extends_only_presets(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "mine.yaml").write_text("extends: scopa\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RulesError):
        Rules.from_yaml("extends: mine")


def test_a_5000_character_file_name_is_a_rules_error(tmp_path: Path) -> None:
    with pytest.raises(RulesError):
        Rules.load(tmp_path / ("a" * 5000 + ".yaml"))
    with pytest.raises(RulesError):
        Rules.load(tmp_path / "nul\0.yaml")
    with pytest.raises(RulesError):
        Rules.load(tmp_path / "missing.yaml")
    with pytest.raises(RulesError):
        Rules.load(tmp_path)  # a folder


@posix_only
def test_a_fifo_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "x.yaml"
    os.mkfifo(fifo)
    with pytest.raises(RulesError, match="not a regular file"):
        Rules.load(fifo)
    listed = list_house_rules(tmp_path)
    assert [h.rules for h in listed] == [None] and listed[0].problem is not None


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_link_to_dev_zero_is_refused(tmp_path: Path) -> None:
    (tmp_path / "z.yaml").symlink_to("/dev/zero")
    with pytest.raises(RulesError, match="not a regular file"):
        Rules.load(tmp_path / "z.yaml")
    with pytest.raises(FileRefused):
        read_bounded(tmp_path / "z.yaml", 10)


def test_a_big_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    with open(big, "wb") as handle:  # sparse: 100 MB that take no room
        handle.truncate(100 * 1024 * 1024)
    with pytest.raises(RulesError, match="at most"):
        Rules.load(big)


def test_read_bounded_reads_at_most_the_limit_plus_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 100)
    asked: list[int] = []
    real_read = os.read

    def read(fd: int, n: int) -> bytes:
        asked.append(n)
        return real_read(fd, n)

    monkeypatch.setattr(os, "read", read)
    real_fstat = os.fstat

    def lying_fstat(fd: int) -> os.stat_result:  # a file that grows after fstat
        info = real_fstat(fd)
        fields = list(info)
        fields[6] = 1
        return os.stat_result(fields)

    monkeypatch.setattr(os, "fstat", lying_fstat)
    with pytest.raises(FileRefused, match="over 10"):
        read_bounded(path, 10)
    assert sum(asked) <= 11


def test_empty_and_comment_only_house_rules_are_listed_as_broken(tmp_path: Path) -> None:
    (tmp_path / "empty.yaml").write_text("", encoding="utf-8")
    (tmp_path / "comment.yaml").write_text("# nothing yet\n", encoding="utf-8")
    listed = list_house_rules(tmp_path)
    assert [h.rules for h in listed] == [None, None]
    for lang in ("en", "it", "es"):
        set_language(lang)
        for house in listed:
            assert house.problem is not None
            assert rules_problem_text(house.problem)  # the translation call does not clash
    set_language("en")


def test_a_nul_in_a_title_never_reaches_the_screen(tmp_path: Path) -> None:
    (tmp_path / "t.yaml").write_text('extends: scopa\ntitle: "Nonna\\0"\n', encoding="utf-8")
    (house,) = list_house_rules(tmp_path)
    assert house.rules is None and "NUL" in str(house.error)
    assert "\0" not in house.title


def test_rules_that_can_never_deal_are_refused_and_explained() -> None:
    text = "extends: scopa\ndeal: {redeal: [{rank: 7, at_least: 1}]}"
    assert Rules.from_yaml(text).deal.redeal  # still dealable: 36 other cards
    every = ", ".join(f"{{rank: {r}, at_least: 1}}" for r in range(1, 11))
    with pytest.raises(RulesError) as caught:
        Rules.from_yaml(f"extends: scopa\ndeal: {{redeal: [{every}]}}")
    problem = caught.value.first
    assert problem.code == "redeal_every_deal" and problem.params == {"cards": 4, "most": 0}
    for lang in ("en", "it", "es"):
        set_language(lang)
        assert "0" in rules_problem_text(problem)
    set_language("en")
    # the tightest table that can still be dealt: every rank at most once, table 10
    tight = ", ".join(f"{{rank: {r}, at_least: 2}}" for r in range(1, 11))
    rules = Rules.from_yaml(
        f"extends: scopa\nplayers: {{counts: [2, 3, 6], default: 2}}\n"
        f"deal: {{table: 10, hand: 3, redeal: [{tight}]}}"
    )
    assert rules.check() == []


def test_checked_rules_always_deal() -> None:
    """With the rule checked, Start never meets "the redeal rules reject every deal"."""
    tight = ", ".join(f"{{rank: {r}, at_least: 4}}" for r in range(1, 11))
    rules = Rules.from_yaml(f"extends: scopa\ndeal: {{redeal: [{tight}]}}")
    Game(rules, 2, seed=1)


def test_json_loader_bounds() -> None:
    for raw in (
        b"[" * 10_000 + b"]" * 10_000,
        b'{"a": ' + b"9" * 5000 + b"}",
        b"NaN",
        b"[Infinity]",
        b"\xff",
        b"[" * 40 + b"]" * 40,
    ):
        with pytest.raises(ValueError):
            load_json(raw)
    assert load_json(b'{"a": [1, 2.5, "x"]}') == {"a": [1, 2.5, "x"]}


def test_problem_text_of_an_unknown_code_is_its_message() -> None:
    assert rules_problem_text(Problem("odd", code="?")).endswith("odd")


def test_recursion_limit_is_never_reached() -> None:
    """The bounds are far below Python's own: no RecursionError can get out."""
    from scopa.core.reading import MAX_DEPTH
    from scopa.core.rules import MAX_EXTENDS

    limit = sys.getrecursionlimit()
    assert limit > MAX_DEPTH * 4
    assert limit > MAX_EXTENDS * 8


@posix_only
def test_a_file_name_that_is_not_text_is_listed_safely(tmp_path: Path) -> None:
    name = os.fsdecode(b"caf\xe9\x01.yaml")  # not UTF-8, and a control character
    try:
        (tmp_path / name).write_text("extends: scopa\nmatch: {targt: 3}\n", encoding="utf-8")
    except (OSError, UnicodeEncodeError):
        pytest.skip("this file system refuses such names")
    (house,) = list_house_rules(tmp_path)
    assert house.rules is None
    for text in (house.name, house.title):
        text.encode("utf-8")  # drawable: no lone surrogates
        assert "\x01" not in text


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_new_match_opens_and_draws_with_every_kind_of_broken_house_rule(lang: str) -> None:
    from scopa.store import paths
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.newmatch import NewMatch

    folder = paths.house_rules_dir()
    folder.mkdir(parents=True)
    (folder / "empty.yaml").write_text("", encoding="utf-8")
    (folder / "comment.yaml").write_text("# soon\n", encoding="utf-8")
    (folder / "nul.yaml").write_text('extends: scopa\ntitle: "a\\0"\n', encoding="utf-8")
    (folder / "long.yaml").write_text("extends: scopa\ntitle: " + "x" * 200_000 + "\n")
    (folder / "never.yaml").write_text(
        "extends: scopa\ndeal: {redeal: ["
        + ", ".join(f"{{rank: {r}, at_least: 1}}" for r in range(1, 11))
        + "]}\n",
        encoding="utf-8",
    )
    (folder / "out.yaml").write_text("extends: ../../x\n", encoding="utf-8")
    if os.name == "posix":
        os.mkfifo(folder / "fifo.yaml")
    set_language(lang)
    app = App(None, size=(1280, 800))
    try:
        screen = NewMatch(app)
        app.push(screen)
        app.run_frames(2)
        broken = [v for v in screen.variants if v.rules is None]
        assert len(broken) == 6 + (os.name == "posix")
        for index, variant in enumerate(screen.variants):  # each can be shown in turn
            if variant.rules is None:
                screen._variant(index)
                app.run_frames(1)
                assert screen.index == index
    finally:
        app.close()
        set_language("en")


def test_a_long_file_name_still_loads_with_a_short_title(tmp_path: Path) -> None:
    path = tmp_path / ("family_rules_" * 18 + ".yaml")
    path.write_text("extends: scopa\n", encoding="utf-8")
    rules = Rules.load(path)
    assert len(rules.title) <= 80 and rules.name.startswith("family_rules_")


@pytest.mark.parametrize("text", ["", "# only a comment\n", "---\n"])
def test_an_empty_rules_file_is_told_as_empty_in_every_language(text: str) -> None:
    from scopa.ui.i18n import set_language
    from scopa.ui.messages import rules_problem_text

    with pytest.raises(RulesError) as err:
        Rules.from_yaml(text, file="family.yaml")
    problem = err.value.first
    assert problem.code == "empty_file" and problem.file == "family.yaml"
    try:
        for lang, word in (("en", "empty"), ("it", "vuoto"), ("es", "vacío")):
            set_language(lang)
            assert word in rules_problem_text(problem)
    finally:
        set_language("en")


def test_a_number_out_of_range_is_named_in_the_players_words() -> None:
    """``sweep.points: 99`` is told with its 99 in every language, not an empty gap before
    "is not allowed here" (a value of the wrong kind was already named)."""
    with pytest.raises(RulesError) as caught:
        Rules.from_yaml("extends: scopa\nsweep: {points: 99}")
    (problem,) = caught.value.problems
    try:
        for lang in ("en", "it", "es"):
            set_language(lang)
            said = rules_problem_text(problem)
            assert "sweep.points: 99 " in said and "  " not in said, said
    finally:
        set_language("en")
