"""A real process killed at any moment loses no move it showed, and its statistics never
count a round its save does not hold (the child: tests/kill_child.py)."""

from __future__ import annotations

import os
import random
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scopa.store import journal, saves, stats
from scopa.store.journal import journal_path
from scopa.store.saves import autosave_path

ROOT = Path(__file__).resolve().parent.parent
KILLS = 20
DEADLINE = 120.0  # seconds for a child to report what it is waited for (a loaded machine)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL")


class Child:
    """``python -m tests.kill_child``, its stdout read line by line, never waited on for
    longer than :data:`DEADLINE`."""

    def __init__(self, seed: int, log: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.kill_child", str(seed)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log.open("ab"),
        )
        assert self.proc.stdout is not None
        self.fd = self.proc.stdout.fileno()
        self.buffer = b""
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.fd, selectors.EVENT_READ)

    def line(self) -> str:
        end = time.monotonic() + DEADLINE
        while b"\n" not in self.buffer:
            left = end - time.monotonic()
            assert left > 0, "the child said nothing in time"
            if self.selector.select(left):
                chunk = os.read(self.fd, 65536)
                assert chunk, f"the child ended: {self.proc.poll()}"
                self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(DEADLINE)
        self.selector.close()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                stream.close()


def on_disk() -> tuple[saves.Saved | None, stats.Statistics]:
    """What a start after the kill finds, read without changing anything: the statistics,
    and the save with the journal's moves after it."""
    counts, problem = stats.load_stats()
    assert problem is None
    if not autosave_path().exists():
        return None, counts
    saved = saves.read_save(autosave_path())
    replayed = journal.replay(
        journal_path(autosave_path()), saved.game, saved.setup.match_id, saved.journal
    )
    assert replayed.error is None, replayed.error
    saved.game = replayed.game
    return saved, counts


def test_a_kill_at_any_moment_loses_no_move_shown_and_counts_no_round_unsaved(
    tmp_path: Path,
) -> None:
    rng = random.Random(20261206)
    tally = {"kills": 0, "shown": 0, "past_full_save": 0, "after_the_end": 0, "matches": 0}
    for kill in range(KILLS):
        child = Child(kill + 1, tmp_path / "child.log")
        first = child.line().split()
        assert first[0] == "match", f"the child said: {' '.join(first)}"
        match_id, start = first[1], int(first[2])
        shown: dict[int, str] = {}
        dealt = 0
        over = False
        # killed at once, after a few moves, many, or just after the match's end
        wanted = rng.choice([0, 1, 2, rng.randint(3, 30), rng.randint(30, 90), 10**6])
        while len(shown) < wanted and not over:
            word, *rest = child.line().split(maxsplit=2)
            if word == "shown":
                shown[int(rest[0])] = rest[1]
            elif word == "dealt":
                dealt = int(rest[0])
            elif word == "over":
                over = True
        child.kill()
        tally["kills"] += 1
        tally["shown"] += len(shown)

        saved, counts = on_disk()
        counted = counts.counted.get(match_id)
        if saved is None:  # played to its end and forgotten: only once counted whole
            assert counted is not None and counted.over, (kill, counted)
            tally["after_the_end"] += 1
            tally["matches"] += 1
            continue
        game = saved.game
        assert saved.setup.match_id == match_id
        assert len(game.moves) >= max(shown, default=start)
        for n, move in shown.items():  # every move shown is held, as it was shown
            assert " ".join(game.moves[n - 1].to_data()) == move, (kill, n)
        assert game.round_number >= dealt
        full = saves.read_save(autosave_path()).game
        tally["past_full_save"] += len(game.moves) > len(full.moves)
        if counted is not None:  # the statistics count nothing the save does not hold
            assert counted.rounds <= len(game.round_results), (kill, counted)
            assert not counted.over or game.match_over, (kill, counted)
        if game.match_over:
            tally["after_the_end"] += 1
    print(
        f"\n{tally['kills']} kills: {tally['shown']} moves shown, none lost; the journal held "
        f"moves past the full save at {tally['past_full_save']} kills; "
        f"{tally['after_the_end']} kills after a match's end"
    )
