"""Structures read in 0.24.0 (docs/policy.md, "Structures of 0.24.0"): the writer's supposition before the answer's value
in its sentence, a condition on the writer's own correctness ("If I computed correctly, the answer is", "Wenn ich mich
nicht verrechnet habe, ist ...") or a verb of conjecture whose subject is the writer ("I strongly suspect the total is",
"Przypuszczam, że wynik to ..."), against conditions on the problem's givens and conjectures of others.  Each property
varies the numbers, the wording, the language and the sentence's place in the response."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**6)
FILLER = ["", "Each step above uses only the data of the problem.\n\n",
          "Each step above uses only the data of the problem.\n\nThe cases do not overlap.\n\n"]


# The writer's supposition before the value: the value is hedged.
SUPPOSED = [
    "If I computed everything correctly, the answer is $\\boxed{{{v}}}$.",
    "Provided my arithmetic holds up, the total is $\\boxed{{{v}}}$.",
    "So, if my reasoning is sound, we end up with $\\boxed{{{v}}}$ tiles.",
    "Unless I slipped somewhere, the count comes to $\\boxed{{{v}}}$.",
    "Assuming I haven't miscounted, there are $\\boxed{{{v}}}$ ways.",
    "Wenn ich mich nicht verrechnet habe, ist das Ergebnis $\\boxed{{{v}}}$.",
    "Если я нигде не ошибся, ответ $\\boxed{{{v}}}$.",
    "Se i miei calcoli sono corretti, la risposta è $\\boxed{{{v}}}$.",
    "Si mis cálculos son correctos, el total es $\\boxed{{{v}}}$.",
    "I strongly suspect the answer is $\\boxed{{{v}}}$.",
    "We conjecture that the total is $\\boxed{{{v}}}$.",
    "Je présume que la réponse est $\\boxed{{{v}}}$.",
    "Ich vermute, dass die Antwort $\\boxed{{{v}}}$ ist.",
    "Sumando todo, conjeturo que el total es $\\boxed{{{v}}}$.",
    "Przypuszczam, że wynik to $\\boxed{{{v}}}$.",
    "Предполагаю, что ответ $\\boxed{{{v}}}$.",
    "Ipotizzo che il totale sia $\\boxed{{{v}}}$.",
    "Ik vermoed dat het antwoord $\\boxed{{{v}}}$ is.",
    "Sauf erreur de ma part, la réponse est $\\boxed{{{v}}}$.",
    "Se não me engano, a resposta é $\\boxed{{{v}}}$.",
    "Should my arithmetic be correct, the answer is $\\boxed{{{v}}}$.",
    "計算が正しければ、答えは $\\boxed{{{v}}}$ です。",
    "제가 맞게 계산했다면 답은 $\\boxed{{{v}}}$입니다.",
    "Eğer yanılmıyorsam cevap $\\boxed{{{v}}}$.",
    "I have a feeling the answer is $\\boxed{{{v}}}$.",
    "我推测答案是 $\\boxed{{{v}}}$。",
]
# A condition on the problem's givens, a conjecture of others or one the writer left behind: the value is stated.
STATED = [
    "Provided that $x > 0$, the answer is $\\boxed{{{v}}}$.",
    "Assuming the die is fair, the expected total is $\\boxed{{{v}}}$.",
    "If we pair the terms, the sum is $\\boxed{{{v}}}$.",
    "When I add the two parts, I get $\\boxed{{{v}}}$.",
    "Since my check confirmed each step, the answer is $\\boxed{{{v}}}$.",
    "Students often suspect a smaller count, but counting carefully gives $\\boxed{{{v}}}$.",
    "I suspected 7 at first; after counting carefully, the answer is $\\boxed{{{v}}}$.",
    "They conjecture a different total. Counting every case, the answer is $\\boxed{{{v}}}$.",
]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(SUPPOSED), filler=st.sampled_from(FILLER), mode=MODES)
def test_the_writers_supposition_before_the_value_hedges_it(value: int, sentence: str, filler: str, mode: Mode) -> None:
    assert_refused(filler + sentence.format(v=value), value, mode, Reason.HEDGED)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, sentence=st.sampled_from(STATED), filler=st.sampled_from(FILLER))
def test_a_condition_on_the_givens_or_anothers_conjecture_states_the_value(value: int, sentence: str, filler: str) -> None:
    assert_paid(filler + sentence.format(v=value), value)


# A later sentence that opens with a hedge and ends its clause with another value offers it: a hedge.
HEDGED_OTHER = [
    "Maybe {w} after all?",
    "Perhaps it is really {w}.",
    "Could be {w} though.",
    "Может, всё-таки {w}?",
    "Может быть, {w}.",
    "Vielleicht doch {w}?",
    "Quizás sea {w}.",
    "Peut-être {w}, finalement.",
    "Forse {w}?",
]
# A hedge whose clause does not end with another value, or whose value is negated: nothing offered.
HEDGED_NOTHING = [
    "Maybe a diagram helps: draw {w} rows of 4.",
    "Perhaps it is not {w}.",
    "Maybe the check is easier by hand.",
]
ANSWERS = ["Answer: {v}.", "The answer is $\\boxed{{{v}}}$.", "**Final Answer:** $\\boxed{{{v}}}$"]
NOTES = ["We checked every case once more. ", "", "Each step uses only the data given.\n\nWe checked every case once more. "]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), note=st.sampled_from(NOTES), sentence=st.sampled_from(HEDGED_OTHER), mode=MODES)
def test_a_later_hedge_that_ends_with_another_value_offers_it(value: int, answer: str, note: str, sentence: str, mode: Mode) -> None:
    response = answer.format(v=value) + "\n\n" + note + sentence.format(w=value + 1)
    assert_refused(response, value, mode, Reason.HEDGED, Reason.UNASSERTED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), sentence=st.sampled_from(HEDGED_NOTHING))
def test_a_later_hedge_without_another_value_at_its_clause_end_offers_nothing(value: int, answer: str, sentence: str) -> None:
    response = answer.format(v=value) + "\n\nWe checked every case once more. " + sentence.format(w=value + 1)
    assert_paid(response, value)


# Another option than the answer's: named as a mistake under a conditional mood it is neutral; called the answer, it
# replaces the answer.
OPTION_ANSWERS = ["**Antwort: ({o})**", "Answer: $\\boxed{{\\text{{({o})}}}}$", "La respuesta es ({o})."]
OTHER_OPTION_MISTAKEN = ["({x}) wäre falsch: dort wird jede Strecke doppelt gezählt.", "({x}) would be wrong.", "({x}) sería incorrecta.",
                         "({x}) serait fausse, car elle compte chaque paire deux fois."]
OTHER_OPTION_CALLED = ["So ({x}) is the answer.", "Option {x} is correct.", "Die richtige Wahl ist also ({x})."]


@settings(max_examples=60, deadline=None)
@given(pair=st.sampled_from([("B", "D"), ("A", "C"), ("C", "E"), ("D", "B")]), answer=st.sampled_from(OPTION_ANSWERS),
       sentence=st.sampled_from(OTHER_OPTION_MISTAKEN))
def test_another_option_named_as_a_mistake_is_neutral(pair: "tuple[str, str]", answer: str, sentence: str) -> None:
    own, other = pair
    verdict = grade("There are 10 segments.\n\n" + answer.format(o=own) + "\n\n" + sentence.format(x=other), own)
    assert verdict.correct, verdict


@settings(max_examples=60, deadline=None)
@given(pair=st.sampled_from([("B", "D"), ("A", "C"), ("C", "E"), ("D", "B")]), answer=st.sampled_from(OPTION_ANSWERS),
       sentence=st.sampled_from(OTHER_OPTION_CALLED), mode=MODES)
def test_another_option_called_the_answer_later_replaces_it(pair: "tuple[str, str]", answer: str, sentence: str, mode: Mode) -> None:
    own, other = pair
    response = "There are 10 segments.\n\n" + answer.format(o=own) + "\n\nWe checked it again. " + sentence.format(x=other)
    verdict = grade(response, own, mode=mode)
    assert not verdict.correct, verdict
    assert mode is not Mode.EVAL or verdict.reason is Reason.UNASSERTED, verdict


# A note in full-width brackets closes its line as an ASCII bracket does.
@settings(max_examples=30, deadline=None)
@given(value=VALUES, note=st.sampled_from(["（ちなみに、これは検算済みです。）", "（这是正确的。）", "「検算しました」", "【验证完毕。】"]))
def test_a_full_width_closing_bracket_ends_the_response(value: int, note: str) -> None:
    assert_paid(f"答え：$\\boxed{{{value}}}$\n\n{note}", value)


# A qualifier that restates the domain, in other languages, is dropped; a family's parameter declared natural, under a
# letter no family uses, is no integer parameter.
DOMAINS = ["per ogni $t$ reale", "pour tout réel $t$", "für alle reellen $t$", "para todo $t$ real", "for every real $t$"]


@settings(max_examples=40, deadline=None)
@given(a=st.integers(min_value=2, max_value=99), b=st.integers(min_value=1, max_value=99), domain=st.sampled_from(DOMAINS))
def test_a_restated_domain_is_dropped_in_other_languages(a: int, b: int, domain: str) -> None:
    verdict = grade(f"**Answer:** $f(t) = {a}t - {b}$ {domain}.", f"f(x) = {a}x - {b}")
    assert verdict.correct, verdict


@settings(max_examples=30, deadline=None)
@given(a=st.integers(min_value=2, max_value=9), letter=st.sampled_from(["t", "s", "r"]))
def test_a_family_over_the_naturals_is_not_the_integer_family(a: int, letter: str) -> None:
    verdict = grade(f"Answer: $x = {a}\\pi {letter}$, ${letter} \\in \\mathbb{{N}}$", f"x = {a}k\\pi")
    assert not verdict.correct, verdict
    assert grade(f"Answer: $x = {a}\\pi {letter}$, ${letter} \\in \\mathbb{{Z}}$", f"x = {a}k\\pi").correct


# A mistake supposed contrary to fact, in the counterfactual past: the value it would have given is a named mistake.
SUPPOSED_MISTAKES = [
    "If I had forgotten the corner tiles, I would have gotten {w}.",
    "Had I ignored the corners, I would have gotten {w} instead.",
    "If we had double-counted the corners, the total would have been {w}.",
    "Si hubiera olvidado las esquinas, habría obtenido {w}.",
    "Hätte ich die Ecken vergessen, wäre {w} herausgekommen.",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), note=st.sampled_from(NOTES), sentence=st.sampled_from(SUPPOSED_MISTAKES))
def test_a_value_under_a_mistake_supposed_contrary_to_fact_is_neutral(value: int, answer: str, note: str, sentence: str) -> None:
    assert_paid(answer.format(v=value) + "\n\n" + note + sentence.format(w=value + 4), value)


# A hedge that opens a remark about something else than the answer hedges nothing; one about the answer hedges it.
REMARKS = [
    "Maybe the quickest route is Vieta's formula.",
    "Kanske är det lättare att se detta med en figur.",
    "Peut-être est-il utile de tracer une figure.",
    "Vielleicht hilft eine Skizze beim Verständnis.",
    "Perhaps a table makes the pattern easier to see.",
]
HEDGES_OF_THE_ANSWER = ["Probably right.", "Possibly not.", "Perhaps double-check the arithmetic.", "Maybe a different reading is intended.",
                        "Vielleicht falsch.", "Quizás no."]


@settings(max_examples=50, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), note=st.sampled_from(NOTES), sentence=st.sampled_from(REMARKS))
def test_a_hedged_remark_about_something_else_hedges_nothing(value: int, answer: str, note: str, sentence: str) -> None:
    assert_paid(answer.format(v=value) + "\n\n" + note + sentence, value)


@settings(max_examples=50, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), note=st.sampled_from(NOTES), sentence=st.sampled_from(HEDGES_OF_THE_ANSWER), mode=MODES)
def test_a_hedge_of_the_answer_at_any_distance_hedges_it(value: int, answer: str, note: str, sentence: str, mode: Mode) -> None:
    assert_refused(answer.format(v=value) + "\n\n" + note + sentence, value, mode, Reason.HEDGED, Reason.UNASSERTED)


# A later clause that gives the answer's quantity another value by a modal of necessity, the modal before the value, after
# it (verb-final) or before the subject (verb-second): the answer is not final.
NECESSITY_LATER = [
    "Recounting the rows, each group has 6, so the total should be {w}.",
    "よって、合計は {w} 個になるはずです。",
    "इसलिए कुल संख्या {w} होनी चाहिए।",
    "Nach nochmaligem Nachzählen müsste die Anzahl der Stühle eigentlich {w} betragen.",
    "这样每组实际是 6 人，全班应为 {w} 人。",
]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), sentence=st.sampled_from(NECESSITY_LATER), mode=MODES)
def test_a_later_modal_of_necessity_gives_the_answer_another_value(value: int, answer: str, sentence: str, mode: Mode) -> None:
    response = answer.format(v=value) + "\n\nWe count the rows on the sketch again. " + sentence.format(w=value + 6)
    assert_refused(response, value, mode, Reason.UNASSERTED, Reason.HEDGED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS),
       sentence=st.sampled_from(["各箱には 8 個入っているはずです。", "Dann müsste jede Reihe 7 Stühle haben.", "So each group should have 6."]))
def test_a_modal_of_necessity_said_of_a_part_leaves_the_answer(value: int, answer: str, sentence: str) -> None:
    assert_paid(answer.format(v=value) + "\n\n" + sentence, value)


# The writer's supposition in an earlier clause of the answer's sentence, in scripts without spaces too.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, sentence=st.sampled_from([
    "Barring an arithmetic slip on my part, there are $\\boxed{{{v}}}$ selections.",
    "Jeśli nigdzie się nie pomyliłem, układ jest niesprzeczny, a szukana wartość to $\\boxed{{{v}}}$.",
    "私の計算に誤りがなければ、周の長さは $\\boxed{{{v}}}$ です。",
]), mode=MODES)
def test_the_writers_supposition_in_an_earlier_clause_hedges(value: int, sentence: str, mode: Mode) -> None:
    assert_refused(sentence.format(v=value), value, mode, Reason.HEDGED)


# A bracketed note that states another value under a condition, anywhere in a later sentence, past its unit: a hedge.
@settings(max_examples=40, deadline=None)
@given(value=VALUES, line=st.sampled_from([
    "The distance is {v} km ({w} km if the drive back is meant as well).",
    "| Distance | {v} km ({w} km if the drive back home is meant as well) |",
    "Total: {v} ({w} when the first day counts).",
]), mode=MODES)
def test_a_bracketed_value_under_a_condition_hedges(value: int, line: str, mode: Mode) -> None:
    response = f"**Final Answer:** $\\boxed{{{value}}}$\n\n" + line.format(v=value, w=2 * value)
    assert_refused(response, value, mode, Reason.HEDGED)


# A negated exclusion leaves the value it says of possible: another value so left is offered; the answer's own affirmed.
NEGATED_EXCLUSIONS = [
    "That said, {w} cannot be fully ruled out if the height is measured differently.",
    "Tuttavia il valore {w} non è del tutto da escludere.",
    "不过，{w} 也不能完全排除。",
    "עם זאת, גם {w} אינו נשלל לחלוטין.",
]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), sentence=st.sampled_from(NEGATED_EXCLUSIONS), mode=MODES)
def test_another_value_left_possible_by_a_negated_exclusion_is_offered(value: int, answer: str, sentence: str, mode: Mode) -> None:
    response = answer.format(v=value) + "\n\nWe checked every step once more. " + sentence.format(w=value + 1)
    assert_refused(response, value, mode, Reason.HEDGED, Reason.UNASSERTED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), sentence=st.sampled_from([
    "Nothing rules out {v}.", "세 조건 중 어느 것도 {v}를 배제하지 않는다.", "{w} is ruled out, since it counts the corner twice.",
    "The value {w} is not excluded by the first condition, but the second one rules it out."]))
def test_an_exclusion_of_another_value_or_a_negated_one_of_the_answer_keeps_it(value: int, answer: str, sentence: str) -> None:
    assert_paid(answer.format(v=value) + "\n\n" + sentence.format(v=value, w=value + 1), value)
