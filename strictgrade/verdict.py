"""Verdicts, the reasons behind them, and the one error root of the pipeline.

Every stage either returns a value or raises a :class:`GradeError` subclass that
carries the :class:`Reason` it stands for.  Only the grader turns such errors into
a :class:`Verdict`; a mismatch is never an error, it is a verdict.

>>> Verdict(True, Reason.EQUAL, "5")
Verdict(correct=True, reason=Reason.EQUAL, candidate='5', detail='')
>>> bool(Verdict(False, Reason.VALUE_MISMATCH, "4"))
False
"""

from __future__ import annotations

import enum
from typing import NamedTuple, Optional, Tuple

from ._immutable import Immutable
from .limits import MAX_DECIMALS

__all__ = [
    "Reason",
    "Verdict",
    "Mode",
    "Form",
    "Preset",
    "Options",
    "DEFAULT_OPTIONS",
    "make_options",
    "GradeError",
    "NoAnswerError",
    "HedgedError",
    "UnassertedError",
    "ObscuredError",
    "UndefinedValueError",
    "UnparsableError",
    "TooComplexError",
]


class Reason(enum.Enum):
    """Why a verdict was given: one member per rule of the policy.

    The value is a sentence a person can read in a report.

    >>> Reason.UNREDUCED.value
    'the candidate is a fraction that is not in lowest terms'
    >>> Reason.EQUAL.is_correct, Reason.HEDGED.is_correct
    (True, False)
    """

    # correct
    EQUAL = "the candidate is written the same as the reference after normalization"
    VALUE_EQUAL = "the candidate has the reference's value in an accepted form"
    ROUNDED_EQUAL = "the candidate equals the reference after rounding both to the requested decimals"
    # correct under an opt-in option for datasets with rounded or lenient labels (never by default)
    ROUNDED_REFERENCE = "the candidate is exact and rounds to the decimal reference at its last written place (rounded_reference)"
    ROUNDED_CANDIDATE = "the candidate is the exact reference rounded at the candidate's last written place (rounded_candidate)"
    PERCENT_EQUAL = "the candidate's percent is the reference's fraction, or the reverse (percent_fraction)"
    # the answer is there but it is not the reference's object
    VALUE_MISMATCH = "the candidate's value differs from the reference's"
    SHAPE_MISMATCH = "the candidate is a different kind of object than the reference"
    UNREDUCED = "the candidate is a fraction that is not in lowest terms"
    NOT_INTEGER = "the reference is an integer but the candidate is not written as one"
    UNEVALUATED = "the candidate is unevaluated work, not a number"
    NOT_SIMPLEST_FORM = "the candidate is not in simplest radical form"
    RESTATED = "the candidate only restates the question's givens"
    # no single asserted answer
    NO_ANSWER = "the response states no final answer"
    HEDGED = "the response hedges between several answers"
    UNASSERTED = "the final answer is denied, retracted, hidden or altered outside its box"
    OBSCURED = "the response cannot be read as a reader sees it (macro definitions, math styling, deceptive characters)"
    # cannot be read
    UNPARSABLE = "the candidate cannot be read as a math answer"
    TOO_COMPLEX = "the candidate exceeds the bounds on size, depth or magnitude"
    BAD_REFERENCE = "the reference cannot be read as a math answer"

    @property
    def is_correct(self) -> bool:
        """Return whether this reason stands for a correct verdict."""
        return self in _CORRECT_REASONS

    def __repr__(self) -> str:
        return f"Reason.{self.name}"


_CORRECT_REASONS = frozenset(
    {Reason.EQUAL, Reason.VALUE_EQUAL, Reason.ROUNDED_EQUAL, Reason.ROUNDED_REFERENCE, Reason.ROUNDED_CANDIDATE, Reason.PERCENT_EQUAL}
)


class Verdict(Immutable):
    """The outcome of grading one candidate against one reference.

    Truthy exactly when ``correct`` is true, so ``if grade(r, g):`` reads naturally.
    An immutable value (``Immutable``): equal to a verdict with equal fields, hashed by
    them, copied and pickled whole; not a dataclass, whose import took about an eighth
    of ``import strictgrade``.

    >>> v = Verdict(False, Reason.HEDGED, "3, 5", "3 or 5 against a single value")
    >>> (bool(v), v.reason.name, v.candidate)
    (False, 'HEDGED', '3, 5')
    """

    __slots__ = ("correct", "reason", "candidate", "detail")
    __match_args__ = __slots__
    correct: bool
    reason: Reason
    candidate: Optional[str]
    detail: str

    def __init__(self, correct: bool, reason: Reason, candidate: Optional[str] = None, detail: str = "") -> None:
        if correct is not reason.is_correct:
            raise ValueError(f"a verdict with reason {reason.name} cannot have correct={correct}")
        setter = object.__setattr__
        setter(self, "correct", correct)
        setter(self, "reason", reason)
        setter(self, "candidate", candidate)
        setter(self, "detail", detail)

    def _values(self) -> Tuple[bool, Reason, Optional[str], str]:
        return (self.correct, self.reason, self.candidate, self.detail)

    def __bool__(self) -> bool:
        return self.correct


class Mode(enum.Enum):
    """Where the final answer may come from."""

    EVAL = "eval"  # box, anchor, bare one-line answer, or a final sentence with one value
    REWARD = "reward"  # box or anchor only: nothing is guessed from free text

    __hash__ = object.__hash__  # members are singletons: hashed by identity, in C (cache keys)


class Form(enum.Enum):
    """How strictly the written form of an irrational value is checked."""

    VALUE = "value"  # the value decides: \sqrt{8} is accepted for 2\sqrt{2}
    SIMPLEST = "simplest"  # also require simplest radical form

    __hash__ = object.__hash__  # as Mode's


class Preset(enum.Enum):
    """A named bundle of the opt-in comparison options.

    ``STRICT`` is the policy as written (every option off, the default in every mode); ``LENIENT``
    is for benchmarks whose labels are rounded or mix percents and fractions: rounded references,
    rounded candidates of at least 3 significant digits, and percent as fraction.  Each option of
    ``grade`` set explicitly wins over the preset.
    """

    STRICT = "strict"
    LENIENT = "lenient"

    __hash__ = object.__hash__  # as Mode's


class Options(NamedTuple):
    """Comparison options (keyword-only at the public boundary).

    A named tuple: it keys three caches per grade, and a tuple hashes in C.
    """

    decimals: Optional[int] = None
    form: Form = Form.VALUE
    rounded_reference: bool = False  # an exact candidate that rounds to a decimal reference at its last place
    rounded_candidate: bool = False  # a decimal candidate that is the exact reference rounded at its last place
    significant_digits: int = 3  # the fewest significant digits a rounded candidate must write
    percent_fraction: bool = False  # 37.5% for 3/8 and the reverse


DEFAULT_OPTIONS = Options()

# The default value of each lenient option under each preset.
_PRESETS = {
    Preset.STRICT: {"rounded_reference": False, "rounded_candidate": False, "percent_fraction": False},
    Preset.LENIENT: {"rounded_reference": True, "rounded_candidate": True, "percent_fraction": True},
}


def make_options(
    decimals: Optional[int],
    form: Form,
    *,
    preset: "Preset | str" = Preset.STRICT,
    rounded_reference: Optional[bool] = None,
    rounded_candidate: Optional[bool] = None,
    significant_digits: int = 3,
    percent_fraction: Optional[bool] = None,
) -> Options:
    """The options of one call (the default ones are one shared instance).

    An option left as None takes the preset's value; ``preset`` may be given by its name.

    >>> make_options(None, Form.VALUE) is DEFAULT_OPTIONS
    True
    >>> make_options(2, Form.VALUE).decimals
    2
    >>> make_options(-1, Form.VALUE)
    Traceback (most recent call last):
    ...
    ValueError: decimals must be a whole number from 0 to 10, not -1
    >>> make_options(None, Form.VALUE, preset="lenient").rounded_candidate
    True
    >>> make_options(None, Form.VALUE, preset=Preset.LENIENT, percent_fraction=False).percent_fraction
    False
    """
    if decimals is None and form is Form.VALUE and preset is Preset.STRICT and type(significant_digits) is int and significant_digits == 3 \
            and rounded_reference is rounded_candidate is percent_fraction is None:
        return DEFAULT_OPTIONS  # every call that names no option (most): nothing to read
    chosen = _PRESETS[Preset(preset)]
    flags = (
        chosen["rounded_reference"] if rounded_reference is None else bool(rounded_reference),
        chosen["rounded_candidate"] if rounded_candidate is None else bool(rounded_candidate),
        chosen["percent_fraction"] if percent_fraction is None else bool(percent_fraction),
    )
    if decimals is not None and (type(decimals) is not int or not 0 <= decimals <= MAX_DECIMALS):
        raise ValueError(f"decimals must be a whole number from 0 to {MAX_DECIMALS}, not {decimals!r}")
    if type(significant_digits) is not int or significant_digits < 1:
        raise ValueError(f"significant_digits must be a positive integer, not {significant_digits!r}")
    if decimals is None and form is Form.VALUE and not any(flags) and significant_digits == 3:
        return DEFAULT_OPTIONS
    return Options(decimals, form, flags[0], flags[1], significant_digits, flags[2])


class GradeError(Exception):
    """Root of every error a pipeline stage raises; carries the Reason it stands for."""

    reason: Reason = Reason.UNPARSABLE

    def __init__(self, message: str, text: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.text = text


class NoAnswerError(GradeError):
    """The response holds no final answer."""

    reason = Reason.NO_ANSWER


class HedgedError(GradeError):
    """The response offers several answers for one question."""

    reason = Reason.HEDGED


class UnassertedError(GradeError):
    """The last answer is denied, retracted, hidden or altered from outside."""

    reason = Reason.UNASSERTED


class CorrectedError(UnassertedError):
    """The last answer is withdrawn by the writer and another value follows: ``text`` is what follows
    the withdrawal, from which the answer is read again (the last one wins)."""


class ObscuredError(GradeError):
    """The response defines macros, styles math or holds characters displayed otherwise than read."""

    reason = Reason.OBSCURED


class UndefinedValueError(GradeError):
    """The expression has no value here (division by zero, log of zero, infinity)."""

    reason = Reason.VALUE_MISMATCH


class UnparsableError(GradeError):
    """The answer text cannot be read by the grammar."""

    reason = Reason.UNPARSABLE


class TooComplexError(GradeError):
    """The answer exceeds a bound on size, depth, digits or magnitude."""

    reason = Reason.TOO_COMPLEX
