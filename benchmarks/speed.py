"""Microseconds per grade by kind of answer, the slowest hostile input, and peak memory.

    python benchmarks/speed.py [--math-verify-python /tmp/mvenv/bin/python] [--repeat 20]

Each pair is graded as a boxed response against its reference, by strictgrade and
(when a venv with it is named) by Math-Verify on exactly the same strings.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from typing import Dict, List, Tuple

import _corpora  # noqa: E402,F401  (puts the checkout on the path)

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
]


def time_strictgrade(pairs: List[Tuple[str, str]], repeat: int, cold: bool) -> float:
    """Return microseconds per grade; ``cold`` forgets the caches before every grade."""
    responses = [(rf"\boxed{{{candidate}}}", reference) for candidate, reference in pairs]
    elapsed = 0.0
    for _ in range(repeat):
        for response, reference in responses:
            if cold:
                clear_caches()
            start = time.perf_counter()
            grade(response, reference)
            elapsed += time.perf_counter() - start
    return elapsed / (repeat * len(pairs)) * 1e6


def time_math_verify(python: str, pairs: List[Tuple[str, str]]) -> float:
    """Return Math-Verify's microseconds per grade on the same boxed pairs (three rounds)."""
    peer = make_grader("math_verify", python=python, row_seconds=60)
    try:
        results = [peer.grade(rf"$\boxed{{{c}}}$", r) for c, r in pairs * 3]
    finally:
        peer.close()
    return sum(r.seconds for r in results) / len(results) * 1e6


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--math-verify-python")
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    print("microseconds per grade; cold: caches cleared before every grade; warm: the same pairs again")
    print(f"{'kind of answer':34} {'cold':>8} {'warm':>8} {'math-verify':>12} {'ratio (cold)':>13}")
    for kind, pairs in PAIRS.items():
        cold = time_strictgrade(pairs, args.repeat, cold=True)
        warm = time_strictgrade(pairs, args.repeat, cold=False)
        theirs = time_math_verify(args.math_verify_python, pairs) if args.math_verify_python else None
        ratio = f"{theirs / cold:6.1f}x" if theirs else ""
        print(f"{kind:34} {cold:8.0f} {warm:8.0f} {theirs or 0:12.0f} {ratio:>13}")
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
