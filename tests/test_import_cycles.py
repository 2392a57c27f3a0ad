"""No import circle anywhere in scopa, every import counted.

The import contracts (``lint-imports``) and :mod:`tests.test_layers` read the graph Python
builds when it runs; a circle can still hide in an import made under ``if TYPE_CHECKING`` or
inside a function. Here every module of the package is parsed and each of its imports counted,
wherever it stands (module level, function level, type-only): the modules must form no circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules(root: Path, package: str) -> dict[str, Path]:
    """Each module of ``package`` (found under ``root``) by its dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports(root: Path, package: str) -> dict[str, set[str]]:
    """Per module of ``package``, the modules of the package it imports, anywhere in it."""
    known = modules(root, package)
    graph: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):  # every node: inside functions and TYPE_CHECKING too
            named: list[str] = []
            if isinstance(node, ast.Import):
                named = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = here[: len(here) - node.level + 1] if node.level else []
                source = ".".join(base + ([node.module] if node.module else []))
                # `from . import x` names a module x; `from .m import f` names m
                subs = [f"{source}.{a.name}" for a in node.names if f"{source}.{a.name}" in known]
                named = [source, *subs] if len(subs) < len(node.names) else subs
            for target in named:
                # a module importing its own package's __init__ is no step of a circle
                if target in known and target != name and not name.startswith(target + "."):
                    graph[name].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The modules that import one another round a circle (the strongly connected
    components of more than one module), by Tarjan's walk without recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(frozenset(component))
    return found


def named(circle: frozenset[str]) -> str:
    return " <-> ".join(sorted(circle))


def test_scopa_imports_go_round_no_circle() -> None:
    found = circles(imports(ROOT, "scopa"))
    assert not found, "import circles (type-only and function-level imports counted): " + "; ".join(
        named(c) for c in found
    )


def test_the_ui_has_no_circle_at_all() -> None:
    found = circles(imports(ROOT, "scopa"))
    assert not [c for c in found if any(m.startswith("scopa.ui") for m in c)]


def _package(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_circle_through_a_type_only_import_is_found(tmp_path: Path) -> None:
    _package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/screens/__init__.py": "",
            "pkg/screens/table.py": "from .menu import Menu\n",
            "pkg/screens/menu.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n"
                "    from .table import Table\n"
            ),
            "pkg/screens/alone.py": "from . import menu\n",
        },
    )
    assert circles(imports(tmp_path, "pkg")) == [
        frozenset({"pkg.screens.table", "pkg.screens.menu"})
    ]


def test_a_circle_through_an_import_inside_a_function_is_found(tmp_path: Path) -> None:
    _package(
        tmp_path,
        {
            "pkg/__init__.py": "from .a import f\n",  # the package's own init: no step
            "pkg/a.py": "from pkg import b\ndef f():\n    return b\n",
            "pkg/b.py": "def g():\n    from .c import h\n    return h\n",
            "pkg/c.py": "def h():\n    import pkg.a\n    return pkg.a\n",
        },
    )
    assert circles(imports(tmp_path, "pkg")) == [frozenset({"pkg.a", "pkg.b", "pkg.c"})]


def test_a_package_without_circles_has_none(tmp_path: Path) -> None:
    _package(
        tmp_path,
        {
            "pkg/__init__.py": "from . import low\n",
            "pkg/low.py": "import os\n",
            "pkg/high.py": "from .low import os\nfrom . import low\n",
        },
    )
    assert circles(imports(tmp_path, "pkg")) == []
