"""Every entry of every phrase table works, in every language, where the policy puts it.

The tables in strictgrade/_tables.py are data: these tests build a response around each
entry and check the verdict and reason, so a new entry is tested the moment it is added.
"""

from __future__ import annotations

from typing import Dict, List, Tuple

import pytest

from strictgrade.normalize import is_unit
from strictgrade import Reason, grade, grade_candidate
from strictgrade._tables import (
    CORRELATIVE_HEDGES,
    POSTPOSITIVE_BOUNDS,
    ANSWER_ANCHORS,
    BOUNDS,
    BOUNDS_AFTER,
    CORRECTIONS,
    DENIALS,
    DISJUNCTIONS,
    HEDGES,
    RETRACTIONS,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade.extract import phrases as phrases_module
from strictgrade.extract import words as words_module
from strictgrade.extract.phrases import PhraseSet


def _entries(table: Dict[str, Tuple[str, ...]]) -> List[Tuple[str, str]]:
    return [(language, phrase) for language, phrases in sorted(table.items()) for phrase in phrases]


def _ids(entries: List[Tuple[str, str]]) -> List[str]:
    return [f"{language}:{phrase}" for language, phrase in entries]


ANCHORS = _entries(ANSWER_ANCHORS)


@pytest.mark.parametrize("language, anchor", ANCHORS, ids=_ids(ANCHORS))
def test_every_anchor_introduces_the_answer(language: str, anchor: str) -> None:
    assert grade(f"We compute carefully.\n{anchor} 47", "47").reason is Reason.EQUAL
    assert grade(f"We compute carefully.\n{anchor.upper()} 47", "46").reason is Reason.VALUE_MISMATCH


RETRACTION_ENTRIES = _entries(RETRACTIONS)


@pytest.mark.parametrize("language, phrase", RETRACTION_ENTRIES, ids=_ids(RETRACTION_ENTRIES))
def test_every_retraction_after_the_answer_unasserts_it(language: str, phrase: str) -> None:
    response = f"So we get $\\boxed{{47}}$. Hmm. {phrase.capitalize()}. Let me look again."
    assert grade(response, "47").reason is Reason.UNASSERTED


CORRECTION_ENTRIES = _entries(CORRECTIONS) + RETRACTION_ENTRIES


@pytest.mark.parametrize("language, phrase", CORRECTION_ENTRIES, ids=_ids(CORRECTION_ENTRIES))
def test_every_correction_between_two_boxes_lets_the_later_one_win(language: str, phrase: str) -> None:
    assert grade(f"\\boxed{{46}} {phrase}, \\boxed{{47}}", "47").reason is Reason.EQUAL


BOUND_ENTRIES = _entries(BOUNDS)


@pytest.mark.parametrize("language, phrase", BOUND_ENTRIES, ids=_ids(BOUND_ENTRIES))
def test_every_bound_before_a_value_is_a_hedge(language: str, phrase: str) -> None:
    assert grade(f"The count is {phrase} $\\boxed{{47}}$.", "47").reason is Reason.HEDGED
    assert grade_candidate(f"{phrase} 47", "47").reason is Reason.HEDGED
    # before a labelled span or display (unless it bounds only right before a value: "above"), and
    # past blank spacing, as before the value itself
    if phrase not in POSTPOSITIVE_BOUNDS:
        assert grade(f"The count is {phrase} $n = \\boxed{{47}}$.", "47").reason is Reason.HEDGED
        assert grade(f"The count is {phrase}\n\\[ n = \\boxed{{47}} \\]", "47").reason is Reason.HEDGED
    assert grade(f"The count is {phrase} \\text{{ }}\\hspace{{1em}} $\\boxed{{47}}$.", "47").reason is Reason.HEDGED


BOUND_AFTER_ENTRIES = _entries(BOUNDS_AFTER)


@pytest.mark.parametrize("language, phrase", BOUND_AFTER_ENTRIES, ids=_ids(BOUND_AFTER_ENTRIES))
def test_every_bound_after_a_value_is_a_hedge(language: str, phrase: str) -> None:
    assert grade(f"The count is $\\boxed{{47}}$ {phrase}.", "47").reason is Reason.HEDGED
    assert grade_candidate(f"47 {phrase}", "47").reason is Reason.HEDGED
    if not is_unit(f"people {phrase}"):  # "people min" may be read as one unit (minutes)
        assert grade(f"The count is $\\boxed{{47}}$ people {phrase}.", "47").reason is Reason.HEDGED  # past the unit


HEDGE_ENTRIES = _entries(HEDGES)


@pytest.mark.parametrize("language, phrase", HEDGE_ENTRIES, ids=_ids(HEDGE_ENTRIES))
def test_every_hedge_word_hedges_wherever_it_stands(language: str, phrase: str) -> None:
    assert grade(f"The count is {phrase} $\\boxed{{47}}$.", "47").reason is Reason.HEDGED
    if phrase not in CORRELATIVE_HEDGES:  # the first half of "either ... or" hedges after the answer with its second half only
        assert grade(f"The count is $\\boxed{{47}}$, {phrase}.", "47").reason is Reason.HEDGED
    assert grade_candidate(f"{phrase} 47", "47").reason is Reason.HEDGED


@pytest.mark.parametrize("word, disjunction", [("either", "or"), ("entweder", "oder"), ("antingen", "eller")])
@pytest.mark.parametrize("number", [7, 47, 1203])
def test_a_correlative_after_the_answer_hedges_with_its_disjunction_only(word: str, disjunction: str, number: int) -> None:
    answer = f"The count is $\\boxed{{{number}}}$.\n\n"
    assert grade(answer + f"It is {word} {number} {disjunction} {number + 1}.", str(number)).reason is Reason.HEDGED
    assert grade(answer + f"Did I drop a value at {word} end? Checking both ends, {number} holds.", str(number)).correct


DENIAL_ENTRIES = _entries(DENIALS)


@pytest.mark.parametrize("language, phrase", DENIAL_ENTRIES, ids=_ids(DENIAL_ENTRIES))
def test_every_denial_before_the_only_box_unasserts_it(language: str, phrase: str) -> None:
    assert grade(f"The count is {phrase} $\\boxed{{47}}$.", "47").reason is Reason.UNASSERTED
    assert grade(f"The count is {phrase} $n = \\boxed{{47}}$.", "47").reason is Reason.UNASSERTED
    assert grade(f"The count is {phrase} \\mbox{{ }} $\\boxed{{47}}$.", "47").reason is Reason.UNASSERTED


@pytest.mark.parametrize("language, phrase", RETRACTION_ENTRIES, ids=_ids(RETRACTION_ENTRIES))
def test_every_retraction_in_the_answers_clause_unasserts_it(language: str, phrase: str) -> None:
    assert grade(f"The count is $\\boxed{{47}}$ ({phrase}).", "47").reason is Reason.UNASSERTED


DISJUNCTION_ENTRIES = _entries(DISJUNCTIONS)


@pytest.mark.parametrize("language, word", DISJUNCTION_ENTRIES, ids=_ids(DISJUNCTION_ENTRIES))
def test_every_disjunction_between_values_is_a_hedge(language: str, word: str) -> None:
    assert grade(f"The count is \\boxed{{47}} {word} \\boxed{{48}}.", "47").reason is Reason.HEDGED
    assert grade(f"The count is $\\boxed{{47}}$ {word} 48.", "47").reason is Reason.HEDGED


def test_phrases_match_whole_words_with_any_punctuation_between() -> None:
    retractions = PhraseSet([{"en": ("no wait", "that's wrong")}])
    assert retractions.search("No... wait!") and retractions.search("Hmm, that’s wrong")
    assert not retractions.search("nowait") and not retractions.search("that is, wrongly")
    bounds = PhraseSet([{"en": ("at least",), "zh": ("至少",)}])
    assert bounds.ends("the answer is at least ") and bounds.ends("答案是至少")
    assert not bounds.ends("at least one of them, so")


def test_no_phrase_stands_in_two_tables_read_at_the_same_place() -> None:
    """One place per decision: where two tables are read at the same place around an answer, no
    phrase is in both (a word may still be a bound before a value and a bound after it)."""
    from strictgrade import _tables

    def table(name: str) -> set:
        return {phrase for phrases in getattr(_tables, name).values() for phrase in phrases}

    same_place = [
        ("HEDGES", "BOUNDS"), ("HEDGES", "DENIALS"), ("HEDGES", "REPORTED"), ("BOUNDS", "DENIALS"),
        ("REPORTED", "DENIALS"), ("HEDGES", "RETRACTIONS"), ("RETRACTIONS", "CORRECTIONS"),
        ("RETRACTIONS", "INTERJECTIONS"), ("RETRACTIONS", "CHECKS"), ("INTERJECTIONS", "CHECKS"),
        ("INTERJECTIONS", "CORRECTIONS"), ("CONFIRMATIONS", "RETRACTIONS"), ("BOUNDS_AFTER", "RETRACTIONS"),
    ]
    shared = {pair: sorted(table(pair[0]) & table(pair[1])) for pair in same_place if table(pair[0]) & table(pair[1])}
    assert not shared, shared


# --- the key-word first test never hides a phrase -----------------------------------------

_SETS = {name: value for name, value in vars(phrases_module).items() if isinstance(value, PhraseSet)}


@pytest.mark.parametrize("name", sorted(_SETS))
def test_every_phrase_passes_its_sets_key_word_test(name: str) -> None:
    """A phrase stands in a text only if its key word does: ``mentions`` is exact, never a guess."""
    table = _SETS[name]
    phrases = [(first,) + rest for first, rests in table.by_first.items() for rest in rests]
    for words in phrases:
        text = "Thus, " + " ".join(words) + " 5."
        assert table.mentions(text), (name, words)
    for phrase in table.cjk:
        assert table.mentions("所以" + phrase + "5"), (name, phrase)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(sorted({w for s in _SETS.values() for w in s.by_first} | {"is", "the", "5", "of"})), max_size=8))
def test_a_text_without_a_key_word_matches_no_phrase(words: List[str]) -> None:
    text = " ".join(words)
    for table in _SETS.values():
        if not table.mentions(text):
            assert not table.search(text) and not table.ends(text) and not table.starts(text)


# --- words split in C are the words the regex reads ----------------------------------------

_TEXT_PIECES = st.sampled_from(
    ["a", "Z", "answer", "5", "12", " ", "\n", "\\", "\\\\", "\\approx", "\\frac", "\\,", "\\5", "{", "}", "$", ".", ",",
     "_", "-", "'", "don't", "~", "~5", "(", "é", "’", "\t", "\\ ", "x\\le", "\\approx5", "AT", "least"]
)


@settings(max_examples=3000, deadline=None)
@given(st.lists(_TEXT_PIECES, max_size=14).map("".join))
def test_words_split_in_c_are_the_words_the_regex_reads(text: str) -> None:
    lower = text.lower()
    plain = words_module._plain_words(lower)
    if plain is not None:
        assert plain == words_module._WORD_RE.findall(lower)
    assert words_module._word_tuple(text) == tuple(w.replace("’", "'") for w in words_module._WORD_RE.findall(lower))


def test_plain_text_is_split_in_c() -> None:
    assert words_module._plain_words(r"therefore, the answer is $\frac{1}{2}$") == ["therefore", "the", "answer", "is", "\\frac", "1", "2"]
    assert words_module._plain_words("x\\approx5") is None  # a command glued to a digit: the regex reads it


def test_no_qualifier_is_looked_up_by_an_anchor_word() -> None:
    # A phrase set is first probed by one key word per phrase; a key that every anchored sentence
    # holds ("answer" of "if the answer is") would send every answer through the full check.
    from strictgrade._tables import ANCHOR_CORE_WORDS
    from strictgrade.extract.phrases import QUALIFIERS_AFTER_SET, QUALIFIERS_BEFORE_SET

    for phrases in (QUALIFIERS_BEFORE_SET, QUALIFIERS_AFTER_SET):
        assert not phrases.keys & set(ANCHOR_CORE_WORDS)
