"""What a condition supposes: the openers of a condition, its counterfactual moods, and where the antecedent of a
conditional that supposes stands in a sentence ("If this count were wrong, ...", "...: if one step held a slip, the two
results would disagree", German "Zählt man die Diagonalen mit, kommt man auf 24").  A mistake supposed is none made; a value
under a condition is offered under it.  Below denials.py, offers.py and notes.py, which read what the condition governs."""

from __future__ import annotations

import re

from typing import FrozenSet, Set, Tuple

from .._lazy import lazy_compile
from .._tables import COUNTERFACTUALS, CONDITION_OPENERS, INVERTED_CONDITIONALS, PAST_COUNTERFACTUALS, QUESTION_MARKS, SUPPOSITIONS, VERB_FIRST_AUXILIARIES, VERB_FIRST_SUBJECTS, YES_NO_WORDS
from .lexicons import WORD_IN_ORDER_RE, Lexicon, _ANAPHOR_WORDS, _OPENERS, _WORD_RE, _words, is_negator, words_of
from .anaphors import _DEMONSTRATIVES
from .interjections import FIRST_WORD_RE, SENTENCE_EDGE
from .values import is_own_value, values_in

CONDITIONS_LEXICON = Lexicon(CONDITION_OPENERS)
COUNTERFACTUALS_LEXICON = Lexicon(COUNTERFACTUALS)
_SUPPOSITIONS = Lexicon(SUPPOSITIONS)
PAST_COUNTERFACTUALS_WORDS = _words(PAST_COUNTERFACTUALS)
_INVERTED = Lexicon(INVERTED_CONDITIONALS)


def _states_no_fact(sentence: str) -> bool:
    """Return whether a sentence is a counterfactual (an auxiliary of it: "the tally would no longer equal
    28") or opens with a condition ("If the ends were excluded, ...", "Had any pair shaken hands twice,
    ..."); a condition word inside it may be another word ("si bien que", Italian "si chiedono")."""
    first = _WORD_RE.search(sentence)
    opening = frozenset((first.group().lower(),)) if first else frozenset()
    return COUNTERFACTUALS_LEXICON.in_words(words_of(sentence)) or CONDITIONS_LEXICON.in_words(opening) or _INVERTED.in_words(opening)


_VERB_FIRST_SUBJECTS = {language: frozenset(words) for language, words in VERB_FIRST_SUBJECTS.items()}
_VERB_FIRST_AUXILIARIES = _words(VERB_FIRST_AUXILIARIES, proclitics=False)
# A sentence's first two words, past its marks, and the text up to the first comma.
# (past a reply's yes or no set off by a colon or a comma: "Ja: Lässt man auch negative Zahlen zu, erfüllt -12 sie")
_VERB_FIRST_RE = lazy_compile(r"[\s*_>#(\[-]*((?:" + "|".join(sorted(map(re.escape, YES_NO_WORDS), key=len, reverse=True))
                              + r")[ \t]*[:,][ \t]*)?([^\W\d_]+)\s+([^\W\d_]+)\b[^,.;:!?\n]*,", re.IGNORECASE)


def opens_with_verb_first_condition(sentence: str) -> bool:
    """Return whether a sentence of a verb-second language opens with a condition whose finite verb comes first (``VERB_FIRST_SUBJECTS``:
    "Zählt man auch die Diagonalen mit, kommt man auf 24"): its first word is no word of a table of openers, its second a subject
    pronoun, a comma closes the clause, and the sentence asks nothing."""
    found = _VERB_FIRST_RE.match(sentence)
    if not found or sentence.rstrip(" *_)").endswith(QUESTION_MARKS):
        return False
    verb, subject = found.group(2), found.group(3).lower()
    return (verb[:1].isupper() or found.group(1) is not None) and verb.lower() not in _OPENERS and not CONDITIONS_LEXICON.in_words(frozenset((verb.lower(),))) \
        and (any(subject in words for words in _VERB_FIRST_SUBJECTS.values()) or verb.lower() in _VERB_FIRST_AUXILIARIES)  # "Sind die Kugeln
    # unterscheidbar, so gibt es 24": a copula or an auxiliary of these languages first takes any subject


def states_a_condition(sentence: str, words: FrozenSet[str]) -> bool:
    """Return whether a sentence (of ``words``) is said under a condition: a condition's word, an inverted conditional opening
    it ("Should the gate post count, ...") or a verb-first condition ("Sind die Kugeln unterscheidbar, ...")."""
    return CONDITIONS_LEXICON.in_words(words) or opens_with_verb_first_condition(sentence) or opens_with_inverted_conditional(sentence)


def opens_with_inverted_conditional(sentence: str) -> bool:
    """Return whether a sentence's first word, past its marks, is an inverted conditional ("Should the gate post count, ...",
    "Wäre die Münze fair, ...")."""
    first = FIRST_WORD_RE.match(sentence.lstrip(SENTENCE_EDGE))
    return first is not None and _INVERTED.in_words(frozenset((first.group().lower(),)))


def supposition_end(sentence: str) -> int:
    """Where the antecedent of a conditional that opens a sentence ends when it supposes ("If this count were wrong,
    ...", "Si este valor fuera incorrecto, ...": ``SUPPOSITIONS``): its first comma; -1 when no condition word opens
    the sentence or its antecedent states a fact or a hedge ("Unless I misread the problem, ...")."""
    start, end = supposed_span(sentence)
    return end if start == 0 else -1


# Where a clause may open inside a sentence: after a colon, a semicolon or a dash ("A useful habit: if ...").
_CLAUSE_OPENING_RE = lazy_compile(r"[:;：；—–]\s*")


def supposed_span(sentence: str) -> Tuple[int, int]:
    """The antecedent of a conditional that supposes, as (start, end), or (-1, -1): a condition word opens the sentence or a
    clause after a colon, a semicolon or a dash, and its antecedent (to its first comma) holds a word of supposition or of a
    past counterfactual ("If I had forgotten ..."), or its consequent a counterfactual ("...: if one step held a slip, the
    two results would disagree").  An antecedent that states a fact or a hedge supposes nothing ("Unless I misread ...")."""
    for start in [0] + [found.end() for found in _CLAUSE_OPENING_RE.finditer(sentence)]:
        first = _WORD_RE.search(sentence, start)
        if not first or sentence[start : first.start()].strip(" \t*_("):
            continue
        opening = frozenset((first.group().lower(),))
        if not (CONDITIONS_LEXICON.in_words(opening) or _INVERTED.in_words(opening)):  # ("Were this count wrong, ...")
            continue
        end = min((at for at in (sentence.find(",", start), sentence.find("，", start)) if at >= 0), default=-1)
        if end < 0:
            continue
        words = words_of(sentence[start:end])
        consequent = _CLAUSE_OPENING_RE.split(sentence[end:], 1)[0]
        if _SUPPOSITIONS.in_words(words) or not PAST_COUNTERFACTUALS_WORDS.isdisjoint(words):
            return start, end
        if _supposes_by_its_consequent(consequent):
            return start, end + len(consequent)  # its consequent is as unreal ("..., the two results would disagree")
    return -1, -1


def _supposes_by_its_consequent(consequent: str) -> bool:
    """Return whether the consequent of a condition is counterfactual and says nothing of the answer: no value (one would be
    offered under the condition: "If I made a mistake, the answer would be 38") and no negator with an anaphor or a
    demonstrative ("..., this number would not be correct" withdraws the answer; "..., the two results would fail the check"
    does not)."""
    words = WORD_IN_ORDER_RE.findall(consequent.lower())
    points = any(word in _ANAPHOR_WORDS or word in _DEMONSTRATIVES for word in words)
    return COUNTERFACTUALS_LEXICON.in_words(frozenset(words)) and not values_in(consequent) \
        and not (points and any(is_negator(word) for word in words))


# What a consequence arrives at: a number, or a math span (whose last value is its result).
_FIRST_STATED_RE = lazy_compile(r"\$[^$]*\$|\d[\d.,]*")


_CONSEQUENCE_END_RE = lazy_compile(r"[:;：；]")


def arrives_at_another_value(sentence: str, own: Set[str]) -> bool:
    """Return whether the consequence of a condition that opens a sentence and that a comma closes arrives at another value than
    the answer's ("Zählt man das Startfeld mit, kommt man auf 24"), the condition holding none; one that arrives at the answer's
    value again is a check ("Regner man baklengs, får man også 12 dager")."""
    comma = sentence.find(",")
    clause_end = _CONSEQUENCE_END_RE.search(sentence, comma + 1)  # (what follows a colon is a method: "kan man dele op: 10 % af ...")
    first = _FIRST_STATED_RE.search(sentence, comma + 1, clause_end.start() if clause_end else len(sentence))
    stated = values_in(first.group()) if first else []
    return comma >= 0 and not values_in(sentence[:comma]) and bool(stated) and not is_own_value(stated[-1], own)


# A condition inserted in a sentence, set off by commas: its opener after a comma, its clause up to the next comma.
_INSERTED_CONDITION_RE = lazy_compile(r"[,，]\s*(?:" + "|".join(sorted(map(re.escape, CONDITIONS_LEXICON.words), key=len, reverse=True))
                                      + r")(?![^\W\d_])([^,，.;!?\n]*)[,，]", re.IGNORECASE)


def offered_past_an_inserted_condition(sentence: str, own: Set[str]) -> bool:
    """Return whether a condition inserted between commas, with no value of its own, governs another value in the rest of its
    clause ("Außer $x = 5$ kommt, falls auch negative Werte zugelassen sind, noch $x = -3$ als Antwort infrage"): that value
    is offered under the condition; the answer's own value there is a check."""
    inserted = _INSERTED_CONDITION_RE.search(sentence)
    if inserted is None or values_in(inserted.group(1)):
        return False
    rest = values_in(_CLAUSE_END_RE.split(sentence[inserted.end() :], 1)[0])
    return bool(rest) and not any(is_own_value(value, own) for value in rest)


_CLAUSE_END_RE = lazy_compile(r"[.;!?。；\n]")
