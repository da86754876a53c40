"""The package's import graph has layers: no cycles, and the domain never imports the
dashboard or the CLI. Read from the source with ``ast`` (nothing is imported), counting the
imports inside functions too: a lazy import still ties the two modules together."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "reflectgit"
DOMAIN = ("note", "kb", "index", "recall", "capture", "reflection", "merge")
PRESENTATION = ("reflectgit.dashboard", "reflectgit.cli")

# Cycles that remain, each with why it is tolerated. Keep this empty.
KNOWN_CYCLES: list[set[str]] = []


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _resolve(target: str, modules: dict[str, Path]) -> str | None:
    """The package module an import names (``a.b.c`` may be module ``a.b`` importing ``c``)."""
    while target:
        if target in modules:
            return target
        target = target.rpartition(".")[0]
    return None


def imports(modules: dict[str, Path] | None = None) -> dict[str, set[str]]:
    """Module -> the package modules it imports, anywhere in its body (``TYPE_CHECKING`` blocks excepted:
    they never run)."""
    modules = modules or _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(), filename=str(path))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        out: set[str] = set()
        for node in _runtime_nodes(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                # ``from a.b import c`` imports the module a.b.c when there is one, else a name of a.b
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            for t in targets:
                found = _resolve(t, modules) if t.startswith("reflectgit") else None
                if found and found != name:
                    out.add(found)
        # importing ``a.b.c`` also runs the package ``a/__init__`` first: not counted, an
        # ``__init__`` that imports its own submodules would otherwise be in a cycle with each
        graph[name] = out
    return graph


def _runtime_nodes(tree: ast.AST):
    """Every import node outside ``if TYPE_CHECKING:`` blocks."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[set[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    import sys

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _is_domain(module: str) -> bool:
    parts = module.split(".")
    return len(parts) > 1 and parts[1] in DOMAIN


def _is_presentation(module: str) -> bool:
    tail = module.split(".")[1] if "." in module else ""
    return module.startswith(PRESENTATION[0]) or tail == "cli" or tail.startswith("cli_")


def test_no_import_cycles() -> None:
    found = cycles(imports())
    unexpected = [sorted(c) for c in found if c not in KNOWN_CYCLES]
    assert not unexpected, "import cycles: " + "; ".join(" <-> ".join(c) for c in unexpected)


def test_domain_does_not_import_dashboard_or_cli() -> None:
    bad = sorted(f"{m} -> {t}" for m, targets in imports().items() if _is_domain(m)
                 for t in targets if _is_presentation(t))
    assert not bad, "the domain imports presentation: " + ", ".join(bad)


def test_the_check_sees_lazy_imports_and_cycles(tmp_path: Path) -> None:
    """The checker itself: an import inside a function counts, and a ring is found."""
    pkg = tmp_path / "reflectgit"
    (pkg / "kb").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "kb" / "__init__.py").write_text("def f():\n    from reflectgit.dashboard import x\n")
    (pkg / "dashboard.py").write_text("from reflectgit import kb\nx = 1\n")
    (pkg / "typed.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import reflectgit.kb\n")
    mods = {_name(p, tmp_path): p for p in pkg.rglob("*.py")}
    graph = imports(mods)
    assert graph["reflectgit.kb"] == {"reflectgit.dashboard"}
    assert graph["reflectgit.typed"] == set()
    assert cycles(graph) == [{"reflectgit.kb", "reflectgit.dashboard"}]
    assert _is_presentation("reflectgit.cli_git") and _is_presentation("reflectgit.cli.notes")
    assert _is_domain("reflectgit.kb") and not _is_domain("reflectgit.kbx")


def _name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
