"""Structures read in 0.18.0 (docs/policy.md, "Structures of 0.18.0"): an anchor whose noun a mistake word modifies
names a wrong answer (``anchors._names_a_wrong_answer``), a display block after the answer is one statement
(``layout.one_line_displays``), a false friend read by the letters of its text (``lexicons.read_false_friends``), a
compound holds no verb of mistake and a doubled withdrawal fills its clause, the verbs of checking in their other forms,
and the words of alternatives, conditions, validity and approximation of more languages.  Each property varies the
numbers and the wording, in the settings where the verdict does not turn on the reward whitelist."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import affirmed, modes as MODES, note_after_box

HEAD = "Counting the unordered pairs gives the total."

# A wrong answer named by an anchor whose noun a mistake word modifies, after the box: a named mistake, neutral.
WRONG_ANSWER_NOTES = [
    "常见的错误答案是 {other}，因为把顺序也算进去了。",
    "错的答案是 {other}。",
    "よくある間違った答えは {other} です。",
    "誤った答えは{other}です。",
    "흔한 틀린 답은 {other}입니다.",
    "Typische falsche Antwort: {other} (doppelt gezählt).",
    "Częsta błędna odpowiedź to {other}.",
    "Mauvaise réponse fréquente : {other}.",
]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(WRONG_ANSWER_NOTES), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_an_anchor_of_a_wrong_answer_names_a_mistake(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# Without a box: the anchor of the wrong answer is read past, and the writer's anchor after it states the answer.
WRONG_THEN_RIGHT = [
    "常见的错误答案是 {other}。正确答案是 {own}。",
    "Falsche Antwort: {other}. Richtige Antwort: {own}.",
    "間違いの答えは {other} です。正しい答えは {own} です。",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(WRONG_THEN_RIGHT), st.integers(2, 99999), st.integers(2, 99999))
def test_the_anchor_of_a_wrong_answer_is_read_past(text: str, own: int, other: int) -> None:
    other = other + 1 if other == own else other
    verdict = grade("Work.\n\n" + text.format(own=own, other=other), str(own))
    assert verdict.correct and verdict.reason is Reason.EQUAL, (text, verdict)


# A correction before the anchor is no modifier of its noun: the later anchor states another value.
@settings(max_examples=30, deadline=None)
@given(st.integers(2, 99999), st.integers(2, 99999))
def test_a_correction_before_an_anchor_still_states_its_value(own: int, other: int) -> None:
    verdict = note_after_box(HEAD, "我修正了错误后答案是 {other}。", own, other)
    assert not verdict.correct, verdict


# A check in a display block over several lines is one statement: its last line is no value of its own.
@settings(max_examples=50, deadline=None)
@given(st.integers(2, 40), st.integers(2, 99), st.integers(1, 999), st.sampled_from(["align*", "aligned", "eqnarray*", "$$"]), MODES)
def test_a_check_in_a_display_block_is_one_statement(a: int, x: int, b: int, environment: str, mode: Mode) -> None:
    rows = f"{a}({x}) + {b} &= {a * x} + {b} \\\\\n&= {a * x + b}"
    block = f"$$\n{rows.replace('&', '')}\n$$" if environment == "$$" else f"\\begin{{{environment}}}\n{rows}\n\\end{{{environment}}}"
    response = f"Solve ${a}x + {b} = {a * x + b}$.\n\n$$x = \\boxed{{{x}}}$$\n\n**Check**\n\n{block}"
    verdict = grade(response, str(x), mode=mode)
    assert affirmed(verdict, mode), (response, verdict)


# Work redone after the answer, in a block or a sentence opened by a verb of checking in any form, concludes otherwise.
REDONE = [
    "Rechecking:\n\\begin{{align*}}\n{a}x &= {total} \\\\\nx &= {other}\n\\end{{align*}}",
    "Rechecking: ${a}x = {total}$, so $x = {other}$.",
    "Double-checking: {total}/{a} = {other}, so x = {other}.",
    "Recomputing: ${a}x = {total}$, so $x = {other}$.",
]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(REDONE), st.integers(2, 40), st.integers(2, 999), st.integers(2, 999), MODES)
def test_work_redone_to_another_value_refuses(note: str, a: int, own: int, other: int, mode: Mode) -> None:
    other = other + 1 if other == own else other
    response = f"Solve ${a}x = {a * other}$.\n\n$x = \\boxed{{{own}}}$\n\n" + note.format(a=a, total=a * other, other=other)
    verdict = grade(response, str(own), mode=mode)
    assert not verdict.correct, (response, verdict)


# Another value after an adverb of alternatives, a condition or a first-person conditional, in more languages: a hedge.
OFFERED = [
    "In alternativa, contando anche il bordo, si arriva a {other}.",
    "Alternativamente, incluindo a borda, obtém-se {other}.",
    "Alternativement, en incluant le bord, on trouve {other}.",
    "Como alternativa, incluyendo el borde, sale {other}.",
    "Seandainya tepinya ikut dihitung, jumlahnya menjadi {other}.",
    "Andaikan urutan diperhatikan, hasilnya {other}.",
    "Non escluderei però {other}, se il bordo conta.",
    "Direi comunque che anche {other} ha senso.",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(OFFERED), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_another_value_offered_in_more_languages_hedges(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert not verdict.correct and verdict.reason in (Reason.HEDGED, Reason.UNASSERTED), (note, verdict)


# A negated claim of validity of the answer's value, in the verbs of holding, working and attaining of more languages.
DENIED = [
    "En y regardant de plus près, ce {own} ne tient pas.",
    "Wartość {own} nigdy nie jest osiągana.",
    "Maar {own} werkt niet, want de noemer wordt nul.",
    "Aber {own} gilt nicht für alle Fälle.",
    "Hodnota {own} není nikdy dosažena.",
    "Pero {own} no funciona en el segundo caso.",
]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(DENIED), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_a_denied_validity_verb_withdraws_the_answer(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert not verdict.correct and verdict.reason in (Reason.UNASSERTED, Reason.HEDGED), (note, verdict)


# Czech and Slovak "chyba" is a mistake; Polish "chyba" (probably) hedges: the letters of the text decide.
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Poznámka: {other} je typická chyba – prohozené číslice.", "Častá chyba je {other}, kdy se počítá dvakrát.",
                        "Pozor, {other} je častá chyba."]), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_a_czech_mistake_is_neutral(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Součet je", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Chyba jednak {other}.", "Wynik to chyba {other}, ale nie jestem pewna."]), st.integers(2, 99999),
       st.integers(2, 99999), MODES)
def test_a_polish_probably_hedges(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Suma wynosi", note, own, other, mode)
    assert not verdict.correct, (note, verdict)


# A word of approximation before the value, in Tamil.
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["தோராயமாக", "சுமார்", "ஏறக்குறைய"]), st.integers(2, 99999), MODES)
def test_a_tamil_approximation_bounds_the_value(word: str, value: int, mode: Mode) -> None:
    verdict = grade(f"பரப்பளவு {word} $\\boxed{{{value}}}$ சதுர மீட்டர்.", str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


# Another value set off after its noun, or standing alone, as the subject of a predicate that condemns it: named to be
# rejected, not offered.  The same subject with a predicate that keeps it possible offers it.
CONDEMNED_SUBJECTS = [
    "Another value, {other}, does not satisfy the condition.",
    "Another candidate, {other}, fails the second condition.",
    "Another root, {other}, is negative and is rejected.",
    "Otro valor, {other}, no cumple la condición.",
    "Ein anderer Wert, {other}, erfüllt die Bedingung nicht.",
    "Un autre candidat, {other}, ne convient pas.",
    "Un altro valore, {other}, non soddisfa la condizione.",
    "Другое значение, {other}, не подходит.",
    "Inna wartość, {other}, nie spełnia warunku.",
    "Outro valor, {other}, é rejeitado.",
]
KEPT_SUBJECTS = [
    "Another answer, {other}, would also be correct.",
    "Another value, {other}, is not excluded.",
    "Ein anderer Wert, {other}, ist nicht ausgeschlossen.",
    "Un autre candidat, {other}, ne peut pas être exclu.",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONDEMNED_SUBJECTS), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_another_value_condemned_as_a_subject_is_not_offered(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(KEPT_SUBJECTS), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_another_value_kept_possible_as_a_subject_is_offered(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert not verdict.correct and verdict.reason in (Reason.HEDGED, Reason.UNASSERTED), (note, verdict)


# A later sentence that names the answer (its value, or a demonstrative and a noun) and negates a claim of validity, in the
# word orders and morphology of more languages: a verb that carries its negation, a particle written apart, a negator
# that closes the predicate, a connective with no commas.
DENIALS_MORE = [
    ("Výsledok je", "Toto číslo však zadanú podmienku nespĺňa."),
    ("Az eredmény", "Ez az érték azonban soha nem érhető el."),
    ("Tulos on", "Tämä arvo ei kuitenkaan toteuta yhtälöä."),
    ("Το αποτέλεσμα είναι", "Όμως η τιμή {own} δεν επιτυγχάνεται ποτέ."),
    ("النتيجة", "لكن هذه القيمة لا تتحقق أبدًا."),
    ("Rezultatul este", "Dar {own} nu verifică ecuația inițială."),
    ("Sonuç", "Ancak {own} değeri hiçbir zaman elde edilemez."),
    ("Die Summe ist", "Dieser Wert kommt jedoch nie vor."),
    ("Die Summe ist", "Dieser Wert erfüllt die Gleichung jedoch nicht."),
    ("The sum is", "But {own} is not allowed by the problem."),
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(DENIALS_MORE), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_a_denial_of_the_answer_in_more_languages(case: tuple, own: int, other: int, mode: Mode) -> None:
    head, note = case
    verdict = note_after_box(head, note, own, other, mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, (note, verdict)


# A question about the answer's value, answered no right after it: the answer is withdrawn; answered yes, it stands.
@settings(max_examples=50, deadline=None)
@given(st.sampled_from([("Does {own} really satisfy the congruence?", "It does not."), ("Does {own} really satisfy the congruence?", "No."),
                        ("Erfüllt {own} die Kongruenz?", "Nein."), ("¿Cumple {own} la condición?", "No.")]),
       st.integers(2, 99999), MODES)
def test_a_question_about_the_answer_answered_no_withdraws_it(case: tuple, own: int, mode: Mode) -> None:
    question, reply = case
    verdict = grade(f"So the answer is $\\boxed{{{own}}}$. {question.format(own=own)} {reply}", str(own), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 99999))
def test_a_question_about_the_answer_answered_yes_keeps_it(own: int) -> None:
    verdict = grade(f"So the answer is $\\boxed{{{own}}}$. Does {own} really satisfy the congruence? Yes, it does.", str(own))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


# Notes that name other values as mistakes under a section title, in a clause whose subject is left out or an anaphor.
MISTAKE_NOTES = [
    "### Errores comunes\n- Algunos responden {other}, pero esa es otra cantidad; es un error de lectura.",
    "### Common mistakes\n- Some answer {other}; that is a reading error.",
    "### Typische Fehler\n- Wer den Umfang berechnet, erhält {other}; das ist hier falsch.",
    "### Pièges fréquents\n- Certains répondent {other} ; c'est une erreur de lecture.",
]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(MISTAKE_NOTES), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_a_mistake_named_under_a_title_is_neutral(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# A relative clause after another value: with a copula calling it valid it offers it; negating its validity it names it
# wrong; a question offering it, answered no, offers nothing.
RELATIVE_OFFERS = [
    "Retirer le bord donne {other}, ce qui est correct.",
    "Otro método da {other}, lo cual es válido.",
    "Counting the corners too gives {other}, which is also right.",
]
RELATIVE_DENIALS = [
    "Counting the corners too gives {other}, which is not correct.",
    "Another count gives {other}, which does not work.",
    "Could it be {other}? No: the corners are counted once.",
    "Is {other} possible? No, it is not.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RELATIVE_OFFERS), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_a_relative_clause_calling_another_value_valid_offers_it(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert not verdict.correct and verdict.reason is Reason.HEDGED, (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RELATIVE_DENIALS), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_another_value_denied_by_its_relative_clause_or_a_reply_is_neutral(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)
