"""Properties of chains after a box (policy §3): the box heads the chain, so it must be in an accepted
form itself, and another form joined to it after the box (in its math span, or by a restating word
such as "i.e.") must be the same value.

Each property builds responses from parts (other numbers, restating words in several languages,
positions after a long response) and checks the verdict in both modes where the reward setting
reads the same text.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, modes, numbers  # noqa: F401

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

factors = st.integers(min_value=2, max_value=40)
openings = st.sampled_from(["", "We multiply the two counts.\n\n", "<think>\nscratch\n</think>\n\nSo "])
# Restating words of several languages (with the punctuation that sets them off) and the stop after the value.
RESTATING = (", i.e. {w}.", ", namely {w}.", ", in other words {w}.", ", which equals {w}.", ", das heißt {w}.",
             ", c'est-à-dire {w}.", ", es decir, {w}.", ", то есть {w}.", "，即 {w}。", "; that is, {w}.")


@SETTINGS
@given(a=factors, b=factors, opening=openings, mode=modes)
def test_an_equal_product_in_the_boxes_span_is_paid(a: int, b: int, opening: str, mode: Mode) -> None:
    response = f"{opening}The total is $\\boxed{{{a * b}}} = {a} \\times {b}$."
    verdict = grade(response, str(a * b), mode=mode)
    assert verdict.correct, verdict


@SETTINGS
@given(a=factors, b=factors, opening=openings, mode=modes)
def test_a_different_product_in_the_boxes_span_is_wrong(a: int, b: int, opening: str, mode: Mode) -> None:
    response = f"{opening}The total is $\\boxed{{{a * b}}} = {a} \\times {b + 1}$."
    verdict = grade(response, str(a * b), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.VALUE_MISMATCH, verdict


@SETTINGS
@given(a=factors, b=factors, opening=openings, mode=modes)
def test_an_unevaluated_box_is_not_rescued_by_the_value_after_it(a: int, b: int, opening: str, mode: Mode) -> None:
    response = f"{opening}The total is $\\boxed{{{a} \\cdot {b}}} = {a * b}$."
    verdict = grade(response, str(a * b), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNEVALUATED, verdict


@SETTINGS
@given(numerator=factors, denominator=factors, scale=st.integers(min_value=2, max_value=9), mode=modes)
def test_an_unreduced_box_is_not_rescued_by_the_reduced_fraction_after_it(numerator: int, denominator: int, scale: int, mode: Mode) -> None:
    value = Fraction(numerator, denominator)
    assume(value.denominator > 1)
    reduced = f"\\frac{{{value.numerator}}}{{{value.denominator}}}"
    response = f"The ratio is $\\boxed{{\\frac{{{value.numerator * scale}}}{{{value.denominator * scale}}}}} = {reduced}$."
    verdict = grade(response, reduced, mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNREDUCED, verdict


@SETTINGS
@given(a=factors, b=factors, template=st.sampled_from(RESTATING), opening=openings)
def test_a_restated_equal_form_after_the_box_is_paid(a: int, b: int, template: str, opening: str) -> None:
    response = opening + f"The total is $\\boxed{{{a * b}}}$" + template.format(w=f"${a} \\cdot {b}$")
    verdict = grade(response, str(a * b))
    assert verdict.correct, verdict


@SETTINGS
@given(a=factors, b=factors, template=st.sampled_from(RESTATING), opening=openings)
def test_a_restated_different_value_after_the_box_is_wrong(a: int, b: int, template: str, opening: str) -> None:
    response = opening + f"The total is $\\boxed{{{a * b}}}$" + template.format(w=str(a * b + 1))
    verdict = grade(response, str(a * b))
    assert not verdict.correct and verdict.reason is Reason.VALUE_MISMATCH, verdict


@SETTINGS
@given(numerator=st.integers(min_value=1, max_value=9), denominator=st.sampled_from([2, 4, 5, 8]), template=st.sampled_from(RESTATING))
def test_a_decimal_restating_a_fraction_must_be_its_exact_value(numerator: int, denominator: int, template: str) -> None:
    value = Fraction(numerator, denominator)
    assume(value.denominator > 1)
    fraction = f"\\frac{{{value.numerator}}}{{{value.denominator}}}"
    exact = str(value.numerator / value.denominator)
    truncated = exact[:-1] if len(exact) > 3 else exact + "1"
    paid = grade(f"So $\\boxed{{{fraction}}}$" + template.format(w=exact), fraction)
    wrong = grade(f"So $\\boxed{{{fraction}}}$" + template.format(w=truncated), fraction)
    assert paid.correct, paid
    assert not wrong.correct and wrong.reason is Reason.VALUE_MISMATCH, wrong


@SETTINGS
@given(a=factors, template=st.sampled_from([", i.e. {w} grams.", ", that is {w} minutes.", ", namely {w} more than before."]))
def test_a_restatement_with_a_unit_or_more_words_is_no_chain(a: int, template: str) -> None:
    """A value that does not end its clause (a converted unit, a comparison) is a note, not another form."""
    verdict = grade(f"The mass is $\\boxed{{{a}}}$ kg" + template.format(w=a * 1000), str(a))
    assert verdict.correct, verdict


# A connective that opens a clause, right before a plain number: the clause concludes with that number.
CONCLUDING = (", so {w}.", ", thus {w}.", ", donc {w}.", ", also {w}.", ", quindi {w}.", ", поэтому {w}.", "，所以{w}。",
              ". So {w}.", ". Therefore {w}.", ".\n\nHence {w}.", ". That is {w}.", ". Donc {w}.")


@SETTINGS
@given(value=st.integers(min_value=2, max_value=10**5), other=st.integers(min_value=2, max_value=10**5),
       template=st.sampled_from(CONCLUDING), opening=openings, mode=modes)
def test_a_conclusion_with_another_number_after_the_box_is_never_paid(value: int, other: int, template: str, opening: str, mode: Mode) -> None:
    assume(value != other)
    verdict = grade(opening + f"The count is $\\boxed{{{value}}}$" + template.format(w=other), str(value), mode=mode)
    assert not verdict.correct and verdict.reason in (Reason.VALUE_MISMATCH, Reason.UNASSERTED, Reason.HEDGED), verdict


@SETTINGS
@given(value=st.integers(min_value=2, max_value=10**5), template=st.sampled_from(CONCLUDING), opening=openings)
def test_a_conclusion_with_the_same_number_after_the_box_is_paid(value: int, template: str, opening: str) -> None:
    verdict = grade(opening + f"The count is $\\boxed{{{value}}}$" + template.format(w=value), str(value))
    assert verdict.correct, verdict
