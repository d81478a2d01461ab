"""Properties of the word tables in every answer language (POLICY §1.2, §1.5).

For each hedge and bound of the languages beyond the nine (Arabic, Persian, Hindi, Bengali,
Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian; Czech, Romanian, Hungarian, Finnish, Danish,
Norwegian Bokmål), an anchored box around a random integer
is refused with the word and paid without it; and every anchor of every language pays a random
integer written after it.
"""

from __future__ import annotations

from typing import Dict, List, Tuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Reason, grade
from strictgrade._tables import ANSWER_ANCHORS, BOUNDS, HEDGES

NEW_LANGUAGES = ("ar", "fa", "hi", "bn", "ko", "th", "he", "tr", "vi", "id", "cs", "ro", "hu", "fi", "da", "nb")
INTEGERS = st.integers(min_value=-(10**9), max_value=10**12)


def _entries(table: Dict[str, Tuple[str, ...]], languages: Tuple[str, ...]) -> List[Tuple[str, str]]:
    return [(language, phrase) for language in languages for phrase in table.get(language, ())]


def _ids(entries: List[Tuple[str, str]]) -> List[str]:
    return [f"{language}:{phrase}" for language, phrase in entries]


def test_every_new_language_has_its_words() -> None:
    for language in NEW_LANGUAGES:
        assert ANSWER_ANCHORS[language] and HEDGES[language] and BOUNDS[language], language


QUALIFIERS = _entries(HEDGES, NEW_LANGUAGES) + _entries(BOUNDS, NEW_LANGUAGES)


@pytest.mark.parametrize("language, qualifier", QUALIFIERS, ids=_ids(QUALIFIERS))
@settings(max_examples=8, deadline=None)
@given(data=st.data(), n=INTEGERS)
def test_an_anchored_box_with_a_hedge_or_bound_is_refused_and_paid_without_it(
    language: str, qualifier: str, data: st.DataObject, n: int
) -> None:
    anchor = data.draw(st.sampled_from(ANSWER_ANCHORS[language]), label="anchor")
    paid = grade(f"We compute carefully.\n{anchor} $\\boxed{{{n}}}$", str(n))
    assert paid.correct, (anchor, paid)
    refused = grade(f"We compute carefully.\n{anchor} {qualifier} $\\boxed{{{n}}}$", str(n))
    assert not refused.correct and refused.reason is Reason.HEDGED, (anchor, qualifier, refused)


ANCHORS = _entries(ANSWER_ANCHORS, tuple(sorted(ANSWER_ANCHORS)))


@pytest.mark.parametrize("language, anchor", ANCHORS, ids=_ids(ANCHORS))
@settings(max_examples=8, deadline=None)
@given(n=INTEGERS)
def test_every_anchor_of_every_language_pays_a_random_integer(language: str, anchor: str, n: int) -> None:
    verdict = grade(f"We add the two parts.\n{anchor} {n}", str(n))
    assert verdict.correct, (anchor, n, verdict)
    assert not grade(f"We add the two parts.\n{anchor} {n}", str(n + 1)).correct
