"""The core's house for its mechanisms: no import circle in the rules core (type-only imports
counted), no function in it too tangled to read, and each mechanism one module with one
object registered with the rules."""

from __future__ import annotations

import graphlib
import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent


def test_the_core_imports_form_no_circle_even_for_its_types() -> None:
    g = grimp.build_graph("scopa", exclude_type_checking_imports=False, cache_dir=None)
    core = {m for m in g.modules if m.startswith("scopa.core.")}
    order = graphlib.TopologicalSorter(
        {m: g.find_modules_directly_imported_by(m) & core for m in core}
    )
    try:
        order.prepare()
    except graphlib.CycleError as exc:  # pragma: no cover - what the test is for
        raise AssertionError("an import circle: " + " -> ".join(exc.args[1])) from None
