"""The shape of the imports: no circles in the UI, and none hidden inside a function.

``lint-imports`` checks the layer contracts in pyproject.toml; these tests check what a
contract cannot say: that the UI's import graph has no cycle at all, that the cycle contract
ignores no import, and that no module of the UI imports inside a function to dodge a circle.
(tests/test_import_cycles.py holds the whole of scopa to no circle, type-only imports counted.)
"""

from __future__ import annotations

import ast
import tomllib
from functools import cache
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "scopa" / "ui"


@cache
def graph(type_checking: bool) -> grimp.ImportGraph:
    """The import graph of scopa (``type_checking``: with the ``if TYPE_CHECKING`` imports)."""
    return grimp.build_graph(
        "scopa", exclude_type_checking_imports=not type_checking, cache_dir=None
    )


def ui_modules(g: grimp.ImportGraph) -> set[str]:
    return {m for m in g.modules if m == "scopa.ui" or m.startswith("scopa.ui.")}


def cycle(g: grimp.ImportGraph, modules: set[str]) -> list[str] | None:
    """One import cycle among ``modules`` (as the list of modules round it), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        path.append(module)
        for imported in sorted(g.find_modules_directly_imported_by(module) & modules):
            if state.get(imported) == 1:
                return [*path[path.index(imported) :], imported]
            if imported not in state and (found := visit(imported)):
                return found
        path.pop()
        state[module] = 2
        return None

    for module in sorted(modules):
        if module not in state and (found := visit(module)):
            return found
    return None


def test_the_ui_imports_form_no_circle() -> None:
    g = graph(type_checking=False)
    found = cycle(g, ui_modules(g))
    assert found is None, "an import circle: " + " -> ".join(found or [])


def test_the_cycle_check_finds_a_circle() -> None:
    g = grimp.build_graph("scopa", cache_dir=None)  # a graph of its own, to be changed
    g.add_import(importer="scopa.ui.widgets", imported="scopa.ui.app_loop")
    assert cycle(g, ui_modules(g)) is not None


def _ignored_by_the_cycle_contract() -> list[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (acyclic,) = [c for c in contracts if c["type"] == "acyclic_siblings"]
    return list(acyclic.get("ignore_imports", []))


def test_the_cycle_contract_ignores_no_import() -> None:
    # the screens over the table see it through a small face (scopa.ui.table.face): no
    # import needs hiding from the contract, not even one made for the type checker
    assert _ignored_by_the_cycle_contract() == []


def test_the_scenes_never_import_the_app_loop_even_for_types() -> None:
    g = graph(type_checking=True)
    scenes = {m for m in g.modules if m.startswith("scopa.ui.scenes.")}
    offenders = {
        m for m in scenes if g.direct_import_exists(importer=m, imported="scopa.ui.app_loop")
    }
    assert not offenders


def test_the_package_itself_imports_only_the_rules_core() -> None:
    imported = graph(type_checking=True).find_modules_directly_imported_by("scopa")
    assert imported and all(m.startswith("scopa.core") for m in imported), imported


def _nested_imports(path: Path) -> list[int]:
    """Lines of ``path`` that import inside a function or class body."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            lines.extend(
                inner.lineno
                for inner in ast.walk(node)
                if isinstance(inner, ast.Import | ast.ImportFrom)
            )
    return sorted(set(lines))


def test_no_import_in_the_ui_hides_inside_a_function() -> None:
    nested = {
        str(path.relative_to(ROOT)): lines
        for path in sorted(UI.rglob("*.py"))
        if (lines := _nested_imports(path))
    }
    assert not nested, f"imports inside functions (put them at the top): {nested}"


def test_screens_reach_the_files_through_the_app_store() -> None:
    """No scene and no room of the table imports :mod:`scopa.store`: they ask ``app.store``."""
    g = graph(True)
    offenders = []
    for module in sorted(ui_modules(g)):
        if not module.startswith(("scopa.ui.scenes", "scopa.ui.table")):
            continue
        for imported in g.find_modules_directly_imported_by(module):
            if imported == "scopa.store" or imported.startswith("scopa.store."):
                offenders.append(f"{module} -> {imported}")
    assert offenders == []
    # and ast agrees, whatever grimp makes of relative imports
    for path in [*(UI / "scenes").glob("*.py"), *(UI / "table").glob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                parts = (node.module or "").split(".")
                assert "store" not in parts, (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("scopa.store") for a in node.names), path.name
