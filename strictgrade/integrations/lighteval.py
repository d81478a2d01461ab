"""lighteval: a sample-level metric.

``make_metric()`` builds lighteval's ``SampleLevelMetric`` named "strictgrade" (mean over samples).
lighteval 0.10 and later (verified with 0.13): a ``SampleLevelComputation`` with
``SamplingMethod.GENERATIVE``; older lighteval (``MetricCategory``) gets the plain function.
lighteval is imported only inside ``make_metric``.

``strictgrade_sample(golds, predictions)`` is the plain sample-level function:

>>> strictgrade_sample([r"\\frac{1}{2}"], [r"the answer is \\boxed{0.5}"])
1.0
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from strictgrade import Mode
from strictgrade.integrations._common import grade_any

__all__ = ["strictgrade_sample", "make_metric"]


def strictgrade_sample(
    golds: Sequence[Any],
    predictions: Sequence[str],
    formatted_doc: Optional[Any] = None,
    *,
    decimals: Optional[int] = None,
    mode: str = "eval",
    preset: str = "strict",
    **kwargs: Any,
) -> float:
    """Return 1.0 when the first prediction matches any gold answer, else 0.0."""
    if not predictions:
        return 0.0
    return 1.0 if grade_any(str(predictions[0] or ""), list(golds), mode=Mode(mode), decimals=decimals, preset=preset).correct else 0.0


def make_metric(*, name: str = "strictgrade", decimals: Optional[int] = None, mode: str = "eval", preset: str = "strict") -> Any:
    """Build lighteval's SampleLevelMetric for strictgrade (needs lighteval installed)."""
    import numpy

    try:
        from lighteval.metrics.metrics_sample import SampleLevelComputation
        from lighteval.tasks.requests import SamplingMethod
    except ImportError:  # lighteval before 0.10
        return _make_legacy_metric(name, decimals, mode, preset)
    from lighteval.metrics.utils.metric_utils import SampleLevelMetric

    class StrictgradeComputation(SampleLevelComputation):  # type: ignore[misc,valid-type]
        """Grades the first generation against the document's gold answers."""

        def compute(self, doc: Any, model_response: Any, **kwargs: Any) -> float:
            return strictgrade_sample(doc.get_golds(), model_response.final_text, decimals=decimals, mode=mode, preset=preset)

    return SampleLevelMetric(
        metric_name=name,
        higher_is_better=True,
        category=SamplingMethod.GENERATIVE,
        sample_level_fn=StrictgradeComputation(),
        corpus_level_fn=numpy.mean,
    )


def _make_legacy_metric(name: str, decimals: Optional[int], mode: str, preset: str = "strict") -> Any:
    import functools

    import numpy
    from lighteval.metrics.utils.metric_utils import MetricCategory, MetricUseCase, SampleLevelMetric

    return SampleLevelMetric(
        metric_name=name,
        higher_is_better=True,
        category=MetricCategory.GENERATIVE,
        use_case=MetricUseCase.MATH,
        sample_level_fn=functools.partial(strictgrade_sample, decimals=decimals, mode=mode, preset=preset),
        corpus_level_fn=numpy.mean,
    )
