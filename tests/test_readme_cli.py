"""The README's command-line block runs as written, from a fresh clone's layout, every command exiting 0."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import List

import pytest

ROOT = Path(__file__).resolve().parent.parent
_BLOCK_RE = re.compile(r"## Command line\n.*?```bash\n(.*?)```", re.DOTALL)


def _commands() -> List[str]:
    match = _BLOCK_RE.search((ROOT / "README.md").read_text(encoding="utf-8"))
    assert match, "README.md has no bash block under '## Command line'"
    return [line for line in match.group(1).splitlines() if line.strip()]


def test_the_readme_command_line_block_runs(tmp_path: Path) -> None:
    scripts = Path(sys.executable).parent
    if not (scripts / "strictgrade").exists():
        pytest.skip("the console script is not installed in this environment")
    (tmp_path / "strictgrade").mkdir()
    (tmp_path / "strictgrade" / "data").symlink_to(ROOT / "strictgrade" / "data")
    script = "set -euo pipefail\n" + "\n".join(_commands()) + "\n"
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PATH": f"{scripts}{os.pathsep}{os.environ['PATH']}"})
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "pass@2" in done.stdout and "usage: strictgrade grade" in done.stdout and "strictgrade 0.30.0" in done.stdout
    assert len((tmp_path / "graded.jsonl").read_text().splitlines()) == 200  # --resume kept the 200 rows
    assert len((tmp_path / "graded_head.jsonl").read_text().splitlines()) == 50
    assert json.loads((tmp_path / "by_label.json").read_text())["by"]["label"]["True"]["accuracy"] == 1.0
