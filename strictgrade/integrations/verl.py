"""verl: ``custom_reward_function.path`` pointing at this file, ``name: compute_score``.

verl's reward managers call ``compute_score(data_source, solution_str, ground_truth,
extra_info)`` (positionally in the parallel manager's worker processes) and take a float,
or a dict whose "score" key is the reward.

>>> compute_score("openai/gsm8k", "... #### 72", "72")
1.0
>>> compute_score("math", r"\\boxed{3}", ["3", "three"], return_dict=True)
{'score': 1.0, 'acc': True, 'pred': '3'}
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Union

from ..compare import Form
from ..grader import Mode
from ._common import final_text, grade_any

__all__ = ["compute_score", "compute_score_batch"]

Score = Union[float, Dict[str, Any]]


def compute_score(
    data_source: Any,
    solution_str: str,
    ground_truth: Union[str, Sequence[str]],
    extra_info: Optional[Dict[str, Any]] = None,
    *,
    return_dict: bool = False,
    correct: float = 1.0,
    incorrect: float = 0.0,
    reasoning: bool = False,
    mode: str = "reward",
    decimals: Optional[int] = None,
    form: str = "value",
    **kwargs: Any,
) -> Score:
    """Score one response: ``correct`` or ``incorrect``; a list of references accepts any of them."""
    text = final_text(solution_str or "", reasoning=reasoning)
    if text is None:
        ok, pred = False, None
    else:
        verdict = grade_any(text, ground_truth, mode=Mode(mode), decimals=decimals, form=Form(form))
        ok, pred = verdict.correct, verdict.candidate
    score = correct if ok else incorrect
    if return_dict:
        return {"score": score, "acc": ok, "pred": pred}
    return score


def compute_score_batch(
    data_sources: Sequence[Any],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Optional[Sequence[Any]] = None,
    **kwargs: Any,
) -> List[Score]:
    """Score a batch (verl's batch reward manager); the same keywords as compute_score."""
    infos = extra_infos if extra_infos is not None else [None] * len(solution_strs)
    return [
        compute_score(source, solution, truth, info, **kwargs)
        for source, solution, truth, info in zip(data_sources, solution_strs, ground_truths, infos)
    ]
