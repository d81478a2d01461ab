r"""The pipeline: extract -> normalize -> parse -> compare; the one place errors become verdicts.

>>> grade(r"Adding them up gives \boxed{\frac{1}{2}}.", "0.5")
Verdict(correct=True, reason=Reason.VALUE_EQUAL, candidate='\\frac{1}{2}', detail='')
>>> grade("The answer is 3 or 5.", "5").reason
Reason.HEDGED
>>> grade_answer(r"\frac{2}{4}", r"\frac12")
False
"""

from __future__ import annotations

import functools
import re
from decimal import Decimal
from fractions import Fraction
from typing import Any, List, NamedTuple, Optional, Tuple, Union

from ._lazy import lazy_compile
from .answer import ListOf, Node
from .canonical import canonical
from .compare import Outcome, approximates, compare, literal, percent_equal
from ._tables import DISJUNCTIONS, OPTION_LETTERS, PERCENT_WORDS
from ._text import find_mixed_number
from .extract import clear_check_caches, extract, extract_boxed
from .extract.retractions import option_letter
from .extract.phrases import BOUNDS_AFTER_SET, BOUNDS_SET, CANDIDATE_QUALIFIERS_SET, HEDGES_SET, clear_word_cache
from .grammar import MAX_RAW_LENGTH, check_bounds, parse_answer
from .normalize import NormalizedText, approximations, normalize, question_options
from .limits import CANDIDATE_CACHE_SIZE, MAX_CACHED_RESPONSE, REFERENCE_CACHE_SIZE, VERDICT_CACHE_SIZE
from .verdict import Form, GradeError, Mode, Options, Preset, Reason, Verdict, make_options

__all__ = ["Mode", "Form", "Preset", "grade", "grade_answer", "grade_candidate", "extract_answer", "clear_caches"]



_ELLIPSIS_RE = lazy_compile(r"\.\.\.|\\ldots|\\cdots|\\dots|…")
_TEXT_WRAPPER_RE = lazy_compile(r"\\text\{([^{}]*)\}")
_OPTION_REFERENCE_RE = lazy_compile(r"^\(?([" + OPTION_LETTERS + r"])\)?$")
_OPTION_CANDIDATE_RE = lazy_compile(r"^\(?([" + OPTION_LETTERS + OPTION_LETTERS.lower() + r"])(?:\)|:|\.|$)")
_VALUE_END_RE = lazy_compile(r"[\d}](?=[^\d}]*\Z)")
_OPTION_WITH_VALUE_RE = lazy_compile(r"^\(([" + OPTION_LETTERS + r"])\)(?=.)")  # (D)15: an option with its value
_OPTION_IN_TEXT_RE = lazy_compile(r"\(([" + OPTION_LETTERS + r"])\)")
# A percent sign or word: with percent_fraction, 37.5% is 3/8 (normalization drops the sign).
_PERCENT_RE = lazy_compile(
    "[%\uff05]|" + "|".join(r"\b" + re.escape(word).replace(r"\ ", r"\s+") + r"\b" for word in PERCENT_WORDS), re.IGNORECASE
)
# Tokens of math text: numbers, commands, words, single symbols (restatement is matched by them).
_TOKEN_RE = lazy_compile(r"\d+(?:\.\d+)?|\\[a-zA-Z]+|[a-zA-Z]+|\S")

Scalar = Union[str, int, Fraction]


def _as_text(value: object, what: str) -> Optional[str]:
    """Accept strings and exact numbers (a GSM8K reference is often an int)."""
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        raise TypeError(f"{what} must be a string, not bool")
    if isinstance(value, (int, Fraction)):
        return str(value)
    if isinstance(value, float):
        return format(Decimal(repr(value)), "f")  # 1e-05 -> 0.00001, the shortest exact decimal
    raise TypeError(f"{what} must be a string, not {type(value).__name__}")


@functools.lru_cache(maxsize=REFERENCE_CACHE_SIZE)
def _prepare_reference(reference: str) -> Tuple[NormalizedText, Node]:
    """Normalize and parse a reference once (raises GradeError).

    A reference that is a whole solution with a box is graded against its box.
    """
    if "\\boxed" in reference or "\\fbox" in reference:
        reference = extract_boxed(reference) or reference
    check_bounds(reference, MAX_RAW_LENGTH)
    normalized = _normalize_candidate(reference)  # (one cache for both sides: a candidate written as its reference is read once)
    return normalized, parse_answer(normalized)


@functools.lru_cache(maxsize=CANDIDATE_CACHE_SIZE)
def _normalize_candidate(candidate: str) -> NormalizedText:
    """Normalize a candidate or a reference; the same answer text recurs across samples of one problem."""
    return normalize(candidate)


class _ParseFailure(NamedTuple):
    """Why a candidate could not be read: kept instead of the exception (whose frames it would keep alive)."""

    reason: Reason
    message: str


@functools.lru_cache(maxsize=CANDIDATE_CACHE_SIZE)
def _parse_candidate(text: NormalizedText) -> Union[Node, _ParseFailure]:
    """Parse a normalized candidate once; a failure is kept as its reason and message."""
    try:
        return parse_answer(text)
    except GradeError as error:
        return _ParseFailure(error.reason, error.message)


@functools.lru_cache(maxsize=CANDIDATE_CACHE_SIZE)
def _compare_cached(reference: Node, candidate: Node, options: Options) -> Outcome:
    """Compare two parsed answers once (nodes and options are immutable and hashable)."""
    return compare(reference, candidate, options)


def clear_caches() -> None:
    """Forget everything remembered: references, candidates, comparisons, verdicts and the checks
    of the words around answers (for benchmarks and tests)."""
    for cached in (_grade_cached, _grade_text_cached, _prepare_reference, _normalize_candidate, _parse_candidate, _compare_cached, canonical):
        cached.cache_clear()
    clear_check_caches()
    clear_word_cache()


def _option_letter(normalized: str, pattern: "re.Pattern[str]") -> Optional[str]:
    unwrapped = _TEXT_WRAPPER_RE.sub(r"\1", normalized) if "\\text{" in normalized else normalized
    match = pattern.match(unwrapped.strip())
    return match.group(1).upper() if match else None


# A short plain decimal number: one written the same on both sides is EQUAL without reading either
# (tests/test_grader.py holds this step equal to the full reading).
_PLAIN_NUMBER_RE = lazy_compile(r"-?[0-9]{1,18}(?:\.[0-9]{1,18})?")  # ASCII digits: a native digit is read in full


def _grade_text(candidate: str, reference: str, options: Options, question: Optional[str]) -> Verdict:
    """Grade an extracted candidate against a reference."""
    if candidate == reference and question is None and _PLAIN_NUMBER_RE.fullmatch(candidate):
        return Verdict(True, Reason.EQUAL, candidate)
    return _grade_read_text(candidate, reference, options, question)


def _grade_read_text(candidate: str, reference: str, options: Options, question: Optional[str]) -> Verdict:
    """Grade an extracted candidate against a reference, reading both."""
    try:
        reference_text, reference_node = _prepare_reference(reference)
    except GradeError as error:
        return Verdict(False, Reason.BAD_REFERENCE, candidate, error.message)
    mixed = find_mixed_number(candidate)  # an extracted answer was refused with its response: a bare one here
    if mixed is not None:
        return Verdict(False, Reason.OBSCURED, candidate, f"the number {mixed!r} mixes the digits of two scripts")
    hedge = _hedge(candidate)
    if hedge:
        return Verdict(False, Reason.HEDGED, candidate, hedge)
    if _ELLIPSIS_RE.search(candidate) and not _ELLIPSIS_RE.search(reference):
        return Verdict(False, Reason.HEDGED, candidate, "an open-ended list is not one answer")
    try:
        check_bounds(candidate, MAX_RAW_LENGTH)
    except GradeError as error:
        return Verdict(False, error.reason, candidate[:200], error.message)
    candidate_text = _normalize_candidate(candidate)
    approximated = approximations(candidate)
    if approximated and not _approximates(candidate_text, approximated):
        return Verdict(False, Reason.VALUE_MISMATCH, candidate, "the value after the approximation sign is not this value rounded")
    if candidate_text == reference_text:
        return Verdict(True, Reason.EQUAL, candidate)
    if question is not None:
        listed = _listed_value_differs(candidate_text, question, options)
        if listed:
            return Verdict(False, Reason.VALUE_MISMATCH, candidate, listed)
    letter = _option_letter(reference_text, _OPTION_REFERENCE_RE)
    labels = len(_OPTION_IN_TEXT_RE.findall(candidate_text)) if "(" in candidate_text else 0
    if labels > 1 and (letter is not None or _option_letter(candidate_text, _OPTION_WITH_VALUE_RE)):
        return Verdict(False, Reason.HEDGED, candidate, "several options are offered")
    if letter is not None:
        offered = _option_letter(candidate_text, _OPTION_CANDIDATE_RE)
        if offered is not None:
            reason = Reason.EQUAL if offered == letter else Reason.VALUE_MISMATCH
            return Verdict(reason.is_correct, reason, candidate, "" if reason.is_correct else f"option {offered}")
    labelled = _option_letter(reference_text, _OPTION_WITH_VALUE_RE)
    if labelled is not None:  # the reference is an option with its value: its letter or its value
        offered = _option_letter(candidate_text, _OPTION_REFERENCE_RE) or _option_letter(candidate_text, _OPTION_WITH_VALUE_RE)
        if offered is not None and (offered != labelled or _option_letter(candidate_text, _OPTION_REFERENCE_RE)):
            reason = Reason.EQUAL if offered == labelled else Reason.VALUE_MISMATCH
            return Verdict(reason.is_correct, reason, candidate, "" if reason.is_correct else f"option {offered}")
    parsed = _parse_candidate(candidate_text)
    if isinstance(parsed, _ParseFailure):
        return Verdict(False, parsed.reason, candidate, parsed.message)
    candidate_node = parsed
    try:
        if question is not None and _restates(candidate_node, candidate_text, question):
            return Verdict(False, Reason.RESTATED, candidate, "the candidate appears in the question")
        outcome = _compare_cached(reference_node, candidate_node, options)
        if not outcome.correct and options.percent_fraction:
            outcome = percent_equal(reference_node, candidate_node, _PERCENT_RE.search(reference) is not None,
                                    _PERCENT_RE.search(candidate) is not None, options) or outcome
    except GradeError as error:
        return Verdict(False, error.reason, candidate, error.message)
    return Verdict(outcome.correct, outcome.reason, candidate, outcome.detail)


# The same extracted answer graded again against the same reference: samples of one problem
# often end in the same answer (verdicts are immutable).
_grade_text_cached = functools.lru_cache(maxsize=CANDIDATE_CACHE_SIZE)(_grade_text)


def _grade_extracted(candidate: str, reference: str, options: Options, question: Optional[str]) -> Verdict:
    """Grade an extracted candidate, from the cache when both texts are short enough to keep."""
    if len(candidate) + len(reference) + len(question or "") <= MAX_CACHED_RESPONSE:
        return _grade_text_cached(candidate, reference, options, question)
    return _grade_text(candidate, reference, options, question)


def _approximates(candidate_text: NormalizedText, approximated: List[str]) -> bool:
    """Return whether every decimal after a candidate's approximation signs is its value rounded.

    What cannot be judged (a value with variables, a tuple, an approximation that is no decimal)
    passes: the approximation is dropped as before.
    """
    parsed = _parse_candidate(candidate_text)
    if isinstance(parsed, _ParseFailure):
        return True  # unreadable: the reading of the candidate says why
    for text in approximated:
        try:
            rounded = parse_answer(normalize(text))
        except GradeError:
            continue
        if approximates(parsed, rounded) is False:
            return False
    return True


def _listed_value_differs(candidate_text: NormalizedText, question: str, options: Options) -> str:
    """Return why an option given with its value contradicts the question's list of options
    ("(D) 15" where the question lists "(D) 16"), or "" (no label, no list, or the same value).

    Without the question the letter and the value are each graded against the reference that names
    them; with it, the pair must be one of the question's options."""
    letter = _option_letter(candidate_text, _OPTION_WITH_VALUE_RE)
    if letter is None:
        return ""
    listed = question_options(question).get(letter)
    parsed = _parse_candidate(candidate_text)
    if listed is None or isinstance(parsed, _ParseFailure):
        return ""
    try:
        outcome = _compare_cached(parse_answer(normalize(listed)), parsed, options)
    except GradeError:
        return ""  # an option the grammar cannot read: the pair cannot be checked
    return "" if outcome.correct else f"the question lists option {letter} as {listed!r}"


_DISJUNCTION_WORDS = sorted({word for words in DISJUNCTIONS.values() for word in words}, key=len, reverse=True)
# Two members labelled by different one-letter names, joined by "or" ("x = 2 or y = 5").
_LABELLED_ALTERNATIVES_RE = lazy_compile(
    r"(?<![A-Za-z\\])([A-Za-z])\s*=[^=]*?(?:\\text\{\s*)?(?<![^\W\d_])(?:"
    + "|".join(map(re.escape, _DISJUNCTION_WORDS)) + r")(?![^\W\d_])(?:\s*\})?[\s$]*([A-Za-z])\s*=", re.IGNORECASE)


def _offers_other_names(candidate: str) -> bool:
    """Return whether a candidate joins values of different variables by "or" ("x = 2 or y = 5"):
    alternatives, not one variable's solution set ("x = 2 or x = 5") or a system's ("x = 2, y = 5")."""
    if "=" not in candidate:
        return False
    return any(first.lower() != second.lower() for first, second in _LABELLED_ALTERNATIVES_RE.findall(candidate))


def _hedge(candidate: str) -> str:
    """Return why a candidate's own words hedge it ("probably 5", "at least 5", "5 or more"), or ""."""
    if _offers_other_names(candidate):
        return "values of different variables are offered as alternatives"
    if not CANDIDATE_QUALIFIERS_SET.mentions(candidate):
        return ""
    if HEDGES_SET.search(candidate):
        return "the answer hedges"
    last = _VALUE_END_RE.search(candidate)
    if BOUNDS_SET.starts(candidate) or (last and BOUNDS_AFTER_SET.starts(candidate[last.end() :])):
        return "the answer is a bound, not a value"
    return ""


def _tokens(text: str) -> Tuple[str, ...]:
    return tuple(_TOKEN_RE.findall(text))


def _restates(node: Node, text: str, question: str) -> bool:
    """Return whether an unevaluated candidate is copied from the question.

    Matched by whole tokens: ``x+1`` is not in ``x+10``, ``2x`` is not in ``12x``.
    """
    if isinstance(node, ListOf) or literal(node) is not None:
        return False
    wanted = _tokens(text)
    if len(wanted) < 2:
        return False
    given = _tokens(normalize(question))
    size = len(wanted)
    return any(given[i : i + size] == wanted for i in range(len(given) - size + 1))


def grade(
    response: str,
    reference: Scalar,
    *,
    decimals: Optional[int] = None,
    mode: Mode = Mode.EVAL,
    form: Form = Form.VALUE,
    question: Optional[str] = None,
    preset: Union[Preset, str] = Preset.STRICT,
    rounded_reference: Optional[bool] = None,
    rounded_candidate: Optional[bool] = None,
    significant_digits: int = 3,
    percent_fraction: Optional[bool] = None,
) -> Verdict:
    """Grade a whole model output against a reference answer.

    ``decimals`` rounds both sides to that many places (FinQA / TAT-QA style);
    ``mode=Mode.REWARD`` requires a box or an anchor; ``form=Form.SIMPLEST``
    also requires simplest radical form; ``question`` lets a candidate that only
    copies an expression from the question be refused.

    Opt-in options for datasets with rounded or lenient labels (off by default in every mode;
    ``preset="lenient"`` turns all three on; docs/policy.md says what each risks):
    ``rounded_reference`` accepts an exact candidate that rounds to a decimal reference at its
    last written place (``\\frac{87}{7}`` for ``12.43``); ``rounded_candidate`` accepts a decimal
    candidate of at least ``significant_digits`` significant digits that is the exact reference
    rounded at its last written place (``4.333`` for ``\\frac{13}{3}``, never ``4.3``);
    ``percent_fraction`` accepts a percent for the equal fraction and the reverse.

    >>> grade("Final Answer: 12.6 million", "12600000").correct
    True
    >>> grade("I think it is 7", "7", mode=Mode.REWARD).reason
    Reason.NO_ANSWER
    """
    response_text = response if type(response) is str else _as_text(response, "response")
    reference_text = reference if type(reference) is str else _as_text(reference, "reference")
    if reference_text is None or not reference_text.strip():
        return Verdict(False, Reason.BAD_REFERENCE, None, "the reference is empty")
    if response_text is None:
        return Verdict(False, Reason.NO_ANSWER, None, "the response is missing")
    options = make_options(decimals, form, preset=preset, rounded_reference=rounded_reference, rounded_candidate=rounded_candidate,
                           significant_digits=significant_digits, percent_fraction=percent_fraction)
    if len(response_text) <= MAX_CACHED_RESPONSE:
        return _grade_cached(response_text, reference_text, options, mode, question)
    return _grade_response(response_text, reference_text, options, mode, question)


def _grade_response(response: str, reference: str, options: Options, mode: Mode, question: Optional[str]) -> Verdict:
    """Extract a response's final answer and grade it."""
    try:
        found = extract(response, require_anchor=mode is Mode.REWARD)
    except GradeError as error:
        return Verdict(False, error.reason, None, error.message)
    if found.head:
        if mode is Mode.REWARD and approximations(found.text):  # "\boxed{\frac{2}{3}} \approx 0.67": no equal form
            return Verdict(False, Reason.UNASSERTED, found.text, "in the reward setting an approximation may not follow the answer")
        head = _grade_extracted(found.head, reference, options, question)
        if head.correct and option_letter(found.head) and option_letter(reference):  # "\boxed{C}, i.e. 12": the option, its value
            return Verdict(True, head.reason, found.text, "the option's letter answers; the value after it restates the option")
        if head.reason in _FORM_REASONS:  # "\boxed{2^{10}} = 1024": the boxed member is unevaluated work
            return Verdict(False, head.reason, found.text, "the boxed member of the chain: " + head.detail)
        chain = _grade_extracted(found.text, reference, options, question)
        if head.correct and chain.reason in _FORM_REASONS:  # "\boxed{\frac{1}{6}} = \frac{6}{36}": the box gives the form
            return Verdict(True, head.reason, found.text, "the boxed member decides the form; the chain's other members are equal")
        return chain
    return _grade_extracted(found.text, reference, options, question)


# The failures of an answer's form, not of its value: a chain's boxed member must pass them itself (policy §3).
_FORM_REASONS = frozenset((Reason.UNEVALUATED, Reason.UNREDUCED, Reason.NOT_INTEGER, Reason.NOT_SIMPLEST_FORM))


# The same response graded again against the same reference (verdicts are immutable).
_grade_cached = functools.lru_cache(maxsize=VERDICT_CACHE_SIZE)(_grade_response)


def grade_candidate(
    candidate: str,
    reference: Scalar,
    *,
    decimals: Optional[int] = None,
    form: Form = Form.VALUE,
    question: Optional[str] = None,
    preset: Union[Preset, str] = Preset.STRICT,
    rounded_reference: Optional[bool] = None,
    rounded_candidate: Optional[bool] = None,
    significant_digits: int = 3,
    percent_fraction: Optional[bool] = None,
) -> Verdict:
    r"""Grade an already extracted answer and say why (no extraction step); the options are grade()'s.

    >>> grade_candidate("3 or 5", "5").reason
    Reason.HEDGED
    """
    given = _as_text(candidate, "candidate")
    truth = _as_text(reference, "reference")
    if truth is None or not truth.strip():
        return Verdict(False, Reason.BAD_REFERENCE, given, "the reference is empty")
    if given is None or not given.strip():
        return Verdict(False, Reason.NO_ANSWER, given, "the answer is empty")
    options = make_options(decimals, form, preset=preset, rounded_reference=rounded_reference, rounded_candidate=rounded_candidate,
                           significant_digits=significant_digits, percent_fraction=percent_fraction)
    return _grade_extracted(given, truth, options, question)


def grade_answer(given_answer: str, ground_truth: str, **options: Any) -> bool:
    r"""Return whether an already extracted answer matches the ground truth (PRM800K's signature).

    ``options`` are grade_candidate()'s keyword options (``decimals``, ``preset``, ...).

    >>> grade_answer("x = 5", "5"), grade_answer(r"\sqrt{25}", "5")
    (True, False)
    >>> grade_answer("4.333", r"\frac{13}{3}"), grade_answer("4.333", r"\frac{13}{3}", preset="lenient")
    (False, True)
    """
    return grade_candidate(given_answer, ground_truth, **options).correct


def extract_answer(response: str, *, mode: Mode = Mode.EVAL) -> Optional[str]:
    r"""Return the final answer text of a response, or None when it has no single one.

    >>> extract_answer(r"Thus $x = \boxed{3}$.")
    '3'
    >>> extract_answer("I am not sure.") is None
    True
    """
    text = _as_text(response, "response")
    if text is None:
        return None
    try:
        return extract(text, require_anchor=mode is Mode.REWARD).text
    except GradeError:
        return None
