"""Structures read in 0.30.0 (docs/policy.md, "Structures of 0.30.0"): a unit letter written in prose, a doubt whose
complement is the result's validity and a negated verb of solving, at any distance after the answer, and a negated claim
whose complement excludes every other value.  Each property varies the numbers, the wording, the language and the
distance from the answer, in both directions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_paid, assert_refused, box, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**5)
UNIT_LETTERS = st.sampled_from(["m", "g", "s", "L", "h", "N", "J", "W", "V"])
POWERS = st.sampled_from(["", "", "^2", "^3", "²"])
STOPS = st.sampled_from(["", ".", " ", ".\n"])


# --- a unit letter written in prose ----------------------------------------------------------------------

PROSE_ANCHORS = ["**Answer:** {v} {u}", "Final answer: ${v}$ {u}", "Réponse finale : {v} {u}", "**Antwort:** {v} {u}",
                 "Ответ: ${v}$ {u}", "La respuesta es {v} {u}"]
BOXED_PROSE = ["The length is $\\boxed{{{v}}}$ {u}", "**Final Answer:** $\\boxed{{{v}}}$ {u}", "Итого: $\\boxed{{{v}}}$ {u}",
               "\\[\\boxed{{{v}}}\\] {u}"]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, unit=UNIT_LETTERS, power=POWERS, stop=STOPS, form=st.sampled_from(PROSE_ANCHORS + BOXED_PROSE))
def test_a_unit_letter_in_prose_after_the_number_is_a_unit(value: int, unit: str, power: str, stop: str, form: str) -> None:
    response = form.format(v=value, u=unit + power) + stop
    assert_paid(response, value)


@settings(max_examples=50, deadline=None)
@given(value=VALUES, unit=UNIT_LETTERS, stop=STOPS, form=st.sampled_from(BOXED_PROSE))
def test_a_unit_letter_after_the_box_passes_the_reward_ending(value: int, unit: str, stop: str, form: str) -> None:
    verdict = grade(form.format(v=value, u=unit) + stop, str(value), mode=Mode.REWARD)
    assert verdict.correct, verdict


@settings(max_examples=50, deadline=None)
@given(value=VALUES, unit=UNIT_LETTERS, form=st.sampled_from(["Final answer: ${v} {u}$", "The answer is $\\boxed{{{v} {u}}}$.",
                                                             "**Answer:** $\\boxed{{{v}\\,{u}}}$"]))
def test_a_single_letter_inside_math_stays_a_term(value: int, unit: str, form: str) -> None:
    verdict = grade(form.format(v=value, u=unit), str(value))
    assert not verdict.correct, verdict


@settings(max_examples=40, deadline=None)
@given(value=VALUES, letter=st.sampled_from(["M", "k", "B", "K", "x", "t"]), form=st.sampled_from(PROSE_ANCHORS + BOXED_PROSE))
def test_a_letter_that_is_no_unit_symbol_is_no_unit(value: int, letter: str, form: str) -> None:
    """The scale letters (M, k, B) change the value; other letters are no listed unit symbol."""
    verdict = grade(form.format(v=value, u=letter), str(value), mode=Mode.REWARD)
    assert not verdict.correct, verdict


# --- the writer's doubt of the result, or a problem not solved, at any distance after the answer ---------

ANSWERS = ["So the long side is $\\boxed{{{v}}}$ cm.", "**Final Answer:** $\\boxed{{{v}}}$", "Ответ: $\\boxed{{{v}}}$.",
           "Die Antwort ist $\\boxed{{{v}}}$."]
# What stands between the answer and the note: nothing, a remark, a heading and a remark.
FILLER = ["\n\n", "\n\nThe table above lists both sides. ", "\n\n## Reflection\n\nI used the perimeter twice in my scratch work.\n\n",
          "\n\n---\n\nAll numbers above come from the statement. "]
DOUBTS = ["I am not sure this result is correct.", "I'm not entirely sure that this answer is right.",
          "Ich bin mir nicht sicher, ob dieses Ergebnis stimmt.", "Je ne suis pas sûr que ce résultat soit correct.",
          "No estoy seguro de que este resultado sea correcto.", "Ancak bu sonucun doğru olduğundan emin değilim.",
          "I could not fully solve the problem.", "I was not able to solve the problem completely.",
          "Die Aufgabe konnte ich nicht vollständig lösen.", "Je n'ai pas pu résoudre complètement le problème.",
          "No pude resolver el problema por completo.", "Я не смог до конца решить задачу.", "Non sono riuscito a risolvere il problema.",
          "Não consegui resolver o problema.", "Problemi tam olarak çözemedim.", "この問題は最後まで解けませんでした。"]
# The same notes turned: a certainty, a doubt of something else, another person's doubt, a negated doubt.
NOT_DOUBTS = ["I am sure this result is correct.", "I am not sure there is a shorter way.", "I have no doubt this result is correct.",
              "Students are often not sure whether such a result is correct.", "Ich bin mir sicher, dass dieses Ergebnis stimmt.",
              "Je suis sûr que ce résultat est correct.", "I could solve the problem in two ways.", "Problemi iki yolla çözdüm."]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), doubt=st.sampled_from(DOUBTS), mode=MODES)
def test_a_later_doubt_of_the_result_or_an_unsolved_problem_withdraws_the_answer(value: int, answer: str, filler: str, doubt: str,
                                                                                  mode: Mode) -> None:
    assert_refused(answer.format(v=value) + filler + doubt, value, mode, Reason.UNASSERTED, Reason.HEDGED, Reason.NO_ANSWER)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), note=st.sampled_from(NOT_DOUBTS))
def test_a_certainty_or_a_doubt_of_something_else_leaves_the_answer(value: int, answer: str, filler: str, note: str) -> None:
    assert_paid(answer.format(v=value) + filler + note, value)


# --- a negated claim whose complement excludes every other value -----------------------------------------

NEGATED_CLAIMS = ["It is not true that the answer could be anything other than {b}.", "It is false that the answer is anything but {b}.",
                  "It's not true that the count is anything except {b}.", "Il n'est pas vrai que la réponse puisse être autre chose que {b}.",
                  "No es cierto que la respuesta sea distinta de {b}."]
DENYING_CLAIMS = ["It is not true that the answer is {b}.", "It is false that the count is {b}.", "John claims the answer is anything other than {b}."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, claim=st.sampled_from(NEGATED_CLAIMS))
def test_a_negated_claim_that_excludes_the_other_values_affirms(value: int, claim: str) -> None:
    assert_paid("Testing every case leaves one value.\n\n" + claim.format(b=box(value)), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, claim=st.sampled_from(DENYING_CLAIMS), mode=MODES)
def test_a_negated_or_reported_claim_of_the_value_denies_it(value: int, claim: str, mode: Mode) -> None:
    assert_refused("Testing every case leaves one value.\n\n" + claim.format(b=box(value)), value, mode, Reason.UNASSERTED)


# --- the reward setting: a box restated at once by an anchor line ------------------------------------------

RESTATING_ANCHORS = ["Respuesta: {v}", "Final Answer: The final answer is {v}. I hope it is correct.", "# Answer\n\n{v}", "**Answer:** {v}",
                     "Ответ: {v}", "答案：{v}"]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, anchor=st.sampled_from(RESTATING_ANCHORS), close=st.sampled_from(["$.", "$", "$ ✅", "$ apples."]))
def test_in_the_reward_setting_a_box_restated_at_once_is_paid(value: int, anchor: str, close: str) -> None:
    response = f"So the count is $\\boxed{{{value}}}" + close + "\n\n" + anchor.format(v=value)
    verdict = grade(response, str(value), mode=Mode.REWARD)
    assert verdict.correct, verdict


# --- practice problems in paragraphs, mistakes that tend to happen -----------------------------------------

PRACTICE_HEADINGS = ["### Задачи для самостоятельной работы", "## Practice problems", "## Exercices", "## 课后练习", "**Übungsaufgaben**"]
PROBLEM_LABELS = ["**Задача {n}.**", "**Problem {n}.**", "**Exercice {n} :**", "**练习 {n}**", "**Aufgabe {n}:**"]
ANSWER_LINES = ["Ответ: {o}.", "Answer: {o}", "Réponse : {o}", "答案：{o}", "Antwort: {o}"]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=st.integers(min_value=1, max_value=50), heading=st.sampled_from(PRACTICE_HEADINGS), label=st.sampled_from(PROBLEM_LABELS),
       line=st.sampled_from(ANSWER_LINES), count=st.integers(min_value=1, max_value=3))
def test_a_practice_sections_numbered_problems_answer_other_questions(value: int, offset: int, heading: str, label: str, line: str, count: int) -> None:
    problems = "\n\n".join(label.format(n=n) + f" Solve $x + {n} = {value + offset + n}$.\n" + line.format(o=value + offset + n) for n in range(1, count + 1))
    assert_paid(f"$$\\boxed{{{value}}}$$\n\n" + heading + "\n\n" + problems, value)


TENDENCIES = ["这一步最容易被忽略。", "学生常常忽略这一步。", "符号を見落としがちなので注意しましょう。", "単位を忘れやすいので気をつけてください。"]
OWN_MISTAKES = ["我的计算忽略了一步，答案不对。", "私は符号を間違えました。"]


@settings(max_examples=30, deadline=None)
@given(value=VALUES, tendency=st.sampled_from(TENDENCIES))
def test_a_mistake_that_tends_to_happen_withdraws_nothing(value: int, tendency: str) -> None:
    assert_paid(f"所以答案是 $\\boxed{{{value}}}$。\n\n" + tendency, value)


@settings(max_examples=20, deadline=None)
@given(value=VALUES, mistake=st.sampled_from(OWN_MISTAKES), mode=MODES)
def test_the_writers_own_mistake_still_withdraws(value: int, mistake: str, mode: Mode) -> None:
    assert not grade(f"所以答案是 $\\boxed{{{value}}}$。\n\n" + mistake, str(value), mode=mode).correct


# --- a negated claim of uniqueness, and exceptives written after their object -----------------------------

UNIQUENESS_DENIED = ["Non è vero che l'unica risposta possibile sia {b}.", "No es cierto que la única respuesta sea {b}.",
                     "Es stimmt nicht, dass die einzige Lösung {b} ist.", "It is not true that the only possible answer is {b}.",
                     "I'm not sure that the only answer is {b}."]
POSTPOSED = ["答案不可能是 {b} 以外的任何数。", "答案不会是 {b} 之外的数。", "答えは {b} 以外ではありえない。"]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, claim=st.sampled_from(UNIQUENESS_DENIED), mode=MODES)
def test_a_denied_uniqueness_makes_the_value_one_of_several(value: int, claim: str, mode: Mode) -> None:
    verdict = grade(claim.format(b=box(value)), str(value), mode=mode)
    assert not verdict.correct and (mode is Mode.REWARD or verdict.reason in (Reason.HEDGED, Reason.UNASSERTED)), verdict


@settings(max_examples=30, deadline=None)
@given(value=VALUES, claim=st.sampled_from(POSTPOSED))
def test_a_negation_before_a_postposed_exceptive_is_about_the_others(value: int, claim: str) -> None:
    assert_paid("逐一列举即可。\n\n" + claim.format(b=box(value)), value)


# --- degrees after the box, certainty over the value, differences, a denial in a later clause ---------------

DEGREE_FORMS = ["$\\boxed{{{v}}}^\\circ$", "$\\boxed{{{v}}}^{{\\circ}}$", "$\\boxed{{{v}}}°$", "$\\angle A = \\boxed{{{v}}}^\\circ$", "$\\boxed{{{v}}}$°C"]


@settings(max_examples=40, deadline=None)
@given(value=st.integers(min_value=1, max_value=359), form=st.sampled_from(DEGREE_FORMS), mode=MODES, stop=st.sampled_from(["", ".", " ✅"]))
def test_the_degree_sign_after_the_box_is_its_unit(value: int, form: str, mode: Mode, stop: str) -> None:
    verdict = grade("The angle is " + form.format(v=value) + stop, str(value), mode=mode)
    assert verdict.correct, verdict


CERTAIN_OVER = ["Dass die gesuchte Anzahl {b} ist, daran besteht kein Zweifel.", "Que la suma sea {b}, no lo dudo.",
                "Bu yüzden cevabın {b} olduğundan hiç şüphem yok.", "Bu yüzden cevabın {b} olduğundan şüphe yok."]
DOUBTED_OVER = ["Dass die gesuchte Anzahl {b} ist, daran habe ich Zweifel.", "Que la suma sea {b}, lo dudo.",
                "Bu yüzden cevabın {b} olduğundan şüpheliyim."]


@settings(max_examples=30, deadline=None)
@given(value=VALUES, claim=st.sampled_from(CERTAIN_OVER))
def test_a_denied_doubt_over_the_value_is_certainty(value: int, claim: str) -> None:
    assert_paid("Die Rechnung ist oben.\n\n" + claim.format(b=box(value)), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, claim=st.sampled_from(DOUBTED_OVER), mode=MODES)
def test_a_doubt_over_the_value_hedges_it(value: int, claim: str, mode: Mode) -> None:
    assert_refused("Die Rechnung ist oben.\n\n" + claim.format(b=box(value)), value, mode, Reason.HEDGED, Reason.UNASSERTED)


SAME = ["The count cannot differ from {v}.", "It is not possible for the count to differ from {v}, since each pair gives one divisor.",
        "The count does not differ from {v}.", "El número no puede ser distinto de {v}."]
OTHER = ["On reflection the count differs from {v}.", "The count can differ from {v}.", "So the count is different from {v}."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, note=st.sampled_from(SAME), filler=st.sampled_from(FILLER))
def test_a_later_negated_difference_affirms_the_answer(value: int, note: str, filler: str) -> None:
    assert_paid(f"The answer is $\\boxed{{{value}}}$." + filler + note.format(v=value), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(OTHER), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_later_difference_from_the_answer_denies_it(value: int, note: str, filler: str, mode: Mode) -> None:
    assert_refused(f"The answer is $\\boxed{{{value}}}$." + filler + note.format(v=value), value, mode, Reason.UNASSERTED, Reason.HEDGED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, lead=st.sampled_from(["Eine Breite von {v} würde eine negative Länge ergeben", "A width of {v} would give a negative length",
                                           "Con {v} el área sería negativa"]),
       denial=st.sampled_from(["also kann die Breite auf keinen Fall {v} sein.", "so the width cannot be {v}.", "así que el ancho no puede ser {v}."]))
def test_a_denial_in_a_later_clause_of_the_sentence_is_read(value: int, lead: str, denial: str) -> None:
    verdict = grade(f"Also ist die Breite $\\boxed{{{value}}}$.\n\nProbe: " + lead.format(v=value) + ", " + denial.format(v=value), str(value))
    assert not verdict.correct, verdict


# --- an answer key's claim, and the writer's agreement with it -----------------------------------------------

KEY_CLAIMS = ["The answer key at the back of the book states {b}.", "The textbook lists {b} as the answer.", "The official solution reports {b}.",
              "Das Lösungsheft nennt {b}."]
AGREEING = ["It agrees with what the textbook states: the mean score is {b}.", "As the answer key says, the mean score is {b}.",
            "This matches what the book says: the mean score is {b}.", "As the official solution also says, the answer is {b}.",
            "Come dice anche il libro, la risposta è {b}.", "Isso confere com o que o gabarito diz: a resposta é {b}."]


@settings(max_examples=30, deadline=None)
@given(value=VALUES, claim=st.sampled_from(KEY_CLAIMS), mode=MODES)
def test_an_answer_keys_claim_is_not_the_writers(value: int, claim: str, mode: Mode) -> None:
    assert_refused("We count the arrangements.\n" + claim.format(b=box(value)), value, mode, Reason.UNASSERTED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, claim=st.sampled_from(AGREEING))
def test_the_writers_clause_over_a_saying_states_the_value(value: int, claim: str) -> None:
    assert_paid(f"Mean: ${4 * value} \\div 4 = {value}$.\n\n" + claim.format(b=box(value)), value)
