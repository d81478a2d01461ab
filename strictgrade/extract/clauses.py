"""Clauses around a value: where the clause after it begins and what opens it (a reason, a relative
clause, a comma that closes an exceptive), and the clause-level tests the scope rules make of it: a
separable exclusion verb split around the value, a clause that negates every other value.  Below
scope.py: it reads words and tokens only.
"""

from __future__ import annotations

import re
from typing import List, Optional, Set, Tuple

from .._lazy import lazy_compile
from .._tables import (
    ADJUNCT_OPENERS, COMMA_RELATIVE_LANGUAGES, NOMINALIZED_TOPICS, NUMBER_WORDS, RELATIVES, ANCHOR_CORE_WORDS, ASIDE_WORDS, ATTITUDE_ADVERBS, CLAUSE_OPENERS, CONTRAST_ENDINGS, DEMONSTRATED_NOUNS, RELATIVE_ARTICLES, VALUE_NOUNS, COMPLEMENT_PARTICLES, CONJUNCTIONS, DECLARATIVE_COMPLEMENTIZERS, GLUED_OBJECT_PARTICLES, NEGATIVE_VERB_ENDINGS, NEGATOR_ENDINGS, OBJECT_NOUN_ENDINGS, OBJECT_PARTICLES, PARTICLES, VERB_PARTICLES,
    INTERROGATIVE_COMPLEMENTIZERS_ALONE, AGENT_PREPOSITIONS,
)
from ..limits import ASIDE_LENGTH, COUNTED_NOUN_WORDS, LONG_SENTENCE_REACH, FRONTED_ASIDE_LENGTH, FRONTED_WORDS, NEGATED_NOUN_WORDS, PARENTHETICAL_WORDS, QUALIFIER_WINDOW
from ..normalize import is_glued_script
from .phrases import BOUNDS_AFTER_SET, BOUNDS_SET, HEDGES_SET, RETRACTIONS_SET
from .layout import _NUMBER_RE, _long_sentence_start, _sentence_in, _window_start
from .values import is_own_value
from .lexicons import (
    _ANAPHOR_WORDS, doubts_what_follows, _tokens_past_markup, CJK_CONTRASTS, _AUXILIARIES, _CORRECTION_WORDS, excludes_glued,
    _DECLARING_RELATIVES, _DETERMINERS, _RESULT_NOUNS, _EXCEPTIONS, _COMPARATIVES, _EXCEPTIVE_MARKERS, _GENITIVE_LINKS, _THAN, _INFIX_NEGATORS,
    is_negator, _may_negate, _OTHERS, _QUANTIFIERS, _REASONS, _RELATIVES, _scope_passes_to_others, _SEPARABLE_EXCLUSIONS, _SEPARATED_PARTICLES,
    _SUBJECTS, _SAYING, _SUBORDINATORS, _Span, _Token, _is_exclusion, _next_word, _RESTRICTIVES, _spans, _tokens, _WORD_RE, _words,
    VALIDITY_LEXICON, _ERRORS, _FALSITY
)

__all__ = ["without_interrupting_aside", "is_negated_complement", "is_negated_object", "is_particle", "mask_attitude_modifiers", "may_split_exclusion", "opens_relative_clause", "names_a_value", "opens_subordinate_clause", "opens_relative", "predicates_an_earlier_value"]

# What a word of a script without spaces may hold around its negator and still be only the copula's
# particles and endings ("で" + "はな" + "い" in "ではない"); more is a word of content ("は素数ではない",
# "不是完全平方数").
PARTICLE_LENGTH = 2
_PARTICLES = _words(PARTICLES)
_WORD_RUN_RE = lazy_compile(r"[^\W\d_]+")
_LY_ADVERB_RE = lazy_compile(r"[A-Za-z]{4,}ly(?:,| for\b)")  # "predictably,", "fortunately for": _is_attitude_adverb reads it
_COMPLEMENT_PARTICLES = tuple(particle for particles in COMPLEMENT_PARTICLES.values() for particle in particles)


_CONSEQUENCES = sorted({word for words in CLAUSE_OPENERS.values() for word in words}
                      - {word for words in CONJUNCTIONS.values() for word in words}, key=len, reverse=True)
_CONSEQUENCE_WORDS = frozenset(_CONSEQUENCES)
# A clause ends at a semicolon, or at a comma before a consequence or a contrast (not at a colon or a
# dash, which introduce the mistake itself: "Common slip: counting both orders gives 20", "Типичная ошибка — ...").
_CLAUSE_BREAK_RE = lazy_compile(r"[;；؛]|[,，،]\s*(?=(?:" + "|".join(map(re.escape, _CONSEQUENCES)) + r")(?![^\W\d_]))", re.IGNORECASE)


def split_clauses(sentence: str) -> List[str]:
    """Split a sentence into its clauses: at a semicolon, and at a comma before a
    word that draws a consequence or turns to a contrast ("The count above is wrong; the total is 13",
    "..., so the total is 13"): a mistake names only a value of its own clause."""
    return _CLAUSE_BREAK_RE.split(sentence)


def is_particle(word: str) -> bool:
    """Return whether a word is a particle of a verb-final language (``PARTICLES``: "가", "से", "수")."""
    return word in _PARTICLES


def _around_negator(word: str) -> Tuple[str, str]:
    """What a word of a script without spaces holds before and after its negator ("は素数", "い" in
    "は素数ではない"); a negator of a script with spaces is a word of its own ("नहीं", "değil"): nothing."""
    found = [(word.find(negator), negator) for negator in _INFIX_NEGATORS if negator in word]
    if not found:
        return "", ""
    start, negator = min(found)
    return word[:start], word[start + len(negator) :]


_OBJECT_PARTICLES = _words(OBJECT_PARTICLES)
_OBJECT_NOUN_ENDINGS = tuple(_words(OBJECT_NOUN_ENDINGS))
_NEGATIVE_VERB_ENDINGS = tuple(_words(NEGATIVE_VERB_ENDINGS))
_NEGATOR_ENDINGS = _words(NEGATOR_ENDINGS)


def is_negated_object(after: str) -> bool:
    """Return whether the value that ``after`` follows is marked as the object of its clause's verb (``OBJECT_PARTICLES``,
    ``OBJECT_NOUN_ENDINGS``) and that verb, the clause's last word, is negated: a negator ("않는다") or a negative
    verb ending (``NEGATIVE_VERB_ENDINGS``: "almaz").  No other value, no word for the others and no exception stands
    in the clause, and no bound ("3을 절대 취하지 않는다", "3 değerini hiçbir zaman almaz"; not "3을 제외하면 ... 없다",
    "3을 넘을 수 없다")."""
    words = clause_words_after(after)
    glued = bool(words) and not words[0].isascii() and any(particle in words[0] for particle in GLUED_OBJECT_PARTICLES)
    if not glued and (len(words) < 2 or not (words[0] in _OBJECT_PARTICLES or words[0].endswith(_OBJECT_NOUN_ENDINGS))):
        return False
    clause = " ".join(words)
    if any(word in _OTHERS or word in _EXCEPTIONS or word in _EXCEPTIVE_MARKERS or _scope_passes_to_others(word) or excludes_glued(word) for word in words) \
            or BOUNDS_SET.search(clause) \
            or BOUNDS_AFTER_SET.search(clause):
        return False  # (a negated bound is no denial: "총 횟수는 3을 넘을 수 없다", the total cannot exceed 3; nor a negated exclusion:
        # "59를 배제하지 않는다", nothing excludes 59)
    last = words[-1]
    return is_negator(last) or len(last) > 4 and last.endswith(_NEGATIVE_VERB_ENDINGS)


def complement_negations(after: str) -> int:
    """Return how many negators the copula that ends the clause after a value holds when the value is its complement, as
    verb-final languages say "is not 12" (0 otherwise): the clause after it holds negators and otherwise only particles
    and auxiliaries ("가 아니다", "ではない", " नहीं है", " değil", "이 될 수 없다"), or a word that opens with a complement
    particle ("になることは決してない"); no word of content ("는 소수가 아니다", "は素数ではない", " asal değil", " is not prime")."""
    negators = 0  # two are a double negation: "가 아닐 리가 없다" (there is no way it is not)
    for kind, word in _tokens(after):
        if kind in ("stop", "comma", "value"):
            break
        if kind != "word":
            continue
        if is_negator(word):
            negators += 1
            prefix, suffix = _around_negator(word)
            if len(prefix) > PARTICLE_LENGTH and not prefix.startswith(_COMPLEMENT_PARTICLES) \
                    or len(suffix) > PARTICLE_LENGTH and suffix not in _NEGATOR_ENDINGS:  # "없습니다"
                return 0
        elif word not in _AUXILIARIES and not is_particle(word):
            return 0
    return negators


def is_negated_complement(after: str) -> bool:
    """Return whether the value that ``after`` follows is the complement of a negated copula that ends its clause (an odd
    count of ``complement_negations``: "가 아니다", "ではない"; two are a double negation, "가 아닐 리가 없다")."""
    return complement_negations(after) % 2 == 1


_PARTICLE_HINT_RE = lazy_compile("|".join(map(re.escape, _SEPARATED_PARTICLES)), re.IGNORECASE)


def may_split_exclusion(text: str) -> bool:
    """Return whether a text may hold a separable exclusion verb's particle (a first test)."""
    return _PARTICLE_HINT_RE.search(text) is not None


def _splits_exclusion_around(before: str, after: str) -> bool:
    """Return whether a separable exclusion verb stands around the value: its finite verb in the clause
    before it and its particle ending the clause after it ("Damit scheidet 27 als Ergebnis aus")."""
    window = after[:QUALIFIER_WINDOW].lower()
    if not may_split_exclusion(window):
        return False
    following = []
    for kind, text in _tokens(window):
        if kind in ("stop", "comma", "value"):
            break
        if kind == "word":
            following.append(text)
    if not following:
        return False
    for kind, text in reversed(_tokens(before)):
        if kind in ("stop", "comma", "value") or text in _EXCEPTIVE_MARKERS:
            return False  # "schließt alle Primzahlen außer 3 aus": the value is the exception
        if kind == "word" and (text, following[-1]) in _SEPARABLE_EXCLUSIONS:
            return True
    return False


# A comma right after the value closes an exceptive phrase ("Все значения, кроме 6, исключены").
_LEADING_COMMA_RE = lazy_compile(r"\A[\s$]*[,，]")


def _past_comma(after: str) -> str:
    found = _LEADING_COMMA_RE.match(after)
    return after[found.end() :] if found else after


def opens_subordinate_clause(text: str) -> bool:
    """Return whether ``text`` (what follows an answer) opens a clause of its reason ("..., since x
    cannot be zero"): a negation in it is about its own subject, not the answer.

    >>> opens_subordinate_clause(", since $x$ cannot be zero."), opens_subordinate_clause(", which is wrong.")
    (True, False)
    """
    tokens = [token for token in _tokens(text) if token[0] != "command"]
    if tokens and tokens[0][0] == "comma":
        tokens = tokens[1:]
    return bool(tokens) and tokens[0][0] == "word" and tokens[0][1] in _REASONS  # not in parentheses: "(da capo)"


def opens_relative_clause(text: str) -> bool:
    """Return whether ``text`` (what follows an answer) opens, after a comma, a relative clause on it
    (", which is a dozen", ", ce qui correspond à ...", ", lo que da 30"): a relative word first, or
    after one demonstrative or determiner.

    >>> opens_relative_clause(", ce qui correspond bien à 15 verres"), opens_relative_clause(", 13 also fits")
    (True, False)
    """
    words = []
    for kind, word in _tokens(text[: QUALIFIER_WINDOW]):
        if kind == "comma" and not words:
            continue
        if kind != "word":
            break
        words.append(word)
        if len(words) == 2:
            break
    if not words or words[0] in _DECLARING_RELATIVES:
        return False  # ", where n is any integer" declares the answer's variable
    return words[0] in _RELATIVES or len(words) == 2 and (words[0] in _DETERMINERS or words[0] in _ANAPHOR_WORDS) and words[1] in _RELATIVES


def _negates_every_other(clause: str) -> bool:
    """Return whether a clause, up to its end or its first value, negates every other value: a negator with a
    quantifier ("nothing", "no value", "aucune valeur ne", "nichts") or a word for the others ("других ... нет")."""
    words = []
    for kind, text in _tokens(clause):
        if kind in ("stop", "value", "comma"):
            break  # a relative clause or an aside on the value says something else ("Außer 3, die ebenfalls durchfällt, ...")
        if kind == "word":
            words.append(text)
    negated = any(is_negator(word) for word in words) or bool(words) and any((word, words[-1]) in _SEPARABLE_EXCLUSIONS for word in words)
    return negated and any(word in _QUANTIFIERS or word in _OTHERS or _scope_passes_to_others(word) for word in words)


_ATTITUDE_ADVERBS = _words(ATTITUDE_ADVERBS)


def _is_attitude_adverb(spans: List[_Span], index: int) -> bool:
    word = spans[index][1]
    if word in _ATTITUDE_ADVERBS:
        return True
    following = spans[index + 1] if index + 1 < len(spans) else ("", "", 0, 0)
    return len(word) > 5 and word.endswith("ly") and word.isascii() and (following[0] == "comma" or following[1] == "for") \
        and not HEDGES_SET.search(word) and not BOUNDS_SET.search(word)  # "roughly" is a hedge of its own


def mask_attitude_modifiers(text: str) -> str:
    """Blank out the word right before an adverb of attitude ("Perhaps surprisingly"): it modifies that
    adverb, so a hedge there qualifies the writer's surprise, not the statement.  An adverb of attitude
    is listed (``ATTITUDE_ADVERBS``), or an English "-ly" adverb that ends its phrase before a comma or
    "for" ("Perhaps predictably, ...", "Perhaps fortunately for the counting, ..."; not "perhaps exactly 35").

    >>> mask_attitude_modifiers("Perhaps surprisingly, it is perhaps ")
    '        surprisingly, it is perhaps '
    """
    if _ATTITUDE_ADVERBS.isdisjoint(_WORD_RUN_RE.findall(text.lower())) and not _LY_ADVERB_RE.search(text):
        return text
    spans = _spans(text)
    for index, (kind, word, _, _) in enumerate(spans):
        if kind == "word" and _is_attitude_adverb(spans, index) and index and spans[index - 1][0] == "word":
            start, end = spans[index - 1][2], spans[index - 1][3]
            text = text[:start] + " " * (end - start) + text[end:]
    return text


# What neither an aside set off by commas nor the words after it to the value hold: stops, other commas, digits.
# The declarative complementizers: an aside after one that follows a negated verb of belief interrupts the
# negated clause; a phrase that names the answer may open the clause one opens (denials.py).
_COMPLEMENTIZERS = frozenset(DECLARATIVE_COMPLEMENTIZERS)
# The words of asides ("however", "sin embargo", "sadly"; each word of one of several counts): a part of them only
# is an aside (denials.py), and one may stand between a verb and its negator.
_ASIDES = _words(ASIDE_WORDS)
_NOT_IN_ASIDE = frozenset(",，.;:!?\n0123456789")
_AFTER_A_STOP_RE = lazy_compile(r"[.;!?。；！？](?:\s|$)|\n")  # a sentence's or a clause's end inside an aside
_SENTENCE_STOPS = ".!?\n。！？"


def _is_fronted_negation(head: str, resumed: str) -> bool:
    """Return whether the words before an aside are a negative phrase that opens its sentence ("At no
    point", "Under no reading of the statement", "En ningún caso"), or a negative clause whose
    complement clause resumes after the aside ("There's no way, given the diagram, that the area is"):
    at most FRONTED_WORDS words (an article adds none) holding a negator that is no lone correction
    ("No,"), not opened by a subordinator ("Although it is not obvious, indeed, the answer is 5") and, unless a
    complementizer resumes, no subject ("It is not obvious, but in the end, the answer is 5")."""
    opening = head[max(head.rfind(stop) for stop in _SENTENCE_STOPS) + 1 :]
    every = _WORD_RE.findall(opening.lower())
    words = [word for word in every if word not in _DETERMINERS]
    if not 1 <= len(words) <= FRONTED_WORDS or len(words) == 1 and words[0] in _CORRECTION_WORDS:
        return False
    if every[0] in _SUBORDINATORS or every[0] in _REASONS or not any(is_negator(word) for word in words):
        return False
    complement = _WORD_RE.match(resumed.lstrip())
    return complement is not None and complement.group().lower() in _SAYING or not _holds_subject_and_verb(every)


def _holds_subject_and_verb(words: List[str]) -> bool:
    """Return whether words hold a clause's subject and its verb ("It is", "this is", "it's", "there's"),
    not only a phrase ("At no point", "Under no reading of the statement")."""
    for index, word in enumerate(words):
        if word.endswith(("'s", "’s")) and word[:-2] in _SUBJECTS:
            return True
        if word in _SUBJECTS and index + 1 < len(words) and words[index + 1] in _AUXILIARIES:
            return True
    return False


def reading_start(text: str, start: int, low: int = 0, known: int = -1) -> int:
    """Return where the words read before a value begin: the window's start (``layout._window_start``), or the start of the
    value's sentence when it began before the window and may negate ("I don't believe, after re-checking
    the endpoints ..., that the equation can have 6 ..."): a long sentence is read whole where a negation may reach the value."""
    begin = _window_start(text, start, low, known)
    head = _long_sentence_start(text, begin, start, low)
    return head if head < begin and _may_negate(text[head:start]) else begin


def sentence_before(text: str, start: int, low: int = 0) -> str:
    """The sentence before a value as ``layout._sentence_before`` reads it, from ``reading_start``."""
    return _sentence_in(text, reading_start(text, start, low), start)


def without_interrupting_aside(before: str) -> str:
    """Return the words before a value without an aside that interrupts its predicate, or ``before``
    itself when none does: a short aside set off by commas right after a negator that is no correction
    word or after an auxiliary ("It is not, however, 5", "Nobody, of course, gets 5", "would not, in
    general, be 5"; not "No, wait, 5", whose "No" corrects, nor a clause after a comma).  After a
    fronted negator whose clause resumes with an auxiliary (inversion: "Never, for any rectangle with
    these sides, will the area be 5"), or after a negative phrase that opens the sentence ("At no
    point, even after ..., could", "En ningún caso, por mucho que ..., el área vale"), the aside may
    hold more words, to FRONTED_ASIDE_LENGTH characters."""
    wide = not before.isascii()  # a full-width comma sets off an aside too ("我并不认为，经过...之后，6"); an ideographic one separates clauses
    closing = max(before.rfind(","), before.rfind("，") if wide else -1)
    if closing < 0 or len(before) - closing > ASIDE_LENGTH or not _NOT_IN_ASIDE.isdisjoint(before[closing + 1 :]):
        return before
    opening = max(before.rfind(",", 0, closing), before.rfind("，", 0, closing) if wide else -1)
    if opening >= 0 and _may_negate(before[:closing]):  # "I don't believe, after checking $x = 4$, that", "I do not, after ..., believe that": between a verb and the clause
        # it governs, or inside a negated verb group, an aside may hold values and commas; it opens at the sentence's first comma
        stop = max((found.end() for found in _AFTER_A_STOP_RE.finditer(before, max(0, closing - LONG_SENTENCE_REACH), closing)), default=-1)
        first = before.find(",", max(0, stop), closing) if stop >= 0 or closing <= LONG_SENTENCE_REACH else -1
        governing = _WORD_RE.findall(before[max(0, stop) : first].lower()) if first >= 0 else []
        opened = _WORD_RE.match(before[closing + 1 :].lstrip())
        verb_group = len(governing) > 1 and is_negator(governing[-1]) and governing[-2] in _AUXILIARIES \
            and not (opened and opened.group().lower() in _CONSEQUENCE_WORDS)  # "I do not, ..., believe"; not "..., so the total is"
        if len(governing) > 1 and (verb_group or opened and opened.group().lower() in _COMPLEMENTIZERS and not is_negator(governing[-1])) \
                and governing[-1] not in _CORRECTION_WORDS and _may_negate(before[max(0, stop) : first]):  # (no interjection: "No, wait")
            return before[:first].rstrip() + " " + before[closing + 1 :].strip()
    aside = before[opening + 1 : closing]
    if opening < 0 or len(aside) > FRONTED_ASIDE_LENGTH or "$" in aside or not _NOT_IN_ASIDE.isdisjoint(aside):
        return before
    head = before[:opening].rstrip()
    if not _may_negate(head):
        return before  # no negation for the aside to interrupt
    last = _WORD_RE.findall(head[-ASIDE_LENGTH:].lower())
    word = last[-1] if last else ""
    correction = word in _CORRECTION_WORDS or RETRACTIONS_SET.starts(word)  # "No, wait, 5", "不对，我算错了，应该是 32"
    fronted = _is_fronted_negation(head, before[closing + 1 :]) and not correction or word in _COMPLEMENTIZERS  # "I do not believe that, after ..., 6"
    if not head or not (fronted or is_negator(word) and not correction or word in _AUXILIARIES):
        return before
    resumed = _WORD_RE.match(before[closing + 1 :].lstrip())
    inverted = is_negator(word) and resumed is not None and resumed.group().lower() in _AUXILIARIES
    if not 1 <= len(_WORD_RE.findall(aside)) <= (FRONTED_ASIDE_LENGTH if inverted or fronted else PARENTHETICAL_WORDS) \
            or len(aside) > ASIDE_LENGTH and not (inverted or fronted):
        return before  # no aside
    return head + " " + before[closing + 1 :].strip()


def is_negated_verb_second(tokens: List[_Token], index: int) -> bool:
    """Return whether the verb of validity at ``index`` is negated right after it, as the verb-second languages
    write it ("erfüllt nicht die Bedingung", "voldoet niet aan"): the next word is a negator that no restrictive or
    word for the other values follows ("erfüllt nicht nur die erste": not only)."""
    following = [text for kind, text in tokens[index + 1 : index + 4] if kind == "word"]
    if following and following[0] in _ASIDES:
        following = following[1:]  # "voldoet helaas niet aan de voorwaarde"
    return bool(following) and index + 1 < len(tokens) and tokens[index + 1][0] == "word" and is_negator(following[0]) \
        and not _is_exclusion(following[0]) and following[0] not in _QUANTIFIERS \
        and not (len(following) > 1 and (following[1] in _RESTRICTIVES or following[1] in _OTHERS))  # ("erfüllt keine Zahl": the subject's)


def past_relative_aside(tokens: List[_Token]) -> List[_Token]:
    """The tokens after a value without a relative clause set off by two commas right after it (", which no
    length could ever equal, is thrown out"): the predicate after it is the value's."""
    start = next((index for index, (kind, _) in enumerate(tokens) if kind != "command"), len(tokens))
    if start >= len(tokens) or tokens[start][0] != "comma" or _next_word(tokens, start) not in _RELATIVES:
        return tokens
    for index in range(start + 1, len(tokens)):
        kind = tokens[index][0]
        if kind in ("stop", "value"):
            return tokens
        if kind == "comma":
            return tokens[index + 1 :]
    return tokens


_VERB_PARTICLES = _words(VERB_PARTICLES)


def with_particle_joined(words: List[str]) -> List[str]:
    """The words with a particle that ends them joined to the verb it belongs to, when the two make a word of validity
    (``VERB_PARTICLES``: "kommt nie vor" reads "vorkommt nie", "soha nem érhető el" reads "soha nem elérhető")."""
    if len(words) < 2 or words[-1] not in _VERB_PARTICLES:
        return words
    joined = next((index for index, word in enumerate(words[:-1]) if VALIDITY_LEXICON.in_words(frozenset((words[-1] + word,)))), -1)
    return words if joined < 0 else words[:joined] + [words[-1] + words[joined]] + words[joined + 1 : -1]


def past_particle(words: List[str]) -> List[str]:
    """The words without a verb particle that ends them ("kommt nie vor": the negator ends the clause before it)."""
    return words[:-1] if len(words) > 1 and words[-1] in _VERB_PARTICLES else words


# The most negating adverbs read between a verb of bound and its value ("non supera mai 36", "übersteigt nie 36").
_NEGATORS_AFTER_BOUND = 2
_LAST_WORD_RE = lazy_compile(r"\s+([^\W\d_]+)\Z")


def ends_in_bound(before: str) -> bool:
    """Return whether the words before a value end with a bound ("exceeds", "übersteigt"), past up to two negators
    after it ("Il prodotto non supera mai 36", "Das Produkt übersteigt nie 36": a bound denied, not the value)."""
    text = before.rstrip(" $,")
    for _ in range(_NEGATORS_AFTER_BOUND + 1):
        if BOUNDS_SET.ends(text):
            return True
        last = _LAST_WORD_RE.search(text)
        if last is None or not is_negator(last.group(1).lower()):
            return False
        text = text[: last.start()]
    return False


def relative_to_a_negated_noun(tokens: List[_Token], index: int) -> bool:
    """Return whether the relative word at ``index`` hangs on a negated noun ("there is no
    arrangement whose count is 12"): a negator with at most NEGATED_NOUN_WORDS words between it and the relative, past a preposition and an
    article carried before the relative ("no real number for which", "ningún número real para el cual")."""
    words = 0
    set_off = tokens[index][1] in _SET_OFF_RELATIVES
    if index > 0 and tokens[index - 1][1] in _CONJUNCTION_WORDS:  # a relative joined to an earlier one ("..., которые ... и которые"):
        earlier = next((position for position in range(index - 2, -1, -1) if tokens[position][0] == "stop" or opens_relative(tokens[position][1])), -1)
        return earlier >= 0 and tokens[earlier][0] != "stop" and relative_to_a_negated_noun(tokens, earlier)  # that one's noun
    while index > 0 and tokens[index - 1][0] == "word" and (tokens[index - 1][1] in _ADJUNCT_WORDS or tokens[index - 1][1] in _DETERMINERS):
        index -= 1
    if set_off and index > 1 and tokens[index - 1][0] == "word" and tokens[index - 2][0] == "comma":
        index -= 1  # the preposition the relative word carries ("..., при котором")
    if set_off and index > 0 and tokens[index - 1][0] == "comma":
        index -= 1  # the comma that sets the relative clause off: its noun stands before it
    for kind, text in reversed(tokens[:index]):
        if kind != "word":
            return False
        if is_negator(text):
            return True
        words += len(text) > 1 and text not in _COUNTED_NOTHING  # (a variable's letter after its noun, "one" of "not one": nothing)
        if words > NEGATED_NOUN_WORDS:
            return False
    return False


def clause_words_after(after: str) -> List[str]:
    """The words of the clause that follows a value, to its first stop, comma or other value."""
    words: List[str] = []
    for kind, word in _tokens(after):
        if kind in ("stop", "comma", "value"):
            break
        if kind == "word":
            words.append(word)
    return words


def predicates_an_earlier_value(tokens: List[_Token], index: int) -> bool:
    """Return whether the negator at ``index`` belongs to the predicate of a value before it: only
    copulas, auxiliaries and particles stand between them ("\boxed{46} ist nicht richtig, \boxed{47}",
    "8이 아니라 ... 12": not 8 but 12)."""
    if not tokens[index][1].isascii() and tokens[index][1].startswith(CJK_CONTRASTS):
        return False  # a run of a script without spaces that a contrast opens is a new clause ("8但是我并不认为…")
    for kind, text in reversed(tokens[:index]):
        if kind == "value":
            return True
        if kind != "command" and text not in _AUXILIARIES and not is_particle(text):
            return False
    return False




def names_a_value(word: str) -> bool:
    """Return whether a word is a noun of a value or of the answer, in any language and, past the scripts without
    inflection, in an inflected form of at most _INFLECTION_LETTERS more letters ("wartością" of "wartość"): a relative clause
    after it describes the value itself ("The only value that is not valid is 6", "Jedyną wartością, która nie spełnia ...")."""
    return word in _VALUE_NOUNS or any(word.startswith(noun[:-1]) and len(word) - len(noun) <= _INFLECTION_LETTERS
                                       for noun in _INFLECTED_VALUE_NOUNS if len(noun) > _INFLECTION_LETTERS and noun[0] == word[:1])


def is_counted(tokens: List[_Token], index: int) -> bool:
    """Return whether the noun at ``index`` is what a noun of the quantity asked counts ("the number of positive integers which",
    "die Anzahl der dreistelligen Zahlen, die", "количество чисел, которые"): at most COUNTED_NOUN_WORDS words, none a verb of the
    clause, join it to that noun.  A relative clause after it describes the things counted, not the value."""
    for position in range(index - 1, max(-1, index - 2 - COUNTED_NOUN_WORDS), -1):
        kind, text = tokens[position]
        if kind != "word" or text in _AUXILIARIES or is_negator(text):
            return False
        if text in _RESULT_NOUNS:
            return True
    return False


def modifies_a_counted_noun(tokens: List[_Token], index: int) -> bool:
    """Return whether the word of difference at ``index`` is an adjective of a noun a genitive link joins to another ("the number
    of different pizzas", "la cantidad de distintos colores"): it says nothing of other values."""
    following = tokens[index + 1] if index + 1 < len(tokens) else ("", "")
    return index > 0 and tokens[index - 1][1] in _GENITIVE_LINKS and following[0] == "word" \
        and not (following[1] in _THAN or following[1] in _EXCEPTIVE_MARKERS or following[1] in _COMPARATIVES)


def denies_its_nominalized_clause(after: str) -> bool:
    """Return whether the value's clause, right after it, is nominalized as the topic or subject of its sentence and the
    sentence's last predicate negates it ("7 になるということは、上の条件から到底ありえない", "7이 되는 것은 불가능하다"):
    what the sentence says of that clause, however far its predicate stands."""
    end = SENTENCE_END_RE.search(after)
    words = [(index, text) for index, (kind, text) in enumerate(_tokens(after[: end.start() if end else len(after)])) if kind == "word"]
    topic = next((index for index, text in words[:_NOMINALIZED_REACH] if text.endswith(_NOMINALIZED_TOPICS)), -1)
    return topic >= 0 and words[-1][0] > topic and is_negator(words[-1][1])


def opens_relative(word: str) -> bool:
    """Return whether a word right after a comma opens a relative clause: a relative word or article (RELATIVE_ARTICLES: "Die
    Anzahl der Kisten, die ...")."""
    return word in _RELATIVES or word in _RELATIVE_ARTICLES


_VALUE_NOUNS = frozenset(VALUE_NOUNS) | frozenset(ANCHOR_CORE_WORDS) | _words(DEMONSTRATED_NOUNS) | _RESULT_NOUNS
_INFLECTED_VALUE_NOUNS = tuple(noun for noun in _VALUE_NOUNS if noun.isalpha() and not is_glued_script(noun[0]))
_INFLECTION_LETTERS = 3
_RELATIVE_ARTICLES = _words(RELATIVE_ARTICLES)
_SET_OFF_RELATIVES = _words({language: RELATIVES.get(language, ()) + RELATIVE_ARTICLES.get(language, ()) for language in COMMA_RELATIVE_LANGUAGES})
_ADJUNCT_WORDS = _words(ADJUNCT_OPENERS)
_NOMINALIZED_TOPICS = tuple(ending for endings in NOMINALIZED_TOPICS.values() for ending in endings)
_NOMINALIZED_REACH = 3  # the words after a value read for the ending that nominalizes its clause
SENTENCE_END_RE = lazy_compile(r"[.!?。！？\n]")  # where a sentence ends, read by mood too
_CONJUNCTION_WORDS = frozenset(word for words in CONJUNCTIONS.values() for word in words)  # (scope reads it too)
_COUNTED_NOTHING = frozenset(NUMBER_WORDS)  # the words of numbers
CONTRAST_ENDING_FORMS = tuple(ending for endings in CONTRAST_ENDINGS.values() for ending in endings)  # "없지만", "ですが": a word's clause ends
# A variable's name and an equals sign that open the math span of a value ("$x = 5$", "$x_1 = 5$"): the value's name, read as
# the value by the scope rules ("Apart from $x = 5$ there is no solution").
NAMED_VALUE_END_RE = lazy_compile(r"(?<=[$(\[])\s*[A-Za-z](?:_\{?\w+\}?)?\s*=\s*\Z")


_ASKING = frozenset(INTERROGATIVE_COMPLEMENTIZERS_ALONE)  # "whether", "ob", "czy": the clause they open asks
_ASKING_HINT_RE = lazy_compile("|".join(sorted(_ASKING) + [word.capitalize() for word in sorted(_ASKING)]))  # (a first test, in C)
_CLAUSE_GOES_ON_RE = lazy_compile(r"[^.;!?。\n]*(?:[,;，]\s*[^\W\d_]|[:：]\s*\S)")  # a clause after a comma, or a check after a colon


def may_ask(text: str) -> bool:
    """Return whether a text may hold an interrogative complementizer (a first test of ``asks_what_follows``, in C)."""
    return _ASKING_HINT_RE.search(text) is not None


def asks_what_follows(before: str, after: str) -> bool:
    """Return whether the value that ``before`` ends at stands in a clause an interrogative complementizer opens ("It remains
    open whether $n = 7$ is correct.", "Daher bleibt offen, ob $n = 7$ stimmt."): asked, not asserted; unless the sentence goes
    on past that clause, where a reply may settle it ("I checked whether 42 is right, and it is", "Let's check whether 45 works:
    $3 \\cdot 15 = 45$")."""
    if not may_ask(before) or _CLAUSE_GOES_ON_RE.match(after) or doubts_what_follows(before):
        return False  # (a doubt that governs the clause hedges it: "Wątpię, czy wynik to 5")
    words = _tokens_past_markup(before)
    clause = next((index for index in range(len(words) - 1, -1, -1) if words[index][0] in ("stop", "comma", "value")), -1)
    return any(kind == "word" and text in _ASKING for kind, text in words[clause + 1 :])


# A value's subject and copula that end the words before it ("the answer is", "the result was").
# The noun names one value: an operation on it changes the answer ("Twice the answer is 18"), while one on
# a set names the quantity asked ("the product of the roots is", "the sum of the solutions is").
_ONE_VALUE_NOUNS = [noun for noun in VALUE_NOUNS if not noun.endswith("s")]  # "roots", "values": sets
_SUBJECT_AT_END_RE = lazy_compile(
    r"(?:the\s+)?(?:" + "|".join(_ONE_VALUE_NOUNS) + r")\s+(?:is|was|equals|=|will be)\s*[:$*_\\(\[]*\s*\Z", re.IGNORECASE
)
_COPULA_AT_END_RE = lazy_compile(r"(?:is|was|equals|=|be)\Z", re.IGNORECASE)  # the last word _SUBJECT_AT_END_RE reads
_COPULA_MARKS = ":$*_\\(["  # what may follow that word, past spaces: the marks _SUBJECT_AT_END_RE allows


def _ends_with_copula(before: str) -> bool:
    """Return whether ``before`` ends with a copula, past spaces and marks (a first test of _SUBJECT_AT_END_RE,
    which scans the whole text: False means it cannot match)."""
    core = before.rstrip().rstrip(_COPULA_MARKS).rstrip()
    return _COPULA_AT_END_RE.search(core, max(0, len(core) - 6)) is not None


def subject_at_end(before: str) -> "Optional[re.Match[str]]":
    """Return the subject and copula that end ``before`` ("the answer is"), or None.  The pattern is asked from where its
    match could start at the earliest (``_subject_reach``), not across the whole text."""
    return _SUBJECT_AT_END_RE.search(before, _subject_reach(before)) if _ends_with_copula(before) else None


_LONGEST_COPULA = 7  # "will be"
_LONGEST_SUBJECT_NOUN = max(map(len, _ONE_VALUE_NOUNS))


def _subject_reach(before: str) -> int:
    """Where a match of _SUBJECT_AT_END_RE could start at the earliest, read back from the copula's end past the longest
    copula, the spaces before it, the longest noun, the spaces before it and "the": each step at least as long as what the
    pattern takes there, so that no match starts before it (tests/test_regex_prefilters.py)."""
    index = len(before.rstrip().rstrip(_COPULA_MARKS).rstrip()) - _LONGEST_COPULA
    for step in (_LONGEST_SUBJECT_NOUN, len("the")):
        while index > 0 and before[index - 1].isspace():
            index -= 1
        index -= step
    return max(0, index)


_AGENTS = _words(AGENT_PREPOSITIONS)
_AGENT_WORDS = 3  # the most words of a passive's agent phrase before its participle ("durch diese Bedingung")


def past_passive_agent(tokens: List[_Token], index: int) -> int:
    """Return where a passive's agent phrase that opens at ``index`` ends, when a participle of exclusion, error or falsity
    follows it in the verb-final order ("wird die 7 durch diese Bedingung ausgeschlossen", "wordt door deze voorwaarde
    uitgesloten"): the participle's index; else -1.  The agent is no predicate of the value: the participle after it is."""
    if tokens[index][1] not in _AGENTS:
        return -1
    words = 0
    for position in range(index + 1, min(len(tokens), index + 2 + _AGENT_WORDS)):
        kind, text = tokens[position]
        if kind != "word":
            return -1  # a value, a mark or a stop ends the phrase first
        if _is_exclusion(text) or text in _ERRORS or text in _FALSITY:
            return position if words else -1
        if is_negator(text):
            return -1  # a negated agent excludes nothing ("wird von keiner Bedingung ausgeschlossen")
        words += 1
    return -1


def before_explanation(clause: str, own: "Set[str]") -> str:
    """The clause up to a colon after the answer's value: what follows explains the denial ("значение 9 никогда не
    принимается: дробь $\\dfrac{4}{t^2+1}$ ..."), and its values name no mistake of the denied one."""
    found = next((match for match in _NUMBER_RE.finditer(clause) if is_own_value(match.group().strip("$,"), own)), None)
    colons = [at for at in (clause.find(mark, found.end()) for mark in ":：") if at >= 0] if found else []
    return clause[: min(colons)] if colons else clause
