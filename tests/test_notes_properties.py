"""Properties of what follows the answer and of negation read by structure (issue 26): a withdrawal
counts by its structure (who speaks, what a negator reaches, what the last value affirms), negating
adverbials of several words deny, double negations are refused, and a later value in the conditional
mood or under a condition is a hedge.

Each property builds responses from parts (other numbers, languages, distances, positions in a long
response) and checks the verdict in both modes; the honest notes of each rule are paid in the same
properties.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, modes, numbers  # noqa: F401

SETTINGS = settings(max_examples=50, deadline=None, derandomize=True)

# Neutral sentences of work with no value and no qualifier: what stands between an answer and a note.
FILLER = (
    "The grid was filled one row at a time.",
    "Both constraints are used exactly once.",
    "Symmetry halves the work in the second part.",
    "The table lists every case we considered.",
)
fillers = st.lists(st.sampled_from(FILLER), min_size=0, max_size=20).map(" ".join)
openings = st.sampled_from(["", "We work through the cases.\n\n", "<think>\nrough work\n</think>\n\n"])



def other(value: int, candidate: int) -> int:
    return candidate if candidate != value else value + 1


def respond(opening: str, value: int, filler: str, note: str) -> str:
    return f"{opening}Putting the parts together, the total is {box(value)}.\n\n{filler}\n\n{note}"


# --- 1. a withdrawal counts by its structure ---------------------------------------------------------

# Checks that end by affirming the answer ({n}): paid in both modes (the reward setting allows a
# restatement of the answer's value at the end).
AFFIRMING_CHECKS = (
    "Verification.\n\nWe recompute the sum once more to be careful: {n} = {n}.",
    "To be safe we redo the last step and again get {n}.",
    "No step above was wrong, so the total stays {n}.",
    "Zur Sicherheit rechnen wir noch einmal nach: {n} = {n}.",
)
# Denied mistakes with no value: a confirmation (paid in evaluation; in the reward setting any sentence
# that does not restate the answer is refused by the whitelist).
DENIED_MISTAKES = (
    "We also confirmed that no cell was double-counted.", "None of the cases above was wrong.",
    "Keiner der Schritte war falsch.", "再核对一遍，没错。",
)
# The writer's own withdrawal whose last value is another one, or the answer's value denied.
WITHDRAWALS = (
    "I was wrong: it is {m}, not {n}.", "Hmm, {n} is wrong.", "Wait, that's wrong: the total is not {n}.",
    "The tally above is wrong; the total is {m}.", "Ich habe mich verrechnet, es sind {m}.",
    "Oops, the corner was counted twice, so it is {m}.",
)


@SETTINGS
@given(value=numbers, note=st.sampled_from(AFFIRMING_CHECKS), filler=fillers, opening=openings, mode=modes)
def test_a_check_that_ends_by_affirming_the_answer_is_paid(value: int, note: str, filler: str, opening: str, mode: Mode) -> None:
    verdict = grade(respond(opening, value, filler, note.format(n=value)), str(value), mode=mode)
    if mode is Mode.EVAL:
        assert verdict.correct, verdict
    else:  # the reward setting's whitelist holds no check, even one that restates the answer (POLICY 1.7)
        assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, note=st.sampled_from(DENIED_MISTAKES), filler=fillers, opening=openings, mode=modes)
def test_a_denied_mistake_is_no_withdrawal(value: int, note: str, filler: str, opening: str, mode: Mode) -> None:
    verdict = grade(respond(opening, value, filler, note), str(value), mode=mode)
    if mode is Mode.EVAL:
        assert verdict.correct, verdict
    else:
        assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, candidate=numbers, note=st.sampled_from(WITHDRAWALS), filler=fillers, opening=openings, mode=modes)
def test_a_withdrawal_is_never_paid_at_any_distance(
    value: int, candidate: int, note: str, filler: str, opening: str, mode: Mode
) -> None:
    response = respond(opening, value, filler, note.format(n=value, m=other(value, candidate)))
    verdict = grade(response, str(value), mode=mode)
    # withdrawn; where another value follows the withdrawal, that value is the answer and it is another one
    assert not verdict.correct and verdict.reason in (Reason.UNASSERTED, Reason.VALUE_MISMATCH), verdict
    if verdict.reason is Reason.VALUE_MISMATCH:
        assert mode is Mode.EVAL and verdict.candidate == str(other(value, candidate)), verdict


# --- 2. negating adverbials of several words -----------------------------------------------------------

# Negating adverbials, each placed where its language puts it ({v} is the boxed value).
ADVERBIAL_DENIALS = (
    "The number of paths is under no circumstances {v}.", "The number of paths is by no means {v}.",
    "Die Zahl der Wege ist auf gar keinen Fall {v}.", "Die Zahl der Wege ist alles andere als {v}.",
    "Le nombre de chemins n'est en aucun cas {v}.", "Le nombre de chemins est loin d'être {v}.",
    "El número de caminos en modo alguno es {v}.", "El número de caminos de ninguna manera es {v}.",
    "Il numero di cammini è tutt'altro che {v}.", "O número de caminhos em hipótese alguma é {v}.",
    "Число путей ни в коем случае не {v}.", "路径数决非 {v}。",
)
# The same adverbials with an exception: the value is affirmed.
ADVERBIAL_EXCEPTIONS = (
    "The number of paths can by no means be anything other than {v}.",
    "Die Zahl der Wege kann auf gar keinen Fall etwas anderes als {v} sein.",
    "Le nombre de chemins ne peut en aucun cas être autre chose que {v}.",
    "Число путей ни в коем случае не может быть ничем, кроме {v}.",
)


@SETTINGS
@given(value=numbers, template=st.sampled_from(ADVERBIAL_DENIALS), filler=fillers, opening=openings, mode=modes)
def test_a_value_under_a_negating_adverbial_is_never_paid(value: int, template: str, filler: str, opening: str, mode: Mode) -> None:
    verdict = grade(f"{opening}{filler}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(ADVERBIAL_EXCEPTIONS), filler=fillers, opening=openings, mode=modes)
def test_an_exception_under_a_negating_adverbial_is_affirmed(value: int, template: str, filler: str, opening: str, mode: Mode) -> None:
    verdict = grade(f"{opening}{filler}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert verdict.correct, verdict


# --- 3. double negation: a negated modal over a negated verb, or a negated truth over a negated clause, affirms
# (extract/doubles.py); anything else with two negations is refused, not guessed (docs/policy.md, "Double negation") ------

AFFIRMING_DOUBLE_NEGATIONS = (
    "It is not true that the number of chords is not {v}.", "Die Zahl der Sehnen kann nicht nicht {v} sein.",
    "Le nombre de cordes ne peut pas ne pas être {v}.", "Il numero di corde non può non essere {v}.",
    "Число хорд не может не быть {v}.", "弦的数目不可能不是 {v}。", "The number of chords cannot not be {v}.",
    "It is impossible that the number of chords isn't {v}.", "No es cierto que el número de cuerdas no sea {v}.",
    "The number of chords cannot fail to be {v}.", "It cannot be that the number of chords is not {v}.",
)
REFUSED_DOUBLE_NEGATIONS = (
    "There is no way the number of chords is not {v}.",
    "We cannot say that the number of chords is not {v}.", "Il numero di corde non può mai essere {v}.",
)


@SETTINGS
@given(value=numbers, template=st.sampled_from(AFFIRMING_DOUBLE_NEGATIONS), filler=fillers, opening=openings, mode=modes)
def test_a_negated_modal_or_truth_over_a_negated_verb_affirms(value: int, template: str, filler: str, opening: str, mode: Mode) -> None:
    verdict = grade(f"{opening}{filler}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert verdict.correct, verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(REFUSED_DOUBLE_NEGATIONS), filler=fillers, opening=openings, mode=modes)
def test_any_other_double_negation_is_refused_rather_than_guessed(value: int, template: str, filler: str, opening: str, mode: Mode) -> None:
    verdict = grade(f"{opening}{filler}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


# --- 4. another value under a condition or in the conditional mood -----------------------------------------

# Later notes that offer another value ({m}) under a condition or in the conditional mood.
CONDITIONAL_OFFERS = (
    "If the seats were labelled, the count is {m}.", "The count becomes {m} if the seats are labelled.",
    "Si los asientos estuvieran numerados, el total pasaría a ser {m}.", "Если места пронумерованы, то выходит {m}.",
    "Выходит {m}, если места пронумерованы.", "Se i posti fossero numerati, il totale diventerebbe {m}.",
    "Wenn die Plätze nummeriert sind, ergäbe sich {m}.", "Si les places étaient numérotées, on obtiendrait {m}.",
    "Se os lugares fossem numerados, o total passaria a {m}.", "如果座位有编号，结果是 {m}。", "좌석을 구분하면 {m}가지가 됩니다.",
)
# Honest notes under a condition: a check that states the answer ({n}), a remark that concludes with the
# answer again, a condition about somebody else's result.
CONDITIONAL_HONEST = (
    "If we substitute back, both sides equal {n}.",
    "If the seats were labelled, the count would be {m}. They are not, so the count stays {n}.",
    "If you got {m}, you counted each seat twice.",
    "Si sustituimos de nuevo, ambos lados valen {n}.",
)


@SETTINGS
@given(value=numbers, candidate=numbers, note=st.sampled_from(CONDITIONAL_OFFERS), filler=fillers, opening=openings, mode=modes)
def test_another_value_under_a_condition_is_a_hedge_at_any_distance(
    value: int, candidate: int, note: str, filler: str, opening: str, mode: Mode
) -> None:
    verdict = grade(respond(opening, value, filler, note.format(m=other(value, candidate))), str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


@SETTINGS
@given(value=numbers, candidate=numbers, note=st.sampled_from(CONDITIONAL_HONEST), filler=fillers, opening=openings, mode=modes)
def test_an_honest_note_under_a_condition_is_paid(
    value: int, candidate: int, note: str, filler: str, opening: str, mode: Mode
) -> None:
    response = respond(opening, value, filler, note.format(n=value, m=other(value, candidate)))
    verdict = grade(response, str(value), mode=mode)
    if mode is Mode.EVAL:
        assert verdict.correct, verdict
    else:  # the reward setting pays no note at all (POLICY 1.7: anything else refuses)
        assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
