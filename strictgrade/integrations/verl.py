"""verl: a custom reward function, ``compute_score``.

verl 0.9 (``reward.custom_reward_function`` in the trainer config)::

    reward:
      custom_reward_function:
        path: pkg://strictgrade.integrations.verl   # or the file's path: verl loads it by path
        name: compute_score
        reward_kwargs: {reasoning: false}           # any keyword option below

verl's reward managers (``naive``, ``dapo``, ...) call ``compute_score(data_source=...,
solution_str=..., ground_truth=..., extra_info=...)``, older ones positionally, and take a float or a
dict whose "score" key is the reward. ``ground_truth`` comes from parquet, so it may be a numpy
scalar or array: any of its answers is accepted.

>>> compute_score("openai/gsm8k", "... #### 72", "72")
1.0
>>> compute_score("math", r"\\boxed{3}", ["3", "three"], return_dict=True)
{'score': 1.0, 'acc': True, 'pred': '3'}
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Union

from strictgrade import Form, Mode
from strictgrade.integrations._common import grade_any, reasoning_text
from strictgrade.integrations.rewards import RewardSpec, parse_reward_map

__all__ = ["compute_score", "compute_score_batch"]

Score = Union[float, Dict[str, Any]]


def compute_score(
    data_source: Any,
    solution_str: str,
    ground_truth: Any,
    extra_info: Optional[Dict[str, Any]] = None,
    *,
    return_dict: bool = False,
    correct: float = 1.0,
    incorrect: float = 0.0,
    reasoning: bool = False,
    mode: str = "reward",
    decimals: Optional[int] = None,
    form: str = "value",
    preset: str = "strict",
    rewards: RewardSpec = None,
    **kwargs: Any,
) -> Score:
    """Score one response: ``correct`` or ``incorrect``; a list or array of references accepts any of them.

    ``rewards`` maps reasons to scores (``{"NO_ANSWER": -0.5}``); other reasons score ``correct`` or ``incorrect``.
    """
    text = reasoning_text(solution_str or "", reasoning=reasoning)
    verdict = grade_any(text, ground_truth, mode=Mode(mode), decimals=decimals, form=Form(form), preset=preset)
    score = parse_reward_map(rewards, correct=correct, incorrect=incorrect).reward(verdict)
    if return_dict:
        return {"score": score, "acc": verdict.correct, "pred": verdict.candidate}
    return score


def compute_score_batch(
    data_sources: Sequence[Any],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Optional[Sequence[Any]] = None,
    **kwargs: Any,
) -> List[Score]:
    """Score a batch with the same keywords as compute_score (for verl before 0.9, whose ``batch``
    reward manager passed lists; verl 0.9 has no batch manager: use ``compute_score``)."""
    infos = extra_infos if extra_infos is not None else [None] * len(solution_strs)
    return [
        compute_score(source, solution, truth, info, **kwargs)
        for source, solution, truth, info in zip(data_sources, solution_strs, ground_truths, infos)
    ]
