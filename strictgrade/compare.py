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

from fractions import Fraction
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple

from ._interval import interval, surely_different
from ._lazy import lazy_compile
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
    named_values,
    oriented,
    rename_symbol,
    strip_assignment,
)
from .numeric import (
    Constants,
    MAX_NODES,
    UndefinedValueError,
    count_nodes,
    evaluate,
    exact_value,
    free_variables,
    is_close,
    precision_for,
    radical_terms,
    rational_points,
    sample_points,
)
from .limits import MAX_MEMBERS, MAX_ROUNDED_DIGITS
from ._tables import ARTICLES, INTEGER_PARAMETERS
from .verdict import DEFAULT_OPTIONS, Form, Options, Reason, TooComplexError
from .compare_numeric import (
    approximates,
    is_simplest_radical_form,
    literal,
    MIN_VALID_POINTS,
    _equal_at,
    _exact_or_real,
    _Literal,
    _points_that_decide,
    _rounded_match,
    _rounds_to,
    _same_value,
    _signed,
    _values_equal,
    _written_decimal,
)

__all__ = ["Outcome", "compare", "HANDLERS", "approximates", "percent_equal"]


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
    candidate = _family_renamed(reference, candidate)
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
# (numbers as written, rounding and values tested equal: compare_numeric.py)


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


_LETTER_RE = lazy_compile(r"[a-zA-Z]")


def _family_renamed(reference: Relation, candidate: Relation) -> Relation:
    """Give the integer parameter of a family stated as an equation the reference's name: ``n = 2m + 1``
    against ``n = 2k + 1`` is ``n = 2k + 1``.  Both are one equation with the same variable alone on the
    left, and each right side has one free variable, of the usual k, m, n, j, other than that variable:
    the family's parameter, a dummy (docs/policy.md, "Integer families")."""
    if reference.ops != ("=",) or candidate.ops != ("=",) or not isinstance(reference.sides[0], Sym) or reference.sides[0] != candidate.sides[0]:
        return candidate
    wanted, offered = free_variables(reference.sides[1]), free_variables(candidate.sides[1])
    if len(wanted) != 1 or len(offered) != 1 or wanted == offered:
        return candidate
    (new,), (old,) = tuple(wanted), tuple(offered)
    if new not in INTEGER_PARAMETERS or old not in INTEGER_PARAMETERS or {new, old} & set(_LETTER_RE.findall(reference.sides[0].name)):
        return candidate  # "a_n = 2n + 1": the left side's index is no parameter of the right
    return Relation(candidate.ops, (candidate.sides[0], rename_symbol(candidate.sides[1], old, new)))


# --- the opt-in options for rounded and lenient labels ------------------------------------------


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
