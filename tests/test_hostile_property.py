"""Random bytes, random YAML and random JSON thrown at every loader of the game: only the
documented errors may come out (RulesError for rules, SaveError for a save; settings,
statistics, the autosave, the Load list and the house-rule list never raise at all).

Time and memory are bounded by the sizes drawn here (a few kilobytes) and by the loaders'
own limits, which the fixtures in test_hostile_rules.py and test_hostile_store.py reach.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import random
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scopa import Game, Rules
from scopa.core.errors import RulesError
from scopa.store import paths, saves, stats
from scopa.store.house_rules import list_house_rules
from scopa.store.settings import Settings, load_settings, settings_path

# Cases per test (each test throws bytes, YAML-like text, dumped YAML and JSON at its loader);
# SCOPA_HOSTILE_EXAMPLES asks for a longer hunt.
EXAMPLES = int(os.environ.get("SCOPA_HOSTILE_EXAMPLES", "150"))
RUN = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    database=None,
)

# ------------------------------------------------------------------- inputs
FRAGMENTS = [
    "extends: ", "scopa", "escoba", "../x", "/", "title: ", "description: ", "deck:", "art: ",
    "players:", "counts: ", "[2, 4]", "default: ", "deal:", "hand: ", "table: ", "redeal: ",
    "rank: ", "at_least: ", "match:", "target: ", "targets: ", "{3: 16}", "capture:", "modes: ",
    "sweep:", "points: ", "scoring:", "2001-02-30", "!!int abc", "!!float x", "!!bool maybe",
    "!!timestamp x", "!!binary", "!!python/object:os.system", "!!set", "0x_", "0b", "1:2:3",
    "9" * 30, "-", "~", "null", "true", "off", ".inf", ".nan", "&a ", "*a", "<<: ", "? ", ": ",
    "- ", "[", "]", "{", "}", ",", "'", '"', "\\0", "\\ud800", "\0", "\x01", "\x85", "\ufeff",
    "é", "\n", "\n  ", "\n    ", "\t", " ", "#", "---", "...", "%YAML 1.1", "|", ">", "1", "15",
]  # fmt: skip

yaml_like = st.lists(st.sampled_from(FRAGMENTS), max_size=60).map("".join)

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=30)
)
plain_data = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5)
    ),
    max_leaves=30,
)
json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**25), max_value=10**25)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
)
json_data = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5)
    ),
    max_leaves=30,
)


def _dump_yaml(data: Any) -> str:
    try:
        return yaml.safe_dump(data, allow_unicode=True)
    except yaml.YAMLError:
        return ""


valid_yaml = plain_data.map(_dump_yaml)
rules_shaped = st.dictionaries(
    st.sampled_from(["extends", "title", "deck", "players", "deal", "capture", "match", "x"]),
    plain_data,
    max_size=5,
).map(_dump_yaml)
any_text = st.one_of(
    yaml_like,
    valid_yaml,
    rules_shaped,
    json_data.map(json.dumps),
    st.text(max_size=300),
)
any_bytes = st.one_of(st.binary(max_size=400), any_text.map(lambda t: t.encode("utf-8", "replace")))


# ------------------------------------------------------------------- rules
@RUN
@given(text=any_text)
def test_rules_from_yaml_raises_only_rules_errors(text: str) -> None:
    try:
        rules = Rules.from_yaml(text)
    except RulesError as exc:
        assert exc.problems
        return
    assert rules.check() == []  # what loads is sound


@RUN
@given(raw=any_bytes)
def test_rules_load_raises_only_rules_errors(raw: bytes, tmp_path_factory: Any) -> None:
    folder = tmp_path_factory.mktemp("rules")
    path = folder / "house.yaml"
    path.write_bytes(raw)
    with contextlib.suppress(RulesError):
        Rules.load(path)
    for house in list_house_rules(folder):  # the New match list never raises either
        assert (house.rules is None) == (house.problem is not None)
        assert isinstance(house.title, str)


@RUN
@given(data=json_data)
def test_rules_from_data_raises_only_rules_errors(data: Any) -> None:
    base = Rules.preset("scopa").to_data()
    for shaped in (data, {**base, "deal": data}, {**base, "match": {"target": data}}):
        with contextlib.suppress(RulesError):
            Rules.from_data(shaped)  # type: ignore[arg-type]


# ---------------------------------------------------------------- settings
@RUN
@given(raw=any_bytes)
def test_settings_never_raise(raw: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in path.parent.glob("*"):
        old.unlink()
    path.write_bytes(raw)
    loaded, problems = load_settings()
    assert isinstance(loaded, Settings) and all(isinstance(p, str) for p in problems)
    assert load_settings() == (loaded, [])  # and the file left behind loads cleanly


# -------------------------------------------------------------- statistics
def _stats_envelope(data: Any) -> bytes:
    return json.dumps(
        {"format": "scopa-statistics", "version": 1, "variants": {"scopa": data}}
    ).encode()


@RUN
@given(raw=st.one_of(any_bytes, json_data.map(lambda d: json.dumps(d).encode()),
                     json_data.map(_stats_envelope)))  # fmt: skip
def test_statistics_never_raise(raw: bytes) -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    loaded, problem = stats.load_stats()
    assert isinstance(loaded, stats.Statistics)
    assert problem is None or isinstance(problem, str)
    stats.save_stats(loaded)  # what was read can be written again


# ------------------------------------------------------------------- saves
def _real_save() -> dict[str, Any]:
    game = Game(Rules.preset("scopa"), 2, seed=11)
    rng = random.Random(11)
    for _ in range(7):
        game.play(rng.choice(game.legal_moves()))
    setup = saves.MatchSetup(seats=["human", "cpu:easy"], names=["Ada", "Bo"])
    return json.loads(saves.encode_save(game, setup)[1])


REAL_SAVE = _real_save()


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:3]):
            out += _paths(v, (*prefix, i))
    return out


SAVE_PATHS = _paths(REAL_SAVE)[1:]


def _mutated(where: int, value: Any) -> bytes:
    data = copy.deepcopy(REAL_SAVE)
    path = SAVE_PATHS[where % len(SAVE_PATHS)]
    target = data
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    return json.dumps(data).encode()


mutated_saves = st.builds(_mutated, st.integers(min_value=0), json_data)


def _fresh_saves_dir() -> Path:
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*"):
        old.unlink()
    return folder


@RUN
@given(raw=st.one_of(any_bytes, json_data.map(lambda d: json.dumps(d).encode()), mutated_saves))
def test_saves_raise_only_save_errors(raw: bytes) -> None:
    folder = _fresh_saves_dir()
    slot = folder / "slot.json"
    slot.write_bytes(raw)
    try:
        saves.read_save(slot)
    except saves.SaveError as exc:
        assert exc.code
    (slot_info,) = saves.list_slots()  # the Load screen never raises
    if slot_info.saved_at is not None:
        slot_info.saved_at.strftime("%Y-%m-%d %H:%M")  # and its date can be shown
    saves.autosave_path().write_bytes(raw)
    saved, problem = saves.load_autosave()  # nor does Continue
    assert saved is None or problem is None
    assert paths.data_dir().is_dir()
