"""Exact values (int, Fraction) and bounded mpmath evaluation of answer nodes.

Rational arithmetic is exact and never passes through float.  Everything else is
evaluated with mpmath's pure low-level functions (``mpmath.libmp``) at an explicit
precision: no context, no global precision, nothing shared between threads.  That
evaluation lives in ``_mpeval.py``, imported on first use (importing strictgrade does not
import mpmath; an answer decided exactly never does).  What both need (the precision, the
sample values and exact rational values) lives below them in ``_exact.py``: the imports
point one way, numeric -> _mpeval -> _exact.
Every operation is bounded: a value that would need more than the caps below is
refused with :class:`~strictgrade.verdict.TooComplexError`.

>>> exact_value(Op("frac", (Num(Fraction(6), "6"), Num(Fraction(4), "4"))))
Fraction(3, 2)
>>> exact_value(Op("sqrt", (Num(Fraction(2), "2"),))) is None
True
>>> is_close(evaluate(Op("sqrt", (Num(Fraction(8), "8"),)), {}),
...          evaluate(Op("mul", (Num(Fraction(2), "2"), Op("sqrt", (Num(Fraction(2), "2"),)))), {}))
True
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Dict, Iterator, Mapping, Optional, Tuple

from ._exact import (
    PRECISION_BITS,
    RELATIVE_TOLERANCE_BITS,
    SAMPLE_POINTS,
    TOLERANCE_MARGIN_BITS,
    Constants,
    MpValue,
    exact_value,
    sample_value,
)
from .answer import Const, Mixed, Node, Num, Op, Sym, size_and_names
from .limits import (
    MAX_EXACT_BITS,
    MAX_EXACT_POWER,
    MAX_FACTORIAL,
    MAX_MAGNITUDE_BITS,
    MAX_NODES,
    MAX_PRECISION_BITS,
    MAX_RADICAL_TERMS,
    MAX_RADICAND,
)
from .verdict import TooComplexError, UndefinedValueError

__all__ = [
    "PRECISION_BITS",
    "RELATIVE_TOLERANCE_BITS",
    "MAX_EXACT_BITS",
    "MAX_FACTORIAL",
    "MAX_MAGNITUDE_BITS",
    "MAX_NODES",
    "MpValue",
    "Constants",
    "exact_value",
    "evaluate",
    "is_close",
    "free_variables",
    "sample_points",
    "sample_value",
    "real_fraction",
    "rational_points",
    "exact_pair",
    "radical_form",
    "radical_terms",
    "written_bits",
    "precision_for",
    "MAX_PRECISION_BITS",
    "count_nodes",
]

def count_nodes(node: Node) -> int:
    """Return the number of nodes in an expression tree."""
    return size_and_names(node)[0]


def free_variables(node: Node) -> frozenset:
    """Return the names of the variables in an expression (constants excluded).

    >>> sorted(free_variables(Op("add", (Sym("x"), Op("mul", (Const("pi"), Sym("y")))))))
    ['x', 'y']
    """
    return size_and_names(node)[1]


Pair = Tuple[int, int]


def exact_pair(node: Node, env: Mapping[str, Fraction]) -> Optional[Pair]:
    """Return a rational value as an unreduced (numerator, denominator) pair, or None like exact_value.

    The identity test's inner loop: integer arithmetic without a gcd per operation, so
    polynomials and rational functions are evaluated exactly and fast.  Pairs compare by
    cross-multiplication; anything beyond the four operations and integer powers is left to
    exact_value, and a pair that grows past MAX_EXACT_BITS gives None (then exact_value decides).

    >>> exact_pair(Op("div", (Sym("x"), Num(Fraction(4), "4"))), {"x": Fraction(2, 3)})
    (2, 12)
    """
    kind = type(node)
    if kind is Num or kind is Mixed:
        value = node.value  # type: ignore[union-attr]
        return value.numerator, value.denominator
    if kind is Sym:
        value = env.get(node.name)  # type: ignore[union-attr]
        return None if value is None else (value.numerator, value.denominator)
    if kind is not Op:
        return None
    op, args = node.op, node.args  # type: ignore[union-attr]
    if op in _PAIR_BINARY:
        left = exact_pair(args[0], env)
        right = None if left is None else exact_pair(args[1], env)
        if right is None:
            return None
        (a, b), (c, d) = left, right
        if op == "add":
            pair = (a * d + c * b, b * d)
        elif op == "sub":
            pair = (a * d - c * b, b * d)
        elif op == "mul":
            pair = (a * c, b * d)
        else:
            if c == 0:
                raise UndefinedValueError("division by zero")
            pair = (a * d, b * c)
        return _bounded(pair)
    if op == "neg" or op == "pos":
        inner = exact_pair(args[0], env)
        if inner is None or op == "pos":
            return inner
        return -inner[0], inner[1]
    if op == "pow":
        base = exact_pair(args[0], env)
        exponent = None if base is None else exact_pair(args[1], env)
        if exponent is None or exponent[0] % exponent[1] != 0:
            return None
        power = exponent[0] // exponent[1]
        a, b = base  # type: ignore[misc]
        if a == 0 and power < 0:
            raise UndefinedValueError("zero to a negative power")
        if max(a.bit_length(), b.bit_length()) * abs(power) > MAX_EXACT_BITS:
            return None
        return (a**power, b**power) if power >= 0 else (b ** -power, a ** -power)
    value = exact_value(node, env)
    return None if value is None else (value.numerator, value.denominator)


_PAIR_BINARY = frozenset(("add", "sub", "mul", "div", "frac"))


def _bounded(pair: Pair) -> Optional[Pair]:
    if pair[0].bit_length() > MAX_EXACT_BITS or pair[1].bit_length() > MAX_EXACT_BITS:
        return None
    return pair


# An exact sum of terms q * sqrt(m) * pi**k * i**j: (m square-free, k, j in {0, 1}) -> q.
RadicalKey = Tuple[int, int, int]
RadicalForm = Dict[RadicalKey, Fraction]
_RATIONAL_KEY: RadicalKey = (1, 0, 0)
# While a form is built its coefficients are (numerator, denominator) pairs in lowest terms with a
# positive denominator: the arithmetic of Fraction, with one gcd per step and no object per step.
Rational = Tuple[int, int]
_Terms = Dict[RadicalKey, Rational]
_ONE: Rational = (1, 1)


def radical_form(node: Node) -> Optional[RadicalForm]:
    r"""Return a variable-free value as an exact sum of rational multiples of sqrt(m) pi^k i^j, or None.

    Square roots of distinct square-free integers, the powers of pi and i are linearly
    independent over the rationals, so two values are equal exactly when their forms are:
    ``\sqrt{8}`` and ``2\sqrt{2}`` are decided without any floating point.

    >>> radical_form(Op("sqrt", (Num(Fraction(8), "8"),)))
    {(2, 0, 0): Fraction(2, 1)}
    >>> radical_form(Op("fn:sin", (Num(Fraction(1), "1"),))) is None
    True
    """
    terms = radical_terms(node)
    return None if terms is None else {key: Fraction(*value) for key, value in terms.items()}


def radical_terms(node: Node) -> Optional[Dict[RadicalKey, Rational]]:
    """The exact form of ``radical_form`` with each coefficient a (numerator, denominator) pair in
    lowest terms (positive denominator): two forms are equal exactly when their values are."""
    terms = _radical(node)
    return None if terms is None else {key: value for key, value in terms.items() if value[0]}


def _rational(node: Node) -> Optional[_Terms]:
    value = exact_value(node)
    return None if value is None else {_RATIONAL_KEY: (value.numerator, value.denominator)}


def _radical(node: Node) -> Optional[_Terms]:
    kind = type(node)
    if kind is Const:
        name = node.name  # type: ignore[union-attr]
        return {(1, 1, 0): _ONE} if name == "pi" else {(1, 0, 1): _ONE} if name == "i" else None
    if kind is not Op:
        return _rational(node)
    op, args = node.op, node.args  # type: ignore[union-attr]
    if op in ("add", "sub", "mul", "div", "frac"):
        left = _radical(args[0])
        right = None if left is None else _radical(args[1])
        if left is None or right is None:
            return None
        if op == "add":
            return _sum(left, right, 1)
        if op == "sub":
            return _sum(left, right, -1)
        if op == "mul":
            return _product(left, right)
        inverse = _inverse(right)
        return None if inverse is None else _product(left, inverse)
    if op in ("neg", "pos"):
        inner = _radical(args[0])
        if inner is None or op == "pos":
            return inner
        return {key: (-value[0], value[1]) for key, value in inner.items()}
    if op == "sqrt":
        return _square_root(args[0])
    if op == "pow":
        exponent = exact_value(args[1])
        if exponent == Fraction(1, 2):
            return _square_root(args[0])
        if exponent is None or exponent.denominator != 1 or abs(exponent) > MAX_EXACT_POWER:
            return None
        base = _radical(args[0])
        if base is None:
            return None
        if exponent < 0:
            base = _inverse(base)
        result: Optional[_Terms] = {_RATIONAL_KEY: _ONE}
        for _ in range(abs(exponent.numerator)):
            if result is None or base is None:
                return None
            result = _product(result, base)
        return result
    return _rational(node)


def _add(left: Rational, right: Rational) -> Rational:
    numerator, denominator = left[0] * right[1] + right[0] * left[1], left[1] * right[1]
    common = math.gcd(numerator, denominator)
    return numerator // common, denominator // common


def _multiply(left: Rational, right: Rational) -> Rational:
    if not left[0] or not right[0]:
        return 0, 1
    first, second = math.gcd(left[0], right[1]), math.gcd(right[0], left[1])
    return (left[0] // first) * (right[0] // second), (left[1] // second) * (right[1] // first)


def _sum(left: _Terms, right: _Terms, sign: int) -> _Terms:
    result = dict(left)
    for key, value in right.items():
        term = (sign * value[0], value[1])
        result[key] = _add(result[key], term) if key in result else term
    return result


def _product(left: _Terms, right: _Terms) -> Optional[_Terms]:
    result: _Terms = {}
    for (m1, k1, j1), q1 in left.items():
        for (m2, k2, j2), q2 in right.items():
            common = math.gcd(m1, m2)
            coefficient = _multiply(_multiply(q1, q2), (-common if j1 and j2 else common, 1))
            key = ((m1 // common) * (m2 // common), k1 + k2, (j1 + j2) % 2)
            total = _add(result[key], coefficient) if key in result else coefficient
            result[key] = total
            if _bounded(total) is None or key[0] > MAX_RADICAND**2:
                return None
    if len(result) > MAX_RADICAL_TERMS:
        return None
    return result


def _inverse(form: _Terms) -> Optional[_Terms]:
    """Return 1 / (q sqrt(m) pi^k i^j) for a single term; None for a sum."""
    terms = [(key, value) for key, value in form.items() if value[0]]
    if len(terms) != 1:
        if not terms:
            raise UndefinedValueError("division by zero")
        return None
    (m, k, j), (numerator, denominator) = terms[0]
    scaled = _multiply((numerator, denominator), (m, 1))  # q m, whose inverse is the coefficient
    sign = -1 if (scaled[0] < 0) != bool(j) else 1  # 1 / i = -i
    return {(m, -k, j): (sign * scaled[1], abs(scaled[0]))}


def _square_root(node: Node) -> Optional[_Terms]:
    """The principal square root of a rational: sqrt(-r) = i sqrt(r)."""
    value = exact_value(node)
    if value is None:
        return None
    if value == 0:
        return {}
    radicand = abs(value.numerator) * value.denominator
    if radicand > MAX_RADICAND:
        return None
    outside, inside = _square_free(radicand)
    common = math.gcd(outside, value.denominator)
    return {(inside, 0, 1 if value < 0 else 0): (outside // common, value.denominator // common)}


def _square_free(n: int) -> Tuple[int, int]:
    """Split n into outside**2 * inside with inside square-free (n at most MAX_RADICAND)."""
    outside, inside, factor = 1, 1, 2
    while factor * factor <= n:
        while n % (factor * factor) == 0:
            n //= factor * factor
            outside *= factor
        if n % factor == 0:
            n //= factor
            inside *= factor
        factor += 1
    return outside, inside * n


def written_bits(node: Node) -> int:
    r"""Return about how many bits the numbers written in a node carry (powers of literals included).

    A value written with many digits (a 70-digit decimal, ``10^{-60}``) is compared at a
    precision that grows with it, so no finite decimal passes for an irrational and no
    tiny written difference disappears in the tolerance.

    >>> written_bits(Num(Fraction(5), "5")) < written_bits(Num(Fraction("1.4142135623730950488"), "1.4142135623730950488"))
    True
    """
    if isinstance(node, (Num, Mixed)):
        return node.value.numerator.bit_length() + node.value.denominator.bit_length()
    if not isinstance(node, Op):
        return 0
    total = sum(written_bits(arg) for arg in node.args)
    if node.op == "pow":
        base, exponent = node.args
        if isinstance(exponent, Op) and exponent.op in ("neg", "pos"):
            exponent = exponent.args[0]
        power = exponent.value if isinstance(exponent, Num) else _small_exact(exponent)
        if power is not None:
            if isinstance(base, Num) and base.value != 0:
                size = max(base.value.numerator.bit_length(), base.value.denominator.bit_length())
            elif isinstance(base, Const) and base.name in ("e", "pi"):
                size = 2  # e^{-200}: a tiny term is seen only at a precision that grows with it
            else:
                size = 0
            total += size * min(math.ceil(abs(power)), MAX_PRECISION_BITS)
    return total


def _small_exact(node: Node) -> Optional[Fraction]:
    """The exact value of a small exponent written as work (``10^{3}`` in ``10^{-10^{3}}``), or None."""
    if count_nodes(node) > 8:
        return None
    try:
        value = exact_value(node)
    except TooComplexError:
        return None
    return value if value is not None and abs(value) <= MAX_PRECISION_BITS else None


def precision_for(*nodes: Node) -> int:
    """Return the working precision for comparing these nodes: the default, more for long numbers.

    Raises TooComplexError when the numbers written need more than MAX_PRECISION_BITS.
    """
    needed = PRECISION_BITS + 2 * sum(written_bits(node) for node in nodes)
    if needed > MAX_PRECISION_BITS:
        raise TooComplexError(f"comparing these values needs more than {MAX_PRECISION_BITS} bits")
    return needed


def rational_points(names: frozenset) -> Iterator[Dict[str, Fraction]]:
    """Yield the real sample points as exact fractions (the same points as ``sample_points``)."""
    ordered = sorted(names)
    for point in range(SAMPLE_POINTS):
        yield {name: sample_value(point, position) for position, name in enumerate(ordered)}


# mpmath is imported on first use: these call into _mpeval.py.


def evaluate(node: Node, env: Mapping[str, MpValue], prec: int = PRECISION_BITS, constants: Optional[Constants] = None) -> MpValue:
    """Evaluate a node to a complex mpmath value at ``prec`` bits; variables come from ``env``.

    ``constants`` (a dict the caller keeps while it holds the trees) remembers the exact values
    of their subtrees across calls: the sample points of one identity test.
    """
    from ._mpeval import evaluate as evaluate_inexactly

    return evaluate_inexactly(node, env, prec, constants)


def is_close(left: MpValue, right: MpValue, prec: int = PRECISION_BITS) -> bool:
    """Return whether two values agree to the relative tolerance of the precision they were computed at."""
    from ._mpeval import is_close as close

    return close(left, right, prec)


def sample_points(
    names: frozenset, complex_points: bool = False, prec: int = PRECISION_BITS
) -> Iterator[Dict[str, MpValue]]:
    """Yield deterministic assignments of mpmath values to the variables (no randomness, no hashing)."""
    from ._mpeval import sample_points as points

    return points(names, complex_points, prec)


def real_fraction(value: MpValue) -> Optional[Fraction]:
    """Return a real value as the exact fraction of its binary digits, or None for a complex value."""
    from ._mpeval import real_fraction as fraction

    return fraction(value)
