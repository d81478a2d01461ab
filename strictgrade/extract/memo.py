"""Remembered checks: what a check of a short text decided, its result or its error."""

from __future__ import annotations

import functools
from typing import Callable, List, NamedTuple, Type, TypeVar

from ..limits import CHECK_CACHE_SIZE, MAX_CHECKED_TEXT
from ..verdict import GradeError


_Result = TypeVar("_Result")
_CHECK_CACHES: List["functools._lru_cache_wrapper[object]"] = []


class _Raised(NamedTuple):
    """A check's error, remembered as its class, message and text (never with its frames)."""

    kind: Type[GradeError]
    message: str
    text: str


def _remembered(check: Callable[..., _Result]) -> Callable[..., _Result]:
    """Remember what a check of short texts decides: its result, or the error it raises.  The
    checks are pure functions of their texts, and the sentences around answers recur across the
    samples of one problem.  ``clear_check_caches`` forgets them."""

    @functools.lru_cache(maxsize=CHECK_CACHE_SIZE)
    def outcome(*texts: str) -> object:
        try:
            return check(*texts)
        except GradeError as error:
            return _Raised(type(error), error.message, error.text)

    if check.__code__.co_argcount == 1:  # one text: no tuple of lengths to add up

        @functools.wraps(check)
        def remembered_one(text: str) -> _Result:
            if len(text) > MAX_CHECKED_TEXT:
                return check(text)
            value = outcome(text)
            if type(value) is _Raised:
                raise value.kind(value.message, value.text)  # type: ignore[attr-defined]
            return value  # type: ignore[return-value]

        remembered: Callable[..., _Result] = remembered_one
    else:

        @functools.wraps(check)
        def remembered_many(*texts: str) -> _Result:
            if sum(map(len, texts)) > MAX_CHECKED_TEXT:
                return check(*texts)
            value = outcome(*texts)
            if type(value) is _Raised:
                raise value.kind(value.message, value.text)  # type: ignore[attr-defined]
            return value  # type: ignore[return-value]

        remembered = remembered_many
    _CHECK_CACHES.append(outcome)
    return remembered


def clear_check_caches() -> None:
    """Forget what the checks of the words around answers decided."""
    for cache in _CHECK_CACHES:
        cache.cache_clear()
