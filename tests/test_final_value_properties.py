"""Properties of a value stated by the last sentence or behind an anchor: dates (POLICY §3) and
count nouns (POLICY §2), in several languages, anywhere after a long reasoning, in both modes."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, grade

REASONING = st.sampled_from(("", "We count the days one by one.\n\n", "Let us check. " * 300 + "\n\n"))
DATES = st.dates(min_value=datetime.date(1000, 1, 1), max_value=datetime.date(9999, 12, 1))
# A final sentence that states a date, in several languages ({d} the date).
DATE_SENTENCES = (
    "The meeting falls on {d}.", "So the deadline is {d}.", "La reunión es el {d}.", "La réunion a lieu le {d}.",
    "Das Treffen ist am {d}.", "Встреча назначена на {d}.", "The meeting falls on **{d}**.",
)
DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%Y/%m/%d")


@settings(max_examples=200, deadline=None)
@given(reasoning=REASONING, date=DATES, sentence=st.sampled_from(DATE_SENTENCES), form=st.sampled_from(DATE_FORMATS),
       shift=st.integers(min_value=1, max_value=27))
def test_a_date_stated_by_the_final_sentence_is_its_text(
    reasoning: str, date: datetime.date, sentence: str, form: str, shift: int
) -> None:
    written = date.strftime(form)
    response = reasoning + sentence.format(d=written)
    assert grade(response, written).correct, response
    other = (date + datetime.timedelta(days=shift)).strftime(form)
    assert not grade(response, other).correct, (response, other)
    assert not grade(response, str(date.year)).correct, response  # never arithmetic
    assert not grade(response, written, mode=Mode.REWARD).correct, response  # the reward setting needs an anchor
    anchored = f"{reasoning}Answer: {sentence.format(d=written)}"
    assert grade(anchored, written, mode=Mode.REWARD).correct, anchored


@pytest.mark.xfail(strict=True, reason="a one-line response of at most two spaced words (or CJK text) is read as a bare answer, not as a sentence")
@pytest.mark.parametrize("response", ["会议在 2024-03-05。", "Встреча состоится 2024-03-05."])
def test_a_short_one_line_sentence_states_its_date(response: str) -> None:
    assert grade(response, "2024-03-05").correct
