"""What the properties of the assertion rules share: both modes, a value in a box, positive numbers."""

from __future__ import annotations

import re

from hypothesis import strategies as st

from strictgrade import Mode, Reason, Verdict, grade
from strictgrade._tables import FALSITY_WORDS, NEUTRAL_ADJUNCTS, VALIDITY_WORDS

numbers = st.integers(min_value=2, max_value=10**6)
modes = st.sampled_from([Mode.EVAL, Mode.REWARD])


def box(value: int) -> str:
    """A value in a box in an inline math span."""
    return f"$\\boxed{{{value}}}$"


def assert_refused(response: str, value: int, mode: Mode, *reasons: Reason) -> None:
    """Refused in both modes; in the evaluation setting for one of ``reasons`` (the reward setting refuses any note)."""
    verdict = grade(response, str(value), mode=mode)
    assert not verdict.correct, verdict
    assert mode is not Mode.EVAL or verdict.reason in reasons, verdict


def assert_paid(response: str, value: int) -> None:
    """Paid in the evaluation setting as the value itself."""
    verdict = grade(response, str(value))
    assert verdict.correct and verdict.reason is Reason.EQUAL, verdict


# Words after the answer that are more than one word before the sentence's end: one word alone may be its
# count noun ("{v} Bücher.") and is on the whitelist; a verb ending the sentence cannot be told from it.
_PREDICATE_AFTER_VALUE_RE = re.compile(r"\{v\}[\s$.,;:!*_)]*(?:,|[^\W\d_]+[\s*_]+[^\W\d_])")


# The rest of a sentence after the answer that is a neutral adjunct ("{v} in total.", "{v} of them."): on the whitelist.
_ADJUNCT_AFTER_VALUE_RE = re.compile(
    r"\{v\}[\s$*_]*(?:" + "|".join(re.escape(phrase) for phrases in NEUTRAL_ADJUNCTS.values() for phrase in phrases) + r")[.!]?\Z")


# One word after the answer that is a verb of validity or of failing ("{v} funziona.", "{v} works."): a predicate, no count noun.
_WORD_AFTER_VALUE_RE = re.compile(r"\{v\}[\s$*_)]*([^\W\d_]+)[.!]?\Z")
_PREDICATE_VERBS = {word for table in (VALIDITY_WORDS, FALSITY_WORDS) for words in table.values() for word in words}


def _verb_after_value(template: str) -> bool:
    word = _WORD_AFTER_VALUE_RE.search(template)
    return word is not None and word.group(1).lower() in _PREDICATE_VERBS


def in_mode(template: str, correct: bool, reason: Reason, mode: Mode) -> tuple:
    """The verdict a sentence paid in the evaluation setting gets in ``mode``: in the reward setting
    words of a predicate after the answer ("{v}, no value works.") are off the whitelist (POLICY 1.7),
    and a neutral adjunct ("{v} of them.") is on it."""
    if correct and mode is Mode.REWARD and (_PREDICATE_AFTER_VALUE_RE.search(template) and not _ADJUNCT_AFTER_VALUE_RE.search(template)
                                            or _verb_after_value(template)):
        return False, Reason.UNASSERTED
    return correct, reason


def note_after_box(head: str, note: str, own: int, other: int, mode: Mode = Mode.EVAL) -> Verdict:
    """Grade a response whose box of ``own`` is followed by a note naming ``other`` (made different from ``own``)."""
    other = other + 1 if other == own else other
    return grade(f"{head}\n\n$$\\boxed{{{own}}}$$\n\n" + note.format(own=own, other=other), str(own), mode=mode)


def affirmed(verdict: Verdict, mode: Mode) -> bool:
    """An affirming note keeps the answer when evaluating; in the reward setting nothing but the whitelist may follow it."""
    if mode is Mode.REWARD:
        return not verdict.correct and verdict.reason == Reason.UNASSERTED
    return verdict.correct and verdict.reason == Reason.EQUAL
