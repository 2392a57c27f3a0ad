"""The player's own house-rule files, in the ``rules`` folder of the config folder.

Every ``*.yaml`` there is offered in New match. A file with a mistake is listed with its
message (file:line: what is wrong) instead of being hidden, so the player can mend it.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..core.errors import Problem, RulesError
from ..core.reading import printable
from ..core.rules import Rules
from . import paths
from .atomic import write_atomic

MAX_FILES = 200  # house-rule files offered in New match


@dataclass
class HouseRule:
    path: Path
    rules: Rules | None
    error: str | None = None
    problem: Problem | None = None  # the first problem, for a message in the player's words
    problems: list[Problem] = field(default_factory=list)  # every one found, first first

    @property
    def name(self) -> str:
        return printable(self.path.stem)

    @property
    def title(self) -> str:
        """What New match shows: the file's title, or its name made safe to draw (a name on
        the disk may hold anything)."""
        return self.rules.title if self.rules else self.name


def list_house_rules(folder: Path | None = None) -> list[HouseRule]:
    folder = folder or paths.house_rules_dir()
    if not folder.is_dir():
        return []
    found: list[HouseRule] = []
    for path in sorted(folder.glob("*.yaml"))[:MAX_FILES]:
        if ".bad-" in path.name:
            continue
        try:
            found.append(HouseRule(path, Rules.load(path)))
        except RulesError as exc:
            found.append(HouseRule(path, None, str(exc.first), exc.first, list(exc.problems)))
        except RecursionError:  # not reachable with the loader's bounds; never a crash
            problem = Problem("the file nests too deep", file=str(path))
            found.append(HouseRule(path, None, str(problem), problem, [problem]))
    return found


def _difference(base: Any, changed: Any, cls: Any = Rules) -> Any:
    """The parts of ``changed`` that differ from ``base``. Only the rules' sections (``cls``,
    a rules dataclass) are compared key by key: a mapping of values (a player count's
    deal, the first-table bonuses) is written whole where it differs, as loading a file
    replaces it whole, an entry left out included."""
    if isinstance(base, dict) and isinstance(changed, dict) and dataclasses.is_dataclass(cls):
        hints = typing.get_type_hints(cls)
        out = {}
        for key, value in changed.items():
            if key not in base:
                out[key] = value
                continue
            diff = _difference(base[key], value, hints.get(key))
            if diff is not _SAME:
                out[key] = diff
        return out or _SAME
    return _SAME if base == changed else changed


_SAME: Any = object()


def house_rule_yaml(rules: Rules, base: str, title: str) -> str:
    """A house-rule file that extends ``base`` and writes only what differs from it."""
    diff = _difference(Rules.preset(base).to_data(), rules.to_data())
    body = {} if diff is _SAME else dict(diff)
    for key in ("name", "title", "description"):
        body.pop(key, None)
    head = {"extends": base, "title": title}
    text = yaml.safe_dump(head, sort_keys=False, allow_unicode=True)
    if body:
        text += yaml.safe_dump(body, sort_keys=False, allow_unicode=True)
    return f"# House rules made in the game, based on {base}.\n" + text


def save_house_rule(rules: Rules, base: str, title: str, folder: Path | None = None) -> Path:
    """Write a new house-rule file (never over an existing one); returns its path."""
    folder = folder or paths.house_rules_dir()
    slug = re.sub(r"[^a-z0-9_]+", "_", title.lower()).strip("_")[:40] or "house_rules"
    path = folder / f"{slug}.yaml"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{slug}_{n}.yaml"
    text = house_rule_yaml(rules, base, title)
    Rules.from_yaml(text, file=str(path), folder=folder)  # what is written must load
    write_atomic(path, text)
    return path
