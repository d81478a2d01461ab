"""One test per defect of the 0.1.0 command line (issue 23), each failing on 0.1.0.

Grouped as the issue groups them: data loss, wrong answers, habits it broke, citability.
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

import strictgrade
from strictgrade.tools.cli import main
from strictgrade.tools.files import Format, RowWriter, read_rows
from strictgrade.tools.progress import Progress

ROW = {"response": r"So \boxed{5}.", "gold": "5", "label": True}


def run(*args: str, stdin: Optional[bytes] = None, cwd: Optional[Path] = None) -> Tuple[int, str, str]:
    """Run the command line in this process (as fast as a test needs), with its own standard streams."""
    streams = [io.TextIOWrapper(io.BytesIO(stdin or b""), encoding="utf-8")] + [
        io.TextIOWrapper(io.BytesIO(), encoding="utf-8", write_through=True) for _ in range(2)]
    saved, folder = (sys.stdin, sys.stdout, sys.stderr), os.getcwd()
    sys.stdin, sys.stdout, sys.stderr = streams
    try:
        if cwd is not None:
            os.chdir(cwd)
        try:
            status = main(list(args))
        except SystemExit as done:  # --help, --version, argparse's errors
            status = int(done.code or 0)
        sys.stdout.flush()
        sys.stderr.flush()
        out, err = (stream.buffer.getvalue().decode("utf-8") for stream in streams[1:])  # type: ignore[attr-defined]
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        os.chdir(folder)
    return status, out, err


def run_process(*args: str, cwd: Path) -> Tuple[int, str, str]:
    """Run the command line as a process (graders named module:function are imported from its folder)."""
    done = subprocess.run([sys.executable, "-m", "strictgrade", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd, env={**os.environ, "PYTHONPATH": str(cwd)})
    return done.returncode, done.stdout, done.stderr


def write_lines(path: Path, lines: List[bytes]) -> Path:
    path.write_bytes(b"".join(line + b"\n" for line in lines))
    return path


def rows_of(path: Path) -> List[Dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def good(n: int) -> bytes:
    return json.dumps({"response": rf"\boxed{{{n}}}", "gold": str(n)}).encode()


# -- data loss ---------------------------------------------------------------------------------


def test_the_output_may_never_be_the_input(tmp_path: Path) -> None:
    # 0.1.0: `grade same.jsonl -o same.jsonl` truncated 5,000 rows to 7.
    source = write_lines(tmp_path / "same.jsonl", [good(n) for n in range(50)])
    before = source.read_bytes()
    for target in (str(source), str(tmp_path / "." / "same.jsonl")):
        status, _, err = run("grade", str(source), "-o", target)
        assert status == 2 and "is the input file" in err and "Traceback" not in err
    status, _, err = run("grade", str(source), "--summary-json", str(source))
    assert status == 2 and "--summary-json" in err
    assert source.read_bytes() == before


def test_default_output_names_keep_the_whole_stem(tmp_path: Path) -> None:
    # 0.1.0: `extract run.extracted.jsonl` wrote over its input; run.v1 and run.v2 shared one output.
    for name in ("run.v1.jsonl", "run.v2.jsonl", "run.extracted.jsonl"):
        write_lines(tmp_path / name, [good(1)])
        status, _, err = run("extract", name, cwd=tmp_path)
        assert status == 0, err
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == ["run.extracted.extracted.jsonl", "run.extracted.jsonl", "run.v1.extracted.jsonl", "run.v1.jsonl",
                     "run.v2.extracted.jsonl", "run.v2.jsonl"]
    assert rows_of(tmp_path / "run.extracted.jsonl") == [json.loads(good(1))]


def test_bad_bytes_json_and_types_are_rows_in_their_place(tmp_path: Path) -> None:
    # 0.1.0: one Latin-1 byte ended the run with no summary, losing the rows before it.
    lines = [good(1), b'{"response": "caf\xe9 \\\\boxed{2}", "gold": "2"}', good(3), b"{not json", b"[1, 2]",
             json.dumps({"response": ["a"], "gold": "4"}).encode(), good(5)]
    source = write_lines(tmp_path / "in.jsonl", lines)
    status, out, err = run("grade", str(source), "-o", str(tmp_path / "out.jsonl"), "--summary-json",
                           str(tmp_path / "s.json"))
    assert status == 1 and "Traceback" not in err
    assert "row 2: not UTF-8 text: byte 0xe9" in err and "row 4: not valid JSON" in err and "row 5: a JSON list" in err
    result = rows_of(tmp_path / "out.jsonl")
    assert [row["strictgrade_reason"] for row in result] == [
        "EQUAL", "UNREADABLE_ROW", "EQUAL", "UNREADABLE_ROW", "UNREADABLE_ROW", "MISSING_FIELD", "EQUAL"]
    assert result[1]["strictgrade_error"].startswith("not UTF-8") and result[5]["response"] == ["a"]
    summary = json.loads((tmp_path / "s.json").read_text())
    assert (summary["rows"], summary["graded"], summary["unreadable_rows"], summary["rows_missing_a_field"]) == (7, 3, 3, 1)


def test_a_truncated_gzip_keeps_the_rows_before_the_cut(tmp_path: Path) -> None:
    # 0.1.0: a truncated .jsonl.gz aborted the run and lost every row.
    packed = gzip.compress(b"".join(good(n) + b"\n" for n in range(2000)))
    source = tmp_path / "cut.jsonl.gz"
    source.write_bytes(packed[: len(packed) * 2 // 3])
    status, _, err = run("grade", str(source), "-o", str(tmp_path / "out.jsonl"))
    assert status == 1 and "damaged or cut short" in err and "Traceback" not in err
    result = rows_of(tmp_path / "out.jsonl")
    assert len(result) > 100 and all(row["strictgrade_correct"] for row in result[:-1])
    assert result[-1]["strictgrade_reason"] == "UNREADABLE_ROW"


@pytest.mark.parametrize("suffix", [".jsonl", ".csv", ".parquet", ".jsonl.gz"])
def test_a_lone_surrogate_is_a_bad_row_not_a_crash(tmp_path: Path, suffix: str) -> None:
    # 0.1.0: "\ud800" (legal JSON) crashed every writer with a traceback.
    if suffix == ".parquet":
        pytest.importorskip("pyarrow")
    source = write_lines(tmp_path / "in.jsonl", [good(1), b'{"response": "\\ud800 \\\\boxed{2}", "gold": "2"}',
                                                 b'{"response": "\\ud83d\\ude00 \\\\boxed{3}", "gold": "3"}'])
    status, _, err = run("grade", str(source), "-o", str(tmp_path / ("out" + suffix)))
    assert status == 1 and "row 2: holds a lone surrogate" in err and "Traceback" not in err
    out = [row.fields for row in read_rows(str(tmp_path / ("out" + suffix)))]
    assert [row["strictgrade_reason"] for row in out] == ["EQUAL", "UNREADABLE_ROW", "EQUAL"]
    assert out[2]["response"] == "\U0001F600 \\boxed{3}"  # a whole pair is a character


def test_parquet_keeps_null_early_rows_changing_types_and_late_columns(tmp_path: Path) -> None:
    # 0.1.0: Parquet crashed when the first 1,024 rows' column was null or changed type, and
    # columns first seen after row 1 were dropped in CSV and Parquet.
    pytest.importorskip("pyarrow")
    rows = [{"response": rf"\boxed{{{n}}}", "gold": str(n), "note": None} for n in range(1100)]
    rows[1050]["note"] = "late text"
    rows[1060]["note"] = 7
    rows[1070]["extra"] = {"nested": [1]}
    source = write_lines(tmp_path / "in.jsonl", [json.dumps(row).encode() for row in rows])
    for suffix in (".parquet", ".csv"):
        status, _, err = run("grade", str(source), "-o", str(tmp_path / ("out" + suffix)))
        assert status == 0, err
        out = [row.fields for row in read_rows(str(tmp_path / ("out" + suffix)))]
        assert len(out) == 1100 and all(row["strictgrade_reason"] == "EQUAL" for row in out)
        assert out[1050]["note"] == "late text" and out[1060]["note"] == "7"  # strings where types vary
        assert json.loads(out[1070]["extra"]) == {"nested": [1]} and out[0]["extra"] in (None, "")


def test_writers_keep_late_columns_and_types_directly(tmp_path: Path) -> None:
    pyarrow = pytest.importorskip("pyarrow")
    import pyarrow.parquet as parquet

    writer = RowWriter(str(tmp_path / "t.parquet"), Format("parquet"), ["a"])
    for record in ({"a": None}, {"a": 1, "b": True}, {"a": 2.5, "b": False}, {"c": "x"}):
        writer.write(record)
    writer.commit()
    table = parquet.read_table(tmp_path / "t.parquet")
    assert table.schema.field("a").type == pyarrow.float64() and table.schema.field("b").type == pyarrow.bool_()
    assert table.column("c").to_pylist() == [None, None, None, "x"]
    assert not list(tmp_path.glob(".*"))  # no temporary file left beside it


def test_unwritable_outputs_are_refused_before_the_run(tmp_path: Path) -> None:
    # 0.1.0: -o into a missing folder and an unwritable --summary-json gave tracebacks, the latter after the run.
    source = write_lines(tmp_path / "in.jsonl", [good(1)])
    status, _, err = run("grade", str(source), "-o", str(tmp_path / "nope" / "x.jsonl"))
    assert status == 2 and "-o" in err and "there is no folder" in err and "Traceback" not in err
    blocker = tmp_path / "file"
    blocker.write_text("")
    status, out, err = run("grade", str(source), "-o", str(tmp_path / "out.jsonl"), "--summary-json",
                           str(blocker / "s.json"))
    assert status == 2 and "--summary-json" in err and "Traceback" not in err
    assert not (tmp_path / "out.jsonl").exists() and out == ""  # nothing was graded


# -- wrong answers ------------------------------------------------------------------------------


def test_negative_decimals_are_refused(tmp_path: Path) -> None:
    # 0.1.0: --decimals -1 was accepted and paid wrong answers (5 false positives on the sample).
    source = write_lines(tmp_path / "in.jsonl", [json.dumps({"response": "Answer: 12", "gold": "14"}).encode()])
    for value in ("-1", "1000", "two"):
        status, _, err = run("grade", str(source), "--decimals", value)
        assert status == 2 and "--decimals" in err and "Traceback" not in err
    status, _, err = run("check", "Answer: 12", "14", "--decimals", "-1")
    assert status == 2 and "decimals must be a whole number from 0 to 10" in err


def test_input_columns_named_like_output_columns_are_never_overwritten(tmp_path: Path) -> None:
    # 0.1.0: an input column named correct or candidate was silently overwritten.
    row = {**ROW, "correct": "the rater's", "candidate": "theirs"}
    source = write_lines(tmp_path / "in.jsonl", [json.dumps(row).encode()])
    status, _, err = run("grade", str(source), "-o", str(tmp_path / "out.jsonl"))
    assert status == 0, err
    out = rows_of(tmp_path / "out.jsonl")[0]
    assert out["correct"] == "the rater's" and out["candidate"] == "theirs" and out["strictgrade_correct"] is True
    graded = tmp_path / "out.jsonl"
    status, _, err = run("grade", str(graded), "-o", str(tmp_path / "again.jsonl"))
    assert status == 2 and "already has a column 'strictgrade_correct'" in err and "--prefix" in err
    status, _, err = run("grade", str(graded), "-o", str(tmp_path / "again.jsonl"), "--prefix", "sg2_")
    assert status == 0 and rows_of(tmp_path / "again.jsonl")[0]["sg2_reason"] == "EQUAL"


def test_a_byte_order_mark_loses_no_row_and_no_column(tmp_path: Path) -> None:
    # 0.1.0: a UTF-8 BOM lost row 1 of JSON Lines and hid the first CSV column.
    source = write_lines(tmp_path / "in.jsonl", [b"\xef\xbb\xbf" + good(1), good(2)])
    status, out, err = run("grade", str(source))
    assert status == 0 and "2 rows, graded 2" in out, err
    table = tmp_path / "in.csv"
    table.write_bytes(b"\xef\xbb\xbfresponse,gold\n\\boxed{3},3\n")
    status, out, err = run("grade", str(table))
    assert status == 0 and "1 row, graded 1" in out, err


# -- habits ------------------------------------------------------------------------------------------


def test_stdin_and_stdout_with_format(tmp_path: Path) -> None:
    # 0.1.0 had no '-' and no --format.
    data = b"".join(good(n) + b"\n" for n in range(3))
    status, out, err = run("grade", "-", "--format", "jsonl", "-o", "-", "--keep", "gold", stdin=data)
    assert status == 0 and "3 rows, graded 3" in err  # the summary moves to stderr when stdout is the data
    assert [json.loads(line) for line in out.splitlines()] == [
        {"gold": str(n), "strictgrade_correct": True, "strictgrade_reason": "EQUAL", "strictgrade_candidate": str(n),
         "strictgrade_error": None} for n in range(3)]
    status, _, err = run("grade", "-", stdin=data)
    assert status == 2 and "needs --format" in err


def test_the_summary_is_on_stdout_and_quiet_silences_it(tmp_path: Path) -> None:
    # 0.1.0 printed grade's summary on stderr only, while compare and audit used stdout.
    source = write_lines(tmp_path / "in.jsonl", [good(1)])
    status, out, err = run("grade", str(source))
    assert status == 0 and "accuracy 1.0000" in out and err == ""
    status, out, err = run("grade", str(source), "--quiet")
    assert status == 0 and out == "" and err == ""


def test_keep_drop_by_and_pass_at_k(tmp_path: Path) -> None:
    rows = [{"id": p, "subject": "algebra" if p < 2 else "geometry", "response": rf"\boxed{{{s}}}", "gold": "1"}
            for p in range(3) for s in (1, 2)]
    source = write_lines(tmp_path / "in.jsonl", [json.dumps(row).encode() for row in rows])
    status, out, err = run("grade", str(source), "-o", str(tmp_path / "o.jsonl"), "--drop", "response,strictgrade_error",
                           "--by", "subject", "--problem-col", "id", "--k", "1", "--k", "2", "--summary-json",
                           str(tmp_path / "s.json"))
    assert status == 0, err
    assert list(rows_of(tmp_path / "o.jsonl")[0]) == ["id", "subject", "gold", "strictgrade_correct",
                                                       "strictgrade_reason", "strictgrade_candidate"]
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["by"]["subject"]["algebra"]["accuracy"] == 0.5
    assert summary["samples"]["k=1"] == {"problems": 3, "pass_at_k": 0.5, "maj_at_k": 1.0}  # ties: the first answer
    assert summary["samples"]["k=2"]["pass_at_k"] == 1.0
    assert "pass@2 1.0000" in out and "by subject: algebra 0.5000 (4 rows)" in out
    status, _, err = run("grade", str(source), "--by", "nope")
    assert status == 2 and "--by: no column 'nope'" in err


def test_resume_goes_on_from_a_partial_output(tmp_path: Path) -> None:
    source = write_lines(tmp_path / "in.jsonl", [good(n) for n in range(10)] + [b"{bad"])
    partial = tmp_path / "out.jsonl"
    status, _, _ = run("grade", str(write_lines(tmp_path / "head.jsonl", [good(n) for n in range(4)])), "-o", str(partial))
    assert status == 0
    status, out, err = run("grade", str(source), "-o", str(partial), "--resume", "--summary-json", str(tmp_path / "s.json"))
    assert status == 1, err
    assert [row.get("gold") for row in rows_of(partial)] == [str(n) for n in range(10)] + [None]
    summary = json.loads((tmp_path / "s.json").read_text())
    assert (summary["resumed_rows"], summary["rows"], summary["correct"], summary["unreadable_rows"]) == (4, 11, 10, 1)
    other = write_lines(tmp_path / "other.jsonl", [good(n + 1) for n in range(10)])
    status, _, err = run("grade", str(other), "-o", str(partial), "--resume")
    assert status == 2 and "does not match input row 1" in err


def test_compare_takes_the_grading_options_and_reads_well(tmp_path: Path) -> None:
    # 0.1.0: no --decimals (TAT-QA 0.907 there, 0.990 in README), headers under the matrix, names
    # cut to 18 characters, kappa +1.000 and precision 0.0000 where undefined, exit 0 when a grader
    # failed on every row.
    (tmp_path / "plugins_with_a_long_module_name.py").write_text(
        "def no(response, reference):\n    return False\n\ndef boom(response, reference):\n    raise ValueError\n")
    rows = [{"response": "Answer: 2.345", "gold": "2.35", "label": True}, {"response": "Answer: 7", "gold": "7",
                                                                          "label": True}]
    source = write_lines(tmp_path / "in.jsonl", [json.dumps(row).encode() for row in rows])
    names = ["plugins_with_a_long_module_name:no", "plugins_with_a_long_module_name:boom"]
    status, out, err = run_process("compare", str(source), "--decimals", "2", "--grader", "strictgrade", "--grader",
                                   names[0], "--grader", names[1], "--timeout", "5", cwd=tmp_path)
    assert status == 1 and "grader plugins_with_a_long_module_name:boom failed on every row" in err
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("agreement"))
    assert all(name in lines[header + 1] for name in names)  # the column headers above the rows
    assert lines[header + 2].startswith("strictgrade ")
    assert "1.0000 (n/a)" in out and "n/a" in next(line for line in lines if line.startswith(names[0] + " "))
    strict = next(line for line in lines if line.startswith("strictgrade ") and "(" in line)
    assert "1.0000 (0.342-1.000)" in strict  # accuracy 2/2 with decimals=2, with its Wilson interval
    assert "paired McNemar test" in out and "where graders disagree" in out


def test_summary_figures_are_honest_at_accuracy_one(tmp_path: Path) -> None:
    # 0.1.0: "rows for a ±0.02 margin: 1", standard error 0 at accuracy 1.0, precision 0.0000
    # where undefined and "(1 rows)".
    source = write_lines(tmp_path / "in.jsonl", [json.dumps(ROW).encode()])
    status, out, _ = run("grade", str(source))
    assert status == 0
    assert "margin: 1 " not in out and "2,401 at worst" in out and "standard error n/a" in out
    assert "(1 row)" in out and "1 rows" not in out
    refused = write_lines(tmp_path / "no.jsonl", [json.dumps({**ROW, "response": "7", "label": False}).encode()])
    status, out, _ = run("grade", str(refused))
    assert "precision n/a, recall n/a" in out


def test_every_subcommand_has_examples_and_defaults_in_its_help() -> None:
    # 0.1.0: no examples, no defaults; audit's families appeared only in the error for a wrong one.
    for command in ("grade", "extract", "compare", "audit", "check"):
        status, out, _ = run(command, "--help")
        assert status == 0 and "examples:" in out and f"strictgrade {command}" in out
        assert "(default: None)" not in out
        assert "(default: eval)" in " ".join(out.split())
    status, out, _ = run("audit", "--help")
    assert all(name in out for name in ("list", "must-reject", "anchor-language", "restated"))
    status, out, _ = run("grade", "--help")
    flat = " ".join(out.split())
    assert "(default: 0.02)" in flat and "(default: strictgrade_)" in flat and "(default: 1)" in flat


def test_the_plain_counter_shows_total_rate_and_time_left() -> None:
    # 0.1.0 without tqdm: a line per 10,000 rows, no total, no rate.
    import io

    stream = io.StringIO()
    progress = Progress(True, total=100, bar=False, stream=stream, every=0.0)
    progress.update(40)
    progress.close()
    first = stream.getvalue().splitlines()[0]
    assert first.startswith("  40/100 rows (40%), ") and "rows/s" in first and "left" in first


def test_compare_and_audit_show_progress(tmp_path: Path) -> None:
    source = write_lines(tmp_path / "in.jsonl", [good(n) for n in range(3)])
    for command in ("compare", "audit"):
        extra = ["--family", "plain"] if command == "audit" else []
        status, _, err = run(command, str(source), "--progress", *extra)
        assert status == 0 and command in err and ("rows" in err or "gradings" in err)


# -- citable -------------------------------------------------------------------------------------------


def test_version_and_summary_name_the_package_options_and_columns(tmp_path: Path) -> None:
    assert strictgrade.__version__ == "0.30.0"
    status, out, _ = run("--version")
    assert status == 0 and out.strip() == "strictgrade 0.30.0"
    source = write_lines(tmp_path / "in.jsonl", [json.dumps(ROW).encode()])
    status, _, _ = run("grade", str(source), "--decimals", "2", "--summary-json", str(tmp_path / "s.json"))
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["strictgrade_version"] == "0.30.0"
    assert summary["options"] == {"decimals": 2, "mode": "eval", "form": "value", "preset": "strict", "bare": False}
    assert summary["columns"]["response"] == "response" and summary["columns"]["label"] == "label"
    status, _, _ = run("compare", str(source), "--report-json", str(tmp_path / "r.json"))
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["strictgrade_version"] == "0.30.0" and report["options"]["mode"] == "eval"


def test_csv_reads_multiline_cells_and_pads_short_rows(tmp_path: Path) -> None:
    table = tmp_path / "in.csv"
    with table.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerows([["response", "gold", "note"], ["line one\n\\boxed{4}", "4", "x"], ["\\boxed{5}", "5"]])
    rows = list(read_rows(str(table)))
    assert [row.fields["note"] for row in rows] == ["x", None] and rows[1].number == 4


def test_output_paths_devices_links_and_format(tmp_path: Path) -> None:
    source = write_lines(tmp_path / "in.jsonl", [good(1)])
    status, _, err = run("grade", str(source), "-o", "/dev/full")
    assert status == 2 and "not a regular file" in err  # renaming over a device would replace it
    (tmp_path / "link.jsonl").symlink_to(tmp_path / "real.jsonl")
    status, _, err = run("grade", str(source), "-o", str(tmp_path / "link.jsonl"), "--quiet")
    assert status == 0 and (tmp_path / "link.jsonl").is_symlink()  # the file the link names is written
    assert rows_of(tmp_path / "real.jsonl")[0]["strictgrade_reason"] == "EQUAL"
    status, out, err = run("grade", str(source), "-o", "-", "--format", "csv", "--quiet")
    assert status == 0 and out.splitlines()[1] == "\\boxed{1},1,True,EQUAL,1,"  # --format names '-', not in.jsonl
