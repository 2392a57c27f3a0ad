"""A LAN host killed (SIGKILL) the moment it is to keep its K-th move: the test checks that
no seat was told of a move the host's save does not hold (tests/test_lan_keeping.py).

Run as ``python -m tests.host_kill_child K``; it prints ``host <port> <code>``, serves two
seats at other computers, and as it kills itself prints ``told <n>``: the most moves a frame
it had handed to the seats by then told of."""

from __future__ import annotations

import os
import signal
import sys

from scopa.core.game import Game
from scopa.core.rules import Rules
from scopa.net import keeping
from scopa.net.host import Host, HostOptions

KINDS = ["net", "net"]


def main(k: int) -> int:
    game = Game(Rules.preset("scopa"), 2, seed=5)
    keeper = keeping.HostKeeper(keeping.HostKeeper.setup_for(KINDS, []))

    told = 0  # the most moves a frame handed to the seats told of

    def sent(seat: int | None, moves: int, text: str) -> None:
        nonlocal told
        told = max(told, moves)

    def changed(host: Host) -> None:
        if len(host.game.moves) == k:  # killed before the K-th move is kept
            print(f"told {told}", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)
        keeper.changed(host)

    host = Host(game, KINDS, HostOptions(bind="127.0.0.1"), on_change=changed)
    host.on_send = sent
    host.start()
    print(f"host {host.port} {host.code}", flush=True)
    while True:
        host.wait(0.05)
        host.pump()


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
