"""A lowercase "i" is no English "I" (0.15.0): the words of a text hold "i" only when the text writes a standalone
capital "I", so the imaginary unit, Swedish "i stället", Italian "i numeri" and Polish "i" ("and") are not the
writer speaking of its own work."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Reason, grade
from strictgrade.extract.lexicons import words_of

WORDS = st.sampled_from(["i", "I", "in", "made", "stället", "unit", "is", "the", "mistake", "12"])


@settings(max_examples=200, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=8))
def test_i_is_a_word_only_beside_a_capital_i(words: list) -> None:
    text = " ".join(words) + "."
    assert ("i" in words_of(text)) == ("I" in words)


def test_a_swedish_note_on_a_common_mistake_keeps_the_answer() -> None:
    verdict = grade("Vi beräknar 4^3 = 64.\n\nSvaret är $\\boxed{64}$. Ett vanligt misstag är att räkna 12 i stället.", "64")
    assert verdict.correct and verdict.reason == Reason.EQUAL


def test_the_writers_own_slip_still_withdraws() -> None:
    assert not grade("The answer is $\\boxed{64}$. I made a mistake, it is 12.", "64").correct
