"""The project's hard-forms corpus: tests/cases/hard_forms.jsonl (benchmarks/make_hard_forms_corpus.py).

Correct answers in forms rule-based graders often refuse (issue 24 part 1, issue 22 items 6-7) and
answers rounded on one side (issue 24 part 2), half of them wrong.  By default strictgrade pays every
hard form and refuses the rounded ones; with ``preset="lenient"`` it pays those too.
"""

from __future__ import annotations

from collections import Counter

from strictgrade import grade

from .conftest import CASES, load_jsonl

ROWS = load_jsonl(CASES / "hard_forms.jsonl")


def test_every_row_gets_its_verdict_by_default_and_with_the_preset() -> None:
    wrong = []
    for row in ROWS:
        default, lenient = grade(row["response"], row["gold"]), grade(row["response"], row["gold"], preset="lenient")
        if (default.correct, lenient.correct) != (row["default"], row["lenient"]):
            wrong.append((row["id"], row["response"], row["gold"], default.reason.name, lenient.reason.name))
    assert not wrong, wrong[:10]


def test_the_preset_never_pays_a_wrong_row_and_the_labels_are_balanced() -> None:
    assert all(row["label"] == row["lenient"] for row in ROWS)
    assert all(not row["default"] or row["label"] for row in ROWS)
    kinds = Counter(row["kind"].split(", ")[0] for row in ROWS)
    assert kinds["right"] == kinds["wrong"] and len(ROWS) >= 100
    classes = {row["kind"].split(", ", 1)[1] for row in ROWS}
    assert {"rounded reference", "rounded candidate", "percent as fraction", "count noun", "chain after a box"} <= classes
