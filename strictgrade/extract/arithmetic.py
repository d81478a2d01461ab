"""The exact value of the work a note writes out in math ("$2^6$", "$\\frac{7!}{4!\\,2!}$", "$\\binom{9}{2} - 9$"),
read by a small bounded reader of numbers, + - × · / ^ !, brackets, \\frac, \\sqrt of a square and counts of
choices; anything else (a letter, a function it does not know, a value past MAX_WORKED_BITS) is no value.  Below offers.py,
which compares what a note's work states with the answer; the grammar is never imported here.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import List, Optional, Set, Tuple

from .._lazy import lazy_compile
from ..limits import MAX_FACTORIAL, MAX_WORKED_BITS, MAX_WORKED_CHOICES_N, MAX_WORKED_EXPONENT

__all__ = ["checks_out", "choices", "math_value", "numbers_of", "substitution_results"]

# Spacing and sizing commands that change no value ("\,", "\left(", "\!").
_NEUTRAL_RE = lazy_compile(r"\\[,;:! ]|\\(?:left|right|big|Big|bigl|bigr|Bigl|Bigr)(?![a-zA-Z])|\\(?:quad|qquad)(?![a-zA-Z])")
_TOKEN_RE = lazy_compile(
    r"\s*(?:(?P<number>\d+(?:\.\d+)?)|(?P<command>\\[a-zA-Z]+)|(?P<sign>[-−+×*/÷·^!(){}\[\]])|(?P<other>\S))"
)
_COMMAND_SIGNS = {"\\cdot": "·", "\\times": "×", "\\div": "÷"}
_PRODUCT_SIGNS = ("×", "*", "·", "/", "÷")


class _Unreadable(Exception):
    """The text is no work this reader evaluates."""


def math_value(text: str) -> Optional[Fraction]:
    """Return the exact value of ``text`` when it is arithmetic on numbers, else None.

    >>> math_value("2^6"), math_value(r"\\frac{7!}{4!\\,2!}"), math_value(r"\\binom{9}{2} - 9"), math_value("x + 1")
    (Fraction(64, 1), Fraction(105, 1), Fraction(27, 1), None)
    """
    tokens = _tokens(_NEUTRAL_RE.sub(" ", text))
    if tokens is None or not tokens:
        return None
    reader = _Reader(tokens)
    try:
        value = reader.sum()
    except (_Unreadable, ZeroDivisionError, OverflowError, ValueError):
        return None
    return value if reader.done() else None


def _tokens(text: str) -> Optional[List[Tuple[str, str]]]:
    tokens = []
    for found in _TOKEN_RE.finditer(text):
        kind = found.lastgroup or ""
        value = found.group(kind)
        if kind == "other":
            return None
        if kind == "command" and value in _COMMAND_SIGNS:
            kind, value = "sign", _COMMAND_SIGNS[value]
        tokens.append((kind, value))
    return tokens


class _Reader:
    """A reader of one expression over tokens: sum, product, power, factorial, atom."""

    def __init__(self, tokens: List[Tuple[str, str]]) -> None:
        self.tokens, self.at = tokens, 0

    def done(self) -> bool:
        return self.at == len(self.tokens)

    def _peek(self) -> Tuple[str, str]:
        return self.tokens[self.at] if self.at < len(self.tokens) else ("", "")

    def _take(self, value: str) -> bool:
        if self._peek()[1] == value:
            self.at += 1
            return True
        return False

    def sum(self) -> Fraction:
        value = self.product()
        while self._peek()[1] in ("+", "-", "−"):
            sign = self.tokens[self.at][1]
            self.at += 1
            value = value + self.product() if sign == "+" else value - self.product()
        return value

    def product(self) -> Fraction:
        value = self.power()
        while self._peek()[1] in _PRODUCT_SIGNS or self._peek()[0] == "command" or self._peek()[1] in ("(", "[") \
                or self._peek()[0] == "number" and self.tokens[self.at - 1][1] in ("!", ")", "}"):  # "4!\,2!", "(3+4)5"
            sign = "·"  # a factor written beside another ("2(12+9)", "2\sqrt{4}") multiplies it
            if self._peek()[1] in _PRODUCT_SIGNS:
                sign = self.tokens[self.at][1]
                self.at += 1
            right = self.power()
            value = value / right if sign in ("/", "÷") else value * right
            _check(value)
        return value

    def power(self) -> Fraction:
        value = self.factorial()
        if self._take("^"):
            exponent = self.factorial()
            if exponent.denominator != 1 or abs(exponent) > MAX_WORKED_EXPONENT \
                    or max(value.numerator.bit_length(), value.denominator.bit_length()) * abs(exponent) > MAX_WORKED_BITS:
                raise _Unreadable  # judged before the power is computed
            value = value ** int(exponent)
            _check(value)
        return value

    def factorial(self) -> Fraction:
        value = self.atom()
        while self._take("!"):
            if value.denominator != 1 or not 0 <= value <= MAX_FACTORIAL:  # then held to MAX_WORKED_BITS
                raise _Unreadable
            value = Fraction(math.factorial(int(value)))
            _check(value)
        return value

    def atom(self) -> Fraction:
        kind, text = self._peek()
        if kind == "number":
            self.at += 1
            return Fraction(text)
        if text in ("-", "−"):
            self.at += 1
            return -self.factorial()
        for opening, closing in (("(", ")"), ("[", "]"), ("{", "}")):
            if self._take(opening):
                value = self.sum()
                if not self._take(closing):
                    raise _Unreadable
                return value
        if kind == "command":
            self.at += 1
            if text in ("\\frac", "\\dfrac", "\\tfrac"):
                top, bottom = self._group(), self._group()
                return top / bottom
            if text == "\\sqrt":
                return _square_root(self._group())
            if text in ("\\binom", "\\dbinom", "\\tbinom"):
                n, k = self._group(), self._group()
                value = choices("C", int(n), int(k)) if n.denominator == k.denominator == 1 else None
                if value is None:
                    raise _Unreadable
                return Fraction(value)
        raise _Unreadable

    def _group(self) -> Fraction:
        if not self._take("{"):
            kind, text = self._peek()
            if kind != "number" or len(text) != 1:
                raise _Unreadable  # "\frac12": one digit each
            self.at += 1
            return Fraction(text)
        value = self.sum()
        if not self._take("}"):
            raise _Unreadable
        return value


def _check(value: Fraction) -> None:
    if value.numerator.bit_length() > MAX_WORKED_BITS or value.denominator.bit_length() > MAX_WORKED_BITS:
        raise _Unreadable


def _square_root(value: Fraction) -> Fraction:
    if value < 0 or value.denominator != 1 or math.isqrt(value.numerator) ** 2 != value.numerator:
        raise _Unreadable  # only the root of a square is a number here
    return Fraction(math.isqrt(value.numerator))


def choices(kind: str, n: int, k: int) -> Optional[int]:
    """The number of choices ``C(n, k)`` (or of ordered ones, ``P(n, k)``), or None past MAX_WORKED_CHOICES_N."""
    if not 0 <= k <= n <= MAX_WORKED_CHOICES_N:
        return None
    return math.comb(n, k) if kind == "C" else math.perm(n, k)


# A true equation written out: arithmetic on numbers, "=", a number ("$7 + 3 = 10$", "7 \\cdot 2 = 14").
# A degree sign after a number of an equation ("$180^\\circ - 120^\\circ = 60^\\circ$"): the number's unit, no operation.
_DEGREES = r"\^\\circ|\^\{\\circ\}|°"
_EQUATION_RE = lazy_compile(r"((?:\d+(?:\.\d+)?(?:" + _DEGREES + r")?|\\(?:cdot|times|div)(?![a-zA-Z])|[\s+\-−×*/÷·^()!])+)=\s*(-?\d+(?:\.\d+)?)(?![\d.])")
_OPERAND_RE = lazy_compile(r"\d+(?:\.\d+)?")


def substitution_results(text: str, own: Set[Fraction]) -> Set[str]:
    """The right sides of the true equations of a text whose left side holds one of the ``own`` values as an operand ("Also the
    sum $7 + 3 = 10$ works" after the answer 7 gives {"10"}): a check of the answer by substitution states them, no other
    answer."""
    return {right for right, holds in _substitutions(text, own) if holds}


def works_up_to(text: str, own: Set[Fraction]) -> bool:
    """Return whether the equations of a text that work on two numbers or more all hold and the last one gives one of
    the ``own`` values ("Quick check: $20 - 12 = 8$, and then $8 - 3 = 5$" after the answer 5): its other values
    are the steps of work that reaches the answer."""
    equations = [(left, right) for left, right in ((_DEGREES_RE.sub("", found.group(1)), found.group(2)) for found in _EQUATION_RE.finditer(text))
                 if len(_OPERAND_RE.findall(left)) > 1]
    return bool(equations) and Fraction(equations[-1][1]) in own and all(math_value(left) == Fraction(right) for left, right in equations)


def substitutes_first(text: str, own: Set[Fraction]) -> bool:
    """Return whether the first equation of a text that works on two numbers or more has one of the ``own`` values among its
    operands and holds ("Check: the exterior angle is $180^\\circ - 120^\\circ = 60^\\circ$, and six of them make $360^\\circ$"
    after the answer 120): the text checks the answer by its consequences, whatever values they reach.  Work that reaches
    the answer's value first ("$8 \\cdot 15 = 120$, minus the 2 broken ones, $118$") redoes it instead."""
    for equation in _EQUATION_RE.finditer(text):
        operands = [Fraction(number) for number in _OPERAND_RE.findall(_DEGREES_RE.sub("", equation.group(1)))]
        if len(operands) > 1:
            return not own.isdisjoint(operands) and math_value(_DEGREES_RE.sub("", equation.group(1))) == Fraction(equation.group(2))
    return False


_DEGREES_RE = lazy_compile(_DEGREES)


def _substitutions(text: str, own: Set[Fraction]) -> List[Tuple[str, bool]]:
    """The equations of a text whose left side is work on at least two numbers, one of the ``own`` values among them: each
    right side, and whether the equation holds."""
    found = []
    for equation in _EQUATION_RE.finditer(text):
        left, right = equation.group(1), equation.group(2)
        operands = [Fraction(number) for number in _OPERAND_RE.findall(left)]
        if len(operands) > 1 and not own.isdisjoint(operands):
            found.append((right, math_value(left) == Fraction(right)))
    if "\\frac" in text:  # a chain of fractions in one math span ("$\\frac{5}{6} - \\frac{1}{3} = \\frac{1}{2}$")
        found.extend(_fraction_chains(text, own))
    return found


# A math span with an equals sign, and a fraction or a number in it.
_EQUATION_SPAN_RE = lazy_compile(r"\$([^$]*=[^$]*)\$|\\\((.*?=.*?)\\\)")
_FRACTION_OPERAND_RE = lazy_compile(r"\\[dt]?frac\{(\d+)\}\{(\d+)\}|(\d+(?:\.\d+)?)")


def _fraction_chains(text: str, own: Set[Fraction]) -> List[Tuple[str, bool]]:
    """The chains of equal sides in the math spans of a text whose first side is work on fractions, one of the ``own`` values
    among its operands: the last side (as "p/q"), and whether every side has the first one's value."""
    found = []
    for span in _EQUATION_SPAN_RE.finditer(text):
        sides = (span.group(1) or span.group(2)).split("=")
        values = [math_value(side) for side in sides]
        if any(value is None for value in values):
            continue
        operands = [Fraction(int(top), int(bottom)) if top and int(bottom) else Fraction(number or 0)
                    for top, bottom, number in _FRACTION_OPERAND_RE.findall(sides[0])]
        if len(operands) > 1 and not own.isdisjoint(operands):
            holds = all(value == values[0] for value in values)
            found.append((str(values[-1]), holds))  # and every number the chain writes, as written ("5/10"): the check's
            found.extend((f"{top}/{bottom}" if top else number, holds) for top, bottom, number in _FRACTION_OPERAND_RE.findall(span.group()))
    return found


def checks_a_result(sentence: str, result: str, own: Set[Fraction]) -> bool:
    """Return whether ``result``, which a sentence ends with, is the side of a true equation on one of the ``own`` values ("Check:
    $\\frac{5}{6} - \\frac{1}{3} = \\frac{1}{2}$" after 5/6): a check of the answer, no other result."""
    value = math_value(result)
    return value is not None and "=" in sentence and any(math_value(side) == value for side in substitution_results(sentence, own))


def numbers_of(values: Set[str]) -> Set[Fraction]:
    """The exact values of those of ``values`` this reader evaluates."""
    return {value for value in map(math_value, values) if value is not None}


def checks_out(text: str, own: Set[Fraction]) -> bool:
    """Return whether a text checks the answer by substitution and every such check holds: at least one equation whose
    operands hold one of the ``own`` values, all of them true ("Zkouška: 2 + 3 = 5 a 2 \\cdot 2 - 3 = 1" after (2, 3))."""
    checks = _substitutions(text, own)
    return bool(checks) and all(holds for _, holds in checks)


_FULL_STOP_RE = lazy_compile(r"\.(?=\s|\Z)")


def states_a_false_equation(text: str) -> bool:
    """Return whether a text states an equation of numbers that does not hold ("Zkouška: 2 + 3 = 6"), as far as this reader
    evaluates its left side."""
    for equation in _EQUATION_RE.finditer(_FULL_STOP_RE.sub(" ", text)):  # (a number that ends a sentence ends its equation)
        left = math_value(equation.group(1))
        if left is not None and left != Fraction(equation.group(2)):
            return True
    return False
