r"""Node -> canonical node: the rewrites that make two spellings of one answer one node.

Per side (:func:`canonical`): plus-minus expanded into a list (inside tuples too),
``7 = n`` as ``n = 7``, a chain of equal values
(``\frac32 = 1.5``, ``x = 2+3 = 5``) as its last value.  Pairwise (:func:`align`), where
the reference decides: ratios as numbers unless the reference is a clock time, a
column or row vector as a tuple against a tuple, a
name dropped from ``name = expression`` when the other side is the bare expression,
a renamed function argument, named values against a tuple in written order.

>>> from strictgrade.grammar import parse_answer as p
>>> canonical(p(r"\frac{3}{2}=1.5")) == p("1.5")
True
>>> canonical(p("7=n")) == p("n=7")
True
>>> align(p(r"\frac{5}{8}"), p("5:8"))[1] == p(r"\frac{5}{8}")
True
>>> is_contradiction(p("x=4=5")), is_contradiction(p("x=2+3=5"))
(True, False)
"""

from __future__ import annotations

import functools

import itertools
from fractions import Fraction
from math import gcd
from typing import List, Optional, Tuple

from .answer import Bracketed, Const, ListOf, Matrix, Mixed, Node, Num, Op, Relation, SetOf, Sym, Text, Union_
from .limits import MAX_PLUS_MINUS, REFERENCE_CACHE_SIZE
from .numeric import evaluate, exact_value, free_variables, is_close
from .verdict import TooComplexError, UndefinedValueError

__all__ = [
    "MAX_PLUS_MINUS",
    "canonical",
    "convert_degrees",
    "align",
    "expand_plus_minus",
    "strip_assignment",
    "is_contradiction",
    "named_values",
    "interval_of",
    "region_of",
    "as_interval",
    "oriented",
    "is_scalar",
    "is_written_number",
    "rename_symbol",
]



@functools.lru_cache(maxsize=REFERENCE_CACHE_SIZE)
def canonical(node: Node) -> Node:
    """Rewrite one side into its canonical node (the same for every other side).

    Cached: a reference graded against many candidates is rewritten once (nodes are
    immutable and hashable; ``strictgrade.clear_caches`` forgets them).
    """
    return _rewrite(expand_plus_minus(node))


def _rewrite(node: Node) -> Node:
    kind = type(node)
    if kind is Relation:
        return reduce_chain(orient_assignment(node))  # type: ignore[arg-type]
    if kind is ListOf or kind is SetOf:
        items = tuple(_rewrite(item) for item in node.items)  # type: ignore[union-attr]
        return node if all(new is old for new, old in zip(items, node.items)) else kind(items)  # type: ignore
    return node


# --- plus-minus -----------------------------------------------------------------------


def _contains_plus_minus(node: Node) -> bool:
    if isinstance(node, Op):
        return node.op in ("pm", "mp", "upm") or any(_contains_plus_minus(arg) for arg in node.args)
    return False


def _expand(node: Node) -> List[Node]:
    """Return the values of an expression with each plus-minus taken both ways."""
    if not isinstance(node, Op) or not _contains_plus_minus(node):
        return [node]
    if node.op == "upm":
        return [variant for inner in _expand(node.args[0]) for variant in (inner, Op("neg", (inner,)))]
    if node.op in ("pm", "mp"):
        first, second = ("add", "sub") if node.op == "pm" else ("sub", "add")
        return [
            Op(name, (left, right))
            for left in _expand(node.args[0])
            for right in _expand(node.args[1])
            for name in (first, second)
        ]
    expanded = [_expand(arg) for arg in node.args]
    return [Op(node.op, tuple(combination)) for combination in itertools.product(*expanded)]


def expand_plus_minus(node: Node) -> Node:
    r"""Turn ``a \pm b`` into the list ``a + b, a - b``, inside lists, sets and tuples too.

    >>> from strictgrade.grammar import parse_answer as p
    >>> expand_plus_minus(p(r"(\pm 1, 2)")) == p("(1,2),(-1,2)")
    True
    """
    if isinstance(node, ListOf):
        return ListOf(tuple(item for child in node.items for item in _as_members(expand_plus_minus(child))))
    if isinstance(node, SetOf):
        return SetOf(tuple(item for child in node.items for item in _as_members(expand_plus_minus(child))))
    if isinstance(node, Bracketed) and node.open == "(" and any(_contains_plus_minus(item) for item in node.items):
        choices = [_expand(item) for item in node.items]
        count = 1
        for values in choices:
            count *= len(values)
        if count > 2**MAX_PLUS_MINUS:
            raise TooComplexError("too many plus-minus signs")
        return ListOf(tuple(Bracketed(node.open, node.close, combo) for combo in itertools.product(*choices)))
    if isinstance(node, Relation) and len(node.sides) == 2 and _contains_plus_minus(node.sides[1]):
        return ListOf(tuple(Relation(node.ops, (node.sides[0], value)) for value in _expand_bounded(node.sides[1])))
    if isinstance(node, Op) and _contains_plus_minus(node):
        return ListOf(tuple(_expand_bounded(node)))
    return node


def _expand_bounded(node: Node) -> List[Node]:
    values = _expand(node)
    if len(values) > 2**MAX_PLUS_MINUS:
        raise TooComplexError("too many plus-minus signs")
    return values


def _as_members(node: Node) -> Tuple[Node, ...]:
    return node.items if isinstance(node, ListOf) else (node,)


# --- vectors --------------------------------------------------------------------------


def vector_as_tuple(node: Matrix) -> Node:
    r"""Write a column or row vector as the tuple of its entries; other matrices stay."""
    if len(node.rows) >= 2 and all(len(row) == 1 for row in node.rows):
        return Bracketed("(", ")", tuple(row[0] for row in node.rows))
    if len(node.rows) == 1 and len(node.rows[0]) >= 2:
        return Bracketed("(", ")", node.rows[0])
    return node


# --- names, assignments and chains ------------------------------------------------------


def is_variable_name(node: Node) -> bool:
    """Return whether a node names something: ``x``, ``S_n``, ``(x, y)``, a function head ``f(x)``."""
    if isinstance(node, Sym):
        return True
    if isinstance(node, Bracketed):
        return all(isinstance(item, Sym) for item in node.items)
    # f(x) = ..., a function named by one letter applied to its variable; f^{-1}(x) = ... its inverse
    if isinstance(node, Op) and node.op == "mul" and len(node.args) == 2 and _inverse_head(node.args[0]):
        return isinstance(node.args[1], Sym)
    if isinstance(node, Op) and node.op == "mul" and len(node.args) == 2 and isinstance(node.args[0], Sym):
        if isinstance(node.args[1], Num) and len(node.args[0].name) == 1:
            return True  # f(2) = 5: a function's value at a number names that value
    return isinstance(node, Op) and node.op == "mul" and all(isinstance(arg, Sym) for arg in node.args)


_MINUS_ONE = Op("neg", (Num(Fraction(1), "1"),))


def _inverse_head(node: Node) -> bool:
    return isinstance(node, Op) and node.op == "pow" and isinstance(node.args[0], Sym) and node.args[1] == _MINUS_ONE


def _name_symbols(node: Node) -> frozenset:
    """The symbols a name introduces: ``f`` for ``f(x)`` (its argument is a dummy), all of ``(x, y)``."""
    if isinstance(node, Op) and node.op == "mul":
        head = node.args[0]
        if _inverse_head(head):
            head = head.args[0]  # type: ignore[union-attr]
        return frozenset((head.name,)) if isinstance(head, Sym) else frozenset()
    if isinstance(node, Bracketed):
        return frozenset(item.name for item in node.items if isinstance(item, Sym))
    return frozenset((node.name,)) if isinstance(node, Sym) else frozenset()


def is_scalar(node: Node) -> bool:
    """A single value: a number, an operation or a constant (not a list, tuple, relation or text)."""
    return isinstance(node, (Num, Op, Const, Mixed))


def _is_bare_value(node: Node) -> bool:
    if isinstance(node, (Bracketed, SetOf, Matrix)):
        return True
    return not free_variables(node) if is_scalar(node) else False


def orient_assignment(node: Relation) -> Relation:
    """Write ``7 = n`` as ``n = 7``: the name on the left."""
    if node.ops == ("=",) and is_variable_name(node.sides[1]) and not is_variable_name(node.sides[0]):
        return Relation(node.ops, (node.sides[1], node.sides[0]))
    return node


def _value_sides(node: Relation) -> Optional[Tuple[Optional[Node], Tuple[Node, ...]]]:
    """Split an ``=`` chain into its name (or None) and its variable-free values, or None."""
    if any(op != "=" for op in node.ops):
        return None
    name: Optional[Node] = node.sides[0] if is_variable_name(node.sides[0]) else None
    values = node.sides[1:] if name is not None else node.sides
    if len(values) < 2 or not all(_is_bare_value(value) for value in values):
        return None
    return name, values


def _same_value(left: Node, right: Node) -> bool:
    if not (is_scalar(left) and is_scalar(right)):
        return left == right  # tuples, sets, matrices: the same as written
    exact_left, exact_right = exact_value(left), exact_value(right)
    if exact_left is not None and exact_right is not None:
        return exact_left == exact_right
    try:
        return is_close(evaluate(left, {}), evaluate(right, {}))
    except UndefinedValueError:
        return False


def reduce_chain(node: Relation) -> Node:
    r"""Reduce a chain of equal values to its last one: ``\frac32 = 1.5`` -> ``1.5``, ``x = 2+3 = 5`` -> ``x = 5``.

    A chain of different values (``x = 4 = 5``) stays as written: :func:`is_contradiction`.
    """
    split = _value_sides(node)
    if split is None:
        return node
    name, values = split
    if not all(_same_value(value, values[-1]) for value in values[:-1]):
        return node
    # the value is the written number of the chain, if one is there: \boxed{9} = 3^2 is 9, and
    # 2 + 3 = 5 is 5 (the last one written: \frac{6}{4} = \frac32 is \frac32)
    value = next((value for value in reversed(values) if is_written_number(value)), values[-1])
    return value if name is None else Relation(("=",), (name, value))


def is_written_number(node: Node) -> bool:
    r"""Return whether a node is a number as written: ``5``, ``-0.5``, ``1\frac12``, ``\frac{3}{2}`` (not ``3^2``)."""
    if isinstance(node, Op) and node.op in ("neg", "pos"):
        node = node.args[0]
    if isinstance(node, (Num, Mixed)):
        return True
    return isinstance(node, Op) and node.op in ("frac", "div") and all(isinstance(arg, Num) for arg in node.args)


def is_contradiction(node: Node) -> bool:
    """Return whether an answer is a chain of different values (``x = 4 = 5``)."""
    if not isinstance(node, Relation):
        return False
    split = _value_sides(node)
    return split is not None and not all(_same_value(value, split[1][-1]) for value in split[1][:-1])


def strip_assignment(node: Node, other: Optional[Node] = None) -> Node:
    """Reduce ``x = 5`` to ``5``, inside lists too; with ``other``, ``k = n+1`` to ``n+1``.

    A name (a symbol, a subscripted symbol, a function head) is dropped before a bare
    value, and before an expression when the name does not occur in ``other``, the bare
    expression it is compared with: ``y = 2x + 3`` stays an equation against ``y``.
    """
    if isinstance(node, ListOf):
        return ListOf(tuple(strip_assignment(item) for item in node.items))
    if isinstance(node, SetOf):
        return SetOf(tuple(strip_assignment(item) for item in node.items))
    if not isinstance(node, Relation) or any(op not in ("=", "\\in") for op in node.ops):
        return node
    name, value = node.sides[0], node.sides[-1]
    if not is_variable_name(name):
        return node
    if node.ops[-1] == "\\in" or _is_bare_value(value):
        return value
    if other is None or isinstance(other, Relation) or len(node.sides) != 2:
        return node
    symbols = _name_symbols(name)
    if symbols and not symbols & (free_variables(value) | _all_symbols(other)):
        return value
    return node


def _all_symbols(node: Node) -> frozenset:
    if isinstance(node, (ListOf, SetOf, Bracketed)):
        names: frozenset = frozenset()
        for item in node.items:
            names |= _all_symbols(item)
        return names
    return free_variables(node) if is_scalar(node) or isinstance(node, Sym) else frozenset()


def named_values(node: Node) -> Optional[Tuple[Tuple[str, Node], ...]]:
    """Return ``((name, value), ...)`` for ``a = 5, b = 3`` or ``(x, y) = (1, 2)``, in written order."""
    pairs: List[Tuple[Node, Node]] = []
    if isinstance(node, ListOf) and len(node.items) >= 2:
        for item in node.items:
            if not (isinstance(item, Relation) and item.ops == ("=",)):
                return None
            pairs.append((item.sides[0], item.sides[1]))
    elif isinstance(node, Relation) and node.ops == ("=",):
        names, values = node.sides
        if not (isinstance(names, Bracketed) and isinstance(values, Bracketed)):
            return None
        if len(names.items) != len(values.items) or len(names.items) < 2:
            return None
        pairs = list(zip(names.items, values.items))
    else:
        return None
    if not all(isinstance(name, Sym) and _is_bare_value(value) for name, value in pairs):
        return None
    result = tuple((name.name, value) for name, value in pairs if isinstance(name, Sym))
    if len({name for name, _ in result}) != len(result):
        return None  # x = 1 or x = 2: a list of solutions, not named values
    return result


def _substitute(node: Node, old: str, new: str) -> Node:
    if isinstance(node, Sym):
        return Sym(new) if node.name == old else node
    if isinstance(node, Op):
        return Op(node.op, tuple(_substitute(arg, old, new) for arg in node.args))
    return node


def _function_head(node: Node) -> Optional[Tuple[str, str]]:
    if isinstance(node, Op) and node.op == "mul" and len(node.args) == 2:
        head, argument = node.args
        if isinstance(head, Sym) and isinstance(argument, Sym):
            return head.name, argument.name
    return None


def rename_dummy(reference: Node, candidate: Node) -> Node:
    """Rename the candidate's function argument to the reference's: ``f(z)=z+1`` -> ``f(x)=x+1``."""
    if not (isinstance(reference, Relation) and isinstance(candidate, Relation)):
        return candidate
    if reference.ops != ("=",) or candidate.ops != ("=",):
        return candidate
    wanted, offered = _function_head(reference.sides[0]), _function_head(candidate.sides[0])
    if wanted is None or offered is None or wanted[0] != offered[0] or wanted[1] == offered[1]:
        return candidate
    body = candidate.sides[1]
    if wanted[1] in free_variables(body):
        return candidate
    return Relation(("=",), (reference.sides[0], _substitute(body, offered[1], wanted[1])))


# --- ratios -------------------------------------------------------------------------------


def _ratio_sides(node: Node) -> Optional[Tuple[Node, Node]]:
    if isinstance(node, Relation) and node.ops == (":",):
        left, right = node.sides
        if is_scalar(left) and is_scalar(right) and not (free_variables(left) | free_variables(right)):
            return left, right
    return None


def is_clock_time(node: Node) -> bool:
    """Return whether ``h:mm`` reads as a clock time rather than a ratio (``9:15``, ``10:05``).

    A reference ratio is in lowest terms, so an unreduced one, or minutes written with a
    leading zero, is a time.
    """
    sides = _ratio_sides(node)
    if sides is None or not all(isinstance(side, Num) and side.value.denominator == 1 for side in sides):
        return False
    hours, minutes = sides
    assert isinstance(hours, Num) and isinstance(minutes, Num)
    if len(minutes.text) != 2 or minutes.value >= 60 or hours.value > 24:
        return False
    return minutes.text.startswith("0") or gcd(int(hours.value), int(minutes.value)) != 1


def _clock_text(node: Node) -> Node:
    """A clock time is text, compared as written: ``10:05`` is not ``10:5``."""
    sides = _ratio_sides(node)
    if sides is None or not all(isinstance(side, Num) for side in sides):
        return node
    return Text(":".join(side.text for side in sides if isinstance(side, Num)))


def ratio_as_number(node: Node) -> Node:
    r"""Write ``a:b`` as the number ``\frac{a}{b}`` (``2:1`` as ``2``); anything else stays."""
    sides = _ratio_sides(node)
    if sides is None:
        return node
    left, right = sides
    if isinstance(right, Num) and right.value == 1:
        return left
    return Op("frac", (left, right))


# --- degrees --------------------------------------------------------------------------------

_DEGREE = Const("circ")  # the grammar's node for a degree mark
_PI = Const("pi")
_RADIANS_PER_DEGREE = Op("frac", (_PI, Num(Fraction(180), "180")))


def _has_constant(node: Node, name: str) -> bool:
    """Return whether a constant occurs anywhere in an answer (one iterative walk, type checks only)."""
    stack: List[Node] = [node]
    while stack:
        current = stack.pop()
        kind = type(current)
        if kind is Const:
            if current.name == name:  # type: ignore[union-attr]
                return True
        elif kind is Op:
            stack.extend(current.args)  # type: ignore[union-attr]
        elif kind in (ListOf, SetOf, Bracketed):
            stack.extend(current.items)  # type: ignore[union-attr]
        elif kind is Relation:
            stack.extend(current.sides)  # type: ignore[union-attr]
        elif kind is Union_:
            stack.extend(current.parts)  # type: ignore[union-attr]
        elif kind is Matrix:
            for row in current.rows:  # type: ignore[union-attr]
                stack.extend(row)
    return False


def _degrees(node: Node, radians: bool) -> Node:
    r"""Replace each ``x^{\circ}`` by ``x`` or, in radians, ``x\pi/180`` (always inside a function)."""
    if isinstance(node, Op):
        if node.op == "pow" and node.args[1] == _DEGREE:
            base = _degrees(node.args[0], radians)
            return Op("mul", (base, _RADIANS_PER_DEGREE)) if radians else base
        inner = radians or node.op.startswith("fn:")  # sin 30^\circ is sin(pi/6)
        return Op(node.op, tuple(_degrees(arg, inner) for arg in node.args))
    if isinstance(node, ListOf):
        return ListOf(tuple(_degrees(item, radians) for item in node.items))
    if isinstance(node, SetOf):
        return SetOf(tuple(_degrees(item, radians) for item in node.items))
    if isinstance(node, Bracketed):
        return Bracketed(node.open, node.close, tuple(_degrees(item, radians) for item in node.items))
    if isinstance(node, Relation):
        return Relation(node.ops, tuple(_degrees(side, radians) for side in node.sides))
    if isinstance(node, Union_):
        return Union_(tuple(_degrees(part, radians) for part in node.parts))
    if isinstance(node, Matrix):
        return Matrix(tuple(tuple(_degrees(cell, radians) for cell in row) for row in node.rows))
    return node


def convert_degrees(reference: Node, candidate: Node) -> Tuple[Node, Node]:
    r"""Drop degree marks like a unit, or convert them exactly when the other side has pi.

    ``30^\circ`` is ``30`` against ``30`` and ``\frac{\pi}{6}`` against ``\frac{\pi}{6}``;
    inside a function (``\sin 30^\circ``) degrees are always radians.

    >>> from strictgrade.grammar import parse_answer as p
    >>> convert_degrees(p("30"), p(r"30^{\circ}"))[1] == p("30")
    True
    >>> convert_degrees(p(r"\frac{\pi}{6}"), p(r"30^{\circ}"))[1] == p(r"30\cdot\frac{\pi}{180}")
    True
    """
    if _has_constant(reference, _DEGREE.name):
        reference = _degrees(reference, _has_constant(candidate, _PI.name))
    if _has_constant(candidate, _DEGREE.name):
        candidate = _degrees(candidate, _has_constant(reference, _PI.name))
    return reference, candidate


# --- pairwise ----------------------------------------------------------------------------


def align(reference: Node, candidate: Node) -> Tuple[Node, Node]:
    """Rewrite both sides where the reference decides the reading of the candidate."""
    if is_clock_time(reference):
        reference, candidate = _clock_text(reference), _clock_text(candidate)
    else:
        reference, candidate = ratio_as_number(reference), ratio_as_number(candidate)
    candidate = rename_dummy(reference, candidate)
    if isinstance(reference, Union_) and not isinstance(candidate, Union_):
        candidate = _region_or_self(candidate)
    elif isinstance(candidate, Union_) and not isinstance(reference, Union_):
        reference = _region_or_self(reference)
    elif isinstance(reference, (Relation, ListOf)) and isinstance(candidate, (Relation, ListOf)):
        described, offered = region_of(reference), region_of(candidate)
        if described is not None and offered is not None and described[0] == offered[0]:
            if isinstance(described[1], Union_) or isinstance(offered[1], Union_):
                reference, candidate = described[1], offered[1]  # x \ne 2 against x \in (-\infty,2) \cup (2,\infty)
    if isinstance(reference, Matrix) and isinstance(candidate, Bracketed):
        reference = vector_as_tuple(reference)
    elif isinstance(candidate, Matrix) and isinstance(reference, Bracketed):
        candidate = vector_as_tuple(candidate)
    if isinstance(reference, ListOf) and isinstance(candidate, Relation):
        candidate = _values_in_order(candidate, reference)  # (a, b, c) = (4, 0, 7) against 4, 0, 7
    elif isinstance(candidate, ListOf) and isinstance(reference, Relation):
        reference = _values_in_order(reference, candidate)
    if isinstance(reference, Bracketed) and reference.open == "(":
        named = named_values(candidate)
        if named is not None:
            candidate = Bracketed("(", ")", tuple(value for _, value in named))
    elif isinstance(candidate, Bracketed) and candidate.open == "(":
        named = named_values(reference)
        if named is not None:
            reference = Bracketed("(", ")", tuple(value for _, value in named))
    return reference, candidate


def _values_in_order(node: Relation, other: ListOf) -> Node:
    """A tuple assignment against a bare list of values: the list of its values (else the node)."""
    named = named_values(node)
    if named is None or named_values(other) is not None:
        return node
    return ListOf(tuple(value for _, value in named))


def rename_symbol(node: Node, old: str, new: str) -> Node:
    """Rename one variable of an expression (a family's parameter): ``2m\\pi`` -> ``2k\\pi``."""
    return _substitute(node, old, new)


# --- orientation and intervals ----------------------------------------------------------------

_FLIPPED = {">": "<", "\\ge": "\\le", "<": ">", "\\le": "\\ge"}


def oriented(relation: Relation) -> Relation:
    """Write a relation with < and \\le only: ``x > 3`` becomes ``3 < x``."""
    if any(op in (">", "\\ge") for op in relation.ops) and all(op not in ("<", "\\le") for op in relation.ops):
        return Relation(tuple(_FLIPPED.get(op, op) for op in reversed(relation.ops)), tuple(reversed(relation.sides)))
    return relation


_INFINITY = Const("infty")
_NEGATIVE_INFINITY = Op("neg", (_INFINITY,))


def as_interval(relation: Relation) -> Optional[Bracketed]:
    r"""Return the interval a one-variable inequality describes, or None.

    ``x \ge 3`` is ``[3, \infty)``; ``1 < x \le 2`` is ``(1, 2]``.

    >>> from strictgrade.grammar import parse_answer as p
    >>> as_interval(p(r"x \ge 3")) == p(r"[3,\infty)")
    True
    """
    turned = oriented(relation)
    if any(op not in ("<", "\\le") for op in turned.ops):
        return None
    sides, ops = turned.sides, turned.ops
    if len(sides) == 3 and isinstance(sides[1], Sym) and not (free_variables(sides[0]) | free_variables(sides[2])):
        low, high, low_op, high_op = sides[0], sides[2], ops[0], ops[1]
    elif len(sides) == 2 and isinstance(sides[0], Sym) and not free_variables(sides[1]):
        low, high, low_op, high_op = _NEGATIVE_INFINITY, sides[1], "<", ops[0]
    elif len(sides) == 2 and isinstance(sides[1], Sym) and not free_variables(sides[0]):
        low, high, low_op, high_op = sides[0], _INFINITY, ops[0], "<"
    else:
        return None
    return Bracketed("(" if low_op == "<" else "[", ")" if high_op == "<" else "]", (low, high))


def interval_of(node: Node) -> Optional[Tuple[Sym, Node]]:
    r"""Return the variable and the interval (or union) a relation says it lies in.

    ``x \in [-2, 7]`` and ``-2 \le x \le 7`` both give ``x`` and ``[-2, 7]``.
    """
    if not isinstance(node, Relation):
        return None
    if node.ops == ("\\in",) and isinstance(node.sides[0], Sym) and isinstance(node.sides[1], (Bracketed, Union_)):
        return node.sides[0], node.sides[1]
    interval = as_interval(node)
    if interval is None:
        return None
    turned = oriented(node)
    variable = next(side for side in turned.sides if isinstance(side, Sym))
    return variable, interval


def region_of(node: Node) -> Optional[Tuple[Sym, Node]]:
    r"""Return the variable and the set of reals a relation, ``x \ne a``, or inequalities joined by "or" describe.

    ``x < -1 or x > 1`` (a list after normalization) is ``(-\infty, -1) \cup (1, \infty)``;
    ``x \ne 2`` is ``(-\infty, 2) \cup (2, \infty)``.

    >>> from strictgrade.grammar import parse_answer as p
    >>> region_of(p("x<-1,x>1"))[1] == p(r"(-\infty,-1)\cup(1,\infty)")
    True
    """
    if isinstance(node, Relation) and node.ops == ("\\ne",):
        variable, point = node.sides
        if isinstance(point, Sym) and not isinstance(variable, Sym):
            variable, point = point, variable
        if isinstance(variable, Sym) and is_scalar(point) and not free_variables(point):
            below = Bracketed("(", ")", (_NEGATIVE_INFINITY, point))
            return variable, Union_((below, Bracketed("(", ")", (point, _INFINITY))))
    if not isinstance(node, ListOf) or len(node.items) < 2:
        return interval_of(node)
    parts: List[Node] = []
    variable_seen: Optional[Sym] = None
    for item in node.items:
        found = region_of(item)
        if found is None or (variable_seen is not None and found[0] != variable_seen):
            return None
        variable_seen = found[0]
        parts.extend(found[1].parts if isinstance(found[1], Union_) else (found[1],))
    assert variable_seen is not None
    return variable_seen, Union_(tuple(parts))


def _region_or_self(node: Node) -> Node:
    found = region_of(node) if isinstance(node, (Relation, ListOf)) else None
    return found[1] if found is not None else node
