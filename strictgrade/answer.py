"""The frozen node types an answer is parsed into.

Nodes are plain immutable data: the grammar builds them, the comparator reads them.

>>> Num(Fraction(5), "5").is_integer_literal
True
>>> Op("frac", (Num(Fraction(1), "1"), Num(Fraction(2), "2"))).op
'frac'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Dict, FrozenSet, Iterator, Tuple, Union

__all__ = [
    "Node",
    "Num",
    "BaseNum",
    "Sym",
    "Const",
    "Op",
    "Mixed",
    "Bracketed",
    "SetOf",
    "Union_",
    "Matrix",
    "Relation",
    "Text",
    "ListOf",
    "CONSTANTS",
    "FUNCTION_NAMES",
    "NODE_TYPES",
    "Operator",
    "children",
    "size_and_names",
    "walk",
]

# Letters and commands that name constants rather than variables.
CONSTANTS = ("pi", "e", "i", "infty")


@dataclass(frozen=True)
class Num:
    """A number literal written in decimal: ``5``, ``-0.25`` is ``Op('neg', Num)``."""

    value: Fraction
    text: str

    def __hash__(self) -> int:
        # Equal numerals have equal texts, and a str keeps its hash: a Fraction's hash is computed
        # in Python on every call, and trees are hashed by every cache they are looked up in.
        return hash(self.text) if self.text else hash(self.value)

    @property
    def is_integer_literal(self) -> bool:
        """Return whether the literal has an integer value (``5``, ``5.00``)."""
        return self.value.denominator == 1


@dataclass(frozen=True)
class BaseNum:
    """A numeral with a base subscript: ``1011_2``."""

    digits: str
    base: str


@dataclass(frozen=True)
class Sym:
    """A variable: a letter, a Greek letter, optionally subscripted or primed."""

    name: str


@dataclass(frozen=True)
class Const:
    """A named constant: ``pi``, ``e``, ``i`` or ``infty``."""

    name: str


class Operator(str, enum.Enum):
    """Every operator an ``Op`` node may carry (a ``str`` enum: ``Operator.FRAC == "frac"``).

    A named function is ``FUNCTION`` followed by its name (``fn:sin``, ``fn:log``), one of
    ``FUNCTION_NAMES``.  An ``Op`` with anything else cannot be built, so a new operator
    is added here first and the readers, the evaluator and the comparator follow.
    """

    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"
    FRAC = "frac"
    NEG = "neg"  # unary minus
    POS = "pos"  # unary plus
    POW = "pow"
    SQRT = "sqrt"
    ROOT = "root"  # \sqrt[n]{x}
    FACT = "fact"
    BINOM = "binom"
    ABS = "abs"
    FLOOR = "floor"
    CEIL = "ceil"
    PM = "pm"  # binary a \pm b
    MP = "mp"  # binary a \mp b
    UPM = "upm"  # unary \pm a
    FUNCTION = "fn:"


# The functions a ``fn:<name>`` operator may name: the readers' function words and their inverses.
FUNCTION_NAMES = frozenset(
    "sin cos tan sec csc cot arcsin arccos arctan arcsec arccsc arccot sinh cosh tanh ln log exp".split()
)
_OPERATORS = frozenset(member.value for member in Operator) - {Operator.FUNCTION.value}


@dataclass(frozen=True)
class Op:
    """An operator applied to arguments: ``op`` is an ``Operator`` (or ``fn:<name>``)."""

    op: str
    args: Tuple["Node", ...]

    def __post_init__(self) -> None:
        op = self.op
        if op in _OPERATORS:
            return
        if op.startswith(Operator.FUNCTION.value) and op[len(Operator.FUNCTION.value) :] in FUNCTION_NAMES:
            return
        raise ValueError(f"unknown operator {op!r}: add it to answer.Operator first")


@dataclass(frozen=True)
class Mixed:
    """A mixed number ``whole num/den``: ``1\\frac{1}{2}``."""

    whole: int
    numerator: int
    denominator: int

    @property
    def value(self) -> Fraction:
        """Return the exact value of the mixed number."""
        return self.whole + Fraction(self.numerator, self.denominator)


@dataclass(frozen=True)
class Bracketed:
    """A tuple or an interval: ``(1, 2)``, ``[0, 1)``."""

    open: str
    close: str
    items: Tuple["Node", ...]


@dataclass(frozen=True)
class SetOf:
    """A set written with braces: ``\\{1, 2\\}``."""

    items: Tuple["Node", ...]


@dataclass(frozen=True)
class Union_:
    """A union of intervals or sets: ``(-\\infty, 0) \\cup (1, \\infty)``."""

    parts: Tuple["Node", ...]


@dataclass(frozen=True)
class Matrix:
    """A matrix or column vector, row by row."""

    rows: Tuple[Tuple["Node", ...], ...]


@dataclass(frozen=True)
class Relation:
    """An equation or inequality chain: ``sides[0] ops[0] sides[1] ...``."""

    ops: Tuple[str, ...]
    sides: Tuple["Node", ...]


@dataclass(frozen=True)
class Text:
    """A word answer, lower-cased for comparison: ``\\text{Monday}`` -> ``monday``."""

    words: str


@dataclass(frozen=True)
class ListOf:
    """A bare list of answers: ``-2, 5`` or ``x = 1 or x = 2``."""

    items: Tuple["Node", ...]


Node = Union[Num, BaseNum, Sym, Const, Op, Mixed, Bracketed, SetOf, Union_, Matrix, Relation, Text, ListOf]

# Every node type, in one tuple: tests check that each has a comparison handler and an
# evaluator entry.
NODE_TYPES: Tuple[type, ...] = (Num, BaseNum, Sym, Const, Op, Mixed, Bracketed, SetOf, Union_, Matrix, Relation, Text, ListOf)


# The fields of each node type that may hold nodes (tuples), read once from the dataclasses.
_NODE_FIELDS: Dict[type, Tuple[str, ...]] = {
    kind: tuple(field.name for field in fields(kind) if str(field.type).startswith("Tuple")) for kind in NODE_TYPES
}


def children(node: Node) -> Tuple[Node, ...]:
    """Return the nodes directly inside ``node``, in written order (fields that hold nodes).

    >>> children(Op("add", (Sym("x"), Num(Fraction(1), "1"))))
    (Sym(name='x'), Num(value=Fraction(1, 1), text='1'))
    >>> children(Matrix(((Sym("a"), Sym("b")),)))
    (Sym(name='a'), Sym(name='b'))
    """
    names = _NODE_FIELDS[type(node)]
    if not names:
        return ()
    found = []
    for name in names:
        for item in getattr(node, name):
            if isinstance(item, tuple):
                found.extend(item)  # a matrix row
            elif isinstance(item, NODE_TYPES):
                found.append(item)
    return tuple(found)


def walk(node: Node) -> Iterator[Node]:
    """Yield ``node`` and every node inside it, depth first, without recursion (deep trees are fine)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if _NODE_FIELDS[type(current)]:  # a leaf has no children to look for
            stack.extend(reversed(children(current)))


def size_and_names(node: Node) -> Tuple[int, FrozenSet[str]]:
    """Return how many nodes a tree has and the names of its variables, in one pass (what walk gives)."""
    count = 0
    names = []
    stack = [node]
    while stack:
        current = stack.pop()
        count += 1
        kind = type(current)
        if kind is Op:
            stack.extend(current.args)  # type: ignore[union-attr]
        elif kind is Sym:
            names.append(current.name)  # type: ignore[union-attr]
        elif _NODE_FIELDS[kind]:
            stack.extend(children(current))
    return count, frozenset(names)
