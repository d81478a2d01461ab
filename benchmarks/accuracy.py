"""Measure strictgrade against the labeled corpora: agreement, precision, recall, speed.

Usage (from the project root, with ../shared beside it):

    python benchmarks/accuracy.py                     # the table
    python benchmarks/accuracy.py --dump disagreements.jsonl   # rows where strictgrade and the label differ

Each labeled corpus row is graded with ``grade(response, gold)`` (TAT-QA with
``decimals=2``, as its official metric rounds to two places).  ``peer_test_cases``
rows are graded with ``grade(candidate, reference)`` and compared with each peer's
own expectation.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Dict, List

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from strictgrade import grade  # noqa: E402

DEFAULT_CORPORA = ROOT.parent / "shared" / "corpora"
LABELED = {
    "qwen25math_cot_100": {},
    "gsm8k_openai": {},
    "prm800k_phase1_train": {},
    "tatqa_pot": {"decimals": 2},
}


def load(path: Path) -> List[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def measure_labeled(rows: List[dict], options: Dict[str, int], dump: list, name: str) -> dict:
    true_positive = false_positive = false_negative = agree = 0
    reasons: Counter = Counter()
    start = time.perf_counter()
    verdicts = [grade(row["response"], row["gold"], **options) for row in rows]
    elapsed = time.perf_counter() - start
    for row, verdict in zip(rows, verdicts):
        label = bool(row["label"])
        reasons[verdict.reason.name] += 1
        if verdict.correct == label:
            agree += 1
        else:
            dump.append({
                "corpus": name, "id": row["id"], "gold": row["gold"], "label": label,
                "candidate": verdict.candidate, "reason": verdict.reason.name, "detail": verdict.detail,
                "tail": row["response"][-300:],
            })
        true_positive += verdict.correct and label
        false_positive += verdict.correct and not label
        false_negative += (not verdict.correct) and label
    n = len(rows)
    return {
        "n": n,
        "accuracy": agree / n,
        "precision": true_positive / max(1, true_positive + false_positive),
        "recall": true_positive / max(1, true_positive + false_negative),
        "false_positives": false_positive,
        "us_per_case": elapsed / n * 1e6,
        "reasons": reasons,
    }


def measure_peers(rows: List[dict], dump: list) -> Dict[str, dict]:
    by_source: Dict[str, dict] = {}
    for row in rows:
        peer = row["id"].split(":", 1)[0].split("-", 1)[0]
        verdict = grade(row["candidate"] or "", row["reference"])
        stats = by_source.setdefault(peer, {"n": 0, "agree": 0})
        stats["n"] += 1
        if verdict.correct == row["expected_by_peer"]:
            stats["agree"] += 1
        else:
            dump.append({
                "corpus": "peer_test_cases", "id": row["id"], "reference": row["reference"],
                "candidate": row["candidate"], "expected_by_peer": row["expected_by_peer"],
                "strictgrade": verdict.reason.name, "extracted": verdict.candidate, "note": row["note"],
            })
    return by_source


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpora", type=Path, default=DEFAULT_CORPORA)
    parser.add_argument("--dump", type=Path, help="write the disagreements here as JSON Lines")
    args = parser.parse_args(argv)
    if not args.corpora.is_dir():
        print(f"no corpora at {args.corpora}", file=sys.stderr)
        return 2
    dump: list = []
    print(f"{'corpus':24} {'n':>6} {'accuracy':>9} {'precision':>9} {'recall':>7} {'false+':>6} {'us/case':>8}")
    for name, options in LABELED.items():
        path = args.corpora / f"{name}.jsonl"
        if not path.exists():
            continue
        result = measure_labeled(load(path), options, dump, name)
        print(
            f"{name:24} {result['n']:6d} {result['accuracy']:9.4f} {result['precision']:9.4f} "
            f"{result['recall']:7.4f} {result['false_positives']:6d} {result['us_per_case']:8.0f}"
        )
    peers_path = args.corpora / "peer_test_cases.jsonl"
    if peers_path.exists():
        for peer, stats in measure_peers(load(peers_path), dump).items():
            print(f"peer_test_cases/{peer:12} {stats['n']:4d} agreement with the peer's expectation {stats['agree'] / stats['n']:.3f}")
    if args.dump:
        with args.dump.open("w", encoding="utf-8") as handle:
            for row in dump:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
