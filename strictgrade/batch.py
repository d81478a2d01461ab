"""Grading many pairs at once, in this process or in worker processes, keeping their order.

>>> [v.reason.name for v in grade_many([r"\\boxed{1}", "2 or 3"], ["1", "3"])]
['EQUAL', 'HEDGED']
>>> [v.correct for v in grade_iter((str(n) for n in range(3)), iter(["0", "1", "5"]))]
[True, True, False]
"""

from __future__ import annotations

import collections
import collections.abc
import itertools
from typing import Any, Callable, Deque, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, TypeVar

from .grader import grade
from .verdict import Form, Verdict, make_options

__all__ = ["grade_many", "grade_iter", "map_ordered"]

# Pairs sent to a worker at a time: large enough to amortize pickling, small enough to balance.
CHUNK_SIZE = 256
# Jobs in flight per worker: every worker stays busy while the oldest job is waited for, and
# memory stays flat on any number of jobs.
JOBS_PER_WORKER = 2
# How often a wait for a worker's job asks ``stop`` whether to give up (seconds).
POLL_SECONDS = 0.05

Job = TypeVar("Job")
Result = TypeVar("Result")
_STOPPED = object()


def _wait(future: Any, stop: Optional[Callable[[], bool]]) -> Any:
    """Return a future's result, or _STOPPED as soon as ``stop()`` says so."""
    if stop is None:
        return future.result()
    from concurrent.futures import wait

    while not wait([future], timeout=POLL_SECONDS).done:
        if stop():
            return _STOPPED
    return _STOPPED if stop() else future.result()


def map_ordered(
    function: Callable[[Job], Result],
    jobs: Iterable[Job],
    *,
    workers: int = 1,
    pool: Optional[Any] = None,
    stop: Optional[Callable[[], bool]] = None,
) -> Iterator[Result]:
    """Yield ``function(job)`` for every job, in order, here or in ``workers`` spawned processes.

    Jobs are read lazily, at most ``JOBS_PER_WORKER * workers`` of them in flight.  ``stop``
    is asked between jobs and while waiting for one: once it returns true nothing more is
    yielded, and the jobs in flight are cancelled or let finish (a job is never cut in half).
    ``pool`` is an executor of ``workers`` processes the caller started (and shuts down);
    without one, a pool is started here and stopped when the iterator ends or is closed.

    >>> list(map_ordered(len, ["a", "bb", ""]))
    [1, 2, 0]
    """
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    if workers == 1 and pool is None:
        for job in jobs:
            if stop is not None and stop():
                return
            yield function(job)
        return
    # imported here: worker pools cost about 20 ms to import, and most callers grade in-process
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    own = pool is None
    if own:
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
    window: Deque[Any] = collections.deque()
    try:
        for job in jobs:
            if stop is not None and stop():
                return
            window.append(pool.submit(function, job))
            if len(window) >= JOBS_PER_WORKER * workers:
                result = _wait(window.popleft(), stop)
                if result is _STOPPED:
                    return
                yield result
        while window:
            result = _wait(window.popleft(), stop)
            if result is _STOPPED:
                return
            yield result
    finally:
        if own:
            pool.shutdown(wait=True, cancel_futures=True)
        else:
            for future in window:
                future.cancel()


def _grade_chunk(job: Tuple[Sequence[Any], Sequence[Any], Dict[str, Any]]) -> List[Verdict]:
    responses, references, options = job
    return [grade(response, reference, **options) for response, reference in zip(responses, references)]


def _chunks(
    responses: Iterable[Any], references: Iterable[Any], options: Dict[str, Any]
) -> Iterator[Tuple[List[Any], List[Any], Dict[str, Any]]]:
    """Cut the pairs into chunks; raise ValueError when one side runs out before the other."""
    missing = object()
    pairs = itertools.zip_longest(responses, references, fillvalue=missing)
    while True:
        chunk = list(itertools.islice(pairs, CHUNK_SIZE))
        if not chunk:
            return
        if any(response is missing or reference is missing for response, reference in chunk):
            raise ValueError("responses and references differ in length")
        yield [response for response, _ in chunk], [reference for _, reference in chunk], options


def grade_iter(
    responses: Iterable[Any],
    references: Iterable[Any],
    *,
    workers: int = 1,
    progress: Optional[Callable[[int], Any]] = None,
    **options: Any,
) -> Iterator[Verdict]:
    """Yield the verdict of ``responses[i]`` against ``references[i]`` for every i, in that order.

    Both may be any iterables (generators, dataset columns): they are read lazily, in chunks,
    so memory stays flat.  ``workers > 1`` grades in that many spawned processes (safe under
    any threading model); ``progress`` is called with the number of pairs each chunk graded
    (``tqdm(total=n).update`` fits); ``options`` are grade()'s keyword options (``decimals``,
    ``mode``, ``form``), checked before any work.
    """
    make_options(options.get("decimals"), options.get("form", Form.VALUE))
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    if isinstance(responses, collections.abc.Sized) and isinstance(references, collections.abc.Sized):
        if len(responses) != len(references):
            raise ValueError(f"{len(responses)} responses but {len(references)} references")
        if len(responses) <= CHUNK_SIZE:
            workers = 1  # a worker would cost more than the grading
    for verdicts in map_ordered(_grade_chunk, _chunks(responses, references, options), workers=workers):
        if progress is not None:
            progress(len(verdicts))
        yield from verdicts


def grade_many(
    responses: Iterable[Any],
    references: Iterable[Any],
    *,
    workers: int = 1,
    progress: Optional[Callable[[int], Any]] = None,
    **options: Any,
) -> List[Verdict]:
    """Grade ``responses[i]`` against ``references[i]`` for every i; the verdicts keep that order.

    The list of :func:`grade_iter`'s verdicts: the same arguments, read the same way.
    """
    return list(grade_iter(responses, references, workers=workers, progress=progress, **options))
