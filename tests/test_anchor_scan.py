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


def naive_last_phrase(lower: str) -> Tuple[int, int]:
    """Every phrase of every group tried at every place: the one that starts last, of those that start at one
    place the first of the table (the order _last_phrase keeps), a dash before a digit being the value's sign."""
    groups = [(place, core, phrases) for place, (core, phrases) in enumerate(_anchor_table(lower))]
    best = (-1, -1, (0, 0))
    for place, _, phrases in groups:
        for index, (phrase, _) in enumerate(phrases):
            start = lower.find(phrase)
            while start >= 0:
                signed = phrase.endswith("-") and lower[start + len(phrase) : start + len(phrase) + 1].isdigit()
                if not signed and (start > best[0] or start == best[0] and (place, index) < best[2]):
                    best = (start, start + len(phrase), (place, index))
                start = lower.find(phrase, start + 1)
    return best[0], best[1]


def _anchor_table(lower: str) -> Tuple[Tuple[str, Tuple[Tuple[str, int], ...]], ...]:
    from strictgrade.extract import anchors  # the groups as _anchor_groups chooses them for this text

    plain, emphasis = ((anchors._ASCII_ANCHOR_GROUPS, anchors._ASCII_EMPHASIS_ANCHOR_GROUPS) if lower.isascii()
                       else (anchors._ANCHOR_GROUPS, anchors._EMPHASIS_ANCHOR_GROUPS))
    return plain + emphasis if anchors.has_emphasis_colon(lower) else plain


@settings(max_examples=400, deadline=None, derandomize=True)
@given(text=texts)
@example(text="the answer is: 5")
@example(text="ответ -5, а ответ: 7")
def test_the_indexed_search_finds_what_every_phrase_tried_everywhere_finds(text: str) -> None:
    """_last_phrase tries at each place of a core only the phrases whose next character is the text's."""
    lower = lower_in_place(text)
    assert _last_phrase(lower, _anchor_groups(lower)) == naive_last_phrase(lower)
