"""lm-evaluation-harness: ``process_results`` for a task's YAML, an answer filter, and ready tasks.

In a task YAML::

    process_results: !function utils.process_results   # utils.py: from strictgrade.integrations.lm_eval import process_results
    metric_list:
      - metric: strictgrade
        aggregation: mean
        higher_is_better: true

Ready task folders for ``lm_eval --include_path``: see :func:`task_folder` (``math500_strictgrade``,
``finqa_strictgrade`` and ``finqa_verified_strictgrade``).

>>> process_results({"answer": "72"}, ["... #### 72"])
{'strictgrade': 1}
>>> process_results({"solution": r"so it is \\boxed{\\frac12}"}, [r"\\boxed{0.5}"])
{'strictgrade': 1}
>>> process_results_finqa({"answer": "94%"}, ["Formatted answer: 0.94"]), process_results_finqa_literal({"answer": "94%"}, ["Formatted answer: 0.94"])
({'strictgrade': 1}, {'strictgrade': 0})
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

from strictgrade import Mode, extract_answer
from strictgrade.integrations._common import grade_any
from strictgrade.integrations.finqa import FINQA_DECIMALS, grade_finqa

__all__ = [
    "process_results",
    "process_results_lenient",
    "process_results_finqa",
    "process_results_finqa_literal",
    "finqa_prompt",
    "finqa_verified_prompt",
    "extract_filter",
    "task_folder",
    "REFERENCE_KEYS",
]

# Document fields that hold the reference, in the order they are tried.
REFERENCE_KEYS = ("answer", "final_answer", "target", "gold", "solution")
FINQA_INSTRUCTION = 'Answer with a number. End with a line "Formatted answer: <number>".'


def _reference(doc: Dict[str, Any]) -> Any:
    for key in REFERENCE_KEYS:
        if doc.get(key) not in (None, ""):
            return doc[key]
    return None  # graded as a bad reference (score 0)


def _response(results: Sequence[Any]) -> str:
    first = results[0] if results else ""
    if isinstance(first, (list, tuple)):  # some output types give a list per request
        first = first[0] if first else ""
    return str(first or "")


def process_results(doc: Dict[str, Any], results: Sequence[Any]) -> Dict[str, int]:
    """Return ``{"strictgrade": 1}`` when the generation's final answer matches the document's."""
    return {"strictgrade": int(grade_any(_response(results), _reference(doc)).correct)}


def process_results_lenient(doc: Dict[str, Any], results: Sequence[Any]) -> Dict[str, int]:
    """As ``process_results``, with the lenient preset (rounded labels, percent as fraction; docs/policy.md)."""
    return {"strictgrade": int(grade_any(_response(results), _reference(doc), preset="lenient").correct)}


def process_results_finqa(doc: Dict[str, Any], results: Sequence[Any]) -> Dict[str, int]:
    """FinQA's convention (a percent is also a proportion, an amount also the number in the question's
    unit, the document's ``exe_ans`` also accepted), both sides rounded to two decimal places."""
    verdict = grade_finqa(_response(results), _reference(doc), program_answer=doc.get("exe_ans"))
    return {"strictgrade": int(verdict.correct)}


def process_results_finqa_literal(doc: Dict[str, Any], results: Sequence[Any]) -> Dict[str, int]:
    """strictgrade's own reading of the answer (``94%`` is 94), both sides rounded to two places."""
    return {"strictgrade": int(grade_any(_response(results), _reference(doc), decimals=FINQA_DECIMALS).correct)}


def _lines(value: Any) -> str:
    """A FinQA text field (a list of sentences, or a string) as lines."""
    if isinstance(value, (list, tuple)):
        return "\n".join(str(item).strip() for item in value if str(item).strip())
    return str(value or "").strip()


def _table(value: Any) -> str:
    """A FinQA table (a list of rows of cells) as one ``|``-separated line per row."""
    if isinstance(value, (list, tuple)):
        rows = [" | ".join(str(cell).strip() for cell in row) if isinstance(row, (list, tuple)) else str(row)
                for row in value]
        return "\n".join(rows)
    return str(value or "").strip()


def finqa_prompt(doc: Dict[str, Any]) -> str:
    """FinQA's prompt: the text before the table, the table, the text after it, and the question.

    >>> print(finqa_prompt({"pre_text": ["a.", "b."], "table": [["", "2019"], ["sales", "$ 5"]],
    ...                     "post_text": ["c."], "question": "what?"}))
    a.
    b.
    <BLANKLINE>
     | 2019
    sales | $ 5
    <BLANKLINE>
    c.
    <BLANKLINE>
    Question: what?
    Answer with a number. End with a line "Formatted answer: <number>".
    <BLANKLINE>
    """
    parts = [_lines(doc.get("pre_text")), _table(doc.get("table")), _lines(doc.get("post_text"))]
    context = "\n\n".join(part for part in parts if part)
    return f"{context}\n\nQuestion: {doc.get('question', '')}\n{FINQA_INSTRUCTION}\n"


def finqa_verified_prompt(doc: Dict[str, Any]) -> str:
    """The verified FinQA subset's prompt: its single ``context`` field and the question."""
    return f"{_lines(doc.get('context'))}\n\nQuestion: {doc.get('question', '')}\n{FINQA_INSTRUCTION}\n"


def extract_filter(resps: Sequence[Sequence[str]], docs: Optional[Sequence[Any]] = None) -> List[List[str]]:
    """A filter function: keep each generation's final answer ("" when there is no single one).

    lm-eval's ``custom`` filter calls ``filter_fn(resps, docs)`` with one list of generations per doc.
    """
    return [[extract_answer(response, mode=Mode.EVAL) or "" for response in responses] for responses in resps]


def task_folder() -> Path:
    """Return the folder of ready tasks to pass to ``lm_eval --include_path``."""
    return Path(__file__).resolve().parent / "lm_eval_tasks"
