"""Summary statistics on hand-computed examples."""

from __future__ import annotations

import math

import pytest

from strictgrade.tools.stats import Tally, rows_for_margin, standard_error, wilson_interval


def test_standard_error_by_hand() -> None:
    # p = 0.75 on 12 rows: sqrt(0.75 * 0.25 / 12) = 0.125
    assert standard_error(9, 12) == pytest.approx(0.125)
    assert standard_error(0, 0) == 0.0


def test_wilson_interval_by_hand() -> None:
    # 8 of 10, z = 1.96: centre (0.8 + 0.19208) / 1.38416, half 0.24788 / 1.38416 (to 1e-4)
    low, high = wilson_interval(8, 10, z=1.96)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_rows_for_margin_by_hand() -> None:
    # z^2 p (1 - p) / m^2 = 3.8415 * 0.25 / 0.0004 = 2400.9 -> 2401
    assert rows_for_margin(0.02) == 2401
    assert rows_for_margin(0.05, 0.9) == math.ceil(1.959963984540054**2 * 0.09 / 0.0025)
    with pytest.raises(ValueError):
        rows_for_margin(0)


def test_tally_counts_labels_and_bad_rows() -> None:
    tally = Tally()
    for correct, label in [(True, True), (True, False), (False, True), (False, False)]:
        tally.add(correct, "EQUAL" if correct else "VALUE_MISMATCH", label)
    tally.add_unreadable()
    tally.add_missing()
    summary = tally.as_dict()
    assert (summary["rows"], summary["graded"], summary["correct"]) == (6, 4, 2)
    labels = summary["labels"]
    assert (labels["rows"], labels["agreement"], labels["precision"], labels["recall"], labels["false_positives"]) == (
        4, 0.5, 0.5, 0.5, 1)
    assert summary["reasons"] == {"EQUAL": 2, "VALUE_MISMATCH": 2}
    assert not summary["complete"]
