"""How the C allocator treats the window's pictures, so that a long evening gives memory back.

Every card face, rendered line and panel is a pixel buffer of tens to hundreds of kilobytes
that SDL allocates with ``malloc``. glibc serves such blocks from its heap arenas below
128 KiB and keeps what is freed there for reuse: after a few matches of other variants (other
card sizes, other words) the freed buffers sit as holes the process still holds, 10-20 MB a
new variant. Served by ``mmap`` instead, each buffer goes back to the system when it is freed.

:func:`tune` asks for that once, before the first surface: buffers of 64 KiB and more get a
mapping of their own, the heap's free top is trimmed past 128 KiB, and the allocator keeps two
arenas (the drawing threads are few). Elsewhere (macOS, Windows, musl) it does nothing: their
allocators give large blocks back by themselves. ``bench/render.py --long`` measures it.
"""

from __future__ import annotations

import ctypes
import logging
import platform
import sys

log = logging.getLogger(__name__)

# mallopt's parameters (malloc.h)
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8
SETTINGS = ((M_MMAP_THRESHOLD, 64 * 1024), (M_TRIM_THRESHOLD, 128 * 1024), (M_ARENA_MAX, 2))

_done = False


def tune() -> bool:
    """Set the allocator's thresholds once a process (True where glibc took them)."""
    global _done
    if _done:
        return True
    if sys.platform != "linux" or platform.libc_ver()[0] != "glibc":
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError) as exc:  # a static or unusual build: leave it be
        log.info("the allocator is left as it is: %s", exc)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    _done = all(mallopt(param, value) == 1 for param, value in SETTINGS)
    return _done
