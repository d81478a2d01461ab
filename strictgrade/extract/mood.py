"""The mood of the predicate an answer's value is the subject of: a possibility ("$\\boxed{30}$ might be the
answer", "30 könnte die Antwort sein") offers the value, and so does a counterfactual under a condition
("$\\boxed{30}$ would be the answer if the ladder were upright", "30 sería la respuesta si ..."), as the same
words before the value do ("The answer might be 30").  A counterfactual alone ("30 would be the answer") states
it, as "The answer would be 30" does.  Read by assertion.py on the clause after the value.
"""

from __future__ import annotations

from typing import FrozenSet, List

from .._lazy import lazy_compile
from .._tables import ADDITIVE_MARKERS, INFINITIVE_COPULAS, OFFERING_MODALS, PRONOMINAL_OTHERS, WORK_NOUNS
from .lexicons import WORD_IN_ORDER_RE, _AUXILIARIES, _DETERMINERS, _OTHERS, _RESULT_NOUNS, _VALIDITY, _words, is_negator, words_of
from .anaphors import _CHECK_NOUNS, _NAMING_NOUNS
from .layout import _DIGIT_RE
from .phrases import APPROXIMATIONS_SET, BOUNDS_AFTER_SET
from .retractions import _ANAPHORS, _FIRST_PERSON, _MISTAKE
from .denials import CONDITIONS_LEXICON, COUNTERFACTUALS_LEXICON

# The words that may link a value to what its predicate calls it: auxiliaries, modals, copulas and additives
# ("might also be", "könnte ebenfalls"; an adverb between a modal and its copula too: "could well be").
_POSSIBILITY = _words(OFFERING_MODALS)
_PRONOMINAL_OTHERS = _words(PRONOMINAL_OTHERS)
_WORK = _NAMING_NOUNS | _CHECK_NOUNS | _words(WORK_NOUNS)  # a noun for the writer's work or its result
_COPULAS = _words(INFINITIVE_COPULAS)
_LINKS = _AUXILIARIES | _POSSIBILITY | _COPULAS | _words(ADDITIVE_MARKERS) | COUNTERFACTUALS_LEXICON.words
_MODAL_REACH = 40  # the characters before a value read for a modal that ends them
_PREDICATE_REACH = 6  # the most linking words read before what the predicate calls the value
# Closers and a comma may stand between the value and its predicate ("The count, 30, might be"): the links must follow
# at once, so that a relative or an aside set off by the comma (", which could be checked") is no predicate.
_PREDICATE_START_RE = lazy_compile(r"[\s$*_)\]},]*(?=[^\W\d_])")
_CLAUSE_BREAK_RE = lazy_compile(r"[,，;；:：.。!！?？()（）\n]")


def offered_by_mood(after: str) -> bool:
    """Return whether the clause right after a value is a predicate that offers it: linking words with a possibility
    modal, then what names an answer (a word of validity, a result noun, a determiner and its noun), or with a
    counterfactual and a condition later in the sentence ("21 handshakes would take place if nobody left early", read
    past the unit); a negator among the links leaves the clause to the scope of negation ("30 could not be the answer")."""
    start = _PREDICATE_START_RE.match(after)
    if start is None:
        return False
    words = WORD_IN_ORDER_RE.findall(after[start.end() :].lower())
    links: List[str] = []
    for index, word in enumerate(words[:_PREDICATE_REACH]):
        if is_negator(word):
            return False
        if word not in _LINKS and not (links and links[-1] in _POSSIBILITY and words[index + 1 : index + 2] and words[index + 1] in _COPULAS):
            break  # (an adverb between a modal and its copula links too: "could well be", "might just be")
        links.append(word)
    named = words[len(links) :]
    if not links or not named:
        return False
    if any(word in _POSSIBILITY for word in links):
        return _names_an_answer(named)
    return COUNTERFACTUALS_LEXICON.in_words(links) and CONDITIONS_LEXICON.in_words(named)  # whatever it predicates


def offered_by_modal_before(before: str, after: str) -> bool:
    """Return whether a possibility modal ends the words before a value whose copula follows it, as verb-final
    clauses write "might be 30" ("Die Antwort könnte 30 sein", "het antwoord kon 30 zijn"); a modal of ability does
    not ("Die Antwort kann 30 sein", as "The answer can be 30")."""
    following = _PREDICATE_START_RE.match(after)  # the copula first: most values are followed by no word at all
    first = WORD_IN_ORDER_RE.match(after, following.end()) if following else None
    if first is None or first.group().lower() not in _COPULAS:
        return False
    edge = before[-_MODAL_REACH:].rstrip(" \t\n$*_(").lower()
    last = WORD_IN_ORDER_RE.findall(edge)[-1:]
    return bool(last) and last[0] in _POSSIBILITY and edge.endswith(last[0])


def _names_an_answer(words: List[str]) -> bool:
    """Return whether a predicate's complement names an answer: a word of validity ("correct", "richtig"), a result noun
    ("answer", "total"), or a determiner and a noun ("the length", "la respuesta")."""
    first = words[0]
    return first in _VALIDITY or first in _RESULT_NOUNS or first in _DETERMINERS and len(words) > 1


def offers_another_by_mood(text: str) -> bool:
    """Return whether a clause offers another, unnamed value as a possibility: an offering modal whose subject or
    complement is another value, with no negator in the clause ("though another value could also work", "although it
    could be something else", "aunque podría ser otro"; not "no other value could work", "the other root could be
    negative", "another approach could be the following")."""
    if not may_offer_another(words_of(text)):
        return False  # (most texts: read once, as every check reads them)
    for clause in _CLAUSE_BREAK_RE.split(text):
        words = WORD_IN_ORDER_RE.findall(clause.lower())
        if not may_offer_another(frozenset(words)) or any(is_negator(word) for word in words):
            continue
        modal = next(index for index, word in enumerate(words) if word in _POSSIBILITY)
        complement = modal + 1
        while complement < len(words) and complement - modal <= _PREDICATE_REACH and words[complement] in _LINKS:
            complement += 1
        named = _names_an_answer(words[complement:] or [""]) or not _VALIDITY.isdisjoint(words[:modal])  # (verb-final: "möglich sein könnte")
        subject = _another_value(words[:modal]) and named
        if subject or _another_value(words[complement : complement + 3]):
            return True
    return False


def may_offer_another(words: FrozenSet[str]) -> bool:
    """Return whether words hold what ``offers_another_by_mood`` needs: an offering modal and a word of otherness."""
    return not _POSSIBILITY.isdisjoint(words) and not _OTHERS.isdisjoint(words)


def _another_value(words: List[str]) -> bool:
    """Return whether words hold another value: a word of otherness alone or before a noun for a value ("another
    value", "something else", "otro", "a different number")."""
    for index, word in enumerate(words):
        if word in _OTHERS:
            following = words[index + 1 : index + 2]
            if not following or word in _PRONOMINAL_OTHERS or following[0] in _NAMING_NOUNS or following[0] in _POSSIBILITY:
                return True
    return False


def hypothetical_mistake(sentence: str) -> bool:
    """Return whether a sentence's mistake is a hypothetical of nobody's work: an offering modal before its first word of
    mistake, whose subject names no work of the writer's ("One could make an error by counting ordered pairs", "A reader
    might overcount here"; not "I may have miscounted", "This could be wrong", "The calculation could contain an error",
    "There may be a mistake in my reasoning")."""
    words = WORD_IN_ORDER_RE.findall(sentence.lower())
    mistake = next((index for index, word in enumerate(words) if _MISTAKE.in_words(frozenset((word,)))), -1)
    modal = next((index for index, word in enumerate(words[: max(0, mistake)]) if word in _POSSIBILITY), -1)
    if modal < 0:
        return False
    subject, whole = frozenset(words[:modal]), frozenset(words)  # (the writer's work may follow: "a mistake in my reasoning")
    return not (_FIRST_PERSON.in_words(whole) or _ANAPHORS.in_words(subject) or whole & _WORK)


# What may follow an adverb that closes the value's clause: closers, then a stop, a clause mark or the end.
_CLAUSE_CLOSE_RE = lazy_compile(r"[\s$*_)\]}]*(?:[.,;!?。，；！？\n]|\Z)")


def approximated_at_clause_end(clause: str) -> bool:
    """Return whether an adverb of approximation or a bound closes the clause after a value, past its unit however many words it
    has and no other value ("48 kilometres per hour approximately", "48 كيلومترًا في الساعة تقريبًا"; not "48 km/h, that is
    13.3 m/s approximately", which approximates the conversion, nor "not approximately")."""
    sets = [phrases for phrases in (APPROXIMATIONS_SET, BOUNDS_AFTER_SET) if phrases.mentions(clause)]  # ("or more" closes one too)
    lower = clause.lower()
    for start, words in (found for phrases in sets for found in phrases.located(clause)):
        end = lower.find(words[-1], start) + len(words[-1])
        before = WORD_IN_ORDER_RE.findall(lower[:start])[-1:]
        if _CLAUSE_CLOSE_RE.match(clause, end) and not _DIGIT_RE.search(clause, 0, start) and not (before and is_negator(before[0])):
            return True
    return False
