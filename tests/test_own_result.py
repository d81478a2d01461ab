"""The writer's own other result set against the answer after it (0.15.0): a contrast before the last clause, or a
sentence that opens by checking the work again, and in that clause the writer obtains another value that ends the
sentence (``reassignments.states_another_own_result``).  Each with the honest notes of the same shape that must stay
paid: an earlier attempt, another quantity that a preposition opens, a condition, a mistake, the answer's own value.
Generated with other numbers, in the answer's sentence and after it, in both settings."""

from __future__ import annotations

from typing import List

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade
from strictgrade.extract.reassignments import states_another_own_result

HEAD = "Six rows of five tiles cover the floor.\n\nThe total is $\\boxed{{{own}}}$"

# Each sets another result of the writer's against the answer; {other} is another value.
CONTRADICTING: List[str] = [
    ", but I get {other}.",
    ". But when I add the rows one by one, I get {other}.",
    "; however, I still get {other} tiles.",
    ". Checking again, I get {other}.",
    ", aber ich komme auf {other}.",
    ", mais moi je trouve {other}.",
    ", pero yo llego a {other}.",
    ", ma io ottengo {other}.",
    ", maar zelf kom ik op {other}.",
    ", но я получаю {other}.",
    ". Впрочем, пересчитав ещё раз, у меня выходит {other}.",
    ". No obstante, al repetir la cuenta me sale {other}.",
    ". However, I end up with {other} tiles.",
    ". Beim Nachzählen komme ich allerdings auf {other}.",
    ". Ik kom echter op {other}.",
    ", ale ja otrzymuję {other}.",
]

# Each must leave the answer paid.
KEEPING: List[str] = [
    ", but I initially got {other} by counting a corner twice.",
    ". But for the border alone, I get {other}.",
    ". Then we get {other} corners.",
    ", but a careless count gives {other}.",
    ". However, counting by columns, I get {own} again.",
    ". Aber zunächst kam ich auf {other}.",
    ". However, counting only the border, I get {other}.",
    ". Но только для первой строки я получаю {other}.",
    ". But written as a fraction, I obtain $\\frac{{{double}}}{{2}}$.",
]


def _response(own: int, other: int, note: str) -> str:
    return HEAD.format(own=own) + note.format(own=own, other=other, double=2 * own)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(CONTRADICTING), st.integers(2, 999), st.integers(2, 999), st.sampled_from([Mode.EVAL, Mode.REWARD]))
def test_another_own_result_refuses_the_answer(note: str, own: int, other: int, mode: Mode) -> None:
    if other == own:
        other += 1
    verdict = grade(_response(own, other, note), str(own), mode=mode)
    assert not verdict.correct and verdict.reason == Reason.UNASSERTED, (note, verdict)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(KEEPING), st.integers(2, 999), st.integers(2, 999))
def test_an_honest_note_keeps_the_answer(note: str, own: int, other: int) -> None:
    if other == own:
        other += 1
    verdict = grade(_response(own, other, note), str(own))
    assert verdict.correct and verdict.reason == Reason.EQUAL, (note, verdict)


def test_the_rule_reads_only_a_contrast_or_a_check() -> None:
    assert states_another_own_result("But I get 28.", {"30"})
    assert not states_another_own_result("I get 28.", {"30"})  # a step of work, no contrast
    assert not states_another_own_result("But I get 30.", {"30"})  # the answer's own value
    assert not states_another_own_result("But I get 28 = 30 - 2.", {"28"})  # the last value is another one's work
