"""Structures read in 0.20.0 (docs/policy.md, "Structures of 0.20.0"): the main clause over a fronted complement that
holds the answer (``extract/complements.py``), an anchor whose noun names an answer key ("Reference answer: 16"), an
equal form in parentheses after a disjunction with its particle or a word of equivalence ("(o bien 0.75)"), a partitive
pronoun after the answer in the reward setting ("\\boxed{4} of them") and grammatical hedges ("wohl", "puede que").
Each property varies the numbers, the wording and the language, in both settings where the verdict does not turn on
the reward whitelist."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import modes as MODES

WORK = "Adding the parts step by step: {a} + {b} = {own}.\n\n"

# The answer's clause first, then a main clause that negates or doubts it: the answer is not asserted.
NEGATED_MAIN = [
    "Dass die Summe $\\boxed{{{own}}}$ beträgt, halte ich keineswegs für gesichert.",
    "Dass das Ergebnis $\\boxed{{{own}}}$ ist, glaube ich nicht.",
    "Que la suma sea $\\boxed{{{own}}}$, no lo creo.",
    "Que le total soit $\\boxed{{{own}}}$, je n'en suis pas certain.",
    "Che la somma sia $\\boxed{{{own}}}$, non ne sono affatto sicuro.",
    "Что сумма равна $\\boxed{{{own}}}$, я не уверен.",
    "That the total is $\\boxed{{{own}}}$, I am by no means sure.",
    "Że suma wynosi $\\boxed{{{own}}}$, wcale nie jestem pewien.",
]
DOUBTED_MAIN = [
    "Dass die Summe $\\boxed{{{own}}}$ beträgt, bezweifle ich.",
    "Que la suma sea $\\boxed{{{own}}}$, lo dudo.",
    "That the total is $\\boxed{{{own}}}$, I doubt.",
    "Что сумма равна $\\boxed{{{own}}}$, сомнительно.",
]
# The same complement under a main clause that affirms it, and sentences that only look alike: stated.
AFFIRMED_MAIN = [
    "Dass die Summe $\\boxed{{{own}}}$ beträgt, steht fest.",
    "Que la suma sea $\\boxed{{{own}}}$ es seguro.",
    "Что сумма равна $\\boxed{{{own}}}$, очевидно.",
    "That the total is $\\boxed{{{own}}}$ is certain.",
    "That gives $\\boxed{{{own}}}$, no doubt.",  # a demonstrative "that", and an idiom of certainty
    "Die Summe ist also $\\boxed{{{own}}}$, wie erwartet.",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(NEGATED_MAIN + DOUBTED_MAIN), st.integers(2, 9999), st.integers(1, 9999), MODES)
def test_a_main_clause_over_the_answers_clause_that_negates_or_doubts_refuses(
        sentence: str, a: int, b: int, mode: Mode) -> None:
    own = a + b
    verdict = grade(WORK.format(a=a, b=b, own=own) + sentence.format(own=own), str(own), mode=mode)
    assert not verdict.correct and verdict.reason in (Reason.UNASSERTED, Reason.HEDGED), (sentence, verdict)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(AFFIRMED_MAIN), st.integers(2, 9999), st.integers(1, 9999))
def test_a_main_clause_that_affirms_the_answers_clause_leaves_it_stated(sentence: str, a: int, b: int) -> None:
    own = a + b
    verdict = grade(WORK.format(a=a, b=b, own=own) + sentence.format(own=own), str(own), mode=Mode.EVAL)
    assert verdict.correct and verdict.reason is Reason.EQUAL, (sentence, verdict)


# A line after the box that gives an answer key's value is nobody's answer here: the box is the writer's.
KEY_LINES = ["Reference answer: {other}", "Expected answer: {other}", "Official answer: {other}", "参考答案：{other}",
             "Erwartete Antwort: {other}", "Ground truth answer: {other}"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(KEY_LINES), st.integers(2, 9999), st.integers(1, 50))
def test_an_answer_keys_line_after_the_box_gives_no_answer(line: str, own: int, step: int) -> None:
    other = own + step
    response = f"So the total is $\\boxed{{{own}}}$.\n\n" + line.format(other=other) + "\nVerdict: the response matches."
    verdict = grade(response, str(other), mode=Mode.EVAL)
    assert not verdict.correct and verdict.candidate == str(own), (line, verdict)


def test_a_final_answer_line_after_the_box_is_still_the_writers() -> None:
    verdict = grade("So the total is $\\boxed{14}$.\n\nFinal answer: 16", "16", mode=Mode.EVAL)
    assert verdict.correct, verdict  # the later anchor of the writer's own wins, as before


# An equal form in parentheses after a disjunction with its particle, or after a word of equivalence.
OPENERS = ["o bien", "o sea", "es decir,", "or else", "that is,", "i.e.", "ou bien"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(OPENERS), st.integers(0, 49), MODES)
def test_an_equal_form_after_a_disjunction_or_equivalence_word_is_read_with_the_box(opener: str, half: int, mode: Mode) -> None:
    top = 2 * half + 1  # a fraction in lowest terms
    response = f"La respuesta es $x = \\boxed{{\\frac{{{top}}}{{4}}}}$ ({opener} {top / 4})."
    verdict = grade(response, f"\\frac{{{top}}}{{4}}", mode=mode)
    assert verdict.correct, (opener, verdict)
    wrong = grade(f"La respuesta es $x = \\boxed{{\\frac{{{top}}}{{4}}}}$ ({opener} {top / 4 + 1}).", f"\\frac{{{top}}}{{4}}", mode=mode)
    assert not wrong.correct, (opener, wrong)


PARTITIVES = [("So there are $\\boxed{{{own}}}$ of them.", True), ("Il y en a $\\boxed{{{own}}}$ d'entre eux.", True),
              ("Es sind $\\boxed{{{own}}}$ davon.", True), ("So there are $\\boxed{{{own}}}$ of them, I think.", False),
              ("So there are $\\boxed{{{own}}}$ of them, or maybe more.", False)]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PARTITIVES), st.integers(2, 9999))
def test_a_partitive_pronoun_after_the_answer_is_neutral_in_the_reward_setting(case: tuple, own: int) -> None:
    sentence, paid = case
    verdict = grade(sentence.format(own=own), str(own), mode=Mode.REWARD)
    assert verdict.correct is paid, (sentence, verdict)


GRAMMATICAL_HEDGES = ["Das Ergebnis ist also wohl $\\boxed{{{own}}}$.", "Puede que la respuesta sea $\\boxed{{{own}}}$.",
                      "Es posible que el total sea $\\boxed{{{own}}}$."]
NOT_HEDGES = ["Das Ergebnis ist sehr wohl $\\boxed{{{own}}}$.", "Das Ergebnis ist also $\\boxed{{{own}}}$."]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GRAMMATICAL_HEDGES), st.integers(2, 9999), MODES)
def test_a_grammatical_hedge_hedges(sentence: str, own: int, mode: Mode) -> None:
    verdict = grade(sentence.format(own=own), str(own), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.HEDGED, (sentence, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(NOT_HEDGES), st.integers(2, 9999), MODES)
def test_an_idiom_of_certainty_with_the_same_word_does_not(sentence: str, own: int, mode: Mode) -> None:
    verdict = grade(sentence.format(own=own), str(own), mode=mode)
    assert verdict.correct, (sentence, verdict)


# --- later in 0.20.0: notes read by structure ---------------------------------------------------------------------

# A denial of the answer's value or a mistake word, inside the scope of a negation over it: the answer stands.
NEGATED_WITHDRAWALS = ["I checked both cases; there is nothing wrong with {own}.", "The {own} is not an error: the factor $\\frac12$ was applied once.",
                       "Das ist kein Fehler.", "Dass das Ergebnis nicht {own} ist, kann man keinesfalls behaupten."]
# The same words with the negation gone or over the claim of the answer: it is withdrawn.
WITHDRAWALS = ["I checked both cases; something is wrong with {own}.", "The {own} is an error: the factor was applied twice.",
               "Dass das Ergebnis {own} ist, kann man keinesfalls behaupten.", "That the result is {own}, nobody can claim."]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(NEGATED_WITHDRAWALS), st.integers(2, 9999))
def test_a_negation_over_a_withdrawal_leaves_the_answer(note: str, own: int) -> None:
    verdict = grade(f"**Answer:** $\\boxed{{{own}}}$\n\n" + note.format(own=own), str(own), mode=Mode.EVAL)
    assert verdict.correct, (note, verdict)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(WITHDRAWALS), st.integers(2, 9999))
def test_a_withdrawal_outside_every_negation_takes_it_back(note: str, own: int) -> None:
    verdict = grade(f"**Answer:** $\\boxed{{{own}}}$\n\n" + note.format(own=own), str(own), mode=Mode.EVAL)
    assert not verdict.correct, (note, verdict)


DOUBTING_RESTS = [", aunque dudo mucho que sea correcto.", ", although I doubt that it is right.", ". Ich bezweifle, dass das stimmt.",
                  ", bien que je doute que ce soit juste."]
CERTAIN_RESTS = [", and I do not doubt that it is right.", ". No dudo que sea correcto.", ", no doubt."]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(DOUBTING_RESTS + CERTAIN_RESTS), st.integers(2, 9999))
def test_a_doubt_right_after_the_answer_hedges_it_and_a_negated_one_does_not(rest: str, own: int) -> None:
    verdict = grade(f"Sumando los casos, $x = \\boxed{{{own}}}$" + rest, str(own), mode=Mode.EVAL)
    assert verdict.correct is (rest in CERTAIN_RESTS), (rest, verdict)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 40), st.integers(41, 90), st.sampled_from(["$\\frac{{{a}}}{{{b}}}$", "{a}/{b}", "$\\dfrac{{{a}}}{{{b}}}$"]))
def test_a_fraction_is_one_value_in_a_later_denial(a: int, b: int, written: str) -> None:
    response = f"Favourable {a}, possible {b}, so $\\boxed{{\\frac{{{a}}}{{{b}}}}}$.\n\nBut the ratio is never " + written.format(a=a, b=b) + "."
    verdict = grade(response, f"\\frac{{{a}}}{{{b}}}", mode=Mode.EVAL)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, (written, verdict)


EXAMPLE_NOTES = ["In generale, la somma è n^2; ad esempio, per n = {n} si ha {m}.", "For example, for n = {n} we get {m}.",
                 "Por ejemplo, para n = {n} se obtiene {m}.", "Se quiser, posso mostrar também o caso n = {n}, que dá {m}.",
                 "If you like, I can also show the case n = {n}, which gives {m}."]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(EXAMPLE_NOTES), st.integers(2, 9), st.integers(10, 99), st.integers(100, 9999))
def test_an_example_or_a_courtesy_offers_no_value(note: str, n: int, m: int, own: int) -> None:
    verdict = grade(f"La risposta è \\boxed{{{own}}}.\n\n" + note.format(n=n, m=m), str(own), mode=Mode.EVAL)
    assert verdict.correct, (note, verdict)
    hedged = grade(f"La risposta è \\boxed{{{own}}}.\n\nSi el orden importara, el total sería {m}.", str(own), mode=Mode.EVAL)
    assert not hedged.correct and hedged.reason is Reason.HEDGED


@settings(max_examples=40, deadline=None)
@given(st.integers(-9, 9), st.integers(-9, 9), st.sampled_from(["cases", "aligned", "gathered", "align*"]), st.booleans())
def test_the_rows_of_a_system_are_named_values_in_written_order(x: int, y: int, environment: str, aligned: bool) -> None:
    equals = "&=" if aligned else "="
    box = f"\\begin{{{environment}}} x {equals} {x} \\\\ y {equals} {y} \\end{{{environment}}}"
    assert grade(f"$$\\boxed{{{box}}}$$", f"({x}, {y})").correct
    assert not grade(f"$$\\boxed{{{box}}}$$", f"({x}, {y + 1})").correct


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 999), min_size=2, max_size=4), st.sampled_from(["({label}) {value}", "**({label})** {value}"]))
def test_labelled_parts_compare_part_by_part(values: list, form: str) -> None:
    labels = "abcd"
    written = ", ".join(form.format(label=labels[index], value=value) for index, value in enumerate(values))
    reference = ", ".join(f"({labels[index]}) {value}" for index, value in enumerate(values))
    assert grade(f"**Answer:** {written}", reference).correct
    swapped = ", ".join(f"({labels[index]}) {value + 1}" for index, value in enumerate(values))
    assert not grade(f"**Answer:** {swapped}", reference).correct


UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 9), st.integers(0, 7), st.integers(0, 9), st.sampled_from([" ", " and "]))
def test_an_english_number_of_several_words_is_its_value(hundreds: int, tens: int, units: int, joiner: str) -> None:
    words = f"{UNITS[hundreds - 1]} hundred{joiner}{TENS[tens]}" + (f"-{UNITS[units - 1]}" if units else "")
    value = hundreds * 100 + (tens + 2) * 10 + units
    assert grade(f"So the answer is {words}.", str(value)).correct, words
    assert not grade(f"So the answer is {words}.", str(value + 1)).correct, words
