"""Shared fixtures: the golden case tables and the corpora beside the project (when present)."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path
from typing import Dict, List

import pytest
from hypothesis import HealthCheck, settings


# "ci": a fixed, bounded set of examples, the same on every run.  "fuzz": many random
# examples, for looking for new failures (HYPOTHESIS_PROFILE=fuzz pytest tests/test_properties.py).
settings.register_profile(
    "ci", max_examples=150, derandomize=True, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "fuzz", max_examples=20_000, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

CASES = Path(__file__).resolve().parent / "cases"
SHARED_CORPORA = Path(__file__).resolve().parent.parent.parent / "shared" / "corpora"
# What the benchmark scripts and the tests share about the corpora and the case tables.
_SPEC = importlib.util.spec_from_file_location("strictgrade_corpora", Path(__file__).resolve().parent.parent / "benchmarks" / "_corpora.py")
assert _SPEC is not None and _SPEC.loader is not None
_CORPORA = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_CORPORA)


def load_jsonl(path: Path) -> List[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def grade_options(row: dict) -> Dict[str, object]:
    """Turn a case row's "options" into keyword arguments of grade() (benchmarks/_corpora.py decides)."""
    return _CORPORA.case_options(row)


@pytest.fixture(scope="session")
def shared_corpora() -> Path:
    if not SHARED_CORPORA.is_dir():
        pytest.skip("../shared/corpora is not beside the project")
    return SHARED_CORPORA
