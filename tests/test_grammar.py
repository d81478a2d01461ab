"""The grammar: normalized text -> typed nodes, bounded, with one error type per failure."""

from __future__ import annotations

from fractions import Fraction

import pytest

from strictgrade.answer import (
    BaseNum,
    Bracketed,
    Const,
    ListOf,
    Matrix,
    Mixed,
    Num,
    Op,
    Relation,
    SetOf,
    Sym,
    Text,
    Union_,
)
from strictgrade.grammar import (
    _ANSWER,
    _parse_fast,
    _parse_fast_irrational,
    _parse_fast_polynomial,
    is_text_answer,
    parse_answer,
)
from strictgrade.normalize import normalize
from strictgrade.verdict import TooComplexError, UnparsableError


def num(value: str) -> Num:
    return Num(Fraction(value), value)


SHAPES = [
    ("42", Num),
    ("-0.5", Op),
    (r"1\frac{1}{2}", Mixed),
    ("1011_2", BaseNum),
    (r"\pi", Const),
    ("x", Sym),
    (r"\alpha", Sym),
    ("(1,2)", Bracketed),
    ("[0,1)", Bracketed),
    (r"\{1,2\}", SetOf),
    (r"(0,1)\cup(2,3)", Union_),
    (r"\begin{pmatrix}1&2\\3&4\end{pmatrix}", Matrix),
    ("x=5", Relation),
    (r"1<x\le 3", Relation),
    ("7:32", Relation),
    (r"\text{Monday}", Text),
    ("odd", Text),
    ("1,2,3", ListOf),
    ("-12;-11", ListOf),
]


@pytest.mark.parametrize("text, kind", SHAPES, ids=[s[0] for s in SHAPES])
def test_shapes(text: str, kind: type) -> None:
    assert isinstance(parse_answer(normalize(text)), kind)


EXPRESSIONS = [
    ("2x", Op("mul", (num("2"), Sym("x")))),
    ("x^2y", Op("mul", (Op("pow", (Sym("x"), num("2"))), Sym("y")))),
    ("2^10", Op("pow", (num("2"), num("10")))),
    ("2^3^2", Op("pow", (num("2"), Op("pow", (num("3"), num("2")))))),
    (r"\sqrt[3]{8}", Op("root", (num("8"), num("3")))),
    (r"\sin^2 x", Op("pow", (Op("fn:sin", (Sym("x"),)), num("2")))),
    (r"\sin^{-1} x", Op("fn:arcsin", (Sym("x"),))),
    (r"\log_2 8", Op("fn:log", (num("8"), num("2")))),
    ("10!", Op("fact", (num("10"),))),
    (r"\binom{5}{2}", Op("binom", (num("5"), num("2")))),
    ("|x-1|", Op("abs", (Op("sub", (Sym("x"), num("1"))),))),
    (r"\pm 2", Op("upm", (num("2"),))),
    ("e^{i\\pi}", Op("pow", (Const("e"), Op("mul", (Const("i"), Const("pi")))))),
    ("a-b-c", Op("sub", (Op("sub", (Sym("a"), Sym("b"))), Sym("c")))),
    ("a/b*c", Op("mul", (Op("div", (Sym("a"), Sym("b"))), Sym("c")))),
]


@pytest.mark.parametrize("text, node", EXPRESSIONS, ids=[e[0] for e in EXPRESSIONS])
def test_expression_trees(text: str, node: object) -> None:
    assert parse_answer(normalize(text)) == node


@pytest.mark.parametrize(
    "text", ["42", "-7", "0.25", "-.5", r"\frac{3}{4}", r"-\frac{10}{2}", r"12.6\times10^{6}", r"-3\times10^{-2}"]
)
def test_fast_path_builds_what_the_grammar_builds(text: str) -> None:
    assert _parse_fast(text) == _ANSWER.parse_string(text, parse_all=True)[0]


@pytest.mark.parametrize(
    "text",
    [
        r"2\sqrt{3}", r"-\sqrt{2}", r"\pi", r"-2\pi", r"1+\sqrt{5}", r"-1-2\sqrt{3}", r"5+2\sqrt{6}",
        r"\frac{\sqrt{3}}{2}", r"-\frac{1+\sqrt{5}}{2}", r"\frac{\pi}{4}", r"\frac{3\pi}{2}",
        r"\frac{2}{\sqrt{3}-1}", r"-\frac{-1+\sqrt{13}}{4}", r"12\sqrt{13}",
    ],
)
def test_irrational_fast_path_builds_what_the_grammar_builds(text: str) -> None:
    fast = _parse_fast_irrational(text)
    assert fast is not None and fast == _ANSWER.parse_string(text, parse_all=True)[0]


@pytest.mark.parametrize(
    "text", ["x^2+2x+1", "4a-2", "13p-30", "xy", "-x", "-2x^3y^2+x-7", "4t", "2e", "3i+1", "x^2y", "x-y-z", "10x^10", "x^{2}+2x+1", "a^{10}b"]
)
def test_polynomial_fast_path_builds_what_the_grammar_builds(text: str) -> None:
    fast = _parse_fast_polynomial(text)
    assert fast is not None and fast == _ANSWER.parse_string(text, parse_all=True)[0]


@pytest.mark.parametrize("text", ["y=2x+3", "x=5", "2x+3=y", "x^2+y^2=1"])
def test_polynomial_equations_parse_as_the_grammar_parses_them(text: str) -> None:
    assert parse_answer(text) == _ANSWER.parse_string(text, parse_all=True)[0]


@pytest.mark.parametrize("text", ["x2", "2^10", "x^{2x}", "x+", "(x+1)", "x*y", "2x/3", "x^-1"])
def test_polynomial_fast_path_leaves_other_shapes_to_the_grammar(text: str) -> None:
    assert _parse_fast_polynomial(text) is None


@pytest.mark.parametrize("text", [r"\sqrt{x}", r"2\sqrt{3}x", r"\frac{\sqrt{3}}{2}+1", r"\pi^2", r"1+2+\sqrt{3}"])
def test_irrational_fast_path_leaves_other_shapes_to_the_grammar(text: str) -> None:
    assert _parse_fast_irrational(text) is None


@pytest.mark.parametrize("text", ["2+", "(1,2", r"\frac{1}", "x==", "1 2", r"\sqrt{}"])
def test_unreadable_answers_raise_unparsable(text: str) -> None:
    with pytest.raises(UnparsableError):
        parse_answer(normalize(text))


@pytest.mark.parametrize(
    "text",
    ["(" * 60 + "1" + ")" * 60, "9" * 1500, "1+" * 1500 + "1"],
    ids=["deep", "digits", "long"],
)
def test_bounds_raise_too_complex(text: str) -> None:
    with pytest.raises(TooComplexError):
        parse_answer(normalize(text))


def test_words_are_text_but_variables_are_not() -> None:
    assert is_text_answer("Evelyn") and is_text_answer(r"\text{even}")
    assert not is_text_answer("xy") and not is_text_answer(r"\sin x")
