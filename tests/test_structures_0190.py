"""Structures read in 0.19.0 (docs/policy.md, "Structures of 0.19.0"): a negated claim of validity read by its scope, a
clause after a colon or a full-width comma read as a note on an anchored answer, a clause ending in a negation before a
clause of reason, questions and their replies (``extract/questions.py``), an anaphor set equal to another value, a bound
denied past its negators, an objection's noun, the anaphor of a later clause taking the value before it as a mistake,
"either" without its "or", a statement given to another person by a source or a verb of saying, and numbers written in
words.  Each property varies the numbers and the wording; the settings where the verdict turns on the reward whitelist
are read through ``affirmed``."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade, grade_candidate

from ._strategies import affirmed, modes as MODES, note_after_box

HEAD = "Counting the arrangements case by case gives the total."


# A negated claim of validity inside a clause that a negated noun governs is a double negation: it affirms.
DOUBLY_NEGATED = [
    "There is no case in which {own} does not work.",
    "No arrangement exists where {own} is not valid.",
    "There is no reading of the problem under which {own} does not hold.",
    "It is not true that {own} does not work.",
]
# The same claim, governed by nothing, denies the answer.
DENIED = [
    "Checking the second constraint again, {own} does not work.",
    "Sadly {own} is not valid here.",
    "On reflection {own} does not hold.",
]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(DOUBLY_NEGATED), st.integers(2, 99999), MODES)
def test_a_negated_validity_under_a_negated_noun_affirms(note: str, own: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, own + 1, mode)
    assert affirmed(verdict, mode), (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(DENIED), st.integers(2, 99999), MODES)
def test_a_negated_validity_alone_denies(note: str, own: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, own + 1, mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, (note, verdict)


# After an anchored answer a clause set off by a colon, a semicolon or a full-width comma is a note: read, not compared.
ANCHORED_WITH_CLAUSE = [
    ("The answer is {own}: no other value satisfies both conditions.", True),
    ("La respuesta es {own}: ningún otro valor cumple las condiciones.", True),
    ("答案是 {own}，除此之外没有别的数满足条件。", True),
    ("Die Antwort ist {own}; kein anderer Wert erfüllt beide Bedingungen.", True),
    ("The answer is {own}: wait, that is wrong.", False),
    ("答案是 {own}，也可能不是。", False),
]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(ANCHORED_WITH_CLAUSE), st.integers(2, 99999))
def test_a_clause_after_an_anchored_answer_is_a_note(case: tuple, own: int) -> None:
    text, paid = case
    verdict = grade(HEAD + "\n\n" + text.format(own=own), str(own))
    assert verdict.correct is paid, (text, verdict)


# A sentence whose first clauses end in a negation, before a clause of reason, takes the answer back.
NEGATED_BEFORE_REASON = [
    "Moment, das stimmt so nicht, da habe ich mich verzählt.",
    "Moment, das stimmt leider nicht, weil ein Fall fehlt.",
    "Hmm, no, because I forgot a pair.",
]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(NEGATED_BEFORE_REASON), st.integers(2, 99999), MODES)
def test_a_negation_before_a_reason_takes_the_answer_back(note: str, own: int, mode: Mode) -> None:
    verdict = grade(f"{HEAD}\n\nAntwort: {own}. {note}", str(own), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, (note, verdict)


# A question about another value settled against it by its reply (no to its validity, yes to its mistake, no with the
# value named only to deny or explain it) offers nothing; one settled for it (yes to its validity, no to its mistake)
# makes it valid; a question about the answer answered yes is a check.
DENIED_QUESTIONS = [
    "Could the intended answer be {other} instead? No — {other} is a common multiple, but not the least one.",
    "Is {other} possible? No, because {other} counts each pair twice.",
    "Liệu đáp án có thể là {other} không? Không, vì {other} là kết quả của phép cộng.",
    "Is {other} too small? Yes.",
    "Is {other} wrong? Yes, since it ignores a pair.",
    "Does {other} work? No.",
    "Could it be {other}? No, because {other} = {other} + 0 counts a pair twice.",
]
AFFIRMED_OTHERS = [
    "Is the answer {other}? Hmm, yes.",
    "Could it be {other}? Yes.",
    "Ist die Antwort {other}? Ja.",
    "Could it be {other}? No, it is {other} after all.",
    "Is {other} wrong? No, it is right.",
    "Does {other} work? Yes.",
]
CHECKS = [
    "Is this right? Yes, because every case was counted once.",
    "这个答案对吗？对，因为每种情况只算了一次。",
    "Stimmt das? Ja, denn jeder Fall wurde einmal gezählt.",
]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(DENIED_QUESTIONS), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_a_question_about_another_value_answered_no_offers_nothing(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(AFFIRMED_OTHERS), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_a_question_about_another_value_answered_yes_refuses(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert not verdict.correct, (note, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(CHECKS), st.integers(2, 99999), MODES)
def test_a_question_answered_yes_is_a_check(note: str, own: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, own + 1, mode)
    assert affirmed(verdict, mode), (note, verdict)


# An anaphor set equal to another value alone gives the answer that value; to its own value it restates it.
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["It is {v}.", "Das ist {v}.", "C'est {v}.", "So it is {v}."]), st.integers(2, 99999), st.integers(2, 99999))
def test_an_anaphor_set_equal_to_a_value(note: str, own: int, other: int) -> None:
    other = other + 1 if other == own else other
    assert not grade(f"{HEAD}\n\nSo the answer is {own}.\n\n" + note.format(v=other), str(own)).correct
    assert grade(f"{HEAD}\n\nSo the answer is {own}.\n\n" + note.format(v=own), str(own)).correct


# A negator between a verb of bound and the value denies the bound, not the value.
BOUNDS_NEVER_EXCEEDED = [
    "Il prodotto non supera mai {own}.",
    "Das Produkt übersteigt nie {own}.",
    "Le produit ne dépasse jamais {own}.",
    "The product never exceeds {own}.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(BOUNDS_NEVER_EXCEEDED), st.integers(2, 99999), MODES)
def test_a_bound_past_its_negators_denies_no_value(note: str, own: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, own + 1, mode)
    assert affirmed(verdict, mode), (note, verdict)


# An objection raised and denied defends the answer; the answer's own value denied still withdraws it.
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["That objection does not hold up.", "The critics are wrong.", "That objection is mistaken."]),
       st.integers(2, 99999), MODES)
def test_an_objection_denied_defends_the_answer(reply: str, own: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, "Someone might object that {own} cannot be reached. " + reply, own, own + 1, mode)
    assert affirmed(verdict, mode), (reply, verdict)


# The anaphor of a later clause takes the value before it as a mistake, whoever gave that value.
MISTAKEN_EARLIER = [
    "I first got {other}; that was a reading error.",
    "Jag skrev {other} först, men det var ett tryckfel.",
    "A common slip gives {other} (i.e. ${other} + 0$), which is wrong.",
    "Facit i läroboken anger {other}, men det är ett tryckfel.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MISTAKEN_EARLIER), st.integers(2, 99999), st.integers(2, 99999), MODES)
def test_an_earlier_value_named_a_mistake_is_neutral(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# A statement given to another person is theirs; a source that is no person leaves it the writer's.
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["According to {name}, the answer is {v}.", "Según {name}, la respuesta es {v}.",
                        "Selon {name}, la réponse est {v}.", "{name} dice que la respuesta es {v}.", "{name} says the answer is {v}."]),
       st.sampled_from(["John", "Marie", "Juan", "Ana"]), st.integers(2, 99999))
def test_a_statement_given_to_a_person_is_theirs(text: str, name: str, own: int) -> None:
    verdict = grade("I could not finish the system.\n\n" + text.format(name=name, v=own), str(own))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, (text, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["According to the formula, the answer is {v}.", "Selon le tableau, la réponse est {v}.",
                        "Therefore, according to our computation, the answer is {v}."]), st.integers(2, 99999))
def test_a_source_that_is_no_person_leaves_the_statement_the_writers(text: str, own: int) -> None:
    assert grade("We compute.\n\n" + text.format(v=own), str(own)).correct, text


# Numbers written in words: the CJK numerals from 0 to 99, and eleven to twenty in the languages of the tables.
_CJK = "零一二三四五六七八九"


def _cjk(value: int) -> str:
    if value < 10:
        return _CJK[value]
    return (_CJK[value // 10] if value >= 20 else "") + "十" + (_CJK[value % 10] if value % 10 else "")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 99), st.integers(0, 99))
def test_cjk_numerals_are_their_numbers(value: int, other: int) -> None:
    assert grade_candidate(_cjk(value), str(value)).correct
    assert grade_candidate(_cjk(value), str(other)).correct is (value == other)
    assert grade(f"答案是{_cjk(value)}。", str(value)).correct


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("douze", 12), ("zwölf", 12), ("quince", 15), ("diciotto", 18), ("dezenove", 19), ("двадцать", 20)]))
def test_number_words_from_eleven_to_twenty(case: tuple) -> None:
    word, value = case
    assert grade_candidate(word, str(value)).correct
    assert not grade_candidate(word, str(value + 1)).correct


# A kind of mistake named and described after the answer ("Another mistake: ...") withdraws nothing; what it describes
# is read as any note ("Another error: the answer above is wrong" withdraws it).
KINDS_OF_MISTAKES = [
    "Another mistake: assuming a student can be picked twice.",
    "One more error — thinking that a pair can be counted twice.",
    "Ещё одна ошибка — считать, что один ученик может быть выбран дважды.",
    "Otro error es pensar que un alumno puede elegirse dos veces.",
    "Un autre piège : croire qu'un élève peut être choisi deux fois.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(KINDS_OF_MISTAKES), st.integers(2, 99999), MODES)
def test_a_kind_of_mistake_described_is_neutral(note: str, own: int, mode: Mode) -> None:
    verdict = note_after_box(HEAD, "- " + note, own, own + 1, mode)
    assert affirmed(verdict, mode), (note, verdict)


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 99999))
def test_the_description_of_a_kind_of_mistake_is_read(own: int) -> None:
    verdict = note_after_box(HEAD, "Another error: the answer above is wrong.", own, own + 1)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


# The answer's value restated under an approximation after it hedges it; a clause of reason after a restated value holds
# its givens.
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["The area comes to approximately {own} square units.", "So the result is roughly {own}.",
                        "Die Fläche beträgt ungefähr {own}."]), st.integers(2, 99999))
def test_the_answer_restated_as_approximate_hedges(note: str, own: int) -> None:
    verdict = note_after_box(HEAD, note, own, own + 1)
    assert not verdict.correct and verdict.reason is Reason.HEDGED, (note, verdict)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 9999), st.integers(2, 9999))
def test_a_reason_after_the_restated_answer_holds_givens(own: int, other: int) -> None:
    note = "Even if the input had been {other} instead, the count would still be exactly {own}, because nothing changes below {other}."
    verdict = note_after_box(HEAD, note, own, other)
    assert verdict.correct, verdict


# A signature after the answer ends nothing when evaluating, and is not on the reward whitelist.
@settings(max_examples=30, deadline=None)
@given(st.integers(2, 99999), st.sampled_from(["— Tutor Max", "— Ana Ruiz, Math Club", "-- The Helper"]))
def test_a_signature_after_the_answer(own: int, signature: str) -> None:
    text = f"{HEAD}\n\nFinal Answer: {own}\n\nI hope this helps!\n{signature}"
    assert grade(text, str(own)).correct
    assert not grade(text, str(own), mode=Mode.REWARD).correct


# A neutral adjunct after an anchored value is read past ("12 in total", "5 after all", "12 insgesamt").
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["The answer is {v} in total.", "So the answer is ${v}$ after all.", "Die Antwort ist {v} insgesamt.",
                        "La respuesta es {v} en total."]), st.integers(2, 99999), st.integers(2, 99999))
def test_a_neutral_adjunct_after_an_anchored_value(text: str, own: int, other: int) -> None:
    assert grade(HEAD + "\n\n" + text.format(v=own), str(own)).correct, text
    other = other + 1 if other == own else other
    assert grade(HEAD + "\n\n" + text.format(v=other), str(own)).reason is Reason.VALUE_MISMATCH, text
