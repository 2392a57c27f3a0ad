"""Text as drawn: outlined letters without specks."""

from __future__ import annotations

import pygame


def test_a_thick_outline_leaves_no_specks_inside_the_letters() -> None:
    """The menu title's outline used to leave dots of felt in the middle of "o" and "p": a
    thick outline fills what it leaves of a counter, so no speck or sliver shows through."""
    from scopa.ui import text

    for size in (96, 128, 173):
        surf = text.render("Scopa", size, text.GOLD, bold=True)
        edge = max(1, size // 14)
        holes = pygame.mask.from_surface(surf, 1)
        holes.invert()  # the see-through pixels
        w, h = surf.get_size()
        for part in holes.connected_components():
            box = part.get_bounding_rects()[0]
            if box.left == 0 or box.top == 0 or box.right == w or box.bottom == h:
                continue  # around the text, not inside it
            assert edge < text._FILL_FROM, (size, box, part.count())
