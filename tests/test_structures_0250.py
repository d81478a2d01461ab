"""Structures read in 0.25.0 (docs/policy.md, "Structures of 0.25.0"): the scope of a negation inside a relative clause, a
relative clause that withdraws another value, questions that remark on something else, hedged remarks that something new
exists, relative clauses before a modal of necessity, clause-closing endings, glued counterfactuals and reminders, and the
Italian "non ... che".  Each property varies the numbers, the wording, the language and the sentence's place in the
response, in both directions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**5)
OFFSETS = st.integers(min_value=1, max_value=50)
FILLER = ["", "Each step above uses only the data of the problem.\n\n",
          "Each step above uses only the data of the problem.\n\nThe cases do not overlap.\n\n"]
NOTES = ["", "The computation above covers every case. ", "The figure is only a sketch. The cases do not overlap. "]


# A negation inside a relative clause of the value's subject is the relative clause's: the value is stated.
RELATIVE_NEGATED = [
    "So the number of guests who did not stay for dinner is $\\boxed{{{v}}}$.",
    "The count of tickets that were never used is $\\boxed{{{v}}}$.",
    "Hence the amount of paint which is not needed comes to $\\boxed{{{v}}}$.",
    "Het aantal vakjes dat niet gekleurd wordt, is $\\boxed{{{v}}}$.",
    "Il numero di studenti che non hanno votato è $\\boxed{{{v}}}$.",
    "The number of lamps which no one switched on is $\\boxed{{{v}}}$.",
    "O número de alunos que não compareceram é $\\boxed{{{v}}}$.",
]
# The same subject with a negation of the value itself, or a relative that describes the value: denied.
RELATIVE_DENIED = [
    "So the number of guests who stayed for dinner is not $\\boxed{{{v}}}$.",
    "The number of guests who did not stay is not $\\boxed{{{v}}}$.",
    "The only value that does not satisfy the equation is $\\boxed{{{v}}}$.",
    "It is not true that the count of tickets that were used is $\\boxed{{{v}}}$.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(RELATIVE_NEGATED), filler=st.sampled_from(FILLER))
def test_a_negation_inside_a_relative_clause_of_the_subject_is_its_own(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(RELATIVE_DENIED), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_negation_of_the_value_or_of_a_relative_on_the_value_denies_it(value: int, sentence: str, filler: str, mode: Mode) -> None:
    assert_refused(filler + sentence.format(v=value), value, mode, Reason.UNASSERTED)


# After the answer, a relative clause right after another value that withdraws it names that value's failure.
FAILED_IN_RELATIVE = [
    "Solving the quadratic also gives $x = {w}$, which fails the original condition.",
    "The other root, $x = {w}$, which makes a denominator zero, is discarded.",
    "La otra raíz es x = {w}, que no satisface la ecuación original.",
    "L'autre racine donne x = {w}, qui ne vérifie pas l'équation de départ.",
    "Die zweite Lösung x = {w}, die die Ausgangsgleichung nicht erfüllt, entfällt.",
    "L'altra radice è x = {w}, che non soddisfa l'equazione iniziale.",
]
# A double negation in that relative leaves the other value standing: an offer.
STANDING_IN_RELATIVE = [
    "Solving the quadratic also gives $x = {w}$, which is not wrong either.",
    "Solving the quadratic also gives $x = {w}$, which cannot be excluded.",
    "Solving the quadratic also gives $x = {w}$, which does not fail.",
]


@settings(max_examples=50, deadline=None)
@given(value=VALUES, offset=OFFSETS, note=st.sampled_from(NOTES), sentence=st.sampled_from(FAILED_IN_RELATIVE))
def test_a_relative_clause_that_withdraws_another_value_names_its_failure(value: int, offset: int, note: str, sentence: str) -> None:
    assert_paid(f"Checking, $x = {value}$ satisfies it. So $x = \\boxed{{{value}}}$.\n\n{note}{sentence.format(w=value + offset)}", value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=OFFSETS, sentence=st.sampled_from(STANDING_IN_RELATIVE), mode=MODES)
def test_a_double_negation_in_that_relative_offers_the_other_value(value: int, offset: int, sentence: str, mode: Mode) -> None:
    response = f"Checking, $x = {value}$ satisfies it. So $x = \\boxed{{{value}}}$.\n\n{sentence.format(w=value + offset)}"
    assert_refused(response, value, mode, Reason.HEDGED, Reason.UNASSERTED)


# A question right after the answer that remarks on something else doubts nothing; one about the answer does.
REMARKING_QUESTIONS = [
    "A surprisingly tidy result for such a messy setup, don't you think?",
    "Quite a pleasant shortcut through the algebra, isn't it?",
    "Wer hätte gedacht, dass die Zeichnung so hilfreich sein würde?",
    "Un joli raccourci par la symétrie, n'est-ce pas ?",
    "这个方法比直接展开简单多了，对吧？",
]
DOUBTING_QUESTIONS = [
    "Is that really right?",
    "Or is it?",
    "Did I miscount somewhere?",
    "Is {v} really the answer?",
    "Ist das Ergebnis wirklich korrekt?",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, question=st.sampled_from(REMARKING_QUESTIONS), filler=st.sampled_from(FILLER))
def test_a_question_that_remarks_on_something_else_doubts_nothing(value: int, question: str, filler: str) -> None:
    assert_paid(f"{filler}The answer is $\\boxed{{{value}}}$.\n\n{question}", value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, question=st.sampled_from(DOUBTING_QUESTIONS), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_question_about_the_answer_doubts_it(value: int, question: str, filler: str, mode: Mode) -> None:
    assert_refused(f"{filler}The answer is $\\boxed{{{value}}}$.\n\n{question.format(v=value)}", value, mode, Reason.UNASSERTED)


# A later hedge whose clause says that something new exists, a contrast after it, remarks on something else.
EXISTING_REMARKS = [
    "Perhaps a shorter proof exists, but this one is complete.",
    "Forse esiste una costruzione più breve, ma il conto diretto è chiaro.",
    "Quizás existe una fórmula cerrada, pero aquí basta con sumar.",
    "Misschien bestaat er een kortere weg, maar deze is overzichtelijk.",
    "Vielleicht gibt es einen eleganteren Weg, aber das Nachzählen genügt.",
]
HEDGED_EXISTENCE = [
    "Perhaps no such arrangement exists at all.",
    "Forse esiste un errore nel mio conteggio.",
    "Quizás existe otra respuesta válida.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(EXISTING_REMARKS), note=st.sampled_from(NOTES))
def test_a_hedged_remark_that_something_new_exists_hedges_nothing(value: int, sentence: str, note: str) -> None:
    assert_paid(f"The answer is $\\boxed{{{value}}}$.\n\n{note}{sentence}", value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(HEDGED_EXISTENCE), note=st.sampled_from(NOTES), mode=MODES)
def test_a_hedge_of_existence_about_the_answer_or_the_work_hedges_it(value: int, sentence: str, note: str, mode: Mode) -> None:
    assert_refused(f"The answer is $\\boxed{{{value}}}$.\n\n{note}{sentence}", value, mode, Reason.HEDGED, Reason.UNASSERTED)


# A modal of necessity whose subject is the answer's noun with a relative clause before the modal: another value.
RELATIVE_MODALS = [
    "Therefore the total we collected must be {w}.",
    "So the total that they spent should be {w} euros.",
    "Donc le total qu'elles ont reçu doit être {w}.",
    "Quindi il totale che abbiamo raccolto deve essere {w}.",
    "Por lo tanto, el total que recaudaron debe ser {w}.",
]
PART_MODALS = [
    "The total that the second class collected must be {p}, as computed.",
    "The total each student collected must be {p}.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=OFFSETS, sentence=st.sampled_from(RELATIVE_MODALS), note=st.sampled_from(NOTES), mode=MODES)
def test_a_relative_clause_before_a_modal_keeps_the_noun_the_answers(value: int, offset: int, sentence: str, note: str, mode: Mode) -> None:
    response = f"Adding the two classes gives $\\boxed{{{value}}}$.\n\n{note}{sentence.format(w=value + offset)}"
    assert_refused(response, value, mode, Reason.UNASSERTED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(PART_MODALS))
def test_a_modal_with_a_restricting_relative_is_said_of_a_part(value: int, sentence: str) -> None:
    part = value // 2 + 1
    assert_paid(f"The two classes collected {part} and {value - part}, so the total is $\\boxed{{{value}}}$.\n\n{sentence.format(p=part)}", value)


# A comma after an ending that closes its clause ends the scope of a negation inside it.
CLOSED_NEGATIONS = [
    "이 방법으로는 바로 구할 수 없지만, 다른 공식으로 구한 값은 $\\boxed{{{v}}}$입니다.",
    "처음 계산은 맞지 않아서, 다시 계산한 값은 $\\boxed{{{v}}}$입니다.",
    "この方法では直接求められないが、別の公式で求めた値は $\\boxed{{{v}}}$ です。",
    "最初の計算は正しくなかったので、計算し直した値は $\\boxed{{{v}}}$ です。",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(CLOSED_NEGATIONS))
def test_a_clause_closing_ending_ends_the_negation_before_it(value: int, sentence: str) -> None:
    assert_paid(sentence.format(v=value), value)


# Glued counterfactual mistakes are named mistakes; prohibitive reminders retract nothing; a counterfactual on the givens offers.
CJK_NEUTRAL_NOTES = [
    "假如当初漏掉了最后一步，就会错算成 {w}。",
    "要是当时漏算了边上的格子，结果就会是 {w}。",
    "만약 마지막 단계를 실수로 빠뜨렸더라면 {w}이라고 답했을 것입니다.",
    "别忘了把最后一步也算进去。",
    "不要忘记检查单位。",
    "単位を書くのを忘れないでください。",
]
CJK_OFFERS = [
    "假如当初每组多一个人，结果就会是 {w}。",
    "만약 한 명이 더 있었더라면 {w}명이 되었을 것입니다.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=OFFSETS, sentence=st.sampled_from(CJK_NEUTRAL_NOTES))
def test_a_glued_counterfactual_mistake_or_a_reminder_is_neutral(value: int, offset: int, sentence: str) -> None:
    assert_paid(f"答案是 $\\boxed{{{value}}}$。\n\n{sentence.format(w=value + offset)}", value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=OFFSETS, sentence=st.sampled_from(CJK_OFFERS), mode=MODES)
def test_a_glued_counterfactual_on_the_givens_offers_its_value(value: int, offset: int, sentence: str, mode: Mode) -> None:
    assert_refused(f"答案是 $\\boxed{{{value}}}$。\n\n{sentence.format(w=value + offset)}", value, mode, Reason.HEDGED)


# Italian "non ... che" over the negated verb group alone is "only"; "non è che" is an idiom of denial.
ITALIAN_ONLY = [
    "Il risultato non può che essere $\\boxed{{{v}}}$.",
    "La somma non può essere che $\\boxed{{{v}}}$.",
    "Il totale, spese comprese, non può che essere di $\\boxed{{{v}}}$ euro.",
]


@settings(max_examples=30, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(ITALIAN_ONLY), filler=st.sampled_from(FILLER))
def test_italian_non_che_restricts_to_the_value(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


@settings(max_examples=20, deadline=None)
@given(value=VALUES, mode=MODES)
def test_italian_non_e_che_denies(value: int, mode: Mode) -> None:
    assert_refused(f"Non è che $\\boxed{{{value}}}$ sia il risultato.", value, mode, Reason.UNASSERTED)


# A true equation that uses the answer's value, after it, is a check by substitution; one without it offers its result.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, other=st.integers(min_value=2, max_value=999), sign=st.sampled_from(["+", "\\cdot"]),
       verb=st.sampled_from(["Also the sum ${e}$ works.", "And ${e}$ fits the second condition too.", "Auch ${e}$ passt.",
                             "De plus, ${e}$ convient aussi."]))
def test_a_true_equation_on_the_answers_value_is_a_check(value: int, other: int, sign: str, verb: str) -> None:
    result = value + other if sign == "+" else value * other
    equation = f"{value} {sign} {other} = {result}"
    assert_paid(f"So $x = \\boxed{{{value}}}$.\n\n{verb.format(e=equation)}", value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, other=st.integers(min_value=2, max_value=999), mode=MODES)
def test_an_equation_without_the_answers_value_offers_its_result(value: int, other: int, mode: Mode) -> None:
    first, second = value + 1, value + 1 + other  # neither operand is the answer's value
    assert_refused(f"So $x = \\boxed{{{value}}}$.\n\nAlso ${first} + {second} = {first + second}$ works.", value, mode, Reason.HEDGED, Reason.UNASSERTED)


# A relative clause set off by commas holds its negation, unless its noun names a value.
SET_OFF_RELATIVES = [
    "Die Zahl der Karten, die nicht verkauft wurden, beträgt $\\boxed{{{v}}}$.",
    "Het aantal stoelen, dat niet bezet was, is $\\boxed{{{v}}}$.",
    "Liczba biletów, których nie sprzedano, wynosi $\\boxed{{{v}}}$.",
    "The number of cards, which were never sold, is $\\boxed{{{v}}}$.",
]
VALUE_RELATIVES = [
    "Der einzige Wert, der die Bedingung nicht erfüllt, ist $\\boxed{{{v}}}$.",
    "Jedyną wartością, która nie spełnia warunku, jest $\\boxed{{{v}}}$.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(SET_OFF_RELATIVES), filler=st.sampled_from(FILLER))
def test_a_relative_clause_set_off_by_commas_holds_its_negation(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(VALUE_RELATIVES), mode=MODES)
def test_a_set_off_relative_on_a_value_noun_denies_it(value: int, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value), value, mode, Reason.UNASSERTED)


# A response ends at its first end-of-turn token: another turn's reasoning and box are not read.
@settings(max_examples=30, deadline=None)
@given(value=VALUES, other=VALUES, token=st.sampled_from(["<|im_end|>", "<|eot_id|>", "<end_of_turn>"]))
def test_the_first_end_of_turn_token_ends_the_response(value: int, other: int, token: str) -> None:
    response = (f"<think>\nCounting gives {value}.\n</think>\nThe answer is $\\boxed{{{value}}}$.{token}\n"
                f"<|im_start|>assistant\n<think>\nMaybe not.\n</think>\nThe answer is $\\boxed{{{other}}}$.")
    assert_paid(response, value)


# Work written after a preposition of an operation is an operand: no result offered.
@settings(max_examples=30, deadline=None)
@given(value=VALUES, n=st.integers(min_value=2, max_value=7),
       sentence=st.sampled_from(["Each choice is unordered, so we divide by ${n}!$.", "That is why the count is multiplied by $2 \\cdot {n}$.",
                                 "Deshalb wird durch ${n}!$ geteilt."]))
def test_work_after_an_operations_preposition_is_an_operand(value: int, n: int, sentence: str) -> None:
    assert_paid(f"**Final Answer**\n\n\\[\n\\boxed{{{value}}}\n\\]\n\n{sentence.format(n=n)}", value)


def test_every_false_friend_language_writes_letters_beyond_ascii() -> None:
    """lexicons.read_false_friends returns an ASCII text at once: it may, since a text reads as a false friend's language only
    where a letter of LANGUAGE_LETTERS stands, and none is ASCII."""
    from strictgrade._tables import FALSE_FRIENDS, LANGUAGE_LETTERS

    assert set(FALSE_FRIENDS) <= set(LANGUAGE_LETTERS)
    assert not any(letter.isascii() for letters in LANGUAGE_LETTERS.values() for letter in letters)
