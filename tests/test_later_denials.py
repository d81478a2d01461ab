"""Properties of a later sentence that names the answer's own value (docs/policy.md, "A later sentence
that denies the answer's value"): inside a negation's scope, as what the clause's verb states, it takes
the answer back at any distance, in every word order a language has for "is not"; under a bound, as the
subject of a property, or beside another value it denies, it is a note that leaves the answer paid.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, modes, numbers

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

WORK = (
    "Each case was listed once.", "The table covers every pair.", "Both conditions were substituted back.",
    "We kept the order of the terms.", "The residues repeat with period six.",
)
work = st.lists(st.sampled_from(WORK), min_size=0, max_size=25).map(" ".join)

# The answer's value in a negation's scope: before it ("cannot be", "never comes to"), or after it in a
# verb-final clause ("가 아니다", "ではない", "नहीं है", "değil"), or as the subject of a denied claim.
DENIALS = (
    "Yet the total never actually comes to {v}.", "But the count cannot possibly be {v}.", "A soma não pode então ser {v}.",
    "Die Summe kann daher nicht {v} sein.", "Однако сумма не равна {v}.", "但是总和不可能是 {v}。", "La suma no puede ser {v}.",
    "Il totale non è {v}.", "Tổng không thể là {v}.", "Jumlahnya tidak mungkin {v}.", "그러므로 합은 {v}가 아니다.",
    "合計は{v}ではない。", "लेकिन योग {v} नहीं है।", "Toplam {v} değil.", "But three people do not produce {v} handshakes.",
    "Checking again, {v} does not work.", "So {v} is ruled out after all.", "The walk from the start never reaches {v}.",
    "Damit scheidet {v} leider aus.", "Daarmee valt {v} helaas af.",
    "Toutefois, la consigne ne garde que les pairs, si bien que la somme ne vaut pas {v}.",
    "Sin embargo, con ese dato el total jamás podría ser {v}.", "Впрочем, {v} здесь никак не получается.",
    "So {v} has to be thrown out.", "Rileggendo il testo, la somma non arriva mai a {v}.",
)
# The answer's value named with no denial of it: a bound, a property of the value, another value denied
# beside it, a question or a condition.
NOTES = (
    "The count cannot exceed {v}, since each box holds one ball.", "Il totale non può superare {v}.",
    "There are never more than {v} of them.", "Note that {v} is not divisible by the modulus.", "{v}は素数ではない。",
    "{v}는 소수가 아니다.", "{v} asal değil.", "So it is {v}, not {o}.", "Hence the total is not {o} but {v}.",
    "The value {o} does not work, but {v} does.", "Die Summe ist nicht {o}, sondern {v}.",
    "Had the order mattered, the count would no longer equal {v}.", "We never had to write out all {v} cases by hand.",
    "Some classmates claimed the total cannot be {v}, but they forgot the middle term.", "{v} 不是完全平方数。",
    "ध्यान दें कि {v} सम संख्या नहीं है।", "총 횟수는 {v}을 넘을 수 없다.", "The total can never go beyond {v} here.",
    "It is no coincidence that {v} appears twice in the table.",
)


def _other(value: int, other: int) -> int:
    return other if other != value else value + 1


@SETTINGS
@given(value=numbers, template=st.sampled_from(DENIALS), between=work, mode=modes)
def test_a_later_denial_of_the_answers_value_takes_it_back(value: int, template: str, between: str, mode: Mode) -> None:
    response = f"Counting the cases gives the answer.\n\nThe answer is {box(value)}.\n\n{between}\n\n{template.format(v=value)}"
    verdict = grade(response, str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(NOTES), between=work, mode=st.just(Mode.EVAL))
def test_a_later_note_on_the_answers_value_leaves_it_paid(value: int, other: int, template: str, between: str, mode: Mode) -> None:
    note = template.format(v=value, o=_other(value, other))
    response = f"Counting the cases gives the answer.\n\nThe answer is {box(value)}.\n\n{between}\n\n{note}"
    verdict = grade(response, str(value), mode=mode)
    assert verdict.correct, verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(DENIALS), mode=st.just(Mode.EVAL))
def test_a_denial_followed_by_a_new_value_corrects_the_answer(value: int, other: int, template: str, mode: Mode) -> None:
    other = _other(value, other)
    response = f"The answer is {box(value)}.\n\n{template.format(v=value)} Recounting, it is {other}."
    assert grade(response, str(other), mode=mode).correct
    assert not grade(response, str(value), mode=mode).correct
