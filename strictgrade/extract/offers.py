"""How a later sentence offers another value: a mood or an adverb of alternatives ("would",
"otherwise", "sarebbe"), a verb in the conditional mood by its ending ("trouverait"), an additive adverb
("also", "auch") where it bears on the other value, or a condition that opens the sentence, past a
lead ("Note: if the order mattered, ...").  Not when a later clause rejects the values it named
("..., but neither works"), when the condition supposes the answer's own value (a check), or when other
people expect the value.  Below notes.py, which reads the sentences after an answer with them.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import FrozenSet, List, Optional, Set, Tuple

from .._lazy import lazy_compile
from .._tables import (
    ADDITIVE_MARKERS, CONDITIONAL_ENDINGS, CONJUNCTIONS, CONSEQUENCE_MARKERS, EXAMPLE_MARKERS, INVERTED_CONDITIONALS, LABEL_WORDS, NEGATIVE_CHOICES,
    OFFERING_MARKERS, QUESTION_MARKS, READER_REQUESTS, SENTENCE_FIRST_CONDITION_OPENERS, WISH_VERBS,
)
from ..limits import ADDITIVE_REACH, MAX_WORKED_TERMS
from .interjections import FIRST_WORD_RE
from .arithmetic import checks_a_result, choices, math_value, numbers_of, substitution_results, works_up_to
from .layout import _DIGIT_RE, _NUMBER_RE
from .after_value import _past_unit
from .retractions import _CLAUSE_MARKS, _WORD_SEQUENCE_RE
from .phrases import CONDITIONS_SET, CONTRAST_WORDS, REPLACEMENTS_SET, PhraseSet
from .lexicons import VALIDITY_LEXICON, CHECKING_LEXICON, FIRST_PERSON_LEXICON, Lexicon, _ANAPHOR_WORDS, _REASONS, _AUXILIARIES, _is_exclusion, _DETERMINERS, _ERRORS, _OPENERS, _OPERAND_PREPOSITIONS, _OTHERS, _THAN, _RELATIVES, _RESTRICTIVES, _RESULT_NOUNS, _UNIT_WORDS, CJK_CONTRASTS, _FALSITY, is_bare_ne, is_negator, _Token, _VALIDITY, _tokens, _tokens_past_markup, _words, words_of
from .denials import OTHER_PEOPLE_LEXICON, head_before_reason, reports_other_people
from .suppositions import CONDITIONS_LEXICON, arrives_at_another_value, offered_past_an_inserted_condition, opens_with_inverted_conditional, opens_with_verb_first_condition
from .anaphors import _DEMONSTRATIVES
from .clauses import CONTRAST_ENDING_FORMS, _COMPLEMENTIZERS, split_clauses
from .doubles import excludes_not, negated_impossibility
from .restrictions import description, negated_values
from .memo import _remembered
from .values import is_own_value, values_in
from .mood import hedges_another_value, opens_with_another

__all__ = ["OFFERING_LEXICON", "in_conditional_mood", "offers_by_word", "offers_in_brackets"]

OFFERING_LEXICON = Lexicon(OFFERING_MARKERS)
_ADDITIVES = _words(ADDITIVE_MARKERS)
# An additive that opens a clause in another language (German "also": so) offers a value right after it only with a word
# of validity ("Also $28 - 8 = 20$ Diagonalen." concludes a check).
_CONNECTIVE_ADDITIVES = _ADDITIVES & _OPENERS
_CONDITIONAL_ENDINGS = tuple(ending for endings in CONDITIONAL_ENDINGS.values() for ending in endings)
_CLAUSE_ENDS = ("stop", "comma")


def offers_by_word(sentence: str, words: FrozenSet[str], own: Set[str]) -> bool:
    """Return whether a word of the sentence offers another value than the answer's: an offering word before the clause
    of reason after its values ("might", "otherwise"; not "We can rule out 43, since that would double count"), a verb
    in the conditional mood, or an additive adverb that bears on another value (``_additive_offers``)."""
    head = head_before_reason(sentence)
    words = words if head == sentence else words_of(head)
    return OFFERING_LEXICON.in_words(words) or in_conditional_mood(head, words) or not _ADDITIVES.isdisjoint(words) and _additive_offers(_tokens(head), own)


# How far before a word its negator stands: an exclusion ("It cannot be ruled out", "Не исключено"), a mistake ("not wrong").
NEGATED_WORD_REACH = 3


def _additive_offers(tokens: List[_Token], own: Set[str]) -> bool:
    """Return whether an additive adverb bears on another value in its clause (ADDITIVE_MARKERS).  It
    offers the value that completes its verb ("one could also get 21", "on obtient aussi 21", within
    ADDITIVE_REACH words after it), one before it that a word of validity follows ("21 also
    works", "42 fits the statement too"), or one its clause only names ("21 too.").  One that opens the
    sentence ("Also, ...") bears on a value right after it or on one with a word of validity in the rest;
    "that figure also includes the diagonal" and "5050 is also the value of 1 + ... + 100" offer nothing."""
    start = previous = 0  # where the additive's clause starts, and the clause before it
    for index, (kind, text) in enumerate(tokens):
        if kind in _CLAUSE_ENDS:
            start, previous = index + 1, start
            continue
        if index == start and kind == "word" and text in _RELATIVES and tokens[index - 1][0] == "comma":
            start = previous  # "4, which is equally valid": a relative clause is read with the value it is on
        if kind != "word" or text not in _ADDITIVES:
            continue
        opens = not any(kind == "word" or kind == "value" for kind, _ in tokens[:index]) \
            or text in _CONNECTIVE_ADDITIVES and tokens[index - 1][0] == "comma"  # ", also $28 - 8 = 20$ Diagonalen": a clause's "so"
        ends = ("stop",) if opens else _CLAUSE_ENDS
        end = next((position for position in range(index + 1, len(tokens)) if tokens[position][0] in ends), len(tokens))
        following = _other_values(tokens[index + 1 : end], own)
        if opens:
            first = next((kind for kind, _ in tokens[index + 1 : end] if kind != "comma" and kind != "command"), "")
            if following and (first == "value" and text not in _CONNECTIVE_ADDITIVES or _holds_validity(tokens[index + 1 : end])):
                return True
            continue
        if _within_reach(tokens[index + 1 : end], own):
            return True
        earlier = next((position for position in range(start, index) if _other_values(tokens[position : position + 1], own)), -1)
        if earlier >= 0 and (_holds_validity(tokens[earlier + 1 : end]) or _only_naming(tokens[start:end])):
            return True  # "21 also works", "42 fits the statement too", "21 too."
    return False


def _within_reach(tokens: List[_Token], own: Set[str]) -> bool:
    """Return whether the first value after an additive (``tokens`` follow it in its clause) is another value with at most
    ADDITIVE_REACH words before it, none a complementizer: the complement of its verb ("could also be 21"), not a value deep in
    a description ("is also the famous value of 1 + 2 + ... + 100") or in a clause it opens ("note also that 7 is ...")."""
    words = 0
    for kind, text in tokens:
        if kind == "value" or _other_values([(kind, text)], own):  # (an option's letter is a value against an option)
            return bool(_other_values([(kind, text)], own))
        if kind == "word" and text in _COMPLEMENTIZERS:
            return False  # "On notera aussi que 7 est ...": the additive bears on the noting
        if kind == "word":
            words += 1
            if words > ADDITIVE_REACH:
                return False
    return False


def _holds_validity(tokens: List[_Token]) -> bool:
    return any(kind == "word" and text in _VALIDITY for kind, text in tokens)


def _only_naming(clause: List[_Token]) -> bool:
    """Return whether a clause holds only values, additive adverbs, words of validity ("answer"),
    auxiliaries and determiners."""
    return all(kind != "word" or text in _ADDITIVES or text in _VALIDITY or text in _AUXILIARIES or text in _DETERMINERS
               for kind, text in clause)


def _other_values(tokens: List[_Token], own: Set[str]) -> List[str]:  # (against an option, the other options' letters too)
    letter = next(iter(own)).lower() if len(own) == 1 and next(iter(own)) in "ABCDEFGHIJ" else ""
    return [value for kind, text in tokens if kind == "value" for value in values_in(text) if not is_own_value(value, own)] \
        + [text for kind, text in tokens if letter and kind == "word" and len(text) == 1 and text in "bcdfghij" and text != letter]


def in_conditional_mood(sentence: str, words: FrozenSet[str]) -> bool:
    """Return whether a verb of the sentence is in the conditional mood by its ending ("arriverebbe",
    "trouverait", "contaría"): a word with the ending that no determiner opens ("la secretaría" is a noun)."""
    if not any(_has_conditional_ending(word) for word in words):
        return False
    tokens = _tokens(sentence)
    return any(kind == "word" and _has_conditional_ending(text) and not (index and tokens[index - 1][1] in _DETERMINERS)
               for index, (kind, text) in enumerate(tokens))


def _has_conditional_ending(word: str) -> bool:
    return any(word.endswith(ending) and len(word) > len(ending) + 2 for ending in _CONDITIONAL_ENDINGS)


_LAST_WORD_RE = lazy_compile(r"([^\W\d_]+)\s*\Z")
_LABEL_WORDS = frozenset(LABEL_WORDS)


def offers_in_brackets(sentence: str, own: Set[str], member_ends: List[int]) -> bool:
    """Return whether a note in brackets, right after the answer or anywhere in a later sentence, states another value and
    then a condition, read as after a box and past its unit ("(13 when the first day counts)", "150 km (300 km if the
    drive back is meant)"; CONDITIONS, wider than the openers a sentence's condition is read by).  The other values are
    the numbers that are not the answer's nor a label's ("(from Step 2 when ...)"), and, in a note that opens the
    sentence, the answer's class members ending at ``member_ends``."""
    opens = sentence.lstrip(" $*_").startswith(("(", "（"))
    notes = [(0, sentence)] if opens else [(found.start(), found.group()) for found in _BRACKETED_NOTE_RE.finditer(sentence)]
    ends = [start + match.end() for start, note in notes for match in _NUMBER_RE.finditer(note)
            if not is_own_value(match.group().strip("$,"), own) and not _is_label(note[: match.start()])] + (member_ends if opens else [])
    return any(CONDITIONS_SET.starts(rest) or _first_word(rest) in _INVERTED_CONDITIONALS  # "(13 should the first day count)"
               for rest in (sentence[end:].lstrip(" $*_") for end in ends) for rest in (rest, _past_unit(rest).lstrip(" $*_")) if rest)


_BRACKETED_NOTE_RE = lazy_compile(r"[(（][^()（）]*[)）]")
_INVERTED_CONDITIONALS = _words(INVERTED_CONDITIONALS)


def _first_word(text: str) -> str:
    word = FIRST_WORD_RE.match(text)
    return word.group().lower() if word else ""


def _is_label(before: str) -> bool:
    """Return whether the number after ``before`` is a label's ("Step 2", "part 3"): its word ends the text."""
    word = _LAST_WORD_RE.search(before)
    return word is not None and word.group(1).lower() in _LABEL_WORDS


_SPACED_CONDITIONS = sorted(CONDITIONS_LEXICON.words, key=len, reverse=True)
_FIRST_CONDITIONS = sorted(CONDITIONS_LEXICON.words | _words(SENTENCE_FIRST_CONDITION_OPENERS), key=len, reverse=True)
# What may stand before the condition that opens a sentence: a label of up to five words and a colon ("Working backwards
# as a check:", "Kanttekening:"), one or two words and a comma ("Of course,", "ただし、"), or one word ("But if", "البته اگر").
_CONDITION_LEAD = r"(?:[^\W\d_]+(?:[\s'’-]+[^\W\d_]+){0,4}\s*[:：]\s*|[^\W\d_]+(?:\s+[^\W\d_]+)?\s*[,，、]\s*|[^\W\d_]+\s+)?"
# What may stand before a sentence's first word: marks, and a footnote's label ("[^1]: Nếu tính cả các cạnh ...").
_SENTENCE_START = r"[\s*_>#(\[-]*(?:\^[^\]\s]{1,12}\][:：]?\s*)?"
# A condition clause opened by the sentence's first word (past a lead) and closed by a comma or a colon ("If order matters, ...").
_CONDITION_FIRST_RE = lazy_compile(_SENTENCE_START + _CONDITION_LEAD + r"(?:" + "|".join(map(re.escape, _FIRST_CONDITIONS))
                                   + r")(?![^\W\d_])([^,，،:：]*)[,，،:：]", re.IGNORECASE)  # (or a colon: "If the balls are distinct: 24")
# A condition that opens the sentence, however it ends; and the marks that would close one.
_CONDITION_START_RE = lazy_compile(_SENTENCE_START + _CONDITION_LEAD + r"(?:" + "|".join(map(re.escape, _SPACED_CONDITIONS)) + r")(?![^\W\d_])",
                                   re.IGNORECASE)
_CLAUSE_MARK_RE = lazy_compile("[" + re.escape("".join(_CLAUSE_MARKS)) + "]")
_CONSEQUENCES = _words(CONSEQUENCE_MARKERS)
_EXAMPLES_SET = PhraseSet([EXAMPLE_MARKERS])
_WISHES = Lexicon(WISH_VERBS)
_READER_REQUESTS_SET = PhraseSet([READER_REQUESTS])
_WISH_WORDS = 3  # the words of a condition of the reader's wish: "if you would like"


def _opens_consequence(words: List[str]) -> bool:
    """Return whether the words between a condition's opener and its value open a consequence: a consequence
    marker ("maka", "then"), or a noun of the quantity asked after a determiner ("el total pasa a ser")."""
    return any(word in _CONSEQUENCES or word in _RESULT_NOUNS and index and words[index - 1] in _DETERMINERS
               for index, word in enumerate(words))
_CJK_CONTRASTS = CJK_CONTRASTS + ("が、", "が，")


def _first_contrast(text: str) -> int:
    """Where the first word of contrast in ``text`` starts ("but", "pero": another clause begins), or its length.
    A contrast inside a clause, right before its value and after no clause mark, is an adverb of that clause
    ("ist die Antwort jedoch 120", "is het antwoord echter 120"): it begins nothing."""
    return next((match.start() for match in _WORD_SEQUENCE_RE.finditer(text) if match.group().lower() in CONTRAST_WORDS
                 and not _is_clause_internal(text, match.start(), match.end())), len(text))


# What may stand between a clause-internal contrast and the value it precedes: spacing, emphasis and math delimiters.
_BEFORE_VALUE_RE = lazy_compile(r"[\s$*_(\\[]*[-−]?\d")
_AFTER_CLAUSE_MARK_RE = lazy_compile(r"(?:[,;:，；：—–]|\A)\s*\Z")


def _is_clause_internal(text: str, start: int, end: int) -> bool:
    return _BEFORE_VALUE_RE.match(text, end) is not None and _AFTER_CLAUSE_MARK_RE.search(text[max(0, start - 4) : start]) is None

# A condition opened right after a value ("60, если порядок важен", "20 if order matters").
_CONDITION_AFTER_RE = lazy_compile(r"[\s$*_)}\]]*[,，]?\s*(?:" + "|".join(map(re.escape, _SPACED_CONDITIONS)) + r")(?![^\W\d_])",
                                 re.IGNORECASE)


def offers_past_a_denial(sentence: str, values: List[str], own: Set[str], words: FrozenSet[str]) -> bool:
    """Return whether a sentence that denies some values offers another one besides them ("It is not 14, although 15 could also
    work"): the denial names those values' mistake, not the others'."""
    denied = negated_values(sentence)
    others = [value for value in values if value not in denied and not is_own_value(value, own)]
    start, end = description(sentence, denied) if denied else (-1, -1)
    if start >= 0:  # "not 53 as you would get by adding 33 and 20": its description's values are givens
        described, described_words = sentence[start:end], words_of(sentence[start:end])
        if VALIDITY_LEXICON.in_words(described_words) and (CONDITIONS_SET.search(described) or in_conditional_mood(described, described_words)):
            return True  # "not 24, which would be just as valid if the digits are read backwards": the denied value offered again
        kept = values_in(sentence[:start]) + values_in(sentence[end:])
        others = [value for value in others if value in kept]
    return bool(denied) and bool(others) and _offers(sentence, others, own, words)


def _offers(sentence: str, values: List[str], own: Set[str], words: FrozenSet[str], whole: bool = True) -> bool:
    """Return whether a sentence that names another value, and names no mistake of it (the caller has
    read that), offers it: an offering word ("might", "also", "otherwise"), an inverted conditional
    opening it, or a condition on the value.  Its work states no value of its own: a sum it writes out
    states the sum ("Another way to see it: 15 + 20" restates 35), a function's arguments ("C(7, 3)")
    and a noun's count after a determiner ("the 4 who stay off") state none.  ``whole`` is False for the clauses
    before a restated answer, whose opening "another way" leads to the answer ("Otra forma de verlo: ..., = 28")."""
    wish = _CONDITION_FIRST_RE.match(sentence)
    if wish and _WISHES.in_words(words_of(wish.group(1))) and len(wish.group(1).split()) <= _WISH_WORDS or asks_the_readers_wish(sentence):
        return False  # "Se quiser, posso mostrar ... potências de 2": a courtesy to the reader, no case of the problem
    colon = sentence.find(":")
    if colon > 0 and values_in(sentence[:colon]) and _condemned_subjects(_tokens(sentence[:colon]), own):  # "-2 is extraneous: ..."
        rest = sentence[colon + 1 :]  # its explanation offers only what it offers of its own
        return _offers(rest, values_in(rest), own, words_of(rest), whole)
    denied = negated_values(sentence)  # "ni 3 ni 4 sirven, aunque a veces aparezcan": what a negator stands right before is no offer
    values = [value for value in stated_values(sentence, values, own) if value not in _checked_by_substitution(sentence, words, own)
              and value not in denied]
    reason = _own_reason(sentence, own)
    if reason >= 0:  # "5 could not be wrong, since 5 · 7 = 35": the givens of a reason for the answer's value
        values = [value for value in values if value in values_in(sentence[:reason])]
    if values and negated_impossibility(sentence):
        return True  # "il n'est pas impossible que ce soit 26": a possibility left open
    if values and excludes_not(_tokens(sentence), own):
        return True  # the writer leaves it possible, whoever proposed it ("My colleague insists it is 9, and I can't rule that out")
    if not values or _expected_by_others(sentence, own) or _checks_the_answer(sentence, own) or _rejected_afterwards(sentence, own) \
            or _condemned_subjects(_tokens(sentence), own):
        return False
    return _approved_afterwards(sentence, own) or offers_by_word(sentence, words, own) \
        or opens_with_inverted_conditional(sentence) or _offers_under_condition(sentence, values, own, words) \
        or whole and (opens_with_another(sentence, own) or hedges_another_value(sentence, own))  # (a restatement's head: a way to it)


def asks_the_readers_wish(sentence: str) -> bool:
    """Return whether a question asks what the reader wishes ("Would you like me to show ... $3^{2023}$?", "Хотите, разберём ...
    с суммой 24?"), or a request to the reader opens a sentence of the reader's wish ("Let me know if you'd like to explore the
    formula $1 - (5/6)^n$ further"): a courtesy, whose values are another task's."""
    words = words_of(sentence) - _AUXILIARIES  # (not one that offers a value as the answer: "Would you like me to go with 17 instead, in case ...?")
    if not _WISHES.in_words(words) or REPLACEMENTS_SET.search(sentence):
        return False
    return _READER_REQUESTS_SET.starts(sentence) or sentence.rstrip(" *_)").endswith(QUESTION_MARKS) and not OFFERING_LEXICON.in_words(words) \
        and not CONDITIONS_SET.search(sentence)  # ("Let me know if you'd like ...": a request to the reader, then the wish)


def _checked_by_substitution(sentence: str, words: FrozenSet[str], own: Set[str]) -> Set[str]:
    """The values a sentence states as the sides of true equations on the answer's value ("Also $7 + 3 = 10$ works": a check),
    in the indicative and under no condition ("If we counted both ends, $7 + 1 = 8$ would work" offers 8)."""
    checked = substitution_results(sentence, numbers_of(own)) if "=" in sentence else set()
    return set() if not checked or CONDITIONS_LEXICON.in_words(words) or opens_with_verb_first_condition(sentence) \
        or in_conditional_mood(sentence, words) else checked


def _own_reason(sentence: str, own: Set[str]) -> int:
    """Where a reason set off by a comma after the answer's value starts, offering nothing ("5 is right, since 5 · 7 = 35"), or -1."""
    for found in _REASON_AFTER_COMMA_RE.finditer(sentence):
        if found.group(1).lower() in _REASONS and any(is_own_value(value, own) for value in values_in(sentence[: found.start()])):
            return found.start() if not OFFERING_LEXICON.in_words(words_of(sentence[found.start() :])) else -1
    return -1


_REASON_AFTER_COMMA_RE = lazy_compile(r"[,，]\s*([^\W\d_]+)")

# Work in a sentence: plain numbers joined by arithmetic signs (not "=", which states the result), counts of choices written as
# functions ("C(7, 3)", "\\binom{7}{3}", "P(6, 2)": read as their values), other functions of a number ("f(2)": a value not
# known), and a noun's count after a determiner ("the 4 who").
_PLAIN = r"\d{1,18}(?:\.\d{1,18})?"
_ARITHMETIC_SIGN = r"\s*(?:[-−+×*/÷·]|\\(?:cdot|times|div)(?![a-zA-Z]))\s*"
_SUM_RE = lazy_compile(r"(?<![\w.^_)])(?:(?<![\d\s])[-−]|(?<=\s)[-−](?=\d))?" + _PLAIN + r"(?:" + _ARITHMETIC_SIGN + _PLAIN + r"){1," + str(MAX_WORKED_TERMS) + r"}(?![\w^(]|\.\d)(?!" + _ARITHMETIC_SIGN + r")")  # whole: not "1 + 2 + ..."
_TERM_RE = lazy_compile(r"(" + _ARITHMETIC_SIGN + r")?(" + _PLAIN + r")")
_CHOICES_RE = lazy_compile(r"(?<![^\W\d_\\])([CP])\((\d{1,4}),\s*(\d{1,4})\)|\\[dt]?binom\s*\{\s*(\d{1,4})\s*\}\s*\{\s*(\d{1,4})\s*\}")
_APPLICATION_RE = lazy_compile(r"(?<![^\W\d_\\])[A-Za-z]\((\d[\d\s,;.]*)\)")  # "f(2)": a letter, then its argument with no space
_OPERATED_RE = lazy_compile(r"\s*(?:=|[-−+×*/÷·]|\\(?:cdot|times|div)(?![a-zA-Z]))")


def stated_values(sentence: str, values: List[str], own: Set[str]) -> List[str]:
    """The values a sentence states on their own: ``values`` but the inputs of its work, then what its work
    states that is neither the answer's nor one of them ("Another way to see it: 15 + 20" states 35 only)."""
    if not _NUMBER_RE.search(sentence):
        return values
    inputs, results = worked_values(sentence)
    values = [value for value in values if value not in inputs]
    return values + [result for result in results if not is_own_value(result, own) and not is_own_value(result, set(values))]


def _written_out(sentence: str) -> Tuple[str, List[Tuple[int, int]], List[str]]:
    """The sentence with its counts of choices written as their values ("\\binom{9}{2}" as 36), where those
    values stand in it, and the numbers the counts were written with."""
    written: List[Tuple[int, int]] = []
    arguments: List[str] = []
    pieces: List[str] = []
    position = length = 0
    for found in _CHOICES_RE.finditer(sentence):
        numbers = [int(number) for number in found.groups()[1:] if number is not None]
        arguments.extend(str(number) for number in numbers)
        value = choices(found.group(1) or "C", *numbers)
        piece = sentence[position : found.start()]
        shown = str(value) if value is not None else found.group()
        if value is not None:
            written.append((length + len(piece), length + len(piece) + len(shown)))
        pieces += [piece, shown]
        length += len(piece) + len(shown)
        position = found.end()
    pieces.append(sentence[position:])
    return "".join(pieces), written, arguments


_MATH_SPAN_RE = lazy_compile(r"\$([^$]+)\$|\\\((.+?)\\\)")
_WORK_SIGN_RE = lazy_compile(r"[-−+×*/÷·^!]|\\(?:cdot|times|div|frac|dfrac|tfrac|sqrt|binom|dbinom|tbinom)(?![a-zA-Z])")


def _span_results(text: str) -> List[Tuple[int, Fraction]]:
    """Where each math span whose last member is work ends, and that work's exact value ("$2^6$" is 64,
    "$\\frac{7!}{4!\\,2!}$" is 105; "$10 - 3 = 7$" states 7, a plain number read as such)."""
    results = []
    for found in _MATH_SPAN_RE.finditer(text):
        member = (found.group(1) or found.group(2)).split("=")[-1]
        if not _WORK_SIGN_RE.search(member.lstrip(" -−")) or _OPERATED_RE.match(text, found.end()) \
                or text[found.end() :].lstrip(" \t").startswith((")", "]", "）")):
            continue  # more work after it, or a parenthetical that restates the value before it ("25 (tj. $5^2$)")
        value = math_value(member)
        if value is not None:
            results.append((found.end(), value))
    return results


def _bracketed(text: str, start: int, end: int) -> bool:
    """Return whether brackets close around ``text[start:end]`` ("7 \\cdot (3+4)"): an operand of more work."""
    return text[:start].rstrip(" \t").endswith(("(", "[", "{")) and text[end:].lstrip(" \t").startswith((")", "]", "}"))


def _worked_results(text: str, written: List[Tuple[int, int]]) -> List[Tuple[int, str]]:
    """Where each value the work of ``text`` states ends, and the value: its sums and products and its
    counts of choices that stand alone, none equated to more work after it."""
    sums = list(_SUM_RE.finditer(text))
    results = [(found.end(), str(value)) for found in sums if not _bracketed(text, found.start(), found.end())
               for value in [math_value(found.group())] if value is not None]
    results += [(end, str(value)) for end, value in _span_results(text)]
    results += [(end, text[start:end]) for start, end in written
                if not any(found.start() <= start and end <= found.end() for found in sums) and not _OPERATED_RE.match(text, end)]
    return sorted(results)


def worked_values(sentence: str) -> Tuple[Set[str], List[str]]:
    """Return the numbers a sentence uses as inputs of its work (terms of a sum or product it writes out,
    arguments of a function, a count after a determiner that a relative clause or a unit follows), and the
    values its work states, as text: a sum or product ("15 + 20" is 35), a count of choices ("\\binom{9}{2}"
    is 36) not equated to more work, and a function it does not evaluate ("f(2)", never the answer's value).
    A number that also stands alone is no input."""
    text, written, inputs = _written_out(sentence)
    results: List[str] = []
    for found in _APPLICATION_RE.finditer(text):
        inputs.extend(values_in(found.group(1)))
        if not _OPERATED_RE.match(text, found.end()):
            results.append(found.group())  # its value is not known
    alone = _APPLICATION_RE.sub(lambda found: " " * len(found.group()), text)
    inputs.extend(number for found in _SUM_RE.finditer(alone) for _, number in _TERM_RE.findall(found.group()))
    results.extend(value for _, value in _worked_results(alone, written))
    alone = _SUM_RE.sub(" ", alone)
    for found in _COUNT_AFTER_DETERMINER_RE.finditer(alone):
        following = found.group(3).lower()
        if found.group(1).lower() in _DETERMINERS and (following in _RELATIVES or following in _UNIT_WORDS):
            inputs.append(found.group(2))  # "the 4 who stay off", "the 7 candidates"; not "accept the 55 here"
    standing = set(value.replace(",", "") for value in values_in(_COUNT_AFTER_DETERMINER_RE.sub(" ", alone)))
    return {number for number in inputs if number not in standing}, results


@_remembered  # one sentence is read by several rules of the notes
def trailing_result(sentence: str) -> Optional[str]:
    """Return the value the work of a sentence states last when no number follows it ("Another way to count
    gives 16 + 20." states 36, not 20; "Das ist dasselbe wie \\binom{9}{2}" states 36), else None."""
    text, written, _ = _written_out(sentence)
    results = _worked_results(text, written)
    if not results or _NUMBER_RE.search(text, results[-1][0]):
        return None
    return results[-1][1]


def offered_numbers(sentence: str, own: Set[str]) -> Set[str]:
    """The numbers of a sentence other than the answer's and other than those a negator denies ("Neither 28 nor 32 fits"), its
    work read as what it states ("Alternatively, by complementary counting: 10 - 3 = 7" states 7 only)."""
    denied = negated_values(sentence)
    return {value for value in stated_values(sentence, values_in(sentence), own) if not is_own_value(value, own) and value not in denied}


def states_another_result(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence ends with a value its work writes out that is not the answer's ("A different
    grouping of the guests gives 40 + 6", "Другим способом получается 5 · 180"): a second result stated
    after the answer.  A plain number there is read by the other rules (a recap's cannot be compared), and so
    is work that restates a number the sentence names outside math, and so is a part's count, which a
    restrictive marks ("siswa yang hanya belajar bahasa Prancis ada $20 - 12$", "only the corners give 4 \\cdot 1")."""
    result = trailing_result(sentence)
    if result is None or is_own_value(result, own) or _marks_a_part(sentence) or _is_an_operand(sentence) or checks_a_result(sentence, result, numbers_of(own)):
        return False
    # work that restates a value the sentence names ("25 (tj. $5^2$) je chybný") is read with that value
    inputs, _ = worked_values(sentence)
    named = {value for value in values_in(_MATH_SPAN_RE.sub(" ", sentence)) if value not in inputs and "/" not in value}  # (a fraction is work)
    if is_own_value(result, named) or not _EQUATED_RE.search(sentence):
        return not is_own_value(result, named)
    equated = {value for value in values_in(sentence) if value not in inputs and "/" not in value}  # "tendrán $45$ ..., y efectivamente $45 = 3 \cdot 15$"
    return not is_own_value(result, equated)  # (a fraction is work, not a value checked: "1 − 31/36 = 5/36" concludes 5/36)


def _is_an_operand(sentence: str) -> bool:
    """Return whether the work a sentence ends with follows a preposition of an operation (OPERAND_PREPOSITIONS: "So we divide
    by $3!$") or a comparison's "than" ("The result is smaller than $\\frac{3}{8}$"): an operand or a bound, no result stated."""
    tokens = _tokens_past_markup(sentence)
    index = max((place for place, (kind, _) in enumerate(tokens) if kind == "value"), default=0)
    while index > 0 and tokens[index - 1][0] not in ("word", "stop", "comma"):
        index -= 1  # back over the work's other values and signs ("by 2 · 3")
    return index > 0 and tokens[index - 1][0] == "word" and (tokens[index - 1][1] in _OPERAND_PREPOSITIONS or tokens[index - 1][1] in _THAN)


_EQUATED_RE = lazy_compile(r"\d\s*=\s*[\d(]")  # a value set equal to work: the work checks it


def _marks_a_part(sentence: str) -> bool:
    """Return whether a restrictive in the sentence marks a part ("the students who only study French"), not the
    value right after it ("solo $14 + 11 - 8$ socios" restricts the count itself, a whole)."""
    if _RESTRICTIVES.isdisjoint(words_of(sentence)):
        return False
    tokens = _tokens_past_markup(sentence)
    return any(kind == "word" and text in _RESTRICTIVES and not (index + 1 < len(tokens) and tokens[index + 1][0] == "value")
               for index, (kind, text) in enumerate(tokens))


_COUNT_AFTER_DETERMINER_RE = lazy_compile(r"(?<![^\W\d_])([^\W\d_]+)\s+(\d{1,18})\s+(?=([^\W\d_]+))")


_NEGATIVE_CHOICES = Lexicon(NEGATIVE_CHOICES)


def _rejected_afterwards(sentence: str, own: Set[str]) -> bool:
    """Return whether a later clause of the sentence rejects the other values it named: past the clause
    of the first of them, a clause whose subject is a negator ("I also considered 12 and 48, but neither
    works", "J'avais aussi envisagé 12 et 48 : aucune ne résiste à l'énoncé", "; none of them fits",
    "but neither leaves remainder 4"), with no value in a clause after it and no condition ("but not if n
    is odd" conditions them); values the clauses before it offer are not rejected ("30 might work")."""
    tokens = _tokens_past_markup(sentence)
    first = next((index for index, (kind, text) in enumerate(tokens) if kind == "value" and not is_own_value(text.strip("$").replace(",", ""), own)),
                 -1)
    if first < 0:
        return False
    ends = [index for index in range(first + 1, len(tokens)) if tokens[index][0] in ("stop", "comma")]
    for place, boundary in enumerate(ends):  # each later clause, past a bracketed aside ("12 et 48 (...) : aucune")
        words = [text for kind, text in tokens[boundary + 1 : ends[place + 1] if place + 1 < len(ends) else len(tokens)] if kind == "word"]
        while words and (words[0] in _OPENERS or words[0] in CONTRAST_WORDS):
            words = words[1:]  # "but", "mais"
        predicate = _said_of_the_values_before(words)
        condemned = predicate is not None and _condemns(predicate)  # ", so it is rejected"
        if not condemned and (not words or not _NEGATIVE_CHOICES.in_words(frozenset(words[:1])) or not _rejects(words[1:])):
            continue
        head = words_of(" ".join(text for _, text in tokens[:boundary]))
        later = tokens[ends[place + 1] :] if place + 1 < len(ends) else []
        return not (OFFERING_LEXICON.in_words(head) and not condemned or in_conditional_mood(" ".join(head), head) or any(kind == "value" for kind, _ in later))
    return False


def _approved_afterwards(sentence: str, own: Set[str]) -> bool:
    """Return whether a later clause whose subject is an anaphor or a relative that stands for the other value before it
    calls it valid with a copula, and no negation ("..., ce qui est correct", "..., which is also right", "..., lo cual es
    válido"; not "..., which fit the pattern", a check): the mirror of a clause that condemns it (``_condemns``)."""
    tokens = _tokens_past_markup(sentence)
    others = [index for index, (kind, text) in enumerate(tokens) if kind == "value" and not is_own_value(text.strip("$").replace(",", ""), own)]
    for boundary in (index for index in range(others[0] + 1 if others else len(tokens), len(tokens)) if tokens[index][0] == "comma"):
        end = next((index for index in range(boundary + 1, len(tokens)) if tokens[index][0] in _CLAUSE_ENDS), len(tokens))
        words = [text for kind, text in tokens[boundary + 1 : end] if kind == "word"]
        predicate = _said_of_the_values_before(words[1:] if words[:1] and words[0] in _AND_WORDS else words)
        if predicate and _calls_valid(predicate) \
                and not any(is_negator(word) for word in predicate) and not CONDITIONS_LEXICON.in_words(frozenset(predicate)):
            return True
    return False


def _calls_valid(words: List[str]) -> bool:
    """Return whether a predicate calls its subject valid: a word of validity after a copula or modal, past additives
    ("is also right", "peut aussi être correcte", "también puede ser correcta")."""
    linked = False
    for word in words[:_CHOICE_REACH]:
        if word in _VALIDITY:
            return linked
        if word in _AUXILIARIES:
            linked = True
        elif word not in _ADDITIVES:
            return False
    return False


def _said_of_the_values_before(words: List[str]) -> Optional[List[str]]:
    """The predicate of a clause whose subject is an anaphor or a relative (past an article: "ce qui", "lo cual"), or a
    demonstrative and a noun for an answer ("that answer", "cette réponse"), that stands for the values named before
    it, or None when its subject is another."""
    if len(words) > 1 and (words[0] in _DETERMINERS or words[0] in _DEMONSTRATIVES) and words[1] in _RESULT_NOUNS:
        return words[2:]  # "cette réponse peut aussi être correcte", "diese Antwort kann ebenfalls richtig sein"
    if words[:1] and words[0] in _DETERMINERS:
        words = words[1:]
    return words[1:] if words and (words[0] in _ANAPHOR_WORDS or words[0] in _RELATIVES) else None


# The words after a negative subject read for what it is about and what its predicate says.
_CHOICE_REACH = 6


def _rejects(words: List[str]) -> bool:
    """Return whether the words after a negative subject make it reject the values named before: not a
    condition ("but not if n is odd"), not the other values ("none of the others"), not persons ("neither
    of us could decide"), and no second negation, which would affirm them ("neither reading is
    contradicted", "ninguna interpretación es incorrecta")."""
    near = frozenset(words[:_CHOICE_REACH])
    return not CONDITIONS_LEXICON.in_words(frozenset(words[:1])) and _OTHERS.isdisjoint(words[:3]) \
        and not OTHER_PEOPLE_LEXICON.in_words(near) and not FIRST_PERSON_LEXICON.in_words(near) \
        and not any(is_negator(word) and not is_bare_ne(word) or word in _ERRORS for word in words[:_CHOICE_REACH])  # "aucune ne convient": one negation


_AND_WORDS = _words(CONJUNCTIONS)  # the predicates a coordinating conjunction joins are read each on its own


def _condemned_subjects(tokens: List[_Token], own: Set[str]) -> bool:
    """Return whether every other value of the sentence is the subject of a predicate that condemns it (``_condemns``),
    itself or set off by commas after its noun ("Another value, 5, does not satisfy the condition", "Another root, -3,
    is rejected", "12 fails the second condition"): named to be rejected, not offered."""
    others = [index for index, (kind, text) in enumerate(tokens) if kind == "value" and not is_own_value(text.strip("$"), own)]
    for index in others:
        start = index + 1 + (index + 1 < len(tokens) and tokens[index + 1][0] == "comma")  # past the comma that closes an apposition
        end = next((place for place in range(start, len(tokens)) if tokens[place][0] in _CLAUSE_ENDS), len(tokens))
        predicate = [text for kind, text in tokens[start:end] if kind == "word"]
        if not predicate or end - start != len(predicate):
            return False  # (a value or sign in the predicate: work, not its subject's verdict)
        joined = [place for place, word in enumerate(predicate) if word in _AND_WORDS]  # "cannot be a length and is discarded"
        if not any(_condemns(part) for part in (predicate[a + 1 : b] for a, b in zip([-1] + joined, joined + [len(predicate)])) if part):
            return False
    return bool(others)


def _condemns(words: List[str]) -> bool:
    """Return whether the words after an anaphor or a relative that stands for the values named before reject them:
    an exclusion, an error or a falsity among the first few, with no negation ("which is rejected", "so it is
    discarded", "it is wrong"; not "which is not excluded"), or one negation of a word of validity or acceptability
    ("was nicht zulässig ist", "which does not work")."""
    near = words[:_CHOICE_REACH]
    if CONDITIONS_LEXICON.in_words(frozenset(near)):
        return False
    negators = [word for word in near if is_negator(word) and not _is_exclusion(word) and word not in _FALSITY]
    bare = [index for index, word in enumerate(near) if word in negators and is_bare_ne(word)]
    negators = [word for word in negators if not is_bare_ne(word)] or negators  # "ne convient pas": one negation
    if negators:  # the negated word: the first after the negator past auxiliaries ("does not work", "nicht zulässig"), the
        # verb between "ne" and "pas" ("ne convient pas"), or the verb that opens a predicate the negator closes ("erfüllt
        # die Bedingung nicht")
        starts = [near.index(negators[0]) + 1] + [index + 1 for index in bare[:1]]
        negated = {next((word for word in near[start:] if word not in _AUXILIARIES and word not in negators), "") for start in starts}
        negated |= {near[0]} if near[-1] == negators[0] else set()
        return len(negators) == 1 and any(word in _VALIDITY or OFFERING_LEXICON.in_words(frozenset((word,))) for word in negated if word)
    return any(_is_exclusion(word) or word in _ERRORS or word in _FALSITY for word in near)


def _checks_the_answer(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence opens with a condition that supposes the answer's own value and derives
    other values from it in the indicative ("Проверка: если 12 учеников — это 40%, то 1% — это 0,3
    ученика"): a check of the answer, not an offer.  A consequence with an offering word or in the
    conditional mood offers what it gives, whatever the condition supposes ("if 15 counts only unordered
    committees, then with a chair the count would be 30", "she'd have 24")."""
    opening = _CONDITION_FIRST_RE.match(sentence)
    if "=" in sentence and works_up_to(sentence, numbers_of(own)):  # "Quick check: ..., 20 − 12 = 8, and then 8 − 3 = 5": work up to it
        words = words_of(sentence)
        return not OFFERING_LEXICON.in_words(words) and not in_conditional_mood(sentence, words)
    if opening is None or not any(is_own_value(value, own) for value in values_in(opening.group(1))):
        return False
    consequence = sentence[opening.end() :]
    words = words_of(consequence)
    return not OFFERING_LEXICON.in_words(words) and not in_conditional_mood(consequence, words)


def _expected_by_others(sentence: str, own: Set[str]) -> bool:
    """Return whether another value is what other people expect, and a later clause turns from it
    ("Some readers might expect 16 here, but the overlap removes one case"; not "You might also
    accept 16", which offers it to them)."""
    clauses = split_clauses(sentence)
    if len(clauses) < 2:
        return False
    first, turn = clauses[0], words_of(" ".join(clauses[1:]))
    if CONDITIONS_LEXICON.in_words(turn) or OFFERING_LEXICON.in_words(turn):
        return False  # "..., but only if the corner counts" conditions the value instead of turning from it
    return reports_other_people(first, words_of(first)) and any(value not in own for value in values_in(first))  # (not a count of people: "the 6 people")


def _offers_under_condition(sentence: str, values: List[str], own: Set[str], words: FrozenSet[str]) -> bool:
    """Return whether a later sentence states another value under a condition (the mood of a
    hypothetical, by structure): a condition clause opens the sentence and a comma closes it, with no
    value in it, before a value other than the answer's ("Si se permiten repeticiones, el total pasa
    a 125"); or a condition opens right after such a value ("получится 60, если порядок важен"); or,
    in the scripts without spaces, a conditional word or ending stands before it ("순서를 고려하면 60가지").
    A sentence that also states the answer's value is a check, and a condition about somebody else's
    result ("If you got 17, ...") offers nothing."""
    if any(value in own for value in values) or not any(value not in own for value in values) or reports_other_people(sentence, words):
        return False  # "If you got 17, ..." is theirs; "there are 11 people" counts people
    example = _EXAMPLES_SET.located(sentence)
    opening = _CONDITION_FIRST_RE.match(sentence)
    in_condition = opening is not None and bool(example) and not sentence[opening.end() : max(opening.end(), example[0][0])].strip()
    if example and not values_in(sentence[: example[0][0]]) and not in_condition:
        return False  # "ad esempio, per n = 4 si ha 16": the case of an example (not an aside of the condition: "Wie ..., bijvoorbeeld ..., komt op 20")
    consequence = sentence[opening.end() :] if opening else ""
    if opening is None and opens_with_verb_first_condition(sentence):  # "Zählt man das Startfeld mit, kommt man auf 24"
        return arrives_at_another_value(sentence, own)
    if opening is None and offered_past_an_inserted_condition(sentence, own):  # "Außer 5 kommt, falls ..., noch -3 infrage"
        return True
    if opening and (not _DIGIT_RE.search(opening.group(1)) or not _ADDITIVES.isdisjoint(words_of(opening.group(1)))) \
            and values_in(consequence[: _first_contrast(consequence)]):  # (a value the condition adds is another reading: "if 0 also counts")
        return True  # the consequence's values, not those of a clause that contrasts with it ("..., but each guest always shakes 6")
    start = None if opening else _CONDITION_START_RE.match(sentence)
    value = _DIGIT_RE.search(sentence, start.end()) if start else None
    if value and not _CLAUSE_MARK_RE.search(sentence, start.end()) and len(values_in(sentence)) == 1 \
            and _opens_consequence(_WORD_SEQUENCE_RE.findall(sentence[start.end() : value.start()].lower())):
        return True  # no comma closes the condition, and it holds no value of its own ("Jika ... maka jumlahnya menjadi 336"):
        # all of it is conditional; with a value in the condition it is a check of a smaller case ("If we test it on 5 people it gives 10")
    for match in _NUMBER_RE.finditer(sentence):
        if match.group().lstrip("$") not in own and _CONDITION_AFTER_RE.match(sentence, match.end()):
            return True
    if not CONDITIONS_LEXICON.infixes or sentence.isascii() or sentence.rstrip().endswith((":", "：")):
        return False  # (a lead that ends with a colon states no consequence: "Если разобрать ... по остатку от деления на 4:")
    first_value = _DIGIT_RE.search(sentence)
    if first_value is None:
        return False
    head = sentence[: first_value.start()]  # a conditional word, or ending inside a run, with no contrast after it ("…が、各客は必ず6回")
    condition = max([head.rfind(infix) for infix in CONDITIONS_LEXICON.infixes if infix in head]
                    + [word.start() for word in _WORD_SEQUENCE_RE.finditer(head) if CONDITIONS_LEXICON.in_words(frozenset((word.group().lower(),)))],
                    default=-1)
    rest = head[condition:] if condition >= 0 else ""
    if condition >= 0 and CHECKING_LEXICON.in_words(frozenset(_WORD_SEQUENCE_RE.findall(head))):
        return False  # the conditional form of a verb of checking opens a check ("검산하면 59 = 3 × 19 + 2", "検算すると")
    return condition >= 0 and not any(contrast in rest for contrast in _CJK_CONTRASTS) and _first_contrast(rest) == len(rest)


_TURNING_CLAUSE_RE = lazy_compile(r"[,;，；、—–]\s*([^\W\d_]+)")  # a clause set off by a mark: its first word


def turning_clause(clause: str) -> str:
    """The rest of the answer's sentence that a contrast or an offering word opens ("..., although 5 could work"), or ""."""
    turns = (turn for turn in _TURNING_CLAUSE_RE.finditer(clause) if turn.group(1).lower() in CONTRAST_WORDS
             or OFFERING_LEXICON.in_words(frozenset((turn.group(1).lower(),))) or clause[: turn.start()].endswith(CONTRAST_ENDING_FORMS))  # ("120 通りですが、...")
    return next((clause[turn.start(1) :] for turn in turns), "")
