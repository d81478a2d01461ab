"""Normalization rules on what follows a number: units and count nouns (``is_unit``, ``is_count_noun``,
``strip_units``), and angles: degree marks, an angle's name, minutes and seconds.

Part of :mod:`strictgrade.normalize`, whose ``RULES`` runs the rules in their order.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .._lazy import lazy_compile
from .._tables import (
    BOUNDS,
    APPROXIMATIONS,
    HEDGES,
    NOT_UNIT_WORDS,
    SCALE_WORDS,
    VALUE_CHANGING,
    SINGLE_LETTER_UNITS,
    UNIT_PREFIXES,
    NOUN_LINKS,
    UNIT_WORDS,
    BOUNDS_AFTER,
    CONDITIONS,
    COUNTERS,
    DENIALS,
    MONTH_NAMES,
    NEGATIONS,
    NEGATORS,
    NOT_COUNT_NOUNS,
    FUNCTION_NAMES,
    GREEK_LETTERS,
)


_DEGREE_RE = lazy_compile(
    r"""
    \^\s*(?:\{\s*\\circ\s*\}|\\circ)   # ^{\circ} and ^\circ (a brace after ^\circ closes something else)
    | \\circ(?=\s*$)              # a trailing \circ
    """,
    re.VERBOSE,
)
_TEMPERATURE_RE = lazy_compile(
    r"""
    (?:\^\s*(?:\{\s*\\circ\s*\}|\\circ)|(?<=[\d\s])degrees?)\s*   # a degree mark or word
    (?:\\(?:text|mathrm|textrm)\s*\{\s*(?:[CF]|celsius|fahrenheit)\s*\}
     |(?:[CF]|celsius|fahrenheit)(?![A-Za-z]))                  # then Celsius or Fahrenheit
    """,
    re.VERBOSE | re.IGNORECASE,
)
_DEGREE_WORD_RE = lazy_compile(
    r"""
    (?<=\d)\s*                                          # after a number
    (?:\\(?:text|mathrm|textrm|mbox)\s*\{\s*(?:degrees?|deg)\s*\}  # \text{ degrees}
    |(?:degrees?|deg)(?![A-Za-z]))                      # or the bare word
    """,
    re.VERBOSE | re.IGNORECASE,
)


def replace_degrees(text: str) -> str:
    r"""Write every degree mark and the word degrees ``^{\circ}``; a temperature's (``25^\circ C``) is a unit and dropped.

    The comparison drops the mark like a unit, or converts exactly against a multiple of pi.

    >>> replace_degrees(r"90^\circ"), replace_degrees(r"25^\circ\text{C}"), replace_degrees("45\\circ")
    ('90^{\\circ}', '25', '45^{\\circ}')
    """
    if "circ" not in text and "deg" not in text.lower():
        return text
    text = _DEGREE_WORD_RE.sub(r"^\\circ", _TEMPERATURE_RE.sub("", text))  # 30 degrees is 30^\circ
    return _DEGREE_RE.sub(r"^{\\circ}", text)


_UNIT_WORDS = frozenset(word.lower() for word in UNIT_WORDS)
_NOT_UNIT_WORDS = (
    frozenset(NOT_UNIT_WORDS)
    | frozenset(SCALE_WORDS)
    | frozenset(
        word
        for table in (VALUE_CHANGING, HEDGES, BOUNDS, APPROXIMATIONS)
        for words in table.values()
        for word in words
        if " " not in word and len(word) > 2
    )
)
_SINGLE_LETTER_UNITS = frozenset(SINGLE_LETTER_UNITS)
_UNIT_PREFIXES = frozenset(UNIT_PREFIXES)
_UNIT_TAIL_RE = lazy_compile(
    r"""
    (?:(?<=[\d})])|(?<=\\pi))                    # right after a complete number (or \pi, a closing brace)
    (?P<gap>\s*)                                 # glued or after a gap
    (?P<tail>(?:\\text\{[^{}]*\}|[^\s\d\\,;=)\]{}|^_<>])   # a unit starts with a wrapper or a letter
      (?:\\text\{[^{}]*\}|[^\d\\,;=)\]{}|^_<>]           # and runs to the end of its item
      |(?<=[A-Za-z])\d                                  # with digits inside a word: CO2e
      |\^\s*(?:\{\s*-?\d\s*\}|-?\d))*?)                   # with powers: cm^2, s^{-1}
    (?=\s*(?:$|[,;)\]=]|\\\}|\\cup))             # the end of the answer or of a list item
    """,
    re.VERBOSE,
)
_UNIT_POWER_RE = lazy_compile(r"\^\s*(?:\{\s*-?[1-3]\s*\}|-?[1-3])")
_UNIT_SPLIT_RE = lazy_compile(r"\s*/\s*|\s+per\s+", re.IGNORECASE)
_WRAPPER_MARK_RE = lazy_compile(r"\\text\{([^{}]*)\}")
_COUNT_NOUN_RE = lazy_compile(r"[a-z]{2,}s")
# A quick test both word rules run first: a letter after a number, a brace or \pi.
_WORD_AFTER_NUMBER_RE = lazy_compile(r"(?:[\d})]|\\pi)\s*(?:\\text\{\s*)?(?:~\s*)?[^\W\d_]")  # one way to read each space


def _is_unit_word(word: str, wrapped: bool, glued: bool, compound: bool, nouns: bool) -> bool:
    """Return whether one word is a unit: known, a unit letter (wrapped or in ``m/s``), or a count noun
    (with ``nouns``: any, ``is_count_noun``; else a plural English one, ``apples``)."""
    word = word.rstrip(".")
    lower = word.lower()
    if lower in _NOT_UNIT_WORDS:
        return False
    if lower in _UNIT_WORDS and (len(word) > 1 or wrapped or not word.isascii()):
        return True
    if len(word) == 1 and word.isascii():
        return (wrapped or compound) and word in _SINGLE_LETTER_UNITS
    if nouns:
        return is_count_noun(word, glued=glued)
    return not glued and _COUNT_NOUN_RE.fullmatch(word) is not None


# Words no count noun is: the value-changing, scale, hedge and bound words of every table language,
# negations and denials, conditions, copulas, month names (a date is no count), and the names of
# functions and Greek letters (`3 log`, `2 alpha` are math).
_NOT_COUNT_WORDS = (
    _NOT_UNIT_WORDS
    | frozenset(NOT_COUNT_NOUNS)
    | frozenset(MONTH_NAMES)
    | frozenset(FUNCTION_NAMES)
    | frozenset(GREEK_LETTERS)
    | frozenset(("inf", "infinity", "infty", "sqrt", "root", "roots"))
    | frozenset(
        word
        for table in (VALUE_CHANGING, HEDGES, BOUNDS, BOUNDS_AFTER, NEGATIONS, NEGATORS, DENIALS, CONDITIONS)
        for words in table.values()
        for word in words
        if " " not in word
    )
)
_COUNTERS = frozenset(COUNTERS)
# CJK words of those tables are looked for anywhere in a run of CJK text ("本左右" hedges).
_NOT_COUNT_CJK = tuple(sorted(word for word in _NOT_COUNT_WORDS if word and all(ord(char) >= 0x3000 for char in word)))
# A word of the scripts the tables hold words of: Latin (three letters or more: "ab" may be a
# product of variables); Cyrillic, Greek, Hebrew, Arabic and Persian (with the zero-width non-joiner
# inside its words), Devanagari, Bengali and Thai (two letters or more: one Greek letter is a
# variable); and Chinese or Japanese (a run without spaces).
_LATIN_WORD_RE = lazy_compile(r"[A-Za-z\u00c0-\u024f]{3,}")
_SPACED_SCRIPT_WORD_RE = lazy_compile(r"[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u200c\u0900-\u097f\u0980-\u09ff\u0e00-\u0e7f]{2,}")
_CJK_WORD_RE = lazy_compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+")


def is_count_noun(word: str, *, glued: bool = False) -> bool:
    """Return whether one word after a number is a count noun (dropped like a unit).

    A listed counter of any script is one; a word of a script the tables cover (Latin, Cyrillic,
    Greek, Hebrew, Arabic, Devanagari, Bengali, Thai, CJK) is one unless a table says it changes,
    scales, bounds, hedges or denies the value (POLICY §2: the tables of those scripts are known, so
    an unknown word is a noun).  A Latin or Cyrillic word glued to the digits
    is not (``12abc``); a CJK run may be glued (``14本书``).

    >>> is_count_noun("Bücher"), is_count_noun("книг"), is_count_noun("本书"), is_count_noun("libri")
    (True, True, True, True)
    >>> is_count_noun("dozen"), is_count_noun("本左右"), is_count_noun("정도"), is_count_noun("ab")
    (False, False, False, False)
    """
    lower = word.lower()
    if lower in _COUNTERS:
        return True
    if lower in _NOT_COUNT_WORDS:
        return False
    if _CJK_WORD_RE.fullmatch(word):
        return not any(bad in word for bad in _NOT_COUNT_CJK)
    if glued:
        return False
    return _LATIN_WORD_RE.fullmatch(word) is not None or _SPACED_SCRIPT_WORD_RE.fullmatch(word) is not None


def is_unit(text: str, *, wrapped: bool = False, glued: bool = False, nouns: bool = False) -> bool:
    r"""Return whether ``text`` is exactly one unit: a unit word with powers and at most one ``/``.

    >>> is_unit("km/h"), is_unit("m/s^2", wrapped=True), is_unit("square feet"), is_unit("рублей")
    (True, True, True, True)
    >>> is_unit("dozen"), is_unit("below zero"), is_unit("m"), is_unit("k", wrapped=True)
    (False, False, False, False)
    >>> is_unit("Bücher"), is_unit("Bücher", nouns=True), is_unit("This", nouns=True)
    (False, True, True)
    >>> is_unit("red apples", nouns=True), is_unit("Bücher mehr", nouns=True), is_unit("red apples")
    (True, False, False)
    >>> is_unit("strette di mano", nouns=True), is_unit("more of them", nouns=True)
    (True, False)

    ``nouns`` reads any count noun (``is_count_noun``), as after a number in an answer (``strip_units``);
    without it only a plural English noun is one, for readers of prose that call a word after a
    number a unit only when it surely is one.
    """
    parts = _UNIT_SPLIT_RE.split(_UNIT_POWER_RE.sub("", text).strip())
    if len(parts) > 2:
        return False
    for part in parts:
        words = part.split()
        while len(words) > 1 and words[0].lower() in _UNIT_PREFIXES:
            words = words[1:]
        if len(words) == 2 and all(word.lower() in _UNIT_WORDS and len(word) > 1 for word in words):
            continue  # two known words, one unit: tonnes CO2e
        if nouns and not glued and len(parts) == 1 and len(words) == 2 and all(is_count_noun(word) for word in words):
            continue  # a count noun with its adjective: "red apples", "manzanas rojas", "красных яблок"
        if nouns and not glued and len(parts) == 1 and len(words) == 3 and words[1].lower() in NOUN_LINKS \
                and is_count_noun(words[0]) and is_count_noun(words[2]):
            continue  # a compound count noun: "strette di mano", "poignées de main", "slices of pizza"
        if len(words) != 1 or not _is_unit_word(words[0], wrapped, glued, len(parts) == 2, nouns):
            return False
    return True


def strip_units(text: str) -> str:
    r"""Drop one unit after a complete number, plain or in a text wrapper: ``12 inches`` -> ``12``.

    A value-changing word (``5 squared``), a phrase (``5 below zero``) and a bare single
    letter (``2t``) are not units and stay, so the answer does not match a plain number.

    >>> strip_units("12 inches"), strip_units(r"5 \text{cm}^2"), strip_units("12cm^2"), strip_units("12.50元")
    ('12', '5', '12', '12.50')
    >>> strip_units("5 squared"), strip_units(r"5 \text{dozen}"), strip_units("2t"), strip_units("5 below zero")
    ('5 squared', '5 \\text{dozen}', '2t', '5 below zero')
    """

    def replace(match: "re.Match[str]") -> str:
        tail = match.group("tail")
        wrapped = "\\text{" in tail
        unit = _WRAPPER_MARK_RE.sub(r" \1 ", tail).replace("~", " ")
        if is_unit(unit, wrapped=wrapped, glued=not match.group("gap") and not wrapped, nouns=True):
            return ""
        return match.group(0)

    if not _WORD_AFTER_NUMBER_RE.search(text):
        return text  # most answers: no word after a number
    return _UNIT_TAIL_RE.sub(replace, text)


def strip_angle_name(text: str) -> str:
    r"""Drop the name of an angle given its value: ``\angle ABC = 40^\circ`` -> ``40^\circ``."""
    return _ANGLE_NAME_RE.sub("", text) if "angle" in text else text


_ANGLE_NAME_RE = lazy_compile(
    r"""
    ^\s*(?:m\s*)?\\angle\s*      # \angle, or m\angle (its measure)
    \{?\s*[A-Z]{1,3}\s*\}?\s*=\s*  # a name of one to three points, then =
    """,
    re.VERBOSE,
)


def replace_angle_minutes(text: str) -> str:
    r"""Write an angle with minutes and seconds as degrees: ``60^\circ 42'`` -> ``60.7^\circ``.

    >>> print(replace_angle_minutes(r"60^\circ 42'"), replace_angle_minutes(r"10^\circ 20' 30''"))
    60.7^\circ 10\frac{41}{120}^\circ
    """

    def replace(match: "re.Match[str]") -> str:
        value = Fraction(match.group("degrees")) + Fraction(match.group("minutes")) / 60
        if match.group("seconds"):
            value += Fraction(match.group("seconds")) / 3600
        return _write_exact(value) + r"^\circ"

    return _ANGLE_MINUTES_RE.sub(replace, text) if "circ" in text else text


_ANGLE_MINUTES_RE = lazy_compile(
    r"""
    (?<![\d.])(?P<degrees>\d+(?:\.\d+)?)\s*\^\s*\{?\s*\\circ\s*\}?\s*            # 60^\circ
    (?P<minutes>\d+(?:\.\d+)?)\s*(?:'(?!')|\^\s*\{?\s*\\prime\s*\}?)            # 42'
    (?:\s*(?P<seconds>\d+(?:\.\d+)?)\s*(?:''|"|\^\s*\{?\s*\\prime\s*\\prime\s*\}?))?  # 30''
    """,
    re.VERBOSE,
)


def _write_exact(value: Fraction) -> str:
    """Write a positive rational as a terminating decimal when it is one, else as a mixed number."""
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator == 1:
        whole, rest = divmod(value.numerator, value.denominator)
        if rest == 0:
            return str(whole)
        digits = 0
        scaled = value
        while scaled.denominator != 1:
            scaled *= 10
            digits += 1
        return f"{whole}.{str(int(scaled) - whole * 10**digits).zfill(digits)}"
    whole, rest = divmod(value.numerator, value.denominator)
    fraction = r"\frac{%d}{%d}" % (rest, value.denominator)
    return f"{whole}{fraction}" if whole else fraction
