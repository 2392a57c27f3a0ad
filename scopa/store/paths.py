"""The platform folders the game writes to (application name "Scopa").

Saves and statistics go in the user data folder, settings and house-rule files in the user
config folder, the art raster cache in the user cache folder and logs in the user log folder.
Nothing is ever written next to the code. ``SCOPA_HOME`` (used by the tests) moves all four
under one folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Scopa"


def _base(kind: str) -> Path:
    override = os.environ.get("SCOPA_HOME")
    if override:
        return Path(override) / kind
    getter = {
        "data": platformdirs.user_data_dir,
        "config": platformdirs.user_config_dir,
        "cache": platformdirs.user_cache_dir,
        "log": platformdirs.user_log_dir,
    }[kind]
    return Path(getter(APP_NAME, appauthor=False))


def data_dir() -> Path:
    return _base("data")


def config_dir() -> Path:
    return _base("config")


def cache_dir() -> Path:
    return _base("cache")


def log_dir() -> Path:
    return _base("log")


def house_rules_dir() -> Path:
    """Where a player's own house-rule YAML files are read from."""
    return config_dir() / "rules"
