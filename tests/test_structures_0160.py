"""Structures read in 0.16.0, from the blind set fresh40a: a negation of the other values in concord after the answer
(``scope.polarity_after``), an exceptive that opens a later sentence in more languages (a compound exceptive's
preposition, the value's article, Korean endings), a contrast adverb inside a condition's consequence
(``offers._first_contrast``), Dutch and Swedish condition openers that count only where they open the sentence, the
Polish conditional ending, a part's count marked by a restrictive, and a clause after an anchored answer opened by a
conjunction of one letter.  Each property varies the numbers and the language, in both settings."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import affirmed, note_after_box

MODES = st.sampled_from([Mode.EVAL, Mode.REWARD])


# The answer's sentence, then a clause in it after the box that negates the others (affirms) or the answer (denies).
CONCORD_OTHERS = [
    "La réponse est $\\boxed{{{own}}}$, et aucun autre entier ne convient.",
    "Ответ: $\\boxed{{{own}}}$, и никакое другое число не подходит.",
    "La respuesta es $\\boxed{{{own}}}$, y ningún otro número cumple las condiciones.",
    "La risposta è $\\boxed{{{own}}}$, e nessun altro numero funziona.",
    "Odpowiedź: $\\boxed{{{own}}}$, i żadna inna liczba nie spełnia warunków.",
]
CONCORD_ANSWER = [
    "La réponse est $\\boxed{{{own}}}$, et ce nombre ne convient pas.",
    "Ответ: $\\boxed{{{own}}}$, и это число не подходит.",
    "La réponse est $\\boxed{{{own}}}$, aucun autre entier ne convient, et il ne convient pas non plus.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONCORD_OTHERS), st.integers(2, 9999), MODES)
def test_a_negation_of_the_others_in_concord_affirms(template: str, own: int, mode: Mode) -> None:
    verdict = grade("Checking every candidate leaves one.\n\n" + template.format(own=own), str(own), mode=mode)
    assert affirmed(verdict, mode), (template, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(CONCORD_ANSWER), st.integers(2, 9999), MODES)
def test_a_negation_of_the_answer_after_it_denies(template: str, own: int, mode: Mode) -> None:
    verdict = grade("Checking every candidate leaves one.\n\n" + template.format(own=own), str(own), mode=mode)
    assert not verdict.correct and verdict.reason == Reason.UNASSERTED, (template, verdict)


# A later sentence that an exceptive opens: the rest negates every other value (affirms) or offers another (refuses).
EXCEPTED_AFFIRMING = [
    "به جز {own} هیچ عددی در این بازه هر دو شرط را برآورده نمی‌کند.",
    "{own}을 제외하면 두 조건을 모두 만족하는 수는 없다.",
    "Εκτός από το {own}, κανένας άλλος αριθμός δεν ικανοποιεί τις συνθήκες.",
    "Oprócz {own} żadna liczba nie spełnia obu warunków.",
    "Behalve {own} voldoet geen enkel getal aan beide voorwaarden.",
    "{own} dışında hiçbir sayı iki koşulu sağlamaz.",
]
EXCEPTED_OFFERING = [
    "Besides {own}, {other} also fits.",
    "Außer {own} passt auch {other}.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(EXCEPTED_AFFIRMING), st.integers(2, 9999), MODES)
def test_an_exceptive_that_opens_a_later_sentence_affirms(note: str, own: int, mode: Mode) -> None:
    verdict = grade(f"Only one candidate is left.\n\n$$\\boxed{{{own}}}$$\n\n" + note.format(own=own), str(own), mode=mode)
    assert affirmed(verdict, mode), (note, verdict)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(EXCEPTED_OFFERING), st.integers(2, 999), st.integers(2, 999))
def test_an_exceptive_with_another_value_after_it_offers(note: str, own: int, other: int) -> None:
    verdict = note_after_box("Only one candidate is left.", note, own, other)
    assert not verdict.correct and verdict.reason == Reason.HEDGED, (note, verdict)


# A condition that opens a later sentence, its consequence stating another value past a contrast adverb.
CONDITIONED = [
    "Wenn die Reihenfolge keine Rolle spielt, ist die Antwort jedoch {other}.",
    "Als de volgorde niet uitmaakt, is het antwoord echter {other}.",
    "Als de volgorde telt, dan is het antwoord {other}.",
    "Si el orden no importa, la respuesta es sin embargo {other}.",
    "Gdyby kolejność nie miała znaczenia, wynik wynosiłby {other}.",
    "Nie można jednak wykluczyć, że chodziło o okrągły stół — wtedy wynik wynosiłby {other}.",
]
KEPT = [
    "Wenn man die Reihenfolge ignoriert, zählt man doppelt, aber jeder Gast hat 6 Partner.",
    "Als controle, met de volgorde: $8 \\cdot 90 = {own}$.",
    "If the order mattered, we would double count, but {own} is right.",
]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(KEPT))
def test_a_condition_without_another_value_keeps_the_answer(note: str) -> None:
    verdict = grade("Es gibt 720 Möglichkeiten.\n\n$$\\boxed{720}$$\n\n" + note.format(own=720), "720")
    assert verdict.correct and verdict.reason == Reason.EQUAL, (note, verdict)


def test_a_part_marked_by_a_restrictive_is_a_step_and_a_whole_is_a_second_result() -> None:
    head = "Inklusi-eksklusi: $20 + 28 - 12 = 36$.\n\n$$\\boxed{36}$$\n\n"
    assert grade(head + "Untuk memastikan: siswa yang hanya belajar bahasa Prancis ada $20 - 12$.", "36").reason == Reason.EQUAL
    assert grade(head + "Another grouping gives $20 + 12$.", "36").reason == Reason.HEDGED


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["La respuesta es {own}, y ningún otro número cumple.", "Ответ: {own}, и никакое другое число не годится.",
                        "La risposta è {own}, e nessun altro numero funziona."]), st.integers(2, 9999), MODES)
def test_a_one_letter_conjunction_opens_a_note_after_an_anchored_answer(sentence: str, own: int, mode: Mode) -> None:
    verdict = grade("Comprobamos cada candidato.\n\n" + sentence.format(own=own), str(own), mode=mode)
    assert affirmed(verdict, mode), (sentence, verdict)


def test_a_one_letter_word_before_a_list_word_is_a_list_member() -> None:
    assert grade("Answer: x, y and z", "x").reason == Reason.HEDGED
    assert grade("La respuesta es 11, y no es correcta.", "11").reason == Reason.UNASSERTED


# A later sentence whose subject opens with a word for another one, before a noun: another method's value is offered.
ANOTHER_METHOD = [
    "Another grouping gives {other}.",
    "Otra agrupación de los alumnos da {other}.",
    "Une autre façon de compter donne {other}.",
    "Eine andere Gruppierung ergibt {other}.",
    "Другая группировка даёт {other}.",
    "Un altro raggruppamento dà {other}.",
    "Başka bir gruplama {other} verir.",
]
OTHERS_COUNTED = [
    "Otra forma de verlo: $20 + 28 - 12 = {own}$.",
    "Los otros 12 estudian ambos idiomas.",
    "Smaller cases give 4 and 9, which fit the pattern.",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONDITIONED + ANOTHER_METHOD), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_another_value_under_a_condition_or_by_another_method_hedges(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(f"Es gibt {own} Möglichkeiten.", note, own, other, mode)
    assert not verdict.correct and verdict.reason in (Reason.HEDGED, Reason.UNASSERTED), (note, verdict)
    if mode is Mode.EVAL:  # (in the reward setting the whitelist may refuse first)
        assert verdict.reason == Reason.HEDGED, (note, verdict)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(OTHERS_COUNTED))
def test_a_count_of_the_others_or_a_check_is_no_other_method(note: str) -> None:
    verdict = grade("Por inclusión-exclusión: $20 + 28 - 12 = 36$.\n\n$$\\boxed{36}$$\n\n" + note.format(own=36), "36")
    assert verdict.correct and verdict.reason == Reason.EQUAL, (note, verdict)


# An anaphor that opens a later sentence takes the nearest antecedent: another value named in the sentence before it.
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["A tempting approach reports {other}. That overlooks the flip.", "We first tried {other}. This is probably wrong.",
                        "Why not {other}? Because each bracelet can be flipped over."]), st.integers(2, 9999), st.integers(2, 9999))
def test_an_anaphor_after_another_value_points_at_it(note: str, own: int, other: int) -> None:
    other = other + 1 if other == own else other
    verdict = grade(f"**Final Answer:** $\\boxed{{{own}}}$\n\n" + note.format(other=other), str(own))
    assert verdict.correct and verdict.reason == Reason.EQUAL, (note, verdict)


# A later sentence that denies, withdraws or questions the answer: a negator of focus before a phrase naming it, a passive
# claim of attaining, a colon's explanation after the denial, a Latin variable between words of another script, the value
# as the object of a negated verb-final predicate, a question of another value that nothing answers.
DENYING_LATER = [
    "Tampoco este número cumple la condición.",
    "Nemmeno questo numero soddisfa la condizione.",
    "Ani ta liczba nie spełnia warunku.",
    "However, the value {own} is never taken by the function.",
    "Однако значение {own} функцией никогда не принимается: дробь $\\dfrac{{4}}{{t^2+1}}$ не обращается в ноль.",
    "لكن لا يمكن أن تبلغ y القيمة {own} على الإطلاق.",
    "Tämä on kuitenkin mahdotonta: nopeus ei voi olla {own}.",
    "Hm, nein, das kann nicht stimmen.",
    "Eso no puede estar bien.",
    "Toto číslo nevyhovuje zadání.",
    "Ani toto číslo však podmínku nesplňuje.",
    # the value as the object of a negated verb in a verb-final language
    "Ancak fonksiyon {own} değerini hiçbir zaman almaz.",
    "하지만 함수는 {own}을 절대 취하지 않는다.",
    "Fakat bu fonksiyon {own} sayısını asla vermez.",
    # the answer questioned, or withdrawn by an anaphor after a check of its own value
    "Check: ${own} = {own}$. That was wrong, though.",
    "Why not {other}?",
    "{other}?",
    "Isn't it {other}?",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(DENYING_LATER), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_a_later_denial_of_the_answer_refuses(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Thus the extreme value is found.", note, own, other, mode)
    assert not verdict.correct and verdict.reason == Reason.UNASSERTED, (note, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["{own}분의 1", "{own} 分の 1"]), st.integers(2, 999))
def test_a_fraction_word_after_the_box_changes_its_value(tail: str, own: int) -> None:
    _, _, rest = tail.format(own=own).partition(str(own))
    verdict = grade(f"따라서 답은 $\\boxed{{{own}}}${rest}이다.", str(own))
    assert not verdict.correct, (tail, verdict)

