"""OpenCompass: an evaluator with ``score(predictions, references)``.

Use it as ``eval_cfg = dict(evaluator=dict(type=StrictgradeEvaluator))``.  OpenCompass reports
accuracy in percent and per-sample details, as its MATH evaluators do.

>>> StrictgradeEvaluator().score([r"\\boxed{2}", "3 or 4"], ["2", "4"])["accuracy"]
50.0
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from ..grader import grade

__all__ = ["StrictgradeEvaluator"]


class StrictgradeEvaluator:
    """Grades each prediction against its reference; ``decimals`` rounds both sides."""

    def __init__(self, decimals: Optional[int] = None, **kwargs: Any) -> None:
        self.decimals = decimals

    def score(self, predictions: Sequence[Any], references: Sequence[Any]) -> Dict[str, Any]:
        if len(predictions) != len(references):
            return {"error": "predictions and references have different length"}
        details: List[Dict[str, Any]] = []
        for prediction, reference in zip(predictions, references):
            verdict = grade(str(prediction or ""), reference, decimals=self.decimals)
            details.append({"pred": verdict.candidate, "answer": reference, "correct": verdict.correct,
                            "reason": verdict.reason.name})
        accuracy = 100.0 * sum(d["correct"] for d in details) / len(details) if details else 0.0
        return {"accuracy": accuracy, "details": details}
