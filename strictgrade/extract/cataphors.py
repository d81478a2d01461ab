"""A box denied before it by a forward reference: "What follows is **not** my final answer. It is a placeholder.\\n\\n$$\\boxed{20}$$",
"La valeur ci-dessous n'est pas la réponse.", "注意：次の値は正しい答えではありません。".

A sentence that ends right before the box's line, or one of the two before it, points forward at what follows (``CATAPHORS``)
and then denies it the answer's place or its validity: a negator after the word that points, and a word of the answer
(``ANCHOR_CORE_WORDS``) or of validity a few words after the negator.  A negation that restricts ("not only the answer")
denies nothing, and a box inside the sentence is read by the scope of its own clause, not here.
"""

from __future__ import annotations

import re
from typing import List

from .._lazy import lazy_compile
from .._text import trie_pattern
from .._tables import ANCHOR_CORE_WORDS, CATAPHORS
from ..limits import CATAPHOR_REACH
from .lexicons import _INFIX_NEGATORS, _RESTRICTIVES, VALIDITY_LEXICON, WORD_IN_ORDER_RE, _words, is_negator

__all__ = ["denied_ahead"]

_CATAPHORS = _words(CATAPHORS)
_ANSWER_WORDS = frozenset(word.lower() for word in ANCHOR_CORE_WORDS)
# A first test, a superset of what the rule reads, with no test of word edges (one trie in C).
_CATAPHOR_HINT_RE = lazy_compile(trie_pattern(sorted(_CATAPHORS)), re.IGNORECASE)
# What may stand between the last sentence before a box and the box: spacing, math openers, emphasis, a heading's marks.
_OPENERS_AFTER_STOP = " \t\n$*_#>"
_SENTENCE_SPLIT_RE = lazy_compile(r"(?<=[.!?。！？])\s+|\n+")
_SENTENCES_READ = 3  # the sentence before the box and the two before it
_CLAIM_REACH = 4  # the words after the negator read for the answer's or validity's word ("is not my final answer")


def denied_ahead(before: str) -> bool:
    """Return whether a sentence that ends right before a box (``before`` ends at it) denies what follows it the answer's place."""
    head = before[-CATAPHOR_REACH:].rstrip(_OPENERS_AFTER_STOP).removesuffix("\\[").removesuffix("\\(").rstrip(_OPENERS_AFTER_STOP)
    if not head.endswith((".", "!", "。", "！")):
        return False  # the box stands inside a sentence: its clause's scope reads it (most boxes)
    if _CATAPHOR_HINT_RE.search(head) is None:
        return False  # no word that points forward (found in C)
    sentences = [part for part in _SENTENCE_SPLIT_RE.split(head) if part.strip()][-_SENTENCES_READ:]
    return any(_denies_what_follows(sentence.lower()) for sentence in sentences)


def _denies_what_follows(sentence: str) -> bool:
    if sentence.isascii() or " " in sentence.strip():
        words = WORD_IN_ORDER_RE.findall(sentence)
        pointer = next((index for index, word in enumerate(words) if word in _CATAPHORS), -1)
        if pointer >= 0:
            return _negated_claim(words[pointer + 1 :])
    return _glued_denial(sentence)


def _negated_claim(words: List[str]) -> bool:
    """Return whether the words after the pointing word negate a claim of the answer's place or validity."""
    for index, word in enumerate(words):
        if is_negator(word):
            if words[index + 1 : index + 2] and words[index + 1] in _RESTRICTIVES:
                return False  # "not only the answer but also its check"
            claim = words[index + 1 : index + 1 + _CLAIM_REACH]
            return any(other in _ANSWER_WORDS for other in claim) or VALIDITY_LEXICON.in_words(frozenset(claim))
    return False


def _glued_denial(sentence: str) -> bool:
    """The same in the scripts without spaces: the pointing word, then a negator after it, and the answer's word or one of
    validity in the sentence ("次の値は正しい答えではありません", "下面的数不是答案")."""
    pointer = min((sentence.find(word) for word in _CATAPHORS if word in sentence), default=-1)
    if pointer < 0:
        return False
    rest = sentence[pointer:]
    negated = any(negator in rest for negator in _INFIX_NEGATORS)
    return negated and (any(word in rest for word in _ANSWER_WORDS if not word.isascii()) or VALIDITY_LEXICON.in_words(frozenset((rest,))))
