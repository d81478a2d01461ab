"""Normalization rules on symbols and commands: Unicode symbols, math delimiters, one spelling per
LaTeX command, plain-text names, sizing and spacing commands, text wrappers, braced arguments,
decorated names, a final period, outer braces and whitespace.

Part of :mod:`strictgrade.normalize`, whose ``RULES`` runs the rules in their order.
"""

from __future__ import annotations

import re
import unicodedata

from .._lazy import lazy_compile
from .._text import find_closing_brace, replace_native_digits
from .._tables import CURRENCY_SIGNS, SPACING_COMMANDS, TEXT_WRAPPERS

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
    | (?<![^\W\d_])(?<!\$)(?:R|US)\$(?=\s?\d)  # a dollar with its country's letters before a number: "R$ 1.500,00", "US$ 20"
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


# A layout environment or a system of equations whose every row names one value ("\\begin{cases} x = 2 \\\\ y = -1
# \\end{cases}", "\\begin{gathered} x = 5 \\\\ x = -3 \\end{gathered}"): its rows, and each row's name and value.
_EQUATION_ROWS_RE = lazy_compile(r"\s*\\begin\{(aligned|align\*?|gathered|gather\*?|cases|split)\}(.*?)\\end\{\1\}\s*", re.DOTALL)
_NAMED_ROW_RE = lazy_compile(r"\s*([A-Za-z](?:_\{?\w+\}?)?)\s*&?\s*=\s*&?\s*([^=&\\]+?)\s*")


def replace_equation_rows(text: str) -> str:
    """Write the rows of a layout environment or a system that each name one value as a list ("x = 2, y = -1"), as a
    solution is written in one line; any other environment is left as it is."""
    rows = _EQUATION_ROWS_RE.fullmatch(text) if "\\begin" in text else None
    if rows is None:
        return text
    named = [_NAMED_ROW_RE.fullmatch(row) for row in rows.group(2).split("\\\\") if row.strip()]
    if not named or not all(named):
        return text
    return ", ".join(f"{row.group(1)} = {row.group(2)}" for row in named if row)


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
_TRAILING_BACKSLASH_RE = lazy_compile(r"(?<!\\)\\\s*$")


def collapse_whitespace(text: str) -> str:
    """Remove spaces that carry no meaning and fold the rest to one."""
    if not _WHITESPACE_RE.search(text):
        return text  # both substitutions only ever remove whitespace
    text = _WHITESPACE_RE.sub(" ", text).strip()
    return _SPACE_AROUND_RE.sub(r"\1", text)


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
