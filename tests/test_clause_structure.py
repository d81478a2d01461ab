"""Notes after the answer read by the structure of their clause (0.14.0), wherever their parts stand: a phrase that
names the answer keeps its predicate past a modifier and the asides after it ("the value I obtained above, sadly,
does not meet the condition"); a predicate may stand before its subject ("Неверен полученный нами результат"); a
restrictive may follow the value it restricts ("11 alone", "x = 3 だけです", "3뿐이다"); a negated verb of belief
keeps its scope past an aside after its complementizer; a verb-second language negates its verb after it
("erfüllt nicht die Bedingung"); a demonstrative right after another value or quantity points at it, and a
withdrawal inside a supposed antecedent ("If this count were wrong, ...") is supposed, not stated.  Each rule with
the honest notes of the same shape that it must leave paid.
Generated with other numbers, at several distances after the answer, in both settings."""

from __future__ import annotations

from typing import List, Tuple

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

HEADS = {"en": "The answer is $\\boxed{{own}}$.", "de": "Die Antwort ist $\\boxed{{own}}$.", "fr": "La réponse est $\\boxed{{own}}$.",
         "es": "La respuesta es $\\boxed{{own}}$.", "it": "La risposta è $\\boxed{{own}}$.", "pt": "A resposta é $\\boxed{{own}}$.",
         "ru": "Ответ: $\\boxed{{own}}$.", "pl": "Odpowiedź: $\\boxed{{own}}$.", "nl": "Het antwoord is $\\boxed{{own}}$.",
         "zh": "答案是 $\\boxed{{own}}$。", "ja": "答えは $\\boxed{{own}}$ です。", "ko": "답은 $\\boxed{{own}}$ 이다.",
         "ar": "الإجابة: $\\boxed{{own}}$.", "fa": "پاسخ $\\boxed{{own}}$ است.", "hi": "उत्तर $\\boxed{{own}}$ है।", "id": "Jawabannya $\\boxed{{own}}$.", "uk": "Відповідь: $\\boxed{{own}}$.",
         "tr": "Cevap: $\\boxed{{own}}$."}

# (language, note): each withdraws the answer; {other} is another value.
WITHDRAWING: List[Tuple[str, str]] = [
    # the predicate past the phrase's modifier and the asides after it
    ("en", "Looking back, I see that the value I obtained above, sadly, does not meet the condition the problem imposes."),
    ("en", "This number, which we found by factoring, does not satisfy the condition."),
    ("en", "The number that we found, despite looking plausible, fails the check."),
    ("pt", "O número que encontramos, apesar de parecer razoável, não passa na verificação."),
    ("es", "El número que hemos obtenido no cumple la condición."),
    ("ru", "Полученное нами число не удовлетворяет условию."),
    ("pl", "Otrzymana przez nas liczba nie spełnia warunku."),
    ("id", "Nilai yang kami temukan tidak memenuhi syarat."),
    ("ar", "العدد الذي وجدناه لا يحقق الشرط."),
    ("zh", "但是，我们刚才求出的这个数不满足条件。"),
    ("ja", "しかし、先ほど私が求めたこの値は、よく考えると条件に合いません。"),
    ("ko", "우리가 구한 이 값은 두 번째 조건을 만족하지 않는다."),
    ("hi", "यह संख्या शर्त पूरी नहीं करती।"),
    ("fa", "این عدد شرط را برقرار نمی‌کند."),
    # the predicate before its subject
    ("ru", "Увы, неверен полученный нами результат."),
    ("en", "Incorrect is the value we found."),
    ("de", "Falsch ist leider diese Zahl."),
    ("it", "Non è corretto questo risultato."),
    ("es", "No es válido este resultado."),
    ("ar", "خاطئٌ، للأسف، هذا الناتج."),
    # a restrictive after the value, or a noun between it and the value
    ("en", "Re-reading the extra requirement, it is {other} and no other that meets every condition."),
    ("en", "{other} alone satisfies every condition."),
    ("de", "Die {other} allein erfüllt alle Bedingungen."),
    ("de", "Einzig und allein die {other} erfüllt, wie sich zeigt, sämtliche Bedingungen."),
    ("ja", "ただし、追加条件を考えると、条件をすべて満たすのは $x = {other}$ だけです。"),
    ("ko", "다만 조건 $x < 5$까지 확인해 보면, 조건을 만족하는 값은 {other}뿐이다."),
    ("ar", "لكن عند التحقق من شرط المسألة $x < 4$، لا يحقق الشرطين معًا إلا العدد {other}."),
    ("fa", "اما با بررسی شرط‌ها، هیچ عددی جز {other} در همهٔ شرط‌ها صدق نمی‌کند."),
    ("en", "Only the number {other} satisfies every condition."),
    ("pt", "Revendo tudo, o único valor que realmente atende ao enunciado é {other}."),
    # a negated verb of belief past an aside after its complementizer; a verb-second negation after its verb
    ("en", "I do not believe that, after checking the second condition again, {own} is correct."),
    ("zh", "我并不认为，经过反复检查之后，{own} 还能算是正确答案。"),
    ("de", "Diese Zahl erfüllt nicht die zweite Bedingung."),
    ("nl", "Dit getal voldoet niet aan de voorwaarde."),
    # "and no other" with its noun, after a frame; "nothing else" after the value; a complementizer opens the claim
    ("de", "Beim Einsetzen zeigt sich allerdings: Die Gleichung erfüllt die {other} und keine andere Zahl."),
    ("es", "Al revisar la condición $n>4$, el {other} y ningún otro la cumple."),
    ("ar", "وبمراجعة الشرط $x \\neq 0$ يتبيّن أن العدد {other} لا غير هو الذي يحقق المطلوب."),
    # the writer's check that could not confirm the answer
    ("en", "I have not been able to confirm that."), ("en", "I could not verify this answer."),
    # a claim of validity before "only": the predicate first, no topic
    ("de", "Gültig ist allein {other}."), ("en", "Valid is only {other}."),
    # another value and a claim of its validity, alone
    ("en", "{other} is correct."), ("de", "{other} ist richtig."), ("ru", "{other} верно."), ("en", "So {other} is the answer."),
    # a supposition that hedges, a check after another value, a demonstrative after a check of the answer itself
    ("en", "Unless I misread the problem, this number would not be correct."),
    ("en", "Substituting back does not give 62, so the check fails."),
    ("tr", "Sağlama: $3 \\cdot {own} + 7 = 33$. Sağlama tutmuyor, bu değer denklemin çözümü olamaz."),
    ("fr", "Le nombre que nous avons obtenu, malgré nos vérifications, ne satisfait pas l'énoncé."),
    ("nl", "Het getal dat we vonden voldoet helaas niet aan de voorwaarde van de opgave."),
    ("uk", "Отримане нами число, на жаль, не задовольняє умову задачі."),
    ("zh", "我们刚才求出的这个数，虽然看起来合理，却不满足题目的条件。"),
    # an earlier attempt that nothing says the work above corrects; an anchor phrase denying validity
    ("en", "My first count was wrong."),
    ("en", "Our answer is not right, I think."),
]

# (language, note): each leaves the answer asserted.
KEEPING: List[Tuple[str, str]] = [
    ("en", "The other root does not satisfy the condition, unlike this number."),
    ("en", "It is not true that this number fails."),
    ("en", "Correct is the value we found."),
    ("en", "Not wrong at all is our result."),
    ("en", "We know this number does not fit in one digit."),
    ("en", "{other} alone is prime."),
    ("en", "For the tens digit, {other} alone works."),
    ("en", "Of these, {other} alone satisfies every condition."),
    ("en", "The value {other} alone satisfies nothing; it is just the digit sum."),
    ("en", "{other} alone satisfies the units-digit equation; with the tens digit this gives the number."),
    ("de", "Bei den Einern passt die {other} allein."),
    ("ja", "一の位の条件を満たすのは {other} だけです。"),
    ("ja", "一の位について、条件を満たすのは {other} だけです。"),
    ("en", "Only {other} cases satisfy it."),
    ("en", "This value does not meet the condition the problem imposes on the width, since it is an area."),
    ("en", "I do not doubt that, after all this checking, {own} is correct."),
    ("zh", "我并不怀疑，经过反复检查之后，{own} 是正确答案。"),
    ("de", "Abgesehen von {own} erfüllt keine Zahl beide Bedingungen."),
    ("de", "Diese Zahl erfüllt nicht nur die erste, sondern auch die zweite Bedingung."),
    ("hi", "{own} के अलावा कोई और संख्या शर्तें पूरी नहीं करती।"),
    ("zh", "答案是 $\\boxed{36}$。不对，我算错了，应该是 $\\boxed{{own}}$。"),
    # a demonstrative right after another value or quantity points at it; a withdrawal inside a supposition is supposed
    ("en", "The quadratic also has a negative root. This value does not satisfy the original equation."),
    ("en", "Note that the total time was 45 minutes. That number is not the answer, since the question asks for the time per task."),
    ("en", "If this count were wrong, some square would be missing, and none is."),
    ("es", "Si este valor fuera incorrecto, faltaría algún cuadrado, y no falta ninguno."),
    ("en", "Were this count wrong, the two methods could hardly agree; they do, so I'm confident in it."),
    ("en", "The width {other} fits."), ("en", "Some say {other} is correct, but they forget the corner."), ("en", "{own} is correct."),
    ("en", "{other} is not correct."), ("en", "There is no need to verify it further."), ("en", "You can verify this by substitution."),
    ("pl", "Gdyby ten wynik był błędny, liczba par nie zgadzałaby się z listą powyżej, a zgadza się."),
    # a phrase of the writer's with a modifier that names another quantity or attempt
    ("en", "The value we found for the discriminant, by the way, is not the answer; it only tells us that both roots are real."),
    ("en", "Incorrect was the value we found on the first try, before the signs were fixed."),
    # an earlier attempt that the work above corrects; an anchor phrase denying a property; "nothing other than"
    ("en", "My earlier total was off because I forgot the squares of side 2; the total above includes them."),
    ("es", "Mi primer recuento estaba mal porque omití los cuadrados de lado 2; el recuento de arriba ya lo corrige."),
    ("ja", "私の最初の結果は、一辺 2 の正方形を数え忘れていたので間違いでした。上の数え方で直してあります。"),
    ("en", "Our answer is not a perfect square, which is fine."),
    ("ru", "Значит, $x$ не может быть ничем иным, кроме {own}."),
]
# What may stand between the answer and the note: nothing, a rule, a sentence of neutral work, a summary paragraph.
DISTANCES = [" ", "\n\n---\n\n", "\n\nWe used the data of the problem.\n\n",
             "\n\nIn summary, we read the data, set up the count and carried it out step by step.\n\n"]


def _response(language: str, note: str, value: int, other: int, distance: str) -> str:
    note = note.replace("{other}", str(other)).replace("{own}", str(value))
    if "boxed" in note:
        return note  # the note is the whole response
    return HEADS[language].replace("{own}", str(value)) + distance + note


@settings(max_examples=400, deadline=None)
@given(case=st.sampled_from(WITHDRAWING), value=st.integers(min_value=10, max_value=10**6), distance=st.sampled_from(DISTANCES),
       mode=st.sampled_from([Mode.EVAL, Mode.REWARD]), data=st.data())
def test_a_note_that_withdraws_the_answer_by_its_structure_is_refused(case: Tuple[str, str], value: int, distance: str, mode: Mode,
                                                                      data: st.DataObject) -> None:
    language, note = case
    other = data.draw(st.integers(min_value=2, max_value=9).filter(lambda number: str(number) not in str(value)))
    verdict = grade(_response(language, note, value, other, distance), str(value), mode=mode)
    assert not verdict.correct, verdict
    if mode is Mode.EVAL:
        assert verdict.reason in (Reason.UNASSERTED, Reason.HEDGED), verdict


@settings(max_examples=400, deadline=None)
@given(case=st.sampled_from(KEEPING), value=st.integers(min_value=10, max_value=10**6), distance=st.sampled_from(DISTANCES), data=st.data())
def test_a_note_of_the_same_shape_that_keeps_the_answer_is_paid(case: Tuple[str, str], value: int, distance: str, data: st.DataObject) -> None:
    language, note = case
    other = data.draw(st.integers(min_value=2, max_value=9).filter(lambda number: str(number) not in str(value)))
    verdict = grade(_response(language, note, value, other, distance), str(value))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict
