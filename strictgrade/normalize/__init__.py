"""Answer text -> normalized text: an ordered tuple of small, named rules.

Each rule is a pure function ``str -> str`` that works on tokens (LaTeX commands,
numbers, words), never by deleting a substring wherever it occurs: ``\\left(``
loses ``\\left`` but ``\\le`` is untouched, and ``Monday`` keeps its ``day``.
Running :func:`normalize` twice gives the same text as running it once.

The rules live in modules by what they read: ``symbols`` (Unicode, commands, spacing, text
wrappers, whitespace), ``numerals`` (numbers as written: joiners, percent, thousands, scale words,
repeating decimals), ``units`` (units, count nouns, angles), ``sets`` (named sets, set-builder,
intervals) and ``answers`` (answer words, options, domains, dates, counted items).  This module
holds their order (``RULES``) and the shortcut for text no rule changes.

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

from typing import Callable, List, NewType, Tuple

from .._lazy import lazy_compile
from ..limits import MAX_DATE_LENGTH, MAX_PASSES
from .symbols import (
    brace_arguments,
    collapse_whitespace,
    remove_spacing,
    replace_command_aliases,
    replace_decorated_names,
    replace_equation_rows,
    replace_plain_names,
    replace_unicode,
    strip_math_delimiters,
    strip_trailing_period,
    unwrap_outer_braces,
    unwrap_text,
    _WHITESPACE_RE,
)
from .units import is_count_noun, is_unit, replace_angle_minutes, replace_degrees, strip_angle_name, strip_units
from .numerals import (
    apply_scale_words,
    is_glued_script,
    join_brace_commas,
    join_plain_mixed_numbers,
    join_thousands,
    replace_e_notation,
    replace_joiners,
    replace_repeating_decimals,
    strip_approximation,
    strip_ordinals,
    strip_percent,
    _APPROX_RE,
    _APPROX_SIGN_RE,
    _may_approximate,
)
from .sets import replace_french_intervals, replace_named_sets, replace_set_builder
from .answers import (
    NUMERIC_DATE,
    OptionLabel,
    as_date,
    question_options,
    replace_answer_words,
    replace_counted_items,
    replace_number_phrases,
    replace_option_emphasis,
    replace_part_labels,
    split_option_label,
    strip_domain_qualifier,
)

__all__ = [
    "NormalizedText",
    "normalize",
    "RULES",
    # read from here by the extraction and the grader (the rules' modules hold them)
    "NUMERIC_DATE",
    "OptionLabel",
    "is_count_noun",
    "is_glued_script",
    "is_unit",
    "question_options",
    "split_option_label",
]

NormalizedText = NewType("NormalizedText", str)


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


Rule = Callable[[str], str]

# The order matters: text is unwrapped before units are seen, thousands are
# joined before scale words multiply, and whitespace is folded last.
RULES: Tuple[Rule, ...] = (
    replace_part_labels,  # "(a) 18, (b) 42": named values, before "(a) 18" reads as an option
    replace_option_emphasis,  # before full-width brackets become ASCII ones: "D（15）" is an option, "D(15)" a function
    replace_unicode,
    replace_equation_rows,  # before the delimiters: the environment names the rows
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
    replace_number_phrases,
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
