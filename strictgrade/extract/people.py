"""Other people in a sentence: words for them or for their objections, or a polite pronoun that addresses the reader.
What they say or write states nothing of the writer's ("Some students write 16", "Wenn Sie die Reihenfolge beachten,
erhalten Sie 60", "That objection does not hold up")."""

from __future__ import annotations

import re
from typing import FrozenSet, List, Optional, Tuple

from .._lazy import lazy_compile
from .._tables import ANSWER_KEY_MODIFIERS, FREE_RELATIVES, CONJUNCTIONS, NUMBER_WORDS, OBJECTION_NOUNS, OTHER_PEOPLE, POLITE_PRONOUNS, SOURCE_PREPOSITIONS, THIRD_PERSON_PRONOUNS, THIRD_PERSON_SAYING
from .lexicons import Lexicon, _DETERMINERS, _OPENERS, _Token, _tokens, _words
from .words import _word_tuple

OTHER_PEOPLE_LEXICON = Lexicon(OTHER_PEOPLE)
_THEIR_WORDS = Lexicon({language: OTHER_PEOPLE.get(language, ()) + OBJECTION_NOUNS.get(language, ()) for language in {*OTHER_PEOPLE, *OBJECTION_NOUNS}})


def reports_other_people(sentence: str, words: FrozenSet[str]) -> bool:
    """Return whether a sentence speaks of other people ("Some students write 16") or of an objection ("That objection
    fails"), not of a count of them ("7 people do not produce 21 handshakes", "three students"): a word for them that
    no value or number word counts."""
    if _addresses_reader(sentence):
        return True
    if not _THEIR_WORDS.in_words(words):
        return False
    counted = False
    tokens = _tokens(sentence)
    for index, (kind, text) in enumerate(tokens):
        if kind == "word" and not counted and _THEIR_WORDS.in_words(frozenset((text,))) and not _is_object(tokens, index):
            return True
        counted = kind == "value" or text in NUMBER_WORDS
    return False


_POLITE_RE = lazy_compile(r"(?<![^\W\d_])(?:" + "|".join(word for words in POLITE_PRONOUNS.values() for word in words) + r")(?![^\W\d_])")


def _addresses_reader(sentence: str) -> bool:
    """Return whether a polite pronoun stands in the sentence as written, with its capital (``POLITE_PRONOUNS``: "Wenn Sie
    die Reihenfolge beachten, erhalten Sie 60"); the lowercase word is another pronoun ("also ist sie nicht 9")."""
    return _POLITE_RE.search(sentence) is not None


def _is_object(tokens: List[_Token], index: int) -> bool:
    """Return whether the word at ``index`` stands after its determiner inside a phrase of another word, as an object
    ("Grouping the students differently yields ...", "Wenn man die Schüler anders gruppiert"), not as a subject that
    opens its clause ("But the students write 48"): the determiner follows a word that opens nothing."""
    return index >= 2 and tokens[index - 1][1] in _DETERMINERS and tokens[index - 2][0] == "word" and tokens[index - 2][1] not in _OPENERS


# (Plain alternations, built at import: read only where a source or a verb of saying stands, a trie would cost start-up.)
# A source preposition and its object up to the comma that ends it ("According to John,"), and a verb of saying in the
# third person with the one or two words before it, its subject ("Juan dice", "My friend says", "Die Formel sagt").
_SOURCES = [entry for entries in SOURCE_PREPOSITIONS.values() for entry in entries]
_SOURCE_WORDS = "|".join(sorted(map(re.escape, _SOURCES), key=len, reverse=True))
_SAYING_WORDS = "|".join(sorted(map(re.escape, _words(THIRD_PERSON_SAYING)), key=len, reverse=True))
_SOURCE_RE = lazy_compile(r"(?<![^\W\d_])(?:" + _SOURCE_WORDS + r")\s+([^,;:.!?\n]{1,40}?)\s*,", re.IGNORECASE)
_SAYING_RE = lazy_compile(r"(?:(?<![^\W\d_])([^\W\d_]+)\s+)?(?<![^\W\d_])([^\W\d_]+)\s+(?:" + _SAYING_WORDS + r")(?![^\W\d_])", re.IGNORECASE)
_PRONOUNS = _words(THIRD_PERSON_PRONOUNS)
# Where a clause joined to the one before it opens: a semicolon, or a comma and a conjunction (", and", ", und").
_JOINED_CLAUSE_RE = lazy_compile(r"[;；]|[,，]\s*(?:" + "|".join(sorted(map(re.escape, _words(CONJUNCTIONS)), key=len, reverse=True))
                                 + r")(?![^\W\d_])", re.IGNORECASE)
# A first test on the words before a value (as the tables read them, already split): the longest word of each source
# preposition, and the verbs of saying.
_ATTRIBUTING_WORDS = frozenset(max(_word_tuple(entry), key=len) for entry in _SOURCES) \
    | _words(THIRD_PERSON_SAYING)


def attributes_to_someone(before: str) -> bool:
    """Return whether the words before a value give it as another person's statement: a source preposition whose object
    is a person ("According to John, the answer is", "Según mi amigo, la respuesta es"), or a verb of saying in the third
    person whose subject is one ("Juan dice que la respuesta es", "My friend says"; not "The formula says", "Die Formel
    sagt").  A person is a word for other people, a pronoun of the third person, or a name: words that all open with a
    capital, after no determiner."""
    if _ATTRIBUTING_WORDS.isdisjoint(_word_tuple(before)):
        return False  # (most sentences: read at once)
    before = value_clause(before)
    for match in _SOURCE_RE.finditer(before):
        if _names_a_person(match.group(1).split(), None) or _names_an_answer_key(match.group(1)):
            return True
    return any((_names_a_person([match.group(2)], match.group(1)) or _names_an_answer_key(match.group(0)))
               and not _in_free_relative(before[: match.end(2)]) for match in _SAYING_RE.finditer(before))
    # (not "... agrees with what the textbook states: the mean is 18": the writer's clause states it)


def reports_in_free_relative(clause: str, located: "List[Tuple[int, Tuple[str, ...]]]") -> bool:
    """Return whether every reporting phrase ``located`` in a value's clause stands in a free relative or a comparison ("As the
    official solution also says, the answer is"): the writer's own clause states the value."""
    return bool(located) and all(_in_free_relative(clause[:start]) for start, _ in located)


def _in_free_relative(opening: str) -> bool:
    """Return whether a free relative or a comparison opens in the last words before a verb of saying's subject ("what the",
    "As the official", "o que o", "Come"): the saying is then the object of the writer's own clause."""
    clause = opening[max(opening.rfind(mark) for mark in ",;:，；：") + 1 :]  # in the saying's own clause
    words = " " + " ".join(_word_tuple(clause)[-_FREE_RELATIVE_REACH:]) + " "
    return any(" " + entry + " " in words for entry in _FREE_RELATIVE_ENTRIES)


_FREE_RELATIVE_REACH = 5  # words up to the saying verb: "As the official solution also (says)", "what the textbook (states)"


_ANSWER_KEYS = _words(ANSWER_KEY_MODIFIERS)
_FREE_RELATIVE_ENTRIES = tuple(entry for entries in FREE_RELATIVES.values() for entry in entries)


def _names_an_answer_key(phrase: str) -> bool:
    """Return whether a source or the subject of a verb of saying is an answer key, a textbook or another reference
    (``ANSWER_KEY_MODIFIERS``: "the answer key at the back of the book", "Lösungsheft", "el solucionario")."""
    return not _ANSWER_KEYS.isdisjoint(word.lower() for word in _word_tuple(phrase))


def value_clause(before: str) -> str:
    """The clause of the words before a value, past the last clause joined to the ones before it by a semicolon or by a
    comma and a conjunction ("Mia says the answer is 9, and my own count confirms it:" ends in the writer's clause)."""
    joined = list(_JOINED_CLAUSE_RE.finditer(before.rstrip(" \t$*_:：")))
    return before[joined[-1].end() :] if joined else before


def _names_a_person(words: List[str], previous: Optional[str]) -> bool:
    lower = frozenset(word.lower() for word in words)
    if _THEIR_WORDS.in_words(lower) or not _PRONOUNS.isdisjoint(lower):
        return True
    if previous is not None and previous.lower() in _DETERMINERS or not words or any(word.lower() in _DETERMINERS for word in words):
        return False
    return all(word[:1].isupper() and word[1:2].islower() for word in words)
