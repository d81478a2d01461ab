"""Questions after the answer and their replies: a question whether another value is the answer or valid, answered yes,
or whether it is wrong, answered no, makes it valid ("Is the answer 9? Yes.", "Is 9 wrong? No."); one about the answer's
own value answered no withdraws it ("Does 13 satisfy it? It does not."), and one that the reply settles against another
value denies that value, which offers nothing ("Could it be 72? No, 72 is not the least one.", "Is 9 too small? Yes.").
A question answered yes is a check.  Below notes.py, which reads every later sentence."""

from __future__ import annotations

import re
from typing import Optional, Set

from .._lazy import lazy_compile
from .._tables import ANCHOR_CORE_WORDS, DISJUNCTIONS, QUESTION_MARKS, YES_NO_WORDS
from ..limits import QUALIFIER_WINDOW, SHORT_SENTENCE_WORDS
from .suppositions import CONDITIONS_LEXICON
from .words import WORD_MARKS
from .lexicons import VALIDITY_LEXICON, _ANAPHOR_WORDS, _AUXILIARIES, _DETERMINERS, _OPENERS, _OTHER_WORDS, _RESULT_NOUNS, _negates_an_idiom, _tokens, _tokens_past_markup, _words, is_negator, words_of
from .phrases import RETRACTIONS_SET
from .retractions import _MISTAKE
from .interjections import FIRST_WORD_RE as _FIRST_WORD_RE
from .denials import gives_a_reason
from .reassignments import reassigns_the_answer
from .values import is_own_value, values_in

__all__ = ["affirms_another", "answered_yes", "answers_no", "asks_about_others", "asks_validity", "asks_why_not_another", "settles_against_another"]


def asks_why_not_another(question: str, own: Set[str]) -> bool:
    """Return whether a question names only other values and negates one of them right before it ("Why not 120?",
    "Pourquoi pas 120 ?"): when the text goes on to say why, it asks why that value is not the answer, which questions
    nothing of the answer ("120?", "Isn't it 120?" and "Or is it 120?" still do)."""
    tokens = _tokens_past_markup(question)
    values = [text for kind, text in tokens if kind == "value"]
    if not values or any(is_own_value(value.strip("$"), own) for value in values):
        return False
    return any(kind == "value" and index and tokens[index - 1][0] == "word" and is_negator(tokens[index - 1][1])
               for index, (kind, _) in enumerate(tokens))


def answered_yes(reply: str) -> bool:
    """Return whether the text after a question opens with a "yes", past one interjection ("Yes, because ...", "对，因为
    ...", "Ja.", "Hmm, yes.")."""
    opening = [text for kind, text in _tokens_past_markup(reply[:QUALIFIER_WINDOW]) if kind != "comma"][:_YES_REACH]
    return any(YES_NO_WORDS.get(word) == "yes" for word in opening)


_YES_REACH = 2  # the first words of a reply read for its "yes"
_EXPLAINING_MARKS = ("—", "–", ":", "：")  # after a reply's "no", what follows explains it
_NO_PHRASE_WORDS = 3  # the most words of a reply's "no" set off by a mark ("Not at all", "Überhaupt nicht", "Ni hablar")
_NO_WORD = r"(?:[^\W\d_]|[" + WORD_MARKS + r"])+"  # a word with its script's vowel signs ("जी नहीं")
_NO_PHRASE_RE = lazy_compile(r"[\s*_]*((?:" + _NO_WORD + r"\s+){0,%d}" % (_NO_PHRASE_WORDS - 1) + _NO_WORD + r")[\s*_]*(?=[—–:：,，;.!。])")


def affirms_a_doubt(question: str, reply: str, own: Set[str]) -> bool:
    """Return whether a question whether the answer's value is wrong, naming no other value, is answered yes ("Could 42 be
    wrong? Yes, ...", "Ist 42 falsch? Ja."): the writer withdraws it."""
    values = values_in(question) if _is_question(question) else []
    return bool(values) and all(is_own_value(value, own) for value in values) and asks_validity(question) is False and answered_yes(reply)


def affirms_another(question: str, reply: str, own: Set[str]) -> bool:
    """Return whether a question about values other than the answer's, answered, makes one of them valid: one whether it
    is the answer or valid, answered yes ("Is the answer 9? Yes.", "Could it be 9? Hmm, yes.", "Does 9 work? Yes."), or one
    whether it is wrong, answered no ("Is 9 wrong? No, it is right.").  A question of another property ("Is 9 prime?")
    makes nothing valid."""
    if not asks_about_others(question, own):
        return _is_question(question) and not values_in(question) and not _OTHER_WORDS.isdisjoint(words_of(question)) \
            and asks_validity(question) is True and answered_yes(reply)  # "Is there another solution? Yes."
    validity = asks_validity(question)
    return validity is True and answered_yes(reply) or validity is False and answers_no(question, reply, own, mine=False)


def asks_validity(question: str) -> Optional[bool]:
    """Whether a question asks if its value is the answer or valid (True: "Is the answer 9?", "Does 9 work?") or if it is
    wrong (False: "Is 9 wrong?", "Is 9 too small?"), or None: another property, both, or a negated question ("Isn't it 9?")."""
    words = words_of(question)
    last = _LAST_WORD_RE.search(question)  # a negator that ends the question is its particle or tag ("Liệu 7 có bị sai không?", "... or not?")
    tag = last.group(1).lower() if last else ""
    if any(is_negator(word) and word != tag and not _MISTAKE.in_words(frozenset((word,))) for word in words):
        return None  # (a word of falsity is a negator too: "wrong" asks, "not" negates the question)
    if words <= _IDENTITY_WORDS:
        return True
    valid, wrong = VALIDITY_LEXICON.in_words(words), bool(RETRACTIONS_SET.located(question)) or _MISTAKE.in_words(words)
    if valid and wrong:  # "12가 틀린 답일까요?": the answer noun a word of mistake modifies is no claim of validity
        valid = VALIDITY_LEXICON.in_words(frozenset(_ANSWER_NOUNS_RE.sub(" ", word) for word in words))
    return None if valid == wrong else valid


_ANSWER_NOUNS_RE = lazy_compile("|".join(sorted((re.escape(noun) for noun in ANCHOR_CORE_WORDS if not noun.isascii()), key=len, reverse=True)))


_LAST_WORD_RE = lazy_compile(r"([^\W\d_]+)[\s?？*_)]*\Z")
_IDENTITY_WORDS = _AUXILIARIES | _ANAPHOR_WORDS | _DETERMINERS | _OPENERS | _RESULT_NOUNS | frozenset(ANCHOR_CORE_WORDS) | _words(DISJUNCTIONS)


def answers_no(question: str, reply: str, own: Set[str], mine: bool = True) -> bool:
    """Return whether a question that names values, all the answer's (``mine``) or all others, is answered by a reply that
    opens with a negator or a "no" and states no value but the question's ("Does 13 satisfy the congruence? It does not.",
    "¿Cumple 13 la condición? No.", "Could the answer be 9? No — a ninth vertex would need ...", "Could it be 72? No, 72 is
    not the least one.")."""
    if not _is_question(question):
        return False  # (most sentences: no question, read at once)
    if mine and asks_validity(question) is False:
        return False  # "Could 42 be wrong? No: ...": the answer's value is affirmed (``denies_a_doubt``)
    return _replies_no(question, reply, own, mine)


def denies_a_doubt(question: str, reply: str, own: Set[str]) -> bool:
    """Return whether a question whether the answer's value is wrong, naming it first (or, naming none, whether the writer
    made a mistake), is answered by a reply that opens
    with a "no" and gives the answer no other value ("Is 7 too small? No: 7 · 4 + 23 · 2 = 74.", "Is 30 too large for a 5
    by 6 rectangle? No, it is exactly 5 times 6.", "12가 틀린 답일까요? 아니요."; not "..., No, it is 25."): the pair affirms
    it, and neither withdraws it."""
    if not _is_question(question):
        return False
    values = values_in(question)
    if values and (not is_own_value(values[0], own) or asks_validity(question) is not False) or not values and not _MISTAKE.in_words(words_of(question)):
        return False  # (with no value, a question of the writer's mistake: "Did I overlook a case? No: ...")
    words = [text for kind, text in _tokens_past_markup(reply) if kind == "word"]
    first = _FIRST_WORD_RE.search(reply)
    rest = reply[first.end() :].lstrip(" ,;:—–-") if first is not None else ""  # what follows the "no": "it is 25" gives another value
    return bool(words) and _is_no(words[0]) and not reassigns_the_answer(rest, own, words_of(rest))


def opens_with_no(reply: str) -> bool:
    """Return whether a reply's first word says no ("No, March 1 counts, so it stays 36", "Tidak, ...")."""
    first = _FIRST_WORD_RE.search(reply)
    return first is not None and _is_no(first.group().lower())


def _says_no(phrase: str) -> bool:
    """Return whether a reply's opening phrase says no: one of its words does, and no negator in it negates an idiom ("No doubt",
    "No question about it" say yes)."""
    tokens = _tokens(phrase.lower())
    return any(kind == "word" and _is_no(word) and not _negates_an_idiom(tokens, index) for index, (kind, word) in enumerate(tokens))


def _is_no(word: str) -> bool:
    """Return whether a reply's first word says no: a negator or a "no" of YES_NO_WORDS ("No.", "Nein", "Không")."""
    return is_negator(word) or YES_NO_WORDS.get(word) == "no"


def _replies_no(question: str, reply: str, own: Set[str], mine: bool) -> bool:
    values = values_in(question)
    if not values and (mine or _OTHER_WORDS.isdisjoint(words_of(question))) or any(is_own_value(value, own) != mine for value in values):
        return False  # (a question of the other values may name none: "Could any other positive integer work? No: ...")
    words = [text for kind, text in _tokens_past_markup(reply) if kind == "word"]
    if not words:
        return False
    named, asked = values_in(reply), set(values)
    first_word = _FIRST_WORD_RE.search(reply)
    phrase = _NO_PHRASE_RE.match(reply)  # a "no" of a few words before a mark: "Not at all —", "Of course not:", "Pas du tout,"
    said_no = phrase is not None and _says_no(phrase.group(1))
    rest = reply[phrase.end(1) :] if said_no else reply[first_word.end() :] if first_word is not None else ""  # type: ignore[union-attr]
    explained = gives_a_reason(rest) or rest.lstrip().startswith(_EXPLAINING_MARKS) or mine and said_no and not CONDITIONS_LEXICON.in_words(words_of(question))
    # "No, because 9 = 4 + 5", "Nein – 56 ...": givens; after a question of the answer's own value under no condition, what a "no"
    # set off by any mark is followed by explains the no ("Would it still be 36 if ...? No, then it is 6": a case, offered)
    if not explained and (any(not is_own_value(value, asked) for value in named) or named and not any(map(is_negator, words[1:]))):
        return False  # the question's value named again, denied or explained ("No — 72 is a common multiple, but not the
        # least one", "No, because 72 is odd"), not affirmed ("No, it is 72 after all"), and no other value
    first, second, third = (words + ["", ""])[:3]
    if said_no or phrase is None and _is_no(first):
        return True  # "No.", "Nein.", "No — a ninth vertex would need ...", "Not at all — it asks for the perimeter"
    return len(words) <= SHORT_SENTENCE_WORDS and (first in _ANAPHOR_WORDS or first in _AUXILIARIES) \
        and (is_negator(second) or first in _ANAPHOR_WORDS and second in _AUXILIARIES and is_negator(third))  # "It does not."


def asks_about_others(sentence: str, own: Set[str]) -> bool:
    """Return whether a sentence is a question that names values, none of them the answer's ("Is 9 too small?"): a word of
    withdrawal in it is said of them, not of the answer."""
    if not _is_question(sentence):
        return False
    values = values_in(sentence)
    return bool(values) and not any(is_own_value(value, own) for value in values)


def settles_against_another(question: str, reply: str, own: Set[str]) -> bool:
    """Return whether a question about other values is settled against them by its reply: one of validity or another
    property answered no ("Could it be 9? No — ..."), or one of a mistake answered yes ("Is 9 too small? Yes.")."""
    if asks_validity(question) is False:
        return asks_about_others(question, own) and answered_yes(reply)
    return answers_no(question, reply, own, mine=False)


def _is_question(sentence: str) -> bool:
    """Return whether a sentence ends with a question mark (past closing emphasis)."""
    return sentence.rstrip(" \n*_").endswith(QUESTION_MARKS)
