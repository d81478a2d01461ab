"""The frozen node types an answer is parsed into.

Nodes are plain immutable data: the grammar builds them, the comparator reads them.

>>> Num(Fraction(5), "5").is_integer_literal
True
>>> Op("frac", (Num(Fraction(1), "1"), Num(Fraction(2), "2"))).op
'frac'
"""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Any, Dict, FrozenSet, Iterator, Tuple, Union

from ._immutable import Immutable

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


class _Node(Immutable):
    """What every node does alike (``Immutable``): equal to a node of its own type with equal fields,
    hashed by them, shown as ``Name(field=value, ...)``.  Each node type also names in ``_node_fields``
    the fields that hold nodes."""

    __slots__: Tuple[str, ...] = ()
    _node_fields: Tuple[str, ...] = ()


_set = object.__setattr__  # how a node's constructor stores its fields past the __setattr__ above


class Num(_Node):
    """A number literal written in decimal: ``5``, ``-0.25`` is ``Op('neg', Num)``."""

    __slots__ = ("value", "text")
    value: Fraction
    text: str

    def __init__(self, value: Fraction, text: str) -> None:
        _set(self, "value", value)
        _set(self, "text", text)

    def _values(self) -> Tuple[Any, ...]:
        return (self.value, self.text)

    def __hash__(self) -> int:
        # Equal numerals have equal texts, and a str keeps its hash: a Fraction's hash is computed
        # in Python on every call, and trees are hashed by every cache they are looked up in.
        return hash(self.text) if self.text else hash(self.value)

    @property
    def is_integer_literal(self) -> bool:
        """Return whether the literal has an integer value (``5``, ``5.00``)."""
        return self.value.denominator == 1


class BaseNum(_Node):
    """A numeral with a base subscript: ``1011_2``."""

    __slots__ = ("digits", "base")
    digits: str
    base: str

    def __init__(self, digits: str, base: str) -> None:
        _set(self, "digits", digits)
        _set(self, "base", base)

    def _values(self) -> Tuple[Any, ...]:
        return (self.digits, self.base)


class Sym(_Node):
    """A variable: a letter, a Greek letter, optionally subscripted or primed."""

    __slots__ = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        _set(self, "name", name)

    def _values(self) -> Tuple[Any, ...]:
        return (self.name,)


class Const(_Node):
    """A named constant: ``pi``, ``e``, ``i`` or ``infty``."""

    __slots__ = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        _set(self, "name", name)

    def _values(self) -> Tuple[Any, ...]:
        return (self.name,)


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
_FUNCTION: str = Operator.FUNCTION.value
_OPERATORS = frozenset(member.value for member in Operator) - {_FUNCTION}


class Op(_Node):
    """An operator applied to arguments: ``op`` is an ``Operator`` (or ``fn:<name>``)."""

    __slots__ = ("op", "args")
    _node_fields = ("args",)
    op: str
    args: Tuple["Node", ...]

    def __init__(self, op: str, args: Tuple["Node", ...]) -> None:
        if op not in _OPERATORS and not (op.startswith(_FUNCTION) and op[len(_FUNCTION) :] in FUNCTION_NAMES):
            raise ValueError(f"unknown operator {op!r}: add it to answer.Operator first")
        _set(self, "op", op)
        _set(self, "args", args)

    def _values(self) -> Tuple[Any, ...]:
        return (self.op, self.args)


class Mixed(_Node):
    """A mixed number ``whole num/den``: ``1\\frac{1}{2}``."""

    __slots__ = ("whole", "numerator", "denominator")
    whole: int
    numerator: int
    denominator: int

    def __init__(self, whole: int, numerator: int, denominator: int) -> None:
        _set(self, "whole", whole)
        _set(self, "numerator", numerator)
        _set(self, "denominator", denominator)

    def _values(self) -> Tuple[Any, ...]:
        return (self.whole, self.numerator, self.denominator)

    @property
    def value(self) -> Fraction:
        """Return the exact value of the mixed number."""
        return self.whole + Fraction(self.numerator, self.denominator)


class Bracketed(_Node):
    """A tuple or an interval: ``(1, 2)``, ``[0, 1)``."""

    __slots__ = ("open", "close", "items")
    _node_fields = ("items",)
    open: str
    close: str
    items: Tuple["Node", ...]

    def __init__(self, open: str, close: str, items: Tuple["Node", ...]) -> None:
        _set(self, "open", open)
        _set(self, "close", close)
        _set(self, "items", items)

    def _values(self) -> Tuple[Any, ...]:
        return (self.open, self.close, self.items)


class SetOf(_Node):
    """A set written with braces: ``\\{1, 2\\}``."""

    __slots__ = ("items",)
    _node_fields = ("items",)
    items: Tuple["Node", ...]

    def __init__(self, items: Tuple["Node", ...]) -> None:
        _set(self, "items", items)

    def _values(self) -> Tuple[Any, ...]:
        return (self.items,)


class Union_(_Node):
    """A union of intervals or sets: ``(-\\infty, 0) \\cup (1, \\infty)``."""

    __slots__ = ("parts",)
    _node_fields = ("parts",)
    parts: Tuple["Node", ...]

    def __init__(self, parts: Tuple["Node", ...]) -> None:
        _set(self, "parts", parts)

    def _values(self) -> Tuple[Any, ...]:
        return (self.parts,)


class Matrix(_Node):
    """A matrix or column vector, row by row."""

    __slots__ = ("rows",)
    _node_fields = ("rows",)
    rows: Tuple[Tuple["Node", ...], ...]

    def __init__(self, rows: Tuple[Tuple["Node", ...], ...]) -> None:
        _set(self, "rows", rows)

    def _values(self) -> Tuple[Any, ...]:
        return (self.rows,)


class Relation(_Node):
    """An equation or inequality chain: ``sides[0] ops[0] sides[1] ...``."""

    __slots__ = ("ops", "sides")
    _node_fields = ("sides",)
    ops: Tuple[str, ...]
    sides: Tuple["Node", ...]

    def __init__(self, ops: Tuple[str, ...], sides: Tuple["Node", ...]) -> None:
        _set(self, "ops", ops)
        _set(self, "sides", sides)

    def _values(self) -> Tuple[Any, ...]:
        return (self.ops, self.sides)


class Text(_Node):
    """A word answer, lower-cased for comparison: ``\\text{Monday}`` -> ``monday``."""

    __slots__ = ("words",)
    words: str

    def __init__(self, words: str) -> None:
        _set(self, "words", words)

    def _values(self) -> Tuple[Any, ...]:
        return (self.words,)


class ListOf(_Node):
    """A bare list of answers: ``-2, 5`` or ``x = 1 or x = 2``."""

    __slots__ = ("items",)
    _node_fields = ("items",)
    items: Tuple["Node", ...]

    def __init__(self, items: Tuple["Node", ...]) -> None:
        _set(self, "items", items)

    def _values(self) -> Tuple[Any, ...]:
        return (self.items,)


Node = Union[Num, BaseNum, Sym, Const, Op, Mixed, Bracketed, SetOf, Union_, Matrix, Relation, Text, ListOf]

# Every node type, in one tuple: tests check that each has a comparison handler and an
# evaluator entry.
NODE_TYPES: Tuple[type, ...] = (Num, BaseNum, Sym, Const, Op, Mixed, Bracketed, SetOf, Union_, Matrix, Relation, Text, ListOf)


# The fields of each node type that hold nodes, by type.
_NODE_FIELDS: Dict[type, Tuple[str, ...]] = {kind: kind._node_fields for kind in NODE_TYPES}


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
