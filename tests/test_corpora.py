"""Agreement with labeled model outputs: the bundled sample always, ../shared/corpora when present.

The thresholds are the project's accuracy targets; where strictgrade disagrees with a
label on purpose, docs/policy.md says which rule decides.
"""

from __future__ import annotations

from pathlib import Path
from typing import Dict

import pytest

from strictgrade import grade

from .conftest import load_jsonl

SAMPLE = Path(__file__).resolve().parent.parent / "strictgrade" / "data" / "qwen25math_sample.jsonl"

TARGETS: Dict[str, tuple] = {
    # corpus: (minimum agreement, grade options)
    "qwen25math_cot_100": (0.99, {}),
    "gsm8k_openai": (0.999, {}),
    "prm800k_phase1_train": (0.95, {}),
    "tatqa_pot": (0.90, {"decimals": 2}),
}


def agreement(rows: list, options: dict) -> float:
    return sum(grade(row["response"], row["gold"], **options).correct == bool(row["label"]) for row in rows) / len(rows)


def test_bundled_sample_agrees_with_its_labels() -> None:
    rows = load_jsonl(SAMPLE)
    assert len(rows) == 200
    assert agreement(rows, {}) >= 0.99


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_shared_corpus_meets_its_target(shared_corpora: Path, name: str) -> None:
    path = shared_corpora / f"{name}.jsonl"
    if not path.exists():
        pytest.skip(f"{path} is missing")
    minimum, options = TARGETS[name]
    assert agreement(load_jsonl(path), options) >= minimum


def test_no_false_positive_on_gsm8k(shared_corpora: Path) -> None:
    rows = load_jsonl(shared_corpora / "gsm8k_openai.jsonl")
    assert not [row["id"] for row in rows if grade(row["response"], row["gold"]).correct and not row["label"]]
