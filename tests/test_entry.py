"""The ways of starting the game: ``python -m scopa`` and ``scopa --version``."""

from __future__ import annotations

import subprocess
import sys

import scopa


def test_python_dash_m_scopa_starts_the_command_line_and_tells_its_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "scopa", "--version"], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == f"scopa {scopa.__version__}"


def test_the_version_is_the_packages_own() -> None:
    from importlib import metadata

    assert metadata.version("scopa") == scopa.__version__
