"""Every rule of the grading policy, as a golden table: tests/cases/policy.jsonl.

Each row names the rule it checks, a whole response, the reference, and the expected
verdict and Reason.  Add a row to add a case; no Python needed.
"""

from __future__ import annotations

import pytest

from strictgrade import Reason, grade

from .conftest import CASES, grade_options, load_jsonl

POLICY_CASES = load_jsonl(CASES / "policy.jsonl")


@pytest.mark.parametrize(
    "case", POLICY_CASES, ids=[f"{i:03d} {row['rule']}" for i, row in enumerate(POLICY_CASES)]
)
def test_policy_case(case: dict) -> None:
    verdict = grade(case["response"], case["reference"], **grade_options(case))
    assert (verdict.correct, verdict.reason) == (case["correct"], Reason[case["reason"]]), verdict.detail


def test_every_reason_is_exercised_by_the_table() -> None:
    used = {Reason[row["reason"]] for row in POLICY_CASES}
    # RESTATED needs the question text, BAD_REFERENCE aside; both are tested in test_grader.py.
    missing = set(Reason) - used - {Reason.RESTATED}
    assert not missing, f"reasons with no policy case: {sorted(r.name for r in missing)}"


def test_every_policy_section_has_cases() -> None:
    sections = {row["rule"].split()[0] for row in POLICY_CASES}
    assert {"1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "2", "3", "4"} <= sections
