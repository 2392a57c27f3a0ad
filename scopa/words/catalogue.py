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
import threading
from collections.abc import Callable, Mapping
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from . import languages as _folders
from .languages import ENGLISH, languages

if TYPE_CHECKING:  # the runtime is imported when a message first needs it (see _runtime)
    from fluent.runtime import FluentBundle

log = logging.getLogger(__name__)

MAX_FILES = 16  # files in one language's folder
MAX_BYTES = 512 * 1024  # one file
MAX_CACHED = 20_000  # formatted strings kept before the cache starts again


# the letters a word starting with which takes "an", "l'", "d'" (an h is left alone: French
# "le Huit", English "a hand")
VOWELS = "aeiouàáâãèéêëìíîïòóôõöùúûüœæ"


def _vowel(word: object) -> str:
    """``yes`` where ``word`` starts with a vowel: the English "an escoba", the Italian
    "l'" before a word the catalogue does not describe (a variant's own word)."""
    return "yes" if str(word)[:1].lower() in VOWELS else "no"


FUNCTIONS: dict[str, Any] = {"VOWEL": _vowel}


# A file is split into its entries where a line starts with an id (a comment line belongs to
# what precedes it); an entry is parsed when its message is first asked for, so the first frame
# reads the few messages of the main menu, not the thousand of every screen.
_ENTRY_START = re.compile(r"^(?=[A-Za-z-])", re.MULTILINE)
_ENTRY_ID = re.compile(r"(-?[A-Za-z][\w-]*)[ \t]*=")


class Catalogue:
    """One language's messages, each parsed when it is first asked for, and the problems
    its files had."""

    def __init__(self, lang: str, files: list[Traversable]) -> None:
        self.lang = lang
        self._bundle: FluentBundle | None = None
        self._resources: list[ftl.Resource] = []  # what is parsed, for the runtime's bundle
        self._files = files
        self._chunks: dict[str, tuple[str, int, str]] | None = None  # id -> file, line, text
        self._stray: list[tuple[str, int, str]] = []  # text that starts no entry
        self._loaded: set[str] = set()
        self._problems: list[str] = []
        self._entries: dict[str, ftl.Message] = {}  # id -> its message, as parsed
        self._parser = FluentParser(with_spans=True)
        self._lock = threading.RLock()  # an entry is parsed once, whichever thread asks first

    def has(self, key: str) -> bool:
        """Whether the language has message ``key`` (parsing it on first asking)."""
        if key in self._entries:
            return True
        with self._lock:
            self._load(key)
        return key in self._entries

    def message(self, key: str) -> ftl.Message | None:
        """Message ``key`` as parsed (None where the language has none)."""
        return self._entries.get(key) if self.has(key) else None

    @property
    def bundle(self) -> FluentBundle:
        """The Fluent runtime's bundle of what is parsed so far (made on first need: a
        message of plain text and values is written without it, see :func:`_plain`)."""
        if self._bundle is None:
            with self._lock:
                if self._bundle is None:
                    from fluent.runtime import FluentBundle

                    bundle = FluentBundle(
                        [self.lang.replace("_", "-")], functions=FUNCTIONS, use_isolating=False
                    )
                    for resource in self._resources:
                        bundle.add_resource(resource)
                    self._bundle = bundle
        return self._bundle

    @property
    def problems(self) -> list[str]:
        """What could not be read, file and line (every entry parsed for it)."""
        self._load_all()
        return self._problems

    @property
    def entries(self) -> dict[str, ftl.Message]:
        self._load_all()
        return self._entries

    def _index(self) -> dict[str, tuple[str, int, str]]:
        """Every entry of every file, by id, not parsed yet."""
        if self._chunks is not None:
            return self._chunks
        chunks: dict[str, tuple[str, int, str]] = {}
        for entry in self._files:
            source = _read(entry)
            if source is None:
                self._problems.append(f"{entry.name}: not read")
                continue
            line = 1
            for piece in _ENTRY_START.split(source):
                found = _ENTRY_ID.match(piece)
                if found and found.group(1) not in chunks:
                    chunks[found.group(1)] = (entry.name, line, piece)
                elif not found and any(
                    text.strip() and not text.startswith("#") for text in piece.splitlines()
                ):
                    self._stray.append((entry.name, line, piece))
                line += piece.count("\n")
        self._chunks = chunks
        return chunks

    def _load(self, key: str) -> None:
        """Parse entry ``key`` (a term's id with its dash) and the entries it refers to."""
        if key in self._loaded:
            return
        self._loaded.add(key)
        chunk = self._index().get(key)
        if chunk is None:
            return
        resource = self._parse(*chunk)
        refs = _References()
        for item in resource.body:
            if isinstance(item, ftl.Message):
                self._entries.setdefault(item.id.name, item)
            if isinstance(item, ftl.Message | ftl.Term):
                refs.visit(item)
        self._resources.append(resource)
        if self._bundle is not None:
            self._bundle.add_resource(resource)
        for ref in refs.found:
            self._load(ref)

    def _parse(self, name: str, line: int, text: str) -> ftl.Resource:
        resource = self._parser.parse(text)
        for item in resource.body:
            if isinstance(item, ftl.Junk):
                for note in item.annotations:  # the line where the broken entry starts
                    where = line + _line(text, item.span.start if item.span else 0) - 1
                    problem = f"{name}:{where}: {note.message}"
                    self._problems.append(problem)
                    log.warning("%s/%s (English is used for it)", self.lang, problem)
        return resource

    def _load_all(self) -> None:
        with self._lock:
            for key in list(self._index()):
                self._load(key)
            stray, self._stray = self._stray, []
            for chunk in stray:
                self._parse(*chunk)


class _References(Visitor):
    """The messages and terms an entry refers to (a term with its dash)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.found.append(node.id.name)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        self.found.append("-" + node.id.name)


def _stem(entry: Traversable) -> str:
    return entry.name.removesuffix(".ftl")


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
    """``lang``'s folder (or ``folder``) as a catalogue, its files read as their messages are
    asked for; what cannot be read is reported in ``problems`` and logged, never raised."""
    folder = folder or _folders.locales_dir() / lang
    try:
        files = sorted((e for e in folder.iterdir() if e.name.endswith(".ftl")), key=_stem)
    except OSError:
        files = []
    return Catalogue(lang, files[:MAX_FILES])


_catalogues: dict[str, Catalogue] = {}
_cache: dict[tuple[object, ...], str] = {}
_missing: set[tuple[str, ...]] = set()


_making = threading.Lock()  # a language's catalogue is made once, whichever thread asks


def catalogue(lang: str) -> Catalogue:
    """``lang``'s catalogue, read on first use (an unknown language: English)."""
    if lang not in languages():
        lang = ENGLISH
    found = _catalogues.get(lang)
    if found is None:
        with _making:
            found = _catalogues.get(lang) or load(lang)
            _catalogues[lang] = found
    return found


def warm(lang: str, key: str) -> None:
    """Make ``lang``'s catalogue and parse ``key``, as a thread does while the window opens
    (the first frame then finds its words ready)."""
    catalogue(lang).has(key)


def _fluent(value: object) -> object:
    from fluent.runtime.types import fluent_number

    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, str):
        return value
    return str(value)


def _fluent_args(values: Mapping[str, object] | None) -> dict[str, Any]:
    """``values`` as the runtime takes them (a whole number: a number it may select by)."""
    return {name: _fluent(value) for name, value in (values or {}).items()}


def _catalogue_for(lang: str, key: str) -> Catalogue | None:
    """The catalogue that has ``key``: ``lang``'s, else English's (the gap logged once)."""
    own = catalogue(lang)
    if own.has(key):
        return own
    english = catalogue(ENGLISH)
    if (lang, key) not in _missing:
        _missing.add((lang, key))
        if lang != ENGLISH and english.has(key):
            log.warning("the %s catalogue has no message %r: English is used", lang, key)
        elif not english.has(key):
            log.warning("no catalogue has a message %r", key)
    return english if english.has(key) else None


def has(lang: str, key: str) -> bool:
    """Whether ``lang``'s own catalogue has ``key`` (no fall-back)."""
    return catalogue(lang).has(key)


def text(lang: str, key: str, values: Mapping[str, object] | None = None) -> str:
    """Message ``key`` in ``lang`` with ``values`` filled in; a message no catalogue has
    shows its id."""
    items = tuple(values.items()) if values else ()  # a call site gives them in one order
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
    found = _catalogue_for(lang, key)
    entry = found.message(key) if found is not None else None
    made = default
    for attr in entry.attributes if entry is not None else ():
        if attr.id.name == name and found is not None:
            plain = _plain(attr.value, None)
            if plain is None:
                message = found.bundle.get_message(key)
                plain = _format_pattern(found.bundle, lang, key, message.attributes[name], None)
            made = plain
    _cache[memo] = made
    return made


def _format(lang: str, key: str, values: Mapping[str, object] | None) -> str:
    found = _catalogue_for(lang, key)
    entry = found.message(key) if found is not None else None
    if found is None or entry is None or entry.value is None:
        return key
    made = _plain(entry.value, values, _plural(found.lang))
    if made is not None:
        return made
    bundle = found.bundle
    return _format_pattern(bundle, lang, key, bundle.get_message(key).value, values)


def _plain(
    pattern: ftl.Pattern,
    values: Mapping[str, object] | None,
    plural: Callable[[int], str] | None = None,
) -> str | None:
    """A pattern written as the runtime would write it, without the runtime (the first
    frame needs neither it nor Babel's locale data): text, values, and selectors on a word,
    on VOWEL() or on a count (by ``plural``, the language's CLDR rules); None where it
    needs the runtime: a reference, another function, a number written in the language's way."""
    out = []
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            out.append(element.value)
            continue
        said = _plain_expression(element.expression, values or {}, plural)
        if said is None:
            return None
        out.append(said)
    return "".join(out)


def _plain_expression(
    expression: object, values: Mapping[str, object], plural: Callable[[int], str] | None
) -> str | None:
    if isinstance(expression, ftl.Placeable):
        return _plain_expression(expression.expression, values, plural)
    if isinstance(expression, ftl.StringLiteral):
        return str(expression.parse()["value"])
    if isinstance(expression, ftl.VariableReference):
        value = values.get(expression.id.name)
        if isinstance(value, str):
            return value
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return str(value)  # a whole number, no grouping, as the runtime is told
        return None
    if isinstance(expression, ftl.SelectExpression):
        chosen = _plain_variant(expression, values, plural)
        return None if chosen is None else _plain(chosen.value, values, plural)
    return None


def _plain_variant(
    select: ftl.SelectExpression, values: Mapping[str, object], plural: Callable[[int], str] | None
) -> ftl.Variant | None:
    """The variant the runtime would choose, or None where only the runtime can tell."""
    selector = select.selector
    key: str | int
    if isinstance(selector, ftl.VariableReference):
        value = values.get(selector.id.name)
        if isinstance(value, str) or (
            isinstance(value, int) and not isinstance(value, bool) and value >= 0
        ):
            key = value
        else:
            return None
    elif (
        isinstance(selector, ftl.FunctionReference)
        and selector.id.name == "VOWEL"
        and len(selector.arguments.positional) == 1
        and not selector.arguments.named
        and isinstance(selector.arguments.positional[0], ftl.VariableReference)
    ):
        word = values.get(selector.arguments.positional[0].id.name)
        if not isinstance(word, str):
            return None
        key = _vowel(word)
    else:
        return None
    if isinstance(key, int):  # an exact number first, then the count's CLDR category
        for variant in select.variants:
            if isinstance(variant.key, ftl.NumberLiteral) and variant.key.value == str(key):
                return variant
        if plural is None:
            return None
        key = plural(key)
    for variant in select.variants:
        if isinstance(variant.key, ftl.Identifier) and variant.key.name == key:
            return variant
    return next((v for v in select.variants if v.default), None)


_plurals: dict[str, Callable[[int], str] | None] = {}


def _plural(lang: str) -> Callable[[int], str] | None:
    """``lang``'s CLDR plural rules, from its catalogue's ``plural_rules`` ("one: i in 1 and v
    in 0", categories separated by "|"), compiled by Babel without its locale data; None
    where the catalogue has none."""
    if lang in _plurals:
        return _plurals[lang]
    found = None
    entry = catalogue(lang).message("plural_rules")
    text = _plain(entry.value, None) if entry is not None and entry.value is not None else None
    if text:
        import babel.plural

        rules = dict(
            (part.partition(":")[0].strip(), part.partition(":")[2].strip())
            for part in text.split("|")
            if ":" in part
        )
        found = babel.plural.to_python(rules) if rules else None
    _plurals[lang] = found
    return found


def _format_pattern(
    bundle: FluentBundle,
    lang: str,
    key: str,
    pattern: object,
    values: Mapping[str, object] | None,
) -> str:
    from fluent.runtime.types import FluentNone

    made, errors = bundle.format_pattern(pattern, _fluent_args(values))  # type: ignore[arg-type]
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
    from fluent.runtime.types import FluentNone

    if not has(lang, key):
        return [f"{lang} has no message {key!r}"]
    bundle = catalogue(lang).bundle
    message = bundle.get_message(key)
    args = _fluent_args(values)
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
    _plurals.clear()
    _missing.clear()
    _folders.languages.cache_clear()
