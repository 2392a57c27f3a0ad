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
    import scopa.core.capture
    import scopa.core.cards
    import scopa.core.game
    import scopa.core.moves
    import scopa.core.names
    import scopa.core.rules
    import scopa.core.scoring

    for module in (
        scopa.core.capture,
        scopa.core.cards,
        scopa.core.game,
        scopa.core.moves,
        scopa.core.names,
        scopa.core.rules,
        scopa.core.scoring,
        scopa,
    ):
        failures, _ = doctest.testmod(module)
        assert failures == 0, module.__name__
