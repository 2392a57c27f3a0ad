"""The house-rules panel's deal rows and Escoba's sevens and coins rows: what they read, what
they change, what they refuse and say, and the file they save."""

from __future__ import annotations

import pytest
import yaml

from scopa import Rules
from scopa.store import paths
from scopa.ui import i18n
from scopa.ui.app_loop import App
from scopa.ui.i18n import set_language, t
from scopa.ui.scenes.house_rules import HouseRules, offered_with, words
from scopa.ui.widgets import Choice
from tests.helpers import PanelSetup


def panel_for(
    app: App, preset: str, players: int | None = None, rules: Rules | None = None
) -> HouseRules:
    panel = HouseRules(app, PanelSetup(rules or Rules.preset(preset), players))
    app.push(panel)
    app.run_frames(1)
    return panel


def choice(panel: HouseRules, label: str) -> Choice:
    row = next(r for r in panel.rows if r.label == label)
    widget = row.widgets[0]
    assert isinstance(widget, Choice)
    return widget


def pick(widget: Choice, value: object) -> None:
    """Step onto ``value`` as a player does, from the value before it."""
    values = [v for v, _ in widget.options]
    widget.index = values.index(value) - 1
    widget.step(1)


def test_the_deal_rows_change_the_cards_in_hand_and_on_the_table(app: App) -> None:
    panel = panel_for(app, "scopa")
    labels = [r.label for r in panel.rows]
    assert labels.index("The deal") < labels.index("Captures")
    hand = choice(panel, "Cards in hand at each deal")
    table = choice(panel, "Cards face up on the table at the start")
    assert (hand.value, table.value) == (3, 4)
    assert [v for v, _ in hand.options] == [2, 3, 4, 5, 6, 8, 9, 10]
    assert [v for v, _ in table.options] == [0, 2, 3, 4, 5, 6]
    pick(hand, 4)
    assert panel.rules.deal.hand == 4 and panel.rules.deal_plan(2).hands == (4, 4, 4, 4, 2)
    face_up = choice(panel, "Last deal: every hand face up")
    pick(face_up, True)
    assert panel.rules.deal.last_face_up is True


def test_a_player_count_dealt_its_own_way_reads_and_changes_its_own_deal(app: App) -> None:
    """Folla per non prendere deals four players ten each and nothing on the table, six
    players six each and four on the table (deal.by_players). Set up for six, the rows show
    and change the six-player deal, and say so; set up for four, the common deal."""
    six = panel_for(app, "folla_per_non_prendere", players=6)
    assert not any(r.label == "Cards in hand at each deal" for r in six.rows)
    hand = choice(six, "Cards in hand at each deal (6 players)")
    table = choice(six, "Cards face up on the table at the start (6 players)")
    assert (hand.value, table.value) == (6, 4)
    pick(hand, 5)
    assert six.rules.deal.by_players[6].hand == 5 and six.rules.deal.by_players[6].table == 4
    assert six.rules.deal.hand == 10  # four players are dealt as before
    assert six.rules.deal_plan(6).hands == (5, 1)
    app.pop(six)
    four = panel_for(app, "folla_per_non_prendere", players=4)
    hand = choice(four, "Cards in hand at each deal")
    assert hand.value == 10
    pick(hand, 9)
    assert four.rules.deal.hand == 9 and four.rules.deal.by_players[6].hand == 6


def test_an_elimination_game_shows_the_deal_of_each_smaller_table_it_reaches(app: App) -> None:
    """Scopone romano al contrario (seed 000, VARIANTS.md section 2) is begun by four or five;
    reaching 21 puts a player out, and three, then two, play on, dealt six each and four up.
    Those deals are rows of their own, and changing one leaves the table being set up alone;
    a smaller table dealt as the others are gets a deal of its own."""
    four = panel_for(app, "scopone_romano_al_contrario", players=4)
    labels = [r.label for r in four.rows]
    first = labels.index("Cards in hand at each deal")
    assert labels[first : first + 3] == [
        "Cards in hand at each deal",
        "Cards in hand at each deal (3 players left)",
        "Cards in hand at each deal (2 players left)",
    ]
    assert "Cards face up on the table at the start (3 players left)" in labels
    three = choice(four, "Cards in hand at each deal (3 players left)")
    assert three.value == 6
    pick(three, 4)
    assert four.rules.deal.by_players[3].hand == 4 and four.rules.deal.by_players[3].table == 4
    assert four.rules.deal.hand == 9 and four.rules.deal.by_players[2].hand == 6
    assert four.rules.deal_plan(3).hands[0] == 4
    app.pop(four)
    # a count the rules deal as every other table: its row sets a deal of its own
    plain = Rules.preset("scopone_romano_al_contrario").to_data()
    del plain["deal"]["by_players"][2]
    setup_rules = Rules.from_data(plain, file="<test>")
    panel = panel_for(app, "scopone_romano_al_contrario", players=4, rules=setup_rules)
    two = choice(panel, "Cards in hand at each deal (2 players left)")
    assert two.value == 9  # as every table without its own deal
    pick(two, 6)
    assert panel.rules.deal.by_players[2].hand == 6 and panel.rules.deal.hand == 9
    # a game nobody leaves shows the one table only
    scopone = panel_for(app, "scopone", players=4)
    assert not any("players left" in r.label for r in scopone.rows)


def test_new_match_opens_the_panel_for_the_table_it_sets_up(app: App) -> None:
    from scopa.ui.scenes.newmatch import NewMatch

    setup = NewMatch(app)
    app.push(setup)
    setup._variant(
        next(i for i, v in enumerate(setup.variants) if v.preset == "folla_per_non_prendere")
    )
    setup._players(6)
    setup.house_rules()
    app.run_frames(1)
    panel = app.top
    assert isinstance(panel, HouseRules) and panel.players == 6
    assert choice(panel, "Cards in hand at each deal (6 players)").value == 6


def test_the_values_offered_keep_their_order_with_the_rules_own_one() -> None:
    assert offered_with((2, 3, 4, 8), 7) == (2, 3, 4, 7, 8)
    assert offered_with((1, 2, 3), None) == (None, 1, 2, 3)
    assert offered_with((1, 2), 2) == (1, 2)
    assert offered_with(("card", "hand"), "none") == ("card", "hand", "none")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "2 players cannot share evenly the 35 cards left once the table is laid."),
        (
            "it",
            "In 2 non si possono dividere in parti uguali le 35 carte che restano, tolte "
            "quelle in tavola.",
        ),
        (
            "es",
            "2 jugadores no pueden repartirse a partes iguales las 35 cartas que quedan "
            "quitando las de la mesa.",
        ),
    ],
)
def test_a_deal_the_players_cannot_share_is_refused_with_its_reason(
    app: App, lang: str, said: str
) -> None:
    """Five on the table leaves 35 cards, which two players cannot share: the panel says so
    in the player's language, as a sentence, without a file name or a rules key, and keeps
    the deal as it was."""
    i18n.set_language(lang)
    panel = panel_for(app, "escoba")
    table = choice(panel, t("hr_deal_table"))
    pick(table, 5)
    assert panel.message is not None
    assert panel.message[0] == said
    assert panel.rules.deal.table == 4
    assert choice(panel, t("hr_deal_table")).value == 4


def test_a_deal_only_the_table_set_up_can_take_becomes_that_tables_own(app: App) -> None:
    # Scopa may be played by four, whom ten cards each would not fit (40 of the 36 left),
    # but two players can: the two-player table gets a deal of its own, the others keep theirs
    panel = panel_for(app, "scopa", players=2)
    pick(choice(panel, "Cards in hand at each deal"), 10)
    assert panel.message is None
    assert panel.rules.deal.hand == 3 and panel.rules.deal_plan(4).hands == (3, 3, 3)
    assert panel.rules.deal_plan(2).hands == (10, 8) and panel.rules.deal_plan(2).table == 4
    assert choice(panel, "Cards in hand at each deal (2 players)").value == 10
    pick(choice(panel, "Cards face up on the table at the start (2 players)"), 6)
    assert panel.rules.deal_plan(2).table == 6 and panel.rules.deal_plan(3).table == 4


def test_a_hand_too_big_even_for_the_table_set_up_is_refused_with_its_reason(app: App) -> None:
    panel = panel_for(app, "scopone_scientifico", players=4)
    pick(choice(panel, "Cards in hand at each deal"), 2)  # five deals of two: it fits
    pick(choice(panel, t("hr_deal_table")), 6)  # 34 cards cannot be shared by four
    assert panel.message is not None
    assert "4 players cannot share evenly the 34 cards" in panel.message[0]
    assert panel.rules.deal_plan(4).table == 0


def test_a_refusal_goes_once_there_was_time_to_read_it(app: App) -> None:
    """A refusal is about one change: it stays long enough to read (a few seconds, longer
    for a longer sentence), then leaves the screen to what the player does next."""
    panel = panel_for(app, "escoba")
    pick(choice(panel, t("hr_deal_table")), 5)
    assert panel.message is not None  # fourteen words: five seconds
    panel.update(4.0)
    assert panel.message is not None  # still being read
    panel.update(1.5)
    assert panel.message is None


def test_escoba_offers_its_sevens_and_all_the_coins(app: App) -> None:
    panel = panel_for(app, "escoba")
    labels = [r.label for r in panel.rows]
    scoring = labels[labels.index("Scoring") : labels.index("The match")]
    for label in (
        "Most sevens",
        "A tie in sevens",
        "All four sevens (instead of most sevens)",
        "All the coins (instead of most coins)",
    ):
        assert label in scoring
    sevens = choice(panel, "Most sevens")
    assert sevens.value == 1
    pick(sevens, 2)
    assert panel.rules.scoring.sevens == 2
    all_sevens = choice(panel, "All four sevens (instead of most sevens)")
    assert all_sevens.value == 3
    pick(all_sevens, 0)
    assert panel.rules.scoring.all_sevens == 0 and all_sevens.label == "not scored"
    tie = choice(panel, "A tie in sevens")
    assert tie.label == "stays a tie"
    assert [v for v, _ in tie.options] == ["none", "sixes_aces_fives", "primiera"]
    pick(tie, "primiera")
    assert panel.rules.scoring.sevens_tiebreak == "primiera"
    coins = choice(panel, "All the coins (instead of most coins)")
    # no 0: every coin worth nothing would take the point for most coins away from them
    assert [v for v, _ in coins.options] == [None, 1, 2, 3, 4]
    assert coins.value == 2
    pick(coins, None)
    assert panel.rules.scoring.all_coins is None and coins.label == "not scored"


def test_scopa_shows_the_sevens_rows_switched_off(app: App) -> None:
    panel = panel_for(app, "scopa")
    assert choice(panel, "Most sevens").label == "not scored"
    assert choice(panel, "All four sevens (instead of most sevens)").label == "not scored"
    assert choice(panel, "All the coins (instead of most coins)").label == "not scored"
    pick(choice(panel, "All the coins (instead of most coins)"), 3)
    assert panel.rules.scoring.all_coins == 3


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_a_tie_in_sevens_left_alone_is_not_a_category_not_scored(lang: str) -> None:
    i18n.set_language(lang)
    try:
        path = ("scoring", "sevens_tiebreak")
        said = {words(v, path) for v in Rules.allowed(*path).choices or ()}
        assert len(said) == 3 and t("hrv_not_scored") not in said and t("no") not in said
    finally:
        i18n.set_language("en")


def _saved(app: App, panel: HouseRules) -> tuple[str, Rules]:
    panel.name = "Round trip"
    panel.save()
    app.run_frames(1)
    (file,) = paths.house_rules_dir().glob("*.yaml")
    return file.read_text("utf-8"), Rules.load(file)


def test_a_changed_deal_and_sevens_are_saved_as_differences_that_load_back(app: App) -> None:
    panel = panel_for(app, "escoba")
    pick(choice(panel, "Cards in hand at each deal"), 4)
    pick(choice(panel, "Most sevens"), 2)
    pick(choice(panel, "All the coins (instead of most coins)"), None)
    text, loaded = _saved(app, panel)
    body = yaml.safe_load(text)
    assert body == {
        "extends": "escoba",
        "title": "Round trip",
        "deal": {"hand": 4},
        "scoring": {"all_coins": None, "sevens": 2},
    }
    assert loaded.deal == panel.rules.deal and loaded.scoring == panel.rules.scoring
    assert loaded.deal.table_bonus == Rules.preset("escoba").deal.table_bonus


def test_a_player_counts_own_deal_is_saved_whole_and_loads_back(app: App) -> None:
    panel = panel_for(app, "folla_per_non_prendere", players=6)
    pick(choice(panel, "Cards in hand at each deal (6 players)"), 5)
    text, loaded = _saved(app, panel)
    assert yaml.safe_load(text)["deal"] == {"by_players": {6: {"hand": 5, "table": 4}}}
    assert loaded.deal.by_players[6].hand == 5 and loaded.deal.by_players[6].table == 4
    assert loaded.deal.hand == 10


@pytest.mark.parametrize(
    ("lang", "preset", "sweep_row", "nick_row"),
    [
        ("en", "escoba", "Points for an escoba", "Velo (the seven of coins)"),
        ("en", "scopa", "Points for a scopa", "Settebello (the seven of coins)"),
        ("es", "escoba", "Puntos por escoba", "Velo (siete de oros)"),
        ("it", "scopa", "Punti per scopa", "Settebello (sette di denari)"),
    ],
)
def test_the_rows_use_the_variants_own_words(app: App, lang, preset, sweep_row, nick_row) -> None:
    # an Escoba table reads its rows in its own words: the sweep is an escoba, the seven of
    # coins the velo (the rules' terms:)
    i18n.set_language(lang)
    labels = [r.label for r in panel_for(app, preset).rows]
    assert sweep_row in labels and nick_row in labels


@pytest.mark.parametrize(
    ("lang", "preset", "most", "every"),
    [
        ("en", "escoba", "Most coins", "All the coins (instead of most coins)"),
        ("en", "cicera", "Most spades", "All the spades (instead of most spades)"),
        ("es", "escoba", "Más oros", "Todas las cartas de oros (en lugar de más oros)"),
        (
            "it",
            "cicera",
            "Maggioranza di picche",
            "Tutte le carte di picche (al posto della maggioranza)",
        ),
    ],
)
def test_the_coins_rows_name_the_suit_the_variant_counts(app: App, lang, preset, most, every):
    # Cicera counts the most swords (scoring.suit: S), spades in its French deck
    i18n.set_language(lang)
    labels = [r.label for r in panel_for(app, preset).rows]
    assert most in labels and every in labels


@pytest.mark.parametrize(
    ("lang", "variant", "title"),
    [
        ("it", "scopone", "Il mio Scopone"),
        ("it", "escoba", "La mia Escoba"),
        ("it", "scopa_a_15", "La mia Scopa a 15 (solo quindici)"),
        ("en", "scopone", "My Scopone"),
        ("es", "scopone", "Mi Scopone"),
    ],
)
def test_a_new_house_rules_name_agrees_with_its_variant(lang, variant, title) -> None:
    from scopa.ui.scenes.house_rules import default_title
    from scopa.words.variants import preset_title

    i18n.set_language(lang)
    try:
        assert default_title(Rules.preset(variant)) == title
        own = Rules.from_yaml(f"extends: {variant}\ntitle: Da noi")  # the preset's gender
        assert default_title(own) == title.replace(preset_title(variant, lang), "Da noi")
    finally:
        i18n.set_language("en")


def test_an_emptied_name_shows_what_it_will_be_saved_as(app: App) -> None:
    """Clearing the name does not leave a blank the save fills in silently: the field shows,
    greyed, the name the file will then take, and the save takes that name."""
    from scopa.ui.widgets import TextField

    panel = panel_for(app, "scopone_scientifico", players=4)
    field = next(r for r in panel.rows if r.label == t("house_rule_title")).widgets[0]
    assert isinstance(field, TextField)
    assert field.placeholder == "My Scopone scientifico"
    field._set("")
    panel.save()
    assert panel.saved_path is not None
    assert Rules.load(panel.saved_path).title == "My Scopone scientifico"


def test_a_sweep_may_be_made_worth_more_than_three(app: App) -> None:
    """Families that make a sweep worth a lot (four, five points) can say so in the panel,
    and the rules then score it so."""
    panel = panel_for(app, "scopa")
    row = choice(panel, "Points for a scopa")
    assert [v for v, _ in row.options][-1] == 5
    pick(row, 5)
    assert panel.rules.sweep.points == 5


def test_escobas_four_sevens_may_stand_for_the_velo_or_not(app: App) -> None:
    """Escoba's four sevens include the velo (it scores nothing apart then); a family that
    scores it apart can say so, and the scoring follows."""
    panel = panel_for(app, "escoba")
    row = choice(panel, "All four sevens include the Velo (not scored apart)")
    assert row.value == ("settebello",)
    yes_no = choice(panel, t("hr_deal_last_face_up"))  # worded as any yes-or-no row
    assert [label for _, label in row.options] == [label for _, label in yes_no.options]
    pick(row, ())
    assert panel.rules.scoring.all_sevens_replaces == ()


def test_new_match_says_which_house_rules_hold_for_the_match(app: App) -> None:
    # used, not saved: the variant keeps its name and words, so a line says what changed
    from scopa.ui.scenes.house_rules import rule_changes
    from scopa.ui.scenes.newmatch import NewMatch

    setup = NewMatch(app)
    app.push(setup)
    setup._variant(next(i for i, v in enumerate(setup.variants) if v.preset == "escoba"))
    assert not any(r.label.startswith("House rules for this match") for r in setup.rows)
    setup.house_rules()
    app.run_frames(1)
    panel = app.top
    assert isinstance(panel, HouseRules)
    assert any(r.label == "Escobas" for r in panel.rows)  # the group says the variant's word
    pick(choice(panel, "Points for an escoba"), 2)
    pick(choice(panel, "Play to"), 15)
    panel.use()
    app.run_frames(1)
    said = [r.label for r in setup.rows if r.label.startswith("House rules for this match")]
    assert said == ["House rules for this match: Points for an escoba: 2"]  # target: own row
    assert setup.target == 15
    escoba = Rules.preset("escoba")
    assert rule_changes(escoba, escoba, 2) == []
    # a deal changed for the smaller tables of an elimination game says which table
    contrario = Rules.preset("scopone_romano_al_contrario")
    deal = contrario.to_data()["deal"]
    deal["by_players"][3] = {"hand": 4, "table": 4}
    after = contrario.replace(deal=deal)
    assert rule_changes(contrario, after, 4) == ["Cards in hand at each deal (3 players left): 4"]
    # another variant picked: its own rules, nothing said
    setup._variant(next(i for i, v in enumerate(setup.variants) if v.preset == "scopa"))
    assert not any(r.label.startswith("House rules for this match") for r in setup.rows)


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_small_words_agree_with_the_buttons_and_with_each_other(lang) -> None:
    from scopa.ui.i18n import t
    from scopa.ui.scenes.house_rules import words

    set_language(lang)
    intro = t("house_rules_intro", variant="Scopa", use=t("use_rules"), save=t("save_rules"))
    assert t("use_rules") in intro and t("save_rules") in intro
    # a scoring category switched off reads the same whether it is points or a rule
    assert words(0, ("scoring", "re_bello")) == words("none", ("scoring", "napola"))
    assert words(0, ("scoring", "re_bello")) != t("no")
    assert t("house_rule_file", file="x.yaml", base="Scopa").startswith("*")  # the "*" mark
