"""Command line entry point: ``python main.py [options]``.

With no match options the game opens on its main menu; ``--rules``, ``--players``, ``--seats``,
``--seed`` or ``--demo`` go straight to a table. Kept light (pygame is imported only once a
window is wanted) so ``--help`` answers at once: that is why the imports below sit inside the
functions that need them. pygame itself is never imported here, only through :mod:`scopa.ui`.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import logging
import os
import sys
import threading
import time
from collections.abc import Mapping
from typing import NoReturn

from . import __version__
from .ai.levels import LEVELS, seat_kind
from .core.errors import RulesError
from .core.names import DECKS
from .core.rules import DEFAULT_PRESET, Rules
from .store.own_decks import is_own
from .store.settings import SPEEDS
from .words.languages import ENGLISH, languages

_START = time.perf_counter()
_logging_ready = False


def _deck(value: str) -> str:
    """A built-in deck or ``own:NAME`` (a folder under decks/ in the config folder)."""
    if value in DECKS or is_own(value):
        return value
    raise argparse.ArgumentTypeError(
        f"invalid choice: {value!r} (choose from {', '.join(DECKS)}, or own:NAME)"
    )


class _Parser(argparse.ArgumentParser):
    """The command line; its help ends with the variants ``--rules`` takes, read from the
    presets only when the help is shown (a start does not read them all)."""

    def format_help(self) -> str:
        return super().format_help() + variants_help()


def variants_help() -> str:
    """The presets, each with its title and the player counts it allows, for ``--help``."""
    from .words import variants

    lines = ["", "variants (--rules NAME, or a house-rule YAML file of your own):"]
    names = Rules.presets_in_menu_order()
    width = max(map(len, names))
    for name in names:
        rules = Rules.preset(name)
        counts = rules.players.counts
        if len(counts) == 1:
            seats = str(counts[0])
        elif list(counts) == list(range(counts[0], counts[-1] + 1)):
            seats = f"{counts[0]} to {counts[-1]}"
        else:
            seats = f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"
        title = variants.title(rules, ENGLISH)  # argparse's own words are English
        lines.append(f"  {name:<{width}}  {title} ({seats} players)")
    return "\n".join(lines) + "\n"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="scopa", description="Scopa, Escoba and Scopone.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--gallery", action="store_true", help="write contact sheets of the decks")
    parser.add_argument(
        "--deck",
        type=_deck,
        metavar="DECK",
        help=f"deck art: {', '.join(DECKS)} or own:NAME, a deck of your own in the config "
        "folder's decks/ (default: the variant's)",
    )
    parser.add_argument(
        "--out", help="folder for --gallery output (default: the game's cache folder)"
    )
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help="add Scopa to the desktop's menu of applications (Linux), with its icon",
    )
    play = parser.add_argument_group("the table")
    play.add_argument("--rules", help="a preset name or a house-rule YAML file (default scopa)")
    play.add_argument("--players", type=int, help="how many seats (2 to 8, as the variant allows)")
    play.add_argument(
        "--seats",
        help='who sits where, from you round the table: e.g. "human,cpu:medium" '
        f"(human or cpu:{'|'.join(LEVELS)})",
    )
    play.add_argument("--speed", choices=SPEEDS, help="animation speed (default: the setting)")
    play.add_argument("--seed", type=int, help="shuffle seed (the same seed deals the same match)")
    play.add_argument("--demo", action="store_true", help="computers play each other, on a loop")
    play.add_argument("--frames", type=int, help="stop after this many frames")
    play.add_argument(
        "--screenshots", metavar="DIR", help="write a PNG of the table every so often"
    )
    play.add_argument("--shot-every", type=int, default=90, help="frames between screenshots")
    play.add_argument("--size", default="1280x800", help="window size, WxH (at least 960x600)")
    play.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    play.add_argument("--lang", choices=languages(), help="language, instead of the setting")
    play.add_argument(
        "--tutorial",
        action="store_true",
        help="open Learn to play: a guided first match of Scopa or Escoba (with --lang)",
    )
    play.add_argument(
        "--tour",
        action="store_true",
        help="visit every screen and write a PNG of each to --screenshots DIR, then quit",
    )
    lan = parser.add_argument_group(
        "across the room (LAN) without a window; in the game, a seat of New match set to "
        "On another computer hosts it, and Join a match takes a seat"
    )
    lan.add_argument(
        "--host",
        action="store_true",
        help="host a match for other computers: --seats names net seats (e.g. net,net,cpu:hard); "
        "prints its address and join code on its first line",
    )
    lan.add_argument(
        "--port", type=int, default=8765, help="the host's port (default 8765; 0: any free one)"
    )
    lan.add_argument(
        "--bind", default="0.0.0.0", help="the address the host listens on (default: all)"
    )
    lan.add_argument(
        "--resume", action="store_true", help="host again the hosted match left unfinished"
    )
    lan.add_argument(
        "--stand-in-after",
        type=float,
        metavar="SECONDS",
        help="a net seat away this long is played by the computer until it returns "
        "(default: wait for it)",
    )
    lan.add_argument(
        "--stand-in",
        default="medium",
        choices=LEVELS,
        help="the computer level that stands in for a seat away (default medium)",
    )
    lan.add_argument("--record", metavar="FILE", help="write the match record there at its end")
    lan.add_argument(
        "--no-discovery", action="store_true", help="do not announce the match on the network"
    )
    lan.add_argument("--join", metavar="HOST:PORT", help="play a seat of a hosted match")
    lan.add_argument("--code", help="the hosted match's join code")
    lan.add_argument(
        "--as",
        dest="as_",
        metavar="cpu:LEVEL",
        help="who plays the joined seat: cpu:LEVEL, or spectator to watch",
    )
    lan.add_argument("--token", help="the seat's token, to take the seat back after a drop")
    lan.add_argument("--seat", type=int, help="the seat to join (default: the first open one)")
    lan.add_argument(
        "--find", action="store_true", help="list the matches announced on the network"
    )
    lan.add_argument(
        "--until-end", action="store_true", help="quit when the match ends, with its final score"
    )
    return parser


def _network(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """--host, --join and --find: no window (scopa.net)."""
    from .store.logs import dump_stacks_on_signal, setup_logging

    setup_logging()
    dump_stacks_on_signal()
    from .net import headless
    from .store.atomic import clean_stale_temps

    clean_stale_temps()

    if args.find:
        from .net.discovery import find_matches

        lang = _cli_language(args)
        for found in find_matches():
            print(
                _say(
                    lang,
                    "cli_found_match",
                    {
                        "address": found.address,
                        "title": found.title,
                        "open": found.open_seats,
                        "players": found.players,
                    },
                )
            )
        return 0
    if args.join:
        return headless.run_join(args)
    rules = None
    if not args.resume:
        try:
            rules, _ = _find_rules(args.rules or DEFAULT_PRESET)
            headless.host_seats(args.seats, rules.players.counts)
        except Exception as exc:
            _refuse(parser, exc)
    return headless.run_host(args, rules)


def _is_direct(args: argparse.Namespace) -> bool:
    """Whether the options ask for a table at once rather than the main menu."""
    chosen = (args.rules, args.players, args.seats, args.seed)
    return args.demo or any(option is not None for option in chosen)


def _find_rules(name: str):
    """The rules ``--rules`` names and the house-rule file they came from (None for a
    preset): a file, a preset, or a file in the player's own rules folder (``family`` or
    ``family.yaml`` finds ``rules/family.yaml`` there, as the README says)."""
    from .core.rules import Rules
    from .store.paths import house_rules_dir

    if os.path.isfile(name):
        return Rules.load(name), os.path.abspath(name)
    is_path = os.sep in name or "/" in name
    stem, ending = os.path.splitext(name)
    if ending.lower() not in (".yaml", ".yml"):
        stem, ending = name, ""
    if is_path:
        if ending:  # a path to a file that is not there: the loader says so
            return Rules.load(name), os.path.abspath(name)
        return Rules.preset(name), None
    if stem in Rules.presets():
        return Rules.preset(stem), None
    endings = (ending,) if ending else (".yaml", ".yml")
    for end in endings:
        path = house_rules_dir() / f"{stem}{end}"
        if path.is_file():
            return Rules.load(path), str(path)
    try:
        return Rules.preset(stem), None  # not there either: the preset's error, with its advice
    except RulesError as exc:
        if not ending:
            raise
        import difflib

        folder = house_rules_dir()
        own = sorted(p.name for p in folder.glob("*.y*ml")) if folder.is_dir() else []
        hint = difflib.get_close_matches(name, own, n=1)
        tip = f" (did you mean {hint[0]!r}?)" if hint else ""
        raise RulesError(
            f"{name} is not here nor in {folder}{tip}, and {exc.first.message}"
        ) from None


def seats_for(args: argparse.Namespace, counts: tuple[int, ...], default: int) -> list[str]:
    """The seat list from --seats / --players / --demo, checked against the variant."""
    if args.seats:
        seats = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
    else:
        n = args.players or (2 if 2 in counts else default)
        first = "cpu:medium" if args.demo else "human"
        seats = [first] + ["cpu:medium"] * (n - 1)
    if args.demo:
        seats = [s if s.startswith("cpu") else "cpu:medium" for s in seats]
    seats = ["cpu:medium" if s == "cpu" else s for s in seats]
    for s in seats:
        if not seat_kind(s):
            raise ValueError(f"a seat is human or cpu:<{'|'.join(LEVELS)}>, not {s!r}")
    if args.players and len(seats) != args.players:
        raise ValueError(f"--seats names {len(seats)} seats but --players says {args.players}")
    if len(seats) not in counts:
        raise ValueError(f"this variant is played by {', '.join(map(str, counts))} players")
    return [s if s != "cpu" else "cpu:medium" for s in seats]


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.install_desktop:
        from .ui.desktop import main as install

        return install()
    if args.gallery:
        from .ui.gallery import write_gallery

        return write_gallery(deck=args.deck, out=args.out)
    if args.host or args.join or args.find:
        return _network(args, parser)
    # the words of the first frame, made ready by a thread while the window opens
    threading.Thread(target=_warm_words, args=(_cli_language(args),), daemon=True).start()
    direct = _is_direct(args)
    picked = None
    try:
        w, _, h = args.size.lower().partition("x")
        size = (int(w), int(h))
        if direct:
            rules, rules_file = _find_rules(args.rules or DEFAULT_PRESET)
            picked = (
                rules,
                rules_file,
                seats_for(args, rules.players.counts, rules.players.default),
            )
    except Exception as exc:
        _refuse(parser, exc)
    try:
        return _window(args, size, picked)
    except Exception as exc:
        return _stopped(exc)


def _stopped(exc: Exception) -> int:
    """An error before the window was open (or one it could not show): its traceback in the
    game's log, and a plain message on the terminal."""
    from .store.logs import setup_logging, stopped_words

    global _logging_ready
    if not _logging_ready:
        setup_logging()
        _logging_ready = True
    logging.getLogger(__name__).critical("the game stopped", exc_info=exc)
    print(stopped_words(exc, lang=_cli_language(None)), file=sys.stderr)
    return 1


def _window(args: argparse.Namespace, size: tuple[int, int], picked: tuple | None) -> int:
    """The window: the main menu, or the table ``picked`` (rules, their file, seats) names."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .ui.app_loop import MIN_SIZE, has_screen

    if size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
        fitted = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        values = {"width": size[0], "height": size[1], "fit_width": fitted[0]}
        values |= {"fit_height": fitted[1], "min_width": MIN_SIZE[0], "min_height": MIN_SIZE[1]}
        print(_say(_cli_language(args), "cli_size_fitted", values), file=sys.stderr)
    if not (args.screenshots or args.frames or args.tour) and not has_screen():
        # said before anything is written: no settings file, no log, for a window never opened
        print(_say(_cli_language(args), "cli_no_screen"), file=sys.stderr)
        return 1
    problems = _start_up(args)
    from .store.settings import load_settings, settings_path
    from .store.stats import stats_path

    # the very first start (nothing written yet): the lessons are offered, once
    first_start = not (settings_path().exists() or stats_path().exists())
    from .ui.app_loop import App, MatchConfig
    from .ui.i18n import set_language

    settings, settings_problems = load_settings()
    set_language(args.lang or settings.language)
    if args.tour:
        from .ui.tour import run_tour

        return run_tour(args.screenshots or "screenshots", size=size, settings=settings)
    config = None
    said: list[str] = []
    from .store.instance import AlreadyOpen

    guest = any(isinstance(p, AlreadyOpen) for p in problems)
    if picked is not None:
        rules, rules_file, seats = picked
        speed = args.speed or settings.speed
        config = MatchConfig(
            rules,
            seats,
            seed=args.seed,
            deck=args.deck,
            speed=speed,
            demo=args.demo,
            rules_file=rules_file,
        )
        if guest:  # another window holds the folders: its match stays as it is
            said = []  # (the table says this match is not saved)
        elif not args.demo:
            config.save, said = _keep_match_in_progress()
    app = App(
        config,
        size=size,
        fullscreen=args.fullscreen or settings.fullscreen,
        screenshots=args.screenshots,
        shot_every=args.shot_every,
        settings=settings,
        guest=guest,
    )
    app.problems.extend(settings_problems + problems)
    if config is None and (args.tutorial or (first_start and not guest)):
        from .ui import tutorial

        if args.tutorial:
            tutorial.open_lessons(app)
        elif not (args.screenshots or args.frames) and tutorial.first_start(app):
            tutorial.offer_lessons(app)
    if app.table is not None:
        for text in said:
            app.table.say(text, 10.0)
    app.start_up.launched = _START
    return app.run(frames=args.frames)


def _warm_words(lang: str) -> None:
    """Read the catalogues' reader and ``lang``'s main-menu words (the player's saved
    language, if another, is read when asked: the reader at least is ready)."""
    try:
        from .words import catalogue

        catalogue.warm(lang, "menu_new")
    except Exception:  # the main thread reads them itself and says what is wrong
        logging.getLogger(__name__).debug("the words were not read ahead", exc_info=True)


def _say(lang: str, key: str, values: Mapping[str, object] | None = None) -> str:
    """Message ``key`` of the catalogues in ``lang``, for the terminal."""
    from .words import catalogue

    return catalogue.text(lang, key, values)


def _cli_language(args: argparse.Namespace | None) -> str:
    """The language the terminal is told things in before the window sets it: ``--lang``,
    or the system's where the game speaks it (no settings file is read for this)."""
    from .store.settings import system_language

    return (getattr(args, "lang", None) if args is not None else None) or system_language()


def launch() -> None:
    """The program (``scopa``, ``python -m scopa``, ``python main.py``): :func:`main`, then the
    process ends at once. The window is closed and every file written by then (closing joins
    the save writer), so the interpreter's teardown of every module and object, a tenth of a
    second or more of a quit, is skipped; the log is flushed and exit handlers run first."""
    code = main()
    logging.shutdown()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def _keep_match_in_progress() -> tuple[bool, list[str]]:
    """A match started from the command line never replaces the one in progress: that one
    is kept as a dated save (Load shows it) and the player is told. Returns whether the new
    match may autosave, and what to tell the player at the table."""
    from .store.saves import keep_autosave
    from .ui.i18n import t

    try:
        kept = keep_autosave(prefix=t("kept_prefix"))
    except Exception as exc:  # cannot keep it: leave it for Continue, do not save over it
        print(t("cli_kept_match_failed", reason=exc), file=sys.stderr)
        return False, [t("kept_match_not_saved")]
    if kept is None:
        return True, []
    from .ui.scenes.saves_screen import shown_name

    # one name everywhere, as Load says it: "Kept today at 20:12"
    print(t("cli_kept_match", name=shown_name(kept)))
    return True, [t("kept_match", name=shown_name(kept))]


def _refuse(parser: argparse.ArgumentParser, exc: Exception) -> NoReturn:
    """Stop on a bad option: a broken rules file is said alone, with every problem found in
    it (the options' usage would only bury it); any other mistake with the usage."""
    if isinstance(exc, RulesError):
        parser.exit(2, f"{parser.prog}: error: {exc}\n")
    parser.error(str(exc))


def _start_up(args: argparse.Namespace) -> list[str]:
    """The log file, and the problems a bad statistics file leaves to tell the player."""
    global _logging_ready
    if not _logging_ready:
        from .store.logs import setup_logging

        setup_logging()
        _logging_ready = True
    from .store.atomic import clean_stale_temps

    clean_stale_temps()  # what writes a kill interrupted left (a minute old at least)
    if args.demo or args.tour:
        return []
    from .store.instance import AlreadyOpen, claim_folders
    from .store.stats import load_stats

    said: list[str] = [] if args.screenshots or claim_folders() else [AlreadyOpen()]
    _, problem = load_stats()
    return said + ([problem] if problem else [])
