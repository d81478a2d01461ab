"""The clause that governs the answer's clause when that clause comes first: a fronted complement.

"Dass die Summe 720 ist, halte ich keineswegs für gesichert", "Que la suma sea 720, no lo creo",
"That the sum is 720, I doubt": the sentence opens with a declarative complementizer, so the
answer's clause is the object of the main clause after it, and what that main clause says of it
(a negation, a doubt) is said of the answer.  Its polarity is read as the words before a value
are (``scope.polarity_before``): an odd count of negations denies; a doubt word hedges unless it
is itself negated ("..., bezweifle ich nicht": certainty).  A main clause with a value of its own
is another statement, left to the other checks.  English "that" opens a complement only before a
subject's determiner ("That the sum is ..."): at a sentence's start it is most often a demonstrative
("That gives 720, no doubt").

>>> main_clause_of_fronted_complement("Dass die Summe $", "$ ist, glaube ich nicht.")
' glaube ich nicht'
>>> main_clause_of_fronted_complement("Die Summe ist $", "$, glaube ich.")
''
"""

from __future__ import annotations

from .._lazy import lazy_compile
from .._tables import INTERROGATIVE_COMPLEMENTIZERS_ALONE
from ..verdict import HedgedError, UnassertedError
from .clauses import _COMPLEMENTIZERS
from .lexicons import _DETERMINERS, _DOUBTS, is_negator, words_of
from .scope import is_denying, polarity_before

__all__ = ["check_fronted_complement", "check_later_fronted_complement", "main_clause_negates", "main_clause_of_fronted_complement"]

# The first word of the sentence and the one after it (past emphasis, list marks and a heading's hashes).
_FIRST_WORDS_RE = lazy_compile(r"[\s*_#>•-]*([^\W\d_]+)[\s*_]+([^\W\d_]+)?")
# The main clause after the complement: from the first clause mark after the value to the sentence's end.
_MAIN_CLAUSE_RE = lazy_compile(r"[^.!?。！？\n]*?[,，、;]([^.!?。！？\n]*)")
_DIGIT_RE = lazy_compile(r"\d")
# A complementizer that is also a demonstrative or a relative opens a complement only before a determiner.
_AMBIGUOUS_COMPLEMENTIZERS = frozenset(("that",))
_FRONTING = _COMPLEMENTIZERS | frozenset(INTERROGATIVE_COMPLEMENTIZERS_ALONE)  # "whether" fronts a complement as "that" does
_COMPLEMENTIZER_STARTS = tuple(_FRONTING)
_OPENING_MARKS = " \t\n*_#>•-"


def main_clause_of_fronted_complement(before: str, after: str) -> str:
    """Return the main clause that governs the answer's clause when the answer's sentence (``before`` ends at the
    value, ``after`` follows it) opens with a declarative complementizer; "" otherwise, or when it holds a value."""
    if not before.lstrip(_OPENING_MARKS)[:8].lower().startswith(_COMPLEMENTIZER_STARTS):
        return ""  # the most common case, read at once: no complementizer opens the sentence
    first = _FIRST_WORDS_RE.match(before)
    if first is None:
        return ""
    word = first.group(1).lower()
    if word not in _FRONTING:
        return ""
    if word in _AMBIGUOUS_COMPLEMENTIZERS and (first.group(2) or "").lower() not in _DETERMINERS:
        return ""
    main = _MAIN_CLAUSE_RE.match(after)
    if main is None or _DIGIT_RE.search(main.group(1)):
        return ""
    return main.group(1).rstrip(" \t*_)")


def main_clause_negates(before: str, after: str) -> bool:
    """Return whether the main clause over the answer's fronted complement negates it ("Dass das Ergebnis nicht 24 ist,
    kann man keinesfalls behaupten": a denial in the complement is itself denied, and no denial of the answer)."""
    main = main_clause_of_fronted_complement(before, after)
    return bool(main) and _negates(main)


def _negates(main: str) -> bool:
    return is_denying(polarity_before(main + " "))


def check_fronted_complement(before: str, after: str) -> None:
    """Raise when the main clause after a fronted complement that holds the answer negates or doubts it."""
    main = main_clause_of_fronted_complement(before, after)
    if not main:
        return
    words = words_of(main)
    doubted = _DOUBTS.in_words(words)
    if doubted and any(map(is_negator, words)):
        return  # a doubt denied is certainty: "Dass die Anzahl 15 ist, daran besteht kein Zweifel", "..., no lo dudo"
    denied = _negates(main)
    if doubted and not denied:
        raise HedgedError("the main clause over the answer's clause doubts it")  # "Que la suma sea 720, lo dudo."
    if denied and not doubted:
        raise UnassertedError("the main clause over the answer's clause negates it")  # "..., halte ich keineswegs für gesichert"


def check_later_fronted_complement(before: str, after: str) -> None:
    """Raise when a later sentence's main clause negates or doubts the fronted complement that restates the answer's value
    ("Ob 42 stimmt, kann ich nicht sagen"), unless the complement negates the value itself: a double negation affirms it
    ("Dass das Ergebnis nicht 24 ist, kann man keinesfalls behaupten")."""
    if not is_denying(polarity_before(before)):
        check_fronted_complement(before, after)
