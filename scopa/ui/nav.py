"""What a scene may ask of the app: the scene stack, the window, the settings, the files.

Scenes are handed a :class:`Navigator` (the app loop is one) and never import the app loop,
so the loop can import every scene it starts at the top of its module and no import has to
hide inside a function to dodge a circle.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ..core.game import Game
from ..store.settings import Settings
from .match import MatchConfig
from .storage import Store


class Scene:
    """One layer of the stack. An opaque scene hides everything below it."""

    opaque = False

    def __init__(self, app: Navigator) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, target: pygame.Surface) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...


class Navigator(Protocol):
    """The app as a scene sees it."""

    settings: Settings
    store: Store  # the game's files: saves, statistics, settings, house rules
    problems: list[str]  # start-up problems (bad files set aside) to show once
    fullscreen: bool

    @property
    def guest(self) -> bool: ...  # another window holds the player's folders: none saved
    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def top(self) -> Scene: ...

    # -- the stack ---------------------------------------------------------------------
    def push(self, scene: Scene) -> None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def start_match(
        self,
        config: MatchConfig,
        game: Game | None = None,
        *,
        match: Any = None,
        table: Any = None,
    ) -> Scene:
        """Replace whatever is shown by a table playing ``config`` (or resuming ``game``, or
        a seat joined on another computer: a :class:`~scopa.ui.table.remote.RemoteMatch`)."""
        ...

    def show_home(self) -> None:
        """Replace whatever is shown by the main menu."""
        ...

    def learn(self) -> None:
        """Learn to play: the guided first match's lessons, over what is shown."""
        ...

    def keep_match_in_progress(self) -> str | None:
        """Keep the match in progress as a dated save before another replaces it (the next
        table tells the player its name); the name, or None when there was none."""
        ...

    def match_in_progress(self) -> bool:
        """Whether a table is open on a match that is not over and is being kept."""
        ...

    def quit(self) -> None: ...

    # -- the window, sound and settings -------------------------------------------------
    def font_size(self) -> int: ...
    def click(self) -> None: ...
    def apply_settings(self, live: bool = True) -> None: ...
    def toggle_fullscreen(self) -> None: ...
