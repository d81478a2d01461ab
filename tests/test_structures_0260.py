"""Structures read in 0.26.0 (docs/policy.md, "Structures of 0.26.0"): a negated word of difference, relative clauses on a
negated noun set off by a comma, relative clauses on what is counted, the answer as the consequence of a counterfactual, a
final sentence that names its source, long sentences read from their start, "cannot but conclude", offers past a denial of
another value, and bounds after "than" in a check.  Each property varies the numbers, the wording, the language and the
sentence's place in the response, in both directions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**5)
OFFSETS = st.integers(min_value=1, max_value=50)
FILLER = ["", "All cases were listed above.\n\n", "All cases were listed above.\n\nThe table has no repeated row.\n\n"]


# A negated word of difference or exception: the value is the only one.
DIFFERENCE_NEGATED = [
    "In every case the sum cannot differ from... no: the sum cannot be different from $\\boxed{{{v}}}$.",
    "However we group the terms, the product can never be other than $\\boxed{{{v}}}$.",
    "La suma no puede ser distinta de $\\boxed{{{v}}}$.",
    "La somma non può risultare diversa da $\\boxed{{{v}}}$.",
    "La somme ne peut pas être différente de $\\boxed{{{v}}}$.",
    "Die Summe kann nicht anders als $\\boxed{{{v}}}$ sein.",
    "ผลรวมไม่อาจเป็นค่าอื่นนอกจาก $\\boxed{{{v}}}$",
]
# The same words of difference with no negation before them deny it.
DIFFERENCE_ALONE = [
    "The product turns out different from $\\boxed{{{v}}}$.",
    "La suma es distinta de $\\boxed{{{v}}}$.",
    "La somma risulta diversa da $\\boxed{{{v}}}$.",
    "ผลรวมเป็นค่าอื่นนอกจาก $\\boxed{{{v}}}$",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(DIFFERENCE_NEGATED), filler=st.sampled_from(FILLER))
def test_a_negated_word_of_difference_affirms_the_value(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(DIFFERENCE_ALONE), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_word_of_difference_alone_denies_the_value(value: int, sentence: str, filler: str, mode: Mode) -> None:
    assert_refused(filler + sentence.format(v=value), value, mode, Reason.UNASSERTED)


# A relative clause on a negated noun, set off by a comma, carrying a preposition, or holding an operand.
NEGATED_NOUN_RELATIVES = [
    "Итак, нет такого натурального k, при котором остаток равен $\\boxed{{{v}}}$.",
    "Nie ma takiej liczby naturalnej n, dla której reszta wynosi $\\boxed{{{v}}}$.",
    "Es gibt keine ganze Zahl, deren Rest bei Division durch 7 gleich $\\boxed{{{v}}}$ ist.",
    "Neexistuje žádné přirozené číslo, pro které je zbytek roven $\\boxed{{{v}}}$.",
    "There is no positive integer whose remainder when divided by 9 equals $\\boxed{{{v}}}$.",
]


@settings(max_examples=50, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(NEGATED_NOUN_RELATIVES), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_relative_clause_on_a_negated_noun_denies_its_value(value: int, sentence: str, filler: str, mode: Mode) -> None:
    assert_refused(filler + sentence.format(v=value), value, mode, Reason.UNASSERTED)


# A negation inside a relative clause on the noun a count counts: the count is stated.
COUNTED_RELATIVES = [
    "So the number of positive divisors which are not perfect squares is $\\boxed{{{v}}}$.",
    "Die Anzahl der Karten, die nicht rot sind, beträgt $\\boxed{{{v}}}$.",
    "Количество билетов, которые не были проданы, равно $\\boxed{{{v}}}$.",
    "Liczba uczniów, którzy nie zdali egzaminu, wynosi $\\boxed{{{v}}}$.",
    "Also ist die Summe der Zahlen, die durch 3 teilbar sind und die nicht gerade sind, gleich $\\boxed{{{v}}}$.",
]
# A relative on the value's own noun describes the value: denied.
VALUE_RELATIVES = [
    "The only solution that does not satisfy the inequality is $\\boxed{{{v}}}$.",
    "Das Ergebnis, das nicht passt, ist $\\boxed{{{v}}}$.",
]


@settings(max_examples=50, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(COUNTED_RELATIVES), filler=st.sampled_from(FILLER))
def test_a_negation_in_a_relative_on_what_is_counted_is_its_own(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


@settings(max_examples=20, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(VALUE_RELATIVES), mode=MODES)
def test_a_negation_in_a_relative_on_the_value_denies_it(value: int, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value), value, mode, Reason.UNASSERTED)


# The answer as the consequence of a counterfactual condition: a hedge.  An indicative condition or a bare "would": an answer.
COUNTERFACTUAL = [
    "If the dice were identical, the count would be $\\boxed{{{v}}}$.",
    "Were repetition allowed, there would be $\\boxed{{{v}}}$ codes.",
    "Wären die Würfel gleich, ergäbe sich $\\boxed{{{v}}}$.",
    "Wenn die Würfel gleich wären, wäre die Anzahl $\\boxed{{{v}}}$.",
    "Si los dados fueran idénticos, el total sería $\\boxed{{{v}}}$.",
    "Se i dadi fossero identici, il totale sarebbe $\\boxed{{{v}}}$.",
    "Kdyby byly kostky stejné, bylo by jich $\\boxed{{{v}}}$.",
    "Если бы кости были одинаковыми, их было бы $\\boxed{{{v}}}$.",
]
INDICATIVE = [
    "If the dice are identical, the count is $\\boxed{{{v}}}$.",
    "So the count would be $\\boxed{{{v}}}$.",
    "Da die Würfel gleich sind, ist die Anzahl $\\boxed{{{v}}}$.",
    "Si los dados son idénticos, el total es $\\boxed{{{v}}}$.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(COUNTERFACTUAL), filler=st.sampled_from(FILLER), mode=MODES)
def test_an_answer_under_a_counterfactual_condition_is_a_hedge(value: int, sentence: str, filler: str, mode: Mode) -> None:
    assert_refused(filler + sentence.format(v=value), value, mode, Reason.HEDGED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(INDICATIVE), filler=st.sampled_from(FILLER))
def test_an_indicative_condition_or_a_bare_would_states_the_answer(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


# A final sentence, read by the fallback, that names the problem as its source restates a given.
SOURCE_CLAUSES = [
    "As the problem tells us, the width is {v}.",
    "Según el enunciado, el ancho mide {v}.",
    "Come dice il problema, la larghezza è {v}.",
    "Wie in der Aufgabe steht, ist die Breite {v}.",
    "Như đề bài cho, chiều rộng là {v}.",
]
OWN_SOURCES = ["As computed above, the width is {v}.", "According to our equation, the width is {v}."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(SOURCE_CLAUSES))
def test_a_final_sentence_naming_the_problem_as_its_source_is_no_answer(value: int, sentence: str) -> None:
    verdict = grade("We set up the equation and solve it.\n\n" + sentence.format(v=value), str(value))
    assert not verdict.correct and verdict.reason == Reason.NO_ANSWER, verdict


@settings(max_examples=20, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(OWN_SOURCES))
def test_the_writers_own_computation_is_no_given(value: int, sentence: str) -> None:
    assert_paid("We set up the equation and solve it.\n\n" + sentence.format(v=value), value)


# A long sentence is read from its start: a negation before an aside with values, far from the value.
LONG_DENIALS = [
    "I do not believe, after {a} and the two boundary checks at $t = {w}$ and $t = {x}$, that the total comes to $\\boxed{{{v}}}$.",
    "It is not the case, even after {a} and the substitution $u = {w}$, that the total equals $\\boxed{{{v}}}$.",
]
ASIDES = ["rereading the statement", "redoing every branch of the case analysis with the table of residues from the previous section",
          "going through the symmetric configurations one more time, carefully, in the order in which they were introduced"]


@settings(max_examples=50, deadline=None)
@given(value=VALUES, offset=OFFSETS, aside=st.sampled_from(ASIDES), sentence=st.sampled_from(LONG_DENIALS), mode=MODES)
def test_a_negation_far_before_the_value_in_a_long_sentence_denies_it(value: int, offset: int, aside: str, sentence: str, mode: Mode) -> None:
    response = "We went through the cases.\n\n" + sentence.format(v=value, w=value + offset, x=value + 2 * offset, a=aside)
    assert_refused(response, value, mode, Reason.UNASSERTED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=OFFSETS, aside=st.sampled_from(ASIDES))
def test_the_same_long_sentence_without_the_negation_states_the_value(value: int, offset: int, aside: str) -> None:
    sentence = "I am convinced, after {a} and the two boundary checks at $t = {w}$ and $t = {x}$, that the total comes to $\\boxed{{{v}}}$."
    assert_paid("We went through the cases.\n\n" + sentence.format(v=value, w=value + offset, x=value + 2 * offset, a=aside), value)


# A negated modal and a negated verb of concluding govern the value's clause: the writer cannot help stating it.
CANNOT_BUT = [
    "Non si può non riconoscere che il totale sia $\\boxed{{{v}}}$.",
    "On ne peut pas ne pas reconnaître que le total vaut $\\boxed{{{v}}}$.",
    "No se puede no reconocer que el total es $\\boxed{{{v}}}$.",
    "Man kann nicht nicht anerkennen, dass die Summe $\\boxed{{{v}}}$ ist.",
    "We cannot not admit that the total is $\\boxed{{{v}}}$.",
]
ONE_NEGATION = [
    "Non si può riconoscere che il totale sia $\\boxed{{{v}}}$.",
    "We cannot admit that the total is $\\boxed{{{v}}}$.",
    "Man kann nicht nicht anerkennen, dass die Summe nicht $\\boxed{{{v}}}$ ist.",
]


@settings(max_examples=50, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(CANNOT_BUT), filler=st.sampled_from(FILLER))
def test_cannot_but_conclude_affirms_the_value(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(ONE_NEGATION), mode=MODES)
def test_one_negation_over_the_conclusion_denies_it(value: int, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value), value, mode, Reason.UNASSERTED)


# After the answer: a denial of one value with an offer of another is a hedge; a denial of every other value is none.
OFFER_PAST_DENIAL = [
    "It is not {w}, although {x} might also be acceptable.",
    "No es {w}, aunque {x} también podría servir.",
    "Non è {w}, anche se {x} potrebbe andare bene.",
]
EVERY_OTHER_DENIED = [
    "Neither {w} nor {x} works, although both look close.",
    "Ni {w} ni {x} sirven, aunque se parezcan.",
    "The result is smaller than {x}, as it should be.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=OFFSETS, sentence=st.sampled_from(OFFER_PAST_DENIAL), mode=MODES)
def test_an_offer_past_a_denial_of_another_value_is_a_hedge(value: int, offset: int, sentence: str, mode: Mode) -> None:
    response = f"So the total is $\\boxed{{{value}}}$.\n\n" + sentence.format(w=value + offset, x=value + 2 * offset)
    assert_refused(response, value, mode, Reason.HEDGED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=OFFSETS, sentence=st.sampled_from(EVERY_OTHER_DENIED))
def test_a_denial_of_every_other_value_or_a_bound_in_a_check_offers_nothing(value: int, offset: int, sentence: str) -> None:
    assert_paid(f"So the total is $\\boxed{{{value}}}$.\n\n" + sentence.format(w=value + offset, x=value + 2 * offset), value)


# Negative concord across the verb: the verb's negator and its object's negative word are one negation, over the others.
CONCORD_OVER_OTHERS = [
    "Wśród tych liczb nie ma ani jednej poza $\\boxed{{{v}}}$, która spełnia warunek.",
    "Среди этих чисел не существует ни одного, кроме $\\boxed{{{v}}}$, которое подходит.",
    "No existe ningún número excepto $\\boxed{{{v}}}$ que cumpla la condición.",
    "Il n'existe aucun nombre sauf $\\boxed{{{v}}}$ qui convienne.",
    "Liczba ujemna odpada, więc nie ma innej możliwości niż $\\boxed{{{v}}}$.",
]
# The same verbs negating the value itself.
CONCORD_DENIED = [
    "Nie ma takiej liczby, która daje $\\boxed{{{v}}}$.",
    "Не существует ни одного числа, равного $\\boxed{{{v}}}$.",
]
# Idioms of necessity: the writer must conclude the value.
NECESSITY = [
    "We cannot help concluding that the total is $\\boxed{{{v}}}$.",
    "Man kommt nicht umhin festzustellen, dass die Summe $\\boxed{{{v}}}$ ist.",
    "Нельзя не признать, что сумма равна $\\boxed{{{v}}}$.",
]


@settings(max_examples=50, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(CONCORD_OVER_OTHERS + NECESSITY), filler=st.sampled_from(FILLER))
def test_negative_concord_over_the_others_and_idioms_of_necessity_affirm(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


@settings(max_examples=20, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(CONCORD_DENIED), mode=MODES)
def test_the_same_negations_of_the_value_deny_it(value: int, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value), value, mode, Reason.UNASSERTED)


# The value's clause nominalized as its sentence's topic: the sentence's last predicate, however far, says what holds of it.
NOMINALIZED_DENIED = [
    "したがって、答えが $\\boxed{{{v}}}$ になるということは、{filler}到底ありえない。",
    "따라서 답이 $\\boxed{{{v}}}$이 되는 것은 {filler}불가능하다.",
]
NOMINALIZED_STATED = [
    "したがって、答えが $\\boxed{{{v}}}$ になることは、{filler}明らかである。",
    "따라서 답이 $\\boxed{{{v}}}$이 되는 것은 {filler}분명하다.",
]
JA_KO_FILLERS = ["", "上の二つの条件を合わせると、", "앞의 두 조건을 함께 보면 "]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(NOMINALIZED_DENIED), filler=st.sampled_from(JA_KO_FILLERS), mode=MODES)
def test_a_negated_predicate_of_the_nominalized_clause_denies_the_value(value: int, sentence: str, filler: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value, filler=filler), value, mode, Reason.UNASSERTED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(NOMINALIZED_STATED), filler=st.sampled_from(JA_KO_FILLERS))
def test_an_affirmed_predicate_of_the_nominalized_clause_states_it(value: int, sentence: str, filler: str) -> None:
    assert_paid(sentence.format(v=value, filler=filler), value)
