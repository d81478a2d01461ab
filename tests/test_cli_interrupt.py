"""Fault injection: a running ``strictgrade grade -j 2`` is sent SIGINT or SIGTERM at random points.

Whatever the point, the run must end promptly (no hang), print no traceback, exit 130 or 143
(or 0 when it finished first), and leave an output that parses and holds only whole rows,
each the right verdict of its input row, in order: a prefix of the full output, from which
``--resume`` goes on to the whole output.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import List

import pytest

from strictgrade.tools.files import read_rows

ROWS = 40_000
SEED = 23
# A run that does not end this long after its signal is taken as hung.
HANG_SECONDS = 30


def _expected(n: int) -> bool:
    return n % 3 != 0


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("interrupt") / "in.jsonl"
    with path.open("w", encoding="utf-8") as handle:
        for n in range(ROWS):
            handle.write(json.dumps({"n": n, "response": rf"So $\boxed{{{n}}}$.", "gold": str(n if n % 3 else n + 1)}))
            handle.write("\n")
    return path


def _wait_for_work(folder: Path, process: subprocess.Popen) -> None:
    """Wait until the run has opened its output's temporary file (it is grading then), or has ended."""
    deadline = time.monotonic() + HANG_SECONDS
    while process.poll() is None and time.monotonic() < deadline:
        if any(path.name.startswith(".out") for path in folder.iterdir()):
            return
        time.sleep(0.01)


# (signal, sent to the whole process group as a terminal does, output format)
CASES = [(signal.SIGINT, True, ".jsonl"), (signal.SIGTERM, False, ".jsonl.gz"), (signal.SIGINT, False, ".parquet"),
         (signal.SIGTERM, True, ".csv")]


@pytest.mark.parametrize("number, whole_group, suffix", CASES)
def test_a_signal_at_a_random_point_leaves_whole_correct_rows(
    source: Path, tmp_path: Path, number: int, whole_group: bool, suffix: str
) -> None:
    if suffix == ".parquet":
        pytest.importorskip("pyarrow")
    rng = random.Random(f"{SEED} {number} {whole_group} {suffix}")
    output = tmp_path / ("out" + suffix)
    process = subprocess.Popen(
        [sys.executable, "-m", "strictgrade", "grade", str(source), "-j", "2", "-o", str(output), "--no-progress",
         "--summary-json", str(tmp_path / "summary.json")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
    )
    _wait_for_work(tmp_path, process)
    time.sleep(rng.uniform(0.0, 1.0))  # the random point: not a synchronisation
    if whole_group:  # as a terminal's Ctrl-C does: the workers get it too
        os.killpg(process.pid, number)
    else:
        process.send_signal(number)
    try:
        _, err_bytes = process.communicate(timeout=HANG_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        pytest.fail(f"the run did not end within {HANG_SECONDS} s of {signal.Signals(number).name}")
    err = err_bytes.decode("utf-8")
    assert "Traceback" not in err, err
    assert process.returncode in (0, 128 + number), err
    rows = [row.fields for row in read_rows(str(output))]
    assert all(row is not None for row in rows)
    numbers: List[int] = [int(row["n"]) for row in rows]  # type: ignore[index]
    assert numbers == list(range(len(rows)))
    assert [row["strictgrade_correct"] in (True, "True") for row in rows] == [_expected(n) for n in numbers]  # type: ignore[index]
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["rows"] == len(rows)
    if process.returncode:
        assert f"stopped by {signal.Signals(number).name}" in err and summary["stopped_by"] == signal.Signals(number).name
        assert len(rows) <= ROWS  # a signal after the last row is written and before the exit stops a run that is whole
    else:
        assert len(rows) == ROWS
    assert not [path.name for path in tmp_path.iterdir() if path.name.startswith(".")]  # no temporary file left
    if process.returncode and suffix == ".parquet":
        _resume_to_the_end(source, output, tmp_path)


def _resume_to_the_end(source: Path, output: Path, folder: Path) -> None:
    """--resume after the stop: the output ends whole, every row once, in order, as a run never stopped."""
    done = subprocess.run([sys.executable, "-m", "strictgrade", "grade", str(source), "-o", str(output), "--resume",
                           "--quiet", "--summary-json", str(folder / "resumed.json")], capture_output=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = [row.fields for row in read_rows(str(output))]
    assert [int(row["n"]) for row in rows] == list(range(ROWS))  # type: ignore[index]
    assert [row["strictgrade_correct"] for row in rows] == [_expected(n) for n in range(ROWS)]  # type: ignore[index]
    summary = json.loads((folder / "resumed.json").read_text())
    assert summary["rows"] == ROWS and summary["correct"] == sum(map(_expected, range(ROWS))) and summary["complete"]


def test_a_process_run_ignores_a_stop_that_arrives_after_it() -> None:
    """The command's own run leaves SIGINT and SIGTERM ignored once it is over (the output is whole, the interpreter
    exits), so a late signal cannot kill it with -15; used as a library, the previous handlers come back."""
    from strictgrade.tools.stopping import SIGNALS, Stopper

    before = {number: signal.getsignal(number) for number in SIGNALS}
    try:
        with Stopper(ignore_after=True):
            pass
        assert all(signal.getsignal(number) == signal.SIG_IGN for number in SIGNALS)
        for number, handler in before.items():
            signal.signal(number, handler)
        with Stopper():
            pass
        assert {number: signal.getsignal(number) for number in SIGNALS} == before
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)
