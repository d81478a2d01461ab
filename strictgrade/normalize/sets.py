"""Normalization rules on sets and intervals: the real numbers by name, a set after ``\\in``,
set-builder notation, French interval brackets.

Part of :mod:`strictgrade.normalize`, whose ``RULES`` runs the rules in their order.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile


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
