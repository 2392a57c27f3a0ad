"""A plain (non-editable) install finds the presets and the card art inside the package.

The test runs a fresh interpreter in isolated mode (``-I``: no current folder, no user site)
from a temporary folder, so ``import scopa`` can only come from the installed distribution.
It is skipped when scopa is not installed that way (e.g. an editable install).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from importlib import metadata
from pathlib import Path

import pytest

from scopa.core.names import DECKS

CHECK = textwrap.dedent("""
    import json, scopa, scopa.resources as res
    from scopa import Rules
    from scopa.core.cards import CARDS
    decks = {}
    for deck in res.cards_dir().iterdir():
        names = {p.name for p in deck.iterdir()}
        decks[deck.name] = all(f"{c}.svg" in names for c in CARDS) and "back.svg" in names
    print(json.dumps({
        "module": scopa.__file__,
        "root": str(res.data_root()),
        "presets": Rules.presets(),
        "titles": [Rules.preset(n).title for n in Rules.presets()],
        "decks": decks,
        "fonts": sorted(p.name for p in res.fonts_dir().iterdir()),
    }))
""")


def installed_wheel() -> bool:
    try:
        dist = metadata.distribution("scopa")
    except metadata.PackageNotFoundError:
        return False
    return any(str(f).startswith("scopa/_data/") for f in dist.files or ())


@pytest.mark.skipif(not installed_wheel(), reason="scopa is not installed from a wheel")
def test_installed_package_carries_presets_and_art(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-I", "-c", CHECK],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    found = json.loads(out.stdout)
    checkout = Path(__file__).resolve().parent.parent
    assert not Path(found["module"]).resolve().is_relative_to(checkout / "scopa")
    assert found["root"].endswith("_data")
    assert found["presets"] == sorted(p.stem for p in (checkout / "config/rules").glob("*.yaml"))
    assert all(found["titles"])
    assert found["decks"] == dict.fromkeys(DECKS, True)  # every deck, each whole
    assert found["fonts"] == ["Inter-Regular.otf", "Inter-SemiBold.otf", "OFL.txt"]
