"""A later sentence that makes another value the only one that holds ("Only 49 satisfies all the conditions.",
"Ничего, кроме 49, здесь получиться не может", "it is 11 and no other that meets every condition", "条件をすべて満たすの
は x = 3 だけです"): it withdraws the answer (notes.py), unless it restricts a part or a topic's claim."""

from __future__ import annotations

import re
from typing import List, Set, Tuple

from .._tables import ADDITIVE_MARKERS, COMPARATIVE_CONJUNCTIONS, NEGATIVE_CHOICES, NEGATIVE_POLARITY_RESTRICTIVES, OPTION_WORDS, POSTPOSED_RESTRICTIVES, QUESTION_MARKS, TOPIC_MARKERS
from .._lazy import lazy_compile
from .._text import COMPARISON, COMPARISON_RE, is_hangul
from .lexicons import VALIDITY_LEXICON, _ANAPHOR_WORDS, _AUXILIARIES, _DETERMINERS, _EXCEPTIONS, _GENITIVE_LINKS, _OPENERS, _OTHERS, _RELATIVES, _RESTRICTIVES, _Span, _Token, _may_except, _spans, _tokens_past_markup, _words, words_of
from .phrases import BOUNDS_SET
from .scope import _CLAUSE_END_FORMS, _CONJUNCTION_WORDS, is_negator, polarity_before
from .suppositions import _states_no_fact
from .denials import (
    FIRST_CLAUSE_RE, _ADJUNCTS, _COMPLEMENTIZERS, _DEMONSTRATIVES, _is_preposition, _NAMING_NOUNS, _PROBLEM_NOUNS, _QUOTE_CLOSERS, _claims_validity, _is_spaced,
    reports_other_people,
)
from .arithmetic import numbers_of, substitution_results
from .layout import _NUMBER_RE
from .values import is_own_value, values_in

__all__ = ["calls_another_value_valid", "makes_another_the_only_value"]

# A math span that states a relation ("$x \\neq 0$", "$n > 4$"): a condition's bound.
_RELATION_SPAN_RE = lazy_compile(r"\$[^$]*(?:" + COMPARISON + r")[^$]*\$")


def makes_another_the_only_value(sentence: str, own: Set[str]) -> bool:
    """Return whether a later sentence makes a value other than the answer's the only one that holds: the one
    value of its clause stands right after an exceptive ("Nothing except 49", "No value other than 49", "Ничего,
    кроме 49") or a restrictive ("Only 49", "Solo el 15", "只有 15"), no noun follows it (not "only 3 cases"), and
    the clause claims validity ("... satisfies every condition", "... works", "... здесь получиться не может").  A
    sentence that also states the answer's value relates the two ("Only 3 works for the inner loop, and 12 for the
    whole"); a question, a condition, a counterfactual or other people's words state nothing."""
    words = words_of(sentence)
    if not (_may_except(sentence) or _RESTRICTIVES.intersection(words) or _POSTPOSED.intersection(words) or _OTHERS.intersection(words)
            or not sentence.isascii() and any(glued in sentence for glued in _GLUED_POSTPOSED)):
        return False  # no exceptive, no restrictive and no word for the other values: a first test
    if sentence.rstrip(_QUOTE_CLOSERS).endswith(QUESTION_MARKS) or _states_no_fact(sentence) or reports_other_people(sentence, words):
        return False
    if any(is_own_value(value, own) for value in values_in(_RELATION_SPAN_RE.sub(" ", sentence))):
        return False  # (a relation's bound is no statement of the answer: "the condition $x \neq 0$ ... 4 لا غير")
    spans = [span for span in _spans(FIRST_CLAUSE_RE.match(sentence).group()) if span[0] != "command"]
    values = [index for index, span in enumerate(spans) if span[0] == "value"]
    if len(values) > 1:  # beside another value, a relation is a condition ("checking $x < 4$, only 3 ..."), not one restricted
        values = [index for index in values if not COMPARISON_RE.search(spans[index][1])]
    if len(values) != 1 or not VALIDITY_LEXICON.in_words(frozenset(word for kind, word, _, _ in spans if kind == "word")):
        return False
    index = values[0]
    postposed = _postposed_restriction(spans, index)
    if postposed:  # "it is 11 and no other that meets every condition", "条件をすべて満たすのは x = 3 だけです"
        after = _past_asides(spans[index + 1 + postposed :])
        if any(is_negator(word) for word in after) and not spans[index + 1][1].startswith(_NEGATIVE_POLARITY):
            return False  # "The value 7 alone satisfies nothing": no claim that holds for it only
        return _is_cleft_or_claim(spans[:index]) and (not after or _claims_validity(after))
    marker = next((span for span in reversed(spans[:index]) if not (span[0] == "word" and (span[1] in _DETERMINERS or span[1] in _NAMING_NOUNS))), None)  # "إلا العدد 7", "only the number 7"
    if marker is not None and marker[0] == "word" and marker[1] in _AUXILIARIES and not marker[1] in _DEMONSTRATIVES \
            and any(kind == "word" and word in _RESTRICTIVES for kind, word, _, _ in spans[:index]):
        return index == len(spans) - 1 or spans[index + 1][0] == "stop"  # "The only number that works is 64."
    if marker is None or marker[0] != "word" or not (marker[1] in _EXCEPTIONS or marker[1] in _RESTRICTIVES):
        return False  # "Only when n = 4 ...": the marker restricts another word
    opening = max((end for kind, text, _, end in spans if end <= marker[2] and kind == "stop" and text in ":："), default=0)  # a colon opens anew
    if marker[1] in _RESTRICTIVES and any(kind == "word" and not (word in _OPENERS or word in _AUXILIARIES or _joins_restrictives(spans, start)
                                                               or VALIDITY_LEXICON.in_words(frozenset((word,))) and _is_spaced(word))
                                          for kind, word, start, end in spans if opening <= start and end <= marker[2]):
        return False  # a topic before "only" scopes it: "Among the four candidates, only 2 work" (a claim before it is the predicate: "Gültig ist allein 12")
    after = _past_asides(spans[index + 1 :])
    if after and not _claims_validity(after):
        return False  # "Only 3 works for the tens digit", "Nothing except 0 works as the last digit": a part, not the answer
    following = spans[index + 1] if index + 1 < len(spans) else None
    if following is not None and following[0] == "word" and not (following[1] in _AUXILIARIES or following[1] in _OPENERS or is_negator(following[1])
                                                                 or following[1] in _ADJUNCTS or VALIDITY_LEXICON.in_words(frozenset((following[1],)))):
        return False  # "Only 3 cases satisfy it": a count of a noun
    start = spans[index][2]
    if BOUNDS_SET.ends(sentence[:start].rstrip(" $")):
        return False  # "No smaller integer greater than 1 satisfies them": a bound of the other values, no exception
    polarity = polarity_before(sentence[:start])
    return polarity.excepted or polarity.restricted


_POSTPOSED = _words(POSTPOSED_RESTRICTIVES)
_GLUED_POSTPOSED = tuple(word for word in _POSTPOSED if not word.isascii() and not _is_spaced(word) or is_hangul(word[0]))


def _past_asides(spans: List[_Span]) -> List[str]:
    """The words of the spans after a value without the asides set off by two commas inside them ("erfüllt, wie sich
    zeigt, sämtliche Bedingungen": the verb and its object)."""
    commas = [number for number, span in enumerate(spans) if span[0] == "comma"]
    inside = {number for low, high in zip(commas, commas[1:]) for number in range(low, high)}
    return [text for number, (kind, text, _, _) in enumerate(spans) if kind == "word" and number not in inside]


def _postposed_restriction(spans: List[_Span], index: int) -> int:
    """How many spans right after the value at ``index`` restrict a claim to it, or 0: a restrictive after it ("11
    alone", "3 ही", "3뿐이다", "x = 3 だけです": ``POSTPOSED_RESTRICTIVES``), or a conjunction, a negator and a word
    for the other values ("11 and no other", "11 und keine andere")."""
    following = [span[1] if span[0] == "word" else "" for span in spans[index + 1 : index + 5]]
    if not following or not following[0]:
        return 0
    if following[0] in _POSTPOSED or following[0].startswith(_GLUED_POSTPOSED):
        return 1
    start = 1 if following[0] in _CONJUNCTION_WORDS else 0  # "11 and no other", "4 لا غير"
    if len(following) > start + 1 and is_negator(following[start]) and (following[start + 1] in _OTHERS or following[start + 1] in _EXCEPTIONS):
        noun = len(following) > start + 2 and following[start + 2] in _NAMING_NOUNS  # "und keine andere Zahl"
        return start + 2 + noun
    return 0


def _is_cleft_or_claim(before: List[_Span]) -> bool:
    """Return whether what stands before a value restricted after it, in its part, leaves the claim the whole
    problem's: nothing but connectives and a cleft's pronoun and copula ("it is 11 and no other that ..."), or a
    claim of validity whose object is what the problem asks ("条件をすべて満たすのは", "조건을 만족하는 값은");
    not a topic ("For the tens digit, 3 alone works")."""
    def words_from(opening: int) -> List[str]:
        return [text for kind, text, _, _ in before[opening:] if kind == "word" and not (text in _OPENERS or text in _NAMING_NOUNS or text in _DETERMINERS)]

    if any(word in _TOPICS or not _is_spaced(word) and (word.endswith(_GLUED_TOPICS) or word.startswith(_GLUED_TOPICS))
           for word in words_from(0)):
        return False  # "一の位について、条件を満たすのは 3 だけです": the topic's
    part = words_from(max((number + 1 for number, span in enumerate(before)  # a complementizer opens a clause: "يتبيّن أن ..."
                           if span[0] in ("comma", "stop") or span[0] == "word" and span[1] in _COMPLEMENTIZERS), default=0))
    if not part:  # nothing in its part: before a comma up to a colon, a frame, not a topic a preposition opens
        frame = words_from(max((number + 1 for number, span in enumerate(before) if span[0] == "stop" and span[1] in ":："), default=0))
        return not frame or not _is_preposition(frame[0]) and frame[0] not in _GENITIVE_LINKS  # "For the tens digit, 3 alone works", "Of these, ..."
    if len(part) <= _CLEFT_WORDS and part[-1] in _AUXILIARIES:
        return True  # "it is 11 and no other that ..."
    opens = not _is_spaced(part[0]) or part[0] in _PROBLEM_NOUNS or VALIDITY_LEXICON.in_words(frozenset(part[:1]))
    return opens and _claims_validity(part)  # the claim is the part's subject ("조건을 만족하는 값은"), not after a topic ("Bei den Einern passt")


_TOPICS = _words(TOPIC_MARKERS)
# Restrictives whose verb is negated ("9밖에 없다", "3 しか ない"): the negation is theirs, not the claim's.
_NEGATIVE_POLARITY = tuple(_words(NEGATIVE_POLARITY_RESTRICTIVES))
_GLUED_TOPICS = tuple(word for word in _TOPICS if not _is_spaced(word))
# A cleft's pronoun and copula before the value ("it is", "c'est", "es ist").
_CLEFT_WORDS = 2


def _joins_restrictives(spans: List[_Span], start: int) -> bool:
    """Return whether the word at ``start`` is a restrictive, or the coordinator between two, of a restrictive
    of several words ("Einzig und allein", "solo y exclusivamente", "only and exclusively"): no topic."""
    words = [(word, place) for kind, word, place, _ in spans if kind == "word"]
    at = next((number for number, (_, place) in enumerate(words) if place == start), -1)
    if at < 0:
        return False
    if words[at][0] in _RESTRICTIVES:
        return True
    return 0 < at < len(words) - 1 and words[at - 1][0] in _RESTRICTIVES and words[at + 1][0] in _RESTRICTIVES and words[at][0] in _CONJUNCTION_WORDS


_VALUE_NAMES = _DETERMINERS | _NAMING_NOUNS | _words({"": OPTION_WORDS})
_NAMING_WORDS = 2  # the most words of a name before the value ("the number 43")


def calls_another_value_valid(sentence: str, own: Set[str]) -> bool:
    """Return whether a later sentence is a value other than the answer's and a claim of its validity, alone: the
    value opens it past connectives, and nothing follows but auxiliaries, articles and one word of validity, with
    the noun of the quantity after it, and before it at most a determiner and a noun naming a value ("72 is correct.", "The
    number 72 is correct.", "Option D is correct.", "72 ist richtig.", "Actually, 72 is the correct answer.",
    "72 верно.", "72 is the answer."); not negated, not asked, supposed or reported, and not a check of a part
    ("The width 12 fits." does not open with the value)."""
    if sentence.rstrip(_QUOTE_CLOSERS).endswith(QUESTION_MARKS) or _states_no_fact(sentence) or reports_other_people(sentence, words_of(sentence)):
        return False
    spans = [span for span in _spans(sentence) if span[0] != "command"]
    while spans and spans[-1][0] == "stop" and spans[-1][1] not in ":：":
        spans.pop()  # the sentence's stop
    start = 0
    while start < len(spans) and (spans[start][0] == "comma" or spans[start][0] == "word" and spans[start][1] in _OPENERS):
        start += 1
    named = start  # a determiner and a noun that names a value or an option may stand before it ("The number 43", "Option D")
    while start < len(spans) and start - named < _NAMING_WORDS and spans[start][0] == "word" and spans[start][1] in _VALUE_NAMES:
        start += 1
    if start >= len(spans) or spans[start][0] != "value" or COMPARISON_RE.search(spans[start][1]) or is_own_value(spans[start][1].strip("$"), own) \
            or substitution_results(spans[start][1], numbers_of(own)):
        return False  # (a true equation on the answer's value is a check: "Also the sum $7 + 3 = 10$ works.")
    if any(kind != "word" for kind, _, _, _ in spans[start + 1 :]):
        return False
    words = [text for _, text, _, _ in spans[start + 1 :] if text not in _DETERMINERS]
    if len(words) > 1 and words[-1] in _NAMING_NOUNS and VALIDITY_LEXICON.in_words(frozenset(words[-2:-1])):
        words = words[:-1]  # "the correct answer"
    return bool(words) and all(word in _AUXILIARIES for word in words[:-1]) and VALIDITY_LEXICON.in_words(frozenset(words[-1:])) \
        and not any(is_negator(word) for word in words)


def negated_values(sentence: str) -> Set[str]:
    """The values a negator stands right before, past markup and a copula ("neither 3 nor 4", "ni $3$ ni $4$", "not 14", "No es 14")."""
    tokens = _tokens_past_markup(sentence)

    def negates(token: _Token) -> bool:  # (correlatives: "ni", "né"; not a run that a condition closes: "区別しないのであれば 10")
        return token[0] == "word" and (is_negator(token[1]) or token[1] in _NEGATIVE_CHOICE_WORDS) \
            and (token[1].isascii() or not token[1].endswith(_CLAUSE_END_FORMS))

    denied = set()
    for index, (kind, text) in enumerate(tokens):
        before = index - 1
        while kind == "value" and before > 0 and not negates(tokens[before]) and tokens[before][1] in _AUXILIARIES:
            before -= 1
        if kind == "value" and before >= 0 and negates(tokens[before]):
            denied.add(text.strip("$"))
    return denied


_NEGATIVE_CHOICE_WORDS = _words(NEGATIVE_CHOICES)


def description(sentence: str, denied: Set[str]) -> Tuple[int, int]:
    """Where a clause begins and ends that describes a denied value right before it, opened by a relative or a comparative
    conjunction ("not 53 as you would get by adding 33 and 20", "nicht 53, wie man es durch Addieren erhält"), or (-1, -1).
    Its values are the denied value's givens. It ends at the first comma, semicolon, colon or dash set off by spaces after
    its opener ("not 53 as some claim; 48 might also be right", "..., si bien 50 tampoco sería descabellada")."""
    for found in _NUMBER_RE.finditer(sentence) if denied else ():
        opener = _DESCRIPTION_OPENER_RE.match(sentence, found.end()) if found.group().replace(",", "") in denied else None
        if opener:
            end = _DESCRIPTION_END_RE.search(sentence, opener.end())
            return found.end(), end.start() if end else len(sentence)
    return -1, -1


# Where a description ends: a comma, a semicolon, a colon or a dash set off by spaces ("no 53 como saldría al sumar 33 y 20,
# si bien 50 tampoco sería descabellada", "..., encore que 48 se défendrait": what follows is read).
_DESCRIPTION_END_RE = lazy_compile(r"[,，;；:：]|\s[—–]\s")
_DESCRIPTION_OPENER_RE = lazy_compile(r"[\s$*_)]*,?[ \t]*(?:" + "|".join(sorted(map(re.escape, _RELATIVES | _words(COMPARATIVE_CONJUNCTIONS)), key=len, reverse=True))
                                      + r")(?![^\W\d_])", re.IGNORECASE)


_ADDITIVE_WORDS = _words(ADDITIVE_MARKERS)
# Where a clause ends inside a sentence: a semicolon, a dash, a comma.
_CLAUSE_MARK_RE = lazy_compile(r"[;；—–,，]")


def endorses_another_value(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence names another value than the answer's and a later clause of it calls that value valid as well,
    through an anaphor or a demonstrative ("some textbooks arrive at $720^\\circ$; that answer can also be marked correct", "...
    otrzymuje się 15 — i taką odpowiedź również można uznać"): the writer offers it beside the answer.  The clause holds an
    additive word and a word of validity, and no negator."""
    clauses = _CLAUSE_MARK_RE.split(sentence)
    for index, clause in enumerate(clauses[1:], 1):
        words = words_of(clause)
        if _ADDITIVE_WORDS.isdisjoint(words) or not VALIDITY_LEXICON.in_words(words) or any(map(is_negator, words)):
            continue
        if (_ANAPHOR_WORDS & words or _DEMONSTRATIVES & words) and not values_in(clause) \
                and any(not is_own_value(value, own) for earlier in clauses[:index] for value in values_in(earlier)):
            return True
    return False
