"""Small text helpers shared by the extraction and normalization stages."""

from __future__ import annotations

__all__ = ["MAX_BRACE_SCAN", "find_closing_brace"]

# A brace group longer than this is treated as unbalanced: no scan runs away.
MAX_BRACE_SCAN = 100_000


def find_closing_brace(text: str, open_index: int) -> int:
    """Return the index of the brace closing the one at ``open_index``, or -1.

    Escaped characters (``\\{``, ``\\}``) are skipped.

    >>> find_closing_brace("{a{b}c}d", 0)
    6
    >>> find_closing_brace("{a{b}", 0)
    -1
    """
    depth = 0
    index = open_index
    end = min(len(text), open_index + MAX_BRACE_SCAN)
    while index < end:
        char = text[index]
        if char == "\\":
            index += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return index
        index += 1
    return -1
