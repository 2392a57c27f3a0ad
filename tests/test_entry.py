"""The ways of starting the game: ``python -m scopa`` and ``scopa --version``."""

from __future__ import annotations

import os
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


def test_the_program_draws_its_menu_logs_the_first_frame_and_ends_cleanly(tmp_path) -> None:
    """``launch`` ends the process at once after the window closed: the exit code, what was
    printed and the log all arrive (bench/startup.py reads the first frame from the log)."""
    env = dict(os.environ, SCOPA_HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "scopa", "--frames", "2"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    logs = "".join(p.read_text() for p in (tmp_path / "log").glob("*.log*"))
    assert "first frame on screen at" in logs
    assert (tmp_path / "config").is_dir()  # the settings were written before the end


def test_help_lists_every_variant_with_its_title_and_players() -> None:
    # `--rules` takes a preset's name, and --help did not say which names there are
    from scopa.core.rules import Rules

    result = subprocess.run(
        [sys.executable, "-m", "scopa", "--help"], capture_output=True, text=True, check=True
    )
    listed = result.stdout.split("variants (--rules NAME")[1].splitlines()[1:]
    assert [line.split()[0] for line in listed] == Rules.presets_in_menu_order()
    assert "  escoba_de_granja" in result.stdout and "Escoba de granja (2 or 4 players)" in (
        result.stdout
    )
    assert "Scopa a 52 carte (2 to 8 players)" in result.stdout
    assert "Scopa (2, 3, 4 or 6 players)" in result.stdout


def test_the_game_starts_full_screen_as_its_settings_or_its_option_say(
    tmp_path, monkeypatch
) -> None:
    """Full screen switched on in Settings was kept, and the next start stopped on an error
    before its first frame (the screen filled before the window was whole)."""
    from scopa.store.settings import Settings, save_settings

    monkeypatch.setenv("SCOPA_HOME", str(tmp_path))
    save_settings(Settings(fullscreen=True))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    for extra in ([], ["--fullscreen", "--rules", "rubamazzo"]):
        result = subprocess.run(
            [sys.executable, "-m", "scopa", "--frames", "2", *extra],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == 0, result.stderr
        logs = "".join(p.read_text() for p in (tmp_path / "log").glob("*.log*"))
        assert "stopped" not in logs and "Traceback" not in logs, logs[-2000:]
        assert "first frame on screen at" in logs
