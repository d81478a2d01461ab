"""Structures read in 0.28.0 (docs/policy.md, "Structures of 0.28.0"): a negation ends with its sentence, a defined
footnote's marks are labels, a check that starts from the answer's value or works up to it, a named answer denied before
the first number of its sentence, a question of the other values settled by its reply, the clause that describes a denied
value and a counterfactual aside of one.  Each property varies the numbers, the wording, the language and the distance from
the answer, in both directions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**5)
SMALL = st.integers(min_value=3, max_value=400)
def _assert_as_labelled(response: str, value: int, honest: bool) -> None:
    """Paid when ``honest``, else refused as offering another value (in the evaluation setting)."""
    if honest:
        assert_paid(response, value)
    else:
        assert_refused(response, value, Mode.EVAL, Reason.HEDGED)


# Paragraphs between the answer and a note: the notes are read at any distance.
FILLER = ["", "The computation above used each step once.\n\n",
          "The computation above used each step once.\n\n## Remarks\n\nNo step divided by zero.\n\n"]


# A sentence that ends with a negation, then a sentence that states the answer: the negation ends with its sentence.
NEGATION_ENDS = [
    "Does {o} work? It does not.\n\n",
    "I tried {o} first, and it is definitely not.\n\n",
    "Could the total be {o}? Certainly not! ",
    "Is {o} the count? No it is not! ",
    "¿Es {o}? No lo es. ",
    "Ist {o} richtig? Keineswegs nicht. ",
]
ANSWER_SENTENCES = ["The answer is $\\boxed{{{v}}}$.", "Hence the total is \\(\\boxed{{{v}}}\\).", "So the count is $\\boxed{{{v}}}$"]
# The negation reaches the value inside its own sentence: an ellipsis, a display after a blank line.
NEGATION_REACHES = ["The answer is not... $\\boxed{{{v}}}$.", "The area is not\n\n$$\\boxed{{{v}}}$$", "The answer is not yet $\\boxed{{{v}}}$."]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, offset=SMALL, negation=st.sampled_from(NEGATION_ENDS), answer=st.sampled_from(ANSWER_SENTENCES))
def test_a_negation_ends_with_its_sentence(value: int, offset: int, negation: str, answer: str) -> None:
    assert_paid(negation.format(o=value + offset) + answer.format(v=value), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(NEGATION_REACHES), mode=MODES)
def test_a_negation_reaches_the_value_of_its_own_sentence(value: int, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value), value, mode, Reason.UNASSERTED)


# A defined footnote after the answer: its marks are labels, its text a note.
HONEST_FOOTNOTES = ["Rotations count as one seating.", "The sides are not diagonals.", "Nous comptons chaque paire une fois."]
OFFERING_FOOTNOTES = ["If reflections counted as the same, it would be {o}.", "Si l'on comptait aussi les côtés, on obtiendrait {o}."]
LABELS = st.sampled_from(["1", "2", "a", "note"])


@settings(max_examples=60, deadline=None)
@given(value=VALUES, label=LABELS, note=st.sampled_from(HONEST_FOOTNOTES), filler=st.sampled_from(FILLER))
def test_a_defined_footnote_is_a_label_and_a_note(value: int, label: str, note: str, filler: str) -> None:
    response = f"**Final Answer:** $\\boxed{{{value}}}$[^{label}]\n\n{filler}[^{label}]: {note}"
    assert_paid(response, value)
    assert grade(response, str(value), mode=Mode.REWARD).reason is Reason.UNASSERTED  # a note is no neutral piece


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, label=LABELS, note=st.sampled_from(OFFERING_FOOTNOTES), mode=MODES)
def test_a_footnote_that_offers_another_value_hedges(value: int, offset: int, label: str, note: str, mode: Mode) -> None:
    response = f"The answer is $\\boxed{{{value}}}$[^{label}].\n\n[^{label}]: " + note.format(o=value + offset)
    assert_refused(response, value, mode, Reason.HEDGED)


# A check that starts from the answer's value (its first equation substitutes it) or works up to it.
SUBSTITUTING = [
    "Verification: the exterior angle is then $180^\\circ - {v}^\\circ = {e}^\\circ$, and the exterior angles make $360^\\circ$, as they must.",
    "Check: $200 - {v} = {d}$, so {d} are left over, as the problem says.",
    "Vérification : $200 - {v} = {d}$, et il en reste donc {d}, comme l'énoncé l'indique.",
]
WORKING_UP = [
    "Quick check: if we subtract one part at a time, ${a} - {b} = {m}$, and then ${m} - {c} = {v}$, so the result matches.",
    "Quick check: if we subtract the purchases one at a time, {a} − {b} = {m}, and then {m} − {c} = {v}, so the change matches.",
    "Kontrolle: ${a} - {b} = {m}$ und ${m} - {c} = {v}$, das passt.",
]


@settings(max_examples=60, deadline=None)
@given(value=st.integers(min_value=2, max_value=179), check=st.sampled_from(SUBSTITUTING), filler=st.sampled_from(FILLER))
def test_a_check_that_substitutes_the_answer_concludes_nothing_else(value: int, check: str, filler: str) -> None:
    note = check.format(v=value, e=180 - value, d=200 - value)
    assert_paid(f"The answer is $\\boxed{{{value}}}$.\n\n{filler}{note}", value)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, b=SMALL, c=SMALL, check=st.sampled_from(WORKING_UP))
def test_work_that_reaches_the_answer_offers_none_of_its_steps(value: int, b: int, c: int, check: str) -> None:
    note = check.format(a=value + b + c, b=b, m=value + c, c=c, v=value)
    assert_paid(f"**Answer:** {value} dollars\n\n{note}", value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, b=SMALL, c=SMALL, mode=MODES)
def test_work_under_a_condition_that_ends_elsewhere_offers_it(value: int, b: int, c: int, mode: Mode) -> None:
    other = value + 1
    note = f"If one more part were removed, ${other + b + c} - {b} = {other + c}$ and ${other + c} - {c} = {other}$ would remain."
    assert_refused(f"**Answer:** {value}\n\n{note}", value, mode, Reason.HEDGED)


# A named answer denied before the first number of its sentence, whatever numbers follow.
NAMED_DENIALS = [
    "However, this value is never actually attained, since $(x-3)^2 > 0$ for every $x$.",
    "Yet this maximum is never actually reached by $g$.",
    "Pourtant, cette valeur n'est jamais atteinte : dès que $x \\neq 0$ on a $x^2 + 1 > 1$.",
    "Ce maximum n'est jamais atteint par la fonction.",
    "Yet this value can never be reached, because $(t-3)^2$ stays positive, so $g$ only gets arbitrarily close to {v}.",
    "But this number does not fit, since $2 \\cdot 3 = 6$.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, denial=st.sampled_from(NAMED_DENIALS), filler=st.sampled_from(FILLER), mode=MODES)
def test_a_named_answer_denied_before_its_sentences_numbers_is_withdrawn(value: int, denial: str, filler: str, mode: Mode) -> None:
    assert_refused(f"So the maximum is $\\boxed{{{value}}}$.\n\n{filler}" + denial.format(v=value), value, mode, Reason.UNASSERTED)


# A question about the other values, naming none, answered no: the answer is affirmed; answered with another value: offered.
OTHERS_QUESTIONS = [
    ("Could any other positive integer work? No.", True),
    ("Could any other positive integer work? No: the function is increasing, so the root is unique.", True),
    ("¿Podría servir otro entero positivo? No.", True),
    ("Could any other positive integer work? Yes, {o} also does.", False),
    ("Is there another solution? Yes.", False),
    ("Gibt es eine andere Lösung? Ja.", False),
    ("Did we rule out the other values? Yes.", True),
    ("Könnte ein anderer Wert passen? Nein.", True),
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=SMALL, pair=st.sampled_from(OTHERS_QUESTIONS), filler=st.sampled_from(FILLER))
def test_a_question_of_the_other_values_is_settled_by_its_reply(value: int, offset: int, pair: tuple, filler: str) -> None:
    note, honest = pair
    _assert_as_labelled(f"So $n = \\boxed{{{value}}}$.\n\n{filler}" + note.format(o=value + offset), value, honest)


# The clause after a denied value that describes it ("not 53 as you would get by adding 33 and 20"): its values are givens.
DESCRIBED = [
    ", not {w} as you would get by simply adding {a} and {b} without removing the overlap.",
    ", not {w}, which you would get by adding {a} and {b}.",
    ", nicht {w}, wie man durch bloßes Addieren von {a} und {b} erhalten würde.",
    ", no {w} como se obtendría sumando {a} y {b}.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, a=SMALL, b=SMALL, tail=st.sampled_from(DESCRIBED))
def test_a_denied_values_description_offers_nothing(value: int, a: int, b: int, tail: str) -> None:
    wrong = value + a + b
    assert_paid(f"So the count is $\\boxed{{{value}}}$" + tail.format(w=wrong, a=a, b=b), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=SMALL, mode=MODES)
def test_an_offer_after_the_description_is_read(value: int, offset: int, mode: Mode) -> None:
    response = f"So the count is $\\boxed{{{value}}}$, not {value + offset} as some claim; {value + 1} might also be right."
    assert_refused(response, value, mode, Reason.HEDGED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=SMALL, mode=MODES)
def test_a_description_that_revalidates_the_denied_value_offers_it(value: int, offset: int, mode: Mode) -> None:
    response = f"The answer is $\\boxed{{{value}}}$, not {value + offset}, which would be just as valid if the digits are read backwards."
    assert_refused(response, value, mode, Reason.HEDGED)


# A bracketed aside right after a denied value, counterfactual about it: the answer after the contrast is affirmed.
VALUE_ASIDES = [
    "The answer is not {w} (that would be the count if repetition were allowed), but $\\boxed{{{v}}}$.",
    "Ответ здесь не ${w}$ (так было бы, если бы цифры могли повторяться), а именно $\\boxed{{{v}}}$.",
    "La respuesta no es {w} (eso sería si se permitieran repeticiones), sino $\\boxed{{{v}}}$.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, sentence=st.sampled_from(VALUE_ASIDES))
def test_a_counterfactual_aside_of_a_denied_value_leaves_the_answer(value: int, offset: int, sentence: str) -> None:
    assert_paid(sentence.format(w=value + offset, v=value), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, mode=MODES)
def test_an_aside_after_a_condition_keeps_it_counterfactual(value: int, mode: Mode) -> None:
    assert_refused(f"If the order mattered (it does not), the count would be $\\boxed{{{value}}}$.", value, mode, Reason.HEDGED)


# An expression with a variable before the anaphor is no value it points at; a stated value is.
EXPRESSION_FIRST = [
    "Yet, because $(t-3)^2 > 0$, this value is never reached.",
    "Jednak z uwagi na to, że $(x-3)^2 > 0$, ta wartość w rzeczywistości nigdy nie zostaje osiągnięta.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, denial=st.sampled_from(EXPRESSION_FIRST), mode=MODES)
def test_an_expression_before_a_named_denial_is_no_antecedent(value: int, denial: str, mode: Mode) -> None:
    assert_refused(f"So the maximum is $\\boxed{{{value}}}$.\n\n{denial}", value, mode, Reason.UNASSERTED)


# Another value offered, then denied by an anaphor in the next sentence: the offer is withdrawn; affirmed, it stands.
OFFER_THEN_ANAPHOR = [
    ("The quadratic also gives $x = -{o}$. This value is not valid.", True),
    ("La ecuación también da $x = -{o}$. Ese valor no es válido.", True),
    ("The quadratic also gives $x = -{o}$. This value works too.", False),
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=SMALL, pair=st.sampled_from(OFFER_THEN_ANAPHOR), filler=st.sampled_from(FILLER))
def test_an_offer_denied_by_the_next_sentence_is_withdrawn(value: int, offset: int, pair: tuple, filler: str) -> None:
    note, honest = pair
    _assert_as_labelled(f"The answer is $\\boxed{{{value}}}$.\n\n{filler}" + note.format(o=offset), value, honest)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, a=SMALL, b=SMALL, mode=MODES)
def test_a_description_ends_before_a_concession(value: int, a: int, b: int, mode: Mode) -> None:
    response = (f"**Respuesta final:** $\\boxed{{{value}}}$, no {value + a + b} como saldría al sumar {a} y {b}, "
                f"si bien {value + 1} tampoco sería una respuesta descabellada.")
    assert_refused(response, value, mode, Reason.HEDGED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=SMALL, mode=MODES)
def test_a_verb_first_condition_after_a_reply_offers_its_value(value: int, offset: int, mode: Mode) -> None:
    response = (f"**Antwort:** $\\boxed{{{value}}}$\n\nGibt es noch andere Werte? Ja: Lässt man auch negative Zahlen zu, "
                f"erfüllt $n = -{offset}$ die Gleichung ebenfalls.")
    assert_refused(response, value, mode, Reason.HEDGED)


# A condition that adds a value to what counts, with numbers in it, is another reading: its consequence is offered.
ADDED_READINGS = [
    "Note: if 0 also counts as a multiple of {m}, then the count becomes {o}.",
    "Catatan: apabila 0 juga ikut dihitung sebagai kelipatan {m}, maka banyaknya menjadi {o}.",
    "Wenn man auch 0 als Vielfaches von {m} zählt, sind es {o}.",
]


@settings(max_examples=40, deadline=None)
@given(value=st.integers(min_value=20, max_value=10**4), note=st.sampled_from(ADDED_READINGS), mode=MODES)
def test_a_condition_that_adds_a_value_offers_its_consequence(value: int, note: str, mode: Mode) -> None:
    response = f"Answer: $\\boxed{{{value}}}$\n\n" + note.format(m=value % 9 + 2, o=value + 1)
    assert_refused(response, value, mode, Reason.HEDGED)


# A question of the reader's wish is a courtesy: its values are another task's.
WISHES = [
    "Would you like me to show how the same trick finds the last digit of $3^{{{o}}}$?",
    "Хотите, разберём обратную задачу с суммой {o}?",
    "Do you want me to solve a version with {o} guests?",
    "Let me know if you'd like to explore the general formula for {o} rolls further.",
    "Fais-moi savoir si tu veux voir le cas de {o} points.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, wish=st.sampled_from(WISHES), filler=st.sampled_from(FILLER))
def test_a_question_of_the_readers_wish_offers_nothing(value: int, offset: int, wish: str, filler: str) -> None:
    assert_paid(f"The answer is $\\boxed{{{value}}}$.\n\n{filler}" + wish.format(o=value + offset), value)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=SMALL, mode=MODES)
def test_a_wish_question_that_offers_another_answer_hedges(value: int, offset: int, mode: Mode) -> None:
    note = f"Would you like me to go with {value + offset} instead, in case the endpoints were meant to be counted?"
    assert_refused(f"**Final Answer:** $\\boxed{{{value}}}$\n\n{note}", value, mode, Reason.HEDGED)


# A function's argument in a table's label cell names an event ("P(at least one six)"), no bound of the value in the next cell.
EVENTS = ["P(at least one six in {n} rolls)", "E(number of heads in {n} tosses)", "P(more than {n} successes)"]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, n=st.integers(min_value=2, max_value=9), label=st.sampled_from(EVENTS))
def test_a_functions_argument_in_a_label_cell_qualifies_nothing(value: int, n: int, label: str) -> None:
    table = f"| Quantity | Value |\n|---|---|\n| {label.format(n=n)} | $\\boxed{{{value}}}$ |"
    assert_paid(table, value)


# A sentence before the box that points forward at it and denies it the answer's place; one that denies something else.
AHEAD = [
    ("What follows is **not** my final answer. It is a placeholder until I redo the count.", False),
    ("Attention : la valeur ci-dessous n'est pas la réponse, c'est seulement mon dernier sous-total.", False),
    ("Значение ниже — не окончательный ответ, а промежуточный итог.", False),
    ("Note that the value below is not an approximation: it is exact.", True),
    ("The following table is not exhaustive, but the pattern is clear.", True),
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, pair=st.sampled_from(AHEAD), mode=MODES)
def test_a_forward_reference_before_the_box_is_read(value: int, pair: tuple, mode: Mode) -> None:
    sentence, honest = pair
    response = f"{sentence}\n\n$$\\boxed{{{value}}}$$"
    if honest:
        assert_paid(response, value)
    else:
        assert_refused(response, value, mode, Reason.UNASSERTED)
