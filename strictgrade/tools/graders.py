"""Graders to compare: strictgrade's own, an exact-match baseline, and any other in a worker process.

A grader is named on the command line: ``strictgrade``, ``strictgrade-reward``, ``exact``,
``math_verify``, or ``module:function``.  Built-in graders run in this process (their work
is bounded by design); every other grader runs in a worker process with a per-row time
limit, so a slow or crashing grader is counted, never waited on.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import select
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

from ..grader import Mode, extract_answer, grade

__all__ = ["GraderError", "RowResult", "Grader", "make_grader", "BUILT_IN", "exact_match"]

WORKER = Path(__file__).resolve().parent / "worker.py"
# How long a worker may take to start (importing a CAS is slow) and to grade one row.
START_SECONDS = 120.0
DEFAULT_ROW_SECONDS = 10.0

_PLAIN_RE = re.compile(r"\s+|\$|\\[,;! ]|\\left|\\right|\.$")


class GraderError(Exception):
    """A grader that cannot be used at all: unknown name, missing module or function."""


@dataclass(frozen=True)
class RowResult:
    """One grader's result on one row."""

    correct: bool
    answer: Optional[str]
    seconds: float
    failure: str = ""  # "crash" or "timeout" when the grader gave no verdict


def _plain(text: str) -> str:
    return _PLAIN_RE.sub("", text).lower()


def exact_match(response: str, reference: str) -> Tuple[bool, Optional[str]]:
    """The baseline: the extracted answer equals the reference after trivial clean-up.

    >>> exact_match(r"so $\\boxed{ 42 }$.", "42")
    (True, '42')
    >>> exact_match(r"\\boxed{0.5}", r"\\frac12")[0]
    False
    """
    answer = extract_answer(response)
    return (answer is not None and _plain(answer) == _plain(reference)), answer


def _strictgrade(mode: Mode) -> Callable[[str, str], Tuple[bool, Optional[str]]]:
    def run(response: str, reference: str) -> Tuple[bool, Optional[str]]:
        verdict = grade(response, reference, mode=mode)
        return verdict.correct, verdict.candidate

    return run


BUILT_IN: Dict[str, Callable[[str, str], Tuple[bool, Optional[str]]]] = {
    "strictgrade": _strictgrade(Mode.EVAL),
    "strictgrade-reward": _strictgrade(Mode.REWARD),
    "exact": exact_match,
}


class Grader:
    """A named grader; call ``grade(response, reference)`` for a RowResult, then ``close()``."""

    def __init__(self, name: str) -> None:
        self.name = name

    def grade(self, response: str, reference: str) -> RowResult:
        raise NotImplementedError

    def close(self) -> None:
        """Release what the grader holds (a worker process)."""


class _InProcess(Grader):
    def __init__(self, name: str, function: Callable[[str, str], Tuple[bool, Optional[str]]]) -> None:
        super().__init__(name)
        self.function = function

    def grade(self, response: str, reference: str) -> RowResult:
        start = time.perf_counter()
        correct, answer = self.function(response, reference)
        return RowResult(correct, answer, time.perf_counter() - start)


class _InWorker(Grader):
    """Runs ``worker.py SPEC`` under a Python; restarts it after a crash or a timeout."""

    def __init__(self, name: str, spec: str, python: str, row_seconds: float) -> None:
        super().__init__(name)
        self.spec = spec
        self.python = python
        self.row_seconds = row_seconds
        self.process: Optional[subprocess.Popen] = None
        self._start()

    def _start(self) -> None:
        environment = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
        self.process = subprocess.Popen(
            [self.python, str(WORKER), self.spec],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
            env=environment if self.python == sys.executable else None,
        )
        status, _ = self._read_line(START_SECONDS)
        if status != "line":
            error = self._stop()
            raise GraderError(f"grader {self.name!r} did not start: {error}")

    def _read_line(self, seconds: float) -> Tuple[str, str]:
        """Return ("line", text), ("eof", "") when the worker ended, or ("timeout", "")."""
        assert self.process is not None and self.process.stdout is not None
        readable, _, _ = select.select([self.process.stdout], [], [], seconds)
        if not readable:
            return "timeout", ""
        line = self.process.stdout.readline()
        return ("line", line) if line else ("eof", "")

    def _stop(self) -> str:
        """Stop the worker and return the end of what it wrote to stderr."""
        if self.process is None:
            return ""
        self.process.kill()
        _, error = self.process.communicate()
        self.process = None
        return (error or "").strip().splitlines()[-1] if (error or "").strip() else "no message"

    def grade(self, response: str, reference: str) -> RowResult:
        if self.process is None:
            self._start()
        assert self.process is not None and self.process.stdin is not None
        start = time.perf_counter()
        try:
            self.process.stdin.write(json.dumps({"response": response, "reference": reference}) + "\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            self._stop()
            return RowResult(False, None, time.perf_counter() - start, "crash")
        status, line = self._read_line(self.row_seconds)
        if status != "line":
            self._stop()
            return RowResult(False, None, time.perf_counter() - start, "crash" if status == "eof" else "timeout")
        result = json.loads(line)
        return RowResult(result["correct"], result["answer"], result["seconds"])

    def close(self) -> None:
        self._stop()


def make_grader(name: str, *, python: Optional[str] = None, row_seconds: float = DEFAULT_ROW_SECONDS) -> Grader:
    """Return the grader a name stands for; raise GraderError when it cannot be loaded."""
    if name in BUILT_IN:
        return _InProcess(name, BUILT_IN[name])
    interpreter = python or sys.executable
    if name in ("math_verify", "math-verify"):
        if interpreter == sys.executable and importlib.util.find_spec("math_verify") is None:
            raise GraderError("math_verify is not installed here; install it (pip install math-verify) "
                              "or name a Python that has it with --python")
        return _InWorker("math_verify", "math_verify", interpreter, row_seconds)
    module, _, function = name.partition(":")
    if not module or not function:
        raise GraderError(f"unknown grader {name!r}: use strictgrade, strictgrade-reward, exact, math_verify "
                          "or module:function")
    if interpreter == sys.executable:
        if importlib.util.find_spec(module) is None:
            raise GraderError(f"no module {module!r} for grader {name!r}")
        if not callable(getattr(importlib.import_module(module), function, None)):
            raise GraderError(f"module {module!r} has no function {function!r}")
    return _InWorker(name, name, interpreter, row_seconds)


def close_all(graders: List[Grader]) -> None:
    for grader in graders:
        grader.close()
