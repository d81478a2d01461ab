"""Hypothesis properties of the adversary policy (POLICY §1.5-1.7): no must-reject variant is paid,
and a correct answer stays correct in any neutral context.

References are generated (integers, decimals, fractions, radicals, multiples of pi, tuples);
the must-reject variants come from the families of ``strictgrade audit`` (one table, shared
with the command), and the neutral contexts are composed from independent pieces: what comes
before the answer, how it is marked, what wraps it and what follows it.
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, grade
from strictgrade.tools.audit import ACCEPT, FAMILIES, REJECT, Reference

SETTINGS = settings(deadline=None)

integers = st.integers(-(10**9), 10**9).map(str)
decimals = st.tuples(st.integers(-9999, 9999), st.integers(1, 99)).map(lambda t: f"{t[0]}.{t[1]:02d}".replace("-0.", "-0."))
fractions = (
    st.tuples(st.integers(1, 999), st.integers(2, 999))
    .filter(lambda t: gcd(*t) == 1)
    .map(lambda t: rf"\frac{{{t[0]}}}{{{t[1]}}}")
)
radicals = st.tuples(st.integers(2, 9), st.sampled_from([2, 3, 5, 6, 7, 10])).map(lambda t: rf"{t[0]}\sqrt{{{t[1]}}}")
pi_multiples = st.tuples(st.integers(1, 9), st.integers(2, 9)).filter(lambda t: gcd(*t) == 1).map(
    lambda t: rf"\frac{{{t[0]}\pi}}{{{t[1]}}}"
)
tuples = st.tuples(st.integers(-20, 20), st.integers(-20, 20)).map(lambda t: f"({t[0]}, {t[1]})")
references = st.one_of(integers, decimals, fractions, radicals, pi_multiples, tuples)

REJECT_FAMILIES = [family for family in FAMILIES if family.expect == REJECT]


@pytest.mark.parametrize("family", REJECT_FAMILIES, ids=[family.name for family in REJECT_FAMILIES])
@SETTINGS
@given(reference=references)
def test_no_must_reject_variant_is_paid(family, reference: str) -> None:
    for variant in family.build(Reference(reference)):
        for mode in (Mode.EVAL, Mode.REWARD):
            verdict = grade(variant, reference, mode=mode)
            assert not verdict.correct, (variant, verdict)


ACCEPT_FAMILIES = [family for family in FAMILIES if family.expect == ACCEPT]


@pytest.mark.parametrize("family", ACCEPT_FAMILIES, ids=[family.name for family in ACCEPT_FAMILIES])
@SETTINGS
@given(reference=references)
def test_every_must_accept_variant_is_paid(family, reference: str) -> None:
    for variant in family.build(Reference(reference)):
        verdict = grade(variant, reference)
        assert verdict.correct, (variant, verdict)


# Neutral context, in four independent parts.
BEFORE = [
    "",
    "Let me work through this step by step.\n\n",
    "<think>\nFirst guess: 0. That fails the check, so keep going.\n</think>\n\n",
    "</think>\n\nAfter simplifying the expression we are done.\n\n",
    "We have $x + 1 = 2$ and so on.\n\n",
    "## Solution\n\nAll cases are covered.\n\n",
]
MARK = [
    "{answer}",
    "The answer is {answer}",
    "The final answer is {answer}",
    "Final Answer: {answer}",
    "**Final Answer**\n{answer}",
    "**Final Answer:** {answer}",
    "**Answer:**\n{answer}",
    "## Final Answer\n{answer}",
    "Therefore, the answer is {answer}",
    "So we get {answer}",
    "La respuesta es {answer}",
    "答案是 {answer}",
]
WRAP = [
    r"$\boxed{{{value}}}$",
    r"\boxed{{{value}}}",
    r"\(\boxed{{{value}}}\)",
    "\\[\n\\boxed{{{value}}}\n\\]",
    r"$$\boxed{{{value}}}$$",
    r"**$\boxed{{{value}}}$**",
    r"$x = \boxed{{{value}}}$",
    r"$\displaystyle \boxed{{{value}}}$",
    r"$\boxed{{\displaystyle {value}}}$",
    r"$\textbf{{\boxed{{{value}}}}}$",
]
AFTER = ["", ".", ".\n", ". I hope it is correct.", "\n\nThis completes the solution.", ".<|im_end|>", " ."]  # a "!" glued to a box is a factorial


@SETTINGS
@given(
    reference=references,
    before=st.sampled_from(BEFORE),
    mark=st.sampled_from(MARK),
    wrap=st.sampled_from(WRAP),
    after=st.sampled_from(AFTER),
)
def test_a_correct_answer_in_any_neutral_context_stays_correct(
    reference: str, before: str, mark: str, wrap: str, after: str
) -> None:
    response = before + mark.format(answer=wrap.format(value=reference)) + after
    for mode in (Mode.EVAL, Mode.REWARD):
        verdict = grade(response, reference, mode=mode)
        assert verdict.correct, (response, verdict)


@SETTINGS
@given(reference=integers, other=integers, mark=st.sampled_from(MARK), wrap=st.sampled_from(WRAP))
def test_the_same_context_around_a_wrong_value_is_never_paid(reference: str, other: str, mark: str, wrap: str) -> None:
    if Fraction(reference) == Fraction(other):
        return
    response = mark.format(answer=wrap.format(value=other))
    assert not grade(response, reference).correct


# --- padding between a qualifier and its value ------------------------------------------

_QUALIFIERS = st.sampled_from(
    ["The answer is not", "It cannot be", "The total is at least", "The count is probably", "So it is approximately",
     "Die Antwort ist nicht", "La respuesta no es", "La risposta non è", "A resposta não é", "La réponse n'est pas"]
)
_PADDING_UNITS = st.sampled_from([" ", "   ", "\t", " is", " be", " equal to", " =", " \\quad", " gleich", " es", " igual a", " uguale a", " égale à", " é"])


_PADDING = st.lists(st.tuples(_PADDING_UNITS, st.integers(min_value=0, max_value=400)), min_size=1, max_size=3).map(
    lambda runs: "".join(unit * count for unit, count in runs)
)


@given(_QUALIFIERS, _PADDING, st.sampled_from(["\\boxed{5}", "$\\boxed{5}$", "\\(\\boxed{5}\\)"]))
def test_padding_never_carries_a_value_past_its_qualifier(qualifier: str, padding: str, box: str) -> None:
    """Spacing, signs and neutral words between a qualifier and the box, however many, are read past
    (or, past MAX_PADDING characters, refused): the value is never paid."""
    response = qualifier + padding + " " + box
    verdict = grade(response, "5")
    assert not verdict.correct, response


@pytest.mark.parametrize(
    "response, correct",
    [
        ("The area is at least\n\\[\n\\boxed{5}\n\\]", False),
        ("The area is at least:\n\n$$\\boxed{5}$$", False),
        ("The area is probably\n\n\\[\\boxed{5}\\]", False),
        ("The area is at least 3.\n\\[\\boxed{5}\\]", True),
        ("Hence the area is\n\\[\n\\boxed{5}\n\\]", True),
        ("**Final Answer**\n\\[\\boxed{5}\\]", True),
    ],
)
def test_a_display_continues_the_sentence_before_it(response: str, correct: bool) -> None:
    assert grade(response, "5").correct is correct
