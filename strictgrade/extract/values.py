"""The values a text states and the answer's own: the numbers of a sentence as written (``values_in``), an
answer's values (``own_values``) and whether another written number is one of them (``is_own_value``, exact).
Below layout.py, which reads sentences and spans with them; it holds no sentence or span rule of its own.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction
from typing import Iterable, List, Optional, Set

from .._lazy import lazy_compile
from .._text import COMPARISON
from ..limits import NUMBER_CACHE_SIZE
from .memo import cleared_with_checks

__all__ = ["holds_one_value", "is_own_value", "own_values", "stands_whole", "states_last", "values_in"]

# A character of a word of the scripts written with spaces: a number glued to one is no value ("x2", "3rd"), while
# the scripts written without spaces stand right beside their numbers ("还剩下27张", "シールは27枚").
NOT_CJK_WORD = r"[^\W\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]"

# A value in prose: a number not glued to a word, a sign of markup or a decimal point before it.
# Each pattern below opens with a lookahead on its first character, which its match implies: the scan
# then skips the positions no match starts at before trying the lookbehinds (about twice as fast).
# A Hebrew prefix letter (ש, ה, ב, ל, מ, ו, כ) is joined to a number by a hyphen or a maqaf: "ש-30" is 30, not -30.
_PROSE_VALUE_RE = lazy_compile(r"(?=[-−\d])(?:(?<!" + NOT_CJK_WORD + r")(?<![.^_\\])(?<!\^\{)(?<!_\{)(?<![^\W\d_][-−])[-−]?"
                               r"|(?<=(?<![^\W\d_])[בהוכלמש][-־]))\d+(?:[.,]\d+)*(?:/\d+(?![.,]?\d))?")  # not "k-1"; "3/4" is one
_COMMAND_RE = lazy_compile(r"\\[a-zA-Z]+")
_SLASH_CHAIN_RE = lazy_compile(r"\d+(?:/\d+){2,}")
# A fraction command of two integers, braced or not ("\\frac{3}{4}", "\\dfrac34"): the value "3/4".
_FRACTION_COMMAND_RE = lazy_compile(r"\\[dt]?frac\s*(?:\{\s*(\d{1,12})\s*\}|(\d))\s*(?:\{\s*(\d{1,12})\s*\}|(\d))")
# An enumeration label at a line's start ("2.", "(b)", "Step 3:") is never a value.
_LABEL_START_RE = lazy_compile(r"\s*(?:[-*+•]\s*)?(?:\(?\d{1,2}[.)]\s|step\s+\d+\s*[:.)])", re.IGNORECASE)


def _fraction_text(found: "re.Match[str]") -> str:
    return f" {found.group(1) or found.group(2)}/{found.group(3) or found.group(4)} "


def values_in(sentence: str) -> List[str]:
    """The numbers a sentence states in prose or math, as written without thousands commas; a fraction of two integers
    is one value ("3/4", "\\frac{3}{4}")."""
    label = _LABEL_START_RE.match(sentence)
    text = sentence[label.end() if label else 0 :]
    if "frac" in text:
        text = _FRACTION_COMMAND_RE.sub(_fraction_text, text)
    if "/" in text:
        text = _SLASH_CHAIN_RE.sub(lambda found: found.group().replace("/", " / "), text)  # "12/25/2023": a date's numbers, as before
    text = _COMMAND_RE.sub(" ", text)  # "\\pm8" holds the value 8
    return [as_written(value) for value in _PROSE_VALUE_RE.findall(text)]  # the sign kept: -36 is not 36


# One comma that is no thousands separator: a decimal comma ("0,75", "1,5", "12,3456"; not "1,250" nor "3,4,5").
_DECIMAL_COMMA_RE = lazy_compile(r"[-−]?(?:0+,\d+|\d+,(?:\d{1,2}|\d{4,}))")


def as_written(value: str) -> str:
    """A value without its thousands commas and with an ASCII sign; a decimal comma is read as a point ("0,75" is 0.75)."""
    if "," in value and _DECIMAL_COMMA_RE.fullmatch(value):
        return value.replace(",", ".").replace("−", "-")
    return value.replace(",", "").replace("−", "-")


# A fraction answer of two integers (\frac{1}{2}, \dfrac12, 1/2): its value is also one of its own ("0.5").
_FRACTION_ANSWER_RE = lazy_compile(r"\s*(-?)\s*(?:\\[dt]?frac\s*\{?\s*(\d{1,12})\s*\}?\s*\{?\s*(\d{1,12})\s*\}?|(\d{1,12})\s*/\s*(\d{1,12}))\s*")
_FRACTION_TEXT_RE = lazy_compile(r"-?\d{1,12}/\d{1,12}")


def own_values(answer: str) -> Set[str]:
    """The numbers an answer holds, as ``values_in`` writes them (the answer itself when none), with a
    fraction answer's value as a fraction ("1/2" for \\frac{1}{2}), which ``is_own_value`` reads."""
    values = set(values_in(answer)) or {answer.strip()}
    fraction = _FRACTION_ANSWER_RE.fullmatch(answer)
    if fraction is not None:
        sign, top, bottom = fraction.group(1), fraction.group(2) or fraction.group(4), fraction.group(3) or fraction.group(5)
        if int(bottom):
            values.add(f"{sign}{top}/{bottom}")
    return values


def holds_one_value(own: Set[str]) -> bool:
    """Return whether an answer's values (``own_values``) are one value: one number, or a fraction with its
    two integers (\\frac{1}{2}: "1", "2" and "1/2"), not an interval's or a tuple's several."""
    fractions = [value for value in own if _FRACTION_TEXT_RE.fullmatch(value)]
    if len(own) == 1 or len(fractions) != 1:
        return len(own) == 1
    top, _, bottom = fractions[0].lstrip("-").partition("/")
    return own <= {fractions[0], top, bottom}


_DECIMAL_RE = lazy_compile(r"-?\d{1,30}(?:\.\d{1,30})?")


def is_own_value(value: str, own: Iterable[str]) -> bool:
    """Return whether a value as ``values_in`` writes it (or a fraction, the value of a note's work) is one of
    the answer's (``own_values``): the same spelling, or the same number written otherwise ("0.50" for 0.5,
    "12.0" for 12, "1/2" for 0.5)."""
    if value in own:
        return True
    if "\\" in value:  # a math span's one value ("\\frac{3}{4}", "\\(\\frac{3}{4}\\)")
        read = values_in(value)
        return len(read) == 1 and read[0] != value and is_own_value(read[0], own)
    exact = _exact_number(value)  # "1/2": the value of a note's work
    return exact is not None and any(_exact_number(mine) == exact for mine in own)


def _exact_number(text: str) -> Optional[Fraction]:
    return _remembered_number(text) if len(text) <= _LONGEST_NUMBER else None  # a longer one is no plain number


def _read_exact_number(text: str) -> Optional[Fraction]:
    """The exact value of a plain decimal or a fraction of two integers ("5/0" has none), or None."""
    plain = _DECIMAL_RE.fullmatch(text) or _FRACTION_TEXT_RE.fullmatch(text) and not _ZERO_BELOW_RE.search(text)
    return Fraction(text) if plain else None


_ZERO_BELOW_RE = lazy_compile(r"/0+\Z")
# An answer's few values are compared with every value of every later sentence: each is read once.
_remembered_number = cleared_with_checks(functools.lru_cache(maxsize=NUMBER_CACHE_SIZE)(_read_exact_number))
_LONGEST_NUMBER = 62  # the longest text _DECIMAL_RE or _FRACTION_TEXT_RE match


_PLAIN_DROPPED_RE = lazy_compile(r"[\s$,{}]|\\[,;:! ]|(?<=\\)[dt](?=frac)")  # spacing, math delimiters, braces, thin spaces; "\\dfrac" is "\\frac"
_CLOSING_SIGNS = ".!)]*_\\✓✔\u2705"
_TRAILING_WORD_RE = lazy_compile(r"\s+[^\W\d_]+\Z")


def states_last(text: str, answer: str) -> bool:
    """Return whether ``text`` ends by stating the answer: its last value is the answer's when the
    answer is one number ("Wait, let me check: 6 · 6 = 36 ✓" for 36), else its plain spelling ends
    with the answer's, one unit word aside ("= \\frac{16}{27} gallons." for \\frac{16}{27}; never
    "4:30+4" for 4:30).

    >>> states_last(" Check: 6 * 6 = 36.", "36"), states_last(" No wait, 4:30+4.", "4:30")
    (True, False)
    """
    plain = _PLAIN_DROPPED_RE.sub("", answer)
    if not plain:
        return False
    answer_values = values_in(answer)
    if answer_values == [plain.replace("−", "-")]:  # one plain number
        values = values_in(text)
        return bool(values) and values[-1] == answer_values[0]
    stripped = _TRAILING_WORD_RE.sub("", text.rstrip(" \t\n" + _CLOSING_SIGNS))  # one unit word after it
    spelled = _PLAIN_DROPPED_RE.sub("", stripped).rstrip(_CLOSING_SIGNS)
    return spelled.endswith(plain.rstrip(_CLOSING_SIGNS))


def stands_whole(answer: str, window: str) -> bool:
    """Return whether the answer as written stands in ``window`` as a whole, not inside a longer number or a term
    ("2" not in "2x", "12" or "2.5")."""
    at = window.find(answer)
    while at >= 0:
        before, after = window[at - 1 : at], window[at + len(answer) : at + len(answer) + 2]
        if not (before.isalnum() or before in "._" and before) and not (after[:1].isalnum() or after[:1] in "._" and after[1:].isdigit()):
            return True
        at = window.find(answer, at + 1)
    return False


# A relation or a set of values: its numbers are bounds or members, not the value it states.
_RELATION_RE = lazy_compile(COMPARISON + r"|[∪∩∈]|\\(?:cup|cap|in|infty|mid)(?![a-zA-Z])")


def states_a_relation(answer: str) -> bool:
    """Return whether an answer is a relation or a set ("x > 3", "[0, 1) \\cup (2, \\infty)"): a later denial
    of one of its numbers ("3 itself is not a solution") denies a bound, not the answer."""
    return _RELATION_RE.search(answer) is not None


def holds_a_variable(text: str) -> bool:
    """Return whether a math span holds a variable, a letter alone that is no command's ("$(x-2)^2$", not "$\\frac{1}{2}$"),
    other than a value's label ("$x = -1$"): an expression, not a value."""
    return _VARIABLE_RE.search(text) is not None and _LABELLED_VALUE_RE.fullmatch(text) is None  # ("$x = -1$" states -1)


_VARIABLE_RE = lazy_compile(r"(?<![\\a-zA-Z])[a-zA-Z](?![a-zA-Z])")
_LABELLED_VALUE_RE = lazy_compile(r"\$?\s*[a-zA-Z](?:_\{?\w+\}?)?\s*=\s*[-−]?\d[\d.,]*\s*\$?")


def without_expressions(text: str) -> str:
    """``text`` with its math spans that hold a variable blanked, at the same length: the values it states stay."""
    return _EXPRESSION_SPAN_RE.sub(lambda span: " " * len(span.group()) if holds_a_variable(span.group()) else span.group(), text) if "$" in text or "\\(" in text else text


_EXPRESSION_SPAN_RE = lazy_compile(r"\$[^$]*\$|\\\(.*?\\\)")


def outside_expressions(sentence: str, values: List[str], answer: str) -> List[str]:
    """The members of ``values`` that ``sentence`` states outside its expressions, when the answer is no expression
    itself: a number that stands only as a term beside a variable ("from the first equation $y = 10 - x$") is no value
    a note could offer against a numeric answer; the number after "=" that ends a math span is its result, stated ("$C_8^3 =
    56$").  Values the sentence does not hold as numbers (option letters) stay."""
    if holds_a_variable(answer) or ("$" not in sentence and "\\(" not in sentence):
        return values
    numbers, stated = set(values_in(sentence)), set(values_in(without_expressions(sentence)))
    stated.update(found.group(1) for found in _SPAN_RESULT_RE.finditer(sentence))  # "$C_8^3 = 56$": an expression's result is stated
    return [value for value in values if value not in numbers or value in stated]


_SPAN_RESULT_RE = lazy_compile(r"=\s*([-−]?\d+(?:\.\d+)?)\s*(?:\$|\\\))")  # a number that ends a math span after "="
