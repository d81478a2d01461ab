"""Symbolic answers without a CAS: each construct of the expression grammar, equal and unequal."""

from __future__ import annotations

from typing import List, Tuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from strictgrade import Reason, grade, grade_answer

# (reference, candidate, reason), one group per construct.
PAIRS: List[Tuple[str, str, Reason]] = [
    # fractions, powers, roots
    (r"\frac{\sqrt{3}}{2}", r"\frac{1}{2}\sqrt{3}", Reason.VALUE_EQUAL),
    (r"\frac{\sqrt{3}}{2}", r"\frac{\sqrt{2}}{2}", Reason.VALUE_MISMATCH),
    (r"5+2\sqrt{6}", r"(\sqrt{2}+\sqrt{3})^2", Reason.VALUE_EQUAL),
    (r"2\sqrt{3}", r"\sqrt{12}", Reason.VALUE_EQUAL),
    (r"2\sqrt{3}", r"\sqrt{13}", Reason.VALUE_MISMATCH),
    (r"\sqrt[3]{2}", r"2^{1/3}", Reason.VALUE_EQUAL),
    (r"\sqrt{2}", "sqrt(2)", Reason.EQUAL),
    (r"\sqrt{2}", "2**(1/2)", Reason.VALUE_EQUAL),
    (r"x^{-1}", r"\frac{1}{x}", Reason.VALUE_EQUAL),
    # constants
    (r"\frac{\pi}{3}", r"\frac{2\pi}{6}", Reason.VALUE_EQUAL),
    (r"\frac{\pi}{3}", "pi/3", Reason.VALUE_EQUAL),
    (r"7\pi", "7", Reason.VALUE_MISMATCH),
    (r"e^{i\pi}", "-1+0i", Reason.VALUE_EQUAL),
    ("1+2i", "2i+1", Reason.VALUE_EQUAL),
    ("1+2i", "1-2i", Reason.VALUE_MISMATCH),
    (r"\sqrt{2}-\sqrt{2}+\pi", r"\pi", Reason.VALUE_EQUAL),
    # implicit multiplication and operators
    (r"2\pi r", r"2 \cdot \pi \cdot r", Reason.EQUAL),
    ("2(x+1)", "2x+2", Reason.VALUE_EQUAL),
    ("3x", r"3 \times x", Reason.EQUAL),
    ("3x", "x3", Reason.UNPARSABLE),
    ("x^2y", "y x^2", Reason.VALUE_EQUAL),
    ("2x", "2^x", Reason.VALUE_MISMATCH),
    # trigonometry
    (r"2\sin x\cos x", r"\sin 2x", Reason.VALUE_EQUAL),
    (r"\sin^2 y", r"1-\cos^2 y", Reason.VALUE_EQUAL),
    (r"\tan^2(y)+1", r"\sec^2(y)", Reason.VALUE_EQUAL),
    (r"\arctan x", r"\tan^{-1} x", Reason.EQUAL),
    (r"\sin x", r"\cos x", Reason.VALUE_MISMATCH),
    (r"\frac{\sqrt{2}}{2}", r"\sin\frac{\pi}{4}", Reason.VALUE_EQUAL),
    # logarithms and exponentials
    (r"\ln x", "log(x)", Reason.VALUE_EQUAL),
    (r"\log_2 x", r"\frac{\ln x}{\ln 2}", Reason.VALUE_EQUAL),
    (r"\exp(x)", "e^x", Reason.VALUE_EQUAL),
    (r"3\ln 2", r"\ln 8", Reason.VALUE_EQUAL),
    (r"\ln 8", r"\ln 9", Reason.VALUE_MISMATCH),
    # factorials, binomials, absolute values, floors
    (r"\binom{n}{2}", r"\frac{n(n-1)}{2}", Reason.VALUE_EQUAL),
    (r"\binom{n}{2}", r"\frac{n(n+1)}{2}", Reason.VALUE_MISMATCH),
    (r"\frac{n(n+1)}{2}", r"\frac{n^2+n}{2}", Reason.VALUE_EQUAL),
    ("|x|", r"\sqrt{x^2}", Reason.VALUE_EQUAL),
    ("|x|", "x", Reason.VALUE_MISMATCH),
    (r"\lfloor x \rfloor", r"\lceil x \rceil - 1", Reason.VALUE_EQUAL),
    # variables must match, case-sensitively
    ("x+1", "X+1", Reason.VALUE_MISMATCH),
    ("x+y", "y+x", Reason.VALUE_EQUAL),
    ("x+y", "x+z", Reason.VALUE_MISMATCH),
    (r"\alpha+1", r"1+\alpha", Reason.VALUE_EQUAL),
    ("a_1+a_2", "a_2+a_1", Reason.VALUE_EQUAL),
    # equations and inequalities
    ("y = 2x + 3", "y = 3 + 2x", Reason.VALUE_EQUAL),
    ("y = 2x + 3", "2x + 3 = y", Reason.EQUAL),
    ("y = 2x + 3", "-y = -2x - 3", Reason.VALUE_MISMATCH),
    ("x^2 + y^2 = 1", "y^2 + x^2 = 1", Reason.VALUE_EQUAL),
    ("x = 5", "5", Reason.EQUAL),
    ("x > 3", "3 < x", Reason.EQUAL),
    (r"x \ge 3", "x > 3", Reason.VALUE_MISMATCH),
    (r"1 < x \le 3", r"3 \ge x > 1", Reason.EQUAL),
    # integer and fraction references need evaluated candidates
    ("5", r"\sqrt{25}", Reason.UNEVALUATED),
    ("1024", "2^{10}", Reason.UNEVALUATED),
    ("3", r"\log_2 8", Reason.UNEVALUATED),
    (r"\frac{1}{2}", r"\sin\frac{\pi}{6}", Reason.UNEVALUATED),
    ("0", r"e^{i\pi}+1", Reason.UNEVALUATED),
]


@pytest.mark.parametrize("reference, candidate, reason", PAIRS, ids=[f"{r} vs {c}" for r, c, _ in PAIRS])
def test_symbolic_pair(reference: str, candidate: str, reason: Reason) -> None:
    verdict = grade(rf"\boxed{{{candidate}}}", reference)
    assert verdict.reason is reason, verdict.detail


polynomial = st.lists(st.integers(-20, 20), min_size=1, max_size=5)


def expanded(coefficients: List[int]) -> str:
    return " + ".join(f"({c}) x^{{{k}}}" for k, c in enumerate(coefficients))


def permuted(coefficients: List[int]) -> str:
    return " + ".join(f"x^{{{k}}} \\cdot ({c})" for k, c in reversed(list(enumerate(coefficients))))


@given(polynomial)
def test_a_polynomial_equals_its_permuted_form(coefficients: List[int]) -> None:
    assert grade_answer(permuted(coefficients), expanded(coefficients))


@given(st.integers(-9, 9), st.integers(-9, 9))
def test_a_product_equals_its_expansion(a: int, b: int) -> None:
    product = f"(x + ({a}))(x + ({b}))"
    expansion = f"x^2 + ({a + b})x + ({a * b})"
    assert grade_answer(product, expansion)


@given(polynomial, st.data())
def test_a_changed_coefficient_is_not_equal(coefficients: List[int], data: st.DataObject) -> None:
    index = data.draw(st.integers(0, len(coefficients) - 1))
    changed = list(coefficients)
    changed[index] += data.draw(st.sampled_from([-2, -1, 1, 2]))
    assert not grade_answer(expanded(changed), expanded(coefficients))


ATOMS = ["x", "y", "2", "3", r"\pi", "e", "i", "0", "1"]
OPERATORS = ["+", "-", r"\cdot", "/", "^"]
WRAPPERS = [r"\sqrt{%s}", r"\sin(%s)", r"\ln(%s)", r"\frac{%s}{2}", "(%s)!", "|%s|", r"\binom{%s}{2}", "10^{%s}"]


@st.composite
def expressions(draw: st.DrawFn, depth: int = 3) -> str:
    if depth == 0 or draw(st.booleans()):
        return draw(st.sampled_from(ATOMS))
    if draw(st.booleans()):
        return draw(st.sampled_from(WRAPPERS)) % draw(expressions(depth - 1))
    return f"{draw(expressions(depth - 1))} {draw(st.sampled_from(OPERATORS))} {draw(expressions(depth - 1))}"


@given(expressions(), expressions())
def test_any_generated_expression_finishes_with_a_verdict(reference: str, candidate: str) -> None:
    verdict = grade(rf"\boxed{{{candidate}}}", reference)
    assert verdict.correct == verdict.reason.is_correct
