"""OpenRLHF: ``--remote_rm_url /path/to/this/file.py`` (a reward function file).

OpenRLHF calls ``reward_func(queries, prompts, labels)``: each query is the prompt
followed by the generated text, chat special tokens included.  It expects a dict with
``rewards`` (used for the advantage), ``scores`` (for dynamic filtering) and ``extra_logs``;
these are torch tensors when torch is importable, plain lists otherwise.

>>> out = reward_func(["Q: 1+1?<|im_end|>A: \\\\boxed{2}<|im_end|>"], ["Q: 1+1?<|im_end|>"], ["2"])
>>> [float(x) for x in out["rewards"]]
[1.0]
"""

from __future__ import annotations

from typing import Any, Dict, List, Sequence

from ..grader import Mode
from ._common import grade_any, strip_chat_tokens

__all__ = ["reward_func", "response_of"]


def response_of(query: str, prompt: str) -> str:
    """Return the generated part of a query: the prompt prefix and chat tokens removed."""
    text = query[len(prompt) :] if prompt and query.startswith(prompt) else query
    return strip_chat_tokens(text)


def _as_tensor(values: List[float]) -> Any:
    try:
        import torch
    except ImportError:
        return values
    return torch.tensor(values, dtype=torch.float32)


def reward_func(queries: Sequence[str], prompts: Sequence[str], labels: Sequence[Any], **kwargs: Any) -> Dict[str, Any]:
    """Reward 1.0 for a correct final answer (box or anchor required), 0.0 otherwise."""
    if not (len(queries) == len(prompts) == len(labels)):
        raise ValueError("queries, prompts and labels must have the same length")
    rewards = [
        1.0 if grade_any(response_of(query, prompt), label, mode=Mode.REWARD).correct else 0.0
        for query, prompt, label in zip(queries, prompts, labels)
    ]
    accuracy = sum(rewards) / len(rewards) if rewards else 0.0
    return {"rewards": _as_tensor(rewards), "scores": _as_tensor(rewards), "extra_logs": {"strictgrade_accuracy": _as_tensor([accuracy])}}
