"""How the writer interjects, corrects or replaces after an answer: hesitations and interjections
("Wait", "Hmm"), correction words used as such ("No, 6.") and the openers of a replacement, each told
from a determiner of the same spelling ("no doubt", Portuguese "Um erro comum").  Below notes.py.
"""

from __future__ import annotations

import re
from typing import Tuple

from .._lazy import lazy_compile
from .._tables import DETERMINERS, INTERJECTIONS, PRIVATIVE_TAILS, REPLACED_BEFORE
from .layout import clause_before
from .lexicons import _DETERMINERS, _words, is_negator
from .phrases import CORRECTIONS_ONLY_SET, CORRECTIONS_SET, INTERJECTIONS_SET, REPLACEMENTS_SET, RETRACTIONS_SET, PhraseSet

__all__ = ["FIRST_WORD_RE", "SENTENCE_EDGE", "corrects", "judges", "judges_alone", "interjects", "opens_with_article", "replaces_at_start", "withdraws_alone"]

SENTENCE_EDGE = " \t\n*_>#-—,;:.(["  # what may open a sentence before its first word: "(Should the order matter, ...)"
FIRST_WORD_RE = lazy_compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")  # a word, its apostrophes kept
# A phrase that makes the value after it the one replaced ("rather than", "in place of"), perhaps then
# a determiner ("rather than the 210 ordered selections").
_REPLACED_PHRASES = "|".join(sorted((re.escape(phrase) for phrases in REPLACED_BEFORE.values() for phrase in phrases), key=len, reverse=True))
_ARTICLES = "|".join(sorted((re.escape(word) for words in DETERMINERS.values() for word in words if word[-1].isalpha()), key=len, reverse=True))
_REPLACED = r"(?:" + _REPLACED_PHRASES + r")(?:\s+(?:" + _ARTICLES + r")(?![^\W\d_]))?"
REPLACED_TAIL_RE = lazy_compile(r"(?<![^\W\d_])" + _REPLACED + r"[\s$]*\Z", re.IGNORECASE)
REPLACED_AT_RE = lazy_compile(_REPLACED + r"(?![^\W\d_])", re.IGNORECASE)
REPLACED_VALUE_RE = lazy_compile(r"\s*(?<![^\W\d_])" + _REPLACED + r"[\s$]*-?\d[\d,.]*\$?", re.IGNORECASE)
# The interjections that are also an article of some language (Portuguese "um"): an interjection only alone.
_ARTICLE_INTERJECTIONS = frozenset(word for words in INTERJECTIONS.values() for word in words if " " not in word) & _DETERMINERS


def replaces_at_start(part: str) -> bool:
    """Return whether a sentence opens with a replacement ("No, 6", "Actually, ...", "No wait, 6"): a
    negator among them only when it stands alone or before another replacement word, not as the
    determiner of a noun ("No doubt about it.", Portuguese "No início, ..." in the beginning)."""
    if not REPLACEMENTS_SET.starts(part) or part.lstrip().startswith("|"):
        return False  # (a table's heading, "| No. | Multiple |", is no replacement)
    first = FIRST_WORD_RE.search(part)  # past the marks before it ("– no doubt")
    if first is None or not _determines_a_noun(part, first.group().lower(), first.end()):
        return True
    following = FIRST_WORD_RE.search(part, first.end())
    return following is not None and any(start == following.start() for start, _ in REPLACEMENTS_SET.located(part))


def withdraws_alone(sentence: str) -> bool:
    """Return whether a sentence that opens a doubt or a replacement withdraws the answer by its own
    words: an interjection ("Wait", "Hmm"), a withdrawal ("scratch that"), or a correction word used
    as one ("No, 6."; not the "不" that opens "不过", "however")."""
    body = sentence.lstrip(SENTENCE_EDGE)
    return bool(INTERJECTIONS_SET.starts(body) and not opens_with_article(body) or RETRACTIONS_SET.starts(body) or corrects(sentence))


# What stands right after a correction word used alone ("No, 6", "13 - no.", "..., no!").
_ALONE_AFTER_RE = lazy_compile(r"[ \t]*(?:[,.!;:—–-]|\Z)")


def in_compound(text: str, start: int, words: Tuple[str, ...], phrases: PhraseSet) -> bool:
    """Return whether a phrase of one word found at ``start`` is a part of a word joined by a hyphen to
    letters, where only the whole compound is a word: the tail inside a sentence ("counting line-ups"),
    unless the head is the same word or an entry of ``phrases`` itself ("Ups-ups", "Ой-ой", "Typo-fix",
    "slip-up": the compound withdraws) or the compound opens its sentence as an interjection does
    ("Doppel-Ups – es sind 55"); or the head before a tail that says "without" (``PRIVATIVE_TAILS``: "typo-free",
    "fehler-frei").  A phrase of several words is matched across its hyphen as written ("double-counted")."""
    if len(words) != 1:
        return False
    if heads_privative(text, start):  # not under a negation: "That tally isn't error-free." withdraws
        clause = clause_before(text[:start])
        return not any(is_negator(word) for word in FIRST_WORD_RE.findall(clause.lower()))
    if start < 2 or text[start - 1] != "-" or not text[start - 2].isalpha():
        return False
    head_start = start - 1
    while head_start > 0 and (text[head_start - 1].isalnum() or text[head_start - 1] in "'’"):
        head_start -= 1
    head = text[head_start : start - 1]
    opens = not text[:head_start].rstrip(SENTENCE_EDGE) or text[:head_start].rstrip(" \t*_")[-1:] in ".!?。！？\n"
    return head.lower() != words[0] and not phrases.search(head) and not opens  # "Doppel-Ups – es sind 55" opens its sentence


def heads_privative(text: str, start: int) -> bool:
    """Return whether the word at ``start`` heads a compound whose tail says "without" ("error-free")."""
    end = _word_end(text, start)
    return text[end : end + 1] == "-" and text[end + 1 : _word_end(text, end + 1)].lower() in _PRIVATIVE_TAILS


def _word_end(text: str, start: int) -> int:
    """Where the run of letters, digits and apostrophes that starts at ``start`` ends."""
    end = start
    while end < len(text) and (text[end].isalnum() or text[end] in "'’"):
        end += 1
    return end


_PRIVATIVE_TAILS = _words(PRIVATIVE_TAILS)


def _stands_as_one(text: str, phrases: PhraseSet, replaced: bool = False) -> bool:
    """Return whether a phrase of ``phrases`` stands in ``text`` as one: a single word that is a negator
    or an article of some language only alone ("No, 47", "Um, 6"; not "with no numbers", "Um erro"), and
    a single word never as a part of a compound ("line-ups"); none in a table's cells ("| No. | Bilangan |": a heading)."""
    if text.lstrip().startswith("|"):
        return False
    return any(not (len(words) == 1 and (_determines_a_noun(text, words[0], start + len(words[0])) or in_compound(text, start, words, phrases)))
               and not (replaced and REPLACED_AT_RE.match(text, start)) for start, words in phrases.located(text))


def judges(text: str) -> bool:
    """Return whether a withdrawal, interjection, check or correction stands in ``text`` as one (``CORRECTIONS_SET``):
    not "Нет шансов, что ..." (no chance that), whose "нет" determines a noun."""
    return _stands_as_one(text, CORRECTIONS_SET)


def corrects(sentence: str) -> bool:
    """Return whether a correction word stands in the sentence as a correction ("No, 6."; not "with no numbers"),
    not as the head of a phrase that names what is replaced ("groups rather than line-ups", "statt der Paare"):
    that compares two phrases, and a value it replaces is read by ``replaces_own_value``."""
    return _stands_as_one(sentence, CORRECTIONS_ONLY_SET, replaced=True)


def _determines_a_noun(text: str, word: str, end: int) -> bool:
    """Return whether ``word``, ending at ``end``, is a negator or an interjection that is also an article
    of some language, and does not stand alone: the determiner of a noun ("no doubt", "with no numbers",
    Portuguese "Um erro comum"), not a correction or a hesitation ("No, 6", "No!", "Um, 6")."""
    return (is_negator(word) or word in _ARTICLE_INTERJECTIONS) and not _ALONE_AFTER_RE.match(text, end)


# What ends a sentence's first clause: a clause mark or a dash between spaces ("Wrong: ...", "不对，...", "Faux — ...").
_FIRST_CLAUSE_END_RE = lazy_compile(r"[,，:：;；!！]|\s[—–-]\s")


def judges_alone(sentence: str) -> bool:
    """Return whether a sentence opens with a withdrawal that is its whole first clause ("Wrong: a slip
    earlier, it should be 30.", "不对，刚才漏看了条件"): a verdict on what was said before, with its subject
    left out, so the writer's own, whatever the clause after it names."""
    body = sentence.lstrip(SENTENCE_EDGE)
    end = _FIRST_CLAUSE_END_RE.search(body)
    if end is None:
        return False
    first = body[: end.start()].rstrip()
    located = RETRACTIONS_SET.located(first)
    # the withdrawals fill the clause from its start ("Wrong:", "Wrong-wrong, 36", "To błąd:")
    return bool(first) and any(start == 0 for start, _ in located) and sum(map(len, (words for _, words in located))) == len(FIRST_WORD_RE.findall(first))


def interjects(sentence: str) -> bool:
    """Return whether an interjection stands in a sentence, not as the article of a noun ("Um erro")."""
    return INTERJECTIONS_SET.search(sentence) and _stands_as_one(sentence, INTERJECTIONS_SET)  # most sentences: none, found unplaced


def opens_with_article(part: str) -> bool:
    """Return whether a sentence opens with an interjection that is the article of a noun ("Um erro")."""
    first = FIRST_WORD_RE.search(part)
    return first is not None and first.group().lower() in _ARTICLE_INTERJECTIONS and _determines_a_noun(part, first.group().lower(), first.end())
