r"""A quick, rigorous float check that two values differ: interval arithmetic with outward rounding.

Most wrong answers differ from the reference by a lot; proving that with machine floats costs
a few microseconds, where a full-precision mpmath evaluation costs tens.  The intervals are
rigorous (each result is widened outward by a few units in the last place, more than the
error of the operation), so when two intervals are separated by far more than the equality
tolerance the values are certainly unequal and the full-precision comparison would say so too.
Anything this module is not sure of (complex values, poles, huge or tiny magnitudes, operations
it does not model) gives None, and the caller evaluates at full precision as before.

>>> from fractions import Fraction
>>> from strictgrade.answer import Num, Op
>>> two = Num(Fraction(2), "2")
>>> surely_different(interval(Op("sqrt", (two,)), {}), interval(Num(Fraction(3, 2), "1.5"), {}))
True
>>> surely_different(interval(Op("sqrt", (Num(Fraction(4), "4"),)), {}), interval(two, {}))
False
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Callable, Dict, Mapping, Optional, Tuple

from .answer import Const, Mixed, Node, Num, Op, Sym
from .limits import MAX_EXACT_POWER

__all__ = ["interval", "surely_different"]

Interval = Tuple[float, float]

# Bounds kept well inside the float range (and the full-precision evaluator's magnitude caps):
# beyond them the check gives up.
_LARGEST = 1e200
_SMALLEST = 1e-200
# Intervals must be separated by more than this share of the larger magnitude (and more than
# this absolutely) to count as different: far above the 2**-160 equality tolerance.
_SEPARATION = 1e-30
# Widening of a libm result: a few units in the last place (glibc's sin, cos, exp, log, atan
# are within one).
_ULPS = 4


def _down(value: float) -> float:
    return math.nextafter(value, -math.inf)


def _up(value: float) -> float:
    return math.nextafter(value, math.inf)


def _widen(low: float, high: float, ulps: int = 1) -> Interval:
    for _ in range(ulps):
        low, high = _down(low), _up(high)
    return low, high


def _checked(low: float, high: float) -> Optional[Interval]:
    """Return the interval, or None when it is not finite or leaves the safe magnitudes."""
    for bound in (low, high):
        if not math.isfinite(bound) or abs(bound) > _LARGEST or 0 < abs(bound) < _SMALLEST:
            return None
    return low, high


def _from_fraction(value: Fraction) -> Optional[Interval]:
    if value == 0:
        return 0.0, 0.0
    try:
        number = float(value)  # correctly rounded
    except OverflowError:
        return None
    return _checked(*_widen(number, number))


def _multiply(left: Interval, right: Interval) -> Interval:
    products = [a * b for a in left for b in right]
    return _widen(min(products), max(products))


def _reciprocal(value: Interval) -> Optional[Interval]:
    low, high = value
    if low <= 0 <= high:
        return None
    return _widen(1 / high, 1 / low)


def _monotone(function: Callable[[float], float], value: Interval, domain_low: float = -math.inf) -> Optional[Interval]:
    """An increasing function on its domain, widened by a few ulps."""
    low, high = value
    if low <= domain_low:
        return None
    return _widen(function(low), function(high), _ULPS)


def _lipschitz_one(function: Callable[[float], float], value: Interval) -> Interval:
    """sin and cos: the value at the midpoint, widened by the interval's width (|f'| <= 1)."""
    low, high = value
    middle = function((low + high) / 2)
    spread = _up(high - low)
    return _widen(middle - spread, middle + spread, _ULPS)


_BINARY = frozenset(("add", "sub", "mul", "div", "frac"))


def interval(node: Node, point: Mapping[str, Fraction]) -> Optional[Interval]:
    """Return an interval certainly holding the node's real value at the point, or None."""
    kind = type(node)
    if kind is Num or kind is Mixed:
        return _from_fraction(node.value)  # type: ignore[union-attr]
    if kind is Sym:
        value = point.get(node.name)  # type: ignore[union-attr]
        return None if value is None else _from_fraction(value)
    if kind is Const:
        name = node.name  # type: ignore[union-attr]
        if name == "pi":
            return _widen(math.pi, math.pi)
        if name == "e":
            return _widen(math.e, math.e)
        return None
    if kind is not Op:
        return None
    result = _operation(node, point)  # type: ignore[arg-type]
    return None if result is None else _checked(*result)


def _operation(node: Op, point: Mapping[str, Fraction]) -> Optional[Interval]:
    op, args = node.op, node.args
    if op in ("neg", "pos"):
        inner = interval(args[0], point)
        if inner is None or op == "pos":
            return inner
        return -inner[1], -inner[0]
    if op in _BINARY:
        left = interval(args[0], point)
        right = None if left is None else interval(args[1], point)
        if left is None or right is None:
            return None
        if op == "add":
            return _widen(left[0] + right[0], left[1] + right[1])
        if op == "sub":
            return _widen(left[0] - right[1], left[1] - right[0])
        if op == "mul":
            return _multiply(left, right)
        inverse = _reciprocal(right)
        return None if inverse is None else _multiply(left, inverse)
    if op == "pow":
        return _integer_power(args[0], args[1], point)
    if op == "sqrt":
        inner = interval(args[0], point)
        if inner is None or inner[0] < 0:
            return None
        return _widen(math.sqrt(inner[0]), math.sqrt(inner[1]))
    if op == "abs":
        inner = interval(args[0], point)
        if inner is None:
            return None
        low, high = inner
        if low >= 0:
            return inner
        if high <= 0:
            return -high, -low
        return 0.0, max(-low, high)
    return _function(op, args, point)


def _integer_power(base_node: Node, exponent_node: Node, point: Mapping[str, Fraction]) -> Optional[Interval]:
    exponent = exponent_node
    negative = isinstance(exponent, Op) and exponent.op == "neg"
    if negative:
        exponent = exponent.args[0]  # type: ignore[union-attr]
    if not isinstance(exponent, Num) or exponent.value.denominator != 1 or exponent.value > MAX_EXACT_POWER:
        return _real_power(base_node, exponent_node, point)
    base = interval(base_node, point)
    if base is None:
        return None
    power = int(exponent.value)
    result: Interval = (1.0, 1.0)
    for _ in range(power):
        result = _multiply(result, base)
        if _checked(*result) is None:
            return None
    if power == 0 and base[0] <= 0 <= base[1]:
        return None  # 0^0 and friends: leave them to the full evaluator
    return _reciprocal(result) if negative else result


def _real_power(base_node: Node, exponent_node: Node, point: Mapping[str, Fraction]) -> Optional[Interval]:
    """A positive base to a real exponent of at most MAX_EXACT_POWER: exp(exponent * ln base).

    The magnitudes stay where the full evaluator's power bound never applies.
    """
    base = interval(base_node, point)
    exponent = None if base is None else interval(exponent_node, point)
    if base is None or exponent is None or base[0] <= 0:
        return None
    if max(abs(exponent[0]), abs(exponent[1])) > MAX_EXACT_POWER:
        return None
    logarithm = _monotone(math.log, base, 0.0)
    if logarithm is None:
        return None
    return _exp(_multiply(logarithm, exponent))


def _function(op: str, args: Tuple[Node, ...], point: Mapping[str, Fraction]) -> Optional[Interval]:
    if op not in _FUNCTIONS or len(args) != 1:
        return None
    inner = interval(args[0], point)
    if inner is None:
        return None
    return _FUNCTIONS[op](inner)


def _exp(value: Interval) -> Optional[Interval]:
    if value[1] > 700:
        return None
    return _monotone(math.exp, value)


_FUNCTIONS: Dict[str, Callable[[Interval], Optional[Interval]]] = {
    "fn:sin": lambda value: _lipschitz_one(math.sin, value),
    "fn:cos": lambda value: _lipschitz_one(math.cos, value),
    "fn:exp": _exp,
    "fn:ln": lambda value: _monotone(math.log, value, 0.0),
    "fn:arctan": lambda value: _monotone(math.atan, value),
}


def surely_different(left: Optional[Interval], right: Optional[Interval]) -> bool:
    """Return whether two intervals are separated by far more than the equality tolerance."""
    if left is None or right is None:
        return False
    gap = max(left[0] - right[1], right[0] - left[1])
    scale = max(1.0, abs(left[0]), abs(left[1]), abs(right[0]), abs(right[1]))
    return gap > _SEPARATION * scale
