"""The node types behave as immutable values: equal by type and fields, hashed alike, copied and pickled whole."""

from __future__ import annotations

import copy
import pickle
from fractions import Fraction

import pytest

from strictgrade.answer import NODE_TYPES, Bracketed, Const, Matrix, Node, Num, Op, Relation, Sym, children, walk
from strictgrade.grammar import parse_answer
from strictgrade.normalize import normalize


def parse(text: str) -> Node:
    return parse_answer(normalize(text))


_SAMPLES = [r"\frac{1}{2}", r"(0, 1]", r"\{1, 2\}", r"x^2 + 1", r"\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}", r"y = 2x", r"\text{Monday}", "1011_2", r"3\frac{1}{4}", "-2, 5", r"2\pi", r"(-\infty, 0) \cup (1, \infty)"]


@pytest.mark.parametrize("text", _SAMPLES)
def test_a_parsed_tree_equals_its_copies_and_hashes_alike(text: str) -> None:
    tree = parse(text)
    for twin in (parse(text), copy.copy(tree), copy.deepcopy(tree), pickle.loads(pickle.dumps(tree))):
        assert twin == tree and hash(twin) == hash(tree) and repr(twin) == repr(tree)


def test_nodes_of_different_types_with_equal_fields_differ() -> None:
    assert Sym("e") != Const("e") and Const("e") != Sym("e")
    assert Op("add", (Sym("x"), Sym("y"))) != Op("mul", (Sym("x"), Sym("y")))
    assert Bracketed("(", ")", (Sym("x"),)) != Bracketed("[", ")", (Sym("x"),))
    assert Num(Fraction(1, 2), "0.5") != Num(Fraction(1, 2), ".5") and Sym("x") != "x"


@pytest.mark.parametrize("kind", NODE_TYPES, ids=lambda kind: kind.__name__)
def test_every_node_type_is_immutable(kind: type) -> None:
    node = next(node for text in _SAMPLES for node in walk(parse(text)) if type(node) is kind)
    name = node.__slots__[0]
    with pytest.raises(AttributeError):
        setattr(node, name, None)
    with pytest.raises(AttributeError):
        delattr(node, name)
    with pytest.raises(AttributeError):
        node.extra = 1  # no field outside the node's own


def test_an_unknown_operator_cannot_be_built() -> None:
    assert Op("fn:sin", (Sym("x"),)).op == "fn:sin"
    for name in ("bogus", "fn:bogus", "fn:"):
        with pytest.raises(ValueError):
            Op(name, ())


def test_children_are_the_nodes_a_node_holds() -> None:
    matrix = Matrix(((Sym("a"), Sym("b")), (Sym("c"), Sym("d"))))
    assert children(matrix) == (Sym("a"), Sym("b"), Sym("c"), Sym("d"))
    assert children(Relation(("=",), (Sym("y"), Sym("x")))) == (Sym("y"), Sym("x"))
    assert children(Sym("x")) == ()
