"""A denied confirmation after an answer: the writer's check that fails ("Hmm, that doesn't match.", "This
does not check out."), told from a confirmation that is a negation of its own ("no errors") and from an
intransitive confirmation used as another verb ("No member holds a title").  Below notes.py.
"""

from __future__ import annotations

from typing import Tuple

from .._lazy import lazy_compile
from .._tables import INFINITIVE_MARKERS, INTRANSITIVE_CONFIRMATIONS
from .assertion import _phrase_end
from .layout import clause_before
from .lexicons import _AUXILIARIES, _DETERMINERS, _tokens, is_negator
from .phrases import CONFIRMATIONS_SET
from .retractions import _ANAPHORS
from .scope import is_denied_before


def denied_confirmation_at(text: str) -> int:
    """Return where the first confirmation in a negator's scope starts, or -1: a doubt of the writer's own
    check ("Hmm, that doesn't match.", "This does not check out.", "The result is not consistent with the
    table."); a confirmation that is a negation of its own ("no errors") confirms."""
    for start, words in CONFIRMATIONS_SET.located(text):
        if not any(is_negator(word) for word in words) and is_denied_before(text[:start]) and not _takes_an_object(text, start, words):
            return start
    return -1


_INTRANSITIVE_CONFIRMATIONS = frozenset(phrase for phrases in INTRANSITIVE_CONFIRMATIONS.values() for phrase in phrases)
_OBJECT_START_RE = lazy_compile(r"[\s*_]*(?:([^\W\d_]+)|\$?\d)")


def _takes_an_object(text: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether an intransitive confirmation ("holds", "adds up") is another verb: it has an object
    after it, an article or a number, and its negation is its subject's, a negative word before a noun that
    stands for no work of the writer ("No member holds a title", "no box holds 13 eggs").  A negated verb
    ("that doesn't hold this time", "do not add up to that") or a subject that is the work ("None of this
    adds up the way it should") denies the check."""
    if " ".join(words) not in _INTRANSITIVE_CONFIRMATIONS:
        return False
    following = _OBJECT_START_RE.match(text, _phrase_end(text, start, len(words)))
    if following is None or following.group(1) is not None and following.group(1).lower() not in _ARTICLES:
        return False
    subject = [word for kind, word in _tokens(clause_before(text[:start])) if kind == "word"]
    negator = max((index for index, word in enumerate(subject) if is_negator(word)), default=-1)
    between = subject[negator + 1 :]
    return negator >= 0 and any(word not in _AUXILIARIES for word in between) and not _ANAPHORS.in_words(frozenset(subject))


# The articles an object opens with ("holds a title", "holds the key"): a determiner that is no infinitive
# marker ("add up to that") and no anaphor ("hold this time").
_ARTICLES = _DETERMINERS - _ANAPHORS.words - frozenset(word for words in INFINITIVE_MARKERS.values() for word in words)
