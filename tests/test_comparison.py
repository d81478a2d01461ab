"""strictgrade compare: metrics on hand-computed examples, pluggable graders, bad graders bounded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from strictgrade.tools.comparison import ComparisonRow, build_report, run_comparison
from strictgrade.tools.graders import GraderError, exact_match, exact_match_extracted, make_grader
from strictgrade.tools.stats import cohen_kappa, percentile, precision_recall_f1

PLUGINS = '''
def always(response, reference):
    return True

def with_answer(response, reference):
    return response.strip() == reference.strip(), response.strip()

def boom(response, reference):
    if "7" in response:
        raise RuntimeError("this grader crashes on sevens")
    return True

def spin(response, reference):
    if "7" in response:
        while True:
            pass
    return False
'''


def test_kappa_by_hand() -> None:
    # observed 0.75; expected 0.5 * 0.25 + 0.5 * 0.75 = 0.5; kappa (0.75 - 0.5) / 0.5 = 0.5
    assert cohen_kappa([True, True, False, False], [True, False, False, False]) == pytest.approx(0.5)
    assert cohen_kappa([True, False], [False, True]) == pytest.approx(-1.0)
    assert cohen_kappa([True, True], [True, True]) is None  # undefined: both raters constant (0.1.0 said +1.000)
    with pytest.raises(ValueError):
        cohen_kappa([True], [])


def test_precision_recall_f1_and_percentiles_by_hand() -> None:
    # tp 2, fp 1, fn 1: precision 2/3, recall 2/3, F1 2/3
    assert precision_recall_f1([True, True, True, False, False], [True, True, False, True, False]) == pytest.approx((2 / 3, 2 / 3, 2 / 3))
    assert precision_recall_f1([False], [False]) == (None, None, None)  # undefined, not 0.0
    assert percentile([10.0, 20.0, 30.0, 40.0, 50.0], 90) == pytest.approx(46.0)
    assert percentile([], 50) == 0.0


def test_report_on_a_hand_made_table() -> None:
    rows = [
        ComparisonRow(1, r"\boxed{5}", "5", True),
        ComparisonRow(2, r"\boxed{0.5}", r"\frac12", True),
        ComparisonRow(3, r"\boxed{\frac{2}{4}}", r"\frac12", False),
        ComparisonRow(4, "3 or 4", "4", False),
    ]
    graders = [make_grader("strictgrade"), make_grader("exact-extracted")]
    records, labels = run_comparison(rows, graders)
    report = build_report(records, labels)
    assert [r.verdicts for r in records] == [[True, True, False, False], [True, False, False, False]]
    assert report["graders"]["strictgrade"]["accuracy"] == 1.0
    assert report["graders"]["exact-extracted"]["recall"] == 0.5
    assert report["agreement"]["strictgrade"]["exact-extracted"] == 0.75
    assert report["kappa"]["strictgrade"]["exact-extracted"] == pytest.approx(0.5)
    assert report["graders"]["strictgrade"]["pass_rate"] == 0.5
    # one row only strictgrade gets right, none only exact-extracted: p = 2 * 1/2 = 1
    assert report["mcnemar"] == [{"left": "strictgrade", "right": "exact-extracted", "only_left": 1, "only_right": 0,
                                  "p": 1.0}]


def test_exact_match_baselines() -> None:
    assert exact_match_extracted(r"So $\boxed{42}$.", "42") == (True, "42")
    assert exact_match_extracted("no answer here at all", "42")[0] is False
    assert exact_match(r"So $\boxed{42}$.", "42")[0] is False and exact_match("42", "42")[0] is True


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    (tmp_path / "plugins.py").write_text(PLUGINS)
    env = {**os.environ, "PYTHONPATH": str(tmp_path) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.run([sys.executable, "-m", "strictgrade", "compare", *args], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120)


def test_module_function_graders_crashes_and_hangs_are_bounded_and_counted(tmp_path: Path) -> None:
    data = tmp_path / "rows.jsonl"
    data.write_text("".join(json.dumps({"response": rf"\boxed{{{n}}}", "gold": str(n), "label": True}) + "\n" for n in range(10)))
    done = run(tmp_path, str(data), "--grader", "strictgrade", "--grader", "plugins:boom", "--grader", "plugins:spin",
               "--grader", "plugins:with_answer", "--timeout", "0.5", "--disagreements", str(tmp_path / "d.jsonl"),
               "--report-json", str(tmp_path / "r.json"))
    assert done.returncode == 0, done.stderr
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["graders"]["plugins:boom"]["crashes"] == 1 and report["graders"]["plugins:boom"]["correct"] == 9
    assert report["graders"]["plugins:spin"]["timeouts"] == 1
    assert report["graders"]["strictgrade"]["accuracy"] == 1.0
    disagreements = [json.loads(line) for line in (tmp_path / "d.jsonl").read_text().splitlines()]
    assert len(disagreements) == 10  # spin says False on every row
    assert disagreements[7]["plugins:boom"]["failure"] == "crash" and disagreements[7]["strictgrade_reason"] == "EQUAL"


@pytest.mark.parametrize(
    "grader, message",
    [
        ("plugins:missing", "has no function 'missing'"),
        ("nosuchmodule:grade", "no module 'nosuchmodule'"),
        ("what", "unknown grader 'what'"),
    ],
)
def test_grader_loading_errors(tmp_path: Path, grader: str, message: str) -> None:
    data = tmp_path / "rows.jsonl"
    data.write_text(json.dumps({"response": "1", "gold": "1"}) + "\n")
    done = run(tmp_path, str(data), "--grader", grader)
    assert done.returncode == 2 and message in done.stderr


def test_math_verify_missing_is_a_clear_message() -> None:
    pytest.importorskip("pytest")
    try:
        import math_verify  # noqa: F401
    except ImportError:
        with pytest.raises(GraderError, match="math_verify is not installed"):
            make_grader("math_verify")
    else:
        pytest.skip("math_verify is installed here")
