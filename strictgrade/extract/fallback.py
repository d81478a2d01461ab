"""The fallbacks without box or anchor: a bare one-line answer and the final sentence."""

from __future__ import annotations

import re
from typing import List, Optional

from .._lazy import lazy_compile
from .._tables import CLAUSE_OPENERS, DISJUNCTIONS, EQUIVALENCE_WORDS, QUESTION_MARKS, SOURCE_NOUNS, SOURCE_OPENERS, SUBORDINATORS
from .._text import SPACING_FROM_ITS_START
from ..limits import MAX_BARE_LENGTH, MAX_BARE_WORDS, SENTENCE_WINDOW
from .phrases import CLOSING_LINES_SET, GIVENS_SET, JOINER_GAP_RE
from .words import _is_cjk
from .layout import (
    Extraction,
    _MATH_SPAN_RE,
    _NUMBER_RE,
    _has_value,
    _sentences,
    _strip_spans,
    _strip_trailing_filler,
    _words_after,
)
from .after_value import _unit_end
from .assertion import _check_qualifiers
from .lexicons import _AUXILIARIES, _DETERMINERS, _words, words_of
from .unfinished import _LABEL_RE, states_pending_work
from .confirmations import doubts_the_work
from ..verdict import HedgedError


_DISPLAY_SPAN_RE = lazy_compile(r"\\\[.*?\\\]|\$\$.*?\$\$", re.DOTALL)
_WORD_RE = lazy_compile(r"(?<![\\A-Za-z])[^\W\d_]{2,}")  # a word of two letters or more, in any script
_LONE_LETTER_RE = lazy_compile(r"^[A-Za-z]$")
_CHAIN_RE = lazy_compile(r"^[\d\s+\-*/×÷().,$=]+$")
# "A (or B)": an alternative form of the same answer in parentheses, "or" or a word of equivalence in any table
# language ("(ou 2.5)", "(oder 2,5)", "(或 2.5)", "(o bien 0.75)", "(es decir 0,75)"; not "versus").
_OR_WORDS = "|".join(re.escape(word) for word in sorted({word for words in DISJUNCTIONS.values() for word in words} - {"versus", "vs"}
                                                        | {word for words in EQUIVALENCE_WORDS.values() for word in words}, key=len, reverse=True))
_OR_ALTERNATIVE_RE = lazy_compile(
    SPACING_FROM_ITS_START + r"\(\s*(?:(?:" + _OR_WORDS + r")(?![^\W\d_]),?)(?:\s+equivalently)?\s*((?=[^()]*[\d\\])[^()a-zA-Z]{0,8}[^()]{0,52})\)",
    re.IGNORECASE,
)  # the other form holds a number or a command: "(or 1.5)", "(i.e. $\frac32$)"
_EMPHASIS_AROUND_RE = lazy_compile(r"(\*{1,3}|_{1,3})([^*_]+)\1")


def _word_count(text: str) -> int:
    """The words of a text, where a run of a script written without spaces counts a word per two
    characters ("所以她还剩下" is a clause, "27张" one count noun)."""
    return sum(max(1, len(word) // 2) if _is_cjk(word[0]) else 1 for word in _WORD_RE.findall(text))


def _from_bare(text: str) -> Optional[Extraction]:
    stripped = text.strip()
    if not any(char.isalnum() for char in stripped):
        return None
    if "\n" in stripped or len(stripped) > MAX_BARE_LENGTH or _MATH_SPAN_RE.search(stripped):
        return None
    if _word_count(stripped) > MAX_BARE_WORDS:
        return None  # a sentence, not a bare answer
    if "=" in stripped and _CHAIN_RE.match(stripped):
        return Extraction(stripped.rsplit("=", 1)[1].strip(), "chain")
    emphasis = _EMPHASIS_AROUND_RE.fullmatch(stripped)
    if emphasis:  # "**5**": Markdown emphasis around the whole answer
        return Extraction(emphasis.group(2).strip(), "bare")
    return Extraction(stripped, "bare")


def _from_final_sentence(text: str) -> Optional[Extraction]:
    tail = _DISPLAY_SPAN_RE.sub(lambda m: " ".join(m.group(0).split()), text[-SENTENCE_WINDOW:])  # one line each
    lines = [line for line in tail.strip().splitlines() if line.strip()]
    if not lines:
        return None
    sentences = _sentences(_strip_trailing_filler(_LABEL_RE.sub(" ", lines[-1])))
    if not sentences or _is_question_or_given(sentences[-1]) or states_pending_work(sentences[-1]):
        return None  # a question, the givens restated, or work still to do is not a conclusion
    sentence = sentences[-1]
    value = _single_value(sentence)
    if value is None and len(sentences) > 1 and _is_courtesy(sentences[-1]):
        sentence = sentences[-2]
        value = _single_value(sentence)  # "... is 12. I hope it is correct.": only a courtesy may follow
    if value is None:  # an earlier sentence never stands in for the last one (POLICY §1.4)
        return None
    position = sentence.rfind(value)
    if position >= 0:  # the words around the value qualify it as in an anchored sentence
        after = sentence[position + len(value) :]
        _check_qualifiers(sentence[:position], after)
        if doubts_the_work(after):  # "جواب ۱۲ است، اما خودم نمی‌توانم این را تأیید کنم", "..., though I cannot say this for certain"
            raise HedgedError("the final sentence doubts its value")
        value += _words_after(after)  # "12 million", "5 dozen eggs", "5 below zero": read with the value, as after a box
    return Extraction(value, "sentence")


def _is_courtesy(sentence: str) -> bool:
    """Return whether a sentence is a closing courtesy ("I hope it is correct.")."""
    return bool(CLOSING_LINES_SET.starts(sentence.strip(" *_"))) and not _has_value(sentence)


_OPENERS = sorted({word for words in CLAUSE_OPENERS.values() for word in words if word[0] < "\u3000"}, key=len, reverse=True)
# A connective word at a sentence's start ("So", "Donc", "Also"), then its comma.
_OPENER_RE = lazy_compile(r"\s*(?:" + "|".join(map(re.escape, _OPENERS)) + r")(?![^\W\d_])[ \t,，]*", re.IGNORECASE)


# A short lead-in closed by a comma, with no value ("To recap, ", "In short, ").
_LEAD_IN_RE = lazy_compile(r"\s*[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3}[ \t]*[,，][ \t]*")
_SUBORDINATORS = sorted({word for words in SUBORDINATORS.values() for word in words if word[0] < "\u3000"}, key=len, reverse=True)
# A subordinate clause that only reports where the main clause comes from ("As the problem says, ...").
_REPORTING_CLAUSE_RE = lazy_compile(r"\s*(?:" + "|".join(map(re.escape, _SUBORDINATORS)) + r")[ \t]+([^\d,，]{1,60})[,，]", re.IGNORECASE)


def _is_question_or_given(sentence: str) -> bool:
    """Return whether a final sentence asks a question or restates the givens: a reporting head of
    the givens opens its first clause, after a connective or a short lead-in ("So, we were told
    that ...", "To recap, the problem states ..."), or opens a subordinate clause that only reports
    the main one ("As the problem says, there are 9 players.")."""
    stripped = sentence.rstrip(" *_$")
    if stripped.endswith(QUESTION_MARKS):
        return True
    if GIVENS_SET.starts(sentence):
        return True
    lead = _OPENER_RE.match(sentence) or _LEAD_IN_RE.match(sentence)
    if lead and GIVENS_SET.starts(sentence[lead.end() :]):
        return True
    reporting = _REPORTING_CLAUSE_RE.match(sentence)
    return bool(reporting) and GIVENS_SET.starts(reporting.group(1)) or _names_its_source(sentence)


def _names_its_source(sentence: str) -> bool:
    """Return whether the sentence's first clause, closed by a comma and holding no value, opens with a word of source and
    names the problem ("Tal como nos indica el enunciado, ...", "Như đề bài đã cho, ..."): the main clause restates a given."""
    clause = _SOURCE_CLAUSE_RE.match(sentence)
    if clause is None:
        return False
    words = words_of(clause.group(1))
    return clause.group(1).split(None, 1)[0].lower() in _SOURCE_OPENERS and not _SOURCE_NOUNS.isdisjoint(words)


_SOURCE_CLAUSE_RE = lazy_compile(r"\s*([^\d,，.;:]{1,60})[,，]")
_SOURCE_OPENERS = _words(SOURCE_OPENERS)
_SOURCE_NOUNS = _words(SOURCE_NOUNS)


# An English ordinal written with digits ("4th"): its number, read by the normalizer (POLICY §3).
_ORDINAL_NUMBER_RE = lazy_compile(r"(?=\d)(?<![\w.])\d{1,6}(?:st|nd|rd|th)(?![^\W\d_])")


def _ranks(plain: str) -> List[str]:
    """The ordinals of a sentence that rank ("finishes in 4th place", "ends up 21st", "Leo is the 11th
    in line"), not those a determiner makes attributes of a noun outside a copula's predicate ("we
    take the 4th root", "The 4th term is what we need")."""
    ranks = []
    for match in _ORDINAL_NUMBER_RE.finditer(plain):
        previous = _PREVIOUS_WORDS_RE.search(plain, max(0, match.start() - _PREVIOUS_WORDS_REACH), match.start())
        words = previous.group().lower().split() if previous else []
        if not words or words[-1] not in _DETERMINERS or len(words) > 1 and words[-2] in _AUXILIARIES:
            ranks.append(match.group())
    return ranks


_PREVIOUS_WORDS_RE = lazy_compile(r"(?:[^\W\d_]+\s+)?[^\W\d_]+(?=\s*\Z)")  # the two words before an ordinal
_PREVIOUS_WORDS_REACH = 40  # characters read back for them


def _single_value(sentence: str) -> Optional[str]:
    """Return the one number or math span of a sentence, or None when there are none or several.

    A span that is one letter names a variable ("the largest $n$ is 34") and counts
    only when nothing else is there; an enumeration label ("2.", "Step 3:") is no value.
    """
    sentence = _LABEL_RE.sub(" ", sentence)
    alternatives = _OR_ALTERNATIVE_RE.findall(sentence)
    if alternatives:
        value = _single_value(_OR_ALTERNATIVE_RE.sub("", sentence))
        return None if value is None else ", ".join([value] + [a.strip(" $") for a in alternatives])
    matches = list(_MATH_SPAN_RE.finditer(sentence))
    spans = [next(part for part in match.groups() if part).strip() for match in matches]
    plain = _strip_spans(sentence)
    numbers = _NUMBER_RE.findall(plain) or _ranks(plain)  # "in 4th place", when no other number stands
    values = [span for span in spans if not _LONE_LETTER_RE.match(span)] + numbers
    if len(values) == 1 and numbers and _in_expression(plain, numbers[0]):
        return None  # "pi/4", "arctan(2)", "theta + 1": the number is part of an expression in words
    if len(values) == 1:
        return values[0].strip()
    if not values and len(spans) == 1:
        return spans[0]
    if len(matches) > 1 and not numbers and _are_joined(sentence, matches):
        return ", ".join(spans)  # "$x = 2$ and $x = -3$": one list answer
    return None


# A number joined by an operator or a bracket to a word: part of an expression written in words.
_WORD_OPERATOR_BEFORE_RE = lazy_compile(r"[^\W\d_](?:\s*[-+*/^×÷]|\()\s*\Z")  # "pi/", "pi + ", "arctan(" (glued)
_WORD_OPERATOR_AFTER_RE = lazy_compile(r"\s*[-+*/^×÷]\s*[^\W\d_]")


def _in_expression(sentence: str, number: str) -> bool:
    """Return whether the number stands in an expression with a word ("pi/4", "arctan(2)", "5 + x")."""
    position = sentence.rfind(number)
    if position < 0:
        return False
    if _WORD_OPERATOR_BEFORE_RE.search(sentence, max(0, position - 8), position):
        return True
    end = position + len(number)
    if not _WORD_OPERATOR_AFTER_RE.match(sentence, end, end + 8):
        return False
    rest = sentence[end:].lstrip()
    return not (rest.startswith("/") and _unit_end(rest[1:]) >= 0)  # "$20/hour": a rate, per a unit


def _are_joined(sentence: str, matches: List["re.Match[str]"]) -> bool:
    """Return whether consecutive math spans are separated only by "and", "or" or commas."""
    return all(
        JOINER_GAP_RE.match(sentence[left.end() : right.start()]) for left, right in zip(matches, matches[1:])
    )
