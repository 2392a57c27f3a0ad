"""The desktop entry and the icon, written where the desktop looks for them."""

from __future__ import annotations

import pygame


def test_the_desktop_entry_and_icon_go_where_the_desktop_looks(tmp_path, monkeypatch) -> None:
    import os

    from scopa.app import main
    from scopa.ui.app_loop import name_the_window

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop"]) == 0
    entry = (tmp_path / "applications" / "scopa.desktop").read_text()
    assert "Name=Scopa" in entry and "StartupWMClass=Scopa" in entry and "-m scopa" in entry
    picture = pygame.image.load(str(tmp_path / "icons/hicolor/256x256/apps/scopa.png"))
    assert picture.get_size() == (256, 256)
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "main.py")  # what pygame sets on import
    name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "Scopa"
