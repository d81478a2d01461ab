"""Small text helpers (strictgrade/_text.py): the substring-scan shortcut of find_closing_brace
held equal to the token walk it skips."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade._text import TOO_LONG, UNBALANCED, find_closing_brace
from strictgrade.limits import MAX_BRACE_SCAN


def _walk(text: str, open_index: int) -> int:
    """The brace walk written out: escapes skip a character, braces count depth."""
    depth = 0
    end = min(len(text), open_index + MAX_BRACE_SCAN)
    position = open_index
    while position < end:
        char = text[position]
        if char == "\\":
            position += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return position
        position += 1
    return TOO_LONG if end < len(text) else UNBALANCED


_PIECES = st.sampled_from(["{", "}", "\\", "\\{", "\\}", "\\\\", "a", "12", " ", "\\frac", "$", "\n", "{}", "}{", "{{"])


@settings(max_examples=2000, deadline=None)
@given(st.lists(_PIECES, max_size=16).map("".join), st.integers(min_value=0, max_value=20))
def test_the_group_shortcut_finds_what_the_walk_finds(text: str, offset: int) -> None:
    """A group without escaped braces, flat or nested, is read by substring scans."""
    open_index = min(offset, len(text))
    assert find_closing_brace(text, open_index) == _walk(text, open_index)


def test_flat_and_nested_groups() -> None:
    assert find_closing_brace(r"\boxed{1260}.", 6) == 11
    assert find_closing_brace(r"\boxed{\frac{1}{2}} x", 6) == 18
    assert find_closing_brace(r"{a\}b}", 0) == 5
    assert find_closing_brace("{12", 0) == UNBALANCED
    assert find_closing_brace("a}", 0) == UNBALANCED  # no group opens at the index

