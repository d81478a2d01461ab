"""A negated exclusion that leaves another value possible is an offer (0.15.0, ``offers._excludes_not``): "It cannot be
ruled out that the total is 12", in any language whose exclusion verbs the tables hold; a negated exclusion of the
answer's own value affirms it, and one whose value does not end its clause names another thing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Reason, grade

HEAD = "Adding the two parts gives the total.\n\nThe total is $\\boxed{{{own}}}$. "
OFFERING = [
    "Still, it cannot be ruled out that the total is {other}.",
    "Δεν αποκλείεται πάντως η σωστή τιμή να είναι {other}.",
    "Впрочем, не исключено, что правильный ответ {other}.",
    "Es ist allerdings nicht ausgeschlossen, dass es {other} sind.",
    "A classmate got {other}, and honestly I cannot rule that out.",
]
KEEPING = [
    "Nothing rules out {own}.",
    "We cannot exclude {other} from the count of the parts.",
    "The value {other} is not excluded by the first condition, but the second one rules it out.",
    "{other} is odd; we cannot rule it out by parity, but {other} leaves remainder 0.",
    "A classmate got {own} as well, and I cannot rule that out.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OFFERING), st.integers(2, 999), st.integers(2, 999))
def test_a_negated_exclusion_of_another_value_offers_it(note: str, own: int, other: int) -> None:
    other = other + 1 if other == own else other
    verdict = grade(HEAD.format(own=own) + note.format(own=own, other=other), str(own))
    assert not verdict.correct and verdict.reason in (Reason.HEDGED, Reason.UNASSERTED, Reason.VALUE_MISMATCH), (note, verdict)  # English reads it as a correction


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(KEEPING), st.integers(2, 999), st.integers(2, 999))
def test_other_negated_exclusions_keep_the_answer(note: str, own: int, other: int) -> None:
    other = other + 1 if other == own else other
    verdict = grade(HEAD.format(own=own) + note.format(own=own, other=other), str(own))
    assert verdict.correct and verdict.reason == Reason.EQUAL, (note, verdict)
