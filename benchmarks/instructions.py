"""Instructions per grade, counted by valgrind: a cost that does not move with the machine's load.

    python benchmarks/instructions.py [--corpus qwen25math_cot_100 --corpus prm800k_phase1_train] [--passes 2]

The microseconds of benchmarks/speed.py vary by 30 to 40 percent between identical runs on a
shared machine, which hides a change of a few percent.  Here each corpus is graded cold (caches
cleared before the pass) in a fresh interpreter under ``valgrind --tool=cachegrind``, once with
no pass after the warm-up and once with ``--passes`` passes; the difference divided by the cases
graded is the instructions of one cold grade, the start-up and the warm-up cancelled out.  The
hash seed is fixed, so that two runs of one tree count the same.  Compare two trees by running
this script from each checkout.  The last row counts ``import strictgrade`` once, its
bytecode compiled, beyond what a bare interpreter's start-up costs.  Without valgrind on the
path it says so and exits 2.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import List, Optional

from _corpora import CORPORA, LABELED, ROOT, load  # noqa: E402  (also puts the checkout on the path)

# The pass a child interpreter runs: grade every case of one corpus cold, ``passes`` times after a
# first pass that compiles what is compiled on first use.  Its arguments: corpus name, passes.
_CHILD = """
import sys
sys.path.insert(0, {benchmarks!r})
from _corpora import CORPORA, LABELED, load
from strictgrade import grade
from strictgrade.grader import clear_caches
name, passes = sys.argv[1], int(sys.argv[2])
rows = load(CORPORA / (name + ".jsonl"))
options = LABELED.get(name, {{}})
for _ in range(1 + passes):
    clear_caches()
    for row in rows:
        grade(row["response"], row["gold"], **options)
"""
# The sentence of speed.py's answer-sentence row, graded cold 2,000 times a pass.
_SENTENCE_CHILD = """
import sys
from strictgrade import grade
from strictgrade.grader import clear_caches
passes = int(sys.argv[2])
for _ in range(1 + passes):
    for _ in range(2000):
        clear_caches()
        grade("The answer is $\\\\boxed{318}$.", "318")
"""
_REFS_RE = re.compile(r"I\s+refs:\s+([\d,]+)")
SENTENCE = "answer sentence"
IMPORT = "import strictgrade (once)"


def count(child: str, name: str, passes: int) -> Optional[int]:
    """Return the instructions valgrind counts for a child run, or None when it fails."""
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
               sys.executable, "-c", child, name, str(passes)]
    environment = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(command, capture_output=True, text=True, env=environment, check=False)
    found = _REFS_RE.search(result.stderr)
    return int(found.group(1).replace(",", "")) if result.returncode == 0 and found else None


def per_grade(name: str, passes: int) -> Optional[float]:
    """Return the instructions of one cold grade of a corpus (or of the answer sentence)."""
    if name == SENTENCE:
        child, cases = _SENTENCE_CHILD, 2000
    else:
        child = _CHILD.format(benchmarks=str(Path(__file__).resolve().parent))
        cases = len(load(CORPORA / f"{name}.jsonl"))
    base, more = count(child, name, 0), count(child, name, passes)
    if base is None or more is None or not cases:
        return None
    return (more - base) / (passes * cases)


def import_cost() -> Optional[float]:
    """Return the instructions of ``import strictgrade`` with its bytecode compiled, beyond a bare interpreter's."""
    writing = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", "import strictgrade"], env={**writing, "PYTHONPATH": str(ROOT)}, check=False)
    bare, imported = count("pass", IMPORT, 0), count("import strictgrade", IMPORT, 0)
    return None if bare is None or imported is None else float(imported - bare)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", action="append", help="a corpus of ../shared/corpora (default: Qwen and PRM800K)")
    parser.add_argument("--passes", type=int, default=2, help="cold passes counted after the warm-up (default 2)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts (apt install valgrind)")
        return 2
    names = args.corpus or [name for name in ("qwen25math_cot_100", "prm800k_phase1_train") if (CORPORA / f"{name}.jsonl").exists()]
    unknown = [name for name in names if name not in LABELED]
    if unknown:
        parser.error(f"unknown corpus: {', '.join(unknown)} (known: {', '.join(LABELED)})")
    print(f"instructions per cold grade (valgrind, PYTHONHASHSEED=0, {args.passes} passes after a warm-up)")
    print(f"{'corpus':34} {'instructions':>14}")
    failed = 0
    for name in names + [SENTENCE]:
        value = per_grade(name, args.passes)
        failed += value is None
        print(f"{name:34} {value:14,.0f}" if value is not None else f"{name:34} {'failed':>14}")
    value = import_cost()
    failed += value is None
    print(f"{IMPORT:34} {value:14,.0f}" if value is not None else f"{IMPORT:34} {'failed':>14}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
