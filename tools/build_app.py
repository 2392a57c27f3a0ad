"""Build the game as a folder that runs without Python: ``python tools/build_app.py``.

    python tools/build_app.py [--check]

Writes ``dist/Scopa/`` with its executable ``dist/Scopa/Scopa`` (``Scopa.exe`` on Windows; on
macOS also ``dist/Scopa.app``), made by PyInstaller from the checkout: the game, its rule
presets, card art, typeface and licences, and nothing of the tests, tools or benchmarks. The
bundle finds its data inside itself and writes only to the player's platform folders, like
the installed game. ``--check`` then starts it for a short demo without a screen (SDL's dummy
video driver) and fails if it cannot start or cannot find its data.

PyInstaller builds for the system it runs on: run this script on Windows for Windows, on
macOS for macOS. It must be installed first (``pip install ".[build]"``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "Scopa"
# What the bundle carries besides the code: (folder in the checkout, where it goes inside).
DATA = (
    ("config", "scopa/_data/config"),
    ("assets", "scopa/_data/assets"),
    ("scopa/locales", "scopa/locales"),  # the words of every language
)
# Never in the bundle: what only developers run.
EXCLUDE = ("tests", "tools", "bench", "pytest", "hypothesis", "mypy", "ruff", "importlinter")
# Modules the libraries import on Windows alone (they reach Windows' DLLs through ctypes, which
# PyInstaller looks for and warns about elsewhere): left out of a bundle built on another system.
WINDOWS_ONLY = ("platformdirs.windows", "ifaddr._win32")
# Babel carries the CLDR data of some 1,100 locales (32 MB); the bundle keeps the root locale's
# and those of the languages the game speaks (the folders of scopa/locales, and a regional
# one's language: pt_BR keeps pt too).
BABEL_KEEP = ("root",)


def executable(dist: Path) -> Path:
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def build(dist: Path, work: Path) -> Path:
    try:
        import PyInstaller.__main__ as pyinstaller  # type: ignore[import-untyped]
    except ImportError:
        sys.exit('PyInstaller is not installed: pip install ".[build]"')
    sep = os.pathsep  # PyInstaller's source/destination separator for --add-data
    args = [
        str(ROOT / "main.py"),
        "--name",
        NAME,
        "--onedir",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--collect-submodules",
        "scopa",  # the command line imports the screens only once a window is wanted
    ]
    if sys.platform in ("win32", "darwin"):
        args.append("--windowed")  # no console window beside the game
    for source, target in DATA:
        args += ["--add-data", f"{ROOT / source}{sep}{target}"]
    for module in EXCLUDE + (() if sys.platform == "win32" else WINDOWS_ONLY):
        args += ["--exclude-module", module]
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # pygame's greeting, once per module it reads
    pyinstaller.run(args)
    trim_locale_data(dist / NAME)
    return executable(dist)


def spoken() -> list[str]:
    """The languages the game speaks: the folders of ``scopa/locales`` holding a catalogue."""
    folder = ROOT / "scopa" / "locales"
    return sorted(p.name for p in folder.iterdir() if p.is_dir() and any(p.glob("*.ftl")))


def trim_locale_data(bundle: Path) -> int:
    """Remove Babel's data for locales the game does not speak; returns the bytes removed."""
    keep = set(BABEL_KEEP)
    for lang in spoken():
        keep.update({lang, lang.split("_")[0]})
    removed = 0
    for data in bundle.rglob("locale-data"):
        if not data.is_dir() or data.parent.name != "babel":
            continue
        for entry in data.glob("*.dat"):
            if entry.stem not in keep and not entry.is_symlink():
                removed += entry.stat().st_size
                entry.unlink()
    return removed


def check(exe: Path) -> None:
    """Start the bundle for a short demo without a screen: it must find its data and play."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    runs = [["--version"], ["--demo", "--frames", "200"]]
    runs += [["--demo", "--frames", "60", "--lang", lang] for lang in spoken()]
    for args in runs:
        result = subprocess.run(
            [str(exe), *args], env=env, capture_output=True, text=True, timeout=120
        )
        if result.returncode != 0:
            sys.exit(
                f"{exe} {' '.join(args)} failed ({result.returncode}):\n"
                f"{result.stdout}{result.stderr}"
            )
        print(f"{exe.name} {' '.join(args)}: ok {result.stdout.strip()}")


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="run the bundle for a short demo")
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where dist/Scopa goes")
    args = parser.parse_args()
    dist = Path(args.dist)
    work = ROOT / "build" / "pyinstaller"
    start = time.perf_counter()
    exe = build(dist, work)
    shutil.rmtree(work, ignore_errors=True)
    if not exe.exists():
        sys.exit(f"the build made no {exe}")
    seconds = time.perf_counter() - start
    print(f"built {exe} in {seconds:.0f} s, {size_of(dist / NAME) / 1e6:.0f} MB on disk")
    if args.check:
        check(exe)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
