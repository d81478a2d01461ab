"""Graders to compare: strictgrade's own, an exact-match baseline, and any other in a worker process.

A grader is named on the command line: ``strictgrade``, ``strictgrade-reward``, ``exact``,
``exact-extracted``, ``math_verify``, or ``module:function`` (BUILT_IN_HELP says what each does).  Built-in graders run in this process (their work
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
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

from ..grader import Mode, extract_answer, grade
from ..verdict import Form, Preset

__all__ = ["GraderError", "RowResult", "Grader", "make_grader", "BUILT_IN_HELP", "GRADER_NAMES", "exact_match",
           "exact_match_extracted"]

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
    """Plain exact match: the whole raw response equals the reference after trivial clean-up.

    The clean-up drops spaces, ``$``, LaTeX spacing and ``\\left``/``\\right``, a final
    period and case; nothing is extracted.

    >>> exact_match(" $42$.", "42")
    (True, '$42$.')
    >>> exact_match(r"so $\\boxed{ 42 }$.", "42")[0]
    False
    """
    return _plain(response.strip()) == _plain(reference.strip()), response.strip()


def exact_match_extracted(response: str, reference: str) -> Tuple[bool, Optional[str]]:
    """Exact match after strictgrade's extraction: the extracted answer equals the reference after trivial clean-up.

    >>> exact_match_extracted(r"so $\\boxed{ 42 }$.", "42")
    (True, '42')
    >>> exact_match_extracted(r"\\boxed{0.5}", r"\\frac12")[0]
    False
    """
    answer = extract_answer(response)
    return (answer is not None and _plain(answer) == _plain(reference)), answer


def _strictgrade(mode: Mode, options: Mapping[str, Any]) -> Callable[[str, str], Tuple[bool, Optional[str]]]:
    decimals, form = options.get("decimals"), Form(options.get("form", "value"))
    preset = Preset(options.get("preset", "strict"))

    def run(response: str, reference: str) -> Tuple[bool, Optional[str]]:
        verdict = grade(response, reference, mode=mode, decimals=decimals, form=form, preset=preset)
        return verdict.correct, verdict.candidate

    return run


BUILT_IN_HELP: Dict[str, str] = {
    "strictgrade": "strictgrade.grade under the grading options given (--decimals, --mode, --form)",
    "strictgrade-reward": "strictgrade.grade in reward mode (a box or an anchor required), other options as given",
    "exact": "exact match on the raw response (after trivial clean-up: spaces, $, spacing, case); nothing extracted",
    "exact-extracted": "exact match on the answer strictgrade extracts (its extraction, then trivial clean-up)",
    "math_verify": "Math-Verify's parse and verify, in a worker process (--python: a venv that has it)",
    "module:function": "your function(response, reference) -> bool or (bool, answer), in a worker process",
}
GRADER_NAMES = ("strictgrade", "strictgrade-reward", "exact", "exact-extracted", "math_verify", "module:function")


def _built_in(name: str, options: Mapping[str, Any]) -> Optional[Callable[[str, str], Tuple[bool, Optional[str]]]]:
    if name == "strictgrade":
        return _strictgrade(Mode(options.get("mode", "eval")), options)
    if name == "strictgrade-reward":
        return _strictgrade(Mode.REWARD, options)
    return {"exact": exact_match, "exact-extracted": exact_match_extracted}.get(name)


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


def make_grader(
    name: str,
    *,
    python: Optional[str] = None,
    row_seconds: float = DEFAULT_ROW_SECONDS,
    options: Optional[Mapping[str, Any]] = None,
) -> Grader:
    """Return the grader a name stands for; raise GraderError when it cannot be loaded.

    ``options`` are grade()'s options as plain values (``decimals``, ``mode``, ``form``),
    which strictgrade's own graders take; other graders have none.
    """
    function = _built_in(name, options or {})
    if function is not None:
        return _InProcess(name, function)
    interpreter = python or sys.executable
    if name in ("math_verify", "math-verify"):
        if interpreter == sys.executable and importlib.util.find_spec("math_verify") is None:
            raise GraderError("math_verify is not installed here; install it (pip install math-verify) "
                              "or name a Python that has it with --python")
        return _InWorker("math_verify", "math_verify", interpreter, row_seconds)
    module, _, function = name.partition(":")
    if not module or not function:
        raise GraderError(f"unknown grader {name!r}: use one of {', '.join(GRADER_NAMES)}")
    if interpreter == sys.executable:
        if importlib.util.find_spec(module) is None:
            raise GraderError(f"no module {module!r} for grader {name!r}")
        if not callable(getattr(importlib.import_module(module), function, None)):
            raise GraderError(f"module {module!r} has no function {function!r}")
    return _InWorker(name, name, interpreter, row_seconds)


def close_all(graders: List[Grader]) -> None:
    for grader in graders:
        grader.close()
