"""Properties of the clause readings added in 0.7.0 (docs/policy.md, "Rules by structure added in 0.7.0"):
conditional endings of French and Spanish verbs, a hedge that modifies an adverb of attitude, a fronted
negator with inversion past a long aside, an equal form in a parenthesised note after the box, a verb of
mistake whose subject is the writer's work, and a determiner "No" that opens no correction.  Each builds
its responses from parts and checks the verdict.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, in_mode, modes, numbers

SETTINGS = settings(max_examples=50, deadline=None, derandomize=True)

WORK = ("Each pair was listed once.", "We checked both orders.", "The table has one row per case.")
work = st.lists(st.sampled_from(WORK), min_size=0, max_size=12).map(" ".join)

# A later sentence whose verb is a conditional by its ending, offering another value: a hedge.
CONDITIONALS = (
    "Avec l'ordre, on trouverait {o}.", "En comptant les paires ordonnées, nous compterions {o}.",
    "Sans la symétrie, les cas monteraient à {o}.", "Con pares ordenados, contaríamos {o}.",
    "Sin la simetría, el total llegaría a {o}.",
)
# The same endings' lookalikes: imperfects and nouns that report earlier work.
NOT_CONDITIONALS = (
    "Au départ, on comparait {o} paires.", "Le tableau montrait {o} lignes avant le tri.", "Al principio la lista mostraba {o} pares.",
)
# A hedge right before an adverb of attitude: the statement is asserted.
ATTITUDES = (
    "Perhaps surprisingly, the total is exactly {v}.", "Maybe unexpectedly for so few people, the count comes to {v}.",
    "Possibly counterintuitively, there are {v} of them.", "Perhaps predictably, the count is {v}.",
    "Maybe fittingly for a puzzle about symmetry, the total is {v}.",
)
# A fronted negator, an aside of several words, and inversion: the value is denied.
FRONTED = (
    "Never, whichever of the admissible arrangements we take, will the count reach {v}.",
    "Not once, for any choice of the two free parameters, does the sum equal {v}.",
    "Under no assignment of the labels, however we permute them, is the total {v}.",
    "En ningún caso, por mucho que cambiemos el orden, la suma vale {v}.",
    "There is no way, given the second constraint, that the total is {v}.",
)
# A clause before an aside, with its own subject and verb, is no fronted negation of the value.
NOT_FRONTED = (
    "It is not obvious, but in the end, the total is {v}.", "This is not trivial, however, the total is {v}.",
    "Although it is not obvious, indeed, the total is {v}.", "Never once did the algebra, however we arranged it, give anything other than {v}.",
)
# A verb of mistake whose subject is the writer's work, then another value.
BLAMES = (
    "So my first tally overcounts: each circle appears four times. The true number is {o}.",
    "Hmm, our list double-counts the mirror images. Halving it gives {o}.",
    "This neglects the rotations of the table.", "Este recuento ignora las rotaciones de la mesa.",
    "Diese Zählung übersieht die Drehungen.", "It overlooks that two of the cases coincide.",
)


def _other(value: int, other: int) -> int:
    return other if other != value else value + 1


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(CONDITIONALS), between=work, mode=modes)
def test_a_later_conditional_by_its_ending_hedges(value: int, other: int, template: str, between: str, mode: Mode) -> None:
    response = f"La réponse est {box(value)}.\n\n{between}\n\n{template.format(o=_other(value, other))}"
    verdict = grade(response, str(value), mode=Mode.EVAL)
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(NOT_CONDITIONALS))
def test_an_imperfect_that_ends_like_a_conditional_offers_nothing(value: int, other: int, template: str) -> None:
    response = f"La réponse est {box(value)}.\n\n{template.format(o=_other(value, other))}"
    assert grade(response, str(value)).correct


@SETTINGS
@given(value=numbers, template=st.sampled_from(ATTITUDES), mode=modes)
def test_a_hedge_before_an_adverb_of_attitude_modifies_it(value: int, template: str, mode: Mode) -> None:
    sentence = template.format(v=box(value))
    verdict = grade(f"We list the cases.\n\n{sentence}", str(value), mode=mode)
    assert (verdict.correct, verdict.reason) == in_mode(template, True, Reason.EQUAL, mode), verdict
    hedged = grade(f"We list the cases.\n\nPerhaps the total is {box(value)}.", str(value), mode=mode)
    assert not hedged.correct and hedged.reason is Reason.HEDGED


@SETTINGS
@given(value=numbers, template=st.sampled_from(FRONTED), mode=modes)
def test_a_fronted_negator_with_inversion_denies_past_a_long_aside(value: int, template: str, mode: Mode) -> None:
    verdict = grade(f"We list the cases.\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(NOT_FRONTED), mode=modes)
def test_a_clause_before_an_aside_is_no_fronted_negation(value: int, template: str, mode: Mode) -> None:
    assert grade(f"We list the cases.\n\n{template.format(v=box(value))}", str(value), mode=mode).correct


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(BLAMES), between=work)
def test_a_mistake_of_the_writers_work_withdraws_the_answer(value: int, other: int, template: str, between: str) -> None:
    response = f"So the count is {box(value)}.\n\n{between}\n\n{template.format(o=_other(value, other))}"
    assert not grade(response, str(value)).correct


@SETTINGS
@given(numerator=st.integers(min_value=0, max_value=49).map(lambda k: 2 * k + 1), mode=modes)
def test_an_equivalent_box_in_a_note_is_the_same_answer(numerator: int, mode: Mode) -> None:
    decimal = f"{numerator / 4:g}"
    same = f"The ratio is $\\boxed{{\\frac{{{numerator}}}{{4}}}} \\quad (\\text{{equivalently }} \\boxed{{{decimal}}})$."
    assert grade(same, f"\\frac{{{numerator}}}{{4}}", mode=mode).correct
    other = same.replace(f"\\boxed{{{decimal}}}", f"\\boxed{{{numerator / 4 + 1:g}}}")
    assert not grade(other, f"\\frac{{{numerator}}}{{4}}", mode=mode).correct


@SETTINGS
@given(value=numbers, other=numbers)
def test_a_determiner_no_opens_no_correction(value: int, other: int) -> None:
    response = f"A resposta é {box(value)}.\n\nNo início, contamos {_other(value, other)} pares ordenados."
    assert grade(response, str(value)).correct
    corrected = f"A resposta é {box(value)}.\n\nNo, {_other(value, other)}."
    assert not grade(corrected, str(value)).correct
