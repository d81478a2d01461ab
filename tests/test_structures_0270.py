"""Structures read in 0.27.0 (docs/policy.md, "Structures of 0.27.0"): an exceptive whose value carries its variable's name
or stands inside its clause, a mistake inside a supposition after the answer, a check label and what it found, a check by
substitution through fractions, conditions opened by a verb or a free relative in the verb-second languages, and a mistake
that a glued negator or a negated existence denies.  Each property varies the numbers, the wording, the language and the
distance from the answer, in both directions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**5)
OFFSETS = st.integers(min_value=1, max_value=50)
NAMES = st.sampled_from(["x", "y", "n", "t", "x_1"])
# Paragraphs between the answer and a note: the notes are read at any distance.
FILLER = ["", "The computation above used each step once.\n\n",
          "The computation above used each step once.\n\n## Remarks\n\nNo step divided by zero.\n\n"]


# An exceptive before a value with its variable's name, or inside its clause, and a negation of every other value after it.
EXCEPTED = [
    "The equation is linear, so apart from ${n} = \\boxed{{{v}}}$ there is no solution.",
    "Hence, except ${n}=\\boxed{{{v}}}$, there are no solutions.",
    "Die Gleichung ist linear, also gibt es außer ${n} = \\boxed{{{v}}}$ keine Lösung.",
    "Die Gleichung hat außer ${n} = \\boxed{{{v}}}$ keine weitere Lösung.",
    "Así que, aparte de ${n} = \\boxed{{{v}}}$, no hay ninguna solución.",
    "Donc, à part ${n} = \\boxed{{{v}}}$, il n'y a aucune solution.",
]
# The value itself in the scope of the negation is denied.
DENIED = [
    "So there is no solution ${n} = \\boxed{{{v}}}$.",
    "Die Gleichung hat keine Lösung ${n} = \\boxed{{{v}}}$.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, name=NAMES, sentence=st.sampled_from(EXCEPTED))
def test_an_exceptive_with_a_named_value_affirms_it(value: int, name: str, sentence: str) -> None:
    assert_paid(sentence.format(n=name, v=value), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, name=NAMES, sentence=st.sampled_from(DENIED), mode=MODES)
def test_a_named_value_in_the_scope_of_a_negation_is_denied(value: int, name: str, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(n=name, v=value), value, mode, Reason.UNASSERTED)


# A mistake inside a supposition, its consequence counterfactual and about no value: nobody's mistake.
SUPPOSED = [
    "Solving it twice is a good habit: if one of the two runs contained an arithmetic slip, the results would disagree.",
    "Why both methods? If either of them held an error, the two totals would not match.",
    "Un buen hábito: si uno de los dos cálculos tuviera un error, los resultados no serían iguales.",
    "A remark: had I made a mistake in the second step, the check below would have failed.",
]
# A mistake stated, or a supposition whose consequence says the answer would be wrong.
MISTAKE_STATED = [
    "Honestly: I made an arithmetic slip somewhere above.",
    "Unless I misread the problem, this number would not be correct.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(SUPPOSED), filler=st.sampled_from(FILLER))
def test_a_supposed_mistake_withdraws_nothing(value: int, note: str, filler: str) -> None:
    assert_paid(f"The answer is $\\boxed{{{value}}}$.\n\n{filler}{note}", value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(MISTAKE_STATED), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_stated_mistake_withdraws_the_answer(value: int, note: str, filler: str, mode: Mode) -> None:
    assert_refused(f"The answer is $\\boxed{{{value}}}$.\n\n{filler}{note}", value, mode, Reason.UNASSERTED)


# A check label and what the check found about the givens: a check done.
CHECKS_DONE = [
    "Verification: in three quarters of an hour at 4 km/h the walker covers exactly 3 km.",
    "Check: the two parts together give the whole length again.",
    "Перевірка: за три чверті години при швидкості 4 км/год пішохід проходить рівно 3 км.",
    "Проверка: за три четверти часа при скорости 4 км/ч пешеход проходит ровно 3 км.",
    "Sprawdzenie: obie części razem dają całą długość.",
    "Επαλήθευση: τα δύο μέρη μαζί δίνουν ολόκληρο το μήκος.",
    "ตรวจสอบ: ผลรวมตรงกับจำนวนคนในแต่ละแถว",
]
# A label whose check asks, or breaks off.
CHECKS_OPEN = [
    "Verification: is 0.75 h at 4 km/h really 3 km?",
    "Перевірка: чи справді це 3 км?",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(CHECKS_DONE), filler=st.sampled_from(FILLER))
def test_a_check_label_and_its_finding_conclude(value: int, note: str, filler: str) -> None:
    assert_paid(f"**Answer:** $\\boxed{{{value}}}$\n\n{filler}{note}", value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(CHECKS_OPEN), mode=MODES)
def test_a_check_label_that_asks_is_no_conclusion(value: int, note: str, mode: Mode) -> None:
    assert_refused(f"**Answer:** $\\boxed{{{value}}}$\n\n{note}", value, mode, Reason.UNASSERTED)


@settings(max_examples=60, deadline=None)
@given(top=st.integers(min_value=1, max_value=40), bottom=st.integers(min_value=2, max_value=40),
       other=st.integers(min_value=1, max_value=40), label=st.sampled_from(["Check", "Verification", "Επαλήθευση", "Проверка"]))
def test_a_check_through_fractions_holds_or_states_another_result(top: int, bottom: int, other: int, label: str) -> None:
    from fractions import Fraction

    answer, subtracted = Fraction(top, bottom), Fraction(other, bottom + 1)
    rest = answer - subtracted
    if rest <= 0 or answer.denominator == 1 or rest.denominator == 1:
        return
    frac = lambda value: f"\\frac{{{value.numerator}}}{{{value.denominator}}}"  # noqa: E731
    response = f"The answer is $\\boxed{{{frac(answer)}}}$.\n\n{label}: ${frac(answer)} - {frac(subtracted)} = {frac(rest)}$."
    verdict = grade(response, frac(answer))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict
    wrong = rest + Fraction(1, rest.denominator * 7)
    verdict = grade(response.replace(f"= {frac(rest)}$", f"= {frac(wrong)}$"), frac(answer))
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


# A condition opened by the finite verb and a subject pronoun, or by a free relative: another value under it is offered.
VERB_FIRST = [
    "Zählt man allerdings auch die Diagonalen mit, kommt man auf {w}.",
    "Unterscheidet man die beiden Rollen, erhält man {w}.",
    "Telt men de diagonalen ook mee, dan krijgt men {w}.",
    "Räknar man även diagonalerna, får man {w}.",
    "Wer die beiden Rollen unterscheidet, kommt auf {w}.",
    "Wie de twee rollen onderscheidt, bijvoorbeeld een voorzitter en een secretaris, komt op {w} uit.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=OFFSETS, note=st.sampled_from(VERB_FIRST), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_verb_first_condition_offers_its_value(value: int, offset: int, note: str, filler: str, mode: Mode) -> None:
    response = f"**Antwort:** $\\boxed{{{value}}}$\n\n{filler}{note.format(w=value + offset)}"
    assert_refused(response, value, mode, Reason.HEDGED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from(VERB_FIRST[:2] + VERB_FIRST[4:5]), filler=st.sampled_from(FILLER))
def test_a_verb_first_condition_that_restates_the_answer_checks_it(value: int, note: str, filler: str) -> None:
    assert_paid(f"**Antwort:** $\\boxed{{{value}}}$\n\n{filler}{note.format(w=value).replace(' auf ', ' wieder auf ')}", value)


# A mistake word with a glued negator before it, or a negated existence after it: "no mistake".
NO_MISTAKE = ["没错。", "这一步没错。", "计算没有错。", "この計算に間違いはない。", "計算に誤りはありません。", "どの段階にも間違いはなかった。"]
MISTAKE = ["我算错了。", "这一步算错了。", "計算に間違いがあった。", "計算を間違えた。"]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(NO_MISTAKE))
def test_a_denied_mistake_in_a_glued_script_keeps_the_answer(value: int, note: str) -> None:
    assert_paid(f"所以答案是 $\\boxed{{{value}}}$。{note}", value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from(MISTAKE), mode=MODES)
def test_an_affirmed_mistake_in_a_glued_script_withdraws_it(value: int, note: str, mode: Mode) -> None:
    assert_refused(f"所以答案是 $\\boxed{{{value}}}$。{note}", value, mode, Reason.UNASSERTED)


# A negated vouching of the writer after the answer doubts it; an affirmed one, or one whose object is another clause, does not.
VOUCHING_DENIED = [
    ", though I cannot say this for certain.", ", but I can't guarantee it.", ". I can't claim that with confidence.",
    ", aber das kann ich nicht mit Sicherheit sagen.", ", aunque no puedo asegurarlo.",
]
VOUCHING_AFFIRMED = [". I can say this with certainty.", ", and I cannot see any other way to fill the grid."]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(VOUCHING_DENIED), mode=MODES)
def test_a_negated_vouching_after_the_answer_refuses_it(value: int, note: str, mode: Mode) -> None:
    assert_refused(f"The answer is $\\boxed{{{value}}}${note}", value, mode, Reason.UNASSERTED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(VOUCHING_AFFIRMED))
def test_an_affirmed_vouching_keeps_the_answer(value: int, note: str) -> None:
    assert_paid(f"The answer is $\\boxed{{{value}}}${note}", value)


# A value in a clause that "whether" opens is asked; a case split makes the value one case of several.
ASKED = ["It remains open whether $n = {v}$ is really correct.", "Daher bleibt offen, ob $n = {v}$ tatsächlich stimmt.",
         "Es bleibt unklar, ob $x = {v}$ die letzte Bedingung erfüllt."]
CASE_SPLITS = ["Result: if order matters the answer is {w}, if not it is $\\boxed{{{v}}}$.",
               "If order matters there are {w} ways; if not, there are $\\boxed{{{v}}}$.",
               "Si el orden importa son {w}; si no, son $\\boxed{{{v}}}$.",
               "Wenn die Reihenfolge zählt, sind es {w}, wenn nicht, $\\boxed{{{v}}}$."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(ASKED))
def test_a_value_in_a_whether_clause_is_asked(value: int, sentence: str) -> None:
    verdict = grade("The first part holds.\n\n" + sentence.format(v=value), str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=OFFSETS, sentence=st.sampled_from(CASE_SPLITS), mode=MODES)
def test_one_case_of_a_case_split_is_a_hedge(value: int, offset: int, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value, w=value + offset), value, mode, Reason.HEDGED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, condition=st.sampled_from(["If n is even", "When the order is ignored", "Si n es par"]))
def test_one_indicative_condition_states_the_answer(value: int, condition: str) -> None:
    assert_paid(f"{condition}, the count is $\\boxed{{{value}}}$.", value)


# A source's claim is the source's.
SOURCES = ["According to the textbook, the answer is {v}.", "According to the answer key at the back of the book, the answer is {v}.",
           "Según el solucionario, la respuesta es {v}.", "Selon le corrigé, la réponse est {v}."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(SOURCES))
def test_an_answer_keys_claim_is_not_the_writers(value: int, sentence: str) -> None:
    verdict = grade("I could not finish the computation.\n\n" + sentence.format(v=value), str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


# A restated form after the box is a chain member: equal keeps the answer, another value is wrong.
RESTATING = ["In simplest form this is ${f}$.", "As a fraction this is ${f}$.", "This can also be written as ${f}$.",
             "Vereinfacht ist das ${f}$.", "Written differently, this is ${f}$."]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, factor=st.integers(min_value=2, max_value=9), sentence=st.sampled_from(RESTATING), filler=st.sampled_from(FILLER))
def test_a_restated_form_is_compared_with_the_answer(value: int, factor: int, sentence: str, filler: str) -> None:
    equal = f"\\frac{{{value * factor}}}{{{factor}}}"
    paid = grade(f"The answer is $\\boxed{{{value}}}$.\n\n{filler}{sentence.format(f=equal)}", str(value))
    assert paid.correct, paid
    wrong = grade(f"The answer is $\\boxed{{{value}}}$.\n\n{filler}{sentence.format(f=value + 1)}", str(value))
    assert not wrong.correct and wrong.reason is Reason.VALUE_MISMATCH, wrong


# A negation after "but" inside the relative clause on what is counted is that clause's.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, first=st.integers(min_value=2, max_value=20), second=st.integers(min_value=21, max_value=40),
       noun=st.sampled_from(["count", "number"]))
def test_but_not_inside_a_counted_relative_keeps_the_count(value: int, first: int, second: int, noun: str) -> None:
    assert_paid(f"The {noun} of integers that are divisible by {first} but not by {second} is $\\boxed{{{value}}}$.", value)


# A mistake word with a word of frequency in its clause and no first person is a kind of mistake: nobody's.
KINDS_OF_MISTAKE = ["Let us verify this, since sign slips are common in such problems.", "Vorzeichenfehler sind hier häufig, deshalb prüfen wir noch einmal.",
                    "Los errores de signo son frecuentes en estos problemas, así que lo comprobamos.", "Typical mistakes here are sign slips."]
WRITERS_MISTAKES = ["I made a common error here.", "Ich habe einen häufigen Fehler gemacht."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from(KINDS_OF_MISTAKE), filler=st.sampled_from(FILLER))
def test_a_kind_of_mistake_withdraws_nothing(value: int, note: str, filler: str) -> None:
    assert_paid(f"**Final Answer:** $\\boxed{{{value}}}$\n\n{filler}{note}\n\nThe check gives {value} again, so it is confirmed.", value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(WRITERS_MISTAKES), mode=MODES)
def test_the_writers_common_mistake_withdraws_the_answer(value: int, note: str, mode: Mode) -> None:
    assert_refused(f"**Final Answer:** $\\boxed{{{value}}}$\n\n{note}", value, mode, Reason.UNASSERTED)


# A later sentence that asks whether the answer's value holds hedges it; one that settles it does not.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, filler=st.sampled_from(FILLER),
       note=st.sampled_from(["It remains open whether $n = {v}$ is correct.", "Pozostaje pytanie, czy $x = {v}$ rzeczywiście spełnia równanie.",
                             "Ob $x = {v}$ wirklich stimmt, bleibt offen, denn ich habe nicht eingesetzt."]))
def test_a_later_question_whether_the_answer_holds_hedges_it(value: int, filler: str, note: str) -> None:
    verdict = grade(f"Answer: $\\boxed{{{value}}}$\n\n{filler}{note.format(v=value)}", str(value))
    assert not verdict.correct and verdict.reason in (Reason.HEDGED, Reason.UNASSERTED), verdict


# "add up to" is a verb of summing with its particle, no bound; "up to" after a copula bounds the value.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, verb=st.sampled_from(["add up to", "adds up to", "sum up to", "added up to", "all add up to"]),
       subject=st.sampled_from(["The angles", "The probabilities", "The three parts", "Together the shares"]))
def test_add_up_to_states_the_total(value: int, verb: str, subject: str) -> None:
    assert_paid(f"{subject} {verb} $\\boxed{{{value}}}$.", value)


@settings(max_examples=20, deadline=None)
@given(value=VALUES, mode=MODES)
def test_up_to_after_a_copula_is_a_bound(value: int, mode: Mode) -> None:
    assert_refused(f"The number of guests is up to $\\boxed{{{value}}}$.", value, mode, Reason.HEDGED)
