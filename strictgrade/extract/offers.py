"""The words by which a later sentence offers another value: a mood or an adverb of alternatives
("would", "otherwise", "sarebbe"), a verb in the conditional mood by its ending ("trouverait"), and an
additive adverb ("also", "auch") where it bears on the other value.  Below notes.py, which reads the
sentences after an answer with them.
"""

from __future__ import annotations

from typing import FrozenSet, List, Set

from .._lazy import lazy_compile
from .._tables import ADDITIVE_MARKERS, CONDITIONAL_ENDINGS, INVERTED_CONDITIONALS, LABEL_WORDS, OFFERING_MARKERS
from ..limits import ADDITIVE_REACH
from .interjections import FIRST_WORD_RE
from .layout import _NUMBER_RE, is_own_value, values_in
from .phrases import CONDITIONS_SET
from .lexicons import Lexicon, _AUXILIARIES, _DETERMINERS, _RELATIVES, _Token, _VALIDITY, _tokens, _words

__all__ = ["OFFERING_LEXICON", "in_conditional_mood", "offers_by_word", "offers_in_brackets"]

OFFERING_LEXICON = Lexicon(OFFERING_MARKERS)
_ADDITIVES = _words(ADDITIVE_MARKERS)
_CONDITIONAL_ENDINGS = tuple(ending for endings in CONDITIONAL_ENDINGS.values() for ending in endings)
_CLAUSE_ENDS = ("stop", "comma")


def offers_by_word(sentence: str, words: FrozenSet[str], own: Set[str]) -> bool:
    """Return whether a word of the sentence offers another value than the answer's: an offering
    word anywhere ("might", "otherwise"), a verb in the conditional mood, or an additive adverb that
    bears on another value (``_additive_offers``)."""
    return OFFERING_LEXICON.in_words(words) or in_conditional_mood(sentence, words) \
        or not _ADDITIVES.isdisjoint(words) and _additive_offers(_tokens(sentence), own)


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
        opens = not any(kind == "word" or kind == "value" for kind, _ in tokens[:index])
        ends = ("stop",) if opens else _CLAUSE_ENDS
        end = next((position for position in range(index + 1, len(tokens)) if tokens[position][0] in ends), len(tokens))
        following = _other_values(tokens[index + 1 : end], own)
        if opens:
            first = next((kind for kind, _ in tokens[index + 1 : end] if kind != "comma" and kind != "command"), "")
            if following and (first == "value" or _holds_validity(tokens[index + 1 : end])):
                return True
            continue
        if _within_reach(tokens[index + 1 : end], own):
            return True
        earlier = next((position for position in range(start, index) if _other_values(tokens[position : position + 1], own)), -1)
        if earlier >= 0 and (_holds_validity(tokens[earlier + 1 : end]) or _only_naming(tokens[start:end])):
            return True  # "21 also works", "42 fits the statement too", "21 too."
    return False


def _within_reach(tokens: List[_Token], own: Set[str]) -> bool:
    """Return whether the first value after an additive (``tokens`` follow it in its clause) is another
    value with at most ADDITIVE_REACH words before it: the complement of the additive's verb ("could
    also be 21", "kan också vara 15"), not a value deep in a description ("is also the famous value of
    1 + 2 + ... + 100", "also checked the small case of 3 people")."""
    words = 0
    for kind, text in tokens:
        if kind == "value":
            return bool(_other_values([(kind, text)], own))
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


def _other_values(tokens: List[_Token], own: Set[str]) -> List[str]:
    return [value for kind, text in tokens if kind == "value" for value in values_in(text) if not is_own_value(value, own)]


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
    """Return whether a note in brackets right after the answer states another value and then a condition,
    read as after a box ("(13 when the first day counts)", "(Tuesday assuming today counts)"; CONDITIONS,
    wider than the openers a sentence's condition is read by).  The other values are the numbers that are
    not the answer's nor a label's ("(from Step 2 when ...)"), and the answer's class members ending at
    ``member_ends``."""
    if not sentence.lstrip(" $*_").startswith(("(", "（")):
        return False
    ends = [match.end() for match in _NUMBER_RE.finditer(sentence)
            if not is_own_value(match.group().strip("$,"), own) and not _is_label(sentence[: match.start()])]
    return any(CONDITIONS_SET.starts(rest) or _first_word(rest) in _INVERTED_CONDITIONALS  # "(13 should the first day count)"
               for rest in (sentence[end:].lstrip(" $*_") for end in ends + member_ends))


_INVERTED_CONDITIONALS = _words(INVERTED_CONDITIONALS)


def _first_word(text: str) -> str:
    word = FIRST_WORD_RE.match(text)
    return word.group().lower() if word else ""


def _is_label(before: str) -> bool:
    """Return whether the number after ``before`` is a label's ("Step 2", "part 3"): its word ends the text."""
    word = _LAST_WORD_RE.search(before)
    return word is not None and word.group(1).lower() in _LABEL_WORDS
