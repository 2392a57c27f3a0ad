"""The documentation that is generated or runnable stays true."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_rules_reference_is_up_to_date() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "rules_reference.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout


def test_readme_examples_run() -> None:
    failures, tried = doctest.testfile(str(ROOT / "README.md"), module_relative=False)
    assert tried > 0 and failures == 0


def test_module_docstring_examples_run() -> None:
    """Every example in the docstrings of the game's modules outside the window runs as
    written (each module found, so a new one is never left out)."""
    import importlib
    import pkgutil

    import scopa

    names = ["scopa"]
    for package in ("core", "ai", "store", "net", "words"):
        found = pkgutil.iter_modules([str(ROOT / "scopa" / package)])
        names += [f"scopa.{package}.{m.name}" for m in found]
    tried_total = 0
    for name in names:
        module = importlib.import_module(name)
        failures, tried = doctest.testmod(module)
        assert failures == 0, name
        tried_total += tried
    assert tried_total > 50 and scopa.__name__ == "scopa"


def test_the_readme_lists_every_preset() -> None:
    """The README's table of presets has a row for each file in config/rules/, and no more."""
    import re

    from scopa import Rules

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("| preset | what it is |", 1)[1].split("\n\n", 1)[0]
    listed = re.findall(r"^\| `([a-z0-9_]+)` \|", table, flags=re.M)
    assert sorted(listed) == sorted(Rules.presets())
    assert len(listed) == len(set(listed))  # each once


def test_the_readmes_sample_mistake_is_what_the_game_says(tmp_path: Path) -> None:
    # the sample grew stale as match keys were added: it is checked against the loader
    from scopa import Rules, RulesError

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (sample,) = [line for line in readme.splitlines() if line.startswith("family.yaml:6:3:")]
    path = tmp_path / "family.yaml"
    path.write_text("extends: scopa\ntitle: x\nsweep:\n  on_last_play: true\nmatch:\n  targt: 21\n")
    try:
        Rules.load(path)
    except RulesError as exc:
        said = str(exc.first).replace(str(path), "family.yaml")
    else:
        raise AssertionError("the misspelt key was accepted")
    assert said == sample
