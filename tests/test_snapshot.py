"""The verdicts are the committed snapshot's: a verdict change is always deliberate and listed.

tests/cases/verdict_snapshot.jsonl holds set, id, correct and reason of every row of the public
corpora (when ../shared/corpora is beside the project; else those rows are skipped), the policy
table and the reasoning endings.  After a deliberate change: ``python benchmarks/snapshot.py check``
lists it by class, ``python benchmarks/snapshot.py commit`` records it, and CHANGELOG.md says why.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from .conftest import CASES, SHARED_CORPORA, load_jsonl

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def _snapshot_module() -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))  # snapshot.py imports its neighbour _corpora
    spec = importlib.util.spec_from_file_location("strictgrade_snapshot", BENCHMARKS / "snapshot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_verdicts_match_the_committed_snapshot() -> None:
    snapshot = _snapshot_module()
    found = snapshot.changes(load_jsonl(snapshot.COMMITTED), snapshot.snapshot_rows(SHARED_CORPORA))
    assert not found, ("verdicts differ from tests/cases/verdict_snapshot.jsonl (python benchmarks/snapshot.py check; "
                       "if deliberate: commit, and list the change in CHANGELOG.md):\n" + "\n".join(found))


def test_the_snapshot_covers_every_row_of_its_tables() -> None:
    committed = load_jsonl(CASES / "verdict_snapshot.jsonl")
    sets = {name: sum(row["set"] == name for row in committed) for name in ("policy", "reasoning_endings")}
    assert sets == {"policy": len(load_jsonl(CASES / "policy.jsonl")),
                    "reasoning_endings": len(load_jsonl(CASES / "reasoning_endings.jsonl"))}
    assert len({(row["set"], row["id"]) for row in committed}) == len(committed)
    assert all(set(row) == {"set", "id", "correct", "reason"} for row in committed)
