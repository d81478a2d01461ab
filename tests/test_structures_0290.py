"""Structures read in 0.29.0 (docs/policy.md, "Structures of 0.29.0"): a list of cases after the answer, a condition closed by
a colon, a denial of the answer's role by a short noun phrase, numbers that are terms of an expression, reciprocal pronouns,
a check's own label and digits of every script at a line's end.  Each property varies the numbers, the wording, the language
and the distance from the answer, in both directions."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strictgrade import Mode, Reason, grade

from ._strategies import assert_paid, assert_refused, modes as MODES

VALUES = st.integers(min_value=2, max_value=10**5)
SMALL = st.integers(min_value=3, max_value=400)
ANSWERS = ["The count is $\\boxed{{{v}}}$.", "**Final Answer:** $\\boxed{{{v}}}$", "$$\\boxed{{{v}}}$$"]
# Paragraphs between the answer and a note: the notes are read at any distance.
FILLER = ["\n\n", "\n\nEach arrangement was counted once.\n\n", "\n\n## Remarks\n\nNo case was left out.\n\n---\n\n"]

# The lead of a list of cases, and the shapes of its items: each item states what holds in one case.
CASE_LEADS = ["Depending on how the balls are read:", "If the balls are distinguishable:", "**If order matters:**",
              "Si l'ordre compte :", "Falls die Kugeln unterscheidbar sind:", "Dependiendo de la interpretación:", "Если порядок важен:", "Jika urutan diperhatikan:",
              "Should the order matter, the count differs:", "Según cómo se lean las bolas:", "順番を区別する場合：", "もし順番も区別するなら："]
CASE_ITEMS = ["- identical balls: {v}\n- distinct balls: {o}", "| reading | count |\n|---|---|\n| identical | {v} |\n| distinct | {o} |",
              "1. {o} arrangements.", "- {o}", "- distinct balls: {o}\n- identical balls: {v}"]
# Leads that open no case: the reader's wish, a summary, a check; their lists hold work.
OTHER_LEADS = ["If you want to check it:", "Summary of the steps:", "Check:", "Kurz zusammengefasst:", "Según el teorema de Pitágoras:"]


@settings(max_examples=80, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), lead=st.sampled_from(CASE_LEADS),
       items=st.sampled_from(CASE_ITEMS), mode=MODES)
def test_a_list_of_cases_after_the_answer_offers_another_value(value: int, offset: int, answer: str, filler: str, lead: str, items: str,
                                                                 mode: Mode) -> None:
    response = answer.format(v=value) + filler + lead + "\n\n" + items.format(v=value, o=value + offset)
    assert_refused(response, value, mode, Reason.HEDGED)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), lead=st.sampled_from(CASE_LEADS + OTHER_LEADS))
def test_a_list_whose_items_state_only_the_answer_offers_nothing(value: int, answer: str, filler: str, lead: str) -> None:
    response = answer.format(v=value) + filler + lead + "\n\n" + f"- both readings: {value}\n- divided by 2 at the end: {value}"
    assert_paid(response, value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), lead=st.sampled_from(OTHER_LEADS))
def test_a_list_under_a_lead_that_opens_no_case_is_work(value: int, offset: int, answer: str, lead: str) -> None:
    """A list of the steps (their values are the work's inputs) under a lead that is no condition: the answer stands."""
    total = value + offset
    response = answer.format(v=value) + "\n\n" + lead + "\n\n" + f"- {total} - {offset} = {value}"
    assert_paid(response, value)


COLON_CONDITIONS = ["If the balls are distinct: {o}.", "If order mattered: {o} ways.", "Si l'ordre comptait : {o}.", "Wenn die Reihenfolge zählt: {o}."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), note=st.sampled_from(COLON_CONDITIONS))
def test_a_condition_closed_by_a_colon_offers_its_value(value: int, offset: int, answer: str, filler: str, note: str) -> None:
    assert_refused(answer.format(v=value) + filler + note.format(o=value + offset), value, Mode.EVAL, Reason.HEDGED)


# A later sentence that denies the answer's value its role by a short noun phrase, and ones whose noun phrase names another
# quantity or a property.
ROLE_DENIALS = ["But {v} is not the minimum value.", "However, {v} is not the answer.", "Sin embargo, {v} no es el valor mínimo.",
                "Mais {v} n'est pas la valeur minimale.", "Allerdings ist {v} nicht das Minimum.", "Still, {v} is not the total."]
OTHER_DENIALS = ["Note that {v} is not the number of edges, which is {o}.", "Careful: {v} is not the minimum of $g$, only of $f$.",
                 "Of course {v} is not a value of $x$.", "Note that {v} is not the sum of the digits, which is {o}."]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), denial=st.sampled_from(ROLE_DENIALS), mode=MODES)
def test_a_later_denial_of_the_answers_role_withdraws_it(value: int, answer: str, filler: str, denial: str, mode: Mode) -> None:
    assert_refused(answer.format(v=value) + filler + denial.format(v=value), value, mode, Reason.UNASSERTED)


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), denial=st.sampled_from(OTHER_DENIALS))
def test_a_denial_of_another_quantity_or_a_property_leaves_the_answer(value: int, offset: int, answer: str, filler: str, denial: str) -> None:
    assert_paid(answer.format(v=value) + filler + denial.format(v=value, o=value + offset), value)


# A method after a numeric answer whose expressions hold numbers that are no values: only its labelled values are read.
METHODS = ["Alternatively, by substitution: from the first equation $y = {o} - x$, so $x = {v}$.",
           "Another way: write $n = {o} - m$; then $n = {v}$ again.", "Alternativamente, de $y = {o} - 2x$ se obtiene $x = {v}$."]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), method=st.sampled_from(METHODS))
def test_numbers_that_are_terms_of_an_expression_are_no_offered_values(value: int, offset: int, answer: str, filler: str, method: str) -> None:
    assert_paid(answer.format(v=value) + filler + method.format(v=value, o=value + offset), value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER))
def test_a_labelled_value_after_an_expression_is_still_offered(value: int, offset: int, answer: str, filler: str) -> None:
    for note in (f"Alternatively, from $y = {offset} - x$ one might also get $x = {value + offset}$.",
                 f"If the same book could be taken twice, it would give $C_8^3 = {value + offset}$."):  # an expression's result
        assert_refused(answer.format(v=value) + filler + note, value, Mode.EVAL, Reason.HEDGED)


RECIPROCAL_REMARKS = ["This assumes both dice are fair and independent of each other.", "We assume the walkers do not block one another.",
                      "Se supone que las bolas no se distinguen el uno del otro.", "Diasumsikan kedua dadu saling bebas satu sama lain."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), remark=st.sampled_from(RECIPROCAL_REMARKS))
def test_a_reciprocal_pronoun_names_no_other_value(value: int, answer: str, filler: str, remark: str) -> None:
    assert_paid(answer.format(v=value) + filler + remark, value)


# A check line after the answer in digits of another script, with the check's noun as its label.
DIGITS = {"arabic": "٠١٢٣٤٥٦٧٨٩", "devanagari": "०१२३४५६७८९", "ascii": "0123456789"}
CHECK_LINES = [("الإجابة النهائية: $\\boxed{{{v}}}$", "التحقق: {a} + {b} = {v}"), ("उत्तर: $\\boxed{{{v}}}$", "सत्यापन: {a} + {b} = {v}"),
               ("Ответ: $\\boxed{{{v}}}$", "Проверка: {a} + {b} = {v}"), ("Jawaban: $\\boxed{{{v}}}$", "Pemeriksaan: {a} + {b} = {v}")]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, part=st.integers(min_value=1, max_value=10**4), lines=st.sampled_from(CHECK_LINES), script=st.sampled_from(sorted(DIGITS)),
       mark=st.sampled_from(["", " ✓"]))
def test_a_check_in_any_script_ends_the_response(value: int, part: int, lines: tuple, script: str, mark: str) -> None:
    total = value + part
    table = str.maketrans("0123456789", DIGITS[script])
    answer, check = lines
    response = answer.format(v=str(total).translate(table)) + "\n\n" + check.format(a=str(value).translate(table), b=str(part).translate(table),
                                                                                     v=str(total).translate(table)) + mark
    verdict = grade(response, str(total))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


# A question about the answer's value answered by a "no" of a few words set off by a mark, then another value: withdrawn.
NO_PHRASES = ["Not at all", "Of course not", "Absolutely not", "Pas du tout", "Überhaupt nicht", "Καθόλου", "जी नहीं"]
QUESTIONS = ["Is {v} really what the question asks for?", "But is {v} the right answer?", "Είναι όμως το {v} η σωστή απάντηση;"]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), question=st.sampled_from(QUESTIONS), no=st.sampled_from(NO_PHRASES),
       mark=st.sampled_from([" —", ":", ","]), mode=MODES)
def test_a_no_of_a_few_words_answers_the_question_against_the_answer(value: int, offset: int, answer: str, question: str, no: str,
                                                                      mark: str, mode: Mode) -> None:
    reply = f"{no}{mark} the question asks for the perimeter, which is {value + offset}."
    assert_refused(answer.format(v=value) + "\n\n" + question.format(v=value) + " " + reply, value, mode, Reason.UNASSERTED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), no=st.sampled_from(NO_PHRASES), mark=st.sampled_from([" —", ":"]))
def test_a_no_of_a_few_words_to_a_doubt_affirms_the_answer(value: int, answer: str, no: str, mark: str) -> None:
    assert_paid(answer.format(v=value) + f"\n\nIs {value} wrong? {no}{mark} it satisfies every condition.", value)


# A passive whose agent stands before its participle (the verb-final order): the participle is the value's predicate.
VERB_FINAL_PASSIVES = ["Die {v} wird durch diese Bedingung ausgeschlossen.", "Damit wird die {v} von der Nebenbedingung verworfen.",
                       "De {v} wordt door deze voorwaarde uitgesloten."]
NEGATED_AGENTS = ["Die {v} wird von keiner Bedingung ausgeschlossen.", "Die {v} wird durch diese Bedingung nicht ausgeschlossen.",
                  "Die {o} wird durch diese Bedingung ausgeschlossen, die {v} bleibt."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), passive=st.sampled_from(VERB_FINAL_PASSIVES), mode=MODES)
def test_a_passive_agent_before_the_participle_leaves_the_exclusion_the_values(value: int, answer: str, filler: str, passive: str,
                                                                                 mode: Mode) -> None:
    assert_refused(answer.format(v=value) + filler + passive.format(v=value), value, mode, Reason.UNASSERTED)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), passive=st.sampled_from(NEGATED_AGENTS))
def test_a_negated_agent_or_another_values_exclusion_leaves_the_answer(value: int, offset: int, answer: str, filler: str, passive: str) -> None:
    assert_paid(answer.format(v=value) + filler + passive.format(v=value, o=value + offset), value)


# Sections a tutoring response adds after its answer: practice problems and common mistakes.  Their items and table rows
# are other problems and other people's mistakes; the prose after them is read as any note.
SECTION_TITLES = ["## Common mistakes", "### Errores frecuentes", "**Häufige Fehler:**", "## Practice", "### Pour s'entraîner", "## 练习题"]
SECTION_ITEMS = ["| Mistake | Computation | Wrong result |\n|---|---|---|\n| Adding the rates | $5 + 7$ | {o} |",
                 "- **Dividing and stopping.** This gives {o}, which counts gaps, not posts.\n- Forgetting the ends gives {o} as well.",
                 "1. How many posts does a {o} m fence need?\n2. Is the answer odd or even when the length is {o} m?"]
LATE_NOTES = ["P.S. Read with both ends included, the tally would be {o}.", "Hmm, no, rereading the statement, the count should be {o}."]


@settings(max_examples=60, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), title=st.sampled_from(SECTION_TITLES), items=st.sampled_from(SECTION_ITEMS))
def test_practice_and_mistake_sections_after_the_answer_offer_nothing(value: int, offset: int, answer: str, title: str, items: str) -> None:
    response = answer.format(v=value) + "\n\n" + title + "\n" + items.format(o=value + offset) + "\n\nHappy to check your answers!"
    assert_paid(response, value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), title=st.sampled_from(SECTION_TITLES), items=st.sampled_from(SECTION_ITEMS),
       note=st.sampled_from(LATE_NOTES), mode=MODES)
def test_a_note_after_such_a_section_is_still_read(value: int, offset: int, answer: str, title: str, items: str, note: str, mode: Mode) -> None:
    response = answer.format(v=value) + "\n\n" + title + "\n" + items.format(o=value + 2 * offset) + "\n\n" + note.format(o=value + offset)
    assert_refused(response, value, mode, Reason.HEDGED, Reason.UNASSERTED, Reason.VALUE_MISMATCH)  # (a correction: its value)


# An offer under a condition after the answer stays offered when a later sentence restates the answer, unless that sentence
# denies the condition.
CONDITIONAL_OFFERS = ["{v} — or {o}, if the last post is shared with the gate.", "If the posts at both ends were left out, it would be {o}."]
RESTATEMENTS = ["The gaps give $12 + 1 = {v}$ posts.", "So the count is {v}."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, offer=st.sampled_from(CONDITIONAL_OFFERS), restated=st.sampled_from(RESTATEMENTS))
def test_a_restatement_does_not_undo_an_offer_under_a_condition(value: int, offset: int, offer: str, restated: str) -> None:
    response = f"**Answer:** $\\boxed{{{value}}}$\n\n" + offer.format(v=value, o=value + offset) + "\n\n" + restated.format(v=value)
    assert_refused(response, value, Mode.EVAL, Reason.HEDGED)


@settings(max_examples=30, deadline=None)
@given(value=VALUES, offset=SMALL)
def test_a_restatement_that_denies_the_condition_undoes_the_offer(value: int, offset: int) -> None:
    response = f"The number of pairs is $\\boxed{{{value}}}$.\n\nIf the pairs were ordered, the count would be {value + offset}. Here they are not, so the count stays {value}."
    assert_paid(response, value)


# A verb-first condition opened by a copula or an auxiliary of a verb-second language, with a noun subject.
VERB_FIRST = ["Sind die Kugeln unterscheidbar, so gibt es {o}.", "Ist die Reihenfolge wichtig, ergibt sich {o}.",
              "Sind Hin- und Rückspiele gemeint, kommt man auf {o} Spiele.", "Is de volgorde belangrijk, dan zijn het er {o}."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), filler=st.sampled_from(FILLER), note=st.sampled_from(VERB_FIRST))
def test_a_verb_first_condition_with_a_noun_subject_offers_its_value(value: int, offset: int, answer: str, filler: str, note: str) -> None:
    assert_refused(answer.format(v=value) + filler + note.format(o=value + offset), value, Mode.EVAL, Reason.HEDGED)


# In the scripts without spaces, a mistake word that is a noun of its clause (a topic, the object of a verb of avoiding, what a
# genitive governs) speaks of mistakes in general; one of the writer, the work or the answer, or a predicate, withdraws.
GENERAL_MISTAKES = ["最後の間違いは、式を混同したときに起こります。", "この置き方なら、答え方の間違いを防げます。", "这正是上表中这一错误的来源。",
                    "よくある間違いは、両端を数え忘れることです。"]
WRITERS_MISTAKES = ["計算に間違いを見つけました。", "計算の間違いは明らかです。", "这个答案是错误的。", "私の答えは間違いでした。"]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, remark=st.sampled_from(GENERAL_MISTAKES), filler=st.sampled_from(["\n\n", "\n\n## 補足\n\n"]))
def test_a_mistake_in_general_withdraws_nothing(value: int, remark: str, filler: str) -> None:
    assert_paid(f"答えは $\\boxed{{{value}}}$ です。" + filler + remark, value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, remark=st.sampled_from(WRITERS_MISTAKES), mode=MODES)
def test_a_mistake_of_the_writer_or_the_answer_withdraws_it(value: int, remark: str, mode: Mode) -> None:
    assert_refused(f"答えは $\\boxed{{{value}}}$ です。\n\n" + remark, value, mode, Reason.UNASSERTED)


# A claim of another true value inside a question claims nothing (the reply decides); a practice problem's own answer is no
# answer of the response; a Greek question mark after a number when the next sentence opens in Greek.
ASKED_CLAIMS = ["Maybe the correct answer is {o}? No.", "Could the true count be {o}? No: that counts the ends twice.",
                "Μήπως η σωστή απάντηση είναι {o}; Όχι· το {o} μετρά και τους δύο καθηγητές."]


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), claim=st.sampled_from(ASKED_CLAIMS))
def test_a_true_value_asked_and_answered_no_leaves_the_answer(value: int, offset: int, answer: str, claim: str) -> None:
    assert_paid(answer.format(v=value) + "\n\n" + claim.format(o=value + offset), value)


@settings(max_examples=40, deadline=None)
@given(value=VALUES, offset=SMALL, answer=st.sampled_from(ANSWERS), title=st.sampled_from(["## Practice problems", "### Ejercicios", "## 练习题"]))
def test_a_practice_problems_own_answer_is_no_answer_of_the_response(value: int, offset: int, answer: str, title: str) -> None:
    response = answer.format(v=value) + f"\n\n{title}\n\n1. How many handshakes among {offset} people? *(Answer: {value + offset})*"
    assert_paid(response, value)
