"""Shared fixtures: the golden case tables and the corpora beside the project (when present)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Dict, List

import os

import pytest
from hypothesis import HealthCheck, settings

from strictgrade import Form, Mode

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


def load_jsonl(path: Path) -> List[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def grade_options(row: dict) -> Dict[str, object]:
    """Turn a case row's "options" into keyword arguments of grade()."""
    options: Dict[str, object] = dict(row.get("options", {}))
    if "mode" in options:
        options["mode"] = Mode(options["mode"])
    if "form" in options:
        options["form"] = Form(options["form"])
    return options


@pytest.fixture(scope="session")
def shared_corpora() -> Path:
    if not SHARED_CORPORA.is_dir():
        pytest.skip("../shared/corpora is not beside the project")
    return SHARED_CORPORA
