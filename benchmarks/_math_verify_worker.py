"""Grade corpus rows with Math-Verify; run by benchmarks/peers.py inside Math-Verify's own venv.

Reads JSON Lines rows ``{"response", "gold"}`` on stdin and writes one line per row:
``{"correct": bool, "seconds": float}``.  Kept free of strictgrade imports on purpose.
"""

import json
import sys
import time

from math_verify import parse, verify


def main() -> int:
    for line in sys.stdin:
        row = json.loads(line)
        start = time.perf_counter()
        try:
            gold = parse("$" + row["gold"] + "$") or parse(row["gold"])
            answer = parse(row["response"])
            correct = bool(verify(gold, answer))
        except Exception:  # noqa: BLE001 - a peer's crash is a "false" verdict, counted as such
            correct = False
        elapsed = time.perf_counter() - start
        sys.stdout.write(json.dumps({"correct": correct, "seconds": elapsed}) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
