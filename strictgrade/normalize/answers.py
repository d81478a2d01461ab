"""Normalization rules on whole answers: yes/no and number words, option labels and names
(``split_option_label``, ``question_options``), clock times, vectors in angle brackets, numerals in
a base, domain qualifiers, dates (``as_date``, ``NUMERIC_DATE``) and counted items.

Part of :mod:`strictgrade.normalize`, whose ``RULES`` runs the rules in their order.
"""

from __future__ import annotations

import re
from typing import List, NamedTuple, Optional, Tuple

from .._lazy import lazy_compile
from ..limits import MAX_QUALIFIER_LENGTH
from .._tables import (
    CONJUNCTIONS,
    EQUIVALENCE_WORDS,
    RESTATEMENTS,
    OPTION_WORDS,
    OPTION_ARTICLES,
    YES_NO_WORDS,
    NUMBER_MULTIPLIERS,
    NUMBER_WORDS,
    ALL_REALS,
    DOMAIN_KINDS,
    DOMAIN_QUANTIFIERS,
    INTEGER_KINDS,
    INTEGER_PARAMETERS,
    MONTH_NAMES,
)
from .symbols import _WHITESPACE_RE
from .units import is_count_noun, _UNIT_WORDS, _WORD_AFTER_NUMBER_RE, _WRAPPER_MARK_RE


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


_ENGLISH_UNITS = {word: value for word, value in NUMBER_WORDS.items() if word in (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety").split()}
_NUMBER_PHRASE_RE = lazy_compile(r"(?:\\text\{\s*)?([a-z]+(?:(?:\s+|-)[a-z]+)+)\s*\}?", re.IGNORECASE)


def replace_number_phrases(text: str) -> str:
    """Write an English number of several words as its digits ("one hundred and twenty" -> "120"), before "and" joins a list."""
    composed = english_number(text) if text[:1].isalpha() or text.startswith("\\text") else None
    return text if composed is None else str(composed)


def english_number(text: str) -> Optional[int]:
    """The value of an English number of several words ("one hundred twenty", "twenty-five", "two thousand and five"),
    or None: each word a unit, a ten or a multiplier (``NUMBER_MULTIPLIERS``) after a unit, "and" only after a
    multiplier, and a ten before a unit only.

    >>> english_number("one hundred twenty"), english_number("Twenty-five"), english_number("two thousand and five")
    (120, 25, 2005)
    >>> english_number("twenty twenty"), english_number("five and six"), english_number("hundred")
    (None, None, None)
    """
    phrase = _NUMBER_PHRASE_RE.fullmatch(text.strip())
    if phrase is None:
        return None
    total = current = 0
    previous = ""
    for word in re.split(r"[\s-]+", phrase.group(1).lower()):
        if word == "and":
            if previous not in NUMBER_MULTIPLIERS:
                return None
        elif word in _ENGLISH_UNITS:
            value = _ENGLISH_UNITS[word]
            last = current % 100
            if previous in _ENGLISH_UNITS and not (last % 10 == 0 and last >= 20 and value < 10):
                return None  # "twenty twenty", "five six"; "twenty five" is 25
            current += value
        elif word == "hundred" and previous in _ENGLISH_UNITS and current % 100 < 10 and current < 100:
            current *= 100
        elif word in NUMBER_MULTIPLIERS and word != "hundred" and current and previous != "and":
            total, current = total + current * NUMBER_MULTIPLIERS[word], 0
        else:
            return None
        previous = word
    return total + current if previous not in ("and", "") else None


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
# A word of equivalence or of restatement between an option's letter and its value marks the letter as a label ("D, that is 15",
# "C, es decir, 42", "(B), nämlich 18").
_EQUIVALENCE = "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in sorted({word for table in (EQUIVALENCE_WORDS, RESTATEMENTS) for words in table.values()
                                                                                for word in words}, key=len, reverse=True))
# Where an option's value starts: a number, a fraction, a root, or a math span around one.
_OPTION_VALUE_START = r"(?:[-\u2212+]?\.?\d|\\[dt]?frac|\\sqrt|\\pi(?![a-zA-Z])|\$|\\\()"
_OPTION_LABEL_BEFORE_VALUE_RE = lazy_compile(
    r"""
    ^\s*(?:\\text(?:bf)?\{\s*)?                                  # an optional wrapper
    (?:(?P<word>""" + _OPTION_WORD + r""")\s*\}?\s*)?               # an optional option word: "option D: 2/5"
    (?P<before>[*_]{0,3})\s*                                     # Markdown emphasis, maybe half cut by extraction
    (?:\(\s*(?P<paren>[A-Ja-j])\s*\)|(?P<bare>(?-i:[A-J]))(?![\w(]))  # (D), (d), or a capital D alone
    (?P<after>\s*[*_]{0,3}\s*\}?)                                # closing emphasis and a wrapper's end
    (?P<equivalence>\s*[,\uff0c]?\s*(?:""" + _EQUIVALENCE + r""")(?![^\W\d_])\s*[,:\uff0c\uff1a]?)?  # ", that is", ", es decir,"
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
    marked = bool(match.group("word") or match.group("before") or match.group("after").strip(" }") or match.group("equivalence"))
    if match.group("bare") and not (marked or separator in _BARE_LABEL_ENDS and (spaced or separator == ")")):
        return None  # "D: 15", "E*2", "B 12", "C.5": a name, a product or a number, not an option
    if match.group("paren") and match.group("paren").islower() and not (separator or spaced):
        return None  # "(c)\\sqrt{2}", "(a)2": a variable in parentheses times a value
    if separator in _LIST_SEPARATORS and not (match.group("word") or match.group("paren") or match.group("equivalence")):
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


# Answers to the parts of a question, each after its label ("(a) 18, (b) 42", "(i) 3; (ii) 5"): at least two.
_PART_RE = lazy_compile(r"\s*\*{0,2}\(([a-h]|[ivx]{1,4})\)\*{0,2}\s*([^,;()]+?)\s*")
_PARTS_RE = lazy_compile(r"\s*\*{0,2}\((?:[a-h]|[ivx]{1,4})\)[^;]*?[,;]\s*\*{0,2}\((?:[a-h]|[ivx]{1,4})\).*")


def replace_part_labels(text: str) -> str:
    r"""Write the answers to a question's labelled parts as named values, compared name by name: ``(a) 18, (b) 42`` ->
    ``a = 18, b = 42``; a value of its own brackets or a label used twice leaves the text as it is.

    >>> replace_part_labels("(a) 18, (b) 42"), replace_part_labels("(i) 3; (ii) 5"), replace_part_labels("(a) 18")
    ('a = 18, b = 42', 'i = 3, ii = 5', '(a) 18')
    """
    if "(" not in text or _PARTS_RE.fullmatch(text) is None:
        return text
    parts = [_PART_RE.fullmatch(part) for part in re.split(r"[,;]", text)]
    labels = [part.group(1) for part in parts if part]
    if not all(parts) or len(set(labels)) != len(labels):
        return text
    return ", ".join(f"{part.group(1)} = {part.group(2)}" for part in parts if part)


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


def _phrase(words: "Tuple[str, ...]") -> str:
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in sorted(words, key=len, reverse=True))


_DOMAIN_SET = r"\\mathbb\s*\{?\s*(?P<set>[RZNQC])\s*\}?(?:\s*[\^_]\s*\{?\s*[+*]\s*\}?)?|\(-\\infty,\s*\\infty\)"
_DOMAIN_RE = lazy_compile(
    r"(?:^|,|\s|\(|(?<=[\d}a-zA-Z)]))\s*"                                  # where the qualifier starts
    r"(?:\\forall\s*|(?:" + _phrase(DOMAIN_QUANTIFIERS) + r")\s+(?:(?:all|every|each|any|some)\s+)?)?"  # for every, for some (integer)
    r"(?:(?P<kind>" + _phrase(DOMAIN_KINDS) + r")\s+)?"                      # real / positive integer
    r"(?P<var>[a-zA-Z])"                                                   # the variable
    r"(?:\s+(?P<kind3>" + _phrase(DOMAIN_KINDS) + r"))?"                     # t reale, t réel
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
        kind = (match.group("kind") or match.group("kind2") or match.group("kind3") or "").lower()
        if kind == "" and not match.group("set") and "\\forall" not in tail and not _EVERY_RE.search(tail):
            continue  # "for t" alone declares nothing
        names = _LETTER_RE.findall(body)
        if var not in names:
            continue
        body = body.rstrip(" ,(")
        integer = kind in _INTEGER_KINDS or (match.group("set") or "").upper() == "Z"  # (not N: part of the integers)
        if integer and var not in INTEGER_PARAMETERS:  # a declared parameter is a dummy: named by a usual letter
            free = next((letter for letter in INTEGER_PARAMETERS if letter not in names), None)
            if free is None:
                return text
            body = re.sub(r"(?<![A-Za-z\\])" + var + r"(?![A-Za-z])", free, body)
        return body
    return text


_DOMAIN_HINT_RE = lazy_compile(r"\b(?:for|where|with|when|over|per|pour|quel|für|para|для|при)\b|\\forall", re.IGNORECASE)
# A quantifier over every member ("for every", "per ogni", "pour tout"): with it a variable alone restates its domain.
_EVERY_RE = lazy_compile(r"for\s+(?:all|every|each|any)|" + _phrase(tuple(word for word in DOMAIN_QUANTIFIERS if not word.isascii() or " " in word)), re.IGNORECASE)
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
