"""The frozen node types an answer is parsed into.

Nodes are plain immutable data: the grammar builds them, the comparator reads them.

>>> Num(Fraction(5), "5").is_integer_literal
True
>>> Op("frac", (Num(Fraction(1), "1"), Num(Fraction(2), "2"))).op
'frac'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Tuple, Union

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
]

# Letters and commands that name constants rather than variables.
CONSTANTS = ("pi", "e", "i", "infty")


@dataclass(frozen=True)
class Num:
    """A number literal written in decimal: ``5``, ``-0.25`` is ``Op('neg', Num)``."""

    value: Fraction
    text: str

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


@dataclass(frozen=True)
class Op:
    """An operator applied to arguments.

    ``op`` is one of: add, sub, mul, div, frac, neg, pow, sqrt, root, fact,
    binom, abs, floor, ceil, pm (binary ``a \\pm b``), upm (unary ``\\pm a``), or
    ``fn:<name>`` for a named function (``fn:sin``, ``fn:log``).
    """

    op: str
    args: Tuple["Node", ...]


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
