"""Properties of the readings added in 0.11.0 (docs/policy.md, "Rules by structure added in 0.11.0"):
an exclusion verb is read in every form of its stem; in a language with negative concord the subject's
negative word and the verb's negator are one negation, so a note that no condition excludes the answer's
value affirms it; a sentence adverbial of several words is one word of the verb group, never a bridge
over a phrase; a withdrawal that is the whole first clause of a later sentence is the writer's own.
Each builds its responses from the parts of a table row (a stem and an ending, a subject and a verb),
not from a list of whole sentences, at several distances after the answer and in both settings.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade
from strictgrade._tables import EXCLUSION_STEMS

from ._strategies import box, numbers

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

WORK = ("Each pair was listed once.", "We checked both orders.", "The table has one row per case.")
work = st.lists(st.sampled_from(WORK), min_size=0, max_size=5).map(" ".join)
gaps = st.sampled_from([" ", "\n\n", "\n\nWe double-checked every case by hand.\n\n"])
modes = st.sampled_from([Mode.EVAL, Mode.REWARD])

# A finite form of each language's exclusion stems, in a clause whose subject names a condition: one
# negation (the verb's meaning) denies the value, and a negative subject with it affirms the value.
SUBJECTS = {
    "en": ("The second condition {verb} {v}.", "No condition {verb} {v}."),
    "fr": ("La deuxième condition {verb} {v}.", "Aucune condition {ne}{verb} {v}."),
    "es": ("La segunda condición {verb} {v}.", "Ninguna condición {verb} {v}."),
    "it": ("La seconda condizione {verb} {v}.", "Nessuna condizione {verb} {v}."),
    "pt": ("A segunda condição {verb} {v}.", "Nenhuma condição {verb} {v}."),
    "ru": ("Второе условие {verb} {v}.", "Ни одно условие не {verb} {v}."),
    "pl": ("Drugi warunek {verb} {v}.", "Żaden warunek nie {verb} {v}."),
}
# The third person singular present of each stem, built from the table's own endings.
THIRD_PERSON = {"en": ("es", "s"), "fr": ("t", "e"), "es": ("ye", "a"), "it": ("de", "a"), "pt": ("i", "a"), "ru": ("ает",), "pl": ("a",)}
FORMS = sorted({(language, stem + ending)
                for language, conjugations in EXCLUSION_STEMS.items() if language in THIRD_PERSON
                for stems, endings in conjugations for stem in stems for ending in endings
                if ending in THIRD_PERSON[language] and not (language == "fr" and stem == "rejet")})
ANCHORS = {"en": "The answer is {b}.", "fr": "La réponse est {b}.", "es": "La respuesta es {b}.", "it": "La risposta è {b}.",
           "pt": "A resposta é {b}.", "ru": "Ответ: {b}.", "pl": "Odpowiedź: {b}."}


def test_every_language_with_exclusion_stems_has_a_third_person_form_here() -> None:
    assert {language for language, _ in FORMS} == set(THIRD_PERSON)


@SETTINGS
@given(value=numbers, form=st.sampled_from(FORMS), gap=gaps, before=work)
def test_an_exclusion_verb_in_any_form_of_its_stem_denies_the_answer_s_value(value: int, form: tuple, gap: str, before: str) -> None:
    language, verb = form
    note = SUBJECTS[language][0].format(verb=verb, v=value)
    response = f"{before}\n\n{ANCHORS[language].format(b=box(value))}{gap}{note}"
    verdict = grade(response, str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, (response, verdict)


@SETTINGS
@given(value=numbers, form=st.sampled_from([form for form in FORMS if form[0] != "en" or form[1].endswith("s")]), gap=gaps, before=work)
def test_a_negative_subject_of_an_exclusion_verb_affirms_the_answer_s_value(value: int, form: tuple, gap: str, before: str) -> None:
    language, verb = form
    ne = "n'" if verb[0] in "aeéiou" else "ne "  # French elides its verb's negator before a vowel
    note = SUBJECTS[language][1].format(verb=verb, v=value, ne=ne)
    response = f"{before}\n\n{ANCHORS[language].format(b=box(value))}{gap}{note}"
    assert grade(response, str(value)).correct, response


# A sentence adverbial of several words is one word of the verb group: the negation still reaches the
# value across it, and its first word ("in", "at", "of") bridges no phrase between a negative subject and
# an exclusion verb.
ADVERBIALS = ("in fact", "of course", "at all")
PHRASES = ("in the problem", "in the statement", "of the three conditions", "at this point")


@SETTINGS
@given(value=numbers, adverbial=st.sampled_from(("in fact", "of course")), before=work, mode=modes)
def test_a_negation_reaches_the_value_across_a_sentence_adverbial(value: int, adverbial: str, before: str, mode: Mode) -> None:
    response = f"{before}\n\nAfter checking, the count is {adverbial} not {box(value)}."
    verdict = grade(response, str(value), mode=mode)
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, phrase=st.sampled_from(PHRASES), verb=st.sampled_from(("excludes", "rules out", "eliminates")), gap=gaps, before=work)
def test_a_phrase_after_a_negative_subject_leaves_it_negative(value: int, phrase: str, verb: str, gap: str, before: str) -> None:
    response = f"{before}\n\nThe answer is {box(value)}.{gap}Nothing {phrase} {verb} {value}."
    assert grade(response, str(value)).correct, response


# A withdrawal that is the whole first clause of a later sentence judges what came before, whatever the
# clause after it names; the value after it is read as the correction.
WITHDRAWALS = ("Wrong", "Not right", "不对", "Falsch", "Incorrecto", "Faux")
MARKS = (": ", ", ", "，", " – ")
REASONS = ("a slip in the second step", "I overlooked a condition", "刚才漏看了一个条件", "a miscount earlier")


@SETTINGS
@given(value=numbers, withdrawal=st.sampled_from(WITHDRAWALS), mark=st.sampled_from(MARKS), reason=st.sampled_from(REASONS),
       gap=gaps, before=work, mode=modes)
def test_a_withdrawal_alone_in_the_first_clause_takes_the_answer_back(value: int, withdrawal: str, mark: str, reason: str, gap: str,
                                                                       before: str, mode: Mode) -> None:
    response = f"{before}\n\nThe answer is {box(value)}.{gap}{withdrawal}{mark}{reason}, so it should be {value + 7}."
    verdict = grade(response, str(value), mode=mode)
    assert not verdict.correct, (response, verdict)


# A later sentence that concludes another value for the answer's own quantity, with no word of
# withdrawal, leaves two final answers; one that concludes a part's value ("each chair gives 21") or the
# answer's own value is a note.
CONCLUSIONS_ELSEWHERE = ("Re-reading the statement, there are more volunteers, so the count becomes {w}.", "So the total is {w}.",
                         "Al releer el enunciado, así que el total es {w}.", "Po ponownym przeczytaniu treści więc wynik to {w}.",
                         "Đọc lại đề thì nên kết quả là {w}.")
PART_CONCLUSIONS = ("So each group gives {p} committees.", "So there are {p} ways to pick the chair.", "So the count is {v}.",
                    "For the first two roles alone there are {p} and 7 choices, so we get {p}0.", "Así que son {p}0 maneras de elegir al jefe.")


@SETTINGS
@given(value=numbers, offset=st.integers(1, 50), note=st.sampled_from(CONCLUSIONS_ELSEWHERE), gap=gaps, before=work)
def test_a_later_conclusion_of_another_value_leaves_the_answer_unfinal(value: int, offset: int, note: str, gap: str, before: str) -> None:
    response = f"{before}\n\n**Final Answer**\n\\[\\boxed{{{value}}}\\]{gap}{note.format(w=value + offset)}"
    verdict = grade(response, str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, (response, verdict)


@SETTINGS
@given(value=numbers, part=st.integers(2, 9), note=st.sampled_from(PART_CONCLUSIONS), gap=gaps, before=work)
def test_a_later_conclusion_about_a_part_or_the_answer_itself_is_a_note(value: int, part: int, note: str, gap: str, before: str) -> None:
    response = f"{before}\n\n**Final Answer**\n\\[\\boxed{{{value}}}\\]{gap}{note.format(p=part, v=value)}"
    assert grade(response, str(value)).correct, response
