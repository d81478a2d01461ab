"""What follows the answer, read by structure (issue 22, fresh red team 5): a note in brackets is a
sentence like any other, a withdrawal counts however far after the answer, an equals sign after the
box's math span continues its chain, a closing tag is markup, a particle may stand between "or" and
another value, a given is restated wherever its reporting head opens the first clause, and a value
after the writer's withdrawal of the answer is the answer (the last one wins, once).

Rows assert the Reason; properties vary the numbers, the distance and the mode.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, modes, numbers
from .test_notes_properties import fillers, other, respond

SETTINGS = settings(max_examples=40, deadline=None, derandomize=True)
E, R = Mode.EVAL, Mode.REWARD

ROWS = [
    # a note in brackets: its condition or inverted conditional offers another value
    ("Hence $\\boxed{16}$. (Should the pairs be ordered, double it to 32.)", "16", E, Reason.HEDGED),
    ("Hence $\\boxed{16}$. [Were the pairs ordered, we would get 32.]", "16", E, Reason.HEDGED),
    ("Hence $\\boxed{16}$. (If order mattered, the count would be 32.)", "16", R, Reason.HEDGED),
    ("Hence $\\boxed{16}$. (Check: $4 \\cdot 4 = 16$.)", "16", E, Reason.EQUAL),
    # a stop inside a number or an abbreviation ends no sentence: the whole note is read
    ("**Answer:** $\\boxed{1102.50}$ (though if interest were compounded monthly it would be about \\$1104.94)", "1102.50", E, Reason.HEDGED),
    ("**Answer:** $\\boxed{1102.50}$. (If interest were compounded monthly it would be 1104.94.)", "1102.50", E, Reason.HEDGED),
    ("So $\\boxed{2.5}$.\n\nFor comparison, e.g. a rate of 3.5 would make it 4.25, which we do not need.", "2.5", E, Reason.HEDGED),
    # against an option, another option in brackets offered later is another value; "may" offers as "might" does
    ("The answer is $\\boxed{C}$.\n\nThough (D) is also defensible if we allow degenerate triangles.", "C", E, Reason.HEDGED),
    ("The answer is $\\boxed{C}$.\n\nOption (D) would be right if the triangle were degenerate.", "C", E, Reason.HEDGED),
    ("The answer is $\\boxed{C}$.\n\n(A) and (B) fail the first condition, so (C) it is.", "C", E, Reason.EQUAL),
    ("The answer is $\\boxed{C}$.\n\n(D) is wrong because it double counts.", "C", E, Reason.EQUAL),
    ("$\\boxed{210}$\n\nA simulation with 10,000 trials gave 208, so the true value may be slightly lower.", "210", E, Reason.HEDGED),
    ("$\\boxed{210}$\n\nWe may check: $14 \\times 15 = 210$.", "210", E, Reason.EQUAL),
    # acceptability said of another value
    ("So the speed is $\\boxed{40}$ km/h. Frankly, 45 km/h looks just as plausible.", "40", E, Reason.HEDGED),
    ("So the speed is $\\boxed{40}$ km/h. The smallest possible speed is 40 km/h.", "40", E, Reason.EQUAL),
    # a withdrawal with no value after it, far from the answer; a determiner "no" corrects nothing
    ("The total is $\\boxed{12}$.\n\n" + "We kept every case. " * 30 + "\n\nThis is probably wrong.", "12", E, Reason.UNASSERTED),
    ("The total is $\\boxed{12}$.\n\n" + "We kept every case. " * 30 + "\n\nThis is probably wrong. Rechecking, it is 12.", "12", E, Reason.EQUAL),
    ("The total is $\\boxed{12}$.\n\nThe table has no gaps. " + "We kept every case. " * 30
     + "\n\nA classic slip is to count the corners twice, giving 16.", "12", E, Reason.EQUAL),
    ("**Answer: (C)**\n\n- (A) Line and (B) Circle are incorrect: they are one-dimensional.", "C", E, Reason.EQUAL),
    # an equals sign after the math span continues the box's chain
    ("$\\boxed{12}$ = 13", "12", R, Reason.VALUE_MISMATCH),
    ("$\\boxed{12}$ = 13", "12", E, Reason.VALUE_MISMATCH),
    ("The answer is $\\boxed{12}$ = $2^2 \\cdot 3$.", "12", R, Reason.EQUAL),
    ("The answer is $\\boxed{12}$ = 13 apples.", "12", E, Reason.VALUE_MISMATCH),
    ("The answer is $\\boxed{12}$, i.e. 12.", "12", R, Reason.EQUAL),
    ("The answer is $\\boxed{12}$, i.e. 13.", "12", R, Reason.VALUE_MISMATCH),
    # in the reward setting another form in brackets after the box is read with it, and what follows after it
    ("$\\boxed{\\frac{3}{4}}$ (that is, $0.75$).", "\\frac{3}{4}", R, Reason.VALUE_EQUAL),
    ("$\\boxed{\\frac{3}{4}}$ (that is, $0.8$).", "\\frac{3}{4}", R, Reason.HEDGED),
    ("$\\boxed{\\frac{14}{3}}$ ($\\approx 4.67$).", "\\frac{14}{3}", R, Reason.UNASSERTED),  # an approximation is no equal form (reward)
    ("$\\boxed{\\frac{14}{3}}$ ($\\approx 4.67$).", "\\frac{14}{3}", E, Reason.EQUAL),
    ("$\\boxed{\\frac{14}{3}}$ ($\\approx 4.67$). Maybe 5.", "\\frac{14}{3}", R, Reason.HEDGED),
    # a neutral rest of the answer's sentence in the reward setting, from a table
    ("The number of tiles is $\\boxed{36}$ in total.", "36", R, Reason.EQUAL),
    ("Die Anzahl ist $\\boxed{36}$ insgesamt.", "36", R, Reason.EQUAL),
    ("The number of tiles is $\\boxed{36}$ in most cases.", "36", R, Reason.UNASSERTED),
    ("The number of tiles is $\\boxed{36}$ in total, I think.", "36", R, Reason.UNASSERTED),
    # a closing tag is markup, not a relation
    ("\\boxed{12}</answer>", "12", R, Reason.EQUAL),
    ("$\\boxed{12}$</answer>", "12", E, Reason.EQUAL),
    ("\\boxed{12} < 13", "12", E, Reason.UNASSERTED),
    # a particle between "or" and another value
    ("Відповідь: $\\boxed{13}$, або ж 15.", "13", E, Reason.HEDGED),
    ("Ответ: $\\boxed{13}$, или же 15.", "13", E, Reason.HEDGED),
    ("La réponse est $\\boxed{13}$, ou bien 15.", "13", R, Reason.HEDGED),
    ("The answer is $\\boxed{\\frac32}$, or 1.5.", "3/2", E, Reason.VALUE_EQUAL),
    # a withdrawal followed by another value: the last one wins, read as the final sentence (not in REWARD);
    # with no answer stated after it, the answer is withdrawn
    ("The sum is $\\boxed{21}$.\n\nHmm, I think I miscounted. It's 22.", "22", E, Reason.EQUAL),
    ("The sum is $\\boxed{21}$.\n\nHmm, I think I miscounted. It's 22.", "21", E, Reason.VALUE_MISMATCH),
    ("The sum is $\\boxed{21}$.\n\nHmm, I think I miscounted. It's 22.", "22", R, Reason.UNASSERTED),
    ("The sum is $\\boxed{21}$.\n\nHmm, I miscounted. The answer is $\\boxed{22}$.", "22", R, Reason.EQUAL),
    ("Thus $n=\\boxed{9}$.\n\nActually no, I dropped a factor. Correct: n = 18.", "18", E, Reason.EQUAL),
    ("The sum is $\\boxed{21}$.\n\nHmm, I think I miscounted. It might be 22.", "22", E, Reason.HEDGED),
    ("The sum is $\\boxed{21}$.\n\nThis is probably wrong. We computed 3 + 4 = 7 first.", "7", E, Reason.UNASSERTED),
    ("The sum is $\\boxed{21}$. I miscounted. It's 22. No wait, that is wrong too. It's 23.", "23", E, Reason.EQUAL),
    # a confirmation in a negator's scope doubts the answer; a confirmation that negates by itself confirms
    ("$\\boxed{12}$\n\nCheck: $3 \\times 4 = 13$? Hmm, that doesn't match.", "12", E, Reason.UNASSERTED),
    ("$\\boxed{12}$\n\nThis does not check out.", "12", E, Reason.UNASSERTED),
    ("$\\boxed{12}$\n\nThe result is not consistent with the table.", "12", R, Reason.UNASSERTED),
    ("$\\boxed{12}$\n\nCheck: 3 × 4 = 12, which matches.", "12", E, Reason.EQUAL),
    ("$\\boxed{12}$\n\nWe found no errors.", "12", E, Reason.EQUAL),
    ("$\\boxed{12}$\n\nNote that 14 does not match the table.", "12", E, Reason.EQUAL),
    ("$\\boxed{12}$\n\nHmm, that doesn't match. Rechecking: 3 × 4 = 12, so it is 12.", "12", E, Reason.EQUAL),
    # an anaphor that denies another value names a mistake; the writer's own words withdraw
    ("The total is $\\boxed{16}$. It can't be 14, since 14 double-counts the corner.", "16", E, Reason.EQUAL),
    ("The total is $\\boxed{16}$. It can't be 14.", "16", R, Reason.UNASSERTED),
    ("The total is $\\boxed{16}$. It can't be 14.", "16", E, Reason.EQUAL),
    ("$\\boxed{21}$. My result in step 4 is incorrect.", "21", E, Reason.UNASSERTED),
    ("The total is $\\boxed{16}$. Hmm, it can't be 16.", "16", E, Reason.UNASSERTED),
    # a mistake named as the subject of another value's result, right after the box, is no retraction
    ("Thus $\\boxed{24}$ (an off-by-one error would give 23).", "24", E, Reason.EQUAL),
    ("Thus $\\boxed{24}$ (ein häufiger Fehler ergibt 23).", "24", E, Reason.EQUAL),
    ("Thus $\\boxed{24}$ (my error would give 23).", "24", E, Reason.UNASSERTED),
    ("Thus $\\boxed{24}$ (a mistake gives 23). Hmm, that is wrong.", "24", E, Reason.UNASSERTED),
    ("\\boxed{5}, within a margin of error of about 2", "5", E, Reason.UNASSERTED),
    # a condition on somebody else's result diagnoses their mistake; it hedges nothing of the answer
    ("$\\boxed{15}$\n\nIf you got 17, you probably counted the endpoints twice.", "15", E, Reason.EQUAL),
    ("$\\boxed{15}$\n\nIf you got 17, the answer is probably 17.", "15", E, Reason.HEDGED),
    ("$\\boxed{15}$\n\nIf you prefer, it is probably 16.", "15", E, Reason.HEDGED),
    # an anchored value in a math span with words after it is read where it stands: its qualifiers count
    ("**Final Answer:** approximately $84$ square units.", "84", E, Reason.HEDGED),
    ("The answer is about $84$ apples.", "84", R, Reason.HEDGED),
    ("The answer is at least $84$ apples.", "84", E, Reason.HEDGED),
    ("The answer is $84$ apples. Maybe 85.", "84", E, Reason.HEDGED),
    ("The answer is $84$ square units.", "84", E, Reason.EQUAL),
    ("The answer is either $29$ or $33$.", "29", E, Reason.HEDGED),
    # a denied difficulty asserts the clause it introduces; a negation inside that clause still denies
    ("It is not hard to see that the answer is $\\boxed{12}$.", "12", E, Reason.EQUAL),
    ("Es ist nicht schwer zu sehen, dass die Antwort $\\boxed{15}$ ist.", "15", R, Reason.EQUAL),
    ("It is not hard to see that the answer is not $\\boxed{12}$.", "12", E, Reason.UNASSERTED),
    ("No es difícil ver que la respuesta es $\\boxed{210}$.", "210", E, Reason.EQUAL),
    ("Není těžké ověřit, že výsledek je $\\boxed{210}$.", "210", E, Reason.EQUAL),
    ("La respuesta no es $\\boxed{12}$.", "12", E, Reason.UNASSERTED),
    # an error predicate over a clause of saying, in German too ("falsch zu behaupten, dass ...")
    ("Es wäre falsch zu behaupten, dass die Summe $\\boxed{30}$ beträgt.", "30", E, Reason.UNASSERTED),
    # "不过" (however) withdraws nothing by its own words: no value after it becomes the answer
    ("答案是 $\\boxed{45}$。不过 50 看起来也同样合理。", "50", E, Reason.UNASSERTED),
    ("答案是 $\\boxed{45}$。等等，是 50。", "50", E, Reason.EQUAL),
    # values of different variables joined by "or" are alternatives, not a solution set
    ("Answer: x = 2 or y = 5", "2, 5", E, Reason.HEDGED),
    ("Answer: $x = 2$ \\text{ or } $y = 5$", "2, 5", R, Reason.HEDGED),
    ("Answer: x = 2 oder y = 5", "2, 5", E, Reason.HEDGED),
    ("Answer: x = 2 or x = 5", "2, 5", E, Reason.EQUAL),
    ("Answer: x = 2, y = 5", "(2, 5)", E, Reason.EQUAL),
    # an escaped dollar is money in prose, no math delimiter; an operation on a set names the quantity asked
    ("Each costs \\$7 and she buys 12 of them. Multiplying out, the total cost comes to \\$84.", "84", E, Reason.EQUAL),
    ("Consequently the product of the roots is $-\\frac{5}{2}$.", "-5/2", E, Reason.VALUE_EQUAL),
    ("Twice the answer is $18$.", "18", E, Reason.UNASSERTED),
    # a given restated after a lead-in or reported by an "as" clause
    ("To recap, the question states the tank holds 500 liters.", "500", E, Reason.NO_ANSWER),
    ("As the problem says, there are 9 players.", "9", E, Reason.NO_ANSWER),
    ("As we were told, there are 9 players.", "9", E, Reason.NO_ANSWER),
    ("Since we know x = 3, the answer is 9.", "9", E, Reason.EQUAL),
    ("To summarize, there are 9 players.", "9", E, Reason.EQUAL),
]


@pytest.mark.parametrize("response, reference, mode, reason", ROWS)
def test_rows(response, reference, mode, reason):
    assert grade(response, reference, mode=mode).reason is reason


BRACKETS = [("(", ")"), ("[", "]"), ("", "")]
CONDITIONS = ["If the order mattered, the count would be {v}.", "Should the roles differ, double it to {v}.",
              "Were repeats allowed, we would get {v}.", "Had the pairs been ordered, it would come to {v}."]


@SETTINGS
@given(numbers, numbers, fillers, st.sampled_from(BRACKETS), st.sampled_from(CONDITIONS), modes)
def test_a_conditional_note_in_brackets_hedges_at_any_distance(value, candidate, filler, brackets, condition, mode):
    note = brackets[0] + condition.format(v=other(value, candidate)) + brackets[1]
    assert grade(respond("", value, filler, note), str(value), mode=mode).reason is Reason.HEDGED


@SETTINGS
@given(numbers, fillers, st.sampled_from(["This is probably wrong.", "I suspect this is wrong.", "Hmm, that seems wrong."]))
def test_a_withdrawal_without_a_value_takes_the_answer_back_at_any_distance(value, filler, withdrawal):
    response = respond("", value, filler, withdrawal)
    assert grade(response, str(value)).reason is Reason.UNASSERTED
    confirmed = respond("", value, filler, f"{withdrawal} Recounting the cases, it is {value} after all.")
    assert grade(confirmed, str(value)).correct


@SETTINGS
@given(numbers, numbers, modes)
def test_an_equals_sign_after_the_span_continues_the_chain(value, candidate, mode):
    response = f"The answer is {box(value)} = {candidate}."
    verdict = grade(response, str(value), mode=mode)
    assert verdict.correct is (candidate == value)
    if candidate != value:
        assert verdict.reason is Reason.VALUE_MISMATCH


@SETTINGS
@given(numbers, numbers, st.sampled_from(["or else", "or even", "ou bien", "или же", "або ж", "oder auch"]), modes)
def test_a_particle_after_or_still_offers_another_value(value, candidate, joiner, mode):
    response = f"The result: {box(value)}, {joiner} {other(value, candidate)}."
    assert grade(response, str(value), mode=mode).reason is Reason.HEDGED


WITHDRAWALS = ["Hmm, I think I miscounted.", "Wait, that is wrong.", "Oops, I made an error in the last step."]


@SETTINGS
@given(numbers, numbers, fillers, st.sampled_from(WITHDRAWALS), st.booleans())
def test_the_value_after_a_withdrawal_is_the_answer(value, candidate, filler, withdrawal, right):
    corrected = other(value, candidate)
    response = respond("", value, filler, f"{withdrawal} The total is {corrected}.")
    reference = corrected if right else value
    verdict = grade(response, str(reference))
    assert (verdict.correct, verdict.candidate) == (right, str(corrected))
    assert grade(response, str(corrected), mode=Mode.REWARD).reason is Reason.UNASSERTED  # no anchor after it


DENIED_CONFIRMATIONS = ["Hmm, that doesn't match.", "This does not check out.", "The result is not consistent with the table.",
                        "Das stimmt nicht.", "Ce n'est pas correct.", "Это не сходится."]


@SETTINGS
@given(numbers, fillers, st.sampled_from(DENIED_CONFIRMATIONS), modes)
def test_a_denied_confirmation_doubts_the_answer_at_any_distance(value, filler, doubt, mode):
    assert grade(respond("", value, filler, doubt), str(value), mode=mode).reason is Reason.UNASSERTED


QUALIFIERS = ["approximately", "about", "roughly", "at least", "at most", "nearly", "environ", "ungefähr", "aproximadamente"]
ANCHORS = ["The answer is", "**Final Answer:**", "Answer:", "La réponse est", "Die Antwort ist"]


@SETTINGS
@given(numbers, st.sampled_from(QUALIFIERS), st.sampled_from(ANCHORS), st.sampled_from(["apples", "square units", "cm", "Bücher"]), modes)
def test_a_qualified_anchored_value_in_math_with_words_after_it_is_refused(value, qualifier, anchor, noun, mode):
    response = f"{anchor} {qualifier} ${value}$ {noun}."
    assert grade(response, str(value), mode=mode).reason is Reason.HEDGED


# --- a clause set off after an anchored answer by a dash or a comma is read after it, as a note ------
ANCHORS = st.sampled_from(["Answer: ", "**Final Answer:** ", "Antwort: ", "Ответ: ", "Réponse : "])
SEPARATORS = st.sampled_from([" — ", " – ", " - ", ", "])
AFFIRMING_CLAUSES = ("no other value works", "nothing else fits", "no doubt about it", "kein anderer Wert passt", "другого быть не может")
HEDGING_CLAUSES = ("approximately", "probably", "or maybe more", "give or take one", "I think")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(value=st.integers(2, 999), anchor=ANCHORS, separator=SEPARATORS, clause=st.sampled_from(AFFIRMING_CLAUSES))
def test_a_clause_after_an_anchored_answer_that_denies_the_others_is_paid(value: int, anchor: str, separator: str, clause: str) -> None:
    verdict = grade(f"{anchor}{value}{separator}{clause}.", str(value))
    assert verdict.correct, verdict


@settings(max_examples=60, deadline=None, derandomize=True)
@given(value=st.integers(2, 999), anchor=ANCHORS, separator=SEPARATORS, clause=st.sampled_from(HEDGING_CLAUSES))
def test_a_clause_after_an_anchored_answer_that_hedges_it_is_refused(value: int, anchor: str, separator: str, clause: str) -> None:
    verdict = grade(f"{anchor}{value}{separator}{clause}.", str(value))
    assert not verdict.correct, verdict
