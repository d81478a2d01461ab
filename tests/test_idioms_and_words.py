"""Properties of the readings added in 0.8.0 (docs/policy.md, "Rules by structure added in 0.8.0"): a
negator whose scope is an idiom word reached past verbs of existence and determiners ("no hay duda de
que"), or a postposed negator after one ("कोई संदेह नहीं"), denies nothing; a lexicon's entries are
words as the scope rules read them (hyphenated compounds, clitics); an English "-ing" form is the verb
of mistake only after an auxiliary.  Each builds its responses from parts and checks the verdict.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, Verdict, grade
from strictgrade.extract.lexicons import Lexicon, words_of

from ._strategies import box, in_mode, modes, numbers

SETTINGS = settings(max_examples=50, deadline=None, derandomize=True)

WORK = ("Each pair was listed once.", "We checked both orders.", "The table has one row per case.")
work = st.lists(st.sampled_from(WORK), min_size=0, max_size=8).map(" ".join)

def _sentence_verdict(template: str, value: int, before: str, mode: Mode) -> Verdict:
    """The verdict of a response whose last paragraph is ``template`` with the value boxed in it."""
    return grade(f"{before}\n\n{template.format(v=box(value))}", str(value), mode=mode)


# A negated doubt, reached past a verb of existence, a determiner or a concord negator: the clause
# after it is asserted.  Each template has its twin with a noun that is no idiom ("way", "chance"),
# whose negation denies the value.
DOUBTS = (
    ("No hay duda de que el total es {v}.", "No hay manera de que el total sea {v}."),
    ("No cabe ninguna duda: el total es {v}.", "No cabe ninguna posibilidad de que el total sea {v}."),
    ("Não há dúvida de que o total é {v}.", "Não há como o total ser {v}."),
    ("Non c'è dubbio che il totale sia {v}.", "Non c'è modo che il totale sia {v}."),
    ("There isn't any doubt that the total is {v}.", "There isn't any chance that the total is {v}."),
    ("Il n'y a pas le moindre doute : le total est {v}.", "Il n'y a pas la moindre chance que le total soit {v}."),
    ("Det råder ingen tvekan om att summan är {v}.", "Det finns ingen chans att summan är {v}."),
    ("Hiç şüphe yok ki toplam {v}.", "Hiç şans yok ki toplam {v}."),
    ("इसमें कोई संदेह नहीं कि कुल {v} है।", "इसमें कोई संभावना नहीं कि कुल {v} है।"),
    ("의심의 여지 없이 합은 {v}입니다.", "어떤 경우에도 합은 {v}이 아닙니다."),
)


@SETTINGS
@given(value=numbers, pair=st.sampled_from(DOUBTS), before=work, mode=modes)
def test_a_negated_doubt_asserts_what_follows(value: int, pair: tuple, before: str, mode: Mode) -> None:
    idiom, denial = pair
    assert _sentence_verdict(idiom, value, before, mode).correct
    verdict = _sentence_verdict(denial, value, before, mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, mode=modes)
def test_not_the_only_is_no_not_only(value: int, mode: Mode) -> None:
    """A restrictive is an idiom word only right after the negator: "not only" affirms, while "is not
    the only value" still negates the sentence that holds the answer."""
    assert grade(f"Not only is it an integer, the total is {box(value)}.", str(value), mode=mode).correct
    assert not grade(f"The total {box(value)} is not the only value that works.", str(value), mode=mode).correct


def test_lexicon_entries_are_words_as_the_rules_read_them() -> None:
    assert "double-counts" in words_of("Our list double-counts the corners")
    assert {"double", "counts"} <= words_of("Our list double-counts the corners")
    assert "'d" in words_of("we'd get 6") and "'d" in words_of("we’d get 6")
    assert Lexicon({"en": ("double-count", "'d")}).in_words(words_of("It would double-count."))
    with pytest.raises(ValueError):
        Lexicon({"en": ("two words",)})
    with pytest.raises(ValueError):
        Lexicon({"fa": ("می\u200cشد",)})  # the visible text holds no zero-width non-joiner: never found


BLAMING = ("Our product double-counts each diagonal.", "My list is double-counting the corners.",
           "We are ignoring the rotations here.", "This tally double-counts the mirror images.")
NOT_BLAMING = ("This avoids double-counting each diagonal.", "Dividing by 2 removes the double-counting.",
               "This step avoids ignoring any corner.", "Our method prevents double-counting.")


@SETTINGS
@given(value=numbers, sentence=st.sampled_from(BLAMING), between=work)
def test_a_hyphenated_verb_of_mistake_blames_the_work(value: int, sentence: str, between: str) -> None:
    verdict = grade(f"So the count is {box(value)}.\n\n{between}\n\n{sentence}", str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, sentence=st.sampled_from(NOT_BLAMING), between=work)
def test_a_gerund_object_is_no_verb_of_mistake(value: int, sentence: str, between: str) -> None:
    assert grade(f"So the count is {box(value)}.\n\n{between}\n\n{sentence}", str(value)).correct


# French "ne ... que" right before the value, its "ne" the clause's only negator: "only".
RESTRICTIVE = ("Le total n'est que {v}.", "Il ne reste que {v} billes.", "Le total ne peut valoir que {v}.",
               "On n'obtient que {v}.", "Aucune autre valeur ne convient : le total ne peut être que {v}.")
# With "pas" or "jamais" in the clause, or no "que", the value is denied.
DENIED = ("Il n'est pas vrai que le total soit {v}.", "Le total ne peut pas être {v}.", "Le total ne peut être {v}.",
          "On ne peut pas dire que le total vaille {v}.")


@SETTINGS
@given(value=numbers, template=st.sampled_from(RESTRICTIVE), before=work, mode=modes)
def test_ne_que_restricts(value: int, template: str, before: str, mode: Mode) -> None:
    assert _sentence_verdict(template, value, before, mode).correct


@SETTINGS
@given(value=numbers, template=st.sampled_from(DENIED), before=work, mode=modes)
def test_ne_with_another_negator_denies(value: int, template: str, before: str, mode: Mode) -> None:
    verdict = _sentence_verdict(template, value, before, mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


# A later sentence restating the answer before a phrase that names another value as replaced.
REPLACED = ("So we divide by {k} and get {v} rather than {o}.", "Dividing by {k} gives {v} rather than the {o} ordered selections.",
            "En divisant par {k} on obtient {v} au lieu des {o} tirages ordonnés.", "Thus {v} instead of {o}, since order does not matter.")


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(REPLACED), between=work)
def test_a_restatement_before_a_replaced_value_keeps_the_answer(value: int, other: int, template: str, between: str) -> None:
    other = other if other != value else value + 1
    sentence = template.format(k=3, v=value, o=other)
    assert grade(f"The count is {box(value)}.\n\n{between}\n\n{sentence}", str(value)).correct
    swapped = template.format(k=3, v=other, o=value)  # the answer named as replaced: a correction to the other value
    assert not grade(f"The count is {box(value)}.\n\n{between}\n\n{swapped}", str(value)).correct


# An additive adverb offers another value where it bears on it; describing a mistaken value offers nothing.
ADDITIVE_OFFERS = ("One could also get {o}.", "We also obtain {o} when the diagonal is included.", "{o} also works.",
                   "The answer {o} is also correct.", "On obtient aussi {o}.", "Man erhält auch {o}.", "Se obtiene también {o}.",
                   "A reader who counts the origin gets {o}, which is equally valid.", "{o} too.", "Also, {o} works.")
ADDITIVE_DESCRIBES = ("Don't be tempted by {o}: that figure also includes the six diagonal entries.",
                      "Note that {o} also includes the diagonal.", "El valor {o} también incluye la diagonal.",
                      "The count {o} also counts each pair twice.")


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(ADDITIVE_OFFERS), between=work)
def test_an_additive_bearing_on_another_value_offers_it(value: int, other: int, template: str, between: str) -> None:
    other = other if other != value else value + 1
    verdict = grade(f"**Answer:** {box(value)}\n\n{between}\n\n{template.format(o=other)}", str(value))
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(ADDITIVE_DESCRIBES), between=work)
def test_an_additive_describing_a_mistaken_value_offers_nothing(value: int, other: int, template: str, between: str) -> None:
    other = other if other != value else value + 1
    assert grade(f"**Answer:** {box(value)}\n\n{between}\n\n{template.format(o=other)}", str(value)).correct


# A later denial of the answer's value read in its own clause: a named mistake elsewhere, a clause of
# reason after it and other people before the comma are read by structure.
DENIED_LATER = ("Vérification : 40 ne donne pas 45 ; la somme ne vaut donc jamais {v}.",
                "But this number cannot be {v}, because a pentagon already has {v} sides.",
                "As some students note, the sum cannot be {v}.",
                "Na verdade, errei a conta: são {v} crianças, não {o}, então cada criança recebe {o}.")
REPORTED = ("Manche Schüler meinen, die Summe könne nicht {v} sein, weil die 0 fehle.",
            "Some classmates argued that the sum cannot be {v}, but they forgot the empty set.")


@SETTINGS
@given(value=numbers, other=numbers, template=st.sampled_from(DENIED_LATER), between=work)
def test_a_later_denial_is_read_in_its_own_clause(value: int, other: int, template: str, between: str) -> None:
    other = other if other != value else value + 1
    response = f"The answer is {box(value)}.\n\n{between}\n\n{template.format(v=value, o=other)}"
    assert not grade(response, str(value)).correct


@SETTINGS
@given(value=numbers, template=st.sampled_from(REPORTED), between=work)
def test_other_peoples_denial_before_a_comma_is_reported(value: int, template: str, between: str) -> None:
    assert grade(f"The answer is {box(value)}.\n\n{between}\n\n{template.format(v=value)}", str(value)).correct


# A scale word and its noun, linked by "de"/"di"/"d'", or in a text group after the box.
SCALED = ("Respuesta: {k} millones de habitantes", "Réponse : {k} millions d'habitants", "Resposta: {k} milhões de habitantes",
          "Risposta: {k} milioni di abitanti", "**Final Answer:** $\\boxed{{{k}}}\\text{{ million}}$")


@SETTINGS
@given(count=st.integers(min_value=2, max_value=999), template=st.sampled_from(SCALED), mode=modes)
def test_a_scale_word_links_to_its_noun(count: int, template: str, mode: Mode) -> None:
    response = "We work in millions.\n\n" + template.format(k=count)
    if mode is Mode.REWARD and "boxed" not in template:
        return  # an anchored line without a box: the reward setting reads it too, but its ending is the noun
    assert grade(response, str(count * 1_000_000), mode=mode).correct
    assert not grade(response, str(count), mode=mode).correct


# "que"/"che" after a word for the other values compares ("other than"); "ne ... pas" is one negation.
OTHER_THAN = ("Aucune autre valeur que {v} ne convient.", "Il n'y a pas d'autre solution que {v}.",
              "Ningún otro valor que {v} cumple la condición.", "Nessun altro valore che {v} funziona.",
              "Il n'y a aucun moyen que l'aire soit autre chose que {v}.")
COMPLEMENTIZER = ("Il est impossible que la somme soit {v}.", "Es imposible que la suma sea {v}.", "La moyenne n'est pas {v}.")


@SETTINGS
@given(value=numbers, template=st.sampled_from(OTHER_THAN), before=work, mode=modes)
def test_que_after_another_compares(value: int, template: str, before: str, mode: Mode) -> None:
    verdict = _sentence_verdict(template, value, before, mode)
    assert (verdict.correct, verdict.reason) == in_mode(template, True, Reason.EQUAL, mode), verdict


@SETTINGS
@given(value=numbers, template=st.sampled_from(COMPLEMENTIZER), before=work, mode=modes)
def test_que_elsewhere_is_a_complementizer(value: int, template: str, before: str, mode: Mode) -> None:
    verdict = _sentence_verdict(template, value, before, mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(whole=st.integers(min_value=1, max_value=999), thousandths=st.integers(min_value=100, max_value=999), mode=modes)
def test_a_three_digit_group_after_zero_is_decimal(whole: int, thousandths: int, mode: Mode) -> None:
    assert grade(f"Считаем.\n\n**Ответ:** 0,{thousandths}", f"0.{thousandths}", mode=mode).correct
    assert grade(f"Wir rechnen.\n\nAntwort: {whole},{thousandths}", f"{whole}{thousandths}", mode=mode).correct  # thousands


@SETTINGS
@given(value=numbers, marker=st.sampled_from(["**", "*", "__"]), unit=st.sampled_from(["minutes", "apples", "manzanas", "Äpfel"]),
       anchor=st.sampled_from(["The answer is ", "Answer: ", "La respuesta es ", "Die Antwort ist "]))
def test_an_emphasised_value_before_its_unit(value: int, marker: str, unit: str, anchor: str) -> None:
    response = f"We count.\n\n{anchor}{marker}{value}{marker} {unit}."
    assert grade(response, str(value)).correct
    assert not grade(response, str(value + 1)).correct


# The infix entries of a lexicon (scripts without spaces) are read in all the words at once: held equal
# to reading word by word, each with its lookalikes masked ("当然" holds "当" and is no entry).
_INFIX_TABLE = {"zh": ("当", "不", "可能"), "ja": ("なら", "ない"), "en": ("maybe",)}
_INFIX_PIECES = ("な", "ら", "然", "当", "当然", "相当", "不", "可能", "なら", "ならない", "ない", "x", "maybe", "5", "答案", "ず")


@settings(max_examples=400, deadline=None, derandomize=True)
@given(words=st.frozensets(st.lists(st.sampled_from(_INFIX_PIECES), min_size=1, max_size=4).map("".join), max_size=6))
def test_infixes_are_read_in_all_words_as_in_each(words: frozenset) -> None:
    from strictgrade.extract.phrases import mask_lookalikes

    lexicon = Lexicon(_INFIX_TABLE)
    word_by_word = not lexicon.words.isdisjoint(words) or any(
        not word.isascii() and any(infix in mask_lookalikes(word) for infix in lexicon.infixes) for word in words)
    assert lexicon.in_words(words) == word_by_word
