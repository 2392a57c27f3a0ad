"""A player's own decks: folders ``decks/NAME/`` in the user config folder.

A deck folder holds one image per card, named like the game's own cards (``7D.png`` or
``7D.svg``: rank then suit letter, ``back`` for the back) and a manifest ``deck.yaml``::

    name: Grandma's cards      # what Settings and New match show (at most 40 characters)
    suits: italian             # the suit system the cards depict: italian, spanish or french
    licence: CC0               # who may copy the art (at most 200 characters)

Everything is read as hostile: the manifest bounded and with YAML's safe loader, each image
bounded in bytes (and a PNG in pixels, from its header, before it is decoded). A deck with
anything wrong is still listed, with every problem (the file, the line for YAML, what is
allowed); a card whose image is missing or refused is drawn by the built-in deck of the same
suit system. Nothing in the folder is ever changed or deleted.
"""

from __future__ import annotations

import os
import re
import stat
import struct
from dataclasses import dataclass, field
from pathlib import Path

from ..core.cards import CARDS
from ..core.errors import Problem, RulesError
from ..core.names import OWN_PREFIX, SUIT_SYSTEMS, name_own_deck
from ..core.reading import printable
from ..core.schema import build, spec
from ..core.yaml_text import read_yaml
from . import paths
from .atomic import FileRefused, read_limited

MANIFEST = "deck.yaml"
MANIFEST_BYTES = 16 * 1024  # a manifest is three lines
IMAGE_BYTES = 2 * 1024 * 1024  # one card's image
MAX_PIXELS = 2048  # a PNG's width and height, each
MAX_DECKS = 50
CARD_NAMES: tuple[str, ...] = (*(str(card) for card in CARDS), "back")
KINDS = (".svg", ".png")
FOLDER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")
_PNG = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True, kw_only=True)
class DeckManifest:
    name: str = spec("the deck's name as the game shows it", max_len=40)
    suits: str = spec(
        "the suit system the cards depict (it names the cards and draws any card missing)",
        choices=tuple(SUIT_SYSTEMS),
    )
    licence: str = spec("who may copy the art", max_len=200, default="")


@dataclass
class OwnDeck:
    """One deck folder, what could be read of it and what is wrong with it."""

    folder: Path
    manifest: DeckManifest | None
    images: dict[str, Path] = field(default_factory=dict)  # card name -> a file that passed
    problems: list[Problem] = field(default_factory=list)

    @property
    def id(self) -> str:
        """How settings and saves name the deck: ``own:`` and the folder's name."""
        return OWN_PREFIX + self.folder.name

    @property
    def title(self) -> str:
        return self.manifest.name if self.manifest else printable(self.folder.name, 40)

    @property
    def suits(self) -> str:
        return self.manifest.suits if self.manifest else "italian"

    @property
    def stand_in(self) -> str:
        """The built-in deck that draws a card this one lacks."""
        return SUIT_SYSTEMS[self.suits]

    @property
    def missing(self) -> list[str]:
        return [name for name in CARD_NAMES if name not in self.images]


def decks_dir() -> Path:
    return paths.config_dir() / "decks"


def is_own(deck: str | None) -> bool:
    """Whether ``deck`` names a player's own deck (``own:`` and a safe folder name)."""
    return (
        isinstance(deck, str)
        and deck.startswith(OWN_PREFIX)
        and FOLDER_NAME.fullmatch(deck[len(OWN_PREFIX) :]) is not None
    )


def list_own_decks(folder: Path | None = None) -> list[OwnDeck]:
    """Every deck folder under ``decks/``, sorted by name, at most :data:`MAX_DECKS`."""
    folder = folder or decks_dir()
    try:
        entries = sorted(p for p in folder.iterdir() if p.is_dir())
    except OSError:
        return []
    found: list[OwnDeck] = []
    for entry in entries:
        if FOLDER_NAME.fullmatch(entry.name) and len(found) < MAX_DECKS:
            found.append(read_deck(entry))
    return found


def find_own_deck(deck: str, folder: Path | None = None) -> OwnDeck | None:
    """The deck ``own:NAME`` names, or None when there is no such folder."""
    if not is_own(deck):
        return None
    path = (folder or decks_dir()) / deck[len(OWN_PREFIX) :]
    return read_deck(path) if path.is_dir() else None


def read_deck(folder: Path) -> OwnDeck:
    deck = OwnDeck(folder, None)
    deck.manifest = _manifest(folder / MANIFEST, deck.problems)
    refused: set[str] = set()
    for name in CARD_NAMES:
        before = len(deck.problems)
        image = _image(folder, name, deck.problems)
        if image is not None:
            deck.images[name] = image
        elif len(deck.problems) > before:
            refused.add(name)  # its own problem says why; not counted as missing too
    missing = [name for name in deck.missing if name not in refused]
    if missing:
        deck.problems.append(
            Problem(
                f"no image for {', '.join(missing[:8])}{' ...' if len(missing) > 8 else ''}"
                f" ({len(missing)} of {len(CARD_NAMES)}): the built-in card is drawn instead",
                file=str(folder),
                code="deck_missing",
                params={"cards": missing, "count": len(missing)},
            )
        )
    name_own_deck(deck.id, deck.suits)
    return deck


def _manifest(path: Path, problems: list[Problem]) -> DeckManifest | None:
    try:
        raw = read_limited(path, MANIFEST_BYTES)
    except FileRefused as exc:
        code = "missing_manifest" if exc.code == "missing" else "unreadable"
        problems.append(
            Problem(
                f"cannot be read: {exc}",
                file=str(path),
                code=code,
                params={"reason": exc.code, "limit": MANIFEST_BYTES},
            )
        )
        return None
    except OSError as exc:
        problems.append(
            Problem(f"cannot be read: {exc}", file=str(path), code="unreadable", params={})
        )
        return None
    try:
        data, marks = read_yaml(raw, str(path))
        if not isinstance(data, dict):
            raise RulesError(
                Problem("the manifest should be a mapping of keys", file=str(path), code="yaml")
            )
        result: DeckManifest = build(DeckManifest, data, marks, str(path))
        return result
    except RulesError as exc:
        problems.extend(exc.problems)
        return None


def _image(folder: Path, name: str, problems: list[Problem]) -> Path | None:
    """The card's image file if one is there and passes the checks; its problem otherwise."""
    for kind in KINDS:
        path = folder / f"{name}{kind}"
        if not path.exists() and not path.is_symlink():
            continue
        try:
            data = _glance(path)
        except FileRefused as exc:
            problems.append(_refused(path, exc.code, str(exc)))
            return None
        except OSError as exc:
            problems.append(_refused(path, "unreadable", str(exc)))
            return None
        bad = check_image(data, kind)
        if bad:
            why, english = bad
            problems.append(
                Problem(
                    english,
                    file=str(path),
                    code="deck_bad_image",
                    params={"why": why, "limit": MAX_PIXELS},
                )
            )
            return None
        return path
    return None


def _glance(path: Path) -> bytes:
    """The first 64 KB of a card image, after checking it is a regular file within
    :data:`IMAGE_BYTES` (listing the decks never reads whole images)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise FileRefused(f"it cannot be opened: {exc.strerror or exc}", "unreadable") from None
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused("it is not a regular file", "not_regular", str(path))
    if info.st_size > IMAGE_BYTES:
        raise FileRefused(
            f"the file is {info.st_size:,} bytes; at most {IMAGE_BYTES:,} are allowed",
            "too_big",
            str(path),
        )
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        return os.read(fd, 65536)
    finally:
        os.close(fd)


def _refused(path: Path, reason: str, english: str) -> Problem:
    return Problem(
        f"cannot be read: {english}",
        file=str(path),
        code="deck_image_refused",
        params={"reason": reason, "limit": IMAGE_BYTES},
    )


def check_image(data: bytes, kind: str) -> tuple[str, str] | None:
    """What is wrong with an image's bytes at a glance (before any decoding): a code
    (``not_png``, ``pixels``, ``not_svg``, ``entities``) and a sentence; None when nothing."""
    if kind == ".png":
        if not data.startswith(_PNG) or len(data) < 33 or data[12:16] != b"IHDR":
            return "not_png", "not a PNG image"
        width, height = struct.unpack(">II", data[16:24])
        if not (0 < width <= MAX_PIXELS and 0 < height <= MAX_PIXELS):
            return (
                "pixels",
                f"{width}x{height} pixels; a card may be at most {MAX_PIXELS}x{MAX_PIXELS}",
            )
        return None
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if not head.startswith(b"<") or b"<svg" not in data[:65536].lower():
        return "not_svg", "not an SVG image"
    if b"<!entity" in data.lower():
        return "entities", "an SVG with entity declarations (not allowed)"
    return None


def read_image(path: Path) -> bytes:
    """A card image's bytes, bounded like the listing's check (raises FileRefused/OSError)."""
    return read_limited(path, IMAGE_BYTES)
