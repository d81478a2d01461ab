"""Clauses around a value: where the clause after it begins and what opens it (a reason, a relative
clause, a comma that closes an exceptive), and the clause-level tests the scope rules make of it: a
separable exclusion verb split around the value, a clause that negates every other value.  Below
scope.py: it reads words and tokens only.
"""

from __future__ import annotations

from .._lazy import lazy_compile
from ..limits import QUALIFIER_WINDOW
from .lexicons import (
    _ANAPHOR_WORDS,
    _DECLARING_RELATIVES,
    _DETERMINERS,
    _EXCEPTIVE_MARKERS,
    _OTHERS,
    _QUANTIFIERS,
    _REASONS,
    _RELATIVES,
    _SEPARABLE_EXCLUSIONS,
    _SEPARATED_PARTICLES,
    _scope_passes_to_others,
    _tokens,
    is_negator,
)

__all__ = ["opens_relative_clause", "opens_subordinate_clause"]


def _splits_exclusion_around(before: str, after: str) -> bool:
    """Return whether a separable exclusion verb stands around the value: its finite verb in the clause
    before it and its particle ending the clause after it ("Damit scheidet 27 als Ergebnis aus")."""
    window = after[:QUALIFIER_WINDOW].lower()
    if not any(particle in window for particle in _SEPARATED_PARTICLES):
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
