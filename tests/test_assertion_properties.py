"""Properties of the assertion rules read by structure (issue 22): negation by its scope, notes after
the answer at any distance, the final sentence, and the reward setting's whitelist.

Each property builds its responses from parts (other numbers, languages, distances, positions in a
long response) and checks the verdict in both modes.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, modes, numbers  # noqa: F401

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

# Neutral sentences of work with no value and no qualifier: what stands between an answer and a note.
FILLER = (
    "The construction above uses only the conditions of the problem.",
    "Each case was counted exactly once in the table.",
    "Both constraints hold for the configuration we built.",
    "This matches the symmetry we noticed at the start.",
)
fillers = st.lists(st.sampled_from(FILLER), min_size=0, max_size=25).map(" ".join)
openings = st.sampled_from(["", "Let us reason step by step.\n\n", "<think>\nsome scratch work\n</think>\n\n"])



# --- negation by its scope ------------------------------------------------------------------------

# A negator before the value, in several languages and syntaxes ({v} is the boxed value).
DENYING = (
    "It cannot equal {v}.", "So there is no way the total is {v}.", "Under no condition does the sum reach {v}.",
    "The smallest value {v} is never attained.", "Hence {v} is not achievable.", "{v} can never be the count.",
    "Il est impossible que la somme vaille {v}.", "Die Summe kann niemals {v} sein.", "La suma nunca puede ser {v}.",
    "Сумма никогда не равна {v}.", "La somma non può mai essere {v}.", "A soma jamais será {v}.",
)
# A negation whose scope is the other values: the value is affirmed.
AFFIRMING = (
    "No integer other than {v} satisfies both conditions.", "Nothing but {v} survives the check.",
    "There is no solution except {v}.", "The count is {v}, and no other value is possible.",
    "Il n'y a pas d'autre valeur que {v}.", "Es gibt keine andere Lösung als {v}.", "No hay otra solución que {v}.",
    "Никакое другое число, кроме {v}, не подходит.",
)


@SETTINGS
@given(value=numbers, template=st.sampled_from(DENYING), opening=openings, mode=modes)
def test_a_value_inside_a_negation_is_never_paid(value: int, template: str, opening: str, mode: Mode) -> None:
    verdict = grade(opening + template.format(v=box(value)), str(value), mode=mode)
    assert not verdict.correct and verdict.reason in (Reason.UNASSERTED, Reason.HEDGED), verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(AFFIRMING), opening=openings)
def test_a_negation_of_the_other_values_affirms(value: int, template: str, opening: str) -> None:
    verdict = grade(opening + template.format(v=box(value)), str(value))
    assert verdict.correct, verdict


# --- notes after the answer, at any distance ---------------------------------------------------------

OFFERS = (
    "Were the objects distinguishable, {m} would result.", "One could also argue for {m}.",
    "With a different reading of the statement the count would be {m}.", "Alternatively, {m} if the ends are excluded.",
    "Si l'ordre comptait, on obtiendrait {m} aussi.", "Bei anderer Lesart wäre es {m}.",
)
RETRACTIONS = (
    "Wait, I dropped a term; it is {m}.", "Oops, the second case was counted twice, which leaves {m}.",
    "Hmm, on closer inspection the total comes to {m}.", "Actually the carry was lost, so it is {m}.",
)
NAMED_MISTAKES = (
    "A common slip is to count both orders and get {m}.", "Forgetting the overlap gives {m}, which is wrong.",
    "Note that {m} would fail the second condition.", "An off-by-one error would give {m}.",
)
CHECKS = ("Check: {n} - {n} = 0.", "Wait, let me verify: {n} = {n}, as required.", "Substituting back gives {n} again.")


def _other(value: int, other: int) -> int:
    return other if other != value else value + 1


@SETTINGS
@given(value=numbers, other=numbers, note=st.sampled_from(OFFERS), filler=fillers, opening=openings, mode=modes)
def test_another_value_offered_after_the_answer_is_a_hedge_at_any_distance(
    value: int, other: int, note: str, filler: str, opening: str, mode: Mode
) -> None:
    response = f"{opening}The answer is {box(value)}.\n\n{filler}\n\n{note.format(m=_other(value, other))}"
    verdict = grade(response, str(value), mode=mode)
    assert not verdict.correct, verdict


@SETTINGS
@given(value=numbers, other=numbers, note=st.sampled_from(RETRACTIONS), filler=fillers, opening=openings)
def test_a_retraction_followed_by_another_value_is_never_paid(value: int, other: int, note: str, filler: str, opening: str) -> None:
    response = f"{opening}The answer is {box(value)}.\n\n{filler}\n\n{note.format(m=_other(value, other))}"
    verdict = grade(response, str(value))
    # withdrawn; a value stated after the withdrawal is the answer (the last one wins), and it is another one
    assert not verdict.correct and verdict.reason in (Reason.UNASSERTED, Reason.VALUE_MISMATCH), verdict
    if verdict.reason is Reason.VALUE_MISMATCH:
        assert verdict.candidate == str(_other(value, other)), verdict


@SETTINGS
@given(value=numbers, other=numbers, note=st.sampled_from(NAMED_MISTAKES + CHECKS), filler=fillers, opening=openings)
def test_a_value_named_as_a_mistake_or_a_check_leaves_the_answer_paid(
    value: int, other: int, note: str, filler: str, opening: str
) -> None:
    response = f"{opening}The answer is {box(value)}.\n\n{filler}\n\n{note.format(m=_other(value, other), n=value)}"
    assert grade(response, str(value)).correct


# --- the reward setting's whitelist --------------------------------------------------------------------

WHITELISTED = st.lists(
    st.sampled_from([".", "!", " ", "\n", "**", "$", " ✅", " 🎉", " I hope it is correct.",
                     "\n\nThis completes the solution.", " Hope this helps!"]),
    max_size=6,
).map("".join)
NOT_WHITELISTED = st.sampled_from([
    "\n\nLet me know if you want another method.", "\n\nShall I double-check?", "\n\nStep 6: substitute back.",
    "\n\nP.S. A fun problem.", " (checked numerically)", "\n\nBy the way, the next problem is harder.",
])


@SETTINGS
@given(value=numbers, ending=WHITELISTED)
def test_the_reward_setting_pays_a_whitelisted_ending(value: int, ending: str) -> None:
    verdict = grade(f"**Final Answer**\n\\[\\boxed{{{value}}}\\]{ending}", str(value), mode=Mode.REWARD)
    assert verdict.correct, verdict


@SETTINGS
@given(value=numbers, ending=WHITELISTED, extra=NOT_WHITELISTED)
def test_the_reward_setting_refuses_anything_else_after_the_answer(value: int, ending: str, extra: str) -> None:
    response = f"**Final Answer**\n\\[\\boxed{{{value}}}\\]{ending}{extra}"
    assert not grade(response, str(value), mode=Mode.REWARD).correct


# --- the final sentence concludes or there is no answer ----------------------------------------------

@SETTINGS
@given(value=numbers, filler=fillers)
def test_an_earlier_sentence_never_stands_in_for_the_last_one(value: int, filler: str) -> None:
    response = f"So the total is {value}. {filler} This agrees with the setup."
    assert grade(response, str(value)).reason is Reason.NO_ANSWER
    assert grade(f"{filler} So the total is {value}. I hope it is correct.", str(value)).correct
