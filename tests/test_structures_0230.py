"""Structures read in 0.23.0 (docs/policy.md, "Structures of 0.23.0"): a later sentence whose subject or complement is
the answer's own value under a possibility ("42 might be the answer.", "Het resultaat zou 5 kunnen zijn."), verb groups of
a possibility in verb-final clauses and after a copula ("dass die Summe 30 sein könnte", "Svaret skulle kunna vara 5"),
mistakes denied by an existential negation ("Здесь не может быть ошибки") and possible ones with no agent ("There could be
an error here"), a question whether the answer is wrong answered no or yes, the givens of a reason for the answer's value,
and a restatement with a decimal comma ("lässt sich auch als 0,75 schreiben").  Each property varies the numbers, the
wording, the language and, for later sentences, the distance from the answer."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**6)
FILLER = ["", "The steps above use only the data of the problem.\n\n",
          "The steps above use only the data of the problem.\n\nEach line follows from the one before it.\n\n"]
ANSWERS = ["The answer is $\\boxed{{{v}}}$.", "**Final answer:** {v}", "Answer: $\\boxed{{{v}}}$", "$$\\boxed{{{v}}}$$"]


# A later sentence whose subject or complement is the answer's value under a possibility: a hedge.
OWN_VALUE_OFFERED = [
    "{v} might be the answer.",
    "So {v} may well be the right total.",
    "Still, {v} might not be what the problem intends.",
    "{v} könnte die gesuchte Zahl sein.",
    "Die Summe könnte also {v} sein.",
    "Ich vermute, dass das Ergebnis {v} sein könnte.",
    "Het resultaat zou ook {v} kunnen zijn.",
    "Dus {v} kon het juiste getal zijn.",
    "{v} pourrait être le bon résultat.",
    "El {v} podría ser la respuesta correcta.",
    "{v} poderia ser o total certo.",
    "Таким образом, {v} мог бы быть правильным ответом.",
    "Svaret skulle kunna vara {v}.",
    "{v}가 맞을 수도 있어요.",
    "Most likely, {v} is the length asked for.",
    "{v} is the longer side, if I read the problem correctly.",
]
# The answer's value restated later as a fact, a property, an ability, or asked and affirmed: stated.
OWN_VALUE_STATED = [
    "{v} is indeed what the problem asks.",
    "{v} can also be reached by counting the other way.",
    "{v} may be written in other forms too.",
    "Could {v} be wrong? No: every step checks.",
    "Ist {v} falsch? Nein, jede Zeile stimmt.",
    "Die Summe muss {v} sein.",
    "Het resultaat moet {v} zijn.",
    "{v} est bien le résultat.",
    "{v} could not be wrong, since every case was counted once.",
    "{v} is the longer side, and it stays so if we swap the names of the sides.",
]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), note=st.sampled_from(OWN_VALUE_OFFERED), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_later_possibility_of_the_answers_own_value_hedges(value: int, answer: str, note: str, filler: str, mode: Mode) -> None:
    response = "We count the cases one by one.\n\n" + answer.format(v=value) + "\n\n" + filler + note.format(v=value)
    assert_refused(response, value, mode, Reason.HEDGED)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), note=st.sampled_from(OWN_VALUE_STATED), filler=st.sampled_from(FILLER))
def test_a_later_fact_property_or_affirmed_question_of_the_answers_value_states_it(value: int, answer: str, note: str, filler: str) -> None:
    assert_paid("We count the cases one by one.\n\n" + answer.format(v=value) + "\n\n" + filler + note.format(v=value), value)


# Verb groups of a possibility around the answer's own value, in verb-final clauses and after a copula.
VERB_GROUPS_OFFERED = [
    "Het antwoord zou $\\boxed{{{v}}}$ kunnen zijn.",
    "Die Antwort könnte also $\\boxed{{{v}}}$ sein.",
    "Ich denke, dass das Ergebnis $\\boxed{{{v}}}$ sein könnte.",
    "Ik denk dat het antwoord $\\boxed{{{v}}}$ zou kunnen zijn.",
    "Het antwoord zou $\\boxed{{{v}}}$ zijn indien elke doos vol was.",
    "Svaret skulle kunna vara $\\boxed{{{v}}}$.",
    "Odpowiedź mogłaby wynosić $\\boxed{{{v}}}$.",
    "정답은 $\\boxed{{{v}}}$일 수도 있습니다.",
    "Medelhastigheten torde därför vara $\\boxed{{{v}}}$ km/h.",
    "Wir schließen, dass die Fläche $\\boxed{{{v}}}$ cm² betragen könnte.",
]
VERB_GROUPS_STATED = [
    "Das Ergebnis muss $\\boxed{{{v}}}$ sein.",
    "Het antwoord moet dus $\\boxed{{{v}}}$ zijn.",
    "Het antwoord zou $\\boxed{{{v}}}$ zijn.",
    "Svaret är $\\boxed{{{v}}}$.",
    "Odpowiedź wynosi $\\boxed{{{v}}}$.",
    "정답은 $\\boxed{{{v}}}$입니다.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, template=st.sampled_from(VERB_GROUPS_OFFERED), mode=MODES)
def test_a_verb_group_of_possibility_around_the_value_hedges_it(value: int, template: str, mode: Mode) -> None:
    assert_refused("We divide the total into equal parts.\n\n" + template.format(v=value), value, mode, Reason.HEDGED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, template=st.sampled_from(VERB_GROUPS_STATED))
def test_a_verb_group_of_necessity_fact_or_a_bare_counterfactual_states_the_value(value: int, template: str) -> None:
    assert_paid("We divide the total into equal parts.\n\n" + template.format(v=value), value)


# Mistakes denied by an existential negation, possible ones with no agent, and hypothetical ones with an agent.
DENIED_MISTAKES = [
    "Здесь не может быть ошибки.",
    "Тут не может быть никакой ошибки.",
    "В этом расчёте не может быть ошибок.",
    "Qui non ci può essere alcun errore.",
    "There can be no error in this count.",
    "Hier kann es keinen Fehler geben.",
    "Er kan hier geen fout zijn.",
    "Aquí no puede haber ningún error.",
    "Tu nie może być błędu.",
]
POSSIBLE_MISTAKES = [
    "There could be an error here.",
    "Hier könnte es einen Fehler geben.",
    "Podría haber un error aquí.",
    "Mais il pourrait y avoir une erreur quelque part.",
    "Er zou hier een fout kunnen zitten.",
    "Здесь может быть ошибка.",
]
NOBODYS_MISTAKES = [
    "One could make an error here by counting ordered pairs.",
    "Se podría cometer un error contando pares ordenados.",
    "A reader might overcount by listing both orders.",
    "A hasty solver might make a mistake here by skipping the last term.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(DENIED_MISTAKES + NOBODYS_MISTAKES), filler=st.sampled_from(FILLER))
def test_a_denied_mistake_or_one_with_another_agent_leaves_the_answer(value: int, note: str, filler: str) -> None:
    assert_paid(f"We multiply the two sides.\n\n$\\boxed{{{value}}}$\n\n" + filler + note, value)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(POSSIBLE_MISTAKES), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_possible_mistake_with_no_agent_takes_the_answer_back(value: int, note: str, filler: str, mode: Mode) -> None:
    assert_refused(f"We multiply the two sides.\n\n$\\boxed{{{value}}}$\n\n" + filler + note, value, mode, Reason.UNASSERTED, Reason.HEDGED)


# A question whether the answer's value is wrong: answered no it stands, answered yes it is withdrawn.
DOUBTS_CONFIRMED = [
    "Could {v} be wrong? Yes, I added one term twice.",
    "Is {v} incorrect? Yes.",
    "Ist {v} falsch? Ja, leider.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from(DOUBTS_CONFIRMED), mode=MODES)
def test_a_question_whether_the_answer_is_wrong_answered_yes_withdraws_it(value: int, note: str, mode: Mode) -> None:
    assert_refused(f"Answer: $\\boxed{{{value}}}$\n\n" + note.format(v=value), value, mode, Reason.UNASSERTED)


# A fraction restated with a decimal comma, "also": the same value in the note's language, or another value offered.
DECIMAL_COMMA_NOTES = [
    "Das lässt sich auch als {d} schreiben.",
    "Ce résultat peut aussi s'écrire {d}.",
    "Esto también se puede escribir como {d}.",
    "Dat kan ook geschreven worden als {d}.",
]
DECIMAL_COMMA_STATEMENTS = ["Als Dezimalzahl ist das {d}.", "In decimale fa {d}."]  # (an unequal one is a known gap: docs/policy.md)


def _quarters(top: int, shift: int) -> str:
    whole, quarter = divmod(top, 4)
    return f"{whole},{quarter * 25 + shift * 5:02d}"  # top/4 exactly, or 0.05 more


@settings(max_examples=60, deadline=None)
@given(top=st.integers(min_value=1, max_value=999).filter(lambda n: n % 2), note=st.sampled_from(DECIMAL_COMMA_NOTES), shift=st.sampled_from([0, 1]))
def test_a_restatement_with_a_decimal_comma_is_the_same_value_or_another_offered(top: int, note: str, shift: int) -> None:
    verdict = grade(f"We simplify the fraction.\n\n$\\boxed{{\\frac{{{top}}}{{4}}}}$\n\n" + note.format(d=_quarters(top, shift)), f"{top}/4")
    assert verdict.correct is (shift == 0), verdict


@settings(max_examples=30, deadline=None)
@given(top=st.integers(min_value=1, max_value=999).filter(lambda n: n % 2), note=st.sampled_from(DECIMAL_COMMA_STATEMENTS))
def test_a_statement_of_the_same_value_with_a_decimal_comma_leaves_the_answer(top: int, note: str) -> None:
    verdict = grade(f"We simplify the fraction.\n\n$\\boxed{{\\frac{{{top}}}{{4}}}}$\n\n" + note.format(d=_quarters(top, 0)), f"{top}/4")
    assert verdict.correct, verdict


# An option's letter and its value joined by a word of equivalence: the letter against a letter, the value against a value.
EQUIVALENT_OPTIONS = [
    "The correct option is {l}, that is {v}.",
    "Answer: {l}, i.e. {v}",
    "Respuesta: opción {l}, es decir, {v}.",
    "Réponse : {l}, c'est-à-dire {v}.",
    "Ответ: {l}, то есть {v}.",
    "Antwort: {l}, d.h. {v}",
    "The answer is ({l}), namely {v}.",
    "Die Antwort ist ({l}), nämlich {v}.",
]


@settings(max_examples=60, deadline=None)
@given(letter=st.sampled_from("ABCDE"), other=st.sampled_from("ABCDE"), value=VALUES, template=st.sampled_from(EQUIVALENT_OPTIONS))
def test_an_option_with_its_value_after_a_word_of_equivalence_is_read_both_ways(letter: str, other: str, value: int, template: str) -> None:
    response = template.format(l=letter, v=value)
    assert grade(response, letter).correct and grade(response, str(value)).correct
    assert grade(response, other).correct is (other == letter)
    assert not grade(response, str(value + 1)).correct


# A later sentence that fronts a "whether" clause holding the answer's value, under a negated or doubting main clause.
FRONTED_DOUBTS = [
    "Ob {v} wirklich stimmt, kann ich nicht mit Sicherheit sagen.",
    "Whether {v} is right, I cannot say for certain.",
    "Czy {v} jest poprawne, nie mogę powiedzieć na pewno.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from(FRONTED_DOUBTS), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_later_fronted_whether_clause_under_a_negated_main_clause_takes_the_answer_back(value: int, note: str, filler: str, mode: Mode) -> None:
    assert_refused(f"Das Ergebnis ist $\\boxed{{{value}}}$.\n\n" + filler + note.format(v=value), value, mode, Reason.UNASSERTED, Reason.HEDGED)


# A negator before another value after the answer negates that value ("\boxed{15} است و نه ۱۲", "..., and not 12").
@settings(max_examples=40, deadline=None)
@given(value=VALUES, other=VALUES, template=st.sampled_from([
    "پس پاسخ نهایی \\boxed{{{v}}} است و نه {o}.", "So the final answer is \\boxed{{{v}}}, and not {o}.",
    "Also ist die Antwort \\boxed{{{v}}} und nicht {o}.", "Итак, ответ \\boxed{{{v}}}, а не {o}."]))
def test_a_negator_before_another_value_after_the_answer_negates_that_value(value: int, other: int, template: str) -> None:
    if other != value:
        assert_paid("Each box holds the same number of pencils.\n\n" + template.format(v=value, o=other), value)


# The other options, listed after an option word as the subject of a denial, leave the answer's option affirmed.
@settings(max_examples=40, deadline=None)
@given(answer=st.sampled_from("ABCD"), template=st.sampled_from([
    "Choices {others} are clearly impossible.", "Pilihan {others} jelas tidak mungkin.", "Les propositions {others} sont impossibles."]))
def test_other_options_listed_as_the_subject_of_a_denial_leave_the_answer(answer: str, template: str) -> None:
    others = [letter for letter in "ABCD" if letter != answer]
    note = template.format(others=", ".join(others[:-1]) + " and " + others[-1])
    verdict = grade(f"Only choice {answer} meets both conditions.\n\nSo the answer is \\boxed{{{answer}}}. " + note, answer)
    assert verdict.correct, verdict


# A restatement with a decimal comma after a box is one more member of its chain.
@settings(max_examples=40, deadline=None)
@given(top=st.integers(min_value=1, max_value=999).filter(lambda n: n % 2), shift=st.sampled_from([0, 1]),
       template=st.sampled_from(["получаем $x = \\boxed{{\\frac{{{t}}}{{4}}}}$, то есть {d}.", "Wir erhalten $x = \\boxed{{\\frac{{{t}}}{{4}}}}$, also {d}.",
                                 "On obtient $x = \\boxed{{\\frac{{{t}}}{{4}}}}$, soit {d}."]))
def test_a_restatement_with_a_decimal_comma_after_a_box_is_a_chain_member(top: int, shift: int, template: str) -> None:
    verdict = grade(template.format(t=top, d=_quarters(top, shift)), f"{top}/4")
    assert verdict.correct is (shift == 0), verdict


# A final sentence with no box or anchor that states work still to do is no answer; what someone still has is a result.
PENDING_WORK = [
    "We still need to check the case n = {v} before concluding.",
    "Ich muss noch den Fall n = {v} prüfen.",
    "Il reste encore à vérifier le cas n = {v}.",
    "Todavía tengo que comprobar el caso n = {v}.",
    "This value, {v}, still has to be verified against the drawing.",
    "Der Wert {v} muss noch überprüft werden.",
    "I have not yet checked the case n = {v}.",
]
STILL_LEFT = ["So she still has {v} apples.", "She still needs {v} more dollars.", "He still has to collect {v} more marbles.",
              "Also fehlen ihr noch {v} Euro."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(PENDING_WORK))
def test_a_final_sentence_of_work_still_to_do_is_no_answer(value: int, sentence: str) -> None:
    verdict = grade("We tried the small cases one by one.\n" + sentence.format(v=value), str(value))
    assert not verdict.correct and verdict.reason is Reason.NO_ANSWER, verdict


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(STILL_LEFT))
def test_a_final_sentence_of_what_someone_still_has_is_a_result(value: int, sentence: str) -> None:
    assert_paid("We subtract what was used from what there was.\n" + sentence.format(v=value), value)


# A question whether the answer's value is too large or wrong, answered no with work, affirms it; "no" and another value does not.
DOUBTS_DENIED = [
    "Is {v} too large for these sides? No, it is exactly the product of the two sides.",
    "Ist {v} zu groß? Nein, denn jede Seite wurde einmal gezählt.",
    "{v} — это слишком много? Нет, ровно столько и получается.",
    "{v} 是错误的答案吗？不是，计算每一步都对。",
    "{v}가 틀린 답일까요? 아니요, 계산이 맞습니다.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from(DOUBTS_DENIED), filler=st.sampled_from(FILLER))
def test_a_question_whether_the_answer_is_wrong_answered_no_affirms_it(value: int, note: str, filler: str) -> None:
    assert_paid(f"Answer: $\\boxed{{{value}}}$\n\n" + filler + note.format(v=value), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, mode=MODES)
def test_a_no_that_gives_another_value_is_no_affirmation(value: int, mode: Mode) -> None:
    assert_refused(f"Answer: $\\boxed{{{value}}}$\n\nIs {value} too large? No, it is {value + 1}.", value, mode, Reason.UNASSERTED, Reason.HEDGED,
             Reason.VALUE_MISMATCH)  # (the value after the "no" is read as a correction)


# A counterfactual of the answer's value under a condition that opens its sentence, and a hedge before the value.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from([
    "If I did not misread the sides, {v} would be the area.", "Si je ne me suis pas trompé, {v} serait l'aire.",
    "Wenn ich mich nicht verrechnet habe, wäre {v} die Fläche.", "Still, perhaps {v} is what the problem wants.",
    "Quizás {v} sea el valor buscado.", "Vielleicht ist {v} die gesuchte Zahl."]), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_later_conditioned_counterfactual_or_hedge_of_the_answers_value_hedges(value: int, note: str, filler: str, mode: Mode) -> None:
    assert_refused(f"The area is the product of the sides.\n\nThe answer is $\\boxed{{{value}}}$.\n\n" + filler + note.format(v=value), value, mode,
             Reason.HEDGED, Reason.UNASSERTED)


# A negator inside a modifier of a noun ("两门都不喜欢的学生") negates the modifier, not the value after it.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, template=st.sampled_from(["所以两门都不喜欢的人有 $\\boxed{{{v}}}$ 人。", "因此都不及格的学生有 $\\boxed{{{v}}}$ 名。"]))
def test_a_negator_inside_a_modifier_leaves_the_value(value: int, template: str) -> None:
    assert_paid("全班人数减去至少满足一个条件的人数。\n\n" + template.format(v=value), value)


# A word of possibility right before a complementizer governs the clause of the answer's value: a hedge, there or later.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, template=st.sampled_from([
    "It is possible that the answer is $\\boxed{{{v}}}$.", "Es ist möglich, dass die Antwort $\\boxed{{{v}}}$ ist.",
    "Il est possible que la réponse soit $\\boxed{{{v}}}$.", "Answer: $\\boxed{{{v}}}$\n\nIt is conceivable that {v} is the answer.",
    "Answer: $\\boxed{{{v}}}$\n\nÈ possibile che {v} sia la risposta giusta."]), mode=MODES)
def test_a_word_of_possibility_over_the_values_clause_hedges_it(value: int, template: str, mode: Mode) -> None:
    assert_refused("We add the three terms.\n\n" + template.format(v=value), value, mode, Reason.HEDGED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, template=st.sampled_from([
    "It is not possible that the answer is anything but $\\boxed{{{v}}}$.", "The smallest possible value that works is $\\boxed{{{v}}}$.",
    "Answer: $\\boxed{{{v}}}$\n\nIt is certain that {v} is the answer."]))
def test_a_negated_possibility_or_a_possible_value_states_it(value: int, template: str) -> None:
    assert_paid("We add the three terms.\n\n" + template.format(v=value), value)


# A note that the writer has not checked the answer doubts it; a check done, or one another case did not need, does not.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from([" (I haven't double-checked this)", "\n\nI have not verified this result.", " (pas encore vérifié)",
                                           "\n\nDas habe ich nicht überprüft.", "\n\nEsto todavía no lo hemos comprobado."]), mode=MODES)
def test_a_note_that_the_answer_is_unchecked_takes_it_back(value: int, note: str, mode: Mode) -> None:
    assert_refused(f"We add the three terms.\n\nAnswer: $\\boxed{{{value}}}$" + note, value, mode, Reason.UNASSERTED, Reason.HEDGED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(["I verified this by adding again.", "I did not need to check the other cases, since the sum is direct."]))
def test_a_check_done_or_not_needed_elsewhere_leaves_the_answer(value: int, note: str) -> None:
    assert_paid(f"We add the three terms.\n\nAnswer: $\\boxed{{{value}}}$\n\n" + note, value)


# An anchor in a table's cell: the answer is the next cell.  A mistake a verb of avoiding takes is no mistake made, and a
# table's heading ("| No. | ... |") is no interjection.
@settings(max_examples=30, deadline=None)
@given(value=VALUES, anchor=st.sampled_from(["**Final answer:**", "**Answer:**", "Antwort:"]), shift=st.sampled_from([0, 1]))
def test_an_anchor_in_a_tables_cell_reads_the_next_cell(value: int, anchor: str, shift: int) -> None:
    verdict = grade(f"We divide.\n\n| Quantity | Value |\n|---|---|\n| Given | 7 |\n| {anchor} | **{value + shift}** boxes |", str(value))
    assert verdict.correct is (shift == 0), verdict


@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(["Working with ordered lists avoids the usual error of counting a pair twice.",
                                           "Mit einer Tabelle vermeidet man Fehler beim Zählen.", "Une liste ordonnée évite les erreurs.",
                                           "| No. | Multiple |\n|---|---|\n| 1 | 4 |"]))
def test_an_avoided_mistake_or_a_tables_heading_leaves_the_answer(value: int, note: str) -> None:
    assert_paid(f"We count the pairs.\n\nAnswer: $\\boxed{{{value}}}$\n\n" + note, value)


# A later sentence that denies the answer's own option, named after an option word or in brackets: a withdrawal.
@settings(max_examples=30, deadline=None)
@given(answer=st.sampled_from("ABCD"), note=st.sampled_from([
    "On closer inspection, option {l} does not satisfy the condition.", "En y regardant de plus près, l'option {l} ne vérifie pas la condition.",
    "Bei genauerem Hinsehen erfüllt Option {l} die Bedingung nicht."]), mode=MODES)
def test_a_later_denial_of_the_answers_own_option_withdraws_it(answer: str, note: str, mode: Mode) -> None:
    verdict = grade(f"Only one choice fits.\n\nAnswer: $\\boxed{{{answer}}}$\n\n" + note.format(l=answer), answer, mode=mode)
    assert not verdict.correct and (mode is not Mode.EVAL or verdict.reason is Reason.UNASSERTED), verdict
