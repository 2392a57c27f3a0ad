"""No temporary file stays for ever: a write that fails removes its own (a full disk
included), and a start removes those interrupted writes left, in every folder the game writes
into, once a minute old (another window's write in progress is never touched)."""

from __future__ import annotations

import errno
import io
import os
import time
from pathlib import Path
from typing import Any

import pytest

from scopa.store import atomic, paths
from scopa.store.atomic import write_atomic

posix_only = pytest.mark.skipif(os.name != "posix", reason="/proc/self/fd")


def home() -> Path:
    return Path(os.environ["SCOPA_HOME"])


def temps_in(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.tmp*") if p.is_file())


# each folder the game writes atomically into, and a temporary file as its writes name them
STALE = {
    "statistics": ("data", ".statistics.json.k2j4_x.tmp"),
    "autosave": ("data/saves", ".autosave.json.a8f3.tmp"),
    "journal": ("data/saves", ".autosave.journal.0c1d2e3f.tmp"),
    "lan host": ("data/lan", ".host.json.x81q.tmp"),
    "lan seats": ("data/lan", ".host-seats.json.91ab.tmp"),
    "joined": ("data/lan", ".joined.json.zz01.tmp"),
    "settings": ("config", ".settings.yaml.q0p9.tmp"),
    "house rules": ("config/rules", ".my-rules.yaml.a1b2.tmp"),
    "card cache": ("cache/cards/neapolitan/120x195", ".1D-0a1b2c3d4e5f6a7b.rgba.u7y6.tmp"),
    "own deck cache": ("cache/cards/own/mine/120x195", ".back-0a1b2c3d.rgba.x1x2.tmp"),
    "sounds": ("cache/sounds", ".sweep-44100-abc.pcm.k3k3.tmp"),
}


def plant(where: str, name: str, age: float) -> Path:
    folder = home() / where
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(b"")
    then = time.time() - age
    os.utime(path, (then, then))
    return path


@pytest.mark.parametrize("kind", sorted(STALE))
def test_a_start_removes_the_stale_temporary_files_of_each_folder(kind: str) -> None:
    from scopa import app as entry

    where, name = STALE[kind]
    stale = plant(where, name, age=120)
    live = plant(where, name.replace(".tmp", "9.tmp"), age=5)  # another window writing now
    real = plant(where, name.lstrip(".").replace(".tmp", ""), age=120)  # a file, not a temp
    entry._start_up(entry.build_parser().parse_args(["--demo"]))
    assert not stale.exists()
    assert live.exists() and real.exists()


@posix_only
def test_a_start_never_removes_what_is_not_a_temporary_file_of_the_game() -> None:
    folder = paths.data_dir()
    folder.mkdir(parents=True)
    old = time.time() - 120
    kept = [folder / "notes.tmp", folder / ".a-folder.tmp", folder / ".a-link.tmp"]
    kept[0].write_text("mine")
    kept[1].mkdir()
    kept[2].symlink_to(kept[0])
    for path in kept:
        os.utime(path, (old, old), follow_symlinks=False)
    assert atomic.clean_stale_temps() == 0
    assert all(os.path.lexists(p) for p in kept)


class FullFile(io.RawIOBase):
    """A file on a full disk: opened (so its temporary file is there), never written."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def write(self, data: Any) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def writable(self) -> bool:
        return True

    def close(self) -> None:
        self.inner.close()
        super().close()

    def fileno(self) -> int:
        return int(self.inner.fileno())


def fill_the_disk(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every write into the game's folders (its log aside) fails with ENOSPC, as on a full
    disk: files can be opened, not written. Returns the files refused (their paths in the
    game's home)."""
    refused: list[str] = []
    real_open = io.open
    root = str(home())
    logs = str(paths.log_dir())

    def where(target: Any) -> str:
        if isinstance(target, int):
            try:
                return os.readlink(f"/proc/self/fd/{target}")
            except OSError:
                return ""
        return os.path.abspath(os.fspath(target))

    def full_open(target: Any, mode: str = "r", *args: Any, **kw: Any) -> Any:
        handle = real_open(target, mode, *args, **kw)
        place = where(target)
        writing = any(m in mode for m in "wax+")
        if writing and place.startswith(root) and not place.startswith(logs):
            refused.append(os.path.relpath(place, root))
            return FullFile(handle)
        return handle

    monkeypatch.setattr(io, "open", full_open)
    return refused


@posix_only
def test_a_start_on_a_full_disk_leaves_no_temporary_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from scopa import app as entry

    refused = fill_the_disk(monkeypatch)
    code = entry.main(["--frames", "3", "--size", "1280x800"])
    assert code == 0
    assert any(name.startswith("cache/cards/") for name in refused)  # the cards drawn
    assert temps_in(home()) == []


def test_an_atomic_write_that_fails_removes_its_temporary_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fill_the_disk(monkeypatch)
    for durable in (True, False):
        with pytest.raises(OSError) as failed:
            write_atomic(paths.data_dir() / "statistics.json", "{}", durable=durable)
        assert failed.value.errno == errno.ENOSPC
    assert temps_in(home()) == []


@posix_only
def test_the_card_and_sound_caches_leave_no_temporary_file_when_the_disk_is_full(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import pygame

    from scopa.ui import art, sound

    refused = fill_the_disk(monkeypatch)
    folder = paths.cache_dir() / "cards" / "neapolitan" / "10x10"
    art._save(pygame.Surface((10, 10)), folder, "1D", folder / "1D-0123.rgba")
    sound._write_cached("sweep", 22050, (sound.array("h", [0, 1, 2]),))
    assert len(refused) == 2 and temps_in(home()) == []
    assert not (folder / "1D-0123.rgba").exists()
