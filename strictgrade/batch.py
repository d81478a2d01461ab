"""Grading many pairs at once, in this process or in worker processes, keeping their order.

>>> [v.reason.name for v in grade_many([r"\\boxed{1}", "2 or 3"], ["1", "3"])]
['EQUAL', 'HEDGED']
"""

from __future__ import annotations

from typing import Any, Dict, List, Sequence, Tuple

from .grader import grade
from .verdict import Verdict

__all__ = ["grade_many"]

# Pairs sent to a worker at a time: large enough to amortize pickling, small enough to balance.
CHUNK_SIZE = 256


def _grade_chunk(job: Tuple[Sequence[Any], Sequence[Any], Dict[str, Any]]) -> List[Verdict]:
    responses, references, options = job
    return [grade(response, reference, **options) for response, reference in zip(responses, references)]


def grade_many(
    responses: Sequence[Any], references: Sequence[Any], *, workers: int = 1, **options: Any
) -> List[Verdict]:
    """Grade ``responses[i]`` against ``references[i]`` for every i; the verdicts keep that order.

    ``workers > 1`` grades in that many spawned processes (safe under any threading model);
    ``options`` are grade()'s keyword options (``decimals``, ``mode``, ``form``).
    """
    if len(responses) != len(references):
        raise ValueError(f"{len(responses)} responses but {len(references)} references")
    if workers < 1:
        raise ValueError("workers must be at least 1")
    if workers == 1 or len(responses) <= CHUNK_SIZE:
        return _grade_chunk((responses, references, options))
    # imported here: worker pools cost about 20 ms to import, and most callers grade in-process
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    jobs = [
        (list(responses[start : start + CHUNK_SIZE]), list(references[start : start + CHUNK_SIZE]), options)
        for start in range(0, len(responses), CHUNK_SIZE)
    ]
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return [verdict for chunk in pool.map(_grade_chunk, jobs) for verdict in chunk]
