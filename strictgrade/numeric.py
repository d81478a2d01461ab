"""Exact values (int, Fraction) and bounded mpmath evaluation of answer nodes.

Rational arithmetic is exact and never passes through float.  Everything else is
evaluated with mpmath's pure low-level functions (``mpmath.libmp``) at an explicit
precision: no context, no global precision, nothing shared between threads.
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
from typing import Dict, Iterator, List, Mapping, Optional, Tuple

from mpmath import libmp

from .answer import BaseNum, Const, Mixed, Node, Num, Op, Sym
from .limits import MAX_PRECISION_BITS
from .verdict import GradeError, Reason, TooComplexError

__all__ = [
    "PRECISION_BITS",
    "RELATIVE_TOLERANCE_BITS",
    "MAX_EXACT_BITS",
    "MAX_FACTORIAL",
    "MAX_MAGNITUDE_BITS",
    "MAX_NODES",
    "UndefinedValueError",
    "MpValue",
    "exact_value",
    "evaluate",
    "is_close",
    "free_variables",
    "sample_points",
    "rational_points",
    "written_bits",
    "precision_for",
    "MAX_PRECISION_BITS",
    "count_nodes",
]

# Working precision: 200 bits is about 60 significant decimal digits.
PRECISION_BITS = 200
# Two values are equal when they agree to 2**-160 relative (about 48 digits) at the
# default precision: far above rounding noise at 200 bits.  Numbers written with more
# digits raise the precision (precision_for), and the tolerance stays this margin below it.
RELATIVE_TOLERANCE_BITS = 160
TOLERANCE_MARGIN_BITS = PRECISION_BITS - RELATIVE_TOLERANCE_BITS
# Exact integers and fractions may grow to this many bits (about 6,000 digits).
MAX_EXACT_BITS = 20_000
# n! is exact up to this n; larger arguments go through the gamma function.
MAX_FACTORIAL = 1_000
MAX_GAMMA_ARGUMENT = 100_000
MAX_BINOMIAL_N = 10_000
# An inexact value may be as large as 2**MAX_MAGNITUDE_BITS (about 10**30000).
MAX_MAGNITUDE_BITS = 100_000
# Nodes in one answer.
MAX_NODES = 400

_RND = libmp.round_nearest
_ZERO = (libmp.fzero, libmp.fzero)
_ONE = (libmp.fone, libmp.fzero)
_I = (libmp.fzero, libmp.fone)

MpValue = Tuple[tuple, tuple]


class UndefinedValueError(GradeError):
    """The expression has no value here (division by zero, log of zero, infinity)."""

    reason = Reason.VALUE_MISMATCH


def count_nodes(node: Node) -> int:
    """Return the number of nodes in an expression tree."""
    if isinstance(node, Op):
        return 1 + sum(count_nodes(arg) for arg in node.args)
    return 1


def free_variables(node: Node) -> frozenset:
    """Return the names of the variables in an expression (constants excluded).

    >>> sorted(free_variables(Op("add", (Sym("x"), Op("mul", (Const("pi"), Sym("y")))))))
    ['x', 'y']
    """
    if isinstance(node, Sym):
        return frozenset((node.name,))
    if isinstance(node, Op):
        names: frozenset = frozenset()
        for arg in node.args:
            names |= free_variables(arg)
        return names
    return frozenset()


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


def _from_fraction(value: Fraction, prec: int = PRECISION_BITS) -> MpValue:
    return (libmp.from_rational(value.numerator, value.denominator, prec, _RND), libmp.fzero)


def _magnitude_bits(value: MpValue) -> int:
    """Return about log2 of |value| (0 for zero)."""
    bits = 0
    for part in value:
        if part != libmp.fzero and part[1] != 0:
            bits = max(bits, part[2] + part[3])
    return bits


def _log2_abs(value: MpValue) -> int:
    """Return about log2 of |value| for a nonzero value (negative below one)."""
    return max(part[2] + part[3] for part in value if part != libmp.fzero)


def _is_real(value: MpValue) -> bool:
    return value[1] == libmp.fzero


def _checked(value: MpValue) -> MpValue:
    if libmp.mpc_is_infnan(value):
        raise UndefinedValueError("the value is infinite or undefined")
    if _magnitude_bits(value) > MAX_MAGNITUDE_BITS:
        raise TooComplexError("a value exceeds the magnitude bound")
    return value


def _power(base: MpValue, exponent: MpValue, prec: int) -> MpValue:
    """Raise base to exponent, refusing results beyond the magnitude bound."""
    if base == _ZERO:
        if exponent == _ZERO:
            return _ONE
        if _is_real(exponent) and libmp.mpf_lt(exponent[0], libmp.fzero):
            raise UndefinedValueError("zero to a negative power")
        return _ZERO
    exponent_bits = _magnitude_bits(exponent)
    base_bits = abs(_magnitude_bits(base)) + 1
    if exponent_bits > 40 or (2**exponent_bits) * base_bits > MAX_MAGNITUDE_BITS:
        raise TooComplexError("a power exceeds the magnitude bound")
    if _is_real(exponent) and _is_real(base):
        as_integer = libmp.to_int(exponent[0]) if libmp.mpf_eq(libmp.mpf_floor(exponent[0]), exponent[0]) else None
        if as_integer is not None:
            return (libmp.mpf_pow_int(base[0], as_integer, prec, _RND), libmp.fzero)
    return libmp.mpc_pow(base, exponent, prec, _RND)


def _real_root(value: MpValue, degree: MpValue, prec: int) -> MpValue:
    """Return the n-th root, real for a negative radicand and an odd degree."""
    if _is_real(degree) and libmp.mpf_eq(libmp.mpf_floor(degree[0]), degree[0]):
        n = libmp.to_int(degree[0])
        if n == 0:
            raise UndefinedValueError("zeroth root")
        if abs(n) > 10_000:
            raise TooComplexError("root degree exceeds the bound")
        if _is_real(value) and n % 2 == 1 and libmp.mpf_lt(value[0], libmp.fzero):
            root = libmp.mpf_nthroot(libmp.mpf_neg(value[0]), n, prec, _RND)
            return (libmp.mpf_neg(root), libmp.fzero)
        return libmp.mpc_nthroot(value, n, prec, _RND)
    return _power(value, libmp.mpc_div(_ONE, degree, prec, _RND), prec)


def _gamma(value: MpValue, prec: int) -> MpValue:
    if _magnitude_bits(value) > MAX_GAMMA_ARGUMENT.bit_length():
        raise TooComplexError("gamma or factorial argument exceeds the bound")
    return libmp.mpc_gamma(value, prec, _RND)


def _binomial(top: MpValue, bottom: MpValue, prec: int) -> MpValue:
    """Return the binomial coefficient through the gamma function (for non-integer tops)."""
    numerator = _gamma(libmp.mpc_add(top, _ONE, prec, _RND), prec)
    lower = _gamma(libmp.mpc_add(bottom, _ONE, prec, _RND), prec)
    rest = _gamma(libmp.mpc_add(libmp.mpc_sub(top, bottom, prec, _RND), _ONE, prec, _RND), prec)
    return libmp.mpc_div(numerator, _nonzero_product(lower, rest, prec), prec, _RND)


def _nonzero_product(left: MpValue, right: MpValue, prec: int) -> MpValue:
    product = libmp.mpc_mul(left, right, prec, _RND)
    if product == _ZERO:
        raise UndefinedValueError("binomial coefficient at a pole")
    return product


def _reciprocal(value: MpValue, prec: int) -> MpValue:
    if value == _ZERO:
        raise UndefinedValueError("division by zero")
    return libmp.mpc_div(_ONE, value, prec, _RND)


_UNARY_FUNCTIONS = {
    "sin": libmp.mpc_sin,
    "cos": libmp.mpc_cos,
    "tan": libmp.mpc_tan,
    "arcsin": libmp.mpc_asin,
    "arccos": libmp.mpc_acos,
    "arctan": libmp.mpc_atan,
    "sinh": libmp.mpc_sinh,
    "cosh": libmp.mpc_cosh,
    "tanh": libmp.mpc_tanh,
    "exp": libmp.mpc_exp,
}


def _apply_function(name: str, args: List[MpValue], prec: int) -> MpValue:
    value = args[0]
    if name in _UNARY_FUNCTIONS:
        if name == "exp" and _magnitude_bits(value) > 20:
            raise TooComplexError("exp argument exceeds the bound")
        return _UNARY_FUNCTIONS[name](value, prec, _RND)
    if name in ("sec", "csc", "cot"):
        inner = {"sec": libmp.mpc_cos, "csc": libmp.mpc_sin, "cot": libmp.mpc_tan}[name]
        return _reciprocal(inner(value, prec, _RND), prec)
    if name in ("arcsec", "arccsc", "arccot"):
        inner = {"arcsec": libmp.mpc_acos, "arccsc": libmp.mpc_asin, "arccot": libmp.mpc_atan}[name]
        return inner(_reciprocal(value, prec), prec, _RND)
    if name in ("ln", "log"):
        if value == _ZERO:
            raise UndefinedValueError("log of zero")
        result = libmp.mpc_log(value, prec, _RND)
        if len(args) == 2:
            base = args[1]
            if base == _ZERO or base == _ONE:
                raise UndefinedValueError("log base zero or one")
            result = libmp.mpc_div(result, libmp.mpc_log(base, prec, _RND), prec, _RND)
        return result
    raise UndefinedValueError(f"unknown function {name}")


def evaluate(node: Node, env: Mapping[str, MpValue], prec: int = PRECISION_BITS) -> MpValue:
    """Evaluate a node to a complex mpmath value; variables come from ``env``."""
    exact = exact_value(node)
    if exact is not None:
        return _from_fraction(exact, prec)
    if isinstance(node, Sym):
        if node.name not in env:
            raise UndefinedValueError(f"no value for the variable {node.name}")
        return env[node.name]
    if isinstance(node, Const):
        if node.name == "pi":
            return (libmp.mpf_pi(prec, _RND), libmp.fzero)
        if node.name == "e":
            return (libmp.mpf_e(prec, _RND), libmp.fzero)
        if node.name == "i":
            return _I
        raise UndefinedValueError("infinity has no finite value")
    if isinstance(node, BaseNum):
        raise UndefinedValueError("a numeral with a base is compared by its digits")
    if not isinstance(node, Op):
        raise UndefinedValueError(f"{type(node).__name__} has no single value")
    return _checked(_evaluate_op(node, env, prec))


def _evaluate_op(node: Op, env: Mapping[str, MpValue], prec: int) -> MpValue:
    op = node.op
    args = [evaluate(arg, env, prec) for arg in node.args]
    try:
        if op == "add":
            return libmp.mpc_add(args[0], args[1], prec, _RND)
        if op == "sub":
            return libmp.mpc_sub(args[0], args[1], prec, _RND)
        if op == "mul":
            return libmp.mpc_mul(args[0], args[1], prec, _RND)
        if op in ("div", "frac"):
            if args[1] == _ZERO:
                raise UndefinedValueError("division by zero")
            return libmp.mpc_div(args[0], args[1], prec, _RND)
        if op == "neg":
            return libmp.mpc_neg(args[0])
        if op == "pos":
            return args[0]
        if op == "pow":
            return _power(args[0], args[1], prec)
        if op == "sqrt":
            return libmp.mpc_sqrt(args[0], prec, _RND)
        if op == "root":
            return _real_root(args[0], args[1], prec)
        if op == "abs":
            return (libmp.mpc_abs(args[0], prec, _RND), libmp.fzero)
        if op in ("floor", "ceil"):
            if not _is_real(args[0]):
                raise UndefinedValueError("floor of a complex number")
            rounder = libmp.mpf_floor if op == "floor" else libmp.mpf_ceil
            return (rounder(args[0][0], prec, _RND), libmp.fzero)
        if op == "fact":
            return _gamma(libmp.mpc_add(args[0], _ONE, prec, _RND), prec)
        if op == "binom":
            return _binomial(args[0], args[1], prec)
        if op.startswith("fn:"):
            return _apply_function(op[3:], args, prec)
    except (ZeroDivisionError, ValueError) as error:
        raise UndefinedValueError(f"{op} is undefined here: {error}") from None
    raise UndefinedValueError(f"{op} has no single value")


def is_close(left: MpValue, right: MpValue, prec: int = PRECISION_BITS) -> bool:
    """Return whether two values agree to the relative tolerance of the precision they were computed at.

    At ``prec`` bits the tolerance is ``prec - TOLERANCE_MARGIN_BITS`` bits (2**-160 at the default
    200 bits); exactly zero matches only values within that many bits of zero.
    """
    tolerance = prec - TOLERANCE_MARGIN_BITS
    difference = libmp.mpc_abs(libmp.mpc_sub(left, right, prec, _RND), prec, _RND)
    if difference == libmp.fzero:
        return True
    if left == _ZERO or right == _ZERO:
        # against an exact zero the tolerance is absolute: e^{i\pi} + 1 leaves rounding noise
        return difference[2] + difference[3] <= -tolerance
    scale = max(_log2_abs(left), _log2_abs(right))
    difference_bits = difference[2] + difference[3]
    return difference_bits <= scale - tolerance


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
        if isinstance(base, Num) and isinstance(exponent, Num) and base.value != 0:
            size = max(base.value.numerator.bit_length(), base.value.denominator.bit_length())
            total += size * min(math.ceil(exponent.value), MAX_PRECISION_BITS)
    return total


def precision_for(*nodes: Node) -> int:
    """Return the working precision for comparing these nodes: the default, more for long numbers.

    Raises TooComplexError when the numbers written need more than MAX_PRECISION_BITS.
    """
    needed = PRECISION_BITS + 2 * sum(written_bits(node) for node in nodes)
    if needed > MAX_PRECISION_BITS:
        raise TooComplexError(f"comparing these values needs more than {MAX_PRECISION_BITS} bits")
    return needed


# Deterministic sample values for identity testing: small rationals with unusual
# denominators, so that accidental agreement of different expressions is unlikely.
_SAMPLE_VALUES = (
    Fraction(31, 17), Fraction(-23, 29), Fraction(47, 13), Fraction(7, 19), Fraction(-59, 37),
    Fraction(13, 41), Fraction(67, 23), Fraction(-11, 43), Fraction(83, 31), Fraction(5, 53),
    Fraction(-97, 47), Fraction(29, 11),
)
SAMPLE_POINTS = 6


def rational_points(names: frozenset) -> Iterator[Dict[str, Fraction]]:
    """Yield the real sample points as exact fractions (the same points as ``sample_points``)."""
    ordered = sorted(names)
    count = len(_SAMPLE_VALUES)
    for point in range(SAMPLE_POINTS):
        yield {name: _SAMPLE_VALUES[(point * 5 + position * 7) % count] for position, name in enumerate(ordered)}


def sample_points(
    names: frozenset, complex_points: bool = False, prec: int = PRECISION_BITS
) -> Iterator[Dict[str, MpValue]]:
    """Yield deterministic assignments of values to the variables (no randomness, no hashing)."""
    ordered = sorted(names)
    count = len(_SAMPLE_VALUES)
    for point in range(SAMPLE_POINTS):
        env: Dict[str, MpValue] = {}
        for position, name in enumerate(ordered):
            real = _SAMPLE_VALUES[(point * 5 + position * 7) % count]
            value = _from_fraction(real, prec)
            if complex_points:
                imaginary = _SAMPLE_VALUES[(point * 3 + position * 5 + 1) % count]
                value = (value[0], _from_fraction(imaginary, prec)[0])
            env[name] = value
        yield env
