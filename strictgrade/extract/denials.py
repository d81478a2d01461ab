"""A later sentence that denies the answer's own value: where the value stands in a negation's scope
as what its clause states, and whether the sentence speaks of other people.  Below assertion.py and
notes.py, which read the sentences after an answer with it.
"""

from __future__ import annotations

from typing import FrozenSet, Set

from .._lazy import lazy_compile
from .._tables import CONDITION_OPENERS, NUMBER_WORDS, OTHER_PEOPLE, QUESTION_MARKS
from .clauses import is_negated_complement
from .layout import is_own_value
from .lexicons import Lexicon, _ERRORS, _VALIDITY, _is_exclusion, _spans, _tokens, words_of
from .phrases import BOUNDS_SET
from .scope import is_denied_after, is_denied_before

__all__ = ["CONDITIONS_LEXICON", "OTHER_PEOPLE_LEXICON", "denial_of_own_value", "reports_other_people"]

OTHER_PEOPLE_LEXICON = Lexicon(OTHER_PEOPLE)
CONDITIONS_LEXICON = Lexicon(CONDITION_OPENERS)
# The first clause of a text: up to a stop, a semicolon or a closing bracket.
FIRST_CLAUSE_RE = lazy_compile(r"[^.;!?\n)）。；]*")
_QUOTE_CLOSERS = " \t\n)*_\"'”»"


def reports_other_people(sentence: str, words: FrozenSet[str]) -> bool:
    """Return whether a sentence speaks of other people ("Some students write 16"), not of a count of
    them ("7 people do not produce 21 handshakes", "three students"): a word for them that no value or
    number word counts."""
    if not OTHER_PEOPLE_LEXICON.in_words(words):
        return False
    counted = False
    for kind, text in _tokens(sentence):
        if kind == "word" and not counted and OTHER_PEOPLE_LEXICON.in_words(frozenset((text,))):
            return True
        counted = kind == "value" or text in NUMBER_WORDS
    return False


def denial_of_own_value(sentence: str, own: Set[str]) -> int:
    """Return where the answer's own value ends in a later statement that denies it, or -1: the value stands in the scope of a
    negation before it, as what the clause's verb states ("A soma não pode então ser 30.", "But 7 people
    do not produce 21 handshakes.", "The sequence never reaches 28."), not under a bound ("cannot be more
    than 12", "не больше 12"); or it is the subject of a negated claim of validity, an exclusion or an
    error ("12 does not work", "12 is ruled out"; not "12 is not prime", a property).  A question or a
    condition states nothing ("Why can't it be 12?", "If the ends were excluded, it would not be 12")."""
    if sentence.rstrip(_QUOTE_CLOSERS).endswith(QUESTION_MARKS) or CONDITIONS_LEXICON.in_words(words_of(sentence)):
        return -1
    for kind, text, start, end in _spans(sentence):
        if kind != "value" or not is_own_value(text.strip("$").replace(",", "").replace("\u2212", "-"), own):
            continue
        before, after = sentence[:start], sentence[end:]
        if is_denied_before(before, after) and not BOUNDS_SET.ends(before.rstrip(" $")):
            return end
        claim = {word for word_kind, word, _, _ in _spans(FIRST_CLAUSE_RE.match(after).group()) if word_kind == "word"}
        if is_denied_after(after, before) and (claim & _VALIDITY or claim & _ERRORS or any(_is_exclusion(word) for word in claim)) \
                or is_negated_complement(after):
            return end
    return -1
