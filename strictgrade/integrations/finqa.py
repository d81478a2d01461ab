"""FinQA's convention, as an option: a percent answer is also a proportion, an amount is also the
bare number in the question's unit.

FinQA's own evaluation compares the results of executed programs: ``94%`` is computed as ``0.94`` and
``$ 1.2 billion`` as ``1.2`` (the table's unit). strictgrade's default policy reads ``94%`` as 94 and
``$ 1.2 billion`` as 1200000000, so a response that answers ``0.94`` or ``1.2`` is wrong by default.
:func:`finqa_references` lists the reference together with the values FinQA's evaluation accepts,
and :func:`grade_finqa` accepts a response matching any of them (both sides rounded to two decimal
places, as FinQA's answers are). ``grade()`` itself is unchanged.

>>> finqa_references("94%")
['94%', '0.94']
>>> finqa_references("$ 1.2 billion")
['$ 1.2 billion', '1.2']
>>> bool(grade_finqa("Formatted answer: 0.94", "94%")), bool(grade_finqa("Formatted answer: 1.2", "$ 1.2 billion"))
(True, True)
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, List, Optional

from strictgrade import Mode, Verdict
from strictgrade._tables import PERCENT_WORDS, SCALE_WORDS
from strictgrade.integrations._common import Scalar, grade_any, reference_values

__all__ = ["finqa_references", "grade_finqa", "FINQA_DECIMALS"]

FINQA_DECIMALS = 2  # FinQA's answers are given to two decimal places
_AMOUNT_RE = re.compile(
    r"^\s*(?P<sign>[-−]?)\s*(?P<currency>[$€£¥])?\s*(?P<number>-?(?:\d[\d,]*(?:\.\d+)?|\.\d+))\s*(?P<rest>.*?)\s*$"
)
_PERCENT_SUFFIXES = frozenset(("%",) + PERCENT_WORDS)


def _program_value(answer: str) -> Optional[str]:
    """The value FinQA's executed program gives for a percent or an amount answer, else None."""
    match = _AMOUNT_RE.match(answer)
    if match is None:
        return None
    try:
        number = Decimal(match.group("number").replace(",", ""))
    except InvalidOperation:
        return None
    if match.group("sign"):
        number = -number
    rest = match.group("rest").lower()
    if rest in _PERCENT_SUFFIXES:
        return format(number / 100, "f")
    if rest in SCALE_WORDS or (match.group("currency") and not rest):
        return format(number, "f")
    return None


def finqa_references(answer: Any, program_answer: Any = None) -> List[Optional[Scalar]]:
    """The reference, then the values FinQA's evaluation accepts for it: a percent as a proportion,
    an amount in the question's unit, and the executed program's result (``exe_ans``) when given."""
    values = reference_values(answer)
    extra: List[Optional[Scalar]] = []
    for value in values:
        if isinstance(value, str):
            converted = _program_value(value)
            if converted is not None and converted not in values and converted not in extra:
                extra.append(converted)
    if program_answer is not None:
        extra.extend(v for v in reference_values(program_answer) if v is not None)
    return values + extra


def grade_finqa(
    response: str,
    answer: Any,
    *,
    program_answer: Any = None,
    decimals: Optional[int] = FINQA_DECIMALS,
    mode: Mode = Mode.EVAL,
    preset: str = "strict",
) -> Verdict:
    """Grade a response by FinQA's convention (see the module's text)."""
    return grade_any(response, finqa_references(answer, program_answer), mode=mode, decimals=decimals, preset=preset)
