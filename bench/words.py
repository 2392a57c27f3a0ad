"""The words' cost: ``python bench/words.py``.

For each language: the time to its first message in a fresh process (the catalogues' reader
imported, the language's folder indexed, the main menu's words parsed), the time to parse every
message of it, and the microseconds of a ``t()`` the table repeats every frame (the same words,
kept) and of one it has not said yet. Numbers only, never asserted.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FIRST = """
import time
start = time.perf_counter()
from scopa.words import catalogue
for key in ("menu_new", "menu_continue", "menu_load", "menu_rules", "menu_settings"):
    catalogue.text({lang!r}, key)
print(time.perf_counter() - start)
"""


def first_message(lang: str, runs: int = 5) -> list[float]:
    """Seconds from importing the reader to the main menu's words, each in a new process."""
    times = []
    for _ in range(runs):
        code = FIRST.format(lang=lang)
        out = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
        )
        times.append(float(out.stdout.strip()))
    return times


def main() -> None:
    from scopa.words import catalogue

    print("lang  first words (median of 5)  every message parsed  t() kept  t() new")
    for lang in catalogue.languages():
        first = statistics.median(first_message(lang))
        catalogue.forget()
        start = time.perf_counter()
        count = len(catalogue.catalogue(lang).entries)
        parse = time.perf_counter() - start
        values = {"name": "Anna", "card": "7D"}
        catalogue.text(lang, "played", values)
        runs = 20_000
        start = time.perf_counter()
        for _ in range(runs):
            catalogue.text(lang, "played", values)
        kept = (time.perf_counter() - start) / runs
        start = time.perf_counter()
        for i in range(2_000):
            catalogue.text(lang, "played", {"name": f"Anna {i}", "card": "7D"})
        new = (time.perf_counter() - start) / 2_000
        print(
            f"{lang:<5} {first * 1000:8.1f} ms"
            f"{parse * 1000:19.1f} ms ({count} messages)"
            f"{kept * 1e6:8.2f} us{new * 1e6:8.1f} us"
        )


if __name__ == "__main__":
    main()
