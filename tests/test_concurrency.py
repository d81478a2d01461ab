"""Threads, processes, global state and determinism: grading is pure."""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List, Tuple

import mpmath
import pyparsing

from strictgrade import grade
from strictgrade.grader import clear_caches

from .conftest import CASES, grade_options, load_jsonl
from .test_symbolic import PAIRS

ROWS = load_jsonl(CASES / "policy.jsonl")
JOBS: List[Tuple[str, str, dict]] = [(row["response"], row["reference"], grade_options(row)) for row in ROWS] + [
    (rf"\boxed{{{candidate}}}", reference, {}) for reference, candidate, _ in PAIRS
]


def verdict_of(job: Tuple[str, str, dict]) -> Tuple[bool, str, str]:
    response, reference, options = job
    verdict = grade(response, reference, **options)
    return verdict.correct, verdict.reason.name, verdict.candidate or ""


def test_eight_threads_give_the_sequential_verdicts() -> None:
    clear_caches()
    sequential = [verdict_of(job) for job in JOBS]
    for _ in range(3):
        clear_caches()
        with ThreadPoolExecutor(max_workers=8) as pool:
            assert list(pool.map(verdict_of, JOBS * 4)) == sequential * 4


def _plain_jobs() -> List[Tuple[str, str]]:
    return [(response, reference) for response, reference, options in JOBS if not options]


def plain_verdict(job: Tuple[str, str]) -> Tuple[bool, str]:
    verdict = grade(*job)
    return verdict.correct, verdict.reason.name


def test_a_spawned_process_pool_gives_the_sequential_verdicts() -> None:
    jobs = _plain_jobs()
    sequential = [plain_verdict(job) for job in jobs]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        assert pool.map(plain_verdict, jobs, chunksize=16) == sequential


def test_no_process_global_state_changes() -> None:
    packrat, precision = pyparsing.ParserElement._packratEnabled, (mpmath.mp.prec, mpmath.mp.dps)
    for job in JOBS:
        verdict_of(job)
    assert pyparsing.ParserElement._packratEnabled == packrat
    assert (mpmath.mp.prec, mpmath.mp.dps) == precision


def test_importing_changes_no_global_state() -> None:
    code = (
        "import mpmath, pyparsing; before = (mpmath.mp.prec, pyparsing.ParserElement._packratEnabled, "
        "pyparsing.ParserElement.DEFAULT_WHITE_CHARS); import strictgrade; "
        "after = (mpmath.mp.prec, pyparsing.ParserElement._packratEnabled, pyparsing.ParserElement.DEFAULT_WHITE_CHARS); "
        "print(before == after)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "True"


def test_verdicts_do_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    script = tmp_path / "run.py"
    script.write_text(
        "import json, sys\n"
        f"sys.path.insert(0, {str(Path(__file__).resolve().parent.parent)!r})\n"
        "from strictgrade import grade\n"
        "jobs = json.load(open(sys.argv[1]))\n"
        "print(json.dumps([[grade(r, g).correct, grade(r, g).reason.name] for r, g in jobs]))\n"
    )
    jobs_file = tmp_path / "jobs.json"
    jobs_file.write_text(json.dumps(_plain_jobs()))
    outputs = set()
    for seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, str(script), str(jobs_file)], capture_output=True, text=True, env=env, check=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1
