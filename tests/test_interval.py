"""The float interval check is rigorous: every interval holds the full-precision value, and it
never changes a verdict of the identity test or of a comparison of constants."""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

from hypothesis import given
from hypothesis import strategies as st

from strictgrade._interval import interval, surely_different
from strictgrade.answer import Node
from strictgrade.compare import _compare_identity
from strictgrade.grammar import parse_answer
from strictgrade.numeric import (
    evaluate,
    free_variables,
    rational_points,
    real_fraction,
    sample_points,
)
from strictgrade.verdict import GradeError

from ._identity import mpmath_identity

LEAVES = st.sampled_from(["x", "2", "3", "\\frac{1}{2}", "\\pi", "e", "0", "7", "x"])


def _combine(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(inner, st.sampled_from(["+", "-", "\\cdot ", "/"]), inner).map(lambda t: "(" + "".join(t) + ")"),
        st.tuples(inner, st.sampled_from(["2", "3", "-1", "0", "x", "\\frac{1}{2}"])).map(lambda t: "(" + t[0] + ")^{" + t[1] + "}"),
        st.tuples(st.sampled_from(["\\sin", "\\cos", "\\exp", "\\ln", "\\sqrt", "\\arctan", "\\tan", "|"]), inner).map(
            lambda t: "|" + t[1] + "|" if t[0] == "|" else t[0] + "{" + t[1] + "}" if t[0] == "\\sqrt" else t[0] + "(" + t[1] + ")"
        ),
        inner.map(lambda s: "-" + s),
    )


EXPRESSIONS = st.recursive(LEAVES, _combine, max_leaves=6)


def parsed(text: str) -> Optional[Node]:
    try:
        return parse_answer(text)
    except GradeError:
        return None


@given(EXPRESSIONS)
def test_the_interval_holds_the_full_precision_value(text: str) -> None:
    node = parsed(text)
    if node is None:
        return
    names = free_variables(node)
    for point, env in zip(rational_points(names), sample_points(names)):
        bounds = interval(node, point)
        if bounds is None:
            continue
        try:
            value = real_fraction(evaluate(node, env))
        except GradeError:
            continue
        assert value is not None, text
        slack = abs(value) / 2**180 + Fraction(1, 2**300)
        assert Fraction(bounds[0]) - slack <= value <= Fraction(bounds[1]) + slack, (text, point, bounds)


@given(EXPRESSIONS, EXPRESSIONS, st.booleans())
def test_the_interval_check_keeps_identity_verdicts(left: str, right: str, rewrite: bool) -> None:
    reference = parsed(left)
    candidate = parsed(f"({right})+({left})-({right})" if rewrite else right)
    if reference is None or candidate is None:
        return
    names = free_variables(reference)
    if not names or names != free_variables(candidate):
        return
    try:
        expected = mpmath_identity(reference, candidate, names)
        found = _compare_identity(reference, candidate, names).reason
    except GradeError:
        return
    assert found == expected, (left, right)


def test_far_apart_values_are_told_apart_and_close_ones_are_not() -> None:
    assert surely_different(interval(parse_answer("\\sqrt{2}"), {}), interval(parse_answer("1.41"), {}))
    assert not surely_different(interval(parse_answer("\\sqrt{8}"), {}), interval(parse_answer("2\\sqrt{2}"), {}))
    assert not surely_different(interval(parse_answer("\\sqrt{2}+10^{-60}"), {}), interval(parse_answer("\\sqrt{2}"), {}))
    assert interval(parse_answer("\\sqrt{-1}"), {}) is None and interval(parse_answer("\\frac{1}{0}"), {}) is None
