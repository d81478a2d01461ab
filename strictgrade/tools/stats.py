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
from typing import Dict, List, Optional, Sequence, Tuple

__all__ = [
    "Z_95",
    "figure",
    "plural",
    "standard_error",
    "wilson_interval",
    "rows_for_margin",
    "cohen_kappa",
    "precision_recall_f1",
    "mcnemar_p",
    "pass_at_k",
    "majority_correct",
    "percentile",
    "Tally",
    "Breakdown",
    "Samples",
]

# The normal quantile of a two-sided 95% interval.
Z_95 = 1.959963984540054
# Discordant pairs up to which McNemar's test is exact (a binomial sum); beyond, its chi-square form.
MCNEMAR_EXACT_PAIRS = 2_000
# Distinct values a breakdown column keeps; rows with later values are counted under OTHER.
MAX_GROUPS = 1_000
OTHER = "(other values)"
NONE = "(empty)"


def figure(value: Optional[float], width: int = 0, digits: int = 4) -> str:
    """Return a figure to print, "n/a" where it is undefined (None).

    >>> figure(0.5), figure(None), figure(1 / 3, 7, 3)
    ('0.5000', 'n/a', '  0.333')
    """
    return f"{'n/a':>{width}}" if value is None else f"{value:{width}.{digits}f}"


def plural(count: int, noun: str) -> str:
    """Return a count with its noun, singular for one.

    >>> plural(1, "row"), plural(2, "row"), plural(0, "row")
    ('1 row', '2 rows', '0 rows')
    """
    return f"{count:,} {noun}" + ("" if count == 1 else "s")


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


def cohen_kappa(left: Sequence[bool], right: Sequence[bool]) -> Optional[float]:
    """Return Cohen's kappa of two raters' yes/no verdicts; None where it is undefined.

    Kappa is undefined when both raters give one constant verdict (the agreement expected
    by chance is then 1).

    >>> cohen_kappa([True, True, False, False], [True, False, False, False])
    0.5
    >>> cohen_kappa([True, True], [True, True]) is None
    True
    """
    if len(left) != len(right) or not left:
        raise ValueError("kappa needs two equally long, non-empty lists")
    n = len(left)
    observed = sum(a == b for a, b in zip(left, right)) / n
    left_yes, right_yes = sum(left) / n, sum(right) / n
    expected = left_yes * right_yes + (1 - left_yes) * (1 - right_yes)
    if expected == 1.0:
        return None
    return (observed - expected) / (1 - expected)


def _ratio(part: int, whole: int) -> Optional[float]:
    return part / whole if whole else None


def precision_recall_f1(
    predicted: Sequence[bool], labels: Sequence[bool]
) -> Tuple[Optional[float], Optional[float], Optional[float]]:
    """Return precision, recall and F1 of yes/no predictions against labels (None where undefined).

    >>> precision_recall_f1([True, True, False, False], [True, False, True, False])
    (0.5, 0.5, 0.5)
    >>> precision_recall_f1([False], [False])
    (None, None, None)
    """
    tp = sum(p and l for p, l in zip(predicted, labels))
    fp = sum(p and not l for p, l in zip(predicted, labels))
    fn = sum(l and not p for p, l in zip(predicted, labels))
    precision, recall = _ratio(tp, tp + fp), _ratio(tp, tp + fn)
    f1 = _ratio(2 * tp, 2 * tp + fp + fn) if precision is not None and recall is not None else None
    return precision, recall, f1


def mcnemar_p(only_left: int, only_right: int) -> float:
    """Return the two-sided p-value of McNemar's test on paired yes/no outcomes.

    ``only_left`` pairs went one way (the first grader right, the second wrong), ``only_right``
    the other; pairs on which both agree do not count.  Exact (binomial) up to
    MCNEMAR_EXACT_PAIRS discordant pairs, the chi-square form with continuity correction beyond.

    >>> mcnemar_p(0, 0), round(mcnemar_p(10, 0), 5), round(mcnemar_p(5, 5), 3)
    (1.0, 0.00195, 1.0)
    """
    n = only_left + only_right
    if n == 0:
        return 1.0
    if n <= MCNEMAR_EXACT_PAIRS:
        tail = sum(math.comb(n, i) for i in range(min(only_left, only_right) + 1))
        return min(1.0, 2 * tail / 2**n)
    statistic = (abs(only_left - only_right) - 1) ** 2 / n
    return math.erfc(math.sqrt(statistic / 2))


def pass_at_k(samples: int, correct: int, k: int) -> float:
    """Return the unbiased estimate of pass@k from ``samples`` samples of which ``correct`` are correct.

    1 - C(samples - correct, k) / C(samples, k) (Chen et al., 2021), computed as a product.

    >>> pass_at_k(10, 0, 1), pass_at_k(10, 10, 5), round(pass_at_k(4, 1, 2), 4)
    (0.0, 1.0, 0.5)
    """
    if not 0 < k <= samples:
        raise ValueError(f"k = {k} needs 1 to {samples} samples")
    if samples - correct < k:
        return 1.0
    miss = 1.0
    for i in range(k):
        miss *= (samples - correct - i) / (samples - i)
    return 1.0 - miss


def majority_correct(votes: Sequence[Tuple[bool, Optional[str]]]) -> bool:
    """Return whether the most frequent answer among the votes is correct (ties: the first to appear).

    A vote is (correct, answer); votes without an answer do not count.

    >>> majority_correct([(False, "3"), (True, "5"), (True, "5"), (False, None), (False, None)])
    True
    >>> majority_correct([(True, "5"), (False, "3")]), majority_correct([(False, None)])
    (True, False)
    """
    counts: Counter = Counter(answer for _, answer in votes if answer is not None)
    if not counts:
        return False
    winner = max(counts, key=counts.__getitem__)  # max keeps the first of equal counts, in insertion order
    return next(correct for correct, answer in votes if answer == winner)


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
        """Return the summary as plain data (for ``--summary-json`` and the printed table).

        Figures that are undefined are None: the standard error and the rows for a margin at
        an accuracy of 0 or 1 (the normal approximation gives 0 there; the Wilson interval
        holds), precision and recall without a predicted or an actual positive.
        """
        accuracy = self.correct / self.graded if self.graded else None
        low, high = wilson_interval(self.correct, self.graded)
        degenerate = accuracy is None or accuracy in (0.0, 1.0)
        summary: Dict[str, object] = {
            "rows": self.rows,
            "graded": self.graded,
            "correct": self.correct,
            "accuracy": accuracy,
            "standard_error": None if degenerate else standard_error(self.correct, self.graded),
            "wilson_95": [low, high],
            "reasons": dict(self.reasons.most_common()),
            "unreadable_rows": self.unreadable,
            "rows_missing_a_field": self.missing,
            "margin": margin,
            "rows_for_margin_at_this_accuracy": None if degenerate else rows_for_margin(margin, accuracy or 0.0),
            "rows_for_margin_worst_case": rows_for_margin(margin, 0.5),
            "complete": self.complete,
        }
        if self.labeled:
            summary["labels"] = {
                "rows": self.labeled,
                "agreement": self.agree / self.labeled,
                "agreement_wilson_95": list(wilson_interval(self.agree, self.labeled)),
                "precision": _ratio(self.true_positive, self.true_positive + self.false_positive),
                "recall": _ratio(self.true_positive, self.true_positive + self.false_negative),
                "false_positives": self.false_positive,
            }
        return summary


@dataclass
class Breakdown:
    """Accuracy per value of one column (at most MAX_GROUPS values; later ones are counted together)."""

    column: str
    groups: Dict[str, List[int]] = field(default_factory=dict)  # value -> [graded, correct]

    def add(self, value: object, correct: bool) -> None:
        key = NONE if value is None or value == "" else value if isinstance(value, str) else str(value)
        counts = self.groups.get(key)
        if counts is None:
            if len(self.groups) >= MAX_GROUPS:
                key = OTHER
            counts = self.groups.setdefault(key, [0, 0])
        counts[0] += 1
        counts[1] += correct

    def as_dict(self) -> Dict[str, Dict[str, object]]:
        """Per value (most rows first): graded rows, correct, accuracy and its Wilson interval."""
        return {
            key: {"graded": graded, "correct": correct, "accuracy": correct / graded,
                  "wilson_95": list(wilson_interval(correct, graded))}
            for key, (graded, correct) in sorted(self.groups.items(), key=lambda item: -item[1][0])
        }


@dataclass
class Samples:
    """Several samples per problem: pass@k and maj@k over the problems, in the order samples come."""

    votes: Dict[str, List[Tuple[bool, Optional[str]]]] = field(default_factory=dict)

    def add(self, problem: object, correct: bool, answer: Optional[str]) -> None:
        self.votes.setdefault(str(problem), []).append((correct, answer))

    def as_dict(self, ks: Sequence[int]) -> Dict[str, object]:
        """pass@k (unbiased estimate) and maj@k (over each problem's first k samples) for every k.

        A problem with fewer than k samples is left out of that k, and the count says so.
        """
        sizes = [len(votes) for votes in self.votes.values()]
        figures: Dict[str, object] = {
            "problems": len(self.votes),
            "samples_per_problem": {"min": min(sizes, default=0), "max": max(sizes, default=0)},
        }
        for k in ks:
            eligible = [votes for votes in self.votes.values() if len(votes) >= k]
            figures[f"k={k}"] = {
                "problems": len(eligible),
                "pass_at_k": (sum(pass_at_k(len(v), sum(c for c, _ in v), k) for v in eligible) / len(eligible)
                              if eligible else None),
                "maj_at_k": sum(majority_correct(v[:k]) for v in eligible) / len(eligible) if eligible else None,
            }
        return figures
