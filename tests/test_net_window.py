"""LAN play from the window (issue 18): a window joins a match that a real ``scopa --host``
process hosts on 127.0.0.1, and plays it to its end through the table screen; the join screen
refuses a wrong code in the player's words. Nothing sleeps: each step waits for a frame from
the host or a process's line, with a generous limit that only a hang would meet."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from scopa.core.events import MatchWon
from scopa.store.stats import load_stats
from scopa.ui import i18n
from scopa.ui.app_loop import App
from scopa.ui.i18n import t
from scopa.ui.scenes.join import JoinScreen
from scopa.ui.scenes.overlays import MatchEndScene, SummaryScene
from scopa.ui.scenes.table import TableScene
from scopa.ui.table.remote import RemoteMatch
from tests.helpers import HANG, host_proc, host_window, join_proc, seat_words, wait_on_host


def play_to_the_end(app: App, table: TableScene, wait: Callable[[], None] = lambda: None) -> int:
    """Play the window's seat to the match's end (its first legal move each turn, Enter on
    each round's summary once it takes it); ``wait`` while others play. Returns how many
    round summaries it saw."""
    seen: list[object] = []

    def act() -> None:
        if isinstance(app.top, SummaryScene):
            if app.top not in seen:
                seen.append(app.top)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        elif table.my_turn:
            table.play(table.model.view.legal_moves()[0])
        else:
            wait()  # returns as soon as the next move comes

    wait_on_host(app, lambda: isinstance(app.top, MatchEndScene), act)
    return len(seen)


def join(app: App, address: str, code: str, name: str = "Nonna") -> JoinScreen:
    app.settings = dataclasses.replace(app.settings, speed="instant")
    screen = JoinScreen(app, discover=False)
    screen.give_up = HANG  # a loaded machine's slow first answer is not what is tested here
    app.push(screen)
    screen._set_address(address)
    screen._set_code(code)
    screen._set_name(name)
    screen.join()
    return screen


def test_a_window_joins_a_hosted_match_and_plays_it_to_its_end(app: App, procs) -> None:
    host, address, code = host_proc(procs, "--rules", "scopa", "--seats", "net,cpu:easy",
                                "--seed", "5")  # fmt: skip
    join(app, address, code)
    wait_on_host(app, lambda: app.table is not None)
    table = app.table
    assert table is not None and table.remote and isinstance(table.match, RemoteMatch)
    assert table.words.names[0] == "Nonna" and table.match.humans == [0]
    rounds = play_to_the_end(app, table)
    final = host.last()
    won = [e for e in table.match.client.events if isinstance(e, MatchWon)][-1]
    assert final == f"final score: {'-'.join(map(str, won.scores))}, " + (
        "drawn" if won.outcome.winner is None else f"team {won.outcome.winner} wins"
    )
    assert rounds >= 1 and table.game.match_over
    assert list(table.game.scores) == list(won.scores)
    assert len(table.game.round_results) == rounds
    # the statistics count the joined match for this seat's side, once
    assert table.match.counter is not None
    table.match.counter.flush()
    counted, _ = load_stats()
    assert counted.of("scopa").matches == 1 and counted.of("scopa").rounds == rounds
    assert counted.of("scopa").matches_won == int(won.outcome.winner == 0)


def test_the_host_refuses_a_move_out_of_turn_and_the_table_says_so(app: App, procs) -> None:
    _, address, code = host_proc(
        procs, "--rules", "scopa", "--seats", "cpu:easy,net", "--seed", "3"
    )
    join(app, address, code)
    wait_on_host(app, lambda: app.table is not None)
    table = app.table
    assert table is not None and isinstance(table.match, RemoteMatch)
    match = table.match
    said: list[str] = []
    say = table.say

    def heard(message, seconds: float = 3.5, *, error: bool = False) -> None:
        if error:
            said.append(message() if callable(message) else message)
        say(message, seconds, error=error)

    table.say = heard  # type: ignore[method-assign]
    # a move answering an older position: the host refuses it, the match goes on
    match.client.send_text('{"v":1,"type":"move","at":999,"move":["1D"]}')
    match.busy = True
    wait_on_host(app, lambda: bool(said))
    assert not match.busy
    assert said == [i18n.t("illegal_illegal")]


def test_the_join_screen_refuses_a_wrong_code_in_the_players_words(app: App, procs) -> None:
    _, address, code = host_proc(procs, "--rules", "scopa", "--seats", "net,cpu:easy")
    wrong = f"{(int(code) + 1) % 1_000_000:06d}"
    i18n.set_language("it")
    screen = join(app, address, wrong)
    wait_on_host(app, lambda: screen.client is None)
    assert app.table is None and app.top is screen
    assert screen.message is not None
    assert screen.message[0] == i18n.t("join_refused_bad_code")
    assert "codice" in screen.message[0]


def test_the_join_screen_says_when_no_host_answers(app: App) -> None:
    """Nothing listens at the address: the client keeps trying, and the screen says the host
    does not answer once its wait is over (here a short one), and lets the player try again."""
    import socket

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()  # nothing listens there now
    screen = join(app, f"127.0.0.1:{port}", "123 456")
    screen.give_up = 0.3
    wait_on_host(app, lambda: screen.client is None)
    assert app.table is None and app.top is screen
    assert screen.message is not None and screen.message[0] == i18n.t("join_unreachable")


def test_the_join_screen_checks_the_address_and_code_before_connecting(app: App) -> None:
    screen = join(app, "nowhere", "12")
    assert screen.client is None and screen.message is not None
    assert screen.message[0] == i18n.t("join_bad_address")
    screen._set_address("127.0.0.1:9")
    screen.join()
    assert screen.client is None and screen.message[0] == i18n.t("join_bad_code")


def test_a_window_hosts_a_match_a_headless_seat_plays_to_its_end(app: App, procs, hosting) -> None:

    table, match = host_window(app, ["human", "net"], save=True)
    assert not match.started and not table.my_turn
    app.step(1 / 60)
    assert seat_words(table) == ["", i18n.t("net_state_open")]
    joiner = join_proc(procs, match.address, match.code, "easy")
    wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))  # the window lets it in
    assert joiner.line("joined").split()[3] == "1"
    rounds = play_to_the_end(app, table, lambda: match.net.wait(0.02))
    game = match.game
    assert game.match_over and rounds == len(game.round_results)
    said = "drawn" if game.winner is None else f"team {game.winner} wins"
    assert joiner.last() == f"final score: {'-'.join(map(str, game.scores))}, {said}"
    # the statistics count the hosted match for the player's side, once
    assert match.counter is not None
    match.counter.flush()
    counted, _ = load_stats()
    assert counted.of("scopa").matches == 1 and counted.of("scopa").rounds == rounds
    assert counted.of("scopa").matches_won == int(game.winner == 0)
    # the window's seat is reviewed as at a local table, its accuracy kept once
    assert any(b.label == i18n.t("review_button") for b in app.top.buttons)
    assert match.reviews is not None and match.reviews.seat == 0
    wait_on_host(app, lambda: match.reviews.recorded)
    match.counter.flush()
    counted, _ = load_stats()
    kept = counted.accuracy_over_time("scopa")
    assert [a.match for a in kept] == [match.counter.setup.match_id]


def test_a_hand_played_at_another_computer_shrinks_on_the_host_window(
    app: App,
    procs,
    hosting,
) -> None:
    """The net seat's hidden hand loses a back for each card it plays (the host's window does
    not know which back it was; it used to fly a card from the stock and leave the hand
    whole), and gets a deal's cards: the backs shown are the cards held, every turn."""

    table, match = host_window(app, ["human", "net"], seed=4)
    join_proc(procs, match.address, match.code, "easy")
    wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))
    for _ in range(8):  # across a deal: three plays each, then three more
        wait_on_host(
            app, lambda: table.my_turn and table.anim.timeline.idle, lambda: match.net.wait(0.02)
        )
        sizes = match.game.view(0).hand_sizes
        shown = [len(table.anim.zones.get(("hand", s), [])) for s in range(2)]
        assert shown == list(sizes)
        stock = match.game.view(0).stock_count
        assert len(table.anim.zones.get(("stock",), [])) in (stock, 0)
        table.play(table.model.view.legal_moves()[0])


def test_a_seat_whose_computer_goes_is_away_on_its_name_plate(app: App, procs, hosting) -> None:

    i18n.set_language("es")
    table, match = host_window(app, ["cpu:easy", "net"])
    joiner = join_proc(procs, match.address, match.code, "easy")
    connected = i18n.t("net_state_connected")
    wait_on_host(app, lambda: seat_words(table)[1] == connected, lambda: match.net.wait(0.02))
    joiner.line("joined")
    joiner.kill()
    wait_on_host(
        app,
        lambda: seat_words(table)[1] == i18n.t("net_state_away"),
        lambda: match.net.wait(0.02),
    )
    assert seat_words(table)[1] == "ausente"


def test_a_hosted_match_left_is_taken_up_from_the_menu_and_its_seat_rejoins(
    app: App,
    procs,
    hosting,
    monkeypatch,
) -> None:
    import socket

    from scopa.ui.scenes.menu import MainMenu
    from scopa.ui.table import hosted

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    monkeypatch.setattr(hosted, "PORT", probe.getsockname()[1])  # both hosts listen there
    probe.close()
    table, match = host_window(app, ["human", "net"], seed=4)
    joiner = join_proc(procs, match.address, match.code, "easy")
    wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))
    code, token = match.code, match.net.net_seats[1].token

    def mine() -> None:
        if table.my_turn:
            table.play(table.model.view.legal_moves()[0])
        else:
            match.net.wait(0.02)

    wait_on_host(app, lambda: len(match.game.moves) >= 6 and table.my_turn, mine)
    moves = len(match.game.moves)
    match.lan_keeper.flush()
    app.close()  # the window goes; the seat's program tries to reach it again

    again = App(None, size=(1280, 800))
    try:
        again.settings = dataclasses.replace(again.settings, speed="instant")
        again.run_frames(2)
        menu = again.top
        assert isinstance(menu, MainMenu)
        assert menu.buttons[0].label == i18n.t("menu_continue_lan")
        menu.buttons[0].press()
        table = again.table
        assert table is not None and isinstance(table.match, hosted.HostedMatch)
        match = table.match
        assert match.code == code and match.net.net_seats[1].token == token
        assert len(match.game.moves) == moves
        connected = i18n.t("net_state_connected")
        wait_on_host(again, lambda: seat_words(table)[1] == connected, lambda: match.net.wait(0.05))

        def act() -> None:
            if isinstance(again.top, SummaryScene):
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            else:
                mine()

        wait_on_host(again, lambda: isinstance(again.top, MatchEndScene), act)
        game = match.game
        said = "drawn" if game.winner is None else f"team {game.winner} wins"
        assert joiner.last() == f"final score: {'-'.join(map(str, game.scores))}, {said}"
    finally:
        again.close()


def test_a_joined_table_says_when_the_host_is_lost(app: App, procs) -> None:
    host, address, code = host_proc(procs, "--rules", "scopa", "--seats", "net,cpu:easy")
    i18n.set_language("it")
    join(app, address, code)
    wait_on_host(app, lambda: app.table is not None)
    table = app.table
    assert table is not None and isinstance(table.match, RemoteMatch)
    assert seat_words(table)[0] == i18n.t("net_state_connected")
    host.kill()
    wait_on_host(app, lambda: seat_words(table)[0] == i18n.t("net_state_away"))
    assert table.notice is not None and table.notice.error
    assert table.notice.text == i18n.t("net_lost") and "riprovo" in table.notice.text


def test_a_window_that_crashed_takes_its_seat_back_from_the_join_screen(procs) -> None:
    """The join screen keeps the seat it joined last (its token, scopa/store/joined.py) and
    offers to take it back: after the window went mid-match, a new one does so with one
    button, and plays the match to its end; then nothing is kept to take back."""
    from scopa.store.joined import last_seat

    host, address, code = host_proc(procs, "--rules", "scopa", "--seats", "cpu:easy,net",
                                "--seed", "4")  # fmt: skip
    i18n.set_language("en")
    first = App(None, size=(1280, 800))
    first.run_frames(2)
    join(first, address, code)
    wait_on_host(first, lambda: first.table is not None)
    kept = last_seat()
    assert kept is not None and kept.address == address and kept.code == code and kept.seat == 1
    assert first.table is not None and isinstance(first.table.match, RemoteMatch)
    first.close()  # the window goes
    i18n.set_language("es")
    app = App(None, size=(1280, 800))
    app.run_frames(2)
    app.settings = dataclasses.replace(app.settings, speed="instant")
    screen = JoinScreen(app, discover=False)
    screen.give_up = HANG
    app.push(screen)
    assert screen.kept == kept
    labels = [row.label for row in screen.rows]
    assert i18n.t("join_kept", title=kept.title, address=address, seat=2) in labels
    assert "asiento 2" in labels[1]
    screen.take_back()
    wait_on_host(app, lambda: app.table is not None)
    table = app.table
    assert table is not None and isinstance(table.match, RemoteMatch) and table.match.me == 1
    rounds = play_to_the_end(app, table)
    host.last()
    assert last_seat() is None
    table.match.counter.flush()  # the seat taken back counts the match once
    counted, _ = load_stats()
    assert counted.of("scopa").matches == 1 and counted.of("scopa").rounds == rounds
    app.close()
    i18n.set_language("en")


def test_a_joined_window_knows_which_side_lost(app: App, procs) -> None:
    """Folla per non prendere (VARIANTS.md, Per non prendere [S0]: the first to 11 loses):
    the host's last update names the side that lost (docs/lan-protocol.md, ``update``), so
    the joined window's match end says who lost as a local one does."""
    seats = "net,cpu:easy,cpu:easy,cpu:easy"
    _, address, code = host_proc(procs, "--rules", "folla_per_non_prendere", "--seats", seats,
                             "--seed", "2")  # fmt: skip
    join(app, address, code)
    wait_on_host(app, lambda: app.table is not None)
    table = app.table
    assert table is not None and isinstance(table.match, RemoteMatch)
    assert table.game.loser is None
    play_to_the_end(app, table)
    scores = list(table.game.scores)
    loser = table.game.loser
    assert loser is not None and scores[loser] == max(scores) and scores[loser] >= 11
    assert table.match.client.outcome == table.game.outcome  # as the host's MatchWon says


def test_a_hosted_match_ended_begins_again_with_the_same_seats(app: App, hosting) -> None:
    """New match at the end of a match the window hosts starts the next one at the same
    table (as a local New match does): the seat joined from elsewhere keeps its place and
    token, is welcomed to the new match, and its table follows it (issue 18, phase 3)."""
    from scopa.net.client import Client

    table, match = host_window(app, ["human", "net"], seed=None, save=True)
    client = Client(match.address.replace("0.0.0.0", "127.0.0.1"), match.code, name="Zia")
    client.start()
    wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))
    wait_on_host(app, lambda: client.poll() is not None and client.view is not None)
    assert client.rules is not None and client.seat == 1 and client.token
    seat = RemoteMatch(RemoteMatch.config_for(client, "instant"), client)
    first_id, token = client.match_id, client.token

    def other_seat() -> None:  # the seat at the other computer plays its first legal move
        client.poll()
        if client.my_turn() and client.view is not None:
            client.send_move(client.view.legal_moves()[0])
        match.net.wait(0.01)

    play_to_the_end(app, table, other_seat)
    wait_on_host(app, lambda: seat.poll() is not None and seat.game.match_over, other_seat)
    end = app.top
    assert isinstance(end, MatchEndScene)
    end._again()  # New match
    assert app.top is table and not match.game.match_over and not match.game.moves
    assert match.started and match.seat_states()[1]["state"] == "connected"
    heard: list[object] = []

    def follow() -> None:
        client.wait(0.02)
        h = seat.poll()
        if h.new_match:
            heard.append(h)

    wait_on_host(app, lambda: bool(heard), follow)
    assert client.token == token and client.seat == 1 and client.match_id != first_id
    assert not seat.game.match_over and seat.game.round_number == 1
    assert seat.told == list(seat.shown.history)
    seat.close()


def test_picking_a_match_found_fills_its_address_and_moves_on_to_the_code(app: App) -> None:
    from scopa.net.discovery import Found
    from scopa.ui.widgets import TextField

    screen = JoinScreen(app, discover=False)
    app.push(screen)
    screen.shown = [Found("x", "192.168.1.5:8765", "Scopone", 4, 2)]
    screen.rebuild()
    app.run_frames(1)
    pick = next(r.widgets[0] for r in screen.rows if r.widgets and "192.168.1.5" in r.label)
    pick.press()
    assert screen.address == "192.168.1.5:8765"
    assert isinstance(screen.focus, TextField)
    code = next(r.widgets[0] for r in screen.rows if r.label == t("join_code"))
    assert screen.focus is code


def test_a_joined_window_names_the_hosts_computer_as_a_local_table_does(app: App, procs) -> None:
    # the computer seat of a hosted match was "Player 2" at the joined window
    from scopa.ui.table.words import computer_name

    _, address, code = host_proc(
        procs, "--rules", "scopa", "--seats", "net,cpu:easy", "--seed", "5"
    )
    join(app, address, code)
    wait_on_host(app, lambda: app.table is not None)
    table = app.table
    assert table is not None
    marco = computer_name(0, table.config.rules.deck.art)
    for _ in range(3):  # and still so once the host's seats have been heard again
        assert table.words.names == ["Nonna", marco]
        wait_on_host(app, lambda: table.my_turn)
        table.play(table.model.view.legal_moves()[0])
        wait_on_host(app, lambda: not table.my_turn)


def test_a_window_hosting_sends_its_computers_named_as_it_shows_them(
    app: App,
    procs,
    hosting,
) -> None:
    from scopa.ui.table.words import computer_name, host_names

    table, match = host_window(app, ["human", "net", "cpu:easy"])
    joiner = join_proc(procs, match.address, match.code, "easy")
    wait_on_host(app, lambda: match.started, lambda: match.net.wait(0.02))
    joiner.line("joined")
    marco = computer_name(0, table.config.rules.deck.art)
    assert table.words.names[2] == marco  # the host's window
    sent = match.seat_states()
    assert sent[2]["name"] == marco  # what a joined window is sent, and names the seat by
    assert host_names(sent, table.config.rules.deck.art)[2] == marco
