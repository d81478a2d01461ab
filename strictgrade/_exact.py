"""Exact rational values of answer nodes, and the precision and sample values the evaluators share.

The bottom of the numeric core: ``numeric.py`` (exact arithmetic, radicals, identity tests) and
``_mpeval.py`` (bounded mpmath evaluation) both import from here, and this module imports
neither, so the dependency runs one way (numeric -> _mpeval -> _exact).

>>> exact_value(Op("frac", (Num(Fraction(6), "6"), Num(Fraction(4), "4"))))
Fraction(3, 2)
>>> exact_value(Op("sqrt", (Num(Fraction(2), "2"),))) is None
True
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Dict, Mapping, Optional, Tuple

from .answer import Mixed, Node, Num, Op, Sym
from .limits import MAX_BINOMIAL_N, MAX_EXACT_BITS, MAX_FACTORIAL
from .verdict import UndefinedValueError

__all__ = [
    "PRECISION_BITS",
    "RELATIVE_TOLERANCE_BITS",
    "TOLERANCE_MARGIN_BITS",
    "SAMPLE_POINTS",
    "MpValue",
    "Constants",
    "exact_value",
    "sample_value",
]

# Working precision: 200 bits is about 60 significant decimal digits.
PRECISION_BITS = 200
# Two values are equal when they agree to 2**-160 relative (about 48 digits) at the
# default precision: far above rounding noise at 200 bits.  Numbers written with more
# digits raise the precision (precision_for), and the tolerance stays this margin below it.
RELATIVE_TOLERANCE_BITS = 160
TOLERANCE_MARGIN_BITS = PRECISION_BITS - RELATIVE_TOLERANCE_BITS

MpValue = Tuple[tuple, tuple]
# The exact values (None for none) of a tree's operation nodes, kept by their identity while the
# caller holds the tree: an identity test evaluates the same trees at several points.
Constants = Dict[int, Optional[Fraction]]


def _check_bits(value: Fraction) -> Optional[Fraction]:
    """Return the value, or None when it is too large to keep exact."""
    if value.numerator.bit_length() > MAX_EXACT_BITS or value.denominator.bit_length() > MAX_EXACT_BITS:
        return None
    return value


def exact_value(node: Node, env: Optional[Mapping[str, Fraction]] = None) -> Optional[Fraction]:
    """Return the exact rational value of a node, or None if it has none.

    Variables take their values from ``env`` (rational sample points), so polynomials and
    rational functions are compared exactly there.  None means "not exactly rational by
    these rules" (a radical, pi, a huge power): the caller then evaluates inexactly.
    """
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Mixed):
        return node.value
    if isinstance(node, Sym):
        return None if env is None else env.get(node.name)
    if not isinstance(node, Op):
        return None
    op, args = node.op, node.args
    if op in ("neg", "pos"):
        inner = exact_value(args[0], env)
        return None if inner is None else (-inner if op == "neg" else inner)
    if op in ("add", "sub", "mul", "div", "frac"):
        left, right = exact_value(args[0], env), exact_value(args[1], env)
        if left is None or right is None:
            return None
        if op == "add":
            return _check_bits(left + right)
        if op == "sub":
            return _check_bits(left - right)
        if op == "mul":
            return _check_bits(left * right)
        if right == 0:
            raise UndefinedValueError("division by zero")
        return _check_bits(left / right)
    if op == "pow":
        base, exponent = exact_value(args[0], env), exact_value(args[1], env)
        if base is None or exponent is None or exponent.denominator != 1:
            return None
        if base == 0 and exponent < 0:
            raise UndefinedValueError("zero to a negative power")
        size = max(base.numerator.bit_length(), base.denominator.bit_length())
        if size * abs(exponent.numerator) > MAX_EXACT_BITS:
            return None
        return base ** exponent.numerator
    if op == "fact":
        inner = exact_value(args[0], env)
        if inner is None or inner.denominator != 1 or inner < 0 or inner > MAX_FACTORIAL:
            return None
        return Fraction(math.factorial(inner.numerator))
    if op == "binom":
        top, bottom = exact_value(args[0], env), exact_value(args[1], env)
        if top is None or bottom is None or top.denominator != 1 or bottom.denominator != 1:
            return None
        if top < 0 or top > MAX_BINOMIAL_N:
            return None
        if bottom < 0 or bottom > top:
            return Fraction(0)
        return Fraction(math.comb(top.numerator, bottom.numerator))
    if op == "abs":
        inner = exact_value(args[0], env)
        return None if inner is None else abs(inner)
    if op in ("floor", "ceil"):
        inner = exact_value(args[0], env)
        if inner is None:
            return None
        return Fraction(math.floor(inner) if op == "floor" else math.ceil(inner))
    return None


# Deterministic sample values for identity testing: small rationals with unusual
# denominators, so that accidental agreement of different expressions is unlikely.
_SAMPLE_VALUES = (
    Fraction(31, 17), Fraction(-23, 29), Fraction(47, 13), Fraction(7, 19), Fraction(-59, 37),
    Fraction(13, 41), Fraction(67, 23), Fraction(-11, 43), Fraction(83, 31), Fraction(5, 53),
    Fraction(-97, 47), Fraction(29, 11),
)
SAMPLE_POINTS = 6


def sample_value(point: int, position: int, imaginary: bool = False) -> Fraction:
    """Return the value of the variable at ``position`` (in sorted order) at sample ``point``."""
    count = len(_SAMPLE_VALUES)
    if imaginary:
        return _SAMPLE_VALUES[(point * 3 + position * 5 + 1) % count]
    return _SAMPLE_VALUES[(point * 5 + position * 7) % count]
