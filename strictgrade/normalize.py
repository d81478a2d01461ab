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
from typing import Callable, NewType, Tuple

from ._text import find_closing_brace
from ._tables import (
    CONJUNCTIONS,
    DISJUNCTIONS,
    NOT_UNIT_WORDS,
    PERCENT_WORDS,
    SCALE_WORDS,
    SPACING_COMMANDS,
    TEXT_WRAPPERS,
    UNIT_WORDS,
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
    "\u00a0": " ",
    "\u2009": " ",
    "\u202f": " ",
    "\u200b": "",
    "\uff0c": ",",
    "\uff1a": ":",
    "\u00bd": r"\frac{1}{2}",
    "\u00bc": r"\frac{1}{4}",
    "\u00be": r"\frac{3}{4}",
    "\u20ac": "",  # euro sign: currency
    "\u00a3": "",  # pound sign
    "\u00a5": "",  # yen sign
    "\u00b2": "^2",
    "\u00b3": "^3",
}
_UNICODE_RE = re.compile("|".join(re.escape(k) for k in _UNICODE_MAP))

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
    "degree": r"^\circ",
    "bmatrix": "pmatrix",
}
_COMMAND_RE = re.compile(
    r"""
    \\([a-zA-Z]+)       # a command name
    (?![a-zA-Z])        # taken whole: \leq never matches inside \leqslant
    """,
    re.VERBOSE,
)

_SPACING_NAMES = frozenset(c for c in SPACING_COMMANDS if c.isalpha())
_SPACING_SYMBOL_RE = re.compile(
    r"""
    (?<=,)\\!\s*          # 10,\! 000: a thousands separator keeps no space
    | (?<!\\)\\!         # negative thin space elsewhere: nothing
    """,
    re.VERBOSE,
)
_SPACING_GAP_RE = re.compile(
    r"""
    (?<!\\)\\[,;:\ ]     # thin, medium, thick and control spaces: a gap (not after a row break \\)
    """,
    re.VERBOSE,
)
_LEFT_RIGHT_RE = re.compile(
    r"""
    \\(?:left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big|bigg|Bigg)  # sizing command
    (?![a-zA-Z])                                                        # whole name
    \s*(\.)?                                                            # \left. is an empty delimiter
    """,
    re.VERBOSE,
)

_MATH_DELIMITERS_RE = re.compile(
    r"""
    \\\$                # escaped dollar: currency
    | \$                # dollar: math delimiter or currency, never math
    | (?<!\\)\\\(  | (?<!\\)\\\)      # inline math delimiters (not after a row break)
    | (?<!\\)\\\[  | (?<!\\)\\\]      # display math delimiters
    """,
    re.VERBOSE,
)
_ENVIRONMENT_RE = re.compile(
    r"""
    \\(?:begin|end)\{(?:align\*?|aligned|equation\*?|gather\*?|displaymath|math|center)\}  # layout only
    """,
    re.VERBOSE,
)
_ARRAY_RE = re.compile(
    r"""
    \\begin\{array\}\{[lcr|\s]*\}   # an array used as a matrix: its column spec
    """,
    re.VERBOSE,
)
_MATRIX_NAME_RE = re.compile(
    r"""
    \\(begin|end)\{(?:[bB]|small)?matrix\}   # bmatrix, Bmatrix, matrix, smallmatrix: one spelling
    """,
    re.VERBOSE,
)
_DEGREE_RE = re.compile(
    r"""
    \^\s*\{?\s*\\circ\s*\}?     # ^\circ and ^{\circ}
    | \\circ(?=\s*$)            # a trailing \circ
    """,
    re.VERBOSE,
)
_PERCENT_RE = re.compile(
    r"""
    \\?%                                   # \% or %
    | (?<=[\d}\s])\s*(?:""" + "|".join(PERCENT_WORDS) + r""")\b  # the word after a number
    """,
    re.VERBOSE | re.IGNORECASE,
)
_THOUSANDS_RE = re.compile(
    r"""
    (?<![\d.,])             # not inside another number or list of digits
    (-?(?!0\D)\d{1,3})      # the leading group (a lone 0 leads no thousands)
    ((?:(?:,|\{,\}|\s)\d{3})+)  # groups of exactly three digits after , {,} or a space
    (?![\d,])               # and nothing that continues the digits
    (?!\.\d*,)              # a decimal part is fine, a list is not
    """,
    re.VERBOSE,
)
_THOUSANDS_SEP_RE = re.compile(r"\{,\}|,|\s")
_SCALE_RE = re.compile(
    r"""
    (?<![\w.])(-?\d+(?:\.\d+)?)     # a complete number
    \s*(""" + "|".join(SCALE_WORDS) + r""")\b   # then a scale word
    """,
    re.VERBOSE | re.IGNORECASE,
)
_UNIT_WORD = r"(?:" + "|".join(sorted((re.escape(u) for u in UNIT_WORDS), key=len, reverse=True)) + r")"
_GLUED_UNITS_RE = re.compile(
    r"""
    (?<=\d)""" + _UNIT_WORD + r"""\b   # a known unit glued to the digits: 12cm
    (?:\s*(?:/|per)\s*[A-Za-z]+)?      # per another unit: 5km/h
    (?:\^\{?[23]\}?)?                  # a power: cm^2
    \s*$                               # only at the end of the answer
    """,
    re.VERBOSE | re.IGNORECASE,
)
_TRAILING_WORDS_RE = re.compile(
    r"""
    (?<=[\d}])                         # right after a complete number
    (?:\^\{?[23]\}?)?                  # or after its power sign, already seen
    \s+                                # a gap: units are separate words
    ((?:[A-Za-z][A-Za-z0-9]+           # a word of two or more letters (CO2e, km)
      (?:\^\{?-?[123]\}?)?             # with a power: cm^2, s^{-1}
      (?:\s*/\s*|\s+|$))+)             # separated by spaces or a slash
    \s*$                               # only at the end of the answer
    """,
    re.VERBOSE,
)
_UNIT_TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_NOT_UNIT_WORDS = frozenset(NOT_UNIT_WORDS)
_TRAILING_PERIOD_RE = re.compile(r"[\s.;,]*\.\s*$")
_WHITESPACE_RE = re.compile(r"\s+")
_SPACE_AROUND_RE = re.compile(
    r"""
    \s*([=<>,;+*/^_&|(){}\[\]!-])\s*   # punctuation and operators need no spaces around them
    """,
    re.VERBOSE,
)
_BRACE_ARG_COMMANDS_RE = re.compile(r"\\(frac|binom|sqrt)(?![a-zA-Z])")
_WORD_TEXT_RE = re.compile(r"^[A-Za-z][A-Za-z\s'.()-]*$")
_APPROX_RE = re.compile(r"(?<=\S)\s*\\approx.*$|(?<=\S)\s*\\sim.*$", re.DOTALL)
_POWER_STARS_RE = re.compile(r"\*\*")
_PLAIN_RELATIONS = ((">=", r"\ge "), ("<=", r"\le "), ("!=", r"\ne "), ("=<", r"\le "), ("=>", r"\ge "))

def replace_unicode(text: str) -> str:
    """Spell Unicode math symbols as LaTeX: ``−5`` -> ``-5``, ``π`` -> ``\\pi``."""
    return _UNICODE_RE.sub(lambda m: _UNICODE_MAP[m.group(0)], text)


def strip_math_delimiters(text: str) -> str:
    """Drop ``$``, ``\\$``, ``\\(``, ``\\)``, ``\\[``, ``\\]`` and layout environments."""
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

    text = _MATRIX_NAME_RE.sub(r"\\\1{pmatrix}", text)
    text = _ARRAY_RE.sub(r"\\begin{pmatrix}", text)
    text = text.replace(r"\end{array}", r"\end{pmatrix}")
    text = _COMMAND_RE.sub(replace, text)
    text = _POWER_STARS_RE.sub("^", text)
    for plain, latex in _PLAIN_RELATIONS:
        text = text.replace(plain, latex)
    return text


def replace_plain_names(text: str) -> str:
    r"""Spell plain-text names as LaTeX: ``sqrt(2)`` -> ``\sqrt(2)``, ``pi`` -> ``\pi``, ``inf`` -> ``\infty``.

    >>> print(replace_plain_names("2*pi + sqrt(3) - infinity").rstrip())
    2*\pi  + \sqrt(3) - \infty
    """
    return _PLAIN_NAME_RE.sub(lambda m: _PLAIN_NAMES[m.group(1).lower()], text)


_PLAIN_NAMES = {"sqrt": "\\sqrt", "pi": "\\pi ", "inf": "\\infty ", "infinity": "\\infty ", "infty": "\\infty "}
_PLAIN_NAME_RE = re.compile(
    r"""
    (?<![\\A-Za-z])                      # not part of a command or a longer word
    (sqrt(?=\s*[({])|pi|inf|infinity|infty) # a plain name (sqrt only before its argument)
    (?![A-Za-z])
    """,
    re.VERBOSE | re.IGNORECASE,
)


def remove_spacing(text: str) -> str:
    r"""Remove sizing and spacing commands as whole tokens (``\left(`` -> ``(``)."""
    text = _LEFT_RIGHT_RE.sub("", text)
    text = _SPACING_SYMBOL_RE.sub("", text)
    text = _SPACING_GAP_RE.sub(" ", text)

    def replace(match: "re.Match[str]") -> str:
        return " " if match.group(1) in _SPACING_NAMES else match.group(0)

    return _COMMAND_RE.sub(replace, text)


def strip_approximation(text: str) -> str:
    r"""Keep the exact value before ``\approx``: ``\frac{1}{3} \approx 0.33`` -> ``\frac{1}{3}``."""
    return _APPROX_RE.sub("", text)


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
        inner = unwrap_text(text[brace + 1 : close]).strip()
        out.append(text[index:start])
        if match.group(1) not in ("boxed", "fbox") and _WORD_TEXT_RE.match(inner):
            out.append(" \\text{" + _WHITESPACE_RE.sub(" ", inner) + "} ")
        else:
            out.append(" " + inner + " ")
        index = close + 1
    return "".join(out)


def strip_text_units(text: str) -> str:
    r"""Drop word-only ``\text{}`` after a complete number: ``5\text{cm}^2`` -> ``5``."""
    return _TEXT_UNIT_RE.sub("", text)


_TEXT_UNIT_RE = re.compile(
    r"""
    (?<=[\d}%])\s*                       # after a complete number
    \\text\{[A-Za-z][A-Za-z\s.'/-]*\}    # a word-only text run
    (?:\s*\^\s*\{?[23]\}?)?              # its power: cm^2
    (?:\s*\\text\{[A-Za-z][A-Za-z\s.'/-]*\})*
    (?=\s*(?:$|,|\)|\]|\\\}|=))          # at the end of an item
    """,
    re.VERBOSE,
)


def replace_joiners(text: str) -> str:
    r"""Turn list words into commas: ``1 and 2`` -> ``1, 2``; ``\text{or}`` too."""
    text = _JOINER_RE.sub(",", text)
    return _DOUBLE_COMMA_RE.sub(",", text)


_LIST_WORDS = sorted({w for table in (CONJUNCTIONS, DISJUNCTIONS) for words in table.values() for w in words}, key=len, reverse=True)
_WORDS = "|".join(re.escape(w) for w in _LIST_WORDS if len(w) > 1 and w.isascii() or len(w) > 1 and w[0] < "\u3000")
_CJK_WORDS = "|".join(re.escape(w) for w in _LIST_WORDS if not w.isascii() and w[0] >= "\u3000")
_LETTERS = "|".join(re.escape(w) for w in _LIST_WORDS if len(w) == 1 and w[0] < "\u3000")
_JOINER_RE = re.compile(
    r"\s*,?\s*(?:"                                             # an optional comma before: "1, and 2"
    r"\\text\{\s*(?:" + _WORDS + r"|" + _CJK_WORDS + r")\s*\}"       # \text{ and }, \text{ ou }
    r"|(?<![^\W\d_\\])(?:" + _WORDS + r")(?![^\W\d_])"           # the bare word, in any table language
    r"|(?<=\d)\s(?:" + _LETTERS + r")\s(?=[-+]?\d)"                 # "3 o 5": one-letter words between numbers only
    r"|(?<=[\d$}])\s*(?:" + _CJK_WORDS + r")\s*(?=[-+$\\]?\d)"      # "5或6", "5 と 6"
    r")\s*",
    re.IGNORECASE,
)
_DOUBLE_COMMA_RE = re.compile(r",(?:\s*,)+")


def strip_degrees(text: str) -> str:
    r"""Drop degree marks: ``90^\circ`` -> ``90``."""
    return _DEGREE_RE.sub("", text)


def strip_percent(text: str) -> str:
    r"""Drop percent signs and words: ``50\%`` -> ``50`` (never rescaled)."""
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
    return _E_NOTATION_RE.sub(lambda m: m.group(1) + r"\times10^{" + m.group(2).lstrip("+") + "}", text)


_E_NOTATION_RE = re.compile(
    r"""
    (?<![\w.\\])(\d+(?:\.\d+)?)   # a complete number
    [eE]([+-]?\d{1,4})              # e and an exponent of at most four digits
    (?![\w.])                       # and nothing that continues it
    """,
    re.VERBOSE,
)


def join_thousands(text: str) -> str:
    """Join digit groups of exactly three: ``1,000`` and ``1 000`` -> ``1000``; ``1,00`` stays."""
    return _THOUSANDS_RE.sub(lambda m: m.group(1) + _THOUSANDS_SEP_RE.sub("", m.group(2)), text)


def apply_scale_words(text: str) -> str:
    r"""Write scale words as powers of ten: ``12.6 million`` -> ``12.6\times10^{6}``."""

    def replace(match: "re.Match[str]") -> str:
        return match.group(1) + r"\times10^{" + str(SCALE_WORDS[match.group(2).lower()]) + "}"

    return _SCALE_RE.sub(replace, text)


def strip_units(text: str) -> str:
    """Drop unit words after a complete number at the end: ``12 inches`` -> ``12``.

    Single letters are never units (``2 t`` stays) and a word that changes the
    value (``5 squared``, ``3 less than``) keeps the whole tail.

    >>> strip_units("6841 tonnes CO2e"), strip_units("5 squared"), strip_units("12cm^2")
    ('6841', '5 squared', '12')
    """
    match = _TRAILING_WORDS_RE.search(text)
    if match:
        words = [word.lower() for word in _UNIT_TOKEN_RE.findall(match.group(1))]
        if not any(word in _NOT_UNIT_WORDS for word in words):
            return text[: match.start()].rstrip()
        return text
    return _GLUED_UNITS_RE.sub("", text)


def strip_trailing_period(text: str) -> str:
    """Drop a sentence's final period and a stray final backslash: ``5.`` -> ``5``."""
    return _TRAILING_PERIOD_RE.sub("", _TRAILING_BACKSLASH_RE.sub("", text))


def unwrap_outer_braces(text: str) -> str:
    """Drop one brace group around the whole answer: ``{1,3}`` -> ``1,3`` (braces only group)."""
    stripped = text.strip()
    while stripped.startswith("{") and find_closing_brace(stripped, 0) == len(stripped) - 1:
        stripped = stripped[1:-1].strip()
    return stripped


def join_brace_commas(text: str) -> str:
    """Write ``{, }`` and ``{ , }`` as ``{,}``, the thousands separator."""
    return _BRACE_COMMA_RE.sub("{,}", text)


_BRACE_COMMA_RE = re.compile(r"\s*\{\s*,\s*\}\s*")
_TRAILING_BACKSLASH_RE = re.compile(r"(?<!\\)\\\s*$")


def collapse_whitespace(text: str) -> str:
    """Remove spaces that carry no meaning and fold the rest to one."""
    text = _WHITESPACE_RE.sub(" ", text).strip()
    return _SPACE_AROUND_RE.sub(r"\1", text)


Rule = Callable[[str], str]

# The order matters: text is unwrapped before units are seen, thousands are
# joined before scale words multiply, and whitespace is folded last.
RULES: Tuple[Rule, ...] = (
    replace_unicode,
    strip_math_delimiters,
    replace_command_aliases,
    replace_plain_names,
    remove_spacing,
    strip_approximation,
    strip_degrees,
    strip_percent,
    unwrap_text,
    replace_joiners,
    brace_arguments,
    strip_text_units,
    join_brace_commas,
    join_thousands,
    replace_e_notation,
    apply_scale_words,
    strip_units,
    strip_trailing_period,
    unwrap_outer_braces,
    collapse_whitespace,
)


_PLAIN_NUMERAL_RE = re.compile(r"-?\d+(?:\.\d+)?")


def normalize(text: str) -> NormalizedText:
    """Apply every rule in order and return the normalized text.

    A plain numeral (``42``, ``-0.5``) is already normal: no rule changes it.
    """
    stripped = text.strip()
    if _PLAIN_NUMERAL_RE.fullmatch(stripped):
        return NormalizedText(stripped)
    for _ in range(MAX_PASSES):
        before = text
        for rule in RULES:
            text = rule(text)
        if text == before:
            break
    return NormalizedText(text)


# Rules run again until nothing changes (a deletion can make a token an earlier rule
# reads: "AN°D" becomes the joiner "AND"), at most this many times.
MAX_PASSES = 3
