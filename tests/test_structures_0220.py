"""Structures read in 0.22.0 (docs/policy.md, "Structures of 0.22.0"): the mood of the predicate a value is the subject
of ("$\\boxed{30}$ might be the answer", "30 sería la respuesta si ...", verb-final "Die Antwort könnte 30 sein"), another
unnamed value offered by a possibility anywhere after the answer ("Still, a different value could also be correct."),
and a note in brackets, in words only, after an anchored answer ("Final answer: 8 (rotations count as distinct)").
Each property varies the numbers, the wording, the language and, for later notes, the distance from the answer."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**6)


# The value is the subject of a possibility: offered, in every mode.
POSSIBLE_PREDICATES = [
    "$\\boxed{{{v}}}$ might be the answer.",
    "$\\boxed{{{v}}}$ could well be the total we want.",
    "So $\\boxed{{{v}}}$ may also be correct.",
    "The count, $\\boxed{{{v}}}$, might be the answer.",
    "$\\boxed{{{v}}}$ könnte die Antwort sein.",
    "$\\boxed{{{v}}}$ podría ser la respuesta.",
    "$\\boxed{{{v}}}$ pourrait être le bon résultat.",
    "$\\boxed{{{v}}}$ potrebbe essere corretto.",
    "$\\boxed{{{v}}}$ poderia ser a resposta.",
    "Die Antwort könnte $\\boxed{{{v}}}$ sein.",
    "Het antwoord kon $\\boxed{{{v}}}$ zijn.",
]
# A counterfactual predicate with a condition later in its sentence: offered.
CONDITIONAL_PREDICATES = [
    "$\\boxed{{{v}}}$ would be the answer if the ladder stood upright, but it leans.",
    "$\\boxed{{{v}}}$ sería la respuesta si la escalera fuera vertical.",
    "$\\boxed{{{v}}}$ wäre die Antwort, falls die Leiter senkrecht stünde.",
    "$\\boxed{{{v}}}$ serait la réponse si l'échelle était verticale.",
]
# A modal that states a property, a counterfactual alone, a negated modal, a relative set off by a comma: stated.
STATED_PREDICATES = [
    "$\\boxed{{{v}}}$ can be reached in exactly one way.",
    "$\\boxed{{{v}}}$ would be the answer.",
    "$\\boxed{{{v}}}$, which could be checked by substitution.",
    "So $\\boxed{{{v}}}$ may be verified by listing the cases.",
    "The total is $\\boxed{{{v}}}$ and it could not be anything else.",
    "Die Antwort kann $\\boxed{{{v}}}$ sein.",
    "Het antwoord zou $\\boxed{{{v}}}$ zijn.",
]
# Another, unnamed value offered as a possibility, and the same words negated.
OTHER_POSSIBLE = [
    "Still, a different value could also be correct.",
    "Then again, it might be something else entirely.",
    "Mais une autre valeur pourrait aussi convenir.",
    "Aunque podría ser otro.",
    "Wobei auch ein anderer Wert möglich sein könnte.",
]
OTHER_EXCLUDED = [
    "No other value could be correct.",
    "Other approaches could be used, but this one is simplest.",
    "Aucune autre valeur ne pourrait convenir.",
    "Kein anderer Wert könnte passen.",
]
# Paragraphs between the answer and the note that hold no word any rule reads.
FILLER = ["", "Each step above follows from the one before it.\n\n",
          "Each step above follows from the one before it.\n\nThe arithmetic is shown in full.\n\n"]
# A note in brackets after an anchored answer: in words only, it is a note read as any other; with a hedge it hedges.
BRACKET_NOTES = ["(rotations count as distinct)", "(distinct arrangements)", "(the two orders count once)", "(ohne Wiederholungen)",
                 "(contando ambos extremos)", "(in centimetres)"]
BRACKET_HEDGES = ["(probably)", "(approximately)", "(not sure)", "(vielleicht)", "(aunque podría ser otro)"]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, template=st.sampled_from(POSSIBLE_PREDICATES + CONDITIONAL_PREDICATES), mode=MODES)
def test_a_value_that_is_the_subject_of_a_possibility_is_offered(value: int, template: str, mode: Mode) -> None:
    assert_refused(template.format(v=value), value, mode, Reason.HEDGED)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, template=st.sampled_from(STATED_PREDICATES))
def test_a_property_a_bare_counterfactual_or_a_negated_modal_states_the_value(value: int, template: str) -> None:
    verdict = grade(template.format(v=value), str(value))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(OTHER_POSSIBLE), filler=st.sampled_from(FILLER), mode=MODES)
def test_another_unnamed_value_offered_as_a_possibility_after_the_answer_hedges(value: int, note: str, filler: str, mode: Mode) -> None:
    response = f"Adding the parts gives {value}.\n\n**Final Answer:** $\\boxed{{{value}}}$\n\n{filler}{note}"
    assert_refused(response, value, mode, Reason.HEDGED, Reason.UNASSERTED)  # ("Then again" also reads as a withdrawal)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(OTHER_EXCLUDED), filler=st.sampled_from(FILLER))
def test_other_values_excluded_or_other_methods_offer_nothing(value: int, note: str, filler: str) -> None:
    response = f"Adding the parts gives {value}.\n\n**Final Answer:** $\\boxed{{{value}}}$\n\n{filler}{note}"
    verdict = grade(response, str(value))
    assert verdict.correct, verdict


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(BRACKET_NOTES), anchor=st.sampled_from(["Final answer:", "Answer:", "**Answer:**", "Antwort:"]))
def test_a_note_in_brackets_in_words_only_after_an_anchored_answer_is_read_as_a_note(value: int, note: str, anchor: str) -> None:
    verdict = grade(f"{anchor} {value} {note}", str(value))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(BRACKET_HEDGES), mode=MODES)
def test_a_hedge_in_brackets_after_an_anchored_answer_still_hedges(value: int, note: str, mode: Mode) -> None:
    verdict = grade(f"Final answer: {value} {note}", str(value), mode=mode)
    assert not verdict.correct, verdict


def test_a_scale_in_brackets_stays_with_the_value() -> None:
    """ "(in thousands)" belongs to the value: cut off as a note, 18 would be paid for 18."""
    verdict = grade("#### 18 (in thousands)", "18")
    assert not verdict.correct and verdict.reason is Reason.SHAPE_MISMATCH, verdict


# An adverb of approximation that closes the value's clause past a unit of any length.
APPROXIMATED_CLAUSES = [
    "So the speed is $\\boxed{{{v}}}$ kilometres per hour approximately.",
    "So the speed is $\\boxed{{{v}}}$ km per hour, roughly.",
    "Die Geschwindigkeit beträgt $\\boxed{{{v}}}$ Kilometer pro Stunde ungefähr.",
    "إذن سرعة السيارة تساوي $\\boxed{{{v}}}$ كيلومترًا في الساعة تقريبًا.",
    "La velocidad es $\\boxed{{{v}}}$ kilómetros por hora aproximadamente.",
]
CONVERTED_CLAUSES = [
    "The speed is $\\boxed{{{v}}}$ km/h, that is {w} m/s approximately.",
    "The speed is $\\boxed{{{v}}}$ km/h exactly, not approximately.",
]
# The writer's possible mistake (a doubt), a mistake anybody could make, and a denied mistake.
OWN_POSSIBLE_MISTAKES = [
    "The answer is $\\boxed{{{v}}}$, though I may have miscounted.",
    "$\\boxed{{{v}}}$\n\n{filler}I might have miscalculated somewhere.",
    "$\\boxed{{{v}}}$\n\n{filler}There may be a mistake in my reasoning.",
    "$\\boxed{{{v}}}$\n\n{filler}Il se peut que je me sois trompé.",
    "$\\boxed{{{v}}}$\n\n{filler}After reconsidering, I am no longer convinced of this.",
    "$\\boxed{{{v}}}$\n\n{filler}No estoy del todo seguro de este resultado.",
]
NOBODYS_MISTAKES = [
    "$\\boxed{{{v}}}$\n\n{filler}One could make an error by counting ordered pairs.",
    "$\\boxed{{{v}}}$\n\n{filler}There cannot be a mistake, since every pair was listed.",
    "$\\boxed{{{v}}}$\n\n{filler}A mistake is impossible here.",
    "$\\boxed{{{v}}}$\n\n{filler}It cannot be an error.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, template=st.sampled_from(APPROXIMATED_CLAUSES), mode=MODES)
def test_an_approximation_that_closes_the_values_clause_hedges_it(value: int, template: str, mode: Mode) -> None:
    assert_refused(template.format(v=value), value, mode, Reason.HEDGED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, other=st.integers(min_value=2, max_value=999), template=st.sampled_from(CONVERTED_CLAUSES))
def test_an_approximation_of_a_conversion_or_a_negated_one_leaves_the_value(value: int, other: int, template: str) -> None:
    verdict = grade(template.format(v=value, w=f"{other}.3"), str(value))
    assert verdict.correct, verdict


@settings(max_examples=60, deadline=None)
@given(value=VALUES, template=st.sampled_from(OWN_POSSIBLE_MISTAKES), filler=st.sampled_from(FILLER), mode=MODES)
def test_the_writers_possible_mistake_or_lost_certainty_takes_the_answer_back(value: int, template: str, filler: str, mode: Mode) -> None:
    assert_refused(template.format(v=value, filler=filler), value, mode, Reason.UNASSERTED, Reason.HEDGED)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, template=st.sampled_from(NOBODYS_MISTAKES), filler=st.sampled_from(FILLER))
def test_a_mistake_nobody_made_or_a_denied_one_leaves_the_answer(value: int, template: str, filler: str) -> None:
    verdict = grade(template.format(v=value, filler=filler), str(value))
    assert verdict.correct, verdict


# Another value reached by counting something more than once: named as a mistake, whatever mood states it.
OVERCOUNTED = [
    "Counting ordered pairs would give {w}, which counts each pair twice.",
    "A reader who distinguishes the order would answer {w}, which double counts.",
    "Compter les couples ordonnés donnerait {w}, ce qui compte chaque couple deux fois.",
    "Wer geordnete Paare zählt, käme auf {w}, was jedes Paar doppelt zählt.",
    "Contar pares ordenados daría {w}, lo que cuenta cada par dos veces.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, note=st.sampled_from(OVERCOUNTED), filler=st.sampled_from(FILLER))
def test_another_value_that_counts_something_twice_is_a_named_mistake(value: int, note: str, filler: str) -> None:
    response = f"Adding the parts gives {value}.\n\n**Final Answer:** $\\boxed{{{value}}}$\n\n{filler}{note.format(w=2 * value)}"
    verdict = grade(response, str(value))
    assert verdict.correct, verdict


# The answer's own sentence goes on past a contrast or a concessive: that part is read as a later sentence.
CONCEDED_OTHERS = [
    "The only positive solution is $\\boxed{{{v}}}$, although {w} could also work.",
    "La única solución positiva es $\\boxed{{{v}}}$, aunque {w} también podría servir.",
    "Die einzige Lösung ist $\\boxed{{{v}}}$, obwohl auch {w} passen könnte.",
    "A única solução é $\\boxed{{{v}}}$, embora {w} também possa servir.",
    "Единственное решение $\\boxed{{{v}}}$, хотя {w} тоже может подойти.",
]
CONTRASTED_MISTAKES = [
    "The answer is $\\boxed{{{v}}}$, but some students get {w} by forgetting the sign.",
    "The answer is $\\boxed{{{v}}}$, while {w} fails the second condition.",
    "La única solución es $\\boxed{{{v}}}$, aunque parezca extraño.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, template=st.sampled_from(CONCEDED_OTHERS), mode=MODES)
def test_another_value_conceded_in_the_answers_own_sentence_hedges(value: int, template: str, mode: Mode) -> None:
    assert_refused(template.format(v=value, w=value + 1), value, mode, Reason.HEDGED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, template=st.sampled_from(CONTRASTED_MISTAKES))
def test_another_value_denied_or_other_peoples_after_a_contrast_offers_nothing(value: int, template: str) -> None:
    verdict = grade(template.format(v=value, w=value + 1), str(value))
    assert verdict.correct, verdict


# Against an option, another option's letter is another value: in brackets anywhere, bare where a clause starts.
OTHER_OPTIONS_OFFERED = ["({o}) is also possible.", "{o} is also possible.", "Still, {o} could also be defended.",
                         "Mais {o} est aussi possible.", "Aber {o} wäre auch denkbar."]
LETTERS_THAT_NAME_POINTS = ["The angle at {o} is also right.", "Some students pick {o}, which is wrong.", "The side through {o} is also tangent."]


@settings(max_examples=60, deadline=None)
@given(pair=st.sampled_from([("C", "B"), ("B", "D"), ("D", "C"), ("C", "F")]), note=st.sampled_from(OTHER_OPTIONS_OFFERED),
       filler=st.sampled_from(FILLER), mode=MODES)
def test_another_option_offered_after_an_option_answer_hedges(pair: tuple, note: str, filler: str, mode: Mode) -> None:
    own, other = pair
    verdict = grade(f"**Answer:** {own}\n\n{filler}{note.format(o=other)}", own, mode=mode)
    assert not verdict.correct, verdict


@settings(max_examples=40, deadline=None)
@given(pair=st.sampled_from([("C", "B"), ("B", "D"), ("D", "C")]), note=st.sampled_from(LETTERS_THAT_NAME_POINTS))
def test_a_letter_inside_a_clause_or_named_as_a_mistake_offers_nothing(pair: tuple, note: str) -> None:
    own, other = pair
    verdict = grade(f"**Answer:** {own}\n\n{note.format(o=other)}", own)
    assert verdict.correct, verdict
