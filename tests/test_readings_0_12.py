"""Properties of the readings added in 0.12.0 (docs/policy.md, "Rules by structure added in 0.12.0"), each
built from parts with other numbers, languages and work before the answer:

- a negated complement after the value ("16 бути не може") is read with an exceptive before it, which makes
  the other values its scope;
- a part of a hyphenated compound ("line-ups") is no withdrawal of its own;
- "or not" that closes the alternative of a "whether" clause is that clause's, no tag on the answer;
- a hedge in what a confirmation compares the answer with ("agrees with the rough estimate") qualifies that;
- a note's written-out sum states its value, a function's arguments and a noun's count state none.

Notes after the answer are off the reward whitelist, so what they pay is asserted in the evaluation setting;
what they refuse is refused in both.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade
from strictgrade._tables import RETRACTIONS
from strictgrade.extract.offers import worked_values

from ._strategies import box, modes, numbers

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

WORK = ("We listed every case once.", "Each pair was counted in both orders and halved.", "The table has one row per case.")
work = st.lists(st.sampled_from(WORK), max_size=6).map(" ".join)


# --- an exceptive before the value, a negated complement after it ---------------------------------------

# (anchor, exceptive sentence, the same sentence without its exceptive): {v} is the value.
EXCEPTED_COMPLEMENTS = (
    ("Відповідь: {v}.", "Іншого значення, крім {v}, бути не може.", "Проте {v} бути не може."),
    ("Відповідь: {v}.", "Іншого значення крім {v} бути не може.", "Але {v} бути не може."),
    ("Ответ: {v}.", "Другого значения, кроме {v}, быть не может.", "Однако {v} быть не может."),
    ("Odpowiedź: {v}.", "Innej wartości, poza {v}, być nie może.", "Jednak {v} być nie może."),
)


@SETTINGS
@given(value=numbers, parts=st.sampled_from(EXCEPTED_COMPLEMENTS), before=work)
def test_an_exceptive_makes_a_negated_complement_about_the_others(value: int, parts: tuple, before: str) -> None:
    anchor, excepted, denied = (part.format(v=value) for part in parts)
    assert grade(f"{before}\n\n{anchor} {excepted}", str(value)).reason is Reason.EQUAL
    verdict = grade(f"{before}\n\n{anchor} {denied}", str(value))
    assert (verdict.correct, verdict.reason) == (False, Reason.UNASSERTED)


# --- a part of a hyphenated compound ------------------------------------------------------------------

# The one-word withdrawals of the English and Danish tables ("ups", "fejl", "wrong"), glued into compounds.
_ONE_WORD_WITHDRAWALS = sorted({word for language in ("en", "da", "pl") for word in RETRACTIONS[language]
                                if word.isascii() and word.isalpha() and len(word) > 2})


@SETTINGS
@given(value=numbers, word=st.sampled_from(_ONE_WORD_WITHDRAWALS), head=st.sampled_from(("line", "set", "pick", "well")), before=work)
def test_the_tail_of_a_compound_withdraws_nothing(value: int, word: str, head: str, before: str) -> None:
    note = f"Both {head}-{word} orders were compared before the count was halved."
    assert grade(f"{before} So the count is {box(value)}.\n\n{note}", str(value)).correct
    # a withdrawal word doubled, or heading a compound, withdraws ("Ups-ups, 36", "Typo-fix: 36")
    assert not grade(f"{before} So the count is {box(value)}.\n\n{word.capitalize()}-{word}, {value + 1}.", str(value)).correct


# --- "whether ... or not" -------------------------------------------------------------------------------

WHETHER_NOTES = (
    "The split depends on whether a particular candidate is included or not.",
    "We treated the cases by whether the first digit is even or not.",
    "It works whether the order matters or not.",
)


@SETTINGS
@given(value=numbers, note=st.sampled_from(WHETHER_NOTES), before=work, mode=modes)
def test_or_not_closes_a_whether_clause(value: int, note: str, before: str, mode: Mode) -> None:
    response = f"{before} So the count is {box(value)}.\n\n{note}"
    assert grade(response, str(value)).correct
    tagged = grade(f"{before} So the count is {box(value)}. Or not.", str(value), mode=mode)
    assert not tagged.correct


# --- a hedge in what a confirmation compares the answer with --------------------------------------------

COMPARED = (
    "This agrees with the rough estimate we made from the sketch.",
    "That matches our rough guess from the start.",
    "The result is consistent with a rough estimate.",
    "Это совпадает с нашей грубой оценкой.",
)
PREDICATED = ("It is a rough estimate.", "This is only an estimate.", "I think so, but it is a guess.")


@SETTINGS
@given(value=numbers, compared=st.sampled_from(COMPARED), predicated=st.sampled_from(PREDICATED), before=work, mode=modes)
def test_a_hedge_in_the_compared_estimate_hedges_nothing(value: int, compared: str, predicated: str, before: str, mode: Mode) -> None:
    stated = f"{before} Adding the sides gives {box(value)}.\n\n"
    assert grade(stated + compared, str(value)).correct
    assert not grade(stated + predicated, str(value), mode=mode).correct


# --- work in a note: a sum states its value -----------------------------------------------------------

@SETTINGS
@given(terms=st.lists(st.integers(min_value=1, max_value=999), min_size=2, max_size=5))
def test_a_written_out_sum_states_its_value(terms: list) -> None:
    sentence = "Another way to see it: " + " + ".join(map(str, terms)) + "."
    inputs, results = worked_values(sentence)
    assert results == [str(sum(terms))]
    assert inputs == {str(term) for term in terms} - {str(sum(terms))}


@SETTINGS
@given(terms=st.lists(st.integers(min_value=1, max_value=999), min_size=2, max_size=4), shift=st.integers(min_value=1, max_value=9),
       before=work, mode=modes)
def test_another_derivation_offers_only_another_sum(terms: list, shift: int, before: str, mode: Mode) -> None:
    value = sum(terms)
    stated = f"{before} So the count is {box(value)}.\n\n"
    same = "Another way to see the same number: C(7, 3) = " + " + ".join(map(str, terms)) + "."
    assert grade(stated + same, str(value)).correct
    other = "Another way to count gives " + " + ".join(map(str, terms[:-1] + [terms[-1] + shift])) + "."
    verdict = grade(stated + other, str(value), mode=mode)
    assert not verdict.correct


# --- an intransitive confirmation with an object is another verb ----------------------------------------

SUBJECTS = ("Nobody on the committee", "No member", "No box", "None of the shelves")
OBJECTS = ("a title", "the key", "{n} eggs", "more than {n} books")


@SETTINGS
@given(value=numbers, subject=st.sampled_from(SUBJECTS), verb=st.sampled_from(("holds", "adds up")), thing=st.sampled_from(OBJECTS),
       n=st.integers(min_value=2, max_value=99), before=work, mode=modes)
def test_a_confirmation_with_an_object_is_another_verb(value: int, subject: str, verb: str, thing: str, n: int, before: str, mode: Mode) -> None:
    stated = f"{before} So the count is {box(value)}.\n\n"
    note = f"{subject} {verb} {thing.format(n=n + value)}."  # another number than the answer's: a note that
    # negates the answer's own value is read by its scope
    assert grade(stated + note, str(value)).correct
    denied = grade(stated + f"Hmm, this doesn't {verb.replace('holds', 'hold').replace('adds', 'add')}.", str(value), mode=mode)
    assert (denied.correct, denied.reason) == (False, Reason.UNASSERTED)


# --- a note that ends with work states its result -------------------------------------------------------

ANOTHER_METHOD = ("A different grouping gives {w}.", "Другим способом получается {w}.", "Eine andere Zählweise liefert {w}.",
                  "Das ist dasselbe wie {w}.", "换一种数法得到 {w}。")


def _written(total: int, kind: str) -> str:
    """``total`` written out as work: a sum, a product, or a count of choices (\\binom{total}{1}; its n is
    read up to MAX_WORKED_CHOICES_N)."""
    if kind == "sum":
        return f"{total - 1} + 1"
    if kind == "product":
        return f"{total} · 1"
    return f"$\\binom{{{total}}}{{1}}$"


@SETTINGS
@given(value=st.integers(min_value=2, max_value=900), shift=st.integers(min_value=1, max_value=50), note=st.sampled_from(ANOTHER_METHOD),
       kind=st.sampled_from(("sum", "product", "choices")), before=work, mode=modes)
def test_a_note_that_ends_with_work_states_its_result(value: int, shift: int, note: str, kind: str, before: str, mode: Mode) -> None:
    stated = f"{before} So the count is {box(value)}.\n\n"
    assert grade(stated + note.format(w=_written(value, kind)), str(value)).correct
    verdict = grade(stated + note.format(w=_written(value + shift, kind)), str(value), mode=mode)
    assert not verdict.correct


# --- a withdrawal word before a tail that says "without" ------------------------------------------------

@SETTINGS
@given(value=numbers, head=st.sampled_from(("typo", "error", "mistake", "fehler", "fejl")), tail=st.sampled_from(("free", "frei", "fri")),
       before=work)
def test_a_privative_compound_withdraws_nothing(value: int, head: str, tail: str, before: str) -> None:
    note = f"The list is {head}-{tail}: every pair appears once."
    assert grade(f"{before} So the count is {box(value)}.\n\n{note}", str(value)).correct


# --- a correction after a mistake word, past its clause ---------------------------------------------------

CORRECTIONS_AFTER_MISTAKE = ("算错了，应该是 {w}。", "Oops, it should be {w} rather than {v}.", "哎呀，算错了，应该是 {w} 而不是 {v}。",
                             "C'est {w} et non {v}.")


@SETTINGS
@given(value=numbers, shift=st.integers(min_value=1, max_value=50), note=st.sampled_from(CORRECTIONS_AFTER_MISTAKE), mode=modes)
def test_a_correction_after_a_mistake_replaces_the_answer(value: int, shift: int, note: str, mode: Mode) -> None:
    verdict = grade(f"The answer is {box(value)}.\n\n{note.format(v=value, w=value + shift)}", str(value), mode=mode)
    assert not verdict.correct


# --- work in math in a note: powers, factorials, fractions, roots ------------------------------------------

WORK_IN_MATH = ("{b}^{{{e}}}", "\\frac{{{n}}}{{1}}", "\\sqrt{{{s}}}")


@SETTINGS
@given(base=st.integers(min_value=2, max_value=9), exponent=st.integers(min_value=2, max_value=4), shift=st.integers(min_value=1, max_value=9),
       form=st.sampled_from(WORK_IN_MATH), before=work, mode=modes)
def test_work_in_math_states_its_value(base: int, exponent: int, shift: int, form: str, before: str, mode: Mode) -> None:
    value = base ** exponent
    def written(total: int) -> str:
        return "$" + form.format(b=total if form.startswith("{b}") else base, e=1 if form.startswith("{b}") else exponent,
                                 n=total, s=total * total) + "$"
    stated = f"{before} So the count is {box(value)}.\n\nA shorter route gives "
    assert grade(stated + written(value) + ".", str(value)).correct
    assert not grade(stated + written(value + shift) + ".", str(value), mode=mode).correct
