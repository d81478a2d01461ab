"""The word lexicons of the scope rules, read once, and their first tests.

Every table of negators, exceptives, restrictives, comparison words, exclusion verbs and the words
that bound a clause is read here into sets, and the phrases of several words into the tokens the
scope rules read them as.  ``_may_negate``, ``_may_except`` and ``_may_turn`` are the cheap first
looks of every rule: False means the text holds no such word (ASCII text is read as its runs of
letters, a set lookup; other text by the lexicons' pattern, compiled on first use).  The tokens
the rules read a text as (commands, values, words, commas, stops) and the word tests on them
(``is_negator``, ``Lexicon``) are at the end.
"""

from __future__ import annotations

import functools
import re
from typing import Dict, FrozenSet, Iterable, List, Optional, Tuple

from .._lazy import lazy_compile
from .._text import trie_pattern
from ..limits import DISMISSER_REACH, DISMISSER_WORDS, IDIOM_BRIDGE_WORDS, MAX_CHECKED_TEXT, SPANS_CACHE_SIZE, WORDS_CACHE_SIZE
from .memo import cleared_with_checks
from ..normalize import NUMERIC_DATE, is_glued_script
from .._text import with_proclitics
from .phrases import CONTRAST_WORDS, mask_lookalikes
from .words import WORD_MARKS
from .._tables import (
    ATTRIBUTIVE_NEGATORS, INFIX_LOOKALIKES, NOMINALIZERS, OPERAND_PREPOSITIONS, GENITIVE_LINKS,
    CHECKING_VERBS, FALSE_FRIENDS, FIRST_PERSON, FIRST_PERSON_ENDINGS, GLUED_PROCLITICS, LANGUAGE_LETTERS, WRITER_SUBJECTS, CONTRASTS,
    DOUBT_COMPLEMENTIZERS, DOUBT_DISMISSERS, DOUBT_WORDS, SCOPE_LOOKALIKES, UNIT_WORDS, COUNTERS, DECLARING_RELATIVES,
    INFINITIVE_COPULAS, NOUN_MODIFYING_NEGATORS, NEGATOR_LOOKALIKES, MODIFIER_PARTICLES, ANCHOR_CORE_WORDS,
    SEPARABLE_EXCLUSIONS, ANAPHORS, FREQUENT_WORDS, AUXILIARIES, SENTENCE_ADVERBIALS, RESULT_NOUNS, CLAUSE_OPENERS,
    CLAUSE_SUBJECTS, COMPARATIVE_COMPLEMENTIZERS, CORRECTIONS, CORRELATIVE_RESTRICTIVES, DETERMINERS,
    ERROR_PREDICATES, EXCEPTIVE_ADVERBIALS, EXCEPTIVE_MARKERS, EXCEPTIVE_LEADS, EXCEPTIVE_PREPOSITIONS,
    EXCLUSION_VERBS, EXCLUSION_STEMS, VERBAL_NEGATORS, NEGATED_IDIOM_BRIDGES, NEGATED_IDIOM_WORDS,
    NEGATION_INTENSIFIERS, NEGATING_ADVERBIALS, NEGATORS, FALSITY_WORDS, OTHER_COMPARATIVES, OTHER_WORDS, PRIVATIVE_OTHERS, QUANTIFIERS,
    REASON_SUBORDINATORS, RELATIVES, REPLACIVES, RESTRICTIVES, SAYING_VERBS, SUBORDINATORS, THAN_WORDS,
    VALIDITY_WORDS,
)

# Languages whose negators are read inside a word: scripts written without spaces, and Korean endings.
_INFIX_LANGUAGES = ("zh", "ja", "ko", "th")


def _words(table: dict, languages: Optional[Iterable[str]] = None, proclitics: bool = True) -> FrozenSet[str]:
    """The words of a table's languages (all by default), each also with the conjunctions its language glues
    before words (``proclitics``; not for negators: "ولا" is "and not", whose conjunction opens a clause
    of its own, "24 ولا شيء غير ذلك")."""
    return frozenset(word for language, words in table.items() if languages is None or language in languages
                     for word in (with_proclitics(language, words) if proclitics else words))


_SPACED_ADVERBIALS = _words(NEGATING_ADVERBIALS, [language for language in NEGATING_ADVERBIALS if language not in _INFIX_LANGUAGES])


def _by_first_word(phrases: Iterable[str]) -> Dict[str, List[Tuple[str, ...]]]:
    """Index phrases by their first word: the words after it, the longest phrase first."""
    heads: Dict[str, List[Tuple[str, ...]]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        first, *rest = phrase.split()
        heads.setdefault(first, []).append(tuple(rest))
    return heads


_ADVERBIAL = "\x00adverbial"  # the token a negating adverbial of several words is read as (no text is this word)
_EXCEPTIVE = "\x00exceptive"  # the token an exceptive adverbial is read as ("anything but", "alles andere als")
_EXCLUSION = "\x00exclusion"  # the token an exclusion verb of several words is read as ("rule out")
_SENTENCE_ADVERB = "\x00adverb"  # the token a sentence adverbial of several words is read as ("in fact"): an auxiliary
_SPACED_EXCEPTIVES = _words(EXCEPTIVE_ADVERBIALS)
_SEPARABLE_EXCLUSIONS = frozenset(pair for pairs in SEPARABLE_EXCLUSIONS.values() for pair in pairs)
_SEPARATED_PARTICLES = tuple(sorted({particle for _, particle in _SEPARABLE_EXCLUSIONS}))
# Every form of the exclusion verbs by stem (EXCLUSION_STEMS), with the listed ones.
_EXCLUSION_FORMS = _words(EXCLUSION_VERBS) | frozenset(
    stem + ending for conjugations in EXCLUSION_STEMS.values() for stems, endings in conjugations for stem in stems for ending in endings)
# An exclusion verb with its particle right after it is one ("27 scheidet aus", "9 valt af").
_EXCLUSIONS = _EXCLUSION_FORMS | frozenset(" ".join(pair) for pair in _SEPARABLE_EXCLUSIONS)
_GLUED_EXCLUSIONS = tuple(form for form in _EXCLUSION_FORMS if is_glued_script(form))  # read at a word's end ("也不能完全排除")
# Phrases read as one token: the words after their first, by their first, and the token each becomes.
_PHRASE_TOKENS = {**{phrase: _ADVERBIAL for phrase in _SPACED_ADVERBIALS if " " in phrase},
                  **{phrase: _EXCEPTIVE for phrase in _SPACED_EXCEPTIVES},
                  **{phrase: _EXCLUSION for phrase in _EXCLUSIONS if " " in phrase},
                  **{phrase: _SENTENCE_ADVERB for phrase in _words(SENTENCE_ADVERBIALS)},
                  **{phrase: phrase for phrase in _words(CLAUSE_OPENERS) if " " in phrase}}  # a connective: "por lo tanto"
_ADVERBIAL_HEADS = _by_first_word(_PHRASE_TOKENS)
_FALSITY = _words(FALSITY_WORDS, proclitics=False)  # negators that are a claim of validity in one word
_NEGATOR_WORDS = _words(NEGATORS, [language for language in NEGATORS if language not in _INFIX_LANGUAGES], proclitics=False) | _FALSITY | frozenset(
    adverbial for adverbial in _SPACED_ADVERBIALS if " " not in adverbial) | {_ADVERBIAL, _EXCLUSION} | frozenset(
    verb for verb in _EXCLUSION_FORMS if " " not in verb)
_INFIX_NEGATORS = tuple(sorted(_words(NEGATORS, _INFIX_LANGUAGES) | _words(NEGATING_ADVERBIALS, _INFIX_LANGUAGES), key=len, reverse=True))
_OTHER_WORDS = _words(OTHER_WORDS)  # without the comparatives
_OTHERS = _OTHER_WORDS | _words(OTHER_COMPARATIVES)
_PRIVATIVE_OTHERS = _words(PRIVATIVE_OTHERS)  # "غير صحيح": a negator of the word of validity after it
_EXCEPTIVE_MARKERS = _words(EXCEPTIVE_MARKERS)
_EXCEPTIVE_PREPOSITIONS = _words(EXCEPTIVE_PREPOSITIONS)
_EXCEPTIVE_LEADS = _words(EXCEPTIVE_LEADS)
_NOUN_MODIFYING_NEGATORS = _words(NOUN_MODIFYING_NEGATORS)
_INFINITIVE_COPULAS = _words(INFINITIVE_COPULAS)
_DECLARING_RELATIVES = _words(DECLARING_RELATIVES)
_UNIT_WORDS = frozenset(word.lower() for word in UNIT_WORDS + COUNTERS if " " not in word)  # "8 days is out of the question", "12 دقیقه نخواهد بود"
_THAN = _words(THAN_WORDS)
_COMPARATIVES = _words(COMPARATIVE_COMPLEMENTIZERS)  # a comparison only after a word for the other values
_RESTRICTIVES = _words(RESTRICTIVES)
_EXCEPTIONS = _EXCEPTIVE_MARKERS | _THAN | _RESTRICTIVES | _words(REPLACIVES)
_QUANTIFIERS = _words(QUANTIFIERS)
_ERRORS = _words(ERROR_PREDICATES)
_SAYING = _words(SAYING_VERBS)
_DETERMINERS = _words(DETERMINERS)
_GENITIVE_LINKS = _words(GENITIVE_LINKS)  # "of", "der": what joins a noun to the one it governs
_OPERAND_PREPOSITIONS = _words(OPERAND_PREPOSITIONS)  # "divided by 4": the value after one is an operand
_INTENSIFIERS = _words(NEGATION_INTENSIFIERS)
_OPENERS = _words(CLAUSE_OPENERS)
_RELATIVES = _words(RELATIVES)
_SUBJECTS = _words(CLAUSE_SUBJECTS)
_SUBORDINATORS = _words(SUBORDINATORS)
_REASONS = _words(REASON_SUBORDINATORS)
_AUXILIARIES = _words(AUXILIARIES) | {_SENTENCE_ADVERB}
_VERBAL_NEGATORS = _words(VERBAL_NEGATORS)
_RESULT_NOUNS = _words(RESULT_NOUNS)  # nouns of the quantity asked: a conclusion's or a consequence's subject
_VALIDITY = _words(VALIDITY_WORDS)
_IDIOMS = _words(NEGATED_IDIOM_WORDS) | _words(DOUBT_WORDS)  # a negated doubt is certainty ("I do not doubt that")
_IDIOM_BRIDGES = _words(NEGATED_IDIOM_BRIDGES)
_CORRECTION_WORDS = _words(CORRECTIONS)
# An anaphor of another language that is also a frequent English word (Polish and Czech "to": this) stands for a value
# only in a sentence whose letters show that language (denials._opens_with_anaphor); everywhere else it is English.
SHARED_ANAPHORS = frozenset(word for language, words in ANAPHORS.items() if language != "en" for word in words
                            if word in FREQUENT_WORDS) - frozenset(ANAPHORS["en"])
_ANAPHOR_WORDS = _words(ANAPHORS) - SHARED_ANAPHORS  # "that", "ça", "das": a subject that stands for the answer
# Others and exceptions written inside words of the scripts without spaces ("没有其他", "5しか").
_INFIX_SCOPE_WORDS = tuple(word for word in _OTHERS | _EXCEPTIONS if not word.isascii() and not word[0].isalpha() or
                           any("\u3000" <= character <= "\u9fff" or "\uac00" <= character <= "\ud7af" or "\u0e00" <= character <= "\u0e7f"
                               for character in word))

# The cheap first look of every scope rule: a text with none of these holds no negator at all.
# ASCII text is split into runs of letters and looked up in a set (a negator of the Latin tables
# is one such run, and "n't" and French "n'" hold "n'"); other text is searched with the
# lexicons' alternation, compiled on first use.
_ASCII_NEGATORS = frozenset(word for word in _NEGATOR_WORDS if word.isascii())
_ASCII_LETTERS_RE = lazy_compile(r"[a-z]+")


def _phrases_pattern(phrases: Iterable[str]) -> str:
    """A regex of phrases of words: a trie of their first words (with either apostrophe), each followed
    by the alternation of its phrases' other words, spacing between words ("by no means", "tutt'altro che")."""
    others: Dict[str, List[str]] = {}
    for phrase in phrases:
        first, *rest = phrase.split()
        after = "".join(r"\s+" + re.escape(word).replace("'", "['’]") for word in rest)
        for spelling in {first, first.replace("'", "’")}:
            others.setdefault(spelling, []).append(after)
    return trie_pattern(others, ends={first: "(?:" + "|".join(afters) + ")" for first, afters in others.items()})


# Tries, not alternations: the pattern is tried at every position of a long text (issue 22: a 10 KB tail).  Built and
# compiled on first use: the tries of some nine hundred words cost 7 ms, a sixth of the import.
@functools.lru_cache(maxsize=1)
def _negator_hint() -> "re.Pattern[str]":
    return re.compile(
        r"(?<![^\W\d_])(?:" + trie_pattern(_NEGATOR_WORDS | frozenset(_GLUED_NEGATORS)) + "|" + _phrases_pattern(_PHRASE_TOKENS) + r")(?![^\W\d_])"
        r"|n['’]t\b|\bn['’]|" + trie_pattern(_INFIX_NEGATORS),
        re.IGNORECASE,
    )


def _spaced_by_first_run(phrases: Iterable[str]) -> Dict[str, Tuple[str, ...]]:
    """Index ASCII phrases of several words by their first run of letters: each as its runs joined
    by single spaces, padded with one (" by no means "), to be found in a text's runs joined so."""
    index: Dict[str, List[str]] = {}
    for phrase in phrases:
        runs = re.findall("[a-z]+", phrase.lower())
        if phrase.isascii() and runs:
            index.setdefault(runs[0], []).append(" " + " ".join(runs) + " ")
    return {first: tuple(spaced) for first, spaced in index.items()}


def _holds_spaced(runs: List[str], index: Dict[str, Tuple[str, ...]]) -> bool:
    """Return whether the runs of letters of a text hold, in a row, a phrase of ``index``
    (only the phrases whose first run is one of the text's are looked for)."""
    firsts = index.keys() & set(runs)
    if not firsts:
        return False
    joined = " " + " ".join(runs) + " "
    return any(spaced in joined for first in firsts for spaced in index[first])


# A negating adverbial of several words ("by no means"): in ASCII text, its letter runs in a row.
_ASCII_SPACED_ADVERBIALS = _spaced_by_first_run(phrase for phrase, token in _PHRASE_TOKENS.items() if token != _SENTENCE_ADVERB and token != phrase)


def _may_negate(text: str) -> bool:
    """Return whether ``text`` may hold a negator (a first test: False means it holds none)."""
    if text.isascii():
        lower = text.lower()
        if "n'" in lower:
            return True
        runs = _ASCII_LETTERS_RE.findall(lower)
        return not _ASCII_NEGATORS.isdisjoint(runs) or _holds_spaced(runs, _ASCII_SPACED_ADVERBIALS)
    return _negator_hint().search(text) is not None


_EXCEPTIVE_HINTS = _words(EXCEPTIVE_MARKERS) | _words(THAN_WORDS) | _COMPARATIVES | _words(ERROR_PREDICATES) | _words(RESTRICTIVES)


@functools.lru_cache(maxsize=1)
def _exceptive_hint() -> "re.Pattern[str]":
    return re.compile(r"(?<![^\W\d_])(?:" + trie_pattern(_EXCEPTIVE_HINTS) + r")(?![^\W\d_])", re.IGNORECASE)


# The same words in ASCII text, as its runs of letters: one word, or several in a row ("l'unico").
_ASCII_EXCEPTIVE_RUNS = frozenset(word.lower() for word in _EXCEPTIVE_HINTS if word.isascii() and word.isalpha())
_ASCII_SPACED_EXCEPTIVES = _spaced_by_first_run(word for word in _EXCEPTIVE_HINTS if not word.isalpha())
# Both, for the one reading of _may_turn.
_ASCII_SPACED_TURNS = {first: _ASCII_SPACED_ADVERBIALS.get(first, ()) + _ASCII_SPACED_EXCEPTIVES.get(first, ())
                       for first in _ASCII_SPACED_ADVERBIALS.keys() | _ASCII_SPACED_EXCEPTIVES.keys()}


def _may_except(text: str) -> bool:
    """Return whether ``text`` may hold an exceptive, a restrictive, a comparison word or an error
    predicate (a first test, as ``_may_negate``: False means it holds none).  ASCII text is read as
    its runs of letters, a set lookup; other text by the pattern."""
    if not text.isascii():
        return _exceptive_hint().search(text) is not None
    runs = _ASCII_LETTERS_RE.findall(text.lower())
    return not _ASCII_EXCEPTIVE_RUNS.isdisjoint(runs) or _holds_spaced(runs, _ASCII_SPACED_EXCEPTIVES)


def _may_turn(text: str) -> bool:
    """Return whether ``text`` may hold a negator or an exceptive word (``_may_negate`` or
    ``_may_except``), reading ASCII text's runs of letters once."""
    if not text.isascii():
        return _may_negate(text) or _exceptive_hint().search(text) is not None
    lower = text.lower()
    if "n'" in lower:
        return True
    runs = _ASCII_LETTERS_RE.findall(lower)
    if not _ASCII_NEGATORS.isdisjoint(runs) or not _ASCII_EXCEPTIVE_RUNS.isdisjoint(runs):
        return True
    return _holds_spaced(runs, _ASCII_SPACED_TURNS)


# --- Tokens: what the scope rules read a text as ---------------------------------------------------
_TOKEN_RE = lazy_compile(
    r"""
    (?P<command>\\[a-zA-Z]+)                                  # a LaTeX command: markup, not a word
  | (?P<value>\$(?![\s$])[^$\d]*\d[^$]*(?<!\s)\$|\\\(.*?\d.*?\\\)|""" + NUMERIC_DATE + r"""|\d+(?:[.,]\d+)*(?:/\d+(?![.,]?\d))?)  # a number ("3/4" one), a date, or a math span holding one
  | (?P<word>(?:[^\W\d_]|[""" + WORD_MARKS + r"""])+(?:['’](?:[^\W\d_]|[""" + WORD_MARKS + r"""])+)*['’]?)  # a word, with its vowel signs and apostrophes
  | (?P<comma>[,，、،])                                       # a comma: a clause boundary only in context
  | (?P<stop>[;:；：!?！？。।॥؟؛۔()（）\[\]—–]|\.(?!\d)|\n[ \t]*(?:\n|[-*+#>|]|\d+[.)]))  # signs that end a clause
    """,
    re.VERBOSE,
)

_Token = Tuple[str, str]  # (kind, lower-case text)
_WORD = r"(?:[^\W\d_]|[" + WORD_MARKS + r"])+(?:['’](?:[^\W\d_]|[" + WORD_MARKS + r"])+)*['’]?"
_WORD_RE = lazy_compile(_WORD)
# A compound of words joined by hyphens ("double-counts"), and the clitic of a word ("we'd": "'d").
_LETTERS = r"(?:[^\W\d_]|[" + WORD_MARKS + r"])+"
_JOINING_HYPHEN_RE = lazy_compile(r"-(?<=[^\W\d_]-)(?=[^\W\d_])")  # a hyphen between letters (the literal first: scanned fast)
_COMPOUND_RE = lazy_compile(r"(?<![^\W\d_])" + _LETTERS + r"(?:-" + _LETTERS + r")+")  # tried at word starts only
# The words of a text in order, a compound whole ("Our product double-counts").
WORD_IN_ORDER_RE = lazy_compile(_WORD + r"(?:-" + _WORD + r")*")
_CLITIC_RE = lazy_compile(r"(?<=[^\W\d_])['’][^\W\d_]{1,2}\b")
# An elided article, pronoun or conjunction of French and Italian ("qu'", "j'", "dell'") and the word after it: words of their own.
_ELIDED_HOST_RE = lazy_compile(r"(?<![^\W\d_])([^\W\d_]{1,5}['’])([^\W\d_]{3,})")


# The English "I" is written as a capital; a text whose every standalone "i" is lowercase holds none.
_CAPITAL_I_RE = lazy_compile(r"(?<![^\W\d_])I(?![^\W\d_])")
_LOWER_I = frozenset(("i",))


# A negator with a conjunction glued before it ("ولا": and not, "فلا": so not, "ולא"): two words, the
# conjunction and the negator, so that the negator scopes over its own clause as a spaced one does.
_GLUED_NEGATORS: Dict[str, Tuple[str, str]] = {
    proclitic + negator: (proclitic, negator)
    for language, proclitics in GLUED_PROCLITICS.items() for proclitic in proclitics for negator in NEGATORS.get(language, ())
}


def words_of(text: str) -> FrozenSet[str]:
    """The lower-case words of a text (a run of a script without spaces is one word), with each
    hyphenated compound whole beside its parts and each clitic ("'d" of "we'd") beside its word:
    every entry of a Lexicon is one word as this reads it (Lexicon checks).  The reading of a text
    of at most MAX_CHECKED_TEXT characters is remembered: the checks of one sentence read its words again."""
    return _remembered_words(text) if len(text) <= MAX_CHECKED_TEXT else _read_words(text)


def _read_words(text: str) -> FrozenSet[str]:
    lower = text.lower()
    words = _WORD_RE.findall(lower)
    if "-" in lower and _JOINING_HYPHEN_RE.search(lower):  # read only in the runs between spaces that join letters by one
        words += [compound for run in lower.split() if "-" in run for compound in _COMPOUND_RE.findall(run)]
    if "'" in lower or "’" in lower:
        words += [clitic.replace("’", "'") for clitic in _CLITIC_RE.findall(lower)]
        words += [part.replace("’", "'") for pair in _ELIDED_HOST_RE.findall(lower) for part in pair]  # "j'avais": "j'", "avais"
    if not lower.isascii():
        words += [part for word in words if word in _GLUED_NEGATORS for part in _GLUED_NEGATORS[word]]
    found = frozenset(words)
    if "i" in found and _CAPITAL_I_RE.search(text) is None:
        return found - _LOWER_I  # a lowercase "i" is no English "I": the imaginary unit, Swedish "i stället", Italian "i numeri"
    return found


_remembered_words = cleared_with_checks(functools.lru_cache(maxsize=WORDS_CACHE_SIZE)(_read_words))


class Lexicon:
    """A table of words by language, looked up as whole words, or inside words for the scripts
    written without spaces (CJK, Thai) and Korean endings."""

    def __init__(self, table: dict, endings: Optional[dict] = None) -> None:
        self.endings = tuple(_words(endings or {}))  # a word that ends so is one of the table's ("hesapladım": I calculated)
        self.words = _words(table, [language for language in table if language not in _INFIX_LANGUAGES])
        unread = sorted(word for word in self.words if not word.isalpha()  # a run of letters is one word: only the rest is read
                        and word not in words_of("x" + word if word.startswith("'") else word))
        if unread:  # words_of never yields one: the entry would never be found
            raise ValueError(f"a lexicon looks up single words as words_of reads them, not {unread}")
        self.infixes = tuple(sorted(_words(table, _INFIX_LANGUAGES), key=len, reverse=True))
        self.kept = tuple(lookalike for lookalike in INFIX_LOOKALIKES if any(lookalike in infix for infix in self.infixes))  # its own words

    def in_words(self, words: FrozenSet[str]) -> bool:
        """Return whether any of ``words`` is in the table (whole, holding an infix entry, or with one of
        its endings after at least three letters)."""
        if not self.words.isdisjoint(words):
            return True
        if self.endings and any(len(word) > 6 and word.endswith(self.endings) for word in words):
            return True
        if not self.infixes or "".join(words).isascii():  # (one test in C: most sentences' words are all ASCII)
            return False
        foreign = [word for word in words if not word.isascii()]  # the words of the scripts without spaces, read at once:
        masked = mask_lookalikes("\n".join(foreign), self.kept)  # no entry holds a line break, so none spans two words
        return any(infix in masked for infix in self.infixes)


# The writer's own words, with the verb endings that say "I" or "we" ("hesapladım"), and the words of a
# claim of validity, whole or inside a word of the scripts without spaces ("20は答えではない").
FIRST_PERSON_LEXICON = Lexicon(FIRST_PERSON, FIRST_PERSON_ENDINGS)
VALIDITY_LEXICON = Lexicon(VALIDITY_WORDS)
CHECKING_LEXICON = Lexicon(CHECKING_VERBS)  # verbs of checking ("verify", "検算"): a check's, whatever form they take


_Span = Tuple[str, str, int, int]  # (kind, lower-case text, start, end)


def _spans(text: str) -> List[_Span]:
    """The tokens of a text with where they stand, each negating adverbial of several words read as one
    negator ("auf gar keinen Fall", "alles andere als": its "als" is no exception, its "andere" no "other").
    A new list each call (its callers slice and extend it); the reading of a text of at most MAX_CHECKED_TEXT
    characters is remembered."""
    return list(_remembered_spans(text) if len(text) <= MAX_CHECKED_TEXT else _read_spans(text))


def _split_glued_negator(span: _Span) -> Tuple[_Span, ...]:
    """A word token of a negator with its conjunction glued before it, as two tokens (``_GLUED_NEGATORS``)."""
    kind, word, start, end = span
    parts = _GLUED_NEGATORS.get(word) if kind == "word" else None
    if parts is None:
        return (span,)
    middle = start + len(parts[0])
    return (kind, parts[0], start, middle), (kind, parts[1], middle, end)


def _read_spans(text: str) -> Tuple[_Span, ...]:
    spans = [(match.lastgroup or "", match.group().lower(), match.start(), match.end()) for match in _TOKEN_RE.finditer(text)]
    if not text.isascii():
        spans = [part for span in spans for part in _split_glued_negator(span)]
    index = 0
    while index < len(spans):
        kind, word, start, _ = spans[index]
        for rest in _ADVERBIAL_HEADS.get(word.replace("’", "'"), ()) if kind == "word" else ():
            following = spans[index + 1 : index + 1 + len(rest)]
            if tuple(text.replace("’", "'") for kind, text, _, _ in following if kind == "word") == rest and len(following) == len(rest):
                token = _PHRASE_TOKENS[" ".join((word.replace("’", "'"),) + rest)]
                spans[index : index + 1 + len(rest)] = [("word", token, start, (following[-1] if following else spans[index])[3])]
                break
        index += 1
    return tuple(spans)


_remembered_spans = cleared_with_checks(functools.lru_cache(maxsize=SPANS_CACHE_SIZE)(_read_spans))


def negates_exclusion_inside(word: str) -> bool:
    """Return whether a word of a script without spaces ends with an exclusion verb that a negator before it in the word
    negates ("也不能完全排除", cannot be fully excluded): a value it says of is left possible."""
    ending = next((form for form in _GLUED_EXCLUSIONS if word.endswith(form)), "") if not word.isascii() else ""
    return bool(ending) and len(word) > len(ending) and is_negator(word[: -len(ending)])


def excludes_glued(word: str) -> bool:
    """Return whether a word is an exclusion verb, or one whose ending is glued after its stem ("배제하지", "除外され")."""
    return _is_exclusion(word) or not word.isascii() and word.startswith(_GLUED_EXCLUSIONS)


def _is_exclusion(word: str) -> bool:
    """Return whether a token is an exclusion verb ("excludes", "rule out" read as one token)."""
    return word == _EXCLUSION or word in _EXCLUSIONS or not word.isascii() and word.endswith(_GLUED_EXCLUSIONS) and is_glued_script(word[-1])


def _tokens(text: str) -> List[_Token]:
    return [(kind, word) for kind, word, _, _ in _spans(text)]


def _tokens_past_markup(text: str) -> List[_Token]:
    """The tokens of a text without its math delimiters and commands ("$", "\\(", "\\boxed"): its words, values and marks."""
    return [(kind, word) for kind, word, _, _ in _spans(text) if kind != "command"]


def is_negator(word: str) -> bool:
    """Return whether a word negates: a listed negator, an "n't" contraction, French "n'", or a
    word of the scripts without spaces that holds a negator outside a lookalike ("不等式")."""
    if word in _NEGATOR_WORDS or word.endswith(("n't", "n’t")) or word.startswith(("n'", "n’")):
        return True
    if word.isascii():
        return False
    for lookalike in NEGATOR_LOOKALIKES:
        word = word.replace(lookalike, " ")
    return any(negator in _past_modifier(word) for negator in _INFIX_NEGATORS)


_SCRIPT_ANSWER_WORDS = tuple(noun for noun in ANCHOR_CORE_WORDS if not noun.isascii())


def _past_modifier(word: str) -> str:
    """The part of a run of a script without spaces that a negator in it may negate: past the last modifier particle that
    a negator right before it and a noun other than the answer's after it make a negated modifier ("两门都不喜欢的有" reads
    "有"; "不正确的答案是", "是不正确的" and "我无法确定每一步的推导", a possessive, are whole)."""
    for particle in MODIFIER_PARTICLES:
        at = word.rfind(particle)
        rest = word[at + len(particle) :] if at >= 0 else ""
        modifier = word[max(0, at - _MODIFIER_REACH) : at]
        if rest.strip() and any(negator in modifier for negator in _INFIX_NEGATORS) and not any(noun in rest for noun in _SCRIPT_ANSWER_WORDS):
            return rest
    for negator in ATTRIBUTIVE_NEGATORS:  # "どちらの倍数にもならないものの個数は" reads "ものの個数は"
        at = word.rfind(negator)
        rest = word[at + len(negator) :] if at >= 0 else ""
        if rest and (_IDEOGRAPH_RE.match(rest) or rest.startswith(NOMINALIZERS)) and not any(noun in rest for noun in _SCRIPT_ANSWER_WORDS):
            return rest
    return word


_IDEOGRAPH_RE = lazy_compile(r"[\u4e00-\u9fff]")


_MODIFIER_REACH = 4  # the characters before a modifier particle read for its negator ("不喜欢的")


def _scope_passes_to_others(word: str) -> bool:
    """Return whether a word of the scripts without spaces holds its own "other" or exception."""
    for lookalike in SCOPE_LOOKALIKES:
        word = word.replace(lookalike, " ")
    return any(scope in word for scope in _INFIX_SCOPE_WORDS)


def _next_word(tokens: List[_Token], index: int, past_auxiliaries: bool = False) -> str:
    """The word after ``index`` (past markup, and past copulas and auxiliaries when asked: "no es
    difícil"), or "" when something else comes first."""
    for kind, text in tokens[index + 1 :]:
        if kind == "word" and not (past_auxiliaries and text in _AUXILIARIES):
            return text
        if kind not in ("word", "command"):
            return ""
    return ""


# Languages whose verb, and with it the negation, ends the clause: a negator there negates the clause
# that holds the value ("합은 결코 7이 될 수 없다", "9 नहीं हो सकता", "7 değil").
_VERB_FINAL_LANGUAGES = ("ja", "ko", "hi", "bn", "tr", "fa")
_FINAL_NEGATOR_WORDS = _words(NEGATORS, [language for language in _VERB_FINAL_LANGUAGES if language not in _INFIX_LANGUAGES])
_FINAL_NEGATOR_INFIXES = tuple(_words(NEGATORS, [language for language in _VERB_FINAL_LANGUAGES if language in _INFIX_LANGUAGES]))


def is_variable(tokens: List[_Token], index: int) -> bool:
    """Return whether a Latin letter stands alone between words of another script: a variable ("تبلغ y القيمة"),
    not a conjunction of one letter ("y", "e")."""
    word = tokens[index][1]
    neighbours = [text for kind, text in tokens[max(0, index - 1) : index] + tokens[index + 1 : index + 2] if kind == "word"]
    return len(word) == 1 and word.isascii() and bool(neighbours) and not any(text.isascii() for text in neighbours)


def _is_final_negator(word: str) -> bool:
    """Return whether a word is, or in the scripts without spaces holds, the negator of a verb-final language."""
    if word in _FINAL_NEGATOR_WORDS:
        return True
    for lookalike in NEGATOR_LOOKALIKES:
        word = word.replace(lookalike, " ")
    return not word.isascii() and any(negator in word for negator in _FINAL_NEGATOR_INFIXES)


def _negates_an_idiom(tokens: List[_Token], index: int) -> bool:
    """Return whether the negator at ``index`` negates an idiom word (NEGATED_IDIOM_WORDS), which denies
    nothing: the word after it, past auxiliaries ("is not hard") and up to IDIOM_BRIDGE_WORDS verbs of
    existence, negative-polarity determiners or concord negators ("no cabe ninguna duda", "there isn't
    any doubt"; a restrictive only right after: "not the only" is no "not only"), or, for a negator
    that follows what it negates, the word before it ("कोई संदेह नहीं", "şüphe yok", "여지 없이")."""
    bridged = 0
    for kind, text in tokens[index + 1 :]:
        if kind == "command":
            continue
        if kind != "word":
            break
        if text in _IDIOMS:
            return not bridged or text not in _RESTRICTIVES
        if text in _AUXILIARIES:
            continue
        if bridged == IDIOM_BRIDGE_WORDS or not (text in _IDIOM_BRIDGES or is_negator(text)):
            break
        bridged += 1
    before = tokens[index - 1] if index else ("", "")
    if before[0] != "word" or before[1] not in _IDIOMS:
        return False
    earlier = tokens[index - 2] if index > 1 else ("", "")
    if _is_final_negator(tokens[index][1]) or earlier[0] == "word" and is_bare_ne(earlier[1]):  # "ne doute pas": one negation
        return True
    # a concord negator after an idiom word that an earlier negator reaches ("Não tenho dúvida nenhuma")
    return any(kind == "word" and is_negator(text) for kind, text in tokens[max(0, index - 2 - IDIOM_BRIDGE_WORDS) : index - 1])


_CORRELATIVE_NEGATORS = frozenset(negator for negators, _ in CORRELATIVE_RESTRICTIVES.values() for negator in negators)
_CORRELATIVE_MARKERS = frozenset(marker for _, markers in CORRELATIVE_RESTRICTIVES.values() for marker in markers)


def ends_in_negated_idiom(text: str) -> bool:
    """Return whether a text ends with a negator whose scope is an idiom word ("इसमें कोई संदेह नहीं।", "şüphe
    yok"): a negation that denies nothing (``_negates_an_idiom``)."""
    tokens = _tokens(text)
    last = next((index for index in range(len(tokens) - 1, -1, -1) if tokens[index][0] == "word"), -1)
    return last >= 0 and is_negator(tokens[last][1]) and _negates_an_idiom(tokens, last)


_ELIDED_NE = tuple(negator for negator in _CORRELATIVE_NEGATORS if negator.endswith(("'", "’")))
_ELIDED_MARKERS = tuple(marker for marker in _CORRELATIVE_MARKERS if marker.endswith(("'", "’")))


def is_verbal_negator(word: str) -> bool:
    """Return whether a word is the negator of a verb in a language with negative concord (VERBAL_NEGATORS),
    French "n'" glued to its verb included."""
    return word in _VERBAL_NEGATORS or word.startswith(_ELIDED_NE)


def elided_verb(word: str) -> str:
    """The verb after a French elided "n'" ("n'exclut" -> "exclut"), or ""."""
    return word[2:] if word.startswith(_ELIDED_NE) else ""


def is_bare_ne(word: str) -> bool:
    """Return whether a word is the first half of a bracketing negation ("ne", "n'y", "n'est"), which a
    second negator ("pas", "jamais", "aucun") completes into one negation, whatever verb stands between."""
    return word in _CORRELATIVE_NEGATORS or word.startswith(_ELIDED_NE)


_DOUBTS = Lexicon(DOUBT_WORDS)
# A first test, on the lower-cased text: a trie of the doubt words (an alternation of them, tried at every
# position, cost 70 µs a sentence).
_DOUBT_HINT_RE = lazy_compile(trie_pattern(_words(DOUBT_WORDS)))
_DISMISSERS = frozenset(DOUBT_DISMISSERS)
_DOUBT_COMPLEMENTIZERS = frozenset(DOUBT_COMPLEMENTIZERS)
_WRITER_SUBJECTS = frozenset(WRITER_SUBJECTS)
CJK_CONTRASTS = tuple(word for language in _INFIX_LANGUAGES for word in CONTRASTS.get(language, ()))  # "但", "が"


def doubts_what_follows(before: str) -> bool:
    """Return whether the clause before a value is governed by a predicate of doubt ("I doubt that the
    total is", "It is doubtful whether", "Ich bezweifle, dass die Summe", "我怀疑总数是"): a doubt in the
    words since the last stop or contrast ("Some may doubt it, but the total is" asserts) that governs a
    clause (``_governs_a_clause``: not "the doubtful case", "those who doubted the formula") and that no
    negator within DISMISSER_REACH words before it or two after it, no dismisser within DISMISSER_WORDS words before
    it, and no negator
    whose scope is it as an idiom word dismisses ("I don't doubt that", "Without a doubt,", "Few would
    doubt that", "Ich bezweifle nicht", "There can't be the slightest doubt")."""
    if _DOUBT_HINT_RE.search(before.lower()) is None:
        return False
    words = _tokens_past_markup(before)
    start = 0
    for index, (kind, text) in enumerate(words):
        if kind == "stop" and text not in "—–" or kind == "word" and text in CONTRAST_WORDS or text.endswith(CJK_CONTRASTS):
            start = index + 1  # a dash may be a copula ("Сомневаюсь, что ответ — 12")
        elif text.startswith(CJK_CONTRASTS):  # "但重新检查后": the run opens the contrast
            start = index
    for index in range(start, len(words)):
        kind, word = words[index]
        if kind != "word" or not _DOUBTS.in_words(frozenset((word,))) or _negated_inside(word):
            continue
        near = [text for kind, text in words[max(start, index - DISMISSER_REACH) : index + 3] if kind == "word" and text != word]
        close = [text for kind, text in words[max(start, index - DISMISSER_WORDS) : index] if kind == "word"]
        if any(is_negator(text) for text in near) or any(text in _DISMISSERS for text in close):
            continue
        reach = range(max(0, index - DISMISSER_REACH - IDIOM_BRIDGE_WORDS), index)
        if not any(words[other][0] == "word" and is_negator(words[other][1]) and _negates_an_idiom(words, other) for other in reach) \
                and _governs_a_clause(words, index) and _governs_to_the_end(words, index):
            return True
    return False


def doubts_at_clause_end(after: str) -> bool:
    """Return whether the clause after a value ends with a predicate of doubt, as the verb-final languages
    doubt what precedes it ("合計が 255 であるかは疑わしい", "255인지 의심스럽다", "255 olduğundan
    şüpheliyim"), with no negator in or right before it and no dismisser before it ("疑いの余地はない",
    "hiç şüphe yok", "no doubt")."""
    if _DOUBT_HINT_RE.search(after.lower()) is None:
        return False
    words: List[_Token] = []
    for kind, text in _tokens(after):
        if kind == "stop":
            break
        if kind == "word":
            words.append((kind, text))
    if not words or not _DOUBTS.in_words(frozenset((words[-1][1],))) or is_negator(words[-1][1]):
        return False
    before = [text for _, text in words[-3:-1]]
    return not any(is_negator(text) or text in _DISMISSERS for text in before)


def _governs_a_clause(words: List[_Token], index: int) -> bool:
    """Return whether the doubt at ``index`` takes a clause: a complementizer within two words after it
    ("doubt that", "dudas de que", "bezweifle, dass"), or the writer as its subject right before it and a
    word after it ("I doubt the total is", "Saya ragu totalnya"), or it holds the clause itself (a run of a
    script without spaces: "我怀疑总数是")."""
    word = words[index][1]
    if not word.isascii() and any(doubt in word for doubt in _DOUBTS.infixes):
        return True
    following = [text for kind, text in words[index + 1 : index + 4] if kind == "word"][:2]
    commas = [position for position in range(index + 1, len(words)) if words[position][0] == "comma"]
    past_aside = words[commas[-1] + 1][1] if commas and commas[-1] + 1 < len(words) else ""  # "Dudo, sinceramente, que"
    if any(text in _DOUBT_COMPLEMENTIZERS for text in following) or past_aside in _DOUBT_COMPLEMENTIZERS:
        return True
    subject = [text for kind, text in words[max(0, index - 2) : index] if kind == "word"]
    return bool(following) and any(text in _WRITER_SUBJECTS for text in subject)


def _governs_to_the_end(words: List[_Token], index: int) -> bool:
    """Return whether the doubt at ``index`` reaches the end of the text: a complementizer right after it
    (the commas after it then set off asides), no comma after it, or a last one that opens the clause it
    governs, past any aside ("Ich bezweifle, dass", "Dudo, sinceramente, que";
    not "\\boxed{46} doubt, \\boxed{47}"); a doubt inside a run of a script without spaces reaches the end
    of its sentence ("我很怀疑，最终结果是")."""
    if not words[index][1].isascii():
        return True
    if any(text in _DOUBT_COMPLEMENTIZERS for kind, text in words[index + 1 : index + 3] if kind == "word"):
        return True  # its clause opened right after it: commas after that set off asides ("I doubt that, after ..., the total is")
    commas = [position for position in range(index + 1, len(words)) if words[position][0] == "comma"]
    if not commas:
        return True
    following = words[commas[-1] + 1] if commas[-1] + 1 < len(words) else ("", "")
    return following[0] == "word" and following[1] in _DOUBT_COMPLEMENTIZERS


def _negated_inside(word: str, infixes: Tuple[str, ...] = ()) -> bool:
    """Return whether a word of the scripts without spaces negates the doubt (or another of ``infixes``) it
    holds: a negator before it in the run ("我不怀疑", "毫不怀疑", "没有人会怀疑"; "我不确定")."""
    for doubt in infixes or _DOUBTS.infixes:
        at = word.find(doubt)
        if at > 0:
            return any(negator in word[:at] for negator in _INFIX_NEGATORS)  # "没有人会怀疑", "谁也不会怀疑"
    return False


# Each false friend as a whole word, its first letter in either case (FALSE_FRIENDS).
_FALSE_FRIEND_RES = {
    language: [(lazy_compile(rf"(?<![^\W\d_])([{word[0]}{word[0].upper()}]){re.escape(word[1:])}(?![^\W\d_])"), rf"\g<1>{reading[1:]}")
               for word, reading in words.items()]
    for language, words in FALSE_FRIENDS.items()
}


def read_false_friends(text: str) -> str:
    """The text with each false friend read as its unambiguous word when the text's letters are its language's
    ("je častá chyba" reads "je častá chyby", a Czech mistake, not the Polish "probably"); positions stay."""
    if text.isascii():
        return text  # each language of FALSE_FRIENDS writes letters of its own, none of them ASCII (LANGUAGE_LETTERS)
    for probe, language in _FALSE_FRIEND_PROBES:  # (every response that is not all ASCII is read here: its letters first)
        if any(letter in text for letter in _LETTERS_OF[language]) and probe.search(text) and _reads_as(text, language):
            for pattern, reading in _FALSE_FRIEND_RES[language]:
                text = pattern.sub(reading, text)
    return text


# A language's own letters in both cases (a first test), and its false friends as whole words, lower case or capitalized.
_LETTERS_OF = {language: letters + "".join(letter.upper() for letter in letters if len(letter.upper()) == 1)  # ("ß".upper() is "SS")
               for language, letters in LANGUAGE_LETTERS.items()}
_FALSE_FRIEND_PROBES = tuple(
    (lazy_compile(r"(?<![^\W\d_])(?:" + "|".join(re.escape(form) for word in words for form in (word, word.capitalize())) + r")(?![^\W\d_])"), language)
    for language, words in FALSE_FRIENDS.items())


def _reads_as(text: str, language: str) -> bool:
    """Return whether a text holds a letter only ``language`` of LANGUAGE_LETTERS writes, and none only the others write."""
    lower = text.lower()
    return any(letter in lower for letter in LANGUAGE_LETTERS[language]) \
        and not any(letter in lower for other, letters in LANGUAGE_LETTERS.items() if other != language for letter in letters)
