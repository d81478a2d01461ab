"""Every adapter loads the ways its framework loads it: by file path in a fresh process (verl's
``load_extern_object``, OpenRLHF's reward file, lm-eval's ``!function utils.*``), by module name
(verl's ``pkg://``), and by import."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import strictgrade.integrations

ADAPTERS = Path(strictgrade.integrations.__file__).resolve().parent
# file -> a name the framework looks up in it
ENTRY_POINTS = {
    "trl.py": "StrictGradeReward",
    "verl.py": "compute_score",
    "openrlhf.py": "reward_func",
    "lm_eval.py": "process_results",
    "lighteval.py": "make_metric",
    "opencompass.py": "StrictgradeEvaluator",
    "ray.py": "StrictGrader",
    "finqa.py": "grade_finqa",
    "_common.py": "grade_any",
    "rewards.py": "parse_reward_map",
    "lm_eval_tasks/math500_strictgrade/utils.py": "process_results",
    "lm_eval_tasks/finqa_strictgrade/utils.py": "process_results",
    "lm_eval_tasks/finqa_verified_strictgrade/utils.py": "process_results",
}

# Loaded as verl and OpenRLHF do: a module outside any package, from a process that never imported it.
_LOAD_BY_PATH = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("reward_func", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
print(callable(getattr(module, sys.argv[2])))
"""


def test_every_adapter_file_is_listed() -> None:
    found = {str(p.relative_to(ADAPTERS)) for p in ADAPTERS.rglob("*.py") if p.name != "__init__.py"}
    assert found == set(ENTRY_POINTS)


@pytest.mark.parametrize("relative", sorted(ENTRY_POINTS))
def test_no_relative_imports(relative: str) -> None:
    tree = ast.parse((ADAPTERS / relative).read_text(encoding="utf-8"))
    relative_imports = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level]
    assert relative_imports == []


@pytest.mark.parametrize("relative", sorted(ENTRY_POINTS))
def test_loads_by_file_path_in_a_fresh_process(relative: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _LOAD_BY_PATH, str(ADAPTERS / relative), ENTRY_POINTS[relative]],
        capture_output=True, text=True, cwd=tmp_path, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"


@pytest.mark.parametrize("relative", sorted(r for r in ENTRY_POINTS if "/" not in r))
def test_loads_by_module_name(relative: str) -> None:
    module = importlib.import_module("strictgrade.integrations." + relative[: -len(".py")])  # verl's pkg://
    assert callable(getattr(module, ENTRY_POINTS[relative]))


def test_path_loaded_verl_scores_like_the_imported_one(tmp_path: Path) -> None:
    code = _LOAD_BY_PATH.replace(
        "print(callable(getattr(module, sys.argv[2])))",
        r"print(getattr(module, sys.argv[2])('math', '\\boxed{4}', ['3', '4'], None, return_dict=True))",
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(ADAPTERS / "verl.py"), "compute_score"],
        capture_output=True, text=True, cwd=tmp_path, timeout=120, check=True,
    )
    assert done.stdout.strip() == "{'score': 1.0, 'acc': True, 'pred': '4'}"
