"""Clauses around a value: where the clause after it begins and what opens it (a reason, a relative
clause, a comma that closes an exceptive), and the clause-level tests the scope rules make of it: a
separable exclusion verb split around the value, a clause that negates every other value.  Below
scope.py: it reads words and tokens only.
"""

from __future__ import annotations

from .._lazy import lazy_compile
from .._tables import ATTITUDE_ADVERBS, COMPLEMENT_PARTICLES
from ..limits import QUALIFIER_WINDOW
from .lexicons import (
    _ANAPHOR_WORDS,
    _DECLARING_RELATIVES,
    _AUXILIARIES,
    _DETERMINERS,
    _EXCEPTIVE_MARKERS,
    _INFIX_NEGATORS,
    _OTHERS,
    _QUANTIFIERS,
    _REASONS,
    _RELATIVES,
    _SEPARABLE_EXCLUSIONS,
    _SEPARATED_PARTICLES,
    _scope_passes_to_others,
    _spans,
    _tokens,
    _words,
    is_negator,
)

__all__ = ["is_negated_complement", "is_particle", "mask_attitude_modifiers", "may_split_exclusion", "opens_relative_clause", "opens_subordinate_clause"]

# A particle of a language whose verb ends the clause: a word of another script of at most this many
# characters ("가", "이", "で", "से", "수"); a longer one is a word of content ("소수가", "विभाज्य").
PARTICLE_LENGTH = 2


_WORD_RUN_RE = lazy_compile(r"[^\W\d_]+")
_COMPLEMENT_PARTICLES = tuple(particle for particles in COMPLEMENT_PARTICLES.values() for particle in particles)


# The scripts of the verb-final languages whose particles are words of their own or glued to a word:
# Devanagari, Bengali, Arabic and Persian, kana and CJK, Hangul.
_PARTICLE_SCRIPT_RE = lazy_compile("[\u0900-\u09ff\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


def is_particle(word: str) -> bool:
    """Return whether a word is a particle of a verb-final language's script: at most PARTICLE_LENGTH
    characters of it ("가", "이", "で", "से"; not a short Latin or Cyrillic word such as "é" or "в")."""
    return len(word) <= PARTICLE_LENGTH and _PARTICLE_SCRIPT_RE.match(word) is not None


def _negator_prefix(word: str) -> str:
    """What a word of a script without spaces holds before its negator ("は素数" in "は素数ではない"); a
    negator of a script with spaces is a word of its own ("नहीं", "değil")."""
    return min((word[: word.find(negator)] for negator in _INFIX_NEGATORS if negator in word), key=len, default="")


def is_negated_complement(after: str) -> bool:
    """Return whether the value that ``after`` follows is the complement of a negated copula that ends
    its clause, as verb-final languages say "is not 12": the clause after it holds a negator and
    otherwise only particles and auxiliaries ("가 아니다", "ではない", " नहीं है", " değil", "이 될 수
    없다"), or a word that opens with a complement particle ("になることは決してない"); no word of
    content ("는 소수가 아니다", "は素数ではない", " asal değil", " is not prime")."""
    negated = False
    for kind, word in _tokens(after):
        if kind in ("stop", "comma", "value"):
            break
        if kind != "word":
            continue
        if is_negator(word):
            negated = True
            prefix = _negator_prefix(word)
            if len(prefix) > PARTICLE_LENGTH and not prefix.startswith(_COMPLEMENT_PARTICLES):
                return False
        elif word not in _AUXILIARIES and not is_particle(word):
            return False
    return negated


def may_split_exclusion(text: str) -> bool:
    """Return whether a text may hold a separable exclusion verb's particle (a first test)."""
    lower = text.lower()
    return any(particle in lower for particle in _SEPARATED_PARTICLES)


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


def mask_attitude_modifiers(text: str) -> str:
    """Blank out the word right before an adverb of attitude ("Perhaps surprisingly"): it modifies that
    adverb, so a hedge there qualifies the writer's surprise, not the statement.

    >>> mask_attitude_modifiers("Perhaps surprisingly, it is perhaps ")
    '        surprisingly, it is perhaps '
    """
    if _ATTITUDE_ADVERBS.isdisjoint(_WORD_RUN_RE.findall(text.lower())):
        return text
    spans = _spans(text)
    for index, (kind, word, _, _) in enumerate(spans):
        if kind == "word" and word in _ATTITUDE_ADVERBS and index and spans[index - 1][0] == "word":
            start, end = spans[index - 1][2], spans[index - 1][3]
            text = text[:start] + " " * (end - start) + text[end:]
    return text
