"""Later sentences that restate the answer in another form ("In simplest form this is $2\\sqrt{5}$.", "As a decimal this is
0.5.", "Vereinfacht ist das 13."): an anaphor of the answer, and besides it only words of form (``FORM_WORDS``), copulas,
auxiliaries, determiners and connectives, with one value at the sentence's end.  Their value is compared with the answer's
as a chain after a box is (a different one is wrong), and the notes' rules never read them as another answer offered ("This
can also be written as $2\\sqrt{5}$").  Below boxes.py, which reads the text after the last box; above retractions.py."""

from __future__ import annotations

import re

from typing import Iterator, List, Optional, Tuple

from .._lazy import lazy_compile
from .._tables import FORM_WORDS
from ..limits import MAX_RESTATEMENTS, TAIL_SCAN
from .lexicons import _ANAPHOR_WORDS, _AUXILIARIES, _DETERMINERS, _OPENERS, _RELATIVES, _spans, _words
from .layout import _SENTENCE_END_RE
from .phrases import DOUBTS_SET, NEUTRAL_ALONE, REPLACEMENTS_SET, RETRACTIONS_SET
from .retractions import _retracts
from .interjections import replaces_at_start

_NAMING_FORMS = _words(FORM_WORDS)
_FORM_WORDS = _NAMING_FORMS | NEUTRAL_ALONE | _AUXILIARIES | _DETERMINERS | _OPENERS
# A sentence (or its first clause, to a semicolon) that ends in a value: a digit, a math span or a brace closing it, then only
# its stop and closers, or a comma and a relative word.
_ENDS_IN_VALUE_RE = lazy_compile(r"[\d$}]\)?(?:[\s.!。！)*_]*(?:[;；]|\Z)|\s*[,，]\s*(?:" + "|".join(sorted(_RELATIVES, key=len, reverse=True))
                                  + r")(?![^\W\d_]))", re.IGNORECASE)
# Where a sentence ends: a stop (not a decimal point) or a line's end.
_SENTENCE_BREAK_RE = lazy_compile(_SENTENCE_END_RE.pattern + r"|\n")
_PLAIN_NUMBER_RE = lazy_compile(r"[-−]?\d[\d.,]*")


def restated_forms(tail: str, answer: str) -> Tuple[str, List[str]]:
    """The text after an answer with its restating sentences blanked (positions kept), and the values they restate, in order;
    read within TAIL_SCAN characters, up to a withdrawal or a doubt (past one a later value is the notes' to read: "No, wait.
    It is 6.")."""
    window = tail[:TAIL_SCAN]
    values: List[str] = []
    for opened, end in _sentence_bounds(window):
        sentence = window[opened:end]
        if not _ENDS_IN_VALUE_RE.search(sentence):
            continue  # (a first test: most sentences end in words)
        value = restated_value(sentence, answer)
        if value is None:
            continue
        if _withdrawn_before(window[:opened], answer):
            break
        values.append(value)
        tail = tail[:opened] + " " * len(sentence) + tail[end:]
        if len(values) == MAX_RESTATEMENTS:
            break
    return tail, values


def _sentence_bounds(text: str) -> Iterator[Tuple[int, int]]:
    """Where each sentence of a text starts and ends (``_SENTENCE_BREAK_RE``), the last one to the text's end."""
    start = 0
    for end in [found.end() for found in _SENTENCE_BREAK_RE.finditer(text)] + [len(text)]:
        yield start, end
        start = end


def _withdrawn_before(text: str, answer: str) -> bool:
    """Return whether a sentence of ``text`` withdraws the answer or doubts it ("No, wait.", "I made an error.", "Let me
    recheck."): a value restated after it is a correction, read by the notes ("It is 6."); a negated statement is none ("No
    step divided by zero")."""
    if not any(phrases.search(text) for phrases in (RETRACTIONS_SET, DOUBTS_SET, REPLACEMENTS_SET)):
        return False
    for opened, end in _sentence_bounds(text):
        sentence = text[opened:end].strip()
        if sentence and (_retracts(sentence, answer) or DOUBTS_SET.starts(sentence) or replaces_at_start(sentence)):
            return True
    return False


def restated_value(sentence: str, answer: str) -> Optional[str]:
    """The value a sentence restates the answer as, or None (``restated_forms``): its subject an anaphor of the answer, or the
    answer's own value ("$\\sqrt{20}$ can also be written as $2\\sqrt{5}$"); a semicolon may end it, with no value after it."""
    spans = [span for span in _spans(sentence) if span[0] != "command"]
    clause = next((index for index, span in enumerate(spans) if span[0] == "stop" and span[1] in ";；"
                   or span[0] == "comma" and index + 1 < len(spans) and spans[index + 1][1] in _RELATIVES), len(spans))
    relative = clause < len(spans) and spans[clause][0] == "comma"  # (a relative clause after a comma may follow, with no number
    if any(kind == "value" and (not relative or _PLAIN_NUMBER_RE.fullmatch(text.strip("$ "))) for kind, text, _, _ in spans[clause:]):
        return None  # in it: "..., which is the familiar closed form $2^n$")
    spans = [span for span in spans[:clause] if not (span[0] == "stop" and span[1] in "()（）")]
    while spans and spans[-1][0] == "stop" and spans[-1][1] in ".!。！":
        spans.pop()
    values = [index for index, span in enumerate(spans) if span[0] == "value"]
    if not values or values[-1] != len(spans) - 1 or any(kind == "stop" for kind, _, _, _ in spans):
        return None  # a value at the end of one sentence
    subjects = [index for index in values[:-1] if spans[index][1].strip("$ ") == answer.strip()]
    if len(values) - len(subjects) != 1:
        return None  # no value but the answer's own as the subject, and the one restated
    words = [text for kind, text, _, _ in spans[:-1] if kind == "word"]
    anaphors = [word for word in words if word in _ANAPHOR_WORDS]
    if len(anaphors) + len(subjects) != 1 or any(word not in _FORM_WORDS for word in words if word not in _ANAPHOR_WORDS) \
            or _NAMING_FORMS.isdisjoint(words):
        return None  # (a word of form names the restatement: "It is 13." is a later value, read by the notes)
    return spans[-1][1].strip("$ ")
