"""The package's shape: imports point one way, and every module stays small enough to read."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, List, Set

PACKAGE = Path(__file__).resolve().parent.parent / "strictgrade"

# About 700 lines a module: past that a module holds more than one concept (issue 22).
MAX_STAGE_LINES = 700
# The one exception: _tables.py is the project's single place for word tables, data and not logic
# (phrases in 30 languages); split, it would only scatter the tables the rules read.
OVER_MAX_STAGE_LINES = frozenset({"strictgrade/_tables.py"})


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> Set[str]:
    """The package modules a module imports at its top level (lazy imports in functions aside)."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: Set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package.split(".")
            base = base[: len(base) - (node.level - 1)]
            target = ".".join(base + ([node.module] if node.module else []))
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("strictgrade"))
    return found


def import_graph() -> Dict[str, Set[str]]:
    """Each module of the package and the package modules it imports at its top level."""
    paths = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    return {name: {target for target in _imports(path) if target in paths and target != name}
            for name, path in paths.items()}


def cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """Every import cycle, each once, as the modules along it (a package's own __init__ aside)."""
    found: List[List[str]] = []
    state: Dict[str, int] = {}
    stack: List[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for target in sorted(graph[node]):
            if node.startswith(target + "."):
                continue  # a submodule reading its own package's __init__ is Python's normal order
            if state.get(target) == 1:
                found.append(stack[stack.index(target):] + [target])
            elif target not in state:
                visit(target)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_in_the_package() -> None:
    assert cycles(import_graph()) == []


def test_extraction_stages_import_one_way() -> None:
    """The stages read each other in the pipeline's order and never the grader above them."""
    order = ["memo", "words", "arithmetic", "members", "values", "phrases", "characters", "visible", "after_value", "layout", "lexicons", "interjections", "clauses", "cataphors", "unfinished", "ending", "document", "doubles", "scope", "differences", "complements", "people", "anaphors", "suppositions", "denials", "restrictions", "retractions", "restatements", "mood", "assertion", "confirmations", "offers", "reassignments", "mistakes", "questions", "cases", "sections", "notes", "fallback", "anchors",
             "boxes"]
    graph = import_graph()
    for index, stage in enumerate(order):
        imported = {name.rsplit(".", 1)[1] for name in graph[f"strictgrade.extract.{stage}"] if name.startswith("strictgrade.extract.")}
        assert imported <= set(order[:index]), (stage, imported - set(order[:index]))
        assert not any(name.startswith(("strictgrade.grader", "strictgrade.tools", "strictgrade.integrations"))
                       for name in graph[f"strictgrade.extract.{stage}"])


def test_no_module_over_about_seven_hundred_lines() -> None:
    """Every module of the package, the extraction stages and the rest alike (_tables.py, data, aside)."""
    sizes = {path.relative_to(PACKAGE.parent).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
             for path in PACKAGE.rglob("*.py")}
    assert OVER_MAX_STAGE_LINES <= set(sizes)  # the exception names a module that exists
    assert any(name.startswith("strictgrade/extract/") for name in sizes)
    over = {name: lines for name, lines in sizes.items() if lines > MAX_STAGE_LINES and name not in OVER_MAX_STAGE_LINES}
    assert not over, over


def test_importing_the_grader_loads_no_heavy_module() -> None:
    """The grammar (pyparsing), the numeric fallback (mpmath) and dataclasses with the inspect
    machinery it pulls in are loaded when a grade first needs them, not by ``import strictgrade``."""
    import subprocess
    import sys

    heavy = ("pyparsing", "mpmath", "dataclasses", "inspect", "ast")
    code = f"import sys, strictgrade; print(sorted(m for m in {heavy!r} if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
