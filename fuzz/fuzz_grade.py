"""Coverage-guided fuzzing of the whole pipeline with atheris (libFuzzer).

    pip install atheris
    python fuzz/fuzz_grade.py -max_total_time=600 fuzz/corpus

Every input is split into a response and a reference; grade(), grade_answer() and
extract_answer() must return a verdict, a bool and a str or None, never raise and never
hang (libFuzzer's -timeout flags a slow input).  A crash is a bug: add the input that
found it to tests/test_hostile.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import atheris

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

with atheris.instrument_imports():
    from strictgrade import Reason, Verdict, extract_answer, grade, grade_answer


def test_one_input(data: bytes) -> None:
    provider = atheris.FuzzedDataProvider(data)
    response = provider.ConsumeUnicodeNoSurrogates(provider.ConsumeIntInRange(0, 400))
    reference = provider.ConsumeUnicodeNoSurrogates(120)
    verdict = grade(response, reference)
    if not isinstance(verdict, Verdict) or verdict.correct != verdict.reason.is_correct:
        raise AssertionError(f"bad verdict {verdict!r}")
    if not isinstance(verdict.reason, Reason):
        raise AssertionError("reason is not a Reason")
    if not isinstance(grade_answer(response, reference), bool):
        raise AssertionError("grade_answer did not return a bool")
    answer = extract_answer(response)
    if answer is not None and not isinstance(answer, str):
        raise AssertionError("extract_answer did not return a str or None")


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
