"""The project's reasoning-model corpus: tests/cases/reasoning_endings.jsonl.

Realistic endings of reasoning models (think traces with intermediate boxes, a summary,
the final answer in each common style and in several languages, responses cut off by a
token limit), built from MATH-500's references by benchmarks/make_reasoning_corpus.py and
labelled by POLICY.md.  Every row must get its label, and an incorrect row its reason.
"""

from __future__ import annotations

from collections import Counter

import pytest

from strictgrade import Mode, Reason, grade

from .conftest import CASES, load_jsonl

ROWS = load_jsonl(CASES / "reasoning_endings.jsonl")


@pytest.mark.parametrize("mode", [Mode.EVAL, Mode.REWARD])
def test_every_reasoning_ending_gets_its_label(mode: Mode) -> None:
    wrong = []
    for row in ROWS:
        verdict = grade(row["response"], row["gold"], mode=mode)
        expected = Reason[row["reason"]] if row["reason"] else None
        if verdict.correct != row["label"] or (expected is not None and verdict.reason is not expected):
            wrong.append((row["id"], row["kind"], verdict.reason.name, verdict.detail))
    assert not wrong, wrong[:10]


def test_the_corpus_covers_every_ending_style_and_both_labels() -> None:
    kinds = Counter(row["kind"].split(", ")[0] for row in ROWS)
    styles = {row["kind"].split(", ", 1)[1] for row in ROWS if row["kind"].startswith(("right, ", "wrong, "))}
    assert kinds["right"] >= 100 and kinds["wrong"] >= 40 and len(ROWS) >= 300
    assert {"bold heading, box", "bold label, inline box", "bold box", "anchor, display block", "zh", "ja", "ru"} <= styles
