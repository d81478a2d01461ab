"""A grader worker process: ``python worker.py SPEC`` (standard library only).

It may run under another Python (a venv with Math-Verify, say) that does not have
strictgrade installed.  It reads one JSON object per line, ``{"response", "reference"}``,
and writes one per line, ``{"correct", "answer", "seconds"}``.  A grader that raises ends
the process; the parent counts that row as a crash and starts a new worker.

SPEC is ``math_verify`` or ``module:function`` (the function takes a response and a
reference and returns a bool, or a ``(bool, extracted_answer)`` pair).
"""

import importlib
import json
import os
import sys
import time


def _math_verify():
    from math_verify import parse, verify

    def grade(response, reference):
        gold = parse("$" + reference + "$") or parse(reference)
        answer = parse(response)
        return bool(verify(gold, answer)), str(answer[-1]) if answer else None

    return grade


def load(spec):
    """Return the grading function a SPEC names."""
    if spec == "math_verify":
        return _math_verify()
    module_name, _, function_name = spec.partition(":")
    return getattr(importlib.import_module(module_name), function_name)


def main():
    # Run as a script, this file's folder comes first on the path: drop it, so that a
    # ``module:function`` grader never resolves to one of the tools' own modules.
    if sys.path and os.path.abspath(sys.path[0] or ".") == os.path.dirname(os.path.abspath(__file__)):
        del sys.path[0]
    grade = load(sys.argv[1])
    sys.stdout.write(json.dumps({"ready": True}) + "\n")
    sys.stdout.flush()
    for line in sys.stdin:
        row = json.loads(line)
        start = time.perf_counter()
        result = grade(row["response"], row["reference"])
        seconds = time.perf_counter() - start
        correct, answer = result if isinstance(result, tuple) else (result, None)
        sys.stdout.write(json.dumps({"correct": bool(correct), "answer": answer, "seconds": seconds}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
