"""The last anchor is looked for in the last ANCHOR_SCAN characters first: held equal to a search of
the whole text, wherever the anchors stand (across the scan's first character too)."""

from __future__ import annotations

from typing import Tuple

from hypothesis import example, given, settings
from hypothesis import strategies as st

from strictgrade._text import lower_in_place
from strictgrade.extract.anchors import _LINE_ANCHOR_PHRASES, _anchor_groups, _last_anchor, _last_phrase
from strictgrade.extract.assertion import _ANCHOR_PHRASES
from strictgrade.limits import ANCHOR_SCAN

PHRASES = sorted(set(_ANCHOR_PHRASES))
PIECES = ("x", " ", "\n", "\n\n", "answer", "**", ":", "5", "the ", "Final ", "A:", "ответ", "答案", "İ")


def whole_text_search(text: str) -> Tuple[int, int]:
    """The last anchor as found by one search of the whole text (what _last_anchor must return)."""
    lower = lower_in_place(text)
    start, end = _last_phrase(lower, _anchor_groups(lower))
    for phrase in _LINE_ANCHOR_PHRASES:
        line = ("\n" + lower).rfind(phrase)
        if line > start:
            start, end = line, line + len(phrase) - 1
    return start, end


texts = st.lists(st.one_of(st.sampled_from(PHRASES), st.sampled_from(PIECES), st.text(max_size=12)), max_size=40).map("".join)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(head=texts, phrase=st.sampled_from(PHRASES), shift=st.integers(min_value=-40, max_value=40), tail=texts)
@example(head="", phrase="# answer", shift=0,  # the scan's slice starts with a colon: the emphasis before a later one counts
         tail="a helyes válasz* :# answer####a helyes válasza helyes válasz* :a helyes válasz* :a helyes válasz* :"
              "a helyes válasz__ :jawapan muktamad** :xxxxxxxxthe 000000000000000000000000000")
def test_the_scan_of_the_end_finds_what_a_search_of_the_whole_text_finds(head: str, phrase: str, shift: int, tail: str) -> None:
    # the phrase is placed so that it starts near the scan's first character, on either side
    padding = max(0, ANCHOR_SCAN - len(tail) - len(phrase) + shift)
    text = head + phrase + "y" * padding + tail
    assert _last_anchor(text) == whole_text_search(text)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(text=texts)
def test_any_text_reads_the_same_anchor(text: str) -> None:
    assert _last_anchor(text) == whole_text_search(text)
