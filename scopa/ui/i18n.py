"""Every string the table shows comes from the catalogues: ``t("key", name=...)``.

The words live in Fluent files, one folder a language (``scopa/locales/<lang>/*.ftl``, read by
:mod:`scopa.words.catalogue`); no visible word is written in the interface's Python, and a
test checks every language has every message with the same variables. A count chooses its
words by the language's plural rules: ``t("cards", n=n)`` is "1 card", "5 cards".

The language in use is one setting of the whole process, not of a screen: there is one player
and one window, every text of every screen (and the words the rules core is asked for) follows
it, and a change in the Settings screen is felt at once everywhere. It has two writers only:
the command line at start-up (``--lang`` or the saved settings, in :mod:`scopa.app`) and the
Settings screen when the player picks another language. Screens read it through :func:`t` and
:func:`language`, and those that cache laid-out text compare :func:`language` to rebuild.
"""

from __future__ import annotations

from ..words import catalogue

_language = "en"


def set_language(lang: str) -> None:
    """Switch the catalogue (unknown languages fall back to English)."""
    global _language
    _language = lang if lang in catalogue.languages() else "en"


def language() -> str:
    return _language


def languages() -> tuple[str, ...]:
    """The languages there are (a folder of catalogues each), English first."""
    return catalogue.languages()


def t(key: str, /, **kw: object) -> str:
    """The visible text for ``key`` with its fields filled in; an unknown key shows itself."""
    return catalogue.text(_language, key, kw)


def has_text(key: str) -> bool:
    """Whether the language in use has a message ``key`` of its own."""
    return catalogue.has(_language, key)


def decimal(value: float, places: int | None = 1, *, sign: bool = False) -> str:
    """``value`` written as the language in use writes numbers with decimals (1.5 in
    English, 1,5 in Italian and Spanish): ``places`` digits after the mark, or with
    ``places`` None as few as it needs (78, 78.5); ``sign`` puts + before a positive one.
    A negative one has a minus sign (−1.5), not a hyphen."""
    if places is None:
        text = f"{value:+g}" if sign else f"{value:g}"
    else:
        text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    return text.replace(".", t("decimal_mark")).replace("-", "\u2212")  # a minus, not a hyphen


def percent(part: float, whole: float) -> str:
    """``part`` as a whole-number share of ``whole``, as the language in use writes it
    (45% in English and Italian, 45 % in Spanish)."""
    return t("percent", n=round(100 * part / whole))


def in_every_language(key: str) -> list[str]:
    """``key``'s text in each catalogue (a word written into a file's name, to be read back
    whatever the language is now)."""
    return [catalogue.text(lang, key) for lang in catalogue.languages()]
