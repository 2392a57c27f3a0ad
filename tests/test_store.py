"""Nothing lost: atomic writes, saves, settings, statistics and house-rule files."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scopa import Game, Rules
from scopa.core.events import MatchWon
from scopa.store import paths
from scopa.store.atomic import clean_temp_files, set_aside, write_atomic
from scopa.store.house_rules import list_house_rules, save_house_rule
from scopa.store.saves import (
    MatchSetup,
    autosave_path,
    clear_autosave,
    list_slots,
    load_autosave,
    read_save,
    save_match,
)
from scopa.store.settings import Settings, load_settings, save_settings, settings_path
from scopa.store.stats import (
    KEEP_ACCURACY,
    KEEP_HISTORY,
    Accuracy,
    Finished,
    MatchTracker,
    Statistics,
    count_match,
    load_stats,
    reset_stats,
    save_stats,
    stats_path,
    stats_text,
)

ROOT = Path(__file__).resolve().parent.parent


def played(seed: int = 5, moves: int = 13) -> Game:
    game = Game(Rules.preset("scopa"), 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    return game


SETUP = MatchSetup(seats=["human", "cpu:medium"], names=["Ada", "Computer"])


def bad_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.bad-*"))


# ------------------------------------------------------------------ folders
def test_platform_folders_are_named_for_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SCOPA_HOME")
    for folder in (paths.data_dir(), paths.config_dir(), paths.cache_dir(), paths.log_dir()):
        assert "Scopa" in str(folder)
        assert not folder.resolve().is_relative_to(ROOT)
    assert paths.house_rules_dir() == paths.config_dir() / "rules"


# ------------------------------------------------------------------- atomic
def test_write_atomic_replaces_the_file_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    write_atomic(target, "one")
    write_atomic(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_a_write_killed_before_the_replace_leaves_the_previous_save_readable(
    tmp_path: Path,
) -> None:
    game = played()
    save_match(game, SETUP)
    before = autosave_path().read_bytes()
    child = textwrap.dedent(f"""
        import os, random, sys
        sys.path.insert(0, {str(ROOT)!r})
        os.environ["SCOPA_HOME"] = {os.environ["SCOPA_HOME"]!r}
        from scopa import Game, Rules
        from scopa.store import atomic
        from scopa.store.saves import MatchSetup, save_match
        def killed(*args, **kwargs):
            os._exit(9)  # the process dies between the temp file and the replace
        atomic.os.replace = killed
        game = Game(Rules.preset("escoba"), 2, seed=1)
        save_match(game, MatchSetup(seats=["human", "cpu:easy"]))
    """)
    result = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True)
    assert result.returncode == 9, result.stderr
    assert autosave_path().read_bytes() == before
    temps = list(autosave_path().parent.glob(".*.tmp"))
    assert temps, "the interrupted write left its temporary file"
    saved = read_save(autosave_path())
    assert saved.game.record() == game.record()
    assert clean_temp_files(autosave_path().parent, older_than=0) == len(temps)


def test_set_aside_never_deletes(tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text("garbage")
    first = set_aside(bad, "test")
    bad.write_text("garbage again")
    second = set_aside(bad, "test")
    assert first and second and first != second
    assert first.read_text() == "garbage" and second.read_text() == "garbage again"


# -------------------------------------------------------------------- saves
def test_save_quit_resume_reproduces_the_position() -> None:
    game = played(moves=21)
    save_match(game, SETUP)
    saved, problem = load_autosave()
    assert problem is None and saved is not None
    again = saved.game
    assert again.hands == game.hands and again.table == game.table
    assert again.current_player == game.current_player and again.scores == game.scores
    assert again.round_number == game.round_number and again.events == game.events
    assert saved.setup == SETUP


def test_named_slots_are_listed_with_their_summary() -> None:
    save_match(played(seed=1), SETUP, name="Sunday lunch")
    save_match(played(seed=2, moves=40), SETUP, name="Evening")
    slots = list_slots()
    assert {s.name for s in slots} == {"Sunday lunch", "Evening"}
    evening = next(s for s in slots if s.name == "Evening")
    assert evening.title == "Scopa" and evening.players == 2 and evening.target == 11
    assert evening.saved_at is not None and evening.error is None


def test_a_finished_match_is_not_offered_to_continue() -> None:
    game = played(moves=0)
    rng = random.Random(3)
    while not game.match_over:
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    save_match(game, SETUP)
    assert load_autosave() == (None, None)
    clear_autosave()
    assert not autosave_path().exists()


def corrupt(text: str | bytes) -> tuple[str, list[Path]]:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        text = text.encode()
    path.write_bytes(text)
    saved, problem = load_autosave()
    assert saved is None and problem
    assert not path.exists()
    aside = bad_files(path.parent)
    assert aside and aside[-1].read_bytes() == text  # kept, never deleted
    return problem, aside


def valid_payload() -> dict:
    save_match(played(), SETUP)
    return json.loads(autosave_path().read_text())


def test_garbage_save_is_reported_and_set_aside() -> None:
    problem, _ = corrupt("this is not json")
    assert "could not be loaded" in problem and "moved to autosave.bad-" in problem


def test_truncated_save_is_reported() -> None:
    text = json.dumps(valid_payload())
    problem, _ = corrupt(text[: len(text) // 2].rstrip("}"))  # cut short, not at a closing brace
    assert "cut short" in problem


def test_save_from_an_unknown_version_is_reported() -> None:
    payload = valid_payload()
    payload["version"] = 99
    problem, _ = corrupt(json.dumps(payload))
    assert "another version" in problem


def test_save_edited_into_an_illegal_state_is_reported() -> None:
    payload = valid_payload()
    payload["record"]["moves"][3] = ["7D", "1C", "2C", "3C", "4C"]
    problem, _ = corrupt(json.dumps(payload))
    assert "cannot be replayed" in problem


@pytest.mark.parametrize(
    "edit",
    [
        lambda p: p.update(record="nope"),
        lambda p: p["record"].update(players="two"),
        lambda p: p["record"].update(seed=None, deck=["7D"]),
        lambda p: p["record"]["rules"]["match"].update(target="eleven"),
        lambda p: p.update(setup={"seats": ["human", "robot"]}),
        lambda p: p.update(setup={"seats": ["human"]}),
        lambda p: p["record"].update(moves=[[1, 2]]),
    ],
)
def test_save_with_wrong_types_is_reported(edit) -> None:
    payload = valid_payload()
    edit(payload)
    problem, _ = corrupt(json.dumps(payload))
    assert "could not be loaded" in problem


def test_huge_save_is_refused_without_reading_it_all() -> None:
    problem, _ = corrupt(b"[" * (5 * 1024 * 1024))
    assert "allowed" in problem


def test_deeply_nested_save_is_refused() -> None:
    problem, _ = corrupt("[" * 100_000 + "]" * 100_000)
    assert "could not be loaded" in problem


def test_a_broken_slot_is_listed_with_its_reason() -> None:
    save_match(played(), SETUP, name="good")
    broken = autosave_path().parent / "broken.json"
    broken.write_text("{}")
    slots = {s.name: s for s in list_slots()}
    assert slots["broken"].error and slots["good"].error is None


# ----------------------------------------------------------------- settings
def test_first_start_writes_the_defaults_where_a_player_can_find_them() -> None:
    settings, problems = load_settings()
    assert problems == [] and settings_path().exists()
    text = settings_path().read_text()
    assert "speed: normal" in text and "# speed:" in text
    again, problems = load_settings()
    assert again == settings and problems == []


def test_settings_round_trip() -> None:
    changed = Settings(
        language="it",
        deck="french",
        speed="fast",
        sound=False,
        volume=35,
        fullscreen=True,
        capture_values="on",
        confirm_play=True,
        undo=False,
        player_name="Nonna",
        ui_scale=150,
    )
    save_settings(changed)
    assert load_settings() == (changed, [])


def test_a_hand_edit_with_a_mistake_keeps_the_good_values_and_reports_the_bad() -> None:
    save_settings(Settings())
    text = settings_path().read_text().replace("speed: normal", "speed: warp")
    text = text.replace("volume: 80", "volume: 35")
    settings_path().write_text(text)
    settings, problems = load_settings()
    assert settings.speed == "normal" and settings.volume == 35
    assert any("speed" in p and "slow, normal, fast, instant" in p for p in problems)
    line = text.splitlines().index("speed: warp") + 1
    assert any(f"settings.yaml:{line}:" in p for p in problems)
    assert bad_files(settings_path().parent)
    assert "speed: normal" in settings_path().read_text()


@pytest.mark.parametrize(
    "text",
    [
        "a: &a [1, 1]\nb: [*a, *a]\n",
        "language: !!python/object/apply:os.system ['echo hi']\n",
        "- just\n- a list\n",
        "volume: [1, 2]\nsound: maybe\n",
        "# big\n" * 60_000,
        "version: 7\n",
    ],
)
def test_hostile_or_broken_settings_are_refused_with_a_message(text: str) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(text)
    settings, problems = load_settings()
    assert problems and isinstance(settings, Settings)
    assert bad_files(settings_path().parent)
    assert load_settings()[1] == []  # the repaired file loads cleanly


def test_by_default_only_the_spanish_figures_carry_their_capture_value() -> None:
    # "only where they differ": the Sota, Caballo and Rey print 10, 11, 12 but count 8, 9,
    # 10; a Spanish 4 prints 4 and counts 4, and carries nothing
    import pygame

    from scopa.core.cards import Card
    from scopa.ui.cards import CardImages

    class Spanish:
        deck, game_ranks = "spanish", 10

        def face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
            surf = pygame.Surface(size)
            surf.fill((250, 250, 250))
            return surf

        def back(self, size: tuple[int, int]) -> pygame.Surface:
            return pygame.Surface(size)

    assert Settings().capture_badges("spanish") == "differ"
    assert Settings().capture_badges("neapolitan") == "corner"
    assert Settings().capture_badges("piacentine") == ""  # its corners print numbers
    assert Settings(capture_values="on").capture_badges("spanish") == "all"
    assert Settings(capture_values="off").capture_badges("neapolitan") == ""
    images = CardImages(Spanish())
    images.badges = Settings().capture_badges("spanish")
    figures = [Card.parse(c) for c in ("8D", "9C", "10S")]
    pips = [Card.parse(c) for c in ("1D", "4C", "7B")]
    assert all(images.badged(c) for c in figures)
    assert not any(images.badged(c) for c in pips)
    plain = Spanish().face(pips[0], (90, 139))
    assert pygame.image.tobytes(images.face(pips[0], (90, 139)), "RGB") == pygame.image.tobytes(
        plain, "RGB"
    )
    badged = images.face(figures[0], (90, 139))
    assert pygame.image.tobytes(badged, "RGB") != pygame.image.tobytes(plain, "RGB")
    images.badges = "all"
    assert all(images.badged(c) for c in figures + pips)


def test_capture_values_follow_the_deck_by_default() -> None:
    # a Five of clubs read as a Six: the decks that print no number get one in the corner
    assert Settings().capture_badges("spanish") == "differ"
    assert Settings().capture_badges("neapolitan") == Settings().capture_badges("siciliane")
    assert Settings().capture_badges("siciliane") == "corner"
    assert not Settings().capture_badges("french")
    assert Settings(capture_values="on").capture_badges("neapolitan") == "all"


def test_language_comes_from_the_system_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    from scopa.store import settings as module

    monkeypatch.setenv("LC_ALL", "it_IT.UTF-8")
    assert module.system_language() == "it"
    monkeypatch.setenv("LC_ALL", "es_AR.UTF-8")
    assert module.system_language() == "es"


# --------------------------------------------------------------- statistics
def test_statistics_follow_the_players_team_and_round_trip() -> None:
    stats = Statistics()
    tracker = MatchTracker(stats, "scopa", team=0)
    tracker.round_scored(
        [
            {"scope": 2, "settebello": 1, "primiera": 0},
            {"scope": 0, "settebello": 0, "primiera": 1},
        ],
        [3, 1],
    )
    tracker.round_scored([{"scope": 0, "settebello": 0}, {"scope": 5, "settebello": 1}], [3, 7])
    tracker.match_over(0)
    s = stats.of("scopa")
    assert (s.rounds, s.rounds_won, s.sweeps, s.settebelli, s.primiere) == (2, 1, 2, 1, 0)
    assert (s.matches, s.matches_won, s.best_comeback) == (1, 1, 4)
    assert s.points_per_round == 1.5
    save_stats(stats)
    loaded, problem = load_stats()
    assert problem is None and loaded == stats


def test_corrupt_statistics_are_set_aside_and_start_afresh() -> None:
    from scopa.store.stats import stats_path

    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(
        '{"format": "scopa-statistics", "version": 1, "variants": {"scopa": {"rounds": -4}}}'
    )
    stats, problem = load_stats()
    assert stats == Statistics() and "rounds" in problem
    assert bad_files(stats_path().parent)


def test_reset_keeps_the_old_statistics_aside() -> None:
    from scopa.store.stats import stats_path

    stats = Statistics()
    stats.record_match("scopa", True)
    save_stats(stats)
    reset_stats()
    assert load_stats() == (Statistics(), None)
    assert bad_files(stats_path().parent)


# -------------------------------------------------------------- house rules
def test_house_rule_files_are_listed_and_broken_ones_say_why() -> None:
    folder = paths.house_rules_dir()
    folder.mkdir(parents=True)
    (folder / "family.yaml").write_text("extends: scopa\ntitle: Family\nmatch: {target: 16}\n")
    (folder / "broken.yaml").write_text("extends: scopa\nmatch:\n  targt: 16\n")
    found = {h.name: h for h in list_house_rules()}
    assert found["family"].rules.match.target == 16 and found["family"].title == "Family"
    assert found["broken"].rules is None
    assert "broken.yaml:3:3" in found["broken"].error and "target" in found["broken"].error


def test_house_rules_made_in_the_game_are_saved_as_small_files_that_load() -> None:
    rules = Rules.preset("escoba").replace(match={"target": 15}, capture={"compulsory": "none"})
    path = save_house_rule(rules, "escoba", "Abuela")
    text = path.read_text()
    assert "extends: escoba" in text and "target: 15" in text and "art:" not in text
    loaded = Rules.load(path)
    assert loaded.match.target == 15 and loaded.capture.compulsory == "none"
    assert loaded.title == "Abuela"
    assert save_house_rule(rules, "escoba", "Abuela") != path  # never overwrites


def test_a_house_rule_gives_a_changed_mapping_of_values_whole() -> None:
    """Loading a file replaces a mapping of values whole (a player count's deal, the first
    table's bonuses), so a saved house rule must give it whole: one value of an entry
    changed keeps the rest of the entry, an entry taken out stays out."""
    base = Rules.preset("folla_per_non_prendere")
    six = base.replace(deal={"by_players": {6: {"hand": 5, "table": 4}}})
    loaded = Rules.load(save_house_rule(six, "folla_per_non_prendere", "Six of five"))
    assert loaded.deal == six.deal and loaded.deal.by_players[6].table == 4
    fifteen = Rules.preset("escoba").replace(deal={"table_bonus": {15: 1}})
    loaded = Rules.load(save_house_rule(fifteen, "escoba", "Fifteen only"))
    assert dict(loaded.deal.table_bonus) == {15: 1}
    assert loaded.deal == fifteen.deal and loaded.capture == fifteen.capture


# --------------------------------------------------------------- statistics over time
def _won_match(seed: int = 3) -> Game:
    game = Game(Rules.preset("scopa"), 2, seed=seed)
    rng = random.Random(seed)
    while not game.match_over:
        if game.round_over:
            game.next_round()
        game.play(rng.choice(game.legal_moves()))
    return game


def test_a_finished_match_joins_the_history_once_with_its_day_and_score() -> None:
    game = _won_match()
    (end,) = [e for e in game.events if isinstance(e, MatchWon)]
    numbers = Statistics()
    assert count_match(numbers, game, "m1", 0, day="2026-03-04")
    assert not count_match(numbers, game, "m1", 0, day="2026-03-05")  # counted once
    won = end.outcome.winner
    outcome = "drawn" if won is None else ("won" if won == 0 else "lost")
    assert numbers.history == [
        Finished("scopa", "2026-03-04", outcome, end.scores[0], end.scores[1])
    ]
    save_stats(numbers)
    loaded, problem = load_stats()
    assert problem is None and loaded.history == numbers.history


def test_a_statistics_file_from_before_the_history_still_loads() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        '{"format": "scopa-statistics", "version": 1, "variants": {"scopa": {"matches": 2}},'
        ' "counted": {"a": {"rounds": 3, "over": true}}}'
    )
    loaded, problem = load_stats()
    assert problem is None and loaded.history == [] and loaded.of("scopa").matches == 2
    assert path.is_file()  # nothing set aside


def test_the_history_keeps_the_newest_matches_only() -> None:
    numbers = Statistics()
    for i in range(KEEP_HISTORY + 7):
        numbers.record_finished(Finished("scopa", "2026-01-01", "won", i, 0))
    assert len(numbers.history) == KEEP_HISTORY and numbers.history[-1].mine == KEEP_HISTORY + 6
    numbers.record_finished(Finished("escoba", "2026-01-02", "lost", 3, 15))
    assert [m.variant for m in numbers.recent("escoba")] == ["escoba"]
    assert len(numbers.recent(last=10)) == 10 and numbers.recent()[-1].margin == -12


def test_the_accuracy_of_reviewed_matches_is_kept_per_variant_and_read_back() -> None:
    from scopa.ai import accuracy, review

    game = _won_match(seed=4)
    percent = accuracy(review(game.record(), 0, samples=1))
    numbers = Statistics()
    numbers.record_accuracy("scopa", "m1", percent, day="2026-03-04")
    numbers.record_accuracy("escoba", "m2", 12.345, day="2026-03-04")
    numbers.record_accuracy("scopa", "m1", 80, day="2026-03-05")  # reviewed again: replaced
    numbers.record_accuracy("scopa", "m3", 0, day="2026-03-06")
    assert numbers.accuracy_over_time("scopa") == [
        Accuracy("m1", "2026-03-05", 80.0),
        Accuracy("m3", "2026-03-06", 0.0),
    ]
    assert numbers.accuracy_over_time("escoba") == [Accuracy("m2", "2026-03-04", 12.3)]
    assert numbers.accuracy_over_time("cirulla") == []
    save_stats(numbers)
    loaded, problem = load_stats()
    assert problem is None and loaded == numbers
    for bad in (100.1, -1, float("nan"), float("inf"), True):
        with pytest.raises(ValueError):
            numbers.record_accuracy("scopa", "m4", bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        numbers.record_accuracy("scopa", "m" * 65, 50)
    assert len(numbers.accuracy_over_time("scopa")) == 2  # nothing half recorded
    assert 0 <= percent <= 100


def test_the_accuracy_keeps_the_newest_matches_of_each_variant() -> None:
    numbers = Statistics()
    for i in range(KEEP_ACCURACY + 5):
        numbers.record_accuracy("scopa", f"m{i}", i % 100, day="2026-01-01")
    numbers.record_accuracy("escoba", "e", 50, day="2026-01-01")
    kept = numbers.accuracy_over_time("scopa")
    assert len(kept) == KEEP_ACCURACY and kept[-1].match == f"m{KEEP_ACCURACY + 4}"
    assert kept[0].match == "m5" and len(numbers.accuracy_over_time("escoba")) == 1
    # a file that holds more than is kept (written by hand) loads with the newest only
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = json.loads(stats_text(numbers))
    payload["accuracy"]["scopa"] = [
        {"match": f"x{i}", "day": "2026-01-02", "percent": 1.5} for i in range(200)
    ]
    path.write_text(json.dumps(payload), encoding="utf-8")
    loaded, problem = load_stats()
    assert problem is None and len(loaded.accuracy_over_time("scopa")) == KEEP_ACCURACY
    assert loaded.accuracy_over_time("scopa")[-1].match == "x199"


def test_a_statistics_file_from_before_the_accuracy_still_loads() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        '{"format": "scopa-statistics", "version": 1, "variants": {"scopa": {"matches": 2}},'
        ' "history": []}'
    )
    loaded, problem = load_stats()
    assert problem is None and loaded.accuracy == {} and loaded.of("scopa").matches == 2
    assert path.is_file()  # nothing set aside


def test_a_round_of_penalties_is_counted_and_read_back() -> None:
    # a round of Scopa a chi fidasse can score less than nothing (a bluff found out); the
    # file kept the negative points, and the next start refused it and set it all aside
    from scopa.store.stats import Statistics, load_stats, stats_path, stats_text

    numbers = Statistics()
    numbers.record_round("scopa_a_chi_fidasse", {"claims": -2, "scope": 0}, won=False)
    numbers.record_round("folla_per_non_prendere", {"scope": -2, "cards": -1}, won=True)
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(stats_text(numbers), encoding="utf-8")
    loaded, problem = load_stats()
    assert problem is None
    assert loaded.of("scopa_a_chi_fidasse").points == -2
    assert loaded.of("folla_per_non_prendere").sweeps == 2  # two sweeps, though they cost
    assert loaded.of("folla_per_non_prendere").points == -3
