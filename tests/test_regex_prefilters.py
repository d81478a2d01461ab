"""Patterns that open with a lookahead on their first character (a prefilter: the scan skips the
positions no match starts at before it tries the lookbehinds) find exactly what they find without it."""

from __future__ import annotations

import re
from unittest import mock
from typing import List

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import grammar
from strictgrade.extract import anchors, fallback, layout, notes, phrases, values
from strictgrade.normalize import answers, numerals

PREFILTERED = [
    (layout, "_MATH_SPAN_RE"), (layout, "_NUMBER_RE"), (values, "_PROSE_VALUE_RE"), (phrases, "_NUMBER_IN_TEXT_RE"),
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


# Character classes asked of a text's distinct non-ASCII characters (``holds_any``) instead of scanned
# over the text: none holds an ASCII character, so the answer is the scan's.
from strictgrade import _text  # noqa: E402
from strictgrade.extract import characters  # noqa: E402

ASKED_OF_CHARACTERS = [
    (_text, "_NON_ASCII_DIGIT_RE"), (_text, "_JUNCTION_LETTER_RE"), (characters, "_UNICODE_TRIGGER_RE"), (characters, "_COMBINING_RE"),
    (characters, "_DISPLAY_ORDER_RE"), (characters, "_INVISIBLE_RE"),
]
CHARACTERS = st.sampled_from(["a", "7", " ", "\n", "−", "⋅", "\u200b", "\u200c", "\u200e", "\u202e", "\u2061", "\u0338", "\u03bf", "\u043e",
                              "\u0665", "\u09ea", "\uff11", "\U0001d7d0", "\ud800", "中", "é", "ς", "\u0301", "\ufeff"])


@pytest.mark.parametrize("module, name", ASKED_OF_CHARACTERS, ids=[name for _, name in ASKED_OF_CHARACTERS])
@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(CHARACTERS, max_size=12), other=st.text(max_size=8))
def test_a_class_asked_of_the_distinct_characters_finds_what_a_scan_finds(module: object, name: str, pieces: List[str], other: str) -> None:
    pattern = getattr(module, name).compiled()
    assert not any(pattern.match(chr(code)) for code in range(128))
    text = "".join(pieces)
    for asked in (text, other, text + other, text):  # the one remembered text is replaced, then asked again
        assert _text.holds_any(asked, pattern) == (pattern.search(asked) is not None)


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(CHARACTERS | st.sampled_from(["\u0627", "\u0628"]), max_size=12))
def test_the_characters_of_no_width_are_removed_as_the_patterns_remove_them(pieces: List[str]) -> None:
    text = "".join(pieces)
    zero_width = re.compile("[" + characters._ZERO_WIDTH_CHARACTERS + "]")
    assert characters.without_zero_width(text) == zero_width.sub("", characters._ARABIC_ZWNJ_RE.sub(" ", text))


@settings(max_examples=300, deadline=None)
@given(space=st.sampled_from(["", " ", "\n\n", " \n", "\t", "\r\n"]), sign=st.sampled_from(["", "-"]), whole=st.integers(0, 10**12),
       fraction=st.sampled_from(["", ".5", ".25", ".000"]), closing=st.sampled_from(["", "\n", " ", " \n\n", "\r\n"]))
def test_a_plain_number_after_an_anchor_is_read_as_the_full_reading_reads_it(space: str, sign: str, whole: int, fraction: str, closing: str) -> None:
    after = f"{space}{sign}{whole}{fraction}{closing}"
    assert anchors._anchor_answer(after) == anchors._read_anchor_answer(after) == f"{sign}{whole}{fraction}"


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(st.one_of(PIECES, st.sampled_from(numerals._JOINER_HINTS)), max_size=8))
def test_the_joiner_hint_pattern_is_the_test_of_each_hint(pieces: List[str]) -> None:
    """numerals.replace_joiners asks one pattern whether a text holds any list word's hint: the same
    answer as asking for each hint in turn."""
    text = "".join(pieces).lower()
    assert (numerals._JOINER_HINT_RE.search(text) is not None) == any(hint in text for hint in numerals._JOINER_HINTS)


@settings(max_examples=300, deadline=None)
@given(sign=st.sampled_from(["", "-"]), whole=st.integers(0, 10**12), fraction=st.sampled_from(["", ".5", ".25", ".000"]))
def test_a_plain_number_is_neither_denied_nor_hedged(sign: str, whole: int, fraction: str) -> None:
    """_from_anchor asks no denial or hedge of an anchored answer that is a plain number: it holds no word."""
    answer = f"{sign}{whole}{fraction}"
    assert anchors._PLAIN_NUMBER_AFTER_RE.fullmatch(answer)
    assert not anchors._is_denied_answer(answer) and not anchors._is_hedged_answer(answer)


CLOSING_PIECES = st.sampled_from([" ", "\n", "\n\n", "\t", "$", "$$", "\\)", "\\]", "\\end{align*}", ".", ",", ";", ":", "!"])


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(CLOSING_PIECES, max_size=10),
       answer=st.sampled_from(["90", "-3", "\\frac{1}{2}", "x = 3", "(D)", "D", "Wednesday", "yes", "2, 5", "[0, 1)"]))
def test_a_tail_of_closers_and_stops_holds_no_note_when_read_in_full(pieces: List[str], answer: str) -> None:
    """notes._check_later_notes returns at once for a tail of spacing, closing delimiters and stops: the full
    reading of such a tail finds nothing either."""
    tail = "".join(pieces)
    assert notes._CLOSING_TAIL_RE.fullmatch(tail)
    with mock.patch.object(notes, "_CLOSING_TAIL_RE", re.compile(r"(?!)")):
        notes._check_later_notes(tail, answer)  # raises nothing


# First tests asked before a pattern that scans the whole text: each is a superset of the pattern's test.
from strictgrade.extract import clauses, mood  # noqa: E402

SUPPOSITION_PIECES = st.sampled_from(sorted(mood._ASCII_SUPPOSITION_RUNS)[:40] + ["s'il", "j'suppose", "if", "iff", "different", "suppose",
                                                                              "x", "2", " ", ", ", "'", "-", ".", "\n", "é", "si", "wenn"])


@settings(max_examples=400, deadline=None)
@given(pieces=st.lists(SUPPOSITION_PIECES, max_size=10), reach=st.integers(0, 3))
def test_the_runs_of_letters_find_every_word_of_supposition_the_pattern_finds(pieces: List[str], reach: int) -> None:
    """mood._may_suppose reads ASCII text as its runs of letters: wherever the trie finds a word between letter
    edges, the runs hold it (words of other scripts cannot stand in ASCII text)."""
    edge = "".join(pieces).lower()[reach:]
    if mood._supposition_hint().search(edge) is not None:
        assert mood._may_suppose(edge), edge
    if not edge.isascii():
        assert mood._may_suppose(edge) == (mood._supposition_hint().search(edge) is not None)


COPULA_PIECES = st.sampled_from(["the ", "answer", "value", "result", " ", "  ", "\u00a0", "\n", "is", "IS", "Is", "was", "equals", "=",
                                 "will be", "be", ":", "$", "\\(", "\\[", "*", "_", "(", "[", "this", "x", "Twice ", "İ", "ſ", "K"])


SPACES = st.sampled_from(["", " ", "  ", "\u00a0", "\n", "\t", "        ", "\n\n\t   \n"])


@settings(max_examples=400, deadline=None)
@given(pieces=st.lists(COPULA_PIECES, max_size=6), noun=st.sampled_from(["answer", "Value", "RESULT", "root", "x"]),
       copula=st.sampled_from(["is", "IS", "was", "equals", "Equals", "=", "will be", "be", "İs", "ſ"]), spaces=st.lists(SPACES, min_size=3, max_size=3),
       marks=st.lists(st.sampled_from([":", "$", "\\(", "\\[", "*", "_", "(", "[", "x"]), max_size=3))
def test_a_copula_at_the_end_is_asked_before_the_subject_pattern(pieces: List[str], noun: str, copula: str, spaces: List[str], marks: List[str]) -> None:
    """clauses._ends_with_copula is a first test of _SUBJECT_AT_END_RE (when the pattern matches, it says so), and the pattern asked
    from clauses._subject_reach finds what it finds across the whole text."""
    the, gap = spaces[2] and "the" + spaces[2], spaces[0] or " "  # "the" and the gap before the copula, of any length
    before = "".join(pieces) + the + noun + gap + copula + spaces[0] + "".join(marks) + spaces[1]
    for before in (before, "".join(pieces) + spaces[2]):
        found = clauses._SUBJECT_AT_END_RE.search(before)
        if found:
            assert clauses._ends_with_copula(before), before
        read = clauses.subject_at_end(before)
        assert (read and read.span()) == (found and found.span()), before


from strictgrade.extract import sections  # noqa: E402

HEADING_PIECES = st.sampled_from(["# ", "## ", "####### ", "**", "**Practice:**", "*", " ", "\t", "\n", "\n\n", "Common mistakes", "x", "60 * 7",
                                  "#", "**bold** text", ":", "\u00a0"])


@settings(max_examples=400, deadline=None)
@given(pieces=st.lists(HEADING_PIECES, max_size=14))
def test_the_headings_found_by_their_marks_are_the_patterns_headings(pieces: List[str]) -> None:
    """sections.headings asks the pattern only at the lines that hold a heading mark: it finds what the pattern's scan finds."""
    text = "".join(pieces)
    assert [found.span() for found in sections.headings(text)] == [found.span() for found in sections._HEADING_RE.finditer(text)]
