"""Predicates of difference before a value ("differs from", "different from", "distinto de", "ค่าอื่นใดนอกจาก"): negated, they say
the value is the only one ("The count cannot be different from 14"); not negated, with the answer's value as their complement,
that the quantity is another ("The count differs from 9").  Read by the denials before an answer (assertion) and after it
(denials, notes)."""

from __future__ import annotations

from .._tables import DIFFERENCE_PREDICATES
from ..normalize import is_glued_script
from .layout import clause_before
from .lexicons import _EXCEPTIVE_MARKERS, _OTHERS, _THAN, _spans, _words, words_of
from .scope import is_denying, is_negator, polarity_before

_DIFFERENCE_PREDICATES = _words(DIFFERENCE_PREDICATES)
_DIFFERENCE_WORDS = _OTHERS | _EXCEPTIVE_MARKERS | _THAN | _DIFFERENCE_PREDICATES  # "different", "other", "except", "than", "differ"
_GLUED_DIFFERENCES = tuple(sorted((word for word in _DIFFERENCE_WORDS if word[:1] and is_glued_script(word[0])), key=len, reverse=True))
_DIFFERENCE_REACH = 3  # word tokens from the value back to its word of difference ("other than", "different from the")


def may_differ(text: str) -> bool:
    """Return whether a predicate of difference stands in ``text`` (a first test of ``states_a_difference``)."""
    return not _DIFFERENCE_PREDICATES.isdisjoint(words_of(text))


def states_a_difference(before: str) -> bool:
    """Return whether a predicate of difference ends the words before a value, with no negation of its clause: "The count
    differs from 9", "... might differ from 9", "El número es distinto de 9" say the quantity is another."""
    spans = _spans(before)[-2:]  # the predicate and its preposition end the words before the value ("differs from", "distinto de")
    if not spans or any(kind != "word" for kind, _, _, _ in spans) or spans[-1][1] not in _DIFFERENCE_PREDICATES \
            and (len(spans) < 2 or spans[0][1] not in _DIFFERENCE_PREDICATES or len(spans[-1][1]) > _PREPOSITION_LETTERS):
        return False  # (not "A different grouping gives 2")
    return not any(kind == "word" and is_negator(word) for kind, word, _, _ in _spans(clause_before(before)))  # no negation in its clause


_PREPOSITION_LETTERS = 4  # "from", "de", "von", "от", "da": the short word that links a predicate of difference to the value


def negates_a_difference(before: str) -> bool:
    """Return whether the words before a value end with a word of difference or exception ("different from", "other than",
    "distinto de", "ค่าอื่นใดนอกจาก") that a negation of its clause before it negates: "The count cannot be different from 14",
    "No hay manera de que el número sea distinto de 14" say that the value is the only one."""
    spans = _spans(before)
    for back, (kind, word, start, _) in enumerate(reversed(spans)):
        if kind != "word" or back >= _DIFFERENCE_REACH:
            return False
        if word in _DIFFERENCE_WORDS:
            return is_denying(polarity_before(before[:start]))
        glued = [word.find(other) for other in _GLUED_DIFFERENCES if other in word] if not word.isascii() else []
        if glued and min(glued) > 0:  # in a run of a script without spaces: the negation before the word of difference
            return is_denying(polarity_before(before[: start + min(glued)]))
    return False
