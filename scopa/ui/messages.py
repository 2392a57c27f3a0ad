"""Cards and the rules core's refusals, said in the player's language.

The core names the reason for an illegal move or a redeal by a code with typed parts
(:attr:`IllegalMove.params`, :class:`Redeal`'s rank and count); here the sentence is built
from the catalogue of the language in use, with the card names of the deck on the table.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

from ..core.cards import Card
from ..core.errors import IllegalMove, Problem
from ..core.events import Redeal
from ..core.rules import Rules
from ..core.schema import MAX_ITEMS
from ..store.instance import AlreadyOpen
from ..store.journal import JournalProblem
from ..store.saves import SaveProblem
from ..store.stats import StatsProblem
from ..words.cards import card_name, card_phrase, rank_name, rank_plural
from .i18n import has_text, language, t


def card_text(card: Card, deck: str, ranks: int = 10) -> str:
    """ "Sette di Denari", "Sota de Copas", "Queen of Spades": deck and language in use (a
    deck of 13 ``ranks``: the 52-card game's names)."""
    return card_name(card, deck, language(), ranks)


def the_card(card: Card, deck: str, form: str = "the", ranks: int = 10) -> str:
    """ "the Seven of Coins", "il Sette di Denari", "la Sota de Copas" (``form`` "to": after
    the preposition "a", "al Sette", "a la Sota"): see :func:`~scopa.words.cards.card_phrase`."""
    return card_phrase(card, deck, language(), form, ranks)


def the_cards(
    cards: Iterable[Card], deck: str, form: str = "the", word: str = "and", ranks: int = 10
) -> str:
    """Cards with their articles, in a list: "il Tre di Denari e l'Asso di Coppe"; with
    ``form`` "to", "al Tre di Denari e all'Asso di Coppe"."""
    return join((the_card(c, deck, form, ranks) for c in cards), word)


def join(items: Iterable[str], word: str = "and") -> str:
    """``a, b and c`` (or ``a, b or c``) in the language in use."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return t(f"list_{word}", a=", ".join(items[:-1]), b=items[-1])


def cards_text(cards: Iterable[Card], deck: str, word: str = "and", ranks: int = 10) -> str:
    return join((card_text(c, deck, ranks) for c in sorted(cards)), word)


def _items(value: object) -> list[object]:
    """A list-like part of a core message as a list (a missing part: an empty one)."""
    return list(value) if isinstance(value, Iterable) else []


def _cards(value: object) -> list[Card]:
    """The cards a part of a core message holds."""
    return [card for card in _items(value) if isinstance(card, Card)]


def illegal_text(exc: IllegalMove, deck: str, ranks: int = 10) -> str:
    """The refusal in the player's language (a generic refusal for a code none is written
    for; the catalogue tests see that every code the core uses has its sentence)."""
    key = f"illegal_{exc.code}"
    if not has_text(key):
        key = "illegal_illegal"
    p = exc.params
    card = p.get("card")
    rank = p.get("rank")
    return t(
        key,
        card=card_text(card, deck, ranks) if isinstance(card, Card) else "",
        cards=cards_text(_cards(p.get("cards")), deck, ranks=ranks),
        options=join(
            (cards_text(_cards(o), deck, ranks=ranks) for o in _items(p.get("options"))), "or"
        ),
        rank=rank_name(
            int(rank) if isinstance(rank, int | str) and rank else 1, deck, language(), ranks
        ),
        value=p.get("value", ""),
        total=p.get("total", ""),
        goal=p.get("goal", ""),
        difference=p.get("difference", ""),
        modulo=p.get("modulo", ""),
    )


def round_text(rules: Rules, players: int, n: int) -> str:
    """ "Round 2", or where the match is set to a number of rounds "Round 2 of 8" (and past
    them, a round that breaks a tie), in the language in use."""
    rounds = rules.round_count(players)
    if rounds is None:
        return t("round_n", n=n)
    return t("round_of", n=n, of=rounds) if n <= rounds else t("round_extra", n=n)


def redeal_text(event: Redeal, deck: str, ranks: int = 10) -> str:
    """ "Dealt again: 3 Re on the table", in the language in use."""
    plural = rank_plural(event.rank, deck, language(), ranks)
    return t("redeal", count=event.count, ranks=plural)


def save_error_text(code: str | None, english: str) -> str:
    """Why a save cannot be used, in the player's language (English where no code is known)."""
    key = f"save_error_{code}"
    return t(key) if code and has_text(key) else english


def saving_text(notice: tuple[str, str, str]) -> str:
    """What the keeper says about saving (see :meth:`MatchKeeper.take_notice`), in words."""
    state, why, detail = notice
    if state == "ok":
        return t("write_ok_again")
    if why in ("full", "readonly"):
        return t(f"write_failed_{why}")
    return t("write_failed_other", reason=detail)


def about_a_file(problem: str) -> bool:
    """Whether a start-up problem is about a file that could not be used (not, say, the
    game being open in another window)."""
    return not isinstance(problem, AlreadyOpen)


def problem_text(problem: str) -> str:
    """A start-up problem for the player: a save set aside is said in their language."""
    problem_of = getattr(problem, "problem", None)
    if isinstance(problem_of, Problem):  # a settings file with a mistake
        name = os.path.basename(problem_of.file or "")
        return t("settings_problem", problem=rules_problem_text(problem_of, file=name))
    kept_as = getattr(problem, "kept_as", None)
    if kept_as:
        return t("settings_kept_as", name=kept_as)
    if isinstance(problem, AlreadyOpen):
        return t("already_open")
    if isinstance(problem, StatsProblem):
        reason = save_error_text(problem.code, str(problem))
        if problem.code == "not_stats":
            reason = t("stats_error_not_stats")
        if problem.moved:
            return t("stats_problem_moved", reason=reason, moved=problem.moved)
        return t("stats_problem", reason=reason)
    if isinstance(problem, JournalProblem):
        key = f"journal_error_{problem.code}"
        known = has_text(key)
        reason = t(key) if known else save_error_text(problem.code, str(problem))
        if problem.moved:
            return t("journal_problem_moved", reason=reason, n=problem.kept, moved=problem.moved)
        return t("journal_problem", reason=reason, n=problem.kept)
    if isinstance(problem, SaveProblem):
        reason = save_error_text(problem.error.code, str(problem.error))
        if problem.moved:
            return t("save_problem_moved", file=problem.file, reason=reason, moved=problem.moved)
        return t("save_problem", file=problem.file, reason=reason)
    return problem


def allowed_text(params: dict[str, object]) -> str:
    """What a rules key allows, in words: "one of card, hand, none", "1 to 20"..."""
    choices = [str(c) for c in _items(params.get("choices"))]
    low, high = params.get("low"), params.get("high")
    if choices and params.get("kind") == "number" and low is not None and high is not None:
        return t("allowed_range_or", low=low, high=high, items=", ".join(choices))
    if choices:
        return t("allowed_one_of", items=", ".join(choices))
    if low is not None and high is not None:
        return t("allowed_range", low=low, high=high)
    if low is not None:
        return t("allowed_at_least", low=low)
    return t("allowed_number") if params.get("kind") == "number" else t("allowed_text")


_CONFLICTS = (
    "default_not_allowed",
    "uneven_deal",
    "hands_too_big",
    "fewest_not_a_mode",
    "no_modes",
    "builds_with_declarations",
    "builds_with_steals",
    "builds_with_claims",
    "declaration_needs_one",
    "modulo_one",
    "modulo_with_mode",
    "not_a_player_count",
    "redeal_every_deal",
    "elimination_needs_lose",
    "elimination_needs_alone",
    "empty_file",
    "file_not_mapping",
    "extends_outside",
    "extends_too_deep",
    "bad_card_class",
    "bad_card",
    "not_in_deck",
    "per_dealer_with_elimination",
)


def rules_problem_text(problem: Problem, file: str | None = None) -> str:
    """A rules-file problem with its place (``file:line:column: key:``) and, where its kind
    is known, the explanation in the player's language."""
    where = file or problem.file or ""
    if problem.line is not None:
        where += f":{problem.line}" + (f":{problem.column}" if problem.column else "")
    key = f" {problem.key}:" if problem.key else ""
    return f"{where}:{key} {_problem_words(problem)}"


def rules_refusal_text(problem: Problem) -> str:
    """A change the rules refuse, as a sentence of its own: the house-rules panel has no
    file and no key to point at, only the reason ("3 players cannot share...")."""
    text = _problem_words(problem)
    return text[:1].upper() + text[1:]


def _problem_words(problem: Problem) -> str:
    """What is wrong, in the player's language where its kind is known (else the core's
    English sentence, which says it all)."""
    p = problem.params
    code = problem.code
    if code in _CONFLICTS:
        text = t(f"rules_{code}", **{k: v for k, v in p.items() if k != "hint"})
    elif code == "extends_unknown":
        name, hint = str(p.get("name", "")), str(p.get("hint") or "")
        if hint:
            text = t("rules_extends_unknown_hint", name=name, hint=hint)
        else:
            text = t("rules_extends_unknown", name=name, presets=", ".join(Rules.presets()))
    elif code == "bad_text":
        too_long = p.get("why") == "too_long"
        text = (
            t("rules_text_too_long", limit=p.get("limit", "")) if too_long else t("rules_bad_text")
        )
    elif code == "too_many":
        text = t("rules_too_many", limit=MAX_ITEMS)
    elif code in ("unreadable", "too_big"):
        reason = p.get("reason", code)
        if reason in ("not_regular", "too_big"):
            text = t(f"rules_{reason}", limit=p.get("limit", ""))
        else:
            text = t("rules_unreadable")
    elif code in (
        "not_allowed",
        "unknown_key",
        "missing_key",
        "not_list",
        "not_mapping",
        "not_bool",
        "yaml",
    ):
        if code == "not_allowed":
            text = t("rules_not_allowed", value=p.get("value", ""), allowed=allowed_text(p))
        elif code == "unknown_key":
            text = t("rules_unknown_key", allowed=", ".join(map(str, _items(p.get("allowed")))))
        elif code == "missing_key":
            text = t("rules_missing_key", key=p.get("missing", ""))
        elif code == "yaml":
            text = t("rules_yaml", detail=yaml_detail(str(p.get("detail", ""))))
        else:
            text = t(f"rules_{code}")
        if p.get("hint"):
            text += " " + t("rules_did_you_mean", hint=p["hint"])
    else:
        return problem.message
    if p.get("from_file"):
        text += " " + t("rules_inherited", file=p["from_file"], line=p.get("from_line", ""))
    return text


# what the YAML reader says, in the player's words (anything else it may say stays as said)
_YAML_DETAILS = {
    "did not find expected ',' or ']'": "yaml_list_open",
    "did not find expected ',' or '}'": "yaml_mapping_open",
    "found unexpected end of stream": "yaml_ends_early",
    "mapping values are not allowed in this context": "yaml_colon_here",
    "did not find expected key": "yaml_indent",
    "found character that cannot start any token": "yaml_bad_start",
    "found a tab character that violates indentation": "yaml_tab",
    "YAML aliases (*name) are not allowed in rules files": "yaml_alias",
    "did not find expected '-' indicator": "yaml_list_item",
    "did not find expected node content": "yaml_no_value",
    "could not find expected ':'": "yaml_no_colon",
    "but found another document": "yaml_two_documents",
}
_YAML_KEY_TWICE = re.compile(r"the key (.{1,60}) is written twice")
_YAML_TAG = re.compile(r"could not determine a constructor for the tag (.{1,60})")
_YAML_CHARACTER = re.compile(r"the character (U\+[0-9A-F]{4,6}) is not allowed in a rules file")


def yaml_detail(detail: str) -> str:
    """What the YAML reader found wrong, in the language in use where it is a known fault."""
    key = _YAML_DETAILS.get(detail)
    if key is not None:
        return t(key)
    twice = _YAML_KEY_TWICE.fullmatch(detail)
    if twice:
        return t("yaml_key_twice", key=twice.group(1))
    tag = _YAML_TAG.fullmatch(detail)
    if tag:
        return t("yaml_tag", tag=tag.group(1))
    character = _YAML_CHARACTER.fullmatch(detail)
    if character:
        return t("yaml_character", character=character.group(1))
    return detail


def deck_problem_text(problem: Problem, folder: str = "") -> str:
    """What is wrong in a player's own deck, in the player's language: the file (relative to
    the deck's folder), the line for the manifest, and what is allowed."""
    file = problem.file or ""
    if folder and file.startswith(folder):
        file = file[len(folder) :].lstrip("/\\") or os.path.basename(folder)
    p = problem.params
    code = problem.code
    if code == "deck_missing":
        cards = [str(c) for c in _items(p.get("cards"))]
        shown = ", ".join(cards[:6]) + (" ..." if len(cards) > 6 else "")
        return t("own_deck_missing", count=p.get("count", len(cards)), cards=shown)
    if code == "deck_bad_image":
        why = str(p.get("why", "not_png"))
        return t(f"own_deck_{why}", file=file, limit=p.get("limit", ""))
    if code == "deck_image_refused":
        if p.get("reason") == "too_big":
            limit = int(str(p.get("limit", 0))) // 1024
            return t("own_deck_too_big", file=file, limit=limit)
        return t("own_deck_unreadable", file=file)
    if code == "missing_manifest":
        return t("own_deck_no_manifest", file=file)
    return rules_problem_text(problem, file=file)
