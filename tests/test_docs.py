"""Every ``grade(...)  # outcome`` example in docs/policy.md is a real call: it gets that outcome."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import List, Tuple

import pytest

from strictgrade import Mode, Reason, grade

POLICY_DOC = Path(__file__).resolve().parent.parent / "docs" / "policy.md"
_EXAMPLE_RE = re.compile(r"^(grade\(.*\))\s+#\s*(.*)$")


def _examples() -> List[Tuple[str, str]]:
    found = []
    for line in POLICY_DOC.read_text(encoding="utf-8").splitlines():
        match = _EXAMPLE_RE.match(line.strip())
        if match:
            found.append((match.group(1), match.group(2)))
    return found


def _call(source: str) -> Tuple[list, dict]:
    call = ast.parse(source, mode="eval").body
    assert isinstance(call, ast.Call)
    arguments = [ast.literal_eval(argument) for argument in call.args]
    options = {}
    for keyword in call.keywords:
        if isinstance(keyword.value, ast.Attribute) and keyword.arg == "mode":
            options["mode"] = Mode[keyword.value.attr]
        else:
            options[keyword.arg] = ast.literal_eval(keyword.value)
    return arguments, options


EXAMPLES = _examples()


def test_the_policy_doc_has_examples() -> None:
    assert len(EXAMPLES) >= 25


@pytest.mark.parametrize("source, outcome", EXAMPLES, ids=[source[:60] for source, _ in EXAMPLES])
def test_policy_doc_example(source: str, outcome: str) -> None:
    arguments, options = _call(source)
    verdict = grade(*arguments, **options)
    named = [word.strip(",:()") for word in outcome.split() if word.strip(",:()") in Reason.__members__]
    if outcome.startswith("correct"):
        assert verdict.correct, verdict
    else:
        assert not verdict.correct, verdict
    if named:
        assert verdict.reason.name in named, (verdict, outcome)
