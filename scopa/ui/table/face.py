"""The table as the screens over it see it: the round's summary, the match's end, the hot
seat's pass screen, the plays so far, the in-game menu and the save screen.

They are handed a :class:`TableFace` (the table screen is one) and never import the table
screen, which opens them: the screens depend on this small face, not on each other, and no
import goes round in a circle, even one made for the type checker only.
"""

from __future__ import annotations

from typing import Protocol

from ...core.game import Game
from ..cards import CardImages
from ..keeper import MatchKeeper
from ..match import MatchConfig
from ..nav import Scene
from ..review_worker import Reviews
from .animator import Animator
from .model import TableModel
from .remote import RemoteGame
from .words import TableWords


class TableFace(Protocol):
    """What a screen over the table reads of it, and asks of it."""

    config: MatchConfig
    deck: str  # the art the cards are drawn with
    images: CardImages
    model: TableModel  # the seat shown: its view and the turn's state
    words: TableWords  # the table's sentences, seat and team names among them
    anim: Animator  # everything shown, its layout among it

    @property
    def game(self) -> Game | RemoteGame: ...
    @property
    def remote(self) -> bool: ...  # a seat of a match hosted on another computer
    @property
    def keeper(self) -> MatchKeeper | None: ...  # what keeps the match in its save
    @property
    def reviews(self) -> Reviews | None: ...  # the player's plays reviewed (None: not here)

    def open_menu(self, over: Scene | None = None) -> None:
        """The in-game menu, over the table or over ``over`` (a screen of its own)."""
        ...

    def next_round(self) -> None: ...
    def new_match(self, game: Game | None = None, *, restart: bool = True) -> None: ...
    def reveal(self, seat: int) -> None:
        """The hot seat's pass screen was clicked: ``seat`` sits below and sees its hand."""
        ...

    def hosting_others(self) -> int:
        """How many players at other computers would be left waiting if the table closed."""
        ...
