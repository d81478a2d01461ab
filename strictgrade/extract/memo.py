"""Remembered checks: what a check of a short text decided, its result or its error."""

from __future__ import annotations

import functools
from typing import Callable, List, NamedTuple, Type, TypeVar

from ..limits import CHECK_CACHE_SIZE, LONG_CHECK_CACHE_SIZE, MAX_CHECKED_TEXT, MAX_LONG_CHECKED_TEXT
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

    def decide(*texts: str) -> object:
        try:
            return check(*texts)
        except GradeError as error:
            return _Raised(type(error), error.message, error.text)

    outcome = functools.lru_cache(maxsize=CHECK_CACHE_SIZE)(decide)
    long_outcome = functools.lru_cache(maxsize=LONG_CHECK_CACHE_SIZE)(decide)  # texts past MAX_CHECKED_TEXT

    def kept(size: int) -> Callable[..., object]:
        return outcome if size <= MAX_CHECKED_TEXT else long_outcome if size <= MAX_LONG_CHECKED_TEXT else decide

    if check.__code__.co_argcount == 1:  # one text: no tuple of lengths to add up

        @functools.wraps(check)
        def remembered_one(text: str) -> _Result:
            value = kept(len(text))(text)
            if type(value) is _Raised:
                raise value.kind(value.message, value.text)  # type: ignore[attr-defined]
            return value  # type: ignore[return-value]

        remembered: Callable[..., _Result] = remembered_one
    else:

        @functools.wraps(check)
        def remembered_many(*texts: str) -> _Result:
            value = kept(sum(map(len, texts)))(*texts)
            if type(value) is _Raised:
                raise value.kind(value.message, value.text)  # type: ignore[attr-defined]
            return value  # type: ignore[return-value]

        remembered = remembered_many
    _CHECK_CACHES.extend((outcome, long_outcome))
    return remembered


def cleared_with_checks(cache: "functools._lru_cache_wrapper[_Result]") -> "functools._lru_cache_wrapper[_Result]":
    """Register a cache of what a text reads as (its tokens), so that ``clear_check_caches`` forgets it too."""
    _CHECK_CACHES.append(cache)  # type: ignore[arg-type]
    return cache


def clear_check_caches() -> None:
    """Forget what the checks of the words around answers decided."""
    for cache in _CHECK_CACHES:
        cache.cache_clear()
