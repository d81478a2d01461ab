"""``points_at_another`` reads the starts of a part only up to its last word that a phrase naming the answer may hold
(``denials._may_end_a_phrase``): a property holds that reading equal to reading every start."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade.extract import denials
from strictgrade.extract.lexicons import _spans

VOCABULARY = ["the", "this", "value", "number", "we", "found", "for", "on", "first", "try", "check", "our", "result", "is",
              "not", "right", "answer", "dieser", "Wert", "für", "这个数", "验算", "的", "12", "$x=3$", ",", "de", "valor", "que",
              "encontramos", "que", "la", "primera", "vez", "Полученное", "нами", "число", "для", "jawaban", "ini", "untuk"]


def _every_start(part: list) -> bool:
    return any(denials._names_another_attempt(part[place:], denials._named_answer_end(part[place:])) for place in range(1, len(part)))


def _bounded_starts(part: list) -> bool:
    last = max((index for index, (kind, text, _, _) in enumerate(part) if kind == "word" and denials._may_end_a_phrase(text)), default=0)
    return any(denials._names_another_attempt(part[place:], denials._named_answer_end(part[place:])) for place in range(1, last + 1))


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=14))
def test_the_starts_after_the_last_noun_name_nothing(words: list) -> None:
    for part in denials._parts(_spans(" ".join(words))):
        assert _bounded_starts(part) == _every_start(part), words
