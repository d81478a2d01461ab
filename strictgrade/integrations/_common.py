"""What the framework adapters share: reading completions, reasoning blocks and references."""

from __future__ import annotations

import re
from typing import Any, Iterable, Optional, Sequence, Union

from ..compare import Form
from ..grader import Mode, grade
from ..verdict import Reason, Verdict

__all__ = ["completion_text", "final_text", "strip_chat_tokens", "grade_any", "THINK_CLOSE"]

THINK_CLOSE = "</think>"
_CHAT_TOKEN_RE = re.compile(
    r"<\|(?:im_start|im_end|endoftext|eot_id|end_of_text|begin_of_text|start_header_id|end_header_id|end|assistant|user|system)\|>"
    r"|</s>|<s>|<eos>|<bos>|<pad>"
)


def completion_text(completion: Any) -> str:
    """Return the text of a completion: a string, or the last assistant message of a conversation.

    >>> completion_text([{"role": "user", "content": "2+2?"}, {"role": "assistant", "content": "4"}])
    '4'
    """
    if completion is None:
        return ""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, dict):
        return str(completion.get("content") or "")
    if isinstance(completion, (list, tuple)):
        messages = [m for m in completion if isinstance(m, dict)]
        assistant = [m for m in messages if m.get("role", "assistant") == "assistant"]
        chosen = assistant[-1] if assistant else (messages[-1] if messages else None)
        return completion_text(chosen)
    return str(completion)


def final_text(text: str, *, reasoning: bool) -> Optional[str]:
    """With ``reasoning``, keep only what follows the last ``</think>`` (None when it never closes)."""
    if not reasoning:
        return text
    close = text.rfind(THINK_CLOSE)
    if close < 0:
        return None
    return text[close + len(THINK_CLOSE) :]


def strip_chat_tokens(text: str) -> str:
    """Remove chat template special tokens: ``<|im_end|>``, ``</s>``, ``<|eot_id|>`` ..."""
    return _CHAT_TOKEN_RE.sub("", text)


def grade_any(
    response: str,
    references: Union[Any, Sequence[Any]],
    *,
    mode: Mode,
    decimals: Optional[int] = None,
    form: Form = Form.VALUE,
) -> Verdict:
    """Grade against one reference, or against any of a list of acceptable references."""
    candidates: Iterable[Any] = references if isinstance(references, (list, tuple)) else [references]
    best: Optional[Verdict] = None
    for reference in candidates:
        verdict = grade(response, reference, mode=mode, decimals=decimals, form=form)
        if verdict.correct:
            return verdict
        if best is None or best.reason is Reason.BAD_REFERENCE:
            best = verdict
    return best if best is not None else Verdict(False, Reason.BAD_REFERENCE, None, "no reference given")
