"""Answer text -> normalized text: an ordered tuple of small, named rules.

Each rule is a pure function ``str -> str`` that works on tokens (LaTeX commands,
numbers, words), never by deleting a substring wherever it occurs: ``\\left(``
loses ``\\left`` but ``\\le`` is untouched, and ``Monday`` keeps its ``day``.
Running :func:`normalize` twice gives the same text as running it once.

>>> normalize(r"\\$1{,}000.")
'1000'
>>> normalize(r"\\left( \\dfrac12, 5\\text{ cm}^2 \\right)")
'(\\\\frac{1}{2},5)'
>>> normalize(r"\\text{Monday}")
'\\\\text{Monday}'
>>> normalize("1,00")
'1,00'
"""

from __future__ import annotations

import re
import unicodedata
from fractions import Fraction
from typing import Callable, List, NamedTuple, NewType, Optional, Tuple

from ._lazy import lazy_compile
from ._text import SPACING_FROM_ITS_START, find_closing_brace, replace_native_digits
from .limits import MAX_DATE_LENGTH, MAX_PASSES, MAX_QUALIFIER_LENGTH
from ._tables import (
    BOUNDS,
    HEDGES,
    CURRENCY_SIGNS,
    CONJUNCTIONS,
    DISJUNCTIONS,
    NOT_UNIT_WORDS,
    OPTION_WORDS,
    OPTION_ARTICLES,
    PERCENT_WORDS,
    SCALE_WORDS,
    VALUE_CHANGING,
    SINGLE_LETTER_UNITS,
    SPACING_COMMANDS,
    TEXT_WRAPPERS,
    UNIT_PREFIXES,
    NOUN_LINKS,
    UNIT_WORDS,
    YES_NO_WORDS,
    NUMBER_WORDS,
    ALL_REALS,
    BOUNDS_AFTER,
    CONDITIONS,
    COUNTERS,
    DENIALS,
    DOMAIN_KINDS,
    DOMAIN_QUANTIFIERS,
    INTEGER_KINDS,
    INTEGER_PARAMETERS,
    MONTH_NAMES,
    NEGATIONS,
    NEGATORS,
    NOT_COUNT_NOUNS,
    FUNCTION_NAMES,
    GREEK_LETTERS,
)

__all__ = ["NormalizedText", "normalize", "RULES"]

NormalizedText = NewType("NormalizedText", str)

# Characters and symbols with one LaTeX spelling.
_UNICODE_MAP = {
    "\u2212": "-",  # minus sign
    "\u2013": "-",  # en dash used as minus
    "\u00d7": r"\times ",
    "\u22c5": r"\cdot ",
    "\u00b7": r"\cdot ",
    "\u03c0": r"\pi ",
    "\u221a": r"\sqrt",
    "\u00b0": r"^\circ",
    "\u2264": r"\le ",
    "\u2265": r"\ge ",
    "\u2260": r"\ne ",
    "\u221e": r"\infty ",
    "\u00f7": r"\div ",
    "\u222a": r"\cup ",
    "\u00b1": r"\pm ",
    "\u2248": r"\approx ",  # ≈: checked like \approx (the decimal must be the value rounded)
    "\u00a0": " ",
    "\u2009": " ",
    "\u202f": " ",
    "\u200b": "",
    "\uff0c": ",",
    "\uff1a": ":",
    "\u2032": "'",  # prime: angle minutes
    "\u2033": "''",  # double prime: angle seconds
    "\u2205": r"\{\}",  # empty set
    "\u2208": r"\in ",  # ∈: x ∈ \{2, 5\}
    "\u211d": r"\mathbb{R}",  # the real numbers
    "\u20ac": "",  # euro sign: currency
    "\u00a3": "",  # pound sign
    "\u00a5": "",  # yen sign
}
# Vulgar fractions (⅜) are their fraction: NFKC spells them with the fraction slash.
_VULGAR_FRACTIONS = "\u00bc\u00bd\u00be\u2150\u2151\u2152\u2153\u2154\u2155\u2156\u2157\u2158\u2159\u215a\u215b\u215c\u215d\u215e"
for _char in _VULGAR_FRACTIONS:
    _top, _bottom = unicodedata.normalize("NFKC", _char).split("\u2044")
    _UNICODE_MAP[_char] = r"\frac{%s}{%s}" % (_top, _bottom)
_UNICODE_RE = lazy_compile("|".join(re.escape(k) for k in _UNICODE_MAP))
# A run of superscript digits and signs is one exponent (10⁻³ is 10^{-3}); a root sign before
# digits takes them all (√10 is the root of 10, as it reads).
_SUPERSCRIPTS = {ord(char): ascii for char, ascii in zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")}
_SUPERSCRIPT_RUN_RE = lazy_compile("[" + "".join(map(chr, _SUPERSCRIPTS)) + "]+")
_ROOT_OF_DIGITS_RE = lazy_compile("\u221a(\\d+)")
# Full-width ASCII (－, ％, ５) and the ideographic space as their ASCII characters.
_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_FULL_WIDTH[0x3000] = 0x20
_FRACTION_SLASH_RE = lazy_compile(
    r"""
    (\d+)\s*\u2044\s*(\d+)    # 1⁄2: digits on both sides of the fraction slash
    """,
    re.VERBOSE,
)

# Command spellings with one canonical form (whole command names only).
_COMMAND_ALIASES = {
    "dfrac": "frac",
    "tfrac": "frac",
    "cfrac": "frac",
    "leq": "le",
    "leqslant": "le",
    "geq": "ge",
    "geqslant": "ge",
    "neq": "ne",
    "lt": "<",
    "gt": ">",
    "coloneqq": "=",  # x \coloneqq 5: a definition states the value
    "coloneq": "=",
    "infin": "infty",
    "lbrace": "{",
    "rbrace": "}",
    "lvert": "|",
    "rvert": "|",
    "vert": "|",
    "mid": "|",
    "ast": "*",
    "colon": ":",
    "dots": "...",
    "ldots": "...",
    "cdots": "...",
    "hdots": "...",
    "textdollar": "",
    "dbinom": "binom",
    "tbinom": "binom",
    "emptyset": r"\{\}",
    "varnothing": r"\{\}",
    "measuredangle": r"\angle",
    "degree": r"^\circ",
    "bmatrix": "pmatrix",
}
_COMMAND_RE = lazy_compile(
    r"""
    \\([a-zA-Z]+)       # a command name
    (?![a-zA-Z])        # taken whole: \leq never matches inside \leqslant
    """,
    re.VERBOSE,
)

_SPACING_NAMES = frozenset(c for c in SPACING_COMMANDS if c.isalpha())
_SPACING_SYMBOL_RE = lazy_compile(
    r"""
    (?<=,)\\!\s*          # 10,\! 000: a thousands separator keeps no space
    | (?<!\\)\\!         # negative thin space elsewhere: nothing
    """,
    re.VERBOSE,
)
_SPACING_GAP_RE = lazy_compile(
    r"""
    (?<!\\)\\[,;:\ ]     # thin, medium, thick and control spaces: a gap (not after a row break \\)
    """,
    re.VERBOSE,
)
_LEFT_RIGHT_RE = lazy_compile(
    r"""
    \\(?:left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big|bigg|Bigg)  # sizing command
    (?![a-zA-Z])                                                        # whole name
    \s*(\.)?                                                            # \left. is an empty delimiter
    """,
    re.VERBOSE,
)

_MATH_DELIMITERS_RE = lazy_compile(
    r"""
    \\\$                # escaped dollar: currency
    | \$                # dollar: math delimiter or currency, never math
    | [""" + "".join(CURRENCY_SIGNS) + r"""]   # other currency signs
    | (?<!\\)\\\(  | (?<!\\)\\\)      # inline math delimiters (not after a row break)
    | (?<!\\)\\\[  | (?<!\\)\\\]      # display math delimiters
    """,
    re.VERBOSE,
)
_ENVIRONMENT_RE = lazy_compile(
    r"""
    \\(?:begin|end)\{(?:align\*?|aligned|equation\*?|gather\*?|displaymath|math|center)\}  # layout only
    """,
    re.VERBOSE,
)
_ARRAY_RE = lazy_compile(
    r"""
    \\begin\{array\}\{[lcr|\s]*\}   # an array used as a matrix: its column spec
    """,
    re.VERBOSE,
)
_MATRIX_NAME_RE = lazy_compile(
    r"""
    \\(begin|end)\{(?:[bB]|small)?matrix\}   # bmatrix, Bmatrix, matrix, smallmatrix: one spelling
    """,
    re.VERBOSE,
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
_TRAILING_PERIOD_RE = lazy_compile(r"[\s.;,]*\.\s*$")
_WHITESPACE_RE = lazy_compile(r"\s+")
_SPACE_AROUND_RE = lazy_compile(
    r"""
    \s*([=<>,;+*/^_&|(){}\[\]!-])\s*   # punctuation and operators need no spaces around them
    """,
    re.VERBOSE,
)
_BRACE_ARG_COMMANDS_RE = lazy_compile(r"\\(frac|binom|sqrt)(?![a-zA-Z])")
_WORD_TEXT_RE = lazy_compile(r"^[A-Za-z][A-Za-z\s'.()/-]*$")
_APPROX_SIGN = r"\\(?:approx|simeq|sim)"  # \approx, \simeq, \sim (≈ is written \approx first)
_APPROX_RE = lazy_compile(r"(?<=\S)\s*" + _APPROX_SIGN + r"(?P<value>.*)$", re.DOTALL)
_APPROX_SIGN_RE = lazy_compile(_APPROX_SIGN)
_POWER_STARS_RE = lazy_compile(r"\*\*")
# "!=" is "not equal" unless the "!" is glued to what a factorial applies to (a digit or a bracket).
_NOT_EQUAL_RE = lazy_compile(r"(?<![0-9)}\]])!=")
_PLAIN_RELATIONS = ((">=", r"\ge "), ("<=", r"\le "), ("!=", r"\ne "), ("=<", r"\le "), ("=>", r"\ge "), (":=", "="))

def replace_unicode(text: str) -> str:
    """Spell Unicode math symbols as LaTeX: ``−5`` -> ``-5``, ``π`` -> ``\\pi``, ``10⁻³`` -> ``10^{-3}``, ``√10`` -> ``\\sqrt{10}``."""
    if text.isascii():
        return text
    text = replace_native_digits(text.translate(_FULL_WIDTH))  # ٣٫٥ -> 3.5, ३४ -> 34
    if _CIRCLED_RUN_RE.search(text):
        text = _CIRCLED_RUN_RE.sub(_circled_numbers, text)
    text = _SUPERSCRIPT_RUN_RE.sub(lambda m: "^{" + m.group(0).translate(_SUPERSCRIPTS) + "}", text)
    text = _ROOT_OF_DIGITS_RE.sub(r"\\sqrt{\1}", text)
    text = _UNICODE_RE.sub(lambda m: _UNICODE_MAP[m.group(0)], text)
    return _FRACTION_SLASH_RE.sub(r"\\frac{\1}{\2}", text)


# Circled digits ① to ⑳ number the statements of a multiple-choice question: a run of them
# (`①④`, `①、④`) is the list of their numbers.
_CIRCLED_RUN_RE = lazy_compile(r"[\u2460-\u2473](?:[\s,\u3001]*[\u2460-\u2473])*")


def _circled_numbers(match: "re.Match[str]") -> str:
    return ",".join(str(ord(char) - 0x245F) for char in match.group(0) if "\u2460" <= char <= "\u2473")


def strip_math_delimiters(text: str) -> str:
    """Drop ``$``, ``\\$``, ``\\(``, ``\\)``, ``\\[``, ``\\]`` and layout environments."""
    if "$" not in text and "\\" not in text and not any(sign in text for sign in CURRENCY_SIGNS):
        return text  # the quick tests in front of rules are exact: no delimiter without these
    text = _ENVIRONMENT_RE.sub(" ", text)
    return _MATH_DELIMITERS_RE.sub(" ", text)


def replace_command_aliases(text: str) -> str:
    r"""Give each command one spelling: ``\dfrac`` -> ``\frac``, ``\leq`` -> ``\le``."""

    def replace(match: "re.Match[str]") -> str:
        name = match.group(1)
        if name in _COMMAND_ALIASES:
            alias = _COMMAND_ALIASES[name]
            return alias if not alias.isalpha() else "\\" + alias
        return match.group(0)

    if "\\" not in text and "*" not in text and not any(plain in text for plain, _ in _PLAIN_RELATIONS):
        return text
    text = _MATRIX_NAME_RE.sub(r"\\\1{pmatrix}", text)
    text = _ARRAY_RE.sub(r"\\begin{pmatrix}", text)
    text = text.replace(r"\end{array}", r"\end{pmatrix}")
    text = _COMMAND_RE.sub(replace, text)
    text = _POWER_STARS_RE.sub("^", text)
    for plain, latex in _PLAIN_RELATIONS:
        if plain == "!=" and "!=" in text:
            text = _NOT_EQUAL_RE.sub(latex.replace("\\", "\\\\"), text)  # "6!=720" is 6! = 720: a factorial, then "="
        else:
            text = text.replace(plain, latex)
    return text


def replace_plain_names(text: str) -> str:
    r"""Spell plain-text names as LaTeX: ``sqrt(2)`` -> ``\sqrt(2)``, ``pi`` -> ``\pi``, ``inf`` -> ``\infty``.

    >>> print(replace_plain_names("2*pi + sqrt(3) - infinity").rstrip())
    2*\pi  + \sqrt(3) - \infty
    """
    if "U" in text and _PLAIN_UNION_RE.fullmatch(text):
        text = _UNION_U_RE.sub(r"\\cup ", text)  # (-\infty, 2] U [3, \infty): intervals joined by U
    lower = text.lower()
    if "pi" not in lower and "inf" not in lower and "sqrt" not in lower:
        return text
    return _PLAIN_NAME_RE.sub(lambda m: _PLAIN_NAMES[m.group(1).lower()], text)


# Intervals joined by a capital U: their union ("(1-p)U(w_2)" is a product with a function U).
_INTERVAL = r"\s*[\[(][^\[\]()]*,[^\[\]()]*[\])]\s*"
_PLAIN_UNION_RE = lazy_compile(_INTERVAL + r"(?:U" + _INTERVAL + r")+")
_UNION_U_RE = lazy_compile(r"(?<=[\])])\s*U\s*(?=[\[(])")
_PLAIN_NAMES = {"sqrt": "\\sqrt", "pi": "\\pi ", "inf": "\\infty ", "infinity": "\\infty ", "infty": "\\infty "}
_PLAIN_NAME_RE = lazy_compile(
    r"""
    (?<![\\A-Za-z])                      # not part of a command or a longer word
    (sqrt(?=\s*[({])|pi|inf|infinity|infty) # a plain name (sqrt only before its argument)
    (?![A-Za-z])
    """,
    re.VERBOSE | re.IGNORECASE,
)


# A tilde between two tokens is LaTeX's unbreakable space ("1.25~\text{miles}"); one that leads a
# value or follows a relation ("~5", "x = ~5") is an approximation sign and stays.
_TILDE_SPACE_RE = lazy_compile(r"(?<=[^\s~=<>≈])~(?=[^\s~])")


# A row break's extra space ("\\\\[4pt]"): the break stays, its length goes.
_ROW_SPACING_RE = lazy_compile(r"(?<!\\)((?:\\\\)+)\s*\[\s*-?(?:\d+\.?\d*|\.\d+)\s*(?:pt|em|ex|mm|cm|in|mu|bp|pc|dd|sp)\s*\]")


def remove_spacing(text: str) -> str:
    r"""Remove sizing and spacing commands as whole tokens (``\left(`` -> ``(``)."""
    if "~" in text:
        text = _TILDE_SPACE_RE.sub(" ", text)
    if "\\" not in text:
        return text
    if "\\\\[" in text or "\\\\ [" in text:
        text = _ROW_SPACING_RE.sub(r"\1", text)
    text = _LEFT_RIGHT_RE.sub("", text)
    text = _SPACING_SYMBOL_RE.sub("", text)
    text = _SPACING_GAP_RE.sub(" ", text)

    def replace(match: "re.Match[str]") -> str:
        return " " if match.group(1) in _SPACING_NAMES else match.group(0)

    return _COMMAND_RE.sub(replace, text)


def _may_approximate(text: str) -> bool:
    return "\\approx" in text or "\\sim" in text  # the start of every _APPROX_SIGN


def strip_approximation(text: str) -> str:
    r"""Keep the exact value before ``\approx``: ``\frac{1}{3} \approx 0.33`` -> ``\frac{1}{3}``.

    The grader checks that what is dropped is that value rounded (``approximations``).
    """
    return _APPROX_RE.sub("", text) if _may_approximate(text) else text


def approximations(text: str) -> List[str]:
    r"""Return every value ``strip_approximation`` drops, one per approximation sign, as the rules
    before it leave the text.

    >>> approximations(r"\sqrt2 \approx 1.41 \approx 99"), approximations("5")
    ([' 1.41 ', ' 99'], [])
    """
    if not _may_approximate(text) and text.isascii():
        return []  # no rule before strip_approximation writes an approximation sign into ASCII text
    for rule in RULES[: RULES.index(strip_approximation)]:
        text = rule(text)
    match = _APPROX_RE.search(text) if _may_approximate(text) else None
    return [] if match is None else _APPROX_SIGN_RE.split(match.group("value"))


def unwrap_text(text: str) -> str:
    r"""Unwrap ``\text{}``-like wrappers; word-only text stays marked as ``\text{...}``.

    >>> unwrap_text(r"5\textbf{ cm}")
    '5 \\text{cm} '
    >>> unwrap_text(r"\mbox{12}")
    ' 12 '
    """
    out = []
    index = 0
    while True:
        start = text.find("\\", index)
        if start < 0:
            out.append(text[index:])
            break
        match = _COMMAND_RE.match(text, start)
        if not match or match.group(1) not in TEXT_WRAPPERS:
            end = match.end() if match else start + 2
            out.append(text[index:end])
            index = end
            continue
        brace = match.end()
        while brace < len(text) and text[brace] == " ":
            brace += 1
        if brace >= len(text) or text[brace] != "{":
            out.append(text[index : match.end()])
            index = match.end()
            continue
        close = find_closing_brace(text, brace)
        if close < 0:
            out.append(text[index:])
            break
        inner = unwrap_text(text[brace + 1 : close]).replace("~", " ").strip()  # ~ is a space in LaTeX
        out.append(text[index:start])
        if match.group(1) not in ("boxed", "fbox") and _WORD_TEXT_RE.match(inner):
            out.append(" \\text{" + _WHITESPACE_RE.sub(" ", inner) + "} ")
        else:
            out.append(" " + inner + " ")
        index = close + 1
    return "".join(out)


def replace_joiners(text: str) -> str:
    r"""Turn list words into commas: ``1 and 2`` -> ``1, 2``; ``\text{or}`` too."""
    lower = text.lower()
    if any(hint in lower for hint in _JOINER_HINTS):
        text = _JOINER_RE.sub(",", text)
    return _DOUBLE_COMMA_RE.sub(",", text) if "," in text else text


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
    r")\s*",
    re.IGNORECASE,
)
_DOUBLE_COMMA_RE = lazy_compile(r",(?:\s*,)+")
# Substrings one of which any text with a list word holds (a one-letter word stands between spaces or in braces).
_JOINER_HINTS = tuple(w if len(w) > 1 or w[0] >= "\u3000" else f" {w} " for w in _LIST_WORDS) + tuple(
    "{" + w + "}" for w in _LIST_WORDS if len(w) == 1 and w[0] < "\u3000")  # "\text{o}" once spaces are dropped


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


def strip_percent(text: str) -> str:
    r"""Drop percent signs and words: ``50\%`` -> ``50`` (never rescaled)."""
    lower = text.lower()
    if "%" not in text and not any(hint in lower for hint in _PERCENT_HINTS):
        return text
    return _PERCENT_RE.sub("", text)


def brace_arguments(text: str) -> str:
    r"""Brace one-character arguments: ``\frac12`` -> ``\frac{1}{2}``, ``\sqrt2`` -> ``\sqrt{2}``.

    >>> brace_arguments(r"\frac1{72}+\sqrt3x")
    '\\frac{1}{72}+\\sqrt{3}x'
    """
    out = []
    index = 0
    for match in _BRACE_ARG_COMMANDS_RE.finditer(text):
        if match.start() < index:
            continue
        out.append(text[index : match.end()])
        position = match.end()
        count = 1 if match.group(1) == "sqrt" else 2
        for _ in range(count):
            while position < len(text) and text[position] == " ":
                position += 1
            if position >= len(text):
                break
            char = text[position]
            if char == "[" and match.group(1) == "sqrt":
                close = text.find("]", position)
                if close < 0:
                    break
                out.append(text[position : close + 1])
                position = close + 1
                while position < len(text) and text[position] == " ":
                    position += 1
                if position >= len(text):
                    break
                char = text[position]
            if char == "{":
                close = find_closing_brace(text, position)
                if close < 0:
                    break
                out.append(brace_arguments(text[position : close + 1]))
                position = close + 1
            elif char == "\\":
                command = _COMMAND_RE.match(text, position)
                if not command:
                    break
                out.append("{" + command.group(0) + "}")
                position = command.end()
            elif char.isalnum():
                out.append("{" + char + "}")
                position += 1
            else:
                break
        index = position
    out.append(text[index:])
    return "".join(out)


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


_UNIT_WORDS = frozenset(word.lower() for word in UNIT_WORDS)
_NOT_UNIT_WORDS = (
    frozenset(NOT_UNIT_WORDS)
    | frozenset(SCALE_WORDS)
    | frozenset(
        word
        for table in (VALUE_CHANGING, HEDGES, BOUNDS)
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


def strip_trailing_period(text: str) -> str:
    """Drop a sentence's final period and a stray final backslash: ``5.`` -> ``5``."""
    if not text.rstrip().endswith((".", "\\")):
        return text
    return _TRAILING_PERIOD_RE.sub("", _TRAILING_BACKSLASH_RE.sub("", text))


def unwrap_outer_braces(text: str) -> str:
    """Drop one brace group around the whole answer: ``{1,3}`` -> ``1,3`` (braces only group)."""
    stripped = text.strip()
    while stripped.startswith("{") and find_closing_brace(stripped, 0) == len(stripped) - 1:
        stripped = stripped[1:-1].strip()
    return stripped


def join_brace_commas(text: str) -> str:
    """Write ``{, }`` and ``{ , }`` as ``{,}``, the thousands separator."""
    return _BRACE_COMMA_RE.sub("{,}", text) if "{" in text else text


_BRACE_COMMA_RE = lazy_compile(SPACING_FROM_ITS_START + r"\{\s*,\s*\}\s*")
_TRAILING_BACKSLASH_RE = lazy_compile(r"(?<!\\)\\\s*$")


def collapse_whitespace(text: str) -> str:
    """Remove spaces that carry no meaning and fold the rest to one."""
    if not _WHITESPACE_RE.search(text):
        return text  # both substitutions only ever remove whitespace
    text = _WHITESPACE_RE.sub(" ", text).strip()
    return _SPACE_AROUND_RE.sub(r"\1", text)


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


def replace_named_sets(text: str) -> str:
    r"""Write the real numbers as the interval they are: ``\mathbb{R}`` -> ``(-\infty,\infty)``; a set after
    ``\in`` written with plain braces as a set (``x \in {2, 5}`` -> ``x \in \{2, 5\}``).

    >>> print(replace_named_sets(r"x \in {2, 5}"), replace_named_sets(r"x \in \mathbb{R}"))
    x \in \{2, 5\} x \in (-\infty,\infty)
    """
    if "\\in" in text and "{" in text:
        text = _IN_PLAIN_SET_RE.sub(r"\1\\{\2\\}", text)
    return _REALS_RE.sub(r"(-\\infty,\\infty)", text) if "\\mathbb" in text else text


_IN_PLAIN_SET_RE = lazy_compile(r"(\\in\s*)(?<!\\)\{([^{}\\]*,[^{}\\]*)\}")


_REALS_RE = lazy_compile(
    r"""
    \\mathbb\s*\{\s*R\s*\}    # \mathbb{R}
    (?!\s*[\^_])              # not R^2 or R_+: another set
    """,
    re.VERBOSE,
)


def replace_french_intervals(text: str) -> str:
    r"""Write French interval brackets the usual way: ``]-\infty, 2]`` -> ``(-\infty, 2]``, ``[0,1[`` -> ``[0,1)``.

    >>> replace_french_intervals(r"]0, 1[ \cup [2, 3[")
    '(0, 1) \\cup [2, 3)'
    """

    def replace(match: "re.Match[str]") -> str:
        opening = "(" if match.group("open") == "]" else "["
        closing = ")" if match.group("close") == "[" else "]"
        return opening + match.group("body") + closing

    if "[" not in text and "]" not in text:
        return text
    return _FRENCH_INTERVAL_RE.sub(replace, text)


_FRENCH_INTERVAL_RE = lazy_compile(
    r"""
    (?:^|(?<=[=,\s])|(?<=\\cup)|(?<=\\in))   # where an interval starts
    (?P<open>[\]\[])                          # ] or [
    (?P<body>[^\[\]]*,[^\[\]]*?)              # two endpoints
    (?P<close>[\[\]])                         # [ or ]
    (?=\s*(?:$|[,.;]|\\cup))                  # where an interval ends
    """,
    re.VERBOSE,
)


def replace_set_builder(text: str) -> str:
    r"""Write set-builder notation as its condition: ``\{x | -1<x<1\}`` -> ``-1<x<1``.

    >>> replace_set_builder(r"\{x | x \ge 3\}"), replace_set_builder(r"\{1, 2\}")
    ('x \\ge 3', '\\{1, 2\\}')
    """
    match = _SET_BUILDER_RE.match(text)
    if not match:
        return text
    variable = re.escape(match.group("variable"))
    if not re.search(r"(?<![A-Za-z\\])" + variable + r"(?![A-Za-z])", match.group("condition")):
        return text
    return match.group("condition")


_SET_BUILDER_RE = lazy_compile(
    r"""
    ^\s*\\\{\s*
    (?P<variable>[a-zA-Z])\s*                           # the variable
    (?:\\in\s*\(-\\infty\s*,\s*\\infty\s*\)\s*)?        # optionally "in R"
    [|:]\s*                                             # such that (\mid is | by now)
    (?P<condition>.+?)                                  # the condition
    \s*\\\}\s*$
    """,
    re.VERBOSE | re.DOTALL,
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


def replace_answer_words(text: str) -> str:
    r"""Give whole-answer words one spelling: yes/no, option names, clock times, an option before its value.

    >>> replace_answer_words("No"), replace_answer_words("нет"), replace_answer_words(r"\text{Option B}")
    ('\\text{no}', '\\text{no}', '(B)')
    >>> replace_answer_words("9:15 a.m"), replace_answer_words("(B)12"), replace_answer_words("B)12"), replace_answer_words("(B)x")
    ('\\text{9:15 am}', '\\text{(B)}12', '\\text{(B)}12', '(B)x')
    """
    if " base " in text:
        based = _IN_BASE_RE.fullmatch(text)
        if based:  # "52 in base 8" is the numeral 52_8
            base = based.group(2).lower()
            return f"{based.group(1)}_{{{NUMBER_WORDS.get(base, base)}}}"
    first = text[:1]
    if first == "(" or text[1:2] == ")":  # (B) 12, B) 12
        return _OPTION_LABEL_RE.sub(r"\\text{(\1)}", text)
    if first.isalpha() or text.startswith("\\text{"):
        match = _WHOLE_WORD_RE.match(text)
        if match and match.group(1).lower() in YES_NO_WORDS:
            return r"\text{" + YES_NO_WORDS[match.group(1).lower()] + "}"
        if match and match.group(1).lower() in NUMBER_WORDS:
            return str(NUMBER_WORDS[match.group(1).lower()])  # "five" is 5
        if _ALL_REALS_RE.match(text):
            return r"(-\infty,\infty)"
        match = _OPTION_NAME_RE.match(text)
        if match:
            return "(" + (match.group(1) or match.group(2)).upper() + ")"
    vector = _ANGLE_VECTOR_RE.fullmatch(text) if "angle" in text or "\u27e8" in text else None
    if vector:
        return "(" + vector.group(1) + ")"  # ⟨3, -1, 2⟩: a vector is the tuple of its entries
    match = _CLOCK_TIME_RE.match(text) if ":" in text else None
    if match:
        seconds = ":" + match.group("seconds") if match.group("seconds") else ""
        hour = str(int(match.group("hour")))
        return r"\text{" + f"{hour}:{match.group('minutes')}{seconds} {match.group('half').lower()}m" + "}"
    return text  # an option label starts with "(": handled above


# A whole answer that is a list in angle brackets: a vector (an interval or a group is never one of these).
_ANGLE_VECTOR_RE = lazy_compile(r"\s*(?:\\langle|\u27e8)((?:(?!\\[lr]angle|[\u27e8\u27e9]).)*,(?:(?!\\[lr]angle|[\u27e8\u27e9]).)*)(?:\\rangle|\u27e9)\s*")
_WHOLE_WORD_RE = lazy_compile(r"^(?:\\text\{\s*)?([^\W\d_]+)\s*\}?$")
_ALL_REALS_RE = lazy_compile(r"^(?:\\text\{\s*)?(?:" + "|".join(ALL_REALS) + r")\s*\}?$", re.IGNORECASE)
_OPTION_ARTICLE = r"(?-i:" + "|".join(
    sorted({article for word in OPTION_ARTICLES for article in ((word, word.capitalize()) if len(word) > 1 else (word,))}, key=len, reverse=True)
) + r")(?:\s+|(?=\())"  # "a (E)" may reach here as "a(E)"
_OPTION_NAME_RE = lazy_compile(
    r"^(?:\\text\{)?\s*(?:(?:" + _OPTION_ARTICLE + r")?(?:" + "|".join(re.escape(word) for word in sorted(OPTION_WORDS, key=len, reverse=True))
    + r")\s*\(?([A-Ja-j])\)?|" + _OPTION_ARTICLE + r"\(?((?-i:[A-J]))\)?)\s*\}?$",  # after an article, a capital letter only: "a b" is no option
    re.IGNORECASE,
)
_CLOCK_TIME_RE = lazy_compile(
    r"""
    ^(?:\\text\{)?\s*
    (?P<hour>[01]?\d|2[0-4]):(?P<minutes>[0-5]\d)(?::(?P<seconds>[0-5]\d))?   # 9:15, 09:15:30
    \s*(?:\\text\{\s*)?(?P<half>[ap])\.?\s*m\.?                             # a.m., pm, \text{ p.m.}
    \s*\}?$
    """,
    re.VERBOSE | re.IGNORECASE,
)
_IN_BASE_RE = lazy_compile(r"\s*([0-9A-Za-z]+)\s+in\s+base\s+(\d{1,2}|[a-z]+)\s*\.?\s*", re.IGNORECASE)
_OPTION_LABEL_RE = lazy_compile(
    r"""
    ^\(?([A-J])\)          # an option label: (B) or B)
    (?=[-\d.]|\\frac|\\sqrt|\\pi(?![a-zA-Z]))  # before its numeric value: (B) 12, (E) \sqrt{2}
    """,
    re.VERBOSE,
)


# --- options, names, domains, dates and counted lists (POLICY §3) ---------------------------------

_OPTION_WORD = "|".join(re.escape(word) for word in sorted(OPTION_WORDS, key=len, reverse=True))
# Where an option's value starts: a number, a fraction, a root, or a math span around one.
_OPTION_VALUE_START = r"(?:[-\u2212+]?\.?\d|\\[dt]?frac|\\sqrt|\\pi(?![a-zA-Z])|\$|\\\()"
_OPTION_LABEL_BEFORE_VALUE_RE = lazy_compile(
    r"""
    ^\s*(?:\\text(?:bf)?\{\s*)?                                  # an optional wrapper
    (?:(?P<word>""" + _OPTION_WORD + r""")\s*\}?\s*)?               # an optional option word: "option D: 2/5"
    (?P<before>[*_]{0,3})\s*                                     # Markdown emphasis, maybe half cut by extraction
    (?:\(\s*(?P<paren>[A-Ja-j])\s*\)|(?P<bare>(?-i:[A-J]))(?![\w(]))  # (D), (d), or a capital D alone
    (?P<after>\s*[*_]{0,3}\s*\}?)                                # closing emphasis and a wrapper's end
    (?P<separator>\s*(?:[:.),\uff1a\u3001\uff0c\u2014\u2013]|\\[ ,;:!]|~|\\quad(?![a-zA-Z])))?  # one separator
    (?:\s|\\[ ,;:!]|~|[*_])*                                      # spacing and emphasis before the value
    (?=""" + _OPTION_VALUE_START + r""")                          # then the option's value
    """,
    re.VERBOSE | re.IGNORECASE,
)
# "D（15）", "D (15)": a capital letter, then its value alone in parentheses (not glued: D(15) may be a function).
_OPTION_VALUE_IN_PARENTHESES_RE = lazy_compile(
    r"^\s*(?P<bare>(?-i:[A-J]))(?:\s+\(|\s*\uff08)\s*(?P<value>" + _OPTION_VALUE_START + r"[^()\uff08\uff09]*?)\s*[)\uff09]\s*$"
)


class OptionLabel(NamedTuple):
    """An option label before its value: the letter (upper case), where the value starts and ends
    in the text, and where the labelled answer ends (after the parenthesis around a value)."""

    letter: str
    value_start: int
    value_end: int
    end: int


def split_option_label(text: str) -> Optional[OptionLabel]:
    r"""Read an option label before its value, or None: the one rule for what a label is.

    A label is a letter in parentheses (``(D)``, ``(d)``), or a capital letter that emphasis, an
    option word or a separator (``:``, ``.``, ``)``, ``,`` after an option word, a dash) marks as
    one; then the value must start (a number, a fraction, a root, a math span).  A bare letter and
    a space (``B 12``) or a glued parenthesis (``D(15)``, a function) is no label.

    >>> [split_option_label(t)[0] for t in ("**(D)** 15", "C. 24", "option D: 2/5", "(C), 24", "D（15）")]
    ['D', 'C', 'D', 'C', 'D']
    >>> [split_option_label(t) for t in ("D: 15", "B 12", "D(15)", "x: 5", "(D)", "E*2", "(a)*2")]
    [None, None, None, None, None, None, None]
    """
    enclosed = _OPTION_VALUE_IN_PARENTHESES_RE.match(text)
    if enclosed:
        return OptionLabel(enclosed.group("bare"), enclosed.start("value"), enclosed.end("value"), enclosed.end())
    match = _OPTION_LABEL_BEFORE_VALUE_RE.match(text)
    if match is None or _EMPHASIS_BEFORE_DIGIT_RE.search(text, 0, match.end() + 1):
        return None  # no label, or "(a)*2", "(D)**15": a product or a power, not emphasis
    separator = (match.group("separator") or "").strip()
    gap = text[match.end("paren" if match.group("paren") else "bare") : match.end()]
    spaced = any(char.isspace() or char in "\\~" for char in gap)  # a space between the letter and its value
    # an option word, or emphasis around the letter (half of it may be cut by extraction: "D** 15")
    marked = bool(match.group("word") or match.group("before") or match.group("after").strip(" }"))
    if match.group("bare") and not (marked or separator in _BARE_LABEL_ENDS and (spaced or separator == ")")):
        return None  # "D: 15", "E*2", "B 12", "C.5": a name, a product or a number, not an option
    if match.group("paren") and match.group("paren").islower() and not (separator or spaced):
        return None  # "(c)\\sqrt{2}", "(a)2": a variable in parentheses times a value
    if separator in _LIST_SEPARATORS and not (match.group("word") or match.group("paren")):
        return None  # "A, 5": a list
    return OptionLabel((match.group("paren") or match.group("bare")).upper(), match.end(), len(text), len(text))


# What ends a bare capital letter as a label ("C. 24", "B) 12", "B — 12"), and what lists.
_BARE_LABEL_ENDS = (".", ")", "\u2014", "\u2013")
_LIST_SEPARATORS = (",", "\uff0c", "\u3001")


def replace_option_emphasis(text: str) -> str:
    r"""Write an option with its value one way: ``**(D)** 15``, ``option D: \frac25``, ``C. 24`` -> ``(D) 15``.

    The option label then reads as the letter and the value as the value (``replace_answer_words``).

    >>> replace_option_emphasis("**(D)** 15"), replace_option_emphasis("(D)** 15"), replace_option_emphasis("option D: 2/5")
    ('(D) 15', '(D) 15', '(D) 2/5')
    >>> replace_option_emphasis("D: 15"), replace_option_emphasis("**15**"), replace_option_emphasis("D（15）")
    ('D: 15', '**15**', '(D) 15')
    """
    label = split_option_label(text)
    if label is None:
        return text
    return f"({label.letter}) " + text[label.value_start : label.value_end].strip()


_EMPHASIS_BEFORE_DIGIT_RE = lazy_compile(r"[*_]\d")

# An option's label in a question: "\textbf{(A) } 12", "(A) 12", or "A. 12" / "A) 12" at a line's start.
_QUESTION_OPTION_RE = lazy_compile(
    r"""
    \\textbf\{\s*\(?(?P<bold>[A-J])\)?\s*\}      # \textbf{(A) }, as AMC questions write them
    | (?<![\w\\])\((?P<paren>[A-J])\)                # (A), not f(A)
    | ^[ \t]*(?P<line>[A-J])[.)](?=[ \t])           # A. or A) at the start of a line
    """,
    re.VERBOSE | re.MULTILINE,
)
# Separators around an option's value in a question: spacing commands, dollars, commas, semicolons.
_QUESTION_OPTION_PADDING_RE = lazy_compile(r"^(?:\s|\$|\\q?quad\b|\\[,;: ]|~|[,;])+|(?:\s|\$|\\q?quad\b|\\[,;: ]|~|[,;])+$")


def question_options(question: str) -> "dict[str, str]":
    r"""Return the options a question lists, by letter: the text from a label to the next one or the
    line's end.  A letter listed twice is left out (which one the response means is unknown).

    >>> question_options(r"$\textbf{(A) } 12 \qquad \textbf{(B) } 15$")
    {'A': '12', 'B': '15'}
    >>> question_options("Pick one.\nA. 3\nB) 4\n(C) 5 (C) 6")
    {'A': '3', 'B': '4'}
    """
    found: "dict[str, str]" = {}
    repeated = set()
    matches = list(_QUESTION_OPTION_RE.finditer(question))
    for index, match in enumerate(matches):
        letter = match.group("bold") or match.group("paren") or match.group("line")
        end = matches[index + 1].start() if index + 1 < len(matches) else len(question)
        value = _QUESTION_OPTION_PADDING_RE.sub("", question[match.end() : end].partition("\n")[0])
        if letter in found:
            repeated.add(letter)
        found[letter] = value
    return {letter: value for letter, value in found.items() if letter not in repeated and value}


_SUBSCRIPT_COMMAND_RE = lazy_compile(
    r"""
    _\s*\{\s*\\(?:text|mathrm|textrm|rm|mbox|textit|mathit|operatorname)\s*\{\s*([A-Za-z]+)\s*\}\s*\}  # S_{\text{max}}
    | _\s*\{\s*\\(min|max|sup|inf)\s*\}                                                            # S_{\min}
    | _\s*\\(min|max|sup|inf)(?![A-Za-z])                                                          # S_\min
    """,
    re.VERBOSE,
)
_DECORATED_LETTER_RE = lazy_compile(
    r"""
    \\(hat|widehat|bar|overline|tilde|widetilde|vec|check|breve|dot|ddot)  # a decoration
    \s*\{\s*([A-Za-z])\s*\}                                               # on one letter
    (?!\s*_)                                                              # not already subscripted
    """,
    re.VERBOSE,
)
_DECORATION_NAMES = {"widehat": "hat", "overline": "bar", "widetilde": "tilde"}


def replace_decorated_names(text: str) -> str:
    r"""Write a subscripted or decorated name as a letter with a plain subscript, one spelling each.

    ``S_{\min}`` and ``S_{\text{min}}`` -> ``S_{min}``; ``\hat{y}`` -> ``y_{hat}``, ``\overline{z}`` -> ``z_{bar}``.

    >>> replace_decorated_names(r"S_{\min} = 2k"), replace_decorated_names(r"\hat{y} = 3"), replace_decorated_names(r"1.\bar{3}")
    ('S_{min} = 2k', 'y_{hat} = 3', '1.\\bar{3}')
    """
    if "\\" not in text or "_" not in text and not _DECORATED_LETTER_RE.search(text):
        return text
    text = _SUBSCRIPT_COMMAND_RE.sub(lambda m: "_{" + (m.group(1) or m.group(2) or m.group(3)) + "}", text)
    return _DECORATED_LETTER_RE.sub(lambda m: m.group(2) + "_{" + _DECORATION_NAMES.get(m.group(1), m.group(1)) + "}", text)


def _phrase(words: "Tuple[str, ...]") -> str:
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in sorted(words, key=len, reverse=True))


_DOMAIN_SET = r"\\mathbb\s*\{?\s*(?P<set>[RZNQC])\s*\}?(?:\s*[\^_]\s*\{?\s*[+*]\s*\}?)?|\(-\\infty,\s*\\infty\)"
_DOMAIN_RE = lazy_compile(
    r"(?:^|,|\s|\(|(?<=[\d}a-zA-Z)]))\s*"                                  # where the qualifier starts
    r"(?:\\forall\s*|(?:" + _phrase(DOMAIN_QUANTIFIERS) + r")\s+(?:(?:all|every|each|any)\s+)?)?"  # for every
    r"(?:(?P<kind>" + _phrase(DOMAIN_KINDS) + r")\s+)?"                      # real / positive integer
    r"(?P<var>[a-zA-Z])"                                                   # the variable
    r"(?:\s*(?:\\in|in)\s*(?:" + _DOMAIN_SET + r"))?"                      # \in \mathbb{R}
    r"(?:\s+(?:is|are)\s+(?:(?:an?|any)\s+)?(?P<kind2>" + _phrase(DOMAIN_KINDS) + r"))?"  # k is an integer, n is any integer
    r"\s*\)?\s*\.?\s*$",
    re.IGNORECASE,
)
_DOMAIN_WRAPPERS_RE = lazy_compile(r"\\(?:text|mathrm|textrm|mbox|quad|qquad)\s*\{?|[{}$]|\\[,;:!]|\\\s")
_INTEGER_KINDS = frozenset(kind.lower() for kind in INTEGER_KINDS)


def strip_domain_qualifier(text: str) -> str:
    r"""Drop a qualifier that only restates the domain of the answer's variable.

    ``g(t) = 3t - 1 \text{ for every real } t`` -> ``g(t) = 3t - 1``; a family's parameter declared an
    integer (``2t\pi, t \in \mathbb{Z}``, "for any integer t") is renamed to the usual letter of one
    (``2k\pi``), which the comparison reads as a dummy.  A condition that restricts (``for x > 0``) stays.

    >>> strip_domain_qualifier(r"g(t) = 3t - 1 \text{ for every real } t")
    'g(t) = 3t - 1'
    >>> strip_domain_qualifier(r"x = 2t\pi, t \in \mathbb{Z}"), strip_domain_qualifier(r"f(x) = 2x \text{ for } x > 0")
    ('x = 2k\\pi', 'f(x) = 2x \\text{ for } x > 0')
    """
    if "\\in" not in text and not _DOMAIN_HINT_RE.search(text):
        return text
    window = max(0, len(text) - MAX_QUALIFIER_LENGTH)  # a qualifier is short: read only the end
    for start in _DOMAIN_STARTS_RE.finditer(text, window):
        body, tail = text[: start.start()], text[start.start() :]
        match = _DOMAIN_RE.match(" " + _DOMAIN_WRAPPERS_RE.sub(" ", tail).strip(" ,"))
        if match is None:
            continue
        var = match.group("var")
        kind = (match.group("kind") or match.group("kind2") or "").lower()
        if kind == "" and not match.group("set") and "\\forall" not in tail and not re.search(r"for\s+(?:all|every|each|any)", tail, re.I):
            continue  # "for t" alone declares nothing
        names = _LETTER_RE.findall(body)
        if var not in names:
            continue
        body = body.rstrip(" ,(")
        integer = kind in _INTEGER_KINDS or (match.group("set") or "").upper() in ("Z", "N")
        if integer and var not in INTEGER_PARAMETERS:  # a declared parameter is a dummy: named by a usual letter
            free = next((letter for letter in INTEGER_PARAMETERS if letter not in names), None)
            if free is None:
                return text
            body = re.sub(r"(?<![A-Za-z\\])" + var + r"(?![A-Za-z])", free, body)
        return body
    return text


_DOMAIN_HINT_RE = lazy_compile(r"\b(?:for|where|with|when|over)\b|\\forall", re.IGNORECASE)
# Where a qualifier may begin: a comma, a wrapper, or one of the quantifiers.
_DOMAIN_STARTS_RE = lazy_compile(
    r",|\(|\\text\s*\{|\\mathrm\s*\{|\\quad|\\forall|(?<![A-Za-z])(?:" + _phrase(DOMAIN_QUANTIFIERS) + r")(?![A-Za-z])", re.IGNORECASE
)
_LETTER_RE = lazy_compile(r"(?=[A-Za-z])(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])")


# A numeric date as written (2023-02-05, 2023/2/5, 05/02/2023, 5.2.2023): one value, never arithmetic.
NUMERIC_DATE = r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}"
_NUMERIC_DATE_RE = lazy_compile(
    r"""
    (?P<iso>\d{4})[-/.](?P<m1>\d{1,2})[-/.](?P<d1>\d{1,2})             # 2023-02-05, 2023/2/5
    | (?P<a>\d{1,2})[/.-](?P<b>\d{1,2})[/.-]\d{4}                       # 05/02/2023, 5.2.2023
    | (?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日                      # 2023年2月5日
    """,
    re.VERBOSE,
)
_DATE_WRAPPER_RE = lazy_compile(r"^\s*(?:\\(?:text|mathrm|textrm|mbox)\s*\{(?P<inner>[^{}]*)\}|(?P<plain>[^{}\\]*?))\s*\.?\s*$")
_MONTHS = frozenset(MONTH_NAMES)
# The words of a date with a month's name: the month, a day (with its ordinal ending), a year, "de", "of", "the".
_DATE_TOKEN_RE = lazy_compile(r"[^\W\d_]+\.?|\d+(?:st|nd|rd|th|er|º|\.)?|,|\S")
_DAY_RE = lazy_compile(r"\d{1,2}(?:st|nd|rd|th|er|º|\.)?|\d{4}")
_DATE_WORDS = frozenset(("de", "of", "the", ","))


def _is_month_date(text: str) -> bool:
    """Return whether text is a date with a month's name: only months, days, a year and "de"/"of" (``5 février 2023``)."""
    months = days = 0
    for token in _DATE_TOKEN_RE.findall(text.lower()):
        if token.rstrip(".") in _MONTHS:
            months += 1
        elif _DAY_RE.fullmatch(token):
            days += 1
        elif token not in _DATE_WORDS:
            return False
    return months == 1 and 1 <= days <= 2


def as_date(text: str) -> Optional[str]:
    r"""Return the date a whole answer is, trimmed, or None: dates are text, never arithmetic.

    >>> as_date("2023-02-05"), as_date(r"\text{February 5, 2023}"), as_date("2023-14-05"), as_date("5")
    ('2023-02-05', 'February 5, 2023', None, None)
    >>> as_date("5 de febrero de 2023"), as_date("5 February apples")
    ('5 de febrero de 2023', None)
    """
    wrapped = _DATE_WRAPPER_RE.match(text)
    if wrapped is None:
        return None
    inner = (wrapped.group("inner") if wrapped.group("inner") is not None else wrapped.group("plain")).strip()
    match = _NUMERIC_DATE_RE.fullmatch(inner)
    if match is None:
        return _WHITESPACE_RE.sub(" ", inner) if _is_month_date(inner) else None
    if match.group("iso") and not (1 <= int(match.group("m1")) <= 12 and 1 <= int(match.group("d1")) <= 31):
        return None
    if match.group("a"):
        first, second = int(match.group("a")), int(match.group("b"))
        if not (1 <= first <= 31 and 1 <= second <= 31 and min(first, second) <= 12):
            return None
    return _WHITESPACE_RE.sub(" ", inner)


_COUNTED_NUMBER_RE = lazy_compile(r"(?=[-\d])(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")
_COUNTED_WORDS_RE = lazy_compile(r"^(?:\s|\\text\{[^{}]*\}|[^\W\d_]|,)+$")  # one letter at a time: no nested repeat
_AND_WORDS = frozenset(word for words in CONJUNCTIONS.values() for word in words)


def replace_counted_items(text: str) -> str:
    r"""Read numbers with count nouns joined by words as the list of the numbers.

    ``12 \text{red and} 5 \text{blue marbles}`` -> ``12, 5``, when every number has its words and each
    run of words but the last ends with "and" (or a comma); a word that changes, scales, bounds or
    hedges a value (``5 dozen and 3 eggs``) leaves the text as it is.

    >>> replace_counted_items(r"12 \text{red and} 5 \text{blue marbles}"), replace_counted_items("12 boys and 5 girls")
    ('12, 5', '12, 5')
    >>> replace_counted_items("5 dozen and 3 eggs"), replace_counted_items("12 and 5")
    ('5 dozen and 3 eggs', '12 and 5')
    """
    if not _WORD_AFTER_NUMBER_RE.search(text):
        return text  # most answers: no word after a number
    numbers = list(_COUNTED_NUMBER_RE.finditer(text))
    if len(numbers) < 2 or text[: numbers[0].start()].strip():
        return text
    values: List[str] = []
    for index, number in enumerate(numbers):
        end = numbers[index + 1].start() if index + 1 < len(numbers) else len(text)
        between = text[number.end() : end]
        if not _COUNTED_WORDS_RE.match(between):
            return text
        words = _WRAPPER_MARK_RE.sub(r" \1 ", between).replace(",", " , ").split()
        if index + 1 < len(numbers):
            if not words or (words[-1].lower() not in _AND_WORDS and words[-1] != ","):
                return text
            words = words[:-1]
        if not 1 <= len(words) <= 4 or not all(is_count_noun(word) or word.lower() in _UNIT_WORDS for word in words):
            return text
        values.append(number.group(0))
    return ", ".join(values)


Rule = Callable[[str], str]

# The order matters: text is unwrapped before units are seen, thousands are
# joined before scale words multiply, and whitespace is folded last.
RULES: Tuple[Rule, ...] = (
    replace_option_emphasis,  # before full-width brackets become ASCII ones: "D（15）" is an option, "D(15)" a function
    replace_unicode,
    strip_math_delimiters,
    replace_command_aliases,
    replace_plain_names,
    remove_spacing,
    replace_decorated_names,
    strip_domain_qualifier,
    strip_approximation,
    strip_angle_name,
    replace_named_sets,
    replace_set_builder,
    replace_french_intervals,
    replace_angle_minutes,
    replace_repeating_decimals,
    strip_ordinals,
    replace_degrees,
    strip_percent,
    unwrap_text,
    replace_counted_items,
    replace_joiners,
    brace_arguments,
    join_brace_commas,
    join_plain_mixed_numbers,
    join_thousands,
    replace_e_notation,
    apply_scale_words,
    strip_units,
    strip_trailing_period,
    unwrap_outer_braces,
    collapse_whitespace,
    replace_answer_words,
)


# Text no rule changes: ASCII digits, operators and parentheses, a decimal point between
# digits, lone letters other than e/E (no unit, word, name or exponent can form), a slash
# not before a letter (m/s is a unit), \frac{, \sqrt{, \pi and inner braces (not one group
# around it all), and no option label in front ((B)12).  A whitelist: what
# it does not name goes through the rules.  tests/test_normalize.py holds it equal to them.
_NORMAL_PIECES = (
    r"[0-9+\-^()={]|/(?![a-zA-Z])|\*(?!\*)|!(?!=)|(?<=[0-9])\.(?=[0-9])"
    r"|(?<![a-zA-Z])[a-df-zA-DF-Z](?![a-zA-Z])|\\(?:frac|sqrt)\{(?!\})|\\pi(?![a-zA-Z])"
)
# A closing brace before a command may end the first argument of \frac: only text whose
# arguments are all braced already (brace_arguments leaves it as it is) may have one.
# A numeric date (2023-02-05, 05/02/2023) is text, never arithmetic: never already normal.
_NUMERIC_DATE = r"(?:" + NUMERIC_DATE + r")$"
_ALREADY_NORMAL_RE = lazy_compile(r"(?!\{|\([A-J]\)|" + _NUMERIC_DATE + r")(?:" + _NORMAL_PIECES + r"|\}(?![0-9a-zA-Z\\]))+")
_BRACED_NORMAL_RE = lazy_compile(r"(?!\{|\([A-J]\)|" + _NUMERIC_DATE + r")(?:" + _NORMAL_PIECES + r"|\}(?![0-9a-zA-Z]))+")
_DATE_HINT_RE = lazy_compile(r"\d[-/.]\d{1,2}[-/.]\d|月|[^\W\d_]{3}")


def is_already_normal(text: str) -> bool:
    """Return whether no rule would change ``text`` (a cheap, conservative test)."""
    return _ALREADY_NORMAL_RE.fullmatch(text) is not None


def normalize(text: str) -> NormalizedText:
    """Apply every rule in order and return the normalized text.

    Text that is already normal (``42``, ``\\frac{1}{2}``, ``(x+1)^2``) is returned as it is.
    """
    stripped = text.strip()
    if _ALREADY_NORMAL_RE.fullmatch(stripped):
        return NormalizedText(stripped)
    if len(stripped) <= MAX_DATE_LENGTH and _DATE_HINT_RE.search(stripped):
        date = as_date(stripped.strip("$ "))
        if date is not None:
            return NormalizedText("\\text{" + date + "}")  # a date is compared as written
    if "\\" in stripped and stripped.isascii() and not _WHITESPACE_RE.search(stripped):  # \frac12, \dfrac{3}{4}
        # one spelling and braces make it normal (with a space, "\frac pi" would split a word)
        respelled = brace_arguments(replace_command_aliases(stripped))
        if _BRACED_NORMAL_RE.fullmatch(respelled):
            return NormalizedText(respelled)
    return apply_rules(text)


def apply_rules(text: str) -> NormalizedText:
    """Run the rules until nothing changes (at most MAX_PASSES times).

    A pass whose result is already normal ends the loop: another pass would change nothing.
    """
    for _ in range(MAX_PASSES):
        before = text
        for rule in RULES:
            text = rule(text)
        if text == before or _ALREADY_NORMAL_RE.fullmatch(text):
            break
    return NormalizedText(text)


