"""Patterns that open with a lookahead on their first character (a prefilter: the scan skips the
positions no match starts at before it tries the lookbehinds) find exactly what they find without it."""

from __future__ import annotations

import re
from typing import List

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import grammar
from strictgrade.extract import anchors, fallback, layout, phrases
from strictgrade.normalize import answers, numerals

PREFILTERED = [
    (layout, "_MATH_SPAN_RE"), (layout, "_NUMBER_RE"), (layout, "_PROSE_VALUE_RE"), (phrases, "_NUMBER_IN_TEXT_RE"),
    (answers, "_COUNTED_NUMBER_RE"), (answers, "_LETTER_RE"), (numerals, "_PLAIN_MIXED_RE"), (fallback, "_ORDINAL_NUMBER_RE"),
    (anchors, "_DECIMAL_COMMA_RE"), (anchors, "_DOT_THOUSANDS_RE"), (grammar, "_WORD_RUN_RE"),
]
PIECES = st.sampled_from(["1", "23", "٣٤", "-", "−", "$", "$$", "\\", "\\(", "\\)", "\\[", "\\]", ".", ",", "/", " ", "\n", "k", "x", "ab",
                          "st", "th", "^", "_", "{", "}", "é", "中", "%", "1,5", "1.234,5", "2 1/2", "3rd"])


def _without_prefilter(pattern: "re.Pattern[str]") -> "re.Pattern[str]":
    source = pattern.pattern
    if source.startswith("(?=\\d)"):
        return re.compile(source[len("(?=\\d)") :], pattern.flags)
    assert source.startswith("(?=["), source  # a character class, closed by the first "])"
    return re.compile(source[source.index("])") + 2 :], pattern.flags)


@pytest.mark.parametrize("module, name", PREFILTERED, ids=[name for _, name in PREFILTERED])
@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(PIECES, max_size=16))
def test_a_prefilter_changes_no_match(module: object, name: str, pieces: List[str]) -> None:
    text = "".join(pieces)
    prefiltered = getattr(module, name).compiled()
    plain = _without_prefilter(prefiltered)
    assert [m.span() for m in prefiltered.finditer(text)] == [m.span() for m in plain.finditer(text)]
