"""OpenRLHF: a reward function file, ``--reward.remote_url /path/to/this/file.py``.

OpenRLHF (0.10.2 and later; ``--remote_rm_url`` before) loads the file by its path and calls
``reward_func(queries, prompts, labels)``: each query is the prompt followed by the generated text,
chat special tokens included. It expects a dict with ``rewards`` (used for the advantage),
``scores`` (for dynamic filtering) and ``extra_logs``; these are torch tensors when torch is
importable, plain lists otherwise. Removing the prompt is this adapter's only step: the chat
tokens a generation ends with are ``grade()``'s to read.

>>> out = reward_func(["<|im_start|>user\\n1+1?<|im_end|>\\n<|im_start|>assistant\\n\\\\boxed{2}<|im_end|>"],
...                   ["<|im_start|>user\\n1+1?<|im_end|>\\n<|im_start|>assistant\\n"], ["2"])
>>> [float(x) for x in out["rewards"]]
[1.0]
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from strictgrade import Form, Mode
from strictgrade.integrations._common import grade_any, reasoning_text
from strictgrade.integrations.rewards import RewardSpec, parse_reward_map

__all__ = ["reward_func", "response_of"]


def response_of(query: str, prompt: str) -> str:
    """Return the generated part of a query: the text after the prompt (the whole query when the
    prompt is not its prefix, e.g. after OpenRLHF truncated a long prompt)."""
    return query[len(prompt) :] if prompt and query.startswith(prompt) else query


def _as_tensor(values: List[float]) -> Any:
    try:
        import torch
    except ImportError:
        return values
    return torch.tensor(values, dtype=torch.float32)


def reward_func(
    queries: Sequence[str],
    prompts: Sequence[str],
    labels: Sequence[Any],
    *,
    reasoning: bool = False,
    decimals: Optional[int] = None,
    form: str = "value",
    preset: str = "strict",
    rewards: RewardSpec = None,
    **kwargs: Any,
) -> Dict[str, Any]:
    """Reward 1.0 for a correct final answer (box or anchor required), 0.0 otherwise.

    ``rewards`` maps reasons to rewards (``{"NO_ANSWER": -0.5}``; give it with ``functools.partial``
    in your own reward file); ``scores`` and ``strictgrade_accuracy`` still count correct answers.
    """
    if not (len(queries) == len(prompts) == len(labels)):
        raise ValueError("queries, prompts and labels must have the same length")
    reward_map = parse_reward_map(rewards)
    verdicts = [
        grade_any(
            reasoning_text(response_of(query, prompt), reasoning=reasoning),
            label,
            mode=Mode.REWARD,
            decimals=decimals,
            form=Form(form),
            preset=preset,
        )
        for query, prompt, label in zip(queries, prompts, labels)
    ]
    scores = [1.0 if verdict.correct else 0.0 for verdict in verdicts]
    accuracy = sum(scores) / len(scores) if scores else 0.0
    return {
        "rewards": _as_tensor([reward_map.reward(verdict) for verdict in verdicts]),
        "scores": _as_tensor(scores),
        "extra_logs": {"strictgrade_accuracy": _as_tensor([accuracy])},
    }
