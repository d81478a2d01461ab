"""Properties of the readings added in 0.9.0 (docs/policy.md, "Rules by structure added in 0.9.0"): an anchor after the box that denies a value states no
answer ("The answer is not 10."), so its sentence is a note, neutral when it denies another value
and a denial when it denies the box's own; the verb-final languages deny an anchored value after it
("答えは10ではない", "정답은 10이 아니다", "Cevap 10 değil"); a word of the scripts without spaces
that holds a table's entry and is another word ("当然" holds "当", when; "ならない" holds "なら", if)
neither hedges nor hides a negation.  Each builds its responses from parts and checks the verdict.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import box, numbers

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)

WORK = ("Each pair was listed once.", "We checked both orders.", "The table has one row per case.")
work = st.lists(st.sampled_from(WORK), min_size=0, max_size=8).map(" ".join)
breaks = st.sampled_from([" ", "\n\n", "\n"])

# An anchor that states the boxed value, and the same anchor denying a value, in each anchor family.
DENIED_ANCHORS = (
    ("The answer is {b}.", "The answer is not {v}."),
    ("So the final answer is {b}.", "Note that the final answer is not {v}."),
    ("La respuesta es {b}.", "La respuesta no es {v}."),
    ("La réponse est {b}.", "La réponse n'est pas {v}."),
    ("Die Antwort ist {b}.", "Die Antwort ist nicht {v}."),
    ("La risposta è {b}.", "La risposta non è {v}."),
    ("A resposta é {b}.", "A resposta não é {v}."),
    ("Ответ: {b}.", "Ответ не {v}."),
    ("答案是 {b}。", "答案不是{v}。"),
    ("答えは {b} です。", "答えは{v}ではない。"),
    ("정답은 {b}이다.", "정답은 {v}이 아니다."),
    ("उत्तर {b} है।", "उत्तर {v} नहीं है।"),
    ("Cevap {b}.", "Cevap {v} değil."),
    ("Het antwoord is {b}.", "Het antwoord is niet {v}."),
)


def _response(pair: tuple, answer: int, denied: int, before: str, gap: str) -> str:
    stated, denial = pair
    return f"{before}\n\n{stated.format(b=box(answer))}{gap}{denial.format(v=denied)}"


@SETTINGS
@given(answer=numbers, other=numbers, pair=st.sampled_from(DENIED_ANCHORS), before=work, gap=breaks)
def test_an_anchor_that_denies_another_value_is_a_note(answer: int, other: int, pair: tuple, before: str, gap: str) -> None:
    assume(other != answer)
    verdict = grade(_response(pair, answer, other, before, gap), str(answer))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict
    assert not grade(_response(pair, answer, other, before, gap), str(answer), mode=Mode.REWARD).correct  # not on the whitelist


@SETTINGS
@given(answer=numbers, pair=st.sampled_from(DENIED_ANCHORS), before=work, gap=breaks)
def test_an_anchor_that_denies_the_boxed_value_refuses_it(answer: int, pair: tuple, before: str, gap: str) -> None:
    verdict = grade(_response(pair, answer, answer, before, gap), str(answer))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


@SETTINGS
@given(value=numbers, denial=st.sampled_from([denial for _, denial in DENIED_ANCHORS[9:13]]), before=work)
def test_a_postposed_negation_denies_the_anchored_value(value: int, denial: str, before: str) -> None:
    verdict = grade(f"{before}\n\n{denial.format(v=value)}", str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict


# After a boxed answer: a word that holds a condition's letters and is another word is neutral, while
# the condition itself makes the answer conditional.
LOOKALIKE_NOTES = (
    ("，当然可以代入验证。", "，当 n 为偶数时成立。"),
    ("。若干特殊情况已经排除。", "，若 n 为偶数。"),
    ("，这个数值相当合理。", "，当且仅当 n 为偶数。"),
)


@SETTINGS
@given(value=numbers, pair=st.sampled_from(LOOKALIKE_NOTES), before=work)
def test_a_lookalike_of_a_condition_is_no_condition(value: int, pair: tuple, before: str) -> None:
    lookalike, condition = pair
    assert grade(f"{before}\n\n所以答案是 {box(value)}{lookalike}", str(value)).correct
    verdict = grade(f"{before}\n\n所以答案是 {box(value)}{condition}", str(value))
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict


# Japanese "ならない" (does not become) holds "なら" (if): after the answer, "X は {v} にはならない" denies
# the boxed value and says nothing of another.
BECOMING = ("求める個数は{v}にはならない。", "よって個数は{v}とはならない。", "結果は{v}にならない。")


@SETTINGS
@given(answer=numbers, other=numbers, template=st.sampled_from(BECOMING), before=work)
def test_a_negated_verb_of_becoming_denies_its_complement(answer: int, other: int, template: str, before: str) -> None:
    assume(other != answer)
    stated = f"{before}\n\n答えは {box(answer)} です。"
    verdict = grade(stated + template.format(v=answer), str(answer))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
    assert grade(stated + template.format(v=other), str(answer)).correct


# A predicate of doubt that governs the answer's clause hedges it; negated, dismissed or before a
# contrast it does not.  Each row: the doubting opener, and its certain twin.
DOUBTS = (
    ("I doubt that the total is {v}.", "I do not doubt that the total is {v}."),
    ("I have serious doubts that the total is {v}.", "Without a doubt, the total is {v}."),
    ("It is doubtful that the total is {v}.", "Some may doubt it, but the total is {v}."),
    ("Dudo que el total sea {v}.", "No dudo que el total sea {v}."),
    ("Je doute que le total soit {v}.", "Je ne doute pas que le total soit {v}."),
    ("Ich bezweifle, dass die Summe {v} ist.", "Ich bezweifle nicht, dass die Summe {v} ist."),
    ("Dubito che il totale sia {v}.", "Senza dubbio il totale è {v}."),
    ("Сомневаюсь, что сумма равна {v}.", "Я не сомневаюсь, что сумма равна {v}."),
    ("Wątpię, czy wynik to {v}.", "Nie ma żadnych wątpliwości, że wynik to {v}."),
    ("我怀疑总数是 {v}。", "我毫不怀疑总数是 {v}。"),
    # the verb-final languages doubt what precedes the predicate: a doubt that ends the value's clause
    ("合計が {v} であるかは疑わしい。", "合計は {v} で、疑いの余地はない。"),
    ("Toplamın {v} olduğundan şüpheliyim.", "Toplam {v}, hiç şüphe yok."),
    ("합계가 {v}인지 의심스럽다.", "합계는 {v}이다."),
)


@SETTINGS
@given(value=numbers, pair=st.sampled_from(DOUBTS), before=work)
def test_a_doubt_hedges_the_clause_it_governs(value: int, pair: tuple, before: str) -> None:
    doubting, certain = pair
    verdict = grade(f"{before}\n\n{doubting.format(v=box(value))}", str(value))
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict
    assert grade(f"{before}\n\n{certain.format(v=box(value))}", str(value)).correct
    # the same sentence after the boxed answer, restating its value: the doubt takes it back, the certainty does not
    stated = f"{before}\n\nThe answer is {box(value)}.\n\n"
    verdict = grade(stated + doubting.format(v=value), str(value))
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict
    assert grade(stated + certain.format(v=value), str(value)).correct


# The answer is one member of a closed class of words (days, months): another member offered after it
# under a condition is another value; the same member named again, or another named as a slip, is not.
CLASSES = (("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
           ("January", "March", "April", "June", "July", "August", "September", "October"))


@SETTINGS
@given(data=st.data(), before=work, mode_word=st.sampled_from([" if", " when", ", if"]))
def test_another_member_of_the_answers_class_under_a_condition_hedges(data: st.DataObject, before: str, mode_word: str) -> None:
    members = data.draw(st.sampled_from(CLASSES))
    answer = data.draw(st.sampled_from(members))
    other = data.draw(st.sampled_from([member for member in members if member != answer]))
    boxed = f"{before}\n\n$\\boxed{{\\text{{{answer}}}}}$"
    verdict = grade(f"{boxed} ({other}{mode_word} the first day counts)", answer)
    assert not verdict.correct and verdict.reason is Reason.HEDGED, verdict
    assert grade(f"{boxed}\n\nA common slip is to answer {other}, forgetting the extra day.", answer).correct
    assert grade(f"{boxed} (counting from tomorrow)", answer).correct


@SETTINGS
@given(value=numbers, definition=st.sampled_from(["\\def\\half{\\frac12}", "\\newcommand{\\n}{7}", "\\let\\x\\y"]),
       block=st.sampled_from([("<think>", "</think>"), ("<thinking>", "</thinking>")]))
def test_a_command_defined_before_the_reasoning_block_obscures(value: int, definition: str, block: tuple) -> None:
    opening, closing = block
    body = f"{opening}\nWe count {value} cases.\n{closing}\n\n**Final Answer:** {box(value)}"
    verdict = grade(f"{definition}\n{body}", str(value))
    assert not verdict.correct and verdict.reason is Reason.OBSCURED, verdict
    assert grade(body, str(value)).correct


# A later sentence that gives the answer another value without a word of correction: a modal of
# necessity whose subject stands for the answer, or "not A but B".  Its twin states the answer's own
# value, or speaks of another quantity, and is paid.
REASSIGNMENTS = (
    ("It should be {o}.", "It should be {v}, as computed."),
    ("So the answer must be {o}.", "Check: the sum should be {s}, and it is."),
    ("Debería ser {o}.", "Debería ser {v}, como se calculó."),
    ("Il devrait être {o}.", "Il devrait être {v}, comme calculé."),
    ("其实应为{o}。", "其实应为{v}。"),
    ("The total is not {w} but {o}.", "The total is not {w} but {v}."),
    ("El total no es {w}, sino {o}.", "El total no es {w}, sino {v}."),
    ("Die Summe ist nicht {w}, sondern {o}.", "Die Summe ist nicht {w}, sondern {v}."),
    ("Ответ не {w}, а {o}.", "Ответ не {w}, а {v}."),
    ("答案不是{w}，而是{o}。", "答案不是{w}，而是{v}。"),
)


@SETTINGS
@given(value=numbers, other=numbers, wrong=numbers, pair=st.sampled_from(REASSIGNMENTS), before=work, gap=breaks)
def test_a_later_sentence_that_gives_the_answer_another_value(value: int, other: int, wrong: int, pair: tuple, before: str, gap: str) -> None:
    assume(len({value, other, wrong}) == 3)
    reassigning, honest = pair
    stated = f"{before}\n\nThe answer is {box(value)}.{gap}"
    verdict = grade(stated + reassigning.format(v=value, o=other, w=wrong), str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
    assert grade(stated + honest.format(v=value, w=wrong, s=value + other), str(value)).correct



# Work redone or checked after the answer: it concludes, after its last connective of conclusion, with
# another value (refused, whatever mistake it names on the way) or with the answer's (paid).
REDOS = (
    "Redoing the count calmly: there were {w} boxes, not {x}, so {c} pencils remain.",
    "Let me verify: the boxes hold {w} and {x}, so the total is {c}.",
    "Refazendo a conta: eram {w} caixas, e não {x}, então restam {c} lápis.",
    "Rehaciendo la cuenta: eran {w} cajas y no {x}, así que quedan {c} lápices.",
    "Vérifions : il y a {w} boîtes et non {x}, donc il reste {c} crayons.",
)


@SETTINGS
@given(value=numbers, other=numbers, w=st.integers(2, 9), x=st.integers(2, 9), template=st.sampled_from(REDOS), before=work)
def test_work_redone_after_the_answer_must_conclude_with_it(value: int, other: int, w: int, x: int, template: str, before: str) -> None:
    assume(other != value and len({w, x, value, other}) == 4)
    stated = f"{before}\n\n**Final Answer:** {box(value)}\n\n"
    verdict = grade(stated + template.format(w=w, x=x, c=other), str(value))
    assert not verdict.correct and verdict.reason is Reason.UNASSERTED, verdict
    assert grade(stated + template.format(w=w, x=x, c=value), str(value)).correct


# An anchor that says "not A but B" states B: B is graded, and A is no answer.
NOT_A_BUT_B_ANCHORS = ("The answer is not {a} but {b}.", "Die Antwort ist nicht {a}, sondern {b}.", "Ответ: не {a}, а {b}.",
                       "**Answer:** not {a}, but {b}.")


@SETTINGS
@given(a=numbers, b=numbers, template=st.sampled_from(NOT_A_BUT_B_ANCHORS), before=work)
def test_an_anchor_that_says_not_a_but_b_states_b(a: int, b: int, template: str, before: str) -> None:
    assume(a != b)
    response = f"{before}\n\n{template.format(a=a, b=b)}"
    assert grade(response, str(b)).correct
    verdict = grade(response, str(a))
    assert not verdict.correct and verdict.reason is Reason.VALUE_MISMATCH, verdict
