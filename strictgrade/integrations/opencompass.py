"""OpenCompass: an evaluator, ``eval_cfg = dict(evaluator=dict(type=StrictgradeEvaluator))``.

``StrictgradeEvaluator`` is built on first use: with OpenCompass installed it subclasses OpenCompass's
``BaseEvaluator`` (whose ``evaluate`` splits repeated samples and adds the pass@k statistics around
``score``), otherwise it is the plain :class:`StrictgradeScorer`. Importing this module never imports
OpenCompass. ``score(predictions, references)`` reports accuracy in percent and per-sample details,
as OpenCompass's MATH evaluators do.

>>> StrictgradeScorer().score([r"\\boxed{2}", "3 or 4"], ["2", "4"])["accuracy"]
50.0
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from strictgrade import Mode
from strictgrade.integrations._common import grade_any

__all__ = ["StrictgradeEvaluator", "StrictgradeScorer"]  # noqa: F822 (built by __getattr__ on first use)


class StrictgradeScorer:
    """Grades each prediction against its reference; ``decimals`` rounds both sides."""

    def __init__(self, decimals: Optional[int] = None, mode: str = "eval", preset: str = "strict", **kwargs: Any) -> None:
        self.decimals = decimals
        self.mode = Mode(mode)
        self.preset = preset

    def score(self, predictions: Sequence[Any], references: Sequence[Any], *args: Any, **kwargs: Any) -> Dict[str, Any]:
        if len(predictions) != len(references):
            return {"error": "predictions and references have different length"}
        details: List[Dict[str, Any]] = []
        for prediction, reference in zip(predictions, references):
            verdict = grade_any(str(prediction or ""), reference, mode=self.mode, decimals=self.decimals, preset=self.preset)
            details.append({"pred": verdict.candidate, "answer": reference, "correct": verdict.correct,
                            "reason": verdict.reason.name})
        accuracy = 100.0 * sum(d["correct"] for d in details) / len(details) if details else 0.0
        return {"accuracy": accuracy, "details": details}


def _evaluator_class() -> type:
    try:
        from opencompass.openicl.icl_evaluator import BaseEvaluator
    except ImportError:
        return StrictgradeScorer

    def __init__(self: Any, decimals: Optional[int] = None, mode: str = "eval", preset: str = "strict", **kwargs: Any) -> None:
        BaseEvaluator.__init__(self, **kwargs)  # pred_postprocessor=...
        StrictgradeScorer.__init__(self, decimals, mode, preset)

    namespace = {"__module__": __name__, "__qualname__": "StrictgradeEvaluator", "__init__": __init__}
    return type("StrictgradeEvaluator", (StrictgradeScorer, BaseEvaluator), namespace)


def __getattr__(name: str) -> Any:
    """``StrictgradeEvaluator``, built (and kept) the first time it is asked for."""
    if name == "StrictgradeEvaluator":
        cls = _evaluator_class()
        globals()[name] = cls
        return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
