"""The plays of the round (L, or the Plays button): from the seat's view, scrolled back to
the first plays."""

from __future__ import annotations

import pygame

from tests.helpers import make_app


def test_the_play_history_lists_the_rounds_plays_from_the_seats_view() -> None:
    from scopa.ui.scenes.history import HistoryScene, history_lines

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.table
        for _ in range(3):
            for _ in range(600):
                if table.my_turn:
                    break
                app.run_frames(1)
            table.play(table.game.legal_moves()[0])
        app.run_frames(5)
        lines = history_lines(table)
        played = [e for e, _ in table.model.view.plays()]
        assert len(lines) == len(played) >= 5
        pairs = zip(played, lines, strict=True)
        assert all(table.words.card(e.card) in line[1] for e, line in pairs)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
        app.run_frames(2)
        assert isinstance(app.top, HistoryScene)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        app.run_frames(2)
        assert app.top is table
    finally:
        app.close()


def test_the_play_history_scrolls_back_to_the_first_plays() -> None:
    """A long round's plays do not fit the panel: it opens on the latest, says how many lie
    above, and the keys and the wheel scroll back to the first and down again."""
    from scopa.ui.scenes.history import HistoryScene, history_lines

    app = make_app("human,cpu:random", speed="instant")
    try:
        table = app.table
        while len(history_lines(table)) < 20 and not table.game.round_over:
            for _ in range(600):
                if table.my_turn:
                    break
                app.run_frames(1)
            table.play(table.game.legal_moves()[0])
            app.run_frames(2)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
        app.run_frames(2)
        scene = app.top
        assert isinstance(scene, HistoryScene)
        assert scene.room < scene.total and scene.back == 0  # the latest plays first

        def key(k: int) -> None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))
            app.run_frames(1)

        key(pygame.K_UP)
        assert scene.back == 1
        key(pygame.K_HOME)
        assert scene.back == scene.total - scene.room  # the round's first play at the top
        key(pygame.K_PAGEDOWN)
        assert 0 < scene.back < scene.total - scene.room
        key(pygame.K_END)
        assert scene.back == 0
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
        app.run_frames(1)
        assert scene.back == 3
        key(pygame.K_ESCAPE)
        assert app.top is table
    finally:
        app.close()
