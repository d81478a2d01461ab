"""The command line, driven as a subprocess on small files."""

from __future__ import annotations

import csv
import gzip
import json
import subprocess
import sys
from pathlib import Path
from typing import List, Tuple

import pytest

ROWS = [
    {"response": r"So \boxed{5}.", "gold": "5", "label": True},
    {"response": r"So \boxed{\frac{2}{4}}.", "gold": r"\frac12", "label": False},
    {"response": "The answer is 3 or 4.", "gold": "4", "label": False},
    {"response": "Answer: 12", "gold": "12", "label": True},
]


def run(*args: str) -> Tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "strictgrade", *args], capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def write_jsonl(path: Path, rows: List[dict], extra_lines: List[str] = ()) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row) + "\n")
        for line in extra_lines:
            handle.write(line + "\n")
    return path


def test_grade_jsonl_writes_columns_and_summary(tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "in.jsonl", ROWS)
    status, stdout, err = run("grade", str(source), "-o", str(tmp_path / "out.jsonl"), "--summary-json", str(tmp_path / "s.json"))
    assert status == 0, err
    out = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert [(r["strictgrade_correct"], r["strictgrade_reason"], r["strictgrade_candidate"]) for r in out] == [
        (True, "EQUAL", "5"), (False, "UNREDUCED", r"\frac{2}{4}"), (False, "HEDGED", "3 or 4"), (True, "EQUAL", "12"),
    ]
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["rows"] == 4 and summary["correct"] == 2 and summary["accuracy"] == 0.5
    assert summary["standard_error"] == pytest.approx(0.25)  # sqrt(0.5 * 0.5 / 4)
    assert summary["labels"]["agreement"] == 1.0
    assert "accuracy 0.5000" in stdout


def test_grade_csv_and_gzip_keep_their_format(tmp_path: Path) -> None:
    source = tmp_path / "in.csv"
    with source.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=["pred", "gt"])
        writer.writeheader()
        writer.writerows([{"pred": "42", "gt": "42"}, {"pred": "41", "gt": "42"}])
    status, _, err = run("grade", str(source), "-o", str(tmp_path / "out.csv"), "--bare")
    assert status == 0, err
    with (tmp_path / "out.csv").open(newline="") as handle:
        out = list(csv.DictReader(handle))
    assert [(r["pred"], r["strictgrade_correct"], r["strictgrade_reason"]) for r in out] == [
        ("42", "True", "EQUAL"), ("41", "False", "VALUE_MISMATCH")]
    packed = tmp_path / "in.jsonl.gz"
    with gzip.open(packed, "wt") as handle:
        handle.write(json.dumps({"solution_str": r"\boxed{7}", "ground_truth": "7"}) + "\n")
    status, stdout, err = run("grade", str(packed))
    assert status == 0 and "correct 1" in stdout


def test_parquet_round_trip(tmp_path: Path) -> None:
    pyarrow = pytest.importorskip("pyarrow")
    import pyarrow.parquet as parquet

    parquet.write_table(pyarrow.Table.from_pylist(ROWS), tmp_path / "in.parquet")
    status, _, err = run("grade", str(tmp_path / "in.parquet"), "-o", str(tmp_path / "out.parquet"))
    assert status == 0, err
    assert parquet.read_table(tmp_path / "out.parquet").column("strictgrade_reason").to_pylist() == ["EQUAL", "UNREDUCED", "HEDGED", "EQUAL"]


def test_bad_rows_are_reported_counted_and_do_not_lose_others(tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "in.jsonl", ROWS[:2], ["{not json", "[1, 2]", json.dumps({"response": None, "gold": "1"})])
    status, _, err = run("grade", str(source), "-o", str(tmp_path / "out.jsonl"), "--summary-json", str(tmp_path / "s.json"))
    assert status == 1
    assert "row 3: not valid JSON" in err and "row 4: a JSON list" in err and "row 5:" in err
    summary = json.loads((tmp_path / "s.json").read_text())
    assert (summary["rows"], summary["graded"], summary["unreadable_rows"], summary["rows_missing_a_field"]) == (5, 2, 2, 1)
    out = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert [row["strictgrade_reason"] for row in out] == ["EQUAL", "UNREDUCED", "UNREADABLE_ROW", "UNREADABLE_ROW",
                                                          "MISSING_FIELD"]


@pytest.mark.parametrize(
    "name, content, message",
    [
        ("in.txt", "x", "unknown format"),
        ("missing.jsonl", None, "no such file"),
        ("in.jsonl", json.dumps({"a": 1, "b": 2}), "cannot tell the response and reference columns"),
        ("empty.jsonl", "", "no readable row"),
    ],
)
def test_unusable_input_exits_2_with_a_message(tmp_path: Path, name: str, content: str, message: str) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_text(content)
    status, _, err = run("grade", str(path))
    assert status == 2 and message in err


def test_an_unreadable_file_exits_2_naming_it(tmp_path: Path) -> None:
    broken = tmp_path / "broken.jsonl.gz"
    broken.write_bytes(b"this is not gzip data")
    status, _, err = run("grade", str(broken))
    assert status == 2 and "broken.jsonl.gz: cannot be read" in err
    binary = tmp_path / "binary.csv"
    binary.write_bytes(b"response,gold\n\xff\xfe\x00bad,1\n")
    status, _, err = run("grade", str(binary))
    assert status == 2 and "binary.csv: no readable row (row 2: not UTF-8 text)" in err


def test_named_columns_and_options(tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "in.jsonl", [{"out": "Answer: 2.345", "ref": "2.35"}])
    status, stdout, err = run("grade", str(source), "--response-col", "out", "--reference-col", "ref", "--decimals", "2")
    assert status == 0 and "ROUNDED_EQUAL 1" in stdout
    status, _, err = run("grade", str(source), "--response-col", "nope", "--reference-col", "ref")
    assert status == 2 and "--response-col: no column 'nope'" in err


def test_jobs_keep_row_order(tmp_path: Path) -> None:
    rows = [{"response": rf"\boxed{{{n}}}", "gold": str(n if n % 3 else n + 1)} for n in range(1200)]
    source = write_jsonl(tmp_path / "in.jsonl", rows)
    status, _, err = run("grade", str(source), "-j", "2", "-o", str(tmp_path / "out.jsonl"))
    assert status == 0, err
    out = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert [r["strictgrade_correct"] for r in out] == [n % 3 != 0 for n in range(1200)]


def test_extract_and_check(tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "in.jsonl", ROWS)
    status, _, err = run("extract", str(source), "-o", str(tmp_path / "ex.jsonl"))
    assert status == 0, err
    assert [json.loads(l)["strictgrade_extracted"] for l in (tmp_path / "ex.jsonl").read_text().splitlines()] == ["5", r"\frac{2}{4}", "3 or 4", "12"]
    status, out, _ = run("check", r"\boxed{0.5}", r"\frac12")
    assert status == 0 and "VALUE_EQUAL" in out
    status, out, _ = run("check", r"\boxed{\sqrt{25}}", "5")
    assert status == 1 and "UNEVALUATED" in out


def test_bundled_sample_is_the_readme_demo() -> None:
    sample = Path(__file__).resolve().parent.parent / "strictgrade" / "data" / "qwen25math_sample.jsonl"
    status, stdout, err = run("grade", str(sample))
    assert status == 0 and "200 rows, graded 200" in stdout and "agreement 1.0000" in stdout


def test_the_console_script_and_module_run_the_same_command_line() -> None:
    script = Path(sys.executable).with_name("strictgrade")
    if not script.exists():
        pytest.skip("the console script is not installed in this environment")
    done = subprocess.run([str(script), "check", r"\boxed{6}", "6"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "EQUAL" in done.stdout
    status, out, _ = run("--help")
    assert status == 0 and all(name in out for name in ("grade", "extract", "compare", "check"))


CORE_MODULES = ("strictgrade", "strictgrade.grader", "strictgrade.batch", "strictgrade.extract", "strictgrade.compare",
                "strictgrade.integrations")


def test_the_grading_core_never_imports_the_tools() -> None:
    # A fresh interpreter: this test process may already have imported strictgrade.tools.
    probe = (
        "import importlib, sys\n"
        f"for name in {CORE_MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m == 'strictgrade.tools' or m.startswith('strictgrade.tools.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_no_core_module_names_the_tools() -> None:
    # The static side of the same rule: no module outside tools/ imports from it (__main__ runs the CLI).
    package = Path(__file__).resolve().parent.parent / "strictgrade"
    offenders = [
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if "tools" not in path.relative_to(package).parts and path.name != "__main__.py"
        and any(token in path.read_text(encoding="utf-8") for token in ("from .tools", "from ..tools", "strictgrade.tools"))
    ]
    assert offenders == []
