"""A table played across the room, in words and in its panel: how each seat is connected, the
waiting panel of a hosting window (where to join, the code, who has come, and the new code
once the old one is retired) and what its door says (a new join code, wrong codes tried).

Functions of the match alone: the table screen calls them, and keeps nothing of its own.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...net.host import NET
from ...net.protocol import shown_code
from ..i18n import t
from ..layout import Layout
from . import view as table_view
from .hosted import HostedMatch
from .local import LocalMatch
from .remote import RemoteMatch

NET_STATES = ("open", "connected", "away", "computer")


def gathering(match: LocalMatch | RemoteMatch) -> bool:
    """Whether ``match`` is hosted in this window and its network seats are still coming."""
    return isinstance(match, HostedMatch) and not match.started


def code_panel(match: LocalMatch | RemoteMatch) -> bool:
    """Whether the waiting panel shows: while the network seats are coming, and after, once
    the join code is retired (a new one lets spectators in)."""
    return isinstance(match, HostedMatch) and (gathering(match) or match.net.guard.retired)


def seat_words(match: LocalMatch | RemoteMatch, seats: int) -> list[str]:
    """Per seat, how it is connected, in words (empty for a seat played here)."""
    if not isinstance(match, RemoteMatch | HostedMatch):
        return [""] * seats
    states = match.seat_states() if isinstance(match, HostedMatch) else match.seat_states
    words = [str(s.get("state", "")) for s in states]
    if isinstance(match, RemoteMatch) and match.me < len(words) and not match.linked:
        words[match.me] = "away"  # this computer lost the host: its own seat is away
    return [t(f"net_state_{w}") if w in NET_STATES else "" for w in words]


def others_waiting(match: LocalMatch | RemoteMatch) -> int:
    """How many players at other computers ``match`` (hosted here) would leave waiting if
    its window closed (0: it hosts no one, or the match is over)."""
    if not isinstance(match, HostedMatch) or match.game.match_over:
        return 0
    return sum(1 for s in match.seat_states() if s.get("state") == "connected")


def door_news(match: HostedMatch) -> list[tuple[Callable[[], str], float, bool]]:
    """What the table is to say of its door, each (how to say it, for how long, an error):
    a new join code once issued, and (the panel gone, mid-match) that wrong codes are being
    tried, once."""
    door, guard = match.door, match.net.guard
    news: list[tuple[Callable[[], str], float, bool]] = []
    if door.issued:
        code, door.issued = door.issued, ""
        news.append((lambda: t("host_new_code_said", code=code), 8.0, False))
    if guard.under_attack and not gathering(match) and not door.said:
        door.said = True
        news.append((lambda: t("host_guessing", n=guard.wrong), 8.0, True))
    return news


def waiting_lines(match: HostedMatch, names: list[str]) -> list[str]:
    """The waiting panel's lines: where to join, the code, and who has come (``names``: the
    seats' names as the table shows them)."""
    coming = gathering(match)
    lines = [
        t("host_waiting" if coming else "host_code_title"),
        t("host_address", address=match.address),
        t("host_code", code=shown_code(match.code)),
    ]
    if not coming:
        return lines
    for seat, state in enumerate(match.seat_states()):
        if state["kind"] == NET:
            word = t(f"net_state_{state['state']}")
            lines.append(t("host_seat", name=state["name"] or names[seat], state=word))
    return lines


def draw_panel(target: pygame.Surface, lay: Layout, match: HostedMatch, names: list[str]) -> None:
    """The waiting panel, with its warning of codes tried and, once the code is retired, the
    button that issues a new one."""
    guard = match.net.guard
    warning = []
    if guard.retired:
        warning = [t("host_code_retired", n=guard.wrong)]
    elif guard.under_attack:
        warning = [t("host_guessing", n=guard.wrong)]
    match.door.new_code.label = t("host_new_code")
    button = match.door.new_code if guard.retired else None
    table_view.draw_waiting(target, lay, waiting_lines(match, names), warning, button)
