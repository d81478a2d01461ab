"""Lists of cases after the answer: a lead that opens with a condition and ends with a colon ("Depending on how the two O's
are treated:"), then list items or table rows, each stating what holds in one case.  A case's value other than the answer's is
offered under its condition, as in a sentence "If the O's are distinguishable, 24" (POLICY 1.5).  Read by notes.py, sentence
by sentence."""

from __future__ import annotations

from typing import List, Set

from .._lazy import lazy_compile
from .._tables import CASE_LEADS
from .layout import BLOCK_LINE, _DIGIT_RE
from .lexicons import words_of
from .mood import glues_a_condition
from .offers import _CONDITION_START_RE, _WISHES
from .phrases import PhraseSet
from .suppositions import opens_with_inverted_conditional
from .values import is_own_value

_CASE_LEADS_SET = PhraseSet([CASE_LEADS])


def leads_cases(sentence: str) -> bool:
    """Return whether a later sentence is the lead of a list of cases: it ends with a colon, holds no value of its own and opens
    with a condition ("If the balls are distinguishable:", "Should the order matter, the count differs:", "もし順番も区別するなら：")
    or holds a dependency on a case or a reading (``CASE_LEADS``: "Depending on how the two O's are treated:", "Según cómo se
    interpreten las cajas:"); the list items and table rows after it state what holds in each case (``in_block_line``)."""
    stripped = sentence.strip().strip("*_ ")
    if not stripped.endswith((":", "：")) or _DIGIT_RE.search(stripped) or _WISHES.in_words(words_of(stripped)):
        return False  # (not the reader's wish: "If you want to check it:")
    return _CONDITION_START_RE.match(stripped) is not None or glues_a_condition(stripped) or _CASE_LEADS_SET.search(stripped) \
        or opens_with_inverted_conditional(stripped)


_BLOCK_LINE_RE = lazy_compile(BLOCK_LINE)  # a list item or a table row


def in_block_line(text: str, start: int) -> bool:
    """Return whether the line that holds ``start`` is a list item or a table row ("1. 5 arrangements." holds "5 arrangements.").
    After the lead of a list of cases, such a sentence states what holds in one case: a value other than the answer's is offered
    ("| O's distinguishable | 24 |" under "Depending on how the O's are treated:"), even when another item restates the answer."""
    return _BLOCK_LINE_RE.match(text, text.rfind("\n", 0, start) + 1) is not None


def states_another_case(values: List[str], own: Set[str]) -> bool:
    """Return whether an item or row of a list of cases, of ``values`` (as it states them), gives another value than the answer's:
    its last value is what holds in its case, the others describe the case ("| coppie ordinate divise per 2 | 15 |" gives 15)."""
    return bool(values) and not is_own_value(values[-1], own)
