"""Closed classes of words an answer may be (the days of the week, the months): against such an answer the class's other
members named after it are other values, as another option letter is against an option.  Below notes.py."""

from __future__ import annotations

from typing import List, Tuple

from .._lazy import lazy_compile
from .._tables import MONTH_NAMES, WEEKDAY_NAMES

__all__ = ["class_members_in", "other_class_members"]

# The closed classes of words an answer may be (days, months: their full names), whose other members in a later sentence are
# other values, as another option letter is against an option.  A month's name of three letters ("May", "Mai") counts only
# capitalized in the text ("it may be" is no month); the other entries of three letters are abbreviations ("Mar", "Jun").
_SHORT_MONTHS = frozenset(("may", "mai"))
_WORD_CLASSES = (frozenset(WEEKDAY_NAMES), frozenset(name for name in MONTH_NAMES if len(name) > 3) | _SHORT_MONTHS)
_WORD_ANSWER_RE = lazy_compile(r"\s*(?:\\text\s*\{\s*)?([^\W\d_]+(?:-[^\W\d_]+)?)\s*\}?\s*\.?\s*")
_CLASS_WORD_RE = lazy_compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")


def other_class_members(answer: str) -> frozenset:
    """The other members of the closed class an answer word belongs to ("Wednesday": the other days), or none."""
    word = _WORD_ANSWER_RE.fullmatch(answer)
    if word is None:
        return frozenset()
    lower = word.group(1).lower()
    return next((members - {lower} for members in _WORD_CLASSES if lower in members), frozenset())


def class_members_in(sentence: str, members: frozenset) -> List[Tuple[str, int]]:
    """The words of ``sentence`` among ``members``, each with where it ends ("Tuesday" in "(Tuesday if ...)")."""
    return [(match.group(), match.end()) for match in _CLASS_WORD_RE.finditer(sentence)
            if match.group().lower() in members and (match.group().lower() not in _SHORT_MONTHS or match.group()[0].isupper())]
