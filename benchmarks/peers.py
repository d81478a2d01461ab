"""strictgrade beside Math-Verify on the labeled corpora: accuracy, precision, recall, speed.

Math-Verify is never a dependency of strictgrade: install it in a separate venv and
point this script at that venv's Python:

    python3 -m venv /tmp/mvenv && /tmp/mvenv/bin/pip install math-verify==0.9.0
    python benchmarks/peers.py --math-verify-python /tmp/mvenv/bin/python [--limit 500]

Both graders see the same rows: the whole response and the gold answer.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import strictgrade  # noqa: E402
from strictgrade import grade  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora"
LABELED = {
    "qwen25math_cot_100": {},
    "gsm8k_openai": {},
    "prm800k_phase1_train": {},
    "tatqa_pot": {"decimals": 2},
}
WORKER = Path(__file__).resolve().parent / "_math_verify_worker.py"


def scores(verdicts: List[bool], labels: List[bool]) -> Tuple[float, float, float, int]:
    tp = sum(v and l for v, l in zip(verdicts, labels))
    fp = sum(v and not l for v, l in zip(verdicts, labels))
    fn = sum((not v) and l for v, l in zip(verdicts, labels))
    agree = sum(v == l for v, l in zip(verdicts, labels))
    return agree / len(labels), tp / max(1, tp + fp), tp / max(1, tp + fn), fp


def run_strictgrade(rows: List[dict], options: Dict[str, int]) -> Tuple[List[bool], float]:
    start = time.perf_counter()
    verdicts = [grade(row["response"], row["gold"], **options).correct for row in rows]
    return verdicts, (time.perf_counter() - start) / len(rows) * 1e6


def run_math_verify(python: str, rows: List[dict]) -> Optional[Tuple[List[bool], float]]:
    payload = "".join(json.dumps({"response": r["response"], "gold": r["gold"]}) + "\n" for r in rows)
    done = subprocess.run([python, str(WORKER)], input=payload, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        print(f"math-verify worker failed: {done.stderr.strip()[-300:]}", file=sys.stderr)
        return None
    results = [json.loads(line) for line in done.stdout.splitlines()]
    return [r["correct"] for r in results], sum(r["seconds"] for r in results) / len(results) * 1e6


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--math-verify-python", help="the python of a venv with math-verify installed")
    parser.add_argument("--corpora", type=Path, default=CORPORA)
    parser.add_argument("--limit", type=int, default=0, help="grade only the first N rows of each corpus")
    args = parser.parse_args(argv)
    print(f"machine: {platform.machine()} {platform.processor() or ''}, Python {platform.python_version()}, "
          f"strictgrade {strictgrade.__version__}")
    print(f"{'corpus':22} {'grader':12} {'n':>5} {'acc':>7} {'prec':>7} {'recall':>7} {'false+':>6} {'us/case':>9}")
    for name, options in LABELED.items():
        path = args.corpora / f"{name}.jsonl"
        if not path.exists():
            continue
        rows = [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]
        if args.limit:
            rows = rows[: args.limit]
        labels = [bool(r["label"]) for r in rows]
        results = {"strictgrade": run_strictgrade(rows, options)}
        if args.math_verify_python:
            peer = run_math_verify(args.math_verify_python, rows)
            if peer is not None:
                results["math-verify"] = peer
        for grader, (verdicts, micros) in results.items():
            acc, prec, rec, fp = scores(verdicts, labels)
            print(f"{name:22} {grader:12} {len(rows):5d} {acc:7.4f} {prec:7.4f} {rec:7.4f} {fp:6d} {micros:9.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
