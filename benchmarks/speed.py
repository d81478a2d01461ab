"""Microseconds per grade by kind of answer and per corpus, import time, hostile inputs, memory.

    python benchmarks/speed.py [--math-verify-python /tmp/mvenv/bin/python] [--repeat 20] [--passes 3]

Each pair is graded as a boxed response against its reference, by strictgrade and
(when a venv with it is named) by Math-Verify on exactly the same strings.  The corpora
(Qwen and PRM800K from ../shared/corpora) are graded whole: cold = caches cleared before
the pass, warm = the same pass again; each figure is the best of ``--passes`` passes, as the
machine is shared.  Import time and the first grade of an expression after import are
measured in fresh interpreters (best of five).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List, Tuple

from _corpora import CORPORA, LABELED, ROOT, load  # noqa: E402  (also puts the checkout on the path)

from strictgrade import grade  # noqa: E402
from strictgrade.grader import clear_caches  # noqa: E402
from strictgrade.tools.graders import make_grader  # noqa: E402


PAIRS: Dict[str, List[Tuple[str, str]]] = {
    "integers": [("42", "42"), ("1,000", "1000"), ("-7", "-7"), ("17", "71"), ("5.00", "5"), ("3628800", "3628800")],
    "fractions and decimals": [
        (r"\frac{1}{2}", "0.5"), (r"\dfrac{3}{4}", r"\frac34"), (r"\frac{2}{4}", r"\frac12"), ("0.625", r"\frac58"),
        (r"1\frac{1}{2}", r"\frac32"), ("18.90", "18.9"),
    ],
    "radicals and constants": [
        (r"2\sqrt{2}", r"\sqrt{8}"), (r"\frac{\sqrt{3}}{2}", r"\frac{1}{2}\sqrt{3}"), (r"7\pi", r"7\pi"),
        (r"5+2\sqrt{6}", r"2\sqrt{6}+5"), (r"\frac{\pi}{3}", r"\frac{2\pi}{6}"), ("1+2i", "2i+1"),
    ],
    "expressions with variables": [
        ("(x+1)^2", "x^2+2x+1"), (r"2\sin x\cos x", r"\sin 2x"), (r"\frac{n(n+1)}{2}", r"\frac{n^2+n}{2}"),
        ("y = 2x + 3", "y = 3 + 2x"), ("x^4-x^3+x^2-x+1", "x^4-x^3+x^2-x+1"), ("2^x", "2x"),
    ],
    "tuples, intervals, sets, matrices": [
        ("(1, 2)", "(1,2)"), (r"[0, 1) \cup (2, \infty)", r"[0,1)\cup(2,\infty)"), (r"\{1, 2, 3\}", "3, 2, 1"),
        (r"\begin{pmatrix}1&2\\3&4\end{pmatrix}", r"\begin{pmatrix}1&2\\3&4\end{pmatrix}"), (r"(3, \frac{\pi}{2})", r"\left(3,\frac{\pi}{2}\right)"),
    ],
}

HOSTILE: List[Tuple[str, str, str]] = [
    ("tower of powers", r"\boxed{9^{9^{9^9}}}", "5"),
    ("huge power", r"\boxed{10^{10^{10}}}", "5"),
    ("huge factorial", r"\boxed{100000!}", "5"),
    ("deep nesting", r"\boxed{" + "(" * 10_000 + "1" + ")" * 10_000 + "}", "1"),
    ("ten thousand terms", r"\boxed{" + "+".join(["1"] * 10_000) + "}", "1"),
    ("a million digits", r"\boxed{" + "7" * 1_000_000 + "}", "7"),
    ("10 MB then a box", "a" * 10_000_000 + r"\boxed{5}", "5"),
    ("10 MB of braces", "{" * 10_000_000, "5"),
    ("nested boxes", r"\boxed{" * 10_000 + "1" + "}" * 10_000, "1"),
    ("many boxes", r"\boxed{1} x " * 100_000, "1"),
    ("a megabyte word of mixed scripts", "a\u043e\u043c" * 300_000 + r" $\boxed{5}$", "5"),
]


def time_strictgrade(pairs: List[Tuple[str, str]], repeat: int, cold: bool) -> float:
    """Return microseconds per grade, the best of ``repeat`` rounds per pair, averaged over the pairs.

    ``cold`` forgets the caches before every grade.
    """
    return time_responses([(rf"\boxed{{{candidate}}}", reference) for candidate, reference in pairs], repeat, cold)


# Whole responses timed like the kinds above (issue 22: the answer sentence of most outputs).
SENTENCES: List[Tuple[str, str]] = [("The answer is $\\boxed{318}$.", "318")]


def time_responses(responses: List[Tuple[str, str]], repeat: int, cold: bool) -> float:
    """Return microseconds per grade of whole responses, the best of ``repeat`` rounds each, averaged."""
    total = 0.0
    for response, reference in responses:
        best = float("inf")
        for _ in range(repeat):
            if cold:
                clear_caches()
            start = time.perf_counter()
            grade(response, reference)
            best = min(best, time.perf_counter() - start)
        total += best
    return total / len(responses) * 1e6


def time_math_verify(python: str, pairs: List[Tuple[str, str]]) -> float:
    """Return Math-Verify's microseconds per grade on the same boxed pairs (three rounds)."""
    peer = make_grader("math_verify", python=python, row_seconds=60)
    try:
        results = [peer.grade(rf"$\boxed{{{c}}}$", r) for c, r in pairs * 3]
    finally:
        peer.close()
    return sum(r.seconds for r in results) / len(results) * 1e6


_IMPORT_PROBE = (
    "import time; start = time.perf_counter(); import strictgrade; imported = time.perf_counter(); "
    "strictgrade.grade(r'\\boxed{(x+1)^2}', 'x^2+2x+1'); done = time.perf_counter(); "
    "print((imported - start) * 1e3, (done - imported) * 1e3)"
)


def time_import(rounds: int = 5) -> Tuple[float, float]:
    """Return the best milliseconds of ``import strictgrade`` and of the first expression grade after it.

    Measured as installed: ``pip install`` compiles the package to bytecode, so the probe runs
    once first with bytecode writing allowed (PYTHONDONTWRITEBYTECODE unset) and is then timed.
    """
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}

    def probe() -> List[str]:
        command = [sys.executable, "-c", _IMPORT_PROBE]
        return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True, env=environment).stdout.split()

    probe()  # compiles the bytecode
    best_import = best_first = float("inf")
    for _ in range(rounds):
        output = probe()
        best_import = min(best_import, float(output[0]))
        best_first = min(best_first, float(output[1]))
    return best_import, best_first


def time_corpus(rows: List[dict], options: Dict[str, int], passes: int) -> Tuple[float, float]:
    """Return the best cold and warm microseconds per case over whole passes of a corpus."""
    cold = warm = float("inf")
    for _ in range(passes):
        clear_caches()
        start = time.perf_counter()
        for row in rows:
            grade(row["response"], row["gold"], **options)
        cold = min(cold, time.perf_counter() - start)
        start = time.perf_counter()
        for row in rows:
            grade(row["response"], row["gold"], **options)
        warm = min(warm, time.perf_counter() - start)
    return cold / len(rows) * 1e6, warm / len(rows) * 1e6


def time_math_verify_corpus(python: str, rows: List[dict], passes: int) -> float:
    """Return Math-Verify's best microseconds per case over whole passes (timed inside its worker)."""
    peer = make_grader("math_verify", python=python, row_seconds=60)
    best = float("inf")
    try:
        for _ in range(passes):
            results = [peer.grade(row["response"], row["gold"]) for row in rows]
            best = min(best, sum(r.seconds for r in results))
    finally:
        peer.close()
    return best / len(rows) * 1e6


def time_corpora(names: List[str], corpora: Path, passes: int) -> Dict[str, Tuple[List[dict], Tuple[float, float]]]:
    """Return each corpus found, with strictgrade's best cold and warm microseconds per case."""
    found = [(name, load(corpora / f"{name}.jsonl")) for name in names if (corpora / f"{name}.jsonl").is_file()]
    return {name: (rows, time_corpus(rows, LABELED.get(name, {}), passes)) for name, rows in found}


def report_corpora(names: List[str], corpora: Path, ours: Dict[str, Tuple[List[dict], Tuple[float, float]]], theirs: Dict[str, float], passes: int) -> None:
    print(f"{'corpus (best of %d passes)' % passes:34} {'cases':>6} {'cold':>8} {'warm':>8} {'math-verify':>12} {'ratio (cold)':>13}")
    for name in names:
        if name not in ours:
            print(f"{name:34} (not found under {corpora})")
            continue
        rows, (cold, warm) = ours[name]
        peer = theirs.get(name)
        ratio = f"{peer / cold:6.1f}x" if peer else ""
        print(f"{name:34} {len(rows):6d} {cold:8.1f} {warm:8.1f} {peer or 0:12.0f} {ratio:>13}")


def time_kinds(repeat: int) -> Dict[str, Tuple[float, float]]:
    """Return strictgrade's cold and warm microseconds per grade for every kind of answer."""
    return {
        kind: (time_strictgrade(pairs, repeat, cold=True), time_strictgrade(pairs, repeat, cold=False))
        for kind, pairs in PAIRS.items()
    }


def report_kinds(ours: Dict[str, Tuple[float, float]], theirs: Dict[str, float]) -> None:
    print("microseconds per grade; cold: caches cleared before every grade; warm: the same pairs again")
    print(f"{'kind of answer':34} {'cold':>8} {'warm':>8} {'math-verify':>12} {'ratio (cold)':>13}")
    for kind, (cold, warm) in ours.items():
        peer = theirs.get(kind)
        ratio = f"{peer / cold:6.1f}x" if peer else ""
        print(f"{kind:34} {cold:8.0f} {warm:8.0f} {peer or 0:12.0f} {ratio:>13}")


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--math-verify-python")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--corpora", type=Path, default=CORPORA)
    parser.add_argument("--corpus", action="append", help="a corpus name (default: Qwen and PRM800K)")
    args = parser.parse_args(argv)
    imported, first = time_import()
    print(f"import strictgrade (bytecode compiled): {imported:.1f} ms; first expression grade after import: {first:.2f} ms (best of 5)")
    print()
    names = args.corpus or ["qwen25math_cot_100", "prm800k_phase1_train"]
    # Every strictgrade figure is taken before Math-Verify's worker starts: on a small machine a
    # peer process still winding down would slow the figures taken after it.
    ours_corpora = time_corpora(names, args.corpora, args.passes)
    ours_kinds = time_kinds(args.repeat)
    ours_sentence = (time_responses(SENTENCES, args.repeat, cold=True), time_responses(SENTENCES, args.repeat, cold=False))
    theirs_corpora: Dict[str, float] = {}
    theirs_kinds: Dict[str, float] = {}
    if args.math_verify_python:
        theirs_corpora = {name: time_math_verify_corpus(args.math_verify_python, rows, args.passes) for name, (rows, _) in ours_corpora.items()}
        theirs_kinds = {kind: time_math_verify(args.math_verify_python, pairs) for kind, pairs in PAIRS.items()}
    report_corpora(names, args.corpora, ours_corpora, theirs_corpora, args.passes)
    print()
    report_kinds(ours_kinds, theirs_kinds)
    print(f"{'boxed integer in an answer sentence':34} {ours_sentence[0]:8.0f} {ours_sentence[1]:8.0f}   ({SENTENCES[0][0]})")
    print()
    print(f"{'hostile input':34} {'ms':>8}  reason")
    slowest = ("", 0.0)
    for name, response, reference in HOSTILE:
        start = time.perf_counter()
        verdict = grade(response, reference)
        elapsed = (time.perf_counter() - start) * 1e3
        slowest = max(slowest, (name, elapsed), key=lambda item: item[1])
        print(f"{name:34} {elapsed:8.1f}  {verdict.reason.name}")
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\nslowest hostile input: {slowest[0]} ({slowest[1]:.1f} ms); peak memory {peak_mib:.0f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
