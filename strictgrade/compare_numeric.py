r"""The comparison's numbers: a number as written (``literal``), rounding and approximation, and two
values or expressions tested equal (exactly, at a precision that grows with the digits written, or
at sample points), with the simplest radical form.  compare.py turns what they find into outcomes.

>>> from strictgrade.grammar import parse_answer as p
>>> literal(p("-0.25")).value, literal(p(r"\sqrt{4}"))
(Fraction(-1, 4), None)
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Dict, List, NamedTuple, Optional, Tuple

from ._interval import interval, surely_different
from .answer import Mixed, Node, Num, Op, Sym
from .canonical import is_scalar, strip_assignment
from .numeric import (
    Constants,
    SAMPLE_POINTS,
    UndefinedValueError,
    evaluate,
    exact_pair,
    exact_value,
    free_variables,
    is_close,
    precision_for,
    radical_terms,
    real_fraction,
)
from .verdict import Options, Reason


# Identity testing needs at least this many points where both sides are defined.
MIN_VALID_POINTS = 3


# --- numbers as written ------------------------------------------------------------


class _Literal(NamedTuple):
    """A number as written: its value, its form, and the power of ten it was scaled by."""

    value: Fraction
    form: str  # "decimal", "fraction", "mixed"
    reduced: bool
    exponent: int = 0  # 12.6\times10^{6} (or "12.6 million") has exponent 6

    @property
    def mantissa(self) -> Fraction:
        return self.value / Fraction(10) ** self.exponent


def _signed(node: Node) -> Tuple[int, Node]:
    sign = 1
    while isinstance(node, Op) and node.op in ("neg", "pos"):
        if node.op == "neg":
            sign = -sign
        node = node.args[0]
    return sign, node


def _single_sign(node: Node) -> Tuple[int, Node]:
    """Strip one leading sign: a literal has at most one (``-(-5)`` is unevaluated work, not 5)."""
    if isinstance(node, Op) and node.op in ("neg", "pos"):
        return (-1 if node.op == "neg" else 1), node.args[0]
    return 1, node


def _scientific_value(node: Node) -> Optional[Tuple[Fraction, int]]:
    r"""Return the mantissa and exponent of ``a \times 10^{k}`` (or ``10^{k}``) written with literals."""
    if isinstance(node, Op) and node.op == "mul":
        mantissa, power = node.args
        if not isinstance(mantissa, Num):
            return None
    else:
        mantissa, power = Num(Fraction(1), "1"), node
    if not (isinstance(power, Op) and power.op == "pow" and power.args[0] == Num(Fraction(10), "10")):
        return None
    sign, exponent = _signed(power.args[1])
    if not isinstance(exponent, Num) or exponent.value.denominator != 1 or exponent.value > 400:
        return None
    return mantissa.value, sign * int(exponent.value)


def literal(node: Node) -> Optional[_Literal]:
    r"""Return the literal a node is written as, or None for unevaluated work.

    ``5``, ``-0.25``, ``3\times10^{8}`` are decimals; ``\frac{1}{2}``, ``-3/4`` fractions;
    ``1\frac{1}{2}`` a mixed number.  ``\sqrt{4}``, ``2^{10}`` and ``10!`` are not literals.
    """
    sign, inner = _single_sign(node)
    if isinstance(inner, Num):
        return _Literal(inner.value if sign > 0 else -inner.value, "decimal", True)
    if isinstance(inner, Mixed):
        reduced = Fraction(inner.numerator, inner.denominator).numerator == inner.numerator
        return _Literal(sign * inner.value, "mixed", reduced and inner.numerator < inner.denominator)
    if isinstance(inner, Op) and inner.op in ("frac", "div"):
        top_sign, top = _signed(inner.args[0])
        bottom_sign, bottom = _signed(inner.args[1])
        if isinstance(top, Num) and isinstance(bottom, Num) and bottom.value != 0:
            # written with whole numbers (\frac{1}{2.0} is not) and at most one sign (\frac{-1}{-2} is not)
            whole = "." not in top.text and "." not in bottom.text
            if whole and top.value.denominator == 1 and bottom.value.denominator == 1:  # integers: no Fraction arithmetic
                numerator, denominator = top.value.numerator, bottom.value.numerator
                reduced = numerator // math.gcd(numerator, denominator) == numerator and denominator != 1
                value = Fraction(sign * top_sign * bottom_sign * numerator, denominator)
            else:
                reduced = whole and Fraction(top.value, bottom.value).numerator == top.value and bottom.value != 1
                value = sign * top_sign * bottom_sign * top.value / bottom.value
            return _Literal(value, "fraction", reduced and not (top_sign < 0 and bottom_sign < 0))
    scientific = _scientific_value(inner)
    if scientific is not None:
        mantissa, exponent = scientific
        return _Literal(sign * mantissa * Fraction(10) ** exponent, "decimal", True, exponent)
    return None


def _round(value: Fraction, decimals: int) -> Decimal:
    quantum = Decimal(1).scaleb(-decimals)
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return exact.quantize(quantum, rounding=ROUND_HALF_UP)


def _values_equal(reference: _Literal, candidate: _Literal, options: Options) -> Optional[Reason]:
    """Return the correct reason when the values match (exactly, or after rounding).

    Rounding applies to the numbers as written: when both sides carry the same
    scale (``7577.67 thousand`` and ``7577.666 thousand``) the mantissas are rounded.
    """
    if reference.value == candidate.value:
        return Reason.VALUE_EQUAL
    if options.decimals is None:
        return None
    if reference.exponent == candidate.exponent:
        left, right = reference.mantissa, candidate.mantissa
    else:
        left, right = reference.value, candidate.value
    if _round(left, options.decimals) == _round(right, options.decimals):
        return Reason.ROUNDED_EQUAL
    return None


def _same_value(reference: Node, candidate: Node) -> bool:
    r"""Compare two variable-free values exactly when both are rational or sums of radicals and
    powers of pi (``\sqrt{8}`` and ``2\sqrt{2}``), else at a precision that grows with the digits
    written (a 70-digit decimal is not ``\sqrt{2}``)."""
    left, right = exact_value(reference), exact_value(candidate)
    if left is not None and right is not None:
        return left == right
    left_form, right_form = radical_terms(reference), radical_terms(candidate)
    if left_form is not None and right_form is not None:
        return left_form == right_form
    if surely_different(interval(reference, {}), interval(candidate, {})):
        return False
    prec = precision_for(reference, candidate)
    return is_close(evaluate(reference, {}, prec), evaluate(candidate, {}, prec), prec)


def approximates(value: Node, approximation: Node) -> Optional[bool]:
    r"""Return whether a decimal is a value rounded (either way at a half) or cut to its last written
    place; None when that cannot be judged (the value has variables or is no single number, or the
    approximation is no decimal).

    ``\frac{\sqrt3}{3} \approx 0.577`` and ``\frac23 \approx 0.666`` state one value;
    ``5 \approx 6`` and ``\sqrt2 \approx 1.5`` state two.

    >>> from strictgrade.grammar import parse_answer as p
    >>> approximates(p(r"\frac{\sqrt{3}}{3}"), p("0.577")), approximates(p("5"), p("6")), approximates(p("x"), p("1.5"))
    (True, False, None)
    """
    value = strip_assignment(value)  # x = \sqrt2 \approx 1.414 names the value
    offered = literal(approximation)
    if not is_scalar(value) or free_variables(value):
        return None
    if offered is None or offered.form != "decimal" or offered.exponent:
        return None
    _, number = _single_sign(approximation)
    places = len(number.text.partition(".")[2]) if isinstance(number, Num) else 0
    try:
        exact = exact_value(value)
        actual = exact if exact is not None else real_fraction(evaluate(value, {}, precision_for(value, approximation)))
    except UndefinedValueError:
        return None
    if actual is None:
        return None
    return _rounds_to(actual, offered.value, places) or math.trunc(actual * 10**places) == offered.value * 10**places


# --- decimals as written, for the opt-in options for rounded labels ------------------------------


def _written_decimal(node: Node) -> Optional[Tuple[Fraction, int, int]]:
    """Return a decimal's value, its places and its significant digits as written (``-0.0450``: 4 places, 3 digits)."""
    sign, number = _single_sign(node)
    if not isinstance(number, Num) or "." not in number.text:
        return None
    places = len(number.text.partition(".")[2])
    digits = len(number.text.replace(".", "").lstrip("0"))
    return sign * number.value, places, digits


def _exact_or_real(node: Node) -> Optional[Fraction]:
    """The exact value of a variable-free node, or its real value to the precision of evaluation."""
    if free_variables(node):
        return None
    try:
        exact = exact_value(node)
        return exact if exact is not None else real_fraction(evaluate(node, {}, precision_for(node)))
    except UndefinedValueError:
        return None


def _rounds_to(value: Fraction, decimal: Fraction, places: int) -> bool:
    """Return whether ``value`` rounded at ``places`` is ``decimal`` (a value at a half rounds either way)."""
    return abs(value - decimal) * 10**places <= Fraction(1, 2)


def _rounded_match(reference: Node, candidate: Node, decimals: int) -> bool:
    offered = literal(candidate)
    if offered is None:
        return False
    fraction = real_fraction(evaluate(reference, {}))
    if fraction is None:
        return False
    return _round(fraction, decimals) == _round(offered.value, decimals)


def _equal_at(
    reference: Node, candidate: Node, point: Dict[str, Fraction], prec: int, quick: List[bool], constants: Constants
) -> bool:
    """Compare two expressions at one real point.

    Exactly where both are rational there; else a float interval check rejects values that
    are certainly far apart, and the rest is settled at full precision.  ``quick`` turns the
    interval check off after the first point where the values look equal (equal pairs then
    pay for nothing but the full-precision comparison).
    """
    left, right = exact_pair(reference, point), exact_pair(candidate, point)
    if left is not None and right is not None:
        return left[0] * right[1] == right[0] * left[1]
    if quick[0]:
        if surely_different(interval(reference, point), interval(candidate, point)):
            return False
        quick[0] = False
    env = {name: evaluate(Num(value, ""), {}, prec) for name, value in point.items()}
    return is_close(evaluate(reference, env, prec, constants), evaluate(candidate, env, prec, constants), prec)


def polynomial_degree(node: Node, name: str) -> Optional[int]:
    """Return the degree of a polynomial in one variable with rational coefficients, or None.

    >>> from strictgrade.grammar import parse_answer as p
    >>> polynomial_degree(p("(x+1)^2"), "x"), polynomial_degree(p(r"\\frac{x}{2}"), "x"), polynomial_degree(p("1/x"), "x")
    (2, 1, None)
    """
    if isinstance(node, (Num, Mixed)):
        return 0
    if isinstance(node, Sym):
        return 1 if node.name == name else None
    if not isinstance(node, Op):
        return None
    if node.op in ("neg", "pos"):
        return polynomial_degree(node.args[0], name)
    if node.op in ("add", "sub", "mul"):
        left, right = polynomial_degree(node.args[0], name), polynomial_degree(node.args[1], name)
        if left is None or right is None:
            return None
        return left + right if node.op == "mul" else max(left, right)
    if node.op in ("frac", "div"):
        bottom = polynomial_degree(node.args[1], name)
        return polynomial_degree(node.args[0], name) if bottom == 0 else None
    if node.op == "pow" and isinstance(node.args[1], Num) and node.args[1].value.denominator == 1:
        base = polynomial_degree(node.args[0], name)
        return None if base is None else base * int(node.args[1].value)
    return None


def _points_that_decide(reference: Node, candidate: Node, names: frozenset) -> int:
    """Return how many agreeing sample points prove two expressions equal.

    Two polynomials in one variable of degree at most d that agree at d + 1 points are the same
    polynomial, so they agree at every later point too: the verdict is the one all points give.
    """
    if len(names) == 1:
        (name,) = names
        degrees = (polynomial_degree(reference, name), polynomial_degree(candidate, name))
        if None not in degrees:
            return max(max(degrees) + 1, MIN_VALID_POINTS)  # type: ignore[type-var]
    return SAMPLE_POINTS


def is_simplest_radical_form(node: Node) -> bool:
    r"""Return whether no square root has a square factor and none stands in a denominator.

    >>> from strictgrade.grammar import parse_answer as p
    >>> is_simplest_radical_form(p(r"2\sqrt{2}")), is_simplest_radical_form(p(r"\sqrt{8}"))
    (True, False)
    >>> is_simplest_radical_form(p(r"\frac{1}{\sqrt{2}}"))
    False
    """
    if not isinstance(node, Op):
        return True
    if node.op == "sqrt":
        radicand = exact_value(node.args[0])
        if radicand is not None and radicand.denominator == 1:
            n = abs(radicand.numerator)
            if any(n % (k * k) == 0 for k in range(2, min(int(n**0.5), 10_000) + 1)):
                return False
        elif radicand is not None:
            return False
    if node.op in ("frac", "div") and _contains_op(node.args[1], "sqrt"):
        return False
    return all(is_simplest_radical_form(arg) for arg in node.args)


def _contains_op(node: Node, name: str) -> bool:
    if isinstance(node, Op):
        return node.op == name or any(_contains_op(arg, name) for arg in node.args)
    return False
