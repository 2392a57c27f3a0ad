"""The catalogues of words: one folder of Fluent files a language, read once, formatted on call.

``scopa/locales/<lang>/*.ftl`` holds every word a player reads in ``lang``. The languages are
the folders found there (a name such as ``pt`` or ``fr``), English first; a language is added
by adding its folder. Each is read once, on first use, with bounds: at most
:data:`MAX_FILES` files of :data:`MAX_BYTES` each. A file that is not Fluent is reported with
its file and line, and the messages it fails to give are taken from English, as is any message
a language lacks (logged once). A message English lacks shows its own id.

:func:`text` formats a message with its values and keeps what it made: the same key with the
same values is a dictionary look-up the next time (the table redraws the same words every
frame). Whole numbers are plural selectors by the language's CLDR rules (through Babel) and are
written without grouping marks, as the game wrote them before (a port 50000, a year 2026).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib.resources.abc import Traversable
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentNone, fluent_number
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from .. import resources

log = logging.getLogger(__name__)

ENGLISH = "en"
MAX_LANGUAGES = 40
MAX_FILES = 16  # files in one language's folder
MAX_BYTES = 512 * 1024  # one file
MAX_CACHED = 20_000  # formatted strings kept before the cache starts again
_LANGUAGE_NAME = re.compile(r"[a-z]{2,3}(?:_[A-Z]{2})?")


# the letters a word starting with which takes "an", "l'", "d'" (an h is left alone: French
# "le Huit", English "a hand")
VOWELS = "aeiouàáâãèéêëìíîïòóôõöùúûüœæ"


def _vowel(word: object) -> str:
    """``yes`` where ``word`` starts with a vowel: the English "an escoba", the Italian
    "l'" before a word the catalogue does not describe (a variant's own word)."""
    return "yes" if str(word)[:1].lower() in VOWELS else "no"


FUNCTIONS: dict[str, Any] = {"VOWEL": _vowel}


@dataclass
class Catalogue:
    """One language's messages, and the problems its files had."""

    lang: str
    bundle: FluentBundle
    problems: list[str] = field(default_factory=list)
    entries: dict[str, ftl.Message] = field(default_factory=dict)  # id -> its message


def locales_dir() -> Traversable:
    return resources.locales_dir()


@cache
def languages() -> tuple[str, ...]:
    """The languages whose folder is there, English first, then by their code."""
    found = []
    try:
        entries = sorted(locales_dir().iterdir(), key=lambda e: e.name)
    except OSError:
        entries = []
    for entry in entries[: MAX_LANGUAGES * 4]:
        if entry.is_dir() and _LANGUAGE_NAME.fullmatch(entry.name):
            found.append(entry.name)
    found = found[:MAX_LANGUAGES]
    return (ENGLISH, *(lang for lang in found if lang != ENGLISH))


def _read(entry: Traversable) -> str | None:
    """A file's text, or None (reported) where it is too long or not UTF-8."""
    try:
        with entry.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        log.warning("%s: cannot be read (%s)", entry, exc)
        return None
    if len(data) > MAX_BYTES:
        log.warning("%s: longer than %d bytes, not read: English is used", entry, MAX_BYTES)
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        log.warning("%s: not UTF-8 (byte %d), not read: English is used", entry, exc.start)
        return None


def _line(source: str, offset: int) -> int:
    return source.count("\n", 0, offset) + 1


def load(lang: str, folder: Traversable | None = None) -> Catalogue:
    """Read ``lang``'s folder (or ``folder``) into a catalogue; what cannot be read is
    reported in ``problems`` and logged, never raised."""
    folder = folder or locales_dir() / lang
    bundle = FluentBundle([lang.replace("_", "-")], functions=FUNCTIONS, use_isolating=False)
    catalogue = Catalogue(lang, bundle)
    parser = FluentParser(with_spans=True)
    try:
        files = sorted((e for e in folder.iterdir() if e.name.endswith(".ftl")), key=_name)
    except OSError:
        files = []
    for entry in files[:MAX_FILES]:
        source = _read(entry)
        if source is None:
            catalogue.problems.append(f"{entry}: not read")
            continue
        resource = parser.parse(source)
        for junk in resource.body:
            if isinstance(junk, ftl.Junk):
                for note in junk.annotations:  # the line where the broken entry starts
                    where = junk.span.start if junk.span else 0
                    problem = f"{entry.name}:{_line(source, where)}: {note.message}"
                    catalogue.problems.append(problem)
                    log.warning("%s/%s (English is used for it)", lang, problem)
        for item in resource.body:
            if isinstance(item, ftl.Message):
                catalogue.entries.setdefault(item.id.name, item)
        bundle.add_resource(resource)
    return catalogue


def _name(entry: Traversable) -> str:
    return entry.name


_catalogues: dict[str, Catalogue] = {}
_cache: dict[tuple[object, ...], str] = {}
_missing: set[tuple[str, ...]] = set()


def catalogue(lang: str) -> Catalogue:
    """``lang``'s catalogue, read on first use (an unknown language: English)."""
    if lang not in languages():
        lang = ENGLISH
    found = _catalogues.get(lang)
    if found is None:
        found = _catalogues[lang] = load(lang)
    return found


def _fluent(value: object) -> object:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, str):
        return value
    return str(value)


def _bundle_for(lang: str, key: str) -> FluentBundle | None:
    """The bundle that has ``key``: ``lang``'s, else English's (the gap logged once)."""
    bundle = catalogue(lang).bundle
    if bundle.has_message(key):
        return bundle
    english = catalogue(ENGLISH).bundle
    if (lang, key) not in _missing:
        _missing.add((lang, key))
        if lang != ENGLISH and english.has_message(key):
            log.warning("the %s catalogue has no message %r: English is used", lang, key)
        elif not english.has_message(key):
            log.warning("no catalogue has a message %r", key)
    return english if english.has_message(key) else None


def has(lang: str, key: str) -> bool:
    """Whether ``lang``'s own catalogue has ``key`` (no fall-back)."""
    return catalogue(lang).bundle.has_message(key)


def text(lang: str, key: str, values: Mapping[str, object] | None = None) -> str:
    """Message ``key`` in ``lang`` with ``values`` filled in; a message no catalogue has
    shows its id."""
    items = tuple(sorted(values.items())) if values else ()
    memo = (lang, key, items)
    try:
        return _cache[memo]
    except KeyError:
        pass
    except TypeError:  # a value that cannot be a key: formatted, not kept
        return _spelling(lang)(_format(lang, key, values))
    made = _spelling(lang)(_format(lang, key, values))
    if len(_cache) >= MAX_CACHED:
        _cache.clear()
    _cache[memo] = made
    return made


def _pairs(lang: str, key: str) -> dict[str, str]:
    """A grammar message of ``lang``'s own of pairs ``written=said`` separated by ``|``."""
    if not has(lang, key):
        return {}
    pairs = {}
    for pair in _format(lang, key, None).split("|"):
        written, _, said = pair.partition("=")
        if written.strip() and said.strip():
            pairs[written.strip()] = said.strip()
    return pairs


_spellers: dict[str, Callable[[str], str]] = {}


def _spelling(lang: str) -> Callable[[str], str]:
    """What ``lang`` writes where two words meet once a sentence is put together, from its
    catalogue's ``contractions`` ("de le=du") and ``elisions`` ("de=d'", before a vowel):
    French "du Quatre", "d'Anna", "l'As". A language without them writes as formatted."""
    found = _spellers.get(lang)
    if found is not None:
        return found
    contractions, elisions = _pairs(lang, "contractions"), _pairs(lang, "elisions")
    steps: list[tuple[re.Pattern[str], dict[str, str], str]] = []
    if contractions:  # first: "de le As" is "du As", which the elisions make "de l'As"
        words = "|".join(re.escape(w) for w in sorted(contractions, key=len, reverse=True))
        steps.append((re.compile(rf"(?<![\w'-])({words}) "), contractions, " "))
    if elisions:
        words = "|".join(re.escape(w) for w in sorted(elisions, key=len, reverse=True))
        vowels = re.escape(VOWELS + VOWELS.upper())
        steps.append((re.compile(rf"(?<![\w'-])({words}) (?=[{vowels}])"), elisions, ""))

    def spell(text: str) -> str:
        for pattern, said, tail in steps:
            text = pattern.sub(_said(said, tail), text)
        return text

    found = _spellers[lang] = spell if steps else _as_written
    return found


def _said(said: dict[str, str], tail: str) -> Callable[[re.Match[str]], str]:
    return lambda found: said[found.group(1)] + tail


def _as_written(text: str) -> str:
    return text


def attribute(lang: str, key: str, name: str, default: str = "") -> str:
    """Attribute ``name`` of message ``key`` (a card's ``.gender``), or ``default``."""
    memo = (lang, key, "." + name)
    try:
        return _cache[memo]
    except KeyError:
        pass
    bundle = _bundle_for(lang, key)
    made = default
    if bundle is not None:
        message = bundle.get_message(key)
        if name in message.attributes:
            made = _format_pattern(bundle, lang, key, message.attributes[name], None)
    _cache[memo] = made
    return made


def _format(lang: str, key: str, values: Mapping[str, object] | None) -> str:
    bundle = _bundle_for(lang, key)
    if bundle is None:
        return key
    message = bundle.get_message(key)
    if message.value is None:
        return key
    return _format_pattern(bundle, lang, key, message.value, values)


def _format_pattern(
    bundle: FluentBundle,
    lang: str,
    key: str,
    pattern: object,
    values: Mapping[str, object] | None,
) -> str:
    args = {name: _fluent(value) for name, value in (values or {}).items()}
    made, errors = bundle.format_pattern(pattern, args)  # type: ignore[arg-type]
    if errors and (lang, key, "errors") not in _missing:
        _missing.add((lang, key, "errors"))
        log.warning("%s %r: %s", lang, key, "; ".join(str(e) for e in errors))
    return key if isinstance(made, FluentNone) else str(made)


def ids(lang: str) -> frozenset[str]:
    """The ids of the messages ``lang``'s own files give."""
    return frozenset(catalogue(lang).entries)


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.found.add(node.id.name)


def variables(lang: str, key: str) -> frozenset[str]:
    """The variables message ``key`` of ``lang`` reads (its value and attributes)."""
    entry = catalogue(lang).entries.get(key)
    if entry is None:
        return frozenset()
    seen = _Variables()
    seen.visit(entry)
    return frozenset(seen.found)


def source(lang: str, key: str) -> str:
    """Message ``key`` of ``lang`` as its file writes it, without its id ("" if none)."""
    entry = catalogue(lang).entries.get(key)
    if entry is None:
        return ""
    return FluentSerializer().serialize_entry(entry).split("=", 1)[1].strip()


def errors(lang: str, key: str, values: Mapping[str, object]) -> list[str]:
    """What goes wrong formatting ``lang``'s own message ``key`` with ``values`` (its value
    and every attribute), for the tests: [] when all is well."""
    bundle = catalogue(lang).bundle
    if not bundle.has_message(key):
        return [f"{lang} has no message {key!r}"]
    message = bundle.get_message(key)
    args = {name: _fluent(value) for name, value in values.items()}
    found = []
    for pattern in (message.value, *message.attributes.values()):
        if pattern is not None:
            made, problems = bundle.format_pattern(pattern, args)
            found += [str(p) for p in problems]
            if isinstance(made, FluentNone) or "{" in str(made):
                found.append(f"{key!r} came out as {made!r}")
    return found


def forget() -> None:
    """Read the catalogues again at their next use (tests that change a folder)."""
    _catalogues.clear()
    _cache.clear()
    _spellers.clear()
    _missing.clear()
    languages.cache_clear()
