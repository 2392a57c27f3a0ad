"""Saves, settings and statistics are hostile until proven otherwise, and nothing is lost."""

from __future__ import annotations

import errno
import json
import logging
import os
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from scopa import Game, Rules
from scopa.store import paths, saves, stats
from scopa.store.saves import MatchSetup, autosave_path, list_slots, load_autosave, save_match
from scopa.store.settings import Settings, load_settings, settings_path
from scopa.store.stats import count_match, load_stats, stats_path
from scopa.ui import keeper as keeper_module
from scopa.ui.i18n import set_language
from scopa.ui.keeper import MatchKeeper
from scopa.ui.messages import problem_text, saving_text
from tests.helpers import keeping_app, my_turn, play_first, wait_for

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero")
SETUP = MatchSetup(seats=["human", "cpu:medium"], names=["Ada", "Computer"])


def played(moves: int, seed: int = 5, rules: Rules | None = None) -> Game:
    game = Game(rules or Rules.preset("scopa"), 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.match_over:
            break
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    return game


def bad_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.bad-*"))


def said_everywhere(problem: str) -> None:
    for lang in ("en", "it", "es"):
        set_language(lang)
        text = problem_text(problem)
        assert text and "\0" not in text
    set_language("en")


# ------------------------------------------------------------------ settings
SETTINGS_CASES = [
    "player_name: 2001-02-30\n",
    "sound: !!bool maybe\n",
    "volume: " + "9" * 5000 + "\n",
    "[" * 10_000 + "]" * 10_000,
    "{" * 10_000,
    'player_name: "a\\0b"\n',
    'player_name: "\\ud800"\n',
    "player_name: " + "x" * 41 + "\n",
    "player_name: !!python/object:os.system x\n",
    "\0",
    "\xff\xfe",
    "language: [[[]]]\n",
    "- a\n- b\n",
]


@pytest.mark.parametrize("text", SETTINGS_CASES, ids=range(len(SETTINGS_CASES)))
def test_a_hostile_settings_file_is_set_aside_and_the_game_starts(text: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    settings, problems = load_settings()
    assert isinstance(settings, Settings) and problems
    assert bad_files(path.parent)
    for problem in problems:
        said_everywhere(problem)
    again, problems = load_settings()  # the repaired file loads cleanly next time
    assert problems == [] and again == settings


@pytest.mark.parametrize(
    "text",
    ["language: [1,2", "language: es\nvolume: [1,", 'player_name: "Ada', "- a\n- b\n", "{"],
)
def test_a_settings_problem_names_the_file_and_a_line_that_is_in_it(text: str) -> None:
    # the parser marks a file that ends too soon past its last line; the player is sent to
    # the last line instead, and a file that is not a mapping is said to be one at line 1
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    _, problems = load_settings()
    found = [p.problem for p in problems if getattr(p, "problem", None) is not None]
    assert found, problems
    for problem in found:
        assert problem.file == str(path)
        assert problem.line is not None and 1 <= problem.line <= len(text.splitlines())
        assert "<rules>" not in str(problem)


def test_settings_problems_are_told_in_the_order_of_the_files_lines() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("volume: 300\nlanguage: xx\nspeed: warp\nsound: maybe\n", encoding="utf-8")
    _, problems = load_settings()
    lines = [p.problem.line for p in problems if getattr(p, "problem", None) is not None]
    assert lines == [1, 2, 3, 4]


@pytest.mark.parametrize(
    "bad", ["sound: !!bool maybe", "player_name: 2001-02-30", "volume: !!int abc"]
)
def test_a_value_yaml_cannot_read_falls_back_alone_and_the_others_are_kept(bad: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"language: es\nspeed: fast\n{bad}\n", encoding="utf-8")
    settings, problems = load_settings()
    assert problems and bad_files(path.parent)
    assert (settings.language, settings.speed) == ("es", "fast")
    key = bad.split(":")[0]
    assert getattr(settings, key) == getattr(Settings(), key)
    again, problems = load_settings()
    assert problems == [] and again == settings


@posix_only
def test_a_fifo_or_dev_zero_as_settings_never_hangs() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    _, problems = load_settings()
    assert problems and "regular" in problems[0]
    assert bad_files(path.parent)
    if os.path.exists("/dev/zero"):
        path.unlink()
        path.symlink_to("/dev/zero")
        _, problems = load_settings()
        assert problems and "regular" in problems[0]


def test_a_huge_settings_file_is_refused_unread() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as handle:
        handle.truncate(100 * 1024 * 1024)
    _, problems = load_settings()
    assert problems and "bytes" in problems[0]


# ---------------------------------------------------------------- statistics
STATS_CASES = [
    b"[" * 10_000 + b"]" * 10_000,
    b'{"format": "scopa-statistics", "version": 1, "variants": {"scopa": {"rounds": '
    + b"9" * 5000
    + b"}}}",
    b'{"format": "scopa-statistics", "version": 1, "variants": {"scopa": {"rounds": NaN}}}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {"\\u0000": {}}}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {"\\ud800": {}}}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "counted": {"a": 3}}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "counted": []}',
    b'{"format": "scopa-statistics", "version": 99, "variants": {}}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "history": {}}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "history": [3]}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "history": [{"variant": '
    b'"scopa", "day": "2026-13-99x", "outcome": "won", "mine": 11, "theirs": 3}]}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "history": [{"variant": '
    b'"scopa", "day": "2026-01-02", "outcome": "maybe", "mine": 11, "theirs": 3}]}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "history": [{"variant": '
    b'"scopa", "day": "2026-01-02", "outcome": "won", "mine": -1, "theirs": true}]}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "history": [{"variant": '
    b'"\\u0000", "day": "2026-01-02", "outcome": "won", "mine": 1, "theirs": 0}]}',
    b'{"format": "scopa-statistics", "version": 1, "variants": {}, "history": ['
    + b",".join([b"{}"] * 1001)
    + b"]}",
    *(
        b'{"format": "scopa-statistics", "version": 1, "variants": {}, "accuracy": ' + bad + b"}"
        for bad in (
            b"[]",
            b'{"scopa": {}}',
            b'{"scopa": [3]}',
            b'{"\\u0000": []}',
            b'{"scopa": [' + b",".join([b"{}"] * 1001) + b"]}",
            *(
                b'{"scopa": [{"match": '
                + match
                + b', "day": '
                + day
                + b', "percent": '
                + percent
                + b"}]}"
                for match, day, percent in (
                    (b'"m1"', b'"2026-01-02"', b"100.5"),
                    (b'"m1"', b'"2026-01-02"', b"-0.1"),
                    (b'"m1"', b'"2026-01-02"', b"1e400"),
                    (b'"m1"', b'"2026-01-02"', b"true"),
                    (b'"m1"', b'"2026-01-02"', b'"90"'),
                    (b'"m1"', b'"2 January"', b"90"),
                    (b'"' + b"m" * 65 + b'"', b'"2026-01-02"', b"90"),
                    (b'"m\\u0007"', b'"2026-01-02"', b"90"),
                    (b"7", b'"2026-01-02"', b"90"),
                )
            ),
        )
    ),
    b'{"format": "other"}',
    b"\xff",
    b"",
    b"null",
]


@pytest.mark.parametrize("raw", STATS_CASES, ids=range(len(STATS_CASES)))
def test_a_hostile_statistics_file_is_set_aside(raw: bytes) -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    numbers, problem = load_stats()
    assert numbers == stats.Statistics() and problem
    assert bad_files(path.parent)
    said_everywhere(problem)


@posix_only
def test_a_fifo_or_dev_zero_as_statistics_never_hangs() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    _, problem = load_stats()
    assert problem and "regular" in problem and bad_files(path.parent)
    if os.path.exists("/dev/zero"):
        path.symlink_to("/dev/zero")
        _, problem = load_stats()
        assert problem and "regular" in problem


# --------------------------------------------------------------------- saves
def write_save(path: Path, change) -> None:
    save_match(played(9), SETUP)
    data = json.loads(autosave_path().read_text("utf-8"))
    change(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def never_deals(data: dict) -> None:
    data["record"]["rules"]["deal"]["redeal"] = [{"rank": r, "at_least": 1} for r in range(1, 11)]


def named(name: str):
    def change(data: dict) -> None:
        data["setup"]["names"] = [name, "Bo"]

    return change


def saved_at(value: object):
    def change(data: dict) -> None:
        data["saved_at"] = value

    return change


def key(name: str, value: object):
    def change(data: dict) -> None:
        data[name] = value

    return change


def rules_key(section: str, name: str, value: object):
    def change(data: dict) -> None:
        data["record"]["rules"][section][name] = value

    return change


SAVE_CASES = {
    "never_deals": never_deals,
    "nul_name": named("Ada\0"),
    "surrogate_name": named("\ud800"),
    "long_name": named("x" * 41),
    "name_not_text": named(7),  # type: ignore[arg-type]
    "year_one": saved_at("0001-01-01T00:00:00"),
    "year_9999": saved_at("9999-12-31T23:59:59"),
    "not_a_date": saved_at("yesterday"),
    "date_a_number": saved_at(12),
    "record_a_list": key("record", []),
    "moves_a_number": lambda d: d["record"].__setitem__("moves", 5),
    "seed_text": lambda d: d["record"].__setitem__("seed", "x"),
    "players_huge": lambda d: d["record"].__setitem__("players", 10**15),
    "dealer_negative": lambda d: d["record"].__setitem__("dealer", -1),
    "rules_title_nul": rules_key("deck", "art", "neapolitan\0"),
    "rules_deep": lambda d: d["record"].__setitem__("rules", {"deal": _deep(100)}),
    "seats_many": lambda d: d["setup"].__setitem__("seats", ["human"] * 1000),
    "seat_kind": lambda d: d["setup"].__setitem__("seats", ["human", "cpu:god"]),
    "match_id": lambda d: d["setup"].__setitem__("match_id", "../../x"),
    "version": key("version", 2),
    "format": key("format", None),
}


def _deep(n: int) -> object:
    out: object = 1
    for _ in range(n):
        out = {"a": out}
    return out


@pytest.mark.parametrize("case", list(SAVE_CASES))
def test_a_hostile_autosave_is_set_aside_and_the_game_starts(case: str) -> None:
    write_save(autosave_path(), SAVE_CASES[case])
    saved, problem = load_autosave()
    assert saved is None and problem
    assert bad_files(autosave_path().parent)
    said_everywhere(problem)
    assert load_autosave() == (None, None)  # the next start is clean


@pytest.mark.parametrize("case", list(SAVE_CASES))
def test_a_hostile_slot_is_listed_as_broken_on_the_load_screen(case: str) -> None:
    write_save(saves.slot_path("Bad"), SAVE_CASES[case])
    save_match(played(5), SETUP, "Good")
    slots = {s.path.stem: s for s in list_slots()}
    assert slots["Bad"].error and slots["Bad"].error_code
    assert slots["Good"].error is None


def test_a_number_over_4300_digits_is_a_bad_save() -> None:
    save_match(played(9), SETUP)
    text = autosave_path().read_text("utf-8")
    data = json.loads(text)
    seed = str(data["record"]["seed"])
    autosave_path().write_text(text.replace(seed, "9" * 5000, 1), encoding="utf-8")
    saved, problem = load_autosave()
    assert saved is None and problem and bad_files(autosave_path().parent)


@posix_only
def test_a_fifo_or_dev_zero_as_the_autosave_never_hangs() -> None:
    folder = autosave_path().parent
    folder.mkdir(parents=True)
    os.mkfifo(autosave_path())
    saved, problem = load_autosave()
    assert saved is None and "regular" in problem and bad_files(folder)
    if os.path.exists("/dev/zero"):
        autosave_path().symlink_to("/dev/zero")
        saved, problem = load_autosave()
        assert saved is None and "regular" in problem
        (folder / "zero.json").symlink_to("/dev/zero")
        assert [s.error_code for s in list_slots()] == ["not_regular"]


def test_a_huge_autosave_is_refused_unread() -> None:
    autosave_path().parent.mkdir(parents=True)
    with open(autosave_path(), "wb") as handle:
        handle.truncate(100 * 1024 * 1024)
    saved, problem = load_autosave()
    assert saved is None and problem and problem.error.code == "too_big"


def test_a_bad_name_never_reaches_the_table() -> None:
    """Names are checked on the way in and out: a bad one is never written either."""
    setup = MatchSetup(seats=["human", "cpu:easy"], names=["Ada\0", "\ud800"])
    save_match(played(3), setup)
    saved, problem = load_autosave()
    assert problem is None and saved is not None and saved.setup.names == ["", ""]


# --------------------------------------------------------------- one round, counted once
def config(match_id: str | None = None) -> SimpleNamespace:
    return SimpleNamespace(
        seats=["human", "cpu:medium"],
        names=["Ada", "Bo"],
        deck=None,
        rules_file=None,
        match_id=match_id,
    )


class Killed(BaseException):
    """The process dies here: the writer thread stops and nothing after is written."""


def first_round_end(seed: int = 5) -> tuple[Game, int]:
    game = Game(Rules.preset("scopa"), 2, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
        moves += 1
    return game, moves


def replay_to(moves: int, seed: int = 5) -> Game:
    game = Game(Rules.preset("scopa"), 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def play_with_kill(monkeypatch: pytest.MonkeyPatch, kill_at: str) -> None:
    """Play round 1 to its end with a keeper; die at ``kill_at`` while writing its end."""
    _, moves = first_round_end()
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    game = replay_to(moves - 1)
    keeper.begin(replay_to(0), [0])
    keeper.after(game, ())
    keeper.close()
    real = keeper_module.write_atomic
    writes: list[str] = []
    armed = [False]  # the round end's writes, not the full save of the match taken up

    def dying(path: Path, text: str) -> None:
        kind = "stats" if Path(path).name == "statistics.json" else "save"
        writes.append(kind)
        if kind == kill_at and armed[0]:
            raise Killed
        if kill_at == "stats_fails" and kind == "stats":
            raise OSError(errno.EIO, "the statistics cannot be written")  # the save goes on
        real(path, text)

    monkeypatch.setattr(keeper_module, "write_atomic", dying)
    keeper = MatchKeeper(config(saves.read_save(autosave_path()).setup.match_id))  # type: ignore[arg-type]
    keeper.begin(replay_to(moves - 1), [0])
    armed[0] = True
    last = replay_to(moves)
    keeper.after(last, last.events)
    keeper.close()
    monkeypatch.setattr(keeper_module, "write_atomic", real)


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
@pytest.mark.parametrize("kill_at", ["stats", "save", "stats_fails", "nothing"])
def test_a_kill_at_any_write_of_a_round_end_never_counts_twice_nor_loses(
    monkeypatch: pytest.MonkeyPatch, kill_at: str
) -> None:
    play_with_kill(monkeypatch, kill_at)
    # restart: Continue the autosave and play on to the round's end
    saved, problem = load_autosave()
    assert problem is None and saved is not None
    keeper = MatchKeeper(config(saved.setup.match_id))  # type: ignore[arg-type]
    keeper.begin(saved.game, [0])
    _, moves = first_round_end()
    if len(saved.game.moves) < moves:
        last = replay_to(moves)
        keeper.after(last, last.events)
    keeper.close()
    numbers, _ = load_stats()
    assert numbers.of("scopa").rounds == 1
    # and a further restart counts nothing more
    keeper = MatchKeeper(config(saved.setup.match_id))  # type: ignore[arg-type]
    keeper.begin(load_autosave()[0].game, [0])  # type: ignore[union-attr]
    keeper.close()
    assert load_stats()[0].of("scopa").rounds == 1


def test_count_match_is_idempotent_and_follows_the_match() -> None:
    game = played(200)
    assert game.match_over
    numbers = stats.Statistics()
    assert count_match(numbers, game, "m1", 0)
    once = json.dumps(stats.stats_text(numbers))
    assert not count_match(numbers, game, "m1", 0)
    assert json.dumps(stats.stats_text(numbers)) == once
    s = numbers.of("scopa")
    assert s.rounds == len(game.round_results) and s.matches == 1
    assert count_match(numbers, game, "m2", 0)  # another match is counted again
    assert numbers.of("scopa").matches == 2


def test_a_statistics_reset_does_not_recount_the_match_in_progress() -> None:
    game, _ = first_round_end()
    numbers = stats.Statistics()
    count_match(numbers, game, "m", 0)
    stats.save_stats(numbers)
    stats.reset_stats()
    after, _ = load_stats()
    assert after.of("scopa").rounds == 0
    assert not count_match(after, game, "m", 0)


def test_saves_from_before_match_ids_get_a_stable_one() -> None:
    save_match(played(9), SETUP)
    data = json.loads(autosave_path().read_text("utf-8"))
    del data["setup"]["match_id"]
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    first = saves.read_save(autosave_path()).setup.match_id
    assert first and first == saves.read_save(autosave_path()).setup.match_id


# ------------------------------------------------------------- failed writes
@pytest.mark.parametrize(
    ("code", "why"), [(errno.ENOSPC, "full"), (errno.EROFS, "readonly"), (errno.EIO, "other")]
)
def test_a_failed_write_is_told_once_logged_once_and_its_end_told(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, code: int, why: str
) -> None:
    real = keeper_module.write_atomic

    def failing(path: Path, text: str) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(keeper_module, "write_atomic", failing)
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    game = Game(Rules.preset("scopa"), 2, seed=3)
    keeper.begin(game, [0])
    rng = random.Random(3)
    with caplog.at_level(logging.INFO, logger="scopa.ui.keeper"):
        for _ in range(98):
            if game.match_over:
                break
            if game.round_over:
                keeper.after(game, game.next_round())
            keeper.after(game, game.play(rng.choice(game.legal_moves())))
        keeper.close()
        errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
        notices = []
        while (notice := keeper.take_notice()) is not None:
            notices.append(notice)
        assert len(errors) == 1
        assert [n[:2] for n in notices] == [("failed", why)]
        for lang in ("en", "it", "es"):
            set_language(lang)
            text = saving_text(notices[0])
            assert text and ("{" not in text)
        set_language("en")
        assert "disk is full" in saving_text(("failed", "full", "")) or why != "full"
        # the disk has room again: the next move saves, and the player hears so
        monkeypatch.setattr(keeper_module, "write_atomic", real)
        keeper = MatchKeeper(config())  # type: ignore[arg-type]
        keeper._failing = {"save": (why, "x")}
        keeper.save(game)
        keeper.close()
        assert keeper.take_notice() == ("ok", "", "")
        assert saving_text(("ok", "", "")).startswith("Saving works again")


def test_a_finished_match_whose_save_cannot_be_removed_is_not_continued(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = played(6)
    save_match(game, SETUP)
    assert load_autosave()[0] is not None

    def stuck() -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(saves, "clear_autosave", stuck)
    keeper = MatchKeeper(config())  # type: ignore[arg-type]
    over = played(400)
    assert over.match_over
    keeper.save(over)
    keeper.close()
    assert autosave_path().exists()  # it could not be removed...
    assert load_autosave() == (None, None)  # ...and yet it does not come back


# ------------------------------------------------------------- command line
def test_a_command_line_start_keeps_the_match_in_progress(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from scopa import app as entry
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.table import TableScene

    game = played(9)
    save_match(game, SETUP)
    seen: list[App] = []
    monkeypatch.setattr(App, "run", lambda self, frames=None: seen.append(self) or 0)
    assert entry.main(["--rules", "escoba"]) == 0
    try:
        table = seen[0].top
        assert isinstance(table, TableScene) and table.notice is not None
        assert "Kept" in table.notice.text
    finally:
        seen[0].close()
    out = capsys.readouterr().out
    (kept,) = [s for s in list_slots() if s.name.startswith("Kept")]
    # the line says the name as Load shows it: its time with a colon, not the file's dot
    hour, minute = kept.name.rsplit(" ", 1)[1].split(".")
    assert f'kept as the save "Kept today at {hour}:{minute}"' in out
    # and the table's notice names it so too: one name, one time (it said the file's name)
    assert f'"Kept today at {hour}:{minute}"' in table.notice.text
    assert kept.error is None and kept.scores == list(game.scores) and kept.round == 1
    loaded = saves.read_save(kept.path)
    assert [m.to_data() for m in loaded.game.moves] == [m.to_data() for m in game.moves]


def test_a_command_line_start_that_cannot_keep_the_match_does_not_save_over_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from scopa import app as entry

    save_match(played(9), SETUP)
    before = autosave_path().read_bytes()

    def full(*args: object, **kw: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves, "save_match", full)
    may_save, said = entry._keep_match_in_progress()
    assert may_save is False and said
    assert autosave_path().read_bytes() == before


def test_no_match_in_progress_nothing_is_kept() -> None:
    from scopa import app as entry

    assert entry._keep_match_in_progress() == (True, [])
    assert not paths.data_dir().joinpath("saves").exists() or list_slots() == []


def test_the_table_tells_a_full_disk_once_in_the_players_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(keeper_module, "write_atomic", full)
    set_language("it")
    app = keeping_app()
    try:
        seen: list[str] = []
        for _ in range(3):
            wait_for(app, lambda: my_turn(app))
            play_first(app)
            app.table.keeper.flush()  # type: ignore[union-attr]
            app.step(1 / 60)
            if app.table.notice:  # type: ignore[union-attr]
                seen.append(app.table.notice.text)  # type: ignore[union-attr]
        assert seen and "disco è pieno" in seen[0]
        assert app.table.keeper.take_notice() is None  # type: ignore[union-attr]
    finally:
        set_language("en")
        app.close()


def test_a_second_window_beside_a_running_game_saves_nothing_and_keeps_nothing_aside(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # a match started from the command line while another window played kept that window's
    # match aside, then both wrote the one autosave: a match was lost for good
    import subprocess
    import sys

    from scopa import app as entry
    from scopa.store.instance import release_folders
    from scopa.ui import i18n
    from scopa.ui.app_loop import App
    from scopa.ui.scenes.table import TableScene

    release_folders()  # a game started earlier in this process holds nothing here
    save_match(played(9), SETUP)  # the other window's match in progress
    before = autosave_path().read_bytes()
    holder = subprocess.Popen(  # the other window: it holds the player's folders
        [
            sys.executable,
            "-c",
            "import sys; from scopa.store.instance import claim_folders; "
            "print(claim_folders(), flush=True); sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        seen: list[App] = []
        monkeypatch.setattr(App, "run", lambda self, frames=None: seen.append(self) or 0)
        assert entry.main(["--rules", "escoba", "--seats", "human,cpu:easy"]) == 0
        app = seen[0]
        try:
            table = app.top
            assert isinstance(table, TableScene) and app.guest
            assert table.keeper is None and not table.config.save
            assert table.notice is not None and table.notice.text == i18n.t("already_open_guest")
            for _ in range(4):  # a few moves in this window
                if table.game.current_player == 0 and not table.game.round_over:
                    table.match.play(table.game.legal_moves()[0])
                app.run_frames(30)
            assert app.keep_match_in_progress() is None
        finally:
            app.close()
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(30)
    assert autosave_path().read_bytes() == before  # the other window's match, untouched
    assert not [s for s in list_slots() if s.name.startswith("Kept")]
    # and no journal of this window's moves beside the other's autosave
    assert not [p for p in autosave_path().parent.iterdir() if p.suffix == ".journal"]
