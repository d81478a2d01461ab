"""Rows per second and peak memory of ``strictgrade grade`` on a large file, with -j 1 and -j 2.

    python benchmarks/throughput.py                      # 3,000,000 short rows
    python benchmarks/throughput.py --rows 100000 --kind qwen

``short`` rows are one-line responses ending in a box (``So the answer is $\\boxed{417}$.``, about
90 bytes of JSON): reading and writing JSON in the main process is then the limit.  ``qwen`` rows
repeat the 800-row Qwen2.5-Math corpus (from ../shared/corpora, or the bundled 200-row sample).
Each size is run twice, at a tenth of the rows and whole: memory is flat when the two peaks
(resident memory of the grading process and the workers it waited for) are about equal.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Iterator, List, Tuple

from _corpora import CORPORA, ROOT, load  # noqa: E402

SAMPLE = ROOT / "strictgrade" / "data" / "qwen25math_sample.jsonl"


def _short_rows() -> Iterator[dict]:
    for n in itertools.count():
        value = n % 1000
        yield {"id": n, "response": f"So the answer is $\\boxed{{{value}}}$.", "gold": str(value if n % 7 else value + 1),
               "label": bool(n % 7)}


def _qwen_rows() -> Iterator[dict]:
    source = CORPORA / "qwen25math_cot_100.jsonl"
    base = load(source if source.exists() else SAMPLE)
    for row in itertools.cycle(base):
        yield {"response": row["response"], "gold": row["gold"], "label": row["label"]}


def build(path: Path, rows: int, kind: str) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for row in itertools.islice(_short_rows() if kind == "short" else _qwen_rows(), rows):
            handle.write(json.dumps(row) + "\n")


def run(path: Path, jobs: int, output: Path) -> Tuple[int, float, float]:
    """Grade a file in a fresh process; return its exit status, seconds and peak resident MiB."""
    command = [sys.executable, "-m", "strictgrade", "grade", str(path), "-j", str(jobs), "-o", str(output),
               "--no-progress", "--quiet"]
    start = time.perf_counter()
    process = subprocess.Popen(command)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, elapsed, usage.ru_maxrss / 1024


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=3_000_000)
    parser.add_argument("--kind", choices=("short", "qwen"), default="short")
    parser.add_argument("--jobs", type=int, action="append", help="worker processes (repeat; default 1 and 2)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'rows':>10} {'jobs':>4} {'seconds':>8} {'rows/s':>8} {'peak MiB':>9}")
        for rows in (args.rows // 10, args.rows):
            source = Path(folder) / f"outputs-{rows}.jsonl"
            build(source, rows, args.kind)
            for jobs in args.jobs or (1, 2):
                status, seconds, peak = run(source, jobs, Path(folder) / "graded.jsonl")
                print(f"{rows:10d} {jobs:4d} {seconds:8.1f} {rows / seconds:8.0f} {peak:9.0f}"
                      + ("" if status == 0 else f"  exit {status}"), flush=True)
            source.unlink()
        size = (Path(folder) / "graded.jsonl").stat().st_size / 2**20
        print(f"{args.kind} rows; the last output was {size:,.0f} MiB of JSON Lines")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
