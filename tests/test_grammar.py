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
from strictgrade.grammar import is_text_answer, parse_answer, parse_with_grammar
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


@pytest.mark.parametrize("text", ["y=2x+3", "x=5", "2x+3=y", "x^2+y^2=1", r"\frac{\sqrt{3}}{2}", r"12.6\times10^{6}"])
def test_parse_answer_builds_what_the_grammar_builds(text: str) -> None:
    """The fast reader answers these; tests/test_fastpath.py holds it equal to the grammar in general."""
    assert parse_answer(text) == parse_with_grammar(text)


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
