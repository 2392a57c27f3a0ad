"""``scopa --install-desktop``: a launcher in the desktop's menu (Linux and other XDG desktops).

Writes ``scopa.desktop`` into the user's applications folder and the icon beside the others
(``icons/hicolor/256x256/apps/scopa.png``), both under ``$XDG_DATA_HOME`` (``~/.local/share``).
The entry starts the very Python this game runs under, and its window class is "Scopa", so
the desktop groups the window under the launcher.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pygame

from .icon import icon

ENTRY = """[Desktop Entry]
Type=Application
Name=Scopa
GenericName=Card game
Comment=Scopa, Escoba and Scopone, against the computer or with friends
Exec={exec}
Icon=scopa
Terminal=false
Categories=Game;CardGame;
StartupWMClass=Scopa
"""


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def install_desktop(folder: Path | None = None) -> list[Path]:
    """Write the desktop entry and its icon; returns the two paths."""
    root = folder or data_home()
    apps = root / "applications"
    icons = root / "icons" / "hicolor" / "256x256" / "apps"
    apps.mkdir(parents=True, exist_ok=True)
    icons.mkdir(parents=True, exist_ok=True)
    picture = icons / "scopa.png"
    pygame.image.save(icon(256), str(picture))
    entry = apps / "scopa.desktop"
    command = f"{shlex.quote(sys.executable)} -m scopa"
    entry.write_text(ENTRY.format(exec=command), encoding="utf-8")
    return [entry, picture]


def main() -> int:
    for path in install_desktop():
        print(f"wrote {path}")
    return 0
