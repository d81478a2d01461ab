"""Structures read in 0.17.0 (docs/policy.md, "Structures of 0.17.0"): a negator with a conjunction glued before it
(``lexicons._GLUED_NEGATORS``), an anaphor that stands for the value before it (``denials.read_by_antecedent``; past a short
aside, after a clause of its own sentence, Polish "to", the pronouns of two), a negated claim of validity of a described
condition or of occurring, another method as an adjunct, a later clause that condemns the value before it
(``offers._condemns``), a negated mistake, acceptability words in more languages.  Each property varies the numbers and
the language, in the settings where the verdict does not turn on the reward whitelist."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason

from ._strategies import affirmed, modes as MODES, note_after_box


# A later sentence opened by a negator with its conjunction glued on: about the answer (denies) or the others (affirms).
GLUED_DENYING = [
    "فلا يمكن أن يكون الجواب {own}.",
    "ولا يمكن أن يكون العدد {own} حلا.",
    "وبعد المراجعة، فلا يصح أن يكون الناتج {own}.",
    "ולא ייתכן שהתוצאה היא {own}.",
]
GLUED_AFFIRMING = [
    "فلا يوجد أي عدد آخر غير {own} يحقق الشرط.",
    "ولا يوجد عدد آخر يحقق الشرطين.",
    "ולא קיים אף מספר אחר מלבד {own} שמקיים את התנאי.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GLUED_DENYING), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_a_glued_negator_of_the_answer_denies_it(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Solving the linear equation gives one value.", note, own, other, mode)
    assert not verdict.correct and verdict.reason in (Reason.UNASSERTED, Reason.HEDGED), (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GLUED_AFFIRMING), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_a_glued_negator_of_the_others_affirms(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Solving the linear equation gives one value.", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# The sentence after another value opens with a bare anaphor that stands for it: what it says of validity is said of that value.
ANTECEDENT_OFFERED = [
    "Counting ordered pairs gives {other}. That would also be acceptable.",
    "Measured the other way, the total is {other}. This is an equally reasonable reading.",
    "Contando pares ordenados se obtiene {other}. Esto también es válido.",
    "Mit geordneten Paaren erhält man {other}. Das ist ebenfalls richtig.",
    "Measured the other way, one gets {other}. It is also correct.",
]
ANTECEDENT_MISTAKEN = [
    "Someone might compute {other} by multiplying. That is a mistake.",
    "One might also argue for {other}. That would be wrong, since it counts each pair twice.",
    "Ordered pairs give {other}. This counts each pair twice.",
    "A careless count gives {other}. That is incorrect.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ANTECEDENT_OFFERED), st.integers(2, 9999), st.integers(2, 9999))
def test_an_anaphor_offers_its_antecedent(note: str, own: int, other: int) -> None:
    verdict = note_after_box("Each pair meets once.", note, own, other)
    assert not verdict.correct and verdict.reason == Reason.HEDGED, (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ANTECEDENT_MISTAKEN), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_an_anaphor_names_its_antecedent_a_mistake(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Each pair meets once.", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# A later sentence that names the answer, then a negated claim of validity whose problem noun is described; and a
# never-claim of occurrence or existence with the answer's value in its scope.
DESCRIBED_CONDITION_DENIALS = [
    "This number does not meet the parity condition.",
    "This result fails the divisibility requirement stated in the problem.",
    "Este número no cumple la condición de paridad.",
    "Ce nombre ne vérifie pas la condition de parité.",
    "Questo numero non soddisfa la condizione di parità.",
]
OCCURRENCE_DENIALS = [
    "But a remainder of {own} never occurs.",
    "A remainder of {own} cannot arise here.",
    "Un resto de {own} nunca ocurre.",
    "Остаток {own} никогда не встречается.",
    "나머지가 {own}가 되는 경우는 존재하지 않는다.",
    "余数为 {own} 的情况不存在。",
]
OCCURRENCE_AFFIRMING = [
    "No remainder other than {own} occurs.",
    "{own} is not prime, so the second case never arises.",
    "No other remainder can arise.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(DESCRIBED_CONDITION_DENIALS + OCCURRENCE_DENIALS), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_a_denied_condition_or_occurrence_of_the_answer_denies_it(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Dividing leaves one remainder.", note, own, other, mode)
    assert not verdict.correct and verdict.reason == Reason.UNASSERTED, (note, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(OCCURRENCE_AFFIRMING), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_a_denied_occurrence_of_another_affirms(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Dividing leaves one remainder.", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# Another method as an adjunct of means; a later clause whose anaphor or relative subject is rejected; a negated mistake.
ADJUNCT_OFFERS = [
    "Com outro agrupamento, $({other} - 1) + 1$, o valor passa a ser {other}.",
    "Con otra agrupación, el valor sería {other}.",
    "With another grouping, the value becomes {other}.",
    "Another reading gives {other}, which is not wrong.",
    "Another reading gives {other}, and it is not a mistake.",
]
CONDEMNED_AFTER = [
    "For the other root, $x = -{other}$, the length is negative, so it is rejected.",
    "Another reading gives {other}, but it is wrong.",
    "Otra lectura da {other}, lo cual es incorrecto.",
    "Une autre lecture donne {other}, ce qui est faux.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ADJUNCT_OFFERS), st.integers(2, 9999), st.integers(2, 9999))
def test_another_method_as_an_adjunct_offers(note: str, own: int, other: int) -> None:
    verdict = note_after_box("Multiplication comes first.", note, own, other)
    assert not verdict.correct and verdict.reason == Reason.HEDGED, (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CONDEMNED_AFTER), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_a_value_condemned_by_a_later_clause_is_neutral(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Multiplication comes first.", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# Acceptability said of another value in more languages; Polish "to" as an anaphor; an anaphor past a short aside.
ACCEPTABLE_ELSEWHERE = [
    "कर-सहित मूल्य पर छूट {other} रुपये आती है, जो भी स्वीकार्य है।",
    "Z podatkiem rabat wynosi {other}, co też jest dopuszczalne.",
    "مع الضريبة يكون الخصم {other}، وهذا أيضا مقبول.",
    "Można by dostać {other}. To też jest poprawna odpowiedź.",
    "Someone might get {other}. In my view, that is also acceptable.",
]
NAMED_MISTAKES_ELSEWHERE = [
    "Ktoś mógłby dostać {other}. To błąd, bo liczy każdy mecz dwa razy.",
    "Someone might get {other}. To be clear, that is wrong.",
    "Adding the sizes directly gives {other}. That overcounts, since the shared members are counted twice.",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ACCEPTABLE_ELSEWHERE), st.integers(2, 9999), st.integers(2, 9999))
def test_another_value_called_acceptable_is_offered(note: str, own: int, other: int) -> None:
    verdict = note_after_box("Each match is counted once.", note, own, other)
    assert not verdict.correct and verdict.reason == Reason.HEDGED, (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(NAMED_MISTAKES_ELSEWHERE), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_an_anaphor_past_an_aside_or_in_polish_names_a_mistake(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Each match is counted once.", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


# An anaphor whose antecedent is the clause before it in its own sentence, and the pronouns of two.
ANTECEDENT_IN_CLAUSE_NEUTRAL = [
    "Although {other} looks tempting, it fails the second condition.",
    "Bien que {other} soit tentant, il ne vérifie pas la seconde condition.",
]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(ANTECEDENT_IN_CLAUSE_NEUTRAL), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_an_anaphor_after_a_clause_naming_another_value_points_at_it(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("Only one value is left.", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Ordered pairs give {other}. Both are defensible readings.", "Although {other} looks tempting, it is also correct."]),
       st.integers(2, 9999), st.integers(2, 9999))
def test_a_pronoun_for_another_value_offers_it(note: str, own: int, other: int) -> None:
    verdict = note_after_box("Only one value is left.", note, own, other)
    assert not verdict.correct and verdict.reason == Reason.HEDGED, (note, verdict)


# Fixes from the blind set fresh41a: Arabic mistake words with their article, German lowercase "sie", a Bengali modal,
# a Japanese object particle inside a run before a negated verb.
LATER_DENIALS_41 = [
    "Da die Zahl gerade sein muss, ist sie unter keinen Umständen gleich {own}.",
    "Die Zahl muss gerade sein, also ist sie nicht {own}.",
    "তাই যোগফল কখনোই {own} হতে পারে না।",
    "したがって $f(x)$ は {own} という値を決して取らない。",
    "ஆனால் கூட்டுத்தொகை ஒருபோதும் {own} ஆக இருக்க முடியாது.",
]
LATER_NEUTRAL_41 = [
    "ملاحظة: الخطأ الشائع هنا هو طرح العددين، مما يعطي {other}، وهذا غير صحيح.",
    "$f$ は {own} 以外の値を取らない。",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LATER_DENIALS_41), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_later_denials_of_fresh41a_deny(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("The work is done.", note, own, other, mode)
    assert not verdict.correct and verdict.reason == Reason.UNASSERTED, (note, verdict)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(LATER_NEUTRAL_41), st.integers(2, 9999), st.integers(2, 9999), MODES)
def test_later_notes_of_fresh41a_keep_the_answer(note: str, own: int, other: int, mode: Mode) -> None:
    verdict = note_after_box("The work is done.", note, own, other, mode)
    assert affirmed(verdict, mode), (note, verdict)


def test_the_anaphor_past_an_aside_is_the_word_replaced_by_its_antecedent() -> None:
    from strictgrade.extract.denials import read_by_antecedent

    assert read_by_antecedent("Honestly, this is equally reasonable.", {"30"}, "The long way gives 60.") == "Honestly, 60 is equally reasonable."
    assert read_by_antecedent("To be clear, that is wrong.", {"30"}, "Someone might get 60.") == "To be clear, 60 is wrong."
    assert read_by_antecedent("This is equally reasonable.", {"30"}, "The long way gives 60.") == "60 is equally reasonable."
    assert read_by_antecedent("This is equally reasonable.", {"30"}, "Check: 30 + 30 = 60.") == ""  # the answer's own check
