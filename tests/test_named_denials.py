"""Phrases that name the answer or the writer's check of it after the answer (0.13.0): denied, they withdraw it
("This number does not fit.", "Этот ответ неверен.", "验算不成立"); a property, a double negation, a check of
something else or a condition denies nothing.  And a later sentence that makes another value the only one that
holds withdraws the answer ("Only 49 satisfies all the conditions."), a restricted count does not.  Generated in
several languages, with other numbers and at several distances after the answer, in both settings."""

from __future__ import annotations

from typing import List, Tuple

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

# (the answer's sentence with N for the value, sentences that deny it, sentences that keep it)
LANGUAGES: List[Tuple[str, Tuple[str, ...], Tuple[str, ...]]] = [
    ("The answer is $\\boxed{N}$.", ("This number does not fit.", "This value is not valid.", "That result isn't right.", "But the check fails."),
     ("This number is not prime.", "This number is not invalid.", "This number does not fit in a single digit.")),
    ("La réponse est $\\boxed{N}$.", ("Ce nombre ne convient pas.",), ("Le trinôme a aussi une racine négative. Cette valeur ne convient pas.",)),
    ("Die Antwort ist $\\boxed{N}$.", ("Diese Zahl passt nicht.", "Dieses Ergebnis ist nicht richtig.", "Dieses Ergebnis ist allerdings falsch."),
     ("Diese Zahl ist nicht gerade.",)),
    ("Ответ: $\\boxed{N}$.", ("Этот ответ неверен.", "Это число не подходит.", "Этот результат не верен."), ("Это число не чётное.", "Этот ответ не неверен.")),
    ("La respuesta es $\\boxed{N}$.", ("Este número no es válido.", "Este resultado no se sostiene.", "La comprobación no se cumple."),
     ("Este número no es primo.",)),
    ("答案是 $\\boxed{N}$。", ("这个数不满足条件。", "但是验算不成立。", "这个结果不成立。"), ("这个数不是质数。",)),
    ("答えは $\\boxed{N}$ です。", ("この値は条件を満たしません。", "しかし、この答えは正しくありません。"), ()),
    ("Jawabannya adalah $\\boxed{N}$.", ("Tapi jawaban ini tidak benar.",), ("Bilangan ini bukan bilangan prima.",)),
    ("Відповідь: $\\boxed{N}$.", ("Ця відповідь хибна.",), ("Це число не просте.",)),
    ("Odpowiedź: $\\boxed{N}$.", ("Ta odpowiedź jest błędna.",), ("Ta liczba nie jest pierwsza.",)),
    ("پاسخ $\\boxed{N}$ است.", ("این عدد شرط را برآورده نمی کند.",), ()),
]
# What may stand between the answer and the note: nothing, a rule, a sentence of neutral work, a summary paragraph.
DISTANCES = [" ", "\n\n---\n\n", "\n\nWe used the data of the problem.\n\n",
             "\n\nIn summary, we read the data, set up the count and carried it out step by step.\n\n"]
CASES = [(head, note, denies) for head, denials, kept in LANGUAGES for notes, denies in ((denials, True), (kept, False)) for note in notes]


@settings(max_examples=300, deadline=None)
@given(case=st.sampled_from(CASES), value=st.integers(min_value=2, max_value=10**6), distance=st.sampled_from(DISTANCES),
       mode=st.sampled_from([Mode.EVAL, Mode.REWARD]))
def test_a_phrase_naming_the_answer_is_read_by_its_claim(case: Tuple[str, str, bool], value: int, distance: str, mode: Mode) -> None:
    head, note, denies = case
    verdict = grade(head.replace("N", str(value)) + distance + note, str(value), mode=mode)
    if denies:
        assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
    elif mode is Mode.EVAL:
        assert verdict.correct, verdict
    else:
        assert not verdict.correct  # the reward setting pays nothing after the answer but its whitelist


ONLY_ANOTHER = ["Only {other} satisfies all the conditions.", "No value other than {other} works.", "Nur {other} erfüllt alle Bedingungen.",
                "After checking again, the only number that works is {other}.",
                "Solo el {other} cumple todas las condiciones.", "只有 {other} 满足所有条件。", "Ничего, кроме {other}, здесь получиться не может."]
ONLY_OWN_OR_COUNT = ["Only {own} satisfies all the conditions.", "No value other than {own} works.", "Only {other} of the candidates satisfy the first condition.",
                     "Only {other} works for the tens digit.", "Among the four candidates, only {other} work.",
                     "For the smaller case n = 3, only {other} works, which matches the pattern.", "Nur {own} erfüllt alle Bedingungen."]


@settings(max_examples=200, deadline=None)
@given(value=st.integers(min_value=2, max_value=10**5), shift=st.integers(min_value=1, max_value=50), distance=st.sampled_from(DISTANCES),
       note=st.sampled_from(ONLY_ANOTHER + ONLY_OWN_OR_COUNT))
def test_another_value_made_the_only_one_withdraws_the_answer(value: int, shift: int, distance: str, note: str) -> None:
    response = f"Testing the candidates one by one.\n\nThe answer is $\\boxed{{{value}}}$." + distance + note.format(own=value, other=value + shift)
    verdict = grade(response, str(value))
    if note in ONLY_ANOTHER:
        assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
    else:
        assert verdict.correct, verdict
