"""The public API: signatures, types, options, and the drop-in PRM800K contract."""

from __future__ import annotations

import copy
import inspect
import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import strictgrade
from strictgrade import Form, Mode, Reason, Verdict, extract_answer, grade, grade_answer, grade_candidate


def test_public_names() -> None:
    assert {"grade_answer", "grade", "extract_answer", "Verdict", "Reason"} <= set(strictgrade.__all__)
    answer_parameters = inspect.signature(grade_answer).parameters
    assert list(answer_parameters)[:2] == ["given_answer", "ground_truth"]  # PRM800K's signature, drop-in
    assert all(p.kind is inspect.Parameter.VAR_KEYWORD for p in list(answer_parameters.values())[2:])  # options by keyword only
    parameters = inspect.signature(grade).parameters
    assert list(parameters)[:2] == ["response", "reference"]
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for name, p in parameters.items() if name not in ("response", "reference"))


def test_options_are_keyword_only() -> None:
    with pytest.raises(TypeError):
        grade("5", "5", 2)  # type: ignore[misc]


def test_verdict_is_frozen_and_truthy_when_correct() -> None:
    verdict = grade(r"\boxed{5}", "5")
    assert verdict and verdict.correct and verdict.reason is Reason.EQUAL and verdict.candidate == "5"
    with pytest.raises(AttributeError):
        verdict.correct = False  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del verdict.reason  # type: ignore[misc]
    assert not Verdict(False, Reason.NO_ANSWER)
    with pytest.raises(ValueError):
        Verdict(True, Reason.HEDGED)


def test_a_verdict_is_a_value_copied_pickled_and_hashed_whole() -> None:
    verdict = grade(r"\boxed{\frac{1}{2}} (or 0.5)", "1/2")
    for twin in (copy.copy(verdict), copy.deepcopy(verdict), pickle.loads(pickle.dumps(verdict))):
        assert twin == verdict and hash(twin) == hash(verdict) and twin.detail == verdict.detail
    assert verdict != Verdict(verdict.correct, verdict.reason, verdict.candidate, verdict.detail + ".")
    assert Verdict(correct=False, reason=Reason.NO_ANSWER) == Verdict(False, Reason.NO_ANSWER, None, "")
    assert repr(Verdict(False, Reason.HEDGED, "3")) == "Verdict(correct=False, reason=Reason.HEDGED, candidate='3', detail='')"


def test_every_reason_reads_as_a_sentence() -> None:
    assert all(reason.value[0].islower() and " " in reason.value for reason in Reason)


# PRM800K's grader is called as grade_answer(given_answer, ground_truth) on extracted answers.
PRM800K_STYLE = [
    ("468", "468", True),
    (r"\frac{6}{11}", "6/11", True),
    ("x = 5", "5", True),
    (r"\$10", "10", True),
    (r"10\text{ units}", "10", True),
    (r"\left(3, \frac{\pi}{2}\right)", r"(3, \frac{\pi}{2})", True),
    ("4, 10, -2", "10, 4, -2", True),
    (r"\frac{2}{4}", r"\frac12", False),
    (r"\sqrt{25}", "5", False),
    ("3 or 5", "5", False),
    ("", "5", False),
]


@pytest.mark.parametrize("given, truth, expected", PRM800K_STYLE)
def test_grade_answer_drop_in(given: str, truth: str, expected: bool) -> None:
    assert grade_answer(given, truth) is expected


def test_float_references_are_read_as_their_shortest_decimal() -> None:
    assert grade_answer("0.00001", 1e-05) is True  # type: ignore[arg-type]
    assert grade_answer("0.1", 0.1) is True  # type: ignore[arg-type]


def test_grade_answer_takes_none_and_numbers() -> None:
    assert grade_answer(None, "5") is False  # type: ignore[arg-type]
    assert grade_answer("5", 5) is True  # type: ignore[arg-type]
    assert grade_answer("0.5", Fraction(1, 2)) is True  # type: ignore[arg-type]


def test_grade_rejects_non_text_types_loudly() -> None:
    with pytest.raises(TypeError):
        grade(["5"], "5")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        grade("5", True)  # type: ignore[arg-type]


def test_missing_response_and_reference() -> None:
    assert grade(None, "5").reason is Reason.NO_ANSWER  # type: ignore[arg-type]
    assert grade("5", "").reason is Reason.BAD_REFERENCE
    assert grade("5", r"\frac{").reason is Reason.BAD_REFERENCE


def test_integer_reference_from_a_dataset() -> None:
    assert grade("#### 72", 72).correct


def test_reference_that_is_a_whole_solution_is_graded_by_its_box() -> None:
    assert grade("004", r"the answer should be \boxed{004}.").reason is Reason.EQUAL


def test_question_lets_restated_givens_be_refused() -> None:
    question = r"What is $\frac{3^4}{3^2}$?"
    assert grade(r"\boxed{\frac{3^4}{3^2}}", "9", question=question).reason is Reason.RESTATED
    assert grade(r"\boxed{9}", "9", question=question).reason is Reason.EQUAL


def test_modes_and_forms_are_enums() -> None:
    assert grade("5", "5", mode=Mode.REWARD).reason is Reason.NO_ANSWER
    assert grade(r"\sqrt{8}", r"2\sqrt{2}", form=Form.SIMPLEST).reason is Reason.NOT_SIMPLEST_FORM


def test_decimals_option() -> None:
    assert grade("Answer: 2.345", "2.35", decimals=2).reason is Reason.ROUNDED_EQUAL
    assert grade("Answer: 2.345", "2.35").reason is Reason.VALUE_MISMATCH


def test_extract_answer() -> None:
    assert extract_answer(r"So $x = \boxed{3}$.") == "3"
    assert extract_answer(r"\boxed{3} or \boxed{5}") == "3, 5"
    assert extract_answer(r"maybe \boxed{3} or maybe \boxed{5}") is None
    assert extract_answer("42", mode=Mode.REWARD) is None
    assert extract_answer(None) is None  # type: ignore[arg-type]


def test_inequality_against_interval() -> None:
    assert grade(r"\boxed{x \ge 3}", r"[3, \infty)").reason is Reason.VALUE_EQUAL
    assert grade(r"\boxed{[3, \infty)}", r"x \ge 3").reason is Reason.VALUE_EQUAL
    assert grade(r"\boxed{x > 3}", r"[3, \infty)").reason is Reason.VALUE_MISMATCH


def test_multiline_display_math_fallback() -> None:
    assert grade("Answer \\[ \n 9 \n \\]", "9").correct
    assert grade("We get\n$$\n3 + 4\n$$\nand then\n$$\n12\n$$", "12").correct


# Known gaps: the policy would accept these, the implementation does not yet.
@pytest.mark.xfail(strict=True, reason="a function-valued side (f(x)) is not read as the variable of an interval")
def test_function_inequality_against_interval() -> None:
    assert grade(r"\boxed{0 < f(x) < 1}", "(0, 1)").correct


@pytest.mark.xfail(strict=True, reason="a real cube root and a fractional power differ at negative sample points")
def test_cube_root_as_a_power() -> None:
    assert grade(r"\boxed{x^{1/3}}", r"\sqrt[3]{x}").correct


def test_a_verdict_cannot_contradict_its_reason() -> None:
    with pytest.raises(ValueError):
        Verdict(True, Reason.HEDGED)
    with pytest.raises(ValueError):
        Verdict(False, Reason.EQUAL)
    assert Verdict(True, Reason.VALUE_EQUAL, "5")


def test_clear_caches_is_public_and_grading_still_works_after_it() -> None:
    import strictgrade

    assert strictgrade.grade_candidate(r"\frac12", "0.5").correct
    strictgrade.clear_caches()
    assert strictgrade.grade_candidate(r"\frac12", "0.5").reason is Reason.VALUE_EQUAL


def test_a_response_graded_again_reuses_its_verdict_keyed_by_everything_that_decides_it() -> None:
    from strictgrade import grader
    from strictgrade.limits import MAX_CACHED_RESPONSE

    grader.clear_caches()
    response = r"So the answer is $\boxed{\frac{1}{2}}$."
    first = grader.grade(response, "0.5")
    assert grader.grade(response, "0.5") is first  # the same verdict object: read from the cache
    assert grader._grade_cached.cache_info().hits == 1
    # another reference, mode or option is another key, with its own verdict
    assert grader.grade(response, "0.25").reason is Reason.VALUE_MISMATCH
    assert grader.grade(r"So it is $\boxed{0.504}$.", "0.5").reason is Reason.VALUE_MISMATCH
    assert grader.grade(r"So it is $\boxed{0.504}$.", "0.5", decimals=2).reason is Reason.ROUNDED_EQUAL
    assert grader.grade("I think it is 7", "7", mode=Mode.REWARD).reason is Reason.NO_ANSWER
    assert grader.grade("I think it is 7", "7").correct
    question = "Let f(x) = x+10. Find f(x) - 9."
    assert grader.grade(r"\boxed{x+10}", "x+1", question=question).reason is Reason.RESTATED
    assert grader.grade(r"\boxed{x+10}", "x+1").reason is Reason.VALUE_MISMATCH
    # a long response is graded without being kept
    long_response = "Some words. " * (MAX_CACHED_RESPONSE // 12 + 1) + r"\boxed{5}"
    misses = grader._grade_cached.cache_info().misses
    assert grader.grade(long_response, "5").correct
    assert grader._grade_cached.cache_info().misses == misses
    grader.clear_caches()
    assert grader._grade_cached.cache_info().currsize == 0


@pytest.mark.parametrize(
    "candidate, reference, question, reason",
    [
        ("x+1", "1+x", "Let f(x) = x+10. Find f(x) - 9.", Reason.VALUE_EQUAL),  # x+1 is not a token run of x+10
        ("2x", "2x", "Let g = 12x. Find g/6.", Reason.EQUAL),  # 2x is not inside 12x
        ("x+10", "x+1", "Let f(x) = x+10. Find f(x) - 9.", Reason.RESTATED),
        (r"\frac{a}{b}", r"\frac{b}{a}", r"Invert $\frac{a}{b}$.", Reason.RESTATED),
    ],
)
def test_restatement_is_matched_by_whole_tokens(candidate: str, reference: str, question: str, reason: Reason) -> None:
    assert grade_candidate(candidate, reference, question=question).reason is reason


@pytest.mark.parametrize(
    "candidate", ["probably 5", "5 probably", "maybe 5", "at least 5", "5 or more", "almost 5", "peut-être 5", "5以上"]
)
def test_a_hedge_phrase_is_a_hedge_wherever_it_stands(candidate: str) -> None:
    assert grade_candidate(candidate, "5").reason is Reason.HEDGED
    assert grade(rf"The answer is \boxed{{{candidate}}}.", "5").reason is Reason.HEDGED


# --- a plain number written the same on both sides is EQUAL without reading: the full reading agrees ---

@settings(max_examples=500, deadline=None)
@given(st.from_regex(r"-?[0-9]{1,20}(\.[0-9]{1,20})?", fullmatch=True) | st.from_regex(r"-?\d{1,3}(\.\d{1,3})?", fullmatch=True),
       st.sampled_from([None, 2]))
def test_the_plain_number_step_decides_as_the_full_reading(number: str, decimals) -> None:
    from strictgrade.grader import _grade_read_text, _grade_text
    from strictgrade.verdict import make_options

    options = make_options(decimals, Form.VALUE)
    assert _grade_text(number, number, options, None) == _grade_read_text(number, number, options, None)
