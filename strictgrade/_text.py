"""Small text helpers shared by the extraction and normalization stages."""

from __future__ import annotations

import re

__all__ = ["TOO_LONG", "UNBALANCED", "find_closing_brace", "find_group_end"]

from .limits import MAX_BRACE_SCAN

_BRACE_TOKEN_RE = re.compile(
    r"""
    \\.       # an escaped character (\{ and \} are not braces)
    | [{}]     # a brace
    """,
    re.VERBOSE | re.DOTALL,
)


UNBALANCED = -1
TOO_LONG = -2


def find_closing_brace(text: str, open_index: int) -> int:
    """Return the index of the brace closing the one at ``open_index``.

    Return UNBALANCED (-1) when the text ends first, TOO_LONG (-2) when the group
    runs past MAX_BRACE_SCAN characters.

    Escaped characters (``\\{``, ``\\}``) are skipped.

    >>> find_closing_brace("{a{b}c}d", 0)
    6
    >>> find_closing_brace("{a{b}", 0)
    -1
    """
    depth = 0
    end = min(len(text), open_index + MAX_BRACE_SCAN)
    for match in _BRACE_TOKEN_RE.finditer(text, open_index, end):
        token = match.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
            if depth == 0:
                return match.start()
    return TOO_LONG if end < len(text) else UNBALANCED


def find_group_end(text: str, start: int) -> int:
    """Return the index of the first unmatched ``}`` at or after ``start`` (the end of the
    enclosing group), or ``len(text)`` when the text ends first.

    >>> find_group_end("a {b} c} d", 0), find_group_end("a {b}", 0)
    (7, 5)
    """
    depth = 0
    for match in _BRACE_TOKEN_RE.finditer(text, start):
        token = match.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            if depth == 0:
                return match.start()
            depth -= 1
    return len(text)
