"""Every move on disk before the next is shown: the autosave's journal of moves, written as
each is played, compacted into the full save now and then, and read back like any hostile
file; the statistics never count a round the save does not hold."""

from __future__ import annotations

import errno
import json
import os
import random
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from scopa import Game, Rules
from scopa.store import journal, saves, stats
from scopa.store.journal import COMPACT_EVERY, JournalProblem, journal_path
from scopa.store.saves import autosave_path, load_autosave, read_save
from scopa.ui import keeper as keeper_module
from scopa.ui.i18n import set_language
from scopa.ui.keeper import MatchKeeper
from scopa.ui.messages import problem_text

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs")
SHORT = Rules.from_yaml("extends: scopa\nmatch: {target: 1}")


def config(match_id: str | None = None) -> SimpleNamespace:
    return SimpleNamespace(
        seats=["human", "cpu:medium"], names=["Ada", "Bo"], deck=None, rules_file=None,
        match_id=match_id,
    )  # fmt: skip


def moves_of(game: Game) -> list[list[str]]:
    return [m.to_data() for m in game.moves]


def step(game: Game, rng: random.Random) -> None:
    """One thing the table does: deal the next round, or play a move."""
    if game.round_over:
        game.next_round()
    else:
        game.play(rng.choice(game.legal_moves()))


def rounds_held(game: Game) -> int:
    return len(game.round_results)


class Gate:
    """Holds the keeper's writer thread at its next write (a disk, or a loop, starved)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, keeper: MatchKeeper) -> None:
        self.open = threading.Event()
        self.seen: list[str] = []
        real = keeper_module.write_atomic

        def held(path: Path, data: str | bytes) -> None:
            if threading.current_thread() is keeper._thread:
                self.seen.append(Path(path).name)
                assert self.open.wait(60), "the gate was never opened"
            real(path, data)

        monkeypatch.setattr(keeper_module, "write_atomic", held)


def journal_lines() -> list[dict]:
    text = journal_path(autosave_path()).read_text("ascii")
    return [json.loads(line) for line in text.splitlines()]


# ------------------------------------------------------------ the order of the writes
def test_every_move_is_on_disk_when_the_table_is_handed_it_even_with_the_writer_stuck(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    gate = Gate(monkeypatch, keeper)
    rng = random.Random(3)
    game = Game(Rules.preset("scopa"), 2, seed=3)
    keeper.begin(game, [0])
    try:
        for _ in range(2 * COMPACT_EVERY + 20):  # across a round's end and compactions
            step(game, rng)
            keeper.after(game, ())
            saved, problem = load_autosave()  # what a kill -9 now would leave
            assert problem is None and saved is not None
            assert moves_of(saved.game) == moves_of(game)
            assert saved.game.round_number == game.round_number
    finally:
        gate.open.set()
        keeper.close()
    assert "autosave.json" in gate.seen  # the full saves waited at the gate all along


def test_the_statistics_are_written_after_the_save_holds_what_they_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    real = keeper_module.write_atomic
    checked: list[tuple[int, int]] = []

    def watched(path: Path, data: str | bytes) -> None:
        if Path(path).name == "statistics.json":
            counted = json.loads(data)["counted"][keeper.setup.match_id]["rounds"]
            saved, _ = load_autosave()  # the save (and journal) as a kill now leaves it
            held = rounds_held(saved.game) if saved is not None else 10**6  # over: cleared
            checked.append((counted, held))
        real(path, data)

    monkeypatch.setattr(keeper_module, "write_atomic", watched)
    rng = random.Random(8)
    game = Game(SHORT, 2, seed=8)
    keeper.begin(game, [0])
    while not game.match_over:
        step(game, rng)
        keeper.after(game, ())
    keeper.close()
    assert checked and all(counted <= held for counted, held in checked), checked
    mine = stats.load_stats()[0].of(SHORT.name)
    assert mine.matches == 1 and mine.rounds == len(game.round_results)


def settle(keeper: MatchKeeper) -> None:
    """Wait until the keeper's writer thread has done what it was asked so far."""
    done = threading.Event()
    keeper._jobs.put(("flush", done))
    assert done.wait(60)


def test_a_compaction_writes_the_full_save_and_leaves_the_journal_short() -> None:
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    rng = random.Random(11)
    game = Game(Rules.preset("scopa"), 2, seed=11)
    keeper.begin(game, [0])
    for _ in range(COMPACT_EVERY):
        step(game, rng)
        keeper.after(game, ())
    assert not game.round_over  # the compaction is the one every COMPACT_EVERY moves
    settle(keeper)  # the full save of the 24 moves is on disk...
    assert moves_of(read_save(autosave_path()).game) == moves_of(game)
    step(game, rng)
    keeper.after(game, ())  # ...so the journal keeps only the move after it
    assert [line.get("n") for line in journal_lines()[1:]] == [COMPACT_EVERY]
    keeper.flush()  # on quit (and here): all in the full save, nothing after it
    assert moves_of(read_save(autosave_path()).game) == moves_of(game)
    assert journal_lines()[1:] == []
    keeper.close()
    saved, _ = load_autosave()
    assert saved is not None and moves_of(saved.game) == moves_of(game)


def test_a_round_dealt_and_a_move_taken_back_are_on_disk_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    gate = Gate(monkeypatch, keeper)
    rng = random.Random(5)
    game = Game(Rules.preset("scopa"), 2, seed=5)
    keeper.begin(game, [0])
    try:
        while not game.round_over:
            step(game, rng)
            keeper.after(game, ())
        game.next_round()
        keeper.after(game, ())
        saved, _ = load_autosave()
        assert saved is not None and saved.game.round_number == 2 and not saved.game.round_over
        step(game, rng)
        keeper.after(game, ())
        step(game, rng)
        keeper.after(game, ())
        back = game.take_back([0, 1])
        assert back is not None
        keeper.save(back)
        saved, _ = load_autosave()
        assert saved is not None and moves_of(saved.game) == moves_of(back)
        step(back, rng)  # and play on from there
        keeper.after(back, ())
        saved, _ = load_autosave()
        assert saved is not None and moves_of(saved.game) == moves_of(back)
    finally:
        gate.open.set()
        keeper.close()


def test_a_journal_that_cannot_be_written_makes_the_full_save_be_written_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    gate = Gate(monkeypatch, keeper)
    rng = random.Random(6)
    game = Game(Rules.preset("scopa"), 2, seed=6)
    keeper.begin(game, [0])

    def full(fd: int, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    try:
        step(game, rng)
        keeper.after(game, ())
        monkeypatch.setattr(journal, "_write_all", full)
        for _ in range(3):
            step(game, rng)
            keeper.after(game, ())
            saved, _ = load_autosave()
            assert saved is not None and moves_of(saved.game) == moves_of(game)
    finally:
        gate.open.set()
        keeper.close()
    assert not list(autosave_path().parent.glob(".*.tmp"))  # no temporary file left


def test_nothing_is_counted_while_the_move_cannot_be_saved() -> None:
    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    rng = random.Random(8)
    game = Game(SHORT, 2, seed=8)
    keeper.begin(game, [0])
    with pytest.MonkeyPatch.context() as disk_full:
        disk_full.setattr(journal, "_write_all", full)
        disk_full.setattr(keeper_module, "write_atomic", full)
        while not game.round_over:
            step(game, rng)
            keeper.after(game, ())
        assert keeper.stats.counted.get(keeper.setup.match_id) is None  # the round: not yet
    if not game.match_over:
        game.next_round()
    keeper.after(game, ())  # room again: saved, then counted
    keeper.close()
    assert stats.load_stats()[0].of(SHORT.name).rounds == 1


def test_a_finished_match_the_game_could_not_forget_is_counted_at_the_next_start() -> None:
    rng = random.Random(8)
    game = Game(SHORT, 2, seed=8)
    while not game.match_over:
        step(game, rng)
    setup = saves.MatchSetup(seats=["human", "cpu:medium"])
    saves.save_match(game, setup)  # killed before the statistics were written
    assert load_autosave() == (None, None)
    mine = stats.load_stats()[0].of(SHORT.name)
    assert mine.matches == 1 and mine.rounds == len(game.round_results)
    assert not autosave_path().exists()
    assert stats.load_stats()[0].of(SHORT.name).matches == 1  # once


# ------------------------------------------------------------ reading it back
def kept_match(moves: int = 6, seed: int = 7) -> Game:
    """A match played ``moves`` moves with a keeper whose full save holds none of them
    (the writer thread never wrote it: the journal holds them all)."""
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    rng = random.Random(seed)
    game = Game(Rules.preset("scopa"), 2, seed=seed)
    keeper.begin(game, [0])
    for _ in range(moves):
        step(game, rng)
        keeper.after(game, ())
    keeper._keeping.close()
    keeper._jobs.put(None)
    keeper._thread.join(10)
    return game


def test_a_torn_last_line_is_left_and_the_rest_read_back() -> None:
    game = kept_match()
    with open(journal_path(autosave_path()), "ab") as handle:
        handle.write(b'{"s":99,"n":6,"m":["7')  # killed in the middle of a write
    saved, problem = load_autosave()
    assert problem is None and saved is not None
    assert moves_of(saved.game) == moves_of(game)
    assert not list(autosave_path().parent.glob("*.bad-*"))


def bad_journal(lines: list[bytes]) -> None:
    path = journal_path(autosave_path())
    path.write_bytes(b"".join(line + b"\n" for line in lines))


@pytest.mark.parametrize(
    ("spoil", "code", "kept"),
    [
        ("illegal", "illegal", 3),  # the 4th move names a card not in hand
        ("damaged", "damaged", 3),  # the 4th line is not JSON
        ("skipped", "damaged", 3),  # a step missing
        ("renumbered", "damaged", 3),  # a move out of its place
        ("foreign", "foreign", 0),  # another match's journal
        ("not_a_journal", "foreign", 0),
    ],
)
def test_a_bad_journal_keeps_its_good_moves_and_is_set_aside(
    spoil: str, code: str, kept: int
) -> None:
    game = kept_match()
    path = journal_path(autosave_path())
    lines = path.read_bytes().splitlines()
    head, steps = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    assert [s["s"] for s in steps] == list(range(1, 7))
    if spoil == "illegal":
        steps[3]["m"] = ["1D"] if "1D" not in [str(c) for c in game.hands[0]] else ["2D"]
    elif spoil == "skipped":
        del steps[3]
    elif spoil == "renumbered":
        steps[3]["n"] = 9
    elif spoil == "foreign":
        head["match"] = "f" * 32
    elif spoil == "not_a_journal":
        head = {"format": "something-else"}
    text = [json.dumps(head).encode()] + [json.dumps(s).encode() for s in steps]
    if spoil == "damaged":
        text[4] = b'{"s": 4, "n": 3, "m": [}'
    bad_journal(text)
    saved, problem = load_autosave()
    assert saved is not None and isinstance(problem, JournalProblem)
    assert problem.code == code and problem.kept == kept and problem.moved
    assert moves_of(saved.game) == moves_of(game)[:kept]
    (aside,) = list(autosave_path().parent.glob("*.bad-*"))
    assert aside.name == problem.moved and aside.read_bytes().startswith(text[0])
    # the good moves were written into the full save: the next start has them, quietly
    again, said = load_autosave()
    assert said is None and again is not None and moves_of(again.game) == moves_of(game)[:kept]
    for lang in ("en", "it", "es"):
        set_language(lang)
        shown = problem_text(problem)
        assert problem.moved in shown and f"({kept} " in shown
    set_language("en")


def test_the_journal_message_is_said_in_each_language() -> None:
    error = journal.JournalError("line 4 is not a legal move", "illegal")
    problem = JournalProblem.make(error, "autosave.bad-1.journal", 3)
    said = {}
    for lang in ("en", "it", "es"):
        set_language(lang)
        said[lang] = problem_text(problem)
    set_language("en")
    assert "not a legal one" in said["en"] and "non è regolare" in said["it"]
    assert "no es válida" in said["es"] and len(set(said.values())) == 3


def test_a_journal_too_big_is_refused_unread_and_set_aside() -> None:
    kept_match()
    path = journal_path(autosave_path())
    with open(path, "ab") as handle:
        handle.truncate(journal.MAX_BYTES + 10)
    saved, problem = load_autosave()
    assert saved is not None and isinstance(problem, JournalProblem)
    assert problem.code == "too_big" and problem.kept == 0
    assert moves_of(saved.game) == []  # the full save alone
    assert list(autosave_path().parent.glob("*.bad-*"))


@posix_only
def test_a_journal_that_is_a_fifo_does_not_hang_the_start() -> None:
    kept_match()
    path = journal_path(autosave_path())
    path.unlink()
    os.mkfifo(path)
    saved, problem = load_autosave()
    assert saved is not None and isinstance(problem, JournalProblem)
    assert problem.code == "not_regular"


def test_a_journal_of_an_older_epoch_is_left_quietly() -> None:
    game = kept_match()
    saved, _ = load_autosave()
    assert saved is not None
    # the match taken up again: its full save written anew, a new epoch, nothing played yet
    keeper = MatchKeeper(config(saved.setup.match_id))  # type: ignore[arg-type]
    keeper.begin(saved.game, [0])
    keeper._jobs.put(None)
    keeper._thread.join(10)
    assert json.loads(journal_path(autosave_path()).read_text().splitlines()[0])["epoch"] != (
        read_save(autosave_path()).journal.epoch  # type: ignore[union-attr]
    )
    again, problem = load_autosave()
    assert problem is None and again is not None and moves_of(again.game) == moves_of(game)
    assert not list(autosave_path().parent.glob("*.bad-*"))
    keeper._keeping.close()


def test_a_journal_is_set_aside_with_the_save_it_belongs_to() -> None:
    kept_match()
    autosave_path().write_text("{ not a save", encoding="utf-8")
    saved, problem = load_autosave()
    assert saved is None and problem
    assert not journal_path(autosave_path()).exists()
    assert len(list(autosave_path().parent.glob("*.bad-*"))) == 2  # both kept, not deleted


class Killed(BaseException):
    """The process dies here."""


def test_a_kill_while_a_finished_match_is_forgotten_never_brings_back_its_last_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    rng = random.Random(8)
    game = Game(SHORT, 2, seed=8)
    keeper.begin(game, [0])
    while not game.round_over:  # the full save holds the deal, the journal the moves
        step(game, rng)
        keeper._keeping.hold(game, keeper.setup.match_id)
    assert game.match_over
    keeper._keeping.close()
    keeper.close()
    removed: list[str] = []
    real = Path.unlink

    def dying(self: Path, missing_ok: bool = False) -> None:
        if removed:
            raise Killed  # between the two removals
        removed.append(self.name)
        real(self, missing_ok)

    with monkeypatch.context() as patched, pytest.raises(Killed):
        patched.setattr(Path, "unlink", dying)
        saves.clear_autosave()
    saved, problem = load_autosave()
    assert saved is None and problem is None  # no match to take up without its end


def test_a_match_kept_aside_is_not_brought_back_when_its_table_closes() -> None:
    # a new match replaces the one in progress: the one in progress is flushed, kept as a
    # save slot, its autosave cleared; then its table closes, and must write nothing back
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    rng = random.Random(9)
    game = Game(Rules.preset("scopa"), 2, seed=9)
    keeper.begin(game, [0])
    for _ in range(5):
        step(game, rng)
        keeper.after(game, ())
    keeper.flush()
    kept = saves.keep_autosave()
    assert kept is not None and not autosave_path().exists()
    keeper.close()
    assert not autosave_path().exists() and not journal_path(autosave_path()).exists()
    assert load_autosave() == (None, None)


def test_taking_back_and_playing_again_for_ever_never_grows_the_journal_without_end() -> None:
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    rng = random.Random(12)
    game = Game(Rules.preset("scopa"), 2, seed=12)
    keeper.begin(game, [0])
    step(game, rng)
    keeper.after(game, ())
    longest = 0
    for _ in range(10 * COMPACT_EVERY):  # the player's move, taken back, played again...
        back = game.take_back([0, 1])
        assert back is not None
        keeper.save(back)
        game = back
        step(game, rng)
        keeper.after(game, ())
        settle(keeper)
        longest = max(longest, len(journal_lines()) - 1)
    assert longest <= COMPACT_EVERY + 2
    keeper.close()
    saved, problem = load_autosave()
    assert problem is None and saved is not None and moves_of(saved.game) == moves_of(game)


def test_a_journal_taking_back_moves_without_end_is_refused() -> None:
    game = kept_match(moves=1)
    path = journal_path(autosave_path())
    lines = path.read_bytes().splitlines()
    move = json.loads(lines[1])
    text = [lines[0], lines[1]]
    for s in range(2, 2 * journal.MAX_BACKS + 10, 2):
        text.append(json.dumps({"s": s, "back": 0}).encode())
        text.append(json.dumps({**move, "s": s + 1}).encode())
    bad_journal(text)
    saved, problem = load_autosave()
    assert isinstance(problem, JournalProblem) and problem.code == "damaged"
    assert saved is not None and moves_of(saved.game) == moves_of(game)
