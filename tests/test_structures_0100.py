"""Properties of the readings added in 0.10.0 (docs/policy.md, "Rules by structure added in 0.10.0"):
the reward whitelist holds only the phrase a count noun or unit heads after the answer, never a
predicate or a clause set off by a comma; a double negation in a note affirms the answer's value; a
condition after a lead ("Note:", "Of course,") offers its value, unless it supposes the answer's own
(a check); a later sentence that gives the answer's value as one of a disjunction hedges it, and one
that names other values and then rejects them with a negative subject offers nothing.  Each builds its
responses from parts, in several languages, and checks the verdict in both modes where both apply.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, numbers

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

WORK = ("Each pair was listed once.", "We checked both orders.", "The table has one row per case.")
work = st.lists(st.sampled_from(WORK), min_size=0, max_size=6).map(" ".join)
breaks = st.sampled_from([" ", "\n\n", "\n\n---\n\n"])

ANCHORS = ("The answer is {b}", "Thus the total is {b}", "La respuesta es {b}", "Die Antwort ist {b}", "La réponse est {b}")

# After the answer, in the reward setting: the answer as the subject of a predicate, or the rest of the
# sentence set off by a comma, is outside the whitelist; the phrase a count noun heads is inside it.
PREDICATES = (" is the smallest such integer.", " is what the table gives.", " es el mínimo.", " ist die kleinste Zahl.",
              ", as expected.", ", come previsto.", ", wie erwartet.", ", que es el cambio.", " matches were played.")
NOUN_PHRASES = (" apples.", " Bücher.", " minutes to catch the bus.", " libri in tutto.", " scatole", " ฟอง", "개입니다.", " 本书。",
                " apertos de mão.")


@SETTINGS
@given(value=numbers, anchor=st.sampled_from(ANCHORS), rest=st.sampled_from(PREDICATES), before=work)
def test_a_predicate_or_a_set_off_clause_after_the_answer_is_off_the_whitelist(value: int, anchor: str, rest: str, before: str) -> None:
    response = f"{before}\n\n{anchor.format(b=box(value))}{rest}"
    verdict = grade(response, str(value), mode=Mode.REWARD)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
    assert grade(response, str(value)).correct  # in the evaluation setting the clause checks read it: neutral


@SETTINGS
@given(value=numbers, anchor=st.sampled_from(ANCHORS), rest=st.sampled_from(NOUN_PHRASES), before=work)
def test_the_phrase_a_count_noun_heads_after_the_answer_is_on_the_whitelist(value: int, anchor: str, rest: str, before: str) -> None:
    response = f"{before}\n\n{anchor.format(b=box(value))}{rest}"
    verdict = grade(response, str(value), mode=Mode.REWARD)
    assert verdict.correct, verdict


# A note after the answer that negates an exclusion of its value affirms it; one exclusion denies it.
DOUBLE_NEGATIONS = ("Nothing rules out {v}.", "No constraint excludes {v}.", "Nessun vincolo esclude {v}.", "{v} is not excluded by any condition.",
                    "Ninguna condición excluye {v}.", "Nenhuma condição exclui {v}.")
SINGLE_NEGATIONS = ("So {v} is excluded.", "The second condition rules out {v}.", "Quindi {v} è escluso.", "{v} cannot be the answer.")


@SETTINGS
@given(value=numbers, anchor=st.sampled_from(ANCHORS), note=st.sampled_from(DOUBLE_NEGATIONS), gap=breaks, before=work)
def test_a_double_negation_in_a_note_affirms_the_answer(value: int, anchor: str, note: str, gap: str, before: str) -> None:
    verdict = grade(f"{before}\n\n{anchor.format(b=box(value))}.{gap}{note.format(v=value)}", str(value))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


@SETTINGS
@given(value=numbers, anchor=st.sampled_from(ANCHORS), note=st.sampled_from(SINGLE_NEGATIONS), gap=breaks, before=work)
def test_a_single_negation_in_a_note_denies_the_answer(value: int, anchor: str, note: str, gap: str, before: str) -> None:
    verdict = grade(f"{before}\n\n{anchor.format(b=box(value))}.{gap}{note.format(v=value)}", str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


# A condition that opens a note after a lead offers the value it gives; one that supposes the answer's
# own value is a check of it.
LEADS = ("", "Note: ", "Of course, ", "But ", "Kanttekening: ", "Ek not: ")
CONDITIONS = ("if the order mattered, the count would be {v}.", "if repeats were allowed, we would get {v}.",
              "si el orden importara, serían {v}.", "wenn die Reihenfolge zählt, sind es {v}.", "indien de volgorde telt, kom je op {v} uit.")
CHECKS = ("if the count is {a}, then doubling it gives {b}, as the table shows.",
          "si son {a}, entonces el doble es {b}, como en la tabla.", "wenn es {a} sind, dann ist das Doppelte {b}, wie in der Tabelle.")


@SETTINGS
@given(value=numbers, other=numbers, anchor=st.sampled_from(ANCHORS), lead=st.sampled_from(LEADS), condition=st.sampled_from(CONDITIONS), gap=breaks)
def test_a_condition_after_a_lead_offers_its_value(value: int, other: int, anchor: str, lead: str, condition: str, gap: str) -> None:
    assume(other != value)
    verdict = grade(f"{anchor.format(b=box(value))}.{gap}{lead}{condition.format(v=other)}", str(value))
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


@SETTINGS
@given(value=numbers, anchor=st.sampled_from(ANCHORS), lead=st.sampled_from(("", "Check: ", "Working backwards as a check: ", "Проверка: ")),
       check=st.sampled_from(CHECKS), gap=breaks)
def test_a_condition_that_supposes_the_answer_is_a_check(value: int, anchor: str, lead: str, check: str, gap: str) -> None:
    verdict = grade(f"{anchor.format(b=box(value))}.{gap}{lead}{check.format(a=value, b=2 * value)}", str(value))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


# A later sentence that joins the answer's value and another by a disjunction offers both.
DISJUNCTIONS = ("It could be {a} or {b}.", "Honestly, {a} or {b} are both possible readings.", "Es könnte {a} oder {b} sein.",
                "Hangisinin kastedildiğinden emin değilim, {a} ya da {b} olabilir.", "Может быть {a} или {b}.")


@SETTINGS
@given(value=numbers, other=numbers, anchor=st.sampled_from(ANCHORS), sentence=st.sampled_from(DISJUNCTIONS), first=st.booleans(),
       gap=breaks)
def test_a_later_disjunction_with_the_answers_value_hedges_it(value: int, other: int, anchor: str, sentence: str, first: bool, gap: str) -> None:
    assume(other != value)
    a, b = (value, other) if first else (other, value)
    verdict = grade(f"{anchor.format(b=box(value))}.{gap}Note on the statement.{gap}{sentence.format(a=a, b=b)}", str(value))
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


# Other values named in a note and then rejected by a negative subject are no offer.
REJECTIONS = ("I also considered {a} and {b}, but neither works.", "I had also considered {a} and {b}; none of them fits.",
              "J'avais aussi envisagé {a} et {b} : aucune ne convient.", "También pensé en {a} y {b}, pero ninguno sirve.")


@SETTINGS
@given(value=numbers, a=numbers, b=numbers, anchor=st.sampled_from(ANCHORS), sentence=st.sampled_from(REJECTIONS), gap=breaks)
def test_other_values_rejected_in_a_note_are_no_offer(value: int, a: int, b: int, anchor: str, sentence: str, gap: str) -> None:
    assume(value not in (a, b))
    verdict = grade(f"{anchor.format(b=box(value))}.{gap}{sentence.format(a=a, b=b)}", str(value))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


# An inequality or interval answer: a note that its bound is excluded denies a bound, not the answer.
@SETTINGS
@given(bound=numbers, gap=breaks, sign=st.sampled_from([">", "<", "\\ge", "\\le"]))
def test_a_note_on_a_relations_bound_does_not_deny_it(bound: int, gap: str, sign: str) -> None:
    answer = f"x {sign} {bound}"
    verdict = grade(f"So $\\boxed{{{answer}}}$.{gap}The boundary {bound} itself is not a solution.", answer)
    assert verdict.correct, verdict


# A Hebrew prefix letter joined to a number by a hyphen reads the number, not its negative.
@SETTINGS
@given(value=numbers, prefix=st.sampled_from(["ש-", "ה-", "ב-", "ל-", "ו-", "ש־"]))
def test_a_hebrew_prefix_before_a_number_is_no_minus(value: int, prefix: str) -> None:
    verdict = grade(f"התשובה: $\\boxed{{{value}}}$\n\nבדיקה חוזרת מראה {prefix}{value} אינו יכול להיות התשובה.", str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
