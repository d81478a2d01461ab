"""What the framework adapters share: a completion's text, the references a framework passes, and
grading against any of them.

Only steps that belong to an adapter live here. Reading the answer out of a response (reasoning
blocks, chat tokens, boxes, anchors, Markdown) is ``strictgrade.grade``'s job, so an adapter gives
exactly what ``grade()`` gives for the same text and options.

Every adapter file imports the public package absolutely (``from strictgrade import ...``, never a
relative import): verl and OpenRLHF load a reward file by its path, outside any package.
"""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any, List, Optional, Union

from strictgrade import Form, Mode, Reason, Verdict, grade, grade_candidate

__all__ = [
    "completion_text",
    "reasoning_text",
    "reference_values",
    "reference_readable",
    "grade_any",
    "MAX_REFERENCES",
    "MAX_REFERENCE_DEPTH",
    "THINK_OPEN",
]

THINK_OPEN = "<think>"
MAX_REFERENCES = 32  # acceptable answers read from one list or array reference; the rest are ignored
MAX_REFERENCE_DEPTH = 2  # nesting levels of lists read (a 2-d array); deeper values are unreadable
_SHORT_FLOAT_BYTES = 8  # float32/float16 scalars are read through their own shortest text
_PROBE_CANDIDATE = "0"  # any non-empty answer: the reference is parsed before it is looked at

Scalar = Union[str, int, float, Fraction]
_PYTHON_SCALARS = (str, bytes, bool, int, float, Fraction, Decimal, type(None))


def completion_text(completion: Any) -> str:
    """Return the text of a completion: a string, or the last assistant message of a conversation.

    >>> completion_text([{"role": "user", "content": "2+2?"}, {"role": "assistant", "content": "4"}])
    '4'
    """
    if completion is None:
        return ""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, dict):
        return str(completion.get("content") or "")
    if isinstance(completion, (list, tuple)):
        messages = [m for m in completion if isinstance(m, dict)]
        assistant = [m for m in messages if m.get("role", "assistant") == "assistant"]
        chosen = assistant[-1] if assistant else (messages[-1] if messages else None)
        return completion_text(chosen)
    return str(completion)


def reasoning_text(text: str, *, reasoning: bool) -> str:
    """With ``reasoning``, the chat template opened the think block in the prompt: open it here too.

    ``grade()`` then reads only what follows ``</think>``, and finds no answer when the block never
    closes (its own rule; nothing is decided here).

    >>> reasoning_text("hmm</think> \\\\boxed{4}", reasoning=True)
    '<think>hmm</think> \\\\boxed{4}'
    """
    if reasoning and THINK_OPEN not in text:
        return THINK_OPEN + text
    return text


def reference_values(value: Any) -> List[Optional[Scalar]]:
    """Every acceptable answer a framework's reference holds, as values ``grade()`` takes.

    Frameworks pass numpy scalars and arrays (verl reads parquet), pandas values, bytes, lists of
    acceptable answers and None. numpy is never imported: ``.tolist()`` / ``.item()`` / ``.as_py()``
    turn its values (and torch's, pandas', pyarrow's) into Python ones. An unreadable value (None,
    NaN, a bool, an unknown type) becomes None, which ``grade()`` calls a bad reference.

    >>> reference_values(["3", 0.5, None, b"x=2", float("nan")])
    ['3', 0.5, None, 'x=2', None]
    >>> reference_values(Decimal("1E+2"))
    ['100']
    """
    return _flatten(value, 0)[:MAX_REFERENCES] or [None]


def _flatten(value: Any, depth: int) -> List[Optional[Scalar]]:
    if not isinstance(value, (list, tuple)):
        value = _plain(value)
        if not isinstance(value, list):
            return [value]
    if depth >= MAX_REFERENCE_DEPTH:
        return [None]
    out: List[Optional[Scalar]] = []
    for item in value[:MAX_REFERENCES]:
        out.extend(_flatten(item, depth + 1))
    return out


def _plain(value: Any) -> Union[Optional[Scalar], List[Any]]:
    """One framework value as a Python value (a list for an array), or None when unreadable."""
    if isinstance(value, str):
        return str(value)  # numpy.str_ is a str subclass: keep plain text
    if isinstance(value, (bytes, bytearray)):
        try:
            return bytes(value).decode("utf-8")
        except UnicodeDecodeError:
            return None
    if value is None or isinstance(value, bool):
        return None
    if type(value) in (int, float, Fraction, Decimal):
        return _number(value)
    if _is_short_float(value):  # numpy.float32(0.1) -> '0.1', not 0.10000000149011612
        return str(value) if math.isfinite(float(value)) else None
    for method in ("tolist", "as_py", "item"):  # numpy / torch / pandas, pyarrow, other scalars
        convert = getattr(value, method, None)
        if callable(convert):
            try:
                converted = convert()
            except (TypeError, ValueError):
                return None
            if isinstance(converted, list):
                return converted
            return _plain(converted) if isinstance(converted, _PYTHON_SCALARS) else None
    if isinstance(value, (int, float, Fraction, Decimal)):  # subclasses without numpy's methods
        return _number(value)
    return None


def _number(value: Union[int, float, Fraction, Decimal]) -> Optional[Scalar]:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return int(value)
    if isinstance(value, Fraction):
        return Fraction(value)
    if isinstance(value, Decimal):
        return format(value, "f") if value.is_finite() else None
    number = float(value)  # np.float64 is a float subclass whose repr (numpy 2) is "np.float64(3.0)"
    return number if math.isfinite(number) else None


def _is_short_float(value: Any) -> bool:
    dtype = getattr(value, "dtype", None)
    return (
        getattr(dtype, "kind", None) == "f"
        and getattr(value, "ndim", None) == 0
        and isinstance(getattr(dtype, "itemsize", None), int)
        and dtype.itemsize < _SHORT_FLOAT_BYTES
    )


def reference_readable(reference: Any) -> bool:
    """Return whether any of the reference's answers can be graded against.

    >>> reference_readable(["\\\\frac{", "4"]), reference_readable("\\\\frac{"), reference_readable(None)
    (True, False, False)
    """
    return any(
        value is not None and grade_candidate(_PROBE_CANDIDATE, value).reason is not Reason.BAD_REFERENCE
        for value in reference_values(reference)
    )


def grade_any(
    response: str,
    reference: Any,
    *,
    mode: Mode = Mode.EVAL,
    decimals: Optional[int] = None,
    form: Form = Form.VALUE,
    **options: Any,
) -> Verdict:
    """``grade()`` against each answer the reference holds: the first correct verdict, else the first
    verdict from a readable reference. For one plain reference this is exactly ``grade()``'s verdict.
    ``options`` are grade()'s other keyword options, passed on as they are.

    >>> grade_any("\\\\boxed{2}", ["x = 3", 2]).reason
    Reason.EQUAL
    """
    best: Optional[Verdict] = None
    for value in reference_values(reference):
        verdict = grade(response, value, mode=mode, decimals=decimals, form=form, **options)
        if verdict.correct:
            return verdict
        if best is None or best.reason is Reason.BAD_REFERENCE:
            best = verdict
    assert best is not None  # reference_values never returns an empty list
    return best
