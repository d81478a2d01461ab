"""Structures read in 0.24.0 (docs/policy.md, "Structures of 0.24.0"): the writer's supposition before the answer's value
in its sentence, a condition on the writer's own correctness ("If I computed correctly, the answer is", "Wenn ich mich
nicht verrechnet habe, ist ...") or a verb of conjecture whose subject is the writer ("I strongly suspect the total is",
"Przypuszczam, że wynik to ..."), against conditions on the problem's givens and conjectures of others.  Each property
varies the numbers, the wording, the language and the sentence's place in the response."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**6)
FILLER = ["", "Each step above uses only the data of the problem.\n\n",
          "Each step above uses only the data of the problem.\n\nThe cases do not overlap.\n\n"]


# The writer's supposition before the value: the value is hedged.
SUPPOSED = [
    "If I computed everything correctly, the answer is $\\boxed{{{v}}}$.",
    "Provided my arithmetic holds up, the total is $\\boxed{{{v}}}$.",
    "So, if my reasoning is sound, we end up with $\\boxed{{{v}}}$ tiles.",
    "Unless I slipped somewhere, the count comes to $\\boxed{{{v}}}$.",
    "Assuming I haven't miscounted, there are $\\boxed{{{v}}}$ ways.",
    "Wenn ich mich nicht verrechnet habe, ist das Ergebnis $\\boxed{{{v}}}$.",
    "Если я нигде не ошибся, ответ $\\boxed{{{v}}}$.",
    "Se i miei calcoli sono corretti, la risposta è $\\boxed{{{v}}}$.",
    "Si mis cálculos son correctos, el total es $\\boxed{{{v}}}$.",
    "I strongly suspect the answer is $\\boxed{{{v}}}$.",
    "We conjecture that the total is $\\boxed{{{v}}}$.",
    "Je présume que la réponse est $\\boxed{{{v}}}$.",
    "Ich vermute, dass die Antwort $\\boxed{{{v}}}$ ist.",
    "Sumando todo, conjeturo que el total es $\\boxed{{{v}}}$.",
    "Przypuszczam, że wynik to $\\boxed{{{v}}}$.",
    "Предполагаю, что ответ $\\boxed{{{v}}}$.",
    "Ipotizzo che il totale sia $\\boxed{{{v}}}$.",
    "Ik vermoed dat het antwoord $\\boxed{{{v}}}$ is.",
]
# A condition on the problem's givens, a conjecture of others or one the writer left behind: the value is stated.
STATED = [
    "Provided that $x > 0$, the answer is $\\boxed{{{v}}}$.",
    "Assuming the die is fair, the expected total is $\\boxed{{{v}}}$.",
    "If we pair the terms, the sum is $\\boxed{{{v}}}$.",
    "When I add the two parts, I get $\\boxed{{{v}}}$.",
    "Since my check confirmed each step, the answer is $\\boxed{{{v}}}$.",
    "Students often suspect a smaller count, but counting carefully gives $\\boxed{{{v}}}$.",
    "I suspected 7 at first; after counting carefully, the answer is $\\boxed{{{v}}}$.",
    "They conjecture a different total. Counting every case, the answer is $\\boxed{{{v}}}$.",
]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(SUPPOSED), filler=st.sampled_from(FILLER), mode=MODES)
def test_the_writers_supposition_before_the_value_hedges_it(value: int, sentence: str, filler: str, mode: Mode) -> None:
    assert_refused(filler + sentence.format(v=value), value, mode, Reason.HEDGED)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(STATED), filler=st.sampled_from(FILLER))
def test_a_condition_on_the_givens_or_anothers_conjecture_states_the_value(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)
