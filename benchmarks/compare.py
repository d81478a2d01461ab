"""Write benchmarks/compare.md: strictgrade, Math-Verify and exact match on every labeled corpus.

    python3 -m venv /tmp/mvenv && /tmp/mvenv/bin/pip install math-verify==0.9.0
    python benchmarks/compare.py --math-verify-python /tmp/mvenv/bin/python

One run grades every row with all three graders (Math-Verify in its own venv, through
strictgrade's worker process), then writes the tables, the machine and versions, and one
example of each class of disagreement between strictgrade and Math-Verify with the rule of
docs/policy.md that decides it.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

from _corpora import CORPORA, LABELED, ROOT, load  # noqa: E402

import strictgrade  # noqa: E402
from strictgrade import grade  # noqa: E402
from strictgrade.tools.comparison import ComparisonRow, build_report, render_markdown, run_comparison  # noqa: E402
from strictgrade.tools.graders import Grader, _InProcess, close_all, make_grader  # noqa: E402

RULES = {
    "HEDGED": "§1.5: a list or hedge against a single-valued reference is wrong",
    "UNREDUCED": "§3 fractions: the candidate must be in lowest terms",
    "UNEVALUATED": "§3 integers: unevaluated work is not an answer",
    "NOT_INTEGER": "§3 integers: an integer reference needs an integer literal",
    "VALUE_MISMATCH": "§3: the values differ (decimals never equal irrationals; no tolerance)",
    "VALUE_EQUAL": "§3: equal by exact value (percent signs dropped, units dropped, scale words applied)",
    "EQUAL": "§2: equal after normalization (units, thousands separators, text wrappers)",
    "ROUNDED_EQUAL": "§3 decimals option: equal after rounding both to 2 places (TAT-QA)",
    "SHAPE_MISMATCH": "§3: a different kind of object (text, tuple, list)",
    "NO_ANSWER": "§1: no box, anchor or single final value",
    "UNASSERTED": "§1.7: the last box is denied, retracted or altered",
    "UNPARSABLE": "§2-3: the candidate is not readable math",
    "TOO_COMPLEX": "§4: bounds",
    "BAD_REFERENCE": "the reference is unreadable",
}


EXPLANATION = """\
### Reading the classes

- **Unreduced fractions and unevaluated answers** (`\\frac{72}{375}` for `\\frac{24}{125}`,
  `5+50\\times7\\times11\\times13` for 50055): Math-Verify accepts any expression with the right value;
  strictgrade requires an answer in lowest terms and, for an integer reference, an integer literal
  (docs/policy.md §3). The PRM800K raters rejected these too.
- **Hedges** (`3 or 5`, two boxes offered as alternatives, option lists): strictgrade rejects a list
  against a single-valued reference (§1.5); Math-Verify may pick one member.
- **Rescaled equations** (`3x + 3y - 3z - 3 = 0` for `x + y - z - 1 = 0`): the same plane, but §3
  counts a rescaled equation as a different answer; the raters agreed.
- **Percent, scale words and units** (TAT-QA `-$12.6 million` for `-12.6 million`, `$24.0 billion`):
  strictgrade drops currency and unit words, applies scale words and drops percent signs on both
  sides (§2, §3); Math-Verify reads a different number from the sentence or none.
- **Option letters and mixed numbers** (`B`, `3\\frac{6}{11}`): strictgrade reads them as the policy
  says; Math-Verify parses the letter as a symbol or the mixed number as a product.
- **Exact match** is a useful floor: it never accepts a wrong answer in these corpora (its false
  positives are 0 or 1), so its accuracy is high where labels reject every alternative form
  (PRM800K, where it is 0.001 above strictgrade), and low where answers need normalizing (TAT-QA).
  strictgrade's extra false positives on PRM800K are the value-equal forms its policy accepts on
  purpose and the raters did not (`4\\sqrt{117}` for `12\\sqrt{13}`); `form=Form.SIMPLEST` rejects them.
"""


# The project's hard-forms corpus (benchmarks/make_hard_forms_corpus.py), graded like the others.
HARD_FORMS = ROOT / "tests" / "cases" / "hard_forms.jsonl"


def _lenient(options: Dict[str, Any]) -> Grader:
    """strictgrade with a corpus's options and preset="lenient" (rounded labels, percent as fraction; issue 24)."""

    def run(response: str, reference: str) -> Tuple[bool, Optional[str]]:
        verdict = grade(response, reference, **options, preset="lenient")
        return verdict.correct, verdict.candidate

    return _InProcess("strictgrade-lenient", run)


def _version(python: str) -> str:
    done = subprocess.run([python, "-c", "import importlib.metadata as m; print(m.version('math-verify'))"],
                          capture_output=True, text=True, check=False)
    return done.stdout.strip() or "not installed"


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--math-verify-python", required=True)
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--output", type=Path, default=ROOT / "benchmarks" / "compare.md")
    parser.add_argument("--corpora", type=Path, default=CORPORA, help="the folder of the labeled corpora")
    args = parser.parse_args(argv)
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Linux {platform.release()}, Python {platform.python_version()}"
    sections = [
        "# strictgrade beside Math-Verify and exact match",
        "",
        f"Generated by `python benchmarks/compare.py --math-verify-python ...` on {machine}; "
        f"strictgrade {strictgrade.__version__}, math-verify {_version(args.math_verify_python)}. "
        "Each corpus is graded by the three graders in one run, row by row; times are per row, measured "
        "inside each grader (Math-Verify's own parse and verify, in its own venv). TAT-QA is graded by "
        "strictgrade with `decimals=2`, as TAT-QA's official metric rounds; Math-Verify has no such option. "
        "`strictgrade-lenient` is strictgrade with `preset=\"lenient\"` (rounded references and candidates, percent "
        "as fraction: for benchmarks with rounded labels, never for rewards); `hard_forms` is the project's own "
        "corpus of hard equal forms (benchmarks/make_hard_forms_corpus.py).",
        "",
    ]
    examples: Dict[str, Dict[str, dict]] = defaultdict(dict)
    corpora = [(name, args.corpora / f"{name}.jsonl", options) for name, options in LABELED.items()]
    for name, path, options in corpora + [("hard_forms", HARD_FORMS, {})]:
        if not path.exists():
            continue
        rows = load(path)[: args.limit or None]
        comparison_rows = [ComparisonRow(i + 1, r["response"], r["gold"], bool(r["label"])) for i, r in enumerate(rows)]
        graders: List[Grader] = [make_grader("strictgrade", options=options), _lenient(options)]  # decimals=2 for TAT-QA
        try:
            graders += [make_grader("math_verify", python=args.math_verify_python, row_seconds=30),
                        make_grader("exact-extracted")]
            buffer = io.StringIO()
            records, labels = run_comparison(comparison_rows, graders, buffer, options)
        finally:
            close_all(graders)
        sections.append(render_markdown(build_report(records, labels), title=f"{name} ({len(rows)} rows)"))
        for line in buffer.getvalue().splitlines():
            entry = json.loads(line)
            if entry["strictgrade"]["correct"] != entry["math_verify"]["correct"]:
                entry["corpus"] = name
                examples[entry["strictgrade_reason"]].setdefault(name, entry)
        print(f"{name}: done", file=sys.stderr)
    sections += ["## Where strictgrade and Math-Verify disagree, by class", "",
                 "One example per class and corpus: strictgrade's reason, the rule that decides it, and the label.", "",
                 "| class | rule | corpus | reference | strictgrade's answer | Math-Verify's answer | label | strictgrade | Math-Verify |",
                 "|---|---|---|---|---|---|---|---|---|"]

    def cell(value: object) -> str:
        text = str(value).replace("|", "\\|").replace("\n", " ")
        return text if len(text) <= 50 else text[:47] + "..."

    for reason in sorted(examples):
        for corpus, entry in examples[reason].items():
            sections.append(
                f"| {reason} | {RULES.get(reason, '')} | {corpus} | `{cell(entry['reference'])}` | "
                f"`{cell(entry['strictgrade']['answer'])}` | `{cell(entry['math_verify']['answer'])}` | {entry['label']} | "
                f"{entry['strictgrade']['correct']} | {entry['math_verify']['correct']} |"
            )
    sections += ["", EXPLANATION]
    args.output.write_text("\n".join(sections) + "\n", encoding="utf-8")
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
