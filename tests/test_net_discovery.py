"""Finding a hosted match on the network (mDNS, ``_scopa._tcp.local.``), and joining by
address all the same where discovery cannot work (issue 18)."""

from __future__ import annotations

import sys

import pytest

from scopa.net import discovery


def test_an_announced_match_is_found() -> None:
    announcer = discovery.Announcer("127.0.0.1", 40123, "Scopone", 4, 3)
    try:
        found = discovery.find_matches(3.0)
    finally:
        announcer.close()
    if not found:
        pytest.skip("this network carries no multicast: discovery cannot be tried here")
    match = next(f for f in found if f.address.endswith(":40123"))
    assert (match.title, match.players, match.open_seats) == ("Scopone", 4, 3)


def test_the_announcement_says_when_a_seat_is_taken_or_held() -> None:
    # a seat held for a player who left is no longer open to a new one: the announcement
    # follows the host's count instead of saying what it said when the match began
    announcer = discovery.Announcer("127.0.0.1", 40125, "Scopa", 2, 1)
    try:
        if not announcer.wait_said(10.0):
            pytest.skip("the match could not be announced here")
        announcer.update(0)
        assert announcer.wait_said(10.0)
        found = discovery.find_matches(3.0)
    finally:
        announcer.close()
    if not found:
        pytest.skip("this network carries no multicast: discovery cannot be tried here")
    match = next(f for f in found if f.address.endswith(":40125"))
    assert match.open_seats == 0


def test_without_the_library_nothing_is_found_and_nothing_breaks(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "zeroconf", None)  # the library missing at run time
    assert discovery.find_matches(0.1) == []
    discovery.Announcer("127.0.0.1", 40124, "Scopa", 2, 1).close()  # logged, no error
