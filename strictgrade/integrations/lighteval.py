"""lighteval: a sample-level metric.

``strictgrade_sample(golds, predictions)`` is the plain function; ``make_metric()`` wraps it
in lighteval's ``SampleLevelMetric`` (lighteval is imported only there).

>>> strictgrade_sample([r"\\frac{1}{2}"], [r"the answer is \\boxed{0.5}"])
1.0
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from ..grader import grade

__all__ = ["strictgrade_sample", "make_metric"]


def strictgrade_sample(
    golds: Sequence[str], predictions: Sequence[str], formatted_doc: Optional[Any] = None, **kwargs: Any
) -> float:
    """Return 1.0 when the first prediction matches any gold answer, else 0.0."""
    if not predictions:
        return 0.0
    prediction = predictions[0]
    return 1.0 if any(grade(prediction, gold).correct for gold in golds) else 0.0


def make_metric() -> Any:
    """Build lighteval's SampleLevelMetric for strictgrade (needs lighteval installed)."""
    import numpy
    from lighteval.metrics.utils.metric_utils import MetricCategory, MetricUseCase, SampleLevelMetric

    return SampleLevelMetric(
        metric_name="strictgrade",
        higher_is_better=True,
        category=MetricCategory.GENERATIVE,
        use_case=MetricUseCase.MATH,
        sample_level_fn=strictgrade_sample,
        corpus_level_fn=numpy.mean,
    )
