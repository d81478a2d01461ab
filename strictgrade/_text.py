"""Small text helpers shared by the extraction and normalization stages."""

from __future__ import annotations

import re
from typing import Iterable, Mapping, Optional

__all__ = ["trie_pattern", "SPACING_FROM_ITS_START", "TOO_LONG", "UNBALANCED", "find_closing_brace", "find_group_end"]

from .limits import MAX_BRACE_SCAN

_BRACE_TOKEN_RE = re.compile(
    r"""
    \\.       # an escaped character (\{ and \} are not braces)
    | [{}]     # a brace
    """,
    re.VERBOSE | re.DOTALL,
)


# The start of a pattern that begins with optional spacing, read from the start of the run of
# spacing only (or right after one, with none): the leftmost match is the same as with a bare
# "\s*", but a long run is not tried from each of its characters.
SPACING_FROM_ITS_START = r"(?:(?<!\s)\s*|(?<=\s)(?!\s))"

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
    end = min(len(text), open_index + MAX_BRACE_SCAN)
    close = text.find("}", open_index + 1, end)
    if close > 0 and text.startswith("{", open_index):
        found = _nested_close(text, open_index, close, end)
        group = text[open_index : found + 1]
        if found > 0 and "\\{" not in group and "\\}" not in group:
            return found  # no escaped brace inside ("{1260}", "{\\frac{1}{2}}"): every brace counts, as the walk below reads them
    depth = 0
    for match in _BRACE_TOKEN_RE.finditer(text, open_index, end):
        token = match.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
            if depth == 0:
                return match.start()
    return TOO_LONG if end < len(text) else UNBALANCED


def _nested_close(text: str, open_index: int, close: int, end: int) -> int:
    """Return the brace closing the one at ``open_index`` by substring scans (every brace counted,
    escaped or not), or -1 when the text ends first."""
    depth, position = 1, open_index + 1
    while close >= 0:
        opening = text.find("{", position, close)
        if opening >= 0:
            depth, position = depth + 1, opening + 1
            continue
        depth -= 1
        if depth == 0:
            return close
        position = close + 1
        close = text.find("}", position, end)
    return -1


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


def trie_pattern(words: "Iterable[str]", ends: "Optional[Mapping[str, str]]" = None) -> str:
    r"""Return a regex alternation of literal words factored by shared prefixes.

    Python's regex engine tries alternatives one by one; a trie tries at most one branch
    per character, so a long word list costs little at every position it is tried.  With
    ``ends``, the words it names are followed by their own pattern there.

    >>> import re
    >>> pattern = trie_pattern(["phantom", "phi", "sin", "sinh"])
    >>> [bool(re.fullmatch(pattern, w)) for w in ("phantom", "phi", "sinh", "sin", "ph")]
    [True, True, True, True, False]
    >>> pattern = trie_pattern(["text", "textbf"], {"text": r"\{\}"}) + "(?![a-z])"
    >>> [bool(re.match(pattern, w)) for w in ("text{}", "textbf ", "text ", "textbfx")]
    [True, True, False, False]
    """
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = ends[word] if ends and word in ends else {}  # a word ends here (with its own pattern after it)
    return _trie_regex(trie)


def _trie_regex(node: dict) -> str:
    branches = [re.escape(char) + _trie_regex(child) for char, child in sorted(node.items()) if char]
    end = node.get("")
    if isinstance(end, str):
        branches.append(end)  # the word that ends here continues with its own pattern
        end = None
    optional = end is not None
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if optional:
        return "(?:" + body + ")?"
    return body
