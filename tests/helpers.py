"""What the tests share: exact deals for rule tests; windows driven by the events pygame
delivers (a click, a key, a frame at a time); a player's own deck on disk; the game run as
real processes across the loopback network. Fixtures live in conftest.py."""

from __future__ import annotations

import contextlib
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pygame
from websockets.sync.client import ClientConnection

from scopa import CARDS, Card, Game, IllegalMove, Move, Rules, parse_cards
from scopa.core import mechanism, mechanisms
from scopa.core.capture import CompiledRules
from scopa.core.engine import Round
from scopa.store.own_decks import CARD_NAMES, decks_dir
from scopa.store.settings import Settings
from scopa.ui.app_loop import App, MatchConfig
from scopa.ui.own_drawing import DRAWER
from scopa.ui.scenes.form import FormScene
from scopa.ui.scenes.join import JoinScreen
from scopa.ui.scenes.table import TableScene
from scopa.ui.table import lan
from scopa.ui.table.hosted import HostedMatch
from scopa.ui.table.remote import RemoteMatch

# every preset with each of its player counts
PRESET_COUNTS = [(name, n) for name in Rules.presets() for n in Rules.preset(name).players.counts]


@contextlib.contextmanager
def installed_beside(made_up: mechanism.Mechanism) -> Iterator[mechanism.Mechanism]:
    """A mechanism the game does not have, installed after the game's own for the block
    (the compiled rules made inside it consult it), then the game's own alone again."""
    mechanism.install((*mechanisms.MECHANISMS, made_up))
    try:
        yield made_up
    finally:
        mechanism.install(mechanisms.MECHANISMS)


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def deck_for(
    hands: Sequence[str],
    table: str = "",
    stock: str = "",
    dealer: int | None = None,
    cards_in_deck: Sequence[Card] = CARDS,
) -> list[Card]:
    """A deck (top first) that deals ``hands`` (one string per seat) and then ``table``.

    Cards go one at a time to each seat in playing order, starting after the dealer (the last
    seat by default). ``stock`` is what comes next; the unnamed cards of ``cards_in_deck``
    (the 40 by default) follow in card order.
    """
    players = len(hands)
    dealer = players - 1 if dealer is None else dealer
    per_seat = [parse_cards(h) for h in hands]
    size = len(per_seat[0])
    assert all(len(h) == size for h in per_seat), "every hand holds the same number of cards"
    order: list[Card] = []
    for i in range(size):
        for j in range(players):
            order.append(per_seat[(dealer + 1 + j) % players][i])
    order += parse_cards(table) + parse_cards(stock)
    assert len(set(order)) == len(order), "a card is named twice"
    order += [c for c in cards_in_deck if c not in order]
    return order


def game_with(
    rules: Rules | str, hands: Sequence[str], table: str = "", stock: str = "", **kw: object
) -> Game:
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    deck = deck_for(hands, table, stock, cards_in_deck=rules.deck.cards.cards)
    return Game(rules, len(hands), deck=deck, **kw)  # type: ignore[arg-type]


def move(text: str) -> Move:
    return Move.parse(text)


def mask(text: str) -> int:
    return sum(c.bit for c in parse_cards(text))


def round_state(
    rules: Rules | str,
    hands: Sequence[str],
    table: str = "",
    *,
    current: int = 0,
    stock: str = "",
    piles: Sequence[str] | None = None,
    last_capturer: int | None = None,
) -> Round:
    """A fast-engine round in mid-play: exact hands, table and stock."""
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    team = rules.teams(len(hands))
    n_teams = max(team) + 1
    return Round.from_state(
        CompiledRules(rules),
        team,
        len(hands) - 1,
        hands=[mask(h) for h in hands],
        table=mask(table),
        piles=[mask(p) for p in piles] if piles else [0] * n_teams,
        sweeps=[0] * n_teams,
        sweep_counts=[0] * n_teams,
        stock=[c.index for c in parse_cards(stock)],
        current=current,
        last_capturer=last_capturer,
    )


def reshuffled_twin(game: Game, deck: Sequence[Card], seat: int, rng: random.Random) -> Game:
    """``game`` (first dealt from ``deck``) replayed with every card ``seat`` has not seen
    moved to another of those cards' places in the deck: the same game as ``seat`` knows it."""
    unseen = set(game.view(seat).unseen())
    places = [i for i, c in enumerate(deck) if c in unseen]
    moved = [deck[i] for i in places]
    for _ in range(_TWIN_TRIES):
        rng.shuffle(moved)
        twin_deck = list(deck)
        for i, card in zip(places, moved, strict=True):
            twin_deck[i] = card
        twin = Game(game.rules, game.players, deck=twin_deck, seed=0)
        # a card played face down and never shown is one of the unseen: it moved with them
        moved_to = dict(zip((deck[i] for i in places), (twin_deck[i] for i in places), strict=True))
        try:
            for m in game.moves:
                if m.claims and m.card in moved_to:
                    m = Move.from_mask(moved_to[m.card].index, m[1])
                twin.play(m)
        except IllegalMove:
            # a hand that could have captured where its seat laid a card (compulsory capture
            # for the whole hand): not a deal the seat can be in; shuffle again
            continue
        return twin
    return Game.replay(game.record(), rules=game.rules)  # every shuffle broke a rule: itself


_TWIN_TRIES = 200


# -- a window driven by events: the table ------------------------------------------------


class ColourArt:
    """Each face a flat colour of its own, so the pixels say which faces are on screen."""

    deck = "neapolitan"
    game_ranks = 10

    def face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size)
        surf.fill(face_colour(card))
        return surf

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size)
        surf.fill((20, 20, 200))
        return surf


def face_colour(card: Card) -> tuple[int, int, int]:
    return (201, 4 + card.index * 6, 77)


def make_app(
    seats: str = "human,cpu:random",
    *,
    rules: str = "scopa",
    seed: int = 1,
    speed: str = "fast",
    size=(1280, 800),
    demo: bool = False,
) -> App:
    config = MatchConfig(Rules.preset(rules), seats.split(","), seed=seed, speed=speed, demo=demo)
    return App(config, size=size, art=ColourArt())


def post_click(pos, button: int = 1) -> None:
    pos = (round(pos[0]), round(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_key(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def hand_centre(table: TableScene, i: int) -> tuple[float, float]:
    sprite = table.anim.zones[("hand", table.model.bottom)][i]
    x, y, _, _ = table.anim.place(sprite)
    return (x, y)


def table_centre(table: TableScene, card: Card) -> tuple[float, float]:
    sprite = next(s for s in table.anim.zones[("table",)] if s.card == card)
    x, y, _, _ = table.anim.place(sprite)
    return (x, y)


def wait_for(app: App, condition, frames: int = 3000) -> None:
    """Step the window a frame at a time until ``condition()`` holds (a bounded while)."""
    for _ in range(frames):
        if condition():
            return
        app.step(1 / 60)
    raise AssertionError("the table never got there")


def visible_faces(screen: pygame.Surface, cards: list[Card]) -> list[Card]:
    return [
        c
        for c in cards
        if pygame.transform.threshold(None, screen, face_colour(c), (0, 0, 0, 0), None, 0) > 30
    ]


def keeping_app(
    seats: str = "human,cpu:random",
    *,
    settings: Settings | None = None,
    rules: str = "scopa",
    seed: int = 4,
) -> App:
    config = MatchConfig(
        Rules.preset(rules),
        seats.split(","),
        seed=seed,
        speed="instant",
        names=["Ada", "Bruno", "Carla", "Dino"][: len(seats.split(","))],
    )
    return App(config, art=ColourArt(), settings=settings or Settings())


def my_turn(app: App) -> bool:
    return app.table is not None and app.table.my_turn


def play_first(app: App) -> None:
    table = app.table
    table.play(table.game.legal_moves()[0])


# -- a window driven by events: the menus and forms ---------------------------------------


def keydown(key: int, mod: int = 0) -> pygame.event.Event:
    """A key pressed, as an event to hand a widget (``key`` posts one to the window)."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def typed(text: str) -> pygame.event.Event:
    """Text typed, as an event to hand a widget."""
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def click(pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


def type_text(text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def press(app: App, *keys: int) -> None:
    for k in keys:
        key(k)
        app.run_frames(1)


def button(scene, label: str):
    return next(b for b in scene.buttons if b.label == label)


def widget_row(scene: FormScene, label: str):
    return next(r for r in scene.rows if r.label == label)


def played_game(moves: int = 6, seed: int = 3) -> Game:
    game = Game(Rules.preset("scopa"), 2, seed=seed)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return game


class PanelSetup:
    """New match as the house-rules panel sees it, playing ``rules``."""

    def __init__(self, rules: Rules, players: int | None = None) -> None:
        self.rules = rules
        self.players = players or rules.players.default

    def match_rules(self) -> Rules:
        return self.rules

    def use_rules(self, rules: Rules) -> None:
        self.rules = rules

    def reload(self, select: object) -> None:
        pass

    def say(self, message: str, error: bool = False) -> None:
        pass


# -- a player's own deck on disk ----------------------------------------------------------


GOOD_MANIFEST = "name: Nonna's cards\nsuits: italian\nlicence: CC0\n"


def write_png(path: Path, colour: tuple[int, int, int], size: tuple[int, int] = (40, 65)) -> None:
    surface = pygame.Surface(size)
    surface.fill(colour)
    pygame.image.save(surface, str(path))


def make_deck(
    name: str = "nonna",
    manifest: str = GOOD_MANIFEST,
    leave_out: tuple[str, ...] = (),
    colour: tuple[int, int, int] = (200, 30, 120),
) -> Path:
    folder = decks_dir() / name
    folder.mkdir(parents=True)
    (folder / "deck.yaml").write_text(manifest)
    for card in CARD_NAMES:
        if card not in leave_out:
            write_png(folder / f"{card}.png", colour)
    return folder


def settle() -> None:
    """Let the drawer finish what it was asked: a player's own cards are drawn in a worker
    process and shown from the next frame that asks for them after."""
    assert DRAWER.wait_idle(120), "the drawer of a player's own cards did not finish"


# -- the game as real processes on the loopback network -------------------------------------


WAIT = 60.0  # seconds: only a hang waits this long


LIVE: list[Proc] = []  # the processes the running test started (their report, if it hangs)


class Proc:
    """A ``python -m scopa`` process whose output lines are read as they come."""

    def __init__(self, args: list[str], home: Path) -> None:
        env = dict(os.environ, SCOPA_HOME=str(home), SDL_VIDEODRIVER="dummy")
        self.p = subprocess.Popen(
            [sys.executable, "-m", "scopa", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.home = home
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []
        self.errors: list[str] = []
        self._dumped = threading.Event()
        LIVE.append(self)
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def _read(self) -> None:
        assert self.p.stdout is not None
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def _read_errors(self) -> None:
        assert self.p.stderr is not None
        for line in self.p.stderr:
            self.errors.append(line.rstrip("\n"))
            if "most recent call first" in line:
                self._dumped.set()

    def line(self, starting: str = "") -> str:
        """The next line that starts with ``starting``."""
        while True:
            line = self.lines.get(timeout=WAIT)
            if line is None:
                raise AssertionError(f"ended before {starting!r}: {self.seen[-3:]} {self.errors}")
            self.seen.append(line)
            if line.startswith(starting):
                return line

    def last(self) -> str:
        """Wait for the end; the last line printed."""
        assert self.p.wait(WAIT) == 0, self.errors
        while (line := self.lines.get(timeout=WAIT)) is not None:
            self.seen.append(line)
        return self.seen[-1]

    def report(self) -> str:
        """What the process and its children (the relay) are doing, for a test that hung:
        their threads' stacks (``kill -USR1``, scopa/store/logs.py), its standard error and
        the end of its log."""
        if self.p.poll() is None:
            children = Path(f"/proc/{self.p.pid}/task/{self.p.pid}/children")
            pids = [self.p.pid]
            if children.exists():
                pids += [int(p) for p in children.read_text().split()]
            for pid in pids:  # one after the other: they share the one stderr
                self._dumped.clear()
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGUSR1)
                self._dumped.wait(5.0)  # the dump comes on stderr, read on a thread
        logs = sorted(self.home.rglob("scopa.log"))
        log_tail = logs[-1].read_text(errors="replace").splitlines()[-40:] if logs else []
        return "\n".join(
            [f"--- {self.p.args} (exit {self.p.poll()})", "stdout:", *self.seen[-10:],
             "stderr:", *self.errors[-200:], "log:", *log_tail]
        )  # fmt: skip

    def kill(self) -> None:
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGKILL)
        self.p.wait(WAIT)


def host_proc(start, *options: str) -> tuple[Proc, str, str]:
    host = start(
        "--host", "--port", "0", "--bind", "127.0.0.1", "--no-discovery", "--speed", "instant",
        "--until-end", *options,
    )  # fmt: skip
    first = host.line()
    words = first.split()
    assert words[0] == "hosting" and words[2] == "code:", first
    assert len(words) == 5 and len(words[3]) == len(words[4]) == 3, first  # shown "482 913"
    return host, words[1], words[3] + words[4]


def join_proc(start, address: str, code: str, level: str = "random", *more: str) -> Proc:
    return start(
        "--join", address, "--code", code, "--as", f"cpu:{level}", "--speed", "instant",
        "--until-end", *more,
    )  # fmt: skip


OPEN_SOCKETS: list[ClientConnection] = []


# -- a window at a networked table -----------------------------------------------------------


HANG = 120.0  # seconds: only a hang waits this long


def wait_on_host(
    app: App, done: Callable[[], bool], act: Callable[[], None] = lambda: None
) -> None:
    """Frames until ``done``; while the table waits on the host, wait for its next frame."""
    limit = time.monotonic() + HANG
    while not done():
        if time.monotonic() >= limit:
            said = "\n".join(proc.report() for proc in LIVE)
            raise AssertionError(
                f"the window waited on the host too long: {window_state(app)}\n{said}"
            )
        act()
        app.step(1 / 60)
        table = app.table
        if table is not None and isinstance(table.match, RemoteMatch) and not table.my_turn:
            table.match.client.wait(0.02)  # returns as soon as the host sends a frame
        elif table is None and isinstance(app.top, JoinScreen) and app.top.client is not None:
            # joining: let the client's network thread run, as a paced window does between
            # its frames (a loop of frames with no pause kept it from its handshake for
            # seconds on a loaded machine: the relay answered, the client timed out)
            app.top.client.wait(0.02)


def seat_words(table: TableScene) -> list[str]:
    """Per seat of ``table``, how it is connected, in the words its name plates show."""
    return lan.seat_words(table.match, len(table.words.names))


def window_state(app: App) -> str:
    table = app.table
    if table is None:
        top = app.top
        if isinstance(top, JoinScreen):
            client = top.client
            said = "no client" if client is None else (
                f"connected={client.connected} closed={client.closed} error={client.error} "
                f"refusals={client.refusals} seat={client.seat}"
            )  # fmt: skip
            return f"no table, the join screen says {top.message}, {said}"
        return f"no table, {top}"
    m = table.match
    return (
        f"{type(app.top).__name__} {table.model.state} idle={table.anim.timeline.idle} "
        f"pending={table.pending} current={m.game.current_player} "
        f"seats={seat_words(table)} over={m.game.match_over}"
    )


def host_window(app: App, seats: list[str], seed: int | None = 7, *, save: bool = False):
    config = MatchConfig(Rules.preset("scopa"), seats, seed=seed, speed="instant", save=save)
    table = app.start_match(config)
    assert isinstance(table.match, HostedMatch)
    return table, table.match
