r"""The policy's word tables (``_tables.py``) made once into the look-ups every stage uses.

This is the one place a phrase table becomes a matcher: extraction (the sentence around
an answer and the text after it) and grading (the candidate itself) use the same sets,
so a hedge is a hedge wherever it stands.  Phrases are looked up by whole words (one
dictionary probe per word), so the cost does not grow with the tables.

>>> HEDGES_SET.search("probably 5"), HEDGES_SET.search("probability 5")
(True, False)
>>> RETRACTIONS_SET.search("Hmm... no, wait. That is wrong"), RETRACTIONS_SET.search("Nein, warte")
(True, True)
>>> BOUNDS_SET.ends("The answer is at least "), BOUNDS_SET.ends("at least one, so ")
(True, False)
>>> DENIALS_SET.ends("答案不是"), BOUNDS_AFTER_SET.starts(" 以上")
(True, True)
"""

from __future__ import annotations

import functools
import re
from typing import Any, Dict, FrozenSet, Iterable, List, Optional, Sequence, Tuple

from .._lazy import lazy_compile
from .._text import is_hangul, korean_core, with_proclitics
from ..limits import PHRASE_EDGE, WORDS_CACHE_SIZE
from .._tables import (
    ALTERNATIVES, CONDITION_OPENERS, CONJECTURE_VERBS, INVERTED_CONDITIONALS, WRITERS_CONJECTURES,
    SOURCE_PREPOSITIONS, THIRD_PERSON_SAYING,
    CORRELATIVE_HEDGES,
    INFIX_LOOKALIKES,
    ANCHOR_CORE_WORDS,
    AUXILIARIES,
    ANSWER_ANCHORS,
    CONCLUDING_CONNECTIVES,
    BOUNDS,
    APPROXIMATIONS,
    EXACTNESS_WORDS,
    BOUNDS_AFTER,
    CLOSING_LINES,
    CONDITIONS,
    COMPARED_WITH,
    CONFIRMATIONS,
    CONTRASTS,
    ELLIPSES,
    CONJUNCTIONS,
    CORRECTIONS,
    DENIALS,
    DISJUNCTIONS,
    FREQUENT_WORDS,
    GIVENS,
    CHECKS,
    HEDGES,
    INTERJECTIONS,
    NEGATIONS,
    NEUTRAL_WORDS,
    NEGATED_MODALS,
    NEUTRAL_IDIOMS,
    NUMBER_WORDS,
    NO_VALUE,
    POSTPOSITIVE_BOUNDS,
    GENERIC_MISTAKES,
    REPORTED,
    RETRACTIONS,
    SPACING_COMMANDS,
    TRUE_VALUE_WORDS,
    VALUE_CHANGING,
    VALUE_CHANGING_BEFORE,
)
from .words import _WORD_RE, _is_cjk, _word_tuple

__all__ = [
    "clear_word_cache",
    "ALTERNATIVES_SET",
    "ANCHOR_PHRASES",
    "EMPHASIS_ANCHOR_PHRASES",
    "has_emphasis_colon",
    "BOUNDS_AFTER_SET",
    "BOUNDS_SET",
    "APPROXIMATIONS_SET",
    "EXACTNESS_SET",
    "CANDIDATE_QUALIFIERS_SET",
    "CHECKS_SET",
    "CLOSING_LINES_SET",
    "CONDITIONS_SET",
    "CONFIRMATIONS_SET",
    "CORRECTIONS_SET",
    "CORRECTIONS_ONLY_SET",
    "DENIALS_SET",
    "DOUBTS_SET",
    "CONTRAST_WORDS",
    "GIVENS_SET",
    "HEDGES_SET",
    "IDIOMS_SET",
    "JOINER_GAP_RE",
    "NEGATIONS_SET",
    "NEUTRAL_ALONE",
    "NEUTRAL_PHRASE_ENDS",
    "NEUTRAL_PHRASES",
    "NO_VALUE_SET",
    "NOT_HEDGES",
    "PhraseSet",
    "QUALIFIERS_AFTER_SET",
    "QUALIFIERS_BEFORE_SET",
    "REPLACEMENTS_SET",
    "REPORTED_SET",
    "GENERIC_MISTAKES_SET",
    "RETRACTIONS_SET",
    "VALUE_CHANGING_BEFORE_SET",
    "VALUE_CHANGING_SET",
    "names_another_true_value",
    "replaced_by_another",
    "offers_another",
    "stands_past_contrast",
]

def clear_word_cache() -> None:
    """Forget the texts split into words."""
    _word_tuple.cache_clear()
    _edge_words.cache_clear()


# What the walk back from a value reads past: the neutral words and phrases of every language
# and the spacing commands that are words to _WORD_RE ("\\quad"), longest first.
NEUTRAL_PHRASES: Tuple[Tuple[str, ...], ...] = tuple(
    sorted(
        {_word_tuple(phrase) for words in NEUTRAL_WORDS.values() for phrase in words}
        | {("\\" + name.lower(),) for name in SPACING_COMMANDS if name.isalpha()},
        key=lambda words: (-len(words), words),
    )
)
_NEUTRAL_HEADS: Dict[str, List[Tuple[str, ...]]] = {}
for _phrase in NEUTRAL_PHRASES:
    _NEUTRAL_HEADS.setdefault(_phrase[-1], []).append(_phrase[:-1])
# The neutral words that stand alone and end no longer neutral phrase: read past in one step.
NEUTRAL_ALONE = frozenset(word for word, heads in _NEUTRAL_HEADS.items() if heads == [()])
# The words that end a longer neutral phrase ("a" of "igual a"): neutral only after the rest of it.
NEUTRAL_PHRASE_ENDS = frozenset(word for word, heads in _NEUTRAL_HEADS.items() if any(heads))


def _neutral_length(words: Tuple[str, ...], last: int) -> int:
    """Return how many words the neutral word or phrase that ends at ``words[last - 1]`` spans (0: none)."""
    heads = _NEUTRAL_HEADS.get(words[last - 1])
    if heads is None:
        return 0
    for head in heads:
        if len(head) < last and words[last - 1 - len(head) : last - 1] == head:
            return len(head) + 1
    return 0


# Words every answer sentence may hold: the frequent words and each language's anchor word ("réponse").
_COMMON_WORDS = FREQUENT_WORDS | frozenset(ANCHOR_CORE_WORDS)


def _key(words: Tuple[str, ...]) -> str:
    """The word a phrase is looked up by: its longest word not common in answer sentences (the last of equals)."""
    rare = [word for word in words if word not in _COMMON_WORDS] or list(words)
    return max(reversed(rare), key=len)


_INDEX_ATTRIBUTES = frozenset(("direct", "cjk", "_cjk_pattern", "_cjk_re", "by_first", "by_last", "head_lengths", "keys"))


def mask_lookalikes(text: str, kept: Tuple[str, ...] = ()) -> str:
    """The text with each word of the scripts without spaces that holds a table's entry and is another
    word (``INFIX_LOOKALIKES``: "当然" holds "当", "ならない" holds "なら") blanked, at the same length:
    an entry matched as text is then never found inside it.  The ``kept`` lookalikes are a table's own words
    (the necessity "なければならない" holds the condition "ければ" and is a modal's entry): not blanked."""
    if text.isascii() or _LOOKALIKE_RE.search(text) is None:
        return text
    return _LOOKALIKE_RE.sub(lambda found: found.group() if found.group() in kept else "\u3000" * len(found.group()), text)


_LOOKALIKE_RE = lazy_compile("|".join(map(re.escape, sorted(INFIX_LOOKALIKES, key=len, reverse=True))))


class PhraseSet:
    """The phrases of one or more language tables, looked up by whole words.

    Latin and Cyrillic phrases match whole words, with any punctuation between them
    ("no wait" matches "No, wait"); CJK phrases match anywhere.  Looking a phrase up
    costs one tokenization and one dictionary probe per word, whatever the table size.

    >>> hedges = PhraseSet([{"en": ("maybe", "not sure")}])
    >>> hedges.search("It is 5, but I'm not... sure"), hedges.search("maybelline")
    (True, False)
    """

    # What the tables are indexed into, built on first use (import pays for none of it): the
    # attributes are missing until one is read, when __getattr__ builds them all.
    direct: FrozenSet[Tuple[str, ...]]
    cjk: Tuple[str, ...]
    _cjk_pattern: str
    _cjk_re: "Optional[re.Pattern[str]]"
    by_first: Dict[str, List[Tuple[str, ...]]]
    by_last: Dict[str, List[Tuple[str, ...]]]
    head_lengths: Dict[str, int]
    keys: FrozenSet[str]

    def __init__(self, tables: Iterable[Dict[str, Tuple[str, ...]]], direct: Iterable[str] = ()) -> None:
        self._tables = tuple(tables)
        self._direct_phrases = tuple(direct)

    def __getattr__(self, name: str) -> Any:
        if name not in _INDEX_ATTRIBUTES:
            raise AttributeError(name)
        self._build()  # two threads may both build: each sets the same values, and reads only complete ones
        return object.__getattribute__(self, name)

    def _build(self) -> None:
        phrases = {phrase.lower() for table in self._tables for language, entries in table.items() for phrase in with_proclitics(language, entries)}
        # Phrases that count only right before the value, never across neutral words.
        self.direct = frozenset(_word_tuple(phrase) for phrase in self._direct_phrases)
        # CJK phrases and signs that are no word ("✔", "‰") are matched anywhere, as text.
        anywhere = sorted(p for p in phrases if _is_cjk(p[0]) or not _word_tuple(p))
        self.cjk: Tuple[str, ...] = tuple(anywhere)
        # All of them as one pattern of literals (one scan of the text, not one per phrase),
        # compiled when a text that is not ASCII first needs it (import does not pay for it).
        self._cjk_pattern = "|".join(re.escape(p) for p in sorted(anywhere, key=len, reverse=True))
        self._cjk_re = None
        by_first: Dict[str, List[Tuple[str, ...]]] = {}
        by_last: Dict[str, List[Tuple[str, ...]]] = {}
        for phrase in phrases.difference(anywhere):
            words = _word_tuple(phrase)
            by_first.setdefault(words[0], []).append(words[1:])
            by_last.setdefault(words[-1], []).append(words[:-1])
        self.by_first, self.by_last = by_first, by_last
        self.head_lengths = {word: max(len(head) for head in heads) for word, heads in by_last.items()}
        # One word of each phrase, the rarest in answer sentences (its longest word that is not
        # frequent there: "less" of "less than"): a phrase stands in a text only if that word
        # does, so a text without any holds none.  Set last: a set with its keys is complete.
        self.keys = frozenset(_key((first,) + rest) for first, rests in by_first.items() for rest in rests)

    def mentions(self, text: str) -> bool:
        """Return whether ``text`` may hold a phrase: it has a phrase's key word (an exact first test), a
        Korean word's core among them (``_korean_core``)."""
        words = _word_tuple(text)
        if not self.keys.isdisjoint(words) or self._cjk_in(text):
            return True
        return not text.isascii() and not self.keys.isdisjoint(korean_core(word) for word in words if is_hangul(word[0]))

    def _cjk_in(self, text: str) -> bool:
        if not self._cjk_pattern or text.isascii():
            return False
        if self._cjk_re is None:
            self._cjk_re = re.compile(self._cjk_pattern)  # the same pattern whichever thread compiles it first
        return self._cjk_re.search(text) is not None and self._cjk_re.search(mask_lookalikes(text)) is not None  # most texts: none

    def _matches(self, words: Tuple[str, ...]) -> List[Tuple[int, int]]:
        found = []
        by_first = self.by_first
        for index, word in enumerate(words):
            if word in by_first:
                for rest in by_first[word]:
                    if words[index + 1 : index + 1 + len(rest)] == rest:
                        found.append((index, index + 1 + len(rest)))
        return found

    def placed(self, text: str, outside: "Sequence[PhraseSet]" = ()) -> Tuple[Tuple[str, ...], List[Tuple[int, int]]]:
        """Return the words of ``text`` and where the phrases stand among them (first word, end), but
        not inside a phrase of the sets ``outside``; CJK phrases and signs matched as text are not placed."""
        words = _word_tuple(text)
        found = self._matches(words)
        if found and outside:
            covered = [match for other in outside for match in other._matches(words)]
            found = [m for m in found if not any(a <= m[0] and m[1] <= b for a, b in covered)]
        return words, found

    def located(self, text: str, outside: "Sequence[PhraseSet]" = ()) -> List[Tuple[int, Tuple[str, ...]]]:
        """Return where the phrases start in ``text`` (a character offset) with their words; a phrase
        matched as text (CJK, a sign) is one word.

        >>> PhraseSet([{"en": ("wrong",)}]).located("Nothing is wrong.")
        [(11, ('wrong',))]
        """
        words, found = self.placed(text, outside)
        located: List[Tuple[int, Tuple[str, ...]]] = []
        if found:
            starts = [match.start() for match in _WORD_RE.finditer(text.lower())]
            if len(starts) != len(words):
                located = [(0, words[first:end]) for first, end in found]  # the reading differs: from the start
            else:
                located = [(starts[first], words[first:end]) for first, end in found]
        if self._cjk_in(text):
            assert self._cjk_re is not None  # compiled by _cjk_in
            view = mask_lookalikes(text)
            covered = [(match.start(), match.end()) for other in outside if other._cjk_in(text)
                       for match in other._cjk_re.finditer(view)] if outside else []  # as search reads them: "错" in "易错点"
            located.extend((match.start(), (match.group(),)) for match in self._cjk_re.finditer(view)
                           if not any(start <= match.start() and match.end() <= end for start, end in covered))
        return located

    def search(self, text: str, outside: "Sequence[PhraseSet]" = ()) -> bool:
        """Return whether any phrase stands anywhere in ``text``.

        A match inside a phrase of one of the sets ``outside`` does not count
        ("probably" inside "this is probably wrong").
        """
        if not text:
            return False
        if self.placed(text, outside)[1]:
            return True
        if outside and not text.isascii():
            for phrase in (phrase for other in outside for phrase in other.cjk):  # "可能" inside "不可能" does not count
                text = text.replace(phrase, " ")
        return self._cjk_in(text)

    def ends(self, text: str, adjacent: bool = True) -> bool:
        """Return whether ``text`` ends with a phrase, perhaps then neutral words ("at least", "is not", "might be").

        ``adjacent=False`` says that something else (a label, an aside's comma) stands between the
        text and the value, so that the phrases that count only right before a value do not.
        """
        words, cut, end, ascii_head = _edge_words(text)
        if end < 0:
            return False
        found = self._walk_back(words, cut, adjacent)
        if found is None:  # the walk read the edge's first word, which the edge may have cut: read it all
            found = self._walk_back(_word_tuple(text[:end]), False, adjacent)
        if found:
            return True
        if ascii_head:
            return False
        head = text[:end]  # a CJK phrase is found at the end of the whole text (signs may pad it past the edge)
        return self._cjk_in(head) and any(_cjk_tail(mask_lookalikes(head), phrase) for phrase in self.cjk)

    def _walk_back(self, words: Tuple[str, ...], cut: bool, adjacent: bool = True) -> Optional[bool]:
        """Return whether words end with a phrase, perhaps then neutral words; None when the answer
        rests on the first word and ``cut`` says it may be part of a longer one."""
        last = len(words)
        while last:
            word = words[last - 1]
            heads = self.by_last.get(word)
            if heads:
                for head in heads:
                    if not head or words[last - 1 - len(head) : last - 1] == head:
                        if (last < len(words) or not adjacent) and head + (word,) in self.direct:
                            continue  # "the sum above is", "the table above, $N =": it bounds nothing across them
                        return None if cut and last - 1 - len(head) <= 0 else True
                if cut and last - 1 - self.head_lengths[word] <= 0:
                    return None
            neutral = 1 if word in NEUTRAL_ALONE else _neutral_length(words, last)
            if not neutral:
                return None if cut and last == 1 else False
            last -= neutral
        return None if cut else False

    def starts(self, text: str) -> bool:
        """Return whether ``text`` starts with a phrase (after punctuation and emphasis); a Korean word is
        also read without a counter glued before it and the copula glued after it ("명쯤", "남짓입니다")."""
        if not text:
            return False
        edge = text[:PHRASE_EDGE]
        words = _word_tuple(edge)
        if words:
            for first in (words[0], korean_core(words[0])) if is_hangul(words[0][0]) else (words[0],):
                for rest in self.by_first.get(first, ()):
                    following = words[1 : 1 + len(rest)]
                    if following == rest or rest and following[:-1] == rest[:-1] and len(following) == len(rest) \
                            and is_hangul(following[-1][0]) and korean_core(following[-1]) == rest[-1]:
                        return True  # "의 제곱이다": the copula glued to the phrase's last word
        stripped = edge.lstrip(" \t\n,.;:*_$()")
        return not stripped.isascii() and mask_lookalikes(stripped).startswith(self.cjk)


# Spacing (ideographic and no-break spaces too) and dollars: no word stands in them.
_EDGE_SPACES = " \t\r\n\u3000\u00a0$"
_ENVIRONMENT_OPENER_RE = lazy_compile(r"\\begin\s*\{[a-zA-Z]+\*?\}")


_TRAILING_DOTS = tuple(dots for dots in ELLIPSES if dots.startswith("\\"))  # the ellipses written as commands


def _edge(text: str) -> Tuple[int, int]:
    """Where the end of a text a phrase may end lies: its last PHRASE_EDGE characters before trailing
    spaces, dots written as commands and math openers (``$``, ``\\(``, ``\\[``, ``\\begin{equation}``), which hold no word."""
    end = len(text.rstrip(_EDGE_SPACES))
    while end >= 2:
        if text.startswith(("\\(", "\\["), end - 2):
            end = len(text[: end - 2].rstrip(_EDGE_SPACES))
            continue
        if text.endswith(_TRAILING_DOTS, 0, end):  # "at least \\ldots 5": the words trail off into the value
            end = len(text[: text.rfind("\\", 0, end)].rstrip(_EDGE_SPACES))
            continue
        opener = text.rfind("\\begin", max(0, end - 40), end) if text[end - 1] == "}" else -1
        if opener < 0 or not _ENVIRONMENT_OPENER_RE.fullmatch(text, opener, end):
            break
        end = len(text[:opener].rstrip(_EDGE_SPACES))
    return max(0, end - PHRASE_EDGE), end


@functools.lru_cache(maxsize=WORDS_CACHE_SIZE)
def _edge_words(text: str) -> Tuple[Tuple[str, ...], bool, int, bool]:
    """The words of a text's edge (``_edge``), whether the edge cut the text, where the edge ends (-1:
    an empty edge) and whether the text up to there is ASCII: what every table's ``ends`` reads of
    one text, computed once (the words before an answer are read by several tables)."""
    start, end = _edge(text)
    if start == end:
        return (), False, -1, True
    return _word_tuple(text[start:end]), start > 0, end, text.isascii() or text[:end].isascii()


def _cjk_tail(text: str, phrase: str) -> bool:
    """Return whether a CJK phrase stands at the end of ``text`` (before spaces, math delimiters)."""
    return text.rstrip(_EDGE_SPACES + "*_:：=\\是为").endswith(phrase) or text.rstrip(_EDGE_SPACES + "*_:：=\\").endswith(phrase)


HEDGES_SET = PhraseSet([HEDGES])
RETRACTIONS_SET = PhraseSet([RETRACTIONS])
CORRECTIONS_SET = PhraseSet([RETRACTIONS, INTERJECTIONS, CHECKS, CORRECTIONS])
BOUNDS_SET = PhraseSet([BOUNDS, APPROXIMATIONS], direct=POSTPOSITIVE_BOUNDS)
APPROXIMATIONS_SET = PhraseSet([APPROXIMATIONS])  # read as hedges anywhere before the value in its clause
EXACTNESS_SET = PhraseSet([EXACTNESS_WORDS])
BOUNDS_AFTER_SET = PhraseSet([BOUNDS_AFTER])
DENIALS_SET = PhraseSet([DENIALS])
NEGATIONS_SET = PhraseSet([NEGATIONS])
REPORTED_SET = PhraseSet([REPORTED, GENERIC_MISTAKES])
GENERIC_MISTAKES_SET = PhraseSet([GENERIC_MISTAKES])
DOUBTS_SET = PhraseSet([INTERJECTIONS, CHECKS])
CHECKS_SET = PhraseSet([CHECKS])
GIVENS_SET = PhraseSet([GIVENS])
CONDITIONS_SET = PhraseSet([CONDITIONS])
ALTERNATIVES_SET = PhraseSet([ALTERNATIVES, DISJUNCTIONS])
CONFIRMATIONS_SET = PhraseSet([CONFIRMATIONS])
COMPARED_WITH_SET = PhraseSet([COMPARED_WITH])  # read by assertion._compared_with
NO_VALUE_SET = PhraseSet([NO_VALUE])
# What a hedge word inside does not make a hedge: a retraction ("this is probably wrong", read as
# one) and a confirmation that negates it ("exact, not approximate").
IDIOMS_SET = PhraseSet([NEUTRAL_IDIOMS])
NOT_HEDGES = (RETRACTIONS_SET, CONFIRMATIONS_SET, IDIOMS_SET, PhraseSet([NEGATED_MODALS]))
REPLACEMENTS_SET = PhraseSet([INTERJECTIONS, CORRECTIONS])
DISJUNCTIONS_SET = PhraseSet([DISJUNCTIONS])
VALUE_CHANGING_SET = PhraseSet([VALUE_CHANGING])
VALUE_CHANGING_BEFORE_SET = PhraseSet([VALUE_CHANGING_BEFORE])

_LIST_WORD = "(?:" + "|".join(
    sorted({re.escape(w) for table in (CONJUNCTIONS, DISJUNCTIONS) for ws in table.values() for w in ws}, key=len, reverse=True)
) + ")"
# Only list words, commas, spacing and "x =" labels between values: one list answer.
JOINER_GAP_RE = lazy_compile(
    r"\A(?:\s|[,;&$]|\\\\|\\[()\[\]]|\\quad|\\qquad|\\[,;!\ ]"
    r"|\\text\{\s*(?:" + _LIST_WORD + r"|,)?\s*\}|(?<![^\W\d_])" + _LIST_WORD + r"(?![^\W\d_])"
    r"|[a-zA-Z](?:_\{?\w+\}?)?\s*=)*\Z",
    re.IGNORECASE,
)
# After a value, a disjunction and then another value ("5, or 6", "5 ou 6", "5 或 6").
_ANOTHER_VALUE_RE = lazy_compile(r"[\s$*_(\\]*[-+−]?[\d\\({]")
PARTICLE_LETTERS = 6  # the longest word read as a particle after "or" ("else", "bien", "же"), not a phrase of its own


@functools.lru_cache(maxsize=1)
def _contrast_pattern() -> "re.Pattern[str]":
    """The contrast words of a text ("but", "pero", "但是"), whole words, CJK ones anywhere; compiled
    on first use (only a CJK phrase needs it)."""
    return re.compile(
        "|".join(
            (re.escape(word) if _is_cjk(word[0]) else r"(?<![^\W\d_])" + re.escape(word) + r"(?![^\W\d_])")
            for words in CONTRASTS.values()
            for word in sorted(words, key=len, reverse=True)
        ),
        re.IGNORECASE,
    )


CONTRAST_WORDS = frozenset(_word_tuple(word)[-1] for words in CONTRASTS.values() for word in words if not _is_cjk(word[0]))


def stands_past_contrast(phrases: PhraseSet, text: str) -> bool:
    """Return whether a phrase stands in ``text`` other than before a claimed value and a contrast
    word: "A common mistake is 6, but the answer is" reports nothing about what follows "but",
    while "far from" is itself the phrase and "My friend claims, however, that" claims no value.

    >>> stands_past_contrast(REPORTED_SET, "A common mistake is to answer 6, but the answer is ")
    False
    >>> stands_past_contrast(REPORTED_SET, "The answer is far from "), stands_past_contrast(REPORTED_SET, "A common mistake is ")
    (True, True)
    """
    words = _word_tuple(text)
    found = phrases._matches(words)
    if found:
        turns = [index for index, word in enumerate(words) if word in CONTRAST_WORDS]
        for _, end in found:  # a claim of another value, then a turn: "is to answer 6, but"; not "claims, however,"
            if not any(turn >= end and any(word.isdigit() for word in words[end:turn]) for turn in turns):
                return True
    if not phrases._cjk_in(text):
        return False
    last = None
    for last in _contrast_pattern().finditer(text):  # a CJK phrase is found as text: cut at the last contrast
        pass
    return phrases._cjk_in(text if last is None else text[last.end() :])


def offers_another(after: str) -> bool:
    """Return whether the text after a value offers another value ("5 or 6", "5, ou peut-être 6").

    >>> offers_another(" or 6."), offers_another(" oder $7$"), offers_another(" or so")
    (True, True, False)
    """
    head = after.lstrip(" \t$*_).,")
    if not DISJUNCTIONS_SET.starts(head):
        return False
    words = _WORD_RE.match(head)
    rest = head[words.end() :] if words else head.lstrip("或或者还是またはかあるいはもしくは")
    if words and words.group(0).lower() in _LONGER_DISJUNCTION_HEADS:  # "ya da 6": read the rest of the phrase
        for word in _LONGER_DISJUNCTION_HEADS[words.group(0).lower()]:
            following = _WORD_RE.match(rest.lstrip())
            if following is None or following.group(0).lower() != word:
                break
            rest = rest.lstrip()[following.end() :]
    if _ANOTHER_VALUE_RE.match(rest):
        return True
    particle = _WORD_RE.match(rest.lstrip())  # "or else 6", "ou bien 6", "или же 6", "або ж 6": one particle between
    return bool(particle) and len(particle.group(0)) <= PARTICLE_LETTERS and particle.group(0)[0] != "\\" \
        and bool(_ANOTHER_VALUE_RE.match(rest.lstrip()[particle.end() :]))


# The disjunctions of more than one word, by their first word ("ya" of "ya da"): the rest of the phrase.
_LONGER_DISJUNCTION_HEADS = {
    words[0]: words[1:] for words in (_word_tuple(w) for ws in DISJUNCTIONS.values() for w in ws) if len(words) > 1
}


_TRUE_VALUE_WORDS = frozenset(word for words in TRUE_VALUE_WORDS.values() for word in words)


def names_another_true_value(window: str, answer: str) -> bool:
    """Return whether the text after an answer calls another number the true one: a true-value word,
    at most two words (its noun), a copula, then a number (or number word) that is not the answer.

    >>> names_another_true_value(". But it ignores a pen, so the true count is 6.", "5")
    True
    >>> names_another_true_value(". The correct count is 5.", "5"), names_another_true_value(". The real part is 3.", "5")
    (False, False)
    """
    if _TRUE_VALUE_WORDS.isdisjoint(_word_tuple(window)):  # the window's words, split once for every table
        return False
    wanted = answer.strip().strip("$").lstrip("-−")
    for claim in _true_value_pattern().finditer(window.lower()):
        stop = _SENTENCE_STOP_RE.search(window, claim.end())
        if stop is not None and stop.group() in "?？":
            continue  # asked, not claimed ("Maybe the correct answer is 50? No."): the reply is read with the question
        value = claim.group(1)
        value = str(NUMBER_WORDS[value]) if value in NUMBER_WORDS else value
        if value.lstrip("-−") != wanted:
            return True
    return False


def _auxiliary_words() -> FrozenSet[str]:
    """The auxiliaries of every language, a copula between a true-value word and its value ("Правильно будет 55")."""
    return frozenset(word.lower() for words in AUXILIARIES.values() for word in words)


_SENTENCE_STOP_RE = lazy_compile(r"[.!?。！？\n]")


@functools.lru_cache(maxsize=1)
def _true_value_pattern() -> "re.Pattern[str]":
    """A true-value word, up to two words, a copula and the value, compiled on first use."""
    words = "|".join(sorted(map(re.escape, _TRUE_VALUE_WORDS), key=len, reverse=True))
    copulas = "|".join(sorted(map(re.escape, NEUTRAL_ALONE - NEUTRAL_PHRASE_ENDS - {"of", "to"} | _auxiliary_words()), key=len, reverse=True))
    numbers = "|".join(sorted(map(re.escape, NUMBER_WORDS), key=len, reverse=True))
    return re.compile(
        r"(?<![^\W\d_])(?:" + words + r")(?![^\W\d_])(?:\s+[^\W\d_]+){0,2}\s+(?:" + copulas + r"|=)\s+\$?"
        r"([-−]?\d+(?:[.,]\d+)?|(?:" + numbers + r")(?![^\W\d_]))"
    )


INTERJECTIONS_SET = PhraseSet([INTERJECTIONS])
CORRECTIONS_ONLY_SET = PhraseSet([CORRECTIONS])
_NUMBER_IN_TEXT_RE = lazy_compile(r"(?=\d)(?<![\w.])\d+(?:[.,]\d+)?(?![\w])")


def replaced_by_another(text: str, answer: str) -> bool:
    """Return whether an interjection stands right before a number other than the answer anywhere in
    ``text`` ("I checked: no errors, actually 13", "hmm, 13"): the later value replaces the answer.

    >>> replaced_by_another(" I checked: no errors, actually 13.", "5"), replaced_by_another(" Actually, 5 is right.", "5")
    (True, False)
    """
    if not INTERJECTIONS_SET.mentions(text):
        return False
    wanted = answer.strip().strip("$").lstrip("-−")
    for number in _NUMBER_IN_TEXT_RE.finditer(text):
        if number.group(0) != wanted and INTERJECTIONS_SET.ends(text[: number.start()].rstrip(" ,:;-—")):
            return True
    return False


# Every word that can start or end a qualifier before or after a value: text without any
# needs no closer look.
QUALIFIERS_BEFORE_SET = PhraseSet([REPORTED, DENIALS, BOUNDS, APPROXIMATIONS, HEDGES, VALUE_CHANGING_BEFORE, SOURCE_PREPOSITIONS, THIRD_PERSON_SAYING,
                                   CONDITION_OPENERS, INVERTED_CONDITIONALS, CONJECTURE_VERBS, WRITERS_CONJECTURES])  # (and the writer's suppositions)
QUALIFIERS_AFTER_SET = PhraseSet([RETRACTIONS, NEGATIONS, BOUNDS_AFTER, HEDGES, DISJUNCTIONS, CONDITIONS])

# Every phrase that makes an extracted answer no value: a hedge, a bound before or after it.
CANDIDATE_QUALIFIERS_SET = PhraseSet([HEDGES, BOUNDS, APPROXIMATIONS, BOUNDS_AFTER])

# Closing lines that may end a response after its answer without a full stop.
CLOSING_LINES_SET = PhraseSet([{"en": CLOSING_LINES}])

def _with_emphasis(phrase: str) -> Tuple[str, ...]:
    """An anchor ending in a colon, also with Markdown emphasis closed before the colon ("**Answer**: 5")."""
    if not phrase.endswith((":", "：")):
        return (phrase,)
    word, colon = phrase[:-1].rstrip(), phrase[-1]
    # Not a lone "_": "final_answer_: 5" is a program's name, not emphasis.
    return (phrase,) + tuple(word + mark + space + colon for mark in ("***", "**", "__", "*") for space in ("", " "))


# Every anchor phrase, longest first, so that at one position "final answer is" wins.
ANCHOR_PHRASES: Tuple[str, ...] = tuple(
    sorted({v for phrases in ANSWER_ANCHORS.values() for p in phrases for v in _with_emphasis(p)}, key=len, reverse=True)
)
# The phrases only emphasis makes ("answer**:"); a text without an emphasis mark before a
# colon (has_emphasis_colon) holds none of them.
_PLAIN_ANCHOR_PHRASES = frozenset(q for phrases in ANSWER_ANCHORS.values() for q in phrases)
EMPHASIS_ANCHOR_PHRASES: Tuple[str, ...] = tuple(p for p in ANCHOR_PHRASES if p not in _PLAIN_ANCHOR_PHRASES)


# The words before an answer that are an anchor alone, perhaps after a concluding connective ("Therefore, the final answer is $",
# "**Final Answer:** $", "所以答案是"): no check of the words before an answer finds anything in them (tests/test_extract.py holds
# every such text to passing them), so the reading of a lone box skips those checks (boxes._read_lone_box).
_ALONE_ANCHORS = frozenset(phrase for phrase in ANCHOR_PHRASES if not phrase.endswith(("-", "–", "—")))  # ("ответ -": a minus sign?)
_CONCLUDING = tuple(sorted({connective for connectives in CONCLUDING_CONNECTIVES.values() for connective in connectives}, key=len, reverse=True))
_AROUND_ANCHOR = " \t\n*_"  # spacing and emphasis around the anchor
_AFTER_ANCHOR = _AROUND_ANCHOR + "$(\\["  # and the math opener of the answer ("$", "\\(", "\\[", "$$")
_AFTER_CONNECTIVE = ",，、 "


# The longest text an anchor alone may be: its longest phrase after the longest connective, with emphasis, spacing and a math
# opener around them (a longer text, as most sentences before an answer are, is no anchor alone: found by its length).
_LONGEST_ALONE = max(map(len, _ALONE_ANCHORS)) + max(map(len, _CONCLUDING)) + 16


def is_anchor_alone(before: str) -> bool:
    """Return whether the words before an answer are an anchor phrase alone, perhaps after a concluding connective."""
    if len(before) > _LONGEST_ALONE:
        return False
    core = before.rstrip(_AFTER_ANCHOR).lstrip(_AROUND_ANCHOR).lower()
    if core in _ALONE_ANCHORS:
        return True
    if not core.startswith(_CONCLUDING):
        return False  # (one test in C: most words before an answer open with none)
    connective = next(word for word in _CONCLUDING if core.startswith(word))
    rest = core[len(connective) :]
    anchor = rest.lstrip(_AFTER_CONNECTIVE)
    return (anchor != rest or not connective.isascii()) and anchor in _ALONE_ANCHORS  # ("so the", not "sothe")


def has_emphasis_colon(text: str) -> bool:
    """Return whether an emphasis mark stands right before a colon ("**:", "_ :"), found colon by colon.

    >>> has_emphasis_colon("**Answer**: 5"), has_emphasis_colon("Answer: 5"), has_emphasis_colon("x_ ：2")
    (True, False, True)
    """
    for colon in (":", "："):
        position = text.find(colon)
        while position >= 0:  # a colon that starts the text has nothing before it, and the next one is read
            if position > 0 and (text[position - 1] in "*_" or text[position - 1] == " " and position > 1 and text[position - 2] in "*_"):
                return True
            position = text.find(colon, position + 1)
    return False


_CLAUSE_END_RE = lazy_compile(r"[.;!?。；！？\n]")


def correlative_alone(text: str, start: int, words: Tuple[str, ...]) -> bool:
    """Return whether a hedge located at ``start`` is the first half of a correlative with no disjunction after it in
    its clause ("Did I drop an integer at either end?"): a determiner, no hedge."""
    if len(words) != 1 or words[0] not in CORRELATIVE_HEDGES:
        return False
    end = _CLAUSE_END_RE.search(text, start)
    return not DISJUNCTIONS_SET.search(text[start : end.start() if end else len(text)])
