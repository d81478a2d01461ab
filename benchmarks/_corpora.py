"""What the benchmark scripts share: where the corpora are and how each is graded."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Dict, List

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from strictgrade import Form, Mode  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora"

# Each labeled corpus with the grade() options its labels were made under: TAT-QA's
# official metric rounds to two decimal places.
LABELED: Dict[str, Dict[str, int]] = {
    "qwen25math_cot_100": {},
    "gsm8k_openai": {},
    "prm800k_phase1_train": {},
    "tatqa_pot": {"decimals": 2},
}


def load(path: Path) -> List[dict]:
    """Read a JSON Lines file."""
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def case_options(row: dict) -> Dict[str, object]:
    """Turn a case row's "options" (tests/cases/*.jsonl) into keyword arguments of grade()."""
    options: Dict[str, object] = dict(row.get("options", {}))
    if "mode" in options:
        options["mode"] = Mode(options["mode"])
    if "form" in options:
        options["form"] = Form(options["form"])
    return options
