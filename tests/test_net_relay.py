"""The host's sockets live in a process of their own, the relay (issue 18: the host's
frame is not slowed by the network; scopa/net/relay.py): it ends with its host on every
way out, a close, an exception, a kill, and never outlives it."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net.host import Host, HostOptions

ROOT = Path(__file__).resolve().parents[1]
WAIT = 30.0
pytestmark = pytest.mark.skipif(
    not hasattr(os, "pidfd_open") or not Path("/proc/self/stat").exists(), reason="Linux's pidfd"
)


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie nobody reaped yet has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def _ends(pid: int) -> bool:
    """Wait (at most :data:`WAIT` seconds) for ``pid`` to end: its pidfd turns readable."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        return bool(select.select([fd], [], [], WAIT)[0])
    finally:
        os.close(fd)


def test_the_relay_ends_when_the_host_closes() -> None:
    host = Host(Game(Rules.preset("scopa"), 2, seed=1), ["net", "net"], HostOptions("127.0.0.1"))
    host.start()
    pid = host.relay_pid
    assert pid is not None and pid != os.getpid() and _alive(pid)
    host.close()
    assert host.relay_pid is None and _ends(pid)


HOSTING = """
import sys
from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net.host import Host, HostOptions

if __name__ == "__main__":
    host = Host(Game(Rules.preset("scopa"), 2, seed=1), ["net", "net"], HostOptions("127.0.0.1"))
    host.start()
    print(host.relay_pid, flush=True)
    sys.stdin.readline()  # until told (or killed)
    raise RuntimeError("the window crashed")
"""


@pytest.mark.parametrize("how", ["raise", "kill"])
def test_no_relay_outlives_a_host_that_crashed_or_was_killed(tmp_path: Path, how: str) -> None:
    script = tmp_path / "hosting.py"
    script.write_text(HOSTING)
    proc = subprocess.Popen(
        [sys.executable, str(script)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    pid = int(proc.stdout.readline())
    assert _alive(pid)
    assert proc.stdin is not None
    if how == "kill":
        proc.send_signal(signal.SIGKILL)
    else:
        proc.stdin.write("go\n")
        proc.stdin.flush()
    proc.wait(WAIT)
    assert _ends(pid)
    proc.stdin.close()
    proc.stdout.close()
