"""Properties of a value stated by the last sentence or behind an anchor: dates (POLICY §3) and
count nouns (POLICY §2), in several languages, anywhere after a long reasoning, in both modes."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, grade
from strictgrade._tables import ANSWER_ANCHORS

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


# Count nouns behind an anchor (POLICY §2): one noun, or a noun with its adjective, in the anchor's language.
COUNT_PHRASES = {
    "en": ("apples", "red apples", "books", "students"),
    "de": ("Bücher", "Äpfel", "rote Äpfel"),
    "es": ("manzanas", "manzanas rojas", "libros"),
    "fr": ("pommes", "pommes vertes", "livres"),
    "it": ("mele", "libri", "mele rosse"),
    "pt": ("maçãs", "livros", "maçãs vermelhas"),
    "ru": ("книг", "яблок", "красных яблок"),
    "zh": ("本书", "个苹果", "个红苹果"),
    "ja": ("個", "冊", "本"),
}
# Words that change the value after it (a scale word, a comparative, "dozen") and bounds before it.
CHANGING = {
    "en": ("million", "more", "dozen"), "de": ("tausend", "mehr", "Dutzend"), "es": ("millones", "más", "docenas"),
    "fr": ("mille", "de plus", "douzaines"), "it": ("mila", "in più", "dozzine"), "pt": ("milhões", "mais", "dúzias"),
    "ru": ("тысяч", "больше", "дюжин"), "zh": ("万", "倍"), "ja": ("万", "倍"),
}
BOUNDS_BEFORE = {
    "en": "at least", "de": "mindestens", "es": "al menos", "fr": "au moins", "it": "almeno", "pt": "pelo menos",
    "ru": "не менее", "zh": "至少", "ja": "少なくとも",
}
EMPHASIS = ("{a} {v}", "**{a}** {v}", "{a} **{v}**")


@st.composite
def counted(draw: st.DrawFn) -> "tuple[str, str, int, str]":
    """An anchored count: the language, the anchor, the number and the count phrase."""
    language = draw(st.sampled_from(sorted(COUNT_PHRASES)))
    anchor = draw(st.sampled_from(ANSWER_ANCHORS[language]))
    return language, anchor, draw(st.integers(min_value=1, max_value=10**9)), draw(st.sampled_from(COUNT_PHRASES[language]))


@settings(max_examples=300, deadline=None)
@given(case=counted(), reasoning=REASONING, form=st.sampled_from(EMPHASIS), end=st.sampled_from((".", "", "。")),
       mode=st.sampled_from((Mode.EVAL, Mode.REWARD)))
def test_a_count_noun_after_an_anchored_number_is_dropped(
    case: "tuple[str, str, int, str]", reasoning: str, form: str, end: str, mode: Mode
) -> None:
    language, anchor, n, phrase = case
    response = reasoning + form.format(a=anchor, v=f"{n} {phrase}") + end
    assert grade(response, str(n), mode=mode).correct, response
    assert not grade(response, str(n + 1), mode=mode).correct, response


@settings(max_examples=300, deadline=None)
@given(case=counted(), reasoning=REASONING, data=st.data(), mode=st.sampled_from((Mode.EVAL, Mode.REWARD)))
def test_a_changing_word_or_a_bound_with_a_count_noun_is_refused(
    case: "tuple[str, str, int, str]", reasoning: str, data: st.DataObject, mode: Mode
) -> None:
    language, anchor, n, phrase = case
    word = data.draw(st.sampled_from(CHANGING[language]), label="word")
    glue = "" if language in ("zh", "ja") else " "
    changed = f"{reasoning}{anchor} {n}{glue}{word} {phrase}."
    assert not grade(changed, str(n), mode=mode).correct, changed
    bounded = f"{reasoning}{anchor} {BOUNDS_BEFORE[language]} {n} {phrase}."
    assert not grade(bounded, str(n), mode=mode).correct, bounded
