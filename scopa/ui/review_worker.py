"""The review of the player's plays, computed in a process of its own while the match goes on.

A round's review (:func:`scopa.ai.review`, Hard's search over every legal play) takes most of
a second of a core, and Python's threads share one interpreter lock: searched on a thread it
would take frames from the table. So a **worker process** does it, started the first time
the player plays in a match (its start, an import of the rules and the search, overlaps the
round) and fed the match record as each round ends. One **courier** thread of the window
talks to it: the frame thread only leaves a request and, later, picks the reviews up, never
waiting on the pipe or the process.

The process is the window's to end: :meth:`Reviews.close` (the match left, a new one begun,
the window closed) ends it at once, mid-search or not. Should the window itself be killed,
the process finds its pipe closed when it next reads from it, or writes to it, and ends
(a round's search is bounded by :data:`ROUND_BUDGET`). A process that cannot start, or dies,
leaves the reviews it could not make marked failed: the screen says so, and play goes on.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import multiprocessing
import os
import queue
import signal
import threading
import time
import weakref
from multiprocessing.connection import Connection
from typing import Any

from ..ai.review import REVIEW_SAMPLES, Grader, Review, accuracy, plays_of

log = logging.getLogger(__name__)

ROUND_BUDGET = 4.0  # seconds of search at most for one round's review (2 players: ~0.7 s)
START_LIMIT = 30.0  # seconds for the worker process to start
NICE = 19  # the worker takes only what the window leaves of the processor
THREAD = "scopa-review"

READY, WORKING, FAILED = "ready", "working", "failed"


def review_round(
    record: dict[str, Any], seat: int, round_number: int, seed: int = 0, budget: float | None = None
) -> list[Review]:
    """The reviews of ``seat``'s plays in round ``round_number`` of ``record``, as
    :func:`scopa.ai.review` grades them (the same grader, the same seed), with ``budget``
    seconds shared among the round's plays."""
    plays = [p for p in plays_of(record, seat) if p[1].round_number == round_number]
    grader = Grader(seed, samples=REVIEW_SAMPLES)
    start = time.perf_counter()
    out = []
    for i, (number, view, played) in enumerate(plays):
        deadline = None
        if budget is not None:  # what an earlier play left unused passes on
            deadline = start + budget * (i + 1) / len(plays)
        out.append(grader.grade(view, played, number, deadline))
    return out


def serve(conn: Connection) -> None:
    """The worker process: a round's review for each request, until told to stop (None) or
    its pipe is gone (the window ended). It runs at a lower priority than the window, so that
    on a busy machine the frames come first."""
    with contextlib.suppress(AttributeError, OSError):  # os.nice: not on Windows
        os.nice(NICE)
    with contextlib.suppress(ValueError, OSError):  # Ctrl+C in a terminal is the window's
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    conn.send(("ready",))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        record, seat, round_number, seed, budget = job
        try:
            answer: tuple[Any, ...] = (
                "ok",
                round_number,
                review_round(record, seat, round_number, seed, budget),
            )
        except Exception as exc:  # a record it cannot replay: that round fails, not the worker
            answer = ("error", round_number, f"{type(exc).__name__}: {exc}"[:200])
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return


_LIVE: weakref.WeakSet[Reviews] = weakref.WeakSet()


@atexit.register
def _end_all() -> None:
    """The program ends: no review process outlives it."""
    for reviews in list(_LIVE):
        reviews.close()


class Reviews:
    """One seat's reviews in one match, by round; computed by the worker process as the
    rounds end. Every method is for the frame thread and returns at once."""

    def __init__(self, seat: int, seed: int = 0, budget: float | None = ROUND_BUDGET) -> None:
        self.seat = seat
        self.seed = seed
        self.budget = budget
        self.rounds: dict[int, list[Review]] = {}  # round -> its reviews, once made
        self.state: dict[int, str] = {}  # round -> READY, WORKING or FAILED
        self.times: dict[int, float] = {}  # round -> seconds from its request to its reviews
        self.started = 0  # worker processes started (tests: one per match at most)
        # the match ended: its id, its variant and its rounds, whose accuracy is to be kept
        self.ending: tuple[str, str, list[int]] | None = None
        self.recorded = False  # that accuracy went to the statistics (or could not be had)
        self.closed = False
        self.broken = False  # the worker died or never started: nothing more is reviewed
        self._jobs: queue.Queue[tuple[dict[str, Any], int, float] | None] = queue.Queue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.process: Any = None
        self._conn: Connection | None = None
        _LIVE.add(self)

    # -- from the frame thread ---------------------------------------------------------------
    def warm(self) -> None:
        """Start the worker now (the player's first play), so that it is ready when the
        round ends."""
        if self._thread is None and not self.closed:
            self._thread = threading.Thread(target=self._courier, name=THREAD, daemon=True)
            self._thread.start()

    def submit(self, record: dict[str, Any], round_number: int) -> None:
        """Review round ``round_number`` of ``record`` (the match as it stands at that
        round's end); a round asked for already is not asked again."""
        with self._lock:
            if self.closed or round_number in self.state:
                return
            self.state[round_number] = FAILED if self.broken else WORKING
            if self.broken:
                return
        self.warm()
        self._jobs.put((record, round_number, time.perf_counter()))

    def status(self, round_number: int) -> str | None:
        """READY, WORKING or FAILED for a round asked for; None for one never asked."""
        with self._lock:
            return self.state.get(round_number)

    def of(self, rounds: list[int]) -> tuple[list[Review], str]:
        """The reviews of ``rounds`` so far, in play order, and their state as a whole:
        WORKING while any is, else FAILED if any did, else READY."""
        with self._lock:
            states = [self.state.get(n) for n in rounds]
            found = [r for n in rounds for r in self.rounds.get(n, [])]
        if any(s == WORKING for s in states):
            return found, WORKING
        if any(s != READY for s in states):
            return found, FAILED
        return found, READY

    def accuracy(self, rounds: list[int]) -> float | None:
        """The accuracy over ``rounds`` once all are reviewed (None before, or failed)."""
        found, state = self.of(rounds)
        return accuracy(found) if state == READY else None

    def close(self) -> None:
        """End the worker now, whatever it is doing (its process is killed, not waited on)."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            for n, s in self.state.items():
                if s == WORKING:
                    self.state[n] = FAILED
        self._jobs.put(None)
        process = self.process
        if process is not None:
            with contextlib.suppress(Exception):
                process.kill()
                process.join(5.0)
        _LIVE.discard(self)

    # -- the courier thread --------------------------------------------------------------
    def _courier(self) -> None:
        try:
            self._start()
            while True:
                job = self._jobs.get()
                if job is None or self.closed:
                    return
                self._ask(*job)
        except Exception:  # the process died or never started: what was asked fails
            if not self.closed:
                log.warning("the review of your plays stopped", exc_info=True)
            self._fail_all()
        finally:
            self._end()

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a threaded process
        ours, theirs = context.Pipe()
        self._conn = ours
        process = context.Process(target=serve, args=(theirs,), name=THREAD, daemon=True)
        with self._lock:
            if self.closed:
                raise OSError("closed before it started")
            process.start()
            self.process = process
        theirs.close()
        self.started += 1
        if not ours.poll(START_LIMIT) or ours.recv() != ("ready",):
            raise OSError("the review process did not start")

    def _ask(self, record: dict[str, Any], round_number: int, asked: float) -> None:
        conn = self._conn
        assert conn is not None
        conn.send((record, self.seat, round_number, self.seed, self.budget))
        answer = conn.recv()
        kind, number, data = answer
        with self._lock:
            if self.closed:
                return
            if kind == "ok" and number == round_number:
                self.rounds[round_number] = list(data)
                self.state[round_number] = READY
                self.times[round_number] = time.perf_counter() - asked
            else:
                log.warning("round %s could not be reviewed: %s", round_number, data)
                self.state[round_number] = FAILED

    def _fail_all(self) -> None:
        with self._lock:
            self.broken = True
            for n, s in self.state.items():
                if s == WORKING:
                    self.state[n] = FAILED
        while True:  # what was still queued fails too
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                return
            if job is not None:
                with self._lock:
                    self.state[job[1]] = FAILED

    def _end(self) -> None:
        conn, process = self._conn, self.process
        if conn is not None:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
            conn.close()
        if process is not None:
            process.join(2.0)
            if process.is_alive():
                process.kill()
                process.join(5.0)
