"""lm-evaluation-harness: ``process_results`` for a task's YAML, an answer filter, and ready tasks.

In a task YAML::

    process_results: !function strictgrade_utils.process_results
    metric_list:
      - metric: strictgrade
        aggregation: mean
        higher_is_better: true

Ready task folders for ``lm_eval --include_path``: see :func:`task_folder`
(``math500_strictgrade`` and ``finqa_strictgrade``).

>>> process_results({"answer": "72"}, ["... #### 72"])
{'strictgrade': 1}
>>> process_results({"solution": r"so it is \\boxed{\\frac12}"}, [r"\\boxed{0.5}"])
{'strictgrade': 1}
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

from ..grader import Mode, extract_answer, grade

__all__ = ["process_results", "process_results_finqa", "extract_filter", "task_folder", "REFERENCE_KEYS"]

# Document fields that hold the reference, in the order they are tried.
REFERENCE_KEYS = ("answer", "final_answer", "target", "gold", "solution")


def _reference(doc: Dict[str, Any]) -> Any:
    for key in REFERENCE_KEYS:
        if doc.get(key) not in (None, ""):
            return doc[key]
    raise KeyError(f"the document has none of the reference fields {REFERENCE_KEYS}")


def _response(results: Sequence[Any]) -> str:
    first = results[0] if results else ""
    if isinstance(first, (list, tuple)):  # some output types give a list per request
        first = first[0] if first else ""
    return str(first or "")


def process_results(doc: Dict[str, Any], results: Sequence[Any]) -> Dict[str, int]:
    """Return ``{"strictgrade": 1}`` when the generation's final answer matches the document's."""
    return {"strictgrade": int(grade(_response(results), _reference(doc)).correct)}


def process_results_finqa(doc: Dict[str, Any], results: Sequence[Any]) -> Dict[str, int]:
    """FinQA style: the "Formatted answer:" line, both sides rounded to two decimal places."""
    return {"strictgrade": int(grade(_response(results), _reference(doc), decimals=2).correct)}


def extract_filter(resps: Sequence[Sequence[str]], docs: Optional[Sequence[Any]] = None) -> List[List[str]]:
    """A filter function: keep each generation's final answer ("" when there is no single one).

    lm-eval's ``custom`` filter calls ``filter_fn(resps, docs)`` with one list of generations per doc.
    """
    return [[extract_answer(response, mode=Mode.EVAL) or "" for response in responses] for responses in resps]


def task_folder() -> Path:
    """Return the folder of ready tasks to pass to ``lm_eval --include_path``."""
    return Path(__file__).resolve().parent / "lm_eval_tasks"
