r"""Reference node x candidate node -> outcome: shape first, then the rules of the policy.

>>> from strictgrade.grammar import parse_answer as p
>>> compare(p("5"), p("5.0")).reason
Reason.VALUE_EQUAL
>>> compare(p(r"\frac{1}{2}"), p(r"\frac{2}{4}")).reason
Reason.UNREDUCED
>>> compare(p("5"), p(r"\sqrt{25}")).reason
Reason.UNEVALUATED
>>> compare(p("5"), p("3,5")).reason
Reason.HEDGED
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple

from ._interval import interval, surely_different
from .answer import (
    BaseNum,
    Bracketed,
    Const,
    ListOf,
    Matrix,
    Mixed,
    Node,
    Num,
    Op,
    Relation,
    SetOf,
    Sym,
    Text,
    Union_,
    walk,
)
from .canonical import (
    align,
    as_interval,
    canonical,
    convert_degrees,
    interval_of,
    is_contradiction,
    is_scalar,
    named_values,
    oriented,
    rename_symbol,
    strip_assignment,
)
from .numeric import (
    Constants,
    MAX_NODES,
    SAMPLE_POINTS,
    UndefinedValueError,
    count_nodes,
    evaluate,
    exact_pair,
    exact_value,
    free_variables,
    is_close,
    precision_for,
    radical_terms,
    rational_points,
    real_fraction,
    sample_points,
)
from .limits import MAX_MEMBERS, MAX_ROUNDED_DIGITS
from ._tables import ARTICLES, INTEGER_PARAMETERS
from .verdict import DEFAULT_OPTIONS, Form, Options, Reason, TooComplexError

__all__ = ["Outcome", "compare", "HANDLERS", "approximates", "percent_equal"]

# Identity testing needs at least this many points where both sides are defined.
MIN_VALID_POINTS = 3


class Outcome(NamedTuple):
    """A comparison's reason with a sentence about the case at hand."""

    reason: Reason
    detail: str = ""

    @property
    def correct(self) -> bool:
        return self.reason.is_correct


_EQUAL = Outcome(Reason.EQUAL)


def compare(reference: Node, candidate: Node, options: Options = DEFAULT_OPTIONS) -> Outcome:
    """Compare a candidate node with a reference node under the policy."""
    if literal(reference) is not None and literal(candidate) is not None:
        # no rewriting changes a written number (tests hold compare_trees equal on them):
        # go straight to the comparison of values
        return _EQUAL if reference == candidate else _compare_scalar(reference, candidate, options)
    return compare_trees(reference, candidate, options)


def compare_trees(reference: Node, candidate: Node, options: Options = DEFAULT_OPTIONS) -> Outcome:
    """Compare any two answers: bound their size, rewrite both sides, dispatch on the reference."""
    if count_nodes(reference) > MAX_NODES or count_nodes(candidate) > MAX_NODES:
        raise TooComplexError(f"more than {MAX_NODES} nodes")
    reference, candidate = convert_degrees(reference, candidate)
    reference, candidate = canonical(reference), canonical(candidate)
    if reference == candidate:
        return _EQUAL
    if is_contradiction(candidate):
        return Outcome(Reason.VALUE_MISMATCH, "a chain of different values")
    reference, candidate = align(reference, candidate)
    by_name = _compare_named(reference, candidate, options)
    if by_name is not None:
        return by_name
    if not isinstance(reference, Relation) or not isinstance(candidate, Relation):
        reference, candidate = strip_assignment(reference, candidate), strip_assignment(candidate, reference)
    elif _is_assignment(reference) and _is_assignment(candidate) and reference.sides[0] == candidate.sides[0]:
        # x = 5+5+1 = 11 against x = 11: the same variable, compare the final values
        reference, candidate = reference.sides[-1], candidate.sides[-1]
    return _compare(reference, candidate, options)


def _is_assignment(node: Relation) -> bool:
    return all(op == "=" for op in node.ops) and strip_assignment(node) is not node


def _compare_named(reference: Node, candidate: Node, options: Options) -> Optional[Outcome]:
    """Named values compare name by name (``a = 5, b = 3`` is not ``a = 3, b = 5``), or None."""
    wanted, offered = named_values(reference), named_values(candidate)
    if wanted is None or offered is None:
        return None
    if sorted(name for name, _ in wanted) != sorted(name for name, _ in offered):
        return Outcome(Reason.VALUE_MISMATCH, "the candidate names different variables")
    values = dict(offered)
    return _match_ordered([value for _, value in wanted], [values[name] for name, _ in wanted], options)


# --- dispatch on the reference's shape ----------------------------------------


def _compare(reference: Node, candidate: Node, options: Options) -> Outcome:
    if reference == candidate:
        return _EQUAL
    if isinstance(candidate, ListOf) and isinstance(reference, Relation) and _is_order_chain(reference, len(candidate.items)):
        return _compare_order(reference, candidate, options)
    if isinstance(candidate, ListOf) and isinstance(reference, Bracketed):
        return _shape_mismatch(reference, candidate)
    if isinstance(candidate, ListOf) and not isinstance(reference, (ListOf, SetOf)):
        first = candidate.items[0]
        if any(not _compare(first, item, options).correct for item in candidate.items[1:]):
            return Outcome(Reason.HEDGED, "a list of answers against a single-valued reference")
        candidate = first  # equal forms of one value ("\\frac32 or 1.5") are one answer
    return HANDLERS[type(reference)](reference, candidate, options)


def _is_order_chain(node: Relation, count: int) -> bool:
    r"""Return whether a relation orders ``count`` values, three or more, strictly one way: ``q < p < s``.

    (A chain with ``\le`` is usually a range, ``-1 \le x \le 1``, not an order of values.)
    """
    return len(node.sides) == count >= 3 and len(set(node.ops)) == 1 and node.ops[0] in ("<", ">")


def _compare_order(reference: Relation, candidate: ListOf, options: Options) -> Outcome:
    """A reference that orders values is met by the same values listed in its order (``q, p, s``)."""
    outcome = _match_ordered(reference.sides, candidate.items, options)
    return Outcome(Reason.VALUE_EQUAL, "the values in the reference's order") if outcome.correct else outcome


def _shape_mismatch(reference: Node, candidate: Node) -> Outcome:
    return Outcome(
        Reason.SHAPE_MISMATCH,
        f"the reference is a {_shape_name(reference)}, the candidate a {_shape_name(candidate)}",
    )


def _shape_name(node: Node) -> str:
    names = {
        ListOf: "list",
        SetOf: "set",
        Union_: "union",
        Bracketed: "tuple or interval",
        Matrix: "matrix",
        Relation: "relation",
        Text: "text",
        BaseNum: "numeral with a base",
    }
    return names.get(type(node), "value")


def _compare_members(reference: Node, candidate: Node, options: Options) -> Outcome:
    """Lists and sets: unordered, the same members (a bare list is a set of solutions)."""
    if not isinstance(candidate, (ListOf, SetOf)):
        if len(_members(reference)) == 1:
            return _compare(_members(reference)[0], candidate, options)
        return Outcome(Reason.SHAPE_MISMATCH, "the reference has several members, the candidate one")
    wanted, offered = _distinct(_members(reference)), _distinct(_members(candidate))
    if len(wanted) > MAX_MEMBERS or len(offered) > MAX_MEMBERS:
        raise TooComplexError(f"more than {MAX_MEMBERS} members")
    if len(wanted) != len(offered):
        return Outcome(Reason.VALUE_MISMATCH, f"{len(offered)} members where the reference has {len(wanted)}")
    return _match_unordered(wanted, offered, options)


def _distinct(members: Sequence[Node]) -> List[Node]:
    """Drop members written twice: a set lists each solution once."""
    seen: List[Node] = []
    for member in members:
        if member not in seen:
            seen.append(member)
    return seen


def _members(node: Node) -> Tuple[Node, ...]:
    return node.items if isinstance(node, (ListOf, SetOf)) else (node,)


def _match_unordered(wanted: List[Node], offered: List[Node], options: Options) -> Outcome:
    """Match every wanted member to a distinct offered member that is correct for it."""
    remaining = list(offered)
    worst = _EQUAL
    for member in wanted:
        best: Optional[Tuple[int, Outcome]] = None
        first_failure: Optional[Outcome] = None
        for index, other in enumerate(remaining):
            outcome = _compare(strip_assignment(member), strip_assignment(other), options)
            if outcome.correct:
                best = (index, outcome)
                break
            if first_failure is None or outcome.reason in (Reason.UNREDUCED, Reason.NOT_INTEGER, Reason.UNEVALUATED):
                first_failure = outcome
        if best is None:
            return first_failure or Outcome(Reason.VALUE_MISMATCH, "a member of the reference is missing")
        remaining.pop(best[0])
        if best[1].reason != Reason.EQUAL:
            worst = best[1]
    return worst


def _match_ordered(wanted: Sequence[Node], offered: Sequence[Node], options: Options) -> Outcome:
    worst = _EQUAL
    for member, other in zip(wanted, offered):
        outcome = _compare(member, other, options)
        if not outcome.correct:
            return outcome
        if outcome.reason != Reason.EQUAL:
            worst = outcome
    return worst


def _compare_union(reference: Union_, candidate: Node, options: Options) -> Outcome:
    if not isinstance(candidate, Union_):
        return _shape_mismatch(reference, candidate)
    if len(reference.parts) != len(candidate.parts):
        return Outcome(Reason.VALUE_MISMATCH, "the unions have different numbers of parts")
    return _match_unordered(list(reference.parts), list(candidate.parts), options)


def _compare_bracketed(reference: Bracketed, candidate: Node, options: Options) -> Outcome:
    interval = as_interval(candidate) if isinstance(candidate, Relation) else None
    if interval is not None:
        outcome = _compare_bracketed(reference, interval, options)
        return Outcome(Reason.VALUE_EQUAL, "the inequality describes the interval") if outcome.correct else outcome
    if not isinstance(candidate, Bracketed):
        return _shape_mismatch(reference, candidate)
    if len(reference.items) != len(candidate.items):
        return Outcome(Reason.SHAPE_MISMATCH, "the tuples have different lengths")
    if (reference.open, reference.close) != (candidate.open, candidate.close):
        return Outcome(
            Reason.VALUE_MISMATCH,
            f"brackets {candidate.open}{candidate.close} where the reference has {reference.open}{reference.close}",
        )
    return _match_ordered(reference.items, candidate.items, options)


def _compare_matrix(reference: Matrix, candidate: Node, options: Options) -> Outcome:
    if not isinstance(candidate, Matrix):
        return _shape_mismatch(reference, candidate)
    shape = [len(row) for row in reference.rows]
    if shape != [len(row) for row in candidate.rows]:
        return Outcome(Reason.SHAPE_MISMATCH, "the matrices have different shapes")
    cells = [cell for row in reference.rows for cell in row]
    other = [cell for row in candidate.rows for cell in row]
    return _match_ordered(cells, other, options)


_SYMMETRIC = ("=", "\\ne")


def _compare_relation(reference: Relation, candidate: Node, options: Options) -> Outcome:
    described, offered = interval_of(reference), interval_of(candidate)
    if described is not None and offered is not None and described[0] == offered[0] and "\\in" in (
        reference.ops + (candidate.ops if isinstance(candidate, Relation) else ())
    ):
        outcome = _compare(described[1], offered[1], options)
        return Outcome(Reason.VALUE_EQUAL, "the same interval") if outcome.correct else outcome
    if isinstance(candidate, Bracketed):
        interval = as_interval(reference)
        if interval is None:
            return _shape_mismatch(reference, candidate)
        outcome = _compare_bracketed(interval, candidate, options)
        return Outcome(Reason.VALUE_EQUAL, "the interval the inequality describes") if outcome.correct else outcome
    if not isinstance(candidate, Relation):
        return _shape_mismatch(reference, candidate)
    reference, candidate = oriented(reference), oriented(candidate)
    orientations = [candidate]
    if all(op in _SYMMETRIC for op in candidate.ops):
        orientations.append(Relation(tuple(reversed(candidate.ops)), tuple(reversed(candidate.sides))))
    first_failure: Optional[Outcome] = None
    for option in orientations:
        if option.ops != reference.ops:
            continue
        outcome = _match_ordered(reference.sides, option.sides, options)
        if outcome.correct:
            return outcome
        first_failure = first_failure or outcome
    return first_failure or Outcome(Reason.VALUE_MISMATCH, "the relations differ")


def _compare_text(reference: Text, candidate: Node) -> Outcome:
    if isinstance(candidate, Sym) and len(candidate.name) == 1:
        candidate = Text(candidate.name.lower())
    if isinstance(candidate, Const) and candidate.name in ("e", "i"):
        candidate = Text(candidate.name)
    if not isinstance(candidate, Text):
        return _shape_mismatch(reference, candidate)
    if _without_article(reference.words) == _without_article(candidate.words):
        return _EQUAL
    return Outcome(Reason.VALUE_MISMATCH, f"the text {candidate.words!r} differs from {reference.words!r}")


def _without_article(words: str) -> str:
    """A word answer without the article it may start with: "the pacific ocean" is "pacific ocean"."""
    first, _, rest = words.partition(" ")
    return rest if first in ARTICLES and len(rest.partition(" ")[0]) > 1 else words


def _compare_base_numeral(reference: BaseNum, candidate: Node) -> Outcome:
    if isinstance(candidate, BaseNum):
        if candidate.digits.upper() == reference.digits.upper() and candidate.base == reference.base:
            return _EQUAL
        return Outcome(Reason.VALUE_MISMATCH, "different digits or base")
    if isinstance(candidate, Num) and candidate.text == reference.digits:
        return Outcome(Reason.VALUE_EQUAL, "the digits match; the base subscript is left out")
    return Outcome(Reason.VALUE_MISMATCH, "a numeral with a base needs the same digits")


# --- scalars ----------------------------------------------------------------------


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


_INFINITY = Const("infty")


def _infinity_sign(node: Node) -> int:
    sign, inner = _signed(node)
    return sign if type(inner) is Const and inner == _INFINITY else 0


def _compare_scalar(reference: Node, candidate: Node, options: Options) -> Outcome:
    if isinstance(candidate, (ListOf, SetOf, Bracketed, Matrix, Relation, Text, Union_, BaseNum)):
        return _shape_mismatch(reference, candidate)
    if _infinity_sign(reference) or _infinity_sign(candidate):
        if _infinity_sign(reference) == _infinity_sign(candidate):
            return _EQUAL
        return Outcome(Reason.VALUE_MISMATCH, "infinity against a finite value or the other infinity")
    wanted = literal(reference)
    if wanted is not None:
        outcome = _compare_to_literal(wanted, candidate, options)
        if not outcome.correct and (options.rounded_reference or options.rounded_candidate):
            return _compare_rounded(reference, candidate, options) or outcome
        return outcome
    return _compare_symbolic(reference, candidate, options)


def _compare_to_literal(wanted: _Literal, candidate: Node, options: Options) -> Outcome:
    """The reference is a written number: the candidate must be a written number too."""
    offered = literal(candidate)
    if offered is None:
        if free_variables(candidate):
            return Outcome(Reason.VALUE_MISMATCH, "the candidate has variables; the reference is a number")
        try:
            value = exact_value(candidate)
            form = radical_terms(candidate) if value is None else None
            if value is not None:
                same = value == wanted.value
            elif form is not None:
                rational = (wanted.value.numerator, wanted.value.denominator)
                same = form == ({(1, 0, 0): rational} if wanted.value else {})
            elif surely_different(interval(candidate, {}), interval(Num(wanted.value, ""), {})):
                same = False
            else:
                prec = precision_for(candidate, Num(wanted.value, ""))
                same = is_close(evaluate(candidate, {}, prec), evaluate(Num(wanted.value, ""), {}, prec), prec)
        except UndefinedValueError:
            same = False
        if same:
            return Outcome(Reason.UNEVALUATED, "the candidate has the value but is written as unevaluated work")
        return Outcome(Reason.VALUE_MISMATCH, "the candidate's value differs")
    correct = _values_equal(wanted, offered, options)
    if correct is None:
        return Outcome(Reason.VALUE_MISMATCH, f"{_show(offered.value)} is not {_show(wanted.value)}")
    is_integer = wanted.form == "decimal" and wanted.value.denominator == 1
    if offered.form in ("fraction", "mixed") and offered.value.denominator == 1 and is_integer:
        return Outcome(Reason.NOT_INTEGER, "an integer written as a fraction")
    if offered.form in ("fraction", "mixed") and not offered.reduced:
        return Outcome(Reason.UNREDUCED, "the fraction is not in lowest terms")
    return Outcome(correct)


def _show(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _compare_symbolic(reference: Node, candidate: Node, options: Options) -> Outcome:
    """Irrational values and expressions with variables: compare by value."""
    names = free_variables(reference)
    if names != free_variables(candidate):
        candidate = _renamed_parameter(reference, candidate, names)
    if names != free_variables(candidate):
        return Outcome(Reason.VALUE_MISMATCH, "the candidate uses different variables")
    if not names:
        try:
            same = _same_value(reference, candidate)
        except UndefinedValueError:
            return Outcome(Reason.VALUE_MISMATCH, "a side has no value")
        if not same and options.decimals is not None:
            same = _rounded_match(reference, candidate, options.decimals)
            if same:
                return Outcome(Reason.ROUNDED_EQUAL)
        if not same and options.rounded_candidate:
            rounded = _compare_rounded(reference, candidate, options)
            if rounded is not None:
                return rounded
        if not same:
            return Outcome(Reason.VALUE_MISMATCH, "the values differ")
        if options.form is Form.SIMPLEST and not is_simplest_radical_form(candidate):
            return Outcome(Reason.NOT_SIMPLEST_FORM, "a radicand has a square factor or a radical is in a denominator")
        return Outcome(Reason.VALUE_EQUAL)
    return _compare_identity(reference, candidate, names)


_PI = Const("pi")


def _renamed_parameter(reference: Node, candidate: Node, names: frozenset) -> Node:
    r"""Give a family's integer parameter the reference's name: ``2m\pi`` against ``2j\pi`` is ``2j\pi``.

    Only one parameter on each side, both of the usual letters k, m, n, j (normalization renames a
    parameter declared an integer to one of them), and both sides a family of angles (with pi):
    ``k + 1`` is not ``n + 1``.
    """
    offered = free_variables(candidate)
    wanted, extra = names - offered, offered - names
    if len(wanted) != 1 or len(extra) != 1:
        return candidate
    (new,), (old,) = tuple(wanted), tuple(extra)
    if new not in INTEGER_PARAMETERS or old not in INTEGER_PARAMETERS:
        return candidate
    if _PI not in walk(reference) or _PI not in walk(candidate):
        return candidate
    return rename_symbol(candidate, old, new)


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


# --- the opt-in options for rounded and lenient labels ------------------------------------------


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


def _compare_rounded(reference: Node, candidate: Node, options: Options) -> Optional[Outcome]:
    r"""The rounded options (never on by default): a rounded reference or a rounded candidate, or None.

    ``rounded_reference``: a decimal reference is met by an exact candidate, a fraction in lowest terms
    or an irrational value (never a decimal, never unevaluated rational work), that rounds to it at
    the reference's last written place (``\frac{87}{7}`` for ``12.43``).
    ``rounded_candidate``: a decimal candidate of at least ``significant_digits`` significant digits
    is met when the exact reference rounds to it at the candidate's last written place (``4.333``
    for ``\frac{13}{3}``; ``4.3`` has too few digits).  A decimal of more than MAX_ROUNDED_DIGITS
    significant digits is no rounding (a claim of the value itself); with ``decimals=N`` a candidate
    rounded at fewer than N places is below the precision the dataset asks for (``25.2`` for ``25.19``).
    """
    reference_decimal, candidate_decimal = _written_decimal(reference), _written_decimal(candidate)
    if any(decimal is not None and decimal[2] > MAX_ROUNDED_DIGITS for decimal in (reference_decimal, candidate_decimal)):
        return None  # too many digits for a rounding: a claim of the value itself
    if options.rounded_reference and reference_decimal is not None and candidate_decimal is None:
        offered = literal(candidate)
        exact_work = offered is None and exact_value(candidate) is not None
        if offered is not None and offered.form in ("fraction", "mixed") and not offered.reduced:
            return None  # an unreduced fraction stays UNREDUCED
        if offered is not None and offered.form == "decimal":
            return None  # an integer or scientific notation: a number as written, not an exact value
        value = None if exact_work else _exact_or_real(candidate)
        if value is not None and _rounds_to(value, reference_decimal[0], reference_decimal[1]):
            return Outcome(Reason.ROUNDED_REFERENCE, f"rounds to the reference at {reference_decimal[1]} places")
    coarse = options.decimals is not None and candidate_decimal is not None and candidate_decimal[1] < options.decimals
    if options.rounded_candidate and candidate_decimal is not None and candidate_decimal[2] >= options.significant_digits and not coarse:
        value = _exact_or_real(reference)
        if value is not None and _rounds_to(value, candidate_decimal[0], candidate_decimal[1]):
            return Outcome(Reason.ROUNDED_CANDIDATE, f"the reference rounded at {candidate_decimal[1]} places")
    return None


def percent_equal(reference: Node, candidate: Node, reference_percent: bool, candidate_percent: bool, options: Options) -> Optional[Outcome]:
    r"""With ``percent_fraction``: a percent on one side only is its hundredth (``37.5\%`` for ``\frac38``), or None.

    Normalization drops the percent sign; the grader says which side carried one.  The other
    side must be in an accepted form as usual (``\frac{6}{16}`` stays UNREDUCED).
    """
    if reference_percent == candidate_percent or not options.percent_fraction:
        return None
    percent = candidate if candidate_percent else reference
    written = literal(percent)
    if written is None or written.exponent:
        return None
    scaled = Num(written.value / 100, "")
    if candidate_percent:
        outcome = compare(reference, scaled, options._replace(percent_fraction=False))
        if outcome.correct:
            return Outcome(Reason.PERCENT_EQUAL, "the candidate's percent is the reference's value")
        return None
    outcome = compare(scaled, candidate, options._replace(percent_fraction=False))
    if outcome.correct or outcome.reason is Reason.UNREDUCED:
        return Outcome(Reason.PERCENT_EQUAL, "the reference's percent is the candidate's value") if outcome.correct else outcome
    return None


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


def _compare_identity(reference: Node, candidate: Node, names: frozenset) -> Outcome:
    """Equal at several deterministic points where both sides are defined.

    Polynomials and rational functions are decided exactly at the rational sample points;
    other expressions are evaluated at a precision that grows with the digits written, so
    ``x + 10^{-60}`` is not ``x``.  Complex points are tried only when too few real points
    are defined.
    """
    prec = precision_for(reference, candidate)
    enough = _points_that_decide(reference, candidate, names)
    quick = [True]
    constants: Constants = {}  # the exact values of both trees' subtrees, found once
    for complex_points in (False, True):
        valid = 0
        for point in rational_points(names) if not complex_points else sample_points(names, True, prec):
            if valid >= enough:
                break
            try:
                if complex_points:
                    same = is_close(evaluate(reference, point, prec, constants), evaluate(candidate, point, prec, constants), prec)
                else:
                    same = _equal_at(reference, candidate, point, prec, quick, constants)
            except UndefinedValueError:
                continue
            if not same:
                return Outcome(Reason.VALUE_MISMATCH, "the expressions differ at a sample point")
            valid += 1
        if valid >= MIN_VALID_POINTS:
            return Outcome(Reason.VALUE_EQUAL, f"equal at {valid} sample points")
    return Outcome(Reason.VALUE_MISMATCH, "too few points where both sides are defined")


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


# The comparison for each kind of reference node: one entry per answer.NODE_TYPES member
# (a test holds the two together, so a new node type cannot fall through unhandled).
HANDLERS: Dict[type, Callable[[Any, Node, Options], Outcome]] = {
    ListOf: _compare_members,
    SetOf: _compare_members,
    Union_: _compare_union,
    Bracketed: _compare_bracketed,
    Matrix: _compare_matrix,
    Relation: _compare_relation,
    Text: lambda reference, candidate, options: _compare_text(reference, candidate),
    BaseNum: lambda reference, candidate, options: _compare_base_numeral(reference, candidate),
    Num: _compare_scalar,
    Mixed: _compare_scalar,
    Sym: _compare_scalar,
    Const: _compare_scalar,
    Op: _compare_scalar,
}
