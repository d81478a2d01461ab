"""Rows per second and peak memory of ``strictgrade grade`` on a large file, with -j 1 and -j 2.

    python benchmarks/throughput.py [--rows 100000]

The file repeats the 800-row Qwen2.5-Math corpus (from ../shared/corpora, or the bundled
200-row sample when that is absent) to the requested size.  Each run is a fresh process, so
its peak resident memory is the child's own.
"""

from __future__ import annotations

import argparse
import itertools
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import List

from _corpora import CORPORA, ROOT, load  # noqa: E402

SAMPLE = ROOT / "strictgrade" / "data" / "qwen25math_sample.jsonl"


def build(path: Path, rows: int) -> None:
    source = CORPORA / "qwen25math_cot_100.jsonl"
    base = load(source if source.exists() else SAMPLE)
    with path.open("w", encoding="utf-8") as handle:
        for row in itertools.islice(itertools.cycle(base), rows):
            handle.write(json.dumps({"response": row["response"], "gold": row["gold"], "label": row["label"]}) + "\n")


def run(path: Path, jobs: int, output: Path) -> tuple:
    command = [sys.executable, "-m", "strictgrade", "grade", str(path), "-j", str(jobs), "-o", str(output), "--no-progress"]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return done.returncode, elapsed, peak_mib


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "outputs.jsonl"
        build(source, args.rows)
        size_mib = source.stat().st_size / 2**20
        print(f"{args.rows} rows, {size_mib:.0f} MiB of JSON Lines")
        print(f"{'jobs':>4} {'seconds':>8} {'rows/s':>8} {'peak MiB (largest child so far)':>32}")
        for jobs in (1, 2):
            status, seconds, peak = run(source, jobs, Path(folder) / f"graded-{jobs}.jsonl")
            print(f"{jobs:4d} {seconds:8.1f} {args.rows / seconds:8.0f} {peak:32.0f}" + ("" if status == 0 else f"  exit {status}"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
