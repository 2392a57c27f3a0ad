"""Finding matches on the network: mDNS service discovery (``_scopa._tcp.local.``).

A host announces its address, port and match (never its join code: a player reads that off
the host's screen). Discovery is a convenience: where the network blocks multicast, or the
``zeroconf`` library is missing, joining by address and code works all the same, so every
failure here is logged and shrugged off.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

SERVICE = "_scopa._tcp.local."


@dataclass(frozen=True)
class Found:
    """A match announced on the network."""

    name: str
    address: str  # host:port, as --join takes it
    title: str
    players: int
    open_seats: int


def lan_address() -> str:
    """This computer's address on its network (the loopback one when it has none)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class Announcer:
    """Announces a hosted match, on a thread of its own (registering takes a second or so
    of probing the network); :meth:`close` withdraws it."""

    def __init__(self, address: str, port: int, title: str, players: int, open_seats: int):
        self._zc: Any = None
        self._info: Any = None
        self._done = threading.Event()
        self._lock = threading.Lock()
        self._said_changed = threading.Condition(self._lock)
        self._place = (address, port, title[:60], players)
        self.open_seats = open_seats  # what the announcement says (see :meth:`update`)
        self._said = -1  # what the network was last told
        threading.Thread(target=self._announce, name="scopa-mdns", daemon=True).start()

    def _service(self, open_seats: int) -> Any:
        from zeroconf import ServiceInfo

        address, port, title, players = self._place
        name = f"Scopa {socket.gethostname()[:30]} {port}"
        server = None if self._info is None else self._info.server  # registering set it
        return ServiceInfo(
            SERVICE,
            f"{name}.{SERVICE}",
            addresses=[socket.inet_aton(address)],
            port=port,
            properties={
                "v": "1",
                "title": title,
                "players": str(players),
                "open": str(open_seats),
            },
            server=server,
        )

    def _announce(self) -> None:
        try:
            from zeroconf import Zeroconf

            with self._lock:
                said = self.open_seats
                self._info = self._service(said)
            self._zc = Zeroconf()
            self._zc.register_service(self._info)
            self._said = said
            log.info("announced %s on the network", self._info.name)
        except Exception as exc:  # blocked multicast, no library: join by address instead
            log.info("the match is not announced on the network: %s", exc)
        finally:
            self._done.set()
        self._resay()  # the seats may have changed while it registered

    def update(self, open_seats: int) -> None:
        """Say how many seats a new player may take now: a seat taken, or held for a
        player who left and may come back, is not open. Cheap when nothing changed."""
        if open_seats == self.open_seats:
            return
        self.open_seats = open_seats
        if self._done.is_set():
            threading.Thread(target=self._resay, name="scopa-mdns", daemon=True).start()

    def _resay(self) -> None:
        with self._lock:
            if self._zc is None or self._info is None or self._said == self.open_seats:
                return
            try:
                said = self.open_seats
                info = self._service(said)
                self._zc.update_service(info)
                self._info, self._said = info, said  # told only once it was sent
                log.info("the announcement says %s open seats", self._said)
            except Exception as exc:
                log.info("updating the announcement: %s", exc)
            self._said_changed.notify_all()

    def wait_said(self, timeout: float) -> bool:
        """Wait until the network has been told the latest :meth:`update` (False: not
        within ``timeout`` seconds, or the match could not be announced at all)."""
        if not self._done.wait(timeout):
            return False
        with self._lock:
            return (
                self._said_changed.wait_for(
                    lambda: self._zc is None or self._said == self.open_seats, timeout
                )
                and self._zc is not None
            )

    def close(self) -> None:
        self._done.wait(5.0)
        with self._lock:  # an update still on its way finds nothing left to update
            zc, self._zc = self._zc, None
            try:
                if zc is not None:
                    if self._info is not None:
                        zc.unregister_service(self._info)
                    zc.close()
            except Exception as exc:
                log.info("withdrawing the announcement: %s", exc)


def find_matches(seconds: float = 2.0) -> list[Found]:
    """The matches announced on the network within ``seconds`` (none where discovery does
    not work)."""
    try:
        from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf
    except ImportError:
        log.info("zeroconf is not installed: join by address and code")
        return []
    found: dict[str, Found] = {}
    try:
        zc = Zeroconf()
    except Exception as exc:
        log.info("cannot look for matches on the network: %s", exc)
        return []

    def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change is not ServiceStateChange.Added:
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None or not info.parsed_addresses():
            return
        props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
        with contextlib.suppress(ValueError):
            found[name] = Found(
                name=name.removesuffix("." + SERVICE),
                address=f"{info.parsed_addresses()[0]}:{info.port}",
                title=props.get("title", ""),
                players=int(props.get("players", "0")),
                open_seats=int(props.get("open", "0")),
            )

    try:
        browser = ServiceBrowser(zc, SERVICE, handlers=[changed])
        threading.Event().wait(seconds)
        browser.cancel()
    except Exception as exc:
        log.info("looking for matches on the network: %s", exc)
    finally:
        zc.close()
    return sorted(found.values(), key=lambda f: f.name)
