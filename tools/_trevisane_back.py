"""The Trevisane back."""

from __future__ import annotations

from _layouts import back as _back


def back() -> list[str]:
    return _back("trevisane")
