"""What an anaphor or a demonstrative that opens a sentence or a clause points at: a bare anaphor as the subject ("That
overlooks the flip."), a demonstrative and a noun that names a value ("but that answer is wrong").  Below denials.py,
which reads what they point at."""

from __future__ import annotations

from typing import List, Optional

from .._tables import CHECK_NOUNS, DEMONSTRATED_NOUNS, DEMONSTRATIVES
from ..limits import ANAPHOR_REACH
from .interjections import interjects
from .lexicons import SHARED_ANAPHORS, _ANAPHOR_WORDS, _OPENERS, _RESULT_NOUNS, _Span, _spans, _words

_DEMONSTRATIVES = _words(DEMONSTRATIVES)
_NAMING_NOUNS = _RESULT_NOUNS | _words(DEMONSTRATED_NOUNS)
_CHECK_NOUNS = _words(CHECK_NOUNS)


# The most words of an aside set off by a comma before a sentence's anaphor ("To be clear, that ...").
_FRONTED_ASIDE_WORDS = 3


def _opens_with_demonstrated_noun(clause: str) -> bool:
    """Return whether a clause opens, past its connectives, with a demonstrative and a noun that names a value ("but that
    answer is wrong", "aber diese Antwort ist falsch"): it points at the nearest value named before it."""
    words = [text for kind, text, _, _ in _spans(clause[:ANAPHOR_REACH]) if kind == "word"]
    while words and words[0] in _OPENERS:
        words = words[1:]
    return len(words) > 1 and words[0] in _DEMONSTRATIVES and words[1] in _NAMING_NOUNS


def _opens_with_anaphor(sentence: str) -> bool:
    """Return whether a bare anaphor is the sentence's subject: its first word past the connectives, with a word after it
    that is no noun it determines ("That overlooks ...", "Das übersieht ..."; not "This value", read as a named phrase)."""
    return _opening_anaphor(sentence) is not None


def _opening_anaphor(sentence: str) -> Optional[_Span]:
    """The span of the bare anaphor that is the sentence's subject (``_opens_with_anaphor``), or None; it may stand past a
    short aside that opens the sentence ("To be clear, that is wrong."), not past an interjection ("Hmm, that doesn't
    match." doubts the answer's check)."""
    spans = _spans(sentence[:ANAPHOR_REACH])
    found = _subject_anaphor(spans, sentence.isascii())
    if found is not None:
        return found
    comma = next((index for index, span in enumerate(spans) if span[0] != "word"), -1)
    if 0 < comma <= _FRONTED_ASIDE_WORDS and spans[comma][0] == "comma" and not interjects(sentence[: spans[comma][2]]):
        return _subject_anaphor(spans[comma + 1 :], sentence.isascii())
    return None


def _subject_anaphor(spans: List[_Span], ascii_only: bool) -> Optional[_Span]:
    """The first word of ``spans`` past the connectives when it is a bare anaphor with a word after it that it does not
    determine; a shared anaphor counts only in text that is not all ASCII ("To błąd")."""
    words = [span for span in spans if span[0] == "word" and span[1] not in _OPENERS]
    if len(words) < 2 or words[1][1] in _NAMING_NOUNS or words[1][1] in _CHECK_NOUNS:
        return None
    first = words[0][1]
    return words[0] if first in _ANAPHOR_WORDS or first in SHARED_ANAPHORS and not ascii_only else None
