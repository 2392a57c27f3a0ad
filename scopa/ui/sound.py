"""The game's sound effects, synthesised at run time: no recordings ship with the game.

Every effect is a few lines of arithmetic on 16-bit PCM (the standard :mod:`array` module,
no numpy): filtered noise for cards sliding and landing, damped sines for clicks, blips and
chimes. Effects are rendered on first use (or by :meth:`SoundBoard.preload`) at the mixer's
own sample rate and cached, in memory and in the user cache folder, so an effect is
synthesised once per machine and start-up pays nothing. Slides, deals and captures come in a
few precomputed variants, so a run of cards does not sound like one sample on repeat.

:class:`SoundBoard` is all the game needs: it opens the mixer defensively and, where there is
no audio device (or the dummy driver, or any mixer failure), stays silent instead of raising.

``python -m scopa.ui.sound --wav DIR`` writes every effect to WAV files to listen to them.
"""

from __future__ import annotations

import argparse
import cmath
import contextlib
import hashlib
import io
import math
import os
import random
import time
import wave
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pygame

from .. import __version__
from ..store.atomic import write_atomic
from ..store.paths import cache_dir

TAU = 2 * math.pi
DEFAULT_RATE = 44100

# -------------------------------------------------------------------- synthesis primitives
# Plain Python is slow per sample, so each primitive is one fused pass: filters run in a single
# loop and damped sines are a complex rotation (one multiply per sample, no sin or exp).
Samples = list[float]


def _coef(cutoff: float, rate: int) -> float:
    """The smoothing coefficient of a one-pole low-pass filter at ``cutoff`` Hz."""
    return 1.0 - math.exp(-TAU * min(cutoff, rate * 0.45) / rate)


def _hiss(n: int, rate: int, rng: random.Random, start: float, end: float, low: float) -> Samples:
    """White noise through a two-pole low-pass gliding ``start`` -> ``end`` Hz (a swish),
    minus everything under ``low`` Hz (no rumble, no DC)."""
    rand = rng.random
    a = _coef(start, rate)
    da = (_coef(end, rate) - a) / max(1, n)
    h = _coef(low, rate)
    y1 = y2 = base = 0.0
    out: Samples = []
    append = out.append
    for _ in range(n):
        y1 += a * (rand() * 2.0 - 1.0 - y1)
        y2 += a * (y1 - y2)
        base += h * (y2 - base)
        a += da
        append(y2 - base)
    return out


def _swell(n: int, rate: int, attack: float, decay: float) -> Samples:
    """A smooth rise over ``attack`` seconds, then an exponential fall with time ``decay``."""
    att = min(n, max(1, int(attack * rate)))
    k = math.exp(-1.0 / (decay * rate))
    rise = [(0.5 - 0.5 * math.cos(math.pi * i / att)) * k**i for i in range(att)]
    e = k ** (att - 1)
    return rise + [(e := e * k) for _ in range(n - att)]


def _ring(n: int, rate: int, freq: float, decay: float) -> Samples:
    """A sine dying away with time ``decay``: a rotation by a complex number just inside 1."""
    c = cmath.rect(math.exp(-1.0 / (decay * rate)), TAU * freq / rate)
    z = 1 + 0j
    return [(z := z * c).imag for _ in range(n)]


def _glide(n: int, rate: int, freq: float, end_freq: float) -> Samples:
    """A steady sine whose pitch slides linearly from ``freq`` to ``end_freq``."""
    w0 = TAU * freq / rate
    bend = TAU * (end_freq - freq) / rate / (2 * max(1, n))
    return [math.sin(w0 * i + bend * i * i) for i in range(n)]


def _bell(n: int, rate: int, freq: float, decay: float) -> Samples:
    """A soft bell: the note, its octave and twelfth, the upper partials dying sooner."""
    ratios = [r for r in (1.0, 2.0, 3.0) if freq * r < rate * 0.45] + [0.0] * 3
    c1, c2, c3 = (
        cmath.rect(math.exp(-1.0 / (decay * life * rate)), TAU * freq * r / rate) if r else 0j
        for r, life in zip(ratios[:3], (1.0, 0.45, 0.25), strict=True)
    )
    z1 = z2 = z3 = 1 + 0j
    out = [
        (z1 := z1 * c1).imag + 0.3 * (z2 := z2 * c2).imag + 0.1 * (z3 := z3 * c3).imag
        for _ in range(n)
    ]
    attack = min(n, max(1, int(0.004 * rate)))  # a felt hammer, not a click
    out[:attack] = [v * i / attack for i, v in enumerate(out[:attack])]
    tail = min(n - attack, int(0.02 * rate))  # a cut-off ring clicks: damp it
    out[n - tail :] = [v * (tail - i) / tail for i, v in enumerate(out[n - tail :])]
    return out


def _mix(into: Samples, sound: Samples, at: int = 0, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from sample ``at`` (what does not fit is dropped)."""
    part = into[at : at + len(sound)]
    into[at : at + len(part)] = [u + gain * v for u, v in zip(part, sound, strict=False)]


def _times(a: Samples, b: Samples) -> Samples:
    return [u * v for u, v in zip(a, b, strict=True)]


def _finish(x: Samples, rate: int, peak: float) -> array[int]:
    """Scale to ``peak`` (< 1 of full scale), fade both ends to silence, quantise to 16 bits."""
    top = max(max(x), -min(x)) or 1.0
    scale = min(peak, 0.9) * 32767.0 / top
    out = array("h", [round(v * scale) for v in x])
    n = len(out)
    fade_in = min(n // 4, max(1, int(0.001 * rate)))
    fade_out = min(n // 4, max(1, int(0.006 * rate)))
    for i in range(fade_in):
        out[i] = round(out[i] * (0.5 - 0.5 * math.cos(math.pi * i / fade_in)))
    for i in range(fade_out):
        out[n - 1 - i] = round(out[n - 1 - i] * (0.5 - 0.5 * math.cos(math.pi * i / fade_out)))
    return out


# ------------------------------------------------------------------------------ effects
def _slide(rate: int, rng: random.Random) -> array[int]:
    """A card slid across the felt: a short swish of noise, brighter at first."""
    n = int(rng.uniform(0.11, 0.15) * rate)
    hiss = _hiss(n, rate, rng, rng.uniform(4200, 5600), rng.uniform(1300, 1900), 350)
    return _finish(_times(hiss, _swell(n, rate, rng.uniform(0.012, 0.02), 0.035)), rate, 0.32)


def _deal(rate: int, rng: random.Random) -> array[int]:
    """A card flicked off the deck: a tiny tap and a breath of bright noise."""
    n = int(0.05 * rate)
    out = _times(_hiss(n, rate, rng, 7000, 3500, 1800), _swell(n, rate, 0.002, 0.009))
    _mix(out, _ring(n, rate, rng.uniform(950, 1150), 0.005), gain=0.35)
    return _finish(out, rate, 0.26)


def _capture(rate: int, rng: random.Random) -> array[int]:
    """Cards gathered into a pile: a fuller, darker slide and a soft thud as they land."""
    n = int(rng.uniform(0.2, 0.24) * rate)
    body = _hiss(n, rate, rng, rng.uniform(3000, 3800), rng.uniform(700, 1000), 180)
    out = _times(body, _swell(n, rate, 0.018, 0.06))
    land = int(0.03 * rate)
    thud = _ring(n - land, rate, rng.uniform(100, 125), 0.04)
    soft = int(0.001 * rate)  # a soft landing, no click
    thud[:soft] = [v * i / soft for i, v in enumerate(thud[:soft])]
    _mix(out, thud, at=land, gain=0.9)
    return _finish(out, rate, 0.42)


def _sweep(rate: int, rng: random.Random) -> array[int]:
    """A sweep: a rising two-note chime (G5, then the D6 a fifth above)."""
    out = [0.0] * int(0.9 * rate)
    _mix(out, _bell(len(out), rate, 783.99, 0.3))
    at = int(0.13 * rate)
    _mix(out, _bell(len(out) - at, rate, 1174.66, 0.32), at=at, gain=0.9)
    return _finish(out, rate, 0.5)


def _victory(rate: int, rng: random.Random) -> array[int]:
    """The match won: a C major arpeggio climbing to a ringing top note over its third."""
    out = [0.0] * int(1.45 * rate)
    for k, (freq, ring, decay, gain) in enumerate(
        (
            (523.25, 0.5, 0.17, 1.0),
            (659.25, 0.5, 0.17, 1.0),
            (783.99, 0.5, 0.17, 1.0),
            (1046.5, 1.1, 0.38, 1.0),
            (1318.51, 1.0, 0.34, 0.35),
        )
    ):
        at = int(min(k, 3.3) * 0.11 * rate)
        _mix(out, _bell(int(ring * rate), rate, freq, decay), at=at, gain=gain)
    return _finish(out, rate, 0.5)


def _click(rate: int, rng: random.Random) -> array[int]:
    """A soft button click: two very short damped sines."""
    n = int(0.03 * rate)
    out = _ring(n, rate, 1750, 0.003)
    _mix(out, _ring(n, rate, 620, 0.006), gain=0.6)
    return _finish(out, rate, 0.2)


def _illegal(rate: int, rng: random.Random) -> array[int]:
    """Not allowed: a low, falling blip with a little edge so small speakers carry it."""
    n = int(0.17 * rate)
    out = _glide(n, rate, 220, 170)
    _mix(out, _glide(n, rate, 440, 340), gain=0.18)
    _mix(out, _glide(n, rate, 660, 510), gain=0.08)
    return _finish(_times(out, _swell(n, rate, 0.008, 0.07)), rate, 0.34)


_SYNTHS: dict[str, tuple[Callable[[int, random.Random], array[int]], int]] = {
    "slide": (_slide, 4),
    "deal": (_deal, 3),
    "capture": (_capture, 3),
    "sweep": (_sweep, 1),
    "victory": (_victory, 1),
    "click": (_click, 1),
    "illegal": (_illegal, 1),
}
EFFECTS: tuple[str, ...] = tuple(_SYNTHS)
"""The names :meth:`SoundBoard.play` accepts."""

_PCM: dict[tuple[str, int], tuple[array[int], ...]] = {}


def render(name: str, rate: int = DEFAULT_RATE) -> tuple[array[int], ...]:
    """The variants of effect ``name`` as mono 16-bit PCM at ``rate``, cached per rate.

    Seeded, so the same effect sounds the same from run to run.
    """
    if name not in _SYNTHS:
        raise KeyError(f"no sound effect {name!r}; the effects are {', '.join(EFFECTS)}")
    key = (name, rate)
    if key not in _PCM:
        cached = _read_cached(name, rate)
        if cached is None:
            synth, count = _SYNTHS[name]
            rng = random.Random(f"{name}-{rate}")
            cached = tuple(synth(rate, rng) for _ in range(count))
            _write_cached(name, rate, cached)
        _PCM[key] = cached
    return _PCM[key]


# ------------------------------------------------------------------------ the disk cache
# An effect is synthesised once per machine, not at every start: its samples are kept in the
# user cache folder, under a name that carries a digest of this file (a changed synthesis
# makes new samples) and the rate. A cached file is bounded and checked; a bad one is redone.
_MAX_CACHED = 4 * 1024 * 1024  # bytes one effect's file may hold


def _source_digest() -> str:
    """This file's digest; where the source is not at hand (a bundle), the game's version."""
    try:
        return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:12]
    except OSError:
        return f"v{__version__}"


_DIGEST: list[str] = []


def _cache_file(name: str, rate: int) -> Path:
    if not _DIGEST:
        _DIGEST.append(_source_digest())
    return cache_dir() / "sounds" / f"{name}-{rate}-{_DIGEST[0]}.pcm"


def _read_cached(name: str, rate: int) -> tuple[array[int], ...] | None:
    """The variants kept on disk: a count, each variant's length, then the samples (int16,
    little-endian); None when absent, damaged or of the wrong shape."""
    try:
        path = _cache_file(name, rate)
        with open(path, "rb") as f:
            raw = f.read(_MAX_CACHED + 1)
    except OSError:
        return None
    count = _SYNTHS[name][1]
    head = 4 * (count + 1)
    if len(raw) > _MAX_CACHED or len(raw) < head:
        return None
    sizes = array("i")
    sizes.frombytes(raw[:head])
    if not _little_endian():
        sizes.byteswap()
    if sizes[0] != count or any(n <= 0 for n in sizes[1:]) or head + 2 * sum(sizes[1:]) != len(raw):
        return None
    out, at = [], head
    for n in sizes[1:]:
        pcm = array("h")
        pcm.frombytes(raw[at : at + 2 * n])
        if not _little_endian():
            pcm.byteswap()
        out.append(pcm)
        at += 2 * n
    return tuple(out)


def _write_cached(name: str, rate: int, variants: tuple[array[int], ...]) -> None:
    sizes = array("i", [len(variants), *(len(v) for v in variants)])
    parts: list[array[int]] = [sizes, *(array("h", v) for v in variants)]
    if not _little_endian():
        for part in parts:
            part.byteswap()
    try:
        path = _cache_file(name, rate)
        path.parent.mkdir(parents=True, exist_ok=True)
        for stale in path.parent.glob(f"{name}-{rate}-*.pcm"):
            if stale != path:
                stale.unlink(missing_ok=True)
        # a cache: no fsync; a write that fails (a full disk) leaves no temporary file
        write_atomic(path, b"".join(p.tobytes() for p in parts), durable=False)
    except OSError:
        pass  # no cache folder: the effect is made again next time


def to_wav(pcm: array[int], rate: int, channels: int = 1) -> bytes:
    """A mono PCM buffer as a WAV file (copied to every channel)."""
    data = _spread(pcm, channels)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(data.tobytes() if _little_endian() else _swapped(data).tobytes())
    return buf.getvalue()


def _little_endian() -> bool:
    return array("h", [1]).tobytes()[0] == 1


def _swapped(pcm: array[int]) -> array[int]:
    copy = array("h", pcm)
    copy.byteswap()
    return copy


def _spread(pcm: array[int], channels: int) -> array[int]:
    """Interleave a mono buffer into ``channels`` identical channels."""
    if channels <= 1:
        return pcm
    out = array("h", [0]) * (len(pcm) * channels)
    for c in range(channels):
        out[c::channels] = pcm
    return out


# ---------------------------------------------------------------------------- playback


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Hush the audio libraries: on a machine without a sound card they print a dozen lines
    to the terminal while the game quietly goes on without sound."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class SoundBoard:
    """Plays the effects by name, respecting the sound setting; never raises for lack of audio.

    ``available`` is False when there is no real audio output (no device, the dummy driver,
    a mixer that failed to open): every call is then a harmless no-op. ``accept_dummy`` plays
    through SDL's dummy driver anyway, so tests can drive the real playback path.
    """

    def __init__(self, enabled: bool = True, volume: float = 0.8, *, accept_dummy: bool = False):
        self.enabled = bool(enabled)
        self.volume = _clamp(volume)
        self._mixer: Any = None
        self._init: tuple[int, int, int] | None = None
        self._sounds: dict[str, list[Any]] = {}
        self._last: dict[str, int] = {}
        self._rng = random.Random()
        self._open(accept_dummy)

    @property
    def available(self) -> bool:
        return self._init is not None

    def _open(self, accept_dummy: bool) -> None:
        try:
            mixer = pygame.mixer
            if mixer.get_init() is None:
                with _quiet_stderr():
                    mixer.init(frequency=DEFAULT_RATE, size=-16, channels=2, buffer=512)
            init = mixer.get_init()
            driver = mixer.get_driver() if hasattr(mixer, "get_driver") else ""
        except Exception:  # no mixer module, no device, a driver that will not open
            return
        if init is None or (driver in ("dummy", "disk") and not accept_dummy):
            return
        self._mixer, self._init = mixer, init

    def set_volume(self, volume: float) -> None:
        self.volume = _clamp(volume)
        for sounds in self._sounds.values():
            for sound in sounds:
                _quietly(sound.set_volume, self.volume)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = bool(enabled)
        if not self.enabled and self._mixer is not None:
            _quietly(self._mixer.stop)

    def preload(self, names: Iterable[str] = EFFECTS) -> None:
        """Render and load effects now rather than on first play (e.g. behind a menu)."""
        for name in names:
            self._load(name)

    def play(self, name: str) -> Any:
        """Play effect ``name``; returns the pygame Channel, or None when nothing plays."""
        if name not in _SYNTHS:
            raise KeyError(f"no sound effect {name!r}; the effects are {', '.join(EFFECTS)}")
        if not self.enabled or self.volume <= 0 or self._init is None:
            return None
        sounds = self._load(name)
        if not sounds:
            return None
        pick = self._rng.randrange(len(sounds))
        if len(sounds) > 1 and pick == self._last.get(name):
            pick = (pick + 1) % len(sounds)
        self._last[name] = pick
        return _quietly(sounds[pick].play)

    def _load(self, name: str) -> list[Any]:
        if self._init is None:
            return []
        if name not in self._sounds:
            rate, size, channels = self._init
            loaded = [
                _quietly(_make_sound, self._mixer, pcm, rate, size, channels)
                for pcm in render(name, rate)
            ]
            self._sounds[name] = [s for s in loaded if s is not None]
            for sound in self._sounds[name]:
                _quietly(sound.set_volume, self.volume)
        return self._sounds[name]


def _make_sound(mixer: Any, pcm: array[int], rate: int, size: int, channels: int) -> Any:
    """A pygame Sound from mono PCM, in the mixer's own format."""
    if size == -16:
        return mixer.Sound(buffer=_spread(pcm, channels))
    # An unusual mixer format: hand SDL a WAV file and let it convert.
    return mixer.Sound(file=io.BytesIO(to_wav(pcm, rate, 1)))


def _clamp(volume: float) -> float:
    try:
        v = float(volume)
    except (TypeError, ValueError):
        return 0.0
    return 0.0 if math.isnan(v) else max(0.0, min(1.0, v))


def _quietly(fn: Callable[..., Any], *args: Any) -> Any:
    """Call into the mixer; an audio failure mid-game must not stop the game."""
    try:
        return fn(*args)
    except Exception:
        return None


# --------------------------------------------------------------------------------- CLI
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scopa.ui.sound", description="Render the sound effects and time them."
    )
    parser.add_argument("--wav", metavar="DIR", help="write every effect variant as a WAV file")
    parser.add_argument("--rate", type=int, default=DEFAULT_RATE, help="sample rate in Hz")
    args = parser.parse_args(argv)
    total = 0.0
    for name in EFFECTS:
        start = time.perf_counter()
        variants = render(name, args.rate)
        spent = time.perf_counter() - start
        total += spent
        seconds = max(len(v) for v in variants) / args.rate
        ms = spent * 1000
        print(f"{name:8} {len(variants)} variant(s), {seconds:.3f} s, rendered in {ms:.1f} ms")
        if args.wav:
            folder = Path(args.wav)
            folder.mkdir(parents=True, exist_ok=True)
            for k, pcm in enumerate(variants, 1):
                suffix = f"_{k}" if len(variants) > 1 else ""
                (folder / f"{name}{suffix}.wav").write_bytes(to_wav(pcm, args.rate))
    print(f"total    rendered in {total * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
