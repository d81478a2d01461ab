"""Hypothesis properties of scripts (POLICY §1.7 Visible): lookalike letters, native digits,
directional marks and equation tags."""

from __future__ import annotations

import string
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade
from strictgrade import _tables
from strictgrade._tables import ASCII_LIKE_ZEROS, DECIMAL_ZEROS, DIRECTIONAL_MARKS, LATIN_LOOKALIKES
from strictgrade._text import LOOKALIKE_LETTERS as _LOOKALIKE_LETTERS, script_of

SETTINGS = settings()  # the profile chosen in conftest.py decides the budget

lower_words = st.text(alphabet=string.ascii_lowercase, min_size=2, max_size=9)
# The words that play a role in some table of the rules ("no", "or", "at"): an honest sentence holds none.
_TABLE_WORDS = frozenset(word for table in vars(_tables).values() if isinstance(table, (dict, tuple))
                         for entries in (table.values() if isinstance(table, dict) else (table,)) if isinstance(entries, tuple)
                         for entry in entries if isinstance(entry, str) for word in entry.lower().split())
neutral_words = lower_words.filter(lambda word: word not in _TABLE_WORDS)
lookalikes = st.sampled_from(sorted(_LOOKALIKE_LETTERS))


def _honest(word: str, value: str = "12") -> str:
    return f"We count the pairs.\n\nSo the {word} of pairs is $\\boxed{{{value}}}$."


def test_the_table_maps_to_latin_letters() -> None:
    assert all(len(latin) == 1 and latin in string.ascii_letters for latin in _LOOKALIKE_LETTERS.values())
    assert set(LATIN_LOOKALIKES) <= set(_LOOKALIKE_LETTERS)
    assert {"\u03bf", "\u03a4", "\u0430", "\uff4e", "\U0001d427"} <= set(_LOOKALIKE_LETTERS)  # ο Τ а ｎ 𝐧


def test_every_lookalike_has_a_script() -> None:
    scripts = {letter: script_of(letter) for letter in _LOOKALIKE_LETTERS}  # raises on a letter of no script
    assert scripts["\u03bf"] == "Greek" and scripts["\u0430"] == "Cyrillic" and scripts["\uff4e"] == "full-width"
    assert scripts["\U0001d427"] == "mathematical"


@pytest.mark.parametrize("letter", sorted(_LOOKALIKE_LETTERS), ids=lambda letter: f"U+{ord(letter):04X}")
def test_every_lookalike_inside_a_latin_word_is_obscured(letter: str) -> None:
    assert grade(_honest("co" + letter + "unt"), "12").reason is Reason.OBSCURED


@SETTINGS
@given(neutral_words, st.integers(min_value=0, max_value=8), lookalikes)
def test_a_lookalike_in_a_word_of_an_honest_response_is_obscured(word: str, at: int, letter: str) -> None:
    at = at % len(word)
    assert grade(_honest(word), "12").reason is Reason.EQUAL
    assert grade(_honest(word[:at] + letter + word[at + 1 :]), "12").reason is Reason.OBSCURED


GREEK = "".join(chr(code) for code in range(0x3B1, 0x3CA) if chr(code) != "\u03c2")  # α..ω
CYRILLIC = "".join(chr(code) for code in range(0x430, 0x450))  # а..я


@SETTINGS
@given(st.text(alphabet=GREEK, min_size=2, max_size=9) | st.text(alphabet=CYRILLIC, min_size=2, max_size=9), lower_words)
def test_a_whole_greek_or_cyrillic_word_is_no_lookalike(foreign: str, word: str) -> None:
    assert grade(f"We count the {word} {foreign}.\n\nSo the number is $\\boxed{{12}}$.", "12").reason is not Reason.OBSCURED


# Every script of decimal digits this Python's Unicode database knows, less the ones read as ASCII.
NATIVE_ZEROS = [zero for zero in DECIMAL_ZEROS if zero not in ASCII_LIKE_ZEROS and unicodedata.category(chr(zero)) == "Nd"]


def _native(number: str, zero: int) -> str:
    return "".join(chr(zero + int(char)) if char.isdigit() else char for char in number)


numbers = st.integers(min_value=10, max_value=10**12).map(str) | st.tuples(
    st.integers(min_value=0, max_value=9999), st.integers(min_value=0, max_value=9999)
).map(lambda pair: f"{pair[0]}.{pair[1]}")


def _check_script(zero: int, number: str, at: int) -> None:
    native = _native(number, zero)
    assert grade(f"The answer is $\\boxed{{{native}}}$.", number).correct
    if zero in (0x660, 0x6F0):  # Arabic-Indic and Persian numbers write the Arabic decimal separator
        assert grade(f"The answer is $\\boxed{{{native.replace('.', chr(0x66B))}}}$.", number).correct
    digits = [index for index, char in enumerate(number) if char.isdigit()]
    index = digits[at % len(digits)]
    mixed = native[:index] + number[index] + native[index + 1 :]  # one ASCII digit among native ones
    assert grade(f"The answer is $\\boxed{{{mixed}}}$.", number).reason is Reason.OBSCURED


@pytest.mark.parametrize("zero", NATIVE_ZEROS, ids=lambda zero: unicodedata.name(chr(zero)).rsplit(" DIGIT", 1)[0])
def test_every_script_of_digits_is_read(zero: int) -> None:
    _check_script(zero, "9876543210", 3)
    _check_script(zero, "3.25", 2)


@SETTINGS
@given(zero=st.sampled_from(NATIVE_ZEROS), number=numbers, at=st.integers(min_value=0, max_value=30))
def test_a_number_in_one_script_is_its_value_and_a_mixed_one_is_obscured(zero: int, number: str, at: int) -> None:
    _check_script(zero, number, at)


HONEST = [
    "We add 3 and 4.\n\nThe final answer is $\\boxed{7}$.",
    "**Final Answer**\n\\[\\boxed{7}\\]",
    "Adding gives 7.\n\nThe answer is 7.",
    "So $x = \\boxed{7}$ cm.",
    "Answer: 7",
]


@SETTINGS
@given(st.sampled_from(HONEST), st.lists(st.tuples(st.integers(min_value=0), st.sampled_from(DIRECTIONAL_MARKS)), max_size=6), st.sampled_from(["7", "8"]))
def test_directional_marks_change_nothing(response: str, marks: list, reference: str) -> None:
    marked = response
    for at, mark in marks:
        at %= len(marked) + 1
        marked = marked[:at] + mark + marked[at:]
    before, after = grade(response, reference), grade(marked, reference)
    assert (after.correct, after.reason) == (before.correct, before.reason)


tags = st.text(alphabet=string.ascii_letters + string.digits + ".*", min_size=1, max_size=6) | st.just("$\\star$")


@SETTINGS
@given(
    st.sampled_from(["\\[ x = \\boxed{V} \\]", "$$\\boxed{V}$$", "\\begin{align} n &= \\boxed{V} \\\\ \\end{align}", "So $\\boxed{V}$."]),
    st.sampled_from(["7", "\\frac{3}{2}", "2\\sqrt{3}", "(1, 2)"]),
    st.sampled_from(["7", "1.5", "2\\sqrt{3}", "(1,2)", "72"]),
    tags,
    st.booleans(),
    st.sampled_from([Mode.EVAL, Mode.REWARD]),
)
def test_an_equation_tag_after_a_box_changes_nothing(template: str, value: str, reference: str, tag: str, star: bool, mode: Mode) -> None:
    response = template.replace("V", value)
    tagged = response.replace("\\boxed{" + value + "}", "\\boxed{" + value + "} \\tag" + ("*" if star else "") + "{" + tag + "}")
    before, after = grade(response, reference, mode=mode), grade(tagged, reference, mode=mode)
    assert (after.correct, after.reason) == (before.correct, before.reason)
    notag = response.replace("\\boxed{" + value + "}", "\\boxed{" + value + "}\\notag")
    after = grade(notag, reference, mode=mode)
    assert (after.correct, after.reason) == (before.correct, before.reason)
