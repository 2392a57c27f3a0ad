"""Every visible string in English, Italian and Spanish, with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scopa import Rules
from scopa.core.rules import PRIMIERA_SCALES
from scopa.ui import i18n
from scopa.ui.scenes.house_rules import GROUPS, value_key, words
from scopa.ui.scenes.stats_screen import ROWS
from scopa.words import catalogue

LANGS = catalogue.languages()  # every language there is
UI = Path(__file__).resolve().parent.parent / "scopa" / "ui"


# names, the same in every language unless one has its own: the cards', the presets'
NAMES = ("rank-", "figure-", "suit-", "nickname-", "card-", "preset_title_", "term_")


@pytest.mark.parametrize("lang", LANGS[1:])
def test_translated_not_copied(lang: str) -> None:
    """A message longer than a word that is the same as the English one was not translated."""
    same = [
        k
        for k in catalogue.ids("en")
        if not k.startswith((*NAMES, "rules-"))
        and len((v := catalogue.source("en", k)).split()) > 2
        and catalogue.source(lang, k) == v
        and "{" not in v[:1]
    ]
    assert not same


def test_every_literal_key_used_in_the_interface_exists() -> None:
    used: set[str] = set()
    for path in UI.rglob("*.py"):
        if path.name == "i18n.py":  # its docstring's example
            continue
        used |= set(re.findall(r"""\bt\(\s*["']([a-z0-9_]+)["']""", path.read_text("utf-8")))
    menu = (UI / "scenes" / "menu.py").read_text("utf-8")
    used |= set(re.findall(r'\("(menu_[a-z]+)"', menu))
    assert used, "the scan found nothing"
    missing = sorted(used - catalogue.ids("en"))
    assert not missing


def test_keys_built_from_values_exist() -> None:
    built = {f"desc_{name}" for name in Rules.presets()}
    built |= {f"stat_{row}" for row in ROWS}
    built |= {f"cpu_{level}" for level in ("easy", "medium", "hard", "random")}
    built |= {f"deck_{d}" for d in ("auto", "neapolitan", "spanish", "french")}
    built |= {f"values_{v}" for v in ("auto", "on", "off")}
    built |= {f"speed_{v}" for v in ("slow", "normal", "fast", "instant")}
    built |= {f"hrv_{v}" for v in PRIMIERA_SCALES}
    for group, options in GROUPS:
        built.add(group)
        for option in options:
            built.add(option.key)
            for value in option.values:
                if isinstance(value, str):
                    built.add(value_key(value, option.path))
                elif isinstance(value, tuple) and option.path == ("capture", "modes"):
                    built |= {f"mode_{m}" for m in value}  # other lists read yes or no
    missing = sorted(built - catalogue.ids("en"))
    assert not missing


@pytest.mark.parametrize("lang", LANGS)
def test_switching_language_changes_the_words(lang: str) -> None:
    try:
        i18n.set_language(lang)
        assert i18n.language() == lang
        menu = {"en": "New match", "it": "Nuova partita", "es": "Nueva partida"}
        menu |= {"pt": "Nova partida", "fr": "Nouvelle partie"}
        assert i18n.t("menu_new") == menu[lang]
        yes = {"en": "yes", "it": "sì", "es": "sí", "pt": "sim", "fr": "oui"}
        assert words(True) == yes[lang]
    finally:
        i18n.set_language("en")


def test_unknown_language_falls_back_to_english() -> None:
    i18n.set_language("tlh")
    assert i18n.language() == "en"


@pytest.mark.parametrize("lang", LANGS)
def test_illegal_moves_are_explained_in_every_language(lang: str) -> None:
    from scopa import Game, IllegalMove, Move
    from scopa.ui.messages import illegal_text
    from tests.helpers import deck_for

    i18n.set_language(lang)
    try:
        game = Game(
            Rules.preset("scopa"), 2, deck=deck_for(["8D 2C 4S", "1B 1S 1C"], "8C 5S 3B 10D")
        )
        tries = [
            Move.parse("8D 5S 3B"),
            Move.parse("8D"),
            Move.parse("7D"),
            Move.parse("2C 5S"),
            Move.parse("4S 9D"),
        ]
        texts = []
        for move in tries:
            with pytest.raises(IllegalMove) as err:
                game.play(move)
            text = illegal_text(err.value, "spanish")
            assert "{" not in text and text != err.value.code
            texts.append(text)
        if lang == "en":
            assert texts[0].startswith("The Jack must take the Jack on the table")
            assert all(w not in " ".join(texts) for w in ("Sota", "Caballo", "Rey ", "Fante"))
        if lang == "it":
            assert "Fante" in texts[0] and "somma" in texts[0]
        if lang == "es":
            assert "Sota" in texts[0] and "Sota de Oros" in texts[1]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_save_problems_are_said_in_every_language(lang: str) -> None:
    from scopa.store.saves import SaveError, SaveProblem
    from scopa.ui.messages import problem_text, save_error_text

    i18n.set_language(lang)
    try:
        problem = SaveProblem.make(
            "autosave.json", "autosave.bad-1.json", SaveError("it is cut short", "truncated")
        )
        text = problem_text(problem)
        assert "autosave.json" in text and "autosave.bad-1.json" in text and "{" not in text
        assert (lang == "en") == ("cut short" in text)
        assert save_error_text("other_version", "x") != "x"
        assert problem_text("plain words") == "plain words"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_rules_file_problems_are_said_in_every_language(lang: str, tmp_path) -> None:
    from scopa import RulesError
    from scopa.ui.messages import rules_problem_text

    i18n.set_language(lang)
    try:
        cases = {
            "extends: scopa\nmatch:\n  targt: 21\n": ("3:3", "target"),
            "extends: scopa\ncapture: {compulsory: always}\n": ("2:", "card, hand, none"),
            "extends: scopa\ndeal: {hand: 0}\n": ("2:", "20"),
            "extends: scopa\nmatch: {target: 21\n": ("", "YAML"),
        }
        for text, (place, needle) in cases.items():
            path = tmp_path / "house.yaml"
            path.write_text(text)
            with pytest.raises(RulesError) as err:
                Rules.load(path)
            said = rules_problem_text(err.value.first, file="house.yaml")
            assert said.startswith("house.yaml:") and place in said and needle in said
            assert "{" not in said
            if lang != "en":
                assert "allowed" not in said and "unknown key" not in said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("text", "it", "es"),
    [
        ("- just\n- a list\n", "è un elenco di chiavi", "es una lista de claves"),
        ("extends: scopaa\n", "forse scopa?", "¿quisiste decir scopa?"),
        ("extends: zzzz\n", "le varianti sono asso_piglia", "las variantes son asso_piglia"),
        ("extends: scopa\ntitle: a\x01b\n", "il carattere U+0001", "el carácter U+0001"),
    ],
)
def test_a_file_that_is_no_house_rule_is_said_in_the_players_language(tmp_path, text, it, es):
    # a list instead of keys, an extends: naming nothing, a control character
    from scopa import RulesError
    from scopa.ui.messages import rules_problem_text

    path = tmp_path / "house.yaml"
    path.write_text(text)
    with pytest.raises(RulesError) as err:
        Rules.load(path)
    for lang, needle in (("it", it), ("es", es)):
        i18n.set_language(lang)
        try:
            said = rules_problem_text(err.value.first, file="house.yaml")
            assert needle in said and "{" not in said
            assert "neither" not in said and "mapping" not in said and "allowed" not in said
        finally:
            i18n.set_language("en")


def test_settings_problems_are_said_in_the_players_language() -> None:
    from scopa.store.settings import Settings, load_settings, save_settings, settings_path
    from scopa.ui.messages import problem_text

    save_settings(Settings())
    settings_path().write_text(settings_path().read_text().replace("speed: normal", "speed: warp"))
    _, problems = load_settings()
    i18n.set_language("it")
    try:
        said = [problem_text(p) for p in problems]
        assert any("settings.yaml:" in s and "non è ammesso" in s for s in said)
        assert any("conservato come settings.bad-" in s for s in said)
    finally:
        i18n.set_language("en")


def test_rules_that_do_not_fit_together_are_said_in_the_players_language() -> None:
    from scopa import RulesError
    from scopa.ui.messages import rules_problem_text

    with pytest.raises(RulesError) as err:
        Rules.from_yaml("extends: scopa\ndeal: {table: 3}\n")
    i18n.set_language("es")
    try:
        said = rules_problem_text(err.value.first)
        assert "no pueden repartirse" in said and "37" in said and "{" not in said
    finally:
        i18n.set_language("en")


def _conflict_codes() -> list[str]:
    """Every kind of rules that do not fit together the core can report: the code of each
    (key, message, code, params) it builds in scopa/core/rules.py and in the module of each
    mechanism the rules consult."""
    import ast
    import sys

    import scopa.core.rules
    from scopa.core.mechanism import installed

    sources = {scopa.core.rules, *(sys.modules[type(m).__module__] for m in installed())}
    codes = []
    for source in sources:
        for node in ast.walk(ast.parse(Path(source.__file__).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Tuple) and len(node.elts) == 4:
                code, params = node.elts[2], node.elts[3]
                named = isinstance(code, ast.Constant) and isinstance(code.value, str)
                if named and isinstance(params, ast.Dict | ast.Name):
                    codes.append(code.value)
    return sorted(set(codes))


@pytest.mark.parametrize("lang", ["it", "es"])
@pytest.mark.parametrize("code", _conflict_codes())
def test_every_rules_conflict_the_core_reports_is_said_in_the_players_language(lang, code):
    from scopa.core.errors import Problem
    from scopa.ui.messages import rules_refusal_text

    fields = catalogue.variables("en", f"rules_{code}")
    problem = Problem("the core's English sentence", code=code, params=dict.fromkeys(fields, 3))
    i18n.set_language(lang)
    try:
        said = rules_refusal_text(problem)  # a sentence of its own: a capital first
        words = i18n.t(f"rules_{code}", **dict.fromkeys(fields, 3))
        assert said == words[:1].upper() + words[1:]
        assert "English" not in said and "{" not in said
    finally:
        i18n.set_language("en")


def test_the_conflict_codes_are_found() -> None:
    codes = _conflict_codes()
    assert {"uneven_deal", "builds_with_steals", "not_a_player_count"} <= set(codes)
    assert len(codes) >= 15


@pytest.mark.parametrize(
    ("lang", "half", "signed", "whole", "primiera", "per_round", "margin"),
    [
        ("en", "1.5", "+1.0", "78", "78.5", "1.5", "+1.5"),
        ("it", "1,5", "+1,0", "78", "78,5", "1,5", "+1,5"),
        ("es", "1,5", "+1,0", "78", "78,5", "1,5", "+1,5"),
        ("fr", "1,5", "+1,0", "78", "78,5", "1,5", "+1,5"),
        ("pt", "1,5", "+1,0", "78", "78,5", "1,5", "+1,5"),
    ],
)
def test_numbers_with_decimals_are_written_as_the_language_writes_them(
    lang, half, signed, whole, primiera, per_round, margin
) -> None:
    from types import SimpleNamespace

    from scopa.store.stats import Finished, VariantStats
    from scopa.ui.scenes.overlays import SummaryScene
    from scopa.ui.scenes.stats_screen import cell, chart_caption

    i18n.set_language(lang)
    try:
        assert i18n.decimal(1.5) == half
        assert i18n.decimal(1.0, sign=True) == signed
        assert i18n.decimal(78.0, None) == whole
        shown = SummaryScene._detail(None, "primiera", SimpleNamespace(primiera=78.5))  # type: ignore[arg-type]
        assert shown == primiera
        assert cell(VariantStats(rounds=2, points=3), "points_per_round") == per_round
        matches = [
            Finished("scopa", "2026-01-02", "won", 11, 7),
            Finished("scopa", "2026-01-03", "lost", 10, 11),
        ]
        assert chart_caption(matches).endswith(margin)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "won", "volume"),
    [
        ("en", "3 (75%)", "80%"),
        ("it", "3 (75%)", "80%"),
        ("es", "3 (75\u00a0%)", "80\u00a0%"),
        ("fr", "3 (75\u202f%)", "80\u202f%"),
    ],
)
def test_percentages_are_written_as_the_language_writes_them(lang, won, volume) -> None:
    # CLDR: 75% in English and Italian; Spanish puts a space that does not break before %
    from scopa.store.stats import VariantStats
    from scopa.ui.scenes.stats_screen import cell
    from scopa.ui.widgets import Slider

    i18n.set_language(lang)
    try:
        assert cell(VariantStats(matches=4, matches_won=3), "matches_won") == won
        assert Slider(80).label == volume
    finally:
        i18n.set_language("en")


def test_an_english_sentence_gives_a_sweep_the_article_its_word_wants() -> None:
    # the rules' word for a sweep is "escoba" in Escoba: "claiming an escoba", not "a escoba"
    i18n.set_language("en")
    assert i18n.t("claim_button", sweep="escoba") == "Claim an escoba (C)"
    assert i18n.t("claim_button", sweep="scopa") == "Claim a scopa (C)"
    assert i18n.t("last_claim_upheld", card="7D", sweep="escoba") == "doubted: 7D, an escoba"
    i18n.set_language("it")  # another language's article is its own: left as written
    try:
        said = i18n.t("claim_button", sweep="escoba")
        assert "escoba" in said and " an " not in said and " a escoba" not in said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_a_hint_starts_with_the_word_on_its_button(lang: str) -> None:
    button = catalogue.source(lang, "hint_button")
    sentences = {
        key: text
        for key in catalogue.ids(lang)
        if key.startswith("hint_")
        and re.match(r"^\w+( \(|\u00a0?:)", text := catalogue.source(lang, key))  # "Conseil :"
    }
    assert len(sentences) >= 8
    for key, text in sentences.items():
        assert text.startswith(button), f"{lang} {key}: {text!r} does not start with {button!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_what_the_yaml_reader_finds_wrong_is_said_in_the_players_language(lang: str) -> None:
    from scopa.core.errors import RulesError
    from scopa.core.yaml_text import read_yaml
    from scopa.ui.messages import _YAML_DETAILS, rules_problem_text

    broken = [
        "a: [1,2",
        "a: {b: 1",
        'a: "x',
        "a: b: c",
        "a:\n  - 1\n b: 2",
        "a: 1\n\tb: 2",
        "a: *x",
        "- a\nb: 1",
        "a: }",
        "a: |\n x\ny",
        "---\na: 1\n---\nb: 2",
        "a: 1\na: 2",
        "a: !x 1",
        "@a: 1",
    ]
    i18n.set_language(lang)
    try:
        for text in broken:
            with pytest.raises(RulesError) as err:
                read_yaml(text, "house.yaml")
            problem = err.value.first
            detail = str(problem.params["detail"])
            said = rules_problem_text(problem, file="house.yaml")
            known = detail in _YAML_DETAILS or "twice" in detail or "tag" in detail
            assert known, f"the reader's {detail!r} has no words of ours"
            assert "{" not in said
            if lang != "en":
                assert detail not in said, said  # said in the player's words, not PyYAML's
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "one", "minus"),
    [
        ("en", "The last match: lost · margin \u22126", "\u22121.5"),
        ("it", "L'ultima partita: persa · scarto \u22126", "\u22121,5"),
        ("es", "La última partida: perdida · diferencia \u22126", "\u22121,5"),
        ("fr", "La dernière partie\u00a0: perdue · écart \u22126", "\u22121,5"),
    ],
)
def test_one_match_and_a_negative_margin_read_as_people_write_them(lang, one, minus) -> None:
    # not "lost 1 of the last 1 · average margin -6.0": one match by its result, its margin in
    # whole points, a minus sign
    from scopa.store.stats import Finished
    from scopa.ui.scenes.stats_screen import chart_caption

    i18n.set_language(lang)
    try:
        assert chart_caption([Finished("scopa", "2026-01-02", "lost", 5, 11)]) == one
        assert i18n.decimal(-1.5) == minus and i18n.decimal(-1.5, sign=True) == minus
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "named", "numbered"),
    [
        ("it", "Tocca a Lucia", "Tocca al Giocatore 2"),
        ("es", "Le toca a Lucia", "Le toca al Jugador 2"),
        ("fr", "Passez à Lucia", "Passez au Joueur 2"),
        ("en", "Pass to Lucia", "Pass to Player 2"),
    ],
)
def test_the_pass_screen_gives_a_numbered_seat_its_article(lang, named, numbered) -> None:
    from scopa.ui.scenes.overlays import pass_to

    i18n.set_language(lang)
    try:
        assert pass_to("Lucia") == named
        assert pass_to(i18n.t("player_n", n=2)) == numbered
    finally:
        i18n.set_language("en")
