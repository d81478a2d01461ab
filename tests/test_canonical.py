"""Canonical forms (strictgrade/canonical.py): one node for every spelling of one answer.

The table is graded through compare() on normalized, parsed answers, so each row checks
the rewrite where it is used; the function tests below check each rewrite alone.
"""

from __future__ import annotations

import pytest

from strictgrade.answer import Bracketed, Num, Op, Relation, Sym, Text
from strictgrade.canonical import (
    align,
    canonical,
    expand_plus_minus,
    interval_of,
    is_clock_time,
    is_contradiction,
    named_values,
    ratio_as_number,
    strip_assignment,
)
from strictgrade.compare import compare
from strictgrade.grammar import parse_answer
from strictgrade.normalize import normalize
from strictgrade.verdict import Reason, TooComplexError


def node(text: str):
    return parse_answer(normalize(text))


# (reference, candidate, reason): POLICY §3 equations, ratios, vectors, plus-minus.
CASES = [
    # a name = expression against the bare expression, both ways (name not on the other side)
    ("k = n+1", "n+1", Reason.EQUAL),
    ("n+1", "k = n+1", Reason.EQUAL),
    (r"S_n = \frac12(3^n-1)", r"\frac{3^n-1}{2}", Reason.VALUE_EQUAL),
    ("f(x) = x^2+1", "x^2+1", Reason.EQUAL),
    ("g(t) = 3t-2", "3t-2", Reason.EQUAL),
    ("a_1 = 2m", "2m", Reason.EQUAL),
    ("x^2+1", "x = x^2+1", Reason.SHAPE_MISMATCH),  # an equation to solve, not a name
    ("n+1", "n = n+1", Reason.SHAPE_MISMATCH),
    ("y = 5", "x = 5", Reason.VALUE_MISMATCH),
    ("b = 7", "a = 7", Reason.VALUE_MISMATCH),
    # orientation
    ("n = 7", "7 = n", Reason.EQUAL),
    ("7", "7 = n", Reason.EQUAL),
    ("t = -3", "-3 = t", Reason.EQUAL),
    # chains of equal forms are their value; different values are wrong
    (r"\frac32", r"\frac32 = 1.5", Reason.VALUE_EQUAL),
    ("0.25", r"\frac14 = 0.25", Reason.EQUAL),
    ("11", "x = 5+5+1 = 11", Reason.EQUAL),
    ("5", "x = 4 = 5", Reason.VALUE_MISMATCH),
    ("x = 5", "x = 4 = 5", Reason.VALUE_MISMATCH),
    ("2", "2 = 3", Reason.VALUE_MISMATCH),
    ("(2, 1)", "(x, y) = (1, 2) = (2, 1)", Reason.VALUE_MISMATCH),
    ("(1, 2)", "(x, y) = (1, 2) = (1, 2)", Reason.EQUAL),
    (r"\sqrt{2}", r"\sqrt{2} = 1.414", Reason.VALUE_MISMATCH),  # a decimal never equals an irrational
    # named values, name by name
    ("a = 3, b = 5", "a = 5, b = 3", Reason.VALUE_MISMATCH),
    ("a = 3, b = 5", "b = 5, a = 3", Reason.EQUAL),
    ("p = 2, q = -1", "q = -1, p = 2", Reason.EQUAL),
    ("p = 2, q = -1", "p = 2, r = -1", Reason.VALUE_MISMATCH),
    ("(3, 5)", "x = 3, y = 5", Reason.EQUAL),
    ("(3, 5)", "x = 5, y = 3", Reason.VALUE_MISMATCH),
    ("x = 3, y = 5", "(3, 5)", Reason.EQUAL),
    ("(1, 2, 3)", "(x, y, z) = (1, 2, 3)", Reason.EQUAL),
    ("(1, 2, 3)", "(x, y, z) = (1, 3, 2)", Reason.VALUE_MISMATCH),
    ("x = 1, y = 2", "(x, y) = (1, 2)", Reason.EQUAL),
    ("x = 1, y = 2", "(x, y) = (2, 1)", Reason.VALUE_MISMATCH),
    ("x = 1, x = 2", "x = 2, x = 1", Reason.EQUAL),  # the same name twice: a list of solutions
    # renamed dummy variables
    ("f(x) = x+1", "f(z) = z+1", Reason.EQUAL),
    ("f(x) = 2x^2", "f(t) = 2t^2", Reason.EQUAL),
    ("f(x) = x+1", "f(z) = z+2", Reason.VALUE_MISMATCH),
    ("f(x) = x+1", "g(z) = z+1", Reason.VALUE_MISMATCH),
    ("2x+1", "f^{-1}(x) = 2x+1", Reason.EQUAL),
    ("f^{-1}(x) = 2x+1", "x+1", Reason.VALUE_MISMATCH),
    # set-builder and membership against intervals
    (r"\{x \mid -1<x<1\}", "(-1, 1)", Reason.VALUE_EQUAL),
    ("(-1, 1)", r"\{x \mid -1<x<1\}", Reason.VALUE_EQUAL),
    (r"\{x \mid -1<x<1\}", "[-1, 1]", Reason.VALUE_MISMATCH),
    (r"x \in [-2,7]", "[-2, 7]", Reason.EQUAL),
    (r"x \in [-2,7]", r"-2 \le x \le 7", Reason.VALUE_EQUAL),
    (r"x \in [-2,7]", r"-2 < x \le 7", Reason.VALUE_MISMATCH),
    (r"x \in [-2,7]", r"y \in [-2,7]", Reason.VALUE_MISMATCH),
    (r"x \ge 3", r"x > 3", Reason.VALUE_MISMATCH),
    (r"(-\infty,-1)\cup(1,\infty)", r"x < -1 \text{ or } x > 1", Reason.EQUAL),
    (r"x < -1 \text{ or } x > 1", r"(-\infty,-1)\cup(1,\infty)", Reason.EQUAL),
    (r"(-\infty,-1)\cup(1,\infty)", r"x < -1 \text{ or } x \ge 1", Reason.VALUE_MISMATCH),
    (r"(-\infty,-1)\cup(1,\infty)", r"x < -1 \text{ or } y > 1", Reason.HEDGED),
    (r"(-\infty,2)\cup(2,\infty)", r"x \ne 2", Reason.EQUAL),
    (r"x \ne 2", r"x \in (-\infty,2)\cup(2,\infty)", Reason.EQUAL),
    (r"x \ne 2", r"x \in (-\infty,2)\cup(3,\infty)", Reason.VALUE_MISMATCH),
    (r"(-\infty,2)\cup(2,\infty)", r"x \ne 3", Reason.VALUE_MISMATCH),
    (r"(-\infty, \infty)", r"\mathbb{R}", Reason.EQUAL),
    (r"(-\infty, 2]", r"]-\infty, 2]", Reason.EQUAL),
    # ratios and clock times
    (r"\frac58", "5:8", Reason.EQUAL),
    ("5:8", r"\frac58", Reason.EQUAL),
    ("5:8", "0.625", Reason.VALUE_EQUAL),
    ("5:8", "10:16", Reason.UNREDUCED),
    ("2", "2:1", Reason.EQUAL),
    ("2:1", "2", Reason.EQUAL),
    ("3:2", "2:3", Reason.VALUE_MISMATCH),
    ("9:15", "3:5", Reason.VALUE_MISMATCH),  # an unreduced reference ratio is a clock time
    ("10:05", "10:05", Reason.EQUAL),
    ("10:05", "10:5", Reason.VALUE_MISMATCH),
    # vectors and plus-minus inside tuples
    (r"(1, 2)", r"\begin{pmatrix}1\\2\end{pmatrix}", Reason.EQUAL),
    (r"\begin{pmatrix}1\\2\end{pmatrix}", "(1, 2)", Reason.EQUAL),
    (r"\begin{pmatrix}3\\-1\\0\end{pmatrix}", "(3, -1, 0)", Reason.EQUAL),
    (r"\begin{pmatrix}3\\-1\\0\end{pmatrix}", "(3, 0, -1)", Reason.VALUE_MISMATCH),
    (r"\begin{pmatrix}1 & 2\end{pmatrix}", r"\begin{pmatrix}1\\2\end{pmatrix}", Reason.SHAPE_MISMATCH),
    (r"(1, 2), (-1, 2)", r"(\pm 1, 2)", Reason.EQUAL),
    (r"(\pm 1, 2)", r"(-1, 2), (1, 2)", Reason.EQUAL),
    (r"(\pm 1, 2)", r"(1, 2)", Reason.SHAPE_MISMATCH),
    (r"(2, \pm 3)", r"(2, 3), (2, -3)", Reason.EQUAL),
]


@pytest.mark.parametrize("reference, candidate, reason", CASES, ids=[f"{r} | {c}" for r, c, _ in CASES])
def test_compare_after_canonical(reference: str, candidate: str, reason: Reason) -> None:
    outcome = compare(node(reference), node(candidate))
    assert outcome.reason is reason, outcome.detail


def test_plus_minus_in_a_tuple_is_bounded() -> None:
    with pytest.raises(TooComplexError):
        expand_plus_minus(node(r"(\pm1, \pm2, \pm3, \pm4)"))


def test_chain_reduces_to_its_last_value() -> None:
    assert canonical(node(r"x = \frac{3}{2} = 1.5")) == Relation(("=",), (Sym("x"), node("1.5")))
    assert is_contradiction(node("x = 4 = 5")) and not is_contradiction(node("x = 4"))


def test_strip_assignment_needs_the_name_absent_from_the_other_side() -> None:
    relation = node("k = n+1")
    assert strip_assignment(relation, node("n+1")) == node("n+1")
    assert strip_assignment(relation, node("k+1")) == relation
    assert strip_assignment(relation) == relation  # without the other side: values only


def test_named_values_keep_written_order_and_refuse_repeated_names() -> None:
    assert named_values(node("b = 2, a = 1")) == (("b", node("2")), ("a", node("1")))
    assert named_values(node("x = 1, x = 2")) is None
    assert named_values(node("x = 1")) is None


def test_ratios_and_clock_times() -> None:
    assert ratio_as_number(node("5:8")) == Op("frac", (Num(5, "5"), Num(8, "8")))
    assert ratio_as_number(node("2:1")) == Num(2, "2")
    assert is_clock_time(node("9:15")) and is_clock_time(node("7:05"))
    assert not is_clock_time(node("5:8")) and not is_clock_time(node("7:12"))
    assert align(node("9:15"), node("9:15")) == (Text("9:15"), Text("9:15"))
    assert align(node("5:8"), node("10:16"))[1] == Op("frac", (Num(10, "10"), Num(16, "16")))


def test_interval_of_relations() -> None:
    assert interval_of(node(r"x \in [-2,7]")) == (Sym("x"), node("[-2,7]"))
    assert interval_of(node(r"3 < y")) == (Sym("y"), node(r"(3,\infty)"))
    assert interval_of(node("x = 3")) is None


def test_text_answers_are_left_alone() -> None:
    assert canonical(Text("no")) == Text("no")
    assert canonical(Bracketed("[", ")", (Num(0, "0"), Num(1, "1")))) == node("[0,1)")


@pytest.mark.parametrize(
    "reference, candidate, reason",
    [
        (r"\frac{\pi}{6}", r"30^\circ", Reason.VALUE_EQUAL),
        (r"30^\circ", r"\frac{\pi}{6}", Reason.VALUE_EQUAL),
        (r"\frac{3\pi}{4}", "135°", Reason.VALUE_EQUAL),
        (r"\frac{\pi}{6}", "30", Reason.VALUE_MISMATCH),
        ("30", r"30^\circ", Reason.EQUAL),
        ("90 - x", r"90^\circ - x", Reason.EQUAL),
        (r"\frac{1}{2}", r"\sin 30^\circ", Reason.UNEVALUATED),  # inside a function degrees are radians
        (r"\frac{\pi}{6}, \frac{5\pi}{6}", r"30^\circ, 150^\circ", Reason.VALUE_EQUAL),
    ],
)
def test_degrees_drop_or_convert(reference: str, candidate: str, reason: Reason) -> None:
    assert compare(node(reference), node(candidate)).reason is reason
