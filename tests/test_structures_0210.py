"""Structures read in 0.21.0 (docs/policy.md, "Structures of 0.21.0"): a chain of work written in prose concludes its
last side as the same chain in math does ("so the total is 20 - 7 = 13"), a later sentence whose subject alone stands
for the answer states a result with no connective ("Die Summe beträgt 13."), and an offering adverb that opens a
second way to the answer's own value offers nothing ("Alternatively, ..., giving 15").  Each property varies the
numbers, the wording, the language and the distance from the answer; a note after the answer is refused in the reward
setting whatever it says, so the properties that pay read the evaluation setting."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import modes as MODES

ANSWER = "We take {a} and remove {b}: ${a} - {b} = {own}$.\n\n**Final Answer**\n\\[\\boxed{{{own}}}\\]\n\n"
# Paragraphs between the answer and the note that hold no value and no word any rule reads.
FILLER = ["", "The method above keeps every step explicit.\n\n",
          "The method above keeps every step explicit.\n\nEach line follows from the one before it.\n\n"]

# A connective, then the answer's subject and a chain written in prose: "{chain}" is "{x} - {y} = {z}".
PROSE_CHAINS = [
    "Recounting: so the total is {chain}.",
    "Going over it once more, hence the count becomes {chain}.",
    "Nochmals gerechnet: also ist die Summe {chain}.",
    "Revisando: por lo tanto, el total es {chain}.",
    "Vérifions : le total vaut donc {chain}.",
    "Rifacendo il conto: quindi il totale è {chain}.",
    "Проверим: значит, всего {chain}.",
    "Refazendo: portanto, o total é {chain}.",
]
# No connective: the sentence opens with a subject that stands for the answer, a copula or a verb of result, a value.
BARE_SUBJECTS = [
    "The total is {value}.",
    "The result comes to {value}.",
    "Die Summe beträgt {value}.",
    "Das Ergebnis ist {value}.",
    "El resultado es {value}.",
    "La somme vaut {value}.",
    "Il totale è {value}.",
    "O resultado é {value}.",
    "It is {value}.",
]
# An offering adverb that opens a second way; the way ends on "{value}".
SECOND_WAYS = [
    "Alternatively, splitting the {a} into {b} and {rest} leaves {value} as well.",
    "Alternativ: Man teilt die {a} in {b} und {rest} auf, also bleiben {value}.",
    "Alternativamente, separando {b} de los {a} quedan {value}.",
    "Alternativement, en retirant {b} des {a}, il reste {value}.",
]


def _chain(x: int, y: int, z: int) -> str:
    return f"{x} - {y} = {z}"


def _assert_refused(response: str, own: int, mode: Mode) -> None:
    verdict = grade(response, str(own), mode=mode)
    assert not verdict.correct and verdict.reason in (Reason.UNASSERTED, Reason.HEDGED), (response, verdict)


def _assert_paid(response: str, own: int) -> None:
    verdict = grade(response, str(own), mode=Mode.EVAL)
    assert verdict.correct, (response, verdict)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PROSE_CHAINS), st.sampled_from(FILLER), st.integers(20, 9999), st.integers(1, 19), st.integers(1, 9), MODES)
def test_a_prose_chain_after_the_answer_that_concludes_another_value_refuses(
        note: str, filler: str, a: int, b: int, off: int, mode: Mode) -> None:
    own = a - b
    response = ANSWER.format(a=a, b=b, own=own) + filler + note.format(chain=_chain(a, b - off if b > off else b + off, own + off if b > off else own - off))
    _assert_refused(response, own, mode)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PROSE_CHAINS), st.sampled_from(FILLER), st.integers(20, 9999), st.integers(1, 19))
def test_a_prose_chain_after_the_answer_that_concludes_the_answer_pays(note: str, filler: str, a: int, b: int) -> None:
    own = a - b
    response = ANSWER.format(a=a, b=b, own=own) + filler + note.format(chain=_chain(a, b, own))
    _assert_paid(response, own)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(BARE_SUBJECTS), st.sampled_from(FILLER), st.integers(20, 9999), st.integers(1, 19), st.integers(1, 9), MODES)
def test_a_later_subject_that_stands_for_the_answer_with_another_value_refuses(
        note: str, filler: str, a: int, b: int, off: int, mode: Mode) -> None:
    own = a - b
    response = ANSWER.format(a=a, b=b, own=own) + filler + note.format(value=own + off)
    _assert_refused(response, own, mode)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(BARE_SUBJECTS), st.sampled_from(FILLER), st.integers(20, 9999), st.integers(1, 19))
def test_a_later_subject_that_restates_the_answer_pays(note: str, filler: str, a: int, b: int) -> None:
    own = a - b
    response = ANSWER.format(a=a, b=b, own=own) + filler + note.format(value=own)
    _assert_paid(response, own)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SECOND_WAYS), st.integers(20, 9999), st.integers(1, 9))
def test_an_offering_adverb_that_opens_a_second_way_to_the_answer_pays(note: str, a: int, b: int) -> None:
    own = a - b
    response = ANSWER.format(a=a, b=b, own=own) + note.format(a=a, b=b, rest=own, value=own)
    _assert_paid(response, own)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SECOND_WAYS), st.integers(20, 9999), st.integers(1, 9), st.integers(1, 9), MODES)
def test_an_offering_adverb_that_opens_a_second_way_to_another_value_refuses(note: str, a: int, b: int, off: int, mode: Mode) -> None:
    own = a - b
    response = ANSWER.format(a=a, b=b, own=own) + note.format(a=a, b=b, rest=own, value=own + off)
    _assert_refused(response, own, mode)


# A second result, then the answer's value reported as the writer's earlier attempt: "{other}" and "{own}".
EARLIER_ATTEMPTS = [
    "Hmm, this way it comes out to {other}, and earlier I got {own}.",
    "So this time I find {other}, while previously I had {own}.",
    "Hmm, teraz wychodzi {other}, a wcześniej otrzymałem {own}.",
    "Bon, j'obtiens {other}, alors qu'auparavant j'avais trouvé {own}.",
    "Hmm, jetzt komme ich auf {other}, vorhin hatte ich {own}.",
]
# A mistake named after the answer, explained with a factorial before "=".
FACTORIAL_MISTAKES = [
    "A frequent slip is to stop at {product}: it counts each group once for each of its $3! = 6$ orders, so it overcounts.",
    "Ein häufiger Fehler ist {product}: Das zählt jede Gruppe $3! = 6$-mal.",
    "Un error común es quedarse en {product}: cuenta cada grupo una vez por cada uno de sus $3! = 6$ órdenes.",
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(EARLIER_ATTEMPTS), st.integers(20, 9999), st.integers(1, 19), st.integers(1, 9), MODES)
def test_a_second_result_set_against_the_answer_reported_as_an_earlier_attempt_refuses(
        note: str, a: int, b: int, off: int, mode: Mode) -> None:
    own = a - b
    _assert_refused(ANSWER.format(a=a, b=b, own=own) + note.format(other=own + off, own=own), own, mode)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FACTORIAL_MISTAKES), st.integers(20, 999), st.integers(1, 19))
def test_a_named_mistake_explained_with_a_factorial_pays(note: str, a: int, b: int) -> None:
    own = a - b
    _assert_paid(ANSWER.format(a=a, b=b, own=own) + note.format(product=f"${a} \\cdot 6 = {6 * a}$"), own)
