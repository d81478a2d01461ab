"""The exact path of the identity test agrees with full-precision evaluation (the evaluator before it).

Polynomials and rational functions are now decided with Fractions at the rational sample
points; everything else is evaluated with mpmath as before.  On generated expression pairs
with ordinary coefficients the verdict must be the one the mpmath-only identity test gives.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

from hypothesis import given
from hypothesis import strategies as st

from strictgrade.answer import Node, Num, Op
from strictgrade.compare import _compare_identity
from strictgrade.grammar import parse_answer
from strictgrade.numeric import (
    UndefinedValueError,
    evaluate,
    exact_pair,
    exact_value,
    free_variables,
    is_close,
    radical_form,
    rational_points,
    sample_points,
)
from strictgrade.verdict import GradeError

from ._identity import mpmath_identity

LEAVES = st.sampled_from(["x", "y", "1", "2", "3", "7", "x", "\\frac{1}{2}", "0"])


def _combine(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(inner, st.sampled_from(["+", "-", "\\cdot ", "/"]), inner).map(lambda t: "(" + "".join(t) + ")"),
        st.tuples(inner, st.sampled_from(["2", "3", "-1", "0"])).map(lambda t: "(" + t[0] + ")^{" + t[1] + "}"),
        st.tuples(inner, inner).map(lambda t: "\\frac{%s}{%s}" % t),
        inner.map(lambda s: "-" + s),
    )


RATIONAL = st.recursive(LEAVES, _combine, max_leaves=7)
# Pairs that are often equal: an expression against a rewriting of it.
REWRITES = [
    lambda a, b: (f"({a})+({b})", f"({b})+({a})"),
    lambda a, b: (f"({a})({b})", f"({b})\\cdot({a})"),
    lambda a, b: (f"(({a})+({b}))^{{2}}", f"({a})^{{2}}+2({a})({b})+({b})^{{2}}"),
    lambda a, b: (f"\\frac{{{a}}}{{{b}}}", f"({a})\\cdot({b})^{{-1}}"),
    lambda a, b: (f"({a})-({b})", f"-({b})+({a})"),
    lambda a, b: (f"({a})+({b})", f"({a})+({b})+1"),
]


def parsed(text: str) -> Optional[Node]:
    try:
        return parse_answer(text)
    except GradeError:
        return None


@given(RATIONAL, RATIONAL, st.sampled_from(REWRITES))
def test_exact_identity_gives_the_mpmath_verdict(left: str, right: str, rewrite: object) -> None:
    first, second = rewrite(left, right)  # type: ignore[operator]
    reference, candidate = parsed(first), parsed(second)
    if reference is None or candidate is None:
        return
    names = free_variables(reference)
    if not names or names != free_variables(candidate):
        return
    try:
        expected = mpmath_identity(reference, candidate, names)
    except GradeError:
        return
    assert _compare_identity(reference, candidate, names).reason == expected, (first, second)


@given(RATIONAL)
def test_exact_value_at_a_point_equals_full_precision(text: str) -> None:
    node = parsed(text)
    if node is None:
        return
    names = free_variables(node)
    for point, env in zip(rational_points(names), sample_points(names)):
        try:
            exact = exact_value(node, point)
            if exact is None:
                continue
            value = evaluate(node, env)
        except GradeError:
            continue
        reference = evaluate(_fraction_node(exact), {})
        assert is_close(reference, value), (text, point)


def _fraction_node(value: Fraction) -> Node:
    node: Node = Op("frac", (Num(Fraction(abs(value.numerator)), str(abs(value.numerator))), Num(Fraction(value.denominator), str(value.denominator))))
    return Op("neg", (node,)) if value < 0 else node


@given(RATIONAL)
def test_exact_pairs_equal_exact_values(text: str) -> None:
    """The identity test's integer-pair evaluator gives exactly exact_value's rational (or leaves it)."""
    node = parsed(text)
    if node is None:
        return
    for point in rational_points(free_variables(node)):
        try:
            expected = exact_value(node, point)
        except UndefinedValueError:
            expected = None
        try:
            pair = exact_pair(node, point)
        except UndefinedValueError:
            assert expected is None, text
            continue
        if pair is not None:
            assert Fraction(pair[0], pair[1]) == expected, (text, point)


@given(st.integers(min_value=0, max_value=9), st.integers(min_value=-3, max_value=3))
def test_a_high_degree_difference_is_found(degree: int, shift: int) -> None:
    """A polynomial that vanishes at the first sample points is still told apart from zero."""
    roots = [value for value in (point["x"] for point in rational_points(frozenset("x")))][: degree % 6]
    product = "".join(f"(x-({root.numerator}/{root.denominator}))" for root in roots) or "1"
    reference, candidate = parsed(f"x+{shift}"), parsed(f"x+{shift}+{product}")
    assert reference is not None and candidate is not None
    names = frozenset("x")
    assert _compare_identity(reference, candidate, names).reason == mpmath_identity(reference, candidate, names)


RADICAL_LEAVES = st.sampled_from(["\\sqrt{2}", "\\sqrt{3}", "\\sqrt{8}", "\\sqrt{12}", "\\pi", "i", "\\frac{1}{2}", "2", "3", "\\sqrt{-4}", "\\sqrt{\\frac{1}{2}}", "0"])
RADICALS = st.recursive(RADICAL_LEAVES, _combine, max_leaves=6)


@given(RADICALS, RADICALS, st.sampled_from(REWRITES))
def test_exact_radical_forms_give_the_full_precision_verdict(left: str, right: str, rewrite: object) -> None:
    first, second = rewrite(left, right)  # type: ignore[operator]
    reference, candidate = parsed(first), parsed(second)
    if reference is None or candidate is None:
        return
    try:
        forms = radical_form(reference), radical_form(candidate)
        expected = is_close(evaluate(reference, {}), evaluate(candidate, {}))
    except GradeError:
        return
    if forms[0] is not None and forms[1] is not None:
        assert (forms[0] == forms[1]) == expected, (first, second)


@given(RADICALS)
def test_a_radical_form_has_the_value_of_its_expression(text: str) -> None:
    """Each term q sqrt(m) pi^k i^j of an exact form, summed in mpmath, gives the value the evaluator gives."""
    import mpmath

    node = parsed(text)
    if node is None:
        return
    try:
        form = radical_form(node)
        value = evaluate(node, {})
    except GradeError:
        return
    if form is None:
        return
    with mpmath.workprec(200):
        total = mpmath.mpc(0)
        for (radicand, pi_power, i_power), coefficient in form.items():
            assert coefficient != 0 and radicand >= 1 and i_power in (0, 1)
            term = mpmath.mpf(coefficient.numerator) / coefficient.denominator * mpmath.sqrt(radicand) * mpmath.pi**pi_power
            total += term * (1j if i_power else 1)
        assert is_close((total.real._mpf_, total.imag._mpf_), value), (text, form)
