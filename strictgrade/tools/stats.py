"""Counting verdicts: accuracy with its uncertainty, counts per reason, agreement with labels.

Pure functions over counts; the command line prints what they return.

>>> round(standard_error(80, 100), 4)
0.04
>>> [round(x, 4) for x in wilson_interval(80, 100)]
[0.7112, 0.8666]
>>> rows_for_margin(0.02, 0.5)
2401
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Dict, Optional, Sequence, Tuple

__all__ = [
    "Z_95",
    "standard_error",
    "wilson_interval",
    "rows_for_margin",
    "cohen_kappa",
    "precision_recall_f1",
    "percentile",
    "Tally",
]

# The normal quantile of a two-sided 95% interval.
Z_95 = 1.959963984540054


def standard_error(correct: int, total: int) -> float:
    """Return the standard error of an accuracy measured on ``total`` rows (0 for none)."""
    if total == 0:
        return 0.0
    p = correct / total
    return math.sqrt(p * (1 - p) / total)


def wilson_interval(correct: int, total: int, z: float = Z_95) -> Tuple[float, float]:
    """Return the Wilson score interval of an accuracy (0, 1 for no rows).

    >>> wilson_interval(0, 10)[0], round(wilson_interval(0, 10)[1], 4)
    (0.0, 0.2775)
    """
    if total == 0:
        return (0.0, 1.0)
    p = correct / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def rows_for_margin(margin: float, accuracy: float = 0.5, z: float = Z_95) -> int:
    """Return how many rows give a 95% margin of error of ``margin`` at that accuracy.

    >>> rows_for_margin(0.05, 0.9)
    139
    """
    if not 0 < margin < 1:
        raise ValueError("the margin must lie between 0 and 1")
    variance = max(accuracy * (1 - accuracy), 1e-12)
    return math.ceil(z * z * variance / (margin * margin))


def cohen_kappa(left: Sequence[bool], right: Sequence[bool]) -> float:
    """Return Cohen's kappa of two raters' yes/no verdicts (1.0 when both are constant and equal).

    >>> cohen_kappa([True, True, False, False], [True, False, False, False])
    0.5
    """
    if len(left) != len(right) or not left:
        raise ValueError("kappa needs two equally long, non-empty lists")
    n = len(left)
    observed = sum(a == b for a, b in zip(left, right)) / n
    left_yes, right_yes = sum(left) / n, sum(right) / n
    expected = left_yes * right_yes + (1 - left_yes) * (1 - right_yes)
    if expected == 1.0:
        return 1.0 if observed == 1.0 else 0.0
    return (observed - expected) / (1 - expected)


def precision_recall_f1(predicted: Sequence[bool], labels: Sequence[bool]) -> Tuple[float, float, float]:
    """Return precision, recall and F1 of yes/no predictions against labels (0 where undefined).

    >>> precision_recall_f1([True, True, False, False], [True, False, True, False])
    (0.5, 0.5, 0.5)
    """
    tp = sum(p and l for p, l in zip(predicted, labels))
    fp = sum(p and not l for p, l in zip(predicted, labels))
    fn = sum(l and not p for p, l in zip(predicted, labels))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def percentile(values: Sequence[float], q: float) -> float:
    """Return the q-th percentile (0-100) by linear interpolation between order statistics.

    >>> percentile([1.0, 2.0, 3.0, 4.0], 50), percentile([1.0, 2.0, 3.0, 4.0], 100)
    (2.5, 4.0)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


@dataclass
class Tally:
    """Running counts over a file of verdicts."""

    rows: int = 0
    graded: int = 0
    correct: int = 0
    unreadable: int = 0
    missing: int = 0
    reasons: Counter = field(default_factory=Counter)
    labeled: int = 0
    agree: int = 0
    true_positive: int = 0
    false_positive: int = 0
    false_negative: int = 0

    def add(self, correct: bool, reason: str, label: Optional[bool] = None) -> None:
        """Count one graded row (and its label, when the file has one)."""
        self.rows += 1
        self.graded += 1
        self.correct += correct
        self.reasons[reason] += 1
        if label is not None:
            self.labeled += 1
            self.agree += correct == label
            self.true_positive += correct and label
            self.false_positive += correct and not label
            self.false_negative += (not correct) and label

    def add_unreadable(self) -> None:
        self.rows += 1
        self.unreadable += 1

    def add_missing(self) -> None:
        self.rows += 1
        self.missing += 1

    @property
    def complete(self) -> bool:
        """Return whether every row could be read and graded."""
        return self.unreadable == 0 and self.missing == 0

    def as_dict(self, margin: float = 0.02) -> Dict[str, object]:
        """Return the summary as plain data (for ``--summary-json`` and the printed table)."""
        accuracy = self.correct / self.graded if self.graded else 0.0
        low, high = wilson_interval(self.correct, self.graded)
        summary: Dict[str, object] = {
            "rows": self.rows,
            "graded": self.graded,
            "correct": self.correct,
            "accuracy": accuracy,
            "standard_error": standard_error(self.correct, self.graded),
            "wilson_95": [low, high],
            "reasons": dict(self.reasons.most_common()),
            "unreadable_rows": self.unreadable,
            "rows_missing_a_field": self.missing,
            "margin": margin,
            "rows_for_margin_at_this_accuracy": rows_for_margin(margin, accuracy) if self.graded else None,
            "rows_for_margin_worst_case": rows_for_margin(margin, 0.5),
            "complete": self.complete,
        }
        if self.labeled:
            positives = self.true_positive + self.false_positive
            actual = self.true_positive + self.false_negative
            summary["labels"] = {
                "rows": self.labeled,
                "agreement": self.agree / self.labeled,
                "precision": self.true_positive / positives if positives else 0.0,
                "recall": self.true_positive / actual if actual else 0.0,
                "false_positives": self.false_positive,
            }
        return summary
