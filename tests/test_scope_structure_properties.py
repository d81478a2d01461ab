"""Properties of the scope rules added from the ninth blind red team: an exceptive that opens its clause
before the value, exclusion words that govern a clause or split around the value, connectives inside a
verb group, negations that modify a noun or another value, the conditional mood by its ending, and a
Latin letter inside a word of another script.  Each builds its responses from parts (values, languages,
positions after a long piece of work) and checks the verdict, in both modes where the rule is the same.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, in_mode, modes, numbers

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

WORK = (
    "We list every residue and test both conditions.", "Each candidate was substituted back into the equation.",
    "The table above covers every case once.", "Both constraints were checked for each value.",
)
work = st.lists(st.sampled_from(WORK), min_size=0, max_size=20).map(" ".join)

# An exceptive that opens the clause, the value, and a clause that negates every other value: affirmed.
EXCEPTED = (
    "Except for {v}, no value works.", "Apart from {v}, none of the candidates satisfies both conditions.",
    "Aside from {v} nothing else fits.", "Außer {v} kommt keine Zahl in Frage.", "Кроме {v}, других решений нет.",
    "Sauf {v}, aucune valeur ne convient.", "Salvo {v}, ningún otro número cumple.", "Tranne {v} nessun altro valore va bene.",
    "{v} 말고는 가능한 값이 없다.", "Oprócz {v} żadna inna liczba nie pasuje.",
)
# The same opening with a clause that affirms another value: not paid.
NOT_EXCEPTED = (
    "Except for {v}, {o} also works.", "Apart from {v}, {o} satisfies both conditions too.",
    "Außer {v} passt auch {o}.", "Кроме {v}, подходит и {o}.",
)
# Exclusion words that govern a clause, split around the value, or stand in a verb group with a connective.
EXCLUDED = (
    "It is ruled out that the total is {v}.", "È escluso che la risposta sia {v}.", "Il est exclu que le total soit {v}.",
    "Es ist ausgeschlossen, dass die Summe {v} beträgt.", "Se excluye que la suma sea {v}.",
    "Damit scheidet {v} als Ergebnis aus.", "Also fällt {v} weg.", "Dus valt {v} af.",
    "The total cannot therefore be {v}.", "Le total ne saurait donc être {v}.", "Il totale non può quindi essere {v}.",
    "So {v} is out of the question.", "Waiting {v} days is out of the question.",
)
# A negation that modifies the subject's noun before the copula: the value is affirmed.
NOUN_NEGATIONS = (
    "The only value not attained by f is therefore {v}.", "The number not divisible by any smaller prime is {v}.",
    "El único valor no alcanzado es {v}.", "La seule valeur non atteinte est {v}.",
)
# A sentence after the answer whose negation has another value for its subject: no retraction.
OTHER_SUBJECT = (
    "The number {o} counts each pair twice and does not work.", "Die Zahl {o} zählt doppelt und passt nicht.",
    "Le nombre {o} oublie les répétitions et ne convient pas.", "{o} does not satisfy the second condition.",
)
# A sentence after the answer in the conditional mood, by its ending, that offers another value: a hedge.
CONDITIONAL = (
    "Contando anche l'ordine, si arriverebbe a {o}.", "Con le coppie ordinate otterremmo {o}.",
    "Chi contasse ogni angolo due volte troverebbe {o}.", "Ordinando le coppie, i casi diventerebbero {o}.",
)
# Imperfects that end like a conditional of another language report earlier work: no offer.
IMPERFECT = (
    "Al principio resolvíamos {o} casos, que luego agrupamos.", "De início descobríamos {o} pares, depois divididos por dois.",
    "Au départ, les paires ordonnées recouvraient {o} cas.",
)


def _other(value: int, other: int) -> int:
    return other if other != value else value + 1


@SETTINGS
@given(value=numbers, template=st.sampled_from(EXCEPTED), before=work, mode=modes)
def test_an_exception_opening_a_negated_clause_is_affirmed(value: int, template: str, before: str, mode: Mode) -> None:
    verdict = grade(f"{before}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert (verdict.correct, verdict.reason) == in_mode(template, True, Reason.EQUAL, mode), verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(NOT_EXCEPTED), before=work, mode=modes)
def test_an_exception_before_another_value_is_not_paid(value: int, other: int, template: str, before: str, mode: Mode) -> None:
    response = f"{before}\n\n{template.format(v=box(value), o=_other(value, other))}"
    assert not grade(response, str(value), mode=mode).correct


@SETTINGS
@given(value=numbers, template=st.sampled_from(EXCLUDED), before=work, mode=modes)
def test_an_excluded_value_is_denied(value: int, template: str, before: str, mode: Mode) -> None:
    verdict = grade(f"{before}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(NOUN_NEGATIONS), before=work, mode=modes)
def test_a_negation_inside_the_subject_does_not_deny_the_value(value: int, template: str, before: str, mode: Mode) -> None:
    verdict = grade(f"{before}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert (verdict.correct, verdict.reason) == in_mode(template, True, Reason.EQUAL, mode), verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(OTHER_SUBJECT), between=work)
def test_a_negation_of_another_value_after_the_answer_is_no_retraction(value: int, other: int, template: str, between: str) -> None:
    response = f"The answer is {box(value)}.\n\n{between}\n\n{template.format(o=_other(value, other))}"
    verdict = grade(response, str(value))
    assert verdict.correct, verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(CONDITIONAL), between=work, mode=modes)
def test_another_value_in_the_conditional_mood_is_a_hedge(value: int, other: int, template: str, between: str, mode: Mode) -> None:
    response = f"The answer is {box(value)}.\n\n{between}\n\n{template.format(o=_other(value, other))}"
    assert not grade(response, str(value), mode=mode).correct


# Cyrillic words with one letter replaced by the Latin letter drawn like it; a Greek letter beside a Latin one.
CYRILLIC_WORDS = ("Ответ", "не", "сумма", "равно", "число")
_LATIN_FOR = {"О": "O", "е": "e", "с": "c", "а": "a", "о": "o", "р": "p"}


@SETTINGS
@given(value=numbers, word=st.sampled_from(CYRILLIC_WORDS), at=st.integers(min_value=0, max_value=5), before=work)
def test_a_latin_letter_inside_a_cyrillic_word_is_obscured(value: int, word: str, at: int, before: str) -> None:
    positions = [index for index, char in enumerate(word) if char in _LATIN_FOR]
    index = positions[at % len(positions)]
    mixed = word[:index] + _LATIN_FOR[word[index]] + word[index + 1 :]
    honest = f"{before}\n\nИтак, {word} здесь. Ответ: {value}"
    assert grade(honest, str(value)).correct
    assert grade(honest.replace(f"{word} здесь", f"{mixed} здесь"), str(value)).reason is Reason.OBSCURED


def test_a_greek_variable_beside_a_latin_letter_is_read() -> None:
    assert grade("Длина окружности равна 2πr = 10π.\n\nОтвет: 10π", "10\\pi").correct


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(IMPERFECT), between=work)
def test_an_imperfect_that_ends_like_a_conditional_offers_nothing(value: int, other: int, template: str, between: str) -> None:
    response = f"The answer is {box(value)}.\n\n{between}\n\n{template.format(o=_other(value, other))}"
    assert grade(response, str(value)).correct


# A check after the box whose last line is long and holds inline math, ending with a stop or a mark.
CHECKS = (
    "A second way: ${a} = {v} \\cdot 1$ and ${b} = {v} \\cdot 2$, and since $\\gcd(1, 2) = 1$ no larger common value exists. Confirmed.",
    "Double-checking: substituting $x = {v}$ back gives ${a} - {a} = 0$ on both sides of the equation, as required. ✓",
)
# An anchored answer followed by a relative or reason clause that holds values: the clause is read after it.
ANCHORED_CLAUSES = (
    "The answer is {v}, which matches the {o} cases counted above.", "La réponse est {v}, ce qui donne {o} au total pour les deux.",
    "La risposta è {v}, perché {o} coppie vengono contate due volte.", "Jawabannya adalah {v}, karena {o} dikurangi nol sama dengan {o}.",
)


@SETTINGS
@given(value=numbers, template=st.sampled_from(CHECKS), filler=st.text(alphabet="abc ", max_size=200), mode=modes)
def test_a_finished_check_after_the_box_keeps_the_answer(value: int, template: str, filler: str, mode: Mode) -> None:
    """Graded, the check is a note; in the reward setting it is refused (no check after the answer)."""
    check = template.format(v=value, a=value, b=2 * value).replace("A second way:", "A second way" + " " + filler.strip() + ":")
    verdict = grade(f"We compute.\n\n$$\\boxed{{{value}}}$$\n\n{check}", str(value), mode=mode)
    assert verdict.correct is (mode is Mode.EVAL), verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(ANCHORED_CLAUSES), before=work)
def test_a_clause_after_an_anchored_answer_is_read_after_it(value: int, other: int, template: str, before: str) -> None:
    verdict = grade(f"{before}\n\n{template.format(v=value, o=_other(value, other))}", str(value))
    assert verdict.correct, verdict


# A relative clause set off by commas between a value and its negated predicate.
OTHER_BEHIND_RELATIVE = (
    "The root {o}, which no length can equal, is discarded.", "The candidate {o}, which fails the second test, is rejected.",
    "La racine {o}, qui est négative, est écartée.",
)
OWN_BEHIND_RELATIVE = (
    "The root $x = {v}$, which no length could equal, is thrown out.", "The candidate {v}, which we checked twice, is ruled out.",
)


# Within RETRACTION_WINDOW of the answer: a sentence the window cuts is read as a withdrawal (the cap decides
# toward refusal; docs/policy.md).
near = st.lists(st.sampled_from(WORK), min_size=0, max_size=2).map(" ".join)


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(OTHER_BEHIND_RELATIVE), between=near)
def test_another_value_excluded_past_a_relative_clause_leaves_the_answer(value: int, other: int, template: str, between: str) -> None:
    response = f"The answer is {box(value)}.\n\n{between}\n\n{template.format(o=_other(value, other))}"
    assert grade(response, str(value)).correct


@SETTINGS
@given(value=numbers, template=st.sampled_from(OWN_BEHIND_RELATIVE), before=work, mode=modes)
def test_the_value_excluded_past_a_relative_clause_is_denied(value: int, template: str, before: str, mode: Mode) -> None:
    verdict = grade(f"{before}\n\n{template.format(v=box(value))}", str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
