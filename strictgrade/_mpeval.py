"""Inexact values: bounded mpmath evaluation of answer nodes at an explicit precision.

Everything here uses mpmath's pure low-level functions (``mpmath.libmp``): no context, no
global precision, nothing shared between threads.  numeric.py imports this module only when
a value is not exactly rational, so importing strictgrade does not import mpmath; this module
imports only the shared bottom of the core (``_exact.py``), never numeric.py.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional, Tuple

from mpmath import libmp

from .answer import BaseNum, Bracketed, Const, ListOf, Matrix, Mixed, Node, Num, Op, Relation, SetOf, Sym, Text, Union_
from .limits import MAX_GAMMA_ARGUMENT, MAX_GAMMA_PRECISION, MAX_MAGNITUDE_BITS
from ._exact import (
    PRECISION_BITS,
    Constants,
    SAMPLE_POINTS,
    TOLERANCE_MARGIN_BITS,
    exact_value,
    sample_value,
)
from .verdict import TooComplexError, UndefinedValueError

__all__ = ["MpValue", "evaluate", "is_close", "sample_points", "real_fraction"]

_RND = libmp.round_nearest
_ZERO = (libmp.fzero, libmp.fzero)
_ONE = (libmp.fone, libmp.fzero)
_I = (libmp.fzero, libmp.fone)

MpValue = Tuple[tuple, tuple]

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
    if prec > MAX_GAMMA_PRECISION:
        raise TooComplexError(f"a factorial or gamma value would need more than {MAX_GAMMA_PRECISION} bits")
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


def evaluate(
    node: Node, env: Mapping[str, MpValue], prec: int = PRECISION_BITS, constants: Optional[Constants] = None
) -> MpValue:
    """Evaluate a node to a complex mpmath value; variables come from ``env``.

    Every subtree with an exact value is evaluated from it.  ``constants`` keeps those exact
    values (None for none) by the identity of their operation nodes, for a caller that
    evaluates trees it holds at several points: each is then found once, not once per point.
    """
    return _evaluate(node, env, prec, {} if constants is None else constants)


_UNKNOWN = object()


def _evaluate(node: Node, env: Mapping[str, MpValue], prec: int, constants: Constants) -> MpValue:
    kind = type(node)
    if kind is Op:
        key = id(node)
        exact = constants.get(key, _UNKNOWN)
        if exact is _UNKNOWN:
            exact = constants[key] = exact_value(node)  # one that raises is not kept, and raises again
        if exact is not None:
            return _from_fraction(exact, prec)  # type: ignore[arg-type]
        return _checked(_evaluate_op(node, env, prec, constants))  # type: ignore[arg-type]
    if kind is Num or kind is Mixed:
        return _from_fraction(node.value, prec)  # type: ignore[union-attr]
    return EVALUATORS[kind](node, env, prec)  # the other nodes have no exact value


def _variable(node: Sym, env: Mapping[str, MpValue], prec: int) -> MpValue:
    if node.name not in env:
        raise UndefinedValueError(f"no value for the variable {node.name}")
    return env[node.name]


def _constant(node: Const, env: Mapping[str, MpValue], prec: int) -> MpValue:
    if node.name == "pi":
        return (libmp.mpf_pi(prec, _RND), libmp.fzero)
    if node.name == "e":
        return (libmp.mpf_e(prec, _RND), libmp.fzero)
    if node.name == "i":
        return _I
    raise UndefinedValueError(f"{node.name} has no finite value")


def _operation(node: Op, env: Mapping[str, MpValue], prec: int) -> MpValue:
    return _evaluate(node, env, prec, {})


def _no_single_value(why: str) -> Callable[[Node, Mapping[str, MpValue], int], MpValue]:
    def refuse(node: Node, env: Mapping[str, MpValue], prec: int) -> MpValue:
        raise UndefinedValueError(why)

    return refuse


def _evaluate_op(node: Op, env: Mapping[str, MpValue], prec: int, constants: Constants) -> MpValue:
    op = node.op
    args = [_evaluate(arg, env, prec, constants) for arg in node.args]
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


def real_fraction(value: MpValue) -> Optional[Fraction]:
    """Return a real value as the exact fraction of its binary digits, or None for a complex value."""
    if value[1] != libmp.fzero:
        return None
    return Fraction(*libmp.to_rational(value[0]))


def sample_points(
    names: frozenset, complex_points: bool = False, prec: int = PRECISION_BITS
) -> Iterator[Dict[str, MpValue]]:
    """Yield deterministic assignments of values to the variables (no randomness, no hashing)."""
    ordered = sorted(names)
    for point in range(SAMPLE_POINTS):
        env: Dict[str, MpValue] = {}
        for position, name in enumerate(ordered):
            value = _from_fraction(sample_value(point, position), prec)
            if complex_points:
                imaginary = sample_value(point, position, imaginary=True)
                value = (value[0], _from_fraction(imaginary, prec)[0])
            env[name] = value
        yield env


# How each node type is evaluated: one entry per answer.NODE_TYPES member (a test holds the
# two together).  Numbers and mixed numbers are exact and never reach their entry's refusal.
EVALUATORS: Dict[type, Callable[[Any, Mapping[str, MpValue], int], MpValue]] = {
    Num: _no_single_value("a number is exact"),
    Mixed: _no_single_value("a mixed number is exact"),
    Sym: _variable,
    Const: _constant,
    Op: _operation,
    BaseNum: _no_single_value("a numeral with a base is compared by its digits"),
    Bracketed: _no_single_value("a tuple or interval has no single value"),
    SetOf: _no_single_value("a set has no single value"),
    Union_: _no_single_value("a union has no single value"),
    Matrix: _no_single_value("a matrix has no single value"),
    Relation: _no_single_value("a relation has no single value"),
    Text: _no_single_value("a text has no value"),
    ListOf: _no_single_value("a list has no single value"),
}
