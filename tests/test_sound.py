"""The synthesised sound effects, and a sound board that never breaks the game."""

from __future__ import annotations

import itertools
import wave
from io import BytesIO

import pygame
import pytest

from scopa.ui import sound
from scopa.ui.sound import EFFECTS, SoundBoard, render

RATE = 44100
# (shortest, longest) in seconds: cards are brief, chimes ring
DURATIONS = {
    "slide": (0.08, 0.2),
    "deal": (0.02, 0.1),
    "capture": (0.15, 0.3),
    "sweep": (0.5, 1.2),
    "victory": (1.0, 2.0),
    "click": (0.01, 0.06),
    "illegal": (0.08, 0.3),
}


@pytest.fixture
def no_mixer():
    """Each test starts with the mixer closed, and leaves it closed."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_every_effect_has_a_duration_range() -> None:
    assert set(DURATIONS) == set(EFFECTS)


@pytest.mark.parametrize("name", EFFECTS)
@pytest.mark.parametrize("rate", [22050, RATE, 48000])
def test_effect_is_audible_and_never_clips(name: str, rate: int) -> None:
    for pcm in render(name, rate):
        seconds = len(pcm) / rate
        low, high = DURATIONS[name]
        assert low <= seconds <= high
        peak = max(abs(v) for v in pcm)
        assert 0.1 * 32767 < peak < 0.9 * 32767  # audible, with headroom
        # starts and ends at silence: no click when it starts or stops
        assert abs(pcm[0]) < 200 and abs(pcm[-1]) < 200
        assert abs(sum(pcm) / len(pcm)) < 0.01 * 32767  # no DC offset


@pytest.mark.parametrize("name", ["slide", "deal", "capture"])
def test_card_sounds_come_in_different_variants(name: str) -> None:
    variants = render(name, RATE)
    assert len(variants) >= 3
    assert len({bytes(v) for v in variants}) == len(variants)


def test_rendering_is_cached_and_repeatable() -> None:
    assert render("slide", RATE) is render("slide", RATE)
    sound._PCM.clear()
    first = render("sweep", RATE)
    sound._PCM.clear()
    assert bytes(render("sweep", RATE)[0]) == bytes(first[0])


def test_every_effect_renders_to_sound() -> None:
    sound._PCM.clear()
    for name in EFFECTS:
        assert any(bytes(render(name, RATE)[0]))


def test_unknown_effect_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        render("fanfare")
    with pytest.raises(KeyError):
        SoundBoard(enabled=False).play("fanfare")


def test_wav_export_is_a_valid_file(tmp_path) -> None:
    data = sound.to_wav(render("click", RATE)[0], RATE)
    with wave.open(BytesIO(data)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
        assert w.getnframes() == len(render("click", RATE)[0])
    assert sound.main(["--wav", str(tmp_path)]) == 0
    assert sorted(p.stem.split("_")[0] for p in tmp_path.glob("*.wav")) == sorted(
        name for name in EFFECTS for _ in render(name, RATE)
    )


def test_dummy_driver_is_silent_and_harmless(no_mixer) -> None:
    board = SoundBoard()
    assert not board.available
    for name in EFFECTS:
        assert board.play(name) is None
    board.set_volume(0.3)
    board.set_enabled(False)
    board.preload()


def test_mixer_failure_is_silent_and_harmless(no_mixer, monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise pygame.error("Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    board = SoundBoard(accept_dummy=True)
    assert not board.available
    assert board.play("sweep") is None
    board.set_volume(2)
    board.set_enabled(True)
    board.preload()


def test_missing_mixer_module_is_silent(no_mixer, monkeypatch) -> None:
    def missing(*args, **kwargs):
        raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    assert not SoundBoard(accept_dummy=True).available


def test_plays_through_a_working_mixer(no_mixer) -> None:
    board = SoundBoard(accept_dummy=True)
    assert board.available
    rate, _, _ = pygame.mixer.get_init()
    board.preload(["slide"])
    loaded = board._sounds["slide"]
    assert len(loaded) == len(render("slide", rate))
    expected = len(render("slide", rate)[0]) / rate
    assert loaded[0].get_length() == pytest.approx(expected, abs=0.002)
    for name in EFFECTS:
        board.play(name)  # a Channel, or None when every channel is busy: never an error
    assert set(board._sounds) == set(EFFECTS)


def test_plays_through_a_mono_mixer_at_another_rate(no_mixer) -> None:
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    board = SoundBoard(accept_dummy=True)
    board.preload(["click"])
    assert board._sounds["click"][0].get_length() == pytest.approx(
        len(render("click", 22050)[0]) / 22050, abs=0.002
    )


class _Recorder:
    """Stands in for a pygame Sound and counts its plays."""

    def __init__(self, played: list[str]) -> None:
        self.played = played

    def play(self) -> str:
        self.played.append("x")
        return "channel"

    def set_volume(self, volume: float) -> None:
        pass


def test_disabled_board_plays_nothing(no_mixer) -> None:
    board = SoundBoard(enabled=False, accept_dummy=True)
    assert board.available
    played: list[str] = []
    board._sounds["slide"] = [_Recorder(played), _Recorder(played)]
    assert board.play("slide") is None
    board.set_enabled(True)
    board.play("slide")
    assert played == ["x"]
    board.set_enabled(False)
    board.play("slide")
    assert played == ["x"]


def test_volume_clamps_and_reaches_loaded_sounds(no_mixer) -> None:
    assert SoundBoard(volume=3).volume == 1.0
    assert SoundBoard(volume=-1).volume == 0.0
    board = SoundBoard(volume=0.5, accept_dummy=True)
    board.preload(["click"])
    click = board._sounds["click"][0]
    assert click.get_volume() == pytest.approx(0.5, abs=0.01)
    for given, kept in ((1.7, 1.0), (-0.2, 0.0), (float("nan"), 0.0), ("loud", 0.0), (0.25, 0.25)):
        board.set_volume(given)
        assert board.volume == kept
    assert click.get_volume() == pytest.approx(0.25, abs=0.01)
    board.set_volume(0)
    assert board.play("click") is None


def test_slides_do_not_repeat_back_to_back(no_mixer) -> None:
    board = SoundBoard(accept_dummy=True)
    board.preload(["slide"])
    picks: list[int] = []
    for _ in range(30):
        board.play("slide")
        picks.append(board._last["slide"])
    assert all(a != b for a, b in itertools.pairwise(picks))
    assert len(set(picks)) > 2


def test_effects_are_synthesised_once_then_read_from_the_cache(monkeypatch) -> None:
    """A second start reads the samples kept in the cache folder instead of making them."""
    sound._PCM.clear()
    first = render("capture", RATE)
    path = sound._cache_file("capture", RATE)
    assert path.is_file()
    sound._PCM.clear()
    monkeypatch.setitem(sound._SYNTHS, "capture", (_never, 3))
    again = render("capture", RATE)
    assert [bytes(v) for v in again] == [bytes(v) for v in first]


def test_a_damaged_cached_effect_is_made_again() -> None:
    sound._PCM.clear()
    first = render("click", RATE)
    path = sound._cache_file("click", RATE)
    for damage in (b"", b"\xff" * 9, path.read_bytes()[:-3], b"\x05\x00\x00\x00" + b"\x00" * 40):
        path.write_bytes(damage)
        sound._PCM.clear()
        assert bytes(render("click", RATE)[0]) == bytes(first[0])
    assert path.read_bytes() != damage  # written anew


def _never(rate: int, rng: object) -> object:
    raise AssertionError("synthesised although cached")
