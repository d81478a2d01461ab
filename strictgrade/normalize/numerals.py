"""Normalization rules on numbers as written: an approximation after the value, list words (joiners),
percent, e-notation, plain mixed numbers, thousands separators, scale words, repeating decimals
and ordinals.

Part of :mod:`strictgrade.normalize`, whose ``RULES`` runs the rules in their order.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .._lazy import lazy_compile
from .._text import SPACING_FROM_ITS_START
from .._tables import BETWEEN_VALUES_DISJUNCTIONS, CONJUNCTIONS, DISJUNCTIONS, PERCENT_WORDS, SCALE_WORDS, UNIT_WORDS
from .units import _WORD_AFTER_NUMBER_RE


_PERCENT_HINTS = tuple(sorted({word[:3] for word in PERCENT_WORDS}))  # every percent word starts with one
_PERCENT_RE = lazy_compile(
    r"""
    \\?%                                   # \% or %
    | (?:(?<=[\d}])|(?<=\s)(?<!\s\s))\s*(?:""" + "|".join(w.replace(" ", r"\s+") for w in PERCENT_WORDS) + r""")\b  # the word after a number (spacing read from its start)
    """,
    re.VERBOSE | re.IGNORECASE,
)
_THOUSANDS_RE = lazy_compile(
    r"""
    (?<![\d.,])             # not inside another number or list of digits
    (-?(?!0\D)\d{1,3})      # the leading group (a lone 0 leads no thousands)
    ((?:(?:,|\{,\}|\s|')\d{3})+)  # groups of exactly three digits after , {,}, a space or an apostrophe (12'345)
    (?![\d,])               # and nothing that continues the digits
    (?!\.\d*,)              # a decimal part is fine, a list is not
    """,
    re.VERBOSE,
)
_THOUSANDS_SEP_RE = lazy_compile(r"\{,\}|,|\s|'")
_SEPARATOR_RE = lazy_compile(r"[,\s']")
_APPROX_SIGN = r"\\(?:approx|simeq|sim)"  # \approx, \simeq, \sim (≈ is written \approx first)
_APPROX_RE = lazy_compile(r"(?<=\S)\s*" + _APPROX_SIGN + r"(?P<value>.*)$", re.DOTALL)
_APPROX_SIGN_RE = lazy_compile(_APPROX_SIGN)


def _may_approximate(text: str) -> bool:
    return "\\approx" in text or "\\sim" in text  # the start of every _APPROX_SIGN


def strip_approximation(text: str) -> str:
    r"""Keep the exact value before ``\approx``: ``\frac{1}{3} \approx 0.33`` -> ``\frac{1}{3}``.

    The grader checks that what is dropped is that value rounded (``approximations``).
    """
    return _APPROX_RE.sub("", text) if _may_approximate(text) else text


def replace_joiners(text: str) -> str:
    r"""Turn list words into commas: ``1 and 2`` -> ``1, 2``; ``\text{or}`` too."""
    lower = text.lower()
    if _JOINER_HINT_RE.search(lower) and not _LONE_WORD_RE.fullmatch(text):  # "ja" alone joins nothing
        text = _JOINER_RE.sub(",", text)
    return _DOUBLE_COMMA_RE.sub(",", text) if "," in text else text


_LONE_WORD_RE = lazy_compile(r"\s*(?:\\text\{\s*)?[^\W\d_]+\s*\}?\s*")  # one word, bare or in \text{}: nothing on either side


_LIST_WORDS = sorted({w for table in (CONJUNCTIONS, DISJUNCTIONS) for words in table.values() for w in words}, key=len, reverse=True)
# Korean writes spaces around its list words of two syllables ("x = 2 또는 x = 5"): whole words, like Latin ones.
_SPACED_HANGUL = frozenset(w for w in _LIST_WORDS if len(w) > 1 and "\uac00" <= w[0] <= "\ud7a3")
_WORDS = "|".join(re.escape(w) for w in _LIST_WORDS if len(w) > 1 and w[0] < "\u3000" or w in _SPACED_HANGUL)
_CJK_WORDS = "|".join(re.escape(w) for w in _LIST_WORDS if not w.isascii() and w[0] >= "\u3000" and w not in _SPACED_HANGUL)
_LETTERS = "|".join(re.escape(w) for w in _LIST_WORDS if len(w) == 1 and w[0] < "\u3000")
_JOINER_RE = lazy_compile(
    SPACING_FROM_ITS_START + r"(?:,\s*)?(?:"               # an optional comma before: "1, and 2"
    r"\\text\{\s*(?:" + _WORDS + r"|" + _CJK_WORDS + r")\s*\}"       # \text{ and }, \text{ ou }
    r"|(?<=[\w}])\s*\\text\{\s*(?:" + _LETTERS + r")\s*\}(?=\s*[-+]?[\w\\])"  # \text{ o } between two values
    r"|(?<![^\W\d_\\])(?:" + _WORDS + r")(?![^\W\d_])"           # the bare word, in any table language
    r"|(?<=\d)\s(?:" + _LETTERS + r")\s(?=[-+]?\d|[A-Za-z]\s*=)"   # "3 o 5", "x = 2 o x = 5": one-letter words before a value only
    r"|(?<=[\d$}])\s*(?:" + _CJK_WORDS + r")\s*(?=[-+$\\]?\d|[A-Za-z]\s*=)"  # "5或6", "5 と 6", "x = 2 または x = 5"
    r"|(?<=[\d$}])\s+(?:" + "|".join(BETWEEN_VALUES_DISJUNCTIONS) + r")\s+(?=\$?(?:[-+\\]?\d|[A-Za-z]\s*=))"  # "x = 2$ au $x = 3"
    r")\s*",
    re.IGNORECASE,
)
_DOUBLE_COMMA_RE = lazy_compile(r",(?:\s*,)+")
# Substrings one of which any text with a list word holds (a one-letter word stands between spaces or in braces).
_JOINER_HINTS = tuple(f" {w} " for w in BETWEEN_VALUES_DISJUNCTIONS) + tuple(w if len(w) > 1 or w[0] >= "\u3000" else f" {w} " for w in _LIST_WORDS) + tuple(
    "{" + w + "}" for w in _LIST_WORDS if len(w) == 1 and w[0] < "\u3000")  # "\text{o}" once spaces are dropped
_JOINER_HINT_RE = lazy_compile("|".join(map(re.escape, sorted(set(_JOINER_HINTS), key=len, reverse=True))))  # any of them, in one scan


def strip_percent(text: str) -> str:
    r"""Drop percent signs and words: ``50\%`` -> ``50`` (never rescaled)."""
    lower = text.lower()
    if "%" not in text and not any(hint in lower for hint in _PERCENT_HINTS):
        return text
    return _PERCENT_RE.sub("", text)


def replace_e_notation(text: str) -> str:
    r"""Write plain-text scientific notation as a power of ten: ``1.2e6`` -> ``1.2\times10^{6}``.

    >>> print(replace_e_notation("3E+08 and 2e"))
    3\times10^{08} and 2e
    """
    if "e" not in text and "E" not in text:
        return text
    return _E_NOTATION_RE.sub(lambda m: m.group(1) + r"\times10^{" + m.group(2).lstrip("+") + "}", text)


_E_NOTATION_RE = lazy_compile(
    r"""
    (?<![\w.\\])(\d+(?:\.\d+)?)   # a complete number
    [eE]([+-]?\d{1,4})              # e and an exponent of at most four digits
    (?![\w.])                       # and nothing that continues it
    """,
    re.VERBOSE,
)


# A whole number, a space and a proper-looking fraction: "2 1/2" is two and a half.
_PLAIN_MIXED_RE = lazy_compile(r"(?=\d)(?<![\d.,/^_{}\w])(\d+) +([1-9]\d?)/([1-9]\d?)(?![\d.,/])")


def join_plain_mixed_numbers(text: str) -> str:
    """Read a mixed number written in plain text as one: ``2 1/2`` -> ``2\\frac{1}{2}``."""
    if "/" not in text or " " not in text:
        return text
    return _PLAIN_MIXED_RE.sub(r"\1\\frac{\2}{\3}", text)


def join_thousands(text: str) -> str:
    """Join digit groups of exactly three: ``1,000`` and ``1 000`` -> ``1000``; ``1,00`` stays."""
    if not _SEPARATOR_RE.search(text):
        return text
    return _THOUSANDS_RE.sub(lambda m: m.group(1) + _THOUSANDS_SEP_RE.sub("", m.group(2)), text)


def is_glued_script(word: str) -> bool:
    """Return whether a word is of a script that writes no space between a number and its words:
    Chinese, Japanese, Korean and Thai (3万, 5만, 6ล้าน)."""
    return all(ord(char) >= 0x3000 or "\u0e01" <= char <= "\u0e7f" for char in word)


_GLUED_SCALE_WORDS = [word for word in SCALE_WORDS if is_glued_script(word)]  # 万, 亿, 만, ล้าน
_WORD_SCALE_WORDS = [word for word in SCALE_WORDS if word not in _GLUED_SCALE_WORDS]


def _glued_scale_word(word: str) -> str:
    """A glued scale word that does not begin a unit word: 千 but not 千米 (kilometre)."""
    units = [unit[len(word) :] for unit in UNIT_WORDS if unit.startswith(word) and unit != word]
    return re.escape(word) + ("(?!" + "|".join(map(re.escape, units)) + ")" if units else "")


_SCALE_WORD = (
    r"(?:(?:" + "|".join(map(re.escape, sorted(_WORD_SCALE_WORDS, key=len, reverse=True))) + r")(?![^\W\d_])"
    + r"|" + "|".join(_glued_scale_word(word) for word in sorted(_GLUED_SCALE_WORDS, key=len, reverse=True)) + r")"
)
# The link between a scale word and the noun it counts in the Romance languages ("2 millones de
# habitantes", "3 millions d'euros"): dropped with the scale word, so that the noun is read as a count noun.
_SCALE_LINK = r"\s+(?:de|di|del)\s+(?=[^\W\d_])|\s+d['’](?=[^\W\d_])"
_SCALE_RE = lazy_compile(
    r"""
    (?<![\w.])(-?\d+(?:\.\d+)?)                      # a complete number
    \s*(?:\\text\{\s*(""" + _SCALE_WORD + r""")\s*(\})?  # then a scale word opening a text wrapper
    |(""" + _SCALE_WORD + r""")(""" + _SCALE_LINK + r""")?)  # or bare: 12.6 million, 5万, "2 millones de" habitantes
    """,
    re.VERBOSE | re.IGNORECASE,
)


def apply_scale_words(text: str) -> str:
    r"""Write scale words as powers of ten, wherever they stand and inside ``\text{}`` too.

    >>> print(apply_scale_words(r"12.6 million"), apply_scale_words(r"5 \text{thousand}"), apply_scale_words("3万"))
    12.6\times10^{6} 5\times10^{3} 3\times10^{4}
    """

    def replace(match: "re.Match[str]") -> str:
        word = (match.group(2) or match.group(4)).lower()
        scaled = match.group(1) + r"\times10^{" + str(SCALE_WORDS[word]) + "}"
        if match.group(2) and not match.group(3):
            return scaled + r" \text{"  # the wrapper goes on: \text{billion dollars}
        return scaled + (" " if match.group(5) else "")

    if not _WORD_AFTER_NUMBER_RE.search(text):
        return text  # most answers: no word after a number
    return _SCALE_RE.sub(replace, text)


def join_brace_commas(text: str) -> str:
    """Write ``{, }`` and ``{ , }`` as ``{,}``, the thousands separator."""
    return _BRACE_COMMA_RE.sub("{,}", text) if "{" in text else text


_BRACE_COMMA_RE = lazy_compile(SPACING_FROM_ITS_START + r"\{\s*,\s*\}\s*")


def replace_repeating_decimals(text: str) -> str:
    r"""Write a repeating decimal as its exact fraction: ``0.\overline{3}`` -> ``\frac{1}{3}``.

    >>> print(replace_repeating_decimals(r"0.\overline{3}"), replace_repeating_decimals(r"1.2\overline{27}"))
    \frac{1}{3} \frac{27}{22}
    """
    if "\\dot" in text:
        text = _DOT_REPEAT_RE.sub(r"\\overline{\1}", text)  # 0.\dot{3}: one repeating digit under a dot
    if "\\bar" in text:
        text = _BAR_REPEAT_RE.sub(r"\\overline{\1}", text)  # 1.\bar{3}: the repetend under a short bar
    if "overline" not in text:
        return text

    def replace(match: "re.Match[str]") -> str:
        whole, fixed, repeat = match.group("whole") or "0", match.group("fixed"), match.group("repeat")
        scale = Fraction(1, 10 ** len(fixed))
        value = int(whole) + int(fixed or "0") * scale + Fraction(int(repeat), 10 ** len(repeat) - 1) * scale
        # 4.\overline{9} is 5, but written as a fraction it is no integer literal (an integer reference wants one)
        return r"\frac{%d}{%d}" % (value.numerator, value.denominator)

    return _REPEATING_RE.sub(replace, text)


_BAR_REPEAT_RE = lazy_compile(r"(?<=[\d.])\\bar\s*\{\s*(\d{1,20})\s*\}(?![\d.])")
_DOT_REPEAT_RE = lazy_compile(r"(?<=[\d.])\\dot\s*\{\s*(\d)\s*\}(?![\d.])")
_REPEATING_RE = lazy_compile(
    r"""
    (?<![\d.])(?P<whole>\d*)\.(?P<fixed>\d{0,20})   # the digits before the repetend
    \\overline\s*\{\s*(?P<repeat>\d{1,20})\s*\}   # the repetend under a bar
    (?![\d.])
    """,
    re.VERBOSE,
)


def strip_ordinals(text: str) -> str:
    r"""Read an ordinal as its number: ``12^{\text{th}}``, ``12th``, ``3rd`` -> ``12``, ``12``, ``3``."""
    if not any(suffix in text for suffix in _ORDINAL_SUFFIXES):
        return text
    return _ORDINAL_RE.sub("", text)


_ORDINAL_SUFFIXES = ("st", "nd", "rd", "th")
_ORDINAL_RE = lazy_compile(
    r"""
    (?<=\d)(?:
      \s*\^\s*\{\s*\\(?:text|textrm|mathrm|rm)\s*\{\s*(?:st|nd|rd|th)\s*\}\s*\}   # 12^{\text{th}}
    | \s*\^\s*\\(?:text|textrm|mathrm)\s*\{\s*(?:st|nd|rd|th)\s*\}               # 12^\text{th}
    | \s*\^\s*\{\s*(?:st|nd|rd|th)\s*\}                                         # 12^{th}
    | \s*\\(?:text|textrm|mathrm)\s*\{\s*(?:st|nd|rd|th)\s*\}                   # 12\text{th}
    | (?:st|nd|rd|th)(?![A-Za-z])                                               # 12th, glued
    )
    """,
    re.VERBOSE,
)
