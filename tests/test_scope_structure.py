"""Negation by scope decided by structure (issue: red-team scope classes): error predicates that govern
a clause of saying, exceptives whose negation scopes the other values, restrictives ("only"), exclusion
verbs, and the end of a negation's scope at a clause boundary.

The rows are fresh variations of each class (other verbs, languages, positions), graded in both modes
with the reason asserted; each class also has a property that builds responses from parts.
"""

from __future__ import annotations

from typing import Optional

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, in_mode, modes, numbers

SETTINGS = settings(max_examples=40, deadline=None, derandomize=True)

LONG = "We set up the count carefully.\n\n" + "Each case is checked against both conditions. " * 40 + "\n\n"
EARLIER_BOX = "A first pass gave $\\boxed{1}$ before the overlap was removed.\n\n"
EARLIER = EARLIER_BOX.replace("{", "{{").replace("}", "}}")  # in a row's template

# (response with {v} for the boxed value, correct, reason); graded in both modes.
# --- 1. an error predicate denies the clause it governs ---------------------------------------------
ERROR_PREDICATES = [
    ("It would be a mistake to say the count is {v}.", False, Reason.UNASSERTED),
    ("It would be an error to conclude that the total equals {v}.", False, Reason.UNASSERTED),
    ("It is misleading to claim that the area is {v}.", False, Reason.UNASSERTED),
    ("It would be a grave mistake to report {v} as the total.", False, Reason.UNASSERTED),
    ("Ce serait une erreur de dire que le total est {v}.", False, Reason.UNASSERTED),
    ("Es wäre ein Fehler zu behaupten, dass die Summe {v} ist.", False, Reason.UNASSERTED),
    ("Sería un error decir que el total es {v}.", False, Reason.UNASSERTED),
    ("Sarebbe un errore affermare che il totale è {v}.", False, Reason.UNASSERTED),
    ("Seria um erro dizer que o total é {v}.", False, Reason.UNASSERTED),
    ("Было бы ошибкой сказать, что сумма равна {v}.", False, Reason.UNASSERTED),
    (LONG + "It would be a mistake to conclude that the count is {v}.", False, Reason.UNASSERTED),
    (EARLIER + "It would be an error to say the count is {v}.", False, Reason.UNASSERTED),
    # double negation stays refused; an error predicate over an exceptive affirms
    ("It is not a mistake to say the count is {v}.", False, Reason.UNASSERTED),
    ("It would be a mistake to say anything other than {v}.", True, Reason.EQUAL),
    ("Sería un error decir que es otra cosa que {v}.", True, Reason.EQUAL),
    # an error word that governs no clause of saying denies nothing
    ("It would be a mistake to ignore the overlap; the count is {v}.", True, Reason.EQUAL),
    ("After fixing the mistake, the count is {v}.", True, Reason.EQUAL),
    ("Correcting the error in step 2 gives {v}.", True, Reason.EQUAL),
]

# --- 2. exceptives and restrictives whose negation scopes the other values ------------------------
EXCEPTIVES = [
    ("The value can't be anything but {v}.", True, Reason.EQUAL),
    ("The count cannot be anything besides {v}.", True, Reason.EQUAL),
    ("We can rule out every value besides {v}.", True, Reason.EQUAL),
    ("We exclude all candidates except {v}.", True, Reason.EQUAL),
    ("We can discard all options apart from {v}.", True, Reason.EQUAL),
    ("All values aside from {v} are ruled out.", True, Reason.EQUAL),
    ("The only number not ruled out is {v}.", True, Reason.EQUAL),
    ("The only value that is not excluded is {v}.", True, Reason.EQUAL),
    ("The only candidate we cannot eliminate is {v}.", True, Reason.EQUAL),
    ("Only {v} fails to be excluded.", True, Reason.EQUAL),
    ("Only {v} is not ruled out.", True, Reason.EQUAL),
    ("On peut exclure toutes les valeurs sauf {v}.", True, Reason.EQUAL),
    ("Toutes les valeurs sauf {v} sont exclues.", True, Reason.EQUAL),
    ("Alle Werte außer {v} sind ausgeschlossen.", True, Reason.EQUAL),
    ("Wir können jeden Wert außer {v} ausschließen.", True, Reason.EQUAL),
    ("Der einzige nicht ausgeschlossene Wert ist {v}.", True, Reason.EQUAL),
    ("Podemos descartar todos los valores excepto {v}.", True, Reason.EQUAL),
    ("El único valor no descartado es {v}.", True, Reason.EQUAL),
    ("Possiamo escludere ogni valore tranne {v}.", True, Reason.EQUAL),
    ("L'unico valore non escluso è {v}.", True, Reason.EQUAL),
    ("Podemos descartar todos os valores exceto {v}.", True, Reason.EQUAL),
    ("Все значения, кроме {v}, исключены.", True, Reason.EQUAL),
    ("Можно исключить все значения, кроме {v}.", True, Reason.EQUAL),
    (LONG + "After all the cases, the total can't be anything but {v}.", True, Reason.EQUAL),
    (EARLIER + "We can rule out every count besides {v}.", True, Reason.EQUAL),
    # the same structures that deny: an exceptive alone, an exclusion of the value, "only" with one negation
    ("Every value except {v} works.", False, Reason.UNASSERTED),
    ("Everything besides {v} is possible.", False, Reason.UNASSERTED),
    ("The answer is anything but {v}.", False, Reason.UNASSERTED),
    ("Die Antwort ist alles andere als {v}.", False, Reason.UNASSERTED),
    ("We can rule out {v}.", False, Reason.UNASSERTED),
    ("We can eliminate {v} at once.", False, Reason.UNASSERTED),
    ("The only number ruled out is {v}.", False, Reason.UNASSERTED),
    ("The only value that is not valid is {v}.", False, Reason.UNASSERTED),
    ("Only {v} fails.", False, Reason.UNASSERTED),
    ("{v} fails to be excluded.", False, Reason.UNASSERTED),  # a double negation with no exceptive: refused
    # "nothing less than" is a bound ("at least"), not an exceptive (docs/policy.md)
    ("Nothing less than {v} will do: the minimal total is that.", False, Reason.HEDGED),
    # an exclusion verb with another object is about something else
    ("We rule out 5 and 7, so the answer is {v}.", True, Reason.EQUAL),
    ("Discarding the negative root, $x = \\boxed{{{n}}}$.", True, Reason.EQUAL),
]

# --- 3. a negation's scope ends at a clause boundary ---------------------------------------------
BOUNDARIES = [
    ("The answer cannot possibly exceed {n}, and it is exactly {v}.", True, Reason.EQUAL),
    ("The sum can't possibly be larger than {n}, and it is {v}.", True, Reason.EQUAL),
    ("The count could not possibly be below {n}; it is {v}.", True, Reason.EQUAL),
    ("The total cannot possibly be more than {n} and it equals {v}.", True, Reason.EQUAL),
    ("Die Summe kann unmöglich größer als {n} sein, und sie ist genau {v}.", True, Reason.EQUAL),
    ("La suma no puede superar {n}, y es exactamente {v}.", True, Reason.EQUAL),
    (LONG + "The total cannot possibly exceed {n}, and it is exactly {v}.", True, Reason.EQUAL),
    # the value inside the negation stays denied; a hedge without a negator still hedges
    ("The answer cannot possibly be {v}.", False, Reason.UNASSERTED),
    ("It cannot exceed {n}, and it cannot be {v} either.", False, Reason.UNASSERTED),
    ("The answer is possibly {v}.", False, Reason.HEDGED),
    ("It cannot equal {v}.", False, Reason.UNASSERTED),
    ("There is no way the count is {v}.", False, Reason.UNASSERTED),
    ("The minimum {v} is never reached.", False, Reason.UNASSERTED),
]

ROWS = [("error", *row) for row in ERROR_PREDICATES] + [("exceptive", *row) for row in EXCEPTIVES] + [
    ("boundary", *row) for row in BOUNDARIES]


def _response(template: str, value: int) -> str:
    return template.format(v=box(value), n=value)


@pytest.mark.parametrize("mode", [Mode.EVAL, Mode.REWARD], ids=["eval", "reward"])
@pytest.mark.parametrize("kind, template, correct, reason", ROWS, ids=[f"{row[0]}-{i:02d}" for i, row in enumerate(ROWS)])
def test_scope_by_structure(kind: str, template: str, correct: bool, reason: Reason, mode: Mode) -> None:
    verdict = grade(_response(template, 6), "6", mode=mode)
    assert (verdict.correct, verdict.reason) == in_mode(template, correct, reason, mode), verdict


def test_a_confirmation_after_an_exceptive_is_paid_in_evaluation() -> None:
    response = "There is no other answer than \\boxed{4}, so 4 is not wrong."
    assert grade(response, "4").correct
    verdict = grade(response, "4", mode=Mode.REWARD)  # the reward whitelist refuses any sentence after the answer
    assert (verdict.correct, verdict.reason) == (False, Reason.UNASSERTED), verdict


# --- properties, one per class -----------------------------------------------------------------------

openings = st.sampled_from(["", "Let us count.\n\n", LONG, EARLIER_BOX, "<think>\nscratch\n</think>\n\n"])
ERROR_DENIALS = tuple(row[0] for row in ERROR_PREDICATES[:10])
ERROR_EXCEPTIVES = ("It would be a mistake to say anything other than {v}.", "It would be wrong to claim anything but {v}.",
                    "It is misleading to give any value except {v}.")
AFFIRMING_EXCEPTIVES = tuple(template for template, correct, _ in EXCEPTIVES[:25] if correct)
DENYING_EXCEPTIVES = tuple(template for template, _, reason in EXCEPTIVES if reason is Reason.UNASSERTED)
ENDED_SCOPES = tuple(template for template, correct, _ in BOUNDARIES if correct)


def _grade(opening: str, template: str, value: int, mode: Mode, reference: Optional[int] = None):  # type: ignore[no-untyped-def]
    return grade(opening + _response(template, value), str(value if reference is None else reference), mode=mode)


@SETTINGS
@given(value=numbers, template=st.sampled_from(ERROR_DENIALS), opening=openings, mode=modes)
def test_a_value_in_a_clause_an_error_predicate_governs_is_never_paid(value: int, template: str, opening: str, mode: Mode) -> None:
    verdict = _grade(opening, template, value, mode)
    assert (verdict.correct, verdict.reason) == (False, Reason.UNASSERTED), verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(ERROR_EXCEPTIVES + AFFIRMING_EXCEPTIVES), opening=openings, mode=modes)
def test_an_exceptive_under_one_negation_affirms(value: int, template: str, opening: str, mode: Mode) -> None:
    verdict = _grade(opening, template, value, mode)
    assert (verdict.correct, verdict.reason) == in_mode(template, True, Reason.EQUAL, mode), verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(DENYING_EXCEPTIVES), opening=openings, mode=modes)
def test_an_exceptive_alone_or_an_exclusion_of_the_value_denies(value: int, template: str, opening: str, mode: Mode) -> None:
    verdict = _grade(opening, template, value, mode)
    assert (verdict.correct, verdict.reason) == (False, Reason.UNASSERTED), verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(ENDED_SCOPES), opening=openings, mode=modes)
def test_a_negation_ends_at_its_clause(value: int, template: str, opening: str, mode: Mode) -> None:
    verdict = _grade(opening, template, value, mode)
    assert verdict.correct, verdict


# --- the first test of the exceptive words agrees with their pattern ------------------------------------

from hypothesis import given as _given, settings as _settings, strategies as _st  # noqa: E402

from strictgrade.extract import lexicons as _lexicons  # noqa: E402

_HINT_WORDS = sorted(_lexicons._EXCEPTIVE_HINTS)
_ascii_texts = _st.lists(_st.one_of(_st.sampled_from([w for w in _HINT_WORDS if w.isascii()]),
                                    _st.from_regex(r"[A-Za-z0-9' ,._-]{0,12}", fullmatch=True)), max_size=8).map(" ".join)


@_settings(max_examples=300, deadline=None, derandomize=True)
@_given(_st.one_of(_ascii_texts, _st.text(max_size=40)))
def test_the_exceptive_first_test_never_misses_what_the_pattern_finds(text: str) -> None:
    if _lexicons._exceptive_hint().search(text):
        assert _lexicons._may_except(text), text


@_settings(max_examples=300, deadline=None, derandomize=True)
@_given(_st.one_of(_ascii_texts, _st.text(max_size=40)))
def test_the_joined_first_test_is_either_first_test(text: str) -> None:
    assert _lexicons._may_turn(text) == (_lexicons._may_negate(text) or _lexicons._may_except(text)), text


# --- an aside set off by commas interrupts a negation; it does not end its scope --------------------
DENIED_PAST_ASIDES = ("It is not{a} {v}.", "The total would not{a} be {v}.", "Nobody{a} gets {v}.", "The count cannot{a} equal {v}.",
                      "Der Wert ist nicht, wie gesagt, {v}.", "La somme n'est pas, en fait, {v}.")
AFFIRMED_PAST_ASIDES = ("It is{a} {v}.", "The total{a} is {v}.", "So the count is{a} {v}.", "No{a} the count is {v}.")
ASIDES = st.sampled_from([", however,", ", of course,", ", in fact,", ", as it turns out,"])  # English: the templates in other languages hold theirs


@SETTINGS
@given(value=numbers, template=st.sampled_from(DENIED_PAST_ASIDES), aside=ASIDES, opening=openings, mode=modes)
def test_a_negation_reaches_its_value_past_an_aside(value: int, template: str, aside: str, opening: str, mode: Mode) -> None:
    verdict = _grade(opening, template.replace("{a}", aside), value, mode)
    assert not verdict.correct, verdict
    if opening != EARLIER_BOX:  # else the denied box is skipped and the earlier one read, for its own reasons
        assert verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(AFFIRMED_PAST_ASIDES), aside=ASIDES, opening=openings, mode=modes)
def test_an_aside_alone_or_after_a_correction_denies_nothing(value: int, template: str, aside: str, opening: str, mode: Mode) -> None:
    verdict = _grade(opening, template.replace("{a}", aside), value, mode)
    assert verdict.correct, verdict


# --- a mistake predicated of another value is a named mistake, whoever made it ------------------------
NAMED_MISTAKES = ("My first draft had {m}, which was an error.", "The earlier estimate of {m} in my scratch work was an arithmetic slip.",
                  "Getting {m} there was my mistake.", "Mon premier brouillon donnait {m}, qui était une erreur.")
NOT_NAMED = ("The correct count is {m}, which the earlier error hid.", "Probably {m} was a slip, but maybe {n} is also off.")


@SETTINGS
@given(value=numbers, candidate=numbers, template=st.sampled_from(NAMED_MISTAKES))
def test_a_mistake_predicated_of_another_value_leaves_the_answer(value: int, candidate: int, template: str) -> None:
    other = candidate if candidate != value else value + 1  # graded: in the reward setting no note may follow
    verdict = grade(f"The total is {box(value)}.\n\n" + template.format(m=other, n=value), str(value))
    assert verdict.correct, verdict


@SETTINGS
@given(value=numbers, candidate=numbers, template=st.sampled_from(NOT_NAMED))
def test_another_value_called_true_or_a_doubt_after_a_mistake_is_refused(value: int, candidate: int, template: str) -> None:
    other = candidate if candidate != value else value + 1
    verdict = grade(f"The total is {box(value)}.\n\n" + template.format(m=other, n=value), str(value))
    assert not verdict.correct, verdict


# The first tests are tries of the lexicons' words; each finds a word exactly where the plain alternation of the
# same words (longest first, as they were written before 0.15.0) finds one.
import re as _re  # noqa: E402

_NEGATOR_ALTERNATION = _re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(sorted(map(_re.escape, _lexicons._NEGATOR_WORDS), key=len, reverse=True)) + r")(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:" + "|".join(r"\s+".join(_re.escape(word).replace("'", "['’]") for word in phrase.split()) for phrase in _lexicons._PHRASE_TOKENS)
    + r")(?![^\W\d_])|n['’]t\b|\bn['’]|" + "|".join(map(_re.escape, _lexicons._INFIX_NEGATORS)), _re.IGNORECASE)
_EXCEPTIVE_ALTERNATION = _re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(sorted(map(_re.escape, _lexicons._EXCEPTIVE_HINTS), key=len, reverse=True)) + r")(?![^\W\d_])", _re.IGNORECASE)
_SCOPE_WORDS = sorted(_lexicons._NEGATOR_WORDS | _lexicons._EXCEPTIVE_HINTS | set(_lexicons._PHRASE_TOKENS) | set(_lexicons._INFIX_NEGATORS))
_mixed_texts = _st.lists(_st.one_of(_st.sampled_from(_SCOPE_WORDS), _st.text(max_size=6), _st.sampled_from([" ", ", ", "’", "'", "x"])),
                         max_size=8).map("".join)


@_settings(max_examples=500, deadline=None, derandomize=True)
@_given(_st.one_of(_mixed_texts, _st.text(max_size=40)))
def test_the_tries_find_what_the_alternations_find(text: str) -> None:
    assert (_lexicons._negator_hint().search(text) is None) == (_NEGATOR_ALTERNATION.search(text) is None), text
    assert (_lexicons._exceptive_hint().search(text) is None) == (_EXCEPTIVE_ALTERNATION.search(text) is None), text
