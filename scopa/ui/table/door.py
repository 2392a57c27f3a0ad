"""What a hosting table keeps of its join code's door: the button that issues a new code
(in the waiting panel, once the host retired its code: :mod:`scopa.net.guard`) and whether
the table already said, mid-match, that wrong codes are being tried."""

from __future__ import annotations

from dataclasses import dataclass

from ..widgets import Button


@dataclass
class CodeDoor:
    new_code: Button  # the panel's New join code
    said: bool = False  # the table said (mid-match, the panel gone) that codes are tried
    issued: str = ""  # a new code issued, for the table to say (shown grouped)
