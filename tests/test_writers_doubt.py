"""The writer's doubt of its own answer, at any distance after it (0.15.0): a word of doubt that nothing takes back
or a word of certainty in a negator's scope, in a part of its sentence that names nothing else
(``confirmations.doubts_the_work``).  Each with the honest notes of the same words that must stay paid: certainty
affirmed, a doubt dismissed, a doubt about something else, a doubt in the past that a recount settles, another
person's doubt.  Generated with other numbers, at several distances, in both settings."""

from __future__ import annotations

from typing import List

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade
from strictgrade.extract.confirmations import doubts_the_work

HEAD = "Counting the tiles row by row gives the total.\n\nThe total is $\\boxed{{{own}}}$."
FILLERS = ["Each row was counted once.", "The corners belong to two edges.", "The table above lists every row."]

# Each doubts the answer: the writer's doubt, nothing else in its part.
DOUBTING: List[str] = [
    "Frankly, I am not fully convinced.",
    "I'm still not confident about this.",
    "I have some doubts about this result.",
    "Ich bin mir da nicht ganz sicher.",
    "Ehrlich gesagt habe ich gewisse Zweifel daran.",
    "Je ne suis pas vraiment convaincu.",
    "Sinceramente, no estoy muy seguro de esto.",
    "Non sono del tutto sicuro di questo.",
    "Ainda não tenho certeza disso.",
    "Я всё ещё не вполне уверен в этом.",
    "Szczerze mówiąc, nie jestem tego pewna.",
    "Ik ben er nog niet helemaal zeker van.",
    "Jag är inte helt övertygad om det.",
    "Açıkçası bundan pek emin değilim.",
    "Saya masih tidak yakin dengan hasil ini.",
    "Δεν είμαι εντελώς σίγουρη γι' αυτό.",
    "بصراحة لست متأكدا من هذا.",
    "من هنوز کاملاً مطمئن نیستم.",
    "मैं इसके बारे में पूरी तरह निश्चित नहीं हूँ।",
    "我对这个结果不太确定。",
    "I am still not sure about the count here.",
    "Ik twijfel nog aan de berekening.",
]

# Each must leave the answer paid: the same words, about something else or taken back.
KEEPING: List[str] = [
    "I am quite sure of this.",
    "There is no doubt about it.",
    "I have no doubts about this result.",
    "Without a doubt, every row was counted.",
    "I was not convinced at first, so I counted the rows again.",
    "Some readers doubt the diagram, but the count does not use it.",
    "Make sure to count each corner once.",
    "Ich bin mir sicher.",
    "Je suis convaincu que le décompte est complet.",
    "No hay ninguna duda.",
    "Я в этом уверен.",
    "Bundan eminim.",
    "Ik twijfel er niet aan.",
]
# No doubt of the writer's either, but refused for another reason: a question right after the answer questions it.
QUESTIONS: List[str] = ["Are you sure the rows are equal?", "Not convinced?"]


def _response(own: int, note: str, distance: int) -> str:
    return HEAD.format(own=own) + " " + " ".join(FILLERS[:distance] + [note])


def test_each_doubt_is_read_as_one() -> None:
    assert [note for note in DOUBTING if not doubts_the_work(note)] == []


def test_no_kept_note_is_read_as_a_doubt() -> None:
    assert [note for note in KEEPING + QUESTIONS if doubts_the_work(note)] == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(DOUBTING), st.integers(2, 999), st.integers(0, len(FILLERS)), st.sampled_from([Mode.EVAL, Mode.REWARD]))
def test_a_doubt_after_the_answer_refuses_it(note: str, own: int, distance: int, mode: Mode) -> None:
    verdict = grade(_response(own, note, distance), str(own), mode=mode)
    assert not verdict.correct
    assert verdict.reason in (Reason.UNASSERTED, Reason.HEDGED), verdict


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(KEEPING), st.integers(2, 999), st.integers(0, len(FILLERS)))
def test_an_honest_note_keeps_the_answer(note: str, own: int, distance: int) -> None:
    verdict = grade(_response(own, note, distance), str(own))
    assert verdict.correct and verdict.reason == Reason.EQUAL, (note, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(DOUBTING), st.integers(2, 999))
def test_a_doubt_settled_by_a_later_restatement_keeps_the_answer(note: str, own: int) -> None:
    response = _response(own, note, 1) + f" Counting the rows once more gives {own} again, so the total is {own}."
    assert grade(response, str(own)).correct
