"""What follows the final answer: retractions, notes, another value (an unfinished ending: unfinished.py)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import FrozenSet, Iterator, List, Optional, Set, Tuple

from .._lazy import lazy_compile
from .._text import COMPARISON_RE
from ..normalize import is_glued_script
from .._tables import DEMONSTRATIVES, EQUIVALENCE_WORDS, QUESTION_MARKS
from ..limits import QUALIFIER_WINDOW, SHORT_SENTENCE_WORDS, TAIL_SCAN, TAIL_WINDOW
from ..verdict import CorrectedError, HedgedError, NoAnswerError, UnassertedError
from .memo import _remembered
from .reassignments import concludes_otherwise, reassigns_the_answer, replaces_a_denied_value, replaces_own_value, states_another_own_result
from .phrases import (
    CONTRAST_WORDS,
    BOUNDS_AFTER_SET,
    CHECKS_SET,
    CLOSING_LINES_SET,
    CONFIRMATIONS_SET,
    DOUBTS_SET,
    GENERIC_MISTAKES_SET,
    IDIOMS_SET,
    NEGATIONS_SET,
    replaced_by_another,
    names_another_true_value,
    NO_VALUE_SET,
    REPLACEMENTS_SET,
    RETRACTIONS_SET,
)
from .layout import in_blockquote, one_line_displays, retraction_window, without_table_headers, _DIGIT_RE, _NUMBER_RE, _sentence_after
from .assertion import _MATH_CLOSER, _RESTATED_AFTER_RE, _approximates, _check_qualifiers, _hedged
from .retractions import (
    OPTION_STAND_IN, _ANAPHORS, _FIRST_PERSON, _MISTAKE, _OPTION_MENTION_RE, _retracts, denies_every_withdrawal, is_denied_mistake, is_generic_mistake, closes_subordinate_alternative, names_other_options, option_letter,
    other_options, other_options_as_values, own_option_as_value,
)
from .lexicons import WORD_IN_ORDER_RE, _ERRORS, _QUANTIFIERS, _words, _tokens_past_markup, doubts_at_clause_end, doubts_what_follows, ends_in_negated_idiom, _may_except, _may_turn, _RESTRICTIVES, _AUXILIARIES, _OPENERS, _RELATIVES, _SUBORDINATORS
from .clauses import _COMPLEMENTIZERS, asks_what_follows, may_ask, may_split_exclusion, split_clauses, before_explanation
from .complements import check_later_fronted_complement
from .unfinished import _is_unfinished, states_a_check
from .doubles import negated_restrictive
from .restrictions import calls_another_value_valid, endorses_another_value, makes_another_the_only_value, negated_values
from .confirmations import DOUBTING_LEXICON, asks_something_else, remarks_on_another, denied_confirmation_at, doubts_the_work, hedges_the_answer
from .offers import OFFERING_LEXICON, _CONDITION_AFTER_RE, _offers, asks_the_readers_wish, offers_past_a_denial, turning_clause, offered_numbers, offers_in_brackets, states_another_result, trailing_result
from .members import class_members_in, other_class_members
from .arithmetic import checks_out, numbers_of
from .interjections import FIRST_WORD_RE as _FIRST_WORD_RE, SENTENCE_EDGE as _SENTENCE_EDGE, corrects, interjects, judges_alone, opens_with_article, replaces_at_start, withdraws_alone
from .suppositions import CONDITIONS_LEXICON, states_a_condition, supposed_span, supposition_end
from .cases import in_block_line, leads_cases, states_another_case
from .sections import without_tutoring_sections
from .differences import may_differ
from .denials import corrects_an_earlier_attempt, reports_an_earlier_attempt, points_at_another, read_by_antecedent, REPLACED_AT_RE, REPLACED_TAIL_RE, REPLACED_VALUE_RE, denial_of_named_answer, denial_of_own_value, may_name_the_answer, gives_a_reason, reports_other_people
from .scope import denies_another_value, is_denied_after, is_denied_before, is_negator, is_read_by_exception, negates_other_values, opens_subordinate_clause, words_of
from .mood import among_alternatives, hypothetical_mistake, joins_alternatives, may_hedge, may_offer_another, offers_another_by_mood, offers_own_value, own_value_places
from .mistakes import about_other_options, diagnoses_others, names_mistakes_in_general, fails_in_relative, is_named_mistake, names_another_option_as_mistake, names_a_kind_of_mistake, names_mistake_alone, negated_mistakes, negates_validity
from .questions import opens_with_no, affirms_a_doubt, affirms_another, answered_yes, denies_a_doubt, answers_no, asks_about_others, asks_why_not_another, settles_against_another
from .values import holds_one_value, is_own_value, outside_expressions, own_values, stands_whole, states_a_relation, states_last, values_in, without_expressions


# What closes the answer's display before the next sentence: spacing and closing math delimiters ("\\]", "$$").
_LEADING_CLOSERS_RE = lazy_compile(r"(?:\s|" + _MATH_CLOSER + r")*")
_CLOSING_TAIL_RE = lazy_compile(r"(?:\s|" + _MATH_CLOSER + r"|[.,;:!])*")  # and stops: a tail that holds no note ("$.\n\n")


@_remembered
def _check_tail(tail: str, answer: str = "", before: str = "") -> None:
    """Raise when the text after the answer takes it back, doubts it without concluding, replaces it, or stops unfinished."""
    if not tail.strip(" \t\n$.*_)]}"):
        return  # nothing after the answer but its closing marks
    tail = without_tutoring_sections(without_table_headers(tail))  # a column's label; practice problems and common mistakes
    clause, rest = _sentence_after(tail)
    if _is_unfinished(rest):
        raise NoAnswerError("the response runs on past its answer and stops unfinished")
    following, after_following = _sentence_after(rest[_LEADING_CLOSERS_RE.match(rest).end() :])  # type: ignore[union-attr]
    concluded = _concludes_with_answer(following, rest, answer)  # a check whose last value is the answer's
    withdrawable = rest if before and is_read_by_exception(before) else tail  # (after an exceptive or "only": the subject's predicate)
    withdrawal = -1 if concluded else _withdrawal_point(retraction_window(withdrawable), answer)
    if withdrawal >= 0:  # what the writer states after withdrawing it (the window may have cut it)
        raise _retraction(withdrawable[withdrawal:], answer, "the answer is retracted after it is given")
    if not concluded and _concludes_with_another(following, answer):
        raise UnassertedError("the next sentence concludes with another value")  # "\boxed{4}. So 5."
    if names_another_true_value(retraction_window(tail), answer):
        raise UnassertedError("a later sentence calls another value the true one")
    own = own_values(answer)
    if holds_one_value(own) and not states_a_relation(answer) \
            and any(makes_another_the_only_value(match.group(), own) for match in _later_sentences(retraction_window(tail))):
        raise UnassertedError("a later sentence makes another value the only one")  # "Only 49 satisfies every condition."
    _check_qualifiers("", clause, answer, before)  # the clause before the answer, for an exceptive or "only" before it
    turn = turning_clause(clause)
    if turn:  # "..., although 5 could also work": read as a later sentence
        _check_later_notes(turn, answer)
    short = len(following.split()) <= SHORT_SENTENCE_WORDS  # "Actually, 13." (not a method that follows)
    if replaces_at_start(following) and (_DIGIT_RE.search(following) or _OPTION_TOKEN_RE.search(following)) and short \
            and not CHECKS_SET.search(following) and not concluded:  # a check ("Wait, let me verify: 5·4 = 20") must conclude, below
        raise _retraction(following[_past_withdrawal(following) :] + after_following, answer, "a later value replaces the answer",
                          withdraws_alone(following))
    if not concluded and any(replaced_by_another(part, answer) for part in (clause, following) if _DIGIT_RE.search(part)):
        raise UnassertedError("a later value replaces the answer")  # "I checked: no errors, actually 13"
    if short and NO_VALUE_SET.search(following):
        raise NoAnswerError("the sentence after the answer says there is none")  # "I don't know the answer."
    closing = CLOSING_LINES_SET.starts(following)  # "以上です。" (that is all) is no bound
    described = names_a_kind_of_mistake(following) >= 0 and not own & set(values_in(following)) \
        or reports_other_people(following, words_of(following)) and is_named_mistake(following, words_of(following), own)  # others' mistake
    asked = max(following.find("?"), following.find("？")) + 1  # "Is it maybe 35? No, ...": a doubt its reply settles hedges nothing
    settled = asked > 0 and (settles_against_another(following[:asked], following[asked:] + after_following, own)
                             or opens_with_no(following[asked:]) and _restates_at_end(following[asked:], answer))  # "... so it stays 36"
    if _hedged(following, answer) and not (settled or diagnoses_others(following) or names_mistake_alone(following, answer) or described or remarks_on_another(following)) \
            or BOUNDS_AFTER_SET.starts(following) and not closing and not is_glued_script(following.lstrip()[:1] or "a"):  # ("以上の表の通り": the above)
        raise HedgedError("the sentence after the answer hedges it")
    if following.rstrip().endswith(QUESTION_MARKS) and (short or not after_following.strip() and own & set(values_in(following))) \
            and not (asks_why_not_another(following, own) and after_following.strip()) and not asks_something_else(following) and not asks_the_readers_wish(following) \
            and not answered_yes(after_following) and not denies_a_doubt(following, after_following, own) and not _concludes(after_following, answer):  # "这个答案对吗？对，因为 ...": a check, its reply read below as any later sentence
        raise UnassertedError("the answer is questioned right after it is given")  # (a long question too, when it names the answer's value)
    if short and joins_alternatives(following) and offered_numbers(following, own) \
            and not (_restates_at_end(following, answer) and not _head_offers(_clauses_before_last(following), own, answer)):
        raise HedgedError("the sentence after the answer offers another value")  # (not another way to the answer: "Alternatively, ..., giving 15")
    if any(not _DIGIT_RE.search(part) and doubts_what_follows(part.rstrip(" \t\n.!。！") + " ") for part in (clause, following)):
        raise HedgedError("the answer is doubted right after it is given")  # ", aunque dudo mucho que sea correcto."
    doubted = [part for part in (clause.lstrip(" .,;:"), following)
               if (replaces_at_start(part) or DOUBTS_SET.starts(part) and not opens_with_article(part) and not states_a_check(part))
               and not negates_other_values(part)
               and not REPLACED_AT_RE.match(part.lstrip(_SENTENCE_EDGE + "$"))]  # "\boxed{12} rather than 10": the value it replaces
    if doubted and not _concludes(rest, answer):  # "No, hold on. It's 5 apples.": what the writer states after the doubt is read again
        after = rest if doubted[-1] is not following else after_following
        if REPLACEMENTS_SET.starts(doubted[-1]):
            after = doubted[-1][_past_withdrawal(doubted[-1]) :] + after  # "No, hold on, it's 5."
        raise _retraction(after, answer, "the answer is doubted afterwards and the doubt never concludes", withdraws_alone(doubted[-1]))
    own = own_values(answer)
    negated = _negated_statement(following)
    if negated and len(negated) < QUALIFIER_WINDOW and not negates_other_values(negated) and not asks_something_else(following) and not settled \
            and not ends_in_negated_idiom(negated) and not closes_subordinate_alternative(negated) \
            and not denies_another_value(negated, own) and not own & set(values_in(negated)) and not fails_in_relative(following, own) \
            and not values_in(negated[: negated.rfind("?") + 1]):  # "Is 14 possible? No, it is not.": the question's value
        raise UnassertedError("the answer is taken back")  # (a sentence that names the answer's value is read by scope below)
    _check_later_notes(withdrawable, answer)  # after an exceptive or "only", from the next sentence


def _negated_statement(sentence: str) -> str:
    """The statement of a sentence that ends in a negation ("That is not.", "Das stimmt so nicht."): the sentence, or
    its clauses before a clause of reason that follows the negation ("Moment, das stimmt so nicht, da habe ich mich
    verzählt."; not when a contrast follows: "Das ist nicht, weil ..., sondern weil es stimmt"), or ""."""
    if sentence.lstrip().startswith("|"):
        return ""  # a table's cells ("| No. | Bilangan |"): a heading, no statement (interjections.py reads none there either)
    if NEGATIONS_SET.ends(sentence.rstrip(" .!;)")):
        return sentence
    for mark in _CLAUSE_MARK_RE.finditer(sentence):
        head, rest = sentence[: mark.start()], sentence[mark.start() :]
        if NEGATIONS_SET.ends(head.rstrip(" .!;)")) and gives_a_reason(rest) and CONTRAST_WORDS.isdisjoint(words_of(rest)):
            return head
    return ""


_CLAUSE_MARK_RE = lazy_compile(r"[,;:，；：]")


def _plain_number(text: str) -> Optional[Fraction]:
    """The value of a plain written number ("1,200", "-0.5", "3/4"), or None."""
    try:
        return Fraction(text.strip().replace(",", "").replace("−", "-"))
    except (ValueError, ZeroDivisionError):
        return None


def _concludes_with_another(sentence: str, answer: str) -> bool:
    """Return whether a sentence is a connective or restating word and one plain number other than
    the answer ("So 5.", "That is 13."): it concludes with another value.  Other forms are left to
    the checks of equal forms."""
    restated = _RESTATED_AFTER_RE.match(sentence)
    if restated is None:
        return False
    value, wanted = _plain_number(next(group for group in restated.groups() if group)), _plain_number(answer)
    return value is not None and wanted is not None and value != wanted


_NOT_WITHDRAWALS = (IDIOMS_SET,)  # "error-prone", "no doubt": idioms withdraw nothing
_NOBODYS_WITHDRAWALS = _NOT_WITHDRAWALS + (GENERIC_MISTAKES_SET,)  # nor, unless the writer claims it, "a common mistake"
# A sentence ends at a stop before a space or a line's end (closing brackets, quotes and emphasis after the stop end with
# it: "(... double it to 32.)"), at a CJK or Devanagari stop, or at a line break; one inside "1104.94" or "e.g.," does not.
# The stop of an abbreviation of "that is" ("i.e.", "d.h.", "tj."; EQUIVALENCE_WORDS) ends nothing either: "Výsledek 25
# (tj. $5^2$) je chybný" is one sentence.  The pattern that reads them is slower: used only where one stands.
_STOP_CLOSERS = r"[)\]\"'”’»*_]*"
_ABBREVIATIONS = sorted({word[:-1] for words in EQUIVALENCE_WORDS.values() for word in words if word.endswith(".")}, key=len, reverse=True)
# A factorial before a sign of an expression ends nothing either: "its $3! = 6$ orderings".
_FACTORIAL = r"|(?<=[\d)}}\]])!(?=[)\]}}]*[ \t]*[=<>+\-−·×*/\\$,])"  # (a template: "}}" is "}")
_SENTENCE_BODY = r"[^\n.!?。！？।]*(?:(?:[.!?](?!" + _STOP_CLOSERS + r"(?:\s|$))" + _FACTORIAL + r"{abbreviations})[^\n.!?。！？।]*)*"
_SENTENCE_END = r"(?:[.!?]" + _STOP_CLOSERS + r"(?=\s|$)|[。！？।]|\n|$)"
_LATER_SENTENCE_RE = lazy_compile(_SENTENCE_BODY.format(abbreviations="") + _SENTENCE_END)
_ABBREVIATED_SENTENCE_RE = lazy_compile(_SENTENCE_BODY.format(abbreviations="".join(
    r"|(?<=(?<![^\W\d_])(?i:" + re.escape(word) + r"))\." for word in _ABBREVIATIONS)) + _SENTENCE_END)
_ABBREVIATION_RE = lazy_compile(r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, _ABBREVIATIONS)) + r")\.", re.IGNORECASE)


def _later_sentences(text: str) -> "Iterator[re.Match[str]]":
    """The sentences of the text after an answer, as _LATER_SENTENCE_RE reads them (abbreviations of "that is" aside)."""
    return (_ABBREVIATED_SENTENCE_RE if _ABBREVIATION_RE.search(text) else _LATER_SENTENCE_RE).finditer(text)


def _concludes_with_answer(following: str, rest: str, answer: str) -> bool:
    """Return whether the text after the answer concludes with it: the next sentence, or the rest of
    the paragraph, ends by stating it ("Wait, let me check: 6 · 6 = 36." after 36), so the doubt
    before it was a check."""
    return _restates_at_end(following, answer) or _restates_at_end(rest.lstrip().split("\n\n", 1)[0], answer)


def _withdrawal_point(window: str, answer: str) -> int:
    """Return where what the writer states after its last withdrawal of the answer in ``window``
    (the text right after the answer) begins, or -1: the end of the withdrawing phrase of the last
    sentence that withdraws it (``_withdraws_answer``), or the end of the answer's value in the last
    sentence that denies it (``_writers_denial``), with no later sentence of the window stating the
    answer again."""
    own = own_values(answer)
    relation = states_a_relation(answer)  # "x > 3": a denial of 3 denies its bound
    sentences = list(_later_sentences(window))
    naming = not relation and may_name_the_answer(window)
    named = [denial_of_named_answer(match.group(), own, sentences[index - 1].group() if index else "") if naming else -1
             for index, match in enumerate(sentences)]  # "This number does not fit."
    if not _retracts(window, answer) and denied_confirmation_at(window) < 0 and not _DIGIT_RE.search(window) and max(named, default=-1) < 0:
        return -1  # none, or only about other values or options
    point, settled = -1, {index + step for index in range(len(sentences) - 1) for step in (0, 1)
                          if denies_a_doubt(sentences[index].group(), sentences[index + 1].group(), own)}  # "Is 7 too small? No: ..."
    for index, (match, named_denial) in enumerate(zip(sentences, named)):
        sentence, previous = match.group(), sentences[index - 1].group() if index else ""
        if index in settled or corrects_an_earlier_attempt(sentence, sentences[index + 1].group() if index + 1 < len(sentences) else "") \
                or _asks_under_a_condition(previous):
            continue  # "My first count was wrong because ...", "Is it still 36 if ...? No, then it is 21": the later notes read a reply
            # to a question under a condition
        denied = _writers_denial(sentence, own) if not relation else -1  # "但是总和不可能是 12。": what follows the denied value
        if denied < 0 and named_denial >= 0 and not points_at_another(sentence, own, previous):  # ("..., but that answer is wrong")
            denied = max(named_denial, _past_withdrawal(sentence))  # what follows the denial, or a later withdrawal in it, is stated
        if denied < 0 and (reports_other_people(sentence, words_of(sentence)) or points_at_another(sentence, own, previous)
                           or asks_about_others(sentence, own) or about_other_options(sentence, option_letter(answer)) or diagnoses_others(sentence)):
            continue  # "Some students claimed the total cannot be 2, but ...", "... a negative root. This value does not fit."
        if denied >= 0 or _withdraws_answer(sentence, answer):
            replaced = denied >= 0 and replaces_own_value(sentence, own)  # "应该是 14 而不是 12": stated before the denied value
            point = match.start() + (denied if denied >= 0 and not replaced else _past_withdrawal(sentence))
        elif point >= 0 and _restates_at_end(sentence, answer):
            point = -1  # "This is probably wrong. ... Recounting, it is 12 after all."
    return point


def _asks_under_a_condition(sentence: str) -> bool:
    """Return whether a sentence is a question under a condition ("Is it still 36 if ...?"): its reply answers the hypothetical."""
    return sentence.rstrip(" *_)").endswith(QUESTION_MARKS) and CONDITIONS_LEXICON.in_words(words_of(sentence))


def _past_withdrawal(sentence: str) -> int:
    """Return where the last withdrawal, interjection or correction phrase of a sentence ends (0 when
    none is placed in it): what follows is what the writer states instead ("No wait, 13.")."""
    end = 0
    replaced = [(found.start(), found.end()) for found in REPLACED_AT_RE.finditer(sentence)]
    for phrases in (RETRACTIONS_SET, REPLACEMENTS_SET):
        for start, words in phrases.located(sentence):
            if any(low <= start < high for low, high in replaced):
                continue  # "instead of 35", "而不是 12" name the value replaced: no correction phrase
            position = start
            for _ in words:
                word = _FIRST_WORD_RE.search(sentence, position)
                if word is None:
                    break
                position = word.end()
            end = max(end, position)
    return end


def _retraction(after: str, answer: str, message: str, correctable: bool = True) -> UnassertedError:
    """The error of an answer the writer withdrew: a correction when a value follows the withdrawal
    ("Hmm, I miscounted. It's 22."; the answer is read again from ``after``), else ``message``.  A
    doubt that is no withdrawal of its own (``correctable`` False: "不过 50 ..." opens with "however")
    takes the answer back without giving another.  A value the correction names as replaced ("36 instead of
    35") is no value it states: it is dropped from what is read again."""
    after = REPLACED_VALUE_RE.sub("", after)
    if correctable and not gives_a_reason(after) and (_DIGIT_RE.search(after) or option_letter(answer) and _OPTION_TOKEN_RE.search(after)):
        return CorrectedError("the answer is corrected after it is given", after)
    return UnassertedError(message)


_TITLE_RE = lazy_compile(r"[ \t]*#{1,6}[ \t]+")  # a Markdown heading


def _withdraws_answer(sentence: str, answer: str) -> bool:
    """Return whether one sentence after the answer withdraws it: a withdrawal about the answer
    (not an idiom, not about other values or options) that names no mistake about another value
    only and does not end by stating the answer itself; or a doubt of the writer's check, or a verb of
    mistake whose subject is the writer's work, about no other value."""
    if _restates_at_end(sentence, answer) or asks_something_else(sentence):  # (a question's tag withdraws nothing: "Neat trick, isn't it?")
        return False
    described = names_a_kind_of_mistake(sentence)
    if described >= 0:  # "Otro error es pensar que ...": a kind of mistake, and what it is, read on its own
        return _withdraws_answer(sentence[described:], answer)
    title = _TITLE_RE.match(sentence)
    if title and not _FIRST_PERSON.in_words(words_of(sentence)) and not judges_alone(sentence[title.end() :].strip() + "."):
        return False  # a section's title names mistakes in general ("### Typische Fehler"; not "### Wrong!", a verdict)
    if _retracts(sentence, answer):
        opens, closes = supposed_span(sentence)
        if opens >= 0 and all(opens <= start < closes for start, _ in RETRACTIONS_SET.located(sentence)):
            return False  # "If this count were wrong, some square would be missing": supposed, not stated
        if states_a_relation(answer) and values_in(sentence) and not COMPARISON_RE.search(sentence):
            return False  # "x > 3": "3 itself is not a solution" withdraws a number, which is its bound
        if _withdraws(sentence, answer) and not _names_mistakes_only(sentence, answer) and not _negates_by_scope(sentence, answer) and not names_mistakes_in_general(sentence) \
                and _holds_withdrawal(sentence):  # not "there is nothing wrong with 48", "The 24 is not an error"
            return True
        return doubts_the_work(sentence) and not values_in(sentence)  # "No estoy del todo seguro": its "todo" is no to-do
    denied = denied_confirmation_at(sentence)
    clause = sentence[max(sentence.rfind(mark, 0, denied) for mark in ",;:，；：") + 1 :] if denied >= 0 else sentence
    return (denied >= 0 or _blames_the_work(sentence) or doubts_the_work(sentence)) and not negates_other_values(clause) \
        and not denies_another_value(clause, own_values(answer))  # "..., not 60, so the value above doesn't hold": its own clause


def _negates_by_scope(sentence: str, answer: str) -> bool:
    """Return whether a sentence names the answer's value and withdraws by negation alone: negators ("12は素数ではない")
    or a negated claim of validity ("does not work", "is not valid"), whose scope decides (``_writers_denial``: "There
    is no case in which 12 does not work" affirms it), not the phrase."""
    own, located = own_values(answer), RETRACTIONS_SET.located(sentence)
    return all(negates_validity(words) for _, words in located) and any(is_own_value(value, own) for value in values_in(sentence))


def _withdraws(sentence: str, answer: str) -> bool:
    """Return whether a sentence that holds a withdrawal about the answer (``_retracts``) withdraws or
    doubts the writer's answer, by its structure: it opens with an interjection or a withdrawal ("Wait,
    that is wrong", "Scratch that."), or its withdrawal stands outside the scope of every negator.  A
    denied mistake confirms the work: "none of the pairs was double-counted", "we found no error"."""
    body = sentence.lstrip(_SENTENCE_EDGE)
    if replaces_at_start(body) or RETRACTIONS_SET.starts(body):
        return True
    return _holds_withdrawal(sentence)


# The words of a subject that blames the writer's work, before its verb of mistake ("my earlier total").
_BLAMING_SUBJECT_WORDS = 3


def _blames_the_work(sentence: str) -> bool:
    """Return whether the subject that opens the sentence (past its connectives) is the writer's work,
    an anaphor of the answer or a first-person word ("This", "We", "my earlier total"), and has a verb of
    mistake with no negation ("This double-counts the corner, so ...", "So my earlier total overcounts:";
    not "This misses nothing", nor "Our method avoids the overcount", whose verb is another).  An English
    "-ing" form is that verb only after an auxiliary ("my count is ignoring"; not "This avoids double-counting")."""
    words, asked = words_of(sentence), sentence.rstrip(" *_)").endswith(QUESTION_MARKS)
    if not _MISTAKE.in_words(words) or supposition_end(sentence) >= 0:  # (a mistake supposed is none made: "If I had forgotten")
        return False
    subject: List[str] = []
    for match in WORD_IN_ORDER_RE.finditer(sentence):
        word = match.group().lower()
        read = frozenset((word,)) if "-" in word else words_of(word)  # a compound whole ("double-counts"), not its parts ("line-mistake")
        if _MISTAKE.in_words(read) and not (word.endswith("ing") and not (subject and subject[-1] in _AUXILIARIES)):
            if len(subject) == 1 and _is_error_noun(word):
                return False  # "This mistake is common", "Both mistakes disappear ...": the mistakes named, not the work
            break
        if word in _COMPLEMENTIZERS:
            subject = []  # the clause it opens holds the subject ("Il se peut que je me sois trompé", "It may be that I erred")
        elif subject or word not in _OPENERS and word not in _SUBORDINATORS and not (asked and word in _AUXILIARIES):
            subject.append(word)  # (a concessive opens no subject: "..., though I may have miscounted"; nor a question's verb: "Did I")
        if len(subject) > _BLAMING_SUBJECT_WORDS:
            return False
    else:
        return False
    if not subject:  # the verb opens it: only a first-person form is the writer's ("Sbagliai a contare", "Olvidé ...")
        subject = [match.group().lower()]
    glued = match.group()
    if is_glued_script(glued) and denies_every_withdrawal(glued):
        return False  # a glued negator before the mistake denies it: "这一步没错" (this step is not wrong)
    if not (_ANAPHORS.in_words(frozenset(subject[:1])) or _FIRST_PERSON.in_words(frozenset(subject[:1]))):
        return False
    return not any(is_negator(word) and not _MISTAKE.in_words(frozenset((word,))) for word in words)


def _is_error_noun(word: str) -> bool:
    """Return whether a word is a noun of error (``ERROR_PREDICATES``) or its plural ("mistakes", "errores")."""
    return word in _ERRORS or word[:-1] in _ERRORS or word[:-2] in _ERRORS


def _holds_withdrawal(text: str) -> bool:
    """Return whether a withdrawal stands in ``text`` outside the scope of every negator ("wrong" in
    "that is wrong", not in "nothing was wrong"; "错" in "算错了", not in "没错")."""
    if hypothetical_mistake(text):
        return False  # "One could make an error by counting ordered pairs": nobody's
    writers = _FIRST_PERSON.in_words(words_of(text))
    located = RETRACTIONS_SET.located(text, outside=_NOT_WITHDRAWALS if writers else _NOBODYS_WITHDRAWALS)  # "I made a common error"
    cancelled = negated_mistakes(text, located)  # "There cannot be a mistake", "A mistake is impossible here"
    return any(not is_denied_mistake(text, start, words) and (writers or not _names_a_named_mistake(text, start, words))
               and not is_generic_mistake(text, start) and start not in cancelled for start, words in located)


_DETERMINER_BEFORE_RE = lazy_compile(r"([^\W\d_]+)[\s*_]*\Z")
_DEMONSTRATIVES = _words(DEMONSTRATIVES)


def _names_a_named_mistake(text: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether a mistake noun names several mistakes named before it: a plural after a demonstrative or a quantifier
    ("These mistakes", "Both mistakes disappear once ..."), or one after a quantifier ("Such an error"); the writer's work
    is one ("This mistake" may be it)."""
    determiner = _DETERMINER_BEFORE_RE.search(text, max(0, start - 16), start)
    if len(words) != 1 or determiner is None:
        return False
    noun, word = words[0], determiner.group(1).lower()
    plural = noun not in _ERRORS and _is_error_noun(noun)
    return word in _QUANTIFIERS and _is_error_noun(noun) or plural and word in _DEMONSTRATIVES


def _restricts_to_the_answer(sentence: str, answer: str) -> bool:
    """Return whether the last clause of a sentence (after its last semicolon) opens with a restrictive
    right before the answer's value ("...; sólo 20 da exactamente 15", "; only 20 gives a mean of 15")."""
    clause = sentence[sentence.rfind(";") + 1 :] if ";" in sentence else sentence
    if not _may_except(clause):
        return False  # no restrictive at all (the cheap first look of the scope rules)
    words = _tokens_past_markup(clause)
    if len(words) < 2 or words[0][0] != "word" or words[0][1] not in _RESTRICTIVES or words[1][0] != "value":
        return False
    own = own_values(answer)
    return any(is_own_value(value, own) for value in values_in(words[1][1]))


@_remembered  # read of one sentence by the later notes and by the test of a withdrawal
def _restates_at_end(sentence: str, answer: str) -> bool:
    """Return whether a sentence ends by affirming the answer's value: its last value is the answer's,
    with no negator reaching it and no withdrawal after it ("..., so it is 12 after all", not "12 is wrong"); a clause of
    reason after it is read past, its values its givens ("..., would still be 12, because no multiple of 5 lies between
    51 and 54")."""
    reason = _REASON_AFTER_VALUE_RE.search(sentence)
    if reason and gives_a_reason(sentence[reason.end() :]) and is_own_value(reason.group(1).strip("$"), own_values(answer)):
        sentence = sentence[: reason.end()] + "."
    total = trailing_result(sentence)
    if total is not None and not is_own_value(total, own_values(answer)):
        return False  # "Another way to count gives 16 + 20.": the sum is stated last, not its last term
    last = max((match for match in _NUMBER_RE.finditer(sentence)), key=lambda match: match.start(), default=None)
    if last is not None:
        replaced = REPLACED_TAIL_RE.search(sentence, 0, last.start())
        if replaced:  # "get 35 rather than 210": the value replaced is not stated, the one before the phrase is
            return _restates_at_end(sentence[: replaced.start()], answer)  # ("one would get 210 in place of 35" is not)
    if not states_last(sentence, answer):
        return _restricts_to_the_answer(sentence, answer)  # "...; sólo 20 da exactamente 15"
    if last is None:
        return True  # the answer is no plain number: its spelling ends the sentence
    after, before = sentence[last.end() :], sentence[: last.start()]
    if reports_an_earlier_attempt(before):
        return False  # "Hmm, it comes out to 24, and earlier I got 20.": the writer's earlier result, reported
    return not is_denied_before(before) and not is_denied_after(after) and not _holds_withdrawal(after)


# The first value followed by a comma (the clause of reason after it is tested apart).
_REASON_AFTER_VALUE_RE = lazy_compile(r"(?<=[\s$])(\$?-?\d+(?:[.,]\d+)?\$?)(?=,\s)")


def _names_mistakes_only(window: str, answer: str) -> bool:
    """Return whether every sentence of ``window`` that holds a retraction names a mistake about
    another value instead (and holds no interjection)."""
    own = own_values(answer)
    for match in _later_sentences(window):
        sentence = match.group()
        if RETRACTIONS_SET.search(sentence) or REPLACEMENTS_SET.search(sentence):
            if interjects(sentence) or judges_alone(sentence):
                return False
            words = words_of(sentence)
            reason = opens_subordinate_clause(sentence) and not _FIRST_PERSON.in_words(words)  # ", since x cannot be 0."
            if not reason and not negates_other_values(sentence) and not is_named_mistake(sentence, words, own):
                return False  # "No other value works", "It can't be 14" are about the other values
    return True


def _check_later_notes(tail: str, answer: str) -> None:
    """Read every sentence after the answer, however far: another value offered as a hypothetical
    or another reading is a hedge; a later sentence that calls another value the true one, or a
    retraction that the last value stated after it does not answer, makes the answer not final.
    A value named as a mistake ("a common slip gives 30") is neither.  The writer's own withdrawal
    with no value after it ("This is probably wrong.") takes the answer back unless a later sentence
    states it again.  Past TAIL_WINDOW characters
    the rest is not read, and the answer is refused rather than paid."""
    if _CLOSING_TAIL_RE.fullmatch(tail):  # "$.\n\n# Answer": what closes the answer's sentence before the next anchor
        return
    option = option_letter(answer)
    others = other_class_members(answer)  # "Wednesday": the other days are other values
    if not _DIGIT_RE.search(tail) and not RETRACTIONS_SET.mentions(tail) and not CONFIRMATIONS_SET.mentions(tail) \
            and not (option and _OPTION_MENTION_RE.search(tail)) and not (others and class_members_in(tail, others)):
        tail_words = words_of(tail)  # read once for both tests: a long tail's words cost
        if not _MISTAKE.in_words(tail_words) and not may_name_the_answer(tail, tail_words) and not DOUBTING_LEXICON.in_words(tail_words) \
                and not may_offer_another(tail_words) and not may_hedge(tail, tail_words):
            return  # no other value, withdrawal, (denied) confirmation, mistake, doubt, phrase naming the answer, offer or hedge
    if len(tail) > TAIL_WINDOW:
        raise UnassertedError("more text follows the final answer than the grader reads")
    own = own_values(answer)
    relation = states_a_relation(answer)  # "x > 3": "3 itself is not a solution" denies its bound
    retracted = offered = withdrawn = cases = held = False  # (held: restating the answer does not undo that offer)
    first_offer = -1  # the sentence that offered another value first
    retraction_end = 0  # where the last retraction's sentence ends
    last_stated, last_restates, last_explained = "", False, False  # the last sentence stating a value after a retraction: restated, explained
    lead = _LEADING_CLOSERS_RE.match(tail).end()  # type: ignore[union-attr]  # (the answer's own "$$" opens nothing)
    read = tail[:lead] + one_line_displays(tail[lead:])  # an aligned check is one statement
    sentences = list(_later_sentences(read))
    if any(answers_no(question.group(), reply.group(), own) or affirms_a_doubt(question.group(), reply.group(), own)
           for question, reply in zip(sentences, sentences[1:])):
        raise UnassertedError("a later question about the answer is answered against it")  # "Does 13 satisfy it? It does not."
    if any(affirms_another(question.group(), reply.group(), own) for question, reply in zip(sentences, sentences[1:])):
        raise HedgedError("a later question about another value is answered for it")  # "Is the answer 9? Yes.", "Is 9 wrong? No."
    answered_no = {index for index in range(len(sentences) - 1) if settles_against_another(sentences[index].group(), sentences[index + 1].group(), own)
                   or denies_a_doubt(sentences[index].group(), sentences[index + 1].group(), own)}  # (and "Is 7 too small? No: ...")
    for index, match in enumerate(sentences):
        sentence, previous = match.group(), sentences[index - 1].group() if index else ""
        if corrects_an_earlier_attempt(sentence, sentences[index + 1].group() if index + 1 < len(sentences) else ""):
            continue  # about an earlier attempt, as _withdrawal_point reads it
        values, words = values_in(sentence), words_of(sentence)
        in_case = cases and in_block_line(read, match.start())  # an item or row of a list of cases: an offer stays past the answer's case
        offered = offered or in_case and states_another_case(outside_expressions(sentence, values, answer), own)
        cases = leads_cases(sentence) or in_case or cases and not sentence.strip()  # the list goes on past blank lines
        if index and _asks_under_a_condition(previous) \
                and any(not is_own_value(value, own) for value in values) and not negated_values(sentence) >= set(values):
            raise HedgedError("a question under a condition is answered with another value")  # "Is it still 36 if ...? No, then 21."
        if index in answered_no or index - 1 in answered_no:
            continue  # "Could the answer be 9? No — ...": the question's other value is denied in the reply, not offered
        if sentence.rstrip(" *_)").endswith(QUESTION_MARKS) and not any(later.group().strip() for later in sentences[index + 1 :]) \
                and (any(is_own_value(value, own) for value in values) or _FIRST_PERSON.in_words(words) and _MISTAKE.in_words(words)) and not asks_the_readers_wish(sentence):
            raise UnassertedError("the response ends by asking whether the answer or the work holds")  # "But is it really 36?", "还是说，我把…弄反了？"
        if option:  # against an option, another option in brackets is another value: "(D) is also defensible"
            values += [letter for letter in other_options(sentence) if letter != option]
        members = class_members_in(sentence, others) if others else []
        values += [word for word, _ in members]
        about = read_by_antecedent(sentence, own, previous) if not values and index else ""  # "... gives 210. This is as reasonable."
        about_words = words_of(about)
        mistaken = bool(about) and is_named_mistake(about, about_words, own)
        if first_offer == index - 1 and (mistaken or points_at_another(sentence, own, previous) and denial_of_named_answer(sentence, own) >= 0):
            offered, first_offer = False, -1  # "Someone might compute 60. That is a mistake.", "... also gives -1. This value is not valid."
        offered = offered or bool(about) and not mistaken and (_offers(about, values_in(about), own, about_words) or calls_another_value_valid(about, own))
        head = sentence if not values else sentence[: next((found.start() for found in _DIGIT_RE.finditer(without_expressions(sentence))), len(sentence))]
        named = denial_of_named_answer(head, own, previous) if head and not relation and may_name_the_answer(head, words) else -1  # (before a number)
        if not values and (writers_offer(sentence, words) or hedges_the_answer(sentence)):  # "Still, a different value could also be correct."
            offered, first_offer = True, index if first_offer < 0 else first_offer
        if not values and named < 0 and not (REPLACEMENTS_SET.mentions(sentence) or RETRACTIONS_SET.mentions(sentence)
                                             or CONFIRMATIONS_SET.mentions(sentence) or _MISTAKE.in_words(words) or DOUBTING_LEXICON.in_words(words)):
            continue
        if values and not states_a_condition(sentence, words) and not reports_other_people(sentence, words):
            if replaces_a_denied_value(sentence, own, words):  # "The total is not 10 but 30."
                raise UnassertedError("a later sentence asserts another value in place of a denied one")
            if concludes_otherwise(sentence, own) and not in_blockquote(read, match.start()) and not retracted:  # "..., so 39 pencils remain."
                raise UnassertedError("the work redone after the answer concludes with another value")
        named_mistake = bool(values) and (is_named_mistake(sentence, words, own) or diagnoses_others(sentence) or names_another_option_as_mistake(sentence, option))
        about_others = negates_other_values(sentence) or denies_another_value(sentence, own) or names_other_options(sentence, option)
        writers = not (named_mistake or about_others or reports_other_people(sentence, words) or points_at_another(sentence, own, previous))
        withdraws = writers and _withdraws_answer(sentence, answer)
        denied = _writers_denial(sentence, own) if values and not relation else -1  # read by the value's own scope, whatever else the sentence denies
        denied = denied if denied >= 0 or not writers else named
        stand_in = own_option_as_value(sentence, option) if option and writers and denied < 0 else ""  # "l'option A ne vérifie pas"
        denied = _writers_denial(stand_in, {OPTION_STAND_IN}) if stand_in else denied
        denies_own = denied >= 0
        if denies_own:
            retracted, retraction_end = True, match.start() + denied  # what follows the denied value is stated instead
        elif interjects(sentence) and not CHECKS_SET.search(sentence) or withdraws or writers and corrects(sentence) \
                or writers and replaces_own_value(sentence, own):
            retracted, retraction_end = True, match.start() + _past_withdrawal(sentence)
        withdrawn = withdrawn or withdraws or denies_own
        if not values or denies_own and not values_in(sentence[denied:]):
            continue  # a denial of the answer's value states no new one ("Die Summe kann nicht 12 sein.")
        explained = denies_own and gives_a_reason(sentence[denied:], colon=True)
        restates = _restates_at_end(sentence, answer) and not explained
        stated = [found for found in _NUMBER_RE.finditer(sentence) if is_own_value(found.group().strip("$,"), own)] if restates or may_ask(sentence) else []
        restated = stated if restates else []
        if restated and (doubts_what_follows(sentence[: restated[-1].start()]) or doubts_at_clause_end(sentence[restated[-1].end() :])
                         or _approximates(sentence[: restated[-1].start()])):
            raise HedgedError("a later sentence doubts the answer")  # "I doubt it is 54.", "合計が 54 であるかは疑わしい。", "about 54"
        if any(asks_what_follows(sentence[: found.start()], sentence[found.end() :]) for found in stated):
            raise HedgedError("a later sentence asks whether the answer holds")  # "It remains open whether $n = 7$ is correct."
        places = own_value_places(sentence, own) if writers else []  # the answer's value stated again by the writer
        if offers_own_value(sentence, places) or any(negated_restrictive(sentence[:start]) for start, _ in places):
            raise HedgedError("a later sentence offers the answer's value as a possibility")  # "42 might be the answer.", "... not only 18"
        for start, end in places:
            check_later_fronted_complement(sentence[:start], sentence[end:])  # "Ob 42 stimmt, kann ich nicht sagen."
        if not named_mistake and not about_others and among_alternatives(sentence, own):
            raise HedgedError("a later sentence gives the answer's value as one of several")  # "4 ya da 16 olabilir"
        if restates:
            withdrawn = False  # the answer concludes again: what came before was a method or a check, and offers
            offered = (held and not any(map(is_negator, words)) or in_case) and offered or _head_offers(_clauses_before_last(sentence), own, answer) \
                and not _restricts_to_the_answer(sentence, answer)  # nothing unless its own earlier clauses do, not ruled out
        elif not named_mistake:
            as_values = other_options_as_values(sentence, option)  # another option named as one is another value ("So (D) is the answer.")
            offered = offered or _offers(as_values if as_values != sentence else _BRACKETED_OPTION_RE.sub(r"\1", sentence),
                                         outside_expressions(as_values, [value for value in values + values_in(as_values) if not is_own_value(value, own)], answer), own, words) \
                or writers and (match.start() > 0 or _AT_SENTENCE_END_RE.match(tail)) and states_another_result(sentence, own) \
                or any(_CONDITION_AFTER_RE.match(sentence, end) for _, end in members) \
                or offers_in_brackets(sentence, own, [end for _, end in members]) or endorses_another_value(sentence, own)
            if names_another_true_value(as_values, answer) or (writers or as_values != sentence) and not offered and calls_another_value_valid(as_values, own):
                raise UnassertedError("a later sentence calls another value the true one")  # "72 ist richtig."
            if writers and not CONDITIONS_LEXICON.in_words(words):
                if reassigns_the_answer(sentence, own, words):
                    raise UnassertedError("a later sentence gives the answer another value")  # "It should be 21."
                if not offered and states_another_own_result(sentence, own):
                    raise UnassertedError("the writer sets another result of its own against the answer")  # "..., but I get 28."
        offered = offered or named_mistake and offers_past_a_denial(sentence, values, own, words)  # "It is not 14, although 15 could work"
        first_offer = index if offered and first_offer < 0 else first_offer
        held = held or offered and index == first_offer and states_a_condition(sentence, words)  # offered under a
        # condition ("Sind Hin- und Rückspiele gemeint, ..."): a later restatement undoes it only by denying it ("Here they are not, ...")
        if retracted and not named_mistake:  # a value named as a mistake states no new answer
            last_stated, last_restates, last_explained = sentence, restates, explained
    if offered:
        raise HedgedError("a note after the answer offers another value")
    if withdrawn and not last_stated:
        raise UnassertedError("the answer is withdrawn after it is given, however far after")  # "This is probably wrong."
    if retracted and last_stated and not last_restates:
        raise _retraction(tail[retraction_end:], answer, "a retraction after the answer is followed by another value",
                          not last_explained)  # the last one wins; an explained denial is corrected by nothing


def _writers_denial(sentence: str, own: Set[str]) -> int:
    """Return where the answer's own value ends in a sentence of the writer's that denies it (``denial_of_own_value``, which reads
    other people in the value's clause), or -1: never in a named mistake. A mistake is read in the value's own clause, and a
    negation of the other values or of another value by its scope ("No value other than 30 fits" excepts it; "ne retient que les
    pairs inférieurs à 10, si bien que la somme ne vaut pas 30" denies 10 in one clause and 30 in the next)."""
    if not holds_one_value(own) or not (_may_turn(sentence) or may_split_exclusion(sentence) or may_differ(sentence)) or not any(is_own_value(value, own) for value in values_in(sentence)):
        return -1  # an answer of several values (an interval, a tuple): "La borne 2 est exclue" describes it
    clauses = [clause for clause in split_clauses(sentence) if any(is_own_value(value, own) for value in values_in(clause))] or [sentence]
    for index, clause in enumerate(clauses):  # the first clause that holds the value, then a later one ("Eine Breite von 9 würde
        read = before_explanation(clause, own)  # ... ergeben, also kann die Breite auf keinen Fall 9 sein": a mistake, then a denial)
        if is_named_mistake(read, words_of(read), own):  # its own clause: "40 ne donne pas 45 ; la somme ne vaut donc jamais 14"
            return -1
        end = denial_of_own_value(clause if index else sentence, own)
        if end >= 0:
            return end + (sentence.rfind(clause) if index else 0)
    return -1


def _head_offers(head: str, own: Set[str], answer: str) -> bool:
    """Return whether the clauses before a restated answer offer another value: none of the answer's
    values, no operation joining theirs (the method: "como 45 − 15, lo que da 30"), no named mistake; a number
    that is a term of an expression is none ("Another way: write $n = 5 - m$; then $n = 2$ again")."""
    opener = _SET_OFF_OPENER_RE.match(head)
    if opener and OFFERING_LEXICON.in_words(frozenset((opener.group(1).lower(),))):
        head = head[opener.end() :]  # "Alternatively, each person shakes 5 hands, giving 15": the adverb opens the whole way to the answer
    values = outside_expressions(head, values_in(head), answer)
    if not values or own & set(values) or _OPERATION_RE.search(head):
        return False
    words = words_of(head)
    return not is_named_mistake(head, words, own) and _offers(head, values, own, words, whole=False)


# A sentence's first word set off by a comma or a colon ("Alternatively,", "Alternativ:").
_SET_OFF_OPENER_RE = lazy_compile(r"[\s*_>#]*([^\W\d_]+)\s*[,，:：]")
# Two values joined by an operation ("45 − 15", "2 \\cdot 13"): work, not another value offered.
_OPERATION_RE = lazy_compile(r"[\d}]!?\s*(?:[-−+×*/÷·=]|\\(?:cdot|times|div))\s*(?:[\d(]|\\[dt]?frac)")  # (a factorial: "4! = 24"; fractions: "\\frac{5}{10}\\cdot\\frac{4}{9}")


# The text after an answer whose sentence has ended ("$.\n\nA different grouping ..."), not one that goes on with the
# answer's own sentence (", that is $2 \\cdot 8$": a restated form, compared as a chain member).
_AT_SENTENCE_END_RE = lazy_compile(r"[\s$*_)\]}]*(?:[.!?。！？\n]|\Z)")


def _last_clause_mark(sentence: str) -> int:
    """Where the last comma or semicolon outside brackets stands (-1: none): "C(7, 4)" and "(1, 2)" hold no clause."""
    depth = 0
    for index in range(len(sentence) - 1, -1, -1):
        char = sentence[index]
        if char in _CLOSING_BRACKETS:
            depth += 1
        elif char in _OPENING_BRACKETS:
            depth = max(0, depth - 1)
        elif depth == 0 and char in _CLAUSE_COMMAS:
            return index
    return -1


_OPENING_BRACKETS, _CLOSING_BRACKETS, _CLAUSE_COMMAS = "([{（", ")]}）", ";；,，"


def _clauses_before_last(sentence: str) -> str:
    """Return a sentence's clauses before its last one, or "" when it has one clause or its last one
    is a relative clause on them ("..., which again gives 26": they are the method of its result)."""
    mark = _last_clause_mark(sentence)
    if mark < 0:
        return ""
    head = sentence[:mark]
    first = _FIRST_WORD_RE.match(sentence[mark + 1 :].lstrip(_SENTENCE_EDGE))
    if first and first.group().lower() in _RELATIVES and not _states_possibility(head):
        return ""  # ", which again gives 26": the method of its result ("It might be 31, which ..." still offers)
    return head


def _states_possibility(text: str) -> bool:
    """Return whether a modal of possibility governs a copula in ``text`` ("might be 31", "may instead be 31")."""
    words = [word.lower() for word in _FIRST_WORD_RE.findall(text)]
    return any(word in OFFERING_LEXICON.words and word in _AUXILIARIES and not _AUXILIARIES.isdisjoint(words[index + 1 : index + 3])
               for index, word in enumerate(words))  # a modal, then a copula: not "Alternatively, one can double 13"


def _concludes(rest: str, answer: str) -> bool:
    """Return whether a doubt after the answer ends by confirming it (a confirmation word or the answer again)."""
    window = rest if len(rest) <= 2 * TAIL_SCAN else rest[:TAIL_SCAN] + "\n\n" + rest[-TAIL_SCAN:]  # and how the text ends
    return CONFIRMATIONS_SET.search(window, outside=(RETRACTIONS_SET,)) or bool(answer) and stands_whole(answer, window) \
        or "=" in window and checks_out(window, numbers_of(own_values(answer)))  # a check by substitution that holds


_BRACKETED_OPTION_RE = lazy_compile(r"\(([A-J])\)")

_OPTION_TOKEN_RE = lazy_compile(r"(?<![A-Za-z])\(?[A-J]\)?(?![A-Za-z'’])")  # "C", "(C)": an option letter as a value


def writers_offer(sentence: str, words: FrozenSet[str]) -> bool:
    """Return whether the writer offers another, unnamed value as a possibility (``offers_another_by_mood``), not others."""
    return offers_another_by_mood(sentence) and not reports_other_people(sentence, words)
