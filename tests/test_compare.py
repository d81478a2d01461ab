"""The comparison stage (strictgrade/compare.py): dispatch by node type, and its outcomes.

Structure tests hold the layout together: every node type has a comparison handler and an
evaluator entry, and every operator the readers build is a declared ``Operator``.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Reason
from strictgrade._mpeval import EVALUATORS
from strictgrade.answer import NODE_TYPES, Node, Num, Op, Operator, Sym, children, walk
from strictgrade.compare import HANDLERS, compare, compare_trees
from strictgrade.verdict import GradeError, Options
from strictgrade.grammar import parse_answer
from strictgrade.normalize import normalize


def test_every_node_type_has_a_comparison_handler_and_an_evaluator_entry() -> None:
    assert set(HANDLERS) == set(NODE_TYPES)
    assert set(EVALUATORS) == set(NODE_TYPES)


def test_an_unknown_operator_cannot_be_built() -> None:
    with pytest.raises(ValueError):
        Op("modulo", (Sym("x"), Sym("y")))
    assert Op(Operator.FRAC, (Sym("x"), Sym("y"))) == Op("frac", (Sym("x"), Sym("y")))
    assert Op("fn:sin", (Sym("x"),)).op == "fn:sin"


def test_walk_visits_every_node_without_recursion() -> None:
    deep: Node = Sym("x")
    for _ in range(20_000):
        deep = Op("neg", (deep,))
    assert sum(1 for _ in walk(deep)) == 20_001
    assert children(Op("add", (Sym("a"), Num(Fraction(1), "1")))) == (Sym("a"), Num(Fraction(1), "1"))


def _node(text: str) -> Node:
    return parse_answer(normalize(text))


@pytest.mark.parametrize(
    "reference, candidate, reason",
    [
        ("5", "5", Reason.EQUAL),
        (r"\frac12", "0.5", Reason.VALUE_EQUAL),
        (r"\frac12", r"\frac24", Reason.UNREDUCED),
        ("5", r"\frac{10}{2}", Reason.NOT_INTEGER),
        ("5", r"\sqrt{25}", Reason.UNEVALUATED),
        (r"\pi", "3.14", Reason.VALUE_MISMATCH),
        ("(1, 2)", "(2, 1)", Reason.VALUE_MISMATCH),
        (r"\{1, 2\}", r"\{2, 1\}", Reason.EQUAL),
        ("[0, 1)", "(0, 1)", Reason.VALUE_MISMATCH),
        ("x^2+2x+1", "(x+1)^2", Reason.VALUE_EQUAL),
        ("2x", "2^x", Reason.VALUE_MISMATCH),
        ("x = 5", "5", Reason.EQUAL),  # equal after canonicalization
        ("5", "3, 5", Reason.HEDGED),
        ("monday", r"\text{Monday}", Reason.EQUAL),
        ("1011_2", "1011_3", Reason.VALUE_MISMATCH),
        (r"\begin{pmatrix}1\\2\end{pmatrix}", r"\begin{pmatrix}1\\2\end{pmatrix}", Reason.EQUAL),
        ("(-\\infty, 0) \\cup (1, \\infty)", "(1, \\infty) \\cup (-\\infty, 0)", Reason.EQUAL),
        ("x > 3", "3 < x", Reason.EQUAL),
    ],
)
def test_compare_outcomes(reference: str, candidate: str, reason: Reason) -> None:
    outcome = compare(_node(reference), _node(candidate), Options())
    assert outcome.reason is reason, outcome.detail


# --- written numbers skip the rewriting: held equal to the whole comparison ------------

_DIGITS = st.one_of(st.integers(0, 200).map(str), st.sampled_from(["0", "1", "2", "4", "10", "2.0", "0.5", "007"]))
_NUMERALS = st.one_of(
    st.integers(-10**6, 10**6).map(str),
    st.decimals(-1000, 1000, places=3, allow_nan=False, allow_infinity=False).map(str),
    st.sampled_from(["0", "-0", "5.00", "5", "0.5", ".5", "007", "1e3", "-2.50", "3628800", "1:2", "3^\\circ"]),
    st.builds(lambda sign, top, bottom: f"{sign}\\frac{{{top}}}{{{bottom}}}", st.sampled_from(["", "-"]), _DIGITS, _DIGITS),
    st.builds(lambda whole, top, bottom: f"{whole}\\frac{{{top}}}{{{bottom}}}", st.integers(1, 9), _DIGITS, _DIGITS),
    st.builds(lambda top, bottom: f"{top}/{bottom}", _DIGITS, _DIGITS),
    st.builds(lambda top, bottom: f"\\frac{{-{top}}}{{{bottom}}}", _DIGITS, _DIGITS),
    st.builds(lambda mantissa, power: f"{mantissa}\\times10^{{{power}}}", _DIGITS, st.integers(-5, 5)),
)


@settings(max_examples=1500, deadline=None)
@given(_NUMERALS, _NUMERALS, st.sampled_from([None, 0, 1, 2, 3]))
def test_written_numbers_compare_as_the_whole_comparison_does(reference: str, candidate: str, decimals) -> None:
    try:
        left, right = _node(reference), _node(candidate)
    except GradeError:
        return  # \\frac{1}{0}: no number to compare
    options = Options(decimals=decimals)
    assert compare(left, right, options) == compare_trees(left, right, options)
